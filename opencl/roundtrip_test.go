package opencl_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/opencl"
	"github.com/irmeta/irmeta/parser"
)

// samples gives a value for every declared attribute; the kernel_arg_*
// lists are sized for a kernel of three parameters.
func samples() map[string]any {
	vec, _ := opencl.NewVecType("uint4")
	return map[string]any{
		"kernel_arg_addr_space":                 []int32{1, 3, 0},
		"kernel_arg_access_qual":                []string{"none", "none", "none"},
		"kernel_arg_type":                       []string{"float*", "int*", "uint"},
		"kernel_arg_base_type":                  []string{"float*", "int*", "uint"},
		"kernel_arg_type_qual":                  []string{"restrict const", "volatile", ""},
		"kernel_arg_name":                       []string{"in", "scratch", "n"},
		"kernel_arg_pipe_io":                    []string{"", "", ""},
		"work_group_size_hint":                  opencl.WorkGroupSize{X: 64, Y: 2, Z: 1},
		"reqd_work_group_size":                  opencl.WorkGroupSize{X: 16, Y: 16, Z: 1},
		"required_num_sub_groups":               int32(4),
		"vec_type_hint":                         vec,
		"intel_vec_len_hint":                    int32(8),
		"intel_reqd_sub_group_size":             int32(16),
		"max_global_work_dim":                   int32(3),
		"uses_global_work_offset":               true,
		"autorun":                               false,
		"num_compute_units":                     opencl.WorkGroupSize{X: 2, Y: 1, Z: 1},
		"local_buffer_size":                     int32(4096),
		"barrier_buffer_size":                   int32(-1), // sign extension survives
		"kernel_execution_length":               int32(123),
		"max_wg_dimensions":                     int32(2),
		"kernel_has_barrier":                    true,
		"kernel_has_global_sync":                false,
		"kernel_has_sub_groups":                 true,
		"no_barrier_path":                       false,
		"vectorized_width":                      int32(16),
		"ocl_recommended_vector_length":         int32(8),
		"block_literal_size":                    int32(32),
		"private_memory_size":                   int32(256),
		"vectorization_dimension":               int32(0),
		"can_unite_workgroups":                  true,
		"vectorized_kernel":                     md.GlobalRef{Name: "@__Vectorized_.k"},
		"kernel_wrapper":                        md.GlobalRef{Name: "@k_wrapper"},
		"scalarized_kernel":                     md.GlobalRef{Name: "@k"},
		"use_fpga_pipes":                        false,
		"recursive_call":                        true,
		"fpga_pipe_dynamic_access":              false,
		"func_ptr_call":                         true,
		"depth_is_ignored":                      true,
		"packet_size":                           int32(4),
		"packet_align":                          int32(4),
		"depth":                                 int32(0),
		"io":                                    "channel \"in\"",
		"opencl.ocl.version":                    []int32{3, 0},
		"opencl.spir.version":                   []int32{1, 2},
		"spirv.Source":                          []int32{3, 300000},
		"opencl.used.extensions":                []string{"cl_khr_fp16", "cl_khr_fp64"},
		"opencl.used.optional.core.features":    []string{"cl_doubles"},
		"opencl.compiler.options":               []string{"-cl-fast-relaxed-math", "-cl-kernel-arg-info"},
		"opencl.kernels":                        []md.GlobalRef{{Name: "@k"}, {Name: "@__Vectorized_.k"}},
		"opencl.global_variable_total_size":     int32(20),
		"opencl.gen_addr_space_pointer_counter": int32(0),
		"opencl.gas_warning_line_numbers":       []int32{12, 40},
		"opencl.stat.type":                      "vectorizer",
		"opencl.stat.run_time_version":          "2024.1",
		"opencl.stat.workload_name":             "saxpy",
		"opencl.stat.module_name":               "m1",
		"opencl.stat.exec_time":                 "12:00:00",
	}
}

const typedKernels = `target triple = "spir64"

@channel = addrspace(1) global i32 0, align 4

define spir_kernel void @k(float addrspace(1)* %in, i32 addrspace(3)* %scratch, i32 %n) {
  ret void
}

define spir_kernel void @__Vectorized_.k(float addrspace(1)* %in, i32 addrspace(3)* %scratch, i32 %n) {
  ret void
}

define void @k_wrapper(i8* %args) {
  ret void
}
`

const opaqueKernels = `target triple = "spir64"

@channel = addrspace(1) global i32 0, align 4

define spir_kernel void @k(ptr addrspace(1) %in, ptr addrspace(3) %scratch, i32 %n) {
  ret void
}

define spir_kernel void @__Vectorized_.k(ptr addrspace(1) %in, ptr addrspace(3) %scratch, i32 %n) {
  ret void
}

define void @k_wrapper(ptr %args) {
  ret void
}
`

// holder returns where an attribute of the group goes in the test modules.
func holder(gr opencl.Group) md.Target {
	switch {
	case gr.OnModule():
		return md.OnModule()
	case gr == opencl.GlobalVariableGroup:
		return md.Global(0)
	}
	return md.Function(0)
}

// same compares attribute values; types compare by their text.
func same(a, b any) bool {
	va, ok1 := a.(opencl.VecType)
	vb, ok2 := b.(opencl.VecType)
	if ok1 && ok2 {
		return va.Signed == vb.Signed && va.Type.Zero == vb.Type.Zero && va.Type.Type.String() == vb.Type.Type.String()
	}
	return reflect.DeepEqual(a, b)
}

