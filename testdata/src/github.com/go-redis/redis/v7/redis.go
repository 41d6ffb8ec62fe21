// Package redis is a declarations-only stub of github.com/go-redis/redis/v7 v7.4.1 for analysistest.
package redis

import (
	"context"
	"crypto/tls"
	"net"
	"time"

	"github.com/go-redis/redis/v7/internal/proto"
)

const Nil proto.RedisError = "redis: nil"

const TxFailedErr proto.RedisError = "redis: transaction failed"

type BitCount struct {
	Start int64
	End   int64
}

type BoolCmd struct {
	baseCmd
}

func (cmd *BoolCmd) Result() (bool, error) { panic("stub") }

func (cmd *BoolCmd) String() string { panic("stub") }

func (cmd *BoolCmd) Val() bool { panic("stub") }

type BoolSliceCmd struct {
	baseCmd
}

func (cmd *BoolSliceCmd) Result() ([]bool, error) { panic("stub") }

func (cmd *BoolSliceCmd) String() string { panic("stub") }

func (cmd *BoolSliceCmd) Val() []bool { panic("stub") }

type Client struct {
	*baseClient
	cmdable
	hooks
}

func (c *Client) Conn() *Conn { panic("stub") }

func (c *Client) Context() context.Context { panic("stub") }

func (c *Client) Do(args ...interface{}) *Cmd { panic("stub") }

func (c *Client) DoContext(ctx context.Context, args ...interface{}) *Cmd { panic("stub") }

func (c *Client) Options() *Options { panic("stub") }

func (c *Client) PSubscribe(channels ...string) *PubSub { panic("stub") }

func (c *Client) Pipeline() Pipeliner { panic("stub") }

func (c *Client) Pipelined(fn func(Pipeliner) error) ([]Cmder, error) { panic("stub") }

func (c *Client) PoolStats() *PoolStats { panic("stub") }

func (c *Client) Process(cmd Cmder) error { panic("stub") }

func (c *Client) ProcessContext(ctx context.Context, cmd Cmder) error { panic("stub") }

func (c *Client) Subscribe(channels ...string) *PubSub { panic("stub") }

func (c *Client) TxPipeline() Pipeliner { panic("stub") }

func (c *Client) TxPipelined(fn func(Pipeliner) error) ([]Cmder, error) { panic("stub") }

func (c *Client) Watch(fn func(*Tx) error, keys ...string) error { panic("stub") }

func (c *Client) WatchContext(ctx context.Context, fn func(*Tx) error, keys ...string) error {
	panic("stub")
}

func (c *Client) WithContext(ctx context.Context) *Client { panic("stub") }

func (c *Client) WithTimeout(timeout time.Duration) *Client { panic("stub") }

type ClusterClient struct {
	*clusterClient
	cmdable
	hooks
}

func (c *ClusterClient) Close() error { panic("stub") }

func (c *ClusterClient) Context() context.Context { panic("stub") }

func (c *ClusterClient) DBSize() *IntCmd { panic("stub") }

func (c *ClusterClient) Do(args ...interface{}) *Cmd { panic("stub") }

func (c *ClusterClient) DoContext(ctx context.Context, args ...interface{}) *Cmd { panic("stub") }

func (c *ClusterClient) ForEachMaster(fn func(client *Client) error) error { panic("stub") }

func (c *ClusterClient) ForEachNode(fn func(client *Client) error) error { panic("stub") }

func (c *ClusterClient) ForEachSlave(fn func(client *Client) error) error { panic("stub") }

func (c *ClusterClient) Options() *ClusterOptions { panic("stub") }

func (c *ClusterClient) PSubscribe(channels ...string) *PubSub { panic("stub") }

func (c *ClusterClient) Pipeline() Pipeliner { panic("stub") }

func (c *ClusterClient) Pipelined(fn func(Pipeliner) error) ([]Cmder, error) { panic("stub") }

func (c *ClusterClient) PoolStats() *PoolStats { panic("stub") }

func (c *ClusterClient) Process(cmd Cmder) error { panic("stub") }

func (c *ClusterClient) ProcessContext(ctx context.Context, cmd Cmder) error { panic("stub") }

func (c *ClusterClient) ReloadState() error { panic("stub") }

func (c *ClusterClient) Subscribe(channels ...string) *PubSub { panic("stub") }

func (c *ClusterClient) TxPipeline() Pipeliner { panic("stub") }

func (c *ClusterClient) TxPipelined(fn func(Pipeliner) error) ([]Cmder, error) { panic("stub") }

func (c *ClusterClient) Watch(fn func(*Tx) error, keys ...string) error { panic("stub") }

func (c *ClusterClient) WatchContext(ctx context.Context, fn func(*Tx) error, keys ...string) error {
	panic("stub")
}

func (c *ClusterClient) WithContext(ctx context.Context) *ClusterClient { panic("stub") }

type ClusterNode struct {
	ID   string
	Addr string
}

type ClusterOptions struct {
	Addrs              []string
	MaxRedirects       int
	ReadOnly           bool
	RouteByLatency     bool
	RouteRandomly      bool
	ClusterSlots       func() ([]ClusterSlot, error)
	OnNewNode          func(*Client)
	Dialer             func(ctx context.Context, network string, addr string) (net.Conn, error)
	OnConnect          func(*Conn) error
	Username           string
	Password           string
	MaxRetries         int
	MinRetryBackoff    time.Duration
	MaxRetryBackoff    time.Duration
	DialTimeout        time.Duration
	ReadTimeout        time.Duration
	WriteTimeout       time.Duration
	NewClient          func(opt *Options) *Client
	PoolSize           int
	MinIdleConns       int
	MaxConnAge         time.Duration
	PoolTimeout        time.Duration
	IdleTimeout        time.Duration
	IdleCheckFrequency time.Duration
	TLSConfig          *tls.Config
}

type ClusterSlot struct {
	Start int
	End   int
	Nodes []ClusterNode
}

type ClusterSlotsCmd struct {
	baseCmd
}

func (cmd *ClusterSlotsCmd) Result() ([]ClusterSlot, error) { panic("stub") }

func (cmd *ClusterSlotsCmd) String() string { panic("stub") }

func (cmd *ClusterSlotsCmd) Val() []ClusterSlot { panic("stub") }

type Cmd struct {
	baseCmd
}

func (cmd *Cmd) Bool() (bool, error) { panic("stub") }

func (cmd *Cmd) Float32() (float32, error) { panic("stub") }

func (cmd *Cmd) Float64() (float64, error) { panic("stub") }

func (cmd *Cmd) Int() (int, error) { panic("stub") }

func (cmd *Cmd) Int64() (int64, error) { panic("stub") }

func (cmd *Cmd) Result() (interface{}, error) { panic("stub") }

func (cmd *Cmd) String() string { panic("stub") }

func (cmd *Cmd) Text() (string, error) { panic("stub") }

func (cmd *Cmd) Uint64() (uint64, error) { panic("stub") }

func (cmd *Cmd) Val() interface{} { panic("stub") }

