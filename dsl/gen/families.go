package gen

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
)

// Titles by family; the seed number follows.
var titles = map[string]string{
	"base":    "Terra incognita №%d",
	"vmk1983": "ВМиК-83 №%d",
	"duel":    "Дуэль №%d",
	"school":  "Школьный лабиринт №%d",
	"tver":    "Тверь №%d",
	"miet":    "МИЭТ №%d",
	"stalker": "Зона №%d",
}

// titlesEN are the titles of a maze generated for an English kit
// (Options.Lang).
var titlesEN = map[string]string{
	"base":    "Terra incognita No. %d",
	"vmk1983": "VMK-83 No. %d",
	"duel":    "Duel No. %d",
	"school":  "School maze No. %d",
	"tver":    "Tver No. %d",
	"miet":    "MIET No. %d",
	"stalker": "The Zone No. %d",
}

func (b *board) header(what string) {
	t := titles
	if b.o.Lang == "en" {
		t = titlesEN
	}
	b.title = fmt.Sprintf(t[string(b.o.Preset)], b.o.Seed)
	b.comments = append([]string{what, "Made by: " + b.o.Command()}, b.comments...)
}

// plainFloors adds floors named 1, 2, … all of the board's size: a
// «двухэтажный лабиринт» (V25) or a three-dimensional one (M14) is drawn
// on sheets of one size, one above the other, so a square maze stays
// square on every floor (B2; only Tver's floors differ, T5).
func (b *board) plainFloors() {
	for i := 0; i < b.o.Floors; i++ {
		b.addFloor(strconv.Itoa(i+1), b.o.Rows, b.o.Cols)
	}
}

// layout carves every floor (except the cells blocked says) and knocks out
// loops.
func (b *board) layout(blocked func(maze.Coord) bool, loopOK func(maze.Coord, maze.Dir) bool) bool {
	for fl := range b.m.Floors {
		if !b.carve(fl, b.o.DeadEnds, blocked) {
			return false
		}
		b.stats.Loops += b.loops(fl, b.o.Loops, loopOK)
	}
	return true
}

// exits opens n gaps in the outer wall of floor fl, on different sides.
func (b *board) exits(fl, n int) []maze.Coord {
	sides := []maze.Dir{maze.North, maze.East, maze.South, maze.West}
	b.r.Shuffle(len(sides), func(i, j int) { sides[i], sides[j] = sides[j], sides[i] })
	var out []maze.Coord
	for _, d := range sides[:n] {
		c, ok := b.edgeCell(fl, d, b.free)
		if !ok {
			continue
		}
		b.openOuter(c, d)
		out = append(out, c)
		b.exitNotes = append(b.exitNotes, fmt.Sprintf("%s (%s)", b.name(c), d))
	}
	return out
}

// stairs joins each floor to the next with n stairs: U n below, D n above.
func (b *board) stairs(n int) bool {
	k := 0
	for fl := 0; fl+1 < len(b.m.Floors); fl++ {
		for i := 0; i < n; i++ {
			// A stair goes straight up: its two ends stand one above the
			// other where both floors have a free cell there.
			above := func(c maze.Coord) maze.Coord { return maze.Coord{Floor: fl + 1, Row: c.Row, Col: c.Col} }
			lo, ok1 := b.pick(fl, func(c maze.Coord) bool {
				u := above(c)
				return b.m.Floors[fl+1].In(u.Row, u.Col) && b.free(u)
			})
			hi, ok2 := above(lo), ok1
			if !ok1 {
				lo, ok1 = b.pick(fl, nil)
				hi, ok2 = b.pick(fl+1, nil)
			}
			if !ok1 || !ok2 {
				return false
			}
			k++
			c := b.put(lo, maze.CellStairs)
			c.Dir, c.Ref = maze.Up, len(b.m.Stairs)
			c = b.put(hi, maze.CellStairs)
			c.Dir, c.Ref = maze.Down, len(b.m.Stairs)
			b.m.Stairs = append(b.m.Stairs, maze.Stair{A: lo, B: hi})
			b.glyphs[lo], b.glyphs[hi] = "U"+strconv.Itoa(k), "D"+strconv.Itoa(k)
		}
	}
	if k > 0 {
		var each []string
		for i, s := range b.m.Stairs {
			each = append(each, fmt.Sprintf("U%d at %s up to D%d at %s", i+1, b.name(s.A), i+1, b.name(s.B)))
		}
		rule := map[rules.Family]string{rules.FamilyVMK: "V25", rules.FamilyTver: "T1"}[b.m.Rules.Family]
		if rule == "" {
			rule = "M14"
		}
		b.comments = append(b.comments, fmt.Sprintf("Stairs (%s): %s.", rule, strings.Join(each, "; ")))
	}
	return true
}

