package mutate

import (
	"fmt"
	"regexp"
	"strings"
)

// The operators. Each changes one thing; which one is chosen by the rng.
func init() {
	register("operand-type", operandType)
	register("init-type", initType)
	register("init-count", initCount)
	register("align", alignOp)
	register("cast", castOp)
	register("drop-operand", dropOperand)
	register("extra-operand", extraOperand)
	register("int-literal", intLiteral)
	register("fp-literal", fpLiteral)
	register("ret-type", retType)
	register("undef-value", undefValue)
	register("di-field-value", diFieldValue)
	register("di-drop-field", diDropField)
	register("di-extra-field", diExtraField)
	register("di-kind", diKind)
	register("tbaa", tbaaOp)
	register("range", rangeOp)
	register("prof", profOp)
	register("dbg", dbgOp)
	register("use-before-def", useBeforeDef)
	register("phi-pred", phiPred)
	register("trailing", trailing)
	register("attr-typo", attrTypo)
	register("keyword-typo", keywordTypo)
	register("drop-line", dropLine)
	register("dup-line", dupLine)
	register("md-ref", mdRef)
	register("flag-behavior", flagBehavior)
}

var intTypes = []string{"i1", "i8", "i16", "i32", "i64"}

// operandType changes one type token in an instruction to another type.
func operandType(m *module, r *rng) bool {
	sites, found := m.sitesOf(m.insts(), "i1", "i8", "i16", "i32", "i64", "float", "double", "half", "void")
	if len(sites) == 0 {
		return false
	}
	k := r.intn(len(sites))
	s, w := sites[k], found[k]
	repl := r.pick("i1", "i8", "i32", "i64", "float", "double", "void", "label", "i32*", "<2 x i32>", "{ i32 }", "[2 x i8]")
	if repl == w {
		repl = "i128"
	}
	m.lines[s.line] = replaceAt(m.lines[s.line], s.off, len(w), repl)
	return true
}

var globalRE = regexp.MustCompile(`^@[-\w.$"]+ = .*\b(global|constant)\b`)

func globals(m *module) []int {
	return m.linesWhere(func(_ int, l string) bool { return globalRE.MatchString(l) && !strings.Contains(l, " external ") })
}

// initType changes a type inside a global's initializer or its value type.
func initType(m *module, r *rng) bool {
	sites, found := m.sitesOf(globals(m), "i1", "i8", "i16", "i32", "i64", "float", "double")
	if len(sites) == 0 {
		return false
	}
	k := r.intn(len(sites))
	s, w := sites[k], found[k]
	repl := intTypes[r.intn(len(intTypes))]
	if repl == w {
		repl = r.pick("float", "double", "i128")
	}
	m.lines[s.line] = replaceAt(m.lines[s.line], s.off, len(w), repl)
	return true
}

var aggInitRE = regexp.MustCompile(`(\[|\{|<)\s*(i\d+|float|double|ptr|%[\w.]+\*?|i8\*) ([^,\]}>]+)`)

// initCount adds or drops one element of an aggregate initializer.
func initCount(m *module, r *rng) bool {
	gl := globals(m)
	var cand []int
	for _, i := range gl {
		if aggInitRE.MatchString(m.lines[i]) {
			cand = append(cand, i)
		}
	}
	if len(cand) == 0 {
		return false
	}
	i := cand[r.intn(len(cand))]
	l := m.lines[i]
	loc := aggInitRE.FindStringSubmatchIndex(l)
	elem := l[loc[4]:loc[7]]
	if r.intn(2) == 0 {
		// add a copy of the first element
		m.lines[i] = l[:loc[4]] + elem + ", " + l[loc[4]:]
	} else {
		// drop the first element (and its comma)
		rest := l[loc[7]:]
		rest = strings.TrimPrefix(strings.TrimLeft(rest, " "), ",")
		m.lines[i] = l[:loc[4]] + strings.TrimLeft(rest, " ")
	}
	return true
}

var alignRE = regexp.MustCompile(`\balign (\d+)`)

