// Package opencl is a typed view of the OpenCL metadata that clang emits and
// that an OpenCL CPU backend keeps on a module: the kernels and their
// argument info, the kernel attributes of the OpenCL specification and its
// extensions, the backend's internal attributes, function, global-variable
// and module attributes, and the per-function statistics of the backend's
// Metadata API. Every attribute is declared once with the md accessors and
// reads and writes the exact encoding clang and the backend use.
//
// Check (registered as "opencl" for irmeta verify) validates kernel
// argument lists against the parameters, address spaces, qualifiers,
// work-group sizes, vec_type_hint and the shape of every declared
// attribute.
package opencl

import (
	"fmt"
	"reflect"

	"github.com/irmeta/irmeta/md"
)

// A Group is the part of the Metadata API an attribute belongs to.
type Group uint8

// The attribute groups, as the backend's Metadata API splits them.
const (
	// KernelGroup holds the attributes clang emits on kernels (OpenCL
	// specification and extensions).
	KernelGroup Group = iota
	// KernelInternalGroup holds attributes internal to the backend.
	KernelInternalGroup
	// FunctionGroup holds attributes of any function.
	FunctionGroup
	// GlobalVariableGroup holds attributes of global variables (channels).
	GlobalVariableGroup
	// ModuleGroup holds the module-level metadata clang or a SPIR producer
	// emits.
	ModuleGroup
	// ModuleInternalGroup holds module-level attributes internal to the
	// backend.
	ModuleInternalGroup
	// ModuleStatGroup holds the module-level strings of the statistics.
	ModuleStatGroup
)

var groupNames = [...]string{"kernel", "kernel internal", "function", "global variable", "module", "module internal", "module stat"}

// String names the group.
func (gr Group) String() string {
	if int(gr) < len(groupNames) {
		return groupNames[gr]
	}
	return "?"
}

// OnModule reports whether the group's attributes are named metadata rather
// than attachments.
func (gr Group) OnModule() bool { return gr >= ModuleGroup }

// An Attr describes a declared attribute, for listing and checking
// attributes generically; the typed declarations (KernelArgType,
// ReqdWorkGroupSize, ...) are what programs use to read and write them.
type Attr struct {
	Name  string
	Group Group
	// Shape describes the encoding: "i32", "list of string", "(i32 X, i32 Y, i32 Z)".
	Shape string
	// Type is the Go type of the values Read returns and Write takes.
	Type reflect.Type
	// Read decodes the attribute on h. It returns md.ErrNotSet when the
	// attribute is absent and an *md.ShapeError when it is malformed.
	Read func(g *md.Graph, h md.Target) (any, error)
	// Write stores v, which must have the attribute's Go type (int32,
	// bool, string, md.GlobalRef, []int32, []string, []md.GlobalRef,
	// WorkGroupSize, VecType).
	Write func(g *md.Graph, h md.Target, v any) error
	// Has reports whether the attribute is present on h; Remove deletes it.
	Has    func(g *md.Graph, h md.Target) bool
	Remove func(g *md.Graph, h md.Target) bool
}

// writer adapts a typed Set to Attr.Write.
func writer[T any](name string, set func(*md.Graph, md.Target, T) error) func(*md.Graph, md.Target, any) error {
	return func(g *md.Graph, h md.Target, v any) error {
		x, ok := v.(T)
		if !ok {
			var zero T
			return fmt.Errorf("%s takes a %T, not a %T", name, zero, v)
		}
		return set(g, h, x)
	}
}

var (
	attrs  []Attr
	byName = map[string]int{}
)

// Attrs returns every declared attribute, in declaration order (grouped
// as the Metadata API groups them).
func Attrs() []Attr { return attrs }

// Lookup returns the declared attribute called name.
func Lookup(name string) (Attr, bool) {
	i, ok := byName[name]
	if !ok {
		return Attr{}, false
	}
	return attrs[i], true
}

func register(a Attr) {
	if _, dup := byName[a.Name]; dup {
		panic("opencl: attribute " + a.Name + " declared twice")
	}
	byName[a.Name] = len(attrs)
	attrs = append(attrs, a)
}

// value registers a single-value attribute and returns it.
func value[T any](gr Group, a md.ValueAttr[T]) md.ValueAttr[T] {
	register(Attr{Name: a.Name, Group: gr, Shape: a.Codec.Describe(), Type: reflect.TypeFor[T](),
		Read:  func(g *md.Graph, h md.Target) (any, error) { return a.Get(g, h) },
		Write: writer(a.Name, a.Set), Has: a.Has, Remove: a.Remove})
	return a
}

// list registers a list attribute and returns it.
func list[T any](gr Group, a md.ListAttr[T]) md.ListAttr[T] {
	register(Attr{Name: a.Name, Group: gr, Shape: "list of " + a.Codec.Describe(), Type: reflect.TypeFor[[]T](),
		Read:  func(g *md.Graph, h md.Target) (any, error) { return a.Get(g, h) },
		Write: writer(a.Name, a.Set), Has: a.Has, Remove: a.Remove})
	return a
}

// tuple registers a tuple attribute and returns it.
func tuple[S any](gr Group, shape string, a md.TupleAttr[S]) md.TupleAttr[S] {
	register(Attr{Name: a.Name, Group: gr, Shape: shape, Type: reflect.TypeFor[S](),
		Read:  func(g *md.Graph, h md.Target) (any, error) { return a.Get(g, h) },
		Write: writer(a.Name, a.Set), Has: a.Has, Remove: a.Remove})
	return a
}
