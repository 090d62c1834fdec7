package bitcode

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/irmeta/irmeta/bitcode/bitstream"
)

// transcode copies bitcode bc record by record, unabbreviated (a record
// with a blob gets an abbreviation of its own), through edit, which may
// give a record other operands. The module must hold nothing that records
// a position in the stream (function bodies, a metadata index).
func transcode(t *testing.T, bc []byte, edit func(block, code uint64, ops []uint64) []uint64) []byte {
	t.Helper()
	return transcodeWith(t, bc, rewrite{edit: edit})
}

// A rewrite says what transcodeWith changes: edit gives a record new
// operands, recode a new code, drop leaves out the blocks of the ids it
// holds, dropRecord the records it selects, replace writes what it likes
// instead of a record (true: it did), and end writes more records or
// blocks before a block of the id closes.
type rewrite struct {
	edit       func(block, code uint64, ops []uint64) []uint64
	recode     func(block, code uint64) uint64
	drop       map[uint64]bool
	dropRecord func(block, code uint64) bool
	replace    func(block, code uint64, ops []uint64, blob []byte, w *bitstream.Writer) bool
	end        func(block uint64, w *bitstream.Writer)
}

func transcodeWith(t *testing.T, bc []byte, rw rewrite) []byte {
	t.Helper()
	body, err := stripWrapper(bc)
	if err != nil {
		t.Fatal(err)
	}
	r := bitstream.NewReader(body)
	w := bitstream.NewWriter()
	for _, c := range []uint64{'B', 'C', 0xC0, 0xDE} {
		w.EmitFixed(c, 8)
	}
	var blocks []uint64
	for {
		e, err := r.Next()
		if err != nil {
			t.Fatal(err)
		}
		switch e.Kind {
		case bitstream.EntryEOF:
			return w.Bytes()
		case bitstream.EntrySubBlock:
			if rw.drop[e.ID] {
				if err := r.SkipBlock(); err != nil {
					t.Fatal(err)
				}
				continue
			}
			if err := r.EnterBlock(e.ID); err != nil {
				t.Fatal(err)
			}
			w.EnterBlock(e.ID, 6)
			blocks = append(blocks, e.ID)
		case bitstream.EntryEndBlock:
			if rw.end != nil {
				rw.end(blocks[len(blocks)-1], w)
			}
			w.ExitBlock()
			blocks = blocks[:len(blocks)-1]
		case bitstream.EntryRecord:
			if rw.dropRecord != nil && rw.dropRecord(blocks[len(blocks)-1], e.ID) {
				continue
			}
			if rw.replace != nil && rw.replace(blocks[len(blocks)-1], e.ID, e.Ops, e.Blob, w) {
				continue
			}
			ops := append([]uint64(nil), e.Ops...)
			if rw.edit != nil {
				ops = rw.edit(blocks[len(blocks)-1], e.ID, ops)
			}
			code := e.ID
			if rw.recode != nil {
				code = rw.recode(blocks[len(blocks)-1], e.ID)
			}
			if e.Blob == nil {
				w.EmitRecord(code, ops)
				continue
			}
			shape := []bitstream.Op{bitstream.Literal(e.ID)}
			for range ops {
				shape = append(shape, bitstream.VBR(6))
			}
			id := w.DefineAbbrev(append(shape, bitstream.Blob())...)
			w.EmitAbbrevRecord(id, e.ID, ops, e.Blob)
		}
	}
}

// nativeReadsAs checks that the native reader prints bc as llvm-dis-n
// does (opq: with opaque pointers), and returns llvm-dis-n's text.
func nativeReadsAs(t *testing.T, label string, n int, opq bool, bc []byte) []byte {
	t.Helper()
	want, err := llvmDis(n, bc, opq)
	if err != nil {
		t.Fatalf("%s: llvm-dis-%d: %v", label, n, err)
	}
	got, err := Disassemble(bc, oracleID)
	if err != nil {
		t.Fatalf("%s: native reader: %v", label, err)
	}
	if !bytes.Equal(normalizeID(got), want) {
		t.Errorf("%s: the native reader differs from llvm-dis-%d:\n%s\nwant:\n%s", label, n, got, want)
	}
	return want
}

// subprogramModule has subprograms with every field and flag a record of
// the layouts before LLVM 8 holds.
const subprogramModule = `!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!named = !{!4, !12, !13}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "p", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.cc", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "f", linkageName: "_ZN1S1fEv", scope: !5, file: !1, line: 7, type: !6, scopeLine: 8, containingType: !5, virtualIndex: 2, thisAdjustment: 16, flags: DIFlagPrototyped | DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized | DISPFlagPureVirtual | DISPFlagMainSubprogram, unit: !0, templateParams: !9, declaration: !12, retainedNodes: !9, thrownTypes: !11)
!5 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !1, line: 1, size: 64, identifier: "_ZTS1S")
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!9 = !{}
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !{!10}
!12 = !DISubprogram(name: "f", scope: !5, file: !1, line: 7, type: !6, spFlags: DISPFlagVirtual)
!13 = distinct !DISubprogram(name: "g", scope: !1, file: !1, line: 9, type: !6, scopeLine: 9, spFlags: DISPFlagDefinition, unit: !0)
`

