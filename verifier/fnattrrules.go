package verifier

import (
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
)

// This file holds the parts of verifyParameterAttrs and
// verifyFunctionAttrs that later releases added: the size limit of the
// types byval and its kin pass, and the function attributes whose words
// or values must agree (optdebug, the realtime sanitizer, writable
// against memory(...), the AArch64 SME states, allockind, alloc-variant-
// zeroed, branch protection, denormal-fp-math).

// hugeParamType reports whether the type text of a byval, byref, inalloca
// or preallocated attribute has an alloc size of 2^32 bytes or more
// (visitParameterAttrs' "huge '...' arguments are unsupported", LLVM 19).
// The size is a lower bound (no padding, a pointer counted as one byte),
// so that no module LLVM accepts is rejected.
func (v *verifier) hugeParamType(text string) bool {
	if !v.ver.Has(llvmver.HugeByValChecked) {
		return false
	}
	s := typeSizer{v: v, src: text}
	n := s.size(0)
	return n >= 1<<32
}

// A typeSizer reads a type written as text and returns a lower bound of
// its alloc size in bytes (saturating at 2^62).
type typeSizer struct {
	v   *verifier
	src string
	pos int
}

const sizeCap = 1 << 62

func satMul(a, b uint64) uint64 {
	if a == 0 || b == 0 {
		return 0
	}
	if a > sizeCap/b {
		return sizeCap
	}
	return a * b
}

func satAdd(a, b uint64) uint64 {
	if a+b > sizeCap || a+b < a {
		return sizeCap
	}
	return a + b
}

func (s *typeSizer) space() {
	for s.pos < len(s.src) && (s.src[s.pos] == ' ' || s.src[s.pos] == '\t' || s.src[s.pos] == '\n') {
		s.pos++
	}
}

// word reads a run of letters, digits, '_' and '.'.
func (s *typeSizer) word() string {
	s.space()
	start := s.pos
	for s.pos < len(s.src) {
		c := s.src[s.pos]
		if c == '_' || c == '.' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' {
			s.pos++
			continue
		}
		break
	}
	return s.src[start:s.pos]
}

func (s *typeSizer) eat(c byte) bool {
	s.space()
	if s.pos < len(s.src) && s.src[s.pos] == c {
		s.pos++
		return true
	}
	return false
}

// size reads one type; depth bounds the named types followed.
func (s *typeSizer) size(depth int) uint64 {
	s.space()
	if s.pos >= len(s.src) || depth > 16 {
		return 0
	}
	switch c := s.src[s.pos]; {
	case c == '[':
		s.pos++
		n, _ := strconv.ParseUint(s.word(), 10, 64)
		s.word() // "x"
		e := s.size(depth)
		s.eat(']')
		return satMul(n, e)
	case c == '<':
		s.pos++
		if s.eat('{') { // packed struct
			n := s.fields(depth, '}')
			s.eat('>')
			return n
		}
		w := s.word()
		if w == "vscale" {
			s.word() // "x"
			w = s.word()
		}
		n, _ := strconv.ParseUint(w, 10, 64)
		s.word() // "x"
		e := s.size(depth)
		s.eat('>')
		return satMul(n, e)
	case c == '{':
		s.pos++
		return s.fields(depth, '}')
	case c == '%':
		s.pos++
		name := "%" + s.word()
		if strings.HasPrefix(s.src[s.pos:], "\"") {
			return 0
		}
		return s.named(name, depth)
	}
	w := s.word()
	switch {
	case len(w) > 1 && w[0] == 'i':
		bits, err := strconv.ParseUint(w[1:], 10, 64)
		if err != nil {
			return 0
		}
		return (bits + 7) / 8
	case w == "half" || w == "bfloat":
		return 2
	case w == "float":
		return 4
	case w == "double":
		return 8
	case w == "x86_fp80":
		return 10
	case w == "fp128" || w == "ppc_fp128":
		return 16
	case w == "ptr":
		return 1
	}
	return 0
}

