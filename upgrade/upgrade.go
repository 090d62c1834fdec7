// Package upgrade gives a module as a given LLVM release loads it: the
// metadata upgrades LLVM's IR reader applies (llvm/lib/IR/AutoUpgrade.cpp
// and the parser's upgrade calls) are made as minimal edits of the module's
// text, so that lines the upgrade does not concern stay byte-identical.
//
// The upgrades, in the order LLVM's loader makes them:
//   - struct-path TBAA: a scalar !tbaa tag (!{!"name", !parent[, i64 c]})
//     on an instruction becomes the access tag !{T, T, i64 0[, c]}
//     (UpgradeTBAANode);
//   - module flags (modflags.Upgrade): PIC Level, PIE Level, the AArch64
//     branch-protection flags, the amdhsa code object version, the
//     Objective-C image info and garbage-collection flags;
//   - intrinsics called without a declaration (LLVM 18 on): LLVM's parser
//     declares them when the module ends, under the canonical name for
//     the call's type;
//   - debug info: a module whose "Debug Info Version" flag is missing or
//     not 3 loses all its debug info (StripDebugInfo), with LLVM's warning
//     when there was some to lose.
//
// Each change is reported as a Change; those that lose or alter information
// carry the warning "irmeta verify" prints under the tag [upgrade].
package upgrade

import (
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/modflags"
	"github.com/irmeta/irmeta/token"
)

// DebugMetadataVersion is the "Debug Info Version" every LLVM from 3.6 on
// writes and accepts; other versions make the loader drop the debug info.
const DebugMetadataVersion = 3

// A Change is one edit the loader makes.
type Change struct {
	// Pos locates what changes in the input.
	Pos token.Position
	// Msg describes the change in irmeta's words.
	Msg string
	// LLVMWarning is the warning LLVM's tools print for it ("ignoring debug
	// info with an invalid version (0) in FILE"), or "".
	LLVMWarning string
	// Lossy is set when the change loses or alters information the module
	// states (debug info dropped, a flag's behaviour changed), as opposed
	// to a change of spelling.
	Lossy bool
}

// Options select the release.
type Options struct {
	// LLVM is the release whose loader is reproduced (zero: the default).
	LLVM llvmver.Version
	// BrokenDebugInfo decides whether the verifier rejects the debug info
	// (nil: VerifierBrokenDebugInfo).
	BrokenDebugInfo BrokenDebugInfo
}

// Module upgrades g in place, as edits (g.Bytes prints the result), and
// returns the changes made in order.
func Module(g *md.Graph, opt Options) []Change {
	v := opt.LLVM.Or()
	var out []Change
	// Between two steps, urgent work on the module's lane goes first.
	step := func(cs []Change) {
		out = append(out, cs...)
		g.Module.Lane.Yield()
	}
	step(tbaa(g))
	step(implicitDecls(g, v))
	for _, u := range modflags.Upgrade(g, v) {
		out = append(out, Change{Pos: u.Pos, Msg: v.String() + " changes module " + u.Msg, Lossy: strings.Contains(u.Msg, "behavior")})
	}
	step(odrMembers(g))
	step(opaquePointers(g, v))
	step(nvvmAnnotations(g, v))
	stripped := debugInfo(g, v, opt.BrokenDebugInfo)
	step(stripped)
	if len(stripped) == 0 {
		step(localImports(g, v))
		step(debugRecords(g, v))
		step(debugIntrinsicCalls(g, v))
		step(nullTupleArgs(g, v))
		step(debugLocsUniqued(g, v))
	}
	out = append(out, lifetimeCalls(g, v)...)
	return out
}

// tbaa rewrites scalar TBAA tags on instructions to struct-path tags, as
// LLParser does for every !tbaa attachment it reads.
func tbaa(g *md.Graph) []Change {
	var out []Change
	i64 := func(x int64) md.Metadata { return md.NewInt(64, x) }
	g.Targets(func(t md.Target) {
		if t.Kind != md.InstTarget {
			return
		}
		n := g.Attachment(t, "tbaa")
		if n == nil || n.Kind != md.Tuple {
			return
		}
		if _, isNode := n.Operand(0).(*md.Node); isNode && n.NumOperands() >= 3 {
			return // already struct-path
		}
		var tag *md.Node
		if n.NumOperands() == 3 {
			scalar := g.NewTuple(n.Operand(0), n.Operand(1))
			tag = g.NewTuple(scalar, scalar, i64(0), n.Operand(2))
		} else {
			tag = g.NewTuple(n, n, i64(0))
		}
		g.SetAttachment(t, "tbaa", tag)
		out = append(out, Change{Pos: g.TargetPos(t), Msg: "scalar TBAA tag " + nodeName(n) + " becomes the struct-path access tag " + md.FormatOperand(tag)})
	})
	return out
}

func nodeName(n *md.Node) string {
	if n.ID >= 0 {
		return "!" + strconv.Itoa(int(n.ID))
	}
	return md.FormatOperand(n)
}

