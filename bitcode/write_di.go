package bitcode

import (
	"math/big"
	"math/bits"
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/internal/dwarf"
	"github.com/irmeta/irmeta/llvmver"
)

// Specialized metadata records (METADATA_* codes) in the layout LLVM 14
// writes, which every later release reads; a field only newer releases
// know is appended where the newer layout appends it, and a node or field
// whose newer layout differs otherwise is reported unsupported.

var (
	tagValues        = dwarf.Values(dwarf.Tags)
	ateValues        = dwarf.Values(dwarf.Encodings)
	langValues       = dwarf.Values(dwarf.Languages)
	lnameValues      = dwarf.Values(dwarf.LanguageNames)
	ccValues         = dwarf.Values(dwarf.CallingConvs)
	opValues         = dwarf.Values(dwarf.Ops)
	diFlagValues     = withZero(dwarf.Values(dwarf.DIFlags), "DIFlagZero")
	spFlagValues     = withZero(dwarf.Values(dwarf.SPFlags), "DISPFlagZero")
	emissionValues   = dwarf.Values(dwarf.EmissionKinds)
	nameTableValues  = dwarf.Values(dwarf.NameTableKinds)
	checksumValues   = dwarf.Values(dwarf.ChecksumKinds)
	macinfoValues    = dwarf.Values(dwarf.Macinfos)
	fixedPointKinds  = dwarf.Values(dwarf.FixedPointKinds)
	enumKinds        = dwarf.Values(dwarf.EnumKinds)
	virtualityValues = dwarf.Values(dwarf.Virtualities)
)

// withZero adds to the values of a flag table the name of no flag.
func withZero(values map[string]uint64, zero string) map[string]uint64 {
	values[zero] = 0
	return values
}

// df reads the fields of one specialized node.
type df struct {
	me *mdEnc
	n  *ast.MD
	fl *fnMD
}

func (f df) has(name string) bool { return f.n.Field(name) != nil }

func (f df) ref(name string) mop {
	v := f.n.Field(name)
	if v == nil {
		return ref1(mdNullHandle)
	}
	return ref1(f.me.handle(v, f.fl))
}

// str is a string field: an MDString, or null when absent or empty (as
// LLParser makes it).
func (f df) str(name string) mop {
	v := f.n.Field(name)
	if v == nil || v.Kind == ast.MDNull {
		return ref1(mdNullHandle)
	}
	if v.Kind != ast.MDRawString {
		unsupported("metadata", "%s: %s is not a string", f.n.Str, name)
	}
	if v.Str == "" {
		return ref1(mdNullHandle)
	}
	return ref1(f.me.str(v.Str))
}

func parseUint(s string) (uint64, bool) {
	if strings.HasPrefix(s, "u0x") || strings.HasPrefix(s, "s0x") {
		v, err := strconv.ParseUint(s[3:], 16, 64)
		return v, err == nil
	}
	v, err := strconv.ParseUint(s, 10, 64)
	return v, err == nil
}

func (f df) u(name string) uint64 {
	v := f.n.Field(name)
	if v == nil {
		return 0
	}
	if v.Kind != ast.MDInt {
		unsupported("metadata", "%s: %s: %s", f.n.Str, name, v.Str)
	}
	x, ok := parseUint(v.Str)
	if !ok {
		unsupported("metadata", "%s: %s: %s", f.n.Str, name, v.Str)
	}
	return x
}

func (f df) i(name string) int64 {
	v := f.n.Field(name)
	if v == nil {
		return 0
	}
	x, err := strconv.ParseInt(v.Str, 10, 64)
	if v.Kind != ast.MDInt || err != nil {
		unsupported("metadata", "%s: %s: %s", f.n.Str, name, v.Str)
	}
	return x
}

func (f df) boolean(name string, def bool) bool {
	v := f.n.Field(name)
	if v == nil {
		return def
	}
	switch v.Str {
	case "true":
		return true
	case "false":
		return false
	}
	unsupported("metadata", "%s: %s: %s", f.n.Str, name, v.Str)
	return false
}

func b2(v bool) uint64 {
	if v {
		return 1
	}
	return 0
}

