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

// checkEvery is how many bytes the passes read between two looks at the
// process's resident memory, when it is limited (see LimitResident). The
// file leaves resident memory when the process holds more than the limit
// and more than minTrim bytes of the file: its text, half of the peak
// otherwise, is what gives way, and no page goes before it must, as
// mapping pages in again costs more the more often the file is trimmed.
// Reading a page maps in its neighbours too (the kernel's fault-around,
// 64 KB): passes that read nodes here and there make far more resident
// than they read, so the resident pages are counted rather than the bytes
// read.
const (
	checkEvery = 256 << 10
	minTrim    = 4 << 20
	// behindMax is how much the passes may read while one of them looks
	// (see Advance).
	behindMax = 8 * checkEvery
)

// A File is the contents of an input file.
type File struct {
	// Data is the file's contents. Do not modify it: it may be a read-only
	// mapping.
	Data   []byte
	mapped bool
	// read counts the bytes passes said they read since the last look;
	// every is how many make the next look (see nextLook).
	read  atomic.Int64
	every atomic.Int64
	trim  sync.Mutex
	// statm is /proc/self/statm, open; base is the resident file-backed
	// memory after the last trim (the binary's and libraries' pages).
	statm *os.File
	base  int
	// limit is the resident memory the process should stay under, 0
	// for none.
	limit atomic.Int64
	// peakText is the most of the file a look found resident (see
	// PeakText).
	peakText atomic.Int64
	// trims counts the times Advance gave the file back (under trim).
	trims int
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
	return &File{Data: data, mapped: true}, nil
}

// LimitResident asks Advance to keep the process's resident memory under
// bytes, as far as giving the file's pages back can. Without it the file
// stays resident as it is read: trimming costs time (on SQLite -O2 -g,
// 50 MB, `irmeta verify` holds 1.5 times the file instead of 2.4 times
// for a quarter more time).
func (f *File) LimitResident(bytes int) {
	if !f.mapped {
		return
	}
	f.trim.Lock()
	_, f.base = f.resident()
	f.trim.Unlock()
	f.every.Store(checkEvery)
	f.limit.Store(int64(bytes))
}

// Advance is told that a pass read about n more bytes of the file (it
// implements ast.Pager). When the resident memory is limited, every
// checkEvery bytes, counted over all the passes that run at once, it
// looks at the process's resident memory; when that is over the limit
// (see LimitResident and checkEvery), the whole mapping leaves
// resident memory, and what is read again is mapped in again from the
// page cache. (Keeping the places read last resident was tried: it saved
// a twentieth of the pages mapped in again. A pass reads nodes all over
// the file between two trims.) It does nothing for files that were read
// into memory. It is safe for concurrent use.
func (f *File) Advance(n int) {
	if !f.mapped || f.limit.Load() == 0 {
		return
	}
	every := f.every.Load()
	if f.read.Add(int64(n)) < every {
		return
	}
	if !f.trim.TryLock() {
		// Another pass looks now. Passes that read far more meanwhile
		// wait for it to end, and look again: on a loaded machine the
		// looking pass may not run for a while, and the others would map
		// in much of the file before it gives it back.
		if f.read.Load() < every+behindMax {
			return
		}
		f.trim.Lock()
	}
	defer f.trim.Unlock()
	if f.read.Load() < f.every.Load() {
		return
	}
	f.read.Store(0)
	total, files := f.resident()
	// Trimming starts a fifth short of the limit, and the text resident
	// is held to a tenth of it anyway: between two looks the passes map
	// in more, and the heap grows by up to a quarter of itself before the
	// collector runs (--low-memory's GOGC; an eighth short left clang 14's
	// SQLite at 1.51 times the file in one run of five, a fifth at 1.45).
	limit := int(f.limit.Load())
	text := files - f.base
	if int64(text) > f.peakText.Load() {
		f.peakText.Store(int64(text))
	}
	if total >= 0 && (text <= minTrim || total <= limit-limit/5 && text <= limit/10) {
		f.every.Store(nextLook(limit, total, text))
		return
	}
	_ = syscall.Madvise(f.Data, syscall.MADV_DONTNEED)
	if f.trims%programTrimEvery == 0 {
		trimProgram()
	}
	f.trims++
	total, f.base = f.resident()
	f.every.Store(nextLook(limit, total, 0))
}

// nextLook returns how many bytes the passes may say they read before
// Advance looks at the resident memory again, given what the last look
// found (total and text resident, in bytes, under limit). Each look reads
// /proc/self/statm (10-15 us on a virtual machine; every checkEvery bytes,
// SQLite -O2 -g's `--low-memory verify` looked 19,000 times), so the looks
// are spaced by half of the room left: the text resident grows by at most
// what the passes say they read (a read far from the last counts as the
// kernel's fault-around), and the heap's growth meanwhile is what the
// other half is for.
func nextLook(limit, total, text int) int64 {
	if total < 0 {
		return checkEvery
	}
	room := min(limit-limit/5-total, max(limit/10, minTrim)-text)
	return int64(min(max(room/2, checkEvery), maxEvery))
}

// maxEvery bounds the bytes read between two looks.
const maxEvery = 4 << 20

// PeakText returns the most of the file that Advance, looking at the
// resident memory of a limited file, found resident: about what the
// passes read since the look before (each look gives the text back once
// more than a few MB of it is resident), unless a pass read much of the
// file without telling the pager, which is what it is asked for (a pass
// that reads every call or every function header maps the whole code in).
func (f *File) PeakText() int { return int(f.peakText.Load()) }

// resident returns the process's resident memory and the file-backed part
// of it in bytes (statm's second and third fields; the latter holds the
// mapped file's pages, the binary's and the libraries'), or -1s when they
// cannot be read.
func (f *File) resident() (total, files int) {
	if f.statm == nil {
		var err error
		if f.statm, err = os.Open("/proc/self/statm"); err != nil {
			return -1, -1
		}
	}
	var buf [128]byte
	n, err := f.statm.ReadAt(buf[:], 0)
	if n == 0 || err != nil && err != io.EOF {
		return -1, -1
	}
	fields := bytes.Fields(buf[:n])
	if len(fields) < 3 {
		return -1, -1
	}
	t, err1 := strconv.Atoi(string(fields[1]))
	fl, err2 := strconv.Atoi(string(fields[2]))
	if err1 != nil || err2 != nil {
		return -1, -1
	}
	page := os.Getpagesize()
	return t * page, fl * page
}
