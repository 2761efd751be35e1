package engine

import (
	"errors"
	"strings"
	"testing"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
)

// vmk3: a 3×3 ВМиК maze, exit above A1.
//
//	  A B C
//	1 . K|A
//	2 P . M
//	3 E . K
var vmk3 = []string{
	"+ +-+-+",
	"|. K|A|",
	"+ + + +",
	"|P . M|",
	"+ + + +",
	"|E . K|",
	"+-+-+-+",
}

func TestRulesV(t *testing.T) {
	t.Run("V1/any number of players, one host", func(t *testing.T) {
		m := box(t, rules.FamilyVMK, vmk3...)
		ps := make([]PlayerSetup, 4)
		g, err := NewGame(m, Setup{Players: ps, Seed: 3})
		if err != nil || g.Players() != 4 {
			t.Fatalf("four players: %v", err)
		}
	})
	t.Run("V2/exactly one of the treasures is true", func(t *testing.T) {
		for seed := int64(0); seed < 20; seed++ {
			g, err := NewGame(box(t, rules.FamilyVMK, vmk3...), Setup{Players: make([]PlayerSetup, 1), Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			n := 0
			for _, tr := range g.st.Treasures {
				if tr.Kind == maze.TreasureTrue {
					n++
				}
			}
			if n != 1 {
				t.Fatalf("seed %d: %d true treasures", seed, n)
			}
		}
	})
	t.Run("V3/the host cheats: the last treasure left is the true one", func(t *testing.T) {
		mod := func(o *rules.Options) { o.LastIsTrue = true }
		g := newGame(t, box(t, rules.FamilyVMK, vmk3...), mod, "B1")
		r, _ := play(t, g, 0, Action{Kind: ActTakeTreasure}, mv(W))
		wantIn(t, r, "Взял клад. Иди налево.")
		r, _ = play(t, g, 0, mv(N))
		wantIn(t, r, "Ложный клад")
		if g.Over() {
			t.Fatal("the first of two candidates won")
		}
		g.st.Players[0].At = maze.Coord{Row: 2, Col: 2}
		play(t, g, 0, Action{Kind: ActTakeTreasure}, mv(N))
		g.st.Players[0].At = maze.Coord{Row: 0, Col: 0}
		r, _ = play(t, g, 0, mv(N))
		wantIn(t, r, "Истинный клад")
		if !g.Over() {
			t.Fatal("the last candidate did not win")
		}
	})
	t.Run("V4/«Провалился!» to everyone; moved to the exit", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyVMK, vmk3...), nil, "A1", "C3")
		r, ev := play(t, g, 0, mv(S))
		wantIn(t, r, "Провалился!")
		wantIn(t, Report(ev, 1, "ru"), "a провалился!")
		wantAt(t, g, 0, "A3")
	})
	t.Run("V5/a wandering exit switches between its positions", func(t *testing.T) {
		m := box(t, rules.FamilyVMK, vmk3...)
		m.Pits[0].Exits = append(m.Pits[0].Exits, maze.Coord{Row: 2, Col: 1})
		g := newGame(t, m, nil, "A1")
		play(t, g, 0, mv(S))
		wantAt(t, g, 0, "A3")
		g.st.Players[0].At = maze.Coord{}
		play(t, g, 0, mv(S))
		wantAt(t, g, 0, "B3")
	})
	t.Run("V6/a pit of multiplicity 2 is safe once", func(t *testing.T) {
		m := box(t, rules.FamilyVMK, vmk3...)
		m.Pits[0].Multiplicity = 2
		g := newGame(t, m, nil, "A1")
		r, _ := play(t, g, 0, mv(S))
		wantAt(t, g, 0, "A2")
		wantNot(t, r, "Провалился")
		play(t, g, 0, mv(N))
		play(t, g, 0, mv(S))
		wantAt(t, g, 0, "A3")
	})
	t.Run("V7/«Арсенал!» to all; «беру» refills and removes, «оставляю» keeps", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyVMK, vmk3...), nil, "C2", "A3")
		g.st.Players[0].Kit = rules.Kit{}
		r, ev := play(t, g, 0, mv(N))
		wantIn(t, r, "Арсенал! Берёшь или оставляешь?")
		wantIn(t, Report(ev, 1, "ru"), "a нашёл арсенал!")
		if g.st.Players[0].Kit.Bullets != 0 {
			t.Error("refilled before «беру»")
		}
		if !g.Expected(0).Arsenal {
			t.Error("Expected does not offer the arsenal decision")
		}
		play(t, g, 0, Action{Kind: ActTakeArsenal}, Action{Kind: ActSkip})
		if k := g.st.Players[0].Kit; k.Bullets != 4 || k.Grenades != 3 || k.Bricks != 0 {
			t.Errorf("kit %+v after «беру», want 3 grenades 4 bullets and no bricks", k)
		}
		if g.kind(maze.Coord{Col: 2}) != maze.CellEmpty {
			t.Error("the arsenal stayed on the map")
		}
		g = newGame(t, box(t, rules.FamilyVMK, vmk3...), nil, "C2")
		play(t, g, 0, mv(N))
		play(t, g, 0, Action{Kind: ActLeaveArsenal}, Action{Kind: ActSkip})
		if g.kind(maze.Coord{Col: 2}) != maze.CellArsenal {
			t.Error("«оставляю» removed the arsenal")
		}
	})
	t.Run("V8/a mine skips three turns", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyVMK, vmk3...), nil, "B2", "A1")
		r, _ := play(t, g, 0, mv(E))
		wantIn(t, r, "Иди направо. Подорвался на мине")
		for i := 0; i < 4; i++ { // b's turn of this round, then a's three skipped ones
			if g.ToMove() != 1 {
				t.Fatalf("round %d: a's turn while on the mine", i)
			}
			play(t, g, 1, Action{Kind: ActSkip})
		}
		if g.ToMove() != 0 {
			t.Fatal("a did not come back after three turns")
		}
	})
	t.Run("V9/a carried mine is left on the cell", func(t *testing.T) {
		mod := func(o *rules.Options) { o.PlayerMines = true; o.Kit.Mines = 1 }
		g := newGame(t, box(t, rules.FamilyVMK, vmk3...), mod, "B2", "B3")
		play(t, g, 0, Action{Kind: ActLeaveMine}, mv(N))
		r, _ := play(t, g, 1, mv(N))
		wantIn(t, r, "Подорвался на мине")
	})
	t.Run("V10/the host places players apart, in a fixed order", func(t *testing.T) {
		m := box(t, rules.FamilyVMK, vmk3...)
		g, err := NewGame(m, Setup{Players: make([]PlayerSetup, 3), Seed: 7})
		if err != nil {
			t.Fatal(err)
		}
		seen := map[maze.Coord]bool{}
		for i := range g.st.Players {
			p := g.st.Players[i]
			if !p.Placed || seen[p.At] {
				t.Fatalf("player %d placed %v at %v", i, p.Placed, p.At)
			}
			seen[p.At] = true
		}
		if o := g.Order(); len(o) != 3 || o[0] != 0 || o[2] != 2 {
			t.Errorf("order %v", o)
		}
	})
	t.Run("V11/«наверху стенка», then the next direction", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyVMK, vmk3...), nil, "B1")
		r, _ := play(t, g, 0, mv(N, E, S))
		wantIn(t, r, "Наверху стенка. Справа стенка. Иди вниз.")
		wantAt(t, g, 0, "B2")
	})
	t.Run("V11/after «стенка» the turn stays open until the position changes", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyVMK, vmk3...), nil, "B1", "A3")
		r, _ := play(t, g, 0, mv(N))
		if r != "Наверху стенка." || g.ToMove() != 0 || !g.Expected(0).Again {
			t.Fatalf("report %q, to move %d, again %v", r, g.ToMove(), g.Expected(0).Again)
		}
		r, _ = play(t, g, 0, mv(E))
		wantIn(t, r, "Справа стенка")
		r, _ = play(t, g, 0, act(ActBlow, E), mv(E)) // V20: blow the wall just found
		wantIn(t, r, "Стена взорвана. Иди направо.")
		if g.ToMove() != 1 || g.Expected(0).Again {
			t.Error("the turn did not pass to the next player")
		}
	})
	t.Run("V11/a cell walled on four sides ends the turn after four «стенка»", func(t *testing.T) {
		m := box(t, rules.FamilyVMK, "+-+-+", "|.|.|", "+-+-+")
		g := newGame(t, m, nil, "A1", "B1")
		play(t, g, 0, mv(N, E, S, W))
		if g.ToMove() != 1 {
			t.Error("a walled-in player keeps the turn for ever")
		}
	})
	t.Run("V12/sit ten turns, jump on the eleventh; moving loses the sits", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyVMK, vmk3...), nil, "B1")
		if _, err := g.Apply(Turn{Player: 0, Actions: []Action{act(ActJump, E)}}); err == nil {
			t.Fatal("jumped without sitting")
		}
		for i := 0; i < 10; i++ {
			play(t, g, 0, Action{Kind: ActSit})
		}
		r, _ := play(t, g, 0, act(ActJump, E))
		wantIn(t, r, "Прыгнул через стену")
		wantAt(t, g, 0, "C1")
		g = newGame(t, box(t, rules.FamilyVMK, vmk3...), nil, "B1")
		for i := 0; i < 9; i++ {
			play(t, g, 0, Action{Kind: ActSit})
		}
		play(t, g, 0, mv(S))
		play(t, g, 0, Action{Kind: ActSit})
		if g.st.Players[0].Sit != 1 {
			t.Errorf("sits %d after moving away, want 1", g.st.Players[0].Sit)
		}
	})
	t.Run("V12/a sitting player can be shot", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyVMK, vmk3...), nil, "B2", "B2")
		play(t, g, 0, Action{Kind: ActSit})
		r, _ := play(t, g, 1, act(ActShoot, maze.None), Action{Kind: ActSkip})
		wantIn(t, r, "a убит")
	})
	t.Run("V13/a treasure walled in on four sides is reached by jumping", func(t *testing.T) {
		m := box(t, rules.FamilyVMK,
			"+ +-+",
			"|.|X|",
			"+-+-+",
		)
		g := newGame(t, m, nil, "A1")
		for i := 0; i < 10; i++ {
			play(t, g, 0, Action{Kind: ActSit})
		}
		r, _ := play(t, g, 0, act(ActJump, E))
		wantIn(t, r, "Клад!")
	})
	t.Run("V14/«Клад!»; take and drop before the move", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyVMK, vmk3...), nil, "A1")
		r, _ := play(t, g, 0, mv(E))
		wantIn(t, r, "Клад!")
		play(t, g, 0, Action{Kind: ActTakeTreasure}, mv(S))
		if g.st.Players[0].Carry < 0 {
			t.Fatal("not carrying")
		}
		play(t, g, 0, Action{Kind: ActDropTreasure}, mv(S))
		if len(g.treasuresAt(maze.Coord{Row: 1, Col: 1})) != 1 {
			t.Error("the treasure was not dropped before the move")
		}
	})
	t.Run("V15/arriving on a treasure while carrying one: nothing said", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyVMK, vmk3...), nil, "B1")
		play(t, g, 0, Action{Kind: ActTakeTreasure}, mv(S))
		g.st.Players[0].At = maze.Coord{Row: 2, Col: 1}
		r, _ := play(t, g, 0, mv(E))
		wantNot(t, r, "Клад")
	})
	t.Run("V15/a host who tells it anyway re-hides that treasure", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyVMK, vmk3...), func(o *rules.Options) { o.TellTreasureCarrying = true }, "B1")
		play(t, g, 0, Action{Kind: ActTakeTreasure}, mv(S))
		g.st.Players[0].At = maze.Coord{Row: 2, Col: 1}
		r, _ := play(t, g, 0, mv(E))
		wantIn(t, r, "Клад!")
		if len(g.treasuresAt(maze.Coord{Row: 2, Col: 2})) != 0 {
			t.Error("the treasure told about was not hidden again")
		}
	})
	t.Run("V16/leaving: «Иди. Ложный клад» or «Иди. Истинный клад»", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyVMK, vmk3...), nil, "B1")
		g.st.Treasures[0].Kind = maze.TreasureFalse
		g.st.Treasures[1].Kind = maze.TreasureTrue
		play(t, g, 0, Action{Kind: ActTakeTreasure}, mv(W))
		r, _ := play(t, g, 0, mv(N))
		wantIn(t, r, "Иди. Ложный клад")
		if g.Over() {
			t.Fatal("a false treasure won")
		}
		g.st.Players[0].At = maze.Coord{Row: 2, Col: 2}
		play(t, g, 0, Action{Kind: ActTakeTreasure}, mv(N))
		g.st.Players[0].At = maze.Coord{Row: 0, Col: 0}
		r, _ = play(t, g, 0, mv(N))
		wantIn(t, r, "Иди. Истинный клад")
		if !g.Over() || g.Winners()[0] != 0 {
			t.Fatal("the true treasure did not win")
		}
	})
	t.Run("V17/leaving without a treasure: «иди»; the field outside is open", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyVMK, vmk3...), nil, "A1")
		r, _ := play(t, g, 0, mv(N))
		if r != "Иди наверх." {
			t.Errorf("report %q, want just «Иди наверх.»", r)
		}
		play(t, g, 0, mv(E))
		play(t, g, 0, mv(E))
		r, _ = play(t, g, 0, mv(S))
		wantIn(t, r, "Внизу стенка")
		play(t, g, 0, mv(W))
		play(t, g, 0, mv(W))
		play(t, g, 0, mv(S))
		wantAt(t, g, 0, "A1")
	})
	t.Run("V18/a false treasure cannot be brought back in", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyVMK, vmk3...), nil, "B1")
		g.st.Treasures[0].Kind = maze.TreasureFalse
		play(t, g, 0, Action{Kind: ActTakeTreasure}, mv(W))
		play(t, g, 0, mv(N))
		play(t, g, 0, mv(S))
		if g.st.Players[0].Carry >= 0 {
			t.Error("came back in with the false treasure")
		}
	})
	t.Run("V19/the kit: grenades 3, bullets 4, bricks 3", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyVMK, vmk3...), nil, "A1")
		if k := g.st.Players[0].Kit; k.Grenades != 3 || k.Bullets != 4 || k.Bricks != 3 {
			t.Errorf("kit %+v", k)
		}
	})
	t.Run("V20/after «стенка», blow and walk into the breach in the same turn", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyVMK, vmk3...), nil, "B1")
		r, _ := play(t, g, 0, act(ActBlow, E), mv(E))
		wantIn(t, r, "Стена взорвана. Иди направо.")
		wantAt(t, g, 0, "C1")
	})
	t.Run("V21/a shot hits everyone else on the cell: «убит» or «промах»", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyVMK, vmk3...), nil, "B2", "B2", "B2", "A1")
		r, ev := play(t, g, 0, act(ActShoot, maze.None), Action{Kind: ActSkip})
		wantIn(t, r, "b убит")
		wantIn(t, r, "c убит")
		wantIn(t, Report(ev, 3, "ru"), "b убит")
		g = newGame(t, box(t, rules.FamilyVMK, vmk3...), nil, "B2", "A1")
		r, _ = play(t, g, 0, act(ActShoot, maze.None), Action{Kind: ActSkip})
		wantIn(t, r, "Промах")
	})
	t.Run("V22/killed for three turns; the killer takes the treasure at once", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyVMK, vmk3...), nil, "B1", "B1")
		play(t, g, 1, Action{Kind: ActTakeTreasure}, Action{Kind: ActSkip})
		play(t, g, 0, act(ActShoot, maze.None), Action{Kind: ActTakeTreasure}, Action{Kind: ActSkip})
		if g.st.Players[0].Carry < 0 {
			t.Fatal("the killer did not get the treasure")
		}
		for i := 0; i < 3; i++ {
			if g.ToMove() != 0 {
				t.Fatalf("turn %d: the killed player moves", i)
			}
			play(t, g, 0, Action{Kind: ActSkip})
		}
		if g.ToMove() != 1 {
			t.Fatal("the killed player is not back after three turns")
		}
	})
	t.Run("V23/a brick builds a wall", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyVMK, vmk3...), nil, "B2")
		r, _ := play(t, g, 0, act(ActBrick, W), mv(W, N))
		wantIn(t, r, "Стена поставлена. Слева стенка. Иди наверх.")
		if g.st.Players[0].Kit.Bricks != 2 {
			t.Error("the brick was not spent")
		}
	})
	t.Run("V24/a turn ends with its move", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyVMK, vmk3...), nil, "B2")
		_, err := g.Apply(Turn{Player: 0, Actions: []Action{mv(N), act(ActShoot, maze.None)}})
		var r *Refusal
		if !errors.As(err, &r) || r.Reason != ReasonMoveNotLast {
			t.Errorf("move then shoot: %v", err)
		}
		play(t, g, 0, act(ActShoot, maze.None), act(ActBrick, W), act(ActBrick, E), mv(S))
		wantAt(t, g, 0, "B3")
	})
	t.Run("V25/two floors: stairs and pits between floors", func(t *testing.T) {
		m := box(t, rules.FamilyVMK,
			"+-+-+",
			"|. .|",
			"+-+-+",
		)
		m.Floors[0].Cells[1].Kind, m.Floors[0].Cells[1].Ref = maze.CellPit, 0
		m.Pits = []maze.Pit{{Name: "1", At: maze.Coord{Col: 1}}}
		up := maze.NewFloor("2", 1, 2)
		for i := range up.HWalls {
			up.HWalls[i].Kind = maze.WallPlain
		}
		for i := range up.VWalls {
			up.VWalls[i].Kind = maze.WallPlain
		}
		*up.VWall(0, 1) = maze.Wall{}
		up.Cells[0].Kind, up.Cells[1].Ref, up.Cells[0].Ref = maze.CellStairs, -1, 0
		m.Floors = append(m.Floors, up)
		m.Floors[0].Cells[0].Kind = maze.CellStairs
		m.Stairs = []maze.Stair{{A: maze.Coord{Floor: 0}, B: maze.Coord{Floor: 1}}}
		m.Pits[0].Exits = []maze.Coord{{Floor: 1, Col: 1}}
		g := newGame(t, m, nil, "A1")
		r, _ := play(t, g, 0, mv(maze.Up))
		wantIn(t, r, "Поднялся по лестнице")
		if g.st.Players[0].At.Floor != 1 {
			t.Fatal("not upstairs")
		}
		play(t, g, 0, mv(maze.Down))
		play(t, g, 0, mv(E))
		if at := g.st.Players[0].At; at != (maze.Coord{Floor: 1, Col: 1}) {
			t.Errorf("after the pit at %v, want floor 2 B1", at)
		}
	})
}

