package opencl

import (
	"cmp"
	"fmt"
	"strings"

	"github.com/irmeta/irmeta/ast"
)

// SPIR-V target extension types: LLVM 17 and later (clang 22 always for
// SPIR and SPIR-V targets) pass images, pipes, samplers, events, queues and
// reserve ids as target("spirv.NAME", ...) rather than as pointers to
// opaque %opencl.* structs. They live in no address space.

// spirvOpaque maps the OpenCL C type of an argument to the target type
// name that stands for it (images and pipes are recognised apart).
var spirvOpaque = map[string]string{
	"sampler_t":    "spirv.Sampler",
	"event_t":      "spirv.Event",
	"clk_event_t":  "spirv.DeviceEvent",
	"queue_t":      "spirv.Queue",
	"reserve_id_t": "spirv.ReserveId",
}

// imageShape is what a spirv.Image type's integer parameters say about an
// image type: Dim (0 1D, 1 2D, 2 3D, 5 buffer), Depth, Arrayed and MS.
type imageShape struct{ dim, depth, arrayed, ms uint64 }

// imageShapeOf returns the shape of OpenCL image type name ("image2d_t",
// "image2d_array_msaa_depth_t").
func imageShapeOf(name string) (imageShape, bool) {
	rest, ok := strings.CutPrefix(name, "image")
	if !ok {
		return imageShape{}, false
	}
	rest, ok = strings.CutSuffix(rest, "_t")
	if !ok {
		return imageShape{}, false
	}
	var s imageShape
	switch {
	case strings.HasPrefix(rest, "1d"):
		s.dim = 0
	case strings.HasPrefix(rest, "2d"):
		s.dim = 1
	case strings.HasPrefix(rest, "3d"):
		s.dim = 2
	default:
		return imageShape{}, false
	}
	for _, w := range strings.Split(rest[2:], "_")[1:] {
		switch w {
		case "array":
			s.arrayed = 1
		case "buffer":
			s.dim = 5
		case "depth":
			s.depth = 1
		case "msaa":
			s.ms = 1
		default:
			return imageShape{}, false
		}
	}
	return s, true
}

// imageAccess is the access qualifier operand of spirv.Image and the
// first operand of spirv.Pipe.
var imageAccess = map[string]uint64{"read_only": 0, "write_only": 1, "read_write": 2}

// targetTypeProblem compares argument a, whose IR type is a target
// extension type, with the type and access qualifier the metadata give;
// it returns what disagrees, or "".
func targetTypeProblem(a Arg) string {
	t := a.IRType
	typ := cmp.Or(a.BaseType, a.Type)
	if t == nil || t.Kind != ast.TargetExtType || !strings.HasPrefix(t.Name, "spirv.") || typ == "" {
		return ""
	}
	want := ""
	switch {
	case a.Qual.Has(QualPipe):
		want = "spirv.Pipe"
	case strings.HasPrefix(typ, "image"):
		want = "spirv.Image"
	default:
		want = spirvOpaque[typ]
	}
	if want != t.Name {
		if want == "" {
			return fmt.Sprintf("the parameter's type %s stands for no OpenCL C type %s", t, typ)
		}
		return fmt.Sprintf("the parameter's type %s is not %s's target(%q)", t, typ, want)
	}
	access, hasAccess := imageAccess[a.Access]
	switch t.Name {
	case "spirv.Image":
		// target("spirv.Image", sampled type, Dim, Depth, Arrayed, MS,
		// Sampled, Format, Access)
		if len(t.Fields) != 1 || len(t.IntParams) != 7 {
			return fmt.Sprintf("the parameter's type %s is not target(\"spirv.Image\", type, dim, depth, arrayed, ms, sampled, format, access)", t)
		}
		p := t.IntParams
		if s, ok := imageShapeOf(typ); ok && (imageShape{p[0], p[1], p[2], p[3]}) != s {
			return fmt.Sprintf("the parameter's type %s (dim %d, depth %d, arrayed %d, ms %d) is not %s (dim %d, depth %d, arrayed %d, ms %d)", t, p[0], p[1], p[2], p[3], typ, s.dim, s.depth, s.arrayed, s.ms)
		}
		if hasAccess && p[6] != access {
			return fmt.Sprintf("the parameter's type %s has access %d, the metadata say %s (%d)", t, p[6], a.Access, access)
		}
	case "spirv.Pipe":
		if len(t.Fields) != 0 || len(t.IntParams) != 1 {
			return fmt.Sprintf("the parameter's type %s is not target(\"spirv.Pipe\", access)", t)
		}
		if hasAccess && t.IntParams[0] != access {
			return fmt.Sprintf("the parameter's type %s has access %d, the metadata say %s (%d)", t, t.IntParams[0], a.Access, access)
		}
	}
	return ""
}