// trueTreasure places the true treasure at the depth the options ask for.
func (b *board) trueTreasure(fl int, exits []maze.Coord, k maze.TreasureKind) (maze.Coord, bool) {
	c, d, ok := b.byDepth(fl, exits, b.o.Depth, nil)
	if !ok {
		return c, false
	}
	b.treasure(c, k)
	b.stats.TreasureDepth = d
	return c, true
}

// count fills the layout stats: open cells and dead ends.
func (b *board) count() {
	for f := range b.m.Floors {
		for _, c := range b.cells(f) {
			b.stats.Cells++
			if b.deadEnd(c) {
				b.stats.DeadEnds++
			}
		}
	}
}

func (b *board) some(k maze.CellKind, n int, ok func(maze.Coord) bool) bool {
	for i := 0; i < n; i++ {
		c, found := b.pickAny(ok)
		if !found {
			return false
		}
		b.put(c, k)
	}
	return true
}

func area(b *board) int { return b.o.Rows * b.o.Cols }

// base: Terra incognita (B3–B5, B18): a hole set, a river from source to
// mouth, an arsenal, a hospital, one treasure, exits.
func (b *board) base() bool {
	b.plainFloors()
	n := area(b)
	path, ok := b.river(0, max(4, (b.o.Rows+b.o.Cols)/3), nil)
	if !ok {
		return false
	}
	isRiver := func(c maze.Coord) bool { return b.cell(c).Kind == maze.CellRiver }
	if !b.layout(isRiver, func(c maze.Coord, d maze.Dir) bool { return !isRiver(c) && !isRiver(c.Add(d)) }) {
		return false
	}
	if !b.joinRiver(path, 2) {
		return false
	}
	if len(b.m.Floors) > 1 && !b.stairs(1) {
		return false
	}
	exits := b.exits(0, 1+b.r.IntN(2))
	if len(exits) == 0 {
		return false
	}
	t, ok := b.trueTreasure(0, exits, maze.TreasureTrue)
	if !ok {
		return false
	}
	holes := 3
	if n >= 100 {
		holes = 4
	}
	if !b.holes("1", holes, nil) || !b.some(maze.CellArsenal, 1+n/100, nil) || !b.some(maze.CellHospital, 1+n/120, nil) {
		return false
	}
	sets := fmt.Sprintf("Holes H1: a cycle of %d (B5), in the order of the links.", holes)
	announce := fmt.Sprintf("%d holes", holes)
	if n >= 144 {
		// Several hole sets on a large maze (B5, B23).
		if !b.holes("2", 2, nil) {
			return false
		}
		sets = fmt.Sprintf("Two hole sets (B5): H1, a cycle of %d, and H2, a cycle of 2, in the order of the links.", holes)
		announce = fmt.Sprintf("%d holes in two sets", holes+2)
	}
	b.count()
	b.headerNotes = append(b.headerNotes, fmt.Sprintf("Told at the start (B23): %d×%d, %s, a river of %d cells.", b.o.Rows, b.o.Cols, announce, len(path)))
	b.comments = append(b.comments,
		fmt.Sprintf("One true treasure X at %s, %d steps from the nearest exit.", b.name(t), b.stats.TreasureDepth),
		sets,
		fmt.Sprintf("A river of %d cells flows from its source %s to its mouth @ %s (B18).", len(path), b.name(path[0]), b.name(path[len(path)-1])),
		"Arsenal A, hospital +.",
		"Exits: "+joinList(b.exitNotes)+".")
	b.header("Terra incognita (source texts 000, 004), rules B1–B23.")
	return true
}

