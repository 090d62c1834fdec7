package md_test

import (
	"fmt"
	"math"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/md"
)

// doubles are values whose printing is delicate: seven-digit integers,
// halves at the rounding digit, powers of two and ten, denormals, extremes.
func doubles() []float64 {
	v := []float64{0, math.Copysign(0, -1), 1, -1, 0.1, 0.01, 1e-8, 2.5e-2, 16, 65535,
		1048575, 8388607, 123456.5, 999999.5, 9999995, 1.0 / 3, 2.0 / 3, 1e300, 1.5e300,
		math.MaxFloat64, -math.MaxFloat64, math.SmallestNonzeroFloat64, 1.25e-310,
		math.Ldexp(1, -1022), math.Ldexp(1, -40), 1699.84, 28.96, 12.8, 0.015625,
		42, 4.2e1, 1234565, 1234575, 0.1234565, 5e-324, 9.999995e10}
	for e := -30; e <= 30; e++ {
		v = append(v, math.Pow(10, float64(e)), math.Ldexp(1, e*30), math.Ldexp(3, e))
	}
	rng := rand.New(rand.NewSource(7))
	for i := 0; i < 300; i++ {
		// Random short decimals (most print in decimal) and random bits.
		v = append(v, float64(rng.Intn(10000000))*math.Pow(10, float64(rng.Intn(40)-20)))
		v = append(v, math.Float64frombits(rng.Uint64()))
	}
	out := v[:0]
	seen := map[uint64]bool{} // LLVM would merge equal nodes
	for _, f := range v {
		if !math.IsNaN(f) && !math.IsInf(f, 0) && !seen[math.Float64bits(f)] {
			seen[math.Float64bits(f)] = true
			out = append(out, f)
		}
	}
	return out
}

// TestFormatDoubleLikeLLVM prints many doubles as metadata and compares
// each with the text llvm-as | llvm-dis 14 prints for the same bits.
func TestFormatDoubleLikeLLVM(t *testing.T) {
	if testing.Short() {
		t.Skip("runs llvm-as and llvm-dis")
	}
	vals := doubles()
	var src strings.Builder
	src.WriteString("!named = !{")
	for i := range vals {
		if i > 0 {
			src.WriteString(", ")
		}
		fmt.Fprintf(&src, "!%d", i)
	}
	src.WriteString("}\n")
	for i, f := range vals {
		fmt.Fprintf(&src, "!%d = !{double 0x%016X}\n", i, math.Float64bits(f))
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "d.ll")
	if err := os.WriteFile(path, []byte(src.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	bc := filepath.Join(dir, "d.bc")
	if msg, err := exec.Command("llvm-as", "-o", bc, path).CombinedOutput(); err != nil {
		t.Fatalf("llvm-as: %v\n%s", err, msg)
	}
	dis, err := exec.Command("llvm-dis", "-o", "-", bc).Output()
	if err != nil {
		t.Fatal(err)
	}
	llvm := map[int]string{}
	for _, line := range strings.Split(string(dis), "\n") {
		var id int
		if _, err := fmt.Sscanf(line, "!%d = ", &id); err != nil {
			continue
		}
		_, text, _ := strings.Cut(line, "!{double ")
		llvm[id] = strings.TrimSuffix(text, "}")
	}
	// llvm-dis numbers nodes in the order !named lists them, the order
	// written here, so !i is still vals[i].
	if len(llvm) != len(vals) {
		t.Fatalf("llvm-dis printed %d nodes for %d values", len(llvm), len(vals))
	}
	t.Logf("%d doubles compared with llvm-dis", len(vals))
	for i, f := range vals {
		got := md.FormatDouble(f)
		if got != llvm[i] {
			t.Errorf("FormatDouble(%v) = %s, LLVM prints %s", f, got, llvm[i])
		}
		back, err := strconv.ParseFloat(got, 64)
		if strings.HasPrefix(got, "0x") {
			u, _ := strconv.ParseUint(got[2:], 16, 64)
			back, err = math.Float64frombits(u), nil
		}
		if err != nil || math.Float64bits(back) != math.Float64bits(f) {
			t.Errorf("FormatDouble(%v) = %s reads back as %v", f, got, back)
		}
	}
}
