package opencl_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/opencl"
	"github.com/irmeta/irmeta/parser"
)

// bigModule writes n kernels of four arguments with clang's argument info,
// a work-group size, a vec_type_hint and two statistics each.
func bigModule(n int) []byte {
	var b strings.Builder
	b.WriteString("target triple = \"spir64\"\n\n")
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "define spir_kernel void @k%d(float addrspace(1)* %%a, i32 addrspace(3)* %%b, <4 x float> %%c, i32 %%n) !kernel_arg_addr_space !0 !kernel_arg_access_qual !1 !kernel_arg_type !2 !kernel_arg_base_type !3 !kernel_arg_type_qual !4 !kernel_arg_name !5 !reqd_work_group_size !6 !vec_type_hint !7 !opencl.stats.Vectorizer\\40CanVect !8 !opencl.stats.Barrier\\40Count !%d {\n  ret void\n}\n\n", i, 9+i%100)
	}
	b.WriteString("!opencl.ocl.version = !{!109}\n")
	b.WriteString("!0 = !{i32 1, i32 3, i32 0, i32 0}\n!1 = !{!\"none\", !\"none\", !\"none\", !\"none\"}\n!2 = !{!\"float*\", !\"int*\", !\"float4\", !\"uint\"}\n")
	b.WriteString("!3 = !{!\"float*\", !\"int*\", !\"float __attribute__((ext_vector_type(4)))\", !\"uint\"}\n!4 = !{!\"restrict const\", !\"volatile\", !\"\", !\"\"}\n")
	b.WriteString("!5 = !{!\"a\", !\"b\", !\"c\", !\"n\"}\n!6 = !{i32 64, i32 1, i32 1}\n!7 = !{<4 x float> undef, i32 0}\n!8 = !{i32 1}\n")
	for i := 0; i < 100; i++ {
		fmt.Fprintf(&b, "!%d = !{i32 %d}\n", 9+i, i)
	}
	b.WriteString("!109 = !{i32 2, i32 0}\n")
	return []byte(b.String())
}

func benchParse(b *testing.B, src []byte) *md.Graph {
	m, err := parser.ParseFile("big.ll", src, 0)
	if err != nil {
		b.Fatal(err)
	}
	return md.New(m)
}

// BenchmarkKernelsArgs reads every kernel and its arguments of a 10,000
// kernel module (graph built fresh each time, parse excluded).
func BenchmarkKernelsArgs(b *testing.B) {
	src := bigModule(10000)
	m, err := parser.ParseFile("big.ll", src, 0)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(src)))
	b.ResetTimer()
	for range b.N {
		g := md.New(m)
		ks, err := opencl.Kernels(g)
		if err != nil || len(ks) != 10000 {
			b.Fatal(len(ks), err)
		}
		for _, k := range ks {
			if _, err := opencl.Args(g, k); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkCheck runs the OpenCL checks on the same module.
func BenchmarkCheck(b *testing.B) {
	src := bigModule(10000)
	m, err := parser.ParseFile("big.ll", src, 0)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(src)))
	b.ResetTimer()
	for range b.N {
		if d := opencl.Check(md.New(m)); len(d) != 0 {
			b.Fatal(d[0].Msg)
		}
	}
}

// BenchmarkParse is the parse of the same module, for scale.
func BenchmarkParse(b *testing.B) {
	src := bigModule(10000)
	b.SetBytes(int64(len(src)))
	for range b.N {
		benchParse(b, src)
	}
}

// BenchmarkSummer sums the statistics of the module's 10,000 functions.
func BenchmarkSummer(b *testing.B) {
	src := bigModule(10000)
	m, err := parser.ParseFile("big.ll", src, 0)
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for range b.N {
		var s opencl.Summer
		if err := s.Add(md.New(m)); err != nil {
			b.Fatal(err)
		}
		if len(s.Totals()) != 2 {
			b.Fatal(s.Totals())
		}
	}
}

// BenchmarkCheckOtherModule runs the checks on the largest coreutils
// program, which has no OpenCL metadata: the cost verify pays for having
// the OpenCL checker registered.
func BenchmarkCheckOtherModule(b *testing.B) {
	src, err := os.ReadFile(filepath.Join(corpus.Root(b), "coreutils", "vdir.ll"))
	if err != nil {
		b.Fatal(err)
	}
	m, err := parser.ParseFile("vdir.ll", src, 0)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(src)))
	b.ResetTimer()
	for range b.N {
		if d := opencl.Check(md.New(m)); len(d) != 0 {
			b.Fatal(d[0].Msg)
		}
	}
}
