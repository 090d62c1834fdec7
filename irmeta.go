// Package irmeta opens LLVM IR modules, text (.ll) or bitcode (.bc), and
// gives each with its metadata graph: the one entry point of the library.
//
// Open a module, walk it, edit it and write it back:
//
//	m, err := irmeta.Open("prog.ll")
//	if err != nil { ... }                      // parse errors: file:line:col: message
//	for fn, f := range m.Functions() {         // iterators over entities
//		for in, inst := range m.Insts(fn) {
//			if inst.Op == ast.OpCall {
//				m.SetAttachment(in, "my.note", note)
//			}
//		}
//	}
//	err = m.WriteFile("prog.ll")               // atomic; only edited lines change
//
// A Module embeds its *md.Graph, so every method of the graph is a method
// of the module: attachments (Attachment, SetAttachment), named metadata
// (Named, SetNamed), nodes (NodeByID, NewTuple), iterators (Functions,
// Blocks, Insts, AllInsts, AttachmentsSeq, NamedSeq, NodesSeq), names
// (TargetName, ResultName, FunctionOf) and printing (Print, Bytes). The
// syntax tree is m.Module (an *ast.Module).
//
// The typed views are packages that take the graph: di (debug info),
// tbaa (alias analysis), modflags (module flags), loops (loop metadata),
// opencl, taffo, dtrans and errprop.
//
// When edits show: metadata edits (attachments, named metadata, node
// operands and fields, new nodes) are visible through the graph at once;
// structural edits (InsertBefore, RemoveInst, AddTopLevel, RemoveEntity)
// change the text only, and show in the module after Commit, which prints
// and parses it again. See package md.
package irmeta

import (
	"fmt"
	"os"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/bitcode"
	"github.com/irmeta/irmeta/internal/cli"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

// A Module is a parsed module and its metadata graph.
type Module struct {
	*md.Graph
}

// AST returns the module's syntax tree (the same as m.Module).
func (m *Module) AST() *ast.Module { return m.Graph.Module }

// Open reads and parses the module in the file at path, text or bitcode.
// Parse errors come back as a parser.ErrorList ("file:line:col: message"
// for each).
func Open(path string) (*Module, error) { return ParseFile(path, nil, 0) }

// ParseFile parses the module called filename from src, text or bitcode,
// with go/parser's convention: a nil src means read the file. The mode
// selects parser options (parser.AllErrors, ...). Text is read under the
// newest modelled release that accepts it (parser.ParseFileAnyRelease).
// Bitcode is read by the native reader (package bitcode; no LLVM needed).
func ParseFile(filename string, src []byte, mode parser.Mode) (*Module, error) {
	if src == nil {
		var err error
		if src, err = os.ReadFile(filename); err != nil {
			return nil, err
		}
	}
	if bitcode.IsBitcode(src) {
		text, err := bitcode.DisassembleForParse(src, filename)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", filename, err)
		}
		src = text
	}
	// The library opens what any modelled release reads; the CLI applies
	// the one release --llvm names.
	am, err := parser.ParseFileAnyRelease(filename, src, mode)
	if err != nil {
		return nil, err
	}
	return &Module{Graph: md.New(am)}, nil
}

// Parse parses a module from text or bitcode held in memory; filename is
// used in messages.
func Parse(filename string, src []byte) (*Module, error) {
	if src == nil {
		src = []byte{}
	}
	return ParseFile(filename, src, 0)
}

// WriteFile prints the module with its edits to path, atomically: the
// file is replaced only when the whole module was written.
func (m *Module) WriteFile(path string) error {
	b, err := m.Bytes()
	if err != nil {
		return err
	}
	return cli.WriteFileAtomic(path, b)
}

// Commit applies structural edits: it prints the module, parses it again
// and replaces m's graph with the new one (see md.Graph.Commit).
func (m *Module) Commit() error {
	g, err := m.Graph.Commit()
	if err != nil {
		return err
	}
	m.Graph = g
	return nil
}
