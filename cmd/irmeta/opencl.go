package main

import (
	"cmp"
	"encoding/csv"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/irmeta/irmeta/internal/cli"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/opencl"
)

// jsonKernelArg is one kernel argument in "opencl --json" output.
type jsonKernelArg struct {
	Index         int    `json:"index"`
	Name          string `json:"name,omitempty"`
	IRName        string `json:"ir_name,omitempty"`
	Type          string `json:"type,omitempty"`
	BaseType      string `json:"base_type,omitempty"`
	AddrSpace     *int32 `json:"addr_space,omitempty"`
	AddrSpaceName string `json:"addr_space_name,omitempty"`
	Access        string `json:"access,omitempty"`
	TypeQual      string `json:"type_qual"`
	PipeIO        string `json:"pipe_io,omitempty"`
	IRType        string `json:"ir_type,omitempty"`
}

// jsonEntity is a kernel, function or global in "opencl --json" output.
type jsonEntity struct {
	Name        string `json:"name"`
	Pos         string `json:"pos,omitempty"`
	CallingConv string `json:"calling_conv,omitempty"`
	// Implementation is the function clang 22 outlines the kernel's body
	// into (@__clang_ocl_kern_imp_NAME).
	Implementation string           `json:"implementation,omitempty"`
	FoundBy        []string         `json:"found_by,omitempty"`
	Attributes     map[string]any   `json:"attributes,omitempty"`
	Args           []jsonKernelArg  `json:"args,omitempty"`
	Stats          map[string]int64 `json:"stats,omitempty"`
}

func newOpenCLCmd(env cli.Env) *cobra.Command {
	var asJSON bool
	var only []string
	c := &cobra.Command{
		Use:   "opencl [--json] [--kernel @NAME]... FILE",
		Short: "List OpenCL kernels with their arguments and attributes",
		Long: `opencl lists a module's OpenCL kernels (by kernel calling convention,
kernel_arg_* metadata, !opencl.kernels or !nvvm.annotations) with their
arguments: name, type as written, canonical base type when it differs,
address space, access qualifier (images, pipes) and type qualifiers, then
the kernel's attributes (reqd_work_group_size, vec_type_hint, the backend's
internal attributes, ...). A kernel's implementation, the function clang 22
outlines its body into (@__clang_ocl_kern_imp_NAME, with copies of the
kernel's metadata), is shown with its kernel, never as a kernel. Module
attributes (OpenCL and SPIR versions,
extensions, ...) come first; functions and globals with OpenCL attributes
last. "irmeta verify" checks all of them.`,
		Example: `  irmeta opencl kernels.ll
  irmeta opencl --json --kernel @saxpy kernels.bc
  irmeta opencl set -w kernels.ll @saxpy reqd_work_group_size 64 1 1
  irmeta opencl stats --csv build/*.ll`,
		Args: exactArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			m, err := cli.Load(env, args[0])
			if err != nil {
				return err
			}
			g := md.New(m)
			kernels, kerr := opencl.Kernels(g)
			if len(only) > 0 {
				var keep []opencl.Kernel
				for _, name := range only {
					found := false
					for _, k := range kernels {
						if k.Name == name || k.Name == "@"+name {
							keep, found = append(keep, k), true
						}
					}
					if !found {
						return cli.Failf("no kernel named %s", name)
					}
				}
				kernels = keep
			}
			report := buildOpenCLReport(g, kernels, len(only) == 0)
			if asJSON {
				if err := writeJSON(env.Stdout, report); err != nil {
					return err
				}
			} else {
				printOpenCLReport(env.Stdout, report)
			}
			if kerr != nil {
				return cli.Failf("%v", kerr)
			}
			if report.errors > 0 {
				return cli.Silent(1)
			}
			return nil
		},
	}
	c.Flags().BoolVar(&asJSON, "json", false, "print the kernels, arguments and attributes as JSON")
	c.Flags().StringArrayVar(&only, "kernel", nil, "show only this kernel (repeatable)")
	c.AddCommand(newOpenCLStatsCmd(env), newOpenCLSetCmd(env), newOpenCLAttrsCmd(env))
	return c
}

