// Package cmds is a declarations-only stub of github.com/redis/rueidis/internal/cmds v1.0.79 for analysistest.
package cmds

import (
	"time"
)

type Arbitrary Completed

func (c Arbitrary) Args(args ...string) Arbitrary { panic("stub") }

func (c Arbitrary) Blocking() Completed { panic("stub") }

func (c Arbitrary) Build() Completed { panic("stub") }

func (c Arbitrary) IsZero() bool { panic("stub") }

func (c Arbitrary) Keys(keys ...string) Arbitrary { panic("stub") }

func (c Arbitrary) MultiGet() Completed { panic("stub") }

func (c Arbitrary) ReadOnly() Completed { panic("stub") }

type Bitop Incomplete

func (c Bitop) And() BitopOperationAnd { panic("stub") }

func (c Bitop) Andor() BitopOperationAndor { panic("stub") }

func (c Bitop) Diff() BitopOperationDiff { panic("stub") }

func (c Bitop) Diff1() BitopOperationDiff1 { panic("stub") }

func (c Bitop) Not() BitopOperationNot { panic("stub") }

func (c Bitop) One() BitopOperationOne { panic("stub") }

func (c Bitop) Or() BitopOperationOr { panic("stub") }

func (c Bitop) Xor() BitopOperationXor { panic("stub") }

type BitopDestkey Incomplete

func (c BitopDestkey) Key(key ...string) BitopKey { panic("stub") }

type BitopKey Incomplete

func (c BitopKey) Build() Completed { panic("stub") }

func (c BitopKey) Key(key ...string) BitopKey { panic("stub") }

type BitopOperationAnd Incomplete

func (c BitopOperationAnd) Destkey(destkey string) BitopDestkey { panic("stub") }

type BitopOperationAndor Incomplete

func (c BitopOperationAndor) Destkey(destkey string) BitopDestkey { panic("stub") }

type BitopOperationDiff Incomplete

func (c BitopOperationDiff) Destkey(destkey string) BitopDestkey { panic("stub") }

type BitopOperationDiff1 Incomplete

func (c BitopOperationDiff1) Destkey(destkey string) BitopDestkey { panic("stub") }

type BitopOperationNot Incomplete

func (c BitopOperationNot) Destkey(destkey string) BitopDestkey { panic("stub") }

type BitopOperationOne Incomplete

func (c BitopOperationOne) Destkey(destkey string) BitopDestkey { panic("stub") }

type BitopOperationOr Incomplete

func (c BitopOperationOr) Destkey(destkey string) BitopDestkey { panic("stub") }

type BitopOperationXor Incomplete

func (c BitopOperationXor) Destkey(destkey string) BitopDestkey { panic("stub") }

type Blmove Incomplete

func (c Blmove) Source(source string) BlmoveSource { panic("stub") }

type BlmoveDestination Incomplete

func (c BlmoveDestination) Left() BlmoveWherefromLeft { panic("stub") }

func (c BlmoveDestination) Right() BlmoveWherefromRight { panic("stub") }

type BlmoveSource Incomplete

func (c BlmoveSource) Destination(destination string) BlmoveDestination { panic("stub") }

type BlmoveTimeout Incomplete

func (c BlmoveTimeout) Build() Completed { panic("stub") }

type BlmoveWherefromLeft Incomplete

func (c BlmoveWherefromLeft) Left() BlmoveWheretoLeft { panic("stub") }

func (c BlmoveWherefromLeft) Right() BlmoveWheretoRight { panic("stub") }

type BlmoveWherefromRight Incomplete

func (c BlmoveWherefromRight) Left() BlmoveWheretoLeft { panic("stub") }

func (c BlmoveWherefromRight) Right() BlmoveWheretoRight { panic("stub") }

type BlmoveWheretoLeft Incomplete

func (c BlmoveWheretoLeft) Timeout(timeout float64) BlmoveTimeout { panic("stub") }

type BlmoveWheretoRight Incomplete

func (c BlmoveWheretoRight) Timeout(timeout float64) BlmoveTimeout { panic("stub") }

type Blpop Incomplete

func (c Blpop) Key(key ...string) BlpopKey { panic("stub") }

type BlpopKey Incomplete

func (c BlpopKey) Key(key ...string) BlpopKey { panic("stub") }

func (c BlpopKey) Timeout(timeout float64) BlpopTimeout { panic("stub") }

type BlpopTimeout Incomplete

func (c BlpopTimeout) Build() Completed { panic("stub") }

type Builder struct{}

func (b Builder) Arbitrary(token ...string) (c Arbitrary) { panic("stub") }

func (b Builder) Bitop() (c Bitop) { panic("stub") }

func (b Builder) Blmove() (c Blmove) { panic("stub") }

func (b Builder) Blpop() (c Blpop) { panic("stub") }

func (b Builder) Copy() (c Copy) { panic("stub") }

func (b Builder) Del() (c Del) { panic("stub") }

func (b Builder) Eval() (c Eval) { panic("stub") }

func (b Builder) EvalRo() (c EvalRo) { panic("stub") }

func (b Builder) Evalsha() (c Evalsha) { panic("stub") }

func (b Builder) EvalshaRo() (c EvalshaRo) { panic("stub") }

func (b Builder) Exec() (c Exec) { panic("stub") }

func (b Builder) Exists() (c Exists) { panic("stub") }

func (b Builder) Expire() (c Expire) { panic("stub") }

func (b Builder) Fcall() (c Fcall) { panic("stub") }

func (b Builder) FcallRo() (c FcallRo) { panic("stub") }

func (b Builder) Flushall() (c Flushall) { panic("stub") }

func (b Builder) Flushdb() (c Flushdb) { panic("stub") }

func (b Builder) Geosearchstore() (c Geosearchstore) { panic("stub") }

func (b Builder) Get() (c Get) { panic("stub") }

func (b Builder) Getdel() (c Getdel) { panic("stub") }

func (b Builder) Hdel() (c Hdel) { panic("stub") }

func (b Builder) Hget() (c Hget) { panic("stub") }

func (b Builder) Hgetall() (c Hgetall) { panic("stub") }

func (b Builder) Hscan() (c Hscan) { panic("stub") }

func (b Builder) Hset() (c Hset) { panic("stub") }

func (b Builder) Incr() (c Incr) { panic("stub") }

func (b Builder) Keys() (c Keys) { panic("stub") }

func (b Builder) Lmove() (c Lmove) { panic("stub") }

func (b Builder) Lmpop() (c Lmpop) { panic("stub") }

func (b Builder) Lpush() (c Lpush) { panic("stub") }

func (b Builder) Lrange() (c Lrange) { panic("stub") }

func (b Builder) Mget() (c Mget) { panic("stub") }

func (b Builder) Mset() (c Mset) { panic("stub") }

func (b Builder) Msetnx() (c Msetnx) { panic("stub") }

func (b Builder) Multi() (c Multi) { panic("stub") }

func (b Builder) Pexpire() (c Pexpire) { panic("stub") }

func (b Builder) Pfadd() (c Pfadd) { panic("stub") }

func (b Builder) Pfmerge() (c Pfmerge) { panic("stub") }

func (b Builder) Publish() (c Publish) { panic("stub") }

func (b Builder) Rename() (c Rename) { panic("stub") }

func (b Builder) Renamenx() (c Renamenx) { panic("stub") }

func (b Builder) Rpoplpush() (c Rpoplpush) { panic("stub") }

func (b Builder) Rpush() (c Rpush) { panic("stub") }

func (b Builder) Sadd() (c Sadd) { panic("stub") }

func (b Builder) Scan() (c Scan) { panic("stub") }

func (b Builder) Set() (c Set) { panic("stub") }

func (b Builder) Setex() (c Setex) { panic("stub") }

func (b Builder) Setnx() (c Setnx) { panic("stub") }

func (b Builder) Sintercard() (c Sintercard) { panic("stub") }

func (b Builder) Sinterstore() (c Sinterstore) { panic("stub") }

func (b Builder) Smembers() (c Smembers) { panic("stub") }

func (b Builder) Smove() (c Smove) { panic("stub") }

func (b Builder) Sort() (c Sort) { panic("stub") }

func (b Builder) SortRo() (c SortRo) { panic("stub") }

func (b Builder) Spublish() (c Spublish) { panic("stub") }

func (b Builder) Sscan() (c Sscan) { panic("stub") }

func (b Builder) Subscribe() (c Subscribe) { panic("stub") }

func (b Builder) Touch() (c Touch) { panic("stub") }

func (b Builder) Ttl() (c Ttl) { panic("stub") }

func (b Builder) Unlink() (c Unlink) { panic("stub") }

func (b Builder) Watch() (c Watch) { panic("stub") }

func (b Builder) Xadd() (c Xadd) { panic("stub") }

func (b Builder) Xdel() (c Xdel) { panic("stub") }

func (b Builder) Xlen() (c Xlen) { panic("stub") }

func (b Builder) Xread() (c Xread) { panic("stub") }

func (b Builder) Xreadgroup() (c Xreadgroup) { panic("stub") }

func (b Builder) Zadd() (c Zadd) { panic("stub") }

func (b Builder) Zinterstore() (c Zinterstore) { panic("stub") }

func (b Builder) Zrange() (c Zrange) { panic("stub") }

func (b Builder) Zrangestore() (c Zrangestore) { panic("stub") }

func (b Builder) Zscan() (c Zscan) { panic("stub") }

func (b Builder) Zunionstore() (c Zunionstore) { panic("stub") }

type Cacheable Completed

func (c *Cacheable) Commands() []string { panic("stub") }

func (c *Cacheable) IsMGet() bool { panic("stub") }

func (c Cacheable) Pin() Cacheable { panic("stub") }

func (c *Cacheable) Slot() uint16 { panic("stub") }

func (c Cacheable) ToStaticTTL() Cacheable { panic("stub") }

type Completed struct{}

func (c *Completed) Commands() []string { panic("stub") }

func (c *Completed) IsBlock() bool { panic("stub") }

func (c *Completed) IsEmpty() bool { panic("stub") }

func (c *Completed) IsOptIn() bool { panic("stub") }

func (c *Completed) IsPipe() bool { panic("stub") }

func (c *Completed) IsReadOnly() bool { panic("stub") }

func (c *Completed) IsRetryable() bool { panic("stub") }

func (c *Completed) IsUnblockOnCancel() bool { panic("stub") }

func (c *Completed) IsUnsub() bool { panic("stub") }

func (c *Completed) IsWrite() bool { panic("stub") }

func (c *Completed) NoReply() bool { panic("stub") }

func (c Completed) Pin() Completed { panic("stub") }

func (c Completed) SetSlot(key string) Completed { panic("stub") }

func (c *Completed) Slot() uint16 { panic("stub") }

func (c Completed) ToPipe() Completed { panic("stub") }

func (c Completed) ToRetryable() Completed { panic("stub") }

func (c Completed) UnblockOnCancel() Completed { panic("stub") }

type Copy Incomplete

func (c Copy) Source(source string) CopySource { panic("stub") }

type CopyDb Incomplete

func (c CopyDb) Build() Completed { panic("stub") }

func (c CopyDb) Replace() CopyReplace { panic("stub") }

type CopyDestination Incomplete

func (c CopyDestination) Build() Completed { panic("stub") }

func (c CopyDestination) Db(destinationDb int64) CopyDb { panic("stub") }

func (c CopyDestination) Replace() CopyReplace { panic("stub") }

type CopyReplace Incomplete

func (c CopyReplace) Build() Completed { panic("stub") }

type CopySource Incomplete

func (c CopySource) Destination(destination string) CopyDestination { panic("stub") }

