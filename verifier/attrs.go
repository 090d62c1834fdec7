package verifier

import (
	"bytes"
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/targetext"
)

// A signature is what the verifier's attribute rules need of a function
// header or a call: the types and attributes of the return value and the
// parameters, and the function attributes.
type signature struct {
	ret      *ast.Type
	retAttrs attrSet
	params   []*ast.Type
	pattrs   []attrSet
	fnAttrs  attrSet
	variadic bool
}

// funcType returns the function type of s.
func (s *signature) funcType() *ast.Type {
	return &ast.Type{Kind: ast.FuncType, Elem: s.ret, Fields: s.params, Variadic: s.variadic}
}

// header is a function header's words outside the signature.
type header struct {
	signature
	linkage, cc     string
	visibility, dll string
	dsoLocal        bool
	unnamedAddr     bool
	personality     bool
	comdat          bool
}

var linkageWords = map[string]bool{
	"private": true, "internal": true, "available_externally": true, "linkonce": true, "weak": true,
	"common": true, "appending": true, "extern_weak": true, "linkonce_odr": true, "weak_odr": true,
	"external": true,
}

// fnHeader decodes function fn's header (cached per function).
func (v *verifier) fnHeader(fn int) *header {
	if v.headers == nil {
		v.headers = make([]headerEntry, len(v.m.Functions))
	}
	e := &v.headers[fn]
	if !e.done {
		e.h, e.done = v.decodeHeader(fn), true
	}
	return e.h
}

// A headerEntry is fnHeader's answer for one function: its header, or nil
// when it does not decode.
type headerEntry struct {
	h    *header
	done bool
}

func (v *verifier) decodeHeader(fn int) *header {
	m := v.m
	f := &m.Functions[fn]
	dh, err := v.dec.FuncHeader(fn)
	if err != nil {
		return nil
	}
	h := &header{}
	h.ret = dh.Result
	h.variadic = dh.Variadic
	for _, p := range dh.Params {
		h.params = append(h.params, p.Type)
		var s attrSet
		for _, t := range p.Attrs {
			s = append(s, parseAttr(t))
		}
		h.pattrs = append(h.pattrs, s)
	}
	src := m.Src
	// Words before the name: "define", linkage, visibility, DLL storage,
	// calling convention, return attributes, then the result type.
	prefix := src[f.Header.Start:f.NameSpan.Start]
	if k := bytes.IndexAny(prefix, " \t\n"); k >= 0 {
		prefix = prefix[k:]
	}
	numbered := false
	for _, a := range scanAttrs(prefix, nil, nil) {
		if numbered { // "cc N"
			numbered = false
			if !a.str && a.name != "" && a.name[0] >= '0' && a.name[0] <= '9' {
				h.cc = numberedCC(a.name)
				continue
			}
		}
		switch {
		case a.str:
			h.retAttrs = append(h.retAttrs, a)
		case linkageWords[a.name]:
			h.linkage = a.name
		case a.name == "hidden" || a.name == "protected" || a.name == "default":
			h.visibility = a.name
		case a.name == "dllimport" || a.name == "dllexport":
			h.dll = a.name
		case a.name == "dso_local":
			h.dsoLocal = true
		case a.name == "cc":
			numbered = true
		case a.name == "ccc":
		case isCallingConv(a.name):
			h.cc = a.name
		case ccDigits(a.name):
			h.cc = numberedCC(a.name[2:])
		case strings.HasSuffix(a.name, "cc") || strings.HasPrefix(a.name, "cc"):
			if !parser.IsAttribute(v.ver, a.name) {
				h.cc = a.name
			}
		case parser.IsAttribute(v.ver, a.name):
			h.retAttrs = append(h.retAttrs, a)
		}
	}
	// After the parameter list: unnamed_addr, addrspace, function
	// attributes, then section, comdat, align, gc, prefix, prologue,
	// personality and attachments.
	rest := src[f.NameSpan.End:f.Header.End]
	if i := bytes.IndexByte(rest, '('); i >= 0 {
		depth := 0
		for j := i; j < len(rest); j++ {
			c := rest[j]
			if c == '"' {
				if k := bytes.IndexByte(rest[j+1:], '"'); k >= 0 {
					j += k + 1
				}
				continue
			}
			if c == '(' {
				depth++
			} else if c == ')' {
				depth--
				if depth == 0 {
					rest = rest[j+1:]
					break
				}
			}
		}
	}
	var groups []int32
	stop := func(w string) bool {
		switch w {
		case "section", "partition", "comdat", "align", "gc", "prefix", "prologue", "personality":
			return true
		}
		return false
	}
	for _, a := range scanAttrs(rest, func(id int32) { groups = append(groups, id) }, stop) {
		switch {
		case a.name == "unnamed_addr" && !a.str:
			h.unnamedAddr = true
		case a.str || parser.IsAttribute(v.ver, a.name):
			h.fnAttrs = append(h.fnAttrs, a)
		}
	}
	for _, id := range groups {
		h.fnAttrs = append(h.fnAttrs, v.attrGroup(id)...)
	}
	h.fnAttrs = lastWins(h.fnAttrs)
	h.personality = hasWord(rest, "personality")
	h.comdat = hasWord(rest, "comdat")
	return h
}

