package pbem

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"
)

// One pass handles the mail that is there in order, acknowledges it, runs
// the clock once and delivers the reports the mail caused.
func TestRunOnceHandlesTicksAndDelivers(t *testing.T) {
	in := newInbox("a@x", "b@x")
	out := &fakeOutbox{}
	h := newHandler(out)
	n, err := RunOnce(context.Background(), Config{Inbox: in, Sender: &fakeSender{}, Outbox: out, Handler: h, Now: newClock().Now})
	if err != nil {
		t.Fatal(err)
	}
	if want := (Counts{Handled: 2, Delivered: 2}); n != want {
		t.Errorf("counts %+v, want %+v", n, want)
	}
	if in.pending() != 0 || !slices.Equal(in.acked, []uint32{1, 2}) {
		t.Errorf("acknowledged %v, %d left; want 1 and 2, none left", in.acked, in.pending())
	}
	if got := strings.Join(h.handled(), " "); got != "a@x b@x" {
		t.Errorf("handled %q", got)
	}
	if h.ticks != 1 {
		t.Errorf("%d ticks, want 1", h.ticks)
	}
	if s := out.states(); s["sent"] != 2 {
		t.Errorf("outbox %v, want 2 sent", s)
	}
}

// A pass takes a BatchHandler's group commit, as the daemon does.
func TestRunOnceGroupCommit(t *testing.T) {
	in := newInbox("a@x", "b@x", "c@x")
	out := &fakeOutbox{}
	h := &batchHandler{fakeHandler: newHandler(out), acked: func() []uint32 { return slices.Clone(in.acked) }}
	if _, err := RunOnce(context.Background(), Config{Inbox: in, Sender: &fakeSender{}, Outbox: out, Handler: h}); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(h.batches, []int{3}) {
		t.Errorf("batches %v, want one of 3", h.batches)
	}
}

// A mail the handler cannot record stays in the inbox, and so does the
// mail after it, for the next pass: orders are applied in the order they
// came.
func TestRunOnceHandlerFailureKeepsOrder(t *testing.T) {
	in := newInbox("a@x", "b@x", "c@x")
	out := &fakeOutbox{}
	h := newHandler(out)
	h.fail["b@x"] = 1
	cfg := Config{Inbox: in, Sender: &fakeSender{}, Outbox: out, Handler: h}
	n, err := RunOnce(context.Background(), cfg)
	if err != nil || n.Handled != 1 || in.pending() != 2 {
		t.Fatalf("first pass: %+v, %v, %d left in the inbox; want 1 handled, 2 left", n, err, in.pending())
	}
	if n, err = RunOnce(context.Background(), cfg); err != nil || n.Handled != 2 || in.pending() != 0 {
		t.Fatalf("second pass: %+v, %v, %d left in the inbox; want 2 handled, none left", n, err, in.pending())
	}
	if got := strings.Join(h.handled(), " "); got != "a@x b@x c@x" {
		t.Errorf("handled %q, want a@x b@x c@x", got)
	}
}

