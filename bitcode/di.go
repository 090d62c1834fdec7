package bitcode

import (
	"strconv"

	"github.com/irmeta/irmeta/di"
	"github.com/irmeta/irmeta/internal/dwarf"
	"github.com/irmeta/irmeta/llvmver"

	"github.com/irmeta/irmeta/bitcode/bitstream"
)

// fields builds "name: value" lists the way AsmWriter's MDFieldPrinter
// does, into one byte slice.
type fields struct {
	d     *decoder
	b     []byte
	start int // where the list starts in b
}

// key starts a field.
func (p *fields) key(name string) {
	if len(p.b) > p.start {
		p.b = append(p.b, ", "...)
	}
	p.b = append(p.b, name...)
	p.b = append(p.b, ": "...)
}

func (p *fields) add(name, v string) {
	p.key(name)
	p.b = append(p.b, v...)
}

func (p *fields) str(name, s string, skipEmpty bool) {
	if s == "" && skipEmpty {
		return
	}
	p.key(name)
	p.b = append(p.b, '"')
	p.b = append(p.b, mdFieldStyle.escaped(s)...)
	p.b = append(p.b, '"')
}

func (p *fields) mdstr(name string, id int, skipEmpty bool) {
	p.str(name, p.d.mdString(id), skipEmpty)
}

func (p *fields) md(name string, id int, skipNull bool) {
	if id < 0 && skipNull {
		return
	}
	p.key(name)
	p.b = p.d.appendMDRef(p.b, id)
}

func (p *fields) num(name string, v uint64, skipZero bool) {
	if v == 0 && skipZero {
		return
	}
	p.key(name)
	p.b = strconv.AppendUint(p.b, v, 10)
}

func (p *fields) snum(name string, v int64, skipZero bool) {
	if v == 0 && skipZero {
		return
	}
	p.key(name)
	p.b = strconv.AppendInt(p.b, v, 10)
}

func (p *fields) boolean(name string, v bool, def int) {
	if def >= 0 && v == (def == 1) {
		return
	}
	p.key(name)
	p.b = strconv.AppendBool(p.b, v)
}

// The names of DICompileUnit's emissionKind and nameTableKind and
// DIFile's checksumkind values.
var (
	emissionNames  = dwarf.Map(dwarf.EmissionKinds)
	nameTableNames = dwarf.Map(dwarf.NameTableKinds)
	checksumNames  = dwarf.Map(dwarf.ChecksumKinds)
)

func (p *fields) enum(name string, v uint64, table map[uint64]string, skipZero bool) {
	if v == 0 && skipZero {
		return
	}
	if s, ok := table[v]; ok {
		p.add(name, s)
		return
	}
	p.num(name, v, false)
}

// dwarfEnum adds field name with value v of a DWARF table, by the name the
// reading release's llvm-dis prints (a number when it has none).
func (p *fields) dwarfEnum(name string, v uint64, table []dwarf.Name, skipZero bool) {
	if v == 0 && skipZero {
		return
	}
	if s, ok := dwarf.Printed(table, v, p.d.st.release); ok {
		p.add(name, s)
		return
	}
	p.num(name, v, false)
}

func (p *fields) tag(v uint64) { p.dwarfEnum("tag", v, dwarf.Tags, false) }

// end closes a node's field list spelled into b from start, putting
// "!kind(" in front of it, and returns b.
func (p *fields) end(kind string) []byte {
	n := len(kind) + 2
	fl := len(p.b) - p.start
	p.b = append(p.b, kind...)
	p.b = append(p.b, "!("...)
	copy(p.b[p.start+n:], p.b[p.start:p.start+fl])
	p.b[p.start] = '!'
	copy(p.b[p.start+1:], kind)
	p.b[p.start+n-1] = '('
	return append(p.b, ')')
}

func (p *fields) flags(v uint64) {
	if v == 0 {
		return
	}
	p.add("flags", di.Flags(v).String()) // LLVM reads the record's value as 32 bits
}

func (p *fields) spFlags(v uint64) {
	p.add("spFlags", di.SPFlags(v).String()) // "0" for none
}

// diOps are a DI record's operands, as its print closure reads them.
// Operand ids are mapped with the shift of the block that holds the
// record: the closure runs after its function is gone.
type diOps struct {
	ops           []uint64
	shift, module int
}

func (r *diOps) get(i int) uint64 { return opt(r.ops, i) }

// md is getMDOrNull.
func (r *diOps) md(i int) int {
	if i < len(r.ops) {
		return mapID(int(r.ops[i])-1, r.shift, r.module)
	}
	return -1
}

