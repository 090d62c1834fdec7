package verifier

import (
	"bytes"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/intrinsics"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/parser"
)

// callNeedsDecode reports whether call i of m has anything visitCallBase's
// attribute rules look at: attributes with type or position rules, and
// the types only intrinsics may take (see callSiteWord). One pass over the
// call's words: searching the text for each of thirty words was a tenth
// of the verifier's time on a module of few intrinsic calls.
func callNeedsDecode(m *ast.Module, i int) bool {
	text := m.Bytes(m.Insts[i].Span)
	for k := 0; k < len(text); {
		if !isCallWordByte(text[k]) {
			k++
			continue
		}
		j := k
		for j < len(text) && isCallWordByte(text[j]) {
			j++
		}
		if callSiteWord(text, k, j) {
			return true
		}
		k = j
	}
	return false
}

// callFnAttrsRuled reports whether call i may carry function attributes
// that functionAttrs has rules for, without decoding it: a quoted string
// (string attributes; also names and inline asm, which cost a decode
// only), or an attribute group holding such an attribute (see
// groupRuled). Words written on the call itself are callSiteWord's.
func (v *verifier) callFnAttrsRuled(i int) bool {
	text := v.m.Bytes(v.m.Insts[i].Span)
	if bytes.IndexByte(text, '"') >= 0 {
		return true
	}
	for k := 0; k < len(text); k++ {
		k0 := bytes.IndexByte(text[k:], '#')
		if k0 < 0 {
			return false
		}
		k += k0 + 1
		id, j := int32(0), k
		for j < len(text) && text[j] >= '0' && text[j] <= '9' && id < 1<<24 {
			id = id*10 + int32(text[j]-'0')
			j++
		}
		if j > k && v.groupRuled(id) {
			return true
		}
	}
	return false
}

// groupRuled reports whether attribute group #id holds a string attribute
// or a word functionAttrs has a rule for (fnRuleWords); cached by group.
func (v *verifier) groupRuled(id int32) bool {
	if r, ok := v.ruledGroups[id]; ok {
		return r
	}
	ruled := false
	for _, a := range v.attrGroup(id) {
		ruled = ruled || a.str || fnRuleWords[a.name]
	}
	if v.ruledGroups == nil {
		v.ruledGroups = map[int32]bool{}
	}
	v.ruledGroups[id] = ruled
	return ruled
}

// fnRuleWords are the function attributes (words) whose rules
// functionAttrs checks, alone or together: a call carrying one in a group
// is decoded to check them.
var fnRuleWords = map[string]bool{
	"noinline": true, "alwaysinline": true, "optnone": true, "optsize": true, "minsize": true, "optdebug": true,
	"sanitize_realtime": true, "sanitize_realtime_blocking": true, "jumptable": true, "allocsize": true,
	"allockind": true, "vscale_range": true, "readnone": true, "readonly": true, "writeonly": true,
	"inaccessiblememonly": true, "inaccessiblemem_or_argmemonly": true,
}

// isCallWordByte reports whether c belongs to an attribute or type
// keyword.
func isCallWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_'
}

// callSiteWord reports whether the word text[k:j] of a call is one that
// makes callNeedsDecode decode it.
func callSiteWord(text []byte, k, j int) bool {
	next := byte(0)
	if j < len(text) {
		next = text[j]
	}
	w := text[k:j]
	if fnRuleWords[string(w)] {
		return true // written on the call itself
	}
	switch string(w) {
	case "zeroext", "signext", "byval", "sret", "inalloca", "preallocated", "byref", "immarg", "elementtype",
		"nest", "returned", "inreg", "noalias", "nocapture", "captures", "nonnull", "dereferenceable",
		"dereferenceable_or_null", "readonly", "readnone", "writeonly", "nofpclass", "writable", "initializes":
		return true
	case "align":
		return next == ' ' || next == '('
	case "range":
		return next == '('
	case "token":
		return next == ' ' && k > 0 && (text[k-1] == ' ' || text[k-1] == '(') // a type, the first argument's too
	case "metadata":
		return next == ' '
	}
	return bytes.HasPrefix(w, []byte("swift")) || bytes.HasPrefix(w, []byte("dead_on"))
}

