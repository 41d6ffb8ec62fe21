// Package rueidis is a declarations-only stub of github.com/redis/rueidis v1.0.79 for analysistest.
package rueidis

import (
	"context"
	"crypto/tls"
	"io"
	"net"
	"time"

	"github.com/redis/rueidis/internal/cmds"
)

var Nil *RedisError

type AuthCredentials struct {
	Username     string
	Password     string
	RefreshAfter time.Time
}

type AuthCredentialsContext struct {
	Address net.Addr
}

type Builder = cmds.Builder

type CacheEntry interface {
	Wait(ctx context.Context) (RedisMessage, error)
}

type CacheStore interface {
	Cancel(key string, cmd string, err error)
	Close(err error)
	Delete(keys []RedisMessage)
	Flight(key string, cmd string, ttl time.Duration, now time.Time) (v RedisMessage, e CacheEntry)
	Update(key string, cmd string, val RedisMessage) (pxat int64)
}

type CacheStoreOption struct {
	CacheSizeEachConn int
}

type Cacheable = cmds.Cacheable

type CacheableTTL struct {
	Cmd Cacheable
	TTL time.Duration
}

type Client interface {
	CoreClient
	Dedicate() (client DedicatedClient, cancel func())
	Dedicated(fn func(DedicatedClient) error) (err error)
	DoCache(ctx context.Context, cmd Cacheable, ttl time.Duration) (resp RedisResult)
	DoMultiCache(ctx context.Context, multi ...CacheableTTL) (resp []RedisResult)
	DoMultiStream(ctx context.Context, multi ...Completed) MultiRedisResultStream
	DoStream(ctx context.Context, cmd Completed) RedisResultStream
	Mode() ClientMode
	Nodes() map[string]Client
}

type ClientMode string

type ClientOption struct {
	TLSConfig             *tls.Config
	DialFn                func(string, *net.Dialer, *tls.Config) (conn net.Conn, err error)
	DialCtxFn             func(context.Context, string, *net.Dialer, *tls.Config) (conn net.Conn, err error)
	NewCacheStoreFn       NewCacheStoreFn
	OnInvalidations       func([]RedisMessage)
	SendToReplicas        func(cmd Completed) bool
	AuthCredentialsFn     func(AuthCredentialsContext) (AuthCredentials, error)
	RetryDelay            RetryDelayFn
	ReplicaSelector       ReplicaSelectorFunc
	ReadNodeSelector      ReadNodeSelectorFunc
	Sentinel              SentinelOption
	Dialer                net.Dialer
	Username              string
	Password              string
	ClientName            string
	ClientSetInfo         []string
	InitAddress           []string
	ClientTrackingOptions []string
	Standalone            StandaloneOption
	SelectDB              int
	CacheSizeEachConn     int
	RingScaleEachConn     int
	ReadBufferEachConn    int
	WriteBufferEachConn   int
	BlockingPoolCleanup   time.Duration
	BlockingPoolMinSize   int
	BlockingPoolSize      int
	BlockingPipeline      int
	PipelineMultiplex     int
	ConnWriteTimeout      time.Duration
	ConnLifetime          time.Duration
	MaxFlushDelay         time.Duration
	ClusterOption         ClusterOption
	DisableTCPNoDelay     bool
	ShuffleInit           bool
	ClientNoTouch         bool
	DisableRetry          bool
	DisableCache          bool
	DisableAutoPipelining bool
	AlwaysPipelining      bool
	AlwaysRESP2           bool
	ForceSingleClient     bool
	ReplicaOnly           bool
	ClientNoEvict         bool
	EnableReplicaAZInfo   bool
	AZFromInfo            bool
}

type ClusterOption struct {
	ShardsRefreshInterval    time.Duration
	MaxMovedRedirections     int
	PreferInitAddressRefresh bool
	PreferClusterShards      bool
}

type ClusterScanEntry struct {
	Elements []string
	Cursor   string
}

type CommandClient interface {
	B() Builder
	Do(ctx context.Context, cmd Completed) (resp RedisResult)
	DoMulti(ctx context.Context, multi ...Completed) (resp []RedisResult)
}

type Commands []Completed

type Completed = cmds.Completed

type CoreClient interface {
	CommandClient
	Close()
	Receive(ctx context.Context, subscribe Completed, fn func(msg PubSubMessage)) error
}

