package keyrules

import "testing"

// benchKey is a 40-byte key without a hash tag.
const benchKey = "app:user:profile:1234567890:settings:v2x"

func BenchmarkHashSlot(b *testing.B) {
	if len(benchKey) != 40 {
		b.Fatalf("benchKey is %d bytes, want 40", len(benchKey))
	}
	b.ReportAllocs()
	sum := 0
	for b.Loop() {
		sum += HashSlot(benchKey)
	}
	if sum < 0 {
		b.Fatal("negative slot")
	}
}

// benchTemplate is a typical key with two holes and no finding under the
// defaults; with a 6-digit uid and a 1-digit version it renders as 40
// bytes, "app:user_profile:123456:settings:2:theme".
var benchTemplate = Template{Parts: []Part{
	{Lit: "app:user_profile:"},
	{Hole: &Hole{Kind: Int, ID: testID("uid"), MinLen: 1, MaxLen: 20}},
	{Lit: ":settings:"},
	{Hole: &Hole{Kind: Uint, ID: testID("ver"), MinLen: 1, MaxLen: 20}},
	{Lit: ":theme"},
}}

// benchBad has findings of several rules.
var benchBad = Template{Parts: []Part{
	{Lit: "App:userProfile.settings::"},
	{Hole: &Hole{Kind: Time, ID: testID("ts"), MinLen: 19, MaxLen: 64}},
	{Lit: ":{x"},
}}

func BenchmarkCheck(b *testing.B) {
	c, err := NewChecker(Default())
	if err != nil {
		b.Fatal(err)
	}
	b.Run("clean", func(b *testing.B) {
		if got := c.Check(benchTemplate); len(got) != 0 {
			b.Fatalf("findings: %v", got)
		}
		b.ReportAllocs()
		for b.Loop() {
			_ = c.Check(benchTemplate)
		}
	})
	b.Run("findings", func(b *testing.B) {
		if got := c.Check(benchBad); len(got) < 5 {
			b.Fatalf("only %d findings: %v", len(got), got)
		}
		b.ReportAllocs()
		for b.Loop() {
			_ = c.Check(benchBad)
		}
	})
}
