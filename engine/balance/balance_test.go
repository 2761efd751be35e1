package balance

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"labyrinth/dsl"

	"labyrinth/dsl/gen"
	"labyrinth/dsl/rules"
)

func opts(f rules.Family, seed int64) gen.Options {
	return gen.Options{Preset: f, Seed: seed, Loops: -1, DeadEnds: -1, Depth: -1, Chains: -1}
}

// TestPlayCounts: the stats add up, and the same seed plays the same games
// however the games are spread over the cores.
func TestPlayCounts(t *testing.T) {
	r, err := gen.Generate(opts(rules.FamilyBase, 3))
	if err != nil {
		t.Fatal(err)
	}
	a, err := Play(r.Maze, 12, 5, 400)
	if err != nil {
		t.Fatal(err)
	}
	if a.Games != 12 || a.Players != 3 || len(a.Wins) != 3 {
		t.Fatalf("stats %+v", a)
	}
	sum := 0
	for _, w := range a.Wins {
		sum += w
	}
	if sum != a.Won || a.Won == 0 || a.Q1 > a.Median || a.Median > a.Q3 {
		t.Errorf("stats do not add up: %+v", a)
	}
	b, err := Play(r.Maze, 12, 5, 400)
	if err != nil {
		t.Fatal(err)
	}
	if a.String() != b.String() {
		t.Errorf("the same games differ: %s / %s", a, b)
	}
}

// TestFits: the band's edges.
func TestFits(t *testing.T) {
	tg := Target{MinMedian: 10, MaxMedian: 100, MaxSpread: 0.5, MinWon: 0.7}
	for _, c := range []struct {
		s    Stats
		want bool
	}{
		{Stats{Games: 10, Won: 10, Median: 50, Spread: 0.2}, true},
		{Stats{Games: 10, Won: 10, Median: 5, Spread: 0.2}, false},   // too quick
		{Stats{Games: 10, Won: 10, Median: 150, Spread: 0.2}, false}, // too long
		{Stats{Games: 10, Won: 10, Median: 50, Spread: 0.8}, false},  // one seat too lucky
		{Stats{Games: 10, Won: 5, Median: 50, Spread: 0.2}, false},   // too many unfinished
		{Stats{Games: 10}, false},
	} {
		if got := tg.Fits(c.s); got != c.want {
			t.Errorf("%+v: fits %v, want %v", c.s, got, c.want)
		}
	}
}

// TestGenerateKeepsABalancedMaze: the maze kept is one of the candidates,
// and its stats are those of its own games.
func TestGenerateKeepsABalancedMaze(t *testing.T) {
	b, err := Generate(opts(rules.FamilyMIET, 1), 10)
	if err != nil {
		t.Fatal(err)
	}
	if b.Options.Seed < 1 || b.Options.Seed >= 1+Candidates || b.Stats.Games != 10 || !b.Fits {
		t.Fatalf("kept %+v", b)
	}
	st, err := Play(b.Maze, 10, int64(b.Options.Seed), Rounds(b.Target))
	if err != nil {
		t.Fatal(err)
	}
	if st.String() != b.Stats.String() || b.Fits != b.Target.Fits(st) {
		t.Errorf("stats %s, replayed %s", b.Stats, st)
	}
	// The file carries its numbers and still passes every check.
	want := fmt.Sprintf("// Balanced by 10 explorer games, 3 players: %d won, median %d rounds to win", st.Won, st.Median)
	if !strings.Contains(string(b.Source), want) || !strings.Contains(string(b.Source), "; in the band (median") {
		t.Errorf("the stats are not in the file:\n%s", b.Source)
	}
	if _, ds := dsl.Compile("b.maze", b.Source); len(ds) > 0 {
		t.Errorf("balanced maze: %v", ds)
	}
	if f, _ := dsl.FormatSource("b.maze", b.Source); !bytes.Equal(f, b.Source) {
		t.Errorf("fmt changes the balanced maze")
	}
}

// BenchmarkBalance50: a 10×10 maze of each preset balanced with 50 games
// per candidate (target: 10 s).
func BenchmarkBalance50(b *testing.B) {
	for _, fam := range rules.Families() {
		b.Run(string(fam), func(b *testing.B) {
			for b.Loop() {
				o := opts(fam, 1)
				o.Rows, o.Cols = 10, 10
				if _, err := Generate(o, 50); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
