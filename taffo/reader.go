package taffo

import "github.com/irmeta/irmeta/md"

// A Reader reads the TAFFO annotations of one graph, decoding each node
// once, as TAFFO's MetadataManager caches what it reads: values annotated
// with the same node get the same *Info or *StructInfo. Values returned by
// a Reader are shared between calls and must be treated as read-only. A
// Reader is not safe for concurrent use; make one per goroutine.
//
// The package-level getters (GetInfo, ...) decode afresh on every call;
// use a Reader when reading many values of a module, as an analysis does.
type Reader struct {
	g *md.Graph
	d *decoder
}

// NewReader returns a Reader for g.
func NewReader(g *md.Graph) *Reader { return &Reader{g: g, d: newDecoder()} }

// Graph returns the graph the Reader reads.
func (r *Reader) Graph() *md.Graph { return r.g }

// Info reads the taffo.info of an instruction or global; md.ErrNotSet
// when absent.
func (r *Reader) Info(t md.Target) (*Info, error) {
	n := r.g.Attachment(t, KeyInfo)
	if n == nil {
		return nil, md.ErrNotSet
	}
	in, err := r.d.info(n)
	if err != nil {
		return nil, located(r.g, t, KeyInfo, n, err)
	}
	return in, nil
}

// StructInfo reads the taffo.structinfo of an instruction or global.
func (r *Reader) StructInfo(t md.Target) (*StructInfo, error) {
	n := r.g.Attachment(t, KeyStructInfo)
	if n == nil {
		return nil, md.ErrNotSet
	}
	s, err := r.d.structInfo(n, 0)
	if err != nil {
		return nil, located(r.g, t, KeyStructInfo, n, err)
	}
	return s, nil
}

// FunInfo reads the taffo.funinfo of a function: one entry per pair, nil
// for kind 0.
func (r *Reader) FunInfo(t md.Target) ([]MDInfo, error) {
	n := r.g.Attachment(t, KeyFunInfo)
	if n == nil {
		return nil, md.ErrNotSet
	}
	out, err := r.d.funInfo(n)
	if err != nil {
		return nil, located(r.g, t, KeyFunInfo, n, err)
	}
	return out, nil
}

// ConstInfo reads the taffo.constinfo of an instruction: one entry per
// operand, nil where there is none.
func (r *Reader) ConstInfo(t md.Target) ([]*Info, error) {
	n := r.g.Attachment(t, KeyConstInfo)
	if n == nil {
		return nil, md.ErrNotSet
	}
	out, err := r.d.constInfo(n)
	if err != nil {
		return nil, located(r.g, t, KeyConstInfo, n, err)
	}
	return out, nil
}

// MDInfo reads what TAFFO's retrieveMDInfo reads for an instruction or
// global: its taffo.info, else its taffo.structinfo; (nil, md.ErrNotSet)
// when it has neither.
func (r *Reader) MDInfo(t md.Target) (MDInfo, error) {
	if r.g.Attachment(t, KeyInfo) != nil {
		in, err := r.Info(t)
		if err != nil {
			return nil, err
		}
		return in, nil
	}
	if r.g.Attachment(t, KeyStructInfo) != nil {
		s, err := r.StructInfo(t)
		if err != nil {
			return nil, err
		}
		return s, nil
	}
	return nil, md.ErrNotSet
}
