package mailhost_test

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"testing"
	"time"

	"labyrinth/pbem"
	"labyrinth/pbem/imapin"
	"labyrinth/pbem/internal/realmail"
	"labyrinth/pbem/mailhost"
	"labyrinth/pbem/smtpout"
)

// crashingInbox loses every Ack after the first few, as a referee killed
// between committing mail and acknowledging it would.
type crashingInbox struct {
	*imapin.Inbox
	acks int
}

func (c *crashingInbox) Ack(ctx context.Context, uids ...uint32) error {
	c.acks++
	if c.acks > 2 {
		return errors.New("killed before the ack")
	}
	return c.Inbox.Ack(ctx, uids...)
}

// The referee loop over real IMAP and SMTP clients: stopped after its
// acknowledgements started getting lost, then restarted, it answers every
// order exactly once.
func TestRunExactlyOnceAcrossRestart(t *testing.T) {
	ctx := context.Background()
	h, err := mailhost.Start(ctx, mailhost.Options{Accounts: []mailhost.Account{{Name: "referee", Password: "r"}, {Name: "ann", Password: "a"}}})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	newInbox := func() *imapin.Inbox {
		in, err := imapin.New(imapin.Options{Addr: h.IMAPAddr(), TLS: pbem.TLSNone, Username: "referee", Password: "r", Batch: 4})
		if err != nil {
			t.Fatal(err)
		}
		return in
	}
	newSender := func(user, pass string) *smtpout.Sender {
		s, err := smtpout.New(smtpout.Options{Addr: h.SMTPAddr(), TLS: pbem.TLSNone, Username: user, Password: pass})
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	const n = 20
	ann := newSender("ann", "a")
	defer ann.Close()
	for i := range n {
		raw := fmt.Appendf(nil, "From: %s\r\nTo: %s\r\nSubject: orders %d\r\nMessage-ID: <o%d@ann>\r\n\r\nналево\r\n", h.Address("ann"), h.Address("referee"), i, i)
		if err := ann.Send(ctx, pbem.Outgoing{From: h.Address("ann"), To: []string{h.Address("referee")}, Raw: raw}); err != nil {
			t.Fatal(err)
		}
	}
	// The handler's state (its seen Message-IDs and outbox) is what a
	// database keeps across the restart.
	out := realmail.NewMemOutbox()
	echo := &realmail.Echo{From: h.Address("referee"), Outbox: out}
	run := func(in pbem.Inbox, until func() bool) {
		rctx, cancel := context.WithCancel(ctx)
		done := make(chan error, 1)
		snd := newSender("referee", "r")
		defer snd.Close()
		go func() {
			done <- pbem.Run(rctx, pbem.Config{Inbox: in, Sender: snd, Outbox: out, Handler: echo, OutboxInterval: 20 * time.Millisecond,
				InboxBackoff: pbem.Backoff{Initial: 10 * time.Millisecond, Max: 50 * time.Millisecond}})
		}()
		deadline := time.Now().Add(20 * time.Second)
		for !until() && time.Now().Before(deadline) {
			time.Sleep(10 * time.Millisecond)
		}
		cancel()
		if err := <-done; err != nil {
			t.Fatal(err)
		}
		in.Close()
	}
	first := &crashingInbox{Inbox: newInbox()}
	run(first, func() bool { return len(echo.Handled()) >= 12 })
	handled, left := len(echo.Handled()), count(t, h, "referee", "r")
	if handled < 12 || left <= n-handled {
		t.Fatalf("first run handled %d and left %d in the inbox; want handled mail left unacknowledged", handled, left)
	}
	run(newInbox(), func() bool {
		return len(echo.Handled()) == n && count(t, h, "ann", "a") == n && count(t, h, "referee", "r") == 0
	})
	if got := len(echo.Handled()); got != n {
		t.Fatalf("handled %d orders, want %d", got, n)
	}
	replies := messages(t, h, "ann", "a")
	seen := map[string]bool{}
	re := regexp.MustCompile(`In-Reply-To: <(o\d+@ann)>`)
	for _, r := range replies {
		m := re.FindSubmatch(r)
		if m == nil {
			t.Fatalf("reply without In-Reply-To:\n%s", r)
		}
		if seen[string(m[1])] {
			t.Errorf("order %s answered twice", m[1])
		}
		seen[string(m[1])] = true
	}
	if len(seen) != n || out.Len() != n {
		t.Errorf("%d orders answered, %d reports queued; want %d", len(seen), out.Len(), n)
	}
}

func count(t *testing.T, h *mailhost.Host, user, pass string) int {
	return len(messages(t, h, user, pass))
}
