// Package keyrules checks Redis key templates against naming rules and
// computes Redis Cluster hash slots. It knows nothing of Go syntax: the
// analyzer rebuilds templates from Go code, and this package judges them.
// It imports nothing of the project and reads no file: internal/config
// decodes configuration files and knows the Redis command table,
// internal/infer finds a codebase's convention.
//
// # Templates
//
// A key template is a sequence of parts (see Template):
//
//	template = { part }
//	part     = literal | hole
//	literal  = any bytes, as written in the Go code; the key's own words,
//	           or text a value of the key renders (Part.Value: an id made
//	           elsewhere, a number), which the word rules pass over
//	hole     = a value known only at run time, with a kind (int, float,
//	           time, ...), length bounds, and an ID shared by holes that
//	           always render the same text
//
// Template.String renders a hole as its label in angle brackets, so the
// template of "user:" + strconv.Itoa(id) is "user:<int>".
//
// The template is read as a sequence of segments (levels) separated by
// Config.Separator:
//
//	key      = segment { separator segment }
//	segment  = { word | hole | other }
//
// The separator splits literal text only: a hole belongs to the segment it
// stands in, whatever it renders. The depth of a key is its number of
// segments. Within a segment, words are the runs of literal text between
// separators, foreign separators (Config.ForeignSeparators), characters
// the charset rule reports, and holes. A word next to a hole is a fragment
// of a longer word ("order_" + id), which may start or end with the case
// style's joiner. The braces of a hash tag are structure, no text for the
// naming rules: they neither belong to a word nor split one.
// "{user:1}:cart" has the words user, 1 and cart; "{ingress}_stream_key"
// the word ingress_stream_key and "room_{ingress}:<id>" the word
// room_ingress. The hashtag rule reads the braces; the separator rule
// takes a tag for a unit, so "{user1000}.following" uses no foreign
// separator between words; the length rules count the braces as the bytes
// they are; and no fix edits text in the tag.
//
// What a hole can render follows its kind: an int renders '-' and digits, a
// float also '.', '+' and 'e', a quoted string '"', a time.Time spaces and
// ':', a composite value brackets, braces and spaces. A hole of unknown
// value is assumed clean: it never causes a finding on its own, and a rule
// whose verdict would depend on its content stays silent.
//
// # Rules
//
// Registry lists every rule of rediskeylint once: its RuleID, Level,
// whether the built-in defaults turn it on, and what it checks; drivers,
// configuration and the analyzer read it. Checker.Check applies the
// per-key rules of SPEC §5 to one template: separator, case, length,
// charset, depth, namespace and hashtag. Each problem gives one Finding,
// placed on the narrowest range of literal text that holds it, with a
// mechanical Fix where one exists. What one hole can render that charset,
// hashtag and separator report is one problem, the value's rendering, and
// one Finding (check_holes.go).
//
// # Hash slots
//
// Redis Cluster maps a key to one of 16384 slots:
//
//	HASH_SLOT = CRC16(hashed) mod 16384
//
// where CRC16 is CRC16/XMODEM (polynomial 0x1021, initial value 0, input
// and output not reflected, no final xor; the CRC of "123456789" is
// 0x31C3), and hashed is the whole key unless the key has a hash tag: when
// the key holds a '{', and a '}' follows it, and at least one byte stands
// between the first '{' and the first '}' after it, only those bytes are
// hashed. Hence "{user1000}.following" and "{user1000}.followers" share a
// slot; "foo{}{bar}" hashes the whole key, since the first tag is empty;
// "foo{{bar}}zap" hashes "{bar"; and "foo{bar}{zap}" hashes "bar".
//
// HashSlot computes the slot of a key; Template.Slot and SameSlot do the
// same for templates as far as their holes allow.
package keyrules