// alignOp changes an alignment to a bad (or unusual) value.
func alignOp(m *module, r *rng) bool {
	lines := m.linesWhere(func(_ int, l string) bool { return alignRE.MatchString(l) })
	if len(lines) == 0 {
		// add an alignment to a load or store
		lines = m.linesWhere(func(_ int, l string) bool {
			return strings.Contains(l, " load ") || strings.HasPrefix(strings.TrimSpace(l), "store ")
		})
		if len(lines) == 0 {
			return false
		}
		i := lines[r.intn(len(lines))]
		l := stripComment(m.lines[i])
		m.lines[i] = insertBeforeMD(l, ", align "+r.pick("3", "0", "8589934592", "4096"))
		return true
	}
	i := lines[r.intn(len(lines))]
	l := m.lines[i]
	locs := alignRE.FindAllStringSubmatchIndex(l, -1)
	loc := locs[r.intn(len(locs))]
	m.lines[i] = l[:loc[2]] + r.pick("3", "0", "6", "8589934592", "4294967296", "1", "1073741824", "16") + l[loc[3]:]
	return true
}

// insertBeforeMD inserts s into an instruction before its metadata
// attachments (", !kind"), or at the end.
func insertBeforeMD(l, s string) string {
	if i := strings.Index(l, ", !"); i >= 0 {
		return l[:i] + s + l[i:]
	}
	return l + s
}

var castOps = []string{"trunc", "zext", "sext", "fptrunc", "fpext", "fptoui", "fptosi", "uitofp", "sitofp", "ptrtoint", "inttoptr", "bitcast", "addrspacecast"}

// castOp replaces a cast's opcode with another cast.
func castOp(m *module, r *rng) bool {
	sites, found := m.sitesOf(m.linesWhere(func(int, string) bool { return true }), castOps...)
	if len(sites) == 0 {
		return false
	}
	k := r.intn(len(sites))
	repl := castOps[r.intn(len(castOps))]
	if repl == found[k] {
		repl = "bitcast"
		if found[k] == repl {
			repl = "inttoptr"
		}
	}
	s := sites[k]
	m.lines[s.line] = replaceAt(m.lines[s.line], s.off, len(found[k]), repl)
	return true
}

// operandInsts are the instruction lines with at least two operands.
func operandInsts(m *module) []int {
	var out []int
	for _, i := range m.insts() {
		l := stripComment(m.lines[i])
		if strings.Contains(l, ",") && !strings.Contains(l, " phi ") {
			out = append(out, i)
		}
	}
	return out
}

// dropOperand removes the last comma-separated operand of an instruction
// or of a call's argument list.
func dropOperand(m *module, r *rng) bool {
	lines := operandInsts(m)
	if len(lines) == 0 {
		return false
	}
	i := lines[r.intn(len(lines))]
	l := stripComment(m.lines[i])
	// keep attachments
	md := ""
	if j := strings.Index(l, ", !"); j >= 0 {
		l, md = l[:j], l[j:]
	}
	if strings.HasSuffix(l, ")") && strings.Contains(l, "(") && r.intn(2) == 0 {
		open := strings.LastIndex(l, "(")
		args := l[open+1 : len(l)-1]
		if c := strings.LastIndex(args, ","); c >= 0 {
			m.lines[i] = l[:open+1] + args[:c] + ")" + md
		} else if args != "" {
			m.lines[i] = l[:open+1] + ")" + md
		} else {
			return false
		}
		return true
	}
	c := strings.LastIndex(l, ",")
	if c < 0 {
		return false
	}
	m.lines[i] = l[:c] + md
	return true
}

// extraOperand adds an operand to an instruction or a call.
func extraOperand(m *module, r *rng) bool {
	lines := m.insts()
	if len(lines) == 0 {
		return false
	}
	i := lines[r.intn(len(lines))]
	l := stripComment(m.lines[i])
	md := ""
	if j := strings.Index(l, ", !"); j >= 0 {
		l, md = l[:j], l[j:]
	}
	extra := r.pick("i32 0", "i8* null", "float 1.0", "i64 7")
	if strings.HasSuffix(l, ")") && strings.Contains(l, " call ") {
		open := strings.LastIndex(l, "(")
		if strings.TrimSpace(l[open+1:len(l)-1]) == "" {
			m.lines[i] = l[:len(l)-1] + extra + ")" + md
		} else {
			m.lines[i] = l[:len(l)-1] + ", " + extra + ")" + md
		}
		return true
	}
	m.lines[i] = l + ", " + extra + md
	return true
}

var intConstRE = regexp.MustCompile(`\b(i1|i8|i16|i32|i64) (-?\d+)\b`)
var fpConstRE = regexp.MustCompile(`\b(float|double|half) (-?[0-9][0-9.e+-]*|0x[0-9A-Fa-f]+)`)

