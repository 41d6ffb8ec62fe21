package clients

import "strings"

// This file is the go-redis data of the client tables: which parameters of the
// command methods of go-redis v6 to v9 (and which fields of their argument
// structs) carry keys, and which Redis command each method sends. It was
// read off the real modules, and goredis_tables_test.go proves it against
// them: every string-carrying parameter of every command method is
// classified here, and the real library's argument vectors, checked with a
// real server's COMMAND GETKEYS, put keys exactly where these tables say.
//
// go-redis names its parameters consistently, so a parameter's name decides
// whether it is a key; the few methods where the name misleads or the shape
// is not "a key or a list of keys" are exceptions listed by method.

// goredisArgKind says how one argument (or struct field) of a go-redis call
// holds keys.
type goredisArgKind uint8

const (
	// goredisNoKey: the argument holds no key.
	goredisNoKey goredisArgKind = iota
	// goredisKeyArg: a string is a key, each element of a []string or
	// ...string is a key.
	goredisKeyArg
	// goredisKeyValuePairs: ...interface{} alternating key and value, or one
	// argument that is a map[string]T (keys are keys), a []string of pairs,
	// or a struct whose `redis` tags name the keys (MSET, MSETNX).
	goredisKeyValuePairs
	// goredisKeyPathValue: ...interface{} in triples key, path, value
	// (JSON.MSET).
	goredisKeyPathValue
	// goredisStreamsThenIDs: a []string or ...string of stream keys followed
	// by as many IDs, so the first half are keys (XREAD and XREADGROUP
	// STREAMS). With XReadArgs.ID set (v9) the list holds only keys.
	goredisStreamsThenIDs
	// goredisKeyFirst: a [][]interface{} whose inner slices each start with
	// a key (TS.MADD's key, timestamp, value).
	goredisKeyFirst
	// goredisMapKeys: a map[string]T whose map keys are keys (CMS.MERGE
	// with weights).
	goredisMapKeys
)

// goredisKeyParams are the parameter names that go-redis v6 to v9 give to
// key arguments. "Key" is how the TimeSeries increment methods spell it.
var goredisKeyParams = map[string]bool{
	"key":         true,
	"Key":         true,
	"keys":        true, // ...string, and []string for EVAL, FCALL and Script.Run
	"newkey":      true, // RENAME, RENAMENX
	"source":      true, // SMOVE, LMOVE, RPOPLPUSH
	"destination": true, // SMOVE, LMOVE, *STORE
	"dest":        true, // PFMERGE, ZUNIONSTORE
	"dst":         true, // ZRANGESTORE
	"destKey":     true, // BITOP, COPY, CMS.MERGE, TS.CREATERULE
	"sourceKey":   true, // COPY, TS.CREATERULE
	"sourceKeys":  true, // CMS.MERGE, TDIGEST.MERGE
	"store":       true, // SORT ... STORE, GEOSEARCHSTORE
	"stream":      true, // XLEN, XRANGE, XGROUP, XACK, ...
}

// goredisNotKeyParams are the names of the other parameters whose type can
// carry a string (string, []string, interface{}, maps of them): patterns,
// channels, fields, members, values, script bodies, function and library
// names, stream IDs and groups, module index names, and command options.
var goredisNotKeyParams = map[string]bool{
	"addrs":      true, // Ring.SetAddrs
	"alias":      true, // FT.ALIASADD
	"args":       true, // script arguments, Do's command vector
	"channel":    true,
	"channels":   true,
	"clientName": true,
	"code":       true, // FUNCTION LOAD source
	"command":    true, // ACL DRYRUN
	"commands":   true, // COMMAND GETKEYS
	"consumer":   true,
	"data":       true,
	"definition": true,
	"destpos":    true, // LEFT or RIGHT
	"dict":       true,
	"direction":  true,
	"element":    true,
	"elements":   true,
	"els":        true,
	"field":      true,
	"fields":     true,
	"filterExpr": true,
	"filters":    true,
	"funcName":   true,
	"function":   true,
	"group":      true,
	"hashes":     true, // SCRIPT EXISTS sha1s
	"host":       true,
	"ids":        true,
	"index":      true, // RediSearch index name
	"ipPort":     true,
	"keyType":    true, // SCAN ... TYPE
	"lib":        true,
	"libDump":    true,
	"libName":    true,
	"match":      true, // SCAN MATCH pattern
	"max":        true,
	"member":     true,
	"member1":    true,
	"member2":    true,
	"members":    true,
	"message":    true,
	"min":        true,
	"minID":      true,
	"mode":       true,
	"name":       true,
	"nodeID":     true,
	"op":         true, // BEFORE or AFTER
	"option":     true,
	"order":      true,
	"parameter":  true,
	"password":   true,
	"path":       true, // JSONPath
	"paths":      true,
	"pattern":    true, // KEYS and PUBSUB CHANNELS pattern
	"pivot":      true,
	"port":       true,
	"query":      true,
	"script":     true,
	"section":    true,
	"sections":   true,
	"sha1":       true,
	"span":       true,
	"srcpos":     true,
	"start":      true,
	"stop":       true,
	"synGroupId": true,
	"term":       true,
	"terms":      true,
	"timestamp":  true,
	"unit":       true,
	"username":   true,
	"value":      true,
	"values":     true,
}

