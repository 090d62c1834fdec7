package taffo

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/token"
)

// TypeKind tells a fixed-point type from a floating-point one.
type TypeKind uint8

// The type flags TAFFO writes as the first operand of a type node.
const (
	FixP  TypeKind = iota // !{!"fixp", i32 Width, i32 FracBits}
	Float                 // !{!"float", i32 Standard, double Greatest}
)

// FloatStd is TAFFO's FloatType::FloatStandard, the second operand of a
// "float" type node.
type FloatStd uint32

// The floating-point standards, numbered as TAFFO numbers them.
const (
	Half     FloatStd = 0
	Float32  FloatStd = 1
	Double   FloatStd = 2
	FP128    FloatStd = 3
	X86FP80  FloatStd = 4
	PPCFP128 FloatStd = 5
	BFloat   FloatStd = 6
)

var floatStdNames = [...]string{"half", "float", "double", "fp128", "x86_fp80", "ppc_fp128", "bfloat"}

// String returns the LLVM name of the standard ("double"), or its number.
func (s FloatStd) String() string {
	if int(s) < len(floatStdNames) {
		return floatStdNames[s]
	}
	return strconv.FormatUint(uint64(s), 10)
}

// Precision returns the significand precision in bits (APFloat's
// semanticsPrecision), which TAFFO's error bound uses, or 0 when unknown.
func (s FloatStd) Precision() int {
	switch s {
	case Half:
		return 11
	case Float32:
		return 24
	case Double:
		return 53
	case FP128:
		return 113
	case X86FP80:
		return 64
	case PPCFP128:
		return 106
	case BFloat:
		return 8
	}
	return 0
}

// ParseFloatStd reads a standard by LLVM name ("double", "bfloat").
func ParseFloatStd(name string) (FloatStd, bool) {
	for i, n := range floatStdNames {
		if n == name {
			return FloatStd(i), true
		}
	}
	return 0, false
}

// A Type is the target type TAFFO converts a value to.
type Type struct {
	Kind TypeKind
	// Width is the fixed-point bit width, negative for signed formats.
	Width int32
	// FracBits is the number of fractional bits (read unsigned, as TAFFO
	// reads it).
	FracBits uint32
	// Std is the floating-point standard.
	Std FloatStd
	// Greatest is the largest magnitude the floating-point value takes;
	// TAFFO uses it only for the rounding-error bound.
	Greatest float64
}

// NewFixP returns a fixed-point type; a negative width means signed.
func NewFixP(width int32, fracBits uint32) *Type {
	return &Type{Kind: FixP, Width: width, FracBits: fracBits}
}

// NewFloat returns a floating-point type.
func NewFloat(std FloatStd, greatest float64) *Type {
	return &Type{Kind: Float, Std: std, Greatest: greatest}
}

// Signed reports whether a fixed-point type is signed.
func (t *Type) Signed() bool { return t.Kind == FixP && t.Width < 0 }

// Bits returns the bit width of a fixed-point type (|Width|).
func (t *Type) Bits() uint32 {
	if t.Width < 0 {
		return uint32(-int64(t.Width))
	}
	return uint32(t.Width)
}

// IntBits returns the integer bits of a fixed-point type, sign bit
// included: Bits - FracBits (negative when FracBits exceeds the width).
func (t *Type) IntBits() int64 { return int64(t.Bits()) - int64(t.FracBits) }

// RoundingError returns the error of one rounding to the type, as TAFFO's
// ErrorPropagator computes it: 2^-FracBits for fixed point, and
// 2^(floor(log2(Greatest)) - precision) for floating point.
func (t *Type) RoundingError() float64 {
	if t.Kind == FixP {
		return math.Ldexp(1, -int(t.FracBits))
	}
	p := t.Std.Precision()
	if p == 0 || t.Greatest == 0 || math.IsInf(t.Greatest, 0) || math.IsNaN(t.Greatest) {
		return 0
	}
	return math.Ldexp(1, int(math.Floor(math.Log2(math.Abs(t.Greatest))))-p)
}

// String renders the type with the numbers it is encoded with:
// "fixp(-32,24)", "float(double,1.600000e+01)". ParseType reads it back.
func (t *Type) String() string {
	if t == nil {
		return "-"
	}
	if t.Kind == FixP {
		return fmt.Sprintf("fixp(%d,%d)", t.Width, t.FracBits)
	}
	return fmt.Sprintf("float(%s,%s)", t.Std, md.FormatDouble(t.Greatest))
}

// A Range is the interval of values a variable takes.
type Range struct{ Min, Max float64 }

// String renders "[min, max]" with LLVM's double syntax.
func (r *Range) String() string {
	if r == nil {
		return "-"
	}
	return "[" + md.FormatDouble(r.Min) + ", " + md.FormatDouble(r.Max) + "]"
}

