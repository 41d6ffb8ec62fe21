package lsp

import (
	"flag"
	"fmt"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/rediskeylint/rediskeylint/analyzer"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// settings are what initializationOptions set: the analyzer's flags and the
// command's -tags, by the names of the command line. Test files are always
// analysed, as on the command line; the analyzer's -tests reports their
// findings.
type settings struct {
	flags map[string]string // analyzer flag name → value as on the command line
	tags  string
}

// tagsOption is the command's own flag that the server honours.
const tagsOption = "tags"

// parseSettings reads initializationOptions (nil or an object), checking
// each option against a new analyzer's flags; a relative config path is
// taken from root.
func parseSettings(opts any, root string) (settings, error) {
	s := settings{flags: map[string]string{}}
	if opts == nil {
		return s, nil
	}
	m, ok := opts.(map[string]any)
	if !ok {
		return s, fmt.Errorf("initializationOptions: %s is not an object of command-line flag names", jsonKind(opts))
	}
	a, err := newAnalyzer(settings{})
	if err != nil {
		return s, err
	}
	for _, name := range sortedKeys(m) {
		value, err := flagText(m[name])
		if err != nil {
			return s, fmt.Errorf("initializationOptions: %s: %v", name, err)
		}
		switch {
		case name == tagsOption:
			s.tags = value
		case a.Flags.Lookup(name) != nil:
			if name == "config" && value != "" && !filepath.IsAbs(value) && root != "" {
				value = filepath.Join(root, value)
			}
			if err := a.Flags.Set(name, value); err != nil {
				return s, fmt.Errorf("initializationOptions: %s: %v", name, err)
			}
			s.flags[name] = value
		default:
			return s, fmt.Errorf("initializationOptions: %q is not an option; the options are %s", name, strings.Join(optionNames(a), ", "))
		}
	}
	return s, nil
}

// newAnalyzer returns an analyzer with the defaults and s's flags. Each
// analysis has a new one, which reads the configuration files afresh. It
// loads every package into one file set, as the standalone binary does:
// a problem of a key helper's text is shown at the helper's literal.
func newAnalyzer(s settings) (*analysis.Analyzer, error) {
	a, err := analyzer.New(keyrules.Default(), analyzer.ReportAtHelperLiterals())
	if err != nil {
		return nil, err
	}
	for _, name := range sortedKeys(s.flags) {
		if err := a.Flags.Set(name, s.flags[name]); err != nil {
			return nil, fmt.Errorf("-%s: %v", name, err)
		}
	}
	return a, nil
}

// optionNames lists what initializationOptions may set.
func optionNames(a *analysis.Analyzer) []string {
	names := []string{tagsOption}
	a.Flags.VisitAll(func(f *flag.Flag) { names = append(names, f.Name) })
	slices.Sort(names)
	return names
}

// flagText writes a JSON value as a flag's text: a list joined by commas.
func flagText(v any) (string, error) {
	switch v := v.(type) {
	case string:
		return v, nil
	case bool:
		return strconv.FormatBool(v), nil
	case float64:
		return strconv.FormatFloat(v, 'f', -1, 64), nil
	case []any:
		parts := make([]string, len(v))
		for i, e := range v {
			t, err := flagText(e)
			if err != nil || strings.Contains(t, ",") {
				return "", fmt.Errorf("a list holds strings, numbers or booleans without commas")
			}
			parts[i] = t
		}
		return strings.Join(parts, ","), nil
	}
	return "", fmt.Errorf("%s is not a string, number, boolean or list", jsonKind(v))
}

// jsonKind names the kind of a decoded JSON value, with its article.
func jsonKind(v any) string {
	switch v.(type) {
	case nil:
		return "null"
	case map[string]any:
		return "an object"
	case []any:
		return "a list"
	case string:
		return "a string"
	case bool:
		return "a boolean"
	}
	return "a number"
}
