// Package parallel runs independent pieces of a test's work on a few
// goroutines: the sweeps that ask LLVM's tools about many modules spend
// their time waiting for processes, so two to four of them at once keep
// the machine's cores busy.
package parallel

import "sync"

// For calls f(i) for every i in [0, n), on workers goroutines at once
// (at least one), and returns when every call has returned. The calls
// may run in any order; f guards what they share.
func For(n, workers int, f func(i int)) {
	next := make(chan int)
	var wg sync.WaitGroup
	for range max(workers, 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				f(i)
			}
		}()
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
}