// An Info is TAFFO's InputInfo: the annotation of one scalar value.
// Nil Type, Range and Error are written as i1 false.
type Info struct {
	Type  *Type
	Range *Range
	// Error is the initial absolute error.
	Error *float64
	// EnableConversion is bit 0 of the flags: the value should be converted.
	// It is true when the flags operand is absent (3-operand form).
	EnableConversion bool
	// Final is bit 1 of the flags.
	Final bool

	// Node is the node the Info was read from; nil for built values.
	Node *md.Node
}

func (*Info) mdInfo() {}

// NewInfo returns an Info with conversion enabled, as TAFFO's default.
func NewInfo(t *Type, r *Range, initialError *float64) *Info {
	return &Info{Type: t, Range: r, Error: initialError, EnableConversion: true}
}

// Flags returns the flags operand's value: bit 0 EnableConversion, bit 1
// Final.
func (in *Info) Flags() uint64 {
	var f uint64
	if in.EnableConversion {
		f |= 1
	}
	if in.Final {
		f |= 2
	}
	return f
}

// Err returns a pointer to e, for Info.Error.
func Err(e float64) *float64 { return &e }

// An Error reports TAFFO metadata of a shape TAFFO does not read.
type Error struct {
	// Pos locates the offending node (invalid for nodes without source).
	Pos token.Position
	// Attr names the attachment: "@f:%x !taffo.info"; "" for a bare node.
	Attr string
	Msg  string
}

// Error renders "pos: attr: message".
func (e *Error) Error() string {
	s := e.Msg
	if e.Attr != "" {
		s = e.Attr + ": " + s
	}
	if e.Pos.IsValid() {
		s = e.Pos.String() + ": " + s
	}
	return s
}

func errAt(n *md.Node, format string, args ...any) *Error {
	e := &Error{Msg: fmt.Sprintf(format, args...)}
	if n != nil {
		e.Pos = n.Pos()
	}
	return e
}

// located fills in the attachment name of a decoding error, and the
// attachment's node position when the error has none.
func located(g *md.Graph, t md.Target, key string, n *md.Node, err error) error {
	if e, ok := err.(*Error); ok {
		c := *e
		e = &c
		err = e
		e.Attr = g.TargetName(t) + " !" + key
		if !e.Pos.IsValid() {
			e.Pos = n.Pos()
		}
		if !e.Pos.IsValid() {
			e.Pos = g.TargetPos(t)
		}
	}
	return err
}

// IsNull reports whether m is TAFFO's null marker for an absent field: a
// 1-bit integer zero ("i1 false" or "i1 0").
func IsNull(m md.Metadata) bool {
	v, ok := m.(*md.Value)
	if !ok || v == nil || v.Type == nil || v.Type.Kind != ast.IntType || v.Type.Bits != 1 {
		return false
	}
	i, ok := v.Int()
	return ok && i == 0
}

// null is the marker TAFFO writes for absent fields.
func null() md.Metadata { return md.NewBool(false) }

// intOf returns the value of an integer constant operand.
func intOf(m md.Metadata) (int64, bool) {
	v, ok := m.(*md.Value)
	if !ok || v == nil || v.Type == nil || v.Type.Kind != ast.IntType {
		return 0, false
	}
	return v.Int()
}

// floatOf returns the value of a floating-point constant operand.
func floatOf(m md.Metadata) (float64, bool) {
	v, ok := m.(*md.Value)
	if !ok || v == nil || v.Type == nil || v.Type.Kind != ast.FloatType {
		return 0, false
	}
	return v.Float()
}

// isConst reports whether m is a constant (ConstantAsMetadata).
func isConst(m md.Metadata) bool {
	v, ok := m.(*md.Value)
	return ok && v != nil
}

// tuple returns m as a tuple node, or nil.
func tuple(m md.Metadata) *md.Node {
	n, ok := m.(*md.Node)
	if !ok || n == nil || n.Kind != md.Tuple || n.Missing() {
		return nil
	}
	return n
}

// isTypeNode is TType::isTTypeMetadata: a node whose first operand is the
// string "fixp" or "float".
func isTypeNode(m md.Metadata) bool {
	n := tuple(m)
	if n == nil || n.NumOperands() < 1 {
		return false
	}
	s, ok := n.Operand(0).(*md.String)
	return ok && (s.Value == "fixp" || s.Value == "float")
}

// isRangeNode is Range::isRangeMetadata: exactly two constants.
func isRangeNode(m md.Metadata) bool {
	n := tuple(m)
	return n != nil && n.NumOperands() == 2 && isConst(n.Operand(0)) && isConst(n.Operand(1))
}

// isErrorNode is IsInitialErrorMetadata: exactly one constant.
func isErrorNode(m md.Metadata) bool {
	n := tuple(m)
	return n != nil && n.NumOperands() == 1 && isConst(n.Operand(0))
}

