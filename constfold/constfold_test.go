package constfold_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/constfold"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/token"
)

// initializer returns the initializer of the one global of src, decoded.
func initializer(t testing.TB, src string) *ast.Operand {
	// LLVM 14 still reads every integer constant expression.
	m, err := parser.ParseFileOptions("c.ll", []byte(src), parser.Options{Version: 14})
	if err != nil {
		t.Fatal(err)
	}
	at := strings.Index(src, "global ") + len("global ")
	op, err := parser.NewDecoder(m).TypedValueAt(token.Pos(at))
	if err != nil {
		t.Fatal(err)
	}
	return op
}

func TestInt(t *testing.T) {
	for _, c := range []struct{ init, want string }{
		{"i32 7", "7"},
		{"i32 -1", "4294967295"},
		{"i32 u0x10", "16"},
		{"i32 zeroinitializer", "0"},
		{"i32 add (i32 1, i32 1)", "2"},
		{"i8 add (i8 255, i8 2)", "1"},
		{"i32 sub (i32 0, i32 1)", "4294967295"},
		{"i16 trunc (i64 65537 to i16)", "1"},
		{"i64 sext (i8 -2 to i64)", "18446744073709551614"},
		{"i32 shl (i32 1, i32 31)", "2147483648"},
		{"i32 ptrtoint (ptr null to i32)", "0"},
		{"i32 xor (i32 ptrtoint (ptr null to i32), i32 5)", "5"},
		// What LLVM leaves an expression, or folds to poison.
		{"i32 ptrtoint (ptr @g to i32)", "none"},
		{"i32 shl (i32 1, i32 32)", "none"},
		{"i32 add (i32 undef, i32 1)", "none"},
		{"i32 s0x7", "none"},
	} {
		src := "@g = global " + c.init + "\n"
		op := initializer(t, src)
		got := "none"
		if n, ok := constfold.Int(&op.Value, uint(op.Type.Bits)); ok {
			got = n.String()
		}
		if got != c.want {
			t.Errorf("%s: got %s, want %s", c.init, got, c.want)
		}
		if folds := constfold.FoldsToInt(&op.Value); folds != (c.want != "none") && c.init != "i32 s0x7" {
			t.Errorf("%s: FoldsToInt = %v", c.init, folds)
		}
	}
}

func ExampleInt() {
	src := "@g = global i32 mul (i32 6, i32 7)\n"
	m, _ := parser.ParseFileOptions("e.ll", []byte(src), parser.Options{Version: 14})
	op, _ := parser.NewDecoder(m).TypedValueAt(token.Pos(len("@g = global ")))
	n, ok := constfold.Int(&op.Value, 32)
	fmt.Println(n, ok)
	// Output: 42 true
}

func TestFolded(t *testing.T) {
	for init, want := range map[string]string{
		"i32 sub (i32 0, i32 1)":       "IntConst -1",
		"i8 add (i8 100, i8 100)":      "IntConst -56",
		"i1 xor (i1 true, i1 false)":   "BoolConst true",
		"i64 mul (i64 6, i64 7)":       "IntConst 42",
		"i32 ptrtoint (ptr @g to i32)": "none",
		"i32 7":                        "none", // a literal already
	} {
		op := initializer(t, "@g = global "+init+"\n")
		got := "none"
		if lit, ok := constfold.Folded(op); ok {
			kind := map[ast.ValueKind]string{ast.IntConst: "IntConst", ast.BoolConst: "BoolConst"}[lit.Kind]
			got = kind + " " + lit.Text
		}
		if got != want {
			t.Errorf("%s: got %s, want %s", init, got, want)
		}
	}
}
