package engine

import (
	"testing"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
)

// Information hiding: what a player hears never tells what the source texts say
// he cannot know.
func TestHiding(t *testing.T) {
	t.Run("C1/C14/sharing a cell is not told to either player", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyBase, base3...), nil, "A2", "B2")
		_, ev := play(t, g, 0, mv(E))
		if r := Report(ev, 1, "ru"); r != "" {
			t.Errorf("the other player heard %q", r)
		}
		if r := Report(ev, 0, "ru"); r != "Прошёл." {
			t.Errorf("the mover heard %q", r)
		}
	})
	t.Run("B1/another player's moves, walls and finds are private", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyBase, base3...), nil, "A1", "C3")
		for _, a := range []Action{mv(E), mv(S), mv(N)} {
			_, ev := play(t, g, 0, a)
			if r := Report(ev, 1, "en"); r != "" {
				t.Errorf("%s: the other player heard %q", a.Kind, r)
			}
			play(t, g, 1, Action{Kind: ActSkip})
		}
	})
	t.Run("V4/without tell.pit a fall is heard by the faller alone", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyDuel, duel3...), nil, "A1", "C3")
		_, ev := play(t, g, 0, mv(S))
		if r := Report(ev, 1, "ru"); r != "" {
			t.Errorf("the opponent heard %q", r)
		}
	})
	t.Run("I9/a fake hole sounds exactly like a real one", func(t *testing.T) {
		fake := Report([]Event{{To: Everyone, Payload: FakeHole{}}}, 0, "ru")
		real := Report([]Event{{To: Everyone, Payload: Hole{}}}, 0, "ru")
		if fake != real {
			t.Errorf("fake %q, real %q", fake, real)
		}
	})
	t.Run("D11/a treasure's kind is not told before leaving", func(t *testing.T) {
		for _, k := range []maze.TreasureKind{maze.TreasureTrue, maze.TreasureFalse, maze.TreasureMined} {
			m := box(t, rules.FamilyBase, "+-+-+", "|. .|", "+-+-+")
			m.Treasures = []maze.Treasure{{Kind: k, At: maze.Coord{Col: 1}}}
			g := newGame(t, m, nil, "A1")
			r, _ := play(t, g, 0, mv(E))
			r2, _ := play(t, g, 0, Action{Kind: ActTakeTreasure}, mv(W))
			if r != "Прошёл. Клад!" || r2 != "Взял клад. Прошёл." {
				t.Errorf("%s treasure: %q / %q", k, r, r2)
			}
		}
	})
	t.Run("V21/the shot's victim learns he was hit, not by whom or from where", func(t *testing.T) {
		mod := func(o *rules.Options) { o.TellWounds = false }
		g := newGame(t, box(t, rules.FamilyBase, base3...), mod, "A1", "A2", "C3")
		_, ev := play(t, g, 0, act(ActShoot, S))
		if r := Report(ev, 1, "ru"); r != "Ты ранен." {
			t.Errorf("victim heard %q", r)
		}
		if r := Report(ev, 2, "ru"); r != "" {
			t.Errorf("a bystander heard %q with tell.wounds off", r)
		}
	})
	t.Run("B22/after a hole the player is not told where he came out", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyBase, base3...), nil, "B3")
		r, _ := play(t, g, 0, mv(E))
		if r != "Прошёл. Провалился в дырку." {
			t.Errorf("report %q", r)
		}
		r, _ = play(t, g, 0, mv(N))
		wantNot(t, r, "Дырка")
	})
	t.Run("V10/start cells placed by the host are told to their player only", func(t *testing.T) {
		m := box(t, rules.FamilyVMK, vmk3...)
		g, err := NewGame(m, Setup{Players: make([]PlayerSetup, 3), Seed: 5})
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range g.Opening() {
			if e.Kind() == EvStartCell && e.To != Only(e.Player) {
				t.Errorf("start cell of %d told to %b", e.Player, e.To)
			}
		}
	})
	t.Run("B1/Heard strips the host's fields", func(t *testing.T) {
		ev := []Event{{To: Only(0), Player: 0, At: maze.Coord{Row: 3, Col: 4}, Payload: Moved{}}, {To: Only(1), Player: 1, Payload: Moved{}}}
		h := Heard(ev, 0)
		if len(h) != 1 || h[0].At != (maze.Coord{}) {
			t.Errorf("heard %+v", h)
		}
		h = Heard([]Event{{To: Everyone, Payload: FakeHole{}}, {To: Everyone, Payload: Moved{Cell: maze.CellPit}}}, 0)
		if h[0].Kind() != EvHole || h[1].Payload.(Moved).Cell != maze.CellEmpty {
			t.Errorf("heard %+v: a fake hole or a cell kind shows through", h)
		}
	})
}
