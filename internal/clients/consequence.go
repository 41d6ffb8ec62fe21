package clients

import (
	"go/ast"
	"go/constant"
	"go/types"

	"golang.org/x/mod/semver"
)

// Consequence says what happens when the keys of the group this call
// forms (its own keys, the transaction it opens, the keys it watches) span
// several slots, with the given client version ("" when not known). A
// multi-key command is sent whole, so Redis answers CROSSSLOT, in every
// version unless the program opts into routing policies (a dynamic command
// info resolver), which this analysis cannot see.
func (d *Descriptor) Consequence(version string) string {
	switch {
	case d.Script != nil || isScriptCommand(d.Command):
		return "Redis rejects the script with CROSSSLOT"
	case d.Scope == WatchKeys:
		return d.Client.String() + " refuses to watch keys of different slots"
	case d.Scope == WatchedTxCallback:
		return "Redis rejects the transaction with CROSSSLOT (EXECABORT when the slots are on different nodes)"
	case (d.Scope == TxCallback || d.Scope == TxPipe) && clientsByID[d.Client].txConsequence != nil:
		return clientsByID[d.Client].txConsequence(version)
	case d.Scope != NoScope || d.Command == "MULTI":
		return "Redis rejects the transaction with CROSSSLOT"
	}
	return "Redis answers CROSSSLOT"
}

// isScriptCommand reports whether the command runs a script or function.
func isScriptCommand(cmd string) bool {
	switch cmd {
	case "EVAL", "EVALSHA", "EVAL_RO", "EVALSHA_RO", "FCALL", "FCALL_RO":
		return true
	}
	return false
}

// AtLeast reports whether version v is known and not older than min.
func AtLeast(v, min string) bool {
	return semver.IsValid(v) && semver.Compare(v, min) >= 0
}

// constString returns the value of a constant string expression.
func constString(info *types.Info, e ast.Expr) (string, bool) {
	tv, ok := info.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(tv.Value), true
}
