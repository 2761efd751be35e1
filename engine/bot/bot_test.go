package bot_test

import (
	"testing"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
	"labyrinth/engine"
	"labyrinth/engine/bot"
	"labyrinth/engine/narrate"
)

func corridor(n int) *maze.Maze {
	f := maze.NewFloor("1", 1, n)
	for i := range f.Cells {
		f.Cells[i].Ref = -1
	}
	for c := 0; c < n; c++ {
		f.HWall(0, c).Kind, f.HWall(1, c).Kind = maze.WallPlain, maze.WallPlain
	}
	f.VWall(0, n).Kind = maze.WallPlain
	// the exit is the open west end
	m := &maze.Maze{Title: "corridor", Rules: rules.MustPreset(rules.FamilyBase), Floors: []maze.Floor{f}}
	m.Treasures = []maze.Treasure{{Kind: maze.TreasureTrue, At: maze.Coord{Col: n - 1}}}
	m.Starts = []maze.Start{{Name: "1", At: maze.Coord{}}}
	m.Rules.Start = rules.StartHost
	return m
}

// The explorer finds the treasure at the end of a corridor and carries it
// out of the exit it learnt at the start.
func TestExplorerWinsACorridor(t *testing.T) {
	m := corridor(6)
	g, err := engine.NewGame(m, engine.Setup{Players: []engine.PlayerSetup{{Name: "x"}}, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	b, _ := bot.New("explorer", 0, 1)
	if err := bot.Play(g, []bot.Bot{b}, 60, nil); err != nil {
		t.Fatal(err)
	}
	if !g.Over() || len(g.Winners()) != 1 {
		t.Fatalf("no win after %d rounds:\n%s", g.Round(), narrate.HostMap(g, engine.LangEnglish))
	}
}

// Bots are deterministic: the same seed plays the same game.
func TestBotsDeterministic(t *testing.T) {
	for _, kind := range bot.Kinds() {
		var hashes [2]string
		for i := range hashes {
			m := maze.Generate(maze.GenOptions{Rows: 6, Cols: 6, Seed: 4, Loops: 0.2, FalseTreasures: 1, Pits: 1, Holes: 2, Arsenals: 1})
			g, err := engine.NewGame(m, engine.Setup{Players: make([]engine.PlayerSetup, 3), Seed: 9})
			if err != nil {
				t.Fatal(err)
			}
			var bs []bot.Bot
			for p := 0; p < 3; p++ {
				b, _ := bot.New(kind, engine.PlayerID(p), 9)
				bs = append(bs, b)
			}
			if err := bot.Play(g, bs, 80, nil); err != nil {
				t.Fatal(err)
			}
			hashes[i] = g.Hash()
		}
		if hashes[0] != hashes[1] {
			t.Errorf("%s: two runs differ", kind)
		}
	}
}

func TestNewUnknown(t *testing.T) {
	if _, err := bot.New("genius", 0, 0); err == nil {
		t.Error("an unknown bot kind was accepted")
	}
}

// Play needs one bot per seat.
func TestPlaySeats(t *testing.T) {
	g, _ := engine.NewGame(corridor(3), engine.Setup{Players: make([]engine.PlayerSetup, 2)})
	b, _ := bot.New("random", 0, 0)
	if err := bot.Play(g, []bot.Bot{b}, 5, nil); err == nil {
		t.Error("one bot for two seats")
	}
}