// vmk: ВМиК МГУ 1983 (V1–V26): about ten treasures, one true (or the V3
// rule), pits П with exits В, arsenals, mines; a second floor (V25); a
// treasure walled in for the jumping trick (V13).
func (b *board) vmk() bool {
	b.plainFloors()
	b.cyrillic = true
	n := area(b)
	if !b.layout(nil, nil) {
		return false
	}
	if len(b.m.Floors) > 1 && !b.stairs(1) {
		return false
	}
	exits := b.exits(0, 1+b.r.IntN(2))
	if len(exits) == 0 {
		return false
	}
	ntr := max(3, n/10)
	t, ok := b.trueTreasure(0, exits, maze.TreasureTrue)
	if !ok {
		return false
	}
	if b.o.Walled {
		for _, d := range maze.Compass {
			b.wall(t, d).Kind = maze.WallPlain
		}
		// Walling a cell in that the ways ran through cuts the floor in
		// pockets, reachable only by jumping too: draw again.
		dist := b.distances(0, exits)
		for _, c := range b.cells(0) {
			if _, ok := dist[c]; !ok && c != t {
				return false
			}
		}
		b.comments = append(b.comments, fmt.Sprintf("The true treasure at %s is walled in on four sides: sit %d turns and jump (V12, V13).", b.name(t), b.m.Rules.JumpSit))
	}
	for i := 1; i < ntr; i++ {
		c, ok := b.pickAny(nil)
		if !ok {
			return false
		}
		b.treasure(c, maze.TreasureFalse)
	}
	for _, tr := range b.m.Treasures {
		b.glyphs[tr.At] = "К"
	}
	if b.o.LastIsTrue {
		for i := range b.m.Treasures {
			b.m.Treasures[i].Kind = maze.TreasureCandidate
		}
		b.rules = append(b.rules, "treasure.last-is-true = yes // the host «мухлюет»: the last treasure left is the true one (V3)")
	} else {
		b.links = append(b.links, fmt.Sprintf("treasure %s true // the one true treasure (V2)", b.name(t)))
		var falses []maze.Coord
		for _, tr := range b.m.Treasures[1:] {
			falses = append(falses, tr.At)
		}
		slices.SortFunc(falses, func(p, q maze.Coord) int {
			return cmp.Or(cmp.Compare(p.Floor, q.Floor), cmp.Compare(p.Row, q.Row), cmp.Compare(p.Col, q.Col))
		})
		for _, c := range falses {
			b.links = append(b.links, fmt.Sprintf("treasure %s false", b.name(c)))
		}
	}
	npits := max(2, n/25)
	if !b.pits(npits, b.o.Chains, nil) || !b.some(maze.CellArsenal, max(2, n/33), nil) || !b.some(maze.CellMine, max(2, n/25), nil) {
		return false
	}
	b.count()
	what := fmt.Sprintf("%d treasures К, one of them true (V2): see the links.", ntr)
	deep := fmt.Sprintf("The true treasure lies %d steps from the nearest exit.", b.stats.TreasureDepth)
	if b.o.LastIsTrue {
		// No treasure is the true one until the others are gone: say how
		// far the farthest lies.
		what = fmt.Sprintf("%d treasures К; the last one left is the true one (V3).", ntr)
		dist := b.distances(0, exits)
		for _, tr := range b.m.Treasures {
			b.stats.TreasureDepth = max(b.stats.TreasureDepth, dist[tr.At])
		}
		deep = fmt.Sprintf("The farthest treasure lies %d steps from the nearest exit.", b.stats.TreasureDepth)
	}
	b.comments = append(b.comments, what, deep,
		fmt.Sprintf("Pits П1–П%d fall to their exits В1–В%d (V4); %d arsenals А (V7), %d mines М (V8).", npits, npits, max(2, n/33), max(2, n/25)))
	if len(b.m.Floors) > 1 {
		var down []string
		for _, p := range b.m.Pits {
			if p.Exits[0].Floor != p.At.Floor {
				down = append(down, "П"+p.Name)
			}
		}
		b.comments = append(b.comments, fmt.Sprintf("%s fall to the other floor, and the player is not told whether the floor changed (V25).", joinList(down)))
	}
	b.comments = append(b.comments,
		"Exits: "+joinList(b.exitNotes)+".")
	b.header("ВМиК МГУ 1983 (source text 001), rules V1–V26, drawn in the source text's notation (V26).")
	return true
}

