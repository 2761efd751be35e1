package campaign_test

import (
	"context"
	"fmt"
	"os"
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
	benchOrderMails(b, 10, campaigntest.Engine{}, campaigntest.Orders{}, campaigntest.Compile, []byte("base"), nil)
}

// BenchmarkOrderMailsRules is BenchmarkOrderMails with the real engine,
// order language and compiler: four players on a 4×4 maze, who name their
// start cells in round 1 and then wait.
func BenchmarkOrderMailsRules(b *testing.B) {
	src, err := os.ReadFile("testdata/small.maze")
	if err != nil {
		b.Fatal(err)
	}
	starts := []string{"начинаю с а1", "start at B2", "начинаю с в3", "start at D4"}
	benchOrderMails(b, 4, campaign.RulesEngine{}, campaign.RulesOrders{}, campaign.CompileMaze, src, starts)
}

func benchOrderMails(b *testing.B, players int, eng campaign.Engine, orders campaign.OrderParser, compile campaign.Compiler, src []byte, first []string) {
	st, err := store.Open(context.Background(), filepath.Join(b.TempDir(), "bench.db"), store.Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	ref, err := campaign.New(campaign.Options{Store: st, Engine: eng, Orders: orders, Compile: compile})
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
	c, err := ref.Create(context.Background(), cfg, "m.maze", src, t0)
	if err != nil {
		b.Fatal(err)
	}
	mail := func(i int, order string) []byte {
		return []byte(fmt.Sprintf("From: p%d@example.org\r\nTo: referee@example.org\r\nSubject: [bench] orders\r\n"+
			"Content-Type: text/plain; charset=utf-8\r\n\r\ncode: %s\r\n%s\r\n", i, c.Codes[i], order))
	}
	mails := make([][]byte, players)
	for i := range players {
		mails[i] = mail(i, "стою")
	}
	ctx := context.Background()
	b.ResetTimer()
	start := time.Now()
	for n := 0; n < b.N; n++ {
		id := fmt.Sprintf("bench%d@example.org", n)
		raw := mails[n%players]
		if n < len(first) {
			raw = mail(n, first[n])
		}
		if err := ref.HandleMail(ctx, pbem.Message{MessageID: id, Raw: raw}, t0.Add(time.Duration(n)*time.Second)); err != nil {
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
	if want := b.N/players + 1; s.Campaign.Round != want && s.Campaign.Status != store.StatusOver {
		b.Fatalf("round %d after %d mails, want %d", s.Campaign.Round, b.N, want)
	}
}
