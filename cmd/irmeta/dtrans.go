package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/irmeta/irmeta/dtrans"
	"github.com/irmeta/irmeta/internal/cli"
	"github.com/irmeta/irmeta/md"
)

// jsonDTransItem is one item of "dtrans --json".
type jsonDTransItem struct {
	Pos     string `json:"pos"`
	Where   string `json:"where"`
	Kind    string `json:"kind"`
	Type    string `json:"type,omitempty"`
	Ptr     string `json:"ptr,omitempty"`
	Global  string `json:"global,omitempty"`
	Content string `json:"content,omitempty"`
	Error   string `json:"error,omitempty"`
}

func newDTransCmd(env cli.Env) *cobra.Command {
	var asJSON bool
	c := &cobra.Command{
		Use:   "dtrans [--json] FILE",
		Short: "List Intel DTrans annotations: type hints, SOA-to-AOS marks, pointer annotations, type descriptions",
		Long: `dtrans lists the DTrans metadata of a module, ordered by position: the
!dtrans-type hints on instructions (typed form !{T* null} or pair form
!{T zeroinitializer, i32 level}), the !dtrans-soatoaos marks on functions,
the llvm.ptr.annotation calls whose string is a DTrans annotation global
(@__intel_dtrans_aostosoa_alloc, ..._index, with any extension), and the
front end's type descriptions (!intel.dtrans.types, !intel_dtrans_type,
!intel.dtrans.func.type). Types print in typed-pointer notation. Malformed
items are listed with the reason, and make the exit status 1.

The subcommands add hints, marks and annotations, and strip them all.`,
		Example: `  irmeta dtrans prog.ll
  irmeta dtrans --json prog.ll
  irmeta dtrans strip -w prog.ll`,
		Args: exactArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			m, err := cli.Load(env, args[0])
			if err != nil {
				return err
			}
			items := dtrans.List(md.New(m))
			bad := false
			out := make([]jsonDTransItem, 0, len(items))
			for _, it := range items {
				out = append(out, jsonDTransItem{Pos: it.Pos.String(), Where: it.Where, Kind: it.Kind, Type: it.Type, Ptr: it.Ptr, Global: it.Global, Content: it.Content, Error: it.Err})
				bad = bad || it.Err != ""
			}
			if asJSON {
				if err := writeJSON(env.Stdout, out); err != nil {
					return err
				}
			} else {
				w := newTable(env.Stdout)
				for _, it := range out {
					detail := it.Type
					switch {
					case it.Error != "":
						detail = "error: " + it.Error
					case it.Global != "":
						detail = fmt.Sprintf("%s  %s %q", it.Ptr, it.Global, it.Content)
					}
					fmt.Fprintf(w, "%s\t%s\t%s\t%s\n", it.Pos, it.Where, it.Kind, detail)
				}
				if err := w.Flush(); err != nil {
					return err
				}
			}
			if bad {
				return cli.Silent(1)
			}
			return nil
		},
	}
	c.Flags().BoolVar(&asJSON, "json", false, "print the items as a JSON array")
	c.AddCommand(newDTransStripCmd(env), newDTransHintCmd(env), newDTransAnnotateCmd(env), newDTransRenameCmd(env))
	return c
}

func newDTransStripCmd(env cli.Env) *cobra.Command {
	var ef editFlags
	var types, stats bool
	c := &cobra.Command{
		Use:   "strip [-w|-o OUT] [--types] [--stats] FILE",
		Short: "Remove DTrans annotations and metadata, keeping foreign ones",
		Long: `strip removes what DTrans's annotator cleaner removes: !dtrans-type and
!dtrans-soatoaos, and the llvm.ptr.annotation calls whose string is a DTrans
annotation global, each use of a call's result being replaced by the
annotated pointer (unnamed values after a removed unnamed result are
renumbered). Annotation globals, intrinsic declarations and hint nodes that
nothing uses any more go too. Foreign annotations and other metadata stay.
With --types the front end's type descriptions and their
"intel_dtrans_func_index" attributes go as well. Stripping what "irmeta
dtrans hint/annotate" added gives back the original text.`,
		Example: `  irmeta dtrans strip prog.ll > clean.ll
  irmeta dtrans strip -w --types --stats prog.ll`,
		Args: exactArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			m, err := cli.Load(env, args[0])
			if err != nil {
				return err
			}
			g := md.New(m)
			st, err := dtrans.Strip(g, dtrans.StripOptions{TypeMetadata: types})
			if err != nil {
				return cli.Failf("%v", err)
			}
			if err := ef.write(env, args[0], g); err != nil {
				return err
			}
			if stats {
				fmt.Fprintln(env.Stderr, stripSummary(st))
			}
			return nil
		},
	}
	ef.add(c)
	c.Flags().BoolVar(&types, "types", false, "also remove !intel.dtrans.types, !intel_dtrans_type, !intel.dtrans.func.type and the \"intel_dtrans_func_index\" attributes")
	c.Flags().BoolVar(&stats, "stats", false, "print what was removed on standard error")
	return c
}

