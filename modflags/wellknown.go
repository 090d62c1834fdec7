package modflags

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
)

// ValueKind is the shape of a well-known flag's value.
type ValueKind uint8

// Value shapes.
const (
	IntValue      ValueKind = iota // i32 4 (the Bits field gives the width)
	IntArrayValue                  // [2 x i32] [i32 12, i32 3]
	StringValue                    // !"text"
	NodeValue                      // a metadata node
)

// A Known describes a module flag that LLVM or clang defines: the behavior
// they write it with, the shape of its value, and what it means.
type Known struct {
	ID       string
	Behavior Behavior
	Kind     ValueKind
	Bits     uint32 // integer width for IntValue
	Doc      string
}

// WellKnown lists the flags LLVM and clang 14 through 22 write, with the
// behavior LLVM 22 writes them with (BehaviorIn gives an older release's).
var WellKnown = []Known{
	{"wchar_size", Error, IntValue, 32, "size of wchar_t in bytes"},
	{"PIC Level", Min, IntValue, 32, "position-independent code: 1 small, 2 big (Min since LLVM 16, Max before; Error before LLVM 14's upgrade)"},
	{"PIE Level", Max, IntValue, 32, "position-independent executable: 1 small, 2 big"},
	{"Dwarf Version", Max, IntValue, 32, "DWARF version of the debug info"},
	{"CodeView", Warning, IntValue, 32, "emit CodeView debug info"},
	{"Debug Info Version", Warning, IntValue, 32, "debug info metadata version (3); other values drop debug info on load"},
	{"uwtable", Max, IntValue, 32, "unwind tables: 1 synchronous, 2 asynchronous (clang 22's default on x86-64 and AArch64)"},
	{"frame-pointer", Max, IntValue, 32, "frame pointers: 0 none, 1 non-leaf, 2 all, 3 reserved (the register is kept but not set up), 4 non-leaf without reserving it in leaf functions (clang 22's -momit-leaf-frame-pointer)"},
	{"Code Model", Error, IntValue, 32, "code model (tiny, small, kernel, medium, large)"},
	{"SDK Version", Warning, IntArrayValue, 32, "SDK version as [major, minor, subminor]"},
	{"SemanticInterposition", Error, IntValue, 32, "-fsemantic-interposition"},
	{"ThinLTO", Error, IntValue, 32, "0 when ThinLTO is disabled for the module"},
	{"EnableSplitLTOUnit", Error, IntValue, 32, "split the LTO unit for whole-program devirtualization"},
	{"CFI Canonical Jump Tables", Override, IntValue, 32, "CFI jump tables are canonical"},
	{"Cross-DSO CFI", Override, IntValue, 32, "cross-DSO control-flow integrity"},
	{"branch-target-enforcement", Min, IntValue, 32, "AArch64 BTI (Min, clang 22 writes 2; Error with 0 or 1 in LLVM 14)"},
	{"sign-return-address", Min, IntValue, 32, "AArch64 PAC return-address signing (Min, clang 22 writes 2; Error with 0 or 1 in LLVM 14)"},
	{"sign-return-address-all", Min, IntValue, 32, "sign the return address of every function, leaf ones too"},
	{"sign-return-address-with-bkey", Min, IntValue, 32, "sign with the B key"},
	{"guarded-control-stack", Min, IntValue, 32, "AArch64 guarded control stack (GCS)"},
	{"branch-protection-pauth-lr", Min, IntValue, 32, "AArch64 PAuth_LR: sign with the return address and PC"},
	{"cf-protection-branch", Min, IntValue, 32, "x86 CET indirect-branch tracking (Min since LLVM 16, Override before)"},
	{"cf-protection-return", Min, IntValue, 32, "x86 CET shadow stack (Min since LLVM 16, Override before)"},
	{"ibt-seal", Override, IntValue, 32, "seal IBT end-branches of non-address-taken functions (LLVM 14; clang 22 has no -mibt-seal)"},
	{"stack-protector-guard", Error, StringValue, 0, "where the stack protector's guard lives"},
	{"stack-protector-guard-reg", Error, StringValue, 0, "segment register of a TLS stack-protector guard (fs, gs)"},
	{"stack-protector-guard-offset", Error, IntValue, 32, "offset of a TLS stack-protector guard"},
	{"stack-protector-guard-symbol", Error, StringValue, 0, "symbol of the stack-protector guard"},
	{"override-stack-alignment", Error, IntValue, 32, "stack alignment in bytes (-mstack-alignment)"},
	{"target-abi", Error, StringValue, 0, "target ABI name (RISC-V)"},
	{"riscv-isa", AppendUnique, NodeValue, 0, "RISC-V ISA strings of the linked modules"},
	{"SmallDataLimit", Min, IntValue, 32, "RISC-V small-data limit in bytes (Min in clang 22, Error in LLVM 14)"},
	{"Large Data Threshold", Error, IntValue, 64, "x86-64 medium/large code model: size above which data is large"},
	{"RtLibUseGOT", Max, IntValue, 32, "call runtime-library functions through the GOT (-fno-plt)"},
	{"direct-access-external-data", Max, IntValue, 32, "access external data directly, without the GOT"},
	{"NumRegisterParameters", Error, IntValue, 32, "i386 -mregparm: integer arguments passed in registers"},
	{"min_enum_size", Error, IntValue, 32, "ARM EABI minimum enum size in bytes (1 with -fshort-enums)"},
	{"MaxTLSAlign", Error, IntValue, 32, "largest TLS variable alignment (Windows)"},
	{"cfguard", Warning, IntValue, 32, "Windows control-flow guard: 1 table only, 2 checks"},
	{"ehcontguard", Warning, IntValue, 32, "Windows EH continuation guard"},
	{"nosanitize_address", Override, IntValue, 32, "module was built with -fsanitize=address (globals need no further instrumentation)"},
	{"tag-stack-memory-buildattr", Override, IntValue, 32, "AArch64 MTE: stack memory tagged (ELF build attribute)"},
	{"EnableValueProfiling", Warning, IntValue, 32, "instrumentation PGO with value profiling"},
	{"Virtual Function Elim", Error, IntValue, 32, "virtual function elimination (-fvirtual-function-elimination)"},
	{"StrictVTablePointers", Error, IntValue, 32, "-fstrict-vtable-pointers"},
	{"StrictVTablePointersRequirement", Require, NodeValue, 0, "requires StrictVTablePointers = 1 in every linked module"},
	{"debug-info-assignment-tracking", Max, IntValue, 1, "debug info uses assignment tracking (#dbg_assign)"},
	{"amdhsa_code_object_version", Error, IntValue, 32, "AMDHSA code object version times 100 (600: v6)"},
	{"amdgpu_printf_kind", Error, StringValue, 0, "AMDGPU printf lowering: hostcall or buffered"},
	{"openmp", Max, IntValue, 32, "OpenMP version"},
	{"openmp-device", Max, IntValue, 32, "OpenMP device version"},
	{"nvvm-reflect-ftz", Override, IntValue, 32, "CUDA flush-to-zero"},
	{"ProfileSummary", Error, NodeValue, 0, "profile summary (see ProfileSummaryOf)"},
	{"CG Profile", Append, NodeValue, 0, "call-graph profile {caller, callee, count} triples (see CGProfile)"},
	{"Linker Options", Append, NodeValue, 0, "legacy linker options; use !llvm.linker.options"},
	{"Objective-C Version", Error, IntValue, 32, "Objective-C ABI version"},
	{"Objective-C Image Info Version", Error, IntValue, 32, "Objective-C image info version"},
	{"Objective-C Image Info Section", Error, StringValue, 0, "section of the Objective-C image info"},
	{"Objective-C Garbage Collection", Error, IntValue, 8, "Objective-C GC mode (i8; older modules carry Swift versions in an i32)"},
	{"Objective-C Class Properties", Error, IntValue, 32, "Objective-C class properties are supported"},
	{"Objective-C Enforce ClassRO Pointer Signing", Error, IntValue, 8, "Objective-C class_ro_t pointers are signed (arm64e)"},
	{"Swift ABI Version", Error, IntValue, 32, "Swift ABI version"},
	{"Swift Major Version", Error, IntValue, 8, "Swift major version"},
	{"Swift Minor Version", Error, IntValue, 8, "Swift minor version"},
}

