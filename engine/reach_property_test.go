package engine

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"labyrinth/dsl"
	"labyrinth/dsl/check"
	"labyrinth/dsl/gen"
	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
	"labyrinth/internal/testlong"
)

// The compiler promises that every cell a player can stand on reaches
// every other and an exit without grenades (B17, C4, D14); it decides that
// on a move graph of its own (dsl/check). TestReachCheckerAgreesWithEngine
// checks that graph against what Apply lets one player do: from every cell
// of generated mazes of every preset, a breadth-first search over the
// game's states (moves in the four directions, the stairs, a turn spent on
// the spot, and under jump.sit sitting and jumping) must reach exactly the
// cells, and the outside, that check.Moves says it reaches.
//
// The mazes are played without their treasures and creatures: a treasure
// carried out ends the game and a creature moves the player, neither of
// which is the maze's shape that the promise is about.
func TestReachCheckerAgreesWithEngine(t *testing.T) {
	sizes := map[rules.Family][2]int{
		rules.FamilyBase: {4, 4}, rules.FamilyVMK: {5, 5}, rules.FamilyDuel: {10, 10},
		rules.FamilySchool: {6, 6}, rules.FamilyTver: {4, 4}, rules.FamilyMIET: {6, 6},
		rules.FamilyStalker: {9, 9},
	}
	seeds := testlong.Pick(int64(1), 6)
	for _, fam := range rules.Families() {
		sz, ok := sizes[fam]
		if !ok {
			t.Fatalf("no size for preset %s: add it to the table", fam)
		}
		n := seeds
		if fam == rules.FamilyDuel && !testlong.Enabled() {
			n = 1 // a 10×10 maze with four pits: the largest search here
		}
		// The presets with stairs (M14, V25, T1) also on two floors; tver
		// has two by default.
		floors := []int{0}
		if fam == rules.FamilyBase || fam == rules.FamilyVMK {
			floors = append(floors, 2)
		}
		for seed := int64(1); seed <= n; seed++ {
			fl := floors[int(seed)%len(floors)]
			name := fmt.Sprintf("%s/seed%d", fam, seed)
			if fl > 0 {
				name += fmt.Sprintf("/%dfloors", fl)
			}
			t.Run(name, func(t *testing.T) {
				r, err := gen.Generate(gen.Options{Preset: fam, Seed: seed, Rows: sz[0], Cols: sz[1], Floors: fl,
					Loops: -1, DeadEnds: -1, Depth: -1, Chains: -1})
				if err != nil {
					t.Fatal(err)
				}
				m, ds := dsl.Compile("gen.maze", r.Source)
				if ds.HasErrors() {
					t.Fatalf("the generated maze does not compile: %v\n%s", ds, r.Source)
				}
				m.Treasures, m.Creatures = nil, nil
				compareReach(t, m, r.Source, false)
				if m.Rules.JumpSit > 0 {
					compareReach(t, m, r.Source, true)
				}
				if m.Rules.TurnShape == rules.TurnDice {
					return // a Stalker zone has none of the features below
				}
				for v := range 4 {
					mm, what := reachVariant(m, seed, v)
					t.Run(what, func(t *testing.T) {
						compareReach(t, mm, r.Source, false)
						if mm.Rules.JumpSit > 0 && v == 1 && len(mm.Floors) == 1 {
							// Jumps, on the variant with a crossing: the
							// sitting makes this the slowest search here.
							compareReach(t, mm, r.Source, true)
						}
					})
				}
			})
		}
	}
}

