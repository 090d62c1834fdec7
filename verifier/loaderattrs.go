package verifier

import (
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/intrinsics"
	"github.com/irmeta/irmeta/llvmver"
)

// attrKeywords spells the kinds of package intrinsics' attribute tables
// that its tables put on a parameter or the return value as the text
// does.
var attrKeywords = map[string]string{
	"Alignment": "align", "ImmArg": "immarg", "NoAlias": "noalias", "NoCapture": "nocapture",
	"NoUndef": "noundef", "NonNull": "nonnull", "ReadNone": "readnone", "ReadOnly": "readonly",
	"Returned": "returned", "WriteOnly": "writeonly", "ZExt": "zeroext", "SExt": "signext",
	"Dereferenceable": "dereferenceable", "NoFree": "nofree", "Range": "range",
}

// misfitTableAttrs is verifyFunctionAttrs on the attributes that the
// loader of a release before LLVM 20 gives the declaration of intrinsic
// fn whatever its type (from LLVM 20 on, llvmver.IntrinsicAttrsNeedSignature,
// only to one that fits the signature): when the type does not fit the
// release's signature (intrinsics.SignatureRelease), the table's
// attributes may name a parameter the declaration lacks ("Attribute after
// last parameter!") or not apply to the declared type. It returns LLVM's
// message or "".
func (v *verifier) misfitTableAttrs(fn int, h *header) string {
	rel := int(v.ver.Or())
	if v.ver.Has(llvmver.IntrinsicAttrsNeedSignature) || h.ret == nil {
		return ""
	}
	if _, whole := intrinsics.SignatureRelease(rel); !whole {
		return ""
	}
	name := v.tableName(v.m.Functions[fn].Name[1:])
	ft := &ast.Type{Kind: ast.FuncType, Elem: v.bodyOf(h.ret), Variadic: h.variadic}
	for _, p := range h.params {
		ft.Fields = append(ft.Fields, v.bodyOf(p))
	}
	ft = v.sigPointers(ft)
	if intrinsics.MatchSignatureIn(rel, name, ft) == intrinsics.Fits {
		return ""
	}
	if replaced, _ := loaderReplaces(rel, name, ft); replaced || v.findCallUpgrade(name, len(h.params)) != nil {
		return "" // the loader replaces the declaration by one that fits
	}
	attrs, known := intrinsics.Attributes(rel, name)
	if !known {
		return ""
	}
	sig := signature{ret: h.ret, params: h.params, variadic: h.variadic, pattrs: make([]attrSet, len(h.params))}
	for _, p := range attrs {
		var set attrSet
		for _, a := range p.Attrs {
			kw, ok := attrKeywords[a.Kind]
			if !ok {
				kw = strings.ToLower(a.Kind)
			}
			at := attr{name: kw}
			if a.Value != 0 {
				at.arg = strconv.FormatUint(a.Value, 10)
			}
			set = append(set, at)
		}
		switch {
		case p.Index < 0:
		case p.Index == 0:
			sig.retAttrs = set
		case p.Index > len(h.params):
			return "Attribute after last parameter!"
		default:
			sig.pattrs[p.Index-1] = set
		}
	}
	return v.functionAttrs(&sig, true, false, true)
}
