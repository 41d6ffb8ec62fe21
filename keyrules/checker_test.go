package keyrules

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// ruleCase is one template checked under one rule alone.
type ruleCase struct {
	name string
	edit func(*Config) // on top of the defaults; nil for none
	t    Template
	want []string // as show renders them
}

func runRuleCases(t *testing.T, rule RuleID, cases []ruleCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			edits := []func(*Config){}
			if tc.edit != nil {
				edits = append(edits, tc.edit)
			}
			c := checker(t, only(rule, edits...))
			got := c.Check(tc.t)
			validFindings(t, tc.t, got)
			want := tc.want
			if want == nil {
				want = []string{}
			}
			assert.Equal(t, want, showAll(got))
		})
	}
}

func TestCheckSeparator(t *testing.T) {
	runRuleCases(t, RuleSeparator, []ruleCase{
		{name: "clean", t: tpl("user:", Int, ":profile")},
		{name: "open end before a hole", t: tpl("user:", Int)},
		{name: "empty segment", t: tpl("user::1"),
			want: []string{`separator 0[5:6] key "user::1" has an empty segment | Remove the empty segment -> ""`}},
		{name: "empty segment across parts", t: tpl("user:", ":1"),
			want: []string{`separator 1[0:1] key "user::1" has an empty segment | Remove the empty segment -> ""`}},
		{name: "hole between separators", t: tpl("user:", Unknown, ":1")},
		{name: "leading", t: tpl(":user:1"),
			want: []string{`separator 0[0:1] key ":user:1" starts with the separator ":" | Remove the leading separator -> ""`}},
		{name: "leading after an empty part", t: tpl("", ":user:1"),
			want: []string{`separator 1[0:1] key ":user:1" starts with the separator ":" | Remove the leading separator -> ""`}},
		{name: "hole first", t: tpl(Int, ":user")},
		{name: "trailing", t: tpl("user:1:"),
			want: []string{`separator 0[6:7] key "user:1:" ends with the separator ":" | Remove the trailing separator -> ""`}},
		{name: "trailing then empty part", t: tpl("user:", Int, ":", ""),
			want: []string{`separator 2[0:1] key "user:<int>:" ends with the separator ":" | Remove the trailing separator -> ""`}},
		{name: "only a separator", t: tpl(":"),
			want: []string{`separator 0[0:1] key ":" starts with the separator ":" | Remove the leading separator -> ""`}},
		{name: "foreign", t: tpl("user.profile:", Int),
			want: []string{`separator 0[4:5] key "user.profile:<int>" uses "." between words instead of ":" | Replace "." with ":" -> ":"`}},
		{name: "foreign before a hole", t: tpl("user/", Int),
			want: []string{`separator 0[4:5] key "user/<int>" uses "/" between words instead of ":" | Replace "/" with ":" -> ":"`}},
		{name: "foreign not between words", t: tpl("user.:1")},
		{name: "several foreign", t: tpl("a|b;c"),
			want: []string{
				`separator 0[1:2] key "a|b;c" uses "|" between words instead of ":" | Replace "|" with ":" -> ":"`,
				`separator 0[3:4] key "a|b;c" uses ";" between words instead of ":" | Replace ";" with ":" -> ":"`,
			}},
		{name: "time renders the separator", t: tpl("event:", Time),
			want: []string{`separator -1[0:0] key "event:<time>" holds a <time> value that can render the separator ":"`}},
		{name: "float renders a foreign separator", t: tpl("price:", Float),
			want: []string{`separator -1[0:0] key "price:<float>" holds a <float> value that can render "." instead of the separator ":"`}},
		{name: "float under the dotted separator", edit: func(c *Config) { c.Separator, c.ForeignSeparators = ".", "/|;," },
			t:    tpl("a.b.", Float),
			want: []string{`separator -1[0:0] key "a.b.<float>" holds a <float> value that can render the separator "."`}},
		{name: "custom foreign separators", edit: func(c *Config) { c.ForeignSeparators = "#" }, t: tpl("a.b#c"),
			want: []string{`separator 0[3:4] key "a.b#c" uses "#" between words instead of ":" | Replace "#" with ":" -> ":"`}},
		{name: "int hole is clean", t: tpl("a:", Int, ":", Uint, ":", Hex, ":", Bool)},
	})
}