type DedicatedClient interface {
	CoreClient
	SetOnInvalidations(fn func([]RedisMessage)) <-chan error
	SetPubSubHooks(hooks PubSubHooks) <-chan error
}

type FtSearchDoc struct {
	Doc   map[string]string
	Key   string
	Score float64
}

type GeoLocation struct {
	Name      string
	Longitude float64
	Latitude  float64
	Dist      float64
	GeoHash   int64
}

type Incomplete = cmds.Incomplete

type KeyValues struct {
	Key    string
	Values []string
}

type KeyZScores struct {
	Key    string
	Values []ZScore
}

type Lua struct{}

func (s *Lua) Exec(ctx context.Context, c Client, keys []string, args []string) (resp RedisResult) {
	panic("stub")
}

func (s *Lua) ExecMulti(ctx context.Context, c Client, multi ...LuaExec) (resp []RedisResult) {
	panic("stub")
}

type LuaExec struct {
	Keys []string
	Args []string
}

type LuaOption func(*Lua)

type MultiRedisResultStream = RedisResultStream

type NewCacheStoreFn func(CacheStoreOption) CacheStore

type NodeInfo struct {
	Addr string
	AZ   string
}

type PubSubHooks struct {
	OnMessage      func(m PubSubMessage)
	OnSubscription func(s PubSubSubscription)
}

type PubSubMessage struct {
	Pattern string
	Channel string
	Message string
}

type PubSubSubscription struct {
	Kind    string
	Channel string
	Count   int64
}

type ReadNodeSelectorFunc func(slot uint16, nodes []NodeInfo) int

type RedisError RedisMessage

func (r *RedisError) Error() string { panic("stub") }

func (r *RedisError) IsAsk() (addr string, ok bool) { panic("stub") }

func (r *RedisError) IsBusyGroup() bool { panic("stub") }

func (r *RedisError) IsClusterDown() bool { panic("stub") }

func (r *RedisError) IsLoading() bool { panic("stub") }

func (r *RedisError) IsMoved() (addr string, ok bool) { panic("stub") }

func (r *RedisError) IsNil() bool { panic("stub") }

func (r *RedisError) IsNoScript() bool { panic("stub") }

func (r *RedisError) IsRedirect() (addr string, ok bool) { panic("stub") }

func (r *RedisError) IsTryAgain() bool { panic("stub") }

type RedisMessage struct{}

func (m *RedisMessage) AsBool() (val bool, err error) { panic("stub") }

func (m *RedisMessage) AsBoolSlice() ([]bool, error) { panic("stub") }

func (m *RedisMessage) AsBytes() (bs []byte, err error) { panic("stub") }

func (m *RedisMessage) AsClusterScanEntry() (e ClusterScanEntry, err error) { panic("stub") }

func (m *RedisMessage) AsFloat64() (val float64, err error) { panic("stub") }

func (m *RedisMessage) AsFloatSlice() ([]float64, error) { panic("stub") }

func (m *RedisMessage) AsFtAggregate() (total int64, docs []map[string]string, err error) {
	panic("stub")
}

func (m *RedisMessage) AsFtAggregateCursor() (cursor int64, total int64, docs []map[string]string, err error) {
	panic("stub")
}

func (m *RedisMessage) AsFtSearch() (total int64, docs []FtSearchDoc, err error) { panic("stub") }

func (m *RedisMessage) AsGeosearch() ([]GeoLocation, error) { panic("stub") }

func (m *RedisMessage) AsInt64() (val int64, err error) { panic("stub") }

func (m *RedisMessage) AsIntMap() (map[string]int64, error) { panic("stub") }

func (m *RedisMessage) AsIntSlice() ([]int64, error) { panic("stub") }

func (m *RedisMessage) AsLMPop() (kvs KeyValues, err error) { panic("stub") }

func (m *RedisMessage) AsMap() (map[string]RedisMessage, error) { panic("stub") }

func (m *RedisMessage) AsReader() (reader io.Reader, err error) { panic("stub") }

func (m *RedisMessage) AsScanEntry() (e ScanEntry, err error) { panic("stub") }

func (m *RedisMessage) AsStrMap() (map[string]string, error) { panic("stub") }

func (m *RedisMessage) AsStrSlice() ([]string, error) { panic("stub") }

