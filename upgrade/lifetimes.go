package upgrade

import (
	"bytes"
	"regexp"
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/intrinsics"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/scanner"
	"github.com/irmeta/irmeta/token"
)

// IntrinsicDecls edits m's intrinsic declarations and calls as the parser
// of release v leaves them, for writers that must emit what that release's
// llvm-as emits (Module makes only the metadata's upgrades), and returns
// the edited text, or nil when nothing changes, with the call results
// the upgrade leaves unnamed (their names stay in the text: the writer
// leaves them out of the symbol table). LLVM's parser goes through
// the declarations in module order and replaces each it upgrades by a new
// one at the module's end (a new declaration another already made is not
// repeated):
//   - a lifetime marker with a size (llvmver.LifetimeSizeDropped) leaves
//     "llvm.lifetime.X.i64" (mangled on the old first parameter, i64),
//     then the pointer-only declaration each call on an alloca needs,
//     named after the alloca's address space; such a call is remade on
//     the alloca itself with only its !dbg attachment, the others go;
//   - a name that is not the intrinsic's canonical one for its type
//     (llvmver.TypedPointersGone: llvm.memcpy.p0i8.p0i8.i64, whose
//     canonical name is llvm.memcpy.p0.p0.i64; llvm.aarch64.udiv.i64.i64,
//     llvm.aarch64.udiv.i64) is remangled, and its calls call that; so is
//     an intrinsic that left "experimental" (see experimentalRenamed);
//   - llvm.experimental.vector.splice leaves, as its calls are upgraded
//     (see isOldSplice), llvm.vector.splice.left and .right in the order
//     of its use list (see spliceDecls);
//   - an old NVVM intrinsic (see nvvmRules) leaves the intrinsic that
//     replaces it, declared with the old declaration or, for one whose
//     calls are remade, with its first call (and not at all when nothing
//     calls it). The old declaration and its calls are kept: the reader
//     upgrades them, and finds the new declarations made here.
//
// LLVM's bitcode reader makes the same replacements in the same order,
// except that it declares the remade lifetime markers and the
// intrinsics that NVVM calls are remade with after all the others, and
// the splices in the order of a hash map: so only the declarations up to
// the last old lifetime marker, splice or such NVVM intrinsic are
// replaced here, and the later ones are left to the reader (which also
// knows the upgrades this does not).
func IntrinsicDecls(m *ast.Module, v llvmver.Version) ([]byte, Unnamed, error) {
	if !declaresPrefix(m, "@llvm.") {
		return nil, nil, nil
	}
	dec := parser.NewDecoder(m)
	lifetimes := v.Has(llvmver.LifetimeSizeDropped)
	remangle := v.Has(llvmver.TypedPointersGone)
	// renamed[old] is the new name of a remangled declaration, "" for an
	// old lifetime marker.
	renamed := map[string]string{}
	// changes[old] is how a remangled declaration's signature changes
	// (with its header).
	changes := map[string]signatureChange{}
	// splices[old] is the header of an old splice declaration.
	splices := map[string]*parser.FuncHeader{}
	// nvvm[old] is how an old NVVM declaration is upgraded.
	nvvm := map[string]nvvmUpgrade{}
	last := -1 // the last old lifetime marker, splice or NVVM call upgrade
	for i := range m.Functions {
		f := &m.Functions[i]
		if lifetimes && f.Declare && isLifetimeName(f.Name) {
			if h, err := dec.FuncHeader(i); err == nil && len(h.Params) == 2 {
				last = i
			}
		}
		if f.Declare && isOldSplice(f.Name, v) {
			last = i
		}
		if f.Declare && strings.HasPrefix(f.Name, "@llvm.nvvm.") {
			if h, err := dec.FuncHeader(i); err == nil {
				if r, ok := intrinsics.NVVMUpgradeOf(f.Name, h.Type, v); ok && r.When == intrinsics.NVVMAtCall {
					last = i
				}
			}
		}
	}
	for i := 0; i <= last; i++ {
		f := &m.Functions[i]
		if !f.Declare || !strings.HasPrefix(f.Name, "@llvm.") {
			continue
		}
		h, err := dec.FuncHeader(i)
		if err != nil {
			continue
		}
		switch {
		case lifetimes && isLifetimeName(f.Name) && len(h.Params) == 2:
			renamed[f.Name] = ""
		case isOldSplice(f.Name, v):
			splices[f.Name] = h
		case nvvmUpgraded(f.Name, h, v, nvvm):
			// left to the reader, but for the declarations it makes
		case remangle:
			n := withAddedOverloads(remangled(experimentalRenamed(f.Name, v), h), v)
			change := upgradedSignature(f.Name, h, v)
			if change.result != nil && calledAnywhere(m, f.Name) {
				// calls whose result type changes would renumber the
				// values after them: left to the reader
				continue
			}
			if n != f.Name || change.changes() {
				renamed[f.Name] = n
				changes[f.Name] = change
			}
		}
	}
	if len(renamed) == 0 && len(splices) == 0 && !nvvmDeclares(nvvm) {
		return nil, nil, nil
	}
	g := md.New(m)
	opaque := m.OpaquePointers
	declared := map[string]bool{}
	for i := range m.Functions {
		// an upgraded declaration is renamed out of the way first
		_, old := renamed[m.Functions[i].Name]
		if _, splice := splices[m.Functions[i].Name]; !old && !splice {
			declared[m.Functions[i].Name] = true
		}
	}
	unnamed := Unnamed{}
	// spliceUses[old] lists the calls of an old splice declaration.
	spliceUses := map[string][]spliceUse{}
	// made[decl] lists the lifetime declarations an old one's calls make.
	made := map[string][]string{}
	for fi := range m.Functions {
		f := &m.Functions[fi]
		if f.Declare || len(f.Blocks) == 0 {
			continue
		}
		first, last := f.Insts()
		dec.Recycle()
		var defs map[string]int
		for i := first; i < last; i++ {
			in := &m.Insts[i]
			if in.Op != ast.OpCall && in.Op != ast.OpInvoke || !bytes.Contains(m.Bytes(in.Span), []byte("@llvm.")) {
				continue
			}
			d, err := dec.Inst(int(i))
			if err != nil || len(d.Operands) == 0 {
				continue
			}
			callee := d.Operands[0].Value.Name
			if u, ok := nvvm[callee]; ok {
				u.called = true
				nvvm[callee] = u
				continue
			}
			if h, ok := splices[callee]; ok {
				if u, ok := upgradeSpliceCall(g, in.Start, d, h, f.Name, unnamed); ok {
					spliceUses[callee] = append(spliceUses[callee], u)
				}
				continue
			}
			to, ok := renamed[callee]
			switch {
			case !ok:
				continue
			case to != "":
				// the callee's name is the only change, but for the
				// arguments a new signature adds
				if k := bytes.Index(m.Bytes(in.Span), []byte(callee+"(")); k >= 0 {
					at := in.Span.Start + token.Pos(k)
					g.ReplaceText(ast.Span{Start: at, End: at + token.Pos(len(callee))}, to)
					change := changes[callee]
					if change.alignFrom > 0 && in.Op == ast.OpCall && len(d.Operands) > change.alignFrom {
						moveAlignment(g, d, change)
					}
					if len(change.added) > 0 {
						var args strings.Builder
						for _, a := range change.added {
							args.WriteString(", " + a.typ.String() + " " + a.value)
						}
						if end := scanner.ClosingParen(m.Src, int(at)+len(callee), int(in.End)); end >= 0 {
							g.ReplaceText(ast.Span{Start: token.Pos(end), End: token.Pos(end)}, args.String())
						}
					}
				}
				continue
			case len(d.Operands) != 3 || in.Op != ast.OpCall:
				continue
			}
			if defs == nil {
				defs = resultDefs(m, dec, first, last)
			}
			k, ok := dec.AllocaBase(d.Operands[2].Value, func(name string) (int, bool) { k, ok := defs[name]; return k, ok })
			if !ok {
				g.RemoveInst(int(i))
				continue
			}
			a, err := dec.Inst(k)
			if err != nil || a.Type == nil {
				continue
			}
			ptr := pointerText(a.Type, opaque)
			name := lifetimeBase(callee) + "p" + strconv.Itoa(int(a.Type.AddrSpace))
			if !declared[name] {
				declared[name] = true
				made[callee] = append(made[callee], "declare void "+name+"("+ptr+")")
			}
			call := "call void " + name + "(" + ptr + " " + a.Result + ")"
			for _, at := range d.Attachments {
				if m.AttachKinds[at.Kind] == "dbg" {
					call += ", " + strings.TrimSpace(m.Text(at.Span))
				}
			}
			g.ReplaceText(in.Span, call)
		}
	}
	var added []string
	lastOld := false
	for i := range m.Functions {
		f := &m.Functions[i]
		if u, ok := nvvm[f.Name]; ok {
			added = append(added, nvvmDecls(u.rule, u.header, u.called, declared)...)
			lastOld = false
			continue
		}
		to, ok := renamed[f.Name]
		_, splice := splices[f.Name]
		lastOld = ok || splice
		if !lastOld {
			continue
		}
		var decls []string
		switch {
		case splice:
			decls = spliceDecls(f.Header.Start, spliceUses[f.Name], declared)
		case to != "":
			if !declared[to] {
				declared[to] = true
				h := changes[f.Name].header()
				decls = append(decls, "declare "+signature(to, h))
			}
		default:
			if i64 := lifetimeBase(f.Name) + "i64"; !declared[i64] {
				declared[i64] = true
				decls = append(decls, "declare void "+i64+"(i64)")
			}
			decls = append(decls, made[f.Name]...)
		}
		added = append(added, decls...)
		if i < len(m.Functions)-1 {
			g.RemoveLines(ast.Span{Start: f.Header.Start, End: f.Header.End})
		}
	}
	if len(added) == 0 && len(renamed) == 0 && len(splices) == 0 {
		return nil, nil, nil // NVVM upgrades that declare nothing
	}
	// The new declarations follow the last function; when that is an old
	// declaration they take its place (an edit may not touch another).
	text := strings.Join(added, "\n\n")
	if f := &m.Functions[len(m.Functions)-1]; lastOld {
		g.ReplaceText(ast.Span{Start: f.Header.Start, End: f.Header.End}, text)
	} else if text != "" {
		g.AddTopLevel(ast.FunctionEntity, text)
	}
	edited, err := g.Bytes()
	return edited, unnamed, err
}

