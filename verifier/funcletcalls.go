package verifier

import (
	"slices"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
)

// The last rule of visitIntrinsicCall (LLVM 19, llvmver.
// IntrinsicFuncletToken): under a scoped EH personality, a call of an
// intrinsic that may be lowered to a function call (the Objective-C
// runtime calls of mayLowerToFunctionCall) in a block of a catchpad's or
// cleanuppad's funclet carries a "funclet" bundle.
func init() {
	for _, name := range []string{
		"autorelease", "autoreleasePoolPop", "autoreleasePoolPush", "autoreleaseReturnValue", "copyWeak",
		"destroyWeak", "initWeak", "loadWeak", "loadWeakRetained", "moveWeak", "release", "retain",
		"retainAutorelease", "retainAutoreleaseReturnValue", "retainAutoreleasedReturnValue", "retainBlock",
		"storeStrong", "storeWeak", "unsafeClaimAutoreleasedReturnValue", "retainedObject", "unretainedObject",
		"unretainedPointer", "retain.autorelease", "sync.enter", "sync.exit",
	} {
		intrinsicRuleFor["llvm.objc."+name] = (*verifier).funcletToken
	}
}

// scopedPersonalities are the personality functions isScopedEHPersonality
// accepts (MSVC x86 and table SEH, MSVC C++, CoreCLR, WebAssembly C++);
// __CxxFrameHandler4 is not classified.
var scopedPersonalities = map[string]bool{
	"@_except_handler3": true, "@_except_handler4": true, "@__C_specific_handler": true,
	"@__CxxFrameHandler3": true, "@ProcessCLRException": true, "@__gxx_wasm_personality_v0": true,
}

// funcletToken is the funclet rule for call i.
func (v *verifier) funcletToken(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	if !v.ver.Has(llvmver.IntrinsicFuncletToken) || !v.knownFitting(ins) {
		return ""
	}
	if !scopedPersonalities[v.personalityName()] || v.hasBundle(i, "funclet") {
		return ""
	}
	b := v.blockOfInst(i)
	if b < 0 {
		return ""
	}
	for _, c := range v.ehColors()[b] {
		if k := v.firstNonPHI(int(c)); k >= 0 {
			if op := v.m.Insts[k].Op; op == ast.OpCatchPad || op == ast.OpCleanupPad {
				return "Missing funclet token on intrinsic call"
			}
		}
	}
	// A block the entry does not reach has no colour: LLVM crashes.
	return ""
}

// personalityName returns the function the visited function's
// personality names (through casts: the decoded operand, castFunction),
// or "" for none or a global variable, which LLVM does not classify.
func (v *verifier) personalityName() string {
	if h := v.fnHeader(v.fs.fn); h == nil || !h.personality {
		return ""
	}
	op, err := v.dec.Personality(v.fs.fn)
	if err != nil || op == nil {
		return ""
	}
	if f := v.castFunction(op.Value); f >= 0 {
		return v.m.Functions[f].Name
	}
	return ""
}

// ehColors is colorEHFunclets for the visited function: for each block,
// the funclet entries (blocks) it belongs to. The entry block and each
// EH pad's block start a colour; a catchret passes to its successor the
// colour of its catchswitch's parent pad (the entry for none), every
// other edge its own.
func (v *verifier) ehColors() [][]int32 {
	if c := &v.fs.colors; c.fn == v.fs.fn && c.of != nil {
		return c.of
	}
	cfg := v.fs.cfg
	colors := make([][]int32, cfg.NumBlocks())
	type item struct{ block, color int32 }
	work := []item{{0, 0}}
	for len(work) > 0 {
		it := work[len(work)-1]
		work = work[:len(work)-1]
		b, color := it.block, it.color
		if k := v.firstNonPHI(int(b)); k >= 0 {
			switch v.m.Insts[k].Op {
			case ast.OpLandingPad, ast.OpCatchSwitch, ast.OpCatchPad, ast.OpCleanupPad:
				color = b
			}
		}
		if slices.Contains(colors[b], color) {
			continue
		}
		colors[b] = append(colors[b], color)
		succColor := color
		if t := v.terminator(int(b)); t >= 0 && v.m.Insts[t].Op == ast.OpCatchRet {
			succColor = v.catchRetColor(t)
		}
		for _, s := range cfg.Succs[b] {
			work = append(work, item{int32(s), succColor})
		}
	}
	v.fs.colors.fn, v.fs.colors.of = v.fs.fn, colors
	return colors
}

// catchRetColor returns the block of the pad that catchret t returns to
// (its catchswitch's parent), the entry block for none.
func (v *verifier) catchRetColor(t int) int32 {
	f := v.funclets()
	cs := f.parentPad(v.padOf(v.wordAfter(t, "from")))
	if cs < 0 {
		return 0
	}
	if p := f.parentPad(cs); p >= 0 {
		if b := v.blockOfInst(p); b >= 0 {
			return int32(b)
		}
	}
	return 0
}
