// Package keys is a key helper of a module whose path has no dot, as
// "go mod init myservice" makes: its facts must flow like any other.
package keys

import "fmt"

// BadUser is a key whose words are not snake_case.
func BadUser(id int) string { // want BadUser:`producer\("Shop:User:<int>"\)`
	return fmt.Sprintf("Shop:User:%d", id)
}
