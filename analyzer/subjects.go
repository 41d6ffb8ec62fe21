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
// the command table; a data type is the table's name for it.
type (
	// keySubject: a key rule's finding (internal/problems), and the
	// wrapper of this package the key went through.
	keySubject struct {
		problems.Subject
		through *types.Func
	}
	// directiveSubject: a malformed suppression comment, at the comment.
	directiveSubject struct{}
	commandSubject   struct{ command string }
	// batchSubject: too many keys in one command of a call.
	batchSubject struct{ command string }
	// pipelineSubject: a loop that fills a pipeline past max-batch.
	pipelineSubject struct{ loop ast.Stmt }
	// bigValueSubject: a value argument over max-value-bytes, at the value.
	bigValueSubject      struct{}
	bigCollectionSubject struct{ command string }
	bigDeleteSubject     struct{ key keyrules.Shape }
	// slotPairSubject: two keys of an atomic group, in different slots
	// (proven) or maybe.
	slotPairSubject struct {
		first, other keyrules.Shape
		proven       bool
	}
	// entitySubject: string keys under one prefix better kept in a hash.
	entitySubject struct{ prefix keyrules.Shape }
	ttlSubject    struct{ key keyrules.Shape }
	// typeWordSubject: a key's type word against the data type of a command.
	typeWordSubject struct {
		key      keyrules.Shape
		dataType string
	}
	// typeMixSubject: a key used with the commands of two data types.
	typeMixSubject struct {
		key             keyrules.Shape
		dataType, other string
	}
	// callKeysSubject: a call whose key positions could not be told.
	callKeysSubject struct{}
	// keyValueSubject: a key whose value could not be rebuilt, at the key.
	keyValueSubject struct{}
	// scriptSourceSubject: a script that could not be followed.
	scriptSourceSubject struct{}
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
