package loops

import (
	"github.com/irmeta/irmeta/analysis"
	"github.com/irmeta/irmeta/md"
)

// missedSuffix ends every message of LLVM's transform-warning pass.
const missedSuffix = ": the optimizer was unable to perform the requested transformation; " +
	"the transformation might be disabled or specified as part of an unsupported transformation ordering"

// A Missed is a forced transformation still requested in a module: what
// opt's transform-warning pass (WarnMissedTransformations) warns about.
type Missed struct {
	Loop      *analysis.Loop
	Transform Transform
	// Remark is LLVM's remark name: "FailedRequestedUnrolling", ...
	Remark string
	// Msg is the message: "loop not unrolled: the optimizer was unable ...".
	Msg string
	// Loc is the loop's start location.
	Loc Location
	// Func is the function's name ("@f").
	Func string
}

// String renders the warning as opt prints it: "warning: file:line:col: msg".
func (m Missed) String() string { return "warning: " + m.Loc.String() + ": " + m.Msg }

// MissedTransforms returns the warnings opt -passes=transform-warning would
// print for the module, in its order: functions in source order (those
// with optnone skipped), loops in LoopInfo's pre-order, and per loop
// unroll, unroll-and-jam, vectorize (or interleave), distribute.
func MissedTransforms(g *md.Graph) ([]Missed, error) {
	all, err := analysis.FindAllLoops(g)
	var out []Missed
	optnone := map[int]bool{}
	for _, l := range all {
		fn := l.CFG.Func
		skip, seen := optnone[fn]
		if !seen {
			skip = g.Module.HasFnAttr(fn, "optnone")
			optnone[fn] = skip
		}
		if skip {
			continue
		}
		out = append(out, LoopMissed(g, l)...)
	}
	return out, err
}

// LoopMissed returns the transform-warning messages for one loop.
func LoopMissed(g *md.Graph, l *analysis.Loop) []Missed {
	if l.ID == nil {
		return nil
	}
	var out []Missed
	add := func(t Transform, remark, what string) {
		out = append(out, Missed{Loop: l, Transform: t, Remark: remark, Msg: what + missedSuffix,
			Loc: StartLoc(g, l), Func: g.Module.Functions[l.CFG.Func].Name})
	}
	if LoopMode(l, Unroll) == ForcedByUser {
		add(Unroll, "FailedRequestedUnrolling", "loop not unrolled")
	}
	if LoopMode(l, UnrollAndJam) == ForcedByUser {
		add(UnrollAndJam, "FailedRequestedUnrollAndJamming", "loop not unroll-and-jammed")
	}
	if LoopMode(l, Vectorize) == ForcedByUser {
		w, hasW := VectorizeWidth(l.ID)
		ic, hasIC := OptionalInt(l.ID, "llvm.loop.interleave.count")
		if !hasIC {
			ic = 0
		}
		switch {
		case !hasW || w.IsVector():
			add(Vectorize, "FailedRequestedVectorization", "loop not vectorized")
		case ic != 1:
			add(Vectorize, "FailedRequestedInterleaving", "loop not interleaved")
		}
	}
	if LoopMode(l, Distribute) == ForcedByUser {
		add(Distribute, "FailedRequestedDistribution", "loop not distributed")
	}
	return out
}
