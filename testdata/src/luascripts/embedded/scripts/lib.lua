local function touch(queue)
  return redis.call('SET', queue .. ':touched', 1)
end