// immargParams returns the parameters of intrinsic name (without '@')
// that the loader marks immarg, as a bit set (parameter k is bit k; a
// parameter past 63 is never immarg in LLVM's tables), and whether the
// verifier's release knows the intrinsic. The loader gives an intrinsic's
// declaration the attributes of the release's intrinsic table
// (intrinsics.Attributes), whatever the text says; the sets are kept by
// name, as a module calls each intrinsic many times.
func (v *verifier) immargParams(name string) (set uint64, known bool) {
	e := v.immargEntryOf(name)
	return e.set, e.known
}

// immargEntryOf reads intrinsic name's parameter attributes from the
// release's table once (see immargParams).
func (v *verifier) immargEntryOf(name string) *immargEntry {
	if e, ok := v.immargs[name]; ok {
		return e
	}
	e := &immargEntry{}
	var attrs []intrinsics.AttrPos
	attrs, e.known = intrinsics.Attributes(int(v.ver), v.tableName(name))
	for _, p := range attrs {
		if p.Index < 1 {
			continue
		}
		for _, a := range p.Attrs {
			switch {
			case a.Kind == "ImmArg" && p.Index <= 64:
				e.set |= 1 << (p.Index - 1)
			case a.Kind == "Range":
				e.ranges = append(e.ranges, paramRange{param: p.Index - 1, lo: a.Lo, hi: a.Hi})
			}
		}
	}
	if v.immargs == nil {
		v.immargs = map[string]*immargEntry{}
	}
	v.immargs[name] = e
	return e
}

// isImmediate reports whether operand a may be an immarg operand: an
// integer or floating-point constant (LLVM folds constant expressions into
// one, and reads a scalar zeroinitializer as 0).
func isImmediate(a ast.Operand) bool {
	switch a.Value.Kind {
	case ast.ConstExpr:
		// The verifier folds what LLVM's parser folds (foldOperands): an
		// integer expression of a global's address is none; others are
		// taken for foldable.
		return !a.Type.IsInt() || !addressOfGlobal(&a.Value, 0)
	case ast.IntConst, ast.FloatConst, ast.BoolConst:
		return true
	case ast.ZeroConst:
		return a.Type.IsInt() || a.Type.IsFloat()
	}
	return false
}

// addressOfGlobal reports whether constant expression v computes from a
// global's address without a comparison or select, which LLVM may fold
// (icmp of a global and null): it stays an expression.
func addressOfGlobal(v *ast.Value, depth int) bool {
	if depth > 16 {
		return false
	}
	switch v.Kind {
	case ast.GlobalRef:
		return true
	case ast.ConstExpr:
		switch v.Name {
		case "icmp", "fcmp", "select":
			return false
		}
		for k := range v.Elems {
			if addressOfGlobal(&v.Elems[k].Value, depth+1) {
				return true
			}
		}
	}
	return false
}

// tableName is the name under which the release's intrinsic table holds
// intrinsic name: the name itself, or for the experimental vector
// intrinsics that became standard (llvm.experimental.vector.insert is
// llvm.vector.insert), which the loader renames, the new name when the
// release knows only that.
func (v *verifier) tableName(name string) string {
	rest, ok := strings.CutPrefix(name, "llvm.experimental.")
	if !ok || !strings.HasPrefix(rest, "vector.") && !strings.HasPrefix(rest, "stepvector") {
		return name
	}
	if _, known := intrinsics.Attributes(int(v.ver), name); known {
		return name
	}
	return "llvm." + rest
}

