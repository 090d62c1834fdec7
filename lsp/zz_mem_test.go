package lsp

import (
	"os"
	"runtime"
	"runtime/pprof"
	"testing"
	"time"

	"github.com/irmeta/irmeta/check"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/typecheck"
	"github.com/irmeta/irmeta/upgrade"
)

func heapMB() uint64 {
	var ms runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&ms)
	return ms.HeapAlloc >> 20
}

func TestZZMem(t *testing.T) {
	src, _ := os.ReadFile(os.Getenv("HOME") + "/.cache/irmeta/clib/out/sqlite-clang22-O2-g.ll")
	t.Logf("src %d MB", heapMB())
	tx := newText(src)
	t.Logf("+text lines %d MB", heapMB())
	ix := buildIndex(src)
	t.Logf("+index %d MB", heapMB())
	m, err := parser.ParseFileOptions("x.ll", src, parser.Options{})
	t.Logf("+module %d MB err=%v", heapMB(), err)
	m.MDDefIndex(0)
	m.File.LineCount()
	t.Logf("+mdindex+lines %d MB", heapMB())
	typecheck.Parsed(m, nil, 0)
	t.Logf("after typecheck %d MB", heapMB())
	g := md.New(m)
	check.RunVersion(g, 0)
	t.Logf("+checks graph %d MB", heapMB())
	f, _ := os.Create("/tmp/lspmem-heap.prof")
	pprof.WriteHeapProfile(f)
	f.Close()
	upgrade.CheckGraph(g, 0)
	t.Logf("+upgrade %d MB", heapMB())
	f, _ = os.Create("/tmp/lspmem-heap2.prof")
	pprof.WriteHeapProfile(f)
	f.Close()
	runtime.KeepAlive(g)
	g = nil
	t.Logf("-graph %d MB", heapMB())
	t0 := time.Now()
	g2 := md.New(m)
	upgrade.CheckGraph(g2, 0)
	t.Logf("upgrade alone %v: %d MB", time.Since(t0), heapMB())
	runtime.KeepAlive(g2)
	g2 = nil
	t0 = time.Now()
	g3 := md.New(m)
	check.RunVersion(g3, 0)
	t.Logf("checks alone %v: %d MB", time.Since(t0), heapMB())
	t0 = time.Now()
	upgrade.CheckGraph(g3, 0)
	t.Logf("then upgrade %v: %d MB", time.Since(t0), heapMB())
	runtime.KeepAlive(g3)
	runtime.KeepAlive(tx)
	runtime.KeepAlive(ix)
	runtime.KeepAlive(m)
}
