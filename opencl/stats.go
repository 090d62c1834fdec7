package opencl

import (
	"fmt"
	"math"
	"sort"
	"strings"

	"github.com/irmeta/irmeta/md"
)

// StatPrefix starts the attachment kind of every per-function statistic,
// and the named metadata holding its description:
//
//	define void @k() !opencl.stats.Vectorizer@CanVect !7 { ... }   !7 = !{i32 1}
//	!opencl.stats.Vectorizer@CanVect = !{!8}                        !8 = !{!"kernels the vectorizer could vectorize"}
//
// Statistic names are conventionally "PASS@NAME" (the '@' is written \40 in
// the IR).
const StatPrefix = "opencl.stats."

// A Stat is one named statistic of a function.
type Stat struct {
	Name  string // without StatPrefix
	Value int64
}

// statValue reads a statistic's node, !{i32 value}.
func statValue(n *md.Node) (int64, error) {
	if n == nil || n.Kind != md.Tuple || n.NumOperands() != 1 {
		return 0, fmt.Errorf("expected !{i32 value}, found %s", md.Format(n))
	}
	v, ok := intValue(n.Operand(0))
	if !ok {
		return 0, fmt.Errorf("expected !{i32 value}, found %s", md.Format(n))
	}
	return v, nil
}

// Stats returns the statistics recorded on function fn, in attachment
// order. Malformed ones are reported in the error and left out.
func Stats(g *md.Graph, fn int) ([]Stat, error) {
	t := md.Function(fn)
	var out []Stat
	var bad []string
	for _, a := range g.Attachments(t) {
		name, ok := strings.CutPrefix(a.Kind, StatPrefix)
		if !ok {
			continue
		}
		v, err := statValue(a.Node)
		if err != nil {
			bad = append(bad, fmt.Sprintf("%s !%s: %v", g.TargetName(t), a.Kind, err))
			continue
		}
		out = append(out, Stat{Name: name, Value: v})
	}
	if len(bad) > 0 {
		return out, fmt.Errorf("%s", strings.Join(bad, "; "))
	}
	return out, nil
}

// SetStat records statistic name = v on function fn, as !{i32 v}; v must
// fit in 32 bits as the Metadata API stores it.
func SetStat(g *md.Graph, fn int, name string, v int64) error {
	if v < math.MinInt32 || v > math.MaxInt32 {
		return fmt.Errorf("statistic %s: %d does not fit in i32", name, v)
	}
	if name == "" {
		return fmt.Errorf("statistic without a name")
	}
	g.SetAttachment(md.Function(fn), StatPrefix+name, g.NewTuple(md.NewInt(32, v)))
	return nil
}

// AddStat adds delta to statistic name on function fn (counting from 0).
func AddStat(g *md.Graph, fn int, name string, delta int64) error {
	cur := int64(0)
	if n := g.Attachment(md.Function(fn), StatPrefix+name); n != nil {
		v, err := statValue(n)
		if err != nil {
			return fmt.Errorf("statistic %s: %v", name, err)
		}
		cur = v
	}
	return SetStat(g, fn, name, cur+delta)
}

// RemoveStats deletes every statistic of function fn and returns how many
// there were.
func RemoveStats(g *md.Graph, fn int) int {
	t := md.Function(fn)
	n := 0
	for _, a := range g.Attachments(t) {
		if strings.HasPrefix(a.Kind, StatPrefix) && g.RemoveAttachment(t, a.Kind) {
			n++
		}
	}
	return n
}

// CopyStats copies the statistics of function from onto function to
// (replacing statistics of the same names), as a pass that clones a
// kernel does.
func CopyStats(g *md.Graph, from, to int) {
	src := md.Function(from)
	dst := md.Function(to)
	for _, a := range g.Attachments(src) {
		if strings.HasPrefix(a.Kind, StatPrefix) {
			g.SetAttachment(dst, a.Kind, a.Node)
		}
	}
}

