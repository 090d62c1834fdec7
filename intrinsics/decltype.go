package intrinsics

import (
	"strconv"
	"strings"
)

// DeclType returns the result and parameter types LLVM 22's signature
// gives the intrinsic name, spelled as a declaration spells them ("..."
// last for a variadic one); typed spells pointers as i8* for the releases
// before opaque pointers. ok is false for names LLVM 22 does not know and
// for signatures with an overloaded type.
func DeclType(name string, typed bool) (result string, params []string, ok bool) {
	sig := signatureOf(name)
	if sig == nil {
		return "", nil, false
	}
	r := sigRenderer{sig: sig, typed: typed}
	result, ok = r.next()
	for ok && len(r.sig) > 0 {
		var p string
		p, ok = r.next()
		params = append(params, p)
	}
	return result, params, ok
}

// A sigRenderer spells the descriptors of a signature one type at a
// time.
type sigRenderer struct {
	sig   []desc
	typed bool
}

func (r *sigRenderer) next() (string, bool) {
	if len(r.sig) == 0 {
		return "", false
	}
	d := r.sig[0]
	r.sig = r.sig[1:]
	switch d.kind {
	case dVoid:
		return "void", true
	case dVarArg:
		return "...", true
	case dMMX:
		return "<1 x i64>", true
	case dX86MMX:
		return "x86_mmx", true
	case dAMX:
		return "x86_amx", true
	case dToken:
		return "token", true
	case dMetadata:
		return "metadata", true
	case dFloat:
		n, ok := floatNames[d.n]
		return n, ok
	case dBFloat:
		return "bfloat", true
	case dPPCQuad:
		return "ppc_fp128", true
	case dInteger:
		return "i" + strconv.Itoa(int(d.n)), true
	case dAArch64Svcount:
		return `target("aarch64.svcount")`, true
	case dPointer:
		as := ""
		if d.n != 0 {
			as = " addrspace(" + strconv.Itoa(int(d.n)) + ")"
		}
		if r.typed {
			return "i8" + as + "*", true
		}
		return "ptr" + as, true
	case dVector:
		e, ok := r.next()
		if d.scalable {
			return "<vscale x " + strconv.Itoa(int(d.n)) + " x " + e + ">", ok
		}
		return "<" + strconv.Itoa(int(d.n)) + " x " + e + ">", ok
	case dStruct:
		var fields []string
		for i := 0; i < int(d.n); i++ {
			f, ok := r.next()
			if !ok {
				return "", false
			}
			fields = append(fields, f)
		}
		if len(fields) == 0 {
			return "{}", true
		}
		return "{ " + strings.Join(fields, ", ") + " }", true
	}
	return "", false
}

// ReleaseNames returns the intrinsics LLVM release rel knows (the table
// Attributes reads, see there for rel), sorted within each target's
// table, and for each whether it is overloaded.
func ReleaseNames(rel int) (names []string, overloaded []bool) {
	at := attrTable(tableRelease(rel))
	for _, t := range at.tables.all() {
		names = append(names, t.names...)
		overloaded = append(overloaded, t.overloaded...)
	}
	return names, overloaded
}
