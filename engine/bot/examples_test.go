package bot_test

import (
	"strings"
	"testing"

	"labyrinth/dsl"
	"labyrinth/dsl/maze"
	"labyrinth/engine"
	"labyrinth/engine/bot"
	"labyrinth/examples"
	"labyrinth/internal/testlong"
)

// gameBound is the round cap of the end-to-end games below: the cap of
// labyrinth sim by default.
const gameBound = 2000

// endSeeds are the source texts every example is played with; every game must
// end (a winner, or an end the rules define: every stalker out, S6) within
// gameBound rounds, by explorer bots only.
var endSeeds = []int64{1, 2, 3, 4, 5}

func compileExample(t testing.TB, name string) *maze.Maze {
	t.Helper()
	src, err := examples.Read(name)
	if err != nil {
		t.Fatal(err)
	}
	m, diags := dsl.Compile(name+".maze", src)
	if diags.HasErrors() || m == nil {
		t.Fatalf("%s does not compile: %v", name, diags)
	}
	return m
}

// playExample plays one game the way labyrinth sim does by default: three
// explorers (or what the rules allow), game and bots on the same seed.
func playExample(t testing.TB, m *maze.Maze, seed int64, bound int) *engine.Game {
	t.Helper()
	n := 3
	if m.Rules.MaxPlayers > 0 {
		n = min(n, m.Rules.MaxPlayers)
	}
	n = max(n, m.Rules.MinPlayers)
	g, err := engine.NewGame(m, engine.Setup{Players: make([]engine.PlayerSetup, n), Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	var bs []bot.Bot
	for p := 0; p < n; p++ {
		b, _ := bot.New("explorer", engine.PlayerID(p), seed)
		bs = append(bs, b)
	}
	if err := bot.Play(g, bs, bound, nil); err != nil {
		t.Fatal(err)
	}
	return g
}

// The explorers play every example to its end, as labyrinth sim shows
// them (B15, V16, C12, D12, T1, I1, S1, S6).
func TestExamplesEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("whole games")
	}
	for _, name := range examples.Names() {
		name = strings.TrimSuffix(name, ".maze")
		t.Run("B15/"+name, func(t *testing.T) {
			m := compileExample(t, name)
			for _, seed := range testlong.Pick(endSeeds[:1], endSeeds) {
				g := playExample(t, m, seed, gameBound)
				switch w := g.Winners(); {
				case !g.Over():
					t.Errorf("seed %d: not over after %d rounds", seed, gameBound)
				case len(w) > 0:
					t.Logf("seed %d: won by seat %d in round %d", seed, w[0], g.Round())
				default:
					t.Logf("seed %d: over without a winner in round %d", seed, g.Round())
				}
			}
		})
	}
}

// BenchmarkExampleGames plays whole games of explorers on each example and
// reports the rounds a game lasted (capped at gameBound).
func BenchmarkExampleGames(b *testing.B) {
	for _, name := range examples.Names() {
		name = strings.TrimSuffix(name, ".maze")
		b.Run(name, func(b *testing.B) {
			m := compileExample(b, name)
			rounds := 0
			for i := 0; i < b.N; i++ {
				g := playExample(b, m, int64(i%len(endSeeds))+1, gameBound)
				rounds += g.Round()
			}
			b.ReportMetric(float64(rounds)/float64(b.N), "rounds/game")
		})
	}
}
