package analyzer

import "github.com/rediskeylint/rediskeylint/internal/keyflow"

// oneRowPerLock drops the site of a call that made a lock object when a
// call on the object sends the same command (keyflow.RepeatedLockRows).
func oneRowPerLock(eval *keyflow.Evaluator, list []*callSite) []*callSite {
	rows := make([]keyflow.LockRow, len(list))
	for i, s := range list {
		if s.wrapper == nil && s.desc != nil {
			rows[i] = keyflow.LockRow{Call: s.call, Command: s.desc.Command, Held: s.desc.HeldRecv()}
		}
	}
	repeated := eval.RepeatedLockRows(rows)
	out := list[:0:0]
	for i, s := range list {
		if !repeated[i] {
			out = append(out, s)
		}
	}
	return out
}
