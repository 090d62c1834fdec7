// Package cli holds what the irmeta commands share: reading input files
// (stdin, bitcode), writing output atomically, and printing diagnostics.
package cli

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/bitcode"
	"github.com/irmeta/irmeta/internal/mmapfile"
	"github.com/irmeta/irmeta/internal/prefault"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/typecheck"
)

// Env is a command's standard streams and the settings every command
// shares.
type Env struct {
	Stdin          io.Reader
	Stdout, Stderr io.Writer
	// LLVM is the LLVM release whose rules apply (the global --llvm
	// option); it points into the root command's flag, so commands read
	// it when they run, not when they are built.
	LLVM *llvmver.Version
	// LowMemory points to the global --low-memory option: a large input
	// file's text is paged out as the passes read it (see ReadInput).
	LowMemory *bool
}

// Low reports whether --low-memory was given.
func (e Env) Low() bool { return e.LowMemory != nil && *e.LowMemory }

// Version returns the LLVM release set with --llvm (Default when unset).
func (e Env) Version() llvmver.Version {
	if e.LLVM == nil {
		return llvmver.Default
	}
	return e.LLVM.Or()
}

// VersionFlag is the --llvm option's value: a release that llvmver.Parse
// accepts.
type VersionFlag struct{ V *llvmver.Version }

// String returns the release number.
func (f VersionFlag) String() string {
	if f.V == nil {
		return ""
	}
	return strconv.Itoa(int(f.V.Or()))
}

// Set parses a release number.
func (f VersionFlag) Set(s string) error {
	v, err := llvmver.Parse(s)
	if err != nil {
		return err
	}
	*f.V = v
	return nil
}

// Type names the value in help texts.
func (f VersionFlag) Type() string { return "N" }

// An ExitError ends a command with a status: 1 for findings or input
// errors, 2 for usage errors. Err, when set, is printed.
type ExitError struct {
	Code int
	Err  error
}

// Error returns the message of the wrapped error.
func (e *ExitError) Error() string {
	if e.Err == nil {
		return fmt.Sprintf("exit status %d", e.Code)
	}
	return e.Err.Error()
}

// Unwrap returns the wrapped error.
func (e *ExitError) Unwrap() error { return e.Err }

// Usagef returns a usage error (exit status 2).
func Usagef(format string, args ...any) error {
	return &ExitError{Code: 2, Err: fmt.Errorf(format, args...)}
}

// Failf returns an error with exit status 1.
func Failf(format string, args ...any) error {
	return &ExitError{Code: 1, Err: fmt.Errorf(format, args...)}
}

// Silent returns an exit status whose reasons were already printed.
func Silent(code int) error { return &ExitError{Code: code} }

// An Input is a module's source as read by ReadInput.
type Input struct {
	// Name is the name to show in messages ("<stdin>" for "-").
	Name string
	// Version is the LLVM release whose rules the parse follows (--llvm).
	Version llvmver.Version
	// Src is the text (bitcode converted to text).
	Src []byte
	// Producer is the release that wrote bitcode input, when it is older
	// than Version (zero otherwise): the reader prints its llvm-dis's
	// text, which may hold what Version's parser refuses (see Parse).
	Producer llvmver.Version
	// LowMemory is --low-memory: the command holds its memory to 1.5
	// times a large file, at the cost of time.
	LowMemory bool
	file      *mmapfile.File // the mapped file Src comes from, if any
}

