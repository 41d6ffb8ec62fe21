#!lua name=limiter
redis.register_function('hits', function(keys, args)
  return redis.call('GET', keys[1] .. ':' .. args[1])
end)
