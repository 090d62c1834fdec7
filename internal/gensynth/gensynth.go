// Package gensynth writes synthetic LLVM IR modules of a requested size
// with dense debug information, shaped like clang -O0 -g output for a large
// C program: every instruction has its own DILocation, every variable a
// DILocalVariable and a dbg.declare, loads and stores carry TBAA, loops
// carry distinct self-referential llvm.loop IDs. The output is valid for
// LLVM 14 (llvm-as, opt -passes=verify) and deterministic for a seed.
package gensynth

import (
	"bufio"
	"io"
	"math/rand"
	"strconv"
)

// Options controls the generated module.
type Options struct {
	// Size is the approximate size in bytes.
	Size int64
	// Seed makes the output deterministic.
	Seed int64
	// Opaque writes "ptr" instead of typed pointers.
	Opaque bool
}

// Fixed metadata ids; per-function nodes are numbered from firstFree.
const (
	mdCU, mdFile, mdInt, mdDouble, mdSubTy, mdSubTypes, mdTBAARoot, mdChar, mdIntTy, mdIntAccess,
	mdDoubleTy, mdDoubleAccess, mdMustProgress, mdStruct, mdStructElems, mdMemberX, mdMemberY,
	mdArray, mdArrayElems, mdSubrange, mdFlagDwarf, mdFlagDebug, mdFlagWchar, mdFlagPIC, mdIdent, mdGlobalExpr, mdGlobals, mdGlobalVar = iota, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27
	firstFree = 28
)

// gen holds the generator state.
type gen struct {
	opt  Options
	rnd  *rand.Rand
	code *bufio.Writer
	meta []byte
	next int // next metadata id
	line int
}

// Write generates a module and writes it to w.
func Write(w io.Writer, opt Options) error {
	g := &gen{opt: opt, rnd: rand.New(rand.NewSource(opt.Seed)), code: bufio.NewWriterSize(w, 1<<20), next: firstFree}
	g.meta = make([]byte, 0, int(opt.Size*6/10)+1<<16)
	g.header()
	var written int64
	for fn := 0; written+int64(len(g.meta)) < opt.Size-4096 || fn == 0; fn++ {
		written += g.function(fn)
	}
	g.footer()
	if _, err := g.code.Write(g.meta); err != nil {
		return err
	}
	return g.code.Flush()
}

// ptr returns the pointer type to elem: "ptr" or "elem*".
func (g *gen) ptr(elem string) string {
	if g.opt.Opaque {
		return "ptr"
	}
	return elem + "*"
}

func (g *gen) w(s ...string) int64 {
	var n int64
	for _, x := range s {
		k, _ := g.code.WriteString(x)
		n += int64(k)
	}
	return n
}

func itoa(i int) string { return strconv.Itoa(i) }

// md appends "!id = text\n" to the metadata section.
func (g *gen) md(id int, text string) {
	g.meta = append(g.meta, '!')
	g.meta = strconv.AppendInt(g.meta, int64(id), 10)
	g.meta = append(g.meta, " = "...)
	g.meta = append(g.meta, text...)
	g.meta = append(g.meta, '\n')
}

func (g *gen) id() int {
	g.next++
	return g.next - 1
}

// loc adds a DILocation in scope and returns a reference "!N".
func (g *gen) loc(scope int) string {
	id := g.id()
	g.line++
	g.md(id, "!DILocation(line: "+itoa(g.line)+", column: "+itoa(3+g.rnd.Intn(40))+", scope: !"+itoa(scope)+")")
	return "!" + itoa(id)
}

