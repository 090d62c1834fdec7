package lsp

import (
	"bytes"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
)

// snippets are what edits insert: plain text and every character that
// can change the shape of the text around it.
var snippets = []string{"", "x", "%y = add i32 1, 2\n", "}", "{", "\"", "; c", "; c\n", "define void @g() {\n", "!7 = !{}\n", "@h = global i32 0\n", "\n", "!dbg !3", "é"}

// TestTextReplace edits a real module at random, in place and not, and
// compares the text and its edited line table with ones made anew.
func TestTextReplace(t *testing.T) {
	src, err := os.ReadFile(filepath.Join(corpus.Root(t), "coreutils", "echo.ll"))
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewSource(1))
	tx := newText(src)
	for i := 0; i < 300; i++ {
		a := r.Intn(len(tx.src) + 1)
		b := min(len(tx.src), a+r.Intn(40))
		ins := []byte(snippets[r.Intn(len(snippets))])
		want := newText(append(append(append([]byte(nil), tx.src[:a]...), ins...), tx.src[b:]...))
		got := tx.replace(a, b, ins, i%2 == 0) // in place (where it has room) or not
		if !bytes.Equal(got.src, want.src) || !reflect.DeepEqual(got.lines, want.lines) {
			t.Fatalf("edit %d: replacing [%d,%d) by %q: lines %v, counted %v", i, a, b, ins, got.lines[:min(5, len(got.lines))], want.lines[:min(5, len(want.lines))])
		}
		tx = got
	}
}

// TestIndexEdited edits function bodies of a real module at random: where
// the old index is moved instead of built anew, it must equal the index
// built anew.
func TestIndexEdited(t *testing.T) {
	src, err := os.ReadFile(filepath.Join(corpus.Root(t), "coreutils", "echo.ll"))
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewSource(2))
	ix := buildIndex(src)
	moved, movedTop, rebuilt := 0, 0, 0
	for i := 0; i < 400; i++ {
		if i%20 == 0 { // damage accumulates: start again now and then
			ix = buildIndex(src)
		}
		// Inside bodies, in the metadata after them, anywhere.
		a := r.Intn(len(ix.src) + 1)
		switch r.Intn(3) {
		case 0:
			if len(ix.fns) == 0 {
				break
			}
			if f := ix.fns[r.Intn(len(ix.fns))]; f.bodyStart >= 0 && f.bodyEnd > f.bodyStart {
				a = f.bodyStart + r.Intn(f.bodyEnd-f.bodyStart)
			}
		case 1:
			if tail := bytes.LastIndex(ix.src, []byte("\n}\n")); tail >= 0 {
				a = tail + r.Intn(len(ix.src)-tail)
			}
		}
		b := min(len(ix.src), a+r.Intn(30))
		ins := snippets[r.Intn(len(snippets))]
		next := append(append(append([]byte(nil), ix.src[:a]...), ins...), ix.src[b:]...)
		want := buildIndex(next)
		got, ok := ix.edited(next, a, b, len(ins))
		if !ok {
			rebuilt++
			ix = want
			continue
		}
		moved++
		if ix.fnAt(a) < 0 {
			movedTop++
		}
		if f, d, m := reflect.DeepEqual(got.fns, want.fns), reflect.DeepEqual(got.defs, want.defs), reflect.DeepEqual(got.mdDefs, want.mdDefs); !f || !d || !m {
			t.Fatalf("edit %d: replacing [%d,%d) %q by %q: the moved index differs from a new one (functions same %v, definitions %v, metadata %v)%s", i, a, b, ix.src[a:b], ins, f, d, m, firstDiff(got.fns, want.fns)+mdDiff(got.mdDefs, want.mdDefs))
		}
		ix = got
	}
	t.Logf("%d indexes moved (%d after the functions), %d rebuilt", moved, movedTop, rebuilt)
	if moved < 100 || movedTop < 30 || rebuilt < 20 {
		t.Errorf("%d indexes moved, %d rebuilt: the test does not exercise both", moved, rebuilt)
	}
}

// firstDiff describes the first function two indexes see differently.
func firstDiff(got, want []fnInfo) string {
	for i := range min(len(got), len(want)) {
		if got[i] != want[i] {
			return fmt.Sprintf(": function %d is %+v, built anew %+v", i, got[i], want[i])
		}
	}
	if len(got) != len(want) {
		return fmt.Sprintf(": %d functions, built anew %d", len(got), len(want))
	}
	return ""
}

// mdDiff describes the first metadata definition two indexes place
// differently.
func mdDiff(got, want []int32) string {
	for i := range min(len(got), len(want)) {
		if got[i] != want[i] {
			return fmt.Sprintf(": !%d at %d, built anew %d", i, got[i]-1, want[i]-1)
		}
	}
	if len(got) != len(want) {
		return fmt.Sprintf(": %d metadata ids, built anew %d", len(got), len(want))
	}
	return ""
}

// TestPositionMonotonic checks that LSP positions never go back as byte
// offsets go forward, offsets inside a character included (a range made
// of two such offsets was reversed: FuzzDidChange's 34bf1be850343d61).
func TestPositionMonotonic(t *testing.T) {
	tx := newText([]byte("a宼0\n😀b\xffé\n"))
	prev := tx.position(0)
	for off := 1; off <= len(tx.src); off++ {
		p := tx.position(off)
		if p.Line < prev.Line || p.Line == prev.Line && p.Character < prev.Character {
			t.Fatalf("offset %d: position %v before offset %d's %v", off, p, off-1, prev)
		}
		prev = p
	}
	// Inside 宼 (bytes 1-3) is at its start; after it, one UTF-16 unit on.
	if got := tx.position(2); got.Character != 1 {
		t.Errorf("inside a character: %v, want character 1", got)
	}
	if got := tx.position(4); got.Character != 2 {
		t.Errorf("after a character: %v, want character 2", got)
	}
	// 😀 takes two UTF-16 units.
	if got := tx.position(10); got.Line != 1 || got.Character != 2 {
		t.Errorf("after a surrogate pair: %v, want 1:2", got)
	}
}
