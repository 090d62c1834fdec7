package opencl

import (
	"cmp"
	"errors"
	"fmt"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/check"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/token"
)

func init() { check.Register("opencl", Check) }

// moduleLists are named metadata that mark a module as OpenCL.
var moduleLists = []string{"opencl.ocl.version", "opencl.spir.version", "spirv.Source", "opencl.kernels"}

// Check validates a module's OpenCL metadata: kernel_arg_* lists as long
// as the kernel's parameter list, with valid address spaces, access and
// type qualifiers; three positive work-group sizes; vec_type_hint's shape;
// references to functions that exist; and the encoding of every declared
// attribute and statistic. Modules without OpenCL metadata or kernels are
// not checked (names such as !depth or !io mean other things elsewhere).
func Check(g *md.Graph) []check.Diagnostic {
	c := &checker{g: g}
	isOpenCL := false
	for _, name := range moduleLists {
		if g.Named(name) != nil {
			isOpenCL = true
		}
	}
	kernels, impls, err := scanKernels(g)
	if err != nil {
		c.report(token.Position{Filename: g.Module.File.Name}, check.Error, "%v", err)
	}
	if !isOpenCL && len(kernels) == 0 {
		return c.diags
	}
	c.triple = g.Module.Triple
	funcAttr := func(gr Group) bool { return gr == KernelGroup || gr == KernelInternalGroup || gr == FunctionGroup }
	byFunc := map[int]Kernel{}
	for _, k := range append(kernels, impls...) {
		byFunc[k.Func] = k
	}
	for _, k := range kernels {
		if k.Impl != nil {
			c.implementation(k, *k.Impl)
		}
	}
	for i := range g.Module.Functions {
		t := md.Function(i)
		atts := g.Attachments(t)
		argsRead := false
		if k, ok := byFunc[i]; ok {
			// An implementation carries its kernel's lists and attributes:
			// they are checked as a kernel's.
			argsRead = c.kernel(k, atts)
		} else {
			c.notKernel(t, atts)
		}
		if len(atts) == 0 {
			continue
		}
		c.attributes(md.Function(i), t, atts, func(gr Group, name string) bool {
			// Args has read the argument lists without error already.
			return funcAttr(gr) && !(argsRead && strings.HasPrefix(name, "kernel_arg_"))
		})
		c.stats(t, atts)
	}
	for i := range g.Module.Globals {
		t := md.Global(i)
		c.attributes(md.Global(i), t, g.Attachments(t), func(gr Group, _ string) bool { return gr == GlobalVariableGroup })
	}
	c.module()
	return c.diags
}

type checker struct {
	g      *md.Graph
	triple string
	diags  []check.Diagnostic
}

func (c *checker) report(pos token.Position, sev check.Severity, format string, args ...any) {
	c.diags = append(c.diags, check.Diagnostic{Pos: pos, Severity: sev, Msg: fmt.Sprintf(format, args...)})
}

// at returns the position of node n, or of the target when n has none
// (nodes written inline).
func (c *checker) at(n *md.Node, t md.Target) token.Position {
	if n != nil {
		if p := n.Pos(); p.IsValid() {
			return p
		}
	}
	return c.g.TargetPos(t)
}

// attributes checks the encoding of every declared attribute attached to
// t whose group fits.
func (c *checker) attributes(h md.Target, t md.Target, atts []md.Attachment, fits func(gr Group, name string) bool) {
	for _, a := range atts {
		attr, ok := Lookup(a.Kind)
		if !ok || !fits(attr.Group, attr.Name) {
			continue
		}
		if _, err := attr.Read(c.g, h); err != nil {
			c.shape(err, a.Node, t)
		}
	}
}

// shape reports a decoding error at its node.
func (c *checker) shape(err error, n *md.Node, t md.Target) {
	c.report(c.at(n, t), check.Error, "%s", shapeMsg(err))
}

// shapeMsg is a decoding error without its position, which the
// diagnostic carries.
func shapeMsg(err error) string {
	var se *md.ShapeError
	if errors.As(err, &se) {
		return se.Attr + ": " + se.Msg
	}
	return err.Error()
}

