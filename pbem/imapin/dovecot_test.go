package imapin_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"labyrinth/pbem"
	"labyrinth/pbem/imapin"
	"labyrinth/pbem/internal/realmail"
)

// TestWaitBusyPollsDovecot: right after a Fetch that found mail, Wait
// wakes for the next delivery within a few of its NOOP polls, where
// Dovecot's IDLE would announce it only half a second later (its
// NOTIFY_DELAY_MSECS). Once the busy window has passed, it waits in IDLE
// again and still wakes.
func TestWaitBusyPollsDovecot(t *testing.T) {
	ref := realmail.User{Name: "referee", Password: "referee-secret"}
	d := realmail.StartDovecot(t, realmail.Options{Users: []realmail.User{ref}})
	in, err := imapin.New(imapin.Options{Addr: d.IMAPAddr, TLS: pbem.TLSNone, Username: ref.Name, Password: ref.Password,
		PollInterval: time.Hour, BusyPoll: 20 * time.Millisecond, BusyWindow: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	n := 0
	deliver := func() {
		n++
		raw := fmt.Appendf(nil, "From: ann@%s\r\nTo: %s\r\nSubject: orders\r\nMessage-ID: <%d@x>\r\n\r\nwait\r\n", realmail.Domain, ref.Address(), n)
		if err := d.Deliver("ann@"+realmail.Domain, ref.Address(), raw); err != nil {
			t.Fatal(err)
		}
	}
	fetch := func() {
		t.Helper()
		msgs, err := in.Fetch(ctx)
		if err != nil || len(msgs) != 1 || msgs[0].MessageID != fmt.Sprintf("%d@x", n) {
			t.Fatalf("fetched %d messages, %v; want message %d", len(msgs), err, n)
		}
		if err := in.Ack(ctx, msgs[0].UID); err != nil {
			t.Fatal(err)
		}
	}
	// wake delivers a message while Wait waits and returns how long Wait
	// took to wake after the delivery.
	wake := func() time.Duration {
		t.Helper()
		delivered := make(chan time.Time, 1)
		go func() {
			time.Sleep(50 * time.Millisecond)
			deliver()
			delivered <- time.Now()
		}()
		if err := in.Wait(ctx); err != nil {
			t.Fatal(err)
		}
		woke := time.Now()
		return woke.Sub(<-delivered)
	}
	deliver()
	fetch()
	var busy []time.Duration
	for range 3 {
		busy = append(busy, wake())
		fetch()
	}
	time.Sleep(1200 * time.Millisecond) // the busy window closes
	idle := wake()
	fetch()
	t.Logf("woke after %v in the busy window, %v in IDLE", busy, idle)
	for _, d := range busy {
		if d > 300*time.Millisecond {
			t.Errorf("in the busy window Wait woke %v after a delivery, want under 300ms (it polls every 20ms)", d)
		}
	}
}

// TestExpectPollsDovecot: after Expect (the referee has sent letters that
// people may answer at once), Wait wakes for a delivery within a few of
// its NOOP polls, where Dovecot's IDLE would announce it half a second
// later, even though no Fetch has found mail yet.
func TestExpectPollsDovecot(t *testing.T) {
	ref := realmail.User{Name: "referee", Password: "referee-secret"}
	d := realmail.StartDovecot(t, realmail.Options{Users: []realmail.User{ref}})
	in, err := imapin.New(imapin.Options{Addr: d.IMAPAddr, TLS: pbem.TLSNone, Username: ref.Name, Password: ref.Password,
		PollInterval: time.Hour, BusyPoll: 20 * time.Millisecond, BusyWindow: time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if msgs, err := in.Fetch(ctx); err != nil || len(msgs) != 0 {
		t.Fatalf("empty fetch: %v %d", err, len(msgs))
	}
	in.Expect()
	delivered := make(chan time.Time, 1)
	go func() {
		time.Sleep(50 * time.Millisecond)
		raw := fmt.Appendf(nil, "From: ann@%s\r\nTo: %s\r\nSubject: orders\r\nMessage-ID: <answer@x>\r\n\r\nwait\r\n", realmail.Domain, ref.Address())
		if err := d.Deliver("ann@"+realmail.Domain, ref.Address(), raw); err != nil {
			t.Error(err)
		}
		delivered <- time.Now()
	}()
	if err := in.Wait(ctx); err != nil {
		t.Fatal(err)
	}
	woke := time.Since(<-delivered)
	if woke > 300*time.Millisecond {
		t.Errorf("after Expect, Wait woke %v after a delivery, want under 300ms (it polls every 20ms; IDLE says so after 500ms)", woke)
	}
	msgs, err := in.Fetch(ctx)
	if err != nil || len(msgs) != 1 {
		t.Fatalf("fetched %d messages, %v; want the answer", len(msgs), err)
	}
}
