// Package redis is a declarations-only stub of github.com/gomodule/redigo/redis v1.9.3 for analysistest.
package redis

import (
	"context"
	"crypto/tls"
	"log"
	"net"
	"time"
)

var ErrNil error

var ErrPoolExhausted error

type Args []interface{}

func (args Args) Add(value ...interface{}) Args { panic("stub") }

func (args Args) AddFlat(v interface{}) Args { panic("stub") }

type Argument interface {
	RedisArg() interface{}
}

type Conn interface {
	Close() error
	Do(commandName string, args ...interface{}) (reply interface{}, err error)
	Err() error
	Flush() error
	Receive() (reply interface{}, err error)
	Send(commandName string, args ...interface{}) error
}

type ConnWithContext interface {
	Conn
	DoContext(ctx context.Context, commandName string, args ...interface{}) (reply interface{}, err error)
	ReceiveContext(ctx context.Context) (reply interface{}, err error)
}

type ConnWithTimeout interface {
	Conn
	DoWithTimeout(timeout time.Duration, commandName string, args ...interface{}) (reply interface{}, err error)
	ReceiveWithTimeout(timeout time.Duration) (reply interface{}, err error)
}

type DialOption struct{}

type Error string

func (err Error) Error() string { panic("stub") }

type Latency struct {
	Name   string
	Time   time.Time
	Latest time.Duration
	Max    time.Duration
}

type LatencyHistory struct {
	Time          time.Time
	ExecutionTime time.Duration
}

type Message struct {
	Channel string
	Pattern string
	Data    []byte
}

type Pong struct {
	Data string
}

type Pool struct {
	Dial                func() (Conn, error)
	DialContext         func(ctx context.Context) (Conn, error)
	TestOnBorrow        func(c Conn, lastUsed time.Time) error
	TestOnBorrowContext func(ctx context.Context, c Conn, lastUsed time.Time) error
	MaxIdle             int
	MaxActive           int
	IdleTimeout         time.Duration
	Wait                bool
	MaxConnLifetime     time.Duration
}

func (p *Pool) ActiveCount() int { panic("stub") }

func (p *Pool) Close() error { panic("stub") }

func (p *Pool) Get() Conn { panic("stub") }

func (p *Pool) GetContext(ctx context.Context) (Conn, error) { panic("stub") }

func (p *Pool) IdleCount() int { panic("stub") }

func (p *Pool) Stats() PoolStats { panic("stub") }

type PoolStats struct {
	ActiveCount  int
	IdleCount    int
	WaitCount    int64
	WaitDuration time.Duration
}

type PubSubConn struct {
	Conn Conn
}

func (c PubSubConn) Close() error { panic("stub") }

func (c PubSubConn) PSubscribe(channel ...interface{}) error { panic("stub") }

func (c PubSubConn) PUnsubscribe(channel ...interface{}) error { panic("stub") }

func (c PubSubConn) Ping(data string) error { panic("stub") }

func (c PubSubConn) Receive() interface{} { panic("stub") }

func (c PubSubConn) ReceiveContext(ctx context.Context) interface{} { panic("stub") }

func (c PubSubConn) ReceiveWithTimeout(timeout time.Duration) interface{} { panic("stub") }

func (c PubSubConn) Subscribe(channel ...interface{}) error { panic("stub") }

func (c PubSubConn) Unsubscribe(channel ...interface{}) error { panic("stub") }

type Scanner interface {
	RedisScan(src interface{}) error
}

type Script struct{}

func (s *Script) Do(c Conn, keysAndArgs ...interface{}) (interface{}, error) { panic("stub") }

func (s *Script) DoContext(ctx context.Context, c Conn, keysAndArgs ...interface{}) (interface{}, error) {
	panic("stub")
}

func (s *Script) Hash() string { panic("stub") }

func (s *Script) Load(c Conn) error { panic("stub") }

func (s *Script) Send(c Conn, keysAndArgs ...interface{}) error { panic("stub") }

func (s *Script) SendHash(c Conn, keysAndArgs ...interface{}) error { panic("stub") }

type SlowLog struct {
	ID            int64
	Time          time.Time
	ExecutionTime time.Duration
	Args          []string
	ClientAddr    string
	ClientName    string
}

type Subscription struct {
	Kind    string
	Channel string
	Count   int
}

func Bool(reply interface{}, err error) (bool, error) { panic("stub") }

func ByteSlices(reply interface{}, err error) ([][]byte, error) { panic("stub") }

func Bytes(reply interface{}, err error) ([]byte, error) { panic("stub") }

func Dial(network string, address string, options ...DialOption) (Conn, error) { panic("stub") }

