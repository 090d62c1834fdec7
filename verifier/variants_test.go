package verifier_test

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/llvmver"
)

var updateVariants = flag.Bool("update-variants", false, "ask llvm-as 14 and llvm-as-22 again about the variants of "+variantsFile)

const variantsFile = "testdata/variants.tsv"

// variantFiles are the llvm-test files that hold many modules, one per
// ";Tn:" prefix their RUN lines strip with sed (each variant is the file
// with one prefix removed).
var variantFiles = []string{"Verifier/invalid-eh.ll", "Verifier/fp-intrinsics.ll"}

var variantRun = regexp.MustCompile(`sed -e s/\.T(\d+):// `)

// TestVariants checks irmeta's first message on every variant of
// variantFiles against llvm-as 14's and llvm-as-22's (stored in
// variantsFile; -update-variants asks them again): the verifier's
// exception-handling rules (funclet pads, their predecessors and unwind
// destinations, sibling unwind cycles) and the constrained floating-point
// intrinsics' metadata.
func TestVariants(t *testing.T) {
	root := corpus.Root(t)
	dir := t.TempDir()
	want := map[string]string{}
	if !*updateVariants {
		b, err := os.ReadFile(variantsFile)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
			if strings.HasPrefix(line, "#") {
				continue
			}
			f := strings.SplitN(line, "\t", 4)
			if len(f) != 4 {
				t.Fatalf("%s: malformed line %q", variantsFile, line)
			}
			want[f[0]+" "+f[1]+" "+f[2]] = f[3]
		}
	}
	var rows []string
	checked := 0
	for _, file := range variantFiles {
		src, err := os.ReadFile(filepath.Join(root, "llvm-test", file))
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range variantRun.FindAllStringSubmatch(string(src), -1) {
			tag := "T" + m[1]
			variant := regexp.MustCompile(`.`+tag+`:`).ReplaceAllString(string(src), "")
			name := strings.ReplaceAll(strings.TrimSuffix(file, ".ll"), "/", "_") + "_" + tag + ".ll"
			for _, rel := range []struct {
				v    llvmver.Version
				tool string
			}{{14, "llvm-as"}, {22, "llvm-as-22"}} {
				key := file + " " + tag + " " + rel.v.String()
				if *updateVariants {
					if err := os.WriteFile(filepath.Join(dir, name), []byte(variant), 0o644); err != nil {
						t.Fatal(err)
					}
					w := oracleVerdict(t, rel.tool, dir, name)
					want[key] = w
					rows = append(rows, fmt.Sprintf("%s\t%s\t%s\t%s", file, tag, rel.v, w))
				}
				w, ok := want[key]
				if !ok {
					t.Errorf("%s: no stored verdict (run with -update-variants)", key)
					continue
				}
				checked++
				if got := ruleVerdict(t, name, []byte(variant), rel.v); got != w {
					t.Errorf("%s:\n  got  %s\n  want %s", key, got, w)
				}
			}
		}
	}
	if *updateVariants {
		sort.Strings(rows)
		out := "# llvm-as's verdict on each variant of TestVariants's files: file, variant, release, verdict.\n" + strings.Join(rows, "\n") + "\n"
		if err := os.WriteFile(variantsFile, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if checked < 2*30 {
		t.Errorf("only %d verdicts checked", checked)
	}
}