// IsInfoNode is TAFFO's InputInfo::isInputInfoMetadata, the shape test
// that tells an InputInfo from a StructInfo inside structinfo: 3 or 4
// operands, each null or of its field's shape (the fourth any constant).
// A struct of three absent fields therefore reads as an empty InputInfo,
// as in TAFFO.
func IsInfoNode(m md.Metadata) bool {
	n := tuple(m)
	if n == nil || (n.NumOperands() != 3 && n.NumOperands() != 4) {
		return false
	}
	ops := n.Operands()
	if !IsNull(ops[0]) && !isTypeNode(ops[0]) {
		return false
	}
	if !IsNull(ops[1]) && !isRangeNode(ops[1]) {
		return false
	}
	if !IsNull(ops[2]) && !isErrorNode(ops[2]) {
		return false
	}
	return len(ops) == 3 || isConst(ops[3])
}

// DecodeType reads a type node.
func DecodeType(m md.Metadata) (*Type, error) {
	n := tuple(m)
	if n == nil || n.NumOperands() < 1 {
		return nil, errAt(n, "type: expected !{!\"fixp\", i32, i32} or !{!\"float\", i32, double}, found %s", md.FormatOperand(m))
	}
	s, _ := n.Operand(0).(*md.String)
	switch {
	case s != nil && s.Value == "fixp":
		w, ok1 := intOf(n.Operand(1))
		f, ok2 := intOf(n.Operand(2))
		if n.NumOperands() != 3 || !ok1 || !ok2 {
			return nil, errAt(n, "type: expected !{!\"fixp\", i32 Width, i32 FracBits}, found %s", md.Format(n))
		}
		return &Type{Kind: FixP, Width: int32(w), FracBits: uint32(f)}, nil
	case s != nil && s.Value == "float":
		std, ok1 := intOf(n.Operand(1))
		gr, ok2 := floatOf(n.Operand(2))
		if n.NumOperands() != 3 || !ok1 || !ok2 {
			return nil, errAt(n, "type: expected !{!\"float\", i32 Standard, double Greatest}, found %s", md.Format(n))
		}
		return &Type{Kind: Float, Std: FloatStd(uint32(std)), Greatest: gr}, nil
	}
	return nil, errAt(n, "type: unknown type flag in %s (TAFFO knows \"fixp\" and \"float\")", md.Format(n))
}

// DecodeRange reads a range node.
func DecodeRange(m md.Metadata) (*Range, error) {
	n := tuple(m)
	if n != nil && n.NumOperands() == 2 {
		lo, ok1 := floatOf(n.Operand(0))
		hi, ok2 := floatOf(n.Operand(1))
		if ok1 && ok2 {
			return &Range{Min: lo, Max: hi}, nil
		}
	}
	return nil, errAt(n, "range: expected !{double Min, double Max}, found %s", md.FormatOperand(m))
}

// DecodeError reads an initial-error (or abserror) node: !{double E}.
func DecodeError(m md.Metadata) (float64, error) {
	n := tuple(m)
	if n != nil && n.NumOperands() == 1 {
		if e, ok := floatOf(n.Operand(0)); ok {
			return e, nil
		}
	}
	return 0, errAt(n, "error: expected !{double E}, found %s", md.FormatOperand(m))
}

// DecodeInfo reads an InputInfo node: !{type, range, error} or
// !{type, range, error, flags}, each field a node or i1 false.
func DecodeInfo(m md.Metadata) (*Info, error) {
	n := tuple(m)
	if n == nil || (n.NumOperands() != 3 && n.NumOperands() != 4) {
		return nil, errAt(n, "expected !{type, range, error[, flags]}, found %s", md.FormatOperand(m))
	}
	ops := n.Operands()
	in := &Info{EnableConversion: true, Node: n}
	var err error
	if !IsNull(ops[0]) {
		if in.Type, err = DecodeType(ops[0]); err != nil {
			return nil, atOwner(err, n)
		}
	}
	if !IsNull(ops[1]) {
		if in.Range, err = DecodeRange(ops[1]); err != nil {
			return nil, atOwner(err, n)
		}
	}
	if !IsNull(ops[2]) {
		e, err := DecodeError(ops[2])
		if err != nil {
			return nil, atOwner(err, n)
		}
		in.Error = &e
	}
	if len(ops) == 4 {
		f, ok := intOf(ops[3])
		if !ok {
			return nil, errAt(n, "flags: expected an integer (i2), found %s", md.FormatOperand(ops[3]))
		}
		// TAFFO reads the flags with getZExtValue: "i2 -1" is 3.
		f &= 3
		in.EnableConversion = f&1 != 0
		in.Final = f&2 != 0
	}
	return in, nil
}