// diRecord decodes one DI record into a node.
func (d *decoder) diRecord(e *bitstream.Entry) (*mdEntry, error) {
	ops := e.Ops
	if e.ID == 7 { // LOCATION [distinct, line, col, scope, inlinedAt, implicit, atomGroup, atomRank]
		if len(ops) < 5 {
			return nil, d.recErr(e, "short metadata record")
		}
		l := dbgLoc{line: uint32(ops[1]), col: uint32(ops[2]), ops: [2]int32{locID(d.mdID(int(ops[3]))), locID(d.mdID(int(ops[4]) - 1))},
			implicit: opt(ops, 5) != 0, atom: d.atomRef(opt(ops, 6), opt(ops, 7))}
		// uniqued (added to d.locs) once it has an id
		return newLocNode(&l, ops[0]&1 != 0), nil
	}
	// The operands were read into a shared buffer (readMetadata): the
	// print closure keeps a copy.
	ops = append([]uint64(nil), ops...)
	// one value for the closures to share (two closures cost more)
	r := &diOps{ops: ops, shift: d.mdShift, module: d.mdModule}
	n := &mdEntry{kind: mdDI}
	if len(ops) > 0 {
		n.distinct = ops[0]&1 != 0
	}
	sizeMD := d.st.sizeMD && len(ops) > 0 && ops[0]&2 != 0 && e.ID != 19 && e.ID != 28 && e.ID != 27 && e.ID != 24
	if e.ID == 18 {
		// every release sets bit 1 of a composite type's first operand
		// (not used in an old type ref): sizes as metadata are bit 2
		sizeMD = d.st.sizeMD && len(ops) > 0 && ops[0]&4 != 0
	}
	need := func(k int) error {
		if len(ops) < k {
			return d.recErr(e, "short metadata record")
		}
		return nil
	}
	switch e.ID {
	case 12: // GENERIC_DEBUG [distinct, tag, version, header, ops...]
		if err := need(4); err != nil {
			return nil, err
		}
		hdr := r.md(3)
		var rest []int
		for i := 4; i < len(ops); i++ {
			rest = append(rest, r.md(i))
		}
		n.ops = append([]int{hdr}, rest...)
		n.print = func(b []byte) []byte {
			f := &fields{d: d, b: b, start: len(b)}
			f.tag(r.get(1))
			f.mdstr("header", hdr, true)
			if len(rest) > 0 {
				parts := make([]string, len(rest))
				for i, x := range rest {
					parts[i] = d.mdRef(x)
				}
				f.add("operands", "{"+join(parts)+"}")
			}
			return f.end("GenericDINode")
		}
	case 13: // SUBRANGE [distinct|version<<1, count, lo, (up, stride)]
		if err := need(3); err != nil {
			return nil, err
		}
		version := r.get(0) >> 1
		if version < 2 {
			n.print = func(b []byte) []byte {
				f := &fields{d: d, b: b, start: len(b)}
				// version 0's count is a plain int64, version 1's a node (a
				// constant prints as its number); the lower bound is
				// rotated as enumerator values are
				switch c := d.constInt(r.md(1)); {
				case version == 0:
					f.snum("count", int64(r.get(1)), false)
				case c != "":
					f.add("count", c)
				default:
					f.md("count", r.md(1), true)
				}
				f.snum("lowerBound", unrotateSign(r.get(2)), false)
				return f.end("DISubrange")
			}
			if version == 1 {
				n.ops = []int{r.md(1)}
			}
			break
		}
		n.ops = []int{r.md(1), r.md(2), r.md(3), r.md(4)}
		n.print = func(b []byte) []byte {
			f := &fields{d: d, b: b, start: len(b)}
			for i, name := range []string{"count", "lowerBound", "upperBound", "stride"} {
				id := r.md(i + 1)
				if c := d.constInt(id); c != "" {
					f.add(name, c)
				} else {
					f.md(name, id, true)
				}
			}
			return f.end("DISubrange")
		}
	case 45: // GENERIC_SUBRANGE
		n.ops = []int{r.md(1), r.md(2), r.md(3), r.md(4)}
		n.print = func(b []byte) []byte {
			f := &fields{d: d, b: b, start: len(b)}
			for i, name := range []string{"count", "lowerBound", "upperBound", "stride"} {
				// a bound that is a signed constant expression prints as
				// the number
				if e := d.md.get(r.md(i + 1)); e != nil && e.kind == mdExpr && e.str != "" {
					f.add(name, e.str)
					continue
				}
				f.md(name, r.md(i+1), true)
			}
			return f.end("DIGenericSubrange")
		}
	case 44: // COMMON_BLOCK [distinct, scope, decl, name, file, line]
		if err := need(6); err != nil {
			return nil, err
		}
		n.ops = []int{r.md(1), r.md(2), r.md(3), r.md(4)}
		n.print = func(b []byte) []byte {
			f := &fields{d: d, b: b, start: len(b)}
			f.md("scope", r.md(1), false)
			f.md("declaration", r.md(2), false)
			f.mdstr("name", r.md(3), true)
			f.md("file", r.md(4), true)
			f.num("line", r.get(5), true)
			return f.end("DICommonBlock")
		}
	case 30: // OBJC_PROPERTY [distinct, name, file, line, getter, setter, attributes, type]
		if err := need(8); err != nil {
			return nil, err
		}
		n.ops = []int{r.md(1), r.md(2), r.md(4), r.md(5), r.md(7)}
		getter, setter := r.md(4), r.md(5)
		if readingRelease(d.producer).Has(llvmver.ObjCPropertySetterFirst) {
			getter, setter = setter, getter
		}
		n.print = func(b []byte) []byte {
			f := &fields{d: d, b: b, start: len(b)}
			f.mdstr("name", r.md(1), true)
			f.md("file", r.md(2), true)
			f.num("line", r.get(3), true)
			f.mdstr("setter", setter, true)
			f.mdstr("getter", getter, true)
			f.num("attributes", r.get(6), true)
			f.md("type", r.md(7), true)
			return f.end("DIObjCProperty")
		}
	case 14: // ENUMERATOR [flags, bitwidth, name, wide value] / [flags, value, name]
		if err := need(3); err != nil {
			return nil, err
		}
		unsigned := r.get(0)&2 != 0
		big := r.get(0)&4 != 0
		var name int
		var val string
		if big {
			name = r.md(2)
			bw := r.get(1)
			words := ops[3:]
			val = wideText(&typ{kind: tInt, bits: bw}, words)
			if unsigned {
				val = wideUnsigned(words, bw)
			}
		} else {
			name = r.md(2)
			// rotated as LLVM's DIEnumerator records rotate (see
			// unrotateSign), not as other signed operands
			x := unrotateSign(r.get(1))
			val = strconv.FormatInt(x, 10)
			if unsigned {
				val = strconv.FormatUint(uint64(x), 10)
			}
		}
		n.ops = []int{name}
		n.print = func(b []byte) []byte {
			f := &fields{d: d, b: b, start: len(b)}
			f.mdstr("name", name, false)
			f.add("value", val)
			if unsigned {
				f.add("isUnsigned", "true")
			}
			return f.end("DIEnumerator")
		}
	case 15: // BASIC_TYPE [distinct, tag, name, size, align, encoding, flags, numExtraInhabitants]
		if err := need(6); err != nil {
			return nil, err
		}
		n.ops = []int{-1, -1, r.md(2)}
		n.print = func(b []byte) []byte {
			f := &fields{d: d, b: b, start: len(b)}
			d.basicTypeHead(f, r, sizeMD)
			f.num("dataSize", r.get(8), true) // LLVM 21
			f.dwarfEnum("encoding", r.get(5), dwarf.Encodings, true)
			f.num("num_extra_inhabitants", r.get(7), true)
			f.flags(r.get(6))
			return f.end("DIBasicType")
		}
	case 16: // FILE [distinct, filename, directory, cskind, checksum, source]
		if err := need(3); err != nil {
			return nil, err
		}
		n.ops = []int{r.md(1), r.md(2)}
		n.print = func(b []byte) []byte {
			f := &fields{d: d, b: b, start: len(b)}
			f.mdstr("filename", r.md(1), false)
			f.mdstr("directory", r.md(2), false)
			if len(ops) > 4 && r.md(4) >= 0 {
				f.enum("checksumkind", r.get(3), checksumNames, false)
				f.mdstr("checksum", r.md(4), false)
			}
			if len(ops) > 5 && r.md(5) >= 0 {
				f.mdstr("source", r.md(5), false)
			}
			return f.end("DIFile")
		}
	case 17: // DERIVED_TYPE [distinct, tag, name, file, line, scope, base, size, align, offset, flags, extra, addrspace+1, annotations, ptrauth]
		if err := need(12); err != nil {
			return nil, err
		}
		n.ops = []int{r.md(3), r.md(5), r.md(2), r.md(6), r.md(11), r.md(13)}
		n.print = func(b []byte) []byte {
			f := &fields{d: d, b: b, start: len(b)}
			d.typeFields(f, r, sizeMD, false, 0)
			f.md("extraData", r.md(11), true)
			if len(ops) > 12 && r.get(12) != 0 {
				f.num("dwarfAddressSpace", r.get(12)-1, false)
			}
			f.md("annotations", r.md(13), true)
			return f.end("DIDerivedType")
		}
	case 18: // COMPOSITE_TYPE
		if err := need(16); err != nil {
			return nil, err
		}
		n.ops = []int{r.md(3), r.md(5), r.md(2), r.md(6), r.md(11), r.md(13), r.md(14), r.md(15), r.md(16), r.md(17), r.md(18), r.md(19), r.md(20), r.md(21),
			r.md(23), r.md(25)}
		n.print = func(b []byte) []byte {
			f := &fields{d: d, b: b, start: len(b)}
			// LLVM 21's operands: num_extra_inhabitants, specification,
			// enumKind (all ones: none), bitStride
			d.typeFields(f, r, sizeMD, true, r.get(22))
			f.md("elements", r.md(11), true)
			f.dwarfEnum("runtimeLang", r.get(12), dwarf.Languages, true)
			f.md("vtableHolder", r.md(13), true)
			f.md("templateParams", r.md(14), true)
			f.mdstr("identifier", r.md(15), true)
			f.md("discriminator", r.md(16), true)
			f.md("dataLocation", r.md(17), true)
			f.md("associated", r.md(18), true)
			f.md("allocated", r.md(19), true)
			if c := d.constInt(r.md(20)); c != "" {
				f.add("rank", c)
			} else {
				f.md("rank", r.md(20), true)
			}
			f.md("annotations", r.md(21), true)
			f.md("specification", r.md(23), true)
			if len(ops) > 24 && r.get(24) < 1<<32-1 {
				f.dwarfEnum("enumKind", r.get(24), dwarf.EnumKinds, false)
			}
			f.md("bitStride", r.md(25), true)
			return f.end("DICompositeType")
		}
	case 19: // SUBROUTINE_TYPE [distinct, flags, types, cc]
		if err := need(3); err != nil {
			return nil, err
		}
		n.ops = []int{-1, -1, -1, r.md(2)}
		n.print = func(b []byte) []byte {
			f := &fields{d: d, b: b, start: len(b)}
			f.flags(r.get(1))
			f.dwarfEnum("cc", r.get(3), dwarf.CallingConvs, true)
			f.md("types", r.md(2), false)
			return f.end("DISubroutineType")
		}
	case 20: // COMPILE_UNIT
		if err := need(14); err != nil {
			return nil, err
		}
		// LLVM's loader makes every unit distinct, whatever the record
		// says (old writers could leave the flag clear)
		n.distinct = true
		n.ops = []int{r.md(2), r.md(3), r.md(5), r.md(7), r.md(9), r.md(10), r.md(12), r.md(13), r.md(15), r.md(20), r.md(21)}
		// The list of subprograms of LLVM 3.x (operand 11) gives them
		// their unit, if it was read before the unit (see
		// upgradeCUSubprograms).
		if sps := r.md(11); sps >= 0 && sps < d.md.len() {
			d.cuSPLists = append(d.cuSPLists, [2]int{d.md.len(), sps})
		}
		if d.cuGlobals == nil {
			d.cuGlobals = map[int]int{}
		}
		d.cuGlobals[d.md.len()] = r.md(12)
		n.print = func(b []byte) []byte {
			f := &fields{d: d, b: b, start: len(b)}
			if lang := r.get(1); lang&(1<<63) != 0 {
				// LLVM 22: a DWARF 6 language name, and its version
				f.dwarfEnum("sourceLanguageName", lang&^(1<<63), dwarf.LanguageNames, false)
				f.num("sourceLanguageVersion", r.get(22), true)
			} else {
				f.dwarfEnum("language", lang, dwarf.Languages, false)
			}
			f.md("file", r.md(2), false)
			f.mdstr("producer", r.md(3), true)
			f.boolean("isOptimized", r.get(4) != 0, -1)
			f.mdstr("flags", r.md(5), true)
			f.num("runtimeVersion", r.get(6), false)
			f.mdstr("splitDebugFilename", r.md(7), true)
			f.add("emissionKind", emissionNames[r.get(8)])
			f.md("enums", r.md(9), true)
			f.md("retainedTypes", r.md(10), true)
			f.md("globals", r.md(12), true)
			f.md("imports", n.ops[cuImportsOp], true) // r.md(13), or as upgraded
			f.md("macros", r.md(15), true)
			f.num("dwoId", r.get(14), true)
			if len(ops) > 16 {
				f.boolean("splitDebugInlining", r.get(16) != 0, 1)
			}
			if len(ops) > 17 {
				f.boolean("debugInfoForProfiling", r.get(17) != 0, 0)
			}
			if len(ops) > 18 && r.get(18) != 0 {
				f.add("nameTableKind", nameTableNames[r.get(18)])
			}
			if len(ops) > 19 {
				f.boolean("rangesBaseAddress", r.get(19) != 0, 0)
			}
			f.mdstr("sysroot", r.md(20), true)
			f.mdstr("sdk", r.md(21), true)
			return f.end("DICompileUnit")
		}
	case 21: // SUBPROGRAM
		if err := need(18); err != nil {
			return nil, err
		}
		if r.get(0)&4 == 0 {
			modern, fn := subprogramFromOld(ops)
			if fn >= 0 {
				// the id the node gets: it is added next
				d.spFuncs = append(d.spFuncs, [2]int{d.md.len(), mapID(fn, r.shift, r.module)})
			}
			ops, r.ops = modern, modern
			n.distinct = ops[0]&1 != 0
			if d.oldSPs == nil {
				d.oldSPs = map[int]*diOps{}
			}
			d.oldSPs[d.md.len()] = r
		}
		if r.get(11)&diFlagOldMain != 0 {
			// DIFlagMainSubprogram of the DIFlags (before LLVM 8) also in a
			// record with spFlags: LLVM's loader moves it there
			ops = append([]uint64(nil), ops...)
			ops[11] &^= diFlagOldMain
			ops[9] |= spFlagMainSubprogram
			r.ops = ops
		}
		spFlags := r.get(9)
		// LLVM's loader makes every definition distinct
		n.distinct = n.distinct || spFlags&spFlagDefinition != 0
		virtualIndex := r.get(10)
		flags := r.get(11)
		n.ops = []int{r.md(4), r.md(1), r.md(2), r.md(3), r.md(6), r.md(12), r.md(14), r.md(15), r.md(8), r.md(13), r.md(17), r.md(18), r.md(19)}
		n.print = func(b []byte) []byte {
			f := &fields{d: d, b: b, start: len(b)}
			f.mdstr("name", r.md(2), true)
			f.mdstr("linkageName", r.md(3), true)
			f.md("scope", r.md(1), false)
			f.md("file", r.md(4), true)
			f.num("line", r.get(5), true)
			f.md("type", r.md(6), true)
			f.num("scopeLine", r.get(7), true)
			f.md("containingType", r.md(8), true)
			if spFlags&3 != 0 || virtualIndex != 0 {
				f.num("virtualIndex", virtualIndex, false)
			}
			f.snum("thisAdjustment", int64(r.get(16)), true)
			f.flags(flags)
			f.spFlags(spFlags)
			f.md("unit", r.md(12), true)
			f.md("templateParams", r.md(13), true)
			f.md("declaration", r.md(14), true)
			f.md("retainedNodes", n.ops[spRetainedNodesOp], true) // r.md(15), or as upgraded
			f.md("thrownTypes", r.md(17), true)
			f.md("annotations", r.md(18), true)
			f.mdstr("targetFuncName", r.md(19), true)
			if len(ops) > 20 && r.get(20) != 0 {
				f.add("keyInstructions", "true")
			}
			return f.end("DISubprogram")
		}
	case 22: // LEXICAL_BLOCK [distinct, scope, file, line, column]
		if err := need(5); err != nil {
			return nil, err
		}
		n.ops = []int{r.md(2), r.md(1)}
		n.print = func(b []byte) []byte {
			f := &fields{d: d, b: b, start: len(b)}
			f.md("scope", r.md(1), false)
			f.md("file", r.md(2), true)
			f.num("line", r.get(3), true)
			f.num("column", r.get(4), true)
			return f.end("DILexicalBlock")
		}
	case 23: // LEXICAL_BLOCK_FILE [distinct, scope, file, discriminator]
		if err := need(4); err != nil {
			return nil, err
		}
		n.ops = []int{r.md(2), r.md(1)}
		n.print = func(b []byte) []byte {
			f := &fields{d: d, b: b, start: len(b)}
			f.md("scope", r.md(1), false)
			f.md("file", r.md(2), true)
			f.num("discriminator", r.get(3), false)
			return f.end("DILexicalBlockFile")
		}
	case 24: // NAMESPACE [distinct|export<<1, scope, name]
		if err := need(3); err != nil {
			return nil, err
		}
		scope, name := r.md(1), r.md(2)
		if len(ops) == 5 {
			scope, name = r.md(1), r.md(3)
		}
		n.ops = []int{-1, scope, name}
		n.print = func(b []byte) []byte {
			f := &fields{d: d, b: b, start: len(b)}
			f.mdstr("name", name, true)
			f.md("scope", scope, false)
			f.boolean("exportSymbols", r.get(0)&2 != 0, 0)
			return f.end("DINamespace")
		}
	case 25: // TEMPLATE_TYPE [distinct, name, type, isDefault]
		if err := need(3); err != nil {
			return nil, err
		}
		n.ops = []int{r.md(1), r.md(2)}
		n.print = func(b []byte) []byte {
			f := &fields{d: d, b: b, start: len(b)}
			f.mdstr("name", r.md(1), true)
			f.md("type", r.md(2), false)
			f.boolean("defaulted", r.get(3) != 0, 0)
			return f.end("DITemplateTypeParameter")
		}
	case 26: // TEMPLATE_VALUE [distinct, tag, name, type, isDefault, value]
		if err := need(5); err != nil {
			return nil, err
		}
		val := r.md(4)
		def := uint64(0)
		if len(ops) > 5 {
			def, val = r.get(4), r.md(5)
		}
		n.ops = []int{r.md(2), r.md(3), val}
		n.print = func(b []byte) []byte {
			f := &fields{d: d, b: b, start: len(b)}
			if r.get(1) != 0x30 {
				f.tag(r.get(1))
			}
			f.mdstr("name", r.md(2), true)
			f.md("type", r.md(3), true)
			f.boolean("defaulted", def != 0, 0)
			f.md("value", val, false)
			return f.end("DITemplateValueParameter")
		}
	case 27: // GLOBAL_VAR
		if err := need(11); err != nil {
			return nil, err
		}
		if version := r.get(0) >> 1; version < 2 {
			operand := r.md(9)
			ops = globalVarFromOld(ops)
			r.ops = ops
			n.distinct = ops[0]&1 != 0
			if version == 0 {
				d.pendingOldGV = &operand // see readMetadata
			}
		}
		n.ops = []int{r.md(1), r.md(2), r.md(4), r.md(6), r.md(3), r.md(9), r.md(10), r.md(12)}
		n.print = func(b []byte) []byte {
			f := &fields{d: d, b: b, start: len(b)}
			f.mdstr("name", r.md(2), true)
			f.mdstr("linkageName", r.md(3), true)
			f.md("scope", r.md(1), false)
			f.md("file", r.md(4), true)
			f.num("line", r.get(5), true)
			f.md("type", r.md(6), true)
			f.boolean("isLocal", r.get(7) != 0, -1)
			f.boolean("isDefinition", r.get(8) != 0, -1)
			f.md("declaration", r.md(9), true)
			f.md("templateParams", r.md(10), true)
			f.num("align", r.get(11), true)
			f.md("annotations", r.md(12), true)
			return f.end("DIGlobalVariable")
		}
	case 28: // LOCAL_VAR [distinct|hasAlign<<1, scope, name, file, line, type, arg, flags, align, annotations]
		if err := need(8); err != nil {
			return nil, err
		}
		if ops[0]&2 == 0 && len(ops) > 8 {
			// before LLVM 3.9: a tag (auto or arg variable) after the
			// flag, and no alignment (a tenth operand was inlinedAt)
			ops = append([]uint64{ops[0] | 2}, ops[2:9]...)
			ops = append(ops, 0)
			r.ops = ops
		}
		n.ops = []int{r.md(1), r.md(2), r.md(3), r.md(5), r.md(9)}
		n.print = func(b []byte) []byte {
			f := &fields{d: d, b: b, start: len(b)}
			f.mdstr("name", r.md(2), true)
			f.num("arg", r.get(6), true)
			f.md("scope", r.md(1), false)
			f.md("file", r.md(3), true)
			f.num("line", r.get(4), true)
			f.md("type", r.md(5), true)
			f.flags(r.get(7))
			f.num("align", r.get(8), true)
			f.md("annotations", r.md(9), true)
			return f.end("DILocalVariable")
		}
	case 40: // LABEL [distinct|artificial<<1, scope, name, file, line, column (21+), coroSuspendIdx (21+)]
		if err := need(5); err != nil {
			return nil, err
		}
		n.ops = []int{r.md(1), r.md(2), r.md(3)}
		n.print = func(b []byte) []byte {
			f := &fields{d: d, b: b, start: len(b)}
			f.md("scope", r.md(1), false)
			f.mdstr("name", r.md(2), true)
			f.md("file", r.md(3), true)
			f.num("line", r.get(4), true)
			if len(ops) > 5 {
				f.num("column", r.get(5), true)
			}
			if r.get(0)&2 != 0 {
				f.add("isArtificial", "true")
			}
			// The suspend index is optional; the writer stores "none" as -1.
			if len(ops) > 6 && r.get(6) < 1<<32-1 {
				f.num("coroSuspendIdx", r.get(6), false)
			}
			return f.end("DILabel")
		}
	case 29: // EXPRESSION [distinct|version<<1, elements...]
		n.kind = mdExpr
		elems := append([]uint64(nil), ops[min(1, len(ops)):]...)
		if len(ops) > 0 {
			d.noteOldExpr(n, ops[0]>>1, elems)
			elems = upgradeExpr(ops[0]>>1, elems)
		}
		n.print = func(b []byte) []byte { return appendExpr(b, elems) }
		if c, ok := signedConstant(elems); ok {
			n.str = strconv.FormatInt(c, 10)
		}
	case 37: // GLOBAL_VAR_EXPR [distinct, var, expr]
		if err := need(3); err != nil {
			return nil, err
		}
		n.ops = []int{r.md(1), r.md(2)}
		n.print = func(b []byte) []byte {
			f := &fields{d: d, b: b, start: len(b)}
			f.md("var", r.md(1), false)
			f.md("expr", r.md(2), false)
			return f.end("DIGlobalVariableExpression")
		}
	case 31: // IMPORTED_ENTITY [distinct, tag, scope, entity, line, name, file, elements]
		if err := need(6); err != nil {
			return nil, err
		}
		n.ops = []int{r.md(2), r.md(3), r.md(5), r.md(6), r.md(7)}
		n.print = func(b []byte) []byte {
			f := &fields{d: d, b: b, start: len(b)}
			f.tag(r.get(1))
			f.mdstr("name", r.md(5), true)
			f.md("scope", r.md(2), false)
			f.md("entity", r.md(3), true)
			f.md("file", r.md(6), true)
			if len(ops) > 6 { // a record without the file has no line either
				f.num("line", r.get(4), true)
			}
			f.md("elements", r.md(7), true)
			return f.end("DIImportedEntity")
		}
	case 41: // STRING_TYPE [distinct, tag, name, length, lengthExp, locationExp, size, align, encoding]
		if err := need(9); err != nil {
			return nil, err
		}
		n.ops = []int{-1, -1, r.md(2), r.md(3), r.md(4), r.md(5)}
		n.print = func(b []byte) []byte {
			f := &fields{d: d, b: b, start: len(b)}
			if r.get(1) != 0x12 {
				f.tag(r.get(1))
			}
			f.mdstr("name", r.md(2), true)
			f.md("stringLength", r.md(3), true)
			f.md("stringLengthExpression", r.md(4), true)
			f.md("stringLocationExpression", r.md(5), true)
			d.sizeField(f, "size", sizeMD, r.get(6), r.md(6))
			f.num("align", r.get(7), true)
			f.dwarfEnum("encoding", r.get(8), dwarf.Encodings, true)
			return f.end("DIStringType")
		}
	case 47: // ASSIGN_ID [distinct]
		n.print = func(b []byte) []byte { return append(b, "!DIAssignID()"...) }
	case 33: // MACRO [distinct, type, line, name, value]
		n.ops = []int{r.md(3), r.md(4)}
		n.print = func(b []byte) []byte {
			f := &fields{d: d, b: b, start: len(b)}
			f.enum("type", r.get(1), map[uint64]string{1: "DW_MACINFO_define", 2: "DW_MACINFO_undef"}, false)
			f.num("line", r.get(2), true)
			f.mdstr("name", r.md(3), true)
			f.mdstr("value", r.md(4), true)
			return f.end("DIMacro")
		}
	case 34: // MACRO_FILE [distinct, type, line, file, elements]
		n.ops = []int{r.md(3), r.md(4)}
		n.print = func(b []byte) []byte {
			f := &fields{d: d, b: b, start: len(b)}
			if r.get(1) != 3 {
				f.enum("type", r.get(1), map[uint64]string{3: "DW_MACINFO_start_file"}, false)
			}
			f.num("line", r.get(2), true)
			f.md("file", r.md(3), false)
			f.md("nodes", r.md(4), true)
			return f.end("DIMacroFile")
		}
	case 32: // MODULE [distinct, ops(file, scope, name, configMacros, includePath, apinotes), line, isDecl]
		if err := need(6); err != nil {
			return nil, err
		}
		var m []int
		if len(ops) < 8 {
			// before LLVM 12: no file, and the fields start at operand 1
			m = append(m, -1)
		}
		for i := 1; i < len(ops) && len(m) < 6; i++ {
			m = append(m, r.md(i))
		}
		for len(m) < 6 {
			m = append(m, -1)
		}
		n.ops = m
		n.print = func(b []byte) []byte {
			f := &fields{d: d, b: b, start: len(b)}
			f.md("scope", m[1], false)
			f.mdstr("name", m[2], true)
			f.mdstr("configMacros", m[3], true)
			f.mdstr("includePath", m[4], true)
			f.mdstr("apinotes", m[5], true)
			f.md("file", m[0], true)
			f.num("line", r.get(7), true)
			f.boolean("isDecl", r.get(8) != 0, 0)
			return f.end("DIModule")
		}
	case 48: // SUBRANGE_TYPE (LLVM 21) [distinct|sizeMD, name, file, line, scope, size, align, flags, base, lo, hi, stride, bias]
		if err := need(13); err != nil {
			return nil, err
		}
		n.ops = []int{r.md(2), r.md(4), r.md(1), r.md(5), r.md(8), r.md(9), r.md(10), r.md(11), r.md(12)}
		n.print = func(b []byte) []byte {
			f := &fields{d: d, b: b, start: len(b)}
			f.mdstr("name", r.md(1), true)
			f.md("scope", r.md(4), true)
			f.md("file", r.md(2), true)
			f.num("line", r.get(3), true)
			d.sizeField(f, "size", sizeMD, r.get(5), r.md(5))
			f.num("align", r.get(6), true)
			f.flags(r.get(7))
			// llvm-dis prints a null base type (baseType: null)
			f.md("baseType", r.md(8), false)
			for i, name := range []string{"lowerBound", "upperBound", "stride", "bias"} {
				f.md(name, r.md(9+i), true)
			}
			return f.end("DISubrangeType")
		}
	case 49: // FIXED_POINT_TYPE (LLVM 21) [distinct|sizeMD, tag, name, size, align, encoding, flags, kind, factor, numerator, denominator]
		if err := need(9); err != nil {
			return nil, err
		}
		num, rest := apIntOperand(ops[min(9, len(ops)):])
		den, _ := apIntOperand(rest)
		n.ops = []int{-1, -1, r.md(2)}
		n.print = func(b []byte) []byte {
			f := &fields{d: d, b: b, start: len(b)}
			d.basicTypeHead(f, r, sizeMD)
			f.dwarfEnum("encoding", r.get(5), dwarf.Encodings, true)
			f.flags(r.get(6))
			f.dwarfEnum("kind", r.get(7), dwarf.FixedPointKinds, false)
			if r.get(7) == 2 { // Rational
				// printed signed when the encoding is signed_fixed
				signed := r.get(5) == 0x0d
				f.add("numerator", num.text(signed))
				f.add("denominator", den.text(signed))
			} else {
				f.snum("factor", int64(r.get(8)), true)
			}
			return f.end("DIFixedPointType")
		}
	default:
		return nil, unsupportedError{d.recErr(e, "metadata record %d not supported", e.ID).(*Error)}
	}
	d.noteTypeRefs(e.ID, n, r)
	return n, nil
}

