package bitcode

import (
	"github.com/irmeta/irmeta/bitcode/bitstream"
	"github.com/irmeta/irmeta/llvmver"
)

// ProducerRelease returns the LLVM release that wrote bc, as its
// identification block names it ("LLVM14.0.6"). ok is false when the
// block names none (files before LLVM 3.8, combined indexes) or bc does
// not read that far.
func ProducerRelease(bc []byte) (v llvmver.Version, ok bool) {
	body, err := stripWrapper(bc)
	if err != nil {
		return 0, false
	}
	d := &decoder{r: bitstream.NewReader(body)}
	d.r.Names = blockNames
	for {
		e, err := d.r.Next()
		if err != nil || e.Kind != bitstream.EntrySubBlock {
			return 0, false
		}
		if e.ID != blockIdentification {
			if d.r.SkipBlock() != nil {
				return 0, false
			}
			continue
		}
		if d.r.EnterBlock(e.ID) != nil || d.readIdentification() != nil {
			return 0, false
		}
		return llvmver.FromProducer(d.producer)
	}
}