// hasWord reports whether the bare word w occurs in src outside strings.
func hasWord(src []byte, w string) bool {
	found := false
	ast.ScanAttrWords(src, func(b []byte) bool {
		found = string(b) == w
		return found
	}, nil)
	return found
}

// attrGroup returns the attributes of group #id.
func (v *verifier) attrGroup(id int32) attrSet {
	if v.groups == nil {
		v.groups = make(map[int32]attrSet, len(v.m.AttrGroups))
		for i := range v.m.AttrGroups {
			g := &v.m.AttrGroups[i]
			body := v.m.Bytes(g.Body)
			if len(body) >= 2 {
				body = body[1 : len(body)-1]
			}
			v.groups[g.ID] = scanAttrs(body, nil, nil)
		}
	}
	return v.groups[id]
}

// strBoolAttrs are the string attributes whose value must be "", "true"
// or "false" (ATTRIBUTE_STRBOOL in LLVM's Attributes.td).
var strBoolAttrs = map[string]bool{
	"less-precise-fpmad": true, "no-infs-fp-math": true, "no-nans-fp-math": true,
	"no-signed-zeros-fp-math": true, "unsafe-fp-math": true, "no-inline-line-tables": true,
	"no-jump-tables": true, "profile-sample-accurate": true, "use-sample-profile": true,
}

// attrTypes is verifyAttributeTypes: string attributes with a boolean
// value.
func (v *verifier) attrTypes(s attrSet) string {
	for _, a := range s {
		boolean := strBoolAttrs[a.name]
		switch a.name {
		case "unsafe-fp-math":
			boolean = !v.ver.Has(llvmver.UnsafeFPMathFree)
		case "approx-func-fp-math":
			// (with unsafe-fp-math, no boolean from LLVM 22 on)
			boolean = v.ver.Has(llvmver.ApproxFuncFPMathBool) && !v.ver.Has(llvmver.UnsafeFPMathFree)
		}
		if a.str && boolean && a.arg != "" && a.arg != "true" && a.arg != "false" {
			return "invalid value for '" + a.name + "' attribute: " + a.arg
		}
	}
	return ""
}

// pointerOnlyAttrs apply to pointer values only (typeIncompatible); the
// value is the release that introduced the attribute when it is newer
// than LLVM 14.
var pointerOnlyAttrs = map[string]bool{
	"nest": true, "noalias": true, "nocapture": true, "nonnull": true, "readnone": true, "readonly": true,
	"swifterror": true, "dereferenceable": true, "dereferenceable_or_null": true, "preallocated": true,
	"inalloca": true, "byval": true, "sret": true, "byref": true, "elementtype": true,
	"writable": true, "dead_on_unwind": true, "initializes": true, "captures": true, "dead_on_return": true,
	"allocptr": true,
}

