package bitcode

import (
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/llvmver"
)

type typeKind uint8

const (
	tVoid typeKind = iota
	tHalf
	tBFloat
	tFloat
	tDouble
	tX86FP80
	tFP128
	tPPCFP128
	tLabel
	tMetadata
	tX86MMX
	tX86AMX
	tToken
	tInt
	tPtr // typed (elem set) or opaque
	tFunc
	tStruct
	tArray
	tVector
	tTarget
	tByte
)

// A typ is one entry of the type table.
type typ struct {
	kind     typeKind
	bits     uint64 // integer width; address space for pointers
	elem     *typ   // pointee (typed pointers), element of arrays and vectors
	n        uint64 // number of array or vector elements
	scalable bool
	elems    []*typ // struct fields; function: result then parameters
	vararg   bool
	packed   bool
	ident    bool // identified (named or numbered) struct
	opaque   bool // opaque struct (no body)
	name     string
	ints     []uint64 // target extension type parameters
	num      int      // number of an unnamed identified struct, -1 until assigned
	str      string   // cached spelling
	st       *style
}

func (t *typ) isFP() bool {
	switch t.kind {
	case tHalf, tBFloat, tFloat, tDouble, tX86FP80, tFP128, tPPCFP128:
		return true
	}
	return false
}

func (t *typ) scalar() *typ {
	if t.kind == tVector {
		return t.elem
	}
	return t
}

// String returns the type as AsmWriter's TypePrinting spells it.
func (t *typ) String() string {
	if t == nil {
		return "<null>"
	}
	if t.str != "" {
		return t.str
	}
	var b strings.Builder
	t.write(&b)
	s := b.String()
	t.str = s
	return s
}

func (t *typ) write(b *strings.Builder) {
	switch t.kind {
	case tVoid:
		b.WriteString("void")
	case tHalf:
		b.WriteString("half")
	case tBFloat:
		b.WriteString("bfloat")
	case tFloat:
		b.WriteString("float")
	case tDouble:
		b.WriteString("double")
	case tX86FP80:
		b.WriteString("x86_fp80")
	case tFP128:
		b.WriteString("fp128")
	case tPPCFP128:
		b.WriteString("ppc_fp128")
	case tLabel:
		b.WriteString("label")
	case tMetadata:
		b.WriteString("metadata")
	case tX86MMX:
		b.WriteString("x86_mmx")
	case tX86AMX:
		b.WriteString("x86_amx")
	case tToken:
		b.WriteString("token")
	case tInt:
		b.WriteString("i")
		b.WriteString(strconv.FormatUint(t.bits, 10))
	case tByte:
		b.WriteString("b")
		b.WriteString(strconv.FormatUint(t.bits, 10))
	case tPtr:
		if t.elem != nil {
			b.WriteString(t.elem.String())
			if t.bits != 0 {
				b.WriteString(" addrspace(")
				b.WriteString(strconv.FormatUint(t.bits, 10))
				b.WriteString(")")
			}
			b.WriteString("*")
			return
		}
		b.WriteString("ptr")
		if t.bits != 0 {
			b.WriteString(" addrspace(")
			b.WriteString(strconv.FormatUint(t.bits, 10))
			b.WriteString(")")
		}
	case tFunc:
		b.WriteString(t.elems[0].String())
		b.WriteString(" (")
		for i, p := range t.elems[1:] {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(p.String())
		}
		if t.vararg {
			if len(t.elems) > 1 {
				b.WriteString(", ")
			}
			b.WriteString("...")
		}
		b.WriteString(")")
	case tStruct:
		if t.ident {
			if t.name != "" {
				b.WriteString(t.st.llvmName('%', t.name))
			} else {
				b.WriteString("%")
				b.WriteString(strconv.Itoa(t.num))
			}
			return
		}
		t.writeBody(b)
	case tArray:
		b.WriteString("[")
		b.WriteString(strconv.FormatUint(t.n, 10))
		b.WriteString(" x ")
		b.WriteString(t.elem.String())
		b.WriteString("]")
	case tVector:
		b.WriteString("<")
		if t.scalable {
			b.WriteString("vscale x ")
		}
		b.WriteString(strconv.FormatUint(t.n, 10))
		b.WriteString(" x ")
		b.WriteString(t.elem.String())
		b.WriteString(">")
	case tTarget:
		b.WriteString(`target("`)
		t.st.writeEscaped(b, t.name)
		b.WriteString(`"`)
		for _, e := range t.elems {
			b.WriteString(", ")
			b.WriteString(e.String())
		}
		for _, n := range t.ints {
			b.WriteString(", ")
			b.WriteString(strconv.FormatUint(n, 10))
		}
		b.WriteString(")")
	}
}

