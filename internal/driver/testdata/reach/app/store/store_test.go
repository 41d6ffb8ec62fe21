package store

import "testing"

func TestNothing(t *testing.T) {}
