// Package md is the metadata graph of an LLVM IR module: every metadata node
// as a value you can walk (operands, named fields, users), the named
// metadata lists, and the attachments of instructions, functions and
// globals. Nodes are decoded from the source on first access, so building a
// Graph costs little more than the parse. Schema packages (di, tbaa,
// modflags, loops, opencl, taffo, dtrans) are written against the Graph,
// never against the lexer.
//
// Open: irmeta.Open (the module's root package) reads a file, text or
// bitcode, and returns the module with its Graph; New makes the Graph of an
// ast.Module parsed by package parser.
//
// Walk: entities are named by Target (OnModule, Function(i), Global(i),
// Inst(i)); Functions, Globals, Blocks, Insts, AllInsts, AttachmentsSeq,
// NamedSeq and NodesSeq are iterators; Attachment(t, "tbaa") reads one
// attachment (kinds with or without '!'); NodeByID, Named, Users and
// Attachers find nodes; TargetName, ResultName and FunctionOf name things
// in messages.
//
// Edit: the Graph is also the editor. When an edit becomes visible depends
// on what it changes:
//
//   - Metadata edits are visible through the Graph at once: SetAttachment,
//     RemoveAttachment, SetNamed, AddNamedOperand, RemoveNamedOperand,
//     RemoveNamed, SetOperand, SetField, and the nodes NewTuple,
//     NewSpecialized, ParseNode and Intern make.
//   - Structural edits change the text only: InsertBefore, RemoveInst,
//     AddTopLevel and RemoveEntity record a patch that Print applies, but
//     Module (the ast) and the Graph still show the old entities until
//     Commit, which prints the module, parses it again and returns the new
//     Graph (instruction and entity indices change then).
//
// Write: Print and Bytes write the module with every edit applied; lines
// of untouched entities print as they were, edited entities are printed
// again, and new nodes are appended.
package md

import (
	"math"
	"math/big"
	"strconv"

	"github.com/irmeta/irmeta/ast"
)

// Metadata is one metadata value: a *Node, a *String, a *Value, a *Literal
// (a plain field value of a specialized node), or nil for null.
type Metadata interface {
	// String renders the metadata as an operand in LLVM syntax: "!12",
	// "!\"text\"", "i32 7".
	String() string
	isMetadata()
}

// A String is an MDString: !"text".
type String struct {
	Value string
}

// NewString returns an MDString.
func NewString(s string) *String { return &String{Value: s} }

func (*String) isMetadata() {}

// String renders !"text" with LLVM's escapes.
func (s *String) String() string { return "!" + ast.QuoteString(s.Value) }

// A Value is a constant wrapped as metadata: "i32 7", "double 1.0",
// "ptr @f", "float undef", "%T zeroinitializer".
type Value struct {
	Type *ast.Type
	// Text is the value as written after the type: "7", "@f", "undef".
	Text string
	// Kind classifies the value (IntConst, GlobalRef, UndefConst, ...).
	Kind ast.ValueKind
}

func (*Value) isMetadata() {}

// String renders "type value".
func (v *Value) String() string {
	if v.Type == nil {
		return v.Text
	}
	return v.Type.String() + " " + v.Text
}

// Int returns the value as a signed integer when it is an integer or boolean
// constant.
func (v *Value) Int() (int64, bool) {
	switch v.Kind {
	case ast.BoolConst:
		if v.Text == "true" {
			return 1, true
		}
		return 0, true
	case ast.IntConst:
		return parseIntLiteral(v.Text, v.Type)
	case ast.NullConst, ast.ZeroConst:
		if v.Type != nil && v.Type.Kind == ast.IntType {
			return 0, true
		}
	}
	return 0, false
}

