package dtrans

import (
	"bytes"
	"slices"
	"sort"
	"strconv"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/scanner"
	"github.com/irmeta/irmeta/token"
)

// StripOptions select what Strip removes besides the annotations.
type StripOptions struct {
	// TypeMetadata also removes the front end's type descriptions:
	// !intel.dtrans.types, the intel_dtrans_type and
	// intel.dtrans.func.type attachments, and the
	// "intel_dtrans_func_index" attributes of function signatures.
	TypeMetadata bool
}

// StripStats counts what Strip removed.
type StripStats struct {
	Hints       int // !dtrans-type attachments
	SOAToAOS    int // !dtrans-soatoaos attachments
	Calls       int // llvm.ptr.annotation calls with a DTrans string
	Uses        int // uses of their results, replaced by the annotated pointer
	Globals     int // annotation string and file name globals left unused
	Decls       int // llvm.ptr.annotation declarations left unused
	TypeMD      int // type descriptions and index attributes (with TypeMetadata)
	Renumbered  int // references to unnamed values and blocks renumbered
	KeptForeign int // llvm.ptr.annotation calls that are not DTrans's
	Nodes       int // numbered hint nodes nothing refers to any more
}

// Total returns the number of annotations removed.
func (s StripStats) Total() int { return s.Hints + s.SOAToAOS + s.Calls + s.TypeMD }

// Strip removes DTrans's annotations from the module, as DTrans's
// annotator cleaner does: the !dtrans-type and !dtrans-soatoaos
// attachments, and the llvm.ptr.annotation calls whose string is a DTrans
// annotation global (any extension), each use of a call's result being
// replaced by the annotated pointer. Annotation globals and intrinsic
// declarations that nothing uses any more are deleted too, except unnamed
// globals (@0), whose deletion would renumber the others; so are the
// numbered nodes of removed attachments that nothing else refers to (LLVM
// drops such nodes when it prints a module). Unnamed call
// results are removed with the renumbering of the function's later
// unnamed values and blocks that LLVM requires. Foreign annotations and
// all other metadata stay. The removal is visible after Commit.
func Strip(g *md.Graph, opt StripOptions) (StripStats, error) {
	var st StripStats
	// Without earlier edits every reference to a node is in the text, so
	// counting mentions is enough to know it is unused.
	pristine := !g.Modified()
	var dtransCalls []Annotation
	removed := map[int]bool{}
	for _, a := range Annotations(g) {
		if a.DTrans {
			dtransCalls = append(dtransCalls, a)
			removed[a.Inst] = true
		} else {
			st.KeptForeign++
		}
	}
	// Attachments.
	var targets []md.Target
	g.Targets(func(t md.Target) { targets = append(targets, t) })
	detached := map[*md.Node]int{} // node -> attachments removed
	remove := func(t md.Target, kind string) bool {
		n := g.Attachment(t, kind)
		if n == nil {
			return false
		}
		detached[n]++
		return g.RemoveAttachment(t, kind)
	}
	for _, t := range targets {
		if t.Kind == md.InstTarget && removed[t.Index] {
			continue // goes with the instruction
		}
		switch t.Kind {
		case md.InstTarget:
			if remove(t, TypeKind) {
				st.Hints++
			}
		case md.FunctionTarget:
			if remove(t, SOAToAOSKind) {
				st.SOAToAOS++
			}
		}
		if opt.TypeMetadata {
			if remove(t, TypeAttachment) {
				st.TypeMD++
			}
			if t.Kind == md.FunctionTarget && remove(t, FuncTypeAttachment) {
				st.TypeMD++
			}
		}
	}
	if !opt.TypeMetadata {
		// Type descriptions are shared with the front end's metadata;
		// only the annotation nodes go.
		st.Nodes = dropOrphans(g, detached, pristine)
	}
	if opt.TypeMetadata {
		// The attributes that pair parameters with the list entries.
		for f := range g.Module.Functions {
			st.TypeMD += g.RemoveStringAttr(g.Module.Functions[f].Header, FuncIndexAttr)
		}
		if l := g.Named(TypesList); l != nil {
			st.TypeMD += len(l.Nodes)
			g.RemoveNamed(TypesList)
		}
	}
	// Calls, function by function.
	byFn := map[int][]Annotation{}
	var fns []int
	for _, a := range dtransCalls {
		f := g.FunctionOf(a.Inst)
		if _, ok := byFn[f]; !ok {
			fns = append(fns, f)
		}
		byFn[f] = append(byFn[f], a)
	}
	sort.Ints(fns)
	for _, f := range fns {
		stripCalls(g, f, byFn[f], &st)
	}
	st.Calls = len(dtransCalls)
	// Globals and declarations nothing refers to any more.
	removeUnused(g, removed, &st)
	return st, nil
}

