package main

import (
	"errors"
	"flag"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/irmeta/irmeta/errprop"
	"github.com/irmeta/irmeta/internal/cli"
	"github.com/irmeta/irmeta/md"
)

// jsonInstError is one instruction in "errprop --json" output.
type jsonInstError struct {
	Function     string   `json:"function"`
	Inst         string   `json:"inst"`
	Pos          string   `json:"pos"`
	AbsError     *float64 `json:"abserror,omitempty"`
	CmpTolerance *float64 `json:"wrongcmptol,omitempty"`
}

type jsonErrprop struct {
	Insts   []jsonInstError       `json:"instructions"`
	Targets []errprop.TargetError `json:"targets"`
	NoStart bool                  `json:"no_start_functions,omitempty"`
}

// errpropFlags are TAFFO's option names; they are parsed with the standard
// flag package so that TAFFO's single-dash spelling (-dunroll 5) works as it
// does with opt, as well as --dunroll=5.
type errpropFlags struct {
	opt      errprop.Options
	out      string
	inPlace  bool
	asJSON   bool
	debug    bool
	debugOnl string
	help     bool
}

func (f *errpropFlags) set(fs interface {
	IntVar(*int, string, int, string)
	BoolVar(*bool, string, bool, string)
	StringVar(*string, string, string, string)
}) {
	d := errprop.DefaultOptions()
	fs.IntVar(&f.opt.DefaultUnroll, "dunroll", d.DefaultUnroll, "unroll count of loops with no taffo.unroll and no constant trip count")
	fs.IntVar(&f.opt.MaxUnroll, "maxunroll", d.MaxUnroll, "largest unroll count; 0 turns unrolling off")
	fs.BoolVar(&f.opt.NoUnroll, "nounroll", false, "do not unroll loops (walk each loop once)")
	fs.IntVar(&f.opt.CmpThreshold, "cmpthresh", d.CmpThreshold, "report comparisons only when the relative error reaches this percentage")
	fs.IntVar(&f.opt.Recursion, "recur", d.Recursion, "recursion depth of functions without taffo.maxrec")
	fs.BoolVar(&f.opt.StartOnly, "startonly", false, "analyse only functions with taffo.start")
	fs.BoolVar(&f.opt.RelError, "relerror", false, "write relative errors instead of absolute ones")
	fs.BoolVar(&f.opt.ExactConst, "exactconst", false, "treat constants as exact")
	fs.BoolVar(&f.opt.SloppyAA, "sloppyaa", false, "loads also take the error of their pointer chain")
	fs.StringVar(&f.out, "output", "", "write the annotated module to `OUT` instead of standard output")
	fs.BoolVar(&f.inPlace, "write", false, "rewrite FILE in place")
	fs.BoolVar(&f.asJSON, "json", false, "print the errors of instructions and targets as JSON instead of the module")
	fs.BoolVar(&f.debug, "debug", false, "print TAFFO's \"Possible overflow detected\" lines to standard error")
	fs.StringVar(&f.debugOnl, "debug-only", "", "same as --debug when it names errorprop (opt's spelling)")
}

// cobraFlags adapts a pflag set to the registration interface, for --help.
type cobraFlags struct{ c *cobra.Command }

func (c cobraFlags) IntVar(p *int, name string, v int, usage string) {
	c.c.Flags().IntVar(p, name, v, usage)
}
func (c cobraFlags) BoolVar(p *bool, name string, v bool, usage string) {
	if name == "write" {
		c.c.Flags().BoolVarP(p, name, "w", v, usage)
		return
	}
	c.c.Flags().BoolVar(p, name, v, usage)
}
func (c cobraFlags) StringVar(p *string, name string, v string, usage string) {
	if name == "output" {
		c.c.Flags().StringVarP(p, name, "o", v, usage)
		return
	}
	c.c.Flags().StringVar(p, name, v, usage)
}

