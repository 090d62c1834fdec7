package main

import (
	"fmt"
	"sort"

	"github.com/spf13/cobra"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/internal/cli"
)

// summary is what dump reports.
type summary struct {
	File                string        `json:"file"`
	SourceFilename      string        `json:"source_filename,omitempty"`
	Triple              string        `json:"triple,omitempty"`
	DataLayout          string        `json:"datalayout,omitempty"`
	FunctionsDefined    int           `json:"functions_defined"`
	FunctionsDeclared   int           `json:"functions_declared"`
	GlobalVariables     int           `json:"global_variables"`
	Aliases             int           `json:"aliases"`
	IFuncs              int           `json:"ifuncs"`
	BasicBlocks         int           `json:"basic_blocks"`
	Instructions        int           `json:"instructions"`
	DebugRecords        int           `json:"debug_records"`
	MetadataNodes       int           `json:"metadata_nodes"`
	NamedMetadata       []namedCount  `json:"named_metadata"`
	Attachments         []attachCount `json:"attachments"`
	AttachmentsTotal    int           `json:"attachments_total"`
	TypeDefs            int           `json:"type_definitions"`
	AttributeGroups     int           `json:"attribute_groups"`
	Comdats             int           `json:"comdats"`
	SummaryEntries      int           `json:"summary_entries"`
	UseListOrderEntries int           `json:"uselistorder_entries"`
}

type namedCount struct {
	Name     string `json:"name"`
	Operands int    `json:"operands"`
}

type attachCount struct {
	Kind         string `json:"kind"`
	Total        int    `json:"total"`
	Instructions int    `json:"instructions"`
	Functions    int    `json:"functions"`
	Globals      int    `json:"globals"`
}

func summarize(name string, m *ast.Module) summary {
	s := summary{File: name, SourceFilename: m.SourceFilename, Triple: m.Triple, DataLayout: m.DataLayout,
		MetadataNodes: len(m.MDDefs), TypeDefs: len(m.TypeDefs), AttributeGroups: len(m.AttrGroups), Comdats: len(m.Comdats),
		NamedMetadata: []namedCount{}, Attachments: []attachCount{}}
	counts := map[string]*attachCount{}
	count := func(kind string) *attachCount {
		c := counts[kind]
		if c == nil {
			c = &attachCount{Kind: kind}
			counts[kind] = c
		}
		c.Total++
		s.AttachmentsTotal++
		return c
	}
	for i := range m.Functions {
		f := &m.Functions[i]
		if f.Declare {
			s.FunctionsDeclared++
		} else {
			s.FunctionsDefined++
		}
		s.BasicBlocks += len(f.Blocks)
		for _, a := range f.Attachments {
			count(m.AttachKinds[a.Kind]).Functions++
		}
	}
	for i := range m.Globals {
		g := &m.Globals[i]
		switch g.Kind {
		case ast.GlobalVar:
			s.GlobalVariables++
		case ast.Alias:
			s.Aliases++
		case ast.IFunc:
			s.IFuncs++
		}
		for _, a := range g.Attachments {
			count(m.AttachKinds[a.Kind]).Globals++
		}
	}
	for i := range m.Insts {
		if m.Insts[i].Op == ast.OpDbgRecord {
			s.DebugRecords++
		} else {
			s.Instructions++
		}
	}
	for _, a := range m.InstAttachments {
		count(m.AttachKinds[a.Kind]).Instructions++
	}
	for _, nm := range m.NamedMD {
		s.NamedMetadata = append(s.NamedMetadata, namedCount{Name: nm.Name, Operands: len(nm.Operands)})
	}
	for _, e := range m.Entities {
		switch e.Kind {
		case ast.SummaryEntity:
			s.SummaryEntries++
		case ast.UseListOrderEntity:
			s.UseListOrderEntries++
		}
	}
	for _, c := range counts {
		s.Attachments = append(s.Attachments, *c)
	}
	sort.Slice(s.Attachments, func(i, j int) bool {
		a, b := s.Attachments[i], s.Attachments[j]
		if a.Total != b.Total {
			return a.Total > b.Total
		}
		return a.Kind < b.Kind
	})
	return s
}

func newDumpCmd(env cli.Env) *cobra.Command {
	var asJSON bool
	c := &cobra.Command{
		Use:   "dump [--json] FILE",
		Short: "Summarize a module: entity counts, metadata nodes, attachments per kind",
		Example: `  irmeta dump prog.ll
  irmeta dump --json prog.bc`,
		Args: exactArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			m, err := cli.Load(env, args[0])
			if err != nil {
				return err
			}
			s := summarize(m.File.Name, m)
			if asJSON {
				return writeJSON(env.Stdout, s)
			}
			w := newTable(env.Stdout)
			p := func(k string, v any) { fmt.Fprintf(w, "%s\t%v\n", k, v) }
			p("file", s.File)
			if s.SourceFilename != "" {
				p("source_filename", s.SourceFilename)
			}
			if s.Triple != "" {
				p("triple", s.Triple)
			}
			if s.DataLayout != "" {
				p("datalayout", s.DataLayout)
			}
			p("functions", fmt.Sprintf("%d defined, %d declared", s.FunctionsDefined, s.FunctionsDeclared))
			p("globals", fmt.Sprintf("%d variables, %d aliases, %d ifuncs", s.GlobalVariables, s.Aliases, s.IFuncs))
			p("basic blocks", s.BasicBlocks)
			p("instructions", s.Instructions)
			p("debug records", s.DebugRecords)
			p("metadata nodes", s.MetadataNodes)
			p("named metadata", len(s.NamedMetadata))
			for _, n := range s.NamedMetadata {
				p("  !"+n.Name, fmt.Sprintf("%d operands", n.Operands))
			}
			p("attachments", s.AttachmentsTotal)
			for _, a := range s.Attachments {
				p("  !"+a.Kind, fmt.Sprintf("%d (instructions %d, functions %d, globals %d)", a.Total, a.Instructions, a.Functions, a.Globals))
			}
			return w.Flush()
		},
	}
	c.Flags().BoolVar(&asJSON, "json", false, "print the summary as JSON")
	return c
}
