package prefault

// minSize is the size below which the faults cost less than the calls.
const minSize = 1 << 20