func (m *RedisMessage) AsUint64() (val uint64, err error) { panic("stub") }

func (m *RedisMessage) AsXRange() ([]XRangeEntry, error) { panic("stub") }

func (m *RedisMessage) AsXRangeEntry() (XRangeEntry, error) { panic("stub") }

func (m *RedisMessage) AsXRangeSlice() (XRangeSlice, error) { panic("stub") }

func (m *RedisMessage) AsXRangeSlices() ([]XRangeSlice, error) { panic("stub") }

func (m *RedisMessage) AsXRead() (ret map[string][]XRangeEntry, err error) { panic("stub") }

func (m *RedisMessage) AsXReadSlices() (map[string][]XRangeSlice, error) { panic("stub") }

func (m *RedisMessage) AsZMPop() (kvs KeyZScores, err error) { panic("stub") }

func (m *RedisMessage) AsZScore() (s ZScore, err error) { panic("stub") }

func (m *RedisMessage) AsZScores() ([]ZScore, error) { panic("stub") }

func (m *RedisMessage) CacheMarshal(buf []byte) []byte { panic("stub") }

func (m *RedisMessage) CachePTTL() int64 { panic("stub") }

func (m *RedisMessage) CachePXAT() int64 { panic("stub") }

func (m *RedisMessage) CacheSize() int { panic("stub") }

func (m *RedisMessage) CacheTTL() (ttl int64) { panic("stub") }

func (m *RedisMessage) CacheUnmarshalView(buf []byte) error { panic("stub") }

func (m *RedisMessage) DecodeJSON(v any) (err error) { panic("stub") }

func (m *RedisMessage) Error() error { panic("stub") }

func (m *RedisMessage) IsArray() bool { panic("stub") }

func (m *RedisMessage) IsBool() bool { panic("stub") }

func (m *RedisMessage) IsCacheHit() bool { panic("stub") }

func (m *RedisMessage) IsFloat64() bool { panic("stub") }

func (m *RedisMessage) IsInt64() bool { panic("stub") }

func (m *RedisMessage) IsMap() bool { panic("stub") }

func (m *RedisMessage) IsNil() bool { panic("stub") }

func (m *RedisMessage) IsString() bool { panic("stub") }

func (m *RedisMessage) String() string { panic("stub") }

func (m *RedisMessage) ToAny() (any, error) { panic("stub") }

func (m *RedisMessage) ToArray() ([]RedisMessage, error) { panic("stub") }

func (m *RedisMessage) ToBool() (val bool, err error) { panic("stub") }

func (m *RedisMessage) ToFloat64() (val float64, err error) { panic("stub") }

func (m *RedisMessage) ToInt64() (val int64, err error) { panic("stub") }

func (m *RedisMessage) ToMap() (map[string]RedisMessage, error) { panic("stub") }

func (m *RedisMessage) ToString() (val string, err error) { panic("stub") }

type RedisResult struct{}

func (r RedisResult) AsBool() (v bool, err error) { panic("stub") }

func (r RedisResult) AsBoolSlice() (v []bool, err error) { panic("stub") }

func (r RedisResult) AsBytes() (v []byte, err error) { panic("stub") }

func (r RedisResult) AsClusterScanEntry() (v ClusterScanEntry, err error) { panic("stub") }

func (r RedisResult) AsFloat64() (v float64, err error) { panic("stub") }

func (r RedisResult) AsFloatSlice() (v []float64, err error) { panic("stub") }

func (r RedisResult) AsFtAggregate() (total int64, docs []map[string]string, err error) {
	panic("stub")
}

func (r RedisResult) AsFtAggregateCursor() (cursor int64, total int64, docs []map[string]string, err error) {
	panic("stub")
}

func (r RedisResult) AsFtSearch() (total int64, docs []FtSearchDoc, err error) { panic("stub") }

func (r RedisResult) AsGeosearch() (locations []GeoLocation, err error) { panic("stub") }

func (r RedisResult) AsInt64() (v int64, err error) { panic("stub") }

func (r RedisResult) AsIntMap() (v map[string]int64, err error) { panic("stub") }

func (r RedisResult) AsIntSlice() (v []int64, err error) { panic("stub") }

func (r RedisResult) AsLMPop() (v KeyValues, err error) { panic("stub") }

