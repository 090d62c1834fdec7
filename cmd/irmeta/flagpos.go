package main

import (
	"strings"

	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/modflags"
	"github.com/irmeta/irmeta/token"
)

// conflictPos gives a merge conflict the position of the flag it is about.
// Merge locates flags that come straight from a source module; a flag the
// destination already held (a Require flag linked from an earlier module,
// checked after the last one) has only the merged module's name. Then the
// flag is looked up in the inputs, in link order: for "does not have the
// required value" the first Require flag on that ID, otherwise the first
// flag with it. Without any match the position stays empty, so the message
// starts with its severity rather than with an invented file name.
func conflictPos(c modflags.Conflict, inputs []*md.Graph) token.Position {
	if c.Pos.IsValid() {
		return c.Pos
	}
	id, ok := conflictFlagID(c.Msg)
	if ok {
		required := strings.HasSuffix(c.Msg, "does not have the required value")
		for _, g := range inputs {
			for _, f := range modflags.Read(g) {
				if required && f.Behavior == modflags.Require && requiredID(f) == id || !required && f.ID == id {
					return f.Node.Pos()
				}
			}
		}
	}
	return token.Position{}
}

// conflictFlagID reads the flag ID from "linking module flags 'ID': ...".
func conflictFlagID(msg string) (string, bool) {
	rest, ok := strings.CutPrefix(msg, "linking module flags '")
	if !ok {
		return "", false
	}
	id, _, ok := strings.Cut(rest, "': ")
	return id, ok
}

// requiredID is the ID a Require flag's value pair names.
func requiredID(f modflags.Flag) string {
	if pair, ok := f.Value.(*md.Node); ok && pair.NumOperands() > 0 {
		if s, ok := pair.Operand(0).(*md.String); ok {
			return s.Value
		}
	}
	return ""
}

// positionPrefix is "file:line:col: " for a known position, else nothing.
func positionPrefix(p token.Position) string {
	if !p.IsValid() {
		return ""
	}
	return p.String() + ": "
}
