package bitcode

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/irmeta/irmeta/bitcode/bitstream"
)

// Record codes the old-metadata rewrites read and write.
const (
	typeBlockNew    = 17
	typeCodeVoid    = 2
	typeCodeMD      = 16
	typeCodeNumEnt  = 1
	typeCodeStrName = 19
	mdCodeStrings   = 35
	mdCodeValue     = 2
	mdCodeNode      = 3
	mdCodeName      = 4
	mdCodeNamed     = 10
	blockMetadataID = 15
)

// mdLayout is what the old-metadata rewrite needs to know of a module's
// bitcode before copying it: the type ids of void and metadata, and for
// each metadata id of the module's METADATA_BLOCK the VALUE record it is
// ([type, value]) or nil.
type mdLayout struct {
	voidTy, mdTy uint64
	values       [][]uint64
	codes        []uint64 // each id's record code
}

// readMDLayout reads bc's type table and module metadata ids.
func readMDLayout(t *testing.T, bc []byte) mdLayout {
	t.Helper()
	body, err := stripWrapper(bc)
	if err != nil {
		t.Fatal(err)
	}
	l := mdLayout{voidTy: ^uint64(0), mdTy: ^uint64(0)}
	r := bitstream.NewReader(body)
	var blocks []uint64
	types := uint64(0)
	for {
		e, err := r.Next()
		if err != nil {
			t.Fatal(err)
		}
		switch e.Kind {
		case bitstream.EntryEOF:
			return l
		case bitstream.EntrySubBlock:
			// function blocks' metadata is not the module's
			if e.ID == blockFunction {
				if err := r.SkipBlock(); err != nil {
					t.Fatal(err)
				}
				continue
			}
			if err := r.EnterBlock(e.ID); err != nil {
				t.Fatal(err)
			}
			blocks = append(blocks, e.ID)
		case bitstream.EntryEndBlock:
			blocks = blocks[:len(blocks)-1]
		case bitstream.EntryRecord:
			switch blocks[len(blocks)-1] {
			case typeBlockNew:
				switch e.ID {
				case typeCodeNumEnt, typeCodeStrName:
					continue
				case typeCodeVoid:
					l.voidTy = types
				case typeCodeMD:
					l.mdTy = types
				}
				types++
			case blockMetadataID:
				switch e.ID {
				case mdCodeStrings:
					for i := uint64(0); i < e.Ops[0]; i++ {
						l.values = append(l.values, nil)
						l.codes = append(l.codes, e.ID)
					}
				case mdCodeValue:
					l.values = append(l.values, append([]uint64(nil), e.Ops...))
					l.codes = append(l.codes, e.ID)
				case mdCodeName, mdCodeNamed, 6, 36, 38, 39: // no id: names, kinds, attachments, index
				default:
					l.values = append(l.values, nil)
					l.codes = append(l.codes, e.ID)
				}
			}
		}
	}
}

// TestReadOldNode writes llvm-as-13's metadata nodes as LLVM 3.5 did
// (OLD_NODE: a type and a value for each operand, metadata operands by
// id, null as void, constants inline instead of VALUE records, so the
// metadata ids after the values move down) and reads them natively:
// llvm-dis-13 reads the original module back, and so does the native
// reader.
func TestReadOldNode(t *testing.T) {
	src := "@g = global i32 0\n\ndeclare void @llvm.foo(metadata)\n\n!named = !{!0, !1}\n\n!0 = !{i32 1, !1, null, i32* @g, !2}\n!1 = !{!\"s\"}\n!2 = !{}\n"
	bc := assemble(t, "13", src)
	l := readMDLayout(t, bc)
	if l.voidTy == ^uint64(0) || l.mdTy == ^uint64(0) {
		t.Fatal("no void or metadata type in the test module")
	}
	// newID is an old metadata id's id without the VALUE records.
	newID := func(id uint64) uint64 {
		n := id
		for _, v := range l.values[:id] {
			if v != nil {
				n--
			}
		}
		return n
	}
	nodes := 0
	old := transcodeWith(t, bc, rewrite{
		dropRecord: func(block, code uint64) bool { return block == blockMetadataID && code == mdCodeValue },
		edit: func(block, code uint64, ops []uint64) []uint64 {
			if block != blockMetadataID {
				return ops
			}
			switch code {
			case mdCodeNamed:
				out := make([]uint64, len(ops))
				for i, x := range ops {
					out[i] = newID(x)
				}
				return out
			case mdCodeNode:
				nodes++
				var out []uint64
				for _, x := range ops {
					switch {
					case x == 0:
						out = append(out, l.voidTy, 0)
					case l.values[x-1] != nil:
						out = append(out, l.values[x-1]...)
					default:
						out = append(out, l.mdTy, newID(x-1))
					}
				}
				return out
			}
			return ops
		},
		recode: func(block, code uint64) uint64 {
			if block == blockMetadataID && code == mdCodeNode {
				return mdOldNode
			}
			return code
		},
	})
	if nodes != 3 {
		t.Fatalf("%d nodes rewritten, want 3", nodes)
	}
	want := nativeReadsAs(t, "OLD_NODE", 13, false, old)
	if !bytes.Contains(want, []byte(`!0 = !{i32 1, !1, null, i32* @g, !2}`)) {
		t.Errorf("llvm-dis-13 reads the old nodes otherwise:\n%s", want)
	}
}

