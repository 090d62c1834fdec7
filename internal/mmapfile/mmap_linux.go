//go:build linux

// Package mmapfile reads large input files by mapping them read-only
// instead of copying them into the Go heap, and lets a sequential reader
// give pages back behind it: the kernel keeps them in its page cache and
// maps them in again if they are read later, so the process's resident
// memory holds only the window being read.
package mmapfile

import (
	"os"
	"syscall"
)

// minSize is the size below which files are simply read.
const minSize = 1 << 20

// A File is the contents of an input file.
type File struct {
	// Data is the file's contents. Do not modify it: it may be a read-only
	// mapping.
	Data     []byte
	mapped   bool
	released int
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
	_ = syscall.Madvise(data, syscall.MADV_SEQUENTIAL)
	return &File{Data: data, mapped: true}, nil
}

// Release tells the kernel that bytes before offset upTo will not be read
// soon; their pages leave the process's resident memory. Reading them again
// is still valid. It does nothing for files that were read into memory.
func (f *File) Release(upTo int) {
	if !f.mapped {
		return
	}
	page := os.Getpagesize()
	end := upTo / page * page
	if end <= f.released {
		return
	}
	_ = syscall.Madvise(f.Data[f.released:end], syscall.MADV_DONTNEED)
	f.released = end
}
