// Command realclients records what the real go-redis modules send. For every
// command method of each version's Pipeliner it calls the method on a
// pipeline (which queues the command and sends nothing) with arguments that
// name their own position, and prints the resulting argument vector as one
// JSON line:
//
//	{"pkg":"github.com/redis/go-redis/v9","method":"Get","args":["get","<p1>"]}
//
// A string parameter i is passed as "<pi>"; an element j of a slice or
// variadic parameter as "<pi.j>"; a map key as "<pi.k>"; a struct field F as
// "<pi.F>". Numbers are zero and booleans false. A method that refuses such
// arguments (GeoRadius rejects a Store, BitCount an unknown Unit) is called
// again with the fields of its struct arguments left empty. The analyzer's
// tests compare these vectors with the go-redis tables and with a real
// server's COMMAND GETKEYS.
//
// The module also imports redigo, rueidis and valkey-go, so that the same tests can
// load every real client that testdata/src stubs, and holds stubgen, which
// writes those stubs.
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"sort"

	redisv6 "github.com/go-redis/redis"
	redisv7 "github.com/go-redis/redis/v7"
	redisv8 "github.com/go-redis/redis/v8"
	_ "github.com/gomodule/redigo/redis"
	redisv9 "github.com/redis/go-redis/v9"
	_ "github.com/redis/rueidis"
	_ "github.com/valkey-io/valkey-go"
)

// call is one recorded method call.
type call struct {
	Pkg    string   `json:"pkg"`
	Method string   `json:"method"`
	Args   []string `json:"args,omitempty"`
	// Panic holds the panic, Err the error of a method that refuses marker
	// arguments.
	Panic string `json:"panic,omitempty"`
	Err   string `json:"err,omitempty"`
}

// args is the part of every go-redis Cmder that this program reads.
type args interface {
	Args() []interface{}
	Err() error
}

func main() {
	enc := json.NewEncoder(os.Stdout)
	enc.SetEscapeHTML(false)
	pipes := []struct {
		pkg  string
		pipe any
	}{
		{"github.com/redis/go-redis/v9", redisv9.NewClient(&redisv9.Options{Addr: "127.0.0.1:0"}).Pipeline()},
		{"github.com/go-redis/redis/v8", redisv8.NewClient(&redisv8.Options{Addr: "127.0.0.1:0"}).Pipeline()},
		{"github.com/go-redis/redis/v7", redisv7.NewClient(&redisv7.Options{Addr: "127.0.0.1:0"}).Pipeline()},
		{"github.com/go-redis/redis", redisv6.NewClient(&redisv6.Options{Addr: "127.0.0.1:0"}).Pipeline()},
	}
	for _, p := range pipes {
		for _, c := range record(p.pkg, p.pipe) {
			if err := enc.Encode(c); err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(1)
			}
		}
	}
}

// record calls every method of pipe that returns a command.
func record(pkg string, pipe any) []call {
	v := reflect.ValueOf(pipe)
	t := v.Type()
	argsType := reflect.TypeOf((*args)(nil)).Elem()
	var out []call
	for i := 0; i < t.NumMethod(); i++ {
		m := t.Method(i)
		mt := m.Type // includes the receiver
		if mt.NumOut() != 1 || !mt.Out(0).Implements(argsType) || mt.Out(0).Kind() != reflect.Pointer {
			continue // Exec, Len, Pipelined...: not a command
		}
		out = append(out, invoke(pkg, m.Name, v.Method(i)))
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Method < out[j].Method })
	return out
}

func invoke(pkg, name string, fn reflect.Value) call {
	c := invokeWith(pkg, name, fn, true)
	if c.Panic != "" || c.Err != "" {
		if again := invokeWith(pkg, name, fn, false); again.Panic == "" && again.Err == "" {
			return again
		}
	}
	return c
}

// invokeWith calls fn with marker arguments; deep fills the fields of
// struct arguments too.
func invokeWith(pkg, name string, fn reflect.Value, deep bool) (c call) {
	c = call{Pkg: pkg, Method: name}
	defer func() {
		if r := recover(); r != nil {
			c.Panic = fmt.Sprint(r)
		}
	}()
	ft := fn.Type()
	in := make([]reflect.Value, ft.NumIn())
	for i := range in {
		in[i] = fill(ft.In(i), fmt.Sprintf("p%d", i), deep)
	}
	var res []reflect.Value
	if ft.IsVariadic() {
		res = fn.CallSlice(in)
	} else {
		res = fn.Call(in)
	}
	cmd := res[0].Interface().(args)
	// A refused call has no arguments or a reason; SHUTDOWN on a pipeline
	// only turns the missing reply into an empty error.
	if err := cmd.Err(); len(cmd.Args()) == 0 || err != nil && err.Error() != "" {
		c.Err = fmt.Sprint(err)
		return c
	}
	for _, a := range cmd.Args() {
		c.Args = append(c.Args, fmt.Sprint(a))
	}
	return c
}

var ctxType = reflect.TypeOf((*context.Context)(nil)).Elem()

// fill returns a value of type t whose strings are markers derived from tag.
func fill(t reflect.Type, tag string, deep bool) reflect.Value {
	v := reflect.New(t).Elem()
	switch {
	case t == ctxType:
		v.Set(reflect.ValueOf(context.Background()))
		return v
	case t.Kind() == reflect.Interface && t.NumMethod() == 0:
		v.Set(reflect.ValueOf(marker(tag)))
		return v
	}
	switch t.Kind() {
	case reflect.String:
		v.SetString(marker(tag))
	case reflect.Slice:
		n := 2
		switch t.Elem().Kind() {
		case reflect.String, reflect.Interface, reflect.Struct, reflect.Pointer:
		default:
			n = 1 // numbers (ZPopMax's count ...int64 takes one) and [][]interface{}
		}
		s := reflect.MakeSlice(t, n, n)
		for j := 0; j < n; j++ {
			s.Index(j).Set(fill(t.Elem(), fmt.Sprintf("%s.%d", tag, j), deep))
		}
		v.Set(s)
	case reflect.Map:
		m := reflect.MakeMap(t)
		m.SetMapIndex(fill(t.Key(), tag+".k", deep), fill(t.Elem(), tag+".v", deep))
		v.Set(m)
	case reflect.Pointer:
		switch t.Elem().Kind() {
		case reflect.Struct, reflect.String:
			p := reflect.New(t.Elem())
			p.Elem().Set(fill(t.Elem(), tag, deep))
			v.Set(p)
		}
	case reflect.Struct:
		for j := 0; deep && j < t.NumField(); j++ {
			f := t.Field(j)
			if !f.IsExported() {
				continue
			}
			ftag := tag + "." + f.Name
			if f.Anonymous {
				ftag = tag // promoted fields keep the outer tag
			}
			v.Field(j).Set(fill(f.Type, ftag, deep))
		}
	}
	return v
}

func marker(tag string) string { return "<" + tag + ">" }