func newErrpropCmd(env cli.Env) *cobra.Command {
	var shown errpropFlags
	c := &cobra.Command{
		Use:   "errprop [flags] FILE|-",
		Short: "Propagate fixed-point and floating-point errors as TAFFO's ErrorPropagator does",
		Long: `errprop runs TAFFO's error propagation (the taffoerr pass) on a module annotated
with taffo.info, taffo.structinfo and taffo.funinfo: it writes taffo.abserror on
each instruction with an error, taffo.wrongcmptol on comparisons that may go the
wrong way, prints the annotated module, and prints TAFFO's report of the
taffo.target errors ("*** Target Errors: ***") to standard error.

Options keep TAFFO's names and defaults and may be written with one dash, as
opt takes them (-dunroll 5) or with two (--dunroll=5). Loops are unrolled by the
analysis itself: by taffo.unroll, else by the constant trip count, else by
-dunroll, never beyond -maxunroll.`,
		Example: `  irmeta errprop prog.ll > annotated.ll
  irmeta errprop -dunroll 5 -cmpthresh 25 prog.ll -o annotated.ll
  irmeta errprop --json -nounroll prog.ll
  irmeta errprop -debug-only=errorprop prog.ll 2>&1 | grep overflow`,
		DisableFlagParsing: true,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runErrprop(env, cmd, args)
		},
	}
	shown.set(cobraFlags{c})
	return c
}

func runErrprop(env cli.Env, cmd *cobra.Command, args []string) error {
	var f errpropFlags
	fs := flag.NewFlagSet("errprop", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	f.set(fs)
	fs.BoolVar(&f.help, "help", false, "")
	fs.BoolVar(&f.help, "h", false, "")
	fs.StringVar(&f.out, "o", "", "")
	fs.BoolVar(&f.inPlace, "w", false, "")
	// Let flags follow the file name, as opt allows.
	var files []string
	rest := args
	for {
		if err := fs.Parse(rest); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return cmd.Help()
			}
			return cli.Usagef("errprop: %v", err)
		}
		rest = fs.Args()
		if len(rest) == 0 {
			break
		}
		files = append(files, rest[0])
		rest = rest[1:]
	}
	if f.help {
		return cmd.Help()
	}
	if len(files) != 1 {
		return cli.Usagef("errprop takes 1 argument(s), got %d", len(files))
	}
	file := files[0]
	if f.inPlace && file == "-" {
		return cli.Usagef("-w needs a file, not standard input")
	}
	if f.inPlace && f.out != "" {
		return cli.Usagef("-w and -o exclude each other")
	}
	if f.debugOnl != "" {
		for _, t := range strings.Split(f.debugOnl, ",") {
			if t == "errorprop" {
				f.debug = true
			}
		}
	}
	if f.debug {
		f.opt.Debug = env.Stderr
	}
	m, err := cli.Load(env, file)
	if err != nil {
		return err
	}
	g := md.New(m)
	res, err := errprop.Analyze(m, g, f.opt)
	if err != nil {
		return cli.Failf("%s: %v", file, err)
	}
	if f.asJSON {
		out := jsonErrprop{Insts: []jsonInstError{}, Targets: res.Targets, NoStart: res.NoStart}
		if out.Targets == nil {
			out.Targets = []errprop.TargetError{}
		}
		for _, e := range res.Insts {
			t := md.Inst(e.Index)
			je := jsonInstError{Inst: g.TargetName(t), Pos: g.TargetPos(t).String()}
			if fi := g.FunctionOf(e.Index); fi >= 0 {
				je.Function = m.Functions[fi].Name
			}
			if e.HasError() {
				v := e.AbsError
				je.AbsError = &v
			}
			if e.MayBeWrong() {
				v := e.CmpTolerance
				je.CmpTolerance = &v
			}
			out.Insts = append(out.Insts, je)
		}
		return writeJSON(env.Stdout, out)
	}
	if err := res.Annotate(g); err != nil {
		return cli.Failf("%s: %v", file, err)
	}
	target := f.out
	if f.inPlace {
		target = file
	}
	if err := cli.WriteEdited(env, target, g.Module, g.Print); err != nil {
		return err
	}
	return res.WriteReport(env.Stderr)
}
