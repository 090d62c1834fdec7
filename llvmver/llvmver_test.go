package llvmver

import "testing"

func TestParse(t *testing.T) {
	for in, want := range map[string]Version{"22": 22, "LLVM 14": 14, "llvm-19": 19, " 22.1.8 ": 22} {
		if got, err := Parse(in); err != nil || got != want {
			t.Errorf("Parse(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, in := range []string{"", "x", "13", "23", "llvm"} {
		if v, err := Parse(in); err == nil {
			t.Errorf("Parse(%q) = %v, want an error", in, v)
		}
	}
}

func TestHas(t *testing.T) {
	if Version(14).Has(OpaquePointersDefault) || !Version(15).Has(OpaquePointersDefault) {
		t.Error("OpaquePointersDefault should start at LLVM 15")
	}
	if !Version(0).Has(DebugRecords) {
		t.Error("the zero Version should be Default, which has debug records")
	}
	for c := Change(0); c < numChanges; c++ {
		if c.Since() < OldestProducer || c.Since() > Newest+1 || c.String() == "" {
			t.Errorf("change %d has row %+v", c, changes[c])
		}
	}
}

func TestFromProducer(t *testing.T) {
	for in, want := range map[string]Version{"LLVM22.1.8": 22, "clang version 19.1.7 (Debian)": 19, "LLVM3.9": 3} {
		if got, ok := FromProducer(in); !ok || got != want {
			t.Errorf("FromProducer(%q) = %v, %v; want %v", in, got, ok, want)
		}
	}
	if _, ok := FromProducer("APPLE"); ok {
		t.Error("FromProducer without digits should fail")
	}
}
