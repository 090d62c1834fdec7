package main

import (
	"bytes"
	"io"
	"testing"

	"github.com/spf13/cobra"

	"github.com/irmeta/irmeta/internal/cli"
	"github.com/irmeta/irmeta/llvmver"
)

// TestEveryCommandHasHelp: every command shows a one-line summary in its
// parent's list and at least one example in its --help.
func TestEveryCommandHasHelp(t *testing.T) {
	v := llvmver.Default
	root := newRoot(cli.Env{Stdin: bytes.NewReader(nil), Stdout: io.Discard, Stderr: io.Discard, LLVM: &v})
	n := 0
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		n++
		if c.Short == "" {
			t.Errorf("%s: no one-line summary (Short)", c.CommandPath())
		}
		if c.Example == "" {
			t.Errorf("%s: no examples", c.CommandPath())
		}
		for _, sub := range c.Commands() {
			if sub.Name() != "help" {
				walk(sub)
			}
		}
	}
	walk(root)
	if n < 20 {
		t.Errorf("only %d commands walked", n)
	}
}
