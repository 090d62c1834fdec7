package opencl_test

import (
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/opencl"
	"github.com/irmeta/irmeta/parser"
)

// oracleModule is one clang-14 output: of the shared oracle corpus, or of
// testdata/clang14 (more spellings and targets: spirv64, nvptx64).
type oracleModule struct {
	variant, name, path string
	// source is the OpenCL C file clang compiled.
	source string
	// clang is the clang release that made the module: 14 or 22.
	clang int
}

func oracleModules(t *testing.T) []oracleModule {
	t.Helper()
	root := filepath.Join(corpus.Root(t), "oracle", "opencl")
	files, err := filepath.Glob(filepath.Join(root, "out", "*", "*.ll"))
	if err != nil || len(files) < 40 {
		t.Fatalf("oracle OpenCL modules not found (%d): %v", len(files), err)
	}
	own, err := filepath.Glob(filepath.Join("testdata", "clang14", "*", "*.ll"))
	if err != nil || len(own) < 4 {
		t.Fatalf("testdata/clang14 modules not found (%d): %v", len(own), err)
	}
	c22, err := filepath.Glob(filepath.Join("testdata", "clang22", "*", "*.ll"))
	if err != nil || len(c22) < 50 {
		t.Fatalf("testdata/clang22 modules not found (%d): %v", len(c22), err)
	}
	var mods []oracleModule
	for _, f := range append(append(files, own...), c22...) {
		name := strings.TrimSuffix(filepath.Base(f), ".ll")
		src := filepath.Join(root, "src", name+".cl")
		if name == "extra" {
			src = filepath.Join("testdata", "clang14", name+".cl")
		}
		variant := filepath.Base(filepath.Dir(f))
		clang := 14
		if strings.Contains(f, "clang22") {
			variant, clang = "clang22/"+variant, 22
		}
		mods = append(mods, oracleModule{variant: variant, name: name, path: f, source: src, clang: clang})
	}
	return mods
}

// load parses the module clang release clang wrote, under that release's
// rules (LLVM 22 no longer reads clang 14's debug info for kernels: it
// renamed their calling convention, DW_CC_LLVM_OpenCLKernel).
func load(t *testing.T, path string, clang llvmver.Version) *md.Graph {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m, err := parser.ParseFileOptions(path, src, parser.Options{Version: clang})
	if err != nil {
		t.Fatal(err)
	}
	return md.New(m)
}

// TestOracleKernels compares, for every clang-14 module of the oracle and
// every clang-22 module of testdata/clang22, the
// kernels and arguments this package reads from the IR with what the
// OpenCL C source declares: names, types as written and canonical,
// address spaces, access and type qualifiers, and the kernel attributes
// (vec_type_hint, work-group sizes, sub-group size). Kernels clang adds
// (block invokes) must be the only extra ones. clang 22 outlines every
// kernel's body into @__clang_ocl_kern_imp_NAME: that function must be the
// kernel's Impl, with the kernel's argument lists and attributes, and
// never a kernel; clang 14 makes none. verify's opencl checker is silent.
func TestOracleKernels(t *testing.T) {
	sources := map[string][]srcKernel{}
	kernels, args, impls := 0, 0, 0
	for _, om := range oracleModules(t) {
		t.Run(om.variant+"/"+om.name, func(t *testing.T) {
			src, ok := sources[om.source]
			if !ok {
				data, err := os.ReadFile(om.source)
				if err != nil {
					t.Fatal(err)
				}
				src = parseKernels(string(data))
				sources[om.source] = src
			}
			if len(src) == 0 {
				t.Fatalf("no kernels parsed from %s.cl", om.name)
			}
			g := load(t, om.path, llvmver.Version(om.clang))
			got, err := opencl.Kernels(g)
			if err != nil {
				t.Fatal(err)
			}
			byName := map[string]opencl.Kernel{}
			for _, k := range got {
				byName[k.Name] = k
			}
			for _, sk := range src {
				k, ok := byName["@"+sk.name]
				if !ok {
					t.Errorf("kernel %s not found", sk.name)
					continue
				}
				delete(byName, k.Name)
				if k.CallingConv == "" {
					t.Errorf("%s: no kernel calling convention", k.Name)
				}
				// clang 14 marks NVPTX kernels in !nvvm.annotations, clang
				// 22 with the ptx_kernel calling convention.
				if strings.Contains(om.variant, "nvptx") && !k.Annotated && k.CallingConv != "ptx_kernel" {
					t.Errorf("%s: neither in !nvvm.annotations nor ptx_kernel", k.Name)
				}
				kernels++
				args += compareArgs(t, g, k, sk, strings.Contains(om.variant, "arginfo"))
				compareAttrs(t, g, k, sk)
				switch {
				case om.clang == 14 && k.Impl != nil:
					t.Errorf("%s: clang 14 makes no implementation, found %s", k.Name, k.Impl.Name)
				case om.clang == 22 && k.Impl == nil:
					t.Errorf("%s: no implementation @%s%s", k.Name, opencl.ImplPrefix, sk.name)
				case om.clang == 22:
					impl := *k.Impl
					if impl.Name != "@"+opencl.ImplPrefix+sk.name || !impl.IsImpl || impl.CallingConv != "" || !impl.ArgInfo {
						t.Errorf("%s: implementation %+v", k.Name, impl)
					}
					impl.Params = k.Params // its own follow the C ABI
					args += compareArgs(t, g, impl, sk, strings.Contains(om.variant, "arginfo"))
					compareAttrs(t, g, impl, sk)
					impls++
				}
			}
			for name := range byName {
				if !strings.Contains(name, "_block_invoke") {
					t.Errorf("kernel %s is not in the source", name)
				}
				if strings.Contains(name, opencl.ImplPrefix) {
					t.Errorf("implementation %s listed as a kernel", name)
				}
			}
			all, err := opencl.Implementations(g)
			if err != nil {
				t.Fatal(err)
			}
			if want := map[int]int{14: 0, 22: len(src)}[om.clang]; len(all) != want {
				t.Errorf("%d implementations, want %d", len(all), want)
			}
			compareVersions(t, g, strings.TrimPrefix(om.variant, "clang22/"))
			for _, d := range opencl.Check(g) {
				t.Errorf("verify: %s: %s: %s", d.Pos, d.Severity, d.Msg)
			}
		})
	}
	t.Logf("%d kernels and %d implementations, %d arguments agree with their sources", kernels, impls, args)
	if impls < 100 {
		t.Errorf("only %d clang-22 implementations checked", impls)
	}
}