// TestRoundTrip sets every declared attribute, reads each back, prints the
// module, parses it again and reads each again; LLVM accepts the output,
// and the checks find nothing wrong with it.
func TestRoundTrip(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		opaque    bool
	}{{"typed", typedKernels, false}, {"opaque", opaqueKernels, true}} {
		t.Run(tc.name, func(t *testing.T) {
			m, err := parser.ParseFile("k.ll", []byte(tc.src), 0)
			if err != nil {
				t.Fatal(err)
			}
			g := md.New(m)
			vals := samples()
			for _, a := range opencl.Attrs() {
				v, ok := vals[a.Name]
				if !ok {
					t.Errorf("no sample value for %s", a.Name)
					continue
				}
				if err := a.Write(g, holder(a.Group), v); err != nil {
					t.Errorf("set %s: %v", a.Name, err)
				}
			}
			if len(vals) != len(opencl.Attrs()) {
				t.Errorf("%d sample values for %d attributes", len(vals), len(opencl.Attrs()))
			}
			readAll := func(g *md.Graph, when string) {
				for _, a := range opencl.Attrs() {
					got, err := a.Read(g, holder(a.Group))
					if err != nil || !same(got, vals[a.Name]) {
						t.Errorf("%s: %s = %#v (%v), want %#v", when, a.Name, got, err, vals[a.Name])
					}
				}
			}
			readAll(g, "before printing")
			var out bytes.Buffer
			if err := g.Print(&out); err != nil {
				t.Fatal(err)
			}
			m2, err := parser.ParseFile("out.ll", out.Bytes(), 0)
			if err != nil {
				t.Fatalf("%v\n%s", err, out.String())
			}
			g2 := md.New(m2)
			readAll(g2, "after parsing the output")
			kernels, err := opencl.Kernels(g2)
			if err != nil || len(kernels) != 2 || !kernels[0].Listed || !kernels[1].Listed {
				t.Errorf("kernels from !opencl.kernels: %+v, %v", kernels, err)
			}
			for _, d := range opencl.Check(g2) {
				t.Errorf("check: %s: %s", d.Pos, d.Msg)
			}
			if !testing.Short() {
				llvmAs(t, out.Bytes(), tc.opaque)
			}
			if t.Failed() {
				t.Logf("output:\n%s", out.String())
			}
		})
	}
}

// TestRoundTripOracle sets every kernel attribute on every kernel of an
// oracle module (replacing clang's) and reads them back through print and
// parse; LLVM accepts the result.
func TestRoundTripOracle(t *testing.T) {
	path := filepath.Join(corpus.Root(t), "oracle", "opencl", "out", "spir64-cl2.0-O0-g-arginfo", "images.ll")
	g := load(t, path, 14)
	kernels, err := opencl.Kernels(g)
	if err != nil || len(kernels) < 3 {
		t.Fatalf("kernels: %d, %v", len(kernels), err)
	}
	want := map[string]opencl.WorkGroupSize{}
	for i, k := range kernels {
		w := opencl.WorkGroupSize{X: int32(i + 1), Y: 2, Z: 3}
		want[k.Name] = w
		if err := opencl.ReqdWorkGroupSize.Set(g, md.Function(k.Func), w); err != nil {
			t.Fatal(err)
		}
		if err := opencl.VectorizedKernel.Set(g, md.Function(k.Func), md.GlobalRef{Name: k.Name}); err != nil {
			t.Fatal(err)
		}
		if err := opencl.KernelHasBarrier.Set(g, md.Function(k.Func), i%2 == 0); err != nil {
			t.Fatal(err)
		}
	}
	var out bytes.Buffer
	g.Print(&out)
	g2 := md.New(mustParse(t, out.Bytes(), g.Module.Version))
	for i, k := range kernels {
		h := md.Function(k.Func)
		w, err := opencl.ReqdWorkGroupSize.Get(g2, h)
		ref, err2 := opencl.VectorizedKernel.Get(g2, h)
		b, err3 := opencl.KernelHasBarrier.Get(g2, h)
		if err != nil || err2 != nil || err3 != nil || w != want[k.Name] || ref.Name != k.Name || b != (i%2 == 0) {
			t.Errorf("%s: %v %v %v (%v %v %v)", k.Name, w, ref, b, err, err2, err3)
		}
	}
	for _, d := range opencl.Check(g2) {
		t.Errorf("check: %s: %s", d.Pos, d.Msg)
	}
	if !testing.Short() {
		llvmAs(t, out.Bytes(), false)
	}
}

// mustParse parses src under release v's rules.
func mustParse(t *testing.T, src []byte, v llvmver.Version) *ast.Module {
	t.Helper()
	m, err := parser.ParseFileOptions("out.ll", src, parser.Options{Version: v})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// llvmAs checks that LLVM 14 accepts text as IR.
func llvmAs(t *testing.T, text []byte, opaque bool) {
	t.Helper()
	args := []string{"-o", os.DevNull}
	if opaque {
		args = append(args, "-opaque-pointers")
	}
	cmd := exec.Command("llvm-as", args...)
	cmd.Stdin = bytes.NewReader(text)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Errorf("llvm-as rejects the output: %v\n%s", err, out)
	}
}
