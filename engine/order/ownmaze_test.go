package order

import (
	"testing"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
	"labyrinth/engine"
	"labyrinth/engine/narrate"
)

// openMaze is a closed 3×3 maze with no inner walls under the duel rules.
func openMaze(t *testing.T) *maze.Maze {
	t.Helper()
	f := maze.NewFloor("1", 3, 3)
	for c := 0; c < 3; c++ {
		*f.HWall(0, c), *f.HWall(3, c) = maze.Wall{Kind: maze.WallPlain}, maze.Wall{Kind: maze.WallPlain}
	}
	for r := 0; r < 3; r++ {
		*f.VWall(r, 0), *f.VWall(r, 3) = maze.Wall{Kind: maze.WallPlain}, maze.Wall{Kind: maze.WallPlain}
	}
	m := &maze.Maze{Title: "open", Rules: rules.MustPreset(rules.FamilyDuel), Floors: []maze.Floor{f}}
	m.Rules.Start = rules.StartChoose
	return m
}

// D1, S11: in a duel on two mazes each player's maze is a world of its own,
// so the source text's own «вверх» and «вниз» move north and south there, as on
// any flat maze, and are not stairs between the two mazes.
func TestOwnMaze(t *testing.T) {
	// D1 (002): «Каждый игрок рисует лабиринт 10х10 для другого игрока»;
	// S11 (003): two play «как в морской бой», each on their own sheet.
	board, err := engine.DuelMaze(openMaze(t), openMaze(t))
	if err != nil {
		t.Fatal(err)
	}
	g, err := engine.NewGame(board, engine.Setup{Players: make([]engine.PlayerSetup, 2), Seed: 1, OwnFloors: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, text string
		want       engine.Action
	}{
		{"D1/вверх is north", "иду вверх", mv(N)},
		{"D1/вниз is south", "вниз", mv(S)},
		{"S11/вперёд is north too", "вперёд", mv(N)},
		{"D1/English up is north", "go up", mv(N)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ex := g.Expected(0)
			if !ex.OwnMaze {
				t.Fatal("Expected(0).OwnMaze is false in a duel on two mazes")
			}
			got, err := Parse(tc.text, Options{Maze: board, OwnMaze: ex.OwnMaze, Rules: &board.Rules})
			if err != nil {
				t.Fatal(err)
			}
			if !equalActions(got, acts(tc.want)) {
				t.Errorf("Parse(%q) = %v, want %v", tc.text, got, tc.want)
			}
		})
	}
	t.Run("D1/the moves play in the player's own maze", func(t *testing.T) {
		g := g.Clone()
		for p, cell := range []string{"б2", "б2"} {
			a, err := Parse("начинаю с "+cell, Options{Maze: board, OwnMaze: true, Start: true})
			if err != nil {
				t.Fatal(err)
			}
			if _, err := g.Apply(engine.Turn{Player: engine.PlayerID(p), Actions: a}); err != nil {
				t.Fatal(err)
			}
		}
		for g.ToMove() != 0 {
			if _, err := g.Apply(engine.Turn{Player: g.ToMove(), Actions: acts(act(engine.ActSkip, maze.None))}); err != nil {
				t.Fatal(err)
			}
		}
		a, err := Parse("иду вверх", Options{Maze: board, OwnMaze: true})
		if err != nil {
			t.Fatal(err)
		}
		ev, err := g.Apply(engine.Turn{Player: 0, Actions: a})
		if err != nil {
			t.Fatalf("«иду вверх» refused: %v", err)
		}
		if r := narrate.Report(ev, narrate.Reader{Seat: 0, Lang: engine.LangRussian}); r != "Прошёл." {
			t.Errorf("«иду вверх» on one's own maze: %q, want «Прошёл.»", r)
		}
	})
	t.Run("M14/a maze with real floors keeps вверх for the stairs", func(t *testing.T) {
		got, err := Parse("иду вверх", Options{Maze: board})
		if err != nil {
			t.Fatal(err)
		}
		if !equalActions(got, acts(mv(U))) {
			t.Errorf("got %v", got)
		}
	})
}

// S1: «Каждый участник начинает игру от выбранного им входа» (003): the
// seed's own words name the start.
func TestStartFromEntranceS1(t *testing.T) {
	st := Options{Rules: preset(rules.FamilyStalker), Start: true}
	runCases(t, []orderCase{
		{"S1 начинаю от входа", "начинаю от входа а1", st, acts(start(0, 0))},
		{"S1 начинаю с входа", "начинаю с входа д5", st, acts(start(4, 4))},
		{"S1 start at the entrance", "start at the entrance A1", st, acts(start(0, 0))},
	})
}