// incompatible reports whether attribute a cannot apply to a value of
// type t (AttributeFuncs::typeIncompatible).
func (v *verifier) incompatible(a attr, t *ast.Type) bool {
	t = v.resolveType(t)
	if t == nil || a.str {
		return false
	}
	switch a.name {
	case "zeroext", "signext", "allocalign":
		return t.Kind != ast.IntType
	case "range":
		if !(t.Kind == ast.IntType || t.Kind == ast.VectorType && t.Elem != nil && t.Elem.Kind == ast.IntType) {
			return true
		}
		return v.ver.Has(llvmver.RangeWidthIncompatible) && !rangeFits(a.arg, t)
	case "align":
		return !(t.Kind == ast.PointerType || t.Kind == ast.VectorType && t.Elem != nil && t.Elem.Kind == ast.PointerType)
	case "noundef":
		return t.Kind == ast.VoidType
	case "nofpclass":
		t = v.resolveType(t)
		if t.Kind == ast.StructType && v.ver.Has(llvmver.NoFPClassStructs) {
			return !fpClassStruct(t)
		}
		return !fpClassCompatible(t)
	}
	return pointerOnlyAttrs[a.name] && t.Kind != ast.PointerType
}

// fpClassStruct reports whether literal struct t takes nofpclass (from
// llvmver.NoFPClassStructs): it has fields, all of one type, a
// floating-point type or a vector of one.
func fpClassStruct(t *ast.Type) bool {
	if len(t.Fields) == 0 {
		return false
	}
	first := t.Fields[0]
	if f := first; f == nil || !(f.Kind == ast.FloatType || f.Kind == ast.VectorType && f.Elem != nil && f.Elem.Kind == ast.FloatType) {
		return false
	}
	for _, f := range t.Fields[1:] {
		if f == nil || f.String() != first.String() {
			return false
		}
	}
	return true
}

// fpClassCompatible reports whether nofpclass applies to t: a
// floating-point type, or a vector or array of one, at any depth.
func fpClassCompatible(t *ast.Type) bool {
	for t != nil && (t.Kind == ast.VectorType || t.Kind == ast.ArrayType) {
		t = t.Elem
	}
	return t != nil && t.Kind == ast.FloatType
}

// resolveType follows a named type to its definition when that is no
// struct (LLVM's named types are structs; the text may alias others).
func (v *verifier) resolveType(t *ast.Type) *ast.Type {
	return t
}

// paramAttrs is verifyParameterAttrs: the attributes of one parameter or
// return value of type t. It returns LLVM's message or "".
func (v *verifier) paramAttrs(s attrSet, t *ast.Type) string {
	if len(s) == 0 {
		return ""
	}
	if msg := v.attrTypes(s); msg != "" {
		return msg
	}
	if s.has("immarg") && len(s) != 1 {
		if !v.ver.Has(llvmver.ImmargWithRange) {
			return "Attribute 'immarg' is incompatible with other attributes"
		}
		if len(s) != 2 || !s.has("range") {
			return "Attribute 'immarg' is incompatible with other attributes except the 'range' attribute"
		}
	}
	n := 0
	for _, w := range []string{"byval", "inalloca", "preallocated", "nest", "byref"} {
		if s.has(w) {
			n++
		}
	}
	if s.has("sret") || s.has("inreg") {
		n++
	}
	if n > 1 {
		return "Attributes 'byval', 'inalloca', 'preallocated', 'inreg', 'nest', 'byref', and 'sret' are incompatible!"
	}
	pairs := [][2]string{
		{"inalloca", "readonly"}, {"sret", "returned"}, {"zeroext", "signext"}, {"readnone", "readonly"},
		{"readnone", "writeonly"}, {"readonly", "writeonly"}, {"noinline", "alwaysinline"},
	}
	for _, p := range pairs {
		if s.has(p[0]) && s.has(p[1]) {
			return "Attributes '" + p[0] + " and " + p[1] + "' are incompatible!"
		}
	}
	if s.has("writable") && s.has("readnone") {
		return "Attributes writable and readnone are incompatible!"
	}
	if s.has("writable") && s.has("readonly") {
		return "Attributes writable and readonly are incompatible!"
	}
	for _, a := range s {
		if v.incompatible(a, t) {
			return "Attribute '" + a.display(v.ver) + "' applied to incompatible type!"
		}
	}
	if t != nil && t.Kind == ast.PointerType {
		if a, ok := s.get("align"); ok {
			if n, err := strconv.ParseUint(a.arg, 10, 64); err == nil && n > maxAlignment {
				return "huge alignment values are unsupported"
			}
		}
		for _, w := range []string{"byval", "byref", "inalloca", "preallocated"} {
			a, ok := s.get(w)
			if !ok {
				continue
			}
			if v.unsizedTypeText(a.arg) {
				return "Attribute '" + w + "' does not support unsized types!"
			}
			if w == "byval" && v.ver.Has(llvmver.TargetTypeTable22) && v.targetTypesLack(a.arg, func(i targetext.Info) bool { return !i.CanBeLocal }) {
				return "'byval' argument has illegal target extension type"
			}
			if v.hugeParamType(a.arg) {
				return "huge '" + w + "' arguments are unsupported"
			}
		}
		if t.Elem != nil && !v.opaqueMode() {
			// Typed pointers: the attribute's type is the pointee.
			if t.Elem.Kind != ast.PointerType && s.has("swifterror") {
				return "Attribute 'swifterror' only applies to parameters with pointer to pointer type!"
			}
			for _, w := range []string{"byref", "byval", "preallocated", "inalloca", "elementtype"} {
				if a, ok := s.get(w); ok && a.arg != "" && typeKey(a.arg) != typeKey(t.Elem.String()) {
					return "Attribute '" + w + "' type does not match parameter!"
				}
			}
		}
	}
	if a, ok := s.get("nofpclass"); ok && a.arg == "" {
		return "Attribute 'nofpclass' must have at least one test bit set"
	}
	if a, ok := s.get("range"); ok && t != nil && !v.ver.Has(llvmver.RangeWidthIncompatible) && !rangeFits(a.arg, t) {
		return "Range bit width must match type bit width!"
	}
	return ""
}