// atOwner gives an error about an inline operand the position of the node
// that holds it.
func atOwner(err error, owner *md.Node) error {
	if e, ok := err.(*Error); ok && !e.Pos.IsValid() {
		c := *e
		c.Pos = owner.Pos()
		return &c
	}
	return err
}

// EncodeType returns the uniqued type node.
func EncodeType(g *md.Graph, t *Type) *md.Node {
	if t.Kind == Float {
		return g.NewTuple(md.NewString("float"), md.NewInt(32, int64(int32(t.Std))), md.NewDouble(t.Greatest))
	}
	return g.NewTuple(md.NewString("fixp"), md.NewInt(32, int64(t.Width)), md.NewInt(32, int64(int32(t.FracBits))))
}

// EncodeRange returns the uniqued range node.
func EncodeRange(g *md.Graph, r *Range) *md.Node {
	return g.NewTuple(md.NewDouble(r.Min), md.NewDouble(r.Max))
}

// EncodeError returns the uniqued node !{double e}.
func EncodeError(g *md.Graph, e float64) *md.Node { return g.NewTuple(md.NewDouble(e)) }

// EncodeInfo returns the uniqued 4-operand InputInfo node, as TAFFO's
// InputInfo::toMetadata builds it.
func EncodeInfo(g *md.Graph, in *Info) *md.Node {
	ops := [4]md.Metadata{null(), null(), null(), nil}
	if in.Type != nil {
		ops[0] = EncodeType(g, in.Type)
	}
	if in.Range != nil {
		ops[1] = EncodeRange(g, in.Range)
	}
	if in.Error != nil {
		ops[2] = EncodeError(g, *in.Error)
	}
	// An i2 prints in two's complement: 2 is "i2 -2", 3 is "i2 -1".
	f := int64(in.Flags())
	if f >= 2 {
		f -= 4
	}
	ops[3] = md.NewInt(2, f)
	return g.NewTuple(ops[:]...)
}

// GetInfo reads the taffo.info of an instruction or global.
func GetInfo(g *md.Graph, t md.Target) (*Info, error) {
	return (&Reader{g: g, d: newDecoder()}).Info(t)
}

// SetInfo attaches in as the taffo.info of an instruction or global.
func SetInfo(g *md.Graph, t md.Target, in *Info) error {
	if in == nil {
		return fmt.Errorf("taffo.SetInfo: nil Info")
	}
	g.SetAttachment(t, KeyInfo, EncodeInfo(g, in))
	return nil
}

// ParseType reads a type as Type.String writes it: "fixp(-32,24)" or
// "float(double,1.6e+01)" (spaces allowed; the standard by name or
// number; doubles also as LLVM's hexadecimal bits).
func ParseType(s string) (*Type, error) {
	name, rest, ok := strings.Cut(strings.TrimSpace(s), "(")
	args := strings.Split(strings.TrimSuffix(strings.TrimSpace(rest), ")"), ",")
	if !ok || !strings.HasSuffix(strings.TrimSpace(rest), ")") || len(args) != 2 {
		return nil, fmt.Errorf("type %q: expected fixp(WIDTH,FRACBITS) or float(STANDARD,GREATEST)", s)
	}
	a, b := strings.TrimSpace(args[0]), strings.TrimSpace(args[1])
	switch strings.TrimSpace(name) {
	case "fixp":
		w, err1 := strconv.ParseInt(a, 10, 32)
		f, err2 := strconv.ParseUint(b, 10, 32)
		if err1 != nil || err2 != nil {
			return nil, fmt.Errorf("type %q: width and fractional bits must be integers (width negative for signed)", s)
		}
		return NewFixP(int32(w), uint32(f)), nil
	case "float":
		std, ok := ParseFloatStd(a)
		if !ok {
			n, err := strconv.ParseUint(a, 10, 32)
			if err != nil {
				return nil, fmt.Errorf("type %q: unknown standard %q (half, float, double, fp128, x86_fp80, ppc_fp128, bfloat)", s, a)
			}
			std = FloatStd(n)
		}
		g, err := ParseDouble(b)
		if err != nil {
			return nil, fmt.Errorf("type %q: greatest value: %v", s, err)
		}
		return NewFloat(std, g), nil
	}
	return nil, fmt.Errorf("type %q: expected fixp(WIDTH,FRACBITS) or float(STANDARD,GREATEST)", s)
}

// ParseDouble reads a double in decimal or as LLVM's hexadecimal bits
// ("0x3FB999999999999A").
func ParseDouble(s string) (float64, error) {
	s = strings.TrimSpace(s)
	if len(s) > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X') {
		u, err := strconv.ParseUint(s[2:], 16, 64)
		if err != nil {
			return 0, fmt.Errorf("bad hexadecimal double %q", s)
		}
		return math.Float64frombits(u), nil
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return 0, fmt.Errorf("bad number %q", s)
	}
	return f, nil
}