// oldSubprogram rewrites a SUBPROGRAM record into the layout of the
// releases before LLVM 8 with n operands (21: thisAdjustment and
// thrownTypes, 19: neither; the unit kept), as LLVM's MetadataLoader
// reads them: the separate local, definition, virtuality and optimized
// fields, DIFlagMainSubprogram as bit 21 of the flags, and the unit
// after the optimized field.
func oldSubprogram(m []uint64, n int) []uint64 {
	sp := m[9]
	flags := m[11]
	if sp&(1<<8) != 0 {
		flags |= 1 << 21
	}
	old := []uint64{m[0] & 3, m[1], m[2], m[3], m[4], m[5], m[6],
		sp >> 2 & 1, sp >> 3 & 1, m[7], m[8], sp & 3, m[10], flags, sp >> 4 & 1,
		m[12], m[13], m[14], m[15], m[16], m[17]}
	return old[:n]
}

// TestReadOldSubprogram writes subprogramModule's SUBPROGRAM records in
// the layouts before LLVM 8 and reads them natively: llvm-dis-14 reads the
// rewritten bitcode as the original (the rewrite is one LLVM reads), and
// the native reader prints what llvm-dis-14 prints.
func TestReadOldSubprogram(t *testing.T) {
	bc := assemble(t, "14", subprogramModule)
	want, err := llvmDis(14, bc, false)
	if err != nil {
		t.Fatal(err)
	}
	same := transcode(t, bc, func(_, _ uint64, ops []uint64) []uint64 { return ops })
	if got, err := llvmDis(14, same, false); err != nil || !bytes.Equal(got, want) {
		t.Fatalf("llvm-dis-14 reads the copied bitcode otherwise (%v):\n%s", err, got)
	}
	for _, n := range []int{21, 19} {
		rewritten := 0
		old := transcode(t, bc, func(block, code uint64, ops []uint64) []uint64 {
			if block != 15 || code != 21 {
				return ops
			}
			rewritten++
			return oldSubprogram(ops, n)
		})
		if rewritten != 3 {
			t.Fatalf("%d SUBPROGRAM records rewritten, want 3", rewritten)
		}
		llvm := nativeReadsAs(t, fmt.Sprintf("%d operands", n), 14, false, old)
		if n == 21 && !bytes.Equal(llvm, want) {
			t.Errorf("%d operands: llvm-dis-14 reads the old layout otherwise:\n%s", n, llvm)
		}
		if n == 19 && !bytes.Contains(llvm, []byte("DISPFlagMainSubprogram")) {
			t.Errorf("%d operands: llvm-dis-14 lost the flags:\n%s", n, llvm)
		}
	}
}

// TestReadOlderThanOldestProducer rewrites llvm-as-14's bitcode of an
// x86-64 module as LLVM 11 would have written it (its producer, and a
// data layout without the x86 address spaces LLVM 10's writer did not
// add) and reads it natively: an older producer than
// llvmver.OldestProducer reads as LLVM 13 reads it, with its loader's
// upgrades, exactly as llvm-dis-13 prints it.
func TestReadOlderThanOldestProducer(t *testing.T) {
	const oldLayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"
	bc := assemble(t, "14", "target datalayout = \""+oldLayout+"\"\ntarget triple = \"x86_64-unknown-linux-gnu\"\n@g = global i32 1\n")
	for _, producer := range []string{"LLVM11.0.0", "APPLE_1_1000.10.44.2_0"} {
		old := transcode(t, bc, func(block, code uint64, ops []uint64) []uint64 {
			switch {
			case block == blockIdentification && code == 1:
				return chars(producer)
			case block == 8 && code == 3: // MODULE_CODE_DATALAYOUT
				return chars(oldLayout)
			}
			return ops
		})
		if want := nativeReadsAs(t, producer, 13, false, old); !bytes.Contains(want, []byte("p270:32:32")) {
			t.Errorf("%s: llvm-dis-13 made no upgrade of the data layout:\n%s", producer, want)
		}
	}
}

// TestReadUntypedPointerAttributes rewrites llvm-as-13's attribute
// groups as LLVM 11 and older wrote them, byval, sret, inalloca and
// preallocated without their type, and reads the bitcode natively: LLVM
// 13's reader gives the first three their parameter's pointee type and
// leaves preallocated as it is, and so does the native reader.
func TestReadUntypedPointerAttributes(t *testing.T) {
	bc := assemble(t, "13", "%struct.o = type { i32 }\n"+
		"declare void @g(%struct.o* byval(%struct.o), %struct.o* sret(%struct.o), %struct.o* preallocated(%struct.o), %struct.o* inalloca(%struct.o))\n")
	untyped := 0
	old := transcode(t, bc, func(block, code uint64, ops []uint64) []uint64 {
		if block != 10 || code != 3 { // PARAMATTR_GROUP entries
			return ops
		}
		// [group, index, (kind, attr, ...)...]: a type attribute with its
		// type (6, attr, type) becomes one without (5, attr)
		out := append([]uint64(nil), ops[:2]...)
		for i := 2; i < len(ops); {
			switch ops[i] {
			case 6:
				out = append(out, 5, ops[i+1])
				untyped++
				i += 3
			case 1:
				out = append(out, ops[i:i+3]...)
				i += 3
			default:
				out = append(out, ops[i:i+2]...)
				i += 2
			}
		}
		return out
	})
	if untyped != 4 {
		t.Fatalf("%d attributes made untyped, want 4", untyped)
	}
	want := nativeReadsAs(t, "untyped", 13, false, old)
	if !bytes.Contains(want, []byte("sret(%struct.o)")) || !bytes.Contains(want, []byte("%struct.o* preallocated,")) {
		t.Errorf("llvm-dis-13 reads the attributes otherwise than this test expects:\n%s", want)
	}
}

