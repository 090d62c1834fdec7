package main

import (
	"errors"
	"fmt"
	"os"
	"runtime/debug"
	"strings"

	"github.com/spf13/cobra"

	"github.com/irmeta/irmeta/check"
	"github.com/irmeta/irmeta/internal/cli"
)

// jsonDiag is a diagnostic in verify's JSON output.
type jsonDiag struct {
	File     string `json:"file"`
	Line     int    `json:"line"`
	Col      int    `json:"col"`
	Severity string `json:"severity"`
	// Checker is what reported the message: "input" (the file could not
	// be read), "parser" (syntax, names, references), or the name of a
	// registered schema check.
	Checker string `json:"checker"`
	Message string `json:"message"`
}

// Reporters of verify's messages that are not registered schema checks.
const (
	inputChecker  = "input"
	parserChecker = "parser"
)

// tagged prefixes msg with the checker that reported it, as verify prints
// it: "[taffo] range ...". The message after the tag is unchanged (LLVM's
// verifier texts stay searchable).
func tagged(checker, msg string) string { return "[" + checker + "] " + msg }

// verifyLong is verify's help text, naming the registered checks.
func verifyLong() string {
	return `verify parses each FILE and checks it: the syntax of LLVM IR 14 through
current, undefined or redefined values, blocks, globals and metadata ids,
and then every registered schema check (` + strings.Join(check.Names(), ", ") + `).
Each problem is printed as

  file:line:col: error: [checker] message

where checker says what reported it: "parser" for syntax, names and
references, "input" when the file cannot be read, or a schema check. The
messages of checks that mirror LLVM's verifier are LLVM's own texts. With
--json, each diagnostic has a "checker" field. The exit status is 0 when all
files are valid, 1 when any has errors, 2 on usage errors.

The IR verifier ("verifier") checks, with LLVM's texts for --llvm 14 and 22:
SSA dominance, PHI nodes, the entry block, metadata attachments, debug
info, function/parameter/return attributes (the words that must agree:
optdebug, sanitize_realtime, writable with memory, AArch64 SME states,
allockind, alloc-variant-zeroed, branch protection, denormal-fp-math,
Vector Function ABI variant names (LLVM 19 on); the same on a call's own
attributes; the size of byval types) and calling conventions (the GPU entry conventions'
signatures, named or numbered, and from LLVM 22 no calls of them), a
function's !prof and single !prof/!kcfi_type, blockaddress of an entry block,
!absolute_symbol, !implicit.ref (LLVM 22), DLL storage against visibility,
available_externally aliases, ifunc resolvers (functions through pointer
casts and aliases from LLVM 16) returning pointers, naked functions'
unused arguments (LLVM 22), the alignment of values a call passes and
returns (LLVM 15 on) and a call site's alignment, private COFF comdat symbols,
scalable and unsized globals, ptrauth constants' deactivation symbols (22),
atomic access types and sizes, getelementptr into unsized types,
landingpad/resume types, musttail results,
invoked intrinsics and intrinsic addresses, !fpmath's result, callbr
unwinding, inalloca and swifterror allocas, speculatable call sites,
call-site attributes, immarg operands of every intrinsic (by the release's
intrinsic table, which also replaces a known intrinsic's declared
attributes), the signature of every called intrinsic under --llvm 14
to 16 and 19 to 22 (the release's whole intrinsic table, LLVM 14's and
15's with the pointee types of typed pointers, LLVM 16's matched with
the pointers opaque as LLVM 16 matches them; 20 and 21 read LLVM 19's;
except the old declarations the loader replaces first), under LLVM 13,
17 and 18 those of common overloaded
intrinsics (arithmetic, bit, math, reductions, masked memory,
memcpy/memmove/memset, the constrained floating-point intrinsics) and of
llvm.dbg/annotation intrinsics, direct-only use of intrinsics, the rules of gc.statepoint,
gc.relocate, gc.result and gcroot/gcread/gcwrite, matrix intrinsics,
vector splices, get.active.lane.mask, call.preallocated.*, the
constrained floating-point intrinsics' metadata, masked memory and
element-wise atomic memory intrinsics, ptrmask, va_start, stackprotector,
init.trampoline, eh.exceptionpointer/exceptioncode, fptrunc.round, VP
comparisons and casts (signature, lengths, element types), vector
insert/extract, coro.id (info argument and its initializer's kind),
localescape/localrecover, arm/aarch64 exclusive accesses, noalias.scope.decl,
preserve.*.access.index and constant x86_amx arguments, ucmp/scmp,
is.fpclass and vp.is.fpclass masks, prefetch and aarch64.prefetch
operands, get.vector.length, invariant.start, the fixed-point scales,
lrint/llrint/lround/llround vectors, stepvector, vector.match, partial
reductions, patchpoint under anyregcc, experimental.guard and
experimental.deoptimize (bundles, the return that follows, declarations'
calling conventions), threadlocal.address, the loader's aborts
on old masked-memory and vector.splice calls, clang.arc.attachedcall and
preallocated bundles, the other operand bundles (one of each kind;
funclet, cfguardtarget, ptrauth and kcfi operands), swifterror values,
convergence control (LLVM 19 on: the convergencectrl bundle's token of
llvm.experimental.convergence.entry/anchor/loop, where each may stand,
no mix of controlled and uncontrolled convergence, well-nested regions,
cycle hearts), inline asm
indirect and label constraints, callbr (its indirect destinations before
LLVM 15, no destination twice before 15, its result in them,
llvm.callbr.landingpad), memset.pattern's sized pattern, thread.pointer and
get.dynamic.area.offset against the data layout (LLVM 22), target
extension types (each release's table: sizes, globals, allocas, byval,
zero initializers, vector elements, parameters), musttail, exception handling (landingpad, resume, invoke,
catchswitch, catchpad, cleanuppad, cleanupret, catchret; the funclet
pads' predecessors and unwind destinations) and global values
(common, appending, llvm.used, llvm.compiler.used, global_ctors and
global_dtors, DLL storage, comdats, aliases, ifuncs), the target-specific
intrinsic rules (llvm.amdgcn.cs.chain, set.inactive.chain.arg,
init.exec.from.input, call.whole.wave, s.prefetch.data, the f8f6f4
mfma.scale and wmma, the cooperative atomics, llvm.nvvm.setmaxnreg,
llvm.aarch64.range.prefetch) and the funclet bundle of llvm.objc.* calls
in a catchpad's or cleanuppad's funclet, and from LLVM 22 immarg
arguments against their range (the call's range attribute, else the
intrinsic table's). Left out: under LLVM 13, 17 and 18 the signatures
of intrinsics outside the hand table (LLVM 14, 15, 16, 19 and 22 match every
intrinsic against their own release's whole table, 20 and 21 against
LLVM 19's, a declaration that fits LLVM 22's accepted), the loader's
upgrades of old declarations beyond the modelled ones (most x86, aarch64,
arm, nvvm and amdgcn upgrades; under LLVM 22 a call of an undeclared
intrinsic under a name the loader may upgrade is accepted), under LLVM 18
the signatures of undeclared intrinsics' calls, other x86_amx values,
DIExpression validity beyond its shape, the loader's own rules on the calls it
remakes (NVVM upgrades, AMDGPU atomics), and under
LLVM 22 a block used by an instruction that is no terminator (freeze or
select of labels) counted among its predecessors.`
}

