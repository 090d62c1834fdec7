package opencl

import (
	"errors"
	"fmt"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

// An Arg is one kernel argument as the kernel_arg_* lists describe it.
// Fields whose list is absent keep their zero value (AddrSpace is
// NoAddrSpace).
type Arg struct {
	Index int
	// Name is from kernel_arg_name (clang writes it only with
	// -cl-kernel-arg-info); IRName is the parameter's name in the IR
	// without '%', often empty.
	Name, IRName string
	// Type is the type as written in the source ("vec_t*", "uint");
	// BaseType the canonical type ("float __attribute__((ext_vector_type(4)))*").
	Type, BaseType string
	AddrSpace      AddrSpace
	// Access is the access qualifier: "none", "read_only", "write_only",
	// "read_write".
	Access string
	Qual   TypeQual
	// PipeIO is kernel_arg_pipe_io (FPGA pipes).
	PipeIO string
	// IRType is the parameter's LLVM type.
	IRType *ast.Type
}

// Args returns the kernel's arguments, one per parameter. The lists are
// read from the kernel's attachments, or from SPIR 1.2's
// !opencl.kernels node for the kernel when it has none. A list of the
// wrong shape is reported in the error (Check gives every problem with its
// position); the other fields are still filled.
func Args(g *md.Graph, k Kernel) ([]Arg, error) {
	h := md.Function(k.Func)
	legacy := legacyInfo(g, k.Name)
	var errs []error
	addr, _ := readList(g, h, legacy, KernelArgAddrSpace, &errs)
	access, _ := readList(g, h, legacy, KernelArgAccessQual, &errs)
	types, _ := readList(g, h, legacy, KernelArgType, &errs)
	base, _ := readList(g, h, legacy, KernelArgBaseType, &errs)
	quals, _ := readList(g, h, legacy, KernelArgTypeQual, &errs)
	names, _ := readList(g, h, legacy, KernelArgName, &errs)
	pipes, _ := readList(g, h, legacy, KernelArgPipeIO, &errs)
	n := len(k.Params)
	if k.Params == nil {
		n = max(len(addr), len(access), len(types), len(base), len(quals), len(names), len(pipes))
	}
	out := make([]Arg, n)
	for i := range out {
		a := &out[i]
		a.Index = i
		a.AddrSpace = NoAddrSpace
		if i < len(k.Params) {
			a.IRType = k.Params[i].Type
			name := k.Params[i].Name
			a.IRName = parser.PlainName(name)
			if len(name) > 1 && name[1] != '"' && strings.Trim(a.IRName, "0123456789") == "" {
				a.IRName = "" // %0, %1: numbered, not named (%"0" is named)
			}
		}
		if i < len(addr) {
			a.AddrSpace = AddrSpace(addr[i])
		}
		a.Access = at(access, i)
		a.Type = at(types, i)
		a.BaseType = at(base, i)
		a.Qual = TypeQual(at(quals, i))
		a.Name = at(names, i)
		a.PipeIO = at(pipes, i)
	}
	return out, errors.Join(errs...)
}

func at(s []string, i int) string {
	if i < len(s) {
		return s[i]
	}
	return ""
}

// readList reads a kernel_arg_* list from h, or else from the legacy
// node; it reports whether the list was found.
func readList[T any](g *md.Graph, h md.Target, legacy map[string]*md.Node, a md.ListAttr[T], errs *[]error) ([]T, bool) {
	if a.Has(g, h) {
		v, err := a.Get(g, h)
		if err != nil {
			*errs = append(*errs, err)
		}
		return v, err == nil
	}
	n := legacy[a.Name]
	if n == nil {
		return nil, false
	}
	ops := n.Operands()[1:]
	out := make([]T, len(ops))
	for i, op := range ops {
		v, err := a.Codec.Decode(op)
		if err != nil {
			*errs = append(*errs, fmt.Errorf("%s: !opencl.kernels %s: element %d: %v", n.Pos(), a.Name, i, err))
			return nil, false
		}
		out[i] = v
	}
	return out, true
}

// legacyInfo returns SPIR 1.2's argument-info nodes for kernel name: in
// !opencl.kernels, the node !{@k, !{!"kernel_arg_type", ...}, ...}; by
// list name.
func legacyInfo(g *md.Graph, name string) map[string]*md.Node {
	l := g.Named("opencl.kernels")
	if l == nil {
		return nil
	}
	for _, n := range l.Nodes {
		if n == nil || n.NumOperands() < 2 {
			continue
		}
		v, ok := n.Operand(0).(*md.Value)
		if !ok {
			continue
		}
		if ref, ok := v.Global(); !ok || ref != name {
			continue
		}
		out := map[string]*md.Node{}
		for _, op := range n.Operands()[1:] {
			sub, ok := op.(*md.Node)
			if !ok || sub == nil || sub.NumOperands() == 0 {
				continue
			}
			if s, ok := sub.Operand(0).(*md.String); ok {
				out[s.Value] = sub
			}
		}
		return out
	}
	return nil
}
