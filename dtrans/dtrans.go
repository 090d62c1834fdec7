// Package dtrans reads, writes, checks and removes the metadata and pointer
// annotations of Intel's DTrans data-layout transformations, the
// equivalent of DTrans's DTransAnnotator and annotator cleaner:
//
//   - the !dtrans-type hint on instructions, in the typed-pointer form
//     !{%T* null} and the pair form !{%T zeroinitializer, i32 level} used
//     with opaque pointers (TypeHint, SetTypeHint, TypeHintOf);
//   - the !dtrans-soatoaos mark on functions (MarkSOAToAOS, SOAToAOS);
//   - llvm.ptr.annotation calls whose annotation string is one of the
//     DTrans globals (@__intel_dtrans_aostosoa_alloc, ..._index, with an
//     optional ".ext" suffix): Annotator creates the globals and calls for
//     typed and opaque pointers, Annotations and AnnotationAt recognise them;
//   - Strip, which removes all of the above and leaves foreign annotations
//     and metadata alone;
//   - the front-end type descriptions !intel.dtrans.types and the
//     intel_dtrans_type / intel.dtrans.func.type attachments (Types,
//     TypeOf, FuncTypesOf);
//   - a checker for "irmeta verify".
//
// Type names in DTrans metadata are written as "T null" or
// "T zeroinitializer" operands, so renaming a struct type with
// md.Graph.RenameType keeps the annotations valid, as DTrans intends.
package dtrans

// Metadata kind and list names.
const (
	// TypeKind is the instruction attachment that hints the type a
	// pointer-valued instruction produces.
	TypeKind = "dtrans-type"
	// SOAToAOSKind marks functions that manage a type converted by the
	// SOA-to-AOS transformation.
	SOAToAOSKind = "dtrans-soatoaos"
	// TypesList is the named metadata that lists the structure
	// descriptions of the front end.
	TypesList = "intel.dtrans.types"
	// TypeAttachment describes the type of a global, alloca or indirect
	// call.
	TypeAttachment = "intel_dtrans_type"
	// FuncTypeAttachment is the distinct list of type descriptions of a
	// function's pointer parameters and result.
	FuncTypeAttachment = "intel.dtrans.func.type"
	// FuncIndexAttr is the parameter and return attribute that selects an
	// entry (1-based) of the FuncTypeAttachment list.
	FuncIndexAttr = "intel_dtrans_func_index"
)

// FilenameGlobal is the name (without '@') of the empty string DTrans
// passes as the file name of its annotations.
const FilenameGlobal = "__intel_dtrans_aostosoa_filename"

// AnnotationIntrinsic is the name (without '@' and overload suffix) of the
// intrinsic that carries pointer annotations.
const AnnotationIntrinsic = "llvm.ptr.annotation"
