package upgrade

import (
	"strings"

	"github.com/irmeta/irmeta/check"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/token"
	"github.com/irmeta/irmeta/verifier"
)

// BrokenDebugInfo decides whether LLVM's verifier finds the module's debug
// info broken, which makes the loader drop all of it ("ignoring invalid
// debug info"). It returns the verifier's message for the first problem
// and where it is, or ok false.
type BrokenDebugInfo func(g *md.Graph, v llvmver.Version) (msg string, at token.Position, broken bool)

// VerifierBrokenDebugInfo is the default BrokenDebugInfo: package
// verifier's debug-info rules of release v (every DI node kind's fields,
// DILocation scopes, debug intrinsics and records, DIAssignID), which
// report a broken module's problems as warnings.
func VerifierBrokenDebugInfo(g *md.Graph, v llvmver.Version) (string, token.Position, bool) {
	for _, d := range verifier.Check(g, verifier.Options{Version: v}) {
		if d.Severity == check.Warning && !strings.HasPrefix(d.Msg, "ignoring invalid debug info") {
			return d.Msg, d.Pos, true
		}
	}
	return "", token.Position{}, false
}