// isLifetimeName reports whether name is a lifetime marker, with or
// without the pointer's mangling ("@llvm.lifetime.start" is old IR's).
func isLifetimeName(name string) bool {
	return isLifetime(name) || name == "@llvm.lifetime.start" || name == "@llvm.lifetime.end"
}

// lifetimeBase is "@llvm.lifetime.start." or "@llvm.lifetime.end." for
// a lifetime intrinsic's name.
func lifetimeBase(name string) string {
	if strings.HasPrefix(name, "@llvm.lifetime.start") {
		return "@llvm.lifetime.start."
	}
	return "@llvm.lifetime.end."
}

// pointerText spells an alloca's pointer type as the module does.
func pointerText(t *ast.Type, opaque bool) string {
	as := ""
	if t.AddrSpace != 0 {
		as = " addrspace(" + strconv.Itoa(int(t.AddrSpace)) + ")"
	}
	if opaque || t.Elem == nil {
		return "ptr" + as
	}
	return t.Elem.String() + as + "*"
}

// remangled is the name LLVM's loader gives intrinsic declaration name
// (with '@') of header h when no upgrade by name takes it: its canonical
// name when its type fits the intrinsic's signature, else the name with
// its typed-pointer suffixes mangled as opaque pointers (the upgrades of
// old signatures keep that name).
func remangled(name string, h *parser.FuncHeader) string {
	if c, ok := intrinsics.CanonicalName(strings.TrimPrefix(name, "@"), h.Type); ok {
		return "@" + c
	}
	return opaqueIntrinsicName(name)
}

