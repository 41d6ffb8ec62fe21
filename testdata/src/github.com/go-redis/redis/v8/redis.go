// Package redis is a declarations-only stub of github.com/go-redis/redis/v8 v8.11.5 for analysistest.
package redis

import (
	"context"
	"crypto/tls"
	"net"
	"time"

	"github.com/go-redis/redis/v8/internal/proto"
)

const KeepTTL = -1

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

func (cmd *BoolCmd) SetVal(val bool) { panic("stub") }

func (cmd *BoolCmd) String() string { panic("stub") }

func (cmd *BoolCmd) Val() bool { panic("stub") }

type BoolSliceCmd struct {
	baseCmd
}

func (cmd *BoolSliceCmd) Result() ([]bool, error) { panic("stub") }

func (cmd *BoolSliceCmd) SetVal(val []bool) { panic("stub") }

func (cmd *BoolSliceCmd) String() string { panic("stub") }

func (cmd *BoolSliceCmd) Val() []bool { panic("stub") }

type ChannelOption func(c *channel)

type Client struct {
	*baseClient
	cmdable
	hooks
}

func (c *Client) Conn(ctx context.Context) *Conn { panic("stub") }

func (c *Client) Context() context.Context { panic("stub") }

func (c *Client) Do(ctx context.Context, args ...interface{}) *Cmd { panic("stub") }

func (c *Client) Options() *Options { panic("stub") }

func (c *Client) PSubscribe(ctx context.Context, channels ...string) *PubSub { panic("stub") }

func (c *Client) Pipeline() Pipeliner { panic("stub") }

func (c *Client) Pipelined(ctx context.Context, fn func(Pipeliner) error) ([]Cmder, error) {
	panic("stub")
}

func (c *Client) PoolStats() *PoolStats { panic("stub") }

func (c *Client) Process(ctx context.Context, cmd Cmder) error { panic("stub") }

func (c *Client) Subscribe(ctx context.Context, channels ...string) *PubSub { panic("stub") }

func (c *Client) TxPipeline() Pipeliner { panic("stub") }

func (c *Client) TxPipelined(ctx context.Context, fn func(Pipeliner) error) ([]Cmder, error) {
	panic("stub")
}

func (c *Client) Watch(ctx context.Context, fn func(*Tx) error, keys ...string) error { panic("stub") }

func (c *Client) WithContext(ctx context.Context) *Client { panic("stub") }

func (c *Client) WithTimeout(timeout time.Duration) *Client { panic("stub") }

type ClusterClient struct {
	*clusterClient
	cmdable
	hooks
}

func (c *ClusterClient) Close() error { panic("stub") }

func (c *ClusterClient) Context() context.Context { panic("stub") }

func (c *ClusterClient) DBSize(ctx context.Context) *IntCmd { panic("stub") }

func (c *ClusterClient) Do(ctx context.Context, args ...interface{}) *Cmd { panic("stub") }

func (c *ClusterClient) ForEachMaster(ctx context.Context, fn func(ctx context.Context, client *Client) error) error {
	panic("stub")
}

func (c *ClusterClient) ForEachShard(ctx context.Context, fn func(ctx context.Context, client *Client) error) error {
	panic("stub")
}

func (c *ClusterClient) ForEachSlave(ctx context.Context, fn func(ctx context.Context, client *Client) error) error {
	panic("stub")
}

func (c *ClusterClient) MasterForKey(ctx context.Context, key string) (*Client, error) { panic("stub") }

func (c *ClusterClient) Options() *ClusterOptions { panic("stub") }

func (c *ClusterClient) PSubscribe(ctx context.Context, channels ...string) *PubSub { panic("stub") }

func (c *ClusterClient) Pipeline() Pipeliner { panic("stub") }

func (c *ClusterClient) Pipelined(ctx context.Context, fn func(Pipeliner) error) ([]Cmder, error) {
	panic("stub")
}

func (c *ClusterClient) PoolStats() *PoolStats { panic("stub") }

func (c *ClusterClient) Process(ctx context.Context, cmd Cmder) error { panic("stub") }

func (c *ClusterClient) ReloadState(ctx context.Context) { panic("stub") }

func (c *ClusterClient) ScriptExists(ctx context.Context, hashes ...string) *BoolSliceCmd {
	panic("stub")
}

func (c *ClusterClient) ScriptFlush(ctx context.Context) *StatusCmd { panic("stub") }

func (c *ClusterClient) ScriptLoad(ctx context.Context, script string) *StringCmd { panic("stub") }

func (c *ClusterClient) SlaveForKey(ctx context.Context, key string) (*Client, error) { panic("stub") }

func (c *ClusterClient) Subscribe(ctx context.Context, channels ...string) *PubSub { panic("stub") }

func (c *ClusterClient) TxPipeline() Pipeliner { panic("stub") }

func (c *ClusterClient) TxPipelined(ctx context.Context, fn func(Pipeliner) error) ([]Cmder, error) {
	panic("stub")
}

func (c *ClusterClient) Watch(ctx context.Context, fn func(*Tx) error, keys ...string) error {
	panic("stub")
}

func (c *ClusterClient) WithContext(ctx context.Context) *ClusterClient { panic("stub") }

type ClusterNode struct {
	ID   string
	Addr string
}

