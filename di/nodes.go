package di

import (
	"math/big"

	"github.com/irmeta/irmeta/md"
)

// The node kinds. Each struct lists its fields in the order LLVM 22's
// AsmWriter prints them; the di tag gives the field name in IR and when
// the field is printed:
//
//	(none)       skipped when zero, empty or null
//	always       always printed (null for a missing node)
//	default=X    skipped when equal to X (bools, tags, macinfo types)
//	absent=X     read as X when missing, always printed
//	asvalue      an integer printed as "i64 N" (stored as a constant)
//	unsigned     an IntOrNode integer printed unsigned
//
// Fields that refer to other metadata are md.Metadata: a *md.Node, a
// *md.String (old type references by identifier), a *md.Value
// (constants, as in bitStride: i32 8), or nil. Use As to read one as a
// typed node.

// Base is embedded in every node kind.
type Base struct {
	// Distinct is set for distinct nodes.
	Distinct bool
	// Node is the node the value was read from; nil for a value built in Go.
	Node *md.Node
}

func (b *Base) base() *Base { return b }

// A DINode is any typed debug-info node: *Location, *Subprogram, ...
type DINode interface {
	// Kind returns the node class as written in IR: "DILocation".
	Kind() string
	base() *Base
}

// An IntOrNode is a field that holds an integer or a node (a variable or
// an expression): DISubrange's count and bounds, sizes, ranks. Node is
// nil for an integer.
type IntOrNode struct {
	Int  int64
	Node md.Metadata
	// Set distinguishes a present 0 from an absent field for the fields
	// that print a present 0 (DISubrange's bounds).
	Set bool
}

// Const returns an IntOrNode holding integer v.
func Const(v int64) IntOrNode { return IntOrNode{Int: v, Set: true} }

// Location is a DILocation: a source position and its scope.
type Location struct {
	Base
	Line           uint32      `di:"line,always"`
	Column         uint16      `di:"column"`
	Scope          md.Metadata `di:"scope,always"`
	InlinedAt      md.Metadata `di:"inlinedAt"`
	IsImplicitCode bool        `di:"isImplicitCode,default=false"`
	AtomGroup      uint64      `di:"atomGroup"`
	AtomRank       uint8       `di:"atomRank"`
}

// AssignID is a DIAssignID (always distinct; no fields).
type AssignID struct{ Base }

// GenericNode is a GenericDINode.
type GenericNode struct {
	Base
	Tag      Tag           `di:"tag,always"`
	Header   string        `di:"header"`
	Operands []md.Metadata `di:"operands"`
}

// Subrange is a DISubrange.
type Subrange struct {
	Base
	Count      IntOrNode `di:"count"`
	LowerBound IntOrNode `di:"lowerBound"`
	UpperBound IntOrNode `di:"upperBound"`
	Stride     IntOrNode `di:"stride"`
}

// GenericSubrange is a DIGenericSubrange. A bound that is the constant
// expression !DIExpression(DW_OP_consts, N) reads as the integer N, as
// LLVM prints it.
type GenericSubrange struct {
	Base
	Count      IntOrNode `di:"count"`
	LowerBound IntOrNode `di:"lowerBound"`
	UpperBound IntOrNode `di:"upperBound"`
	Stride     IntOrNode `di:"stride"`
}

// Enumerator is a DIEnumerator. Value holds the exact value (enumerators
// of 128-bit types are wider than 64 bits).
type Enumerator struct {
	Base
	Name       string   `di:"name,always"`
	Value      *big.Int `di:"value,always"`
	IsUnsigned bool     `di:"isUnsigned,default=false"`
}

// BasicType is a DIBasicType.
type BasicType struct {
	Base
	Tag                 Tag       `di:"tag,default=DW_TAG_base_type"`
	Name                string    `di:"name"`
	Size                IntOrNode `di:"size,unsigned"`
	Align               uint32    `di:"align"`
	DataSize            uint32    `di:"dataSize"`
	Encoding            Encoding  `di:"encoding"`
	NumExtraInhabitants uint32    `di:"num_extra_inhabitants"`
	Flags               Flags     `di:"flags"`
}

// FixedPointType is a DIFixedPointType. Factor applies to Binary and
// Decimal kinds, Numerator and Denominator to Rational.
type FixedPointType struct {
	Base
	Tag         Tag            `di:"tag,default=DW_TAG_base_type"`
	Name        string         `di:"name"`
	Size        IntOrNode      `di:"size,unsigned"`
	Align       uint32         `di:"align"`
	Encoding    Encoding       `di:"encoding"`
	Flags       Flags          `di:"flags"`
	FixedKind   FixedPointKind `di:"kind,always"`
	Factor      int64          `di:"factor"`
	Numerator   *big.Int       `di:"numerator"`
	Denominator *big.Int       `di:"denominator"`
}

