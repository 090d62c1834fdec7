package bitcode

import "testing"

// TestMemoryEncodings reads the memory attribute's integer as written by
// llvm-as-19 (version 0: argmem, inaccessiblemem, other) and llvm-as-22
// (version 1 in the top byte, with errnomem and the target locations); each
// value and its text were taken from llvm-bcanalyzer and llvm-dis of the
// same release.
func TestMemoryEncodings(t *testing.T) {
	for _, c := range []struct {
		v    uint64
		want string
	}{
		{51, "readwrite, inaccessiblemem: none"},
		{21, "read"},
		{43, "write, argmem: readwrite"},
		{12, "inaccessiblemem: readwrite"},
		{1, "argmem: read"},
		{72057594037932019, "readwrite, inaccessiblemem: none"},
		{72057594037929301, "read"},
		{72057594037930667, "write, argmem: readwrite"},
		{72057594037927948, "inaccessiblemem: readwrite"},
		{72057594037927937, "argmem: read"},
	} {
		if got := memoryString(c.v); got != c.want {
			t.Errorf("memoryString(%d) = %q, want %q", c.v, got, c.want)
		}
	}
}

// TestMemoryTargetLocations: from version 1 the target memory locations are
// printed whenever they differ from other memory, as llvm-dis-22 prints
// clang 22's "memory(read, inaccessiblemem: none, target_mem0: none,
// target_mem1: none)" (zlib's crc32.c at -O2).
func TestMemoryTargetLocations(t *testing.T) {
	// other read (1), argmem read, inaccessiblemem none, errnomem read,
	// target_mem0 and target_mem1 none; version 1 in the top byte.
	v := uint64(1)<<56 | 1 | 0<<2 | 1<<4 | 1<<6
	if got, want := memoryString(v), "read, inaccessiblemem: none, target_mem0: none, target_mem1: none"; got != want {
		t.Errorf("memoryString(%#x) = %q, want %q", v, got, want)
	}
}