// typedPointerPart matches one suffix of an overloaded intrinsic's name
// that mangles a typed pointer (p0i8, v2p1f32, p0p0i8), capturing what
// its opaque-pointer mangling keeps (p0, v2p1, p0).
var typedPointerPart = regexp.MustCompile(`^((?:nx)?v\d+)?(p\d+)(?:p\d+)*(?:i\d+|f16|f32|f64|f80|f128|bf16|ppcf128|x86mmx)$`)

// opaqueIntrinsicName is name with each typed-pointer suffix mangled as
// an opaque pointer; suffixes of other pointee types (structs, functions)
// are left, and with them the name.
func opaqueIntrinsicName(name string) string {
	parts := strings.Split(name, ".")
	changed := false
	for i := 2; i < len(parts); i++ {
		if s := typedPointerPart.FindStringSubmatch(parts[i]); s != nil {
			parts[i] = s[1] + s[2]
			changed = true
		} else if len(parts[i]) > 1 && parts[i][0] == 'p' && parts[i][1] >= '0' && parts[i][1] <= '9' && strings.Trim(parts[i][1:], "0123456789") != "" {
			return name // a pointee this does not spell
		}
	}
	if !changed {
		return name
	}
	return strings.Join(parts, ".")
}

// signature is a declaration's text after "declare" without attributes:
// LLVM's new declaration has none but the intrinsic's own, which readers
// give it anyway.
func signature(name string, h *parser.FuncHeader) string {
	var b strings.Builder
	b.WriteString(h.Result.String() + " " + name + "(")
	for i, p := range h.Params {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(p.Type.String())
	}
	if h.Variadic {
		if len(h.Params) > 0 {
			b.WriteString(", ")
		}
		b.WriteString("...")
	}
	b.WriteString(")")
	return b.String()
}

