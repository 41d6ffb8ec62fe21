module example.com/wrap

go 1.26

require github.com/redis/go-redis/v9 v9.7.0
