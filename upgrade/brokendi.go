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
	return BrokenDebugInfoIn(verifier.Check(g, verifier.Options{Version: v}))
}

// BrokenDebugInfoIn reads, from findings that include LLVM's verifier's
// on a module, whether that verifier finds its debug info broken: its
// first debug-info warning (the closing "ignoring invalid debug info"
// aside), with where it is. A caller that has run the verifier already
// passes its findings instead of running it again.
func BrokenDebugInfoIn(checks []check.Diagnostic) (string, token.Position, bool) {
	for _, d := range checks {
		if d.Checker == verifier.Name && d.Severity == check.Warning && !strings.HasPrefix(d.Msg, "ignoring invalid debug info") {
			return d.Msg, d.Pos, true
		}
	}
	return "", token.Position{}, false
}

// DropDebugInfo removes g's debug info when release v's loader would drop
// it (a missing or wrong Debug Info Version, or debug info its verifier
// finds broken), as Module does, and reports whether it did: llvm-as
// writes such a module without it.
func DropDebugInfo(g *md.Graph, v llvmver.Version) bool {
	return len(debugInfo(g, v, nil)) > 0
}
