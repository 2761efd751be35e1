package engine

import (
	"testing"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
)

// school4: a monolith ring with the exit cell B1.
//
//	  A B C D E
//	1 # x # # #
//	2 # . . m #      wall under C2
//	3 # O u A #
//	4 # X o o #
//	5 # # # # #
var school4 = []string{
	"+-+-+-+-+-+",
	"|# x # # #|",
	"+ + + + + +",
	"|# . . m #|",
	"+ + +-+ + +",
	"|# O u A #|",
	"+ + + + + +",
	"|# X o o #|",
	"+ + + + + +",
	"|# # # # #|",
	"+-+-+-+-+-+",
}

func TestRulesC(t *testing.T) {
	t.Run("C1/players share a cell without being told", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilySchool, school4...), nil, "B2", "C2")
		r, _ := play(t, g, 0, mv(E))
		if r != "Прошёл." {
			t.Errorf("report %q, want only «Прошёл.»", r)
		}
	})
	t.Run("C2/a monolith is impassable and cannot be blown; C6 it answers «Стена»", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilySchool, school4...), nil, "B2")
		r, _ := play(t, g, 0, mv(W))
		wantIn(t, r, "Стена")
		wantNot(t, r, "Монолит")
		wantAt(t, g, 0, "B2")
		r, _ = play(t, g, 0, act(ActBlow, W))
		wantIn(t, r, "Стена")
		wantNot(t, r, "Монолит")
		wantAt(t, g, 0, "B2")
	})
	t.Run("C5/the host places players secretly with the kit", func(t *testing.T) {
		m := box(t, rules.FamilySchool, school4...)
		g, err := NewGame(m, Setup{Players: make([]PlayerSetup, 2), Seed: 2})
		if err != nil {
			t.Fatal(err)
		}
		for i, p := range g.st.Players {
			if !p.Placed || p.Kit.Grenades != 3 || p.Kit.Bullets != 3 {
				t.Errorf("player %d: placed %v kit %+v", i, p.Placed, p.Kit)
			}
		}
		for _, e := range g.Opening() {
			if e.Kind() == EvStartCell && e.To == Everyone {
				t.Error("a start cell told to everyone")
			}
		}
	})
	t.Run("C6/up to four bumps in one move", func(t *testing.T) {
		m := box(t, rules.FamilySchool,
			"+-+-+-+",
			"|.|.|.|",
			"+-+ +-+",
			"|. . .|",
			"+-+-+-+",
		)
		g := newGame(t, m, nil, "B1")
		r, _ := play(t, g, 0, mv(N, E, W, N, S))
		wantIn(t, r, "Стена. Стена. Стена. Стена.")
		wantAt(t, g, 0, "B1")
		play(t, g, 0, mv(N, E, W, S))
		wantAt(t, g, 0, "B2")
		g = newGame(t, m, nil, "B1", "A1")
		play(t, g, 0, mv(N, E))
		if g.ToMove() != 0 || g.Expected(0).BumpsLeft != 2 {
			t.Fatalf("after two bumps: to move %d, bumps left %d", g.ToMove(), g.Expected(0).BumpsLeft)
		}
		play(t, g, 0, mv(N, W, S))
		if g.ToMove() != 1 {
			t.Fatal("a fifth try within one turn")
		}
		wantAt(t, g, 0, "B1")
	})
	t.Run("C6/a blast is a move through the wall", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilySchool, school4...), nil, "C2")
		r, _ := play(t, g, 0, act(ActBlow, S))
		wantIn(t, r, "Стена взорвана")
		wantAt(t, g, 0, "C3")
	})
	t.Run("C7/a shot hits the first in line; a blast kills behind the wall; deaths announced", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilySchool, school4...), nil, "B2", "B3", "B4", "D2")
		_, ev := play(t, g, 0, act(ActShoot, S))
		wantIn(t, Report(ev, 3, "ru"), "b убит")
		if g.st.Players[2].Out > 0 || g.st.Players[2].Morgue {
			t.Error("the bullet went past the first player")
		}
		g = newGame(t, box(t, rules.FamilySchool, school4...), nil, "C2", "C3")
		_, ev = play(t, g, 0, act(ActBlow, S))
		wantIn(t, Report(ev, 1, "ru"), "Ты убит")
	})
	t.Run("C8/the killed restart in the morgue with no grenades or bullets", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilySchool, school4...), nil, "B2", "B3")
		_, ev := play(t, g, 0, act(ActShoot, S))
		wantIn(t, Report(ev, 1, "ru"), "Ты убит. Ты снова в игре, в морге.")
		wantAt(t, g, 1, "D2")
		if k := g.st.Players[1].Kit; k.Grenades != 0 || k.Bullets != 0 {
			t.Errorf("kit %+v after the morgue", k)
		}
		if g.ToMove() != 1 {
			t.Error("the restarted player does not move next")
		}
	})
	t.Run("C9/an arsenal keeps twice the kit for each player", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilySchool, school4...), nil, "D2")
		total := 0
		for i := 0; i < 5; i++ {
			g.st.Players[0].Kit.Bullets = 0
			g.st.Players[0].At = maze.Coord{Row: 1, Col: 3}
			play(t, g, 0, mv(S))
			if b := g.st.Players[0].Kit.Bullets; b > 3 {
				t.Errorf("visit %d: %d bullets, more than the starting kit of 3", i+1, b)
			}
			total += g.st.Players[0].Kit.Bullets
		}
		if total != 6 {
			t.Errorf("bullets from the arsenal over five visits: %d, want 6 (twice the kit of 3)", total)
		}
	})
	t.Run("C10/a puddle takes half the ammunition, rounded up", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilySchool, school4...), nil, "C2")
		g.st.Players[0].Kit = rules.Kit{Grenades: 3, Bullets: 2}
		g.setWall(maze.Coord{Row: 1, Col: 2}, S, maze.Wall{})
		r, _ := play(t, g, 0, mv(S))
		wantIn(t, r, "Лужа")
		if k := g.st.Players[0].Kit; k.Grenades != 1 || k.Bullets != 1 {
			t.Errorf("kit %+v, want 1 and 1", k)
		}
	})
	t.Run("C11/holes: in one, out of another", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilySchool, school4...), nil, "B4")
		play(t, g, 0, mv(E))
		wantAt(t, g, 0, "D4")
	})
	t.Run("C12/the exit cell: «Вышел с ложным кладом. Иди обратно» or «Игра окончена. Ты победил»", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilySchool, school4...), nil, "B3")
		play(t, g, 0, Action{Kind: ActTakeTreasure}, mv(N))
		r, _ := play(t, g, 0, mv(N))
		wantIn(t, r, "Вышел с ложным кладом. Иди обратно.")
		wantAt(t, g, 0, "B1")
		g.st.Players[0].At = maze.Coord{Row: 3, Col: 1}
		play(t, g, 0, Action{Kind: ActTakeTreasure}, mv(N))
		play(t, g, 0, mv(N))
		r, _ = play(t, g, 0, mv(N))
		wantIn(t, r, "Игра окончена. Ты победил.")
		if !g.Over() {
			t.Fatal("not over")
		}
	})
	t.Run("C14/reaching the exit without a treasure is not announced", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilySchool, school4...), nil, "B2")
		r, _ := play(t, g, 0, mv(N))
		if r != "Прошёл." {
			t.Errorf("report %q, want only «Прошёл.»", r)
		}
	})
}