// tableAttrs reports whether the loader gives function fn, a declaration
// of an intrinsic, the attributes of the release's intrinsic table instead
// of its own: when the release knows the intrinsic and, from LLVM 20 on
// (llvmver.IntrinsicAttrsNeedSignature), when the declaration's type fits
// the intrinsic's signature. The answer is kept per function.
func (v *verifier) tableAttrs(fn int) bool {
	if fn < 0 {
		return false
	}
	if r, ok := v.tableAttrsOf[fn]; ok {
		return r
	}
	name := v.m.Functions[fn].Name[1:]
	_, r := v.immargParams(name)
	if h := v.fnHeader(fn); r && h != nil && h.ret != nil {
		_, r = intrinsics.LoaderAttributes(v.ver, v.tableName(name), h.funcType())
	}
	if v.tableAttrsOf == nil {
		v.tableAttrsOf = map[int]bool{}
	}
	v.tableAttrsOf[fn] = r
	return r
}

// An immargEntry is what immargEntryOf found for one intrinsic: its
// immarg parameters, whether the table knows it, and the Range attributes
// of its parameters (few intrinsics have any).
type immargEntry struct {
	set    uint64
	known  bool
	ranges []paramRange
}

// A paramRange is a parameter's Range attribute in an intrinsic table.
type paramRange struct {
	param  int
	lo, hi int64
}

