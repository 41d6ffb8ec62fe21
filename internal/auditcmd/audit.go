package auditcmd

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/url"
	"os"
	"os/signal"
	"sort"
	"strings"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"

	"github.com/rediskeylint/rediskeylint/internal/audit"
	"github.com/rediskeylint/rediskeylint/internal/catalog"
	"github.com/rediskeylint/rediskeylint/internal/driver"
	"github.com/rediskeylint/rediskeylint/internal/keysite"
)

// auditUsage is printed for "rediskeylint audit -h".
const auditUsage = `usage: rediskeylint audit -redis URL [flags] [packages]

Builds the key catalog of the packages (default ./...), scans the server
read-only and matches every key to the code's templates. Reports per
template the keys, estimated memory, types seen against the type the code
uses, the TTL distribution, big keys; the orphan keys no template matches,
grouped by shape; the templates with no key. Exits 3 on findings, 0
otherwise, 1 on errors.

The URL is redis://[user[:password]@]host[:port][/db] or rediss:// for TLS;
REDISCLI_AUTH gives the password when the URL has none. addr=host:port adds
seed nodes or Sentinels; master_name=NAME (or -sentinel NAME) makes the
hosts Sentinels.
`

// auditFlags are the audit's own flags; the analyzer's configuration
// flags are added next to them.
type auditFlags struct {
	redisURL, sentinel, format, catalogFile string
	tags                                    string
	cluster, quiet                          bool
	opts                                    audit.Options
}