// duel: exactly D2 (one crossbow, one crutch, one trap, four pits with
// their exits, three false treasures, one true, one exit on each side),
// in the source text's own letters.
func (b *board) duel() bool {
	b.plainFloors()
	b.cyrillic = true
	if !b.layout(nil, nil) {
		return false
	}
	var exits []maze.Coord
	for _, d := range maze.Compass {
		c, ok := b.edgeCell(0, d, nil)
		if !ok {
			return false
		}
		b.openOuter(c, d)
		exits = append(exits, c)
		b.exitNotes = append(b.exitNotes, fmt.Sprintf("%s (%s)", b.name(c), d))
	}
	if _, ok := b.trueTreasure(0, exits, maze.TreasureTrue); !ok {
		return false
	}
	for i := 0; i < 3; i++ {
		c, ok := b.pickAny(nil)
		if !ok {
			return false
		}
		b.treasure(c, maze.TreasureFalse)
	}
	// No object next to an exit: a pit or the trap right inside the door
	// is no fun.
	notDoor := func(c maze.Coord) bool {
		for _, e := range exits {
			if c == e || adjacent(c, e) {
				return false
			}
		}
		return true
	}
	if !b.pits(4, b.o.Chains, notDoor) {
		return false
	}
	for _, k := range []maze.CellKind{maze.CellCrossbow, maze.CellCrutch, maze.CellTrap} {
		if !b.some(k, 1, notDoor) {
			return false
		}
	}
	// The seed numbers the exits I–IV; in the ВМиК drawing an I is a
	// wall, so there they are В1–В4.
	roman := []string{"I", "II", "III", "IV"}
	if b.o.Style == StyleVMK {
		roman = []string{"В1", "В2", "В3", "В4"}
	}
	for i, p := range b.m.Pits {
		b.glyphs[p.At] = strconv.Itoa(i + 1)
		b.glyphs[p.Exits[0]] = roman[i]
	}
	for fl := range b.m.Floors {
		for _, c := range b.cells(fl) {
			switch b.cell(c).Kind {
			case maze.CellCrossbow:
				b.glyphs[c] = "А"
			case maze.CellTrap:
				b.glyphs[c] = "K"
			}
		}
	}
	b.legend = append(b.legend,
		`"А" = C "арбалет: противник получает +1 действие (D7)"`,
		`"K" = T "капкан: пропуск трёх ходов (D9)"`)
	for i := range b.m.Pits {
		b.legend = append(b.legend, fmt.Sprintf(`"%d" = P%d`, i+1, i+1))
	}
	for i := range b.m.Pits {
		if b.o.Style != StyleVMK {
			b.legend = append(b.legend, fmt.Sprintf(`"%s" = B%d`, roman[i], i+1))
		}
	}
	b.count()
	b.comments = append(b.comments,
		"Exactly D2, in the source text's letters: crossbow А, crutch Y, trap K, pits 1–4 with exits I–IV,",
		fmt.Sprintf("three false treasures О and the true one Х, %d steps from the nearest exit.", b.stats.TreasureDepth),
		"Exits, one on each side: "+joinList(b.exitNotes)+".")
	b.header("«Лабиринт с предметами» (source text 002), the duel, rules D1–D15.")
	return true
}