// stripCalls removes the annotation calls of function f, replacing uses
// of their results and renumbering later unnamed values.
func stripCalls(g *md.Graph, f int, calls []Annotation, st *StripStats) {
	m := g.Module
	fn := &m.Functions[f]
	implicit := implicitResults(m, f, calls)
	repl := map[string]string{} // result -> replacement text (before renumbering)
	var gone []int              // numbers of removed unnamed results
	var spans []ast.Span
	for _, a := range calls {
		in := &m.Insts[a.Inst]
		spans = append(spans, in.Span)
		if a.Result == "" {
			a.Result = implicit[a.Inst]
		}
		if a.Result == "" {
			continue
		}
		repl[a.Result] = m.Text(a.Ptr.Value.Span)
		if n, ok := unnamedNumber(a.Result); ok {
			gone = append(gone, n)
		}
	}
	sort.Ints(gone)
	shift := func(n int) int { return n - sort.SearchInts(gone, n) }
	inRemoved := func(p token.Pos) bool {
		for _, s := range spans {
			if p >= s.Start && p < s.End {
				return true
			}
		}
		return false
	}
	// resolve follows a replacement that is itself a removed result.
	var resolve func(text string, depth int) string
	resolve = func(text string, depth int) string {
		if r, ok := repl[text]; ok && depth < len(repl) {
			return resolve(r, depth+1)
		}
		if n, ok := unnamedNumber(text); ok && len(gone) > 0 {
			return "%" + strconv.Itoa(shift(n))
		}
		return text
	}
	if len(repl) > 0 {
		g.NameTokens(fn.Body, func(t md.NameToken) {
			if inRemoved(t.Span.Start) {
				return
			}
			switch t.Kind {
			case md.LocalName:
				if _, ok := repl[string(t.Name)]; ok {
					text := resolve(string(t.Name), 0)
					if int(t.Span.End) < len(m.Src) && scanner.IsNameChar(m.Src[t.Span.End]) {
						text += " " // "%0to" is a token when %0 becomes %p
					}
					if t.Span.Start > 0 && scanner.IsNameChar(m.Src[t.Span.Start-1]) && text != "" && scanner.IsNameChar(text[0]) {
						text = " " + text // "ptr%1" must not become "ptrgetelementptr"
					}
					g.ReplaceText(t.Span, text)
					st.Uses++
					return
				}
				if len(gone) > 0 {
					if n, ok := unnamedNumber(string(t.Name)); ok && shift(n) != n {
						g.ReplaceText(t.Span, "%"+strconv.Itoa(shift(n)))
						st.Renumbered++
					}
				}
			case md.LabelName:
				if len(gone) > 0 {
					if n, err := strconv.Atoi(string(t.Name)); err == nil && shift(n) != n {
						g.ReplaceText(t.Span, strconv.Itoa(shift(n))+":")
						st.Renumbered++
					}
				}
			}
		})
	}
	for _, a := range calls {
		g.RemoveInst(a.Inst)
	}
}

// implicitResults gives the "%N" that LLVM numbers the calls written
// without a result by (call ptr @llvm.ptr.annotation(...) still defines
// a value), by instruction; nil when every call names its result.
func implicitResults(m *ast.Module, f int, calls []Annotation) map[int]string {
	if !slices.ContainsFunc(calls, func(a Annotation) bool { return a.Result == "" }) {
		return nil
	}
	out := map[int]string{}
	// The module parsed, so its instructions decode.
	_ = parser.NewDecoder(m).UnnamedResults(f, func(inst, n int) {
		out[inst] = "%" + strconv.Itoa(n)
	})
	return out
}

// unnamedNumber returns N for "%N".
func unnamedNumber(s string) (int, bool) {
	if len(s) < 2 || s[0] != '%' {
		return 0, false
	}
	for i := 1; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
	}
	n, err := strconv.Atoi(s[1:])
	return n, err == nil
}

