package modflags

import (
	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/check"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/token"
	"strings"
)

// Options select the LLVM version whose rules Check applies.
type Options struct {
	// AllowMin accepts behavior 8 (Min), which LLVM 15 added; LLVM 14
	// rejects it as an unexpected constant.
	AllowMin bool
	// MinNonNegative requires a Min flag's value to be a non-negative
	// integer (LLVM 15, with Min itself).
	MinNonNegative bool
	// PICLevelMin: the reader turns a "PIC Level" flag with behavior Error
	// or Max into Min before the verifier sees it (llvmver.ModFlagPICLevelMin).
	PICLevelMin bool
	// AArch64Min: the reader turns AArch64's branch-protection flags with
	// behavior Error into Min (llvmver.ModFlagAArch64Min).
	AArch64Min bool
	// PAuthABIPair: the AArch64 PAuth ABI platform and version flags come
	// both or neither (llvmver.PAuthABIFlagsPaired).
	PAuthABIPair bool
}

// OptionsFor returns the rules of LLVM release v.
func OptionsFor(v llvmver.Version) Options {
	return Options{AllowMin: v.Has(llvmver.ModFlagMinBehavior), MinNonNegative: v.Has(llvmver.ModFlagMinMissingIsZero),
		PICLevelMin: v.Has(llvmver.ModFlagPICLevelMin), AArch64Min: v.Has(llvmver.ModFlagAArch64Min), PAuthABIPair: v.Has(llvmver.PAuthABIFlagsPaired)}
}

func init() {
	check.RegisterVersioned("modflags", func(g *md.Graph, v llvmver.Version) []check.Diagnostic { return Check(g, OptionsFor(v)) })
}

// Check applies the module-flag checks of LLVM's verifier
// (visitModuleFlag, then the requirements of visitModuleFlags), with its
// messages. A failing check stops checking that flag; the others go on.
func Check(g *md.Graph, opt Options) []check.Diagnostic {
	l := g.Named(NamedList)
	if l == nil {
		return nil
	}
	c := &checker{g: g, opt: opt, seen: map[string]*md.Node{}}
	var platform, version *md.Node // the PAuth ABI flags with integer values
	for _, n := range l.Nodes {
		c.flag(n)
		if n == nil || n.NumOperands() != 3 {
			continue
		}
		if id, ok := n.Operand(1).(*md.String); ok {
			if _, isInt := intValue(n.Operand(2)); isInt {
				switch id.Value {
				case "aarch64-elf-pauthabi-platform":
					platform = n
				case "aarch64-elf-pauthabi-version":
					version = n
				}
			}
		}
	}
	if opt.PAuthABIPair && (platform == nil) != (version == nil) {
		at := platform
		if at == nil {
			at = version
		}
		c.errorf(at, "either both or no 'aarch64-elf-pauthabi-platform' and 'aarch64-elf-pauthabi-version' module flags must be present")
	}
	for _, r := range c.requires {
		f, ok := c.seen[r.id]
		switch {
		case !ok:
			c.errorf(r.node, "invalid requirement on flag, flag is not present in module")
		case !sameMetadata(f.Operand(2), r.value):
			c.errorf(r.node, "invalid requirement on flag, flag does not have the required value")
		}
	}
	return c.diags
}

type requirement struct {
	node  *md.Node
	id    string
	value md.Metadata
}

type checker struct {
	g        *md.Graph
	opt      Options
	seen     map[string]*md.Node
	requires []requirement
	diags    []check.Diagnostic
	// funcs holds the names of the module's functions, made when first
	// asked (see isFunction).
	funcs map[string]bool
}

func (c *checker) errorf(n *md.Node, msg string) {
	pos := token.Position{Filename: c.g.Module.File.Name}
	if n != nil {
		pos = n.Pos()
	}
	c.diags = append(c.diags, check.Diagnostic{Pos: pos, Severity: check.Error, Msg: msg})
}