// named is a field spelled by a DWARF or LLVM name or a number.
func (f df) named(name string, table map[string]uint64, def uint64) uint64 {
	v := f.n.Field(name)
	if v == nil {
		return def
	}
	if v.Kind == ast.MDInt {
		return f.u(name)
	}
	x, ok := table[v.Str]
	if !ok {
		unsupported("metadata", "%s: %s: %s", f.n.Str, name, v.Str)
	}
	return x
}

// flags ORs a "A | B | 3" flag expression.
func (f df) flags(name string, table map[string]uint64) uint64 {
	v := f.n.Field(name)
	if v == nil {
		return 0
	}
	var out uint64
	for _, part := range strings.Split(v.Str, "|") {
		part = strings.TrimSpace(part)
		if x, ok := parseUint(part); ok {
			out |= x
			continue
		}
		x, ok := table[part]
		if !ok {
			unsupported("metadata", "%s: %s: %s", f.n.Str, name, part)
		}
		out |= x
	}
	return out
}

// plainSize reads a size or offset field; a metadata size (newer LLVM) is
// not written in LLVM 14's layout.
func (f df) plainSize(name string) uint64 {
	if v := f.n.Field(name); v != nil && v.Kind != ast.MDInt {
		unsupported("metadata", "%s: %s as metadata", f.n.Str, name)
	}
	return f.u(name)
}

// need21 refuses a node or field only LLVM 21's record layouts hold when
// writing for an older release.
func (f df) need21(what string) {
	if !f.me.e.v.Has(llvmver.DIRecordsOf21) {
		unsupported("metadata", "%s: %s before %s", f.n.Str, what, llvmver.DIRecordsOf21.Since())
	}
}

// mdSizes reports whether a node's size and offset operands are written
// as metadata (LLVM 21's layout, flagged in the record's first operand).
// The releases that hold sizes as metadata write every such record so: an
// omitted size is null there and "size: 0" the constant 0, two nodes that
// integers in the record would merge.
func (f df) mdSizes(names ...string) bool {
	if f.me.e.v.Has(llvmver.DISizeAsMetadata) {
		return true
	}
	for _, n := range names {
		if v := f.n.Field(n); v != nil && v.Kind != ast.MDInt {
			unsupported("metadata", "%s: %s as metadata", f.n.Str, n)
		}
	}
	return false
}

// constSize refuses a size that is metadata other than a constant, which
// LLVM's verifier rejects in basic, string and fixed-point types (llvm-as
// then drops the debug info, as EncodeOptions does).
func (f df) constSize(name string) {
	if v := f.n.Field(name); v != nil && v.Kind != ast.MDInt && v.Kind != ast.MDValue {
		unsupported("metadata", "%s: %s is not a constant", f.n.Str, name)
	}
}

// size is a size or offset operand: the number, or with asMD a metadata
// operand, null when the field is omitted, an i64 constant for a number
// (0 included: LLVM's parser keeps "size: 0" apart from no size) and the
// node itself otherwise.
func (f df) size(name string, asMD bool) mop {
	if !asMD {
		return lit(f.plainSize(name))
	}
	v := f.n.Field(name)
	switch {
	case v == nil || v.Kind == ast.MDNull:
		return ref1(mdNullHandle)
	case v.Kind == ast.MDInt:
		return ref1(f.me.i64(int64(f.u(name))))
	}
	return ref1(f.me.handle(v, f.fl))
}

// none reports fields this writer cannot place in the record layout.
func (f df) none(names ...string) {
	for _, n := range names {
		if f.has(n) {
			unsupported("metadata", "%s: field %s", f.n.Str, n)
		}
	}
}

// bound is a DISubrange bound: an integer becomes an i64 constant, a node
// stays a node.
func (f df) bound(name string, asExpr bool) mop {
	v := f.n.Field(name)
	if v == nil || v.Kind == ast.MDNull {
		return ref1(mdNullHandle)
	}
	if v.Kind == ast.MDInt {
		x, err := strconv.ParseInt(v.Str, 10, 64)
		if err != nil {
			unsupported("metadata", "%s: %s: %s", f.n.Str, name, v.Str)
		}
		if asExpr {
			h, r := f.me.newNode()
			r.code = 29
			r.ops = []mop{lit(3 << 1), lit(0x11), lit(uint64(x))}
			return ref1(h)
		}
		return ref1(f.me.i64(x))
	}
	return ref1(f.me.handle(v, f.fl))
}

