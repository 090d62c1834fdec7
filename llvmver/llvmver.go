// Package llvmver is irmeta's one model of LLVM versions. Every rule that
// changed between LLVM releases (parser syntax, verifier rules and texts,
// load-time upgrades, module-flag linking, bitcode records) asks a Version
// whether it applies, through the single table of changes in this package,
// instead of keeping a version switch of its own.
//
// The command line sets the version once, with the global --llvm N option
// (default: Default); library callers pass a Version in their options, and
// the zero Version means Default.
package llvmver

import (
	"fmt"
	"strconv"
	"strings"
)

// A Version is an LLVM major release number (14, 19, 22, ...). The zero
// Version stands for Default.
type Version int

// The versions irmeta models.
const (
	Oldest  Version = 14 // the oldest LLVM whose rules irmeta knows
	Newest  Version = 22 // the newest LLVM whose rules irmeta knows
	Default         = Newest
	// OldestProducer is the oldest release whose bitcode the tests read
	// against its own llvm-dis: the reader's rows (load-time upgrades,
	// spellings) hold from there, and a rule older than that release
	// starts at it.
	OldestProducer Version = 13
)

// Or returns v, or Default for the zero Version.
func (v Version) Or() Version {
	if v == 0 {
		return Default
	}
	return v
}

// Has reports whether change c is in force in LLVM v (the zero Version is
// Default).
func (v Version) Has(c Change) bool {
	return v.Or() >= changes[c].since
}

// AtLeast reports whether v (the zero Version is Default) is release n or
// later.
func (v Version) AtLeast(n int) bool { return int(v.Or()) >= n }

// String returns "LLVM N".
func (v Version) String() string { return "LLVM " + strconv.Itoa(int(v.Or())) }

// Parse reads a version as the --llvm option takes it: "22", "LLVM 22" or
// "llvm-22". Versions outside Oldest..Newest are an error that names the
// range.
func Parse(s string) (Version, error) {
	t := strings.TrimSpace(strings.ToLower(s))
	t = strings.TrimPrefix(t, "llvm")
	t = strings.TrimLeft(t, " -")
	if i := strings.IndexByte(t, '.'); i >= 0 { // "22.1.8"
		t = t[:i]
	}
	n, err := strconv.Atoi(t)
	if err != nil {
		return 0, fmt.Errorf("invalid LLVM version %q: want a major release number such as %d", s, Default)
	}
	v := Version(n)
	if v < Oldest || v > Newest {
		return 0, fmt.Errorf("LLVM %d is not modelled: irmeta knows LLVM %d through %d", n, Oldest, Newest)
	}
	return v, nil
}

// FromProducer reads the major version from a producer string such as
// "LLVM22.1.8" (bitcode identification) or "clang version 19.1.7"; ok is
// false when s names none.
func FromProducer(s string) (v Version, ok bool) {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			continue
		}
		j := i
		for j < len(s) && s[j] >= '0' && s[j] <= '9' {
			j++
		}
		n, err := strconv.Atoi(s[i:j])
		if err == nil && n >= 3 && n < 100 {
			return Version(n), true
		}
		i = j
	}
	return 0, false
}
