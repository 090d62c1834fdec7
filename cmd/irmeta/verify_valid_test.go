package main

import (
	"bytes"
	"regexp"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
)

// TestVerifySilentOnValidIR runs "irmeta verify" with every registered
// checker over modules that clang and opt 14 wrote and LLVM accepts: the
// coreutils programs and the loop and OpenCL oracles. A valid module must
// get no diagnostic at all, warnings included: users run verify on
// optimizer output, and noise there hides real findings.
//
// The one exception is real: the loop oracle's sources nest loop pragmas,
// clang 14 writes those as followups holding whole loop IDs, and LLVM 14
// never reads the attributes inside them (checked with opt by the loops
// tests), so the user's nested pragma has no effect. Those two warnings are
// allowed there and nowhere else.
func TestVerifySilentOnValidIR(t *testing.T) {
	var files []string
	for _, dir := range []string{"coreutils", "oracle/loops", "oracle/opencl"} {
		files = append(files, corpus.Files(t, dir)...)
	}
	if len(files) < 100 {
		t.Fatalf("only %d files", len(files))
	}
	for _, f := range files {
		var stdout, stderr bytes.Buffer
		code := run([]string{"--llvm", "14", "verify", f}, nil, &stdout, &stderr) // LLVM 14's output
		rest := stderr.String()
		if strings.Contains(f, "/oracle/loops/") {
			rest = nestedFollowup.ReplaceAllString(rest, "")
		}
		if code != 0 || stdout.Len() != 0 || rest != "" {
			t.Errorf("verify %s: exit %d\n%s%s", f, code, stdout.Bytes(), firstLines([]byte(rest), 6))
		}
	}
}

// nestedFollowup matches the loops checker's two warnings about followups
// that hold whole loop IDs, with their source line and caret.
var nestedFollowup = regexp.MustCompile(`(?m)^\S+: warning: \[loops\] (followup "[^"]+" holds loop ID !\d+ \(clang 14 writes nested pragmas so\)|loop ID !\d+: operand \d+ is loop ID !\d+, nested ).*\n.*\n *\^\n`)

// firstLines returns at most n lines of b.
func firstLines(b []byte, n int) []byte {
	for i, c := range b {
		if c == '\n' {
			if n--; n == 0 {
				return b[:i+1]
			}
		}
	}
	return b
}