// openclReport is what "irmeta opencl" shows.
type openclReport struct {
	File      string         `json:"file"`
	Module    map[string]any `json:"module,omitempty"`
	Kernels   []jsonEntity   `json:"kernels"`
	Functions []jsonEntity   `json:"functions,omitempty"`
	Globals   []jsonEntity   `json:"globals,omitempty"`
	// Problems are attributes that could not be read (verify tells more).
	Problems    []string `json:"problems,omitempty"`
	moduleOrder []string
	errors      int
}

// readAttrs returns the declared attributes of the groups present on h,
// formatted for JSON, and their names in declaration order.
func readAttrs(g *md.Graph, h md.Target, r *openclReport, keep func(opencl.Attr) bool) (map[string]any, []string) {
	var out map[string]any
	var order []string
	for _, a := range opencl.Attrs() {
		if !keep(a) || !a.Has(g, h) {
			continue
		}
		v, err := a.Read(g, h)
		if err != nil && a.Name == opencl.KernelList.Name {
			continue // SPIR 1.2's form, one node per kernel: Kernels reads it
		}
		if err != nil {
			r.Problems = append(r.Problems, err.Error())
			r.errors++
			continue
		}
		if out == nil {
			out = map[string]any{}
		}
		out[a.Name] = v
		order = append(order, a.Name)
	}
	return out, order
}

// buildOpenCLReport reads the kernels, and with others the functions and
// globals with OpenCL attributes.
func buildOpenCLReport(g *md.Graph, kernels []opencl.Kernel, others bool) *openclReport {
	r := &openclReport{File: g.Module.File.Name, Kernels: []jsonEntity{}}
	r.Module, r.moduleOrder = readAttrs(g, md.OnModule(), r, func(a opencl.Attr) bool { return a.Group.OnModule() })
	isKernel := map[int]bool{}
	for _, k := range kernels {
		isKernel[k.Func] = true
		t := md.Function(k.Func)
		e := jsonEntity{Name: k.Name, Pos: g.TargetPos(t).String(), CallingConv: k.CallingConv}
		if k.Impl != nil {
			e.Implementation = k.Impl.Name
		}
		for _, f := range []struct {
			on   bool
			name string
		}{{k.CallingConv != "", "calling convention"}, {k.ArgInfo, "kernel_arg metadata"}, {k.Listed, "opencl.kernels"}, {k.Annotated, "nvvm.annotations"}} {
			if f.on {
				e.FoundBy = append(e.FoundBy, f.name)
			}
		}
		e.Attributes, _ = readAttrs(g, md.Function(k.Func), r, func(a opencl.Attr) bool {
			return !strings.HasPrefix(a.Name, "kernel_arg_") && !a.Group.OnModule() && a.Group != opencl.GlobalVariableGroup
		})
		args, err := opencl.Args(g, k)
		if err != nil {
			r.Problems = append(r.Problems, err.Error())
			r.errors++
		}
		e.Args = []jsonKernelArg{}
		for _, a := range args {
			ja := jsonKernelArg{Index: a.Index, Name: a.Name, Type: a.Type, BaseType: a.BaseType, Access: a.Access, TypeQual: string(a.Qual), PipeIO: a.PipeIO}
			if a.AddrSpace != opencl.NoAddrSpace {
				as := int32(a.AddrSpace)
				ja.AddrSpace, ja.AddrSpaceName = &as, a.AddrSpace.String()
			}
			ja.IRName = a.IRName
			if a.IRType != nil {
				ja.IRType = a.IRType.String()
			}
			e.Args = append(e.Args, ja)
		}
		e.Stats = readStats(g, k.Func, r)
		r.Kernels = append(r.Kernels, e)
	}
	if !others {
		return r
	}
	for i := range g.Module.Functions {
		if isKernel[i] {
			continue
		}
		attrs, _ := readAttrs(g, md.Function(i), r, func(a opencl.Attr) bool { return a.Group == opencl.FunctionGroup })
		stats := readStats(g, i, r)
		if attrs != nil || stats != nil {
			t := md.Function(i)
			r.Functions = append(r.Functions, jsonEntity{Name: g.Module.Functions[i].Name, Pos: g.TargetPos(t).String(), Attributes: attrs, Stats: stats})
		}
	}
	for i := range g.Module.Globals {
		attrs, _ := readAttrs(g, md.Global(i), r, func(a opencl.Attr) bool { return a.Group == opencl.GlobalVariableGroup })
		if attrs != nil {
			t := md.Global(i)
			r.Globals = append(r.Globals, jsonEntity{Name: g.Module.Globals[i].Name, Pos: g.TargetPos(t).String(), Attributes: attrs})
		}
	}
	return r
}

