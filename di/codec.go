package di

import (
	"errors"
	"fmt"

	"github.com/irmeta/irmeta/ast"
	"math/big"
	"reflect"
	"strconv"
	"strings"
	"sync"

	"github.com/irmeta/irmeta/md"
)

// fieldInfo is one field of a node kind's struct.
type fieldInfo struct {
	name     string // as in IR
	index    int    // in the struct
	always   bool
	unsigned bool
	asValue  bool
	def      string // default=X, as written
	hasDef   bool
	absent   string // absent=X: the value of a missing field, printed always
	hasAbs   bool
}

type kindInfo struct {
	fields []fieldInfo
	byName map[string]int // IR name -> index in fields
}

var kindInfos sync.Map // reflect.Type -> *kindInfo

func infoOf(t reflect.Type) *kindInfo {
	if ki, ok := kindInfos.Load(t); ok {
		return ki.(*kindInfo)
	}
	ki := &kindInfo{byName: map[string]int{}}
	for i := 0; i < t.NumField(); i++ {
		tag, ok := t.Field(i).Tag.Lookup("di")
		if !ok {
			continue
		}
		parts := strings.Split(tag, ",")
		f := fieldInfo{name: parts[0], index: i}
		for _, p := range parts[1:] {
			switch {
			case p == "always":
				f.always = true
			case p == "unsigned":
				f.unsigned = true
			case p == "asvalue":
				f.asValue = true
			case strings.HasPrefix(p, "default="):
				f.def, f.hasDef = p[len("default="):], true
			case strings.HasPrefix(p, "absent="):
				f.absent, f.hasAbs = p[len("absent="):], true
			}
		}
		ki.byName[f.name] = len(ki.fields)
		ki.fields = append(ki.fields, f)
	}
	kindInfos.Store(t, ki)
	return ki
}

// A ReadError reports a field whose value does not fit its kind.
type ReadError struct {
	Node  *md.Node
	Field string
	Value string
}

func (e *ReadError) Error() string {
	return fmt.Sprintf("%s: %s: invalid value %s for field '%s'", e.Node.Pos(), e.Node.Name, e.Value, e.Field)
}

var errNoNode = errors.New("no debug-info node")

// Read returns the typed value of a specialized debug-info node: a
// *Location for !DILocation(...), a *Subprogram for !DISubprogram(...),
// and so on for every kind of LLVM 22. Absent fields take LLVM's
// defaults. It fails for tuples and for values that do not fit a field.
func Read(n *md.Node) (DINode, error) {
	if n == nil {
		return nil, errNoNode
	}
	if n.Kind == md.Tuple {
		return nil, fmt.Errorf("%s: a tuple is not a debug-info node", n.Pos())
	}
	mk := newByKind[n.Name]
	if mk == nil {
		return nil, fmt.Errorf("%s: unknown debug-info node kind %q", n.Pos(), n.Name)
	}
	if err := n.Err(); err != nil {
		return nil, err
	}
	x := mk()
	b := x.base()
	b.Distinct, b.Node = n.Distinct || selfRef(n), n
	switch v := x.(type) {
	case *Expression:
		return v, readExpression(v, n)
	case *ArgList:
		v.Args = append([]md.Metadata(nil), n.Operands()...)
		return v, nil
	}
	return x, readFields(x, n)
}

// selfRef reports whether n refers to itself: LLVM treats such a uniqued
// node as distinct, and prints it so.
func selfRef(n *md.Node) bool {
	for _, f := range n.Fields() {
		if f.Value == md.Metadata(n) {
			return true
		}
	}
	return false
}

// As reads m as a node of kind T, or returns nil when m is not such a
// node: di.As[di.File](sp.File).
func As[T any, P interface {
	*T
	DINode
}](m md.Metadata) P {
	n, ok := m.(*md.Node)
	if !ok || n == nil {
		return nil
	}
	var zero P = new(T)
	if n.Name != zero.Kind() {
		return nil
	}
	x, err := Read(n)
	if err != nil {
		return nil
	}
	p, _ := x.(P)
	return p
}

