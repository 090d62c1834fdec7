package main

import (
	"fmt"
	"github.com/irmeta/irmeta/analysis"
	"html/template"
	"io"
	"strings"

	"github.com/irmeta/irmeta/di"
	"github.com/irmeta/irmeta/loops"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/opencl"
)

// The HTML page is self-contained: inline CSS, and pictures drawn here as
// inline SVG (no Graphviz at run time): coverage bars, each loop ID with its
// attributes and followups, each kernel with its argument metadata.

// svgBox is a box of text lines in a picture.
type svgBox struct {
	X, Y, W, H int
	Lines      []string
	Class      string
}

// svgEdge joins two points, with an optional label.
type svgEdge struct {
	X1, Y1, X2, Y2 int
	Label          string
}

// svgPicture is one inline SVG drawing.
type svgPicture struct {
	W, H  int
	Boxes []svgBox
	Edges []svgEdge
	// SelfLoop draws the arc from a loop ID box's top back to itself.
	SelfLoop *svgBox
}

const (
	charW = 8  // width of a character at the pictures' 12px monospace, rounded up
	lineH = 16 // height of a text line
	pad   = 6
)

func boxFor(x, y int, lines []string, class string) svgBox {
	w := 0
	for _, l := range lines {
		w = max(w, len(l))
	}
	return svgBox{X: x, Y: y, W: w*charW + 2*pad, H: len(lines)*lineH + pad, Lines: lines, Class: class}
}

// truncate shortens s to n characters with an ellipsis.
func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n-1] + "…"
}

// loopPicture draws a loop ID: the distinct node referring to itself, its
// source locations, and one box per attribute; a followup attribute's box
// lists the attributes it gives the loop the transformation makes.
func loopPicture(l *analysis.Loop) *svgPicture {
	if l.ID == nil {
		return nil
	}
	head := []string{fmt.Sprintf("%s = distinct !{%s, ...}", l.ID, l.ID), "loop ID of " + l.HeaderName()}
	root := boxFor(10, 24, head, "id")
	p := &svgPicture{}
	var right []svgBox
	y := 10
	x := root.X + root.W + 60
	for i := 1; i < l.ID.NumOperands(); i++ {
		op, _ := l.ID.Operand(i).(*md.Node)
		if op == nil {
			continue
		}
		var lines []string
		class := "attr"
		switch {
		case op.Name == "DILocation":
			where := "<unknown>"
			if loc, ok := di.DiagnosticPos(op); ok {
				where = loc.String()
			}
			lines = []string{"DILocation " + where}
			class = "loc"
		case op.NumOperands() > 0:
			name, _ := op.Operand(0).(*md.String)
			if name == nil {
				lines = []string{truncate(md.Format(op), 60)}
				break
			}
			lines = []string{shortName(name.Value)}
			if k, ok := loops.Lookup(name.Value); ok && k.Shape == loops.FollowupShape {
				class = "followup"
				for j := 1; j < op.NumOperands(); j++ {
					lines = append(lines, "  → "+truncate(followupText(op.Operand(j)), 56))
				}
				if op.NumOperands() == 1 {
					lines = append(lines, "  → (no attributes)")
				}
			} else if v := attrValue(loops.Attr{Name: name.Value, Node: op}); v != "" {
				lines[0] += " = " + truncate(v, 50)
			}
		default:
			lines = []string{truncate(md.Format(op), 60)}
		}
		b := boxFor(x, y, lines, class)
		right = append(right, b)
		y += b.H + 8
	}
	p.Boxes = append(p.Boxes, root)
	p.SelfLoop = &p.Boxes[0]
	for _, b := range right {
		p.Boxes = append(p.Boxes, b)
		p.Edges = append(p.Edges, svgEdge{X1: root.X + root.W, Y1: root.Y + root.H/2, X2: b.X, Y2: b.Y + b.H/2})
	}
	p.W, p.H = root.X+root.W+20, max(y, root.Y+root.H+10)
	for _, b := range p.Boxes {
		p.W = max(p.W, b.X+b.W+10)
	}
	return p
}

// hasFollowup reports whether a loop ID has a followup attribute.
func hasFollowup(l jsonLoop) bool {
	for _, a := range l.Attributes {
		if k, ok := loops.Lookup(a.Name); ok && k.Shape == loops.FollowupShape {
			return true
		}
	}
	return false
}

