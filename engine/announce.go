package engine

import "labyrinth/dsl/maze"

// Indexes of the features event's Info (B23).
const (
	featRubber   = iota // rubber walls (M10)
	featRoom            // rubber rooms (I7)
	featOneWay          // one-way walls (M11)
	featHoleSets        // sets of holes, when more than one (B5)
	featRivers          // rivers, when more than one (M7); their lengths follow
	featLen
)

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
	info := make([]int, featLen)
	for fi := range g.m.Floors {
		if floor >= 0 && fi != floor {
			continue
		}
		f := &g.m.Floors[fi]
		for _, ws := range [][]maze.Wall{f.HWalls, f.VWalls} {
			for _, w := range ws {
				switch w.Kind {
				case maze.WallRubber:
					info[featRubber]++
				case maze.WallOneWay:
					info[featOneWay]++
				}
			}
		}
		for _, c := range f.Cells {
			if c.Kind == maze.CellRubberRoom {
				info[featRoom]++
			}
		}
	}
	for _, hs := range g.m.HoleSets {
		if len(hs.Cells) > 0 && on(hs.Cells[0]) {
			info[featHoleSets]++
		}
	}
	var lens []int
	for _, r := range g.m.Rivers {
		if len(r.Cells) > 0 && on(r.Cells[0]) {
			lens = append(lens, len(r.Cells))
		}
	}
	if info[featHoleSets] < 2 {
		info[featHoleSets] = 0 // one set is told by the count of holes
	}
	if len(lens) > 1 {
		info[featRivers] = len(lens)
		info = append(info, lens...)
	}
	some := false
	for _, n := range info[:featLen] {
		some = some || n > 0
	}
	if !some {
		return Event{}, false
	}
	return Event{Kind: EvFeatures, To: to, Player: NoPlayer, Target: NoPlayer, Round: 1,
		Family: g.o.Family, Info: info}, true
}
