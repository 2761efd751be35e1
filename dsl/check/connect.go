package check

import (
	"fmt"
	"slices"
	"strings"

	"labyrinth/dsl/diag"
	"labyrinth/dsl/maze"
	"labyrinth/dsl/move"
	"labyrinth/dsl/rules"
)

// maxRegions caps the sealed regions reported one by one: a maze drawn
// with a wrong wall glyph can seal thousands of cells.
const maxRegions = 50

// maxPath caps the cells of a witness path.
const maxPath = 60

// Region classes of cells outside the main component.
const (
	classNone uint8 = iota
	classUnreachable
	classTrapped
	classOneWay
)

// tables checks the cells the maze's tables point at: treasures and starts
// stand on cells a player can stand on (B3, B6), pit exits lie inside the
// maze (V4), hole sets have more than one hole (B5, I9).
func (a *analysis) tables() {
	m := a.m
	bad := func(c maze.Coord) bool {
		cl := m.CellAt(c)
		return cl == nil || !cl.Kind.Passable()
	}
	for _, t := range m.Treasures {
		if bad(t.At) {
			a.add(Finding{Severity: diag.Error, Code: "B3-object-cell", At: Place{Cell: t.At},
				Summary: fmt.Sprintf("treasure at %s stands on a cell no player can reach", a.name(t.At)),
				Detail:  "a treasure lies on an empty cell (B3); this cell is a monolith, outside the maze or off the floor",
				Hint:    "move the treasure to a cell a player can stand on"})
		}
	}
	for _, s := range m.Starts {
		if bad(s.At) {
			a.add(Finding{Severity: diag.Error, Code: "B3-object-cell", At: Place{Cell: s.At},
				Summary: fmt.Sprintf("start cell %s is a cell no player can stand on", a.name(s.At)),
				Detail:  "a start cell (B6, D3) must be a cell a player can stand on",
				Hint:    "move the start to a passable cell"})
		}
	}
	for _, p := range m.Pits {
		for _, e := range p.Exits {
			if bad(e) {
				a.add(Finding{Severity: diag.Error, Code: "V4-pit-exit", At: Place{Cell: e},
					Related: []Related{{Place: Place{Cell: p.At}, Message: "pit " + p.Name + " is here"}},
					Summary: fmt.Sprintf("pit %s drops a player at %s, which is not a cell of the maze", p.Name, a.name(e)),
					Detail:  "the only thing a pit guarantees is that its exit is inside the maze (V4)",
					Hint:    "put the exit on a passable cell"})
			}
		}
	}
	for _, hs := range m.HoleSets {
		if len(hs.Cells) == 1 {
			a.add(Finding{Severity: diag.Warning, Code: "B5-single-hole", At: Place{Cell: hs.Cells[0]},
				Summary: fmt.Sprintf("hole set %s has one hole, at %s: it leads to itself", hs.Name, a.name(hs.Cells[0])),
				Detail:  "a hole moves the player to the next hole of its set (B5); a set of one is a fake hole (I9)",
				Hint:    "add holes to the set, or draw a fake hole"})
		}
	}
}

// connectivity checks that every cell a player can stand on reaches every
// other and an exit without grenades (B17, C4, D14), and that no pit, hole
// or one-way wall leads into a region with no way back (D14).
func (a *analysis) connectivity() {
	g := buildGraph(a.m)
	a.g = g
	exits := g.out >= 0
	anyOut := exits && a.checkAnyExit()
	comp, ncomp := g.scc()
	a.comp = comp
	if !a.pickMain(ncomp) {
		return // nothing to stand on
	}
	a.walkFromMain(exits, anyOut)
	a.findRoots(exits)
	if !a.mainOut {
		a.reportExitUnreachable()
	}
	class, any := a.classify()
	if !any {
		return
	}
	if a.m.Rules.JumpSit > 0 {
		// V12: regions that a jump over a wall joins to the rest are
		// reported as such, not as errors.
		gj := buildGraphJumps(a.m, true)
		a.jfwd = gj.reach([]int32{a.rep}, false)
		a.jbwd = gj.reach([]int32{a.rep}, true)
		a.jumpLand = gj.landable
	}
	a.reportSealed(class)
}

