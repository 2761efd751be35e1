package check

import (
	"fmt"
	"slices"
	"strings"

	"labyrinth/dsl/diag"
	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
)

// treasures checks the number of true treasures (V2, B15) and that the
// true treasure can be reached and carried out without grenades (V2, V13).
func (a *analysis) treasures() {
	m := a.m
	if m.Rules.Family == rules.FamilyStalker {
		return // the goal is the ball (S1)
	}
	var trues, cands []maze.Treasure
	for _, t := range m.Treasures {
		switch t.Kind {
		case maze.TreasureTrue:
			trues = append(trues, t)
		case maze.TreasureCandidate:
			cands = append(cands, t)
		}
	}
	exactlyOne := false
	switch m.Rules.Family {
	case rules.FamilyVMK, rules.FamilyDuel, rules.FamilySchool, rules.FamilyMIET:
		exactlyOne = m.Rules.Win != rules.WinAll
	}
	switch {
	case exactlyOne && len(trues) > 1:
		f := Finding{Severity: diag.Error, Code: "V2-true-treasure", At: Place{Cell: trues[1].At},
			Summary: fmt.Sprintf("%d true treasures; the %s rules have exactly one", len(trues), m.Rules.Family),
			Detail:  "exactly one treasure is true, the rest are false (V2, D2, C12, I1)",
			Hint:    "mark all but one treasure false (O), or set win = all"}
		for _, t := range trues {
			f.Related = append(f.Related, Related{Place: Place{Cell: t.At}, Message: "a true treasure is here"})
			f.Region = append(f.Region, t.At)
		}
		a.add(f)
	case m.Rules.Family == rules.FamilyBase && len(trues) > 1:
		// «На одной из клеток лабиринта помещается клад»: the base game
		// has one treasure; several are modification M3.
		f := Finding{Severity: diag.Warning, Code: "M3-several-treasures", At: Place{Cell: trues[1].At},
			Summary: fmt.Sprintf("%d true treasures; the base rules have one", len(trues)),
			Detail:  "the base game has one treasure; several are modification M3, where carrying out one or all of them wins",
			Hint:    "mark all but one treasure false (O); to play M3, say how it is won in the rules part: win = one (any one) or win = all"}
		for _, t := range trues {
			f.Related = append(f.Related, Related{Place: Place{Cell: t.At}, Message: "a true treasure is here"})
			f.Region = append(f.Region, t.At)
		}
		a.add(f)
	case len(trues) == 0 && len(cands) == 0:
		code, rule := "B15-no-treasure", "the game ends when a player leaves with a treasure (B15)"
		if exactlyOne {
			code, rule = "V2-true-treasure", "exactly one treasure is true (V2, D2, C12, I1)"
		}
		sev := diag.Warning // a practice maze without a treasure is still a maze
		if exactlyOne {
			sev = diag.Error
		}
		a.add(Finding{Severity: sev, Code: code, At: Place{Cell: maze.Coord{}},
			Summary: "the maze has no true treasure: nobody can win",
			Detail:  rule,
			Hint:    "draw a true treasure X, or treasures K of which the host makes one true (V3)"})
	}
	a.treasuresCarried(append(trues, cands...))
}

