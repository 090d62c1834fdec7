package bitcode

import (
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/bitcode/bitstream"
	"github.com/irmeta/irmeta/intrinsics"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
)

func itoa(i int) string { return strconv.Itoa(i) }

type printState struct {
	attrSlots map[string]int
	attrOrder []*attrSet
	prepared  bool
	mdDoneFn  int // functions (module order) whose metadata is numbered
}

func (d *decoder) ps() *printState {
	if d.pstate == nil {
		d.pstate = &printState{attrSlots: map[string]int{}}
	}
	return d.pstate
}

func (s *attrSet) canon() string {
	if s.key == "" {
		s.key = s.String(true)
	}
	return s.key
}

func (d *decoder) attrSlot(s *attrSet) int {
	p := d.ps()
	k := s.canon()
	if n, ok := p.attrSlots[k]; ok {
		return n
	}
	n := len(p.attrOrder)
	p.attrSlots[k] = n
	p.attrOrder = append(p.attrOrder, s)
	return n
}

// prepare numbers what SlotTracker::processModule numbers.
func (d *decoder) prepare() {
	p := d.ps()
	if p.prepared {
		return
	}
	p.prepared = true
	d.flushOldGlobalVars()
	d.stripModuleDebugInfo()
	d.upgradePICLevel()
	d.attachOldSubprograms()
	d.upgradeCtors()
	d.upgradeCUSubprograms()
	d.remangleIntrinsics()
	d.upgradeWidenedDecls()
	d.upgradeARC()
	d.dropIncompatibleAttrs()
	d.resetIntrinsicAttrs()
	n := 0
	for _, g := range d.vars {
		if !g.v.named {
			g.v.slot = n
			n++
		}
		d.globalMD(g)
		if s := setAt(d.attrList(g.attrs), fnIndex); s != nil && g.attrs != 0 {
			d.attrSlot(s)
		}
	}
	for _, g := range d.aliases {
		if !g.v.named {
			g.v.slot = n
			n++
		}
	}
	for _, g := range d.ifuncs {
		if !g.v.named {
			g.v.slot = n
			n++
		}
	}
	for _, nm := range d.named {
		for _, op := range nm.ops {
			d.slot(op)
		}
	}
	for _, g := range d.funcs {
		if !g.v.named {
			g.v.slot = n
			n++
		}
		if s := setAt(d.attrList(g.paramattr), fnIndex); s != nil && len(s.attrs) > 0 {
			d.attrSlot(s)
		}
	}
}

func (d *decoder) globalMD(g *globalValue) {
	for _, a := range d.sortedAttach(g.mds) {
		d.slot(a.md)
	}
}

// sortedAttach orders attachments as getAllMetadata does: !dbg first,
// then by the kind id LLVM's reader gives them (see kindRank).
func (d *decoder) sortedAttach(as []attachment) []attachment {
	sorted := true
	for i := 1; i < len(as) && sorted; i++ {
		sorted = d.kindRank(as[i-1].kind) <= d.kindRank(as[i].kind)
	}
	if sorted {
		return as // the common case (one attachment) needs no copy
	}
	out := append([]attachment(nil), as...)
	sort.SliceStable(out, func(i, j int) bool { return d.kindRank(out[i].kind) < d.kindRank(out[j].kind) })
	return out
}

