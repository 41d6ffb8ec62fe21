-- claim takes a job for a worker
redis.call('SET', KEYS[1] .. ':owner', ARGV[1])
return 1
