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
// the order LLVM's reader declares the intrinsics.
var arcRuntime = []string{"objc_autorelease", "objc_autoreleasePoolPop", "objc_autoreleasePoolPush",
	"objc_autoreleaseReturnValue", "objc_copyWeak", "objc_destroyWeak", "objc_initWeak", "objc_loadWeak",
	"objc_loadWeakRetained", "objc_moveWeak", "objc_release", "objc_retain", "objc_retainAutorelease",
	"objc_retainAutoreleaseReturnValue", "objc_retainAutoreleasedReturnValue", "objc_retainBlock",
	"objc_storeStrong", "objc_storeWeak", "objc_unsafeClaimAutoreleasedReturnValue", "objc_retainedObject",
	"objc_unretainedObject", "objc_unretainedPointer", "objc_retain_autorelease", "objc_sync_enter",
	"objc_sync_exit", "objc_arc_annotation_topdown_bbstart", "objc_arc_annotation_topdown_bbend",
	"objc_arc_annotation_bottomup_bbstart", "objc_arc_annotation_bottomup_bbend"}

// arcOrder is a function's place in the order the intrinsics are
// declared: clang.arc.use first, then arcRuntime's (-1: none of them).
func arcOrder(name string) int {
	if name == "clang.arc.use" {
		return 0
	}
	for i, n := range arcRuntime {
		if n == name {
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
// marker as named metadata. The intrinsic's type must be g's (LLVM would
// cast the operands and result; that is not done here).
func (d *decoder) arcIntrinsic(g *globalValue) string {
	if g == nil || g.kind != vFunction || g.arcUpgraded {
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
	res, params, ok := intrinsics.DeclType(in, false)
	if !ok || g.valueType == nil || g.valueType.kind != tFunc {
		return ""
	}
	// LLVM 22's signature knows opaque pointers only; typed, the runtime
	// functions take i8* and i8**, as the intrinsics of those releases
	if astType(g.valueType).Opaque().String() != res+" ("+strings.Join(params, ", ")+")" {
		return ""
	}
	if t := g.valueType.String(); strings.Contains(strings.ReplaceAll(strings.ReplaceAll(t, "i8**", ""), "i8*", ""), "*") {
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

// upgradeARC renames the functions whose calls arcIntrinsic upgrades to
// their intrinsic, declared at the end of the functions (the calls lost
// their attributes when read, see call.go), and turns the marker's named
// metadata into a module flag of behaviour Error, "#" in its string
// becoming ";" (UpgradeRetainReleaseMarker).
func (d *decoder) upgradeARC() {
	var kept, moved []*globalValue
	for _, g := range d.funcs {
		if in := d.arcIntrinsic(g); in != "" && g.fn == nil && !d.globalNamed(in) {
			moved = append(moved, g)
			continue
		}
		kept = append(kept, g)
	}
	sort.SliceStable(moved, func(i, j int) bool { return arcOrder(moved[i].v.name) < arcOrder(moved[j].v.name) })
	for _, g := range moved {
		g.v.name = d.arcIntrinsic(g)
		g.arcUpgraded = true
	}
	if moved != nil {
		d.funcs = append(kept, moved...)
	}
	d.upgradeARCMarker()
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
