package bitcode

import (
	"math/bits"
	"sort"
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/bitcode/bitstream"
)

type attrCat uint8

// Categories in the order LLVM's Attribute::AttrKind enum groups them.
const (
	catEnum attrCat = iota
	catType
	catInt
	catRange
	catRangeList
	catString
)

type attrInfo struct {
	name string // spelling in IR
	def  string // TableGen record name (LLVM sorts a set's attributes by it)
	cat  attrCat
}

// attrKinds maps bitcode attribute kind codes (LLVMBitCodes.h) to names.
var attrKinds = map[uint64]attrInfo{
	1: {"align", "Alignment", catInt}, 2: {"alwaysinline", "AlwaysInline", catEnum}, 3: {"byval", "ByVal", catType},
	4: {"inlinehint", "InlineHint", catEnum}, 5: {"inreg", "InReg", catEnum}, 6: {"minsize", "MinSize", catEnum},
	7: {"naked", "Naked", catEnum}, 8: {"nest", "Nest", catEnum}, 9: {"noalias", "NoAlias", catEnum},
	10: {"nobuiltin", "NoBuiltin", catEnum}, 11: {"nocapture", "NoCapture", catEnum}, 12: {"noduplicate", "NoDuplicate", catEnum},
	13: {"noimplicitfloat", "NoImplicitFloat", catEnum}, 14: {"noinline", "NoInline", catEnum}, 15: {"nonlazybind", "NonLazyBind", catEnum},
	16: {"noredzone", "NoRedZone", catEnum}, 17: {"noreturn", "NoReturn", catEnum}, 18: {"nounwind", "NoUnwind", catEnum},
	19: {"optsize", "OptimizeForSize", catEnum}, 20: {"readnone", "ReadNone", catEnum}, 21: {"readonly", "ReadOnly", catEnum},
	22: {"returned", "Returned", catEnum}, 23: {"returns_twice", "ReturnsTwice", catEnum}, 24: {"signext", "SExt", catEnum},
	25: {"alignstack", "StackAlignment", catInt}, 26: {"ssp", "StackProtect", catEnum}, 27: {"sspreq", "StackProtectReq", catEnum},
	28: {"sspstrong", "StackProtectStrong", catEnum}, 29: {"sret", "StructRet", catType}, 30: {"sanitize_address", "SanitizeAddress", catEnum},
	31: {"sanitize_thread", "SanitizeThread", catEnum}, 32: {"sanitize_memory", "SanitizeMemory", catEnum}, 33: {"uwtable", "UWTable", catInt},
	34: {"zeroext", "ZExt", catEnum}, 35: {"builtin", "Builtin", catEnum}, 36: {"cold", "Cold", catEnum},
	37: {"optnone", "OptimizeNone", catEnum}, 38: {"inalloca", "InAlloca", catType}, 39: {"nonnull", "NonNull", catEnum},
	40: {"jumptable", "JumpTable", catEnum}, 41: {"dereferenceable", "Dereferenceable", catInt}, 42: {"dereferenceable_or_null", "DereferenceableOrNull", catInt},
	43: {"convergent", "Convergent", catEnum}, 44: {"safestack", "SafeStack", catEnum}, 45: {"argmemonly", "ArgMemOnly", catEnum},
	46: {"swiftself", "SwiftSelf", catEnum}, 47: {"swifterror", "SwiftError", catEnum}, 48: {"norecurse", "NoRecurse", catEnum},
	49: {"inaccessiblememonly", "InaccessibleMemOnly", catEnum}, 50: {"inaccessiblemem_or_argmemonly", "InaccessibleMemOrArgMemOnly", catEnum},
	51: {"allocsize", "AllocSize", catInt}, 52: {"writeonly", "WriteOnly", catEnum}, 53: {"speculatable", "Speculatable", catEnum},
	54: {"strictfp", "StrictFP", catEnum}, 55: {"sanitize_hwaddress", "SanitizeHWAddress", catEnum}, 56: {"nocf_check", "NoCfCheck", catEnum},
	57: {"optforfuzzing", "OptForFuzzing", catEnum}, 58: {"shadowcallstack", "ShadowCallStack", catEnum},
	59: {"speculative_load_hardening", "SpeculativeLoadHardening", catEnum}, 60: {"immarg", "ImmArg", catEnum},
	61: {"willreturn", "WillReturn", catEnum}, 62: {"nofree", "NoFree", catEnum}, 63: {"nosync", "NoSync", catEnum},
	64: {"sanitize_memtag", "SanitizeMemTag", catEnum}, 65: {"preallocated", "Preallocated", catType}, 66: {"nomerge", "NoMerge", catEnum},
	67: {"null_pointer_is_valid", "NullPointerIsValid", catEnum}, 68: {"noundef", "NoUndef", catEnum}, 69: {"byref", "ByRef", catType},
	70: {"mustprogress", "MustProgress", catEnum}, 71: {"nocallback", "NoCallback", catEnum}, 72: {"hot", "Hot", catEnum},
	73: {"noprofile", "NoProfile", catEnum}, 74: {"vscale_range", "VScaleRange", catInt}, 75: {"swiftasync", "SwiftAsync", catEnum},
	76: {"nosanitize_coverage", "NoSanitizeCoverage", catEnum}, 77: {"elementtype", "ElementType", catType},
	78: {"disable_sanitizer_instrumentation", "DisableSanitizerInstrumentation", catEnum}, 79: {"nosanitize_bounds", "NoSanitizeBounds", catEnum},
	80: {"allocalign", "AllocAlign", catEnum}, 81: {"allocptr", "AllocatedPointer", catEnum}, 82: {"allockind", "AllocKind", catInt},
	83: {"presplitcoroutine", "PresplitCoroutine", catEnum}, 84: {"fn_ret_thunk_extern", "FnRetThunkExtern", catEnum},
	85: {"skipprofile", "SkipProfile", catEnum}, 86: {"memory", "Memory", catInt}, 87: {"nofpclass", "NoFPClass", catInt},
	88: {"optdebug", "OptimizeForDebugging", catEnum}, 89: {"writable", "Writable", catEnum},
	90: {"coro_only_destroy_when_complete", "CoroDestroyOnlyWhenComplete", catEnum}, 91: {"dead_on_unwind", "DeadOnUnwind", catEnum},
	92: {"range", "Range", catRange}, 93: {"sanitize_numerical_stability", "SanitizeNumericalStability", catEnum},
	94: {"initializes", "Initializes", catRangeList}, 95: {"hybrid_patchable", "HybridPatchable", catEnum},
	96: {"sanitize_realtime", "SanitizeRealtime", catEnum}, 97: {"sanitize_realtime_blocking", "SanitizeRealtimeBlocking", catEnum},
	98: {"coro_elide_safe", "CoroElideSafe", catEnum}, 99: {"noext", "NoExt", catEnum}, 100: {"no_divergence_source", "NoDivergenceSource", catEnum},
	101: {"sanitize_type", "SanitizeType", catEnum}, 102: {"captures", "Captures", catInt}, 103: {"dead_on_return", "DeadOnReturn", catInt},
	104: {"sanitize_alloc_token", "SanitizeAllocToken", catEnum}, 105: {"nocreateundeforpoison", "NoCreateUndefOrPoison", catEnum},
	106: {"denormal_fpenv", "DenormalFPEnv", catInt}, 107: {"nooutline", "NoOutline", catEnum},
}