type Del Incomplete

func (c Del) Key(key ...string) DelKey { panic("stub") }

type DelKey Incomplete

func (c DelKey) Build() Completed { panic("stub") }

func (c DelKey) Key(key ...string) DelKey { panic("stub") }

type Eval Incomplete

func (c Eval) Script(script string) EvalScript { panic("stub") }

type EvalArg Incomplete

func (c EvalArg) Arg(arg ...string) EvalArg { panic("stub") }

func (c EvalArg) Build() Completed { panic("stub") }

type EvalKey Incomplete

func (c EvalKey) Arg(arg ...string) EvalArg { panic("stub") }

func (c EvalKey) Build() Completed { panic("stub") }

func (c EvalKey) Key(key ...string) EvalKey { panic("stub") }

type EvalNumkeys Incomplete

func (c EvalNumkeys) Arg(arg ...string) EvalArg { panic("stub") }

func (c EvalNumkeys) Build() Completed { panic("stub") }

func (c EvalNumkeys) Key(key ...string) EvalKey { panic("stub") }

type EvalRo Incomplete

func (c EvalRo) Script(script string) EvalRoScript { panic("stub") }

type EvalRoArg Incomplete

func (c EvalRoArg) Arg(arg ...string) EvalRoArg { panic("stub") }

func (c EvalRoArg) Build() Completed { panic("stub") }

func (c EvalRoArg) Cache() Cacheable { panic("stub") }

type EvalRoKey Incomplete

func (c EvalRoKey) Arg(arg ...string) EvalRoArg { panic("stub") }

func (c EvalRoKey) Build() Completed { panic("stub") }

func (c EvalRoKey) Cache() Cacheable { panic("stub") }

func (c EvalRoKey) Key(key ...string) EvalRoKey { panic("stub") }

type EvalRoNumkeys Incomplete

func (c EvalRoNumkeys) Arg(arg ...string) EvalRoArg { panic("stub") }

func (c EvalRoNumkeys) Build() Completed { panic("stub") }

func (c EvalRoNumkeys) Cache() Cacheable { panic("stub") }

func (c EvalRoNumkeys) Key(key ...string) EvalRoKey { panic("stub") }

type EvalRoScript Incomplete

func (c EvalRoScript) Numkeys(numkeys int64) EvalRoNumkeys { panic("stub") }

type EvalScript Incomplete

func (c EvalScript) Numkeys(numkeys int64) EvalNumkeys { panic("stub") }

type Evalsha Incomplete

func (c Evalsha) Sha1(sha1 string) EvalshaSha1 { panic("stub") }

type EvalshaArg Incomplete

func (c EvalshaArg) Arg(arg ...string) EvalshaArg { panic("stub") }

func (c EvalshaArg) Build() Completed { panic("stub") }

type EvalshaKey Incomplete

func (c EvalshaKey) Arg(arg ...string) EvalshaArg { panic("stub") }

func (c EvalshaKey) Build() Completed { panic("stub") }

func (c EvalshaKey) Key(key ...string) EvalshaKey { panic("stub") }

type EvalshaNumkeys Incomplete

func (c EvalshaNumkeys) Arg(arg ...string) EvalshaArg { panic("stub") }

func (c EvalshaNumkeys) Build() Completed { panic("stub") }

func (c EvalshaNumkeys) Key(key ...string) EvalshaKey { panic("stub") }

type EvalshaRo Incomplete

func (c EvalshaRo) Sha1(sha1 string) EvalshaRoSha1 { panic("stub") }

type EvalshaRoArg Incomplete

func (c EvalshaRoArg) Arg(arg ...string) EvalshaRoArg { panic("stub") }

func (c EvalshaRoArg) Build() Completed { panic("stub") }

func (c EvalshaRoArg) Cache() Cacheable { panic("stub") }

type EvalshaRoKey Incomplete

func (c EvalshaRoKey) Arg(arg ...string) EvalshaRoArg { panic("stub") }

func (c EvalshaRoKey) Build() Completed { panic("stub") }

func (c EvalshaRoKey) Cache() Cacheable { panic("stub") }

func (c EvalshaRoKey) Key(key ...string) EvalshaRoKey { panic("stub") }

type EvalshaRoNumkeys Incomplete

func (c EvalshaRoNumkeys) Arg(arg ...string) EvalshaRoArg { panic("stub") }

func (c EvalshaRoNumkeys) Build() Completed { panic("stub") }

func (c EvalshaRoNumkeys) Cache() Cacheable { panic("stub") }

func (c EvalshaRoNumkeys) Key(key ...string) EvalshaRoKey { panic("stub") }

type EvalshaRoSha1 Incomplete

func (c EvalshaRoSha1) Numkeys(numkeys int64) EvalshaRoNumkeys { panic("stub") }

type EvalshaSha1 Incomplete

func (c EvalshaSha1) Numkeys(numkeys int64) EvalshaNumkeys { panic("stub") }

type Exec Incomplete

func (c Exec) Build() Completed { panic("stub") }

type Exists Incomplete

func (c Exists) Key(key ...string) ExistsKey { panic("stub") }

type ExistsKey Incomplete

func (c ExistsKey) Build() Completed { panic("stub") }

func (c ExistsKey) Key(key ...string) ExistsKey { panic("stub") }

type Expire Incomplete

func (c Expire) Key(key string) ExpireKey { panic("stub") }

type ExpireConditionGt Incomplete

func (c ExpireConditionGt) Build() Completed { panic("stub") }

type ExpireConditionLt Incomplete

func (c ExpireConditionLt) Build() Completed { panic("stub") }

type ExpireConditionNx Incomplete

func (c ExpireConditionNx) Build() Completed { panic("stub") }

type ExpireConditionXx Incomplete

func (c ExpireConditionXx) Build() Completed { panic("stub") }

type ExpireKey Incomplete

func (c ExpireKey) Seconds(seconds int64) ExpireSeconds { panic("stub") }

type ExpireSeconds Incomplete

func (c ExpireSeconds) Build() Completed { panic("stub") }

func (c ExpireSeconds) Gt() ExpireConditionGt { panic("stub") }

func (c ExpireSeconds) Lt() ExpireConditionLt { panic("stub") }

func (c ExpireSeconds) Nx() ExpireConditionNx { panic("stub") }

func (c ExpireSeconds) Xx() ExpireConditionXx { panic("stub") }

type Fcall Incomplete

func (c Fcall) Function(function string) FcallFunction { panic("stub") }

type FcallArg Incomplete

func (c FcallArg) Arg(arg ...string) FcallArg { panic("stub") }

func (c FcallArg) Build() Completed { panic("stub") }

type FcallFunction Incomplete

func (c FcallFunction) Numkeys(numkeys int64) FcallNumkeys { panic("stub") }

type FcallKey Incomplete

func (c FcallKey) Arg(arg ...string) FcallArg { panic("stub") }

func (c FcallKey) Build() Completed { panic("stub") }

func (c FcallKey) Key(key ...string) FcallKey { panic("stub") }

type FcallNumkeys Incomplete

func (c FcallNumkeys) Arg(arg ...string) FcallArg { panic("stub") }

func (c FcallNumkeys) Build() Completed { panic("stub") }

func (c FcallNumkeys) Key(key ...string) FcallKey { panic("stub") }

type FcallRo Incomplete

func (c FcallRo) Function(function string) FcallRoFunction { panic("stub") }

type FcallRoArg Incomplete

func (c FcallRoArg) Arg(arg ...string) FcallRoArg { panic("stub") }

func (c FcallRoArg) Build() Completed { panic("stub") }

func (c FcallRoArg) Cache() Cacheable { panic("stub") }

type FcallRoFunction Incomplete

func (c FcallRoFunction) Numkeys(numkeys int64) FcallRoNumkeys { panic("stub") }

type FcallRoKey Incomplete

func (c FcallRoKey) Arg(arg ...string) FcallRoArg { panic("stub") }

func (c FcallRoKey) Build() Completed { panic("stub") }

func (c FcallRoKey) Cache() Cacheable { panic("stub") }

func (c FcallRoKey) Key(key ...string) FcallRoKey { panic("stub") }

type FcallRoNumkeys Incomplete

func (c FcallRoNumkeys) Arg(arg ...string) FcallRoArg { panic("stub") }

func (c FcallRoNumkeys) Build() Completed { panic("stub") }

func (c FcallRoNumkeys) Cache() Cacheable { panic("stub") }

func (c FcallRoNumkeys) Key(key ...string) FcallRoKey { panic("stub") }

type Flushall Incomplete

func (c Flushall) Async() FlushallAsync { panic("stub") }

func (c Flushall) Build() Completed { panic("stub") }

func (c Flushall) Sync() FlushallAsyncSync { panic("stub") }

type FlushallAsync Incomplete

func (c FlushallAsync) Build() Completed { panic("stub") }

type FlushallAsyncSync Incomplete

func (c FlushallAsyncSync) Build() Completed { panic("stub") }

type Flushdb Incomplete

func (c Flushdb) Async() FlushdbAsync { panic("stub") }

func (c Flushdb) Build() Completed { panic("stub") }

func (c Flushdb) Sync() FlushdbAsyncSync { panic("stub") }

type FlushdbAsync Incomplete

func (c FlushdbAsync) Build() Completed { panic("stub") }

type FlushdbAsyncSync Incomplete

func (c FlushdbAsyncSync) Build() Completed { panic("stub") }

type Geosearchstore Incomplete

func (c Geosearchstore) Destination(destination string) GeosearchstoreDestination { panic("stub") }

type GeosearchstoreCircleBoxBybox Incomplete

func (c GeosearchstoreCircleBoxBybox) Height(height float64) GeosearchstoreCircleBoxHeight {
	panic("stub")
}

type GeosearchstoreCircleBoxHeight Incomplete

func (c GeosearchstoreCircleBoxHeight) Ft() GeosearchstoreCircleBoxUnitFt { panic("stub") }

func (c GeosearchstoreCircleBoxHeight) Km() GeosearchstoreCircleBoxUnitKm { panic("stub") }

func (c GeosearchstoreCircleBoxHeight) M() GeosearchstoreCircleBoxUnitM { panic("stub") }

func (c GeosearchstoreCircleBoxHeight) Mi() GeosearchstoreCircleBoxUnitMi { panic("stub") }

type GeosearchstoreCircleBoxUnitFt Incomplete

func (c GeosearchstoreCircleBoxUnitFt) Asc() GeosearchstoreOrderAsc { panic("stub") }

func (c GeosearchstoreCircleBoxUnitFt) Build() Completed { panic("stub") }

func (c GeosearchstoreCircleBoxUnitFt) Count(count int64) GeosearchstoreCountCount { panic("stub") }

func (c GeosearchstoreCircleBoxUnitFt) Desc() GeosearchstoreOrderDesc { panic("stub") }

func (c GeosearchstoreCircleBoxUnitFt) NumVertices(numVertices int64) GeosearchstoreCirclePolygonNumVertices {
	panic("stub")
}

func (c GeosearchstoreCircleBoxUnitFt) Storedist() GeosearchstoreStoredist { panic("stub") }

type GeosearchstoreCircleBoxUnitKm Incomplete

func (c GeosearchstoreCircleBoxUnitKm) Asc() GeosearchstoreOrderAsc { panic("stub") }

func (c GeosearchstoreCircleBoxUnitKm) Build() Completed { panic("stub") }

func (c GeosearchstoreCircleBoxUnitKm) Count(count int64) GeosearchstoreCountCount { panic("stub") }

func (c GeosearchstoreCircleBoxUnitKm) Desc() GeosearchstoreOrderDesc { panic("stub") }

