//go:build linux

// Package mmapfile reads large input files by mapping them read-only
// instead of copying them into the Go heap, and keeps them out of the
// process's resident memory while passes read them: the kernel keeps the
// pages in its page cache and maps them in again when they are read, so
// the process holds only the part of the text read lately.
package mmapfile

import (
	"bytes"
	"io"
	"os"
	"strconv"
	"sync"
	"sync/atomic"
	"syscall"
)

// minSize is the size below which files are simply read.
const minSize = 1 << 20

// checkEvery is how many bytes the passes read between two looks at how
// much of the file is resident, and residentMax how much may be before
// the file leaves resident memory. Reading a page maps in its neighbours
// too (the kernel's fault-around, 64 KB): passes that read nodes here and
// there make far more resident than they read, so the resident pages are
// counted rather than the bytes read.
const (
	checkEvery  = 256 << 10
	residentMax = 6 << 20
)

// A File is the contents of an input file.
type File struct {
	// Data is the file's contents. Do not modify it: it may be a read-only
	// mapping.
	Data   []byte
	mapped bool
	// read counts the bytes passes said they read since the last look.
	read atomic.Int64
	trim sync.Mutex
	// statm is /proc/self/statm, open; base is the resident file-backed
	// memory after the last trim (the binary's and libraries' pages).
	statm *os.File
	base  int
}

// Read returns the contents of the named file, mapped when it is large.
func Read(name string) (*File, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	size := st.Size()
	if !st.Mode().IsRegular() || size < minSize || size != int64(int(size)) {
		data, err := os.ReadFile(name)
		return &File{Data: data}, err
	}
	data, err := syscall.Mmap(int(f.Fd()), 0, int(size), syscall.PROT_READ, syscall.MAP_SHARED)
	if err != nil {
		data, err := os.ReadFile(name)
		return &File{Data: data}, err
	}
	mf := &File{Data: data, mapped: true}
	mf.base = mf.fileResident()
	return mf, nil
}

// Advance is told that a pass read about n more bytes of the file (it
// implements ast.Pager). Every checkEvery bytes, counted over all the
// passes that run at once, it counts the process's resident file pages;
// when the file's are more than residentMax bytes, the whole mapping
// leaves resident memory, and what is read again is mapped in again from
// the page cache. (Keeping the places read last resident was tried: it
// saved a twentieth of the pages mapped in again. A pass reads nodes all
// over the file between two trims.) It does nothing for files that were
// read into memory. It is safe for concurrent use.
func (f *File) Advance(at, n int) {
	if !f.mapped || f.read.Add(int64(n)) < checkEvery {
		return
	}
	if !f.trim.TryLock() {
		return // another pass looks now
	}
	defer f.trim.Unlock()
	if f.read.Load() < checkEvery {
		return
	}
	f.read.Store(0)
	r := f.fileResident()
	if r >= 0 && r-f.base <= residentMax {
		return
	}
	_ = syscall.Madvise(f.Data, syscall.MADV_DONTNEED)
	f.base = f.fileResident()
}

// fileResident returns the process's resident file-backed memory in
// bytes (statm's third field: the mapped file's pages, the binary's and
// the libraries'), or -1 when it cannot be read.
func (f *File) fileResident() int {
	if f.statm == nil {
		var err error
		if f.statm, err = os.Open("/proc/self/statm"); err != nil {
			return -1
		}
	}
	var buf [128]byte
	n, err := f.statm.ReadAt(buf[:], 0)
	if n == 0 || err != nil && err != io.EOF {
		return -1
	}
	fields := bytes.Fields(buf[:n])
	if len(fields) < 3 {
		return -1
	}
	pages, err := strconv.Atoi(string(fields[2]))
	if err != nil {
		return -1
	}
	return pages * os.Getpagesize()
}