func newVerifyCmd(env cli.Env) *cobra.Command {
	var asJSON bool
	c := &cobra.Command{
		Use:   "verify [--json] FILE...",
		Short: "Check modules: syntax, names and metadata references, and schema checks",
		Long:  verifyLong(),
		Example: `  irmeta verify prog.ll
  irmeta verify --json a.ll b.ll`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return cli.Usagef("verify needs at least one file")
			}
			return nil
		},
		RunE: func(_ *cobra.Command, args []string) error {
			// The module's index and the verifier's graph are most of the
			// heap and live to the end: collecting at 1.5x the live heap
			// instead of 2x costs no measurable time and 10-20 MB of a
			// 50 MB module's peak memory; with --low-memory, 1.25x holds
			// it to 1.5 times the file for about 5% more time. A GOGC the
			// user set wins.
			if os.Getenv("GOGC") == "" {
				gc := 50
				if env.Low() {
					gc = 25
				}
				defer debug.SetGCPercent(debug.SetGCPercent(gc))
			}
			diags := []jsonDiag{}
			failed := false
			for _, name := range args {
				in, err := cli.ReadInput(env, name)
				if err != nil {
					failed = true
					msg := err.Error()
					if inner := errors.Unwrap(err); inner != nil {
						msg = inner.Error()
					}
					diags = append(diags, jsonDiag{File: in.Name, Severity: "error", Checker: inputChecker, Message: msg})
					if !asJSON {
						fmt.Fprintf(env.Stderr, "%s: error: %s\n", in.Name, tagged(inputChecker, msg))
					}
					continue
				}
				for _, f := range verifyInput(in, env.Version()) {
					if f.IsError() {
						failed = true
					}
					d := jsonDiag{File: f.Pos.Filename, Line: f.Pos.Line, Col: f.Pos.Column, Severity: f.Severity, Checker: f.Checker, Message: f.Msg}
					if d.File == "" {
						d.File = in.Name
					}
					diags = append(diags, d)
					if !asJSON {
						pos := f.Pos.String()
						if f.Pos.Filename == "" && !f.Pos.IsValid() {
							pos = in.Name
						}
						fmt.Fprint(env.Stderr, cli.Diagnostic(pos, f.Severity, tagged(f.Checker, f.Msg), f.Line, f.Column))
					}
				}
			}
			if asJSON {
				if err := writeJSON(env.Stdout, diags); err != nil {
					return err
				}
			}
			if failed {
				return cli.Silent(1)
			}
			return nil
		},
	}
	c.Flags().BoolVar(&asJSON, "json", false, "print the diagnostics as a JSON array on standard output")
	return c
}
