package verifier

import (
	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/scanner"
)

// attachKinds holds the index in Module.AttachKinds of each kind the
// verifier reads (-1 when the module does not use it).
type attachKinds struct {
	dbg, tbaa, rng, nonnull, deref, derefOrNull, align, prof, annotation,
	noalias, aliasScope, accessGroup, invariantGroup, fpmath, assignID, loop, mmra int32
	memprof, callsite, noaliasAddrspace, nofree, calleeType int32
	captures                                                int32
}

func lookupKinds(m *ast.Module) attachKinds {
	k := attachKinds{-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}
	for i, name := range m.AttachKinds {
		id := int32(i)
		switch name {
		case "dbg":
			k.dbg = id
		case "tbaa":
			k.tbaa = id
		case "range":
			k.rng = id
		case "nonnull":
			k.nonnull = id
		case "dereferenceable":
			k.deref = id
		case "dereferenceable_or_null":
			k.derefOrNull = id
		case "align":
			k.align = id
		case "prof":
			k.prof = id
		case "annotation":
			k.annotation = id
		case "noalias":
			k.noalias = id
		case "alias.scope":
			k.aliasScope = id
		case "llvm.access.group":
			k.accessGroup = id
		case "invariant.group":
			k.invariantGroup = id
		case "fpmath":
			k.fpmath = id
		case "DIAssignID":
			k.assignID = id
		case "llvm.loop":
			k.loop = id
		case "mmra":
			k.mmra = id
		case "memprof":
			k.memprof = id
		case "callsite":
			k.callsite = id
		case "noalias.addrspace":
			k.noaliasAddrspace = id
		case "nofree":
			k.nofree = id
		case "callee_type":
			k.calleeType = id
		case "captures":
			k.captures = id
		}
	}
	return k
}

// attached returns the node of attachment a of instruction i.
func (v *verifier) attached(i int, a int32) *md.Node {
	at := &v.m.InstAttachments[a]
	if at.Node >= 0 {
		return v.g.NodeByID(at.Node)
	}
	return v.g.Attachment(md.Inst(i), v.m.AttachKinds[at.Kind])
}

// dbgIsLocation reports whether instruction i's attachment of kind dbg,
// if it has one, is a DILocation; a numbered location is recognized from
// its text, without making a graph node for each instruction's location.
func (v *verifier) dbgIsLocation(i int, dbg int32) bool {
	if dbg < 0 {
		return true
	}
	in := &v.m.Insts[i]
	for a := in.AttachFirst; a < in.AttachFirst+int32(in.AttachCount); a++ {
		if v.m.InstAttachments[a].Kind != dbg {
			continue
		}
		if id := v.m.InstAttachments[a].Node; id >= 0 {
			if _, _, ok := v.location(id); ok {
				return true
			}
		}
		n := v.attached(i, a)
		return n == nil || kindOf(n) == "DILocation"
	}
	return true
}

// attachment returns the node attached to instruction i under kind k.
func (v *verifier) attachment(i int, k int32) *md.Node {
	if a := v.m.InstAttachmentOf(i, k); a >= 0 {
		return v.attached(i, a)
	}
	return nil
}