// TestReachV6PitMultiplicity: under vmk1983 with a pit of multiplicity 2
//
//	+---+---+---+
//	| В1| П1<       (C1 open to the east; the wall B1|C1 lets one pass west only)
//	+---+---+---+
//
// a player walking in at C1 passes over П1 safely and is shut in on it: he
// never enters it a second time, so never falls to В1. The checker holds
// such a pit's falls until a way back onto it is found (V6), as the engine
// counts the passes; with pit.shared-count another player's passes may make
// the first entry a fall, and the checker lets him fall.
func TestReachV6PitMultiplicity(t *testing.T) {
	for _, shared := range []bool{false, true} {
		t.Run(fmt.Sprintf("V6/shared-count=%v", shared), func(t *testing.T) {
			m := box(t, rules.FamilyVMK, "+-+-+-+", "|E|P  ", "+-+-+-+")
			m.Pits[0].Multiplicity = 2
			m.Rules.PitSharedCount = shared
			*m.Floors[0].VWall(0, 2) = maze.Wall{Kind: maze.WallOneWay, Pass: maze.West}
			c1 := maze.Coord{Col: 2}
			want, _ := check.NewMoves(m, false).From(c1)
			if fall := slices.Contains(want, maze.Coord{}); fall != shared {
				t.Errorf("from C1 the checker reaches %v: a fall to A1 %v, want %v", want, fall, shared)
			}
			if shared {
				return // one player alone: the engine's count is his own
			}
			got, _, _ := engineReach(t, m, c1, false)
			if !slices.Equal(want, got) {
				t.Errorf("from C1 the checker reaches %v and the engine %v", want, got)
			}
		})
	}
}

// reachVariant returns a copy of m with the features the generator does
// not draw and the rules' readings it does not vary: some open inner walls
// made one-way (M11), some closed ones rubber (M10), a crossing (C15), steep
// banks on every river (I6), a pit that lets a player pass (V6), and the
// readings of holes (B20), river drift (B18, M6), leaving (B15, V17) and
// re-entry (D15) flipped in turn. The description names the variant.
func reachVariant(m *maze.Maze, seed int64, v int) (*maze.Maze, string) {
	rng := rand.New(rand.NewPCG(uint64(seed), uint64(v)))
	c := *m
	c.Floors = slices.Clone(m.Floors)
	c.Pits = slices.Clone(m.Pits)
	o := &c.Rules
	var what []string
	for i := range c.Floors {
		f := &c.Floors[i]
		f.Cells = slices.Clone(f.Cells)
		f.HWalls, f.VWalls = slices.Clone(f.HWalls), slices.Clone(f.VWalls)
		for r := 0; r < f.Rows; r++ {
			for col := 0; col < f.Cols; col++ {
				// The north side of (r, col), then its west side.
				for j, w := range []*maze.Wall{&f.HWalls[r*f.Cols+col], &f.VWalls[r*(f.Cols+1)+col]} {
					inner := j == 0 && r > 0 || j == 1 && col > 0
					if !inner {
						continue
					}
					pass := [2][2]maze.Dir{{maze.North, maze.South}, {maze.West, maze.East}}[j][rng.IntN(2)]
					switch x := rng.IntN(10); {
					case w.Kind == maze.WallNone && x < 2:
						*w = maze.Wall{Kind: maze.WallOneWay, Pass: pass, Hidden: x == 0}
					case w.Kind != maze.WallNone && w.Kind != maze.WallOneWay && x < 2:
						*w = maze.Wall{Kind: maze.WallRubber}
					}
				}
			}
		}
		if v%2 == 1 {
			for k := rng.IntN(len(f.Cells)); k < len(f.Cells); k++ {
				if f.Cells[k].Kind == maze.CellEmpty {
					f.Cells[k] = maze.Cell{Kind: maze.CellCrossing, Ref: -1}
					what = append(what, "crossing")
					break
				}
			}
		}
	}
	what = append(what, "one-way+rubber")
	if len(c.Pits) > 0 {
		// One pit only: each count multiplies the states searched.
		c.Pits[0].Multiplicity = 1 + v%3
	}
	if v&1 != 0 {
		o.SteepBanks = !o.SteepBanks
		o.HoleWallAdvance = !o.HoleWallAdvance
		what = append(what, fmt.Sprintf("steep=%v,hole-advance=%v", o.SteepBanks, o.HoleWallAdvance))
	}
	if v&2 != 0 {
		o.RiverDrift = 2 - o.RiverDrift%2*2 // 0: to the mouth at once; else 2
		o.LeaveEmpty = !o.LeaveEmpty
		o.Reentry = map[rules.Reentry]rules.Reentry{rules.ReentryAny: rules.ReentrySame, rules.ReentrySame: rules.ReentryAny}[o.Reentry]
		what = append(what, fmt.Sprintf("drift=%d,leave-empty=%v,reentry=%s", o.RiverDrift, o.LeaveEmpty, o.Reentry))
	}
	return &c, strings.Join(what, ",")
}