func readFields(x DINode, n *md.Node) error {
	v := reflect.ValueOf(x).Elem()
	ki := infoOf(v.Type())
	var seen uint64
	var legacy map[string]md.Metadata
	for _, f := range n.Fields() {
		i, ok := ki.byName[f.Name]
		if !ok {
			if legacy == nil {
				legacy = map[string]md.Metadata{}
			}
			legacy[f.Name] = f.Value
			continue
		}
		seen |= 1 << uint(i)
		if !setField(v.Field(ki.fields[i].index), f.Value) {
			return &ReadError{Node: n, Field: f.Name, Value: md.FormatOperand(f.Value)}
		}
	}
	for i, fi := range ki.fields {
		if seen&(1<<uint(i)) == 0 && fi.hasDef {
			setDefault(v.Field(fi.index), fi.def)
		}
		if seen&(1<<uint(i)) == 0 && fi.hasAbs {
			setDefault(v.Field(fi.index), fi.absent)
		}
	}
	switch k := x.(type) {
	case *Subprogram:
		if seen&(1<<uint(ki.byName["spFlags"])) == 0 {
			k.SPFlags = legacySPFlags(legacy)
		}
	case *GenericSubrange:
		for _, b := range []*IntOrNode{&k.Count, &k.LowerBound, &k.UpperBound, &k.Stride} {
			if e := As[Expression](b.Node); e != nil {
				if c, signed, ok := e.Constant(); ok && signed {
					*b = Const(c)
				}
			}
		}
	case *GenericNode:
		if l, ok := k.operandsNode(n); ok {
			k.Operands = append([]md.Metadata(nil), l.Operands()...)
		}
	}
	return nil
}

func (g *GenericNode) operandsNode(n *md.Node) (*md.Node, bool) {
	l, ok := n.Field("operands").(*md.Node)
	return l, ok && l != nil
}

// legacySPFlags folds old IR's isLocal, isDefinition (default true),
// isOptimized and virtuality into SPFlags (DISubprogram::toSPFlags).
func legacySPFlags(f map[string]md.Metadata) SPFlags {
	isTrue := func(name string, def bool) bool {
		if l, ok := f[name].(*md.Literal); ok {
			return l.Text == "true"
		}
		return def
	}
	var s SPFlags
	if l, ok := f["virtuality"].(*md.Literal); ok {
		if v, ok := virts.parse(l.Text); ok {
			s |= SPFlags(v) & 3
		}
	}
	if isTrue("isLocal", false) {
		s |= SPFlagLocalToUnit
	}
	if isTrue("isDefinition", true) {
		s |= SPFlagDefinition
	}
	if isTrue("isOptimized", false) {
		s |= SPFlagOptimized
	}
	return s
}

var (
	metadataType = reflect.TypeOf((*md.Metadata)(nil)).Elem()
	intOrNode    = reflect.TypeOf(IntOrNode{})
	bigIntPtr    = reflect.TypeOf((*big.Int)(nil))
	mdSlice      = reflect.TypeOf([]md.Metadata(nil))
)

// tableFor returns the name table of an enumerated field type.
func tableFor(t reflect.Type) *nameTable {
	switch t {
	case reflect.TypeOf(Tag(0)):
		return tags
	case reflect.TypeOf(Lang(0)):
		return langs
	case reflect.TypeOf(LName(0)):
		return lnames
	case reflect.TypeOf(Encoding(0)):
		return encodings
	case reflect.TypeOf(CC(0)):
		return ccs
	case reflect.TypeOf(Virtuality(0)):
		return virts
	case reflect.TypeOf(Macinfo(0)):
		return macinfos
	case reflect.TypeOf(EnumKind(0)):
		return enumKinds
	case reflect.TypeOf(EmissionKind(0)):
		return emissions
	case reflect.TypeOf(NameTableKind(0)):
		return nameTables
	case reflect.TypeOf(ChecksumKind(0)):
		return checksums
	case reflect.TypeOf(FixedPointKind(0)):
		return fixedKinds
	case reflect.TypeOf(Flags(0)):
		return diFlagTable
	case reflect.TypeOf(SPFlags(0)):
		return spFlagTable
	}
	return nil
}

