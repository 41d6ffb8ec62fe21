package config

import (
	"fmt"
	"strings"

	"github.com/rediskeylint/rediskeylint/internal/commands"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// Validate reports the first invalid option of c, naming the key and the
// allowed values: keyrules' checks, with the command names held against
// the Redis command table.
func Validate(c keyrules.Config) error {
	return c.ValidateWith(checkKnownCommand)
}

// checkKnownCommand reports a command name the Redis command table does
// not have. Module commands (JSON.SET, FT.SEARCH) are outside the table
// and written with their module's prefix, so a name holding '.' passes.
func checkKnownCommand(key, name string) error {
	if strings.Contains(name, ".") || commands.Lookup(name) != nil {
		return nil
	}
	return fmt.Errorf("%s: %q is not a Redis command (the command table is redis-server %s's); a module command is written with its prefix, as JSON.SET",
		key, name, commands.RedisVersion())
}
