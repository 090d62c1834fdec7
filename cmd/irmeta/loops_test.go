package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
)

// TestLoopsMissedOracle runs "irmeta loops --missed" on clang's -O0 modules
// of the loop oracle: standard output must be what opt 14's
// transform-warning pass printed for them, byte for byte, and the exit
// status 1 exactly when there are warnings.
func TestLoopsMissedOracle(t *testing.T) {
	root := filepath.Join(corpus.Root(t), "oracle", "loops")
	inputs, _ := filepath.Glob(filepath.Join(root, "ir", "*.ll"))
	if len(inputs) < 10 {
		t.Fatalf("oracle inputs missing: %d", len(inputs))
	}
	for _, in := range inputs {
		base := strings.TrimSuffix(filepath.Base(in), ".ll")
		want, err := os.ReadFile(filepath.Join(root, "opt", base+".transform-warning.warnings.txt"))
		if err != nil && !os.IsNotExist(err) {
			t.Fatal(err)
		}
		var stdout, stderr bytes.Buffer
		code := run([]string{"loops", "--missed", in}, nil, &stdout, &stderr)
		wantCode := 0
		if len(want) > 0 {
			wantCode = 1
		}
		if code != wantCode || stdout.String() != string(want) || stderr.Len() > 0 {
			t.Errorf("%s: exit %d (want %d)\nstdout:\n%s\nwant:\n%s\nstderr:\n%s", base, code, wantCode, stdout.String(), want, stderr.String())
		}
	}
}

// TestLoopsMissedAgainstOpt runs "irmeta loops --missed" on every module
// of the loop oracle, clang's inputs and opt 14's pipeline outputs, and
// compares standard output with what opt -passes=transform-warning prints
// on standard error for the same file.
func TestLoopsMissedAgainstOpt(t *testing.T) {
	if testing.Short() {
		t.Skip("runs opt once per file")
	}
	root := filepath.Join(corpus.Root(t), "oracle", "loops")
	var files []string
	for _, dir := range []string{"ir", "opt"} {
		fs, _ := filepath.Glob(filepath.Join(root, dir, "*.ll"))
		files = append(files, fs...)
	}
	if len(files) < 120 {
		t.Fatalf("oracle incomplete: %d files", len(files))
	}
	agree := 0
	for _, f := range files {
		var optErr bytes.Buffer
		cmd := exec.Command("opt", "-passes=transform-warning", "-disable-output", f)
		cmd.Stderr = &optErr
		if err := cmd.Run(); err != nil {
			t.Fatalf("opt %s: %v", f, err)
		}
		var stdout, stderr bytes.Buffer
		code := run([]string{"loops", "--missed", f}, nil, &stdout, &stderr)
		if stdout.String() != optErr.String() || (code == 1) != (optErr.Len() > 0) {
			t.Errorf("%s: exit %d\nirmeta:\n%s\nopt:\n%s", f, code, stdout.String(), optErr.String())
			continue
		}
		agree++
	}
	t.Logf("%d of %d oracle modules: irmeta loops --missed prints what opt prints", agree, len(files))
}
