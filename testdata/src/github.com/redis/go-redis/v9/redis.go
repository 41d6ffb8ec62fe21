// Package redis is a declarations-only stub of github.com/redis/go-redis/v9 v9.7.0 for analysistest.
package redis

import (
	"context"
	"crypto/tls"
	"net"
	"time"

	"github.com/redis/go-redis/v9/internal/proto"
)

const KeepTTL = -1

const Nil proto.RedisError = "redis: nil"

const TxFailedErr proto.RedisError = "redis: transaction failed"

type ACLCmdable interface {
	ACLDryRun(ctx context.Context, username string, command ...interface{}) *StringCmd
	ACLLog(ctx context.Context, count int64) *ACLLogCmd
	ACLLogReset(ctx context.Context) *StatusCmd
}

type ACLLogCmd struct {
	baseCmd
}

func (cmd *ACLLogCmd) Result() ([]*ACLLogEntry, error) { panic("stub") }

func (cmd *ACLLogCmd) SetVal(val []*ACLLogEntry) { panic("stub") }

func (cmd *ACLLogCmd) String() string { panic("stub") }

func (cmd *ACLLogCmd) Val() []*ACLLogEntry { panic("stub") }

type ACLLogEntry struct {
	Count                int64
	Reason               string
	Context              string
	Object               string
	Username             string
	AgeSeconds           float64
	ClientInfo           *ClientInfo
	EntryID              int64
	TimestampCreated     int64
	TimestampLastUpdated int64
}

type AggregateCmd struct {
	baseCmd
}

func (cmd *AggregateCmd) RawResult() (interface{}, error) { panic("stub") }

func (cmd *AggregateCmd) RawVal() interface{} { panic("stub") }

func (cmd *AggregateCmd) Result() (*FTAggregateResult, error) { panic("stub") }

func (cmd *AggregateCmd) SetVal(val *FTAggregateResult) { panic("stub") }

func (cmd *AggregateCmd) String() string { panic("stub") }

func (cmd *AggregateCmd) Val() *FTAggregateResult { panic("stub") }

type AggregateRow struct {
	Fields map[string]interface{}
}

type Aggregator int

func (a Aggregator) String() string { panic("stub") }

type BFInfo struct {
	Capacity      int64
	Size          int64
	Filters       int64
	ItemsInserted int64
	ExpansionRate int64
}

type BFInfoCmd struct {
	baseCmd
}

func (cmd *BFInfoCmd) Result() (BFInfo, error) { panic("stub") }

func (cmd *BFInfoCmd) SetVal(val BFInfo) { panic("stub") }

func (cmd *BFInfoCmd) String() string { panic("stub") }

func (cmd *BFInfoCmd) Val() BFInfo { panic("stub") }

type BFInsertOptions struct {
	Capacity   int64
	Error      float64
	Expansion  int64
	NonScaling bool
	NoCreate   bool
}

type BFReserveOptions struct {
	Capacity   int64
	Error      float64
	Expansion  int64
	NonScaling bool
}

type BitCount struct {
	Start int64
	End   int64
	Unit  string
}

