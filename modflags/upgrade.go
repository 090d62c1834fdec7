package modflags

import (
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/token"
)

// upgradeFlag applies the per-flag part of LLVM v's load-time upgrade
// (llvm::UpgradeModuleFlags) to one decoded flag: behaviours of the
// position-independence and AArch64 branch-protection flags, and renamed
// IDs. It reports whether anything changed.
func upgradeFlag(f Flag, v llvmver.Version, arm bool) (Flag, bool) {
	old := f
	oldValue := f.Value
	f.Behavior = loadedBehavior(f.ID, f.Behavior, v.Has(llvmver.ModFlagPICLevelMin), v.Has(llvmver.ModFlagAArch64Min))
	switch f.ID {
	case "amdgpu_code_object_version":
		if v.Has(llvmver.ModFlagAMDHSAName) {
			f.ID = "amdhsa_code_object_version"
		}
	}
	switch f.ID {
	case "branch-target-enforcement", "sign-return-address", "sign-return-address-all", "sign-return-address-with-bkey", "guarded-control-stack", "branch-protection-pauth-lr":
		// The value 1 says the functions still need the attributes;
		// once copied to them, the flag says 2.
		if arm && v.Has(llvmver.ModFlagARMBranchProtectionUpgraded) {
			if x, ok := intValue(f.Value); ok && x == 1 {
				f.Value = withInt(f.Value, 2)
			}
		}
	}
	return f, f.Behavior != old.Behavior || f.ID != old.ID || f.Value != oldValue
}

// loadedBehavior is the behavior LLVM's loader gives flag id written with
// behavior b (llvm::UpgradeModuleFlags), which the verifier then checks:
// the position-independence levels' Error becomes Max, "PIC Level"'s Error
// and Max become Min with picMin (llvmver.ModFlagPICLevelMin), and the
// AArch64 branch-protection flags' Error becomes Min with aarch64Min
// (llvmver.ModFlagAArch64Min).
func loadedBehavior(id string, b Behavior, picMin, aarch64Min bool) Behavior {
	switch id {
	case "PIC Level":
		if picMin && (b == Error || b == Max) {
			return Min
		}
		if b == Error {
			return Max
		}
	case "PIE Level":
		if b == Error {
			return Max
		}
	case "branch-target-enforcement", "sign-return-address", "sign-return-address-all", "sign-return-address-with-bkey":
		if aarch64Min && b == Error {
			return Min
		}
	}
	return b
}

// armTriple reports whether a target triple names an ARM or AArch64
// target, whose branch-protection flags the loader turns into function
// attributes.
func armTriple(triple string) bool {
	for _, p := range []string{"aarch64", "arm", "thumb"} {
		if strings.HasPrefix(triple, p) {
			return true
		}
	}
	return false
}

// upgradeList returns the flag nodes of a module as LLVM v sees them after
// loading (llvm::UpgradeModuleFlags), built in graph dst: the per-flag
// upgrades of upgradeFlag; the Objective-C image-info section string loses
// its spaces; "Objective-C Class Properties" is added (Override, 0) to
// modules with Objective-C image info that lack it; an "Objective-C Garbage
// Collection" value wider than i8 becomes i8, and the Swift version bits it
// carried become the flags "Swift ABI Version", "Swift Major Version" and
// "Swift Minor Version".
//
// It also returns, for each result, the source node it came from (nil for
// added flags), so that messages can point at the source.
func upgradeList(dst *md.Graph, nodes []*md.Node, v llvmver.Version) (out, origins []*md.Node) {
	for _, u := range upgrades(dst, nodes, v) {
		if u.Node == nil {
			out = append(out, importOrNil(dst, u.Orig))
		} else {
			out = append(out, u.Node)
		}
		origins = append(origins, u.Orig)
	}
	return out, origins
}

// A flagUpgrade is one entry of the upgraded flag list: Orig is the source
// flag (nil for an added flag) and Node its replacement (nil when the flag
// is unchanged). Why says what changed, for warnings.
type flagUpgrade struct {
	Orig, Node *md.Node
	Why        string
}

