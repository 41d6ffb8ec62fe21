package scriptsites

import (
	"errors"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/rediskeylint/rediskeylint/internal/keyflow"
)

// A script's source may be a file of the package's directory that the Go
// code embeds:
//
//	//go:embed ack.lua
//	var ackSource string // or []byte
//
//	//go:embed scripts
//	var scripts embed.FS
//	src, _ := scripts.ReadFile("scripts/ack.lua") // or fs.ReadFile(scripts, …)
//
// The analysis reads that file, as the compiler does, from the directory
// of the Go file that declares the variable: a file name that is a
// constant and that one of the variable's patterns covers.

// embeddedSource returns the source of a script embedded from a file of
// the package's directory, and the file's name, as e holds it: the
// embedded variable, a ReadFile of an embed.FS variable, through a
// conversion, the one assignment of a local, the initialiser of a package
// variable, or a + of such sources and constants (two files joined into
// one script). found is false when e holds
// no embedded file; err says why a file it holds could not be read, as a
// predicate of the file ("does not exist in the package's directory").
func (r *Reader) embeddedSource(e ast.Expr) (src, file string, found bool, err error) {
	return r.embeddedAt(e, 0)
}

// maxEmbedDepth bounds how many variables and joins embeddedSource
// follows, so that variables initialised from each other cannot loop.
const maxEmbedDepth = 16

// embeddedAt is embeddedSource, depth steps into it.
func (r *Reader) embeddedAt(e ast.Expr, depth int) (src, file string, found bool, err error) {
	if depth > maxEmbedDepth {
		return "", "", false, nil
	}
	e = ast.Unparen(e)
	switch x := e.(type) {
	case *ast.CallExpr:
		if tv, ok := r.pass.TypesInfo.Types[x.Fun]; ok && tv.IsType() && len(x.Args) == 1 {
			return r.embeddedAt(x.Args[0], depth+1) // string(b), []byte(s)
		}
		return r.readFromFS(x)
	case *ast.BinaryExpr:
		if x.Op != token.ADD {
			return "", "", false, nil
		}
		return r.joinedSource(x, depth)
	case *ast.Ident, *ast.SelectorExpr:
	default:
		return "", "", false, nil
	}
	v, id := r.varOf(e)
	if v == nil {
		return "", "", false, nil
	}
	if v.Parent() != r.pass.Pkg.Scope() {
		if value := r.onlyValue(id); value != nil {
			return r.embeddedAt(value, depth+1)
		}
		if call := r.tupleCall(v); call != nil {
			return r.readFromFS(call)
		}
		return "", "", false, nil
	}
	patterns := r.embedPatterns(v)
	if len(patterns) == 0 {
		if init := r.eval.PackageInit(v); init != nil {
			return r.embeddedAt(init, depth+1)
		}
		return "", "", false, nil
	}
	if len(patterns) != 1 || !isStringOrBytes(v.Type()) {
		return "", "", false, nil
	}
	file = patterns[0]
	if strings.ContainsAny(file, "*?[") {
		return "", file, true, errors.New("is a pattern, not one file")
	}
	src, err = r.readFile(v, file)
	return src, file, true, err
}

// joinedSource returns the source a + of embedded sources and constants
// holds; it holds one when either side does, and the file named is the
// first embedded one.
func (r *Reader) joinedSource(x *ast.BinaryExpr, depth int) (src, file string, found bool, err error) {
	var b strings.Builder
	for _, side := range []ast.Expr{x.X, x.Y} {
		if text, ok := keyflow.ConstString(r.pass.TypesInfo, side); ok {
			b.WriteString(text)
			continue
		}
		text, f, ok, ferr := r.embeddedAt(side, depth+1)
		if !ok {
			return "", "", false, nil
		}
		if file == "" {
			file = f
		}
		if ferr != nil && err == nil {
			file, err = f, ferr
		}
		b.WriteString(text)
	}
	if err != nil {
		return "", file, true, err
	}
	return b.String(), file, true, nil
}

// varOf returns the variable of this package that e names, with its
// identifier.
func (r *Reader) varOf(e ast.Expr) (*types.Var, *ast.Ident) {
	id := keyflow.NamedIdent(e)
	if id == nil {
		return nil, nil
	}
	v, ok := r.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || v.Pkg() != r.pass.Pkg || v.IsField() {
		return nil, nil
	}
	return v, id
}

// readFromFS returns the file a call fsys.ReadFile(name) or
// fs.ReadFile(fsys, name) reads, when fsys is an embed.FS variable of the
// package and name a constant its patterns cover.
func (r *Reader) readFromFS(call *ast.CallExpr) (src, file string, found bool, err error) {
	fn, _ := typeutil.Callee(r.pass.TypesInfo, call).(*types.Func)
	if fn == nil || fn.Name() != "ReadFile" || fn.Pkg() == nil {
		return "", "", false, nil
	}
	var fsys, name ast.Expr
	switch {
	case fn.Pkg().Path() == "embed" && len(call.Args) == 1:
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !ok {
			return "", "", false, nil
		}
		fsys, name = sel.X, call.Args[0]
	case fn.Pkg().Path() == "io/fs" && fn.Signature().Recv() == nil && len(call.Args) == 2:
		fsys, name = call.Args[0], call.Args[1]
	default:
		return "", "", false, nil
	}
	v, _ := r.varOf(ast.Unparen(fsys))
	if v == nil || v.Parent() != r.pass.Pkg.Scope() {
		return "", "", false, nil
	}
	patterns := r.embedPatterns(v)
	if len(patterns) == 0 {
		return "", "", false, nil
	}
	file, ok := keyflow.ConstString(r.pass.TypesInfo, name)
	if !ok {
		return "", types.ExprString(name), true, errors.New("is not known at compile time")
	}
	if !covered(file, patterns) {
		return "", file, true, fmt.Errorf("no //go:embed pattern of %s covers", v.Name())
	}
	src, err = r.readFile(v, file)
	return src, file, true, err
}