func literalText(m md.Metadata) (string, bool) {
	l, ok := m.(*md.Literal)
	if !ok {
		return "", false
	}
	return l.Text, true
}

// setField stores metadata value m into field v.
func setField(v reflect.Value, m md.Metadata) bool {
	t := v.Type()
	switch {
	case t == metadataType:
		if m != nil {
			v.Set(reflect.ValueOf(m))
		}
		return true
	case t == intOrNode:
		var x IntOrNode
		switch mv := m.(type) {
		case *md.Literal:
			i, err := strconv.ParseInt(mv.Text, 10, 64)
			if err != nil {
				u, err2 := strconv.ParseUint(mv.Text, 10, 64)
				if err2 != nil {
					return false
				}
				i = int64(u)
			}
			x = Const(i)
		case *md.Value:
			if i, ok := mv.Int(); ok && mv.Type != nil && mv.Type.String() == "i64" {
				x = Const(i)
			} else {
				x = IntOrNode{Node: mv, Set: true}
			}
		case nil:
		default:
			x = IntOrNode{Node: m, Set: true}
		}
		v.Set(reflect.ValueOf(x))
		return true
	case t == bigIntPtr:
		s, ok := literalText(m)
		if !ok {
			return false
		}
		b, ok := new(big.Int).SetString(s, 0)
		if !ok {
			return false
		}
		v.Set(reflect.ValueOf(b))
		return true
	case t == mdSlice:
		return true // GenericDINode operands: set by readFields
	case t.Kind() == reflect.Pointer:
		p := reflect.New(t.Elem())
		if !setField(p.Elem(), m) {
			return false
		}
		v.Set(p)
		return true
	}
	s, ok := literalText(m)
	if !ok {
		return false
	}
	if tab := tableFor(t); tab != nil {
		var u uint64
		if t == reflect.TypeOf(Flags(0)) || t == reflect.TypeOf(SPFlags(0)) {
			u, ok = parseFlags(s, tab)
		} else {
			u, ok = tab.parse(s)
		}
		if !ok {
			return false
		}
		v.SetUint(u)
		return true
	}
	switch t.Kind() {
	case reflect.String:
		v.SetString(s)
	case reflect.Bool:
		switch s {
		case "true":
			v.SetBool(true)
		case "false":
			v.SetBool(false)
		default:
			return false
		}
	case reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		u, err := strconv.ParseUint(s, 10, t.Bits())
		if err != nil {
			return false
		}
		v.SetUint(u)
	case reflect.Int32, reflect.Int64:
		i, err := strconv.ParseInt(s, 10, t.Bits())
		if err != nil {
			return false
		}
		v.SetInt(i)
	default:
		return false
	}
	return true
}

func setDefault(v reflect.Value, def string) {
	if tab := tableFor(v.Type()); tab != nil {
		u, _ := tab.parse(def)
		v.SetUint(u)
		return
	}
	if v.Kind() == reflect.Bool {
		v.SetBool(def == "true")
	}
}

func readExpression(e *Expression, n *md.Node) error {
	ops := n.Operands()
	e.Elements = make([]uint64, 0, len(ops))
	for _, op := range ops {
		s, ok := literalText(op)
		if !ok {
			return &ReadError{Node: n, Field: "operand", Value: md.FormatOperand(op)}
		}
		var v uint64
		switch {
		case strings.HasPrefix(s, "DW_OP_"):
			v, ok = ops2(s)
		case strings.HasPrefix(s, "DW_ATE_"):
			v, ok = encodings.parse(s)
		default:
			var err error
			v, err = strconv.ParseUint(s, 10, 64)
			ok = err == nil
		}
		if !ok {
			return &ReadError{Node: n, Field: "operand", Value: s}
		}
		e.Elements = append(e.Elements, v)
	}
	return nil
}