// checkAnyExit reports whether some cell leads outside, and adds B4-no-exit
// when none does.
func (a *analysis) checkAnyExit() bool {
	g := a.g
	if slices.Contains(g.exitOut, true) {
		return true
	}
	f := Finding{Severity: diag.Error, Code: "B4-no-exit", At: Place{Cell: maze.Coord{}, Side: maze.North},
		Summary: "the maze has no exit: the outer wall has no gap a player can leave by",
		Detail:  "an outer wall runs round the maze with at least one gap, the exit (B4); the school's ring of monoliths has one exit cell (C2)",
		Hint:    "open a gap in the outer wall, or draw an exit cell E in the monolith ring"}
	if len(g.entrances) > 0 {
		f.Summary = "the maze has no exit: every gap in the outer wall lets players in only"
		f.At = Place{Cell: g.coord(g.entrances[0])}
	}
	a.add(f)
	return false
}

// pickMain chooses the main component, the one with the most cells a
// player can stand on (preferring one that reaches an exit once toOut is
// known), and a node of it. It reports false when no cell can be stood on.
func (a *analysis) pickMain(ncomp int32) bool {
	g, comp := a.g, a.comp
	count := make([]int32, ncomp)
	for v := int32(0); v < g.cells; v++ {
		if g.landable[v] {
			count[comp[v]]++
		}
	}
	a.pick(count)
	if a.rep < 0 {
		// Nothing is ever landed on: every cell is sealed off alone. Let
		// players stand anywhere but on a pit or a crossing, so that the
		// cells are reported.
		for v := int32(0); v < g.cells; v++ {
			if k := g.cell(v).Kind; k.Passable() && g.flags[v]&flagPit == 0 && k != maze.CellCrossing {
				g.landable[v] = true
				count[comp[v]]++
			}
		}
		a.pick(count)
	}
	a.count = count
	return a.rep >= 0
}

// pick sets the main component and its representative from the count of
// landable cells of every component.
func (a *analysis) pick(count []int32) {
	g := a.g
	a.main, a.rep = -1, -1
	best := int32(-1 << 31)
	for v := int32(0); v < g.cells; v++ {
		if !g.landable[v] {
			continue
		}
		c := a.comp[v]
		score := count[c]
		if a.toOut != nil && !a.toOut[v] {
			score -= g.cells + 1 // prefer a component that reaches an exit
		}
		if score > best {
			best, a.main, a.rep = score, c, v
		}
	}
}

// walkFromMain decides whether the main component reaches an exit and,
// when some landable cell lies outside it, what reaches it and what it
// reaches. Most mazes are one component that holds an exit: then nothing
// needs to be walked.
func (a *analysis) walkFromMain(exits, anyOut bool) {
	g, comp := a.g, a.comp
	a.mainOut = !exits || !anyOut || comp[g.out] == a.main
	for v := int32(0); v < g.cells && !a.mainOut; v++ {
		a.mainOut = g.exitOut[v] && comp[v] == a.main
	}
	if !a.mainOut {
		a.toOut = g.reach([]int32{g.out}, true)
		a.pick(a.count)
		a.mainOut = a.toOut[a.rep]
	}
	clean := true
	for v := int32(0); v < g.cells && clean; v++ {
		clean = !g.landable[v] || comp[v] == a.main
	}
	if !clean {
		a.fwd = g.reach([]int32{a.rep}, false)
		a.bwd = g.reach([]int32{a.rep}, true)
		if exits && anyOut && a.toOut == nil {
			a.toOut = g.reach([]int32{g.out}, true)
		}
	}
}

// findRoots sets where witness paths start: the start cells, else the
// entrances of the main component, else (Stalker, S2) the zone's
// entrances, else the main component's representative.
func (a *analysis) findRoots(exits bool) {
	g, comp := a.g, a.comp
	for _, s := range a.m.Starts {
		if v := g.node(s.At); v >= 0 && g.landable[v] {
			a.roots = append(a.roots, v)
		}
	}
	if len(a.roots) == 0 {
		for _, v := range g.entrances {
			if comp[v] == a.main {
				a.roots = append(a.roots, v)
			}
		}
	}
	if len(a.roots) == 0 && !exits {
		for v := int32(0); v < g.cells; v++ {
			if k := g.cell(v).Kind; (k == maze.CellEntrance || k == maze.CellInstitute) && comp[v] == a.main {
				a.roots = append(a.roots, v)
			}
		}
	}
	if len(a.roots) == 0 {
		a.roots = []int32{a.rep}
	}
}

