package taffo

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/md"
)

// The single-value keys, stored as TAFFO stores them.
var (
	targetAttr      = md.NewValue(KeyTarget, md.StringCodec)
	maxRecAttr      = md.NewValue(KeyMaxRec, md.Uint32Codec{})
	unrollAttr      = md.NewValue(KeyUnroll, md.Uint32Codec{})
	unrollListAttr  = md.NewValue(KeyUnroll, md.StringCodec)
	absErrorAttr    = md.NewValue(KeyAbsError, md.FloatCodec{})
	wrongCmpAttr    = md.NewValue(KeyWrongCmpTol, md.FloatCodec{})
	initWeightAttr  = md.NewList(KeyInitWeight, md.Int32Codec{})
	bufferIDAttr    = md.NewValue(KeyArgsBufferID, md.StringCodec)
	startAttrMarker = md.NewValue(KeyStart, md.BoolCodec)
)

// get wraps an md accessor's error in this package's Error type, so that
// every getter reports the same way.
func get[T any](g *md.Graph, t md.Target, key string, v T, err error) (T, error) {
	if err == nil || err == md.ErrNotSet {
		return v, err
	}
	n := g.Attachment(t, key)
	msg := err.Error()
	if se, ok := err.(*md.ShapeError); ok {
		msg = se.Msg
	}
	e := &Error{Attr: g.TargetName(t) + " !" + key, Msg: msg}
	if n != nil {
		e.Pos = n.Pos()
	}
	if !e.Pos.IsValid() {
		e.Pos = g.TargetPos(t)
	}
	return v, e
}

// GetTarget returns the name in taffo.target (!{!"name"}) of an
// instruction or global.
func GetTarget(g *md.Graph, t md.Target) (string, error) {
	v, err := targetAttr.Get(g, t)
	return get(g, t, KeyTarget, v, err)
}

// SetTarget sets the taffo.target of an instruction or global.
func SetTarget(g *md.Graph, t md.Target, name string) error {
	return targetAttr.Set(g, t, name)
}

// IsStart reports whether function target t is a starting point
// (carries taffo.start; TAFFO checks only its presence).
func IsStart(g *md.Graph, t md.Target) bool { return g.Attachment(t, KeyStart) != nil }

// SetStart marks function target t as a starting point: !{i1 true}.
func SetStart(g *md.Graph, t md.Target) error {
	if t.Kind != md.FunctionTarget {
		return fmt.Errorf("taffo.SetStart: %s is not a function", g.TargetName(t))
	}
	return startAttrMarker.Set(g, t, true)
}

// GetMaxRec returns the taffo.maxrec count of function target t. TAFFO
// treats 0 like an absent node: use the default (-recur).
func GetMaxRec(g *md.Graph, t md.Target) (uint32, error) {
	v, err := maxRecAttr.Get(g, t)
	return get(g, t, KeyMaxRec, v, err)
}

// SetMaxRec sets the taffo.maxrec count of function target t.
func SetMaxRec(g *md.Graph, t md.Target, n uint32) error {
	if t.Kind != md.FunctionTarget {
		return fmt.Errorf("taffo.SetMaxRec: %s is not a function", g.TargetName(t))
	}
	return maxRecAttr.Set(g, t, n)
}

// GetUnroll returns the unroll count of a loop, attached to the terminator
// of its header as !{i32 N}.
func GetUnroll(g *md.Graph, t md.Target) (uint32, error) {
	v, err := unrollAttr.Get(g, t)
	return get(g, t, KeyUnroll, v, err)
}

// SetUnroll sets the unroll count on the terminator of a loop header.
func SetUnroll(g *md.Graph, t md.Target, n uint32) error {
	if t.Kind != md.InstTarget {
		return fmt.Errorf("taffo.SetUnroll: %s is not an instruction", g.TargetName(t))
	}
	return unrollAttr.Set(g, t, n)
}

// UnrollUnknown marks a loop without a count in the per-function form.
const UnrollUnknown = -1