// An attr is one attribute of a set.
type attr struct {
	code   uint64
	info   attrInfo
	val    uint64
	ty     *typ
	key    string
	str    string // string attribute value
	hasVal bool
	rng    [][2]string // constant range(s), printed bounds
	bits   uint64      // range bit width
}

// An attrSet is the attributes of one position (function, return or a parameter).
type attrSet struct {
	st    *style
	index uint64 // 0xFFFFFFFF function, 0 return, i+1 parameter i
	attrs []attr
	key   string
}

func (d *decoder) readAttrGroups() error {
	return d.eachRecord(func(e *bitstream.Entry) error {
		if e.ID != 3 {
			return nil
		}
		ops := e.Ops
		if len(ops) < 2 {
			return d.recErr(e, "short attribute group record")
		}
		s := &attrSet{index: ops[1], st: d.st}
		for i := 2; i < len(ops); {
			k := ops[i]
			i++
			if i >= len(ops) && k != 3 && k != 4 {
				return d.recErr(e, "truncated attribute")
			}
			var a attr
			switch k {
			case 0, 1, 5, 6, 7, 8:
				a.code = ops[i]
				i++
				info, ok := attrKinds[a.code]
				if !ok {
					return unsupportedError{d.recErr(e, "unknown attribute kind %d", a.code).(*Error)}
				}
				a.info = info
				if a.code == 33 && !d.st.uwtableKind {
					a.info.cat = catEnum
				}
				switch k {
				case 1:
					if i >= len(ops) {
						return d.recErr(e, "truncated attribute")
					}
					a.val, a.hasVal = ops[i], true
					i++
				case 6:
					if i >= len(ops) {
						return d.recErr(e, "truncated attribute")
					}
					t, err := d.typeAt(ops[i])
					if err != nil {
						return err
					}
					a.ty = t
					i++
				case 7:
					n, err := d.readRange(ops[i:], &a)
					if err != nil {
						return d.recErr(e, "%v", err)
					}
					i += n
				case 8:
					n, err := d.readRangeList(ops[i:], &a)
					if err != nil {
						return d.recErr(e, "%v", err)
					}
					i += n
				}
			case 3, 4:
				j := i
				for j < len(ops) && ops[j] != 0 {
					j++
				}
				a.key = bitstream.String(ops[i:j])
				a.info.cat = catString
				i = j + 1
				if k == 4 {
					if i > len(ops) {
						return d.recErr(e, "truncated attribute")
					}
					j = i
					for j < len(ops) && ops[j] != 0 {
						j++
					}
					a.str = bitstream.String(ops[i:min(j, len(ops))])
					a.hasVal = true
					i = j + 1
				}
			default:
				return d.recErr(e, "invalid attribute encoding %d", k)
			}
			s.attrs = append(s.attrs, a)
		}
		if s.index == fnIndex {
			s.attrs = upgradeFnAttrs(s.attrs)
		}
		sortAttrs(s.attrs)
		d.attrGroups[ops[0]] = s
		return nil
	})
}