// ReadInput reads the file called name, or standard input for "-". Large
// files are mapped rather than copied; bitcode is converted to text by the
// native reader (bitcode.DisassembleForParse).
func ReadInput(env Env, name string) (*Input, error) {
	in := &Input{Name: name, Version: env.Version(), LowMemory: env.Low()}
	var err error
	if name == "-" {
		in.Name = "<stdin>"
		in.Src, err = io.ReadAll(env.Stdin)
	} else {
		in.file, err = mmapfile.Read(name)
		if err == nil {
			in.Src = in.file.Data
		}
	}
	if err != nil {
		return in, &ExitError{Code: 1, Err: err}
	}
	if bitcode.IsBitcode(in.Src) {
		prefault.Heap(int(bitcodeHeapPerByte * float64(len(in.Src))))
		// irmeta reads bitcode itself; IRMETA_LLVM_DIS=1 falls back to
		// llvm-dis on PATH (documented in the README).
		read := func(bc []byte) ([]byte, error) { return bitcode.DisassembleForParse(bc, in.Name) }
		if os.Getenv("IRMETA_LLVM_DIS") == "1" {
			read = bitcode.ToTextLLVM
		}
		text, err := read(in.Src)
		if err != nil {
			return in, &ExitError{Code: 1, Err: fmt.Errorf("%s: %w", in.Name, err)}
		}
		// The text is in the dialect of the release that reads the file
		// (the producer's, or for files older than LLVM 14, which irmeta's
		// parser models first, LLVM 14's): when --llvm's parser refuses
		// it, that release's parser reads it.
		p, ok := bitcode.ProducerRelease(in.Src)
		if !ok || p < llvmver.Oldest {
			p = llvmver.Oldest
		}
		if p < in.Version.Or() {
			in.Producer = p
		}
		in.Src, in.file = text, nil
		return in, nil
	}
	if env.Low() {
		// The text leaves resident memory as the passes read it, when the
		// process would hold more than 1.5 times the file otherwise; the
		// heap is readied for the smaller peak of --low-memory.
		if in.file != nil {
			in.file.LimitResident(int(lowMemoryPerByte * float64(len(in.Src))))
		}
		prefault.Heap(int(lowMemoryHeapPerByte * float64(len(in.Src))))
		return in, nil
	}
	prefault.Heap(int(heapPerByte * float64(len(in.Src))))
	return in, nil
}

// lowMemoryPerByte is the resident memory, in bytes per byte of a large
// input file, that --low-memory holds a command to.
const lowMemoryPerByte = 1.5

// lowMemoryHeapPerByte is heapPerByte under --low-memory, whose heap
// peaks near a byte a byte: on SQLite -O2 -g (50 MB), `irmeta
// --low-memory verify`'s page faults go from 19,700 to 8,500 and its wall
// time from 1.22-1.25 s to 1.12-1.16 s (CPU 1.90 s to 1.69 s), for 1 MB
// more resident memory (65-67 MiB, 1.36-1.40 times the file).
const lowMemoryHeapPerByte = 1.0

// heapPerByte is the heap, in bytes per byte of text, that ReadInput
// readies for the command to come (see prefault.Heap): `irmeta verify` of
// a clang -O2 -g module grows its heap to 1.6-1.8 bytes a byte. On SQLite
// -O2 -g (50 MB) its page faults go from 21,800 to 3,500-3,700 and its wall
// time from 1.06-1.09 s to 0.91-0.99 s, for 2-3 MB more resident memory
// (the heap's last huge page is resident whole); readying 1.8 bytes a byte
// saved no more time and cost 5-8 MB.
const heapPerByte = 1.6

// bitcodeHeapPerByte is the heap, in bytes per byte of bitcode, that
// ReadInput readies for the command to come (see prefault.Heap): the text
// is 7-8 times the bitcode, and the reader's tables come before the
// command's. `irmeta verify` of SQLite -O2 -g's bitcode (6.9 MB) readied
// with 20 bytes a byte: 42,500 page faults → 9,000, 2.16-2.62 s →
// 1.44-1.51 s, the same peak memory.
const bitcodeHeapPerByte = 20

// Parse parses the input with all errors reported, a mapped file paged by
// its mmapfile.File (see ast.Pager). Bitcode an older
// release wrote whose text Version's parser refuses is read under the
// producer's rules instead: its text is that release's llvm-dis's, and
// what a newer parser refuses there (the constant expressions LLVM 19 and
// later remove, which their bitcode reader turns into instructions) is
// valid bitcode to every release.
func (in *Input) Parse() (*ast.Module, error) {
	m, err := typecheck.ParseFile(in.Name, in.Src, in.Options())
	if err != nil {
		if opt, ok := in.ProducerOptions(); ok {
			if pm, perr := typecheck.ParseFile(in.Name, in.Src, opt); perr == nil {
				return pm, nil
			}
		}
	}
	return m, err
}

// ProducerOptions are Options under the release that wrote bitcode input,
// when that is older than Version (ok is false otherwise).
func (in *Input) ProducerOptions() (opt parser.Options, ok bool) {
	if in.Producer == 0 {
		return opt, false
	}
	opt = in.Options()
	opt.Version = in.Producer
	return opt, true
}

// Options are the parser options Parse reads the input with: every error,
// the release --llvm names, and the producer's release for bitcode input.
func (in *Input) Options() parser.Options {
	opt := parser.Options{Mode: parser.AllErrors, Version: in.Version}
	if in.file != nil {
		opt.Pager = in.file
	}
	return opt
}

