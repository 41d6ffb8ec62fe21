package a

import "testing"

func TestNothing(t *testing.T) {}