// readRange reads [bitwidth, lower, upper] (wide values when wider than 64 bits).
func (d *decoder) readRange(ops []uint64, a *attr) (int, error) {
	if len(ops) < 3 {
		return 0, errShort
	}
	bw := ops[0]
	a.bits = bw
	if bw > 64 {
		if len(ops) < 2 {
			return 0, errShort
		}
		// [bitwidth, numwords, lower words..., upper words...]
		nw := int(ops[1] & 0xffffffff)
		nw2 := int(ops[1] >> 32)
		if len(ops) < 2+nw+nw2 {
			return 0, errShort
		}
		lo := wideSigned(ops[2:2+nw], bw)
		hi := wideSigned(ops[2+nw:2+nw+nw2], bw)
		a.rng = append(a.rng, [2]string{lo, hi})
		return 2 + nw + nw2, nil
	}
	a.rng = append(a.rng, [2]string{signedString(ops[1], bw), signedString(ops[2], bw)})
	return 3, nil
}

func (d *decoder) readRangeList(ops []uint64, a *attr) (int, error) {
	if len(ops) < 2 {
		return 0, errShort
	}
	n := int(ops[0])
	bw := ops[1]
	a.bits = bw
	if len(ops) < 2+2*n {
		return 0, errShort
	}
	for i := 0; i < n; i++ {
		a.rng = append(a.rng, [2]string{signedString(ops[2+2*i], bw), signedString(ops[3+2*i], bw)})
	}
	return 2 + 2*n, nil
}

type shortErr struct{}

func (shortErr) Error() string { return "short record" }

var errShort = shortErr{}

// signedString decodes a sign-rotated value and prints it as a signed
// number of bw bits.
func signedString(v uint64, bw uint64) string {
	x := decodeSigned(v)
	_ = bw
	return strconv.FormatInt(x, 10)
}

func decodeSigned(v uint64) int64 {
	if v&1 == 0 {
		return int64(v >> 1)
	}
	if v != 1 {
		return -int64(v >> 1)
	}
	return -1 << 63
}

func sortAttrs(as []attr) {
	sort.SliceStable(as, func(i, j int) bool {
		a, b := as[i], as[j]
		if a.info.cat != b.info.cat {
			if a.info.cat == catString || b.info.cat == catString {
				return b.info.cat == catString
			}
			return a.info.cat < b.info.cat
		}
		if a.info.cat == catString {
			if a.key != b.key {
				return a.key < b.key
			}
			return a.str < b.str
		}
		return a.info.def < b.info.def
	})
}

