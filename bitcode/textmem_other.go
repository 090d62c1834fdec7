//go:build !linux

package bitcode

// allocText returns an empty slice of capacity n in the Go heap.
func allocText(n int) (b []byte, mapped bool) { return make([]byte, 0, n), false }

// freeText is never called: allocText maps nothing here.
func freeText(b []byte) {}
