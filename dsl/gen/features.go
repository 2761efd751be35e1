package gen

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
)

// river lays a river of about n cells on floor fl as a self-avoiding walk
// that follows the preset's flow and straightness rules and keeps one cell
// away from the cells in avoid (other rivers, when rivers may not touch).
// The cells become CellRiver with arrows; nothing is carved yet.
func (b *board) river(fl, n int, avoid map[maze.Coord]bool) ([]maze.Coord, bool) {
	o := &b.m.Rules
	f := &b.m.Floors[fl]
	near := func(c maze.Coord, prev maze.Coord, path []maze.Coord) bool {
		for _, d := range maze.Compass {
			x := c.Add(d)
			if avoid[x] {
				return true
			}
			if x == prev {
				continue
			}
			for _, p := range path {
				if p == x {
					return true
				}
			}
		}
		return false
	}
	for try := 0; try < 40; try++ {
		start, ok := b.pick(fl, func(c maze.Coord) bool { return !avoid[c] && !near(c, c, nil) })
		if !ok {
			return nil, false
		}
		path := []maze.Coord{start}
		var last maze.Dir
		for len(path) < n {
			cur := path[len(path)-1]
			var ds []maze.Dir
			for _, d := range maze.Compass {
				if o.RiverFlow == rules.FlowSouthEast && d != maze.South && d != maze.East {
					continue
				}
				if o.RiverStraight && last != maze.None && d != last {
					continue
				}
				x := cur.Add(d)
				if !f.In(x.Row, x.Col) || !b.free(x) || avoid[x] || slices.Contains(path, x) || near(x, cur, path[:len(path)-1]) {
					continue
				}
				ds = append(ds, d)
				if d == last { // rivers like to run on a little
					ds = append(ds, d)
				}
			}
			if len(ds) == 0 {
				break
			}
			last = ds[b.r.IntN(len(ds))]
			path = append(path, cur.Add(last))
		}
		if len(path) < max(3, n*2/3) {
			continue
		}
		for i, c := range path {
			cl := b.put(c, maze.CellRiver)
			cl.Dir = maze.None
			if i+1 < len(path) {
				for _, d := range maze.Compass {
					if c.Add(d) == path[i+1] {
						cl.Dir = d
					}
				}
			}
		}
		return path, true
	}
	return nil, false
}

// joinRiver opens the river's course and a few ways between it and the
// land: the mouth onto a bank, and entries into its upper reach.
func (b *board) joinRiver(path []maze.Coord, entries int) bool {
	for i := 0; i+1 < len(path); i++ {
		b.wall(path[i], b.cell(path[i]).Dir).Kind = maze.WallNone
	}
	land := func(c maze.Coord) []maze.Dir {
		var ds []maze.Dir
		f := &b.m.Floors[c.Floor]
		for _, d := range maze.Compass {
			x := c.Add(d)
			if f.In(x.Row, x.Col) && b.open(x) && b.cell(x).Kind != maze.CellRiver {
				ds = append(ds, d)
			}
		}
		return ds
	}
	mouth := path[len(path)-1]
	ds := land(mouth)
	if len(ds) == 0 {
		return false
	}
	b.wall(mouth, ds[b.r.IntN(len(ds))]).Kind = maze.WallNone
	opened := 0
	for i := 0; i < len(path)-1 && opened < entries; i++ {
		c := path[i]
		ds := land(c)
		if len(ds) == 0 || (i > 0 && b.r.IntN(2) == 0) {
			continue
		}
		b.wall(c, ds[b.r.IntN(len(ds))]).Kind = maze.WallNone
		opened++
	}
	return opened > 0
}

