package luakeys

import (
	"strconv"
	"strings"
)

// environment holds the globals of the Lua environment Redis gives a script.
var environment = map[string]bool{
	"KEYS": true, "ARGV": true,
	"redis": true, "server": true, "string": true, "math": true, "table": true,
	"cjson": true, "cmsgpack": true, "bit": true, "struct": true, "os": true,
	"tostring": true, "tonumber": true, "unpack": true, "ipairs": true, "pairs": true,
	"pcall": true, "xpcall": true, "error": true, "assert": true, "type": true,
	"select": true, "next": true, "rawget": true, "rawset": true, "rawequal": true,
	"setmetatable": true, "getmetatable": true, "print": true, "loadstring": true,
}

// libraries are the globals of the environment that are tables of functions.
var libraries = map[string]bool{
	"redis": true, "server": true, "string": true, "math": true, "table": true,
	"cjson": true, "cmsgpack": true, "bit": true, "struct": true, "os": true,
}

// redisCalls are the functions that send a command to Redis.
var redisCalls = map[string]bool{
	"redis.call": true, "redis.pcall": true, "server.call": true, "server.pcall": true,
}

// registerCalls are the functions by which a library registers a function
// (library.go).
var registerCalls = map[string]bool{"redis.register_function": true, "server.register_function": true}

// library is the result of a function of the environment: strings and
// numbers where its result follows from its arguments, unknown otherwise.
func (w *walker) library(name string, args []value) value {
	arg := func(i int) value {
		if i < len(args) {
			return args[i]
		}
		return value{kind: vNil, name: "argument " + strconv.Itoa(i+1) + " of " + name}
	}
	switch {
	case name == "tostring":
		if a := arg(0); a.kind == vString {
			return a
		}
	case name == "tonumber":
		if n, ok := arg(0).integer(); ok {
			return text(strconv.Itoa(n))
		}
		return number()
	case strings.HasPrefix(name, "math."), name == "string.len":
		return number()
	case name == "string.format":
		return format(args)
	case name == "string.lower", name == "string.upper":
		if s, ok := arg(0).literal(); ok {
			if name == "string.lower" {
				return text(strings.ToLower(s))
			}
			return text(strings.ToUpper(s))
		}
	case name == "table.insert" && arg(0).kind == vTable:
		l := arg(0).list
		if len(args) == 2 {
			w.add(l, args[1])
		} else {
			l.blur() // inserted at a position
			w.add(l, arg(2))
		}
		return value{kind: vNil, name: "the result of table.insert"}
	case name == "pcall" || name == "xpcall":
		if f := arg(0); f.kind == vFunc {
			w.call(f.fn, args[1:])
		}
	}
	return hole(Result, name)
}

// format is the value of string.format(f, ...): %s and %d are followed, a
// format that is not literal or another directive is unknown.
func format(args []value) value {
	if len(args) == 0 {
		return hole(Format, "no format")
	}
	f, ok := args[0].literal()
	if !ok {
		return hole(Format, "a format that is not literal")
	}
	out := text("")
	next := 1
	for i := 0; i < len(f); i++ {
		c := f[i]
		if c != '%' {
			out = concat(out, text(string(c)))
			continue
		}
		if i+1 >= len(f) {
			return concat(out, hole(Format, "%"))
		}
		i++
		start := i
		for i < len(f)-1 && strings.IndexByte("-+ #0123456789.", f[i]) >= 0 {
			i++
		}
		spec, verb := f[start:i], f[i]
		if verb == '%' && spec == "" {
			out = concat(out, text("%"))
			continue
		}
		var a value
		if next < len(args) {
			a = args[next]
		} else {
			a = value{kind: vNil, name: "a missing argument of string.format"}
		}
		next++
		switch {
		case spec != "":
			out = concat(out, hole(Format, "%"+spec+string(verb)))
		case verb == 's':
			out = concat(out, a)
		case verb == 'd' || verb == 'i':
			if n, ok := a.integer(); ok {
				out = concat(out, text(strconv.Itoa(n)))
			} else {
				out = concat(out, number())
			}
		default:
			out = concat(out, hole(Format, "%"+string(verb)))
		}
	}
	return out
}
