module example.com/compat

go 1.26.0

require (
	github.com/redis/rueidis v1.0.79
	github.com/redis/rueidis/rueidiscompat v1.0.79
	github.com/valkey-io/valkey-go v1.0.79
	github.com/valkey-io/valkey-go/valkeycompat v1.0.60
)

require golang.org/x/sys v0.47.0 // indirect
