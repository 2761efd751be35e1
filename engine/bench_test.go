package engine_test

import (
	"testing"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
	"labyrinth/engine"
	"labyrinth/engine/bot"
)

// BenchmarkApply measures turns resolved per second on a 100×100 maze with
// 8 players making random moves (the target: a million per second per
// core). One op is a batch of 10 000 turns, so that the actions/s figure is
// steady even at -benchtime 3x.
func BenchmarkApply(b *testing.B) {
	for _, fam := range []rules.Family{rules.FamilyBase, rules.FamilyVMK} {
		b.Run(string(fam), func(b *testing.B) {
			m := maze.Generate(maze.GenOptions{Rows: 100, Cols: 100, Seed: 1, Loops: 0.1, Family: fam,
				FalseTreasures: 5, Pits: 20, Holes: 10, Arsenals: 20})
			m.Rules.Start = rules.StartHost
			start, err := engine.NewGame(m, setup(fam, 8, 1))
			if err != nil {
				b.Fatal(err)
			}
			dirs := []maze.Dir{maze.North, maze.East, maze.South, maze.West}
			var turns [64]engine.Turn
			for i := range turns {
				turns[i] = engine.Turn{Actions: []engine.Action{{Kind: engine.ActMove, Dir: dirs[(i*7+i/4)%4], Fallbacks: []maze.Dir{dirs[(i+1)%4]}}}}
			}
			g := start.Clone()
			b.ReportAllocs()
			b.ResetTimer()
			const batch = 10000
			for i := 0; i < b.N; i++ {
				for j := 0; j < batch; j++ {
					if g.Over() {
						g = start.Clone()
					}
					t := turns[j%len(turns)]
					t.Player = g.ToMove()
					if _, err := g.Apply(t); err != nil {
						b.Fatal(err)
					}
				}
			}
			b.ReportMetric(float64(b.N)*batch/b.Elapsed().Seconds(), "actions/s")
		})
	}
}

// BenchmarkBotGame plays a whole game of explorer bots on a 10×10 maze.
func BenchmarkBotGame(b *testing.B) {
	m := maze.Generate(maze.GenOptions{Rows: 10, Cols: 10, Seed: 2, Loops: 0.15, FalseTreasures: 2, Pits: 2, Holes: 3, Arsenals: 2})
	rounds := 0
	for i := 0; i < b.N; i++ {
		g, err := engine.NewGame(m, setup(rules.FamilyBase, 4, int64(i)))
		if err != nil {
			b.Fatal(err)
		}
		var bots []bot.Bot
		for p := 0; p < 4; p++ {
			bt, _ := bot.New("explorer", engine.PlayerID(p), int64(i))
			bots = append(bots, bt)
		}
		if err := bot.Play(g, bots, 300, nil); err != nil {
			b.Fatal(err)
		}
		rounds += g.Round()
	}
	b.ReportMetric(float64(rounds)/float64(b.N), "rounds/game")
}
