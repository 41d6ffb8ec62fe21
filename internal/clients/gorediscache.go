package clients

// GoRedisCache is github.com/go-redis/cache, a cache over go-redis.
const GoRedisCache ClientID = 5

// Item.Key is the key of Set and Once; Get, Exists and Delete take it as a
// parameter. Items expire (one hour by default), so their keys have a TTL.
// The library's own code is never analysed for it: its key sits in a
// struct field it fills itself.
func init() {
	paths := []string{"github.com/go-redis/cache/v9", "github.com/go-redis/cache/v8"}
	register(GoRedisCache, client{name: "go-redis/cache"}, library{
		client:  GoRedisCache,
		paths:   paths,
		modules: paths,
		methods: map[string]Method{
			"Cache.Set":                   {Command: "SET", Keys: itemKey, Expires: true},
			"Cache.Once":                  {Command: "SET", Keys: itemKey, Expires: true},
			"Cache.Get":                   {Command: "GET", Keys: keyAt(1)},
			"Cache.GetSkippingLocalCache": {Command: "GET", Keys: keyAt(1)},
			"Cache.Exists":                {Command: "GET", Keys: keyAt(1)},
			"Cache.Delete":                {Command: "DEL", Keys: keyAt(1)},
		},
	})
}

// itemKey is the Key field of a go-redis/cache Item passed first.
var itemKey = []ArgSpec{{Arg: 0, Shape: StructFields, Fields: []FieldSpec{{Name: "Key", Shape: Single}}}}
