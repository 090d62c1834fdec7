package ast

import "bytes"

// A Pager keeps a module's text out of resident memory: the text of a
// large file is a mapping of it (see package internal/mmapfile), which the
// pager can give back to the system as the passes read it (irmeta's
// --low-memory does, near a bound of resident memory); what is read again
// is mapped in again from the page cache. A module's text is as large as
// everything the passes build from it, so only then does a pass hold less
// than twice the file.
type Pager interface {
	// Advance is told that a pass read about n more bytes of the text.
	// It is called from the passes' goroutines at once.
	Advance(n int)
}

// TextRead tells m's Pager, if any, that a pass read s.
func (m *Module) TextRead(s Span) {
	if m.Pager != nil {
		m.Pager.Advance(s.Len())
	}
}

// A TextCursor tells a module's Pager about the reads of a pass that
// reads here and there in the text (nodes by id, the callee's header of
// a call): reading a page of a mapped file maps in its neighbours too,
// 64 KB around it, so a read far from the one before counts as that
// much, and one next to it as the distance between them. Its zero value
// is ready to use; it is not safe for concurrent use.
type TextCursor struct {
	last    int // where the last read ended
	pending int // what was read since the pager was told last
}

// FaultAround is how much of a mapped file reading one page maps in.
const FaultAround = 64 << 10

// Read tells m's Pager, if any, that s was read.
func (c *TextCursor) Read(m *Module, s Span) {
	if m.Pager == nil {
		return
	}
	far := int(s.Start) - c.last
	if far < 0 {
		far = -far
	}
	c.last = int(s.End)
	// The pager is told in steps: passes on several goroutines tell it
	// at once, and its count is shared.
	c.pending += min(far, FaultAround) + s.Len()
	if c.pending >= cursorStep {
		m.Pager.Advance(c.pending)
		c.pending = 0
	}
}

// cursorStep is how much a TextCursor counts before it tells the pager.
const cursorStep = 64 << 10

// IndexIn is bytes.Index(text, sep) for text, a part of m.Src, that tells
// m's Pager what it reads as it goes: a search through a large part of the
// text (the code, for the uses of a name) reads it in windows and lets the
// pager give each back, instead of making all of it resident at once.
func (m *Module) IndexIn(text, sep []byte) int {
	if m.Pager == nil || len(text) <= indexWindow {
		return bytes.Index(text, sep)
	}
	for at := 0; at < len(text); at += indexWindow {
		// Windows overlap by len(sep)-1 bytes: a match across the edge is
		// found in the first window it starts in.
		end := min(len(text), at+indexWindow+len(sep)-1)
		if k := bytes.Index(text[at:end], sep); k >= 0 {
			m.Pager.Advance(k)
			return at + k
		}
		m.Pager.Advance(end - at)
	}
	return -1
}

// indexWindow is how much IndexIn reads between calls of the pager.
const indexWindow = 1 << 20
