package lsp

import (
	"context"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"go.lsp.dev/protocol"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/di"
	"github.com/irmeta/irmeta/dtrans"
	"github.com/irmeta/irmeta/loops"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/modflags"
	"github.com/irmeta/irmeta/opencl"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/taffo"
)

// hoverDepth is how many levels of operands a metadata hover resolves.
const hoverDepth = 2

func (s *Server) hover(ctx context.Context, p *protocol.HoverParams) (any, error) {
	d, o, ok, err := s.at(ctx, p.TextDocumentPositionParams)
	if err != nil || !ok {
		return nil, err
	}
	an := s.parsedDoc(d)
	if an == nil || an.mod == nil {
		return nil, nil // superseded while waiting: the editor asks again
	}
	an.mu.Lock()
	defer an.mu.Unlock()
	h := &hoverer{d: d, an: an, g: an.graph()}
	text := h.explain(o)
	if text == "" {
		return nil, nil
	}
	rng := d.text.span(o.start, nameEnd(d.text.src, o))
	return protocol.Hover{Contents: protocol.MarkupContent{Kind: protocol.Markdown, Value: text}, Range: &rng}, nil
}

type hoverer struct {
	d  *document
	an *analysis
	g  *md.Graph
	b  strings.Builder
}

func (h *hoverer) explain(o occ) string {
	name := h.d.index().name(o)
	switch o.class {
	case clMDID:
		id, err := strconv.Atoi(name[1:])
		if err != nil || h.g == nil {
			return ""
		}
		n := h.g.NodeByID(int32(id))
		if n == nil || n.Missing() {
			return fmt.Sprintf("`%s` is not defined", name)
		}
		h.metadata(n, h.kindBefore(o))
	case clMDKind:
		h.kind(strings.TrimPrefix(name, "!"))
	case clMDName:
		h.named(strings.TrimPrefix(name, "!"))
	case clGlobal:
		h.global(name)
	case clLocal:
		h.local(o, name)
	case clType, clAttrGroup, clComdat:
		if start, _, ok := h.d.index().lookupDef(o); ok {
			h.code(lineAt(h.d.text.src, start))
		}
	}
	return h.b.String()
}

func (h *hoverer) code(s string) {
	h.b.WriteString("```llvm\n")
	h.b.WriteString(s)
	if !strings.HasSuffix(s, "\n") {
		h.b.WriteByte('\n')
	}
	h.b.WriteString("```\n")
}

func (h *hoverer) line(format string, args ...any) {
	fmt.Fprintf(&h.b, format, args...)
	h.b.WriteString("  \n")
}

// lineAt returns the text of the line holding off, shortened.
func lineAt(src []byte, off int) string {
	s, e := off, off
	for s > 0 && src[s-1] != '\n' {
		s--
	}
	for e < len(src) && src[e] != '\n' {
		e++
	}
	l := string(src[s:e])
	if len(l) > 400 {
		l = l[:400] + " …"
	}
	return l
}

// kindBefore returns the attachment kind written just before a metadata
// reference ("llvm.loop" for "!llvm.loop !5"), or "".
func (h *hoverer) kindBefore(o occ) string {
	src := h.d.text.src
	i := o.start - 1
	for i >= 0 && (src[i] == ' ' || src[i] == '\t') {
		i--
	}
	e := i + 1
	for i >= 0 && src[i] != ' ' && src[i] != ',' && src[i] != '\t' && src[i] != '\n' {
		i--
	}
	w := string(src[i+1 : e])
	if strings.HasPrefix(w, "!") && len(w) > 1 && w[1] != '"' && (w[1] < '0' || w[1] > '9') {
		return w[1:]
	}
	return ""
}

// metadata explains node n, reached through attachment kind (or "").
func (h *hoverer) metadata(n *md.Node, kind string) {
	h.code(h.closure(n))
	if kind != "" {
		h.kindMeaning(kind, n)
	} else {
		h.nodeMeaning(n)
	}
	if us := h.users(n); us != "" {
		h.line("%s", us)
	}
}

