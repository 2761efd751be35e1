package check

import (
	"cmp"
	"fmt"
	"slices"

	"labyrinth/dsl/diag"
	"labyrinth/dsl/maze"
)

func sortCoords(cs []maze.Coord) {
	slices.SortFunc(cs, func(p, q maze.Coord) int {
		return cmp.Or(cmp.Compare(p.Floor, q.Floor), cmp.Compare(p.Row, q.Row), cmp.Compare(p.Col, q.Col))
	})
}

// chebyshev is the distance counting diagonal steps as one; -1 across
// floors.
func chebyshev(p, q maze.Coord) int {
	if p.Floor != q.Floor {
		return -1
	}
	return max(abs(p.Row-q.Row), abs(p.Col-q.Col))
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// reach of a trap cell: a cabbage hits at distance 1 from its epicentre
// (S6); other traps only on their own cells.
func trapReach(k maze.RegionKind) int {
	if k == maze.RegionCabbage {
		return 1
	}
	return 0
}

// stalker checks the ball (S1), the entrances and their trap-free 3×3
// areas (S2), traps that touch each other or the ball, and a passage from
// every entrance to the ball (S7).
func (a *analysis) stalker() {
	balls, entrances := a.stalkerCells()
	a.entranceTraps(entrances)
	a.trapsTouch()
	for _, r := range a.m.Regions {
		for _, b := range balls {
			a.trapNearBall(r, b)
		}
	}
	if len(balls) == 1 && a.g != nil {
		a.passagesToBall(balls[0], entrances)
	}
}

// stalkerCells returns the balls and the entrances (the institute among
// them, sorted), and reports a zone without exactly one of each (S1, S2).
func (a *analysis) stalkerCells() (balls, entrances []maze.Coord) {
	balls = a.cellsOf(maze.CellBall)
	if len(balls) != 1 {
		a.add(Finding{Severity: diag.Error, Code: "S1-ball", At: Place{Cell: at(balls)}, Region: balls,
			Summary: fmt.Sprintf("the zone has %d golden balls; there is exactly one", len(balls)),
			Detail:  "the goal is the golden ball (S1)",
			Hint:    "draw exactly one ball $"})
	}
	insts := a.cellsOf(maze.CellInstitute)
	entrances = append(a.cellsOf(maze.CellEntrance), insts...)
	sortCoords(entrances)
	if len(insts) != 1 {
		a.add(Finding{Severity: diag.Error, Code: "S2-institute", At: Place{Cell: at(insts)}, Region: insts,
			Summary: fmt.Sprintf("the zone has %d institute entrances; one entrance is the institute", len(insts)),
			Detail:  "entrances, for example at the corners; one of them is the «институт» (S2)",
			Hint:    "mark exactly one entrance as the institute !"})
	}
	return balls, entrances
}

// entranceTraps reports traps within the 3×3 area around an entrance, a
// cabbage's field included (S2).
func (a *analysis) entranceTraps(entrances []maze.Coord) {
	for _, e := range entrances {
		var hit []maze.Coord
		var rel []Related
		for _, r := range a.m.Regions {
			for _, c := range r.Cells {
				if d := chebyshev(c, e); d >= 0 && d <= 1+trapReach(r.Kind) {
					hit = append(hit, c)
					rel = append(rel, Related{Place: Place{Cell: c}, Message: fmt.Sprintf("%s %s is here", r.Kind, r.Name)})
				}
			}
		}
		if len(hit) > 0 {
			a.add(Finding{Severity: diag.Error, Code: "S2-entrance-traps", At: Place{Cell: e}, Region: hit, Related: rel,
				Summary: fmt.Sprintf("the entrance at %s has a trap in the 3×3 area around it", a.name(e)),
				Detail:  "each entrance has a 3×3 area free of traps around it (S2)",
				Hint:    "move the trap away from the entrance"})
		}
	}
}

// touchPasses are the two ways traps touch: along a side is an error;
// only at a corner is a warning: the source text says «примыкать», and a corner
// leaves no passage for a stalker who cannot move diagonally either way.
// The passes run in this order, so that a pair touching both ways is
// reported once, as an error.
var touchPasses = []struct {
	sev  diag.Severity
	how  string
	near func(dr, dc int) bool
}{
	{diag.Error, "along a side", func(dr, dc int) bool { return dr*dr+dc*dc == 1 }},
	{diag.Warning, "at a corner", func(dr, dc int) bool { return dr != 0 && dc != 0 }},
}

// trapsTouch reports traps that touch each other, once a pair (S7: a
// cabbage's field may touch a neighbour, so only trap cells count).
func (a *analysis) trapsTouch() {
	m := a.m
	owner := map[maze.Coord]int{}
	for ri, r := range m.Regions {
		for _, c := range r.Cells {
			if _, ok := owner[c]; !ok {
				owner[c] = ri
			}
		}
	}
	reported := map[[2]int]bool{}
	for _, pass := range touchPasses {
		for ri, r := range m.Regions {
			for _, c := range r.Cells {
				for _, n := range neighbours8(c, pass.near) {
					oi, ok := owner[n]
					key := [2]int{min(ri, oi), max(ri, oi)}
					if !ok || oi == ri || reported[key] {
						continue
					}
					reported[key] = true
					o := m.Regions[oi]
					a.add(Finding{Severity: pass.sev, Code: "S7-traps-touch", At: Place{Cell: c},
						Region:  append(slices.Clone(r.Cells), o.Cells...),
						Related: []Related{{Place: Place{Cell: n}, Message: fmt.Sprintf("%s %s is here", o.Kind, o.Name)}},
						Summary: fmt.Sprintf("%s %s at %s touches %s %s at %s %s", r.Kind, r.Name, a.name(c), o.Kind, o.Name, a.name(n), pass.how),
						Detail:  "traps may not adjoin each other; only a cabbage's field may touch a neighbour (S7)",
						Hint:    "keep a free cell between traps"})
				}
			}
		}
	}
}

// neighbours8 returns the cells round c on its floor, of the eight, whose
// offset near accepts, row by row.
func neighbours8(c maze.Coord, near func(dr, dc int) bool) []maze.Coord {
	var ns []maze.Coord
	for dr := -1; dr <= 1; dr++ {
		for dc := -1; dc <= 1; dc++ {
			if near(dr, dc) {
				ns = append(ns, maze.Coord{Floor: c.Floor, Row: c.Row + dr, Col: c.Col + dc})
			}
		}
	}
	return ns
}

// trapNearBall reports a trap that touches the ball b, the cells its
// cabbage field hits included (S7): along a side an error, only at a
// corner a warning.
func (a *analysis) trapNearBall(r maze.Region, b maze.Coord) {
	sev, at := diag.Severity(0), maze.Coord{}
	reach := trapReach(r.Kind)
	for _, c := range r.Cells {
		if c.Floor != b.Floor {
			continue
		}
		dr, dc := abs(c.Row-b.Row), abs(c.Col-b.Col)
		switch {
		case max(dr, dc) <= reach || (max(dr, dc) == reach+1 && min(dr, dc) <= reach):
			sev, at = diag.Error, c
		case max(dr, dc) == reach+1 && sev == 0:
			sev, at = diag.Warning, c
		}
	}
	if sev == 0 {
		return
	}
	how := "along a side"
	if sev == diag.Warning {
		how = "at a corner"
	}
	a.add(Finding{Severity: sev, Code: "S7-trap-ball", At: Place{Cell: at}, Region: r.Cells,
		Related: []Related{{Place: Place{Cell: b}, Message: "the ball is here"}},
		Summary: fmt.Sprintf("%s %s at %s touches the golden ball at %s %s", r.Kind, r.Name, a.name(at), a.name(b), how),
		Detail:  "traps may not adjoin the ball; a cabbage's field counts (S7)",
		Hint:    "move the trap away from the ball"})
}

// passagesToBall reports every entrance with no passage to the ball that
// steps on no trap and through no cabbage's field (S7).
func (a *analysis) passagesToBall(ball maze.Coord, entrances []maze.Coord) {
	g := a.g
	blocked := a.trapCells()
	goal := g.node(ball)
	blocked[goal] = false
	for _, e := range entrances {
		if g.passage(g.node(e), goal, blocked) {
			continue
		}
		a.add(Finding{Severity: diag.Error, Code: "S7-no-passage", At: Place{Cell: e},
			Related: []Related{{Place: Place{Cell: ball}, Message: "the ball is here"}},
			Summary: fmt.Sprintf("no trap-free passage leads from the entrance at %s to the ball at %s", a.name(e), a.name(ball)),
			Detail:  "there must be passages to the ball (S7)",
			Hint:    "clear a way between the traps"})
	}
}

// trapCells marks the nodes a trap hits: its own cells and a cabbage's
// field.
func (a *analysis) trapCells() []bool {
	g := a.g
	blocked := make([]bool, len(g.start)-1)
	for _, r := range a.m.Regions {
		reach := trapReach(r.Kind)
		for _, c := range r.Cells {
			for dr := -reach; dr <= reach; dr++ {
				for dc := -reach; dc <= reach; dc++ {
					if v := g.node(maze.Coord{Floor: c.Floor, Row: c.Row + dr, Col: c.Col + dc}); v >= 0 {
						blocked[v] = true
					}
				}
			}
		}
	}
	return blocked
}

// passage reports whether a breadth-first walk from src over cells that
// are not blocked reaches goal.
func (g *graph) passage(src, goal int32, blocked []bool) bool {
	seen := make([]bool, g.cells)
	queue := []int32{src}
	seen[src] = true
	for len(queue) > 0 {
		u := queue[0]
		queue = queue[1:]
		for _, w := range g.edges(u) {
			if w < 0 || w >= g.cells || seen[w] || blocked[w] {
				continue
			}
			if w == goal {
				return true
			}
			seen[w] = true
			queue = append(queue, w)
		}
	}
	return false
}
