package campaign_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"labyrinth/pbem"
	"labyrinth/pbem/campaign"
)

// TestUndeliverable: a report the mail server refuses for good is told to
// the host, once.
func TestUndeliverable(t *testing.T) {
	f := newFixture(t, testConfig)
	f.newMail()
	due, err := f.st.Due(context.Background(), t0, 10)
	if err != nil || len(due) != 4 {
		t.Fatalf("due: %d, %v", len(due), err)
	}
	if err := f.st.Failed(context.Background(), due[1].ID, fmt.Errorf("550 5.1.1 no such user")); err != nil {
		t.Fatal(err)
	}
	f.tick(t0.Add(time.Minute))
	ms := f.newMail()
	only(t, ms, "reply>host@example.org")
	if !strings.Contains(ms[0].body, "bob@example.org") || !strings.Contains(ms[0].body, "550 5.1.1") {
		t.Errorf("the host's notice:\n%s", ms[0].body)
	}
	f.tick(t0.Add(2 * time.Minute))
	only(t, f.newMail())
}

// TestStatusShowsDeliveryTrouble: the status names mail being retried,
// with its attempts, and mail given up on.
func TestStatusShowsDeliveryTrouble(t *testing.T) {
	f := newFixture(t, testConfig)
	ctx := context.Background()
	due, err := f.st.Due(ctx, t0, 10)
	if err != nil || len(due) != 4 {
		t.Fatalf("due: %d, %v", len(due), err)
	}
	for _, m := range due {
		if m.To[0] != "bob@example.org" {
			if err := f.st.Sent(ctx, m.ID, t0); err != nil {
				t.Fatal(err)
			}
		}
	}
	bob := due[1]
	if err := f.st.Retry(ctx, bob.ID, fmt.Errorf("421 4.7.0 try later"), t0.Add(time.Minute)); err != nil {
		t.Fatal(err)
	}
	status := func() string {
		t.Helper()
		s, err := campaign.Status(ctx, f.st, "autumn")
		if err != nil {
			t.Fatal(err)
		}
		return s.String()
	}
	got := status()
	for _, want := range []string{"outbox: 1 queued, 3 sent, 0 failed",
		"retrying: invitation of round 0 to bob@example.org, failed after 1 attempt, next 2026-11-23 12:01:00: 421 4.7.0 try later"} {
		if !strings.Contains(got, want) {
			t.Errorf("status lacks %q:\n%s", want, got)
		}
	}
	if err := f.st.Failed(ctx, bob.ID, fmt.Errorf("550 5.1.1 no such user")); err != nil {
		t.Fatal(err)
	}
	got = status()
	for _, want := range []string{"outbox: 0 queued, 3 sent, 1 failed",
		"failed: invitation of round 0 to bob@example.org after 2 attempts: 550 5.1.1 no such user"} {
		if !strings.Contains(got, want) {
			t.Errorf("status lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "retrying") {
		t.Errorf("failed mail still shown as retrying:\n%s", got)
	}
}

// A referee with a wrong SMTP password: the invitations wait, and the
// host sees why in the status. Mail that did fail for good (from before,
// or refused by the server) goes again with "resend-failed", invitations
// included.
func TestFailedMailIsResent(t *testing.T) {
	f := newFixture(t, testConfig)
	f.newMail()
	ctx := context.Background()
	due, err := f.st.Due(ctx, t0, 100)
	if err != nil || len(due) != 4 {
		t.Fatalf("due: %v, %v; want 4 invitations", len(due), err)
	}
	login := &pbem.SenderError{Err: fmt.Errorf("login as referee: SMTP error 535: Authentication failed")}
	for _, m := range due {
		if err := f.st.Defer(ctx, m.ID, login); err != nil {
			t.Fatal(err)
		}
	}
	s, err := campaign.Status(ctx, f.st, "autumn")
	if err != nil {
		t.Fatal(err)
	}
	if txt := s.String(); !strings.Contains(txt, "4 queued, 0 sent, 0 failed") || !strings.Contains(txt, "waiting: invitation of round 0 to anya@example.org, not sent yet") ||
		!strings.Contains(txt, "535") {
		t.Errorf("status while the sender fails:\n%s", txt)
	}
	if again, _ := f.st.Due(ctx, t0, 100); len(again) != 4 {
		t.Errorf("%d messages due after the sender failed, want all 4 still due", len(again))
	}

	for _, m := range due[:3] {
		if err := f.st.Failed(ctx, m.ID, &pbem.PermanentError{Err: fmt.Errorf("SMTP error 550: no such user")}); err != nil {
			t.Fatal(err)
		}
	}
	res, err := f.ref.HostCommand(ctx, "autumn", "resend 1 0", t0)
	if err != nil || res.Done || !strings.Contains(res.Answer, "resend-failed") {
		t.Errorf("resend 1 0: done %v, err %v, answer:\n%s", res.Done, err, res.Answer)
	}
	res, err = f.ref.HostCommand(ctx, "autumn", "resend-failed", t0.Add(time.Minute))
	if err != nil || !res.Done || !strings.Contains(res.Answer, "Queued again: 3 failed messages.") {
		t.Fatalf("resend-failed: done %v, err %v, answer:\n%s", res.Done, err, res.Answer)
	}
	again, err := f.st.Due(ctx, t0.Add(time.Minute), 100)
	if err != nil || len(again) != 4 {
		t.Fatalf("due after resend-failed: %d, %v; want 4", len(again), err)
	}
	for _, m := range again {
		if m.Attempts != 0 || !strings.Contains(string(m.Raw), "Subject:") {
			t.Errorf("outbox %d: %d attempts, %d bytes", m.ID, m.Attempts, len(m.Raw))
		}
	}
	if res, _ := f.ref.HostCommand(ctx, "autumn", "resend-failed", t0.Add(time.Minute)); res.Done {
		t.Error("a second resend-failed with nothing failed was accepted")
	}
}
