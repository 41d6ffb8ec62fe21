package config

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// Options reach a Config in three shapes: a .rediskeylint.yml document
// (Parse), a generic map from golangci-lint settings or an override
// (WithOptions), and command-line flags, which the analyzer turns into such
// a map. All of them go through one decoder so that the key names, the
// precedence of preset and the error messages are the same everywhere.
//
// Precedence inside one set of options: a preset key restarts from that
// preset's defaults; every other key replaces the field it names, lists
// included. Setting separator without foreign-separators drops the new
// separator from the foreign ones, so that `separator: "."` alone is valid.

// Parse reads a .rediskeylint.yml document on top of base, or on top
// of its preset when the document names one, and validates the result and
// every override in it. The caller adds the file name to the error.
func Parse(data []byte, base keyrules.Config) (keyrules.Config, error) {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	var doc yaml.Node
	if err := dec.Decode(&doc); err == io.EOF {
		return base, Validate(base)
	} else if err != nil {
		return keyrules.Config{}, fmt.Errorf("%s", strings.ReplaceAll(err.Error(), "\n", " "))
	}
	var next yaml.Node
	if err := dec.Decode(&next); err != io.EOF {
		// Only one document is read: options in a second would be
		// silently ignored.
		return keyrules.Config{}, fmt.Errorf("line %d: a second YAML document (after ---); give every option in one document", documentLine(&next, err))
	}
	if len(doc.Content) == 0 {
		return base, Validate(base)
	}
	return decode(base, doc.Content[0])
}

// documentLine returns the line where a document starts, or 0.
func documentLine(doc *yaml.Node, err error) int {
	if err == nil {
		return doc.Line
	}
	return 0
}

// WithOptions returns c with opts applied, opts being keys and values as
// in a .rediskeylint.yml document (golangci-lint settings, an override's
// options, flags); the result is validated.
func WithOptions(c keyrules.Config, opts map[string]any) (keyrules.Config, error) {
	if len(opts) == 0 {
		return c, Validate(c)
	}
	for k, v := range opts {
		if !isPlain(reflect.ValueOf(v)) {
			return keyrules.Config{}, fmt.Errorf("%s: a %T is not a string, number, boolean, list or mapping", k, v)
		}
	}
	// Going through YAML gives generic values (float64 from JSON, []any)
	// exactly the conversions and errors that a configuration file gets.
	data, err := yaml.Marshal(opts)
	if err != nil {
		return keyrules.Config{}, fmt.Errorf("options: %v", err)
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return keyrules.Config{}, fmt.Errorf("options: %v", err)
	}
	return decode(c, doc.Content[0])
}

// ForDir returns the configuration of the packages in relDir, a slash- or
// OS-separated directory relative to the module root ("." for the root):
// every override that matches relDir applied in order. The result has no
// overrides.
func ForDir(c keyrules.Config, relDir string) (keyrules.Config, error) {
	overrides := c.Overrides
	out := c
	out.Overrides = nil
	for i, o := range overrides {
		if !o.Matches(relDir) {
			continue
		}
		var err error
		if out, err = WithOptions(out, o.Options); err != nil {
			return keyrules.Config{}, fmt.Errorf("overrides[%d]: %w", i, err)
		}
	}
	return out, nil
}

// decode applies the mapping node m to base and validates the result,
// including each override applied on top of it.
func decode(base keyrules.Config, m *yaml.Node) (keyrules.Config, error) {
	c, err := apply(base, m)
	if err != nil {
		return keyrules.Config{}, err
	}
	if err := Validate(c); err != nil {
		return keyrules.Config{}, err
	}
	// An override that is wrong for every directory is reported now, not
	// only when a package under it happens to be analysed.
	root := c
	root.Overrides = nil
	for i, o := range c.Overrides {
		if _, err := WithOptions(root, o.Options); err != nil {
			return keyrules.Config{}, fmt.Errorf("overrides[%d]: %w", i, err)
		}
	}
	return c, nil
}

// A docKey is one key of a configuration document and the keyrules.Config field
// it fills.
type docKey struct {
	name  string
	field int
}

// docKeys are the document keys in the order of the Config fields.
var docKeys = func() []docKey {
	var keys []docKey
	t := reflect.TypeFor[keyrules.Config]()
	for i := 0; i < t.NumField(); i++ {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("yaml"), ",")
		if name != "" && name != "-" {
			keys = append(keys, docKey{name, i})
		}
	}
	return keys
}()