// A signatureChange is how LLVM's upgrade of an intrinsic declaration
// changes its signature: the parameters it adds at the end, with the
// value the upgraded calls pass, and its new result type (nil: the same).
type signatureChange struct {
	old    *parser.FuncHeader // the declaration's header
	added  []addedArg
	result *ast.Type
	// alignFrom, when not 0, is the parameter (counting from 1) of an
	// old memory intrinsic that gave the alignment: the upgrade drops it
	// and gives its value to the pointers alignTo as align attributes.
	alignFrom int
	alignTo   []int
}

type addedArg struct {
	typ   *ast.Type
	value string
}

func (c signatureChange) changes() bool {
	return len(c.added) > 0 || c.result != nil || c.alignFrom > 0
}

// header returns the declaration's header changed.
func (c signatureChange) header() *parser.FuncHeader {
	h := c.old
	if !c.changes() {
		return h
	}
	n := *h
	n.Params = append([]parser.Param(nil), h.Params...)
	if c.alignFrom > 0 {
		n.Params = append(n.Params[:c.alignFrom-1], n.Params[c.alignFrom:]...)
	}
	for _, a := range c.added {
		n.Params = append(n.Params, parser.Param{Type: a.typ})
	}
	if c.result != nil {
		n.Result = c.result
	}
	return &n
}

