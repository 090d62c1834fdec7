package intrinsics

import (
	"bytes"
	"compress/gzip"
	"encoding/hex"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
)

var regen = flag.Bool("regen-intrinsics", false, "rebuild names.txt.gz from LLVM 22's IntrinsicImpl.inc (llvm-config-22 --includedir)")

var (
	nameRowRE = regexp.MustCompile(`(?m)^\s*\d+, // (\S+)$`)
	bitRE     = regexp.MustCompile(`1<<(\d+)`)
	targetRE  = regexp.MustCompile(`\{"([a-z0-9]*)", (\d+), (\d+)\}`)
)

// generate reads LLVM's generated intrinsic tables: the names in ID order
// (IntrinsicNameOffsetTable's comments), the overload bit of each ID
// (OTable) and the target prefixes (TargetInfos), and returns the text of
// names.txt.gz.
func generate(t *testing.T, inc string) []byte {
	section := func(from, to string) string { return incSection(t, inc, from, to) }
	var names []string
	for _, m := range nameRowRE.FindAllStringSubmatch(section("IntrinsicNameOffsetTable[] = {", "};"), -1) {
		names = append(names, m[1])
	}
	bits := overloadBits(section("OTable[] = {", "};"))
	if len(names) < 10000 || names[0] != "not_intrinsic" || len(bits) != (len(names)+7)/8 {
		t.Fatalf("unexpected tables: %d names, %d overload bytes", len(names), len(bits))
	}
	// Each name's table (a target's, or the target-independent one when
	// its first component names no target) is the range TargetInfos gives
	// it, which is what lets Lookup find the table from the name.
	var targets []string
	isTarget := map[string]bool{}
	for _, m := range targetRE.FindAllStringSubmatch(section("TargetInfos[] = {", "};"), -1) {
		off, _ := strconv.Atoi(m[2])
		n, _ := strconv.Atoi(m[3])
		for _, name := range names[1+off : 1+off+n] {
			if m[1] != "" && targetOf(name) != m[1] || m[1] == "" && isTarget[targetOf(name)] {
				t.Fatalf("%s is in the table of target %q", name, m[1])
			}
		}
		if m[1] != "" {
			targets = append(targets, m[1])
			isTarget[m[1]] = true
		}
	}
	if len(targets) < 10 {
		t.Fatalf("only %d targets", len(targets))
	}
	sigs := signatures(t, section("IIT_Table[] = {", "};"), section("IIT_LongEncodingTable[] = {", "};"), len(names)-1)
	ids := make([]int, len(names)-1)
	for i := range ids {
		ids[i] = i + 1
	}
	sort.Slice(ids, func(i, j int) bool { return names[ids[i]] < names[ids[j]] })
	var lines []string
	for _, id := range ids {
		n := names[id]
		if !strings.HasPrefix(n, "llvm.") {
			t.Fatalf("intrinsic %q lacks llvm.", n)
		}
		line := strings.TrimPrefix(n, "llvm.")
		if bits[id/8]&(1<<(id%8)) != 0 {
			line += ".*"
		}
		line += "\t" + hex.EncodeToString(sigs[id-1])
		lines = append(lines, line)
	}
	var b bytes.Buffer
	b.WriteString("# targets: " + strings.Join(targets, " ") + "\n")
	for _, l := range lines {
		b.WriteString(l + "\n")
	}
	return b.Bytes()
}

// TestGenerate rebuilds the table with -regen-intrinsics; without it, it
// checks that the stored table reads back whole.
func TestGenerate(t *testing.T) {
	if !*regen {
		n := 0
		for _, tt := range names22.all() {
			n += len(tt.names)
		}
		if n < 10000 || names22.targetCount() < 10 {
			t.Fatalf("table holds %d names, %d targets", n, names22.targetCount())
		}
		for _, tt := range names22.all() {
			if !sort.StringsAreSorted(tt.names) {
				t.Fatalf("names of the table starting %s not sorted", tt.names[0])
			}
		}
		return
	}
	out, err := exec.Command("llvm-config-22", "--includedir").Output()
	if err != nil {
		t.Fatal(err)
	}
	inc, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(out)), "llvm", "IR", "IntrinsicImpl.inc"))
	if err != nil {
		t.Fatal(err)
	}
	text := generate(t, string(inc))
	var z bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&z, gzip.BestCompression)
	zw.Write(text)
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile("names.txt.gz", z.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d lines written", bytes.Count(text, []byte("\n")))
}

// overloadBits reads OTable, the overload bit of each intrinsic ID, eight
// IDs a byte.
func overloadBits(table string) []byte {
	var bits []byte
	for _, e := range strings.Split(table[strings.IndexByte(table, '{')+1:], ",") {
		if strings.TrimSpace(e) == "" {
			continue
		}
		var b byte
		for _, m := range bitRE.FindAllStringSubmatch(e, -1) {
			n, _ := strconv.Atoi(m[1])
			b |= 1 << n
		}
		bits = append(bits, b)
	}
	return bits
}

// iitEntries reads IIT_Table's entries as LLVM's
// getIntrinsicInfoTableEntries does: each holds either a signature's codes
// as nibbles, low first (entries of bits bits), or, when it matches longRE,
// an offset into IIT_LongEncodingTable; a long entry's bytes run to that
// table's end.
func iitEntries(t *testing.T, table, long string, longRE *regexp.Regexp, bits int) [][]byte {
	var longBytes []byte
	body := commentRE.ReplaceAllString(long[strings.IndexByte(long, '{')+1:], "")
	for _, e := range strings.Split(body, ",") {
		if e = strings.TrimSpace(e); e == "" {
			continue
		}
		v, err := strconv.Atoi(e)
		if err != nil || v < 0 || v > 255 {
			t.Fatalf("IIT_LongEncodingTable entry %q", e)
		}
		longBytes = append(longBytes, byte(v))
	}
	var out [][]byte
	for _, e := range strings.Split(table[strings.IndexByte(table, '{')+1:], ",") {
		if e = strings.TrimSpace(e); e == "" {
			continue
		}
		var enc []byte
		if m := longRE.FindStringSubmatch(e); m != nil {
			off, _ := strconv.Atoi(m[1])
			enc = longBytes[off:]
		} else {
			v, err := strconv.ParseUint(e, 0, bits)
			if err != nil {
				t.Fatalf("IIT_Table entry %q", e)
			}
			enc = make([]byte, 0, 5)
			for {
				enc = append(enc, byte(v&0xf))
				v >>= 4
				if v == 0 {
					break
				}
			}
		}
		out = append(out, enc)
	}
	return out
}

var (
	longEntryRE = regexp.MustCompile(`^\(1U<<15\) \| (\d+)$`)
	commentRE   = regexp.MustCompile(`/\*.*?\*/`)
)

// signatures returns each intrinsic's encoded signature (by ID-1) from
// IIT_Table and IIT_LongEncodingTable (see iitEntries), each cut to the
// bytes its decoding reads.
func signatures(t *testing.T, table, long string, n int) [][]byte {
	var out [][]byte
	for _, enc := range iitEntries(t, table, long, longEntryRE, 16) {
		_, used, err := decodeSignature(enc)
		if err != nil {
			t.Fatalf("IIT_Table entry %d (%x): %v", len(out), enc, err)
		}
		out = append(out, enc[:used])
	}
	if len(out) == n+1 && len(out[n]) == 1 && out[n][0] == iitDone {
		out = out[:n] // the table's closing 0
	}
	if len(out) != n {
		t.Fatalf("IIT_Table has %d entries for %d intrinsics", len(out), n)
	}
	return out
}
