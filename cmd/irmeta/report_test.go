package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestReportTour runs report on the bundled example, which the README's
// quick start shows: every section must be there, the text must match its
// golden file (go test -update rewrites it), and the JSON must carry each
// section too.
func TestReportTour(t *testing.T) {
	example := filepath.Join("..", "..", "examples", "tour.ll")
	// The example is real IR for both oracles.
	for _, as := range [][]string{{"llvm-as-22", "-o", os.DevNull, example}, {"llvm-as", "-opaque-pointers", "-o", os.DevNull, example}} {
		if out, err := exec.Command(as[0], as[1:]...).CombinedOutput(); err != nil {
			t.Errorf("%s: %v\n%s", strings.Join(as, " "), err, out)
		}
	}
	var stdout, stderr bytes.Buffer
	if code := run([]string{"report", example}, nil, &stdout, &stderr); code != 0 {
		t.Fatalf("report: exit %d: %s", code, stderr.String())
	}
	text := stdout.String()
	for _, section := range []string{"producer", "== Debug info", "== Module flags", "== Loops", "== OpenCL", "== TAFFO", "== DTrans", "== Verify: no findings"} {
		if !strings.Contains(text, section) {
			t.Errorf("report of the tour lacks %q", section)
		}
	}
	golden := filepath.Join("testdata", "report_tour.golden")
	if *update {
		if err := os.WriteFile(golden, stdout.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(string(want), text); d != "" {
		t.Errorf("report mismatch (-want +got):\n%s", d)
	}

	stdout.Reset()
	if code := run([]string{"report", "--json", example}, nil, &stdout, &stderr); code != 0 {
		t.Fatalf("report --json: exit %d: %s", code, stderr.String())
	}
	var r map[string]json.RawMessage
	if err := json.Unmarshal(stdout.Bytes(), &r); err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{"module", "debug_info", "module_flags", "loops", "opencl", "taffo", "dtrans", "verify"} {
		if len(r[key]) < 3 {
			t.Errorf("report --json: %q missing or empty: %s", key, r[key])
		}
	}

	stdout.Reset()
	if code := run([]string{"report", "--html", example}, nil, &stdout, &stderr); code != 0 {
		t.Fatalf("report --html: exit %d: %s", code, stderr.String())
	}
	page := stdout.String()
	if n := strings.Count(page, "<svg"); n < 3 {
		t.Errorf("report --html: %d inline pictures, want coverage bars, the loop ID and the kernel", n)
	}
	for _, external := range []string{"<link", "<script", "src="} {
		if strings.Contains(page, external) {
			t.Errorf("report --html is not self-contained: it has %q", external)
		}
	}
}