// reportExitUnreachable adds B4-exit-unreachable, pointing at up to eight
// exits.
func (a *analysis) reportExitUnreachable() {
	g := a.g
	var rel []Related
	for v := int32(0); v < g.cells && len(rel) < 8; v++ {
		if g.exitOut[v] {
			rel = append(rel, Related{Place: Place{Cell: g.coord(v)}, Message: "an exit is here"})
		}
	}
	a.add(Finding{Severity: diag.Error, Code: "B4-exit-unreachable", At: Place{Cell: g.coord(a.rep)}, Related: rel,
		Summary: fmt.Sprintf("no exit can be reached from %s and the part of the maze around it", a.name(g.coord(a.rep))),
		Detail:  "the maze must be left without grenades (B4, D14)",
		Hint:    "open a way from the main part of the maze to an exit"})
}

// classify sorts the passable cells outside the main component into
// unreachable, one-way and trapped ones; any reports whether there is one.
func (a *analysis) classify() (class []uint8, any bool) {
	g := a.g
	class = make([]uint8, g.cells)
	for v := int32(0); v < g.cells; v++ {
		if a.comp[v] == a.main || !g.cell(v).Kind.Passable() {
			continue
		}
		switch {
		case g.landable[v] && !a.reached(v):
			class[v] = classUnreachable
		case g.landable[v] && a.toOut != nil && a.toOut[v]:
			class[v] = classOneWay
		case g.landable[v]:
			class[v] = classTrapped
		case !a.entered(v):
			class[v] = classUnreachable
		}
		if class[v] != classNone {
			any = true
		}
	}
	return class, any
}

// reportSealed reports each region of classified cells, the first
// maxRegions one by one and the rest in one summary finding.
func (a *analysis) reportSealed(class []uint8) {
	g := a.g
	sev := diag.Error
	if a.m.Rules.Family == rules.FamilyStalker {
		sev = diag.Warning // the zone need not be walkable everywhere, only to the ball (S7)
	}
	seen := make([]bool, g.cells)
	reported, more, moreCells := 0, 0, 0
	var firstMore maze.Coord
	for v := int32(0); v < g.cells; v++ {
		if class[v] == classNone || seen[v] {
			continue
		}
		region := a.region(v, class, seen)
		if reported == maxRegions {
			if more == 0 {
				firstMore = g.coord(region[0])
			}
			more++
			moreCells += len(region)
			continue
		}
		reported++
		a.sealed(region, class[v], sev)
	}
	if more > 0 {
		a.add(Finding{Severity: sev, Code: "B17-unreachable", At: Place{Cell: firstMore},
			Summary: fmt.Sprintf("and %d more sealed regions (%d cells), the first at %s", more, moreCells, a.name(firstMore)),
			Detail:  fmt.Sprintf("only the first %d sealed regions are reported one by one", maxRegions),
			Hint:    "fix the regions above and check again"})
	}
}

// reached reports whether node u can be reached from the main component.
func (a *analysis) reached(u int32) bool {
	if a.fwd != nil {
		return a.fwd[u]
	}
	if u == a.g.out {
		return a.g.out >= 0 && a.mainOut
	}
	return a.g.landable[u] && a.comp[u] == a.main
}

// leaves reports whether a player on node u can leave the maze; true when
// the maze has no exits to reach by its rules (or none at all, reported as
// B4-no-exit).
func (a *analysis) leaves(u int32) bool {
	if a.toOut != nil {
		return a.toOut[u]
	}
	return a.g.out < 0 || !a.mainOut || a.reached(u)
}

