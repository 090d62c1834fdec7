package ast

import "testing"

// TestNamedTypeQuoting: names outside [-a-zA-Z$._0-9] print in quotes, as
// LLVM writes them; plain and numbered names do not.
func TestNamedTypeQuoting(t *testing.T) {
	for name, want := range map[string]string{
		"%struct.T":          "%struct.T",
		"%0":                 "%0",
		"%class.std::vector": `%"class.std::vector"`,
		"%a b":               `%"a b"`,
		`%q"`:                `%"q\22"`,
		"%1x":                `%"1x"`,
		`%"3"`:               `%"3"`,
		`%"\22q"`:            `%"\22q"`,
	} {
		ty := &Type{Kind: PointerType, Elem: &Type{Kind: NamedType, Name: name}}
		if got := ty.String(); got != want+"*" {
			t.Errorf("%q prints as %s, want %s*", name, got, want)
		}
	}
}
