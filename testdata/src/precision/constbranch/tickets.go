// Package constbranch caches the tickets of a messaging platform's API.
// A ticket's key depends on its type; a call with a constant type builds
// only that type's key. "// keys:" lists the templates of the line's site.
package constbranch

import (
	"context"

	"github.com/redis/go-redis/v9"
)

// TicketType is the kind of ticket the API issues.
type TicketType int

const (
	TicketTypeJs TicketType = iota
	TicketTypeCorpJs
	TicketTypeCard
)

func ticketKey(appID string, t TicketType) string {
	switch t {
	case TicketTypeCorpJs:
		return "wechat:corp_js_ticket:" + appID
	case TicketTypeCard:
		return "wechat:card_ticket:" + appID
	default:
		return "wechat:js_ticket:" + appID
	}
}

func lockKey(appID string, corp bool) string {
	if corp {
		return "wechat:corp_lock:" + appID
	}
	return "wechat:lock:" + appID
}

func tokenKey(appID string, t TicketType) string {
	kind := "js"
	if t == TicketTypeCard {
		kind = "card"
	}
	return "wechat:token:" + kind + ":" + appID
}

// Client caches the tickets of one application.
type Client struct {
	rdb   *redis.Client
	appID string
}

func (c *Client) CorpTicket(ctx context.Context) (string, error) { // want CorpTicket:`sink\(-1→SETNX wechat:corp_lock:<string>; -1→GET wechat:token:js:<string>; -1→GET wechat:corp_js_ticket:<string>\)`
	c.rdb.SetNX(ctx, lockKey(c.appID, true), 1, 0)                       // keys: wechat:corp_lock:<string>
	c.rdb.Get(ctx, tokenKey(c.appID, TicketTypeCorpJs))                  // keys: wechat:token:js:<string>
	return c.rdb.Get(ctx, ticketKey(c.appID, TicketTypeCorpJs)).Result() // keys: wechat:corp_js_ticket:<string>
}

func (c *Client) CardTicket(ctx context.Context) (string, error) { // want CardTicket:`sink\(-1→GET wechat:token:card:<string>; -1→GET wechat:card_ticket:<string>\)`
	c.rdb.Get(ctx, tokenKey(c.appID, TicketTypeCard))                  // keys: wechat:token:card:<string>
	return c.rdb.Get(ctx, ticketKey(c.appID, TicketTypeCard)).Result() // keys: wechat:card_ticket:<string>
}

func (c *Client) Ticket(ctx context.Context, t TicketType) (string, error) { // want Ticket:`sink\(-1→GET wechat:corp_js_ticket:<string>; -1→GET wechat:card_ticket:<string>; -1→GET wechat:js_ticket:<string>\)`
	return c.rdb.Get(ctx, ticketKey(c.appID, t)).Result() // keys: wechat:corp_js_ticket:<string> wechat:card_ticket:<string> wechat:js_ticket:<string>
}