// intLiteral gives an integer constant a value out of range or of the
// wrong kind, or gives a floating-point type an integer literal.
func intLiteral(m *module, r *rng) bool {
	lines := m.linesWhere(func(_ int, l string) bool { return intConstRE.MatchString(l) })
	if len(lines) == 0 {
		return false
	}
	i := lines[r.intn(len(lines))]
	l := m.lines[i]
	locs := intConstRE.FindAllStringSubmatchIndex(l, -1)
	loc := locs[r.intn(len(locs))]
	if inString(l, loc[0]) {
		return false
	}
	var repl string
	switch r.intn(4) {
	case 0:
		repl = l[loc[2]:loc[3]] + " " + r.pick("300", "-129", "65536", "4294967296", "2")
	case 1:
		repl = l[loc[2]:loc[3]] + " " + r.pick("1.5", "0.0", "0x1", "true")
	case 2:
		repl = r.pick("float", "double") + " " + l[loc[4]:loc[5]]
	default:
		repl = l[loc[2]:loc[3]] + " " + r.pick("null", "undef", "poison", "zeroinitializer", "\"x\"")
	}
	m.lines[i] = l[:loc[0]] + repl + l[loc[1]:]
	return true
}

// fpLiteral gives a floating-point constant a bad literal.
func fpLiteral(m *module, r *rng) bool {
	lines := m.linesWhere(func(_ int, l string) bool { return fpConstRE.MatchString(l) })
	if len(lines) == 0 {
		return false
	}
	i := lines[r.intn(len(lines))]
	l := m.lines[i]
	loc := fpConstRE.FindStringSubmatchIndex(l)
	repl := l[loc[2]:loc[3]] + " " + r.pick("1", "0x1", "true", "1e400", "0xK3FFF8000000000000000", "0xH3C00")
	m.lines[i] = l[:loc[0]] + repl + l[loc[1]:]
	return true
}

// retType changes what a ret returns.
func retType(m *module, r *rng) bool {
	var lines []int
	for _, i := range m.insts() {
		if strings.HasPrefix(strings.TrimSpace(m.lines[i]), "ret ") {
			lines = append(lines, i)
		}
	}
	if len(lines) == 0 {
		return false
	}
	i := lines[r.intn(len(lines))]
	l := m.lines[i]
	ind := l[:len(l)-len(strings.TrimLeft(l, " \t"))]
	m.lines[i] = ind + r.pick("ret void", "ret i32 0", "ret i64 1", "ret float 1.0", "ret i8* null", "ret i32 undef, i32 1", "ret")
	return true
}

var localRE = regexp.MustCompile(`%[-\w.]+`)

// undefValue renames one use of a local value to a name nothing defines.
func undefValue(m *module, r *rng) bool {
	var sites []site
	var ns []int
	for _, i := range m.insts() {
		l := stripComment(m.lines[i])
		start := 0
		if eq := strings.Index(l, " = "); eq >= 0 && strings.HasPrefix(strings.TrimSpace(l), "%") {
			start = eq + 3
		}
		for _, loc := range localRE.FindAllStringIndex(l[start:], -1) {
			if inString(l, start+loc[0]) {
				continue
			}
			sites = append(sites, site{i, start + loc[0]})
			ns = append(ns, loc[1]-loc[0])
		}
	}
	if len(sites) == 0 {
		return false
	}
	k := r.intn(len(sites))
	s := sites[k]
	m.lines[s.line] = replaceAt(m.lines[s.line], s.off, ns[k], r.pick("%undefined.value", "%9999"))
	return true
}

var diLineRE = regexp.MustCompile(`^!\d+ = (distinct )?!(DI\w+|MD\w+)\(`)
var diFieldRE = regexp.MustCompile(`\b(\w+): ([^,()]+|![A-Za-z]+\([^)]*\))`)

func diLines(m *module) []int {
	return m.linesWhere(func(_ int, l string) bool { return diLineRE.MatchString(l) })
}

