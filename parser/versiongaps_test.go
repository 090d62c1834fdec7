package parser_test

import (
	"fmt"
	"testing"

	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/parser"
)

// versionGaps are parser rules, most of which differ between LLVM 14 and
// 22, each case with llvm-as's outcome ("ok" or "line:col: message")
// under one release: found on llvm-test files and in the list of
// gaps (of several misplaced attributes in one list, LLVM reports the
// last).
var versionGaps = []struct {
	name string
	v    llvmver.Version
	src  string
	want string
}{
	{"webkit_jscc on a declaration", 14, "declare webkit_jscc void @f()\n", "ok"},
	{"webkit_jscc on a declaration", 22, "declare webkit_jscc void @f()\n", "1:9: expected type"},
	{"webkit_jscc on a call", 22, "declare void @f()\ndefine void @g() {\n  call webkit_jscc void @f()\n  ret void\n}\n", "3:8: expected type"},
	{"unknown DIFlag", 14, "!0 = !DIBasicType(flags: DIFlagFoo)\n", "1:26: invalid debug info flag flag 'DIFlagFoo'"},
	{"unknown DIFlag", 22, "!0 = !DIBasicType(flags: DIFlagFoo)\n", "1:26: invalid debug info flag 'DIFlagFoo'"},
	{"allocsize with one index twice", 14, "declare i8* @a(i32, i32) allocsize(0, 0)\n", "1:39: 'allocsize' indices can't refer to the same parameter"},
	{"allocsize with one index twice", 22, "declare ptr @a(i32, i32) allocsize(1, 1)\n", "1:39: 'allocsize' indices can't refer to the same parameter"},
	{"compile unit without a language", 19, "!0 = distinct !DICompileUnit(file: !1)\n!1 = !DIFile(filename: \"a\", directory: \"b\")\n", "1:38: missing required field 'language'"},
	{"compile unit without a language", 22, "!0 = distinct !DICompileUnit(file: !1)\n!1 = !DIFile(filename: \"a\", directory: \"b\")\n", "1:15: missing one of 'language' or 'sourceLanguageName', required for !DICompileUnit"},
	{"compile unit source language name", 19, "!0 = distinct !DICompileUnit(sourceLanguageName: DW_LNAME_C, file: !1)\n!1 = !DIFile(filename: \"a\", directory: \"b\")\n", "1:30: invalid field 'sourceLanguageName'"},
	{"compile unit source language name", 22, "!0 = distinct !DICompileUnit(sourceLanguageName: DW_LNAME_C, file: !1)\n!1 = !DIFile(filename: \"a\", directory: \"b\")\n", "ok"},
	{"compile unit dialect", 22, "!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, dialect: 1)\n!1 = !DIFile(filename: \"a\", directory: \"b\")\n", "1:61: invalid field 'dialect'"},
	{"misplaced parameter attributes", 14, "declare void @f(i32 noreturn nounwind)\n", "1:30: this attribute does not apply to parameters"},
	{"misplaced parameter attributes", 22, "declare void @f(i32 noreturn align(4) \"a\"=\"b\" nounwind)\n", "1:47: this attribute does not apply to parameters"},
	{"misplaced return attributes", 22, "declare noreturn nounwind void @f()\n", "1:18: this attribute does not apply to return values"},
	{"misplaced function attributes", 14, "declare void @f() nonnull #0 noalias\nattributes #0 = { nounwind }\n", "1:30: this attribute does not apply to functions"},
	{"misplaced call argument attributes", 22, "define void @f() {\n  call void @g(i32 noreturn nounwind 0)\n  ret void\n}\ndeclare void @g(i32)\n", "2:29: this attribute does not apply to parameters"},
	{"misplaced attributes of two parameters", 22, "declare void @f(i32 noreturn, i32 nounwind)\n", "1:21: this attribute does not apply to parameters"},
	{"recursive array type", 14, "%A = type [2 x %A]\n", "1:1: non-struct types may not be recursive"},
	{"recursive vector type", 22, "%A = type <2 x ptr>\n%B = type [2 x %B]\n", "2:1: non-struct types may not be recursive"},
	{"forward reference to an array type", 14, "%B = type { %A }\n%A = type [2 x %B]\n", "2:1: forward references to non-struct type"},
	{"forward reference to an array type", 22, "%A = type [2 x %B]\n%B = type [2 x %A]\n", "2:1: forward references to non-struct type"},
	{"type defined as itself", 14, "%A = type %A\n", "1:11: use of undefined type named 'A'"},
	{"type defined as itself, then used", 22, "%A = type %A\n@g = external global %A\n", "1:11: use of undefined type named 'A'"},
	{"attachment after a declaration's header", 14, "declare void @f() !prof !0\n!0 = !{!\"function_entry_count\", i64 1}\n", "1:25: expected '=' here"},
	{"attachment after a declaration's header", 22, "declare void @f() #0 !annotation !0\nattributes #0 = { nounwind }\n!0 = !{!\"x\"}\n", "1:34: expected '=' here"},
	{"attachment before a declaration's header", 22, "declare !annotation !0 void @f()\n!0 = !{!\"x\"}\n", "ok"},
	// Attributes by the release that brought them. Debian has no LLVM 17
	// or 18: their cases follow the attribute codes' order (nofpclass 87
	// in 17; optdebug 88 to dead_on_unwind 91 in 18) and have no oracle.
	{"memory without its parentheses", 16, "declare void @fn() memory\n", "2:1: expected '('"},
	{"captures without its parentheses", 22, "declare void @fn(ptr captures %p)\n", "1:31: expected '('"},
	{"nofpclass without its parentheses", 19, "declare void @fn(ptr nofpclass %p)\n", "1:32: expected '('"},
	{"range without its parentheses, where it applies to no function", 22, "declare void @fn() range\n", "2:1: expected '('"},
	{"a call's label argument", 19, "define void @f(i32 %0) {\n1:\n  call void @g(label %1)\n  ret void\n}\ndeclare void @g(label)\n", "ok"},
	{"a call's label argument", 22, "define void @f(i32 %0) {\n1:\n  call void @g(label %1)\n  ret void\n}\ndeclare void @g(label)\n", "3:16: invalid type for function argument"},
	{"a call's function-typed argument", 19, "declare void @f(...)\ndefine void @g() {\n  call void (...) @f(void () @g)\n  ret void\n}\n", "3:30: functions are not values, refer to them as pointers"},
	{"a call's function-typed argument", 22, "declare void @f(...)\ndefine void @g() {\n  call void (...) @f(void () @g)\n  ret void\n}\n", "3:22: invalid type for function argument"},
	{"a summary entry the file ends in", 14, "define i32 @main() {\n  ret i32 1\n}\n^0 = module: (path: \"a\", hash: (0, 0, 0, 0, 0))\n^1 = gv: (name: \"main\", summaries: (function: (module: ^0, flags: (linkage: external), insts: 1))\n", "6:1: expected ')' here"},
	{"a summary entry the file ends in", 22, "define i32 @main() {\n  ret i32 1\n}\n^0 = module: (path: \"a\", hash: (0, 0, 0, 0, 0))\n^1 = gv: (name: \"main\", summaries: (function: (module: ^0, flags: (linkage: external), insts: 1))\n", "6:1: expected ')' here"},
	// Module summary fields by the release that brought them.
	{"summary memory-profile fields", 15, "^0 = module: (path: \"a\", hash: (0, 0, 0, 0, 0))\n^1 = gv: (guid: 1, summaries: (function: (module: ^0, flags: (linkage: external), insts: 1, allocs: ((versions: (none), memProf: ((type: cold, stackIds: (1))))))))\n", "2:93: expected optional function summary field"},
	{"summary memory-profile fields", 16, "^0 = module: (path: \"a\", hash: (0, 0, 0, 0, 0))\n^1 = gv: (guid: 1, summaries: (function: (module: ^0, flags: (linkage: external), insts: 1, allocs: ((versions: (none), memProf: ((type: cold, stackIds: (1))))))))\n", "ok"},
	{"summary hot allocation type", 16, "^0 = module: (path: \"a\", hash: (0, 0, 0, 0, 0))\n^1 = gv: (guid: 1, summaries: (function: (module: ^0, flags: (linkage: external), insts: 1, allocs: ((versions: (hot), memProf: ((type: cold, stackIds: (1))))))))\n", "2:114: invalid alloc type"},
	{"summary hot allocation type", 19, "^0 = module: (path: \"a\", hash: (0, 0, 0, 0, 0))\n^1 = gv: (guid: 1, summaries: (function: (module: ^0, flags: (linkage: external), insts: 1, allocs: ((versions: (hot), memProf: ((type: cold, stackIds: (1))))))))\n", "ok"},
	{"summary empty stack ids", 19, "^0 = module: (path: \"a\", hash: (0, 0, 0, 0, 0))\n^1 = gv: (guid: 1, summaries: (function: (module: ^0, flags: (linkage: external), insts: 1, callsites: ((callee: ^1, clones: (0), stackIds: ())))))\n", "2:142: expected integer"},
	{"summary empty stack ids", 22, "^0 = module: (path: \"a\", hash: (0, 0, 0, 0, 0))\n^1 = gv: (guid: 1, summaries: (function: (module: ^0, flags: (linkage: external), insts: 1, callsites: ((callee: ^1, clones: (0), stackIds: ())))))\n", "ok"},
	{"summary tail call", 16, "^0 = module: (path: \"a\", hash: (0, 0, 0, 0, 0))\n^1 = gv: (guid: 1, summaries: (function: (module: ^0, flags: (linkage: external), insts: 1, calls: ((callee: ^1, tail: 1)))))\n", "2:114: expected relbf"},
	{"summary tail call", 19, "^0 = module: (path: \"a\", hash: (0, 0, 0, 0, 0))\n^1 = gv: (guid: 1, summaries: (function: (module: ^0, flags: (linkage: external), insts: 1, calls: ((callee: ^1, hotness: hot, tail: 1)))))\n", "ok"},
	{"summary import type", 16, "^0 = module: (path: \"a\", hash: (0, 0, 0, 0, 0))\n^1 = gv: (guid: 1, summaries: (function: (module: ^0, flags: (linkage: external, importType: definition), insts: 1)))\n", "2:82: expected gv flag type"},
	{"summary import type", 19, "^0 = module: (path: \"a\", hash: (0, 0, 0, 0, 0))\n^1 = gv: (guid: 1, summaries: (function: (module: ^0, flags: (linkage: external, importType: definition), insts: 1)))\n", "ok"},
	{"summary null aliasee", 19, "^0 = module: (path: \"a\", hash: (0, 0, 0, 0, 0))\n^1 = gv: (guid: 1, summaries: (alias: (module: ^0, flags: (linkage: external), aliasee: null)))\n", "2:89: expected GV ID"},
	{"summary null aliasee", 22, "^0 = module: (path: \"a\", hash: (0, 0, 0, 0, 0))\n^1 = gv: (guid: 1, summaries: (alias: (module: ^0, flags: (linkage: external), aliasee: null)))\n", "ok"},
	{"a call's alignment", 15, "declare void @f()\ndefine void @g() {\n  call void @f() align 8\n  ret void\n}\n", "3:8: call instructions may not have an alignment"},
	{"a tail call's alignment", 14, "declare void @f()\ndefine void @g() {\n  tail call void @f() align 8\n  ret void\n}\n", "3:8: call instructions may not have an alignment"},
	{"a fast call's alignment", 14, "declare float @f()\ndefine void @g() {\n  %x = call fast float @f() align 4\n  ret void\n}\n", "3:13: call instructions may not have an alignment"},
	{"an invoke's alignment", 15, "declare void @f()\ndefine void @g() personality ptr null {\n  invoke void @f() align 8 to label %a unwind label %b\na:\n  ret void\nb:\n  %l = landingpad { ptr, i32 } cleanup\n  ret void\n}\n", "3:10: invoke instructions may not have an alignment"},
	{"a call's alignment", 16, "declare void @f()\ndefine void @g() {\n  call void @f() align 8\n  ret void\n}\n", "ok"},
	{"allocalign", 15, "declare void @f(ptr allocalign)\n", "ok"},
	{"memory", 15, "declare void @f() memory(none)\n", "1:19: expected top-level entity"},
	{"memory", 16, "declare void @f() memory(none)\n", "ok"},
	{"nofpclass", 16, "declare void @f(float nofpclass(nan))\n", "1:23: expected ')' at end of argument list"},
	{"nofpclass", 17, "declare void @f(float nofpclass(nan))\n", "ok"},
	{"writable", 17, "declare void @f(ptr writable)\n", "1:21: expected ')' at end of argument list"},
	{"writable", 18, "declare void @f(ptr writable)\n", "ok"},
	{"optdebug", 17, "declare void @f() optdebug\n", "1:19: expected top-level entity"},
	{"optdebug", 18, "declare void @f() optdebug\n", "ok"},
	{"dead_on_unwind", 16, "declare void @f(ptr dead_on_unwind)\n", "1:21: expected ')' at end of argument list"},
	{"range", 18, "declare void @f(i32 range(i32 0, 2))\n", "1:21: expected ')' at end of argument list"},
	// Calling conventions by the release that brought them; a word that
	// only looks like one is the return type LLParser wants there, and
	// "cc" reads a number after it.
	{"amdgpu_cs_chain", 16, "declare amdgpu_cs_chain void @f()\n", "1:9: expected type"},
	{"amdgpu_cs_chain", 19, "declare amdgpu_cs_chain void @f()\n", "ok"},
	{"preserve_nonecc on a call", 16, "declare void @f()\ndefine void @g() {\n  call preserve_nonecc void @f()\n  ret void\n}\n", "3:8: expected type"},
	{"aarch64_sme_preservemost_from_x2", 15, "declare aarch64_sme_preservemost_from_x2 void @f()\n", "1:9: expected type"},
	{"aarch64_sme_preservemost_from_x2", 16, "declare aarch64_sme_preservemost_from_x2 void @f()\n", "ok"},
	{"aarch64_sme_preservemost_from_x1", 16, "declare aarch64_sme_preservemost_from_x1 void @f()\n", "1:9: expected type"},
	{"amdgpu_gfx_whole_wave", 19, "declare amdgpu_gfx_whole_wave void @f(i1)\n", "1:9: expected type"},
	{"amdgpu_gfx_whole_wave", 22, "declare amdgpu_gfx_whole_wave void @f(i1)\n", "ok"},
	{"a word ending in cc", 22, "declare x86_sysvcc i32 @f()\n", "1:9: expected type"},
	{"cc and letters", 14, "declare ccold void @f()\n", "1:11: expected integer"},
	{"cc and its number in one word", 22, "declare cc91 void @f()\n", "ok"},
	// LLParser's rules on linkage: an alias's, a function's by definition
	// or declaration, and a local symbol's visibility and DLL storage.
	{"available_externally alias", 15, "@g = available_externally global i32 0\n@a = available_externally alias i32, ptr @g\n", "2:1: invalid linkage type for alias"},
	{"available_externally alias", 16, "@g = available_externally global i32 0\n@a = available_externally alias i32, ptr @g\n", "ok"},
	{"common alias", 22, "@g = global i32 0\n@a = common alias i32, ptr @g\n", "2:1: invalid linkage type for alias"},
	{"hidden internal global", 14, "@g = internal hidden global i32 0\n", "1:1: symbol with local linkage must have default visibility"},
	{"dllexport private global", 22, "@g = private dllexport constant i8 1\n", "1:1: symbol with local linkage cannot have a DLL storage class"},
	{"protected private alias", 22, "@g = global i32 0\n@a = private protected alias i32, ptr @g\n", "2:1: symbol with local linkage must have default visibility"},
	{"hidden internal function", 22, "define internal hidden void @f() {\n  ret void\n}\n", "1:8: symbol with local linkage must have default visibility"},
	{"dllimport private function", 16, "define private dllimport void @f() {\n  ret void\n}\n", "1:8: symbol with local linkage cannot have a DLL storage class"},
	{"internal declaration", 22, "declare internal i32 @f()\n", "1:9: invalid linkage for function declaration"},
	{"extern_weak definition", 14, "define extern_weak void @f() {\n  ret void\n}\n", "1:8: invalid linkage for function definition"},
	{"appending function", 22, "declare appending void @f()\n", "1:9: invalid function linkage type"},
	{"dso_local dllimport function", 22, "declare dso_local dllimport fastcc void @f()\n", "1:29: dso_location and DLL-StorageClass mismatch"},
	{"ptrauth constant", 16, "@g = global i32 0\n@p = global ptr ptrauth (ptr @g, i32 0)\n", "2:17: expected value token"},
	{"ptrauth constant", 19, "@g = global i32 0\n@p = global ptr ptrauth (ptr @g, i32 0)\n", "ok"},
	{"splat constant", 16, "@v = global <2 x i32> splat (i32 1)\n", "1:23: expected value token"},
	{"dso_local dllimport global", 14, "@g = external dso_local hidden dllimport thread_local global i32\n", "1:42: dso_location and DLL-StorageClass mismatch"},
	// Attributes' arguments as LLParser reads them (see attrargs.go).
	{"memory: an unknown location", 16, "declare void @f() memory(errnomem: read)\n", "1:26: expected memory location (argmem, inaccessiblemem) or access kind (none, read, write, readwrite)"},
	{"memory: errnomem and a target location", 22, "declare void @f() memory(errnomem: read, target_mem1: write)\n", "ok"},
	{"memory: an unknown location", 22, "declare void @f() memory(target_mem2: read)\n", "1:26: expected memory location (argmem, inaccessiblemem, errnomem) or access kind (none, read, write, readwrite)"},
	{"memory: a location without its kind", 19, "declare void @f() memory(argmem)\n", "1:32: expected ':' after location"},
	{"memory: an unknown kind", 22, "declare void @f() memory(argmem: foo)\n", "1:34: expected access kind (none, read, write, readwrite)"},
	{"memory: the default kind last", 16, "declare void @f() memory(argmem: none, read)\n", "1:44: default access kind must be specified first"},
	{"memory: two kinds without a comma", 22, "declare void @f() memory(read write)\n", "1:31: unterminated memory attribute"},
	{"memory: a kind with a colon", 22, "declare void @f() memory(read: none)\n", "1:30: unterminated memory attribute"},
	{"memory: a spaced colon", 22, "declare void @f() memory(argmem : read, inaccessiblemem: write)\n", "ok"},
	{"captures: an unknown component", 22, "declare void @f(ptr captures(foo) %p)\n", "1:30: expected one of 'none', 'address', 'address_is_null', 'provenance' or 'read_provenance'"},
	{"captures: none after a component", 22, "declare void @f(ptr captures(address, none) %p)\n", "1:43: cannot use 'none' with other component"},
	{"captures: a component after none", 22, "declare void @f(ptr captures(none, address) %p)\n", "1:36: cannot use 'none' with other component"},
	{"captures: ret twice", 22, "declare void @f(ptr captures(ret: none, ret: address) %p)\n", "1:46: duplicate 'ret' location"},
	{"captures: ret without a colon", 22, "declare void @f(ptr captures(ret address) %p)\n", "1:34: expected ':'"},
	{"captures: two components without a comma", 22, "declare void @f(ptr captures(address provenance) %p)\n", "1:38: expected ',' or ')'"},
	{"captures: ret after the others", 22, "declare void @f(ptr captures(none, ret: address, provenance) %p)\n", "ok"},
	{"dereferenceable of zero bytes", 14, "declare void @f(i8* dereferenceable(0) %p)\n", "1:37: dereferenceable bytes must be non-zero"},
	{"dereferenceable_or_null of zero bytes", 22, "declare void @f(ptr dereferenceable_or_null(0) %p)\n", "1:45: dereferenceable bytes must be non-zero"},
	{"an argument to an attribute that takes none", 22, "declare void @f(ptr noalias(1) %p)\n", "1:28: expected ')' at end of argument list"},
	{"an argument to dead_on_return", 22, "declare void @f(ptr dead_on_return(8) %p)\n", "1:35: expected ')' at end of argument list"},
	{"an argument to a function attribute that takes none", 14, "declare void @f() nounwind(1)\n", "1:27: expected top-level entity"},
	{"vscale_range without its parentheses", 22, "declare void @f() vscale_range\n", "2:1: expected '('"},
	{"vscale_range without a minimum", 19, "declare void @f() vscale_range()\n", "1:32: expected integer"},
	{"vscale_range with three values", 22, "declare void @f() vscale_range(1,2,3)\n", "1:35: expected ')'"},
	{"vscale_range beyond 32 bits", 14, "declare void @f() vscale_range(4294967296)\n", "1:32: expected 32-bit integer (too large)"},
	{"uselistorder before a block's terminator", 22, "define void @f(i32 %a) {\n  %x = add i32 %a, 1\n  %y = add i32 %a, 2\n  uselistorder i32 %a, { 1, 0 }\n  ret void\n}\n", "4:3: expected instruction opcode"},
	{"uselistorder before a block's terminator", 14, "define void @f(i32 %a) {\n  %x = add i32 %a, 1\n  %y = add i32 %a, 2\n  uselistorder i32 %a, { 1, 0 }\n  ret void\n}\n", "4:3: expected instruction opcode"},
	{"a function named as a global variable", 14, "@f = global i32 0\ndeclare void @f()\n", "2:14: redefinition of function '@f'"},
	{"a function named as an alias", 22, "@f = alias i32, ptr @g\n@g = global i32 0\ndefine void @f() {\n  ret void\n}\n", "3:13: redefinition of function '@f'"},
	{"a function named as a function", 22, "declare void @f()\ndeclare void @f()\n", "2:14: invalid redefinition of function 'f'"},
	{"an empty attribute group", 14, "attributes #0 = { }\n", "1:1: attribute group has no attributes"},
	{"an attribute group of a dropped attribute", 22, "declare void @f() #0\nattributes #0 = { vscale_range(0, 0) }\n", "2:1: attribute group has no attributes"},
	{"an attribute group of a string attribute", 22, "attributes #0 = { \"a\" }\n", "ok"},
	{"nocapture on a function", 19, "declare void @f() nocapture\n", "1:19: this attribute does not apply to functions"},
	{"nocapture on a function", 22, "declare void @f() nocapture\n", "1:19: expected top-level entity"},
	{"nocapture in an attribute group", 22, "attributes #0 = { nocapture }\n", "1:19: unterminated attribute group"},
	{"nocapture on a call", 22, "define void @g() {\n  call void @g() nocapture\n  ret void\n}\n", "2:18: expected instruction opcode"},
	{"builtin on a function", 22, "declare void @f() nobuiltin builtin\n", "1:29: 'builtin' attribute not valid on function"},
	{"builtin on a function, before a duplicate argument", 14, "define void @f(i32 %a, i32 %a) builtin {\n  ret void\n}\n", "1:32: 'builtin' attribute not valid on function"},
	{"builtin on a function, after a bad section", 22, "declare void @f() builtin section 1\n", "1:35: expected string constant"},
	{"riscv_vls_cc's ABI_VLEN", 22, "declare riscv_vls_cc(65536) void @f()\ndefine riscv_vls_cc(32) void @g() {\n  call riscv_vls_cc(32) void @g()\n  ret void\n}\n", "ok"},
	{"riscv_vls_cc's ABI_VLEN not a power of two", 22, "declare riscv_vls_cc(3) void @f()\n", "1:25: unknown RISC-V ABI VLEN"},
	{"riscv_vls_cc's ABI_VLEN too large", 22, "declare riscv_vls_cc(131072) void @f()\n", "1:30: unknown RISC-V ABI VLEN"},
	{"riscv_vls_cc's ABI_VLEN missing", 22, "declare riscv_vls_cc() void @f()\n", "1:22: expected integer"},
	// A !DIArgList as a node of its own (see llvmver.DIArgListOperandOnly).
	{"DIArgList defined as a node", 16, "!named = !{!0}\n!0 = !DIArgList(i32 1)\n", "ok"},
	{"DIArgList defined as a node", 19, "!named = !{!0}\n!0 = !DIArgList(i32 1)\n", "2:6: expected metadata type"},
	{"DIArgList as an attachment", 16, "define void @f() {\n  ret void, !foo !DIArgList(i32 1)\n}\n", "ok"},
	{"DIArgList as an attachment", 22, "define void @f() {\n  ret void, !foo !DIArgList(i32 1)\n}\n", "2:18: expected metadata type"},
	{"comdat noduplicates (nodeduplicate since LLVM 13)", 14, "$c = comdat noduplicates\n", "1:13: unknown selection kind"},
	{"comdat noduplicates (nodeduplicate since LLVM 13)", 22, "$c = comdat noduplicates\n", "1:13: unknown selection kind"},
	{"DIArgList in a tuple", 22, "!named = !{!0}\n!0 = !{!DIArgList(i32 1)}\n", "ok"},
	// ptrtoaddr (see llvmver.PtrToAddr).
	{"ptrtoaddr instruction", 19, "define i64 @f(ptr %p) {\n  %x = ptrtoaddr ptr %p to i64\n  ret i64 %x\n}\n", "2:8: expected instruction opcode"},
	{"ptrtoaddr instruction", 22, "define i64 @f(ptr %p) {\n  %x = ptrtoaddr ptr %p to i64\n  ret i64 %x\n}\n", "ok"},
	{"ptrtoaddr constant expression", 19, "@g = global i64 ptrtoaddr (ptr @g to i64)\n", "1:17: expected value token"},
	{"ptrtoaddr constant expression", 22, "@g = global i64 ptrtoaddr (ptr @g to i64)\n", "ok"},
}