func ops2(s string) (uint64, bool) { return ops.parse(s) }

// Format renders x as LLVM 22 prints it: "!DILocation(line: 3, column:
// 7, scope: !5)", with "distinct " first for distinct nodes. Node
// references print as "!N" (numbered) or inline (not yet numbered).
func Format(x DINode) string {
	var b strings.Builder
	if x.base().Distinct {
		b.WriteString("distinct ")
	}
	switch v := x.(type) {
	case *Expression:
		b.WriteString(v.format())
		return b.String()
	case *ArgList:
		b.WriteString("!DIArgList(")
		for i, a := range v.Args {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(operand(a))
		}
		b.WriteByte(')')
		return b.String()
	case *AssignID:
		b.WriteString("!DIAssignID()")
		return b.String()
	}
	b.WriteByte('!')
	b.WriteString(x.Kind())
	b.WriteByte('(')
	p := printer{b: &b}
	writeFields(&p, x)
	b.WriteByte(')')
	return b.String()
}

// fieldsOf returns the fields Format prints, as graph values: metadata as
// it is, other values as the literals LLVM's parser reads.
func fieldsOf(x DINode) []md.Field {
	var b strings.Builder
	p := printer{b: &b}
	writeFields(&p, x)
	text := b.String()
	// Recover each plain field's text from the printed list, in order.
	for i := range p.fields {
		f := &p.fields[i]
		if f.Value != nil {
			continue
		}
		f.Value = literalFor(x, f.Name, fieldText(text, f.Name))
	}
	return p.fields
}

// String methods make every kind print as Format does.
func (x *Location) String() string      { return Format(x) }
func (x *Subprogram) String() string    { return Format(x) }
func (x *LocalVariable) String() string { return Format(x) }
func (x *Expression) String() string    { return Format(x) }

// A printer collects the printed fields: their text for Format and
// their values for Build.
type printer struct {
	b      *strings.Builder
	first  bool
	fields []md.Field
}

// field prints a field whose value is metadata.
func (p *printer) field(name, text string) { p.add(name, text, nil) }

// add prints a field; value is the metadata (nil for plain values, which
// Build makes a literal of from text).
func (p *printer) add(name, text string, value md.Metadata) {
	if p.first {
		p.b.WriteString(", ")
	}
	p.first = true
	p.b.WriteString(name)
	p.b.WriteString(": ")
	p.b.WriteString(text)
	p.fields = append(p.fields, md.Field{Name: name, Value: value})
}

// operand renders a field value; inline DIExpressions and DIArgLists are
// printed as LLVM prints them.
func operand(m md.Metadata) string {
	// LLVM 22 prints expressions and argument lists inline, numbered or not.
	if n, ok := m.(*md.Node); ok && n != nil && (n.Name == "DIExpression" || n.Name == "DIArgList") {
		if x, err := Read(n); err == nil {
			return Format(x)
		}
	}
	if v, ok := m.(*md.Value); ok && v.Type.IsPointer() {
		// LLVM 22 has opaque pointers only: typed pointers print as ptr.
		ptr := "ptr"
		if v.Type.AddrSpace != 0 {
			ptr += " addrspace(" + strconv.FormatUint(uint64(v.Type.AddrSpace), 10) + ")"
		}
		return ptr + " " + v.Text
	}
	return md.FormatOperand(m)
}

