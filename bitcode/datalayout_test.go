package bitcode

import (
	"bufio"
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/internal/oracle"
	"github.com/irmeta/irmeta/llvmver"
)

// layoutCase is one row of testdata/datalayout-upgrade.tsv: a layout (""
// for none), a triple, and the layout llvm-dis 14 and 22 print after
// llvm-as of the same release wrote the module.
type layoutCase struct {
	layout, triple string
	want           map[int]string
}

var layoutVersions = []int{14, 22}

func readLayoutCases(t *testing.T) []layoutCase {
	t.Helper()
	f, err := os.Open("testdata/datalayout-upgrade.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []layoutCase
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") || line == "" {
			continue
		}
		p := strings.Split(line, "\t")
		if len(p) != 2+len(layoutVersions) {
			t.Fatalf("bad row %q", line)
		}
		c := layoutCase{layout: p[0], triple: p[1], want: map[int]string{}}
		for i, n := range layoutVersions {
			c.want[n] = p[2+i]
		}
		out = append(out, c)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(out) < 200 {
		t.Fatalf("only %d data layout cases", len(out))
	}
	return out
}

// TestDataLayoutUpgrade checks the upgrade against what llvm-dis 14 and 22
// printed for each row of the table.
func TestDataLayoutUpgrade(t *testing.T) {
	changed := 0
	for _, c := range readLayoutCases(t) {
		for _, n := range layoutVersions {
			got := upgradeDataLayout(c.layout, c.triple, llvmver.Version(n))
			if got != c.want[n] {
				t.Errorf("LLVM %d, %q on %q:\n got  %q\n want %q", n, c.layout, c.triple, got, c.want[n])
			}
			if c.want[n] != c.layout {
				changed++
			}
		}
	}
	// the table must exercise the upgrades, not only layouts left alone
	if changed < 150 {
		t.Errorf("only %d upgraded layouts in the table", changed)
	}
}

var disLayoutRE = regexp.MustCompile(`(?m)^target datalayout = "([^"]*)"$`)

// TestDataLayoutUpgradeOracle checks the table's expectations against
// llvm-as-N | llvm-dis-N (stored answers, see package oracle).
func TestDataLayoutUpgradeOracle(t *testing.T) {
	answers := oracle.Open(t, "testdata/datalayout.answers.gz")
	for _, c := range readLayoutCases(t) {
		var src strings.Builder
		if c.layout != "" {
			fmt.Fprintf(&src, "target datalayout = %q\n", c.layout)
		}
		if c.triple != "" {
			fmt.Fprintf(&src, "target triple = %q\n", c.triple)
		}
		for _, n := range layoutVersions {
			pipe := fmt.Sprintf("llvm-as-%d - -o - | llvm-dis-%d - -o -", n, n)
			a := answers.Run(t, oracle.Command{Name: "sh", Args: []string{"-c", pipe}, Stdin: []byte(src.String())})
			if !a.OK() {
				t.Errorf("%s failed on %q: %s", pipe, src.String(), a.Stderr)
				continue
			}
			got := ""
			if m := disLayoutRE.FindSubmatch(a.Stdout); m != nil {
				got = string(m[1])
			}
			if got != c.want[n] {
				t.Errorf("llvm-dis-%d prints %q for %q on %q; the table says %q", n, got, c.layout, c.triple, c.want[n])
			}
		}
	}
}
