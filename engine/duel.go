package engine

import (
	"errors"

	"labyrinth/dsl/maze"
)

// DuelMaze builds the board of a duel (rule D1): each player draws a maze
// for the other and explores the other's. The result has two floors: floor
// 0 is forA, the maze the first player explores (drawn by the second), and
// floor 1 is forB. Nothing joins the floors, so the players never meet, but
// the duel's effects on the opponent (crossbow D7, trap D9) and the race to
// the first treasure carried out work across them. Start the game with
// Setup.OwnFloors so that each player stays on their own floor. The rules
// are forA's.
func DuelMaze(forA, forB *maze.Maze) (*maze.Maze, error) {
	if forA == nil || forB == nil || len(forA.Floors) != 1 || len(forB.Floors) != 1 {
		return nil, errors.New("engine: a duel needs two one-floor mazes")
	}
	m := &maze.Maze{Title: forA.Title + " / " + forB.Title, Author: forA.Author, Rules: forA.Rules}
	add := func(src *maze.Maze, floor int) {
		holes, pits, rivers, stairs := len(m.HoleSets), len(m.Pits), len(m.Rivers), len(m.Stairs)
		mv := func(c maze.Coord) maze.Coord { c.Floor = floor; return c }
		mvs := func(cs []maze.Coord) []maze.Coord {
			out := make([]maze.Coord, len(cs))
			for i, c := range cs {
				out[i] = mv(c)
			}
			return out
		}
		f := src.Floors[0]
		f.Cells = append([]maze.Cell(nil), f.Cells...)
		f.HWalls = append([]maze.Wall(nil), f.HWalls...)
		f.VWalls = append([]maze.Wall(nil), f.VWalls...)
		for i := range f.Cells {
			c := &f.Cells[i]
			if c.Ref < 0 {
				continue
			}
			switch c.Kind {
			case maze.CellHole:
				c.Ref += holes
			case maze.CellPit, maze.CellPitExit:
				c.Ref += pits
			case maze.CellRiver:
				c.Ref += rivers
			case maze.CellStairs:
				c.Ref += stairs
			}
		}
		m.Floors = append(m.Floors, f)
		for _, h := range src.HoleSets {
			m.HoleSets = append(m.HoleSets, maze.HoleSet{Name: h.Name, Cells: mvs(h.Cells)})
		}
		for _, p := range src.Pits {
			p.At, p.Exits = mv(p.At), mvs(p.Exits)
			m.Pits = append(m.Pits, p)
		}
		for _, r := range src.Rivers {
			m.Rivers = append(m.Rivers, maze.River{Name: r.Name, Cells: mvs(r.Cells)})
		}
		for _, t := range src.Treasures {
			t.At = mv(t.At)
			m.Treasures = append(m.Treasures, t)
		}
		for _, s := range src.Starts {
			s.At = mv(s.At)
			m.Starts = append(m.Starts, s)
		}
		for _, c := range src.Creatures {
			c.At, c.Den, c.Track = mv(c.At), mv(c.Den), mvs(c.Track)
			m.Creatures = append(m.Creatures, c)
		}
		for _, r := range src.Regions {
			r.Cells = mvs(r.Cells)
			m.Regions = append(m.Regions, r)
		}
	}
	add(forA, 0)
	add(forB, 1)
	m.Floors[0].Name, m.Floors[1].Name = "1", "2"
	return m, nil
}
