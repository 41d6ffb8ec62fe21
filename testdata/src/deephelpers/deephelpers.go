// Package deephelpers builds a key through a chain of fourteen helpers,
// the innermost of which edits the text it is given: the key is known
// only by evaluating every helper again with its caller's argument, as
// deep as the chain goes.
package deephelpers

import (
	"context"
	"strings"

	"github.com/redis/go-redis/v9"
)

func shout(s string) string { return strings.ToUpper(s) }
func h13(s string) string { return shout(s) }
func h12(s string) string { return h13(s) }
func h11(s string) string { return h12(s) }
func h10(s string) string { return h11(s) }
func h9(s string) string { return h10(s) }
func h8(s string) string { return h9(s) }
func h7(s string) string { return h8(s) }
func h6(s string) string { return h7(s) }
func h5(s string) string { return h6(s) }
func h4(s string) string { return h5(s) }
func h3(s string) string { return h4(s) }
func h2(s string) string { return h3(s) }
func h1(s string) string { return h2(s) }

func Get(ctx context.Context, rdb *redis.Client) string {
	return rdb.Get(ctx, h1("user:profile")).Val() // want `key "USER:PROFILE" segment "USER" is not snake_case` `key "USER:PROFILE" segment "PROFILE" is not snake_case`
}
