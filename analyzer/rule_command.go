package analyzer

import (
	"fmt"
	"go/types"
	"strings"

	"github.com/rediskeylint/rediskeylint/internal/keyflow"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// commandHints say why a forbidden or slow command is a problem and what
// to use instead.
var commandHints = map[string]string{
	"KEYS":     "it blocks Redis while it walks every key; iterate with SCAN",
	"FLUSHALL": "it deletes every key of every database",
	"FLUSHDB":  "it deletes every key of the database",
	"HGETALL":  "it reads the whole hash at once; iterate with HSCAN",
	"SMEMBERS": "it reads the whole set at once; iterate with SSCAN",
	"LRANGE":   "0 -1 reads the whole list at once; read it in pages",
	"ZRANGE":   "0 -1 reads the whole sorted set at once; iterate with ZSCAN or read it in pages",
	"SINTER":   "it can walk whole sets; iterate with SSCAN",
	"SUNION":   "it can walk whole sets; iterate with SSCAN",
	"SDIFF":    "it can walk whole sets; iterate with SSCAN",
}

// commandRule reports forbidden commands anywhere, and the slow ones the
// configuration opts into.
type commandRule struct{}

func (commandRule) check(s *siteSet, r *reporter) {
	if !s.cfg.Enabled(keyrules.RuleCommand) {
		return
	}
	for _, site := range s.list {
		command := site.desc.Command
		if command == "" || site.desc.ChainStart != nil {
			continue // a rueidis key step; its command step is a site too
		}
		switch {
		case containsFold(s.cfg.ForbiddenCommands, command):
			msg := fmt.Sprintf("command %s is forbidden", command)
			if hint, ok := commandHints[command]; ok {
				msg += ": " + hint
			}
			r.at(site.call, site.call, keyrules.RuleCommand, about(commandSubject{command}), msg)
		case containsFold(s.cfg.SlowCommands, command):
			if (command == "LRANGE" || command == "ZRANGE") && !wholeRange(s.pass.TypesInfo, site) {
				continue
			}
			msg := fmt.Sprintf("command %s is slow on large values", command)
			if hint, ok := commandHints[command]; ok {
				msg += ": " + hint
			}
			r.at(site.call, site.call, keyrules.RuleCommand, about(commandSubject{command}), msg)
		}
	}
}

// wholeRange reports whether a range read asks for everything: its last
// two arguments are the constants 0 and -1.
func wholeRange(info *types.Info, site *callSite) bool {
	args := site.args
	if args == nil {
		args = site.desc.Args
	}
	if len(args) < 2 {
		return false
	}
	start, stop := info.Types[args[len(args)-2]].Value, info.Types[args[len(args)-1]].Value
	return keyflow.IsIntConst(start, 0) && keyflow.IsIntConst(stop, -1)
}

func containsFold(list []string, s string) bool {
	for _, v := range list {
		if strings.EqualFold(v, s) {
			return true
		}
	}
	return false
}
