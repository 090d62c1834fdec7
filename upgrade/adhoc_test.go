package upgrade_test

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/upgrade"
)

// ADHOC_V=22 go test -run TestAdhoc ./upgrade
func TestAdhoc(t *testing.T) {
	vs := os.Getenv("ADHOC_V")
	if vs == "" {
		t.Skip()
	}
	n, _ := strconv.Atoi(vs)
	v := llvmver.Version(n)
	cache := "/tmp/records-llvm/" + vs
	root := "/work/shared/corpus/llvm-test"
	var files []string
	filepath.Walk(cache, func(p string, info os.FileInfo, err error) error {
		if strings.HasSuffix(p, ".rc") {
			files = append(files, strings.TrimSuffix(strings.TrimPrefix(p, cache+"/"), ".rc"))
		}
		return nil
	})
	sort.Strings(files)
	if only := os.Getenv("ADHOC_FILE"); only != "" {
		files = []string{only}
	}
	same, differ, rej := 0, 0, 0
	for _, rel := range files {
		rc, _ := os.ReadFile(filepath.Join(cache, rel+".rc"))
		if strings.TrimSpace(string(rc)) != "0" {
			rej++
			continue
		}
		src, _ := os.ReadFile(filepath.Join(root, rel))
		m, err := parser.ParseFileOptions(rel, src, parser.Options{Version: v})
		if err != nil {
			m, err = parser.ParseFileOptions(rel, src, parser.Options{Version: 14})
			if err != nil {
				continue
			}
		}
		if len(m.MDDefs) == 0 && len(m.NamedMD) == 0 && len(m.InstAttachments) == 0 && !strings.Contains(string(src), "!{") {
			continue
		}
		g := md.New(m)
		upgrade.Module(g, upgrade.Options{LLVM: v})
		out, err := g.Bytes()
		if err != nil {
			fmt.Printf("%s\tERR %v\n", rel, err)
			differ++
			continue
		}
		m2, err := parser.ParseFileOptions(rel, out, parser.Options{Version: m.Version})
		if err != nil {
			fmt.Printf("%s\tREPARSE %v\n", rel, err)
			differ++
			continue
		}
		text, _ := os.ReadFile(filepath.Join(cache, rel+".out"))
		m3, err := parser.ParseFileOptions(rel, text, parser.Options{Version: v})
		if err != nil {
			fmt.Printf("%s\tLLVMPARSE %v\n", rel, err)
			differ++
			continue
		}
		d := md.Diff(md.New(m2), md.New(m3))
		if len(d) == 0 {
			same++
			continue
		}
		differ++
		s := d[0].String()
		if len(s) > 400 {
			s = s[:400]
		}
		fmt.Printf("%s\t%s\n", rel, s)
	}
	fmt.Printf("same %d differ %d rejected %d\n", same, differ, rej)
}

func TestAdhocEdited(t *testing.T) {
	vs := os.Getenv("ADHOC_EDITED")
	if vs == "" {
		t.Skip()
	}
	n, _ := strconv.Atoi(vs)
	v := llvmver.Version(n)
	data, _ := os.ReadFile("/tmp/records-llvm/md.txt")
	var out []string
	for _, rel := range strings.Fields(string(data)) {
		src, _ := os.ReadFile(filepath.Join("/work/shared/corpus/llvm-test", rel))
		m, err := parser.ParseFileOptions(rel, src, parser.Options{Version: v})
		if err != nil {
			continue
		}
		if len(upgrade.Module(md.New(m), upgrade.Options{LLVM: v})) > 0 {
			out = append(out, rel)
		}
	}
	os.WriteFile("/tmp/records-llvm/edited"+vs+".txt", []byte(strings.Join(out, "\n")+"\n"), 0o644)
	fmt.Println(len(out))
}
