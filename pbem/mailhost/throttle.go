package mailhost

import (
	"strings"
	"sync"
	"time"
)

// Wrong logins are throttled per account, as Dovecot's auth penalty does
// per address (every client of the embedded host comes from 127.0.0.1):
// the first FreeLoginFailures wrong passwords in a row cost nothing (a
// typo), after that every login attempt for the account, right or wrong,
// is answered only after a wait that doubles with each further failure,
// from one second to MaxLoginPenalty; and an account takes one login
// attempt at a time, so opening more connections does not buy more
// guesses. A right password ends the penalty; so does LoginPenaltyReset
// without a failure. Nobody is locked out: the owner's login waits at
// most MaxLoginPenalty.
const (
	FreeLoginFailures = 3
	MaxLoginPenalty   = 16 * time.Second
	LoginPenaltyReset = 10 * time.Minute
)

// loginThrottle keeps the failures in a row of every account name tried.
type loginThrottle struct {
	mu    sync.Mutex
	names map[string]*loginState
	// now and sleep are the clock; tests replace them.
	now   func() time.Time
	sleep func(time.Duration)
}

type loginState struct {
	turn     chan struct{} // one attempt at a time
	failures int
	last     time.Time
}

func newLoginThrottle() *loginThrottle {
	return &loginThrottle{names: map[string]*loginState{}, now: time.Now, sleep: time.Sleep}
}

// penalty is the wait before an attempt after failures wrong logins in a
// row.
func penalty(failures int) time.Duration {
	if failures < FreeLoginFailures {
		return 0
	}
	d := time.Second << min(failures-FreeLoginFailures, 8)
	return min(d, MaxLoginPenalty)
}

// login runs check, the password's check for account name, after the
// account's penalty, and records its outcome.
func (t *loginThrottle) login(name string, check func() error) error {
	name = strings.ToLower(name)
	t.mu.Lock()
	st, ok := t.names[name]
	if !ok {
		if len(t.names) >= maxThrottled {
			t.forget()
		}
		st = &loginState{turn: make(chan struct{}, 1)}
		t.names[name] = st
	}
	t.mu.Unlock()

	st.turn <- struct{}{}
	defer func() { <-st.turn }()
	t.mu.Lock()
	if st.failures > 0 && t.now().Sub(st.last) > LoginPenaltyReset {
		st.failures = 0
	}
	wait := penalty(st.failures)
	t.mu.Unlock()
	if wait > 0 {
		t.sleep(wait)
	}
	err := check()
	t.mu.Lock()
	defer t.mu.Unlock()
	if err != nil {
		st.failures++
		st.last = t.now()
	} else {
		st.failures = 0
	}
	return err
}

// maxThrottled bounds the names remembered: a flood of made-up names
// must not grow memory without end.
const maxThrottled = 10_000

// forget drops the names without a failure in LoginPenaltyReset, or all
// of them when none is that old. The caller holds t.mu.
func (t *loginThrottle) forget() {
	now := t.now()
	for n, st := range t.names {
		if len(st.turn) == 0 && now.Sub(st.last) > LoginPenaltyReset {
			delete(t.names, n)
		}
	}
	if len(t.names) >= maxThrottled {
		for n, st := range t.names {
			if len(st.turn) == 0 {
				delete(t.names, n)
			}
		}
	}
}
