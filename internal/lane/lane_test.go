package lane

import (
	"runtime"
	"sync"
	"sync/atomic"
	"testing"
)

// TestWidth checks that goroutines taking a lane in turns, urgent or not,
// never hold it more at a time than its width, that they fill it, and
// that each gets its turns.
func TestWidth(t *testing.T) {
	for _, width := range []int{1, 3} {
		l := New(width)
		var holders, most, turns atomic.Int32
		hold := func() {
			n := holders.Add(1)
			for m := most.Load(); n > m && !most.CompareAndSwap(m, n); m = most.Load() {
			}
		}
		var wg sync.WaitGroup
		for g := range 8 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for range 200 {
					if g%2 == 0 {
						if !l.AcquireUrgent(nil) {
							t.Error("AcquireUrgent without done gave up")
							return
						}
					} else {
						l.Acquire()
					}
					hold()
					turns.Add(1)
					runtime.Gosched()
					holders.Add(-1)
					l.Yield()
					hold()
					holders.Add(-1)
					l.Release()
				}
			}()
		}
		wg.Wait()
		if most.Load() > int32(width) || turns.Load() != 8*200 {
			t.Errorf("width %d: at most %d holders at once, %d turns (want %d)", width, most.Load(), turns.Load(), 8*200)
		}
		if width > 1 && most.Load() < 2 {
			t.Errorf("width %d: never more than one holder", width)
		}
	}
}

// TestUrgentFirst checks the order in which a lane is handed on: the
// urgent callers waiting, in the order they came, then the others.
func TestUrgentFirst(t *testing.T) {
	l := New(1)
	l.Acquire()
	var order []string
	var mu sync.Mutex
	var wg sync.WaitGroup
	queued := 0
	start := func(name string, urgent bool) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if urgent {
				l.AcquireUrgent(nil)
			} else {
				l.Acquire()
			}
			mu.Lock()
			order = append(order, name)
			mu.Unlock()
			l.Release()
		}()
		queued++
		waitQueued(l, queued)
	}
	start("other1", false)
	start("urgent1", true)
	start("other2", false)
	start("urgent2", true)
	l.Release()
	wg.Wait()
	want := []string{"urgent1", "urgent2", "other1", "other2"}
	for k := range want {
		if k >= len(order) || order[k] != want[k] {
			t.Fatalf("handed on in the order %v, want %v", order, want)
		}
	}
}

// waitQueued waits until n callers wait on l.
func waitQueued(l *Lane, n int) {
	for {
		l.mu.Lock()
		k := len(l.urgent) + len(l.others)
		l.mu.Unlock()
		if k >= n {
			return
		}
		runtime.Gosched()
	}
}

// TestAbandonedWait checks that an urgent caller stops waiting when done
// is closed, leaves the queue, and that the lane still goes to the next.
func TestAbandonedWait(t *testing.T) {
	l := New(1)
	l.Acquire()
	done := make(chan struct{})
	got := make(chan bool)
	go func() { got <- l.AcquireUrgent(done) }()
	waitQueued(l, 1)
	close(done)
	if <-got {
		t.Fatal("AcquireUrgent took the lane after done was closed")
	}
	if n := l.urgentWaiting.Load(); n != 0 {
		t.Errorf("%d urgent callers still counted as waiting", n)
	}
	l.Release()
	l.Acquire() // free again: no deadlock
	l.Release()
}

// TestNil checks that a nil lane is no lane.
func TestNil(t *testing.T) {
	var l *Lane
	if l.Width() != 1 {
		t.Errorf("a nil lane is %d wide, want 1", l.Width())
	}
	l.Acquire()
	if !l.AcquireUrgent(nil) {
		t.Error("a nil lane refused AcquireUrgent")
	}
	l.Yield()
	l.Release()
}