// TestReadOldFnNode writes llvm-as-13's function-local metadata (a
// METADATA_VALUE record in a function's metadata block) as LLVM 3.5 did,
// an OLD_FN_NODE of the same [type, value], in bitcode without a symbol
// table of function offsets (LLVM 3.5 had none: bodies are read in order)
// and reads it natively, as llvm-dis-13 does: the call's operand is the
// value as metadata.
func TestReadOldFnNode(t *testing.T) {
	bc := assemble(t, "13", "define void @f(i32 %0) {\n  call void @llvm.foo(metadata i32 %0)\n  ret void\n}\n\ndeclare void @llvm.foo(metadata)\n")
	fnNodes := 0
	old := transcodeWith(t, bc, rewrite{
		// the module-level symbol table (function offsets) and
		// VSTOFFSET: the offsets change with the copy
		drop:       map[uint64]bool{blockValueSymtab: true},
		dropRecord: func(block, code uint64) bool { return block == blockModule && code == 13 },
		recode: func(block, code uint64) uint64 {
			if block == blockMetadataID && code == mdCodeValue {
				fnNodes++
				return mdOldFnNode
			}
			return code
		},
	})
	if fnNodes != 1 {
		t.Fatalf("%d function-local values rewritten, want 1", fnNodes)
	}
	want := nativeReadsAs(t, "OLD_FN_NODE", 13, false, old)
	if !bytes.Contains(want, []byte("call void @llvm.foo(metadata i32 %0)")) {
		t.Errorf("llvm-dis-13 reads the old function-local node otherwise:\n%s", want)
	}
}

// TestReadSubprogramWithFunction writes a subprogram in the layout of
// LLVM 3.7, which names its function (operand 15) instead of its unit,
// and gives the compile unit the list of subprograms LLVM 3.x kept
// (operand 11), read before the unit: LLVM's loader moves the subprogram
// onto the function (!dbg, the function has a body) and gives it the unit
// of the list, and so must the native reader.
func TestReadSubprogramWithFunction(t *testing.T) {
	const src = `define void @f() {
  ret void
}

!sps = !{!5}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!fns = !{!6}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "p", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !7, scopeLine: 1, spFlags: DISPFlagDefinition)
!5 = distinct !{!4}
!6 = !{void ()* @f}
!7 = !DISubroutineType(types: !8)
!8 = !{null}
`
	// the subprogram has no unit yet: the verifier would refuse it
	bc, err := assembleUnverified(t.TempDir(), 13, src)
	if err != nil {
		t.Fatal(err)
	}
	l := readMDLayout(t, bc)
	fnValue, list := -1, -1
	for id, c := range l.codes {
		switch c {
		case mdCodeValue:
			fnValue = id
		case 5: // DISTINCT_NODE: !5
			list = id
		}
	}
	if fnValue < 0 || list < 0 {
		t.Fatalf("no function value (%d) or list (%d) in the metadata", fnValue, list)
	}
	sps, cus := 0, 0
	old := transcodeWith(t, bc, rewrite{
		drop:       map[uint64]bool{blockValueSymtab: true},
		dropRecord: func(block, code uint64) bool { return block == blockModule && code == 13 },
		edit: func(block, code uint64, ops []uint64) []uint64 {
			switch {
			case block == blockMetadataID && code == codeSubprogram:
				sps++
				old := oldSubprogram(ops, 21)
				old[0] &^= 2 // no unit: a function
				old[15] = uint64(fnValue) + 1
				return old
			case block == blockMetadataID && code == codeCompileUnit:
				cus++
				ops[11] = uint64(list) + 1
			}
			return ops
		},
	})
	if sps != 1 || cus != 1 {
		t.Fatalf("%d subprograms and %d units rewritten, want 1 and 1", sps, cus)
	}
	want := nativeReadsAs(t, "subprogram with a function", 13, false, old)
	readsAs13(t, want, "the old subprogram", "define void @f() !dbg !", "spFlags: DISPFlagDefinition, unit: !")
}