// toVersion1 rewrites llvm-as's bitcode of a module of global variables
// into bitcode version 1 (LLVM 3.x and 4): no string table, the records
// without their name's offset and size, edited by editVar, and the names
// in a module-level VALUE_SYMTAB block. It returns the bitcode and the
// number of variables.
func toVersion1(t *testing.T, bc []byte, editVar func(ops []uint64) []uint64) ([]byte, int) {
	t.Helper()
	var strtab []byte
	body, _ := stripWrapper(bc)
	r := bitstream.NewReader(body)
	for {
		e, err := r.Next()
		if err != nil || e.Kind == bitstream.EntryEOF {
			break
		}
		if e.Kind == bitstream.EntrySubBlock {
			if e.ID == 23 {
				if err := r.EnterBlock(e.ID); err != nil {
					t.Fatal(err)
				}
				e, _ = r.Next()
				strtab = e.Blob
				break
			}
			_ = r.SkipBlock()
		}
	}
	var globals [][2]uint64 // strtab offset and size of each global, in order
	old := transcodeWith(t, bc, rewrite{
		// STRTAB, SYMTAB, and llvm-as's (empty) symbol table of offsets
		drop: map[uint64]bool{23: true, 25: true, blockValueSymtab: true},
		// VSTOFFSET: the symbol table of this bitcode is where it is read
		dropRecord: func(block, code uint64) bool { return block == 8 && code == 13 },
		edit: func(block, code uint64, ops []uint64) []uint64 {
			switch {
			case block == 8 && code == 1: // VERSION
				return []uint64{1}
			case block == 8 && code == 7: // GLOBALVAR
				globals = append(globals, [2]uint64{ops[0], ops[1]})
				return editVar(ops[2:])
			}
			return ops
		},
		end: func(block uint64, w *bitstream.Writer) {
			if block != 8 {
				return
			}
			w.EnterBlock(blockValueSymtab, 6)
			for id, g := range globals {
				w.EmitRecord(1, append([]uint64{uint64(id)}, chars(string(strtab[g[0]:g[0]+g[1]]))...))
			}
			w.ExitBlock()
		},
	})
	return old, len(globals)
}

// TestReadModuleSymbolTable rewrites llvm-as-14's bitcode of a module of
// global variables into bitcode version 1 (see toVersion1). llvm-dis-14
// reads it as the original, and so does the native reader.
func TestReadModuleSymbolTable(t *testing.T) {
	bc := assemble(t, "14", "@a = global i32 1\n@\"b c\" = constant i8 2\n@d = internal global i64 3\n")
	var names []string
	want, err := llvmDis(14, bc, true)
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range bytes.Split(want, []byte("\n")) {
		if bytes.HasPrefix(line, []byte("@")) {
			names = append(names, string(line))
		}
	}
	old, n := toVersion1(t, bc, func(ops []uint64) []uint64 { return ops })
	if n != 3 {
		t.Fatalf("%d global variables rewritten, want 3", n)
	}

	llvm := nativeReadsAs(t, "version 1", 14, true, old)
	for _, n := range names {
		if !bytes.Contains(llvm, []byte(n)) {
			t.Errorf("llvm-dis-14 reads the version 1 bitcode otherwise (no %q):\n%s", n, llvm)
		}
	}
}

// TestReadOldLinkages writes llvm-as-13's global variables with the
// linkage codes of LLVM 3.4 and before, in records too short for the DLL
// storage class and comdat fields (bitcode version 1, see toVersion1):
// dllimport and dllexport were linkages, and weak and linkonce
// definitions had the codes LLVM's reader puts in a comdat of their own
// name (in the order the symbol table names them, on targets with
// comdats). The native reader reads them as llvm-dis-13 does.
func TestReadOldLinkages(t *testing.T) {
	const src = `target triple = "x86_64-unknown-linux-gnu"

@a = weak global i32 1
@b = linkonce_odr constant i32 2
@c = external dllimport global i32
@d = dllexport global i32 3
@e = weak_odr global i32 4
`
	bc := assemble(t, "13", src)
	old, n := toVersion1(t, bc, func(ops []uint64) []uint64 {
		// [type, const, init, linkage, align, section, visibility, tls,
		// unnamed_addr, externally_initialized, dll, comdat, ...]; the
		// writer's abbreviation leaves the trailing zeros out
		for len(ops) < 11 {
			ops = append(ops, 0)
		}
		switch ops[3] {
		case 16, 18, 17, 19: // weak, linkonce, weak_odr, linkonce_odr
			ops[3] = map[uint64]uint64{16: 1, 18: 4, 17: 10, 19: 11}[ops[3]]
		case 0:
			ops[3] = map[uint64]uint64{1: oldLinkageDLLImport, 2: oldLinkageDLLExport}[ops[10]]
		}
		return ops[:10]
	})
	if n != 5 {
		t.Fatalf("%d global variables rewritten, want 5", n)
	}
	want := nativeReadsAs(t, "old linkages", 13, false, old)
	readsAs13(t, want, "the old linkages", "$a = comdat any", "@b = linkonce_odr constant i32 2, comdat", "@c = external dllimport global i32", "@d = dllexport global i32 3", "@e = weak_odr global i32 4, comdat")
}