func (c GeosearchstoreCircleBoxUnitKm) NumVertices(numVertices int64) GeosearchstoreCirclePolygonNumVertices {
	panic("stub")
}

func (c GeosearchstoreCircleBoxUnitKm) Storedist() GeosearchstoreStoredist { panic("stub") }

type GeosearchstoreCircleBoxUnitM Incomplete

func (c GeosearchstoreCircleBoxUnitM) Asc() GeosearchstoreOrderAsc { panic("stub") }

func (c GeosearchstoreCircleBoxUnitM) Build() Completed { panic("stub") }

func (c GeosearchstoreCircleBoxUnitM) Count(count int64) GeosearchstoreCountCount { panic("stub") }

func (c GeosearchstoreCircleBoxUnitM) Desc() GeosearchstoreOrderDesc { panic("stub") }

func (c GeosearchstoreCircleBoxUnitM) NumVertices(numVertices int64) GeosearchstoreCirclePolygonNumVertices {
	panic("stub")
}

func (c GeosearchstoreCircleBoxUnitM) Storedist() GeosearchstoreStoredist { panic("stub") }

type GeosearchstoreCircleBoxUnitMi Incomplete

func (c GeosearchstoreCircleBoxUnitMi) Asc() GeosearchstoreOrderAsc { panic("stub") }

func (c GeosearchstoreCircleBoxUnitMi) Build() Completed { panic("stub") }

func (c GeosearchstoreCircleBoxUnitMi) Count(count int64) GeosearchstoreCountCount { panic("stub") }

func (c GeosearchstoreCircleBoxUnitMi) Desc() GeosearchstoreOrderDesc { panic("stub") }

func (c GeosearchstoreCircleBoxUnitMi) NumVertices(numVertices int64) GeosearchstoreCirclePolygonNumVertices {
	panic("stub")
}

func (c GeosearchstoreCircleBoxUnitMi) Storedist() GeosearchstoreStoredist { panic("stub") }

type GeosearchstoreCircleCircleByradius Incomplete

func (c GeosearchstoreCircleCircleByradius) Ft() GeosearchstoreCircleCircleUnitFt { panic("stub") }

func (c GeosearchstoreCircleCircleByradius) Km() GeosearchstoreCircleCircleUnitKm { panic("stub") }

func (c GeosearchstoreCircleCircleByradius) M() GeosearchstoreCircleCircleUnitM { panic("stub") }

func (c GeosearchstoreCircleCircleByradius) Mi() GeosearchstoreCircleCircleUnitMi { panic("stub") }

type GeosearchstoreCircleCircleUnitFt Incomplete

func (c GeosearchstoreCircleCircleUnitFt) Asc() GeosearchstoreOrderAsc { panic("stub") }

func (c GeosearchstoreCircleCircleUnitFt) Build() Completed { panic("stub") }

func (c GeosearchstoreCircleCircleUnitFt) Bybox(width float64) GeosearchstoreCircleBoxBybox {
	panic("stub")
}

func (c GeosearchstoreCircleCircleUnitFt) Count(count int64) GeosearchstoreCountCount { panic("stub") }

func (c GeosearchstoreCircleCircleUnitFt) Desc() GeosearchstoreOrderDesc { panic("stub") }

func (c GeosearchstoreCircleCircleUnitFt) NumVertices(numVertices int64) GeosearchstoreCirclePolygonNumVertices {
	panic("stub")
}

func (c GeosearchstoreCircleCircleUnitFt) Storedist() GeosearchstoreStoredist { panic("stub") }

type GeosearchstoreCircleCircleUnitKm Incomplete

func (c GeosearchstoreCircleCircleUnitKm) Asc() GeosearchstoreOrderAsc { panic("stub") }

func (c GeosearchstoreCircleCircleUnitKm) Build() Completed { panic("stub") }

func (c GeosearchstoreCircleCircleUnitKm) Bybox(width float64) GeosearchstoreCircleBoxBybox {
	panic("stub")
}

func (c GeosearchstoreCircleCircleUnitKm) Count(count int64) GeosearchstoreCountCount { panic("stub") }

func (c GeosearchstoreCircleCircleUnitKm) Desc() GeosearchstoreOrderDesc { panic("stub") }

func (c GeosearchstoreCircleCircleUnitKm) NumVertices(numVertices int64) GeosearchstoreCirclePolygonNumVertices {
	panic("stub")
}

func (c GeosearchstoreCircleCircleUnitKm) Storedist() GeosearchstoreStoredist { panic("stub") }

type GeosearchstoreCircleCircleUnitM Incomplete

func (c GeosearchstoreCircleCircleUnitM) Asc() GeosearchstoreOrderAsc { panic("stub") }

func (c GeosearchstoreCircleCircleUnitM) Build() Completed { panic("stub") }

func (c GeosearchstoreCircleCircleUnitM) Bybox(width float64) GeosearchstoreCircleBoxBybox {
	panic("stub")
}

func (c GeosearchstoreCircleCircleUnitM) Count(count int64) GeosearchstoreCountCount { panic("stub") }

func (c GeosearchstoreCircleCircleUnitM) Desc() GeosearchstoreOrderDesc { panic("stub") }

func (c GeosearchstoreCircleCircleUnitM) NumVertices(numVertices int64) GeosearchstoreCirclePolygonNumVertices {
	panic("stub")
}

func (c GeosearchstoreCircleCircleUnitM) Storedist() GeosearchstoreStoredist { panic("stub") }

type GeosearchstoreCircleCircleUnitMi Incomplete

func (c GeosearchstoreCircleCircleUnitMi) Asc() GeosearchstoreOrderAsc { panic("stub") }

func (c GeosearchstoreCircleCircleUnitMi) Build() Completed { panic("stub") }

func (c GeosearchstoreCircleCircleUnitMi) Bybox(width float64) GeosearchstoreCircleBoxBybox {
	panic("stub")
}

func (c GeosearchstoreCircleCircleUnitMi) Count(count int64) GeosearchstoreCountCount { panic("stub") }

func (c GeosearchstoreCircleCircleUnitMi) Desc() GeosearchstoreOrderDesc { panic("stub") }

func (c GeosearchstoreCircleCircleUnitMi) NumVertices(numVertices int64) GeosearchstoreCirclePolygonNumVertices {
	panic("stub")
}

func (c GeosearchstoreCircleCircleUnitMi) Storedist() GeosearchstoreStoredist { panic("stub") }

type GeosearchstoreCirclePolygonNumVertices Incomplete

func (c GeosearchstoreCirclePolygonNumVertices) Longitude(longitude float64) GeosearchstoreCirclePolygonVerticesLongitude {
	panic("stub")
}

type GeosearchstoreCirclePolygonVerticesLatitude Incomplete

func (c GeosearchstoreCirclePolygonVerticesLatitude) Asc() GeosearchstoreOrderAsc { panic("stub") }

func (c GeosearchstoreCirclePolygonVerticesLatitude) Build() Completed { panic("stub") }

func (c GeosearchstoreCirclePolygonVerticesLatitude) Count(count int64) GeosearchstoreCountCount {
	panic("stub")
}

func (c GeosearchstoreCirclePolygonVerticesLatitude) Desc() GeosearchstoreOrderDesc { panic("stub") }

func (c GeosearchstoreCirclePolygonVerticesLatitude) Longitude(longitude float64) GeosearchstoreCirclePolygonVerticesLongitude {
	panic("stub")
}

func (c GeosearchstoreCirclePolygonVerticesLatitude) Storedist() GeosearchstoreStoredist {
	panic("stub")
}

type GeosearchstoreCirclePolygonVerticesLongitude Incomplete

func (c GeosearchstoreCirclePolygonVerticesLongitude) Latitude(latitude float64) GeosearchstoreCirclePolygonVerticesLatitude {
	panic("stub")
}

type GeosearchstoreCountAny Incomplete

func (c GeosearchstoreCountAny) Build() Completed { panic("stub") }

func (c GeosearchstoreCountAny) Storedist() GeosearchstoreStoredist { panic("stub") }

type GeosearchstoreCountCount Incomplete

func (c GeosearchstoreCountCount) Any() GeosearchstoreCountAny { panic("stub") }

func (c GeosearchstoreCountCount) Build() Completed { panic("stub") }

func (c GeosearchstoreCountCount) Storedist() GeosearchstoreStoredist { panic("stub") }

type GeosearchstoreDestination Incomplete

func (c GeosearchstoreDestination) Source(source string) GeosearchstoreSource { panic("stub") }

type GeosearchstoreFrommemberFromlonlat Incomplete

func (c GeosearchstoreFrommemberFromlonlat) Bybox(width float64) GeosearchstoreCircleBoxBybox {
	panic("stub")
}

func (c GeosearchstoreFrommemberFromlonlat) Byradius(radius float64) GeosearchstoreCircleCircleByradius {
	panic("stub")
}

func (c GeosearchstoreFrommemberFromlonlat) NumVertices(numVertices int64) GeosearchstoreCirclePolygonNumVertices {
	panic("stub")
}

type GeosearchstoreFrommemberFrommember Incomplete

func (c GeosearchstoreFrommemberFrommember) Bybox(width float64) GeosearchstoreCircleBoxBybox {
	panic("stub")
}

func (c GeosearchstoreFrommemberFrommember) Byradius(radius float64) GeosearchstoreCircleCircleByradius {
	panic("stub")
}

func (c GeosearchstoreFrommemberFrommember) Fromlonlat(longitude float64, latitude float64) GeosearchstoreFrommemberFromlonlat {
	panic("stub")
}

func (c GeosearchstoreFrommemberFrommember) NumVertices(numVertices int64) GeosearchstoreCirclePolygonNumVertices {
	panic("stub")
}

type GeosearchstoreOrderAsc Incomplete

func (c GeosearchstoreOrderAsc) Build() Completed { panic("stub") }

func (c GeosearchstoreOrderAsc) Count(count int64) GeosearchstoreCountCount { panic("stub") }

func (c GeosearchstoreOrderAsc) Storedist() GeosearchstoreStoredist { panic("stub") }

type GeosearchstoreOrderDesc Incomplete

func (c GeosearchstoreOrderDesc) Build() Completed { panic("stub") }

func (c GeosearchstoreOrderDesc) Count(count int64) GeosearchstoreCountCount { panic("stub") }

func (c GeosearchstoreOrderDesc) Storedist() GeosearchstoreStoredist { panic("stub") }

type GeosearchstoreSource Incomplete

func (c GeosearchstoreSource) Fromlonlat(longitude float64, latitude float64) GeosearchstoreFrommemberFromlonlat {
	panic("stub")
}

func (c GeosearchstoreSource) Frommember(member string) GeosearchstoreFrommemberFrommember {
	panic("stub")
}

type GeosearchstoreStoredist Incomplete

func (c GeosearchstoreStoredist) Build() Completed { panic("stub") }

type Get Incomplete

func (c Get) Key(key string) GetKey { panic("stub") }

type GetKey Incomplete

func (c GetKey) Build() Completed { panic("stub") }

func (c GetKey) Cache() Cacheable { panic("stub") }

type Getdel Incomplete

func (c Getdel) Key(key string) GetdelKey { panic("stub") }

type GetdelKey Incomplete

func (c GetdelKey) Build() Completed { panic("stub") }

type Hdel Incomplete

func (c Hdel) Key(key string) HdelKey { panic("stub") }

type HdelField Incomplete

func (c HdelField) Build() Completed { panic("stub") }

func (c HdelField) Field(field ...string) HdelField { panic("stub") }

type HdelKey Incomplete

func (c HdelKey) Field(field ...string) HdelField { panic("stub") }

type Hget Incomplete

