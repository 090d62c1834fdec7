package parser

import "github.com/irmeta/irmeta/scanner"

// Successors appends to dst the names (as Name decodes them) of the blocks
// that terminator i branches to: every operand the text writes as
// "label %x", in textual order. That is LLVM's successor order for every
// terminator but catchswitch, whose unwind destination, written last, LLVM
// numbers first. Unlike Inst it builds nothing but the names, so walking
// every terminator of a large module stays cheap.
func (d *Decoder) Successors(i int, dst []string) []string {
	in := &d.m.Insts[i]
	src := d.m.Src
	var sc scanner.Scanner
	sc.Init(src)
	sc.Seek(int(in.Start))
	afterLabel := false
	for {
		t := sc.Next()
		if t.Kind == scanner.EOF || t.Start >= in.End {
			return dst
		}
		if t.Kind == scanner.Ident && string(src[t.Start:t.End]) == "label" {
			afterLabel = true
			continue
		}
		if afterLabel && (t.Kind == scanner.LocalVar || t.Kind == scanner.LocalID) {
			dst = append(dst, nameIn(src, t.Start, t.End))
		}
		afterLabel = false
	}
}