// TestReadOldAttributeMasks replaces llvm-as-13's attribute list with
// the bit masks of bitcode before LLVM 3.3 (PARAMATTR_CODE_ENTRY_OLD),
// written here from LLVM's encoding: the alignment in bits 16-31, stack
// alignment's exponent + 1 in bits 26-28, and the attributes of bits 21
// and up moved up by 11. llvm-dis-13 reads the attributes back, and so
// does the native reader.
func TestReadOldAttributeMasks(t *testing.T) {
	bc := assemble(t, "13", "declare zeroext i8 @f(i8* noalias nocapture align 8, i32 signext) nounwind noinline alignstack(16)\n")
	const (
		zeroext, signext, nounwind, noalias, noinline = 1 << 0, 1 << 1, 1 << 5, 1 << 6, 1 << 11
		nocapture                                     = 1 << (21 + 11)
		align8                                        = 8 << 16
		alignstack16                                  = 5 << (26 + 11) // log2(16) + 1, in the high part
	)
	lists := 0
	isList := func(block, code uint64) bool { return block == 9 && code == 2 } // PARAMATTR ENTRY
	old := transcodeWith(t, bc, rewrite{
		drop: map[uint64]bool{10: true}, // PARAMATTR_GROUP
		edit: func(block, code uint64, ops []uint64) []uint64 {
			if !isList(block, code) {
				return ops
			}
			lists++
			return []uint64{0xFFFFFFFF, nounwind | noinline | alignstack16, 0, zeroext, 1, noalias | nocapture | align8, 2, signext}
		},
		recode: func(block, code uint64) uint64 {
			if isList(block, code) {
				return 1 // ENTRY_OLD
			}
			return code
		},
	})
	if lists != 1 {
		t.Fatalf("%d attribute lists rewritten, want 1", lists)
	}
	want := nativeReadsAs(t, "old masks", 13, false, old)
	for _, a := range []string{"zeroext i8", "i8* noalias nocapture align 8", "i32 signext", "alignstack=16", "noinline", "nounwind"} {
		if !bytes.Contains(want, []byte(a)) {
			t.Errorf("llvm-dis-13 reads no %q from the old masks:\n%s", a, want)
		}
	}
}

// TestReadLocalLinkageVisibility gives the internal globals of
// llvm-as-14's bitcode the hidden and protected visibilities, as old
// bitcode may: LLVM's reader gives values of local linkage the default
// visibility, and so does the native reader.
func TestReadLocalLinkageVisibility(t *testing.T) {
	bc := assemble(t, "14", "@g = internal global i32 0\n@p = private global i32 2\n@h = hidden global i32 1\n")
	hidden := 0
	old := transcode(t, bc, func(block, code uint64, ops []uint64) []uint64 {
		// GLOBALVAR [strtab offset, size, type, const, init, linkage,
		// align, section, visibility, ...]; internal is 3, private 9
		if block == 8 && code == 7 && (ops[5] == 3 || ops[5] == 9) {
			ops[8] = 1 + uint64(hidden)
			hidden++
		}
		return ops
	})
	if hidden != 2 {
		t.Fatalf("%d values given a visibility, want 2", hidden)
	}
	want := nativeReadsAs(t, "hidden internal", 14, true, old)
	if bytes.Count(want, []byte("hidden")) != 1 || bytes.Contains(want, []byte("protected")) {
		t.Errorf("llvm-dis-14 keeps the visibility of a value of local linkage, or drops another's:\n%s", want)
	}
}

// TestReadWithoutProducer drops the identification block of llvm-as-13's
// bitcode, as files before LLVM 3.8 have none: such a file reads as LLVM
// 13 reads it (readingRelease), in every respect, here the comment LLVM
// 21 put before unknown intrinsics, which llvm-dis-13 does not print.
func TestReadWithoutProducer(t *testing.T) {
	bc := assemble(t, "13", "declare void @llvm.bar()\n")
	old := transcodeWith(t, bc, rewrite{drop: map[uint64]bool{blockIdentification: true}})
	if _, ok := ProducerRelease(old); ok {
		t.Fatal("the rewritten bitcode still names a producer")
	}
	want := nativeReadsAs(t, "no producer", 13, false, old)
	if bytes.Contains(want, []byte("Unknown intrinsic")) {
		t.Errorf("llvm-dis-13 comments on the unknown intrinsic:\n%s", want)
	}
}

// TestReadLandingpadOld writes llvm-as-13's landingpad as LLVM 3.6 did
// (LANDINGPAD_OLD: the personality, a typed value, after the result
// type) and takes the personality off the function record: LLVM's reader
// gives the function the landingpad's personality, and so must the
// native reader. (The copy drops the symbol tables: the local names go.)
func TestReadLandingpadOld(t *testing.T) {
	const src = `declare i32 @pers(...)

declare void @g()

define void @f() personality i32 (...)* @pers {
  invoke void @g()
          to label %ok unwind label %lp

ok:
  ret void

lp:
  %x = landingpad { i8*, i32 }
          cleanup
          catch i8* null
  resume { i8*, i32 } %x
}
`
	bc := assemble(t, "13", src)
	// The landingpad's relative id of @pers (value 0) is the number of
	// values before it: the three functions and the constants (f has no
	// arguments, and the invoke no result).
	values, pads := uint64(0), 0
	old := transcodeWith(t, bc, rewrite{
		// function offsets, which the copy changes (see TestReadOldFnNode)
		drop:       map[uint64]bool{blockValueSymtab: true},
		dropRecord: func(block, code uint64) bool { return block == blockModule && code == 13 },
		edit: func(block, code uint64, ops []uint64) []uint64 {
			switch {
			case block == blockModule && code == 8: // FUNCTION
				values++
				ops[14] = 0 // personality
			case block == 11 && code != 1: // CONSTANTS, not SETTYPE
				values++
			case block == blockFunction && code == 47:
				pads++
				return append([]uint64{ops[0], values}, ops[1:]...)
			}
			return ops
		},
		recode: func(block, code uint64) uint64 {
			if block == blockFunction && code == 47 {
				return 40
			}
			return code
		},
	})
	if pads != 1 {
		t.Fatalf("%d landingpads rewritten, want 1", pads)
	}
	got := nativeReadsAs(t, "LANDINGPAD_OLD", 13, false, old)
	if !bytes.Contains(got, []byte("define void @f() personality i32 (...)* @pers {")) || !bytes.Contains(got, []byte("catch i8* null")) {
		t.Errorf("llvm-dis-13 reads the old landingpad otherwise:\n%s", got)
	}
}