// maxAlignment is Value::MaximumAlignment (2^32).
const maxAlignment = 1 << 32

// unsizedTypeText reports whether a type written in an attribute is
// unsized: void, a function type, label/metadata/token, or an opaque
// named struct.
func (v *verifier) unsizedTypeText(t string) bool {
	switch t {
	case "void", "label", "metadata", "token":
		return true
	}
	if strings.Contains(t, "target(") {
		// An aggregate of a target extension type without a size has none.
		return v.targetTypesLack(t, func(i targetext.Info) bool { return !i.Sized })
	}
	if strings.HasSuffix(t, ")") && !strings.HasPrefix(t, "{") && !strings.HasPrefix(t, "<") && !strings.HasPrefix(t, "[") {
		return true // a function type "void (i32)"
	}
	if strings.HasPrefix(t, "%") {
		return v.opaqueTypes()[t]
	}
	return false
}

// opaqueTypes returns the named types defined as opaque.
func (v *verifier) opaqueTypes() map[string]bool {
	if v.opaque == nil {
		v.opaque = map[string]bool{}
		for i := range v.m.TypeDefs {
			d := &v.m.TypeDefs[i]
			body := bytes.TrimSpace(v.m.Bytes(d.Span))
			if bytes.HasSuffix(body, []byte("type opaque")) {
				v.opaque[d.Name] = true
			}
		}
	}
	return v.opaque
}

