package engine

import "labyrinth/dsl/maze"

// features is the part of the opening announcement that names the maze's
// special features (B23: «сообщает о размере лабиринта, количестве дырок,
// длине реки, наличии особенностей (резиновые стены, несколько множеств
// дырок)»): rubber walls and rooms, one-way walls, several hole sets,
// several rivers and the length of each. floor < 0 is the whole maze. It
// reports false when the rules do not tell them or there is nothing to tell.
func (g *Game) features(floor int, to Audience) (Event, bool) {
	if !g.o.TellFeatures {
		return Event{}, false
	}
	on := func(c maze.Coord) bool { return floor < 0 || c.Floor == floor }
	var fs Features
	for fi := range g.m.Floors {
		if floor >= 0 && fi != floor {
			continue
		}
		f := &g.m.Floors[fi]
		for _, ws := range [][]maze.Wall{f.HWalls, f.VWalls} {
			for _, w := range ws {
				switch w.Kind {
				case maze.WallRubber:
					fs.Rubber++
				case maze.WallOneWay:
					fs.OneWay++
				}
			}
		}
		for _, c := range f.Cells {
			if c.Kind == maze.CellRubberRoom {
				fs.Rooms++
			}
		}
	}
	for _, hs := range g.m.HoleSets {
		if len(hs.Cells) > 0 && on(hs.Cells[0]) {
			fs.HoleSets++
		}
	}
	for _, r := range g.m.Rivers {
		if len(r.Cells) > 0 && on(r.Cells[0]) {
			fs.Rivers = append(fs.Rivers, len(r.Cells))
		}
	}
	if fs.HoleSets < 2 {
		fs.HoleSets = 0 // one set is told by the count of holes
	}
	if len(fs.Rivers) < 2 {
		fs.Rivers = nil // one river is told by its length in the announcement
	}
	if fs.Rubber == 0 && fs.Rooms == 0 && fs.OneWay == 0 && fs.HoleSets == 0 && fs.Rivers == nil {
		return Event{}, false
	}
	return Event{To: to, Player: NoPlayer, Target: NoPlayer, Round: 1, Family: g.o.Family, Payload: fs}, true
}
