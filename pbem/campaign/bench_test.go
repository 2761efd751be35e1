package campaign_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"labyrinth/examples"
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
	benchOrderMails(b, 10, campaigntest.Engine{}, campaigntest.Orders{}, campaigntest.Compile, []byte("base"),
		func(int, int) string { return "стою" })
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
	benchOrderMails(b, 4, campaign.RulesEngine{}, campaign.RulesOrders{}, campaign.CompileMaze, src, func(seat, round int) string {
		if round == 1 {
			return starts[seat]
		}
		return "стою"
	})
}

// BenchmarkOrderMailsMill is the campaign of BenchmarkCampaignRealMail
// (package pbem/e2e) without the mail servers: fifty players on "The old
// mill" (without its mine), Russian and English, naming their start cells
// in round 1 and then moving and waiting, one order mail each a round.
func BenchmarkOrderMailsMill(b *testing.B) {
	src, err := examples.Read("base.maze")
	if err != nil {
		b.Fatal(err)
	}
	src = bytes.Replace(src, []byte("|     M   v |"), []byte("|         v |"), 1)
	benchOrderMails(b, 50, campaign.RulesEngine{}, campaign.RulesOrders{}, campaign.CompileMaze, src, millOrder)
}

// millOrder is seat's order in round r (from 1) of BenchmarkOrderMailsMill:
// its start cell in round 1 (rule B6), then a cycle of moves and waits.
func millOrder(seat, r int) string {
	ru := []string{"иду вверх", "иду вниз", "иду направо", "иду налево", "стою"}
	en := []string{"go up", "go down", "go right", "go left", "wait"}
	col, row := seat%8, 1+(seat/8)%8
	switch {
	case r == 1 && seat%2 == 0:
		return fmt.Sprintf("начинаю с %c%d", []rune("абвгдежз")[col], row)
	case r == 1:
		return fmt.Sprintf("start at %c%d", "ABCDEFGH"[col], row)
	case seat%2 == 0:
		return ru[(seat+r)%len(ru)]
	default:
		return en[(seat+r)%len(en)]
	}
}

// benchOrderMails sends b.N order mails, one per player a round, in seat
// order; order gives a seat's orders for a round (from 1).
func benchOrderMails(b *testing.B, players int, eng campaign.Engine, orders campaign.OrderParser, compile campaign.Compiler, src []byte,
	order func(seat, round int) string) {
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
	raws := make([][]byte, b.N)
	for n := range raws {
		raws[n] = mail(n%players, order(n%players, n/players+1))
	}
	ctx := context.Background()
	b.ResetTimer()
	start := time.Now()
	for n := 0; n < b.N; n++ {
		id := fmt.Sprintf("bench%d@example.org", n)
		if err := ref.HandleMail(ctx, pbem.Message{MessageID: id, Raw: raws[n]}, t0.Add(time.Duration(n)*time.Second)); err != nil {
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