// functionAttrs is verifyFunctionAttrs for a function header or a call
// (isCall): the return value's, each parameter's and the function's
// attributes. It returns LLVM's message or "".
func (v *verifier) functionAttrs(sig *signature, intrinsic, inlineAsm bool, unnamedAddr bool) string {
	for _, a := range sig.retAttrs {
		if !a.str && (a.name == "nocapture" && v.ver.Has(llvmver.CapturesAttribute) || a.name == "captures") {
			return "Attribute '" + a.display(v.ver) + "' does not apply to function return values"
		}
	}
	if msg := v.paramAttrs(sig.retAttrs, sig.ret); msg != "" {
		return msg
	}
	var sawNest, sawReturned, sawSRet, sawSelf, sawAsync, sawError bool
	for i, s := range sig.pattrs {
		var t *ast.Type
		if i < len(sig.params) {
			t = sig.params[i]
		}
		if !intrinsic {
			if s.has("immarg") {
				return "immarg attribute only applies to intrinsics"
			}
			if !inlineAsm && s.has("elementtype") {
				return "Attribute 'elementtype' can only be applied to intrinsics and inline asm."
			}
		}
		if msg := v.paramAttrs(s, t); msg != "" {
			return msg
		}
		if s.has("nest") {
			if sawNest {
				return "More than one parameter has attribute nest!"
			}
			sawNest = true
		}
		if s.has("returned") {
			if sawReturned {
				return "More than one parameter has attribute returned!"
			}
			if !losslesslyBitCastable(t, sig.ret) {
				return "Incompatible argument and return types for 'returned' attribute"
			}
			sawReturned = true
		}
		if s.has("sret") {
			if sawSRet {
				return "Cannot have multiple 'sret' parameters!"
			}
			if i > 1 {
				return "Attribute 'sret' is not on first or second parameter!"
			}
			sawSRet = true
		}
		for _, x := range []struct {
			name string
			saw  *bool
		}{{"swiftself", &sawSelf}, {"swiftasync", &sawAsync}, {"swifterror", &sawError}} {
			if s.has(x.name) {
				if *x.saw {
					return "Cannot have multiple '" + x.name + "' parameters!"
				}
				*x.saw = true
			}
		}
		if s.has("inalloca") && i != len(sig.params)-1 {
			return "inalloca isn't on the last parameter!"
		}
	}
	fa := sig.fnAttrs
	if len(fa) == 0 {
		return ""
	}
	if msg := v.attrTypes(fa); msg != "" {
		return msg
	}
	if fa.has("noinline") && fa.has("alwaysinline") {
		return "Attributes 'noinline and alwaysinline' are incompatible!"
	}
	if !v.ver.Has(llvmver.MemoryAttribute) {
		for _, p := range [][2]string{{"readnone", "readonly"}, {"readnone", "writeonly"}, {"readonly", "writeonly"},
			{"readnone", "inaccessiblemem_or_argmemonly"}, {"readnone", "inaccessiblememonly"}} {
			if fa.has(p[0]) && fa.has(p[1]) {
				return "Attributes '" + p[0] + " and " + p[1] + "' are incompatible!"
			}
		}
	}
	if fa.has("optnone") {
		if !fa.has("noinline") {
			return "Attribute 'optnone' requires 'noinline'!"
		}
		if fa.has("optsize") {
			return "Attributes 'optsize and optnone' are incompatible!"
		}
		if fa.has("minsize") {
			return "Attributes 'minsize and optnone' are incompatible!"
		}
	}
	if msg := optDebugRules(fa); msg != "" {
		return msg
	}
	if msg := writableRule(sig); msg != "" {
		return msg
	}
	if msg := v.smeRules(fa); msg != "" {
		return msg
	}
	if fa.has("jumptable") && !unnamedAddr {
		return "Attribute 'jumptable' requires 'unnamed_addr'"
	}
	if a, ok := fa.get("allocsize"); ok {
		args := strings.Split(a.arg, ",")
		names := []string{"element size", "number of elements"}
		for k, s := range args {
			if k >= 2 {
				break
			}
			n, err := strconv.Atoi(strings.TrimSpace(s))
			if err != nil {
				continue
			}
			if n >= len(sig.params) {
				return "'allocsize' " + names[k] + " argument is out of bounds"
			}
			if t := sig.params[n]; t == nil || t.Kind != ast.IntType {
				return "'allocsize' " + names[k] + " argument must refer to an integer parameter"
			}
		}
	}
	if msg := allocKindRules(fa); msg != "" {
		return msg
	}
	if msg := v.allocVariantZeroed(sig, fa); msg != "" {
		return msg
	}
	if a, ok := fa.get("vscale_range"); ok {
		if msg := vscaleRange(a.arg, v.ver); msg != "" {
			return msg
		}
	}
	if a, ok := fa.str("frame-pointer"); ok {
		switch a.arg {
		case "all", "non-leaf", "none":
		case "reserved":
			if !v.ver.Has(llvmver.FramePointerReserved) {
				return "invalid value for 'frame-pointer' attribute: " + a.arg
			}
		case "non-leaf-no-reserve":
			if !v.ver.Has(llvmver.FramePointerNonLeafNoReserve) {
				return "invalid value for 'frame-pointer' attribute: " + a.arg
			}
		default:
			return "invalid value for 'frame-pointer' attribute: " + a.arg
		}
	}
	if msg := v.evex512Rule(sig, fa); msg != "" {
		return msg
	}
	for _, k := range []string{"patchable-function-prefix", "patchable-function-entry", "warn-stack-size"} {
		if a, ok := fa.str(k); ok {
			if n, err := strconv.ParseUint(a.arg, 10, 64); err != nil || n > 1<<32-1 {
				return `"` + k + `" takes an unsigned integer: ` + a.arg
			}
		}
	}
	if msg := v.branchProtectionRules(fa); msg != "" {
		return msg
	}
	if msg := v.vfabiRule(sig, fa); msg != "" {
		return msg
	}
	if msg := v.denormalRules(fa); msg != "" {
		return msg
	}
	if msg := v.modularFormatRule(sig); msg != "" {
		return msg
	}
	// LLVM 22 checks the target features last.
	if a, ok := fa.str("target-features"); ok && a.arg != "" && v.ver.Has(llvmver.TargetFeaturesChecked) {
		for _, f := range strings.Split(a.arg, ",") {
			switch {
			case f == "":
				return "target-features attribute should not contain an empty string"
			case f[0] != '+' && f[0] != '-':
				return "target feature '" + f + "' must start with a '+' or '-'"
			}
		}
	}
	return ""
}