type Cmdable interface {
	Append(key string, value string) *IntCmd
	BLPop(timeout time.Duration, keys ...string) *StringSliceCmd
	BRPop(timeout time.Duration, keys ...string) *StringSliceCmd
	BRPopLPush(source string, destination string, timeout time.Duration) *StringCmd
	BZPopMax(timeout time.Duration, keys ...string) *ZWithKeyCmd
	BZPopMin(timeout time.Duration, keys ...string) *ZWithKeyCmd
	BgRewriteAOF() *StatusCmd
	BgSave() *StatusCmd
	BitCount(key string, bitCount *BitCount) *IntCmd
	BitField(key string, args ...interface{}) *IntSliceCmd
	BitOpAnd(destKey string, keys ...string) *IntCmd
	BitOpNot(destKey string, key string) *IntCmd
	BitOpOr(destKey string, keys ...string) *IntCmd
	BitOpXor(destKey string, keys ...string) *IntCmd
	BitPos(key string, bit int64, pos ...int64) *IntCmd
	ClientGetName() *StringCmd
	ClientID() *IntCmd
	ClientKill(ipPort string) *StatusCmd
	ClientKillByFilter(keys ...string) *IntCmd
	ClientList() *StringCmd
	ClientPause(dur time.Duration) *BoolCmd
	ClusterAddSlots(slots ...int) *StatusCmd
	ClusterAddSlotsRange(min int, max int) *StatusCmd
	ClusterCountFailureReports(nodeID string) *IntCmd
	ClusterCountKeysInSlot(slot int) *IntCmd
	ClusterDelSlots(slots ...int) *StatusCmd
	ClusterDelSlotsRange(min int, max int) *StatusCmd
	ClusterFailover() *StatusCmd
	ClusterForget(nodeID string) *StatusCmd
	ClusterGetKeysInSlot(slot int, count int) *StringSliceCmd
	ClusterInfo() *StringCmd
	ClusterKeySlot(key string) *IntCmd
	ClusterMeet(host string, port string) *StatusCmd
	ClusterNodes() *StringCmd
	ClusterReplicate(nodeID string) *StatusCmd
	ClusterResetHard() *StatusCmd
	ClusterResetSoft() *StatusCmd
	ClusterSaveConfig() *StatusCmd
	ClusterSlaves(nodeID string) *StringSliceCmd
	ClusterSlots() *ClusterSlotsCmd
	Command() *CommandsInfoCmd
	ConfigGet(parameter string) *SliceCmd
	ConfigResetStat() *StatusCmd
	ConfigRewrite() *StatusCmd
	ConfigSet(parameter string, value string) *StatusCmd
	DBSize() *IntCmd
	DebugObject(key string) *StringCmd
	Decr(key string) *IntCmd
	DecrBy(key string, decrement int64) *IntCmd
	Del(keys ...string) *IntCmd
	Dump(key string) *StringCmd
	Echo(message interface{}) *StringCmd
	Eval(script string, keys []string, args ...interface{}) *Cmd
	EvalSha(sha1 string, keys []string, args ...interface{}) *Cmd
	Exists(keys ...string) *IntCmd
	Expire(key string, expiration time.Duration) *BoolCmd
	ExpireAt(key string, tm time.Time) *BoolCmd
	FlushAll() *StatusCmd
	FlushAllAsync() *StatusCmd
	FlushDB() *StatusCmd
	FlushDBAsync() *StatusCmd
	GeoAdd(key string, geoLocation ...*GeoLocation) *IntCmd
	GeoDist(key string, member1 string, member2 string, unit string) *FloatCmd
	GeoHash(key string, members ...string) *StringSliceCmd
	GeoPos(key string, members ...string) *GeoPosCmd
	GeoRadius(key string, longitude float64, latitude float64, query *GeoRadiusQuery) *GeoLocationCmd
	GeoRadiusByMember(key string, member string, query *GeoRadiusQuery) *GeoLocationCmd
	GeoRadiusByMemberStore(key string, member string, query *GeoRadiusQuery) *IntCmd
	GeoRadiusStore(key string, longitude float64, latitude float64, query *GeoRadiusQuery) *IntCmd
	Get(key string) *StringCmd
	GetBit(key string, offset int64) *IntCmd
	GetRange(key string, start int64, end int64) *StringCmd
	GetSet(key string, value interface{}) *StringCmd
	HDel(key string, fields ...string) *IntCmd
	HExists(key string, field string) *BoolCmd
	HGet(key string, field string) *StringCmd
	HGetAll(key string) *StringStringMapCmd
	HIncrBy(key string, field string, incr int64) *IntCmd
	HIncrByFloat(key string, field string, incr float64) *FloatCmd
	HKeys(key string) *StringSliceCmd
	HLen(key string) *IntCmd
	HMGet(key string, fields ...string) *SliceCmd
	HMSet(key string, values ...interface{}) *BoolCmd
	HScan(key string, cursor uint64, match string, count int64) *ScanCmd
	HSet(key string, values ...interface{}) *IntCmd
	HSetNX(key string, field string, value interface{}) *BoolCmd
	HVals(key string) *StringSliceCmd
	Incr(key string) *IntCmd
	IncrBy(key string, value int64) *IntCmd
	IncrByFloat(key string, value float64) *FloatCmd
	Info(section ...string) *StringCmd
	Keys(pattern string) *StringSliceCmd
	LIndex(key string, index int64) *StringCmd
	LInsert(key string, op string, pivot interface{}, value interface{}) *IntCmd
	LInsertAfter(key string, pivot interface{}, value interface{}) *IntCmd
	LInsertBefore(key string, pivot interface{}, value interface{}) *IntCmd
	LLen(key string) *IntCmd
	LPop(key string) *StringCmd
	LPush(key string, values ...interface{}) *IntCmd
	LPushX(key string, values ...interface{}) *IntCmd
	LRange(key string, start int64, stop int64) *StringSliceCmd
	LRem(key string, count int64, value interface{}) *IntCmd
	LSet(key string, index int64, value interface{}) *StatusCmd
	LTrim(key string, start int64, stop int64) *StatusCmd
	LastSave() *IntCmd
	MGet(keys ...string) *SliceCmd
	MSet(values ...interface{}) *StatusCmd
	MSetNX(values ...interface{}) *BoolCmd
	MemoryUsage(key string, samples ...int) *IntCmd
	Migrate(host string, port string, key string, db int, timeout time.Duration) *StatusCmd
	Move(key string, db int) *BoolCmd
	ObjectEncoding(key string) *StringCmd
	ObjectIdleTime(key string) *DurationCmd
	ObjectRefCount(key string) *IntCmd
	PExpire(key string, expiration time.Duration) *BoolCmd
	PExpireAt(key string, tm time.Time) *BoolCmd
	PFAdd(key string, els ...interface{}) *IntCmd
	PFCount(keys ...string) *IntCmd
	PFMerge(dest string, keys ...string) *StatusCmd
	PTTL(key string) *DurationCmd
	Persist(key string) *BoolCmd
	Ping() *StatusCmd
	Pipeline() Pipeliner
	Pipelined(fn func(Pipeliner) error) ([]Cmder, error)
	PubSubChannels(pattern string) *StringSliceCmd
	PubSubNumPat() *IntCmd
	PubSubNumSub(channels ...string) *StringIntMapCmd
	Publish(channel string, message interface{}) *IntCmd
	Quit() *StatusCmd
	RPop(key string) *StringCmd
	RPopLPush(source string, destination string) *StringCmd
	RPush(key string, values ...interface{}) *IntCmd
	RPushX(key string, values ...interface{}) *IntCmd
	RandomKey() *StringCmd
	ReadOnly() *StatusCmd
	ReadWrite() *StatusCmd
	Rename(key string, newkey string) *StatusCmd
	RenameNX(key string, newkey string) *BoolCmd
	Restore(key string, ttl time.Duration, value string) *StatusCmd
	RestoreReplace(key string, ttl time.Duration, value string) *StatusCmd
	SAdd(key string, members ...interface{}) *IntCmd
	SCard(key string) *IntCmd
	SDiff(keys ...string) *StringSliceCmd
	SDiffStore(destination string, keys ...string) *IntCmd
	SInter(keys ...string) *StringSliceCmd
	SInterStore(destination string, keys ...string) *IntCmd
	SIsMember(key string, member interface{}) *BoolCmd
	SMembers(key string) *StringSliceCmd
	SMembersMap(key string) *StringStructMapCmd
	SMove(source string, destination string, member interface{}) *BoolCmd
	SPop(key string) *StringCmd
	SPopN(key string, count int64) *StringSliceCmd
	SRandMember(key string) *StringCmd
	SRandMemberN(key string, count int64) *StringSliceCmd
	SRem(key string, members ...interface{}) *IntCmd
	SScan(key string, cursor uint64, match string, count int64) *ScanCmd
	SUnion(keys ...string) *StringSliceCmd
	SUnionStore(destination string, keys ...string) *IntCmd
	Save() *StatusCmd
	Scan(cursor uint64, match string, count int64) *ScanCmd
	ScriptExists(hashes ...string) *BoolSliceCmd
	ScriptFlush() *StatusCmd
	ScriptKill() *StatusCmd
	ScriptLoad(script string) *StringCmd
	Set(key string, value interface{}, expiration time.Duration) *StatusCmd
	SetBit(key string, offset int64, value int) *IntCmd
	SetNX(key string, value interface{}, expiration time.Duration) *BoolCmd
	SetRange(key string, offset int64, value string) *IntCmd
	SetXX(key string, value interface{}, expiration time.Duration) *BoolCmd
	Shutdown() *StatusCmd
	ShutdownNoSave() *StatusCmd
	ShutdownSave() *StatusCmd
	SlaveOf(host string, port string) *StatusCmd
	Sort(key string, sort *Sort) *StringSliceCmd
	SortInterfaces(key string, sort *Sort) *SliceCmd
	SortStore(key string, store string, sort *Sort) *IntCmd
	StrLen(key string) *IntCmd
	TTL(key string) *DurationCmd
	Time() *TimeCmd
	Touch(keys ...string) *IntCmd
	TxPipeline() Pipeliner
	TxPipelined(fn func(Pipeliner) error) ([]Cmder, error)
	Type(key string) *StatusCmd
	Unlink(keys ...string) *IntCmd
	XAck(stream string, group string, ids ...string) *IntCmd
	XAdd(a *XAddArgs) *StringCmd
	XClaim(a *XClaimArgs) *XMessageSliceCmd
	XClaimJustID(a *XClaimArgs) *StringSliceCmd
	XDel(stream string, ids ...string) *IntCmd
	XGroupCreate(stream string, group string, start string) *StatusCmd
	XGroupCreateMkStream(stream string, group string, start string) *StatusCmd
	XGroupDelConsumer(stream string, group string, consumer string) *IntCmd
	XGroupDestroy(stream string, group string) *IntCmd
	XGroupSetID(stream string, group string, start string) *StatusCmd
	XInfoGroups(key string) *XInfoGroupsCmd
	XLen(stream string) *IntCmd
	XPending(stream string, group string) *XPendingCmd
	XPendingExt(a *XPendingExtArgs) *XPendingExtCmd
	XRange(stream string, start string, stop string) *XMessageSliceCmd
	XRangeN(stream string, start string, stop string, count int64) *XMessageSliceCmd
	XRead(a *XReadArgs) *XStreamSliceCmd
	XReadGroup(a *XReadGroupArgs) *XStreamSliceCmd
	XReadStreams(streams ...string) *XStreamSliceCmd
	XRevRange(stream string, start string, stop string) *XMessageSliceCmd
	XRevRangeN(stream string, start string, stop string, count int64) *XMessageSliceCmd
	XTrim(key string, maxLen int64) *IntCmd
	XTrimApprox(key string, maxLen int64) *IntCmd
	ZAdd(key string, members ...*Z) *IntCmd
	ZAddCh(key string, members ...*Z) *IntCmd
	ZAddNX(key string, members ...*Z) *IntCmd
	ZAddNXCh(key string, members ...*Z) *IntCmd
	ZAddXX(key string, members ...*Z) *IntCmd
	ZAddXXCh(key string, members ...*Z) *IntCmd
	ZCard(key string) *IntCmd
	ZCount(key string, min string, max string) *IntCmd
	ZIncr(key string, member *Z) *FloatCmd
	ZIncrBy(key string, increment float64, member string) *FloatCmd
	ZIncrNX(key string, member *Z) *FloatCmd
	ZIncrXX(key string, member *Z) *FloatCmd
	ZInterStore(destination string, store *ZStore) *IntCmd
	ZLexCount(key string, min string, max string) *IntCmd
	ZPopMax(key string, count ...int64) *ZSliceCmd
	ZPopMin(key string, count ...int64) *ZSliceCmd
	ZRange(key string, start int64, stop int64) *StringSliceCmd
	ZRangeByLex(key string, opt *ZRangeBy) *StringSliceCmd
	ZRangeByScore(key string, opt *ZRangeBy) *StringSliceCmd
	ZRangeByScoreWithScores(key string, opt *ZRangeBy) *ZSliceCmd
	ZRangeWithScores(key string, start int64, stop int64) *ZSliceCmd
	ZRank(key string, member string) *IntCmd
	ZRem(key string, members ...interface{}) *IntCmd
	ZRemRangeByLex(key string, min string, max string) *IntCmd
	ZRemRangeByRank(key string, start int64, stop int64) *IntCmd
	ZRemRangeByScore(key string, min string, max string) *IntCmd
	ZRevRange(key string, start int64, stop int64) *StringSliceCmd
	ZRevRangeByLex(key string, opt *ZRangeBy) *StringSliceCmd
	ZRevRangeByScore(key string, opt *ZRangeBy) *StringSliceCmd
	ZRevRangeByScoreWithScores(key string, opt *ZRangeBy) *ZSliceCmd
	ZRevRangeWithScores(key string, start int64, stop int64) *ZSliceCmd
	ZRevRank(key string, member string) *IntCmd
	ZScan(key string, cursor uint64, match string, count int64) *ScanCmd
	ZScore(key string, member string) *FloatCmd
	ZUnionStore(dest string, store *ZStore) *IntCmd
}

