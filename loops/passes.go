package loops

import "github.com/irmeta/irmeta/md"

// A Produced is one loop a transformation leaves, with the ID LLVM gives it.
type Produced struct {
	Role Role
	ID   LoopID
}

// UnrollOutcome tells how LoopUnroll treated a loop.
type UnrollOutcome struct {
	// Full: the loop was unrolled completely; no unrolled loop is left.
	Full bool
	// Remainder: a runtime remainder (epilogue or prologue) loop was made.
	Remainder bool
	// Explicit: the count came from a pragma or -unroll-count (LLVM's
	// IsCountSetExplicitly); the unrolled loop is then marked unrolled.
	Explicit bool
}

func followup(cur LoopID, t Transform, r Role) LoopID {
	return makeFollowup(cur, []string{FollowupAttr(t, "all"), FollowupAttr(t, r)}, "", false)
}

// AfterUnroll returns the IDs LoopUnroll (LLVM 14) gives the loops it
// leaves from a loop with ID orig: the remainder gets its followups or,
// without any, only llvm.loop.unroll.disable (it is cloned without an
// ID); the unrolled loop gets its followups, or with an explicit count the
// original attributes without llvm.loop.unroll.* plus
// llvm.loop.unroll.disable, or else keeps its ID.
func AfterUnroll(orig *md.Node, o UnrollOutcome) []Produced { return afterUnroll(Keep(orig), o) }

func afterUnroll(orig LoopID, o UnrollOutcome) []Produced {
	var out []Produced
	if !o.Full {
		id := followup(orig, Unroll, Unrolled)
		if id.Kind == NoFollowup {
			id = orig
			if o.Explicit {
				id = AlreadyUnrolled(id)
			}
		}
		out = append(out, Produced{Unrolled, id})
	}
	if o.Remainder {
		id := followup(orig, Unroll, Remainder)
		if id.Kind == NoFollowup {
			id = AlreadyUnrolled(LoopID{Kind: NoID})
		}
		out = append(out, Produced{Remainder, id})
	}
	return out
}

// VectorizeOutcome tells how LoopVectorize treated a loop.
type VectorizeOutcome struct {
	// DisableRuntimeUnroll: no runtime checks were needed, so the scalar
	// epilogue gets llvm.loop.unroll.runtime.disable.
	DisableRuntimeUnroll bool
}

// AfterVectorize returns the IDs of the vector loop and the scalar
// epilogue: their followups, or else the original attributes without
// llvm.loop.vectorize.* and llvm.loop.interleave.*, plus
// llvm.loop.isvectorized (and, on the epilogue,
// llvm.loop.unroll.runtime.disable first when asked).
func AfterVectorize(orig *md.Node, o VectorizeOutcome) []Produced {
	return afterVectorize(Keep(orig), o)
}

func afterVectorize(orig LoopID, o VectorizeOutcome) []Produced {
	vec := followup(orig, Vectorize, Vectorized)
	if vec.Kind == NoFollowup {
		vec = AlreadyVectorized(orig)
	}
	epi := followup(orig, Vectorize, Epilogue)
	if epi.Kind == NoFollowup {
		cur := orig
		if o.DisableRuntimeUnroll {
			cur = RuntimeUnrollDisabled(cur)
		}
		epi = AlreadyVectorized(cur)
	}
	return []Produced{{Vectorized, vec}, {Epilogue, epi}}
}

// UnrollAndJamOutcome tells how LoopUnrollAndJam treated a loop nest.
type UnrollAndJamOutcome struct {
	// Full: the outer loop was unrolled completely.
	Full bool
	// Remainder: an outer remainder loop (with its inner loop) was made.
	Remainder bool
	// Explicit: the count was given by a pragma or option.
	Explicit bool
}

// AfterUnrollAndJam returns the IDs of the loops unroll-and-jam leaves from
// an outer loop with ID outer around an inner loop with ID inner. All
// followups are read from the outer loop's ID.
func AfterUnrollAndJam(outer, inner *md.Node, o UnrollAndJamOutcome) []Produced {
	return afterUnrollAndJam(Keep(outer), Keep(inner), o)
}

