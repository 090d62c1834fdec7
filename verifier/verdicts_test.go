package verifier_test

import (
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/verifier-misses.txt")

var regen = flag.Bool("regen", false, "regenerate testdata/llvm22-verdicts.tsv from llvm-as-22 (minutes)")

const verdicts22 = "testdata/llvm22-verdicts.tsv"

// llvm22Verdicts returns llvm-as-22's stored verdicts ("ok" or its first
// message) on the files of the LLVM test copy that llvm-as 14 accepts and
// the verifier rejects under LLVM 22's rules.
func llvm22Verdicts(t *testing.T) map[string]string {
	out := map[string]string{}
	for path, f := range readTSVMap(t, verdicts22, 2, *regen) {
		out[path] = f[0]
	}
	return out
}

func writeVerdicts22(t *testing.T, v map[string]string) {
	rows := map[string][]string{}
	var paths []string
	for p, verdict := range v {
		rows[p] = []string{verdict}
		paths = append(paths, p)
	}
	sort.Strings(paths)
	writeTSV(t, verdicts22, "# path\tllvm-as-22's verdict: ok, or its first line (see llvmAs22)", rows, paths)
}

// llvmAs22 runs llvm-as-22 on path: "ok" or the first line of its
// message, without the file name.
func llvmAs22(path string) string {
	out, err := exec.Command("llvm-as-22", "-o", os.DevNull, path).CombinedOutput()
	return formatLLVMAs22(path, string(out), err)
}

// upgradeDroppedDebugInfo reports whether llvm-as printed (lines) what
// the loader's debug-info upgrade prints after it has run the verifier: the
// warning that it drops debug info the verifier finds invalid, or its
// abort on a module the verifier rejects.
func upgradeDroppedDebugInfo(lines []string) bool {
	for _, l := range lines {
		if strings.HasPrefix(l, "warning: ignoring invalid debug info") || l == "LLVM ERROR: Broken module found, compilation aborted!" {
			return true
		}
	}
	return false
}

// formatLLVMAs22 is llvmAs22's answer for what llvm-as-22 printed on path
// (out) and how it ended (err).
func formatLLVMAs22(path, out string, err error) string {
	if err == nil && len(out) == 0 {
		return "ok"
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	first := lines[0]
	switch {
	case strings.Contains(first, "does not verify") && len(lines) > 1:
		first = "verifier: " + lines[1]
	case !strings.HasPrefix(first, "llvm-as") && !strings.HasPrefix(first, "LLVM ERROR: ") && upgradeDroppedDebugInfo(lines):
		// The loader's debug-info upgrade ran the verifier and printed
		// its messages, without a position, before its warning or abort.
		first = "verifier: " + first
	}
	if err == nil {
		first = "warning: " + first
	}
	first = strings.ReplaceAll(first, path, filepath.Base(path))
	return strings.ReplaceAll(first, "\t", " ")
}
