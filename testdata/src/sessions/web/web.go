// Package web serves sessions through the store.Store interface; the Redis
// implementation is wired in by main, and its keys are checked here.
package web

import (
	"context"

	"sessions/redisstore"
	"sessions/store"
)

type Handler struct {
	sessions store.Store
	redis    *redisstore.Sessions
}

func NewHandler(s *redisstore.Sessions) *Handler { return &Handler{sessions: s, redis: s} }

func (h *Handler) Login(ctx context.Context, userID string) error { // want Login:`sink\(1→SET session:Web:<string>\)`
	return h.sessions.Save(ctx, "Web:"+userID, "{}") // want `key \(through store\.Store\.Save\) "session:Web:<string>" segment "Web" is not snake_case`
}

func (h *Handler) Current(ctx context.Context, userID string) (string, error) { // want Current:`sink\(1→GET session:Web:<string>\)`
	return h.sessions.Load(ctx, "Web:"+userID) // want `key \(through store\.Store\.Load\) "session:Web:<string>" segment "Web" is not snake_case`
}

func (h *Handler) Heartbeat(ctx context.Context, userID string) error { // want Heartbeat:`sink\(1→EXPIRE session:Api:<string>\)`
	return h.redis.Touch(ctx, "Api:"+userID) // want `key \(through redisstore\.Sessions\.Touch\) "session:Api:<string>" segment "Api" is not snake_case`
}

func (h *Handler) Upgrade(ctx context.Context, userID string) error { // want Upgrade:`sink\(1→DEL session:web:<string>; 1→SET session:Api:<string>\)`
	return h.redis.Migrate(ctx, "web:"+userID, "Api:"+userID, "{}") // want `key \(through redisstore\.Sessions\.Migrate\) "session:Api:<string>" segment "Api" is not snake_case`
}
