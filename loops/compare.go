package loops

import (
	"github.com/irmeta/irmeta/analysis"
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/md"
)

// Verdict says what became of a requested transformation between a module
// and its optimized form.
type Verdict string

// The verdicts of Compare.
const (
	// Applied: a loop at the same place carries an ID the transformation
	// makes (its followups, or the attributes the pass adds itself).
	Applied Verdict = "applied"
	// Partial: applied to a loop at that place, while another loop there
	// (a remainder or epilogue) still requests it: opt's transform-warning
	// warns about that one.
	Partial Verdict = "partly applied"
	// NotApplied: the transformation is still requested after: opt's
	// transform-warning would warn.
	NotApplied Verdict = "not applied"
	// Gone: no loop is left at that place (fully unrolled, or deleted).
	Gone Verdict = "loop gone"
	// Dropped: the request disappeared without a sign of the
	// transformation (another pass rewrote or dropped the loop ID).
	Dropped Verdict = "dropped"
)

// An Outcome is the verdict for one requested transformation of a loop.
type Outcome struct {
	Transform Transform
	Mode      Mode
	Verdict   Verdict
}

// A Match lines up a loop of the first module with the loops at the same
// place in the second.
type Match struct {
	Before *analysis.Loop
	// Key is where the loop is: its start location, or for loops without
	// one, the function and the loop's rank among them ("@f#2"); those are
	// matched with the loops of the same function whose IDs the pipeline
	// can make from theirs.
	Key   string
	After []*analysis.Loop
	// Ambiguous is set when a loop without location shares loops after
	// with another loop of its function (their IDs can make the same
	// ones): the verdicts may then mix the two loops up.
	Ambiguous bool
	// Outcomes holds one verdict per transformation the loop requested
	// (mode ForcedByUser or Enable), in the order of Transforms.
	Outcomes []Outcome
}

// pipeline is the order of loop transformations in LLVM 14's default
// pipelines: full unrolling, distribution, vectorization,
// unroll-and-jam, then partial and runtime unrolling.
var pipeline = []Transform{Unroll, Distribute, Vectorize, UnrollAndJam, Unroll}

// Compare lines up the loops of before and after (the same module before
// and after optimization) by source location and tells, for each
// transformation a loop requested, whether it was applied. A loop counts
// as transformed by t when its ID is one that the transformations of
// LLVM's pipeline, applied in order and including t, make from the
// original ID.
func Compare(before, after *md.Graph) ([]Match, error) {
	bl, err := analysis.FindAllLoops(before)
	if err != nil {
		return nil, err
	}
	al, err := analysis.FindAllLoops(after)
	if err != nil {
		return nil, err
	}
	afterKeys := keys(after, al)
	byKey := map[string][]*analysis.Loop{}
	for i, k := range afterKeys {
		byKey[k] = append(byKey[k], al[i])
	}
	// The original IDs of each function's loops: a loop after that still
	// has one of them is that loop, untouched, not another's descendant.
	origs := map[string]map[string]bool{}
	for _, l := range bl {
		fn := before.Module.Functions[l.CFG.Func].Name
		if origs[fn] == nil {
			origs[fn] = map[string]bool{}
		}
		origs[fn][Signature(l.ID)] = true
	}
	var out []Match
	for i, k := range keys(before, bl) {
		l := bl[i]
		m := Match{Before: l, Key: k}
		states := reachable(l.ID)
		if located(k) {
			m.After = byKey[k]
		} else {
			// Without a location, the loops of the same function (and
			// without one either) whose IDs the pipeline can make from
			// this loop's ID are its descendants.
			fn := before.Module.Functions[l.CFG.Func].Name
			own := Signature(l.ID)
			for j, a := range al {
				if located(afterKeys[j]) || after.Module.Functions[a.CFG.Func].Name != fn || a.ID == nil {
					continue
				}
				sig := Signature(a.ID)
				if _, ok := states[sig]; !ok {
					continue
				}
				if sig != own && origs[fn][sig] {
					// Another loop started with this ID: it may be that
					// loop untouched, or a descendant of this one.
					m.Ambiguous = true
					continue
				}
				m.After = append(m.After, a)
			}
		}
		for _, t := range Transforms {
			mode := LoopMode(l, t)
			if mode != ForcedByUser && mode != Enable {
				continue
			}
			m.Outcomes = append(m.Outcomes, Outcome{Transform: t, Mode: mode, Verdict: verdict(t, l.ID, m.After, states)})
		}
		out = append(out, m)
	}
	// Loops after claimed by several loops before make those ambiguous.
	claims := map[*analysis.Loop][]int{}
	for i, m := range out {
		if located(m.Key) {
			continue
		}
		for _, a := range m.After {
			claims[a] = append(claims[a], i)
		}
	}
	for _, c := range claims {
		if len(c) > 1 {
			for _, i := range c {
				out[i].Ambiguous = true
			}
		}
	}
	return out, nil
}

