package audit

// A Matcher finds the template a key was written with. Templates are
// indexed on their literal prefix in a byte trie, so a key is only tried
// against the templates whose prefix it starts with; among the templates
// that match, the most specific wins (see moreSpecific).
type Matcher struct {
	patterns []pattern
	names    []string
	nodes    []trieNode
}

// A trieNode is one byte of a literal prefix: its edges to longer
// prefixes, sorted by byte, and the templates whose prefix ends here.
type trieNode struct {
	edges     []trieEdge
	templates []int32
}

type trieEdge struct {
	b    byte
	next int32
}

// NewMatcher indexes templates in their rendered form ("user:<int>").
// Templates made only of holes of unknown text would match every key and
// say nothing of it, so they are left out.
func NewMatcher(templates []string) *Matcher {
	m := &Matcher{nodes: make([]trieNode, 1)}
	for i, t := range templates {
		p := compilePattern(t)
		m.patterns = append(m.patterns, p)
		m.names = append(m.names, t)
		if p.literal == 0 && p.narrow == 0 {
			continue
		}
		n := m.walkOrAdd(p.prefix())
		m.nodes[n].templates = append(m.nodes[n].templates, int32(i))
	}
	return m
}

// walkOrAdd returns the node of prefix, adding the missing nodes.
func (m *Matcher) walkOrAdd(prefix string) int32 {
	var n int32
	for i := 0; i < len(prefix); i++ {
		next := m.child(n, prefix[i])
		if next < 0 {
			next = int32(len(m.nodes))
			m.nodes = append(m.nodes, trieNode{})
			edges := append(m.nodes[n].edges, trieEdge{b: prefix[i], next: next})
			for j := len(edges) - 1; j > 0 && edges[j-1].b > edges[j].b; j-- {
				edges[j-1], edges[j] = edges[j], edges[j-1]
			}
			m.nodes[n].edges = edges
		}
		n = next
	}
	return n
}

func (m *Matcher) child(n int32, b byte) int32 {
	for _, e := range m.nodes[n].edges {
		if e.b == b {
			return e.next
		}
		if e.b > b {
			break
		}
	}
	return -1
}

// Len returns the number of templates.
func (m *Matcher) Len() int { return len(m.patterns) }

// Name returns the rendered template i.
func (m *Matcher) Name(i int) string { return m.names[i] }

// Match returns the index of the most specific template key matches, or
// -1 when it matches none.
func (m *Matcher) Match(key string) int {
	best := -1
	try := func(n int32) {
		for _, t := range m.nodes[n].templates {
			if (best < 0 || m.moreSpecific(int(t), best)) && m.patterns[t].match(key) {
				best = int(t)
			}
		}
	}
	var n int32
	try(n)
	for i := 0; i < len(key); i++ {
		if n = m.child(n, key[i]); n < 0 {
			break
		}
		try(n)
	}
	return best
}

// moreSpecific reports whether template a says more of a key than b: more
// literal bytes, then more holes of a narrow class (an int over any
// text), then the first given.
func (m *Matcher) moreSpecific(a, b int) bool {
	pa, pb := &m.patterns[a], &m.patterns[b]
	if pa.literal != pb.literal {
		return pa.literal > pb.literal
	}
	if pa.narrow != pb.narrow {
		return pa.narrow > pb.narrow
	}
	return a < b
}
