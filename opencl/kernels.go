package opencl

import (
	"errors"
	"fmt"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

// A Kernel is a function the module marks as an OpenCL kernel.
type Kernel struct {
	// Func is the index in Module.Functions; Name is "@name".
	Func int
	Name string
	// CallingConv is the kernel calling convention written on the function
	// ("spir_kernel", "amdgpu_kernel", "ptx_kernel"), or "".
	CallingConv string
	// ArgInfo is set when the function carries kernel_arg_* metadata,
	// Listed when !opencl.kernels names it, Annotated when
	// !nvvm.annotations marks it as a kernel.
	ArgInfo, Listed, Annotated bool
	// Params are the formal parameters from the function's header. They
	// are nil on an implementation: an ordinary function, whose parameters
	// follow the target's C calling convention (amdgcn splits structs
	// passed by value) and need not match the argument lists one to one.
	Params []parser.Param
	// Impl is the kernel's implementation: the function clang (22, not
	// 14) outlines the kernel's body into, @__clang_ocl_kern_imp_NAME,
	// which the kernel calls and which carries copies of the kernel's
	// kernel_arg_* and attribute metadata. Nil when there is none. An
	// implementation is never a kernel of its own.
	Impl *Kernel
	// IsImpl marks an implementation (Kernel.Impl, Implementations).
	IsImpl bool
}

// ImplPrefix begins the name of a kernel's implementation function:
// clang names the outlined body of kernel @k @__clang_ocl_kern_imp_k.
const ImplPrefix = "__clang_ocl_kern_imp_"

// kernelCCs are the calling conventions of kernels, by keyword and by
// number ("cc 76").
var kernelCCs = map[string]string{
	"spir_kernel": "spir_kernel", "amdgpu_kernel": "amdgpu_kernel", "ptx_kernel": "ptx_kernel",
	"76": "spir_kernel", "91": "amdgpu_kernel", "71": "ptx_kernel",
}

// callingConv returns the kernel calling convention of function i, or "".
func callingConv(m *ast.Module, i int) string {
	cc := m.Functions[i].CallingConv
	if n, ok := strings.CutPrefix(cc, "cc "); ok {
		cc = n
	}
	return kernelCCs[cc]
}

// Kernels returns the module's kernels in source order: functions with a
// kernel calling convention, with kernel_arg_* metadata, named in
// !opencl.kernels (the backend's list or SPIR 1.2's one node per kernel),
// or marked "kernel" in !nvvm.annotations. A kernel's implementation
// (@__clang_ocl_kern_imp_NAME, without a kernel calling convention) is not
// listed: it is the kernel's Impl.
func Kernels(g *md.Graph) ([]Kernel, error) {
	kernels, _, err := scanKernels(g)
	return kernels, err
}

// Implementations returns every kernel implementation function of the
// module in source order (IsImpl set), those whose kernel is missing too.
func Implementations(g *md.Graph) ([]Kernel, error) {
	_, impls, err := scanKernels(g)
	return impls, err
}

// ImplName returns the kernel name an implementation function's name
// stands for ("@k" for "@__clang_ocl_kern_imp_k"), or "" when name is not
// an implementation's.
func ImplName(name string) string {
	plain := parser.PlainName(name)
	if !strings.HasPrefix(plain, ImplPrefix) || len(plain) == len(ImplPrefix) {
		return ""
	}
	return ast.FormatName('@', plain[len(ImplPrefix):])
}

// scanKernels finds the kernels and the implementations, and links each
// implementation to its kernel.
func scanKernels(g *md.Graph) (kernels, impls []Kernel, err error) {
	all, err := candidates(g)
	byPlain := map[string]int{}
	for i, k := range all {
		if ImplName(k.Name) == "" || k.CallingConv != "" {
			byPlain[parser.PlainName(k.Name)] = i
		}
	}
	implOf := map[int]int{} // kernel index in all → implementation index in all
	for i := range all {
		k := &all[i]
		if k.CallingConv != "" || ImplName(k.Name) == "" {
			continue
		}
		k.IsImpl = true
		k.Params = nil
		if ki, ok := byPlain[parser.PlainName(ImplName(k.Name))]; ok {
			implOf[ki] = i
		}
	}
	for i, k := range all {
		if k.IsImpl {
			impls = append(impls, k)
			continue
		}
		if j, ok := implOf[i]; ok {
			impl := all[j]
			k.Impl = &impl
		}
		kernels = append(kernels, k)
	}
	return kernels, impls, err
}

// candidates returns every function marked as a kernel in any way, and
// every implementation function.
func candidates(g *md.Graph) ([]Kernel, error) {
	m := g.Module
	listed := refsIn(g, "opencl.kernels", func(n *md.Node, op int) bool { return true })
	annotated := refsIn(g, "nvvm.annotations", isKernelAnnotation)
	var out []Kernel
	var dec *parser.Decoder
	var errs []error
	for i := range m.Functions {
		f := &m.Functions[i]
		k := Kernel{Func: i, Name: f.Name, CallingConv: callingConv(m, i),
			ArgInfo: hasArgInfo(g, i), Listed: listed[f.Name], Annotated: annotated[f.Name]}
		if k.CallingConv == "" && !k.ArgInfo && !k.Listed && !k.Annotated && ImplName(f.Name) == "" {
			continue
		}
		if dec == nil {
			dec = parser.NewDecoder(m)
		}
		h, err := dec.FuncHeader(i)
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: %s: %v", g.TargetPos(md.Function(i)), f.Name, err))
		} else {
			k.Params = h.Params
		}
		out = append(out, k)
	}
	return out, errors.Join(errs...)
}