func (g *gen) header() {
	g.w("; synthetic module written by irmeta's gensynth\n",
		"source_filename = \"synthetic.c\"\n",
		"target datalayout = \"e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128\"\n",
		"target triple = \"x86_64-pc-linux-gnu\"\n\n",
		"%struct.S = type { i32, double }\n\n",
		"@.str = private unnamed_addr constant [14 x i8] c\"sum is %d %f\\0A\\00\", align 1\n",
		"@global_counter = dso_local global i32 0, align 4, !dbg !", itoa(mdGlobalExpr), "\n\n")
	g.md(mdCU, "distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: \"irmeta gensynth\", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !"+itoa(mdGlobals)+", splitDebugInlining: false, nameTableKind: None)")
	g.md(mdFile, "!DIFile(filename: \"synthetic.c\", directory: \"/tmp/irmeta\", checksumkind: CSK_MD5, checksum: \"0123456789abcdef0123456789abcdef\")")
	g.md(mdInt, "!DIBasicType(name: \"int\", size: 32, encoding: DW_ATE_signed)")
	g.md(mdDouble, "!DIBasicType(name: \"double\", size: 64, encoding: DW_ATE_float)")
	g.md(mdSubTy, "!DISubroutineType(types: !5)")
	g.md(mdSubTypes, "!{!2, !2, !2}")
	g.md(mdTBAARoot, "!{!\"Simple C/C++ TBAA\"}")
	g.md(mdChar, "!{!\"omnipotent char\", !6, i64 0}")
	g.md(mdIntTy, "!{!\"int\", !7, i64 0}")
	g.md(mdIntAccess, "!{!8, !8, i64 0}")
	g.md(mdDoubleTy, "!{!\"double\", !7, i64 0}")
	g.md(mdDoubleAccess, "!{!10, !10, i64 0}")
	g.md(mdMustProgress, "!{!\"llvm.loop.mustprogress\"}")
	g.md(mdStruct, "distinct !DICompositeType(tag: DW_TAG_structure_type, name: \"S\", file: !1, line: 1, size: 128, elements: !14)")
	g.md(mdStructElems, "!{!15, !16}")
	g.md(mdMemberX, "!DIDerivedType(tag: DW_TAG_member, name: \"x\", scope: !13, file: !1, line: 1, baseType: !2, size: 32)")
	g.md(mdMemberY, "!DIDerivedType(tag: DW_TAG_member, name: \"y\", scope: !13, file: !1, line: 1, baseType: !3, size: 64, offset: 64)")
	g.md(mdArray, "!DICompositeType(tag: DW_TAG_array_type, baseType: !2, size: 512, elements: !18)")
	g.md(mdArrayElems, "!{!19}")
	g.md(mdSubrange, "!DISubrange(count: 16)")
	g.md(mdFlagDwarf, "!{i32 7, !\"Dwarf Version\", i32 5}")
	g.md(mdFlagDebug, "!{i32 2, !\"Debug Info Version\", i32 3}")
	g.md(mdFlagWchar, "!{i32 1, !\"wchar_size\", i32 4}")
	g.md(mdFlagPIC, "!{i32 7, !\"PIC Level\", i32 2}")
	g.md(mdIdent, "!{!\"irmeta gensynth\"}")
	g.md(mdGlobalExpr, "!DIGlobalVariableExpression(var: !"+itoa(mdGlobalVar)+", expr: !DIExpression())")
	g.md(mdGlobals, "!{!"+itoa(mdGlobalExpr)+"}")
	g.md(mdGlobalVar, "distinct !DIGlobalVariable(name: \"global_counter\", scope: !0, file: !1, line: 2, type: !2, isLocal: false, isDefinition: true)")
}

func (g *gen) footer() {
	g.w("declare void @llvm.dbg.declare(metadata, metadata, metadata) #1\n",
		"declare i32 @printf(", g.ptr("i8"), " noundef, ...) #2\n\n",
		"attributes #0 = { noinline nounwind optnone uwtable \"frame-pointer\"=\"all\" \"min-legal-vector-width\"=\"0\" \"no-trapping-math\"=\"true\" \"stack-protector-buffer-size\"=\"8\" \"target-cpu\"=\"x86-64\" \"target-features\"=\"+cx8,+fxsr,+mmx,+sse,+sse2,+x87\" \"tune-cpu\"=\"generic\" }\n",
		"attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }\n",
		"attributes #2 = { \"frame-pointer\"=\"all\" \"no-trapping-math\"=\"true\" \"stack-protector-buffer-size\"=\"8\" \"target-cpu\"=\"x86-64\" }\n\n",
		"!llvm.dbg.cu = !{!0}\n",
		"!llvm.module.flags = !{!20, !21, !22, !23}\n",
		"!llvm.ident = !{!24}\n\n")
}

