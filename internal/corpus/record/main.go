// Command record records the runtime truth of a corpus module: it runs the
// module's own tests against a real redis-server on a free loopback port,
// records every command with MONITOR, and writes the key shapes the tests
// sent (see package keyshape) to testdata/runtime/<name>.json.
//
//	go run ./internal/corpus/record -module rmq [-o testdata/runtime/rmq.json]
//
// The tests' own failures do not stop the recording: the keys sent until
// then are the truth. make corpus then matches the recorded production
// shapes against the catalog's templates.
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io/fs"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"time"

	"github.com/rediskeylint/rediskeylint/internal/corpus/modules"
	"github.com/rediskeylint/rediskeylint/internal/keyshape"
)

// A suite says how to run a module's tests against a server at addr.
type suite struct {
	// args are the arguments of go test.
	args []string
	// env returns the variables that point the tests at addr.
	env func(addr string) []string
	// flags returns the test binaries' flags that point the tests at
	// addr (passed after -args).
	flags func(addr string) []string
	// fixedPort is the port the tests dial without a way to change it; it
	// is rewritten to the recording server's port in the test files,
	// wherever it stands as a number of its own (":6379", "port = 6379",
	// not "16379").
	fixedPort string
}

var suites = map[string]suite{
	"rmq": {
		args: []string{"-count=1", "-p=1", "-timeout=10m", "."},
		env:  func(addr string) []string { return []string{"REDIS_ADDR=" + addr} },
	},
	"gocraft-work": {
		args:      []string{"-count=1", "-p=1", "-timeout=10m", "."},
		fixedPort: "6379",
	},
	"asynq": {
		// The root package's and the broker's tests; the others use no server.
		args:  []string{"-count=1", "-p=1", "-timeout=15m", ".", "./internal/rdb"},
		flags: func(addr string) []string { return []string{"-redis_addr=" + addr} },
	},
	"limiter": {
		args: []string{"-count=1", "-p=1", "-timeout=10m", "./drivers/store/redis"},
		env:  func(addr string) []string { return []string{"REDIS_URI=redis://" + addr + "/0"} },
	},
	"scs-redisstore": {
		args: []string{"-count=1", "-p=1", "-timeout=10m", "."},
		env:  func(addr string) []string { return []string{"SCS_REDIS_TEST_DSN=" + addr} },
	},
	"gocache-redis": {
		// The store's tests use mocks; its benchmarks use a server.
		args:      []string{"-count=1", "-run=^$", "-bench=.", "-benchtime=200x", "."},
		fixedPort: "6379",
	},
	"centrifuge": {
		// The Redis engine's integration tests: broker, presence, map
		// broker and shard.
		// Their Valkey and Dragonfly cases dial other ports and fail; the
		// cluster cases are off without their environment variables.
		args:      []string{"-count=1", "-p=1", "-timeout=20m", "-tags=integration", "-run=Redis", "."},
		fixedPort: "6379",
	},
}

func main() {
	name := flag.String("module", "", "the corpus module to record: "+strings.Join(suiteNames(), ", "))
	out := flag.String("o", "", "the file to write (default testdata/runtime/<module>.json)")
	server := flag.String("redis-server", "redis-server", "the redis-server binary")
	flag.Parse()
	s, ok := suites[*name]
	if !ok {
		fail(fmt.Errorf("-module: %q is not one of %s", *name, strings.Join(suiteNames(), ", ")))
	}
	m, err := modules.Lookup(*name)
	if err != nil {
		fail(err)
	}
	if *out == "" {
		*out = filepath.Join("testdata", "runtime", m.Name+".json")
	}
	rec, err := record(m, s, *server)
	if err != nil {
		fail(err)
	}
	var data bytes.Buffer
	enc := json.NewEncoder(&data)
	enc.SetEscapeHTML(false) // shapes read "<int>", not "\u003cint\u003e"
	enc.SetIndent("", "  ")
	if err := enc.Encode(rec); err != nil {
		fail(err)
	}
	if err := os.WriteFile(*out, data.Bytes(), 0o644); err != nil {
		fail(err)
	}
	production := len(rec.ProductionShapes())
	fmt.Fprintf(os.Stderr, "record: %s: %d shapes, %d from production code, written to %s\n", m.Name, len(rec.Shapes), production, *out)
}