// TestReadOldFunctionLocalMetadata covers what LLVM 3.5's function-local
// metadata becomes: an OLD_FN_NODE of anything but one value is dropped to
// the uniqued !{} (the module's own, here), and an instruction attachment
// naming a function-local value is dropped with the rest of its record.
// llvm-as-13's bitcode is rewritten so; the native reader must read it as
// llvm-dis-13 does. (The copy drops the symbol tables of function
// offsets.)
func TestReadOldFunctionLocalMetadata(t *testing.T) {
	const src = `define void @f(i32 %v, i32 %w) {
  call void @llvm.bar(metadata i32 %v)
  call void @llvm.bar(metadata i32 %w)
  ret void, !baz !0, !qux !1
}

declare void @llvm.bar(metadata)

!0 = !{}
!1 = !{!0}
`
	bc := assemble(t, "13", src)
	// All the metadata is the function's (the nodes are used there only):
	// ids count its records from 0.
	ids, local := 0, -1
	values, attachments := 0, 0
	old := transcodeWith(t, bc, rewrite{
		drop:       map[uint64]bool{blockValueSymtab: true},
		dropRecord: func(block, code uint64) bool { return block == blockModule && code == 13 },
		edit: func(block, code uint64, ops []uint64) []uint64 {
			if block == blockMetadataID {
				ids++
			}
			switch {
			case block == blockMetadataID && code == mdCodeValue:
				values++
				if values == 1 {
					local = ids - 1
				}
				if values == 2 { // %w: two values, dropped to !{}
					return append(ops, ops...)
				}
			case block == blockMDAttachment && code == 11 && len(ops) == 5:
				attachments++
				ops[2] = uint64(local) // !baz names %v
			}
			return ops
		},
		recode: func(block, code uint64) uint64 {
			if block == blockMetadataID && code == mdCodeValue {
				return mdOldFnNode
			}
			return code
		},
	})
	if values != 2 || attachments != 1 {
		t.Fatalf("%d values and %d attachments rewritten, want 2 and 1", values, attachments)
	}
	want := nativeReadsAs(t, "old function-local metadata", 13, false, old)
	readsAs13(t, want, "the old function-local metadata", "call void @llvm.bar(metadata i32 %0)", "call void @llvm.bar(metadata !0)", "  ret void\n", "!0 = !{}\n")
}

// TestReadCompileUnitNotDistinct clears the distinct flag of llvm-as-13's
// compile unit, as old writers could: LLVM's loader makes every unit
// distinct, and so must the native reader.
func TestReadCompileUnitNotDistinct(t *testing.T) {
	const src = `!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, isOptimized: false, runtimeVersion: 0, emissionKind: NoDebug)
!1 = !DIFile(filename: "a.c", directory: "/")
!2 = !{i32 2, !"Debug Info Version", i32 3}
`
	bc := assemble(t, "13", src)
	units := 0
	old := transcode(t, bc, func(block, code uint64, ops []uint64) []uint64 {
		if block == blockMetadataID && code == codeCompileUnit {
			units++
			ops[0] &^= 1
		}
		return ops
	})
	if units != 1 {
		t.Fatalf("%d units rewritten, want 1", units)
	}
	if want := nativeReadsAs(t, "unit not distinct", 13, false, old); !bytes.Contains(want, []byte("!0 = distinct !DICompileUnit(")) {
		t.Errorf("llvm-dis-13 reads the unit otherwise:\n%s", want)
	}
}