// compareReach compares the checker's and the engine's reach from every
// passable cell of m.
func compareReach(t *testing.T, m *maze.Maze, src []byte, jumps bool) {
	t.Helper()
	mv := check.NewMoves(m, jumps)
	bad, compared := 0, 0
	// A pit with a multiplicity counted for everyone together
	// (pit.shared-count, V6) is, to the checker, a cell a player may stand on
	// or fall through, either, each time: another player's passes may make
	// anyone's entry the fall. The engine here plays one player, whose
	// first entry never drops him; in such a maze the engine's reach need
	// only lie within the checker's (every cell the engine reaches, the
	// checker reaches; and the outside). Counted per player, the checker
	// holds a pit's falls until a way back onto it is found, as the engine
	// counts (TestReachV6PitMultiplicity), and the two must agree.
	passable := m.Rules.PitSharedCount && slices.ContainsFunc(m.Pits, func(p maze.Pit) bool { return p.Multiplicity > 1 })
	// A Stalker zone (S5, S8) is walked by the dice: witch's jelly throws
	// the stalker back to the last stop and deep water cannot be stopped
	// in, so a band of them can cut the zone where no wall does. The
	// checker's moves know walls, not traps (S7's passages to the ball are
	// checked apart, in check.stalker), so here too the engine's reach need
	// only lie within the checker's.
	passable = passable || m.Rules.TurnShape == rules.TurnDice
	for fl := range m.Floors {
		f := &m.Floors[fl]
		for row := 0; row < f.Rows; row++ {
			for col := 0; col < f.Cols; col++ {
				at := maze.Coord{Floor: fl, Row: row, Col: col}
				if !f.Cell(row, col).Kind.Passable() || noStop(m, at) {
					continue // a stalker starting on a trap is thrown back onto it for ever
				}
				compared++
				want, wantOut := mv.From(at)
				got, gotOut, paths := engineReach(t, m, at, jumps)
				want = slices.DeleteFunc(want, func(c maze.Coord) bool { return noStop(m, c) })
				got = slices.DeleteFunc(got, func(c maze.Coord) bool { return noStop(m, c) })
				if slices.Equal(want, got) && wantOut == gotOut {
					continue
				}
				within := !slices.ContainsFunc(got, func(c maze.Coord) bool { return !slices.Contains(want, c) }) && (!gotOut || wantOut)
				if passable && within {
					continue // within the checker's over-approximation, see above
				}
				bad++
				if bad > 3 {
					continue
				}
				var b strings.Builder
				fmt.Fprintf(&b, "from %s (jumps %v): checker out=%v, engine out=%v\n", cellName(at), jumps, wantOut, gotOut)
				for _, c := range got {
					if !slices.Contains(want, c) {
						fmt.Fprintf(&b, "  the engine reaches %s, the checker does not; path: %s\n", cellName(c), paths[c])
					}
				}
				for _, c := range want {
					if !slices.Contains(got, c) {
						fmt.Fprintf(&b, "  the checker reaches %s, the engine does not\n", cellName(c))
					}
				}
				if gotOut && !wantOut {
					fmt.Fprintf(&b, "  the engine leaves the maze; path: %s\n", paths[outside])
				}
				if wantOut && !gotOut {
					fmt.Fprintf(&b, "  the checker leaves the maze, the engine does not\n")
				}
				t.Errorf("%s", b.String())
			}
		}
	}
	if compared == 0 {
		t.Fatal("no start cell to compare from")
	}
	if bad > 0 {
		var b strings.Builder
		for fl := range m.Floors {
			fmt.Fprintf(&b, "floor %d:\n", fl+1)
			if err := maze.Draw(&b, m, maze.DrawOptions{Floor: fl}); err != nil {
				t.Fatal(err)
			}
		}
		t.Logf("%d start cells disagree; the maze as played (rules %+v):\n%s\nfrom the source:\n%s", bad, m.Rules, b.String(), src)
	}
}

