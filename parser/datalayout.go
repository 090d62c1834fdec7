package parser

import (
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/token"
)

// DataLayoutError returns what release v says of the data layout string
// dl, or "" when it accepts it. From llvmver.DataLayoutErrorAtString on
// the parser reports it at the string; LLVM 14 aborts with the text
// ("LLVM ERROR: ..."). The rules and texts changed over the releases
// (llvmver.DataLayoutI8Natural, DataLayoutIndexWidth,
// DataLayout24BitSpelled), most with the rework of DataLayout's parser
// (llvmver.DataLayoutReworked).
func DataLayoutError(dl string, v llvmver.Version) string {
	if v.Has(llvmver.DataLayoutReworked) {
		return layoutError(dl)
	}
	return oldLayoutError(dl, v)
}

// checkDataLayout reports an invalid data layout string at the string
// (which starts at pos).
func (p *parser) checkDataLayout(dl string, pos token.Pos) {
	msg := DataLayoutError(dl, p.ver)
	switch {
	case msg == "":
	case p.ver.Has(llvmver.DataLayoutErrorAtString):
		p.errorAt(pos, msg)
	default:
		// llvm-as aborts without a position.
		p.errorAt(pos, "LLVM ERROR: "+msg)
	}
}

// layoutUint reads a decimal unsigned 32-bit number, as
// StringRef::getAsInteger does for LLVM's unsigned.
func layoutUint(s string) (uint64, bool) {
	if s == "" {
		return 0, false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
	}
	n, err := strconv.ParseUint(s, 10, 32)
	return n, err == nil
}

func isPow2(n uint64) bool { return n != 0 && n&(n-1) == 0 }

// layoutError applies the reworked rules: '-' separates specifications,
// ':' their fields, whose number is fixed per specifier.
func layoutError(dl string) string {
	if dl == "" {
		return ""
	}
	names := map[string]bool{}
	for _, spec := range strings.Split(dl, "-") {
		if spec == "" {
			return "empty specification is not allowed"
		}
		if msg := specError(spec, names); msg != "" {
			return msg
		}
	}
	return ""
}

func formatError(form string) string {
	return `malformed specification, must be of the form "` + form + `"`
}

func addrSpaceError(s string) string {
	if s == "" {
		return "address space component cannot be empty"
	}
	if n, ok := layoutUint(s); !ok || n >= 1<<24 {
		return "address space must be a 24-bit integer"
	}
	return ""
}

func sizeError(s, name string) (uint64, string) {
	if s == "" {
		return 0, name + " component cannot be empty"
	}
	n, ok := layoutUint(s)
	if !ok || n == 0 || n >= 1<<24 {
		return 0, name + " must be a non-zero 24-bit integer"
	}
	return n, ""
}

// alignError reads an alignment in bits and returns it in bytes (0 as 1
// where zero is allowed).
func alignError(s, name string, allowZero bool) (uint64, string) {
	if s == "" {
		return 0, name + " alignment component cannot be empty"
	}
	n, ok := layoutUint(s)
	if !ok || n >= 1<<16 {
		return 0, name + " alignment must be a 16-bit integer"
	}
	if n == 0 {
		if !allowZero {
			return 0, name + " alignment must be non-zero"
		}
		return 1, ""
	}
	if n%8 != 0 || !isPow2(n/8) {
		return 0, name + " alignment must be a power of two times the byte width"
	}
	return n / 8, ""
}

// alignPair checks the ABI and optional preferred alignment fields.
func alignPair(f []string, abiZero bool) (abi uint64, msg string) {
	abi, msg = alignError(f[0], "ABI", abiZero)
	if msg != "" {
		return 0, msg
	}
	pref := abi
	if len(f) > 1 {
		if pref, msg = alignError(f[1], "preferred", false); msg != "" {
			return 0, msg
		}
	}
	if pref < abi {
		return 0, "preferred alignment cannot be less than the ABI alignment"
	}
	return abi, ""
}

