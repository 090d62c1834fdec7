package bitstream

import (
	"encoding/binary"
	"fmt"
)

// An Op is one operand of an abbreviation a Writer defines: a literal
// value, a fixed- or VBR-width scalar, an array (followed by its element
// operand), a char6 character or a blob.
type Op struct {
	kind  opKind
	value uint64
}

// Literal is an abbreviation operand whose value is always v (not stored).
func Literal(v uint64) Op { return Op{opLiteral, v} }

// Fixed is a fixed-width operand of w bits; LLVM's readers take widths
// up to 32.
func Fixed(w uint64) Op { return Op{opFixed, w} }

// VBR is a variable-width operand in chunks of w bits.
func VBR(w uint64) Op { return Op{opVBR, w} }

// Array is an array operand; the next operand is its element.
func Array() Op { return Op{opArray, 0} }

// Char6 is a 6-bit character operand ([a-zA-Z0-9._]).
func Char6() Op { return Op{opChar6, 0} }

// Blob is a byte-blob operand; it must be the last one.
func Blob() Op { return Op{opBlob, 0} }

type wscope struct {
	abbrevW  uint
	abbrevs  [][]Op
	byCode   map[uint64][]uint64
	lenIndex int // byte index of the block's length word
	blockID  uint64
}

// A Writer builds a bitstream: blocks with backpatched lengths,
// unabbreviated records, abbreviation definitions (also in BLOCKINFO) and
// abbreviated records. Writes never fail; a misuse (a record that does not
// fit its abbreviation) panics, since it is a bug in the caller.
type Writer struct {
	buf     []byte
	cur     uint64 // pending bits, low first
	nbits   uint   // number of pending bits (< 32)
	abbrevW uint
	abbrevs [][]Op
	stack   []wscope
	info    map[uint64][][]Op
	// byCode indexes the abbreviations in effect by the code they
	// write (see Record); nil when it must be built again. infoByCode
	// keeps the index of each block id's BLOCKINFO abbreviations, which
	// every block of that id starts with.
	byCode     map[uint64][]uint64
	infoByCode map[uint64]map[uint64][]uint64
}

// NewWriter returns a writer at the top level (abbreviation width 2).
func NewWriter() *Writer { return &Writer{abbrevW: 2, info: map[uint64][][]Op{}} }

// EmitFixed writes the low n bits of v (n ≤ 64).
func (w *Writer) EmitFixed(v uint64, n uint) {
	for n > 0 {
		k := n
		if k > 32 {
			k = 32
		}
		w.emit32(uint32(v&(1<<k-1)), k)
		v >>= k
		n -= k
	}
}

func (w *Writer) emit32(v uint32, n uint) {
	w.cur |= uint64(v) << w.nbits
	w.nbits += n
	for w.nbits >= 32 {
		w.buf = binary.LittleEndian.AppendUint32(w.buf, uint32(w.cur))
		w.cur >>= 32
		w.nbits -= 32
	}
}

// EmitVBR writes v in chunks of n bits (n ≥ 2), the top bit of each chunk
// telling whether another follows.
func (w *Writer) EmitVBR(v uint64, n uint) {
	hi := uint64(1) << (n - 1)
	for v >= hi {
		w.EmitFixed(v&(hi-1)|hi, n)
		v >>= n - 1
	}
	w.EmitFixed(v, n)
}

func (w *Writer) align32() {
	if w.nbits > 0 {
		w.emit32(0, 32-w.nbits)
	}
}

// BitPos returns the number of bits written so far.
func (w *Writer) BitPos() uint64 { return uint64(len(w.buf))*8 + uint64(w.nbits) }

// EnterBlock opens block id with abbreviation width abbrevW; the
// abbreviations BLOCKINFO defined for id are in effect.
func (w *Writer) EnterBlock(id uint64, abbrevW uint) {
	w.EmitFixed(abbrevEnterSubblock, w.abbrevW)
	w.EmitVBR(id, 8)
	w.EmitVBR(uint64(abbrevW), 4)
	w.align32()
	w.stack = append(w.stack, wscope{abbrevW: w.abbrevW, abbrevs: w.abbrevs, byCode: w.byCode, lenIndex: len(w.buf), blockID: id})
	w.buf = append(w.buf, 0, 0, 0, 0)
	w.abbrevW = abbrevW
	w.abbrevs = append([][]Op(nil), w.info[id]...)
	w.byCode = w.infoByCode[id]
}

// ExitBlock closes the innermost block and fills in its length.
func (w *Writer) ExitBlock() {
	w.EmitFixed(abbrevEndBlock, w.abbrevW)
	w.align32()
	s := w.stack[len(w.stack)-1]
	w.stack = w.stack[:len(w.stack)-1]
	words := (len(w.buf) - s.lenIndex - 4) / 4
	binary.LittleEndian.PutUint32(w.buf[s.lenIndex:], uint32(words))
	w.abbrevW, w.abbrevs, w.byCode = s.abbrevW, s.abbrevs, s.byCode
}

