package commands

import "slices"

// dataTypes maps the ACL categories of data types to the type of the key
// they work on: HyperLogLogs and bitmaps are strings, geo sets are sorted sets.
var dataTypes = map[string]string{
	"@string":      "string",
	"@bitmap":      "string",
	"@hyperloglog": "string",
	"@list":        "list",
	"@hash":        "hash",
	"@set":         "set",
	"@sortedset":   "zset",
	"@geo":         "zset",
	"@stream":      "stream",
}

// DataType returns the type of the keys the command works on, "string",
// "list", "hash", "set", "zset" or "stream", or "" when it works on keys of
// any type (DEL, EXPIRE) or of several (SORT).
func (c *Command) DataType() string {
	t := ""
	for _, cat := range c.Categories {
		switch dt := dataTypes[cat]; {
		case dt == "" || dt == t:
		case t == "":
			t = dt
		default:
			return ""
		}
	}
	return t
}

// Writes reports whether the command may modify data.
func (c *Command) Writes() bool { return c.HasFlag("write") }

// ReadOnly reports whether the command only reads data. Scripts and
// functions (EVAL, FCALL) are neither read-only nor writes.
func (c *Command) ReadOnly() bool { return c.HasFlag("readonly") }

// MovableKeys reports whether the key positions depend on the arguments.
func (c *Command) MovableKeys() bool { return c.HasFlag("movablekeys") }

// HasFlag reports whether the command has the command flag, e.g. "denyoom".
func (c *Command) HasFlag(flag string) bool { return slices.Contains(c.Flags, flag) }

// CreatesKey reports whether the command is a write that can create a key
// that did not exist: SET, HSET, SADD, LPUSH, ZADD, XADD, INCR, the STORE
// variants, and so on.
func (c *Command) CreatesKey() bool {
	for i := range c.KeySpecs {
		if c.creates(c.KeySpecs[i].Flags) {
			return true
		}
	}
	return false
}

// Redis's flags do not say whether a missing key is created, so creation
// is read off them: a write that can use more memory (denyoom) through a
// key spec that inserts, overwrites or updates. These commands are the
// exceptions either way.
var (
	// createsWithoutDenyoom create their destination although they are flagged fast.
	createsWithoutDenyoom = map[string]bool{"smove": true}
	// neverCreate only change a key that exists; Redis does nothing or
	// replies an error when it is missing.
	neverCreate = map[string]bool{
		"linsert":               true,
		"lpushx":                true,
		"rpushx":                true,
		"lset":                  true,
		"xsetid":                true,
		"xgroup|createconsumer": true,
		// Field expiry replies nothing for a missing hash.
		"hexpire":    true,
		"hexpireat":  true,
		"hpexpire":   true,
		"hpexpireat": true,
	}
)

// creates reports whether a key found by a spec with these flags can be
// created by the command. RENAME and RENAMENX are not denyoom: their
// destination carries the source's TTL over, so it does not count.
func (c *Command) creates(flags []string) bool {
	if c == nil || !c.Writes() || neverCreate[c.Name] {
		return false
	}
	if !c.HasFlag("denyoom") && !createsWithoutDenyoom[c.Name] {
		return false
	}
	return slices.Contains(flags, "INSERT") || slices.Contains(flags, "OW") || slices.Contains(flags, "UPDATE")
}

// MultiKey reports whether the command can take more than one key, so that
// its keys must share a hash slot in a cluster.
func (c *Command) MultiKey() bool {
	if f, special := getkeys[c.Name]; special {
		return f.multi
	}
	specs := 0
	for i := range c.KeySpecs {
		s := &c.KeySpecs[i]
		if s.has("NOT_KEY") {
			continue
		}
		specs++
		if s.FindKeys.Type != "range" || s.FindKeys.LastKey != 0 {
			return true
		}
	}
	return specs > 1
}
