// Package keys builds the keys of the app; it does not import Redis.
package keys

import "fmt"

// User is the key of a user's profile.
func User(id int) string { return fmt.Sprintf("User:%d", id) }