type Cmder interface {
	Args() []interface{}
	Err() error
	Name() string
	SetErr(error)
	String() string
}

type CommandInfo struct {
	Name        string
	Arity       int8
	Flags       []string
	ACLFlags    []string
	FirstKeyPos int8
	LastKeyPos  int8
	StepCount   int8
	ReadOnly    bool
}

type CommandsInfoCmd struct {
	baseCmd
}

func (cmd *CommandsInfoCmd) Result() (map[string]*CommandInfo, error) { panic("stub") }

func (cmd *CommandsInfoCmd) String() string { panic("stub") }

func (cmd *CommandsInfoCmd) Val() map[string]*CommandInfo { panic("stub") }

type Conn struct {
	*conn
}

func (c *Conn) Pipeline() Pipeliner { panic("stub") }

func (c *Conn) Pipelined(fn func(Pipeliner) error) ([]Cmder, error) { panic("stub") }

func (c *Conn) Process(cmd Cmder) error { panic("stub") }

func (c *Conn) ProcessContext(ctx context.Context, cmd Cmder) error { panic("stub") }

func (c *Conn) TxPipeline() Pipeliner { panic("stub") }

func (c *Conn) TxPipelined(fn func(Pipeliner) error) ([]Cmder, error) { panic("stub") }

type DurationCmd struct {
	baseCmd
}

func (cmd *DurationCmd) Result() (time.Duration, error) { panic("stub") }

func (cmd *DurationCmd) String() string { panic("stub") }

func (cmd *DurationCmd) Val() time.Duration { panic("stub") }

type FailoverOptions struct {
	MasterName         string
	SentinelAddrs      []string
	SentinelUsername   string
	SentinelPassword   string
	Dialer             func(ctx context.Context, network string, addr string) (net.Conn, error)
	OnConnect          func(*Conn) error
	Username           string
	Password           string
	DB                 int
	MaxRetries         int
	MinRetryBackoff    time.Duration
	MaxRetryBackoff    time.Duration
	DialTimeout        time.Duration
	ReadTimeout        time.Duration
	WriteTimeout       time.Duration
	PoolSize           int
	MinIdleConns       int
	MaxConnAge         time.Duration
	PoolTimeout        time.Duration
	IdleTimeout        time.Duration
	IdleCheckFrequency time.Duration
	TLSConfig          *tls.Config
}

type FloatCmd struct {
	baseCmd
}

func (cmd *FloatCmd) Result() (float64, error) { panic("stub") }

func (cmd *FloatCmd) String() string { panic("stub") }

func (cmd *FloatCmd) Val() float64 { panic("stub") }

type GeoLocation struct {
	Name      string
	Longitude float64
	Latitude  float64
	Dist      float64
	GeoHash   int64
}

type GeoLocationCmd struct {
	baseCmd
}

func (cmd *GeoLocationCmd) Result() ([]GeoLocation, error) { panic("stub") }

func (cmd *GeoLocationCmd) String() string { panic("stub") }

func (cmd *GeoLocationCmd) Val() []GeoLocation { panic("stub") }

type GeoPos struct {
	Longitude float64
	Latitude  float64
}

type GeoPosCmd struct {
	baseCmd
}

func (cmd *GeoPosCmd) Result() ([]*GeoPos, error) { panic("stub") }

func (cmd *GeoPosCmd) String() string { panic("stub") }

func (cmd *GeoPosCmd) Val() []*GeoPos { panic("stub") }

type GeoRadiusQuery struct {
	Radius      float64
	Unit        string
	WithCoord   bool
	WithDist    bool
	WithGeoHash bool
	Count       int
	Sort        string
	Store       string
	StoreDist   string
}

type Hash func(data []byte) uint32

type Hook interface {
	AfterProcess(ctx context.Context, cmd Cmder) error
	AfterProcessPipeline(ctx context.Context, cmds []Cmder) error
	BeforeProcess(ctx context.Context, cmd Cmder) (context.Context, error)
	BeforeProcessPipeline(ctx context.Context, cmds []Cmder) (context.Context, error)
}

type IntCmd struct {
	baseCmd
}

func (cmd *IntCmd) Result() (int64, error) { panic("stub") }

