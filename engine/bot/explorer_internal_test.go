package bot

import (
	"testing"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
	"labyrinth/engine"
)

// drawn builds a chart from walls and passages around cells given as
// "x,y:NESW" with each letter w (wall), o (open) or - (unknown).
func drawn(cells map[pt]string) *chart {
	c := newChart()
	c.visited = map[pt]bool{}
	dirs := []maze.Dir{maze.North, maze.East, maze.South, maze.West}
	for p, sides := range cells {
		c.visited[p] = true
		c.minX, c.maxX = min(c.minX, p.x), max(c.maxX, p.x)
		c.minY, c.maxY = min(c.minY, p.y), max(c.maxY, p.y)
		for i, s := range sides {
			e, back := edge{p, dirs[i]}, edge{p.add(dirs[i]), dirs[i].Opposite()}
			switch s {
			case 'w':
				c.walls[e], c.walls[back] = true, true
			case 'o':
				c.open[e], c.open[back] = true, true
			}
		}
	}
	return c
}

func TestExplorerLocate(t *testing.T) {
	// A corridor from a dead end west, turning north into another dead
	// end: the corner is distinctive enough to place.
	old := drawn(map[pt]string{
		{0, 0}: "wwow", {0, 1}: "owwo", {-1, 1}: "wowo", {-2, 1}: "woww",
	})
	t.Run("B22/a new sketch is laid over an old one where only it fits", func(t *testing.T) {
		// The same corner seen again from a new sketch whose origin is the
		// old (0,1).
		cur := drawn(map[pt]string{{0, 0}: "owwo", {0, -1}: "wwow", {-1, 0}: "wowo"})
		dx, dy, ok := place(cur, old, frame{rows: 10, cols: 10}, nil)
		if !ok || dx != 0 || dy != 1 {
			t.Errorf("place = %d,%d,%v, want 0,1,true", dx, dy, ok)
		}
	})
	t.Run("B22/a sketch that fits in many places is not placed", func(t *testing.T) {
		cur := drawn(map[pt]string{{0, 0}: "wowo"}) // a plain east-west corridor
		if _, _, ok := place(cur, old, frame{rows: 10, cols: 10}, nil); ok {
			t.Error("a corridor cell was placed though it fits in several places")
		}
	})
	t.Run("B22/a wall on a passage rules a place out", func(t *testing.T) {
		cur := drawn(map[pt]string{{0, 0}: "wwww"})
		if _, ok := fit(cur, old, -1, 1); ok {
			t.Error("a closed cell fits over an open one")
		}
	})
}

func TestExplorerHears(t *testing.T) {
	t.Run("V4/another player's fall told to all does not move the bot", func(t *testing.T) {
		b := newExplorer(0, newRNG(1))
		b.Hear([]engine.Event{{Kind: engine.EvMoved, Player: 0, Dir: maze.East}})
		cur, pos := b.cur, b.pos
		b.Hear([]engine.Event{{Kind: engine.EvPit, Player: 1, Target: engine.NoPlayer, To: engine.Everyone}})
		if b.cur != cur || b.pos != pos {
			t.Error("the bot started a new sketch on someone else's fall")
		}
		b.Hear([]engine.Event{{Kind: engine.EvPit, Player: 0, Target: engine.NoPlayer}})
		if b.cur == cur {
			t.Error("the bot kept its sketch after its own fall (B22)")
		}
	})
	t.Run("V14/a treasure heard of is remembered and gone once taken", func(t *testing.T) {
		b := newExplorer(0, newRNG(1))
		b.Hear([]engine.Event{{Kind: engine.EvMoved, Player: 0, Dir: maze.South}, {Kind: engine.EvTreasureHere, Player: 0}})
		if !b.cur.treasures[pt{0, 1}] {
			t.Fatal("the treasure's cell was not remembered")
		}
		b.Hear([]engine.Event{{Kind: engine.EvTook, Player: 0}})
		if b.cur.treasures[pt{0, 1}] {
			t.Error("a taken treasure is still remembered on its cell")
		}
	})
}

func TestExplorerBreach(t *testing.T) {
	o := rules.MustPreset(rules.FamilySchool)
	v := engine.View{Expect: engine.Expect{Player: 0, Shape: o.TurnShape, Actions: 1, Kit: rules.Kit{Grenades: 1}}, Rows: 5, Cols: 5, Rules: &o}
	t.Run("C2/walled in, the bot blows a wall but never a monolith", func(t *testing.T) {
		b := newExplorer(0, newRNG(1))
		b.rows, b.cols = 5, 5
		for _, d := range []maze.Dir{maze.North, maze.East, maze.South, maze.West} {
			b.setWall(b.pos, d)
			if d != maze.South {
				b.cur.solid[edge{b.pos, d}] = true
			}
		}
		d, ok := b.breach(v)
		if !ok || d != maze.South {
			t.Errorf("breach = %v, %v; want south, the only wall that is not a monolith", d, ok)
		}
		v0 := v
		v0.Kit.Grenades = 0
		if _, ok := b.breach(v0); ok {
			t.Error("a breach without grenades")
		}
	})
}
