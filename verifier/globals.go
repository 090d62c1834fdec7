package verifier

import (
	"bytes"
	"math/big"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/targetext"
)

// globalWords is what a global variable's, alias's or ifunc's definition
// says before its type: linkage, visibility, DLL storage, dso_local.
type globalWords struct {
	linkage, visibility, dll string
	dsoLocal                 bool
	comdat                   bool
	threadLocal              bool
}

func (v *verifier) globalWordsOf(gi int) globalWords {
	m := v.m
	g := &m.Globals[gi]
	var w globalWords
	text := m.Src[g.NameSpan.End:g.End]
	stop := func(s string) bool {
		return s == "global" || s == "constant" || s == "alias" || s == "ifunc"
	}
	for _, a := range scanAttrs(bytes.TrimLeft(text, " \t="), nil, stop) {
		switch {
		case linkageWords[a.name]:
			w.linkage = a.name
		case a.name == "hidden" || a.name == "protected" || a.name == "default":
			w.visibility = a.name
		case a.name == "dllimport" || a.name == "dllexport":
			w.dll = a.name
		case a.name == "dso_local":
			w.dsoLocal = true
		case a.name == "thread_local":
			w.threadLocal = true
		}
	}
	w.comdat = hasWord(text, "comdat")
	return w
}

// globalIndex returns the index in m.Globals of the global named name.
func (v *verifier) globalIndex(name string) (int, bool) {
	if v.globalIdx == nil {
		v.globalIdx = make(map[string]int, len(v.m.Globals))
		for i := range v.m.Globals {
			v.globalIdx[v.m.Globals[i].Name] = i
		}
	}
	i, ok := v.globalIdx[name]
	return i, ok
}

// globals runs visitGlobalVariable, visitGlobalAlias and visitGlobalIFunc
// on every global of the module.
func (v *verifier) globals() {
	for gi := range v.m.Globals {
		var msg string
		switch v.m.Globals[gi].Kind {
		case ast.GlobalVar:
			msg = v.globalVariable(gi)
		case ast.Alias:
			msg = v.alias(gi)
		case ast.IFunc:
			msg = v.ifunc(gi)
		}
		if msg != "" {
			v.errorAt(v.m.Globals[gi].Start, "%s", msg)
		}
	}
}

func (v *verifier) globalVariable(gi int) string {
	m := v.m
	g := &m.Globals[gi]
	w := v.globalWordsOf(gi)
	declaration := w.linkage == "external" || w.linkage == "extern_weak"
	if msg := v.initializerSized(gi, declaration); msg != "" {
		return msg
	}
	if w.linkage == "common" {
		init, err := v.dec.GlobalInit(gi)
		if err == nil && init != nil && !isNullValue(&init.Value) && !truncatesToZero(init) {
			return "'common' global must have a zero initializer!"
		}
		if g.Constant {
			return "'common' global may not be marked constant!"
		}
		if w.comdat {
			return "'common' global may not be in a Comdat!"
		}
	}
	switch g.Name {
	case "@llvm.global_ctors", "@llvm.global_dtors":
		if msg := v.ctorsRules(gi, w, declaration); msg != "" {
			return msg
		}
	case "@llvm.used", "@llvm.compiler.used":
		if msg := v.usedRules(gi, w, declaration); msg != "" {
			return msg
		}
	}
	if bytes.Contains(m.Bytes(g.Span), []byte("vscale")) || bytes.Contains(m.Bytes(g.Span), []byte("target(")) || len(v.m.TypeDefs) > 0 {
		// Before LLVM 19 an array's elements were not looked into.
		if t, err := v.dec.GlobalValueType(gi); err == nil && v.scalableDeep(t, 0) &&
			(v.ver.Has(llvmver.ScalableGlobalsMessage) || v.bodyOf(t).Kind != ast.ArrayType) {
			if v.ver.Has(llvmver.ScalableGlobalsMessage) {
				return "Globals cannot contain scalable types"
			}
			return "Globals cannot contain scalable vectors"
		}
	}
	if msg := v.globalTargetTypes(gi); msg != "" {
		return msg
	}
	assoc := func() string {
		return v.objectRules(md.Global(gi), g.Name, declaration, func() int { return v.globalAddrSpace(gi) })
	}
	if msg := v.globalValueRules(w.linkage, w.visibility, w.dll, w.dsoLocal, declaration, true, w.comdat, assoc); msg != "" {
		return msg
	}
	if w.linkage == "appending" {
		if t, err := v.dec.GlobalValueType(gi); err == nil && t != nil && t.Kind != ast.ArrayType {
			return "Only global arrays can have appending linkage!"
		}
	}
	return ""
}