func (cmd *IntCmd) String() string { panic("stub") }

func (cmd *IntCmd) Uint64() (uint64, error) { panic("stub") }

func (cmd *IntCmd) Val() int64 { panic("stub") }

type IntSliceCmd struct {
	baseCmd
}

func (cmd *IntSliceCmd) Result() ([]int64, error) { panic("stub") }

func (cmd *IntSliceCmd) String() string { panic("stub") }

func (cmd *IntSliceCmd) Val() []int64 { panic("stub") }

type Limiter interface {
	Allow() error
	ReportResult(result error)
}

type Message struct {
	Channel string
	Pattern string
	Payload string
}

func (m *Message) String() string { panic("stub") }

type Options struct {
	Network            string
	Addr               string
	Dialer             func(ctx context.Context, network string, addr string) (net.Conn, error)
	OnConnect          func(*Conn) error
	Username           string
	Password           string
	DB                 int
	MaxRetries         int
	MinRetryBackoff    time.Duration
	MaxRetryBackoff    time.Duration
	DialTimeout        time.Duration
	ReadTimeout        time.Duration
	WriteTimeout       time.Duration
	PoolSize           int
	MinIdleConns       int
	MaxConnAge         time.Duration
	PoolTimeout        time.Duration
	IdleTimeout        time.Duration
	IdleCheckFrequency time.Duration
	TLSConfig          *tls.Config
	Limiter            Limiter
}

type Pipeline struct {
	cmdable
	statefulCmdable
}

func (c *Pipeline) Close() error { panic("stub") }

func (c *Pipeline) Discard() error { panic("stub") }

func (c *Pipeline) Do(args ...interface{}) *Cmd { panic("stub") }

func (c *Pipeline) Exec() ([]Cmder, error) { panic("stub") }

func (c *Pipeline) ExecContext(ctx context.Context) ([]Cmder, error) { panic("stub") }

func (c *Pipeline) Pipeline() Pipeliner { panic("stub") }

func (c *Pipeline) Pipelined(fn func(Pipeliner) error) ([]Cmder, error) { panic("stub") }

func (c *Pipeline) Process(cmd Cmder) error { panic("stub") }

func (c *Pipeline) TxPipeline() Pipeliner { panic("stub") }

func (c *Pipeline) TxPipelined(fn func(Pipeliner) error) ([]Cmder, error) { panic("stub") }

type Pipeliner interface {
	StatefulCmdable
	Close() error
	Discard() error
	Do(args ...interface{}) *Cmd
	Exec() ([]Cmder, error)
	ExecContext(ctx context.Context) ([]Cmder, error)
	Process(cmd Cmder) error
}

type PoolStats struct {
	Hits       uint32
	Misses     uint32
	Timeouts   uint32
	TotalConns uint32
	IdleConns  uint32
	StaleConns uint32
}

type PubSub struct{}

func (c *PubSub) Channel() <-chan *Message { panic("stub") }

func (c *PubSub) ChannelSize(size int) <-chan *Message { panic("stub") }

func (c *PubSub) ChannelWithSubscriptions(size int) <-chan interface{} { panic("stub") }

func (c *PubSub) Close() error { panic("stub") }

func (c *PubSub) PSubscribe(patterns ...string) error { panic("stub") }

func (c *PubSub) PUnsubscribe(patterns ...string) error { panic("stub") }

func (c *PubSub) Ping(payload ...string) error { panic("stub") }

func (c *PubSub) Receive() (interface{}, error) { panic("stub") }

func (c *PubSub) ReceiveMessage() (*Message, error) { panic("stub") }

func (c *PubSub) ReceiveTimeout(timeout time.Duration) (interface{}, error) { panic("stub") }

func (c *PubSub) String() string { panic("stub") }

func (c *PubSub) Subscribe(channels ...string) error { panic("stub") }

func (c *PubSub) Unsubscribe(channels ...string) error { panic("stub") }

type Ring struct {
	*ring
	cmdable
	hooks
}

func (c *Ring) Close() error { panic("stub") }

func (c *Ring) Context() context.Context { panic("stub") }

func (c *Ring) Do(args ...interface{}) *Cmd { panic("stub") }

func (c *Ring) DoContext(ctx context.Context, args ...interface{}) *Cmd { panic("stub") }

func (c *Ring) ForEachShard(fn func(client *Client) error) error { panic("stub") }

func (c *Ring) Len() int { panic("stub") }

func (c *Ring) Options() *RingOptions { panic("stub") }

func (c *Ring) PSubscribe(channels ...string) *PubSub { panic("stub") }

func (c *Ring) Pipeline() Pipeliner { panic("stub") }

func (c *Ring) Pipelined(fn func(Pipeliner) error) ([]Cmder, error) { panic("stub") }

func (c *Ring) PoolStats() *PoolStats { panic("stub") }

func (c *Ring) Process(cmd Cmder) error { panic("stub") }

func (c *Ring) ProcessContext(ctx context.Context, cmd Cmder) error { panic("stub") }

func (c *Ring) Subscribe(channels ...string) *PubSub { panic("stub") }

func (c *Ring) TxPipeline() Pipeliner { panic("stub") }

func (c *Ring) TxPipelined(fn func(Pipeliner) error) ([]Cmder, error) { panic("stub") }

func (c *Ring) Watch(fn func(*Tx) error, keys ...string) error { panic("stub") }

func (c *Ring) WithContext(ctx context.Context) *Ring { panic("stub") }

type RingOptions struct {
	Addrs              map[string]string
	Passwords          map[string]string
	HeartbeatFrequency time.Duration
	Hash               Hash
	HashReplicas       int
	NewClient          func(name string, opt *Options) *Client
	OnNewShard         func(*Client)
	OnConnect          func(*Conn) error
	DB                 int
	Password           string
	MaxRetries         int
	MinRetryBackoff    time.Duration
	MaxRetryBackoff    time.Duration
	DialTimeout        time.Duration
	ReadTimeout        time.Duration
	WriteTimeout       time.Duration
	PoolSize           int
	MinIdleConns       int
	MaxConnAge         time.Duration
	PoolTimeout        time.Duration
	IdleTimeout        time.Duration
	IdleCheckFrequency time.Duration
}

type ScanCmd struct {
	baseCmd
}

func (cmd *ScanCmd) Iterator() *ScanIterator { panic("stub") }

func (cmd *ScanCmd) Result() (keys []string, cursor uint64, err error) { panic("stub") }

func (cmd *ScanCmd) String() string { panic("stub") }

func (cmd *ScanCmd) Val() (keys []string, cursor uint64) { panic("stub") }

type ScanIterator struct{}

func (it *ScanIterator) Err() error { panic("stub") }

func (it *ScanIterator) Next() bool { panic("stub") }

func (it *ScanIterator) Val() string { panic("stub") }

type Script struct{}

func (s *Script) Eval(c scripter, keys []string, args ...interface{}) *Cmd { panic("stub") }

func (s *Script) EvalSha(c scripter, keys []string, args ...interface{}) *Cmd { panic("stub") }

func (s *Script) Exists(c scripter) *BoolSliceCmd { panic("stub") }

func (s *Script) Hash() string { panic("stub") }

func (s *Script) Load(c scripter) *StringCmd { panic("stub") }

func (s *Script) Run(c scripter, keys []string, args ...interface{}) *Cmd { panic("stub") }

type SliceCmd struct {
	baseCmd
}

func (cmd *SliceCmd) Result() ([]interface{}, error) { panic("stub") }

func (cmd *SliceCmd) String() string { panic("stub") }

func (cmd *SliceCmd) Val() []interface{} { panic("stub") }

type Sort struct {
	By     string
	Offset int64
	Count  int64
	Get    []string
	Order  string
	Alpha  bool
}

type StatefulCmdable interface {
	Cmdable
	Auth(password string) *StatusCmd
	AuthACL(username string, password string) *StatusCmd
	ClientSetName(name string) *BoolCmd
	Select(index int) *StatusCmd
	SwapDB(index1 int, index2 int) *StatusCmd
}

type StatusCmd struct {
	baseCmd
}

func (cmd *StatusCmd) Result() (string, error) { panic("stub") }

func (cmd *StatusCmd) String() string { panic("stub") }

func (cmd *StatusCmd) Val() string { panic("stub") }

type StringCmd struct {
	baseCmd
}

func (cmd *StringCmd) Bytes() ([]byte, error) { panic("stub") }

func (cmd *StringCmd) Float32() (float32, error) { panic("stub") }