func (c Hget) Key(key string) HgetKey { panic("stub") }

type HgetField Incomplete

func (c HgetField) Build() Completed { panic("stub") }

func (c HgetField) Cache() Cacheable { panic("stub") }

type HgetKey Incomplete

func (c HgetKey) Field(field string) HgetField { panic("stub") }

type Hgetall Incomplete

func (c Hgetall) Key(key string) HgetallKey { panic("stub") }

type HgetallKey Incomplete

func (c HgetallKey) Build() Completed { panic("stub") }

func (c HgetallKey) Cache() Cacheable { panic("stub") }

type Hscan Incomplete

func (c Hscan) Key(key string) HscanKey { panic("stub") }

type HscanCount Incomplete

func (c HscanCount) Build() Completed { panic("stub") }

func (c HscanCount) Novalues() HscanNovalues { panic("stub") }

type HscanCursor Incomplete

func (c HscanCursor) Build() Completed { panic("stub") }

func (c HscanCursor) Count(count int64) HscanCount { panic("stub") }

func (c HscanCursor) Match(pattern string) HscanMatch { panic("stub") }

func (c HscanCursor) Novalues() HscanNovalues { panic("stub") }

type HscanKey Incomplete

func (c HscanKey) Cursor(cursor uint64) HscanCursor { panic("stub") }

type HscanMatch Incomplete

func (c HscanMatch) Build() Completed { panic("stub") }

func (c HscanMatch) Count(count int64) HscanCount { panic("stub") }

func (c HscanMatch) Novalues() HscanNovalues { panic("stub") }

type HscanNovalues Incomplete

func (c HscanNovalues) Build() Completed { panic("stub") }

type Hset Incomplete

func (c Hset) Key(key string) HsetKey { panic("stub") }

type HsetFieldValue Incomplete

func (c HsetFieldValue) Build() Completed { panic("stub") }

func (c HsetFieldValue) FieldValue(field string, value string) HsetFieldValue { panic("stub") }

type HsetKey Incomplete

func (c HsetKey) FieldValue() HsetFieldValue { panic("stub") }

type Incomplete struct{}

type Incr Incomplete

func (c Incr) Key(key string) IncrKey { panic("stub") }

type IncrKey Incomplete

func (c IncrKey) Build() Completed { panic("stub") }

type Keys Incomplete

func (c Keys) Pattern(pattern string) KeysPattern { panic("stub") }

type KeysPattern Incomplete

func (c KeysPattern) Build() Completed { panic("stub") }

type Lmove Incomplete

func (c Lmove) Source(source string) LmoveSource { panic("stub") }

type LmoveDestination Incomplete

func (c LmoveDestination) Left() LmoveWherefromLeft { panic("stub") }

func (c LmoveDestination) Right() LmoveWherefromRight { panic("stub") }

type LmoveSource Incomplete

func (c LmoveSource) Destination(destination string) LmoveDestination { panic("stub") }

type LmoveWherefromLeft Incomplete

func (c LmoveWherefromLeft) Left() LmoveWheretoLeft { panic("stub") }

func (c LmoveWherefromLeft) Right() LmoveWheretoRight { panic("stub") }

type LmoveWherefromRight Incomplete

func (c LmoveWherefromRight) Left() LmoveWheretoLeft { panic("stub") }

func (c LmoveWherefromRight) Right() LmoveWheretoRight { panic("stub") }

type LmoveWheretoLeft Incomplete

func (c LmoveWheretoLeft) Build() Completed { panic("stub") }

type LmoveWheretoRight Incomplete

func (c LmoveWheretoRight) Build() Completed { panic("stub") }

type Lmpop Incomplete

func (c Lmpop) Numkeys(numkeys int64) LmpopNumkeys { panic("stub") }

type LmpopCount Incomplete

func (c LmpopCount) Build() Completed { panic("stub") }

type LmpopKey Incomplete

func (c LmpopKey) Key(key ...string) LmpopKey { panic("stub") }

func (c LmpopKey) Left() LmpopWhereLeft { panic("stub") }

func (c LmpopKey) Right() LmpopWhereRight { panic("stub") }

type LmpopNumkeys Incomplete

func (c LmpopNumkeys) Key(key ...string) LmpopKey { panic("stub") }

type LmpopWhereLeft Incomplete

func (c LmpopWhereLeft) Build() Completed { panic("stub") }

func (c LmpopWhereLeft) Count(count int64) LmpopCount { panic("stub") }

type LmpopWhereRight Incomplete

func (c LmpopWhereRight) Build() Completed { panic("stub") }

func (c LmpopWhereRight) Count(count int64) LmpopCount { panic("stub") }

type Lpush Incomplete

func (c Lpush) Key(key string) LpushKey { panic("stub") }

type LpushElement Incomplete

func (c LpushElement) Build() Completed { panic("stub") }

func (c LpushElement) Element(element ...string) LpushElement { panic("stub") }

type LpushKey Incomplete

func (c LpushKey) Element(element ...string) LpushElement { panic("stub") }

type Lrange Incomplete

func (c Lrange) Key(key string) LrangeKey { panic("stub") }

type LrangeKey Incomplete

func (c LrangeKey) Start(start int64) LrangeStart { panic("stub") }

type LrangeStart Incomplete

func (c LrangeStart) Stop(stop int64) LrangeStop { panic("stub") }

type LrangeStop Incomplete

func (c LrangeStop) Build() Completed { panic("stub") }

func (c LrangeStop) Cache() Cacheable { panic("stub") }

type Mget Incomplete

func (c Mget) Key(key ...string) MgetKey { panic("stub") }

type MgetKey Incomplete

func (c MgetKey) Build() Completed { panic("stub") }

func (c MgetKey) Cache() Cacheable { panic("stub") }

func (c MgetKey) Key(key ...string) MgetKey { panic("stub") }

type Mset Incomplete

func (c Mset) KeyValue() MsetKeyValue { panic("stub") }

type MsetKeyValue Incomplete

func (c MsetKeyValue) Build() Completed { panic("stub") }

func (c MsetKeyValue) KeyValue(key string, value string) MsetKeyValue { panic("stub") }

type Msetnx Incomplete

func (c Msetnx) KeyValue() MsetnxKeyValue { panic("stub") }

type MsetnxKeyValue Incomplete

func (c MsetnxKeyValue) Build() Completed { panic("stub") }

func (c MsetnxKeyValue) KeyValue(key string, value string) MsetnxKeyValue { panic("stub") }

type Multi Incomplete

func (c Multi) Build() Completed { panic("stub") }

type Pexpire Incomplete

func (c Pexpire) Key(key string) PexpireKey { panic("stub") }

type PexpireConditionGt Incomplete

func (c PexpireConditionGt) Build() Completed { panic("stub") }

type PexpireConditionLt Incomplete

func (c PexpireConditionLt) Build() Completed { panic("stub") }

type PexpireConditionNx Incomplete

func (c PexpireConditionNx) Build() Completed { panic("stub") }

type PexpireConditionXx Incomplete

func (c PexpireConditionXx) Build() Completed { panic("stub") }

type PexpireKey Incomplete

func (c PexpireKey) Milliseconds(milliseconds int64) PexpireMilliseconds { panic("stub") }

type PexpireMilliseconds Incomplete

func (c PexpireMilliseconds) Build() Completed { panic("stub") }

func (c PexpireMilliseconds) Gt() PexpireConditionGt { panic("stub") }

func (c PexpireMilliseconds) Lt() PexpireConditionLt { panic("stub") }

func (c PexpireMilliseconds) Nx() PexpireConditionNx { panic("stub") }

func (c PexpireMilliseconds) Xx() PexpireConditionXx { panic("stub") }

type Pfadd Incomplete

func (c Pfadd) Key(key string) PfaddKey { panic("stub") }

type PfaddElement Incomplete

func (c PfaddElement) Build() Completed { panic("stub") }

func (c PfaddElement) Element(element ...string) PfaddElement { panic("stub") }

type PfaddKey Incomplete

func (c PfaddKey) Build() Completed { panic("stub") }

func (c PfaddKey) Element(element ...string) PfaddElement { panic("stub") }

type Pfmerge Incomplete

func (c Pfmerge) Destkey(destkey string) PfmergeDestkey { panic("stub") }

type PfmergeDestkey Incomplete

func (c PfmergeDestkey) Build() Completed { panic("stub") }

func (c PfmergeDestkey) Sourcekey(sourcekey ...string) PfmergeSourcekey { panic("stub") }

type PfmergeSourcekey Incomplete

func (c PfmergeSourcekey) Build() Completed { panic("stub") }

func (c PfmergeSourcekey) Sourcekey(sourcekey ...string) PfmergeSourcekey { panic("stub") }

type Publish Incomplete

func (c Publish) Channel(channel string) PublishChannel { panic("stub") }

type PublishChannel Incomplete

func (c PublishChannel) Message(message string) PublishMessage { panic("stub") }

type PublishMessage Incomplete

func (c PublishMessage) Build() Completed { panic("stub") }

type Rename Incomplete

func (c Rename) Key(key string) RenameKey { panic("stub") }

type RenameKey Incomplete

func (c RenameKey) Newkey(newkey string) RenameNewkey { panic("stub") }

type RenameNewkey Incomplete

func (c RenameNewkey) Build() Completed { panic("stub") }

type Renamenx Incomplete

func (c Renamenx) Key(key string) RenamenxKey { panic("stub") }

type RenamenxKey Incomplete

func (c RenamenxKey) Newkey(newkey string) RenamenxNewkey { panic("stub") }

type RenamenxNewkey Incomplete

func (c RenamenxNewkey) Build() Completed { panic("stub") }

type Rpoplpush Incomplete

func (c Rpoplpush) Source(source string) RpoplpushSource { panic("stub") }

type RpoplpushDestination Incomplete

func (c RpoplpushDestination) Build() Completed { panic("stub") }

type RpoplpushSource Incomplete

func (c RpoplpushSource) Destination(destination string) RpoplpushDestination { panic("stub") }

type Rpush Incomplete

func (c Rpush) Key(key string) RpushKey { panic("stub") }

type RpushElement Incomplete

func (c RpushElement) Build() Completed { panic("stub") }

func (c RpushElement) Element(element ...string) RpushElement { panic("stub") }

type RpushKey Incomplete

func (c RpushKey) Element(element ...string) RpushElement { panic("stub") }

type Sadd Incomplete

func (c Sadd) Key(key string) SaddKey { panic("stub") }

type SaddKey Incomplete

func (c SaddKey) Member(member ...string) SaddMember { panic("stub") }

type SaddMember Incomplete

func (c SaddMember) Build() Completed { panic("stub") }

func (c SaddMember) Member(member ...string) SaddMember { panic("stub") }

type Scan Incomplete

func (c Scan) Cursor(cursor uint64) ScanCursor { panic("stub") }

type ScanCount Incomplete

func (c ScanCount) Build() Completed { panic("stub") }

func (c ScanCount) Type(typ string) ScanType { panic("stub") }

type ScanCursor Incomplete

func (c ScanCursor) Build() Completed { panic("stub") }

func (c ScanCursor) Count(count int64) ScanCount { panic("stub") }

func (c ScanCursor) Match(pattern string) ScanMatch { panic("stub") }

func (c ScanCursor) Type(typ string) ScanType { panic("stub") }

type ScanMatch Incomplete

func (c ScanMatch) Build() Completed { panic("stub") }

func (c ScanMatch) Count(count int64) ScanCount { panic("stub") }

func (c ScanMatch) Type(typ string) ScanType { panic("stub") }

type ScanType Incomplete

func (c ScanType) Build() Completed { panic("stub") }