type BitMapCmdable interface {
	BitCount(ctx context.Context, key string, bitCount *BitCount) *IntCmd
	BitField(ctx context.Context, key string, values ...interface{}) *IntSliceCmd
	BitFieldRO(ctx context.Context, key string, values ...interface{}) *IntSliceCmd
	BitOpAnd(ctx context.Context, destKey string, keys ...string) *IntCmd
	BitOpNot(ctx context.Context, destKey string, key string) *IntCmd
	BitOpOr(ctx context.Context, destKey string, keys ...string) *IntCmd
	BitOpXor(ctx context.Context, destKey string, keys ...string) *IntCmd
	BitPos(ctx context.Context, key string, bit int64, pos ...int64) *IntCmd
	BitPosSpan(ctx context.Context, key string, bit int8, start int64, end int64, span string) *IntCmd
	GetBit(ctx context.Context, key string, offset int64) *IntCmd
	SetBit(ctx context.Context, key string, offset int64, value int) *IntCmd
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

type CFInfo struct {
	Size             int64
	NumBuckets       int64
	NumFilters       int64
	NumItemsInserted int64
	NumItemsDeleted  int64
	BucketSize       int64
	ExpansionRate    int64
	MaxIteration     int64
}

type CFInfoCmd struct {
	baseCmd
}

func (cmd *CFInfoCmd) Result() (CFInfo, error) { panic("stub") }

func (cmd *CFInfoCmd) SetVal(val CFInfo) { panic("stub") }

func (cmd *CFInfoCmd) String() string { panic("stub") }

func (cmd *CFInfoCmd) Val() CFInfo { panic("stub") }

type CFInsertOptions struct {
	Capacity int64
	NoCreate bool
}

type CFReserveOptions struct {
	Capacity      int64
	BucketSize    int64
	MaxIterations int64
	Expansion     int64
}

type CMSInfo struct {
	Width int64
	Depth int64
	Count int64
}

type CMSInfoCmd struct {
	baseCmd
}

func (cmd *CMSInfoCmd) Result() (CMSInfo, error) { panic("stub") }

func (cmd *CMSInfoCmd) SetVal(val CMSInfo) { panic("stub") }

func (cmd *CMSInfoCmd) String() string { panic("stub") }

func (cmd *CMSInfoCmd) Val() CMSInfo { panic("stub") }

type ChannelOption func(c *channel)

type Client struct {
	*baseClient
	cmdable
	hooksMixin
}

func (c *Client) Conn() *Conn { panic("stub") }

func (c *Client) Do(ctx context.Context, args ...interface{}) *Cmd { panic("stub") }

func (c *Client) Options() *Options { panic("stub") }

func (c *Client) PSubscribe(ctx context.Context, channels ...string) *PubSub { panic("stub") }

func (c *Client) Pipeline() Pipeliner { panic("stub") }

func (c *Client) Pipelined(ctx context.Context, fn func(Pipeliner) error) ([]Cmder, error) {
	panic("stub")
}

func (c *Client) PoolStats() *PoolStats { panic("stub") }

func (c *Client) Process(ctx context.Context, cmd Cmder) error { panic("stub") }

func (c *Client) SSubscribe(ctx context.Context, channels ...string) *PubSub { panic("stub") }

func (c *Client) Subscribe(ctx context.Context, channels ...string) *PubSub { panic("stub") }

func (c *Client) TxPipeline() Pipeliner { panic("stub") }

func (c *Client) TxPipelined(ctx context.Context, fn func(Pipeliner) error) ([]Cmder, error) {
	panic("stub")
}

func (c *Client) Watch(ctx context.Context, fn func(*Tx) error, keys ...string) error { panic("stub") }

func (c *Client) WithTimeout(timeout time.Duration) *Client { panic("stub") }

type ClientFlags uint64

type ClientInfo struct {
	ID                 int64
	Addr               string
	LAddr              string
	FD                 int64
	Name               string
	Age                time.Duration
	Idle               time.Duration
	Flags              ClientFlags
	DB                 int
	Sub                int
	PSub               int
	SSub               int
	Multi              int
	Watch              int
	QueryBuf           int
	QueryBufFree       int
	ArgvMem            int
	MultiMem           int
	BufferSize         int
	BufferPeak         int
	OutputBufferLength int
	OutputListLength   int
	OutputMemory       int
	TotalMemory        int
	Events             string
	LastCmd            string
	User               string
	Redir              int64
	Resp               int
	LibName            string
	LibVer             string
}

type ClientInfoCmd struct {
	baseCmd
}

func (cmd *ClientInfoCmd) Result() (*ClientInfo, error) { panic("stub") }

func (cmd *ClientInfoCmd) SetVal(val *ClientInfo) { panic("stub") }

func (cmd *ClientInfoCmd) String() string { panic("stub") }

func (cmd *ClientInfoCmd) Val() *ClientInfo { panic("stub") }

type ClusterClient struct {
	cmdable
	hooksMixin
}

func (c *ClusterClient) Close() error { panic("stub") }

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

func (c *ClusterClient) OnNewNode(fn func(rdb *Client)) { panic("stub") }

func (c *ClusterClient) Options() *ClusterOptions { panic("stub") }

func (c *ClusterClient) PSubscribe(ctx context.Context, channels ...string) *PubSub { panic("stub") }

func (c *ClusterClient) Pipeline() Pipeliner { panic("stub") }

func (c *ClusterClient) Pipelined(ctx context.Context, fn func(Pipeliner) error) ([]Cmder, error) {
	panic("stub")
}

func (c *ClusterClient) PoolStats() *PoolStats { panic("stub") }

func (c *ClusterClient) Process(ctx context.Context, cmd Cmder) error { panic("stub") }

func (c *ClusterClient) ReloadState(ctx context.Context) { panic("stub") }

func (c *ClusterClient) SSubscribe(ctx context.Context, channels ...string) *PubSub { panic("stub") }

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

type ClusterCmdable interface {
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
	ClusterLinks(ctx context.Context) *ClusterLinksCmd
	ClusterMeet(ctx context.Context, host string, port string) *StatusCmd
	ClusterMyShardID(ctx context.Context) *StringCmd
	ClusterNodes(ctx context.Context) *StringCmd
	ClusterReplicate(ctx context.Context, nodeID string) *StatusCmd
	ClusterResetHard(ctx context.Context) *StatusCmd
	ClusterResetSoft(ctx context.Context) *StatusCmd
	ClusterSaveConfig(ctx context.Context) *StatusCmd
	ClusterShards(ctx context.Context) *ClusterShardsCmd
	ClusterSlaves(ctx context.Context, nodeID string) *StringSliceCmd
	ClusterSlots(ctx context.Context) *ClusterSlotsCmd
	ReadOnly(ctx context.Context) *StatusCmd
	ReadWrite(ctx context.Context) *StatusCmd
}

type ClusterLink struct {
	Direction           string
	Node                string
	CreateTime          int64
	Events              string
	SendBufferAllocated int64
	SendBufferUsed      int64
}

type ClusterLinksCmd struct {
	baseCmd
}

func (cmd *ClusterLinksCmd) Result() ([]ClusterLink, error) { panic("stub") }

func (cmd *ClusterLinksCmd) SetVal(val []ClusterLink) { panic("stub") }

func (cmd *ClusterLinksCmd) String() string { panic("stub") }

func (cmd *ClusterLinksCmd) Val() []ClusterLink { panic("stub") }

type ClusterNode struct {
	ID                 string
	Addr               string
	NetworkingMetadata map[string]string
}

type ClusterOptions struct {
	Addrs                      []string
	ClientName                 string
	NewClient                  func(opt *Options) *Client
	MaxRedirects               int
	ReadOnly                   bool
	RouteByLatency             bool
	RouteRandomly              bool
	ClusterSlots               func(context.Context) ([]ClusterSlot, error)
	Dialer                     func(ctx context.Context, network string, addr string) (net.Conn, error)
	OnConnect                  func(ctx context.Context, cn *Conn) error
	Protocol                   int
	Username                   string
	Password                   string
	CredentialsProvider        func() (username string, password string)
	CredentialsProviderContext func(ctx context.Context) (username string, password string, err error)
	MaxRetries                 int
	MinRetryBackoff            time.Duration
	MaxRetryBackoff            time.Duration
	DialTimeout                time.Duration
	ReadTimeout                time.Duration
	WriteTimeout               time.Duration
	ContextTimeoutEnabled      bool
	PoolFIFO                   bool
	PoolSize                   int
	PoolTimeout                time.Duration
	MinIdleConns               int
	MaxIdleConns               int
	MaxActiveConns             int
	ConnMaxIdleTime            time.Duration
	ConnMaxLifetime            time.Duration
	TLSConfig                  *tls.Config
	DisableIndentity           bool
	IdentitySuffix             string
}

type ClusterShard struct {
	Slots []SlotRange
	Nodes []Node
}

type ClusterShardsCmd struct {
	baseCmd
}

func (cmd *ClusterShardsCmd) Result() ([]ClusterShard, error) { panic("stub") }

func (cmd *ClusterShardsCmd) SetVal(val []ClusterShard) { panic("stub") }

func (cmd *ClusterShardsCmd) String() string { panic("stub") }

func (cmd *ClusterShardsCmd) Val() []ClusterShard { panic("stub") }

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
	ACLCmdable
	BitMapCmdable
	ClusterCmdable
	GearsCmdable
	GenericCmdable
	GeoCmdable
	HashCmdable
	HyperLogLogCmdable
	ListCmdable
	ProbabilisticCmdable
	PubSubCmdable
	ScriptingFunctionsCmdable
	SearchCmdable
	SetCmdable
	SortedSetCmdable
	StringCmdable
	StreamCmdable
	TimeseriesCmdable
	JSONCmdable
	BgRewriteAOF(ctx context.Context) *StatusCmd
	BgSave(ctx context.Context) *StatusCmd
	ClientGetName(ctx context.Context) *StringCmd
	ClientID(ctx context.Context) *IntCmd
	ClientInfo(ctx context.Context) *ClientInfoCmd
	ClientKill(ctx context.Context, ipPort string) *StatusCmd
	ClientKillByFilter(ctx context.Context, keys ...string) *IntCmd
	ClientList(ctx context.Context) *StringCmd
	ClientPause(ctx context.Context, dur time.Duration) *BoolCmd
	ClientUnblock(ctx context.Context, id int64) *IntCmd
	ClientUnblockWithError(ctx context.Context, id int64) *IntCmd
	ClientUnpause(ctx context.Context) *BoolCmd
	Command(ctx context.Context) *CommandsInfoCmd
	CommandGetKeys(ctx context.Context, commands ...interface{}) *StringSliceCmd
	CommandGetKeysAndFlags(ctx context.Context, commands ...interface{}) *KeyFlagsCmd
	CommandList(ctx context.Context, filter *FilterBy) *StringSliceCmd
	ConfigGet(ctx context.Context, parameter string) *MapStringStringCmd
	ConfigResetStat(ctx context.Context) *StatusCmd
	ConfigRewrite(ctx context.Context) *StatusCmd
	ConfigSet(ctx context.Context, parameter string, value string) *StatusCmd
	DBSize(ctx context.Context) *IntCmd
	DebugObject(ctx context.Context, key string) *StringCmd
	Echo(ctx context.Context, message interface{}) *StringCmd
	FlushAll(ctx context.Context) *StatusCmd
	FlushAllAsync(ctx context.Context) *StatusCmd
	FlushDB(ctx context.Context) *StatusCmd
	FlushDBAsync(ctx context.Context) *StatusCmd
	Info(ctx context.Context, section ...string) *StringCmd
	LastSave(ctx context.Context) *IntCmd
	MemoryUsage(ctx context.Context, key string, samples ...int) *IntCmd
	ModuleLoadex(ctx context.Context, conf *ModuleLoadexConfig) *StringCmd
	Ping(ctx context.Context) *StatusCmd
	Pipeline() Pipeliner
	Pipelined(ctx context.Context, fn func(Pipeliner) error) ([]Cmder, error)
	Quit(ctx context.Context) *StatusCmd
	Save(ctx context.Context) *StatusCmd
	Shutdown(ctx context.Context) *StatusCmd
	ShutdownNoSave(ctx context.Context) *StatusCmd
	ShutdownSave(ctx context.Context) *StatusCmd
	SlaveOf(ctx context.Context, host string, port string) *StatusCmd
	SlowLogGet(ctx context.Context, num int64) *SlowLogCmd
	Time(ctx context.Context) *TimeCmd
	TxPipeline() Pipeliner
	TxPipelined(ctx context.Context, fn func(Pipeliner) error) ([]Cmder, error)
	Unlink(ctx context.Context, keys ...string) *IntCmd
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
	baseClient
	cmdable
	statefulCmdable
	hooksMixin
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

type CursorStats struct {
	GlobalIdle    int
	GlobalTotal   int
	IndexCapacity int
	IndexTotal    int
}

type DialHook func(ctx context.Context, network string, addr string) (net.Conn, error)

type Document struct {
	ID      string
	Score   *float64
	Payload *string
	SortKey *string
	Fields  map[string]string
}

type DurationCmd struct {
	baseCmd
}

func (cmd *DurationCmd) Result() (time.Duration, error) { panic("stub") }

func (cmd *DurationCmd) SetVal(val time.Duration) { panic("stub") }

func (cmd *DurationCmd) String() string { panic("stub") }

func (cmd *DurationCmd) Val() time.Duration { panic("stub") }

type Engine struct {
	Language       string
	LibrariesCount int64
	FunctionsCount int64
}

type FTAggregateApply struct {
	Field string
	As    string
}

type FTAggregateGroupBy struct {
	Fields []interface{}
	Reduce []FTAggregateReducer
}

type FTAggregateLoad struct {
	Field string
	As    string
}

type FTAggregateOptions struct {
	Verbatim          bool
	LoadAll           bool
	Load              []FTAggregateLoad
	Timeout           int
	GroupBy           []FTAggregateGroupBy
	SortBy            []FTAggregateSortBy
	SortByMax         int
	Apply             []FTAggregateApply
	LimitOffset       int
	Limit             int
	Filter            string
	WithCursor        bool
	WithCursorOptions *FTAggregateWithCursor
	Params            map[string]interface{}
	DialectVersion    int
}

type FTAggregateReducer struct {
	Reducer SearchAggregator
	Args    []interface{}
	As      string
}

type FTAggregateResult struct {
	Total int
	Rows  []AggregateRow
}

type FTAggregateSortBy struct {
	FieldName string
	Asc       bool
	Desc      bool
}

type FTAggregateWithCursor struct {
	Count   int
	MaxIdle int
}

type FTAttribute struct {
	Identifier      string
	Attribute       string
	Type            string
	Weight          float64
	Sortable        bool
	NoStem          bool
	NoIndex         bool
	UNF             bool
	PhoneticMatcher string
	CaseSensitive   bool
	WithSuffixtrie  bool
}

type FTCreateOptions struct {
	OnHash          bool
	OnJSON          bool
	Prefix          []interface{}
	Filter          string
	DefaultLanguage string
	LanguageField   string
	Score           float64
	ScoreField      string
	PayloadField    string
	MaxTextFields   int
	NoOffsets       bool
	Temporary       int
	NoHL            bool
	NoFields        bool
	NoFreqs         bool
	StopWords       []interface{}
	SkipInitialScan bool
}

type FTDropIndexOptions struct {
	DeleteDocs bool
}

type FTExplainOptions struct {
	Dialect string
}

type FTFlatOptions struct {
	Type            string
	Dim             int
	DistanceMetric  string
	InitialCapacity int
	BlockSize       int
}

type FTHNSWOptions struct {
	Type                   string
	Dim                    int
	DistanceMetric         string
	InitialCapacity        int
	MaxEdgesPerNode        int
	MaxAllowedEdgesPerNode int
	EFRunTime              int
	Epsilon                float64
}

type FTInfoCmd struct {
	baseCmd
}

func (cmd *FTInfoCmd) RawResult() (interface{}, error) { panic("stub") }

func (cmd *FTInfoCmd) RawVal() interface{} { panic("stub") }

func (cmd *FTInfoCmd) Result() (FTInfoResult, error) { panic("stub") }

func (cmd *FTInfoCmd) SetVal(val FTInfoResult) { panic("stub") }

func (cmd *FTInfoCmd) String() string { panic("stub") }

func (cmd *FTInfoCmd) Val() FTInfoResult { panic("stub") }

type FTInfoResult struct {
	IndexErrors              IndexErrors
	Attributes               []FTAttribute
	BytesPerRecordAvg        string
	Cleaning                 int
	CursorStats              CursorStats
	DialectStats             map[string]int
	DocTableSizeMB           float64
	FieldStatistics          []FieldStatistic
	GCStats                  GCStats
	GeoshapesSzMB            float64
	HashIndexingFailures     int
	IndexDefinition          IndexDefinition
	IndexName                string
	IndexOptions             []string
	Indexing                 int
	InvertedSzMB             float64
	KeyTableSizeMB           float64
	MaxDocID                 int
	NumDocs                  int
	NumRecords               int
	NumTerms                 int
	NumberOfUses             int
	OffsetBitsPerRecordAvg   string
	OffsetVectorsSzMB        float64
	OffsetsPerTermAvg        string
	PercentIndexed           float64
	RecordsPerDocAvg         string
	SortableValuesSizeMB     float64
	TagOverheadSzMB          float64
	TextOverheadSzMB         float64
	TotalIndexMemorySzMB     float64
	TotalIndexingTime        int
	TotalInvertedIndexBlocks int
	VectorIndexSzMB          float64
}

type FTSearchCmd struct {
	baseCmd
}

func (cmd *FTSearchCmd) RawResult() (interface{}, error) { panic("stub") }

func (cmd *FTSearchCmd) RawVal() interface{} { panic("stub") }

func (cmd *FTSearchCmd) Result() (FTSearchResult, error) { panic("stub") }

func (cmd *FTSearchCmd) SetVal(val FTSearchResult) { panic("stub") }

func (cmd *FTSearchCmd) String() string { panic("stub") }

func (cmd *FTSearchCmd) Val() FTSearchResult { panic("stub") }

type FTSearchFilter struct {
	FieldName interface{}
	Min       interface{}
	Max       interface{}
}

type FTSearchGeoFilter struct {
	FieldName string
	Longitude float64
	Latitude  float64
	Radius    float64
	Unit      string
}

type FTSearchOptions struct {
	NoContent       bool
	Verbatim        bool
	NoStopWords     bool
	WithScores      bool
	WithPayloads    bool
	WithSortKeys    bool
	Filters         []FTSearchFilter
	GeoFilter       []FTSearchGeoFilter
	InKeys          []interface{}
	InFields        []interface{}
	Return          []FTSearchReturn
	Slop            int
	Timeout         int
	InOrder         bool
	Language        string
	Expander        string
	Scorer          string
	ExplainScore    bool
	Payload         string
	SortBy          []FTSearchSortBy
	SortByWithCount bool
	LimitOffset     int
	Limit           int
	Params          map[string]interface{}
	DialectVersion  int
}

type FTSearchResult struct {
	Total int
	Docs  []Document
}

type FTSearchReturn struct {
	FieldName string
	As        string
}

type FTSearchSortBy struct {
	FieldName string
	Asc       bool
	Desc      bool
}

type FTSpellCheckCmd struct {
	baseCmd
}

func (cmd *FTSpellCheckCmd) RawResult() (interface{}, error) { panic("stub") }

func (cmd *FTSpellCheckCmd) RawVal() interface{} { panic("stub") }

func (cmd *FTSpellCheckCmd) Result() ([]SpellCheckResult, error) { panic("stub") }

func (cmd *FTSpellCheckCmd) SetVal(val []SpellCheckResult) { panic("stub") }

func (cmd *FTSpellCheckCmd) String() string { panic("stub") }

func (cmd *FTSpellCheckCmd) Val() []SpellCheckResult { panic("stub") }

type FTSpellCheckOptions struct {
	Distance int
	Terms    *FTSpellCheckTerms
	Dialect  int
}

type FTSpellCheckTerms struct {
	Inclusion  string
	Dictionary string
	Terms      []interface{}
}

type FTSynDumpCmd struct {
	baseCmd
}

func (cmd *FTSynDumpCmd) RawResult() (interface{}, error) { panic("stub") }

func (cmd *FTSynDumpCmd) RawVal() interface{} { panic("stub") }

func (cmd *FTSynDumpCmd) Result() ([]FTSynDumpResult, error) { panic("stub") }

func (cmd *FTSynDumpCmd) SetVal(val []FTSynDumpResult) { panic("stub") }

func (cmd *FTSynDumpCmd) String() string { panic("stub") }

func (cmd *FTSynDumpCmd) Val() []FTSynDumpResult { panic("stub") }

type FTSynDumpResult struct {
	Term     string
	Synonyms []string
}

type FTSynUpdateOptions struct {
	SkipInitialScan bool
}

type FTVectorArgs struct {
	FlatOptions *FTFlatOptions
	HNSWOptions *FTHNSWOptions
}

type FailoverOptions struct {
	MasterName              string
	SentinelAddrs           []string
	ClientName              string
	SentinelUsername        string
	SentinelPassword        string
	RouteByLatency          bool
	RouteRandomly           bool
	ReplicaOnly             bool
	UseDisconnectedReplicas bool
	Dialer                  func(ctx context.Context, network string, addr string) (net.Conn, error)
	OnConnect               func(ctx context.Context, cn *Conn) error
	Protocol                int
	Username                string
	Password                string
	DB                      int
	MaxRetries              int
	MinRetryBackoff         time.Duration
	MaxRetryBackoff         time.Duration
	DialTimeout             time.Duration
	ReadTimeout             time.Duration
	WriteTimeout            time.Duration
	ContextTimeoutEnabled   bool
	PoolFIFO                bool
	PoolSize                int
	PoolTimeout             time.Duration
	MinIdleConns            int
	MaxIdleConns            int
	MaxActiveConns          int
	ConnMaxIdleTime         time.Duration
	ConnMaxLifetime         time.Duration
	TLSConfig               *tls.Config
	DisableIndentity        bool
	IdentitySuffix          string
	UnstableResp3           bool
}

type FieldSchema struct {
	FieldName         string
	As                string
	FieldType         SearchFieldType
	Sortable          bool
	UNF               bool
	NoStem            bool
	NoIndex           bool
	PhoneticMatcher   string
	Weight            float64
	Separator         string
	CaseSensitive     bool
	WithSuffixtrie    bool
	VectorArgs        *FTVectorArgs
	GeoShapeFieldType string
	IndexEmpty        bool
	IndexMissing      bool
}

type FieldStatistic struct {
	Identifier  string
	Attribute   string
	IndexErrors IndexErrors
}

type FilterBy struct {
	Module  string
	ACLCat  string
	Pattern string
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

type Function struct {
	Name        string
	Description string
	Flags       []string
}

type FunctionListCmd struct {
	baseCmd
}

func (cmd *FunctionListCmd) First() (*Library, error) { panic("stub") }

func (cmd *FunctionListCmd) Result() ([]Library, error) { panic("stub") }

func (cmd *FunctionListCmd) SetVal(val []Library) { panic("stub") }

func (cmd *FunctionListCmd) String() string { panic("stub") }

func (cmd *FunctionListCmd) Val() []Library { panic("stub") }

type FunctionListQuery struct {
	LibraryNamePattern string
	WithCode           bool
}

type FunctionStats struct {
	Engines []Engine
}

func (fs *FunctionStats) AllRunningScripts() []RunningScript { panic("stub") }

func (fs *FunctionStats) Running() bool { panic("stub") }

func (fs *FunctionStats) RunningScript() (RunningScript, bool) { panic("stub") }

type FunctionStatsCmd struct {
	baseCmd
}

func (cmd *FunctionStatsCmd) Result() (FunctionStats, error) { panic("stub") }

func (cmd *FunctionStatsCmd) SetVal(val FunctionStats) { panic("stub") }

func (cmd *FunctionStatsCmd) String() string { panic("stub") }

func (cmd *FunctionStatsCmd) Val() FunctionStats { panic("stub") }

type GCStats struct {
	BytesCollected       int
	TotalMsRun           int
	TotalCycles          int
	AverageCycleTimeMs   string
	LastRunTimeMs        int
	GCNumericTreesMissed int
	GCBlocksDenied       int
}

type GearsCmdable interface {
	TFCall(ctx context.Context, libName string, funcName string, numKeys int) *Cmd
	TFCallASYNC(ctx context.Context, libName string, funcName string, numKeys int) *Cmd
	TFCallASYNCArgs(ctx context.Context, libName string, funcName string, numKeys int, options *TFCallOptions) *Cmd
	TFCallArgs(ctx context.Context, libName string, funcName string, numKeys int, options *TFCallOptions) *Cmd
	TFunctionDelete(ctx context.Context, libName string) *StatusCmd
	TFunctionList(ctx context.Context) *MapStringInterfaceSliceCmd
	TFunctionListArgs(ctx context.Context, options *TFunctionListOptions) *MapStringInterfaceSliceCmd
	TFunctionLoad(ctx context.Context, lib string) *StatusCmd
	TFunctionLoadArgs(ctx context.Context, lib string, options *TFunctionLoadOptions) *StatusCmd
}

type GenericCmdable interface {
	Copy(ctx context.Context, sourceKey string, destKey string, db int, replace bool) *IntCmd
	Del(ctx context.Context, keys ...string) *IntCmd
	Dump(ctx context.Context, key string) *StringCmd
	Exists(ctx context.Context, keys ...string) *IntCmd
	Expire(ctx context.Context, key string, expiration time.Duration) *BoolCmd
	ExpireAt(ctx context.Context, key string, tm time.Time) *BoolCmd
	ExpireGT(ctx context.Context, key string, expiration time.Duration) *BoolCmd
	ExpireLT(ctx context.Context, key string, expiration time.Duration) *BoolCmd
	ExpireNX(ctx context.Context, key string, expiration time.Duration) *BoolCmd
	ExpireTime(ctx context.Context, key string) *DurationCmd
	ExpireXX(ctx context.Context, key string, expiration time.Duration) *BoolCmd
	Keys(ctx context.Context, pattern string) *StringSliceCmd
	Migrate(ctx context.Context, host string, port string, key string, db int, timeout time.Duration) *StatusCmd
	Move(ctx context.Context, key string, db int) *BoolCmd
	ObjectEncoding(ctx context.Context, key string) *StringCmd
	ObjectFreq(ctx context.Context, key string) *IntCmd
	ObjectIdleTime(ctx context.Context, key string) *DurationCmd
	ObjectRefCount(ctx context.Context, key string) *IntCmd
	PExpire(ctx context.Context, key string, expiration time.Duration) *BoolCmd
	PExpireAt(ctx context.Context, key string, tm time.Time) *BoolCmd
	PExpireTime(ctx context.Context, key string) *DurationCmd
	PTTL(ctx context.Context, key string) *DurationCmd
	Persist(ctx context.Context, key string) *BoolCmd
	RandomKey(ctx context.Context) *StringCmd
	Rename(ctx context.Context, key string, newkey string) *StatusCmd
	RenameNX(ctx context.Context, key string, newkey string) *BoolCmd
	Restore(ctx context.Context, key string, ttl time.Duration, value string) *StatusCmd
	RestoreReplace(ctx context.Context, key string, ttl time.Duration, value string) *StatusCmd
	Scan(ctx context.Context, cursor uint64, match string, count int64) *ScanCmd
	ScanType(ctx context.Context, cursor uint64, match string, count int64, keyType string) *ScanCmd
	Sort(ctx context.Context, key string, sort *Sort) *StringSliceCmd
	SortInterfaces(ctx context.Context, key string, sort *Sort) *SliceCmd
	SortRO(ctx context.Context, key string, sort *Sort) *StringSliceCmd
	SortStore(ctx context.Context, key string, store string, sort *Sort) *IntCmd
	TTL(ctx context.Context, key string) *DurationCmd
	Touch(ctx context.Context, keys ...string) *IntCmd
	Type(ctx context.Context, key string) *StatusCmd
}

type GeoCmdable interface {
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
}

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

type HExpireArgs struct {
	NX bool
	XX bool
	GT bool
	LT bool
}

type HashCmdable interface {
	HDel(ctx context.Context, key string, fields ...string) *IntCmd
	HExists(ctx context.Context, key string, field string) *BoolCmd
	HExpire(ctx context.Context, key string, expiration time.Duration, fields ...string) *IntSliceCmd
	HExpireAt(ctx context.Context, key string, tm time.Time, fields ...string) *IntSliceCmd
	HExpireAtWithArgs(ctx context.Context, key string, tm time.Time, expirationArgs HExpireArgs, fields ...string) *IntSliceCmd
	HExpireTime(ctx context.Context, key string, fields ...string) *IntSliceCmd
	HExpireWithArgs(ctx context.Context, key string, expiration time.Duration, expirationArgs HExpireArgs, fields ...string) *IntSliceCmd
	HGet(ctx context.Context, key string, field string) *StringCmd
	HGetAll(ctx context.Context, key string) *MapStringStringCmd
	HIncrBy(ctx context.Context, key string, field string, incr int64) *IntCmd
	HIncrByFloat(ctx context.Context, key string, field string, incr float64) *FloatCmd
	HKeys(ctx context.Context, key string) *StringSliceCmd
	HLen(ctx context.Context, key string) *IntCmd
	HMGet(ctx context.Context, key string, fields ...string) *SliceCmd
	HMSet(ctx context.Context, key string, values ...interface{}) *BoolCmd
	HPExpire(ctx context.Context, key string, expiration time.Duration, fields ...string) *IntSliceCmd
	HPExpireAt(ctx context.Context, key string, tm time.Time, fields ...string) *IntSliceCmd
	HPExpireAtWithArgs(ctx context.Context, key string, tm time.Time, expirationArgs HExpireArgs, fields ...string) *IntSliceCmd
	HPExpireTime(ctx context.Context, key string, fields ...string) *IntSliceCmd
	HPExpireWithArgs(ctx context.Context, key string, expiration time.Duration, expirationArgs HExpireArgs, fields ...string) *IntSliceCmd
	HPTTL(ctx context.Context, key string, fields ...string) *IntSliceCmd
	HPersist(ctx context.Context, key string, fields ...string) *IntSliceCmd
	HRandField(ctx context.Context, key string, count int) *StringSliceCmd
	HRandFieldWithValues(ctx context.Context, key string, count int) *KeyValueSliceCmd
	HScan(ctx context.Context, key string, cursor uint64, match string, count int64) *ScanCmd
	HScanNoValues(ctx context.Context, key string, cursor uint64, match string, count int64) *ScanCmd
	HSet(ctx context.Context, key string, values ...interface{}) *IntCmd
	HSetNX(ctx context.Context, key string, field string, value interface{}) *BoolCmd
	HTTL(ctx context.Context, key string, fields ...string) *IntSliceCmd
	HVals(ctx context.Context, key string) *StringSliceCmd
}

type Hook interface {
	DialHook(next DialHook) DialHook
	ProcessHook(next ProcessHook) ProcessHook
	ProcessPipelineHook(next ProcessPipelineHook) ProcessPipelineHook
}

type HyperLogLogCmdable interface {
	PFAdd(ctx context.Context, key string, els ...interface{}) *IntCmd
	PFCount(ctx context.Context, keys ...string) *IntCmd
	PFMerge(ctx context.Context, dest string, keys ...string) *StatusCmd
}

type IndexDefinition struct {
	KeyType      string
	Prefixes     []string
	DefaultScore float64
}

type IndexErrors struct {
	IndexingFailures     int
	LastIndexingError    string
	LastIndexingErrorKey string
}

type InfoCmd struct {
	baseCmd
}

func (cmd *InfoCmd) Item(section string, key string) string { panic("stub") }

func (cmd *InfoCmd) Result() (map[string]map[string]string, error) { panic("stub") }

func (cmd *InfoCmd) SetVal(val map[string]map[string]string) { panic("stub") }

func (cmd *InfoCmd) String() string { panic("stub") }

func (cmd *InfoCmd) Val() map[string]map[string]string { panic("stub") }

type IntCmd struct {
	baseCmd
}

func (cmd *IntCmd) Result() (int64, error) { panic("stub") }

func (cmd *IntCmd) SetVal(val int64) { panic("stub") }

func (cmd *IntCmd) String() string { panic("stub") }

func (cmd *IntCmd) Uint64() (uint64, error) { panic("stub") }

func (cmd *IntCmd) Val() int64 { panic("stub") }

type IntPointerSliceCmd struct {
	baseCmd
}

func (cmd *IntPointerSliceCmd) Result() ([]*int64, error) { panic("stub") }

func (cmd *IntPointerSliceCmd) SetVal(val []*int64) { panic("stub") }

func (cmd *IntPointerSliceCmd) String() string { panic("stub") }

func (cmd *IntPointerSliceCmd) Val() []*int64 { panic("stub") }

type IntSliceCmd struct {
	baseCmd
}

func (cmd *IntSliceCmd) Result() ([]int64, error) { panic("stub") }

func (cmd *IntSliceCmd) SetVal(val []int64) { panic("stub") }

func (cmd *IntSliceCmd) String() string { panic("stub") }

func (cmd *IntSliceCmd) Val() []int64 { panic("stub") }

type JSONArrIndexArgs struct {
	Start int
	Stop  *int
}

type JSONArrTrimArgs struct {
	Start int
	Stop  *int
}

type JSONCmd struct {
	baseCmd
}

func (cmd *JSONCmd) Expanded() (interface{}, error) { panic("stub") }

func (cmd *JSONCmd) Result() (string, error) { panic("stub") }

func (cmd *JSONCmd) SetVal(val string) { panic("stub") }

func (cmd *JSONCmd) String() string { panic("stub") }

func (cmd *JSONCmd) Val() string { panic("stub") }

type JSONCmdable interface {
	JSONArrAppend(ctx context.Context, key string, path string, values ...interface{}) *IntSliceCmd
	JSONArrIndex(ctx context.Context, key string, path string, value ...interface{}) *IntSliceCmd
	JSONArrIndexWithArgs(ctx context.Context, key string, path string, options *JSONArrIndexArgs, value ...interface{}) *IntSliceCmd
	JSONArrInsert(ctx context.Context, key string, path string, index int64, values ...interface{}) *IntSliceCmd
	JSONArrLen(ctx context.Context, key string, path string) *IntSliceCmd
	JSONArrPop(ctx context.Context, key string, path string, index int) *StringSliceCmd
	JSONArrTrim(ctx context.Context, key string, path string) *IntSliceCmd
	JSONArrTrimWithArgs(ctx context.Context, key string, path string, options *JSONArrTrimArgs) *IntSliceCmd
	JSONClear(ctx context.Context, key string, path string) *IntCmd
	JSONDebugMemory(ctx context.Context, key string, path string) *IntCmd
	JSONDel(ctx context.Context, key string, path string) *IntCmd
	JSONForget(ctx context.Context, key string, path string) *IntCmd
	JSONGet(ctx context.Context, key string, paths ...string) *JSONCmd
	JSONGetWithArgs(ctx context.Context, key string, options *JSONGetArgs, paths ...string) *JSONCmd
	JSONMGet(ctx context.Context, path string, keys ...string) *JSONSliceCmd
	JSONMSet(ctx context.Context, params ...interface{}) *StatusCmd
	JSONMSetArgs(ctx context.Context, docs []JSONSetArgs) *StatusCmd
	JSONMerge(ctx context.Context, key string, path string, value string) *StatusCmd
	JSONNumIncrBy(ctx context.Context, key string, path string, value float64) *JSONCmd
	JSONObjKeys(ctx context.Context, key string, path string) *SliceCmd
	JSONObjLen(ctx context.Context, key string, path string) *IntPointerSliceCmd
	JSONSet(ctx context.Context, key string, path string, value interface{}) *StatusCmd
	JSONSetMode(ctx context.Context, key string, path string, value interface{}, mode string) *StatusCmd
	JSONStrAppend(ctx context.Context, key string, path string, value string) *IntPointerSliceCmd
	JSONStrLen(ctx context.Context, key string, path string) *IntPointerSliceCmd
	JSONToggle(ctx context.Context, key string, path string) *IntPointerSliceCmd
	JSONType(ctx context.Context, key string, path string) *JSONSliceCmd
}

type JSONGetArgs struct {
	Indent  string
	Newline string
	Space   string
}

type JSONSetArgs struct {
	Key   string
	Path  string
	Value interface{}
}

type JSONSliceCmd struct {
	baseCmd
}

func (cmd *JSONSliceCmd) Result() ([]interface{}, error) { panic("stub") }

func (cmd *JSONSliceCmd) SetVal(val []interface{}) { panic("stub") }

func (cmd *JSONSliceCmd) String() string { panic("stub") }

func (cmd *JSONSliceCmd) Val() []interface{} { panic("stub") }

type KeyFlags struct {
	Key   string
	Flags []string
}

type KeyFlagsCmd struct {
	baseCmd
}

func (cmd *KeyFlagsCmd) Result() ([]KeyFlags, error) { panic("stub") }

func (cmd *KeyFlagsCmd) SetVal(val []KeyFlags) { panic("stub") }

func (cmd *KeyFlagsCmd) String() string { panic("stub") }

func (cmd *KeyFlagsCmd) Val() []KeyFlags { panic("stub") }

type KeyValue struct {
	Key   string
	Value string
}

type KeyValueSliceCmd struct {
	baseCmd
}

func (cmd *KeyValueSliceCmd) Result() ([]KeyValue, error) { panic("stub") }

func (cmd *KeyValueSliceCmd) SetVal(val []KeyValue) { panic("stub") }

func (cmd *KeyValueSliceCmd) String() string { panic("stub") }

func (cmd *KeyValueSliceCmd) Val() []KeyValue { panic("stub") }

type KeyValuesCmd struct {
	baseCmd
}

func (cmd *KeyValuesCmd) Result() (string, []string, error) { panic("stub") }

func (cmd *KeyValuesCmd) SetVal(key string, val []string) { panic("stub") }

func (cmd *KeyValuesCmd) String() string { panic("stub") }

func (cmd *KeyValuesCmd) Val() (string, []string) { panic("stub") }

type LCSCmd struct {
	baseCmd
}

func (cmd *LCSCmd) Result() (*LCSMatch, error) { panic("stub") }

func (cmd *LCSCmd) SetVal(val *LCSMatch) { panic("stub") }

func (cmd *LCSCmd) String() string { panic("stub") }

func (cmd *LCSCmd) Val() *LCSMatch { panic("stub") }

type LCSMatch struct {
	MatchString string
	Matches     []LCSMatchedPosition
	Len         int64
}

type LCSMatchedPosition struct {
	Key1     LCSPosition
	Key2     LCSPosition
	MatchLen int64
}

type LCSPosition struct {
	Start int64
	End   int64
}

type LCSQuery struct {
	Key1         string
	Key2         string
	Len          bool
	Idx          bool
	MinMatchLen  int
	WithMatchLen bool
}

type LPosArgs struct {
	Rank   int64
	MaxLen int64
}

type Library struct {
	Name      string
	Engine    string
	Functions []Function
	Code      string
}

type LibraryInfo struct {
	LibName *string
	LibVer  *string
}

func (info LibraryInfo) Validate() error { panic("stub") }

type Limiter interface {
	Allow() error
	ReportResult(result error)
}

type ListCmdable interface {
	BLMPop(ctx context.Context, timeout time.Duration, direction string, count int64, keys ...string) *KeyValuesCmd
	BLMove(ctx context.Context, source string, destination string, srcpos string, destpos string, timeout time.Duration) *StringCmd
	BLPop(ctx context.Context, timeout time.Duration, keys ...string) *StringSliceCmd
	BRPop(ctx context.Context, timeout time.Duration, keys ...string) *StringSliceCmd
	BRPopLPush(ctx context.Context, source string, destination string, timeout time.Duration) *StringCmd
	LIndex(ctx context.Context, key string, index int64) *StringCmd
	LInsert(ctx context.Context, key string, op string, pivot interface{}, value interface{}) *IntCmd
	LInsertAfter(ctx context.Context, key string, pivot interface{}, value interface{}) *IntCmd
	LInsertBefore(ctx context.Context, key string, pivot interface{}, value interface{}) *IntCmd
	LLen(ctx context.Context, key string) *IntCmd
	LMPop(ctx context.Context, direction string, count int64, keys ...string) *KeyValuesCmd
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
	RPop(ctx context.Context, key string) *StringCmd
	RPopCount(ctx context.Context, key string, count int) *StringSliceCmd
	RPopLPush(ctx context.Context, source string, destination string) *StringCmd
	RPush(ctx context.Context, key string, values ...interface{}) *IntCmd
	RPushX(ctx context.Context, key string, values ...interface{}) *IntCmd
}

type MapMapStringInterfaceCmd struct {
	baseCmd
}

func (cmd *MapMapStringInterfaceCmd) Result() (map[string]interface{}, error) { panic("stub") }

func (cmd *MapMapStringInterfaceCmd) SetVal(val map[string]interface{}) { panic("stub") }

func (cmd *MapMapStringInterfaceCmd) String() string { panic("stub") }

func (cmd *MapMapStringInterfaceCmd) Val() map[string]interface{} { panic("stub") }

type MapStringIntCmd struct {
	baseCmd
}

func (cmd *MapStringIntCmd) Result() (map[string]int64, error) { panic("stub") }

func (cmd *MapStringIntCmd) SetVal(val map[string]int64) { panic("stub") }

func (cmd *MapStringIntCmd) String() string { panic("stub") }

func (cmd *MapStringIntCmd) Val() map[string]int64 { panic("stub") }

type MapStringInterfaceCmd struct {
	baseCmd
}

func (cmd *MapStringInterfaceCmd) Result() (map[string]interface{}, error) { panic("stub") }

func (cmd *MapStringInterfaceCmd) SetVal(val map[string]interface{}) { panic("stub") }

func (cmd *MapStringInterfaceCmd) String() string { panic("stub") }

func (cmd *MapStringInterfaceCmd) Val() map[string]interface{} { panic("stub") }

type MapStringInterfaceSliceCmd struct {
	baseCmd
}

func (cmd *MapStringInterfaceSliceCmd) Result() ([]map[string]interface{}, error) { panic("stub") }

func (cmd *MapStringInterfaceSliceCmd) SetVal(val []map[string]interface{}) { panic("stub") }

func (cmd *MapStringInterfaceSliceCmd) String() string { panic("stub") }

func (cmd *MapStringInterfaceSliceCmd) Val() []map[string]interface{} { panic("stub") }

type MapStringSliceInterfaceCmd struct {
	baseCmd
}

func (cmd *MapStringSliceInterfaceCmd) Result() (map[string][]interface{}, error) { panic("stub") }

func (cmd *MapStringSliceInterfaceCmd) SetVal(val map[string][]interface{}) { panic("stub") }

func (cmd *MapStringSliceInterfaceCmd) String() string { panic("stub") }

func (cmd *MapStringSliceInterfaceCmd) Val() map[string][]interface{} { panic("stub") }

type MapStringStringCmd struct {
	baseCmd
}

func (cmd *MapStringStringCmd) Result() (map[string]string, error) { panic("stub") }

func (cmd *MapStringStringCmd) Scan(dest interface{}) error { panic("stub") }

func (cmd *MapStringStringCmd) SetVal(val map[string]string) { panic("stub") }

func (cmd *MapStringStringCmd) String() string { panic("stub") }

func (cmd *MapStringStringCmd) Val() map[string]string { panic("stub") }

type Message struct {
	Channel      string
	Pattern      string
	Payload      string
	PayloadSlice []string
}

func (m *Message) String() string { panic("stub") }

type ModuleLoadexConfig struct {
	Path string
	Conf map[string]interface{}
	Args []interface{}
}

type MonitorCmd struct {
	baseCmd
}

func (cmd *MonitorCmd) Start() { panic("stub") }

func (cmd *MonitorCmd) Stop() { panic("stub") }

func (cmd *MonitorCmd) String() string { panic("stub") }

type Node struct {
	ID                string
	Endpoint          string
	IP                string
	Hostname          string
	Port              int64
	TLSPort           int64
	Role              string
	ReplicationOffset int64
	Health            string
}

type Options struct {
	Network                    string
	Addr                       string
	ClientName                 string
	Dialer                     func(ctx context.Context, network string, addr string) (net.Conn, error)
	OnConnect                  func(ctx context.Context, cn *Conn) error
	Protocol                   int
	Username                   string
	Password                   string
	CredentialsProvider        func() (username string, password string)
	CredentialsProviderContext func(ctx context.Context) (username string, password string, err error)
	DB                         int
	MaxRetries                 int
	MinRetryBackoff            time.Duration
	MaxRetryBackoff            time.Duration
	DialTimeout                time.Duration
	ReadTimeout                time.Duration
	WriteTimeout               time.Duration
	ContextTimeoutEnabled      bool
	PoolFIFO                   bool
	PoolSize                   int
	PoolTimeout                time.Duration
	MinIdleConns               int
	MaxIdleConns               int
	MaxActiveConns             int
	ConnMaxIdleTime            time.Duration
	ConnMaxLifetime            time.Duration
	TLSConfig                  *tls.Config
	Limiter                    Limiter
	DisableIndentity           bool
	IdentitySuffix             string
	UnstableResp3              bool
}

type Pipeline struct {
	cmdable
	statefulCmdable
}

func (c *Pipeline) Discard() { panic("stub") }

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
	Discard()
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

type ProbabilisticCmdable interface {
	BFAdd(ctx context.Context, key string, element interface{}) *BoolCmd
	BFCard(ctx context.Context, key string) *IntCmd
	BFExists(ctx context.Context, key string, element interface{}) *BoolCmd
	BFInfo(ctx context.Context, key string) *BFInfoCmd
	BFInfoArg(ctx context.Context, key string, option string) *BFInfoCmd
	BFInfoCapacity(ctx context.Context, key string) *BFInfoCmd
	BFInfoExpansion(ctx context.Context, key string) *BFInfoCmd
	BFInfoFilters(ctx context.Context, key string) *BFInfoCmd
	BFInfoItems(ctx context.Context, key string) *BFInfoCmd
	BFInfoSize(ctx context.Context, key string) *BFInfoCmd
	BFInsert(ctx context.Context, key string, options *BFInsertOptions, elements ...interface{}) *BoolSliceCmd
	BFLoadChunk(ctx context.Context, key string, iterator int64, data interface{}) *StatusCmd
	BFMAdd(ctx context.Context, key string, elements ...interface{}) *BoolSliceCmd
	BFMExists(ctx context.Context, key string, elements ...interface{}) *BoolSliceCmd
	BFReserve(ctx context.Context, key string, errorRate float64, capacity int64) *StatusCmd
	BFReserveExpansion(ctx context.Context, key string, errorRate float64, capacity int64, expansion int64) *StatusCmd
	BFReserveNonScaling(ctx context.Context, key string, errorRate float64, capacity int64) *StatusCmd
	BFReserveWithArgs(ctx context.Context, key string, options *BFReserveOptions) *StatusCmd
	BFScanDump(ctx context.Context, key string, iterator int64) *ScanDumpCmd
	CFAdd(ctx context.Context, key string, element interface{}) *BoolCmd
	CFAddNX(ctx context.Context, key string, element interface{}) *BoolCmd
	CFCount(ctx context.Context, key string, element interface{}) *IntCmd
	CFDel(ctx context.Context, key string, element interface{}) *BoolCmd
	CFExists(ctx context.Context, key string, element interface{}) *BoolCmd
	CFInfo(ctx context.Context, key string) *CFInfoCmd
	CFInsert(ctx context.Context, key string, options *CFInsertOptions, elements ...interface{}) *BoolSliceCmd
	CFInsertNX(ctx context.Context, key string, options *CFInsertOptions, elements ...interface{}) *IntSliceCmd
	CFLoadChunk(ctx context.Context, key string, iterator int64, data interface{}) *StatusCmd
	CFMExists(ctx context.Context, key string, elements ...interface{}) *BoolSliceCmd
	CFReserve(ctx context.Context, key string, capacity int64) *StatusCmd
	CFReserveBucketSize(ctx context.Context, key string, capacity int64, bucketsize int64) *StatusCmd
	CFReserveExpansion(ctx context.Context, key string, capacity int64, expansion int64) *StatusCmd
	CFReserveMaxIterations(ctx context.Context, key string, capacity int64, maxiterations int64) *StatusCmd
	CFReserveWithArgs(ctx context.Context, key string, options *CFReserveOptions) *StatusCmd
	CFScanDump(ctx context.Context, key string, iterator int64) *ScanDumpCmd
	CMSIncrBy(ctx context.Context, key string, elements ...interface{}) *IntSliceCmd
	CMSInfo(ctx context.Context, key string) *CMSInfoCmd
	CMSInitByDim(ctx context.Context, key string, width int64, height int64) *StatusCmd
	CMSInitByProb(ctx context.Context, key string, errorRate float64, probability float64) *StatusCmd
	CMSMerge(ctx context.Context, destKey string, sourceKeys ...string) *StatusCmd
	CMSMergeWithWeight(ctx context.Context, destKey string, sourceKeys map[string]int64) *StatusCmd
	CMSQuery(ctx context.Context, key string, elements ...interface{}) *IntSliceCmd
	TDigestAdd(ctx context.Context, key string, elements ...float64) *StatusCmd
	TDigestByRank(ctx context.Context, key string, rank ...uint64) *FloatSliceCmd
	TDigestByRevRank(ctx context.Context, key string, rank ...uint64) *FloatSliceCmd
	TDigestCDF(ctx context.Context, key string, elements ...float64) *FloatSliceCmd
	TDigestCreate(ctx context.Context, key string) *StatusCmd
	TDigestCreateWithCompression(ctx context.Context, key string, compression int64) *StatusCmd
	TDigestInfo(ctx context.Context, key string) *TDigestInfoCmd
	TDigestMax(ctx context.Context, key string) *FloatCmd
	TDigestMerge(ctx context.Context, destKey string, options *TDigestMergeOptions, sourceKeys ...string) *StatusCmd
	TDigestMin(ctx context.Context, key string) *FloatCmd
	TDigestQuantile(ctx context.Context, key string, elements ...float64) *FloatSliceCmd
	TDigestRank(ctx context.Context, key string, values ...float64) *IntSliceCmd
	TDigestReset(ctx context.Context, key string) *StatusCmd
	TDigestRevRank(ctx context.Context, key string, values ...float64) *IntSliceCmd
	TDigestTrimmedMean(ctx context.Context, key string, lowCutQuantile float64, highCutQuantile float64) *FloatCmd
	TopKAdd(ctx context.Context, key string, elements ...interface{}) *StringSliceCmd
	TopKCount(ctx context.Context, key string, elements ...interface{}) *IntSliceCmd
	TopKIncrBy(ctx context.Context, key string, elements ...interface{}) *StringSliceCmd
	TopKInfo(ctx context.Context, key string) *TopKInfoCmd
	TopKList(ctx context.Context, key string) *StringSliceCmd
	TopKListWithCount(ctx context.Context, key string) *MapStringIntCmd
	TopKQuery(ctx context.Context, key string, elements ...interface{}) *BoolSliceCmd
	TopKReserve(ctx context.Context, key string, k int64) *StatusCmd
	TopKReserveWithOptions(ctx context.Context, key string, k int64, width int64, depth int64, decay float64) *StatusCmd
}

type ProcessHook func(ctx context.Context, cmd Cmder) error

type ProcessPipelineHook func(ctx context.Context, cmds []Cmder) error

type PubSub struct{}

func (c *PubSub) Channel(opts ...ChannelOption) <-chan *Message { panic("stub") }

func (c *PubSub) ChannelSize(size int) <-chan *Message { panic("stub") }

func (c *PubSub) ChannelWithSubscriptions(opts ...ChannelOption) <-chan interface{} { panic("stub") }

func (c *PubSub) Close() error { panic("stub") }

func (c *PubSub) PSubscribe(ctx context.Context, patterns ...string) error { panic("stub") }

func (c *PubSub) PUnsubscribe(ctx context.Context, patterns ...string) error { panic("stub") }

func (c *PubSub) Ping(ctx context.Context, payload ...string) error { panic("stub") }

func (c *PubSub) Receive(ctx context.Context) (interface{}, error) { panic("stub") }

func (c *PubSub) ReceiveMessage(ctx context.Context) (*Message, error) { panic("stub") }

func (c *PubSub) ReceiveTimeout(ctx context.Context, timeout time.Duration) (interface{}, error) {
	panic("stub")
}

func (c *PubSub) SSubscribe(ctx context.Context, channels ...string) error { panic("stub") }

func (c *PubSub) SUnsubscribe(ctx context.Context, channels ...string) error { panic("stub") }

func (c *PubSub) String() string { panic("stub") }

func (c *PubSub) Subscribe(ctx context.Context, channels ...string) error { panic("stub") }

func (c *PubSub) Unsubscribe(ctx context.Context, channels ...string) error { panic("stub") }

type PubSubCmdable interface {
	PubSubChannels(ctx context.Context, pattern string) *StringSliceCmd
	PubSubNumPat(ctx context.Context) *IntCmd
	PubSubNumSub(ctx context.Context, channels ...string) *MapStringIntCmd
	PubSubShardChannels(ctx context.Context, pattern string) *StringSliceCmd
	PubSubShardNumSub(ctx context.Context, channels ...string) *MapStringIntCmd
	Publish(ctx context.Context, channel string, message interface{}) *IntCmd
	SPublish(ctx context.Context, channel string, message interface{}) *IntCmd
}

type RankScore struct {
	Rank  int64
	Score float64
}

type RankWithScoreCmd struct {
	baseCmd
}

func (cmd *RankWithScoreCmd) Result() (RankScore, error) { panic("stub") }

func (cmd *RankWithScoreCmd) SetVal(val RankScore) { panic("stub") }

func (cmd *RankWithScoreCmd) String() string { panic("stub") }

func (cmd *RankWithScoreCmd) Val() RankScore { panic("stub") }

type Ring struct {
	cmdable
	hooksMixin
}

func (c *Ring) Close() error { panic("stub") }

func (c *Ring) Do(ctx context.Context, args ...interface{}) *Cmd { panic("stub") }

func (c *Ring) ForEachShard(ctx context.Context, fn func(ctx context.Context, client *Client) error) error {
	panic("stub")
}

func (c *Ring) Len() int { panic("stub") }

func (c *Ring) OnNewNode(fn func(rdb *Client)) { panic("stub") }

func (c *Ring) Options() *RingOptions { panic("stub") }

func (c *Ring) PSubscribe(ctx context.Context, channels ...string) *PubSub { panic("stub") }

func (c *Ring) Pipeline() Pipeliner { panic("stub") }

func (c *Ring) Pipelined(ctx context.Context, fn func(Pipeliner) error) ([]Cmder, error) {
	panic("stub")
}

func (c *Ring) PoolStats() *PoolStats { panic("stub") }

func (c *Ring) Process(ctx context.Context, cmd Cmder) error { panic("stub") }

func (c *Ring) SSubscribe(ctx context.Context, channels ...string) *PubSub { panic("stub") }

func (c *Ring) SetAddrs(addrs map[string]string) { panic("stub") }

func (c *Ring) Subscribe(ctx context.Context, channels ...string) *PubSub { panic("stub") }

func (c *Ring) TxPipeline() Pipeliner { panic("stub") }

func (c *Ring) TxPipelined(ctx context.Context, fn func(Pipeliner) error) ([]Cmder, error) {
	panic("stub")
}

func (c *Ring) Watch(ctx context.Context, fn func(*Tx) error, keys ...string) error { panic("stub") }

type RingOptions struct {
	Addrs                 map[string]string
	NewClient             func(opt *Options) *Client
	ClientName            string
	HeartbeatFrequency    time.Duration
	NewConsistentHash     func(shards []string) ConsistentHash
	Dialer                func(ctx context.Context, network string, addr string) (net.Conn, error)
	OnConnect             func(ctx context.Context, cn *Conn) error
	Protocol              int
	Username              string
	Password              string
	DB                    int
	MaxRetries            int
	MinRetryBackoff       time.Duration
	MaxRetryBackoff       time.Duration
	DialTimeout           time.Duration
	ReadTimeout           time.Duration
	WriteTimeout          time.Duration
	ContextTimeoutEnabled bool
	PoolFIFO              bool
	PoolSize              int
	PoolTimeout           time.Duration
	MinIdleConns          int
	MaxIdleConns          int
	MaxActiveConns        int
	ConnMaxIdleTime       time.Duration
	ConnMaxLifetime       time.Duration
	TLSConfig             *tls.Config
	Limiter               Limiter
	DisableIndentity      bool
	IdentitySuffix        string
	UnstableResp3         bool
}

type RunningScript struct {
	Name     string
	Command  []string
	Duration time.Duration
}

type ScanCmd struct {
	baseCmd
}

func (cmd *ScanCmd) Iterator() *ScanIterator { panic("stub") }

func (cmd *ScanCmd) Result() (keys []string, cursor uint64, err error) { panic("stub") }

func (cmd *ScanCmd) SetVal(page []string, cursor uint64) { panic("stub") }

func (cmd *ScanCmd) String() string { panic("stub") }

func (cmd *ScanCmd) Val() (keys []string, cursor uint64) { panic("stub") }

type ScanDump struct {
	Iter int64
	Data string
}

type ScanDumpCmd struct {
	baseCmd
}

func (cmd *ScanDumpCmd) Result() (ScanDump, error) { panic("stub") }

func (cmd *ScanDumpCmd) SetVal(val ScanDump) { panic("stub") }

func (cmd *ScanDumpCmd) String() string { panic("stub") }

func (cmd *ScanDumpCmd) Val() ScanDump { panic("stub") }

type ScanIterator struct{}

func (it *ScanIterator) Err() error { panic("stub") }

func (it *ScanIterator) Next(ctx context.Context) bool { panic("stub") }

func (it *ScanIterator) Val() string { panic("stub") }

type Script struct{}

func (s *Script) Eval(ctx context.Context, c Scripter, keys []string, args ...interface{}) *Cmd {
	panic("stub")
}

func (s *Script) EvalRO(ctx context.Context, c Scripter, keys []string, args ...interface{}) *Cmd {
	panic("stub")
}

func (s *Script) EvalSha(ctx context.Context, c Scripter, keys []string, args ...interface{}) *Cmd {
	panic("stub")
}

func (s *Script) EvalShaRO(ctx context.Context, c Scripter, keys []string, args ...interface{}) *Cmd {
	panic("stub")
}

func (s *Script) Exists(ctx context.Context, c Scripter) *BoolSliceCmd { panic("stub") }

func (s *Script) Hash() string { panic("stub") }

func (s *Script) Load(ctx context.Context, c Scripter) *StringCmd { panic("stub") }

func (s *Script) Run(ctx context.Context, c Scripter, keys []string, args ...interface{}) *Cmd {
	panic("stub")
}

func (s *Script) RunRO(ctx context.Context, c Scripter, keys []string, args ...interface{}) *Cmd {
	panic("stub")
}

type Scripter interface {
	Eval(ctx context.Context, script string, keys []string, args ...interface{}) *Cmd
	EvalRO(ctx context.Context, script string, keys []string, args ...interface{}) *Cmd
	EvalSha(ctx context.Context, sha1 string, keys []string, args ...interface{}) *Cmd
	EvalShaRO(ctx context.Context, sha1 string, keys []string, args ...interface{}) *Cmd
	ScriptExists(ctx context.Context, hashes ...string) *BoolSliceCmd
	ScriptLoad(ctx context.Context, script string) *StringCmd
}

type ScriptingFunctionsCmdable interface {
	Eval(ctx context.Context, script string, keys []string, args ...interface{}) *Cmd
	EvalRO(ctx context.Context, script string, keys []string, args ...interface{}) *Cmd
	EvalSha(ctx context.Context, sha1 string, keys []string, args ...interface{}) *Cmd
	EvalShaRO(ctx context.Context, sha1 string, keys []string, args ...interface{}) *Cmd
	FCall(ctx context.Context, function string, keys []string, args ...interface{}) *Cmd
	FCallRO(ctx context.Context, function string, keys []string, args ...interface{}) *Cmd
	FCallRo(ctx context.Context, function string, keys []string, args ...interface{}) *Cmd
	FunctionDelete(ctx context.Context, libName string) *StringCmd
	FunctionDump(ctx context.Context) *StringCmd
	FunctionFlush(ctx context.Context) *StringCmd
	FunctionFlushAsync(ctx context.Context) *StringCmd
	FunctionKill(ctx context.Context) *StringCmd
	FunctionList(ctx context.Context, q FunctionListQuery) *FunctionListCmd
	FunctionLoad(ctx context.Context, code string) *StringCmd
	FunctionLoadReplace(ctx context.Context, code string) *StringCmd
	FunctionRestore(ctx context.Context, libDump string) *StringCmd
	FunctionStats(ctx context.Context) *FunctionStatsCmd
	ScriptExists(ctx context.Context, hashes ...string) *BoolSliceCmd
	ScriptFlush(ctx context.Context) *StatusCmd
	ScriptKill(ctx context.Context) *StatusCmd
	ScriptLoad(ctx context.Context, script string) *StringCmd
}

type SearchAggregator int

func (a SearchAggregator) String() string { panic("stub") }

type SearchCmdable interface {
	FTAggregate(ctx context.Context, index string, query string) *MapStringInterfaceCmd
	FTAggregateWithArgs(ctx context.Context, index string, query string, options *FTAggregateOptions) *AggregateCmd
	FTAliasAdd(ctx context.Context, index string, alias string) *StatusCmd
	FTAliasDel(ctx context.Context, alias string) *StatusCmd
	FTAliasUpdate(ctx context.Context, index string, alias string) *StatusCmd
	FTAlter(ctx context.Context, index string, skipInitialScan bool, definition []interface{}) *StatusCmd
	FTConfigGet(ctx context.Context, option string) *MapMapStringInterfaceCmd
	FTConfigSet(ctx context.Context, option string, value interface{}) *StatusCmd
	FTCreate(ctx context.Context, index string, options *FTCreateOptions, schema ...*FieldSchema) *StatusCmd
	FTCursorDel(ctx context.Context, index string, cursorId int) *StatusCmd
	FTCursorRead(ctx context.Context, index string, cursorId int, count int) *MapStringInterfaceCmd
	FTDictAdd(ctx context.Context, dict string, term ...interface{}) *IntCmd
	FTDictDel(ctx context.Context, dict string, term ...interface{}) *IntCmd
	FTDictDump(ctx context.Context, dict string) *StringSliceCmd
	FTDropIndex(ctx context.Context, index string) *StatusCmd
	FTDropIndexWithArgs(ctx context.Context, index string, options *FTDropIndexOptions) *StatusCmd
	FTExplain(ctx context.Context, index string, query string) *StringCmd
	FTExplainWithArgs(ctx context.Context, index string, query string, options *FTExplainOptions) *StringCmd
	FTInfo(ctx context.Context, index string) *FTInfoCmd
	FTSearch(ctx context.Context, index string, query string) *FTSearchCmd
	FTSearchWithArgs(ctx context.Context, index string, query string, options *FTSearchOptions) *FTSearchCmd
	FTSpellCheck(ctx context.Context, index string, query string) *FTSpellCheckCmd
	FTSpellCheckWithArgs(ctx context.Context, index string, query string, options *FTSpellCheckOptions) *FTSpellCheckCmd
	FTSynDump(ctx context.Context, index string) *FTSynDumpCmd
	FTSynUpdate(ctx context.Context, index string, synGroupId interface{}, terms []interface{}) *StatusCmd
	FTSynUpdateWithArgs(ctx context.Context, index string, synGroupId interface{}, options *FTSynUpdateOptions, terms []interface{}) *StatusCmd
	FTTagVals(ctx context.Context, index string, field string) *StringSliceCmd
	FT_List(ctx context.Context) *StringSliceCmd
}

type SearchFieldType int

func (t SearchFieldType) String() string { panic("stub") }

type SetArgs struct {
	Mode     string
	TTL      time.Duration
	ExpireAt time.Time
	Get      bool
	KeepTTL  bool
}

type SetCmdable interface {
	SAdd(ctx context.Context, key string, members ...interface{}) *IntCmd
	SCard(ctx context.Context, key string) *IntCmd
	SDiff(ctx context.Context, keys ...string) *StringSliceCmd
	SDiffStore(ctx context.Context, destination string, keys ...string) *IntCmd
	SInter(ctx context.Context, keys ...string) *StringSliceCmd
	SInterCard(ctx context.Context, limit int64, keys ...string) *IntCmd
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
}

type SliceCmd struct {
	baseCmd
}

func (cmd *SliceCmd) Result() ([]interface{}, error) { panic("stub") }

func (cmd *SliceCmd) Scan(dst interface{}) error { panic("stub") }

func (cmd *SliceCmd) SetVal(val []interface{}) { panic("stub") }

func (cmd *SliceCmd) String() string { panic("stub") }

func (cmd *SliceCmd) Val() []interface{} { panic("stub") }

type SlotRange struct {
	Start int64
	End   int64
}

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

type SortedSetCmdable interface {
	BZMPop(ctx context.Context, timeout time.Duration, order string, count int64, keys ...string) *ZSliceWithKeyCmd
	BZPopMax(ctx context.Context, timeout time.Duration, keys ...string) *ZWithKeyCmd
	BZPopMin(ctx context.Context, timeout time.Duration, keys ...string) *ZWithKeyCmd
	ZAdd(ctx context.Context, key string, members ...Z) *IntCmd
	ZAddArgs(ctx context.Context, key string, args ZAddArgs) *IntCmd
	ZAddArgsIncr(ctx context.Context, key string, args ZAddArgs) *FloatCmd
	ZAddGT(ctx context.Context, key string, members ...Z) *IntCmd
	ZAddLT(ctx context.Context, key string, members ...Z) *IntCmd
	ZAddNX(ctx context.Context, key string, members ...Z) *IntCmd
	ZAddXX(ctx context.Context, key string, members ...Z) *IntCmd
	ZCard(ctx context.Context, key string) *IntCmd
	ZCount(ctx context.Context, key string, min string, max string) *IntCmd
	ZDiff(ctx context.Context, keys ...string) *StringSliceCmd
	ZDiffStore(ctx context.Context, destination string, keys ...string) *IntCmd
	ZDiffWithScores(ctx context.Context, keys ...string) *ZSliceCmd
	ZIncrBy(ctx context.Context, key string, increment float64, member string) *FloatCmd
	ZInter(ctx context.Context, store *ZStore) *StringSliceCmd
	ZInterCard(ctx context.Context, limit int64, keys ...string) *IntCmd
	ZInterStore(ctx context.Context, destination string, store *ZStore) *IntCmd
	ZInterWithScores(ctx context.Context, store *ZStore) *ZSliceCmd
	ZLexCount(ctx context.Context, key string, min string, max string) *IntCmd
	ZMPop(ctx context.Context, order string, count int64, keys ...string) *ZSliceWithKeyCmd
	ZMScore(ctx context.Context, key string, members ...string) *FloatSliceCmd
	ZPopMax(ctx context.Context, key string, count ...int64) *ZSliceCmd
	ZPopMin(ctx context.Context, key string, count ...int64) *ZSliceCmd
	ZRandMember(ctx context.Context, key string, count int) *StringSliceCmd
	ZRandMemberWithScores(ctx context.Context, key string, count int) *ZSliceCmd
	ZRange(ctx context.Context, key string, start int64, stop int64) *StringSliceCmd
	ZRangeArgs(ctx context.Context, z ZRangeArgs) *StringSliceCmd
	ZRangeArgsWithScores(ctx context.Context, z ZRangeArgs) *ZSliceCmd
	ZRangeByLex(ctx context.Context, key string, opt *ZRangeBy) *StringSliceCmd
	ZRangeByScore(ctx context.Context, key string, opt *ZRangeBy) *StringSliceCmd
	ZRangeByScoreWithScores(ctx context.Context, key string, opt *ZRangeBy) *ZSliceCmd
	ZRangeStore(ctx context.Context, dst string, z ZRangeArgs) *IntCmd
	ZRangeWithScores(ctx context.Context, key string, start int64, stop int64) *ZSliceCmd
	ZRank(ctx context.Context, key string, member string) *IntCmd
	ZRankWithScore(ctx context.Context, key string, member string) *RankWithScoreCmd
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
	ZRevRankWithScore(ctx context.Context, key string, member string) *RankWithScoreCmd
	ZScan(ctx context.Context, key string, cursor uint64, match string, count int64) *ScanCmd
	ZScore(ctx context.Context, key string, member string) *FloatCmd
	ZUnion(ctx context.Context, store ZStore) *StringSliceCmd
	ZUnionStore(ctx context.Context, dest string, store *ZStore) *IntCmd
	ZUnionWithScores(ctx context.Context, store ZStore) *ZSliceCmd
}

type SpellCheckResult struct {
	Term        string
	Suggestions []SpellCheckSuggestion
}

type SpellCheckSuggestion struct {
	Score      float64
	Suggestion string
}

type StatefulCmdable interface {
	Cmdable
	Auth(ctx context.Context, password string) *StatusCmd
	AuthACL(ctx context.Context, username string, password string) *StatusCmd
	ClientSetInfo(ctx context.Context, info LibraryInfo) *StatusCmd
	ClientSetName(ctx context.Context, name string) *BoolCmd
	Hello(ctx context.Context, ver int, username string, password string, clientName string) *MapStringInterfaceCmd
	Select(ctx context.Context, index int) *StatusCmd
	SwapDB(ctx context.Context, index1 int, index2 int) *StatusCmd
}

type StatusCmd struct {
	baseCmd
}

func (cmd *StatusCmd) Bytes() ([]byte, error) { panic("stub") }

func (cmd *StatusCmd) Result() (string, error) { panic("stub") }

func (cmd *StatusCmd) SetVal(val string) { panic("stub") }

func (cmd *StatusCmd) String() string { panic("stub") }

func (cmd *StatusCmd) Val() string { panic("stub") }

type StreamCmdable interface {
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
	XTrimMaxLen(ctx context.Context, key string, maxLen int64) *IntCmd
	XTrimMaxLenApprox(ctx context.Context, key string, maxLen int64, limit int64) *IntCmd
	XTrimMinID(ctx context.Context, key string, minID string) *IntCmd
	XTrimMinIDApprox(ctx context.Context, key string, minID string, limit int64) *IntCmd
}

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

type StringCmdable interface {
	Append(ctx context.Context, key string, value string) *IntCmd
	Decr(ctx context.Context, key string) *IntCmd
	DecrBy(ctx context.Context, key string, decrement int64) *IntCmd
	Get(ctx context.Context, key string) *StringCmd
	GetDel(ctx context.Context, key string) *StringCmd
	GetEx(ctx context.Context, key string, expiration time.Duration) *StringCmd
	GetRange(ctx context.Context, key string, start int64, end int64) *StringCmd
	GetSet(ctx context.Context, key string, value interface{}) *StringCmd
	Incr(ctx context.Context, key string) *IntCmd
	IncrBy(ctx context.Context, key string, value int64) *IntCmd
	IncrByFloat(ctx context.Context, key string, value float64) *FloatCmd
	LCS(ctx context.Context, q *LCSQuery) *LCSCmd
	MGet(ctx context.Context, keys ...string) *SliceCmd
	MSet(ctx context.Context, values ...interface{}) *StatusCmd
	MSetNX(ctx context.Context, values ...interface{}) *BoolCmd
	Set(ctx context.Context, key string, value interface{}, expiration time.Duration) *StatusCmd
	SetArgs(ctx context.Context, key string, value interface{}, a SetArgs) *StatusCmd
	SetEx(ctx context.Context, key string, value interface{}, expiration time.Duration) *StatusCmd
	SetNX(ctx context.Context, key string, value interface{}, expiration time.Duration) *BoolCmd
	SetRange(ctx context.Context, key string, offset int64, value string) *IntCmd
	SetXX(ctx context.Context, key string, value interface{}, expiration time.Duration) *BoolCmd
	StrLen(ctx context.Context, key string) *IntCmd
}

type StringSliceCmd struct {
	baseCmd
}

func (cmd *StringSliceCmd) Result() ([]string, error) { panic("stub") }

func (cmd *StringSliceCmd) ScanSlice(container interface{}) error { panic("stub") }

func (cmd *StringSliceCmd) SetVal(val []string) { panic("stub") }

func (cmd *StringSliceCmd) String() string { panic("stub") }

func (cmd *StringSliceCmd) Val() []string { panic("stub") }

type StringStructMapCmd struct {
	baseCmd
}

func (cmd *StringStructMapCmd) Result() (map[string]struct{}, error) { panic("stub") }

func (cmd *StringStructMapCmd) SetVal(val map[string]struct{}) { panic("stub") }

func (cmd *StringStructMapCmd) String() string { panic("stub") }

func (cmd *StringStructMapCmd) Val() map[string]struct{} { panic("stub") }

type TDigestInfo struct {
	Compression       int64
	Capacity          int64
	MergedNodes       int64
	UnmergedNodes     int64
	MergedWeight      int64
	UnmergedWeight    int64
	Observations      int64
	TotalCompressions int64
	MemoryUsage       int64
}

type TDigestInfoCmd struct {
	baseCmd
}

func (cmd *TDigestInfoCmd) Result() (TDigestInfo, error) { panic("stub") }

func (cmd *TDigestInfoCmd) SetVal(val TDigestInfo) { panic("stub") }

func (cmd *TDigestInfoCmd) String() string { panic("stub") }

func (cmd *TDigestInfoCmd) Val() TDigestInfo { panic("stub") }

type TDigestMergeOptions struct {
	Compression int64
	Override    bool
}

type TFCallOptions struct {
	Keys      []string
	Arguments []string
}

type TFunctionListOptions struct {
	Withcode bool
	Verbose  int
	Library  string
}

type TFunctionLoadOptions struct {
	Replace bool
	Config  string
}

type TSAlterOptions struct {
	Retention         int
	ChunkSize         int
	DuplicatePolicy   string
	Labels            map[string]string
	IgnoreMaxTimeDiff int64
	IgnoreMaxValDiff  float64
}

type TSCreateRuleOptions struct{}

type TSGetOptions struct {
	Latest bool
}

type TSIncrDecrOptions struct {
	Timestamp         int64
	Retention         int
	ChunkSize         int
	Uncompressed      bool
	DuplicatePolicy   string
	Labels            map[string]string
	IgnoreMaxTimeDiff int64
	IgnoreMaxValDiff  float64
}

type TSInfoOptions struct {
	Debug bool
}

type TSMGetOptions struct {
	Latest         bool
	WithLabels     bool
	SelectedLabels []interface{}
}

type TSMRangeOptions struct {
	Latest          bool
	FilterByTS      []int
	FilterByValue   []int
	WithLabels      bool
	SelectedLabels  []interface{}
	Count           int
	Align           interface{}
	Aggregator      Aggregator
	BucketDuration  int
	BucketTimestamp interface{}
	Empty           bool
	GroupByLabel    interface{}
	Reducer         interface{}
}

type TSMRevRangeOptions struct {
	Latest          bool
	FilterByTS      []int
	FilterByValue   []int
	WithLabels      bool
	SelectedLabels  []interface{}
	Count           int
	Align           interface{}
	Aggregator      Aggregator
	BucketDuration  int
	BucketTimestamp interface{}
	Empty           bool
	GroupByLabel    interface{}
	Reducer         interface{}
}

type TSOptions struct {
	Retention         int
	ChunkSize         int
	Encoding          string
	DuplicatePolicy   string
	Labels            map[string]string
	IgnoreMaxTimeDiff int64
	IgnoreMaxValDiff  float64
}

type TSRangeOptions struct {
	Latest          bool
	FilterByTS      []int
	FilterByValue   []int
	Count           int
	Align           interface{}
	Aggregator      Aggregator
	BucketDuration  int
	BucketTimestamp interface{}
	Empty           bool
}

type TSRevRangeOptions struct {
	Latest          bool
	FilterByTS      []int
	FilterByValue   []int
	Count           int
	Align           interface{}
	Aggregator      Aggregator
	BucketDuration  int
	BucketTimestamp interface{}
	Empty           bool
}

type TSTimestampValue struct {
	Timestamp int64
	Value     float64
}

type TSTimestampValueCmd struct {
	baseCmd
}

func (cmd *TSTimestampValueCmd) Result() (TSTimestampValue, error) { panic("stub") }

func (cmd *TSTimestampValueCmd) SetVal(val TSTimestampValue) { panic("stub") }

func (cmd *TSTimestampValueCmd) String() string { panic("stub") }

func (cmd *TSTimestampValueCmd) Val() TSTimestampValue { panic("stub") }

type TSTimestampValueSliceCmd struct {
	baseCmd
}

func (cmd *TSTimestampValueSliceCmd) Result() ([]TSTimestampValue, error) { panic("stub") }

func (cmd *TSTimestampValueSliceCmd) SetVal(val []TSTimestampValue) { panic("stub") }

func (cmd *TSTimestampValueSliceCmd) String() string { panic("stub") }

func (cmd *TSTimestampValueSliceCmd) Val() []TSTimestampValue { panic("stub") }

type TimeCmd struct {
	baseCmd
}

func (cmd *TimeCmd) Result() (time.Time, error) { panic("stub") }

func (cmd *TimeCmd) SetVal(val time.Time) { panic("stub") }

func (cmd *TimeCmd) String() string { panic("stub") }

func (cmd *TimeCmd) Val() time.Time { panic("stub") }

type TimeseriesCmdable interface {
	TSAdd(ctx context.Context, key string, timestamp interface{}, value float64) *IntCmd
	TSAddWithArgs(ctx context.Context, key string, timestamp interface{}, value float64, options *TSOptions) *IntCmd
	TSAlter(ctx context.Context, key string, options *TSAlterOptions) *StatusCmd
	TSCreate(ctx context.Context, key string) *StatusCmd
	TSCreateRule(ctx context.Context, sourceKey string, destKey string, aggregator Aggregator, bucketDuration int) *StatusCmd
	TSCreateRuleWithArgs(ctx context.Context, sourceKey string, destKey string, aggregator Aggregator, bucketDuration int, options *TSCreateRuleOptions) *StatusCmd
	TSCreateWithArgs(ctx context.Context, key string, options *TSOptions) *StatusCmd
	TSDecrBy(ctx context.Context, Key string, timestamp float64) *IntCmd
	TSDecrByWithArgs(ctx context.Context, key string, timestamp float64, options *TSIncrDecrOptions) *IntCmd
	TSDel(ctx context.Context, Key string, fromTimestamp int, toTimestamp int) *IntCmd
	TSDeleteRule(ctx context.Context, sourceKey string, destKey string) *StatusCmd
	TSGet(ctx context.Context, key string) *TSTimestampValueCmd
	TSGetWithArgs(ctx context.Context, key string, options *TSGetOptions) *TSTimestampValueCmd
	TSIncrBy(ctx context.Context, Key string, timestamp float64) *IntCmd
	TSIncrByWithArgs(ctx context.Context, key string, timestamp float64, options *TSIncrDecrOptions) *IntCmd
	TSInfo(ctx context.Context, key string) *MapStringInterfaceCmd
	TSInfoWithArgs(ctx context.Context, key string, options *TSInfoOptions) *MapStringInterfaceCmd
	TSMAdd(ctx context.Context, ktvSlices [][]interface{}) *IntSliceCmd
	TSMGet(ctx context.Context, filters []string) *MapStringSliceInterfaceCmd
	TSMGetWithArgs(ctx context.Context, filters []string, options *TSMGetOptions) *MapStringSliceInterfaceCmd
	TSMRange(ctx context.Context, fromTimestamp int, toTimestamp int, filterExpr []string) *MapStringSliceInterfaceCmd
	TSMRangeWithArgs(ctx context.Context, fromTimestamp int, toTimestamp int, filterExpr []string, options *TSMRangeOptions) *MapStringSliceInterfaceCmd
	TSMRevRange(ctx context.Context, fromTimestamp int, toTimestamp int, filterExpr []string) *MapStringSliceInterfaceCmd
	TSMRevRangeWithArgs(ctx context.Context, fromTimestamp int, toTimestamp int, filterExpr []string, options *TSMRevRangeOptions) *MapStringSliceInterfaceCmd
	TSQueryIndex(ctx context.Context, filterExpr []string) *StringSliceCmd
	TSRange(ctx context.Context, key string, fromTimestamp int, toTimestamp int) *TSTimestampValueSliceCmd
	TSRangeWithArgs(ctx context.Context, key string, fromTimestamp int, toTimestamp int, options *TSRangeOptions) *TSTimestampValueSliceCmd
	TSRevRange(ctx context.Context, key string, fromTimestamp int, toTimestamp int) *TSTimestampValueSliceCmd
	TSRevRangeWithArgs(ctx context.Context, key string, fromTimestamp int, toTimestamp int, options *TSRevRangeOptions) *TSTimestampValueSliceCmd
}

type TopKInfo struct {
	K     int64
	Width int64
	Depth int64
	Decay float64
}

type TopKInfoCmd struct {
	baseCmd
}

func (cmd *TopKInfoCmd) Result() (TopKInfo, error) { panic("stub") }

func (cmd *TopKInfoCmd) SetVal(val TopKInfo) { panic("stub") }

func (cmd *TopKInfoCmd) String() string { panic("stub") }

func (cmd *TopKInfoCmd) Val() TopKInfo { panic("stub") }

type Tx struct {
	baseClient
	cmdable
	statefulCmdable
	hooksMixin
}

func (c *Tx) Close(ctx context.Context) error { panic("stub") }

func (c *Tx) Pipeline() Pipeliner { panic("stub") }

func (c *Tx) Pipelined(ctx context.Context, fn func(Pipeliner) error) ([]Cmder, error) { panic("stub") }

func (c *Tx) Process(ctx context.Context, cmd Cmder) error { panic("stub") }

func (c *Tx) TxPipeline() Pipeliner { panic("stub") }

func (c *Tx) TxPipelined(ctx context.Context, fn func(Pipeliner) error) ([]Cmder, error) {
	panic("stub")
}

func (c *Tx) Unwatch(ctx context.Context, keys ...string) *StatusCmd { panic("stub") }

func (c *Tx) Watch(ctx context.Context, keys ...string) *StatusCmd { panic("stub") }

type UniversalClient interface {
	Cmdable
	AddHook(Hook)
	Close() error
	Do(ctx context.Context, args ...interface{}) *Cmd
	PSubscribe(ctx context.Context, channels ...string) *PubSub
	PoolStats() *PoolStats
	Process(ctx context.Context, cmd Cmder) error
	SSubscribe(ctx context.Context, channels ...string) *PubSub
	Subscribe(ctx context.Context, channels ...string) *PubSub
	Watch(ctx context.Context, fn func(*Tx) error, keys ...string) error
}

type UniversalOptions struct {
	Addrs                 []string
	ClientName            string
	DB                    int
	Dialer                func(ctx context.Context, network string, addr string) (net.Conn, error)
	OnConnect             func(ctx context.Context, cn *Conn) error
	Protocol              int
	Username              string
	Password              string
	SentinelUsername      string
	SentinelPassword      string
	MaxRetries            int
	MinRetryBackoff       time.Duration
	MaxRetryBackoff       time.Duration
	DialTimeout           time.Duration
	ReadTimeout           time.Duration
	WriteTimeout          time.Duration
	ContextTimeoutEnabled bool
	PoolFIFO              bool
	PoolSize              int
	PoolTimeout           time.Duration
	MinIdleConns          int
	MaxIdleConns          int
	MaxActiveConns        int
	ConnMaxIdleTime       time.Duration
	ConnMaxLifetime       time.Duration
	TLSConfig             *tls.Config
	MaxRedirects          int
	ReadOnly              bool
	RouteByLatency        bool
	RouteRandomly         bool
	MasterName            string
	DisableIndentity      bool
	IdentitySuffix        string
	UnstableResp3         bool
}

func (o *UniversalOptions) Cluster() *ClusterOptions { panic("stub") }

func (o *UniversalOptions) Failover() *FailoverOptions { panic("stub") }

func (o *UniversalOptions) Simple() *Options { panic("stub") }

type XAddArgs struct {
	Stream     string
	NoMkStream bool
	MaxLen     int64
	MinID      string
	Approx     bool
	Limit      int64
	ID         string
	Values     interface{}
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
	Name     string
	Pending  int64
	Idle     time.Duration
	Inactive time.Duration
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
	EntriesRead     int64
	Lag             int64
}

type XInfoGroupsCmd struct {
	baseCmd
}

func (cmd *XInfoGroupsCmd) Result() ([]XInfoGroup, error) { panic("stub") }

func (cmd *XInfoGroupsCmd) SetVal(val []XInfoGroup) { panic("stub") }

func (cmd *XInfoGroupsCmd) String() string { panic("stub") }

func (cmd *XInfoGroupsCmd) Val() []XInfoGroup { panic("stub") }

type XInfoStream struct {
	Length               int64
	RadixTreeKeys        int64
	RadixTreeNodes       int64
	Groups               int64
	LastGeneratedID      string
	MaxDeletedEntryID    string
	EntriesAdded         int64
	FirstEntry           XMessage
	LastEntry            XMessage
	RecordedFirstEntryID string
}

type XInfoStreamCmd struct {
	baseCmd
}

func (cmd *XInfoStreamCmd) Result() (*XInfoStream, error) { panic("stub") }

func (cmd *XInfoStreamCmd) SetVal(val *XInfoStream) { panic("stub") }

func (cmd *XInfoStreamCmd) String() string { panic("stub") }

func (cmd *XInfoStreamCmd) Val() *XInfoStream { panic("stub") }

type XInfoStreamConsumer struct {
	Name       string
	SeenTime   time.Time
	ActiveTime time.Time
	PelCount   int64
	Pending    []XInfoStreamConsumerPending
}

type XInfoStreamConsumerPending struct {
	ID            string
	DeliveryTime  time.Time
	DeliveryCount int64
}

type XInfoStreamFull struct {
	Length               int64
	RadixTreeKeys        int64
	RadixTreeNodes       int64
	LastGeneratedID      string
	MaxDeletedEntryID    string
	EntriesAdded         int64
	Entries              []XMessage
	Groups               []XInfoStreamGroup
	RecordedFirstEntryID string
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
	EntriesRead     int64
	Lag             int64
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
	ID      string
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

type ZSliceWithKeyCmd struct {
	baseCmd
}

func (cmd *ZSliceWithKeyCmd) Result() (string, []Z, error) { panic("stub") }

func (cmd *ZSliceWithKeyCmd) SetVal(key string, val []Z) { panic("stub") }

func (cmd *ZSliceWithKeyCmd) String() string { panic("stub") }

func (cmd *ZSliceWithKeyCmd) Val() (string, []Z) { panic("stub") }

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

type cmdable func(ctx context.Context, cmd Cmder) error

func (c cmdable) ACLDryRun(ctx context.Context, username string, command ...interface{}) *StringCmd {
	panic("stub")
}

func (c cmdable) ACLLog(ctx context.Context, count int64) *ACLLogCmd { panic("stub") }

func (c cmdable) ACLLogReset(ctx context.Context) *StatusCmd { panic("stub") }

func (c cmdable) Append(ctx context.Context, key string, value string) *IntCmd { panic("stub") }

func (c cmdable) BFAdd(ctx context.Context, key string, element interface{}) *BoolCmd { panic("stub") }

func (c cmdable) BFCard(ctx context.Context, key string) *IntCmd { panic("stub") }

func (c cmdable) BFExists(ctx context.Context, key string, element interface{}) *BoolCmd {
	panic("stub")
}

func (c cmdable) BFInfo(ctx context.Context, key string) *BFInfoCmd { panic("stub") }

func (c cmdable) BFInfoArg(ctx context.Context, key string, option string) *BFInfoCmd { panic("stub") }

func (c cmdable) BFInfoCapacity(ctx context.Context, key string) *BFInfoCmd { panic("stub") }

func (c cmdable) BFInfoExpansion(ctx context.Context, key string) *BFInfoCmd { panic("stub") }

func (c cmdable) BFInfoFilters(ctx context.Context, key string) *BFInfoCmd { panic("stub") }

func (c cmdable) BFInfoItems(ctx context.Context, key string) *BFInfoCmd { panic("stub") }

func (c cmdable) BFInfoSize(ctx context.Context, key string) *BFInfoCmd { panic("stub") }

func (c cmdable) BFInsert(ctx context.Context, key string, options *BFInsertOptions, elements ...interface{}) *BoolSliceCmd {
	panic("stub")
}

func (c cmdable) BFLoadChunk(ctx context.Context, key string, iterator int64, data interface{}) *StatusCmd {
	panic("stub")
}

func (c cmdable) BFMAdd(ctx context.Context, key string, elements ...interface{}) *BoolSliceCmd {
	panic("stub")
}

func (c cmdable) BFMExists(ctx context.Context, key string, elements ...interface{}) *BoolSliceCmd {
	panic("stub")
}

func (c cmdable) BFReserve(ctx context.Context, key string, errorRate float64, capacity int64) *StatusCmd {
	panic("stub")
}

func (c cmdable) BFReserveExpansion(ctx context.Context, key string, errorRate float64, capacity int64, expansion int64) *StatusCmd {
	panic("stub")
}

func (c cmdable) BFReserveNonScaling(ctx context.Context, key string, errorRate float64, capacity int64) *StatusCmd {
	panic("stub")
}

func (c cmdable) BFReserveWithArgs(ctx context.Context, key string, options *BFReserveOptions) *StatusCmd {
	panic("stub")
}

func (c cmdable) BFScanDump(ctx context.Context, key string, iterator int64) *ScanDumpCmd {
	panic("stub")
}

func (c cmdable) BLMPop(ctx context.Context, timeout time.Duration, direction string, count int64, keys ...string) *KeyValuesCmd {
	panic("stub")
}

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

func (c cmdable) BZMPop(ctx context.Context, timeout time.Duration, order string, count int64, keys ...string) *ZSliceWithKeyCmd {
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

func (c cmdable) BitField(ctx context.Context, key string, values ...interface{}) *IntSliceCmd {
	panic("stub")
}

func (c cmdable) BitFieldRO(ctx context.Context, key string, values ...interface{}) *IntSliceCmd {
	panic("stub")
}

func (c cmdable) BitOpAnd(ctx context.Context, destKey string, keys ...string) *IntCmd { panic("stub") }

func (c cmdable) BitOpNot(ctx context.Context, destKey string, key string) *IntCmd { panic("stub") }

func (c cmdable) BitOpOr(ctx context.Context, destKey string, keys ...string) *IntCmd { panic("stub") }

func (c cmdable) BitOpXor(ctx context.Context, destKey string, keys ...string) *IntCmd { panic("stub") }

func (c cmdable) BitPos(ctx context.Context, key string, bit int64, pos ...int64) *IntCmd {
	panic("stub")
}

func (c cmdable) BitPosSpan(ctx context.Context, key string, bit int8, start int64, end int64, span string) *IntCmd {
	panic("stub")
}

func (c cmdable) CFAdd(ctx context.Context, key string, element interface{}) *BoolCmd { panic("stub") }

func (c cmdable) CFAddNX(ctx context.Context, key string, element interface{}) *BoolCmd {
	panic("stub")
}

func (c cmdable) CFCount(ctx context.Context, key string, element interface{}) *IntCmd { panic("stub") }

func (c cmdable) CFDel(ctx context.Context, key string, element interface{}) *BoolCmd { panic("stub") }

func (c cmdable) CFExists(ctx context.Context, key string, element interface{}) *BoolCmd {
	panic("stub")
}

func (c cmdable) CFInfo(ctx context.Context, key string) *CFInfoCmd { panic("stub") }

func (c cmdable) CFInsert(ctx context.Context, key string, options *CFInsertOptions, elements ...interface{}) *BoolSliceCmd {
	panic("stub")
}

func (c cmdable) CFInsertNX(ctx context.Context, key string, options *CFInsertOptions, elements ...interface{}) *IntSliceCmd {
	panic("stub")
}

func (c cmdable) CFLoadChunk(ctx context.Context, key string, iterator int64, data interface{}) *StatusCmd {
	panic("stub")
}

func (c cmdable) CFMExists(ctx context.Context, key string, elements ...interface{}) *BoolSliceCmd {
	panic("stub")
}

func (c cmdable) CFReserve(ctx context.Context, key string, capacity int64) *StatusCmd { panic("stub") }

func (c cmdable) CFReserveBucketSize(ctx context.Context, key string, capacity int64, bucketsize int64) *StatusCmd {
	panic("stub")
}

func (c cmdable) CFReserveExpansion(ctx context.Context, key string, capacity int64, expansion int64) *StatusCmd {
	panic("stub")
}

func (c cmdable) CFReserveMaxIterations(ctx context.Context, key string, capacity int64, maxiterations int64) *StatusCmd {
	panic("stub")
}

func (c cmdable) CFReserveWithArgs(ctx context.Context, key string, options *CFReserveOptions) *StatusCmd {
	panic("stub")
}

func (c cmdable) CFScanDump(ctx context.Context, key string, iterator int64) *ScanDumpCmd {
	panic("stub")
}

func (c cmdable) CMSIncrBy(ctx context.Context, key string, elements ...interface{}) *IntSliceCmd {
	panic("stub")
}

func (c cmdable) CMSInfo(ctx context.Context, key string) *CMSInfoCmd { panic("stub") }

func (c cmdable) CMSInitByDim(ctx context.Context, key string, width int64, depth int64) *StatusCmd {
	panic("stub")
}

func (c cmdable) CMSInitByProb(ctx context.Context, key string, errorRate float64, probability float64) *StatusCmd {
	panic("stub")
}

func (c cmdable) CMSMerge(ctx context.Context, destKey string, sourceKeys ...string) *StatusCmd {
	panic("stub")
}

func (c cmdable) CMSMergeWithWeight(ctx context.Context, destKey string, sourceKeys map[string]int64) *StatusCmd {
	panic("stub")
}

func (c cmdable) CMSQuery(ctx context.Context, key string, elements ...interface{}) *IntSliceCmd {
	panic("stub")
}

func (c cmdable) ClientGetName(ctx context.Context) *StringCmd { panic("stub") }

func (c cmdable) ClientID(ctx context.Context) *IntCmd { panic("stub") }

func (c cmdable) ClientInfo(ctx context.Context) *ClientInfoCmd { panic("stub") }

func (c cmdable) ClientKill(ctx context.Context, ipPort string) *StatusCmd { panic("stub") }

func (c cmdable) ClientKillByFilter(ctx context.Context, keys ...string) *IntCmd { panic("stub") }

func (c cmdable) ClientList(ctx context.Context) *StringCmd { panic("stub") }

func (c cmdable) ClientPause(ctx context.Context, dur time.Duration) *BoolCmd { panic("stub") }

func (c cmdable) ClientUnblock(ctx context.Context, id int64) *IntCmd { panic("stub") }

func (c cmdable) ClientUnblockWithError(ctx context.Context, id int64) *IntCmd { panic("stub") }

func (c cmdable) ClientUnpause(ctx context.Context) *BoolCmd { panic("stub") }

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

func (c cmdable) ClusterLinks(ctx context.Context) *ClusterLinksCmd { panic("stub") }

func (c cmdable) ClusterMeet(ctx context.Context, host string, port string) *StatusCmd { panic("stub") }

func (c cmdable) ClusterMyShardID(ctx context.Context) *StringCmd { panic("stub") }

func (c cmdable) ClusterNodes(ctx context.Context) *StringCmd { panic("stub") }

func (c cmdable) ClusterReplicate(ctx context.Context, nodeID string) *StatusCmd { panic("stub") }

func (c cmdable) ClusterResetHard(ctx context.Context) *StatusCmd { panic("stub") }

func (c cmdable) ClusterResetSoft(ctx context.Context) *StatusCmd { panic("stub") }

func (c cmdable) ClusterSaveConfig(ctx context.Context) *StatusCmd { panic("stub") }

func (c cmdable) ClusterShards(ctx context.Context) *ClusterShardsCmd { panic("stub") }

func (c cmdable) ClusterSlaves(ctx context.Context, nodeID string) *StringSliceCmd { panic("stub") }

func (c cmdable) ClusterSlots(ctx context.Context) *ClusterSlotsCmd { panic("stub") }

func (c cmdable) Command(ctx context.Context) *CommandsInfoCmd { panic("stub") }

func (c cmdable) CommandGetKeys(ctx context.Context, commands ...interface{}) *StringSliceCmd {
	panic("stub")
}

func (c cmdable) CommandGetKeysAndFlags(ctx context.Context, commands ...interface{}) *KeyFlagsCmd {
	panic("stub")
}

func (c cmdable) CommandList(ctx context.Context, filter *FilterBy) *StringSliceCmd { panic("stub") }

func (c cmdable) ConfigGet(ctx context.Context, parameter string) *MapStringStringCmd { panic("stub") }

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

func (c cmdable) EvalRO(ctx context.Context, script string, keys []string, args ...interface{}) *Cmd {
	panic("stub")
}

func (c cmdable) EvalSha(ctx context.Context, sha1 string, keys []string, args ...interface{}) *Cmd {
	panic("stub")
}

func (c cmdable) EvalShaRO(ctx context.Context, sha1 string, keys []string, args ...interface{}) *Cmd {
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

func (c cmdable) ExpireTime(ctx context.Context, key string) *DurationCmd { panic("stub") }

func (c cmdable) ExpireXX(ctx context.Context, key string, expiration time.Duration) *BoolCmd {
	panic("stub")
}

func (c cmdable) FCall(ctx context.Context, function string, keys []string, args ...interface{}) *Cmd {
	panic("stub")
}

func (c cmdable) FCallRO(ctx context.Context, function string, keys []string, args ...interface{}) *Cmd {
	panic("stub")
}

func (c cmdable) FCallRo(ctx context.Context, function string, keys []string, args ...interface{}) *Cmd {
	panic("stub")
}

func (c cmdable) FTAggregate(ctx context.Context, index string, query string) *MapStringInterfaceCmd {
	panic("stub")
}

func (c cmdable) FTAggregateWithArgs(ctx context.Context, index string, query string, options *FTAggregateOptions) *AggregateCmd {
	panic("stub")
}

func (c cmdable) FTAliasAdd(ctx context.Context, index string, alias string) *StatusCmd {
	panic("stub")
}

func (c cmdable) FTAliasDel(ctx context.Context, alias string) *StatusCmd { panic("stub") }

func (c cmdable) FTAliasUpdate(ctx context.Context, index string, alias string) *StatusCmd {
	panic("stub")
}

func (c cmdable) FTAlter(ctx context.Context, index string, skipInitialScan bool, definition []interface{}) *StatusCmd {
	panic("stub")
}

func (c cmdable) FTConfigGet(ctx context.Context, option string) *MapMapStringInterfaceCmd {
	panic("stub")
}

func (c cmdable) FTConfigSet(ctx context.Context, option string, value interface{}) *StatusCmd {
	panic("stub")
}

func (c cmdable) FTCreate(ctx context.Context, index string, options *FTCreateOptions, schema ...*FieldSchema) *StatusCmd {
	panic("stub")
}

func (c cmdable) FTCursorDel(ctx context.Context, index string, cursorId int) *StatusCmd {
	panic("stub")
}

func (c cmdable) FTCursorRead(ctx context.Context, index string, cursorId int, count int) *MapStringInterfaceCmd {
	panic("stub")
}

func (c cmdable) FTDictAdd(ctx context.Context, dict string, term ...interface{}) *IntCmd {
	panic("stub")
}

func (c cmdable) FTDictDel(ctx context.Context, dict string, term ...interface{}) *IntCmd {
	panic("stub")
}

func (c cmdable) FTDictDump(ctx context.Context, dict string) *StringSliceCmd { panic("stub") }

func (c cmdable) FTDropIndex(ctx context.Context, index string) *StatusCmd { panic("stub") }

func (c cmdable) FTDropIndexWithArgs(ctx context.Context, index string, options *FTDropIndexOptions) *StatusCmd {
	panic("stub")
}

func (c cmdable) FTExplain(ctx context.Context, index string, query string) *StringCmd { panic("stub") }

func (c cmdable) FTExplainCli(ctx context.Context, key string, path string) error { panic("stub") }

func (c cmdable) FTExplainWithArgs(ctx context.Context, index string, query string, options *FTExplainOptions) *StringCmd {
	panic("stub")
}

func (c cmdable) FTInfo(ctx context.Context, index string) *FTInfoCmd { panic("stub") }

func (c cmdable) FTSearch(ctx context.Context, index string, query string) *FTSearchCmd {
	panic("stub")
}

func (c cmdable) FTSearchWithArgs(ctx context.Context, index string, query string, options *FTSearchOptions) *FTSearchCmd {
	panic("stub")
}

func (c cmdable) FTSpellCheck(ctx context.Context, index string, query string) *FTSpellCheckCmd {
	panic("stub")
}

func (c cmdable) FTSpellCheckWithArgs(ctx context.Context, index string, query string, options *FTSpellCheckOptions) *FTSpellCheckCmd {
	panic("stub")
}

func (c cmdable) FTSynDump(ctx context.Context, index string) *FTSynDumpCmd { panic("stub") }

func (c cmdable) FTSynUpdate(ctx context.Context, index string, synGroupId interface{}, terms []interface{}) *StatusCmd {
	panic("stub")
}

func (c cmdable) FTSynUpdateWithArgs(ctx context.Context, index string, synGroupId interface{}, options *FTSynUpdateOptions, terms []interface{}) *StatusCmd {
	panic("stub")
}

func (c cmdable) FTTagVals(ctx context.Context, index string, field string) *StringSliceCmd {
	panic("stub")
}

func (c cmdable) FT_List(ctx context.Context) *StringSliceCmd { panic("stub") }

func (c cmdable) FlushAll(ctx context.Context) *StatusCmd { panic("stub") }

func (c cmdable) FlushAllAsync(ctx context.Context) *StatusCmd { panic("stub") }

func (c cmdable) FlushDB(ctx context.Context) *StatusCmd { panic("stub") }

func (c cmdable) FlushDBAsync(ctx context.Context) *StatusCmd { panic("stub") }

func (c cmdable) FunctionDelete(ctx context.Context, libName string) *StringCmd { panic("stub") }

func (c cmdable) FunctionDump(ctx context.Context) *StringCmd { panic("stub") }

func (c cmdable) FunctionFlush(ctx context.Context) *StringCmd { panic("stub") }

func (c cmdable) FunctionFlushAsync(ctx context.Context) *StringCmd { panic("stub") }

func (c cmdable) FunctionKill(ctx context.Context) *StringCmd { panic("stub") }

func (c cmdable) FunctionList(ctx context.Context, q FunctionListQuery) *FunctionListCmd {
	panic("stub")
}

func (c cmdable) FunctionLoad(ctx context.Context, code string) *StringCmd { panic("stub") }

func (c cmdable) FunctionLoadReplace(ctx context.Context, code string) *StringCmd { panic("stub") }

func (c cmdable) FunctionRestore(ctx context.Context, libDump string) *StringCmd { panic("stub") }

func (c cmdable) FunctionStats(ctx context.Context) *FunctionStatsCmd { panic("stub") }

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

func (c cmdable) HExpire(ctx context.Context, key string, expiration time.Duration, fields ...string) *IntSliceCmd {
	panic("stub")
}

func (c cmdable) HExpireAt(ctx context.Context, key string, tm time.Time, fields ...string) *IntSliceCmd {
	panic("stub")
}

func (c cmdable) HExpireAtWithArgs(ctx context.Context, key string, tm time.Time, expirationArgs HExpireArgs, fields ...string) *IntSliceCmd {
	panic("stub")
}

func (c cmdable) HExpireTime(ctx context.Context, key string, fields ...string) *IntSliceCmd {
	panic("stub")
}

func (c cmdable) HExpireWithArgs(ctx context.Context, key string, expiration time.Duration, expirationArgs HExpireArgs, fields ...string) *IntSliceCmd {
	panic("stub")
}

func (c cmdable) HGet(ctx context.Context, key string, field string) *StringCmd { panic("stub") }

func (c cmdable) HGetAll(ctx context.Context, key string) *MapStringStringCmd { panic("stub") }

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

func (c cmdable) HPExpire(ctx context.Context, key string, expiration time.Duration, fields ...string) *IntSliceCmd {
	panic("stub")
}

func (c cmdable) HPExpireAt(ctx context.Context, key string, tm time.Time, fields ...string) *IntSliceCmd {
	panic("stub")
}

func (c cmdable) HPExpireAtWithArgs(ctx context.Context, key string, tm time.Time, expirationArgs HExpireArgs, fields ...string) *IntSliceCmd {
	panic("stub")
}

func (c cmdable) HPExpireTime(ctx context.Context, key string, fields ...string) *IntSliceCmd {
	panic("stub")
}

func (c cmdable) HPExpireWithArgs(ctx context.Context, key string, expiration time.Duration, expirationArgs HExpireArgs, fields ...string) *IntSliceCmd {
	panic("stub")
}

func (c cmdable) HPTTL(ctx context.Context, key string, fields ...string) *IntSliceCmd { panic("stub") }

func (c cmdable) HPersist(ctx context.Context, key string, fields ...string) *IntSliceCmd {
	panic("stub")
}

func (c cmdable) HRandField(ctx context.Context, key string, count int) *StringSliceCmd {
	panic("stub")
}

func (c cmdable) HRandFieldWithValues(ctx context.Context, key string, count int) *KeyValueSliceCmd {
	panic("stub")
}

func (c cmdable) HScan(ctx context.Context, key string, cursor uint64, match string, count int64) *ScanCmd {
	panic("stub")
}

func (c cmdable) HScanNoValues(ctx context.Context, key string, cursor uint64, match string, count int64) *ScanCmd {
	panic("stub")
}

func (c cmdable) HSet(ctx context.Context, key string, values ...interface{}) *IntCmd { panic("stub") }

func (c cmdable) HSetNX(ctx context.Context, key string, field string, value interface{}) *BoolCmd {
	panic("stub")
}

func (c cmdable) HTTL(ctx context.Context, key string, fields ...string) *IntSliceCmd { panic("stub") }

func (c cmdable) HVals(ctx context.Context, key string) *StringSliceCmd { panic("stub") }

func (c cmdable) Incr(ctx context.Context, key string) *IntCmd { panic("stub") }

func (c cmdable) IncrBy(ctx context.Context, key string, value int64) *IntCmd { panic("stub") }

func (c cmdable) IncrByFloat(ctx context.Context, key string, value float64) *FloatCmd { panic("stub") }

func (c cmdable) Info(ctx context.Context, sections ...string) *StringCmd { panic("stub") }

func (c cmdable) InfoMap(ctx context.Context, sections ...string) *InfoCmd { panic("stub") }

func (c cmdable) JSONArrAppend(ctx context.Context, key string, path string, values ...interface{}) *IntSliceCmd {
	panic("stub")
}

func (c cmdable) JSONArrIndex(ctx context.Context, key string, path string, value ...interface{}) *IntSliceCmd {
	panic("stub")
}

func (c cmdable) JSONArrIndexWithArgs(ctx context.Context, key string, path string, options *JSONArrIndexArgs, value ...interface{}) *IntSliceCmd {
	panic("stub")
}

func (c cmdable) JSONArrInsert(ctx context.Context, key string, path string, index int64, values ...interface{}) *IntSliceCmd {
	panic("stub")
}

func (c cmdable) JSONArrLen(ctx context.Context, key string, path string) *IntSliceCmd { panic("stub") }

func (c cmdable) JSONArrPop(ctx context.Context, key string, path string, index int) *StringSliceCmd {
	panic("stub")
}

func (c cmdable) JSONArrTrim(ctx context.Context, key string, path string) *IntSliceCmd {
	panic("stub")
}

func (c cmdable) JSONArrTrimWithArgs(ctx context.Context, key string, path string, options *JSONArrTrimArgs) *IntSliceCmd {
	panic("stub")
}

func (c cmdable) JSONClear(ctx context.Context, key string, path string) *IntCmd { panic("stub") }

func (c cmdable) JSONDebugMemory(ctx context.Context, key string, path string) *IntCmd { panic("stub") }

func (c cmdable) JSONDel(ctx context.Context, key string, path string) *IntCmd { panic("stub") }

func (c cmdable) JSONForget(ctx context.Context, key string, path string) *IntCmd { panic("stub") }

func (c cmdable) JSONGet(ctx context.Context, key string, paths ...string) *JSONCmd { panic("stub") }

func (c cmdable) JSONGetWithArgs(ctx context.Context, key string, options *JSONGetArgs, paths ...string) *JSONCmd {
	panic("stub")
}

func (c cmdable) JSONMGet(ctx context.Context, path string, keys ...string) *JSONSliceCmd {
	panic("stub")
}

func (c cmdable) JSONMSet(ctx context.Context, params ...interface{}) *StatusCmd { panic("stub") }

func (c cmdable) JSONMSetArgs(ctx context.Context, docs []JSONSetArgs) *StatusCmd { panic("stub") }

func (c cmdable) JSONMerge(ctx context.Context, key string, path string, value string) *StatusCmd {
	panic("stub")
}

func (c cmdable) JSONNumIncrBy(ctx context.Context, key string, path string, value float64) *JSONCmd {
	panic("stub")
}

func (c cmdable) JSONObjKeys(ctx context.Context, key string, path string) *SliceCmd { panic("stub") }

func (c cmdable) JSONObjLen(ctx context.Context, key string, path string) *IntPointerSliceCmd {
	panic("stub")
}

func (c cmdable) JSONSet(ctx context.Context, key string, path string, value interface{}) *StatusCmd {
	panic("stub")
}

func (c cmdable) JSONSetMode(ctx context.Context, key string, path string, value interface{}, mode string) *StatusCmd {
	panic("stub")
}

func (c cmdable) JSONStrAppend(ctx context.Context, key string, path string, value string) *IntPointerSliceCmd {
	panic("stub")
}

func (c cmdable) JSONStrLen(ctx context.Context, key string, path string) *IntPointerSliceCmd {
	panic("stub")
}

func (c cmdable) JSONToggle(ctx context.Context, key string, path string) *IntPointerSliceCmd {
	panic("stub")
}

func (c cmdable) JSONType(ctx context.Context, key string, path string) *JSONSliceCmd { panic("stub") }

func (c cmdable) Keys(ctx context.Context, pattern string) *StringSliceCmd { panic("stub") }

func (c cmdable) LCS(ctx context.Context, q *LCSQuery) *LCSCmd { panic("stub") }

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

func (c cmdable) LMPop(ctx context.Context, direction string, count int64, keys ...string) *KeyValuesCmd {
	panic("stub")
}

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

func (c cmdable) ModuleLoadex(ctx context.Context, conf *ModuleLoadexConfig) *StringCmd {
	panic("stub")
}

func (c cmdable) Monitor(ctx context.Context, ch chan string) *MonitorCmd { panic("stub") }

func (c cmdable) Move(ctx context.Context, key string, db int) *BoolCmd { panic("stub") }

func (c cmdable) ObjectEncoding(ctx context.Context, key string) *StringCmd { panic("stub") }

func (c cmdable) ObjectFreq(ctx context.Context, key string) *IntCmd { panic("stub") }

func (c cmdable) ObjectIdleTime(ctx context.Context, key string) *DurationCmd { panic("stub") }

func (c cmdable) ObjectRefCount(ctx context.Context, key string) *IntCmd { panic("stub") }

func (c cmdable) PExpire(ctx context.Context, key string, expiration time.Duration) *BoolCmd {
	panic("stub")
}

func (c cmdable) PExpireAt(ctx context.Context, key string, tm time.Time) *BoolCmd { panic("stub") }

func (c cmdable) PExpireTime(ctx context.Context, key string) *DurationCmd { panic("stub") }

func (c cmdable) PFAdd(ctx context.Context, key string, els ...interface{}) *IntCmd { panic("stub") }

func (c cmdable) PFCount(ctx context.Context, keys ...string) *IntCmd { panic("stub") }

func (c cmdable) PFMerge(ctx context.Context, dest string, keys ...string) *StatusCmd { panic("stub") }

func (c cmdable) PTTL(ctx context.Context, key string) *DurationCmd { panic("stub") }

func (c cmdable) Persist(ctx context.Context, key string) *BoolCmd { panic("stub") }

func (c cmdable) Ping(ctx context.Context) *StatusCmd { panic("stub") }

func (c cmdable) PubSubChannels(ctx context.Context, pattern string) *StringSliceCmd { panic("stub") }

func (c cmdable) PubSubNumPat(ctx context.Context) *IntCmd { panic("stub") }

func (c cmdable) PubSubNumSub(ctx context.Context, channels ...string) *MapStringIntCmd {
	panic("stub")
}

func (c cmdable) PubSubShardChannels(ctx context.Context, pattern string) *StringSliceCmd {
	panic("stub")
}

func (c cmdable) PubSubShardNumSub(ctx context.Context, channels ...string) *MapStringIntCmd {
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

func (c cmdable) SInterCard(ctx context.Context, limit int64, keys ...string) *IntCmd { panic("stub") }

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

func (c cmdable) SPublish(ctx context.Context, channel string, message interface{}) *IntCmd {
	panic("stub")
}

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

func (c cmdable) SetEx(ctx context.Context, key string, value interface{}, expiration time.Duration) *StatusCmd {
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

func (c cmdable) SortRO(ctx context.Context, key string, sort *Sort) *StringSliceCmd { panic("stub") }

func (c cmdable) SortStore(ctx context.Context, key string, store string, sort *Sort) *IntCmd {
	panic("stub")
}

func (c cmdable) StrLen(ctx context.Context, key string) *IntCmd { panic("stub") }

func (c cmdable) Sync(_ context.Context) { panic("stub") }

func (c cmdable) TDigestAdd(ctx context.Context, key string, elements ...float64) *StatusCmd {
	panic("stub")
}

func (c cmdable) TDigestByRank(ctx context.Context, key string, rank ...uint64) *FloatSliceCmd {
	panic("stub")
}

func (c cmdable) TDigestByRevRank(ctx context.Context, key string, rank ...uint64) *FloatSliceCmd {
	panic("stub")
}

func (c cmdable) TDigestCDF(ctx context.Context, key string, elements ...float64) *FloatSliceCmd {
	panic("stub")
}

func (c cmdable) TDigestCreate(ctx context.Context, key string) *StatusCmd { panic("stub") }

func (c cmdable) TDigestCreateWithCompression(ctx context.Context, key string, compression int64) *StatusCmd {
	panic("stub")
}

func (c cmdable) TDigestInfo(ctx context.Context, key string) *TDigestInfoCmd { panic("stub") }

func (c cmdable) TDigestMax(ctx context.Context, key string) *FloatCmd { panic("stub") }

func (c cmdable) TDigestMerge(ctx context.Context, destKey string, options *TDigestMergeOptions, sourceKeys ...string) *StatusCmd {
	panic("stub")
}

func (c cmdable) TDigestMin(ctx context.Context, key string) *FloatCmd { panic("stub") }

func (c cmdable) TDigestQuantile(ctx context.Context, key string, elements ...float64) *FloatSliceCmd {
	panic("stub")
}

func (c cmdable) TDigestRank(ctx context.Context, key string, values ...float64) *IntSliceCmd {
	panic("stub")
}

func (c cmdable) TDigestReset(ctx context.Context, key string) *StatusCmd { panic("stub") }

func (c cmdable) TDigestRevRank(ctx context.Context, key string, values ...float64) *IntSliceCmd {
	panic("stub")
}

func (c cmdable) TDigestTrimmedMean(ctx context.Context, key string, lowCutQuantile float64, highCutQuantile float64) *FloatCmd {
	panic("stub")
}

func (c cmdable) TFCall(ctx context.Context, libName string, funcName string, numKeys int) *Cmd {
	panic("stub")
}

func (c cmdable) TFCallASYNC(ctx context.Context, libName string, funcName string, numKeys int) *Cmd {
	panic("stub")
}

func (c cmdable) TFCallASYNCArgs(ctx context.Context, libName string, funcName string, numKeys int, options *TFCallOptions) *Cmd {
	panic("stub")
}

func (c cmdable) TFCallArgs(ctx context.Context, libName string, funcName string, numKeys int, options *TFCallOptions) *Cmd {
	panic("stub")
}

func (c cmdable) TFunctionDelete(ctx context.Context, libName string) *StatusCmd { panic("stub") }

func (c cmdable) TFunctionList(ctx context.Context) *MapStringInterfaceSliceCmd { panic("stub") }

func (c cmdable) TFunctionListArgs(ctx context.Context, options *TFunctionListOptions) *MapStringInterfaceSliceCmd {
	panic("stub")
}

func (c cmdable) TFunctionLoad(ctx context.Context, lib string) *StatusCmd { panic("stub") }

func (c cmdable) TFunctionLoadArgs(ctx context.Context, lib string, options *TFunctionLoadOptions) *StatusCmd {
	panic("stub")
}

func (c cmdable) TSAdd(ctx context.Context, key string, timestamp interface{}, value float64) *IntCmd {
	panic("stub")
}

func (c cmdable) TSAddWithArgs(ctx context.Context, key string, timestamp interface{}, value float64, options *TSOptions) *IntCmd {
	panic("stub")
}

func (c cmdable) TSAlter(ctx context.Context, key string, options *TSAlterOptions) *StatusCmd {
	panic("stub")
}

func (c cmdable) TSCreate(ctx context.Context, key string) *StatusCmd { panic("stub") }

func (c cmdable) TSCreateRule(ctx context.Context, sourceKey string, destKey string, aggregator Aggregator, bucketDuration int) *StatusCmd {
	panic("stub")
}

func (c cmdable) TSCreateRuleWithArgs(ctx context.Context, sourceKey string, destKey string, aggregator Aggregator, bucketDuration int, options *TSCreateRuleOptions) *StatusCmd {
	panic("stub")
}

func (c cmdable) TSCreateWithArgs(ctx context.Context, key string, options *TSOptions) *StatusCmd {
	panic("stub")
}

func (c cmdable) TSDecrBy(ctx context.Context, Key string, timestamp float64) *IntCmd { panic("stub") }

func (c cmdable) TSDecrByWithArgs(ctx context.Context, key string, timestamp float64, options *TSIncrDecrOptions) *IntCmd {
	panic("stub")
}

func (c cmdable) TSDel(ctx context.Context, Key string, fromTimestamp int, toTimestamp int) *IntCmd {
	panic("stub")
}

func (c cmdable) TSDeleteRule(ctx context.Context, sourceKey string, destKey string) *StatusCmd {
	panic("stub")
}

func (c cmdable) TSGet(ctx context.Context, key string) *TSTimestampValueCmd { panic("stub") }

func (c cmdable) TSGetWithArgs(ctx context.Context, key string, options *TSGetOptions) *TSTimestampValueCmd {
	panic("stub")
}

func (c cmdable) TSIncrBy(ctx context.Context, Key string, timestamp float64) *IntCmd { panic("stub") }

func (c cmdable) TSIncrByWithArgs(ctx context.Context, key string, timestamp float64, options *TSIncrDecrOptions) *IntCmd {
	panic("stub")
}

func (c cmdable) TSInfo(ctx context.Context, key string) *MapStringInterfaceCmd { panic("stub") }

func (c cmdable) TSInfoWithArgs(ctx context.Context, key string, options *TSInfoOptions) *MapStringInterfaceCmd {
	panic("stub")
}

func (c cmdable) TSMAdd(ctx context.Context, ktvSlices [][]interface{}) *IntSliceCmd { panic("stub") }

func (c cmdable) TSMGet(ctx context.Context, filters []string) *MapStringSliceInterfaceCmd {
	panic("stub")
}

func (c cmdable) TSMGetWithArgs(ctx context.Context, filters []string, options *TSMGetOptions) *MapStringSliceInterfaceCmd {
	panic("stub")
}

func (c cmdable) TSMRange(ctx context.Context, fromTimestamp int, toTimestamp int, filterExpr []string) *MapStringSliceInterfaceCmd {
	panic("stub")
}

func (c cmdable) TSMRangeWithArgs(ctx context.Context, fromTimestamp int, toTimestamp int, filterExpr []string, options *TSMRangeOptions) *MapStringSliceInterfaceCmd {
	panic("stub")
}

func (c cmdable) TSMRevRange(ctx context.Context, fromTimestamp int, toTimestamp int, filterExpr []string) *MapStringSliceInterfaceCmd {
	panic("stub")
}

func (c cmdable) TSMRevRangeWithArgs(ctx context.Context, fromTimestamp int, toTimestamp int, filterExpr []string, options *TSMRevRangeOptions) *MapStringSliceInterfaceCmd {
	panic("stub")
}

func (c cmdable) TSQueryIndex(ctx context.Context, filterExpr []string) *StringSliceCmd {
	panic("stub")
}

func (c cmdable) TSRange(ctx context.Context, key string, fromTimestamp int, toTimestamp int) *TSTimestampValueSliceCmd {
	panic("stub")
}

func (c cmdable) TSRangeWithArgs(ctx context.Context, key string, fromTimestamp int, toTimestamp int, options *TSRangeOptions) *TSTimestampValueSliceCmd {
	panic("stub")
}

func (c cmdable) TSRevRange(ctx context.Context, key string, fromTimestamp int, toTimestamp int) *TSTimestampValueSliceCmd {
	panic("stub")
}

func (c cmdable) TSRevRangeWithArgs(ctx context.Context, key string, fromTimestamp int, toTimestamp int, options *TSRevRangeOptions) *TSTimestampValueSliceCmd {
	panic("stub")
}

func (c cmdable) TTL(ctx context.Context, key string) *DurationCmd { panic("stub") }

func (c cmdable) Time(ctx context.Context) *TimeCmd { panic("stub") }

func (c cmdable) TopKAdd(ctx context.Context, key string, elements ...interface{}) *StringSliceCmd {
	panic("stub")
}

func (c cmdable) TopKCount(ctx context.Context, key string, elements ...interface{}) *IntSliceCmd {
	panic("stub")
}

func (c cmdable) TopKIncrBy(ctx context.Context, key string, elements ...interface{}) *StringSliceCmd {
	panic("stub")
}

func (c cmdable) TopKInfo(ctx context.Context, key string) *TopKInfoCmd { panic("stub") }

func (c cmdable) TopKList(ctx context.Context, key string) *StringSliceCmd { panic("stub") }

func (c cmdable) TopKListWithCount(ctx context.Context, key string) *MapStringIntCmd { panic("stub") }

func (c cmdable) TopKQuery(ctx context.Context, key string, elements ...interface{}) *BoolSliceCmd {
	panic("stub")
}

func (c cmdable) TopKReserve(ctx context.Context, key string, k int64) *StatusCmd { panic("stub") }

func (c cmdable) TopKReserveWithOptions(ctx context.Context, key string, k int64, width int64, depth int64, decay float64) *StatusCmd {
	panic("stub")
}

func (c cmdable) Touch(ctx context.Context, keys ...string) *IntCmd { panic("stub") }

func (c cmdable) Type(ctx context.Context, key string) *StatusCmd { panic("stub") }

func (c cmdable) Unlink(ctx context.Context, keys ...string) *IntCmd { panic("stub") }

func (c cmdable) Wait(ctx context.Context, numSlaves int, timeout time.Duration) *IntCmd {
	panic("stub")
}

func (c cmdable) WaitAOF(ctx context.Context, numLocal int, numSlaves int, timeout time.Duration) *IntCmd {
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

func (c cmdable) XTrimMaxLen(ctx context.Context, key string, maxLen int64) *IntCmd { panic("stub") }

func (c cmdable) XTrimMaxLenApprox(ctx context.Context, key string, maxLen int64, limit int64) *IntCmd {
	panic("stub")
}

func (c cmdable) XTrimMinID(ctx context.Context, key string, minID string) *IntCmd { panic("stub") }

func (c cmdable) XTrimMinIDApprox(ctx context.Context, key string, minID string, limit int64) *IntCmd {
	panic("stub")
}

func (c cmdable) ZAdd(ctx context.Context, key string, members ...Z) *IntCmd { panic("stub") }

func (c cmdable) ZAddArgs(ctx context.Context, key string, args ZAddArgs) *IntCmd { panic("stub") }

func (c cmdable) ZAddArgsIncr(ctx context.Context, key string, args ZAddArgs) *FloatCmd {
	panic("stub")
}

func (c cmdable) ZAddGT(ctx context.Context, key string, members ...Z) *IntCmd { panic("stub") }

func (c cmdable) ZAddLT(ctx context.Context, key string, members ...Z) *IntCmd { panic("stub") }

func (c cmdable) ZAddNX(ctx context.Context, key string, members ...Z) *IntCmd { panic("stub") }

func (c cmdable) ZAddXX(ctx context.Context, key string, members ...Z) *IntCmd { panic("stub") }

func (c cmdable) ZCard(ctx context.Context, key string) *IntCmd { panic("stub") }

func (c cmdable) ZCount(ctx context.Context, key string, min string, max string) *IntCmd {
	panic("stub")
}

func (c cmdable) ZDiff(ctx context.Context, keys ...string) *StringSliceCmd { panic("stub") }

func (c cmdable) ZDiffStore(ctx context.Context, destination string, keys ...string) *IntCmd {
	panic("stub")
}

func (c cmdable) ZDiffWithScores(ctx context.Context, keys ...string) *ZSliceCmd { panic("stub") }

func (c cmdable) ZIncrBy(ctx context.Context, key string, increment float64, member string) *FloatCmd {
	panic("stub")
}

func (c cmdable) ZInter(ctx context.Context, store *ZStore) *StringSliceCmd { panic("stub") }

func (c cmdable) ZInterCard(ctx context.Context, limit int64, keys ...string) *IntCmd { panic("stub") }

func (c cmdable) ZInterStore(ctx context.Context, destination string, store *ZStore) *IntCmd {
	panic("stub")
}

func (c cmdable) ZInterWithScores(ctx context.Context, store *ZStore) *ZSliceCmd { panic("stub") }

func (c cmdable) ZLexCount(ctx context.Context, key string, min string, max string) *IntCmd {
	panic("stub")
}

func (c cmdable) ZMPop(ctx context.Context, order string, count int64, keys ...string) *ZSliceWithKeyCmd {
	panic("stub")
}

func (c cmdable) ZMScore(ctx context.Context, key string, members ...string) *FloatSliceCmd {
	panic("stub")
}

func (c cmdable) ZPopMax(ctx context.Context, key string, count ...int64) *ZSliceCmd { panic("stub") }

func (c cmdable) ZPopMin(ctx context.Context, key string, count ...int64) *ZSliceCmd { panic("stub") }

func (c cmdable) ZRandMember(ctx context.Context, key string, count int) *StringSliceCmd {
	panic("stub")
}

func (c cmdable) ZRandMemberWithScores(ctx context.Context, key string, count int) *ZSliceCmd {
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

func (c cmdable) ZRankWithScore(ctx context.Context, key string, member string) *RankWithScoreCmd {
	panic("stub")
}

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

func (c cmdable) ZRevRankWithScore(ctx context.Context, key string, member string) *RankWithScoreCmd {
	panic("stub")
}

func (c cmdable) ZScan(ctx context.Context, key string, cursor uint64, match string, count int64) *ScanCmd {
	panic("stub")
}

func (c cmdable) ZScore(ctx context.Context, key string, member string) *FloatCmd { panic("stub") }

func (c cmdable) ZUnion(ctx context.Context, store ZStore) *StringSliceCmd { panic("stub") }

func (c cmdable) ZUnionStore(ctx context.Context, dest string, store *ZStore) *IntCmd { panic("stub") }

func (c cmdable) ZUnionWithScores(ctx context.Context, store ZStore) *ZSliceCmd { panic("stub") }

type hooksMixin struct{}

func (hs *hooksMixin) AddHook(hook Hook) { panic("stub") }

type statefulCmdable func(ctx context.Context, cmd Cmder) error

func (c statefulCmdable) Auth(ctx context.Context, password string) *StatusCmd { panic("stub") }

func (c statefulCmdable) AuthACL(ctx context.Context, username string, password string) *StatusCmd {
	panic("stub")
}

func (c statefulCmdable) ClientSetInfo(ctx context.Context, info LibraryInfo) *StatusCmd {
	panic("stub")
}

func (c statefulCmdable) ClientSetName(ctx context.Context, name string) *BoolCmd { panic("stub") }

func (c statefulCmdable) Hello(ctx context.Context, ver int, username string, password string, clientName string) *MapStringInterfaceCmd {
	panic("stub")
}

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
