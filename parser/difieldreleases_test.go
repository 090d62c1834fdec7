package parser_test

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/llvmver"
)

var updateFieldReleases = flag.Bool("update-fieldreleases", false, "ask llvm-as 14, 15, 16, 19 and 22 again whether they know each node kind and field of diNodes and rewrite testdata/difield-releases.tsv")

// fieldReleasesTable holds, for each node kind and field of diNodes, which
// of fieldReleases's llvm-as know it.
var fieldReleasesTable = filepath.Join("testdata", "difield-releases.tsv")

// fieldReleases are the releases TestDIFieldReleases asks (those Debian
// has; see versionGapTool).
var fieldReleases = []llvmver.Version{14, 15, 16, 19, 22}

// A fieldProbe names a node kind alone (field "") or one of its fields.
type fieldProbe struct{ node, field string }

// src is a module in which the parser meets the field first: an unknown
// field or node kind is the first error, whatever the value.
func (p fieldProbe) src() string {
	if p.field == "" {
		return fmt.Sprintf("!0 = distinct !%s()\n", p.node)
	}
	return fmt.Sprintf("!0 = distinct !%s(%s: 0)\n", p.node, p.field)
}

func (p fieldProbe) id() string { return strings.TrimSpace(p.node + " " + p.field) }

// knownIn reports whether an outcome ("ok" or "L:C: message") says the
// release knows the probe's node kind and field.
func (p fieldProbe) knownIn(outcome string) bool {
	return !strings.HasSuffix(outcome, "expected metadata type") &&
		(p.field == "" || !strings.HasSuffix(outcome, "invalid field '"+p.field+"'"))
}

func fieldProbes() []fieldProbe {
	var ps []fieldProbe
	for _, n := range diNodes {
		ps = append(ps, fieldProbe{node: n.name})
		for _, fk := range strings.Fields(n.fields) {
			name, _, _ := strings.Cut(fk, ":")
			ps = append(ps, fieldProbe{n.name, name})
		}
	}
	// Beyond diNodes (LLVM 14's fields and current LLVM's): a node kind
	// without fields, and fields of releases after 22.
	return append(ps, fieldProbe{node: "DIAssignID"}, fieldProbe{"DICompileUnit", "sourceLanguageName"},
		fieldProbe{"DICompileUnit", "sourceLanguageVersion"}, fieldProbe{"DICompileUnit", "dialect"})
}

// TestDIFieldReleases checks, for every node kind and field of diNodes,
// that the parser knows it under exactly the releases whose llvm-as know
// it (the sinceLLVM marks of the parser's table). The answers of llvm-as
// 14, 15, 16, 19 and 22 are kept in testdata/difield-releases.tsv
// ("Y"/"-" per release); -update-fieldreleases asks them all again, and
// every run asks them again about a sample of the probes.
func TestDIFieldReleases(t *testing.T) {
	probes := fieldProbes()
	dir := t.TempDir()
	ask := func(i int, p fieldProbe) string {
		var b strings.Builder
		for _, v := range fieldReleases {
			o, err := askLLVMAs(versionGapTool[v], dir, i, p.src())
			if err != nil {
				t.Fatal(err)
			}
			if p.knownIn(o) {
				b.WriteByte('Y')
			} else {
				b.WriteByte('-')
			}
		}
		return b.String()
	}
	want := map[string]string{}
	if *updateFieldReleases {
		var out strings.Builder
		out.WriteString("# whether llvm-as 14, 15, 16, 19 and 22 know each node kind and field (TestDIFieldReleases): Y or -\n")
		for i, p := range probes {
			want[p.id()] = ask(i, p)
			fmt.Fprintf(&out, "%s\t%s\n", p.id(), want[p.id()])
		}
		if err := os.WriteFile(fieldReleasesTable, []byte(out.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	} else {
		f, err := os.Open(fieldReleasesTable)
		if err != nil {
			t.Fatalf("%v (run with -update-fieldreleases to create it)", err)
		}
		defer f.Close()
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			if id, known, ok := strings.Cut(sc.Text(), "\t"); ok && !strings.HasPrefix(id, "#") {
				want[id] = known
			}
		}
	}
	changed := 0
	for i, p := range probes {
		w, ok := want[p.id()]
		if !ok || len(w) != len(fieldReleases) {
			t.Errorf("%s: no answers in %s (run with -update-fieldreleases)", p.id(), fieldReleasesTable)
			continue
		}
		if strings.Contains(w, "-") && strings.Contains(w, "Y") {
			changed++
		}
		// The oracle again, for one probe in 25.
		if !*updateFieldReleases && i%25 == 0 {
			if got := ask(i, p); got != w {
				t.Errorf("%s: llvm-as now say %s, the table %s", p.id(), got, w)
			}
		}
		for j, v := range fieldReleases {
			if got := p.knownIn(parseOutcome(p.src(), v)); got != (w[j] == 'Y') {
				t.Errorf("%s under LLVM %d: irmeta knows it: %v, llvm-as: %v", p.id(), v, got, w[j] == 'Y')
			}
		}
	}
	// Fields and nodes that came after LLVM 14: the table must hold some,
	// or the probes no longer reach the parser's release marks.
	if changed < 20 {
		t.Errorf("only %d node kinds and fields differ between releases", changed)
	}
}