func writeFields(p *printer, x DINode) {
	v := reflect.ValueOf(x).Elem()
	ki := infoOf(v.Type())
	for _, fi := range ki.fields {
		fv := v.Field(fi.index)
		if skipSpecial(x, fi.name) {
			continue
		}
		if text, ok := special(x, fi.name); ok {
			if text != "" {
				p.field(fi.name, text)
			}
			continue
		}
		t := fv.Type()
		switch {
		case t == metadataType:
			if fv.IsNil() {
				if fi.always {
					p.field(fi.name, "null")
				}
				continue
			}
			p.add(fi.name, operand(fv.Interface().(md.Metadata)), fv.Interface().(md.Metadata))
		case t == intOrNode:
			x := fv.Interface().(IntOrNode)
			switch {
			case x.Node != nil:
				p.add(fi.name, operand(x.Node), x.Node)
			case fi.unsigned:
				if x.Int != 0 {
					p.field(fi.name, strconv.FormatUint(uint64(x.Int), 10))
				}
			case x.Set && fi.asValue:
				p.add(fi.name, "i64 "+strconv.FormatInt(x.Int, 10), md.NewInt(64, x.Int))
			case x.Set:
				p.field(fi.name, strconv.FormatInt(x.Int, 10))
			}
		case t == bigIntPtr:
			if !fv.IsNil() {
				p.field(fi.name, fv.Interface().(*big.Int).String())
			} else if fi.always {
				p.field(fi.name, "0")
			}
		case t == mdSlice:
			if fv.Len() > 0 {
				ops := fv.Interface().([]md.Metadata)
				parts := make([]string, len(ops))
				for i, o := range ops {
					parts[i] = operand(o)
				}
				p.field(fi.name, "{"+strings.Join(parts, ", ")+"}")
			}
		case t.Kind() == reflect.Pointer:
			if !fv.IsNil() {
				p.field(fi.name, scalar(fv.Elem()))
			}
		case t.Kind() == reflect.String:
			if s := fv.String(); s != "" || fi.always {
				p.field(fi.name, quote(s))
			}
		case t.Kind() == reflect.Bool:
			if fi.hasDef && fv.Bool() == (fi.def == "true") {
				continue
			}
			p.field(fi.name, scalar(fv))
		default:
			if tab := tableFor(t); tab != nil && fi.hasDef {
				d, _ := tab.parse(fi.def)
				if fv.Uint() == d || fv.Uint() == 0 {
					continue
				}
			}
			if fv.IsZero() && !fi.always {
				continue
			}
			p.field(fi.name, scalar(fv))
		}
	}
}

// scalar renders an integer, bool or enumerated value.
func scalar(v reflect.Value) string {
	switch x := v.Interface().(type) {
	case Flags:
		return x.String()
	case SPFlags:
		return x.String()
	case bool:
		return strconv.FormatBool(x)
	}
	if tab := tableFor(v.Type()); tab != nil {
		return tab.format(v.Uint())
	}
	switch v.Kind() {
	case reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return strconv.FormatInt(v.Int(), 10)
	}
	return strconv.FormatUint(v.Uint(), 10)
}

// skipSpecial reports fields LLVM prints only under a condition on other
// fields.
func skipSpecial(x DINode, field string) bool {
	switch v := x.(type) {
	case *DerivedType:
		return strings.HasPrefix(field, "ptrAuth") && v.Tag != TagLLVMPtrAuthType
	case *FixedPointType:
		rational := v.FixedKind == 2
		switch field {
		case "factor":
			return rational
		case "numerator", "denominator":
			return !rational
		}
	case *CompileUnit:
		switch field {
		case "language":
			return v.SourceLanguageName != 0
		case "sourceLanguageName", "sourceLanguageVersion":
			return v.SourceLanguageName == 0
		}
	}
	return false
}