// function writes one function and returns the bytes of code written.
func (g *gen) function(fn int) int64 {
	name := "fn" + itoa(fn)
	sp := g.id()
	retained := g.id()
	g.md(sp, "distinct !DISubprogram(name: \""+name+"\", scope: !1, file: !1, line: "+itoa(g.line+1)+", type: !4, scopeLine: "+itoa(g.line+2)+", flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !"+itoa(retained)+")")
	g.md(retained, "!{}")
	i32p, dblp := g.ptr("i32"), g.ptr("double")
	sp2 := g.ptr("%struct.S")
	arrp := g.ptr("[16 x i32]")
	var n int64
	n += g.w("; Function Attrs: noinline nounwind optnone uwtable\n",
		"define dso_local i32 @", name, "(i32 noundef %a, i32 noundef %b) #0 !dbg !", itoa(sp), " {\nentry:\n")
	vars := []struct{ name, ty, dity string }{
		{"a", "i32", "!2"}, {"b", "i32", "!2"}, {"s", "%struct.S", "!13"}, {"arr", "[16 x i32]", "!17"}, {"i", "i32", "!2"}, {"sum", "i32", "!2"},
	}
	for _, v := range vars {
		n += g.w("  %", v.name, ".addr = alloca ", v.ty, ", align 16\n")
	}
	for k, v := range vars {
		dv := g.id()
		arg := ""
		if k < 2 {
			arg = ", arg: " + itoa(k+1)
		}
		g.md(dv, "!DILocalVariable(name: \""+v.name+"\""+arg+", scope: !"+itoa(sp)+", file: !1, line: "+itoa(g.line+1)+", type: "+v.dity+")")
		if k < 2 {
			n += g.w("  store i32 %", v.name, ", ", i32p, " %", v.name, ".addr, align 4, !tbaa !9\n")
		}
		n += g.w("  call void @llvm.dbg.declare(metadata ", g.ptr(v.ty), " %", v.name, ".addr, metadata !", itoa(dv), ", metadata !DIExpression()), !dbg ", g.loc(sp), "\n")
	}
	n += g.w("  store i32 0, ", i32p, " %sum.addr, align 4, !dbg ", g.loc(sp), ", !tbaa !9\n",
		"  store i32 0, ", i32p, " %i.addr, align 4, !dbg ", g.loc(sp), ", !tbaa !9\n",
		"  br label %for.cond, !dbg ", g.loc(sp), "\n\nfor.cond:\n")
	block := g.id()
	g.md(block, "distinct !DILexicalBlock(scope: !"+itoa(sp)+", file: !1, line: "+itoa(g.line)+", column: 3)")
	n += g.w("  %iv = load i32, ", i32p, " %i.addr, align 4, !dbg ", g.loc(block), ", !tbaa !9\n",
		"  %cmp = icmp slt i32 %iv, 16, !dbg ", g.loc(block), "\n",
		"  br i1 %cmp, label %for.body, label %for.end, !dbg ", g.loc(block), "\n\nfor.body:\n",
		"  %idx = sext i32 %iv to i64, !dbg ", g.loc(block), "\n",
		"  %elt.addr = getelementptr inbounds [16 x i32], ", arrp, " %arr.addr, i64 0, i64 %idx, !dbg ", g.loc(block), "\n",
		"  %elt = load i32, ", i32p, " %elt.addr, align 4, !dbg ", g.loc(block), ", !tbaa !9\n",
		"  %s0 = load i32, ", i32p, " %sum.addr, align 4, !dbg ", g.loc(block), ", !tbaa !9\n")
	// The bulk: a chain of arithmetic statements, each with a location.
	prev := "%s0"
	stmts := 8 + g.rnd.Intn(24)
	for k := 0; k < stmts; k++ {
		cur := "%t" + itoa(k)
		op := [...]string{"add nsw", "mul", "sub nsw", "xor", "and", "or", "shl"}[g.rnd.Intn(7)]
		operand := "%elt"
		if k%3 == 1 {
			operand = itoa(1 + g.rnd.Intn(100))
		}
		if op == "shl" {
			operand = "1"
		}
		n += g.w("  ", cur, " = ", op, " i32 ", prev, ", ", operand, ", !dbg ", g.loc(block), "\n")
		prev = cur
	}
	n += g.w("  %y.addr = getelementptr inbounds %struct.S, ", sp2, " %s.addr, i32 0, i32 1, !dbg ", g.loc(block), "\n",
		"  %conv = sitofp i32 ", prev, " to double, !dbg ", g.loc(block), "\n",
		"  %scaled = fmul double %conv, 1.500000e+00, !dbg ", g.loc(block), "\n",
		"  store double %scaled, ", dblp, " %y.addr, align 8, !dbg ", g.loc(block), ", !tbaa !11\n")
	if fn > 0 {
		n += g.w("  %call = call i32 @fn", itoa(fn-1), "(i32 noundef ", prev, ", i32 noundef %elt), !dbg ", g.loc(block), "\n",
			"  %total = add nsw i32 %call, ", prev, ", !dbg ", g.loc(block), "\n")
		prev = "%total"
	}
	n += g.w("  store i32 ", prev, ", ", i32p, " %sum.addr, align 4, !dbg ", g.loc(block), ", !tbaa !9\n",
		"  br label %for.inc, !dbg ", g.loc(block), "\n\nfor.inc:\n",
		"  %iv2 = load i32, ", i32p, " %i.addr, align 4, !dbg ", g.loc(block), ", !tbaa !9\n",
		"  %inc = add nsw i32 %iv2, 1, !dbg ", g.loc(block), "\n",
		"  store i32 %inc, ", i32p, " %i.addr, align 4, !dbg ", g.loc(block), ", !tbaa !9\n")
	loop := g.id()
	start, end := g.loc(block), g.loc(block)
	g.md(loop, "distinct !{!"+itoa(loop)+", "+start+", "+end+", !12}")
	n += g.w("  br label %for.cond, !dbg ", g.loc(block), ", !llvm.loop !", itoa(loop), "\n\nfor.end:\n",
		"  %result = load i32, ", i32p, " %sum.addr, align 4, !dbg ", g.loc(sp), ", !tbaa !9\n",
		"  %pos = icmp sgt i32 %result, 0, !dbg ", g.loc(sp), "\n",
		"  %abs.neg = sub nsw i32 0, %result, !dbg ", g.loc(sp), "\n",
		"  %abs = select i1 %pos, i32 %result, i32 %abs.neg, !dbg ", g.loc(sp), "\n",
		"  switch i32 %abs, label %done [\n    i32 0, label %zero\n    i32 1, label %zero\n  ], !dbg ", g.loc(sp), "\n\nzero:\n",
		"  store i32 1, ", i32p, " @global_counter, align 4, !dbg ", g.loc(sp), ", !tbaa !9\n",
		"  br label %done, !dbg ", g.loc(sp), "\n\ndone:\n",
		"  ret i32 %abs, !dbg ", g.loc(sp), "\n}\n\n")
	return n
}