// closure prints n's definition and the nodes it reaches, hoverDepth levels
// deep, in first-reached order.
func (h *hoverer) closure(n *md.Node) string {
	var b strings.Builder
	seen := map[*md.Node]bool{}
	level := []*md.Node{n}
	for depth := 0; depth <= hoverDepth && len(level) > 0; depth++ {
		var next []*md.Node
		for _, x := range level {
			if seen[x] || x.ID < 0 && depth > 0 {
				continue
			}
			seen[x] = true
			b.WriteString(md.FormatDef(x))
			b.WriteByte('\n')
			if b.Len() > 4000 {
				b.WriteString("; …\n")
				return b.String()
			}
			next = append(next, x.Children()...)
		}
		level = next
	}
	return b.String()
}

// users summarizes who refers to n.
func (h *hoverer) users(n *md.Node) string {
	if n.ID < 0 || h.g == nil {
		return ""
	}
	// Graph.Users decodes the whole graph on first use; on big modules the
	// references request answers this instead.
	if len(h.g.Module.MDDefs) > 200000 {
		return ""
	}
	var us []*md.Node
	for _, u := range h.g.Users(n) {
		if u != n { // a loop ID lists itself
			us = append(us, u)
		}
	}
	if len(us) == 0 {
		return ""
	}
	parts := make([]string, 0, 5)
	for i, u := range us {
		if i == 5 {
			parts = append(parts, fmt.Sprintf("and %d more", len(us)-5))
			break
		}
		if u.ID >= 0 {
			parts = append(parts, "!"+strconv.Itoa(int(u.ID)))
		}
	}
	return "Used by " + strings.Join(parts, ", ")
}

// kindMeaning explains n as the value of attachment kind.
func (h *hoverer) kindMeaning(kind string, n *md.Node) {
	switch {
	case kind == "llvm.loop":
		h.loop(n)
	case kind == "dbg":
		h.nodeMeaning(n)
	case kind == "tbaa" || kind == "tbaa.struct":
		h.tbaa(n)
	case strings.HasPrefix(kind, "taffo."):
		h.taffo(kind, n)
	case strings.HasPrefix(kind, "kernel_arg_"):
		h.kernelArgs(n)
	case strings.HasPrefix(kind, "dtrans") || strings.HasPrefix(kind, "intel"):
		h.dtrans()
	default:
		h.nodeMeaning(n)
	}
}

// nodeMeaning explains a node by its own kind.
func (h *hoverer) nodeMeaning(n *md.Node) {
	if l, ok := di.DiagnosticPos(n); ok {
		h.line("**Source location** `%s`", l.String())
		chain := n
		for i := 0; i < 20; i++ {
			in, _ := chain.Field("inlinedAt").(*md.Node)
			if in == nil {
				break
			}
			il, ok := di.DiagnosticPos(in)
			if !ok {
				break
			}
			h.line("inlined at `%s`", il.String())
			chain = in
		}
		if sp := subprogramOf(n); sp != "" {
			h.line("in %s", sp)
		}
		return
	}
	if n.Kind == md.Specialized && n.Name == "DISubprogram" {
		if name, ok := n.Field("name").(*md.String); ok {
			h.line("**Subprogram** `%s`", name.Value)
		}
		return
	}
	if flag, ok := h.moduleFlag(n); ok {
		h.b.WriteString(flag)
		return
	}
	if loopID(n) {
		h.loop(n)
	}
}

// subprogramOf names the function a location's scope chain ends in.
func subprogramOf(loc *md.Node) string {
	scope, _ := loc.Field("scope").(*md.Node)
	for i := 0; scope != nil && i < 50; i++ {
		if scope.Name == "DISubprogram" {
			if name, ok := scope.Field("name").(*md.String); ok {
				return "`" + name.Value + "`"
			}
			return ""
		}
		scope, _ = scope.Field("scope").(*md.Node)
	}
	return ""
}

// loopID reports whether n looks like a loop ID (first operand itself).
func loopID(n *md.Node) bool {
	return n.NumOperands() > 0 && n.Operand(0) == md.Metadata(n)
}

func (h *hoverer) loop(n *md.Node) {
	where := ""
	for _, op := range n.Operands() {
		if l, ok := di.DiagnosticPos(asNode(op)); ok {
			where = " of the loop at `" + l.String() + "`"
			break
		}
	}
	h.line("**Loop ID**%s", where)
	for _, a := range loops.Attrs(n) {
		h.line("- `%s`", a.Name)
	}
	for _, t := range loops.Transforms {
		if m := loops.ModeOf(n, t); m != loops.Unspecified {
			h.line("%s: **%s**", t, m)
		}
	}
}

