package parser

// The field rules of LLVM's specialized metadata nodes (LLParser's
// PARSE_MD_FIELDS), as the union of LLVM 14 through current LLVM: a field
// that any of these versions accepts is accepted, with the widest value
// kind any of them gives it; a field is required only where every version
// requires it. Comments name fields newer than LLVM 14.

// A fieldKind is the kind of value a field takes.
type fieldKind uint8

const (
	fkMD                fieldKind = iota // metadata, a typed value, or null
	fkMDNonNull                          // metadata or a typed value
	fkString                             // "string"
	fkStringNonEmpty                     // "string", not empty
	fkBool                               // true or false
	fkUnsigned                           // unsigned integer up to max
	fkSigned                             // signed integer in [min, max]
	fkUnsignedOrMD                       // unsigned integer up to max, or metadata
	fkSignedOrMD                         // signed integer in [min, max], or metadata (null if allowed)
	fkSignedOrMDNonNull                  // as fkSignedOrMD without null
	fkInt                                // any integer (DIEnumerator value)
	fkTag                                // DW_TAG_* or unsigned
	fkLang                               // DW_LANG_* or unsigned
	fkLName                              // DW_LNAME_* or unsigned (newer)
	fkDialect                            // DW_LLVM_LANG_DIALECT_* or unsigned (newer)
	fkEncoding                           // DW_ATE_* or unsigned
	fkCC                                 // DW_CC_* or unsigned
	fkVirtuality                         // DW_VIRTUALITY_* or unsigned
	fkMacinfo                            // DW_MACINFO_* or unsigned
	fkEnumKind                           // DW_APPLE_ENUM_KIND_* or unsigned (newer)
	fkEmissionKind                       // NoDebug, FullDebug, ... or unsigned
	fkNameTableKind                      // Default, GNU, None, Apple or unsigned
	fkFixedPointKind                     // Binary, Decimal, Rational or unsigned (newer)
	fkChecksumKind                       // CSK_*
	fkDIFlags                            // DIFlag* | unsigned ...
	fkSPFlags                            // DISPFlag* | unsigned ...
	fkMDList                             // {!0, !1}
)

// A fieldRule describes one field of a node.
type fieldRule struct {
	name     string
	kind     fieldKind
	required bool
	max      uint64 // fkUnsigned, fkUnsignedOrMD and the named kinds' numbers
	min      int64  // fkSigned, fkSignedOrMD
	smax     int64  // fkSigned, fkSignedOrMD
}

// A nodeRule describes one specialized node kind.
type nodeRule struct {
	name     string
	distinct bool // "missing 'distinct', required for !name"
	fields   []fieldRule
}

// field returns the index of the field named b, or -1.
func (r *nodeRule) field(b []byte) int {
	for i := range r.fields {
		if r.fields[i].name == string(b) {
			return i
		}
	}
	return -1
}

const (
	u8max  = 1<<8 - 1
	u16max = 1<<16 - 1
	u32max = 1<<32 - 1
	u64max = 1<<64 - 1
	i32min = -1 << 31
	i32max = 1<<31 - 1
	i64min = -1 << 63
	i64max = 1<<63 - 1

	dwTagHiUser    = 0xffff
	dwLangHiUser   = 0xffff
	dwATEHiUser    = 0xff
	dwCCHiUser     = 0xff
	dwVirtMax      = 2
	dwMacinfoMax   = 0xff // DW_MACINFO_vendor_ext
	dwEnumKindMax  = 1
	lastEmission   = 3 // DebugDirectivesOnly
	lastNameTable  = 3 // Apple
	lastFixedPoint = 2 // Rational
	dwDialectMax   = 2
)

// Constructors keep the tables short.
func md(n string) fieldRule        { return fieldRule{name: n, kind: fkMD} }
func mdReq(n string) fieldRule     { return fieldRule{name: n, kind: fkMD, required: true} }
func mdNonNull(n string) fieldRule { return fieldRule{name: n, kind: fkMDNonNull, required: true} }
func str(n string) fieldRule       { return fieldRule{name: n, kind: fkString} }
func strReq(n string) fieldRule    { return fieldRule{name: n, kind: fkString, required: true} }
func boolean(n string) fieldRule   { return fieldRule{name: n, kind: fkBool} }
func unsigned(n string, max uint64) fieldRule {
	return fieldRule{name: n, kind: fkUnsigned, max: max}
}
func signed(n string, min, max int64) fieldRule {
	return fieldRule{name: n, kind: fkSigned, min: min, smax: max}
}
func unsignedOrMD(n string) fieldRule {
	return fieldRule{name: n, kind: fkUnsignedOrMD, max: u64max}
}
func signedOrMD(n string) fieldRule {
	return fieldRule{name: n, kind: fkSignedOrMD, min: i64min, smax: i64max}
}
func named(n string, k fieldKind, max uint64) fieldRule {
	return fieldRule{name: n, kind: k, max: max}
}
func line(n string) fieldRule  { return unsigned(n, u32max) }
func flags(n string) fieldRule { return fieldRule{name: n, kind: fkDIFlags} }
func tag(n string) fieldRule   { return named(n, fkTag, dwTagHiUser) }

