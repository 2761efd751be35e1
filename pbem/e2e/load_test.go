package e2e_test

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"labyrinth/examples"
	"labyrinth/pbem"
	"labyrinth/pbem/campaign"
	"labyrinth/pbem/imapin"
	"labyrinth/pbem/mailhost"
	"labyrinth/pbem/smtpout"
	"labyrinth/pbem/store"
)

var loadCampaigns = flag.Int("campaigns", 200, "campaigns of BenchmarkLoadEmbedded, 5 players each")

// BenchmarkLoadEmbedded is a load test of one referee serving many
// campaigns through the embedded mail host, with its mail kept durably
// (Maildir, fsynced before every 250): -campaigns campaigns (200) of five
// players in one database, on "The old mill" with the rules engine. Once
// the invitations are out, every player submits the first round's order
// over SMTP; the referee reads them over IMAP, confirms each, resolves
// each campaign's round when its five orders are in and sends the five
// reports and the host's. The time runs from the first order submitted
// until the last letter is accepted by the host.
//
// Metrics: mails/s counts the mails carried in that time (orders in,
// confirmations and reports out), peak-heap-MB the largest Go heap seen
// (sampled every 10 ms; referee and mail host share the process) and
// peak-rss-MB the process's peak resident set (VmHWM). Run it with
// -benchtime 1x.
func BenchmarkLoadEmbedded(b *testing.B) {
	for range b.N {
		loadOnce(b, *loadCampaigns)
	}
}

