package campaign_test

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"labyrinth/pbem"
	"labyrinth/pbem/campaign"
	"labyrinth/pbem/campaign/campaigntest"
	"labyrinth/pbem/store"
)

// BenchmarkOrderMails measures the referee's own work per incoming order
// mail: parse, authenticate, record, confirm, and — every tenth mail, when
// the last of ten players is in — resolve the round and queue eleven
// reports, all against SQLite on disk. It reports mails/s; run with
// -benchtime=1000x for the 1,000-mail figure.
func BenchmarkOrderMails(b *testing.B) {
	const players = 10
	st, err := store.Open(context.Background(), filepath.Join(b.TempDir(), "bench.db"), store.Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	ref, err := campaign.New(campaign.Options{Store: st, Engine: campaigntest.Engine{}, Orders: campaigntest.Orders{}, Compile: campaigntest.Compile})
	if err != nil {
		b.Fatal(err)
	}
	var ps []string
	for i := range players {
		ps = append(ps, fmt.Sprintf(`{"name": "p%d", "email": "p%d@example.org", "lang": "%s"}`, i, i, []string{"ru", "en"}[i%2]))
	}
	cfg, err := campaign.ParseConfig("bench.json", []byte(`{"name": "bench", "referee": "referee@example.org", "host": "host@example.org",
		"maze": "m.maze", "round": "24h", "players": [`+strings.Join(ps, ",")+`]}`))
	if err != nil {
		b.Fatal(err)
	}
	c, err := ref.Create(context.Background(), cfg, "m.maze", []byte("base"), t0)
	if err != nil {
		b.Fatal(err)
	}
	mails := make([][]byte, players)
	for i := range players {
		mails[i] = []byte(fmt.Sprintf("From: p%d@example.org\r\nTo: referee@example.org\r\nSubject: [bench] orders\r\n"+
			"Content-Type: text/plain; charset=utf-8\r\n\r\ncode: %s\r\nстою\r\n", i, c.Codes[i]))
	}
	ctx := context.Background()
	b.ResetTimer()
	start := time.Now()
	for n := 0; n < b.N; n++ {
		id := fmt.Sprintf("bench%d@example.org", n)
		if err := ref.HandleMail(ctx, pbem.Message{MessageID: id, Raw: mails[n%players]}, t0.Add(time.Duration(n)*time.Second)); err != nil {
			b.Fatal(err)
		}
	}
	el := time.Since(start)
	b.ReportMetric(float64(b.N)/el.Seconds(), "mails/s")
	b.StopTimer()
	s, err := campaign.Status(ctx, st, "bench")
	if err != nil {
		b.Fatal(err)
	}
	if want := b.N/players + 1; s.Campaign.Round != want {
		b.Fatalf("round %d after %d mails, want %d", s.Campaign.Round, b.N, want)
	}
}