func (cmd *StringCmd) Float64() (float64, error) { panic("stub") }

func (cmd *StringCmd) Int() (int, error) { panic("stub") }

func (cmd *StringCmd) Int64() (int64, error) { panic("stub") }

func (cmd *StringCmd) Result() (string, error) { panic("stub") }

func (cmd *StringCmd) Scan(val interface{}) error { panic("stub") }

func (cmd *StringCmd) String() string { panic("stub") }

func (cmd *StringCmd) Time() (time.Time, error) { panic("stub") }

func (cmd *StringCmd) Uint64() (uint64, error) { panic("stub") }

func (cmd *StringCmd) Val() string { panic("stub") }

type StringIntMapCmd struct {
	baseCmd
}

func (cmd *StringIntMapCmd) Result() (map[string]int64, error) { panic("stub") }

func (cmd *StringIntMapCmd) String() string { panic("stub") }

func (cmd *StringIntMapCmd) Val() map[string]int64 { panic("stub") }

type StringSliceCmd struct {
	baseCmd
}

func (cmd *StringSliceCmd) Result() ([]string, error) { panic("stub") }

func (cmd *StringSliceCmd) ScanSlice(container interface{}) error { panic("stub") }

func (cmd *StringSliceCmd) String() string { panic("stub") }

func (cmd *StringSliceCmd) Val() []string { panic("stub") }

type StringStringMapCmd struct {
	baseCmd
}

func (cmd *StringStringMapCmd) Result() (map[string]string, error) { panic("stub") }

func (cmd *StringStringMapCmd) String() string { panic("stub") }

func (cmd *StringStringMapCmd) Val() map[string]string { panic("stub") }

type StringStructMapCmd struct {
	baseCmd
}

func (cmd *StringStructMapCmd) Result() (map[string]struct{}, error) { panic("stub") }

func (cmd *StringStructMapCmd) String() string { panic("stub") }

func (cmd *StringStructMapCmd) Val() map[string]struct{} { panic("stub") }

type TimeCmd struct {
	baseCmd
}

func (cmd *TimeCmd) Result() (time.Time, error) { panic("stub") }

func (cmd *TimeCmd) String() string { panic("stub") }

func (cmd *TimeCmd) Val() time.Time { panic("stub") }

type Tx struct {
	baseClient
	cmdable
	statefulCmdable
	hooks
}

func (c *Tx) Close() error { panic("stub") }

func (c *Tx) Context() context.Context { panic("stub") }

func (c *Tx) Pipeline() Pipeliner { panic("stub") }

func (c *Tx) Pipelined(fn func(Pipeliner) error) ([]Cmder, error) { panic("stub") }

func (c *Tx) Process(cmd Cmder) error { panic("stub") }

func (c *Tx) ProcessContext(ctx context.Context, cmd Cmder) error { panic("stub") }

func (c *Tx) TxPipeline() Pipeliner { panic("stub") }

func (c *Tx) TxPipelined(fn func(Pipeliner) error) ([]Cmder, error) { panic("stub") }

func (c *Tx) Unwatch(keys ...string) *StatusCmd { panic("stub") }

func (c *Tx) Watch(keys ...string) *StatusCmd { panic("stub") }

func (c *Tx) WithContext(ctx context.Context) *Tx { panic("stub") }

type UniversalClient interface {
	Cmdable
	AddHook(Hook)
	Close() error
	Context() context.Context
	Do(args ...interface{}) *Cmd
	DoContext(ctx context.Context, args ...interface{}) *Cmd
	PSubscribe(channels ...string) *PubSub
	Process(cmd Cmder) error
	ProcessContext(ctx context.Context, cmd Cmder) error
	Subscribe(channels ...string) *PubSub
	Watch(fn func(*Tx) error, keys ...string) error
}

type UniversalOptions struct {
	Addrs              []string
	DB                 int
	Dialer             func(ctx context.Context, network string, addr string) (net.Conn, error)
	OnConnect          func(*Conn) error
	Username           string
	Password           string
	MaxRetries         int
	MinRetryBackoff    time.Duration
	MaxRetryBackoff    time.Duration
	DialTimeout        time.Duration
	ReadTimeout        time.Duration
	WriteTimeout       time.Duration
	PoolSize           int
	MinIdleConns       int
	MaxConnAge         time.Duration
	PoolTimeout        time.Duration
	IdleTimeout        time.Duration
	IdleCheckFrequency time.Duration
	TLSConfig          *tls.Config
	MaxRedirects       int
	ReadOnly           bool
	RouteByLatency     bool
	RouteRandomly      bool
	MasterName         string
}

func (o *UniversalOptions) Cluster() *ClusterOptions { panic("stub") }

func (o *UniversalOptions) Failover() *FailoverOptions { panic("stub") }

func (o *UniversalOptions) Simple() *Options { panic("stub") }

type XAddArgs struct {
	Stream       string
	MaxLen       int64
	MaxLenApprox int64
	ID           string
	Values       map[string]interface{}
}

type XClaimArgs struct {
	Stream   string
	Group    string
	Consumer string
	MinIdle  time.Duration
	Messages []string
}

type XInfoGroups struct {
	Name            string
	Consumers       int64
	Pending         int64
	LastDeliveredID string
}

type XInfoGroupsCmd struct {
	baseCmd
}

func (cmd *XInfoGroupsCmd) Result() ([]XInfoGroups, error) { panic("stub") }

func (cmd *XInfoGroupsCmd) String() string { panic("stub") }

func (cmd *XInfoGroupsCmd) Val() []XInfoGroups { panic("stub") }

type XMessage struct {
	ID     string
	Values map[string]interface{}
}

type XMessageSliceCmd struct {
	baseCmd
}

func (cmd *XMessageSliceCmd) Result() ([]XMessage, error) { panic("stub") }

func (cmd *XMessageSliceCmd) String() string { panic("stub") }

func (cmd *XMessageSliceCmd) Val() []XMessage { panic("stub") }

type XPending struct {
	Count     int64
	Lower     string
	Higher    string
	Consumers map[string]int64
}

type XPendingCmd struct {
	baseCmd
}

func (cmd *XPendingCmd) Result() (*XPending, error) { panic("stub") }

func (cmd *XPendingCmd) String() string { panic("stub") }

func (cmd *XPendingCmd) Val() *XPending { panic("stub") }

type XPendingExt struct {
	ID         string
	Consumer   string
	Idle       time.Duration
	RetryCount int64
}

type XPendingExtArgs struct {
	Stream   string
	Group    string
	Start    string
	End      string
	Count    int64
	Consumer string
}

type XPendingExtCmd struct {
	baseCmd
}

func (cmd *XPendingExtCmd) Result() ([]XPendingExt, error) { panic("stub") }

func (cmd *XPendingExtCmd) String() string { panic("stub") }

func (cmd *XPendingExtCmd) Val() []XPendingExt { panic("stub") }

type XReadArgs struct {
	Streams []string
	Count   int64
	Block   time.Duration
}

type XReadGroupArgs struct {
	Group    string
	Consumer string
	Streams  []string
	Count    int64
	Block    time.Duration
	NoAck    bool
}

type XStream struct {
	Stream   string
	Messages []XMessage
}

type XStreamSliceCmd struct {
	baseCmd
}

func (cmd *XStreamSliceCmd) Result() ([]XStream, error) { panic("stub") }

func (cmd *XStreamSliceCmd) String() string { panic("stub") }

func (cmd *XStreamSliceCmd) Val() []XStream { panic("stub") }

type Z struct {
	Score  float64
	Member interface{}
}

type ZRangeBy struct {
	Min    string
	Max    string
	Offset int64
	Count  int64
}

type ZSliceCmd struct {
	baseCmd
}

func (cmd *ZSliceCmd) Result() ([]Z, error) { panic("stub") }

func (cmd *ZSliceCmd) String() string { panic("stub") }

func (cmd *ZSliceCmd) Val() []Z { panic("stub") }

type ZStore struct {
	Keys      []string
	Weights   []float64
	Aggregate string
}

type ZWithKey struct {
	Z
	Key string
}

type ZWithKeyCmd struct {
	baseCmd
}

func (cmd *ZWithKeyCmd) Result() (*ZWithKey, error) { panic("stub") }

func (cmd *ZWithKeyCmd) String() string { panic("stub") }

func (cmd *ZWithKeyCmd) Val() *ZWithKey { panic("stub") }

type baseClient struct{}

func (c *baseClient) Close() error { panic("stub") }

