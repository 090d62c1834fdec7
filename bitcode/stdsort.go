package bitcode

import "math/bits"

// stdSort sorts s as std::sort of the GNU C++ library (libstdc++, which
// the Debian builds of LLVM use) sorts it, element moves included: an
// introsort with a median-of-three pivot down to runs of 16, heapsort past
// the depth limit, then insertion sort. It is not stable, and LLVM's parser
// sorts a summary's references with it (llvm::sort by access kind), so
// where equal elements end up is part of what llvm-as writes.
func stdSort[T any](s []T, less func(a, b T) bool) {
	if len(s) < 2 {
		return
	}
	introsortLoop(s, 2*(bits.Len(uint(len(s)))-1), less)
	finalInsertionSort(s, less)
}

// sortThreshold is libstdc++'s _S_threshold.
const sortThreshold = 16

func introsortLoop[T any](s []T, depth int, less func(a, b T) bool) {
	for len(s) > sortThreshold {
		if depth == 0 {
			heapSort(s, less)
			return
		}
		depth--
		cut := partitionPivot(s, less)
		introsortLoop(s[cut:], depth, less)
		s = s[:cut]
	}
}

// partitionPivot moves the median of s[1], s[mid] and s[last] to s[0] and
// partitions s[1:] around it, returning where the upper part starts.
func partitionPivot[T any](s []T, less func(a, b T) bool) int {
	mid := len(s) / 2
	a, b, c := 1, mid, len(s)-1
	median := b
	switch {
	case less(s[a], s[b]):
		switch {
		case less(s[b], s[c]):
			median = b
		case less(s[a], s[c]):
			median = c
		default:
			median = a
		}
	case less(s[a], s[c]):
		median = a
	case less(s[b], s[c]):
		median = c
	}
	s[0], s[median] = s[median], s[0]
	first, last := 1, len(s)
	for {
		for less(s[first], s[0]) {
			first++
		}
		last--
		for less(s[0], s[last]) {
			last--
		}
		if first >= last {
			return first
		}
		s[first], s[last] = s[last], s[first]
		first++
	}
}

func finalInsertionSort[T any](s []T, less func(a, b T) bool) {
	if len(s) <= sortThreshold {
		insertionSort(s, less)
		return
	}
	insertionSort(s[:sortThreshold], less)
	for i := sortThreshold; i < len(s); i++ {
		linearInsert(s, i, less)
	}
}

func insertionSort[T any](s []T, less func(a, b T) bool) {
	for i := 1; i < len(s); i++ {
		if less(s[i], s[0]) {
			v := s[i]
			copy(s[1:i+1], s[:i])
			s[0] = v
		} else {
			linearInsert(s, i, less)
		}
	}
}

// linearInsert moves s[i] down past the greater elements before it (an
// element not less than it stops it, so none is needed as a guard).
func linearInsert[T any](s []T, i int, less func(a, b T) bool) {
	v := s[i]
	for less(v, s[i-1]) {
		s[i] = s[i-1]
		i--
	}
	s[i] = v
}

// heapSort is std::__partial_sort over the whole range: make_heap, then
// sort_heap.
func heapSort[T any](s []T, less func(a, b T) bool) {
	n := len(s)
	for parent := (n - 2) / 2; ; parent-- {
		adjustHeap(s, parent, n, s[parent], less)
		if parent == 0 {
			break
		}
	}
	for last := n - 1; last > 0; last-- {
		v := s[last]
		s[last] = s[0]
		adjustHeap(s, 0, last, v, less)
	}
}

// adjustHeap is std::__adjust_heap: it sifts the hole at hole down to a
// leaf, always taking the larger child, then pushes v up from there.
func adjustHeap[T any](s []T, hole, n int, v T, less func(a, b T) bool) {
	top := hole
	child := hole
	for child < (n-1)/2 {
		child = 2 * (child + 1)
		if less(s[child], s[child-1]) {
			child--
		}
		s[hole] = s[child]
		hole = child
	}
	if n&1 == 0 && child == (n-2)/2 {
		child = 2 * (child + 1)
		s[hole] = s[child-1]
		hole = child - 1
	}
	parent := (hole - 1) / 2
	for hole > top && less(s[parent], v) {
		s[hole] = s[parent]
		hole = parent
		parent = (hole - 1) / 2
	}
	s[hole] = v
}
