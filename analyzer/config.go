package analyzer

import (
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"sync"

	"go.yaml.in/yaml/v3"
	"golang.org/x/tools/go/analysis"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// The configuration of a package is resolved in this order, each step on
// top of the previous one:
//
//  1. the runner's base (keyrules.Default, or golangci-lint settings);
//  2. the -preset flag;
//  3. the -config file, or else the nearest .rediskeylint.yml (or .yaml)
//     from the package's directory up to the module root (the directory
//     holding go.mod);
//  4. the overrides whose paths match the package directory, relative to
//     the module root;
//  5. every other flag given on the command line.
//
// Flags come last because they are what the user typed for this run. Only
// the file system is used, never Pass.ReadFile or Pass.Module, so that the
// analyzer works under Bazel nogo, where neither is available.

// configFileNames are looked for in each directory, in this order.
var configFileNames = []string{".rediskeylint.yml", ".rediskeylint.yaml"}

// configState holds the option flags and the configuration resolved per
// package directory.
type configState struct {
	mu    sync.Mutex
	file  pathFlag                 // -config
	flags []*optionFlag            // one per config key, in keyrules.Config order
	byDir map[string]dirConfigInfo // resolved configurations, by package directory
}

type dirConfigInfo struct {
	cfg keyrules.Config
	err error
}

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
	"max-batch":               "most keys or values in one call or pipeline loop (0: no limit)",
	"max-value-bytes":         "largest string value in `bytes` whose size the code fixes (0: no limit)",
	"max-elements":            "most `elements` loops add to one collection (0: no limit)",
	"hash-siblings":           "suggest one hash for three or more string keys of one id",
	"time-segments":           "check date:<YYYYMMDD> and ts:<n> segments",
	"disable":                 "comma-separated `rules` to turn off: " + strings.Join(keyrules.Rules, ", "),
	"tests":                   "report findings in _test.go files too",
}

// registerFlags binds the flags of SPEC §2 to the runner: -config and one
// flag per configuration key, named as the key.
func (r *runner) registerFlags(fs *flag.FlagSet) {
	s := &r.cfg
	s.file.state = s
	fs.Var(&s.file, "config", "configuration `file`, instead of the nearest .rediskeylint.yml")
	base := reflect.ValueOf(r.base)
	for i := 0; i < base.NumField(); i++ {
		key := configKey(base.Type().Field(i))
		usage, ok := flagUsage[key]
		if !ok {
			continue
		}
		f := &optionFlag{key: key, typ: base.Field(i).Type(), state: s}
		f.text = formatOption(base.Field(i))
		s.flags = append(s.flags, f)
		fs.Var(f, key, usage)
	}
}

// config returns the configuration for the package of pass.
func (r *runner) config(pass *analysis.Pass) (keyrules.Config, error) {
	return r.cfg.forDir(r.base, packageDir(pass))
}

// forDir resolves and caches the configuration of the packages in dir.
func (s *configState) forDir(base keyrules.Config, dir string) (keyrules.Config, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if got, ok := s.byDir[dir]; ok {
		return got.cfg, got.err
	}
	cfg, err := s.resolve(base, dir)
	if err != nil {
		err = fmt.Errorf("rediskeylint: %w", err)
	}
	if s.byDir == nil {
		s.byDir = map[string]dirConfigInfo{}
	}
	s.byDir[dir] = dirConfigInfo{cfg, err}
	return cfg, err
}

// resolve computes the configuration of dir (see the top of this file);
// errors start with the file or flag at fault.
func (s *configState) resolve(base keyrules.Config, dir string) (keyrules.Config, error) {
	cfg := base
	preset := s.flag("preset")
	if preset.set {
		var err error
		if cfg, err = cfg.WithOptions(map[string]any{"preset": preset.value}); err != nil {
			return keyrules.Config{}, fmt.Errorf("-preset: %w", err)
		}
	}

	root := moduleRoot(dir)
	file := s.file.path
	if file == "" && dir != "" {
		file = findConfigFile(dir, root)
	}
	if file != "" {
		var err error
		if cfg, err = loadConfigFile(file, cfg, preset); err != nil {
			return keyrules.Config{}, fmt.Errorf("%s: %w", file, err)
		}
		if root == "" {
			root = filepath.Dir(file)
		}
	}

	if dir != "" && root != "" {
		if rel, err := filepath.Rel(root, dir); err == nil && !strings.HasPrefix(rel, "..") {
			if cfg, err = cfg.ForDir(filepath.ToSlash(rel)); err != nil {
				return keyrules.Config{}, fmt.Errorf("%s: %w", sourceName(file), err)
			}
		}
	}

	opts := map[string]any{}
	for _, f := range s.flags {
		if f.set && f.key != "preset" {
			opts[f.key] = f.value
		}
	}
	cfg, err := cfg.WithOptions(opts)
	if err != nil {
		if len(opts) == 0 {
			return keyrules.Config{}, fmt.Errorf("%s: %w", sourceName(file), err)
		}
		return keyrules.Config{}, fmt.Errorf("flags: %w", err)
	}
	return cfg, nil
}