// MoveStats moves the statistics of function from onto function to.
func MoveStats(g *md.Graph, from, to int) {
	if from == to {
		return
	}
	CopyStats(g, from, to)
	RemoveStats(g, from)
}

// StatDescription returns the description of statistic name, from
// !opencl.stats.NAME = !{!{!"description"}}.
func StatDescription(g *md.Graph, name string) (string, bool) {
	s, err := md.NewValue(StatPrefix+name, md.StringCodec).Get(g, md.OnModule())
	return s, err == nil
}

// SetStatDescription stores the description of statistic name.
func SetStatDescription(g *md.Graph, name, desc string) {
	md.NewValue(StatPrefix+name, md.StringCodec).Set(g, md.OnModule(), desc)
}

// A RunInfo holds the module strings that describe a statistics run.
type RunInfo struct {
	Type           string `json:"type,omitempty"`
	RunTimeVersion string `json:"run_time_version,omitempty"`
	WorkloadName   string `json:"workload_name,omitempty"`
	ModuleName     string `json:"module_name,omitempty"`
	ExecTime       string `json:"exec_time,omitempty"`
}

func (r *RunInfo) fields() []struct {
	attr md.ValueAttr[string]
	v    *string
} {
	return []struct {
		attr md.ValueAttr[string]
		v    *string
	}{{StatType, &r.Type}, {StatRunTimeVersion, &r.RunTimeVersion}, {StatWorkloadName, &r.WorkloadName}, {StatModuleName, &r.ModuleName}, {StatExecTime, &r.ExecTime}}
}

// ReadRunInfo returns the module's run strings (absent ones are "").
func ReadRunInfo(g *md.Graph) RunInfo {
	var r RunInfo
	for _, f := range r.fields() {
		*f.v, _ = f.attr.Get(g, md.OnModule())
	}
	return r
}

// SetRunInfo stores the non-empty strings of r and removes the others.
func SetRunInfo(g *md.Graph, r RunInfo) {
	for _, f := range r.fields() {
		if *f.v == "" {
			f.attr.Remove(g, md.OnModule())
		} else {
			f.attr.Set(g, md.OnModule(), *f.v)
		}
	}
}

// A StatTotal is one statistic summed over functions and modules.
type StatTotal struct {
	Name        string `json:"name"`
	Total       int64  `json:"total"`
	Functions   int    `json:"functions"`
	Modules     int    `json:"modules"`
	Description string `json:"description,omitempty"`
}

// A Summer adds up the statistics of many modules, as the backend's
// SumStats does.
type Summer struct {
	totals map[string]*StatTotal
}

// Add adds the statistics of every function of g. Malformed statistics
// are skipped and reported in the error.
func (s *Summer) Add(g *md.Graph) error {
	if s.totals == nil {
		s.totals = map[string]*StatTotal{}
	}
	seen := map[string]bool{}
	var errs []string
	for i := range g.Module.Functions {
		stats, err := Stats(g, i)
		if err != nil {
			errs = append(errs, err.Error())
		}
		for _, st := range stats {
			tot := s.totals[st.Name]
			if tot == nil {
				tot = &StatTotal{Name: st.Name}
				s.totals[st.Name] = tot
			}
			tot.Total += st.Value
			tot.Functions++
			if !seen[st.Name] {
				seen[st.Name] = true
				tot.Modules++
			}
		}
	}
	for name, tot := range s.totals {
		if tot.Description == "" {
			tot.Description, _ = StatDescription(g, name)
		}
	}
	if len(errs) > 0 {
		return fmt.Errorf("%s", strings.Join(errs, "; "))
	}
	return nil
}

// Totals returns the sums, by name.
func (s *Summer) Totals() []StatTotal {
	out := make([]StatTotal, 0, len(s.totals))
	for _, t := range s.totals {
		out = append(out, *t)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}
