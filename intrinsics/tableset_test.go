package intrinsics

import (
	"fmt"
	"strings"
	"sync"
	"testing"
)

// TestTableSetsWhole checks that the tables a stored file is read into,
// each read on its own when first asked for, hold every entry line of the
// file once, each in the table of its target.
func TestTableSetsWhole(t *testing.T) {
	sets := map[string]*tableSet{"names.txt.gz": names22}
	for _, r := range SigReleases {
		sets[fmt.Sprintf("sigs%d", r)] = sigSets[r].tables
	}
	for _, r := range AttrReleases {
		sets[fmt.Sprintf("attrs%d", r)] = attrTable(r).tables
	}
	for name, s := range sets {
		s.once.Do(s.init)
		lines := 0
		if err := s.scan(func(line string) (bool, error) {
			if line != "" && line[0] != '#' && line[0] != '=' {
				lines++
			}
			return true, nil
		}); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		got := 0
		for _, tt := range s.all() {
			got += len(tt.names)
		}
		if got != lines || lines < 5000 {
			t.Errorf("%s: the tables hold %d names, the file %d", name, got, lines)
		}
		for target := range s.targets {
			for _, n := range s.target(target).names {
				if !strings.HasPrefix(n, "llvm."+target+".") {
					t.Errorf("%s: %s in the table of %s", name, n, target)
				}
			}
		}
		for _, n := range s.genericTable().names {
			if _, ok := s.targets[targetOf(n)]; ok {
				t.Errorf("%s: %s in the generic table", name, n)
			}
		}
	}
}

// TestTableSetConcurrent looks names up from several goroutines at once
// in fresh sets (go test -race checks the reads on first use).
func TestTableSetConcurrent(t *testing.T) {
	s := newTableSet("names.txt.gz", func() ([]byte, error) { return namesGz, nil }, sigEntry, nil)
	names := []string{"llvm.x86.sse2.pause", "llvm.memcpy.p0.p0.i64", "llvm.aarch64.addg", "llvm.nvvm.add.rm.d", "llvm.nope"}
	var wg sync.WaitGroup
	found := make([][]bool, 8)
	for w := range found {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for _, n := range names {
				tt, target := s.tableOf(n)
				_, ok := tt.lookup(n, target)
				found[w] = append(found[w], ok)
			}
		}()
	}
	wg.Wait()
	for w := range found {
		if fmt.Sprint(found[w]) != "[true true true true false]" {
			t.Errorf("worker %d found %v", w, found[w])
		}
	}
}
