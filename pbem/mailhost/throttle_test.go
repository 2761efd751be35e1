package mailhost

import (
	"context"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-imap/v2/imapclient"
	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"
)

// Wrong logins are throttled per account, over IMAP and SMTP alike: the
// first three wrong passwords cost nothing, then every attempt waits
// 1 s, 2 s, 4 s … up to MaxLoginPenalty, the owner's right password too,
// which ends the penalty. Another account is not slowed.
func TestWrongLoginsThrottled(t *testing.T) {
	h, err := Start(context.Background(), Options{Accounts: []Account{{Name: "ann", Password: "right"}, {Name: "bob", Password: "bob"}}})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	var mu sync.Mutex
	var waits []time.Duration
	clock := time.Date(2026, 11, 29, 5, 0, 0, 0, time.UTC)
	h.logins.now = func() time.Time { mu.Lock(); defer mu.Unlock(); return clock }
	h.logins.sleep = func(d time.Duration) { mu.Lock(); defer mu.Unlock(); waits = append(waits, d); clock = clock.Add(d) }
	taken := func() []time.Duration { mu.Lock(); defer mu.Unlock(); w := waits; waits = nil; return w }

	imapLogin := func(user, pw string) error {
		c, err := imapclient.DialInsecure(h.IMAPAddr(), nil)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		return c.Login(user, pw).Wait()
	}
	smtpLogin := func(user, pw string) error {
		c, err := smtp.Dial(h.SMTPAddr())
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		return c.Auth(sasl.NewPlainClient("", user, pw))
	}
	for i, login := range []func(string, string) error{imapLogin, smtpLogin, imapLogin, smtpLogin, imapLogin, smtpLogin} {
		if err := login("ann", "guess"); err == nil {
			t.Fatalf("guess %d let in", i+1)
		}
	}
	want := []time.Duration{time.Second, 2 * time.Second, 4 * time.Second}
	if got := taken(); !slices.Equal(got, want) {
		t.Errorf("waits over six wrong logins: %v, want %v", got, want)
	}
	if err := smtpLogin("bob", "bob"); err != nil || len(taken()) != 0 {
		t.Errorf("another account is slowed or refused: %v", err)
	}
	if err := imapLogin("ann", "right"); err != nil {
		t.Fatalf("the owner is locked out: %v", err)
	}
	if got := taken(); !slices.Equal(got, []time.Duration{8 * time.Second}) {
		t.Errorf("the owner's login waited %v, want 8s", got)
	}
	if err := smtpLogin("ann", "right"); err != nil || len(taken()) != 0 {
		t.Errorf("after a right password the penalty stays: %v", err)
	}
	for range 20 {
		imapLogin("ann", "guess")
	}
	if got := taken(); got[len(got)-1] != MaxLoginPenalty {
		t.Errorf("the wait after many guesses: %v, want at most %v", got, MaxLoginPenalty)
	}
}
