// Package lsp is irmeta's language server for LLVM IR (.ll) files: the
// Language Server Protocol over a stream (standard input and output for
// "irmeta lsp"), with the protocol's types from go.lsp.dev/protocol.
//
// What it offers, and how it stays fast on a 50 MB module:
//
//   - Diagnostics on open and after every change: the parser's errors, then
//     every registered check of "irmeta verify", with LLVM's messages. The
//     analysis of a version runs in the background; a newer change
//     supersedes it, and only the newest version's diagnostics are
//     published, so typing never queues reparses.
//   - Definition, references, highlights and rename for every kind of name
//     (%x, @f, %T, #N, $c, labels, !N, !name). These use an index built by
//     one token scan, which knows every definition and works on text that
//     does not parse; uses are found by scanning again (only the function
//     for locals), so the index costs a few words per definition.
//   - Hover that explains: metadata nodes printed with their operands
//     resolved, and what each schema says of them (loop transformations,
//     source locations, TBAA, TAFFO, OpenCL arguments, module flags,
//     DTrans); values with their types.
//   - Document and workspace symbols, folding, semantic tokens, inlay hints
//     for !dbg locations, and code actions that fix what irmeta can fix.
package lsp
