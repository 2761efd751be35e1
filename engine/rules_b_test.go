package engine

import (
	"errors"
	"strings"
	"testing"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
)

// A 3×3 base maze used by several tests:
//
//	  A B C
//	1 . X|A      exit above A1
//	2 . . H
//	3 o . o
var base3 = []string{
	"+ +-+-+",
	"|. X|A|",
	"+ +-+ +",
	"|. . H|",
	"+ + + +",
	"|o . o|",
	"+-+-+-+",
}

func TestRulesB(t *testing.T) {
	t.Run("B2/no diagonal, neighbours share a side", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyBase, base3...), nil, "B2")
		play(t, g, 0, mv(W))
		wantAt(t, g, 0, "A2")
		if _, err := g.Apply(Turn{Player: 0, Actions: []Action{{Kind: ActMove, Dir: maze.Up}}}); err == nil {
			t.Error("a move up without stairs was accepted")
		}
	})
	t.Run("B3/a wall may stand between two neighbours; the treasure lies on an empty cell", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyBase, base3...), nil, "B1")
		r, _ := play(t, g, 0, mv(E))
		wantIn(t, r, "Стена")
		if g.kind(maze.Coord{Col: 1}) != maze.CellEmpty || len(g.treasuresAt(maze.Coord{Col: 1})) != 1 {
			t.Error("the treasure is not on an empty cell")
		}
	})
	t.Run("B4/the exit is a gap in the outer wall", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyBase, base3...), nil, "A1", "B1")
		r, _ := play(t, g, 0, mv(N))
		wantIn(t, r, "Выход")
		r, _ = play(t, g, 1, mv(N))
		if r != "Стена." {
			t.Errorf("report %q, want a plain wall", r)
		}
	})
	t.Run("B6/players name their start cell, or (opt) the host places them", func(t *testing.T) {
		m := box(t, rules.FamilyBase, base3...)
		g, err := NewGame(m, Setup{Players: make([]PlayerSetup, 2), Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		if !g.Expected(0).ChooseStart {
			t.Error("base: not asked for a start cell")
		}
		if _, err := g.Apply(Turn{Player: 0, Actions: []Action{{Kind: ActChooseStart, Cell: maze.Coord{Row: 9, Col: 9}}}}); err == nil {
			t.Error("a start off the maze was accepted")
		}
		m = box(t, rules.FamilyBase, base3...)
		m.Rules.Start = rules.StartHost
		g, err = NewGame(m, Setup{Players: make([]PlayerSetup, 2), Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		if g.Expected(0).ChooseStart || !g.st.Players[1].Placed {
			t.Error("host placement left a player unplaced")
		}
	})
	t.Run("B5/hole moves to the next, the last to the first", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyBase, base3...), nil, "B3")
		r, _ := play(t, g, 0, mv(E))
		wantAt(t, g, 0, "A3") // C3 is the second hole; next is the first, A3
		wantIn(t, r, "Провалился в дырку")
		g = newGame(t, box(t, rules.FamilyBase, base3...), nil, "B3")
		play(t, g, 0, mv(W))
		wantAt(t, g, 0, "C3")
		// The host's reveal shows the hole fallen into, then where it led.
		var names []string
		for _, c := range g.Track(0) {
			names = append(names, c.Name(maze.Latin))
		}
		if got := strings.Join(names, " "); got != "B3 A3 C3" {
			t.Errorf("track %q, want B3 A3 C3", got)
		}
	})
	t.Run("B7/the start cell is told", func(t *testing.T) {
		m := box(t, rules.FamilyBase, base3...)
		g, err := NewGame(m, Setup{Players: []PlayerSetup{{Name: "a"}}, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		ev, err := g.Apply(Turn{Player: 0, Actions: []Action{{Kind: ActChooseStart, Cell: maze.Coord{Row: 1, Col: 2}}}})
		if err != nil {
			t.Fatal(err)
		}
		// The cell's own word names it once: not «Начальная клетка:
		// госпиталь. Госпиталь.»
		wantIn(t, Report(ev, 0, "ru"), "Ты на начальной клетке. Госпиталь.")
		if r := Report(ev, 0, "ru"); strings.Count(r, "оспиталь") != 1 {
			t.Errorf("report %q names the hospital more than once", r)
		}
	})
	t.Run("B7/a start on the treasure is not called empty", func(t *testing.T) {
		m := box(t, rules.FamilyBase, base3...)
		g, err := NewGame(m, Setup{Players: []PlayerSetup{{Name: "a"}}, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		ev, err := g.Apply(Turn{Player: 0, Actions: []Action{{Kind: ActChooseStart, Cell: maze.Coord{Row: 0, Col: 1}}}})
		if err != nil {
			t.Fatal(err)
		}
		r := Report(ev, 0, "ru")
		wantIn(t, r, "Ты на начальной клетке")
		if strings.Contains(r, "пусто") {
			t.Errorf("the treasure's cell is called empty: %q", r)
		}
	})
	t.Run("B8/one action a turn", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyBase, base3...), nil, "A2")
		_, err := g.Apply(Turn{Player: 0, Actions: []Action{mv(E), mv(E)}})
		var r *Refusal
		if !errors.As(err, &r) || r.Reason != ReasonTooMany {
			t.Fatalf("two moves: err %v, want a refusal for too many actions", err)
		}
		play(t, g, 0, Action{Kind: ActSkip})
		wantAt(t, g, 0, "A2")
	})
	t.Run("B9/a wall ends the turn", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyBase, base3...), nil, "B1")
		r, _ := play(t, g, 0, mv(E, S))
		wantIn(t, r, "Стена")
		wantAt(t, g, 0, "B1")
	})
	t.Run("B10/the kind of the cell reached is told", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyBase, base3...), nil, "B2")
		r, _ := play(t, g, 0, mv(E))
		wantIn(t, r, "Госпиталь")
	})
	t.Run("B11/a blown inner wall disappears, the outer one does not", func(t *testing.T) {
		m := box(t, rules.FamilyBase,
			"+-+-+",
			"|.|.|",
			"+-+-+",
		)
		g := newGame(t, m, nil, "A1")
		r, _ := play(t, g, 0, act(ActBlow, E))
		wantIn(t, r, "Стена взорвана")
		wantAt(t, g, 0, "A1") // B8: the blast is the whole turn
		if k := g.st.Players[0].Kit.Grenades; k != 2 {
			t.Errorf("grenades %d, want 2", k)
		}
		play(t, g, 0, mv(E))
		wantAt(t, g, 0, "B1")
		r, _ = play(t, g, 0, act(ActBlow, E))
		wantIn(t, r, "Стена устояла")
		wantAt(t, g, 0, "B1")
		play(t, g, 0, act(ActBlow, N))
		_, err := g.Apply(Turn{Player: 0, Actions: []Action{act(ActBlow, E)}})
		var ref *Refusal
		if !errors.As(err, &ref) || ref.Reason != ReasonNoGrenades {
			t.Errorf("fourth grenade: %v, want no grenades", err)
		}
	})
	t.Run("B12/a bullet flies to the first player", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyBase, base3...), nil, "A1", "A2", "A3")
		r, _ := play(t, g, 0, act(ActShoot, S))
		wantIn(t, r, "b ранен")
		if !g.st.Players[1].Wounded || g.st.Players[2].Wounded {
			t.Errorf("wounded: b %v c %v, want only b", g.st.Players[1].Wounded, g.st.Players[2].Wounded)
		}
		g = newGame(t, box(t, rules.FamilyBase, base3...), nil, "B1", "C1")
		r, _ = play(t, g, 0, act(ActShoot, E))
		wantIn(t, r, "Промах")
	})
	t.Run("B13/wounded drops the treasure, cannot take it or shoot; a hospital heals", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyBase, base3...), nil, "A2", "B1")
		play(t, g, 1, Action{Kind: ActTakeTreasure})
		play(t, g, 1, mv(W))
		play(t, g, 0, act(ActShoot, N))
		if g.st.Players[1].Carry != -1 || len(g.treasuresAt(maze.Coord{Row: 0, Col: 0})) != 1 {
			t.Fatal("the wounded player kept the treasure")
		}
		_, err := g.Apply(Turn{Player: 1, Actions: []Action{{Kind: ActTakeTreasure}}})
		if err == nil {
			t.Error("a wounded player took a treasure")
		}
		_, err = g.Apply(Turn{Player: 1, Actions: []Action{act(ActShoot, S)}})
		if err == nil {
			t.Error("a wounded player shot")
		}
		play(t, g, 1, mv(S))
		play(t, g, 1, mv(E))
		r, _ := play(t, g, 1, mv(E))
		wantIn(t, r, "Ты вылечен")
		if g.st.Players[1].Wounded {
			t.Error("still wounded after the hospital")
		}
	})
	t.Run("B14/an arsenal restores to the starting kit", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyBase, base3...), nil, "C2")
		g.st.Players[0].Kit = rules.Kit{Grenades: 0, Bullets: 1}
		r, _ := play(t, g, 0, mv(N))
		wantIn(t, r, "Арсенал")
		if k := g.st.Players[0].Kit; k.Grenades != 3 || k.Bullets != 3 {
			t.Errorf("kit %+v, want 3 and 3", k)
		}
	})
	t.Run("B14/plus-one refill (004)", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyBase, base3...), func(o *rules.Options) { o.ArsenalRefill = rules.RefillPlusOne }, "C2")
		g.st.Players[0].Kit = rules.Kit{}
		play(t, g, 0, mv(N))
		if k := g.st.Players[0].Kit; k.Grenades != 1 || k.Bullets != 1 {
			t.Errorf("kit %+v, want 1 and 1", k)
		}
	})
	t.Run("B15/no leaving without a treasure; leaving with the true one wins", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyBase, base3...), nil, "A1", "A3")
		r, _ := play(t, g, 0, mv(N))
		wantIn(t, r, "Без клада выйти нельзя")
		wantAt(t, g, 0, "A1")
		play(t, g, 0, mv(E))
		play(t, g, 0, Action{Kind: ActTakeTreasure}, mv(W))
		_, ev := play(t, g, 0, mv(N))
		if !g.Over() || len(g.Winners()) != 1 || g.Winners()[0] != 0 {
			t.Fatalf("over %v winners %v", g.Over(), g.Winners())
		}
		wantIn(t, Report(ev, 1, "ru"), "Игра окончена: победил a")
	})
	t.Run("B16/everyone hears who was wounded", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyBase, base3...), nil, "A1", "A2", "C3")
		_, ev := play(t, g, 0, act(ActShoot, S))
		wantIn(t, Report(ev, 2, "ru"), "b ранен")
		wantIn(t, Report(ev, 1, "ru"), "Ты ранен")
	})
	t.Run("B18/a river carries two cells downstream; the mouth does not", func(t *testing.T) {
		m := box(t, rules.FamilyBase,
			"+-+-+-+-+",
			"|. > > v|",
			"+ + + + +",
			"|. . . @|",
			"+ +-+-+-+",
		)
		g := newGame(t, m, nil, "A1")
		r, _ := play(t, g, 0, mv(E))
		wantIn(t, r, "Исток")
		wantIn(t, r, "несёт")
		wantAt(t, g, 0, "D1")
		play(t, g, 0, Action{Kind: ActSkip})
		wantAt(t, g, 0, "D2")
		play(t, g, 0, Action{Kind: ActSkip})
		wantAt(t, g, 0, "D2")
	})
	t.Run("B19/a treasure dropped in a river floats to the mouth", func(t *testing.T) {
		m := box(t, rules.FamilyBase,
			"+-+-+-+-+",
			"|> > > @|",
			"+-+-+-+-+",
		)
		g := newGame(t, m, nil, "A1")
		g.st.Treasures = append(g.st.Treasures, TreasureState{Kind: maze.TreasureTrue, At: maze.Coord{}, Carrier: 0})
		g.st.Players[0].Carry = 0
		play(t, g, 0, Action{Kind: ActDropTreasure}, Action{Kind: ActSkip})
		play(t, g, 0, Action{Kind: ActSkip})
		if at := g.st.Treasures[0].At; at != (maze.Coord{Col: 3}) {
			t.Errorf("treasure at %v, want the mouth D1", at)
		}
	})
	t.Run("B20/a bump or a skip in a hole moves to the next hole", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyBase, base3...), nil, "A3")
		r, _ := play(t, g, 0, mv(S))
		wantIn(t, r, "Стена")
		wantIn(t, r, "Провалился в дырку")
		wantAt(t, g, 0, "C3")
		play(t, g, 0, Action{Kind: ActSkip})
		wantAt(t, g, 0, "A3")
	})
	t.Run("B21/the dagger wounds whoever shares the cell", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyBase, base3...), nil, "B2", "B2")
		r, _ := play(t, g, 0, Action{Kind: ActStab})
		wantIn(t, r, "b ранен")
		r, _ = play(t, g, 0, Action{Kind: ActStab})
		wantIn(t, r, "b ранен") // still there, hit again
		g = newGame(t, box(t, rules.FamilyBase, base3...), nil, "B2", "A2")
		r, _ = play(t, g, 0, Action{Kind: ActStab})
		wantIn(t, r, "Промах")
	})
	t.Run("B23/the host announces size, holes, rivers, treasures", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyBase, base3...), nil, "A1")
		r := Report(g.Opening(), 0, "ru")
		wantIn(t, r, "Лабиринт 3×3")
		wantIn(t, r, "2 дырки")
	})
}