func (c *baseClient) String() string { panic("stub") }

type baseCmd struct{}

func (cmd *baseCmd) Args() []interface{} { panic("stub") }

func (cmd *baseCmd) Err() error { panic("stub") }

func (cmd *baseCmd) Name() string { panic("stub") }

func (cmd *baseCmd) SetErr(e error) { panic("stub") }

type clusterClient struct{}

type cmdable func(cmd Cmder) error

func (c cmdable) Append(key string, value string) *IntCmd { panic("stub") }

func (c cmdable) BLPop(timeout time.Duration, keys ...string) *StringSliceCmd { panic("stub") }

func (c cmdable) BRPop(timeout time.Duration, keys ...string) *StringSliceCmd { panic("stub") }

func (c cmdable) BRPopLPush(source string, destination string, timeout time.Duration) *StringCmd {
	panic("stub")
}

func (c cmdable) BZPopMax(timeout time.Duration, keys ...string) *ZWithKeyCmd { panic("stub") }

func (c cmdable) BZPopMin(timeout time.Duration, keys ...string) *ZWithKeyCmd { panic("stub") }

func (c cmdable) BgRewriteAOF() *StatusCmd { panic("stub") }

func (c cmdable) BgSave() *StatusCmd { panic("stub") }

func (c cmdable) BitCount(key string, bitCount *BitCount) *IntCmd { panic("stub") }

func (c cmdable) BitField(key string, args ...interface{}) *IntSliceCmd { panic("stub") }

func (c cmdable) BitOpAnd(destKey string, keys ...string) *IntCmd { panic("stub") }

func (c cmdable) BitOpNot(destKey string, key string) *IntCmd { panic("stub") }

func (c cmdable) BitOpOr(destKey string, keys ...string) *IntCmd { panic("stub") }

func (c cmdable) BitOpXor(destKey string, keys ...string) *IntCmd { panic("stub") }

func (c cmdable) BitPos(key string, bit int64, pos ...int64) *IntCmd { panic("stub") }

func (c cmdable) ClientGetName() *StringCmd { panic("stub") }

func (c cmdable) ClientID() *IntCmd { panic("stub") }

func (c cmdable) ClientKill(ipPort string) *StatusCmd { panic("stub") }

func (c cmdable) ClientKillByFilter(keys ...string) *IntCmd { panic("stub") }

func (c cmdable) ClientList() *StringCmd { panic("stub") }

func (c cmdable) ClientPause(dur time.Duration) *BoolCmd { panic("stub") }

func (c cmdable) ClientUnblock(id int64) *IntCmd { panic("stub") }

func (c cmdable) ClientUnblockWithError(id int64) *IntCmd { panic("stub") }

func (c cmdable) ClusterAddSlots(slots ...int) *StatusCmd { panic("stub") }

func (c cmdable) ClusterAddSlotsRange(min int, max int) *StatusCmd { panic("stub") }

func (c cmdable) ClusterCountFailureReports(nodeID string) *IntCmd { panic("stub") }

func (c cmdable) ClusterCountKeysInSlot(slot int) *IntCmd { panic("stub") }

func (c cmdable) ClusterDelSlots(slots ...int) *StatusCmd { panic("stub") }

func (c cmdable) ClusterDelSlotsRange(min int, max int) *StatusCmd { panic("stub") }

func (c cmdable) ClusterFailover() *StatusCmd { panic("stub") }

func (c cmdable) ClusterForget(nodeID string) *StatusCmd { panic("stub") }

func (c cmdable) ClusterGetKeysInSlot(slot int, count int) *StringSliceCmd { panic("stub") }

func (c cmdable) ClusterInfo() *StringCmd { panic("stub") }

func (c cmdable) ClusterKeySlot(key string) *IntCmd { panic("stub") }

func (c cmdable) ClusterMeet(host string, port string) *StatusCmd { panic("stub") }

func (c cmdable) ClusterNodes() *StringCmd { panic("stub") }

func (c cmdable) ClusterReplicate(nodeID string) *StatusCmd { panic("stub") }

func (c cmdable) ClusterResetHard() *StatusCmd { panic("stub") }

func (c cmdable) ClusterResetSoft() *StatusCmd { panic("stub") }

func (c cmdable) ClusterSaveConfig() *StatusCmd { panic("stub") }

func (c cmdable) ClusterSlaves(nodeID string) *StringSliceCmd { panic("stub") }

func (c cmdable) ClusterSlots() *ClusterSlotsCmd { panic("stub") }

func (c cmdable) Command() *CommandsInfoCmd { panic("stub") }

func (c cmdable) ConfigGet(parameter string) *SliceCmd { panic("stub") }

func (c cmdable) ConfigResetStat() *StatusCmd { panic("stub") }

func (c cmdable) ConfigRewrite() *StatusCmd { panic("stub") }

func (c cmdable) ConfigSet(parameter string, value string) *StatusCmd { panic("stub") }

func (c cmdable) DBSize() *IntCmd { panic("stub") }

func (c cmdable) DbSize() *IntCmd { panic("stub") }

func (c cmdable) DebugObject(key string) *StringCmd { panic("stub") }

func (c cmdable) Decr(key string) *IntCmd { panic("stub") }

func (c cmdable) DecrBy(key string, decrement int64) *IntCmd { panic("stub") }

func (c cmdable) Del(keys ...string) *IntCmd { panic("stub") }

func (c cmdable) Dump(key string) *StringCmd { panic("stub") }

func (c cmdable) Echo(message interface{}) *StringCmd { panic("stub") }

func (c cmdable) Eval(script string, keys []string, args ...interface{}) *Cmd { panic("stub") }

func (c cmdable) EvalSha(sha1 string, keys []string, args ...interface{}) *Cmd { panic("stub") }

func (c cmdable) Exists(keys ...string) *IntCmd { panic("stub") }

func (c cmdable) Expire(key string, expiration time.Duration) *BoolCmd { panic("stub") }

func (c cmdable) ExpireAt(key string, tm time.Time) *BoolCmd { panic("stub") }

func (c cmdable) FlushAll() *StatusCmd { panic("stub") }

func (c cmdable) FlushAllAsync() *StatusCmd { panic("stub") }

func (c cmdable) FlushDB() *StatusCmd { panic("stub") }

func (c cmdable) FlushDBAsync() *StatusCmd { panic("stub") }

func (c cmdable) GeoAdd(key string, geoLocation ...*GeoLocation) *IntCmd { panic("stub") }

func (c cmdable) GeoDist(key string, member1 string, member2 string, unit string) *FloatCmd {
	panic("stub")
}

func (c cmdable) GeoHash(key string, members ...string) *StringSliceCmd { panic("stub") }

func (c cmdable) GeoPos(key string, members ...string) *GeoPosCmd { panic("stub") }

func (c cmdable) GeoRadius(key string, longitude float64, latitude float64, query *GeoRadiusQuery) *GeoLocationCmd {
	panic("stub")
}

func (c cmdable) GeoRadiusByMember(key string, member string, query *GeoRadiusQuery) *GeoLocationCmd {
	panic("stub")
}

func (c cmdable) GeoRadiusByMemberStore(key string, member string, query *GeoRadiusQuery) *IntCmd {
	panic("stub")
}

func (c cmdable) GeoRadiusStore(key string, longitude float64, latitude float64, query *GeoRadiusQuery) *IntCmd {
	panic("stub")
}

func (c cmdable) Get(key string) *StringCmd { panic("stub") }

func (c cmdable) GetBit(key string, offset int64) *IntCmd { panic("stub") }

func (c cmdable) GetRange(key string, start int64, end int64) *StringCmd { panic("stub") }

func (c cmdable) GetSet(key string, value interface{}) *StringCmd { panic("stub") }

func (c cmdable) HDel(key string, fields ...string) *IntCmd { panic("stub") }

func (c cmdable) HExists(key string, field string) *BoolCmd { panic("stub") }

func (c cmdable) HGet(key string, field string) *StringCmd { panic("stub") }

func (c cmdable) HGetAll(key string) *StringStringMapCmd { panic("stub") }

func (c cmdable) HIncrBy(key string, field string, incr int64) *IntCmd { panic("stub") }

func (c cmdable) HIncrByFloat(key string, field string, incr float64) *FloatCmd { panic("stub") }

func (c cmdable) HKeys(key string) *StringSliceCmd { panic("stub") }

func (c cmdable) HLen(key string) *IntCmd { panic("stub") }

func (c cmdable) HMGet(key string, fields ...string) *SliceCmd { panic("stub") }

