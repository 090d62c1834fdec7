// Package chunk hands out small slices carved from shared chunks, so that
// code making hundreds of thousands of short lists (a module's attribute
// lists, a graph's node fields and operands) allocates once a chunk
// instead of once a list.
package chunk

// Carve returns n zero items carved from *c, which it replaces with a
// fresh chunk of size items when too little is left (a request over a
// quarter of size gets a slice of its own). The result's capacity is its
// length, so that appending to it copies instead of writing into the next
// list.
func Carve[T any](c *[]T, n, size int) []T {
	if n > size/4 {
		return make([]T, n)
	}
	if cap(*c)-len(*c) < n {
		*c = make([]T, 0, size)
	}
	start := len(*c)
	*c = (*c)[:start+n]
	return (*c)[start : start+n : start+n]
}