// callSite is visitCallBase's rules that read the call's operands: the
// intrinsic's signature against the call's function type, the call-site
// attributes, immarg operands and vararg arguments. It returns LLVM's
// message or "".
func (v *verifier) callSite(i, callee int) string {
	m := v.m
	var name string
	var h *header
	if callee >= 0 {
		name = m.Functions[callee].Name[1:]
		h = v.fnHeader(callee)
	}
	intrinsic := strings.HasPrefix(name, "llvm.")
	if !intrinsic && !callNeedsDecode(m, i) && !v.callFnAttrsRuled(i) {
		return v.callSiteAlign(i)
	}
	if callee >= 0 && v.loaderRemakes(callee) {
		// The loader makes the call again from its arguments, or turns
		// it into instructions: what the verifier sees is no call of
		// this declaration (not modelled further).
		return ""
	}
	if intrinsic && plainCalls && v.plainMetadataCall(i, callee, name, h) {
		v.plainCall = i
		return ""
	}
	ins, err := v.inst(i)
	if err != nil || len(ins.Operands) == 0 {
		return ""
	}
	if c := ins.Operands[0].Value; callee < 0 && c.Kind == ast.GlobalRef && strings.HasPrefix(c.Name, "@llvm.") {
		return "" // an intrinsic LLVM 22's parser declares itself: not modelled
	}
	// args and the parameter lists reuse the previous call's memory.
	args := callArguments(ins, v.callArgs[:0])
	v.callArgs = args
	inlineAsm := ins.Operands[0].Value.Kind == ast.InlineAsm
	sig := callFuncType(ins, args, v.callParams[:0])
	if ins.FnType == nil {
		v.callParams = sig.params
	}
	remade := intrinsic && h != nil && v.ver.Has(llvmver.IntrinsicNamedStructUpgraded) && h.ret != nil && h.ret.Kind == ast.NamedType
	if remade {
		// The loader declares the intrinsic again with a literal struct
		// result and makes the call anew on it, with the call's arguments.
		if msg := v.remadeCallArgs(&h.signature, args); msg != "" {
			return msg
		}
	}
	if intrinsic && h != nil && v.opaqueMode() && !remade {
		if rebuilt, msg := v.rebuiltCall(name, h, args); rebuilt {
			return msg
		}
	}
	if intrinsic && h != nil && !remade && !v.sameFuncType(&sig, &h.signature) {
		if v.upgradedIntrinsic(name, &sig, &h.signature) {
			// The loader makes the call again on the new declaration: a
			// lifetime marker returns void, and keeps a name it had.
			if strings.HasPrefix(name, "llvm.lifetime.") && hasTextName(ins.Result) && sig.ret != nil && sig.ret.Kind != ast.VoidType {
				return "Instruction has a name, but provides a void value!"
			}
		} else {
			// The annotation intrinsics' calls are rewritten by the loader's
			// upgrade, which leaves the declaration unused.
			annotation := strings.HasPrefix(name, "llvm.ptr.annotation.") || strings.HasPrefix(name, "llvm.var.annotation")
			if !annotation && !v.declReplaced(name, h) && v.mismatchedIntrinsicCall(callee, i) {
				return "" // the declaration reports it (intrinsicUses)
			}
			return "Intrinsic called with incompatible signature"
		}
	}
	sig.pattrs = v.callAttrs[:0]
	scratch := v.callAttrList[:0]
	for _, a := range args {
		start := len(scratch)
		for _, t := range a.Attrs {
			scratch = append(scratch, parseAttr(t))
		}
		// Each set is carved from one list, whole before the next
		// starts: a growth of the list leaves it in the old array.
		sig.pattrs = append(sig.pattrs, attrSet(scratch[start:len(scratch):len(scratch)]))
	}
	v.callAttrs, v.callAttrList = sig.pattrs, scratch
	fixed := len(sig.params)
	if fixed > len(sig.pattrs) {
		fixed = len(sig.pattrs)
	}
	fixedSig := sig
	fixedSig.pattrs = sig.pattrs[:fixed]
	// The call's own function attributes (not its callee's) meet the
	// rules of a function's.
	fixedSig.fnAttrs = v.callSiteFnAttrs(i, ins)
	preallocated := bytes.Contains(v.m.Bytes(v.m.Insts[i].Span), []byte("preallocated"))
	if preallocated && name != "llvm.call.preallocated.arg" && bytes.Contains(v.callFnAttrText(i, ins), []byte("preallocated(")) {
		return "preallocated as a call site attribute can only be on llvm.call.preallocated.arg"
	}
	if msg := v.functionAttrs(&fixedSig, intrinsic, inlineAsm, true); msg != "" {
		return msg
	}
	if msg := v.alignAttrRule(fixedSig.fnAttrs); msg != "" {
		return msg
	}
	for k := 0; k < fixed; k++ {
		s := sig.pattrs[k]
		declImm := false
		if intrinsic {
			if v.tableAttrs(callee) {
				set, _ := v.immargParams(name)
				declImm = k < 64 && set&(1<<k) != 0
			} else {
				declImm = h != nil && k < len(h.pattrs) && h.pattrs[k].has("immarg")
			}
		}
		if s.has("swifterror") || h != nil && k < len(h.pattrs) && h.pattrs[k].has("swifterror") {
			if msg := v.swiftErrorArg(args[k]); msg != "" {
				return msg
			}
		}
		if declImm || s.has("immarg") {
			if !isImmediate(args[k]) {
				return "immarg operand has non-immediate parameter"
			}
			var declared attrSet
			if h != nil && k < len(h.pattrs) {
				declared = h.pattrs[k]
			}
			if msg := v.immargRange(name, intrinsic && v.tableAttrs(callee), k, s, declared, args[k]); msg != "" {
				return msg
			}
		}
		if preallocated && s.has("preallocated") && v.hasBundle(i, "preallocated") == slices.Contains(ins.Flags, "musttail") {
			return "preallocated operand either requires a preallocated bundle or the call to be musttail (but not both)"
		}
	}
	if sig.variadic || (h != nil && h.variadic && ins.FnType == nil) {
		for k := len(sig.params); k < len(args); k++ {
			s := sig.pattrs[k]
			if msg := v.paramAttrs(s, args[k].Type); msg != "" {
				return msg
			}
			if s.has("sret") && !strings.HasPrefix(name, "llvm.experimental.gc.statepoint") {
				return "Attribute 'sret' cannot be used for vararg call arguments!"
			}
			if s.has("inalloca") && k != len(args)-1 {
				return "inalloca isn't on the last argument!"
			}
		}
	}
	if !intrinsic {
		for _, t := range sig.params {
			if t != nil && t.Kind == ast.MetadataType {
				return "Function has metadata parameter but isn't an intrinsic"
			}
			if v.tokenLike(t) {
				return "Function has token parameter but isn't an intrinsic"
			}
		}
	}
	return ""
}

// typedPointerMangling matches a typed pointer in an intrinsic's name.
var typedPointerMangling = regexp.MustCompile(`\.p\d+[a-z]`)