// entered reports whether a player who can reach the main component can
// step into cell v, as package move resolves the step (a steep bank, I6,
// or a crossing with no way on lets nobody in): pits, crossings and river
// cells that a drift skips are passed through, never stood on.
func (a *analysis) entered(v int32) bool {
	g := a.g
	co := g.coord(v)
	for _, d := range maze.Compass {
		n := co.Add(d)
		if s := g.mv.Step(n, d.Opposite()); s.Stop != move.Moved || s.To != co {
			continue
		}
		nc := a.m.CellAt(n)
		if nc == nil {
			if g.out >= 0 && reentry(&a.m.Rules) && a.reached(g.out) {
				return true
			}
			continue
		}
		if nc.Kind == maze.CellRubberRoom && nc.Dir != d.Opposite() {
			continue // I7: left only through its exit side
		}
		if nc.Kind.Passable() && a.reached(g.node(n)) {
			return true
		}
	}
	return false
}

// sealedBy says what stops a step from the cell c in d into a sealed
// region: the wall, or what package move finds beyond an open one.
func (a *analysis) sealedBy(c maze.Coord, d maze.Dir) string {
	switch a.g.mv.Step(c, d).Stop {
	case move.Steep:
		return "a steep bank seals it off here (I6)"
	case move.DeadEnd:
		return "a crossing with no way on seals it off here (C15)"
	case move.Monolith:
		return "a monolith seals it off here (C2)"
	case move.Magnet:
		return "the magnet seals it off here (C15)"
	case move.Void:
		return "rock seals it off here (T5)"
	case move.Moved:
		// No wall: the player does not get to take the step. He is
		// carried on from this cell, or a rubber room lets him out only
		// on its exit side.
		if from := a.m.CellAt(c); from != nil {
			switch from.Kind {
			case maze.CellRiver:
				return "no wall here, but the river carries a player on before he can step across"
			case maze.CellPit, maze.CellHole:
				return "no wall here, but a player falls on from this cell before he can step across"
			case maze.CellRubberRoom:
				if from.Dir != d {
					return "no wall here, but the rubber room is left only through its exit side (I7)"
				}
			}
		}
		return "no wall here, but no move by the rules leads across"
	}
	if k := a.m.WallAt(c, d).Kind; k != maze.WallNone {
		return fmt.Sprintf("a %s wall seals it off here", k)
	}
	return "no move by the rules leads across here"
}

// region collects the cells of one class connected to v by moves, falls
// or open edges, marking them seen; the result is in node order.
func (a *analysis) region(v int32, class []uint8, seen []bool) []int32 {
	g := a.g
	g.reverse()
	want := class[v]
	out := []int32{v}
	seen[v] = true
	for i := 0; i < len(out); i++ {
		u := out[i]
		try := func(w int32) {
			if w >= 0 && w < g.cells && !seen[w] && class[w] == want {
				seen[w] = true
				out = append(out, w)
			}
		}
		for _, w := range g.edges(u) {
			try(w)
		}
		for _, w := range g.radj[g.rstart[u]:g.rstart[u+1]] {
			try(w)
		}
		co := g.coord(u)
		f := &a.m.Floors[co.Floor]
		for _, d := range maze.Compass {
			n := co.Add(d)
			if !f.In(n.Row, n.Col) {
				continue
			}
			w := f.Side(co.Row, co.Col, d)
			if w.Kind == maze.WallNone || w.Kind == maze.WallOneWay {
				try(g.node(n))
			}
		}
	}
	slices.Sort(out)
	return out
}

// pathTo returns a shortest witness path from the roots to the nearest node
// of the set, or nil.
func (a *analysis) pathTo(set []int32) []maze.Coord {
	g := a.g
	a.pathNote = ""
	if a.paths == nil {
		a.paths = map[int32][]int32{}
		a.depth = map[int32][]int32{}
	}
	for _, key := range []int32{-1, a.rep} {
		parent, ok := a.paths[key]
		if !ok {
			src := a.roots
			if key >= 0 {
				src = []int32{key}
			}
			var depth []int32
			parent, depth = g.bfs(src)
			a.paths[key] = parent
			a.depth[key] = depth
		}
		// The nearest node of the set.
		depth := a.depth[key]
		best := int32(-1)
		for _, v := range set {
			if parent[v] != -2 && (best < 0 || depth[v] < depth[best]) {
				best = v
			}
		}
		if best < 0 {
			continue
		}
		var nodes []int32
		for u := best; u >= 0; u = parent[u] {
			nodes = append(nodes, u)
		}
		slices.Reverse(nodes)
		var path []maze.Coord
		for i, u := range nodes {
			if u == g.out {
				continue
			}
			if i > 0 && nodes[i-1] != g.out {
				if via, ok := a.via(nodes[i-1], u); ok {
					path = append(path, via)
				}
			}
			path = append(path, g.coord(u))
		}
		if len(path) > maxPath {
			// A witness across a huge maze is kept to its last steps, so
			// that the map excerpt drawn for it stays readable.
			a.pathNote = fmt.Sprintf("; the path shows the last %d of %d cells of the way in from %s", maxPath, len(path), a.name(path[0]))
			path = path[len(path)-maxPath:]
		}
		return path
	}
	return nil
}

