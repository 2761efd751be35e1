package main

import (
	"context"
	"errors"
	"log/slog"
	"path/filepath"
	"testing"
	"time"

	"labyrinth/pbem"
	"labyrinth/pbem/store"
)

type emptyInbox struct{}

func (emptyInbox) Fetch(context.Context) ([]pbem.Message, error) { return nil, nil }
func (emptyInbox) Ack(context.Context, ...uint32) error          { return nil }
func (emptyInbox) Wait(context.Context) error                    { return nil }
func (emptyInbox) Close() error                                  { return nil }

type idleHandler struct{}

func (idleHandler) HandleMail(context.Context, pbem.Message, time.Time) error { return nil }
func (idleHandler) Tick(context.Context, time.Time) error                     { return nil }

// busySender refuses every message for now (an SMTP 4xx).
type busySender struct{ tries int }

func (s *busySender) Send(context.Context, pbem.Outgoing) error {
	s.tries++
	return &pbem.TemporaryError{Err: errors.New("421 try again later")}
}

// TestOnceBackoff: "referee --once" waits between deliveries as the daemon
// does (pbem.DefaultBackoff from the attempts the outbox recorded), and
// gives up after the daemon's number of attempts.
func TestOnceBackoff(t *testing.T) {
	ctx := context.Background()
	st, err := store.Open(ctx, filepath.Join(t.TempDir(), "c.db"), store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	var id int64
	err = st.Update(ctx, func(tx *store.Tx) error {
		m := &store.Mail{MessageID: "r1@example.org", From: "referee@example.org", To: []string{"anya@example.org"},
			Raw: []byte("Subject: x\r\n\r\nx\r\n"), Kind: "report", Created: time.Unix(0, 0)}
		_, err := tx.Enqueue(m)
		id = m.ID
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	log := slog.New(slog.DiscardHandler)
	out := &busySender{}
	at := time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)
	mail := func() *store.Mail {
		t.Helper()
		var m *store.Mail
		if err := st.View(ctx, func(tx *store.Tx) error { m, err = tx.OutboxMail(id); return err }); err != nil {
			t.Fatal(err)
		}
		return m
	}
	for attempt := 1; attempt < pbem.DefaultMaxAttempts; attempt++ {
		n, err := processOnce(ctx, emptyInbox{}, idleHandler{}, st, out, at, log)
		if err != nil || n.failed != 0 {
			t.Fatalf("attempt %d: %+v, %v", attempt, n, err)
		}
		m := mail()
		want := at.Add(pbem.DefaultBackoff.Delay(attempt))
		if m.Attempts != attempt || !m.NextAttempt.Equal(want) {
			t.Fatalf("after attempt %d: %d attempts, next %v; want next %v", attempt, m.Attempts, m.NextAttempt, want)
		}
		// Not due before its time.
		if _, err := processOnce(ctx, emptyInbox{}, idleHandler{}, st, out, want.Add(-time.Second), log); err != nil || out.tries != attempt {
			t.Fatalf("tried %d times by %v, want %d", out.tries, want.Add(-time.Second), attempt)
		}
		at = want
	}
	n, err := processOnce(ctx, emptyInbox{}, idleHandler{}, st, out, at, log)
	if err != nil || n.failed != 1 {
		t.Fatalf("the last attempt: %+v, %v", n, err)
	}
	if m := mail(); m.Status != store.MailFailed || m.Attempts != pbem.DefaultMaxAttempts {
		t.Errorf("after the last attempt: %s with %d attempts: %s", m.Status, m.Attempts, m.LastError)
	}
}