func TestCheckCase(t *testing.T) {
	runRuleCases(t, RuleCase, []ruleCase{
		{name: "clean snake", t: tpl("order:status:order_id:98765")},
		{name: "pascal word", t: tpl("User:", Int, ":profile"),
			want: []string{`case 0[0:4] key "User:<int>:profile" segment "User" is not snake_case | Rename segment to user -> "user"`}},
		{name: "camel word", t: tpl("orderStatusOrderId98765"),
			want: []string{`case 0[0:23] key "orderStatusOrderId98765" segment "orderStatusOrderId98765" is not snake_case | Rename segment to order_status_order_id98765 -> "order_status_order_id98765"`}},
		{name: "fragment ends in the joiner", t: tpl("order_", Int, ":x")},
		{name: "fragment starts with the joiner", t: tpl("user:", Int, "_name")},
		{name: "bad fragment with joiner", t: tpl("orderStatus_", Int),
			want: []string{`case 0[0:11] key "orderStatus_<int>" segment "orderStatus" is not snake_case | Rename segment to order_status -> "order_status"`}},
		{name: "double joiner", t: tpl("order__", Int),
			want: []string{`case 0[0:6] key "order__<int>" segment "order_" is not snake_case | Rename segment to order -> "order"`}},
		{name: "joiner not next to a hole", t: tpl("order_:1"),
			want: []string{`case 0[0:6] key "order_:1" segment "order_" is not snake_case | Rename segment to order -> "order"`}},
		{name: "hash tag braces are structure", t: tpl("{user:1}:cart")},
		{name: "foreign separator splits words", t: tpl("user.Profile:1"),
			want: []string{`case 0[5:12] key "user.Profile:1" segment "Profile" is not snake_case | Rename segment to profile -> "profile"`}},
		{name: "charset characters split words", t: tpl("user name:1")},
		{name: "no fix for other characters", t: tpl("user@host:1"),
			want: []string{`case 0[0:9] key "user@host:1" segment "user@host" is not snake_case`}},
		{name: "word across parts", t: tpl("us", "Er:1"),
			want: []string{`case 0[0:2] key "usEr:1" segment "usEr" is not snake_case`}},
		{name: "upper", edit: func(c *Config) { c.Case = CaseUpper }, t: tpl("PRO:USER:", Int, ":Uid"),
			want: []string{`case 2[1:4] key "PRO:USER:<int>:Uid" segment "Uid" is not UPPERCASE | Rename segment to UID -> "UID"`}},
		{name: "camel", edit: func(c *Config) { c.Case = CaseCamel }, t: tpl("userAdmin:user_id:", Int),
			want: []string{`case 0[10:17] key "userAdmin:user_id:<int>" segment "user_id" is not camelCase | Rename segment to userId -> "userId"`}},
		{name: "camel fragment after a hole", edit: func(c *Config) { c.Case = CaseCamel }, t: tpl("user", Int, "Name:x")},
		{name: "camel fragment after a hole with underscore", edit: func(c *Config) { c.Case = CaseCamel }, t: tpl("user", Int, "_name:x"),
			want: []string{`case 2[0:5] key "user<int>_name:x" segment "_name" is not camelCase | Rename segment to Name -> "Name"`}},
		{name: "pascal", edit: func(c *Config) { c.Case = CasePascal }, t: tpl("UserAdmin:userId"),
			want: []string{`case 0[10:16] key "UserAdmin:userId" segment "userId" is not PascalCase | Rename segment to UserId -> "UserId"`}},
		{name: "kebab", edit: func(c *Config) { c.Case = CaseKebab }, t: tpl("user-admin:", Int, ":order_id"),
			want: []string{`case 2[1:9] key "user-admin:<int>:order_id" segment "order_id" is not kebab-case | Rename segment to order-id -> "order-id"`}},
		{name: "lower", edit: func(c *Config) { c.Case = CaseLower }, t: tpl("z.i.reg.xxx:Key"),
			want: []string{`case 0[12:15] key "z.i.reg.xxx:Key" segment "Key" is not lowercase | Rename segment to key -> "key"`}},
		{name: "any", edit: func(c *Config) { c.Case = CaseAny }, t: tpl("Whatever:YOU_like:x-y")},
		{name: "digits always pass", edit: func(c *Config) { c.Case = CasePascal }, t: tpl("User:123")},
		{name: "fragment delimited from its value", t: tpl("order-", Int),
			want: []string{`case 0[0:6] key "order-<int>" segment "order-" is not snake_case | Rename segment to order_ -> "order_"`}},
		{name: "fragment delimited from values on both sides", t: tpl(Unknown, "-Msg-", Int),
			want: []string{`case 1[0:5] key "<string>-Msg-<int>" segment "-Msg-" is not snake_case | Rename segment to _msg_ -> "_msg_"`}},
		{name: "fragment delimited after a value", edit: func(c *Config) { c.Case = CaseKebab }, t: tpl("jobs:", Unknown, "_Lock"),
			want: []string{`case 2[0:5] key "jobs:<string>_Lock" segment "_Lock" is not kebab-case | Rename segment to -lock -> "-lock"`}},
		{name: "punctuation between holes is no word", t: tpl(Unknown, "-", Unknown, "-", Int)},
		{name: "punctuation between holes under kebab", edit: func(c *Config) { c.Case = CaseKebab }, t: tpl(Unknown, "_", Int)},
	})
}