// fields reads struct fields up to close.
func (s *typeSizer) fields(depth int, close byte) uint64 {
	var n uint64
	for {
		if s.eat(close) {
			return n
		}
		start := s.pos
		n = satAdd(n, s.size(depth))
		s.eat(',')
		if s.pos == start {
			return n // not a type: stop
		}
	}
}

// named sizes the body of named type name.
func (s *typeSizer) named(name string, depth int) uint64 {
	m := s.v.m
	for i := range m.TypeDefs {
		d := &m.TypeDefs[i]
		if d.Name != name {
			continue
		}
		inner := typeSizer{v: s.v, src: string(m.Bytes(d.Body))}
		return inner.size(depth + 1)
	}
	return 0
}

// optDebugRules are verifyFunctionAttrs' rules on optnone with optdebug,
// the realtime sanitizer's two words and optdebug with optsize or
// minsize, in LLVM's order (the words are read from LLVM 19 and 22 only,
// so no row is needed).
func optDebugRules(fa attrSet) string {
	if fa.has("optnone") && fa.has("optdebug") {
		return "Attributes 'optdebug and optnone' are incompatible!"
	}
	if fa.has("sanitize_realtime") && fa.has("sanitize_realtime_blocking") {
		return "Attributes 'sanitize_realtime and sanitize_realtime_blocking' are incompatible!"
	}
	if fa.has("optdebug") {
		if fa.has("optsize") {
			return "Attributes 'optsize and optdebug' are incompatible!"
		}
		if fa.has("minsize") {
			return "Attributes 'minsize and optdebug' are incompatible!"
		}
	}
	return ""
}

// writableRule: a writable parameter needs memory effects that may write
// argument memory.
func writableRule(sig *signature) string {
	writable := sig.retAttrs.has("writable")
	for _, s := range sig.pattrs {
		writable = writable || s.has("writable")
	}
	if writable && !argMemMod(sig.fnAttrs) {
		return "Attribute writable and memory without argmem: write are incompatible!"
	}
	return ""
}

// argMemMod reports whether the function attributes fa allow writing
// argument memory: memory(...) as written, or the older words the parser
// turns into it.
func argMemMod(fa attrSet) bool {
	if a, ok := fa.get("memory"); ok {
		mod := true
		for _, part := range strings.Split(a.arg, ",") {
			part = strings.TrimSpace(part)
			loc, kind, located := strings.Cut(part, ":")
			if !located {
				kind = loc
			} else if strings.TrimSpace(loc) != "argmem" {
				continue
			}
			kind = strings.TrimSpace(kind)
			mod = kind == "write" || kind == "readwrite"
		}
		return mod
	}
	switch {
	case fa.has("readnone"), fa.has("readonly"), fa.has("inaccessiblememonly"):
		return false
	}
	return true
}

// smeRules are the AArch64 SME attribute rules: streaming mode enabled
// and compatible at once (LLVM 16), and more than one ZA or ZT0 state
// (19; aarch64_za_state_agnostic counts in both from 22).
func (v *verifier) smeRules(fa attrSet) string {
	has := func(k string) bool { _, ok := fa.str(k); return ok }
	if v.ver.Has(llvmver.SMEStreamingExclusive) && has("aarch64_pstate_sm_enabled") && has("aarch64_pstate_sm_compatible") {
		return "Attributes 'aarch64_pstate_sm_enabled and aarch64_pstate_sm_compatible' are incompatible!"
	}
	if !v.ver.Has(llvmver.SMEStatesExclusive) {
		return ""
	}
	agnostic := v.ver.Has(llvmver.SMEStateAgnostic)
	for _, reg := range []string{"za", "zt0"} {
		n := 0
		for _, w := range []string{"new", "in", "out", "inout", "preserves"} {
			if has("aarch64_" + w + "_" + reg) {
				n++
			}
		}
		if agnostic && has("aarch64_za_state_agnostic") {
			n++
		}
		if n <= 1 {
			continue
		}
		list := "'aarch64_new_" + reg + "', 'aarch64_in_" + reg + "', 'aarch64_out_" + reg + "', 'aarch64_inout_" + reg + "'"
		if agnostic {
			list += ", 'aarch64_preserves_" + reg + "' and 'aarch64_za_state_agnostic'"
		} else {
			list += " and 'aarch64_preserves_" + reg + "'"
		}
		return "Attributes " + list + " are mutually exclusive"
	}
	return ""
}

