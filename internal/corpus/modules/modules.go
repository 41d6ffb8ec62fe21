// Package modules lists the public modules rediskeylint is measured on
// (make corpus) and unpacks one from the Go module proxy into a temporary
// directory as its own main module, never into the repository.
package modules

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// A Module of the corpus.
type Module struct {
	// Name names the module in files: testdata/runtime/<Name>.json.
	Name          string
	Path, Version string
	// Packages are the patterns of the packages that use Redis.
	Packages []string
	// Requires are the requirements of a module published without a
	// go.mod file, written into the go.mod Unpack creates for it.
	Requires []string
}

// Corpus is every module make corpus measures.
var Corpus = []Module{
	{Name: "go-zero", Path: "github.com/zeromicro/go-zero", Version: "v1.10.3", Packages: []string{
		"./core/stores/redis", "./core/limit", "./core/stores/cache", "./core/bloom", "./core/stores/kv",
	}},
	{Name: "gitea", Path: "code.gitea.io/gitea", Version: "v1.26.0", Packages: []string{
		"./modules/cache", "./modules/nosql", "./modules/queue", "./modules/session", "./modules/globallock",
	}},
	{Name: "throttled", Path: "github.com/throttled/throttled/v2", Version: "v2.15.0", Packages: []string{"./store/..."}},
	{Name: "rmq", Path: "github.com/adjust/rmq/v5", Version: "v5.2.0", Packages: []string{"."}},
	{Name: "gocraft-work", Path: "github.com/gocraft/work", Version: "v0.5.1", Packages: []string{"."},
		Requires: []string{"github.com/gomodule/redigo v1.9.2", "github.com/robfig/cron v1.2.0", "github.com/stretchr/testify v1.11.1"}},
	{Name: "centrifuge", Path: "github.com/centrifugal/centrifuge", Version: "v0.40.1", Packages: []string{"."}},
	{Name: "gofiber-storage-redis", Path: "github.com/gofiber/storage/redis/v3", Version: "v3.4.3", Packages: []string{"."}},
	{Name: "gocache-redis", Path: "github.com/eko/gocache/store/redis/v4", Version: "v4.2.2", Packages: []string{"."}},
	{Name: "asynq", Path: "github.com/hibiken/asynq", Version: "v0.26.0", Packages: []string{
		".", "./internal/base", "./internal/rdb",
	}},
	{Name: "wechat", Path: "github.com/silenceper/wechat/v2", Version: "v2.1.10", Packages: []string{
		"./cache", "./credential", "./miniprogram", "./officialaccount", "./officialaccount/js",
		"./openplatform/context", "./openplatform/officialaccount/js", "./work", "./work/jsapi", "./work/kf",
	}},
	{Name: "oauth2-proxy", Path: "github.com/oauth2-proxy/oauth2-proxy/v7", Version: "v7.15.6", Packages: []string{
		"./pkg/sessions", "./pkg/sessions/persistence", "./pkg/sessions/redis",
	}},
	{Name: "limiter", Path: "github.com/ulule/limiter/v3", Version: "v3.11.2", Packages: []string{"./drivers/store/redis"}},
	{Name: "scs-redisstore", Path: "github.com/alexedwards/scs/redisstore", Version: "v0.0.0-20251002162104-209de6e426de",
		Packages: []string{"."}},
	// Its redigo cache sends every command through a wrapper that takes
	// the command name and associates the key, args[0], with the cache's
	// collection.
	{Name: "beego-cache-redis", Path: "github.com/beego/beego/v2", Version: "v2.3.8", Packages: []string{"./client/cache/redis"}},
	// A redsync mutex made in one method, kept in a struct and unlocked
	// and extended in others.
	{Name: "gocron-redis-lock", Path: "github.com/go-co-op/gocron-redis-lock/v2", Version: "v2.2.1", Packages: []string{"."}},
}

// Bench is the modules measured only for what a run costs (make
// bench-standalone), not for their findings.
var Bench = []Module{
	{Name: "thanos", Path: "github.com/thanos-io/thanos", Version: "v0.42.0", Packages: []string{"./pkg/cacheutil"}},
}

// Lookup returns the module of the corpus, or of Bench, with the given
// name.
func Lookup(name string) (Module, error) {
	var names []string
	for _, m := range append(Corpus[:len(Corpus):len(Corpus)], Bench...) {
		if m.Name == name {
			return m, nil
		}
		names = append(names, m.Name)
	}
	return Module{}, fmt.Errorf("no module %q in the corpus or the bench modules; known: %s", name, strings.Join(names, ", "))
}

// Unpack downloads the module through the module proxy and copies it into
// a new temporary directory, writable, as its own main module; the caller
// removes the directory.
func Unpack(m Module) (string, error) {
	out, err := exec.Command("go", "mod", "download", "-json", m.Path+"@"+m.Version).Output()
	if err != nil {
		return "", fmt.Errorf("go mod download %s@%s: %v", m.Path, m.Version, err)
	}
	var info struct{ Dir string }
	if err := json.Unmarshal(out, &info); err != nil {
		return "", err
	}
	dst, err := os.MkdirTemp("", "corpus-"+m.Name+"-")
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
	if err != nil {
		os.RemoveAll(dst)
		return "", err
	}
	if _, err := os.Stat(filepath.Join(dst, "go.mod")); os.IsNotExist(err) {
		err = os.WriteFile(filepath.Join(dst, "go.mod"), []byte(goMod(m)), 0o644)
		if err != nil {
			os.RemoveAll(dst)
			return "", err
		}
	}
	if err := dropLocalReplaces(dst); err != nil {
		os.RemoveAll(dst)
		return "", err
	}
	return dst, nil
}

// dropLocalReplaces removes the replace directives of the module in dir
// that point to directories: they name the module's repository around it,
// which the proxy does not serve, so the published versions apply.
func dropLocalReplaces(dir string) error {
	edit := exec.Command("go", "mod", "edit", "-json")
	edit.Dir = dir
	out, err := edit.Output()
	if err != nil {
		return fmt.Errorf("go mod edit -json in %s: %v", dir, err)
	}
	var mod struct {
		Replace []struct {
			Old, New struct{ Path, Version string }
		}
	}
	if err := json.Unmarshal(out, &mod); err != nil {
		return err
	}
	for _, r := range mod.Replace {
		if r.New.Version != "" {
			continue
		}
		old := r.Old.Path
		if r.Old.Version != "" {
			old += "@" + r.Old.Version
		}
		drop := exec.Command("go", "mod", "edit", "-dropreplace="+old)
		drop.Dir = dir
		if out, err := drop.CombinedOutput(); err != nil {
			return fmt.Errorf("go mod edit -dropreplace=%s: %v\n%s", old, err, out)
		}
	}
	return nil
}

// goMod is the go.mod file of a module published without one.
func goMod(m Module) string {
	var b strings.Builder
	fmt.Fprintf(&b, "module %s\n\ngo 1.17\n", m.Path)
	if len(m.Requires) > 0 {
		b.WriteString("\nrequire (\n")
		for _, r := range m.Requires {
			fmt.Fprintf(&b, "\t%s\n", r)
		}
		b.WriteString(")\n")
	}
	return b.String()
}

// Env is the environment to build the unpacked module with: its go.mod
// may be incomplete (-mod=mod) and no enclosing workspace applies.
func Env() []string {
	return append(os.Environ(), "GOFLAGS=-mod=mod", "GOWORK=off")
}
