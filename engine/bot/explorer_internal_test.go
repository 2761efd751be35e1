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

// box draws a fully known rows×cols room with walls round it and a wall
// east of (1, 0); every cell is quiet.
func box(rows, cols int) *chart {
	cells := map[pt]string{}
	for y := 0; y < rows; y++ {
		for x := 0; x < cols; x++ {
			side := func(b bool) byte {
				if b {
					return 'w'
				}
				return 'o'
			}
			cells[pt{x, y}] = string([]byte{side(y == 0), side(x == cols-1 || x == 1 && y == 0), side(y == rows-1), side(x == 0 || x == 2 && y == 0)})
		}
	}
	c := drawn(cells)
	for p := range c.visited {
		c.kinds[p] = kindQuiet
	}
	return c
}

func TestExplorerLocate(t *testing.T) {
	f := frame{rows: 3, cols: 3}
	t.Run("B22/a sketch is laid where only it fits in the announced size", func(t *testing.T) {
		// The room is the whole maze: the corner with the inner wall on
		// its east is seen again from a new sketch whose origin is (1,0).
		old := box(3, 3)
		cur := drawn(map[pt]string{{0, 0}: "wwoo", {0, 1}: "o-o-"})
		dx, dy, ok := place(cur, old, f, nil)
		if !ok || dx != 1 || dy != 0 {
			t.Errorf("place = %d,%d,%v, want 1,0,true", dx, dy, ok)
		}
	})
	t.Run("B22/a sketch that may lie where the old one never was is not placed", func(t *testing.T) {
		// The same corner, but the maze is larger than the room: the new
		// sketch may just as well lie in the part nobody saw.
		old := box(3, 3)
		cur := drawn(map[pt]string{{0, 0}: "wwoo", {0, 1}: "o-o-"})
		if _, _, ok := place(cur, old, frame{rows: 6, cols: 6}, nil); ok {
			t.Error("a sketch was placed though it fits where the old one knows nothing")
		}
	})
	t.Run("B22/a wall on a passage rules a place out", func(t *testing.T) {
		old := box(3, 3)
		cur := drawn(map[pt]string{{0, 0}: "wwww"})
		if _, ok := fit(cur, old, 1, 1); ok {
			t.Error("a closed cell fits over an open one")
		}
	})
	t.Run("V8/a cell the host named cannot lie on one it passed over in silence", func(t *testing.T) {
		old := box(3, 3)
		cur := drawn(map[pt]string{{0, 0}: "----"})
		cur.kinds[pt{}] = cellKind(maze.CellMine, 0)
		if _, ok := fit(cur, old, 1, 1); ok {
			t.Error("a mine fits over a quiet cell")
		}
		if !compatible(cellKind(maze.CellPitExit, anyN), cellKind(maze.CellPitExit, 3)) ||
			compatible(cellKind(maze.CellPitExit, 2), cellKind(maze.CellPitExit, 3)) {
			t.Error("some pit's exit should match exit 3, and exit 2 should not")
		}
	})
	t.Run("D10/a numbered pit exit on both sketches lays one on the other", func(t *testing.T) {
		old := box(3, 3)
		old.landmarks[2] = pt{2, 2}
		cur := drawn(map[pt]string{{0, 0}: "--w-"})
		cur.landmarks[2] = pt{}
		dx, dy, ok := place(cur, old, frame{rows: 9, cols: 9}, nil)
		if !ok || dx != 2 || dy != 2 {
			t.Errorf("place = %d,%d,%v, want 2,2,true", dx, dy, ok)
		}
	})
	t.Run("I4/a river ride ends within as many cells as it carried the bot", func(t *testing.T) {
		// Two cells along a west wall, in a maze much larger than the
		// room: only the ride's reach, one cell from (1,2), makes the
		// place certain.
		old := box(3, 3)
		cur := drawn(map[pt]string{{0, 0}: "o-ow", {0, 1}: "o-ww"})
		big := frame{rows: 9, cols: 9}
		if _, _, ok := place(cur, old, big, nil); ok {
			t.Fatal("placed without the ride")
		}
		dx, dy, ok := place(cur, old, big, &tie{from: pt{0, 1}, at: pt{1, 2}, reach: 1})
		if !ok || dx != 0 || dy != 1 {
			t.Errorf("place = %d,%d,%v, want 0,1,true", dx, dy, ok)
		}
	})
	t.Run("V17/exits on two sides pin a sketch", func(t *testing.T) {
		b := newExplorer(0, newRNG(1))
		b.rows, b.cols = 6, 6
		b.moveTo(pt{1, 0})
		b.cur.exits[edge{pt{}, maze.West}] = true
		b.cur.exits[edge{pt{1, 0}, maze.North}] = true
		b.pin()
		if !b.abs || b.pos != (pt{1, 0}) {
			t.Errorf("abs %v at %v, want pinned at 1,0", b.abs, b.pos)
		}
	})
	t.Run("C2/the exit cell of a ring of monoliths shows in the sketch's shape", func(t *testing.T) {
		// Inside a 5×5 ring the walk is 3×3; a sketch four rows high has
		// the exit where one cell sticks out.
		b := newExplorer(0, newRNG(1))
		b.rows, b.cols, b.ring = 5, 5, true
		for _, p := range []pt{{0, 1}, {1, 1}, {-1, 1}, {0, 2}, {0, 3}, {-1, 3}} {
			b.moveTo(p)
		}
		b.ringExit()
		if !b.cur.exitCells[pt{}] || len(b.cur.exitCells) != 1 {
			t.Errorf("exit cells %v, want only the origin", b.cur.exitCells)
		}
	})
}

