package di

import (
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/internal/dwarf"
)

// A dwarfName pairs a DWARF or LLVM constant with the name LLVM prints.
type dwarfName = dwarf.Name

// A nameTable looks names up both ways.
type nameTable struct {
	byValue map[uint64]string
	byName  map[string]uint64
}

// newTable indexes names: each value by the first name listed for it (as
// dwarf.Map), each name by its value (the names of today's LLVM only, not
// those a rename replaced, which dwarf.Values adds).
func newTable(names []dwarfName) *nameTable {
	t := &nameTable{byValue: dwarf.Map(names), byName: make(map[string]uint64, len(names))}
	for _, n := range names {
		t.byName[n.Name] = n.Value
	}
	return t
}

// format renders v by name, or as a number when it has none (as LLVM).
func (t *nameTable) format(v uint64) string {
	if s, ok := t.byValue[v]; ok {
		return s
	}
	return strconv.FormatUint(v, 10)
}

// parse reads a name or a number.
func (t *nameTable) parse(s string) (uint64, bool) {
	if v, ok := t.byName[s]; ok {
		return v, true
	}
	v, err := strconv.ParseUint(s, 0, 64)
	return v, err == nil
}

var (
	tags        = newTable(dwarf.Tags)
	ops         = newTable(dwarf.Ops)
	langs       = newTable(dwarf.Languages)
	lnames      = newTable(dwarf.LanguageNames)
	encodings   = newTable(dwarf.Encodings)
	ccs         = newTable(dwarf.CallingConvs)
	virts       = newTable(dwarf.Virtualities)
	macinfos    = newTable(dwarf.Macinfos)
	enumKinds   = newTable(dwarf.EnumKinds)
	emissions   = newTable(dwarf.EmissionKinds)
	nameTables  = newTable(dwarf.NameTableKinds)
	checksums   = newTable(dwarf.ChecksumKinds)
	fixedKinds  = newTable(dwarf.FixedPointKinds)
	diFlagTable = newTable(dwarf.DIFlags)
	spFlagTable = newTable(dwarf.SPFlags)
)

// Tag is a DWARF tag (DW_TAG_*).
type Tag uint16

// String returns the DW_TAG_ name, or the number.
func (t Tag) String() string { return tags.format(uint64(t)) }

// Tags used by the node kinds' defaults and by the walks.
const (
	TagArrayType             Tag = 0x01
	TagEnumerationType       Tag = 0x04
	TagMember                Tag = 0x0d
	TagPointerType           Tag = 0x0f
	TagReferenceType         Tag = 0x10
	TagStringType            Tag = 0x12
	TagStructureType         Tag = 0x13
	TagTypedef               Tag = 0x16
	TagUnionType             Tag = 0x17
	TagInheritance           Tag = 0x1c
	TagBaseType              Tag = 0x24
	TagConstType             Tag = 0x26
	TagTemplateValueParam    Tag = 0x30
	TagVolatileType          Tag = 0x35
	TagRestrictType          Tag = 0x37
	TagAtomicType            Tag = 0x47
	TagClassType             Tag = 0x02
	TagLLVMPtrAuthType       Tag = 0x4300
	TagRValueReferenceType   Tag = 0x42
	TagImportedModule        Tag = 0x3a
	TagImportedDeclaration   Tag = 0x08
	TagGNUTemplateTemplParam Tag = 0x4106
)

// Op is a DIExpression operation (DW_OP_*, including LLVM's
// DW_OP_LLVM_* operations that exist only in metadata).
type Op uint64

// String returns the DW_OP_ name, or the number.
func (o Op) String() string { return ops.format(uint64(o)) }