// Pass after pass, a message that keeps failing is tried again on the
// daemon's schedule (DefaultBackoff from the attempts the outbox recorded)
// and given up after DefaultMaxAttempts attempts: there is one schedule.
func TestRunOnceRetrySchedule(t *testing.T) {
	clock := newClock()
	out := &fakeOutbox{}
	out.Add(Outgoing{From: "referee@x", To: []string{"anya@x"}, Raw: []byte("report")}, clock.Now())
	send := &fakeSender{always: &TemporaryError{Err: errors.New("421 try again later")}}
	cfg := Config{Inbox: newInbox(), Sender: send, Outbox: out, Handler: newHandler(out), Now: clock.Now}
	ctx := context.Background()
	for attempt := 1; attempt < DefaultMaxAttempts; attempt++ {
		n, err := RunOnce(ctx, cfg)
		if err != nil || n != (Counts{}) {
			t.Fatalf("attempt %d: %+v, %v", attempt, n, err)
		}
		it := out.item(1)
		want := clock.Now().Add(DefaultBackoff.Delay(attempt))
		if it.m.Attempts != attempt || !it.next.Equal(want) {
			t.Fatalf("after attempt %d: %d attempts, next %v; want next %v", attempt, it.m.Attempts, it.next, want)
		}
		// Not due before its time.
		clock.Set(want.Add(-time.Second))
		if _, err := RunOnce(ctx, cfg); err != nil || send.callsFor(1) != attempt {
			t.Fatalf("tried %d times by %v, want %d", send.callsFor(1), clock.Now(), attempt)
		}
		clock.Set(want)
	}
	n, err := RunOnce(ctx, cfg)
	if err != nil || n.Failed != 1 {
		t.Fatalf("the last attempt: %+v, %v", n, err)
	}
	if it := out.item(1); it.state != "failed" || it.m.Attempts != DefaultMaxAttempts {
		t.Errorf("after the last attempt: %s with %d attempts: %v", it.state, it.m.Attempts, it.cause)
	}
}

// A sender that cannot log in fails the pass, with every due message left
// queued, uncharged and tried no further.
func TestRunOnceSenderFailure(t *testing.T) {
	in := newInbox("a@x", "b@x")
	out := &fakeOutbox{}
	auth := &SenderError{Err: &AuthError{Err: errors.New("535 authentication failed")}}
	send := &fakeSender{always: auth}
	n, err := RunOnce(context.Background(), Config{Inbox: in, Sender: send, Outbox: out, Handler: newHandler(out)})
	var se *SenderError
	if !errors.As(err, &se) {
		t.Fatalf("RunOnce returned %v, want the SenderError", err)
	}
	var ae *AuthError
	if !errors.As(err, &ae) {
		t.Errorf("the login failure is not an AuthError in %v", err)
	}
	if n != (Counts{Handled: 2}) {
		t.Errorf("counts %+v, want 2 handled and nothing delivered or failed", n)
	}
	if send.callsFor(2) != 0 {
		t.Error("the second message was tried after the sender failed")
	}
	for id := int64(1); id <= 2; id++ {
		if it := out.item(id); it.state != "queued" || it.m.Attempts != 0 || !errors.Is(it.cause, auth) {
			t.Errorf("outbox %d: %s, %d attempts, cause %v; want queued, uncharged, deferred", id, it.state, it.m.Attempts, it.cause)
		}
	}
}

// brokenOutbox cannot record a delivery.
type brokenOutbox struct {
	*fakeOutbox
	err error
}

func (o brokenOutbox) Sent(context.Context, int64, time.Time) error { return o.err }

// A delivery whose record cannot be written is an error of the pass, and
// is not counted as delivered: the next pass sends it again.
func TestRunOnceOutboxFailure(t *testing.T) {
	out := &fakeOutbox{}
	out.Add(Outgoing{From: "referee@x", To: []string{"anya@x"}, Raw: []byte("report")}, time.Time{})
	disk := errors.New("disk I/O error")
	n, err := RunOnce(context.Background(), Config{Inbox: newInbox(), Sender: &fakeSender{}, Outbox: brokenOutbox{out, disk}, Handler: newHandler(out)})
	if !errors.Is(err, disk) || n.Delivered != 0 {
		t.Errorf("RunOnce: %+v, %v; want nothing delivered and the disk error", n, err)
	}
}

func TestRunOnceInboxFailure(t *testing.T) {
	in := newInbox("a@x")
	in.fetchErr = &PermanentError{Err: &AuthError{Err: errors.New("[AUTHENTICATIONFAILED] bad password")}}
	out := &fakeOutbox{}
	_, err := RunOnce(context.Background(), Config{Inbox: in, Sender: &fakeSender{}, Outbox: out, Handler: newHandler(out)})
	var ae *AuthError
	if !errors.As(err, &ae) {
		t.Errorf("RunOnce returned %v, want the inbox's AuthError", err)
	}
}