func TestCheckLength(t *testing.T) {
	long := "k:" + string(make([]byte, 0))
	for len(long) < 140 {
		long += "x"
	}
	runRuleCases(t, RuleLength, []ruleCase{
		{name: "short", t: tpl("user:", Int)},
		{name: "definite", t: tpl(long),
			want: []string{`length -1[0:0] key "` + shorten(long) + `" is 140 bytes long, more than max-length 128`}},
		{name: "definite with a hole", t: tpl(long[:120], ":", Time),
			want: []string{`length -1[0:0] key "` + shorten(long[:120]+":<time>") + `" is at least 140 bytes long, more than max-length 128`}},
		{name: "possible", t: tpl(long[:100], ":", Int, ":", Int),
			want: []string{`length -1[0:0] key "` + shorten(long[:100]+":<int>:<int>") + `" can be 142 bytes long, more than max-length 128`}},
		{name: "unbounded hole says nothing", t: tpl(long[:100], ":", Unknown)},
		{name: "struct-literal hole gets its kind's bounds", t: tpl(long[:100], ":", &Hole{Kind: Int}, ":", &Hole{Kind: Int}),
			want: []string{`length -1[0:0] key "` + shorten(long[:100]+":<int>:<int>") + `" can be 142 bytes long, more than max-length 128`}},
		{name: "max-length off", edit: func(c *Config) { c.MaxLength = 0 }, t: tpl(long)},
		{name: "min-length", edit: func(c *Config) { c.MinLength = 8 }, t: tpl("a:b"),
			want: []string{`length -1[0:0] key "a:b" is 3 bytes long, less than min-length 8`}},
		{name: "min-length with bounded holes", edit: func(c *Config) { c.MinLength = 30 }, t: tpl("a:", Int),
			want: []string{`length -1[0:0] key "a:<int>" is at most 22 bytes long, less than min-length 30`}},
		{name: "min-length with an unbounded hole", edit: func(c *Config) { c.MinLength = 30 }, t: tpl("a:", Unknown)},
		{name: "max-segment-length", edit: func(c *Config) { c.MaxSegmentLength = 5 }, t: tpl("user:profile:", Int),
			want: []string{`length 0[5:12] key "user:profile:<int>" segment "profile" is 7 bytes long, more than max-segment-length 5`}},
		{name: "max-segment-length with a hole", edit: func(c *Config) { c.MaxSegmentLength = 20 }, t: tpl("user:at_", Time),
			want: []string{`length -1[0:0] key "user:at_<time>" segment "at_<time>" is at least 22 bytes long, more than max-segment-length 20`}},
		{name: "segment-max-lengths", edit: func(c *Config) { c.SegmentMaxLengths = []int{3, 0, 3} }, t: tpl("team:project:func:key"),
			want: []string{
				`length 0[0:4] key "team:project:func:key" segment "team" is 4 bytes long, more than segment-max-lengths[0] 3`,
				`length 0[13:17] key "team:project:func:key" segment "func" is 4 bytes long, more than segment-max-lengths[2] 3`,
			}},
		{name: "last-segment-max-length", edit: func(c *Config) { c.LastSegmentMaxLength = 5 }, t: tpl("a:b:abcdef"),
			want: []string{`length 0[4:10] key "a:b:abcdef" segment "abcdef" is 6 bytes long, more than last-segment-max-length 5`}},
		{name: "last segment a bounded hole", edit: func(c *Config) { c.LastSegmentMaxLength = 5 }, t: tpl("a:b:", Int)},
	})
}

