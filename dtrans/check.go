package dtrans

import (
	"errors"
	"fmt"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/check"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/token"
)

func init() { check.Register("dtrans", Check) }

// Check verifies DTrans's metadata and annotations:
//   - !dtrans-type sits on instructions and holds a pointer-typed null
//     (!{T* null}) or a well-formed pair (!{T zeroinitializer, i32 level});
//   - !dtrans-soatoaos sits on functions, with the same shapes;
//   - an llvm.ptr.annotation call whose string global is named as a DTrans
//     annotation refers to a defined constant string global, whose text
//     starts with "{dtrans}" (a warning otherwise);
//   - !intel.dtrans.types lists well-formed structure descriptions, and
//     the intel_dtrans_type and intel.dtrans.func.type attachments are
//     well formed.
func Check(g *md.Graph) []check.Diagnostic {
	c := &checker{g: g}
	// Walking every target's attachments decodes them all; a module without
	// any DTrans attachment kind (most modules) skips that.
	for _, k := range g.Module.AttachKinds {
		if k == TypeKind || k == SOAToAOSKind || k == TypeAttachment || k == FuncTypeAttachment {
			g.Targets(c.target)
			break
		}
	}
	c.annotations()
	_, errs := Types(g)
	for _, err := range errs {
		var te *TypeError
		if errors.As(err, &te) {
			c.add(te.Node.Pos(), check.Error, te.Err.Error())
		}
	}
	return c.diags
}

type checker struct {
	g     *md.Graph
	diags []check.Diagnostic
}

func (c *checker) add(pos token.Position, sev check.Severity, msg string) {
	if !pos.IsValid() {
		pos = token.Position{Filename: c.g.Module.File.Name}
	}
	c.diags = append(c.diags, check.Diagnostic{Pos: pos, Severity: sev, Msg: msg})
}

// nodePos is the node's definition, or the target for inline nodes.
func (c *checker) nodePos(n *md.Node, t md.Target) token.Position {
	if p := n.Pos(); p.IsValid() && n.ID >= 0 {
		return p
	}
	return c.g.TargetPos(t)
}

func (c *checker) target(t md.Target) {
	g := c.g
	for _, a := range g.Attachments(t) {
		switch a.Kind {
		case TypeKind, SOAToAOSKind:
			want := md.InstTarget
			where := "an instruction"
			if a.Kind == SOAToAOSKind {
				want, where = md.FunctionTarget, "a function"
			}
			if t.Kind != want {
				c.add(g.TargetPos(t), check.Error, fmt.Sprintf("!%s on %s: it belongs on %s", a.Kind, g.TargetName(t), where))
				continue
			}
			h, err := DecodeHint(a.Node)
			if err != nil {
				c.add(c.nodePos(a.Node, t), check.Error, fmt.Sprintf("!%s of %s: %v", a.Kind, g.TargetName(t), err))
			} else if name := undefinedType(g, h.Base); name != "" {
				// The parser leaves named types to LLVM; this is its message.
				c.add(c.nodePos(a.Node, t), check.Error, fmt.Sprintf("!%s of %s: use of undefined type named '%s'", a.Kind, g.TargetName(t), name[1:]))
			}
		case TypeAttachment:
			if _, _, err := TypeOf(g, t); err != nil {
				c.add(c.nodePos(a.Node, t), check.Error, fmt.Sprintf("!%s of %s: %v", a.Kind, g.TargetName(t), unwrapType(err)))
			}
		case FuncTypeAttachment:
			if t.Kind != md.FunctionTarget {
				c.add(g.TargetPos(t), check.Error, fmt.Sprintf("!%s on %s: it belongs on a function", a.Kind, g.TargetName(t)))
				continue
			}
			if _, _, err := FuncTypesOf(g, t.Index); err != nil {
				c.add(c.nodePos(a.Node, t), check.Error, fmt.Sprintf("!%s of %s: %v", a.Kind, g.TargetName(t), unwrapType(err)))
			}
		}
	}
}

func unwrapType(err error) error {
	var te *TypeError
	if errors.As(err, &te) {
		return te.Err
	}
	return err
}

// annotations checks that DTrans annotation calls refer to annotation
// globals.
func (c *checker) annotations() {
	m := c.g.Module
	// The module reads, so a call of the intrinsic has its declaration: a
	// module without one (most) skips the scan of every call's text.
	declared := false
	for i := range m.Functions {
		if strings.HasPrefix(m.Functions[i].Name, "@"+AnnotationIntrinsic) {
			declared = true
			break
		}
	}
	if !declared {
		return
	}
	globals := map[string]*ast.Global{}
	for i := range m.Globals {
		globals[m.Globals[i].Name] = &m.Globals[i]
	}
	for _, a := range Annotations(c.g) {
		pos := m.Position(m.Insts[a.Inst].Start)
		if !a.DTrans {
			if strings.HasPrefix(a.Content, "{dtrans}") {
				c.add(pos, check.Warning, fmt.Sprintf("annotation %q is DTrans's, but its global %s is not named as a DTrans annotation kind, so DTrans will not recognise it", a.Content, a.Global))
			}
			continue
		}
		gl := globals[a.Global]
		switch {
		case gl == nil:
			c.add(pos, check.Error, fmt.Sprintf("DTrans annotation refers to %s, which is not a global variable of the module", a.Global))
		case !gl.Constant:
			c.add(pos, check.Error, fmt.Sprintf("DTrans annotation global %s is not a constant", a.Global))
		case !a.IsString:
			c.add(pos, check.Error, fmt.Sprintf("DTrans annotation global %s does not hold a string", a.Global))
		case !strings.HasPrefix(a.Content, "{dtrans}"):
			c.add(pos, check.Warning, fmt.Sprintf("DTrans %s annotation string %q does not start with \"{dtrans}\"", a.Kind, a.Content))
		}
		if a.Args < 4 || a.Args > 5 {
			c.add(pos, check.Error, fmt.Sprintf("llvm.ptr.annotation call with %d arguments (4 or 5 expected)", a.Args))
		}
	}
}
