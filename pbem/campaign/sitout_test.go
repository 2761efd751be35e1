package campaign_test

import (
	"strings"
	"testing"

	"labyrinth/dsl/maze"
	"labyrinth/engine"
	"labyrinth/examples"
	"labyrinth/pbem/campaign"
)

// The rules engine tells the referee who sits rounds out: a player on
// the mine of the old mill (rule V8: «Иди. Подорвался на мине», three
// turns skipped) is not waited for until the skipped turns are over.
func TestRulesEngineSitsOutV8(t *testing.T) {
	m, g := millGame(t)
	orders := campaign.RulesOrders{}
	play := func(a, b string) {
		t.Helper()
		var ts []engine.Turn
		for i, text := range []string{a, b} {
			acts, err := orders.Parse(text, "en", campaign.OrderContext{Maze: m, Expect: g.Expect(engine.PlayerID(i))})
			if err != nil {
				t.Fatalf("%q: %v", text, err)
			}
			ts = append(ts, engine.Turn{Player: engine.PlayerID(i), Actions: acts})
		}
		if _, err := g.Play(ts); err != nil {
			t.Fatal(err)
		}
	}
	sits := g.(campaign.SitOuter)
	play("start at A1", "start at D4")
	if n := sits.SitsOut(1); n != 0 {
		t.Fatalf("before the mine: Bob sits out %d rounds", n)
	}
	play("go down", "go right") // E4 is the mine
	want := 3                   // V8
	for round := 3; want > 0; round++ {
		if n := sits.SitsOut(1); n != want {
			t.Fatalf("round %d: Bob sits out %d rounds, want %d", round, n, want)
		}
		if n := sits.SitsOut(0); n != 0 {
			t.Fatalf("round %d: Аня sits out %d rounds", round, n)
		}
		play("stay", "stay")
		want--
	}
	if n := sits.SitsOut(1); n != 0 {
		t.Errorf("after the skipped turns Bob still sits out %d", n)
	}
}

// Each letter tells its own round (rule V8: «Иди. Подорвался на мине»,
// three turns skipped). The engine plays a skipped turn as soon as the
// turn before it ends, so the round Аня, first in the turn order, steps on
// the mine already holds her skip of the next round; that skip is told in
// the next round's letter, after the state has gone through the store, and
// the letter's count of turns still to sit out agrees with it.
func TestRulesEngineLettersByRoundV8(t *testing.T) {
	src, err := examples.Read("base.maze")
	if err != nil {
		t.Fatal(err)
	}
	m, err := campaign.CompileMaze("base.maze", src)
	if err != nil {
		t.Fatal(err)
	}
	g, err := campaign.RulesEngine{}.NewGame(m, []campaign.Seat{{Name: "Аня", Lang: "ru", Gender: engine.GenderFeminine}, {Name: "Bob", Lang: "en"}}, 1)
	if err != nil {
		t.Fatal(err)
	}
	orders := campaign.RulesOrders{}
	play := func(a, b string) string {
		t.Helper()
		var ts []engine.Turn
		for i, text := range []string{a, b} {
			if text == "" {
				continue // sitting out: no orders
			}
			acts, err := orders.Parse(text, "en", campaign.OrderContext{Maze: m, Expect: g.Expect(engine.PlayerID(i))})
			if err != nil {
				t.Fatalf("%q: %v", text, err)
			}
			ts = append(ts, engine.Turn{Player: engine.PlayerID(i), Actions: acts})
		}
		o, err := g.Play(ts)
		if err != nil {
			t.Fatal(err)
		}
		blob, err := g.MarshalState() // the referee stores the state between rounds
		if err != nil {
			t.Fatal(err)
		}
		if g, err = (campaign.RulesEngine{}).Restore(m, blob); err != nil {
			t.Fatal(err)
		}
		return o.Report(0, "ru")
	}
	play("start at D4", "start at A1")
	for _, tc := range []struct {
		a, report, not string
		sitsOut        int
	}{
		{"go right", "Подорвалась на мине: пропускаешь 3 хода.", "пропустила", 3}, // round 2: E4 is the mine
		// Each letter tells the round just missed, in the past tense.
		{"", "Ты пропустила ход 3: мина. Пропустишь ещё 2 хода.", "Подорвалась", 2},
		{"", "Ты пропустила ход 4: мина. Пропустишь ещё 1 ход.", "ход 5", 1},
		{"", "Ты пропустила ход 5: мина.", "ход 6", 0},
	} {
		r := play(tc.a, "stay")
		if !strings.Contains(r, tc.report) || strings.Contains(r, tc.not) {
			t.Errorf("Аня's letter %q: want %q, not %q", r, tc.report, tc.not)
		}
		if n := g.(campaign.SitOuter).SitsOut(0); n != tc.sitsOut {
			t.Errorf("after %q: Аня sits out %d more rounds, want %d", r, n, tc.sitsOut)
		}
	}
}

// millGame starts the rules engine's game on the old mill
// (examples/base.maze) for Аня (Russian) and Bob (English).
func millGame(t *testing.T) (*maze.Maze, campaign.Game) {
	t.Helper()
	src, err := examples.Read("base.maze")
	if err != nil {
		t.Fatal(err)
	}
	m, err := campaign.CompileMaze("base.maze", src)
	if err != nil {
		t.Fatal(err)
	}
	g, err := campaign.RulesEngine{}.NewGame(m, []campaign.Seat{{Name: "Аня", Lang: "ru"}, {Name: "Bob", Lang: "en"}}, 1)
	if err != nil {
		t.Fatal(err)
	}
	return m, g
}