func (a *analysis) coords(nodes []int32) []maze.Coord {
	out := make([]maze.Coord, len(nodes))
	for i, v := range nodes {
		out[i] = a.g.coord(v)
	}
	return out
}

func adjacent(p, q maze.Coord) bool {
	if p.Floor != q.Floor {
		return false
	}
	dr, dc := p.Row-q.Row, p.Col-q.Col
	return dr*dr+dc*dc == 1
}

// sealed reports one region outside the main component.
func (a *analysis) sealed(region []int32, class uint8, sev diag.Severity) {
	g, m := a.g, a.m
	cells := a.coords(region)
	first := cells[0]
	in := make(map[int32]bool, len(region))
	for _, v := range region {
		in[v] = true
	}
	// Pits and holes that drop players into the region.
	var rel []Related
	falls := 0
	for _, p := range m.Pits {
		for _, e := range p.Exits {
			if v := g.node(e); v >= 0 && in[v] && !in[g.node(p.At)] {
				rel = append(rel, Related{Place: Place{Cell: p.At}, Message: fmt.Sprintf("pit %s drops a player at %s", p.Name, a.name(e))})
				falls++
			}
		}
	}
	for _, hs := range m.HoleSets {
		for i, c := range hs.Cells {
			nx := hs.Cells[(i+1)%len(hs.Cells)]
			if v := g.node(nx); v >= 0 && in[v] && !in[g.node(c)] {
				rel = append(rel, Related{Place: Place{Cell: c}, Message: fmt.Sprintf("hole %d of set %s leads to %s", i+1, hs.Name, a.name(nx))})
				falls++
			}
		}
	}
	size := fmt.Sprintf("%d cells", len(cells))
	if len(cells) == 1 {
		size = "1 cell"
	}
	if a.jumpJoined(region) {
		a.jumpOnly(region, cells, class, rel)
		return
	}
	switch class {
	case classUnreachable:
		if a.sealedTold == nil {
			a.sealedTold = map[maze.Coord]bool{}
		}
		for _, c := range cells {
			a.sealedTold[c] = true
		}
		if t := a.carriedIn(cells); t != "" {
			size += ", " + t + " among them"
		}
		f := Finding{Severity: sev, Code: "B17-unreachable", At: Place{Cell: first}, Region: cells,
			Summary: fmt.Sprintf("%s cannot be reached without grenades (%s)", a.regionName(cells), size),
			Detail:  "any cell must be reachable from any other without blowing walls (B17, C4, D14)",
			Hint:    "open a wall between this region and the rest of the maze, or lead a pit, a hole or stairs into it"}
		if a.bwd != nil && a.bwd[region[0]] {
			f.Detail += "; players inside can get out, but nobody can get in"
		}
		// The witness: the way to the nearest reachable cell beside the
		// region, and the wall that seals it there.
		if path := a.pathTo(a.border(region)); len(path) > 0 {
			last := path[len(path)-1]
			for _, c := range cells {
				if adjacent(last, c) {
					d := dirOf(last, c)
					// The path stops short of the wall: it is the way
					// to the wall, not through it.
					f.Path = path
					f.Detail += a.pathNote
					f.Related = append(f.Related, Related{Place: Place{Cell: last, Side: d},
						Message: a.sealedBy(last, d)})
					break
				}
			}
		}
		a.add(f)
	case classTrapped, classOneWay:
		path := a.pathTo(region)
		note := a.pathNote
		code, what := "D14-trap", "a player who gets in"
		if len(path) >= 2 && falls > 0 && (!adjacent(path[len(path)-1], path[len(path)-2]) ||
			g.flags[g.node(path[len(path)-2])]&(flagPit|flagHole) != 0) {
			code, what = "D14-pit-trap", "a player dropped in"
		}
		f := Finding{Severity: sev, Code: code, At: Place{Cell: first}, Region: cells, Path: path, Related: rel,
			Summary: fmt.Sprintf("%s %s a trap: %s cannot get back to the rest of the maze without grenades (%s)", a.regionName(cells), isAre(cells), what, size),
			Detail:  "no pit, hole, river or one-way wall may lead into an area that cannot be left without grenades (D14, B17)",
			Hint:    "open a way back out of this region, or move the pit exit or hole that leads in"}
		if class == classOneWay {
			f.Code = "B17-no-return"
			f.Summary = fmt.Sprintf("%s can be left only through the outer wall: %s cannot get back to the rest of the maze (%s)", a.regionName(cells), what, size)
			f.Detail = "any cell must reach any other without blowing walls (B17), and the rules do not let a player who stepped out come back in elsewhere (D15, B15)"
		}
		if len(path) > 0 {
			f.Related = append(f.Related, Related{Place: Place{Cell: path[len(path)-1]}, Message: "the way in ends here"})
		}
		f.Detail += note
		a.add(f)
	}
}

