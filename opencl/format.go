package opencl

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/md"
)

var (
	int32Type     = reflect.TypeFor[int32]()
	boolType      = reflect.TypeFor[bool]()
	stringType    = reflect.TypeFor[string]()
	refType       = reflect.TypeFor[md.GlobalRef]()
	int32sType    = reflect.TypeFor[[]int32]()
	stringsType   = reflect.TypeFor[[]string]()
	refsType      = reflect.TypeFor[[]md.GlobalRef]()
	workGroupType = reflect.TypeFor[WorkGroupSize]()
	vecTypeType   = reflect.TypeFor[VecType]()
)

// ParseValue reads a value of attribute a from words as a user writes
// them: "8", "true", "@f", "8 4 1" (a work-group size), "float4" (a
// vec_type_hint), a list as several words. A string attribute takes the
// words joined by spaces.
func ParseValue(a Attr, words []string) (any, error) {
	one := func() (string, error) {
		if len(words) != 1 {
			return "", fmt.Errorf("%s takes one value (%s), got %d", a.Name, a.Shape, len(words))
		}
		return words[0], nil
	}
	switch a.Type {
	case int32Type:
		w, err := one()
		if err != nil {
			return nil, err
		}
		return parseInt32(a.Name, w)
	case boolType:
		w, err := one()
		if err != nil {
			return nil, err
		}
		b, err := strconv.ParseBool(w)
		if err != nil {
			return nil, fmt.Errorf("%s: %q is not true or false", a.Name, w)
		}
		return b, nil
	case stringType:
		return strings.Join(words, " "), nil
	case refType:
		w, err := one()
		if err != nil {
			return nil, err
		}
		return parseRef(a.Name, w)
	case int32sType:
		out := make([]int32, len(words))
		for i, w := range words {
			v, err := parseInt32(a.Name, w)
			if err != nil {
				return nil, err
			}
			out[i] = v
		}
		return out, nil
	case stringsType:
		return append([]string{}, words...), nil
	case refsType:
		out := make([]md.GlobalRef, len(words))
		for i, w := range words {
			r, err := parseRef(a.Name, w)
			if err != nil {
				return nil, err
			}
			out[i] = r
		}
		return out, nil
	case workGroupType:
		if len(words) != 3 {
			return nil, fmt.Errorf("%s takes three numbers X Y Z, got %d", a.Name, len(words))
		}
		var v [3]int32
		for i, w := range words {
			n, err := parseInt32(a.Name, w)
			if err != nil {
				return nil, err
			}
			v[i] = n
		}
		return WorkGroupSize{v[0], v[1], v[2]}, nil
	case vecTypeType:
		w, err := one()
		if err != nil {
			return nil, err
		}
		v, ok := NewVecType(w)
		if !ok {
			return nil, fmt.Errorf("%s: %q is not an OpenCL scalar or vector type (float4, uint, short8, ...)", a.Name, w)
		}
		return v, nil
	}
	return nil, fmt.Errorf("%s: values of type %s cannot be parsed", a.Name, a.Type)
}

func parseInt32(name, w string) (int32, error) {
	n, err := strconv.ParseInt(w, 0, 32)
	if err != nil {
		return 0, fmt.Errorf("%s: %q is not a 32-bit integer", name, w)
	}
	return int32(n), nil
}

func parseRef(name, w string) (md.GlobalRef, error) {
	if !strings.HasPrefix(w, "@") || len(w) < 2 {
		return md.GlobalRef{}, fmt.Errorf("%s: %q is not a function name (@f)", name, w)
	}
	return md.GlobalRef{Name: w}, nil
}

// FormatValue renders an attribute value for people: "8 4 1", "uint4",
// "@f", "true", a list space-separated, strings quoted.
func FormatValue(v any) string {
	switch x := v.(type) {
	case int32:
		return strconv.Itoa(int(x))
	case bool:
		return strconv.FormatBool(x)
	case string:
		return strconv.Quote(x)
	case md.GlobalRef:
		return x.Name
	case []int32:
		s := make([]string, len(x))
		for i, n := range x {
			s[i] = strconv.Itoa(int(n))
		}
		return strings.Join(s, " ")
	case []string:
		s := make([]string, len(x))
		for i, w := range x {
			s[i] = strconv.Quote(w)
		}
		return strings.Join(s, " ")
	case []md.GlobalRef:
		s := make([]string, len(x))
		for i, r := range x {
			s[i] = r.Name
		}
		return strings.Join(s, " ")
	case fmt.Stringer:
		return x.String()
	}
	return fmt.Sprint(v)
}

// JSONValue returns v in a form encoding/json renders plainly: references
// as "@f", work-group sizes as {"x","y","z"}, vec_type_hint as
// {"type","signed","name"}.
func JSONValue(v any) any {
	switch x := v.(type) {
	case md.GlobalRef:
		return x.Name
	case []md.GlobalRef:
		s := make([]string, len(x))
		for i, r := range x {
			s[i] = r.Name
		}
		return s
	case WorkGroupSize:
		return map[string]int32{"x": x.X, "y": x.Y, "z": x.Z}
	case VecType:
		t := ""
		if x.Type.Type != nil {
			t = x.Type.Type.String()
		}
		return map[string]any{"type": t, "signed": x.Signed, "name": x.Name()}
	}
	return v
}