// treasuresCarried checks that every treasure that may be the true one
// (the true and candidate ones; with V3 every one but a mined one) lies
// where a player stops, can be reached and can be carried out (V2, V13).
func (a *analysis) treasuresCarried(carried []maze.Treasure) {
	m := a.m
	if a.g == nil || a.rep < 0 {
		return
	}
	g := a.g
	if m.Rules.LastIsTrue {
		// V3: whichever treasure is left last is the true one, so every
		// treasure but a mined one must be reachable and carried out.
		carried = carried[:0:0]
		for _, t := range m.Treasures {
			if t.Kind != maze.TreasureMined {
				carried = append(carried, t)
			}
		}
	}
	for _, t := range carried {
		v := g.node(t.At)
		if v < 0 || !g.cell(v).Kind.Passable() {
			continue // B3-object-cell
		}
		what := "the true treasure"
		if t.Kind == maze.TreasureCandidate {
			what = "the treasure"
		}
		switch {
		case !g.landable[v] && a.entered(v):
			a.add(Finding{Severity: diag.Error, Code: "B3-object-cell", At: Place{Cell: t.At},
				Summary: fmt.Sprintf("%s at %s lies where no player can stop: the cell is passed through", what, a.name(t.At)),
				Detail:  "a pit, a crossing or a river cell that a drift skips is never stood on, so its treasure cannot be taken",
				Hint:    "move the treasure to a cell a player stops on"})
		case !a.reached(v):
			if a.jumpOk(v) || a.sealedTold[t.At] {
				continue // V12-jump-only, V13-walled-treasure or B17-unreachable, reported with the region
			}
			a.add(Finding{Severity: diag.Error, Code: "V13-treasure-unreachable", At: Place{Cell: t.At},
				Summary: fmt.Sprintf("%s at %s cannot be reached without grenades", what, a.name(t.At)),
				Detail:  "the true treasure must be reachable and carried out without grenades (V2, V13, D14)",
				Hint:    "open a way to the treasure, or move it"})
		case !a.leaves(v) && !(a.mainOut && a.jumpOk(v)):
			path := a.pathTo([]int32{v})
			a.add(Finding{Severity: diag.Error, Code: "V13-treasure-no-exit", At: Place{Cell: t.At},
				Path:    path,
				Summary: fmt.Sprintf("%s at %s can be reached but not carried out: no exit can be reached from it", what, a.name(t.At)),
				Detail:  "the true treasure must be reachable and carried out without grenades (V2, V13, D14)" + a.pathNote,
				Hint:    "open a way from the treasure to an exit"})
		}
	}
}

// rivers checks the river topology options (M5, M6, I5) and rubber rooms
// (I7).
func (a *analysis) rivers() {
	m := a.m
	o := &m.Rules
	owner := map[maze.Coord]int{}
	for ri, r := range m.Rivers {
		var first maze.Dir
		flowBad, straightBad := false, false
		for i := 0; i+1 < len(r.Cells); i++ {
			p, q := r.Cells[i], r.Cells[i+1]
			d := maze.None
			for _, dd := range maze.Compass {
				if p.Add(dd) == q {
					d = dd
				}
			}
			if d == maze.None {
				a.add(Finding{Severity: diag.Error, Code: "B18-river-gap", At: Place{Cell: p},
					Related: []Related{{Place: Place{Cell: q}, Message: "the next river cell is here"}},
					Summary: fmt.Sprintf("river %s jumps from %s to %s: river cells must be neighbours", r.Name, a.name(p), a.name(q)),
					Detail:  "a river is a chain of neighbouring cells from its source to its mouth (B18)",
					Hint:    "list the river's cells in order, each next to the one before"})
				continue
			}
			if i == 0 {
				first = d
			}
			if o.RiverFlow == rules.FlowSouthEast && d != maze.South && d != maze.East && !flowBad {
				flowBad = true
				a.add(Finding{Severity: diag.Error, Code: "M5-river-flow", At: Place{Cell: p, Side: d}, Region: r.Cells,
					Summary: fmt.Sprintf("river %s flows %s at %s; these rules let rivers flow only south or east", r.Name, d, a.name(p)),
					Detail:  "river.flow = south-east (M5)",
					Hint:    "reverse or reroute the river, or set river.flow = any"})
			}
			if o.RiverStraight && d != first && !straightBad {
				straightBad = true
				a.add(Finding{Severity: diag.Error, Code: "M5-river-straight", At: Place{Cell: p, Side: d}, Region: r.Cells,
					Summary: fmt.Sprintf("river %s bends at %s; these rules want straight rivers", r.Name, a.name(p)),
					Detail:  "river.straight = true (M5, M6)",
					Hint:    "make the river one straight line, or set river.straight = false"})
			}
		}
		if o.RiverTouch {
			continue
		}
		for _, c := range r.Cells {
			if other, ok := owner[c]; ok && other != ri {
				a.add(Finding{Severity: diag.Error, Code: "I5-river-cross", At: Place{Cell: c},
					Summary: fmt.Sprintf("rivers %s and %s cross at %s", m.Rivers[other].Name, r.Name, a.name(c)),
					Detail:  "river.touch = false: rivers may not cross or touch (M5, I5)",
					Hint:    "reroute one river, or set river.touch = true"})
				continue
			}
			owner[c] = ri
		}
	}
	if !o.RiverTouch {
		reported := map[[2]int]bool{}
		for ri, r := range m.Rivers {
			for _, c := range r.Cells {
				for _, d := range maze.Compass {
					other, ok := owner[c.Add(d)]
					if !ok || other == ri || owner[c] != ri || reported[[2]int{min(ri, other), max(ri, other)}] {
						continue
					}
					reported[[2]int{min(ri, other), max(ri, other)}] = true
					a.add(Finding{Severity: diag.Error, Code: "M5-river-touch", At: Place{Cell: c, Side: d},
						Related: []Related{{Place: Place{Cell: c.Add(d)}, Message: "river " + m.Rivers[other].Name + " is here"}},
						Summary: fmt.Sprintf("rivers %s and %s touch at %s", r.Name, m.Rivers[other].Name, a.name(c)),
						Detail:  "river.touch = false: rivers may not cross or touch (M5)",
						Hint:    "keep a cell between the rivers, or set river.touch = true"})
				}
			}
		}
	}
	for fl := range m.Floors {
		f := &m.Floors[fl]
		for i := range f.Cells {
			c := &f.Cells[i]
			if c.Kind == maze.CellRubberRoom && (c.Dir < maze.North || c.Dir > maze.West) {
				at := maze.Coord{Floor: fl, Row: i / f.Cols, Col: i % f.Cols}
				a.add(Finding{Severity: diag.Error, Code: "I7-rubber-room", At: Place{Cell: at},
					Summary: fmt.Sprintf("rubber room at %s has no exit side: nobody who gets in can leave", a.name(at)),
					Detail:  "a rubber room is entered from any side and left only through its exit side (I7)",
					Hint:    "give the room its exit side in the links, e.g. «rubber C3 exit east»"})
			}
		}
	}
}