func (f df) distinct() uint64 { return b2(f.n.Distinct) }

// di encodes a specialized node.
func (me *mdEnc) di(r *mdRec, n *ast.MD, fl *fnMD) {
	f := df{me, n, fl}
	d := f.distinct()
	set := func(code uint64, ops ...mop) {
		r.code, r.ops = code, ops
	}
	switch n.Str {
	case "DILocation":
		scope := n.Field("scope")
		if scope == nil || scope.Kind == ast.MDNull {
			unsupported("metadata", "DILocation without a scope")
		}
		set(7, lit(d), lit(f.u("line")), lit(f.u("column")), ref0(me.handle(scope, fl)), f.ref("inlinedAt"),
			lit(b2(f.boolean("isImplicitCode", false))))
		if g, k := f.u("atomGroup"), f.u("atomRank"); g != 0 || k != 0 {
			r.ops = append(r.ops, lit(g), lit(k))
		}
	case "GenericDINode":
		set(12, lit(d), lit(f.named("tag", tagValues, 0)), lit(0), f.str("header"))
		if ops := n.Field("operands"); ops != nil {
			for _, op := range ops.Operands {
				r.ops = append(r.ops, ref1(me.handle(op, fl)))
			}
		}
	case "DISubrange":
		set(13, lit(d|2<<1), f.bound("count", false), f.bound("lowerBound", false), f.bound("upperBound", false),
			f.bound("stride", false))
	case "DIGenericSubrange":
		set(45, lit(d), f.bound("count", true), f.bound("lowerBound", true), f.bound("upperBound", true),
			f.bound("stride", true))
	case "DIEnumerator":
		unsigned := f.boolean("isUnsigned", false)
		v := n.Field("value")
		if v == nil || v.Kind != ast.MDInt {
			unsupported("metadata", "DIEnumerator value")
		}
		bw, words := enumWords(v.Str, unsigned)
		set(14, lit(1<<2|b2(unsigned)<<1|d), lit(bw), f.str("name"))
		for _, w := range words {
			r.ops = append(r.ops, lit(w))
		}
	case "DIBasicType":
		f.none("file", "line", "scope")
		f.constSize("size")
		md := f.mdSizes("size")
		set(15, lit(d|b2(md)<<1), lit(f.named("tag", tagValues, 0x24)), f.str("name"), f.size("size", md),
			lit(f.u("align")), lit(f.named("encoding", ateValues, 0)), lit(f.flags("flags", diFlagValues)))
		x := f.u("num_extra_inhabitants")
		switch {
		case f.has("dataSize"):
			f.need21("dataSize")
			r.ops = append(r.ops, lit(x), lit(f.u("dataSize")))
		case x != 0:
			r.ops = append(r.ops, lit(x))
		}
	case "DIFixedPointType":
		f.need21("DIFixedPointType")
		f.constSize("size")
		set(49, lit(d|2), lit(f.named("tag", tagValues, 0x24)), f.str("name"), f.size("size", true),
			lit(f.u("align")), lit(f.named("encoding", ateValues, 0)), lit(f.flags("flags", diFlagValues)),
			lit(f.named("kind", fixedPointKinds, 0)), lit(uint64(f.i("factor"))))
		for _, name := range []string{"numerator", "denominator"} {
			for _, w := range unsignedAPInt(f.u(name)) {
				r.ops = append(r.ops, lit(w))
			}
		}
	case "DISubrangeType":
		f.need21("DISubrangeType")
		set(48, lit(d|2), f.str("name"), f.ref("file"), lit(f.u("line")), f.ref("scope"), f.size("size", true),
			lit(f.u("align")), lit(f.flags("flags", diFlagValues)), f.ref("baseType"), f.bound("lowerBound", false),
			f.bound("upperBound", false), f.bound("stride", false), f.bound("bias", false))
	case "DIStringType":
		f.constSize("size")
		md := f.mdSizes("size")
		set(41, lit(d|b2(md)<<1), lit(f.named("tag", tagValues, 0x12)), f.str("name"), f.ref("stringLength"),
			f.ref("stringLengthExpression"), f.ref("stringLocationExpression"), f.size("size", md),
			lit(f.u("align")), lit(f.named("encoding", ateValues, 0)))
	case "DIDerivedType":
		as := uint64(0)
		if f.has("dwarfAddressSpace") {
			as = f.u("dwarfAddressSpace") + 1
		}
		md := f.mdSizes("size", "offset")
		set(17, lit(d|b2(md)<<1), lit(f.named("tag", tagValues, 0)), f.str("name"), f.ref("file"), lit(f.u("line")),
			f.ref("scope"), f.ref("baseType"), f.size("size", md), lit(f.derivedAlign()), f.size("offset", md),
			lit(f.flags("flags", diFlagValues)), f.ref("extraData"), lit(as), f.ref("annotations"))
		if me.e.v.Has(llvmver.DIDerivedTypePtrAuthField) {
			// LLVM 22's reader takes the annotations only from a
			// record with this field
			r.ops = append(r.ops, lit(0))
		}
	case "DICompositeType":
		md := f.mdSizes("size", "offset")
		var rank mop
		if v := n.Field("rank"); v != nil && v.Kind == ast.MDInt {
			rank = f.bound("rank", false)
		} else {
			rank = f.ref("rank")
		}
		// the first operand's bit 1 is set in every release's records,
		// so sizes as metadata are flagged by bit 2
		set(18, lit(2|d|b2(md)<<2), lit(f.named("tag", tagValues, 0)), f.str("name"), f.ref("file"), lit(f.u("line")),
			f.ref("scope"), f.ref("baseType"), f.size("size", md), lit(f.u("align")), f.size("offset", md),
			lit(f.flags("flags", diFlagValues)), f.ref("elements"), lit(f.named("runtimeLang", langValues, 0)),
			f.ref("vtableHolder"), f.ref("templateParams"), f.str("identifier"), f.ref("discriminator"),
			f.ref("dataLocation"), f.ref("associated"), f.ref("allocated"), rank, f.ref("annotations"))
		if f.has("num_extra_inhabitants") || f.has("specification") || f.has("enumKind") || f.has("bitStride") {
			f.need21("num_extra_inhabitants, specification, enumKind or bitStride")
			// an absent enumKind is all ones (std::optional's none)
			r.ops = append(r.ops, lit(f.u("num_extra_inhabitants")), f.ref("specification"),
				lit(f.named("enumKind", enumKinds, 0xffffffff)), f.ref("bitStride"))
		}
	case "DISubroutineType":
		set(19, lit(2|d), lit(f.flags("flags", diFlagValues)), f.ref("types"), lit(f.named("cc", ccValues, 0)))
	case "DIFile":
		set(16, lit(d), f.str("filename"), f.str("directory"))
		if f.has("checksumkind") || f.has("checksum") {
			r.ops = append(r.ops, lit(f.named("checksumkind", checksumValues, 0)), f.str("checksum"))
		} else {
			r.ops = append(r.ops, lit(0), ref1(mdNullHandle))
		}
		if f.has("source") {
			r.ops = append(r.ops, f.str("source"))
		}
	case "DICompileUnit":
		f.none("dialect")
		lang := f.named("language", langValues, 0)
		if f.has("sourceLanguageName") || f.has("sourceLanguageVersion") {
			if !me.e.v.Has(llvmver.DISourceLanguageName) {
				unsupported("metadata", "DICompileUnit: sourceLanguageName before %s", llvmver.DISourceLanguageName.Since())
			}
			// bit 63 tells a language name from a DW_LANG code
			lang = 1<<63 | f.named("sourceLanguageName", lnameValues, 0)
		}
		set(20, lit(1), lit(lang), f.ref("file"), f.str("producer"),
			lit(b2(f.boolean("isOptimized", false))), f.str("flags"), lit(f.u("runtimeVersion")),
			f.str("splitDebugFilename"), lit(f.named("emissionKind", emissionValues, 0)), f.ref("enums"),
			f.ref("retainedTypes"), lit(0), f.ref("globals"), f.ref("imports"), lit(f.u("dwoId")), f.ref("macros"),
			lit(b2(f.boolean("splitDebugInlining", true))), lit(b2(f.boolean("debugInfoForProfiling", false))),
			lit(f.named("nameTableKind", nameTableValues, 0)), lit(b2(f.boolean("rangesBaseAddress", false))),
			f.str("sysroot"), f.str("sdk"))
		if f.has("sourceLanguageVersion") {
			r.ops = append(r.ops, lit(f.u("sourceLanguageVersion")))
		}
	case "DISubprogram":
		var sp uint64
		if f.has("spFlags") {
			sp = f.flags("spFlags", spFlagValues)
		} else {
			sp = f.named("virtuality", virtualityValues, 0) | b2(f.boolean("isLocal", false))<<2 |
				b2(f.boolean("isDefinition", true))<<3 | b2(f.boolean("isOptimized", false))<<4
		}
		set(21, lit(d|2|4), f.ref("scope"), f.str("name"), f.str("linkageName"), f.ref("file"), lit(f.u("line")),
			f.ref("type"), lit(f.u("scopeLine")), f.ref("containingType"), lit(sp), lit(f.u("virtualIndex")),
			lit(f.flags("flags", diFlagValues)), f.ref("unit"), f.ref("templateParams"), f.ref("declaration"),
			f.ref("retainedNodes"), lit(uint64(f.i("thisAdjustment"))), f.ref("thrownTypes"), f.ref("annotations"))
		if f.has("targetFuncName") || f.boolean("keyInstructions", false) {
			r.ops = append(r.ops, f.str("targetFuncName"))
		}
		if f.boolean("keyInstructions", false) {
			f.need21("keyInstructions")
			r.ops = append(r.ops, lit(1))
		}
	case "DILexicalBlock":
		set(22, lit(d), f.ref("scope"), f.ref("file"), lit(f.u("line")), lit(f.u("column")))
	case "DILexicalBlockFile":
		set(23, lit(d), f.ref("scope"), f.ref("file"), lit(f.u("discriminator")))
	case "DICommonBlock":
		set(44, lit(d), f.ref("scope"), f.ref("declaration"), f.str("name"), f.ref("file"), lit(f.u("line")))
	case "DINamespace":
		set(24, lit(d|b2(f.boolean("exportSymbols", false))<<1), f.ref("scope"), f.str("name"))
	case "DIMacro":
		set(33, lit(d), lit(f.named("type", macinfoValues, 0)), lit(f.u("line")), f.str("name"), f.str("value"))
	case "DIMacroFile":
		set(34, lit(d), lit(f.named("type", macinfoValues, 3)), lit(f.u("line")), f.ref("file"), f.ref("nodes"))
	case "DIModule":
		set(32, lit(d), f.ref("file"), f.ref("scope"), f.str("name"), f.str("configMacros"), f.str("includePath"),
			f.str("apinotes"), lit(f.u("line")), lit(b2(f.boolean("isDecl", false))))
	case "DITemplateTypeParameter":
		set(25, lit(d), f.str("name"), f.ref("type"), lit(b2(f.boolean("defaulted", false))))
	case "DITemplateValueParameter":
		set(26, lit(d), lit(f.named("tag", tagValues, 0x30)), f.str("name"), f.ref("type"),
			lit(b2(f.boolean("defaulted", false))), f.ref("value"))
	case "DIGlobalVariable":
		set(27, lit(d|2<<1), f.ref("scope"), f.str("name"), f.str("linkageName"), f.ref("file"), lit(f.u("line")),
			f.ref("type"), lit(b2(f.boolean("isLocal", false))), lit(b2(f.boolean("isDefinition", true))),
			f.ref("declaration"), f.ref("templateParams"), lit(f.u("align")), f.ref("annotations"))
	case "DILocalVariable":
		set(28, lit(d|2), f.ref("scope"), f.str("name"), f.ref("file"), lit(f.u("line")), f.ref("type"),
			lit(f.u("arg")), lit(f.flags("flags", diFlagValues)), lit(f.u("align")), f.ref("annotations"))
	case "DILabel":
		art := f.boolean("isArtificial", false)
		set(40, lit(d|b2(art)<<1), f.ref("scope"), f.str("name"), f.ref("file"), lit(f.u("line")))
		if f.has("column") || art || f.has("coroSuspendIdx") {
			f.need21("column, isArtificial or coroSuspendIdx")
			// an absent suspend index is -1
			coro := ^uint64(0)
			if f.has("coroSuspendIdx") {
				coro = f.u("coroSuspendIdx")
			}
			r.ops = append(r.ops, lit(f.u("column")), lit(coro))
		}
	case "DIExpression":
		set(29, lit(d|3<<1))
		for _, op := range n.Operands {
			var v uint64
			var ok bool
			switch {
			case op.Kind == ast.MDInt:
				v, ok = parseUint(op.Str)
			case strings.HasPrefix(op.Str, "DW_OP_"):
				v, ok = opValues[op.Str]
			case strings.HasPrefix(op.Str, "DW_ATE_"):
				v, ok = ateValues[op.Str]
			}
			if !ok {
				unsupported("metadata", "DIExpression operand %s", op.Str)
			}
			r.ops = append(r.ops, lit(v))
		}
	case "DIGlobalVariableExpression":
		set(37, lit(d), f.ref("var"), f.ref("expr"))
	case "DIObjCProperty":
		first, second := f.str("getter"), f.str("setter")
		if me.e.v.Has(llvmver.ObjCPropertySetterFirst) {
			first, second = f.str("setter"), f.str("getter")
		}
		set(30, lit(d), f.str("name"), f.ref("file"), lit(f.u("line")), first, second,
			lit(f.u("attributes")), f.ref("type"))
	case "DIImportedEntity":
		set(31, lit(d), lit(f.named("tag", tagValues, 0)), f.ref("scope"), f.ref("entity"), lit(f.u("line")),
			f.str("name"), f.ref("file"), f.ref("elements"))
	case "DIAssignID":
		set(47, lit(d))
	default:
		unsupported("metadata", "!%s", n.Str)
	}
}

