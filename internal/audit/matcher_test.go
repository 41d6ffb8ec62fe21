package audit

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestMatcherHoleClasses(t *testing.T) {
	tests := []struct {
		template string
		key      string
		want     bool
	}{
		{"user:<int>:profile", "user:42:profile", true},
		{"user:<int>:profile", "user:-42:profile", true},
		{"user:<int>:profile", "user:4-2:profile", false},
		{"user:<int>:profile", "user:-:profile", false},
		{"user:<int>:profile", "user::profile", false},
		{"user:<int>:profile", "user:abc:profile", false},
		{"user:<int>:profile", "user:42:profile:x", false},
		{"user:<int>:profile", "User:42:profile", false},
		{"user:<uint>", "user:-1", false},
		{"user:<uint>", "user:007", true},
		{"user:<int>", "user:123456789012345678901", false}, // 21 digits: longer than any int64
		{"tok:<hex>", "tok:00ff", true},
		{"tok:<hex>", "tok:00fg", false},
		{"flag:<bool>", "flag:true", true},
		{"flag:<bool>", "flag:yes", false},
		{"price:<float>", "price:1.5e3", true},
		{"price:<float>", "price:1,5", false},
		{"name:<quoted>", `name:"bob"`, true},
		{"name:<quoted>", "name:bob", false},
		{"ids:<list>", "ids:[1 2]", true},
		{"ids:<list>", "ids:1 2", false},
		{"pt:<struct>", "pt:{1 2}", true},
		{"m:<map>", "m:map[a:1]", true},
		{"seen:<int>:<time>", "seen:1:2026-01-02 15:04:05 +0000 UTC", true},
		{"seen:<int>:<time>", "seen:1:short", false},
		{"cache:<string>", "cache:", true},
		{"cache:<string>", "cache:a:b:c", true},
		{"<string>:cart", "user:1:cart", true},
		{"<string>:cart", "user:1:carts", false},
		{"a:<int><int>", "a:12", true},
		{"a:<int>:<string>:b", "a:1:x:b:y:b", true},
		{"a:<int>:<string>:b", "a:1:x:b:y:c", false},
		{"<b>:<int>", "<b>:1", true}, // not a hole kind: literal text
		{"lit", "lit", true},
		{"lit", "lit2", false},
	}
	for _, tt := range tests {
		m := NewMatcher([]string{tt.template})
		got := m.Match(tt.key) == 0
		assert.Equal(t, tt.want, got, "%q against %q", tt.key, tt.template)
	}
}

func TestMatcherMostSpecificWins(t *testing.T) {
	templates := []string{
		"user:<string>",
		"user:<int>:profile",
		"user:<string>:profile",
		"user:admin:profile",
		"<string>:profile",
		"<string>",
		"order:<int>",
	}
	m := NewMatcher(templates)
	tests := map[string]string{
		"user:1:profile":     "user:<int>:profile",
		"user:bob:profile":   "user:<string>:profile",
		"user:admin:profile": "user:admin:profile",
		"user:1:cart":        "user:<string>",
		"team:1:profile":     "<string>:profile",
		"order:7":            "order:<int>",
	}
	for key, want := range tests {
		i := m.Match(key)
		if assert.GreaterOrEqual(t, i, 0, key) {
			assert.Equal(t, want, m.Name(i), key)
		}
	}
	// The all-unknown template is not indexed: it would swallow every orphan.
	assert.Equal(t, -1, m.Match("order:x"))
	assert.Equal(t, -1, m.Match(""))
}

func TestMatcherPrefixSharedAcrossTemplates(t *testing.T) {
	// Templates whose prefixes are prefixes of each other each get tried.
	m := NewMatcher([]string{"a<int>", "ab<int>", "abc:<int>", "abc:x"})
	assert.Equal(t, "a<int>", m.Name(m.Match("a1")))
	assert.Equal(t, "ab<int>", m.Name(m.Match("ab1")))
	assert.Equal(t, "abc:<int>", m.Name(m.Match("abc:1")))
	assert.Equal(t, "abc:x", m.Name(m.Match("abc:x")))
	assert.Equal(t, -1, m.Match("abd"))
}

