package analyzer

import "github.com/rediskeylint/rediskeylint/internal/keyflow"

// The value engine lives in internal/keyflow; these are the names the
// analyzer has always used for it.
type (
	builder   = keyflow.Evaluator
	localDef  = keyflow.Def
	localDefs = keyflow.Locals
)

// maxDepth bounds the recursion through variables and helpers, the
// engine's and the analyzer's alike.
const maxDepth = keyflow.MaxDepth
