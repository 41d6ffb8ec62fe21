// Temporary stand-in for clients_goredis.go (being written); removed when it lands.
package analyzer

import "strings"

var goredisKeyParams = map[string]bool{"key": true, "keys": true, "newkey": true, "source": true, "destination": true, "dest": true, "destKey": true, "sourceKey": true, "stream": true, "store": true}

func goredisCommand(method string) string { return strings.ToUpper(method) }
