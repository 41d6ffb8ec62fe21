package luakeys

// argvReads returns what Script.ArgvRead reports of the walk: the highest
// constant index read, or -1 when ARGV was used another way.
func (w *walker) argvReads() int {
	if w.argvWhole > 0 {
		return -1
	}
	return w.argvRead
}