func (c cmdable) HMSet(key string, values ...interface{}) *BoolCmd { panic("stub") }

func (c cmdable) HScan(key string, cursor uint64, match string, count int64) *ScanCmd { panic("stub") }

func (c cmdable) HSet(key string, values ...interface{}) *IntCmd { panic("stub") }

func (c cmdable) HSetNX(key string, field string, value interface{}) *BoolCmd { panic("stub") }

func (c cmdable) HVals(key string) *StringSliceCmd { panic("stub") }

func (c cmdable) Incr(key string) *IntCmd { panic("stub") }

func (c cmdable) IncrBy(key string, value int64) *IntCmd { panic("stub") }

func (c cmdable) IncrByFloat(key string, value float64) *FloatCmd { panic("stub") }

func (c cmdable) Info(section ...string) *StringCmd { panic("stub") }

func (c cmdable) Keys(pattern string) *StringSliceCmd { panic("stub") }

func (c cmdable) LIndex(key string, index int64) *StringCmd { panic("stub") }

func (c cmdable) LInsert(key string, op string, pivot interface{}, value interface{}) *IntCmd {
	panic("stub")
}

func (c cmdable) LInsertAfter(key string, pivot interface{}, value interface{}) *IntCmd {
	panic("stub")
}

func (c cmdable) LInsertBefore(key string, pivot interface{}, value interface{}) *IntCmd {
	panic("stub")
}

func (c cmdable) LLen(key string) *IntCmd { panic("stub") }

func (c cmdable) LPop(key string) *StringCmd { panic("stub") }

func (c cmdable) LPush(key string, values ...interface{}) *IntCmd { panic("stub") }

func (c cmdable) LPushX(key string, values ...interface{}) *IntCmd { panic("stub") }

func (c cmdable) LRange(key string, start int64, stop int64) *StringSliceCmd { panic("stub") }

func (c cmdable) LRem(key string, count int64, value interface{}) *IntCmd { panic("stub") }

func (c cmdable) LSet(key string, index int64, value interface{}) *StatusCmd { panic("stub") }

func (c cmdable) LTrim(key string, start int64, stop int64) *StatusCmd { panic("stub") }

func (c cmdable) LastSave() *IntCmd { panic("stub") }

func (c cmdable) MGet(keys ...string) *SliceCmd { panic("stub") }

func (c cmdable) MSet(values ...interface{}) *StatusCmd { panic("stub") }

func (c cmdable) MSetNX(values ...interface{}) *BoolCmd { panic("stub") }

func (c cmdable) MemoryUsage(key string, samples ...int) *IntCmd { panic("stub") }

func (c cmdable) Migrate(host string, port string, key string, db int, timeout time.Duration) *StatusCmd {
	panic("stub")
}

func (c cmdable) Move(key string, db int) *BoolCmd { panic("stub") }

func (c cmdable) ObjectEncoding(key string) *StringCmd { panic("stub") }

func (c cmdable) ObjectIdleTime(key string) *DurationCmd { panic("stub") }

func (c cmdable) ObjectRefCount(key string) *IntCmd { panic("stub") }

func (c cmdable) PExpire(key string, expiration time.Duration) *BoolCmd { panic("stub") }

func (c cmdable) PExpireAt(key string, tm time.Time) *BoolCmd { panic("stub") }

func (c cmdable) PFAdd(key string, els ...interface{}) *IntCmd { panic("stub") }

func (c cmdable) PFCount(keys ...string) *IntCmd { panic("stub") }

func (c cmdable) PFMerge(dest string, keys ...string) *StatusCmd { panic("stub") }

func (c cmdable) PTTL(key string) *DurationCmd { panic("stub") }

func (c cmdable) Persist(key string) *BoolCmd { panic("stub") }

func (c cmdable) Ping() *StatusCmd { panic("stub") }

func (c cmdable) PubSubChannels(pattern string) *StringSliceCmd { panic("stub") }

func (c cmdable) PubSubNumPat() *IntCmd { panic("stub") }

func (c cmdable) PubSubNumSub(channels ...string) *StringIntMapCmd { panic("stub") }

func (c cmdable) Publish(channel string, message interface{}) *IntCmd { panic("stub") }

func (c cmdable) Quit() *StatusCmd { panic("stub") }

func (c cmdable) RPop(key string) *StringCmd { panic("stub") }

func (c cmdable) RPopLPush(source string, destination string) *StringCmd { panic("stub") }

func (c cmdable) RPush(key string, values ...interface{}) *IntCmd { panic("stub") }

func (c cmdable) RPushX(key string, values ...interface{}) *IntCmd { panic("stub") }

func (c cmdable) RandomKey() *StringCmd { panic("stub") }

func (c cmdable) ReadOnly() *StatusCmd { panic("stub") }

func (c cmdable) ReadWrite() *StatusCmd { panic("stub") }

func (c cmdable) Rename(key string, newkey string) *StatusCmd { panic("stub") }

func (c cmdable) RenameNX(key string, newkey string) *BoolCmd { panic("stub") }

func (c cmdable) Restore(key string, ttl time.Duration, value string) *StatusCmd { panic("stub") }

func (c cmdable) RestoreReplace(key string, ttl time.Duration, value string) *StatusCmd {
	panic("stub")
}

func (c cmdable) SAdd(key string, members ...interface{}) *IntCmd { panic("stub") }

func (c cmdable) SCard(key string) *IntCmd { panic("stub") }

func (c cmdable) SDiff(keys ...string) *StringSliceCmd { panic("stub") }

func (c cmdable) SDiffStore(destination string, keys ...string) *IntCmd { panic("stub") }

func (c cmdable) SInter(keys ...string) *StringSliceCmd { panic("stub") }

func (c cmdable) SInterStore(destination string, keys ...string) *IntCmd { panic("stub") }

func (c cmdable) SIsMember(key string, member interface{}) *BoolCmd { panic("stub") }

func (c cmdable) SMembers(key string) *StringSliceCmd { panic("stub") }

func (c cmdable) SMembersMap(key string) *StringStructMapCmd { panic("stub") }

func (c cmdable) SMove(source string, destination string, member interface{}) *BoolCmd { panic("stub") }

func (c cmdable) SPop(key string) *StringCmd { panic("stub") }

func (c cmdable) SPopN(key string, count int64) *StringSliceCmd { panic("stub") }

func (c cmdable) SRandMember(key string) *StringCmd { panic("stub") }

func (c cmdable) SRandMemberN(key string, count int64) *StringSliceCmd { panic("stub") }

func (c cmdable) SRem(key string, members ...interface{}) *IntCmd { panic("stub") }

func (c cmdable) SScan(key string, cursor uint64, match string, count int64) *ScanCmd { panic("stub") }

func (c cmdable) SUnion(keys ...string) *StringSliceCmd { panic("stub") }

func (c cmdable) SUnionStore(destination string, keys ...string) *IntCmd { panic("stub") }

func (c cmdable) Save() *StatusCmd { panic("stub") }

func (c cmdable) Scan(cursor uint64, match string, count int64) *ScanCmd { panic("stub") }

func (c cmdable) ScriptExists(hashes ...string) *BoolSliceCmd { panic("stub") }

func (c cmdable) ScriptFlush() *StatusCmd { panic("stub") }

func (c cmdable) ScriptKill() *StatusCmd { panic("stub") }

func (c cmdable) ScriptLoad(script string) *StringCmd { panic("stub") }

func (c cmdable) Set(key string, value interface{}, expiration time.Duration) *StatusCmd {
	panic("stub")
}

func (c cmdable) SetBit(key string, offset int64, value int) *IntCmd { panic("stub") }

func (c cmdable) SetNX(key string, value interface{}, expiration time.Duration) *BoolCmd {
	panic("stub")
}

func (c cmdable) SetRange(key string, offset int64, value string) *IntCmd { panic("stub") }

func (c cmdable) SetXX(key string, value interface{}, expiration time.Duration) *BoolCmd {
	panic("stub")
}

func (c cmdable) Shutdown() *StatusCmd { panic("stub") }

func (c cmdable) ShutdownNoSave() *StatusCmd { panic("stub") }

func (c cmdable) ShutdownSave() *StatusCmd { panic("stub") }

func (c cmdable) SlaveOf(host string, port string) *StatusCmd { panic("stub") }

func (c cmdable) SlowLog() { panic("stub") }

func (c cmdable) Sort(key string, sort *Sort) *StringSliceCmd { panic("stub") }

