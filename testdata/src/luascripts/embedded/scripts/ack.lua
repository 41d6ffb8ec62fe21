redis.call('SADD', KEYS[1] .. ':acked', ARGV[1])
return redis.call('LREM', KEYS[1], 0, ARGV[1])
