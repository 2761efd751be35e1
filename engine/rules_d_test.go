package engine

import (
	"errors"
	"strings"
	"testing"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
)

// duel3: exits above A1 and right of C3.
//
//	  A B C
//	1 . O|C
//	2 P . Y
//	3 E T X
var duel3 = []string{
	"+ +-+-+",
	"|. O|C|",
	"+ + + +",
	"|P . Y|",
	"+ + + +",
	"|E T X ",
	"+-+-+-+",
}

func TestRulesD(t *testing.T) {
	t.Run("D1/two players", func(t *testing.T) {
		m := box(t, rules.FamilyDuel, duel3...)
		if _, err := NewGame(m, Setup{Players: make([]PlayerSetup, 3)}); err == nil {
			t.Error("a duel with three players")
		}
		if _, err := NewGame(box(t, rules.FamilyDuel, duel3...), Setup{Players: make([]PlayerSetup, 1)}); err == nil {
			t.Error("a duel with one player")
		}
	})
	t.Run("D2/each player has 3 grenades", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyDuel, duel3...), nil, "A1", "A1")
		if g.st.Players[0].Kit.Grenades != 3 || g.st.Players[0].Kit.Bullets != 0 {
			t.Errorf("kit %+v", g.st.Players[0].Kit)
		}
	})
	t.Run("D3/players choose their start cells", func(t *testing.T) {
		m := box(t, rules.FamilyDuel, duel3...)
		g, err := NewGame(m, Setup{Players: make([]PlayerSetup, 2), Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		if !g.Expected(0).ChooseStart {
			t.Fatal("not asked for a start cell")
		}
		if _, err := g.Apply(Turn{Player: 0, Actions: []Action{mv(E)}}); err == nil {
			t.Fatal("moved before choosing a start")
		}
		if _, err := g.Apply(Turn{Player: 0, Actions: []Action{{Kind: ActChooseStart, Cell: maze.Coord{Row: 1, Col: 1}}}}); err != nil {
			t.Fatal(err)
		}
		if at := g.st.Players[0].At; at != (maze.Coord{Row: 1, Col: 1}) {
			t.Errorf("start %v", at)
		}
	})
	t.Run("D4/a bump ends the turn; the outer wall is «стена лабиринта»", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyDuel, duel3...), nil, "B1", "A3")
		r, _ := play(t, g, 0, mv(N))
		wantIn(t, r, "Стена лабиринта")
		r, _ = play(t, g, 0, mv(E))
		if r != "Стена." {
			t.Errorf("inner bump %q", r)
		}
		g = newGame(t, box(t, rules.FamilyDuel, duel3...), func(o *rules.Options) { o.TellOuterWall = false }, "B1", "A3")
		r, _ = play(t, g, 0, mv(N))
		wantNot(t, r, "лабиринта")
	})
	t.Run("D5/a grenade removes any wall, the outer too, and is the whole turn", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyDuel, duel3...), nil, "B1", "A3")
		r, _ := play(t, g, 0, act(ActBlow, N))
		wantIn(t, r, "Стена взорвана")
		wantAt(t, g, 0, "B1")
		r, _ = play(t, g, 0, act(ActBlow, S))
		wantIn(t, r, "Стены там не было")
		if g.st.Players[0].Kit.Grenades != 1 {
			t.Errorf("grenades %d, want 1: a grenade with no wall is spent", g.st.Players[0].Kit.Grenades)
		}
		if _, err := g.Apply(Turn{Player: 0, Actions: []Action{act(ActBlow, E), mv(E)}}); err == nil {
			t.Error("a blast and a move in one duel turn")
		}
		g = newGame(t, box(t, rules.FamilyDuel, duel3...), func(o *rules.Options) { o.OuterBlastable = false }, "B1", "A3")
		r, _ = play(t, g, 0, act(ActBlow, N))
		wantIn(t, r, "Стена устояла")
	})
	t.Run("D6/after a move the cell is told", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyDuel, duel3...), nil, "A1", "B2")
		r, _ := play(t, g, 0, mv(E))
		wantIn(t, r, "Клад!")
	})
	t.Run("D7/crossbow: the opponent gets one more action for good", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyDuel, duel3...), nil, "C2", "A1")
		r, ev := play(t, g, 0, mv(N))
		wantIn(t, r, "Арбалет")
		wantIn(t, Report(ev, 1, "ru"), "лишнее действие")
		if g.Expected(1).Actions != 2 || g.Expected(0).Actions != 1 {
			t.Fatalf("actions %d/%d", g.Expected(0).Actions, g.Expected(1).Actions)
		}
		play(t, g, 1, mv(E), mv(S))
		wantAt(t, g, 1, "B2")
		g.st.Players[0].At = maze.Coord{Row: 1, Col: 2}
		play(t, g, 0, mv(N))
		if g.Expected(1).Actions != 2 {
			t.Error("the crossbow fired twice")
		}
	})
	t.Run("D8/crutch: one more action from the next turn; crutch and crossbow add up", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyDuel, duel3...), nil, "B2", "A1")
		r, _ := play(t, g, 0, mv(E))
		wantIn(t, r, "Костыль")
		if g.Expected(0).Actions != 2 {
			t.Fatalf("actions %d, want 2", g.Expected(0).Actions)
		}
		g.st.Players[1].Limp = true
		if g.Expected(0).Actions != 3 {
			t.Errorf("crutch and the opponent's crossbow: %d actions, want 3", g.Expected(0).Actions)
		}
		g.st.Players[0].Limp = true
		g.st.Players[1].Limp = false
		// «посещение обеих этих клеток дает тот же результат, что и
		// непосещение ни одной из них» (duel.items-cancel, the default).
		if g.Expected(0).Actions != 1 || g.Expected(1).Actions != 1 {
			t.Errorf("both on one player: %d and %d actions, want 1 and 1 (both = neither)", g.Expected(0).Actions, g.Expected(1).Actions)
		}
		g.o.DuelItemsCancel = false // the other reading: they add up as numbers
		if g.Expected(0).Actions != 2 || g.Expected(1).Actions != 2 {
			t.Errorf("both on one player, added up: %d and %d actions, want 2 and 2", g.Expected(0).Actions, g.Expected(1).Actions)
		}
	})
	t.Run("D9/a trap skips three turns, every visit; the crossbow is off meanwhile", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyDuel, duel3...), nil, "B2", "A1")
		g.st.Players[0].Limp = true
		r, _ := play(t, g, 0, mv(S))
		wantIn(t, r, "Капкан")
		for i := 0; i < 4; i++ {
			if g.ToMove() != 1 {
				t.Fatalf("turn %d of the opponent: a moves", i)
			}
			if i > 0 && g.Expected(1).Actions != 1 {
				t.Errorf("turn %d: the crossbow counts while a is trapped", i)
			}
			play(t, g, 1, Action{Kind: ActSkip})
		}
		if g.ToMove() != 0 {
			t.Fatal("the trapped player is not back")
		}
		if g.Expected(1).Actions != 2 {
			t.Error("the crossbow did not come back after the trap")
		}
		play(t, g, 0, mv(N))
		play(t, g, 1, Action{Kind: ActSkip}, Action{Kind: ActSkip})
		r, _ = play(t, g, 0, mv(S))
		wantIn(t, r, "Капкан")
	})
	t.Run("D10/a pit moves to its exit; walking onto an exit is told", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyDuel, duel3...), nil, "A1", "C3")
		r, _ := play(t, g, 0, mv(S))
		wantIn(t, r, "Провалился в яму № 1")
		wantNot(t, r, "Выход")
		wantAt(t, g, 0, "A3")
		g = newGame(t, box(t, rules.FamilyDuel, duel3...), nil, "B3", "C3")
		g.st.Players[0].At = maze.Coord{Row: 2, Col: 1}
		r, _ = play(t, g, 0, mv(W))
		wantIn(t, r, "Выход из ямы № 1")
	})
	t.Run("D11/a treasure is «Клад!», its kind known only on leaving", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyDuel, duel3...), nil, "C2", "A1")
		g.st.Players[0].At = maze.Coord{Row: 1, Col: 1}
		r, _ := play(t, g, 0, mv(N))
		wantIn(t, r, "Клад!")
		wantNot(t, r, "Ложн")
	})
	t.Run("D12/leaving through an exit tells the treasure's kind", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyDuel, duel3...), nil, "C3", "A1")
		play(t, g, 0, Action{Kind: ActTakeTreasure}, mv(E))
		if !g.Over() {
			t.Fatal("leaving with the true treasure did not win")
		}
		g = newGame(t, box(t, rules.FamilyDuel, duel3...), nil, "C3", "A1")
		r, _ := play(t, g, 0, mv(E))
		wantIn(t, r, "Ты вышел из лабиринта")
	})
	t.Run("D13/one treasure at a time: no dropping, swapping allowed", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyDuel, duel3...), nil, "B1", "A1")
		play(t, g, 0, Action{Kind: ActTakeTreasure}, mv(S))
		play(t, g, 1, Action{Kind: ActSkip})
		_, err := g.Apply(Turn{Player: 0, Actions: []Action{{Kind: ActDropTreasure}, mv(E)}})
		var r *Refusal
		if !errors.As(err, &r) || r.Reason != ReasonNoDrop {
			t.Fatalf("drop: %v", err)
		}
		g.st.Players[0].At = maze.Coord{Row: 2, Col: 2}
		rep, _ := play(t, g, 0, Action{Kind: ActTakeTreasure}, mv(N))
		wantIn(t, rep, "Обменял клад")
		if len(g.treasuresAt(maze.Coord{Row: 2, Col: 2})) != 1 || g.st.Treasures[g.st.Players[0].Carry].Kind != maze.TreasureTrue {
			t.Error("the swap did not leave the old treasure")
		}
	})
	t.Run("D15/re-entry only through the exit left by; opt any exit", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyDuel, duel3...), nil, "A1", "B2")
		play(t, g, 0, mv(N))
		play(t, g, 1, Action{Kind: ActSkip})
		play(t, g, 0, mv(E))
		r, _ := play(t, g, 0, mv(S))
		wantIn(t, r, "Стена")
		play(t, g, 0, mv(W))
		play(t, g, 0, mv(S))
		wantAt(t, g, 0, "A1")
	})
}