func (c cmdable) SortInterfaces(key string, sort *Sort) *SliceCmd { panic("stub") }

func (c cmdable) SortStore(key string, store string, sort *Sort) *IntCmd { panic("stub") }

func (c cmdable) StrLen(key string) *IntCmd { panic("stub") }

func (c cmdable) Sync() { panic("stub") }

func (c cmdable) TTL(key string) *DurationCmd { panic("stub") }

func (c cmdable) Time() *TimeCmd { panic("stub") }

func (c cmdable) Touch(keys ...string) *IntCmd { panic("stub") }

func (c cmdable) Type(key string) *StatusCmd { panic("stub") }

func (c cmdable) Unlink(keys ...string) *IntCmd { panic("stub") }

func (c cmdable) Wait(numSlaves int, timeout time.Duration) *IntCmd { panic("stub") }

func (c cmdable) XAck(stream string, group string, ids ...string) *IntCmd { panic("stub") }

func (c cmdable) XAdd(a *XAddArgs) *StringCmd { panic("stub") }

func (c cmdable) XClaim(a *XClaimArgs) *XMessageSliceCmd { panic("stub") }

func (c cmdable) XClaimJustID(a *XClaimArgs) *StringSliceCmd { panic("stub") }

func (c cmdable) XDel(stream string, ids ...string) *IntCmd { panic("stub") }

func (c cmdable) XGroupCreate(stream string, group string, start string) *StatusCmd { panic("stub") }

func (c cmdable) XGroupCreateMkStream(stream string, group string, start string) *StatusCmd {
	panic("stub")
}

func (c cmdable) XGroupDelConsumer(stream string, group string, consumer string) *IntCmd {
	panic("stub")
}

func (c cmdable) XGroupDestroy(stream string, group string) *IntCmd { panic("stub") }

func (c cmdable) XGroupSetID(stream string, group string, start string) *StatusCmd { panic("stub") }

func (c cmdable) XInfoGroups(key string) *XInfoGroupsCmd { panic("stub") }

func (c cmdable) XLen(stream string) *IntCmd { panic("stub") }

func (c cmdable) XPending(stream string, group string) *XPendingCmd { panic("stub") }

func (c cmdable) XPendingExt(a *XPendingExtArgs) *XPendingExtCmd { panic("stub") }

func (c cmdable) XRange(stream string, start string, stop string) *XMessageSliceCmd { panic("stub") }

func (c cmdable) XRangeN(stream string, start string, stop string, count int64) *XMessageSliceCmd {
	panic("stub")
}

func (c cmdable) XRead(a *XReadArgs) *XStreamSliceCmd { panic("stub") }

func (c cmdable) XReadGroup(a *XReadGroupArgs) *XStreamSliceCmd { panic("stub") }

func (c cmdable) XReadStreams(streams ...string) *XStreamSliceCmd { panic("stub") }

func (c cmdable) XRevRange(stream string, start string, stop string) *XMessageSliceCmd { panic("stub") }

func (c cmdable) XRevRangeN(stream string, start string, stop string, count int64) *XMessageSliceCmd {
	panic("stub")
}

func (c cmdable) XTrim(key string, maxLen int64) *IntCmd { panic("stub") }

func (c cmdable) XTrimApprox(key string, maxLen int64) *IntCmd { panic("stub") }

func (c cmdable) ZAdd(key string, members ...*Z) *IntCmd { panic("stub") }

func (c cmdable) ZAddCh(key string, members ...*Z) *IntCmd { panic("stub") }

func (c cmdable) ZAddNX(key string, members ...*Z) *IntCmd { panic("stub") }

func (c cmdable) ZAddNXCh(key string, members ...*Z) *IntCmd { panic("stub") }

func (c cmdable) ZAddXX(key string, members ...*Z) *IntCmd { panic("stub") }

func (c cmdable) ZAddXXCh(key string, members ...*Z) *IntCmd { panic("stub") }

func (c cmdable) ZCard(key string) *IntCmd { panic("stub") }

func (c cmdable) ZCount(key string, min string, max string) *IntCmd { panic("stub") }

func (c cmdable) ZIncr(key string, member *Z) *FloatCmd { panic("stub") }

func (c cmdable) ZIncrBy(key string, increment float64, member string) *FloatCmd { panic("stub") }

func (c cmdable) ZIncrNX(key string, member *Z) *FloatCmd { panic("stub") }

func (c cmdable) ZIncrXX(key string, member *Z) *FloatCmd { panic("stub") }

func (c cmdable) ZInterStore(destination string, store *ZStore) *IntCmd { panic("stub") }

func (c cmdable) ZLexCount(key string, min string, max string) *IntCmd { panic("stub") }

func (c cmdable) ZPopMax(key string, count ...int64) *ZSliceCmd { panic("stub") }

func (c cmdable) ZPopMin(key string, count ...int64) *ZSliceCmd { panic("stub") }

func (c cmdable) ZRange(key string, start int64, stop int64) *StringSliceCmd { panic("stub") }

func (c cmdable) ZRangeByLex(key string, opt *ZRangeBy) *StringSliceCmd { panic("stub") }

func (c cmdable) ZRangeByScore(key string, opt *ZRangeBy) *StringSliceCmd { panic("stub") }

func (c cmdable) ZRangeByScoreWithScores(key string, opt *ZRangeBy) *ZSliceCmd { panic("stub") }

func (c cmdable) ZRangeWithScores(key string, start int64, stop int64) *ZSliceCmd { panic("stub") }

func (c cmdable) ZRank(key string, member string) *IntCmd { panic("stub") }

func (c cmdable) ZRem(key string, members ...interface{}) *IntCmd { panic("stub") }

func (c cmdable) ZRemRangeByLex(key string, min string, max string) *IntCmd { panic("stub") }

func (c cmdable) ZRemRangeByRank(key string, start int64, stop int64) *IntCmd { panic("stub") }

func (c cmdable) ZRemRangeByScore(key string, min string, max string) *IntCmd { panic("stub") }

func (c cmdable) ZRevRange(key string, start int64, stop int64) *StringSliceCmd { panic("stub") }

func (c cmdable) ZRevRangeByLex(key string, opt *ZRangeBy) *StringSliceCmd { panic("stub") }

func (c cmdable) ZRevRangeByScore(key string, opt *ZRangeBy) *StringSliceCmd { panic("stub") }

func (c cmdable) ZRevRangeByScoreWithScores(key string, opt *ZRangeBy) *ZSliceCmd { panic("stub") }

func (c cmdable) ZRevRangeWithScores(key string, start int64, stop int64) *ZSliceCmd { panic("stub") }

func (c cmdable) ZRevRank(key string, member string) *IntCmd { panic("stub") }

func (c cmdable) ZScan(key string, cursor uint64, match string, count int64) *ScanCmd { panic("stub") }

func (c cmdable) ZScore(key string, member string) *FloatCmd { panic("stub") }

func (c cmdable) ZUnionStore(dest string, store *ZStore) *IntCmd { panic("stub") }

type conn struct {
	baseClient
	cmdable
	statefulCmdable
}

type hooks struct{}

func (hs *hooks) AddHook(hook Hook) { panic("stub") }

type ring struct{}

type scripter interface {
	Eval(script string, keys []string, args ...interface{}) *Cmd
	EvalSha(sha1 string, keys []string, args ...interface{}) *Cmd
	ScriptExists(hashes ...string) *BoolSliceCmd
	ScriptLoad(script string) *StringCmd
}

type statefulCmdable func(cmd Cmder) error

func (c statefulCmdable) Auth(password string) *StatusCmd { panic("stub") }

func (c statefulCmdable) AuthACL(username string, password string) *StatusCmd { panic("stub") }

func (c statefulCmdable) ClientSetName(name string) *BoolCmd { panic("stub") }

func (c statefulCmdable) Select(index int) *StatusCmd { panic("stub") }

func (c statefulCmdable) SwapDB(index1 int, index2 int) *StatusCmd { panic("stub") }

func NewClient(opt *Options) *Client { panic("stub") }

func NewClusterClient(opt *ClusterOptions) *ClusterClient { panic("stub") }

func NewFailoverClient(failoverOpt *FailoverOptions) *Client { panic("stub") }

func NewRing(opt *RingOptions) *Ring { panic("stub") }

func NewScript(src string) *Script { panic("stub") }

func NewUniversalClient(opts *UniversalOptions) UniversalClient { panic("stub") }

func ParseURL(redisURL string) (*Options, error) { panic("stub") }
