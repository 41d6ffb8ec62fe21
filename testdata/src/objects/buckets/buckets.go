// Package buckets names where the service keeps things: a Redis key space
// for sessions, and object-store buckets for media.
package buckets

type Bucket struct {
	Name   string // want Name:`value\("sessions" \| "media/Avatars" \| "media/Uploads"\)`
	Public bool
}

var Sessions = Bucket{Name: "sessions"} // want Sessions:`object\(Name: "sessions"\)`

var Avatars = Bucket{Name: "media/Avatars", Public: true} // want Avatars:`object\(Name: "media/Avatars"\)`

var Uploads = Bucket{Name: "media/Uploads"} // want Uploads:`object\(Name: "media/Uploads"\)`