// EmitRecord writes an unabbreviated record.
func (w *Writer) EmitRecord(code uint64, ops []uint64) {
	w.EmitFixed(abbrevUnabbrevRec, w.abbrevW)
	w.EmitVBR(code, 6)
	w.EmitVBR(uint64(len(ops)), 6)
	for _, v := range ops {
		w.EmitVBR(v, 6)
	}
}

func (w *Writer) emitAbbrevDef(ops []Op) {
	w.EmitFixed(abbrevDefine, w.abbrevW)
	w.EmitVBR(uint64(len(ops)), 5)
	for _, op := range ops {
		if op.kind == opLiteral {
			w.EmitFixed(1, 1)
			w.EmitVBR(op.value, 8)
			continue
		}
		w.EmitFixed(0, 1)
		var enc uint64
		switch op.kind {
		case opFixed:
			enc = 1
		case opVBR:
			enc = 2
		case opArray:
			enc = 3
		case opChar6:
			enc = 4
		case opBlob:
			enc = 5
		}
		w.EmitFixed(enc, 3)
		if op.kind == opFixed || op.kind == opVBR {
			w.EmitVBR(op.value, 5)
		}
	}
}

// DefineAbbrev defines an abbreviation in the current block and returns its
// id, for EmitAbbrevRecord. The first operand is the record code.
func (w *Writer) DefineAbbrev(ops ...Op) uint64 {
	w.emitAbbrevDef(ops)
	w.abbrevs = append(w.abbrevs, ops)
	w.byCode = nil
	return uint64(len(w.abbrevs) - 1 + 4)
}

// BlockInfo writes a BLOCKINFO block defining, for each block id in defs,
// its abbreviations in order; blocks of that id entered later get ids 4, 5,
// ... for them before their own.
func (w *Writer) BlockInfo(defs map[uint64][][]Op, order []uint64) {
	w.infoByCode = nil // the indexes of the abbreviations it changes
	w.EnterBlock(BlockInfoID, 2)
	for _, id := range order {
		w.EmitRecord(blockInfoSetBID, []uint64{id})
		for _, ops := range defs[id] {
			w.emitAbbrevDef(ops)
			w.info[id] = append(w.info[id], ops)
		}
	}
	w.ExitBlock()
}

// EmitAbbrevRecord writes a record with abbreviation id: ops are the
// record's operands after the code (literal operands included), blob the
// bytes of a final blob operand.
func (w *Writer) EmitAbbrevRecord(id uint64, code uint64, ops []uint64, blob []byte) {
	abbr := w.abbrevs[id-4]
	w.EmitFixed(id, w.abbrevW)
	// value i of the record: the code, then ops
	val := func(i int) uint64 {
		if i == 0 {
			return code
		}
		return ops[i-1]
	}
	n := len(ops) + 1
	i := 0
	for k := 0; k < len(abbr); k++ {
		op := abbr[k]
		switch op.kind {
		case opArray:
			elem := abbr[k+1]
			w.EmitVBR(uint64(n-i), 6)
			for ; i < n; i++ {
				w.emitScalar(elem, val(i))
			}
			k++
		case opBlob:
			w.EmitVBR(uint64(len(blob)), 6)
			w.align32()
			for _, b := range blob {
				w.EmitFixed(uint64(b), 8)
			}
			w.align32()
		default:
			if i >= n {
				panic(fmt.Sprintf("bitstream: record with code %d has too few operands for abbreviation %d", code, id))
			}
			w.emitScalar(op, val(i))
			i++
		}
	}
	if i != n {
		panic(fmt.Sprintf("bitstream: record with code %d has too many operands for abbreviation %d", code, id))
	}
}

func (w *Writer) emitScalar(op Op, v uint64) {
	switch op.kind {
	case opLiteral:
		if v != op.value {
			panic(fmt.Sprintf("bitstream: value %d for literal %d", v, op.value))
		}
	case opFixed:
		w.EmitFixed(v, uint(op.value))
	case opVBR:
		w.EmitVBR(v, uint(op.value))
	case opChar6:
		if v >= 256 || char6Code[v] < 0 {
			panic(fmt.Sprintf("bitstream: %q is not a char6 character", rune(v)))
		}
		w.EmitFixed(uint64(char6Code[v]), 6)
	default:
		panic("bitstream: array or blob as array element")
	}
}

// Bytes returns the stream, padded to a 32-bit boundary. All blocks must be
// closed.
func (w *Writer) Bytes() []byte {
	w.align32()
	return w.buf
}

// IsChar6 reports whether every byte of s is a char6 character.
func IsChar6(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '_') {
			return false
		}
	}
	return true
}

// Grow makes room for n more bytes, so that a writer whose output size is
// about known does not grow its buffer step by step: each step copies it,
// and the steps of a large output leave several times its size in garbage.
func (w *Writer) Grow(n int) {
	if cap(w.buf)-len(w.buf) < n {
		w.buf = append(make([]byte, 0, len(w.buf)+n), w.buf...)
	}
}
