// Package generate turns the reply of Redis's COMMAND into the content of
// commands.json. It is shared by the generator (gen/main.go) and by the
// test that proves the committed table equals the running server's.
//
// The reply is taken as go-redis decodes it with Do(...).Slice(): arrays
// are []any, integers int64, strings string, and maps either flat
// key-value arrays (RESP2) or map[any]any (RESP3). Each command is
// [name, arity, flags, first key, last key, step, ACL categories, tips,
// key specs, subcommands]; the legacy first/last/step triple and the tips
// are left out, the key specs say more.
package generate

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/rediskeylint/rediskeylint/internal/commands"
)

// Table returns the content of commands.json for the COMMAND reply of a
// server of that version.
func Table(reply []any, version string) ([]byte, error) {
	cmds, err := Commands(reply)
	if err != nil {
		return nil, err
	}
	return Encode(commands.Table{RedisVersion: version, Commands: cmds})
}

// Commands decodes a COMMAND reply into commands and subcommands, sorted by name.
func Commands(reply []any) ([]commands.Command, error) {
	var out []commands.Command
	var walk func(v any) error
	walk = func(v any) error {
		c, subs, err := command(v)
		if err != nil {
			return err
		}
		out = append(out, c)
		for _, s := range subs {
			if err := walk(s); err != nil {
				return fmt.Errorf("%s: %w", c.Name, err)
			}
		}
		return nil
	}
	for _, v := range reply {
		if err := walk(v); err != nil {
			return nil, err
		}
	}
	slices.SortFunc(out, func(a, b commands.Command) int { return strings.Compare(a.Name, b.Name) })
	for i := 1; i < len(out); i++ {
		if out[i].Name == out[i-1].Name {
			return nil, fmt.Errorf("command %q is listed twice", out[i].Name)
		}
	}
	return out, nil
}

// Encode writes the table compactly, one command per line, so that a
// regeneration shows in a diff as the commands that changed.
func Encode(t commands.Table) ([]byte, error) {
	var b bytes.Buffer
	version, err := json.Marshal(t.RedisVersion)
	if err != nil {
		return nil, err
	}
	fmt.Fprintf(&b, "{\"redis_version\":%s,\"commands\":[\n", version)
	for i, c := range t.Commands {
		line, err := json.Marshal(c)
		if err != nil {
			return nil, err
		}
		b.Write(line)
		if i < len(t.Commands)-1 {
			b.WriteByte(',')
		}
		b.WriteByte('\n')
	}
	b.WriteString("]}\n")
	return b.Bytes(), nil
}

// Version returns the redis_version field of an INFO reply.
func Version(info string) string {
	for line := range strings.Lines(info) {
		if v, ok := strings.CutPrefix(strings.TrimSpace(line), "redis_version:"); ok {
			return v
		}
	}
	return ""
}

// command decodes one entry of the reply and returns its subcommands undecoded.
func command(v any) (c commands.Command, subs []any, err error) {
	e, err := array(v)
	if err != nil || len(e) < 10 {
		return c, nil, fmt.Errorf("command entry %v is not an array of 10 fields", v)
	}
	name, err := str(e[0])
	if err != nil {
		return c, nil, err
	}
	c.Name = strings.ToLower(name)
	wrap := func(err error) error { return fmt.Errorf("%s: %w", c.Name, err) }
	if c.Arity, err = integer(e[1]); err != nil {
		return c, nil, wrap(err)
	}
	if c.Flags, err = strs(e[2]); err != nil {
		return c, nil, wrap(err)
	}
	if c.Categories, err = strs(e[6]); err != nil {
		return c, nil, wrap(err)
	}
	specs, err := array(e[8])
	if err != nil {
		return c, nil, wrap(err)
	}
	for _, s := range specs {
		spec, err := keySpec(s)
		if err != nil {
			return c, nil, wrap(err)
		}
		c.KeySpecs = append(c.KeySpecs, spec)
	}
	if subs, err = array(e[9]); err != nil {
		return c, nil, wrap(err)
	}
	return c, subs, nil
}

