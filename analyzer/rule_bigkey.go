package analyzer

import (
	"fmt"
	"go/ast"
	"go/token"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/rediskeylint/rediskeylint/internal/keyflow"
	"github.com/rediskeylint/rediskeylint/internal/sizes"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// The bigkey rule (standards 000, 001, 002: strings under 10 KB,
// collections under 5,000 or 50,000 elements, no DEL of a big key): big
// values and big collections whose size the code fixes at compile time.

// stringValueArgs gives, for the string commands that write a value, the
// index of the value among the command's arguments after its name; MSET
// and MSETNX take every second argument.
var stringValueArgs = map[string]int{
	"SET": 1, "SETNX": 1, "GETSET": 1, "APPEND": 1, "SETEX": 2, "PSETEX": 2, "SETRANGE": 2,
	"MSET": 1, "MSETNX": 1,
}

// elementAdders are the commands that add elements to a collection.
var elementAdders = map[string]bool{
	"SADD": true, "LPUSH": true, "RPUSH": true, "LPUSHX": true, "RPUSHX": true, "LINSERT": true,
	"HSET": true, "HMSET": true, "HSETNX": true, "HINCRBY": true, "HINCRBYFLOAT": true,
	"ZADD": true, "ZINCRBY": true, "GEOADD": true, "XADD": true,
}

// A bigCollection is a key template a loop fills past max-elements.
type bigCollection struct {
	count int
	pos   token.Pos
}

// bigkeyCheck is one run of the bigkey rule over a package.
type bigkeyCheck struct{ *sizeChecks }

// bigkeyRule runs the bigkey rule.
type bigkeyRule struct{}

func (bigkeyRule) check(s *siteSet, r *reporter) { (&bigkeyCheck{newSizeChecks(s, r)}).checkBigKeys() }

// checkBigKeys runs the bigkey rule.
func (c *bigkeyCheck) checkBigKeys() {
	if !c.s.cfg.Enabled(keyrules.RuleBigkey) {
		return
	}
	if c.s.cfg.MaxValueBytes > 0 {
		c.checkBigValues()
	}
	if c.s.cfg.MaxElements > 0 {
		c.checkBigDeletes(c.checkBigCollections())
	}
}

// checkBigValues reports a string value of a size fixed in the code over
// max-value-bytes.
func (c *bigkeyCheck) checkBigValues() {
	for _, site := range c.s.list {
		first, ok := stringValueArgs[site.desc.Command]
		if !ok {
			continue
		}
		for _, v := range c.valueArgs(site, first) {
			size, ok := c.values.Size(v)
			if !ok || size <= c.s.cfg.MaxValueBytes {
				continue
			}
			c.r.at(site.call, v, keyrules.RuleBigkey, about(bigValueSubject{}), fmt.Sprintf(
				"value of %s on key %s is %d bytes, more than max-value-bytes %d; split it into several keys or fields of a hash",
				site.desc.Command, siteKeyName(site), size, c.s.cfg.MaxValueBytes))
		}
	}
}

// valueArgs returns the value arguments of a string-writing site: the
// argument at index first after the command name (and every second one
// after it for MSET) of a generic call, the "value" parameter of a client
// method, the odd arguments of MSet(ctx, k1, v1, ...).
func (c *bigkeyCheck) valueArgs(site *callSite, first int) []ast.Expr {
	pairs := site.desc.Command == "MSET" || site.desc.Command == "MSETNX"
	if site.args != nil {
		var out []ast.Expr
		for i := first; i < len(site.args); i++ {
			if i == first || pairs && (i-first)%2 == 0 {
				out = append(out, site.args[i])
			}
		}
		return out
	}
	fn := keyflow.Callee(c.s.pass.TypesInfo, site.call)
	if fn == nil || site.wrapper != nil {
		return nil
	}
	sig := fn.Signature()
	args := site.desc.Args
	for i := 0; i < sig.Params().Len() && i < len(args); i++ {
		p := sig.Params().At(i)
		last := i == sig.Params().Len()-1
		switch {
		case p.Name() == "value" && !(last && sig.Variadic()):
			return []ast.Expr{args[i]}
		case pairs && last && sig.Variadic() && !site.call.Ellipsis.IsValid():
			var out []ast.Expr
			for j := i + 1; j < len(args); j += 2 {
				out = append(out, args[j])
			}
			return out
		}
	}
	return nil
}

// checkBigCollections reports a collection that loops with constant bounds
// fill past max-elements, and returns those collections by template.
func (c *bigkeyCheck) checkBigCollections() map[keyrules.Shape]bigCollection {
	big := make(map[keyrules.Shape]bigCollection)
	for _, site := range c.s.list {
		if !elementAdders[site.desc.Command] || len(site.keys) == 0 {
			continue
		}
		key := site.keys[0]
		count, bounded := c.perKeyCount(site, key.expr)
		if !bounded {
			continue
		}
		count = sizes.Mul(count, c.elementsPerCall(site))
		if count <= c.s.cfg.MaxElements {
			continue
		}
		for _, t := range key.templates {
			if !t.IsUnknown() {
				if b, ok := big[t.Shape()]; !ok || b.count < count {
					big[t.Shape()] = bigCollection{count: count, pos: site.call.Pos()}
				}
			}
		}
		c.r.at(site.call, site.call, keyrules.RuleBigkey, about(bigCollectionSubject{site.desc.Command}), fmt.Sprintf(
			"key %s gets %s elements from %s in this loop, more than max-elements %d; split it into several keys",
			siteKeyName(site), countText(count), site.desc.Command, c.s.cfg.MaxElements))
	}
	return big
}

// perKeyCount returns how many times the loops around a site run it for
// one value of the key: the product of the constant bounds of the loops
// in which the key stays the same. bounded is false when no such loop has
// a constant bound. Loops outside the function literal the site is in do
// not count.
func (c *bigkeyCheck) perKeyCount(site *callSite, key ast.Expr) (count int, bounded bool) {
	count = 1
	for _, l := range sizes.Enclosing(c.loops, site.call.Pos()) {
		if sizes.InFuncLit(site.call.Pos(), l.Node) {
			break
		}
		if l.Count < 0 || c.values.DeclaredIn(key, l.Node) {
			continue
		}
		count = sizes.Mul(count, l.Count)
		bounded = true
	}
	return count, bounded
}

// elementsPerCall counts the elements one call adds, at least 1.
func (c *bigkeyCheck) elementsPerCall(site *callSite) int {
	var n int
	if site.args != nil {
		n = len(site.args) - 1 // after the key
	} else if site.wrapper == nil && !site.call.Ellipsis.IsValid() && len(site.desc.Args) > 2 {
		n = len(site.desc.Args) - 2 // after ctx and the key
	}
	switch site.desc.Command {
	case "HSET", "HMSET", "ZADD":
		if site.args != nil || !site.call.Ellipsis.IsValid() && site.desc.Command != "ZADD" {
			n /= 2
		}
	case "HSETNX", "HINCRBY", "HINCRBYFLOAT", "ZINCRBY", "LINSERT", "XADD", "GEOADD":
		n = 1
	}
	if n < 1 {
		n = 1
	}
	return n
}

// checkBigDeletes reports DEL of a big collection: Redis frees it before
// it answers, UNLINK in the background.
func (c *bigkeyCheck) checkBigDeletes(big map[keyrules.Shape]bigCollection) {
	if len(big) == 0 {
		return
	}
	for _, site := range c.s.list {
		if site.desc.Command != "DEL" {
			continue
		}
		for _, key := range site.keys {
			for _, t := range key.templates {
				b, ok := big[t.Shape()]
				if !ok {
					continue
				}
				c.r.at(site.call, key.expr, keyrules.RuleBigkey, about(bigDeleteSubject{t.Shape()}), fmt.Sprintf(
					"key %q is a big collection of %s elements; DEL blocks Redis while it frees it: delete it with UNLINK",
					t.String(), countText(b.count)),
					analysis.RelatedInformation{Pos: b.pos, Message: "filled here"})
				break
			}
		}
	}
}

// siteKeyName quotes a site's first key template, or says it is unknown.
func siteKeyName(site *callSite) string {
	if len(site.keys) == 0 || len(site.keys[0].templates) == 0 || site.keys[0].templates[0].IsUnknown() {
		return "of unknown name"
	}
	return fmt.Sprintf("%q", site.keys[0].templates[0].String())
}

// countText writes a count with thousands separators.
func countText(n int) string {
	s := fmt.Sprint(n)
	var b strings.Builder
	for i := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteByte(s[i])
	}
	return b.String()
}
