package config

import (
	"errors"
	"fmt"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// flagUsage describes each option flag; every key of keyrules.Config except
// overrides has one.
var flagUsage = map[string]string{
	"preset":                  "`name` of a preset of options: " + strings.Join(keyrules.Presets, ", "),
	"separator":               "`character` that separates the levels of a key, or " + keyrules.Consistent,
	"foreign-separators":      "`characters` reported between words where the separator was meant",
	"case":                    "case `style` of every word: " + strings.Join(keyrules.CaseStyles, ", ") + ", " + keyrules.Consistent,
	"max-length":              "longest key in `bytes` (0: no limit)",
	"min-length":              "shortest key in `bytes` (0: no limit)",
	"max-segment-length":      "longest segment in `bytes` (0: no limit)",
	"segment-max-lengths":     "comma-separated longest `lengths` of the first segments (0: no limit)",
	"last-segment-max-length": "longest last segment in `bytes` (0: no limit)",
	"min-depth":               "fewest `segments` (0: no limit)",
	"max-depth":               "most `segments` (0: no limit)",
	"namespaces":              "comma-separated allowed first `segments`",
	"prefix":                  "`text` every key starts with",
	"forbidden-chars":         "`characters` no key may hold, besides whitespace and control characters",
	"ascii-only":              "forbid bytes outside ASCII",
	"cluster":                 "check that the keys of one command share a Redis Cluster slot",
	"client-version":          "go-redis `version` such as v9.7.0, instead of the one in go.mod",
	"strict":                  "report key arguments that cannot be rebuilt",
	"forbidden-commands":      "comma-separated `commands` reported wherever they are called",
	"slow-commands":           "comma-separated `commands` reported with a hint at SCAN, such as " + strings.Join(keyrules.DefaultSlowCommands, ","),
	"ttl":                     "report keys that are written but never given a TTL",
	"separators":              "comma-separated allowed level `separators`, one per key, such as .,_,:",
	"max-batch":               "most `elements` (keys or values) in one call or pipeline loop (0: no limit)",
	"max-value-bytes":         "largest string value in `bytes` whose size the code fixes (0: no limit)",
	"max-elements":            "most `elements` loops add to one collection (0: no limit)",
	"hash-siblings":           "suggest one hash for three or more string keys of one id",
	"time-segments":           "check date:<YYYYMMDD> and ts:<n> segments",
	"disable":                 "comma-separated `rules` to turn off: " + strings.Join(keyrules.Rules, ", "),
	"tests":                   "report findings in _test.go files too",
}

// An optionFlag is the flag of one configuration key. It records whether
// it was given, so that only given flags override the file, and checks its
// value when it is parsed, so that a bad value stops the driver at once.
type optionFlag struct {
	key      string
	typ      reflect.Type // of the keyrules.Config field
	text     string       // as given, or the base value
	value    any          // parsed; meaningful once set
	set      bool
	resolver *Resolver
}

func (f *optionFlag) String() string {
	if f == nil {
		return ""
	}
	return f.text
}

// IsBoolFlag lets boolean options be given as -strict without a value.
func (f *optionFlag) IsBoolFlag() bool {
	return f.typ != nil && f.typ.Kind() == reflect.Bool
}

func (f *optionFlag) Set(text string) error {
	v, err := parseOption(f.typ, text)
	if err != nil {
		return err
	}
	if err := checkOption(f.key, v); err != nil {
		return err
	}
	f.resolver.mu.Lock()
	defer f.resolver.mu.Unlock()
	f.text, f.value, f.set = text, v, true
	f.resolver.forget()
	return nil
}

// parseOption converts flag text to a value of the config field's type;
// lists are comma-separated.
func parseOption(typ reflect.Type, text string) (any, error) {
	switch typ.Kind() {
	case reflect.Bool:
		b, err := strconv.ParseBool(text)
		if err != nil {
			return nil, fmt.Errorf("%q is not true or false", text)
		}
		return b, nil
	case reflect.Int:
		n, err := strconv.Atoi(text)
		if err != nil {
			return nil, fmt.Errorf("%q is not an integer", text)
		}
		return n, nil
	case reflect.Slice:
		var items []string
		if strings.TrimSpace(text) != "" {
			items = strings.Split(text, ",")
		}
		if typ.Elem().Kind() == reflect.String {
			for i := range items {
				items[i] = strings.TrimSpace(items[i])
			}
			return items, nil
		}
		nums := []int{}
		for _, item := range items {
			n, err := strconv.Atoi(strings.TrimSpace(item))
			if err != nil {
				return nil, fmt.Errorf("%q is not a comma-separated list of integers", text)
			}
			nums = append(nums, n)
		}
		return nums, nil
	}
	return text, nil
}

// checkOption reports a value that is invalid whatever the other options
// are, with keyrules' message without the key, which the flag package
// already names.
func checkOption(key string, v any) error {
	// A neutral configuration: no bounds or separators that the value
	// could conflict with, since other flags or the file may change them.
	neutral := keyrules.Config{Separator: ":", Case: keyrules.CaseSnake}
	if ns, ok := v.([]string); ok && key == "namespaces" {
		neutral.Separator = separatorNotIn(strings.Join(ns, ""))
	}
	_, err := WithOptions(neutral, map[string]any{key: v})
	if err != nil {
		return errors.New(strings.TrimPrefix(err.Error(), key+": "))
	}
	return nil
}

// separatorNotIn returns a separator that s does not hold, so that
// namespaces are checked on their own.
func separatorNotIn(s string) string {
	for _, sep := range []string{":", ".", "/", "|", "#", "~"} {
		if !strings.Contains(s, sep) {
			return sep
		}
	}
	return ":"
}

// formatOption renders a config field as flag text, for -help.
func formatOption(v reflect.Value) string {
	if v.Kind() != reflect.Slice {
		return fmt.Sprint(v.Interface())
	}
	items := make([]string, v.Len())
	for i := range items {
		items[i] = fmt.Sprint(v.Index(i).Interface())
	}
	return strings.Join(items, ",")
}

// configKey returns the document key of a keyrules.Config field.
func configKey(f reflect.StructField) string {
	name, _, _ := strings.Cut(f.Tag.Get("yaml"), ",")
	return name
}

// A pathFlag is the -config flag: the path is made absolute when it is
// given, so that it does not depend on the directory a driver runs in.
type pathFlag struct {
	path     string
	resolver *Resolver
}

func (f *pathFlag) String() string {
	if f == nil {
		return ""
	}
	return f.path
}

func (f *pathFlag) Set(text string) error {
	p, err := filepath.Abs(text)
	if err != nil {
		return err
	}
	if err := CheckFile(p); err != nil {
		if !filepath.IsAbs(text) {
			// go vet runs the tool in each package's directory.
			return fmt.Errorf("%v (under go vet give an absolute path)", err)
		}
		return err
	}
	f.resolver.mu.Lock()
	defer f.resolver.mu.Unlock()
	f.path = p
	f.resolver.forget()
	return nil
}

// newOptionFlags returns one flag per configuration key that has a usage,
// each showing the resolver's base value as its default.
func newOptionFlags(r *Resolver) []*optionFlag {
	var flags []*optionFlag
	base := reflect.ValueOf(r.base)
	for i := 0; i < base.NumField(); i++ {
		key := configKey(base.Type().Field(i))
		if _, ok := flagUsage[key]; !ok {
			continue
		}
		flags = append(flags, &optionFlag{key: key, typ: base.Field(i).Type(), text: formatOption(base.Field(i)), resolver: r})
	}
	return flags
}
