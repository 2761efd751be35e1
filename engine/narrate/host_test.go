package narrate_test

import (
	"strings"
	"testing"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
	"labyrinth/engine"
	"labyrinth/engine/narrate"
)

func hostGame(t *testing.T) *engine.Game {
	t.Helper()
	m := maze.Generate(maze.GenOptions{Rows: 5, Cols: 5, Seed: 3, Loops: 0.15, Family: rules.FamilyBase,
		FalseTreasures: 2, Pits: 2, Holes: 3, Arsenals: 2})
	g, err := engine.NewGame(m, engine.Setup{Players: []engine.PlayerSetup{{Name: "Анна", Gender: engine.GenderFeminine}, {Name: "Bob"}}, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestHostMapLanguage: the host's legend of glyphs and players speaks the
// host's language, and agrees with each player (the reveal of a Russian
// campaign is all in Russian).
func TestHostMapLanguage(t *testing.T) {
	g := hostGame(t)
	ru, en := narrate.Reveal(g, engine.LangRussian), narrate.Reveal(g, engine.LangEnglish)
	for _, w := range []string{"grenades", "bullets", "not placed", "floor ", "Legend", "pit"} {
		if strings.Contains(ru, w) {
			t.Errorf("the Russian host map says %q:\n%s", w, ru)
		}
	}
	for _, w := range []string{"Знаки: ", "1 Анна: не расставлена, 3 гранаты", "2 Bob: не расставлен", "яма", "выход из ямы"} {
		if !strings.Contains(ru, w) {
			t.Errorf("the Russian host map has no %q:\n%s", w, ru)
		}
	}
	for _, w := range []string{"Legend: ", "1 Анна: not placed, 3 grenades", "B — pit exit", "P — pit"} {
		if !strings.Contains(en, w) {
			t.Errorf("the English host map has no %q:\n%s", w, en)
		}
	}
}

// TestLegendOnlyWhatIsDrawn: the legend words the glyphs the map shows,
// none other, and explains the numbers only when there are numbered cells.
func TestLegendOnlyWhatIsDrawn(t *testing.T) {
	got := narrate.Legend([]engine.MapGlyph{{Glyph: "A", What: "cell.arsenal"}, {Glyph: "X", What: "treasure.true"}}, engine.LangRussian)
	if want := "Знаки: A — арсенал; X — истинный клад."; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	got = narrate.Legend([]engine.MapGlyph{{Glyph: "P", What: "cell.pit"}, {Glyph: "1", What: "player"}}, engine.LangEnglish)
	if !strings.Contains(got, "B12: the exit of pit 1 with player 2 on it") {
		t.Errorf("no rule of numbers in %q", got)
	}
	if got := narrate.Legend(nil, engine.LangEnglish); got != "" {
		t.Errorf("a legend of nothing: %q", got)
	}
}

// TestHostMapDuelTwoMazes: in a duel on two mazes (D1: «На одном поле
// чертиться свой лабиринт, по которому будет ходить соперник») the host's
// map heads each maze by who explores it, never «этаж 1», «этаж 2».
func TestHostMapDuelTwoMazes(t *testing.T) {
	one := func() *maze.Maze {
		m := maze.Generate(maze.GenOptions{Rows: 4, Cols: 4, Seed: 5, Loops: 0.15, Family: rules.FamilyDuel})
		return m
	}
	board, err := engine.DuelMaze(one(), one())
	if err != nil {
		t.Fatal(err)
	}
	g, err := engine.NewGame(board, engine.Setup{Players: []engine.PlayerSetup{{Name: "Анна", Gender: engine.GenderFeminine}, {Name: "Bob"}}, Seed: 1, OwnFloors: true})
	if err != nil {
		t.Fatal(err)
	}
	ru, en := narrate.HostMap(g, engine.LangRussian), narrate.HostMap(g, engine.LangEnglish)
	for _, w := range []string{"Лабиринт, где ходит Анна\n", "Лабиринт, где ходит Bob\n"} {
		if !strings.Contains(ru, w) {
			t.Errorf("no %q in\n%s", w, ru)
		}
	}
	if strings.Contains(ru, "этаж") || strings.Contains(en, "floor ") {
		t.Errorf("the duel's host map speaks of floors:\n%s\n%s", ru, en)
	}
	if !strings.Contains(en, "The maze Bob explores\n") {
		t.Errorf("no English heading in\n%s", en)
	}
}

// TestHostLogOfAQuietRound: a round with nothing to tell (no orders came
// in) says so in the host's report, not a heading over blank lines.
func TestHostLogOfAQuietRound(t *testing.T) {
	g := hostGame(t)
	for _, tc := range []struct {
		l    narrate.Lang
		want string
	}{{engine.LangRussian, "За этот ход ничего не произошло: приказов не было.\n"}, {engine.LangEnglish, "Nothing happened this round: no orders came in.\n"}} {
		if got := narrate.HostLog(g, nil, tc.l); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.l, got, tc.want)
		}
	}
}
