// Package lane gives the work that runs beside one critical goroutine the
// other cores, taken in turns.
//
// `irmeta verify` runs LLVM's verifier on one goroutine, the longest chain
// of work after the parse, while the type rules, the other checks and the
// goroutine that prepares the verifier's functions run beside it. Left to
// the Go scheduler, on two cores the four share them evenly and the
// verifier gets a third of the time while the others run; on a Lane of
// width one they take one core in turns and the verifier keeps the other.
// The preparer goes first (AcquireUrgent): the verifier waits for what it
// prepares.
//
// A lane has a width, the number of holders at a time (the cores but the
// critical goroutine's). It is handed from holder to holder: urgent
// callers first, then the others, each kind in the order it came. A nil
// *Lane is no lane: every method returns at once.
package lane

import (
	"slices"
	"sync"
	"sync/atomic"
)

// A Lane is work taken in turns by at most its width of holders at a time.
type Lane struct {
	mu    sync.Mutex
	width int
	held  int // holders now
	// urgent and others are the callers waiting, each told by closing
	// its channel that the lane is now theirs.
	urgent, others []chan struct{}
	// urgentWaiting is len(urgent), read by Yield without the lock.
	urgentWaiting atomic.Int32
}

// New returns a free lane of the given width (at least one).
func New(width int) *Lane { return &Lane{width: max(1, width)} }

// Width returns the number of holders the lane takes at a time (one for
// no lane).
func (l *Lane) Width() int {
	if l == nil {
		return 1
	}
	return l.width
}

// Acquire waits until the lane is handed to the caller, after every urgent
// caller waiting, and takes it.
func (l *Lane) Acquire() { l.acquire(false, nil) }

// AcquireUrgent waits until the lane is handed to the caller, before the
// callers of Acquire, and takes it; or until done is closed, and then
// reports false without the lane.
func (l *Lane) AcquireUrgent(done <-chan struct{}) bool { return l.acquire(true, done) }

func (l *Lane) acquire(urgent bool, done <-chan struct{}) bool {
	if l == nil {
		return true
	}
	l.mu.Lock()
	if l.held < l.width {
		// Nobody waits while there is room: Release hands it on.
		l.held++
		l.mu.Unlock()
		return true
	}
	turn := make(chan struct{})
	if urgent {
		l.urgent = append(l.urgent, turn)
		l.urgentWaiting.Add(1)
	} else {
		l.others = append(l.others, turn)
	}
	l.mu.Unlock()
	select {
	case <-turn:
		return true
	case <-done:
	}
	l.mu.Lock()
	if k := slices.Index(l.urgent, turn); k >= 0 {
		l.urgent = slices.Delete(l.urgent, k, k+1)
		l.urgentWaiting.Add(-1)
		l.mu.Unlock()
		return false
	}
	l.mu.Unlock()
	// Handed over as done was closed: given on.
	<-turn
	l.Release()
	return false
}

// Release hands the caller's place on the lane to the next caller
// waiting, or frees it.
func (l *Lane) Release() {
	if l == nil {
		return
	}
	l.mu.Lock()
	var next chan struct{}
	switch {
	case len(l.urgent) > 0:
		next, l.urgent = l.urgent[0], l.urgent[1:]
		l.urgentWaiting.Add(-1)
	case len(l.others) > 0:
		next, l.others = l.others[0], l.others[1:]
	default:
		l.held--
	}
	l.mu.Unlock()
	if next != nil {
		close(next)
	}
}

// Yield hands the lane to an urgent caller that waits, if any, then waits
// for it back; the holder calls it where its work can pause.
func (l *Lane) Yield() {
	if l == nil || l.urgentWaiting.Load() == 0 {
		return
	}
	l.Release()
	l.Acquire()
}