// remangled reports whether LLVM's loader renames intrinsic name (without
// '@'): a typed-pointer name (.p0i8) to its opaque-pointer name, and any
// declaration whose name is not the one its type gives
// (Intrinsic::remangleIntrinsicFunction: "llvm.ctlz.i32.p0" of an i32
// ctlz). The new declaration comes last in the module, after every call
// of it, and the calls keep their function types.
func (v *verifier) remangled(name string) bool {
	opaque := v.ver.Has(llvmver.TypedPointersReadOpaque)
	if opaque && typedPointerMangling.MatchString(name) {
		return true
	}
	if v.remangledDecls == nil {
		v.remangledDecls = map[string]bool{}
		for i := range v.m.Functions {
			f := &v.m.Functions[i]
			if !strings.HasPrefix(f.Name, "@llvm.") {
				continue
			}
			// The canonical names are those of opaque pointers: before,
			// only types without pointers are named the same way.
			if h := v.fnHeader(i); h != nil && h.ret != nil {
				if ft := h.funcType(); opaque || !hasPointer(ft, 0) {
					if c, ok := intrinsics.CanonicalName(f.Name[1:], ft); ok && c != f.Name[1:] {
						v.remangledDecls[f.Name[1:]] = true
					}
				}
			}
		}
	}
	return v.remangledDecls[name]
}

// hasPointer reports whether type t holds a pointer type anywhere (a
// named type counts as one: its body is not looked at).
func hasPointer(t *ast.Type, depth int) bool {
	if t == nil || depth > 32 {
		return false
	}
	switch t.Kind {
	case ast.PointerType, ast.NamedType:
		return true
	}
	if hasPointer(t.Elem, depth+1) {
		return true
	}
	for _, f := range t.Fields {
		if hasPointer(f, depth+1) {
			return true
		}
	}
	return false
}

// hasTextName reports whether a local result name is a name LLVM keeps
// ("%x"), not a number ("%3", a value without a name).
func hasTextName(result string) bool {
	return len(result) > 1 && !parser.NumberedName(result)
}

// upgradedIntrinsic reports whether LLVM's loader rewrites calls of
// intrinsic name (debug intrinsics become records; lifetime markers
// lost their size), so that a call's own type does not reach the
// verifier.
func (v *verifier) upgradedIntrinsic(name string, call, decl *signature) bool {
	if strings.HasPrefix(name, "llvm.lifetime.") {
		// From LLVM 22 the loader remakes the calls of two arguments of a
		// declaration of the older form (size and pointer), whatever
		// their types; other mismatched calls stay, and are refused, as
		// in earlier releases (measured with llvm-as 19 and 22).
		return v.ver.Has(llvmver.LifetimeSizeDropped) && len(decl.params) == 2 && len(call.params) == 2
	}
	_, dbg := dbgIntrinsicKind(name)
	return dbg && v.ver.Has(llvmver.DbgIntrinsicsLoadedAsRecords)
}

// sameFuncType compares a call's function type with a declaration's.
func (v *verifier) sameFuncType(call, decl *signature) bool {
	if call.ret == nil || decl.ret == nil {
		return true
	}
	if !v.sameType(call.ret, decl.ret) || call.variadic != decl.variadic || len(call.params) != len(decl.params) {
		return false
	}
	for k := range decl.params {
		if call.params[k] == nil || decl.params[k] == nil {
			continue
		}
		if !v.sameType(call.params[k], decl.params[k]) {
			return false
		}
	}
	return true
}

// callFuncType returns a call's function type: written, or made of its
// result type and its arguments' types (args, appended to params).
func callFuncType(ins *ast.Instruction, args []ast.Operand, params []*ast.Type) signature {
	if ins.FnType != nil {
		return signature{ret: ins.FnType.Elem, params: ins.FnType.Fields, variadic: ins.FnType.Variadic}
	}
	for _, a := range args {
		params = append(params, a.Type)
	}
	return signature{ret: ins.Type, params: params}
}

