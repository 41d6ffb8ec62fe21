package keyrules

import "testing"

// A hash tag's braces are no text for the naming rules: they neither split
// a word nor belong to one, while the hashtag rule still sees the tag.

func TestCaseReadsWordsWithoutTagBraces(t *testing.T) {
	camel := func(c *Config) { c.Case = CaseCamel }
	runRuleCases(t, RuleCase, []ruleCase{
		{name: "tag starts a word", t: tpl("{ingress}_stream_key")},
		{name: "tag ends a word", t: tpl("room_{ingress}:", Int)},
		{name: "tag inside a word", t: tpl("live_{ingress}_streams:", Unknown)},
		{name: "tag after a separator", t: tpl("{user:1}:cart")},
		{name: "tag around a hole, fragment after it", t: tpl("user:{", Int, "}_name")},
		{name: "tag around a hole, fragment before it", t: tpl("lock_{", Unknown, "}:owner")},
		{name: "camel word across a tag", edit: camel, t: tpl("{user}Name:", Int)},
		{name: "violation outside the tag", t: tpl("{ingress}_streamKey"),
			want: []string{`case 0[0:19] key "{ingress}_streamKey" segment "ingress_streamKey" is not snake_case`}},
		{name: "violation inside the tag", t: tpl("{Ingress}_stream_key"),
			want: []string{`case 0[0:20] key "{Ingress}_stream_key" segment "Ingress_stream_key" is not snake_case`}},
		{name: "violation after a tagged hole", t: tpl("user:{", Int, "}Name"),
			want: []string{`case 2[0:5] key "user:{<int>}Name" segment "Name" is not snake_case`}},
		{name: "double joiner across a tag", t: tpl("{room_}_id:", Int),
			want: []string{`case 0[0:10] key "{room_}_id:<int>" segment "room__id" is not snake_case`}},
		{name: "fix outside any tag stays", t: tpl("{ingress}:streamKey"),
			want: []string{`case 0[10:19] key "{ingress}:streamKey" segment "streamKey" is not snake_case | Rename segment to stream_key -> "stream_key"`}},
	})
}

// A tag is a unit for the separator rule: punctuation that joins it to a
// word is the key's choice, as in Redis's own "{user1000}.following".
func TestSeparatorTakesTagForUnit(t *testing.T) {
	runRuleCases(t, RuleSeparator, []ruleCase{
		{name: "tag then separator", t: tpl("{user1000}:following")},
		{name: "foreign separator after a tag", t: tpl("{user1000}.following")},
		{name: "foreign separator before a tagged hole", t: tpl("user/{", Int, "}")},
		{name: "foreign separator inside a tag", t: tpl("{user.1000}:following"),
			want: []string{`separator 0[5:6] key "{user.1000}:following" uses "." between words instead of ":"`}},
	})
}

func TestNamespaceReadsNameWithoutTagBraces(t *testing.T) {
	ns := func(c *Config) { c.Namespaces = []string{"room_ingress", "shop"} }
	runRuleCases(t, RuleNamespace, []ruleCase{
		{name: "tag closes the name", edit: ns, t: tpl("room_{ingress}:", Int)},
		{name: "tag opens the name", edit: ns, t: tpl("{room}_ingress:", Int)},
		{name: "tag across segments", edit: ns, t: tpl("{shop:1}:cart")},
		{name: "other name with a tag", edit: ns, t: tpl("{ingress}_stream_key"),
			want: []string{`namespace 0[0:20] key "{ingress}_stream_key" segment "ingress_stream_key" is not one of the namespaces room_ingress, shop`}},
	})
}

func TestTimeReadsSegmentWithoutTagBraces(t *testing.T) {
	runRuleCases(t, RuleTime, []ruleCase{
		{name: "tagged date word", t: tpl("report:{date}:", unixHole()),
			want: []string{`time -1[0:0] key "report:{date}:<int>" has a Unix timestamp <int> after "date"; write the date as YYYYMMDD (layout 20060102), or the timestamp after "ts"`}},
	})
}

func TestHashtagStillSeesTagInWords(t *testing.T) {
	runRuleCases(t, RuleHashtag, []ruleCase{
		{name: "tag in a word", t: tpl("{ingress}_stream_key")},
		{name: "second tag in a word", t: tpl("{a}_{b}_key"),
			want: []string{`hashtag 0[4:7] key "{a}_{b}_key" has a second hash tag "{b}" that Redis ignores`}},
	})
}