// noStop reports whether c is a cell the checker's move graph counts as
// one a player can stand on and the engine, by rule, never lets a turn end
// on; they are left out of the comparison. Only the Stalker zone has such
// cells: the checker walks it cell by cell (its connectivity findings are
// warnings there, S7), while a stalker walks up to a d6 of cells a turn
// (S3) and
//   - may not stop in a stream: «нельзя останавливаться посреди речки» (S8),
//     water and a ford;
//   - is thrown back to the last stop by jelly (S5) and by traps of the
//     second kind (S6: a cabbage with the cells at distance 1 from it, a
//     bald spot; a meat grinder fires once and is then plain ground).
//
// Found by this test on `labyrinth gen --preset stalker --size 9x9 --seed 1`:
// from A1 the checker reaches the stream's row, the jelly Tj and the bald
// spot Tb, the engine does not. Any other cell still has to agree.
func noStop(m *maze.Maze, c maze.Coord) bool {
	if m.Rules.TurnShape != rules.TurnDice {
		return false
	}
	if k := m.CellAt(c).Kind; k == maze.CellWater || k == maze.CellFord {
		return true
	}
	for _, r := range m.Regions {
		for _, rc := range r.Cells {
			switch r.Kind {
			case maze.RegionJelly, maze.RegionBaldSpot:
				if rc == c {
					return true
				}
			case maze.RegionCabbage:
				if rc.Floor == c.Floor && abs(rc.Row-c.Row)+abs(rc.Col-c.Col) <= 1 {
					return true
				}
			}
		}
	}
	return false
}

// cellName names a cell as the box-style maps do: column letter, row
// number, and the floor when there are several.
func cellName(c maze.Coord) string {
	return fmt.Sprintf("%c%d/floor%d", 'A'+c.Col, c.Row+1, c.Floor+1)
}

// outside stands for the field outside the maze in engineReach's paths.
var outside = maze.Coord{Floor: -1}

// engineReach searches breadth-first over the states one player reaches
// from at through Apply. It returns the cells of the maze the player ends a
// turn on (sorted as check.Moves sorts them), whether he reached the
// outside (stepped out, was told he cannot leave yet, or stood on an exit
// cell, C2), and a shortest order path to each.
func engineReach(t *testing.T, m *maze.Maze, at maze.Coord, jumps bool) ([]maze.Coord, bool, map[maze.Coord]string) {
	t.Helper()
	n := max(1, m.Rules.MinPlayers)
	var s Setup
	for i := 0; i < n; i++ {
		s.Players = append(s.Players, PlayerSetup{Name: fmt.Sprintf("P%d", i+1)})
	}
	g0, err := NewGame(m, s)
	if err != nil {
		t.Fatal(err)
	}
	for i := range g0.st.Players {
		p := &g0.st.Players[i]
		p.Placed = true
		p.At, p.LastStop, p.Track = at, at, []maze.Coord{at}
		p.Eliminated = i > 0 // the other seats only pass
	}
	g0.st.Turn = 0
	g0.st.Over = false

	type node struct {
		g    *Game
		path string
	}
	seen := map[string]bool{reachKey(g0, jumps): true}
	paths := map[maze.Coord]string{at: "(start)"}
	out := false
	queue := []node{{g0, ""}}
	var actions []Action
	dice := m.Rules.TurnShape == rules.TurnDice
	for _, d := range compass {
		if !dice {
			actions = append(actions, Action{Kind: ActMove, Dir: d})
			continue
		}
		// S3: a walk of one step, or of two, to cross a stream one
		// may not stop in (S8).
		actions = append(actions, Action{Kind: ActWalk, Path: []maze.Dir{d}})
		for _, d2 := range compass {
			actions = append(actions, Action{Kind: ActWalk, Path: []maze.Dir{d, d2}})
		}
	}
	actions = append(actions, Action{Kind: ActSkip}, Action{Kind: ActMove, Dir: maze.Up}, Action{Kind: ActMove, Dir: maze.Down})
	if jumps {
		actions = append(actions, Action{Kind: ActSit})
		for _, d := range compass {
			actions = append(actions, Action{Kind: ActJump, Dir: d})
		}
	}
	const limit = 200000
	for len(queue) > 0 {
		if len(seen) > limit {
			n := 0
			for k := range seen {
				if n++; n < 20 {
					t.Log(k)
				}
			}
			t.Fatalf("from %v (jumps %v): more than %d states", at, jumps, limit)
		}
		cur := queue[0]
		queue = queue[1:]
		for _, a := range actions {
			g := cur.g.Clone()
			if dice {
				g.st.Players[0].Dice = 6 // the player rolled a six (S3)
			}
			evs, err := g.Apply(Turn{Player: 0, Actions: []Action{a}})
			if err != nil {
				continue
			}
			p := &g.st.Players[0]
			step := cur.path + " " + orderName(a)
			left := slices.ContainsFunc(evs, func(e Event) bool {
				switch e.Kind() {
				case EvCannotLeave, EvLeft, EvLeftTrue, EvLeftFalse, EvLeftMined:
					return true
				}
				return false
			})
			if !g.inside(p.At) || left || g.kind(p.At) == maze.CellExit {
				if !out {
					paths[outside] = step
				}
				out = true
			}
			if g.inside(p.At) {
				if _, ok := paths[p.At]; !ok {
					paths[p.At] = step
				}
			} else if !nearMaze(m, p.At) {
				continue // the open field round the maze leads nowhere new
			}
			if g.st.Over || g.st.Turn != 0 {
				continue
			}
			k := reachKey(g, jumps)
			if seen[k] {
				continue
			}
			seen[k] = true
			queue = append(queue, node{g, step})
		}
	}
	var cells []maze.Coord
	for c := range paths {
		if c != outside {
			cells = append(cells, c)
		}
	}
	slices.SortFunc(cells, func(a, b maze.Coord) int {
		if a.Floor != b.Floor {
			return a.Floor - b.Floor
		}
		if a.Row != b.Row {
			return a.Row - b.Row
		}
		return a.Col - b.Col
	})
	return cells, out, paths
}

