package di_test

import (
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/di"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

const buildSkeleton = `define i32 @f(i32 %a) {
entry:
  %p = alloca i32
  %x = add i32 %a, 1
  br label %exit
exit:
  ret i32 %x
}

define i32 @g() {
  ret i32 0
}
`

// buildAll builds one node of every kind LLVM 14 knows from Go, wired into
// a valid module: a compile unit with enums, types, globals, imports and
// macros, a subprogram with variables and a label, lexical blocks and
// locations on the instructions. newer adds the kinds of LLVM 15+.
func buildAll(t *testing.T, newer bool) (*md.Graph, []*md.Node) {
	m, err := parser.ParseFile("built.ll", []byte(buildSkeleton), 0)
	if err != nil {
		t.Fatal(err)
	}
	g := md.New(m)
	var built []*md.Node
	b := func(x di.DINode) *md.Node {
		t.Helper()
		n, err := di.Build(g, x)
		if err != nil {
			t.Fatalf("Build(%s): %v", di.Format(x), err)
		}
		built = append(built, n)
		return n
	}
	tuple := func(ops ...md.Metadata) *md.Node { return g.NewTuple(ops...) }
	file := b(&di.File{Filename: "built.c", Directory: "/src", ChecksumKind: 1, Checksum: "000102030405060708090a0b0c0d0e0f"})
	intT := b(&di.BasicType{Name: "int", Size: di.Const(32), Encoding: 5})
	charT := b(&di.BasicType{Name: "char", Size: di.Const(8), Encoding: 6})
	ptrT := b(&di.DerivedType{Tag: di.TagPointerType, BaseType: charT, Size: di.Const(64)})
	typedef := b(&di.DerivedType{Tag: di.TagTypedef, Name: "myint", File: file, Line: 2, BaseType: intT})
	enumerators := tuple(b(&di.Enumerator{Name: "A", Value: big.NewInt(0)}), b(&di.Enumerator{Name: "B", Value: big.NewInt(-1)}))
	enumT := b(&di.CompositeType{Tag: di.TagEnumerationType, Name: "E", File: file, Line: 3, BaseType: intT, Size: di.Const(32), Elements: enumerators, Flags: di.FlagEnumClass})
	prop := b(&di.ObjCProperty{Name: "p", File: file, Line: 4, Setter: "setP:", Getter: "p", Attributes: 3, Type: intT})
	structT := b(&di.CompositeType{Tag: di.TagStructureType, Name: "S", File: file, Line: 5, Size: di.Const(64), Identifier: "_ZTS1S"})
	member := b(&di.DerivedType{Tag: di.TagMember, Name: "m", Scope: structT, File: file, Line: 6, BaseType: intT, Size: di.Const(32), Offset: di.Const(32), Flags: di.FlagPublic})
	structFull := b(&di.CompositeType{Tag: di.TagStructureType, Name: "T", File: file, Line: 7, Size: di.Const(64), Elements: tuple(member, prop)})
	sub := b(&di.Subrange{Count: di.Const(4), LowerBound: di.Const(0)})
	arrT := b(&di.CompositeType{Tag: di.TagArrayType, BaseType: intT, Size: di.Const(128), Elements: tuple(sub)})
	gsub := b(&di.GenericSubrange{LowerBound: di.Const(1), Count: di.Const(3), Stride: di.Const(4)})
	farr := b(&di.CompositeType{Tag: di.TagArrayType, BaseType: intT, Elements: tuple(gsub), DataLocation: b(di.NewExpression(di.Operation{Op: di.OpPushObjectAddress}, di.Operation{Op: di.OpDeref}))})
	strT := b(&di.StringType{Name: "character(10)", Size: di.Const(80)})
	fnT := b(&di.SubroutineType{Types: tuple(intT, intT)})
	cuNode := func(globals, imports, macros *md.Node) *md.Node {
		return b(&di.CompileUnit{Base: di.Base{Distinct: true}, Language: 0x0c, File: file, Producer: "irmeta", IsOptimized: true,
			EmissionKind: di.FullDebug, Enums: tuple(enumT), RetainedTypes: tuple(ptrT, typedef, structFull, arrT, farr, strT),
			Globals: globals, Imports: imports, Macros: macros, SplitDebugInlining: true})
	}
	ns := b(&di.Namespace{Name: "ns", Scope: file})
	mod := b(&di.Module{Scope: file, Name: "M", ConfigMacros: "-DX", IncludePath: "/inc"})
	gv := b(&di.GlobalVariable{Name: "gv", LinkageName: "gv", Scope: file, File: file, Line: 8, Type: intT, IsDefinition: true})
	gve := b(&di.GlobalVariableExpression{Var: gv, Expr: b(di.NewExpression(di.Operation{Op: di.OpConstu, Args: []uint64{7}}, di.Operation{Op: di.OpStackValue}))})
	macros := tuple(b(&di.MacroFile{File: file, Nodes: tuple(b(&di.Macro{Type: di.MacinfoDefine, Line: 1, Name: "X", Value: "1"}))}))
	imported := b(&di.ImportedEntity{Tag: di.TagImportedModule, Scope: ns, Entity: mod, File: file, Line: 9})
	cu := cuNode(tuple(gve), tuple(imported), macros)
	tparams := tuple(b(&di.TemplateTypeParameter{Name: "T", Type: intT}), b(&di.TemplateValueParameter{Name: "N", Type: intT, Value: md.NewInt(32, 3)}))
	sp := b(&di.Subprogram{Base: di.Base{Distinct: true}, Name: "f", LinkageName: "f", Scope: file, File: file, Line: 10, Type: fnT, ScopeLine: 10,
		Flags: di.FlagPrototyped, SPFlags: di.SPFlagDefinition | di.SPFlagOptimized, Unit: cu, TemplateParams: tparams})
	block := b(&di.LexicalBlock{Base: di.Base{Distinct: true}, Scope: sp, File: file, Line: 11, Column: 3})
	blockFile := b(&di.LexicalBlockFile{Base: di.Base{Distinct: true}, Scope: block, File: file, Discriminator: 2})
	arg := b(&di.LocalVariable{Name: "a", Arg: 1, Scope: sp, File: file, Line: 10, Type: typedef})
	label := b(&di.Label{Scope: sp, Name: "exit", File: file, Line: 12})
	common := b(&di.CommonBlock{Scope: sp, Declaration: gv, Name: "c", File: file, Line: 13})
	_ = common
	g.SetField(sp, "retainedNodes", tuple(arg, label))
	callee := b(&di.Location{Line: 14, Column: 2, Scope: sp})
	g.SetAttachment(md.Function(0), "dbg", sp)
	g.SetAttachment(md.Inst(0), "dbg", b(&di.Location{Line: 11, Column: 4, Scope: block}))
	g.SetAttachment(md.Inst(1), "dbg", b(&di.Location{Line: 11, Column: 5, Scope: block}))
	g.SetAttachment(md.Inst(2), "dbg", b(&di.Location{Line: 12, Scope: blockFile, InlinedAt: callee}))
	g.SetAttachment(md.Inst(3), "dbg", b(&di.Location{Line: 12, Column: 1, Scope: sp}))
	g.SetNamed("llvm.dbg.cu", []*md.Node{cu})
	g.SetNamed("llvm.module.flags", []*md.Node{tuple(md.NewInt(32, 2), md.NewString("Debug Info Version"), md.NewInt(32, 3)), tuple(md.NewInt(32, 7), md.NewString("Dwarf Version"), md.NewInt(32, 5))})
	g.SetNamed("keep", []*md.Node{common})
	if newer {
		g.SetAttachment(md.Inst(0), "DIAssignID", b(&di.AssignID{Base: di.Base{Distinct: true}}))
		g.AddNamedOperand("keep", b(&di.FixedPointType{Name: "fx", Size: di.Const(32), Encoding: 0x0d, FixedKind: 0, Factor: -4}))
		g.AddNamedOperand("keep", b(&di.SubrangeType{Name: "r", File: file, Line: 2, BaseType: intT, LowerBound: di.Const(1), UpperBound: di.Const(9)}))
	}
	return g, built
}

// TestBuildAccepted builds every kind from Go, prints the module and has
// llvm-as 14 and 22 accept it (the verifier included, debug info not
// stripped); LLVM 22 prints every built node as Format does.
func TestBuildAccepted(t *testing.T) {
	for _, tc := range []struct {
		as     string
		dis    string
		newer  bool
		oracle bool
	}{{"llvm-as-14", "llvm-dis-14", false, false}, {"llvm-as-22", "llvm-dis-22", true, true}} {
		g, built := buildAll(t, tc.newer)
		text, err := g.Bytes()
		if err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(t.TempDir(), "built.ll")
		if err := os.WriteFile(path, text, 0o644); err != nil {
			t.Fatal(err)
		}
		out, err := exec.Command(tc.as, path, "-o", path+".bc").CombinedOutput()
		if err != nil || len(out) > 0 {
			t.Fatalf("%s rejects the built module: %v\n%s\n%s", tc.as, err, out, text)
		}
		if !tc.oracle {
			continue
		}
		dis, err := exec.Command(tc.dis, path+".bc", "-o", "-").Output()
		if err != nil {
			t.Fatal(err)
		}
		llvm := map[string]bool{}
		for _, h := range llvmHashes(dis) {
			llvm[h] = true
		}
		kinds := map[string]bool{}
		for _, n := range built {
			x, err := di.Read(n)
			if err != nil {
				t.Fatal(err)
			}
			kinds[x.Kind()] = true
			if x.Kind() == "DIExpression" {
				continue // printed inline
			}
			if !llvm[hashText(mask(di.Format(x)))] {
				t.Errorf("LLVM 22 prints the built %s otherwise than %s", x.Kind(), di.Format(x))
			}
		}
		if len(kinds) < 30 {
			t.Errorf("built %d kinds, want every kind but DIArgList and GenericDINode: %v", len(kinds), kinds)
		}
		if testing.Verbose() {
			t.Logf("%d kinds built and accepted: %s", len(kinds), strings.Join(sortedKeys(kinds), " "))
		}
	}
}

func sortedKeys(m map[string]bool) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	for i := range out {
		for j := i + 1; j < len(out); j++ {
			if out[j] < out[i] {
				out[i], out[j] = out[j], out[i]
			}
		}
	}
	return out
}