// cellsOf lists the cells of one kind, in floor and row order.
func (a *analysis) cellsOf(k maze.CellKind) []maze.Coord {
	var out []maze.Coord
	for fl := range a.m.Floors {
		f := &a.m.Floors[fl]
		for i := range f.Cells {
			if f.Cells[i].Kind == k {
				out = append(out, maze.Coord{Floor: fl, Row: i / f.Cols, Col: i % f.Cols})
			}
		}
	}
	return out
}

func at(cs []maze.Coord) maze.Coord {
	if len(cs) > 0 {
		return cs[0]
	}
	return maze.Coord{}
}

// duel checks the duel maze's exact contents (D1, D2).
func (a *analysis) duel() {
	m := a.m
	f := &m.Floors[0]
	if len(m.Floors) != 1 || f.Rows != 10 || f.Cols != 10 {
		a.add(Finding{Severity: diag.Warning, Code: "D1-size", At: Place{},
			Summary: fmt.Sprintf("a duel maze is 10×10 on one floor; this one has %d rows and %d columns on %d floor(s)", f.Rows, f.Cols, len(m.Floors)),
			Detail:  "coordinates а..к × 1..10 (D1)"})
	}
	count := func(what string, got []maze.Coord, want int) {
		if len(got) == want {
			return
		}
		fd := Finding{Severity: diag.Error, Code: "D2-count", At: Place{Cell: at(got)}, Region: got,
			Summary: fmt.Sprintf("the duel maze has %d %s; D2 asks for exactly %d", len(got), what, want),
			Detail:  "D2: 1 crossbow, 1 crutch, 1 trap, 4 pits with one exit each, 3 false treasures, 1 true treasure, 4 exits",
			Hint:    fmt.Sprintf("draw exactly %d %s", want, what)}
		a.add(fd)
	}
	count("crossbow(s)", a.cellsOf(maze.CellCrossbow), 1)
	count("crutch(es)", a.cellsOf(maze.CellCrutch), 1)
	count("trap(s)", a.cellsOf(maze.CellTrap), 1)
	var pits, falses []maze.Coord
	for _, p := range m.Pits {
		pits = append(pits, p.At)
		if len(p.Exits) != 1 {
			a.add(Finding{Severity: diag.Error, Code: "D2-count", At: Place{Cell: p.At},
				Summary: fmt.Sprintf("pit %s has %d exits; in the duel each pit has exactly one", p.Name, len(p.Exits)),
				Detail:  "D2: 4 pits, 4 pit exits, each pit has one exit (D10)",
				Hint:    "give the pit one exit"})
		}
	}
	count("pits", pits, 4)
	count("pit exits", a.cellsOf(maze.CellPitExit), 4)
	for _, t := range m.Treasures {
		if t.Kind == maze.TreasureFalse {
			falses = append(falses, t.At)
		}
	}
	count("false treasures", falses, 3)

	// One object per cell.
	objects := map[maze.Coord][]string{}
	var order []maze.Coord
	put := func(c maze.Coord, what string) {
		if _, ok := objects[c]; !ok {
			order = append(order, c)
		}
		objects[c] = append(objects[c], what)
	}
	for i := range f.Cells {
		switch k := f.Cells[i].Kind; k {
		case maze.CellPit, maze.CellPitExit, maze.CellTrap, maze.CellCrossbow, maze.CellCrutch,
			maze.CellArsenal, maze.CellHole, maze.CellRiver, maze.CellMine, maze.CellStairs:
			put(maze.Coord{Row: i / f.Cols, Col: i % f.Cols}, k.String())
		}
	}
	for _, t := range m.Treasures {
		put(t.At, t.Kind.String()+" treasure")
	}
	for _, c := range order {
		if len(objects[c]) > 1 {
			a.add(Finding{Severity: diag.Error, Code: "D2-one-object", At: Place{Cell: c},
				Summary: fmt.Sprintf("cell %s holds %d objects (%v); the duel allows at most one", a.name(c), len(objects[c]), objects[c]),
				Detail:  "at most one object per cell (D2)",
				Hint:    "move all but one object to free cells"})
		}
	}

	// One exit on each side.
	var sides [5][]maze.Coord
	for col := 0; col < f.Cols; col++ {
		if !f.HWall(0, col).Blocks(maze.North) {
			sides[maze.North] = append(sides[maze.North], maze.Coord{Row: 0, Col: col})
		}
		if !f.HWall(f.Rows, col).Blocks(maze.South) {
			sides[maze.South] = append(sides[maze.South], maze.Coord{Row: f.Rows - 1, Col: col})
		}
	}
	for row := 0; row < f.Rows; row++ {
		if !f.VWall(row, 0).Blocks(maze.West) {
			sides[maze.West] = append(sides[maze.West], maze.Coord{Row: row, Col: 0})
		}
		if !f.VWall(row, f.Cols).Blocks(maze.East) {
			sides[maze.East] = append(sides[maze.East], maze.Coord{Row: row, Col: f.Cols - 1})
		}
	}
	for _, d := range maze.Compass {
		if len(sides[d]) == 1 {
			continue
		}
		fd := Finding{Severity: diag.Error, Code: "D2-exits", At: Place{Cell: at(sides[d]), Side: d}, Region: sides[d],
			Summary: fmt.Sprintf("the %s outer wall has %d exits; the duel has exactly one on each side", d, len(sides[d])),
			Detail:  "4 exits, one on each side (D2, D12)",
			Hint:    fmt.Sprintf("leave exactly one gap in the %s wall", d)}
		if len(sides[d]) == 0 {
			fd.At = Place{Cell: cornerOf(f, d), Side: d}
		}
		a.add(fd)
	}
}