// TestReadSyncScopeWithoutNames drops the block of sync scope names from
// llvm-as-13's bitcode, as files before LLVM 5 have none: scope 0 is
// still singlethread (and 1 the system scope), as llvm-dis-13 reads it.
// (The symbol tables of function offsets go too: the copy moves bodies.)
func TestReadSyncScopeWithoutNames(t *testing.T) {
	bc := assemble(t, "13", "define void @f(i32* %p) {\n  fence syncscope(\"singlethread\") acquire\n  %v = load atomic i32, i32* %p syncscope(\"singlethread\") monotonic, align 4\n  fence seq_cst\n  ret void\n}\n")
	old := transcodeWith(t, bc, rewrite{
		drop:       map[uint64]bool{blockValueSymtab: true, blockSyncScope: true},
		dropRecord: func(block, code uint64) bool { return block == blockModule && code == 13 },
	})
	want := nativeReadsAs(t, "no sync scope names", 13, false, old)
	if bytes.Count(want, []byte(`syncscope("singlethread")`)) != 2 {
		t.Errorf("llvm-dis-13 reads the scopes otherwise:\n%s", want)
	}
}

// TestReadImplicitAlignment takes the alignments off llvm-as-13's allocas,
// loads and stores, as writers before LLVM 11 could leave them out: LLVM's
// reader gives an alloca its type's preferred alignment and a load or
// store the ABI alignment, from the module's data layout, and so must the
// native reader. (The copy drops the symbol tables of function offsets.)
func TestReadImplicitAlignment(t *testing.T) {
	const src = `target datalayout = "e-p:64:64-i32:32:128-f64:32:64"

define void @f(i64* %p, double* %q) {
  %a = alloca i64, align 8
  %b = alloca { i32, double }, align 8
  %c = alloca <4 x float>, align 16
  %v = load i64, i64* %p, align 8
  store i64 %v, i64* %a, align 8
  %d = load double, double* %q, align 8
  store double %d, double* %q, align 8
  ret void
}
`
	bc := assemble(t, "13", src)
	zeroed := 0
	old := transcodeWith(t, bc, rewrite{
		drop:       map[uint64]bool{blockValueSymtab: true},
		dropRecord: func(block, code uint64) bool { return block == blockModule && code == 13 },
		edit: func(block, code uint64, ops []uint64) []uint64 {
			if block != blockFunction {
				return ops
			}
			switch code {
			case 19: // ALLOCA [instty, opty, op, align]
				ops[3] &^= 31 | 7<<8
				zeroed++
			case 20, 44: // LOAD [op, ty, align, vol], STORE [ptr, val, align, vol]
				ops[len(ops)-2] = 0
				zeroed++
			}
			return ops
		},
	})
	if zeroed != 7 {
		t.Fatalf("%d alignments taken off, want 7", zeroed)
	}
	want := nativeReadsAs(t, "no alignments", 13, false, old)
	readsAs13(t, want, "the alignments", "alloca i64, align 8", "alloca { i32, double }, align 8", "alloca <4 x float>, align 16",
		"load i64, i64* %0, align 4", "store i64 %6, i64* %3, align 4", "load double, double* %1, align 4", "store double %7, double* %1, align 4")
}

// TestReadTwoFieldCtors reads llvm.global_ctors and llvm.global_dtors of
// the two-field layout before LLVM 3.6 (written by llvm-as-13 without its
// verifier, which refuses them): LLVM's reader replaces each by a
// variable of three fields at the end of the variables, with nothing else
// of the old one, and so must the native reader.
func TestReadTwoFieldCtors(t *testing.T) {
	const src = `@llvm.global_ctors = appending global [2 x { i32, void ()* }] [{ i32, void ()* } { i32 65535, void ()* @f }, { i32, void ()* } zeroinitializer], section "s", align 8
@x = global i32 1
@llvm.global_dtors = appending global [0 x { i32, void ()* }] zeroinitializer

declare void @f()
`
	bc, err := assembleUnverified(t.TempDir(), 13, src)
	if err != nil {
		t.Fatal(err)
	}
	want := nativeReadsAs(t, "two-field ctors", 13, false, bc)
	const ctors = `@x = global i32 1
@llvm.global_ctors = appending global [2 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @f, i8* null }, { i32, void ()*, i8* } zeroinitializer]
@llvm.global_dtors = appending global [0 x { i32, void ()*, i8* }] zeroinitializer
`
	if !bytes.Contains(want, []byte(ctors)) {
		t.Errorf("llvm-dis-13 reads the two-field ctors otherwise:\n%s", want)
	}
}