// removeUnused deletes the DTrans annotation globals, the file-name global
// and the llvm.ptr.annotation declarations that are referred to only from
// the removed calls.
func removeUnused(g *md.Graph, removed map[int]bool, st *StripStats) {
	m := g.Module
	type cand struct {
		entity int
		def    ast.Span // the defining name token
		uses   int
		global bool
	}
	cands := map[string]*cand{}
	for e := range m.Entities {
		ent := &m.Entities[e]
		switch ent.Kind {
		case ast.GlobalEntity:
			gl := &m.Globals[ent.Index]
			if _, ok := KindOfGlobal(gl.Name); (ok || gl.Name == "@"+FilenameGlobal) && gl.Kind == ast.GlobalVar {
				cands[gl.Name] = &cand{entity: e, def: gl.NameSpan, global: true}
			}
		case ast.FunctionEntity:
			fn := &m.Functions[ent.Index]
			if fn.Declare && isAnnotationIntrinsic(fn.Name) {
				cands[fn.Name] = &cand{entity: e, def: fn.NameSpan}
			}
		}
	}
	if len(cands) == 0 {
		return
	}
	var spans []ast.Span
	for i := range removed {
		spans = append(spans, m.Insts[i].Span)
	}
	g.NameTokens(ast.Span{Start: 0, End: token.Pos(len(m.Src))}, func(t md.NameToken) {
		if t.Kind != md.GlobalName {
			return
		}
		c := cands[string(t.Name)]
		if c == nil || t.Span == c.def {
			return
		}
		for _, s := range spans {
			if t.Span.Start >= s.Start && t.Span.Start < s.End {
				return
			}
		}
		c.uses++
	})
	var dead []*cand
	for name, c := range cands {
		if c.uses == 0 {
			if _, err := strconv.Atoi(name[1:]); err == nil {
				continue // @0: keep the numbering of unnamed globals
			}
			dead = append(dead, c)
		}
	}
	sort.Slice(dead, func(i, j int) bool { return dead[i].entity < dead[j].entity })
	for _, c := range dead {
		g.RemoveEntity(c.entity)
		if c.global {
			st.Globals++
		} else {
			st.Decls++
		}
	}
}

// dropOrphans deletes the definitions of detached nodes that nothing
// refers to any more: no attachment, named list, or other mention of "!N"
// in the text than the definition and the removed attachments (a text
// count, so a mention in a comment keeps the node: safe, never wrong), and,
// when the graph had edits before (pristine is false), no node. It returns
// how many were deleted.
func dropOrphans(g *md.Graph, detached map[*md.Node]int, pristine bool) int {
	m := g.Module
	var cands []*md.Node
	for n := range detached {
		if n.ID >= 0 && m.MDDefIndex(n.ID) >= 0 {
			cands = append(cands, n)
		}
	}
	if len(cands) == 0 {
		return 0
	}
	sort.Slice(cands, func(i, j int) bool { return cands[i].ID < cands[j].ID })
	live := map[*md.Node]bool{}
	g.Targets(func(t md.Target) {
		for _, a := range g.Attachments(t) {
			live[a.Node] = true
		}
	})
	for _, name := range g.NamedNames() {
		for _, n := range g.Named(name).Nodes {
			live[n] = true
		}
	}
	ids := make(map[int32]int, len(cands))
	for _, n := range cands {
		ids[n.ID] = 0
	}
	mentions(m.Src, ids)
	dropped := 0
	for _, n := range cands {
		if live[n] || ids[n.ID] != 1+detached[n] || !pristine && len(g.Users(n)) > 0 {
			continue
		}
		d := &m.MDDefs[m.MDDefIndex(n.ID)]
		start, end := d.Start, d.End
		for start > 0 && m.Src[start-1] != '\n' {
			start--
		}
		if len(bytes.TrimSpace(m.Src[start:d.Start])) != 0 {
			continue
		}
		for int(end) < len(m.Src) && m.Src[end] != '\n' {
			end++
		}
		// IR is not line-based: when another entity follows on the line,
		// only the definition goes.
		if rest := bytes.TrimSpace(m.Src[d.End:end]); len(rest) > 0 && rest[0] != ';' {
			start, end = d.Start, d.End
		} else if int(end) < len(m.Src) {
			end++
		}
		g.ReplaceText(ast.Span{Start: start, End: end}, "")
		dropped++
	}
	return dropped
}

// mentions counts, for each id in ids, the "!id" tokens of src (a "!"
// followed by digits and then by no further digit), in one pass.
func mentions(src []byte, ids map[int32]int) {
	for i := 0; i < len(src); i++ {
		if src[i] != '!' {
			continue
		}
		j := i + 1
		var id int64
		for j < len(src) && src[j] >= '0' && src[j] <= '9' && id < 1<<31 {
			id = id*10 + int64(src[j]-'0')
			j++
		}
		if j > i+1 {
			if n, ok := ids[int32(id)]; ok && id < 1<<31 {
				ids[int32(id)] = n + 1
			}
			i = j - 1
		}
	}
}