func cornerOf(f *maze.Floor, d maze.Dir) maze.Coord {
	switch d {
	case maze.South:
		return maze.Coord{Row: f.Rows - 1}
	case maze.East:
		return maze.Coord{Col: f.Cols - 1}
	}
	return maze.Coord{}
}

// school checks the monolith ring with one exit (C2) and that no 2×2 area
// is open (C3).
func (a *analysis) school() {
	m := a.m
	for fl := range m.Floors {
		f := &m.Floors[fl]
		var gaps, exits []maze.Coord
		for row := 0; row < f.Rows; row++ {
			for col := 0; col < f.Cols; col++ {
				c := maze.Coord{Floor: fl, Row: row, Col: col}
				k := f.Cell(row, col).Kind
				ring := row == 0 || col == 0 || row == f.Rows-1 || col == f.Cols-1
				corner := (row == 0 || row == f.Rows-1) && (col == 0 || col == f.Cols-1)
				switch {
				case k == maze.CellExit:
					exits = append(exits, c)
					if !ring || corner {
						a.add(Finding{Severity: diag.Error, Code: "C2-exit", At: Place{Cell: c},
							Summary: fmt.Sprintf("the exit cell %s is not in the monolith ring's side", a.name(c)),
							Detail:  "the exit is the one cell of the ring that is not a monolith (C2)",
							Hint:    "put the exit in the outer ring, not in a corner"})
					}
				case ring && k != maze.CellMonolith && k != maze.CellMagnet && k != maze.CellVoid:
					gaps = append(gaps, c)
				}
			}
		}
		if len(gaps) > 0 {
			a.add(Finding{Severity: diag.Error, Code: "C2-ring", At: Place{Cell: gaps[0]}, Region: gaps,
				Summary: fmt.Sprintf("the monolith ring is broken at %d cell(s), first at %s", len(gaps), a.name(gaps[0])),
				Detail:  "the maze is surrounded by a continuous ring of monoliths except one cell, the exit (C2)",
				Hint:    "draw monoliths # all round the maze, with one exit cell E"})
		}
		if fl == 0 && len(exits) != 1 {
			fd := Finding{Severity: diag.Error, Code: "C2-exit", At: Place{Cell: at(exits)}, Region: exits,
				Summary: fmt.Sprintf("the monolith ring has %d exit cells; the school rules have exactly one", len(exits)),
				Detail:  "the ring of monoliths has one exit cell (C2)",
				Hint:    "draw exactly one exit cell E in the ring"}
			a.add(fd)
		}
		a.openSquares(fl)
	}
}