// DIExpression operations the package's helpers use.
const (
	OpDeref             Op = 0x06
	OpConstu            Op = 0x10
	OpConsts            Op = 0x11
	OpDup               Op = 0x12
	OpOver              Op = 0x14
	OpSwap              Op = 0x16
	OpRot               Op = 0x17
	OpXderef            Op = 0x18
	OpAbs               Op = 0x19
	OpAnd               Op = 0x1a
	OpDiv               Op = 0x1b
	OpMinus             Op = 0x1c
	OpMod               Op = 0x1d
	OpMul               Op = 0x1e
	OpNeg               Op = 0x1f
	OpNot               Op = 0x20
	OpOr                Op = 0x21
	OpPlus              Op = 0x22
	OpPlusUconst        Op = 0x23
	OpShl               Op = 0x24
	OpShr               Op = 0x25
	OpShra              Op = 0x26
	OpXor               Op = 0x27
	OpEq                Op = 0x29
	OpGe                Op = 0x2a
	OpGt                Op = 0x2b
	OpLe                Op = 0x2c
	OpLt                Op = 0x2d
	OpNe                Op = 0x2e
	OpLit0              Op = 0x30
	OpReg0              Op = 0x50
	OpReg31             Op = 0x6f
	OpBreg0             Op = 0x70
	OpBreg31            Op = 0x8f
	OpRegx              Op = 0x90
	OpBregx             Op = 0x92
	OpDerefSize         Op = 0x94
	OpPushObjectAddress Op = 0x97
	OpStackValue        Op = 0x9f
	OpLLVMFragment      Op = 0x1000
	OpLLVMConvert       Op = 0x1001
	OpLLVMTagOffset     Op = 0x1002
	OpLLVMEntryValue    Op = 0x1003
	OpLLVMImplicitPtr   Op = 0x1004
	OpLLVMArg           Op = 0x1005
	OpLLVMExtractSext   Op = 0x1006
	OpLLVMExtractZext   Op = 0x1007
)

// Lang is a source language (DW_LANG_*).
type Lang uint16

// String returns the DW_LANG_ name, or the number.
func (l Lang) String() string { return langs.format(uint64(l)) }

// LName is a DWARF 6 source language name (DW_LNAME_*).
type LName uint32

// String returns the DW_LNAME_ name, or the number.
func (l LName) String() string { return lnames.format(uint64(l)) }

// Encoding is a base type encoding (DW_ATE_*).
type Encoding uint8

// String returns the DW_ATE_ name, or the number.
func (e Encoding) String() string { return encodings.format(uint64(e)) }

// CC is a calling convention (DW_CC_*).
type CC uint8

// String returns the DW_CC_ name, or the number.
func (c CC) String() string { return ccs.format(uint64(c)) }

// Virtuality is DW_VIRTUALITY_none, _virtual or _pure_virtual.
type Virtuality uint8

// String returns the DW_VIRTUALITY_ name, or the number.
func (v Virtuality) String() string { return virts.format(uint64(v)) }

// Macinfo is the type of a DIMacro or DIMacroFile (DW_MACINFO_*).
type Macinfo uint8

// String returns the DW_MACINFO_ name, or the number.
func (m Macinfo) String() string { return macinfos.format(uint64(m)) }

// DW_MACINFO values.
const (
	MacinfoDefine    Macinfo = 1
	MacinfoUndef     Macinfo = 2
	MacinfoStartFile Macinfo = 3
	MacinfoEndFile   Macinfo = 4
)

// EnumKind is DW_APPLE_ENUM_KIND_Closed or _Open.
type EnumKind uint8

// String returns the DW_APPLE_ENUM_KIND_ name, or the number.
func (e EnumKind) String() string { return enumKinds.format(uint64(e)) }

// EmissionKind is how much debug info a compile unit has.
type EmissionKind uint8

// Emission kinds.
const (
	NoDebug EmissionKind = iota
	FullDebug
	LineTablesOnly
	DebugDirectivesOnly
)

// String returns NoDebug, FullDebug, ... or the number.
func (e EmissionKind) String() string { return emissions.format(uint64(e)) }

// NameTableKind is a compile unit's accelerator table kind.
type NameTableKind uint8

// String returns Default, GNU, None, Apple or the number.
func (k NameTableKind) String() string { return nameTables.format(uint64(k)) }

// ChecksumKind is a DIFile checksum algorithm; 0 means no checksum.
type ChecksumKind uint8

// String returns CSK_MD5, CSK_SHA1, CSK_SHA256 or the number.
func (k ChecksumKind) String() string { return checksums.format(uint64(k)) }

// FixedPointKind is Binary, Decimal or Rational.
type FixedPointKind uint8

// String returns Binary, Decimal, Rational or the number.
func (k FixedPointKind) String() string { return fixedKinds.format(uint64(k)) }

// Flags is a set of DIFlag* bits.
type Flags uint32

// Some DIFlag bits (the rest are in LLVM's DebugInfoFlags.def).
const (
	FlagPrivate     Flags = 1
	FlagProtected   Flags = 2
	FlagPublic      Flags = 3
	FlagFwdDecl     Flags = 1 << 2
	FlagVirtual     Flags = 1 << 5
	FlagArtificial  Flags = 1 << 6
	FlagPrototyped  Flags = 1 << 8
	FlagObjectPtr   Flags = 1 << 10
	FlagVector      Flags = 1 << 11
	FlagBitField    Flags = 1 << 19
	FlagNoReturn    Flags = 1 << 20
	FlagEnumClass   Flags = 1 << 24
	FlagBigEndian   Flags = 1 << 27
	accessMask      Flags = 3
	ptrToMemberMask Flags = 3 << 16
)