// callArguments returns a call's arguments: its operands after the
// callee, without callbr's and invoke's labels.
func callArguments(ins *ast.Instruction, buf []ast.Operand) []ast.Operand {
	for _, a := range ins.Operands[1:] {
		if a.Value.Kind != ast.LabelRef {
			buf = append(buf, a)
		}
	}
	return buf
}

// opaqueMode reports whether the module's pointers are all ptr: LLVM 17
// and later, or a module that spells ptr (LLVM 14 reads it with
// -opaque-pointers, typed pointers included).
func (v *verifier) opaqueMode() bool {
	return v.m.OpaquePointerMode(v.ver)
}

// sameType compares two types as the module's LLVM sees them: typed
// pointers are ptr in opaque mode; named types that are no structs are
// their body.
func (v *verifier) sameType(a, b *ast.Type) bool {
	return v.typeText(a) == v.typeText(b)
}

func (v *verifier) typeText(t *ast.Type) string {
	t = v.bodyOf(t)
	if t == nil {
		return ""
	}
	if v.opaqueMode() {
		if t.Kind == ast.PointerType && t.Elem != nil {
			return (&ast.Type{Kind: ast.PointerType, AddrSpace: t.AddrSpace}).String()
		}
		if t.Elem != nil || len(t.Fields) > 0 {
			c := *t
			var b strings.Builder
			b.WriteString(strconv.Itoa(int(c.Kind)) + "/" + strconv.FormatUint(c.Len, 10) + "/" + strconv.FormatBool(c.Scalable) + strconv.FormatBool(c.Packed) + strconv.FormatBool(c.Variadic) + "(")
			if c.Elem != nil {
				b.WriteString(v.typeText(c.Elem))
			}
			for _, f := range c.Fields {
				b.WriteString("," + v.typeText(f))
			}
			b.WriteString(")")
			return b.String()
		}
	}
	return t.String()
}

// callSiteAlign is verifyFunctionAttrs' rule that a call site's function
// attributes hold no alignment, which is no function attribute: written
// after the arguments (LLParser refuses that before
// llvmver.CallAlignIsAttribute) or through an attribute group's
// "align=N". A function's own "align N" is its alignment. A call whose
// text says "align" nowhere, in a module whose attribute groups do not
// either, is not decoded.
func (v *verifier) callSiteAlign(i int) string {
	text := v.m.Bytes(v.m.Insts[i].Span)
	if !bytes.Contains(text, []byte("align")) && !(v.alignedGroups() && bytes.IndexByte(text, '#') >= 0) {
		return ""
	}
	ins, err := v.inst(i)
	if err != nil || len(ins.Operands) == 0 {
		return ""
	}
	return v.alignAttrRule(v.callSiteFnAttrs(i, ins))
}

// alignAttrRule is callSiteAlign's rule on a call's function attributes.
func (v *verifier) alignAttrRule(fa attrSet) string {
	if a, ok := fa.get("align"); ok {
		return "Attribute '" + a.display(v.ver) + "' does not apply to functions!"
	}
	return ""
}

// alignedGroups reports whether an attribute group of the module holds an
// alignment (read once).
func (v *verifier) alignedGroups() bool {
	if v.groupAlign == 0 {
		v.groupAlign = -1
		for k := range v.m.AttrGroups {
			if bytes.Contains(v.m.Bytes(v.m.AttrGroups[k].Body), []byte("align")) {
				v.groupAlign = 1
				break
			}
		}
	}
	return v.groupAlign > 0
}

// loaderRemakes reports whether function fn is an intrinsic declaration
// whose calls LLVM's loader replaces (intrinsics.LoaderRemakesCalls: old
// NVVM intrinsics, AMDGPU's atomics), from its header as fnHeader keeps
// it.
func (v *verifier) loaderRemakes(fn int) bool {
	name := v.m.Functions[fn].Name
	if !strings.HasPrefix(name, "@llvm.nvvm.") && !strings.HasPrefix(name, "@llvm.amdgcn.") {
		return false
	}
	h := v.fnHeader(fn)
	return h != nil && h.ret != nil && intrinsics.LoaderRemakesCalls(name, h.funcType(), v.ver)
}