// TestReadOldCmpXchg writes llvm-as-13's cmpxchg instructions as LLVM 3.4
// did (CMPXCHG_OLD without the failure ordering and weak fields, the
// result then being the loaded value): LLVM's reader takes the strongest
// failure ordering the success ordering allows and follows the cmpxchg
// with an extractvalue of the loaded value, which holds the record's
// value id, and so must the native reader. (The copy drops the symbol
// tables of function offsets, and with them the local names.)
func TestReadOldCmpXchg(t *testing.T) {
	const src = `define void @f(i32* %p, i32 %a, i32 %b) {
  %x = cmpxchg i32* %p, i32 %a, i32 %b acq_rel acquire
  %y = cmpxchg volatile i32* %p, i32 %a, i32 %b release monotonic
  %z = cmpxchg i32* %p, i32 %a, i32 %b seq_cst seq_cst
  ret void
}
`
	bc := assemble(t, "13", src)
	n := 0
	old := transcodeWith(t, bc, rewrite{
		drop:       map[uint64]bool{blockValueSymtab: true},
		dropRecord: func(block, code uint64) bool { return block == blockModule && code == 13 },
		edit: func(block, code uint64, ops []uint64) []uint64 {
			if block == blockFunction && code == 46 {
				n++
				return ops[:6] // [ptr, cmp, new, volatile, success, scope]
			}
			return ops
		},
		recode: func(block, code uint64) uint64 {
			if block == blockFunction && code == 46 {
				return 37
			}
			return code
		},
	})
	if n != 3 {
		t.Fatalf("%d cmpxchg records rewritten, want 3", n)
	}
	want := nativeReadsAs(t, "old cmpxchg", 13, false, old)
	readsAs13(t, want, "the old cmpxchg", "acq_rel acquire, align 4\n  %5 = extractvalue { i32, i1 } %4, 0", "volatile i32* %0, i32 %1, i32 %2 release monotonic", "seq_cst seq_cst")
}

// TestReadSwitchCaseRanges writes llvm-as-13's switch in the layout with
// case ranges LLVM 3.2 and 3.3 wrote (SWITCH with the magic 0x4B5 in its
// first operand: items that are single values or ranges, sign-rotated):
// LLVM's reader makes a case of every value of a range, and so must the
// native reader. (The copy drops the symbol tables of function offsets.)
func TestReadSwitchCaseRanges(t *testing.T) {
	const src = `define void @f(i8 %x) {
  switch i8 %x, label %d [
    i8 5, label %a
    i8 7, label %b
  ]

a:
  ret void

b:
  ret void

d:
  ret void
}
`
	bc := assemble(t, "13", src)
	n := 0
	old := transcodeWith(t, bc, rewrite{
		drop:       map[uint64]bool{blockValueSymtab: true},
		dropRecord: func(block, code uint64) bool { return block == blockModule && code == 13 },
		edit: func(block, code uint64, ops []uint64) []uint64 {
			if block != blockFunction || code != 12 {
				return ops
			}
			n++
			a, b := ops[4], ops[6]
			rot := func(v int64) uint64 {
				if v < 0 {
					return uint64(-v)<<1 | 1
				}
				return uint64(v) << 1
			}
			// [magic, opty, cond, default, ncases, cases...]: a gets 5 and
			// the range -3..-2 (253..254), b the range 7..9 and -4 (a
			// range may not end at the largest value: LLVM's loop over it
			// would not end)
			return []uint64{switchMagic << 16, ops[0], ops[1], ops[2], 2,
				2, 1, rot(5), 0, rot(-3), rot(-2), a,
				2, 0, rot(7), rot(9), 1, rot(-4), b}
		},
	})
	if n != 1 {
		t.Fatalf("%d switch records rewritten, want 1", n)
	}
	want := nativeReadsAs(t, "case ranges", 13, false, old)
	readsAs13(t, want, "the case ranges", "i8 5, label %2", "i8 -3, label %2", "i8 -2, label %2", "i8 7, label %3", "i8 8, label %3", "i8 9, label %3", "i8 -4, label %3")
}

// TestReadStrictFPCall reads llvm-as-13's bitcode of calls with the
// strictfp attribute in a function without it (as releases before LLVM 8
// wrote them): LLVM's reader makes the attribute nobuiltin, but on calls
// of constrained floating-point intrinsics, and so must the native
// reader.
func TestReadStrictFPCall(t *testing.T) {
	const src = `define double @f(double %x) {
  call void @g() #0
  %y = call double @llvm.experimental.constrained.fadd.f64(double %x, double %x, metadata !"round.dynamic", metadata !"fpexcept.strict") #0
  ret double %y
}

declare void @g()

declare double @llvm.experimental.constrained.fadd.f64(double, double, metadata, metadata)

attributes #0 = { strictfp }
`
	bc, err := assembleUnverified(t.TempDir(), 13, src)
	if err != nil {
		t.Fatal(err)
	}
	want := nativeReadsAs(t, "strictfp calls", 13, false, bc)
	if !bytes.Contains(want, []byte("{ nobuiltin }")) || !bytes.Contains(want, []byte("{ strictfp }")) {
		t.Errorf("llvm-dis-13 reads the strictfp calls otherwise:\n%s", want)
	}
}