// goredisParamExceptions overrides the name of a parameter for one method:
// the name misleads, or the keys are not simply "a key or a list of keys".
var goredisParamExceptions = map[string]map[string]goredisArgKind{
	// CLIENT KILL filters ("ID", "123", "SKIPME", "yes") are not keys.
	"ClientKillByFilter": {"keys": goredisNoKey},
	// v6 names the pairs "pairs", v7 to v9 "values".
	"MSet":               {"values": goredisKeyValuePairs, "pairs": goredisKeyValuePairs},
	"MSetNX":             {"values": goredisKeyValuePairs, "pairs": goredisKeyValuePairs},
	"JSONMSet":           {"params": goredisKeyPathValue},
	"XReadStreams":       {"streams": goredisStreamsThenIDs},
	"TSMAdd":             {"ktvSlices": goredisKeyFirst},
	"CMSMergeWithWeight": {"sourceKeys": goredisMapKeys},
}

// goredisParamKind returns how the parameter param of the go-redis method
// holds keys. It speaks for parameters whose type can carry a string;
// struct-typed ones (ZUnionStore's store *ZStore) hold keys in their fields,
// see goredisFieldKind.
func goredisParamKind(method, param string) goredisArgKind {
	if kind, ok := goredisParamExceptions[method][param]; ok {
		return kind
	}
	if goredisKeyParams[param] {
		return goredisKeyArg
	}
	return goredisNoKey
}

// goredisStructFields are the fields of go-redis argument structs that hold
// keys, by struct type name. Every other string-carrying field of an
// argument struct is named in goredisNotKeyFields.
var goredisStructFields = map[string]map[string]goredisArgKind{
	"XAddArgs":        {"Stream": goredisKeyArg},
	"XReadArgs":       {"Streams": goredisStreamsThenIDs},
	"XReadGroupArgs":  {"Streams": goredisStreamsThenIDs},
	"XClaimArgs":      {"Stream": goredisKeyArg},
	"XAutoClaimArgs":  {"Stream": goredisKeyArg},
	"XPendingExtArgs": {"Stream": goredisKeyArg},
	"ZStore":          {"Keys": goredisKeyArg}, // ZUNIONSTORE, ZINTERSTORE, ZINTER, ZUNION (v7 on)
	"ZRangeArgs":      {"Key": goredisKeyArg},  // ZRANGE, ZRANGESTORE source
	"GeoRadiusQuery":  {"Store": goredisKeyArg, "StoreDist": goredisKeyArg},
	"LCSQuery":        {"Key1": goredisKeyArg, "Key2": goredisKeyArg},
	"JSONSetArgs":     {"Key": goredisKeyArg},  // JSON.MSET through JSONMSetArgs
	"TFCallOptions":   {"Keys": goredisKeyArg}, // TFCALL
}