// kindRank is the kind id LLVM's reader gives the module's kind k. LLVM's
// writers list every kind their release fixes, at its fixed id, then the
// others in the order they were registered: that numbering is the
// reader's, and k is its own rank. Other writers (irmeta's, which numbers
// the kinds as the text names them) may not: then a kind ranks by the id
// LLVM fixes for its name, or after all fixed ids in the order the
// METADATA_KIND block lists the others (the order the reader registers
// them in).
func (d *decoder) kindRank(k uint64) int {
	if d.kindRanks == nil {
		d.kindRanks = map[uint64]int{}
		if d.llvmKindNumbering() {
			return int(k)
		}
		var custom []uint64
		for id, name := range d.mdKinds {
			if r, ok := md.FixedKindID(name); ok {
				d.kindRanks[id] = r
			} else {
				custom = append(custom, id)
			}
		}
		slices.Sort(custom)
		for i, id := range custom {
			d.kindRanks[id] = 1<<20 + i
		}
	}
	if len(d.kindRanks) == 0 {
		return int(k) // LLVM's numbering (or no kinds)
	}
	if r, ok := d.kindRanks[k]; ok {
		return r
	}
	return 1<<30 + int(k)
}

// llvmFixedKinds is how many kinds every release from LLVM 11 on fixes.
const llvmFixedKinds = 28

// llvmKindNumbering reports whether the METADATA_KIND block numbers the
// kinds as LLVM's writers do: the first fixed kinds at their fixed ids.
func (d *decoder) llvmKindNumbering() bool {
	for id := uint64(0); id < llvmFixedKinds; id++ {
		fixed, ok := md.FixedKindID(d.mdKinds[id])
		if !ok || uint64(fixed) != id {
			return false
		}
	}
	return true
}

func (d *decoder) attachText(as []attachment, sep string) string {
	return string(d.appendAttach(nil, as, sep))
}

// appendAttach appends attachText(as, sep) to b.
func (d *decoder) appendAttach(b []byte, as []attachment, sep string) []byte {
	for _, a := range d.sortedAttach(as) {
		b = append(b, sep...)
		name, ok := d.mdKinds[a.kind]
		if !ok {
			b = append(b, "!<unknown kind #"...)
			b = strconv.AppendUint(b, a.kind, 10)
			b = append(b, '>')
		} else {
			b = append(b, '!')
			b = appendMetadataName(b, name)
		}
		b = append(b, ' ')
		b = d.appendMDRef(b, a.md)
	}
	return b
}

// numberFunctionMD numbers the metadata of functions up to and including g.
func (d *decoder) numberFunctionMD(upto *globalValue) {
	p := d.ps()
	for p.mdDoneFn < len(d.funcs) {
		g := d.funcs[p.mdDoneFn]
		if g == upto {
			return
		}
		p.mdDoneFn++
		d.globalMD(g)
	}
}

func (d *decoder) readLocalVST(f *function) error {
	return d.eachRecord(func(e *bitstream.Entry) error {
		if len(e.Ops) < 1 {
			return d.recErr(e, "short symbol table record")
		}
		name := bitstream.String(e.Ops[1:])
		switch e.ID {
		case 1:
			v := d.val(e.Ops[0])
			if v == nil {
				return d.recErr(e, "name for invalid value %d", e.Ops[0])
			}
			v.name, v.named = name, true
		case 2:
			if e.Ops[0] >= uint64(len(f.blocks)) {
				return d.recErr(e, "name for invalid block %d", e.Ops[0])
			}
			b := f.blocks[e.Ops[0]].v
			b.name, b.named = name, true
		}
		return nil
	})
}

func (d *decoder) readUselist(f *function) error {
	return d.eachRecord(func(e *bitstream.Entry) error {
		if e.ID != 2 || f == nil || len(e.Ops) < 2 {
			return nil
		}
		f.usesNewestFirst()
		id := e.Ops[len(e.Ops)-1]
		if id >= uint64(len(f.blocks)) {
			return d.recErr(e, "use-list order for invalid block %d", id)
		}
		b := f.blocks[id]
		idx := e.Ops[:len(e.Ops)-1]
		if len(idx) != len(b.uses) {
			return nil
		}
		type keyed struct {
			k uint64
			b *bblock
		}
		ks := make([]keyed, len(b.uses))
		for i, u := range b.uses {
			ks[i] = keyed{idx[i], u}
		}
		sort.SliceStable(ks, func(i, j int) bool { return ks[i].k < ks[j].k })
		for i := range ks {
			b.uses[i] = ks[i].b
		}
		return nil
	})
}

