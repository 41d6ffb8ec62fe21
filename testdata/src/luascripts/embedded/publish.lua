return redis.call('PUBLISH', KEYS[1], 'x')