// nodeRules lists every specialized node of LLVM 14 through current LLVM
// except DIExpression and DIArgList, whose operands are positional.
var nodeRules = []nodeRule{
	{name: "DILocation", fields: []fieldRule{
		line("line"), unsigned("column", u16max), mdNonNull("scope"), md("inlinedAt"),
		boolean("isImplicitCode"),
		unsigned("atomGroup", u64max), unsigned("atomRank", u8max), // newer
	}},
	{name: "DIAssignID", distinct: true}, // newer
	{name: "GenericDINode", fields: []fieldRule{
		{name: "tag", kind: fkTag, max: dwTagHiUser, required: true}, str("header"), {name: "operands", kind: fkMDList},
	}},
	{name: "DISubrange", fields: []fieldRule{
		{name: "count", kind: fkSignedOrMDNonNull, min: -1, smax: i64max},
		signedOrMD("lowerBound"), signedOrMD("upperBound"), signedOrMD("stride"),
	}},
	{name: "DIGenericSubrange", fields: []fieldRule{
		signedOrMD("count"), signedOrMD("lowerBound"), signedOrMD("upperBound"), signedOrMD("stride"),
	}},
	{name: "DIEnumerator", fields: []fieldRule{
		strReq("name"), {name: "value", kind: fkInt, required: true}, boolean("isUnsigned"),
	}},
	{name: "DIBasicType", fields: []fieldRule{
		tag("tag"), str("name"),
		md("file"), line("line"), md("scope"), // newer
		unsignedOrMD("size"), unsigned("align", u32max),
		unsigned("dataSize", u32max), // newer
		named("encoding", fkEncoding, dwATEHiUser),
		unsigned("num_extra_inhabitants", u32max), // newer
		flags("flags"),
	}},
	{name: "DIFixedPointType", fields: []fieldRule{ // newer
		tag("tag"), str("name"), md("file"), line("line"), md("scope"),
		unsignedOrMD("size"), unsigned("align", u32max), named("encoding", fkEncoding, dwATEHiUser),
		flags("flags"), named("kind", fkFixedPointKind, lastFixedPoint), signed("factor", i64min, i64max),
		{name: "numerator", kind: fkInt}, {name: "denominator", kind: fkInt},
	}},
	{name: "DIStringType", fields: []fieldRule{
		tag("tag"), str("name"), md("stringLength"), md("stringLengthExpression"),
		md("stringLocationExpression"), unsignedOrMD("size"), unsigned("align", u32max),
		named("encoding", fkEncoding, dwATEHiUser),
	}},
	{name: "DIDerivedType", fields: []fieldRule{
		{name: "tag", kind: fkTag, max: dwTagHiUser, required: true}, str("name"), md("file"), line("line"),
		md("scope"), mdReq("baseType"), unsignedOrMD("size"), unsigned("align", u32max),
		unsignedOrMD("offset"), flags("flags"), md("extraData"), unsigned("dwarfAddressSpace", u32max),
		md("annotations"),
		unsigned("ptrAuthKey", 7), boolean("ptrAuthIsAddressDiscriminated"), // newer
		unsigned("ptrAuthExtraDiscriminator", 0xffff), boolean("ptrAuthIsaPointer"),
		boolean("ptrAuthAuthenticatesNullValues"),
	}},
	{name: "DICompositeType", fields: []fieldRule{
		{name: "tag", kind: fkTag, max: dwTagHiUser, required: true}, str("name"), md("file"), line("line"),
		md("scope"), md("baseType"), unsignedOrMD("size"), unsigned("align", u32max),
		unsignedOrMD("offset"), flags("flags"), md("elements"), named("runtimeLang", fkLang, dwLangHiUser),
		named("enumKind", fkEnumKind, dwEnumKindMax), // newer
		md("vtableHolder"), md("templateParams"), str("identifier"), md("discriminator"),
		md("dataLocation"), md("associated"), md("allocated"), signedOrMD("rank"), md("annotations"),
		unsigned("num_extra_inhabitants", u32max), md("specification"), md("bitStride"), // newer
	}},
	{name: "DISubroutineType", fields: []fieldRule{
		flags("flags"), named("cc", fkCC, dwCCHiUser), mdReq("types"),
	}},
	{name: "DISubrangeType", fields: []fieldRule{ // newer
		str("name"), md("file"), line("line"), md("scope"), md("baseType"), unsignedOrMD("size"),
		unsigned("align", u32max), flags("flags"), signedOrMD("lowerBound"), signedOrMD("upperBound"),
		signedOrMD("stride"), signedOrMD("bias"),
	}},
	{name: "DIFile", fields: []fieldRule{
		strReq("filename"), strReq("directory"), {name: "checksumkind", kind: fkChecksumKind},
		str("checksum"), str("source"),
	}},
	{name: "DICompileUnit", distinct: true, fields: []fieldRule{
		mdNonNull("file"),
		named("language", fkLang, dwLangHiUser),                                                 // required in LLVM 14 (see checkCompileUnit)
		named("sourceLanguageName", fkLName, u32max), unsigned("sourceLanguageVersion", u32max), // newer
		str("producer"), boolean("isOptimized"), str("flags"), unsigned("runtimeVersion", u32max),
		str("splitDebugFilename"), named("emissionKind", fkEmissionKind, lastEmission), md("enums"),
		md("retainedTypes"), md("globals"), md("imports"), md("macros"), unsigned("dwoId", u64max),
		boolean("splitDebugInlining"), boolean("debugInfoForProfiling"),
		named("nameTableKind", fkNameTableKind, lastNameTable), boolean("rangesBaseAddress"),
		str("sysroot"), str("sdk"),
		named("dialect", fkDialect, dwDialectMax), // newer
	}},
	{name: "DISubprogram", fields: []fieldRule{
		md("scope"), str("name"), str("linkageName"), md("file"), line("line"),
		md("type"), // required (not null) in the newest LLVM, optional in LLVM 14
		boolean("isLocal"), boolean("isDefinition"), line("scopeLine"), md("containingType"),
		named("virtuality", fkVirtuality, dwVirtMax), unsigned("virtualIndex", u32max),
		signed("thisAdjustment", i32min, i32max), flags("flags"), {name: "spFlags", kind: fkSPFlags},
		boolean("isOptimized"), md("unit"), md("templateParams"), md("declaration"),
		md("retainedNodes"), md("thrownTypes"), md("annotations"),
		str("targetFuncName"), boolean("keyInstructions"), // newer
	}},
	{name: "DILexicalBlock", fields: []fieldRule{
		mdNonNull("scope"), md("file"), line("line"), unsigned("column", u16max),
	}},
	{name: "DILexicalBlockFile", fields: []fieldRule{
		mdNonNull("scope"), md("file"), {name: "discriminator", kind: fkUnsigned, max: u32max, required: true},
	}},
	{name: "DICommonBlock", fields: []fieldRule{
		mdReq("scope"), md("declaration"), str("name"), md("file"), line("line"),
	}},
	{name: "DINamespace", fields: []fieldRule{
		mdReq("scope"), str("name"), boolean("exportSymbols"),
	}},
	{name: "DIMacro", fields: []fieldRule{
		{name: "type", kind: fkMacinfo, max: dwMacinfoMax, required: true}, line("line"), strReq("name"), str("value"),
	}},
	{name: "DIMacroFile", fields: []fieldRule{
		named("type", fkMacinfo, dwMacinfoMax), line("line"), mdReq("file"), md("nodes"),
	}},
	{name: "DIModule", fields: []fieldRule{
		mdReq("scope"), strReq("name"), str("configMacros"), str("includePath"), str("apinotes"),
		md("file"), line("line"), boolean("isDecl"),
	}},
	{name: "DITemplateTypeParameter", fields: []fieldRule{
		str("name"), mdReq("type"), boolean("defaulted"),
	}},
	{name: "DITemplateValueParameter", fields: []fieldRule{
		tag("tag"), str("name"), md("type"), boolean("defaulted"), mdReq("value"),
	}},
	{name: "DIGlobalVariable", fields: []fieldRule{
		{name: "name", kind: fkStringNonEmpty}, md("scope"), str("linkageName"), md("file"), line("line"),
		md("type"), boolean("isLocal"), boolean("isDefinition"), md("templateParams"),
		md("declaration"), unsigned("align", u32max), md("annotations"),
	}},
	{name: "DILocalVariable", fields: []fieldRule{
		mdNonNull("scope"), str("name"), unsigned("arg", u16max), md("file"), line("line"), md("type"),
		flags("flags"), unsigned("align", u32max), md("annotations"),
	}},
	{name: "DILabel", fields: []fieldRule{
		mdNonNull("scope"), strReq("name"), mdReq("file"), {name: "line", kind: fkUnsigned, max: u32max, required: true},
		unsigned("column", u16max), boolean("isArtificial"), unsigned("coroSuspendIdx", u64max), // newer
	}},
	{name: "DIGlobalVariableExpression", fields: []fieldRule{
		mdReq("var"), mdReq("expr"),
	}},
	{name: "DIObjCProperty", fields: []fieldRule{
		str("name"), md("file"), line("line"), str("setter"), str("getter"),
		unsigned("attributes", u32max), md("type"),
	}},
	{name: "DIImportedEntity", fields: []fieldRule{
		{name: "tag", kind: fkTag, max: dwTagHiUser, required: true}, mdReq("scope"), md("entity"), md("file"),
		line("line"), str("name"), md("elements"),
	}},
}

// nodeRuleIndex maps a node name to its rule.
var nodeRuleIndex = func() map[string]*nodeRule {
	m := make(map[string]*nodeRule, len(nodeRules))
	for i := range nodeRules {
		r := &nodeRules[i]
		if len(r.fields) > 32 {
			panic("parser: more than 32 fields in " + r.name)
		}
		m[r.name] = r
	}
	return m
}()
