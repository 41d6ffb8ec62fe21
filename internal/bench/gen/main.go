// Command gen writes the benchmark module of package bench: a module of
// many packages that call Redis through go-redis v9 and redigo.
//
//	go run ./internal/bench/gen -dir DIR [-packages 200] [-sites 50]
//
// It prints the number of packages, call sites and bad sites.
package main

import (
	"flag"
	"fmt"
	"log"

	"github.com/rediskeylint/rediskeylint/internal/bench"
)

func main() {
	dir := flag.String("dir", "", "directory to write the module into (empty or absent)")
	packages := flag.Int("packages", 200, "number of packages")
	sites := flag.Int("sites", 50, "Redis call sites per package")
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix("gen: ")
	if *dir == "" || flag.NArg() > 0 {
		log.Fatal("usage: gen -dir DIR [-packages N] [-sites N]")
	}
	m, err := bench.Generate(*dir, *packages, *sites)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("%d packages, %d call sites, %d bad\n", m.Packages, m.Sites, m.Bad)
}
