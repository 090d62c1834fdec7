package opencl

import (
	"strconv"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/md"
)

// Codecs of the Metadata API's value types: int32 is read with sign
// extension, bool is i1, a type is "T undef", a function "@f".
var (
	i32Codec  = md.Int32Codec{}
	boolCodec = md.BoolCodec
	strCodec  = md.StringCodec
	funcCodec = md.GlobalCodec
)

// Kernel attributes emitted by clang (OpenCL specification and
// extensions), attached to kernels.
var (
	KernelArgAddrSpace    = list(KernelGroup, md.NewList("kernel_arg_addr_space", i32Codec))
	KernelArgAccessQual   = list(KernelGroup, md.NewList("kernel_arg_access_qual", strCodec))
	KernelArgType         = list(KernelGroup, md.NewList("kernel_arg_type", strCodec))
	KernelArgBaseType     = list(KernelGroup, md.NewList("kernel_arg_base_type", strCodec))
	KernelArgTypeQual     = list(KernelGroup, md.NewList("kernel_arg_type_qual", strCodec))
	KernelArgName         = list(KernelGroup, md.NewList("kernel_arg_name", strCodec))
	KernelArgPipeIO       = list(KernelGroup, md.NewList("kernel_arg_pipe_io", strCodec))
	WorkGroupSizeHint     = tuple(KernelGroup, "(i32 X, i32 Y, i32 Z)", md.NewTupleAttr[WorkGroupSize]("work_group_size_hint"))
	ReqdWorkGroupSize     = tuple(KernelGroup, "(i32 X, i32 Y, i32 Z)", md.NewTupleAttr[WorkGroupSize]("reqd_work_group_size"))
	RequiredNumSubGroups  = value(KernelGroup, md.NewValue("required_num_sub_groups", i32Codec))
	VecTypeHint           = tuple(KernelGroup, "(T undef, i32 signed)", md.NewTupleAttr[VecType]("vec_type_hint"))
	IntelVecLenHint       = value(KernelGroup, md.NewValue("intel_vec_len_hint", i32Codec))
	IntelReqdSubGroupSize = value(KernelGroup, md.NewValue("intel_reqd_sub_group_size", i32Codec))
	MaxGlobalWorkDim      = value(KernelGroup, md.NewValue("max_global_work_dim", i32Codec))
	UsesGlobalWorkOffset  = value(KernelGroup, md.NewValue("uses_global_work_offset", boolCodec))
	Autorun               = value(KernelGroup, md.NewValue("autorun", boolCodec))
	NumComputeUnits       = tuple(KernelGroup, "(i32 X, i32 Y, i32 Z)", md.NewTupleAttr[WorkGroupSize]("num_compute_units"))
)

// Kernel attributes internal to the backend: analyses store what they
// found (barriers, the chosen vector width, the vectorized twin).
var (
	LocalBufferSize            = value(KernelInternalGroup, md.NewValue("local_buffer_size", i32Codec))
	BarrierBufferSize          = value(KernelInternalGroup, md.NewValue("barrier_buffer_size", i32Codec))
	KernelExecutionLength      = value(KernelInternalGroup, md.NewValue("kernel_execution_length", i32Codec))
	MaxWGDimensions            = value(KernelInternalGroup, md.NewValue("max_wg_dimensions", i32Codec))
	KernelHasBarrier           = value(KernelInternalGroup, md.NewValue("kernel_has_barrier", boolCodec))
	KernelHasGlobalSync        = value(KernelInternalGroup, md.NewValue("kernel_has_global_sync", boolCodec))
	KernelHasSubGroups         = value(KernelInternalGroup, md.NewValue("kernel_has_sub_groups", boolCodec))
	NoBarrierPath              = value(KernelInternalGroup, md.NewValue("no_barrier_path", boolCodec))
	VectorizedWidth            = value(KernelInternalGroup, md.NewValue("vectorized_width", i32Codec))
	OCLRecommendedVectorLength = value(KernelInternalGroup, md.NewValue("ocl_recommended_vector_length", i32Codec))
	BlockLiteralSize           = value(KernelInternalGroup, md.NewValue("block_literal_size", i32Codec))
	PrivateMemorySize          = value(KernelInternalGroup, md.NewValue("private_memory_size", i32Codec))
	VectorizationDimension     = value(KernelInternalGroup, md.NewValue("vectorization_dimension", i32Codec))
	CanUniteWorkgroups         = value(KernelInternalGroup, md.NewValue("can_unite_workgroups", boolCodec))
	VectorizedKernel           = value(KernelInternalGroup, md.NewValue("vectorized_kernel", funcCodec))
	KernelWrapper              = value(KernelInternalGroup, md.NewValue("kernel_wrapper", funcCodec))
	ScalarizedKernel           = value(KernelInternalGroup, md.NewValue("scalarized_kernel", funcCodec))
	UseFPGAPipes               = value(KernelInternalGroup, md.NewValue("use_fpga_pipes", boolCodec))
)

