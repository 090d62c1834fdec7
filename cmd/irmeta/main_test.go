package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"github.com/google/go-cmp/cmp"
	"golang.org/x/tools/txtar"
)

var update = flag.Bool("update", false, "rewrite the expected sections of testdata/*.txtar")

// TestScripts runs each testdata/*.txtar archive: its comment holds the
// command line (after "irmeta"), its files are written to a temporary
// directory that becomes the working directory, a "stdin" file is fed to
// the command, and the sections "stdout", "stderr" and "exit" hold what the
// command must print and return. A section "want/NAME" holds what file NAME
// must contain afterwards.
//
// Comment lines starting with "setup" prepare the directory before the
// command runs: "setup chmod 0444 a.ll", "setup symlink LINK TARGET",
// "setup link NEW OLD" (a hard link). A section "stat" lists files, one a
// line as "NAME: DESCRIPTION", where DESCRIPTION says what NAME is after the
// command ("symlink -> a.ll", or "file 0644 links 2").
func TestScripts(t *testing.T) {
	files, err := filepath.Glob("testdata/*.txtar")
	if err != nil || len(files) == 0 {
		t.Fatalf("no test scripts: %v", err)
	}
	wd, _ := os.Getwd()
	for _, file := range files {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".txtar"), func(t *testing.T) {
			ar, err := txtar.ParseFile(file)
			if err != nil {
				t.Fatal(err)
			}
			var setup [][]string
			var command string
			for _, line := range strings.Split(string(ar.Comment), "\n") {
				if f := strings.Fields(line); len(f) > 0 && f[0] == "setup" {
					setup = append(setup, f[1:])
				} else {
					command += " " + line
				}
			}
			args := unquoteArgs(strings.Fields(command))
			dir := t.TempDir()
			var stdin []byte
			for _, f := range ar.Files {
				switch {
				case f.Name == "stdin":
					stdin = f.Data
				case f.Name == "stdout" || f.Name == "stderr" || f.Name == "exit" || f.Name == "stat" || strings.HasPrefix(f.Name, "want/"):
				default:
					p := filepath.Join(dir, f.Name)
					os.MkdirAll(filepath.Dir(p), 0o755)
					if err := os.WriteFile(p, f.Data, 0o644); err != nil {
						t.Fatal(err)
					}
				}
			}
			if err := os.Chdir(dir); err != nil {
				t.Fatal(err)
			}
			defer os.Chdir(wd)
			for _, s := range setup {
				if err := setupFile(s); err != nil {
					t.Fatalf("setup %v: %v", s, err)
				}
			}
			var stdout, stderr bytes.Buffer
			code := run(args, bytes.NewReader(stdin), &stdout, &stderr)
			if left, _ := filepath.Glob(filepath.Join(dir, ".*.irmeta-*")); len(left) > 0 {
				t.Errorf("temporary files left behind: %v", left)
			}
			got := map[string]string{
				"stdout": stdout.String(),
				"stderr": stderr.String(),
				"exit":   strconv.Itoa(code) + "\n",
			}
			for _, f := range ar.Files {
				if name, ok := strings.CutPrefix(f.Name, "want/"); ok {
					data, err := os.ReadFile(filepath.Join(dir, name))
					if err != nil {
						data = []byte("(missing: " + err.Error() + ")\n")
					}
					got[f.Name] = string(data)
				}
				if f.Name == "stat" {
					got["stat"] = statFiles(f.Data)
				}
			}
			if *update {
				os.Chdir(wd)
				seen := map[string]bool{}
				for i := range ar.Files {
					f := &ar.Files[i]
					if g, ok := got[f.Name]; ok {
						f.Data = []byte(g)
						seen[f.Name] = true
					}
				}
				for _, name := range []string{"stdout", "stderr", "exit"} {
					if !seen[name] && got[name] != "" {
						ar.Files = append(ar.Files, txtar.File{Name: name, Data: []byte(got[name])})
					}
				}
				if err := os.WriteFile(file, txtar.Format(ar), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want := map[string]string{"stdout": "", "stderr": "", "exit": "0\n"}
			for _, f := range ar.Files {
				if _, ok := got[f.Name]; ok {
					want[f.Name] = string(f.Data)
				}
			}
			for name, w := range want {
				if diff := cmp.Diff(w, got[name]); diff != "" {
					t.Errorf("%s mismatch (-want +got):\n%s", name, diff)
				}
			}
		})
	}
}