// jumpJoined reports whether jumps over walls (V12) join every cell of a
// region a player can stand on to the main component, both ways.
func (a *analysis) jumpJoined(region []int32) bool {
	if a.jfwd == nil {
		return false
	}
	for _, v := range region {
		if a.jumpLand[v] {
			if !a.jfwd[v] || !a.jbwd[v] {
				return false
			}
			continue
		}
		// A cell passed through (a pit, a crossing): a player steps or
		// jumps into it from a neighbour.
		co := a.g.coord(v)
		in := false
		for _, d := range maze.Compass {
			if u := a.g.node(co.Add(d)); u >= 0 && a.jfwd[u] && a.jumpLand[u] && a.g.cell(u).Kind.Passable() {
				in = true
				break
			}
		}
		if !in {
			return false
		}
	}
	return true
}

// jumpOk reports whether node v is reached from the main component and
// gets back to it when players may jump over walls (V12).
func (a *analysis) jumpOk(v int32) bool {
	return a.jfwd != nil && a.jfwd[v] && a.jbwd[v] && a.jumpLand[v]
}

// jumpOnly reports a region that only jumps over walls join to the rest of
// the maze (V12, V13): a note under the ВМиК rules, whose source text walls cells
// in on purpose; a warning in the families whose design rules speak of
// walking the maze (B17, C4, D14).
func (a *analysis) jumpOnly(region []int32, cells []maze.Coord, class uint8, falls []Related) {
	m := a.m
	first := cells[0]
	sev := diag.Note
	if m.Rules.Family != rules.FamilyVMK {
		sev = diag.Warning
	}
	detail := fmt.Sprintf("players sit %d turns, then jump over one wall (V12)", m.Rules.JumpSit)
	if len(cells) == 1 && a.walledIn(first) {
		for _, t := range m.Treasures {
			if t.At == first {
				a.add(Finding{Severity: diag.Note, Code: "V13-walled-treasure", At: Place{Cell: first}, Region: cells,
					Summary: fmt.Sprintf("the treasure at %s is walled in on four sides: it is reached and left by jumping", a.name(first)),
					Detail:  fmt.Sprintf("players sit %d turns and jump over a wall (V12, V13)", m.Rules.JumpSit)})
				return
			}
		}
	}
	size := fmt.Sprintf("%d cells", len(cells))
	if len(cells) == 1 {
		size = "1 cell"
	}
	f := Finding{Severity: sev, Code: "V12-jump-only", At: Place{Cell: first}, Region: cells,
		Hint: "open a wall if players should walk in and out; leave it if the jump is meant"}
	if class == classUnreachable {
		f.Summary = fmt.Sprintf("%s can be reached only by jumping over a wall (%s)", a.regionName(cells), size)
		// The witness: the way to the nearest reachable cell beside the
		// region, and the wall to jump there.
		if path := a.pathTo(a.border(region)); len(path) > 0 {
			last := path[len(path)-1]
			for _, c := range cells {
				if adjacent(last, c) {
					d := dirOf(last, c)
					f.Path = append(path, c) // the last step is the jump
					detail += a.pathNote
					f.Related = append(f.Related, Related{Place: Place{Cell: last, Side: d}, Message: "jump over this wall"})
					break
				}
			}
		}
	} else {
		f.Summary = fmt.Sprintf("%s can be left only by jumping over a wall: a player who gets in sits %d turns to get out (%s)", a.regionName(cells), m.Rules.JumpSit, size)
		f.Path = a.pathTo(region)
		f.Related = falls
		detail += a.pathNote
		if len(f.Path) > 0 {
			f.Related = append(f.Related, Related{Place: Place{Cell: f.Path[len(f.Path)-1]}, Message: "the way in ends here"})
		}
	}
	f.Detail = detail
	a.add(f)
}