// allocKindRules checks allockind("...") (LLVM 15, with the word).
func allocKindRules(fa attrSet) string {
	a, ok := fa.get("allockind")
	if !ok {
		return ""
	}
	kinds := map[string]bool{}
	for _, k := range strings.Split(strings.Trim(a.arg, `"`), ",") {
		kinds[strings.TrimSpace(k)] = true
	}
	n := 0
	for _, k := range []string{"alloc", "realloc", "free"} {
		if kinds[k] {
			n++
		}
	}
	if n != 1 {
		return "'allockind()' requires exactly one of alloc, realloc, and free"
	}
	if kinds["free"] && (kinds["uninitialized"] || kinds["zeroed"] || kinds["aligned"]) {
		return `'allockind("free")' doesn't allow uninitialized, zeroed, or aligned modifiers.`
	}
	if kinds["zeroed"] && kinds["uninitialized"] {
		return "'allockind()' can't be both zeroed and uninitialized"
	}
	return ""
}

// allocVariantZeroed checks "alloc-variant-zeroed" (LLVM 22): it names
// no function of the module, or one with the same alloc-family (when the
// attribute's function has one), allockind zeroed and the same function
// type. (LLVM's later rule on their calling conventions is not in 22.)
func (v *verifier) allocVariantZeroed(sig *signature, fa attrSet) string {
	if !v.ver.Has(llvmver.AllocVariantZeroed) {
		return ""
	}
	a, ok := fa.str("alloc-variant-zeroed")
	if !ok {
		return ""
	}
	if a.arg == "" {
		return "'alloc-variant-zeroed' must not be empty"
	}
	fn, ok := v.funcs["@"+a.arg]
	if !ok {
		fn, ok = v.funcs[`@"`+a.arg+`"`]
	}
	if !ok {
		return ""
	}
	h := v.fnHeader(fn)
	if h == nil {
		return ""
	}
	if fam, ok := fa.str("alloc-family"); ok {
		if vf, ok := h.fnAttrs.str("alloc-family"); !ok || vf.arg != fam.arg {
			return "'alloc-variant-zeroed' must name a function belonging to the same 'alloc-family'"
		}
	}
	kind, ok := h.fnAttrs.get("allockind")
	if !ok || !strings.Contains(kind.arg, "zeroed") {
		return `'alloc-variant-zeroed' must name a function with 'allockind("zeroed")'`
	}
	if !v.sameFuncType(sig, &h.signature) {
		return "'alloc-variant-zeroed' must name a function with the same signature"
	}
	return ""
}

// branchProtectionRules checks the AArch64 branch-protection string
// attributes' values (LLVM 19).
func (v *verifier) branchProtectionRules(fa attrSet) string {
	if !v.ver.Has(llvmver.BranchProtectionAttrsChecked) {
		return ""
	}
	if a, ok := fa.str("sign-return-address"); ok && a.arg != "none" && a.arg != "all" && a.arg != "non-leaf" {
		return "invalid value for 'sign-return-address' attribute: " + a.arg
	}
	if a, ok := fa.str("sign-return-address-key"); ok {
		if a.arg != "a_key" && a.arg != "b_key" {
			return "invalid value for 'sign-return-address-key' attribute: " + a.arg
		}
		if _, ok := fa.str("sign-return-address"); !ok {
			return "'sign-return-address-key' present without `sign-return-address`"
		}
	}
	for _, k := range []string{"branch-target-enforcement", "branch-protection-pauth-lr", "guarded-control-stack"} {
		if a, ok := fa.str(k); ok && a.arg != "" && a.arg != "true" && a.arg != "false" {
			return "invalid value for '" + k + "' attribute: " + a.arg
		}
	}
	return ""
}