func TestCheckCharset(t *testing.T) {
	runRuleCases(t, RuleCharset, []ruleCase{
		{name: "clean", t: tpl("user:", Int, ":", Unknown)},
		{name: "space", t: tpl("user name:1"),
			want: []string{`charset 0[4:5] key "user name:1" contains a space`}},
		{name: "each character once per part", t: tpl("a b c*d*e", ":x y"),
			want: []string{
				`charset 0[1:2] key "a b c*d*e:x y" contains a space`,
				`charset 0[5:6] key "a b c*d*e:x y" contains '*'`,
				`charset 1[2:3] key "a b c*d*e:x y" contains a space`,
			}},
		{name: "whitespace and controls", t: tpl("a\tb\nc\rd\x01e\x7f"),
			want: []string{
				`charset 0[1:2] key "a\tb\nc\rd\x01e\x7f" contains a tab`,
				`charset 0[3:4] key "a\tb\nc\rd\x01e\x7f" contains a newline`,
				`charset 0[5:6] key "a\tb\nc\rd\x01e\x7f" contains a carriage return`,
				`charset 0[7:8] key "a\tb\nc\rd\x01e\x7f" contains the control character U+0001`,
				`charset 0[9:10] key "a\tb\nc\rd\x01e\x7f" contains the control character U+007F`,
			}},
		{name: "default forbidden", t: tpl(`a'b"c` + "`d\\e*f?g[h]"),
			want: []string{
				`charset 0[1:2] key "a'b\"c` + "`" + `d\\e*f?g[h]" contains "'"`,
				`charset 0[3:4] key "a'b\"c` + "`" + `d\\e*f?g[h]" contains '"'`,
				`charset 0[5:6] key "a'b\"c` + "`" + `d\\e*f?g[h]" contains '` + "`" + `'`,
				`charset 0[7:8] key "a'b\"c` + "`" + `d\\e*f?g[h]" contains '\'`,
				`charset 0[9:10] key "a'b\"c` + "`" + `d\\e*f?g[h]" contains '*'`,
				`charset 0[11:12] key "a'b\"c` + "`" + `d\\e*f?g[h]" contains '?'`,
				`charset 0[13:14] key "a'b\"c` + "`" + `d\\e*f?g[h]" contains '['`,
				`charset 0[15:16] key "a'b\"c` + "`" + `d\\e*f?g[h]" contains ']'`,
			}},
		{name: "custom forbidden", edit: func(c *Config) { c.ForbiddenChars = "#" }, t: tpl("a#b*c"),
			want: []string{`charset 0[1:2] key "a#b*c" contains '#'`}},
		{name: "non-ASCII allowed", t: tpl("用户:1")},
		{name: "unicode space", t: tpl("a\u3000b:1"),
			want: []string{`charset 0[1:4] key "a\u3000b:1" contains the space character U+3000`}},
		{name: "unicode control", t: tpl("a\u009bb:1"),
			want: []string{`charset 0[1:3] key "a\u009bb:1" contains the control character U+009B`}},
		{name: "invalid UTF-8 allowed", t: tpl("a\xffb:1")},
		{name: "ascii-only", edit: func(c *Config) { c.ASCIIOnly = true }, t: tpl("用户:é:\xff"),
			want: []string{`charset 0[0:3] key "用户:é:\xff" contains the non-ASCII character '用'`}},
		{name: "ascii-only per part", edit: func(c *Config) { c.ASCIIOnly = true }, t: tpl("a:é", ":\xff"),
			want: []string{
				`charset 0[2:4] key "a:é:\xff" contains the non-ASCII character 'é'`,
				`charset 1[1:2] key "a:é:\xff" contains the byte 0xff, which is not ASCII`,
			}},
		{name: "quoted hole", t: tpl("user:", Quoted),
			want: []string{`charset -1[0:0] key "user:<quoted>" holds a <quoted> value that renders '"'`}},
		{name: "time hole", t: tpl("event:", Time),
			want: []string{`charset -1[0:0] key "event:<time>" holds a <time> value that renders a space`}},
		{name: "composite hole", t: tpl("user:", Composite),
			want: []string{`charset -1[0:0] key "user:<value>" holds a <value> value that can render a space, '[' and ']'`}},
		{name: "named hole", t: tpl("user:", &Hole{Kind: Quoted, Name: "name"}),
			want: []string{`charset -1[0:0] key "user:<name>" holds a <name> value that renders '"'`}},
		{name: "quoted allowed when not forbidden", edit: func(c *Config) { c.ForbiddenChars = "" }, t: tpl("user:", Quoted)},
	})
}