// attachments runs visitInstruction's metadata rules in LLVM's order; the
// first problem ends the visit.
func (v *verifier) attachments(i int) {
	m := v.m
	in := &m.Insts[i]
	if in.AttachCount == 0 {
		return
	}
	k := &v.kinds
	op := in.Op
	pos := in.Start
	if n := v.attachment(i, k.fpmath); n != nil {
		if msg := v.fpmathResult(i); msg != "" {
			v.errorAt(pos, "%s", msg)
			return
		}
		if n.NumOperands() != 1 {
			v.errorAt(pos, "fpmath takes one operand!")
			return
		}
		val, ok := n.Operand(0).(*md.Value)
		if !ok || val.Kind != ast.FloatConst {
			v.errorAt(pos, "invalid fpmath accuracy!")
			return
		}
		if val.Type == nil || val.Type.Name != "float" {
			v.errorAt(pos, "fpmath accuracy must have float type")
			return
		}
		if f, ok := floatValue(val); !ok || !(f > 0) || f > 3.4e38 {
			v.errorAt(pos, "fpmath accuracy not a positive number!")
			return
		}
	}
	if n := v.attachment(i, k.rng); n != nil {
		if op != ast.OpLoad && op != ast.OpCall && op != ast.OpInvoke {
			v.errorAt(pos, "Ranges are only for loads, calls and invokes!")
			return
		}
		if msg := v.rangeRule(n, v.resultType(i), false); msg != "" {
			v.errorAt(pos, "%s", msg)
			return
		}
	}
	if n := v.attachment(i, k.noaliasAddrspace); n != nil && v.ver.Has(llvmver.NoaliasAddrspaceChecked) {
		if op != ast.OpLoad && op != ast.OpStore && op != ast.OpAtomicRMW && op != ast.OpCmpXchg && op != ast.OpCall {
			v.errorAt(pos, "noalias.addrspace are only for memory operations!")
			return
		}
		if msg := v.rangeRule(n, nil, true); msg != "" {
			v.errorAt(pos, "%s", msg)
			return
		}
	}
	if k.invariantGroup >= 0 && v.attachment(i, k.invariantGroup) != nil && op != ast.OpLoad && op != ast.OpStore {
		v.errorAt(pos, "invariant.group metadata is only for loads and stores")
		return
	}
	if n := v.attachment(i, k.nonnull); n != nil {
		if !isPointer(v.resultType(i)) {
			v.errorAt(pos, "nonnull applies only to pointer types")
			return
		}
		if op != ast.OpLoad {
			v.errorAt(pos, "nonnull applies only to load instructions, use attributes for calls or invokes")
			return
		}
		if n.NumOperands() != 0 && v.ver.Has(llvmver.NonnullEmpty) {
			v.errorAt(pos, "nonnull metadata must be empty")
			return
		}
	}
	for _, dk := range [2]int32{k.deref, k.derefOrNull} {
		if n := v.attachment(i, dk); n != nil {
			if msg := v.derefRule(i, n); msg != "" {
				v.errorAt(pos, "%s", msg)
				return
			}
		}
	}
	if n := v.attachment(i, k.nofree); n != nil && v.ver.Has(llvmver.NofreeChecked) {
		if msg := v.nofreeRule(i, n); msg != "" {
			v.errorAt(pos, "%s", msg)
			return
		}
	}
	if n := v.attachment(i, k.captures); n != nil && v.ver.Has(llvmver.CapturesMetadata) {
		if msg := v.capturesRule(i, n); msg != "" {
			v.errorAt(pos, "%s", msg)
			return
		}
	}
	if n := v.attachment(i, k.tbaa); n != nil {
		if msg := v.tbaa.visit(op, n); msg != "" {
			v.errorAt(pos, "%s", msg)
			return
		}
	}
	if n := v.attachment(i, k.noalias); n != nil {
		if msg := aliasScopeList(n); msg != "" {
			v.errorAt(pos, "%s", msg)
			return
		}
	}
	if n := v.attachment(i, k.aliasScope); n != nil {
		if msg := aliasScopeList(n); msg != "" {
			v.errorAt(pos, "%s", msg)
			return
		}
	}
	if n := v.attachment(i, k.accessGroup); n != nil && v.ver.Has(llvmver.AccessGroupChecked) {
		if msg := accessGroup(n); msg != "" {
			v.errorAt(pos, "%s", msg)
			return
		}
	}
	if n := v.attachment(i, k.align); n != nil {
		if msg := v.alignRule(i, n); msg != "" {
			v.errorAt(pos, "%s", msg)
			return
		}
	}
	if n := v.attachment(i, k.prof); n != nil {
		if msg, stop := v.profRule(i, n); msg != "" {
			v.errorAt(pos, "%s", msg)
			if stop {
				return
			}
		}
	}
	if v.ver.Has(llvmver.MemProfChecked) {
		if n := v.attachment(i, k.memprof); n != nil {
			if msg := v.memprofRule(op, n); msg != "" {
				v.errorAt(pos, "%s", msg)
				return
			}
		}
		if n := v.attachment(i, k.callsite); n != nil {
			if !isCallOp(op) {
				v.errorAt(pos, "!callsite metadata should only exist on calls")
				return
			}
			if msg := callStackRule(n); msg != "" {
				v.errorAt(pos, "%s", msg)
				return
			}
		}
	}
	if n := v.attachment(i, k.calleeType); n != nil && v.ver.Has(llvmver.CalleeTypeChecked) {
		if msg := calleeTypeRule(op, n); msg != "" {
			v.errorAt(pos, "%s", msg)
			return
		}
	}
	if v.checkDI {
		if n := v.attachment(i, k.assignID); n != nil {
			if op != ast.OpAlloca && op != ast.OpStore && !v.isMemIntrinsicCall(i) {
				v.diAt(v.instPos(i), "!DIAssignID attached to unexpected instruction kind")
				return
			}
		}
	}
	if n := v.attachment(i, k.mmra); n != nil && v.ver.Has(llvmver.MMRAChecked) {
		if msg := v.mmraRule(i, n); msg != "" {
			v.errorAt(pos, "%s", msg)
			return
		}
	}
	if n := v.attachment(i, k.annotation); n != nil {
		if msg := v.annotationRule(n); msg != "" {
			v.errorAt(pos, "%s", msg)
			return
		}
	}
	if v.checkDI {
		if !v.dbgIsLocation(i, k.dbg) {
			v.diAt(v.instPos(i), "invalid !dbg metadata attachment")
			return
		}
	}
	v.locationsOutOfPlace(i)
}

