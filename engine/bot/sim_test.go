package bot_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"labyrinth/dsl"
	"labyrinth/dsl/maze"
	"labyrinth/engine"
	"labyrinth/engine/bot"
	"labyrinth/engine/narrate"
	"labyrinth/examples"
)

func example(t *testing.T, name string) *maze.Maze {
	t.Helper()
	src, err := examples.Read(name)
	if err != nil {
		t.Fatal(err)
	}
	m, ds := dsl.Compile(name, src)
	if ds.HasErrors() {
		t.Fatalf("%s: %v", name, ds)
	}
	return m
}

// Tell tells a whole game: the header with the board's name, what the
// players heard at the opening, the notable turns, the result and the
// host's map, the same for the same seed.
func TestSimTell(t *testing.T) {
	tell := func(verbose bool) string {
		s := &bot.Sim{Maze: example(t, "base"), Name: "base.maze", Players: 2, Seed: 2, Rounds: 300,
			Lang: engine.LangRussian, Kinds: []string{"explorer"}, Verbose: verbose}
		var b bytes.Buffer
		if err := s.Tell(&b); err != nil {
			t.Fatal(err)
		}
		return b.String()
	}
	out := tell(false)
	for _, want := range []string{"base.maze (базовые правила, 8×8): 2 игрока (explorer), игра с начальным числом 2\n", "  Анна слышит: ", "\nИтог: ", "\n 1 |", "\n1 Анна: ", "\n2 Борис: "} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
	if out != tell(false) {
		t.Error("the same seed told another game")
	}
	if v := tell(true); strings.Count(v, "\nr") <= strings.Count(out, "\nr") || !strings.Contains(v, "Борис слышит: ") {
		t.Errorf("verbose tells no more turns than the summary:\n%s", v)
	}
}

// Seats: three, or what the rules allow; two in a duel on two mazes.
func TestSimSeats(t *testing.T) {
	for _, tc := range []struct {
		name    string
		players int
		own     bool
		want    int
	}{
		{"base", 0, false, 3}, {"base", 5, false, 5}, {"duel", 0, false, 2}, {"base", 4, true, 2},
	} {
		s := &bot.Sim{Maze: example(t, tc.name), Players: tc.players, OwnFloors: tc.own}
		if got := s.Seats(); got != tc.want {
			t.Errorf("%s, players %d, own floors %v: %d seats, want %d", tc.name, tc.players, tc.own, got, tc.want)
		}
	}
}

// A series counts every game once: won or unfinished, each win to a
// seat, each treasure found at most once a game.
func TestSimSeries(t *testing.T) {
	s := &bot.Sim{Maze: example(t, "base"), Seed: 1, Rounds: 80, Lang: engine.LangEnglish, Kinds: []string{"explorer", "random"}}
	played := 0
	r, err := s.Series(6, func(n int) { played = n })
	if err != nil {
		t.Fatal(err)
	}
	wins := 0
	for _, n := range r.Winners {
		wins += n
	}
	if played != 6 || len(r.Wins) != wins || wins+r.Unfinished != 6 || len(r.Winners) != 3 {
		t.Errorf("played %d, series %+v", played, r)
	}
	for i, n := range r.Found {
		if n > 6 {
			t.Errorf("treasure %d found in %d of 6 games", i, n)
		}
	}
	var b bytes.Buffer
	s.TellSeries(&b, r)
	for _, want := range []string{"base rules, 8×8: 3 players (explorer,random), 6 games with seeds 1–6, at most 80 rounds each", "\nwins by seat\n  Ann ", "\ntreasure        found in games\n"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("no %q in\n%s", want, b.String())
		}
	}
}

func TestCheckKinds(t *testing.T) {
	var ke *bot.KindError
	if err := bot.CheckKinds("explorer", "robot"); !errors.As(err, &ke) || ke.Kind != "robot" || ke.Hint() != "bots: explorer, random" || !ke.Usage() {
		t.Errorf("CheckKinds = %v; want robot", err)
	}
	if err := bot.CheckKinds("Explorr"); err == nil || err.Error() != `no bot "Explorr"` || err.(*bot.KindError).Hint() != `did you mean "explorer"? (bots: explorer, random)` {
		t.Errorf("CheckKinds = %v; want explorer meant", err)
	}
	if err := bot.CheckKinds(bot.Kinds()...); err != nil {
		t.Error("a kind of Kinds refused")
	}
}

// The header of a game on a generated maze does not say again the rules
// and the size its name says.
func TestSimHeaderGenerated(t *testing.T) {
	m := example(t, "base")
	name := narrate.BoardName(engine.LangRussian, narrate.MazeName{Family: m.Rules.Family, Rows: 8, Cols: 8, Seed: 5})
	s := &bot.Sim{Maze: m, Name: name, Players: 2, Seed: 5, Rounds: 50, Lang: engine.LangRussian, Kinds: []string{"explorer"}}
	var b bytes.Buffer
	if err := s.Tell(&b); err != nil {
		t.Fatal(err)
	}
	header, _, _ := strings.Cut(b.String(), "\n")
	if want := name + ": 2 игрока (explorer), игра с начальным числом 5"; header != want {
		t.Errorf("header %q, want %q", header, want)
	}
}