func loadOnce(b *testing.B, campaigns int) {
	b.StopTimer()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	dir := b.TempDir()
	const players = 5
	accounts := []mailhost.Account{{Name: "referee", Password: "r"}, {Name: "client", Password: "c"}}
	for c := range campaigns {
		accounts = append(accounts, mailhost.Account{Name: fmt.Sprintf("host%d", c), Password: "h"})
		for p := range players {
			accounts = append(accounts, mailhost.Account{Name: fmt.Sprintf("c%dp%d", c, p), Password: "p"})
		}
	}
	h, err := mailhost.Start(ctx, mailhost.Options{Dir: filepath.Join(dir, "mail"), Accounts: accounts})
	if err != nil {
		b.Fatal(err)
	}
	defer h.Close()
	st, err := store.Open(ctx, filepath.Join(dir, "load.db"), store.Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	deps := games["rules"]
	ref, err := campaign.New(campaign.Options{Store: st, Engine: deps.engine, Orders: deps.orders, Compile: deps.compile})
	if err != nil {
		b.Fatal(err)
	}
	src, err := examples.Read("base.maze")
	if err != nil {
		b.Fatal(err)
	}
	src = bytes.Replace(src, []byte("|     M   v |"), []byte("|         v |"), 1)
	codes := make([][]string, campaigns)
	for c := range campaigns {
		var ps []string
		for p := range players {
			ps = append(ps, fmt.Sprintf(`{"name": "P%d", "email": %q, "lang": %q}`, p, h.Address(fmt.Sprintf("c%dp%d", c, p)), []string{"ru", "en"}[p%2]))
		}
		cfg, err := campaign.ParseConfig("load.json", fmt.Appendf(nil, `{"name": "load%d", "seed": %d, "referee": %q, "host": %q,
			"maze": "base.maze", "round": "24h", "players": [%s]}`, c, c+1, h.Address("referee"), h.Address(fmt.Sprintf("host%d", c)), strings.Join(ps, ",")))
		if err != nil {
			b.Fatal(err)
		}
		created, err := ref.Create(ctx, cfg, "base.maze", src, time.Now())
		if err != nil {
			b.Fatal(err)
		}
		codes[c] = created.Codes
	}
	in, err := imapin.New(imapin.Options{Addr: h.IMAPAddr(), TLS: pbem.TLSNone, Username: "referee", Password: "r"})
	if err != nil {
		b.Fatal(err)
	}
	defer in.Close()
	out, err := smtpout.New(smtpout.Options{Addr: h.SMTPAddr(), TLS: pbem.TLSNone, Username: "referee", Password: "r"})
	if err != nil {
		b.Fatal(err)
	}
	defer out.Close()
	done := make(chan error, 1)
	go func() {
		done <- pbem.Run(ctx, pbem.Config{Inbox: in, Sender: out, Outbox: st, Handler: ref, OutboxInterval: 50 * time.Millisecond, TickInterval: time.Hour})
	}()
	counts := func() (queued, all int) {
		if err := st.View(ctx, func(tx *store.Tx) error { queued, all, err = tx.Queued(); return err }); err != nil {
			b.Fatal(err)
		}
		return queued, all
	}
	queued := func() int { q, _ := counts(); return q }
	waitFor := func(what string) {
		deadline := time.Now().Add(10 * time.Minute)
		for queued() > 0 {
			if time.Now().After(deadline) {
				b.Fatalf("%s: %d letters still queued after 10 minutes", what, queued())
			}
			select {
			case err := <-done:
				b.Fatalf("the referee stopped: %v", err)
			case <-time.After(20 * time.Millisecond):
			}
		}
	}
	waitFor("the invitations")

	var peakHeap atomic.Uint64
	stopSampling := make(chan struct{})
	go func() {
		var ms runtime.MemStats
		for {
			runtime.ReadMemStats(&ms)
			if ms.HeapInuse > peakHeap.Load() {
				peakHeap.Store(ms.HeapInuse)
			}
			select {
			case <-stopSampling:
				return
			case <-time.After(10 * time.Millisecond):
			}
		}
	}()
	client, err := smtpout.New(smtpout.Options{Addr: h.SMTPAddr(), TLS: pbem.TLSNone, Username: "client", Password: "c"})
	if err != nil {
		b.Fatal(err)
	}
	defer client.Close()
	b.StartTimer()
	start := time.Now()
	for c := range campaigns {
		for p := range players {
			from := h.Address(fmt.Sprintf("c%dp%d", c, p))
			raw := plainMail(from, h.Address("referee"), fmt.Sprintf("[lab:load%d] orders", c), fmt.Sprintf("load%d-%d@client", c, p), "",
				"code: "+codes[c][p]+"\n"+benchOrder(p, 1)+"\n")
			if err := client.Send(ctx, pbem.Outgoing{From: from, To: []string{h.Address("referee")}, Raw: raw}); err != nil {
				b.Fatal(err)
			}
		}
	}
	// Every order is answered and every round resolved: the outbox holds
	// campaigns×(5 confirmations, 5 reports, a host report) beyond the
	// invitations, all sent.
	want := campaigns * (2*players + 1)
	want += campaigns * (players + 1) // the invitations
	for deadline := time.Now().Add(10 * time.Minute); ; {
		if _, all := counts(); all >= want {
			break
		}
		if time.Now().After(deadline) {
			_, all := counts()
			b.Fatalf("%d letters after 10 minutes, want %d", all, want)
		}
		time.Sleep(20 * time.Millisecond)
	}
	waitFor("the letters")
	took := time.Since(start)
	b.StopTimer()
	close(stopSampling)
	cancel()
	<-done
	mails := campaigns * players * 3 // orders, confirmations, reports
	mails += campaigns               // host reports
	b.ReportMetric(float64(mails)/took.Seconds(), "mails/s")
	b.ReportMetric(float64(peakHeap.Load())/(1<<20), "peak-heap-MB")
	if rss := peakRSS(); rss > 0 {
		b.ReportMetric(float64(rss)/(1<<20), "peak-rss-MB")
	}
	b.ReportMetric(took.Seconds(), "s")
}

// peakRSS is the process's peak resident set in bytes (Linux VmHWM), 0
// where unknown.
func peakRSS() int64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, l := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(l, "VmHWM:"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
			return kb << 10
		}
	}
	return 0
}
