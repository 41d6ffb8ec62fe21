// Package oom is shaped like (*miniredis.Miniredis).Dump and has no Redis
// call; summarising Dump as a key producer takes the analyzer past 6 GB
// of memory. With one inner loop instead of two it takes under a second.
// Run it only with a memory limit: ROBUST_PATTERNS=robust/_blowup/oom.
package blowup

func Dump(keys []string, kind map[string]int, vals map[string][]string) string {
	r := ""
	for _, k := range keys {
		r += "- " + k + "\n"
		switch kind[k] {
		case 0:
			r += k
		case 1:
			for _, v := range vals[k] {
				r += v
			}
		case 2:
			for _, v := range vals[k] {
				r += v
			}
		default:
			r += "?"
		}
	}
	return r
}
