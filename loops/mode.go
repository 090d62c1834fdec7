package loops

import (
	"github.com/irmeta/irmeta/analysis"
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/md"
)

// Mode is LLVM's TransformationMode: whether a transformation may, must or
// must not be applied to a loop.
type Mode uint8

// The modes, with LLVM's values: Force is a flag combined with Enable or
// Disable.
const (
	Unspecified      Mode = 0 // heuristics decide
	Enable           Mode = 1
	Disable          Mode = 2
	Force            Mode = 4
	ForcedByUser     Mode = Enable | Force
	SuppressedByUser Mode = Disable | Force
)

// String returns LLVM's name without the TM_ prefix.
func (m Mode) String() string {
	switch m {
	case Unspecified:
		return "Unspecified"
	case Enable:
		return "Enable"
	case Disable:
		return "Disable"
	case Force:
		return "Force"
	case ForcedByUser:
		return "ForcedByUser"
	case SuppressedByUser:
		return "SuppressedByUser"
	}
	return "Mode(" + strconv.Itoa(int(m)) + ")"
}

// Transform names a loop transformation that has a TransformationMode.
type Transform uint8

// The transformations, in the order of LLVM's new pass manager pipeline
// (full unrolling aside).
const (
	NoTransform Transform = iota
	Distribute
	Vectorize
	UnrollAndJam
	Unroll
	LICMVersioning
)

// Transforms lists the transformations with a mode.
var Transforms = []Transform{Unroll, UnrollAndJam, Vectorize, Distribute, LICMVersioning}

// String names the transformation as the attribute prefixes do.
func (t Transform) String() string {
	switch t {
	case Distribute:
		return "distribute"
	case Vectorize:
		return "vectorize"
	case UnrollAndJam:
		return "unroll_and_jam"
	case Unroll:
		return "unroll"
	case LICMVersioning:
		return "licm_versioning"
	}
	return "none"
}

// ParseTransform is the inverse of Transform.String.
func ParseTransform(s string) (Transform, bool) {
	for _, t := range Transforms {
		if t.String() == s || strings.ReplaceAll(t.String(), "_", "-") == s {
			return t, true
		}
	}
	return NoTransform, false
}

// ModeOf returns the mode of transformation t for a loop with ID id (nil
// for a loop without one), with the rules of LLVM's has*Transformation
// functions (LoopUtils.cpp).
func ModeOf(id *md.Node, t Transform) Mode { return modeOf(nodeSource{id}, t) }

// Mode returns the mode of transformation t for a loop with this ID.
func (id LoopID) Mode(t Transform) Mode { return modeOf(id, t) }

func modeOf(id source, t Transform) Mode {
	switch t {
	case Unroll:
		return countedMode(id, "llvm.loop.unroll.", true)
	case UnrollAndJam:
		return countedMode(id, "llvm.loop.unroll_and_jam.", false)
	case Vectorize:
		return vectorizeMode(id)
	case Distribute:
		if boolAttr(id, "llvm.loop.distribute.enable") {
			return ForcedByUser
		}
		return nonforced(id)
	case LICMVersioning:
		if boolAttr(id, "llvm.loop.licm_versioning.disable") {
			return SuppressedByUser
		}
		return nonforced(id)
	}
	return Unspecified
}

// countedMode is hasUnrollTransformation (full=true) and
// hasUnrollAndJamTransformation.
func countedMode(id source, prefix string, full bool) Mode {
	if boolAttr(id, prefix+"disable") {
		return SuppressedByUser
	}
	if n, ok := optionalInt(id, prefix+"count"); ok {
		if n == 1 {
			return SuppressedByUser
		}
		return ForcedByUser
	}
	if boolAttr(id, prefix+"enable") {
		return ForcedByUser
	}
	if full && boolAttr(id, prefix+"full") {
		return ForcedByUser
	}
	return nonforced(id)
}

func nonforced(id source) Mode {
	if boolAttr(id, "llvm.loop.disable_nonforced") {
		return Disable
	}
	return Unspecified
}

// Width is a vectorization factor as LLVM's ElementCount.
type Width struct {
	Min      uint32
	Scalable bool
}

// IsScalar reports a width of exactly one fixed lane.
func (w Width) IsScalar() bool { return !w.Scalable && w.Min == 1 }

// IsVector reports a width of more than one lane (or any scalable one).
func (w Width) IsVector() bool { return (w.Scalable && w.Min != 0) || w.Min > 1 }

// VectorizeWidth reads llvm.loop.vectorize.width with
// llvm.loop.vectorize.scalable.enable (getOptionalElementCountLoopAttribute).
func VectorizeWidth(id *md.Node) (Width, bool) { return vectorizeWidth(nodeSource{id}) }

func vectorizeWidth(id source) (Width, bool) {
	w, ok := optionalInt(id, "llvm.loop.vectorize.width")
	if !ok {
		return Width{}, false
	}
	s, _ := optionalInt(id, "llvm.loop.vectorize.scalable.enable")
	return Width{Min: uint32(w), Scalable: s != 0}, true
}

// vectorizeMode is hasVectorizeTransformation.
func vectorizeMode(id source) Mode {
	enable, hasEnable := optionalBool(id, "llvm.loop.vectorize.enable")
	if hasEnable && !enable {
		return SuppressedByUser
	}
	w, hasW := vectorizeWidth(id)
	ic, hasIC := optionalInt(id, "llvm.loop.interleave.count")
	if hasEnable && hasW && w.IsScalar() && hasIC && ic == 1 {
		return SuppressedByUser
	}
	if boolAttr(id, "llvm.loop.isvectorized") {
		return Disable
	}
	if hasEnable {
		return ForcedByUser
	}
	if hasW && w.IsScalar() && hasIC && ic == 1 {
		return Disable
	}
	if (hasW && w.IsVector()) || (hasIC && ic > 1) {
		return Enable
	}
	return nonforced(id)
}

// Mode returns the loop's mode for transformation t.
func LoopMode(l *analysis.Loop, t Transform) Mode { return ModeOf(l.ID, t) }