// followupText names the attribute a followup operand gives: its name and
// value, or the node as written.
func followupText(m md.Metadata) string {
	n, ok := m.(*md.Node)
	if !ok || n == nil || n.NumOperands() == 0 {
		return md.FormatOperand(m)
	}
	name, ok := n.Operand(0).(*md.String)
	if !ok {
		return md.Format(n)
	}
	s := shortName(name.Value)
	if v := attrValue(loops.Attr{Name: name.Value, Node: n}); v != "" {
		s += " = " + v
	}
	return s
}

// kernelPicture draws a kernel with its kernel_arg_* nodes, each showing
// its operands, one column per argument.
func kernelPicture(g *md.Graph, k opencl.Kernel) *svgPicture {
	kinds := []string{"kernel_arg_addr_space", "kernel_arg_access_qual", "kernel_arg_type", "kernel_arg_base_type", "kernel_arg_type_qual", "kernel_arg_name"}
	root := boxFor(10, 10, []string{k.Name, orDash(k.CallingConv)}, "id")
	p := &svgPicture{}
	x := root.X + root.W + 60
	y := 10
	var right []svgBox
	for _, kind := range kinds {
		n := g.Attachment(md.Function(k.Func), kind)
		if n == nil {
			continue
		}
		var vals []string
		for _, op := range n.Operands() {
			vals = append(vals, md.FormatOperand(op))
		}
		b := boxFor(x, y, []string{fmt.Sprintf("!%s %s", kind, n), truncate(strings.Join(vals, ", "), 70)}, "attr")
		right = append(right, b)
		y += b.H + 8
	}
	if len(right) == 0 {
		return nil
	}
	root.Y = max(10, (y-root.H)/2)
	p.Boxes = append(p.Boxes, root)
	for _, b := range right {
		p.Boxes = append(p.Boxes, b)
		p.Edges = append(p.Edges, svgEdge{X1: root.X + root.W, Y1: root.Y + root.H/2, X2: b.X, Y2: b.Y + b.H/2})
	}
	p.H = y + 4
	for _, b := range p.Boxes {
		p.W = max(p.W, b.X+b.W+10)
	}
	return p
}

// svgText renders a picture as an inline <svg> element.
func svgText(p *svgPicture) template.HTML {
	if p == nil {
		return ""
	}
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="monospace" font-size="12">`, p.W, p.H, p.W, p.H)
	b.WriteString(`<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#557"/></marker></defs>`)
	for _, e := range p.Edges {
		mx := (e.X1 + e.X2) / 2
		fmt.Fprintf(&b, `<path d="M%d,%d C%d,%d %d,%d %d,%d" fill="none" stroke="#557" marker-end="url(#arrow)"/>`, e.X1, e.Y1, mx, e.Y1, mx, e.Y2, e.X2, e.Y2)
	}
	if s := p.SelfLoop; s != nil {
		x1, x2, y := s.X+s.W/3, s.X+2*s.W/3, s.Y
		fmt.Fprintf(&b, `<path d="M%d,%d C%d,%d %d,%d %d,%d" fill="none" stroke="#a33" marker-end="url(#arrow)"/>`, x1, y, x1, y-22, x2, y-22, x2, y)
		fmt.Fprintf(&b, `<text x="%d" y="%d" fill="#a33" font-size="10">operand 0: itself</text>`, x2+6, y-8)
	}
	for _, bx := range p.Boxes {
		fmt.Fprintf(&b, `<rect class="%s" x="%d" y="%d" width="%d" height="%d" rx="4"/>`, bx.Class, bx.X, bx.Y, bx.W, bx.H)
		for i, l := range bx.Lines {
			fmt.Fprintf(&b, `<text x="%d" y="%d">%s</text>`, bx.X+pad, bx.Y+lineH*(i+1)-2, template.HTMLEscapeString(l))
		}
	}
	b.WriteString(`</svg>`)
	return template.HTML(b.String())
}

// barSVG draws n of total as a bar.
func barSVG(n, total int) template.HTML {
	const w = 240
	filled := 0
	if total > 0 {
		filled = w * n / total
	}
	return template.HTML(fmt.Sprintf(`<svg width="%d" height="14" class="bar"><rect x="0" y="1" width="%d" height="12" fill="#e4e4ec"/><rect x="0" y="1" width="%d" height="12" fill="#4a7"/></svg>`, w, w, filled))
}

// htmlLoop is a loop as the page shows it.
type htmlLoop struct {
	jsonLoop
	Requests []string
	Picture  template.HTML
}

// htmlKernel is a kernel as the page shows it.
type htmlKernel struct {
	jsonEntity
	Attrs   []string
	Picture template.HTML
}

type htmlMessage struct {
	Severity, Checker, Msg, First string
	N                             int
}

