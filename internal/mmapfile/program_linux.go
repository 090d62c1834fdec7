//go:build linux

package mmapfile

import (
	"bytes"
	"os"
	"strconv"
	"sync"
	"syscall"
)

// The program's own code and read-only data are file-backed pages too,
// and the kernel maps 64 KB around every page a run touches: on SQLite -O2
// -g, `irmeta --low-memory verify` has 11 MB of its executable resident at
// its peak, of which the passes at work use 2-4 MB. Every programTrimEvery
// trims of the file, those pages are given back as well, and what runs
// maps its pages in again from the page cache. Every trim would cost
// about 0.07 s there (the code in use mapped in again each time); every
// sixteenth costs no measurable time and keeps the executable at 2-4 MB.
const programTrimEvery = 16

// program is the running executable's read-only mappings, found once.
var program struct {
	once sync.Once
	segs [][2]uintptr // start and end of each
}

// trimProgram gives the executable's read-only pages back.
func trimProgram() {
	program.once.Do(findProgram)
	for _, s := range program.segs {
		_, _, _ = syscall.Syscall(syscall.SYS_MADVISE, s[0], s[1]-s[0], syscall.MADV_DONTNEED)
	}
}

// findProgram lists the mappings of /proc/self/maps that map the
// executable without write permission (a written page of a private
// mapping would be lost: those are left alone).
func findProgram() {
	exe, err := os.Executable()
	if err != nil {
		return
	}
	maps, err := os.ReadFile("/proc/self/maps")
	if err != nil {
		return
	}
	for _, line := range bytes.Split(maps, []byte("\n")) {
		// start-end perms offset dev inode path
		fs := bytes.Fields(line)
		if len(fs) < 6 || string(fs[5]) != exe || bytes.IndexByte(fs[1], 'w') >= 0 {
			continue
		}
		lo, hi, ok := bytes.Cut(fs[0], []byte("-"))
		if !ok {
			continue
		}
		start, err1 := strconv.ParseUint(string(lo), 16, 64)
		end, err2 := strconv.ParseUint(string(hi), 16, 64)
		if err1 == nil && err2 == nil && end > start {
			program.segs = append(program.segs, [2]uintptr{uintptr(start), uintptr(end)})
		}
	}
}
