package campaign_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"labyrinth/pbem/store"
)

// TestHistory: the host's paper log of a game by mail holds each round's
// orders, what each player heard (the report he was mailed, in the
// language asked for) and where he stood after; the open round has the
// orders received so far.
func TestHistory(t *testing.T) {
	f := rulesFixture(t, strings.Replace(testConfig, `"reminder": "10m",`, "", 1))
	f.newMail()
	// Round 1: Аня and Bob choose their start, Вера is silent and placed.
	f.send("anya@example.org", "[lab:autumn] ход 1", "код: "+f.code(0)+"\nначинаю с б3")
	f.send("bob@example.org", "[lab:autumn]", "code: "+f.code(1)+"\nstart at C3")
	f.tick(t0.Add(2 * time.Hour))
	// Round 2: moves.
	f.send("anya@example.org", "[lab:autumn]", "код: "+f.code(0)+"\nиду вниз")
	f.send("bob@example.org", "[lab:autumn]", "code: "+f.code(1)+"\ngo east")
	f.send("vera@example.org", "[lab:autumn]", "код: "+f.code(2)+"\nиду наверх")
	reports := map[[2]int]string{} // round, seat → the mail's body
	for _, m := range f.newMail() {
		if m.kind == "report" {
			for seat, to := range []string{"anya@example.org", "bob@example.org", "vera@example.org"} {
				if strings.EqualFold(m.to, to) {
					reports[[2]int{m.round, seat}] = m.body
				}
			}
		}
	}
	// Round 3: only Bob has written so far.
	f.send("bob@example.org", "[lab:autumn]", "code: "+f.code(1)+"\ngo west")

	h, err := f.ref.History(context.Background(), "autumn", "ru")
	if err != nil {
		t.Fatal(err)
	}
	if len(h) != 3 {
		t.Fatalf("%d rounds, want 3: %+v", len(h), h)
	}
	for _, rd := range h[:2] {
		if !rd.Resolved || len(rd.Seats) != 3 {
			t.Fatalf("round %d: resolved %v, %d seats", rd.Round, rd.Resolved, len(rd.Seats))
		}
		for _, s := range rd.Seats {
			if s.Report == "" || !s.Placed {
				t.Errorf("round %d seat %d: report %q, placed %v", rd.Round, s.Seat, s.Report, s.Placed)
			}
			// Аня and Вера read Russian: their mail carries the very report.
			if s.Seat != 1 && !strings.Contains(reports[[2]int{rd.Round, s.Seat}], s.Report) {
				t.Errorf("round %d seat %d: %q is not in the report mailed:\n%s", rd.Round, s.Seat, s.Report, reports[[2]int{rd.Round, s.Seat}])
			}
		}
	}
	if r1 := h[0].Seats; r1[0].Order != "начинаю с б3" || !r1[2].Missing || r1[2].Order != "" {
		t.Errorf("round 1 orders: %+v", r1)
	}
	if h[1].Seats[0].Order != "иду вниз" {
		t.Errorf("round 2: Аня's order %q", h[1].Seats[0].Order)
	}
	// Bob's report in English, as asked.
	en, err := f.ref.History(context.Background(), "autumn", "en")
	if err != nil {
		t.Fatal(err)
	}
	if got := en[1].Seats[1].Report; !strings.Contains(reports[[2]int{2, 1}], got) || got == h[1].Seats[1].Report {
		t.Errorf("Bob's report in English %q, mailed:\n%s", got, reports[[2]int{2, 1}])
	}
	open := h[2]
	if open.Resolved || len(open.Seats) != 1 || open.Seats[0].Seat != 1 || open.Seats[0].Order != "go west" || open.Seats[0].Report != "" {
		t.Errorf("the open round: %+v", open)
	}
	// A tampered state no longer replays: no made-up reports.
	err = f.st.Update(context.Background(), func(tx *store.Tx) error {
		cc, err := tx.Campaign("autumn")
		if err != nil {
			return err
		}
		os, err := tx.Orders(cc.ID, 2)
		if err != nil {
			return err
		}
		os[0].Actions = os[1].Actions // Аня's order now says what Bob's does
		return tx.PutOrder(os[0])
	})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.ref.History(context.Background(), "autumn", "ru"); err == nil || !strings.Contains(err.Error(), "replays to state") {
		t.Errorf("a history that does not replay: %v", err)
	}
}
