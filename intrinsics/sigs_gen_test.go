package intrinsics

import (
	"bytes"
	"compress/gzip"
	"encoding/hex"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
)

var regenSigs = flag.Bool("regen-intrinsic-sigs", false, "rebuild sigsN.txt.gz from the IntrinsicImpl.inc of each release of SigReleases before 22 (llvm-config-N --includedir)")

var (
	iitEnumRE   = regexp.MustCompile(`(?m)^\s*(IIT_\w+) = (\d+),$`)
	quotedRE    = regexp.MustCompile(`(?m)^\s*"(llvm\.[^"]+)",$`)
	longEntry31 = regexp.MustCompile(`^\(1U<<31\) \| (\d+)$`)
)

// readInc returns release v's IntrinsicImpl.inc.
func readInc(t *testing.T, v int) string {
	out, err := exec.Command(fmt.Sprintf("llvm-config-%d", v), "--includedir").Output()
	if err != nil {
		t.Fatal(err)
	}
	inc, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(out)), "llvm", "IR", "IntrinsicImpl.inc"))
	if err != nil {
		t.Fatal(err)
	}
	return string(inc)
}

// iitCodes reads a release's IIT_Info enumeration (GET_INTRINSIC_IITINFO)
// by name.
func iitCodes(t *testing.T, inc string) map[string]byte {
	out := map[string]byte{}
	for _, m := range iitEnumRE.FindAllStringSubmatch(incSection(t, inc, "#ifdef GET_INTRINSIC_IITINFO", "#endif"), -1) {
		n, _ := strconv.Atoi(m[2])
		out[m[1]] = byte(n)
	}
	if len(out) < 40 {
		t.Fatalf("only %d IIT codes", len(out))
	}
	return out
}

// An iitTranslator re-encodes one release's signature in LLVM 22's codes,
// reading it as that release's DecodeIITType does.
type iitTranslator struct {
	names map[byte]string // the release's codes
	to    map[string]byte // LLVM 22's
	typed bool            // a release before LLVM 17: pointers have pointees
	in    []byte
	pos   int
	out   []byte
	err   error
}

func (x *iitTranslator) next() byte {
	if x.pos >= len(x.in) {
		x.pos++
		return 0
	}
	c := x.in[x.pos]
	x.pos++
	return c
}

func (x *iitTranslator) emit(name string, payload ...byte) {
	c, ok := x.to[name]
	if !ok && x.err == nil {
		x.err = fmt.Errorf("LLVM 22 has no %s", name)
	}
	x.out = append(append(x.out, c), payload...)
}

// typ translates one type.
func (x *iitTranslator) typ(depth int) {
	if depth > 64 || x.err != nil {
		if x.err == nil {
			x.err = fmt.Errorf("nested too deep")
		}
		return
	}
	c := x.next()
	name, ok := x.names[c]
	if !ok {
		x.err = fmt.Errorf("unknown code %d", c)
		return
	}
	if x.typed && x.typedCode(name, depth) {
		return
	}
	switch {
	case name == "IIT_MMX":
		x.out = append(x.out, iitX86MMX)
	case name == "IIT_SCALABLE_VEC" || strings.HasPrefix(name, "IIT_V") && name != "IIT_VARARG" &&
		!strings.HasPrefix(name, "IIT_VEC_"):
		x.emit(name)
		x.typ(depth + 1)
	case strings.HasPrefix(name, "IIT_STRUCT"):
		n, err := strconv.Atoi(strings.TrimPrefix(name, "IIT_STRUCT"))
		if err != nil || n < 2 {
			x.err = fmt.Errorf("struct code %s", name)
			return
		}
		x.emit("IIT_STRUCT", byte(n-2))
		for range n {
			x.typ(depth + 1)
		}
	case name == "IIT_HALF_VEC_ARG":
		// Half the elements of overload ArgInfo>>3: LLVM 22's n-th with
		// n 2, which takes the overload's number itself.
		x.emit("IIT_ONE_NTH_ELTS_VEC_ARG", x.next()>>3, 2)
	case name == "IIT_ANYPTR", name == "IIT_ARG", name == "IIT_EXTEND_ARG", name == "IIT_TRUNC_ARG",
		name == "IIT_SAME_VEC_WIDTH_ARG", name == "IIT_VEC_ELEMENT", name == "IIT_SUBDIVIDE2_ARG",
		name == "IIT_SUBDIVIDE4_ARG", name == "IIT_VEC_OF_BITCASTS_TO_INT":
		x.emit(name, x.next())
	case name == "IIT_VEC_OF_ANYPTRS_TO_ELT":
		a := x.next()
		x.emit(name, a, x.next())
	case name == "IIT_PTR_TO_ARG", name == "IIT_PTR_TO_ELT", name == "IIT_ANYPTR_TO_ELT":
		x.err = fmt.Errorf("typed-pointer code %s", name)
	default:
		x.emit(name)
	}
}

