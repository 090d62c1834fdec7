package bitcode

import (
	"bytes"
	"fmt"
	"math/rand"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestStdSort checks stdSort and its heapsort against libstdc++'s std::sort
// and std::partial_sort, compiled by clang++-22 from
// testdata/stdsort/sort.cpp: for lists of 0 to 300 elements and a few
// longer ones, with keys from 2, 3 (the access kinds of summary
// references), 10 or many values, every element must end where the C++
// library leaves it.
func TestStdSort(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "sort")
	if out, err := exec.Command("clang++-22", "-O1", "-o", bin, filepath.Join("testdata", "stdsort", "sort.cpp")).CombinedOutput(); err != nil {
		t.Fatalf("clang++-22: %v\n%s", err, out)
	}
	rng := rand.New(rand.NewSource(1))
	type input struct {
		mode byte
		keys []int
	}
	var inputs []input
	sizes := []int{1000, 4096}
	for n := 0; n <= 300; n++ {
		sizes = append(sizes, n)
	}
	for _, n := range sizes {
		for _, span := range []int{2, 3, 10, 1 << 20} {
			keys := make([]int, n)
			for i := range keys {
				keys[i] = rng.Intn(span)
			}
			inputs = append(inputs, input{'s', keys}, input{'h', keys})
		}
		// already sorted and reversed runs
		up := make([]int, n)
		down := make([]int, n)
		for i := range up {
			up[i], down[i] = i/3, (n-i)/3
		}
		inputs = append(inputs, input{'s', up}, input{'s', down})
	}
	var in bytes.Buffer
	for _, c := range inputs {
		fmt.Fprintf(&in, "%c %d", c.mode, len(c.keys))
		for _, k := range c.keys {
			fmt.Fprintf(&in, " %d", k)
		}
		in.WriteByte('\n')
	}
	cmd := exec.Command(bin)
	cmd.Stdin = &in
	out, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
	if len(lines) != len(inputs) {
		t.Fatalf("the oracle answered %d of %d lists", len(lines), len(inputs))
	}
	type elem struct{ key, id int }
	less := func(a, b elem) bool { return a.key < b.key }
	for i, c := range inputs {
		s := make([]elem, len(c.keys))
		for j, k := range c.keys {
			s[j] = elem{k, j}
		}
		if c.mode == 'h' {
			if len(s) > 1 {
				heapSort(s, less)
			}
		} else {
			stdSort(s, less)
		}
		var got []string
		for _, e := range s {
			got = append(got, strconv.Itoa(e.id))
		}
		if g, w := strings.Join(got, " "), strings.TrimSpace(lines[i]); g != w {
			t.Errorf("%c of %d keys %v:\ngot  %s\nwant %s", c.mode, len(c.keys), c.keys, g, w)
			if t.Failed() && i > 20 {
				return
			}
		}
	}
}
