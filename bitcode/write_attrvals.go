package bitcode

import (
	"math/big"
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/llvmver"
)

// The attributes whose value is spelled in words or ranges (LLVM 15 and
// later): memory, allockind, captures, nofpclass, range, initializes. Each
// is the inverse of its printer in attrs.go.

// memoryLocs are MemoryEffects' locations in bit order (2 bits each).
var memoryLocs = []string{"argmem", "inaccessiblemem", "errnomem", "other", "target_mem0", "target_mem1"}

// memoryValue is memory(...)'s integer in LLVM 22's encoding: version 1
// in the top byte, 2 bits for every location of memoryLocs.
func memoryValue(args []tok) uint64 {
	modRef := func(s string) uint64 {
		for i, n := range modRefNames {
			if n == s {
				return uint64(i)
			}
		}
		unsupported("attribute", "memory(... %s ...)", s)
		return 0
	}
	var loc [6]uint64
	set := [6]bool{}
	for _, part := range splitTopCommas(args) {
		switch len(part) {
		case 1: // the access of every location not named
			x := modRef(part[0].s)
			for i := range loc {
				if !set[i] {
					loc[i] = x
				}
			}
		case 3: // "loc: access"
			k := -1
			for i, n := range memoryLocs {
				if n == part[0].s {
					k = i
				}
			}
			if k < 0 || part[1].s != ":" {
				unsupported("attribute", "memory(... %s ...)", part[0].s)
			}
			loc[k], set[k] = modRef(part[2].s), true
		default:
			unsupported("attribute", "memory(...)")
		}
	}
	v := uint64(1) << 56
	for i, x := range loc {
		v |= x << (2 * i)
	}
	return v
}

// memoryVersion0 is a memory value of LLVM 22's encoding in the one
// before (version 0: argmem, inaccessiblemem, other), where errno and
// target memory are other memory; a value that tells them apart is
// refused.
func memoryVersion0(v uint64) uint64 {
	get := func(i int) uint64 { return v >> (2 * i) & 3 }
	for _, i := range []int{2, 4, 5} {
		if get(i) != get(3) {
			unsupported("attribute", "memory(%s: ...) before %s", memoryLocs[i], llvmver.MemoryEncodingV1.Since())
		}
	}
	return get(0) | get(1)<<2 | get(3)<<4
}

// splitTopCommas splits tokens at the commas outside parentheses.
func splitTopCommas(ts []tok) [][]tok {
	var out [][]tok
	depth, start := 0, 0
	for i, t := range ts {
		switch {
		case t.str:
		case t.s == "(":
			depth++
		case t.s == ")":
			depth--
		case t.s == "," && depth == 0:
			out = append(out, ts[start:i])
			start = i + 1
		}
	}
	if start < len(ts) {
		out = append(out, ts[start:])
	}
	return out
}

func bigArg(s string) *big.Int {
	var v big.Int
	if _, ok := v.SetString(s, 10); !ok {
		unsupported("attribute", "number %s", s)
	}
	return &v
}

// apIntWords are v's words as bw-bit two's complement, as LLVM's
// emitWideAPInt writes them: the active words (at least one), each a
// signed VBR of the word read as int64.
func apIntWords(v *big.Int, bw int) []uint64 {
	u := new(big.Int).Set(v)
	if u.Sign() < 0 {
		u.Add(u, new(big.Int).Lsh(big.NewInt(1), uint(bw)))
	}
	nwords := max((u.BitLen()+63)/64, 1)
	mask := new(big.Int).SetUint64(^uint64(0))
	words := make([]uint64, 0, nwords)
	for i := 0; i < nwords; i++ {
		words = append(words, signedVBR(int64(new(big.Int).And(u, mask).Uint64())))
		u.Rsh(u, 64)
	}
	return words
}