func TestExplorerJumps(t *testing.T) {
	hole := func(b *Explorer, d maze.Dir) {
		b.Hear([]engine.Event{{Player: 0, Payload: engine.Moved{Dir: d}}, {Player: 0, Payload: engine.Hole{}}})
	}
	t.Run("B5/a second fall through a hole lands on the sketch the first began", func(t *testing.T) {
		b := newExplorer(0, newRNG(1))
		start := b.cur
		hole(b, maze.East)
		landing := b.cur
		if landing == start {
			t.Fatal("no new sketch after the hole (B22)")
		}
		b.Hear([]engine.Event{{Player: 0, Payload: engine.Moved{Dir: maze.South}}})
		// Back on the first sketch (say it was laid there), west of the
		// hole, the bot falls again.
		b.switchTo(spot{start, pt{}})
		hole(b, maze.East)
		if b.cur != landing || b.pos != (pt{}) {
			t.Errorf("after the second fall on %p at %v, want %p at 0,0", b.cur, b.pos, landing)
		}
	})
	t.Run("V5/a jump that turns out wrong is forgotten", func(t *testing.T) {
		b := newExplorer(0, newRNG(1))
		start := b.cur
		hole(b, maze.East)
		b.switchTo(spot{start, pt{}})
		hole(b, maze.East)
		b.lost(true)
		if _, ok := start.jumps[pt{1, 0}]; ok {
			t.Error("the jump is still trusted after a contradiction")
		}
	})
}

func TestExplorerOutside(t *testing.T) {
	o := rules.MustPreset(rules.FamilyVMK)
	v := engine.View{Expect: engine.Expect{Player: 0, Shape: o.TurnShape, Actions: 1}, Rows: 5, Cols: 5, Rules: &o, Outside: true}
	t.Run("V17/out of the maze, the bot goes back the way it came", func(t *testing.T) {
		b := newExplorer(0, newRNG(1))
		b.tried = []maze.Dir{maze.North}
		b.Hear([]engine.Event{{Player: 0, Payload: engine.Left{}}})
		b.Hear([]engine.Event{{Player: 0, Payload: engine.Moved{Dir: maze.East}}})
		var back []maze.Dir
		for range 2 {
			t1 := b.Turn(v)
			d := t1.Actions[0].Dir
			back = append(back, d)
			b.Hear([]engine.Event{{Player: 0, Payload: engine.Moved{Dir: d}}})
		}
		if back[0] != maze.West || back[1] != maze.South || len(b.outside) != 0 || b.pos != (pt{}) {
			t.Errorf("back %v, at %v, outside %v; want west then south, home, inside", back, b.pos, b.outside)
		}
		if !b.cur.exits[edge{pt{}, maze.North}] {
			t.Error("the exit was not noted")
		}
	})
}

