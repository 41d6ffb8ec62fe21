package keyrules

// A RuleID names a rule. It is the Category of the analyzer's
// diagnostics, the value -disable and //rediskeylint:ignore take, and the
// name of the rule's document (docs/rules/ID.md).
type RuleID string

// The rules.
const (
	RuleSeparator  RuleID = "separator"
	RuleCase       RuleID = "case"
	RuleLength     RuleID = "length"
	RuleCharset    RuleID = "charset"
	RuleDepth      RuleID = "depth"
	RuleNamespace  RuleID = "namespace"
	RuleHashtag    RuleID = "hashtag"
	RuleCrossslot  RuleID = "crossslot"
	RuleCommand    RuleID = "command"
	RuleTTL        RuleID = "ttl"
	RuleType       RuleID = "type"
	RuleBatch      RuleID = "batch"
	RuleBigkey     RuleID = "bigkey"
	RuleStructure  RuleID = "structure"
	RuleTime       RuleID = "time"
	RuleScriptKeys RuleID = "script-keys"
	RuleUnresolved RuleID = "unresolved"
	// RuleDirective reports //rediskeylint:ignore comments that name an
	// unknown rule or give no reason; such a comment suppresses nothing.
	RuleDirective RuleID = "directive"
)

// A Level is how grave a rule's findings are.
type Level int

const (
	// Warning: the key breaks a convention; the program still works.
	Warning Level = iota
	// Error: Redis or the client fails at run time.
	Error
)

// String returns the level as SARIF writes it.
func (l Level) String() string {
	if l == Error {
		return "error"
	}
	return "warning"
}

// A Rule is one entry of the registry.
type Rule struct {
	ID    RuleID
	Level Level
	// Default says whether the rule is on under the built-in defaults;
	// the others wait for the option that gives them something to check
	// (cluster, strict, ttl, namespaces, a bound).
	Default bool
	// Doc is what the rule checks, in one sentence: the summary of its
	// document, which -list-rules and SARIF show.
	Doc string
}

// Registry is every rule, in the order the documentation presents them.
var Registry = []Rule{
	{RuleSeparator, Warning, true, "The levels of a key are separated by one separator character."},
	{RuleCase, Warning, true, "Every literal word of a key follows one case style."},
	{RuleLength, Warning, true, "A key is not longer (or shorter) than its bounds."},
	{RuleCharset, Warning, true, "A key holds no whitespace, quotes, backslashes, control or glob characters."},
	{RuleDepth, Warning, true, "A key has between `min-depth` and `max-depth` levels."},
	{RuleNamespace, Warning, false, "A key starts with an allowed namespace or prefix."},
	{RuleHashtag, Warning, true, "Hash tags in a key are well formed and meant."},
	{RuleCrossslot, Error, false, "The keys of one multi-key operation share a Redis Cluster slot."},
	{RuleCommand, Warning, true, "Forbidden and slow commands are not called."},
	{RuleTTL, Warning, false, "A key that is written is given a time to live."},
	{RuleType, Error, true, "A key is used with commands of one data type."},
	{RuleBatch, Warning, false, "A call or pipeline sends at most `max-batch` keys or values at once."},
	{RuleBigkey, Warning, true, "No key holds a big value: a long string or a collection with many elements."},
	{RuleStructure, Warning, false, "Keys that describe one entity are one hash, not many string keys."},
	{RuleTime, Warning, true, "Times in keys are written one way: `date:<YYYYMMDD>` for a date, `ts:<n>` for a timestamp."},
	{RuleScriptKeys, Warning, true, "A Lua script touches only the keys it is given in `KEYS`."},
	{RuleUnresolved, Warning, false, "Every key argument could be rebuilt and checked."},
	{RuleDirective, Warning, true, "Every `//rediskeylint:ignore` comment names known rules and gives a reason."},
}

// Rules lists the rule IDs as text, in Registry's order: the names that
// -disable, //rediskeylint:ignore and explain accept.
var Rules = func() []string {
	names := make([]string, len(Registry))
	for i, r := range Registry {
		names[i] = string(r.ID)
	}
	return names
}()

// LookupRule returns the rule named name.
func LookupRule(name string) (Rule, bool) {
	for _, r := range Registry {
		if string(r.ID) == name {
			return r, true
		}
	}
	return Rule{}, false
}