func (d *decoder) finishFunction(f *function) error {
	if err := d.checkFunctionDbg(f); err != nil {
		return err
	}
	f.usesNewestFirst()
	d.prepare()
	d.dropUpgradedAway(f)
	d.spliceUpgrades(f)
	d.stripFunctionDebugInfo(f)
	d.numberFunctionMD(f.g)
	// local slots
	n := 0
	for _, a := range f.args {
		if !a.named {
			a.slot = n
			n++
		}
	}
	for _, b := range f.blocks {
		if !b.v.named {
			b.v.slot = n
			n++
		}
		for _, in := range b.insts {
			if in.res != nil && !in.res.named {
				in.res.slot = n
				n++
			}
		}
	}
	// metadata numbering (processFunctionMetadata)
	p := d.ps()
	p.mdDoneFn++
	d.globalMD(f.g)
	for _, b := range f.blocks {
		for _, in := range b.insts {
			x := in.ext()
			for _, m := range x.recMD {
				d.slot(m)
			}
			for _, v := range x.intrinsicMD {
				d.slot(v.md)
			}
			if in.loc != 0 {
				d.slotLoc(in.loc)
			}
			if len(x.attach) > 0 {
				for _, a := range d.sortedAttach(x.attach) {
					d.slot(a.md)
				}
			}
			if x.callFn != nil && len(x.callFn.attrs) > 0 {
				d.attrSlot(x.callFn)
			}
		}
	}
	// Constants of the function are spelled now: their operands are ids
	// into the function's value table, which the next function reuses.
	if d.arcPending {
		d.noteARCConstUses(d.vals[f.base:])
	}
	d.fnConsts = true
	for _, v := range d.vals[f.base:] {
		if v != nil && v.kind == vConst {
			d.constText(v)
		}
	}
	d.fnConsts = false
	d.tfFunctions(f.g)
	if d.deferText == 0 {
		d.deferText = 1
		if d.hasUnnamedStructs() {
			d.deferText = 2
		}
	}
	if d.deferText == 1 && !d.sawBlockAddress {
		// Nothing this function prints can change later: spell it now
		// and let its instructions go.
		tb := textBuf{b: d.fnText.tail()}
		d.renderFunction(f, &tb)
		f.text = d.fnText.commit(tb.b)
		f.rendered = true
		// What a blockaddress in a later function prints of the blocks
		// stays; the rest goes.
		f.labels = make([]blockLabel, len(f.blocks))
		for i, b := range f.blocks {
			f.labels[i] = blockLabel{name: b.v.name, slot: b.v.slot, named: b.v.named}
		}
		f.blocks, f.args, f.last = nil, nil, nil
		// Its arguments and instructions as metadata (LocalAsMetadata)
		// are spelled only inside its body: they can go too.
		for id := f.mdBase; id < d.md.len(); id++ {
			if e := d.md.entries[id]; e != nil && e.kind == mdValue && e.val != nil && (e.val.kind == vArg || e.val.kind == vInst) {
				d.md.entries[id] = nil
			}
		}
		d.streamFunctions(f.g)
		return nil
	}
	f.deferred = true
	return nil
}

// streamFunctions writes the functions up to and including upto (just
// spelled) to d.out, with the module's beginning first, as soon as the
// beginning is final: when every identified struct type has been met, as
// the type definitions are printed in the order the functions meet them.
// The function text is then not held until the end.
func (d *decoder) streamFunctions(upto *globalValue) {
	if d.out == nil || d.sawBlockAddress || d.deferText != 1 {
		return
	}
	if !d.headWritten {
		if !d.typesFinal() {
			return
		}
		d.writeHead(d.out, d.moduleID)
	}
	for d.fnNext < len(d.funcs) {
		g := d.funcs[d.fnNext]
		if !g.proto && (g.fn == nil || !g.fn.rendered) {
			return // a body not read yet (bodies come in this order)
		}
		if g.arcPending {
			return // kept or not once every body is read (see dropUnusedARC)
		}
		d.writeFunction(d.out, g, nil)
		d.fnNext++
		if g == upto {
			// everything spelled so far is written
			d.fnText.reset()
			return
		}
	}
}

