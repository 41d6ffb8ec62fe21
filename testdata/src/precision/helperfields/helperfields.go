// Package helperfields builds the keys of its pages with a key helper
// that reads a field of the options it is given: at each call the key has
// the field of the options that call passes, not every prefix the package
// gives an option. "// keys:" lists the templates of the line's site.
package helperfields

import (
	"context"

	"github.com/redis/go-redis/v9"

	"precision/helperfields/pages"
)

// Opts say where a page is kept.
type Opts struct {
	Prefix string // want Prefix:`value\("support" \| "<string>" \| "shop" \| "drafts:"\)`
}

// pageKey is the key of page id under the options' prefix; the one
// finding of the drafts' key is at the text that doubles the separator.
func pageKey(o *Opts, id string) string { return o.Prefix + ":page:" + id } // want `key "drafts::page:new" has an empty segment`

// NewOpts returns the options of prefix.
func NewOpts(prefix string) *Opts { return &Opts{Prefix: prefix} } // want NewOpts:`constructs\(Prefix: "<string>"\)`

// Home reads the home page of the shop.
func Home(ctx context.Context, rdb *redis.Client) (string, error) {
	shop := &Opts{Prefix: "shop"}
	return rdb.Get(ctx, pageKey(shop, "home")).Result() // keys: shop:page:home
}

// Help reads the help page of the support site.
func Help(ctx context.Context, rdb *redis.Client) (string, error) {
	return rdb.Get(ctx, pageKey(NewOpts("support"), "help")).Result() // keys: support:page:help
}

// Draft keeps drafts under a prefix that ends with the separator.
func Draft(ctx context.Context, rdb *redis.Client) error {
	drafts := &Opts{Prefix: "drafts:"}
	return rdb.Set(ctx, pageKey(drafts, "new"), "", 0).Err() // keys: drafts::page:new
}

// Any reads a page of whichever options it is given: its callers are the
// sites; its own lists every prefix, which the catalog says.
func Any(ctx context.Context, rdb *redis.Client, o *Opts) (string, error) { // want Any:`sink\(2→GET <string>:page:any\)`
	return rdb.Get(ctx, pageKey(o, "any")).Result() // keys: support:page:any <string>:page:any shop:page:any drafts::page:any
}

// Blog reads a post through the helper of package pages, with a site it
// makes: the key has that site's prefix.
func Blog(ctx context.Context, rdb *redis.Client) (string, error) {
	blog := &pages.Site{Prefix: "blog"}
	return rdb.Get(ctx, pages.Key(blog, "post")).Result() // keys: blog:page:post
}