func (d *decoder) readAttrLists() error {
	return d.eachRecord(func(e *bitstream.Entry) error {
		if e.ID == 1 {
			return d.readOldAttrList(e)
		}
		if e.ID != 2 {
			return d.unsupported(e, "parameter attribute")
		}
		var list []*attrSet
		for _, g := range e.Ops {
			s, ok := d.attrGroups[g]
			if !ok {
				return d.recErr(e, "undefined attribute group %d", g)
			}
			list = append(list, s)
		}
		d.attrLists = append(d.attrLists, list)
		return nil
	})
}

// attrList is the attribute list numbered n (1-based; 0 none).
func (d *decoder) attrList(n uint64) []*attrSet {
	if n == 0 || n > uint64(len(d.attrLists)) {
		return nil
	}
	return d.attrLists[n-1]
}

func setAt(list []*attrSet, idx uint64) *attrSet {
	for _, s := range list {
		if s.index == idx {
			return s
		}
	}
	return nil
}

const fnIndex = 0xFFFFFFFF

// String prints an attribute as Attribute::getAsString does; inGroup
// selects the spelling used inside "attributes #N = { ... }".
func (a *attr) String(st *style, inGroup bool) string {
	switch a.info.cat {
	case catString:
		var b strings.Builder
		b.WriteByte('"')
		st.writeEscaped(&b, a.key)
		b.WriteByte('"')
		if a.hasVal && a.str != "" {
			b.WriteString(`="`)
			st.writeEscaped(&b, a.str)
			b.WriteByte('"')
		}
		return b.String()
	case catType:
		if a.ty == nil {
			return a.info.name
		}
		return a.info.name + "(" + a.ty.String() + ")"
	case catRange:
		if len(a.rng) == 0 {
			return a.info.name
		}
		return "range(i" + strconv.FormatUint(a.bits, 10) + " " + a.rng[0][0] + ", " + a.rng[0][1] + ")"
	case catRangeList:
		var parts []string
		for _, r := range a.rng {
			parts = append(parts, "("+r[0]+", "+r[1]+")")
		}
		return a.info.name + "(" + strings.Join(parts, ", ") + ")"
	case catInt:
		v := a.val
		switch a.code {
		case 1:
			if inGroup {
				return "align=" + strconv.FormatUint(v, 10)
			}
			return "align " + strconv.FormatUint(v, 10)
		case 25, 41, 42:
			if inGroup {
				return a.info.name + "=" + strconv.FormatUint(v, 10)
			}
			return a.info.name + "(" + strconv.FormatUint(v, 10) + ")"
		case 33:
			if !a.hasVal {
				return "uwtable"
			}
			switch v {
			case 1:
				return "uwtable(sync)"
			case 2:
				return "uwtable"
			}
			return "uwtable"
		case 51:
			elem := v >> 32
			num := v & 0xffffffff
			if num == 0xffffffff {
				return "allocsize(" + strconv.FormatUint(elem, 10) + ")"
			}
			return "allocsize(" + strconv.FormatUint(elem, 10) + "," + strconv.FormatUint(num, 10) + ")"
		case 74:
			lo, hi := v>>32, v&0xffffffff
			if hi == 0 {
				return "vscale_range(" + strconv.FormatUint(lo, 10) + ",0)"
			}
			return "vscale_range(" + strconv.FormatUint(lo, 10) + "," + strconv.FormatUint(hi, 10) + ")"
		case 82:
			return "allockind(\"" + allocKindString(v) + "\")"
		case 86:
			return "memory(" + memoryString(v) + ")"
		case 87:
			return "nofpclass(" + fpClassString(v) + ")"
		case 102:
			return captureString(v)
		case 103:
			if v == 0 {
				return "dead_on_return"
			}
			return "dead_on_return(" + strconv.FormatUint(v, 10) + ")"
		}
		if !a.hasVal {
			return a.info.name
		}
		return a.info.name + "(" + strconv.FormatUint(v, 10) + ")"
	}
	return a.info.name
}

func allocKindString(v uint64) string {
	var parts []string
	for i, n := range []string{"alloc", "realloc", "free", "uninitialized", "zeroed", "aligned"} {
		if v&(1<<i) != 0 {
			parts = append(parts, n)
		}
	}
	return strings.Join(parts, ",")
}

var modRefNames = [...]string{"none", "read", "write", "readwrite"}

