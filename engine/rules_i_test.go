package engine

import (
	"strings"
	"testing"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
)

// miet3: exit above A1.
//
//	  A B C
//	1 * . H
//	2 h s .
//	3 > > @
var miet3 = []string{
	"+ +-+-+",
	"|* . H|",
	"+ + + +",
	"|h s .|",
	"+ + + +",
	"|> > @|",
	"+-+-+-+",
}

func TestRulesI(t *testing.T) {
	t.Run("I1/a mined treasure explodes on leaving", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyMIET, miet3...), nil, "A1")
		r, _ := play(t, g, 0, Action{Kind: ActTakeTreasure}, mv(N))
		wantIn(t, r, "Клад был заминирован!")
		if !g.st.Players[0].Ghost || g.Over() {
			t.Errorf("ghost %v over %v", g.st.Players[0].Ghost, g.Over())
		}
		if !g.st.Treasures[0].Gone {
			t.Error("the mined treasure did not blow up")
		}
	})
	t.Run("I2/a killed player is a ghost with no weapons until a hospital", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyMIET, miet3...), nil, "B1", "B2")
		_, ev := play(t, g, 0, act(ActShoot, S))
		wantIn(t, Report(ev, 1, "ru"), "бродишь привидением")
		for _, a := range []Action{act(ActShoot, N), act(ActBlow, N), {Kind: ActTakeTreasure}} {
			if _, err := g.Apply(Turn{Player: 1, Actions: []Action{a}}); err == nil {
				t.Errorf("a ghost may %s", a.Kind)
			}
		}
		if r, _ := play(t, g, 0, act(ActShoot, S)); !strings.Contains(r, "Промах") {
			t.Errorf("a ghost was shot: %q", r)
		}
		play(t, g, 1, mv(E))
		r, _ := play(t, g, 1, mv(N))
		wantIn(t, r, "Лечебница. Ты вылечен.")
		if g.st.Players[1].Ghost {
			t.Error("still a ghost")
		}
	})
	t.Run("I3/carrying limits, refilled at the store; cement builds a wall", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyMIET, miet3...), nil, "B1")
		if k := g.st.Players[0].Kit; k.Bullets != 5 || k.Grenades != 3 || k.Cement != 1 {
			t.Fatalf("kit %+v", k)
		}
		r, _ := play(t, g, 0, act(ActBuild, W))
		wantIn(t, r, "Стена поставлена")
		if _, err := g.Apply(Turn{Player: 0, Actions: []Action{act(ActBuild, E)}}); err == nil {
			t.Error("a second wall without cement")
		}
		m := box(t, rules.FamilyMIET, "+-+-+", "|. A|", "+-+-+")
		g = newGame(t, m, nil, "A1")
		g.st.Players[0].Kit = rules.Kit{}
		play(t, g, 0, mv(E))
		if k := g.st.Players[0].Kit; k.Bullets != 5 || k.Grenades != 3 || k.Cement != 1 {
			t.Errorf("kit %+v after the store", k)
		}
	})
	t.Run("I4/the river drifts one cell a turn", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyMIET, miet3...), nil, "A2")
		play(t, g, 0, mv(S))
		wantAt(t, g, 0, "B3")
		play(t, g, 0, Action{Kind: ActSkip})
		wantAt(t, g, 0, "C3")
	})
	t.Run("I5/rivers wind", func(t *testing.T) {
		m := box(t, rules.FamilyMIET,
			"+-+-+-+",
			"|> v .|",
			"+ + + +",
			"|. > @|",
			"+-+-+-+",
		)
		g := newGame(t, m, func(o *rules.Options) { o.RiverDrift = 0 }, "A2")
		play(t, g, 0, mv(N))
		wantAt(t, g, 0, "C2")
	})
	t.Run("I6/steep banks: into the river, not out of it but at the mouth", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyMIET, miet3...), func(o *rules.Options) { o.RiverDrift = 1; o.SteepBanks = true }, "A2")
		play(t, g, 0, mv(S))
		wantAt(t, g, 0, "B3")
		r, _ := play(t, g, 0, mv(N))
		wantIn(t, r, "Стена")
		wantAt(t, g, 0, "C3")
		play(t, g, 0, mv(N))
		wantAt(t, g, 0, "C2")
	})
	t.Run("I7/a rubber room: leave only through its exit side", func(t *testing.T) {
		m := box(t, rules.FamilyMIET,
			"+-+-+-+",
			"|. R .|",
			"+-+ +-+",
			"|. . .|",
			"+-+-+-+",
		)
		g := newGame(t, m, nil, "B2")
		play(t, g, 0, mv(N))
		wantAt(t, g, 0, "B1")
		r, _ := play(t, g, 0, mv(W))
		if r != "Прошёл." {
			t.Errorf("report %q, want a normal «Прошёл.»", r)
		}
		wantAt(t, g, 0, "B1")
		play(t, g, 0, mv(S))
		wantAt(t, g, 0, "B1")
		play(t, g, 0, mv(E))
		wantAt(t, g, 0, "C1")
	})
	t.Run("I8/the bear repeats each move and eats whom it meets; goods stay", func(t *testing.T) {
		m := box(t, rules.FamilyMIET,
			"+-+-+-+-+",
			"|. b . .|",
			"+ + + + +",
			"|. . . .|",
			"+-+-+-+-+",
		)
		g := newGame(t, m, nil, "C2", "D1")
		g.st.Treasures = append(g.st.Treasures, TreasureState{Kind: maze.TreasureTrue, Carrier: 1})
		g.st.Players[1].Carry = 0
		play(t, g, 0, mv(W)) // the bear goes west too: A1
		if g.st.Creatures[0].At != (maze.Coord{Col: 0}) {
			t.Fatalf("bear at %v", g.st.Creatures[0].At)
		}
		g.st.Creatures[0].At = maze.Coord{Col: 2}
		r, _ := play(t, g, 1, mv(W)) // b to C1, the bear east to D1? no: to the east wall
		_ = r
		g.st.Creatures[0].At = maze.Coord{Col: 1}
		r, _ = play(t, g, 0, mv(N)) // a to B1 where the bear stands… the bear moves north: a wall
		wantIn(t, r, "Тебя съел медведь")
		if !g.st.Players[0].Ghost || g.st.Players[0].Kit != (rules.Kit{}) {
			t.Errorf("eaten: ghost %v kit %+v", g.st.Players[0].Ghost, g.st.Players[0].Kit)
		}
		// The goods stay on the cell: the next living visitor picks them up.
		g.st.Creatures[0].Dead = true
		g.st.Players[1].At = maze.Coord{Col: 2}
		g.st.Players[1].Kit, g.st.Players[1].Ghost = rules.Kit{}, false
		r, _ = play(t, g, 1, mv(W))
		wantIn(t, r, "подобрал")
		if k := g.st.Players[1].Kit; k.Bullets != 5 || k.Grenades != 3 {
			t.Errorf("kit after picking up %+v", k)
		}
	})
	t.Run("I9/a fake hole says «hole» and does not move", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyMIET, miet3...), nil, "B2")
		g.setWall(maze.Coord{Row: 1, Col: 1}, W, maze.Wall{})
		r, _ := play(t, g, 0, mv(W))
		wantIn(t, r, "Провалился в дырку")
		wantAt(t, g, 0, "A2")
	})
	t.Run("I10/a swamp loses a turn", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyMIET, miet3...), nil, "C2", "A1")
		r, _ := play(t, g, 0, mv(W))
		wantIn(t, r, "Болото")
		play(t, g, 1, Action{Kind: ActSkip})
		if g.ToMove() != 1 {
			t.Error("no turn lost in the swamp")
		}
	})
	t.Run("I11/a kick: the victim skips; a wrong guess breaks the kicker's legs", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyMIET, miet3...), nil, "B1", "B1")
		_, ev := play(t, g, 0, Action{Kind: ActKick})
		wantIn(t, Report(ev, 1, "ru"), "пропускаешь ход")
		if g.ToMove() != 0 {
			t.Error("the kicked player did not skip")
		}
		g = newGame(t, box(t, rules.FamilyMIET, miet3...), nil, "B1", "C1")
		r, _ := play(t, g, 0, Action{Kind: ActKick})
		wantIn(t, r, "Сломал ноги")
		play(t, g, 1, Action{Kind: ActSkip})
		if g.ToMove() != 1 {
			t.Error("the kicker with broken legs did not skip")
		}
	})
}