// holes places one cyclic hole set of n holes (B5) on free cells of any
// floor that ok allows and writes its order in the links.
func (b *board) holes(name string, n int, ok func(maze.Coord) bool) bool {
	set := maze.HoleSet{Name: name}
	ref := len(b.m.HoleSets)
	for i := 0; i < n; i++ {
		c, found := b.pickAny(ok)
		if !found {
			return false
		}
		cl := b.put(c, maze.CellHole)
		cl.Ref = ref
		set.Cells = append(set.Cells, c)
	}
	b.m.HoleSets = append(b.m.HoleSets, set)
	var names []string
	for _, c := range set.Cells {
		names = append(names, b.name(c))
	}
	b.links = append(b.links, fmt.Sprintf("holes %s: %s // a fall leads to the next, the last back to the first", name, strings.Join(names, " -> ")))
	return true
}

// pits places n pits with one exit each (V4, D10). A pit is never stood on,
// so it goes in a dead end, where it cuts nothing off; with chains > 0 the
// exits of the first pits lie next to the next pit, so one fall can lead to
// another. Pits and their exits go only where allowed says (nil: anywhere
// free).
func (b *board) pits(n, chains int, allowed func(maze.Coord) bool) bool {
	if allowed == nil {
		allowed = func(maze.Coord) bool { return true }
	}
	for i := 0; i < n; i++ {
		p, ok := b.pickAny(func(c maze.Coord) bool { return allowed(c) && b.deadEnd(c) && !b.nearKind(c, maze.CellPit) })
		if !ok {
			p, ok = b.pickAny(func(c maze.Coord) bool { return allowed(c) && b.deadEnd(c) })
			if !ok {
				return false
			}
		}
		ref := len(b.m.Pits)
		name := strconv.Itoa(ref + 1)
		b.put(p, maze.CellPit).Ref = ref
		b.m.Pits = append(b.m.Pits, maze.Pit{Name: name, At: p})
	}
	for i := range b.m.Pits {
		p := &b.m.Pits[i]
		var e maze.Coord
		var ok bool
		if i < chains && i+1 < len(b.m.Pits) {
			next := b.m.Pits[i+1].At
			e, ok = b.pickAny(func(c maze.Coord) bool {
				return allowed(c) && c.Floor == next.Floor && adjacent(c, next) && b.linked(c, dirTo(c, next))
			})
		}
		if !ok && len(b.m.Floors) > 1 && i%2 == 0 {
			// «Провалы с уровня на уровень» (V25): every other pit falls
			// to another floor.
			e, ok = b.pickAny(func(c maze.Coord) bool {
				return allowed(c) && c.Floor != p.At.Floor && !b.nearKind(c, maze.CellPitExit)
			})
		}
		if !ok {
			e, ok = b.pickAny(func(c maze.Coord) bool {
				return allowed(c) && !adjacent(c, p.At) && !b.nearKind(c, maze.CellPitExit)
			})
		}
		if !ok {
			return false
		}
		b.put(e, maze.CellPitExit).Ref = i
		p.Exits = []maze.Coord{e}
	}
	return true
}

// nearKind reports whether a neighbour of c is of kind k.
func (b *board) nearKind(c maze.Coord, k maze.CellKind) bool {
	for _, d := range maze.Compass {
		if cl := b.cell(c.Add(d)); cl != nil && cl.Kind == k {
			return true
		}
	}
	return false
}

func adjacent(p, q maze.Coord) bool {
	dr, dc := p.Row-q.Row, p.Col-q.Col
	return p.Floor == q.Floor && dr*dr+dc*dc == 1
}

func dirTo(p, q maze.Coord) maze.Dir {
	for _, d := range maze.Compass {
		if p.Add(d) == q {
			return d
		}
	}
	return maze.None
}

// treasure records a treasure on a free cell.
func (b *board) treasure(c maze.Coord, k maze.TreasureKind) {
	b.used[c] = true
	b.m.Treasures = append(b.m.Treasures, maze.Treasure{Kind: k, At: c})
}

// name is a cell's name as the file writes it: the family's column
// letters, with the floor on several floors.
func (b *board) name(c maze.Coord) string {
	return b.m.NameIn(c, b.alphabet())
}

func (b *board) alphabet() maze.Alphabet {
	switch b.m.Rules.Family {
	case rules.FamilyVMK, rules.FamilyDuel:
		return maze.Cyrillic
	}
	return maze.Latin
}