// Has reports whether every bit of f2 is set in f. The access (Private,
// Protected, Public) and inheritance values are two-bit fields compared
// as a whole.
func (f Flags) Has(f2 Flags) bool {
	if f2 != 0 && f2&^accessMask == 0 {
		return f&accessMask == f2
	}
	if f2 != 0 && f2&^ptrToMemberMask == 0 {
		return f&ptrToMemberMask == f2
	}
	return f&f2 == f2
}

// Names returns the flags as LLVM splits them (DINode::splitFlags), with
// the leftover bits, if any, as a number.
func (f Flags) Names() []string {
	return splitFlags(uint64(f), dwarf.DIFlags, uint64(accessMask), uint64(ptrToMemberMask))
}

// String renders "DIFlagA | DIFlagB" as LLVM does, "0" for none.
func (f Flags) String() string { return joinFlags(f.Names()) }

// SPFlags is a set of DISPFlag* bits.
type SPFlags uint32

// DISPFlag bits.
const (
	SPFlagVirtual        SPFlags = 1
	SPFlagPureVirtual    SPFlags = 2
	SPFlagLocalToUnit    SPFlags = 1 << 2
	SPFlagDefinition     SPFlags = 1 << 3
	SPFlagOptimized      SPFlags = 1 << 4
	SPFlagPure           SPFlags = 1 << 5
	SPFlagElemental      SPFlags = 1 << 6
	SPFlagRecursive      SPFlags = 1 << 7
	SPFlagMainSubprogram SPFlags = 1 << 8
	SPFlagDeleted        SPFlags = 1 << 9
	SPFlagObjCDirect     SPFlags = 1 << 11
)

// Has reports whether every bit of f2 is set in f (the virtuality is a
// two-bit field compared as a whole).
func (f SPFlags) Has(f2 SPFlags) bool {
	if f2 != 0 && f2&^3 == 0 {
		return f&3 == f2
	}
	return f&f2 == f2
}

// Names returns the flags as LLVM splits them (DISubprogram::splitFlags):
// bit by bit, the virtuality's two too, so that 3 is "DISPFlagVirtual |
// DISPFlagPureVirtual".
func (f SPFlags) Names() []string { return splitFlags(uint64(f), dwarf.SPFlags, 0, 0) }

// String renders "DISPFlagDefinition | DISPFlagOptimized", "0" for none.
func (f SPFlags) String() string { return joinFlags(f.Names()) }

// splitFlags follows DINode::splitFlags: the two-bit fields first, then
// IndirectVirtualBase, then single bits in table order, then the rest.
func splitFlags(f uint64, table []dwarfName, mask1, mask2 uint64) []string {
	var out []string
	take := func(mask uint64) {
		if mask == 0 {
			return
		}
		if v := f & mask; v != 0 {
			for _, n := range table {
				if n.Value == v {
					out = append(out, n.Name)
					f &^= v
					return
				}
			}
		}
	}
	take(mask1)
	take(mask2)
	inField := func(v uint64) bool {
		return v&mask1 != 0 && v&^mask1 == 0 || mask2 != 0 && v&mask2 != 0 && v&^mask2 == 0
	}
	for _, n := range table { // combinations (IndirectVirtualBase): all of their bits
		if !inField(n.Value) && n.Value&(n.Value-1) != 0 && f&n.Value == n.Value {
			out = append(out, n.Name)
			f &^= n.Value
		}
	}
	for _, n := range table {
		if !inField(n.Value) && n.Value&(n.Value-1) == 0 && f&n.Value != 0 {
			out = append(out, n.Name)
			f &^= n.Value
		}
	}
	if f != 0 || len(out) == 0 {
		out = append(out, strconv.FormatUint(f, 10))
	}
	return out
}

func joinFlags(names []string) string { return strings.Join(names, " | ") }

// parseFlags reads "DIFlagA | DIFlagB | 3".
func parseFlags(s string, t *nameTable) (uint64, bool) {
	var f uint64
	for _, part := range strings.Split(s, "|") {
		v, ok := t.parse(strings.TrimSpace(part))
		if !ok {
			return 0, false
		}
		f |= v
	}
	return f, true
}