type ClusterOptions struct {
	Addrs              []string
	NewClient          func(opt *Options) *Client
	MaxRedirects       int
	ReadOnly           bool
	RouteByLatency     bool
	RouteRandomly      bool
	ClusterSlots       func(context.Context) ([]ClusterSlot, error)
	Dialer             func(ctx context.Context, network string, addr string) (net.Conn, error)
	OnConnect          func(ctx context.Context, cn *Conn) error
	Username           string
	Password           string
	MaxRetries         int
	MinRetryBackoff    time.Duration
	MaxRetryBackoff    time.Duration
	DialTimeout        time.Duration
	ReadTimeout        time.Duration
	WriteTimeout       time.Duration
	PoolFIFO           bool
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

func (cmd *ClusterSlotsCmd) SetVal(val []ClusterSlot) { panic("stub") }

func (cmd *ClusterSlotsCmd) String() string { panic("stub") }

func (cmd *ClusterSlotsCmd) Val() []ClusterSlot { panic("stub") }

type Cmd struct {
	baseCmd
}

func (cmd *Cmd) Bool() (bool, error) { panic("stub") }

func (cmd *Cmd) BoolSlice() ([]bool, error) { panic("stub") }

func (cmd *Cmd) Float32() (float32, error) { panic("stub") }

func (cmd *Cmd) Float32Slice() ([]float32, error) { panic("stub") }

func (cmd *Cmd) Float64() (float64, error) { panic("stub") }

func (cmd *Cmd) Float64Slice() ([]float64, error) { panic("stub") }

func (cmd *Cmd) Int() (int, error) { panic("stub") }

func (cmd *Cmd) Int64() (int64, error) { panic("stub") }

func (cmd *Cmd) Int64Slice() ([]int64, error) { panic("stub") }

func (cmd *Cmd) Result() (interface{}, error) { panic("stub") }

func (cmd *Cmd) SetVal(val interface{}) { panic("stub") }

func (cmd *Cmd) Slice() ([]interface{}, error) { panic("stub") }

func (cmd *Cmd) String() string { panic("stub") }

func (cmd *Cmd) StringSlice() ([]string, error) { panic("stub") }

func (cmd *Cmd) Text() (string, error) { panic("stub") }

func (cmd *Cmd) Uint64() (uint64, error) { panic("stub") }

func (cmd *Cmd) Uint64Slice() ([]uint64, error) { panic("stub") }

func (cmd *Cmd) Val() interface{} { panic("stub") }

type Cmdable interface {
	Append(ctx context.Context, key string, value string) *IntCmd
	BLMove(ctx context.Context, source string, destination string, srcpos string, destpos string, timeout time.Duration) *StringCmd
	BLPop(ctx context.Context, timeout time.Duration, keys ...string) *StringSliceCmd
	BRPop(ctx context.Context, timeout time.Duration, keys ...string) *StringSliceCmd
	BRPopLPush(ctx context.Context, source string, destination string, timeout time.Duration) *StringCmd
	BZPopMax(ctx context.Context, timeout time.Duration, keys ...string) *ZWithKeyCmd
	BZPopMin(ctx context.Context, timeout time.Duration, keys ...string) *ZWithKeyCmd
	BgRewriteAOF(ctx context.Context) *StatusCmd
	BgSave(ctx context.Context) *StatusCmd
	BitCount(ctx context.Context, key string, bitCount *BitCount) *IntCmd
	BitField(ctx context.Context, key string, args ...interface{}) *IntSliceCmd
	BitOpAnd(ctx context.Context, destKey string, keys ...string) *IntCmd
	BitOpNot(ctx context.Context, destKey string, key string) *IntCmd
	BitOpOr(ctx context.Context, destKey string, keys ...string) *IntCmd
	BitOpXor(ctx context.Context, destKey string, keys ...string) *IntCmd
	BitPos(ctx context.Context, key string, bit int64, pos ...int64) *IntCmd
	ClientGetName(ctx context.Context) *StringCmd
	ClientID(ctx context.Context) *IntCmd
	ClientKill(ctx context.Context, ipPort string) *StatusCmd
	ClientKillByFilter(ctx context.Context, keys ...string) *IntCmd
	ClientList(ctx context.Context) *StringCmd
	ClientPause(ctx context.Context, dur time.Duration) *BoolCmd
	ClusterAddSlots(ctx context.Context, slots ...int) *StatusCmd
	ClusterAddSlotsRange(ctx context.Context, min int, max int) *StatusCmd
	ClusterCountFailureReports(ctx context.Context, nodeID string) *IntCmd
	ClusterCountKeysInSlot(ctx context.Context, slot int) *IntCmd
	ClusterDelSlots(ctx context.Context, slots ...int) *StatusCmd
	ClusterDelSlotsRange(ctx context.Context, min int, max int) *StatusCmd
	ClusterFailover(ctx context.Context) *StatusCmd
	ClusterForget(ctx context.Context, nodeID string) *StatusCmd
	ClusterGetKeysInSlot(ctx context.Context, slot int, count int) *StringSliceCmd
	ClusterInfo(ctx context.Context) *StringCmd
	ClusterKeySlot(ctx context.Context, key string) *IntCmd
	ClusterMeet(ctx context.Context, host string, port string) *StatusCmd
	ClusterNodes(ctx context.Context) *StringCmd
	ClusterReplicate(ctx context.Context, nodeID string) *StatusCmd
	ClusterResetHard(ctx context.Context) *StatusCmd
	ClusterResetSoft(ctx context.Context) *StatusCmd
	ClusterSaveConfig(ctx context.Context) *StatusCmd
	ClusterSlaves(ctx context.Context, nodeID string) *StringSliceCmd
	ClusterSlots(ctx context.Context) *ClusterSlotsCmd
	Command(ctx context.Context) *CommandsInfoCmd
	ConfigGet(ctx context.Context, parameter string) *SliceCmd
	ConfigResetStat(ctx context.Context) *StatusCmd
	ConfigRewrite(ctx context.Context) *StatusCmd
	ConfigSet(ctx context.Context, parameter string, value string) *StatusCmd
	Copy(ctx context.Context, sourceKey string, destKey string, db int, replace bool) *IntCmd
	DBSize(ctx context.Context) *IntCmd
	DebugObject(ctx context.Context, key string) *StringCmd
	Decr(ctx context.Context, key string) *IntCmd
	DecrBy(ctx context.Context, key string, decrement int64) *IntCmd
	Del(ctx context.Context, keys ...string) *IntCmd
	Dump(ctx context.Context, key string) *StringCmd
	Echo(ctx context.Context, message interface{}) *StringCmd
	Eval(ctx context.Context, script string, keys []string, args ...interface{}) *Cmd
	EvalSha(ctx context.Context, sha1 string, keys []string, args ...interface{}) *Cmd
	Exists(ctx context.Context, keys ...string) *IntCmd
	Expire(ctx context.Context, key string, expiration time.Duration) *BoolCmd
	ExpireAt(ctx context.Context, key string, tm time.Time) *BoolCmd
	ExpireGT(ctx context.Context, key string, expiration time.Duration) *BoolCmd
	ExpireLT(ctx context.Context, key string, expiration time.Duration) *BoolCmd
	ExpireNX(ctx context.Context, key string, expiration time.Duration) *BoolCmd
	ExpireXX(ctx context.Context, key string, expiration time.Duration) *BoolCmd
	FlushAll(ctx context.Context) *StatusCmd
	FlushAllAsync(ctx context.Context) *StatusCmd
	FlushDB(ctx context.Context) *StatusCmd
	FlushDBAsync(ctx context.Context) *StatusCmd
	GeoAdd(ctx context.Context, key string, geoLocation ...*GeoLocation) *IntCmd
	GeoDist(ctx context.Context, key string, member1 string, member2 string, unit string) *FloatCmd
	GeoHash(ctx context.Context, key string, members ...string) *StringSliceCmd
	GeoPos(ctx context.Context, key string, members ...string) *GeoPosCmd
	GeoRadius(ctx context.Context, key string, longitude float64, latitude float64, query *GeoRadiusQuery) *GeoLocationCmd
	GeoRadiusByMember(ctx context.Context, key string, member string, query *GeoRadiusQuery) *GeoLocationCmd
	GeoRadiusByMemberStore(ctx context.Context, key string, member string, query *GeoRadiusQuery) *IntCmd
	GeoRadiusStore(ctx context.Context, key string, longitude float64, latitude float64, query *GeoRadiusQuery) *IntCmd
	GeoSearch(ctx context.Context, key string, q *GeoSearchQuery) *StringSliceCmd
	GeoSearchLocation(ctx context.Context, key string, q *GeoSearchLocationQuery) *GeoSearchLocationCmd
	GeoSearchStore(ctx context.Context, key string, store string, q *GeoSearchStoreQuery) *IntCmd
	Get(ctx context.Context, key string) *StringCmd
	GetBit(ctx context.Context, key string, offset int64) *IntCmd
	GetDel(ctx context.Context, key string) *StringCmd
	GetEx(ctx context.Context, key string, expiration time.Duration) *StringCmd
	GetRange(ctx context.Context, key string, start int64, end int64) *StringCmd
	GetSet(ctx context.Context, key string, value interface{}) *StringCmd
	HDel(ctx context.Context, key string, fields ...string) *IntCmd
	HExists(ctx context.Context, key string, field string) *BoolCmd
	HGet(ctx context.Context, key string, field string) *StringCmd
	HGetAll(ctx context.Context, key string) *StringStringMapCmd
	HIncrBy(ctx context.Context, key string, field string, incr int64) *IntCmd
	HIncrByFloat(ctx context.Context, key string, field string, incr float64) *FloatCmd
	HKeys(ctx context.Context, key string) *StringSliceCmd
	HLen(ctx context.Context, key string) *IntCmd
	HMGet(ctx context.Context, key string, fields ...string) *SliceCmd
	HMSet(ctx context.Context, key string, values ...interface{}) *BoolCmd
	HRandField(ctx context.Context, key string, count int, withValues bool) *StringSliceCmd
	HScan(ctx context.Context, key string, cursor uint64, match string, count int64) *ScanCmd
	HSet(ctx context.Context, key string, values ...interface{}) *IntCmd
	HSetNX(ctx context.Context, key string, field string, value interface{}) *BoolCmd
	HVals(ctx context.Context, key string) *StringSliceCmd
	Incr(ctx context.Context, key string) *IntCmd
	IncrBy(ctx context.Context, key string, value int64) *IntCmd
	IncrByFloat(ctx context.Context, key string, value float64) *FloatCmd
	Info(ctx context.Context, section ...string) *StringCmd
	Keys(ctx context.Context, pattern string) *StringSliceCmd
	LIndex(ctx context.Context, key string, index int64) *StringCmd
	LInsert(ctx context.Context, key string, op string, pivot interface{}, value interface{}) *IntCmd
	LInsertAfter(ctx context.Context, key string, pivot interface{}, value interface{}) *IntCmd
	LInsertBefore(ctx context.Context, key string, pivot interface{}, value interface{}) *IntCmd
	LLen(ctx context.Context, key string) *IntCmd
	LMove(ctx context.Context, source string, destination string, srcpos string, destpos string) *StringCmd
	LPop(ctx context.Context, key string) *StringCmd
	LPopCount(ctx context.Context, key string, count int) *StringSliceCmd
	LPos(ctx context.Context, key string, value string, args LPosArgs) *IntCmd
	LPosCount(ctx context.Context, key string, value string, count int64, args LPosArgs) *IntSliceCmd
	LPush(ctx context.Context, key string, values ...interface{}) *IntCmd
	LPushX(ctx context.Context, key string, values ...interface{}) *IntCmd
	LRange(ctx context.Context, key string, start int64, stop int64) *StringSliceCmd
	LRem(ctx context.Context, key string, count int64, value interface{}) *IntCmd
	LSet(ctx context.Context, key string, index int64, value interface{}) *StatusCmd
	LTrim(ctx context.Context, key string, start int64, stop int64) *StatusCmd
	LastSave(ctx context.Context) *IntCmd
	MGet(ctx context.Context, keys ...string) *SliceCmd
	MSet(ctx context.Context, values ...interface{}) *StatusCmd
	MSetNX(ctx context.Context, values ...interface{}) *BoolCmd
	MemoryUsage(ctx context.Context, key string, samples ...int) *IntCmd
	Migrate(ctx context.Context, host string, port string, key string, db int, timeout time.Duration) *StatusCmd
	Move(ctx context.Context, key string, db int) *BoolCmd
	ObjectEncoding(ctx context.Context, key string) *StringCmd
	ObjectIdleTime(ctx context.Context, key string) *DurationCmd
	ObjectRefCount(ctx context.Context, key string) *IntCmd
	PExpire(ctx context.Context, key string, expiration time.Duration) *BoolCmd
	PExpireAt(ctx context.Context, key string, tm time.Time) *BoolCmd
	PFAdd(ctx context.Context, key string, els ...interface{}) *IntCmd
	PFCount(ctx context.Context, keys ...string) *IntCmd
	PFMerge(ctx context.Context, dest string, keys ...string) *StatusCmd
	PTTL(ctx context.Context, key string) *DurationCmd
	Persist(ctx context.Context, key string) *BoolCmd
	Ping(ctx context.Context) *StatusCmd
	Pipeline() Pipeliner
	Pipelined(ctx context.Context, fn func(Pipeliner) error) ([]Cmder, error)
	PubSubChannels(ctx context.Context, pattern string) *StringSliceCmd
	PubSubNumPat(ctx context.Context) *IntCmd
	PubSubNumSub(ctx context.Context, channels ...string) *StringIntMapCmd
	Publish(ctx context.Context, channel string, message interface{}) *IntCmd
	Quit(ctx context.Context) *StatusCmd
	RPop(ctx context.Context, key string) *StringCmd
	RPopCount(ctx context.Context, key string, count int) *StringSliceCmd
	RPopLPush(ctx context.Context, source string, destination string) *StringCmd
	RPush(ctx context.Context, key string, values ...interface{}) *IntCmd
	RPushX(ctx context.Context, key string, values ...interface{}) *IntCmd
	RandomKey(ctx context.Context) *StringCmd
	ReadOnly(ctx context.Context) *StatusCmd
	ReadWrite(ctx context.Context) *StatusCmd
	Rename(ctx context.Context, key string, newkey string) *StatusCmd
	RenameNX(ctx context.Context, key string, newkey string) *BoolCmd
	Restore(ctx context.Context, key string, ttl time.Duration, value string) *StatusCmd
	RestoreReplace(ctx context.Context, key string, ttl time.Duration, value string) *StatusCmd
	SAdd(ctx context.Context, key string, members ...interface{}) *IntCmd
	SCard(ctx context.Context, key string) *IntCmd
	SDiff(ctx context.Context, keys ...string) *StringSliceCmd
	SDiffStore(ctx context.Context, destination string, keys ...string) *IntCmd
	SInter(ctx context.Context, keys ...string) *StringSliceCmd
	SInterStore(ctx context.Context, destination string, keys ...string) *IntCmd
	SIsMember(ctx context.Context, key string, member interface{}) *BoolCmd
	SMIsMember(ctx context.Context, key string, members ...interface{}) *BoolSliceCmd
	SMembers(ctx context.Context, key string) *StringSliceCmd
	SMembersMap(ctx context.Context, key string) *StringStructMapCmd
	SMove(ctx context.Context, source string, destination string, member interface{}) *BoolCmd
	SPop(ctx context.Context, key string) *StringCmd
	SPopN(ctx context.Context, key string, count int64) *StringSliceCmd
	SRandMember(ctx context.Context, key string) *StringCmd
	SRandMemberN(ctx context.Context, key string, count int64) *StringSliceCmd
	SRem(ctx context.Context, key string, members ...interface{}) *IntCmd
	SScan(ctx context.Context, key string, cursor uint64, match string, count int64) *ScanCmd
	SUnion(ctx context.Context, keys ...string) *StringSliceCmd
	SUnionStore(ctx context.Context, destination string, keys ...string) *IntCmd
	Save(ctx context.Context) *StatusCmd
	Scan(ctx context.Context, cursor uint64, match string, count int64) *ScanCmd
	ScanType(ctx context.Context, cursor uint64, match string, count int64, keyType string) *ScanCmd
	ScriptExists(ctx context.Context, hashes ...string) *BoolSliceCmd
	ScriptFlush(ctx context.Context) *StatusCmd
	ScriptKill(ctx context.Context) *StatusCmd
	ScriptLoad(ctx context.Context, script string) *StringCmd
	Set(ctx context.Context, key string, value interface{}, expiration time.Duration) *StatusCmd
	SetArgs(ctx context.Context, key string, value interface{}, a SetArgs) *StatusCmd
	SetBit(ctx context.Context, key string, offset int64, value int) *IntCmd
	SetEX(ctx context.Context, key string, value interface{}, expiration time.Duration) *StatusCmd
	SetNX(ctx context.Context, key string, value interface{}, expiration time.Duration) *BoolCmd
	SetRange(ctx context.Context, key string, offset int64, value string) *IntCmd
	SetXX(ctx context.Context, key string, value interface{}, expiration time.Duration) *BoolCmd
	Shutdown(ctx context.Context) *StatusCmd
	ShutdownNoSave(ctx context.Context) *StatusCmd
	ShutdownSave(ctx context.Context) *StatusCmd
	SlaveOf(ctx context.Context, host string, port string) *StatusCmd
	Sort(ctx context.Context, key string, sort *Sort) *StringSliceCmd
	SortInterfaces(ctx context.Context, key string, sort *Sort) *SliceCmd
	SortStore(ctx context.Context, key string, store string, sort *Sort) *IntCmd
	StrLen(ctx context.Context, key string) *IntCmd
	TTL(ctx context.Context, key string) *DurationCmd
	Time(ctx context.Context) *TimeCmd
	Touch(ctx context.Context, keys ...string) *IntCmd
	TxPipeline() Pipeliner
	TxPipelined(ctx context.Context, fn func(Pipeliner) error) ([]Cmder, error)
	Type(ctx context.Context, key string) *StatusCmd
	Unlink(ctx context.Context, keys ...string) *IntCmd
	XAck(ctx context.Context, stream string, group string, ids ...string) *IntCmd
	XAdd(ctx context.Context, a *XAddArgs) *StringCmd
	XAutoClaim(ctx context.Context, a *XAutoClaimArgs) *XAutoClaimCmd
	XAutoClaimJustID(ctx context.Context, a *XAutoClaimArgs) *XAutoClaimJustIDCmd
	XClaim(ctx context.Context, a *XClaimArgs) *XMessageSliceCmd
	XClaimJustID(ctx context.Context, a *XClaimArgs) *StringSliceCmd
	XDel(ctx context.Context, stream string, ids ...string) *IntCmd
	XGroupCreate(ctx context.Context, stream string, group string, start string) *StatusCmd
	XGroupCreateConsumer(ctx context.Context, stream string, group string, consumer string) *IntCmd
	XGroupCreateMkStream(ctx context.Context, stream string, group string, start string) *StatusCmd
	XGroupDelConsumer(ctx context.Context, stream string, group string, consumer string) *IntCmd
	XGroupDestroy(ctx context.Context, stream string, group string) *IntCmd
	XGroupSetID(ctx context.Context, stream string, group string, start string) *StatusCmd
	XInfoConsumers(ctx context.Context, key string, group string) *XInfoConsumersCmd
	XInfoGroups(ctx context.Context, key string) *XInfoGroupsCmd
	XInfoStream(ctx context.Context, key string) *XInfoStreamCmd
	XInfoStreamFull(ctx context.Context, key string, count int) *XInfoStreamFullCmd
	XLen(ctx context.Context, stream string) *IntCmd
	XPending(ctx context.Context, stream string, group string) *XPendingCmd
	XPendingExt(ctx context.Context, a *XPendingExtArgs) *XPendingExtCmd
	XRange(ctx context.Context, stream string, start string, stop string) *XMessageSliceCmd
	XRangeN(ctx context.Context, stream string, start string, stop string, count int64) *XMessageSliceCmd
	XRead(ctx context.Context, a *XReadArgs) *XStreamSliceCmd
	XReadGroup(ctx context.Context, a *XReadGroupArgs) *XStreamSliceCmd
	XReadStreams(ctx context.Context, streams ...string) *XStreamSliceCmd
	XRevRange(ctx context.Context, stream string, start string, stop string) *XMessageSliceCmd
	XRevRangeN(ctx context.Context, stream string, start string, stop string, count int64) *XMessageSliceCmd
	XTrim(ctx context.Context, key string, maxLen int64) *IntCmd
	XTrimApprox(ctx context.Context, key string, maxLen int64) *IntCmd
	XTrimMaxLen(ctx context.Context, key string, maxLen int64) *IntCmd
	XTrimMaxLenApprox(ctx context.Context, key string, maxLen int64, limit int64) *IntCmd
	XTrimMinID(ctx context.Context, key string, minID string) *IntCmd
	XTrimMinIDApprox(ctx context.Context, key string, minID string, limit int64) *IntCmd
	ZAdd(ctx context.Context, key string, members ...*Z) *IntCmd
	ZAddArgs(ctx context.Context, key string, args ZAddArgs) *IntCmd
	ZAddArgsIncr(ctx context.Context, key string, args ZAddArgs) *FloatCmd
	ZAddCh(ctx context.Context, key string, members ...*Z) *IntCmd
	ZAddNX(ctx context.Context, key string, members ...*Z) *IntCmd
	ZAddNXCh(ctx context.Context, key string, members ...*Z) *IntCmd
	ZAddXX(ctx context.Context, key string, members ...*Z) *IntCmd
	ZAddXXCh(ctx context.Context, key string, members ...*Z) *IntCmd
	ZCard(ctx context.Context, key string) *IntCmd
	ZCount(ctx context.Context, key string, min string, max string) *IntCmd
	ZDiff(ctx context.Context, keys ...string) *StringSliceCmd
	ZDiffStore(ctx context.Context, destination string, keys ...string) *IntCmd
	ZDiffWithScores(ctx context.Context, keys ...string) *ZSliceCmd
	ZIncr(ctx context.Context, key string, member *Z) *FloatCmd
	ZIncrBy(ctx context.Context, key string, increment float64, member string) *FloatCmd
	ZIncrNX(ctx context.Context, key string, member *Z) *FloatCmd
	ZIncrXX(ctx context.Context, key string, member *Z) *FloatCmd
	ZInter(ctx context.Context, store *ZStore) *StringSliceCmd
	ZInterStore(ctx context.Context, destination string, store *ZStore) *IntCmd
	ZInterWithScores(ctx context.Context, store *ZStore) *ZSliceCmd
	ZLexCount(ctx context.Context, key string, min string, max string) *IntCmd
	ZMScore(ctx context.Context, key string, members ...string) *FloatSliceCmd
	ZPopMax(ctx context.Context, key string, count ...int64) *ZSliceCmd
	ZPopMin(ctx context.Context, key string, count ...int64) *ZSliceCmd
	ZRandMember(ctx context.Context, key string, count int, withScores bool) *StringSliceCmd
	ZRange(ctx context.Context, key string, start int64, stop int64) *StringSliceCmd
	ZRangeArgs(ctx context.Context, z ZRangeArgs) *StringSliceCmd
	ZRangeArgsWithScores(ctx context.Context, z ZRangeArgs) *ZSliceCmd
	ZRangeByLex(ctx context.Context, key string, opt *ZRangeBy) *StringSliceCmd
	ZRangeByScore(ctx context.Context, key string, opt *ZRangeBy) *StringSliceCmd
	ZRangeByScoreWithScores(ctx context.Context, key string, opt *ZRangeBy) *ZSliceCmd
	ZRangeStore(ctx context.Context, dst string, z ZRangeArgs) *IntCmd
	ZRangeWithScores(ctx context.Context, key string, start int64, stop int64) *ZSliceCmd
	ZRank(ctx context.Context, key string, member string) *IntCmd
	ZRem(ctx context.Context, key string, members ...interface{}) *IntCmd
	ZRemRangeByLex(ctx context.Context, key string, min string, max string) *IntCmd
	ZRemRangeByRank(ctx context.Context, key string, start int64, stop int64) *IntCmd
	ZRemRangeByScore(ctx context.Context, key string, min string, max string) *IntCmd
	ZRevRange(ctx context.Context, key string, start int64, stop int64) *StringSliceCmd
	ZRevRangeByLex(ctx context.Context, key string, opt *ZRangeBy) *StringSliceCmd
	ZRevRangeByScore(ctx context.Context, key string, opt *ZRangeBy) *StringSliceCmd
	ZRevRangeByScoreWithScores(ctx context.Context, key string, opt *ZRangeBy) *ZSliceCmd
	ZRevRangeWithScores(ctx context.Context, key string, start int64, stop int64) *ZSliceCmd
	ZRevRank(ctx context.Context, key string, member string) *IntCmd
	ZScan(ctx context.Context, key string, cursor uint64, match string, count int64) *ScanCmd
	ZScore(ctx context.Context, key string, member string) *FloatCmd
	ZUnion(ctx context.Context, store ZStore) *StringSliceCmd
	ZUnionStore(ctx context.Context, dest string, store *ZStore) *IntCmd
	ZUnionWithScores(ctx context.Context, store ZStore) *ZSliceCmd
}

type Cmder interface {
	Args() []interface{}
	Err() error
	FullName() string
	Name() string
	SetErr(error)
	SetFirstKeyPos(int8)
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

func (cmd *CommandsInfoCmd) SetVal(val map[string]*CommandInfo) { panic("stub") }

func (cmd *CommandsInfoCmd) String() string { panic("stub") }

func (cmd *CommandsInfoCmd) Val() map[string]*CommandInfo { panic("stub") }

type Conn struct {
	*conn
}

func (c *Conn) Pipeline() Pipeliner { panic("stub") }

func (c *Conn) Pipelined(ctx context.Context, fn func(Pipeliner) error) ([]Cmder, error) {
	panic("stub")
}

func (c *Conn) Process(ctx context.Context, cmd Cmder) error { panic("stub") }

func (c *Conn) TxPipeline() Pipeliner { panic("stub") }

func (c *Conn) TxPipelined(ctx context.Context, fn func(Pipeliner) error) ([]Cmder, error) {
	panic("stub")
}

type ConsistentHash interface {
	Get(string) string
}

type DurationCmd struct {
	baseCmd
}

func (cmd *DurationCmd) Result() (time.Duration, error) { panic("stub") }

func (cmd *DurationCmd) SetVal(val time.Duration) { panic("stub") }

func (cmd *DurationCmd) String() string { panic("stub") }

func (cmd *DurationCmd) Val() time.Duration { panic("stub") }

type FailoverOptions struct {
	MasterName            string
	SentinelAddrs         []string
	SentinelUsername      string
	SentinelPassword      string
	RouteByLatency        bool
	RouteRandomly         bool
	SlaveOnly             bool
	UseDisconnectedSlaves bool
	Dialer                func(ctx context.Context, network string, addr string) (net.Conn, error)
	OnConnect             func(ctx context.Context, cn *Conn) error
	Username              string
	Password              string
	DB                    int
	MaxRetries            int
	MinRetryBackoff       time.Duration
	MaxRetryBackoff       time.Duration
	DialTimeout           time.Duration
	ReadTimeout           time.Duration
	WriteTimeout          time.Duration
	PoolFIFO              bool
	PoolSize              int
	MinIdleConns          int
	MaxConnAge            time.Duration
	PoolTimeout           time.Duration
	IdleTimeout           time.Duration
	IdleCheckFrequency    time.Duration
	TLSConfig             *tls.Config
}

type FloatCmd struct {
	baseCmd
}

func (cmd *FloatCmd) Result() (float64, error) { panic("stub") }

func (cmd *FloatCmd) SetVal(val float64) { panic("stub") }

func (cmd *FloatCmd) String() string { panic("stub") }

func (cmd *FloatCmd) Val() float64 { panic("stub") }

type FloatSliceCmd struct {
	baseCmd
}

func (cmd *FloatSliceCmd) Result() ([]float64, error) { panic("stub") }

func (cmd *FloatSliceCmd) SetVal(val []float64) { panic("stub") }

func (cmd *FloatSliceCmd) String() string { panic("stub") }

func (cmd *FloatSliceCmd) Val() []float64 { panic("stub") }

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

func (cmd *GeoLocationCmd) SetVal(locations []GeoLocation) { panic("stub") }

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

func (cmd *GeoPosCmd) SetVal(val []*GeoPos) { panic("stub") }

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

type GeoSearchLocationCmd struct {
	baseCmd
}

func (cmd *GeoSearchLocationCmd) Result() ([]GeoLocation, error) { panic("stub") }

func (cmd *GeoSearchLocationCmd) SetVal(val []GeoLocation) { panic("stub") }

func (cmd *GeoSearchLocationCmd) String() string { panic("stub") }

func (cmd *GeoSearchLocationCmd) Val() []GeoLocation { panic("stub") }

type GeoSearchLocationQuery struct {
	GeoSearchQuery
	WithCoord bool
	WithDist  bool
	WithHash  bool
}

type GeoSearchQuery struct {
	Member     string
	Longitude  float64
	Latitude   float64
	Radius     float64
	RadiusUnit string
	BoxWidth   float64
	BoxHeight  float64
	BoxUnit    string
	Sort       string
	Count      int
	CountAny   bool
}

type GeoSearchStoreQuery struct {
	GeoSearchQuery
	StoreDist bool
}

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

func (cmd *IntCmd) SetVal(val int64) { panic("stub") }

func (cmd *IntCmd) String() string { panic("stub") }

func (cmd *IntCmd) Uint64() (uint64, error) { panic("stub") }

func (cmd *IntCmd) Val() int64 { panic("stub") }

type IntSliceCmd struct {
	baseCmd
}

func (cmd *IntSliceCmd) Result() ([]int64, error) { panic("stub") }

func (cmd *IntSliceCmd) SetVal(val []int64) { panic("stub") }

func (cmd *IntSliceCmd) String() string { panic("stub") }

func (cmd *IntSliceCmd) Val() []int64 { panic("stub") }

type LPosArgs struct {
	Rank   int64
	MaxLen int64
}

type Limiter interface {
	Allow() error
	ReportResult(result error)
}

type Message struct {
	Channel      string
	Pattern      string
	Payload      string
	PayloadSlice []string
}

func (m *Message) String() string { panic("stub") }

type Options struct {
	Network            string
	Addr               string
	Dialer             func(ctx context.Context, network string, addr string) (net.Conn, error)
	OnConnect          func(ctx context.Context, cn *Conn) error
	Username           string
	Password           string
	DB                 int
	MaxRetries         int
	MinRetryBackoff    time.Duration
	MaxRetryBackoff    time.Duration
	DialTimeout        time.Duration
	ReadTimeout        time.Duration
	WriteTimeout       time.Duration
	PoolFIFO           bool
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

func (c *Pipeline) Do(ctx context.Context, args ...interface{}) *Cmd { panic("stub") }

func (c *Pipeline) Exec(ctx context.Context) ([]Cmder, error) { panic("stub") }

func (c *Pipeline) Len() int { panic("stub") }

func (c *Pipeline) Pipeline() Pipeliner { panic("stub") }

func (c *Pipeline) Pipelined(ctx context.Context, fn func(Pipeliner) error) ([]Cmder, error) {
	panic("stub")
}

func (c *Pipeline) Process(ctx context.Context, cmd Cmder) error { panic("stub") }

func (c *Pipeline) TxPipeline() Pipeliner { panic("stub") }

func (c *Pipeline) TxPipelined(ctx context.Context, fn func(Pipeliner) error) ([]Cmder, error) {
	panic("stub")
}

type Pipeliner interface {
	StatefulCmdable
	Close() error
	Discard() error
	Do(ctx context.Context, args ...interface{}) *Cmd
	Exec(ctx context.Context) ([]Cmder, error)
	Len() int
	Process(ctx context.Context, cmd Cmder) error
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

func (c *PubSub) Channel(opts ...ChannelOption) <-chan *Message { panic("stub") }

func (c *PubSub) ChannelSize(size int) <-chan *Message { panic("stub") }

func (c *PubSub) ChannelWithSubscriptions(_ context.Context, size int) <-chan interface{} {
	panic("stub")
}

func (c *PubSub) Close() error { panic("stub") }

func (c *PubSub) PSubscribe(ctx context.Context, patterns ...string) error { panic("stub") }

func (c *PubSub) PUnsubscribe(ctx context.Context, patterns ...string) error { panic("stub") }

func (c *PubSub) Ping(ctx context.Context, payload ...string) error { panic("stub") }

func (c *PubSub) Receive(ctx context.Context) (interface{}, error) { panic("stub") }

func (c *PubSub) ReceiveMessage(ctx context.Context) (*Message, error) { panic("stub") }

func (c *PubSub) ReceiveTimeout(ctx context.Context, timeout time.Duration) (interface{}, error) {
	panic("stub")
}

func (c *PubSub) String() string { panic("stub") }

func (c *PubSub) Subscribe(ctx context.Context, channels ...string) error { panic("stub") }

func (c *PubSub) Unsubscribe(ctx context.Context, channels ...string) error { panic("stub") }

type Ring struct {
	*ring
	cmdable
	hooks
}

func (c *Ring) Close() error { panic("stub") }

func (c *Ring) Context() context.Context { panic("stub") }

func (c *Ring) Do(ctx context.Context, args ...interface{}) *Cmd { panic("stub") }

func (c *Ring) ForEachShard(ctx context.Context, fn func(ctx context.Context, client *Client) error) error {
	panic("stub")
}

func (c *Ring) Len() int { panic("stub") }

func (c *Ring) Options() *RingOptions { panic("stub") }

func (c *Ring) PSubscribe(ctx context.Context, channels ...string) *PubSub { panic("stub") }

func (c *Ring) Pipeline() Pipeliner { panic("stub") }

func (c *Ring) Pipelined(ctx context.Context, fn func(Pipeliner) error) ([]Cmder, error) {
	panic("stub")
}

func (c *Ring) PoolStats() *PoolStats { panic("stub") }

func (c *Ring) Process(ctx context.Context, cmd Cmder) error { panic("stub") }

func (c *Ring) Subscribe(ctx context.Context, channels ...string) *PubSub { panic("stub") }

func (c *Ring) TxPipeline() Pipeliner { panic("stub") }

func (c *Ring) TxPipelined(ctx context.Context, fn func(Pipeliner) error) ([]Cmder, error) {
	panic("stub")
}

func (c *Ring) Watch(ctx context.Context, fn func(*Tx) error, keys ...string) error { panic("stub") }

func (c *Ring) WithContext(ctx context.Context) *Ring { panic("stub") }

type RingOptions struct {
	Addrs              map[string]string
	NewClient          func(name string, opt *Options) *Client
	HeartbeatFrequency time.Duration
	NewConsistentHash  func(shards []string) ConsistentHash
	Dialer             func(ctx context.Context, network string, addr string) (net.Conn, error)
	OnConnect          func(ctx context.Context, cn *Conn) error
	Username           string
	Password           string
	DB                 int
	MaxRetries         int
	MinRetryBackoff    time.Duration
	MaxRetryBackoff    time.Duration
	DialTimeout        time.Duration
	ReadTimeout        time.Duration
	WriteTimeout       time.Duration
	PoolFIFO           bool
	PoolSize           int
	MinIdleConns       int
	MaxConnAge         time.Duration
	PoolTimeout        time.Duration
	IdleTimeout        time.Duration
	IdleCheckFrequency time.Duration
	TLSConfig          *tls.Config
	Limiter            Limiter
}

type ScanCmd struct {
	baseCmd
}

func (cmd *ScanCmd) Iterator() *ScanIterator { panic("stub") }

func (cmd *ScanCmd) Result() (keys []string, cursor uint64, err error) { panic("stub") }

func (cmd *ScanCmd) SetVal(page []string, cursor uint64) { panic("stub") }

func (cmd *ScanCmd) String() string { panic("stub") }

func (cmd *ScanCmd) Val() (keys []string, cursor uint64) { panic("stub") }

type ScanIterator struct{}

func (it *ScanIterator) Err() error { panic("stub") }

func (it *ScanIterator) Next(ctx context.Context) bool { panic("stub") }

func (it *ScanIterator) Val() string { panic("stub") }

type Script struct{}

func (s *Script) Eval(ctx context.Context, c Scripter, keys []string, args ...interface{}) *Cmd {
	panic("stub")
}

func (s *Script) EvalSha(ctx context.Context, c Scripter, keys []string, args ...interface{}) *Cmd {
	panic("stub")
}

func (s *Script) Exists(ctx context.Context, c Scripter) *BoolSliceCmd { panic("stub") }

func (s *Script) Hash() string { panic("stub") }

func (s *Script) Load(ctx context.Context, c Scripter) *StringCmd { panic("stub") }

func (s *Script) Run(ctx context.Context, c Scripter, keys []string, args ...interface{}) *Cmd {
	panic("stub")
}

type Scripter interface {
	Eval(ctx context.Context, script string, keys []string, args ...interface{}) *Cmd
	EvalSha(ctx context.Context, sha1 string, keys []string, args ...interface{}) *Cmd
	ScriptExists(ctx context.Context, hashes ...string) *BoolSliceCmd
	ScriptLoad(ctx context.Context, script string) *StringCmd
}

type SetArgs struct {
	Mode     string
	TTL      time.Duration
	ExpireAt time.Time
	Get      bool
	KeepTTL  bool
}

type SliceCmd struct {
	baseCmd
}

func (cmd *SliceCmd) Result() ([]interface{}, error) { panic("stub") }

func (cmd *SliceCmd) Scan(dst interface{}) error { panic("stub") }

func (cmd *SliceCmd) SetVal(val []interface{}) { panic("stub") }

func (cmd *SliceCmd) String() string { panic("stub") }

func (cmd *SliceCmd) Val() []interface{} { panic("stub") }

type SlowLog struct {
	ID         int64
	Time       time.Time
	Duration   time.Duration
	Args       []string
	ClientAddr string
	ClientName string
}

type SlowLogCmd struct {
	baseCmd
}

func (cmd *SlowLogCmd) Result() ([]SlowLog, error) { panic("stub") }

func (cmd *SlowLogCmd) SetVal(val []SlowLog) { panic("stub") }

func (cmd *SlowLogCmd) String() string { panic("stub") }

func (cmd *SlowLogCmd) Val() []SlowLog { panic("stub") }

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
	Auth(ctx context.Context, password string) *StatusCmd
	AuthACL(ctx context.Context, username string, password string) *StatusCmd
	ClientSetName(ctx context.Context, name string) *BoolCmd
	Select(ctx context.Context, index int) *StatusCmd
	SwapDB(ctx context.Context, index1 int, index2 int) *StatusCmd
}

type StatusCmd struct {
	baseCmd
}

func (cmd *StatusCmd) Result() (string, error) { panic("stub") }

func (cmd *StatusCmd) SetVal(val string) { panic("stub") }

func (cmd *StatusCmd) String() string { panic("stub") }

func (cmd *StatusCmd) Val() string { panic("stub") }

type StringCmd struct {
	baseCmd
}

func (cmd *StringCmd) Bool() (bool, error) { panic("stub") }

func (cmd *StringCmd) Bytes() ([]byte, error) { panic("stub") }

func (cmd *StringCmd) Float32() (float32, error) { panic("stub") }

func (cmd *StringCmd) Float64() (float64, error) { panic("stub") }

func (cmd *StringCmd) Int() (int, error) { panic("stub") }

func (cmd *StringCmd) Int64() (int64, error) { panic("stub") }

func (cmd *StringCmd) Result() (string, error) { panic("stub") }

func (cmd *StringCmd) Scan(val interface{}) error { panic("stub") }

func (cmd *StringCmd) SetVal(val string) { panic("stub") }

func (cmd *StringCmd) String() string { panic("stub") }

func (cmd *StringCmd) Time() (time.Time, error) { panic("stub") }

func (cmd *StringCmd) Uint64() (uint64, error) { panic("stub") }

func (cmd *StringCmd) Val() string { panic("stub") }

type StringIntMapCmd struct {
	baseCmd
}

func (cmd *StringIntMapCmd) Result() (map[string]int64, error) { panic("stub") }

func (cmd *StringIntMapCmd) SetVal(val map[string]int64) { panic("stub") }

func (cmd *StringIntMapCmd) String() string { panic("stub") }

func (cmd *StringIntMapCmd) Val() map[string]int64 { panic("stub") }

type StringSliceCmd struct {
	baseCmd
}

func (cmd *StringSliceCmd) Result() ([]string, error) { panic("stub") }

func (cmd *StringSliceCmd) ScanSlice(container interface{}) error { panic("stub") }

func (cmd *StringSliceCmd) SetVal(val []string) { panic("stub") }

func (cmd *StringSliceCmd) String() string { panic("stub") }

func (cmd *StringSliceCmd) Val() []string { panic("stub") }

type StringStringMapCmd struct {
	baseCmd
}

func (cmd *StringStringMapCmd) Result() (map[string]string, error) { panic("stub") }

func (cmd *StringStringMapCmd) Scan(dest interface{}) error { panic("stub") }

func (cmd *StringStringMapCmd) SetVal(val map[string]string) { panic("stub") }

func (cmd *StringStringMapCmd) String() string { panic("stub") }

func (cmd *StringStringMapCmd) Val() map[string]string { panic("stub") }

type StringStructMapCmd struct {
	baseCmd
}

func (cmd *StringStructMapCmd) Result() (map[string]struct{}, error) { panic("stub") }

func (cmd *StringStructMapCmd) SetVal(val map[string]struct{}) { panic("stub") }

func (cmd *StringStructMapCmd) String() string { panic("stub") }

func (cmd *StringStructMapCmd) Val() map[string]struct{} { panic("stub") }

type TimeCmd struct {
	baseCmd
}

func (cmd *TimeCmd) Result() (time.Time, error) { panic("stub") }

func (cmd *TimeCmd) SetVal(val time.Time) { panic("stub") }

func (cmd *TimeCmd) String() string { panic("stub") }

func (cmd *TimeCmd) Val() time.Time { panic("stub") }

type Tx struct {
	baseClient
	cmdable
	statefulCmdable
	hooks
}

func (c *Tx) Close(ctx context.Context) error { panic("stub") }

func (c *Tx) Context() context.Context { panic("stub") }

func (c *Tx) Pipeline() Pipeliner { panic("stub") }

func (c *Tx) Pipelined(ctx context.Context, fn func(Pipeliner) error) ([]Cmder, error) { panic("stub") }

func (c *Tx) Process(ctx context.Context, cmd Cmder) error { panic("stub") }

func (c *Tx) TxPipeline() Pipeliner { panic("stub") }

func (c *Tx) TxPipelined(ctx context.Context, fn func(Pipeliner) error) ([]Cmder, error) {
	panic("stub")
}

func (c *Tx) Unwatch(ctx context.Context, keys ...string) *StatusCmd { panic("stub") }

func (c *Tx) Watch(ctx context.Context, keys ...string) *StatusCmd { panic("stub") }

func (c *Tx) WithContext(ctx context.Context) *Tx { panic("stub") }

type UniversalClient interface {
	Cmdable
	AddHook(Hook)
	Close() error
	Context() context.Context
	Do(ctx context.Context, args ...interface{}) *Cmd
	PSubscribe(ctx context.Context, channels ...string) *PubSub
	PoolStats() *PoolStats
	Process(ctx context.Context, cmd Cmder) error
	Subscribe(ctx context.Context, channels ...string) *PubSub
	Watch(ctx context.Context, fn func(*Tx) error, keys ...string) error
}

type UniversalOptions struct {
	Addrs              []string
	DB                 int
	Dialer             func(ctx context.Context, network string, addr string) (net.Conn, error)
	OnConnect          func(ctx context.Context, cn *Conn) error
	Username           string
	Password           string
	SentinelUsername   string
	SentinelPassword   string
	MaxRetries         int
	MinRetryBackoff    time.Duration
	MaxRetryBackoff    time.Duration
	DialTimeout        time.Duration
	ReadTimeout        time.Duration
	WriteTimeout       time.Duration
	PoolFIFO           bool
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
	NoMkStream   bool
	MaxLen       int64
	MaxLenApprox int64
	MinID        string
	Approx       bool
	Limit        int64
	ID           string
	Values       interface{}
}

type XAutoClaimArgs struct {
	Stream   string
	Group    string
	MinIdle  time.Duration
	Start    string
	Count    int64
	Consumer string
}

type XAutoClaimCmd struct {
	baseCmd
}

func (cmd *XAutoClaimCmd) Result() (messages []XMessage, start string, err error) { panic("stub") }

func (cmd *XAutoClaimCmd) SetVal(val []XMessage, start string) { panic("stub") }

func (cmd *XAutoClaimCmd) String() string { panic("stub") }

func (cmd *XAutoClaimCmd) Val() (messages []XMessage, start string) { panic("stub") }

type XAutoClaimJustIDCmd struct {
	baseCmd
}

func (cmd *XAutoClaimJustIDCmd) Result() (ids []string, start string, err error) { panic("stub") }

func (cmd *XAutoClaimJustIDCmd) SetVal(val []string, start string) { panic("stub") }

func (cmd *XAutoClaimJustIDCmd) String() string { panic("stub") }

func (cmd *XAutoClaimJustIDCmd) Val() (ids []string, start string) { panic("stub") }

type XClaimArgs struct {
	Stream   string
	Group    string
	Consumer string
	MinIdle  time.Duration
	Messages []string
}

type XInfoConsumer struct {
	Name    string
	Pending int64
	Idle    int64
}

type XInfoConsumersCmd struct {
	baseCmd
}

func (cmd *XInfoConsumersCmd) Result() ([]XInfoConsumer, error) { panic("stub") }

func (cmd *XInfoConsumersCmd) SetVal(val []XInfoConsumer) { panic("stub") }

func (cmd *XInfoConsumersCmd) String() string { panic("stub") }

func (cmd *XInfoConsumersCmd) Val() []XInfoConsumer { panic("stub") }

type XInfoGroup struct {
	Name            string
	Consumers       int64
	Pending         int64
	LastDeliveredID string
}

type XInfoGroupsCmd struct {
	baseCmd
}

func (cmd *XInfoGroupsCmd) Result() ([]XInfoGroup, error) { panic("stub") }

func (cmd *XInfoGroupsCmd) SetVal(val []XInfoGroup) { panic("stub") }

func (cmd *XInfoGroupsCmd) String() string { panic("stub") }

func (cmd *XInfoGroupsCmd) Val() []XInfoGroup { panic("stub") }

type XInfoStream struct {
	Length          int64
	RadixTreeKeys   int64
	RadixTreeNodes  int64
	Groups          int64
	LastGeneratedID string
	FirstEntry      XMessage
	LastEntry       XMessage
}

type XInfoStreamCmd struct {
	baseCmd
}

func (cmd *XInfoStreamCmd) Result() (*XInfoStream, error) { panic("stub") }

func (cmd *XInfoStreamCmd) SetVal(val *XInfoStream) { panic("stub") }

func (cmd *XInfoStreamCmd) String() string { panic("stub") }

func (cmd *XInfoStreamCmd) Val() *XInfoStream { panic("stub") }

type XInfoStreamConsumer struct {
	Name     string
	SeenTime time.Time
	PelCount int64
	Pending  []XInfoStreamConsumerPending
}

type XInfoStreamConsumerPending struct {
	ID            string
	DeliveryTime  time.Time
	DeliveryCount int64
}

type XInfoStreamFull struct {
	Length          int64
	RadixTreeKeys   int64
	RadixTreeNodes  int64
	LastGeneratedID string
	Entries         []XMessage
	Groups          []XInfoStreamGroup
}

type XInfoStreamFullCmd struct {
	baseCmd
}

func (cmd *XInfoStreamFullCmd) Result() (*XInfoStreamFull, error) { panic("stub") }

func (cmd *XInfoStreamFullCmd) SetVal(val *XInfoStreamFull) { panic("stub") }

func (cmd *XInfoStreamFullCmd) String() string { panic("stub") }

func (cmd *XInfoStreamFullCmd) Val() *XInfoStreamFull { panic("stub") }

type XInfoStreamGroup struct {
	Name            string
	LastDeliveredID string
	PelCount        int64
	Pending         []XInfoStreamGroupPending
	Consumers       []XInfoStreamConsumer
}

type XInfoStreamGroupPending struct {
	ID            string
	Consumer      string
	DeliveryTime  time.Time
	DeliveryCount int64
}

type XMessage struct {
	ID     string
	Values map[string]interface{}
}

type XMessageSliceCmd struct {
	baseCmd
}

func (cmd *XMessageSliceCmd) Result() ([]XMessage, error) { panic("stub") }

func (cmd *XMessageSliceCmd) SetVal(val []XMessage) { panic("stub") }

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

func (cmd *XPendingCmd) SetVal(val *XPending) { panic("stub") }

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
	Idle     time.Duration
	Start    string
	End      string
	Count    int64
	Consumer string
}

type XPendingExtCmd struct {
	baseCmd
}

func (cmd *XPendingExtCmd) Result() ([]XPendingExt, error) { panic("stub") }

func (cmd *XPendingExtCmd) SetVal(val []XPendingExt) { panic("stub") }

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

func (cmd *XStreamSliceCmd) SetVal(val []XStream) { panic("stub") }

func (cmd *XStreamSliceCmd) String() string { panic("stub") }

func (cmd *XStreamSliceCmd) Val() []XStream { panic("stub") }

type Z struct {
	Score  float64
	Member interface{}
}

type ZAddArgs struct {
	NX      bool
	XX      bool
	LT      bool
	GT      bool
	Ch      bool
	Members []Z
}

type ZRangeArgs struct {
	Key     string
	Start   interface{}
	Stop    interface{}
	ByScore bool
	ByLex   bool
	Rev     bool
	Offset  int64
	Count   int64
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

func (cmd *ZSliceCmd) SetVal(val []Z) { panic("stub") }

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

func (cmd *ZWithKeyCmd) SetVal(val *ZWithKey) { panic("stub") }

func (cmd *ZWithKeyCmd) String() string { panic("stub") }

func (cmd *ZWithKeyCmd) Val() *ZWithKey { panic("stub") }

type baseClient struct{}

func (c *baseClient) Close() error { panic("stub") }

func (c *baseClient) String() string { panic("stub") }

type baseCmd struct{}

func (cmd *baseCmd) Args() []interface{} { panic("stub") }

func (cmd *baseCmd) Err() error { panic("stub") }

func (cmd *baseCmd) FullName() string { panic("stub") }

func (cmd *baseCmd) Name() string { panic("stub") }

func (cmd *baseCmd) SetErr(e error) { panic("stub") }

func (cmd *baseCmd) SetFirstKeyPos(keyPos int8) { panic("stub") }

type channel struct{}

type clusterClient struct{}

type cmdable func(ctx context.Context, cmd Cmder) error

func (c cmdable) Append(ctx context.Context, key string, value string) *IntCmd { panic("stub") }

func (c cmdable) BLMove(ctx context.Context, source string, destination string, srcpos string, destpos string, timeout time.Duration) *StringCmd {
	panic("stub")
}

func (c cmdable) BLPop(ctx context.Context, timeout time.Duration, keys ...string) *StringSliceCmd {
	panic("stub")
}

func (c cmdable) BRPop(ctx context.Context, timeout time.Duration, keys ...string) *StringSliceCmd {
	panic("stub")
}

func (c cmdable) BRPopLPush(ctx context.Context, source string, destination string, timeout time.Duration) *StringCmd {
	panic("stub")
}

func (c cmdable) BZPopMax(ctx context.Context, timeout time.Duration, keys ...string) *ZWithKeyCmd {
	panic("stub")
}

func (c cmdable) BZPopMin(ctx context.Context, timeout time.Duration, keys ...string) *ZWithKeyCmd {
	panic("stub")
}

func (c cmdable) BgRewriteAOF(ctx context.Context) *StatusCmd { panic("stub") }

func (c cmdable) BgSave(ctx context.Context) *StatusCmd { panic("stub") }

func (c cmdable) BitCount(ctx context.Context, key string, bitCount *BitCount) *IntCmd { panic("stub") }

func (c cmdable) BitField(ctx context.Context, key string, args ...interface{}) *IntSliceCmd {
	panic("stub")
}

func (c cmdable) BitOpAnd(ctx context.Context, destKey string, keys ...string) *IntCmd { panic("stub") }

func (c cmdable) BitOpNot(ctx context.Context, destKey string, key string) *IntCmd { panic("stub") }

func (c cmdable) BitOpOr(ctx context.Context, destKey string, keys ...string) *IntCmd { panic("stub") }

func (c cmdable) BitOpXor(ctx context.Context, destKey string, keys ...string) *IntCmd { panic("stub") }

func (c cmdable) BitPos(ctx context.Context, key string, bit int64, pos ...int64) *IntCmd {
	panic("stub")
}

func (c cmdable) ClientGetName(ctx context.Context) *StringCmd { panic("stub") }

func (c cmdable) ClientID(ctx context.Context) *IntCmd { panic("stub") }

func (c cmdable) ClientKill(ctx context.Context, ipPort string) *StatusCmd { panic("stub") }

func (c cmdable) ClientKillByFilter(ctx context.Context, keys ...string) *IntCmd { panic("stub") }

func (c cmdable) ClientList(ctx context.Context) *StringCmd { panic("stub") }

func (c cmdable) ClientPause(ctx context.Context, dur time.Duration) *BoolCmd { panic("stub") }

func (c cmdable) ClientUnblock(ctx context.Context, id int64) *IntCmd { panic("stub") }

func (c cmdable) ClientUnblockWithError(ctx context.Context, id int64) *IntCmd { panic("stub") }

func (c cmdable) ClusterAddSlots(ctx context.Context, slots ...int) *StatusCmd { panic("stub") }

func (c cmdable) ClusterAddSlotsRange(ctx context.Context, min int, max int) *StatusCmd {
	panic("stub")
}

func (c cmdable) ClusterCountFailureReports(ctx context.Context, nodeID string) *IntCmd {
	panic("stub")
}

func (c cmdable) ClusterCountKeysInSlot(ctx context.Context, slot int) *IntCmd { panic("stub") }

func (c cmdable) ClusterDelSlots(ctx context.Context, slots ...int) *StatusCmd { panic("stub") }

func (c cmdable) ClusterDelSlotsRange(ctx context.Context, min int, max int) *StatusCmd {
	panic("stub")
}

func (c cmdable) ClusterFailover(ctx context.Context) *StatusCmd { panic("stub") }

func (c cmdable) ClusterForget(ctx context.Context, nodeID string) *StatusCmd { panic("stub") }

func (c cmdable) ClusterGetKeysInSlot(ctx context.Context, slot int, count int) *StringSliceCmd {
	panic("stub")
}

func (c cmdable) ClusterInfo(ctx context.Context) *StringCmd { panic("stub") }

func (c cmdable) ClusterKeySlot(ctx context.Context, key string) *IntCmd { panic("stub") }

func (c cmdable) ClusterMeet(ctx context.Context, host string, port string) *StatusCmd { panic("stub") }

func (c cmdable) ClusterNodes(ctx context.Context) *StringCmd { panic("stub") }

func (c cmdable) ClusterReplicate(ctx context.Context, nodeID string) *StatusCmd { panic("stub") }

func (c cmdable) ClusterResetHard(ctx context.Context) *StatusCmd { panic("stub") }

func (c cmdable) ClusterResetSoft(ctx context.Context) *StatusCmd { panic("stub") }

func (c cmdable) ClusterSaveConfig(ctx context.Context) *StatusCmd { panic("stub") }

func (c cmdable) ClusterSlaves(ctx context.Context, nodeID string) *StringSliceCmd { panic("stub") }

func (c cmdable) ClusterSlots(ctx context.Context) *ClusterSlotsCmd { panic("stub") }

func (c cmdable) Command(ctx context.Context) *CommandsInfoCmd { panic("stub") }

func (c cmdable) ConfigGet(ctx context.Context, parameter string) *SliceCmd { panic("stub") }

func (c cmdable) ConfigResetStat(ctx context.Context) *StatusCmd { panic("stub") }

func (c cmdable) ConfigRewrite(ctx context.Context) *StatusCmd { panic("stub") }

func (c cmdable) ConfigSet(ctx context.Context, parameter string, value string) *StatusCmd {
	panic("stub")
}

func (c cmdable) Copy(ctx context.Context, sourceKey string, destKey string, db int, replace bool) *IntCmd {
	panic("stub")
}

func (c cmdable) DBSize(ctx context.Context) *IntCmd { panic("stub") }

func (c cmdable) DebugObject(ctx context.Context, key string) *StringCmd { panic("stub") }

func (c cmdable) Decr(ctx context.Context, key string) *IntCmd { panic("stub") }

func (c cmdable) DecrBy(ctx context.Context, key string, decrement int64) *IntCmd { panic("stub") }

func (c cmdable) Del(ctx context.Context, keys ...string) *IntCmd { panic("stub") }

func (c cmdable) Dump(ctx context.Context, key string) *StringCmd { panic("stub") }

func (c cmdable) Echo(ctx context.Context, message interface{}) *StringCmd { panic("stub") }

func (c cmdable) Eval(ctx context.Context, script string, keys []string, args ...interface{}) *Cmd {
	panic("stub")
}

func (c cmdable) EvalSha(ctx context.Context, sha1 string, keys []string, args ...interface{}) *Cmd {
	panic("stub")
}

func (c cmdable) Exists(ctx context.Context, keys ...string) *IntCmd { panic("stub") }

func (c cmdable) Expire(ctx context.Context, key string, expiration time.Duration) *BoolCmd {
	panic("stub")
}

func (c cmdable) ExpireAt(ctx context.Context, key string, tm time.Time) *BoolCmd { panic("stub") }

func (c cmdable) ExpireGT(ctx context.Context, key string, expiration time.Duration) *BoolCmd {
	panic("stub")
}

func (c cmdable) ExpireLT(ctx context.Context, key string, expiration time.Duration) *BoolCmd {
	panic("stub")
}

func (c cmdable) ExpireNX(ctx context.Context, key string, expiration time.Duration) *BoolCmd {
	panic("stub")
}

func (c cmdable) ExpireXX(ctx context.Context, key string, expiration time.Duration) *BoolCmd {
	panic("stub")
}

func (c cmdable) FlushAll(ctx context.Context) *StatusCmd { panic("stub") }

func (c cmdable) FlushAllAsync(ctx context.Context) *StatusCmd { panic("stub") }

func (c cmdable) FlushDB(ctx context.Context) *StatusCmd { panic("stub") }

func (c cmdable) FlushDBAsync(ctx context.Context) *StatusCmd { panic("stub") }

func (c cmdable) GeoAdd(ctx context.Context, key string, geoLocation ...*GeoLocation) *IntCmd {
	panic("stub")
}

func (c cmdable) GeoDist(ctx context.Context, key string, member1 string, member2 string, unit string) *FloatCmd {
	panic("stub")
}

func (c cmdable) GeoHash(ctx context.Context, key string, members ...string) *StringSliceCmd {
	panic("stub")
}

func (c cmdable) GeoPos(ctx context.Context, key string, members ...string) *GeoPosCmd { panic("stub") }

func (c cmdable) GeoRadius(ctx context.Context, key string, longitude float64, latitude float64, query *GeoRadiusQuery) *GeoLocationCmd {
	panic("stub")
}

func (c cmdable) GeoRadiusByMember(ctx context.Context, key string, member string, query *GeoRadiusQuery) *GeoLocationCmd {
	panic("stub")
}

func (c cmdable) GeoRadiusByMemberStore(ctx context.Context, key string, member string, query *GeoRadiusQuery) *IntCmd {
	panic("stub")
}

func (c cmdable) GeoRadiusStore(ctx context.Context, key string, longitude float64, latitude float64, query *GeoRadiusQuery) *IntCmd {
	panic("stub")
}

func (c cmdable) GeoSearch(ctx context.Context, key string, q *GeoSearchQuery) *StringSliceCmd {
	panic("stub")
}

func (c cmdable) GeoSearchLocation(ctx context.Context, key string, q *GeoSearchLocationQuery) *GeoSearchLocationCmd {
	panic("stub")
}

func (c cmdable) GeoSearchStore(ctx context.Context, key string, store string, q *GeoSearchStoreQuery) *IntCmd {
	panic("stub")
}

func (c cmdable) Get(ctx context.Context, key string) *StringCmd { panic("stub") }

func (c cmdable) GetBit(ctx context.Context, key string, offset int64) *IntCmd { panic("stub") }

func (c cmdable) GetDel(ctx context.Context, key string) *StringCmd { panic("stub") }

func (c cmdable) GetEx(ctx context.Context, key string, expiration time.Duration) *StringCmd {
	panic("stub")
}

func (c cmdable) GetRange(ctx context.Context, key string, start int64, end int64) *StringCmd {
	panic("stub")
}

func (c cmdable) GetSet(ctx context.Context, key string, value interface{}) *StringCmd { panic("stub") }

func (c cmdable) HDel(ctx context.Context, key string, fields ...string) *IntCmd { panic("stub") }

func (c cmdable) HExists(ctx context.Context, key string, field string) *BoolCmd { panic("stub") }

func (c cmdable) HGet(ctx context.Context, key string, field string) *StringCmd { panic("stub") }

func (c cmdable) HGetAll(ctx context.Context, key string) *StringStringMapCmd { panic("stub") }

func (c cmdable) HIncrBy(ctx context.Context, key string, field string, incr int64) *IntCmd {
	panic("stub")
}

func (c cmdable) HIncrByFloat(ctx context.Context, key string, field string, incr float64) *FloatCmd {
	panic("stub")
}

func (c cmdable) HKeys(ctx context.Context, key string) *StringSliceCmd { panic("stub") }

func (c cmdable) HLen(ctx context.Context, key string) *IntCmd { panic("stub") }

func (c cmdable) HMGet(ctx context.Context, key string, fields ...string) *SliceCmd { panic("stub") }

func (c cmdable) HMSet(ctx context.Context, key string, values ...interface{}) *BoolCmd {
	panic("stub")
}

func (c cmdable) HRandField(ctx context.Context, key string, count int, withValues bool) *StringSliceCmd {
	panic("stub")
}

func (c cmdable) HScan(ctx context.Context, key string, cursor uint64, match string, count int64) *ScanCmd {
	panic("stub")
}

func (c cmdable) HSet(ctx context.Context, key string, values ...interface{}) *IntCmd { panic("stub") }

func (c cmdable) HSetNX(ctx context.Context, key string, field string, value interface{}) *BoolCmd {
	panic("stub")
}

func (c cmdable) HVals(ctx context.Context, key string) *StringSliceCmd { panic("stub") }

func (c cmdable) Incr(ctx context.Context, key string) *IntCmd { panic("stub") }

func (c cmdable) IncrBy(ctx context.Context, key string, value int64) *IntCmd { panic("stub") }

func (c cmdable) IncrByFloat(ctx context.Context, key string, value float64) *FloatCmd { panic("stub") }

func (c cmdable) Info(ctx context.Context, section ...string) *StringCmd { panic("stub") }

func (c cmdable) Keys(ctx context.Context, pattern string) *StringSliceCmd { panic("stub") }

func (c cmdable) LIndex(ctx context.Context, key string, index int64) *StringCmd { panic("stub") }

func (c cmdable) LInsert(ctx context.Context, key string, op string, pivot interface{}, value interface{}) *IntCmd {
	panic("stub")
}

func (c cmdable) LInsertAfter(ctx context.Context, key string, pivot interface{}, value interface{}) *IntCmd {
	panic("stub")
}

func (c cmdable) LInsertBefore(ctx context.Context, key string, pivot interface{}, value interface{}) *IntCmd {
	panic("stub")
}

func (c cmdable) LLen(ctx context.Context, key string) *IntCmd { panic("stub") }

func (c cmdable) LMove(ctx context.Context, source string, destination string, srcpos string, destpos string) *StringCmd {
	panic("stub")
}

func (c cmdable) LPop(ctx context.Context, key string) *StringCmd { panic("stub") }

func (c cmdable) LPopCount(ctx context.Context, key string, count int) *StringSliceCmd { panic("stub") }

func (c cmdable) LPos(ctx context.Context, key string, value string, a LPosArgs) *IntCmd {
	panic("stub")
}

func (c cmdable) LPosCount(ctx context.Context, key string, value string, count int64, a LPosArgs) *IntSliceCmd {
	panic("stub")
}

func (c cmdable) LPush(ctx context.Context, key string, values ...interface{}) *IntCmd { panic("stub") }

func (c cmdable) LPushX(ctx context.Context, key string, values ...interface{}) *IntCmd {
	panic("stub")
}

func (c cmdable) LRange(ctx context.Context, key string, start int64, stop int64) *StringSliceCmd {
	panic("stub")
}

func (c cmdable) LRem(ctx context.Context, key string, count int64, value interface{}) *IntCmd {
	panic("stub")
}

func (c cmdable) LSet(ctx context.Context, key string, index int64, value interface{}) *StatusCmd {
	panic("stub")
}

func (c cmdable) LTrim(ctx context.Context, key string, start int64, stop int64) *StatusCmd {
	panic("stub")
}

func (c cmdable) LastSave(ctx context.Context) *IntCmd { panic("stub") }

func (c cmdable) MGet(ctx context.Context, keys ...string) *SliceCmd { panic("stub") }

func (c cmdable) MSet(ctx context.Context, values ...interface{}) *StatusCmd { panic("stub") }

func (c cmdable) MSetNX(ctx context.Context, values ...interface{}) *BoolCmd { panic("stub") }

func (c cmdable) MemoryUsage(ctx context.Context, key string, samples ...int) *IntCmd { panic("stub") }

func (c cmdable) Migrate(ctx context.Context, host string, port string, key string, db int, timeout time.Duration) *StatusCmd {
	panic("stub")
}

func (c cmdable) Move(ctx context.Context, key string, db int) *BoolCmd { panic("stub") }

func (c cmdable) ObjectEncoding(ctx context.Context, key string) *StringCmd { panic("stub") }

func (c cmdable) ObjectIdleTime(ctx context.Context, key string) *DurationCmd { panic("stub") }

func (c cmdable) ObjectRefCount(ctx context.Context, key string) *IntCmd { panic("stub") }

func (c cmdable) PExpire(ctx context.Context, key string, expiration time.Duration) *BoolCmd {
	panic("stub")
}

func (c cmdable) PExpireAt(ctx context.Context, key string, tm time.Time) *BoolCmd { panic("stub") }

func (c cmdable) PFAdd(ctx context.Context, key string, els ...interface{}) *IntCmd { panic("stub") }

func (c cmdable) PFCount(ctx context.Context, keys ...string) *IntCmd { panic("stub") }

func (c cmdable) PFMerge(ctx context.Context, dest string, keys ...string) *StatusCmd { panic("stub") }

func (c cmdable) PTTL(ctx context.Context, key string) *DurationCmd { panic("stub") }

func (c cmdable) Persist(ctx context.Context, key string) *BoolCmd { panic("stub") }

func (c cmdable) Ping(ctx context.Context) *StatusCmd { panic("stub") }

func (c cmdable) PubSubChannels(ctx context.Context, pattern string) *StringSliceCmd { panic("stub") }

func (c cmdable) PubSubNumPat(ctx context.Context) *IntCmd { panic("stub") }

func (c cmdable) PubSubNumSub(ctx context.Context, channels ...string) *StringIntMapCmd {
	panic("stub")
}

func (c cmdable) Publish(ctx context.Context, channel string, message interface{}) *IntCmd {
	panic("stub")
}

func (c cmdable) Quit(_ context.Context) *StatusCmd { panic("stub") }

func (c cmdable) RPop(ctx context.Context, key string) *StringCmd { panic("stub") }

func (c cmdable) RPopCount(ctx context.Context, key string, count int) *StringSliceCmd { panic("stub") }

func (c cmdable) RPopLPush(ctx context.Context, source string, destination string) *StringCmd {
	panic("stub")
}

func (c cmdable) RPush(ctx context.Context, key string, values ...interface{}) *IntCmd { panic("stub") }

func (c cmdable) RPushX(ctx context.Context, key string, values ...interface{}) *IntCmd {
	panic("stub")
}

func (c cmdable) RandomKey(ctx context.Context) *StringCmd { panic("stub") }

func (c cmdable) ReadOnly(ctx context.Context) *StatusCmd { panic("stub") }

func (c cmdable) ReadWrite(ctx context.Context) *StatusCmd { panic("stub") }

func (c cmdable) Rename(ctx context.Context, key string, newkey string) *StatusCmd { panic("stub") }

func (c cmdable) RenameNX(ctx context.Context, key string, newkey string) *BoolCmd { panic("stub") }

func (c cmdable) Restore(ctx context.Context, key string, ttl time.Duration, value string) *StatusCmd {
	panic("stub")
}

func (c cmdable) RestoreReplace(ctx context.Context, key string, ttl time.Duration, value string) *StatusCmd {
	panic("stub")
}

func (c cmdable) SAdd(ctx context.Context, key string, members ...interface{}) *IntCmd { panic("stub") }

func (c cmdable) SCard(ctx context.Context, key string) *IntCmd { panic("stub") }

func (c cmdable) SDiff(ctx context.Context, keys ...string) *StringSliceCmd { panic("stub") }

func (c cmdable) SDiffStore(ctx context.Context, destination string, keys ...string) *IntCmd {
	panic("stub")
}

func (c cmdable) SInter(ctx context.Context, keys ...string) *StringSliceCmd { panic("stub") }

func (c cmdable) SInterStore(ctx context.Context, destination string, keys ...string) *IntCmd {
	panic("stub")
}

func (c cmdable) SIsMember(ctx context.Context, key string, member interface{}) *BoolCmd {
	panic("stub")
}

func (c cmdable) SMIsMember(ctx context.Context, key string, members ...interface{}) *BoolSliceCmd {
	panic("stub")
}

func (c cmdable) SMembers(ctx context.Context, key string) *StringSliceCmd { panic("stub") }

func (c cmdable) SMembersMap(ctx context.Context, key string) *StringStructMapCmd { panic("stub") }

func (c cmdable) SMove(ctx context.Context, source string, destination string, member interface{}) *BoolCmd {
	panic("stub")
}

func (c cmdable) SPop(ctx context.Context, key string) *StringCmd { panic("stub") }

func (c cmdable) SPopN(ctx context.Context, key string, count int64) *StringSliceCmd { panic("stub") }

func (c cmdable) SRandMember(ctx context.Context, key string) *StringCmd { panic("stub") }

func (c cmdable) SRandMemberN(ctx context.Context, key string, count int64) *StringSliceCmd {
	panic("stub")
}

func (c cmdable) SRem(ctx context.Context, key string, members ...interface{}) *IntCmd { panic("stub") }

func (c cmdable) SScan(ctx context.Context, key string, cursor uint64, match string, count int64) *ScanCmd {
	panic("stub")
}

func (c cmdable) SUnion(ctx context.Context, keys ...string) *StringSliceCmd { panic("stub") }

func (c cmdable) SUnionStore(ctx context.Context, destination string, keys ...string) *IntCmd {
	panic("stub")
}

func (c cmdable) Save(ctx context.Context) *StatusCmd { panic("stub") }

func (c cmdable) Scan(ctx context.Context, cursor uint64, match string, count int64) *ScanCmd {
	panic("stub")
}

func (c cmdable) ScanType(ctx context.Context, cursor uint64, match string, count int64, keyType string) *ScanCmd {
	panic("stub")
}

func (c cmdable) ScriptExists(ctx context.Context, hashes ...string) *BoolSliceCmd { panic("stub") }

func (c cmdable) ScriptFlush(ctx context.Context) *StatusCmd { panic("stub") }

func (c cmdable) ScriptKill(ctx context.Context) *StatusCmd { panic("stub") }

func (c cmdable) ScriptLoad(ctx context.Context, script string) *StringCmd { panic("stub") }

func (c cmdable) Set(ctx context.Context, key string, value interface{}, expiration time.Duration) *StatusCmd {
	panic("stub")
}

func (c cmdable) SetArgs(ctx context.Context, key string, value interface{}, a SetArgs) *StatusCmd {
	panic("stub")
}

func (c cmdable) SetBit(ctx context.Context, key string, offset int64, value int) *IntCmd {
	panic("stub")
}

func (c cmdable) SetEX(ctx context.Context, key string, value interface{}, expiration time.Duration) *StatusCmd {
	panic("stub")
}

func (c cmdable) SetNX(ctx context.Context, key string, value interface{}, expiration time.Duration) *BoolCmd {
	panic("stub")
}

func (c cmdable) SetRange(ctx context.Context, key string, offset int64, value string) *IntCmd {
	panic("stub")
}

func (c cmdable) SetXX(ctx context.Context, key string, value interface{}, expiration time.Duration) *BoolCmd {
	panic("stub")
}

func (c cmdable) Shutdown(ctx context.Context) *StatusCmd { panic("stub") }

func (c cmdable) ShutdownNoSave(ctx context.Context) *StatusCmd { panic("stub") }

func (c cmdable) ShutdownSave(ctx context.Context) *StatusCmd { panic("stub") }

func (c cmdable) SlaveOf(ctx context.Context, host string, port string) *StatusCmd { panic("stub") }

func (c cmdable) SlowLogGet(ctx context.Context, num int64) *SlowLogCmd { panic("stub") }

func (c cmdable) Sort(ctx context.Context, key string, sort *Sort) *StringSliceCmd { panic("stub") }

func (c cmdable) SortInterfaces(ctx context.Context, key string, sort *Sort) *SliceCmd { panic("stub") }

func (c cmdable) SortStore(ctx context.Context, key string, store string, sort *Sort) *IntCmd {
	panic("stub")
}

func (c cmdable) StrLen(ctx context.Context, key string) *IntCmd { panic("stub") }

func (c cmdable) Sync(_ context.Context) { panic("stub") }

func (c cmdable) TTL(ctx context.Context, key string) *DurationCmd { panic("stub") }

func (c cmdable) Time(ctx context.Context) *TimeCmd { panic("stub") }

func (c cmdable) Touch(ctx context.Context, keys ...string) *IntCmd { panic("stub") }

func (c cmdable) Type(ctx context.Context, key string) *StatusCmd { panic("stub") }

func (c cmdable) Unlink(ctx context.Context, keys ...string) *IntCmd { panic("stub") }

func (c cmdable) Wait(ctx context.Context, numSlaves int, timeout time.Duration) *IntCmd {
	panic("stub")
}

func (c cmdable) XAck(ctx context.Context, stream string, group string, ids ...string) *IntCmd {
	panic("stub")
}

func (c cmdable) XAdd(ctx context.Context, a *XAddArgs) *StringCmd { panic("stub") }

func (c cmdable) XAutoClaim(ctx context.Context, a *XAutoClaimArgs) *XAutoClaimCmd { panic("stub") }

func (c cmdable) XAutoClaimJustID(ctx context.Context, a *XAutoClaimArgs) *XAutoClaimJustIDCmd {
	panic("stub")
}

func (c cmdable) XClaim(ctx context.Context, a *XClaimArgs) *XMessageSliceCmd { panic("stub") }

func (c cmdable) XClaimJustID(ctx context.Context, a *XClaimArgs) *StringSliceCmd { panic("stub") }

func (c cmdable) XDel(ctx context.Context, stream string, ids ...string) *IntCmd { panic("stub") }

func (c cmdable) XGroupCreate(ctx context.Context, stream string, group string, start string) *StatusCmd {
	panic("stub")
}

func (c cmdable) XGroupCreateConsumer(ctx context.Context, stream string, group string, consumer string) *IntCmd {
	panic("stub")
}

func (c cmdable) XGroupCreateMkStream(ctx context.Context, stream string, group string, start string) *StatusCmd {
	panic("stub")
}

func (c cmdable) XGroupDelConsumer(ctx context.Context, stream string, group string, consumer string) *IntCmd {
	panic("stub")
}

func (c cmdable) XGroupDestroy(ctx context.Context, stream string, group string) *IntCmd {
	panic("stub")
}

func (c cmdable) XGroupSetID(ctx context.Context, stream string, group string, start string) *StatusCmd {
	panic("stub")
}

func (c cmdable) XInfoConsumers(ctx context.Context, key string, group string) *XInfoConsumersCmd {
	panic("stub")
}

func (c cmdable) XInfoGroups(ctx context.Context, key string) *XInfoGroupsCmd { panic("stub") }

func (c cmdable) XInfoStream(ctx context.Context, key string) *XInfoStreamCmd { panic("stub") }

func (c cmdable) XInfoStreamFull(ctx context.Context, key string, count int) *XInfoStreamFullCmd {
	panic("stub")
}

func (c cmdable) XLen(ctx context.Context, stream string) *IntCmd { panic("stub") }

func (c cmdable) XPending(ctx context.Context, stream string, group string) *XPendingCmd {
	panic("stub")
}

func (c cmdable) XPendingExt(ctx context.Context, a *XPendingExtArgs) *XPendingExtCmd { panic("stub") }

func (c cmdable) XRange(ctx context.Context, stream string, start string, stop string) *XMessageSliceCmd {
	panic("stub")
}

func (c cmdable) XRangeN(ctx context.Context, stream string, start string, stop string, count int64) *XMessageSliceCmd {
	panic("stub")
}

func (c cmdable) XRead(ctx context.Context, a *XReadArgs) *XStreamSliceCmd { panic("stub") }

func (c cmdable) XReadGroup(ctx context.Context, a *XReadGroupArgs) *XStreamSliceCmd { panic("stub") }

func (c cmdable) XReadStreams(ctx context.Context, streams ...string) *XStreamSliceCmd { panic("stub") }

func (c cmdable) XRevRange(ctx context.Context, stream string, start string, stop string) *XMessageSliceCmd {
	panic("stub")
}

func (c cmdable) XRevRangeN(ctx context.Context, stream string, start string, stop string, count int64) *XMessageSliceCmd {
	panic("stub")
}

func (c cmdable) XTrim(ctx context.Context, key string, maxLen int64) *IntCmd { panic("stub") }

func (c cmdable) XTrimApprox(ctx context.Context, key string, maxLen int64) *IntCmd { panic("stub") }

func (c cmdable) XTrimMaxLen(ctx context.Context, key string, maxLen int64) *IntCmd { panic("stub") }

func (c cmdable) XTrimMaxLenApprox(ctx context.Context, key string, maxLen int64, limit int64) *IntCmd {
	panic("stub")
}

func (c cmdable) XTrimMinID(ctx context.Context, key string, minID string) *IntCmd { panic("stub") }

func (c cmdable) XTrimMinIDApprox(ctx context.Context, key string, minID string, limit int64) *IntCmd {
	panic("stub")
}

func (c cmdable) ZAdd(ctx context.Context, key string, members ...*Z) *IntCmd { panic("stub") }

func (c cmdable) ZAddArgs(ctx context.Context, key string, args ZAddArgs) *IntCmd { panic("stub") }

func (c cmdable) ZAddArgsIncr(ctx context.Context, key string, args ZAddArgs) *FloatCmd {
	panic("stub")
}

func (c cmdable) ZAddCh(ctx context.Context, key string, members ...*Z) *IntCmd { panic("stub") }

func (c cmdable) ZAddNX(ctx context.Context, key string, members ...*Z) *IntCmd { panic("stub") }

func (c cmdable) ZAddNXCh(ctx context.Context, key string, members ...*Z) *IntCmd { panic("stub") }

func (c cmdable) ZAddXX(ctx context.Context, key string, members ...*Z) *IntCmd { panic("stub") }

func (c cmdable) ZAddXXCh(ctx context.Context, key string, members ...*Z) *IntCmd { panic("stub") }

func (c cmdable) ZCard(ctx context.Context, key string) *IntCmd { panic("stub") }

func (c cmdable) ZCount(ctx context.Context, key string, min string, max string) *IntCmd {
	panic("stub")
}

func (c cmdable) ZDiff(ctx context.Context, keys ...string) *StringSliceCmd { panic("stub") }

func (c cmdable) ZDiffStore(ctx context.Context, destination string, keys ...string) *IntCmd {
	panic("stub")
}

func (c cmdable) ZDiffWithScores(ctx context.Context, keys ...string) *ZSliceCmd { panic("stub") }

func (c cmdable) ZIncr(ctx context.Context, key string, member *Z) *FloatCmd { panic("stub") }

func (c cmdable) ZIncrBy(ctx context.Context, key string, increment float64, member string) *FloatCmd {
	panic("stub")
}

func (c cmdable) ZIncrNX(ctx context.Context, key string, member *Z) *FloatCmd { panic("stub") }

func (c cmdable) ZIncrXX(ctx context.Context, key string, member *Z) *FloatCmd { panic("stub") }

func (c cmdable) ZInter(ctx context.Context, store *ZStore) *StringSliceCmd { panic("stub") }

func (c cmdable) ZInterStore(ctx context.Context, destination string, store *ZStore) *IntCmd {
	panic("stub")
}

func (c cmdable) ZInterWithScores(ctx context.Context, store *ZStore) *ZSliceCmd { panic("stub") }

func (c cmdable) ZLexCount(ctx context.Context, key string, min string, max string) *IntCmd {
	panic("stub")
}

func (c cmdable) ZMScore(ctx context.Context, key string, members ...string) *FloatSliceCmd {
	panic("stub")
}

func (c cmdable) ZPopMax(ctx context.Context, key string, count ...int64) *ZSliceCmd { panic("stub") }

func (c cmdable) ZPopMin(ctx context.Context, key string, count ...int64) *ZSliceCmd { panic("stub") }

func (c cmdable) ZRandMember(ctx context.Context, key string, count int, withScores bool) *StringSliceCmd {
	panic("stub")
}

func (c cmdable) ZRange(ctx context.Context, key string, start int64, stop int64) *StringSliceCmd {
	panic("stub")
}

func (c cmdable) ZRangeArgs(ctx context.Context, z ZRangeArgs) *StringSliceCmd { panic("stub") }

func (c cmdable) ZRangeArgsWithScores(ctx context.Context, z ZRangeArgs) *ZSliceCmd { panic("stub") }

func (c cmdable) ZRangeByLex(ctx context.Context, key string, opt *ZRangeBy) *StringSliceCmd {
	panic("stub")
}

func (c cmdable) ZRangeByScore(ctx context.Context, key string, opt *ZRangeBy) *StringSliceCmd {
	panic("stub")
}

func (c cmdable) ZRangeByScoreWithScores(ctx context.Context, key string, opt *ZRangeBy) *ZSliceCmd {
	panic("stub")
}

func (c cmdable) ZRangeStore(ctx context.Context, dst string, z ZRangeArgs) *IntCmd { panic("stub") }

func (c cmdable) ZRangeWithScores(ctx context.Context, key string, start int64, stop int64) *ZSliceCmd {
	panic("stub")
}

func (c cmdable) ZRank(ctx context.Context, key string, member string) *IntCmd { panic("stub") }

func (c cmdable) ZRem(ctx context.Context, key string, members ...interface{}) *IntCmd { panic("stub") }

func (c cmdable) ZRemRangeByLex(ctx context.Context, key string, min string, max string) *IntCmd {
	panic("stub")
}

func (c cmdable) ZRemRangeByRank(ctx context.Context, key string, start int64, stop int64) *IntCmd {
	panic("stub")
}

func (c cmdable) ZRemRangeByScore(ctx context.Context, key string, min string, max string) *IntCmd {
	panic("stub")
}

func (c cmdable) ZRevRange(ctx context.Context, key string, start int64, stop int64) *StringSliceCmd {
	panic("stub")
}

func (c cmdable) ZRevRangeByLex(ctx context.Context, key string, opt *ZRangeBy) *StringSliceCmd {
	panic("stub")
}

func (c cmdable) ZRevRangeByScore(ctx context.Context, key string, opt *ZRangeBy) *StringSliceCmd {
	panic("stub")
}

func (c cmdable) ZRevRangeByScoreWithScores(ctx context.Context, key string, opt *ZRangeBy) *ZSliceCmd {
	panic("stub")
}

func (c cmdable) ZRevRangeWithScores(ctx context.Context, key string, start int64, stop int64) *ZSliceCmd {
	panic("stub")
}

func (c cmdable) ZRevRank(ctx context.Context, key string, member string) *IntCmd { panic("stub") }

func (c cmdable) ZScan(ctx context.Context, key string, cursor uint64, match string, count int64) *ScanCmd {
	panic("stub")
}

func (c cmdable) ZScore(ctx context.Context, key string, member string) *FloatCmd { panic("stub") }

func (c cmdable) ZUnion(ctx context.Context, store ZStore) *StringSliceCmd { panic("stub") }

func (c cmdable) ZUnionStore(ctx context.Context, dest string, store *ZStore) *IntCmd { panic("stub") }

func (c cmdable) ZUnionWithScores(ctx context.Context, store ZStore) *ZSliceCmd { panic("stub") }

type conn struct {
	baseClient
	cmdable
	statefulCmdable
	hooks
}

type hooks struct{}

func (hs *hooks) AddHook(hook Hook) { panic("stub") }

type ring struct{}

type statefulCmdable func(ctx context.Context, cmd Cmder) error

func (c statefulCmdable) Auth(ctx context.Context, password string) *StatusCmd { panic("stub") }

func (c statefulCmdable) AuthACL(ctx context.Context, username string, password string) *StatusCmd {
	panic("stub")
}

func (c statefulCmdable) ClientSetName(ctx context.Context, name string) *BoolCmd { panic("stub") }

func (c statefulCmdable) Select(ctx context.Context, index int) *StatusCmd { panic("stub") }

func (c statefulCmdable) SwapDB(ctx context.Context, index1 int, index2 int) *StatusCmd {
	panic("stub")
}

func NewClient(opt *Options) *Client { panic("stub") }

func NewClusterClient(opt *ClusterOptions) *ClusterClient { panic("stub") }

func NewFailoverClient(failoverOpt *FailoverOptions) *Client { panic("stub") }

func NewRing(opt *RingOptions) *Ring { panic("stub") }

func NewScript(src string) *Script { panic("stub") }

func NewUniversalClient(opts *UniversalOptions) UniversalClient { panic("stub") }

func ParseURL(redisURL string) (*Options, error) { panic("stub") }