// TestReadIncompatibleAttributes gives parameters and results attributes
// their types cannot take, as old writers could (llvm-as-13 without its
// verifier writes them): LLVM's reader removes them, and so must the
// native reader.
func TestReadIncompatibleAttributes(t *testing.T) {
	const src = "declare noalias i32 @f(i8 align 4 nonnull, float zeroext noundef, i8* signext nocapture, <2 x i8*> dereferenceable(8) noalias)\n"
	bc, err := assembleUnverified(t.TempDir(), 13, src)
	if err != nil {
		t.Fatal(err)
	}
	want := nativeReadsAs(t, "incompatible attributes", 13, false, bc)
	if !bytes.Contains(want, []byte("declare i32 @f(i8, float noundef, i8* nocapture, <2 x i8*>)")) {
		t.Errorf("llvm-dis-13 keeps other attributes:\n%s", want)
	}
}

// TestReadARCUpgrades reads llvm-as-13's bitcode of what Objective-C ARC
// code looked like before LLVM 8: calls of clang.arc.use and (with the
// retain/release marker as named metadata) of the runtime functions, and
// the marker's inline asm with a "#" comment. LLVM's reader calls the
// llvm.objc.* intrinsics instead (declared at the end, the calls without
// their attributes), makes the marker a module flag and its comment ";",
// and so must the native reader.
func TestReadARCUpgrades(t *testing.T) {
	const src = `define void @f(i8* %a) {
  call void (...) @clang.arc.use(i8* %a) #0
  %r = tail call i8* @objc_retain(i8* %a) #0
  call void asm sideeffect "mov\09fp, fp\09\09# marker for objc_retainAutoreleaseReturnValue", ""()
  ret void
}

define void @g(i8* %a) {
  call void (...) @clang.arc.use(i8* %a) #0
  call void @objc_release(i8* %a) #0
  ret void
}

declare void @clang.arc.use(...)

declare i8* @objc_retain(i8*)

declare void @objc_release(i8*)

declare void @h()

attributes #0 = { nounwind }

!clang.arc.retainAutoreleasedReturnValueMarker = !{!0}

!0 = !{!"mov\09fp, fp\09\09# marker for objc_retainAutoreleaseReturnValue"}
`
	bc := assemble(t, "13", src)
	want := nativeReadsAs(t, "ARC", 13, false, bc)
	readsAs13(t, want, "the ARC calls", "call void (...) @llvm.objc.clang.arc.use(i8* %a)\n  %r = tail call i8* @llvm.objc.retain(i8* %a)\n",
		"call void @llvm.objc.release(i8* %a)\n", `\09\09; marker for objc_retainAutoreleaseReturnValue", ""()`, `!{i32 1, !"clang.arc.retainAutoreleasedReturnValueMarker", !"mov\09fp, fp\09\09; marker`)
}

// TestReadOldObjectsize writes llvm-as-13's llvm.objectsize declaration
// and call with three operands, as before LLVM 8 (the type comes from
// another declaration's): LLVM's reader declares the four-operand
// intrinsic at the end of the functions and calls it with false for the
// new operand, dropping the call's attributes and tail marker, and so
// must the native reader. (The copy drops the symbol tables of function
// offsets.)
func TestReadOldObjectsize(t *testing.T) {
	const src = `declare i64 @three(i8*, i1, i1)

define i64 @f(i8* %p) {
  %s = tail call i64 @llvm.objectsize.i64.p0i8(i8* %p, i1 false, i1 true, i1 false) #0
  ret i64 %s
}

declare i64 @llvm.objectsize.i64.p0i8(i8*, i1, i1, i1)

declare void @g()

attributes #0 = { nounwind }
`
	bc := assemble(t, "13", src)
	old := oldIntrinsicCalls(t, bc, "llvm.objectsize.i64.p0i8", 8)
	want := nativeReadsAs(t, "old objectsize", 13, false, old)
	readsAs13(t, want, "the old objectsize", "%2 = call i64 @llvm.objectsize.i64.p0i8(i8* %0, i1 false, i1 true, i1 false)\n", "declare void @g()\n\n; Function Attrs: nofree nosync nounwind readnone speculatable willreturn\ndeclare i64 @llvm.objectsize.i64.p0i8(i8*, i1 immarg, i1 immarg, i1 immarg) #")
}

// TestReadOldVarAnnotation writes llvm-as-13's llvm.var.annotation
// declaration and call with four operands, as before LLVM 13 (the type
// comes from another declaration's): LLVM's reader declares the
// five-operand intrinsic at the end and passes a null i8* for the new
// operand, and so must the native reader. (The copy drops the symbol
// tables of function offsets.)
func TestReadOldVarAnnotation(t *testing.T) {
	const src = `declare void @four(i8*, i8*, i8*, i32)

define void @f(i8* %p) {
  call void @llvm.var.annotation(i8* %p, i8* %p, i8* %p, i32 1, i8* null)
  ret void
}

declare void @llvm.var.annotation(i8*, i8*, i8*, i32, i8*)

declare void @g()
`
	bc := assemble(t, "13", src)
	old := oldIntrinsicCalls(t, bc, "llvm.var.annotation", 9)
	want := nativeReadsAs(t, "old var.annotation", 13, false, old)
	readsAs13(t, want, "the old var.annotation", "call void @llvm.var.annotation(i8* %0, i8* %0, i8* %0, i32 1, i8* null)\n", "declare void @g()\n\n; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn\ndeclare void @llvm.var.annotation(i8*, i8*, i8*, i32, i8*) #")
}