// isKernelAnnotation reports whether operand op of an !nvvm.annotations
// node is the function the node marks as a kernel: !{@f, !"kernel", i32 1}.
func isKernelAnnotation(n *md.Node, op int) bool {
	if op != 0 || n.NumOperands() < 3 {
		return false
	}
	s, ok := n.Operand(1).(*md.String)
	v, _ := intValue(n.Operand(2))
	return ok && s.Value == "kernel" && v == 1
}

// argInfoKinds are the kernel_arg_* attachments.
var argInfoKinds = []string{"kernel_arg_addr_space", "kernel_arg_access_qual", "kernel_arg_type", "kernel_arg_base_type", "kernel_arg_type_qual", "kernel_arg_name", "kernel_arg_pipe_io"}

// hasArgInfo reports whether function i has any kernel_arg_* attachment.
func hasArgInfo(g *md.Graph, i int) bool {
	t := md.Function(i)
	for _, k := range argInfoKinds {
		if g.Attachment(t, k) != nil {
			return true
		}
	}
	return false
}

// refsIn returns the functions and globals referenced by the operands of
// the nodes of named list name for which keep is true.
func refsIn(g *md.Graph, name string, keep func(n *md.Node, op int) bool) map[string]bool {
	l := g.Named(name)
	if l == nil {
		return nil
	}
	out := map[string]bool{}
	for _, n := range l.Nodes {
		if n == nil {
			continue
		}
		for k, op := range n.Operands() {
			if v, ok := op.(*md.Value); ok {
				if name, ok := v.Global(); ok && keep(n, k) {
					out[name] = true
				}
			}
		}
	}
	return out
}

// intValue returns the value of an integer constant operand.
func intValue(m md.Metadata) (int64, bool) {
	v, ok := m.(*md.Value)
	if !ok || v.Type == nil || v.Type.Kind != ast.IntType {
		return 0, false
	}
	return v.Int()
}

// FindFunction returns the index of the function called name ("@f"), or
// -1.
func FindFunction(g *md.Graph, name string) int {
	for i := range g.Module.Functions {
		if g.Module.Functions[i].Name == name {
			return i
		}
	}
	return -1
}