// diFieldValue changes the value of one field of a specialized node.
func diFieldValue(m *module, r *rng) bool {
	lines := diLines(m)
	if len(lines) == 0 {
		return false
	}
	i := lines[r.intn(len(lines))]
	l := m.lines[i]
	locs := diFieldRE.FindAllStringSubmatchIndex(l, -1)
	if len(locs) == 0 {
		return false
	}
	loc := locs[r.intn(len(locs))]
	val := l[loc[4]:loc[5]]
	var repl string
	switch {
	case strings.HasPrefix(val, "!") || val == "null":
		repl = r.pick("null", "!{}", `!"x"`, "!9999", "0", "!DIExpression()")
	case strings.HasPrefix(val, `"`):
		repl = r.pick("0", "null", `!"x"`, `""`)
	case strings.HasPrefix(val, "DW_") || strings.HasPrefix(val, "DIFlag") || strings.HasPrefix(val, "CSK_") || strings.HasPrefix(val, "DISPFlag"):
		repl = r.pick("DW_TAG_invalid", "DW_TAG_pointer_type", "DW_ATE_float", "DIFlagBogus", "7", "DW_LANG_C99")
	default:
		repl = r.pick("-1", "4294967296", "0", "18446744073709551616", "true", `"x"`, "65536")
	}
	m.lines[i] = l[:loc[4]] + repl + l[loc[5]:]
	return true
}

// diDropField removes one field of a specialized node.
func diDropField(m *module, r *rng) bool {
	lines := diLines(m)
	if len(lines) == 0 {
		return false
	}
	i := lines[r.intn(len(lines))]
	l := m.lines[i]
	locs := diFieldRE.FindAllStringIndex(l, -1)
	if len(locs) == 0 {
		return false
	}
	loc := locs[r.intn(len(locs))]
	start, end := loc[0], loc[1]
	if strings.HasPrefix(l[end:], ", ") {
		end += 2
	} else if strings.HasSuffix(l[:start], ", ") {
		start -= 2
	}
	m.lines[i] = l[:start] + l[end:]
	return true
}

// diExtraField adds a field to a specialized node: unknown, repeated or
// belonging to another kind.
func diExtraField(m *module, r *rng) bool {
	lines := diLines(m)
	if len(lines) == 0 {
		return false
	}
	i := lines[r.intn(len(lines))]
	l := m.lines[i]
	j := strings.Index(l, "(")
	field := r.pick("bogus: 1", "line: 7", "scope: null", "name: \"x\"", "flags: DIFlagArtificial", "size: 8", "file: null", "column: 3", "type: null")
	if strings.HasPrefix(l[j+1:], ")") {
		m.lines[i] = l[:j+1] + field + l[j+1:]
	} else {
		m.lines[i] = l[:j+1] + field + ", " + l[j+1:]
	}
	return true
}

var diKinds = []string{"DILocation", "DISubprogram", "DIFile", "DICompileUnit", "DIBasicType", "DIDerivedType", "DICompositeType", "DISubroutineType", "DILocalVariable", "DIGlobalVariable", "DILexicalBlock", "DIExpression", "DIGlobalVariableExpression", "DISubrange", "DIEnumerator", "DINamespace"}

// diKind changes a node's kind, keeping its fields.
func diKind(m *module, r *rng) bool {
	lines := diLines(m)
	if len(lines) == 0 {
		return false
	}
	i := lines[r.intn(len(lines))]
	l := m.lines[i]
	loc := diLineRE.FindStringSubmatchIndex(l)
	repl := diKinds[r.intn(len(diKinds))]
	if repl == l[loc[4]:loc[5]] {
		repl = "DIBasicType"
		if repl == l[loc[4]:loc[5]] {
			repl = "DIFile"
		}
	}
	m.lines[i] = l[:loc[4]] + repl + l[loc[5]:]
	return true
}

// memInsts are the loads, stores and calls: where !tbaa and friends go.
func memInsts(m *module, kinds ...string) []int {
	var out []int
	for _, i := range m.insts() {
		t := strings.TrimSpace(stripComment(m.lines[i]))
		for _, k := range kinds {
			if strings.HasPrefix(t, k+" ") || strings.Contains(t, "= "+k+" ") || strings.Contains(t, " "+k+" ") && k == "call" {
				out = append(out, i)
				break
			}
		}
	}
	return out
}

