package modflags

import (
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/md"
)

// upgradeList returns the flag nodes of a module as LLVM 14 sees them after
// loading (llvm::UpgradeModuleFlags), built in graph dst: "PIC Level" and
// "PIE Level" with behavior Error become Max; the Objective-C image-info
// section string loses its spaces; "Objective-C Class Properties" is added
// (Override, 0) to modules with Objective-C image info that lack it; an
// "Objective-C Garbage Collection"
// value wider than i8 becomes i8, and the Swift version bits it carried
// become the flags "Swift ABI Version", "Swift Major Version" and "Swift
// Minor Version".
//
// It also returns, for each result, the source node it came from (nil for
// added flags), so that messages can point at the source.
func upgradeList(dst *md.Graph, nodes []*md.Node) (out, origins []*md.Node) {
	out = make([]*md.Node, 0, len(nodes))
	add := func(n, origin *md.Node) {
		out = append(out, n)
		origins = append(origins, origin)
	}
	hasObjC, hasClassProperties := false, false
	swift := false
	var abi, major, minor int64
	flag := func(b Behavior, id string, v md.Metadata) *md.Node {
		return dst.NewTuple(md.NewInt(32, int64(b)), md.NewString(id), v)
	}
	for _, n := range nodes {
		f, ok := decode(n)
		if !ok {
			add(importOrNil(dst, n), n)
			continue
		}
		switch f.ID {
		case "PIC Level", "PIE Level":
			if f.Behavior == Error {
				add(flag(Max, f.ID, dst.Import(f.Value)), n)
				continue
			}
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
				add(flag(f.Behavior, f.ID, md.NewString(strings.Join(parts, ","))), n)
				continue
			}
		case "Objective-C Garbage Collection":
			if v, ok := f.Value.(*md.Value); ok && v.Type != nil && v.Type.Kind == ast.IntType && v.Type.Bits != 8 {
				u, _ := zext(v)
				if u&0xff != u {
					swift = true
					abi, major, minor = int64(u&0xff00>>8), int64(u&0xff000000>>24), int64(u&0xff0000>>16)
				}
				add(flag(Error, f.ID, md.NewInt(8, int64(u&0xff))), n)
				continue
			}
		}
		add(importOrNil(dst, n), n)
	}
	if hasObjC && !hasClassProperties {
		add(flag(Override, "Objective-C Class Properties", md.NewInt(32, 0)), nil)
	}
	if swift {
		add(flag(Error, "Swift ABI Version", md.NewInt(32, abi)), nil)
		add(flag(Error, "Swift Major Version", md.NewInt(8, major)), nil)
		add(flag(Error, "Swift Minor Version", md.NewInt(8, minor)), nil)
	}
	return out, origins
}

func importOrNil(dst *md.Graph, n *md.Node) *md.Node {
	c, _ := dst.Import(n).(*md.Node)
	return c
}
