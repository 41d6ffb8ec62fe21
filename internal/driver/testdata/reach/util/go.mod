module example.com/util

go 1.26