// GetLoopUnrollCounts returns the per-function unroll counts,
// !{!"5 U 12 "} on a function: one count per loop in LoopInfo preorder,
// UnrollUnknown where TAFFO reads none (any word that is not a decimal
// count, as StringRef::getAsInteger decides).
func GetLoopUnrollCounts(g *md.Graph, t md.Target) ([]int64, error) {
	s, err := unrollListAttr.Get(g, t)
	if _, err := get(g, t, KeyUnroll, s, err); err != nil {
		return nil, err
	}
	return ParseUnrollCounts(s), nil
}

// ParseUnrollCounts decodes the per-function unroll string: words
// separated by spaces (empty words dropped), each a 32-bit unsigned
// decimal count or unknown.
func ParseUnrollCounts(s string) []int64 {
	var out []int64
	for _, w := range strings.Split(s, " ") {
		if w == "" {
			continue
		}
		n, err := strconv.ParseUint(w, 10, 32)
		if err != nil {
			out = append(out, UnrollUnknown)
			continue
		}
		out = append(out, int64(n))
	}
	return out
}

// FormatUnrollCounts encodes counts as TAFFO writes them: each count, or
// "U" for a negative one, followed by a space.
func FormatUnrollCounts(counts []int64) string {
	var b strings.Builder
	for _, c := range counts {
		if c < 0 {
			b.WriteString("U ")
		} else {
			b.WriteString(strconv.FormatUint(uint64(uint32(c)), 10))
			b.WriteByte(' ')
		}
	}
	return b.String()
}

// SetLoopUnrollCounts stores the per-function unroll counts on function
// target t (negative counts are written as unknown).
func SetLoopUnrollCounts(g *md.Graph, t md.Target, counts []int64) error {
	if t.Kind != md.FunctionTarget {
		return fmt.Errorf("taffo.SetLoopUnrollCounts: %s is not a function", g.TargetName(t))
	}
	return unrollListAttr.Set(g, t, FormatUnrollCounts(counts))
}

// GetAbsError returns the computed error in taffo.abserror (!{double E}).
// It is relative when the propagator ran with -relerror.
func GetAbsError(g *md.Graph, t md.Target) (float64, error) {
	v, err := absErrorAttr.Get(g, t)
	return get(g, t, KeyAbsError, v, err)
}

// SetAbsError sets taffo.abserror.
func SetAbsError(g *md.Graph, t md.Target, e float64) error {
	return absErrorAttr.Set(g, t, e)
}

// GetWrongCmpTol returns the tolerance in taffo.wrongcmptol of a
// comparison that may give a wrong result.
func GetWrongCmpTol(g *md.Graph, t md.Target) (float64, error) {
	v, err := wrongCmpAttr.Get(g, t)
	return get(g, t, KeyWrongCmpTol, v, err)
}

// SetWrongCmpTol sets taffo.wrongcmptol on a comparison.
func SetWrongCmpTol(g *md.Graph, t md.Target, tol float64) error {
	if t.Kind != md.InstTarget {
		return fmt.Errorf("taffo.SetWrongCmpTol: %s is not an instruction", g.TargetName(t))
	}
	return wrongCmpAttr.Set(g, t, tol)
}

// GetInitWeight returns the Initializer weights in taffo.initweight: one
// for an instruction or global, one per argument on a function.
func GetInitWeight(g *md.Graph, t md.Target) ([]int32, error) {
	v, err := initWeightAttr.Get(g, t)
	return get(g, t, KeyInitWeight, v, err)
}

// SetInitWeight sets taffo.initweight.
func SetInitWeight(g *md.Graph, t md.Target, weights []int32) error {
	return initWeightAttr.Set(g, t, weights)
}

// GetBufferID returns the buffer ID of an instruction or global. TAFFO
// writes it under taffo.args.bufferid (not taffo.bufferid) as !{!"id"};
// this reads either key, taffo.args.bufferid first.
func GetBufferID(g *md.Graph, t md.Target) (string, error) {
	v, err := bufferIDAttr.Get(g, t)
	if err == md.ErrNotSet {
		alt := md.NewValue(KeyBufferID, md.StringCodec)
		v, err = alt.Get(g, t)
		return get(g, t, KeyBufferID, v, err)
	}
	return get(g, t, KeyArgsBufferID, v, err)
}