// covered reports whether an embed pattern names the file or a directory
// holding it.
func covered(file string, patterns []string) bool {
	for _, p := range patterns {
		if ok, _ := path.Match(p, file); ok || file == p || strings.HasPrefix(file, strings.TrimSuffix(p, "/")+"/") {
			return true
		}
	}
	return false
}

// readFile reads a file named relative to the directory of the Go file
// declaring v.
func (r *Reader) readFile(v *types.Var, name string) (string, error) {
	if path.IsAbs(name) || strings.HasPrefix(path.Clean(name), "..") {
		return "", errors.New("is outside the package's directory")
	}
	tf := r.pass.Fset.File(v.Pos())
	if tf == nil {
		return "", errors.New("is in a directory not known")
	}
	full := filepath.Join(filepath.Dir(tf.Name()), filepath.FromSlash(name))
	if r.pass.ReadFile != nil {
		// Drivers that track what an analysis reads let it read the
		// files they list; embedded files may not be among them.
		if b, err := r.pass.ReadFile(full); err == nil {
			return string(b), nil
		}
	}
	b, err := os.ReadFile(full)
	var perr *fs.PathError
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return "", errors.New("does not exist in the package's directory")
	case errors.As(err, &perr):
		return "", fmt.Errorf("cannot be read (%v)", perr.Err)
	case err != nil:
		return "", fmt.Errorf("cannot be read (%v)", err)
	}
	return string(b), nil
}

// embedPatterns returns the patterns of the //go:embed directives of the
// package variable v, "all:" dropped.
func (r *Reader) embedPatterns(v *types.Var) []string {
	var out []string
	for _, f := range r.pass.Files {
		if f.Pos() > v.Pos() || v.Pos() > f.End() {
			continue
		}
		for _, d := range f.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok || gd.Pos() > v.Pos() || v.Pos() > gd.End() {
				continue
			}
			for _, spec := range gd.Specs {
				vs, ok := spec.(*ast.ValueSpec)
				if !ok || vs.Pos() > v.Pos() || v.Pos() > vs.End() {
					continue
				}
				docs := []*ast.CommentGroup{vs.Doc}
				if len(gd.Specs) == 1 {
					docs = append(docs, gd.Doc)
				}
				for _, doc := range docs {
					if doc == nil {
						continue
					}
					for _, c := range doc.List {
						if list, ok := strings.CutPrefix(c.Text, "//go:embed "); ok {
							out = append(out, embedWords(list)...)
						}
					}
				}
			}
		}
	}
	return out
}

// embedWords splits the patterns of one //go:embed line: words, or Go
// string literals for names with spaces.
func embedWords(list string) []string {
	var out []string
	for list = strings.TrimSpace(list); list != ""; list = strings.TrimSpace(list) {
		word := list
		if list[0] == '"' || list[0] == '`' {
			q, err := strconv.QuotedPrefix(list)
			if err != nil {
				return out
			}
			list = list[len(q):]
			word, _ = strconv.Unquote(q)
		} else if i := strings.IndexAny(list, " \t"); i >= 0 {
			word, list = list[:i], list[i:]
		} else {
			list = ""
		}
		out = append(out, strings.TrimPrefix(word, "all:"))
	}
	return out
}

// tupleCall returns the call whose first result is the only value local v
// is assigned: src, err := fsys.ReadFile(name).
func (r *Reader) tupleCall(v *types.Var) *ast.CallExpr {
	var found *ast.CallExpr
	assignments := 0
	for file := range r.ins.Root().Children() {
		if f := file.Node(); f.Pos() > v.Pos() || v.Pos() > f.End() {
			continue
		}
		for c := range file.Preorder((*ast.AssignStmt)(nil)) {
			as := c.Node().(*ast.AssignStmt)
			for i, lhs := range as.Lhs {
				id, ok := lhs.(*ast.Ident)
				if !ok || r.pass.TypesInfo.ObjectOf(id) != v {
					continue
				}
				assignments++
				if call, ok := as.Rhs[0].(*ast.CallExpr); ok && i == 0 && len(as.Rhs) == 1 && len(as.Lhs) > 1 {
					found = call
				}
			}
		}
	}
	if assignments != 1 {
		return nil
	}
	return found
}

// isStringOrBytes reports whether t is string or []byte, the types a
// //go:embed of one file fills.
func isStringOrBytes(t types.Type) bool {
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return u.Info()&types.IsString != 0
	case *types.Slice:
		b, ok := u.Elem().Underlying().(*types.Basic)
		return ok && b.Kind() == types.Byte
	}
	return false
}