// behaviorChanges are the well-known flags whose behavior changed between
// LLVM releases: the behavior before the change.
var behaviorChanges = map[string]struct {
	change llvmver.Change
	before Behavior
}{
	"PIC Level":                     {llvmver.ModFlagPICLevelMin, Max},
	"cf-protection-branch":          {llvmver.ModFlagCFProtectionMin, Override},
	"cf-protection-return":          {llvmver.ModFlagCFProtectionMin, Override},
	"branch-target-enforcement":     {llvmver.ModFlagBranchProtectionMin, Error},
	"sign-return-address":           {llvmver.ModFlagBranchProtectionMin, Error},
	"sign-return-address-all":       {llvmver.ModFlagBranchProtectionMin, Error},
	"sign-return-address-with-bkey": {llvmver.ModFlagBranchProtectionMin, Error},
	"SmallDataLimit":                {llvmver.ModFlagSmallDataLimitMin, Error},
}

// BehaviorIn returns the behavior LLVM and clang v write the flag with.
func (k Known) BehaviorIn(v llvmver.Version) Behavior {
	if c, ok := behaviorChanges[k.ID]; ok && !v.Has(c.change) {
		return c.before
	}
	return k.Behavior
}

// Lookup returns the description of a well-known flag.
func Lookup(id string) (Known, bool) {
	for _, k := range WellKnown {
		if k.ID == id {
			return k, true
		}
	}
	return Known{}, false
}

