package lsp

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"

	"github.com/irmeta/irmeta/internal/corpus"
)

// BenchmarkLatency measures what an editor user waits for on a big real
// module (SQLite built by clang 22 at -O2 -g, about 50 MB; or the file in
// $IRMETA_BENCH_FILE): open to first diagnostics and to all of them,
// definition and hover of !dbg references, diagnostics after a one-line
// edit (first and all) with a definition and a hover asked meanwhile, a
// burst of edits, and the process's peak resident memory against the file
// size. The machine's
// load average and the server's processor time are logged too: on a
// shared machine wall times are only as good as the load lets them be.
// $IRMETA_BENCH_BIN names another build of irmeta to measure (an older
// one, for a comparison under the same load); with $IRMETA_BENCH_STAGED=0
// it is taken to publish each version's diagnostics once, with 2 in two
// stages (llvm-as's verdict, then all).
//
//	go test -run XXX -bench Latency -benchtime 1x ./lsp
func BenchmarkLatency(b *testing.B) {
	path := os.Getenv("IRMETA_BENCH_FILE")
	if path == "" {
		path = corpus.CLib(b, corpus.CLibBuild{Lib: "sqlite", Clang: 22, Opt: 2})
	}
	bin := os.Getenv("IRMETA_BENCH_BIN")
	if bin == "" {
		bin = filepath.Join(b.TempDir(), "irmeta")
		if out, err := exec.Command("go", "build", "-o", bin, "../cmd/irmeta").CombinedOutput(); err != nil {
			b.Fatalf("go build: %v\n%s", err, out)
		}
	}
	for i := 0; i < b.N; i++ {
		// The server runs as the editor runs it, a process of its own, so
		// its peak memory is its own.
		cmd := exec.Command(bin, "lsp")
		stdin, err := cmd.StdinPipe()
		if err != nil {
			b.Fatal(err)
		}
		stdout, err := cmd.StdoutPipe()
		if err != nil {
			b.Fatal(err)
		}
		cmd.Stderr = os.Stderr
		if err := cmd.Start(); err != nil {
			b.Fatal(err)
		}
		done := make(chan error, 1)
		var rss int64
		go func() {
			for {
				if r := procPeakRSS(cmd.Process.Pid); r > 0 {
					rss = r
				}
				st, _ := os.ReadFile(fmt.Sprintf("/proc/%d/stat", cmd.Process.Pid))
				if len(st) == 0 || bytes.Contains(st, []byte(") Z ")) {
					break
				}
				time.Sleep(50 * time.Millisecond)
			}
			done <- cmd.Wait()
		}()
		c := connect(b, procStream{stdout, stdin}, done)
		load, _ := os.ReadFile("/proc/loadavg")
		// A big module's diagnostics come in stages when it parses: the
		// parser's verdict, llvm-as's (the type rules too), then the
		// checks' findings. waitStages waits for each publication of a
		// version and returns the wall and server processor time to each
		// since t0 and cpu0 (a stage that is not published: the last's).
		type stageTimes struct{ wall, cpu [3]time.Duration }
		var src []byte
		waitStages := func(u protocol.DocumentURI, version int32, t0 time.Time, cpu0 time.Duration) (st stageTimes) {
			// Which stages each publication completes.
			pubs := [][]int{{0}, {1}, {2}}
			switch os.Getenv("IRMETA_BENCH_STAGED") {
			case "0":
				pubs = [][]int{{0, 1, 2}}
			case "2": // a build that publishes llvm-as's verdict first
				pubs = [][]int{{0, 1}, {2}}
			}
			for k, covers := range pubs {
				d := c.publication(u, version, k+1)
				wall, cpu := time.Since(t0), procCPU(cmd.Process.Pid)-cpu0
				last := k == len(pubs)-1 || len(src) < bigDocument || hasCode(d, "parser") // errors end the staging
				if last {
					covers = []int{}
					for i := pubs[k][0]; i < 3; i++ {
						covers = append(covers, i)
					}
				}
				for _, i := range covers {
					st.wall[i], st.cpu[i] = wall, cpu
				}
				if last {
					break
				}
			}
			return st
		}
		// The didOpen message is encoded before the clock starts: an
		// editor has its text encoded at its own speed (encoding/json
		// takes seconds for 50 MB), and the server's wait starts when the
		// message does. Reading and decoding it are the server's.
		u, frame := encodedOpen(b, path)
		src = frame.text
		cpu0 := procCPU(cmd.Process.Pid) // starting and initializing
		t0 := time.Now()
		if _, err := stdin.Write(frame.bytes); err != nil {
			b.Fatal(err)
		}
		opened := waitStages(u, 1, t0, cpu0)

		tx := newText(src)
		// Instructions' locations: the references after the first body.
		body := bytes.Index(src, []byte("\ndefine "))
		refs := regexp.MustCompile(`, !dbg !\d+`).FindAllIndex(src[body:], 200)
		ask := func(off int) (def, hov time.Duration) {
			p := at(tx, off)
			p.TextDocument.URI = u
			t1 := time.Now()
			var locs []protocol.Location
			c.call("textDocument/definition", protocol.DefinitionParams{TextDocumentPositionParams: p}, &locs)
			def = time.Since(t1)
			t2 := time.Now()
			var h protocol.Hover
			c.call("textDocument/hover", protocol.HoverParams{TextDocumentPositionParams: p}, &h)
			hov = time.Since(t2)
			if len(locs) != 1 || !strings.Contains(h.Contents.Value, "DILocation") {
				b.Errorf("definition %v, hover %q", locs, h.Contents.Value)
			}
			return def, hov
		}
		var def, hov time.Duration
		for _, r := range refs {
			d, h := ask(body + r[0] + 8)
			def += d
			hov += h
		}
		// One-line edits: in the middle of the module (the metadata of a
		// -g module), then in a function body. Right after each, a
		// definition and a hover above the edit, answered while the new
		// version is parsed and checked.
		type editTimes struct {
			stageTimes
			def, hov time.Duration
		}
		edit := func(version int32, line uint32) (e editTimes) {
			cpu3 := procCPU(cmd.Process.Pid)
			t3 := time.Now()
			c.notify("textDocument/didChange", map[string]any{
				"textDocument":   map[string]any{"uri": u, "version": version},
				"contentChanges": []map[string]any{{"range": protocol.Range{Start: protocol.Position{Line: line}, End: protocol.Position{Line: line}}, "text": "; edited\n"}},
			})
			// The requests go in parallel with the analysis: the stages'
			// times do not wait for their answers.
			asked := make(chan struct{})
			go func() {
				e.def, e.hov = ask(body + refs[len(refs)-1][0] + 8)
				close(asked)
			}()
			e.stageTimes = waitStages(u, version, t3, cpu3)
			<-asked
			return e
		}
		mid := bytes.IndexByte(src[len(src)/2:], '\n') + len(src)/2 + 1
		md := edit(2, tx.position(mid).Line)
		inBody := bytes.Index(src[len(src)/4:], []byte("\n  ret ")) + len(src)/4 + 1
		fn := edit(3, tx.position(inBody).Line) // above the first edit: not moved
		// A burst of typing: five one-line edits in that body, 50 ms
		// apart ($IRMETA_BENCH_GAP ms): faster than the server's pause
		// for typing, the edits are made in the text in place; slower,
		// each arrives while the one before is parsed, and the server
		// edits a copy of the text, which the analysis still reads.
		// Measured: the last edit to its diagnostics, and the peak memory
		// it took.
		gap := 50 * time.Millisecond
		if s := os.Getenv("IRMETA_BENCH_GAP"); s != "" {
			ms, err := strconv.Atoi(s)
			if err != nil {
				b.Fatalf("IRMETA_BENCH_GAP=%q: %v", s, err)
			}
			gap = time.Duration(ms) * time.Millisecond
		}
		rssBefore := procPeakRSS(cmd.Process.Pid)
		var burst stageTimes
		for k := int32(0); k < 5; k++ {
			version := 4 + k
			cpu4, t4 := procCPU(cmd.Process.Pid), time.Now()
			line := tx.position(inBody).Line
			c.notify("textDocument/didChange", map[string]any{
				"textDocument":   map[string]any{"uri": u, "version": version},
				"contentChanges": []map[string]any{{"range": protocol.Range{Start: protocol.Position{Line: line}, End: protocol.Position{Line: line}}, "text": "; typed\n"}},
			})
			if k < 4 {
				time.Sleep(gap)
				continue
			}
			burst = waitStages(u, version, t4, cpu4)
		}
		rssBurst := procPeakRSS(cmd.Process.Pid)
		ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
		n := float64(len(refs))
		for _, m := range []struct {
			name string
			t    stageTimes
		}{{"open", opened}, {"edit", md.stageTimes}, {"body-edit", fn.stageTimes}, {"burst", burst}} {
			b.ReportMetric(ms(m.t.wall[0]), m.name+"-parser-ms")
			b.ReportMetric(ms(m.t.cpu[0]), m.name+"-parser-cpu-ms")
			b.ReportMetric(ms(m.t.wall[1]), m.name+"-types-ms")
			b.ReportMetric(ms(m.t.cpu[1]), m.name+"-types-cpu-ms")
			b.ReportMetric(ms(m.t.wall[2]), m.name+"-all-ms")
			b.ReportMetric(ms(m.t.cpu[2]), m.name+"-all-cpu-ms")
		}
		b.ReportMetric(ms(def)/n, "definition-ms")
		b.ReportMetric(ms(hov)/n, "hover-ms")
		b.ReportMetric(ms(md.def), "definition-busy-ms")
		b.ReportMetric(ms(md.hov), "hover-busy-ms")
		b.ReportMetric(ms(fn.def), "body-definition-busy-ms")
		b.ReportMetric(ms(fn.hov), "body-hover-busy-ms")
		rss = max(rss, procPeakRSS(cmd.Process.Pid))
		cpu := procCPU(cmd.Process.Pid)
		b.ReportMetric(float64(rss)/float64(len(src)), "rss/size")
		b.ReportMetric(cpu.Seconds(), "server-cpu-s")
		b.Logf("%s (%.1f MB), load average %s", path, float64(len(src))/1e6, strings.Join(strings.Fields(string(load))[:3], " "))
		stages := func(t stageTimes) string {
			return fmt.Sprintf("parser's verdict %.0f ms (CPU %.0f ms), llvm-as's %.0f ms (CPU %.0f ms), all %.0f ms (CPU %.0f ms)",
				ms(t.wall[0]), ms(t.cpu[0]), ms(t.wall[1]), ms(t.cpu[1]), ms(t.wall[2]), ms(t.cpu[2]))
		}
		b.Logf("open → %s", stages(opened))
		b.Logf("definition %.2f ms, hover %.2f ms (mean of %d)", ms(def)/n, ms(hov)/n, len(refs))
		for _, e := range []struct {
			where string
			t     editTimes
		}{{"in the metadata", md}, {"in a function body", fn}} {
			b.Logf("one-line edit %s → %s; meanwhile definition %.1f ms, hover %.0f ms", e.where, stages(e.t.stageTimes), ms(e.t.def), ms(e.t.hov))
		}
		b.Logf("a burst of five edits in a body, %d ms apart → the last one's %s; peak RSS %.0f MB before the burst, %.0f MB after",
			gap.Milliseconds(), stages(burst), float64(rssBefore)/1e6, float64(rssBurst)/1e6)
		b.Logf("peak RSS %.0f MB = %.2f× the file; server CPU %.1f s", float64(rss)/1e6, float64(rss)/float64(len(src)), cpu.Seconds())
	}
}

