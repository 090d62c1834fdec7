package ast

import "testing"

// TestFormatName: bare names, numbers, and names LLVM must quote.
func TestFormatName(t *testing.T) {
	for in, want := range map[string]string{"x": "%x", "12": "%12", "a b": `%"a b"`, "1a": `%"1a"`, "": `%""`, "a.b-c$_9": "%a.b-c$_9"} {
		if got := FormatName('%', in); got != want {
			t.Errorf("FormatName(%q) = %s, want %s", in, got, want)
		}
	}
}

// TestQuoteString: quotes, backslashes, control and high bytes as \XX.
func TestQuoteString(t *testing.T) {
	if got, want := QuoteString("a\"b\\c\n\xff"), `"a\22b\5Cc\0A\FF"`; got != want {
		t.Errorf("QuoteString = %s, want %s", got, want)
	}
}
