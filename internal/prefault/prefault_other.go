//go:build !linux

// Package prefault maps in the pages of a large buffer about to be written
// whole, and readies the heap for a big job, where the system can (Linux;
// see prefault_linux.go).
package prefault

// Write does nothing here: the pages are faulted in as they are written.
func Write(b []byte) {}

// Heap does nothing here.
func Heap(n int) {}