// upgradedSignature returns how release v's upgrade changes the signature
// of intrinsic name declared as h (the change's old):
//   - objectsize takes null-is-unknown and dynamic too (four parameters),
//     the upgrade passes false;
//   - coro.end takes a results token (llvmver.CoroEndResultToken), the
//     upgrade passes none, and returns void (llvmver.CoroEndVoid);
//   - memcpy, memmove and memset of before LLVM 7 take the alignment as
//     their fourth argument, which becomes the align attribute of the
//     pointers (none for 0).
func upgradedSignature(name string, h *parser.FuncHeader, v llvmver.Version) signatureChange {
	c := signatureChange{old: h}
	oldAlign := len(h.Params) == 5 && isInt(h.Params[3].Type, 32)
	switch {
	case oldAlign && (strings.HasPrefix(name, "@llvm.memcpy.") || strings.HasPrefix(name, "@llvm.memmove.")):
		c.alignFrom, c.alignTo = 4, []int{1, 2}
	case oldAlign && strings.HasPrefix(name, "@llvm.memset."):
		c.alignFrom, c.alignTo = 4, []int{1}
	case strings.HasPrefix(name, "@llvm.objectsize.") && len(h.Params) < 4:
		for range 4 - len(h.Params) {
			c.added = append(c.added, addedArg{&ast.Type{Kind: ast.IntType, Name: "i1", Bits: 1}, "false"})
		}
	case name == "@llvm.coro.end" && len(h.Params) == 2 && v.Has(llvmver.CoroEndResultToken):
		c.added = []addedArg{{&ast.Type{Kind: ast.TokenType, Name: "token"}, "none"}}
		if v.Has(llvmver.CoroEndVoid) {
			c.result = &ast.Type{Kind: ast.VoidType, Name: "void"}
		}
	}
	return c
}

func isInt(t *ast.Type, bits uint32) bool {
	return t != nil && t.Kind == ast.IntType && t.Bits == bits
}

// moveAlignment edits call d of an old memory intrinsic as the upgrade
// of change makes it: the alignment argument's value becomes the align
// attribute of the pointer arguments (none for 0) and the argument goes.
func moveAlignment(g *md.Graph, d *ast.Instruction, change signatureChange) {
	a := d.Operands[change.alignFrom].Value
	if n, err := strconv.ParseUint(a.Text, 10, 64); err == nil && n != 0 {
		for _, k := range change.alignTo {
			at := d.Operands[k].Value.Start
			g.ReplaceText(ast.Span{Start: at, End: at}, "align "+a.Text+" ")
		}
	}
	g.ReplaceText(ast.Span{Start: d.Operands[change.alignFrom-1].Value.End, End: a.End}, "")
}

// calledAnywhere reports whether the text names function name other than
// in its declaration (a call, or a reference in a comment: either way the
// caller leaves the declaration alone).
func calledAnywhere(m *ast.Module, name string) bool {
	key := []byte(name + "(")
	k := m.IndexIn(m.Src, key)
	return k >= 0 && m.IndexIn(m.Src[k+len(key):], key) >= 0
}

// withAddedOverloads returns intrinsic name (opaque-pointer mangled) with
// the suffixes of the pointer overloads release v added to intrinsics
// that had none (see llvmver.PtrAnnotationStringOverload,
// llvmver.PointerOverloadsAdded and llvmver.VarArgPointerOverloads).
func withAddedOverloads(name string, v llvmver.Version) string {
	switch {
	case v.Has(llvmver.PtrAnnotationStringOverload) && name == "@llvm.ptr.annotation.p0":
		return name + ".p0"
	case v.Has(llvmver.VarArgPointerOverloads) && (name == "@llvm.va_start" || name == "@llvm.va_end" || name == "@llvm.va_copy"):
		return name + ".p0"
	case !v.Has(llvmver.PointerOverloadsAdded):
	case name == "@llvm.var.annotation":
		return name + ".p0.p0"
	case name == "@llvm.stacksave" || name == "@llvm.stackrestore":
		return name + ".p0"
	case strings.HasPrefix(name, "@llvm.annotation.i") && strings.Count(name, ".") == 2:
		return name + ".p0"
	}
	return name
}