// memoryString prints MemoryEffects (2 bits per location: argmem,
// inaccessiblemem, errnomem, other, then target locations). The top byte
// is the encoding's version: 0, written before LLVM 21, has no errnomem
// (argmem, inaccessiblemem, other), and errno memory is read as other
// memory, as LLVM's reader upgrades it.
func memoryString(v uint64) string {
	version := v >> 56
	if version == 0 {
		other := v >> 4 & 3
		v = v&15 | other<<4 | other<<6
	}
	v &= 1<<56 - 1
	locs := []string{"argmem", "inaccessiblemem", "errnomem", "other"}
	n := 4
	// From version 1 (LLVM 22) every value has the target locations.
	if version >= 1 || v>>8 != 0 {
		locs = append(locs, "target_mem0", "target_mem1")
		n = 6
	}
	get := func(i int) uint64 { return (v >> (2 * i)) & 3 }
	other := get(3)
	all := true
	for i := 0; i < n; i++ {
		if get(i) != other {
			all = false
		}
	}
	var parts []string
	if other != 0 || all {
		parts = append(parts, modRefNames[other])
	}
	for i := 0; i < n; i++ {
		if i == 3 || get(i) == other {
			continue
		}
		parts = append(parts, locs[i]+": "+modRefNames[get(i)])
	}
	return strings.Join(parts, ", ")
}

func fpClassString(v uint64) string {
	names := []struct {
		m uint64
		n string
	}{{0x3ff, "all"}, {3, "nan"}, {1, "snan"}, {2, "qnan"}, {0x204, "inf"}, {4, "ninf"}, {0x200, "pinf"},
		{0x60, "zero"}, {0x20, "nzero"}, {0x40, "pzero"}, {0x90, "sub"}, {0x10, "nsub"}, {0x80, "psub"},
		{0x108, "norm"}, {8, "nnorm"}, {0x100, "pnorm"}}
	var parts []string
	for _, e := range names {
		if v&e.m == e.m {
			parts = append(parts, e.n)
			v &^= e.m
		}
	}
	return strings.Join(parts, " ")
}

func captureComponents(c uint64) string {
	if c == 0 {
		return "none"
	}
	var parts []string
	if c&3 == 1 {
		parts = append(parts, "address_is_null")
	} else if c&3 == 3 {
		parts = append(parts, "address")
	}
	if c&12 == 4 {
		parts = append(parts, "read_provenance")
	}
	if c&12 == 12 {
		parts = append(parts, "provenance")
	}
	return strings.Join(parts, ", ")
}

func captureString(v uint64) string {
	other, ret := v>>4&15, v&15
	var parts []string
	if other != 0 || other == ret {
		parts = append(parts, captureComponents(other))
	}
	if other != ret {
		parts = append(parts, "ret: "+captureComponents(ret))
	}
	return "captures(" + strings.Join(parts, ", ") + ")"
}

// setString prints a set's attributes separated by spaces.
func (s *attrSet) String(inGroup bool) string {
	var b strings.Builder
	for i := range s.attrs {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(s.attrs[i].String(s.st, inGroup))
	}
	return b.String()
}

// upgradeFnAttrs applies the upgrades BitcodeReader makes to function
// attributes while reading: the old frame-pointer string attributes become
// "frame-pointer", and "null-pointer-is-valid"="true" becomes the enum
// attribute null_pointer_is_valid.
func upgradeFnAttrs(as []attr) []attr {
	var fp string
	nonLeaf, nullValid, hasNull := false, false, false
	out := as[:0:0]
	for _, a := range as {
		if a.info.cat == catString {
			switch a.key {
			case "no-frame-pointer-elim":
				if a.str == "true" {
					fp = "all"
				} else {
					fp = "none"
				}
				continue
			case "no-frame-pointer-elim-non-leaf":
				nonLeaf = true
				continue
			case "null-pointer-is-valid":
				hasNull = true
				nullValid = a.str == "true"
				continue
			}
		}
		out = append(out, a)
	}
	if nonLeaf && fp != "all" {
		fp = "non-leaf"
	}
	if fp != "" {
		out = append(out, attr{key: "frame-pointer", str: fp, hasVal: true, info: attrInfo{cat: catString}})
	}
	if hasNull && nullValid {
		out = append(out, attr{code: 67, info: attrKinds[67]})
	}
	return out
}

