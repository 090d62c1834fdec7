package parser

import (
	"bytes"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/scanner"
	"github.com/irmeta/irmeta/targetext"
	"github.com/irmeta/irmeta/token"
)

// primitiveType returns the kind of a primitive type keyword; iN is handled
// separately. A switch is faster than a map here: it is on the hot path.
func primitiveType(b []byte) (ast.TypeKind, bool) {
	switch string(b) {
	case "ptr":
		return ast.PointerType, true
	case "void":
		return ast.VoidType, true
	case "half", "bfloat", "float", "double", "x86_fp80", "fp128", "ppc_fp128":
		return ast.FloatType, true
	case "label":
		return ast.LabelType, true
	case "metadata":
		return ast.MetadataType, true
	case "x86_mmx", "x86_amx":
		return ast.OtherType, true
	case "token":
		return ast.TokenType, true
	case "target":
		return ast.TargetExtType, true
	}
	return 0, false
}

// isIntTypeName reports whether b is "i" followed by decimal digits.
func isIntTypeName(b []byte) bool {
	if len(b) < 2 || b[0] != 'i' {
		return false
	}
	for _, c := range b[1:] {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// atType reports whether the current token can start a type.
func (p *parser) atType() bool {
	switch p.tok.Kind {
	case scanner.LocalVar, scanner.LocalID, scanner.LBrack, scanner.LBrace, scanner.Less:
		return true
	case scanner.Ident:
		b := p.lit()
		if isIntTypeName(b) {
			return true
		}
		k, ok := primitiveType(b)
		// "target" is a word of the type grammar from LLVM 16 on.
		return ok && (k != ast.TargetExtType || p.ver.Has(llvmver.TargetExtTypes))
	}
	return false
}

// parseType parses a type, including pointer and function suffixes.
func (p *parser) parseType() *ast.Type {
	first := p.tok
	t := p.parseBaseType()
	fn := false
	bare := true // no suffix read yet: t is the base type as written
	for {
		switch {
		case p.tok.Kind == scanner.Star:
			p.checkPointee(t, "pointers to void are invalid - use i8* instead")
			p.checkPointeeKeyword(first)
			if t != nil && t.Kind == ast.PointerType && t.Elem == nil {
				// "ptr*" is invalid in LLVM.
				p.fail("ptr* is invalid - use ptr instead")
			}
			p.next()
			fn, bare = false, false
			if p.build {
				t = p.pointerType(first.Start, t, 0)
			} else {
				p.m.TypedPointers = true // only the parse writes the module
				t = nil
			}
		case p.is("addrspace") && !(t != nil && t.Kind == ast.PointerType && t.Elem == nil):
			// After "ptr" (and its own address space) LLParser takes no
			// suffix but a parameter list: the word ends the type.
			p.checkPointee(t, "pointers to void are invalid; use i8* instead")
			p.checkPointeeKeyword(first)
			p.next()
			as := p.parseAddrSpaceParens()
			if p.tok.Kind != scanner.Star {
				p.fail("expected '*' in address space")
			}
			p.next()
			fn, bare = false, false
			if p.build {
				t = p.pointerType(first.Start, t, as)
			} else {
				p.m.TypedPointers = true
				t = nil
			}
		case p.tok.Kind == scanner.LParen:
			if fn || bare && isNoResultKeyword(p.src[first.Start:first.End]) {
				// LLParser's parseFunctionType, at the '('.
				p.fail("invalid function return type")
			}
			t = p.parseFuncTypeParams(t)
			fn, bare = true, false
			continue
		default:
			p.typeFunc = fn
			p.typeKw = scanner.Token{}
			if first.Kind == scanner.Ident && p.lastEnd == first.End {
				p.typeKw = first
			}
			return t
		}
	}
}

// parseAddrSpaceParens parses "(N)" after addrspace: N an unsigned 32-bit
// integer below 2^24 (llvmver.AddrSpace24Bit) or, from LLVM 16, "A", "G"
// or "P", the data layout's alloca, globals or program address space.
func (p *parser) parseAddrSpaceParens() uint32 {
	p.expect(scanner.LParen, "'(' in address space")
	var as uint32
	symbolic := p.ver.Has(llvmver.SymbolicAddrSpaces)
	if p.tok.Kind == scanner.String && symbolic {
		as = p.symbolicAddrSpace()
		p.next()
	} else {
		if p.tok.Kind != scanner.Int && symbolic {
			p.fail("expected integer or string constant")
		}
		at := p.tok.Start
		as = p.parseUInt32()
		if as >= 1<<24 && p.ver.Has(llvmver.AddrSpace24Bit) {
			p.failAt(at, "invalid address space, must be a 24-bit integer")
		}
	}
	p.expect(scanner.RParen, "')' in address space")
	return as
}

// parseUInt32 parses an unsigned integer of 32 bits, with LLParser's
// messages (parseUInt32).
func (p *parser) parseUInt32() uint32 {
	if p.tok.Kind != scanner.Int {
		p.fail("expected integer")
	}
	v := parseAPSInt(p.lit())
	if v.signed {
		p.fail("expected integer")
	}
	if v.big || v.mag > 0xFFFFFFFF {
		p.fail("expected 32-bit integer (too large)")
	}
	p.next()
	return uint32(v.mag)
}

// symbolicAddrSpace returns the address space the current string names,
// of the module's data layout.
func (p *parser) symbolicAddrSpace() uint32 {
	name := Unquote(p.src[p.tok.Start:p.tok.End])
	as, ok := ast.SymbolicAddrSpace(name, p.dataLayout())
	if !ok {
		p.fail("invalid symbolic addrspace '" + name + "'")
	}
	return as
}

// dataLayout returns the module's data layout string: the module's once
// read, or, for the parsers of a split parse that start mid-file, the one
// the file's head declares (LLParser reads it before any other entity).
func (p *parser) dataLayout() string {
	if p.m.DataLayout != "" {
		return p.m.DataLayout
	}
	var sc scanner.Scanner
	sc.Init(p.src)
	word := func(t scanner.Token) string { return string(p.src[t.Start:t.End]) }
	for {
		t := sc.Next()
		switch word(t) {
		case "source_filename":
		case "target":
			t = sc.Next()
			if word(t) != "triple" && word(t) != "datalayout" {
				return ""
			}
			if sc.Next().Kind != scanner.Equal {
				return ""
			}
			if s := sc.Next(); s.Kind == scanner.String && word(t) == "datalayout" {
				return Unquote(p.src[s.Start:s.End])
			}
			continue
		default:
			return ""
		}
		if sc.Next().Kind != scanner.Equal || sc.Next().Kind != scanner.String {
			return ""
		}
	}
}

// A TypeUse is a use of named type Name at Pos.
type TypeUse struct {
	Name string // decoded, with the '%'
	Pos  token.Pos
}

// noteFuncTypeArg notes named type t taken alone as a function type's
// argument (see parser.fnTypeArgs).
func (p *parser) noteFuncTypeArg(t scanner.Token) {
	if p.build {
		p.fnTypeArgs = append(p.fnTypeArgs, TypeUse{Name: Name(p.src[t.Start:t.End]), Pos: t.Start})
		return
	}
	p.fnArgPos = append(p.fnArgPos, t.Start) // the parse reads forward
}

// isFuncTypeArg reports whether a named type at pos is a function type's
// argument (see noteFuncTypeArg).
func (p *parser) isFuncTypeArg(pos token.Pos) bool {
	_, found := slices.BinarySearch(p.fnArgPos, pos)
	return found
}

// opaqueFuncTypeArg returns the first argument of a function type read
// since from, inside a type definition, that LLParser has only as an
// opaque placeholder: a named type not defined before it (the definition
// being read included). From llvmver.OpaqueStructNotFirstClass on that is
// LLParser's first error there, before what the parser finds at the end
// of the definition. (A type defined before as opaque is not seen here;
// the type rules find it where the definition's other rules do not come
// first.)
func (p *parser) opaqueFuncTypeArg(from token.Pos) (token.Pos, bool) {
	if !p.inTypeDef {
		return 0, false
	}
	i, _ := slices.BinarySearch(p.fnArgPos, from)
	var sc scanner.Scanner
	for _, pos := range p.fnArgPos[i:] {
		if pos >= p.lastEnd {
			break
		}
		sc.Init(p.src)
		sc.Seek(int(pos))
		t := sc.Next()
		raw := p.src[t.Start:t.End]
		if !p.typeDefRaw[string(raw)] && !p.typeNames[Name(raw)] {
			return pos, true
		}
	}
	return 0, false
}

// isNoResultKeyword reports whether a type keyword names a type no
// function may return (FunctionType::isValidReturnType): label, metadata.
func isNoResultKeyword(b []byte) bool {
	return string(b) == "label" || string(b) == "metadata"
}

// parseFuncTypeParams parses "(T, T, ...)" after a function type's result.
func (p *parser) parseFuncTypeParams(ret *ast.Type) *ast.Type {
	p.next() // (
	var ft *ast.Type
	if p.build {
		ft = &ast.Type{Kind: ast.FuncType, Elem: ret}
	}
	// LLParser reads the list as a function header's, numbering its
	// arguments as it goes, and refuses a name or attributes on an
	// argument once the list is read (at the argument's type, the first
	// such argument's; its name before its attributes).
	var bad token.Pos
	badMsg := ""
	next := uint64(0)
	for p.tok.Kind != scanner.RParen {
		if p.tok.Kind == scanner.DotDotDot {
			p.next()
			if ft != nil {
				ft.Variadic = true
			}
			break
		}
		first := p.tok
		pt := p.parseTypeNoVoid()
		if (first.Kind == scanner.LocalVar || first.Kind == scanner.LocalID) && p.lastEnd == first.End && (p.build || p.ver.Has(llvmver.OpaqueStructNotFirstClass)) {
			p.noteFuncTypeArg(first)
		}
		// FunctionType::isValidArgumentType, checked once the argument's
		// name is read: no function type, and from LLVM 22 no label.
		invalid := p.typeFunc || p.ver.Has(llvmver.OpaqueStructNotFirstClass) && p.typeKwText() == "label"
		attrsAt := p.tok.Start
		p.skipParamAttrs()
		hasAttrs := p.tok.Start != attrsAt
		msg := ""
		switch p.tok.Kind {
		case scanner.LocalVar:
			msg = "argument name invalid in function type"
			p.next()
		case scanner.LocalID:
			n, invalid := parseDecimal(p.lit()[1:])
			if invalid || n < next || n != next && !p.ver.Has(llvmver.NumberingGaps) {
				p.failAt(first.Start, "argument expected to be numbered '%"+utoa(next)+"'"+p.orGreater())
			}
			next = n + 1
			p.next()
		default:
			if p.ver.Has(llvmver.NumberingGaps) {
				next++ // an unnamed argument takes the next number
			}
		}
		if invalid {
			p.failAt(first.Start, "invalid type for function argument")
		}
		if msg == "" && hasAttrs {
			msg = "argument attributes invalid in function type"
		}
		if msg != "" && badMsg == "" {
			bad, badMsg = first.Start, msg
		}
		if ft != nil {
			ft.Fields = append(ft.Fields, pt)
		}
		if !p.got(scanner.Comma) {
			break
		}
	}
	p.expect(scanner.RParen, "')' at end of argument list")
	if badMsg != "" {
		p.failAt(bad, badMsg)
	}
	if !p.build && ret == &voidMarker {
		return &voidFuncMarker
	}
	return ft
}

// parseBaseType parses a type without suffixes.
func (p *parser) parseBaseType() *ast.Type {
	switch p.tok.Kind {
	case scanner.Ident:
		b := p.lit()
		if p.build {
			if t := sharedType(b); t != nil && p.peekNotAddrSpace() {
				p.next()
				return t
			}
		}
		if isIntTypeName(b) {
			bits, err := strconv.ParseUint(string(b[1:]), 10, 32)
			if err != nil || bits == 0 || bits > 1<<23 {
				if !p.ver.Has(llvmver.LexerErrorsKept) {
					// LLLexer's error token: the parser's error on it
					// replaced the lexer's.
					p.fail("expected type")
				}
				p.fail("bitwidth for integer type out of range")
			}
			p.next()
			if p.build {
				return &ast.Type{Kind: ast.IntType, Name: string(b), Bits: uint32(bits)}
			}
			return nil
		}
		kind, ok := primitiveType(b)
		if !ok || kind == ast.OtherType && p.attrs != nil && p.ver.Has(llvmver.X86MMXGone) && string(b) == "x86_mmx" ||
			kind == ast.TargetExtType && p.attrs != nil && !p.ver.Has(llvmver.TargetExtTypes) {
			p.fail("expected type")
		}
		name := ""
		if p.build {
			name = string(b)
		}
		p.next()
		switch kind {
		case ast.PointerType:
			if !p.build {
				p.m.OpaquePointers = true
			}
			var as uint32
			if p.is("addrspace") {
				p.next()
				as = p.parseAddrSpaceParens()
			}
			if p.build {
				return &ast.Type{Kind: ast.PointerType, AddrSpace: as}
			}
			return ptrMarker(as)
		case ast.TargetExtType:
			return p.parseTargetExtType()
		}
		if p.build {
			return &ast.Type{Kind: kind, Name: name}
		}
		switch kind {
		case ast.MetadataType:
			return &metadataMarker
		case ast.VoidType:
			return &voidMarker
		case ast.LabelType:
			return &labelMarker
		}
		return nil
	case scanner.LocalVar, scanner.LocalID:
		var t *ast.Type
		if p.build {
			t = p.namedType()
		} else if p.mode&SkipRefCheck == 0 {
			p.useType(p.tok)
		}
		p.next()
		return t
	case scanner.LBrack:
		p.next()
		n := p.elementCount()
		if !p.gotKw("x") {
			p.fail("expected 'x' after element count")
		}
		elemTok := p.tok
		elem := p.parseTypeNoVoid()
		bad := p.badArrayElem(elemTok)
		p.expect(scanner.RBrack, "end of sequential type")
		if bad {
			p.failAt(elemTok.Start, "invalid array element type")
		}
		if p.build {
			return &ast.Type{Kind: ast.ArrayType, Len: n, Elem: elem}
		}
		return nil
	case scanner.Less:
		p.next()
		if p.tok.Kind == scanner.LBrace {
			t := p.parseStructBody()
			p.expect(scanner.Greater, "'>' at end of packed struct")
			if t != nil {
				t.Packed = true
			}
			return t
		}
		scalable := false
		if p.gotKw("vscale") {
			scalable = true
			if !p.gotKw("x") {
				p.fail("expected 'x' after vscale")
			}
		}
		sizePos := p.tok.Start
		n := p.elementCount()
		if !p.gotKw("x") {
			p.fail("expected 'x' after element count")
		}
		elemTok := p.tok
		elem := p.parseTypeNoVoid()
		bad := p.badVectorElem(elemTok, elem)
		p.expect(scanner.Greater, "end of sequential type")
		// LLParser's order: the closing bracket, the size, the element.
		if n == 0 {
			p.failAt(sizePos, "zero element vector is illegal")
		}
		if n > 1<<32-1 {
			p.failAt(sizePos, "size too large for vector")
		}
		if bad {
			p.failAt(elemTok.Start, "invalid vector element type")
		}
		if p.build {
			return &ast.Type{Kind: ast.VectorType, Len: n, Elem: elem, Scalable: scalable}
		}
		return nil
	case scanner.LBrace:
		return p.parseStructBody()
	}
	p.fail("expected type")
	return nil
}

// elementCount reads the element count of an array or vector type: an
// unsigned integer of at most 64 bits (LLParser's parseArrayVectorType,
// whose message is about an address space).
func (p *parser) elementCount() uint64 {
	if p.tok.Kind != scanner.Int {
		p.fail("expected number in address space")
	}
	v := parseAPSInt(p.lit())
	if v.signed || v.big {
		p.fail("expected number in address space")
	}
	p.next()
	return v.mag
}

// opaquePtrMarker lets the non-building parse tell "ptr" from other types
// (to reject "ptr*"); it is never exposed.
var opaquePtrMarker = ast.Type{Kind: ast.PointerType}

// addrSpaceMarkers are opaquePtrMarker's kin in the first address spaces:
// a constant getelementptr's inrange is read at its base's index width.
var addrSpaceMarkers = func() (m [16]ast.Type) {
	for i := range m {
		m[i] = ast.Type{Kind: ast.PointerType, AddrSpace: uint32(i)}
	}
	return m
}()

// ptrMarker returns the non-building parse's type of ptr addrspace(as).
func ptrMarker(as uint32) *ast.Type {
	if as == 0 {
		return &opaquePtrMarker
	}
	if int(as) < len(addrSpaceMarkers) {
		return &addrSpaceMarkers[as]
	}
	return &ast.Type{Kind: ast.PointerType, AddrSpace: as}
}

// voidMarker and voidFuncMarker let the non-building parse tell calls that
// return void.
var voidMarker, voidFuncMarker = ast.Type{Kind: ast.VoidType}, ast.Type{Kind: ast.FuncType}

// isVoidResult reports whether t, as returned by parseType, is void or a
// function type returning void.
func isVoidResult(t *ast.Type) bool {
	if t == nil {
		return false
	}
	if t == &voidMarker || t == &voidFuncMarker {
		return true
	}
	return t.Kind == ast.VoidType || t.Kind == ast.FuncType && t.Elem != nil && t.Elem.Kind == ast.VoidType
}

// checkPointee rejects a pointer to label or void at the current token
// ('*' or addrspace), as LLParser does; voidMsg is its wording for void.
func (p *parser) checkPointee(t *ast.Type, voidMsg string) {
	if t == nil {
		return
	}
	switch {
	case t.Kind == ast.LabelType:
		p.fail("basic block pointers are invalid")
	case t.Kind == ast.VoidType:
		p.fail(voidMsg)
	}
}

// parseTypeNoVoid parses a type where LLParser does not allow void (any
// type but a result type), reporting void at the type's start.
func (p *parser) parseTypeNoVoid() *ast.Type {
	pos := p.tok.Start
	t := p.parseType()
	if t != nil && t.Kind == ast.VoidType {
		p.failAt(pos, "void type only allowed for function results")
	}
	return t
}

// labelMarker lets the non-building parse tell a label operand (an
// unconditional br, a block used as a value).
var labelMarker = ast.Type{Kind: ast.LabelType}

// isLabelMarker reports whether t, as returned by parseType, is label.
func isLabelMarker(t *ast.Type) bool { return t != nil && t.Kind == ast.LabelType }

// metadataMarker lets the non-building parse know a value has metadata type.
var metadataMarker = ast.Type{Kind: ast.MetadataType}

// parseStructBody parses "{ T, T }" or "{}".
func (p *parser) parseStructBody() *ast.Type {
	p.expect(scanner.LBrace, "'{'")
	var t *ast.Type
	if p.build {
		t = &ast.Type{Kind: ast.StructType}
	}
	if p.got(scanner.RBrace) {
		return t
	}
	for {
		at := p.tok.Start
		f := p.parseTypeNoVoid()
		if kw := p.typeKwText(); p.typeFunc || kw == "label" || kw == "metadata" || kw == "token" {
			if pos, ok := p.opaqueFuncTypeArg(at); ok {
				p.failAt(pos, "invalid type for function argument") // met first, inside the field
			}
			p.failAt(at, "invalid element type for struct") // StructType::isValidElementType
		}
		if t != nil {
			t.Fields = append(t.Fields, f)
		}
		if !p.got(scanner.Comma) {
			break
		}
	}
	p.expect(scanner.RBrace, "'}' at end of struct")
	return t
}

// parseTargetExtType parses target("name", types..., ints...).
func (p *parser) parseTargetExtType() *ast.Type {
	p.expect(scanner.LParen, "'(' in target extension type")
	var t *ast.Type
	var name string
	if p.tok.Kind == scanner.String {
		name = Unquote(p.lit()) // read also when not building: see ParamError below
	}
	p.str("string constant") // LLParser: parseStringConstant
	if p.build {
		t = &ast.Type{Kind: ast.TargetExtType, Name: name}
	}
	types, ints := 0, 0
	for p.got(scanner.Comma) {
		if ints > 0 && p.tok.Kind != scanner.Int {
			p.fail("expected uint32 param") // no type after an integer
		}
		if p.tok.Kind == scanner.Int {
			n := uint64(p.uint32("integer")) // LLParser: parseUInt32
			ints++
			if t != nil {
				t.IntParams = append(t.IntParams, n)
			}
			continue
		}
		ty := p.parseType()
		types++
		if t != nil {
			t.Fields = append(t.Fields, ty)
		}
	}
	p.expect(scanner.RParen, "')' in target extension type")
	// LLParser reports what the release's table says of the parameters
	// where the type ends, at the next token.
	if msg := targetext.ParamError(name, types, ints, p.ver); msg != "" {
		p.failAt(p.tok.Start, msg)
	}
	return t
}

// useType notes a use of the named type token t for checkRefs. Uses are
// keyed by their text, so the common case, a type defined before it is
// used, costs one map lookup and no allocation.
func (p *parser) useType(t scanner.Token) {
	b := p.src[t.Start:t.End]
	if p.typeDefRaw[string(b)] {
		return
	}
	if _, seen := p.typeUses[string(b)]; seen {
		return
	}
	if p.typeUses == nil {
		p.typeUses = make(map[string]token.Pos)
	}
	p.typeUses[string(b)] = t.Start
	if len(b) > 1 && b[1] == '"' {
		p.quotedTypeUse = true
	}
}

// typeUsed reports whether the named type spelled raw has a use noted by
// useType, by any spelling: %A and %"A" name one type.
func (p *parser) typeUsed(raw string) bool {
	if _, ok := p.typeUses[raw]; ok {
		return true
	}
	if !p.quotedTypeUse && !(len(raw) > 1 && raw[1] == '"') {
		return false
	}
	name := Name([]byte(raw))
	for r := range p.typeUses {
		if Name([]byte(r)) == name {
			return true
		}
	}
	return false
}

// checkTypeRefs reports each named type that is used but never defined,
// at its first use, with LLParser's messages.
func (p *parser) checkTypeRefs() {
	// In source order: the reports must not depend on map order.
	raws := make([]string, 0, len(p.typeUses))
	for raw := range p.typeUses {
		raws = append(raws, raw)
	}
	sort.Slice(raws, func(i, j int) bool { return p.typeUses[raws[i]] < p.typeUses[raws[j]] })
	for _, raw := range raws {
		pos := p.typeUses[raw]
		name := Name([]byte(raw))
		if !p.selfAliased[name] && (p.typeDefRaw[raw] || p.typeNames[name]) {
			continue
		}
		if p.isFuncTypeArg(pos) {
			// A function type's argument: LLParser's placeholder there
			// is an opaque struct, which it rejects at once.
			p.errorAt(pos, "invalid type for function argument")
		} else if raw[1] >= '0' && raw[1] <= '9' {
			p.errorAt(pos, "use of undefined type '"+name+"'")
		} else {
			p.errorAt(pos, "use of undefined type named '"+PlainName(name)+"'")
		}
	}
}

// sharedTypes holds one decoded value for each common primitive type,
// shared by every decoding (decoded types are never modified): decoding a
// whole module allocated most of its time in these.
var sharedTypes = func() map[string]*ast.Type {
	m := map[string]*ast.Type{"ptr": {Kind: ast.PointerType}}
	for _, n := range []uint32{1, 8, 16, 32, 64, 128} {
		name := "i" + strconv.FormatUint(uint64(n), 10)
		m[name] = &ast.Type{Kind: ast.IntType, Name: name, Bits: n}
	}
	for _, name := range []string{"void", "half", "bfloat", "float", "double", "x86_fp80", "fp128", "ppc_fp128", "label", "metadata", "token", "x86_amx", "x86_mmx"} {
		kind, _ := primitiveType([]byte(name))
		m[name] = &ast.Type{Kind: kind, Name: name}
	}
	return m
}()

// sharedType returns sharedTypes[string(b)], or nil. The most common
// types are found by a switch first: a map lookup for every type of every
// decoded instruction was 2% of verify's time.
func sharedType(b []byte) *ast.Type {
	switch string(b) {
	case "ptr":
		return sharedPtr
	case "i64":
		return sharedI64
	case "i32":
		return sharedI32
	case "i8":
		return sharedI8
	case "i1":
		return sharedI1
	}
	return sharedTypes[string(b)]
}

// The common types sharedType finds without the map.
var (
	sharedPtr = sharedTypes["ptr"]
	sharedI64 = sharedTypes["i64"]
	sharedI32 = sharedTypes["i32"]
	sharedI8  = sharedTypes["i8"]
	sharedI1  = sharedTypes["i1"]
)

// peekNotAddrSpace reports whether the current "ptr" (or other word) is
// not followed by addrspace(N), which makes a type of its own.
func (p *parser) peekNotAddrSpace() bool {
	if !p.is("ptr") {
		return true
	}
	t := p.peek()
	return !(t.Kind == scanner.Ident && string(p.src[t.Start:t.End]) == "addrspace")
}

// badVectorElem reports, right after the element type, whether LLParser
// rejects it as a vector element ("invalid vector element type", at the
// element type): no integer, floating point or pointer type. first is the
// element's first token. Aggregates are told by their brackets (unless a
// '*' made them a pointer), other types by their keyword.
func (p *parser) badVectorElem(first scanner.Token, elem *ast.Type) bool {
	bad := false
	switch first.Kind {
	case scanner.LBrace, scanner.LBrack, scanner.Less:
		bad = p.src[p.lastEnd-1] != '*'
	case scanner.Ident:
		switch string(p.src[first.Start:first.End]) {
		case "label", "metadata", "token", "x86_mmx", "x86_amx":
			bad = p.lastEnd == first.End
		}
	}
	if elem != nil && p.build {
		k := elem.Kind
		bad = bad || k == ast.StructType || k == ast.ArrayType || k == ast.VectorType || k == ast.LabelType || k == ast.MetadataType || k == ast.TokenType || k == ast.FuncType
		bad = bad || k == ast.TargetExtType && !targetext.Of(elem, p.ver).CanBeVectorElement
	} else if first.Kind == scanner.Ident && string(p.src[first.Start:first.End]) == "target" {
		name := targetNameAfter(p.src, int(first.End))
		bad = bad || !targetext.Of(&ast.Type{Kind: ast.TargetExtType, Name: name}, p.ver).CanBeVectorElement
	}
	return bad
}

// namedType returns the decoded type for the current type name token,
// the same value for every use of the name in a decoder (decoded types
// are never modified).
func (p *parser) namedType() *ast.Type {
	if t, ok := p.typeCache[string(p.lit())]; ok {
		return t
	}
	// The name is copied, as the key is (see cacheType): a decoded type
	// is shared by every use of its spelling, and its name is compared
	// and hashed at each.
	t := &ast.Type{Kind: ast.NamedType, Name: strings.Clone(p.litName())}
	p.cacheType(p.tok.Start, p.tok.End, t)
	return t
}

// pointerType returns the decoded pointer to elem in address space as,
// spelled src[start:p.lastEnd]: one value per spelling in a decoder, so
// that a module's thousands of i8* and %struct.s* operands share one each.
func (p *parser) pointerType(start token.Pos, elem *ast.Type, as uint32) *ast.Type {
	if t, ok := p.typeCache[string(p.src[start:p.lastEnd])]; ok {
		return t
	}
	t := &ast.Type{Kind: ast.PointerType, Elem: elem, AddrSpace: as}
	p.cacheType(start, p.lastEnd, t)
	return t
}

// cacheType records t as the decoded type spelled src[start:end]. The key
// is a copy: a lookup compares the spelling with the key, and a key in
// the text would map in, under a Pager, the page of the type's first use
// again at every use of it (clang 14's SQLite -O2 -g under --llvm 14, its
// pointers typed: 9,000 of the 19,000 times the text was mapped in
// again).
func (p *parser) cacheType(start, end token.Pos, t *ast.Type) {
	if p.typeCache == nil {
		p.typeCache = make(map[string]*ast.Type)
	}
	p.typeCache[string(p.src[start:end])] = t
}

// targetNameAfter returns the name of the target extension type whose
// "target" keyword ends at offset at of src: the string after its '(' (""
// when the text is not that simple; the parse reports it).
func targetNameAfter(src []byte, at int) string {
	i := scanner.SkipSpace(src, at)
	if i >= len(src) || src[i] != '(' {
		return ""
	}
	i = scanner.SkipSpace(src, i+1)
	if i >= len(src) || src[i] != '"' {
		return ""
	}
	end := bytes.IndexByte(src[i+1:], '"')
	if end < 0 {
		return ""
	}
	return Unquote(src[i : i+end+2])
}
