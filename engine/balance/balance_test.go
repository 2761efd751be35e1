package balance

import (
	"bytes"
	"fmt"
	"math"
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
	tg := Target{MinMedian: 10, MaxMedian: 100, MaxSpread: 0.5, MinWon: 0.7, MinFairness: 0.05, MinWinsPerSeat: 5}
	for _, c := range []struct {
		s    Stats
		want bool
	}{
		{Stats{Games: 10, Won: 10, Players: 2, Median: 50, Spread: 0.2, Fairness: 0.5}, true},
		{Stats{Games: 10, Won: 10, Players: 2, Median: 5, Spread: 0.2, Fairness: 0.5}, false},   // too quick
		{Stats{Games: 10, Won: 10, Players: 2, Median: 150, Spread: 0.2, Fairness: 0.5}, false}, // too long
		{Stats{Games: 10, Won: 10, Players: 2, Median: 50, Spread: 0.8, Fairness: 0.5}, false},  // one seat too lucky
		{Stats{Games: 10, Won: 5, Players: 2, Median: 50, Spread: 0.2, Fairness: 0.5}, false},   // too many unfinished
		{Stats{Games: 10, Won: 10, Players: 2, Median: 50, Spread: 0.2, Fairness: 0.01}, false}, // a seat luckier beyond chance
		{Stats{Games: 10, Won: 10, Players: 3, Median: 50, Spread: 0.2, Fairness: 0.5}, false},  // too few wins to tell 3 seats
		{Stats{Games: 10}, false},
	} {
		if got := tg.Fits(c.s); got != c.want {
			t.Errorf("%+v: fits %v, want %v", c.s, got, c.want)
		}
	}
}

// TestFairnessChiSquared: the p-value of the wins by seat, against
// tables of the chi-squared distribution, and the series of four games
// where one seat won none is not enough to call a maze fair.
func TestFairnessChiSquared(t *testing.T) {
	for _, c := range []struct {
		x    float64
		k    int
		want float64
	}{
		{3.841, 1, 0.05}, {5.991, 2, 0.05}, {7.815, 3, 0.05}, {9.488, 4, 0.05},
		{6.635, 1, 0.01}, {9.210, 2, 0.01}, {11.345, 3, 0.01}, {0, 2, 1},
	} {
		if got := chi2Upper(c.x, c.k); math.Abs(got-c.want) > 0.0005 {
			t.Errorf("chi2Upper(%v, %d) = %.4f, want %.4f", c.x, c.k, got, c.want)
		}
	}
	for _, c := range []struct {
		wins []int
		fair bool // p ≥ 0.05
	}{
		{[]int{14, 14, 22}, true},
		{[]int{10, 10, 30}, false},
		{[]int{25, 25}, true},
		{[]int{35, 15}, false},
		{[]int{0, 12, 13, 15}, false},
	} {
		if p := fairness(c.wins); (p >= 0.05) != c.fair {
			t.Errorf("wins %v: p = %.3f, fair %v", c.wins, p, c.fair)
		}
	}
	tg := TargetFor(rules.FamilyBase, 100)
	four := Stats{Games: 4, Won: 4, Players: 3, Median: 50, Wins: []int{2, 2, 0}, Spread: 0.5, Fairness: fairness([]int{2, 2, 0})}
	if tg.Fits(four) {
		t.Errorf("4 games, wins by seat %v: fits", four.Wins)
	}
	if g := tg.MinGames(3); g < 15 {
		t.Errorf("MinGames(3) = %d: fewer than 5 expected wins a seat", g)
	}
}

// TestGenerateRefusesTooFewGames: a balance of fewer games than can show
// the seats fair is refused, with the number that can.
func TestGenerateRefusesTooFewGames(t *testing.T) {
	_, err := Generate(opts(rules.FamilyBase, 1), 4)
	if err == nil || !strings.Contains(err.Error(), "at least 22 games") {
		t.Errorf("balance 4: %v", err)
	}
}

// TestGenerateKeepsABalancedMaze: the maze kept is one of the candidates,
// and its stats are those of its own games.
func TestGenerateKeepsABalancedMaze(t *testing.T) {
	const games = 22
	b, err := Generate(opts(rules.FamilyBase, 1), games)
	if err != nil {
		t.Fatal(err)
	}
	if b.Options.Seed < 1 || b.Options.Seed >= 1+Candidates || b.Stats.Games != games || !b.Fits {
		t.Fatalf("kept %+v", b)
	}
	st, err := Play(b.Maze, games, int64(b.Options.Seed), Rounds(b.Target))
	if err != nil {
		t.Fatal(err)
	}
	if st.String() != b.Stats.String() || b.Fits != b.Target.Fits(st) {
		t.Errorf("stats %s, replayed %s", b.Stats, st)
	}
	// The file carries its numbers and still passes every check.
	want := fmt.Sprintf("// Balanced by %d explorer games, 3 players: %d won, median %d rounds to win", games, st.Won, st.Median)
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

// BenchmarkBalance50: a maze of each preset, at its default size, balanced
// with 50 games per candidate, as "labyrinth gen --preset P --balance 50"
// makes it (target: 10 s; dsl/gen/README.md, "Numbers", has what holds).
// It reports the candidates played. (At 10×10, tver's candidates never
// fit and one op took minutes.)
func BenchmarkBalance50(b *testing.B) {
	for _, fam := range rules.Families() {
		b.Run(string(fam), func(b *testing.B) {
			tried := 0
			for b.Loop() {
				r, err := Generate(opts(fam, 1), 50)
				if err != nil {
					b.Fatal(err)
				}
				tried = r.Tried
			}
			b.ReportMetric(float64(tried), "candidates")
		})
	}
}