// attach gives instruction line i the attachment !kind with a new node
// whose body is node (or, when node starts with "!", that reference
// itself).
func attach(m *module, i int, kind, node string) {
	l := stripComment(m.lines[i])
	if strings.HasPrefix(node, "!{") || strings.HasPrefix(node, "!DI") || strings.HasPrefix(node, "distinct") {
		n := m.nextMD()
		m.addLine(fmt.Sprintf("!%d = %s", n, node))
		node = fmt.Sprintf("!%d", n)
	}
	// replace an existing attachment of that kind, else add one
	re := regexp.MustCompile(`, !` + regexp.QuoteMeta(kind) + ` ![\w.]+`)
	if loc := re.FindStringIndex(l); loc != nil {
		m.lines[i] = l[:loc[0]] + ", !" + kind + " " + node + l[loc[1]:]
		return
	}
	m.lines[i] = l + ", !" + kind + " " + node
}

// tbaaOp gives a memory access a malformed (or a well-formed) !tbaa tag.
func tbaaOp(m *module, r *rng) bool {
	lines := memInsts(m, "load", "store", "call", "add")
	if len(lines) == 0 {
		return false
	}
	i := lines[r.intn(len(lines))]
	attach(m, i, "tbaa", r.pick(
		`!{!"x"}`,
		`!{}`,
		`!{!"int", !"omnipotent char", i64 0}`,
		`!{i64 0}`,
		`!{!{!"int", !{!"char", !{!"root"}}}, !{!"int", !{!"char", !{!"root"}}}, i64 0}`,
		`!{!{!"int", !{!"char", !{!"root"}}, i64 0}, !{!"int", !{!"char", !{!"root"}}, i64 0}, i64 0}`,
		`!{!{!"int", !{!"char", !{!"root"}, i64 0}, i64 0}, !{!"int", !{!"char", !{!"root"}, i64 0}, i64 0}, i64 4}`,
		`!{!{!"root"}, !{!"root"}, i32 0}`,
		`!9999`,
	))
	return true
}

// rangeOp gives a load or call a malformed (or a valid) !range.
func rangeOp(m *module, r *rng) bool {
	lines := memInsts(m, "load", "call", "store")
	if len(lines) == 0 {
		return false
	}
	i := lines[r.intn(len(lines))]
	attach(m, i, "range", r.pick(
		`!{i32 0}`,
		`!{}`,
		`!{i32 1, i32 1}`,
		`!{i32 0, i32 10}`,
		`!{i64 0, i64 10}`,
		`!{i8 0, i8 2}`,
		`!{i32 0, i32 10, i32 5, i32 20}`,
		`!{i32 0, i32 10, i32 10, i32 20}`,
		`!{!"x", !"y"}`,
		`!{float 0.0, float 1.0}`,
	))
	return true
}

// profOp gives a branch, switch, call or other instruction a malformed or
// mismatched !prof.
func profOp(m *module, r *rng) bool {
	lines := memInsts(m, "br", "switch", "call", "select", "load", "ret")
	if len(lines) == 0 {
		return false
	}
	i := lines[r.intn(len(lines))]
	attach(m, i, "prof", r.pick(
		`!{!"branch_weights", i32 1}`,
		`!{!"branch_weights", i32 1, i32 2}`,
		`!{!"branch_weights", i32 1, i32 2, i32 3}`,
		`!{!"branch_weights"}`,
		`!{!"branch_weights", !"x", i32 1}`,
		`!{!"function_entry_count", i64 10}`,
		`!{!"VP", i32 0, i64 1, i64 2, i64 3}`,
		`!{!"bogus", i32 1}`,
		`!{}`,
	))
	return true
}

// dbgOp gives an instruction a !dbg that is not a DILocation, a DILocation
// with a bad scope, or removes one.
func dbgOp(m *module, r *rng) bool {
	lines := m.insts()
	if len(lines) == 0 {
		return false
	}
	i := lines[r.intn(len(lines))]
	l := stripComment(m.lines[i])
	re := regexp.MustCompile(`, !dbg ![\w.]+`)
	if loc := re.FindStringIndex(l); loc != nil && r.intn(3) == 0 {
		m.lines[i] = l[:loc[0]] + l[loc[1]:]
		return true
	}
	attach(m, i, "dbg", r.pick(
		`!{!"x"}`,
		`!{}`,
		`!DILocation(line: 1, scope: !9999)`,
		`!DIFile(filename: "a.c", directory: "/")`,
		`!DILocation(line: 1, column: 2, scope: !DIFile(filename: "a.c", directory: "/"))`,
		`!9999`,
	))
	return true
}

var defRE = regexp.MustCompile(`^\s*(%[-\w.]+) = `)

