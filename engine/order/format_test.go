package order

import (
	"strings"
	"testing"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
	"labyrinth/engine"
)

// everyKind holds one action of every ActionKind.
func everyKind() []engine.Action {
	var out []engine.Action
	for k := engine.ActSkip; k <= engine.ActTakeGalosh; k++ {
		a := engine.Action{Kind: k}
		switch k {
		case engine.ActMove:
			a.Dir, a.Fallbacks = W, []maze.Dir{N, E}
		case engine.ActBlow, engine.ActBrick, engine.ActBuild, engine.ActJump, engine.ActBoomerang, engine.ActThrowNut:
			a.Dir = E
		case engine.ActShoot:
			a.Dir = S
		case engine.ActChooseStart:
			a.Cell = maze.Coord{Row: 9, Col: 9}
		case engine.ActWalk:
			a.Path = []maze.Dir{N, N, E, S}
		}
		out = append(out, a)
	}
	return out
}

// TestFormatEveryKind formats one action of every kind in both languages
// and reads it back, action by action.
func TestFormatEveryKind(t *testing.T) {
	for _, a := range everyKind() {
		for _, l := range []Lang{Russian, English} {
			text := Format([]engine.Action{a}, l)
			got, err := Parse(text, Options{})
			if err != nil {
				t.Errorf("%s in %s: Parse(%q): %v", a.Kind, l, text, err)
				continue
			}
			if !equalActions(got, []engine.Action{a}) {
				t.Errorf("%s in %s: %q reads as %v", a.Kind, l, text, got)
			}
		}
	}
}

func TestFormatCanonical(t *testing.T) {
	cases := []struct {
		acts   []engine.Action
		ru, en string
	}{
		{acts(mv(W, N)), "иду налево, если стена — вверх", "go left, if wall up"},
		{acts(act(engine.ActShoot, maze.None), act(engine.ActTakeTreasure, maze.None), mv(E)),
			"стреляю\nберу клад\nиду направо", "shoot\ntake the treasure\ngo right"},
		{acts(start(3, 1)), "начинаю с б4", "start at B4"},
		{acts(start(9, 9)), "начинаю с к10", "start at J10"},
		{acts(walk(N, N, E)), "иду вверх 2 направо", "go up 2 right"},
		{acts(act(engine.ActBlow, S)), "взрываю стену вниз", "blow up the wall down"},
	}
	for _, c := range cases {
		if got := Format(c.acts, Russian); got != c.ru {
			t.Errorf("Format ru = %q, want %q", got, c.ru)
		}
		if got := Format(c.acts, English); got != c.en {
			t.Errorf("Format en = %q, want %q", got, c.en)
		}
	}
	// With floors, north is «вперёд» and «вверх» is a floor (M14).
	o := Options{Floors: true}
	if got := o.Format(acts(mv(N), mv(U)), Russian); got != "иду вперёд\nиду вверх" {
		t.Errorf("floors Format = %q", got)
	}
	if got := Format(acts(mv(U)), Russian); got != "иду на этаж вверх" {
		t.Errorf("flat Format of a floor move = %q", got)
	}
}

func TestExplain(t *testing.T) {
	got := Explain(acts(act(engine.ActShoot, maze.None), mv(W, N, E)), Russian)
	want := "1. Стреляю в тех, кто на моей клетке (тратится патрон).\n2. Иду налево; если там стена — вверх; если и там стена — направо."
	if got != want {
		t.Errorf("Explain ru =\n%s\nwant\n%s", got, want)
	}
	got = Explain(acts(start(3, 1)), English)
	if want := "1. Start at B4 (б4 in Cyrillic)."; got != want {
		t.Errorf("Explain en = %q, want %q", got, want)
	}
	if got := Explain(nil, English); !strings.Contains(got, "skipped") {
		t.Errorf("Explain(nil) = %q", got)
	}
	// Every kind has its own sentence in both languages.
	for _, l := range []Lang{Russian, English} {
		lines := strings.Split(Explain(everyKind(), l), "\n")
		seen := map[string]bool{}
		for _, line := range lines {
			text := line[strings.Index(line, " ")+1:]
			if text == "?" || seen[text] {
				t.Errorf("%s: sentence %q missing or repeated", l, text)
			}
			seen[text] = true
		}
	}
}

// TestStartWithMaze checks cells against the maze's floors when the maze
// is given (B6).
func TestStartWithMaze(t *testing.T) {
	m := maze.Generate(maze.GenOptions{Rows: 5, Cols: 5, Seed: 1})
	opts := Options{Rules: preset(rules.FamilyBase), Start: true, Maze: m}
	got, err := Parse("начинаю с д5", opts)
	if err != nil || !equalActions(got, acts(start(4, 4))) {
		t.Errorf("д5 on a 5×5 maze: %v, %v", got, err)
	}
	_, err = Parse("начинаю с е6", opts)
	if e := Errors(err); len(e) != 1 || e[0].Col != 11 || e[0].Rule != "B6" {
		t.Errorf("е6 outside a 5×5 maze: %v", err)
	}
}

// TestMazeFillsOptions checks that a maze with two floors brings its rules
// and the floor words (M14, V25).
func TestMazeFillsOptions(t *testing.T) {
	m := maze.Generate(maze.GenOptions{Rows: 3, Cols: 3, Seed: 2, Family: rules.FamilyVMK})
	m.Floors = append(m.Floors, m.Floors[0])
	m.Floors[1].Name = "2"
	opts := Options{Maze: m}
	got, err := Parse("стреляю, иду вверх", opts)
	if err != nil || !equalActions(got, acts(act(engine.ActShoot, maze.None), mv(U))) {
		t.Fatalf("got %v, %v; want a cell shot (V21) and a move up a floor", got, err)
	}
	if text := opts.Format(got, Russian); text != "стреляю\nиду вверх" {
		t.Errorf("Format = %q", text)
	}
	got, err = Parse("начинаю с 2:в3", Options{Maze: m, Start: true})
	if err == nil {
		t.Errorf("the host places players in vmk1983 (V10), got %v", got)
	}
}
