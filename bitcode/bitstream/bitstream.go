// Package bitstream reads LLVM's bitstream container: the bit-packed
// sequence of blocks and records that bitcode files are made of, with
// abbreviations (literal, fixed, VBR, array, char6, blob operands), the
// BLOCKINFO block that shares abbreviations between blocks, and the wrapper
// header some platforms put in front. It knows nothing of IR; package
// bitcode gives the records their meaning.
//
// Every read is bounds-checked: malformed or truncated input gives an
// *Error with the byte offset, never a panic.
package bitstream

import (
	"encoding/binary"
	"fmt"
)

// Standard abbreviation ids and block ids of the bitstream format.
const (
	abbrevEndBlock      = 0
	abbrevEnterSubblock = 1
	abbrevDefine        = 2
	abbrevUnabbrevRec   = 3

	// BlockInfoID is the id of the BLOCKINFO block.
	BlockInfoID = 0

	blockInfoSetBID       = 1
	blockInfoBlockName    = 2
	blockInfoSetRecordNam = 3
)

// An Error is a malformed or truncated stream, at a byte offset.
type Error struct {
	Offset int64  // byte offset of the bit position where reading failed
	Block  string // name of the innermost open block, if known
	Msg    string
}

func (e *Error) Error() string {
	if e.Block != "" {
		return fmt.Sprintf("offset %d: in %s: %s", e.Offset, e.Block, e.Msg)
	}
	return fmt.Sprintf("offset %d: %s", e.Offset, e.Msg)
}

type opKind uint8

const (
	opLiteral opKind = iota
	opFixed
	opVBR
	opArray
	opChar6
	opBlob
)

type abbrevOp struct {
	kind  opKind
	value uint64 // literal value or width
}

// An Abbrev is a record layout defined by a DEFINE_ABBREV record.
type Abbrev struct{ ops []abbrevOp }

type scope struct {
	id         uint64
	abbrevW    uint
	abbrevs    []*Abbrev
	endWordPos uint64 // byte offset where the block ends (from its length word)
}

// A Reader walks a bitstream. It is not safe for concurrent use.
type Reader struct {
	data    []byte
	bit     uint64 // current bit position
	abbrevW uint
	abbrevs []*Abbrev
	stack   []scope
	info    map[uint64][]*Abbrev
	// Names maps block ids to names for error messages.
	Names map[uint64]string
	// MaxOps bounds the operands one record may have (guards memory on
	// hostile input); zero means the number of bits left.
	MaxOps int
	// ShareOps makes Next return a record's operands in a buffer the next
	// call overwrites, instead of a slice of their own: for records whose
	// operands are read at once and not kept, it saves an allocation per
	// record.
	ShareOps bool
	scratch  []uint64 // operands of the record being read
}

// EntryKind tells what Next found.
type EntryKind uint8

// Kinds of entries.
const (
	EntryRecord EntryKind = iota
	EntrySubBlock
	EntryEndBlock
	EntryEOF
)

// An Entry is one item of a block: a record, the start of a nested block,
// or the end of the current one.
type Entry struct {
	Kind   EntryKind
	ID     uint64 // block id for EntrySubBlock, record code for EntryRecord
	Ops    []uint64
	Blob   []byte
	Abbrev int    // abbreviation id the record used (3 = unabbreviated)
	Offset int64  // byte offset of the entry's first bit
	BitPos uint64 // bit position of the entry
}

// NewReader returns a reader positioned at bit 0 of data at the top level
// (abbreviation width 2).
func NewReader(data []byte) *Reader {
	return &Reader{data: data, abbrevW: 2, info: map[uint64][]*Abbrev{}}
}

// BitPos returns the current bit position.
func (r *Reader) BitPos() uint64 { return r.bit }

// Seek moves to a bit position; the block scope is unchanged.
func (r *Reader) Seek(bit uint64) error {
	if bit > uint64(len(r.data))*8 {
		return r.errf("seek to bit %d beyond the end", bit)
	}
	r.bit = bit
	return nil
}

// AtEnd reports whether fewer than 32 bits remain (the top level ends at a
// word boundary).
func (r *Reader) AtEnd() bool { return r.bit+32 > uint64(len(r.data))*8 }

// Depth returns the number of open blocks.
func (r *Reader) Depth() int { return len(r.stack) }

// BlockID returns the id of the innermost open block, or -1 at top level.
func (r *Reader) BlockID() int64 {
	if len(r.stack) == 0 {
		return -1
	}
	return int64(r.stack[len(r.stack)-1].id)
}

func (r *Reader) blockName() string {
	if len(r.stack) == 0 {
		return ""
	}
	id := r.stack[len(r.stack)-1].id
	if n, ok := r.Names[id]; ok {
		return n
	}
	if id == BlockInfoID {
		return "BLOCKINFO"
	}
	return fmt.Sprintf("block %d", id)
}

