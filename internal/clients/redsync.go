package clients

// Redsync is github.com/go-redsync/redsync, distributed locks.
const Redsync ClientID = 6

// The mutex name is the lock's key, set with NX and an expiry. NewMutex
// sends nothing itself, but it is where the program gives the key, so it
// is the key's site; the mutex keeps the name, and its methods act on it
// (Unlock and Extend run scripts that GET the key, then DEL or PEXPIRE
// it). The library's own code is never analysed for it: its source may
// not be there.
func init() {
	held := []ArgSpec{{Shape: Held}}
	register(Redsync, client{name: "redsync"}, library{
		client:  Redsync,
		paths:   []string{"github.com/go-redsync/redsync/v4"},
		modules: []string{"github.com/go-redsync/redsync/v4"},
		methods: map[string]Method{
			"Redsync.NewMutex":     {Command: "SET", Keys: keyAt(0), Expires: true},
			"Mutex.Lock":           {Command: "SET", Keys: held, Expires: true},
			"Mutex.LockContext":    {Command: "SET", Keys: held, Expires: true},
			"Mutex.TryLock":        {Command: "SET", Keys: held, Expires: true},
			"Mutex.TryLockContext": {Command: "SET", Keys: held, Expires: true},
			"Mutex.Unlock":         {Command: "DEL", Keys: held},
			"Mutex.UnlockContext":  {Command: "DEL", Keys: held},
			"Mutex.Extend":         {Command: "PEXPIRE", Keys: held},
			"Mutex.ExtendContext":  {Command: "PEXPIRE", Keys: held},
			"Mutex.Valid":          {Command: "GET", Keys: held},
			"Mutex.ValidContext":   {Command: "GET", Keys: held},
		},
		holders: map[string]Holder{
			"Redsync.NewMutex": {Arg: 0},
			"Mutex.Name":       {Receiver: true},
		},
	})
}