func writeReportHTML(w io.Writer, g *md.Graph, r *moduleReport, limit int) error {
	data := struct {
		R                                       *moduleReport
		FuncBar, InstBar                        template.HTML
		CUs                                     []*cuGroup
		Loops                                   []htmlLoop
		LoopsMore                               int
		Kernels                                 []htmlKernel
		ModuleAttrs                             []string
		Taffo                                   []jsonTaffoEntry
		TaffoMore                               int
		DTrans                                  []jsonDTransItem
		DTransMore                              int
		Messages                                []htmlMessage
		MessagesMore                            int
		Headline, Checkers, CheckerCounts, File string
	}{R: r, File: r.File, Headline: r.Verify.headline(), Checkers: strings.Join(r.Verify.Checkers, ", "), CheckerCounts: strings.Join(r.Verify.checkerCounts(), "; ")}
	if d := r.DebugInfo; d != nil {
		data.FuncBar, data.InstBar = barSVG(d.FunctionsWithDbg, d.FunctionsDefined), barSVG(d.InstructionsWithLoc, d.Instructions)
		data.CUs = groupCompileUnits(d.CompileUnits)
	}
	shownLoops, rest := cut(r.Loops, limit)
	data.LoopsMore = rest
	for i, l := range shownLoops {
		hl := htmlLoop{jsonLoop: l, Requests: requestedModes(l)}
		// A picture where it helps: loops that request a transformation
		// or carry followups, not the many with just mustprogress.
		if i < len(r.loopList) && (len(hl.Requests) > 0 || hasFollowup(l)) {
			hl.Picture = svgText(loopPicture(r.loopList[i]))
		}
		data.Loops = append(data.Loops, hl)
	}
	if oc := r.OpenCL; oc != nil {
		for _, name := range oc.moduleOrder {
			data.ModuleAttrs = append(data.ModuleAttrs, "!"+name+" "+openclModuleValue(name, oc.Module[name]))
		}
		for i, k := range oc.Kernels {
			hk := htmlKernel{jsonEntity: k}
			for _, a := range opencl.Attrs() {
				if v, ok := k.Attributes[a.Name]; ok {
					hk.Attrs = append(hk.Attrs, "!"+a.Name+" "+opencl.FormatValue(v))
				}
			}
			if i < len(r.kernels) {
				hk.Picture = svgText(kernelPicture(g, r.kernels[i]))
			}
			data.Kernels = append(data.Kernels, hk)
		}
	}
	data.Taffo, data.TaffoMore = cut(r.Taffo, limit)
	data.DTrans, data.DTransMore = cut(r.DTrans, limit)
	msgs, rest := cut(r.Verify.messages(), limit)
	data.MessagesMore = rest
	for _, mc := range msgs {
		hm := htmlMessage{Severity: mc.severity, Checker: mc.checker, Msg: mc.msg, N: mc.n}
		for _, d := range r.Verify.Diagnostics {
			if d.Checker == mc.checker && d.Message == mc.msg && d.Severity == mc.severity {
				hm.First = diagPos(d)
				break
			}
		}
		data.Messages = append(data.Messages, hm)
	}
	return reportTemplate.Execute(w, data)
}

var reportTemplate = template.Must(template.New("report").Funcs(template.FuncMap{
	"pct": percent,
	"num": func(f *jsonFloat) string {
		if f == nil {
			return "–"
		}
		return fmt.Sprintf("%g", float64(*f))
	},
	"rng": func(r []jsonFloat) string {
		if len(r) != 2 {
			return "–"
		}
		return fmt.Sprintf("[%g, %g]", float64(r[0]), float64(r[1]))
	},
	"dash": orDash,
	"split": func(s string) []string {
		k, v, _ := strings.Cut(s, "=")
		return []string{k, v}
	},
	"join": strings.Join,
	"attr": func(a jsonAttr) string {
		if a.Value == "" {
			return shortName(a.Name)
		}
		return shortName(a.Name) + " = " + a.Value
	},
	"ty": func(t *jsonTaffoType) string {
		if t == nil {
			return "–"
		}
		return t.Text
	},
}).Parse(reportPage))