// useBeforeDef moves an instruction before the definition of a value it
// uses, in the same block.
func useBeforeDef(m *module, r *rng) bool {
	ins := m.insts()
	type pair struct{ def, use int }
	var pairs []pair
	for k, d := range ins {
		mm := defRE.FindStringSubmatch(m.lines[d])
		if mm == nil || strings.Contains(m.lines[d], " phi ") {
			continue
		}
		name := mm[1]
		for _, u := range ins[k+1:] {
			if u != ins[k]+1 && !contiguous(m, d, u) {
				break
			}
			lu := stripComment(m.lines[u])
			if strings.Contains(lu, " phi ") {
				continue
			}
			if len(wordAt(lu, name)) > 0 {
				pairs = append(pairs, pair{d, u})
				break
			}
		}
	}
	if len(pairs) == 0 {
		return false
	}
	p := pairs[r.intn(len(pairs))]
	use := m.lines[p.use]
	copy(m.lines[p.def+1:p.use+1], m.lines[p.def:p.use])
	m.lines[p.def] = use
	return true
}

// contiguous reports whether lines a..b hold no label and no function end
// (they are in one block).
func contiguous(m *module, a, b int) bool {
	for i := a + 1; i < b; i++ {
		t := strings.TrimSpace(stripComment(m.lines[i]))
		if isLabel(t) || strings.HasPrefix(t, "}") {
			return false
		}
	}
	return true
}

var phiEntryRE = regexp.MustCompile(`\[ *[^\[\]]+, *%[-\w.]+ *\]`)

// phiPred removes one incoming entry of a phi (or duplicates one).
func phiPred(m *module, r *rng) bool {
	lines := m.linesWhere(func(_ int, l string) bool { return strings.Contains(l, " phi ") && phiEntryRE.MatchString(l) })
	if len(lines) == 0 {
		return false
	}
	i := lines[r.intn(len(lines))]
	l := stripComment(m.lines[i])
	locs := phiEntryRE.FindAllStringIndex(l, -1)
	loc := locs[r.intn(len(locs))]
	if r.intn(4) == 0 {
		m.lines[i] = l[:loc[1]] + ", " + l[loc[0]:loc[1]] + l[loc[1]:]
		return true
	}
	if len(locs) == 1 {
		return false
	}
	start, end := loc[0], loc[1]
	if strings.HasPrefix(l[end:], ", ") {
		end += 2
	} else if strings.HasSuffix(l[:start], ", ") {
		start -= 2
	}
	m.lines[i] = l[:start] + l[end:]
	return true
}

// trailing leaves tokens at the end of a line.
func trailing(m *module, r *rng) bool {
	lines := m.linesWhere(func(int, string) bool { return true })
	if len(lines) == 0 {
		return false
	}
	i := lines[r.intn(len(lines))]
	m.lines[i] = stripComment(m.lines[i]) + " " + r.pick("garbage", ", i32 0", ")", "}", "1", "!0", "nounwind", "x")
	return true
}

var attrWords = []string{"nounwind", "readonly", "readnone", "noinline", "alwaysinline", "uwtable", "nocapture", "noalias", "nonnull", "zeroext", "signext", "optnone", "noreturn", "norecurse", "willreturn", "nofree", "nosync", "argmemonly", "inreg", "byval", "sret", "returned", "ssp", "cold", "minsize", "optsize", "speculatable", "writeonly", "noundef", "dso_local", "local_unnamed_addr", "unnamed_addr", "inlinehint", "mustprogress"}

// attrTypo misspells an attribute or adds an unknown one.
func attrTypo(m *module, r *rng) bool {
	all := m.linesWhere(func(int, string) bool { return true })
	sites, found := m.sitesOf(all, attrWords...)
	if len(sites) == 0 || r.intn(5) == 0 {
		// add an unknown attribute to a definition or declaration
		lines := m.linesWhere(func(_ int, l string) bool {
			return strings.HasPrefix(l, "define ") || strings.HasPrefix(l, "declare ")
		})
		if len(lines) == 0 {
			return false
		}
		i := lines[r.intn(len(lines))]
		l := stripComment(m.lines[i])
		j := strings.LastIndex(l, ")")
		if j < 0 {
			return false
		}
		m.lines[i] = l[:j+1] + " " + r.pick("nounwnd", "bogusattr", "readonyl", "\"x\"=", "align", "nonnull") + l[j+1:]
		return true
	}
	k := r.intn(len(sites))
	w := found[k]
	s := sites[k]
	m.lines[s.line] = replaceAt(m.lines[s.line], s.off, len(w), typo(w, r))
	return true
}