// atNode returns the position of a module-level node, or the file.
func (c *checker) atNode(n *md.Node) token.Position {
	if n != nil {
		if p := n.Pos(); p.IsValid() {
			return p
		}
	}
	return token.Position{Filename: c.g.Module.File.Name}
}

// argLists are the kernel_arg_* lists clang writes together.
var argLists = []string{"kernel_arg_addr_space", "kernel_arg_access_qual", "kernel_arg_type", "kernel_arg_base_type", "kernel_arg_type_qual"}

// kernel checks kernel k; it reports whether its argument lists decoded
// without error.
func (c *checker) kernel(k Kernel, atts []md.Attachment) bool {
	g := c.g
	t := md.Function(k.Func)
	h := md.Function(k.Func)
	// Lengths against the parameter list.
	present := 0
	for _, a := range atts {
		if !strings.HasPrefix(a.Kind, "kernel_arg_") || a.Node == nil || a.Node.Kind != md.Tuple {
			continue
		}
		if n := a.Node.NumOperands(); k.Params != nil && n != len(k.Params) {
			c.report(c.at(a.Node, t), check.Error, "%s !%s has %s, but the kernel has %s", k.Name, a.Kind, count(n, "element"), count(len(k.Params), "parameter"))
		}
	}
	// SPIR 1.2 keeps the lists in the kernel's !opencl.kernels node, after
	// their names.
	for name, n := range legacyInfo(g, k.Name) {
		if !strings.HasPrefix(name, "kernel_arg_") || g.Attachment(t, name) != nil {
			continue
		}
		for i, op := range n.Operands()[1:] {
			_, isInt := intValue(op)
			_, isString := op.(*md.String)
			if name == KernelArgAddrSpace.Name && !isInt || name != KernelArgAddrSpace.Name && !isString {
				c.report(c.atNode(n), check.Error, "%s !opencl.kernels %s: element %d is %s", k.Name, name, i, md.FormatOperand(op))
				break
			}
		}
		if k.Params != nil && n.NumOperands()-1 != len(k.Params) {
			c.report(c.atNode(n), check.Error, "%s !opencl.kernels %s has %s, but the kernel has %s", k.Name, name, count(n.NumOperands()-1, "element"), count(len(k.Params), "parameter"))
		}
	}
	var missing []string
	for _, name := range argLists {
		if g.Attachment(t, name) != nil {
			present++
		} else {
			missing = append(missing, "!"+name)
		}
	}
	if present > 0 && len(missing) > 0 {
		c.report(g.TargetPos(t), check.Warning, "%s has kernel argument info without %s (clang writes all five lists)", k.Name, strings.Join(missing, ", "))
	}
	args, argsErr := Args(g, k)
	if argsErr == nil {
		c.args(k, t, args)
	}
	for _, a := range []md.TupleAttr[WorkGroupSize]{ReqdWorkGroupSize, WorkGroupSizeHint, NumComputeUnits} {
		if w, err := a.Get(g, h); err == nil && (w.X < 1 || w.Y < 1 || w.Z < 1) {
			c.report(c.at(g.Attachment(t, a.Name), t), check.Error, "%s !%s (%s): every dimension must be at least 1", k.Name, a.Name, w)
		}
	}
	if v, err := VecTypeHint.Get(g, h); err == nil {
		n := g.Attachment(t, VecTypeHint.Name)
		switch {
		case v.Name() == "":
			c.report(c.at(n, t), check.Error, "%s !vec_type_hint: %s is not an OpenCL scalar or vector type (char, short, int, long, half, float, double; 2, 3, 4, 8 or 16 elements)", k.Name, v.Type.Type)
		case v.Signed && v.Type.Type.Kind != ast.IntType && (v.Type.Type.Elem == nil || v.Type.Type.Elem.Kind != ast.IntType):
			c.report(c.at(n, t), check.Error, "%s !vec_type_hint: floating-point type %s marked signed", k.Name, v.Type.Type)
		}
		if s, ok := n.Operand(1).(*md.Value); ok && s.Type != nil && (s.Type.Kind != ast.IntType || s.Type.Bits != 32 || s.Text != "0" && s.Text != "1") {
			c.report(c.at(n, t), check.Error, "%s !vec_type_hint: signedness must be i32 0 or i32 1, found %s", k.Name, s)
		}
	}
	for _, a := range []md.ValueAttr[int32]{IntelReqdSubGroupSize, RequiredNumSubGroups, IntelVecLenHint} {
		if v, err := a.Get(g, h); err == nil && v < 1 {
			c.report(c.at(g.Attachment(t, a.Name), t), check.Error, "%s !%s is %d, must be at least 1", k.Name, a.Name, v)
		}
	}
	if v, err := MaxGlobalWorkDim.Get(g, h); err == nil && (v < 0 || v > 3) {
		c.report(c.at(g.Attachment(t, MaxGlobalWorkDim.Name), t), check.Error, "%s !max_global_work_dim is %d, must be 0 to 3", k.Name, v)
	}
	for _, a := range []md.ValueAttr[md.GlobalRef]{VectorizedKernel, KernelWrapper, ScalarizedKernel} {
		if ref, err := a.Get(g, h); err == nil && FindFunction(g, ref.Name) < 0 {
			c.report(c.at(g.Attachment(t, a.Name), t), check.Error, "%s !%s refers to %s, which is not a function", k.Name, a.Name, ref.Name)
		}
	}
	return argsErr == nil
}