// Run implements the audit subcommand with the analyzer of tool and
// returns the exit code.
func Run(tool driver.Tool, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("audit", flag.ContinueOnError)
	f := auditFlags{opts: audit.Defaults()}
	fs.StringVar(&f.redisURL, "redis", "", "`URL` of the server, as redis-cli takes it (required)")
	fs.BoolVar(&f.cluster, "cluster", false, "scan every master of a Redis Cluster")
	fs.StringVar(&f.sentinel, "sentinel", "", "`master` name: the URL's hosts are Sentinels of it")
	fs.StringVar(&f.format, "format", "text", "output `format`: "+strings.Join(audit.Formats, ", "))
	fs.StringVar(&f.catalogFile, "catalog", "", "read the templates from a `file` written by rediskeylint catalog instead of loading packages")
	fs.BoolVar(&f.quiet, "quiet", false, "no progress bar")
	fs.StringVar(&f.tags, "tags", "", "comma-separated build `tags` of the packages")
	fs.StringVar(&f.opts.Match, "match", "", "SCAN MATCH `pattern`: audit only the keys it matches")
	fs.IntVar(&f.opts.ScanCount, "scan-count", f.opts.ScanCount, "COUNT `hint` of each SCAN")
	fs.Int64Var(&f.opts.Sample, "sample", 0, "look up only the first `N` keys SCAN returns and estimate the rest (0: every key)")
	fs.IntVar(&f.opts.MaxOps, "max-ops", 0, "at most `N` commands per second (0: no limit)")
	fs.IntVar(&f.opts.MemoryKeys, "memory-keys", f.opts.MemoryKeys, "MEMORY USAGE on at most `N` keys per template and orphan shape")
	fs.IntVar(&f.opts.MemorySamples, "memory-samples", f.opts.MemorySamples, "SAMPLES `count` of MEMORY USAGE (0: every element)")
	fs.Int64Var(&f.opts.MaxValueBytes, "max-value-bytes", f.opts.MaxValueBytes, "big string over `bytes` (0: no check)")
	fs.Int64Var(&f.opts.MaxElements, "max-elements", f.opts.MaxElements, "big hash, list, set, sorted set or stream over `N` elements (0: no check)")
	fs.IntVar(&f.opts.Examples, "examples", f.opts.Examples, "`N` example keys per finding")
	tool.Analyzer.Flags.VisitAll(func(af *flag.Flag) {
		if fs.Lookup(af.Name) == nil { // -cluster is the audit's: the crossslot rule does not change templates
			fs.Var(af.Value, af.Name, af.Usage)
		}
	})
	err := driver.Parse(fs, args)
	if errors.Is(err, flag.ErrHelp) {
		fmt.Fprint(stderr, auditUsage)
		fs.SetOutput(stderr)
		fs.PrintDefaults()
		return 0
	}
	secrets := secretsOf(f.redisURL)
	if err != nil {
		// A flag's value may hold the password: the line is redacted.
		fmt.Fprintln(stderr, redact(driver.FlagError("audit", err), secrets))
		return 1
	}
	fail := func(err error) int {
		fmt.Fprintf(stderr, "rediskeylint audit: %s\n", redact(err.Error(), secrets))
		return 1
	}
	if f.redisURL == "" {
		return fail(errors.New("-redis: the server's URL is required, as in -redis redis://localhost:6379/0"))
	}
	if !contains(audit.Formats, f.format) {
		return fail(fmt.Errorf("-format: %q is not one of %s", f.format, strings.Join(audit.Formats, ", ")))
	}
	if sep := fs.Lookup("separator"); sep != nil && len(sep.Value.String()) == 1 {
		f.opts.Separator = sep.Value.String()[0]
	}
	if err := f.opts.Validate(); err != nil {
		return fail(fmt.Errorf("-%w", err))
	}

	templates, err := auditTemplates(tool, &f, fs)
	if err != nil {
		return fail(err)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	target, err := audit.Connect(ctx, audit.ConnectOptions{
		URL: f.redisURL, Password: os.Getenv("REDISCLI_AUTH"), Cluster: f.cluster, Sentinel: f.sentinel,
	})
	if err != nil {
		return fail(err)
	}
	defer func() { _ = target.Close() }()

	bar := progressBar(ctx, target, stderr, f.quiet)
	if bar != nil {
		f.opts.Progress = func(n int64) {
			if n > bar.GetMax64() {
				bar.ChangeMax64(n)
			}
			_ = bar.Set64(n)
		}
	}
	report, err := audit.Run(ctx, target, templates, f.opts)
	if bar != nil {
		_ = bar.Finish() // clears its line before the report or the error
	}
	if err != nil {
		return fail(err)
	}
	report.Version = target.Version(ctx)
	if err := audit.Write(stdout, report, f.format); err != nil {
		return fail(err)
	}
	if len(report.Findings) > 0 {
		return 3
	}
	return 0
}

// auditTemplates reads the templates from -catalog, or builds the catalog
// of the packages.
func auditTemplates(tool driver.Tool, f *auditFlags, fs *flag.FlagSet) ([]audit.Template, error) {
	ttlRule := false
	if v := fs.Lookup("ttl"); v != nil {
		ttlRule = v.Value.String() == "true"
	}
	if f.catalogFile != "" {
		if fs.NArg() > 0 {
			return nil, errors.New("-catalog and packages exclude each other: the catalog already names the templates")
		}
		data, err := os.ReadFile(f.catalogFile)
		if err != nil {
			return nil, fmt.Errorf("-catalog: %w", err)
		}
		var cat catalog.Catalog
		if err := json.Unmarshal(data, &cat); err != nil {
			return nil, fmt.Errorf("-catalog: %s is not the JSON of rediskeylint catalog: %w", f.catalogFile, err)
		}
		return templatesOf(&cat, ttlRule), nil
	}
	patterns := fs.Args()
	if len(patterns) == 0 {
		patterns = []string{"./..."}
	}
	cat, err := catalog.Build(tool, patterns, driver.LoadOptions{Tags: f.tags})
	if err != nil {
		return nil, err
	}
	for _, p := range cat.Problems {
		// Without a package's templates its keys would be reported as
		// orphans; the templates of test files are not audited.
		if !p.TestsOnly {
			return nil, errors.New(p.String())
		}
	}
	return templatesOf(cat, ttlRule), nil
}

// templatesOf gathers the catalog's sites by template. A wrapper's own
// sites are left out: their template is the wrapper's parameter, and the
// wrapper's callers are sites with the real templates.
func templatesOf(cat *catalog.Catalog, ttlRule bool) []audit.Template {
	byName := map[string]*audit.Template{}
	var order []string
	for _, s := range cat.Sites {
		if s.Status == keysite.Forwarded || s.Status == keysite.Unresolved {
			continue
		}
		for _, name := range s.Templates {
			t := byName[name]
			if t == nil {
				t = &audit.Template{Template: name, ExpectTTL: ttlRule}
				byName[name] = t
				order = append(order, name)
			}
			if s.DataType != "" && !contains(t.Types, s.DataType) {
				t.Types = append(t.Types, s.DataType)
			}
			for _, c := range s.TTLCommands {
				if !contains(t.TTLCommands, c) {
					t.TTLCommands = append(t.TTLCommands, c)
				}
			}
			t.ExpectTTL = t.ExpectTTL || len(t.TTLCommands) > 0
			t.Sites = append(t.Sites, s.Position)
		}
	}
	sort.Strings(order)
	out := make([]audit.Template, len(order))
	for i, name := range order {
		t := byName[name]
		sort.Strings(t.Types)
		sort.Strings(t.TTLCommands)
		out[i] = *t
	}
	return out
}

// progressBar shows keys scanned, keys/s and the time left against DBSIZE,
// on a terminal only.
func progressBar(ctx context.Context, t *audit.Target, stderr io.Writer, quiet bool) *progressbar.ProgressBar {
	file, ok := stderr.(*os.File)
	if quiet || !ok || !term.IsTerminal(int(file.Fd())) {
		return nil
	}
	total, err := t.DBSize(ctx)
	if err != nil || total <= 0 {
		total = -1 // unknown: a spinner with the count
	}
	return progressbar.NewOptions64(total,
		progressbar.OptionSetWriter(stderr),
		progressbar.OptionSetDescription("scanning"),
		progressbar.OptionShowCount(),
		progressbar.OptionShowIts(),
		progressbar.OptionSetItsString("keys"),
		progressbar.OptionSetPredictTime(true),
		progressbar.OptionThrottle(100*time.Millisecond),
		progressbar.OptionClearOnFinish(),
	)
}

// secretsOf returns the passwords the audit must never print: the URL's,
// its sentinel_password and REDISCLI_AUTH.
func secretsOf(rawURL string) []string {
	var out []string
	if p := os.Getenv("REDISCLI_AUTH"); p != "" {
		out = append(out, p)
	}
	if u, err := url.Parse(rawURL); err == nil {
		if p, ok := u.User.Password(); ok && p != "" {
			out = append(out, p)
		}
		if p := u.Query().Get("sentinel_password"); p != "" {
			out = append(out, p)
		}
	} else if at := strings.LastIndex(rawURL, "@"); at > 0 {
		// Unparsable: hide everything before the host, which is where a
		// password would be.
		out = append(out, rawURL[:at])
	}
	return out
}

// redact replaces every secret in a message.
func redact(msg string, secrets []string) string {
	for _, s := range secrets {
		if s == "" {
			continue
		}
		msg = strings.ReplaceAll(msg, s, "***")
		if esc := url.QueryEscape(s); esc != s {
			msg = strings.ReplaceAll(msg, esc, "***")
		}
	}
	return msg
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