func DialClientName(name string) DialOption { panic("stub") }

func DialConnectTimeout(d time.Duration) DialOption { panic("stub") }

func DialContext(ctx context.Context, network string, address string, options ...DialOption) (Conn, error) {
	panic("stub")
}

func DialContextFunc(f func(ctx context.Context, network string, addr string) (net.Conn, error)) DialOption {
	panic("stub")
}

func DialDatabase(db int) DialOption { panic("stub") }

func DialKeepAlive(d time.Duration) DialOption { panic("stub") }

func DialNetDial(dial func(network string, addr string) (net.Conn, error)) DialOption { panic("stub") }

func DialPassword(password string) DialOption { panic("stub") }

func DialReadTimeout(d time.Duration) DialOption { panic("stub") }

func DialTLSConfig(c *tls.Config) DialOption { panic("stub") }

func DialTLSHandshakeTimeout(d time.Duration) DialOption { panic("stub") }

func DialTLSSkipVerify(skip bool) DialOption { panic("stub") }

func DialTimeout(network string, address string, connectTimeout time.Duration, readTimeout time.Duration, writeTimeout time.Duration) (Conn, error) {
	panic("stub")
}

func DialURL(rawurl string, options ...DialOption) (Conn, error) { panic("stub") }

func DialURLContext(ctx context.Context, rawurl string, options ...DialOption) (Conn, error) {
	panic("stub")
}

func DialUseTLS(useTLS bool) DialOption { panic("stub") }

func DialUsername(username string) DialOption { panic("stub") }

func DialWriteTimeout(d time.Duration) DialOption { panic("stub") }

func DoContext(c Conn, ctx context.Context, cmd string, args ...interface{}) (interface{}, error) {
	panic("stub")
}

func DoWithTimeout(c Conn, timeout time.Duration, cmd string, args ...interface{}) (interface{}, error) {
	panic("stub")
}

func Float64(reply interface{}, err error) (float64, error) { panic("stub") }

func Float64Map(result interface{}, err error) (map[string]float64, error) { panic("stub") }

func Float64s(reply interface{}, err error) ([]float64, error) { panic("stub") }

func Int(reply interface{}, err error) (int, error) { panic("stub") }

func Int64(reply interface{}, err error) (int64, error) { panic("stub") }

func Int64Map(result interface{}, err error) (map[string]int64, error) { panic("stub") }

func Int64s(reply interface{}, err error) ([]int64, error) { panic("stub") }

func IntMap(result interface{}, err error) (map[string]int, error) { panic("stub") }

func Ints(reply interface{}, err error) ([]int, error) { panic("stub") }

func Latencies(result interface{}, err error) ([]Latency, error) { panic("stub") }

func LatencyHistories(result interface{}, err error) ([]LatencyHistory, error) { panic("stub") }

func MultiBulk(reply interface{}, err error) ([]interface{}, error) { panic("stub") }

func NewConn(netConn net.Conn, readTimeout time.Duration, writeTimeout time.Duration) Conn {
	panic("stub")
}

func NewLoggingConn(conn Conn, logger *log.Logger, prefix string) Conn { panic("stub") }

func NewLoggingConnFilter(conn Conn, logger *log.Logger, prefix string, skip func(cmdName string) bool) Conn {
	panic("stub")
}

func NewPool(newFn func() (Conn, error), maxIdle int) *Pool { panic("stub") }

func NewScript(keyCount int, src string) *Script { panic("stub") }

func Positions(result interface{}, err error) ([]*[2]float64, error) { panic("stub") }

func ReceiveContext(c Conn, ctx context.Context) (interface{}, error) { panic("stub") }

func ReceiveWithTimeout(c Conn, timeout time.Duration) (interface{}, error) { panic("stub") }

func Scan(src []interface{}, dest ...interface{}) ([]interface{}, error) { panic("stub") }

func ScanSlice(src []interface{}, dest interface{}, fieldNames ...string) error { panic("stub") }

func ScanStruct(src []interface{}, dest interface{}) error { panic("stub") }

func SlowLogs(result interface{}, err error) ([]SlowLog, error) { panic("stub") }

func String(reply interface{}, err error) (string, error) { panic("stub") }

func StringMap(reply interface{}, err error) (map[string]string, error) { panic("stub") }

func Strings(reply interface{}, err error) ([]string, error) { panic("stub") }

func Uint64(reply interface{}, err error) (uint64, error) { panic("stub") }

func Uint64Map(result interface{}, err error) (map[string]uint64, error) { panic("stub") }

func Uint64s(reply interface{}, err error) ([]uint64, error) { panic("stub") }

func Values(reply interface{}, err error) ([]interface{}, error) { panic("stub") }