// implementation checks what clang copies from kernel k onto its
// implementation: the same kernel_arg_* lists and kernel attributes (its
// parameters are an ordinary function's and may differ). Only the kernel may be named in
// !opencl.kernels or !nvvm.annotations.
func (c *checker) implementation(k, impl Kernel) {
	g := c.g
	kt, it := md.Function(k.Func), md.Function(impl.Func)
	for _, a := range g.Attachments(kt) {
		attr, ok := Lookup(a.Kind)
		if !ok || attr.Group != KernelGroup {
			continue
		}
		in := g.Attachment(it, a.Kind)
		switch {
		case in == nil && strings.HasPrefix(a.Kind, "kernel_arg_"):
			c.report(g.TargetPos(it), check.Warning, "%s, the implementation of kernel %s, has no !%s (clang copies the kernel's)", impl.Name, k.Name, a.Kind)
		case in != nil && in != a.Node && md.Format(in) != md.Format(a.Node):
			c.report(c.at(in, it), check.Warning, "%s, the implementation of kernel %s, has !%s %s, the kernel %s", impl.Name, k.Name, a.Kind, md.Format(in), md.Format(a.Node))
		}
	}
	for _, list := range []string{KernelList.Name, "nvvm.annotations"} {
		if refsIn(g, list, func(n *md.Node, op int) bool { return list != "nvvm.annotations" || isKernelAnnotation(n, op) })[impl.Name] {
			c.report(g.TargetPos(it), check.Warning, "%s, the implementation of kernel %s, is named as a kernel in !%s", impl.Name, k.Name, list)
		}
	}
}

// notKernel warns about the attributes of kernels that clang writes on
// kernels only, found on another function.
func (c *checker) notKernel(t md.Target, atts []md.Attachment) {
	for _, a := range atts {
		if attr, ok := Lookup(a.Kind); ok && attr.Group == KernelGroup {
			c.report(c.at(a.Node, t), check.Warning, "%s is not a kernel, but has !%s", c.g.TargetName(t), a.Kind)
		}
	}
}

