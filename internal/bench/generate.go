package bench

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// ModulePath is the module path of a generated module.
const ModulePath = "example.com/benchmod"

// manifest is the file, at the root of a generated module, that records
// what Generate wrote, so that a benchmark can run over a module that the
// generator command made earlier.
const manifest = "bench.json"

// A Shape is the way the packages of a generated module reach Redis.
type Shape string

const (
	// Direct packages call go-redis and redigo themselves, with keys
	// built in place: literals, constants, +, fmt.Sprintf, strconv,
	// locals, pipelines, Do, MSet and Eval.
	Direct Shape = "direct"
	// Wrapped packages call the methods of a cache package that wraps
	// go-redis, with keys made by the producers of a keys package: every
	// key crosses two package boundaries through the analyzer's facts.
	Wrapped Shape = "wrapped"
)

// Shapes lists every shape, in the order the benchmarks run them.
var Shapes = []Shape{Direct, Wrapped}

// ParseShape returns the shape named s.
func ParseShape(s string) (Shape, error) {
	if _, err := layoutOf(Shape(s)); err != nil {
		return "", err
	}
	return Shape(s), nil
}

func shapeNames() []string {
	var out []string
	for _, sh := range Shapes {
		out = append(out, string(sh))
	}
	return out
}

// A Module describes a generated module.
type Module struct {
	Dir string `json:"-"`
	// Shape is how the packages call Redis. The manifest of a direct
	// module leaves it out, so that it reads as it did before shapes.
	Shape Shape `json:"shape,omitempty"`
	// Packages is the number of packages with call sites; the shared
	// packages (keys, cache) are not counted.
	Packages int `json:"packages"`
	// Sites is the number of Redis call sites in all packages: client
	// calls in the direct shape, cache method calls in the wrapped one.
	Sites int `json:"sites"`
	// Bad is the number of sites whose key has one PascalCase segment:
	// each is one case finding under the default configuration.
	Bad int `json:"bad"`
}

// A layout writes the files of one shape.
type layout struct {
	goMod string
	// shared maps the path of each shared package's file to its source.
	shared map[string]string
	// pkg returns the source of package p with sites call sites, and the
	// number of its bad sites.
	pkg func(p, sites int) ([]byte, int)
}

func layoutOf(shape Shape) (layout, error) {
	switch shape {
	case Direct:
		return layout{goMod: directGoMod, shared: map[string]string{"keys/keys.go": directKeysGo}, pkg: directPackage}, nil
	case Wrapped:
		return layout{goMod: wrappedGoMod, shared: map[string]string{"keys/keys.go": wrappedKeysGo, "cache/cache.go": wrappedCacheGo}, pkg: wrappedPackage}, nil
	}
	return layout{}, fmt.Errorf("shape %q is not one of %s", shape, strings.Join(shapeNames(), ", "))
}

// Generate writes a module of the given shape, with packages packages of
// sites call sites each, into dir, which must be empty or absent.
func Generate(dir string, shape Shape, packages, sites int) (Module, error) {
	if packages < 1 || sites < 1 {
		return Module{}, fmt.Errorf("generate: want at least one package and one site, got %d and %d", packages, sites)
	}
	l, err := layoutOf(shape)
	if err != nil {
		return Module{}, fmt.Errorf("generate: %w", err)
	}
	if entries, err := os.ReadDir(dir); err == nil && len(entries) > 0 {
		return Module{}, fmt.Errorf("generate: %s is not empty", dir)
	}
	m := Module{Dir: dir, Shape: shape, Packages: packages}
	if err := writeFile(filepath.Join(dir, "go.mod"), []byte(l.goMod)); err != nil {
		return Module{}, err
	}
	for path, src := range l.shared {
		if err := writeFile(filepath.Join(dir, filepath.FromSlash(path)), []byte(src)); err != nil {
			return Module{}, err
		}
	}
	for p := range packages {
		src, bad := l.pkg(p, sites)
		name := packageName(p)
		if err := writeFile(filepath.Join(dir, name, name+".go"), src); err != nil {
			return Module{}, err
		}
		m.Sites += sites
		m.Bad += bad
	}
	saved := m
	if saved.Shape == Direct {
		saved.Shape = ""
	}
	data, err := json.MarshalIndent(saved, "", "\t")
	if err != nil {
		return Module{}, err
	}
	return m, writeFile(filepath.Join(dir, manifest), append(data, '\n'))
}

// ReadModule returns the description of a module Generate wrote into dir.
func ReadModule(dir string) (Module, error) {
	data, err := os.ReadFile(filepath.Join(dir, manifest))
	if err != nil {
		return Module{}, fmt.Errorf("%s is not a generated module: %w", dir, err)
	}
	m := Module{Dir: dir}
	if err := json.Unmarshal(data, &m); err != nil {
		return Module{}, fmt.Errorf("%s: %w", manifest, err)
	}
	if m.Shape == "" {
		m.Shape = Direct
	}
	if _, err := layoutOf(m.Shape); err != nil {
		return Module{}, fmt.Errorf("%s: %w", manifest, err)
	}
	if m.Sites <= 0 {
		return Module{}, errors.New(manifest + ": no call sites")
	}
	return m, nil
}

func writeFile(path string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return os.WriteFile(path, data, 0o644)
}

func packageName(p int) string { return fmt.Sprintf("p%03d", p) }
