// Package reftext computes what the example tools print by reading the
// module's text line by line with regular expressions: an implementation
// independent of irmeta's parser, graph and typed views, for the tools'
// tests. It understands printed LLVM IR (one entity per line), which is
// what the corpora hold.
package reftext

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
)

// A Module is a module's lines and metadata definitions.
type Module struct {
	Lines []string
	defs  map[string]string // "12" -> text after "!12 = "
}

var (
	defRe    = regexp.MustCompile(`^!(\d+) = (.*)$`)
	fnRe     = regexp.MustCompile(`@("[^"]*"|[-\w.$]+)\(`)
	attachRe = func(kind string) *regexp.Regexp { return regexp.MustCompile(`!` + regexp.QuoteMeta(kind) + ` !(\d+)`) }
	tbaaRe   = attachRe("tbaa")
	dbgRe    = attachRe("dbg")
	loopRe   = attachRe("llvm.loop")
	refRe    = regexp.MustCompile(`^!(\d+)$`)
	strRe    = regexp.MustCompile(`^!"([^"]*)"`)
	lineRe   = regexp.MustCompile(`[(, ]line: (\d+)`)
	nameRe   = regexp.MustCompile(`[(, ]name: "([^"]*)"`)
	fileRe   = regexp.MustCompile(`[(, ]file: !(\d+)`)
	fnameRe  = regexp.MustCompile(`filename: "([^"]*)"`)
)

// Read splits a module's text.
func Read(src []byte) *Module {
	m := &Module{Lines: strings.Split(string(src), "\n"), defs: map[string]string{}}
	for _, l := range m.Lines {
		if d := defRe.FindStringSubmatch(l); d != nil {
			m.defs[d[1]] = d[2]
		}
	}
	return m
}

// operands splits a tuple's text "!{a, b, c}" (distinct or not) at its
// top-level commas.
func operands(def string) []string {
	def = strings.TrimPrefix(def, "distinct ")
	if !strings.HasPrefix(def, "!{") || !strings.HasSuffix(def, "}") {
		return nil
	}
	body := def[2 : len(def)-1]
	var out []string
	depth, start, inStr := 0, 0, false
	for i := 0; i < len(body); i++ {
		switch c := body[i]; {
		case c == '"':
			inStr = !inStr
		case inStr:
		case c == '{' || c == '(':
			depth++
		case c == '}' || c == ')':
			depth--
		case c == ',' && depth == 0:
			out = append(out, strings.TrimSpace(body[start:i]))
			start = i + 1
		}
	}
	if strings.TrimSpace(body) != "" {
		out = append(out, strings.TrimSpace(body[start:]))
	}
	return out
}

func (m *Module) ref(op string) string {
	if r := refRe.FindStringSubmatch(op); r != nil {
		return m.defs[r[1]]
	}
	return ""
}

func (m *Module) attached(re *regexp.Regexp, line string) string {
	if a := re.FindStringSubmatch(line); a != nil {
		return m.defs[a[1]]
	}
	return ""
}

func first(re *regexp.Regexp, s string) string {
	if r := re.FindStringSubmatch(s); r != nil {
		return r[1]
	}
	return ""
}

func lineOf(def string) string {
	if l := first(lineRe, def); l != "" {
		return l
	}
	return "0"
}

// functions calls fn for each line of each function definition's body,
// with the function's name.
func (m *Module) functions(fn func(name, line string)) {
	name := ""
	for _, l := range m.Lines {
		switch {
		case strings.HasPrefix(l, "define "):
			name = "@" + strings.Trim(first(fnRe, l), `"`)
		case l == "}":
			name = ""
		case name != "":
			fn(name, l)
		}
	}
}

// LoadStores is the loadstore tool's output.
func (m *Module) LoadStores() string {
	var b strings.Builder
	m.functions(func(fn, l string) {
		t := strings.TrimSpace(l)
		if i := strings.Index(t, " = "); i > 0 && t[0] == '%' {
			t = t[i+3:]
		}
		op := ""
		switch {
		case strings.HasPrefix(t, "load "):
			op = "load"
		case strings.HasPrefix(t, "store "):
			op = "store"
		default:
			return
		}
		access := ""
		if tag := operands(m.attached(tbaaRe, l)); len(tag) >= 3 && !strings.HasPrefix(tag[0], `!"`) {
			access = first(strRe, operands(m.ref(tag[1]))[0])
		} else if len(tag) > 0 {
			access = first(strRe, tag[0])
		}
		fmt.Fprintf(&b, "%s\t%s\t%s\t%s\n", fn, op, access, lineOf(m.attached(dbgRe, l)))
	})
	return b.String()
}

// Subprograms is the subprograms tool's output.
func (m *Module) Subprograms() string {
	var b strings.Builder
	for _, l := range m.Lines {
		if !strings.HasPrefix(l, "define ") && !strings.HasPrefix(l, "declare ") {
			continue
		}
		sp := m.attached(dbgRe, l)
		if sp == "" {
			continue
		}
		file := first(fnameRe, m.defs[first(fileRe, sp)])
		fmt.Fprintf(&b, "@%s\t%s\t%s:%s\n", strings.Trim(first(fnRe, l), `"`), first(nameRe, sp), file, lineOf(sp))
	}
	return b.String()
}

var behaviors = map[string]string{"1": "Error", "2": "Warning", "3": "Require", "4": "Override", "5": "Append", "6": "AppendUnique", "7": "Max", "8": "Min"}

// ModuleFlags is the modflags tool's output.
func (m *Module) ModuleFlags() string {
	var b strings.Builder
	for _, l := range m.Lines {
		if !strings.HasPrefix(l, "!llvm.module.flags = ") {
			continue
		}
		for _, op := range operands(strings.TrimPrefix(l, "!llvm.module.flags = ")) {
			f := operands(m.ref(op))
			beh := strings.TrimPrefix(f[0], "i32 ")
			if name, ok := behaviors[beh]; ok {
				beh = name
			}
			fmt.Fprintf(&b, "%s\t%s\t%s\n", beh, first(strRe, f[1]), f[2])
		}
	}
	return b.String()
}

// LoopAttrs is the loopattrs tool's output.
func (m *Module) LoopAttrs() string {
	var b strings.Builder
	m.functions(func(fn, l string) {
		id := operands(m.attached(loopRe, l))
		for i, op := range id {
			attr := m.ref(op)
			if i == 0 || !strings.HasPrefix(attr, `!{!"`) {
				continue
			}
			fmt.Fprintf(&b, "%s:%s\t%s\t%s\n", fn, lineOf(m.attached(dbgRe, l)), first(strRe, operands(attr)[0]), attr)
		}
	})
	return b.String()
}

// Files lists the modules the tools are tested on: every coreutils
// program, and the clang 14 and 22 builds of zlib and SQLite (only zlib
// under -short).
func Files(t testing.TB, short bool) []string {
	files := corpus.Files(t, "coreutils")
	for _, b := range corpus.CLibBuilds {
		if short && b.Lib != "zlib" {
			continue
		}
		files = append(files, corpus.CLib(t, b))
	}
	return files
}