// StringType is a DIStringType.
type StringType struct {
	Base
	Tag                      Tag         `di:"tag,default=DW_TAG_string_type"`
	Name                     string      `di:"name"`
	StringLength             md.Metadata `di:"stringLength"`
	StringLengthExpression   md.Metadata `di:"stringLengthExpression"`
	StringLocationExpression md.Metadata `di:"stringLocationExpression"`
	Size                     IntOrNode   `di:"size,unsigned"`
	Align                    uint32      `di:"align"`
	Encoding                 Encoding    `di:"encoding"`
}

// DerivedType is a DIDerivedType: pointers, typedefs, members,
// qualifiers, inheritance. The ptrAuth fields belong to
// DW_TAG_LLVM_ptrauth_type only.
type DerivedType struct {
	Base
	Tag                            Tag         `di:"tag,always"`
	Name                           string      `di:"name"`
	Scope                          md.Metadata `di:"scope"`
	File                           md.Metadata `di:"file"`
	Line                           uint32      `di:"line"`
	BaseType                       md.Metadata `di:"baseType,always"`
	Size                           IntOrNode   `di:"size,unsigned"`
	Align                          uint32      `di:"align"`
	Offset                         IntOrNode   `di:"offset,unsigned"`
	Flags                          Flags       `di:"flags"`
	ExtraData                      md.Metadata `di:"extraData"`
	DWARFAddressSpace              *uint32     `di:"dwarfAddressSpace"`
	Annotations                    md.Metadata `di:"annotations"`
	PtrAuthKey                     uint8       `di:"ptrAuthKey"`
	PtrAuthIsAddressDiscriminated  bool        `di:"ptrAuthIsAddressDiscriminated"`
	PtrAuthExtraDiscriminator      uint16      `di:"ptrAuthExtraDiscriminator"`
	PtrAuthIsaPointer              bool        `di:"ptrAuthIsaPointer"`
	PtrAuthAuthenticatesNullValues bool        `di:"ptrAuthAuthenticatesNullValues"`
}

// CompositeType is a DICompositeType: structs, unions, classes, arrays,
// enumerations, variants.
type CompositeType struct {
	Base
	Tag                 Tag         `di:"tag,always"`
	Name                string      `di:"name"`
	Scope               md.Metadata `di:"scope"`
	File                md.Metadata `di:"file"`
	Line                uint32      `di:"line"`
	BaseType            md.Metadata `di:"baseType"`
	Size                IntOrNode   `di:"size,unsigned"`
	Align               uint32      `di:"align"`
	Offset              IntOrNode   `di:"offset,unsigned"`
	NumExtraInhabitants uint32      `di:"num_extra_inhabitants"`
	Flags               Flags       `di:"flags"`
	Elements            md.Metadata `di:"elements"`
	RuntimeLang         Lang        `di:"runtimeLang"`
	VTableHolder        md.Metadata `di:"vtableHolder"`
	TemplateParams      md.Metadata `di:"templateParams"`
	Identifier          string      `di:"identifier"`
	Discriminator       md.Metadata `di:"discriminator"`
	DataLocation        md.Metadata `di:"dataLocation"`
	Associated          md.Metadata `di:"associated"`
	Allocated           md.Metadata `di:"allocated"`
	Rank                IntOrNode   `di:"rank"`
	Annotations         md.Metadata `di:"annotations"`
	Specification       md.Metadata `di:"specification"`
	EnumKind            *EnumKind   `di:"enumKind"`
	BitStride           md.Metadata `di:"bitStride"`
}

// SubroutineType is a DISubroutineType. Types is the tuple of the return
// type (null for void) followed by the parameter types.
type SubroutineType struct {
	Base
	Flags Flags       `di:"flags"`
	CC    CC          `di:"cc"`
	Types md.Metadata `di:"types,always"`
}

// SubrangeType is a DISubrangeType (Ada and Pascal ranges).
type SubrangeType struct {
	Base
	Name       string      `di:"name"`
	Scope      md.Metadata `di:"scope"`
	File       md.Metadata `di:"file"`
	Line       uint32      `di:"line"`
	Size       IntOrNode   `di:"size,unsigned"`
	Align      uint32      `di:"align"`
	Flags      Flags       `di:"flags"`
	BaseType   md.Metadata `di:"baseType"`
	LowerBound IntOrNode   `di:"lowerBound,asvalue"`
	UpperBound IntOrNode   `di:"upperBound,asvalue"`
	Stride     IntOrNode   `di:"stride,asvalue"`
	Bias       IntOrNode   `di:"bias,asvalue"`
}