// allocKindValue is allockind("alloc,free,...")'s bit set.
func allocKindValue(s string) uint64 {
	var v uint64
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		k := -1
		for i, n := range []string{"alloc", "realloc", "free", "uninitialized", "zeroed", "aligned"} {
			if part == n {
				k = i
			}
		}
		if k < 0 {
			unsupported("attribute", "allockind(%q)", s)
		}
		v |= 1 << k
	}
	return v
}

// captureBits are the components of a captures(...) set.
var captureBits = map[string]uint64{"none": 0, "address_is_null": 1, "address": 3, "read_provenance": 4, "provenance": 12}

// capturesValue is captures(...)'s integer: the components of other
// captures in bits 4-7, those through the return value in bits 0-3 (the
// others' unless "ret:" starts a list of them, which runs to the end).
func capturesValue(args []tok) uint64 {
	var other, ret uint64
	retSet := false
	for _, part := range splitTopCommas(args) {
		switch {
		case len(part) == 1:
			x, ok := captureBits[part[0].s]
			if !ok {
				unsupported("attribute", "captures(... %s ...)", part[0].s)
			}
			// after "ret:" a component is the return value's
			if retSet {
				ret |= x
			} else {
				other |= x
			}
		case len(part) == 3 && part[0].s == "ret" && part[1].s == ":":
			x, ok := captureBits[part[2].s]
			if !ok {
				unsupported("attribute", "captures(... %s ...)", part[2].s)
			}
			ret |= x
			retSet = true
		default:
			unsupported("attribute", "captures(...)")
		}
	}
	if !retSet {
		ret = other
	}
	return other<<4 | ret
}

// fpClassValue is nofpclass(...)'s mask: the names fpClassString prints,
// or a number.
func fpClassValue(args []tok) uint64 {
	names := map[string]uint64{"all": 0x3ff, "nan": 3, "snan": 1, "qnan": 2, "inf": 0x204, "ninf": 4, "pinf": 0x200,
		"zero": 0x60, "nzero": 0x20, "pzero": 0x40, "sub": 0x90, "nsub": 0x10, "psub": 0x80, "norm": 0x108,
		"nnorm": 8, "pnorm": 0x100}
	var v uint64
	for _, a := range args {
		x, ok := names[a.s]
		if !ok {
			n, err := strconv.ParseUint(a.s, 10, 64)
			if err != nil {
				unsupported("attribute", "nofpclass(... %s ...)", a.s)
			}
			x = n
		}
		v |= x
	}
	return v
}

// rangeOps are range(iN lo, hi)'s operands: [bit width, lo, hi] as signed
// VBRs, or when wider than 64 bits [bit width, active words of lo | of
// hi << 32, lo's words..., hi's words...].
func rangeOps(args []tok) []uint64 {
	if len(args) != 4 || !strings.HasPrefix(args[0].s, "i") || args[2].s != "," {
		unsupported("attribute", "range(...)")
	}
	bw, err := strconv.Atoi(args[0].s[1:])
	if err != nil || bw <= 0 {
		unsupported("attribute", "range(%s ...)", args[0].s)
	}
	lo, hi := bigArg(args[1].s), bigArg(args[3].s)
	if bw <= 64 {
		return []uint64{uint64(bw), signedVBR(lo.Int64()), signedVBR(hi.Int64())}
	}
	lw, hw := apIntWords(lo, bw), apIntWords(hi, bw)
	ops := []uint64{uint64(bw), uint64(len(lw)) | uint64(len(hw))<<32}
	return append(append(ops, lw...), hw...)
}

// initializesOps are initializes((a, b), ...)'s operands: [count, bit
// width 64, (lo, hi) as signed VBRs...].
func initializesOps(args []tok) []uint64 {
	var pairs []uint64
	for _, part := range splitTopCommas(args) {
		if len(part) != 5 || part[0].s != "(" || part[2].s != "," || part[4].s != ")" {
			unsupported("attribute", "initializes(...)")
		}
		pairs = append(pairs, signedVBR(bigArg(part[1].s).Int64()), signedVBR(bigArg(part[3].s).Int64()))
	}
	return append([]uint64{uint64(len(pairs) / 2), 64}, pairs...)
}