type Set Incomplete

func (c Set) Key(key string) SetKey { panic("stub") }

type SetConditionIfdeq Incomplete

func (c SetConditionIfdeq) Build() Completed { panic("stub") }

func (c SetConditionIfdeq) Ex(duration time.Duration) SetExpirationExSecTyped { panic("stub") }

func (c SetConditionIfdeq) ExSeconds(seconds int64) SetExpirationExSeconds { panic("stub") }

func (c SetConditionIfdeq) Exat(timestamp time.Time) SetExpirationExatTimestampTyped { panic("stub") }

func (c SetConditionIfdeq) ExatTimestamp(timestamp int64) SetExpirationExatTimestamp { panic("stub") }

func (c SetConditionIfdeq) Get() SetGet { panic("stub") }

func (c SetConditionIfdeq) Keepttl() SetExpirationKeepttl { panic("stub") }

func (c SetConditionIfdeq) Px(duration time.Duration) SetExpirationPxMsTyped { panic("stub") }

func (c SetConditionIfdeq) PxMilliseconds(milliseconds int64) SetExpirationPxMilliseconds {
	panic("stub")
}

func (c SetConditionIfdeq) Pxat(timestamp time.Time) SetExpirationPxatMsTimestampTyped { panic("stub") }

func (c SetConditionIfdeq) PxatMillisecondsTimestamp(millisecondsTimestamp int64) SetExpirationPxatMillisecondsTimestamp {
	panic("stub")
}

type SetConditionIfdne Incomplete

func (c SetConditionIfdne) Build() Completed { panic("stub") }

func (c SetConditionIfdne) Ex(duration time.Duration) SetExpirationExSecTyped { panic("stub") }

func (c SetConditionIfdne) ExSeconds(seconds int64) SetExpirationExSeconds { panic("stub") }

func (c SetConditionIfdne) Exat(timestamp time.Time) SetExpirationExatTimestampTyped { panic("stub") }

func (c SetConditionIfdne) ExatTimestamp(timestamp int64) SetExpirationExatTimestamp { panic("stub") }

func (c SetConditionIfdne) Get() SetGet { panic("stub") }

func (c SetConditionIfdne) Keepttl() SetExpirationKeepttl { panic("stub") }

func (c SetConditionIfdne) Px(duration time.Duration) SetExpirationPxMsTyped { panic("stub") }

func (c SetConditionIfdne) PxMilliseconds(milliseconds int64) SetExpirationPxMilliseconds {
	panic("stub")
}

func (c SetConditionIfdne) Pxat(timestamp time.Time) SetExpirationPxatMsTimestampTyped { panic("stub") }

func (c SetConditionIfdne) PxatMillisecondsTimestamp(millisecondsTimestamp int64) SetExpirationPxatMillisecondsTimestamp {
	panic("stub")
}

type SetConditionIfeq Incomplete

func (c SetConditionIfeq) Build() Completed { panic("stub") }

func (c SetConditionIfeq) Ex(duration time.Duration) SetExpirationExSecTyped { panic("stub") }

func (c SetConditionIfeq) ExSeconds(seconds int64) SetExpirationExSeconds { panic("stub") }

func (c SetConditionIfeq) Exat(timestamp time.Time) SetExpirationExatTimestampTyped { panic("stub") }

func (c SetConditionIfeq) ExatTimestamp(timestamp int64) SetExpirationExatTimestamp { panic("stub") }

func (c SetConditionIfeq) Get() SetGet { panic("stub") }

func (c SetConditionIfeq) Keepttl() SetExpirationKeepttl { panic("stub") }

func (c SetConditionIfeq) Px(duration time.Duration) SetExpirationPxMsTyped { panic("stub") }

func (c SetConditionIfeq) PxMilliseconds(milliseconds int64) SetExpirationPxMilliseconds {
	panic("stub")
}

func (c SetConditionIfeq) Pxat(timestamp time.Time) SetExpirationPxatMsTimestampTyped { panic("stub") }

func (c SetConditionIfeq) PxatMillisecondsTimestamp(millisecondsTimestamp int64) SetExpirationPxatMillisecondsTimestamp {
	panic("stub")
}

type SetConditionIfne Incomplete

func (c SetConditionIfne) Build() Completed { panic("stub") }

func (c SetConditionIfne) Ex(duration time.Duration) SetExpirationExSecTyped { panic("stub") }

func (c SetConditionIfne) ExSeconds(seconds int64) SetExpirationExSeconds { panic("stub") }

func (c SetConditionIfne) Exat(timestamp time.Time) SetExpirationExatTimestampTyped { panic("stub") }

func (c SetConditionIfne) ExatTimestamp(timestamp int64) SetExpirationExatTimestamp { panic("stub") }

func (c SetConditionIfne) Get() SetGet { panic("stub") }

func (c SetConditionIfne) Keepttl() SetExpirationKeepttl { panic("stub") }

func (c SetConditionIfne) Px(duration time.Duration) SetExpirationPxMsTyped { panic("stub") }

func (c SetConditionIfne) PxMilliseconds(milliseconds int64) SetExpirationPxMilliseconds {
	panic("stub")
}

func (c SetConditionIfne) Pxat(timestamp time.Time) SetExpirationPxatMsTimestampTyped { panic("stub") }

func (c SetConditionIfne) PxatMillisecondsTimestamp(millisecondsTimestamp int64) SetExpirationPxatMillisecondsTimestamp {
	panic("stub")
}

type SetConditionNx Incomplete

func (c SetConditionNx) Build() Completed { panic("stub") }

func (c SetConditionNx) Ex(duration time.Duration) SetExpirationExSecTyped { panic("stub") }

func (c SetConditionNx) ExSeconds(seconds int64) SetExpirationExSeconds { panic("stub") }

func (c SetConditionNx) Exat(timestamp time.Time) SetExpirationExatTimestampTyped { panic("stub") }

func (c SetConditionNx) ExatTimestamp(timestamp int64) SetExpirationExatTimestamp { panic("stub") }

func (c SetConditionNx) Get() SetGet { panic("stub") }

func (c SetConditionNx) Keepttl() SetExpirationKeepttl { panic("stub") }

func (c SetConditionNx) Px(duration time.Duration) SetExpirationPxMsTyped { panic("stub") }

func (c SetConditionNx) PxMilliseconds(milliseconds int64) SetExpirationPxMilliseconds { panic("stub") }

func (c SetConditionNx) Pxat(timestamp time.Time) SetExpirationPxatMsTimestampTyped { panic("stub") }

func (c SetConditionNx) PxatMillisecondsTimestamp(millisecondsTimestamp int64) SetExpirationPxatMillisecondsTimestamp {
	panic("stub")
}

type SetConditionXx Incomplete

func (c SetConditionXx) Build() Completed { panic("stub") }

func (c SetConditionXx) Ex(duration time.Duration) SetExpirationExSecTyped { panic("stub") }

func (c SetConditionXx) ExSeconds(seconds int64) SetExpirationExSeconds { panic("stub") }

func (c SetConditionXx) Exat(timestamp time.Time) SetExpirationExatTimestampTyped { panic("stub") }

func (c SetConditionXx) ExatTimestamp(timestamp int64) SetExpirationExatTimestamp { panic("stub") }

func (c SetConditionXx) Get() SetGet { panic("stub") }

func (c SetConditionXx) Keepttl() SetExpirationKeepttl { panic("stub") }

func (c SetConditionXx) Px(duration time.Duration) SetExpirationPxMsTyped { panic("stub") }

func (c SetConditionXx) PxMilliseconds(milliseconds int64) SetExpirationPxMilliseconds { panic("stub") }

func (c SetConditionXx) Pxat(timestamp time.Time) SetExpirationPxatMsTimestampTyped { panic("stub") }

func (c SetConditionXx) PxatMillisecondsTimestamp(millisecondsTimestamp int64) SetExpirationPxatMillisecondsTimestamp {
	panic("stub")
}

type SetExpirationExSecTyped Incomplete

func (c SetExpirationExSecTyped) Build() Completed { panic("stub") }

type SetExpirationExSeconds Incomplete

func (c SetExpirationExSeconds) Build() Completed { panic("stub") }

type SetExpirationExatTimestamp Incomplete

func (c SetExpirationExatTimestamp) Build() Completed { panic("stub") }

type SetExpirationExatTimestampTyped Incomplete

func (c SetExpirationExatTimestampTyped) Build() Completed { panic("stub") }

type SetExpirationKeepttl Incomplete

func (c SetExpirationKeepttl) Build() Completed { panic("stub") }

type SetExpirationPxMilliseconds Incomplete

func (c SetExpirationPxMilliseconds) Build() Completed { panic("stub") }

type SetExpirationPxMsTyped Incomplete

func (c SetExpirationPxMsTyped) Build() Completed { panic("stub") }

type SetExpirationPxatMillisecondsTimestamp Incomplete

func (c SetExpirationPxatMillisecondsTimestamp) Build() Completed { panic("stub") }

type SetExpirationPxatMsTimestampTyped Incomplete

func (c SetExpirationPxatMsTimestampTyped) Build() Completed { panic("stub") }

type SetGet Incomplete

func (c SetGet) Build() Completed { panic("stub") }

func (c SetGet) Ex(duration time.Duration) SetExpirationExSecTyped { panic("stub") }

func (c SetGet) ExSeconds(seconds int64) SetExpirationExSeconds { panic("stub") }

func (c SetGet) Exat(timestamp time.Time) SetExpirationExatTimestampTyped { panic("stub") }

func (c SetGet) ExatTimestamp(timestamp int64) SetExpirationExatTimestamp { panic("stub") }

func (c SetGet) Keepttl() SetExpirationKeepttl { panic("stub") }

func (c SetGet) Px(duration time.Duration) SetExpirationPxMsTyped { panic("stub") }

func (c SetGet) PxMilliseconds(milliseconds int64) SetExpirationPxMilliseconds { panic("stub") }

func (c SetGet) Pxat(timestamp time.Time) SetExpirationPxatMsTimestampTyped { panic("stub") }

func (c SetGet) PxatMillisecondsTimestamp(millisecondsTimestamp int64) SetExpirationPxatMillisecondsTimestamp {
	panic("stub")
}

type SetKey Incomplete

func (c SetKey) Value(value string) SetValue { panic("stub") }

type SetValue Incomplete

func (c SetValue) Build() Completed { panic("stub") }

func (c SetValue) Ex(duration time.Duration) SetExpirationExSecTyped { panic("stub") }

func (c SetValue) ExSeconds(seconds int64) SetExpirationExSeconds { panic("stub") }

func (c SetValue) Exat(timestamp time.Time) SetExpirationExatTimestampTyped { panic("stub") }

func (c SetValue) ExatTimestamp(timestamp int64) SetExpirationExatTimestamp { panic("stub") }

func (c SetValue) Get() SetGet { panic("stub") }

func (c SetValue) Ifdeq(ifdeq string) SetConditionIfdeq { panic("stub") }

func (c SetValue) Ifdne(ifdne string) SetConditionIfdne { panic("stub") }

func (c SetValue) Ifeq(ifeq string) SetConditionIfeq { panic("stub") }

func (c SetValue) Ifne(ifne string) SetConditionIfne { panic("stub") }

func (c SetValue) Keepttl() SetExpirationKeepttl { panic("stub") }

func (c SetValue) Nx() SetConditionNx { panic("stub") }

func (c SetValue) Px(duration time.Duration) SetExpirationPxMsTyped { panic("stub") }

func (c SetValue) PxMilliseconds(milliseconds int64) SetExpirationPxMilliseconds { panic("stub") }

