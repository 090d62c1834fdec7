package cli

import (
	"bytes"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/token"
)

// A Finding is one diagnostic of verify's rules on a module.
type Finding struct {
	Pos      token.Position
	Severity string // "error" or "warning"
	// Checker is what reported it: "parser", or a registered check.
	Checker string
	Msg     string
	// Line and Column are the source line and the caret's column in it,
	// for display ("" when there is no position).
	Line   string
	Column int
}

// IsError reports whether the finding makes the module invalid.
func (f Finding) IsError() bool { return f.Severity == "error" }

// Verifier checks a module by verify's rules (the parser, then every
// registered check) under LLVM release v. The program sets it (cmd/irmeta
// does, with what `irmeta verify` runs), so that every writer checks its
// output with the same rules.
var Verifier func(in *Input, v llvmver.Version) []Finding

// WriteEdited writes an edited module, made by write from m, to path as
// WriteOutput does, after checking it with Verifier: when the edit
// introduces an error (one m's text does not have), it prints the new
// errors and writes nothing, leaving path untouched. Errors the module had
// before the edit do not block it. m's file name names the input in
// messages and the module in bitcode output; the edit is checked, and
// bitcode written, under the release m was read under (see Input.Parse:
// older bitcode may be read under its producer's).
func WriteEdited(env Env, path string, m *ast.Module, write func(io.Writer) error) error {
	before := m.Src
	// The result is about as long as the module before the edit: room for
	// it at once saves the buffer's doublings (four times the text in
	// copies and garbage on a 50 MB module).
	var b bytes.Buffer
	b.Grow(len(before) + len(before)/16 + 4096)
	if err := write(&b); err != nil {
		return &ExitError{Code: 1, Err: err}
	}
	v := readUnder(env, m)
	if err := CheckEdit(env, m.File.Name, v, before, b.Bytes()); err != nil {
		return err
	}
	return writeOutput(env, path, m.File.Name, v, b.Bytes())
}

// readUnder is the release m was read under: --llvm's, or the older one
// of the bitcode's producer when --llvm's parser refused its text.
func readUnder(env Env, m *ast.Module) llvmver.Version {
	v := env.Version()
	if m.Version != 0 && m.Version < v {
		return m.Version
	}
	return v
}

// CheckEdit compares verify's findings, under release v, on the module
// before and after an edit. The errors the edit introduced are printed to
// env.Stderr, each at its position in the edited text, and make the
// result an exit status 1; without any, it returns nil.
func CheckEdit(env Env, name string, v llvmver.Version, before, after []byte) error {
	if Verifier == nil {
		return nil
	}
	if bytes.Equal(before, after) {
		// Nothing changed (fmt of a module as it is): nothing to introduce.
		return nil
	}
	edited := name + " (edited)"
	afterFindings := Verifier(&Input{Name: edited, Src: after}, v)
	if !hasError(afterFindings) {
		// The common case: the result is clean, so the module before the
		// edit need not be verified at all.
		return nil
	}
	introduced := NewErrors(Verifier(&Input{Name: name, Src: before}, v), afterFindings)
	if len(introduced) == 0 {
		return nil
	}
	fmt.Fprintf(env.Stderr, "%s: edit refused: the result would not pass verify (LLVM %d rules); nothing written\n", name, int(v))
	for _, f := range introduced {
		pos := f.Pos.String()
		if !f.Pos.IsValid() {
			pos = edited
		}
		fmt.Fprint(env.Stderr, Diagnostic(pos, f.Severity, "["+f.Checker+"] "+f.Msg, f.Line, f.Column))
	}
	return Silent(1)
}

// NewErrors returns the errors of after that before does not have. Edits
// move lines, so findings are matched by checker and message, counting
// repeats, not by position.
func NewErrors(before, after []Finding) []Finding {
	had := map[string]int{}
	for _, f := range before {
		if f.IsError() {
			had[f.Checker+"\x00"+f.Msg]++
		}
	}
	var out []Finding
	for _, f := range after {
		if !f.IsError() {
			continue
		}
		k := f.Checker + "\x00" + f.Msg
		if had[k] > 0 {
			had[k]--
			continue
		}
		out = append(out, f)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Pos.Offset < out[j].Pos.Offset })
	return out
}

// String renders a finding as "file:line:col: severity: [checker] msg".
func (f Finding) String() string {
	return strings.TrimSuffix(fmt.Sprintf("%s: %s: [%s] %s", f.Pos, f.Severity, f.Checker, f.Msg), "\n")
}

// hasError reports whether any finding is an error.
func hasError(fs []Finding) bool {
	for _, f := range fs {
		if f.IsError() {
			return true
		}
	}
	return false
}
