// Package searchdo searches with FT.SEARCH sent as a generic command
// (go-redis Do, redigo Do) and with rueidis's builder: the document ids of
// an index the package creates with PREFIX (go-redis's FTCreate, FT.CREATE
// through redigo's Do, rueidis's builder) are keys of those prefixes.
package searchdo

import (
	"context"

	redigo "github.com/gomodule/redigo/redis"
	"github.com/redis/go-redis/v9"
	"github.com/redis/rueidis"
)

const orders = "idx:orders"

// CreateIndexes creates the orders index with go-redis's method, and the
// invoices index with redigo's generic command.
func CreateIndexes(ctx context.Context, rdb *redis.Client, conn redigo.Conn) error {
	err := rdb.FTCreate(ctx, orders, &redis.FTCreateOptions{OnHash: true, Prefix: []interface{}{"Order:"}}, // want `key "Order:<string>" segment "Order" is not snake_case`
		&redis.FieldSchema{FieldName: "status"}).Err()
	if err != nil {
		return err
	}
	_, err = conn.Do("FT.CREATE", "idx:invoices", "ON", "HASH", "PREFIX", 2, "invoice:open:", "invoice:Paid:", "SCHEMA", "total", "NUMERIC") // want `key "invoice:Paid:<string>" segment "Paid" is not snake_case`
	return err
}

// Archive searches the done orders with go-redis's Do: the reply is the
// count, then the id of each document (NOCONTENT).
func Archive(ctx context.Context, rdb *redis.Client) error {
	reply, err := rdb.Do(ctx, "FT.SEARCH", orders, "@status:{done}", "NOCONTENT").Slice()
	if err != nil {
		return err
	}
	for _, id := range reply[1:] {
		rdb.Unlink(ctx, id.(string))
	}
	return nil
}

// Overdue searches the invoices with redigo and renews each one.
func Overdue(conn redigo.Conn) error {
	values, err := redigo.Values(conn.Do("FT.SEARCH", "idx:invoices", "@due:[0 100]", "NOCONTENT"))
	if err != nil {
		return err
	}
	ids, err := redigo.Strings(values[1:], nil)
	if err != nil {
		return err
	}
	for _, id := range ids {
		if _, err := conn.Do("EXPIRE", id, 60); err != nil {
			return err
		}
	}
	return nil
}

// Shipped searches the shipped orders with rueidis's builder and reads
// each document's hash.
func Shipped(ctx context.Context, client rueidis.Client) error {
	_, docs, err := client.Do(ctx, client.B().FtSearch().Index(orders).Query("@status:{shipped}").Nocontent().Build()).AsFtSearch()
	if err != nil {
		return err
	}
	for _, doc := range docs {
		client.Do(ctx, client.B().Hgetall().Key(doc.Key).Build())
	}
	return nil
}

// CreateShipments creates the shipments index with rueidis's builder.
func CreateShipments(ctx context.Context, client rueidis.Client) error {
	return client.Do(ctx, client.B().FtCreate().Index("idx:shipments").OnHash().Prefix(2).Prefix("shipment:", "Parcel:").Schema().FieldName("status").Text().Build()).Error() // want `key "Parcel:<string>" segment "Parcel" is not snake_case`
}

// Delivered unlinks the delivered shipments.
func Delivered(ctx context.Context, client rueidis.Client) {
	_, docs, _ := client.Do(ctx, client.B().FtSearch().Index("idx:shipments").Query("@status:delivered").Build()).AsFtSearch()
	for _, doc := range docs {
		client.Do(ctx, client.B().Unlink().Key(doc.Key).Build())
	}
}

// Unknown searches an index no package creates: its ids are not known.
func Unknown(ctx context.Context, client rueidis.Client) {
	_, docs, _ := client.Do(ctx, client.B().FtSearch().Index("idx:other").Query("*").Build()).AsFtSearch()
	for _, doc := range docs {
		client.Do(ctx, client.B().Del().Key(doc.Key).Build())
	}
}
