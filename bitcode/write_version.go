package bitcode

import (
	"fmt"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/upgrade"
)

// producer is the identification block's producer string: readers, this
// package's among them (llvmver.FromProducer), take the release whose
// record layouts apply from it.
func producer(v llvmver.Version) string {
	if v == 14 {
		return "LLVM14.0.6" // what llvm-as-14 writes
	}
	return fmt.Sprintf("LLVM%d.0.0", int(v))
}

// upgradeForWrite gives m as the parser of release v leaves it where that
// differs from the text in what the bitcode holds (intrinsic declarations
// LLVM replaces, see upgrade.IntrinsicDecls), by editing the text and
// reading it again; m itself when nothing changes. The results the
// upgrade leaves unnamed keep their names in the text.
func upgradeForWrite(m *ast.Module, v llvmver.Version) (*ast.Module, upgrade.Unnamed, error) {
	m, err := upgrade.DeclareIntrinsics(m, v)
	if err != nil {
		return m, nil, err
	}
	text, unnamed, err := upgrade.IntrinsicDecls(m, v)
	if text == nil || err != nil {
		return m, nil, err
	}
	out, err := parser.ParseFileOptions(m.File.Name, text, parser.Options{Version: m.Version})
	return out, unnamed, err
}

// withoutDebugInfo is g's module read again without its debug info when
// release v's llvm-as drops it (see upgrade.DropDebugInfo), else nil. g is
// edited.
func withoutDebugInfo(g *md.Graph, v llvmver.Version) *ast.Module {
	m := g.Module
	if !upgrade.DropDebugInfo(g, v) {
		return nil
	}
	text, err := g.Bytes()
	if err != nil {
		return nil
	}
	out, err := parser.ParseFileOptions(m.File.Name, text, parser.Options{Version: m.Version})
	if err != nil {
		return nil
	}
	return out
}
