package analyzer

import (
	"fmt"
	"go/constant"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/rediskeylint/rediskeylint/internal/clients"
	"github.com/rediskeylint/rediskeylint/internal/commands"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// checkKeys runs the per-key rules of keyrules on every template of every
// key, and the unresolved rule.
func (c *checker) checkKeys() {
	strict := c.cfg.Enabled(keyrules.RuleUnresolved)
	for _, site := range c.sites {
		if strict && site.unresolved {
			c.report.at(site.call, site.call, keyrules.RuleUnresolved,
				fmt.Sprintf("keys of %s could not be told from the call", commandLabel(site)))
		}
		forwarding := site.enclosing != nil && len(c.sinks[site.enclosing]) > 0
		for _, key := range site.keys {
			for _, t := range key.templates {
				if t.IsUnknown() {
					// A wrapper's own parameter is checked at its callers.
					if strict && !(forwarding && holdsParam(t, paramIndex(site.enclosing))) {
						c.report.at(site.call, key.expr, keyrules.RuleUnresolved,
							fmt.Sprintf("key of %s could not be rebuilt, so it is not checked", commandLabel(site)))
					}
					continue
				}
				c.report.keyTemplate(key, t)
				for _, f := range c.rules.Check(t) {
					c.report.finding(site, key, t, f)
				}
			}
		}
	}
}

// commandLabel names a site's command for messages.
func commandLabel(site *callSite) string {
	if site.desc.Command == "" {
		return "the command"
	}
	return site.desc.Command
}

// commandHints say why a forbidden or slow command is a problem and what
// to use instead.
var commandHints = map[string]string{
	"KEYS":     "it blocks Redis while it walks every key; iterate with SCAN",
	"FLUSHALL": "it deletes every key of every database",
	"FLUSHDB":  "it deletes every key of the database",
	"HGETALL":  "it reads the whole hash at once; iterate with HSCAN",
	"SMEMBERS": "it reads the whole set at once; iterate with SSCAN",
	"LRANGE":   "0 -1 reads the whole list at once; read it in pages",
	"ZRANGE":   "0 -1 reads the whole sorted set at once; iterate with ZSCAN or read it in pages",
	"SINTER":   "it can walk whole sets; iterate with SSCAN",
	"SUNION":   "it can walk whole sets; iterate with SSCAN",
	"SDIFF":    "it can walk whole sets; iterate with SSCAN",
}

// checkCommands runs the command rule: forbidden commands anywhere, and the
// slow ones the configuration opts into.
func (c *checker) checkCommands() {
	if !c.cfg.Enabled(keyrules.RuleCommand) {
		return
	}
	for _, site := range c.sites {
		command := site.desc.Command
		if command == "" || site.desc.ChainStart != nil {
			continue // a rueidis key step; its command step is a site too
		}
		switch {
		case containsFold(c.cfg.ForbiddenCommands, command):
			msg := fmt.Sprintf("command %s is forbidden", command)
			if hint, ok := commandHints[command]; ok {
				msg += ": " + hint
			}
			c.report.at(site.call, site.call, keyrules.RuleCommand, msg)
		case containsFold(c.cfg.SlowCommands, command):
			if (command == "LRANGE" || command == "ZRANGE") && !c.wholeRange(site) {
				continue
			}
			msg := fmt.Sprintf("command %s is slow on large values", command)
			if hint, ok := commandHints[command]; ok {
				msg += ": " + hint
			}
			c.report.at(site.call, site.call, keyrules.RuleCommand, msg)
		}
	}
}

// wholeRange reports whether a range read asks for everything: its last
// two arguments are the constants 0 and -1.
func (c *checker) wholeRange(site *callSite) bool {
	args := site.args
	if args == nil {
		args = site.desc.Args
	}
	if len(args) < 2 {
		return false
	}
	start, stop := c.pass.TypesInfo.Types[args[len(args)-2]].Value, c.pass.TypesInfo.Types[args[len(args)-1]].Value
	return isIntConst(start, 0) && isIntConst(stop, -1)
}

func isIntConst(v constant.Value, want int64) bool {
	if v == nil {
		return false
	}
	if v.Kind() == constant.String {
		return constant.StringVal(v) == fmt.Sprint(want)
	}
	n, exact := constant.Int64Val(constant.ToInt(v))
	return exact && n == want
}

func containsFold(list []string, s string) bool {
	for _, v := range list {
		if strings.EqualFold(v, s) {
			return true
		}
	}
	return false
}

// typeWords are segments that name a data type (seed 003's type words).
var typeWords = map[string]bool{"string": true, "list": true, "hash": true, "set": true, "zset": true, "stream": true}

// A typedUse is one use of a key template with a command of a data type.
type typedUse struct {
	site *callSite
	key  keyArg
	kind string
}

// checkTypes runs the type rule: one key template used with commands of
// two data types fails with WRONGTYPE at run time, and a type word in
// the key must agree with the commands used on it.
func (c *checker) checkTypes() {
	if !c.cfg.Enabled(keyrules.RuleType) {
		return
	}
	uses := make(map[string][]typedUse)
	var order []string
	for _, site := range c.sites {
		cmd := commands.Lookup(site.desc.Command)
		if cmd == nil {
			continue
		}
		kind := cmd.DataType()
		if kind == "" {
			continue
		}
		for _, key := range site.keys {
			for _, t := range key.templates {
				if word := c.typeWord(t); word != "" && word != kind {
					c.report.at(site.call, key.expr, keyrules.RuleType, fmt.Sprintf(
						"key %q says %s but %s works on a %s", t.String(), word, site.desc.Command, kind))
				}
				if !comparableForType(t) {
					continue
				}
				k := t.String()
				if _, ok := uses[k]; !ok {
					order = append(order, k)
				}
				uses[k] = append(uses[k], typedUse{site, key, kind})
			}
		}
	}
	for _, k := range order {
		list := uses[k]
		first := list[0]
		for _, u := range list[1:] {
			if u.kind == first.kind {
				continue
			}
			c.report.at(u.site.call, u.key.expr, keyrules.RuleType, fmt.Sprintf(
				"key %q is used as a %s by %s here and as a %s by %s elsewhere, which fails with WRONGTYPE",
				k, u.kind, u.site.desc.Command, first.kind, first.site.desc.Command),
				analysis.RelatedInformation{Pos: first.key.expr.Pos(), End: first.key.expr.End(),
					Message: fmt.Sprintf("used as a %s by %s here", first.kind, first.site.desc.Command)})
		}
	}
}

// typeWord returns the type word among a template's literal segments.
func (c *checker) typeWord(t keyrules.Template) string {
	if t.IsUnknown() {
		return ""
	}
	var words []string
	for _, seg := range strings.Split(t.String(), c.cfg.Separator) {
		if typeWords[seg] {
			words = append(words, seg)
		}
	}
	if len(words) != 1 {
		return ""
	}
	return words[0]
}

// comparableForType reports whether two uses of a template rendering the
// same surely name the same keys: it needs at least two literal segments,
// so that a bare "prefix:<string>" of a generic wrapper is not taken for
// one key family.
func comparableForType(t keyrules.Template) bool {
	literal := 0
	for _, seg := range strings.Split(t.String(), ":") {
		if seg != "" && !strings.Contains(seg, "<") {
			literal++
		}
	}
	return literal >= 2
}

// ttlMethods are the go-redis methods that give a key a TTL whatever their
// arguments; Set, SetNX and SetXX give one when their expiration is not 0.
var ttlMethods = map[string]bool{
	"EXPIRE": true, "PEXPIRE": true, "EXPIREAT": true, "PEXPIREAT": true, "SETEX": true, "PSETEX": true,
	"EXPIRENX": true, "EXPIREXX": true, "EXPIREGT": true, "EXPIRELT": true, "GETEX": true,
}

// checkTTL runs the ttl rule: a key template written by a creating command
// that is never given a TTL anywhere in the package.
func (c *checker) checkTTL() {
	if !c.cfg.Enabled(keyrules.RuleTTL) {
		return
	}
	withTTL := make(map[string]bool)
	type write struct {
		site *callSite
		key  keyArg
		t    keyrules.Template
	}
	var writes []write
	for _, site := range c.sites {
		setsTTL := c.setsTTL(site)
		cmd := commands.Lookup(site.desc.Command)
		creates := cmd != nil && cmd.CreatesKey() && !setsTTL && !c.groupWithoutStream(site)
		for _, key := range site.keys {
			for _, t := range key.templates {
				if t.IsUnknown() {
					continue
				}
				if setsTTL {
					withTTL[t.String()] = true
				} else if creates {
					writes = append(writes, write{site, key, t})
				}
			}
		}
	}
	for _, w := range writes {
		if !withTTL[w.t.String()] {
			c.report.at(w.site.call, w.key.expr, keyrules.RuleTTL, fmt.Sprintf(
				"key %q is written by %s but never given a TTL", w.t.String(), w.site.desc.Command))
		}
	}
}

// setsTTL reports whether a site gives its keys a TTL.
func (c *checker) setsTTL(site *callSite) bool {
	if c.expiring == nil {
		c.expiring = c.rueidisExpiring()
	}
	command := site.desc.Command
	if ttlMethods[command] || c.expiring[site.call] {
		return true
	}
	switch command {
	case "SET", "SETNX", "SETXX":
		if site.args == nil && site.desc.Client == clients.GoRedis && len(site.desc.Args) >= 4 {
			// Set(ctx, key, value, expiration): 0 means no expiry.
			v := c.pass.TypesInfo.Types[site.desc.Args[3]].Value
			return !isIntConst(v, 0)
		}
	}
	if site.args != nil {
		args := []commands.Arg{{Value: command, Known: true}}
		for _, a := range site.args {
			v, known := constString(c.pass.TypesInfo, a)
			args = append(args, commands.Arg{Value: v, Known: known})
		}
		return commands.SetsTTL(args)
	}
	return false
}

// groupWithoutStream reports an XGROUP CREATE that does not create its
// stream: without MKSTREAM (go-redis XGroupCreate rather than
// XGroupCreateMkStream) it fails on a missing key instead.
func (c *checker) groupWithoutStream(site *callSite) bool {
	if site.desc.Command != "XGROUP|CREATE" {
		return false
	}
	if site.args == nil {
		return !strings.HasSuffix(site.desc.Method, "MkStream")
	}
	for _, a := range site.args {
		if v, ok := constString(c.pass.TypesInfo, a); ok && strings.EqualFold(v, "MKSTREAM") {
			return false
		}
	}
	return true
}