// TestReadOldEnumerator writes llvm-as-13's enumerators in the layout
// before LLVM 12 ([flags, value, name], the value rotated as ^(v << 1)
// when negative): LLVM's loader unrotates so, the smallest int64 too, and
// so must the native reader.
func TestReadOldEnumerator(t *testing.T) {
	const src = `!named = !{!0, !1, !2, !3}

!0 = !DIEnumerator(name: "A", value: 5)
!1 = !DIEnumerator(name: "B", value: -5)
!2 = !DIEnumerator(name: "C", value: -9223372036854775808)
!3 = !DIEnumerator(name: "D", value: 18446744073709551615, isUnsigned: true)
`
	bc := assemble(t, "13", src)
	values := []int64{5, -5, -9223372036854775808, -1}
	n := 0
	old := transcode(t, bc, func(block, code uint64, ops []uint64) []uint64 {
		if block != blockMetadataID || code != 14 {
			return ops
		}
		v := values[n]
		n++
		rot := uint64(v) << 1
		if v < 0 {
			rot = ^rot
		}
		return []uint64{ops[0] &^ 4, rot, ops[2]}
	})
	if n != 4 {
		t.Fatalf("%d enumerators rewritten, want 4", n)
	}
	want := nativeReadsAs(t, "old enumerators", 13, false, old)
	readsAs13(t, want, "the old enumerators", "value: 5)", "value: -5)", "value: -9223372036854775808)", "value: 18446744073709551615, isUnsigned: true)")
}

// TestReadOldExpressions writes llvm-as-13's DIExpression records in the
// versions before 3 (version 0: DW_OP_bit_piece, a leading DW_OP_deref;
// version 2: DW_OP_minus with an operand): LLVM's loader upgrades them
// back to what llvm-as-13 wrote, and so must the native reader.
func TestReadOldExpressions(t *testing.T) {
	const src = `!named = !{!0, !1}

!0 = !DIExpression(DW_OP_plus_uconst, 3, DW_OP_deref, DW_OP_LLVM_fragment, 8, 8)
!1 = !DIExpression(DW_OP_constu, 42, DW_OP_minus)
`
	bc := assemble(t, "13", src)
	want, err := llvmDis(13, bc, false)
	if err != nil {
		t.Fatal(err)
	}
	same := func(a, b []uint64) bool { return fmt.Sprint(a) == fmt.Sprint(b) }
	n := 0
	old := transcode(t, bc, func(block, code uint64, ops []uint64) []uint64 {
		if block != blockMetadataID || code != 29 {
			return ops
		}
		switch {
		case same(ops[1:], []uint64{dwOpPlusUconst, 3, dwOpDeref, dwOpLLVMFrag, 8, 8}):
			n++
			return []uint64{ops[0] & 1, dwOpDeref, dwOpPlus, 3, dwOpBitPiece, 8, 8} // version 0
		case same(ops[1:], []uint64{dwOpConstu, 42, dwOpMinus}):
			n++
			return []uint64{ops[0]&1 | 2<<1, dwOpMinus, 42} // version 2
		}
		return ops
	})
	if n != 2 {
		t.Fatalf("%d expressions rewritten, want 2", n)
	}
	if got := nativeReadsAs(t, "old expressions", 13, false, old); !bytes.Equal(got, want) {
		t.Errorf("llvm-dis-13 reads the old expressions otherwise:\n%s\nwant:\n%s", got, want)
	}
}

// TestReadMainSubprogramFlag sets bit 21 of the DIFlags of llvm-as-13's
// subprograms (DIFlagMainSubprogram before LLVM 8), in today's layout
// with spFlags: LLVM's loader moves it to DISPFlagMainSubprogram, and so
// must the native reader.
func TestReadMainSubprogramFlag(t *testing.T) {
	const src = `!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!named = !{!3}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 1, type: !4, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!4 = !DISubroutineType(types: !5)
!5 = !{null}
`
	bc := assemble(t, "13", src)
	sps := 0
	old := transcode(t, bc, func(block, code uint64, ops []uint64) []uint64 {
		if block == blockMetadataID && code == codeSubprogram {
			sps++
			ops[11] |= diFlagOldMain
		}
		return ops
	})
	if sps != 1 {
		t.Fatalf("%d subprograms rewritten, want 1", sps)
	}
	if want := nativeReadsAs(t, "main flag", 13, false, old); !bytes.Contains(want, []byte("flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagMainSubprogram,")) {
		t.Errorf("llvm-dis-13 reads the flag otherwise:\n%s", want)
	}
}

