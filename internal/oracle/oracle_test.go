package oracle

import (
	"os"
	"path/filepath"
	"testing"
)

// TestStoreRoundTrip stores answers of a real command (sh), reads them back
// from the file without running it, and finds them again when the input
// moves to another directory with the same contents.
func TestStoreRoundTrip(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "answers.gz")
	in := filepath.Join(t.TempDir(), "in.txt")
	if err := os.WriteFile(in, []byte("hello\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	script := `cat "$1"; echo "on stderr: $1" >&2; exit 3`
	cmd := Command{Name: "sh", Args: []string{"-c", script, "sh", in}}

	*update = true
	t.Run("update", func(t *testing.T) {
		s := Open(t, file)
		a := s.Run(t, cmd)
		if a.Code != 3 || string(a.Stdout) != "hello\n" || string(a.Stderr) != "on stderr: in.txt\n" {
			t.Errorf("answer %d %q %q", a.Code, a.Stdout, a.Stderr)
		}
	})
	*update = false
	stores = map[string]*Store{} // read the file again

	// The same contents elsewhere, with the tool gone from PATH: the
	// stored answer is found by contents and name, and not re-asked.
	moved := filepath.Join(t.TempDir(), "in.txt")
	if err := os.WriteFile(moved, []byte("hello\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	saved := *reask
	*reask = 0
	defer func() { *reask = saved }()
	t.Setenv("PATH", "")
	s := Open(t, file)
	a := s.Run(t, Command{Name: "sh", Args: []string{"-c", script, "sh", moved}})
	if a.Code != 3 || string(a.Stdout) != "hello\n" || string(a.Stderr) != "on stderr: in.txt\n" {
		t.Errorf("stored answer %d %q %q", a.Code, a.Stdout, a.Stderr)
	}
	if len(s.answers) != 1 {
		t.Errorf("%d answers stored, want 1", len(s.answers))
	}

	// Other contents are another command.
	if err := os.WriteFile(moved, []byte("changed\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	k1, _ := key(cmd, relocateDir(in), []string{"-c", script, "sh", "in.txt"})
	k2, _ := key(cmd, relocateDir(moved), []string{"-c", script, "sh", "in.txt"})
	if k1 == k2 {
		t.Errorf("changed input, same key %s", k1)
	}
}

func relocateDir(path string) string { dir, _ := relocate([]string{path}); return dir }

// TestLoadRejectsTruncated checks that a damaged file is an error, not a
// store with fewer answers.
func TestLoadRejectsTruncated(t *testing.T) {
	s := &Store{path: filepath.Join(t.TempDir(), "a.gz"), answers: map[string]Answer{
		"x": {Code: 1, Stdout: []byte("out"), Stderr: []byte("err")},
	}, changed: true}
	s.save(t)
	data, err := os.ReadFile(s.path)
	if err != nil {
		t.Fatal(err)
	}
	got, err := load(s.path)
	if err != nil || len(got) != 1 || string(got["x"].Stderr) != "err" {
		t.Fatalf("load: %v %v", got, err)
	}
	if err := os.WriteFile(s.path, data[:len(data)/2], 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := load(s.path); err == nil {
		t.Error("a truncated file loads without error")
	}
}

// TestFirstDifference checks that a re-asked answer that differs names the
// stream and line where it first does.
func TestFirstDifference(t *testing.T) {
	stored := Answer{Stdout: []byte("ok\nok\nstatus 0\n"), Stderr: []byte("w\n")}
	for _, c := range []struct {
		got  Answer
		want string
	}{
		{Answer{Stdout: []byte("ok\nbad\nstatus 0\n"), Stderr: []byte("w\n")}, `standard output line 2: "bad", stored "ok"`},
		{Answer{Stdout: []byte("ok\nok\n"), Stderr: []byte("w\n")}, `standard output line 3: "", stored "status 0"`},
		{Answer{Stdout: stored.Stdout, Stderr: []byte("w\nmore\n")}, `standard error line 2: "more", stored ""`},
		{Answer{Stdout: stored.Stdout, Stderr: stored.Stderr, Code: 1}, "same output"},
	} {
		if got := firstDifference(c.got, stored); got != c.want {
			t.Errorf("firstDifference(%q) = %s, want %s", c.got.Stdout, got, c.want)
		}
	}
}

// TestSameDecidesReask checks that a command's Same decides whether a
// re-asked answer is the stored one.
func TestSameDecidesReask(t *testing.T) {
	file := filepath.Join(t.TempDir(), "answers.gz")
	counter := filepath.Join(t.TempDir(), "n")
	// Each run prints another number: never the stored answer byte for byte.
	// (The counter is named in the script: a file among the arguments
	// would be part of the command's key.)
	script := `n=$(cat '` + counter + `' 2>/dev/null || echo 0); echo $((n+1)) > '` + counter + `'; echo "run $n"`
	cmd := Command{Name: "sh", Args: []string{"-c", script}}
	*update = true
	t.Run("update", func(t *testing.T) { Open(t, file).Run(t, cmd) })
	*update = false
	stores = map[string]*Store{}
	saved := *reask
	*reask = 1 // every answer is asked again
	defer func() { *reask = saved }()
	for _, c := range []struct {
		same func(stored, got Answer) bool
		fail bool
	}{{nil, true}, {func(stored, got Answer) bool { return stored.Code == got.Code }, false}} {
		cmd.Same = c.same
		r := &recorder{TB: t}
		Open(t, file).Run(r, cmd)
		if r.failed != c.fail {
			t.Errorf("Same set: %v; re-asked answer reported different: %v, want %v", c.same != nil, r.failed, c.fail)
		}
	}
}

// recorder is a test that records an error instead of failing.
type recorder struct {
	testing.TB
	failed bool
}

func (r *recorder) Errorf(string, ...any) { r.failed = true }
func (r *recorder) Helper()               {}