func lookupKey(name string) (docKey, bool) {
	for _, k := range docKeys {
		if k.name == name {
			return k, true
		}
	}
	return docKey{}, false
}

// keyNames lists the allowed keys, leaving out the excluded ones.
func keyNames(extra []string, exclude ...string) string {
	names := append([]string(nil), extra...)
	for _, k := range docKeys {
		if !slices.Contains(exclude, k.name) {
			names = append(names, k.name)
		}
	}
	return strings.Join(names, ", ")
}

// apply decodes the keys of mapping node m onto c, preset first.
func apply(c keyrules.Config, m *yaml.Node) (keyrules.Config, error) {
	m = resolve(m)
	if isNull(m) {
		return c, nil
	}
	if m.Kind != yaml.MappingNode {
		return keyrules.Config{}, fmt.Errorf("the document is %s, not a mapping of option keys to values", describeNode(m))
	}
	values := map[string]*yaml.Node{}
	var order []string
	for i := 0; i+1 < len(m.Content); i += 2 {
		name := m.Content[i].Value
		if _, ok := lookupKey(name); !ok {
			return keyrules.Config{}, fmt.Errorf("unknown key %q; allowed keys are %s", name, keyNames(nil))
		}
		if _, dup := values[name]; dup {
			return keyrules.Config{}, fmt.Errorf("key %q is given twice", name)
		}
		values[name] = m.Content[i+1]
		order = append(order, name)
	}

	if v, ok := values["preset"]; ok {
		var name string
		if err := decodeScalar("preset", v, &name); err != nil {
			return keyrules.Config{}, err
		}
		p, err := keyrules.PresetConfig(name)
		if err != nil {
			return keyrules.Config{}, err
		}
		c = p
	}

	fields := reflect.ValueOf(&c).Elem()
	for _, name := range order {
		if name == "preset" {
			continue
		}
		k, _ := lookupKey(name)
		v := values[name]
		if name == "overrides" {
			overrides, err := decodeOverrides(v)
			if err != nil {
				return keyrules.Config{}, err
			}
			c.Overrides = overrides
			continue
		}
		dst := reflect.New(fields.Field(k.field).Type())
		if err := decodeScalar(name, v, dst.Interface()); err != nil {
			return keyrules.Config{}, err
		}
		fields.Field(k.field).Set(dst.Elem())
	}

	_, sepSet := values["separator"]
	_, sepsSet := values["separators"]
	switch {
	case sepSet && !sepsSet:
		// One separator given alone replaces a preset's choice of several.
		c.Separators = nil
	case sepsSet && !sepSet && len(c.Separators) > 0 && !slices.Contains(c.Separators, c.Separator):
		// Separators given alone: the first is the one fixes write.
		c.Separator = c.Separators[0]
	}
	if _, ok := values["foreign-separators"]; !ok {
		if sepSet {
			c.ForeignSeparators = strings.ReplaceAll(c.ForeignSeparators, c.Separator, "")
		}
		for _, s := range c.Separators {
			c.ForeignSeparators = strings.ReplaceAll(c.ForeignSeparators, s, "")
		}
	}
	return c, nil
}

// decodeScalar decodes the value v of key into dst, a pointer to a string,
// int, bool or slice of them.
func decodeScalar(key string, v *yaml.Node, dst any) error {
	err := decodeValue(v, dst)
	var lerr *levelRuleError
	if errors.As(err, &lerr) {
		return fmt.Errorf("%s: %v", key, lerr)
	}
	if err != nil || !integersAreIntegers(resolve(v), reflect.TypeOf(dst).Elem()) {
		return fmt.Errorf("%s: %s is not %s", key, describeNode(resolve(v)), describeType(reflect.TypeOf(dst).Elem()))
	}
	return nil
}

// integersAreIntegers reports whether the scalars that fill integers in
// a value of type t are written as integers: the decoder truncates 1.5 to 1.
func integersAreIntegers(v *yaml.Node, t reflect.Type) bool {
	switch {
	case t.Kind() == reflect.Int:
		return v.Kind != yaml.ScalarNode || v.Tag == "!!int"
	case t.Kind() == reflect.Slice && v.Kind == yaml.SequenceNode:
		for _, item := range v.Content {
			if !integersAreIntegers(resolve(item), t.Elem()) {
				return false
			}
		}
	}
	return true
}

