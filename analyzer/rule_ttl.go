package analyzer

import (
	"fmt"
	"go/ast"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/rediskeylint/rediskeylint/internal/clients"
	"github.com/rediskeylint/rediskeylint/internal/commands"
	"github.com/rediskeylint/rediskeylint/internal/keyflow"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// ttlMethods are the go-redis methods that give a key a TTL whatever their
// arguments; Set, SetNX and SetXX give one when their expiration is not 0.
var ttlMethods = map[string]bool{
	"EXPIRE": true, "PEXPIRE": true, "EXPIREAT": true, "PEXPIREAT": true, "SETEX": true, "PSETEX": true,
	"EXPIRENX": true, "EXPIREXX": true, "EXPIREGT": true, "EXPIRELT": true, "GETEX": true,
}

// ttlRule reports a key template written by a creating command that is
// never given a TTL anywhere in the package.
type ttlRule struct{}

func (ttlRule) check(s *siteSet, r *reporter) {
	if !s.cfg.Enabled(keyrules.RuleTTL) {
		return
	}
	var withTTL [][]ttlPart
	type write struct {
		site *callSite
		key  keyArg
		t    keyrules.Template
	}
	var writes []write
	for _, site := range s.list {
		setsTTL := setsTTL(s, site)
		cmd := commands.Lookup(site.desc.Command)
		creates := cmd != nil && cmd.CreatesKey() && !setsTTL && !groupWithoutStream(s.pass.TypesInfo, site)
		for _, key := range site.keys {
			for _, t := range key.templates {
				if t.IsUnknown() {
					continue
				}
				if setsTTL {
					if parts := ttlParts(t); !hasTTLKey(withTTL, parts) {
						withTTL = append(withTTL, parts)
					}
				} else if creates {
					writes = append(writes, write{site, key, t})
				}
			}
		}
	}
	for _, w := range writes {
		if !hasTTLKey(withTTL, ttlParts(w.t)) {
			r.at(w.site.call, w.key.expr, keyrules.RuleTTL, fmt.Sprintf(
				"key %q is written by %s but never given a TTL", w.t.String(), w.site.desc.Command))
		}
	}
}

// A ttlPart is one piece of a key as the ttl rule compares keys: literal
// text, adjacent literals merged, or a hole by its label, whatever its
// identity and bounds (user:<int> written by Set is user:<int> expired by
// Expire).
type ttlPart struct {
	// text is the literal text, or the hole's label.
	text string
	hole bool
}

// ttlParts returns the pieces of t.
func ttlParts(t keyrules.Template) []ttlPart {
	var out []ttlPart
	for _, p := range t.Parts {
		switch {
		case p.Hole != nil:
			out = append(out, ttlPart{text: p.Hole.Label(), hole: true})
		case len(out) > 0 && !out[len(out)-1].hole:
			out[len(out)-1].text += p.Lit
		case p.Lit != "":
			out = append(out, ttlPart{text: p.Lit})
		}
	}
	return out
}

// hasTTLKey reports whether keys holds key.
func hasTTLKey(keys [][]ttlPart, key []ttlPart) bool {
	return slices.ContainsFunc(keys, func(k []ttlPart) bool { return slices.Equal(k, key) })
}

// setsTTL reports whether a site gives its keys a TTL.
func setsTTL(s *siteSet, site *callSite) bool {
	command := site.desc.Command
	if ttlMethods[command] || s.expiring[site.call] || site.desc.Expires {
		return true
	}
	if site.args == nil && site.desc.Expiration != nil {
		v := s.pass.TypesInfo.Types[site.desc.Expiration].Value
		return !isIntConst(v, 0)
	}
	if site.args != nil {
		return commands.SetsTTL(commandArgs(s.pass.TypesInfo, site))
	}
	return false
}

// groupWithoutStream reports an XGROUP CREATE that does not create its
// stream: without MKSTREAM (go-redis XGroupCreate rather than
// XGroupCreateMkStream) it fails on a missing key instead.
func groupWithoutStream(info *types.Info, site *callSite) bool {
	if site.desc.Command != "XGROUP|CREATE" {
		return false
	}
	if site.args == nil {
		return !site.desc.MkStream()
	}
	for _, a := range site.args {
		if v, ok := keyflow.ConstString(info, a); ok && strings.EqualFold(v, "MKSTREAM") {
			return false
		}
	}
	return true
}

// A wrapperExpiry says whether the command a wrapper sends gives its key a
// TTL: always (Set(ctx, key, v, time.Hour) inside it), or when the
// wrapper's own expiration parameter is not 0 (cache.Set(ctx, k, v, ttl)
// passing ttl on). Param is 1 + that parameter's index; 0 when there is
// none.
type wrapperExpiry struct {
	Always bool
	Param  int
}

// expiryOf returns the expiry a client site inside fn gives its key.
func expiryOf(info *types.Info, site *callSite, fn *types.Func) wrapperExpiry {
	switch {
	case site.desc.Expires:
		return wrapperExpiry{Always: true}
	case site.args != nil:
		return wrapperExpiry{Always: commands.SetsTTL(commandArgs(info, site))}
	}
	exp := site.desc.Expiration
	if exp == nil {
		return wrapperExpiry{}
	}
	if v := info.Types[exp].Value; v != nil {
		return wrapperExpiry{Always: !isIntConst(v, 0)}
	}
	if id, ok := ast.Unparen(exp).(*ast.Ident); ok {
		if v, ok := info.Uses[id].(*types.Var); ok {
			if i := keyflow.ParamPosition(fn, v); i >= 0 {
				return wrapperExpiry{Param: i + 1}
			}
		}
	}
	return wrapperExpiry{Always: true} // an expiration computed at run time
}

// expires reports whether a call of wrapper fn gives the key a TTL.
func (e wrapperExpiry) expires(info *types.Info, call *ast.CallExpr, fn *types.Func) bool {
	if e.Always {
		return true
	}
	if e.Param == 0 {
		return false
	}
	arg := keyflow.ArgFor(call, fn, e.Param-1)
	if arg == nil {
		return false
	}
	v := info.Types[arg].Value
	return v == nil || !isIntConst(v, 0)
}

// commandArgs returns the command vector of a generic call's site.
func commandArgs(info *types.Info, site *callSite) []commands.Arg {
	args := []commands.Arg{{Value: site.desc.Command, Known: true}}
	for _, a := range site.args {
		v, known := keyflow.ConstString(info, a)
		args = append(args, commands.Arg{Value: v, Known: known})
	}
	return args
}

// expiringChains returns the calls of the builder chains that go on with
// an expiry step (Set().Key(k).Value(v).ExSeconds(60)), so that their key
// steps count as giving the key a TTL.
func expiringChains(pass *analysis.Pass) map[*ast.CallExpr]bool {
	out := make(map[*ast.CallExpr]bool)
	for _, f := range pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok {
				for _, x := range clients.ExpiringChain(pass.TypesInfo, call) {
					out[x] = true
				}
			}
			return true
		})
	}
	return out
}
