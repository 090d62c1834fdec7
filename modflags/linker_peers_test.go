package modflags_test

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/modflags"
)

// checkPattern turns a FileCheck pattern into a regexp: literal text, with
// {{regexp}} parts.
func checkPattern(p string) *regexp.Regexp {
	var b strings.Builder
	for {
		i := strings.Index(p, "{{")
		if i < 0 {
			b.WriteString(regexp.QuoteMeta(p))
			break
		}
		j := strings.Index(p[i:], "}}")
		if j < 0 {
			b.WriteString(regexp.QuoteMeta(p))
			break
		}
		b.WriteString(regexp.QuoteMeta(p[:i]))
		b.WriteString("(?:" + p[i+2:i+j] + ")")
		p = p[i+j+2:]
	}
	return regexp.MustCompile(b.String())
}

// linkerExceptions would list linker tests irmeta does not reproduce,
// with the reason; there are none.
var linkerExceptions = map[string]string{}

// TestLinkerPeers reproduces LLVM's Linker/module-flags-* tests: the
// modules named on the RUN line are merged in order; each CHECK line must
// match a line of the renumbered flags or of the messages, and no
// CHECK-NOT line may.
func TestLinkerPeers(t *testing.T) {
	dir := filepath.Join(corpus.Root(t), "peers", "llvm14", "llvm", "test", "Linker")
	files, _ := filepath.Glob(filepath.Join(dir, "module-flags-*.ll"))
	ran := 0
	for _, path := range files {
		src, _ := os.ReadFile(path)
		var run string
		var checks, nots []string
		sc := bufio.NewScanner(bytes.NewReader(src))
		for sc.Scan() {
			l := strings.TrimSpace(sc.Text())
			if r, ok := strings.CutPrefix(l, "; RUN: "); ok && strings.Contains(r, "llvm-link") {
				run = r
			}
			if c, ok := strings.CutPrefix(l, "; CHECK: "); ok {
				checks = append(checks, c)
			}
			if c, ok := strings.CutPrefix(l, "; CHECK-NEXT: "); ok {
				checks = append(checks, c)
			}
			if c, ok := strings.CutPrefix(l, "; CHECK-NOT: "); ok {
				nots = append(nots, c)
			}
		}
		if run == "" {
			continue // an input of another test
		}
		ran++
		t.Run(filepath.Base(path), func(t *testing.T) {
			why, isException := linkerExceptions[filepath.Base(path)]
			var problems []string
			defer func() {
				switch {
				case isException && len(problems) == 0:
					t.Errorf("now reproduced; remove it from linkerExceptions (%s)", why)
				case isException:
					t.Logf("known difference (%s): %s", why, problems[0])
				default:
					for _, p := range problems {
						t.Error(p)
					}
				}
			}()
			var inputs []string
			cmd, _, _ := strings.Cut(run, "|") // the llvm-link part, not FileCheck's
			for _, w := range strings.Fields(cmd) {
				w = strings.NewReplacer("%s", path, "%p", dir, "%S", dir).Replace(w)
				if strings.HasSuffix(w, ".ll") {
					inputs = append(inputs, w)
				}
			}
			dst := md.New(mustParse(t, "llvm-link", ""))
			var lines []string
			for _, in := range inputs {
				src := loadGraph(t, in)
				// llvm-link also concatenates the other named metadata; do
				// the same so the whole output compares.
				for _, name := range src.NamedNames() {
					if name == modflags.NamedList {
						continue
					}
					for _, n := range src.Named(name).Nodes {
						dst.AddNamedOperand(name, dst.Import(n).(*md.Node))
					}
				}
				for _, c := range modflags.Merge(dst, "llvm-link", src, in, modflags.MergeOptions{LLVM: 14}) {
					lines = append(lines, c.Severity.String()+": "+c.Msg)
				}
			}
			text, err := dst.Renumber()
			if err != nil {
				t.Fatal(err)
			}
			lines = append(lines, strings.Split(string(text), "\n")...)
			for _, c := range checks {
				re := checkPattern(c)
				found := false
				for _, l := range lines {
					if re.MatchString(l) {
						found = true
						break
					}
				}
				if !found {
					problems = append(problems, fmt.Sprintf("no line matches CHECK %q; output:\n%s", c, strings.Join(lines, "\n")))
				}
			}
			for _, c := range nots {
				re := checkPattern(c)
				for _, l := range lines {
					if re.MatchString(l) {
						problems = append(problems, fmt.Sprintf("CHECK-NOT %q matches %q", c, l))
					}
				}
			}
		})
	}
	if ran != 11 {
		t.Errorf("%d linker tests found, want 11", ran)
	}
}