// TestCheckValueText reads the text a value renders as characters, not
// words: no case, namespace or foreign-separator finding on it, but its
// spaces, its separators and its length count.
func TestCheckValueText(t *testing.T) {
	ns := func(c *Config) { c.Namespaces = []string{"worker"} }
	runRuleCases(t, RuleCase, []ruleCase{
		{name: "id made by Sprintf", t: tpl("worker:", Unknown, ":", valueText("<int>-Poller"), ":heartbeat")},
		{name: "negative number", t: tpl("role:", valueText("-100"), ":perms")},
		{name: "helper's id", t: tpl("conv:", valueText("GroupConv_"), Unknown, ":messages")},
		{name: "a word next to a value", t: tpl("conv:Group", valueText("Conv_1"), ":x"),
			want: []string{`case 0[5:10] key "conv:GroupConv_1:x" segment "Group" is not snake_case | Rename segment to group -> "group"`}},
		{name: "a word after the value's segment", t: tpl("conv:", valueText("si_1:"), "Messages"),
			want: []string{`case 2[0:8] key "conv:si_1:Messages" segment "Messages" is not snake_case | Rename segment to messages -> "messages"`}},
	})
	runRuleCases(t, RuleNamespace, []ruleCase{
		{name: "a value's namespace", edit: ns, t: tpl(valueText("Host"), ":1")},
	})
	runRuleCases(t, RuleCharset, []ruleCase{
		{name: "a space in a value", t: tpl("tag:", valueText("big one")),
			want: []string{`charset 1[3:4] key "tag:big one" contains a space`}},
	})
	runRuleCases(t, RuleSeparator, []ruleCase{
		{name: "a foreign separator a value renders", t: tpl("list:", valueText("7.chat"), ":meta")},
		{name: "a foreign separator of the key's own words", t: tpl("list.", valueText("x7"), ":meta"),
			want: []string{`separator 0[4:5] key "list.x7:meta" uses "." between words instead of ":" | Replace "." with ":" -> ":"`}},
		{name: "the separator a value renders", t: tpl("list:", valueText(":x")),
			want: []string{`separator 1[0:1] key "list::x" has an empty segment | Remove the empty segment -> ""`}},
	})
	runRuleCases(t, RuleDepth, []ruleCase{
		{name: "a value's separators are levels", t: tpl("w:", valueText("a:b:c:d:e:f")),
			want: []string{`depth -1[0:0] key "w:a:b:c:d:e:f" has 7 segments, more than max-depth 6`}},
	})
}

// TestCheckByteHoles reports what raw bytes and JSON text can hold: a
// key typed only as a string would be assumed clean.
func TestCheckByteHoles(t *testing.T) {
	runRuleCases(t, RuleCharset, []ruleCase{
		{name: "raw bytes", t: tpl("session:", Bytes), want: []string{
			`charset -1[0:0] key "session:<bytes>" holds a <bytes> value that can render a tab, control characters, '"', "'", '*', '?', '[', '\', ']' and '` + "`'",
		}},
		{name: "json", t: tpl("cache:", JSON), want: []string{
			`charset -1[0:0] key "cache:<json>" holds a <json> value that can render a space, '"', "'", '*', '?', '[', '\', ']' and '` + "`'",
		}},
	})
	runRuleCases(t, RuleHashtag, []ruleCase{
		{name: "raw bytes", t: tpl("session:", Bytes),
			want: []string{`hashtag -1[0:0] key "session:<bytes>" holds a <bytes> value that can render "{", an accidental hash tag`}},
		{name: "json", t: tpl("cache:", JSON),
			want: []string{`hashtag -1[0:0] key "cache:<json>" holds a <json> value that can render "{", an accidental hash tag`}},
	})
}

// TestOneFindingPerValue reports what one value can render that the
// rules report as one finding: the thing to fix is the value's rendering.
// It stands under charset when that names characters, else hashtag, else
// separator, so that turning a rule off silences its part.
func TestOneFindingPerValue(t *testing.T) {
	bytesKey := tpl("session:", Bytes, ":data")
	cases := []struct {
		name string
		cfg  func(*Config)
		t    Template
		want []string
	}{
		{name: "every rule", t: bytesKey, want: []string{
			`charset -1[0:0] key "session:<bytes>:data" holds a <bytes> value that can render a tab, control characters, '"', "'", '*', '?', '[', '\', ']', '` + "`'" + `, the separator ":" and "{", an accidental hash tag`,
		}},
		{name: "charset off", cfg: func(c *Config) { c.Disable = []string{string(RuleCharset)} }, t: bytesKey, want: []string{
			`hashtag -1[0:0] key "session:<bytes>:data" holds a <bytes> value that can render the separator ":" and "{", an accidental hash tag`,
		}},
		{name: "separator alone", cfg: func(c *Config) { c.Disable = []string{string(RuleCharset), string(RuleHashtag)} }, t: bytesKey, want: []string{
			`separator -1[0:0] key "session:<bytes>:data" holds a <bytes> value that can render the separator ":"`,
		}},
		{name: "always and can", t: tpl("seen:", Map), want: []string{
			`charset -1[0:0] key "seen:<map>" holds a <map> value that renders '[' and ']', and can render a space and the separator ":"`,
		}},
		{name: "after the first tag", t: tpl("{user}:", Struct), want: []string{
			`charset -1[0:0] key "{user}:<struct>" holds a <struct> value that can render a space`,
		}},
		{name: "one per hole", t: tpl("a:", Time, ":", Float), want: []string{
			`charset -1[0:0] key "a:<time>:<float>" holds a <time> value that renders a space and can render the separator ":"`,
			`separator -1[0:0] key "a:<time>:<float>" holds a <float> value that can render "." instead of the separator ":"`,
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := checker(t, tc.cfg)
			var got []Finding
			for _, f := range c.Check(tc.t) {
				if f.Problem.Check == CheckHoleRenders {
					got = append(got, f)
				}
			}
			validFindings(t, tc.t, got)
			assert.Equal(t, tc.want, showAll(got))
			for _, f := range got {
				assert.Equal(t, CheckHoleRenders, f.Problem.Check)
			}
		})
	}
}