// File is a DIFile. ChecksumKind 0 means no checksum.
type File struct {
	Base
	Filename     string       `di:"filename,always"`
	Directory    string       `di:"directory,always"`
	ChecksumKind ChecksumKind `di:"checksumkind"`
	Checksum     string       `di:"checksum"`
	Source       string       `di:"source"`
}

// CompileUnit is a DICompileUnit (always distinct). A unit names its
// language either by Language (DW_LANG_*) or, in newer IR, by
// SourceLanguageName and SourceLanguageVersion.
type CompileUnit struct {
	Base
	Language              Lang          `di:"language"`
	SourceLanguageName    LName         `di:"sourceLanguageName"`
	SourceLanguageVersion uint32        `di:"sourceLanguageVersion"`
	File                  md.Metadata   `di:"file,always"`
	Producer              string        `di:"producer"`
	IsOptimized           bool          `di:"isOptimized"`
	Flags                 string        `di:"flags"`
	RuntimeVersion        uint32        `di:"runtimeVersion,always"`
	SplitDebugFilename    string        `di:"splitDebugFilename"`
	EmissionKind          EmissionKind  `di:"emissionKind,always"`
	Enums                 md.Metadata   `di:"enums"`
	RetainedTypes         md.Metadata   `di:"retainedTypes"`
	Globals               md.Metadata   `di:"globals"`
	Imports               md.Metadata   `di:"imports"`
	Macros                md.Metadata   `di:"macros"`
	DWOId                 uint64        `di:"dwoId"`
	SplitDebugInlining    bool          `di:"splitDebugInlining,default=true"`
	DebugInfoForProfiling bool          `di:"debugInfoForProfiling,default=false"`
	NameTableKind         NameTableKind `di:"nameTableKind"`
	RangesBaseAddress     bool          `di:"rangesBaseAddress,default=false"`
	SysRoot               string        `di:"sysroot"`
	SDK                   string        `di:"sdk"`
}

// Subprogram is a DISubprogram. Old IR's isLocal, isDefinition,
// isOptimized and virtuality fields are read into SPFlags, as LLVM does.
type Subprogram struct {
	Base
	Name            string      `di:"name"`
	LinkageName     string      `di:"linkageName"`
	Scope           md.Metadata `di:"scope,always"`
	File            md.Metadata `di:"file"`
	Line            uint32      `di:"line"`
	Type            md.Metadata `di:"type"`
	ScopeLine       uint32      `di:"scopeLine"`
	ContainingType  md.Metadata `di:"containingType"`
	VirtualIndex    uint32      `di:"virtualIndex"`
	ThisAdjustment  int32       `di:"thisAdjustment"`
	Flags           Flags       `di:"flags"`
	SPFlags         SPFlags     `di:"spFlags,always"`
	Unit            md.Metadata `di:"unit"`
	TemplateParams  md.Metadata `di:"templateParams"`
	Declaration     md.Metadata `di:"declaration"`
	RetainedNodes   md.Metadata `di:"retainedNodes"`
	ThrownTypes     md.Metadata `di:"thrownTypes"`
	Annotations     md.Metadata `di:"annotations"`
	TargetFuncName  string      `di:"targetFuncName"`
	KeyInstructions bool        `di:"keyInstructions,default=false"`
}

// LexicalBlock is a DILexicalBlock.
type LexicalBlock struct {
	Base
	Scope  md.Metadata `di:"scope,always"`
	File   md.Metadata `di:"file"`
	Line   uint32      `di:"line"`
	Column uint16      `di:"column"`
}

// LexicalBlockFile is a DILexicalBlockFile.
type LexicalBlockFile struct {
	Base
	Scope         md.Metadata `di:"scope,always"`
	File          md.Metadata `di:"file"`
	Discriminator uint32      `di:"discriminator,always"`
}

// Namespace is a DINamespace.
type Namespace struct {
	Base
	Name          string      `di:"name"`
	Scope         md.Metadata `di:"scope,always"`
	ExportSymbols bool        `di:"exportSymbols,default=false"`
}

// CommonBlock is a DICommonBlock (Fortran).
type CommonBlock struct {
	Base
	Scope       md.Metadata `di:"scope,always"`
	Declaration md.Metadata `di:"declaration,always"`
	Name        string      `di:"name"`
	File        md.Metadata `di:"file"`
	Line        uint32      `di:"line"`
}

