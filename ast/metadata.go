package ast

// MDKind classifies a piece of metadata.
type MDKind uint8

// Kinds of metadata.
const (
	MDRef         MDKind = iota // !12, a reference to a numbered node
	MDString                    // !"text"
	MDValue                     // a typed value: i32 7, ptr @f, float undef
	MDNull                      // null (an empty operand)
	MDTuple                     // !{...}
	MDSpecialized               // !DILocation(...), !DIExpression(...), ...
	MDArgList                   // !DIArgList(...)
	MDInt                       // a bare integer field value: line: 12
	MDRawString                 // a bare string field value: name: "x"
	MDIdent                     // a keyword field value: DW_TAG_x, true, FullDebug
	MDFlags                     // flags joined by '|': DIFlagA | DIFlagB
)

// An MD is one piece of decoded metadata: a node, a node operand, or a field
// value of a specialized node.
type MD struct {
	Kind MDKind
	// ID is the node id for MDRef.
	ID int32
	// Str holds the decoded text of MDString and MDRawString, the literal of
	// MDInt, the keyword of MDIdent, the flag expression of MDFlags and the
	// node name for MDSpecialized ("DILocation").
	Str string
	// Value is the typed value of MDValue.
	Value *Operand
	// Distinct is set for "distinct !{...}" and distinct specialized nodes.
	Distinct bool
	// Operands holds tuple and DIArgList elements, and the arguments of
	// specialized nodes whose operands are positional (DIExpression).
	Operands []*MD
	// Fields holds the named fields of specialized nodes in source order.
	Fields []MDField
	Span
}

// An MDField is "name: value" inside a specialized node.
type MDField struct {
	Name  string
	Value *MD
}

// Field returns the value of the field called name, or nil.
func (md *MD) Field(name string) *MD {
	for i := range md.Fields {
		if md.Fields[i].Name == name {
			return md.Fields[i].Value
		}
	}
	return nil
}
