// Package getters indexes documents. A generated getter's nil-receiver
// branch returns "", and a new document starts with an empty id: neither
// is a key the code builds. Only the literal "" passed below is.
package getters

import (
	"context"

	"github.com/redis/go-redis/v9"

	"precision/getters/keys"
	"precision/getters/pb"
)

// Doc is a document and its metadata.
type Doc struct {
	Id    string
	Title string
	Meta  *pb.Doc
}

// NewDoc returns a message to fill.
func NewDoc(title string) *Doc { // want NewDoc:`constructs\(Id: ""; Title: "<string>"\)`
	return &Doc{Id: "", Title: title}
}

// FromMeta returns the document its metadata describes.
func FromMeta(m *pb.Doc) *Doc { // want FromMeta:`constructs\(Id: "<string>"; Title: "<string>"\)`
	return &Doc{Id: m.GetId(), Title: m.GetTitle(), Meta: m}
}

func Index(ctx context.Context, rdb *redis.Client, docs []*pb.Doc) {
	for _, d := range docs {
		rdb.HSet(ctx, keys.Doc("docs", d.GetId()), "title", d.GetTitle())
	}
}

func Save(ctx context.Context, rdb *redis.Client, d *Doc) { // want Save:`sink\(2→SET docs:<string>\)`
	rdb.Set(ctx, keys.Doc("docs", d.Id), d.Title, 0)
}

func Titles(ctx context.Context, rdb *redis.Client, d *Doc) {
	rdb.SAdd(ctx, "titles:"+d.Meta.GetTitle(), d.Id)
	rdb.Set(ctx, "doc:"+d.Meta.GetId()+":title", d.Title, 0)
}

// Purge drops the index of the documents without an id.
func Purge(ctx context.Context, rdb *redis.Client) {
	rdb.Del(ctx, keys.Doc("docs", "")) // want `key from keys.Doc\(...\) "docs:" ends with the separator ":"`
}