func newDTransHintCmd(env cli.Env) *cobra.Command {
	var ef editFlags
	var pair bool
	c := &cobra.Command{
		Use:   "hint [-w|-o OUT] [--pair] FILE SELECTOR TYPE",
		Short: "Attach a !dtrans-type hint to an instruction, or a !dtrans-soatoaos mark to a function",
		Long: `hint attaches the type TYPE: as !dtrans-type when SELECTOR is an
instruction, as !dtrans-soatoaos when it is a function. TYPE is written in
typed-pointer notation ("%struct.T**"); in an opaque-pointer module the
pointer level may instead follow the type ("%struct.T 2"). The form follows
the module: !{%struct.T** null} with typed pointers, the pair
!{%struct.T zeroinitializer, i32 2} with opaque pointers (--pair forces the
pair form in a typed-pointer module).

` + selectorHelp,
		Example: `  irmeta dtrans hint prog.ll @main:%p '%struct.test01*'
  irmeta dtrans hint -w prog.ll @ctor '%class.F 1'`,
		Args: exactArgs(3),
		RunE: func(_ *cobra.Command, args []string) error {
			g, sel, err := loadSelected(env, args[0], args[1])
			if err != nil {
				return err
			}
			h, err := dtrans.ParseHint(g, args[2])
			if err != nil {
				return cli.Failf("TYPE: %v", err)
			}
			if pair {
				h.Pair = true
			}
			switch {
			case sel.module || sel.target.Kind == md.GlobalTarget:
				return cli.Failf("%s: hints go on instructions (!dtrans-type) and functions (!dtrans-soatoaos)", sel)
			case sel.target.Kind == md.InstTarget:
				err = dtrans.SetTypeHint(g, sel.target.Index, h)
			default:
				err = dtrans.MarkSOAToAOS(g, sel.target.Index, h)
			}
			if err != nil {
				return cli.Failf("%v", err)
			}
			return ef.write(env, args[0], g)
		},
	}
	ef.add(c)
	c.Flags().BoolVar(&pair, "pair", false, "write the pair form !{T zeroinitializer, i32 level} in a typed-pointer module")
	return c
}

