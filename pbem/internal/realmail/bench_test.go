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

// BenchmarkRealThroughput measures the transport alone against real
// Postfix and Dovecot: each operation is -mails order mails submitted by
// a player, read by imapin, answered by a trivial handler (Echo, not the
// referee: no campaign, no store) through pbem.Run's outbox and delivered
// back. Beside it, a baseline: the same number of mails each way sent by
// two plain client loops at once, as the player's mails and the answers
// travel over two connections at once. mails/s counts mails in and out
// per second; transport-x-baseline is the transport's time over the
// baseline's. The referee's own overhead, with a real campaign, is
// BenchmarkCampaignRealMail's x-baseline (package pbem/e2e).
func BenchmarkRealThroughput(b *testing.B) {
	s := servers(b)
	n := *benchMails
	var refTime, baseTime time.Duration
	ctx := context.Background()
	for range b.N {
		// Baseline: the same traffic from two plain loops at once, until
		// delivered: n mails into one mailbox and n into another, as the
		// orders go to the referee's mailbox and the answers to the
		// player's.
		b.StopTimer()
		bobBefore, carolBefore := count(b, s, bob), count(b, s, carol)
		loops := make(chan error, 2)
		t0 := time.Now()
		for _, sink := range []realmail.User{bob, carol} {
			plain := sender(b, s, ann, nil)
			go func() {
				for i := range n {
					raw := orders(ann.Address(), fmt.Sprintf("base%d-%s-%d@bench", i, sink.Name, time.Now().UnixNano()), "налево")
					if err := plain.Send(ctx, pbem.Outgoing{From: ann.Address(), To: []string{sink.Address()}, Raw: raw}); err != nil {
						loops <- err
						return
					}
				}
				loops <- nil
			}()
		}
		for range 2 {
			if err := <-loops; err != nil {
				b.Fatal(err)
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
	b.ReportMetric(refTime.Seconds()/baseTime.Seconds(), "transport-x-baseline")
}