func TestCheckDepth(t *testing.T) {
	runRuleCases(t, RuleDepth, []ruleCase{
		{name: "two", t: tpl("user:", Int)},
		{name: "six", t: tpl("a:b:c:d:e:f")},
		{name: "one", t: tpl("orderStatusOrderId98765"),
			want: []string{`depth -1[0:0] key "orderStatusOrderId98765" has 1 segment, fewer than min-depth 2`}},
		{name: "one with an int", t: tpl("counter", Int),
			want: []string{`depth -1[0:0] key "counter<int>" has 1 segment, fewer than min-depth 2`}},
		{name: "unknown may hold separators", t: tpl("lock", Unknown)},
		{name: "time may hold separators", t: tpl("at", Time)},
		{name: "seven", t: tpl("user:profile:personal:information:unique:identifier:", Int),
			want: []string{`depth -1[0:0] key "user:profile:personal:information:unique:identifier:<int>" has 7 segments, more than max-depth 6`}},
		{name: "three under min-depth 4", edit: func(c *Config) { c.MinDepth, c.MaxDepth = 4, 4 }, t: tpl("a:b:c"),
			want: []string{`depth -1[0:0] key "a:b:c" has 3 segments, fewer than min-depth 4`}},
		{name: "bounds off", edit: func(c *Config) { c.MinDepth, c.MaxDepth = 0, 0 }, t: tpl("a:b:c:d:e:f:g:h:i:j:k:l:m:n:o:p:q:r")},
		{name: "hash tag segments", t: tpl("{user:1}:cart")},
		// A doubled separator is the separator rule's one finding.
		{name: "empty segment not counted", t: tpl("app:user::profile:a:b:", Int)},
		{name: "seven with an empty one", t: tpl("a:b:c::d:e:f:g"),
			want: []string{`depth -1[0:0] key "a:b:c::d:e:f:g" has 7 segments, more than max-depth 6`}},
	})
}

func TestCheckNamespace(t *testing.T) {
	ns := func(c *Config) { c.Namespaces = []string{"a", "b"} }
	prefix := func(c *Config) { c.Prefix = "app:" }
	runRuleCases(t, RuleNamespace, []ruleCase{
		{name: "off by default", t: tpl("foo:1")},
		{name: "in namespaces", edit: ns, t: tpl("a:", Int)},
		{name: "not in namespaces", edit: ns, t: tpl("foo:1"),
			want: []string{`namespace 0[0:3] key "foo:1" segment "foo" is not one of the namespaces a, b`}},
		{name: "namespace across parts", edit: ns, t: tpl("fo", "o:1"),
			want: []string{`namespace -1[0:0] key "foo:1" segment "foo" is not one of the namespaces a, b`}},
		{name: "namespace from a hole", edit: ns, t: tpl(Unknown, ":1")},
		{name: "with prefix", edit: prefix, t: tpl("app:user:", Int)},
		{name: "prefix across parts", edit: prefix, t: tpl("ap", "p:user")},
		{name: "prefix up to a hole", edit: prefix, t: tpl("ap", Unknown)},
		{name: "no prefix", edit: prefix, t: tpl("x:1"),
			want: []string{`namespace -1[0:0] key "x:1" does not start with prefix "app:"`}},
		{name: "shorter than the prefix", edit: prefix, t: tpl("app"),
			want: []string{`namespace -1[0:0] key "app" does not start with prefix "app:"`}},
		{name: "wrong before a hole", edit: prefix, t: tpl("x", Unknown),
			want: []string{`namespace -1[0:0] key "x<string>" does not start with prefix "app:"`}},
	})
}