func TestRulesM(t *testing.T) {
	t.Run("M1/an unblastable wall spends the charge and stays", func(t *testing.T) {
		m := box(t, rules.FamilyBase,
			"+-+-+",
			"|.#.|",
			"+-+ +",
		)
		g := newGame(t, m, nil, "A1")
		r, _ := play(t, g, 0, act(ActBlow, E))
		wantIn(t, r, "Стена устояла")
		wantAt(t, g, 0, "A1")
		if g.st.Players[0].Kit.Grenades != 2 {
			t.Error("the charge was not spent")
		}
	})
	t.Run("M2/outer wall told apart, once-blown wall told", func(t *testing.T) {
		mod := func(o *rules.Options) { o.TellOuterWall, o.TellBlownWall = true, true }
		g := newGame(t, box(t, rules.FamilyBase, base3...), mod, "B1")
		r, _ := play(t, g, 0, mv(N))
		wantIn(t, r, "Стена лабиринта")
		play(t, g, 0, act(ActBlow, E))
		r, _ = play(t, g, 0, mv(E))
		wantIn(t, r, "взорванную стену")
		g = newGame(t, box(t, rules.FamilyBase, base3...), nil, "B1")
		r, _ = play(t, g, 0, mv(N))
		wantNot(t, r, "лабиринта")
	})
	t.Run("M3/several treasures; win all needs every true one", func(t *testing.T) {
		m := box(t, rules.FamilyBase,
			"+ +-+",
			"|X X|",
			"+-+-+",
		)
		g := newGame(t, m, func(o *rules.Options) { o.Win = rules.WinAll }, "A1")
		play(t, g, 0, Action{Kind: ActTakeTreasure}, mv(N))
		if g.Over() {
			t.Fatal("won with one of two true treasures under win all")
		}
		wantAt(t, g, 0, "A1")
		play(t, g, 0, mv(E))
		play(t, g, 0, Action{Kind: ActTakeTreasure}, mv(W))
		play(t, g, 0, mv(N))
		if !g.Over() {
			t.Fatal("not won after carrying out both")
		}
	})
	t.Run("M4/a false treasure is known on leaving; the player goes back in", func(t *testing.T) {
		m := box(t, rules.FamilyBase,
			"+ +-+",
			"|O X|",
			"+-+-+",
		)
		g := newGame(t, m, nil, "A1")
		r, _ := play(t, g, 0, Action{Kind: ActTakeTreasure}, mv(N))
		wantIn(t, r, "Ложный клад")
		wantAt(t, g, 0, "A1")
		if g.Over() || !g.st.Treasures[0].Gone {
			t.Error("the false treasure did not vanish, or the game ended")
		}
	})
	t.Run("M6/a straight river carries to its mouth", func(t *testing.T) {
		m := box(t, rules.FamilyBase,
			"+-+-+-+-+-+",
			"|. > > > @|",
			"+-+-+-+-+-+",
		)
		g := newGame(t, m, func(o *rules.Options) { o.RiverDrift = 0 }, "A1")
		r, _ := play(t, g, 0, mv(E))
		wantAt(t, g, 0, "E1")
		wantIn(t, r, "Устье")
	})
	t.Run("M7/several rivers", func(t *testing.T) {
		m := box(t, rules.FamilyBase,
			"+-+-+-+",
			"|> @ .|",
			"+ + + +",
			"|. @ <|",
			"+-+-+-+",
		)
		if len(m.Rivers) != 2 {
			t.Fatalf("%d rivers", len(m.Rivers))
		}
		g := newGame(t, m, nil, "C1")
		play(t, g, 0, mv(S))
		wantAt(t, g, 0, "B2")
	})
	t.Run("M8/a bump need not lose the turn", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyBase, base3...), func(o *rules.Options) { o.MaxBumps = 0 }, "B1")
		r, _ := play(t, g, 0, mv(E, N, W))
		wantAt(t, g, 0, "A1")
		wantIn(t, r, "Стена. Стена. Прошёл.")
	})
	t.Run("M5/river options are data: flow and straightness", func(t *testing.T) {
		o := rules.MustPreset(rules.FamilyBase)
		if o.RiverFlow != rules.FlowAny || !o.RiverTouch {
			t.Errorf("base rivers: flow %s touch %v", o.RiverFlow, o.RiverTouch)
		}
	})
}