// school: the classic school rules (C2–C13): a ring of monoliths with one
// exit cell, no open 2×2, a morgue, a puddle, an arsenal, about five holes,
// one true and two false treasures, a minotaur.
func (b *board) school() bool {
	fl := b.addFloor("1", b.o.Rows, b.o.Cols)
	f := &b.m.Floors[fl]
	inner := (f.Rows - 2) * (f.Cols - 2)
	if !b.schoolMonoliths(fl) {
		return false
	}
	noSquare := func(c maze.Coord, d maze.Dir) bool {
		w := b.wall(c, d)
		w.Kind = maze.WallNone
		bad := false
		for _, s := range squaresBy(c, d) {
			if b.openSquare(s) {
				bad = true
			}
		}
		w.Kind = maze.WallPlain
		return !bad
	}
	if !b.layout(nil, noSquare) {
		return false
	}
	in, e, ok := b.schoolExit(fl)
	if !ok {
		return false
	}
	t, ok := b.trueTreasure(fl, []maze.Coord{in}, maze.TreasureTrue)
	if !ok {
		return false
	}
	for i := 0; i < 2; i++ {
		c, ok := b.pick(fl, nil)
		if !ok {
			return false
		}
		b.treasure(c, maze.TreasureFalse)
	}
	// The morgue: a place with three walls (C8), a dead end.
	if !b.some(maze.CellMorgue, 1, b.deadEnd) {
		return false
	}
	holes := min(5, max(3, inner/12))
	if !b.holes("1", holes, nil) || !b.some(maze.CellPuddle, 1+inner/50, nil) || !b.some(maze.CellArsenal, 1, nil) {
		return false
	}
	if !b.o.NoCreature {
		if !b.schoolMinotaur(fl, in) {
			return false
		}
	} else {
		b.rules = append(b.rules, "minotaur = no")
	}
	b.count()
	b.comments = append(b.comments,
		fmt.Sprintf("A ring of monoliths # with one exit cell E at %s (C2); no open 2×2 (C3).", b.name(e)),
		fmt.Sprintf("The true treasure X at %s, %d steps from the exit; two false ones O (C12).", b.name(t), b.stats.TreasureDepth),
		fmt.Sprintf("Morgue & in a dead end (C8), puddle %% (C10), arsenal A (C9), %d holes H1 in a cycle (C11).", holes))
	if !b.o.NoCreature {
		b.comments = append(b.comments, "A minotaur m sleeps until it sees a player (C13).")
	}
	b.header("Classic school rules «ЛАБИРИНТ» (source text 003), rules C1–C15.")
	return true
}

// schoolMonoliths draws the ring of monoliths round the school and a few
// single ones inside (C2).
func (b *board) schoolMonoliths(fl int) bool {
	f := &b.m.Floors[fl]
	ring := func(c maze.Coord) bool { return c.Row == 0 || c.Col == 0 || c.Row == f.Rows-1 || c.Col == f.Cols-1 }
	for r := 0; r < f.Rows; r++ {
		for c := 0; c < f.Cols; c++ {
			if at := (maze.Coord{Row: r, Col: c}); ring(at) {
				b.put(at, maze.CellMonolith)
			}
		}
	}
	// A few single monoliths inside (C2).
	inner := (f.Rows - 2) * (f.Cols - 2)
	for i := 0; i < inner/30; i++ {
		c, ok := b.pick(fl, func(c maze.Coord) bool {
			return c.Row > 1 && c.Col > 1 && c.Row < f.Rows-2 && c.Col < f.Cols-2 && !b.nearKind(c, maze.CellMonolith)
		})
		if !ok {
			return false
		}
		b.put(c, maze.CellMonolith)
	}
	return true
}

// schoolExit makes the exit: one ring cell on a side, open towards the
// inside (C2). It returns the cell inside the exit and the exit.
func (b *board) schoolExit(fl int) (in, e maze.Coord, ok bool) {
	f := &b.m.Floors[fl]
	ring := func(c maze.Coord) bool { return c.Row == 0 || c.Col == 0 || c.Row == f.Rows-1 || c.Col == f.Cols-1 }
	sides := []maze.Dir{maze.North, maze.East, maze.South, maze.West}
	d := sides[b.r.IntN(4)]
	var cand []maze.Coord
	for r := 1; r < f.Rows-1; r++ {
		for c := 1; c < f.Cols-1; c++ {
			at := maze.Coord{Row: r, Col: c}
			if o := at.Add(d); ring(o) && !(o.Row == 0 || o.Row == f.Rows-1) != !(o.Col == 0 || o.Col == f.Cols-1) && b.free(at) {
				cand = append(cand, at)
			}
		}
	}
	if len(cand) == 0 {
		return maze.Coord{}, maze.Coord{}, false
	}
	in = cand[b.r.IntN(len(cand))]
	e = in.Add(d)
	b.cell(e).Kind = maze.CellExit
	b.wall(in, d).Kind = maze.WallNone
	return in, e, true
}