// upgrades computes the upgraded flag list of nodes, building replacement
// nodes in graph g.
func upgrades(g *md.Graph, nodes []*md.Node, v llvmver.Version) []flagUpgrade {
	out := make([]flagUpgrade, 0, len(nodes))
	hasObjC, hasClassProperties := false, false
	swift := false
	var abi, major, minor int64
	flag := func(b Behavior, id string, val md.Metadata) *md.Node {
		return g.NewTuple(md.NewInt(32, int64(b)), md.NewString(id), val)
	}
	arm := false
	if len(nodes) > 0 && nodes[0] != nil && nodes[0].Graph() != nil {
		arm = armTriple(nodes[0].Graph().Module.Triple)
	}
	for _, n := range nodes {
		f, ok := decode(n)
		if !ok {
			out = append(out, flagUpgrade{Orig: n})
			continue
		}
		if u, changed := upgradeFlag(f, v, arm); changed {
			var why []string
			if u.Behavior != f.Behavior {
				why = append(why, "behavior "+f.Behavior.String()+" becomes "+u.Behavior.String())
			}
			if u.ID != f.ID {
				why = append(why, "renamed '"+u.ID+"'")
			}
			if u.Value != f.Value {
				why = append(why, "value "+md.FormatOperand(f.Value)+" becomes "+md.FormatOperand(u.Value)+" (copied to the functions' attributes)")
			}
			// The behaviour operand keeps its type (i32 in practice).
			out = append(out, flagUpgrade{Orig: n, Node: g.NewTuple(withInt(n.Operand(0), int64(u.Behavior)), md.NewString(u.ID), g.Import(u.Value)), Why: strings.Join(why, ", ")})
			continue
		}
		switch f.ID {
		case "Objective-C Image Info Version":
			hasObjC = true
		case "Objective-C Class Properties":
			hasClassProperties = true
		case "Objective-C Image Info Section":
			if s, ok := f.Value.(*md.String); ok && strings.ContainsAny(s.Value, " \t") {
				parts := strings.Split(s.Value, ",")
				for i := range parts {
					parts[i] = strings.TrimSpace(parts[i])
				}
				out = append(out, flagUpgrade{Orig: n, Node: flag(f.Behavior, f.ID, md.NewString(strings.Join(parts, ","))), Why: "spaces removed from the section name"})
				continue
			}
		case "Objective-C Garbage Collection":
			if val, ok := f.Value.(*md.Value); ok && val.Type != nil && val.Type.Kind == ast.IntType && val.Type.Bits != 8 {
				u, _ := zext(val)
				if u&0xff != u {
					swift = true
					abi, major, minor = int64(u&0xff00>>8), int64(u&0xff000000>>24), int64(u&0xff0000>>16)
				}
				out = append(out, flagUpgrade{Orig: n, Node: flag(Error, f.ID, md.NewInt(8, int64(u&0xff))), Why: "value narrowed to i8"})
				continue
			}
		}
		out = append(out, flagUpgrade{Orig: n})
	}
	if hasObjC && !hasClassProperties {
		out = append(out, flagUpgrade{Node: flag(Override, "Objective-C Class Properties", md.NewInt(32, 0)), Why: "added"})
	}
	if swift {
		out = append(out,
			flagUpgrade{Node: flag(Error, "Swift ABI Version", md.NewInt(32, abi)), Why: "added"},
			flagUpgrade{Node: flag(Error, "Swift Major Version", md.NewInt(8, major)), Why: "added"},
			flagUpgrade{Node: flag(Error, "Swift Minor Version", md.NewInt(8, minor)), Why: "added"})
	}
	return out
}

// withInt returns an integer constant of m's type holding x (i32 when m is
// not an integer).
func withInt(m md.Metadata, x int64) md.Metadata {
	if val, ok := m.(*md.Value); ok && val.Type != nil && val.Type.Kind == ast.IntType && val.Type.Bits > 0 {
		return md.NewInt(val.Type.Bits, x)
	}
	return md.NewInt(32, x)
}

func importOrNil(dst *md.Graph, n *md.Node) *md.Node {
	c, _ := dst.Import(n).(*md.Node)
	return c
}

// An Upgraded is one change LLVM's loader makes to the module flags.
type Upgraded struct {
	// Pos locates the flag changed (the flag list for added flags).
	Pos token.Position
	// ID is the flag's ID after the upgrade; Msg says what changed.
	ID, Msg string
}

// Upgrade rewrites g's module flags as LLVM v's loader does when it reads
// the module (llvm::UpgradeModuleFlags), as edits of g: a changed flag is
// rewritten in place when only the flag list refers to it, otherwise the
// list points to a new node; added flags are appended to the list. It
// returns the changes made.
func Upgrade(g *md.Graph, v llvmver.Version) []Upgraded {
	l := g.Named(NamedList)
	if l == nil {
		return nil
	}
	ups := upgrades(g, l.Nodes, v)
	// Where an added flag is reported: the list's last node. Computed
	// only for an addition (a position builds the file's line table).
	listPos := func() token.Position {
		if len(l.Nodes) > 0 && l.Nodes[len(l.Nodes)-1] != nil {
			return l.Nodes[len(l.Nodes)-1].Pos()
		}
		return token.Position{}
	}
	var done []Upgraded
	list := make([]*md.Node, 0, len(ups))
	listChanged := false
	for _, u := range ups {
		if u.Node == nil {
			list = append(list, u.Orig)
			continue
		}
		f, _ := decode(u.Node)
		if u.Orig == nil {
			done = append(done, Upgraded{Pos: listPos(), ID: f.ID, Msg: "flag '" + f.ID + "' " + u.Why})
			list = append(list, u.Node)
			listChanged = true
			continue
		}
		done = append(done, Upgraded{Pos: u.Orig.Pos(), ID: f.ID, Msg: "flag '" + f.ID + "': " + u.Why})
		if len(g.Users(u.Orig)) == 0 && len(g.Attachers(u.Orig)) == 0 && u.Orig.Kind == md.Tuple {
			for i, op := range u.Node.Operands() {
				if !sameMetadata(op, u.Orig.Operand(i)) {
					g.SetOperand(u.Orig, i, op)
				}
			}
			list = append(list, u.Orig)
			continue
		}
		list = append(list, u.Node)
		listChanged = true
	}
	if listChanged {
		g.SetNamed(NamedList, list)
	}
	return done
}
