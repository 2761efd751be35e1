package realmail_test

import (
	"context"
	"flag"
	"fmt"
	"testing"
	"time"

	"github.com/emersion/go-imap/v2"
	"github.com/emersion/go-imap/v2/imapclient"

	"labyrinth/pbem"
	"labyrinth/pbem/internal/realmail"
)

var benchMails = flag.Int("mails", 1000, "order mails per benchmark operation")

// count returns the number of messages in u's INBOX.
func count(b testing.TB, s *realmail.Servers, u realmail.User) int {
	b.Helper()
	c, err := imapclient.DialInsecure(s.Dovecot.IMAPAddr, nil)
	if err != nil {
		b.Fatal(err)
	}
	defer c.Close()
	if err := c.Login(u.Name, u.Password).Wait(); err != nil {
		b.Fatal(err)
	}
	st, err := c.Status("INBOX", &imap.StatusOptions{NumMessages: true}).Wait()
	if err != nil {
		b.Fatal(err)
	}
	return int(*st.NumMessages)
}

// waitCount polls until u's INBOX holds want messages.
func waitCount(b testing.TB, s *realmail.Servers, u realmail.User, want int) {
	b.Helper()
	deadline := time.Now().Add(10 * time.Minute)
	for n := count(b, s, u); n < want; n = count(b, s, u) {
		if time.Now().After(deadline) {
			b.Fatalf("%s has %d of %d messages\n%s", u.Name, n, want, s.Logs())
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// BenchmarkRealThroughput runs the referee against real Postfix and
// Dovecot. Each operation is -mails order mails submitted by a player,
// read by imapin, answered by a trivial handler and delivered back, beside
// a baseline: the servers taking in and delivering the same number of
// mails (2 × -mails) sent by a plain client loop. mails/s counts the
// referee's mails in and out per second; x-baseline is its time over the
// baseline's, the referee's overhead as a ratio.
func BenchmarkRealThroughput(b *testing.B) {
	s := servers(b)
	n := *benchMails
	var refTime, baseTime time.Duration
	ctx := context.Background()
	for range b.N {
		// Baseline: the same traffic from a plain loop, until delivered:
		// n mails into one mailbox and n into another, as the referee's
		// orders go to its mailbox and its reports to the player's.
		b.StopTimer()
		plain := sender(b, s, ann, nil)
		bobBefore, carolBefore := count(b, s, bob), count(b, s, carol)
		t0 := time.Now()
		for i := range n {
			for _, sink := range []realmail.User{bob, carol} {
				raw := orders(ann.Address(), fmt.Sprintf("base%d-%s-%d@bench", i, sink.Name, time.Now().UnixNano()), "налево")
				if err := plain.Send(ctx, pbem.Outgoing{From: ann.Address(), To: []string{sink.Address()}, Raw: raw}); err != nil {
					b.Fatal(err)
				}
			}
		}
		waitCount(b, s, bob, bobBefore+n)
		waitCount(b, s, carol, carolBefore+n)
		baseTime += time.Since(t0)

		// The referee: n orders in, n reports out.
		out := realmail.NewMemOutbox()
		echo := &realmail.Echo{From: referee.Address(), Outbox: out}
		player := sender(b, s, ann, nil)
		annBefore := count(b, s, ann)
		rctx, cancel := context.WithCancel(ctx)
		done := make(chan error, 1)
		b.StartTimer()
		t0 = time.Now()
		go func() {
			done <- pbem.Run(rctx, pbem.Config{Inbox: inbox(b, s, referee, nil), Sender: sender(b, s, referee, nil), Outbox: out, Handler: echo, OutboxInterval: 50 * time.Millisecond})
		}()
		for i := range n {
			raw := orders(ann.Address(), fmt.Sprintf("o%d-%d@bench", i, time.Now().UnixNano()), "налево")
			if err := player.Send(ctx, pbem.Outgoing{From: ann.Address(), To: []string{referee.Address()}, Raw: raw}); err != nil {
				b.Fatal(err)
			}
		}
		waitCount(b, s, ann, annBefore+n)
		refTime += time.Since(t0)
		b.StopTimer()
		cancel()
		if err := <-done; err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
	}
	b.ReportMetric(float64(2*n*b.N)/refTime.Seconds(), "mails/s")
	b.ReportMetric(float64(2*n*b.N)/baseTime.Seconds(), "baseline-mails/s")
	b.ReportMetric(refTime.Seconds()/baseTime.Seconds(), "x-baseline")
}
