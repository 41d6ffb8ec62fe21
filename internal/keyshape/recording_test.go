package keyshape

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestAddMonitorLines(t *testing.T) {
	v := Vocabulary{}
	v.Add("{ns}:jobs:")
	v.Add("user:%d")
	rec := &Recording{Module: "m", Version: "v1.0.0"}
	require.NoError(t, rec.AddMonitorLines(v, Fixtures{}, []string{
		`1.0 [0 127.0.0.1:1] "SET" "user:1" "x" "EX" "10"`,
		`1.1 [0 127.0.0.1:1] "set" "user:2" "y"`,
		`1.2 [0 127.0.0.1:1] "MSET" "fixture" "1" "other" "2"`,
		`1.3 [0 127.0.0.1:1] "EVALSHA" "abc" "2" "work:jobs:send" "work:jobs:mail" "arg"`,
		`1.4 [0 lua] "rpush" "work:jobs:send:lua" "x"`,
		`1.5 [0 127.0.0.1:1] "PING"`,
	}))
	rec.Sort()
	var got []string
	for _, s := range rec.Shapes {
		got = append(got, s.Shape)
	}
	assert.Equal(t, []string{"<string>", "<string>:jobs:<string>", "<string>:jobs:<string>:<string>", "user:<int>"}, got)
	assert.Equal(t, []string{"SET"}, rec.Shapes[3].Commands, "command names in upper case")
	assert.Equal(t, 2, rec.Shapes[3].Count)
	assert.Equal(t, 2, rec.Shapes[1].Count, "the two keys of EVALSHA")
	assert.True(t, rec.Shapes[2].Script, "only a script sent it")
	assert.False(t, rec.Shapes[0].Production, "fixture keys have no production word")
	assert.Len(t, rec.ProductionShapes(), 2)

	assert.Error(t, rec.AddMonitorLines(v, Fixtures{}, []string{"garbage"}))
}

func TestAddMonitorLinesFixtures(t *testing.T) {
	v := Vocabulary{}
	v.Add("user:%d")
	v.Add("%s:unique:%s")
	v.Add("jobs:pending")
	fixtures := Fixtures{"ns:unique:abc": true, "user:1": true, "jobs:pending": true}
	rec := &Recording{Module: "m", Version: "v1.0.0"}
	require.NoError(t, rec.AddMonitorLines(v, fixtures, []string{
		`1.0 [0 127.0.0.1:1] "SET" "ns:unique:abc" "x"`, // spelled whole by a test
		`1.1 [0 127.0.0.1:1] "GET" "user:1"`,            // spelled by a test...
		`1.2 [0 127.0.0.1:1] "GET" "user:2"`,            // ...and built by the code
		`1.3 [0 127.0.0.1:1] "LLEN" "jobs:pending"`,     // production's words alone
	}))
	rec.Sort()
	require.Len(t, rec.Shapes, 3)
	assert.Equal(t, "<string>:unique:<string>", rec.Shapes[0].Shape)
	assert.True(t, rec.Shapes[0].Fixture)
	assert.Equal(t, "jobs:pending", rec.Shapes[1].Shape)
	assert.False(t, rec.Shapes[1].Fixture, "a key of production's words alone may be production's")
	assert.False(t, rec.Shapes[2].Fixture, "one key of the shape not spelled by a test")
	var production []string
	for _, s := range rec.ProductionShapes() {
		production = append(production, s.Shape)
	}
	assert.Equal(t, []string{"jobs:pending", "user:<int>"}, production)
}