func (r *Reader) errf(format string, args ...any) *Error {
	return &Error{Offset: int64(r.bit / 8), Block: r.blockName(), Msg: fmt.Sprintf(format, args...)}
}

// Errorf returns an *Error at the current position.
func (r *Reader) Errorf(format string, args ...any) error { return r.errf(format, args...) }

// ReadFixed reads an n-bit (n ≤ 64) little-endian field.
func (r *Reader) ReadFixed(n uint) (uint64, error) {
	if n == 0 {
		return 0, nil
	}
	if n > 64 {
		return 0, r.errf("fixed field of %d bits", n)
	}
	end := r.bit + uint64(n)
	if end > uint64(len(r.data))*8 {
		return 0, r.errf("unexpected end of data")
	}
	byteOff := r.bit >> 3
	shift := r.bit & 7
	var v uint64
	if byteOff+8 <= uint64(len(r.data)) {
		v = binary.LittleEndian.Uint64(r.data[byteOff:]) >> shift
		if shift+uint64(n) > 64 {
			v |= uint64(r.data[byteOff+8]) << (64 - shift)
		}
	} else {
		var buf [9]byte
		copy(buf[:], r.data[byteOff:])
		v = binary.LittleEndian.Uint64(buf[:]) >> shift
		if shift+uint64(n) > 64 {
			v |= uint64(buf[8]) << (64 - shift)
		}
	}
	if n < 64 {
		v &= (1 << n) - 1
	}
	r.bit = end
	return v, nil
}

// ReadVBR reads a variable-width field of n-bit chunks (n in 2..32).
func (r *Reader) ReadVBR(n uint) (uint64, error) {
	if n < 2 || n > 32 {
		return 0, r.errf("VBR width %d", n)
	}
	hi := uint64(1) << (n - 1)
	// Fast path: the chunks of most values lie in the next 8 bytes, read
	// at once.
	if byteOff := r.bit >> 3; byteOff+8 <= uint64(len(r.data)) {
		w := binary.LittleEndian.Uint64(r.data[byteOff:]) >> (r.bit & 7)
		avail := 64 - uint(r.bit&7)
		var v uint64
		var shift, used uint
		for used+n <= avail {
			c := w & (1<<n - 1)
			w >>= n
			used += n
			v |= (c & (hi - 1)) << shift
			if c&hi == 0 {
				r.bit += uint64(used)
				return v, nil
			}
			shift += n - 1
		}
	}
	var v uint64
	var shift uint
	for {
		c, err := r.ReadFixed(n)
		if err != nil {
			return 0, err
		}
		if shift < 64 {
			v |= (c & (hi - 1)) << shift
		}
		if c&hi == 0 {
			return v, nil
		}
		shift += n - 1
		if shift > 70 {
			return 0, r.errf("VBR value too long")
		}
	}
}

func (r *Reader) align32() error {
	b := (r.bit + 31) &^ 31
	if b > uint64(len(r.data))*8 {
		return r.errf("unexpected end of data")
	}
	r.bit = b
	return nil
}

// Next reads the next entry of the current block. DEFINE_ABBREV records
// are consumed (and BLOCKINFO blocks are read) without being returned.
func (r *Reader) Next() (Entry, error) {
	for {
		if len(r.stack) == 0 && r.AtEnd() {
			return Entry{Kind: EntryEOF, Offset: int64(r.bit / 8)}, nil
		}
		start := r.bit
		id, err := r.ReadFixed(r.abbrevW)
		if err != nil {
			return Entry{}, err
		}
		switch id {
		case abbrevEndBlock:
			if len(r.stack) == 0 {
				return Entry{}, r.errf("END_BLOCK at top level")
			}
			if err := r.align32(); err != nil {
				return Entry{}, err
			}
			s := r.stack[len(r.stack)-1]
			r.stack = r.stack[:len(r.stack)-1]
			r.abbrevW, r.abbrevs = s.abbrevW, s.abbrevs
			return Entry{Kind: EntryEndBlock, Offset: int64(start / 8), BitPos: start}, nil
		case abbrevEnterSubblock:
			bid, err := r.ReadVBR(8)
			if err != nil {
				return Entry{}, err
			}
			if bid == BlockInfoID {
				if err := r.readBlockInfo(); err != nil {
					return Entry{}, err
				}
				continue
			}
			return Entry{Kind: EntrySubBlock, ID: bid, Offset: int64(start / 8), BitPos: start}, nil
		case abbrevDefine:
			a, err := r.readAbbrev()
			if err != nil {
				return Entry{}, err
			}
			r.abbrevs = append(r.abbrevs, a)
			continue
		default:
			if len(r.stack) == 0 {
				return Entry{}, r.errf("record at top level")
			}
			e := Entry{Kind: EntryRecord, Abbrev: int(id), Offset: int64(start / 8), BitPos: start}
			if err := r.readRecord(id, &e); err != nil {
				return Entry{}, err
			}
			return e, nil
		}
	}
}

