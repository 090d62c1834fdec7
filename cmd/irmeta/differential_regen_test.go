package main

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/irmeta/irmeta/internal/cli"
	"github.com/irmeta/irmeta/internal/mutate"
)

// Bases are valid LLVM test files of this size (small inputs keep the
// oracle cheap and the mutants readable).
const (
	baseMinSize = 150
	baseMaxSize = 2500
	// baseEvery: one file in baseEvery of the corpus index is a candidate
	// (over a thousand bases are plenty, and judging them costs time).
	baseEvery = 12
)

// regenerateAnswers picks the base modules, makes the mutants and asks
// LLVM 14 and 22 (llvm-as and opt -passes=verify) about each, through the
// batch judge of internal/mutate/judge (libLLVM loaded once, every file in
// one process); a sample is checked against the real tools.
func regenerateAnswers(t *testing.T, root string) {
	dir := t.TempDir()
	judges := buildJudges(t, dir)

	// Candidate bases: small files llvm-as 14 accepts.
	tsv, err := os.ReadFile(filepath.Join(root, "llvm-test.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	var cands []mutate.Base
	for k, line := range strings.Split(string(tsv), "\n") {
		f := strings.Split(line, "\t")
		if len(f) < 2 || f[1] != "ok" || k%baseEvery != 0 {
			continue
		}
		src, err := os.ReadFile(filepath.Join(root, "llvm-test", f[0]))
		if err != nil || len(src) < baseMinSize || len(src) > baseMaxSize {
			continue
		}
		clean := true
		for _, v := range diffVersions {
			for _, d := range verifyInput(&cli.Input{Name: f[0], Src: src}, v) {
				clean = clean && !d.IsError()
			}
		}
		if clean {
			cands = append(cands, mutate.Base{Name: f[0], Src: src})
		}
	}
	// Keep the ones both LLVMs accept without a word.
	paths := make([]string, len(cands))
	for i, b := range cands {
		paths[i] = filepath.Join(root, "llvm-test", b.Name)
	}
	verdicts := judgeAll(t, judges, paths)
	var bases []mutate.Base
	for i, b := range cands {
		ok := true
		for vi := range diffVersions {
			for _, a := range verdicts[i][vi] {
				ok = ok && a.Status == 0 && a.Msg == ""
			}
		}
		if ok {
			bases = append(bases, b)
		}
	}
	t.Logf("%d candidate bases, %d valid for LLVM 14 and 22 without warnings", len(cands), len(bases))
	if len(bases) < 100 {
		t.Fatalf("only %d bases", len(bases))
	}

	mutants := mutate.Generate(bases, *diffMutants, diffSeed)
	paths = paths[:0]
	for _, m := range mutants {
		p := filepath.Join(dir, fmt.Sprintf("m%d.ll", m.ID))
		if err := os.WriteFile(p, m.Src, 0o644); err != nil {
			t.Fatal(err)
		}
		paths = append(paths, p)
	}
	verdicts = judgeAll(t, judges, paths)
	var answers []diffAnswer
	hangs := 0
	for i, m := range mutants {
		a := diffAnswer{ID: m.ID, Base: m.Base, Recipe: m.Recipe, Hash: mutate.Hash(m.Src)}
		hang := false
		for vi := range diffVersions {
			a.As[vi], a.Opt[vi] = verdicts[i][vi][0], verdicts[i][vi][1]
			hang = hang || a.As[vi].hung() || a.Opt[vi].hung()
		}
		if hang {
			hangs++ // LLVM does not finish: no verdict to compare with
			continue
		}
		answers = append(answers, a)
	}
	t.Logf("%d mutants dropped: LLVM did not finish on them", hangs)
	// The judge against the real tools, on a fixed sample.
	bySrc := map[string][]byte{}
	for _, b := range bases {
		bySrc[b.Name] = b.Src
	}
	var sample []diffAnswer
	for i := 0; i < len(answers); i += len(answers) / 10 {
		sample = append(sample, answers[i])
	}
	driftSampleOf(t, sample, bySrc, len(sample))
	writeAnswers(t, answers)
	t.Logf("stored %d mutants' answers in %s", len(answers), diffAnswers)
}

// buildJudges compiles the batch judge against LLVM 14 and LLVM 22.
func buildJudges(t *testing.T, dir string) [2]string {
	src, err := filepath.Abs("../../internal/mutate/judge/judge.cpp")
	if err != nil {
		t.Fatal(err)
	}
	var out [2]string
	for vi, cfg := range []struct{ cxx, config, lib string }{
		{"clang++-14", "llvm-config-14", "-lLLVM-14"},
		{"clang++-22", "llvm-config-22", "-lLLVM"},
	} {
		flags := func(arg string) []string {
			o, err := exec.Command(cfg.config, arg).Output()
			if err != nil {
				t.Fatalf("%s %s: %v", cfg.config, arg, err)
			}
			return strings.Fields(string(o))
		}
		libdir := strings.TrimSpace(strings.Join(flags("--libdir"), " "))
		out[vi] = filepath.Join(dir, fmt.Sprintf("judge%d", diffVersions[vi]))
		args := append([]string{"-O1"}, flags("--cxxflags")...)
		args = append(args, src, "-o", out[vi], "-L"+libdir, cfg.lib, "-Wl,-rpath,"+libdir)
		if o, err := exec.Command(cfg.cxx, args...).CombinedOutput(); err != nil {
			t.Fatalf("building the judge with %s: %v\n%s", cfg.cxx, err, o)
		}
	}
	return out
}

// judgeAll runs both judges (in parallel, one per version) on paths and
// returns, per path and version, llvm-as's and opt's answers. When a judge
// dies on a file (LLVM crashed), that file is judged by the real tools and
// the judge restarts on the rest.
func judgeAll(t *testing.T, judges [2]string, paths []string) [][2][2]toolAnswer {
	out := make([][2][2]toolAnswer, len(paths))
	var wg sync.WaitGroup
	errs := make([]error, 2)
	for vi, judge := range judges {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for start := 0; start < len(paths); {
				done, err := judgeFrom(judge, paths[start:], func(i, ti int, a toolAnswer) { out[start+i][vi][ti] = a })
				if err != nil {
					errs[vi] = err
					return
				}
				start += done
				if start < len(paths) {
					for ti, tool := range realTools[vi] {
						out[start][vi][ti] = runToolStall(t, tool, paths[start], judgeStall)
					}
					start++
				}
			}
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	return out
}

// judgeFrom runs judge on paths, passing each answer to put, and returns
// how many paths it answered fully (fewer than len(paths) when it died).
func judgeFrom(judge string, paths []string, put func(i, tool int, a toolAnswer)) (int, error) {
	cmd := exec.Command(judge)
	cmd.Stdin = strings.NewReader(strings.Join(paths, "\n") + "\n")
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return 0, err
	}
	if err := cmd.Start(); err != nil {
		return 0, err
	}
	defer cmd.Wait()
	// LLVM loops forever on some mutants (in the verifier): a judge that
	// gives no answer for judgeStall is stopped, and that file goes to the
	// real tools, which are stopped likewise (the mutant is then dropped).
	watchdog := time.AfterFunc(judgeStall, func() { cmd.Process.Kill() })
	defer watchdog.Stop()
	r := bufio.NewReaderSize(stdout, 1<<20)
	for i := range paths {
		watchdog.Reset(judgeStall)
		for ti := range 2 {
			hdr, err := r.ReadString('\n')
			if err != nil {
				return i, nil // died on paths[i]
			}
			var tool string
			var status, n int
			if _, err := fmt.Sscanf(hdr, "@@ %s %d %d", &tool, &status, &n); err != nil {
				return i, fmt.Errorf("judge: bad header %q", hdr)
			}
			body := make([]byte, n+1)
			if _, err := io.ReadFull(r, body); err != nil {
				return i, nil
			}
			put(i, ti, firstToolMessage(status, string(body[:n]), paths[i]))
		}
	}
	return len(paths), nil
}

// driftSampleOf is driftSample on a given sample: every mutant of it is
// judged by the real tools.
// typeAddr matches the address in LLVM's name for an unnamed type.
var typeAddr = regexp.MustCompile(`type 0x[0-9a-f]+`)

func driftSampleOf(t *testing.T, sample []diffAnswer, bases map[string][]byte, n int) {
	t.Helper()
	sort.Slice(sample, func(i, j int) bool { return sample[i].ID < sample[j].ID })
	dir := t.TempDir()
	for _, a := range sample[:n] {
		src, _ := mutate.Apply(bases[a.Base], a.Recipe)
		path := filepath.Join(dir, "m"+strconv.Itoa(a.ID)+".ll")
		if err := os.WriteFile(path, src, 0o644); err != nil {
			t.Fatal(err)
		}
		for vi := range diffVersions {
			for ti, tool := range realTools[vi] {
				got := runTool(t, tool, path)
				want := a.As[vi]
				if ti == 1 {
					want = a.Opt[vi]
				}
				// LLVM names unnamed types by their address ("type 0x2ed49790"),
				// which differs from run to run. An accepted mutant's message
				// is a warning, which the batch judge records in full (the
				// verifier's reason for dropping debug info) and the tools
				// may not print: only the verdict is compared there.
				// A tool that died by a signal (llvm-as-22 aborts with "Broken
				// module found" on some module flags) printed what its fatal
				// path printed, which the batch judge (libLLVM called in one
				// process) need not match (mutant 12318: "'max' module flag"
				// from the abort, "'min'" stored): only the verdict is
				// compared then.
				aborted := got.Status >= 128 || want.Status >= 128
				sameMsg := aborted || got.Line == want.Line && typeAddr.ReplaceAllString(got.Msg, "type 0x") == typeAddr.ReplaceAllString(want.Msg, "type 0x")
				if got.reject() != want.reject() || want.reject() && !sameMsg {
					t.Errorf("drift: mutant %d (%s %s), %s says %+v, stored %+v", a.ID, a.Base, a.Recipe, tool[0], got, want)
				}
			}
		}
	}
}

// judgeStall is how long the regeneration waits for LLVM's answer on one
// file before it takes LLVM for stuck (not a test limit: the oracle's).
const judgeStall = 90 * time.Second

// hung reports whether the answer stands for a tool that was stopped
// (killed by a signal, no message).
func (a toolAnswer) hung() bool { return a.Status == 128 && a.Msg == "" }

// runToolStall is runTool with the tool stopped after stall.
func runToolStall(t *testing.T, tool []string, path string, stall time.Duration) toolAnswer {
	ctx, cancel := context.WithTimeout(context.Background(), stall)
	defer cancel()
	cmd := exec.CommandContext(ctx, tool[0], append(tool[1:], path)...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err := cmd.Run()
	if ctx.Err() != nil {
		return toolAnswer{Status: 128}
	}
	status := 0
	if ee, ok := err.(*exec.ExitError); ok {
		status = ee.ExitCode()
		if status < 0 {
			status = 128
		}
	} else if err != nil {
		t.Fatalf("%s: %v", tool[0], err)
	}
	return firstToolMessage(status, stderr.String(), path)
}

// realTools are, per version, the llvm-as and opt command lines.
var realTools = [2][2][]string{
	{{"llvm-as", "-o", "/dev/null"}, {"opt", "-passes=verify", "-disable-output"}},
	{{"llvm-as-22", "-o", "/dev/null"}, {"opt-22", "-passes=verify", "-disable-output"}},
}

// runTool runs one LLVM tool on path and reduces its answer.
func runTool(t *testing.T, tool []string, path string) toolAnswer {
	cmd := exec.Command(tool[0], append(tool[1:], path)...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err := cmd.Run()
	status := 0
	if ee, ok := err.(*exec.ExitError); ok {
		status = ee.ExitCode()
		if status < 0 {
			status = 128
		}
	} else if err != nil {
		t.Fatalf("%s: %v", tool[0], err)
	}
	return firstToolMessage(status, stderr.String(), path)
}