// Attributes of any function.
var (
	RecursiveCall         = value(FunctionGroup, md.NewValue("recursive_call", boolCodec))
	FPGAPipeDynamicAccess = value(FunctionGroup, md.NewValue("fpga_pipe_dynamic_access", boolCodec))
	FuncPtrCall           = value(FunctionGroup, md.NewValue("func_ptr_call", boolCodec))
)

// Attributes of global variables (FPGA channels).
var (
	DepthIsIgnored = value(GlobalVariableGroup, md.NewValue("depth_is_ignored", boolCodec))
	PacketSize     = value(GlobalVariableGroup, md.NewValue("packet_size", i32Codec))
	PacketAlign    = value(GlobalVariableGroup, md.NewValue("packet_align", i32Codec))
	Depth          = value(GlobalVariableGroup, md.NewValue("depth", i32Codec))
	IO             = value(GlobalVariableGroup, md.NewValue("io", strCodec))
)

// Module metadata: versions (clang emits the first two; spirv.Source comes
// from SPIR-V consumers), and what SPIR producers list (clang does not).
// Each is !name = !{!{...}}.
var (
	OCLVersion               = list(ModuleGroup, md.NewList("opencl.ocl.version", i32Codec))
	SPIRVersion              = list(ModuleGroup, md.NewList("opencl.spir.version", i32Codec))
	SPIRVSource              = list(ModuleGroup, md.NewList("spirv.Source", i32Codec))
	UsedExtensions           = list(ModuleGroup, md.NewList("opencl.used.extensions", strCodec))
	UsedOptionalCoreFeatures = list(ModuleGroup, md.NewList("opencl.used.optional.core.features", strCodec))
	CompilerOptions          = list(ModuleGroup, md.NewList("opencl.compiler.options", strCodec))
	// KernelList is the backend's list of kernels, !opencl.kernels =
	// !{!{@k1, @k2}}. Kernels also reads SPIR 1.2's one-node-per-kernel form.
	KernelList = list(ModuleGroup, md.NewList("opencl.kernels", funcCodec))
)

// Module attributes internal to the backend.
var (
	GlobalVariableTotalSize    = value(ModuleInternalGroup, md.NewValue("opencl.global_variable_total_size", i32Codec))
	GenAddrSpacePointerCounter = value(ModuleInternalGroup, md.NewValue("opencl.gen_addr_space_pointer_counter", i32Codec))
	GASWarningLineNumbers      = list(ModuleInternalGroup, md.NewList("opencl.gas_warning_line_numbers", i32Codec))
)

// Module strings that describe a statistics run (see stats.go for the
// counters).
var (
	StatType           = value(ModuleStatGroup, md.NewValue("opencl.stat.type", strCodec))
	StatRunTimeVersion = value(ModuleStatGroup, md.NewValue("opencl.stat.run_time_version", strCodec))
	StatWorkloadName   = value(ModuleStatGroup, md.NewValue("opencl.stat.workload_name", strCodec))
	StatModuleName     = value(ModuleStatGroup, md.NewValue("opencl.stat.module_name", strCodec))
	StatExecTime       = value(ModuleStatGroup, md.NewValue("opencl.stat.exec_time", strCodec))
)