func TestCheckHashtag(t *testing.T) {
	runRuleCases(t, RuleHashtag, []ruleCase{
		{name: "none", t: tpl("user:1")},
		{name: "tag", t: tpl("{user:", Int, "}:cart")},
		{name: "tag of a hole", t: tpl("user:{", Int, "}:cart")},
		{name: "unclosed", t: tpl("user:{1"),
			want: []string{`hashtag 0[5:6] key "user:{1" has "{" with no closing "}"`}},
		{name: "closed in a later part", t: tpl("user:{", Int, ":1}")},
		{name: "empty", t: tpl("{}user:1"),
			want: []string{`hashtag 0[0:2] key "{}user:1" has an empty hash tag, so Redis hashes the whole key`}},
		{name: "empty then more", t: tpl("foo{}{bar}"),
			want: []string{`hashtag 0[3:5] key "foo{}{bar}" has an empty hash tag, so Redis hashes the whole key`}},
		{name: "empty across parts", t: tpl("a{", "}b"),
			want: []string{`hashtag 0[1:2] key "a{}b" has an empty hash tag, so Redis hashes the whole key`}},
		{name: "second", t: tpl("{a}:{b}"),
			want: []string{`hashtag 0[4:7] key "{a}:{b}" has a second hash tag "{b}" that Redis ignores`}},
		{name: "third", t: tpl("u:{uid}:fr:m:{mid}:{x}"),
			want: []string{
				`hashtag 0[13:18] key "u:{uid}:fr:m:{mid}:{x}" has a second hash tag "{mid}" that Redis ignores`,
				`hashtag 0[19:22] key "u:{uid}:fr:m:{mid}:{x}" has another hash tag "{x}" that Redis ignores`,
			}},
		{name: "second unclosed", t: tpl("{a}:{b"),
			want: []string{`hashtag 0[4:5] key "{a}:{b" has "{" with no closing "}"`}},
		{name: "nested", t: tpl("foo{{bar}}zap")},
		{name: "accidental", t: tpl("user:", Composite),
			want: []string{`hashtag -1[0:0] key "user:<value>" holds a <value> value that can render "{", an accidental hash tag`}},
		{name: "composite after the tag", t: tpl("{user}:", Composite)},
		{name: "composite inside the tag", t: tpl("{user:", Composite, "}")},
		{name: "composite before the tag", t: tpl(Composite, ":{user}"),
			want: []string{`hashtag -1[0:0] key "<value>:{user}" holds a <value> value that can render "{", an accidental hash tag`}},
	})
}

func TestCheckAllRules(t *testing.T) {
	c := checker(t, nil)
	got := c.Check(benchBad)
	validFindings(t, benchBad, got)
	assert.Equal(t, []string{
		`separator 0[15:16] key "App:userProfile.settings::<time>:{x" uses "." between words instead of ":" | Replace "." with ":" -> ":"`,
		`separator 0[25:26] key "App:userProfile.settings::<time>:{x" has an empty segment | Remove the empty segment -> ""`,
		`case 0[0:3] key "App:userProfile.settings::<time>:{x" segment "App" is not snake_case | Rename segment to app -> "app"`,
		`case 0[4:15] key "App:userProfile.settings::<time>:{x" segment "userProfile" is not snake_case | Rename segment to user_profile -> "user_profile"`,
		`charset -1[0:0] key "App:userProfile.settings::<time>:{x" holds a <time> value that renders a space and can render the separator ":"`,
		`hashtag 2[1:2] key "App:userProfile.settings::<time>:{x" has "{" with no closing "}"`,
	}, showAll(got))
}

func TestCheckUnknown(t *testing.T) {
	c := checker(t, func(c *Config) { c.Prefix = "app:"; c.Namespaces = []string{"app"} })
	assert.Empty(t, c.Check(tpl(Unknown)))
	assert.Empty(t, c.Check(tpl("", Unknown, "")))
}

// The empty key "" is a key Redis accepts and no standard allows.
func TestCheckEmptyKey(t *testing.T) {
	c := checker(t, nil)
	assert.Equal(t, []string{`length -1[0:0] key "" is empty`}, showAll(c.Check(tpl(""))))
	assert.Equal(t, []string{`length -1[0:0] key "" is empty`}, showAll(c.Check(Template{})))
	assert.Empty(t, checker(t, func(c *Config) { c.Disable = []string{string(RuleLength)} }).Check(tpl("")))
}

