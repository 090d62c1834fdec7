// Package taffo reads and writes the metadata of TAFFO, the precision-tuning
// compiler: value annotations (taffo.info, taffo.structinfo,
// taffo.funinfo, taffo.constinfo), the error propagator's inputs
// (taffo.target, taffo.start, taffo.unroll, taffo.maxrec) and outputs
// (taffo.abserror, taffo.wrongcmptol), and the minor keys of TAFFO's
// Metadata.h. Encodings follow TAFFO's MetadataManager as of its last
// metadata-based version (0f73f58, the llvm-15 branch): readers accept what
// TAFFO reads (3- and 4-operand taffo.info, i32 0 as a funinfo
// placeholder), writers emit what TAFFO writes (4 operands, i2 flags,
// i1 false for absent fields).
//
// Every getter returns md.ErrNotSet when the key is absent and an *Error
// with the node's position when its shape is wrong; a Reader does the same
// while decoding each node once, for analyses that read a whole module.
// Writers build uniqued nodes, so equal annotations share one node, as
// TAFFO's MetadataManager caches them. Doubles are printed exactly as
// LLVM prints them (FormatDouble). Check, registered for "irmeta verify",
// applies TAFFO's rules; List enumerates the annotated values.
package taffo

import (
	"github.com/irmeta/irmeta/md"
)

// The attachment kinds TAFFO uses, without the leading '!'.
const (
	KeyInfo        = "taffo.info"        // InputInfo of an instruction or global
	KeyStructInfo  = "taffo.structinfo"  // StructInfo of a struct-typed value
	KeyFunInfo     = "taffo.funinfo"     // per-parameter kind/info pairs on a function
	KeyConstInfo   = "taffo.constinfo"   // per-operand InputInfo of constant operands
	KeyTarget      = "taffo.target"      // name of the program variable a value belongs to
	KeyStart       = "taffo.start"       // marks a starting-point function
	KeyUnroll      = "taffo.unroll"      // loop unroll count (header terminator or function)
	KeyMaxRec      = "taffo.maxrec"      // maximum recursion count of a function
	KeyAbsError    = "taffo.abserror"    // computed absolute error (output)
	KeyWrongCmpTol = "taffo.wrongcmptol" // tolerance of a possibly wrong comparison (output)
	KeyInitWeight  = "taffo.initweight"  // Initializer weight: one i32, or one per argument

	// KeyBufferID is defined by TAFFO but never written; TAFFO writes
	// KeyArgsBufferID on instructions and globals as well (a bug kept for
	// compatibility).
	KeyBufferID     = "taffo.bufferid"
	KeyArgsBufferID = "taffo.args.bufferid"

	KeyOCLTrampoline    = "taffo.ocl.trampoline"
	KeyOriginalCall     = "taffo.originalCall"
	KeyEquivalentChild  = "taffo.equivalentChild"
	KeySourceFunction   = "taffo.sourceFunction"
	KeyIndirectFunction = "taffo.indirectFunction"
	KeyOMPDisabled      = "taffo.ompDisabled"
	KeyPRAErr           = "taffo.praerr"    // defined by TAFFO, unused
	KeyPRAStruct        = "taffo.prastruct" // defined by TAFFO, unused
)

// Keys lists every TAFFO attachment kind, in the order of the constants
// above.
var Keys = []string{
	KeyInfo, KeyStructInfo, KeyFunInfo, KeyConstInfo, KeyTarget, KeyStart,
	KeyUnroll, KeyMaxRec, KeyAbsError, KeyWrongCmpTol, KeyInitWeight,
	KeyBufferID, KeyArgsBufferID, KeyOCLTrampoline, KeyOriginalCall,
	KeyEquivalentChild, KeySourceFunction, KeyIndirectFunction,
	KeyOMPDisabled, KeyPRAErr, KeyPRAStruct,
}

// Func returns the Target of function i (an index into Module.Functions).
func Func(i int) md.Target { return md.Function(i) }

// Global returns the Target of global i (an index into Module.Globals).
func Global(i int) md.Target { return md.Global(i) }

// Inst returns the Target of instruction i (an index into Module.Insts).
func Inst(i int) md.Target { return md.Inst(i) }

// Remove deletes the attachment key from t and reports whether it was
// there.
func Remove(g *md.Graph, t md.Target, key string) bool { return g.RemoveAttachment(t, key) }
