package ast

// A DefShape is what the parser saw at the start of a metadata
// definition: whether it is "distinct", and whether its node is a tuple or
// which specialized node it is (see Module.DefShapes). Passes that need no
// more of a node than that read it here instead of the definition's text,
// which a Pager would otherwise map in again for every node a pass meets.
type DefShape uint8

const (
	// ShapeUnknown is the shape of a node the parser named no class for
	// (its text says what it is).
	ShapeUnknown DefShape = 0
	// ShapeTuple is the shape of a tuple, !{...}.
	ShapeTuple DefShape = 1
	// ShapeClass0 is the first specialized class's shape; the parser
	// numbers the classes it knows from there (parser.ShapeClassName).
	ShapeClass0 DefShape = 2

	// shapeDistinct marks a "distinct" definition.
	shapeDistinct DefShape = 1 << 7
)

// MakeDefShape returns the shape of a definition whose node is of shape
// kind (ShapeUnknown, ShapeTuple or a class's), distinct or not.
func MakeDefShape(kind DefShape, distinct bool) DefShape {
	if distinct {
		return kind | shapeDistinct
	}
	return kind
}

// Distinct reports whether the definition is "distinct".
func (s DefShape) Distinct() bool { return s&shapeDistinct != 0 }

// Kind returns the shape of the node without its distinctness:
// ShapeUnknown, ShapeTuple, or ShapeClass0 and after.
func (s DefShape) Kind() DefShape { return s &^ shapeDistinct }

// DefShape returns the shape of definition i (index in MDDefs), and
// whether the parser recorded one: it records every definition it reads,
// but keeps no table while each shape is the zero one (a module of
// definitions it names no class for), and one added to MDDefs otherwise
// has none.
func (m *Module) DefShape(i int) (DefShape, bool) {
	if i < len(m.DefShapes) {
		return m.DefShapes[i], true
	}
	return 0, false
}

// DefDistinct reports whether definition i (index in MDDefs) is
// "distinct", from its shape when the parser recorded one, else from the
// text.
func (m *Module) DefDistinct(i int) bool {
	if s, ok := m.DefShape(i); ok {
		return s.Distinct()
	}
	return m.MDDefs[i].Distinct(m.Src)
}
