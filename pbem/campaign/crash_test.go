package campaign_test

import (
	"context"
	"errors"
	"path/filepath"
	"testing"
	"time"

	"labyrinth/dsl/maze"
	"labyrinth/engine"
	"labyrinth/pbem/campaign"
	"labyrinth/pbem/campaign/campaigntest"
	"labyrinth/pbem/store"
)

// flakyEngine wraps the corridor game with games that fail while playing
// a round, as a crash in the middle of a resolution would.
type flakyEngine struct {
	campaigntest.Engine
	fail *bool
}

type flakyGame struct {
	campaign.Game
	fail *bool
}

func (e flakyEngine) NewGame(m *maze.Maze, seats []campaign.Seat, seed int64) (campaign.Game, error) {
	g, err := e.Engine.NewGame(m, seats, seed)
	return flakyGame{g, e.fail}, err
}

func (e flakyEngine) Restore(m *maze.Maze, state []byte) (campaign.Game, error) {
	g, err := e.Engine.Restore(m, state)
	return flakyGame{g, e.fail}, err
}

func (g flakyGame) Play(turns []engine.Turn) (campaign.Outcome, error) {
	if *g.fail {
		return nil, errors.New("the engine failed")
	}
	return g.Game.Play(turns)
}

// TestFailedResolutionLeavesNothing: when a round cannot be resolved the
// whole resolution is rolled back (no state, no reports, the round still
// open, the orders kept), and the next tick resolves it exactly once.
func TestFailedResolutionLeavesNothing(t *testing.T) {
	st, err := store.Open(context.Background(), filepath.Join(t.TempDir(), "c.db"), store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	fail := false
	ref, err := campaign.New(campaign.Options{Store: st, Engine: flakyEngine{fail: &fail}, Orders: campaigntest.Orders{}, Compile: campaigntest.Compile})
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := campaign.ParseConfig("c.json", []byte(testConfig))
	if err != nil {
		t.Fatal(err)
	}
	c, err := ref.Create(context.Background(), cfg, "m.maze", []byte("base"), t0)
	if err != nil {
		t.Fatal(err)
	}
	f := &fixture{t: t, st: st, ref: ref, c: c}
	f.newMail()
	f.send("anya@example.org", "[autumn]", "код: "+f.code(0)+"\nнаправо")
	f.newMail()

	fail = true
	if err := ref.Tick(context.Background(), t0.Add(2*time.Hour)); err == nil {
		t.Fatal("Tick hid the failed resolution")
	}
	only(t, f.newMail())
	s, err := campaign.Status(context.Background(), st, "autumn")
	if err != nil {
		t.Fatal(err)
	}
	r := s.Rounds[len(s.Rounds)-1]
	if len(s.Rounds) != 1 || !r.Round.Open() || r.Sent[0] != "yes" || r.Sent[2] != "—" {
		t.Fatalf("after a failed resolution:\n%s", s)
	}
	for _, p := range s.Players {
		if p.Missed != 0 {
			t.Errorf("seat %d counted as missing in a round that did not resolve", p.Seat+1)
		}
	}

	fail = false
	f.tick(t0.Add(2 * time.Hour))
	only(t, f.newMail(), "report>anya@example.org", "report>bob@example.org", "report>vera@example.org", "host-report>host@example.org")
	f.tick(t0.Add(2 * time.Hour))
	only(t, f.newMail())
}