func TestExplorerTurns(t *testing.T) {
	t.Run("D8/the extra moves of a turn follow the way to the goal", func(t *testing.T) {
		o := rules.MustPreset(rules.FamilyDuel)
		v := engine.View{Expect: engine.Expect{Player: 0, Shape: o.TurnShape, Actions: 2}, Rows: 10, Cols: 10, Rules: &o}
		b := newExplorer(0, newRNG(1))
		// A corridor east, then south to the unknown.
		b.cur = drawn(map[pt]string{{0, 0}: "woww", {1, 0}: "wwoo"})
		b.cur.searched[pt{0, 0}], b.cur.searched[pt{1, 0}] = true, true
		b.all[b.cur] = true
		tn := b.Turn(v)
		if len(tn.Actions) != 2 || tn.Actions[0].Dir != maze.East || tn.Actions[1].Dir != maze.South {
			t.Errorf("turn %v, want east then south", tn.Actions)
		}
	})
	t.Run("T1/a climb has no fallback up or down", func(t *testing.T) {
		o := rules.MustPreset(rules.FamilyTver)
		v := engine.View{Expect: engine.Expect{Player: 0, Shape: o.TurnShape, Actions: 1}, Rows: 6, Cols: 6, Rules: &o}
		b := newExplorer(0, newRNG(1))
		b.cur = drawn(map[pt]string{{0, 0}: "wwww"})
		b.all[b.cur] = true
		b.cur.stairs[pt{}] = true
		tn := b.Turn(v)
		if len(tn.Actions) != 1 || tn.Actions[0].Dir != maze.Down || len(tn.Actions[0].Fallbacks) != 0 {
			t.Errorf("turn %v, want one move down and nothing else", tn.Actions)
		}
	})
	t.Run("T9/next to a bear's den the bot shoots into it first", func(t *testing.T) {
		o := rules.MustPreset(rules.FamilyTver)
		v := engine.View{Expect: engine.Expect{Player: 0, Shape: o.TurnShape, Actions: 1, Kit: rules.Kit{Bullets: 1}}, Rows: 6, Cols: 6, Rules: &o, Round: 10}
		b := newExplorer(0, newRNG(1))
		b.cur.kinds[pt{0, 1}] = cellKind(maze.CellDen, 0)
		tn := b.Turn(v)
		if len(tn.Actions) != 1 || tn.Actions[0].Kind != engine.ActShoot || tn.Actions[0].Dir != maze.South {
			t.Errorf("turn %v, want a shot south", tn.Actions)
		}
		b.Hear([]engine.Event{{Player: 0, Payload: engine.Creature{Reason: engine.ReasonBearKilled}}})
		v.Round = 20
		if tn := b.Turn(v); tn.Actions[0].Kind == engine.ActShoot {
			t.Error("the bot shoots at a dead bear")
		}
	})
	t.Run("C13/the bot waits rather than walk into the sleeping minotaur", func(t *testing.T) {
		o := rules.MustPreset(rules.FamilySchool)
		v := engine.View{Expect: engine.Expect{Player: 0, Shape: o.TurnShape, Actions: 1}, Rows: 10, Cols: 10, Rules: &o}
		b := newExplorer(0, newRNG(1))
		// A dead end whose only way out is where the minotaur ate it.
		b.cur = drawn(map[pt]string{{0, 0}: "wwwo", {-1, 0}: "w-w-"})
		b.all[b.cur] = true
		b.cur.lair[pt{-1, 0}] = true
		for i := range 3 {
			if tn := b.Turn(v); tn.Actions[0].Kind != engine.ActSkip {
				t.Fatalf("turn %d: %v, want a skip", i, tn.Actions)
			}
		}
	})
}

func TestExplorerHears(t *testing.T) {
	t.Run("V4/another player's fall told to all does not move the bot", func(t *testing.T) {
		b := newExplorer(0, newRNG(1))
		b.Hear([]engine.Event{{Player: 0, Payload: engine.Moved{Dir: maze.East}}})
		cur, pos := b.cur, b.pos
		b.Hear([]engine.Event{{Player: 1, Target: engine.NoPlayer, To: engine.Everyone, Payload: engine.Pit{}}})
		if b.cur != cur || b.pos != pos {
			t.Error("the bot started a new sketch on someone else's fall")
		}
		b.Hear([]engine.Event{{Player: 0, Target: engine.NoPlayer, Payload: engine.Pit{}}})
		if b.cur == cur {
			t.Error("the bot kept its sketch after its own fall (B22)")
		}
	})
	t.Run("V14/a treasure heard of is remembered and gone once taken", func(t *testing.T) {
		b := newExplorer(0, newRNG(1))
		b.Hear([]engine.Event{{Player: 0, Payload: engine.Moved{Dir: maze.South}}, {Player: 0, Payload: engine.TreasureHere{}}})
		if !b.cur.treasures[pt{0, 1}] {
			t.Fatal("the treasure's cell was not remembered")
		}
		b.Hear([]engine.Event{{Player: 0, Payload: engine.Took{}}})
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