func (c *checker) flag(n *md.Node) {
	if n.Kind != md.Tuple || n.NumOperands() != 3 {
		c.errorf(n, "incorrect number of operands in module flag")
		return
	}
	b, ok := intValue(n.Operand(0))
	if !ok {
		c.errorf(n, "invalid behavior operand in module flag (expected constant integer)")
		return
	}
	if objCGCUpgraded(n) {
		b = int64(Error)
	}
	if id, ok := n.Operand(1).(*md.String); ok {
		// The verifier sees the flag as the loader upgraded it (llvm-as 14:
		// "invalid value for 'max' module flag (expected constant
		// integer)" on !{i32 1, !"PIC Level", !"x"}).
		b = int64(loadedBehavior(id.Value, Behavior(b), c.opt.PICLevelMin, c.opt.AArch64Min))
	}
	last := int64(Max)
	if c.opt.AllowMin {
		last = int64(Min)
	}
	if b < int64(Error) || b > last {
		c.errorf(n, "invalid behavior operand in module flag (unexpected constant)")
		return
	}
	id, ok := n.Operand(1).(*md.String)
	if !ok {
		c.errorf(n, "invalid ID operand in module flag (expected metadata string)")
		return
	}
	value := n.Operand(2)
	switch Behavior(b) {
	case Max:
		if _, ok := intValue(value); !ok {
			c.errorf(n, "invalid value for 'max' module flag (expected constant integer)")
			return
		}
	case Min:
		x, ok := intValue(value)
		if c.opt.MinNonNegative && (!ok || x < 0 || isI1True(value)) {
			c.errorf(n, "invalid value for 'min' module flag (expected constant non-negative integer)")
			return
		}
		if !ok {
			c.errorf(n, "invalid value for 'min' module flag (expected constant integer)")
			return
		}
	case Require:
		pair, ok := value.(*md.Node)
		if !ok || pair == nil || pair.Kind != md.Tuple || pair.NumOperands() != 2 {
			c.errorf(n, "invalid value for 'require' module flag (expected metadata pair)")
			return
		}
		req, ok := pair.Operand(0).(*md.String)
		if !ok {
			c.errorf(n, "invalid value for 'require' module flag (first value operand should be a string)")
			return
		}
		c.requires = append(c.requires, requirement{node: n, id: req.Value, value: pair.Operand(1)})
		return // Require flags may repeat an ID
	case Append, AppendUnique:
		if v, ok := value.(*md.Node); !ok || v == nil {
			c.errorf(n, "invalid value for 'append'-type module flag (expected a metadata node)")
			return
		}
	}
	if _, dup := c.seen[id.Value]; dup {
		c.errorf(n, "module flag identifiers must be unique (or of 'require' type)")
	}
	c.seen[id.Value] = n
	switch id.Value {
	case "wchar_size":
		if _, ok := intValue(value); !ok {
			c.errorf(n, "wchar_size metadata requires constant integer argument")
		}
	case "Linker Options":
		if c.g.Named("llvm.linker.options") == nil {
			c.errorf(n, "'Linker Options' named metadata no longer supported")
		}
	case "SemanticInterposition":
		if _, ok := intValue(value); !ok {
			c.errorf(n, "SemanticInterposition metadata requires constant integer argument")
		}
	case "CG Profile":
		if list, ok := value.(*md.Node); ok && list != nil {
			for _, op := range list.Operands() {
				c.cgProfileEntry(n, op)
			}
		}
	}
}

// cgProfileEntry checks one {caller, callee, count} entry of CG Profile.
func (c *checker) cgProfileEntry(flag *md.Node, op md.Metadata) {
	e, ok := op.(*md.Node)
	if !ok || e == nil || e.Kind != md.Tuple || e.NumOperands() != 3 {
		at := flag
		if ok && e != nil && e.ID >= 0 {
			at = e
		}
		c.errorf(at, "expected a MDNode triple")
		return
	}
	for i := 0; i < 2; i++ {
		if !c.isFunctionOrNull(e.Operand(i)) {
			c.errorf(e, "expected a Function or null")
		}
	}
	if _, ok := intValue(e.Operand(2)); !ok {
		c.errorf(e, "expected an integer constant")
	}
}

// isFunctionOrNull reports whether m is null metadata or a function (the
// verifier strips pointer casts first): a reference to a function of the
// module (not a null pointer, a variable or an alias), or a constant
// expression, whose operand is not decoded here (a cast of a function or
// an all-zero getelementptr of one passes; others are not judged).
func (c *checker) isFunctionOrNull(m md.Metadata) bool {
	switch v := m.(type) {
	case nil:
		return true
	case *md.Value:
		switch v.Kind {
		case ast.GlobalRef:
			// (A quoted name is not decoded here: taken for a function.)
			return strings.ContainsRune(v.Text, '"') || c.isFunction(v.Text)
		case ast.ConstExpr:
			return true
		}
	}
	return false
}

// isFunction reports whether the module defines or declares a function
// named name (with '@', written without quotes).
func (c *checker) isFunction(name string) bool {
	if c.funcs == nil {
		c.funcs = make(map[string]bool, len(c.g.Module.Functions))
		for i := range c.g.Module.Functions {
			c.funcs[c.g.Module.Functions[i].Name] = true
		}
	}
	return c.funcs[name]
}

// sameMetadata compares two flag values as LLVM does for uniqued metadata:
// by content.
func sameMetadata(a, b md.Metadata) bool {
	switch x := a.(type) {
	case nil:
		return b == nil
	case *md.Value:
		y, ok := b.(*md.Value)
		return ok && md.CanonValue(x) == md.CanonValue(y)
	case *md.String:
		y, ok := b.(*md.String)
		return ok && x.Value == y.Value
	case *md.Node:
		y, ok := b.(*md.Node)
		return ok && (x == y || md.Format(x) == md.Format(y))
	}
	return false
}

// isI1True reports whether m is an i1 with its bit set, which LLVM reads
// as negative (-1).
func isI1True(m md.Metadata) bool {
	v, ok := m.(*md.Value)
	if !ok || v.Type == nil || v.Type.Kind != ast.IntType || v.Type.Bits != 1 {
		return false
	}
	x, ok := v.Int()
	return ok && x != 0
}

// objCGCUpgraded reports whether LLVM's reader rewrites flag n before the
// verifier sees it: an "Objective-C Garbage Collection" flag whose value is
// an integer wider or narrower than i8 becomes an Error flag with the low
// byte (UpgradeModuleFlags, LLVM 14 and 22 alike), whatever its behavior
// was.
func objCGCUpgraded(n *md.Node) bool {
	id, ok := n.Operand(1).(*md.String)
	if !ok || id.Value != "Objective-C Garbage Collection" {
		return false
	}
	v, ok := n.Operand(2).(*md.Value)
	return ok && v.Type != nil && v.Type.Kind == ast.IntType && v.Type.Bits != 8 && (v.Kind == ast.IntConst || v.Kind == ast.BoolConst)
}