// decodeOverrides reads a list of {paths: [...], key: value...} mappings.
func decodeOverrides(v *yaml.Node) ([]keyrules.Override, error) {
	v = resolve(v)
	if isNull(v) {
		return nil, nil
	}
	if v.Kind != yaml.SequenceNode {
		return nil, fmt.Errorf("overrides: %s is not a list of {paths: [...], options...} entries", describeNode(v))
	}
	var out []keyrules.Override
	for i, item := range v.Content {
		item = resolve(item)
		if item.Kind != yaml.MappingNode {
			return nil, fmt.Errorf("overrides[%d]: %s is not a mapping with paths and options", i, describeNode(item))
		}
		o := keyrules.Override{Options: map[string]any{}}
		for j := 0; j+1 < len(item.Content); j += 2 {
			name, val := item.Content[j].Value, item.Content[j+1]
			if _, dup := o.Options[name]; dup || name == "paths" && o.Paths != nil {
				return nil, fmt.Errorf("overrides[%d]: key %q is given twice", i, name)
			}
			if name == "paths" {
				if err := decodeScalar(fmt.Sprintf("overrides[%d].paths", i), val, &o.Paths); err != nil {
					return nil, err
				}
				continue
			}
			if _, ok := lookupKey(name); !ok || name == "overrides" || name == "root" {
				return nil, fmt.Errorf("overrides[%d]: unknown key %q; allowed keys are %s", i, name, keyNames([]string{"paths"}, "overrides", "root"))
			}
			var opt any
			if err := val.Decode(&opt); err != nil {
				return nil, fmt.Errorf("overrides[%d].%s: %v", i, name, err)
			}
			o.Options[name] = opt
		}
		if err := o.CheckPaths(); err != nil {
			return nil, fmt.Errorf("overrides[%d].paths: %w", i, err)
		}
		out = append(out, o)
	}
	return out, nil
}

// isPlain reports whether v is data that YAML can represent: the encoder
// panics on functions and channels instead of returning an error.
func isPlain(v reflect.Value) bool {
	switch v.Kind() {
	case reflect.Invalid, reflect.Bool, reflect.String,
		reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64,
		reflect.Float32, reflect.Float64:
		return true
	case reflect.Interface, reflect.Pointer:
		return v.IsNil() || isPlain(v.Elem())
	case reflect.Slice, reflect.Array:
		for i := 0; i < v.Len(); i++ {
			if !isPlain(v.Index(i)) {
				return false
			}
		}
		return true
	case reflect.Map:
		for it := v.MapRange(); it.Next(); {
			if !isPlain(it.Key()) || !isPlain(it.Value()) {
				return false
			}
		}
		return true
	}
	return false
}

// resolve follows YAML aliases (*name) to the node they stand for.
func resolve(n *yaml.Node) *yaml.Node {
	for n.Kind == yaml.AliasNode && n.Alias != nil {
		n = n.Alias
	}
	return n
}

func isNull(n *yaml.Node) bool {
	return n.Kind == yaml.ScalarNode && n.Tag == "!!null"
}

// describeNode renders a value for an error message.
func describeNode(n *yaml.Node) string {
	switch n.Kind {
	case yaml.ScalarNode:
		return strconv.Quote(n.Value)
	case yaml.SequenceNode:
		return "a list"
	case yaml.MappingNode:
		return "a mapping"
	}
	return "the value"
}

// describeType names what a value of type t must be written as.
func describeType(t reflect.Type) string {
	switch t.Kind() {
	case reflect.String:
		return "a string"
	case reflect.Int:
		return "an integer"
	case reflect.Bool:
		return "true or false"
	case reflect.Pointer:
		return describeType(t.Elem())
	case reflect.Struct:
		if t == reflect.TypeFor[keyrules.LevelRule]() {
			return "a mapping of " + strings.Join(levelRuleKeys, ", ")
		}
	case reflect.Slice:
		return "a list of " + strings.TrimPrefix(strings.TrimPrefix(describeType(t.Elem()), "a "), "an ") + "s"
	}
	return t.String()
}
