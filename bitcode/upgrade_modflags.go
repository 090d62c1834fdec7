package bitcode

// Module flag behaviours the reader's upgrade tells apart.
const (
	modFlagError = 1
	modFlagMax   = 7
)

// upgradePICLevel does what LLVM's UpgradeModuleFlags does to the "PIC
// Level" and "PIE Level" flags of old files, whose behaviour was Error:
// the list gets a flag of behaviour Max with the same name and value in
// its place (a node added after the module's metadata).
func (d *decoder) upgradePICLevel() {
	for k := range d.named {
		nm := &d.named[k]
		if nm.name != "llvm.module.flags" {
			continue
		}
		for i, op := range nm.ops {
			n := d.md.get(op)
			if n == nil || n.kind != mdNode || len(n.ops) != 3 {
				continue
			}
			if id := d.mdString(n.ops[1]); id != "PIC Level" && id != "PIE Level" {
				continue
			}
			// the behaviour: a value node, or a constant of an OLD_NODE
			vals := d.inlineVals[n]
			var b *value
			if vals != nil {
				b = vals[0]
			} else if e := d.md.get(n.ops[0]); e != nil && e.kind == mdValue {
				b = e.val
			}
			if b == nil || b.c == nil || b.ty.kind != tInt || b.c.code != 4 || len(b.c.ops) == 0 || decodeSigned(b.c.ops[0]) != modFlagError {
				continue
			}
			up := &mdEntry{kind: mdNode, ops: append([]int(nil), n.ops...)}
			if vals != nil {
				nv := append([]*value(nil), vals...)
				nv[0] = d.intConst(b.ty, modFlagMax)
				d.inlineVals[up] = nv
			} else {
				up.ops[0] = d.addMD(&mdEntry{kind: mdValue, val: d.intConst(b.ty, modFlagMax)})
			}
			nm.ops[i] = d.addMD(up)
		}
	}
}