// keySpec decodes a key spec map: flags, begin_search{type, spec},
// find_keys{type, spec}; notes are left out.
func keySpec(v any) (s commands.KeySpec, err error) {
	m, err := dict(v)
	if err != nil {
		return s, err
	}
	flags, err := strs(m["flags"])
	if err != nil {
		return s, fmt.Errorf("key spec flags: %w", err)
	}
	for _, f := range flags {
		s.Flags = append(s.Flags, strings.ToUpper(f))
	}
	if s.Flags == nil {
		s.Flags = []string{}
	}

	typ, spec, err := typed(m["begin_search"])
	if err != nil {
		return s, fmt.Errorf("begin_search: %w", err)
	}
	s.BeginSearch.Type = typ
	switch typ {
	case "index":
		s.BeginSearch.Index, err = field(spec, "index")
	case "keyword":
		if s.BeginSearch.Keyword, err = str(spec["keyword"]); err == nil {
			s.BeginSearch.StartFrom, err = field(spec, "startfrom")
		}
	case "unknown":
	default:
		err = fmt.Errorf("unknown type %q", typ)
	}
	if err != nil {
		return s, fmt.Errorf("begin_search: %w", err)
	}

	if typ, spec, err = typed(m["find_keys"]); err != nil {
		return s, fmt.Errorf("find_keys: %w", err)
	}
	s.FindKeys.Type = typ
	f := &s.FindKeys
	switch typ {
	case "range":
		err = fields(spec, map[string]*int{"lastkey": &f.LastKey, "keystep": &f.KeyStep, "limit": &f.Limit})
	case "keynum":
		err = fields(spec, map[string]*int{"keynumidx": &f.KeyNumIdx, "firstkey": &f.FirstKey, "keystep": &f.KeyStep})
	case "unknown":
	default:
		err = fmt.Errorf("unknown type %q", typ)
	}
	if err != nil {
		return s, fmt.Errorf("find_keys: %w", err)
	}
	return s, nil
}

// typed decodes {type: t, spec: {...}}.
func typed(v any) (typ string, spec map[string]any, err error) {
	m, err := dict(v)
	if err != nil {
		return "", nil, err
	}
	if typ, err = str(m["type"]); err != nil {
		return "", nil, err
	}
	if spec, err = dict(m["spec"]); err != nil {
		return "", nil, err
	}
	return typ, spec, nil
}

func fields(m map[string]any, into map[string]*int) error {
	for name, p := range into {
		n, err := field(m, name)
		if err != nil {
			return err
		}
		*p = n
	}
	return nil
}

func field(m map[string]any, name string) (int, error) {
	n, err := integer(m[name])
	if err != nil {
		return 0, fmt.Errorf("%s: %w", name, err)
	}
	return n, nil
}

func array(v any) ([]any, error) {
	a, ok := v.([]any)
	if !ok && v != nil {
		return nil, fmt.Errorf("%v (%T) is not an array", v, v)
	}
	return a, nil
}

// dict decodes a map, sent as a flat key-value array in RESP2.
func dict(v any) (map[string]any, error) {
	m := map[string]any{}
	switch v := v.(type) {
	case map[any]any:
		for k, x := range v {
			ks, err := str(k)
			if err != nil {
				return nil, err
			}
			m[ks] = x
		}
	case []any:
		if len(v)%2 != 0 {
			return nil, fmt.Errorf("map of %d elements", len(v))
		}
		for i := 0; i < len(v); i += 2 {
			ks, err := str(v[i])
			if err != nil {
				return nil, err
			}
			m[ks] = v[i+1]
		}
	default:
		return nil, fmt.Errorf("%v (%T) is not a map", v, v)
	}
	return m, nil
}

func str(v any) (string, error) {
	s, ok := v.(string)
	if !ok {
		return "", fmt.Errorf("%v (%T) is not a string", v, v)
	}
	return s, nil
}

func strs(v any) ([]string, error) {
	a, err := array(v)
	if err != nil {
		return nil, err
	}
	out := []string{}
	for _, x := range a {
		s, err := str(x)
		if err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, nil
}

func integer(v any) (int, error) {
	n, ok := v.(int64)
	if !ok {
		return 0, fmt.Errorf("%v (%T) is not an integer", v, v)
	}
	return int(n), nil
}