// openFrame is a didOpen notification framed for the wire, and the text
// it carries.
type openFrame struct{ bytes, text []byte }

// encodedOpen returns the didOpen notification of path's content, framed
// as the client's stream would write it (see connect: nothing else is
// being written while it is sent).
func encodedOpen(b *testing.B, path string) (protocol.DocumentURI, openFrame) {
	src, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	u := protocol.DocumentURI(uri.File(path))
	msg, err := json.Marshal(map[string]any{
		"jsonrpc": "2.0", "method": "textDocument/didOpen",
		"params": protocol.DidOpenTextDocumentParams{TextDocument: protocol.TextDocumentItem{
			URI: u, LanguageID: "llvm", Version: 1, Text: string(src),
		}},
	})
	if err != nil {
		b.Fatal(err)
	}
	framed := append([]byte(fmt.Sprintf("Content-Length: %d\r\n\r\n", len(msg))), msg...)
	return u, openFrame{framed, src}
}

// hasCode reports whether a diagnostic of diags has code code.
func hasCode(diags []protocol.Diagnostic, code string) bool {
	for _, d := range diags {
		if d.Code == code {
			return true
		}
	}
	return false
}

// procCPU returns the processor time process pid has used (user and
// system, in clock ticks of 10 ms), or 0 where /proc is missing.
func procCPU(pid int) time.Duration {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0
	}
	f := strings.Fields(string(data[bytes.LastIndexByte(data, ')')+1:]))
	if len(f) < 13 {
		return 0
	}
	ut, _ := strconv.ParseInt(f[11], 10, 64)
	st, _ := strconv.ParseInt(f[12], 10, 64)
	return time.Duration(ut+st) * 10 * time.Millisecond
}

// procStream joins a child's stdout and stdin.
type procStream struct {
	io.Reader
	io.WriteCloser
}

// procPeakRSS returns process pid's peak resident set size in bytes
// (VmHWM), or 0 where /proc is missing.
func procPeakRSS(pid int) int64 {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0
	}
	for _, l := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(l, "VmHWM:") {
			f := strings.Fields(l)
			kb, _ := strconv.ParseInt(f[1], 10, 64)
			return kb * 1024
		}
	}
	return 0
}