// A WorkGroupSize is an (X, Y, Z) triple: reqd_work_group_size,
// work_group_size_hint, num_compute_units.
type WorkGroupSize struct{ X, Y, Z int32 }

// String renders "X Y Z".
func (w WorkGroupSize) String() string {
	return strconv.Itoa(int(w.X)) + " " + strconv.Itoa(int(w.Y)) + " " + strconv.Itoa(int(w.Z))
}

// A VecType is vec_type_hint's value: a type carried as "T undef" and
// whether its elements are signed integers, written i32 1 or i32 0.
type VecType struct {
	Type   md.TypeValue
	Signed bool `md:"i32"`
}

// NewVecType returns the hint for an OpenCL C type name such as "float4",
// "uint", "short8", or false when name is not a scalar or vector type a
// vec_type_hint may name.
func NewVecType(name string) (VecType, bool) {
	base, n := name, 0
	for i := len(name); i > 0; i-- {
		if name[i-1] < '0' || name[i-1] > '9' {
			base = name[:i]
			if i < len(name) {
				n, _ = strconv.Atoi(name[i:])
			}
			break
		}
	}
	signed := true
	if len(base) > 1 && base[0] == 'u' {
		signed = false
		base = base[1:]
	}
	var t *ast.Type
	switch base {
	case "char":
		t = &ast.Type{Kind: ast.IntType, Name: "i8", Bits: 8}
	case "short":
		t = &ast.Type{Kind: ast.IntType, Name: "i16", Bits: 16}
	case "int":
		t = &ast.Type{Kind: ast.IntType, Name: "i32", Bits: 32}
	case "long":
		t = &ast.Type{Kind: ast.IntType, Name: "i64", Bits: 64}
	case "half", "float", "double":
		if !signed {
			return VecType{}, false
		}
		t = &ast.Type{Kind: ast.FloatType, Name: base}
		signed = false
	default:
		return VecType{}, false
	}
	switch n {
	case 0:
	case 2, 3, 4, 8, 16:
		t = &ast.Type{Kind: ast.VectorType, Len: uint64(n), Elem: t}
	default:
		return VecType{}, false
	}
	return VecType{Type: md.TypeValue{Type: t}, Signed: signed}, true
}

// Name returns the OpenCL C name of the hinted type ("uint4", "float"), or
// "" when the type is not one a vec_type_hint may name.
func (v VecType) Name() string {
	t := v.Type.Type
	if t == nil {
		return ""
	}
	n := uint64(0)
	if t.Kind == ast.VectorType {
		n = t.Len
		t = t.Elem
		if n != 2 && n != 3 && n != 4 && n != 8 && n != 16 || t == nil {
			return ""
		}
	}
	var s string
	switch {
	case t.Kind == ast.IntType:
		switch t.Bits {
		case 8:
			s = "char"
		case 16:
			s = "short"
		case 32:
			s = "int"
		case 64:
			s = "long"
		default:
			return ""
		}
		if !v.Signed {
			s = "u" + s
		}
	case t.Kind == ast.FloatType && (t.Name == "half" || t.Name == "float" || t.Name == "double"):
		s = t.Name
	default:
		return ""
	}
	if n > 0 {
		s += strconv.FormatUint(n, 10)
	}
	return s
}

// String renders the OpenCL name, or the LLVM type and signedness when the
// type has no OpenCL name.
func (v VecType) String() string {
	if s := v.Name(); s != "" {
		return s
	}
	if v.Type.Type == nil {
		return "?"
	}
	if v.Signed {
		return v.Type.Type.String() + " signed"
	}
	return v.Type.Type.String() + " unsigned"
}