// resultType returns the type instruction i produces (nil when unknown):
// a load's is read where it is written, other instructions are decoded.
func (v *verifier) resultType(i int) *ast.Type {
	m := v.m
	in := &m.Insts[i]
	if in.Op == ast.OpLoad {
		sc := &v.fs.sc
		sc.Seek(int(in.Start))
		for {
			t := sc.Next()
			if t.Kind == scanner.EOF || t.Start >= in.End {
				return nil
			}
			if in.HasResult && t.Start == in.Start {
				continue // the result name
			}
			if t.Kind == scanner.Equal {
				continue
			}
			if t.Kind == scanner.Ident {
				switch string(m.Src[t.Start:t.End]) {
				case "load", "atomic", "volatile":
					continue
				}
			}
			ty, err := v.dec.TypeAt(t.Start)
			if err != nil {
				return nil
			}
			return ty
		}
	}
	ins, err := v.inst(i)
	if err != nil {
		return nil
	}
	return ins.Type
}

func isPointer(t *ast.Type) bool { return t != nil && t.Kind == ast.PointerType }

// isMemIntrinsicCall reports whether instruction i calls llvm.memcpy,
// llvm.memmove or llvm.memset (their .inline forms included).
func (v *verifier) isMemIntrinsicCall(i int) bool {
	if v.m.Insts[i].Op != ast.OpCall {
		return false
	}
	f := v.callee(i)
	if f < 0 {
		return false
	}
	name := v.m.Functions[f].Name
	for _, p := range []string{"@llvm.memcpy.", "@llvm.memmove.", "@llvm.memset.", "@llvm.memcpy.inline.", "@llvm.memset.inline."} {
		if len(name) > len(p) && name[:len(p)] == p {
			return true
		}
	}
	return false
}

// constInt returns an integer constant operand and its width.
func constInt(m md.Metadata) (val *md.Value, bits uint32, ok bool) {
	val, ok = m.(*md.Value)
	if !ok || val.Type == nil || val.Type.Kind != ast.IntType {
		return nil, 0, false
	}
	switch val.Kind {
	case ast.IntConst, ast.BoolConst:
	case ast.ZeroConst:
		// "i64 zeroinitializer" is the ConstantInt 0 to LLParser.
		val = &md.Value{Kind: ast.IntConst, Type: val.Type, Text: "0"}
	default:
		return nil, 0, false
	}
	return val, val.Type.Bits, true
}

func (v *verifier) derefRule(i int, n *md.Node) string {
	op := v.m.Insts[i].Op
	if !isPointer(v.resultType(i)) {
		return "dereferenceable, dereferenceable_or_null apply only to pointer types"
	}
	if op != ast.OpLoad && op != ast.OpIntToPtr {
		return "dereferenceable, dereferenceable_or_null apply only to load and inttoptr instructions, use attributes for calls or invokes"
	}
	if n.NumOperands() != 1 {
		return "dereferenceable, dereferenceable_or_null take one operand!"
	}
	if _, bits, ok := constInt(n.Operand(0)); !ok || bits != 64 {
		return "dereferenceable, dereferenceable_or_null metadata value must be an i64!"
	}
	return ""
}