// goredisNotKeyFields are the names of the string-carrying fields of
// go-redis argument structs that hold no key: Sort's By and Get are
// patterns, stream groups, consumers and IDs, units, and module options.
// FTSearchOptions.InKeys restricts a search to documents; FT.SEARCH
// declares no key, the index routes it.
var goredisNotKeyFields = map[string]bool{
	"ACLCat": true, "Aggregate": true, "Align": true, "Args": true, "Arguments": true,
	"As": true, "BoxUnit": true, "BucketTimestamp": true, "By": true, "Conf": true,
	"Config": true, "Consumer": true, "DefaultLanguage": true, "Dialect": true,
	"Dictionary": true, "DistanceMetric": true, "DuplicatePolicy": true, "Encoding": true,
	"End": true, "Expander": true, "Field": true, "FieldName": true, "Fields": true,
	"Filter": true, "GeoShapeFieldType": true, "Get": true, "Group": true,
	"GroupByLabel": true, "ID": true, "InFields": true, "InKeys": true, "Inclusion": true,
	"Indent": true, "Labels": true, "Language": true, "LanguageField": true,
	"Library": true, "LibraryNamePattern": true, "Max": true, "Member": true,
	"Messages": true, "Min": true, "MinID": true, "Mode": true, "Module": true,
	"Name": true, "Newline": true, "Order": true, "Params": true, "Path": true,
	"Pattern": true, "Payload": true, "PayloadField": true, "PhoneticMatcher": true,
	"Prefix": true, "RadiusUnit": true, "Reducer": true, "ScoreField": true,
	"Scorer": true, "SelectedLabels": true, "Separator": true, "Sort": true,
	"Space": true, "Start": true, "Stop": true, "StopWords": true, "Terms": true,
	"Type": true, "Unit": true, "Value": true, "Values": true,
}

// goredisFieldKind returns how the field of the go-redis argument struct
// typeName holds keys.
func goredisFieldKind(typeName, field string) goredisArgKind {
	return goredisStructFields[typeName][field]
}

