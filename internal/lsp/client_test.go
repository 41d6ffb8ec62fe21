package lsp_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"go.lsp.dev/jsonrpc2"
	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"
	"go.uber.org/zap"
)

// wait is how long a test waits for the server's diagnostics: an
// analysis with a cold result cache builds go-redis.
const wait = 3 * time.Minute

// A session is the built binary serving one client over its stdin and
// stdout, driven through go.lsp.dev/protocol's client side.
type session struct {
	t      *testing.T
	server protocol.Server
	client *recorder
	cmd    *exec.Cmd
	stdout *bytes.Buffer // every byte the server wrote to stdout
	stderr *bytes.Buffer
}

// startSession builds the binary and starts `rediskeylint lsp` in dir,
// with a result cache of its own.
func startSession(t *testing.T, dir string) *session {
	t.Helper()
	cmd := exec.Command(buildServer(t), "lsp")
	cmd.Dir = dir
	cmd.Env = serverEnv(t)
	in, err := cmd.StdinPipe()
	require.NoError(t, err)
	outPipe, err := cmd.StdoutPipe()
	require.NoError(t, err)
	s := &session{t: t, client: newRecorder(), cmd: cmd, stdout: &bytes.Buffer{}, stderr: &bytes.Buffer{}}
	cmd.Stderr = s.stderr
	require.NoError(t, cmd.Start())
	t.Cleanup(func() {
		if cmd.ProcessState == nil {
			_ = cmd.Process.Kill()
			_ = cmd.Wait()
		}
	})
	stream := jsonrpc2.NewStream(pipe{io.TeeReader(outPipe, s.stdout), in})
	_, _, s.server = protocol.NewClient(context.Background(), s.client, stream, zap.NewNop())
	return s
}

// buildServer builds the rediskeylint binary and returns its path.
func buildServer(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "rediskeylint")
	args := []string{"build", "-o", bin}
	if raceEnabled {
		args = append(args, "-race")
	}
	out, err := exec.Command("go", append(args, "../../cmd/rediskeylint")...).CombinedOutput()
	require.NoError(t, err, "go build: %s", out)
	return bin
}

// serverEnv is the server's environment: the fixture module used on its
// own, go.sum completed from the proxy, a result cache of the test's.
func serverEnv(t *testing.T) []string {
	return append(os.Environ(), "GOFLAGS=-mod=mod", "GOWORK=off", "REDISKEYLINT_CACHE="+t.TempDir())
}

// pipe joins the server's stdout (read) and stdin (written).
type pipe struct {
	io.Reader
	io.WriteCloser
}

// exitCode waits for the server to end and returns its exit code.
func (s *session) exitCode() int {
	s.t.Helper()
	done := make(chan error, 1)
	go func() { done <- s.cmd.Wait() }()
	select {
	case err := <-done:
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			return exit.ExitCode()
		}
		require.NoError(s.t, err)
		return 0
	case <-time.After(wait):
		s.t.Fatalf("the server did not exit; stderr:\n%s", s.stderr)
		return -1
	}
}

// A recorder is the client: it keeps the diagnostics and messages the
// server sends.
type recorder struct {
	mu       sync.Mutex
	diags    map[uri.URI][]protocol.Diagnostic
	messages []string
	changed  chan struct{} // closed and replaced on each notification
}

func newRecorder() *recorder {
	return &recorder{diags: map[uri.URI][]protocol.Diagnostic{}, changed: make(chan struct{})}
}

func (r *recorder) notified() {
	close(r.changed)
	r.changed = make(chan struct{})
}

// waitDiagnostics waits until the diagnostics of file satisfy ok and
// returns them.
func (s *session) waitDiagnostics(file string, what string, ok func([]protocol.Diagnostic) bool) []protocol.Diagnostic {
	s.t.Helper()
	u := uri.File(file)
	deadline := time.After(wait)
	for {
		s.client.mu.Lock()
		diags, published := s.client.diags[u]
		changed := s.client.changed
		s.client.mu.Unlock()
		if published && ok(diags) {
			return diags
		}
		select {
		case <-changed:
		case <-deadline:
			s.t.Fatalf("no diagnostics for %s with %s; last: %v\nstderr:\n%s", filepath.Base(file), what, diags, s.stderr)
		}
	}
}

func (r *recorder) PublishDiagnostics(_ context.Context, p *protocol.PublishDiagnosticsParams) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.diags[p.URI] = p.Diagnostics
	r.notified()
	return nil
}

func (r *recorder) LogMessage(_ context.Context, p *protocol.LogMessageParams) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.messages = append(r.messages, p.Message)
	r.notified()
	return nil
}

func (r *recorder) ShowMessage(_ context.Context, p *protocol.ShowMessageParams) error {
	return r.LogMessage(context.Background(), &protocol.LogMessageParams{Type: p.Type, Message: p.Message})
}

func (r *recorder) Progress(context.Context, *protocol.ProgressParams) error { return nil }
func (r *recorder) WorkDoneProgressCreate(context.Context, *protocol.WorkDoneProgressCreateParams) error {
	return nil
}
func (r *recorder) ShowMessageRequest(context.Context, *protocol.ShowMessageRequestParams) (*protocol.MessageActionItem, error) {
	return nil, nil
}
func (r *recorder) Telemetry(context.Context, any) error { return nil }
func (r *recorder) RegisterCapability(context.Context, *protocol.RegistrationParams) error {
	return nil
}
func (r *recorder) UnregisterCapability(context.Context, *protocol.UnregistrationParams) error {
	return nil
}
func (r *recorder) ApplyEdit(context.Context, *protocol.ApplyWorkspaceEditParams) (bool, error) {
	return false, nil
}
func (r *recorder) Configuration(context.Context, *protocol.ConfigurationParams) ([]any, error) {
	return nil, nil
}
func (r *recorder) WorkspaceFolders(context.Context) ([]protocol.WorkspaceFolder, error) {
	return nil, nil
}

// frames splits what the server wrote to stdout into the bodies of its
// base-protocol messages, failing on anything else.
func frames(t *testing.T, out []byte) []string {
	t.Helper()
	var bodies []string
	for len(out) > 0 {
		header, rest, ok := bytes.Cut(out, []byte("\r\n\r\n"))
		require.True(t, ok, "stdout holds bytes that are not a message: %q", out)
		length := -1
		for _, line := range strings.Split(string(header), "\r\n") {
			if v, ok := strings.CutPrefix(line, "Content-Length: "); ok {
				n, err := strconv.Atoi(v)
				require.NoError(t, err, "header %q", line)
				length = n
			}
		}
		require.GreaterOrEqual(t, length, 0, "a header without Content-Length: %q", header)
		require.LessOrEqual(t, length, len(rest), "a message cut short")
		bodies = append(bodies, string(rest[:length]))
		out = rest[length:]
	}
	return bodies
}

// copyDir copies the fixture module to a directory the test may edit.
func copyDir(t *testing.T, from string) string {
	t.Helper()
	to := t.TempDir()
	err := filepath.WalkDir(from, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(from, path)
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(to, rel), 0o755)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(to, rel), data, 0o644)
	})
	require.NoError(t, err)
	// The real directory, as the go command reports file names.
	real, err := filepath.EvalSymlinks(to)
	require.NoError(t, err)
	return real
}

func describe(diags []protocol.Diagnostic) string {
	var b strings.Builder
	for _, d := range diags {
		fmt.Fprintf(&b, "%d:%d %v %s\n", d.Range.Start.Line, d.Range.Start.Character, d.Code, d.Message)
	}
	return b.String()
}