// An apInt is an APInt operand: its bit width and words (signed VBRs).
type apInt struct {
	bw    uint64
	words []uint64
}

// apIntOperand reads [active words << 32 | bit width, words...] from ops
// and returns the rest.
func apIntOperand(ops []uint64) (apInt, []uint64) {
	if len(ops) == 0 {
		return apInt{bw: 1}, nil
	}
	nw := int(ops[0] >> 32)
	a := apInt{bw: ops[0] & 0xffffffff}
	if nw > len(ops)-1 {
		nw = len(ops) - 1
	}
	a.words = ops[1 : 1+nw]
	return a, ops[1+nw:]
}

// text prints the value, as a signed number of its width or unsigned.
func (a apInt) text(signed bool) string {
	if !signed {
		return wideSigned(a.words, 0)
	}
	return wideSigned(a.words, a.bw)
}

// mdFieldStyle escapes the string fields of DI nodes, which double
// backslashes in every modelled release.
var mdFieldStyle = &style{backslash: true}

// sizeField prints a size or offset: a number, or (LLVM 21+, flag bit 1 of
// the record) a metadata operand holding a constant or a variable.
// typeFields prints the fields DERIVED_TYPE and COMPOSITE_TYPE records
// share, at the same operand positions and in llvm-dis's order: tag, name,
// scope, file, line, baseType, size, align, offset, a composite type's
// num_extra_inhabitants and flags. A derived
// type prints a null baseType (baseType: null); a composite type omits it.
func (d *decoder) typeFields(f *fields, r *diOps, sizeMD, omitNullBase bool, extraInhabitants uint64) {
	f.tag(r.get(1))
	f.mdstr("name", r.md(2), true)
	f.md("scope", r.md(5), true)
	f.md("file", r.md(3), true)
	f.num("line", r.get(4), true)
	f.md("baseType", r.md(6), omitNullBase)
	d.sizeField(f, "size", sizeMD, r.get(7), r.md(7))
	f.num("align", r.get(8), true)
	d.sizeField(f, "offset", sizeMD, r.get(9), r.md(9))
	f.num("num_extra_inhabitants", extraInhabitants, true)
	f.flags(r.get(10))
}