// goredisCommands maps the go-redis methods whose name is not their Redis
// command to the command the real library sends (v9, the same in v6 to v8
// unless noted). A subcommand is written "CONTAINER|SUB" as COMMAND names
// it. SetNX sends SETNX with no expiration and SET ... NX with one.
var goredisCommands = map[string]string{
	// strings and bitmaps
	"BitFieldRO": "BITFIELD_RO",
	"BitOpAnd":   "BITOP",
	"BitOpNot":   "BITOP",
	"BitOpOr":    "BITOP",
	"BitOpXor":   "BITOP",
	"BitPosSpan": "BITPOS",
	"SetArgs":    "SET",
	"SetXX":      "SET",

	// keyspace
	"DebugObject":    "DEBUG",
	"ExpireGT":       "EXPIRE",
	"ExpireLT":       "EXPIRE",
	"ExpireNX":       "EXPIRE",
	"ExpireXX":       "EXPIRE",
	"MemoryUsage":    "MEMORY|USAGE",
	"ObjectEncoding": "OBJECT|ENCODING",
	"ObjectFreq":     "OBJECT|FREQ",
	"ObjectIdleTime": "OBJECT|IDLETIME",
	"ObjectRefCount": "OBJECT|REFCOUNT",
	"RestoreReplace": "RESTORE",
	"ScanType":       "SCAN",
	"SortInterfaces": "SORT",
	"SortRO":         "SORT_RO",
	"SortStore":      "SORT",

	// hashes
	"HExpireAtWithArgs":    "HEXPIREAT",
	"HExpireWithArgs":      "HEXPIRE",
	"HPExpireAtWithArgs":   "HPEXPIREAT",
	"HPExpireWithArgs":     "HPEXPIRE",
	"HRandFieldWithValues": "HRANDFIELD",
	"HScanNoValues":        "HSCAN",

	// lists
	"LInsertAfter":  "LINSERT",
	"LInsertBefore": "LINSERT",
	"LPopCount":     "LPOP",
	"LPosCount":     "LPOS",
	"RPopCount":     "RPOP",

	// sets
	"SMembersMap":  "SMEMBERS",
	"SPopN":        "SPOP",
	"SRandMemberN": "SRANDMEMBER",

	// sorted sets
	"ZAddArgs":                   "ZADD",
	"ZAddArgsIncr":               "ZADD",
	"ZAddCh":                     "ZADD",
	"ZAddGT":                     "ZADD",
	"ZAddLT":                     "ZADD",
	"ZAddNX":                     "ZADD",
	"ZAddNXCh":                   "ZADD",
	"ZAddXX":                     "ZADD",
	"ZAddXXCh":                   "ZADD",
	"ZDiffWithScores":            "ZDIFF",
	"ZIncr":                      "ZADD",
	"ZIncrNX":                    "ZADD",
	"ZIncrXX":                    "ZADD",
	"ZInterWithScores":           "ZINTER",
	"ZRandMemberWithScores":      "ZRANDMEMBER",
	"ZRangeArgs":                 "ZRANGE",
	"ZRangeArgsWithScores":       "ZRANGE",
	"ZRangeByScoreWithScores":    "ZRANGEBYSCORE",
	"ZRangeWithScores":           "ZRANGE",
	"ZRankWithScore":             "ZRANK",
	"ZRevRangeByScoreWithScores": "ZREVRANGEBYSCORE",
	"ZRevRangeWithScores":        "ZREVRANGE",
	"ZRevRankWithScore":          "ZREVRANK",
	"ZUnionWithScores":           "ZUNION",

	// streams
	"XAutoClaimJustID":     "XAUTOCLAIM",
	"XClaimJustID":         "XCLAIM",
	"XGroupCreate":         "XGROUP|CREATE",
	"XGroupCreateConsumer": "XGROUP|CREATECONSUMER",
	"XGroupCreateMkStream": "XGROUP|CREATE",
	"XGroupDelConsumer":    "XGROUP|DELCONSUMER",
	"XGroupDestroy":        "XGROUP|DESTROY",
	"XGroupSetID":          "XGROUP|SETID",
	"XInfoConsumers":       "XINFO|CONSUMERS",
	"XInfoGroups":          "XINFO|GROUPS",
	"XInfoStream":          "XINFO|STREAM",
	"XInfoStreamFull":      "XINFO|STREAM",
	"XPendingExt":          "XPENDING",
	"XRangeN":              "XRANGE",
	"XReadStreams":         "XREAD",
	"XRevRangeN":           "XREVRANGE",
	"XTrimApprox":          "XTRIM",
	"XTrimMaxLen":          "XTRIM",
	"XTrimMaxLenApprox":    "XTRIM",
	"XTrimMinID":           "XTRIM",
	"XTrimMinIDApprox":     "XTRIM",

	// geo: GeoRadius and GeoRadiusByMember send the _RO variants from v7 on;
	// v6 sends the plain commands, which take STORE
	"GeoRadius":              "GEORADIUS_RO",
	"GeoRadiusByMember":      "GEORADIUSBYMEMBER_RO",
	"GeoRadiusByMemberRO":    "GEORADIUSBYMEMBER_RO",
	"GeoRadiusByMemberStore": "GEORADIUSBYMEMBER",
	"GeoRadiusRO":            "GEORADIUS_RO",
	"GeoRadiusStore":         "GEORADIUS",
	"GeoSearchLocation":      "GEOSEARCH",

	// scripts and functions
	"EvalRO":              "EVAL_RO",
	"EvalShaRO":           "EVALSHA_RO",
	"FCallRO":             "FCALL_RO",
	"FCallRo":             "FCALL_RO",
	"FunctionDelete":      "FUNCTION|DELETE",
	"FunctionDump":        "FUNCTION|DUMP",
	"FunctionFlush":       "FUNCTION|FLUSH",
	"FunctionFlushAsync":  "FUNCTION|FLUSH",
	"FunctionKill":        "FUNCTION|KILL",
	"FunctionList":        "FUNCTION|LIST",
	"FunctionLoad":        "FUNCTION|LOAD",
	"FunctionLoadReplace": "FUNCTION|LOAD",
	"FunctionRestore":     "FUNCTION|RESTORE",
	"FunctionStats":       "FUNCTION|STATS",
	"Run":                 "EVALSHA", // Script.Run; EVAL follows when the script is not loaded
	"RunRO":               "EVALSHA_RO",
	"ScriptExists":        "SCRIPT|EXISTS",
	"ScriptFlush":         "SCRIPT|FLUSH",
	"ScriptKill":          "SCRIPT|KILL",
	"ScriptLoad":          "SCRIPT|LOAD",

	// server, connection and cluster
	"ACLDryRun":                  "ACL|DRYRUN",
	"ACLLog":                     "ACL|LOG",
	"ACLLogReset":                "ACL|LOG",
	"AuthACL":                    "AUTH",
	"ClientGetName":              "CLIENT|GETNAME",
	"ClientID":                   "CLIENT|ID",
	"ClientInfo":                 "CLIENT|INFO",
	"ClientKill":                 "CLIENT|KILL",
	"ClientKillByFilter":         "CLIENT|KILL",
	"ClientList":                 "CLIENT|LIST",
	"ClientSetInfo":              "CLIENT|SETINFO", // source read: it refuses marker arguments
	"ClientPause":                "CLIENT|PAUSE",
	"ClientSetName":              "CLIENT|SETNAME",
	"ClientUnblock":              "CLIENT|UNBLOCK",
	"ClientUnblockWithError":     "CLIENT|UNBLOCK",
	"ClientUnpause":              "CLIENT|UNPAUSE",
	"ClusterAddSlots":            "CLUSTER|ADDSLOTS",
	"ClusterAddSlotsRange":       "CLUSTER|ADDSLOTS",
	"ClusterCountFailureReports": "CLUSTER|COUNT-FAILURE-REPORTS",
	"ClusterCountKeysInSlot":     "CLUSTER|COUNTKEYSINSLOT",
	"ClusterDelSlots":            "CLUSTER|DELSLOTS",
	"ClusterDelSlotsRange":       "CLUSTER|DELSLOTS",
	"ClusterFailover":            "CLUSTER|FAILOVER",
	"ClusterForget":              "CLUSTER|FORGET",
	"ClusterGetKeysInSlot":       "CLUSTER|GETKEYSINSLOT",
	"ClusterInfo":                "CLUSTER|INFO",
	"ClusterKeySlot":             "CLUSTER|KEYSLOT",
	"ClusterLinks":               "CLUSTER|LINKS",
	"ClusterMeet":                "CLUSTER|MEET",
	"ClusterMyShardID":           "CLUSTER|MYSHARDID",
	"ClusterNodes":               "CLUSTER|NODES",
	"ClusterReplicate":           "CLUSTER|REPLICATE",
	"ClusterResetHard":           "CLUSTER|RESET",
	"ClusterResetSoft":           "CLUSTER|RESET",
	"ClusterSaveConfig":          "CLUSTER|SAVECONFIG",
	"ClusterShards":              "CLUSTER|SHARDS",
	"ClusterSlaves":              "CLUSTER|SLAVES",
	"ClusterSlots":               "CLUSTER|SLOTS",
	"CommandGetKeys":             "COMMAND|GETKEYS",
	"CommandGetKeysAndFlags":     "COMMAND|GETKEYSANDFLAGS",
	"CommandList":                "COMMAND|LIST",
	"ConfigGet":                  "CONFIG|GET",
	"ConfigResetStat":            "CONFIG|RESETSTAT",
	"ConfigRewrite":              "CONFIG|REWRITE",
	"ConfigSet":                  "CONFIG|SET",
	"FlushAllAsync":              "FLUSHALL",
	"FlushDBAsync":               "FLUSHDB",
	"InfoMap":                    "INFO",
	"ModuleLoadex":               "MODULE|LOADEX",
	"PubSubChannels":             "PUBSUB|CHANNELS",
	"PubSubNumPat":               "PUBSUB|NUMPAT",
	"PubSubNumSub":               "PUBSUB|NUMSUB",
	"PubSubShardChannels":        "PUBSUB|SHARDCHANNELS",
	"PubSubShardNumSub":          "PUBSUB|SHARDNUMSUB",
	"ShutdownNoSave":             "SHUTDOWN",
	"ShutdownSave":               "SHUTDOWN",
	"SlowLogGet":                 "SLOWLOG|GET",

	// RedisBloom
	"BFAdd":                        "BF.ADD",
	"BFCard":                       "BF.CARD",
	"BFExists":                     "BF.EXISTS",
	"BFInfo":                       "BF.INFO",
	"BFInfoArg":                    "BF.INFO",
	"BFInfoCapacity":               "BF.INFO",
	"BFInfoExpansion":              "BF.INFO",
	"BFInfoFilters":                "BF.INFO",
	"BFInfoItems":                  "BF.INFO",
	"BFInfoSize":                   "BF.INFO",
	"BFInsert":                     "BF.INSERT",
	"BFLoadChunk":                  "BF.LOADCHUNK",
	"BFMAdd":                       "BF.MADD",
	"BFMExists":                    "BF.MEXISTS",
	"BFReserve":                    "BF.RESERVE",
	"BFReserveExpansion":           "BF.RESERVE",
	"BFReserveNonScaling":          "BF.RESERVE",
	"BFReserveWithArgs":            "BF.RESERVE",
	"BFScanDump":                   "BF.SCANDUMP",
	"CFAdd":                        "CF.ADD",
	"CFAddNX":                      "CF.ADDNX",
	"CFCount":                      "CF.COUNT",
	"CFDel":                        "CF.DEL",
	"CFExists":                     "CF.EXISTS",
	"CFInfo":                       "CF.INFO",
	"CFInsert":                     "CF.INSERT",
	"CFInsertNX":                   "CF.INSERTNX",
	"CFLoadChunk":                  "CF.LOADCHUNK",
	"CFMExists":                    "CF.MEXISTS",
	"CFReserve":                    "CF.RESERVE",
	"CFReserveBucketSize":          "CF.RESERVE",
	"CFReserveExpansion":           "CF.RESERVE",
	"CFReserveMaxIterations":       "CF.RESERVE",
	"CFReserveWithArgs":            "CF.RESERVE",
	"CFScanDump":                   "CF.SCANDUMP",
	"CMSIncrBy":                    "CMS.INCRBY",
	"CMSInfo":                      "CMS.INFO",
	"CMSInitByDim":                 "CMS.INITBYDIM",
	"CMSInitByProb":                "CMS.INITBYPROB",
	"CMSMerge":                     "CMS.MERGE",
	"CMSMergeWithWeight":           "CMS.MERGE",
	"CMSQuery":                     "CMS.QUERY",
	"TDigestAdd":                   "TDIGEST.ADD",
	"TDigestByRank":                "TDIGEST.BYRANK",
	"TDigestByRevRank":             "TDIGEST.BYREVRANK",
	"TDigestCDF":                   "TDIGEST.CDF",
	"TDigestCreate":                "TDIGEST.CREATE",
	"TDigestCreateWithCompression": "TDIGEST.CREATE",
	"TDigestInfo":                  "TDIGEST.INFO",
	"TDigestMax":                   "TDIGEST.MAX",
	"TDigestMerge":                 "TDIGEST.MERGE",
	"TDigestMin":                   "TDIGEST.MIN",
	"TDigestQuantile":              "TDIGEST.QUANTILE",
	"TDigestRank":                  "TDIGEST.RANK",
	"TDigestReset":                 "TDIGEST.RESET",
	"TDigestRevRank":               "TDIGEST.REVRANK",
	"TDigestTrimmedMean":           "TDIGEST.TRIMMED_MEAN",
	"TopKAdd":                      "TOPK.ADD",
	"TopKCount":                    "TOPK.COUNT",
	"TopKIncrBy":                   "TOPK.INCRBY",
	"TopKInfo":                     "TOPK.INFO",
	"TopKList":                     "TOPK.LIST",
	"TopKListWithCount":            "TOPK.LIST",
	"TopKQuery":                    "TOPK.QUERY",
	"TopKReserve":                  "TOPK.RESERVE",
	"TopKReserveWithOptions":       "TOPK.RESERVE",

	// RedisTimeSeries
	"TSAdd":                "TS.ADD",
	"TSAddWithArgs":        "TS.ADD",
	"TSAlter":              "TS.ALTER",
	"TSCreate":             "TS.CREATE",
	"TSCreateRule":         "TS.CREATERULE",
	"TSCreateRuleWithArgs": "TS.CREATERULE",
	"TSCreateWithArgs":     "TS.CREATE",
	"TSDecrBy":             "TS.DECRBY",
	"TSDecrByWithArgs":     "TS.DECRBY",
	"TSDel":                "TS.DEL",
	"TSDeleteRule":         "TS.DELETERULE",
	"TSGet":                "TS.GET",
	"TSGetWithArgs":        "TS.GET",
	"TSIncrBy":             "TS.INCRBY",
	"TSIncrByWithArgs":     "TS.INCRBY",
	"TSInfo":               "TS.INFO",
	"TSInfoWithArgs":       "TS.INFO",
	"TSMAdd":               "TS.MADD",
	"TSMGet":               "TS.MGET",
	"TSMGetWithArgs":       "TS.MGET",
	"TSMRange":             "TS.MRANGE",
	"TSMRangeWithArgs":     "TS.MRANGE",
	"TSMRevRange":          "TS.MREVRANGE",
	"TSMRevRangeWithArgs":  "TS.MREVRANGE",
	"TSQueryIndex":         "TS.QUERYINDEX",
	"TSRange":              "TS.RANGE",
	"TSRangeWithArgs":      "TS.RANGE",
	"TSRevRange":           "TS.REVRANGE",
	"TSRevRangeWithArgs":   "TS.REVRANGE",

	// RediSearch
	"FTAggregate":          "FT.AGGREGATE",
	"FTAggregateWithArgs":  "FT.AGGREGATE",
	"FTAliasAdd":           "FT.ALIASADD",
	"FTAliasDel":           "FT.ALIASDEL",
	"FTAliasUpdate":        "FT.ALIASUPDATE",
	"FTAlter":              "FT.ALTER",
	"FTConfigGet":          "FT.CONFIG",
	"FTConfigSet":          "FT.CONFIG",
	"FTCreate":             "FT.CREATE", // source read: it refuses marker arguments
	"FTCursorDel":          "FT.CURSOR",
	"FTCursorRead":         "FT.CURSOR",
	"FTDictAdd":            "FT.DICTADD",
	"FTDictDel":            "FT.DICTDEL",
	"FTDictDump":           "FT.DICTDUMP",
	"FTDropIndex":          "FT.DROPINDEX",
	"FTDropIndexWithArgs":  "FT.DROPINDEX",
	"FTExplain":            "FT.EXPLAIN",
	"FTExplainWithArgs":    "FT.EXPLAIN",
	"FTInfo":               "FT.INFO",
	"FTSearch":             "FT.SEARCH",
	"FTSearchWithArgs":     "FT.SEARCH",
	"FTSpellCheck":         "FT.SPELLCHECK",
	"FTSpellCheckWithArgs": "FT.SPELLCHECK",
	"FTSynDump":            "FT.SYNDUMP",
	"FTSynUpdate":          "FT.SYNUPDATE",
	"FTSynUpdateWithArgs":  "FT.SYNUPDATE",
	"FTTagVals":            "FT.TAGVALS",
	"FT_List":              "FT._LIST",

	// RedisJSON
	"JSONArrAppend":        "JSON.ARRAPPEND",
	"JSONArrIndex":         "JSON.ARRINDEX",
	"JSONArrIndexWithArgs": "JSON.ARRINDEX",
	"JSONArrInsert":        "JSON.ARRINSERT",
	"JSONArrLen":           "JSON.ARRLEN",
	"JSONArrPop":           "JSON.ARRPOP",
	"JSONArrTrim":          "JSON.ARRTRIM",
	"JSONArrTrimWithArgs":  "JSON.ARRTRIM",
	"JSONClear":            "JSON.CLEAR",
	"JSONDel":              "JSON.DEL",
	"JSONForget":           "JSON.FORGET",
	"JSONGet":              "JSON.GET",
	"JSONGetWithArgs":      "JSON.GET",
	"JSONMGet":             "JSON.MGET",
	"JSONMSet":             "JSON.MSET",
	"JSONMSetArgs":         "JSON.MSET",
	"JSONMerge":            "JSON.MERGE",
	"JSONNumIncrBy":        "JSON.NUMINCRBY",
	"JSONObjKeys":          "JSON.OBJKEYS",
	"JSONObjLen":           "JSON.OBJLEN",
	"JSONSet":              "JSON.SET",
	"JSONSetMode":          "JSON.SET", // source read: it refuses marker arguments
	"JSONStrAppend":        "JSON.STRAPPEND",
	"JSONStrLen":           "JSON.STRLEN",
	"JSONToggle":           "JSON.TOGGLE",
	"JSONType":             "JSON.TYPE",

	// RedisGears
	"TFCallASYNCArgs":   "TFCALLASYNC",
	"TFCallArgs":        "TFCALL",
	"TFunctionDelete":   "TFUNCTION",
	"TFunctionList":     "TFUNCTION",
	"TFunctionListArgs": "TFUNCTION",
	"TFunctionLoad":     "TFUNCTION",
	"TFunctionLoadArgs": "TFUNCTION",
}

// goredisCommand returns the Redis command that the go-redis method sends,
// upper case; most methods are named after their command.
func goredisCommand(method string) string {
	if cmd, ok := goredisCommands[method]; ok {
		return cmd
	}
	return strings.ToUpper(method)
}
