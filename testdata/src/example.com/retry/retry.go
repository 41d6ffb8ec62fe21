// Package retry runs a function until it succeeds, as retry libraries do
// (github.com/avast/retry-go's Do).
package retry

// An Option changes how Do retries.
type Option func(*config)

type config struct{ attempts int }

// Attempts sets how many times Do tries.
func Attempts(n int) Option { return func(c *config) { c.attempts = n } }

// Do calls fn until it returns nil or the attempts are spent.
func Do(fn func() error, opts ...Option) error {
	c := &config{attempts: 3}
	for _, o := range opts {
		o(c)
	}
	var err error
	for range c.attempts {
		if err = fn(); err == nil {
			return nil
		}
	}
	return err
}

// DoWithData calls fn until it returns no error and returns its value.
func DoWithData[T any](fn func() (T, error), opts ...Option) (T, error) {
	var v T
	err := Do(func() error {
		var err error
		v, err = fn()
		return err
	}, opts...)
	return v, err
}
