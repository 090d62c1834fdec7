module github.com/irmeta/irmeta/bench/llir

go 1.24.0

require (
	github.com/irmeta/irmeta v0.0.0
	github.com/llir/llvm v0.3.6
)

require (
	github.com/llir/ll v0.0.0-20220802044011-65001c0fb73c // indirect
	github.com/mewmew/float v0.0.0-20201204173432-505706aa38fa // indirect
	github.com/pkg/errors v0.9.1 // indirect
	golang.org/x/mod v0.24.0 // indirect
	golang.org/x/sync v0.12.0 // indirect
	golang.org/x/tools v0.31.0 // indirect
)

replace github.com/irmeta/irmeta => ../..