// typesFinal reports whether the type finder has met every identified
// struct type, so that the order of their definitions cannot change.
func (d *decoder) typesFinal() bool {
	if d.identTotal < 0 {
		d.identTotal = 0
		seen := map[*typ]bool{}
		for _, t := range d.types {
			if t != nil && t.kind == tStruct && t.ident && !seen[t] {
				seen[t] = true
				d.identTotal++
			}
		}
	}
	return len(d.tf().found) == d.identTotal
}

// renderFunction spells a function definition into sb.
func (d *decoder) renderFunction(f *function, sb *textBuf) {
	sb.WriteString(d.functionHeader(f.g))
	sb.b = d.appendAttach(sb.b, f.g.mds, " ")
	sb.WriteString(" {")
	for i, b := range f.blocks {
		if b.v.named {
			sb.writeByte('\n')
			sb.WriteString(d.st.llvmName(0, b.v.name))
			sb.writeByte(':')
		} else if i > 0 {
			sb.writeByte('\n')
			sb.b = strconv.AppendInt(sb.b, int64(b.v.slot), 10)
			sb.writeByte(':')
		}
		if i > 0 {
			sb.pad(50)
			sb.writeByte(';')
			if len(b.uses) == 0 {
				sb.WriteString(" No predecessors!")
			} else {
				sb.WriteString(" preds = ")
				for k, u := range b.uses {
					if k > 0 {
						sb.WriteString(", ")
					}
					sb.op(d, u.v)
				}
			}
		}
		sb.writeByte('\n')
		for _, in := range b.insts {
			x := in.ext()
			for _, r := range x.records {
				sb.WriteString("    ")
				r(sb)
				sb.writeByte('\n')
			}
			sb.WriteString("  ")
			if in.res != nil {
				sb.op(d, in.res)
				sb.WriteString(" = ")
			}
			if in.emit != nil {
				in.emit(sb)
			} else {
				sb.WriteString(in.text())
			}
			if in.loc != 0 {
				sb.WriteString(", !dbg ")
				if s := *d.locSlot(in.loc); s > 0 {
					sb.writeByte('!')
					sb.b = strconv.AppendInt(sb.b, int64(s-1), 10)
				} else {
					sb.WriteString("<badref>")
				}
			}
			if len(x.attach) > 0 {
				sb.b = d.appendAttach(sb.b, x.attach, ", ")
			}
			if x.comment != nil {
				x.comment(sb)
			}
			sb.writeByte('\n')
		}
	}
	sb.WriteString("}\n")
}

// appendLoc appends a DILocation's text.
func (d *decoder) appendLoc(b []byte, l *dbgLoc) []byte {
	b = append(b, "!DILocation("...)
	f := fields{d: d, b: b, start: len(b)}
	f.num("line", uint64(l.line), false)
	f.num("column", uint64(l.col), true)
	f.md("scope", int(l.ops[0]), false)
	f.md("inlinedAt", int(l.ops[1]), true)
	f.boolean("isImplicitCode", l.implicit, 0)
	group, rank := d.atomOf(l)
	f.num("atomGroup", group, true)
	f.num("atomRank", rank, true)
	return append(f.b, ')')
}