// nearMaze reports whether c lies on its floor's rectangle or the ring of
// field just round it: far enough for a player outside to walk from one
// gap of the outer wall to another.
func nearMaze(m *maze.Maze, c maze.Coord) bool {
	if c.Floor < 0 || c.Floor >= len(m.Floors) {
		return false
	}
	f := &m.Floors[c.Floor]
	return c.Row >= -1 && c.Row <= f.Rows && c.Col >= -1 && c.Col <= f.Cols
}

// reachKey is what of a game's state can change where its player goes
// next: the turn counter, the dice and the log are left out, so that the
// search ends.
func reachKey(g *Game, jumps bool) string {
	p := &g.st.Players[0]
	sit := 0
	if jumps {
		sit = min(p.Sit, g.o.JumpSit)
	}
	falls := make([]int, len(g.st.PitFalls))
	for i, n := range g.st.PitFalls {
		if k := len(g.m.Pits[i].Exits); k > 0 {
			falls[i] = n % k
		}
	}
	// Counts with a multiplicity (V6 pits, V9 mines) matter modulo it.
	var counts []int
	for _, pt := range g.m.Pits {
		k := cellKey(pt.At)
		counts = append(counts, g.st.Visits[k]%max(pt.Multiplicity, 1), g.st.Passes[k|1<<56]%max(pt.Multiplicity, 1))
	}
	for k, n := range g.st.Visits {
		if k < 0 {
			counts = append(counts, n) // a meat grinder that fired (S6)
		}
	}
	for fl := range g.m.Floors {
		for i, c := range g.m.Floors[fl].Cells {
			if c.Mines > 1 {
				f := &g.m.Floors[fl]
				counts = append(counts, g.st.Visits[cellKey(maze.Coord{Floor: fl, Row: i / f.Cols, Col: i % f.Cols})]%c.Mines)
			}
		}
	}
	bumps := 0 // counted against move.bumps only when it is set (V11, C6)
	if g.o.MaxBumps > 0 {
		bumps = p.TurnBumps
	}
	return fmt.Sprint(p.At, p.Left, p.RoomIn, p.Rubber, p.Skip, p.Out, p.Ghost, p.Wounded, sit,
		bumps, p.TurnMask, falls, counts, g.st.Cells, g.st.Walls)
}

// orderName writes an action as a test's failure message shows it.
func orderName(a Action) string {
	switch a.Kind {
	case ActMove:
		return a.Dir.String()
	case ActWalk:
		var ds []string
		for _, d := range a.Path {
			ds = append(ds, d.String())
		}
		return "walk-" + strings.Join(ds, "-")
	}
	return a.Kind.String() + a.Dir.String()
}
