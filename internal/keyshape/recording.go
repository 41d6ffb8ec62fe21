package keyshape

import (
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"sort"
	"strings"

	"github.com/rediskeylint/rediskeylint/internal/commands"
)

// A Recording is the key shapes one module's tests sent to Redis, as kept
// in the repository (testdata/runtime/<name>.json).
type Recording struct {
	Module  string `json:"module"`
	Version string `json:"version"`
	// How is the command the keys were recorded with, for the reader.
	How    string   `json:"how"`
	Shapes []*Shape `json:"shapes"`
}

// A Shape is one key shape with what was seen of it.
type Shape struct {
	Shape string `json:"shape"`
	// Production is true when the shape has a literal word of the module's
	// production code (see the package documentation).
	Production bool `json:"production"`
	// Literals are the words of the shape found in production literals.
	Literals []string `json:"literals,omitempty"`
	// Script is true when only server-side scripts sent keys of this
	// shape: the Go code never passed them.
	Script bool `json:"script,omitempty"`
	// Fixture is true when every key of this shape is spelled whole in a
	// string literal of a test file and holds a value: the test chose the
	// key, even where its other words are production's.
	Fixture  bool     `json:"fixture,omitempty"`
	Commands []string `json:"commands"`
	Count    int      `json:"count"`
	// Example is one key of the shape as sent.
	Example string `json:"example"`
}

// AddMonitorLines records the keys of the commands of MONITOR output, in
// shapes reduced with v. The keys of a command are the arguments its key
// specs name, as the server finds them; a key in fixtures is one a test
// spelled whole.
func (r *Recording) AddMonitorLines(v Vocabulary, fixtures Fixtures, lines []string) error {
	index := map[string]*Shape{}
	for _, s := range r.Shapes {
		index[s.Shape] = s
	}
	for _, line := range lines {
		cmd, err := ParseMonitorLine(line)
		if err != nil {
			return err
		}
		args := make([]commands.Arg, len(cmd.Args))
		for i, a := range cmd.Args {
			args[i] = commands.Arg{Value: a, Known: true}
		}
		keys, _ := commands.KeyArgs(args)
		for _, k := range keys {
			key := cmd.Args[k]
			r.add(v, strings.ToUpper(cmd.Args[0]), key, cmd.Script, fixtures, index)
		}
	}
	return nil
}

// add records one key sent with command; script says a server-side script
// sent it. A key a test spells whole is the test's choice when it holds a
// value (a word no production literal has): production code may build
// the same text from its own words alone.
func (r *Recording) add(v Vocabulary, command, key string, script bool, fixtures Fixtures, index map[string]*Shape) {
	shape, literals := v.Reduce(key)
	fixture := fixtures[key] && shape != key
	s := index[shape]
	if s == nil {
		s = &Shape{Shape: shape, Production: Production(literals), Literals: literals, Script: true, Fixture: true, Example: key}
		index[shape] = s
		r.Shapes = append(r.Shapes, s)
	}
	s.Script = s.Script && script
	s.Fixture = s.Fixture && fixture
	s.Count++
	if !slices.Contains(s.Commands, command) {
		s.Commands = append(s.Commands, command)
		sort.Strings(s.Commands)
	}
}

// Sort orders the shapes by their text, for stable files.
func (r *Recording) Sort() {
	sort.Slice(r.Shapes, func(i, j int) bool { return r.Shapes[i].Shape < r.Shapes[j].Shape })
}

// ProductionShapes returns the shapes production Go code sent: production
// shapes not sent only by server-side scripts, nor only as keys a test
// spelled whole.
func (r *Recording) ProductionShapes() []*Shape {
	var out []*Shape
	for _, s := range r.Shapes {
		if s.Production && !s.Script && !s.Fixture {
			out = append(out, s)
		}
	}
	return out
}

// LoadRecording reads a recording file.
func LoadRecording(path string) (*Recording, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var r Recording
	if err := json.Unmarshal(data, &r); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	if r.Module == "" || r.Version == "" {
		return nil, fmt.Errorf("%s: module and version are required", path)
	}
	return &r, nil
}
