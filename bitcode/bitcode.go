// Package bitcode reads LLVM bitcode (.bc) natively: Disassemble turns a
// bitcode file into the text llvm-dis of the producing LLVM prints, which
// the parser turns into the same ast.Module as any .ll file. Encode and
// Assemble write bitcode natively (metadata included); FromText (llvm-as)
// and ToTextLLVM (llvm-dis) stay as explicit fallbacks.
package bitcode

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// IsBitcode reports whether b starts with the bitcode magic ('B' 'C' 0xC0
// 0xDE) or the bitcode wrapper magic (0x0B17C0DE, little-endian).
func IsBitcode(b []byte) bool {
	if len(b) >= 4 && b[0] == 'B' && b[1] == 'C' && b[2] == 0xC0 && b[3] == 0xDE {
		return true
	}
	return len(b) >= 4 && binary.LittleEndian.Uint32(b) == 0x0B17C0DE
}

// ErrNoTool is wrapped by the errors returned when an LLVM tool is missing.
var ErrNoTool = errors.New("LLVM tool not found")

// FindTool returns the path of an LLVM tool ("llvm-dis", "llvm-as"): the
// plain name on PATH, a versioned name (llvm-dis-14 ... llvm-dis-21), or
// the tool in the bin directory named by llvm-config.
func FindTool(name string) (string, error) {
	if p, err := exec.LookPath(name); err == nil {
		return p, nil
	}
	for v := 21; v >= 14; v-- {
		if p, err := exec.LookPath(fmt.Sprintf("%s-%d", name, v)); err == nil {
			return p, nil
		}
	}
	configs := []string{"llvm-config"}
	for v := 21; v >= 14; v-- {
		configs = append(configs, fmt.Sprintf("llvm-config-%d", v))
	}
	for _, c := range configs {
		out, err := exec.Command(c, "--bindir").Output()
		if err != nil {
			continue
		}
		p := filepath.Join(strings.TrimSpace(string(out)), name)
		if st, err := os.Stat(p); err == nil && !st.IsDir() {
			return p, nil
		}
	}
	return "", fmt.Errorf("%w: %s is needed for bitcode files; install LLVM (for example: apt-get install -y llvm-14) or convert the file to .ll first", ErrNoTool, name)
}

// Disassemble reads a bitcode file natively and returns the module's text
// as llvm-dis prints it, with moduleID on the "; ModuleID" line. Malformed
// input gives an *Error with the byte offset, block and record.
func Disassemble(bc []byte, moduleID string) (text []byte, err error) {
	var b bytes.Buffer
	// llvm-dis's text is about five to eight times the bitcode's size
	// (-g modules); a buffer that had to grow would be copied, at twice
	// the text's size, while the part never written is never touched.
	b.Grow(8 * len(bc))
	if err := disassemble(&b, bc, moduleID, false); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// DisassembleForParse is Disassemble for a caller that parses the text, as
// every irmeta command given bitcode does. Where the producer's llvm-dis
// prints text that no LLVM parser reads back, not even its own release's,
// the text is spelled as the first release that fixed it prints it: a
// musttail call without arguments in a vararg function is "(...)", where
// llvm-dis 13 to 15 print "(, ...)" (llvmver.AsmMustTailEllipsis).
func DisassembleForParse(bc []byte, moduleID string) ([]byte, error) {
	var b bytes.Buffer
	b.Grow(8 * len(bc))
	if err := disassemble(&b, bc, moduleID, true); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// DisassembleTo is Disassemble writing the text to w as it is spelled, so
// the whole text is never held in memory. When the bitcode is malformed,
// the beginning of the text may have been written before the error is
// returned; the error of a failed write is returned.
func DisassembleTo(w io.Writer, bc []byte, moduleID string) error {
	bw := bufio.NewWriterSize(w, 256<<10)
	if err := disassemble(bw, bc, moduleID, false); err != nil {
		return err
	}
	return bw.Flush()
}

// disassemble writes bc's text to w; forParse asks for the text a parser
// reads back (see DisassembleForParse).
func disassemble(w textOut, bc []byte, moduleID string, forParse bool) (err error) {
	var fnText textStore
	defer fnText.release()
	defer func() {
		if r := recover(); r != nil {
			err = &Error{Msg: fmt.Sprint("internal error: ", r)}
		}
	}()
	d, err := decodeTo(bc, w, moduleID, &fnText, forParse, false)
	if errors.Is(err, errBrokenDebug) {
		if b, ok := w.(*bytes.Buffer); ok {
			b.Reset()
		}
		fnText.release()
		d, err = decodeTo(bc, w, moduleID, &fnText, forParse, true)
	}
	if err != nil {
		return err
	}
	d.writeText(w, moduleID)
	return nil
}

// ToText disassembles bitcode natively (Disassemble with "<stdin>" as the
// module id).
func ToText(bc []byte) ([]byte, error) { return Disassemble(bc, "<stdin>") }

// ToTextLLVM disassembles bitcode with LLVM's llvm-dis (the fallback).
func ToTextLLVM(bc []byte) ([]byte, error) {
	out, err := run("llvm-dis", bc, "-o", "-")
	if err != nil && strings.Contains(err.Error(), "-opaque-pointers") {
		out, err = run("llvm-dis", bc, "-opaque-pointers", "-o", "-")
	}
	return out, err
}

// FromText assembles LLVM IR text into bitcode with llvm-as. Modules that
// use opaque pointers are assembled with -opaque-pointers when the installed
// LLVM needs the flag.
func FromText(ll []byte) ([]byte, error) {
	out, err := run("llvm-as", ll, "-o", "-")
	if err != nil && strings.Contains(err.Error(), "opaque-pointers") {
		out, err = run("llvm-as", ll, "-opaque-pointers", "-o", "-")
	}
	return out, err
}

func run(tool string, input []byte, args ...string) ([]byte, error) {
	path, err := FindTool(tool)
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(path, args...)
	cmd.Stdin = bytes.NewReader(input)
	var stdout, stderr bytes.Buffer
	cmd.Stdout = &stdout
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		msg := strings.TrimSpace(stderr.String())
		if msg == "" {
			msg = err.Error()
		}
		return nil, fmt.Errorf("%s: %s", tool, msg)
	}
	return stdout.Bytes(), nil
}
