package campaign_test

import (
	"testing"

	"labyrinth/engine"
	"labyrinth/examples"
	"labyrinth/pbem/campaign"
)

// The rules engine tells the referee who sits rounds out: a player on
// the mine of the old mill (rule V8: «Иди. Подорвался на мине», three
// turns skipped) is not waited for until the skipped turns are over.
func TestRulesEngineSitsOutV8(t *testing.T) {
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
