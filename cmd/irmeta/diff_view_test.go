package main

import "testing"

// TestParsePlace reads every form of md.Difference.Where.
func TestParsePlace(t *testing.T) {
	for _, tc := range []struct {
		where string
		want  diffPlace
	}{
		{"!llvm.module.flags[1]", diffPlace{Entity: "!llvm.module.flags", Sub: "[1]", Kind: "llvm.module.flags"}},
		{"@f !dbg", diffPlace{Entity: "@f", Kind: "dbg"}},
		{"@f:%x !tbaa", diffPlace{Entity: "@f", Sub: ":%x", Kind: "tbaa"}},
		{"@f:%x !annotation#2", diffPlace{Entity: "@f", Sub: ":%x", Kind: "annotation"}},
		{"@f:12 op 1", diffPlace{Entity: "@f", Sub: ":12 op 1", Kind: "argument"}},
		{"@\"a:b\":%x !dbg", diffPlace{Entity: "@\"a:b\"", Sub: ":%x", Kind: "dbg"}},
		{"@\"a b\" !dbg", diffPlace{Entity: "@\"a b\"", Kind: "dbg"}},
		{"@g !dbg", diffPlace{Entity: "@g", Kind: "dbg"}},
		{"distinct node #4", diffPlace{Entity: "(distinct nodes)", Sub: "#4", Kind: "distinct"}},
		{"distinct nodes", diffPlace{Entity: "(distinct nodes)", Kind: "distinct"}},
	} {
		if got := parsePlace(tc.where); got != tc.want {
			t.Errorf("parsePlace(%q) = %+v, want %+v", tc.where, got, tc.want)
		}
	}
}