// withPointeeTypes is s, parameter pt's attributes, with byval, sret and
// inalloca given pt's pointee type where they have none, as LLVM's reader
// gives them to bitcode from before these attributes carried their type
// (LLVM 11 and older); LLVM 13's leaves preallocated untyped (and LLVM 14's
// crashes on it).
func withPointeeTypes(s *attrSet, pt *typ) *attrSet {
	if s == nil || pt == nil || pt.kind != tPtr || pt.elem == nil {
		return s
	}
	var out *attrSet
	for i, a := range s.attrs {
		if a.info.cat != catType || a.ty != nil {
			continue
		}
		switch a.info.name {
		case "byval", "sret", "inalloca":
		default:
			continue
		}
		if out == nil {
			c := *s
			c.attrs = append([]attr(nil), s.attrs...)
			out = &c
		}
		out.attrs[i].ty = pt.elem
	}
	if out == nil {
		return s
	}
	return out
}

// oldAttrBits are the attributes of the bit masks of bitcode before LLVM
// 3.3 (PARAMATTR_CODE_ENTRY_OLD), by bit of the mask LLVM's reader
// decodes them from (getRawAttributeMask); alignment and stack alignment
// are fields of their own.
var oldAttrBits = map[uint]string{
	0: "zeroext", 1: "signext", 2: "noreturn", 3: "inreg", 4: "sret", 5: "nounwind", 6: "noalias",
	7: "byval", 8: "nest", 9: "readnone", 10: "readonly", 11: "noinline", 12: "alwaysinline",
	13: "optsize", 14: "ssp", 15: "sspreq", 21: "nocapture", 22: "noredzone", 23: "noimplicitfloat",
	24: "naked", 25: "inlinehint", 29: "returns_twice", 30: "uwtable", 31: "nonlazybind",
	32: "sanitize_address", 33: "minsize", 34: "noduplicate", 35: "sspstrong", 36: "sanitize_thread",
	37: "sanitize_memory", 38: "nobuiltin", 39: "returned", 40: "cold", 41: "builtin", 42: "optnone",
	43: "inalloca", 44: "nonnull", 45: "jumptable", 46: "convergent", 47: "safestack", 48: "norecurse",
	49: "inaccessiblememonly", 50: "inaccessiblemem_or_argmemonly", 51: "swiftself", 52: "swifterror",
	53: "writeonly", 54: "speculatable", 55: "strictfp", 56: "sanitize_hwaddress", 57: "nocf_check",
	58: "optforfuzzing", 59: "shadowcallstack", 60: "speculative_load_hardening",
}

// attrCodes maps an attribute's name to its bitcode kind code.
var attrCodes = func() map[string]uint64 {
	m := map[string]uint64{}
	for code, info := range attrKinds {
		m[info.name] = code
	}
	return m
}()

// readOldAttrList reads an attribute list of bitcode before LLVM 3.3:
// ENTRY_OLD [index, mask, index, mask, ...], a mask per position (0 the
// result, i+1 parameter i, 0xFFFFFFFF the function). A mask holds the
// alignment in bits 16-31 and the other attributes in bits 0-15 and
// 32-51, which LLVM's reader reads as one mask with the high part shifted
// down to bit 21 (decodeLLVMAttributesForBitcode).
func (d *decoder) readOldAttrList(e *bitstream.Entry) error {
	if len(e.Ops)%2 != 0 {
		return d.recErr(e, "attribute list record of odd length")
	}
	var list []*attrSet
	for i := 0; i < len(e.Ops); i += 2 {
		enc := e.Ops[i+1]
		s := &attrSet{index: e.Ops[i], st: d.st}
		add := func(name string, val uint64, hasVal bool) {
			code := attrCodes[name]
			a := attr{code: code, info: attrKinds[code], val: val, hasVal: hasVal}
			if code == 33 && !d.st.uwtableKind {
				a.info.cat = catEnum
			}
			s.attrs = append(s.attrs, a)
		}
		if align := enc >> 16 & 0xffff; align != 0 {
			// a power of two (LLVM keeps the highest bit of another)
			add("align", 1<<(bits.Len64(align)-1), true)
		}
		raw := (enc&(0xfffff<<32))>>11 | enc&0xffff
		if e := raw >> 26 & 7; e != 0 {
			add("alignstack", 1<<(e-1), true)
		}
		for bit, name := range oldAttrBits {
			if raw&(1<<bit) != 0 {
				add(name, 0, false)
			}
		}
		if s.index == fnIndex {
			s.attrs = upgradeFnAttrs(s.attrs)
		}
		sortAttrs(s.attrs)
		if len(s.attrs) > 0 {
			list = append(list, s)
		}
	}
	d.attrLists = append(d.attrLists, list)
	return nil
}