// Float returns the value of a floating-point (or integer) constant.
func (v *Value) Float() (float64, bool) {
	switch v.Kind {
	case ast.FloatConst:
		return parseFloatLiteral(v.Text, v.Type)
	case ast.IntConst, ast.BoolConst:
		i, ok := v.Int()
		return float64(i), ok
	case ast.ZeroConst:
		return 0, true
	}
	return 0, false
}

// Global returns the referenced global's name with '@' when the value is a
// reference to a function or global variable.
func (v *Value) Global() (string, bool) {
	if v.Kind == ast.GlobalRef {
		return v.Text, true
	}
	return "", false
}

// A Literal is a plain field value inside a specialized node: an integer
// ("line: 12"), a string ("name: \"x\""), a keyword ("DW_TAG_member",
// "true") or flags joined by '|'.
type Literal struct {
	Kind ast.MDKind // MDInt, MDRawString, MDIdent, MDFlags
	Text string     // the integer or keyword as written; the decoded string for MDRawString
}

func (*Literal) isMetadata() {}

// String renders the literal as written in a specialized node.
func (l *Literal) String() string {
	if l.Kind == ast.MDRawString {
		return ast.QuoteString(l.Text)
	}
	return l.Text
}

// parseIntLiteral parses a decimal or [us]0x integer literal, interpreting
// it in the bit width of t (so i32 4294967295 reads as -1 when signed).
func parseIntLiteral(s string, t *ast.Type) (int64, bool) {
	if len(s) > 2 && (s[0] == 'u' || s[0] == 's') && s[1] == '0' {
		u, err := strconv.ParseUint(s[3:], 16, 64)
		if err != nil {
			return 0, false
		}
		if s[0] == 's' && t != nil && t.Bits > 0 && t.Bits < 64 && u&(1<<(t.Bits-1)) != 0 {
			return int64(u) - int64(1)<<t.Bits, true
		}
		return int64(u), true
	}
	if i, err := strconv.ParseInt(s, 10, 64); err == nil {
		return i, true
	}
	if u, err := strconv.ParseUint(s, 10, 64); err == nil {
		return int64(u), true
	}
	// Wider literals wrap to 64 bits, as LLVM truncates them to the type.
	if b, ok := new(big.Int).SetString(s, 10); ok {
		return int64(new(big.Int).And(b, maxUint64).Uint64()), true
	}
	return 0, false
}

var maxUint64 = new(big.Int).SetUint64(math.MaxUint64)

// parseFloatLiteral parses decimal and hexadecimal LLVM float literals.
// Hexadecimal literals hold the bits of a double (or, with a K/L/M/H/R
// prefix, of another format; those are converted where simple).
func parseFloatLiteral(s string, t *ast.Type) (float64, bool) {
	if len(s) > 2 && s[0] == '0' && s[1] == 'x' {
		body := s[2:]
		switch body[0] {
		case 'H': // half
			u, err := strconv.ParseUint(body[1:], 16, 16)
			if err != nil {
				return 0, false
			}
			return halfToFloat(uint16(u)), true
		case 'R': // bfloat
			u, err := strconv.ParseUint(body[1:], 16, 16)
			if err != nil {
				return 0, false
			}
			return float64(math.Float32frombits(uint32(u) << 16)), true
		case 'K', 'L', 'M':
			return 0, false
		}
		u, err := strconv.ParseUint(body, 16, 64)
		if err != nil {
			return 0, false
		}
		return math.Float64frombits(u), true
	}
	f, err := strconv.ParseFloat(s, 64)
	return f, err == nil
}

func halfToFloat(h uint16) float64 {
	sign := 1.0
	if h&0x8000 != 0 {
		sign = -1
	}
	exp := int(h>>10) & 0x1F
	frac := float64(h & 0x3FF)
	switch exp {
	case 0:
		return sign * frac * math.Pow(2, -24)
	case 31:
		if frac == 0 {
			return sign * math.Inf(1)
		}
		return math.NaN()
	}
	return sign * (1 + frac/1024) * math.Pow(2, float64(exp-15))
}