func readStats(g *md.Graph, fn int, r *openclReport) map[string]int64 {
	stats, err := opencl.Stats(g, fn)
	if err != nil {
		r.Problems = append(r.Problems, err.Error())
		r.errors++
	}
	if len(stats) == 0 {
		return nil
	}
	out := map[string]int64{}
	for _, s := range stats {
		out[s.Name] = s.Value
	}
	return out
}

// MarshalJSON writes attribute values in their plain JSON form.
func (e jsonEntity) MarshalJSON() ([]byte, error) {
	type plain jsonEntity
	p := plain(e)
	if e.Attributes != nil {
		p.Attributes = map[string]any{}
		for k, v := range e.Attributes {
			p.Attributes[k] = opencl.JSONValue(v)
		}
	}
	return marshalJSON(p)
}

// MarshalJSON writes module attribute values in their plain JSON form.
func (r *openclReport) MarshalJSON() ([]byte, error) {
	type plain openclReport
	p := plain(*r)
	if r.Module != nil {
		p.Module = map[string]any{}
		for k, v := range r.Module {
			p.Module[k] = opencl.JSONValue(v)
		}
	}
	return marshalJSON(p)
}

func printOpenCLReport(w io.Writer, r *openclReport) {
	for _, name := range r.moduleOrder {
		fmt.Fprintf(w, "!%s %s\n", name, openclModuleValue(name, r.Module[name]))
	}
	if len(r.moduleOrder) > 0 {
		fmt.Fprintln(w)
	}
	if len(r.Kernels) == 0 {
		fmt.Fprintln(w, "no kernels")
	}
	for i, k := range r.Kernels {
		if i > 0 {
			fmt.Fprintln(w)
		}
		cc := k.CallingConv
		if cc == "" {
			cc = strings.Join(k.FoundBy, ", ")
		}
		fmt.Fprintf(w, "kernel %s (%s)\n", k.Name, cc)
		if k.Implementation != "" {
			fmt.Fprintf(w, "  implementation %s\n", k.Implementation)
		}
		printAttrs(w, k.Attributes)
		printStats(w, k.Stats)
		printArgs(w, k.Args)
	}
	for _, group := range []struct {
		what string
		list []jsonEntity
	}{{"function", r.Functions}, {"global", r.Globals}} {
		for _, e := range group.list {
			fmt.Fprintf(w, "\n%s %s\n", group.what, e.Name)
			printAttrs(w, e.Attributes)
			printStats(w, e.Stats)
		}
	}
	for _, p := range r.Problems {
		fmt.Fprintf(w, "problem: %s\n", p)
	}
}

// openclModuleValue formats a module attribute, versions as "3.0".
func openclModuleValue(name string, v any) string {
	if ver, ok := v.([]int32); ok && len(ver) == 2 && (name == opencl.OCLVersion.Name || name == opencl.SPIRVersion.Name) {
		return fmt.Sprintf("%d.%d", ver[0], ver[1])
	}
	return opencl.FormatValue(v)
}

// printAttrs prints attributes in declaration order.
func printAttrs(w io.Writer, attrs map[string]any) {
	for _, a := range opencl.Attrs() {
		if v, ok := attrs[a.Name]; ok {
			fmt.Fprintf(w, "  !%s %s\n", a.Name, opencl.FormatValue(v))
		}
	}
}

func printStats(w io.Writer, stats map[string]int64) {
	names := make([]string, 0, len(stats))
	for n := range stats {
		names = append(names, n)
	}
	sortStrings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  stat %s = %d\n", n, stats[n])
	}
}