// enumWords gives a DIEnumerator value's bit width and its words as
// emitWideAPInt writes them (active words, each a signed VBR).
func enumWords(text string, unsigned bool) (uint64, []uint64) {
	var v big.Int
	if _, ok := v.SetString(text, 10); !ok {
		unsupported("metadata", "DIEnumerator value %s", text)
	}
	bw := 64
	if unsigned {
		if v.BitLen() > 64 {
			bw = v.BitLen()
		}
	} else if v.BitLen() > 63 {
		// a positive value with the sign bit set gets a leading zero
		bw = v.BitLen() + 1
	}
	words := apIntWords(&v, bw)
	return uint64(bw), words
}

// unsignedAPInt is x as LLVM's writer stores a DIFixedPointType's
// numerator or denominator: [active words << 32 | bit width, words...],
// the width the fewest bits that hold x (1 for 0), the words signed VBRs.
func unsignedAPInt(x uint64) []uint64 {
	bw := max(uint64(bits.Len64(x)), 1)
	return []uint64{1<<32 | bw, signedVBR(int64(x))}
}

// derivedAlign is a DIDerivedType's alignment operand. From
// llvmver.DIPtrAuthInAlign llvm-as stores the ptrauth fields there,
// packed as key (4 bits), address discrimination (1), extra
// discriminator (16), isa pointer (1) and authenticates-null-values (1).
func (f df) derivedAlign() uint64 {
	names := []string{"ptrAuthKey", "ptrAuthIsAddressDiscriminated", "ptrAuthExtraDiscriminator", "ptrAuthIsaPointer",
		"ptrAuthAuthenticatesNullValues"}
	auth := false
	for _, n := range names {
		auth = auth || f.has(n)
	}
	if !auth {
		return f.u("align")
	}
	if !f.me.e.v.Has(llvmver.DIPtrAuthInAlign) || f.has("align") {
		unsupported("metadata", "%s: ptrauth fields", f.n.Str)
	}
	return f.u("ptrAuthKey")&15 | b2(f.boolean("ptrAuthIsAddressDiscriminated", false))<<4 |
		(f.u("ptrAuthExtraDiscriminator")&0xffff)<<5 | b2(f.boolean("ptrAuthIsaPointer", false))<<21 |
		b2(f.boolean("ptrAuthAuthenticatesNullValues", false))<<22
}