func (d *decoder) functionHeader(g *globalValue) string {
	var b strings.Builder
	list := d.attrList(g.paramattr)
	if fa := setAt(list, fnIndex); fa != nil {
		var parts []string
		for i := range fa.attrs {
			if fa.attrs[i].info.cat != catString {
				parts = append(parts, fa.attrs[i].String(d.st, false))
			}
		}
		if len(parts) > 0 {
			b.WriteString("; Function Attrs: " + strings.Join(parts, " ") + "\n")
		}
	}
	if strings.HasPrefix(g.v.name, "llvm.") && readingRelease(d.producer).Has(llvmver.AsmUnknownIntrinsicComment) && !intrinsics.Known(g.v.name) {
		b.WriteString("; Unknown intrinsic\n")
	}
	if g.proto {
		b.WriteString("declare")
		b.WriteString(d.attachText(g.mds, " "))
		b.WriteString(" ")
	} else {
		b.WriteString("define ")
	}
	b.WriteString(linkageText[decodeLinkage(g.linkage)])
	b.WriteString(d.preemption(g))
	b.WriteString(visibilityText(g))
	b.WriteString(dllText(g.dll))
	if g.cc != 0 {
		b.WriteString(callingConv(g.cc) + " ")
	}
	ft := g.valueType
	if ra := setAt(list, 0); ra != nil && len(ra.attrs) > 0 {
		b.WriteString(ra.String(false) + " ")
	}
	b.WriteString(ft.elems[0].String() + " " + d.operand(g.v) + "(")
	for i, pt := range ft.elems[1:] {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(pt.String())
		if pa := withPointeeTypes(setAt(list, uint64(i)+1), pt); pa != nil && len(pa.attrs) > 0 {
			b.WriteString(" " + pa.String(false))
		}
		if !g.proto && g.fn != nil && i < len(g.fn.args) {
			b.WriteString(" " + d.operand(g.fn.args[i]))
		}
	}
	if ft.vararg {
		if len(ft.elems) > 1 {
			b.WriteString(", ")
		}
		b.WriteString("...")
	}
	b.WriteString(")")
	b.WriteString(unnamedText(g.unnamed, true))
	if g.addrspace != 0 || d.programAS() != 0 {
		b.WriteString(" addrspace(" + strconv.FormatUint(g.addrspace, 10) + ")")
	}
	if fa := setAt(list, fnIndex); fa != nil && len(fa.attrs) > 0 {
		b.WriteString(" #" + itoa(d.attrSlot(fa)))
	}
	if g.section != 0 && int(g.section) <= len(d.sections) {
		b.WriteString(` section "` + d.st.escaped(d.sections[g.section-1]) + `"`)
	}
	if g.partition != "" {
		b.WriteString(` partition "` + d.st.escaped(g.partition) + `"`)
	}
	b.WriteString(d.comdatText(g, " "))
	if g.align != 0 {
		b.WriteString(" align " + strconv.FormatUint(uint64(1)<<(g.align-1), 10))
	}
	if g.gc != 0 && int(g.gc) <= len(d.gcs) {
		b.WriteString(` gc "` + d.st.escaped(d.gcs[g.gc-1]) + `"`)
	}
	if g.prefix != 0 {
		b.WriteString(" prefix " + d.typedRef(g.prefix-1))
	}
	if g.prologue != 0 {
		b.WriteString(" prologue " + d.typedRef(g.prologue-1))
	}
	if g.personalV != nil {
		b.WriteString(" personality " + g.personalV.ty.String() + " " + d.operand(g.personalV))
	} else if g.personal != 0 {
		b.WriteString(" personality " + d.typedRef(g.personal-1))
	}
	return b.String()
}

// programAS is programAddrSpace of the module's data layout.
func (d *decoder) programAS() uint64 {
	if d.progAS < 0 {
		d.progAS = int(ast.ProgramAddrSpace(d.datalayout))
	}
	return uint64(d.progAS)
}

func (d *decoder) preemption(g *globalValue) string {
	if !g.dsoLocal || isLocalLinkage(g.linkage) {
		return ""
	}
	if g.visibility != 0 && decodeLinkage(g.linkage) != lExternWeak {
		return ""
	}
	return "dso_local "
}

