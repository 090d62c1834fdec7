package bitcode

import (
	"sort"
	"strings"

	"github.com/irmeta/irmeta/intrinsics"
)

// The Objective-C ARC upgrades of LLVM's reader (UpgradeARCRuntime,
// UpgradeRetainReleaseMarker, UpgradeInlineAsmString).

// arcMarker names the retain/release marker: named metadata before LLVM
// 8, a module flag since.
const arcMarker = "clang.arc.retainAutoreleasedReturnValueMarker"

// arcRuntime are the runtime functions whose calls become calls of the
// llvm.objc.* intrinsics when the module has the marker as named
// metadata ("clang.arc.use" is upgraded whatever the module holds), in
// the order LLVM's reader declares the intrinsics, each with the number
// of its leading parameters that are i8** (typed pointers; i8* the rest).
var arcRuntime = []struct {
	name   string
	ptrptr int
}{{"objc_autorelease", 0}, {"objc_autoreleasePoolPop", 0}, {"objc_autoreleasePoolPush", 0},
	{"objc_autoreleaseReturnValue", 0}, {"objc_copyWeak", 2}, {"objc_destroyWeak", 1}, {"objc_initWeak", 1},
	{"objc_loadWeak", 1}, {"objc_loadWeakRetained", 1}, {"objc_moveWeak", 2}, {"objc_release", 0},
	{"objc_retain", 0}, {"objc_retainAutorelease", 0}, {"objc_retainAutoreleaseReturnValue", 0},
	{"objc_retainAutoreleasedReturnValue", 0}, {"objc_retainBlock", 0}, {"objc_storeStrong", 1},
	{"objc_storeWeak", 1}, {"objc_unsafeClaimAutoreleasedReturnValue", 0}, {"objc_retainedObject", 0},
	{"objc_unretainedObject", 0}, {"objc_unretainedPointer", 0}, {"objc_retain_autorelease", 0},
	{"objc_sync_enter", 0}, {"objc_sync_exit", 0}, {"objc_arc_annotation_topdown_bbstart", 2},
	{"objc_arc_annotation_topdown_bbend", 2}, {"objc_arc_annotation_bottomup_bbstart", 2},
	{"objc_arc_annotation_bottomup_bbend", 2}}

// arcOrder is a function's place in the order the intrinsics are
// declared: clang.arc.use first, then arcRuntime's (-1: none of them).
func arcOrder(name string) int {
	if name == "clang.arc.use" {
		return 0
	}
	for i, r := range arcRuntime {
		if r.name == name {
			return i + 1
		}
	}
	return -1
}

// upgradeInlineAsmString does what LLVM's reader does to inline asm: the
// ARC marker's "# marker" comment becomes "; marker".
func upgradeInlineAsmString(s string) string {
	if strings.HasPrefix(s, "mov\tfp") && strings.Contains(s, "objc_retainAutoreleaseReturnValue") {
		if i := strings.Index(s, "# marker"); i >= 0 {
			return s[:i] + ";" + s[i+1:]
		}
	}
	return s
}

// arcIntrinsic returns the intrinsic a call of function g becomes, or "":
// clang.arc.use always, the runtime functions when the module has the
// marker as named metadata; g must be a declaration, and no global may
// have the intrinsic's name.
func (d *decoder) arcIntrinsic(g *globalValue) string {
	if g == nil || g.kind != vFunction || !g.proto || g.valueType == nil || g.valueType.kind != tFunc {
		return ""
	}
	name := g.v.name
	if o := arcOrder(name); o < 0 || o > 0 && !d.hasNamedMD(arcMarker) {
		return ""
	}
	in := "llvm." + strings.ReplaceAll(name, "_", ".")
	if name == "clang.arc.use" {
		in = "llvm.objc.clang.arc.use"
	}
	if _, _, ok := intrinsics.DeclType(in, false); !ok || d.globalNamed(in) {
		return ""
	}
	return in
}

// hasNamedMD reports whether the module has named metadata name.
func (d *decoder) hasNamedMD(name string) bool {
	for _, nm := range d.named {
		if nm.name == name {
			return true
		}
	}
	return false
}

// upgradeARC declares the intrinsics of the runtime functions whose
// calls arcIntrinsic upgrades at the end of the functions, in LLVM's
// order, and turns the marker's named metadata into a module flag of
// behaviour Error, "#" in its string becoming ";"
// (UpgradeRetainReleaseMarker). A runtime function stays declared while
// it has uses other than the upgraded calls, which only the end of the
// module tells (see dropUnusedARC); the module's constants so far are
// counted now, each function's when it is finished.
func (d *decoder) upgradeARC() {
	var old []*globalValue
	for _, g := range d.funcs {
		// decided before any intrinsic is declared (arcIntrinsic asks
		// whether the name is taken)
		if d.arcStateOf(g) == arcYes && d.arcDecl(g) != nil {
			old = append(old, g)
			g.arcPending = true
		}
	}
	sort.SliceStable(old, func(i, j int) bool { return arcOrder(old[i].v.name) < arcOrder(old[j].v.name) })
	for _, g := range old {
		d.funcs = append(d.funcs, d.arcDecl(g))
	}
	if old != nil {
		d.arcPending = true
		d.noteARCConstUses(d.vals)
	}
	d.upgradeARCMarker()
}

// dropUnusedARC removes the declarations of the runtime functions
// upgradeARC replaced whose every use was an upgraded call, once the
// module's functions are read (the declarations are not written before:
// see streamFunctions).
func (d *decoder) dropUnusedARC() {
	kept := d.funcs[:d.fnNext]
	for _, g := range d.funcs[d.fnNext:] {
		if !g.arcPending || g.arcUses > g.arcCalls {
			kept = append(kept, g)
		}
	}
	d.funcs = kept
}

func (d *decoder) upgradeARCMarker() {
	at := -1
	for i, nm := range d.named {
		if nm.name == arcMarker {
			at = i
		}
	}
	if at < 0 || len(d.named[at].ops) == 0 {
		return
	}
	n := d.md.get(d.named[at].ops[0])
	if n == nil || n.kind != mdNode || len(n.ops) == 0 {
		return
	}
	s := d.md.get(n.ops[0])
	if s == nil || s.kind != mdString {
		return
	}
	str := s.str
	if parts := strings.Split(str, "#"); len(parts) == 2 {
		str = parts[0] + ";" + parts[1]
	}
	i32 := &typ{kind: tInt, bits: 32}
	flag := &mdEntry{kind: mdNode, ops: []int{
		d.addMD(&mdEntry{kind: mdValue, val: d.intConst(i32, modFlagError)}),
		d.addMD(&mdEntry{kind: mdString, str: arcMarker}),
		d.addMD(&mdEntry{kind: mdString, str: str}),
	}}
	id := d.addMD(flag)
	d.named = append(d.named[:at], d.named[at+1:]...)
	for i := range d.named {
		if d.named[i].name == "llvm.module.flags" {
			d.named[i].ops = append(d.named[i].ops, id)
			return
		}
	}
	d.named = append(d.named, namedMD{name: "llvm.module.flags", ops: []int{id}})
}