// translate re-encodes a whole signature: the result, then the
// parameters up to a 0 (getIntrinsicInfoTableEntries).
func (x *iitTranslator) translate(in []byte) ([]byte, error) {
	x.in, x.pos, x.out, x.err = in, 0, nil, nil
	x.typ(0)
	for x.err == nil && x.pos < len(x.in) && x.in[x.pos] != 0 {
		x.typ(0)
	}
	return x.out, x.err
}

// generateSigs reads release v's IntrinsicImpl.inc (LLVM 14 to 21's
// layout: a name table of strings, 32-bit IIT_Table entries) and returns
// the text of sigsN.txt.gz, each signature re-encoded in LLVM 22's codes
// (inc22's enumeration).
func generateSigs(t *testing.T, v int, inc, inc22 string) []byte {
	section := func(from, to string) string { return incSection(t, inc, from, to) }
	names := []string{"not_intrinsic"}
	for _, m := range quotedRE.FindAllStringSubmatch(section("#ifdef GET_INTRINSIC_NAME_TABLE", "#endif"), -1) {
		names = append(names, m[1])
	}
	bits := overloadBits(section("OTable[] = {", "};"))
	if len(names) < 10000 || len(bits) != (len(names)+7)/8 {
		t.Fatalf("LLVM %d: %d names, %d overload bytes", v, len(names), len(bits))
	}
	var targets []string
	for _, m := range targetRowRE.FindAllStringSubmatch(section("TargetInfos[] = {", "};"), -1) {
		if m[1] != "" {
			targets = append(targets, m[1])
		}
	}
	codes := releaseIITCodes(t, v, inc)
	x := &iitTranslator{names: map[byte]string{}, to: iitCodes(t, inc22), typed: v < 17}
	for n, c := range codes {
		x.names[c] = n
	}
	var sigs [][]byte
	for _, enc := range iitEntries(t, section("IIT_Table[] = {", "};"), section("IIT_LongEncodingTable[] = {", "};"), longEntry31, 32) {
		out, err := x.translate(enc)
		if err != nil {
			t.Fatalf("LLVM %d: %s: %v", v, names[min(len(sigs)+1, len(names)-1)], err)
		}
		// The re-encoded signature must read back whole.
		if _, used, err := decodeSignature(out); err != nil || used != len(out) {
			t.Fatalf("LLVM %d: %s: re-encoded %x reads %d bytes (%v)", v, names[len(sigs)+1], out, used, err)
		}
		sigs = append(sigs, out)
	}
	if len(sigs) == len(names) && len(sigs[len(sigs)-1]) == 1 && sigs[len(sigs)-1][0] == 0 {
		sigs = sigs[:len(sigs)-1] // the table's closing 0
	}
	if len(sigs) != len(names)-1 {
		t.Fatalf("LLVM %d: IIT_Table has %d entries for %d intrinsics", v, len(sigs), len(names)-1)
	}
	ids := make([]int, len(names)-1)
	for i := range ids {
		ids[i] = i + 1
	}
	sort.Slice(ids, func(i, j int) bool { return names[ids[i]] < names[ids[j]] })
	var b bytes.Buffer
	b.WriteString("# targets: " + strings.Join(targets, " ") + "\n")
	for _, id := range ids {
		line := strings.TrimPrefix(names[id], "llvm.")
		if bits[id/8]&(1<<(id%8)) != 0 {
			line += ".*"
		}
		b.WriteString(line + "\t" + hex.EncodeToString(sigs[id-1]) + "\n")
	}
	return b.Bytes()
}

// TestGenerateSigs rebuilds the signature tables of the releases before
// LLVM 22 with -regen-intrinsic-sigs; without it, it checks that each
// reads back whole and every signature decodes.
func TestGenerateSigs(t *testing.T) {
	if !*regenSigs {
		for _, v := range SigReleases {
			s := sigSetFor(v)
			n, bad := 0, 0
			for _, tt := range s.tables.all() {
				if !sort.StringsAreSorted(tt.names) {
					t.Errorf("LLVM %d: names of the table starting %s not sorted", v, tt.names[0])
				}
				n += len(tt.names)
				for _, sig := range tt.sigs {
					if decodeStored(sig) == nil {
						bad++
					}
				}
			}
			if n < 10000 || s.tables.targetCount() < 10 || bad > 0 {
				t.Errorf("LLVM %d: %d names, %d targets, %d signatures that do not decode", v, n, s.tables.targetCount(), bad)
			}
		}
		return
	}
	inc22 := readInc(t, 22)
	for _, v := range SigReleases {
		if v == 22 {
			continue
		}
		text := generateSigs(t, v, readInc(t, v), inc22)
		var z bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&z, gzip.BestCompression)
		zw.Write(text)
		if err := zw.Close(); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(fmt.Sprintf("sigs%d.txt.gz", v), z.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("LLVM %d: %d lines, %d bytes", v, bytes.Count(text, []byte("\n")), z.Len())
	}
}
