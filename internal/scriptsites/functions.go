package scriptsites

import (
	"errors"
	"fmt"
	"go/ast"
	"go/types"
	"strings"

	"github.com/rediskeylint/rediskeylint/internal/clients"
	"github.com/rediskeylint/rediskeylint/internal/factscan"
	"github.com/rediskeylint/rediskeylint/internal/keyflow"
	"github.com/rediskeylint/rediskeylint/internal/luakeys"
)

// Redis functions: FUNCTION LOAD takes a library's source, which registers
// functions by name (internal/luakeys), and FCALL name runs one. A call
// FCall(ctx, "name", keys, args...) runs the function that a library
// loaded by this package registers under that name, or one loaded by a
// package it imports (their LibraryFact); the function's keys are then
// read as a script's, its first parameter KEYS and its second ARGV.

// LibraryFact records, on a package, the sources of the libraries its
// FUNCTION LOAD calls load, for the FCALLs of the packages importing it.
type LibraryFact struct {
	Sources []string
}

func (*LibraryFact) AFact() {}

// ScannedFact marks the type as read by scanning (internal/factscan).
func (*LibraryFact) ScannedFact() {}

func (f *LibraryFact) String() string {
	return fmt.Sprintf("libraries(%d)", len(f.Sources))
}

// loaded returns the libraries the package's FUNCTION LOAD calls load, in
// the order of the calls, each not yet analysed; Unknown says why a
// library's source is not known.
func (r *Reader) loaded() []*Script {
	if r.libraries != nil {
		return r.libraries
	}
	r.libraries = []*Script{}
	for _, call := range r.calls {
		if src := clients.LibrarySource(r.pass.TypesInfo, call); src != nil {
			r.libraries = append(r.libraries, r.sourceAt(src))
		}
	}
	return r.libraries
}

// functionScript returns the function that a run names by e, analysed
// for numKeys keys (-1: not known): from a library this package loads,
// else from one a package it imports loads. Its At is the source of the
// library in this package, nil for another package's.
func (r *Reader) functionScript(e ast.Expr, numKeys int) *Script {
	name, ok := keyflow.ConstString(r.pass.TypesInfo, e)
	if !ok {
		return &Script{Unknown: "the name of the function " + types.ExprString(e) + " is not known at compile time"}
	}
	var why []string
	try := func(lib *Script) *Script {
		if lib.Unknown != "" {
			why = append(why, lib.Unknown)
			return nil
		}
		res := r.analyse(input{src: lib.Src, numKeys: numKeys, function: name})
		switch {
		case errors.Is(res.err, luakeys.ErrNoFunction):
			return nil
		case res.err != nil:
			why = append(why, "the library "+strings.TrimPrefix(res.err.Error(), "lua script "))
			return nil
		}
		return &Script{At: lib.At, Src: lib.Src, Spans: lib.Spans, Lua: res.script, Function: name}
	}
	for _, lib := range r.loaded() {
		if gs := try(lib); gs != nil {
			return gs
		}
	}
	for _, src := range r.importedLibraries() {
		if gs := try(&Script{Src: src}); gs != nil {
			return gs
		}
	}
	if len(why) > 0 {
		return &Script{Function: name, Unknown: fmt.Sprintf("the body of function %q is in no library the analysis reads: %s", name, why[0])}
	}
	return &Script{Function: name, Unknown: fmt.Sprintf("the body of function %q is not in the Go code (FUNCTION LOAD)", name)}
}

// importedLibraries returns the library sources that the packages this
// one imports load, by the order of their paths.
func (r *Reader) importedLibraries() []string {
	var out []string
	for _, pf := range factscan.Packages[*LibraryFact](r.pass) {
		if pf.Package != r.pass.Pkg {
			out = append(out, pf.Fact.Sources...)
		}
	}
	return out
}

// exportLibraries exports the LibraryFact of the package: the sources of
// the libraries it loads that are known.
func (r *Reader) exportLibraries() {
	var srcs []string
	for _, lib := range r.loaded() {
		if lib.Unknown == "" {
			srcs = append(srcs, lib.Src)
		}
	}
	if len(srcs) > 0 {
		r.pass.ExportPackageFact(&LibraryFact{Sources: srcs})
	}
}
