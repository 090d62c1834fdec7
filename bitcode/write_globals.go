package bitcode

import (
	"math/bits"
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/ast"
)

var linkageCodes = map[string]uint64{
	"external": 0, "weak": 16, "appending": 2, "internal": 3, "linkonce": 18, "extern_weak": 7,
	"common": 8, "private": 9, "weak_odr": 17, "linkonce_odr": 19, "available_externally": 12,
}

// callingConvs are the calling convention keywords and their numbers
// (CallingConv.h): the reader's names, and ccc.
var callingConvs = func() map[string]uint64 {
	m := map[string]uint64{"ccc": 0}
	for k, v := range ccNames {
		m[v] = k
	}
	return m
}()

// gvProps are the properties of a global value's prefix.
type gvProps struct {
	linkage, visibility, dll, tls, unnamedAddr, dsoLocal, addrSpace uint64
	externallyInit                                                  bool
	cc                                                              uint64
}

// prefix reads the linkage, visibility, ... words at ts[i:] and returns the
// index after them.
func (p *gvProps) prefix(ts []tok, i int, fn bool) int {
	for i < len(ts) {
		w := ts[i].s
		if ts[i].str {
			return i
		}
		if c, ok := linkageCodes[w]; ok {
			p.linkage = c
			i++
			continue
		}
		switch w {
		case "dso_local":
			p.dsoLocal = 1
		case "dso_preemptable":
		case "default":
		case "hidden":
			p.visibility = 1
		case "protected":
			p.visibility = 2
		case "dllimport":
			p.dll = 1
		case "dllexport":
			p.dll = 2
		case "unnamed_addr":
			p.unnamedAddr = 1
		case "local_unnamed_addr":
			p.unnamedAddr = 2
		case "externally_initialized":
			p.externallyInit = true
		case "thread_local":
			p.tls = 1
			if i+3 < len(ts) && ts[i+1].s == "(" {
				models := map[string]uint64{"localdynamic": 2, "initialexec": 3, "localexec": 4}
				m, ok := models[ts[i+2].s]
				if !ok {
					unsupported("thread_local", "model %s", ts[i+2].s)
				}
				p.tls = m
				i += 3
			}
		case "addrspace":
			n, j := attrIntArg(ts, i+1)
			if j < 0 {
				unsupported("addrspace", "")
			}
			p.addrSpace = n
			i = j
			continue
		case "cc":
			if !fn {
				return i
			}
			n, err := strconv.ParseUint(ts[i+1].s, 10, 32)
			if err != nil {
				unsupported("calling convention", "cc %s", ts[i+1].s)
			}
			p.cc = n
			i += 2
			continue
		default:
			if c, ok := callingConvs[w]; ok && fn {
				p.cc = c
				break
			}
			// LLLexer also reads "cc1023" as cc 1023.
			if fn && strings.HasPrefix(w, "cc") && isDigits(w[2:]) {
				n, err := strconv.ParseUint(w[2:], 10, 32)
				if err != nil {
					unsupported("calling convention", "%s", w)
				}
				p.cc = n
				break
			}
			if fn && strings.HasSuffix(w, "cc") && !strings.HasPrefix(w, "%") {
				unsupported("calling convention", "%s", w)
			}
			return i
		}
		i++
	}
	return i
}

func encodeAlign(a uint64) uint64 {
	if a == 0 {
		return 0
	}
	if a&(a-1) != 0 {
		unsupported("alignment", "%d is not a power of two", a)
	}
	return uint64(bits.TrailingZeros64(a)) + 1
}

func (e *encoder) section(name string) uint64 {
	for i, s := range e.sections {
		if s == name {
			return uint64(i + 1)
		}
	}
	e.sections = append(e.sections, name)
	return uint64(len(e.sections))
}

// tail reads ", section "x"" and ", align N" after a global's type and
// initializer; anything else is unsupported.
func (e *encoder) tail(ts []tok, i int, what, name string) (section, align, comdat uint64) {
	for i < len(ts) {
		if ts[i].s != "," {
			unsupported(what, "%s", ts[i].s)
		}
		i++
		if i >= len(ts) || strings.HasPrefix(ts[i].s, "!") {
			// metadata attachments end the definition
			break
		}
		switch ts[i].s {
		case "section":
			if i+1 >= len(ts) || !ts[i+1].str {
				unsupported(what, "section")
			}
			section = e.section(objcCatlistSection(ts[i+1].s))
			i += 2
		case "align":
			n, j := attrIntArg(ts, i+1)
			if j < 0 {
				unsupported(what, "align")
			}
			align = encodeAlign(n)
			i = j
		case "comdat":
			comdat, i = e.comdatRef(ts, i, name)
		default:
			unsupported(what, "%s", ts[i].s)
		}
	}
	return
}

