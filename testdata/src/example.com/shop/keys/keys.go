// Package keys is a key-helper package: functions and a key type whose
// results are Redis keys. It calls no client; its facts carry the
// templates to the packages that use them.
package keys

import (
	"fmt"
	"strconv"
)

// Prefix is the namespace of every key of the shop.
const Prefix = "shop:"

// Namespace is set once and never reassigned: other packages read its
// value through a fact, like a constant's.
var Namespace = "Shop" // want Namespace:`value\("Shop"\)`

// counter is unexported: no other package can read it.
var counter = "shop:counter"

// User is the key of a user's profile.
func User(id int) string { // want User:`producer\("shop:user:<int>"\)`
	return fmt.Sprintf("shop:user:%d", id)
}

// BadUser is a legacy key whose words are not snake_case.
func BadUser(id int) string { // want BadUser:`producer\("Shop:User:<int>"\)`
	return "Shop:User:" + strconv.Itoa(id)
}

// Session is the key of a session; the token is opaque.
func Session(token string) string { // want Session:`producer\("shop:session:<string>"\)`
	return Prefix + "session:" + token
}

// CartKey names a user's cart; its String method renders the key.
type CartKey struct {
	UserID int64
}

func (k CartKey) String() string { // want String:`producer\("shop:cart:<int>"\)`
	return fmt.Sprintf("shop:cart:%d", k.UserID)
}

// LegacyCartKey renders the cart key of the old code, in PascalCase.
type LegacyCartKey struct {
	UserID int64
}

func (k LegacyCartKey) String() string { // want String:`producer\("Shop:Cart:<int>"\)`
	return fmt.Sprintf("Shop:Cart:%d", k.UserID)
}

// notExported is not visible to other packages: no fact.
func notExported(id int) string {
	return fmt.Sprintf("shop:hidden:%d", id)
}

// Describe returns a description with spaces; a program that puts it in
// a key gets a charset finding at the call.
func Describe(id int) string { // want Describe:`producer\("user number <int>"\)`
	return "user number " + strconv.Itoa(id)
}