func (r RedisResult) AsMap() (v map[string]RedisMessage, err error) { panic("stub") }

func (r RedisResult) AsReader() (v io.Reader, err error) { panic("stub") }

func (r RedisResult) AsScanEntry() (v ScanEntry, err error) { panic("stub") }

func (r RedisResult) AsStrMap() (v map[string]string, err error) { panic("stub") }

func (r RedisResult) AsStrSlice() (v []string, err error) { panic("stub") }

func (r RedisResult) AsUint64() (v uint64, err error) { panic("stub") }

func (r RedisResult) AsXRange() (v []XRangeEntry, err error) { panic("stub") }

func (r RedisResult) AsXRangeEntry() (v XRangeEntry, err error) { panic("stub") }

func (r RedisResult) AsXRangeSlice() (v XRangeSlice, err error) { panic("stub") }

func (r RedisResult) AsXRangeSlices() (v []XRangeSlice, err error) { panic("stub") }

func (r RedisResult) AsXRead() (v map[string][]XRangeEntry, err error) { panic("stub") }

func (r RedisResult) AsXReadSlices() (v map[string][]XRangeSlice, err error) { panic("stub") }

func (r RedisResult) AsZMPop() (v KeyZScores, err error) { panic("stub") }

func (r RedisResult) AsZScore() (v ZScore, err error) { panic("stub") }

func (r RedisResult) AsZScores() (v []ZScore, err error) { panic("stub") }

func (r RedisResult) CachePTTL() int64 { panic("stub") }

func (r RedisResult) CachePXAT() int64 { panic("stub") }

func (r RedisResult) CacheTTL() int64 { panic("stub") }

func (r RedisResult) DecodeJSON(v any) (err error) { panic("stub") }

func (r RedisResult) Error() (err error) { panic("stub") }

func (r RedisResult) IsCacheHit() bool { panic("stub") }

func (r RedisResult) NonRedisError() error { panic("stub") }

func (r *RedisResult) String() string { panic("stub") }

func (r RedisResult) ToAny() (v any, err error) { panic("stub") }

func (r RedisResult) ToArray() (v []RedisMessage, err error) { panic("stub") }

func (r RedisResult) ToBool() (v bool, err error) { panic("stub") }

func (r RedisResult) ToFloat64() (v float64, err error) { panic("stub") }

func (r RedisResult) ToInt64() (v int64, err error) { panic("stub") }

func (r RedisResult) ToMap() (v map[string]RedisMessage, err error) { panic("stub") }

func (r RedisResult) ToMessage() (v RedisMessage, err error) { panic("stub") }

func (r RedisResult) ToString() (v string, err error) { panic("stub") }

type RedisResultStream struct{}

func (s *RedisResultStream) Error() error { panic("stub") }

func (s *RedisResultStream) HasNext() bool { panic("stub") }

func (s *RedisResultStream) WriteTo(w io.Writer) (n int64, err error) { panic("stub") }

type ReplicaSelectorFunc func(slot uint16, replicas []NodeInfo) int

type RetryDelayFn func(attempts int, cmd Completed, err error) time.Duration

type ScanEntry struct {
	Elements []string
	Cursor   uint64
}

type SentinelOption struct {
	Dialer                  net.Dialer
	TLSConfig               *tls.Config
	MasterSet               string
	Username                string
	Password                string
	ClientName              string
	TopologyRefreshInterval time.Duration
}

type StandaloneOption struct {
	ReplicaAddress []string
	EnableRedirect bool
}

type XRangeEntry struct {
	FieldValues map[string]string
	ID          string
}

type XRangeFieldValue struct {
	Field string
	Value string
}

type XRangeSlice struct {
	ID          string
	FieldValues []XRangeFieldValue
}

type ZScore struct {
	Member string
	Score  float64
}

func CT(cmd Cacheable, ttl time.Duration) CacheableTTL { panic("stub") }

func IsRedisNil(err error) bool { panic("stub") }

func MustParseURL(str string) ClientOption { panic("stub") }

func NewClient(option ClientOption) (client Client, err error) { panic("stub") }

func NewLuaScript(script string, opts ...LuaOption) *Lua { panic("stub") }

func NewLuaScriptReadOnly(script string, opts ...LuaOption) *Lua { panic("stub") }

func ParseURL(str string) (opt ClientOption, err error) { panic("stub") }
