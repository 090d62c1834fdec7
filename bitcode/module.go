package bitcode

import (
	"encoding/binary"
	"errors"
	"fmt"
)

// Block ids of LLVM's bitcode.
const (
	blockModule         = 8
	blockParamAttr      = 9
	blockParamAttrGroup = 10
	blockConstants      = 11
	blockFunction       = 12
	blockIdentification = 13
	blockValueSymtab    = 14
	blockMetadata       = 15
	blockMDAttachment   = 16
	blockType           = 17
	blockUselist        = 18
	blockModuleStrtab   = 19
	blockSummary        = 20
	blockBundleTags     = 21
	blockMDKind         = 22
	blockStrtab         = 23
	blockFullLTOSummary = 24
	blockSymtab         = 25
	blockSyncScope      = 26
)

var blockNames = map[uint64]string{
	blockModule: "MODULE_BLOCK", blockParamAttr: "PARAMATTR_BLOCK", blockParamAttrGroup: "PARAMATTR_GROUP_BLOCK",
	blockConstants: "CONSTANTS_BLOCK", blockFunction: "FUNCTION_BLOCK", blockIdentification: "IDENTIFICATION_BLOCK",
	blockValueSymtab: "VALUE_SYMTAB", blockMetadata: "METADATA_BLOCK", blockMDAttachment: "METADATA_ATTACHMENT",
	blockType: "TYPE_BLOCK", blockUselist: "USELIST_BLOCK", blockModuleStrtab: "MODULE_STRTAB_BLOCK",
	blockSummary: "GLOBALVAL_SUMMARY_BLOCK", blockBundleTags: "OPERAND_BUNDLE_TAGS_BLOCK", blockMDKind: "METADATA_KIND_BLOCK",
	blockStrtab: "STRTAB_BLOCK", blockFullLTOSummary: "FULL_LTO_GLOBALVAL_SUMMARY_BLOCK", blockSymtab: "SYMTAB_BLOCK",
	blockSyncScope: "SYNC_SCOPE_NAMES_BLOCK",
}

// An Error is a malformed, truncated or unsupported bitcode file: the byte
// offset, the block and the record where reading stopped.
type Error struct {
	Offset   int64
	Block    string
	Record   string // record code or name, when known
	Producer string // the producing LLVM, when known
	Msg      string
}

func (e *Error) Error() string {
	s := fmt.Sprintf("bitcode: offset %d", e.Offset)
	if e.Block != "" {
		s += ": " + e.Block
	}
	if e.Record != "" {
		s += ": record " + e.Record
	}
	s += ": " + e.Msg
	if e.Producer != "" {
		s += " (producer: " + e.Producer + ")"
	}
	return s
}

// ErrUnsupported is wrapped by errors about records this reader does not
// know (written by a newer LLVM, or not yet implemented).
var ErrUnsupported = errors.New("unsupported bitcode record")

type unsupportedError struct{ e *Error }

func (u unsupportedError) Error() string { return u.e.Error() }
func (u unsupportedError) Unwrap() error { return ErrUnsupported }

// stripWrapper removes the optional wrapper header and checks the magic.
func stripWrapper(b []byte) ([]byte, error) {
	if len(b) >= 20 && binary.LittleEndian.Uint32(b) == 0x0B17C0DE {
		off := binary.LittleEndian.Uint32(b[8:])
		size := binary.LittleEndian.Uint32(b[12:])
		if uint64(off)+uint64(size) > uint64(len(b)) {
			return nil, &Error{Offset: 8, Msg: "wrapper header points past the end of the file"}
		}
		b = b[off : off+size]
	}
	if len(b) < 4 || b[0] != 'B' || b[1] != 'C' || b[2] != 0xC0 || b[3] != 0xDE {
		return nil, &Error{Msg: "not a bitcode file (bad magic)"}
	}
	return b[4:], nil
}
