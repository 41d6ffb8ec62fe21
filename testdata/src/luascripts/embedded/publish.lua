redis.call('PUBLISH', KEYS[1], 'x')
return redis.call('INCR', 'stats:published')