// debugVersion returns the module's "Debug Info Version" (0 when the flag
// is missing or not an integer, as getDebugMetadataVersionFromModule) and
// a function that returns where the flag is.
func debugVersion(g *md.Graph) (int64, func() token.Position) {
	for _, f := range modflags.Read(g) {
		if f.ID != "Debug Info Version" {
			continue
		}
		// The position is computed only for a change to report: it
		// builds the file's line table.
		pos := f.Node.Pos
		if val, ok := f.Value.(*md.Value); ok && val.Type != nil && val.Type.Kind == ast.IntType {
			if x, ok := val.Int(); ok {
				return x, pos
			}
		}
		return 0, pos
	}
	return 0, func() token.Position { return token.Position{Filename: g.Module.File.Name} }
}

// debugInfo strips the debug info of a module whose Debug Info Version is
// not DebugMetadataVersion, as UpgradeDebugInfo and StripDebugInfo do: the
// debug intrinsic calls and debug records, every !dbg attachment, the
// DILocations inside loop metadata, and the named metadata llvm.dbg.* and
// llvm.gcov.
func debugInfo(g *md.Graph, v llvmver.Version, broken BrokenDebugInfo) []Change {
	ver, flagPos := debugVersion(g)
	var invalid Change
	if ver == DebugMetadataVersion {
		if broken == nil {
			broken = VerifierBrokenDebugInfo
		}
		msg, at, bad := broken(g, v)
		if !bad {
			return nil
		}
		pos := at
		if !at.IsValid() {
			pos = flagPos()
		}
		// LLVM warns whether or not stripping removes anything.
		invalid = Change{Pos: pos, Lossy: true,
			Msg:         v.String() + " drops all debug info in this module: its verifier finds it invalid (" + msg + ")",
			LLVMWarning: "ignoring invalid debug info in " + g.Module.File.Name}
	}
	removed := stripDebugInfo(g, v)
	if invalid.Msg != "" {
		return []Change{invalid}
	}
	if removed == 0 {
		return nil
	}
	c := Change{Pos: flagPos(), Lossy: true}
	if ver == 0 {
		c.Msg = v.String() + " drops all debug info in this module: it has no Debug Info Version flag, expected " + strconv.Itoa(DebugMetadataVersion)
	} else {
		c.Msg = v.String() + " drops all debug info in this module: the Debug Info Version flag is " + strconv.FormatInt(ver, 10) + ", expected " + strconv.Itoa(DebugMetadataVersion)
	}
	c.LLVMWarning = "ignoring debug info with an invalid version (" + strconv.FormatInt(ver, 10) + ") in " + g.Module.File.Name
	return []Change{c}
}

// stripDebugInfo removes the debug info as StripDebugInfo does and returns
// how many things it removed.
func stripDebugInfo(g *md.Graph, v llvmver.Version) int {
	removed := 0
	m := g.Module
	gone := map[int]bool{}
	for i := range m.Insts {
		in := &m.Insts[i]
		if in.Op == ast.OpDbgRecord || in.Op == ast.OpCall && callsDebugIntrinsic(m.Bytes(in.Span)) {
			g.RemoveInst(i)
			gone[i] = true
			removed++
			continue
		}
	}
	removed += removeDebugDeclarations(g, gone)
	var targets []md.Target
	g.Targets(func(t md.Target) { targets = append(targets, t) })
	for _, t := range targets {
		if g.Attachment(t, "dbg") != nil && g.RemoveAttachment(t, "dbg") {
			removed++
		}
		if t.Kind == md.InstTarget {
			if l := g.Attachment(t, "llvm.loop"); l != nil {
				if nl := stripLoopLocations(g, l, v); nl == nil {
					// Nothing but the self reference is left: LLVM
					// drops the loop ID.
					g.RemoveAttachment(t, "llvm.loop")
					removed++
				} else if nl != l {
					g.SetAttachment(t, "llvm.loop", nl)
					removed++
				}
			}
		}
	}
	for _, name := range g.NamedNames() {
		if strings.HasPrefix(name, "llvm.dbg.") || name == "llvm.gcov" {
			g.RemoveNamed(name)
			removed++
		}
	}
	return removed
}

// callsDebugIntrinsic reports whether a call instruction's text calls one
// of the debug intrinsics StripDebugInfo removes (any of them but an
// unknown llvm.dbg.* name).
func callsDebugIntrinsic(text []byte) bool {
	k := ast.DebugIntrinsicCalled(text)
	return k != ast.NotDebugIntrinsic && k != ast.DbgOther
}

