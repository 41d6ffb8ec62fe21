package redistest

import (
	"os/exec"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestLaunchTellsItsOwnServer starts a second redis-server on the port of
// a running one, as happens when another test takes a port between
// FreePort and the start: the running server answers on that port, but it
// is not the one launched, so launch fails and its caller tries another
// port.
func TestLaunchTellsItsOwnServer(t *testing.T) {
	first := Start(t)
	dir := t.TempDir()
	cmd := exec.Command(Binary(t), "--port", strconv.Itoa(first.Port), "--bind", "127.0.0.1",
		"--save", "", "--appendonly", "no", "--dir", dir)
	_, err := launch(t, cmd, first.Port, dir)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "exited before it answered")
}

// TestInfoField reads one field of an INFO reply.
func TestInfoField(t *testing.T) {
	info := "# Server\r\nredis_version:7.0.15\r\nprocess_id:4242\r\ntcp_port:6379\r\n"
	assert.Equal(t, "4242", infoField(info, "process_id"))
	assert.Equal(t, "6379", infoField(info, "tcp_port"))
	assert.Equal(t, "", infoField(info, "run_id"))
}