func (h *hoverer) tbaa(n *md.Node) {
	name := func(m md.Metadata) string {
		t, ok := m.(*md.Node)
		if !ok || t.NumOperands() == 0 {
			return "?"
		}
		if s, ok := t.Operand(0).(*md.String); ok {
			return s.Value
		}
		return md.FormatOperand(t)
	}
	switch {
	case n.NumOperands() >= 3:
		if _, isNode := n.Operand(0).(*md.Node); isNode {
			off := md.FormatOperand(n.Operand(2))
			h.line("**TBAA access tag**: base type `%s`, access type `%s`, offset %s", name(n.Operand(0)), name(n.Operand(1)), strings.TrimPrefix(off, "i64 "))
			if n.NumOperands() > 3 && strings.Contains(md.FormatOperand(n.Operand(3)), "1") {
				h.line("constant memory")
			}
			return
		}
		fallthrough
	case n.NumOperands() >= 1:
		if s, ok := n.Operand(0).(*md.String); ok {
			h.line("**TBAA type** `%s` (scalar form)", s.Value)
		}
	}
}

func (h *hoverer) taffo(kind string, n *md.Node) {
	if kind == "taffo.info" {
		in, err := taffo.DecodeInfo(n)
		if err != nil {
			h.line("**TAFFO info**: %v", err)
			return
		}
		if in.Type != nil {
			h.line("**TAFFO type** `%s`", in.Type)
		}
		if in.Range != nil {
			h.line("range `%s`", in.Range)
		}
		if in.Error != nil {
			h.line("initial error %g", *in.Error)
		}
		return
	}
	h.line("**TAFFO** `%s`", kind)
}

func (h *hoverer) kernelArgs(n *md.Node) {
	ks, err := opencl.Kernels(h.g)
	if err != nil {
		return
	}
	for _, k := range ks {
		for _, a := range h.g.Attachments(md.Function(k.Func)) {
			if a.Node != n {
				continue
			}
			args, err := opencl.Args(h.g, k)
			if err != nil {
				return
			}
			h.line("**OpenCL kernel** `%s`", k.Name)
			h.b.WriteString("\n| # | name | type | address space | access | qualifiers |\n|---|---|---|---|---|---|\n")
			for _, x := range args {
				fmt.Fprintf(&h.b, "| %d | %s | %s | %s | %s | %s |\n", x.Index, x.Name, x.Type, x.AddrSpace, x.Access, x.Qual)
			}
			return
		}
	}
}

// dtrans lists the DTrans items of the module's entity that carries n.
func (h *hoverer) dtrans() {
	items := dtrans.List(h.g)
	h.line("**DTrans** type information, %d item(s) in this module", len(items))
	for i, it := range items {
		if i == 8 {
			h.line("…")
			break
		}
		h.line("- %s `%s`: `%s`", it.Where, it.Kind, it.Type)
	}
}

// moduleFlag explains n when it is an entry of !llvm.module.flags.
func (h *hoverer) moduleFlag(n *md.Node) (string, bool) {
	if h.g == nil {
		return "", false
	}
	l := h.g.Named("llvm.module.flags")
	if l == nil {
		return "", false
	}
	for _, e := range l.Nodes {
		if e != n {
			continue
		}
		for _, f := range modflags.Read(h.g) {
			if f.Node != n {
				continue
			}
			var b strings.Builder
			fmt.Fprintf(&b, "**Module flag** `%s`: behavior **%s**  \n%s  \n", f.ID, f.Behavior, behaviorMeaning(f.Behavior))
			if k, ok := modflags.Lookup(f.ID); ok && k.Doc != "" {
				fmt.Fprintf(&b, "%s  \n", k.Doc)
			}
			return b.String(), true
		}
	}
	return "", false
}

// behaviorMeaning says what linking does with a flag of behavior b.
func behaviorMeaning(b modflags.Behavior) string {
	switch b {
	case modflags.Error:
		return "Linking fails when the other module has a different value."
	case modflags.Warning:
		return "Linking warns on a different value and keeps this one."
	case modflags.Require:
		return "The named flag must have the given value after linking."
	case modflags.Override:
		return "This value wins over any other module's."
	case modflags.Append:
		return "Linking appends the other module's list to this one."
	case modflags.AppendUnique:
		return "Linking appends the other module's elements not already present."
	case modflags.Max:
		return "Linking keeps the larger value."
	case modflags.Min:
		return "Linking keeps the smaller value."
	}
	return ""
}

