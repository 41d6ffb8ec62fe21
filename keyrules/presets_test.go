package keyrules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The seed standards' own examples (shared/seeds), good and bad, under the
// preset taken from each.
func TestPresetsOnSeedExamples(t *testing.T) {
	for _, tc := range []struct {
		preset string
		key    Template
		rules  []RuleID // the rules of the findings, in order; none for a good key
	}{
		// 003: module:submodule:description:identifier, snake_case, ≤ 128.
		{"snake", tpl("user:profile:id:12345"), nil},
		{"snake", tpl("order:status:order_id:98765"), nil},
		{"snake", tpl("product:inventory:item_id:67890"), nil},
		{"snake", tpl("chat:messages:list:room_id:56789"), nil},
		{"snake", tpl("user:profile:hash:id:12345"), nil},
		{"snake", tpl("leaderboard:score:zset:game_id:11111"), nil},
		{"snake", tpl("order:summary:date:20241122"), nil},
		{"snake", tpl("session:token:uid:abc123:ts:1692806400"), nil},
		{"snake", tpl("user:session:uid:abc123"), nil},
		{"snake", tpl("user:profile:id:", Unknown), nil},
		{"snake", tpl("order:status:order_id:", Unknown), nil},
		{"snake", tpl("chat:messages:list:room_id:", Unknown), nil},
		{"snake", tpl("user:profile:personal:information:unique:identifier:12345"), []RuleID{RuleDepth}},
		{"snake", tpl("orderStatusOrderId98765"), []RuleID{RuleCase, RuleDepth}},
		{"snake", tpl("PRO:USER:UID:18"), []RuleID{RuleCase, RuleCase, RuleCase}},
		// 002: business:table:id.
		{"snake", tpl("trade:order:1"), nil},
		{"snake", tpl("u:{uid}:fr:m:{mid}"), []RuleID{RuleHashtag}},
		// 004: all UPPERCASE.
		{"upper", tpl("PRO:USER:UID:18"), nil},
		{"upper", tpl("PRO:USER:LOGINNAME:373166324"), nil},
		{"upper", tpl("PRO:USER:UID:", Int), nil},
		{"upper", tpl("pro:user:uid:18"), []RuleID{RuleCase, RuleCase, RuleCase}},
		{"upper", tpl("PRO:USER:loginName:1"), []RuleID{RuleCase}},
		// 000: one style per project, camelCase suggested.
		{"camel", tpl("userAdmin:user:id:18"), nil},
		{"camel", tpl("userAdmin:user:", Int), nil},
		{"camel", tpl("UserAdmin:user:id:18"), []RuleID{RuleCase}},
		{"camel", tpl("user_admin:user:id:18"), []RuleID{RuleCase}},
		{"camel", tpl("{user1000}:following"), nil},
		{"camel", tpl("PRO:USER:UID:18"), nil},
		{"camel", tpl("PRO:USER:UID:", Int), nil},
		{"camel", tpl("userAdmin:USER:userId:18"), nil},
		{"camel", tpl("{}", Unknown, ":avatar"), []RuleID{RuleHashtag}},
		{"camel", tpl("userAdmin:user info:18"), []RuleID{RuleCharset}},
		{"camel", tpl("userAdmin:UserInfo:18"), []RuleID{RuleCase}},
		// 001: team.project.func.key, lowercase, levels ≤ 3, key ≤ 18.
		{"dotted", tpl("z.i.reg.xxx"), nil},
		{"dotted", tpl("z.i.fr.m.", Unknown), nil},
		{"dotted", tpl("fm.m.reg.", Int), nil},
		{"dotted", tpl("team.project.func.key"), []RuleID{RuleLength, RuleLength, RuleLength}},
		{"dotted", tpl("z.i.reg.abcdefghijklmnopqrs"), []RuleID{RuleLength}},
		{"dotted", tpl("z.i.Reg.xxx"), []RuleID{RuleCase}},
		{"dotted", tpl("z/i.reg.xxx"), []RuleID{RuleSeparator, RuleDepth}},
		// 001 §3.3: "." "_" ":" all separate levels, one of them per key.
		{"dotted", tpl("z:i:reg:xxx"), nil},
		{"dotted", tpl("z_i_reg_xxx"), nil},
		{"dotted", tpl("z.i:reg.xxx"), []RuleID{RuleSeparator}},
		{"dotted", tpl("z:i:reg:", Int), nil},
		// 001 §3.1-3.2, 3.4: the key part is the last level, ≤ 18, in the
		// business key's own case; project and func may take two levels,
		// each ≤ 3 lower-case letters.
		{"dotted", tpl("z.i.reg.userName"), nil},
		{"dotted", tpl("z.fm.m.reg.xxx"), nil},
		{"dotted", tpl("z.fm.s.fr.c.xxx"), nil},
		{"dotted", tpl("z.i.fr.m.", Int), nil},
		{"dotted", tpl("z.i.reg.110101199003077777"), nil},
		{"dotted", tpl("z.fm.m.friends.c.xxx"), []RuleID{RuleLength}},
		{"dotted", tpl("z.i2.reg.xxx"), []RuleID{RuleCase}},
		{"dotted", tpl("z.i.reg_1.xxx"), []RuleID{RuleSeparator, RuleCase}},
		{"dotted", tpl("z.i.re1.xxx"), []RuleID{RuleCase}},
		{"dotted", tpl("z.i.reg.user name"), []RuleID{RuleCharset}},
		{"dotted", tpl("z.i.xxx"), []RuleID{RuleDepth}},
		{"dotted", tpl("z.i.reg.a.b.c.d"), []RuleID{RuleDepth}},
		// 002: business:table:id, short words (u:<uid>:fr:m:<mid>).
		{"short", tpl("trade:order:1"), nil},
		{"short", tpl("u:", Int, ":fr:m:", Int), nil},
		{"short", tpl("user:", Int, ":friends:messages:", Int), []RuleID{RuleLength, RuleLength}},
		{"short", tpl("trade:order:", Unknown), nil},
		{"short", tpl("trade order:1"), []RuleID{RuleLength, RuleCharset}},
		{"short", tpl("trade:order:\"1\""), []RuleID{RuleCharset}},
		{"dotted", tpl("z.i.reg.", Float), []RuleID{RuleSeparator}},
	} {
		cfg, err := PresetConfig(tc.preset)
		require.NoError(t, err)
		c, err := NewChecker(cfg)
		require.NoError(t, err)
		got := c.Check(tc.key)
		validFindings(t, tc.key, got)
		var rules []RuleID
		for _, f := range got {
			rules = append(rules, f.Rule)
		}
		assert.Equal(t, tc.rules, rules, "%s preset, key %q: %v", tc.preset, tc.key.String(), showAll(got))
	}
}