// openSquares reports groups of overlapping open 2×2 areas (C3).
func (a *analysis) openSquares(fl int) {
	f := &a.m.Floors[a.clampFloor(fl)]
	open := func(r, c int) bool {
		for _, p := range [4][2]int{{r, c}, {r, c + 1}, {r + 1, c}, {r + 1, c + 1}} {
			if !f.Cell(p[0], p[1]).Kind.Passable() {
				return false
			}
		}
		return f.VWall(r, c+1).Kind == maze.WallNone && f.VWall(r+1, c+1).Kind == maze.WallNone &&
			f.HWall(r+1, c).Kind == maze.WallNone && f.HWall(r+1, c+1).Kind == maze.WallNone
	}
	w := f.Cols - 1
	if f.Rows < 2 || w < 1 {
		return
	}
	sq := make([]bool, (f.Rows-1)*w)
	for r := 0; r+1 < f.Rows; r++ {
		for c := 0; c < w; c++ {
			sq[r*w+c] = open(r, c)
		}
	}
	seen := make([]bool, len(sq))
	for i := range sq {
		if !sq[i] || seen[i] {
			continue
		}
		// Flood over squares that overlap (share a cell).
		group := []int{i}
		seen[i] = true
		cells := map[maze.Coord]bool{}
		for k := 0; k < len(group); k++ {
			r, c := group[k]/w, group[k]%w
			for _, p := range [4][2]int{{r, c}, {r, c + 1}, {r + 1, c}, {r + 1, c + 1}} {
				cells[maze.Coord{Floor: fl, Row: p[0], Col: p[1]}] = true
			}
			for dr := -1; dr <= 1; dr++ {
				for dc := -1; dc <= 1; dc++ {
					nr, nc := r+dr, c+dc
					if nr < 0 || nc < 0 || nr >= f.Rows-1 || nc >= w || seen[nr*w+nc] || !sq[nr*w+nc] {
						continue
					}
					seen[nr*w+nc] = true
					group = append(group, nr*w+nc)
				}
			}
		}
		region := sortedCoords(cells)
		top := maze.Coord{Floor: fl, Row: i / w, Col: i % w}
		a.add(Finding{Severity: diag.Error, Code: "C3-open-square", At: Place{Cell: top}, Region: region,
			Summary: fmt.Sprintf("open area of %d cells at %s with no dividing wall", len(region), a.name(top)),
			Detail:  "no open area of 2×2 or more without a dividing wall (C3)",
			Hint:    "put a wall inside every 2×2 square of this area"})
	}
}

func (a *analysis) clampFloor(fl int) int { return min(max(fl, 0), len(a.m.Floors)-1) }

func sortedCoords(set map[maze.Coord]bool) []maze.Coord {
	out := make([]maze.Coord, 0, len(set))
	for c := range set {
		out = append(out, c)
	}
	sortCoords(out)
	return out
}

// tver checks one arsenal and one treasure per floor (T2).
func (a *analysis) tver() {
	m := a.m
	for fl := range m.Floors {
		var ars, trs []maze.Coord
		for _, c := range a.cellsOf(maze.CellArsenal) {
			if c.Floor == fl {
				ars = append(ars, c)
			}
		}
		for _, t := range m.Treasures {
			if t.At.Floor == fl {
				trs = append(trs, t.At)
			}
		}
		for _, x := range []struct {
			what  string
			cells []maze.Coord
		}{{"arsenals", ars}, {"treasures", trs}} {
			if len(x.cells) == 1 {
				continue
			}
			a.add(Finding{Severity: diag.Error, Code: "T2-floor-contents", At: Place{Cell: atFloor(x.cells, fl)}, Region: x.cells,
				Summary: fmt.Sprintf("floor %s has %d %s; the Tver rules put exactly one on each floor", m.Floors[fl].Name, len(x.cells), x.what),
				Detail:  "one arsenal and one treasure per floor (T2)",
				Hint:    "draw exactly one arsenal and one treasure on every floor"})
		}
	}
}

