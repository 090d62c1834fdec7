package parser

import (
	"strings"

	"github.com/irmeta/irmeta/llvmver"
)

// layoutSplit cuts s at the first sep as DataLayout's old parser does,
// with its two errors.
func layoutSplit(s string, sep byte) (first, rest, msg string) {
	i := strings.IndexByte(s, sep)
	if i < 0 {
		return s, "", ""
	}
	first, rest = s[:i], s[i+1:]
	switch {
	case rest == "":
		return "", "", "Trailing separator in datalayout string"
	case first == "":
		return "", "", "Expected token before separator in datalayout string"
	}
	return first, rest, ""
}

const notANumber = "not a number, or does not fit in an unsigned int"

// layoutBytes reads a number of bits that must be whole bytes and
// returns the bytes.
func layoutBytes(s string) (uint64, string) {
	n, ok := layoutUint(s)
	if !ok {
		return 0, notANumber
	}
	if n%8 != 0 {
		return 0, "number of bits must be a byte width multiple"
	}
	return n / 8, ""
}

// oldLayoutError applies the rules of DataLayout's parser before its
// rework (LLVM 14 to 19): one specification after the other, each field
// split off as it is read, fields beyond those read ignored.
func oldLayoutError(desc string, v llvmver.Version) string {
	for desc != "" {
		spec, next, msg := layoutSplit(desc, '-')
		if msg != "" {
			return msg
		}
		desc = next
		tok, rest, msg := layoutSplit(spec, ':')
		if msg != "" {
			return msg
		}
		if msg := oldSpecError(tok, rest, v); msg != "" {
			return msg
		}
	}
	return ""
}

// field splits the next field off rest.
func field(rest *string) (string, string) {
	tok, r, msg := layoutSplit(*rest, ':')
	*rest = r
	return tok, msg
}

func oldSpecError(tok, rest string, v llvmver.Version) string {
	bits24 := " must be a 24bit integer"
	if v.Has(llvmver.DataLayout24BitSpelled) {
		bits24 = " must be a 24-bit integer"
	}
	if tok == "ni" {
		for {
			as, msg := field(&rest)
			if msg != "" {
				return msg
			}
			n, ok := layoutUint(as)
			if !ok {
				return notANumber
			}
			if n == 0 {
				return "Address space 0 can never be non-integral"
			}
			if rest == "" {
				return ""
			}
		}
	}
	c, tok := tok[0], tok[1:]
	switch c {
	case 's', 'E', 'e':
	case 'p':
		if tok != "" {
			n, ok := layoutUint(tok)
			if !ok {
				return notANumber
			}
			if n >= 1<<24 {
				return "Invalid address space," + bits24
			}
		}
		if rest == "" {
			return "Missing size specification for pointer in datalayout string"
		}
		tok, msg := field(&rest)
		if msg != "" {
			return msg
		}
		size, ok := layoutUint(tok)
		if !ok {
			return notANumber
		}
		if size == 0 {
			return "Invalid pointer size of 0 bytes"
		}
		if rest == "" {
			return "Missing alignment specification for pointer in datalayout string"
		}
		if tok, msg = field(&rest); msg != "" {
			return msg
		}
		abi, msg := layoutBytes(tok)
		if msg != "" {
			return msg
		}
		if !isPow2(abi) {
			return "Pointer ABI alignment must be a power of 2"
		}
		pref, indexTooWide := abi, false
		if rest != "" {
			if tok, msg = field(&rest); msg != "" {
				return msg
			}
			if pref, msg = layoutBytes(tok); msg != "" {
				return msg
			}
			if !isPow2(pref) {
				return "Pointer preferred alignment must be a power of 2"
			}
			if rest != "" {
				if tok, msg = field(&rest); msg != "" {
					return msg
				}
				idx, ok := layoutUint(tok)
				if !ok {
					return notANumber
				}
				if idx == 0 {
					return "Invalid index size of 0 bytes"
				}
				if idx > size && v.Has(llvmver.DataLayoutIndexWidth) {
					indexTooWide = true
				}
			}
		}
		if pref < abi {
			return "Preferred alignment cannot be less than the ABI alignment"
		}
		if indexTooWide {
			return "Index width cannot be larger than pointer width"
		}
	case 'i', 'v', 'f', 'a':
		var size uint64
		if tok != "" {
			var ok bool
			if size, ok = layoutUint(tok); !ok {
				return notANumber
			}
		}
		if c == 'a' && size != 0 {
			return "Sized aggregate specification in datalayout string"
		}
		if rest == "" {
			return "Missing alignment specification in datalayout string"
		}
		tok, msg := field(&rest)
		if msg != "" {
			return msg
		}
		abi, msg := layoutBytes(tok)
		switch {
		case msg != "":
			return msg
		case c != 'a' && abi == 0:
			return "ABI alignment specification must be >0 for non-aggregate types"
		case abi >= 1<<16:
			return "Invalid ABI alignment, must be a 16bit integer"
		case abi != 0 && !isPow2(abi):
			return "Invalid ABI alignment, must be a power of 2"
		case v.Has(llvmver.DataLayoutI8Natural) && c == 'i' && size == 8 && abi != 1:
			return "Invalid ABI alignment, i8 must be naturally aligned"
		}
		pref := abi
		if rest != "" {
			if tok, msg = field(&rest); msg != "" {
				return msg
			}
			if pref, msg = layoutBytes(tok); msg != "" {
				return msg
			}
		}
		switch {
		case pref >= 1<<16:
			return "Invalid preferred alignment, must be a 16bit integer"
		case pref != 0 && !isPow2(pref):
			return "Invalid preferred alignment, must be a power of 2"
		case size >= 1<<24:
			return "Invalid bit width," + bits24
		case max(pref, 1) < max(abi, 1):
			return "Preferred alignment cannot be less than the ABI alignment"
		}
	case 'n':
		for {
			w, ok := layoutUint(tok)
			if !ok {
				return notANumber
			}
			if w == 0 {
				return "Zero width native integer type in datalayout string"
			}
			if rest == "" {
				return ""
			}
			var msg string
			if tok, msg = field(&rest); msg != "" {
				return msg
			}
		}
	case 'S':
		a, msg := layoutBytes(tok)
		if msg != "" {
			return msg
		}
		if a != 0 && !isPow2(a) {
			return "Alignment is neither 0 nor a power of 2"
		}
	case 'F':
		if tok == "" || tok[0] != 'i' && tok[0] != 'n' {
			return "Unknown function pointer alignment type in datalayout string"
		}
		a, msg := layoutBytes(tok[1:])
		if msg != "" {
			return msg
		}
		if a != 0 && !isPow2(a) {
			return "Alignment is neither 0 nor a power of 2"
		}
	case 'P', 'A', 'G':
		n, ok := layoutUint(tok)
		if !ok {
			return notANumber
		}
		if n >= 1<<24 {
			return "Invalid address space, must be a 24-bit integer"
		}
	case 'm':
		switch {
		case tok != "":
			return "Unexpected trailing characters after mangling specifier in datalayout string"
		case rest == "":
			return "Expected mangling specifier in datalayout string"
		case len(rest) > 1:
			return "Unknown mangling specifier in datalayout string"
		case !strings.Contains("elomwxa", rest):
			return "Unknown mangling in datalayout string"
		}
	default:
		return "Unknown specifier in datalayout string"
	}
	return ""
}