func (c SetValue) Pxat(timestamp time.Time) SetExpirationPxatMsTimestampTyped { panic("stub") }

func (c SetValue) PxatMillisecondsTimestamp(millisecondsTimestamp int64) SetExpirationPxatMillisecondsTimestamp {
	panic("stub")
}

func (c SetValue) Xx() SetConditionXx { panic("stub") }

type Setex Incomplete

func (c Setex) Key(key string) SetexKey { panic("stub") }

type SetexKey Incomplete

func (c SetexKey) Seconds(seconds int64) SetexSeconds { panic("stub") }

type SetexSeconds Incomplete

func (c SetexSeconds) Value(value string) SetexValue { panic("stub") }

type SetexValue Incomplete

func (c SetexValue) Build() Completed { panic("stub") }

type Setnx Incomplete

func (c Setnx) Key(key string) SetnxKey { panic("stub") }

type SetnxKey Incomplete

func (c SetnxKey) Value(value string) SetnxValue { panic("stub") }

type SetnxValue Incomplete

func (c SetnxValue) Build() Completed { panic("stub") }

type Sintercard Incomplete

func (c Sintercard) Numkeys(numkeys int64) SintercardNumkeys { panic("stub") }

type SintercardKey Incomplete

func (c SintercardKey) Build() Completed { panic("stub") }

func (c SintercardKey) Key(key ...string) SintercardKey { panic("stub") }

func (c SintercardKey) Limit(limit int64) SintercardLimit { panic("stub") }

type SintercardLimit Incomplete

func (c SintercardLimit) Build() Completed { panic("stub") }

type SintercardNumkeys Incomplete

func (c SintercardNumkeys) Key(key ...string) SintercardKey { panic("stub") }

type Sinterstore Incomplete

func (c Sinterstore) Destination(destination string) SinterstoreDestination { panic("stub") }

type SinterstoreDestination Incomplete

func (c SinterstoreDestination) Key(key ...string) SinterstoreKey { panic("stub") }

type SinterstoreKey Incomplete

func (c SinterstoreKey) Build() Completed { panic("stub") }

func (c SinterstoreKey) Key(key ...string) SinterstoreKey { panic("stub") }

type Smembers Incomplete

func (c Smembers) Key(key string) SmembersKey { panic("stub") }

type SmembersKey Incomplete

func (c SmembersKey) Build() Completed { panic("stub") }

func (c SmembersKey) Cache() Cacheable { panic("stub") }

type Smove Incomplete

func (c Smove) Source(source string) SmoveSource { panic("stub") }

type SmoveDestination Incomplete

func (c SmoveDestination) Member(member string) SmoveMember { panic("stub") }

type SmoveMember Incomplete

func (c SmoveMember) Build() Completed { panic("stub") }

type SmoveSource Incomplete

func (c SmoveSource) Destination(destination string) SmoveDestination { panic("stub") }

type Sort Incomplete

func (c Sort) Key(key string) SortKey { panic("stub") }

type SortBy Incomplete

func (c SortBy) Alpha() SortSortingAlpha { panic("stub") }

func (c SortBy) Asc() SortOrderAsc { panic("stub") }

func (c SortBy) Build() Completed { panic("stub") }

func (c SortBy) Desc() SortOrderDesc { panic("stub") }

func (c SortBy) Get() SortGet { panic("stub") }

func (c SortBy) Limit(offset int64, count int64) SortLimit { panic("stub") }

func (c SortBy) Store(destination string) SortStore { panic("stub") }

type SortGet Incomplete

func (c SortGet) Alpha() SortSortingAlpha { panic("stub") }

func (c SortGet) Asc() SortOrderAsc { panic("stub") }

func (c SortGet) Build() Completed { panic("stub") }

func (c SortGet) Desc() SortOrderDesc { panic("stub") }

func (c SortGet) Get(pattern string) SortGet { panic("stub") }

func (c SortGet) Store(destination string) SortStore { panic("stub") }

type SortKey Incomplete

func (c SortKey) Alpha() SortSortingAlpha { panic("stub") }

func (c SortKey) Asc() SortOrderAsc { panic("stub") }

func (c SortKey) Build() Completed { panic("stub") }

func (c SortKey) By(pattern string) SortBy { panic("stub") }

func (c SortKey) Desc() SortOrderDesc { panic("stub") }

func (c SortKey) Get() SortGet { panic("stub") }

func (c SortKey) Limit(offset int64, count int64) SortLimit { panic("stub") }

func (c SortKey) Store(destination string) SortStore { panic("stub") }

type SortLimit Incomplete

func (c SortLimit) Alpha() SortSortingAlpha { panic("stub") }

func (c SortLimit) Asc() SortOrderAsc { panic("stub") }

func (c SortLimit) Build() Completed { panic("stub") }

func (c SortLimit) Desc() SortOrderDesc { panic("stub") }

func (c SortLimit) Get() SortGet { panic("stub") }

func (c SortLimit) Store(destination string) SortStore { panic("stub") }

type SortOrderAsc Incomplete

func (c SortOrderAsc) Alpha() SortSortingAlpha { panic("stub") }

func (c SortOrderAsc) Build() Completed { panic("stub") }

func (c SortOrderAsc) Store(destination string) SortStore { panic("stub") }

type SortOrderDesc Incomplete

func (c SortOrderDesc) Alpha() SortSortingAlpha { panic("stub") }

func (c SortOrderDesc) Build() Completed { panic("stub") }

func (c SortOrderDesc) Store(destination string) SortStore { panic("stub") }

type SortRo Incomplete

func (c SortRo) Key(key string) SortRoKey { panic("stub") }

type SortRoBy Incomplete

func (c SortRoBy) Alpha() SortRoSortingAlpha { panic("stub") }

func (c SortRoBy) Asc() SortRoOrderAsc { panic("stub") }

func (c SortRoBy) Build() Completed { panic("stub") }

func (c SortRoBy) Cache() Cacheable { panic("stub") }

func (c SortRoBy) Desc() SortRoOrderDesc { panic("stub") }

func (c SortRoBy) Get() SortRoGet { panic("stub") }

func (c SortRoBy) Limit(offset int64, count int64) SortRoLimit { panic("stub") }

type SortRoGet Incomplete

func (c SortRoGet) Alpha() SortRoSortingAlpha { panic("stub") }

func (c SortRoGet) Asc() SortRoOrderAsc { panic("stub") }

func (c SortRoGet) Build() Completed { panic("stub") }

func (c SortRoGet) Cache() Cacheable { panic("stub") }

func (c SortRoGet) Desc() SortRoOrderDesc { panic("stub") }

func (c SortRoGet) Get(pattern string) SortRoGet { panic("stub") }

type SortRoKey Incomplete

func (c SortRoKey) Alpha() SortRoSortingAlpha { panic("stub") }

func (c SortRoKey) Asc() SortRoOrderAsc { panic("stub") }

func (c SortRoKey) Build() Completed { panic("stub") }

func (c SortRoKey) By(pattern string) SortRoBy { panic("stub") }

func (c SortRoKey) Cache() Cacheable { panic("stub") }

func (c SortRoKey) Desc() SortRoOrderDesc { panic("stub") }

func (c SortRoKey) Get() SortRoGet { panic("stub") }

func (c SortRoKey) Limit(offset int64, count int64) SortRoLimit { panic("stub") }

type SortRoLimit Incomplete

func (c SortRoLimit) Alpha() SortRoSortingAlpha { panic("stub") }

func (c SortRoLimit) Asc() SortRoOrderAsc { panic("stub") }

func (c SortRoLimit) Build() Completed { panic("stub") }

func (c SortRoLimit) Cache() Cacheable { panic("stub") }

func (c SortRoLimit) Desc() SortRoOrderDesc { panic("stub") }

func (c SortRoLimit) Get() SortRoGet { panic("stub") }

type SortRoOrderAsc Incomplete

func (c SortRoOrderAsc) Alpha() SortRoSortingAlpha { panic("stub") }

func (c SortRoOrderAsc) Build() Completed { panic("stub") }

func (c SortRoOrderAsc) Cache() Cacheable { panic("stub") }

type SortRoOrderDesc Incomplete

func (c SortRoOrderDesc) Alpha() SortRoSortingAlpha { panic("stub") }

func (c SortRoOrderDesc) Build() Completed { panic("stub") }

func (c SortRoOrderDesc) Cache() Cacheable { panic("stub") }

type SortRoSortingAlpha Incomplete

func (c SortRoSortingAlpha) Build() Completed { panic("stub") }

func (c SortRoSortingAlpha) Cache() Cacheable { panic("stub") }

type SortSortingAlpha Incomplete

func (c SortSortingAlpha) Build() Completed { panic("stub") }

func (c SortSortingAlpha) Store(destination string) SortStore { panic("stub") }

type SortStore Incomplete

func (c SortStore) Build() Completed { panic("stub") }

type Spublish Incomplete

func (c Spublish) Channel(channel string) SpublishChannel { panic("stub") }

type SpublishChannel Incomplete

func (c SpublishChannel) Message(message string) SpublishMessage { panic("stub") }

type SpublishMessage Incomplete

func (c SpublishMessage) Build() Completed { panic("stub") }

type Sscan Incomplete

func (c Sscan) Key(key string) SscanKey { panic("stub") }

type SscanCount Incomplete

func (c SscanCount) Build() Completed { panic("stub") }

type SscanCursor Incomplete

func (c SscanCursor) Build() Completed { panic("stub") }

func (c SscanCursor) Count(count int64) SscanCount { panic("stub") }

func (c SscanCursor) Match(pattern string) SscanMatch { panic("stub") }

type SscanKey Incomplete

func (c SscanKey) Cursor(cursor uint64) SscanCursor { panic("stub") }

type SscanMatch Incomplete

func (c SscanMatch) Build() Completed { panic("stub") }

func (c SscanMatch) Count(count int64) SscanCount { panic("stub") }

type Subscribe Incomplete

func (c Subscribe) Channel(channel ...string) SubscribeChannel { panic("stub") }

type SubscribeChannel Incomplete

func (c SubscribeChannel) Build() Completed { panic("stub") }

func (c SubscribeChannel) Channel(channel ...string) SubscribeChannel { panic("stub") }

type Touch Incomplete

func (c Touch) Key(key ...string) TouchKey { panic("stub") }

type TouchKey Incomplete

func (c TouchKey) Build() Completed { panic("stub") }

func (c TouchKey) Key(key ...string) TouchKey { panic("stub") }

type Ttl Incomplete

func (c Ttl) Key(key string) TtlKey { panic("stub") }

type TtlKey Incomplete

func (c TtlKey) Build() Completed { panic("stub") }

func (c TtlKey) Cache() Cacheable { panic("stub") }

type Unlink Incomplete

func (c Unlink) Key(key ...string) UnlinkKey { panic("stub") }

type UnlinkKey Incomplete

func (c UnlinkKey) Build() Completed { panic("stub") }

func (c UnlinkKey) Key(key ...string) UnlinkKey { panic("stub") }

type Watch Incomplete

func (c Watch) Key(key ...string) WatchKey { panic("stub") }

type WatchKey Incomplete

func (c WatchKey) Build() Completed { panic("stub") }

func (c WatchKey) Key(key ...string) WatchKey { panic("stub") }

type Xadd Incomplete

func (c Xadd) Key(key string) XaddKey { panic("stub") }

type XaddConditionAcked Incomplete

func (c XaddConditionAcked) Id(id string) XaddId { panic("stub") }

func (c XaddConditionAcked) Idmp() XaddIdmpIdmpIdmp { panic("stub") }

func (c XaddConditionAcked) Idmpauto() XaddIdmpIdmpautoIdmpauto { panic("stub") }

