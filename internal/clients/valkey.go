package clients

// Valkey is valkey-go (github.com/valkey-io/valkey-go), the Valkey fork of
// rueidis: the same builder, batch, helpers, cache-aside client and compat
// adapter, so it reuses the rueidis matchers and tables.
const Valkey ClientID = 4

// valkeyCmds is the package of valkey-go's generated command builders.
const valkeyCmds = "github.com/valkey-io/valkey-go/internal/cmds"

func init() {
	register(Valkey, client{name: "valkey-go"},
		library{
			client:  Valkey,
			paths:   []string{valkeyCmds},
			modules: []string{"github.com/valkey-io/valkey-go"},
			builder: true,
			match:   matchBuilderStep,
		},
		library{
			client:     Valkey,
			paths:      []string{"github.com/valkey-io/valkey-go"},
			modules:    []string{"github.com/valkey-io/valkey-go"},
			methods:    rueidisHelpers,
			makers:     luaMakers,
			holders:    builtReplies("ValkeyResult"),
			heldFields: builtReplyFields,
		},
		library{
			client:  Valkey,
			modules: []string{"github.com/valkey-io/valkey-go"},
			match:   matchRueidisBatch,
		},
		library{
			client:  Valkey,
			paths:   []string{"github.com/valkey-io/valkey-go/valkeyaside"},
			modules: []string{"github.com/valkey-io/valkey-go/valkeyaside"},
			methods: asideMethods,
		},
		library{
			client:     GoRedis,
			paths:      []string{"github.com/valkey-io/valkey-go/valkeycompat"},
			modules:    []string{"github.com/valkey-io/valkey-go/valkeycompat"},
			match:      goredisShaped(compatReceiver),
			commandSet: "Cmdable",
			// The same read-backs as go-redis (goredis_readbacks.go).
			holders:     compatReadBacks,
			heldFields:  goredisReplyFields,
			indexMakers: goredisIndexMakers,
		})
}