// EnterBlock enters the block whose EntrySubBlock Next just returned.
func (r *Reader) EnterBlock(id uint64) error {
	w, err := r.ReadVBR(4)
	if err != nil {
		return err
	}
	if w < 1 || w > 32 {
		return r.errf("abbreviation width %d", w)
	}
	if err := r.align32(); err != nil {
		return err
	}
	nw, err := r.ReadFixed(32)
	if err != nil {
		return err
	}
	end := r.bit/8 + nw*4
	if end > uint64(len(r.data)) {
		return r.errf("block %d of %d words runs past the end of data", id, nw)
	}
	r.stack = append(r.stack, scope{id: id, abbrevW: r.abbrevW, abbrevs: r.abbrevs, endWordPos: end})
	r.abbrevW = uint(w)
	r.abbrevs = append([]*Abbrev(nil), r.info[id]...)
	return nil
}

// SkipBlock skips the block whose EntrySubBlock Next just returned.
func (r *Reader) SkipBlock() error {
	if _, err := r.ReadVBR(4); err != nil {
		return err
	}
	if err := r.align32(); err != nil {
		return err
	}
	nw, err := r.ReadFixed(32)
	if err != nil {
		return err
	}
	end := r.bit + nw*32
	if end > uint64(len(r.data))*8 {
		return r.errf("block of %d words runs past the end of data", nw)
	}
	r.bit = end
	return nil
}

func (r *Reader) readAbbrev() (*Abbrev, error) {
	n, err := r.ReadVBR(5)
	if err != nil {
		return nil, err
	}
	if n > uint64(len(r.data))*8-r.bit {
		return nil, r.errf("abbreviation with %d operands", n)
	}
	a := &Abbrev{ops: make([]abbrevOp, 0, n)}
	for i := uint64(0); i < n; i++ {
		lit, err := r.ReadFixed(1)
		if err != nil {
			return nil, err
		}
		if lit == 1 {
			v, err := r.ReadVBR(8)
			if err != nil {
				return nil, err
			}
			a.ops = append(a.ops, abbrevOp{kind: opLiteral, value: v})
			continue
		}
		enc, err := r.ReadFixed(3)
		if err != nil {
			return nil, err
		}
		switch enc {
		case 1, 2:
			w, err := r.ReadVBR(5)
			if err != nil {
				return nil, err
			}
			if enc == 1 && w > 64 || enc == 2 && w > 32 {
				return nil, r.errf("abbreviation operand width %d", w)
			}
			k := opFixed
			if enc == 2 {
				k = opVBR
				if w < 2 && w != 0 {
					return nil, r.errf("VBR width %d", w)
				}
			}
			if w == 0 { // a zero-width field is the literal 0
				a.ops = append(a.ops, abbrevOp{kind: opLiteral})
				continue
			}
			a.ops = append(a.ops, abbrevOp{kind: k, value: w})
		case 3:
			a.ops = append(a.ops, abbrevOp{kind: opArray})
		case 4:
			a.ops = append(a.ops, abbrevOp{kind: opChar6})
		case 5:
			a.ops = append(a.ops, abbrevOp{kind: opBlob})
		default:
			return nil, r.errf("invalid abbreviation encoding %d", enc)
		}
	}
	for i, op := range a.ops {
		switch op.kind {
		case opArray:
			if i != len(a.ops)-2 {
				return nil, r.errf("array operand not second to last in abbreviation")
			}
			if el := a.ops[i+1].kind; el == opArray || el == opBlob {
				return nil, r.errf("array of arrays or blobs in abbreviation")
			} else if el == opLiteral {
				// LLVM: "Array element type has to be an encoding of a
				// type". Elements of no bits would also let a short
				// record stand for any number of operands.
				return nil, r.errf("array of literals in abbreviation")
			}
		case opBlob:
			if i != len(a.ops)-1 {
				return nil, r.errf("blob operand not last in abbreviation")
			}
		}
	}
	if len(a.ops) == 0 {
		return nil, r.errf("empty abbreviation")
	}
	return a, nil
}

const char6 = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._"

func (r *Reader) readScalar(op abbrevOp) (uint64, error) {
	switch op.kind {
	case opLiteral:
		return op.value, nil
	case opFixed:
		return r.ReadFixed(uint(op.value))
	case opVBR:
		return r.ReadVBR(uint(op.value))
	case opChar6:
		v, err := r.ReadFixed(6)
		return uint64(char6[v]), err
	}
	return 0, r.errf("invalid scalar operand")
}

