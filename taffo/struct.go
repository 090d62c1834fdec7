package taffo

import (
	"fmt"

	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

// An MDInfo is the annotation of one field or argument: an *Info, or a
// *StructInfo for struct-typed ones. A nil MDInfo means "no annotation".
type MDInfo interface{ mdInfo() }

// A StructInfo is TAFFO's StructInfo: one entry per struct field, in field
// order; nil entries are written as i1 false.
type StructInfo struct {
	Fields []MDInfo
	// Node is the node the StructInfo was read from; nil for built values.
	Node *md.Node
}

func (*StructInfo) mdInfo() {}

// NewStructInfo returns a StructInfo with the given fields.
func NewStructInfo(fields ...MDInfo) *StructInfo { return &StructInfo{Fields: fields} }

// maxDepth bounds the nesting of structinfo.
const maxDepth = 64

// A decoder decodes each node once, as TAFFO's MetadataManager caches
// what it reads: shared InputInfo and structinfo nodes give shared values,
// and a structinfo DAG costs its number of nodes, not its number of paths.
// active marks the structinfo nodes being decoded, to stop at cycles
// (distinct nodes may reference themselves).
type decoder struct {
	infos   map[*md.Node]*Info
	structs map[*md.Node]*StructInfo
	errs    map[*md.Node]error
	active  map[*md.Node]bool
}

// newDecoder returns a decoder; its maps are made on first store, so a
// decoder for one small read costs one allocation.
func newDecoder() *decoder { return &decoder{} }

func (d *decoder) fail(n *md.Node, err error) error {
	if d.errs == nil {
		d.errs = map[*md.Node]error{}
	}
	d.errs[n] = err
	return copyErr(err)
}

// info is DecodeInfo, cached.
func (d *decoder) info(m md.Metadata) (*Info, error) {
	n := tuple(m)
	if n == nil {
		return DecodeInfo(m)
	}
	if in, ok := d.infos[n]; ok {
		return in, nil
	}
	if err, ok := d.errs[n]; ok {
		return nil, copyErr(err)
	}
	in, err := DecodeInfo(n)
	if err != nil {
		return nil, d.fail(n, err)
	}
	if d.infos == nil {
		d.infos = map[*md.Node]*Info{}
	}
	d.infos[n] = in
	return in, nil
}

// structInfo is DecodeStructInfo, cached.
func (d *decoder) structInfo(m md.Metadata, depth int) (*StructInfo, error) {
	n := tuple(m)
	if n == nil {
		return nil, errAt(nil, "structinfo: expected a tuple of field infos, found %s", md.FormatOperand(m))
	}
	if s, ok := d.structs[n]; ok {
		return s, nil
	}
	if err, ok := d.errs[n]; ok {
		return nil, copyErr(err)
	}
	if d.active[n] || depth > maxDepth {
		return nil, errAt(n, "structinfo: the node contains itself")
	}
	if d.active == nil {
		d.active = map[*md.Node]bool{}
	}
	d.active[n] = true
	defer delete(d.active, n)
	s := &StructInfo{Fields: make([]MDInfo, n.NumOperands()), Node: n}
	for i, op := range n.Operands() {
		f, err := d.field(op, depth)
		if err != nil {
			return nil, d.fail(n, atOwner(prefix(err, fmt.Sprintf("field %d: ", i)), n))
		}
		s.Fields[i] = f
	}
	if d.structs == nil {
		d.structs = map[*md.Node]*StructInfo{}
	}
	d.structs[n] = s
	return s, nil
}

// field reads one structinfo entry: null, an InputInfo (by TAFFO's shape
// test), or a nested structinfo.
func (d *decoder) field(op md.Metadata, depth int) (MDInfo, error) {
	switch {
	case IsNull(op):
		return nil, nil
	case IsInfoNode(op):
		return d.info(op)
	case tuple(op) != nil:
		return d.structInfo(op, depth+1)
	}
	return nil, errAt(nil, "expected i1 false, an InputInfo or a structinfo tuple, found %s", md.FormatOperand(op))
}

// DecodeStructInfo reads a structinfo node: each operand i1 false, an
// InputInfo, or a nested structinfo, told apart as TAFFO does (IsInfoNode).
func DecodeStructInfo(m md.Metadata) (*StructInfo, error) { return newDecoder().structInfo(m, 0) }

// copyErr returns a copy of an *Error, so that cached errors are not
// changed by the callers that locate them.
func copyErr(err error) error {
	if e, ok := err.(*Error); ok {
		c := *e
		return &c
	}
	return err
}

// prefix prepends text to an Error's message.
func prefix(err error, p string) error {
	if e, ok := err.(*Error); ok {
		c := *e
		c.Msg = p + e.Msg
		return &c
	}
	return err
}

// DecodeMDInfo reads an InputInfo or structinfo node (nil for i1 false),
// deciding by shape as TAFFO does inside structinfo.
func DecodeMDInfo(m md.Metadata) (MDInfo, error) { return newDecoder().field(m, 0) }

// EncodeMDInfo returns the node for an *Info or *StructInfo, or i1 false
// for nil.
func EncodeMDInfo(g *md.Graph, mi MDInfo) md.Metadata {
	switch v := mi.(type) {
	case *Info:
		if v != nil {
			return EncodeInfo(g, v)
		}
	case *StructInfo:
		if v != nil {
			return EncodeStructInfo(g, v)
		}
	}
	return null()
}

// EncodeStructInfo returns the uniqued structinfo node.
func EncodeStructInfo(g *md.Graph, s *StructInfo) *md.Node {
	ops := make([]md.Metadata, len(s.Fields))
	for i, f := range s.Fields {
		ops[i] = EncodeMDInfo(g, f)
	}
	return g.NewTuple(ops...)
}

// GetStructInfo reads the taffo.structinfo of an instruction or global.
func GetStructInfo(g *md.Graph, t md.Target) (*StructInfo, error) {
	return (&Reader{g: g, d: newDecoder()}).StructInfo(t)
}

// SetStructInfo attaches s as the taffo.structinfo of an instruction or
// global.
func SetStructInfo(g *md.Graph, t md.Target, s *StructInfo) error {
	if s == nil {
		return fmt.Errorf("taffo.SetStructInfo: nil StructInfo")
	}
	g.SetAttachment(t, KeyStructInfo, EncodeStructInfo(g, s))
	return nil
}

// ArgKind is the kind operand of a funinfo pair.
type ArgKind int64

// The funinfo kinds.
const (
	ArgNone   ArgKind = 0 // no info; the reference is ignored
	ArgInfo   ArgKind = 1 // an InputInfo
	ArgStruct ArgKind = 2 // a structinfo
)

// KindOf returns the funinfo kind for an MDInfo.
func KindOf(mi MDInfo) ArgKind {
	switch v := mi.(type) {
	case *Info:
		if v != nil {
			return ArgInfo
		}
	case *StructInfo:
		if v != nil {
			return ArgStruct
		}
	}
	return ArgNone
}

// DecodeFunInfo reads a funinfo node: pairs (i32 kind, ref), one per
// parameter. The result has one entry per pair, nil for kind 0.
func DecodeFunInfo(m md.Metadata) ([]MDInfo, error) { return newDecoder().funInfo(m) }

func (d *decoder) funInfo(m md.Metadata) ([]MDInfo, error) {
	n := tuple(m)
	if n == nil {
		return nil, errAt(nil, "funinfo: expected a tuple of (i32 kind, info) pairs, found %s", md.FormatOperand(m))
	}
	ops := n.Operands()
	if legacyFunInfo(ops) {
		return nil, errAt(n, "funinfo: one InputInfo per parameter is the form before TAFFO 0f34a54 (2019); TAFFO now reads (i32 kind, info) pairs")
	}
	if len(ops)%2 != 0 {
		return nil, errAt(n, "funinfo: expected (i32 kind, info) pairs, found %d operands", len(ops))
	}
	out := make([]MDInfo, len(ops)/2)
	for i := range out {
		k, ok := intOf(ops[2*i])
		if !ok {
			return nil, errAt(n, "funinfo: argument %d: expected an i32 kind, found %s", i, md.FormatOperand(ops[2*i]))
		}
		ref := ops[2*i+1]
		var err error
		switch ArgKind(k) {
		case ArgNone:
			continue
		case ArgInfo:
			var in *Info
			if in, err = d.info(ref); err == nil {
				out[i] = in
			}
		case ArgStruct:
			var s *StructInfo
			if s, err = d.structInfo(ref, 0); err == nil {
				out[i] = s
			}
		default:
			return nil, errAt(n, "funinfo: argument %d: unknown kind %d (0 none, 1 info, 2 struct)", i, k)
		}
		if err != nil {
			return nil, atOwner(prefix(err, fmt.Sprintf("funinfo: argument %d: ", i)), n)
		}
	}
	return out, nil
}

// legacyFunInfo reports whether a funinfo's operands are all InputInfo
// nodes or nulls (with at least one node), the list form TAFFO used
// before kind/info pairs.
func legacyFunInfo(ops []md.Metadata) bool {
	nodes := 0
	for _, op := range ops {
		switch {
		case IsInfoNode(op):
			nodes++
		case IsNull(op):
		default:
			return false
		}
	}
	return nodes > 0
}

// EncodeFunInfo returns the uniqued funinfo node. Arguments without info
// get the pair (i32 0, i1 false), as TAFFO writes them.
func EncodeFunInfo(g *md.Graph, args []MDInfo) *md.Node {
	ops := make([]md.Metadata, 0, 2*len(args))
	for _, a := range args {
		ops = append(ops, md.NewInt(32, int64(KindOf(a))), EncodeMDInfo(g, a))
	}
	return g.NewTuple(ops...)
}

// GetFunInfo reads the taffo.funinfo of function target t: one entry per
// parameter (nil where there is no info).
func GetFunInfo(g *md.Graph, t md.Target) ([]MDInfo, error) {
	return (&Reader{g: g, d: newDecoder()}).FunInfo(t)
}

// SetFunInfo attaches the per-parameter infos to function target t.
func SetFunInfo(g *md.Graph, t md.Target, args []MDInfo) error {
	if t.Kind != md.FunctionTarget {
		return fmt.Errorf("taffo.SetFunInfo: %s is not a function", g.TargetName(t))
	}
	g.SetAttachment(t, KeyFunInfo, EncodeFunInfo(g, args))
	return nil
}

// DecodeConstInfo reads a constinfo node: one entry per instruction
// operand, an InputInfo or an integer zero (nil in the result).
func DecodeConstInfo(m md.Metadata) ([]*Info, error) { return newDecoder().constInfo(m) }

func (d *decoder) constInfo(m md.Metadata) ([]*Info, error) {
	n := tuple(m)
	if n == nil {
		return nil, errAt(nil, "constinfo: expected a tuple of per-operand infos, found %s", md.FormatOperand(m))
	}
	out := make([]*Info, n.NumOperands())
	for i, op := range n.Operands() {
		if v, ok := intOf(op); ok && v == 0 {
			continue
		}
		in, err := d.info(op)
		if err != nil {
			return nil, atOwner(prefix(err, fmt.Sprintf("constinfo: operand %d: ", i)), n)
		}
		out[i] = in
	}
	return out, nil
}

// EncodeConstInfo returns the uniqued constinfo node, i1 false for nil
// entries.
func EncodeConstInfo(g *md.Graph, ops []*Info) *md.Node {
	out := make([]md.Metadata, len(ops))
	for i, in := range ops {
		if in == nil {
			out[i] = null()
		} else {
			out[i] = EncodeInfo(g, in)
		}
	}
	return g.NewTuple(out...)
}

// GetConstInfo reads the taffo.constinfo of an instruction: one entry per
// operand, nil for operands without info.
func GetConstInfo(g *md.Graph, t md.Target) ([]*Info, error) {
	return (&Reader{g: g, d: newDecoder()}).ConstInfo(t)
}

// SetConstInfo attaches per-operand infos to an instruction.
func SetConstInfo(g *md.Graph, t md.Target, ops []*Info) error {
	if t.Kind != md.InstTarget {
		return fmt.Errorf("taffo.SetConstInfo: %s is not an instruction", g.TargetName(t))
	}
	g.SetAttachment(t, KeyConstInfo, EncodeConstInfo(g, ops))
	return nil
}

// SetArgInfo sets the funinfo entry of parameter i of function target t,
// keeping the other parameters' entries (nil entries for parameters
// without one), with one pair per parameter as TAFFO requires.
func SetArgInfo(g *md.Graph, t md.Target, i int, mi MDInfo) error {
	if t.Kind != md.FunctionTarget {
		return fmt.Errorf("taffo.SetArgInfo: %s is not a function", g.TargetName(t))
	}
	n := len(ParamNames(parser.NewDecoder(g.Module), t.Index))
	if i < 0 || i >= n {
		return fmt.Errorf("taffo.SetArgInfo: %s has %d parameters, no parameter %d", g.TargetName(t), n, i)
	}
	args, err := GetFunInfo(g, t)
	if err != nil && err != md.ErrNotSet {
		return err
	}
	args = append([]MDInfo(nil), args...)
	for len(args) < n {
		args = append(args, nil)
	}
	args[i] = mi
	return SetFunInfo(g, t, args)
}