func TestRulesDuelBoards(t *testing.T) {
	t.Run("D1/each explores the maze the other drew", func(t *testing.T) {
		forA := box(t, rules.FamilyDuel, duel3...)
		forB := box(t, rules.FamilyDuel,
			"+-+-+",
			"|X P|",
			"+ + +",
			"|E .|",
			"+-+ +",
		)
		m, err := DuelMaze(forA, forB)
		if err != nil {
			t.Fatal(err)
		}
		if len(m.Pits) != 2 || m.Floors[1].Cell(0, 1).Ref != 1 || m.Pits[1].Exits[0].Floor != 1 {
			t.Fatalf("pits %+v", m.Pits)
		}
		g, err := NewGame(m, Setup{Players: make([]PlayerSetup, 2), Seed: 1, OwnFloors: true})
		if err != nil {
			t.Fatal(err)
		}
		// Each hears of the one maze they explore: one floor, its own
		// treasures, never the two mazes glued together.
		for p := PlayerID(0); p < 2; p++ {
			heard := Report(g.Opening(), p, "ru")
			if strings.Contains(heard, "этажей") || strings.Count(heard, "Лабиринт") != 1 {
				t.Errorf("player %d hears at the start %q", p+1, heard)
			}
			want := 0
			for _, tr := range m.Treasures {
				if tr.At.Floor == int(p) {
					want++
				}
			}
			forms := map[int]string{1: "1 клад", 2: "2 клада"} // B23: «Лабиринт 3×3: 2 клада.»
			w, ok := forms[want]
			if !ok {
				t.Fatalf("player %d: no Russian form for %d treasures", p+1, want)
			}
			if !strings.Contains(heard, w) {
				t.Errorf("player %d hears %q, want %q", p+1, heard, w)
			}
		}
		for p := PlayerID(0); p < 2; p++ {
			if _, err := g.Apply(Turn{Player: p, Actions: []Action{{Kind: ActChooseStart, Cell: maze.Coord{Row: 1, Col: 1}}}}); err != nil {
				t.Fatal(err)
			}
		}
		if g.st.Players[0].At.Floor != 0 || g.st.Players[1].At.Floor != 1 {
			t.Fatalf("players on floors %d and %d", g.st.Players[0].At.Floor, g.st.Players[1].At.Floor)
		}
		play(t, g, 0, mv(N))
		r, _ := play(t, g, 1, mv(E)) // B2 is open east? no: the outer wall
		wantIn(t, r, "Стена лабиринта")
		play(t, g, 0, mv(S))
		r, _ = play(t, g, 1, mv(N)) // B1: the pit, to its exit A2 on floor 2
		wantIn(t, r, "Провалился в яму №")
		if at := g.st.Players[1].At; at != (maze.Coord{Floor: 1, Row: 1}) {
			t.Errorf("after the pit at %v", at)
		}
		play(t, g, 0, mv(N))
		play(t, g, 1, mv(N))
		play(t, g, 0, mv(N))
		play(t, g, 1, Action{Kind: ActTakeTreasure}, mv(S))
		play(t, g, 0, mv(N))
		play(t, g, 1, mv(E))
		play(t, g, 0, mv(N))
		play(t, g, 1, mv(S))
		if !g.Over() || g.Winners()[0] != 1 {
			t.Fatalf("the second player did not win with the true treasure of the first's maze:\n%s", g.HostMap())
		}
	})
}
