package bitcode

import (
	"bytes"
	"testing"
)

// TestReadARCCasts writes calls of ARC runtime functions whose types are
// not the intrinsics' (a module of a producer before LLVM 8, with the
// marker as named metadata): LLVM's reader calls the intrinsic anew, the
// operands bitcast to its parameter types first (a constant folded), the
// result bitcast back after, unnamed values numbered around the call,
// which keeps its name, tail marker and !dbg (the bitcasts' too) but no
// other attachment; an invoke stays a call of the runtime function, whose
// declaration then stays where it was, read before that later function,
// as does one a constant uses; one whose every use was upgraded goes,
// even read before the last use.
// The native reader must print the same.
func TestReadARCCasts(t *testing.T) {
	const src = `@gv = global i32* null

define void @f(i32* %d, i32** %e, i8* %a) !dbg !4 {
  %v3 = tail call i32* @objc_initWeak(i32** %e, i32* %d) #0, !dbg !7, !foo !6
  %u = load i32, i32* %v3
  call void @objc_release(i8* %a), !dbg !7
  call void @objc_release(i8* null)
  %w = call i8* @objc_retain(i8* bitcast (i32** @gv to i8*))
  %x = call i32* @objc_initWeak(i32** @gv, i32* null)
  ret void
}

declare i32* @objc_initWeak(i32**, i32*)

declare void @objc_release(i8*)

declare i8* @objc_retain(i8*)

define void @h(i8* %a) personality i32 (...)* @p {
  %r = call i32* @objc_initWeak(i32** null, i32* null)
  call void @use(i8* bitcast (i8* (i8*)* @objc_retain to i8*))
  invoke void @objc_release(i8* %a)
          to label %n unwind label %u

n:
  ret void

u:
  %l = landingpad { i8*, i32 } cleanup
  ret void
}

declare i32 @p(...)

declare void @use(i8*)

attributes #0 = { nounwind }

!clang.arc.retainAutoreleasedReturnValueMarker = !{!8}

` + debugInfoOfF + `!7 = !DILocation(line: 2, scope: !4)
!8 = !{!"mov\09fp"}
`
	want := nativeReadsAs(t, "ARC casts", 13, false, assemble(t, "13", src))
	readsAs13(t, want, "the ARC calls",
		"%1 = bitcast i32** %e to i8**, !dbg !7\n  %2 = bitcast i32* %d to i8*, !dbg !7\n  %v3 = tail call i8* @llvm.objc.initWeak(i8** %1, i8* %2), !dbg !7\n  %3 = bitcast i8* %v3 to i32*, !dbg !7\n  %u = load i32, i32* %3",
		"%x = call i8* @llvm.objc.initWeak(i8** bitcast (i32** @gv to i8**), i8* null)\n  %4 = bitcast i8* %x to i32*\n",
		"%r = call i8* @llvm.objc.initWeak(i8** null, i8* null)\n  %1 = bitcast i8* %r to i32*\n  call void @use(i8* bitcast (i8* (i8*)* @objc_retain to i8*))\n  invoke void @objc_release(i8* %a)",
		"}\n\ndeclare void @objc_release(i8*)\n\n",
		"declare i8* @objc_retain(i8*)\n\ndefine void @h(",
		"declare void @use(i8*)\n\n; Function Attrs: nounwind\ndeclare i8* @llvm.objc.initWeak(i8**, i8*) #0\n")
	if bytes.Contains(want, []byte("@objc_initWeak(")) {
		t.Errorf("llvm-dis-13 keeps @objc_initWeak:\n%s", want)
	}
}