func printArgs(w io.Writer, args []jsonKernelArg) {
	if len(args) == 0 {
		fmt.Fprintln(w, "  (no parameters)")
		return
	}
	showBase := false
	for _, a := range args {
		showBase = showBase || a.BaseType != "" && a.BaseType != a.Type
	}
	tw := newTable(w)
	head := "  #\tname\ttype\t"
	if showBase {
		head += "base type\t"
	}
	fmt.Fprintln(tw, head+"address space\taccess\tqualifiers\tIR type")
	dash := func(s string) string {
		if s == "" {
			return "-"
		}
		return s
	}
	for _, a := range args {
		line := "  " + strconv.Itoa(a.Index) + "\t" + dash(cmp.Or(a.Name, a.IRName)) + "\t" + dash(a.Type) + "\t"
		if showBase {
			line += dash(a.BaseType) + "\t"
		}
		line += dash(a.AddrSpaceName) + "\t" + dash(a.Access) + "\t" + dash(a.TypeQual) + "\t" + dash(a.IRType)
		fmt.Fprintln(tw, line)
	}
	tw.Flush()
}

func sortStrings(s []string) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

func newOpenCLStatsCmd(env cli.Env) *cobra.Command {
	var asJSON, asCSV, perFunction bool
	c := &cobra.Command{
		Use:   "stats [--json|--csv] [--functions] FILE...",
		Short: "Sum the backend's per-function statistics over many modules",
		Long: `stats reads the statistics recorded on functions (!opencl.stats.NAME !{i32 N})
in every FILE and prints, per statistic, the total, the number of functions
and of modules that have it, and its description (!opencl.stats.NAME =
!{!{!"..."}}). --functions lists every recorded value instead. Malformed
statistics are reported on standard error and make the exit status 1.`,
		Example: `  irmeta opencl stats build/*.ll
  irmeta opencl stats --csv --functions a.ll b.ll > stats.csv`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return cli.Usagef("stats needs at least one file")
			}
			if asJSON && asCSV {
				return cli.Usagef("--json and --csv exclude each other")
			}
			return nil
		},
		RunE: func(_ *cobra.Command, args []string) error {
			type moduleInfo struct {
				File      string         `json:"file"`
				Run       opencl.RunInfo `json:"run"`
				Functions int            `json:"functions_with_stats"`
			}
			type funcStat struct {
				File     string `json:"file"`
				Function string `json:"function"`
				Stat     string `json:"stat"`
				Value    int64  `json:"value"`
			}
			var sum opencl.Summer
			var mods []moduleInfo
			var values []funcStat
			failed := false
			for _, name := range args {
				m, err := cli.Load(env, name)
				if err != nil {
					return err
				}
				g := md.New(m)
				if err := sum.Add(g); err != nil {
					failed = true
					fmt.Fprintf(env.Stderr, "%s: error: %v\n", name, err)
				}
				info := moduleInfo{File: name, Run: opencl.ReadRunInfo(g)}
				for i := range m.Functions {
					stats, _ := opencl.Stats(g, i)
					if len(stats) > 0 {
						info.Functions++
					}
					for _, s := range stats {
						values = append(values, funcStat{File: name, Function: m.Functions[i].Name, Stat: s.Name, Value: s.Value})
					}
				}
				mods = append(mods, info)
			}
			totals := sum.Totals()
			switch {
			case asJSON:
				out := map[string]any{"modules": mods, "stats": totals}
				if perFunction {
					out = map[string]any{"modules": mods, "values": values}
				}
				if err := writeJSON(env.Stdout, out); err != nil {
					return err
				}
			case asCSV:
				cw := csv.NewWriter(env.Stdout)
				if perFunction {
					cw.Write([]string{"file", "function", "stat", "value"})
					for _, v := range values {
						cw.Write([]string{v.File, v.Function, v.Stat, strconv.FormatInt(v.Value, 10)})
					}
				} else {
					cw.Write([]string{"stat", "total", "functions", "modules", "description"})
					for _, t := range totals {
						cw.Write([]string{t.Name, strconv.FormatInt(t.Total, 10), strconv.Itoa(t.Functions), strconv.Itoa(t.Modules), t.Description})
					}
				}
				cw.Flush()
				if err := cw.Error(); err != nil {
					return err
				}
			default:
				tw := newTable(env.Stdout)
				if perFunction {
					fmt.Fprintln(tw, "file\tfunction\tstat\tvalue")
					for _, v := range values {
						fmt.Fprintf(tw, "%s\t%s\t%s\t%d\n", v.File, v.Function, v.Stat, v.Value)
					}
				} else {
					fmt.Fprintln(tw, "stat\ttotal\tfunctions\tmodules\tdescription")
					for _, t := range totals {
						// No tab before an empty description: no trailing blanks.
						fmt.Fprintf(tw, "%s\t%d\t%d\t%d", t.Name, t.Total, t.Functions, t.Modules)
						if t.Description != "" {
							fmt.Fprintf(tw, "\t%s", t.Description)
						}
						fmt.Fprintln(tw)
					}
				}
				tw.Flush()
			}
			if failed {
				return cli.Silent(1)
			}
			return nil
		},
	}
	c.Flags().BoolVar(&asJSON, "json", false, "print the modules and totals as JSON")
	c.Flags().BoolVar(&asCSV, "csv", false, "print CSV")
	c.Flags().BoolVar(&perFunction, "functions", false, "list every function's values instead of totals")
	return c
}