func (v *verifier) alignRule(i int, n *md.Node) string {
	if !isPointer(v.resultType(i)) {
		return "align applies only to pointer types"
	}
	if v.m.Insts[i].Op != ast.OpLoad {
		return "align applies only to load instructions, use attributes for calls or invokes"
	}
	if n.NumOperands() != 1 {
		return "align takes one operand!"
	}
	val, bits, ok := constInt(n.Operand(0))
	if !ok || bits != 64 {
		return "align metadata value must be an i64!"
	}
	a, ok := val.Int()
	if !ok || a <= 0 || a&(a-1) != 0 {
		return "align metadata value must be a power of 2!"
	}
	if a > 1<<32 {
		return "alignment is larger that implementation defined limit"
	}
	return ""
}

// profRule is visitProfMetadata; stop tells whether LLVM's check returns
// (the "not allowed for this instruction" report does not).
func (v *verifier) profRule(i int, n *md.Node) (string, bool) {
	in := &v.m.Insts[i]
	if v.ver.Has(llvmver.ProfUnknownMarker) {
		if n.NumOperands() < 1 {
			return "!prof annotations should have at least 1 operand", true
		}
		if n.Operand(0) == nil {
			return "first operand should not be null", true
		}
		s, ok := n.Operand(0).(*md.String)
		if !ok {
			return "expected string with name of the !prof annotation", true
		}
		if s.Value == "unknown" {
			return v.unknownProf(i, n), true
		}
	}
	if n.NumOperands() < 2 {
		return "!prof annotations should have no less than 2 operands", true
	}
	if n.Operand(0) == nil {
		return "first operand should not be null", true
	}
	s, ok := n.Operand(0).(*md.String)
	if !ok {
		return "expected string with name of the !prof annotation", true
	}
	switch {
	case s.Value == "branch_weights":
	case !v.ver.Has(llvmver.ProfNamesChecked):
		return "", false
	case s.Value == "VP":
		return valueProf(in.Op, n), true
	default:
		return "expected either branch_weights or VP profile name", true
	}
	offset := 1
	if v.ver.Has(llvmver.ProfExpectedWeights) && n.NumOperands() >= 3 {
		// LLVM reads any string after the name as the weights' origin
		// (only "expected" exists; release builds do not compare it).
		if _, ok := n.Operand(1).(*md.String); ok {
			offset = 2
		}
	}
	weights := n.NumOperands() - offset
	if in.Op == ast.OpInvoke {
		if weights != 1 && weights != 2 {
			return "Wrong number of InvokeInst branch_weights operands", true
		}
	} else {
		want := v.branchWeightCount(i)
		if want < 0 {
			return "!prof branch_weights are not allowed for this instruction", false
		}
		if weights != want {
			return "Wrong number of operands", true
		}
	}
	for k := offset; k < n.NumOperands(); k++ {
		if n.Operand(k) == nil {
			return "second operand should not be null", true
		}
		if _, _, ok := constInt(n.Operand(k)); !ok {
			return "!prof brunch_weights operand is not a const int", true
		}
	}
	return "", false
}

// branchWeightCount is the number of branch weights instruction i takes,
// -1 for an instruction that takes none (invoke is counted apart).
func (v *verifier) branchWeightCount(i int) int {
	switch v.m.Insts[i].Op {
	case ast.OpBr, ast.OpSwitch, ast.OpIndirectBr, ast.OpCallBr:
		return len(v.dec.Successors(i, nil))
	case ast.OpCall:
		return 1
	case ast.OpSelect:
		return 2
	}
	return -1
}

// unknownProf checks the "unknown" marker (LLVM 22): allowed where branch
// weights are, with exactly one non-empty string naming its origin.
func (v *verifier) unknownProf(i int, n *md.Node) string {
	if v.m.Insts[i].Op != ast.OpInvoke && v.branchWeightCount(i) <= 0 {
		return "'unknown' !prof should only appear on instructions on which 'branch_weights' would"
	}
	if n.NumOperands() != 2 {
		return "'unknown' !prof should have a single additional operand"
	}
	s, ok := n.Operand(1).(*md.String)
	if !ok {
		return "'unknown' !prof should have an additional operand of type string"
	}
	if s.Value == "" {
		return "the 'unknown' !prof operand should not be an empty string"
	}
	return ""
}