// TestReadOldSubrange writes llvm-as-13's subranges in the layouts of
// versions 0 (count a plain integer) and 1 (count a node), the lower
// bound rotated as enumerator values are: LLVM's loader reads both, and
// prints a constant count as its number, and so must the native reader.
func TestReadOldSubrange(t *testing.T) {
	const src = `!named = !{!0, !1}

!0 = !DISubrange(count: 42, lowerBound: -3)
!1 = !DISubrange(count: 15, lowerBound: 3)
`
	bc := assemble(t, "13", src)
	rot := func(v int64) uint64 {
		if v < 0 {
			return ^(uint64(v) << 1)
		}
		return uint64(v) << 1
	}
	n := 0
	old := transcode(t, bc, func(block, code uint64, ops []uint64) []uint64 {
		if block != blockMetadataID || code != 13 {
			return ops
		}
		n++
		if n == 1 {
			return []uint64{ops[0] & 1, 42, rot(-3)} // version 0
		}
		return []uint64{ops[0]&1 | 1<<1, ops[1], rot(3)} // version 1
	})
	if n != 2 {
		t.Fatalf("%d subranges rewritten, want 2", n)
	}
	want := nativeReadsAs(t, "old subranges", 13, false, old)
	readsAs13(t, want, "the old subranges", "!DISubrange(count: 42, lowerBound: -3)", "!DISubrange(count: 15, lowerBound: 3)")
}

// TestReadOldModuleAndImport writes llvm-as-13's DIModule in the layout
// before LLVM 12 (no file: the fields from operand 1, no line) and its
// DIImportedEntity without the file operand (before LLVM 8), whose line
// LLVM's loader then drops: the native reader must read both as
// llvm-dis-13 does.
func TestReadOldModuleAndImport(t *testing.T) {
	const src = `!named = !{!0, !1}

!0 = !DIModule(scope: null, name: "M", configMacros: "-DX", includePath: "/inc", apinotes: "m.apinotes")
!1 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !0, entity: !0, line: 7)
`
	bc, err := assembleUnverified(t.TempDir(), 13, src)
	if err != nil {
		t.Fatal(err)
	}
	mods, imports := 0, 0
	old := transcode(t, bc, func(block, code uint64, ops []uint64) []uint64 {
		switch {
		case block == blockMetadataID && code == 32: // MODULE
			mods++
			return []uint64{ops[0], ops[2], ops[3], ops[4], ops[5], ops[6]}
		case block == blockMetadataID && code == codeImportedEntity:
			imports++
			return ops[:6]
		}
		return ops
	})
	if mods != 1 || imports != 1 {
		t.Fatalf("%d modules and %d imports rewritten, want 1 and 1", mods, imports)
	}
	want := nativeReadsAs(t, "old module and import", 13, false, old)
	readsAs13(t, want, "the old records", `!DIModule(scope: null, name: "M", configMacros: "-DX", includePath: "/inc", apinotes: "m.apinotes")`, "!DIImportedEntity(tag: DW_TAG_imported_module, scope: !0, entity: !0)")
}

// TestReadOldGlobalVariables writes llvm-as-13's DIGlobalVariable records
// in the layout before LLVM 4 (version 0: operand 9 names the global or
// its constant value) in a unit whose list of globals holds them bare, as
// then: LLVM's loader attaches an expression node to the global, turns
// the constant into DW_OP_constu N, DW_OP_stack_value, and wraps the
// list's variables in expression nodes of their own, and the native
// reader must do the same.
func TestReadOldGlobalVariables(t *testing.T) {
	const src = `@g = global i32 0

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9}
!vals = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "p", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !2)
!1 = !DIFile(filename: "a.c", directory: "/")
!2 = !{!3, !4}
!3 = distinct !DIGlobalVariable(name: "g", scope: !0, file: !1, line: 1, type: !5, isLocal: false, isDefinition: true)
!4 = distinct !DIGlobalVariable(name: "c", scope: !0, file: !1, line: 2, type: !5, isLocal: false, isDefinition: true)
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !{i32* @g, i32 42}
!9 = !{i32 2, !"Debug Info Version", i32 3}
`
	// bare variables in the list: the verifier would refuse them
	bc, err := assembleUnverified(t.TempDir(), 13, src)
	if err != nil {
		t.Fatal(err)
	}
	l := readMDLayout(t, bc)
	global, constant := -1, -1
	for id, v := range l.values {
		if v == nil {
			continue
		}
		if v[1] == 0 { // value 0: @g
			global = id
		} else {
			constant = id
		}
	}
	if global < 0 || constant < 0 {
		t.Fatalf("no values for @g (%d) and 42 (%d)", global, constant)
	}
	vars := 0
	old := transcode(t, bc, func(block, code uint64, ops []uint64) []uint64 {
		if block != blockMetadataID || code != 27 {
			return ops
		}
		vars++
		variable := global
		if ops[5] == 2 { // line 2: c
			variable = constant
		}
		return []uint64{ops[0] & 1, ops[1], ops[2], ops[3], ops[4], ops[5], ops[6], ops[7], ops[8], uint64(variable) + 1, ops[9], ops[11]}
	})
	if vars != 2 {
		t.Fatalf("%d variables rewritten, want 2", vars)
	}
	want := nativeReadsAs(t, "old global variables", 13, false, old)
	readsAs13(t, want, "the old variables", "@g = global i32 0, !dbg !", "expr: !DIExpression(DW_OP_constu, 42, DW_OP_stack_value))")
}

