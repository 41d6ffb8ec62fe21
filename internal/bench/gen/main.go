// Command gen writes the benchmark module of package bench: a module of
// many packages that call Redis through go-redis v9 and redigo (shape
// direct), or through a wrapper with keys from producers (shape wrapped).
//
//	go run ./internal/bench/gen -dir DIR [-shape direct|wrapped] [-packages 200] [-sites 50]
//
// It prints the shape and the number of packages, call sites and bad sites.
package main

import (
	"flag"
	"fmt"
	"log"

	"github.com/rediskeylint/rediskeylint/internal/bench"
)

func main() {
	dir := flag.String("dir", "", "directory to write the module into (empty or absent)")
	shape := flag.String("shape", string(bench.Direct), "how the packages call Redis: direct or wrapped")
	packages := flag.Int("packages", 200, "number of packages")
	sites := flag.Int("sites", 50, "Redis call sites per package")
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix("gen: ")
	if *dir == "" || flag.NArg() > 0 {
		log.Fatal("usage: gen -dir DIR [-shape direct|wrapped] [-packages N] [-sites N]")
	}
	sh, err := bench.ParseShape(*shape)
	if err != nil {
		log.Fatal(err)
	}
	m, err := bench.Generate(*dir, sh, *packages, *sites)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("%s: %d packages, %d call sites, %d bad\n", m.Shape, m.Packages, m.Sites, m.Bad)
}