// typo misspells a word: a letter dropped, doubled or two swapped.
func typo(w string, r *rng) string {
	if len(w) < 3 {
		return w + "x"
	}
	p := 1 + r.intn(len(w)-2)
	switch r.intn(3) {
	case 0:
		return w[:p] + w[p+1:]
	case 1:
		return w[:p] + w[p:p+1] + w[p:]
	default:
		b := []byte(w)
		b[p], b[p+1] = b[p+1], b[p]
		if string(b) == w {
			return w[:p] + w[p+1:]
		}
		return string(b)
	}
}

var keywords = []string{"define", "declare", "global", "constant", "ret", "br", "call", "load", "store", "getelementptr", "alloca", "icmp", "fcmp", "phi", "select", "add", "sub", "mul", "label", "type", "private", "internal", "external", "to", "inbounds", "nsw", "nuw", "align", "target", "datalayout", "triple", "metadata", "attributes", "switch", "unreachable", "distinct"}

// keywordTypo misspells a keyword or an opcode.
func keywordTypo(m *module, r *rng) bool {
	all := m.linesWhere(func(int, string) bool { return true })
	sites, found := m.sitesOf(all, keywords...)
	if len(sites) == 0 {
		return false
	}
	k := r.intn(len(sites))
	s := sites[k]
	m.lines[s.line] = replaceAt(m.lines[s.line], s.off, len(found[k]), typo(found[k], r))
	return true
}

// dropLine deletes one line of code: a terminator, a definition, a
// metadata node, a declaration.
func dropLine(m *module, r *rng) bool {
	lines := m.linesWhere(func(_ int, l string) bool {
		t := strings.TrimSpace(l)
		return t != "}" && !strings.HasPrefix(t, "define ") && !strings.HasSuffix(t, "{")
	})
	if len(lines) == 0 {
		return false
	}
	i := lines[r.intn(len(lines))]
	m.lines = append(m.lines[:i], m.lines[i+1:]...)
	return true
}

// dupLine repeats one line of code (a redefinition, a second terminator).
func dupLine(m *module, r *rng) bool {
	lines := m.linesWhere(func(_ int, l string) bool {
		t := strings.TrimSpace(l)
		return t != "}" && !strings.HasSuffix(t, "{")
	})
	if len(lines) == 0 {
		return false
	}
	i := lines[r.intn(len(lines))]
	m.lines = append(m.lines[:i+1], m.lines[i:]...)
	return true
}

var mdRefRE = regexp.MustCompile(`!\d+\b`)

// mdRef points one metadata reference at a node that does not exist or at
// another node.
func mdRef(m *module, r *rng) bool {
	lines := m.linesWhere(func(_ int, l string) bool { return mdRefRE.MatchString(l) })
	if len(lines) == 0 {
		return false
	}
	i := lines[r.intn(len(lines))]
	l := m.lines[i]
	locs := mdRefRE.FindAllStringIndex(l, -1)
	loc := locs[r.intn(len(locs))]
	if inString(l, loc[0]) {
		return false
	}
	repl := fmt.Sprintf("!%d", m.nextMD()+7)
	if r.intn(2) == 0 {
		repl = fmt.Sprintf("!%d", r.intn(4))
	}
	m.lines[i] = l[:loc[0]] + repl + l[loc[1]:]
	return true
}

var flagRE = regexp.MustCompile(`^!\d+ = !\{i32 (\d+), !"[^"]*", `)

// flagBehavior changes a module flag's behaviour, or the shape of its
// value.
func flagBehavior(m *module, r *rng) bool {
	lines := m.linesWhere(func(_ int, l string) bool { return flagRE.MatchString(l) })
	if len(lines) == 0 {
		return false
	}
	i := lines[r.intn(len(lines))]
	l := m.lines[i]
	loc := flagRE.FindStringSubmatchIndex(l)
	if r.intn(3) == 0 {
		// the value
		m.lines[i] = l[:loc[1]] + r.pick(`!"x"}`, `i64 -1}`, `!{}}`, `i32 0, i32 1}`)
		return true
	}
	m.lines[i] = l[:loc[2]] + r.pick("0", "3", "7", "8", "9", "5") + l[loc[3]:]
	return true
}
