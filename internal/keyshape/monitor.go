package keyshape

import (
	"fmt"
	"strconv"
	"strings"
)

// A Command is one line of MONITOR output: the arguments as sent and where
// they came from.
type Command struct {
	Args []string
	// Script is true for commands a server-side script (EVAL, FCALL) ran:
	// MONITOR shows them with the source "lua".
	Script bool
}

// ParseMonitorLine parses one line of MONITOR output such as
//
//	1700000000.123456 [0 127.0.0.1:52144] "SET" "user:1" "x"
//
// The arguments are quoted as redis-server's sdscatrepr writes them:
// backslash escapes for '\\', '"', \n, \r, \t, \a, \b and \xHH.
func ParseMonitorLine(line string) (Command, error) {
	line = strings.TrimPrefix(line, "+")
	open := strings.IndexByte(line, '[')
	end := strings.IndexByte(line, ']')
	if open < 0 || end < open {
		return Command{}, fmt.Errorf("monitor line %q has no [db source] part", line)
	}
	source := strings.Fields(line[open+1 : end])
	cmd := Command{Script: len(source) == 2 && source[1] == "lua"}
	rest := line[end+1:]
	for {
		rest = strings.TrimLeft(rest, " ")
		if rest == "" {
			break
		}
		if rest[0] != '"' {
			return Command{}, fmt.Errorf("monitor line %q: argument does not start with a quote", line)
		}
		arg, n, err := unquote(rest)
		if err != nil {
			return Command{}, fmt.Errorf("monitor line %q: %v", line, err)
		}
		cmd.Args = append(cmd.Args, arg)
		rest = rest[n:]
	}
	if len(cmd.Args) == 0 {
		return Command{}, fmt.Errorf("monitor line %q has no command", line)
	}
	return cmd, nil
}

// unquote reads one quoted argument at the start of s and returns it and
// the number of bytes of s it took.
func unquote(s string) (string, int, error) {
	var b strings.Builder
	for i := 1; i < len(s); i++ {
		c := s[i]
		switch c {
		case '"':
			return b.String(), i + 1, nil
		case '\\':
			if i+1 >= len(s) {
				return "", 0, fmt.Errorf("escape at the end")
			}
			i++
			switch s[i] {
			case 'n':
				b.WriteByte('\n')
			case 'r':
				b.WriteByte('\r')
			case 't':
				b.WriteByte('\t')
			case 'a':
				b.WriteByte('\a')
			case 'b':
				b.WriteByte('\b')
			case 'x':
				if i+2 >= len(s) {
					return "", 0, fmt.Errorf("short \\x escape")
				}
				v, err := strconv.ParseUint(s[i+1:i+3], 16, 8)
				if err != nil {
					return "", 0, fmt.Errorf("bad \\x escape %q", s[i-1:i+3])
				}
				b.WriteByte(byte(v))
				i += 2
			default:
				b.WriteByte(s[i])
			}
		default:
			b.WriteByte(c)
		}
	}
	return "", 0, fmt.Errorf("unterminated quote")
}