func afterUnrollAndJam(outer, inner LoopID, o UnrollAndJamOutcome) []Produced {
	var out []Produced
	if !o.Full {
		id := followup(outer, UnrollAndJam, Outer)
		if id.Kind == NoFollowup {
			id = outer
			if o.Explicit {
				id = AlreadyUnrolled(id)
			}
		}
		out = append(out, Produced{Outer, id})
	}
	in := followup(outer, UnrollAndJam, Inner)
	if in.Kind == NoFollowup {
		in = inner
	}
	out = append(out, Produced{Inner, in})
	if o.Remainder {
		ro := followup(outer, UnrollAndJam, RemainderOuter)
		if ro.Kind == NoFollowup {
			ro = AlreadyUnrolled(LoopID{Kind: NoID})
		}
		ri := followup(outer, UnrollAndJam, RemainderInner)
		if ri.Kind == NoFollowup {
			ri = inner
		}
		out = append(out, Produced{RemainderOuter, ro}, Produced{RemainderInner, ri})
	}
	return out
}

// DistributeOutcome tells how LoopDistribute treated a loop.
type DistributeOutcome struct {
	// Versioned: runtime checks were needed, so an unversioned fallback
	// loop was kept.
	Versioned bool
}

// AfterDistribute returns the IDs of the partitions (coincident ones and
// the sequential one) and, when versioned, of the fallback loop: the
// partitions get their followups or keep the original ID; the fallback
// always gets a new ID, the original attributes without
// llvm.loop.distribute.* plus its followups.
func AfterDistribute(orig *md.Node, o DistributeOutcome) []Produced {
	return afterDistribute(Keep(orig), o)
}

func afterDistribute(orig LoopID, o DistributeOutcome) []Produced {
	co := followup(orig, Distribute, Coincident)
	if co.Kind == NoFollowup {
		co = orig
	}
	seq := followup(orig, Distribute, Sequential)
	if seq.Kind == NoFollowup {
		seq = orig
	}
	out := []Produced{{Coincident, co}, {Sequential, seq}}
	if o.Versioned {
		fb := makeFollowup(orig, []string{FollowupAttr(Distribute, "all"), FollowupAttr(Distribute, Fallback)}, "llvm.loop.distribute.", true)
		out = append(out, Produced{Fallback, fb})
	}
	return out
}

// ExplicitUnroll reports whether a loop's unroll count counts as explicit
// for LLVM (a pragma count above zero, full or enable).
func ExplicitUnroll(id *md.Node) bool { return explicitUnroll(nodeSource{id}) }

func explicitUnroll(id source) bool {
	if n, ok := optionalInt(id, "llvm.loop.unroll.count"); ok && n > 0 {
		return true
	}
	return boolAttr(id, "llvm.loop.unroll.full") || boolAttr(id, "llvm.loop.unroll.enable")
}

// After returns the loops transformation t leaves from a loop with ID id
// in its most common outcome: partial unrolling with a remainder (count
// explicit when a pragma asks for unrolling), vectorization with runtime
// unrolling left alone, unroll-and-jam with a remainder, distribution
// with a fallback. inner is the inner loop's ID for unroll-and-jam.
func After(t Transform, id, inner *md.Node) []Produced {
	switch t {
	case Unroll:
		return AfterUnroll(id, UnrollOutcome{Remainder: true, Explicit: ExplicitUnroll(id)})
	case Vectorize:
		return AfterVectorize(id, VectorizeOutcome{})
	case UnrollAndJam:
		return AfterUnrollAndJam(id, inner, UnrollAndJamOutcome{Remainder: true, Explicit: ModeOf(id, UnrollAndJam) == ForcedByUser})
	case Distribute:
		return AfterDistribute(id, DistributeOutcome{Versioned: true})
	}
	return nil
}
