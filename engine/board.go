package engine

import (
	"labyrinth/dsl/maze"
)

// Board is the maze as it stands now, as a model the host's map can be
// drawn from (printouts.HostMap): a copy of the maze with the game's
// changes in it — walls as they stand (blown ones gone, bricks added),
// cells as they are (taken arsenals, laid mines, spent crossbows), the
// treasures where they lie (one carried or carried out is on no cell)
// and the creatures where they are. The maze itself is not changed. Like
// HostDrawing it is the host's alone: it shows everything.
func (g *Game) Board() *maze.Maze {
	m := *g.m
	m.Floors = make([]maze.Floor, len(g.m.Floors))
	for fi := range g.m.Floors {
		src := &g.m.Floors[fi]
		f := *src
		f.Cells = append([]maze.Cell(nil), src.Cells...)
		f.HWalls = append([]maze.Wall(nil), src.HWalls...)
		f.VWalls = append([]maze.Wall(nil), src.VWalls...)
		for row := 0; row < f.Rows; row++ {
			for col := 0; col < f.Cols; col++ {
				at := maze.Coord{Floor: fi, Row: row, Col: col}
				if k := g.kind(at); k != f.Cell(row, col).Kind {
					f.Cell(row, col).Kind = k
					f.Cell(row, col).Glyph = ""
				}
				// Each cell's top and left edge, and the far ones on
				// the floor's last row and column.
				*f.Side(row, col, maze.North) = g.wall(at, maze.North)
				*f.Side(row, col, maze.West) = g.wall(at, maze.West)
				if row == f.Rows-1 {
					*f.Side(row, col, maze.South) = g.wall(at, maze.South)
				}
				if col == f.Cols-1 {
					*f.Side(row, col, maze.East) = g.wall(at, maze.East)
				}
			}
		}
		m.Floors[fi] = f
	}
	m.Treasures = nil
	for _, t := range g.st.Treasures {
		if !t.Gone && t.Carrier == NoPlayer {
			m.Treasures = append(m.Treasures, maze.Treasure{Kind: t.Kind, At: t.At})
		}
	}
	if len(g.st.Creatures) == len(g.m.Creatures) {
		m.Creatures = make([]maze.Creature, 0, len(g.m.Creatures))
		for i, cr := range g.m.Creatures {
			if s := g.st.Creatures[i]; !s.Dead {
				cr.At = s.At
				m.Creatures = append(m.Creatures, cr)
			}
		}
	}
	return &m
}