// walledIn reports whether all four sides of c stop a player, in or out.
func (a *analysis) walledIn(c maze.Coord) bool {
	for _, d := range maze.Compass {
		w := a.m.WallAt(c, d)
		if !w.Blocks(d) || !w.Blocks(d.Opposite()) {
			return false
		}
	}
	return true
}

// regionName names a region by its cells: "cell C7", "cells C7, D7",
// "the region in C7–E9" (its bounding box).
func (a *analysis) regionName(cells []maze.Coord) string {
	switch len(cells) {
	case 1:
		return "cell " + a.name(cells[0])
	case 2, 3:
		names := make([]string, len(cells))
		for i, c := range cells {
			names[i] = a.name(c)
		}
		return "cells " + strings.Join(names, ", ")
	}
	// One span per floor, in floor order: a region that runs over stairs
	// or falls is named on each floor it has cells on.
	var spans []string
	for fl := range a.m.Floors {
		var lo, hi maze.Coord
		n := 0
		for _, c := range cells {
			if c.Floor != fl {
				continue
			}
			if n == 0 {
				lo, hi = c, c
			}
			n++
			lo.Row, lo.Col = min(lo.Row, c.Row), min(lo.Col, c.Col)
			hi.Row, hi.Col = max(hi.Row, c.Row), max(hi.Col, c.Col)
		}
		switch {
		case n == 1:
			spans = append(spans, a.name(lo))
		case n > 1:
			spans = append(spans, a.name(lo)+"–"+hi.Name(a.alpha))
		}
	}
	return "the region in " + strings.Join(spans, " and ")
}

// isAre is the verb that agrees with regionName's subject: "cell A1 is",
// "cells A1, B1 are", "the region … is".
func isAre(cells []maze.Coord) string {
	if len(cells) == 2 || len(cells) == 3 {
		return "are"
	}
	return "is"
}

// via returns the cell a player steps into on the way from u to v when v is
// not that cell: the pit, hole or river cell that moved the player on.
func (a *analysis) via(u, v int32) (maze.Coord, bool) {
	g := a.g
	co := g.coord(u)
	var buf [8]int32
	for _, d := range maze.Compass {
		s := g.mv.Step(co, d)
		if s.Stop != move.Moved || s.Out {
			continue
		}
		n, w := s.To, g.node(s.To)
		if w == v {
			return maze.Coord{}, false
		}
		if slices.Contains(g.land(buf[:0], w, d), v) {
			return n, true
		}
	}
	return maze.Coord{}, false
}

// border returns the reachable cells beside a region on its floor.
func (a *analysis) border(region []int32) []int32 {
	g := a.g
	var out []int32
	seen := map[int32]bool{}
	for _, v := range region {
		co := g.coord(v)
		f := &a.m.Floors[co.Floor]
		for _, d := range maze.Compass {
			n := co.Add(d)
			if !f.In(n.Row, n.Col) {
				continue
			}
			if u := g.node(n); a.reached(u) && !seen[u] {
				seen[u] = true
				out = append(out, u)
			}
		}
	}
	return out
}

// dirOf returns the direction from p to its neighbour q.
func dirOf(p, q maze.Coord) maze.Dir {
	for _, d := range maze.Compass {
		if p.Add(d) == q {
			return d
		}
	}
	return maze.None
}
