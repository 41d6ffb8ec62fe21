package clients

import "maps"

// The calls of go-redis, and of the go-redis-shaped adapters of rueidis
// and valkey-go, that read keys back (holders.go).

// goredisReadBacks are go-redis's read-backs. The keys SCAN and KEYS
// return match their pattern; an iterator over them keeps the command it
// pages through. A reply read from a command (StringSliceCmd.Val of KEYS,
// Cmd.Slice of a generic FT.SEARCH, the RESP3 map of Cmd.Result or of
// FTSearchCmd.RawResult) holds the keys that command reads back, but the
// same reply types hold fields and members elsewhere: they stand for no
// key themselves.
var goredisReadBacks = map[string]Holder{
	"*.Scan":                {Param: "match", Kind: HeldPattern},
	"*.ScanType":            {Param: "match", Kind: HeldPattern},
	"*.Keys":                {Param: "pattern", Kind: HeldPattern},
	"StringSliceCmd.Val":    {Receiver: true, Reply: true},
	"StringSliceCmd.Result": {Receiver: true, Reply: true},
	"Cmd.Slice":             {Receiver: true, Reply: true},
	"Cmd.StringSlice":       {Receiver: true, Reply: true},
	"Cmd.Result":            {Receiver: true, Reply: true},
	"Cmd.Val":               {Receiver: true, Reply: true},
	"FTSearchCmd.RawResult": {Receiver: true, Reply: true},
	"FTSearchCmd.RawVal":    {Receiver: true, Reply: true},
	"*.FTSearch":            {Param: "index", Kind: HeldIndex},
	"*.FTSearchWithArgs":    {Param: "index", Kind: HeldIndex},
	"FTSearchCmd.Val":       {Receiver: true},
	"FTSearchCmd.Result":    {Receiver: true},
	"ScanCmd.Iterator":      {Receiver: true},
	"ScanCmd.Val":           {Receiver: true},
	"ScanCmd.Result":        {Receiver: true},
	"ScanIterator.Val":      {Receiver: true},
}

// compatReadBacks are the read-backs of rueidiscompat and valkeycompat:
// go-redis's, but for the readers of the replies of KEYS, of a generic
// command and of a search, which are the methods of the generic type the
// adapters' command types embed (StringSliceCmd's Val is baseCmd's).
var compatReadBacks = func() map[string]Holder {
	out := maps.Clone(goredisReadBacks)
	for _, m := range []string{"Val", "Result", "RawVal", "RawResult"} {
		out["baseCmd."+m] = Holder{Receiver: true, Reply: true}
	}
	return out
}()

// goredisReplyFields: FT.SEARCH returns documents whose ids are keys of
// the index's prefixes, which FT.CREATE's options give.
var goredisReplyFields = []string{"FTSearchResult.Docs", "Document.ID"}

// goredisIndexMakers are the calls that create a search index.
var goredisIndexMakers = map[string]IndexMaker{"*.FTCreate": {Index: "index", Options: "options", Prefixes: "Prefix"}}