// TestReadPICLevelError gives llvm-as-13's "PIC Level" flag the behaviour
// Error, as files before LLVM 3.9 had it: LLVM's reader makes it Max, and
// so must the native reader.
func TestReadPICLevelError(t *testing.T) {
	bc := assemble(t, "13", "!llvm.module.flags = !{!0}\n\n!0 = !{i32 7, !\"PIC Level\", i32 2}\n")
	n := 0
	old := transcode(t, bc, func(block, code uint64, ops []uint64) []uint64 {
		if block == 11 && code == 4 && ops[0] == 7<<1 { // CONSTANTS INTEGER 7
			n++
			ops[0] = modFlagError << 1
		}
		return ops
	})
	if n != 1 {
		t.Fatalf("%d behaviours rewritten, want 1", n)
	}
	if want := nativeReadsAs(t, "PIC Level Error", 13, false, old); !bytes.Contains(want, []byte(`!{i32 7, !"PIC Level", i32 2}`)) {
		t.Errorf("llvm-dis-13 reads the flag otherwise:\n%s", want)
	}
}

// TestReadOldLoopTags writes llvm-as-13's metadata strings as LLVM 3.8
// did (a STRING_OLD record each, instead of METADATA_STRINGS) for a loop
// whose operands carry the tags before LLVM 3.6 (llvm.vectorizer.*):
// LLVM's loader then upgrades the !llvm.loop attachment to a new node
// with the tags renamed, and makes the self-referring loop node (uniqued
// here) distinct; so must the native reader. (The copy drops the symbol tables of
// function offsets.)
func TestReadOldLoopTags(t *testing.T) {
	const src = `define void @f() {
entry:
  br label %l

l:
  br i1 true, label %l, label %e, !llvm.loop !0

e:
  ret void
}

!0 = distinct !{!0, !1, !2, !2}
!1 = !{!"llvm.vectorizer.unroll", i32 4}
!2 = !{!"llvm.vectorizer.enable", i1 true}
`
	bc := assemble(t, "13", src)
	strs := 0
	old := transcodeWith(t, bc, rewrite{
		drop:       map[uint64]bool{blockValueSymtab: true},
		dropRecord: func(block, code uint64) bool { return block == blockModule && code == 13 },
		replace: func(block, code uint64, ops []uint64, blob []byte, w *bitstream.Writer) bool {
			if block != blockMetadataID || code != mdCodeStrings {
				return false
			}
			r := bitstream.NewReader(blob[:ops[1]])
			cs := blob[ops[1]:]
			for i := uint64(0); i < ops[0]; i++ {
				n, err := r.ReadVBR(6)
				if err != nil {
					t.Fatal(err)
				}
				w.EmitRecord(1, chars(string(cs[:n])))
				cs = cs[n:]
				strs++
			}
			return true
		},
		// the loop node uniqued, as old writers wrote it
		recode: func(block, code uint64) uint64 {
			if block == blockMetadataID && code == 5 {
				return mdCodeNode
			}
			return code
		},
	})
	if strs != 2 {
		t.Fatalf("%d strings rewritten, want 2", strs)
	}
	want := nativeReadsAs(t, "old loop tags", 13, false, old)
	readsAs13(t, want, "the old loop tags", `!{!"llvm.loop.interleave.count", i32 4}`, `!{!"llvm.loop.vectorize.enable", i1 true}`, `= distinct !{`)
}