// The mail referee plays whole rounds: PlayRound with one turn per seat.
func TestPlayRound(t *testing.T) {
	t.Run("V10/seats in turn order; a refusal is told and becomes a skip", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyVMK, vmk3...), nil, "B1", "A3", "C3")
		g.st.Players[2].Kit.Grenades = 0
		ev, err := g.PlayRound([]Turn{
			{Player: 2, Actions: []Action{act(ActBlow, W), mv(W)}},
			{Player: 0, Actions: []Action{mv(N)}}, // «стенка», the turn ends with the round's orders
		})
		if err != nil {
			t.Fatal(err)
		}
		if g.Round() != 2 || g.ToMove() != 0 {
			t.Fatalf("round %d, to move %d", g.Round(), g.ToMove())
		}
		wantIn(t, Report(ev, 0, "ru"), "Наверху стенка.")
		wantIn(t, Report(ev, 2, "ru"), "Гранат больше нет.")
		wantAt(t, g, 2, "C3")
		if len(g.Track(0)) == 0 {
			t.Error("no track kept")
		}
	})
	t.Run("B6/a start cell that cannot be used: the host places the player", func(t *testing.T) {
		m := box(t, rules.FamilyBase, base3...)
		g, err := NewGame(m, Setup{Players: make([]PlayerSetup, 2), Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		ev, err := g.PlayRound([]Turn{
			{Player: 0, Actions: []Action{{Kind: ActChooseStart, Cell: maze.Coord{Row: 9, Col: 9}}}},
			{Player: 1, Actions: []Action{{Kind: ActChooseStart, Cell: maze.Coord{Row: 1, Col: 1}}}},
		})
		if err != nil {
			t.Fatal(err)
		}
		if !g.st.Players[0].Placed || !g.st.Players[1].Placed || g.Round() != 2 {
			t.Fatalf("placed %v %v, round %d", g.st.Players[0].Placed, g.st.Players[1].Placed, g.Round())
		}
		wantIn(t, Report(ev, 0, "ru"), "С этой клетки начинать нельзя. Начальная клетка")
	})
	t.Run("V8/a seat on a mine is passed over", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyVMK, vmk3...), nil, "B2", "A3")
		if _, err := g.PlayRound([]Turn{{Player: 0, Actions: []Action{mv(E)}}}); err != nil {
			t.Fatal(err)
		}
		ev, err := g.PlayRound([]Turn{{Player: 0, Actions: []Action{mv(W)}}, {Player: 1, Actions: []Action{mv(N)}}})
		if err != nil {
			t.Fatal(err)
		}
		wantAt(t, g, 0, "C2")
		wantIn(t, Report(ev, 1, "ru"), "Провалился!")
	})
}

