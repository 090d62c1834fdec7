package typecheck_test

import (
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"

	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/typecheck"
)

// forwardLabel is the error of an instruction named as a label by a
// blockaddress before the function: one outside the body is the module's.
const forwardLabel = "instruction forward referenced with type 'label'"

// TestCheckFunction checks every function of every hand-written case on
// its own: CheckFunction must report exactly what Check reports inside
// that function.
func TestCheckFunction(t *testing.T) {
	ar, err := txtar.ParseFile(filepath.Join("testdata", "cases.txtar"))
	if err != nil {
		t.Fatal(err)
	}
	checked, withErrors := 0, 0
	for _, f := range ar.Files {
		if !strings.HasSuffix(f.Name, ".ll") {
			continue
		}
		for _, ver := range []int{14, 22} {
			v := llvmverOf(ver)
			m, err := parser.ParseFileOptions(f.Name, f.Data, parser.Options{Version: v})
			if err != nil {
				continue
			}
			all := typecheck.Check(m, v)
			for i := range m.Functions {
				fn := &m.Functions[i]
				var want parser.ErrorList
				for _, e := range all {
					outside := string(m.Src[:fn.Start]) + string(m.Src[fn.End:])
					if e.Msg == forwardLabel && strings.Contains(outside, "blockaddress("+fn.Name+",") {
						continue // a blockaddress outside the body names the instruction: Check's alone
					}
					if int(fn.Start) <= e.Pos.Offset && e.Pos.Offset < int(fn.End) {
						want = append(want, e)
					}
				}
				got := typecheck.CheckFunction(m, v, i)
				if !reflect.DeepEqual(got, want) {
					t.Errorf("%s --llvm %d, function %s: CheckFunction %v, Check %v", f.Name, ver, fn.Name, got, want)
				}
				checked++
				if len(want) > 0 {
					withErrors++
				}
			}
		}
	}
	if checked < 50 || withErrors < 20 {
		t.Errorf("only %d functions checked, %d with errors", checked, withErrors)
	}
	t.Logf("%d functions, %d with a type error", checked, withErrors)
}