// unquoteArgs joins arguments written in single quotes, so a comment line
// may hold METADATA with spaces: set a.ll @f k '!{i32 1, i32 2}'.
func unquoteArgs(fields []string) []string {
	var out []string
	for i := 0; i < len(fields); i++ {
		f := fields[i]
		if strings.HasPrefix(f, "'") {
			parts := []string{f}
			for !strings.HasSuffix(f, "'") || len(parts) == 1 && len(f) == 1 {
				i++
				if i >= len(fields) {
					break
				}
				f = fields[i]
				parts = append(parts, f)
			}
			joined := strings.Join(parts, " ")
			out = append(out, strings.TrimSuffix(strings.TrimPrefix(joined, "'"), "'"))
			continue
		}
		out = append(out, f)
	}
	return out
}

// TestBitcodeIO writes a module as bitcode with -o x.bc and reads the
// bitcode back as input.
func TestBitcodeIO(t *testing.T) {
	dir := t.TempDir()
	ll := filepath.Join(dir, "a.ll")
	src := "define i32 @f(i32 %x) !note !0 {\n  ret i32 %x\n}\n!0 = !{!\"note\"}\n"
	if err := os.WriteFile(ll, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	bc := filepath.Join(dir, "a.bc")
	var stdout, stderr bytes.Buffer
	if code := run([]string{"fmt", "-o", bc, ll}, nil, &stdout, &stderr); code != 0 {
		t.Fatalf("fmt -o a.bc: exit %d: %s", code, stderr.String())
	}
	data, err := os.ReadFile(bc)
	if err != nil || len(data) < 4 || string(data[:2]) != "BC" {
		t.Fatalf("a.bc is not bitcode: %v", err)
	}
	stdout.Reset()
	if code := run([]string{"get", bc, "@f", "note"}, nil, &stdout, &stderr); code != 0 {
		t.Fatalf("get a.bc: exit %d: %s", code, stderr.String())
	}
	if want := "!note !0\n  !0 = !{!\"note\"}\n"; stdout.String() != want {
		t.Errorf("get from bitcode = %q, want %q", stdout.String(), want)
	}
}

// setupFile runs one setup action of a script in the current directory.
func setupFile(action []string) error {
	switch {
	case len(action) == 3 && action[0] == "chmod":
		mode, err := strconv.ParseUint(action[1], 8, 32)
		if err != nil {
			return err
		}
		return os.Chmod(action[2], os.FileMode(mode))
	case len(action) == 3 && action[0] == "symlink":
		return os.Symlink(action[2], action[1])
	case len(action) == 3 && action[0] == "link":
		return os.Link(action[2], action[1])
	}
	return fmt.Errorf("unknown setup action")
}

// statFiles describes each file named in a "stat" section as it is now.
func statFiles(section []byte) string {
	var b strings.Builder
	for _, line := range strings.Split(strings.TrimSpace(string(section)), "\n") {
		name, _, _ := strings.Cut(line, ":")
		name = strings.TrimSpace(name)
		if name == "" {
			continue
		}
		fmt.Fprintf(&b, "%s: %s\n", name, describeFile(name))
	}
	return b.String()
}

func describeFile(name string) string {
	info, err := os.Lstat(name)
	if err != nil {
		return "missing"
	}
	if info.Mode()&os.ModeSymlink != 0 {
		target, _ := os.Readlink(name)
		return "symlink -> " + target
	}
	if info.IsDir() {
		return "directory"
	}
	links := uint64(1)
	if st, ok := info.Sys().(*syscall.Stat_t); ok {
		links = uint64(st.Nlink)
	}
	return fmt.Sprintf("file %04o links %d", info.Mode().Perm(), links)
}
