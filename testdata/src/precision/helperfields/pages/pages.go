// Package pages names the pages of a site: a key helper that reads the
// prefix of the site it is given, for other packages to call. Its own
// site gives the field one value; a caller's site has its own.
package pages

// Site says where a site's pages are kept.
type Site struct {
	Prefix string // want Prefix:`value\("docs"\)`
}

// Key is the key of page id of site s.
func Key(s *Site, id string) string { return s.Prefix + ":page:" + id } // want Key:`producer\("docs:page:<string>"; per call "<string>:page:<string>"\)`

// Docs is the documentation site.
var Docs = &Site{Prefix: "docs"} // want Docs:`object\(Prefix: "docs"\)`
