package loops

import (
	"strings"

	"github.com/irmeta/irmeta/md"
)

// Hints is a loop ID decoded into the attributes LLVM documents, each read
// the way LLVM's passes read it (first occurrence wins; booleans as
// getOptionalBoolLoopAttribute, integers as getOptionalIntLoopAttribute).
// Pointers are nil when the attribute is absent.
type Hints struct {
	MustProgress     bool
	DisableNonforced bool
	IsVectorized     bool

	VectorizeEnable    *bool
	VectorizeWidth     *Width
	InterleaveCount    *int32
	VectorizePredicate *bool

	UnrollEnable         bool
	UnrollDisable        bool
	UnrollFull           bool
	UnrollCount          *int32
	UnrollRuntimeDisable bool

	UnrollAndJamEnable  bool
	UnrollAndJamDisable bool
	UnrollAndJamCount   *int32

	DistributeEnable *bool

	LICMVersioningDisable bool
	LICMDisable           bool

	PipelineDisable            *bool
	PipelineInitiationInterval *int32
	UnswitchPartialDisable     bool
	ParallelAccesses           []*md.Node
	PeeledCount                *int32
	Followups                  map[string][]md.Metadata // by attribute name: its operands after the name
	Locations                  []Location               // the DILocations of the ID (start, end)
	Unknown                    []Attr                   // attributes LLVM does not document
}

// Decode reads every documented attribute of loop ID id (nil gives empty
// Hints).
func Decode(id *md.Node) Hints {
	h := Hints{Followups: map[string][]md.Metadata{}}
	if id == nil {
		return h
	}
	s := nodeSource{id}
	optBool := func(name string) *bool {
		if v, ok := optionalBool(s, name); ok {
			return &v
		}
		return nil
	}
	optInt := func(name string) *int32 {
		if v, ok := optionalInt(s, name); ok {
			return &v
		}
		return nil
	}
	h.MustProgress = FindAttr(id, "llvm.loop.mustprogress") != nil
	h.DisableNonforced = boolAttr(s, "llvm.loop.disable_nonforced")
	h.IsVectorized = boolAttr(s, "llvm.loop.isvectorized")
	h.VectorizeEnable = optBool("llvm.loop.vectorize.enable")
	if w, ok := vectorizeWidth(s); ok {
		h.VectorizeWidth = &w
	}
	h.InterleaveCount = optInt("llvm.loop.interleave.count")
	h.VectorizePredicate = optBool("llvm.loop.vectorize.predicate.enable")
	h.UnrollEnable = boolAttr(s, "llvm.loop.unroll.enable")
	h.UnrollDisable = boolAttr(s, "llvm.loop.unroll.disable")
	h.UnrollFull = boolAttr(s, "llvm.loop.unroll.full")
	h.UnrollCount = optInt("llvm.loop.unroll.count")
	h.UnrollRuntimeDisable = boolAttr(s, "llvm.loop.unroll.runtime.disable")
	h.UnrollAndJamEnable = boolAttr(s, "llvm.loop.unroll_and_jam.enable")
	h.UnrollAndJamDisable = boolAttr(s, "llvm.loop.unroll_and_jam.disable")
	h.UnrollAndJamCount = optInt("llvm.loop.unroll_and_jam.count")
	h.DistributeEnable = optBool("llvm.loop.distribute.enable")
	h.LICMVersioningDisable = boolAttr(s, "llvm.loop.licm_versioning.disable")
	h.LICMDisable = FindAttr(id, "llvm.licm.disable") != nil
	h.PipelineDisable = optBool("llvm.loop.pipeline.disable")
	h.PipelineInitiationInterval = optInt("llvm.loop.pipeline.initiationinterval")
	h.UnswitchPartialDisable = FindAttr(id, "llvm.loop.unswitch.partial.disable") != nil
	h.PeeledCount = optInt("llvm.loop.peeled.count")
	if n := FindAttr(id, "llvm.loop.parallel_accesses"); n != nil {
		for _, op := range n.Operands()[1:] {
			if g, ok := op.(*md.Node); ok {
				h.ParallelAccesses = append(h.ParallelAccesses, g)
			}
		}
	}
	seen := map[string]bool{}
	for i, op := range id.Operands() {
		if i == 0 {
			continue
		}
		if n, ok := op.(*md.Node); ok && isSpecialized(n, "DILocation") {
			if loc, ok := locationOf(n); ok {
				h.Locations = append(h.Locations, loc)
			}
			continue
		}
		name, n, ok := attrName(op)
		if !ok || seen[name] {
			continue
		}
		seen[name] = true
		switch {
		case strings.Contains(name, ".followup_"):
			h.Followups[name] = n.Operands()[1:]
			if _, known := knownByName[name]; !known {
				h.Unknown = append(h.Unknown, Attr{Name: name, Node: n, Operand: i})
			}
		default:
			if _, known := knownByName[name]; !known {
				h.Unknown = append(h.Unknown, Attr{Name: name, Node: n, Operand: i})
			}
		}
	}
	return h
}
