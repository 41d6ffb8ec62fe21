// Package keysite holds the key sites of a package as the analyzer
// returns them for the keyspace catalog: one Site per key argument of
// each Redis call (or of each call of a wrapper that forwards a key), with
// the key's templates, their families (family.go) and how much of the key
// is known. The catalog, diff, audit, init and editor commands read them;
// only the analyzer makes them.
package keysite

import (
	"go/token"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// A Result lists the key sites of one package: every key argument of every
// Redis call the analyzer found, for the keyspace catalog.
type Result struct {
	Sites []Site
}

// A Site is one key argument of one call, as the catalog shows it.
type Site struct {
	Pos token.Position `json:"-"`
	// End is the end of the key expression (of the call, for a site
	// whose key positions are unknown), for editors.
	End     token.Position `json:"-"`
	Client  string         `json:"client"`
	Command string         `json:"command,omitempty"`
	// Templates are the key's rebuilt templates, as in "user:<int>".
	Templates []string `json:"templates,omitempty"`
	// Families has, for each template, its key family (Family), or ""
	// when it is a family of its own.
	Families []string `json:"-"`
	// Rules are the templates as the rules read them: which text is a
	// value's and not a word of the key (init votes on them).
	Rules []keyrules.Template `json:"-"`
	// Status says how much of the key is known.
	Status Status `json:"status"`
	// Reason says why an unresolved key could not be rebuilt.
	Reason string `json:"reason,omitempty"`
	// DataType is the data type the command implies ("hash", "zset", …).
	DataType string `json:"type,omitempty"`
	// SetsTTL is set when the call gives the key a TTL.
	SetsTTL bool `json:"sets_ttl,omitempty"`
	// Slot is the Redis Cluster slot when the hashed part is literal.
	Slot *int `json:"slot,omitempty"`
	// Separator is the configured separator of the site's package, which
	// splits its templates into namespaces.
	Separator string `json:"-"`
	// Reassignable names what literal text of the templates is the
	// initial or default value of ("package variable pkg.Name", "field
	// pkg.Type.Name"): the program can reassign it, so that text is its
	// likely value.
	Reassignable []string `json:"reassignable,omitempty"`
	// Open are the templates with that text as holes labelled by what
	// can reassign it ("<field pkg.Config.Prefix>:user:<int>"), set when
	// Reassignable is: what a key seen at run time is matched against.
	Open []string `json:"open,omitempty"`
	// Script is set for a key that a Lua script run at the site builds,
	// and for the script of a site whose keys are not known.
	Script *ScriptKey `json:"script,omitempty"`
}

// A ScriptKey says where in a Lua script a key of the catalog is built.
type ScriptKey struct {
	// Line is the script's line of the redis.call that touches the key;
	// 0 when the entry stands for the whole script.
	Line int `json:"line,omitempty"`
	// Lua is the key as the script builds it, as in "<KEYS[1]>:job:<ARGV[2]>".
	Lua string `json:"lua,omitempty"`
	// Origin says whether the script is given the key in KEYS: "literal",
	// "argv", "built", "missing" (a KEYS element past those given) or
	// "unknown".
	Origin string `json:"origin,omitempty"`
}

// A Status says how much of a site's key is known; it is the catalog's
// "status" text.
type Status string

// The statuses of a site.
const (
	// Resolved: the whole key is known, values typed.
	Resolved Status = "resolved"
	// Partial: literal parts known, some value unknown.
	Partial Status = "partial"
	// Unresolved: nothing of the key is known, Reason says why.
	Unresolved Status = "unresolved"
	// Forwarded: the key holds a parameter of a wrapper; each call of
	// the wrapper is a site of its own.
	Forwarded Status = "forwarded"
)

// IsFallback reports whether t, one of a key's templates all, is the empty
// key on one path of several: the value the key holds until a branch
// fills it (a script's optional key left ""), not a key of its own. No rule
// judges it, and init neither votes on it nor lists it as an outlier.
func IsFallback(t keyrules.Template, all []keyrules.Template) bool {
	return t.IsEmpty() && len(all) > 1
}