// loadConfigFile reads file on top of cfg. When the -preset flag is set
// and the file names another preset, the flag's preset stands and the
// file's other keys apply on top of it.
func loadConfigFile(file string, cfg keyrules.Config, preset *optionFlag) (keyrules.Config, error) {
	data, err := os.ReadFile(file)
	if pe, ok := err.(*fs.PathError); ok {
		return keyrules.Config{}, pe.Err // the caller names the file
	} else if err != nil {
		return keyrules.Config{}, err
	}
	fileCfg, err := keyrules.ParseConfig(data, cfg)
	if err != nil || !preset.set || fileCfg.Preset == preset.value {
		return fileCfg, err
	}
	var opts map[string]any
	if err := yaml.Unmarshal(data, &opts); err != nil {
		return keyrules.Config{}, err
	}
	delete(opts, "preset")
	return cfg.WithOptions(opts)
}

func sourceName(file string) string {
	if file == "" {
		return "settings"
	}
	return file
}

// packageDir returns the absolute directory of the package's Go files, or
// "" when it has none on disk.
func packageDir(pass *analysis.Pass) string {
	for _, f := range pass.Files {
		tf := pass.Fset.File(f.FileStart)
		// Files generated by cgo live in the build cache and have no
		// .go suffix; they do not tell where the package is.
		if tf == nil || !strings.HasSuffix(tf.Name(), ".go") {
			continue
		}
		dir, err := filepath.Abs(filepath.Dir(tf.Name()))
		if err != nil {
			continue
		}
		return dir
	}
	return ""
}

// moduleRoot returns the nearest directory at or above dir that holds a
// go.mod file, or "".
func moduleRoot(dir string) string {
	for d := range ancestors(dir) {
		if isFile(filepath.Join(d, "go.mod")) {
			return d
		}
	}
	return ""
}

// findConfigFile returns the nearest configuration file at or above dir,
// looking no higher than root (when root is not "").
func findConfigFile(dir, root string) string {
	for d := range ancestors(dir) {
		for _, name := range configFileNames {
			if p := filepath.Join(d, name); isFile(p) {
				return p
			}
		}
		if d == root {
			break
		}
	}
	return ""
}

// ancestors yields dir and its parents up to the file system root. It
// does not leave a testdata directory: the go command treats what is
// inside one as separate from the enclosing module, and analysistest
// keeps its packages there.
func ancestors(dir string) func(yield func(string) bool) {
	return func(yield func(string) bool) {
		if dir == "" {
			return
		}
		for d := filepath.Clean(dir); ; {
			if !yield(d) || filepath.Base(d) == "testdata" {
				return
			}
			parent := filepath.Dir(d)
			if parent == d {
				return
			}
			d = parent
		}
	}
}

func isFile(p string) bool {
	info, err := os.Stat(p)
	return err == nil && info.Mode().IsRegular()
}

// flag returns the option flag of key; it exists for every flagUsage key.
func (s *configState) flag(key string) *optionFlag {
	for _, f := range s.flags {
		if f.key == key {
			return f
		}
	}
	return &optionFlag{key: key} // flags not registered: never set
}

// forget drops the resolved configurations after a flag changes.
func (s *configState) forget() {
	s.byDir = nil
}

// An optionFlag is the flag of one configuration key. It records whether
// it was given, so that only given flags override the file, and checks its
// value when it is parsed, so that a bad value stops the driver at once.
type optionFlag struct {
	key   string
	typ   reflect.Type // of the keyrules.Config field
	text  string       // as given, or the base value
	value any          // parsed; meaningful once set
	set   bool
	state *configState
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
	f.state.mu.Lock()
	defer f.state.mu.Unlock()
	f.text, f.value, f.set = text, v, true
	f.state.forget()
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
	_, err := neutral.WithOptions(map[string]any{key: v})
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
	path  string
	state *configState
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
	if !isFile(p) {
		if !filepath.IsAbs(text) {
			// go vet runs the tool in each package's directory.
			return fmt.Errorf("%s is not a readable file; under go vet give an absolute path", p)
		}
		return fmt.Errorf("%s is not a readable file", p)
	}
	f.state.mu.Lock()
	defer f.state.mu.Unlock()
	f.path = p
	f.state.forget()
	return nil
}
