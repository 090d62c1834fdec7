package intrinsics

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"fmt"
	"sort"
	"strings"
	"sync"
	"unsafe"
)

// A tableSet is the intrinsics of one stored table file, split as LLVM
// looks them up: the target-independent ones and each target's. Each table
// is read from the compressed file the first time a name of it is asked
// for: a module calls the intrinsics of a target or two, and the other
// targets' tables, most of a file, are never built (on a clang -O2 -g
// module of x86-64, 2 MB less at the peak of `irmeta verify`).
type tableSet struct {
	name string // the file's, for errors
	// source returns the compressed text, read once (by init) into gz.
	source func() ([]byte, error)
	gz     []byte
	// entry adds one entry line of the file to t (header lines, which
	// start with '#' or '=', never reach it).
	entry func(t *table, pool *strPool, line string) error
	// header reads the lines that start with '=' (attribute lists),
	// in order; nil when the file has none.
	header func(line string) error

	once    sync.Once // reads the targets and the header lines
	targets map[string]*lazyTable
	generic lazyTable
}

// A lazyTable is one table of a tableSet, read on first use.
type lazyTable struct {
	once sync.Once
	t    table
}

// newTableSet returns the set of file name, whose compressed text source
// returns; nothing is read before a table is asked for.
func newTableSet(name string, source func() ([]byte, error), entry func(*table, *strPool, string) error, header func(string) error) *tableSet {
	return &tableSet{name: name, source: source, entry: entry, header: header}
}

// init reads the first line's targets and every header line.
func (s *tableSet) init() {
	s.targets = map[string]*lazyTable{}
	gz, err := s.source()
	if err != nil {
		panic("intrinsics: " + s.name + ": " + err.Error())
	}
	s.gz = gz
	err = s.scan(func(line string) (bool, error) {
		if ts, ok := strings.CutPrefix(line, "# targets: "); ok {
			for _, name := range strings.Fields(ts) {
				s.targets[strings.Clone(name)] = &lazyTable{}
			}
			return true, nil
		}
		if strings.HasPrefix(line, "=") {
			if s.header == nil {
				return false, fmt.Errorf("unexpected line %q", line)
			}
			return true, s.header(strings.Clone(line))
		}
		return false, nil // the header lines come first
	})
	if err != nil {
		panic("intrinsics: " + s.name + ": " + err.Error())
	}
}

// scan calls fn with each line of the file (a string valid during the
// call only) until fn returns false or an error.
func (s *tableSet) scan(fn func(line string) (bool, error)) error {
	zr, err := gzip.NewReader(bytes.NewReader(s.gz))
	if err != nil {
		return err
	}
	sc := bufio.NewScanner(zr)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		b := sc.Bytes()
		more, err := fn(unsafe.String(unsafe.SliceData(b), len(b)))
		if err != nil {
			return err
		}
		if !more {
			return nil
		}
	}
	return sc.Err()
}

// load reads the entries of target's table ("" for the generic one) into
// lt: the file's lines are sorted by name, so a target's are contiguous
// and the scan ends after them.
func (s *tableSet) load(lt *lazyTable, target string) {
	var pool strPool
	seen := false
	err := s.scan(func(line string) (bool, error) {
		if line == "" || line[0] == '#' || line[0] == '=' {
			return true, nil
		}
		t, _, _ := strings.Cut(line, ".")
		if _, isTarget := s.targets[t]; !isTarget {
			t = ""
		}
		if t != target {
			return target == "" || !seen, nil
		}
		seen = true
		return true, s.entry(&lt.t, &pool, line)
	})
	if err != nil {
		panic("intrinsics: " + s.name + ": " + err.Error())
	}
}

// target returns target's table, read; nil when target has none of its
// own.
func (s *tableSet) target(target string) *table {
	s.once.Do(s.init)
	lt := s.targets[target]
	if lt == nil {
		return nil
	}
	lt.once.Do(func() { s.load(lt, target) })
	return &lt.t
}

// genericTable returns the table of the target-independent intrinsics,
// read.
func (s *tableSet) genericTable() *table {
	s.once.Do(s.init)
	s.generic.once.Do(func() { s.load(&s.generic, "") })
	return &s.generic.t
}

// tableOf returns the table that holds name (its target's, or the
// generic one), read, and the target ("" for the generic table).
func (s *tableSet) tableOf(name string) (*table, string) {
	t := targetOf(name)
	if tt := s.target(t); tt != nil {
		return tt, t
	}
	return s.genericTable(), ""
}

// all returns every table of the set, read: the generic one, then the
// targets' in the order of their names.
func (s *tableSet) all() []*table {
	out := []*table{s.genericTable()}
	var names []string
	for name := range s.targets {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		out = append(out, s.target(name))
	}
	return out
}

// targetCount returns how many targets have tables of their own.
func (s *tableSet) targetCount() int {
	s.once.Do(s.init)
	return len(s.targets)
}