// visibilityText spells g's visibility. LLVM's reader gives a value of
// local linkage the default visibility whatever the record says (old
// bitcode has hidden or protected internal values).
func visibilityText(g *globalValue) string {
	if isLocalLinkage(g.linkage) {
		return ""
	}
	switch g.visibility {
	case 1:
		return "hidden "
	case 2:
		return "protected "
	}
	return ""
}

func dllText(v uint64) string {
	switch v {
	case 1:
		return "dllimport "
	case 2:
		return "dllexport "
	}
	return ""
}

func unnamedText(v uint64, lead bool) string {
	s := ""
	switch v {
	case 1:
		s = "unnamed_addr"
	case 2:
		s = "local_unnamed_addr"
	default:
		return ""
	}
	if lead {
		return " " + s
	}
	return s + " "
}

func tlsText(v uint64) string {
	switch v {
	case 1:
		return "thread_local "
	case 2:
		return "thread_local(localdynamic) "
	case 3:
		return "thread_local(initialexec) "
	case 4:
		return "thread_local(localexec) "
	}
	return ""
}

func (d *decoder) comdatText(g *globalValue, sep string) string {
	if g.comdat < 0 || g.comdat >= len(d.comdats) {
		return ""
	}
	c := d.comdats[g.comdat]
	if c.name == g.v.name {
		return sep + "comdat"
	}
	return sep + "comdat(" + d.st.llvmName('$', c.name) + ")"
}

var comdatKinds = map[uint64]string{1: "any", 2: "exactmatch", 3: "largest", 4: "nodeduplicate", 5: "samesize"}

// text prints the whole module as llvm-dis does.
// writeText writes the module's text to b (the rest of it, when
// streamFunctions has written its beginning already).
func (d *decoder) writeText(b textOut, moduleID string) {
	d.prepare()
	d.numberFunctionMD(nil)
	if !d.headWritten {
		d.tfFunctions(nil)
		d.writeHead(b, moduleID)
	}
	d.dropUnusedARC()
	var scratch textBuf
	for _, g := range d.funcs[d.fnNext:] {
		d.writeFunction(b, g, &scratch)
	}
	d.writeTail(b)
	if d.summary != nil {
		d.writeSummary(b)
	}
}

// writeHead writes what precedes the functions: header, types, comdats,
// globals, aliases and ifuncs.
func (d *decoder) writeHead(b textOut, moduleID string) {
	d.headWritten = true
	if moduleID != "" && !strings.Contains(moduleID, "\n") {
		b.WriteString("; ModuleID = '" + moduleID + "'\n")
	}
	if d.sourceFile != "" {
		b.WriteString(`source_filename = "` + d.st.escaped(d.sourceFile) + "\"\n")
	}
	if dl := d.upgradedDataLayout(); dl != "" {
		b.WriteString(`target datalayout = "` + dl + "\"\n")
	}
	if d.triple != "" {
		b.WriteString(`target triple = "` + d.triple + "\"\n")
	}
	if d.asm != "" {
		b.WriteString("\n")
		lines := strings.Split(d.asm, "\n")
		if strings.HasSuffix(d.asm, "\n") {
			lines = lines[:len(lines)-1]
		}
		for _, l := range lines {
			b.WriteString(`module asm "` + d.st.escaped(l) + "\"\n")
		}
	}
	d.writeTypes(b)
	// comdats in the order their users appear (functions, then globals)
	var cds []int
	seen := map[int]bool{}
	for _, list := range [][]*globalValue{d.funcs, d.vars} {
		for _, g := range list {
			if g.comdat >= 0 && g.comdat < len(d.comdats) && !seen[g.comdat] {
				seen[g.comdat] = true
				cds = append(cds, g.comdat)
			}
		}
	}
	if len(cds) > 0 {
		b.WriteString("\n")
	}
	for i, c := range cds {
		if i > 0 {
			b.WriteString("\n") // AsmWriter separates comdats by a blank line
		}
		b.WriteString(d.st.llvmName('$', d.comdats[c].name) + " = comdat " + comdatKinds[d.comdats[c].kind] + "\n")
	}
	if len(d.vars) > 0 {
		b.WriteString("\n")
	}
	for _, g := range d.vars {
		b.WriteString(d.globalText(g) + "\n")
	}
	if len(d.aliases) > 0 {
		b.WriteString("\n")
	}
	for _, g := range d.aliases {
		b.WriteString(d.aliasText(g, "alias") + "\n")
	}
	if len(d.ifuncs) > 0 {
		b.WriteString("\n")
	}
	for _, g := range d.ifuncs {
		b.WriteString(d.aliasText(g, "ifunc") + "\n")
	}
}