// Macro is a DIMacro.
type Macro struct {
	Base
	Type  Macinfo `di:"type,always"`
	Line  uint32  `di:"line"`
	Name  string  `di:"name"`
	Value string  `di:"value"`
}

// MacroFile is a DIMacroFile.
type MacroFile struct {
	Base
	Type  Macinfo     `di:"type,default=DW_MACINFO_start_file"`
	Line  uint32      `di:"line"`
	File  md.Metadata `di:"file,always"`
	Nodes md.Metadata `di:"nodes"`
}

// Module is a DIModule (Clang modules, Fortran modules).
type Module struct {
	Base
	Scope        md.Metadata `di:"scope,always"`
	Name         string      `di:"name"`
	ConfigMacros string      `di:"configMacros"`
	IncludePath  string      `di:"includePath"`
	APINotes     string      `di:"apinotes"`
	File         md.Metadata `di:"file"`
	Line         uint32      `di:"line"`
	IsDecl       bool        `di:"isDecl,default=false"`
}

// TemplateTypeParameter is a DITemplateTypeParameter.
type TemplateTypeParameter struct {
	Base
	Name      string      `di:"name"`
	Type      md.Metadata `di:"type,always"`
	Defaulted bool        `di:"defaulted,default=false"`
}

// TemplateValueParameter is a DITemplateValueParameter.
type TemplateValueParameter struct {
	Base
	Tag       Tag         `di:"tag,default=DW_TAG_template_value_parameter"`
	Name      string      `di:"name"`
	Type      md.Metadata `di:"type"`
	Defaulted bool        `di:"defaulted,default=false"`
	Value     md.Metadata `di:"value,always"`
}

// GlobalVariable is a DIGlobalVariable.
type GlobalVariable struct {
	Base
	Name           string      `di:"name"`
	LinkageName    string      `di:"linkageName"`
	Scope          md.Metadata `di:"scope,always"`
	File           md.Metadata `di:"file"`
	Line           uint32      `di:"line"`
	Type           md.Metadata `di:"type"`
	IsLocal        bool        `di:"isLocal"`
	IsDefinition   bool        `di:"isDefinition,absent=true"`
	Declaration    md.Metadata `di:"declaration"`
	TemplateParams md.Metadata `di:"templateParams"`
	Align          uint32      `di:"align"`
	Annotations    md.Metadata `di:"annotations"`
}

// LocalVariable is a DILocalVariable. Arg is the parameter number
// (1-based), 0 for a local.
type LocalVariable struct {
	Base
	Name        string      `di:"name"`
	Arg         uint16      `di:"arg"`
	Scope       md.Metadata `di:"scope,always"`
	File        md.Metadata `di:"file"`
	Line        uint32      `di:"line"`
	Type        md.Metadata `di:"type"`
	Flags       Flags       `di:"flags"`
	Align       uint32      `di:"align"`
	Annotations md.Metadata `di:"annotations"`
}

// Label is a DILabel.
type Label struct {
	Base
	Scope          md.Metadata `di:"scope,always"`
	Name           string      `di:"name"`
	File           md.Metadata `di:"file"`
	Line           uint32      `di:"line"`
	Column         uint16      `di:"column"`
	IsArtificial   bool        `di:"isArtificial,default=false"`
	CoroSuspendIdx *uint64     `di:"coroSuspendIdx"`
}

// GlobalVariableExpression is a DIGlobalVariableExpression: a global
// variable and the expression locating it.
type GlobalVariableExpression struct {
	Base
	Var  md.Metadata `di:"var"`
	Expr md.Metadata `di:"expr"`
}

// ObjCProperty is a DIObjCProperty.
type ObjCProperty struct {
	Base
	Name       string      `di:"name"`
	File       md.Metadata `di:"file"`
	Line       uint32      `di:"line"`
	Setter     string      `di:"setter"`
	Getter     string      `di:"getter"`
	Attributes uint32      `di:"attributes"`
	Type       md.Metadata `di:"type"`
}

// ImportedEntity is a DIImportedEntity (using declarations, imported
// modules).
type ImportedEntity struct {
	Base
	Tag      Tag         `di:"tag,always"`
	Name     string      `di:"name"`
	Scope    md.Metadata `di:"scope,always"`
	Entity   md.Metadata `di:"entity"`
	File     md.Metadata `di:"file"`
	Line     uint32      `di:"line"`
	Elements md.Metadata `di:"elements"`
}

// ArgList is a DIArgList: the values of a variadic debug record. Its
// operands are values (i32 %x), never nodes.
type ArgList struct {
	Base
	Args []md.Metadata
}