// kind explains an attachment kind.
func (h *hoverer) kind(k string) {
	doc := map[string]string{
		"dbg":                           "source location (DILocation) or debug-info subprogram",
		"tbaa":                          "type-based alias analysis access tag",
		"tbaa.struct":                   "TBAA description of a memcpy'd struct",
		"range":                         "the value's possible ranges",
		"prof":                          "profile data (branch weights, function entry count)",
		"llvm.loop":                     "loop ID: the loop's transformation attributes",
		"nonnull":                       "the loaded pointer is not null",
		"noundef":                       "the loaded value is not undef or poison",
		"align":                         "the loaded pointer's alignment",
		"dereferenceable":               "the loaded pointer is dereferenceable for N bytes",
		"dereferenceable_or_null":       "the loaded pointer is null or dereferenceable for N bytes",
		"llvm.access.group":             "access group for llvm.loop.parallel_accesses",
		"llvm.mem.parallel_loop_access": "loop IDs of the parallel loops this access belongs to (old form)",
		"annotation":                    "annotations from the front end or passes",
		"callees":                       "the possible callees of an indirect call",
		"taffo.info":                    "TAFFO: type, range and initial error of the value",
		"taffo.abserror":                "TAFFO: absolute error computed by the error propagator",
	}[k]
	if doc == "" {
		doc = "attachment kind"
	}
	h.line("`!%s`: %s", k, doc)
}

// named explains named metadata.
func (h *hoverer) named(name string) {
	if name == "llvm.module.flags" && h.g != nil {
		h.line("**Module flags**")
		for _, f := range modflags.Read(h.g) {
			h.line("- `%s` (%s)", f.ID, f.Behavior)
		}
		return
	}
	if h.g != nil {
		if l := h.g.Named(name); l != nil {
			h.line("`!%s`: named metadata with %d operand(s)", name, len(l.Nodes))
		}
	}
}

// global shows a function's signature or a global's definition.
func (h *hoverer) global(name string) {
	if s, ok := h.d.index().defs[key(clGlobal, name)]; ok {
		h.code(lineAt(h.d.text.src, s))
	}
}

// local shows a value's type, from the instruction or parameter that
// defines it.
func (h *hoverer) local(o occ, name string) {
	start, _, ok := h.d.index().localDef(o)
	if !ok {
		if s, _, ok := h.d.index().lookupDef(occ{start: o.start, end: o.end, class: clType, fn: -1}); ok {
			h.code(lineAt(h.d.text.src, s))
		}
		return
	}
	m := h.an.mod
	if m == nil {
		return
	}
	dec := parser.NewDecoder(m)
	// A parameter: the function header.
	for fi := range m.Functions {
		f := &m.Functions[fi]
		if int(f.Header.Start) <= start && start < int(f.Header.End) {
			if hd, err := dec.FuncHeader(fi); err == nil {
				for _, p := range hd.Params {
					if p.Name == name {
						h.line("parameter `%s`: `%s`", name, p.Type)
						return
					}
				}
			}
			return
		}
	}
	// A block label or an instruction result.
	i := instAt(m, start)
	if i < 0 {
		h.line("block `%s`", name)
		return
	}
	in, err := dec.Inst(i)
	if err != nil || in.Type == nil {
		return
	}
	h.line("`%s`: `%s`", name, in.Type)
}

// instAt returns the index of the instruction starting at off, or -1.
func instAt(m *ast.Module, off int) int {
	i := instAtOrAfter(m.Insts, off)
	if i < len(m.Insts) && int(m.Insts[i].Start) == off {
		return i
	}
	return -1
}

// instAtOrAfter returns the first instruction starting at off or later.
func instAtOrAfter(insts []ast.Inst, off int) int {
	return sort.Search(len(insts), func(i int) bool { return int(insts[i].Start) >= off })
}

// asNode returns m as a node, or nil.
func asNode(m md.Metadata) *md.Node {
	n, _ := m.(*md.Node)
	return n
}