// usedElsewhere reports whether global name is used: referenced anywhere
// but where definition gi names it (its own initializer counts).
func (v *verifier) usedElsewhere(gi int, name string) bool {
	src := v.m.CodeText()
	g := &v.m.Globals[gi]
	key := []byte(name)
	for off := 0; ; {
		k := v.m.IndexIn(src[off:], key)
		if k < 0 {
			return false
		}
		at := off + k
		end := at + len(key)
		off = end
		if end < len(src) && isAttrWordByte(src[end]) {
			continue
		}
		if at == int(g.NameSpan.Start) || inCommentOrString(src, at) || inMetadata(src, at) {
			continue // the definition itself, a comment or string, metadata (no use)
		}
		return true
	}
}

func (v *verifier) ctorsRules(gi int, w globalWords, declaration bool) string {
	if !declaration && w.linkage != "appending" {
		return "invalid linkage for intrinsic global variable"
	}
	if v.ver.Has(llvmver.IntrinsicGlobalUses) && v.usedElsewhere(gi, v.m.Globals[gi].Name) {
		return "invalid uses of intrinsic global variable"
	}
	t, err := v.dec.GlobalValueType(gi)
	if err != nil || t == nil || t.Kind != ast.ArrayType {
		return ""
	}
	st := t.Elem
	if st != nil && st.Kind == ast.NamedType {
		st = v.namedStruct(st.Name)
	}
	if st == nil || st.Kind != ast.StructType || len(st.Fields) < 2 || len(st.Fields) > 3 ||
		!typeIs(st.Fields[0], "i32") || !isCtorFuncPtr(st.Fields[1], ast.ProgramAddrSpace(v.m.DataLayout)) {
		return "wrong type for intrinsic global variable"
	}
	if len(st.Fields) != 3 {
		if v.ver.Has(llvmver.CtorsMessagePtr) {
			return "the third field of the element type is mandatory, specify ptr null to migrate from the obsoleted 2-field form"
		}
		return "the third field of the element type is mandatory, specify i8* null to migrate from the obsoleted 2-field form"
	}
	if st.Fields[2] == nil || st.Fields[2].Kind != ast.PointerType {
		return "wrong type for intrinsic global variable"
	}
	// A typed pointer must point to i8 (LLVM 14 checks the pointee; where
	// the module's pointers are opaque, from LLVM 16 always, every pointer
	// is ptr: measured with llvm-as 15 and 16).
	if e := st.Fields[2].Elem; e != nil && !v.opaqueMode() && !typeIs(e, "i8") {
		return "wrong type for intrinsic global variable"
	}
	return ""
}

// isCtorFuncPtr: a pointer in the program address space (the data
// layout's "P", where functions are), to void () when typed.
func isCtorFuncPtr(t *ast.Type, programAS uint32) bool {
	if t == nil || t.Kind != ast.PointerType || t.AddrSpace != programAS {
		return false
	}
	return t.Elem == nil || t.Elem.String() == "void ()"
}

// namedStruct returns the body of named type name, or nil.
func (v *verifier) namedStruct(name string) *ast.Type {
	for i := range v.m.TypeDefs {
		d := &v.m.TypeDefs[i]
		if d.Name == name {
			t, err := v.dec.TypeAt(d.Body.Start)
			if err != nil {
				return nil
			}
			return t
		}
	}
	return nil
}

func (v *verifier) usedRules(gi int, w globalWords, declaration bool) string {
	g := &v.m.Globals[gi]
	if !declaration && w.linkage != "appending" {
		return "invalid linkage for intrinsic global variable"
	}
	if v.ver.Has(llvmver.IntrinsicGlobalUses) && v.usedElsewhere(gi, g.Name) {
		return "invalid uses of intrinsic global variable"
	}
	t, err := v.dec.GlobalValueType(gi)
	if err != nil || t == nil || t.Kind != ast.ArrayType {
		return ""
	}
	if t.Elem == nil || t.Elem.Kind != ast.PointerType {
		return "wrong type for intrinsic global variable"
	}
	if declaration {
		return ""
	}
	init, err := v.dec.GlobalInit(gi)
	if err != nil || init == nil {
		return ""
	}
	wrongInit := "wrong initalizer for intrinsic global variable"
	if v.ver.Has(llvmver.UsedInitializerSpelled) {
		wrongInit = "wrong initializer for intrinsic global variable"
	}
	if init.Value.Kind != ast.ArrayConst || len(init.Value.Elems) == 0 || isNullValue(&init.Value) {
		return wrongInit
	}
	name := strings.TrimPrefix(g.Name, "@")
	for i := range init.Value.Elems {
		e := stripPointerCasts(&init.Value.Elems[i].Value)
		if e.Kind != ast.GlobalRef {
			return "invalid " + name + " member"
		}
		if _, ok := v.funcs[e.Name]; !ok {
			k, ok := v.globalIndex(e.Name)
			if !ok || v.m.Globals[k].Kind == ast.IFunc {
				return "invalid " + name + " member"
			}
		}
		if isUnnamed(e.Name) {
			return "members of " + name + " must be named"
		}
	}
	return ""
}

