package errprop

import "math"

func mathFloat64frombits(u uint64) float64 { return math.Float64frombits(u) }