func (c XaddConditionAcked) Maxlen() XaddTrimStrategyMaxlen { panic("stub") }

func (c XaddConditionAcked) Minid() XaddTrimStrategyMinid { panic("stub") }

type XaddConditionDelref Incomplete

func (c XaddConditionDelref) Id(id string) XaddId { panic("stub") }

func (c XaddConditionDelref) Idmp() XaddIdmpIdmpIdmp { panic("stub") }

func (c XaddConditionDelref) Idmpauto() XaddIdmpIdmpautoIdmpauto { panic("stub") }

func (c XaddConditionDelref) Maxlen() XaddTrimStrategyMaxlen { panic("stub") }

func (c XaddConditionDelref) Minid() XaddTrimStrategyMinid { panic("stub") }

type XaddConditionKeepref Incomplete

func (c XaddConditionKeepref) Id(id string) XaddId { panic("stub") }

func (c XaddConditionKeepref) Idmp() XaddIdmpIdmpIdmp { panic("stub") }

func (c XaddConditionKeepref) Idmpauto() XaddIdmpIdmpautoIdmpauto { panic("stub") }

func (c XaddConditionKeepref) Maxlen() XaddTrimStrategyMaxlen { panic("stub") }

func (c XaddConditionKeepref) Minid() XaddTrimStrategyMinid { panic("stub") }

type XaddFieldValue Incomplete

func (c XaddFieldValue) Build() Completed { panic("stub") }

func (c XaddFieldValue) FieldValue(field string, value string) XaddFieldValue { panic("stub") }

type XaddId Incomplete

func (c XaddId) FieldValue() XaddFieldValue { panic("stub") }

type XaddIdmpIdmpIdmp Incomplete

func (c XaddIdmpIdmpIdmp) Pid(pid string) XaddIdmpIdmpPid { panic("stub") }

type XaddIdmpIdmpIid Incomplete

func (c XaddIdmpIdmpIid) Id(id string) XaddId { panic("stub") }

func (c XaddIdmpIdmpIid) Maxlen() XaddTrimStrategyMaxlen { panic("stub") }

func (c XaddIdmpIdmpIid) Minid() XaddTrimStrategyMinid { panic("stub") }

type XaddIdmpIdmpPid Incomplete

func (c XaddIdmpIdmpPid) Iid(iid string) XaddIdmpIdmpIid { panic("stub") }

type XaddIdmpIdmpautoIdmpauto Incomplete

func (c XaddIdmpIdmpautoIdmpauto) Pid(pid string) XaddIdmpIdmpautoPid { panic("stub") }

type XaddIdmpIdmpautoPid Incomplete

func (c XaddIdmpIdmpautoPid) Id(id string) XaddId { panic("stub") }

func (c XaddIdmpIdmpautoPid) Maxlen() XaddTrimStrategyMaxlen { panic("stub") }

func (c XaddIdmpIdmpautoPid) Minid() XaddTrimStrategyMinid { panic("stub") }

type XaddKey Incomplete

func (c XaddKey) Acked() XaddConditionAcked { panic("stub") }

func (c XaddKey) Delref() XaddConditionDelref { panic("stub") }

func (c XaddKey) Id(id string) XaddId { panic("stub") }

func (c XaddKey) Idmp() XaddIdmpIdmpIdmp { panic("stub") }

func (c XaddKey) Idmpauto() XaddIdmpIdmpautoIdmpauto { panic("stub") }

func (c XaddKey) Keepref() XaddConditionKeepref { panic("stub") }

func (c XaddKey) Maxlen() XaddTrimStrategyMaxlen { panic("stub") }

func (c XaddKey) Minid() XaddTrimStrategyMinid { panic("stub") }

func (c XaddKey) Nomkstream() XaddNomkstream { panic("stub") }

type XaddNomkstream Incomplete

func (c XaddNomkstream) Acked() XaddConditionAcked { panic("stub") }

func (c XaddNomkstream) Delref() XaddConditionDelref { panic("stub") }

func (c XaddNomkstream) Id(id string) XaddId { panic("stub") }

func (c XaddNomkstream) Idmp() XaddIdmpIdmpIdmp { panic("stub") }

func (c XaddNomkstream) Idmpauto() XaddIdmpIdmpautoIdmpauto { panic("stub") }

func (c XaddNomkstream) Keepref() XaddConditionKeepref { panic("stub") }

func (c XaddNomkstream) Maxlen() XaddTrimStrategyMaxlen { panic("stub") }

func (c XaddNomkstream) Minid() XaddTrimStrategyMinid { panic("stub") }

type XaddTrimLimit Incomplete

func (c XaddTrimLimit) Id(id string) XaddId { panic("stub") }

type XaddTrimOperatorAlmost Incomplete

func (c XaddTrimOperatorAlmost) Threshold(threshold string) XaddTrimThreshold { panic("stub") }

type XaddTrimOperatorExact Incomplete

func (c XaddTrimOperatorExact) Threshold(threshold string) XaddTrimThreshold { panic("stub") }

type XaddTrimStrategyMaxlen Incomplete

func (c XaddTrimStrategyMaxlen) Almost() XaddTrimOperatorAlmost { panic("stub") }

func (c XaddTrimStrategyMaxlen) Exact() XaddTrimOperatorExact { panic("stub") }

func (c XaddTrimStrategyMaxlen) Threshold(threshold string) XaddTrimThreshold { panic("stub") }

type XaddTrimStrategyMinid Incomplete

func (c XaddTrimStrategyMinid) Almost() XaddTrimOperatorAlmost { panic("stub") }

func (c XaddTrimStrategyMinid) Exact() XaddTrimOperatorExact { panic("stub") }

func (c XaddTrimStrategyMinid) Threshold(threshold string) XaddTrimThreshold { panic("stub") }

type XaddTrimThreshold Incomplete

func (c XaddTrimThreshold) Id(id string) XaddId { panic("stub") }

func (c XaddTrimThreshold) Limit(count int64) XaddTrimLimit { panic("stub") }

type Xdel Incomplete

func (c Xdel) Key(key string) XdelKey { panic("stub") }

type XdelId Incomplete

func (c XdelId) Build() Completed { panic("stub") }

func (c XdelId) Id(id ...string) XdelId { panic("stub") }

type XdelKey Incomplete

func (c XdelKey) Id(id ...string) XdelId { panic("stub") }

type Xlen Incomplete

func (c Xlen) Key(key string) XlenKey { panic("stub") }

type XlenKey Incomplete

func (c XlenKey) Build() Completed { panic("stub") }

type Xread Incomplete

func (c Xread) Block(milliseconds int64) XreadBlock { panic("stub") }

func (c Xread) Count(count int64) XreadCount { panic("stub") }

func (c Xread) Streams() XreadStreams { panic("stub") }

type XreadBlock Incomplete

func (c XreadBlock) Streams() XreadStreams { panic("stub") }

type XreadCount Incomplete

func (c XreadCount) Block(milliseconds int64) XreadBlock { panic("stub") }

func (c XreadCount) Streams() XreadStreams { panic("stub") }

type XreadId Incomplete

func (c XreadId) Build() Completed { panic("stub") }

func (c XreadId) Id(id ...string) XreadId { panic("stub") }

type XreadKey Incomplete

func (c XreadKey) Id(id ...string) XreadId { panic("stub") }

func (c XreadKey) Key(key ...string) XreadKey { panic("stub") }

type XreadStreams Incomplete

func (c XreadStreams) Key(key ...string) XreadKey { panic("stub") }

type Xreadgroup Incomplete

func (c Xreadgroup) Group(group string, consumer string) XreadgroupGroup { panic("stub") }

type XreadgroupBlock Incomplete

func (c XreadgroupBlock) Claim(claim string) XreadgroupClaim { panic("stub") }

func (c XreadgroupBlock) Noack() XreadgroupNoack { panic("stub") }

func (c XreadgroupBlock) Streams() XreadgroupStreams { panic("stub") }

type XreadgroupClaim Incomplete

func (c XreadgroupClaim) Streams() XreadgroupStreams { panic("stub") }

type XreadgroupCount Incomplete

func (c XreadgroupCount) Block(milliseconds int64) XreadgroupBlock { panic("stub") }

func (c XreadgroupCount) Claim(claim string) XreadgroupClaim { panic("stub") }

func (c XreadgroupCount) Noack() XreadgroupNoack { panic("stub") }

func (c XreadgroupCount) Streams() XreadgroupStreams { panic("stub") }

type XreadgroupGroup Incomplete

func (c XreadgroupGroup) Block(milliseconds int64) XreadgroupBlock { panic("stub") }

func (c XreadgroupGroup) Claim(claim string) XreadgroupClaim { panic("stub") }

func (c XreadgroupGroup) Count(count int64) XreadgroupCount { panic("stub") }

func (c XreadgroupGroup) Noack() XreadgroupNoack { panic("stub") }

func (c XreadgroupGroup) Streams() XreadgroupStreams { panic("stub") }

type XreadgroupId Incomplete

func (c XreadgroupId) Build() Completed { panic("stub") }

func (c XreadgroupId) Id(id ...string) XreadgroupId { panic("stub") }

type XreadgroupKey Incomplete

func (c XreadgroupKey) Id(id ...string) XreadgroupId { panic("stub") }

func (c XreadgroupKey) Key(key ...string) XreadgroupKey { panic("stub") }

type XreadgroupNoack Incomplete

func (c XreadgroupNoack) Claim(claim string) XreadgroupClaim { panic("stub") }

func (c XreadgroupNoack) Streams() XreadgroupStreams { panic("stub") }

type XreadgroupStreams Incomplete

func (c XreadgroupStreams) Key(key ...string) XreadgroupKey { panic("stub") }

type Zadd Incomplete

func (c Zadd) Key(key string) ZaddKey { panic("stub") }

type ZaddChangeCh Incomplete

func (c ZaddChangeCh) Incr() ZaddIncrementIncr { panic("stub") }

func (c ZaddChangeCh) ScoreMember() ZaddScoreMember { panic("stub") }

type ZaddComparisonGt Incomplete

func (c ZaddComparisonGt) Ch() ZaddChangeCh { panic("stub") }

func (c ZaddComparisonGt) Incr() ZaddIncrementIncr { panic("stub") }

func (c ZaddComparisonGt) ScoreMember() ZaddScoreMember { panic("stub") }

type ZaddComparisonLt Incomplete

func (c ZaddComparisonLt) Ch() ZaddChangeCh { panic("stub") }

func (c ZaddComparisonLt) Incr() ZaddIncrementIncr { panic("stub") }

func (c ZaddComparisonLt) ScoreMember() ZaddScoreMember { panic("stub") }

type ZaddConditionNx Incomplete

func (c ZaddConditionNx) Ch() ZaddChangeCh { panic("stub") }

func (c ZaddConditionNx) Gt() ZaddComparisonGt { panic("stub") }

func (c ZaddConditionNx) Incr() ZaddIncrementIncr { panic("stub") }

func (c ZaddConditionNx) Lt() ZaddComparisonLt { panic("stub") }

func (c ZaddConditionNx) ScoreMember() ZaddScoreMember { panic("stub") }

type ZaddConditionXx Incomplete

func (c ZaddConditionXx) Ch() ZaddChangeCh { panic("stub") }

func (c ZaddConditionXx) Gt() ZaddComparisonGt { panic("stub") }

func (c ZaddConditionXx) Incr() ZaddIncrementIncr { panic("stub") }

func (c ZaddConditionXx) Lt() ZaddComparisonLt { panic("stub") }

func (c ZaddConditionXx) ScoreMember() ZaddScoreMember { panic("stub") }