func TestReveal(t *testing.T) {
	g := newGame(t, box(t, rules.FamilyVMK, vmk3...), nil, "B1")
	play(t, g, 0, mv(S))
	play(t, g, 0, mv(S))
	if r := g.Reveal(); !strings.Contains(r, "1 a: B1 → B2 → B3") {
		t.Errorf("reveal:\n%s", r)
	}
}

func TestSitsOut(t *testing.T) {
	t.Run("V8/a mined player sits out three turns, counted down", func(t *testing.T) {
		m := box(t, rules.FamilyVMK,
			"+-+-+-+",
			"|. M .|",
			"+ + + +",
			"|. . .|",
			"+-+-+ +",
		)
		g := newGame(t, m, nil, "A1", "C2")
		play(t, g, 0, mv(E))
		for want := 3; want > 0; want-- {
			if got := g.SitsOut(0); got != want {
				t.Fatalf("sits out %d, want %d", got, want)
			}
			if g.ToMove() != 1 {
				t.Fatalf("player %d to move, want the other one", g.ToMove())
			}
			if g.Awaits(0) || !g.Awaits(1) {
				t.Fatalf("awaits: mined %v, other %v; want only the other", g.Awaits(0), g.Awaits(1))
			}
			_, ev := play(t, g, 1, Action{Kind: ActSkip})
			wantIn(t, Report(ev, 0, "ru"), "Ты пропустил ход") // told in the past, with the mine
		}
		if g.SitsOut(0) != 0 {
			t.Errorf("after the mine: sits out %d", g.SitsOut(0))
		}
		play(t, g, 1, Action{Kind: ActSkip})
		if g.ToMove() != 0 {
			t.Errorf("to move %d, want the mined player back", g.ToMove())
		}
		if g.SitsOut(5) != 0 {
			t.Error("a seat out of range sits out")
		}
	})
}