// basicTypeHead prints the fields DIBasicType and DIFixedPointType share
// at the same record positions: tag (unless DW_TAG_base_type), name, size
// and align.
func (d *decoder) basicTypeHead(f *fields, r *diOps, sizeMD bool) {
	if r.get(1) != 0x24 {
		f.tag(r.get(1))
	}
	f.mdstr("name", r.md(2), true)
	d.sizeField(f, "size", sizeMD, r.get(3), r.md(3))
	f.num("align", r.get(4), true)
}

func (d *decoder) sizeField(f *fields, name string, asMD bool, raw uint64, id int) {
	if !asMD {
		f.num(name, raw, true)
		return
	}
	if c := d.constInt(id); c != "" {
		if c != "0" {
			// sizes and offsets are unsigned (getSizeInBits)
			if n, err := strconv.ParseInt(c, 10, 64); err == nil && n < 0 {
				c = strconv.FormatUint(uint64(n), 10)
			}
			f.add(name, c)
		}
		return
	}
	f.md(name, id, true)
}

// constInt returns the integer a ConstantAsMetadata holds, or "".
func (d *decoder) constInt(id int) string {
	e := d.md.get(id)
	if e == nil || e.kind != mdValue || e.val == nil || e.val.c == nil {
		return ""
	}
	if e.val.c.code == 2 && e.val.ty != nil && e.val.ty.kind == tInt { // CST_CODE_NULL: zero
		return "0"
	}
	if e.val.c.code != 4 || len(e.val.c.ops) == 0 {
		return ""
	}
	return strconv.FormatInt(decodeSigned(e.val.c.ops[0]), 10)
}