type ZaddIncrementIncr Incomplete

func (c ZaddIncrementIncr) ScoreMember() ZaddScoreMember { panic("stub") }

type ZaddKey Incomplete

func (c ZaddKey) Ch() ZaddChangeCh { panic("stub") }

func (c ZaddKey) Gt() ZaddComparisonGt { panic("stub") }

func (c ZaddKey) Incr() ZaddIncrementIncr { panic("stub") }

func (c ZaddKey) Lt() ZaddComparisonLt { panic("stub") }

func (c ZaddKey) Nx() ZaddConditionNx { panic("stub") }

func (c ZaddKey) ScoreMember() ZaddScoreMember { panic("stub") }

func (c ZaddKey) Xx() ZaddConditionXx { panic("stub") }

type ZaddScoreMember Incomplete

func (c ZaddScoreMember) Build() Completed { panic("stub") }

func (c ZaddScoreMember) ScoreMember(score float64, member string) ZaddScoreMember { panic("stub") }

type Zinterstore Incomplete

func (c Zinterstore) Destination(destination string) ZinterstoreDestination { panic("stub") }

type ZinterstoreAggregateCount Incomplete

func (c ZinterstoreAggregateCount) Build() Completed { panic("stub") }

type ZinterstoreAggregateMax Incomplete

func (c ZinterstoreAggregateMax) Build() Completed { panic("stub") }

type ZinterstoreAggregateMin Incomplete

func (c ZinterstoreAggregateMin) Build() Completed { panic("stub") }

type ZinterstoreAggregateSum Incomplete

func (c ZinterstoreAggregateSum) Build() Completed { panic("stub") }

type ZinterstoreDestination Incomplete

func (c ZinterstoreDestination) Numkeys(numkeys int64) ZinterstoreNumkeys { panic("stub") }

type ZinterstoreKey Incomplete

func (c ZinterstoreKey) AggregateCount() ZinterstoreAggregateCount { panic("stub") }

func (c ZinterstoreKey) AggregateMax() ZinterstoreAggregateMax { panic("stub") }

func (c ZinterstoreKey) AggregateMin() ZinterstoreAggregateMin { panic("stub") }

func (c ZinterstoreKey) AggregateSum() ZinterstoreAggregateSum { panic("stub") }

func (c ZinterstoreKey) Build() Completed { panic("stub") }

func (c ZinterstoreKey) Key(key ...string) ZinterstoreKey { panic("stub") }

func (c ZinterstoreKey) Weights(weight ...int64) ZinterstoreWeights { panic("stub") }

type ZinterstoreNumkeys Incomplete

func (c ZinterstoreNumkeys) Key(key ...string) ZinterstoreKey { panic("stub") }

type ZinterstoreWeights Incomplete

func (c ZinterstoreWeights) AggregateCount() ZinterstoreAggregateCount { panic("stub") }

func (c ZinterstoreWeights) AggregateMax() ZinterstoreAggregateMax { panic("stub") }

func (c ZinterstoreWeights) AggregateMin() ZinterstoreAggregateMin { panic("stub") }

func (c ZinterstoreWeights) AggregateSum() ZinterstoreAggregateSum { panic("stub") }

func (c ZinterstoreWeights) Build() Completed { panic("stub") }

func (c ZinterstoreWeights) Weights(weight ...int64) ZinterstoreWeights { panic("stub") }

type Zrange Incomplete

func (c Zrange) Key(key string) ZrangeKey { panic("stub") }

type ZrangeKey Incomplete

func (c ZrangeKey) Min(min string) ZrangeMin { panic("stub") }

type ZrangeLimit Incomplete

func (c ZrangeLimit) Build() Completed { panic("stub") }

func (c ZrangeLimit) Cache() Cacheable { panic("stub") }

func (c ZrangeLimit) Withscores() ZrangeWithscores { panic("stub") }

type ZrangeMax Incomplete

func (c ZrangeMax) Build() Completed { panic("stub") }

func (c ZrangeMax) Bylex() ZrangeSortbyBylex { panic("stub") }

func (c ZrangeMax) Byscore() ZrangeSortbyByscore { panic("stub") }

func (c ZrangeMax) Cache() Cacheable { panic("stub") }

func (c ZrangeMax) Limit(offset int64, count int64) ZrangeLimit { panic("stub") }

func (c ZrangeMax) Rev() ZrangeRev { panic("stub") }

func (c ZrangeMax) Withscores() ZrangeWithscores { panic("stub") }

type ZrangeMin Incomplete

func (c ZrangeMin) Max(max string) ZrangeMax { panic("stub") }

type ZrangeRev Incomplete

func (c ZrangeRev) Build() Completed { panic("stub") }

func (c ZrangeRev) Cache() Cacheable { panic("stub") }

func (c ZrangeRev) Limit(offset int64, count int64) ZrangeLimit { panic("stub") }

func (c ZrangeRev) Withscores() ZrangeWithscores { panic("stub") }

type ZrangeSortbyBylex Incomplete

func (c ZrangeSortbyBylex) Build() Completed { panic("stub") }

func (c ZrangeSortbyBylex) Cache() Cacheable { panic("stub") }

func (c ZrangeSortbyBylex) Limit(offset int64, count int64) ZrangeLimit { panic("stub") }

func (c ZrangeSortbyBylex) Rev() ZrangeRev { panic("stub") }

func (c ZrangeSortbyBylex) Withscores() ZrangeWithscores { panic("stub") }

type ZrangeSortbyByscore Incomplete

func (c ZrangeSortbyByscore) Build() Completed { panic("stub") }

func (c ZrangeSortbyByscore) Cache() Cacheable { panic("stub") }

func (c ZrangeSortbyByscore) Limit(offset int64, count int64) ZrangeLimit { panic("stub") }

func (c ZrangeSortbyByscore) Rev() ZrangeRev { panic("stub") }

func (c ZrangeSortbyByscore) Withscores() ZrangeWithscores { panic("stub") }

type ZrangeWithscores Incomplete

func (c ZrangeWithscores) Build() Completed { panic("stub") }

func (c ZrangeWithscores) Cache() Cacheable { panic("stub") }

type Zrangestore Incomplete

func (c Zrangestore) Dst(dst string) ZrangestoreDst { panic("stub") }

type ZrangestoreDst Incomplete

func (c ZrangestoreDst) Src(src string) ZrangestoreSrc { panic("stub") }

type ZrangestoreLimit Incomplete

func (c ZrangestoreLimit) Build() Completed { panic("stub") }

type ZrangestoreMax Incomplete

func (c ZrangestoreMax) Build() Completed { panic("stub") }

func (c ZrangestoreMax) Bylex() ZrangestoreSortbyBylex { panic("stub") }

func (c ZrangestoreMax) Byscore() ZrangestoreSortbyByscore { panic("stub") }

func (c ZrangestoreMax) Limit(offset int64, count int64) ZrangestoreLimit { panic("stub") }

func (c ZrangestoreMax) Rev() ZrangestoreRev { panic("stub") }

type ZrangestoreMin Incomplete

func (c ZrangestoreMin) Max(max string) ZrangestoreMax { panic("stub") }

type ZrangestoreRev Incomplete

func (c ZrangestoreRev) Build() Completed { panic("stub") }

func (c ZrangestoreRev) Limit(offset int64, count int64) ZrangestoreLimit { panic("stub") }

type ZrangestoreSortbyBylex Incomplete

func (c ZrangestoreSortbyBylex) Build() Completed { panic("stub") }

func (c ZrangestoreSortbyBylex) Limit(offset int64, count int64) ZrangestoreLimit { panic("stub") }

func (c ZrangestoreSortbyBylex) Rev() ZrangestoreRev { panic("stub") }

type ZrangestoreSortbyByscore Incomplete

func (c ZrangestoreSortbyByscore) Build() Completed { panic("stub") }

func (c ZrangestoreSortbyByscore) Limit(offset int64, count int64) ZrangestoreLimit { panic("stub") }

func (c ZrangestoreSortbyByscore) Rev() ZrangestoreRev { panic("stub") }

type ZrangestoreSrc Incomplete

func (c ZrangestoreSrc) Min(min string) ZrangestoreMin { panic("stub") }

type Zscan Incomplete

func (c Zscan) Key(key string) ZscanKey { panic("stub") }

type ZscanCount Incomplete

func (c ZscanCount) Build() Completed { panic("stub") }

func (c ZscanCount) Noscores() ZscanNoscores { panic("stub") }

type ZscanCursor Incomplete

func (c ZscanCursor) Build() Completed { panic("stub") }

func (c ZscanCursor) Count(count int64) ZscanCount { panic("stub") }

func (c ZscanCursor) Match(pattern string) ZscanMatch { panic("stub") }

func (c ZscanCursor) Noscores() ZscanNoscores { panic("stub") }

type ZscanKey Incomplete

func (c ZscanKey) Cursor(cursor uint64) ZscanCursor { panic("stub") }

type ZscanMatch Incomplete

func (c ZscanMatch) Build() Completed { panic("stub") }

func (c ZscanMatch) Count(count int64) ZscanCount { panic("stub") }

func (c ZscanMatch) Noscores() ZscanNoscores { panic("stub") }

type ZscanNoscores Incomplete

func (c ZscanNoscores) Build() Completed { panic("stub") }

type Zunionstore Incomplete

func (c Zunionstore) Destination(destination string) ZunionstoreDestination { panic("stub") }

type ZunionstoreAggregateCount Incomplete

func (c ZunionstoreAggregateCount) Build() Completed { panic("stub") }

type ZunionstoreAggregateMax Incomplete

func (c ZunionstoreAggregateMax) Build() Completed { panic("stub") }

type ZunionstoreAggregateMin Incomplete

func (c ZunionstoreAggregateMin) Build() Completed { panic("stub") }

type ZunionstoreAggregateSum Incomplete

func (c ZunionstoreAggregateSum) Build() Completed { panic("stub") }

type ZunionstoreDestination Incomplete

func (c ZunionstoreDestination) Numkeys(numkeys int64) ZunionstoreNumkeys { panic("stub") }

type ZunionstoreKey Incomplete

func (c ZunionstoreKey) AggregateCount() ZunionstoreAggregateCount { panic("stub") }

func (c ZunionstoreKey) AggregateMax() ZunionstoreAggregateMax { panic("stub") }

func (c ZunionstoreKey) AggregateMin() ZunionstoreAggregateMin { panic("stub") }

func (c ZunionstoreKey) AggregateSum() ZunionstoreAggregateSum { panic("stub") }

func (c ZunionstoreKey) Build() Completed { panic("stub") }

func (c ZunionstoreKey) Key(key ...string) ZunionstoreKey { panic("stub") }

func (c ZunionstoreKey) Weights(weight ...int64) ZunionstoreWeights { panic("stub") }

type ZunionstoreNumkeys Incomplete

func (c ZunionstoreNumkeys) Key(key ...string) ZunionstoreKey { panic("stub") }

type ZunionstoreWeights Incomplete

func (c ZunionstoreWeights) AggregateCount() ZunionstoreAggregateCount { panic("stub") }

func (c ZunionstoreWeights) AggregateMax() ZunionstoreAggregateMax { panic("stub") }

func (c ZunionstoreWeights) AggregateMin() ZunionstoreAggregateMin { panic("stub") }

func (c ZunionstoreWeights) AggregateSum() ZunionstoreAggregateSum { panic("stub") }

func (c ZunionstoreWeights) Build() Completed { panic("stub") }

func (c ZunionstoreWeights) Weights(weight ...int64) ZunionstoreWeights { panic("stub") }

func NewMultiCompleted(cs [][]string) []Completed { panic("stub") }