func atFloor(cs []maze.Coord, fl int) maze.Coord {
	if len(cs) > 0 {
		return cs[0]
	}
	return maze.Coord{Floor: fl}
}

// miet checks the three treasures: main, false and mined (I1).
func (a *analysis) miet() {
	var n [4]int
	for _, t := range a.m.Treasures {
		if int(t.Kind) < len(n) {
			n[t.Kind]++
		}
	}
	if n[maze.TreasureTrue]+n[maze.TreasureCandidate] == 1 && n[maze.TreasureFalse] == 1 && n[maze.TreasureMined] == 1 {
		return
	}
	a.add(Finding{Severity: diag.Warning, Code: "I1-treasures", At: Place{},
		Summary: fmt.Sprintf("the MIET rules have three treasures, one main, one false, one mined; this maze has %d true, %d false, %d mined",
			n[maze.TreasureTrue]+n[maze.TreasureCandidate], n[maze.TreasureFalse], n[maze.TreasureMined]),
		Detail: "three treasures: main, false and mined (I1)",
		Hint:   "draw X, O and K* once each"})
}

// square warns of a floor that is not a full square where the family's
// seed says the maze is one: «Лабиринт строится на квадратном игровом поле»
// (B2, source text 000; «Лабиринт - квадратный», 001), and Tver floors of any size
// that «всё же остался квадратным, зато добавился подвал, который мог быть
// произвольной формы» (T5): a floor named basement or подвал is exempt.
func (a *analysis) square(code string) {
	for fl := range a.m.Floors {
		f := &a.m.Floors[fl]
		if isBasement(f.Name) {
			continue
		}
		var voids []maze.Coord
		for i, c := range f.Cells {
			if c.Kind == maze.CellVoid {
				voids = append(voids, maze.Coord{Floor: fl, Row: i / f.Cols, Col: i % f.Cols})
			}
		}
		if f.Rows == f.Cols && len(voids) == 0 {
			continue
		}
		where := "the maze"
		if len(a.m.Floors) > 1 {
			where = "floor " + f.Name
		}
		fd := Finding{Severity: diag.Warning, Code: code, At: Place{Cell: maze.Coord{Floor: fl}}, Region: voids}
		if f.Rows != f.Cols {
			fd.Summary = fmt.Sprintf("%s is %d×%d; these rules play on a square field", where, f.Rows, f.Cols)
			fd.Hint = fmt.Sprintf("draw it %d×%d or %d×%d", f.Rows, f.Rows, f.Cols, f.Cols)
		} else {
			fd.At.Cell = voids[0]
			fd.Summary = fmt.Sprintf("%s has %d cell(s) cut out of its square; these rules play on a full square", where, len(voids))
			fd.Hint = "draw every cell of the square"
		}
		if code == "T5-square" {
			fd.Detail = "Tver floors are of any size but square; only the basement may have any shape (T5)"
			fd.Hint += ", or name the floor basement if it is one"
		} else {
			fd.Detail = "the maze is drawn on a square field (B2)"
		}
		a.add(fd)
	}
}

// isBasement: the floor T5 lets have any shape.
func isBasement(name string) bool {
	n := strings.ToLower(name)
	return n == "basement" || n == "подвал"
}

// carriedIn names the treasures in cells that treasuresCarried checks (a
// true one, a candidate, or any but a mined one under V3), e.g. "the true
// treasure at A1", or "" when there is none.
func (a *analysis) carriedIn(cells []maze.Coord) string {
	var names []string
	for _, t := range a.m.Treasures {
		if !slices.Contains(cells, t.At) {
			continue
		}
		switch {
		case t.Kind == maze.TreasureTrue:
			names = append(names, "the true treasure at "+a.name(t.At))
		case t.Kind == maze.TreasureCandidate || a.m.Rules.LastIsTrue && t.Kind != maze.TreasureMined:
			names = append(names, "the treasure at "+a.name(t.At))
		}
	}
	return strings.Join(names, ", ")
}