// Standard 001's levels: the messages name the level rule at fault.
func TestDottedLevelMessages(t *testing.T) {
	dotted, err := PresetConfig("dotted")
	require.NoError(t, err)
	c, err := NewChecker(dotted)
	require.NoError(t, err)
	assert.Equal(t, []string{
		`length 0[7:14] key "z.fm.m.friends.c.xxx" segment "friends" is 7 bytes long, more than levels[3].max-length 3`,
	}, showAll(c.Check(tpl("z.fm.m.friends.c.xxx"))))
	assert.Equal(t, []string{
		`case 0[2:4] key "z.i2.reg.xxx" segment "i2" is not letters only, as levels[1] asks`,
	}, showAll(c.Check(tpl("z.i2.reg.xxx"))))
	assert.Equal(t, []string{
		`separator 0[3:4] key "z.i:reg.xxx" uses ":" between words instead of "." | Replace ":" with "." -> "."`,
	}, showAll(c.Check(tpl("z.i:reg.xxx"))))
	// last-segment overrides max-segment-length, set lower here.
	dotted.MaxSegmentLength = 5
	c, err = NewChecker(dotted)
	require.NoError(t, err)
	assert.Empty(t, c.Check(tpl("z.i.reg.userNameLonger")))
	assert.Equal(t, []string{
		`length 0[8:27] key "z.i.reg.abcdefghijklmnopqrs" segment "abcdefghijklmnopqrs" is 19 bytes long, more than last-segment.max-length 18`,
	}, showAll(c.Check(tpl("z.i.reg.abcdefghijklmnopqrs"))))
}

func TestPresetMessages(t *testing.T) {
	dotted, err := PresetConfig("dotted")
	require.NoError(t, err)
	c, err := NewChecker(dotted)
	require.NoError(t, err)
	assert.Equal(t, []string{
		`length 0[0:4] key "team.project.func.key" segment "team" is 4 bytes long, more than levels[0].max-length 3`,
		`length 0[5:12] key "team.project.func.key" segment "project" is 7 bytes long, more than levels[1].max-length 3`,
		`length 0[13:17] key "team.project.func.key" segment "func" is 4 bytes long, more than levels[2].max-length 3`,
	}, showAll(c.Check(tpl("team.project.func.key"))))

	snake, err := PresetConfig("snake")
	require.NoError(t, err)
	c, err = NewChecker(snake)
	require.NoError(t, err)
	assert.Equal(t, []string{
		`case 0[0:23] key "orderStatusOrderId98765" segment "orderStatusOrderId98765" is not snake_case | Rename segment to order_status_order_id98765 -> "order_status_order_id98765"`,
		`depth -1[0:0] key "orderStatusOrderId98765" has 1 segment, fewer than min-depth 2`,
	}, showAll(c.Check(tpl("orderStatusOrderId98765"))))
}
