//go:build linux

package bitcode

import "syscall"

// allocText returns an empty slice of capacity n in anonymous memory
// outside the Go heap (mapped is true), or in the heap when mapping fails.
// The pages are mapped in at once (MAP_POPULATE): the chunk is about to be
// written whole, and a fault per 4 KB page costs more (see package
// internal/prefault).
func allocText(n int) (b []byte, mapped bool) {
	m, err := syscall.Mmap(-1, 0, n, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE|syscall.MAP_POPULATE)
	if err != nil {
		return make([]byte, 0, n), false
	}
	return m[:0], true
}

// freeText unmaps a slice allocText mapped.
func freeText(b []byte) { _ = syscall.Munmap(b[:cap(b)]) }