const reportPage = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>irmeta report: {{.File}}</title>
<style>
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;background:#f6f6f9;color:#1d1d2b}
header{background:#252545;color:#fff;padding:14px 28px}
header h1{margin:0;font-size:20px;font-weight:600}
header .sub{opacity:.8;font-size:13px}
main{padding:8px 28px 40px;max-width:1200px}
section{background:#fff;border:1px solid #dcdce6;border-radius:6px;margin:16px 0;padding:10px 18px 14px}
h2{font-size:16px;margin:4px 0 8px;color:#252545}
table{border-collapse:collapse;font-size:13px;margin:4px 0}
th{text-align:left;font-weight:600;color:#555;border-bottom:1px solid #ccd;padding:3px 10px 3px 0}
td{padding:3px 10px 3px 0;vertical-align:top;border-bottom:1px solid #f0f0f4}
code,td.m{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:12.5px}
.kv td:first-child{color:#555;width:150px}
.loop{border-top:1px solid #eee;padding:8px 0}
.loop:first-of-type{border-top:none}
.tag{display:inline-block;background:#eef;border:1px solid #ccd;border-radius:3px;padding:0 5px;margin:1px 3px 1px 0;font-family:ui-monospace,monospace;font-size:12px}
.tag.ForcedByUser{background:#fde8d0;border-color:#e0b080}
.tag.Disable{background:#eee;color:#777}
.tag.Enable{background:#dff3e4;border-color:#9c9}
.ok{color:#2a7a3a;font-weight:600}.err{color:#b22;font-weight:600}.warn{color:#b70;font-weight:600}
.more{color:#777;font-size:12px}
svg rect.id{fill:#fff4e0;stroke:#c80}
svg rect.attr{fill:#eef0ff;stroke:#88a}
svg rect.followup{fill:#e8f6ec;stroke:#6a8}
svg rect.loc{fill:#f4f4f4;stroke:#aaa}
svg.bar{vertical-align:middle;margin-right:8px}
.pic{overflow-x:auto;margin:6px 0}
</style></head><body>
<header><h1>{{.File}}</h1><div class="sub">{{with .R.Module.SourceFilename}}{{.}} · {{end}}{{with .R.Module.Triple}}{{.}} · {{end}}verify: {{.Headline}}</div></header>
<main>
<section><h2>Module</h2><table class="kv">
{{with .R.Module.SourceFilename}}<tr><td>source</td><td class="m">{{.}}</td></tr>{{end}}
{{range .R.Module.Producers}}<tr><td>producer</td><td class="m">{{.}}</td></tr>{{end}}
{{with .R.Module.Triple}}<tr><td>target</td><td class="m">{{.}}</td></tr>{{end}}
{{with .R.Module.DataLayout}}<tr><td>datalayout</td><td class="m">{{.}}</td></tr>{{end}}
<tr><td>contents</td><td>{{.R.Module.FunctionsDefined}} functions defined, {{.R.Module.FunctionsDeclared}} declared, {{.R.Module.Globals}} globals, {{.R.Module.Instructions}} instructions, {{.R.Module.MetadataNodes}} metadata nodes</td></tr>
</table></section>
{{with .R.DebugInfo}}<section><h2>Debug info</h2><table class="kv">
{{range $.CUs}}<tr><td>{{if gt (len .Files) 1}}{{len .Files}} compile units{{else}}compile unit{{end}}</td><td>{{.Kind}}: <code>{{join .Files " "}}</code></td></tr>{{end}}
{{if or .DwarfVersion .DebugInfoVersion}}<tr><td>versions</td><td>DWARF {{.DwarfVersion}}, debug info version {{.DebugInfoVersion}}</td></tr>{{end}}
<tr><td>functions</td><td>{{$.FuncBar}}{{pct .FunctionsWithDbg .FunctionsDefined}} defined functions have a DISubprogram</td></tr>
<tr><td>instructions</td><td>{{$.InstBar}}{{pct .InstructionsWithLoc .Instructions}} instructions have a location</td></tr>
{{if or .DebugRecords .DebugIntrinsics}}<tr><td>variables</td><td>{{.DebugRecords}} debug records, {{.DebugIntrinsics}} llvm.dbg.* calls</td></tr>{{end}}
{{with .WithoutDbg}}<tr><td>no subprogram</td><td class="m">{{join . " "}}</td></tr>{{end}}
</table></section>{{end}}
{{with .R.Flags}}<section><h2>Module flags ({{len .}})</h2><table>
<tr><th>behavior</th><th>id</th><th>value</th><th>when linking</th></tr>
{{range .}}<tr><td>{{.Name}}</td><td class="m">{{.ID}}</td><td class="m">{{.Value}}</td><td>{{.Linking}}</td></tr>{{end}}
</table></section>{{end}}
{{if .Loops}}<section><h2>Loops ({{len .R.Loops}})</h2>
{{range .Loops}}<div class="loop"><b><code>{{.Function}} {{.Header}}</code></b>{{with .Location}} at <code>{{.}}</code>{{end}} · depth {{.Depth}}{{if .Parallel}} · parallel{{end}}{{with .ID}} · loop ID <code>{{.}}</code>{{end}}<br>
{{if .Requests}}requests: {{range .Requests}}<span class="tag {{index (split .) 1}}">{{.}}</span>{{end}}<br>{{end}}
{{if .Attributes}}attributes: {{range .Attributes}}<span class="tag">{{attr .}}</span>{{end}}{{end}}
{{with .Picture}}<div class="pic">{{.}}</div>{{end}}
{{range .Followups}}<div class="m"><code>after {{.Transform}}, {{.Role}} loop: {{.ID}}</code></div>{{end}}
</div>{{end}}
{{if .LoopsMore}}<div class="more">… {{.LoopsMore}} more loops: irmeta loops {{.File}}</div>{{end}}
</section>{{end}}
{{with .R.OpenCL}}<section><h2>OpenCL ({{len .Kernels}} kernel{{if ne (len .Kernels) 1}}s{{end}})</h2>
{{range $.ModuleAttrs}}<div><code>{{.}}</code></div>{{end}}
{{range $.Kernels}}<h3><code>{{.Name}}</code> {{dash .CallingConv}}</h3>
{{with .Implementation}}<div>implementation <code>{{.}}</code></div>{{end}}
{{range .Attrs}}<span class="tag">{{.}}</span>{{end}}
<table><tr><th>#</th><th>name</th><th>type</th><th>base type</th><th>address space</th><th>access</th><th>qualifiers</th><th>IR type</th></tr>
{{range .Args}}<tr><td>{{.Index}}</td><td class="m">{{dash .Name}}</td><td class="m">{{dash .Type}}</td><td class="m">{{dash .BaseType}}</td><td>{{dash .AddrSpaceName}}</td><td>{{dash .Access}}</td><td>{{dash .TypeQual}}</td><td class="m">{{dash .IRType}}</td></tr>{{end}}
</table>
{{with .Picture}}<div class="pic">{{.}}</div>{{end}}
{{end}}
{{range .Problems}}<div class="err">problem: {{.}}</div>{{end}}
</section>{{end}}
{{if .Taffo}}<section><h2>TAFFO ({{len .R.Taffo}} annotated values)</h2><table>
<tr><th>value</th><th>type</th><th>range</th><th>error</th><th>target</th><th>abserror</th><th>other</th></tr>
{{range .Taffo}}<tr><td class="m">{{.Selector}}</td><td class="m">{{ty .Type}}</td><td class="m">{{rng .Range}}</td><td class="m">{{num .Error}}</td><td>{{dash .Target}}</td><td class="m">{{num .AbsError}}</td><td>{{join .Other " "}}</td></tr>{{end}}
</table>{{if .TaffoMore}}<div class="more">… {{.TaffoMore}} more: irmeta taffo {{.File}}</div>{{end}}</section>{{end}}
{{if .DTrans}}<section><h2>DTrans ({{len .R.DTrans}} items)</h2><table>
<tr><th>where</th><th>kind</th><th>type or annotation</th><th>position</th></tr>
{{range .DTrans}}<tr><td class="m">{{.Where}}</td><td>{{.Kind}}</td><td class="m">{{if .Error}}<span class="err">{{.Error}}</span>{{else if .Global}}{{.Ptr}} “{{.Content}}”{{else}}{{.Type}}{{end}}</td><td class="m">{{.Pos}}</td></tr>{{end}}
</table>{{if .DTransMore}}<div class="more">… {{.DTransMore}} more: irmeta dtrans {{.File}}</div>{{end}}</section>{{end}}
<section><h2>Verify: {{if or .R.Verify.Errors .R.Verify.Warnings}}<span class="{{if .R.Verify.Errors}}err{{else}}warn{{end}}">{{.Headline}}</span>{{else}}<span class="ok">no findings</span>{{end}}</h2>
<div>checks run: {{.Checkers}}</div>
{{with .CheckerCounts}}<div>by checker: {{.}}</div>{{end}}
{{if .Messages}}<table><tr><th>severity</th><th>checker</th><th>message</th><th>count</th><th>first at</th></tr>
{{range .Messages}}<tr><td class="{{if eq .Severity "error"}}err{{else}}warn{{end}}">{{.Severity}}</td><td>{{.Checker}}</td><td>{{.Msg}}</td><td>{{.N}}</td><td class="m">{{.First}}</td></tr>{{end}}
</table>{{end}}
{{if .MessagesMore}}<div class="more">… {{.MessagesMore}} more messages: irmeta verify {{.File}}</div>{{end}}
</section>
</main></body></html>
`
