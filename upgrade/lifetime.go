package upgrade

import (
	"bytes"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

// lifetimeCalls deletes the llvm.lifetime.start/end calls whose pointer
// is not an alloca, as the releases with llvmver.LifetimeAllocaOnly load
// them. The instructions after them then have other indices, which the
// metadata of a module is compared by.
var lifetimePrefix = []byte("@llvm.lifetime.")

func lifetimeCalls(g *md.Graph, v llvmver.Version) []Change {
	if !v.Has(llvmver.LifetimeAllocaOnly) || !g.Module.MayCall("@llvm.lifetime.") {
		return nil
	}
	m := g.Module
	dec := parser.NewDecoder(m)
	var out []Change
	var cursor ast.TextCursor // the calls are all over the code
	for fi := range m.Functions {
		f := &m.Functions[fi]
		if f.Declare || len(f.Blocks) == 0 {
			continue
		}
		first, last := f.Insts()
		// Nothing decoded in another function is used again: the decoder
		// reuses its memory.
		dec.Recycle()
		var defs map[string]int // result name -> instruction, built on demand
		for i := first; i < last; i++ {
			in := &m.Insts[i]
			if in.Op != ast.OpCall {
				continue
			}
			cursor.Read(m, in.Span)
			if !bytes.Contains(m.Bytes(in.Span), lifetimePrefix) {
				continue
			}
			d, err := dec.Inst(int(i))
			// Only the old form with a size (callee, size, pointer) is
			// upgraded; LLVM 22's own one-operand markers stay.
			if err != nil || len(d.Operands) != 3 || !isLifetime(d.Operands[0].Value.Name) {
				continue
			}
			if defs == nil {
				defs = resultDefs(m, dec, first, last)
			}
			ptr := d.Operands[len(d.Operands)-1].Value
			if dec.IsAllocaBase(ptr, func(name string) (int, bool) { k, ok := defs[name]; return k, ok }) {
				// The call is made anew without its size, keeping only
				// its debug location.
				for _, a := range g.Attachments(md.Inst(int(i))) {
					if a.Kind != "dbg" && g.RemoveAttachment(md.Inst(int(i)), a.Kind) {
						out = append(out, Change{Pos: m.Position(in.Start), Lossy: true,
							Msg: v.String() + " drops the !" + a.Kind + " attachment of this lifetime marker (it remakes the call without its size)"})
					}
				}
				continue
			}
			g.RemoveInst(int(i))
			out = append(out, Change{Pos: m.Position(in.Start), Lossy: true,
				Msg: v.String() + " deletes this lifetime marker: its pointer " + ptr.Text + " is not an alloca"})
		}
	}
	return out
}

func isLifetime(callee string) bool {
	return strings.HasPrefix(callee, "@llvm.lifetime.start.") || strings.HasPrefix(callee, "@llvm.lifetime.end.")
}

// declaresPrefix reports whether m declares a function whose name starts
// with prefix: an intrinsic's calls need its declaration, so this stands
// for a search of the whole text.
func declaresPrefix(m *ast.Module, prefix string) bool {
	for i := range m.Functions {
		if strings.HasPrefix(m.Functions[i].Name, prefix) {
			return true
		}
	}
	return false
}

// resultDefs maps the result names of the instructions [first, last) of m
// to their indices (what a lifetime marker's pointer is looked up in).
func resultDefs(m *ast.Module, dec *parser.Decoder, first, last int32) map[string]int {
	defs := map[string]int{}
	for k := first; k < last; k++ {
		if m.Insts[k].HasResult {
			if dk, err := dec.Inst(int(k)); err == nil && dk.Result != "" {
				defs[dk.Result] = int(k)
			}
		}
	}
	return defs
}
