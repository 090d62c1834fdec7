package triple

import "testing"

// TestParse checks that the parts are read by position and the
// architecture matched by LLVM's spellings only.
func TestParse(t *testing.T) {
	for _, c := range []struct {
		in                  string
		amdgpu, x86, comdat bool
		os, env             string
	}{
		{"amdgcn-amd-amdhsa", true, false, true, "amdhsa", ""},
		{"r600--", true, false, true, "", ""},
		{"amdgcnx-amd-amdhsa", false, false, true, "amdhsa", ""},
		{"i686-pc-windows-msvc", false, true, true, "windows", "msvc"},
		{"x86_64-apple-macosx10.15.0", false, false, false, "macosx10.15.0", ""},
		{"powerpc64-ibm-aix7.2", false, false, false, "aix7.2", ""},
		{"", false, false, true, "", ""},
	} {
		tr := Parse(c.in)
		if tr.IsAMDGPU() != c.amdgpu || tr.IsX86() != c.x86 || tr.SupportsComdat() != c.comdat || tr.OS != c.os || tr.Env != c.env {
			t.Errorf("Parse(%q) = %+v: AMDGPU %v, x86 %v, comdats %v", c.in, tr, tr.IsAMDGPU(), tr.IsX86(), tr.SupportsComdat())
		}
	}
}