func (r *Reader) remainingBits() uint64 { return uint64(len(r.data))*8 - r.bit }

func (r *Reader) readRecord(id uint64, e *Entry) error {
	if id == abbrevUnabbrevRec {
		code, err := r.ReadVBR(6)
		if err != nil {
			return err
		}
		n, err := r.ReadVBR(6)
		if err != nil {
			return err
		}
		if n > r.remainingBits() || r.MaxOps > 0 && n > uint64(r.MaxOps) {
			return r.errf("record with %d operands", n)
		}
		e.ID = code
		if r.ShareOps {
			if cap(r.scratch) < int(n) {
				r.scratch = make([]uint64, n)
			}
			e.Ops = r.scratch[:n]
		} else {
			e.Ops = r.opsSlice(int(n))
		}
		for i := range e.Ops {
			if e.Ops[i], err = r.ReadVBR(6); err != nil {
				return err
			}
		}
		return nil
	}
	idx := id - 4
	if idx >= uint64(len(r.abbrevs)) {
		return r.errf("undefined abbreviation %d", id)
	}
	a := r.abbrevs[idx]
	// The operands (code first) are read into a buffer reused by every
	// record, then copied to a slice of their own.
	ops := r.scratch[:0]
	for i := 0; i < len(a.ops); i++ {
		op := a.ops[i]
		switch op.kind {
		case opArray:
			n, err := r.ReadVBR(6)
			if err != nil {
				return err
			}
			if n > r.remainingBits() || r.MaxOps > 0 && n > uint64(r.MaxOps) {
				return r.errf("array of %d elements", n)
			}
			el := a.ops[i+1]
			for j := uint64(0); j < n; j++ {
				v, err := r.readScalar(el)
				if err != nil {
					return err
				}
				ops = append(ops, v)
			}
			i++
		case opBlob:
			n, err := r.ReadVBR(6)
			if err != nil {
				return err
			}
			if err := r.align32(); err != nil {
				return err
			}
			if n > r.remainingBits()/8 {
				return r.errf("blob of %d bytes runs past the end of data", n)
			}
			start := r.bit / 8
			e.Blob = r.data[start : start+n]
			r.bit += n * 8
			if err := r.align32(); err != nil {
				return err
			}
		default:
			v, err := r.readScalar(op)
			if err != nil {
				return err
			}
			ops = append(ops, v)
		}
	}
	r.scratch = ops
	if len(ops) == 0 {
		return r.errf("abbreviated record without a code")
	}
	e.ID = ops[0]
	if r.ShareOps {
		e.Ops = ops[1:]
	} else if len(ops) > 1 {
		e.Ops = r.opsSlice(len(ops) - 1)
		copy(e.Ops, ops[1:])
	}
	return nil
}

// opsSlice returns a slice for n operands. (Carving them from larger
// shared arrays was tried: the few slices a reader keeps, like metadata
// operands, then keep whole arrays alive.)
func (r *Reader) opsSlice(n int) []uint64 { return make([]uint64, n) }

func (r *Reader) readBlockInfo() error {
	if err := r.EnterBlock(BlockInfoID); err != nil {
		return err
	}
	var cur int64 = -1
	for {
		start := r.bit
		id, err := r.ReadFixed(r.abbrevW)
		if err != nil {
			return err
		}
		switch id {
		case abbrevEndBlock:
			if err := r.align32(); err != nil {
				return err
			}
			s := r.stack[len(r.stack)-1]
			r.stack = r.stack[:len(r.stack)-1]
			r.abbrevW, r.abbrevs = s.abbrevW, s.abbrevs
			return nil
		case abbrevEnterSubblock:
			if _, err := r.ReadVBR(8); err != nil {
				return err
			}
			if err := r.SkipBlock(); err != nil {
				return err
			}
		case abbrevDefine:
			a, err := r.readAbbrev()
			if err != nil {
				return err
			}
			if cur < 0 {
				return r.errf("abbreviation in BLOCKINFO before SETBID")
			}
			r.info[uint64(cur)] = append(r.info[uint64(cur)], a)
		default:
			e := Entry{}
			if err := r.readRecord(id, &e); err != nil {
				return err
			}
			if e.ID == blockInfoSetBID {
				if len(e.Ops) < 1 {
					r.bit = start
					return r.errf("SETBID without a block id")
				}
				cur = int64(e.Ops[0])
			}
		}
	}
}

// String returns a record's operands as a string of bytes (each operand
// one character), the way LLVM stores names in records.
func String(ops []uint64) string {
	b := make([]byte, len(ops))
	for i, v := range ops {
		b[i] = byte(v)
	}
	return string(b)
}
