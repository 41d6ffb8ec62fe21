return touch(KEYS[1])
