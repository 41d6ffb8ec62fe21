package clients

// Redislock is github.com/bsm/redislock, locks on go-redis.
const Redislock ClientID = 7

// Obtain sets the key with NX and an expiry (a script) and returns a Lock
// that keeps the key: Refresh, Release and TTL run scripts that GET it and
// then PEXPIRE, DEL or PTTL it, and Key returns it. ObtainMulti (v0.10)
// sets every key of the list in one script; its lock's calls act on each
// of them, and Keys returns them (Key the first).
func init() {
	held := []ArgSpec{{Shape: Held}}
	register(Redislock, client{name: "redislock"}, library{
		client:  Redislock,
		paths:   []string{"github.com/bsm/redislock"},
		modules: []string{"github.com/bsm/redislock"},
		methods: map[string]Method{
			"Client.Obtain":      {Command: "SET", Keys: keyAt(1), Expires: true},
			"Obtain":             {Command: "SET", Keys: keyAt(2), Expires: true},
			"Client.ObtainMulti": {Command: "SET", Keys: []ArgSpec{{Arg: 1, Shape: Slice}}, Atomic: true, Expires: true},
			"ObtainMulti":        {Command: "SET", Keys: []ArgSpec{{Arg: 2, Shape: Slice}}, Atomic: true, Expires: true},
			"Lock.Refresh":       {Command: "PEXPIRE", Keys: held},
			"Lock.Release":       {Command: "DEL", Keys: held},
			"Lock.TTL":           {Command: "PTTL", Keys: held},
		},
		holders: map[string]Holder{
			"Client.Obtain":      {Arg: 1},
			"Obtain":             {Arg: 2},
			"Client.ObtainMulti": {Arg: 1, Kind: HeldList},
			"ObtainMulti":        {Arg: 2, Kind: HeldList},
			"Lock.Keys":          {Receiver: true},
			"Lock.Key":           {Receiver: true},
		},
	})
}