func newDTransAnnotateCmd(env cli.Env) *cobra.Command {
	var ef editFlags
	var id, args int
	var ext string
	c := &cobra.Command{
		Use:   "annotate [-w|-o OUT] [--id N] [--ext E] [--args 4|5] FILE SELECTOR KIND",
		Short: "Annotate the pointer an instruction produces with a DTrans llvm.ptr.annotation call",
		Long: `annotate inserts, right after the instruction SELECTOR (and after the phis
that must open its block), a call of the llvm.ptr.annotation overload for
the instruction's pointer type, with the annotation string of KIND
(aostosoa-alloc or aostosoa-index): the global
@__intel_dtrans_aostosoa_<kind>[.E] holding "{dtrans} AOS-to-SOA allocation
{id:N}" (or "... peeling index {id:N}"), created when missing, and the empty
file name @__intel_dtrans_aostosoa_filename. The intrinsic is declared when
missing: llvm.ptr.annotation.p0i8 style names with typed pointers,
llvm.ptr.annotation.p0 with opaque ones, with 5 arguments as LLVM 14 writes
them, or 4 with --args 4 (an existing declaration keeps its own).

` + selectorHelp,
		Example: `  irmeta dtrans annotate prog.ll @main:%mem aostosoa-alloc
  irmeta dtrans annotate -w --id 1 --ext 1 prog.ll @main:%f1 aostosoa-index`,
		Args: exactArgs(3),
		RunE: func(_ *cobra.Command, a []string) error {
			if args != 4 && args != 5 {
				return cli.Usagef("--args must be 4 or 5")
			}
			kind, err := dtrans.ParseKind(a[2])
			if err != nil {
				return cli.Usagef("%v", err)
			}
			g, sel, err := loadSelected(env, a[0], a[1])
			if err != nil {
				return err
			}
			if sel.module || sel.target.Kind != md.InstTarget {
				return cli.Failf("%s: annotate takes an instruction (@f:%%x or @f:LINE)", sel)
			}
			an := dtrans.NewAnnotator(g)
			an.FiveArgs = args == 5
			if _, err := an.AnnotateResult(sel.target.Index, kind, id, ext); err != nil {
				return cli.Failf("%v", strings.TrimSpace(err.Error()))
			}
			return ef.write(env, a[0], g)
		},
	}
	ef.add(c)
	c.Flags().IntVar(&id, "id", 0, "the structure id written in the annotation string")
	c.Flags().StringVar(&ext, "ext", "", "extension of the global's name (@__intel_dtrans_aostosoa_alloc.E)")
	c.Flags().IntVar(&args, "args", 5, "arguments of a newly declared intrinsic: 5 (LLVM 14 and later) or 4")
	return c
}

// stripSummary says what strip removed, leaving out zero counts.
func stripSummary(st dtrans.StripStats) string {
	var parts []string
	add := func(n int, one, many string) {
		switch {
		case n == 1:
			parts = append(parts, "1 "+one)
		case n > 1:
			parts = append(parts, fmt.Sprintf("%d %s", n, many))
		}
	}
	add(st.Hints, "type hint", "type hints")
	add(st.SOAToAOS, "SOA-to-AOS mark", "SOA-to-AOS marks")
	add(st.Calls, "annotation call", "annotation calls")
	add(st.Uses, "use replaced", "uses replaced")
	add(st.Renumbered, "reference renumbered", "references renumbered")
	add(st.Globals, "global", "globals")
	add(st.Decls, "declaration", "declarations")
	add(st.Nodes, "node", "nodes")
	add(st.TypeMD, "type description", "type descriptions")
	s := "removed nothing"
	if len(parts) > 0 {
		s = "removed " + strings.Join(parts, ", ")
	}
	if st.KeptForeign > 0 {
		s += fmt.Sprintf("; kept %d foreign annotation(s)", st.KeptForeign)
	}
	return s
}

func newDTransRenameCmd(env cli.Env) *cobra.Command {
	var ef editFlags
	c := &cobra.Command{
		Use:   "rename [-w|-o OUT] FILE OLD NEW",
		Short: "Rename a struct type everywhere, DTrans metadata and intrinsic names included",
		Long: `rename renames the named type %OLD to %NEW (names without '%') as a DTrans
transformation does: its definition and every use in types, globals,
signatures, instructions and metadata, so the !dtrans-type and
!dtrans-soatoaos hints and the type descriptions that name it stay valid,
and the llvm.ptr.annotation overloads whose names spell it are remangled.
Tokens are matched exactly: %struct.a is not renamed inside %struct.ab,
strings or comments. A function with a local value called %OLD is refused.`,
		Example: `  irmeta dtrans rename prog.ll struct.test01 __DTT_struct.test01`,
		Args:    exactArgs(3),
		RunE: func(_ *cobra.Command, args []string) error {
			m, err := cli.Load(env, args[0])
			if err != nil {
				return err
			}
			g := md.New(m)
			if _, err := g.RenameType(strings.TrimPrefix(args[1], "%"), strings.TrimPrefix(args[2], "%")); err != nil {
				return cli.Failf("%v", err)
			}
			return ef.write(env, args[0], g)
		},
	}
	ef.add(c)
	return c
}