// TestReadOldDbgValue writes llvm-as-13's llvm.dbg.value declaration and
// calls with the i64 offset operand of the releases before LLVM 6 (the
// type comes from another declaration's): LLVM's reader declares the
// three-operand intrinsic at the end, keeps the call of offset 0 without
// the offset (and without its attachments but !dbg) and drops the other,
// and so must the native reader. (The
// copy drops the symbol tables of function offsets.)
func TestReadOldDbgValue(t *testing.T) {
	const src = `declare void @llvm.four(metadata, i64, metadata, metadata)

define void @f(i64* %p) !dbg !4 {
  store i64 0, i64* %p
  store i64 1, i64* %p
  call void @llvm.dbg.value(metadata i32 42, metadata !7, metadata !DIExpression()), !dbg !9, !foo !10
  call void @llvm.dbg.value(metadata i32 0, metadata !7, metadata !DIExpression()), !dbg !9
  ret void
}

declare void @llvm.dbg.value(metadata, metadata, metadata)

declare void @g()

` + debugInfoOfF + `!7 = !DILocalVariable(name: "i", scope: !4, file: !1, line: 2, type: !8)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DILocation(line: 2, scope: !4)
!10 = !{}
`
	bc := assemble(t, "13", src)
	const name = "llvm.dbg.value"
	var fourTy uint64
	// value ids: the functions, the module's constants, then f's argument
	// and constants (the stores and calls define none)
	values, zero, one := uint64(0), uint64(0), uint64(0)
	inF := false // in f's block
	fns, calls := 0, 0
	old := transcodeWith(t, bc, rewrite{
		drop:       map[uint64]bool{blockValueSymtab: true},
		dropRecord: func(block, code uint64) bool { return block == blockModule && code == 13 },
		edit: func(block, code uint64, ops []uint64) []uint64 {
			switch {
			case block == blockModule && code == 8: // FUNCTION [strtab offset, size, type, ...]
				fns++
				values++
				if fns == 1 {
					fourTy = ops[2]
				}
				if ops[1] == uint64(len(name)) {
					ops[2] = fourTy
				}
			case block == blockFunction && code == 1: // DECLAREBLOCKS: the argument
				values++
				inF = true
			case block == 11 && inF && code == 2: // CONSTANTS NULL: i64 0
				zero = values
				values++
			case block == 11 && inF && code == 4 && ops[0] == 2: // INTEGER 1
				one = values
				values++
			case block == 11 && code != 1:
				values++
			case block == blockFunction && code == 34 && len(ops) == 7: // CALL [attrs, cc, fnty, callee, 3 metadata]
				calls++
				off := zero
				if calls == 2 {
					off = one
				}
				return []uint64{ops[0], ops[1], fourTy, ops[3], ops[4], values - off, ops[5], ops[6]}
			}
			return ops
		},
	})
	if fns != 4 || calls != 2 {
		t.Fatalf("%d function records and %d calls rewritten, want 4 and 2", fns, calls)
	}
	want := nativeReadsAs(t, "old dbg.value", 13, false, old)
	if !bytes.Contains(want, []byte("call void @llvm.dbg.value(metadata i32 42, metadata !")) || bytes.Contains(want, []byte("metadata i32 0,")) || !bytes.Contains(want, []byte("declare void @g()\n\n; Function Attrs: nofree nosync nounwind readnone speculatable willreturn\ndeclare void @llvm.dbg.value(metadata, metadata, metadata)")) {
		t.Errorf("llvm-dis-13 reads the old dbg.value otherwise:\n%s", want)
	}
}

// readsAs13 checks that want, llvm-dis-13's text of a rewritten module,
// holds each of subs; what names the module's old records in the message.
func readsAs13(t *testing.T, want []byte, what string, subs ...string) {
	t.Helper()
	for _, s := range subs {
		if !bytes.Contains(want, []byte(s)) {
			t.Errorf("llvm-dis-13 reads %s otherwise (no %q):\n%s", what, s, want)
		}
	}
}

// oldIntrinsicCalls rewrites llvm-as-13's bitcode bc of a module whose
// first function has the old type of intrinsic name: the declaration of
// name takes that type, and its one call, of callOps operands ([attrs, cc,
// fnty, callee, args...]), loses its last argument, as an older producer
// wrote them. The copy drops the symbol tables of function offsets; the
// module has four functions.
func oldIntrinsicCalls(t *testing.T, bc []byte, name string, callOps int) []byte {
	t.Helper()
	var oldTy uint64
	fns, calls := 0, 0
	old := transcodeWith(t, bc, rewrite{
		drop:       map[uint64]bool{blockValueSymtab: true},
		dropRecord: func(block, code uint64) bool { return block == blockModule && code == 13 },
		edit: func(block, code uint64, ops []uint64) []uint64 {
			switch {
			case block == blockModule && code == 8: // FUNCTION [strtab offset, size, type, ...]
				fns++
				if fns == 1 {
					oldTy = ops[2]
				}
				if ops[1] == uint64(len(name)) {
					ops[2] = oldTy
				}
			case block == blockFunction && code == 34 && len(ops) == callOps: // CALL
				calls++
				ops[2] = oldTy
				return ops[:callOps-1]
			}
			return ops
		},
	})
	if fns != 4 || calls != 1 {
		t.Fatalf("%d function records and %d calls rewritten, want 4 and 1", fns, calls)
	}
	return old
}

// debugInfoOfF is the debug info the tests' modules share: a compile
// unit, its file, the Debug Info Version flag and function @f's
// DISubprogram (!4), numbered !0 to !6 (no !2); a test's own nodes start
// at !7.
const debugInfoOfF = `!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !5, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
`
