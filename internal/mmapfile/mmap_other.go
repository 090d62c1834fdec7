//go:build !linux

// Package mmapfile reads input files; on Linux it maps large files and
// keeps them out of resident memory while passes read them (see
// mmap_linux.go).
package mmapfile

import "os"

// A File is the contents of an input file.
type File struct {
	// Data is the file's contents.
	Data []byte
}

// Read returns the contents of the named file.
func Read(name string) (*File, error) {
	data, err := os.ReadFile(name)
	return &File{Data: data}, err
}

// LimitResident does nothing where files are not mapped.
func (f *File) LimitResident(bytes int) {}

// Advance does nothing where files are not mapped.
func (f *File) Advance(n int) {}

// PeakText is 0 where files are not mapped.
func (f *File) PeakText() int { return 0 }
