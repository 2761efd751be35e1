package campaign_test

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"labyrinth/pbem/store"
)

// TestPaper: the paper kit of a game by mail has the roster, where the
// players stand after the last round, the log with the answers and the
// open round's orders; an engine that cannot say where its players stand,
// or a log that does not replay, leaves them out and says why.
func TestPaper(t *testing.T) {
	f := rulesFixture(t, strings.Replace(testConfig, `"reminder": "10m",`, "", 1))
	f.send("anya@example.org", "[lab:autumn] ход 1", "код: "+f.code(0)+"\nначинаю с б3")
	f.send("bob@example.org", "[lab:autumn]", "code: "+f.code(1)+"\nstart at C3")
	f.tick(t0.Add(2 * time.Hour))
	f.send("bob@example.org", "[lab:autumn]", "code: "+f.code(1)+"\ngo east")
	ctx := context.Background()

	p, err := f.ref.Paper(ctx, "autumn", "en")
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(p.Players, []string{"Аня", "Bob", "Вера"}) || p.Round != 2 || p.Over || p.Maze == nil {
		t.Errorf("roster %v, round %d, over %v, maze %v", p.Players, p.Round, p.Over, p.Maze != nil)
	}
	if p.LogErr != nil || p.PositionsErr != nil {
		t.Fatalf("log: %v; positions: %v", p.LogErr, p.PositionsErr)
	}
	if len(p.Log) != 2 || len(p.Log[0].Seats) != 3 || p.Log[0].Seats[1].Report == "" || p.Log[1].Seats[0].Order != "go east" {
		t.Errorf("log %+v", p.Log)
	}
	if len(p.Positions) != 3 || p.Positions[0].Name != "Аня" || p.Positions[1].Seat != 1 {
		t.Errorf("positions %+v, want all three placed", p.Positions)
	}

	// A tampered state does not replay: the orders alone.
	err = f.st.Update(ctx, func(tx *store.Tx) error {
		cc, err := tx.Campaign("autumn")
		if err != nil {
			return err
		}
		os, err := tx.Orders(cc.ID, 1)
		if err != nil {
			return err
		}
		os[0].Actions = os[1].Actions // Аня's order now says what Bob's does
		return tx.PutOrder(os[0])
	})
	if err != nil {
		t.Fatal(err)
	}
	if p, err = f.ref.Paper(ctx, "autumn", "en"); err != nil || p.LogErr == nil {
		t.Fatalf("tampered: %v, log error %v", err, p.LogErr)
	}
	if len(p.Log) != 2 || p.Log[0].Seats[0].Order != "начинаю с б3" || p.Log[0].Seats[0].Report != "" {
		t.Errorf("the log without a replay: %+v", p.Log)
	}

	if _, err := f.ref.Paper(ctx, "autum", "en"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("no such campaign: %v, want store.ErrNotFound", err)
	}
}

// The corridor game of campaigntest cannot say where its players stand.
func TestPaperWithoutPositions(t *testing.T) {
	f := newFixture(t, testConfig)
	f.send("anya@example.org", "[lab:autumn]", "код: "+f.code(0)+"\nнаправо")
	p, err := f.ref.Paper(context.Background(), "autumn", "ru")
	if err != nil {
		t.Fatal(err)
	}
	if p.PositionsErr == nil || len(p.Positions) != 0 {
		t.Errorf("positions %v, error %v; want none, and why", p.Positions, p.PositionsErr)
	}
}
