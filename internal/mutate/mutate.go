// Package mutate makes invalid (and sometimes still valid) variants of valid
// LLVM IR modules, the way people and tools get IR wrong: a wrong operand or
// initializer type, a bad alignment or cast, an operand or field dropped or
// added, a debug-info field or node kind changed, a malformed !tbaa, !range,
// !prof or !dbg attachment, a use moved before its definition, a phi that
// lost a predecessor, tokens left at the end of a line, a misspelled
// attribute or keyword.
//
// Every mutant is one change to one module, made from a Recipe (the
// operator's name and a seed) so that a test can make it again from the
// base module instead of storing it. The differential test of cmd/irmeta
// judges the mutants with LLVM 14 and LLVM 22 and compares irmeta's verdicts.
package mutate

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"sort"
	"strings"
)

// A Recipe names one mutant: the operator and the seed that chooses where
// and how it applies.
type Recipe struct {
	Op   string
	Seed uint64
}

// String returns "op/seed".
func (r Recipe) String() string { return fmt.Sprintf("%s/%d", r.Op, r.Seed) }

// An op changes one thing in a module's lines. It returns false when the
// module has no place it applies to.
type op func(m *module, r *rng) bool

// ops is the table of operators by name.
var ops = map[string]op{}

// register adds an operator; init functions of this package call it.
func register(name string, f op) {
	if _, dup := ops[name]; dup {
		panic("mutate: duplicate operator " + name)
	}
	ops[name] = f
}