// Int returns the integer value of flag id.
func Int(g *md.Graph, id string) (int64, bool) {
	f, ok := Get(g, id)
	if !ok {
		return 0, false
	}
	return intValue(f.Value)
}

// String returns the string value of flag id.
func String(g *md.Graph, id string) (string, bool) {
	f, ok := Get(g, id)
	if !ok {
		return "", false
	}
	s, ok := f.Value.(*md.String)
	if !ok {
		return "", false
	}
	return s.Value, true
}

// IntArray returns the elements of an integer array value ("SDK
// Version": [2 x i32] [i32 12, i32 3]).
func IntArray(g *md.Graph, id string) ([]int64, bool) {
	f, ok := Get(g, id)
	if !ok {
		return nil, false
	}
	v, ok := f.Value.(*md.Value)
	if !ok || v.Kind != ast.ArrayConst {
		return nil, false
	}
	body := strings.TrimSuffix(strings.TrimPrefix(strings.TrimSpace(v.Text), "["), "]")
	var out []int64
	for _, el := range strings.Split(body, ",") {
		fields := strings.Fields(el)
		if len(fields) != 2 {
			return nil, false
		}
		n, err := strconv.ParseInt(fields[1], 10, 64)
		if err != nil {
			return nil, false
		}
		out = append(out, n)
	}
	return out, true
}

// SetInt sets an integer flag. For well-known flags the behavior and width
// LLVM 22 writes are used; other flags get behavior b and i32.
func SetInt(g *md.Graph, b Behavior, id string, v int64) { SetIntIn(g, llvmver.Default, b, id, v) }

// SetIntIn is SetInt with the behavior LLVM release ver writes
// ("PIC Level" is Max before LLVM 16, Min since).
func SetIntIn(g *md.Graph, ver llvmver.Version, b Behavior, id string, v int64) {
	bits := uint32(32)
	if k, ok := Lookup(id); ok && k.Kind == IntValue {
		b, bits = k.BehaviorIn(ver), k.Bits
	}
	Set(g, b, id, md.NewInt(bits, v))
}

// WCharSize returns the size of wchar_t in bytes ("wchar_size").
func WCharSize(g *md.Graph) (int64, bool) { return Int(g, "wchar_size") }

// PICLevel returns "PIC Level": 1 small, 2 big.
func PICLevel(g *md.Graph) (int64, bool) { return Int(g, "PIC Level") }

// PIELevel returns "PIE Level": 1 small, 2 big.
func PIELevel(g *md.Graph) (int64, bool) { return Int(g, "PIE Level") }

// DwarfVersion returns "Dwarf Version".
func DwarfVersion(g *md.Graph) (int64, bool) { return Int(g, "Dwarf Version") }

// DebugInfoVersion returns "Debug Info Version".
func DebugInfoVersion(g *md.Graph) (int64, bool) { return Int(g, "Debug Info Version") }

// SDKVersion returns "SDK Version" as [major, minor, ...].
func SDKVersion(g *md.Graph) ([]int64, bool) { return IntArray(g, "SDK Version") }

// A CGEdge is one {caller, callee, count} entry of "CG Profile". Caller or
// Callee is "" where the reference is null.
type CGEdge struct {
	Caller, Callee string
	Count          uint64
}

