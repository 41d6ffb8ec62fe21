// Command gen writes docs/rules/README.md, the index of the rule documents.
package main

import (
	"log"
	"os"

	"github.com/rediskeylint/rediskeylint/docs"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

func main() {
	index, err := docs.Index(keyrules.Rules)
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile("rules/README.md", []byte(index), 0o644); err != nil {
		log.Fatal(err)
	}
}
