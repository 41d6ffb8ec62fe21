// Package constwrapper reads the tickets of a messaging platform's API
// through a wrapper that sends the key itself in the branch of the ticket's
// type: a call with a constant type reads only that type's key. "// keys:"
// lists the templates of the line's site.
package constwrapper

import (
	"context"
	"os"

	"github.com/redis/go-redis/v9"
)

// TicketType is the kind of ticket the API issues.
type TicketType int

const (
	TicketTypeJs TicketType = iota
	TicketTypeCorpJs
	TicketTypeCard
)

type store struct{ rdb *redis.Client }

func (s *store) getTicket(ctx context.Context, appID string, t TicketType) string {
	switch t {
	case TicketTypeCorpJs:
		return s.rdb.Get(ctx, "wechat:corp_js_ticket:"+appID).Val() // keys: wechat:corp_js_ticket:<string>
	case TicketTypeCard:
		return s.rdb.Get(ctx, "wechat:card_ticket:"+appID).Val() // keys: wechat:card_ticket:<string>
	default:
		return s.rdb.Get(ctx, "wechat:js_ticket:"+appID).Val() // keys: wechat:js_ticket:<string>
	}
}

func (s *store) lock(ctx context.Context, appID string, corp bool) {
	if corp {
		s.rdb.SetNX(ctx, "wechat:corp_lock:"+appID, 1, 0) // keys: wechat:corp_lock:<string>
		return
	}
	s.rdb.SetNX(ctx, "wechat:lock:"+appID, 1, 0) // keys: wechat:lock:<string>
}

func use(ctx context.Context, s *store, t TicketType) {
	app := os.Getenv("APP")
	s.lock(ctx, app, true)                  // keys: wechat:corp_lock:<string>
	s.lock(ctx, app, false)                 // keys: wechat:lock:<string>
	s.getTicket(ctx, app, TicketTypeCorpJs) // keys: wechat:corp_js_ticket:<string>
	s.getTicket(ctx, app, TicketTypeJs)     // keys: wechat:js_ticket:<string>
	s.getTicket(ctx, app, t)                // keys: wechat:corp_js_ticket:<string> wechat:card_ticket:<string> wechat:js_ticket:<string>
}

func (s *store) token(ctx context.Context, appID string, t TicketType) string {
	key := "wechat:token:js:" + appID
	if t == TicketTypeCard {
		key = "wechat:token:card:" + appID
	}
	return s.rdb.Get(ctx, key).Val() // keys: wechat:token:js:<string> wechat:token:card:<string>
}

func (s *store) cached(ctx context.Context, appID string, fresh bool) string {
	var key string
	switch fresh {
	case true:
		key = "wechat:fresh:" + appID
	default:
		key = "wechat:cached:" + appID
	}
	return s.rdb.Get(ctx, key).Val() // keys: wechat:fresh:<string> wechat:cached:<string>
}

func useChosen(ctx context.Context, s *store, t TicketType) {
	app := os.Getenv("APP")
	s.token(ctx, app, TicketTypeCard)   // keys: wechat:token:card:<string>
	s.token(ctx, app, TicketTypeCorpJs) // keys: wechat:token:js:<string>
	s.token(ctx, app, t)                // keys: wechat:token:js:<string> wechat:token:card:<string>
	s.cached(ctx, app, true)            // keys: wechat:fresh:<string>
}

// ticketer is implemented by a store that reads the ticket only for the
// corp type and one that always reads it: a call through the interface
// may read it whatever the type.
type ticketer interface {
	ticket(ctx context.Context, appID string, corp bool) string
}

type corpTickets struct{ rdb *redis.Client }

func (c *corpTickets) ticket(ctx context.Context, appID string, corp bool) string {
	if corp {
		return c.rdb.Get(ctx, "wechat:ticket:"+appID).Val() // keys: wechat:ticket:<string>
	}
	return ""
}

type tickets struct{ rdb *redis.Client }

func (c *tickets) ticket(ctx context.Context, appID string, _ bool) string {
	return c.rdb.Get(ctx, "wechat:ticket:"+appID).Val() // keys: wechat:ticket:<string>
}

func useTicketer(ctx context.Context, t ticketer) {
	t.ticket(ctx, os.Getenv("APP"), false) // keys: wechat:ticket:<string>
}
