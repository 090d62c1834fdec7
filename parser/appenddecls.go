package parser

import (
	"slices"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/scanner"
	"github.com/irmeta/irmeta/token"
)

// AppendDeclarations returns m with the function declarations decls
// ("declare i32 @llvm.abs.i32(i32, i1)", which name no other global and
// no attribute group) appended to its text, without parsing the rest of
// the text again: the declarations are parsed where they land and their
// functions added after m's. The positions of m's own text do not move.
// It is how a checker reads a module with the declarations LLVM's parser
// adds by itself (see ast.Module.UndeclaredIntrinsics). m is not
// modified; the copy shares m's index slices but for its functions and
// entities.
func AppendDeclarations(m *ast.Module, decls []string) (*ast.Module, error) {
	size := len(m.Src) + 1
	for _, d := range decls {
		size += len(d) + 1
	}
	src := make([]byte, 0, size)
	src = append(src, m.Src...)
	start := token.Pos(len(src))
	for _, d := range decls {
		src = append(src, '\n')
		src = append(src, d...)
	}
	src = append(src, '\n')

	file := token.NewFile(m.File.Name, src)
	scratch := &ast.Module{File: file, Src: src, Version: m.Version, AttachKinds: slices.Clone(m.AttachKinds)}
	p := &parser{m: scratch, kindIndex: map[string]int32{}, ver: m.Version.Or(), pastHeader: true}
	p.attrs = attrTableFor(p.ver)
	p.globalNames = make(map[string]bool, len(m.Globals)+len(m.Functions))
	for i := range m.Globals {
		p.globalNames[m.Globals[i].Name] = true
	}
	for i := range m.Functions {
		p.globalNames[m.Functions[i].Name] = true
	}
	p.numberGlobalsBefore(m, start)
	p.file, p.src = file, src
	p.sc.Init(src)
	p.sc.Seek(int(start))
	p.tok.End = start
	p.next()
	p.untilTooMany(func() {
		for p.tok.Kind != scanner.EOF && len(p.errors) == 0 {
			p.parseEntity()
		}
	})
	if len(p.errors) > 0 {
		return nil, p.errors
	}
	for _, f := range scratch.Functions {
		if !f.Declare {
			return nil, ErrorList{NewError(file, f.Start, "not a declaration")}
		}
	}
	nm := new(ast.Module)
	*nm = *m
	nm.File, nm.Src = file, src
	nm.Functions = append(slices.Clip(m.Functions), scratch.Functions...)
	nm.Entities = slices.Clip(m.Entities)
	for _, e := range scratch.Entities {
		if e.Kind == ast.FunctionEntity {
			e.Index += int32(len(m.Functions))
		}
		nm.Entities = append(nm.Entities, e)
	}
	nm.TypedPointers = m.TypedPointers || scratch.TypedPointers
	nm.OpaquePointers = m.OpaquePointers || scratch.OpaquePointers
	return nm, nil
}