// denormalRules checks "denormal-fp-math" and "denormal-fp-math-f32"
// (LLVM 22): one mode, or an output and an input mode after a comma,
// each empty or a mode LLVM names.
func (v *verifier) denormalRules(fa attrSet) string {
	if !v.ver.Has(llvmver.DenormalFPMathChecked) {
		return ""
	}
	mode := func(s string) bool {
		switch s {
		case "", "ieee", "preserve-sign", "positive-zero", "dynamic":
			return true
		}
		return false
	}
	for _, k := range []string{"denormal-fp-math", "denormal-fp-math-f32"} {
		a, ok := fa.str(k)
		if !ok {
			continue
		}
		out, in, _ := strings.Cut(a.arg, ",")
		if !mode(out) || !mode(in) {
			return "invalid value for '" + k + "' attribute: " + a.arg
		}
	}
	return ""
}

// evex512Rule: on x86, a 512-bit vector argument or result needs
// evex512 when AVX512 is on (LLVM 19 to 21).
func (v *verifier) evex512Rule(sig *signature, fa attrSet) string {
	if !v.ver.Has(llvmver.EVEX512Checked) || v.ver.Has(llvmver.EVEX512Gone) {
		return ""
	}
	tf, ok := fa.str("target-features")
	if !ok || !strings.Contains(tf.arg, "+avx512f") || !strings.Contains(tf.arg, "-evex512") {
		return ""
	}
	triple := v.m.Triple
	if !strings.HasPrefix(triple, "x86_64") && !strings.HasPrefix(triple, "i386") && !strings.HasPrefix(triple, "i686") &&
		!strings.HasPrefix(triple, "x86") {
		return ""
	}
	wide := sig.ret != nil && primitiveBits(sig.ret) >= 512
	for _, t := range sig.params {
		wide = wide || t != nil && primitiveBits(t) >= 512
	}
	if wide {
		return "512-bit vector arguments require 'evex512' for AVX512"
	}
	return ""
}

// rangeFits reports whether range(iN lo, hi), written arg ("i8 0, 1"), has
// the bit width of type t or of its elements.
func rangeFits(arg string, t *ast.Type) bool {
	w, _, _ := strings.Cut(strings.TrimSpace(arg), " ")
	if len(w) < 2 || w[0] != 'i' {
		return true
	}
	bits, err := strconv.ParseUint(w[1:], 10, 32)
	if err != nil {
		return true
	}
	if t.Kind == ast.VectorType && t.Elem != nil {
		t = t.Elem
	}
	return t.Kind != ast.IntType || uint64(t.Bits) == bits
}

// modularFormatRule checks the "modular-format" attribute
// (llvmver.ModularFormatChecked): five or more comma-separated fields, the
// third the index of the first format argument, a 32-bit unsigned decimal
// from 1 to the number of parameters (one more for varargs).
func (v *verifier) modularFormatRule(sig *signature) string {
	a, ok := sig.fnAttrs.str("modular-format")
	if !ok || !v.ver.Has(llvmver.ModularFormatChecked) {
		return ""
	}
	fields := strings.Split(a.arg, ",")
	if len(fields) < 5 {
		return "modular-format attribute requires at least 5 arguments"
	}
	idx, err := strconv.ParseUint(fields[2], 10, 32)
	if err != nil || fields[2] == "" || fields[2][0] < '0' || fields[2][0] > '9' {
		return "modular-format attribute first arg index is not an integer"
	}
	upper := uint64(len(sig.params))
	if sig.variadic {
		upper++
	}
	if idx == 0 || idx > upper {
		return "modular-format attribute first arg index is out of bounds"
	}
	return ""
}