func wideUnsigned(words []uint64, bw uint64) string {
	s := wideText(&typ{kind: tInt, bits: bw + 1}, words)
	return s
}

// signedConstant reports whether a DIExpression's elements are a signed
// constant, as DIExpression::isConstant tells them: DW_OP_consts C alone,
// or followed by DW_OP_stack_value and maybe a DW_OP_LLVM_fragment.
func signedConstant(elems []uint64) (int64, bool) {
	const opConsts, opStackValue, opFragment = 0x11, 0x9f, 0x1000
	switch {
	case len(elems) == 2 && elems[0] == opConsts:
	case len(elems) == 3 && elems[0] == opConsts && elems[2] == opStackValue:
	case len(elems) == 6 && elems[0] == opConsts && elems[2] == opStackValue && elems[3] == opFragment:
	default:
		return 0, false
	}
	return int64(elems[1]), true
}

// DISubprogram flags of the releases before LLVM 8, kept in fields of
// their own or in the DIFlags (see subprogramFromOld).
const (
	spFlagLocalToUnit    = 1 << 2
	spFlagDefinition     = 1 << 3
	spFlagOptimized      = 1 << 4
	spFlagMainSubprogram = 1 << 8
	diFlagOldMain        = 1 << 21
)

// subprogramFromOld rewrites a SUBPROGRAM record of the layouts before
// LLVM 8 [distinct|unit<<1, scope, name, linkageName, file, line, type,
// isLocal, isDefinition, scopeLine, containingType, virtuality,
// virtualIndex, flags, isOptimized, (function or unit), templateParams,
// declaration, retainedNodes, (thisAdjustment), (thrownTypes)] into
// today's, as LLVM's reader reads it: the separate flags become spFlags
// (DIFlagMainSubprogram, bit 21 of the old DIFlags, among them), and a
// definition is distinct. The oldest layout (LLVM 3.7) names the
// function instead of the unit: fn is its metadata id (-1 when the
// record names none), and the subprogram moves onto the function (see
// attachOldSubprograms).
func subprogramFromOld(old []uint64) (modern []uint64, fn int) {
	get := func(i int) uint64 { return opt(old, i) }
	hasUnit := get(0)&2 != 0
	offset := 2
	fn = -1
	if len(old) >= 19 {
		if !hasUnit {
			fn = int(get(15)) - 1
		}
		offset++
	}
	flags := get(13)
	spFlags := get(11)&3 | get(7)*spFlagLocalToUnit | get(8)*spFlagDefinition | get(14)*spFlagOptimized
	if flags&diFlagOldMain != 0 {
		flags &^= diFlagOldMain
		spFlags |= spFlagMainSubprogram
	}
	distinct := get(0)&1 != 0 || spFlags&spFlagDefinition != 0
	modern = make([]uint64, 18)
	modern[0] = 4
	if distinct {
		modern[0] |= 1
	}
	if hasUnit {
		modern[0] |= 2
		modern[12] = get(12 + offset)
	}
	copy(modern[1:7], old[1:7])
	modern[7] = get(9)   // scopeLine
	modern[8] = get(10)  // containingType
	modern[9] = spFlags  //
	modern[10] = get(12) // virtualIndex
	modern[11] = flags
	modern[13] = get(13 + offset) // templateParams
	modern[14] = get(14 + offset) // declaration
	modern[15] = get(15 + offset) // retainedNodes
	if len(old) >= 20 {
		modern[16] = get(16 + offset) // thisAdjustment
	}
	if len(old) >= 21 {
		modern[17] = get(17 + offset) // thrownTypes
	}
	return modern, fn
}
