package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"irmeta/internal/corpus"
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
