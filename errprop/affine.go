package errprop

// An affine form x0 + Σ xi·εi whose noise symbols εi are unique across the
// whole analysis: two errors that share a symbol come from the same source,
// so subtracting them cancels that part exactly (TAFFO's AffineForm).
type affine struct {
	x0    xf
	terms []term // sorted by symbol
}

type term struct {
	sym uint64
	mag xf
}

// symbols hands out the global noise symbols of one analysis run.
type symbols struct{ next uint64 }

func (s *symbols) fresh() uint64 { s.next++; return s.next }

// noise is AffineForm(0, e): one fresh term of magnitude e.
func (s *symbols) noise(e xf) affine {
	return affine{x0: xzero, terms: []term{{s.fresh(), e}}}
}

// fromRange is AffineForm(Interval): the midpoint and a fresh term of the
// half-width.
func (s *symbols) fromRange(min, max xf) affine {
	c := min.add(max).quo(xv(2))
	return affine{x0: c, terms: []term{{s.fresh(), max.sub(c)}}}
}

// absSum is noiseTermsAbsSum, summed in symbol order as TAFFO does.
func (a affine) absSum() xf {
	r := xzero
	for _, t := range a.terms {
		r = r.add(t.mag.abs())
	}
	return r
}

// flatten collapses the terms into one fresh term.
func (s *symbols) flatten(a affine) affine {
	return affine{x0: a.x0, terms: []term{{s.fresh(), a.absSum()}}}
}

func (a affine) add(b affine) affine {
	r := affine{x0: a.x0.add(b.x0), terms: make([]term, 0, len(a.terms)+len(b.terms))}
	i, j := 0, 0
	for i < len(a.terms) && j < len(b.terms) {
		switch ta, tb := a.terms[i], b.terms[j]; {
		case ta.sym < tb.sym:
			r.terms = append(r.terms, ta)
			i++
		case tb.sym < ta.sym:
			r.terms = append(r.terms, tb)
			j++
		default:
			r.terms = append(r.terms, term{ta.sym, ta.mag.add(tb.mag)})
			i++
			j++
		}
	}
	r.terms = append(r.terms, a.terms[i:]...)
	r.terms = append(r.terms, b.terms[j:]...)
	return r
}

func (a affine) neg() affine {
	r := affine{x0: a.x0.neg(), terms: make([]term, len(a.terms))}
	for i, t := range a.terms {
		r.terms[i] = term{t.sym, t.mag.neg()}
	}
	return r
}

func (a affine) sub(b affine) affine { return a.add(b.neg()) }

// mul is the affine product: terms x0·yi + y0·xi, and one fresh term
// |x|·|y| for the non-linear part when both have terms. The merge follows
// TAFFO's mergeMulNoiseTerms step by step, including how it names terms.
func (s *symbols) mul(a, b affine) affine {
	r := affine{terms: make([]term, 0, len(a.terms)+len(b.terms)+1)}
	i, j := 0, 0
	for i < len(a.terms) && j < len(b.terms) {
		switch ta, tb := a.terms[i], b.terms[j]; {
		case ta.sym < tb.sym:
			r.terms = append(r.terms, term{ta.sym, b.x0.mul(ta.mag)})
			i++
		case tb.sym < ta.sym:
			// TAFFO builds this term as a copy of ta with tb's product as
			// magnitude, so it carries ta's symbol: a quirk that breaks
			// some correlations, reproduced because its results depend on it.
			r.terms = append(r.terms, term{ta.sym, a.x0.mul(tb.mag)})
			j++
		default:
			r.terms = append(r.terms, term{ta.sym, b.x0.mul(ta.mag).add(a.x0.mul(tb.mag))})
			i++
			j++
		}
	}
	for ; i < len(a.terms); i++ {
		r.terms = append(r.terms, term{a.terms[i].sym, a.terms[i].mag.mul(b.x0)})
	}
	for ; j < len(b.terms); j++ {
		r.terms = append(r.terms, term{b.terms[j].sym, b.terms[j].mag.mul(a.x0)})
	}
	if len(a.terms) > 0 && len(b.terms) > 0 {
		r.terms = append(r.terms, term{s.fresh(), a.absSum().mul(b.absSum())})
	}
	r.x0 = a.x0.mul(b.x0)
	return r
}

// scale multiplies every part by k.
func (a affine) scale(k xf) affine {
	r := affine{x0: a.x0.mul(k), terms: make([]term, len(a.terms))}
	for i, t := range a.terms {
		r.terms[i] = term{t.sym, t.mag.mul(k)}
	}
	return r
}