// body returns a struct's body as "type" definitions print it.
func (t *typ) body() string {
	var b strings.Builder
	t.writeBody(&b)
	return b.String()
}

func (t *typ) writeBody(b *strings.Builder) {
	if t.opaque {
		b.WriteString("opaque")
		return
	}
	if t.packed {
		b.WriteString("<")
	}
	if len(t.elems) == 0 {
		b.WriteString("{}")
	} else {
		b.WriteString("{ ")
		for i, e := range t.elems {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(e.String())
		}
		b.WriteString(" }")
	}
	if t.packed {
		b.WriteString(">")
	}
}

// subtypes returns the contained types in LLVM's order.
func (t *typ) subtypes() []*typ {
	switch t.kind {
	case tPtr, tArray, tVector:
		if t.elem != nil {
			return []*typ{t.elem}
		}
	case tFunc, tStruct, tTarget:
		return t.elems
	}
	return nil
}

// A style holds the AsmWriter spellings that differ between LLVM releases.
type style struct {
	// release is the release whose llvm-dis the reader reproduces
	// (readingRelease).
	release      llvmver.Version
	backslash    bool // '\\' doubled rather than \5C
	dollarQuoted bool // names with '$' are quoted
	splat        bool // equal-element vectors print as splat (...)
	// ellipsisAfterArgs: a musttail call in a vararg function prints
	// ", " before its "..." only after arguments
	ellipsisAfterArgs bool
	sizeMD            bool // DI sizes may be metadata
	uwtableKind       bool // uwtable is an integer attribute
}

// isNameChar reports whether c may appear unquoted in an LLVM name.
func (st *style) isNameChar(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '.' || c == '_' ||
		c == '$' && (st == nil || !st.dollarQuoted)
}

// llvmName spells a name with its prefix ('@', '%', or 0 for labels), quoted
// when it holds characters an unquoted name cannot.
func (st *style) llvmName(prefix byte, name string) string {
	var b strings.Builder
	if prefix != 0 {
		b.WriteByte(prefix)
	}
	if name == "" {
		b.WriteString(`""`)
		return b.String()
	}
	quote := name[0] >= '0' && name[0] <= '9'
	for i := 0; i < len(name) && !quote; i++ {
		if !st.isNameChar(name[i]) {
			quote = true
		}
	}
	if !quote {
		b.WriteString(name)
		return b.String()
	}
	b.WriteByte('"')
	st.writeEscaped(&b, name)
	b.WriteByte('"')
	return b.String()
}

const hexUpper = "0123456789ABCDEF"

// writeEscaped writes s as printEscapedString does: printable ASCII other
// than '\\' and '"' as is, everything else as \XX.
func (st *style) writeEscaped(b *strings.Builder, s string) {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '\\' && st != nil && st.backslash {
			b.WriteString(`\\`)
			continue
		}
		if c >= 0x20 && c < 0x7f && c != '\\' && c != '"' {
			b.WriteByte(c)
			continue
		}
		b.WriteByte('\\')
		b.WriteByte(hexUpper[c>>4])
		b.WriteByte(hexUpper[c&15])
	}
}

func (st *style) escaped(s string) string {
	var b strings.Builder
	st.writeEscaped(&b, s)
	return b.String()
}
