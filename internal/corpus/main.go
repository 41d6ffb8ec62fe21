// Command corpus measures rediskeylint on public modules that use Redis:
// it downloads each through the Go module proxy, unpacks it as its own main
// module in a temporary directory, runs the catalog and the linter on its
// Redis-using packages, and prints per module the key sites (resolved,
// partial, unresolved) and the findings by rule.
//
//	go run ./internal/corpus -bin bin/rediskeylint [-v]
//
// It is not part of the test suite: it needs the network to the proxy and
// minutes of build time.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
)

// A module of the corpus and the packages of it that use Redis.
type module struct {
	path, version string
	packages      []string
}

var corpus = []module{
	{"github.com/zeromicro/go-zero", "v1.10.3", []string{
		"./core/stores/redis", "./core/limit", "./core/stores/cache", "./core/bloom", "./core/stores/kv",
	}},
	{"code.gitea.io/gitea", "v1.26.0", []string{
		"./modules/cache", "./modules/nosql", "./modules/queue", "./modules/session", "./modules/globallock",
	}},
	{"github.com/throttled/throttled/v2", "v2.15.0", []string{"./store/..."}},
}

// site is the part of a catalog entry this command reads.
type site struct {
	Pos       string   `json:"pos"`
	Command   string   `json:"command"`
	Templates []string `json:"templates"`
	Status    string   `json:"status"`
	Reason    string   `json:"reason"`
}

// diagnostic is one finding of the linter's -json output.
type diagnostic struct {
	Posn     string `json:"posn"`
	Message  string `json:"message"`
	Category string `json:"category"`
}

func main() {
	bin := flag.String("bin", "bin/rediskeylint", "the rediskeylint binary")
	verbose := flag.Bool("v", false, "list every unresolved site and every finding")
	flag.Parse()
	abs, err := filepath.Abs(*bin)
	if err != nil {
		fail(err)
	}
	fmt.Printf("| module | key sites | resolved | partial | forwarded | unresolved | findings by rule |\n| --- | --- | --- | --- | --- | --- | --- |\n")
	var details strings.Builder
	for _, m := range corpus {
		dir, err := unpack(m)
		if err != nil {
			fail(err)
		}
		sites, err := catalog(abs, dir, m.packages)
		if err != nil {
			fail(fmt.Errorf("%s: %v", m.path, err))
		}
		diags, err := lint(abs, dir, m.packages)
		if err != nil {
			fail(fmt.Errorf("%s: %v", m.path, err))
		}
		count := map[string]int{}
		for _, s := range sites {
			count[s.Status]++
		}
		byRule := map[string]int{}
		for _, d := range diags {
			byRule[d.Category]++
		}
		fmt.Printf("| %s@%s | %d | %d | %d | %d | %d | %s |\n", m.path, m.version, len(sites),
			count["resolved"], count["partial"], count["forwarded"], count["unresolved"], formatCounts(byRule))
		fmt.Fprintf(&details, "\n## %s@%s\n", m.path, m.version)
		for _, s := range sites {
			if s.Status == "unresolved" || *verbose {
				fmt.Fprintf(&details, "site %s %s %s %v %s\n", s.Status, s.Pos, s.Command, s.Templates, s.Reason)
			}
		}
		for _, d := range diags {
			fmt.Fprintf(&details, "finding [%s] %s: %s\n", d.Category, strings.TrimPrefix(d.Posn, dir+"/"), d.Message)
		}
		os.RemoveAll(dir)
	}
	fmt.Print(details.String())
}

// unpack copies the module from the module cache into a writable
// temporary directory, as its own main module.
func unpack(m module) (string, error) {
	out, err := exec.Command("go", "mod", "download", "-json", m.path+"@"+m.version).Output()
	if err != nil {
		return "", fmt.Errorf("go mod download %s@%s: %v", m.path, m.version, err)
	}
	var info struct{ Dir string }
	if err := json.Unmarshal(out, &info); err != nil {
		return "", err
	}
	dst, err := os.MkdirTemp("", "corpus-")
	if err != nil {
		return "", err
	}
	err = filepath.WalkDir(info.Dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(info.Dir, p)
		target := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(target, data, 0o644)
	})
	return dst, err
}

// run runs the binary in dir and returns its standard output.
func run(bin, dir string, args ...string) ([]byte, error) {
	cmd := exec.Command(bin, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOWORK=off")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		if ee, ok := err.(*exec.ExitError); ok && ee.ExitCode() == 3 {
			return out, nil // findings
		}
		return out, fmt.Errorf("%s %s: %v\n%s", filepath.Base(bin), strings.Join(args, " "), err, stderr.String())
	}
	return out, nil
}

func catalog(bin, dir string, pkgs []string) ([]site, error) {
	out, err := run(bin, dir, append([]string{"catalog", "-format", "json"}, pkgs...)...)
	if err != nil {
		return nil, err
	}
	var cat struct{ Sites []site }
	if err := json.Unmarshal(out, &cat); err != nil {
		return nil, err
	}
	return cat.Sites, nil
}

func lint(bin, dir string, pkgs []string) ([]diagnostic, error) {
	// Test files are left out, as the catalog leaves them out: the
	// corpus measures the keys of production code.
	out, err := run(bin, dir, append([]string{"-json", "-test=false"}, pkgs...)...)
	if err != nil {
		return nil, err
	}
	// -json prints {package: {analyzer: [diagnostics] | {"error": …}}}.
	var tree map[string]map[string]json.RawMessage
	if err := json.Unmarshal(out, &tree); err != nil {
		return nil, err
	}
	var diags []diagnostic
	for _, byAnalyzer := range tree {
		for _, raw := range byAnalyzer {
			var list []diagnostic
			if json.Unmarshal(raw, &list) == nil {
				diags = append(diags, list...)
			}
		}
	}
	sort.Slice(diags, func(i, j int) bool { return diags[i].Posn < diags[j].Posn })
	return diags, nil
}

func formatCounts(m map[string]int) string {
	if len(m) == 0 {
		return "none"
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%s %d", k, m[k])
	}
	return strings.Join(parts, ", ")
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "corpus:", err)
	os.Exit(1)
}