// CGProfile returns the call-graph profile edges.
func CGProfile(g *md.Graph) ([]CGEdge, error) {
	f, ok := Get(g, "CG Profile")
	if !ok {
		return nil, nil
	}
	list, ok := f.Value.(*md.Node)
	if !ok || list == nil {
		return nil, fmt.Errorf("CG Profile: value is not a node")
	}
	var out []CGEdge
	for i, op := range list.Operands() {
		e, ok := op.(*md.Node)
		if !ok || e == nil || e.NumOperands() != 3 {
			return nil, fmt.Errorf("CG Profile: entry %d is not a {caller, callee, count} triple", i)
		}
		var edge CGEdge
		edge.Caller = globalName(e.Operand(0))
		edge.Callee = globalName(e.Operand(1))
		n, ok := intValue(e.Operand(2))
		if !ok {
			return nil, fmt.Errorf("CG Profile: entry %d has no integer count", i)
		}
		edge.Count = uint64(n)
		out = append(out, edge)
	}
	return out, nil
}

func globalName(m md.Metadata) string {
	if v, ok := m.(*md.Value); ok {
		if name, ok := v.Global(); ok {
			return name
		}
		if i := strings.IndexByte(v.Text, '@'); i >= 0 { // a cast of a function
			end := i + 1
			for end < len(v.Text) && v.Text[end] != ' ' && v.Text[end] != ')' {
				end++
			}
			return v.Text[i:end]
		}
	}
	return ""
}

// A ProfileSummary is the decoded "ProfileSummary" flag.
type ProfileSummary struct {
	Format                                              string
	TotalCount, MaxCount, MaxInternalCount, MaxFunction uint64
	NumCounts, NumFunctions                             uint64
	IsPartialProfile                                    bool
	PartialProfileRatio                                 float64
	Detailed                                            []SummaryEntry
}

// A SummaryEntry is one {cutoff, min count, number of counts} entry of the
// detailed summary.
type SummaryEntry struct {
	Cutoff, MinCount, NumCounts uint64
}

// ProfileSummaryOf decodes the "ProfileSummary" flag.
func ProfileSummaryOf(g *md.Graph) (*ProfileSummary, error) {
	f, ok := Get(g, "ProfileSummary")
	if !ok {
		return nil, nil
	}
	list, ok := f.Value.(*md.Node)
	if !ok || list == nil {
		return nil, fmt.Errorf("ProfileSummary: value is not a node")
	}
	ps := &ProfileSummary{}
	for _, op := range list.Operands() {
		pair, ok := op.(*md.Node)
		if !ok || pair == nil || pair.NumOperands() != 2 {
			return nil, fmt.Errorf("ProfileSummary: entry %s is not a key/value pair", md.FormatOperand(op))
		}
		key, _ := pair.Operand(0).(*md.String)
		if key == nil {
			return nil, fmt.Errorf("ProfileSummary: entry without a key")
		}
		n, _ := intValue(pair.Operand(1))
		switch key.Value {
		case "ProfileFormat":
			if s, ok := pair.Operand(1).(*md.String); ok {
				ps.Format = s.Value
			}
		case "TotalCount":
			ps.TotalCount = uint64(n)
		case "MaxCount":
			ps.MaxCount = uint64(n)
		case "MaxInternalCount":
			ps.MaxInternalCount = uint64(n)
		case "MaxFunctionCount":
			ps.MaxFunction = uint64(n)
		case "NumCounts":
			ps.NumCounts = uint64(n)
		case "NumFunctions":
			ps.NumFunctions = uint64(n)
		case "IsPartialProfile":
			ps.IsPartialProfile = n != 0
		case "PartialProfileRatio":
			if v, ok := pair.Operand(1).(*md.Value); ok {
				ps.PartialProfileRatio, _ = v.Float()
			}
		case "DetailedSummary":
			entries, _ := pair.Operand(1).(*md.Node)
			if entries == nil {
				return nil, fmt.Errorf("ProfileSummary: DetailedSummary is not a node")
			}
			for _, e := range entries.Operands() {
				t, _ := e.(*md.Node)
				if t == nil || t.NumOperands() != 3 {
					return nil, fmt.Errorf("ProfileSummary: detailed entry is not a triple")
				}
				var se SummaryEntry
				for i, dst := range []*uint64{&se.Cutoff, &se.MinCount, &se.NumCounts} {
					v, _ := intValue(t.Operand(i))
					*dst = uint64(v)
				}
				ps.Detailed = append(ps.Detailed, se)
			}
		}
	}
	return ps, nil
}