// versionGapTool is the llvm-as of each release of versionGaps that
// Debian has (scripts/test.sh installs them).
var versionGapTool = map[llvmver.Version]string{14: "llvm-as", 15: "llvm-as-15", 16: "llvm-as-16", 19: "llvm-as-19", 22: "llvm-as-22"}

func parseOutcome(src string, v llvmver.Version) string {
	_, err := parser.ParseFileOptions("g.ll", []byte(src), parser.Options{Version: v})
	if err == nil {
		return "ok"
	}
	e := err.(parser.ErrorList)[0]
	return fmt.Sprintf("%d:%d: %s", e.Pos.Line, e.Pos.Column, e.Msg)
}

// TestVersionGaps checks irmeta's first error on each of the versionGaps
// under its release.
func TestVersionGaps(t *testing.T) {
	for _, c := range versionGaps {
		if got := parseOutcome(c.src, c.v); got != c.want {
			t.Errorf("%s under %v: irmeta %q, llvm-as %q, for\n%s", c.name, c.v, got, c.want, c.src)
		}
	}
}

// TestVersionGapsOracle asks each case's llvm-as, so that the expectations
// above are the oracle's.
func TestVersionGapsOracle(t *testing.T) {
	dir := t.TempDir()
	for i, c := range versionGaps {
		tool, ok := versionGapTool[c.v]
		if !ok {
			continue // LLVM 17 and 18: no release to ask
		}
		got, err := askLLVMAs(tool, dir, i, c.src)
		if err != nil {
			t.Fatal(err)
		}
		if got != c.want {
			t.Errorf("%s: %s says %q, the case %q", c.name, versionGapTool[c.v], got, c.want)
		}
	}
}
