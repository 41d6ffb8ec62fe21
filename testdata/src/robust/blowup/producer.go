package blowup

// Describe neither imports nor calls a Redis client, yet as an exported
// function returning a string it is summarised as a key producer, in
// every package the analyzer visits for facts.
func Describe(xs []string) string {
	out := ""
	for _, x := range xs {
		out += x
		out += x
		out += x
		out += x
		out += x
		out += x
		out += x
		out += x
	}
	return out
}