// isUnnamed reports whether a global's name is a number (@0).
func isUnnamed(name string) bool {
	n := strings.TrimPrefix(name, "@")
	if n == "" {
		return true
	}
	for _, c := range n {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// stripPointerCasts looks through bitcast, addrspacecast and all-zero
// getelementptr constant expressions.
func stripPointerCasts(val *ast.Value) *ast.Value {
	for k := 0; k < 64 && val.Kind == ast.ConstExpr && len(val.Elems) > 0; k++ {
		switch val.Name {
		case "bitcast", "addrspacecast":
			val = &val.Elems[0].Value
			continue
		case "getelementptr":
			zero := true
			for _, e := range val.Elems[1:] {
				zero = zero && isNullValue(&e.Value)
			}
			if zero {
				val = &val.Elems[0].Value
				continue
			}
		}
		break
	}
	return val
}

// isNullValue is Constant::isNullValue: zero integers, +0.0, null,
// none, zeroinitializer, and aggregates of those (LLVM folds them to
// zeroinitializer).
func isNullValue(val *ast.Value) bool {
	switch val.Kind {
	case ast.ZeroConst, ast.NullConst, ast.NoneConst:
		return true
	case ast.BoolConst:
		return val.Text == "false"
	case ast.IntConst:
		t := strings.TrimLeft(val.Text, "-+")
		return strings.Trim(t, "0") == "" || t == "u0x0" || t == "s0x0"
	case ast.FloatConst:
		t := val.Text
		if strings.HasPrefix(t, "0x") {
			return strings.Trim(t[2:], "0KLMHRkmlhr") == "" && !strings.ContainsAny(t[2:], "123456789ABCDEFabcdef")
		}
		if strings.HasPrefix(t, "-") {
			return false
		}
		for _, c := range t {
			if c >= '1' && c <= '9' {
				return false
			}
			if c == 'e' || c == 'E' {
				break
			}
		}
		return true
	case ast.ArrayConst, ast.StructConst, ast.VectorConst:
		for i := range val.Elems {
			if !isNullValue(&val.Elems[i].Value) {
				return false
			}
		}
		return true
	case ast.StringConst:
		// Only "\00" escapes: a '0' character is 0x30.
		s := strings.TrimSuffix(strings.TrimPrefix(val.Text, `c"`), `"`)
		for ; strings.HasPrefix(s, `\00`); s = s[3:] {
		}
		return s == ""
	}
	return false
}

// aliasLinkages are the linkages GlobalAlias::isValidLinkage accepts.
var aliasLinkages = map[string]bool{
	"": true, "private": true, "internal": true, "linkonce": true, "weak": true, "linkonce_odr": true,
	"weak_odr": true, "external": true, "available_externally": true,
}

func (v *verifier) alias(gi int) string {
	w := v.globalWordsOf(gi)
	if !aliasLinkages[w.linkage] {
		return "Alias should have private, internal, linkonce, weak, linkonce_odr, weak_odr, external, or available_externally linkage!"
	}
	if op, err := v.dec.Aliasee(gi); err == nil && op != nil {
		switch op.Value.Kind {
		case ast.GlobalRef, ast.ConstExpr:
		default: // null, undef, a number...
			return "Aliasee should be either GlobalValue or ConstantExpr"
		}
	}
	if w.linkage == "available_externally" && v.ver.Has(llvmver.AvailableExternallyAlias) {
		if msg := v.availableExternallyAliasee(gi); msg != "" {
			return msg
		}
	}
	visited := map[int]bool{gi: true}
	if msg := v.aliasee(gi, gi, w.linkage == "available_externally", visited, 0); msg != "" {
		return msg
	}
	return v.globalValueRules(w.linkage, w.visibility, w.dll, w.dsoLocal, false, false, w.comdat, nil)
}

// aliaseeRefs returns the globals an alias's or ifunc's aliasee names.
func (v *verifier) aliaseeRefs(gi int) []string {
	m := v.m
	g := &m.Globals[gi]
	text := m.Src[g.NameSpan.End:g.End]
	// The aliasee follows the first comma after "alias T" / "ifunc T".
	i := bytes.IndexByte(text, ',')
	if i < 0 {
		return nil
	}
	text = text[i+1:]
	if j := bytes.Index(text, []byte(", !")); j >= 0 {
		text = text[:j]
	}
	if j := bytes.Index(text, []byte(", partition")); j >= 0 {
		text = text[:j]
	}
	var refs []string
	for k := 0; k < len(text); k++ {
		if text[k] != '@' {
			continue
		}
		e := k + 1
		if e < len(text) && text[e] == '"' {
			if q := bytes.IndexByte(text[e+1:], '"'); q >= 0 {
				e += q + 2
			}
		} else {
			for e < len(text) && (isAttrWordByte(text[e]) || text[e] == '$') {
				e++
			}
		}
		refs = append(refs, parser.Name(text[k:e]))
		k = e - 1
	}
	return refs
}

// aliasee is visitAliaseeSubExpr on alias gi's aliasee, for alias top.
func (v *verifier) aliasee(top, gi int, availExt bool, visited map[int]bool, depth int) string {
	if depth > 64 {
		return ""
	}
	for _, name := range v.aliaseeRefs(gi) {
		if f, ok := v.funcs[name]; ok {
			fn := &v.m.Functions[f]
			if !availExt && (fn.Declare || len(fn.Blocks) == 0) {
				return "Alias must point to a definition"
			}
			continue
		}
		k, ok := v.globalIndex(name)
		if !ok {
			continue
		}
		kw := v.globalWordsOf(k)
		switch v.m.Globals[k].Kind {
		case ast.GlobalVar:
			if !availExt && (kw.linkage == "external" || kw.linkage == "extern_weak" || kw.linkage == "available_externally") {
				return "Alias must point to a definition"
			}
		case ast.Alias:
			if visited[k] {
				return "Aliases cannot form a cycle"
			}
			visited[k] = true
			switch kw.linkage {
			case "weak", "linkonce", "extern_weak", "common":
				return "Alias cannot point to an interposable alias"
			}
			if msg := v.aliasee(top, k, availExt, visited, depth+1); msg != "" {
				return msg
			}
		}
	}
	return ""
}

func (v *verifier) ifunc(gi int) string {
	if v.ver.Has(llvmver.IFuncMetadata) {
		// The attachments come first: visitGlobalValue's rules, then
		// !dbg before !prof (by kind id). A !dbg is a debug-info problem,
		// for which the loader drops the debug info where it keeps it,
		// and an error all the same: dropping the debug info leaves an
		// ifunc's attachments.
		t := md.Global(gi)
		if msg := v.objectRules(t, v.m.Globals[gi].Name, false, func() int { return v.globalAddrSpace(gi) }); msg != "" {
			return msg
		}
		if v.g.Attachment(t, "dbg") != nil {
			const msg = "an ifunc may not have a !dbg attachment"
			if v.checkDI {
				v.diAt(v.g.TargetPos(t), msg)
			}
			return msg
		}
		if v.g.Attachment(t, "prof") != nil {
			return "an ifunc may not have a !prof attachment"
		}
	}
	w := v.globalWordsOf(gi)
	checked := v.ver.Has(llvmver.IFuncLinkageAndResolver)
	switch w.linkage {
	case "", "private", "internal", "linkonce", "weak", "linkonce_odr", "weak_odr", "external":
	default:
		if checked {
			return "IFunc should have private, internal, linkonce, weak, linkonce_odr, weak_odr, or external linkage!"
		}
	}
	if f := v.resolverFunction(gi); f >= 0 {
		fn := &v.m.Functions[f]
		if checked && (fn.Declare || len(fn.Blocks) == 0) {
			return "IFunc resolver must be a definition"
		}
		if msg := v.ifuncResolverReturn(f); msg != "" {
			return msg
		}
		return v.ifuncResolverType(gi)
	}
	return "IFunc must have a Function resolver"
}

// resolverFunction is GlobalIFunc::getResolverFunction: the function
// (an index into m.Functions) that ifunc gi's resolver is once pointer
// casts (bitcast, addrspacecast, all-zero getelementptr) and aliases are
// looked through, or -1 when it is none ("getelementptr (i8, ptr @r,
// i32 4)" is no function). Before llvmver.IFuncResolverCastsOnly, the
// resolver's base object counts, whatever the expression around it.
func (v *verifier) resolverFunction(gi int) int {
	if !v.ver.Has(llvmver.IFuncResolverCastsOnly) {
		refs := v.aliaseeRefs(gi)
		for depth := 0; depth < 64 && len(refs) == 1; depth++ {
			if f, ok := v.funcs[refs[0]]; ok {
				return f
			}
			k, ok := v.globalIndex(refs[0])
			if !ok || v.m.Globals[k].Kind != ast.Alias {
				break
			}
			refs = v.aliaseeRefs(k)
		}
		return -1
	}
	for depth := 0; depth < 64; depth++ {
		op, err := v.dec.Aliasee(gi)
		if err != nil || op == nil {
			return -1
		}
		val := stripPointerCasts(&op.Value)
		if val.Kind != ast.GlobalRef {
			return -1
		}
		if f, ok := v.funcs[val.Name]; ok {
			return f
		}
		k, ok := v.globalIndex(val.Name)
		if !ok || v.m.Globals[k].Kind != ast.Alias {
			return -1
		}
		gi = k
	}
	return -1
}

// inCommentOrString reports whether offset at lies in a ';' comment or
// between quotes (a string constant, inline asm, a section name, a quoted
// name): no reference to a global there. An LLVM string has no escaped
// quote (it writes \22).
func inCommentOrString(src []byte, at int) bool {
	start := bytes.LastIndexByte(src[:at], '\n') + 1
	quoted := false
	for _, c := range src[start:at] {
		switch c {
		case '"':
			quoted = !quoted
		case ';':
			if !quoted {
				return true
			}
		}
	}
	return quoted
}

// inMetadata reports whether offset at lies in a metadata definition or
// a named metadata list (a line starting with '!').
func inMetadata(src []byte, at int) bool {
	start := bytes.LastIndexByte(src[:at], '\n') + 1
	line := bytes.TrimLeft(src[start:at], " \t")
	return len(line) > 0 && line[0] == '!'
}

// truncatesToZero reports whether an integer initializer is zero in its
// type's width (LLParser truncates i8 65536 to 0).
func truncatesToZero(op *ast.Operand) bool {
	if op.Type == nil || op.Type.Kind != ast.IntType || op.Value.Kind != ast.IntConst {
		return false
	}
	n, ok := new(big.Int).SetString(op.Value.Text, 0)
	if !ok {
		return false
	}
	mod := new(big.Int).Lsh(big.NewInt(1), uint(op.Type.Bits))
	return new(big.Int).Mod(n, mod).Sign() == 0
}

// globalTargetTypes is visitGlobalVariable's rules for target extension
// types in a global's value type: one whose layout is a scalable vector
// makes it scalable, and every one it holds must be allowed in globals
// (from LLVM 22 on also inside its aggregates).
func (v *verifier) globalTargetTypes(gi int) string {
	if !v.mayHoldTargetType(v.m.Globals[gi].Span) {
		return ""
	}
	t, err := v.dec.GlobalValueType(gi)
	if err != nil {
		return ""
	}
	if targetext.Contains(t, v.ver, v.bodyOf, func(i targetext.Info) bool { return i.Scalable }) {
		return "Globals cannot contain scalable types"
	}
	if targetext.Contains(t, v.ver, v.bodyOf, func(i targetext.Info) bool { return !i.CanBeGlobal }) {
		return "Global " + unquotedName(v.m.Globals[gi].Name) + " has illegal target extension type"
	}
	return ""
}

// mayHoldTargetType reports whether the type written in span s may be or
// hold a target extension type: it names one, or a named type whose
// definition does.
func (v *verifier) mayHoldTargetType(s ast.Span) bool {
	text := v.m.Bytes(s)
	if bytes.Contains(text, []byte("target(")) {
		return true
	}
	if v.targetTypeDefs == 0 {
		v.targetTypeDefs = -1
		for i := range v.m.TypeDefs {
			if bytes.Contains(v.m.Bytes(v.m.TypeDefs[i].Span), []byte("target(")) {
				v.targetTypeDefs = 1
				break
			}
		}
	}
	return v.targetTypeDefs > 0 && bytes.IndexByte(text, '%') >= 0
}

// unquotedName is a global's name as LLVM's messages print it: '@' and
// the name without its quotes.
func unquotedName(name string) string {
	if strings.HasPrefix(name, `@"`) {
		return "@" + parser.Unquote([]byte(name[1:]))
	}
	return name
}