func compareArgs(t *testing.T, g *md.Graph, k opencl.Kernel, sk srcKernel, argInfo bool) int {
	t.Helper()
	got, err := opencl.Args(g, k)
	if err != nil {
		t.Errorf("%s: %v", k.Name, err)
	}
	if len(got) != len(sk.args) {
		t.Errorf("%s: %d arguments, source has %d", k.Name, len(got), len(sk.args))
		return 0
	}
	for i, w := range sk.args {
		a := got[i]
		wantName := ""
		if argInfo {
			wantName = w.name // only -cl-kernel-arg-info writes names
		}
		if a.Name != wantName || a.Type != w.typ || a.BaseType != w.base || a.AddrSpace != w.addr || a.Access != w.access || a.Qual != w.qual {
			t.Errorf("%s arg %d:\n got  name=%q type=%q base=%q addr=%s access=%s qual=%q\n want name=%q type=%q base=%q addr=%s access=%s qual=%q",
				k.Name, i, a.Name, a.Type, a.BaseType, a.AddrSpace, a.Access, a.Qual,
				wantName, w.typ, w.base, w.addr, w.access, w.qual)
		}
		if a.IRType == nil {
			t.Errorf("%s arg %d: no IR type", k.Name, i)
		}
	}
	return len(got)
}

func compareAttrs(t *testing.T, g *md.Graph, k opencl.Kernel, sk srcKernel) {
	t.Helper()
	h := md.Function(k.Func)
	hint, err := opencl.VecTypeHint.Get(g, h)
	if w, ok := sk.attrs["vec_type_hint"]; ok {
		if err != nil || hint.Name() != w[0] {
			t.Errorf("%s: vec_type_hint = %v (%v), want %s", k.Name, hint, err, w[0])
		}
		want, ok := opencl.NewVecType(w[0])
		if !ok || want.Type.Type.String() != hint.Type.Type.String() || want.Signed != hint.Signed {
			t.Errorf("%s: NewVecType(%s) = %v, read %v", k.Name, w[0], want, hint)
		}
	} else if err != md.ErrNotSet {
		t.Errorf("%s: unexpected vec_type_hint %v (%v)", k.Name, hint, err)
	}
	for _, a := range []struct {
		name string
		attr md.TupleAttr[opencl.WorkGroupSize]
	}{{"reqd_work_group_size", opencl.ReqdWorkGroupSize}, {"work_group_size_hint", opencl.WorkGroupSizeHint}} {
		got, err := a.attr.Get(g, h)
		if w, ok := sk.attrs[a.name]; ok {
			want, _ := workGroupSize(w)
			if err != nil || got != want {
				t.Errorf("%s: %s = %v (%v), want %v", k.Name, a.name, got, err, want)
			}
		} else if err != md.ErrNotSet {
			t.Errorf("%s: unexpected %s %v (%v)", k.Name, a.name, got, err)
		}
	}
	sg, err := opencl.IntelReqdSubGroupSize.Get(g, h)
	if w, ok := sk.attrs["intel_reqd_sub_group_size"]; ok {
		if err != nil || w[0] != itoa(sg) {
			t.Errorf("%s: intel_reqd_sub_group_size = %d (%v), want %s", k.Name, sg, err, w[0])
		}
	} else if err != md.ErrNotSet {
		t.Errorf("%s: unexpected intel_reqd_sub_group_size %d (%v)", k.Name, sg, err)
	}
}

// compareVersions checks the module versions against the variant's
// -cl-std and target: opencl.ocl.version is the OpenCL C version, and SPIR
// targets alone get opencl.spir.version, equal to it.
func compareVersions(t *testing.T, g *md.Graph, variant string) {
	t.Helper()
	want := map[string][]int32{"cl1.2": {1, 2}, "cl2.0": {2, 0}, "cl3.0": {3, 0}}
	var std []int32
	for k, v := range want {
		if strings.Contains(variant, k) {
			std = v
		}
	}
	got, err := opencl.OCLVersion.Get(g, md.OnModule())
	if err != nil || !slices.Equal(got, std) {
		t.Errorf("opencl.ocl.version = %v (%v), want %v", got, err, std)
	}
	spir, err := opencl.SPIRVersion.Get(g, md.OnModule())
	switch {
	case !strings.HasPrefix(variant, "spir-") && !strings.HasPrefix(variant, "spir64"): // spirv64 has none
		if err != md.ErrNotSet {
			t.Errorf("opencl.spir.version = %v on a non-SPIR target", spir)
		}
	default:
		// clang 14 writes the OpenCL C version here too (3.0 for CL3.0),
		// not the SPIR 2.0 that older clang wrote for every 2.0+ module.
		if err != nil || !slices.Equal(spir, std) {
			t.Errorf("opencl.spir.version = %v (%v), want %v", spir, err, std)
		}
	}
}

func itoa(i int32) string { return strconv.Itoa(int(i)) }