// writeFunction writes a function's definition or declaration.
func (d *decoder) writeFunction(b textOut, g *globalValue, scratch *textBuf) {
	b.WriteString("\n")
	if g.fn != nil && g.fn.rendered {
		d.fnText.writeTo(b, g.fn.text)
	} else if g.fn != nil && g.fn.deferred {
		scratch.b = scratch.b[:0]
		d.renderFunction(g.fn, scratch)
		b.Write(d.resolveLaterBlocks(scratch.b))
	} else {
		b.WriteString(d.functionHeader(g) + "\n")
	}
}

// writeTail writes what follows the functions: attribute groups and
// metadata.
func (d *decoder) writeTail(b textOut) {
	p := d.ps()
	if len(p.attrOrder) > 0 {
		b.WriteString("\n")
		for i, s := range p.attrOrder {
			b.WriteString("attributes #" + itoa(i) + " = { " + s.String(true) + " }\n")
		}
	}
	if len(d.named) > 0 {
		b.WriteString("\n")
	}
	for _, nm := range d.named {
		parts := make([]string, len(nm.ops))
		for i, op := range nm.ops {
			parts[i] = d.mdRef(op)
		}
		b.WriteString("!" + metadataName(nm.name) + " = !{" + join(parts) + "}\n")
	}
	if d.md.numbered > 0 {
		b.WriteString("\n")
		var buf []byte
		i := 0
		for _, chunk := range d.md.order {
			for _, ref := range chunk {
				buf = append(buf, '!')
				buf = strconv.AppendInt(buf, int64(i), 10)
				buf = append(buf, " = "...)
				if ref >= 0 {
					buf = d.appendNode(buf, d.md.entries[ref])
				} else {
					buf = d.appendLoc(buf, &d.locs.rec(locRef(-ref)).l)
				}
				buf = append(buf, '\n')
				if len(buf) >= 64<<10 {
					b.Write(buf)
					buf = buf[:0]
				}
				i++
			}
		}
		b.Write(buf)
	}
}