// schoolMinotaur puts the minotaur to sleep in a corridor well away from
// the exit's inner cell in.
func (b *board) schoolMinotaur(fl int, in maze.Coord) bool {
	// The minotaur sleeps in a corridor well away from the exit: one
	// at the door would see every player who leaves (C13).
	dist := b.distances(fl, []maze.Coord{in})
	far := 0
	for _, d := range dist {
		far = max(far, d)
	}
	c, ok := b.pick(fl, func(c maze.Coord) bool { return !b.deadEnd(c) && dist[c] >= far/3 && !b.sees(c, in) })
	if !ok {
		return false
	}
	b.used[c] = true
	b.m.Creatures = append(b.m.Creatures, maze.Creature{Kind: maze.CreatureMinotaur, Name: "1", At: c, Den: c})
	return true
}

// sees reports whether p and q lie in one straight corridor with no wall
// between them (the minotaur's line of sight, C13).
func (b *board) sees(p, q maze.Coord) bool {
	for _, d := range maze.Compass {
		for x := p; b.m.Floors[x.Floor].In(x.Row, x.Col); x = x.Add(d) {
			if x == q {
				return true
			}
			if !b.linked(x, d) {
				break
			}
		}
	}
	return false
}

// squaresBy returns the top-left cells of the 2×2 squares that contain the
// edge on side d of c (d East or South).
func squaresBy(c maze.Coord, d maze.Dir) []maze.Coord {
	if d == maze.East {
		return []maze.Coord{{Floor: c.Floor, Row: c.Row - 1, Col: c.Col}, c}
	}
	return []maze.Coord{{Floor: c.Floor, Row: c.Row, Col: c.Col - 1}, c}
}

// openSquare reports whether the 2×2 square at top-left s is all open
// cells with no wall inside (C3).
func (b *board) openSquare(s maze.Coord) bool {
	f := &b.m.Floors[s.Floor]
	if s.Row < 0 || s.Col < 0 || s.Row+1 >= f.Rows || s.Col+1 >= f.Cols {
		return false
	}
	for _, p := range [4][2]int{{0, 0}, {0, 1}, {1, 0}, {1, 1}} {
		if !f.Cell(s.Row+p[0], s.Col+p[1]).Kind.Passable() {
			return false
		}
	}
	return f.VWall(s.Row, s.Col+1).Kind == maze.WallNone && f.VWall(s.Row+1, s.Col+1).Kind == maze.WallNone &&
		f.HWall(s.Row+1, s.Col).Kind == maze.WallNone && f.HWall(s.Row+1, s.Col+1).Kind == maze.WallNone
}

// tver: TGTU (T1–T5): floors joined by stairs, one arsenal and one
// treasure on each, a basement of its own shape, windows, holes between
// floors.
func (b *board) tver() bool {
	ground := 0
	if b.o.Floors >= 2 {
		// The basement: the ground floor's rectangle with its edges eaten
		// away into a shape of its own (T5).
		fl := b.addFloor("basement", b.o.Rows, b.o.Cols)
		b.basementShape(fl)
		ground = 1
	}
	b.addFloor("1", b.o.Rows, b.o.Cols)
	for i := ground + 1; i < b.o.Floors; i++ {
		// Floors of any size, but square (T5): both sides shrink alike.
		k := 2 * (i - ground)
		b.addFloor(strconv.Itoa(i-ground+1), max(4, b.o.Rows-k), max(4, b.o.Cols-k))
	}
	if !b.layout(nil, nil) {
		return false
	}
	if !b.stairs(1) {
		return false
	}
	exits := b.exits(ground, 2)
	if len(exits) == 0 {
		return false
	}
	top := len(b.m.Floors) - 1
	var tc maze.Coord
	kinds := []maze.ArsenalKind{maze.ArsenalGeneral, maze.ArsenalBullets, maze.ArsenalGrenades}
	for fl := range b.m.Floors {
		if fl == top {
			stairsDown := []maze.Coord{}
			for _, s := range b.m.Stairs {
				if s.B.Floor == fl {
					stairsDown = append(stairsDown, s.B)
				}
			}
			if fl == ground {
				stairsDown = exits
			}
			c, d, ok := b.byDepth(fl, stairsDown, b.o.Depth, nil)
			if !ok {
				return false
			}
			b.treasure(c, maze.TreasureTrue)
			b.stats.TreasureDepth, tc = d, c
		} else {
			c, ok := b.pick(fl, nil)
			if !ok {
				return false
			}
			b.treasure(c, maze.TreasureFalse)
		}
		c, ok := b.pick(fl, nil)
		if !ok {
			return false
		}
		b.put(c, maze.CellArsenal).Arsenal = kinds[b.r.IntN(len(kinds))]
		// Windows (T7): a few standing inner walls become windows.
		b.windows(fl, 2)
	}
	if len(b.m.Floors) > 1 && !b.holes("1", min(3, len(b.m.Floors)+1), nil) {
		return false
	}
	b.count()
	// The floors first, then the stairs that join them.
	b.comments = append([]string{fmt.Sprintf("%d floors, lowest first; one arsenal (A, Ab bullets, Ag grenades) and one treasure on each (T2, T3).", len(b.m.Floors))}, b.comments...)
	b.comments = append(b.comments,
		fmt.Sprintf("The true treasure X is on the top floor at %s; the others O are false.", b.name(tc)),
		"Windows (:) let bullets and boomerangs through but not players (T7).",
		"Exits on floor 1: "+joinList(b.exitNotes)+".")
	if ground == 1 {
		b.comments = append(b.comments, "The basement has a shape of its own (T5): cells ~ are not part of it.")
	}
	if len(b.m.HoleSets) > 0 {
		b.comments = append(b.comments, "The holes H1 lead between floors (T1); the players are not told the floor changed.")
	}
	b.header("TGTU, Tver (source text 000), rules T1–T9.")
	return true
}

