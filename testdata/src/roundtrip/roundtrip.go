// Package roundtrip keys sessions by an id the package writes into a
// cookie as base64 and reads back: the decoded id is one the package
// made, not foreign bytes. Bytes decoded from what the package never
// encoded (a request header, a field it encodes another way) can be any
// bytes still.
package roundtrip

import (
	"context"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"net/http"

	"github.com/redis/go-redis/v9"
)

// A session is named by an id made of random bytes in hex.
type session struct {
	id string
}

// newSession names a new session.
func newSession(raw []byte) *session {
	return &session{id: fmt.Sprintf("session:%s", hex.EncodeToString(raw))}
}

// cookie is the session's id as the browser keeps it.
func (s *session) cookie() string {
	return base64.RawURLEncoding.EncodeToString([]byte(s.id))
}

// idFromCookie reads back the id cookie wrote.
func idFromCookie(value string) (string, error) {
	raw, err := base64.RawURLEncoding.DecodeString(value)
	if err != nil {
		return "", err
	}
	return string(raw), nil
}

// sessionFrom is the session of a request's cookie.
func sessionFrom(value string) (*session, error) {
	id, err := idFromCookie(value)
	if err != nil {
		return nil, err
	}
	return &session{id: id}, nil
}

// load reads a session's data: its id is the one newSession made.
func (s *session) load(ctx context.Context, rdb *redis.Client) {
	rdb.Get(ctx, s.id)
}

// A grant is named by a token a client sends, decoded.
type grant struct {
	token string
}

// grantFrom decodes the grant a request carries: the package never
// encodes a grant's token, so its bytes are the client's.
func grantFrom(r *http.Request) grant {
	raw, _ := base64.RawURLEncoding.DecodeString(r.Header.Get("X-Grant"))
	return grant{token: string(raw)}
}

// check looks a grant up.
func (g grant) check(ctx context.Context, rdb *redis.Client) {
	rdb.Exists(ctx, "grant:"+g.token) // want `key "grant:<bytes>" holds a <bytes> value that can render a tab, control characters, .*, the separator ":" and "\{", an accidental hash tag`
}

// A device is named by an id the package makes, or one a client sends
// in another encoding than the one the package writes it in.
type device struct {
	id string
}

// newDevice names a device the package registers.
func newDevice(serial []byte) device {
	return device{id: "device:" + hex.EncodeToString(serial)}
}

// label is the device's id as the package shows it: in standard base64.
func (d device) label() string {
	return base64.StdEncoding.EncodeToString([]byte(d.id))
}

// deviceFrom decodes a client's device id from URL-safe base64, which is
// not what label writes: the text is not the package's own.
func deviceFrom(value string) device {
	raw, _ := base64.RawURLEncoding.DecodeString(value)
	return device{id: string(raw)}
}

// seen marks a device seen.
func (d device) seen(ctx context.Context, rdb *redis.Client) {
	rdb.Set(ctx, d.id, 1, 0) // want `key "<bytes>" holds a <bytes> value that can render a tab, control characters, .*, the separator ":" and "\{", an accidental hash tag`
}

// tenant is the tenant the process serves: named here, or read back from
// the hex the package writes into a header.
var tenant string

// serve names the tenant.
func serve(name string) { tenant = "tenant:" + name }

// tenantHeader is the tenant as the package hands it on.
func tenantHeader() string { return hex.EncodeToString([]byte(tenant)) }

// tenantFrom reads back a header tenantHeader wrote.
func tenantFrom(header string) {
	raw, _ := hex.DecodeString(header)
	tenant = string(raw)
}

// count counts a request of the tenant.
func count(ctx context.Context, rdb *redis.Client) {
	rdb.Incr(ctx, tenant+":requests")
}
