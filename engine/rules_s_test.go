package engine

import (
	"errors"
	"strings"
	"testing"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
)

// zone: a Stalker field, entrances in two corners, the ball in the middle
// of the right side.
//
//	  A B C D E F
//	1 n . . . . I
//	2 . . . . . .
//	3 . . w . . G
//	4 . . . c . .
var zone = []string{
	"+-+-+-+-+-+-+",
	"|n . . . . I|",
	"+ + + + + + +",
	"|. . . . . .|",
	"+ + + + + + +",
	"|. . w . . G|",
	"+ + + + + + +",
	"|. . . c . .|",
	"+-+-+-+-+-+-+",
}

func region(k maze.RegionKind, cells ...maze.Coord) maze.Region {
	return maze.Region{Kind: k, Cells: cells}
}

func at(r, c int) maze.Coord { return maze.Coord{Row: r, Col: c} }

func walk(ds ...maze.Dir) Action { return Action{Kind: ActWalk, Path: ds} }

// stalk plays a walk with a set dice throw.
func stalk(t *testing.T, g *Game, p PlayerID, dice int, acts ...Action) string {
	t.Helper()
	for g.ToMove() != p {
		if _, err := g.Apply(Turn{Player: g.ToMove(), Actions: []Action{{Kind: ActSkip}}}); err != nil {
			t.Fatal(err)
		}
	}
	g.st.Players[p].Dice = dice
	r, _ := play(t, g, p, acts...)
	return r
}