func record(m modules.Module, s suite, server string) (*keyshape.Recording, error) {
	dir, err := modules.Unpack(m)
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	vocab, fixtures, err := keyshape.ReadSource(dir, m.Packages)
	if err != nil {
		return nil, err
	}
	port, err := freePort()
	if err != nil {
		return nil, err
	}
	if s.fixedPort != "" {
		if err := rewritePort(dir, s.fixedPort, port); err != nil {
			return nil, err
		}
	}
	srv := exec.Command(server, "--port", port, "--bind", "127.0.0.1", "--save", "", "--appendonly", "no")
	if err := srv.Start(); err != nil {
		return nil, fmt.Errorf("start %s: %v", server, err)
	}
	defer func() { _ = srv.Process.Kill(); _ = srv.Wait() }()
	addr := "127.0.0.1:" + port
	stop, err := monitor(addr)
	if err != nil {
		return nil, err
	}
	test := exec.Command("go", testArgs(s, addr)...)
	test.Dir = dir
	test.Env = modules.Env()
	if s.env != nil {
		test.Env = append(test.Env, s.env(addr)...)
	}
	test.Stdout, test.Stderr = os.Stderr, os.Stderr
	testErr := test.Run()
	if testErr != nil {
		fmt.Fprintf(os.Stderr, "record: %s: go test: %v (the keys sent until then are kept)\n", m.Name, testErr)
	}
	monitored := stop()
	rec := &keyshape.Recording{Module: m.Path, Version: m.Version,
		How: "go " + strings.Join(testArgs(s, "<addr>"), " ") + " against redis-server with MONITOR"}
	if err := rec.AddMonitorLines(vocab, fixtures, monitored); err != nil {
		return nil, err
	}
	if len(rec.Shapes) == 0 {
		return nil, fmt.Errorf("%s: the tests sent no key to %s", m.Name, addr)
	}
	rec.Sort()
	return rec, nil
}

// testArgs are the arguments of the go command that runs the suite's
// tests against addr.
func testArgs(s suite, addr string) []string {
	args := append([]string{"test"}, s.args...)
	if s.flags != nil {
		args = append(append(args, "-args"), s.flags(addr)...)
	}
	return args
}

// monitor connects to the server at addr once it answers, starts MONITOR,
// and collects the lines until stop is called.
func monitor(addr string) (stop func() []string, err error) {
	var conn net.Conn
	for deadline := time.Now().Add(10 * time.Second); ; {
		conn, err = net.Dial("tcp", addr)
		if err == nil {
			break
		}
		if time.Now().After(deadline) {
			return nil, fmt.Errorf("redis-server at %s did not start: %v", addr, err)
		}
		time.Sleep(50 * time.Millisecond)
	}
	r := bufio.NewReaderSize(conn, 1<<20)
	if _, err := conn.Write([]byte("MONITOR\r\n")); err != nil {
		return nil, err
	}
	if ok, err := r.ReadString('\n'); err != nil || !strings.HasPrefix(ok, "+OK") {
		return nil, fmt.Errorf("MONITOR on %s: %q %v", addr, ok, err)
	}
	var collected []string
	done := make(chan struct{})
	go func() {
		defer close(done)
		for {
			line, err := r.ReadString('\n')
			if err != nil {
				return
			}
			collected = append(collected, strings.TrimRight(line, "\r\n"))
		}
	}()
	stop = func() []string {
		time.Sleep(200 * time.Millisecond) // the last commands' lines
		_ = conn.Close()                   // ends the reader below
		<-done
		return collected
	}
	return stop, nil
}

func freePort() (string, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	defer l.Close()
	return fmt.Sprint(l.Addr().(*net.TCPAddr).Port), nil
}

// rewritePort points the module's test files at port instead of fixed.
func rewritePort(dir, fixed, port string) error {
	alone := regexp.MustCompile(`(^|[^0-9])` + regexp.QuoteMeta(fixed) + `\b`)
	return filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, "_test.go") {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		updated := alone.ReplaceAllString(string(data), "${1}"+port)
		if updated == string(data) {
			return nil
		}
		return os.WriteFile(path, []byte(updated), 0o644)
	})
}

func suiteNames() []string {
	var names []string
	for _, m := range modules.Corpus {
		if _, ok := suites[m.Name]; ok {
			names = append(names, m.Name)
		}
	}
	return names
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "record:", err)
	os.Exit(1)
}