// basementShape turns cells at the edges of a floor into void (T5),
// keeping a connected body of about three quarters of the rectangle.
func (b *board) basementShape(fl int) {
	f := &b.m.Floors[fl]
	n := f.Rows * f.Cols
	keep := map[maze.Coord]bool{}
	start := maze.Coord{Floor: fl, Row: f.Rows / 2, Col: f.Cols / 2}
	keep[start] = true
	front := []maze.Coord{start}
	for len(keep) < n*3/4 && len(front) > 0 {
		i := b.r.IntN(len(front))
		c := front[i]
		d := maze.Compass[b.r.IntN(4)]
		x := c.Add(d)
		if f.In(x.Row, x.Col) && !keep[x] {
			keep[x] = true
			front = append(front, x)
		}
		if b.r.IntN(8) == 0 {
			front = append(front[:i], front[i+1:]...)
		}
	}
	for r := 0; r < f.Rows; r++ {
		for c := 0; c < f.Cols; c++ {
			at := maze.Coord{Floor: fl, Row: r, Col: c}
			if !keep[at] {
				f.Cell(r, c).Kind = maze.CellVoid
			}
		}
	}
	// No walls between cells outside the maze, nor on their outer edges.
	void := func(r, c int) bool { return !f.In(r, c) || f.Cell(r, c).Kind == maze.CellVoid }
	for r := 0; r <= f.Rows; r++ {
		for c := 0; c < f.Cols; c++ {
			if void(r-1, c) && void(r, c) {
				f.HWall(r, c).Kind = maze.WallNone
			}
		}
	}
	for r := 0; r < f.Rows; r++ {
		for c := 0; c <= f.Cols; c++ {
			if void(r, c-1) && void(r, c) {
				f.VWall(r, c).Kind = maze.WallNone
			}
		}
	}
}

// windows turns up to n standing inner walls between open cells into
// windows (T7, M18): they stop players as walls do.
func (b *board) windows(fl, n int) {
	var cand [][2]any
	for _, c := range b.cells(fl) {
		for _, d := range []maze.Dir{maze.East, maze.South} {
			x := c.Add(d)
			if b.m.Floors[fl].In(x.Row, x.Col) && b.open(x) && b.wall(c, d).Kind == maze.WallPlain {
				cand = append(cand, [2]any{c, d})
			}
		}
	}
	for i := 0; i < n && len(cand) > 0; i++ {
		k := b.r.IntN(len(cand))
		b.wall(cand[k][0].(maze.Coord), cand[k][1].(maze.Dir)).Kind = maze.WallWindow
		cand = append(cand[:k], cand[k+1:]...)
	}
}