// TestReadOldLocalVariable writes llvm-as-13's DILocalVariable records in
// the layout before LLVM 3.9 (no alignment flag; a tag, auto or argument
// variable, after the distinct flag): LLVM's loader skips the tag, and so
// must the native reader.
func TestReadOldLocalVariable(t *testing.T) {
	const src = `!llvm.dbg.cu = !{!1}
!llvm.module.flags = !{!6}
!named = !{!4, !5}

!0 = distinct !DISubprogram(name: "foo", scope: null, spFlags: DISPFlagDefinition, unit: !1)
!1 = distinct !DICompileUnit(language: DW_LANG_C99, file: !2, isOptimized: false, runtimeVersion: 0, emissionKind: NoDebug)
!2 = !DIFile(filename: "source.c", directory: "/dir")
!4 = !DILocalVariable(name: "param", arg: 1, scope: !0, line: 3, flags: DIFlagArtificial)
!5 = !DILocalVariable(name: "auto", scope: !0, line: 4)
!6 = !{i32 1, !"Debug Info Version", i32 3}
`
	bc := assemble(t, "13", src)
	want, err := llvmDis(13, bc, false)
	if err != nil {
		t.Fatal(err)
	}
	vars := 0
	old := transcode(t, bc, func(block, code uint64, ops []uint64) []uint64 {
		if block != blockMetadataID || code != 28 {
			return ops
		}
		vars++
		tag := uint64(0x100) // DW_TAG_auto_variable
		if ops[6] != 0 {
			tag = 0x101 // DW_TAG_arg_variable
		}
		// [distinct, tag, scope, name, file, line, type, arg, flags]
		return append([]uint64{ops[0] & 1, tag}, ops[1:8]...)
	})
	if vars != 2 {
		t.Fatalf("%d variables rewritten, want 2", vars)
	}
	if got := nativeReadsAs(t, "old local variables", 13, false, old); !bytes.Equal(got, want) {
		t.Errorf("llvm-dis-13 reads the old variables otherwise:\n%s\nwant:\n%s", got, want)
	}
}

// TestReadOutdatedDebugInfo sets llvm-as-13's "Debug Info Version" flag to
// 1, as files before LLVM 3.6 had it: LLVM's reader then strips the debug
// info (the units, the !dbg of functions and instructions, the calls of
// debug intrinsics), and so must the native reader. (The copy drops the
// symbol tables of function offsets.)
func TestReadOutdatedDebugInfo(t *testing.T) {
	const src = `@g = global i32 0, !dbg !10

define void @f(i32* %p) !dbg !4 {
  call void @llvm.dbg.declare(metadata i32* %p, metadata !7, metadata !DIExpression()), !dbg !9
  ret void, !dbg !9
}

declare void @llvm.dbg.declare(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !12)
!1 = !DIFile(filename: "a.c", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !5, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocalVariable(name: "p", arg: 1, scope: !4, file: !1, line: 1, type: !8)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DILocation(line: 1, scope: !4)
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(name: "g", scope: !0, file: !1, line: 1, type: !8, isLocal: false, isDefinition: true)
!12 = !{!10}
`
	bc := assemble(t, "13", src)
	n := 0
	old := transcodeWith(t, bc, rewrite{
		drop:       map[uint64]bool{blockValueSymtab: true},
		dropRecord: func(block, code uint64) bool { return block == blockModule && code == 13 },
		edit: func(block, code uint64, ops []uint64) []uint64 {
			if block == 11 && code == 4 && ops[0] == 3<<1 { // CONSTANTS INTEGER 3
				n++
				ops[0] = 1 << 1
			}
			return ops
		},
	})
	if n != 1 {
		t.Fatalf("%d versions rewritten, want 1", n)
	}
	want := nativeReadsAs(t, "outdated debug info", 13, false, old)
	if bytes.Contains(want, []byte("!dbg")) || bytes.Contains(want, []byte("call void @llvm.dbg")) || !bytes.Contains(want, []byte(`!{i32 2, !"Debug Info Version", i32 1}`)) {
		t.Errorf("llvm-dis-13 keeps the debug info:\n%s", want)
	}
}
