package mailhost_test

import (
	"context"
	"flag"
	"fmt"
	"testing"
	"time"

	"labyrinth/pbem"
	"labyrinth/pbem/imapin"
	"labyrinth/pbem/internal/realmail"
	"labyrinth/pbem/mailhost"
	"labyrinth/pbem/smtpout"
)

var benchMails = flag.Int("mails", 1000, "order mails per benchmark operation")

// BenchmarkThroughput measures the whole referee path on the embedded mail
// host: each operation is -mails order mails submitted over SMTP, read by
// imapin (IDLE), answered by a trivial handler through the outbox, and
// delivered back over SMTP. mails/s counts orders answered per second.
func BenchmarkThroughput(b *testing.B) {
	n := *benchMails
	var total time.Duration
	for range b.N {
		b.StopTimer()
		ctx, cancel := context.WithCancel(context.Background())
		h, err := mailhost.Start(ctx, mailhost.Options{Accounts: []mailhost.Account{{Name: "referee", Password: "r"}, {Name: "player", Password: "p"}}})
		if err != nil {
			b.Fatal(err)
		}
		in, err := imapin.New(imapin.Options{Addr: h.IMAPAddr(), TLS: pbem.TLSNone, Username: "referee", Password: "r"})
		if err != nil {
			b.Fatal(err)
		}
		out, err := smtpout.New(smtpout.Options{Addr: h.SMTPAddr(), TLS: pbem.TLSNone, Username: "referee", Password: "r"})
		if err != nil {
			b.Fatal(err)
		}
		player, err := smtpout.New(smtpout.Options{Addr: h.SMTPAddr(), TLS: pbem.TLSNone, Username: "player", Password: "p"})
		if err != nil {
			b.Fatal(err)
		}
		outbox := realmail.NewMemOutbox()
		echo := &realmail.Echo{From: h.Address("referee"), Outbox: outbox}
		done := make(chan error, 1)
		b.StartTimer()
		start := time.Now()
		go func() {
			done <- pbem.Run(ctx, pbem.Config{Inbox: in, Sender: out, Outbox: outbox, Handler: echo, OutboxInterval: 50 * time.Millisecond})
		}()
		for i := range n {
			raw := fmt.Appendf(nil, "From: %s\r\nTo: %s\r\nSubject: orders\r\nMessage-ID: <o%d@bench>\r\n\r\nналево\r\n", h.Address("player"), h.Address("referee"), i)
			if err := player.Send(ctx, pbem.Outgoing{From: h.Address("player"), To: []string{h.Address("referee")}, Raw: raw}); err != nil {
				b.Fatal(err)
			}
		}
		timeout := time.After(5 * time.Minute)
		for sent := 0; sent < n; sent++ {
			select {
			case <-outbox.SentIDs():
			case err := <-done:
				b.Fatalf("referee stopped: %v", err)
			case <-timeout:
				b.Fatalf("only %d of %d answered", sent, n)
			}
		}
		total += time.Since(start)
		b.StopTimer()
		cancel()
		<-done
		in.Close()
		out.Close()
		player.Close()
		h.Close()
		b.StartTimer()
	}
	b.ReportMetric(float64(n*b.N)/total.Seconds(), "mails/s")
}