func newOpenCLSetCmd(env cli.Env) *cobra.Command {
	var ef editFlags
	var remove bool
	c := &cobra.Command{
		Use:   "set [-w|-o OUT] [--rm] FILE SELECTOR ATTRIBUTE [VALUE...]",
		Short: "Set (or remove) an OpenCL attribute with its exact encoding",
		Long: `set stores a declared OpenCL attribute (see "irmeta opencl attrs") on a
function or global (@name) or the module ("module"), encoded as clang and
the backend write it. VALUE is written plainly: a number, true/false, a
function (@f), three numbers for work-group sizes, an OpenCL type for
vec_type_hint (float4), several words for a list. --rm removes the
attribute instead.`,
		Example: `  irmeta opencl set -w k.ll @saxpy reqd_work_group_size 64 1 1
  irmeta opencl set k.ll @saxpy vec_type_hint uint4
  irmeta opencl set k.ll @saxpy vectorized_kernel @__Vectorized_.saxpy
  irmeta opencl set k.ll module opencl.used.extensions cl_khr_fp64 cl_khr_fp16
  irmeta opencl set -w --rm k.ll @saxpy kernel_has_barrier`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) < 3 {
				return cli.Usagef("set takes FILE SELECTOR ATTRIBUTE [VALUE...]")
			}
			return nil
		},
		RunE: func(_ *cobra.Command, args []string) error {
			name := kindArg(args[2])
			a, ok := opencl.Lookup(name)
			if !ok {
				return cli.Usagef("unknown OpenCL attribute %q (irmeta opencl attrs lists them)", name)
			}
			var v any
			if !remove {
				var err error
				if v, err = opencl.ParseValue(a, args[3:]); err != nil {
					return cli.Usagef("%v", err)
				}
			} else if len(args) > 3 {
				return cli.Usagef("--rm takes no VALUE")
			}
			g, sel, err := loadSelected(env, args[0], args[1])
			if err != nil {
				return err
			}
			var h md.Target
			switch {
			case a.Group.OnModule() != sel.module:
				where := "a function or global"
				if a.Group.OnModule() {
					where = "the module"
				}
				return cli.Usagef("%s is an attribute of %s", name, where)
			case sel.module:
				h = md.OnModule()
			case sel.target.Kind == md.InstTarget:
				return cli.Usagef("OpenCL attributes go on functions, globals or the module, not on instructions")
			case (a.Group == opencl.GlobalVariableGroup) != (sel.target.Kind == md.GlobalTarget):
				return cli.Usagef("%s is a %s attribute; %s is not one", name, a.Group, sel.name)
			default:
				h = sel.target
			}
			if remove {
				if !a.Remove(g, h) {
					return cli.Failf("%s has no !%s", sel.name, name)
				}
			} else if err := a.Write(g, h, v); err != nil {
				return cli.Failf("%v", err)
			}
			return ef.write(env, args[0], g)
		},
	}
	ef.add(c)
	c.Flags().BoolVar(&remove, "rm", false, "remove the attribute")
	return c
}

func newOpenCLAttrsCmd(env cli.Env) *cobra.Command {
	return &cobra.Command{
		Use:     "attrs",
		Short:   "List the OpenCL attributes irmeta knows, with their groups and encodings",
		Example: "  irmeta opencl attrs",
		Args:    exactArgs(0),
		RunE: func(*cobra.Command, []string) error {
			tw := newTable(env.Stdout)
			fmt.Fprintln(tw, "attribute\tgroup\tencoding")
			for _, a := range opencl.Attrs() {
				fmt.Fprintf(tw, "%s\t%s\t%s\n", a.Name, a.Group, a.Shape)
			}
			return tw.Flush()
		},
	}
}
