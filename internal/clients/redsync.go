package clients

// Redsync is github.com/go-redsync/redsync, distributed locks.
const Redsync ClientID = 6

// The mutex name is the lock's key, set with NX and an expiry. The
// library's own code is never analysed for it: its source may not be
// there.
func init() {
	register(Redsync, client{name: "redsync"}, library{
		client:  Redsync,
		paths:   []string{"github.com/go-redsync/redsync/v4"},
		modules: []string{"github.com/go-redsync/redsync/v4"},
		methods: map[string]Method{
			"Redsync.NewMutex": {Command: "SET", Keys: keyAt(0), Expires: true},
		},
	})
}