func (d *decoder) globalText(g *globalValue) string {
	var b strings.Builder
	b.WriteString(d.operand(g.v) + " = ")
	l := decodeLinkage(g.linkage)
	if g.init == 0 && l == lExternal {
		b.WriteString("external ")
	}
	b.WriteString(linkageText[l])
	b.WriteString(d.preemption(g))
	b.WriteString(visibilityText(g))
	b.WriteString(dllText(g.dll))
	b.WriteString(tlsText(g.tls))
	b.WriteString(unnamedText(g.unnamed, false))
	if g.addrspace != 0 {
		b.WriteString("addrspace(" + strconv.FormatUint(g.addrspace, 10) + ") ")
	}
	if g.extInit {
		b.WriteString("externally_initialized ")
	}
	if g.isConst {
		b.WriteString("constant ")
	} else {
		b.WriteString("global ")
	}
	b.WriteString(g.valueType.String())
	if g.ctorUpgraded {
		b.WriteString(" " + d.ctorInitText(g))
	} else if g.init != 0 {
		b.WriteString(" " + d.ref(g.init-1))
	}
	if g.section != 0 && int(g.section) <= len(d.sections) {
		b.WriteString(`, section "` + d.st.escaped(d.sections[g.section-1]) + `"`)
	}
	if g.partition != "" {
		b.WriteString(`, partition "` + d.st.escaped(g.partition) + `"`)
	}
	if g.codeModel != 0 {
		b.WriteString(`, code_model "` + map[uint64]string{1: "tiny", 2: "small", 3: "kernel", 4: "medium", 5: "large"}[g.codeModel] + `"`)
	}
	if g.sanitizer != 0 {
		for i, n := range []string{"no_sanitize_address", "no_sanitize_hwaddress", "sanitize_memtag", "sanitize_address_dyninit"} {
			if g.sanitizer&(1<<i) != 0 {
				b.WriteString(", " + n)
			}
		}
	}
	b.WriteString(d.comdatText(g, ", "))
	if g.align != 0 {
		b.WriteString(", align " + strconv.FormatUint(uint64(1)<<(g.align-1), 10))
	}
	b.WriteString(d.attachText(g.mds, ", "))
	if s := setAt(d.attrList(g.attrs), fnIndex); s != nil && g.attrs != 0 {
		b.WriteString(" #" + itoa(d.attrSlot(s)))
	}
	return b.String()
}

func (d *decoder) aliasText(g *globalValue, kw string) string {
	var b strings.Builder
	b.WriteString(d.operand(g.v) + " = ")
	b.WriteString(linkageText[decodeLinkage(g.linkage)])
	b.WriteString(d.preemption(g))
	b.WriteString(visibilityText(g))
	b.WriteString(dllText(g.dll))
	b.WriteString(tlsText(g.tls))
	b.WriteString(unnamedText(g.unnamed, false))
	b.WriteString(kw + " " + g.valueType.String() + ", ")
	// AsmWriter prints an alias's aliasee, or an ifunc's resolver, without
	// its type when it is a constant expression (a bitcast resolver of
	// typed-pointer LLVM 14).
	if v := d.val(g.aliasee); v != nil && v.kind == vConst && v.c != nil && isConstExpr(v.c.code) {
		b.WriteString(d.operand(v))
	} else {
		b.WriteString(d.typedRef(g.aliasee))
	}
	if g.partition != "" {
		b.WriteString(`, partition "` + d.st.escaped(g.partition) + `"`)
	}
	return b.String()
}

func (d *decoder) upgradedDataLayout() string {
	return upgradeDataLayout(d.datalayout, d.triple, readingRelease(d.producer))
}

// dropFnAttrs takes the function attributes drop selects off function g:
// g gets a list of its own (the shared list is left as it is) when drop
// selects any.
func (d *decoder) dropFnAttrs(g *globalValue, drop func(attr) bool) {
	list := d.attrList(g.paramattr)
	fa := setAt(list, fnIndex)
	if fa == nil {
		return
	}
	var attrs []attr
	for _, a := range fa.attrs {
		if !drop(a) {
			attrs = append(attrs, a)
		}
	}
	if len(attrs) == len(fa.attrs) {
		return
	}
	var nl []*attrSet
	for _, s := range list {
		if s == fa {
			if len(attrs) == 0 {
				continue
			}
			s = &attrSet{st: fa.st, index: fa.index, attrs: attrs}
		}
		nl = append(nl, s)
	}
	d.attrLists = append(d.attrLists, nl)
	g.paramattr = uint64(len(d.attrLists))
}

// isConstExpr reports whether a CONSTANTS record code is a constant
// expression (a ConstantExpr in LLVM), not a constant datum.
func isConstExpr(code uint64) bool {
	switch code {
	case 10, 11, 12, 13, 14, 15, 16, 17, 19, 20, 24, 31, 32:
		return true
	}
	return false
}