// miet: MIET (I1–I11): three treasures (main, false, mined), two rivers
// that wind and never touch, a rubber room, hole cycles of three and of
// two, a fake hole, swamps, a hospital for the ghosts, a bear.
func (b *board) miet() bool {
	b.plainFloors()
	n := area(b)
	avoid := map[maze.Coord]bool{}
	var paths [][]maze.Coord
	for i := 0; i < 2; i++ {
		p, ok := b.river(0, max(4, (b.o.Rows+b.o.Cols)/3), avoid)
		if !ok {
			return false
		}
		for _, c := range p {
			avoid[c] = true
		}
		paths = append(paths, p)
	}
	isRiver := func(c maze.Coord) bool { return b.cell(c).Kind == maze.CellRiver }
	if !b.layout(isRiver, func(c maze.Coord, d maze.Dir) bool { return !isRiver(c) && !isRiver(c.Add(d)) }) {
		return false
	}
	for _, p := range paths {
		if !b.joinRiver(p, 2) {
			return false
		}
	}
	exits := b.exits(0, 1+b.r.IntN(2))
	if len(exits) == 0 {
		return false
	}
	t, ok := b.trueTreasure(0, exits, maze.TreasureTrue)
	if !ok {
		return false
	}
	for _, k := range []maze.TreasureKind{maze.TreasureFalse, maze.TreasureMined} {
		c, ok := b.pick(0, nil)
		if !ok {
			return false
		}
		b.treasure(c, k)
	}
	// The rubber room (I7): a dead end whose one open side is its exit.
	// The source text says «войти в неё можно с любого направления, выйти только
	// в противоположном» (leave opposite the way in); the engine reads it
	// as one fixed exit side, and with that reading a room in a corridor
	// holds whoever comes in by its exit side until they turn back, which
	// makes most MIET mazes too hard to win. In a dead end the way in is
	// the way out, and every other move is «прошёл» while the player stays.
	rr, ok := b.pick(0, b.deadEnd)
	if !ok {
		return false
	}
	cl := b.put(rr, maze.CellRubberRoom)
	for _, d := range maze.Compass {
		if b.linked(rr, d) {
			cl.Dir = d
		}
	}
	b.links = append(b.links, fmt.Sprintf("rubber %s exit %s // its one open side, the way in and out (I7)", b.name(rr), cl.Dir))
	if !b.holes("1", 3, nil) || !b.holes("2", 2, nil) || !b.some(maze.CellFakeHole, 1, nil) ||
		!b.some(maze.CellSwamp, 1+n/50, nil) || !b.some(maze.CellHospital, 1, nil) {
		return false
	}
	ars, ok := b.pick(0, nil)
	if !ok {
		return false
	}
	b.put(ars, maze.CellArsenal).Arsenal = maze.ArsenalCement
	if !b.o.NoCreature {
		den, ok := b.pick(0, func(c maze.Coord) bool { return !b.deadEnd(c) })
		if !ok {
			return false
		}
		b.put(den, maze.CellDen)
		b.m.Creatures = append(b.m.Creatures, maze.Creature{Kind: maze.CreatureBear, Name: "1", At: den, Den: den})
	}
	b.count()
	b.comments = append(b.comments,
		fmt.Sprintf("Three treasures (I1): the main one X at %s, %d steps from the nearest exit; a false one O; a mined one K*.", b.name(t), b.stats.TreasureDepth),
		fmt.Sprintf("Two rivers wind and never touch (I5): %s; %s.", b.riverSpan(paths[0]), b.riverSpan(paths[1])),
		fmt.Sprintf("A rubber room [] at %s, a dead end open to the %s (I7); hole cycles H1 of three and H2 of two, a fake hole h (I9).", b.name(rr), cl.Dir),
		"Swamps = (I10), a hospital + for the ghosts (I2), an arsenal with cement Ac (I3).",
		"Exits: "+joinList(b.exitNotes)+".")
	if !b.o.NoCreature {
		b.comments = append(b.comments, "A bear b in its den repeats the players' moves (I8).")
	}
	b.header("MIET (source text 000), rules I1–I11.")
	return true
}

func (b *board) riverSpan(p []maze.Coord) string {
	return fmt.Sprintf("%s to %s, %d cells", b.name(p[0]), b.name(p[len(p)-1]), len(p))
}

func joinList(s []string) string {
	out := ""
	for i, x := range s {
		if i > 0 {
			out += ", "
		}
		out += x
	}
	return out
}