// Load reads and parses a module. Parse errors are printed to env.Stderr
// and reported as a silent exit status 1.
func Load(env Env, name string) (*ast.Module, error) {
	in, err := ReadInput(env, name)
	if err != nil {
		return nil, err
	}
	m, err := in.Parse()
	if err != nil {
		PrintParseErrors(env.Stderr, err)
		return nil, Silent(1)
	}
	return m, nil
}

// PrintParseErrors prints parse errors as "file:line:col: error: msg" with
// the source line and a caret.
func PrintParseErrors(w io.Writer, err error) {
	var list parser.ErrorList
	if !errors.As(err, &list) {
		fmt.Fprintf(w, "error: %v\n", err)
		return
	}
	for _, e := range list {
		fmt.Fprint(w, Diagnostic(e.Pos.String(), "error", e.Msg, e.Line, e.LineColumn()))
	}
}

// Diagnostic renders one message with its source line and a caret under
// the column, when the line is known.
func Diagnostic(pos, severity, msg, line string, col int) string {
	s := pos + ": " + severity + ": " + msg + "\n"
	if line == "" {
		return s
	}
	var pad strings.Builder
	for i := 0; i < col-1 && i < len(line); i++ {
		if line[i] == '\t' {
			pad.WriteByte('\t')
		} else {
			pad.WriteByte(' ')
		}
	}
	return s + line + "\n" + pad.String() + "^\n"
}

// WriteOutput writes data to path: standard output for "" or "-", else
// the file, safely (see WriteFileSafe). A path ending in ".bc" gets
// bitcode from the native writer (bitcode.Assemble); "-.bc" is bitcode
// on standard output.
func WriteOutput(env Env, path string, data []byte) error {
	return writeOutput(env, path, "", env.Version(), data)
}

// writeOutput is WriteOutput for the module read from the file called
// name, under release v: bitcode names the module after it, as llvm-as
// does, and is written for v. Bitcode is written to a path ending in
// ".bc", and in place of a bitcode file (-w on a ThinLTO object "x.o"
// keeps it bitcode).
func writeOutput(env Env, path, name string, v llvmver.Version, data []byte) error {
	if strings.HasSuffix(path, ".bc") || path != "" && path == name && isBitcodeFile(path) {
		switch {
		case name != "":
		case path == "-.bc":
			name = "<stdin>"
		default:
			name = path
		}
		bc, err := bitcode.AssembleOptions(data, name, parser.Options{Version: v})
		if err != nil {
			return &ExitError{Code: 1, Err: err}
		}
		data = bc
	}
	if path == "" || path == "-" || path == "-.bc" {
		_, err := env.Stdout.Write(data)
		return err
	}
	return writeSafe(path, env.Stderr, func(f *os.File) error {
		_, err := f.Write(data)
		return err
	})
}

// WriteOutputFunc is WriteOutput for output produced by write, streamed to
// the destination instead of being held in memory (except for bitcode,
// which llvm-as needs whole). Files are still written safely.
func WriteOutputFunc(env Env, path string, write func(io.Writer) error) error {
	if strings.HasSuffix(path, ".bc") {
		var b bytes.Buffer
		if err := write(&b); err != nil {
			return &ExitError{Code: 1, Err: err}
		}
		return WriteOutput(env, path, b.Bytes())
	}
	if path == "" || path == "-" {
		bw := bufio.NewWriterSize(env.Stdout, 1<<20)
		if err := write(bw); err != nil {
			return &ExitError{Code: 1, Err: err}
		}
		return bw.Flush()
	}
	return writeSafe(path, env.Stderr, func(f *os.File) error {
		bw := bufio.NewWriterSize(f, 1<<20)
		if err := write(bw); err != nil {
			return err
		}
		return bw.Flush()
	})
}

// WriteFileAtomic replaces path with data as WriteOutput does, so that a
// reader sees either the old or the new contents, never a partial file.
func WriteFileAtomic(path string, data []byte) error {
	return writeSafe(path, nil, func(f *os.File) error {
		_, err := f.Write(data)
		return err
	})
}

// isBitcodeFile reports whether the file at path holds bitcode.
func isBitcodeFile(path string) bool {
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	head := make([]byte, 4)
	n, _ := io.ReadFull(f, head)
	return bitcode.IsBitcode(head[:n])
}
