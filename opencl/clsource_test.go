package opencl_test

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/opencl"
)

// This file is a small parser of OpenCL C kernel signatures, enough for
// the oracle sources: it derives, from the source alone, what clang must
// write into the kernel_arg_* lists and the kernel attributes.

// srcKernel is a kernel as declared in an OpenCL C source.
type srcKernel struct {
	name  string
	attrs map[string][]string // __attribute__((name(args))) by name
	args  []srcArg
}

// srcArg is what clang must report for one argument.
type srcArg struct {
	name, typ, base string
	addr            opencl.AddrSpace
	access          string
	qual            opencl.TypeQual
}

var (
	commentRE = regexp.MustCompile(`(?s)//[^\n]*|/\*.*?\*/`)
	tokenRE   = regexp.MustCompile(`[A-Za-z_][A-Za-z_0-9]*|[0-9]+|\S`)
	vectorRE  = regexp.MustCompile(`^(u?(?:char|short|int|long)|half|float|double)(2|3|4|8|16)$`)
)

// parseKernels returns the kernels of an OpenCL C source, and its typedefs.
func parseKernels(src string) []srcKernel {
	src = commentRE.ReplaceAllString(src, " ")
	typedefs := parseTypedefs(src)
	toks := tokenRE.FindAllString(src, -1)
	var out []srcKernel
	for i := 0; i < len(toks); i++ {
		if toks[i] != "__kernel" && toks[i] != "kernel" {
			continue
		}
		k := srcKernel{attrs: map[string][]string{}}
		// Attributes and the return type up to the name and its '('.
		j := i + 1
		for ; j+1 < len(toks); j++ {
			if toks[j] == "__attribute__" {
				// __attribute__ ( ( name ( args ) ) )
				name := toks[j+3]
				var args []string
				m := j + 5
				for ; toks[m] != ")"; m++ {
					if toks[m] != "," {
						args = append(args, toks[m])
					}
				}
				k.attrs[name] = args
				j = m + 2
				continue
			}
			if toks[j+1] == "(" {
				break
			}
		}
		k.name = toks[j]
		depth, start := 0, j+2
		for m := j + 1; m < len(toks); m++ {
			switch toks[m] {
			case "(":
				depth++
			case ")", ",":
				if toks[m] == ")" {
					depth--
				}
				if depth == 0 || depth == 1 && toks[m] == "," {
					if m > start && !(m == start+1 && toks[start] == "void") {
						k.args = append(k.args, parseArg(toks[start:m], typedefs))
					}
					start = m + 1
				}
			}
			if depth == 0 {
				i = m
				break
			}
		}
		out = append(out, k)
	}
	return out
}

// parseTypedefs maps "typedef T name;" names to T; typedefs of struct and
// union bodies map to themselves (clang prints their name as the canonical
// type).
func parseTypedefs(src string) map[string]string {
	out := map[string]string{}
	re := regexp.MustCompile(`typedef\s+([^;{}]+?)\s+([A-Za-z_][A-Za-z_0-9]*)\s*;`)
	for _, m := range re.FindAllStringSubmatch(src, -1) {
		out[m[2]] = strings.Join(strings.Fields(m[1]), " ")
	}
	return out
}

// parseArg reads one parameter declaration.
func parseArg(toks []string, typedefs map[string]string) srcArg {
	a := srcArg{name: toks[len(toks)-1], addr: opencl.Private, access: opencl.AccessNone}
	var typeWords []string
	var pointer, pipe, restrict, isConst, isVolatile bool
	asWord := ""
	for _, t := range toks[:len(toks)-1] {
		switch strings.TrimPrefix(t, "__") {
		case "global", "constant", "local", "private":
			asWord = strings.TrimPrefix(t, "__")
		case "read_only", "write_only", "read_write":
			a.access = strings.TrimPrefix(t, "__")
		case "pipe":
			pipe = true
		case "const":
			if !pointer {
				isConst = true
			}
		case "volatile":
			isVolatile = true
		case "restrict":
			restrict = true
		case "*":
			pointer = true
		default:
			typeWords = append(typeWords, t)
		}
	}
	typ := strings.Join(typeWords, " ")
	if rest, ok := strings.CutPrefix(typ, "unsigned "); ok {
		typ = "u" + rest
	}
	base := canonical(typ, typedefs)
	switch {
	case pipe:
		a.addr, a.qual = opencl.Global, opencl.QualPipe
	case strings.HasPrefix(typ, "image"):
		a.addr = opencl.Global
		if a.access == opencl.AccessNone {
			a.access = opencl.AccessReadOnly
		}
	case pointer:
		a.addr = map[string]opencl.AddrSpace{"global": opencl.Global, "constant": opencl.Constant, "local": opencl.Local, "private": opencl.Private, "": opencl.Generic}[asWord]
		// Pointers to __constant are pointers to const.
		a.qual = opencl.MakeTypeQual(restrict, isConst || asWord == "constant", isVolatile, false)
		typ += "*"
		base += "*"
	}
	a.typ, a.base = typ, base
	return a
}

// canonical resolves typedefs and spells vector and atomic types as clang
// does in kernel_arg_base_type.
func canonical(typ string, typedefs map[string]string) string {
	for {
		t, ok := typedefs[typ]
		if !ok || strings.HasPrefix(t, "struct") || strings.HasPrefix(t, "union") {
			break
		}
		typ = t
		if rest, ok := strings.CutPrefix(typ, "unsigned "); ok {
			typ = "u" + rest
		}
	}
	if m := vectorRE.FindStringSubmatch(typ); m != nil {
		return m[1] + " __attribute__((ext_vector_type(" + m[2] + ")))"
	}
	if rest, ok := strings.CutPrefix(typ, "atomic_"); ok {
		return "_Atomic(" + rest + ")"
	}
	return typ
}

// workGroupSize reads a three-number attribute.
func workGroupSize(args []string) (opencl.WorkGroupSize, bool) {
	if len(args) != 3 {
		return opencl.WorkGroupSize{}, false
	}
	var v [3]int32
	for i, s := range args {
		n, err := strconv.Atoi(s)
		if err != nil {
			return opencl.WorkGroupSize{}, false
		}
		v[i] = int32(n)
	}
	return opencl.WorkGroupSize{X: v[0], Y: v[1], Z: v[2]}, true
}