// afterTopComma returns the index of the first ',' at bracket depth 0 at
// or after i, or len(ts).
func afterTopComma(ts []tok, i int) int {
	depth := 0
	for ; i < len(ts); i++ {
		if ts[i].str {
			continue
		}
		switch ts[i].s {
		case "(", "[", "{", "<":
			depth++
		case ")", "]", "}", ">":
			depth--
		case ",":
			if depth == 0 {
				return i
			}
		case "#":
		}
		if depth == 0 && strings.HasPrefix(ts[i].s, "#") {
			unsupported("global attributes", "%s", ts[i].s)
		}
	}
	return i
}

func (e *encoder) globalVar(gi int) rec {
	g := &e.m.Globals[gi]
	ts, attrs := e.globalAttrs(tokenize(e.m.Text(g.Span)))
	var p gvProps
	i := p.prefix(ts, 2, false)
	if i >= len(ts) || (ts[i].s != "global" && ts[i].s != "constant") {
		unsupported("global", "%s", g.Name)
	}
	vt := must(e.d.GlobalValueType(gi))
	e.types.id(vt)
	init := must(e.d.GlobalInit(gi))
	var initID uint64
	if init != nil {
		initID = uint64(e.mconst.value(init.Type, &init.Value)) + 1
	}
	section, align, comdat := e.tail(ts, afterTopComma(ts, i+1), "global", g.Name)
	off, size := e.strtabName(g.Name)
	flags := p.addrSpace<<2 | 2 | b2u(g.Constant)
	ops := []uint64{off, size, e.types.ref(vt), flags, initID, p.linkage, align, section,
		p.visibility, p.tls, p.unnamedAddr, b2u(p.externallyInit), p.dll, comdat, attrs, p.dsoLocal}
	// The pointer type of the global is used by references to it.
	e.types.id(&ast.Type{Kind: ast.PointerType, AddrSpace: uint32(p.addrSpace), Elem: e.pointee(vt)})
	return rec{7, ops}
}

// globalAttrs splits the attributes that end a global variable's tokens
// from the rest and returns their attribute list id (0 for none), LLVM
// keeping them as the list's function-index set. LLParser reads them after
// every comma-separated property: "key" = "value" pairs, #N groups, and
// "align N" written without a comma before it.
func (e *encoder) globalAttrs(ts []tok) ([]tok, uint64) {
	end := len(ts)
	for end > 0 {
		switch t := ts[end-1]; {
		case !t.str && strings.HasPrefix(t.s, "#"):
			end--
			continue
		case t.str && end >= 3 && ts[end-2].s == "=" && !ts[end-2].str && ts[end-3].str:
			end -= 3
			continue
		case !t.str && isDigits(t.s) && end >= 3 && ts[end-2].s == "align" && ts[end-3].s != ",":
			// "global i32 align 4", without the comma of the property,
			// is an align attribute
			end -= 2
			continue
		}
		break
	}
	if end == len(ts) {
		return ts, 0
	}
	var attrs []encAttr
	for k := end; k < len(ts); {
		if !ts[k].str && strings.HasPrefix(ts[k].s, "#") {
			attrs = append(attrs, e.attrs.group(ts[k].s)...)
			k++
			continue
		}
		a, j := parseAttrs(ts, k, false)
		if j == k {
			unsupported("global attributes", "%s", ts[k].s)
		}
		attrs = append(attrs, a...)
		k = j
	}
	if len(attrs) == 0 {
		return ts[:end], 0
	}
	return ts[:end], e.attrs.list(attrs, nil, nil)
}

// pointee returns t for typed-pointer modules and nil (opaque) otherwise.
func (e *encoder) pointee(t *ast.Type) *ast.Type {
	if e.m.OpaquePointers && !e.m.TypedPointers {
		return nil
	}
	return t
}

// objcCatlistSection trims the spaces around the commas of an Objective-C
// category list section ("__DATA, __objc_catlist, regular, no_dead_strip"),
// as LLParser's UpgradeSectionAttributes does for global variables.
func objcCatlistSection(s string) string {
	if !strings.HasPrefix(s, "__DATA, __objc_catlist") {
		return s
	}
	parts := strings.Split(s, ",")
	for i := range parts {
		parts[i] = strings.TrimSpace(parts[i])
	}
	return strings.Join(parts, ",")
}