// located reports whether a key is a source location rather than a
// function and rank.
func located(key string) bool { return !strings.HasPrefix(key, "@") }

func verdict(t Transform, orig *md.Node, after []*analysis.Loop, states map[string]tset) Verdict {
	if len(after) == 0 {
		return Gone
	}
	same, applied, forced := 0, false, false
	for _, a := range after {
		sig := Signature(a.ID)
		if s, ok := states[sig]; ok && s.has(t) {
			applied = true
		}
		if a.ID != nil && sig == Signature(orig) {
			same++
		}
		forced = forced || LoopMode(a, t) == ForcedByUser
	}
	switch {
	case applied && forced:
		return Partial
	case applied:
		return Applied
	}
	// Distribution without followups leaves every partition with the
	// original ID (and LLVM's transform-warning then warns although the
	// loop was distributed): several loops at one place with that ID.
	if t == Distribute && same >= 2 {
		return Applied
	}
	for _, a := range after {
		if LoopMode(a, t) == ForcedByUser {
			return NotApplied
		}
	}
	return Dropped
}

// keys returns each loop's place: its start location when known, else the
// function and rank among its loops without one.
func keys(g *md.Graph, ls []*analysis.Loop) []string {
	out := make([]string, len(ls))
	rank := map[int]int{}
	for i, l := range ls {
		if loc := StartLoc(g, l); loc.Known() {
			out[i] = loc.String()
			continue
		}
		fn := l.CFG.Func
		rank[fn]++
		out[i] = g.Module.Functions[fn].Name + "#" + strconv.Itoa(rank[fn])
	}
	return out
}

// tset is a set of transformations.
type tset uint8

func (s tset) has(t Transform) bool  { return s&(1<<t) != 0 }
func (s tset) with(t Transform) tset { return s | 1<<t }

// reachable returns the signatures of the IDs LLVM's pipeline can make
// from id, each with the transformations that made it (first found, so
// the fewest). A loop that keeps its ID through a transformation (the
// partitions of a distribution) carries the transformation on to the IDs
// later passes make from it.
func reachable(id *md.Node) map[string]tset {
	type state struct {
		id  LoopID
		set tset
	}
	type chainKey struct {
		sig string
		set tset
	}
	states := map[string]tset{Signature(id): 0}
	chains := map[chainKey]bool{{Signature(id), 0}: true}
	cur := []state{{Keep(id), 0}}
	for _, t := range pipeline {
		next := cur
		for _, s := range cur {
			var ps []Produced
			switch t {
			case Unroll:
				ps = afterUnroll(s.id, UnrollOutcome{Remainder: true, Explicit: explicitUnroll(s.id)})
			case Distribute:
				ps = afterDistribute(s.id, DistributeOutcome{Versioned: true})
			case Vectorize:
				ps = append(afterVectorize(s.id, VectorizeOutcome{}), afterVectorize(s.id, VectorizeOutcome{DisableRuntimeUnroll: true})...)
			case UnrollAndJam:
				ps = afterUnrollAndJam(s.id, LoopID{Kind: NoID}, UnrollAndJamOutcome{Remainder: true, Explicit: s.id.Mode(UnrollAndJam) == ForcedByUser})
			}
			for _, p := range ps {
				if t == UnrollAndJam && (p.Role == Inner || p.Role == RemainderInner) {
					continue // those are the inner loop's IDs
				}
				if p.ID.Kind == NoFollowup {
					continue
				}
				sig := p.ID.Signature()
				set := s.set.with(t)
				if chains[chainKey{sig, set}] {
					continue
				}
				chains[chainKey{sig, set}] = true
				if _, seen := states[sig]; !seen {
					states[sig] = set
				}
				next = append(next, state{p.ID, set})
			}
		}
		cur = next
	}
	return states
}
