package upgrade

import (
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/scanner"
)

// recordIntrinsics are the debug intrinsics the records of releases
// before llvmver.DebugRecords stand for, with their declarations.
var recordIntrinsics = map[string]struct{ name, decl string }{
	"dbg_value":   {"llvm.dbg.value", "declare void @llvm.dbg.value(metadata, metadata, metadata)"},
	"dbg_declare": {"llvm.dbg.declare", "declare void @llvm.dbg.declare(metadata, metadata, metadata)"},
	"dbg_label":   {"llvm.dbg.label", "declare void @llvm.dbg.label(metadata)"},
}

// debugIntrinsicCalls writes the debug records of a module as the debug
// intrinsic calls of the releases without records (the reverse of
// debugRecords): "#dbg_value(V, !var, !expr, !loc)" becomes "call void
// @llvm.dbg.value(metadata V, metadata !var, metadata !expr), !dbg !loc",
// and the intrinsics are declared. A #dbg_assign, which such releases
// have no call for, is left as it is.
func debugIntrinsicCalls(g *md.Graph, v llvmver.Version) []Change {
	if v.Has(llvmver.DebugRecords) {
		return nil
	}
	m := g.Module
	var out []Change
	used := map[string]bool{}
	for i := range m.Insts {
		in := &m.Insts[i]
		if in.Op != ast.OpDbgRecord {
			continue
		}
		kind, args, ok := readRecord(m, i)
		ri, known := recordIntrinsics[kind]
		if !ok || !known || len(args) < 2 {
			continue
		}
		loc := args[len(args)-1]
		var b strings.Builder
		b.WriteString("call void @" + ri.name + "(")
		for k, a := range args[:len(args)-1] {
			if k > 0 {
				b.WriteString(", ")
			}
			b.WriteString("metadata " + a)
		}
		b.WriteString("), !dbg " + loc)
		g.ReplaceText(in.Span, b.String())
		used[kind] = true
		out = append(out, Change{Pos: m.Position(in.Start), Msg: v.String() + " has no debug records: this #" + kind + " is a call of @" + ri.name})
	}
	declared := map[string]bool{}
	for i := range m.Functions {
		declared[m.Functions[i].Name] = true
	}
	for _, kind := range []string{"dbg_value", "dbg_declare", "dbg_label"} {
		if ri := recordIntrinsics[kind]; used[kind] && !declared["@"+ri.name] {
			g.AddTopLevel(ast.FunctionEntity, ri.decl)
		}
	}
	return out
}

// readRecord returns the kind ("dbg_value") and argument texts of debug
// record i.
func readRecord(m *ast.Module, i int) (string, []string, bool) {
	in := &m.Insts[i]
	src := m.Src
	var sc scanner.Scanner
	sc.Init(src[:in.End])
	sc.Seek(int(in.Start))
	t := sc.Next()
	if t.Kind != scanner.DbgRecord {
		return "", nil, false
	}
	kind := string(src[t.Start+1 : t.End])
	if sc.Next().Kind != scanner.LParen {
		return "", nil, false
	}
	spans, closed := splitArgs(&sc, src, t.End, false)
	if !closed {
		return "", nil, false
	}
	args := make([]string, len(spans))
	for k, sp := range spans {
		args[k] = string(src[sp.Start:sp.End])
	}
	return kind, args, true
}
