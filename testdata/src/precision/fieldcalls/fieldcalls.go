// Package fieldcalls indexes the documents of collections. A document's
// id is read through a parameter: at each call it is the id of the
// documents that call passes, not every id the package gives a document.
// "// keys:" lists the templates of the line's site.
package fieldcalls

import (
	"context"
	"encoding/json"
	"io"

	"github.com/redis/go-redis/v9"
)

// Doc is a document of a collection.
type Doc struct {
	Id   string // want Id:`value\("about" \| "<string>" \| "welcome" \| "home" \| "draft:" \| "launch"\)`
	Body string // want Body:`value\("hi" \| "hello"\)`
}

func key(coll, id string) string { return coll + ":" + id }

// NewDoc returns an empty document with its id.
func NewDoc(id string) *Doc { return &Doc{Id: id} } // want NewDoc:`constructs\(Body: ""; Id: "<string>"\)`

// Index writes each document under its collection.
func Index(ctx context.Context, rdb *redis.Client, coll string, docs []*Doc) { // want Index:`sink\(3...→HSET <string>:<string>\)`
	for _, d := range docs {
		rdb.HSet(ctx, key(coll, d.Id), "body", d.Body) // keys: <string>:<string>
	}
}

// Save writes one document of the pages.
func Save(ctx context.Context, rdb *redis.Client, d *Doc) { // want Save:`sink\(2→SET pages:<string>\)`
	rdb.Set(ctx, key("pages", d.Id), d.Body, 0) // keys: pages:about pages:<string> pages:welcome pages:home pages:draft: pages:launch
}

// Seed writes the welcome page.
func Seed(ctx context.Context, rdb *redis.Client) {
	Index(ctx, rdb, "docs", []*Doc{{Id: "welcome", Body: "hi"}}) // keys: docs:welcome
	home := &Doc{Id: "home", Body: "hello"}
	Save(ctx, rdb, home)            // keys: pages:home
	Save(ctx, rdb, NewDoc("about")) // keys: pages:about
}

// Drafts keeps the drafts under an id that ends in its separator.
func Drafts(ctx context.Context, rdb *redis.Client) {
	draft := &Doc{Id: "draft:", Body: ""} // want `key "pages:draft:" ends with the separator ":"`
	Save(ctx, rdb, draft)                 // keys: pages:draft:
}

// Import writes the documents it decodes: the call does not show them.
func Import(ctx context.Context, rdb *redis.Client, r io.Reader) error {
	var docs []*Doc
	if err := json.NewDecoder(r).Decode(&docs); err != nil {
		return err
	}
	Index(ctx, rdb, "imports", docs) // keys: imports:about imports:<string> imports:welcome imports:home imports:draft: imports:launch
	for _, d := range docs {
		Save(ctx, rdb, d) // keys: pages:about pages:<string> pages:welcome pages:home pages:draft: pages:launch
	}
	return nil
}

// Publish writes the pages it is given, with Save: its own callers pass
// the documents, and are the sites of the key; this call is not.
func Publish(ctx context.Context, rdb *redis.Client, d *Doc) { // want Publish:`sink\(2→SET pages:<string>\)`
	Save(ctx, rdb, d)
}

// Launch publishes the launch page.
func Launch(ctx context.Context, rdb *redis.Client) {
	Publish(ctx, rdb, &Doc{Id: "launch"}) // keys: pages:launch
}