// vscaleRange checks vscale_range(min[,max]).
func vscaleRange(arg string, ver llvmver.Version) string {
	parts := strings.Split(arg, ",")
	lo, err := strconv.ParseUint(strings.TrimSpace(parts[0]), 10, 32)
	if err != nil {
		return ""
	}
	hi := lo
	hasMax := len(parts) > 1
	if hasMax {
		if hi, err = strconv.ParseUint(strings.TrimSpace(parts[1]), 10, 32); err != nil {
			return ""
		}
		hasMax = hi != 0
	}
	pow2 := func(n uint64) bool { return n != 0 && n&(n-1) == 0 }
	if lo == 0 && hi == 0 {
		return "" // no attribute: LLVM keeps none whose arguments are all zero
	}
	if lo == 0 {
		return "'vscale_range' minimum must be greater than 0"
	}
	if ver.Has(llvmver.VScaleRangePowerOfTwo) && !pow2(lo) {
		return "'vscale_range' minimum must be power-of-two value"
	}
	if hasMax && lo > hi {
		return "'vscale_range' minimum cannot be greater than maximum"
	}
	if ver.Has(llvmver.VScaleRangePowerOfTwo) && hasMax && !pow2(hi) {
		return "'vscale_range' maximum must be power-of-two value"
	}
	return ""
}

// losslesslyBitCastable is Type::canLosslesslyBitCastTo for the types
// a 'returned' parameter and the result have.
func losslesslyBitCastable(a, b *ast.Type) bool {
	if a == nil || b == nil {
		return true
	}
	if a.String() == b.String() {
		return true
	}
	if a.Kind == ast.PointerType && b.Kind == ast.PointerType {
		return a.AddrSpace == b.AddrSpace
	}
	if a.Kind == ast.VectorType && b.Kind == ast.VectorType {
		return primitiveBits(a) != 0 && primitiveBits(a) == primitiveBits(b)
	}
	return false
}

// primitiveBits is the size in bits of a fixed vector of scalars, or 0.
func primitiveBits(t *ast.Type) uint64 {
	if t.Kind != ast.VectorType || t.Scalable || t.Elem == nil {
		return 0
	}
	if e := t.Elem; e.Kind == ast.IntType || e.Kind == ast.FloatType {
		return e.ScalarBits() * t.Len
	}
	return 0
}

// typeKey is a type's text without spaces and quotes, to compare a type
// written in an attribute with a decoded one.
func typeKey(s string) string {
	return strings.NewReplacer(" ", "", "\t", "", `"`, "").Replace(s)
}

// targetTypesLack reports whether a target extension type written in
// type text t (directly or inside its aggregates) lacks what lacks asks
// for in the release's table.
func (v *verifier) targetTypesLack(t string, lacks func(targetext.Info) bool) bool {
	for rest := t; ; {
		k := strings.Index(rest, "target(")
		if k < 0 {
			return false
		}
		rest = strings.TrimLeft(rest[k+len("target("):], " ")
		if !strings.HasPrefix(rest, `"`) {
			continue
		}
		end := strings.IndexByte(rest[1:], '"')
		if end < 0 {
			return false
		}
		if lacks(targetext.Of(&ast.Type{Kind: ast.TargetExtType, Name: rest[1 : end+1]}, v.ver)) {
			return true
		}
	}
}
