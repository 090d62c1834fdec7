package parser_test

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/parser"
)

// quotedNumbers uses quoted numbers next to numbered values of the same
// number for every kind of name; llvm-as 14 keeps them apart (llvm-dis
// prints both), so a decoded name must too.
const quotedNumbers = `%"3" = type { i8 }
%0 = type { i32 }
@"1" = global i32 1
@0 = global i32 0
define i32 @f(i32 %"0") {
  %1 = add i32 %"0", 1
  %"1" = add i32 %1, 2
  br label %"2"
"2":
  %2 = add i32 %"1", 3
  br label %3
3:
  %x = load %"3", %"3"* null
  %y = load %0, %0* null
  ret i32 %2
}
`

func TestNameQuotedNumbers(t *testing.T) {
	for in, want := range map[string]string{
		`%"3"`: `%"3"`, `%3`: `%3`, `@"12"`: `@"12"`, `%"\33"`: `%"3"`, `%"3a"`: `%3a`, `%"a b"`: `%a b`, `%""`: `%`, `%"\22q\22"`: `%"\22q\22"`, `%"q\22"`: `%q"`,
	} {
		if got := parser.Name([]byte(in)); got != want {
			t.Errorf("Name(%s) = %s, want %s", in, got, want)
		}
	}
	for _, tok := range []string{`%"3"`, `%3`, `@x.y`, `%"a b"`, `%"1x"`, `%"\22q"`, `%"q\22"`, `@"\01f"`, `%""`} {
		if got := parser.NameText(parser.Name([]byte(tok))); got != tok {
			t.Errorf("NameText(Name(%s)) = %s", tok, got)
		}
	}
	for name, want := range map[string]string{`%"3"`: "3", `%3`: "3", `@"a b"`: "a b", `%x`: "x", `%"\22q"`: `"q`} {
		if got := parser.PlainName(parser.Name([]byte(name))); got != want {
			t.Errorf("PlainName(Name(%s)) = %q, want %q", name, got, want)
		}
	}
	cmd := exec.Command("llvm-as", "-o", "/dev/null", "-")
	cmd.Stdin = strings.NewReader(quotedNumbers)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("llvm-as rejects the module: %v\n%s", err, out)
	}
	m, err := parser.ParseFile("q.ll", []byte(quotedNumbers), parser.AllErrors)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, td := range m.TypeDefs {
		names = append(names, td.Name)
	}
	for _, g := range m.Globals {
		names = append(names, g.Name)
	}
	for _, b := range m.Functions[0].Blocks {
		names = append(names, "label "+b.Label)
	}
	d := parser.NewDecoder(m)
	h, err := d.FuncHeader(0)
	if err != nil {
		t.Fatal(err)
	}
	names = append(names, "param "+h.Params[0].Name)
	for i := range m.Insts {
		ins, err := d.Inst(i)
		if err != nil {
			t.Fatal(err)
		}
		if ins.Result != "" {
			names = append(names, ins.Result+" = "+ins.Operands[0].Value.Name+" "+ins.Type.String())
		}
	}
	got := strings.Join(names, "\n")
	want := strings.Join([]string{`%"3"`, `%0`, `@"1"`, `@0`, `label `, `label "2"`, `label 3`, `param %"0"`,
		`%1 = %"0" i32`, `%"1" = %1 i32`, `%2 = %"1" i32`, `%x =  %"3"`, `%y =  %0`}, "\n")
	if got != want {
		t.Errorf("decoded names:\n%s\nwant:\n%s", got, want)
	}
}