func TestRulesS(t *testing.T) {
	t.Run("S1/first to reach the golden ball wins", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyStalker, zone...), nil, "D3", "A1")
		r := stalk(t, g, 0, 2, walk(E, E))
		wantIn(t, r, "Золотой шар!")
		if !g.Over() || g.Winners()[0] != 0 {
			t.Fatal("no win at the ball")
		}
	})
	t.Run("S1/each stalker chooses an entrance: «начинает игру от выбранного им входа»", func(t *testing.T) {
		m := box(t, rules.FamilyStalker, zone...)
		g, err := NewGame(m, Setup{Players: make([]PlayerSetup, 3), Seed: 4})
		if err != nil {
			t.Fatal(err)
		}
		ex := g.Expected(0)
		if !ex.ChooseStart || len(ex.Starts) != 2 {
			t.Fatalf("the first stalker may choose %v (choose %v), want the entrance A1 and the institute F1", ex.Starts, ex.ChooseStart)
		}
		start := func(p PlayerID, cell string) error {
			c, err := m.ParseCell(cell)
			if err != nil {
				t.Fatal(err)
			}
			_, err = g.Apply(Turn{Player: p, Actions: []Action{{Kind: ActChooseStart, Cell: c}}})
			return err
		}
		var r *Refusal
		if err := start(0, "B2"); !errors.As(err, &r) || r.Reason != ReasonNotEntrance {
			t.Fatalf("a start off the entrances: %v", err)
		}
		if err := start(0, "F1"); err != nil {
			t.Fatal(err)
		}
		wantAt(t, g, 0, "F1")
		if err := start(1, "F1"); !errors.As(err, &r) || r.Reason != ReasonEntranceTaken {
			t.Fatalf("a second stalker at the same entrance: %v", err)
		}
		if s := g.Expected(1).Starts; len(s) != 1 || s[0] != at(0, 0) {
			t.Errorf("the second stalker may choose %v, want A1 only", s)
		}
		if err := start(1, "A1"); err != nil {
			t.Fatal(err)
		}
		// By mail, a stalker who named a cell off the entrances is placed
		// by the referee; with more stalkers than entrances they share.
		ev, err := g.PlayRound([]Turn{{Player: 2, Actions: []Action{{Kind: ActChooseStart, Cell: at(1, 1)}}}})
		if err != nil {
			t.Fatal(err)
		}
		wantIn(t, Report(ev, 2, "ru"), "Сталкер начинает с одного из входов в зону.")
		if w := where(g, 2); w != "A1" && w != "F1" {
			t.Errorf("the third stalker starts on %s, not at an entrance", w)
		}
	})
	t.Run("S1/the referee places the stalkers when the host says start = host", func(t *testing.T) {
		m := box(t, rules.FamilyStalker, zone...)
		m.Rules.Start = rules.StartHost
		g, err := NewGame(m, Setup{Players: make([]PlayerSetup, 2), Seed: 4})
		if err != nil {
			t.Fatal(err)
		}
		if g.Expected(0).ChooseStart {
			t.Error("asked to choose under start = host")
		}
		got := map[string]bool{where(g, 0): true, where(g, 1): true}
		if !got["A1"] || !got["F1"] {
			t.Errorf("starts %v, want the entrance A1 and the institute F1", got)
		}
	})
	t.Run("S2/stalkers start at the entrances", func(t *testing.T) {
		m := box(t, rules.FamilyStalker, zone...)
		m.Rules.Start = rules.StartHost
		g, err := NewGame(m, Setup{Players: make([]PlayerSetup, 2), Seed: 4})
		if err != nil {
			t.Fatal(err)
		}
		got := map[string]bool{where(g, 0): true, where(g, 1): true}
		if !got["A1"] || !got["F1"] {
			t.Errorf("starts %v, want the entrance A1 and the institute F1", got)
		}
	})
	t.Run("S3/a d6 of steps; turning and going back allowed; no more", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyStalker, zone...), nil, "A1")
		if d := g.Expected(0).Dice; d < 1 || d > 6 {
			t.Fatalf("dice %d", d)
		}
		stalk(t, g, 0, 3, walk(E, S, W))
		wantAt(t, g, 0, "A2")
		g.st.Players[0].Dice = 2
		if _, err := g.Apply(Turn{Player: 0, Actions: []Action{walk(E, E, E)}}); err == nil {
			t.Error("three steps on a throw of two")
		}
	})
	t.Run("S4/nuts: fifteen, thrown a d6 along a line; traps told by kind and square", func(t *testing.T) {
		m := box(t, rules.FamilyStalker, zone...)
		m.Regions = []maze.Region{region(maze.RegionJelly, at(0, 1))}
		g := newGame(t, m, nil, "A1")
		if g.st.Players[0].Nuts != 15 {
			t.Fatalf("nuts %d", g.st.Players[0].Nuts)
		}
		r := stalk(t, g, 0, 1, Action{Kind: ActThrowNut, Dir: E}, walk(S))
		wantIn(t, r, "Гайка: ведьмин студень в квадрате б1.") // S4: «какую именно, и в каком квадрате»
		if g.st.Players[0].Nuts != 14 {
			t.Error("the nut was not spent")
		}
	})
	t.Run("S4/a nut thrown in the middle of a walk", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyStalker, zone...), nil, "A1")
		stalk(t, g, 0, 3, walk(E), Action{Kind: ActThrowNut, Dir: S}, walk(E, S))
		wantAt(t, g, 0, "C2")
		g.st.Players[0].Dice = 2
		if _, err := g.Apply(Turn{Player: 0, Actions: []Action{walk(E), Action{Kind: ActThrowNut, Dir: S}, walk(E, S)}}); err == nil {
			t.Error("two walks longer than the dice together")
		}
	})
	t.Run("S5/web: skip the next turn, never found by nuts", func(t *testing.T) {
		m := box(t, rules.FamilyStalker, zone...)
		m.Regions = []maze.Region{region(maze.RegionWeb, at(0, 1), at(0, 2))}
		g := newGame(t, m, nil, "A1", "A4")
		r := stalk(t, g, 0, 1, Action{Kind: ActThrowNut, Dir: E}, walk(E))
		wantNot(t, r, "паутина в")
		wantIn(t, r, "Паутина!")
		stalk(t, g, 1, 1, walk(E))
		if g.ToMove() != 1 {
			t.Error("no turn skipped in the web")
		}
	})
	t.Run("S5/jelly: skip a turn and back to the last stop", func(t *testing.T) {
		m := box(t, rules.FamilyStalker, zone...)
		m.Regions = []maze.Region{region(maze.RegionJelly, at(0, 2))}
		g := newGame(t, m, nil, "A1")
		r := stalk(t, g, 0, 3, walk(E, E, E))
		wantIn(t, r, "Ведьмин студень")
		wantAt(t, g, 0, "A1")
	})
	t.Run("S6/second kind: a penalty and back; three and out", func(t *testing.T) {
		m := box(t, rules.FamilyStalker, zone...)
		m.Regions = []maze.Region{region(maze.RegionBaldSpot, at(0, 1))}
		g := newGame(t, m, nil, "A1")
		for i := 1; i <= 3; i++ {
			r := stalk(t, g, 0, 1, walk(E))
			wantAt(t, g, 0, "A1")
			if i < 3 {
				wantIn(t, r, "Штрафное очко")
			} else {
				// The third point is told once, with its end.
				if want := "Ловушка! Третье штрафное очко: ты выбыл."; r != want {
					t.Errorf("report %q, want %q", r, want)
				}
			}
		}
		if !g.st.Players[0].Eliminated {
			t.Error("not out after three penalties")
		}
	})
	t.Run("S6/devil's cabbage hits at distance 1; only its epicentre is found", func(t *testing.T) {
		m := box(t, rules.FamilyStalker, zone...)
		m.Regions = []maze.Region{region(maze.RegionCabbage, at(0, 3))}
		g := newGame(t, m, nil, "A1")
		r := stalk(t, g, 0, 2, walk(E, E))
		wantIn(t, r, "Штрафное очко")
		g = newGame(t, m, nil, "A1")
		found := 0
		for i := 0; i < 12; i++ {
			r = stalk(t, g, 0, 1, Action{Kind: ActThrowNut, Dir: E}, Action{Kind: ActSkip})
			wantNot(t, r, "капуста в квадрате в1") // C1 is in the field, not the epicentre
			if strings.Contains(r, "чёртова капуста в квадрате г1") {
				found++
			}
		}
		if found == 0 {
			t.Error("twelve nuts never found the cabbage at D1")
		}
	})
	t.Run("S6/a meat grinder fires once and is never found", func(t *testing.T) {
		m := box(t, rules.FamilyStalker, zone...)
		m.Regions = []maze.Region{region(maze.RegionMeatGrinder, at(0, 1))}
		g := newGame(t, m, nil, "A1")
		r := stalk(t, g, 0, 1, walk(E))
		wantIn(t, r, "Штрафное очко")
		stalk(t, g, 0, 1, walk(E))
		wantAt(t, g, 0, "B1")
	})
	t.Run("S8/terrain costs two steps; no stopping in the river", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyStalker, zone...), nil, "C4")
		stalk(t, g, 0, 1, walk(E))
		wantAt(t, g, 0, "C4")
		stalk(t, g, 0, 2, walk(E))
		wantAt(t, g, 0, "D4")
		g = newGame(t, box(t, rules.FamilyStalker, zone...), nil, "C2")
		r := stalk(t, g, 0, 1, walk(S))
		wantIn(t, r, "В реке останавливаться нельзя")
		wantAt(t, g, 0, "C2")
		stalk(t, g, 0, 2, walk(S, S))
		wantAt(t, g, 0, "C4")
	})
	// «болото, переход через речку вброд, крутой подъем … могут сокращать
	// ход на 1–2 шага. Или, скажем, нельзя останавливаться посреди речки —
	// и поэтому, если не хватило лишнего шага, стоянку приходится
	// разбивать перед препятствием» (003).
	strip := func(glyph maze.CellKind, extra int) *Game {
		m := box(t, rules.FamilyStalker, "+-+-+-+-+", "|. . . .|", "+-+-+-+-+")
		m.Floors[0].Cell(0, 1).Kind = glyph
		return newGame(t, m, func(o *rules.Options) { o.TerrainSteps = extra }, "A1")
	}
	for _, tc := range []struct {
		name  string
		kind  maze.CellKind
		extra int
		dice  int
		path  []maze.Dir
		want  string
		hears string
	}{
		{"S8/a climb takes two steps of the throw", maze.CellClimb, 0, 2, []maze.Dir{E}, "B1", "Прошёл."},
		{"S8/a climb with one step left stops before it", maze.CellClimb, 0, 1, []maze.Dir{E}, "A1", "Шагов не хватает: стоянка перед подъёмом."},
		{"S8/a climb of two extra steps takes three", maze.CellClimb, 2, 2, []maze.Dir{E}, "A1", "Шагов не хватает: стоянка перед подъёмом."},
		{"S8/a climb of two extra steps, three thrown", maze.CellClimb, 2, 3, []maze.Dir{E}, "B1", "Прошёл."},
		{"S8/a ford crossed: two steps in, one out", maze.CellFord, 0, 3, []maze.Dir{E, E}, "C1", "Прошёл."},
		{"S8/no stopping on a ford: camp before it", maze.CellFord, 0, 2, []maze.Dir{E}, "A1", "В реке останавливаться нельзя."},
		{"S8/a ford with no step left to leave it: camp before it", maze.CellFord, 0, 2, []maze.Dir{E, E}, "A1", "В реке останавливаться нельзя."},
		{"S8/a swamp takes two steps", maze.CellSwamp, 0, 3, []maze.Dir{E, E}, "C1", "Прошёл."},
		{"S8/no stopping in the river", maze.CellWater, 0, 1, []maze.Dir{E}, "A1", "В реке останавливаться нельзя."},
		{"S8/the river crossed in one throw", maze.CellWater, 0, 2, []maze.Dir{E, E}, "C1", "Прошёл."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := strip(tc.kind, tc.extra)
			r := stalk(t, g, 0, tc.dice, walk(tc.path...))
			wantIn(t, r, tc.hears)
			wantAt(t, g, 0, tc.want)
		})
	}
	t.Run("S10/the control sheet: steps, nut flights, stops and hits", func(t *testing.T) {
		m := box(t, rules.FamilyStalker, zone...)
		m.Regions = []maze.Region{region(maze.RegionBaldSpot, at(1, 2))}
		g := newGame(t, m, nil, "A1")
		stalk(t, g, 0, 2, walk(E, E), Action{Kind: ActThrowNut, Dir: S})
		stalk(t, g, 0, 2, walk(W, S))
		stalk(t, g, 0, 1, walk(E))
		for c, want := range map[maze.Coord]string{at(0, 1): "-", at(0, 2): "×", at(1, 2): "+", at(1, 0): "", at(1, 1): "×"} {
			if got, _ := g.sheetMark(c); got != want && !(c == at(1, 0) && got == "-") {
				t.Errorf("mark on %s: %q, want %q", c.Name(maze.Latin), got, want)
			}
		}
		if hm := g.HostMap(); !strings.Contains(hm, "Tb+") {
			t.Errorf("the control sheet does not show the hit on the bald spot:\n%s", hm)
		}
	})
	t.Run("S11/two play battleship-style, each on the other's control sheet", func(t *testing.T) {
		d, err := DuelMaze(box(t, rules.FamilyStalker, zone...), box(t, rules.FamilyStalker, zone...))
		if err != nil {
			t.Fatal(err)
		}
		d.Regions = append(d.Regions, region(maze.RegionWeb, maze.Coord{Floor: 1, Row: 0, Col: 1}))
		d.Rules.Start = rules.StartHost
		g, err := NewGame(d, Setup{Players: make([]PlayerSetup, 2), Seed: 3, OwnFloors: true})
		if err != nil {
			t.Fatal(err)
		}
		if g.st.Players[0].At.Floor != 0 || g.st.Players[1].At.Floor != 1 {
			t.Fatalf("stalkers on floors %d and %d", g.st.Players[0].At.Floor, g.st.Players[1].At.Floor)
		}
		g.st.Players[0].At, g.st.Players[1].At = at(0, 0), maze.Coord{Floor: 1}
		stalk(t, g, 0, 1, walk(E))
		r := stalk(t, g, 1, 1, walk(E))
		wantIn(t, r, "Паутина!") // the web is on the second sheet only
		if g.st.Players[0].Skip != 0 {
			t.Error("the first stalker was caught by a web of the other sheet")
		}
	})
	t.Run("S9/the galosh: immune to cabbage, out at the first other hit", func(t *testing.T) {
		m := box(t, rules.FamilyStalker, zone...)
		m.Regions = []maze.Region{region(maze.RegionCabbage, at(2, 4)), region(maze.RegionBaldSpot, at(0, 3))}
		g := newGame(t, m, nil, "E1")
		r := stalk(t, g, 0, 1, walk(E))
		wantIn(t, r, "Тебе предлагают галошу")
		if g.st.Players[0].Galosh {
			t.Fatal("the galosh was forced on the stalker")
		}
		r = stalk(t, g, 0, 1, Action{Kind: ActTakeGalosh})
		wantIn(t, r, "Ты получил галошу")
		if !g.st.Players[0].Galosh {
			t.Fatal("no galosh at the institute")
		}
		r = stalk(t, g, 0, 2, walk(S, W))
		wantIn(t, r, "Галоша спасла")
		r = stalk(t, g, 0, 2, walk(N, W))
		wantIn(t, r, "Галоша от неё не спасает: ты выбыл")
		if !g.st.Players[0].Eliminated {
			t.Error("the galosh wearer survived a bald spot")
		}
		g = newGame(t, m, nil, "E1")
		stalk(t, g, 0, 1, walk(E))
		r = stalk(t, g, 0, 2, walk(S, W))
		wantIn(t, r, "Ловушка! Штрафное очко") // no galosh taken: the cabbage hits
	})
}
