package analyzer

import (
	"go/ast"
	"go/types"

	"github.com/rediskeylint/rediskeylint/internal/luakeys"
	"github.com/rediskeylint/rediskeylint/internal/problems"
	"github.com/rediskeylint/rediskeylint/internal/scriptsites"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// A subject is what a diagnostic says of which thing, beyond its rule and
// its place: a value of one of the types below, compared as a value and
// never by the message that renders it. Two diagnostics of one rule at
// one place are one problem when their subjects are equal: a wrapper's
// call that reaches a key through two commands says one thing of it.
type subject any

// about makes a subject of v; only a comparable v can be a map key
// without a panic.
func about[T comparable](v T) subject { return v }

// The subjects, one type per kind of diagnostic. A command is its name in
// the command table, a data type the table's name for it.
type (
	// keySubject: a key rule's finding (internal/problems) and the
	// wrapper of this package the key went through.
	keySubject struct {
		problems.Subject
		through *types.Func
	}
	directiveSubject     struct{}                        // a malformed suppression comment
	commandSubject       struct{ command string }        // a forbidden or slow command
	batchSubject         struct{ command string }        // too many keys in one command of a call
	pipelineSubject      struct{ loop ast.Stmt }         // a loop filling a pipeline past max-batch
	bigValueSubject      struct{}                        // a value over max-value-bytes, at the value
	bigCollectionSubject struct{ command string }        // a collection a loop fills past max-elements
	bigDeleteSubject     struct{ key keyrules.Shape }    // DEL of a big collection
	entitySubject        struct{ prefix keyrules.Shape } // string keys better kept in one hash
	ttlSubject           struct{ key keyrules.Shape }    // a key written and never given a TTL
	// slotPairSubject: two keys of an atomic group in different slots,
	// proven or maybe.
	slotPairSubject struct {
		first, other keyrules.Shape
		proven       bool
	}
	// typeWordSubject: a key's type word against a command's data type.
	typeWordSubject struct {
		key      keyrules.Shape
		dataType string
	}
	// typeMixSubject: a key used with commands of two data types.
	typeMixSubject struct {
		key             keyrules.Shape
		dataType, other string
	}
	callKeysSubject     struct{} // a call whose key positions could not be told
	keyValueSubject     struct{} // a key that could not be rebuilt, at the key
	scriptSourceSubject struct{} // a script that could not be followed
	// scriptCallSubject: a redis.call of a script whose keys are not known.
	scriptCallSubject struct {
		line   int
		fn     string
		status luakeys.Status
	}
	// scriptKeySubject: a key a script builds that could not be rebuilt.
	scriptKeySubject struct {
		script *scriptsites.Script
		at     scriptKeyAt
	}
)