// pointerSpaceError checks the first field of a pointer specification:
// flags (e: external state, u: unstable representation), an address
// space and a name in parentheses, each optional; names holds the names
// used so far.
func pointerSpaceError(s string, names map[string]bool) string {
	flags := false
	for s != "" && s[0] >= 'a' && s[0] <= 'z' || s != "" && s[0] >= 'A' && s[0] <= 'Z' {
		if s[0] != 'e' && s[0] != 'u' {
			return "'" + s[:1] + "' is not a valid pointer specification flag"
		}
		flags = true
		s = s[1:]
	}
	num, name := s, ""
	if i := strings.IndexByte(s, '('); i >= 0 {
		num, name = s[:i], s[i+1:]
		var ok bool
		if name, ok = strings.CutSuffix(name, ")"); !ok || name == "" {
			return "Expected `( address space name )`"
		}
	}
	as := uint64(0)
	if num != "" {
		if msg := addrSpaceError(num); msg != "" {
			return msg
		}
		as, _ = layoutUint(num)
	}
	if as == 0 && flags {
		return "address space 0 cannot be unstable or have external state"
	}
	if name != "" {
		if names[name] {
			return "address space name `" + name + "` already used"
		}
		names[name] = true
	}
	return ""
}

func specError(spec string, names map[string]bool) string {
	if rest, ok := strings.CutPrefix(spec, "ni"); ok {
		if !strings.HasPrefix(rest, ":") {
			return formatError("ni:<address space>[:<address space>]...")
		}
		for _, s := range strings.Split(rest[1:], ":") {
			if msg := addrSpaceError(s); msg != "" {
				return msg
			}
			if strings.Trim(s, "0") == "" {
				return "address space 0 cannot be non-integral"
			}
		}
		return ""
	}
	c, rest := spec[0], spec[1:]
	switch c {
	case 'i', 'f', 'v':
		f := strings.Split(rest, ":")
		if len(f) < 2 || len(f) > 3 {
			return formatError(string(c) + "<size>:<abi>[:<pref>]")
		}
		bits, msg := sizeError(f[0], "size")
		if msg != "" {
			return msg
		}
		abi, msg := alignError(f[1], "ABI", false)
		if msg != "" {
			return msg
		}
		if c == 'i' && bits == 8 && abi != 1 {
			return "i8 must be 8-bit aligned"
		}
		_, msg = alignPair(f[1:], false)
		return msg
	case 'a':
		f := strings.Split(rest, ":")
		if len(f) < 2 || len(f) > 3 {
			return formatError("a:<abi>[:<pref>]")
		}
		if f[0] != "" {
			if n, ok := layoutUint(f[0]); !ok || n != 0 {
				return "size must be zero"
			}
		}
		_, msg := alignPair(f[1:], true)
		return msg
	case 'p':
		f := strings.Split(rest, ":")
		if len(f) < 3 || len(f) > 5 {
			return formatError("p[<n>]:<size>:<abi>[:<pref>[:<idx>]]")
		}
		if msg := pointerSpaceError(f[0], names); msg != "" {
			return msg
		}
		bits, msg := sizeError(f[1], "pointer size")
		if msg != "" {
			return msg
		}
		end := min(len(f), 4)
		if _, msg := alignPair(f[2:end], false); msg != "" {
			return msg
		}
		if len(f) > 4 {
			idx, msg := sizeError(f[4], "index size")
			if msg != "" {
				return msg
			}
			if idx > bits {
				return "index size cannot be larger than the pointer size"
			}
		}
		return ""
	case 's':
		return "" // deprecated, ignored
	case 'e', 'E':
		if rest != "" {
			return "malformed specification, must be just 'e' or 'E'"
		}
	case 'n':
		for _, s := range strings.Split(rest, ":") {
			if _, msg := sizeError(s, "size"); msg != "" {
				return msg
			}
		}
	case 'S':
		if rest == "" {
			return formatError("S<size>")
		}
		_, msg := alignError(rest, "stack natural", false)
		return msg
	case 'F':
		if rest == "" {
			return formatError("F<type><abi>")
		}
		if rest[0] != 'i' && rest[0] != 'n' {
			return "unknown function pointer alignment type '" + rest[:1] + "'"
		}
		_, msg := alignError(rest[1:], "ABI", false)
		return msg
	case 'P', 'A', 'G':
		if rest == "" {
			return formatError(string(c) + "<address space>")
		}
		return addrSpaceError(rest)
	case 'm':
		mode, ok := strings.CutPrefix(rest, ":")
		if !ok || mode == "" {
			return formatError("m:<mangling>")
		}
		if len(mode) > 1 || !strings.Contains("elomwxa", mode) {
			return "unknown mangling mode"
		}
	default:
		return "unknown specifier '" + spec[:1] + "'"
	}
	return ""
}
