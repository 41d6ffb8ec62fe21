package a_test

import (
	"context"
	"testing"

	"example.com/variant/a"
	"example.com/variant/b"
)

func TestUser(t *testing.T) {
	a.Get(context.Background(), nil, b.UserKey(1))
}