// count writes "1 element", "3 elements".
func count(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// spirTriple reports whether the target numbers address spaces as SPIR
// does, so that IR pointer address spaces must match the metadata.
func spirTriple(triple string) bool {
	return strings.HasPrefix(triple, "spir-") || strings.HasPrefix(triple, "spir64") || triple == "spir" || strings.HasPrefix(triple, "spirv")
}

func (c *checker) args(k Kernel, t md.Target, args []Arg) {
	g := c.g
	addrNode := g.Attachment(t, KernelArgAddrSpace.Name)
	accessNode := g.Attachment(t, KernelArgAccessQual.Name)
	qualNode := g.Attachment(t, KernelArgTypeQual.Name)
	for _, a := range args {
		if addrNode != nil && a.AddrSpace != NoAddrSpace && !a.AddrSpace.Valid() {
			c.report(c.at(addrNode, t), check.Error, "%s argument %d: address space %d is not a SPIR address space (0 private, 1 global, 2 constant, 3 local, 4 generic, 5 global_device, 6 global_host)", k.Name, a.Index, a.AddrSpace)
		}
		if accessNode != nil && a.Index < accessNode.NumOperands() {
			if !ValidAccess(a.Access) {
				c.report(c.at(accessNode, t), check.Error, "%s argument %d: access qualifier %q is not none, read_only, write_only or read_write", k.Name, a.Index, a.Access)
			} else if typ := cmp.Or(a.BaseType, a.Type); a.Access != AccessNone && !opaqueArg(a) && typ != "" {
				c.report(c.at(accessNode, t), check.Warning, "%s argument %d: access qualifier %s on %s, which is neither an image nor a pipe", k.Name, a.Index, a.Access, typ)
			}
		}
		if qualNode != nil {
			if msg := a.Qual.Check(); msg != "" {
				c.report(c.at(qualNode, t), check.Error, "%s argument %d: type qualifiers %q: %s", k.Name, a.Index, a.Qual, msg)
			}
		}
		if a.IRType != nil && a.IRType.Kind == ast.TargetExtType {
			// Images, pipes, samplers, events and queues as SPIR-V target
			// types: in no address space, but their operands must agree
			// with the metadata.
			if msg := targetTypeProblem(a); msg != "" {
				c.report(c.at(cmp.Or(g.Attachment(t, KernelArgBaseType.Name), g.Attachment(t, KernelArgType.Name)), t), check.Warning, "%s argument %d: %s", k.Name, a.Index, msg)
			}
			continue
		}
		if addrNode != nil && spirTriple(c.triple) && a.AddrSpace.Valid() && a.IRType != nil && a.Type != "sampler_t" {
			ir := AddrSpace(0)
			if a.IRType.Kind == ast.PointerType {
				ir = AddrSpace(a.IRType.AddrSpace)
			}
			if ir != a.AddrSpace {
				c.report(c.at(addrNode, t), check.Warning, "%s argument %d: metadata says %s (%d), the parameter's type %s is in address space %d", k.Name, a.Index, a.AddrSpace, a.AddrSpace, a.IRType, ir)
			}
		}
	}
}

// opaqueArg reports whether the argument is an image or a pipe, the only
// arguments with an access qualifier.
func opaqueArg(a Arg) bool {
	return a.Qual == QualPipe || strings.HasPrefix(a.BaseType, "image") || strings.HasPrefix(a.Type, "image")
}

// stats checks that every statistic on function t is one integer.
func (c *checker) stats(t md.Target, atts []md.Attachment) {
	for _, a := range atts {
		if !strings.HasPrefix(a.Kind, StatPrefix) {
			continue
		}
		if _, err := statValue(a.Node); err != nil {
			c.report(c.at(a.Node, t), check.Error, "%s !%s: %v", c.g.TargetName(t), a.Kind, err)
		}
	}
}

// module checks the module-level attributes.
func (c *checker) module() {
	g := c.g
	for _, attr := range attrs {
		if !attr.Group.OnModule() {
			continue
		}
		l := g.Named(attr.Name)
		if l == nil {
			continue
		}
		if _, err := attr.Read(g, md.OnModule()); err != nil && attr.Name != KernelList.Name {
			var n *md.Node
			if len(l.Nodes) > 0 {
				n = l.Nodes[0]
			}
			c.report(c.atNode(n), check.Error, "%v", shapeMsg(err))
		}
	}
	// Linking concatenates the version lists; the copies must agree.
	for _, name := range []string{OCLVersion.Name, SPIRVersion.Name, SPIRVSource.Name} {
		l := g.Named(name)
		if l == nil {
			continue
		}
		for _, n := range l.Nodes {
			if n == nil || n.NumOperands() != 2 {
				c.report(c.atNode(n), check.Error, "!%s: expected !{i32 major, i32 minor}, found %s", name, md.Format(n))
				continue
			}
			if first := l.Nodes[0]; md.Format(n) != md.Format(first) {
				c.report(c.atNode(n), check.Warning, "!%s: %s differs from the first version %s (modules of different versions were linked)", name, md.Format(n), md.Format(first))
			}
		}
	}
}