// valueProf checks a "VP" value profile (LLVM 22): the name, a kind, a
// total count and value/count pairs; kinds 0 (indirect call target) and 1
// (memop size) belong on calls, 2 (vtable target) anywhere.
func valueProf(op ast.Opcode, n *md.Node) string {
	if n.NumOperands() < 5 {
		return "invalid value profiling metadata"
	}
	val, bits, ok := constInt(n.Operand(1))
	if !ok {
		return "VP !prof missing kind argument"
	}
	kind, ok := val.Int()
	if ok && bits == 1 && kind != 0 {
		kind = 1 // an i1 true zero-extends to 1
	}
	if !ok || kind < 0 || kind > 2 {
		return "Invalid VP !prof kind"
	}
	if (n.NumOperands()-1)%2 != 0 {
		return "VP !prof should have an even number of arguments after 'VP'"
	}
	if kind <= 1 && op != ast.OpCall && op != ast.OpInvoke && op != ast.OpCallBr {
		return "VP !prof indirect call or memop size expected to be applied to CallBase instructions only"
	}
	return ""
}

func (v *verifier) annotationRule(n *md.Node) string {
	if v.ver.Has(llvmver.AnnotationTuples) {
		if kindOf(n) != "" {
			return "annotation must be a tuple"
		}
		if n.NumOperands() < 1 {
			return "annotation must have at least one operand"
		}
		for _, op := range n.Operands() {
			if _, ok := op.(*md.String); ok {
				continue
			}
			t, ok := op.(*md.Node)
			if ok && kindOf(t) == "" && !t.Missing() {
				all := true
				for _, x := range t.Operands() {
					if _, ok := x.(*md.String); !ok {
						all = false
					}
				}
				if all {
					continue
				}
			}
			return "operands must be a string or a tuple of strings"
		}
		return ""
	}
	if n.NumOperands() < 1 {
		return "annotation must have at least one operand"
	}
	for _, op := range n.Operands() {
		if _, ok := op.(*md.String); !ok {
			return "operands must be strings"
		}
	}
	return ""
}

func aliasScopeList(n *md.Node) string {
	for _, op := range n.Operands() {
		s, ok := op.(*md.Node)
		if !ok || s == nil {
			return "scope list must consist of MDNodes"
		}
		if msg := aliasScope(s); msg != "" {
			return msg
		}
	}
	return ""
}

func aliasScope(n *md.Node) string {
	ops := n.Operands()
	if len(ops) < 2 || len(ops) > 3 {
		return "scope must have two or three operands"
	}
	if self, ok := ops[0].(*md.Node); !(ok && self == n) {
		if _, ok := ops[0].(*md.String); !ok {
			return "first scope operand must be self-referential or string"
		}
	}
	if len(ops) == 3 {
		if _, ok := ops[2].(*md.String); !ok {
			return "third scope operand must be string (if used)"
		}
	}
	d, ok := ops[1].(*md.Node)
	if !ok || d == nil {
		return "second scope operand must be MDNode"
	}
	dops := d.Operands()
	if len(dops) < 1 || len(dops) > 2 {
		return "domain must have one or two operands"
	}
	if self, ok := dops[0].(*md.Node); !(ok && self == d) {
		if _, ok := dops[0].(*md.String); !ok {
			return "first domain operand must be self-referential or string"
		}
	}
	if len(dops) == 2 {
		if _, ok := dops[1].(*md.String); !ok {
			return "second domain operand must be string (if used)"
		}
	}
	return ""
}

func accessGroup(n *md.Node) string {
	valid := func(x *md.Node) bool { return x.NumOperands() == 0 && x.Distinct }
	if valid(n) {
		return ""
	}
	for _, op := range n.Operands() {
		x, ok := op.(*md.Node)
		if !ok || x == nil {
			return "Access scope list must consist of MDNodes"
		}
		if !valid(x) {
			return "Access scope list contains invalid access scope"
		}
	}
	return ""
}
