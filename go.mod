module github.com/irmeta/irmeta

go 1.24.0

require (
	github.com/google/go-cmp v0.7.0
	github.com/spf13/cobra v1.10.2
	golang.org/x/tools v0.31.0
	gopkg.in/yaml.v3 v3.0.1
)

require (
	github.com/inconshreveable/mousetrap v1.1.0 // indirect
	github.com/spf13/pflag v1.0.9 // indirect
)