func TestCheckerDisable(t *testing.T) {
	bad := tpl("User name::1")
	all := checker(t, nil).Check(bad)
	require.NotEmpty(t, all)
	for _, rule := range []RuleID{RuleSeparator, RuleCase, RuleCharset} {
		c := checker(t, func(c *Config) { c.Disable = []string{string(rule)} })
		for _, f := range c.Check(bad) {
			assert.NotEqual(t, rule, f.Rule)
		}
	}
	c := checker(t, only("none"))
	assert.Empty(t, c.Check(bad))
}

func TestNewChecker(t *testing.T) {
	cfg := Default()
	cfg.Case = "snakecase"
	_, err := NewChecker(cfg)
	require.EqualError(t, err, `case: "snakecase" is not one of snake, kebab, camel, pascal, lower, upper, any, consistent`)

	cfg = Default()
	cfg.Prefix = "app:"
	c, err := NewChecker(cfg)
	require.NoError(t, err)
	assert.Equal(t, cfg, c.Config())
}

func TestCheckAllocs(t *testing.T) {
	c := checker(t, nil)
	require.Empty(t, c.Check(benchTemplate))
	allocs := testing.AllocsPerRun(100, func() { _ = c.Check(benchTemplate) })
	assert.LessOrEqual(t, allocs, 2.0)
}

// TestShorten checks that long keys are cut for messages, at a rune
// boundary, and short ones are kept whole.
func TestShorten(t *testing.T) {
	assert.Equal(t, "user:1", shorten("user:1"))
	long := strings.Repeat("é", 60) // 120 bytes
	got := shorten(long)
	assert.LessOrEqual(t, len(got), maxQuoted)
	assert.True(t, strings.HasSuffix(got, "..."))
	assert.True(t, utf8.ValidString(got), "cut inside a rune: %q", got)
}

// TestNumbersAreValues keeps the foreign separators of a number spelled in
// a key (an address, a version, a date) out of the separator rule.
func TestNumbersAreValues(t *testing.T) {
	runRuleCases(t, RuleSeparator, []ruleCase{
		{name: "address and port in a tag", t: tpl("{127.0.0.1:6379}")},
		{name: "address in a key", t: tpl("node:10.0.0.7:stats")},
		{name: "version", t: tpl("cache:v1.2.3:user")},
		{name: "built from integers", t: tpl("build:", Int, ".", Uint)},
		{name: "date under dotted", edit: func(c *Config) { c.Separator, c.ForeignSeparators = ".", ":/|;," },
			t: tpl("report.127.0.0.1:6379")},
		{name: "a word then a number is still a foreign separator", t: tpl("user.1:x"),
			want: []string{`separator 0[4:5] key "user.1:x" uses "." between words instead of ":" | Replace "." with ":" -> ":"`}},
		{name: "a string hole is not a number", t: tpl("v1.", Unknown),
			want: []string{`separator 0[2:3] key "v1.<string>" uses "." between words instead of ":" | Replace "." with ":" -> ":"`}},
	})
}

// TestNoFixInsideHashTag reports findings inside a hash tag without a fix:
// the tag decides the slot of every key that shares it.
func TestNoFixInsideHashTag(t *testing.T) {
	c := checker(t, nil)
	cases := map[string]struct {
		t        Template
		fixed    []string // the findings that keep a fix, by message
		notFixed []string
	}{
		"case and separator in the tag": {t: tpl("{User.profile}:x"),
			notFixed: []string{`key "{User.profile}:x" uses "." between words instead of ":"`, `key "{User.profile}:x" segment "User" is not snake_case`}},
		"after the tag": {t: tpl("{user}:Profile"),
			fixed: []string{`key "{user}:Profile" segment "Profile" is not snake_case`}},
		"before the tag": {t: tpl("Cart:{user}"),
			fixed: []string{`key "Cart:{user}" segment "Cart" is not snake_case`}},
		"unclosed tag runs to the end": {t: tpl("a:{Tag:x"),
			notFixed: []string{`key "a:{Tag:x" segment "Tag" is not snake_case`}},
		"tag across parts": {t: tpl("x:{", Int, ":Name}:Rest"),
			fixed:    []string{`key "x:{<int>:Name}:Rest" segment "Rest" is not snake_case`},
			notFixed: []string{`key "x:{<int>:Name}:Rest" segment "Name" is not snake_case`}},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			var fixed, notFixed []string
			for _, f := range c.Check(tc.t) {
				if f.Rule != RuleCase && f.Rule != RuleSeparator {
					continue
				}
				if f.Fix != nil {
					fixed = append(fixed, f.Message)
				} else {
					notFixed = append(notFixed, f.Message)
				}
			}
			assert.Equal(t, tc.fixed, fixed)
			assert.Equal(t, tc.notFixed, notFixed)
		})
	}
}
