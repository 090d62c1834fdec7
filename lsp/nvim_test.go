package lsp

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
)

// TestNeovim runs a real editor: headless Neovim with its built-in LSP
// client starts "irmeta lsp" on a module, jumps to the definition of a
// !llvm.loop reference and reads the hover text (scripts/test.sh installs
// Neovim).
func TestNeovim(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the irmeta command and starts Neovim; run without -short")
	}
	nvim, err := exec.LookPath("nvim")
	if err != nil {
		t.Fatal("nvim not found: scripts/test.sh installs it (apt-get install -y neovim)")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "irmeta")
	build := exec.Command("go", "build", "-o", bin, "../cmd/irmeta")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	file := filepath.Join(corpus.Root(t), "oracle", "loops", "ir", "unroll.O0.g.ll")
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	loc := regexp.MustCompile(`!llvm\.loop (!(\d+))`).FindSubmatchIndex(src)
	if loc == nil {
		t.Fatal("no !llvm.loop reference")
	}
	refLine := bytes.Count(src[:loc[2]], []byte("\n")) + 1
	refCol := loc[2] - (bytes.LastIndexByte(src[:loc[2]], '\n') + 1) + 1 // on the digit
	id := string(src[loc[4]:loc[5]])
	defLine := bytes.Count(src[:bytes.Index(src, []byte("\n!"+id+" = "))+1], []byte("\n")) + 1

	outFile := filepath.Join(dir, "out.txt")
	cmd := exec.Command(nvim, "--headless", "-u", "NONE", "-i", "NONE", "-n", "-c", "luafile testdata/nvim_lsp.lua")
	cmd.Env = append(os.Environ(), "IRMETA_BIN="+bin, "IRMETA_FILE="+file, "IRMETA_OUT="+outFile,
		"IRMETA_LINE="+strconv.Itoa(refLine), "IRMETA_COL="+strconv.Itoa(refCol), "HOME="+dir, "XDG_STATE_HOME="+dir)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("nvim: %v\n%s", err, out)
	}
	got, err := os.ReadFile(outFile)
	if err != nil {
		t.Fatalf("nvim wrote no result: %v", err)
	}
	lines := strings.Split(string(got), "\n")
	if lines[0] != "definition "+strconv.Itoa(defLine) {
		t.Errorf("Neovim jumped to %q, the definition of !%s is on line %d", lines[0], id, defLine)
	}
	hover := strings.Join(lines[1:], "\n")
	if !strings.Contains(hover, "Loop ID") || !strings.Contains(hover, "!"+id+" = distinct !{!"+id) {
		t.Errorf("hover text in Neovim:\n%s", hover)
	}
	t.Logf("Neovim: %s; hover:\n%s", lines[0], hover)
}