// stripLoopLocations returns the loop ID l as stripDebugInfo leaves it
// (stripDebugLocFromLoopID): l itself when no operand reaches a DILocation,
// nil when nothing but locations would be left, else a new loop ID. LLVM 14
// drops every operand that reaches a DILocation; since
// LoopStripNestedLocations a property node keeps its other operands and
// only the DILocations (and nodes made of nothing else) go.
func stripLoopLocations(g *md.Graph, l *md.Node, v llvmver.Version) *md.Node {
	if l.Kind != md.Tuple || l.NumOperands() == 0 {
		return l
	}
	ops := l.Operands()[1:]
	s := loopStripper{reach: map[*md.Node]bool{}, visiting: map[*md.Node]bool{}, all: map[*md.Node]bool{}}
	any, every := false, true
	for _, op := range ops {
		r := s.reaches(op)
		any = any || r
		every = every && r
	}
	if !any {
		return l
	}
	nested := v.Has(llvmver.LoopStripNestedLocations)
	if nested {
		every = true
		for _, op := range ops {
			every = every && s.allLocations(op, map[*md.Node]bool{})
		}
	}
	if every {
		return nil
	}
	kept := make([]md.Metadata, 0, len(ops))
	for _, op := range ops {
		switch {
		case !s.reaches(op):
			kept = append(kept, op)
		case nested && !isLocation(op) && !s.all[op.(*md.Node)]:
			if n := s.strip(g, op.(*md.Node)); n != nil {
				kept = append(kept, n)
			}
		}
	}
	return g.NewSelfRef(kept...)
}

func isLocation(m md.Metadata) bool {
	n, ok := m.(*md.Node)
	return ok && n != nil && n.Name == "DILocation"
}

// loopStripper holds what stripLoopLocations learns about the nodes of
// one loop ID.
type loopStripper struct {
	reach    map[*md.Node]bool // a DILocation is reachable from the node
	visiting map[*md.Node]bool
	all      map[*md.Node]bool // the node is made of DILocations only
}

// nodeOperands are the metadata operands of n as LLVM counts them: a
// tuple's operands, a specialized node's fields.
func nodeOperands(n *md.Node) []md.Metadata {
	if n.Kind == md.Tuple {
		return n.Operands()
	}
	var out []md.Metadata
	for _, f := range n.Fields() {
		out = append(out, f.Value)
	}
	return out
}

// reaches is isDILocationReachable: whether a DILocation is reachable from
// m through node operands (a node on a cycle counts as not reaching when
// met again, as LLVM's visited set makes it).
func (s *loopStripper) reaches(m md.Metadata) bool {
	n, ok := m.(*md.Node)
	if !ok || n == nil {
		return false
	}
	if n.Name == "DILocation" || s.reach[n] {
		return true
	}
	if s.visiting[n] {
		return false
	}
	s.visiting[n] = true
	for _, op := range nodeOperands(n) {
		if s.reaches(op) {
			s.reach[n] = true
			return true
		}
	}
	return false
}

// allLocations is isAllDILocation: m is a DILocation or a node whose
// operands (but a self reference) all are.
func (s *loopStripper) allLocations(m md.Metadata, seen map[*md.Node]bool) bool {
	n, ok := m.(*md.Node)
	if !ok || n == nil {
		return false
	}
	if n.Name == "DILocation" || s.all[n] {
		return true
	}
	if !s.reach[n] || seen[n] {
		return false
	}
	seen[n] = true
	for _, op := range nodeOperands(n) {
		if c, ok := op.(*md.Node); ok && c == n {
			continue
		}
		if !s.allLocations(op, seen) {
			return false
		}
	}
	s.all[n] = true
	return true
}

// strip is stripLoopMDLoc for a tuple that reaches a DILocation: the tuple
// rebuilt without its locations, nil when nothing (but a self reference)
// is left.
func (s *loopStripper) strip(g *md.Graph, n *md.Node) md.Metadata {
	if n.Name == "DILocation" || s.all[n] {
		return nil
	}
	if !s.reach[n] || n.Kind != md.Tuple {
		return n
	}
	var args []md.Metadata
	self := false
	for i, op := range n.Operands() {
		c, isNode := op.(*md.Node)
		switch {
		case op == nil || isNode && c == nil:
			args = append(args, nil)
		case isNode && c == n && i == 0:
			self = true
		case isNode:
			if r := s.strip(g, c); r != nil {
				args = append(args, r)
			}
		default:
			args = append(args, op)
		}
	}
	switch {
	case len(args) == 0:
		return nil
	case self:
		return g.NewSelfRef(args...)
	case n.Distinct:
		return g.NewDistinctTuple(args...)
	}
	return g.NewTuple(args...)
}

// Loaded returns the module of g as LLVM loads it, ready to read: g itself
// when no upgrade applies, otherwise the upgraded module printed and parsed
// again (positions then refer to the upgraded text). g is edited.
func Loaded(g *md.Graph, opt Options) (*md.Graph, []Change, error) {
	changes := Module(g, opt)
	if len(changes) == 0 {
		return g, nil, nil
	}
	ng, err := g.Commit()
	if err != nil {
		return nil, changes, err
	}
	return ng, changes, nil
}