// Kind methods.
func (*Location) Kind() string                 { return "DILocation" }
func (*AssignID) Kind() string                 { return "DIAssignID" }
func (*GenericNode) Kind() string              { return "GenericDINode" }
func (*Subrange) Kind() string                 { return "DISubrange" }
func (*GenericSubrange) Kind() string          { return "DIGenericSubrange" }
func (*Enumerator) Kind() string               { return "DIEnumerator" }
func (*BasicType) Kind() string                { return "DIBasicType" }
func (*FixedPointType) Kind() string           { return "DIFixedPointType" }
func (*StringType) Kind() string               { return "DIStringType" }
func (*DerivedType) Kind() string              { return "DIDerivedType" }
func (*CompositeType) Kind() string            { return "DICompositeType" }
func (*SubroutineType) Kind() string           { return "DISubroutineType" }
func (*SubrangeType) Kind() string             { return "DISubrangeType" }
func (*File) Kind() string                     { return "DIFile" }
func (*CompileUnit) Kind() string              { return "DICompileUnit" }
func (*Subprogram) Kind() string               { return "DISubprogram" }
func (*LexicalBlock) Kind() string             { return "DILexicalBlock" }
func (*LexicalBlockFile) Kind() string         { return "DILexicalBlockFile" }
func (*Namespace) Kind() string                { return "DINamespace" }
func (*CommonBlock) Kind() string              { return "DICommonBlock" }
func (*Macro) Kind() string                    { return "DIMacro" }
func (*MacroFile) Kind() string                { return "DIMacroFile" }
func (*Module) Kind() string                   { return "DIModule" }
func (*TemplateTypeParameter) Kind() string    { return "DITemplateTypeParameter" }
func (*TemplateValueParameter) Kind() string   { return "DITemplateValueParameter" }
func (*GlobalVariable) Kind() string           { return "DIGlobalVariable" }
func (*LocalVariable) Kind() string            { return "DILocalVariable" }
func (*Label) Kind() string                    { return "DILabel" }
func (*GlobalVariableExpression) Kind() string { return "DIGlobalVariableExpression" }
func (*ObjCProperty) Kind() string             { return "DIObjCProperty" }
func (*ImportedEntity) Kind() string           { return "DIImportedEntity" }
func (*Expression) Kind() string               { return "DIExpression" }
func (*ArgList) Kind() string                  { return "DIArgList" }

// newByKind makes an empty value of every kind, by IR name.
var newByKind = map[string]func() DINode{
	"DILocation": func() DINode { return new(Location) }, "DIAssignID": func() DINode { return new(AssignID) },
	"GenericDINode": func() DINode { return new(GenericNode) }, "DISubrange": func() DINode { return new(Subrange) },
	"DIGenericSubrange": func() DINode { return new(GenericSubrange) }, "DIEnumerator": func() DINode { return new(Enumerator) },
	"DIBasicType": func() DINode { return new(BasicType) }, "DIFixedPointType": func() DINode { return new(FixedPointType) },
	"DIStringType": func() DINode { return new(StringType) }, "DIDerivedType": func() DINode { return new(DerivedType) },
	"DICompositeType": func() DINode { return new(CompositeType) }, "DISubroutineType": func() DINode { return new(SubroutineType) },
	"DISubrangeType": func() DINode { return new(SubrangeType) }, "DIFile": func() DINode { return new(File) },
	"DICompileUnit": func() DINode { return new(CompileUnit) }, "DISubprogram": func() DINode { return new(Subprogram) },
	"DILexicalBlock": func() DINode { return new(LexicalBlock) }, "DILexicalBlockFile": func() DINode { return new(LexicalBlockFile) },
	"DINamespace": func() DINode { return new(Namespace) }, "DICommonBlock": func() DINode { return new(CommonBlock) },
	"DIMacro": func() DINode { return new(Macro) }, "DIMacroFile": func() DINode { return new(MacroFile) },
	"DIModule": func() DINode { return new(Module) }, "DITemplateTypeParameter": func() DINode { return new(TemplateTypeParameter) },
	"DITemplateValueParameter": func() DINode { return new(TemplateValueParameter) }, "DIGlobalVariable": func() DINode { return new(GlobalVariable) },
	"DILocalVariable": func() DINode { return new(LocalVariable) }, "DILabel": func() DINode { return new(Label) },
	"DIGlobalVariableExpression": func() DINode { return new(GlobalVariableExpression) }, "DIObjCProperty": func() DINode { return new(ObjCProperty) },
	"DIImportedEntity": func() DINode { return new(ImportedEntity) }, "DIExpression": func() DINode { return new(Expression) },
	"DIArgList": func() DINode { return new(ArgList) },
}