// special renders the fields LLVM prints by rules of their own; ok is
// false for the others. An empty text with ok skips the field.
func special(x DINode, field string) (string, bool) {
	switch v := x.(type) {
	case *File:
		if field == "checksum" { // printed with its kind, even when empty
			if v.ChecksumKind == 0 {
				return "", true
			}
			return quote(v.Checksum), true
		}
	case *Subprogram:
		if field == "virtualIndex" {
			if v.SPFlags&3 == 0 && v.VirtualIndex == 0 {
				return "", true
			}
			return strconv.FormatUint(uint64(v.VirtualIndex), 10), true
		}
	case *CompileUnit:
		if field == "language" {
			return v.Language.String(), true
		}
	case *DerivedType:
		switch field {
		case "ptrAuthIsAddressDiscriminated", "ptrAuthIsaPointer", "ptrAuthAuthenticatesNullValues":
			b := reflect.ValueOf(v).Elem().FieldByName(strings.ToUpper(field[:1]) + field[1:])
			if !b.IsValid() {
				return "", false
			}
			return strconv.FormatBool(b.Bool()), true
		}
	case *FixedPointType:
		switch field {
		case "numerator", "denominator":
			b := v.Numerator
			if field == "denominator" {
				b = v.Denominator
			}
			if b == nil {
				return "0", true
			}
			return b.String(), true
		}
	case *Enumerator:
		if field == "isUnsigned" {
			if v.IsUnsigned {
				return "true", true
			}
			return "", true
		}
	}
	return "", false
}

// Build adds x to graph g and returns its node: an existing node with the
// same text when x is uniqued (as LLVM's MDNode::get), otherwise a new
// numbered node. Attach it or refer to it from other nodes:
//
//	loc, err := di.Build(g, &di.Location{Line: 3, Column: 7, Scope: sp})
//	g.SetAttachment(md.Inst(i), "dbg", loc)
func Build(g *md.Graph, x DINode) (*md.Node, error) {
	if _, ok := x.(*ArgList); ok {
		return nil, fmt.Errorf("a DIArgList is an operand of a debug record, not a node of its own")
	}
	switch x.(type) {
	case *Expression:
		if x.base().Distinct {
			return nil, fmt.Errorf("a DIExpression cannot be distinct")
		}
		return g.ParseNode(Format(x))
	case *GenericNode:
		return g.ParseNode(Format(x))
	}
	return g.NewSpecialized(x.Kind(), x.base().Distinct, fieldsOf(x)...), nil
}

// fieldText returns the text printed for field name in a field list.
func fieldText(list, name string) string {
	i := 0
	for {
		j := strings.Index(list[i:], name+": ")
		if j < 0 {
			return ""
		}
		j += i
		if j == 0 || list[j-2:j] == ", " {
			start := j + len(name) + 2
			end := start
			inStr := false
			for end < len(list) && (inStr || list[end] != ',') {
				if list[end] == '"' {
					inStr = !inStr
				}
				end++
			}
			// A flags value holds no commas; a number, name or string ends
			// at the next ", ".
			return list[start:end]
		}
		i = j + 1
	}
}

// literalFor makes the literal of a plain field from its printed text.
func literalFor(x DINode, name, text string) md.Metadata {
	switch {
	case strings.HasPrefix(text, "\""):
		v := reflect.ValueOf(x).Elem()
		ki := infoOf(v.Type())
		if i, ok := ki.byName[name]; ok && v.Field(ki.fields[i].index).Kind() == reflect.String {
			return &md.Literal{Kind: ast.MDRawString, Text: v.Field(ki.fields[i].index).String()}
		}
		if f, ok := x.(*File); ok && name == "checksum" {
			return &md.Literal{Kind: ast.MDRawString, Text: f.Checksum}
		}
		return &md.Literal{Kind: ast.MDRawString, Text: text}
	case strings.Contains(text, " | "):
		return &md.Literal{Kind: ast.MDFlags, Text: text}
	case text != "" && (text[0] == '-' || text[0] >= '0' && text[0] <= '9'):
		return &md.Literal{Kind: ast.MDInt, Text: text}
	}
	return &md.Literal{Kind: ast.MDIdent, Text: text}
}