// SetBufferID sets the buffer ID of an instruction or global under the key
// TAFFO writes, taffo.args.bufferid.
func SetBufferID(g *md.Graph, t md.Target, id string) error {
	if t.Kind == md.FunctionTarget {
		return fmt.Errorf("taffo.SetBufferID: %s is a function (use SetArgBufferIDs)", g.TargetName(t))
	}
	return bufferIDAttr.Set(g, t, id)
}

// GetArgBufferIDs returns the per-argument buffer IDs of function target
// t: one slot per argument, "" where the slot is null.
func GetArgBufferIDs(g *md.Graph, t md.Target) ([]string, error) {
	n := g.Attachment(t, KeyArgsBufferID)
	if n == nil {
		return nil, md.ErrNotSet
	}
	if n.Kind != md.Tuple {
		return nil, located(g, t, KeyArgsBufferID, n, errAt(n, "expected a tuple of strings, found %s", md.Format(n)))
	}
	out := make([]string, n.NumOperands())
	for i, op := range n.Operands() {
		switch v := op.(type) {
		case *md.String:
			out[i] = v.Value
		case nil:
		default:
			if nn, ok := op.(*md.Node); ok && nn == nil {
				continue
			}
			return nil, located(g, t, KeyArgsBufferID, n, errAt(n, "argument %d: expected a string or null, found %s", i, md.FormatOperand(op)))
		}
	}
	return out, nil
}

// SetArgBufferIDs stores per-argument buffer IDs on function target t;
// "" slots are written as null, as TAFFO leaves them.
func SetArgBufferIDs(g *md.Graph, t md.Target, ids []string) error {
	if t.Kind != md.FunctionTarget {
		return fmt.Errorf("taffo.SetArgBufferIDs: %s is not a function", g.TargetName(t))
	}
	ops := make([]md.Metadata, len(ids))
	for i, id := range ids {
		if id != "" {
			ops[i] = md.NewString(id)
		}
	}
	g.SetAttachment(t, KeyArgsBufferID, g.NewTuple(ops...))
	return nil
}

// GetFunctionRef returns the function referenced by one of the keys that
// link functions (taffo.originalCall, taffo.equivalentChild,
// taffo.sourceFunction, taffo.ocl.trampoline, taffo.indirectFunction):
// !{ptr @f}.
func GetFunctionRef(g *md.Graph, t md.Target, key string) (string, error) {
	a := md.NewValue(key, md.GlobalCodec)
	v, err := a.Get(g, t)
	r, err := get(g, t, key, v, err)
	return r.Name, err
}

// SetFunctionRef stores !{ptr @f} (typed pointers in typed-pointer
// modules) under key.
func SetFunctionRef(g *md.Graph, t md.Target, key, fn string) error {
	return md.NewValue(key, md.GlobalCodec).Set(g, t, md.GlobalRef{Name: fn})
}

// IsOMPDisabled reports whether an instruction carries taffo.ompDisabled,
// which TAFFO's Initializer sets on variables shared with an OpenMP
// region to block their conversion (only its presence counts).
func IsOMPDisabled(g *md.Graph, t md.Target) bool { return g.Attachment(t, KeyOMPDisabled) != nil }

// SetOMPDisabled marks an instruction as TAFFO does: !{i32* null}
// (!{ptr null} in opaque-pointer modules).
func SetOMPDisabled(g *md.Graph, t md.Target) error {
	if t.Kind != md.InstTarget {
		return fmt.Errorf("taffo.SetOMPDisabled: %s is not an instruction", g.TargetName(t))
	}
	ty := &ast.Type{Kind: ast.PointerType}
	if !g.OpaquePointers() {
		ty.Elem = &ast.Type{Kind: ast.IntType, Name: "i32", Bits: 32}
	}
	g.SetAttachment(t, KeyOMPDisabled, g.NewTuple(&md.Value{Type: ty, Text: "null", Kind: ast.NullConst}))
	return nil
}
