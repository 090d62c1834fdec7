package main

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/irmeta/irmeta/internal/cli"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/taffo"
)

// jsonTaffoType is a TAFFO type in "taffo --json" output.
type jsonTaffoType struct {
	Kind     string     `json:"kind"`
	Width    *int32     `json:"width,omitempty"`
	FracBits *uint32    `json:"frac_bits,omitempty"`
	Signed   *bool      `json:"signed,omitempty"`
	Standard string     `json:"standard,omitempty"`
	Greatest *jsonFloat `json:"greatest,omitempty"`
	Text     string     `json:"text"`
}

// jsonFloat is a double in JSON: a number that reads back exactly, or a
// string for infinities and NaN, which JSON has no number for.
type jsonFloat float64

// MarshalJSON writes the shortest decimal that reads back as f.
func (f jsonFloat) MarshalJSON() ([]byte, error) {
	v := float64(f)
	if math.IsInf(v, 0) || math.IsNaN(v) {
		return []byte(strconv.Quote(strconv.FormatFloat(v, 'g', -1, 64))), nil
	}
	return strconv.AppendFloat(nil, v, 'g', -1, 64), nil
}

func jf(p *float64) *jsonFloat {
	if p == nil {
		return nil
	}
	v := jsonFloat(*p)
	return &v
}

// jsonTaffoEntry is one annotated value in "taffo --json" output.
type jsonTaffoEntry struct {
	Kind             string         `json:"kind"`
	Function         string         `json:"function,omitempty"`
	Value            string         `json:"value"`
	Selector         string         `json:"selector"`
	Arg              *int           `json:"arg,omitempty"`
	Operand          *int           `json:"operand,omitempty"`
	Path             []int          `json:"path,omitempty"`
	Type             *jsonTaffoType `json:"type,omitempty"`
	Range            []jsonFloat    `json:"range,omitempty"`
	Error            *jsonFloat     `json:"error,omitempty"`
	EnableConversion *bool          `json:"enable_conversion,omitempty"`
	Final            *bool          `json:"final,omitempty"`
	Target           string         `json:"target,omitempty"`
	AbsError         *jsonFloat     `json:"abserror,omitempty"`
	WrongCmpTol      *jsonFloat     `json:"wrongcmptol,omitempty"`
	Other            []string       `json:"other,omitempty"`
	Pos              string         `json:"pos,omitempty"`
}

func toJSONEntry(e taffo.Entry) jsonTaffoEntry {
	j := jsonTaffoEntry{Kind: e.Kind.String(), Function: e.Func, Value: e.Value, Selector: e.Selector, Path: e.Path,
		Target: e.TargetName, AbsError: jf(e.AbsError), WrongCmpTol: jf(e.WrongCmpTol), Other: e.Other}
	if e.Kind == taffo.ArgEntry || (e.Kind == taffo.FieldEntry && e.Arg >= 0) {
		a := e.Arg
		j.Arg = &a
	}
	if e.Kind == taffo.ConstEntry {
		o := e.Operand
		j.Operand = &o
	}
	if e.Pos.IsValid() {
		j.Pos = e.Pos.String()
	}
	if in := e.Info; in != nil {
		if ty := in.Type; ty != nil {
			jt := &jsonTaffoType{Text: ty.String()}
			if ty.Kind == taffo.FixP {
				w, f, s := ty.Width, ty.FracBits, ty.Signed()
				jt.Kind, jt.Width, jt.FracBits, jt.Signed = "fixp", &w, &f, &s
			} else {
				jt.Kind, jt.Standard, jt.Greatest = "float", ty.Std.String(), jf(&ty.Greatest)
			}
			j.Type = jt
		}
		if in.Range != nil {
			j.Range = []jsonFloat{jsonFloat(in.Range.Min), jsonFloat(in.Range.Max)}
		}
		j.Error = jf(in.Error)
		ec, fi := in.EnableConversion, in.Final
		j.EnableConversion, j.Final = &ec, &fi
	}
	return j
}

func newTaffoCmd(env cli.Env) *cobra.Command {
	var asJSON bool
	c := &cobra.Command{
		Use:   "taffo [--json] FILE",
		Short: "List the values TAFFO annotations describe (type, range, error, target)",
		Long: `taffo lists every value of the module that carries TAFFO metadata: globals,
functions (taffo.start, taffo.maxrec, taffo.unroll), parameters
(taffo.funinfo), instructions (taffo.info, taffo.target, the error
propagator's taffo.abserror and taffo.wrongcmptol), struct fields
(taffo.structinfo, as %v[0][1]) and constant operands (taffo.constinfo, as
"%v op 1"). Types print as fixp(WIDTH,FRACBITS), negative width for signed,
or float(STANDARD,GREATEST); doubles as LLVM prints them. Metadata TAFFO
could not read is reported on standard error (exit status 1); "irmeta
verify" checks the rest of TAFFO's rules.`,
		Example: `  irmeta taffo prog.ll
  irmeta taffo --json prog.bc | jq '.[] | select(.target != null)'`,
		Args: exactArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			m, err := cli.Load(env, args[0])
			if err != nil {
				return err
			}
			entries, errs := taffo.List(md.New(m))
			if asJSON {
				out := make([]jsonTaffoEntry, len(entries))
				for i, e := range entries {
					out[i] = toJSONEntry(e)
				}
				if err := writeJSON(env.Stdout, out); err != nil {
					return err
				}
			} else if err := writeTaffoTable(env, entries); err != nil {
				return err
			}
			for _, e := range errs {
				fmt.Fprintf(env.Stderr, "%v\n", e)
			}
			if len(errs) > 0 {
				return cli.Silent(1)
			}
			return nil
		},
	}
	c.Flags().BoolVar(&asJSON, "json", false, "print the entries as JSON")
	c.AddCommand(newTaffoAnnotateCmd(env))
	return c
}

func writeTaffoTable(env cli.Env, entries []taffo.Entry) error {
	w := newTable(env.Stdout)
	fmt.Fprintln(w, "function\tvalue\ttype\trange\terror\ttarget\tabserror\tother")
	dash := func(s string) string {
		if s == "" {
			return "-"
		}
		return s
	}
	num := func(p *float64) string {
		if p == nil {
			return "-"
		}
		return md.FormatDouble(*p)
	}
	for _, e := range entries {
		ty, rg, ie := "-", "-", "-"
		if in := e.Info; in != nil {
			ty, rg, ie = in.Type.String(), in.Range.String(), num(in.Error)
			if !in.EnableConversion {
				ty += " noconv"
			}
			if in.Final {
				ty += " final"
			}
		}
		other := strings.Join(e.Other, " ")
		if e.WrongCmpTol != nil {
			other = strings.TrimSpace("wrongcmptol=" + num(e.WrongCmpTol) + " " + other)
		}
		fmt.Fprintf(w, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", dash(e.Func), e.Value, ty, rg, ie, dash(e.TargetName), num(e.AbsError), dash(other))
	}
	return w.Flush()
}
