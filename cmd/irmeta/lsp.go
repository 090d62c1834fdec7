package main

import (
	"context"
	"io"
	"os"

	"github.com/spf13/cobra"

	"github.com/irmeta/irmeta/internal/cli"
	"github.com/irmeta/irmeta/lsp"
)

// stdio joins standard input and output into the stream a language server
// speaks over.
type stdio struct {
	io.Reader
	io.Writer
}

// Close closes nothing: the editor owns the pipes.
func (stdio) Close() error { return nil }

func newLSPCmd(env cli.Env) *cobra.Command {
	var logRequests bool
	c := &cobra.Command{
		Use:   "lsp",
		Short: "Run the language server for LLVM IR (.ll) over standard input and output",
		Long: `lsp runs a Language Server Protocol server on standard input and output,
for editors: diagnostics from the parser and every verify check as you type,
go to definition, references and highlights of every kind of name (%x, @f,
%T, #N, $c, labels, !N, !name), hovers that explain metadata (loop
transformations, source locations, TBAA, TAFFO, OpenCL arguments, module
flags, DTrans), document and workspace symbols, folding, semantic tokens,
inlay hints for !dbg locations, rename of locals and metadata ids, and quick
fixes.

The global --llvm option chooses whose rules the diagnostics apply; clients
can change it with the initialization option or setting {"llvm": 14}.
See the README for Neovim, VS Code and Emacs set-ups.`,
		Example: `  irmeta lsp
  irmeta lsp --llvm 14`,
		Args: exactArgs(0),
		RunE: func(_ *cobra.Command, _ []string) error {
			opts := lsp.Options{LLVM: env.Version()}
			if logRequests {
				opts.Log = env.Stderr
			}
			in := env.Stdin
			if in == nil {
				in = os.Stdin
			}
			return lsp.Serve(context.Background(), stdio{in, env.Stdout}, opts)
		},
	}
	c.Flags().BoolVar(&logRequests, "log", false, "log each request's method on standard error")
	return c
}