// Ops returns the operators' names, sorted.
func Ops() []string {
	names := make([]string, 0, len(ops))
	for n := range ops {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// Apply makes the mutant r of src. ok is false when the operator does not
// apply to src (no site) or the result equals src.
func Apply(src []byte, r Recipe) (out []byte, ok bool) {
	f := ops[r.Op]
	if f == nil {
		return nil, false
	}
	m := parseModule(src)
	g := newRNG(r.Seed)
	if !f(m, g) {
		return nil, false
	}
	out = []byte(m.text())
	if string(out) == string(src) {
		return nil, false
	}
	return out, true
}

// Hash is the content hash the stored answers keep for each mutant: the
// first 16 hex digits of its SHA-256.
func Hash(src []byte) string {
	h := sha256.Sum256(src)
	return hex.EncodeToString(h[:8])
}

// rng is SplitMix64: small, fast and the same on every platform and Go
// release, so recipes stay reproducible.
type rng struct{ s uint64 }

func newRNG(seed uint64) *rng { return &rng{s: seed} }

func (g *rng) next() uint64 {
	g.s += 0x9e3779b97f4a7c15
	z := g.s
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// intn returns a number in [0, n); n > 0.
func (g *rng) intn(n int) int { return int(g.next() % uint64(n)) }

// pick returns one of the strings.
func (g *rng) pick(s ...string) string { return s[g.intn(len(s))] }

// module is a module's text as lines, with the function bodies marked.
type module struct {
	lines []string
	trail bool // the text ended with a newline
}

func parseModule(src []byte) *module {
	s := string(src)
	m := &module{trail: strings.HasSuffix(s, "\n")}
	s = strings.TrimSuffix(s, "\n")
	m.lines = strings.Split(s, "\n")
	return m
}

func (m *module) text() string {
	s := strings.Join(m.lines, "\n")
	if m.trail {
		s += "\n"
	}
	return s
}

// code reports whether line i is code (not blank, not only a comment).
func (m *module) code(i int) bool {
	t := strings.TrimSpace(m.lines[i])
	return t != "" && !strings.HasPrefix(t, ";")
}

// inBody returns, for each line, whether it lies inside a function body
// (between "define ... {" and the closing "}").
func (m *module) inBody() []bool {
	in := make([]bool, len(m.lines))
	body := false
	for i, l := range m.lines {
		t := strings.TrimSpace(l)
		switch {
		case !body && strings.HasPrefix(t, "define ") && strings.HasSuffix(stripComment(t), "{"):
			body = true
		case body && strings.HasPrefix(t, "}"):
			body = false
		case body:
			in[i] = true
		}
	}
	return in
}

// insts returns the indexes of instruction lines: code in a function body
// that is not a label.
func (m *module) insts() []int {
	var out []int
	for i, b := range m.inBody() {
		if !b || !m.code(i) {
			continue
		}
		t := strings.TrimSpace(stripComment(m.lines[i]))
		if strings.HasSuffix(t, ":") || isLabel(t) {
			continue
		}
		out = append(out, i)
	}
	return out
}

// isLabel reports whether t is a block label line ("bb:" or "bb: ; preds").
func isLabel(t string) bool {
	i := strings.IndexByte(t, ':')
	if i <= 0 {
		return false
	}
	for _, c := range t[:i] {
		if c == ' ' || c == '=' || c == '(' || c == ',' {
			return false
		}
	}
	return strings.TrimSpace(t[i+1:]) == ""
}

// stripComment removes a ";" comment that is not inside a string.
func stripComment(l string) string {
	inStr := false
	for i := 0; i < len(l); i++ {
		switch l[i] {
		case '"':
			inStr = !inStr
		case ';':
			if !inStr {
				return strings.TrimRight(l[:i], " \t")
			}
		}
	}
	return l
}

// linesWhere returns the indexes of code lines for which keep is true.
func (m *module) linesWhere(keep func(i int, code string) bool) []int {
	var out []int
	for i := range m.lines {
		if m.code(i) && keep(i, stripComment(m.lines[i])) {
			out = append(out, i)
		}
	}
	return out
}

// nextMD returns a metadata number no node of the module uses.
func (m *module) nextMD() int {
	max := -1
	for _, l := range m.lines {
		for i := 0; i+1 < len(l); i++ {
			if l[i] != '!' || l[i+1] < '0' || l[i+1] > '9' {
				continue
			}
			n := 0
			j := i + 1
			for ; j < len(l) && l[j] >= '0' && l[j] <= '9'; j++ {
				n = n*10 + int(l[j]-'0')
				if n > 1<<24 {
					break
				}
			}
			if n > max {
				max = n
			}
			i = j - 1
		}
	}
	return max + 1000
}

// addLine appends a line at the end of the module.
func (m *module) addLine(l string) {
	m.lines = append(m.lines, l)
	m.trail = true
}

// wordAt finds the occurrences of word in s as a whole token (not part of
// a longer identifier) and returns their offsets.
func wordAt(s, word string) []int {
	var out []int
	for i := 0; ; {
		j := strings.Index(s[i:], word)
		if j < 0 {
			return out
		}
		j += i
		end := j + len(word)
		if (j == 0 || !identByte(s[j-1])) && (end == len(s) || !identByte(s[end])) {
			out = append(out, j)
		}
		i = j + 1
	}
}

func identByte(c byte) bool {
	return c == '_' || c == '.' || c == '$' || c == '%' || c == '@' || c == '!' || c == '#' ||
		c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// replaceAt replaces n bytes of s at off with r.
func replaceAt(s string, off, n int, r string) string { return s[:off] + r + s[off+n:] }

// site is one place of a word in the module: line and offset.
type site struct{ line, off int }

// sitesOf returns every whole-token occurrence of one of words on the given
// lines (outside comments and strings), with the word found.
func (m *module) sitesOf(lines []int, words ...string) (sites []site, found []string) {
	for _, i := range lines {
		l := stripComment(m.lines[i])
		for _, w := range words {
			for _, off := range wordAt(l, w) {
				if inString(l, off) {
					continue
				}
				sites = append(sites, site{i, off})
				found = append(found, w)
			}
		}
	}
	return sites, found
}

// inString reports whether offset off of l is inside a quoted string.
func inString(l string, off int) bool {
	return strings.Count(l[:off], `"`)%2 == 1
}

// A Base is a valid module the mutants are made from.
type Base struct {
	Name string // its name in the corpus, kept in the recipes
	Src  []byte
}

// A Mutant is one change to one base module.
type Mutant struct {
	ID     int
	Base   string
	Recipe Recipe
	Src    []byte
}

// Generate makes n distinct mutants of the bases, deterministically from
// seed: operators in turn, each on a base chosen at random among those it
// applies to; a recipe that repeats an earlier mutant is skipped.
func Generate(bases []Base, n int, seed uint64) []Mutant {
	names := Ops()
	g := newRNG(seed)
	seen := map[string]bool{}
	var out []Mutant
	for k := 0; len(out) < n && k < 50*n; k++ {
		// Operators in turn by attempt, each tried on up to 30 random bases
		// until one has a place for it, so that operators for rarer
		// constructs (debug info, module flags) still make their share.
		op := names[k%len(names)]
		for try := 0; try < 30; try++ {
			b := bases[g.intn(len(bases))]
			r := Recipe{Op: op, Seed: g.next()}
			src, ok := Apply(b.Src, r)
			if !ok {
				continue
			}
			h := Hash(src)
			if seen[h] {
				continue
			}
			seen[h] = true
			out = append(out, Mutant{ID: len(out), Base: b.Name, Recipe: r, Src: src})
			break
		}
	}
	return out
}