func TestShape(t *testing.T) {
	tests := map[string]string{
		"session:123": "session:<int>",
		"session:-5":  "session:<int>",
		"session:8f14e45fceea167a5a36dedd4bea2543": "session:<hex>",
		"job:550e8400-e29b-41d4-a716-446655440000": "job:<uuid>",
		"tok:aZ3kP9qLmN2xYv8Rt":                    "tok:<id>",
		"user123:cart":                             "user<int>:cart",
		"legacy:Cache:v2":                          "legacy:Cache:v<int>",
		"a::b:":                                    "a::b:",
		"plain":                                    "plain",
		"deadbeef:x":                               "deadbeef:x",
	}
	for key, want := range tests {
		assert.Equal(t, want, Shape(key, ':'), key)
	}
	assert.Equal(t, "z.i.<int>", Shape("z.i.77", '.'))
}

func TestExpiryPeakFindsMajority(t *testing.T) {
	var e expiryPeak
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 10000; i++ {
		if i%2 == 0 {
			e.add(1_700_000_000)
		} else {
			e.add(1_700_000_000 + 1 + r.Int64N(100000))
		}
	}
	second, n := e.peak()
	assert.Equal(t, int64(1_700_000_000), second)
	assert.GreaterOrEqual(t, n, int64(5000-10000/(expiryPeakCounters+1)))
	assert.LessOrEqual(t, n, int64(5000))
	assert.LessOrEqual(t, len(e.counts), expiryPeakCounters)
}

func TestExampleHeapKeepsBiggest(t *testing.T) {
	var h exampleHeap
	for i := int64(1); i <= 100; i++ {
		h.offer(Example{Key: fmt.Sprint(i), Size: (i * 37) % 101}, 3)
	}
	got := h.sorted()
	assert.Equal(t, []int64{100, 99, 98}, []int64{got[0].Size, got[1].Size, got[2].Size})
}

// benchTemplates builds n templates in namespaces that share prefixes, as
// a real catalog does.
func benchTemplates(n int) []string {
	ts := make([]string, 0, n)
	for i := 0; len(ts) < n; i++ {
		ns := fmt.Sprintf("svc%d", i%20)
		ts = append(ts,
			fmt.Sprintf("%s:entity%d:<int>", ns, i),
			fmt.Sprintf("%s:entity%d:<int>:field%d", ns, i, i%7),
			fmt.Sprintf("%s:entity%d:<string>:idx", ns, i),
		)
	}
	return ts[:n]
}

func benchKeys(n int) []string {
	r := rand.New(rand.NewPCG(3, 4))
	keys := make([]string, n)
	for i := range keys {
		e := r.IntN(70)
		switch r.IntN(4) {
		case 0:
			keys[i] = fmt.Sprintf("svc%d:entity%d:%d", e%20, e, r.IntN(1_000_000))
		case 1:
			keys[i] = fmt.Sprintf("svc%d:entity%d:%d:field%d", e%20, e, r.IntN(1_000_000), e%7)
		case 2:
			keys[i] = fmt.Sprintf("svc%d:entity%d:name%d:idx", e%20, e, r.IntN(1000))
		default:
			keys[i] = fmt.Sprintf("orphan:thing:%d", r.IntN(1_000_000))
		}
	}
	return keys
}

// BenchmarkMatch measures matching against 200 templates through the
// prefix index, against the same work done by trying every template.
func BenchmarkMatch(b *testing.B) {
	templates := benchTemplates(200)
	keys := benchKeys(4096)
	m := NewMatcher(templates)
	b.Run("indexed", func(b *testing.B) {
		for i := 0; b.Loop(); i++ {
			m.Match(keys[i%len(keys)])
		}
	})
	b.Run("every-template", func(b *testing.B) {
		for i := 0; b.Loop(); i++ {
			key := keys[i%len(keys)]
			best := -1
			for t := range m.patterns {
				if (best < 0 || m.moreSpecific(t, best)) && m.patterns[t].match(key) {
					best = t
				}
			}
		}
	})
}

func BenchmarkShape(b *testing.B) {
	keys := benchKeys(4096)
	for i := 0; b.Loop(); i++ {
		Shape(keys[i%len(keys)], ':')
	}
}
