// Package accounts serves logins and profiles; sessions and profiles are
// cached in Redis, logins are rate limited.
package accounts

import (
	"context"
	"time"

	"github.com/redis/go-redis/v9"

	"constructors/cache"
	"constructors/jobs"
	"constructors/limits"
	"constructors/ratelimit"
)

type Session struct {
	UserID string
	Expiry time.Time
}

type Profile struct {
	Name  string
	Email string
}

// Service holds the caches it was built with.
type Service struct {
	sessions *cache.Cache[Session]
	profiles *cache.Cache[Profile]
	logins   *ratelimit.Limiter
}

func NewService(rdb *redis.Client) *Service {
	return &Service{
		sessions: cache.New[Session](rdb, "session", time.Hour),
		profiles: cache.New[Profile](rdb, "UserProfile", 24*time.Hour),                                                 // want `key \(through cache.Cache.Get\) "UserProfile:<string>" segment "UserProfile" is not snake_case`
		logins:   ratelimit.NewLimiter(rdb, ratelimit.Config{Prefix: "login.attempts", Limit: 5, Window: time.Minute}), // want `key \(through ratelimit.Limiter.Allow\) "login.attempts:<string>" uses "." between words instead of ":"`
	}
}

// Login checks the caller's rate and returns the session's user.
func (s *Service) Login(ctx context.Context, ip, sid string) (string, error) { // want Login:`sink\(1→INCR login.attempts:<string>; 1→EXPIRE login.attempts:<string>; 2→GET session:<string>\)`
	if ok, err := s.logins.Allow(ctx, ip); err != nil || !ok {
		return "", err
	}
	sess, err := s.sessions.Get(ctx, sid)
	return sess.UserID, err
}

// Profile returns a user's profile.
func (s *Service) Profile(ctx context.Context, userID string) (Profile, error) { // want Profile:`sink\(1→GET UserProfile:<string>\)`
	return s.profiles.Get(ctx, userID)
}

// Logout forgets the session.
func (s *Service) Logout(ctx context.Context, sid string) error { // want Logout:`sink\(1→DEL session:<string>\)`
	return s.sessions.Forget(ctx, sid)
}

// WarmFlags stores feature flags in a cache made on the spot.
func WarmFlags(ctx context.Context, rdb *redis.Client, flags map[string]bool) error {
	c := cache.New[bool](rdb, "FeatureFlag", 0) // want `key \(through cache.Cache.Set\) "FeatureFlag:<string>" segment "FeatureFlag" is not snake_case`
	for name, on := range flags {
		if err := c.Set(ctx, name, on); err != nil {
			return err
		}
	}
	return nil
}

// Welcome queues the welcome mail of a new user, and audits the signup.
func Welcome(ctx context.Context, rdb *redis.Client, userID string) error {
	mail := jobs.NewQueue(rdb, "welcome_mail", jobs.WithNamespace("Accounts")) // want `key \(through jobs.Queue.Push\) "Accounts:welcome_mail:pending" segment "Accounts" is not snake_case`
	if err := mail.Push(ctx, userID); err != nil {
		return err
	}
	return jobs.NewQueue(rdb, "audit").Push(ctx, "signup "+userID)
}

// APICall counts a call of the public API made with token.
func APICall(ctx context.Context, token string) (bool, error) { // want APICall:`sink\(1→INCR rate_limit:api:<string>; 1→EXPIRE rate_limit:api:<string>\)`
	return limits.API.Allow(ctx, token)
}

// counter counts events of one kind per user.
type counter struct {
	rdb  *redis.Client
	kind string
}

func newCounter(rdb *redis.Client, kind string) *counter {
	return &counter{rdb: rdb, kind: kind}
}

func (c *counter) hit(ctx context.Context, userID string) error {
	return c.rdb.Incr(ctx, "count:"+c.kind+":"+userID).Err()
}

// Track counts a page view and a download of a user: each counter keeps
// its own kind, though the package makes both.
func Track(ctx context.Context, rdb *redis.Client, userID string) error { // want Track:`sink\(2→INCR count:page_view:<string>; 2→INCR count:Download:<string>\)`
	if err := newCounter(rdb, "page_view").hit(ctx, userID); err != nil {
		return err
	}
	return newCounter(rdb, "Download").hit(ctx, userID) // want `key "count:Download:<string>" segment "Download" is not snake_case`
}
