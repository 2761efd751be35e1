package engine

import (
	"strings"
	"testing"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
)

// box builds a one-floor maze from an ASCII box, for tests:
//
//	+-+-+-+
//	|. X|A|
//	+ +-+ +
//	|P .:E
//	+-+-+-+
//
// Cells sit at odd columns of odd lines; the characters between them are
// walls: '|' or '-' plain, ' ' open, '#' or '=' unblastable (M1), ':' or
// 'o' a window (M18), '}' or '~' rubber (M10). Cell glyphs: '.' empty,
// 'X' true treasure, 'O' false, 'K' candidate, '*' mined treasure, 'A'
// arsenal, 'a' bullets-only arsenal, 'H' hospital, 'M' mine, 'o' a hole
// (one set, in reading order), 'h' fake hole, 'P' pit and 'E' its exit
// (paired in reading order), '>' '<' 'v' '^' river cells flowing that way
// and '@' the mouth, '#' monolith, 'x' the school's exit cell, 's' swamp,
// 'u' puddle, 'm' morgue, 'T' trap, 'C' crossbow, 'Y' crutch, 'S' a start,
// 'b' a bear, 'N' the minotaur, 'R' a rubber room leaving east, 'G' the
// golden ball, 'w' Stalker water, 'I' the institute.
func box(t testing.TB, fam rules.Family, lines ...string) *maze.Maze {
	t.Helper()
	rows := (len(lines) - 1) / 2
	cols := (len([]rune(lines[0])) - 1) / 2
	f := maze.NewFloor("1", rows, cols)
	m := &maze.Maze{Title: "test", Rules: rules.MustPreset(fam)}
	grid := make([][]rune, len(lines))
	for i, l := range lines {
		grid[i] = []rune(l)
		for len(grid[i]) < 2*cols+1 {
			grid[i] = append(grid[i], ' ')
		}
	}
	wallOf := func(r rune) maze.Wall {
		switch r {
		case ' ', '+':
			return maze.Wall{}
		case '#', '=':
			return maze.Wall{Kind: maze.WallUnblastable}
		case ':', 'o':
			return maze.Wall{Kind: maze.WallWindow}
		case '}', '~':
			return maze.Wall{Kind: maze.WallRubber}
		}
		return maze.Wall{Kind: maze.WallPlain}
	}
	for r := 0; r <= rows; r++ {
		for c := 0; c < cols; c++ {
			*f.HWall(r, c) = wallOf(grid[2*r][2*c+1])
		}
	}
	var pits, exits []maze.Coord
	var holes maze.HoleSet
	riverDir := map[maze.Coord]maze.Dir{}
	mouths := []maze.Coord{}
	for r := 0; r < rows; r++ {
		for c := 0; c <= cols; c++ {
			*f.VWall(r, c) = wallOf(grid[2*r+1][2*c])
		}
		for c := 0; c < cols; c++ {
			at := maze.Coord{Row: r, Col: c}
			cell := f.Cell(r, c)
			cell.Ref = -1
			g := grid[2*r+1][2*c+1]
			switch g {
			case '.', ' ':
			case 'X', 'O', 'K', '*':
				kind := map[rune]maze.TreasureKind{'X': maze.TreasureTrue, 'O': maze.TreasureFalse, 'K': maze.TreasureCandidate, '*': maze.TreasureMined}[g]
				m.Treasures = append(m.Treasures, maze.Treasure{Kind: kind, At: at})
			case 'A':
				cell.Kind = maze.CellArsenal
			case 'a':
				cell.Kind, cell.Arsenal = maze.CellArsenal, maze.ArsenalBullets
			case 'H':
				cell.Kind = maze.CellHospital
			case 'M':
				cell.Kind = maze.CellMine
			case 'o':
				cell.Kind, cell.Ref = maze.CellHole, 0
				holes.Cells = append(holes.Cells, at)
			case 'h':
				cell.Kind = maze.CellFakeHole
			case 'P':
				cell.Kind, cell.Ref = maze.CellPit, len(pits)
				pits = append(pits, at)
			case 'E':
				cell.Kind, cell.Ref = maze.CellPitExit, len(exits)
				exits = append(exits, at)
			case '>', '<', 'v', '^':
				cell.Kind = maze.CellRiver
				riverDir[at] = map[rune]maze.Dir{'>': maze.East, '<': maze.West, 'v': maze.South, '^': maze.North}[g]
			case '@':
				cell.Kind = maze.CellRiver
				mouths = append(mouths, at)
			case '#':
				cell.Kind = maze.CellMonolith
			case 'x':
				cell.Kind = maze.CellExit
			case 's':
				cell.Kind = maze.CellSwamp
			case 'u':
				cell.Kind = maze.CellPuddle
			case 'm':
				cell.Kind = maze.CellMorgue
			case 'T':
				cell.Kind = maze.CellTrap
			case 'C':
				cell.Kind = maze.CellCrossbow
			case 'Y':
				cell.Kind = maze.CellCrutch
			case 'S':
				m.Starts = append(m.Starts, maze.Start{Name: string(rune('1' + len(m.Starts))), At: at})
			case 'b':
				m.Creatures = append(m.Creatures, maze.Creature{Kind: maze.CreatureBear, At: at, Den: at})
			case 'N':
				m.Creatures = append(m.Creatures, maze.Creature{Kind: maze.CreatureMinotaur, At: at})
			case 'R':
				cell.Kind, cell.Dir = maze.CellRubberRoom, maze.East
			case 'G':
				cell.Kind = maze.CellBall
			case 'w':
				cell.Kind = maze.CellWater
			case 'I':
				cell.Kind = maze.CellInstitute
			case 'n':
				cell.Kind = maze.CellEntrance
			case 'f':
				cell.Kind = maze.CellFord
			case 'c':
				cell.Kind = maze.CellClimb
			default:
				t.Fatalf("box: unknown glyph %q at line %d", g, 2*r+2)
			}
		}
	}
	if len(pits) != len(exits) {
		t.Fatalf("box: %d pits but %d exits", len(pits), len(exits))
	}
	for i := range pits {
		m.Pits = append(m.Pits, maze.Pit{Name: string(rune('1' + i)), At: pits[i], Exits: []maze.Coord{exits[i]}})
	}
	if len(holes.Cells) > 0 {
		holes.Name = "1"
		m.HoleSets = append(m.HoleSets, holes)
	}
	// Rivers: follow the arrows from each source (a river cell no arrow
	// points at) to a mouth.
	pointed := map[maze.Coord]bool{}
	for c, d := range riverDir {
		pointed[c.Add(d)] = true
	}
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			at := maze.Coord{Row: r, Col: c}
			if _, ok := riverDir[at]; !ok || pointed[at] {
				continue
			}
			rv := maze.River{Name: string(rune('1' + len(m.Rivers)))}
			for cur := at; f.In(cur.Row, cur.Col) && f.Cell(cur.Row, cur.Col).Kind == maze.CellRiver; {
				rv.Cells = append(rv.Cells, cur)
				f.Cell(cur.Row, cur.Col).Ref = len(m.Rivers)
				d, ok := riverDir[cur]
				if !ok {
					break
				}
				cur = cur.Add(d)
				if len(rv.Cells) > rows*cols {
					t.Fatal("box: river loops")
				}
			}
			m.Rivers = append(m.Rivers, rv)
		}
	}
	_ = mouths
	m.Floors = []maze.Floor{f}
	return m
}

// newGame starts a game on a box maze with n players, the options changed
// by mod, and every player placed on the cells named (e.g. "A1").
func newGame(t testing.TB, m *maze.Maze, mod func(*rules.Options), at ...string) *Game {
	t.Helper()
	if mod != nil {
		mod(&m.Rules)
	}
	m.Rules.Start = rules.StartChoose
	var ps []PlayerSetup
	for i := range at {
		ps = append(ps, PlayerSetup{Name: string(rune('a' + i)), Lang: "ru"})
	}
	if m.Rules.MinPlayers > len(ps) {
		m.Rules.MinPlayers = len(ps)
	}
	g, err := NewGame(m, Setup{Players: ps, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	for i, name := range at {
		c, err := m.ParseCell(name)
		if err != nil {
			t.Fatal(err)
		}
		p := &g.st.Players[i]
		p.At, p.Placed, p.LastStop = c, true, c
		p.Track = []maze.Coord{c}
	}
	return g
}

// play applies a turn of player p and returns the report p hears; it fails
// the test on a refusal.
func play(t testing.TB, g *Game, p PlayerID, acts ...Action) (string, []Event) {
	t.Helper()
	for g.ToMove() != p && !g.Over() {
		if _, err := g.Apply(Turn{Player: g.ToMove(), Actions: []Action{{Kind: ActSkip}}}); err != nil {
			t.Fatalf("skip of %d: %v", g.ToMove(), err)
		}
	}
	ev, err := g.Apply(Turn{Player: p, Actions: acts})
	if err != nil {
		t.Fatalf("turn of %d: %v", p, err)
	}
	return Report(ev, p, "ru"), ev
}

func mv(d maze.Dir, fb ...maze.Dir) Action { return Action{Kind: ActMove, Dir: d, Fallbacks: fb} }
func act(k ActionKind, d maze.Dir) Action  { return Action{Kind: k, Dir: d} }

const (
	N = maze.North
	E = maze.East
	S = maze.South
	W = maze.West
)

func where(g *Game, p PlayerID) string {
	return g.st.Players[p].At.Name(maze.Latin)
}

func wantIn(t *testing.T, got, want string) {
	t.Helper()
	if !strings.Contains(got, want) {
		t.Errorf("report %q does not contain %q", got, want)
	}
}

func wantNot(t *testing.T, got, bad string) {
	t.Helper()
	if strings.Contains(got, bad) {
		t.Errorf("report %q contains %q", got, bad)
	}
}

func wantAt(t *testing.T, g *Game, p PlayerID, cell string) {
	t.Helper()
	if w := where(g, p); w != cell {
		t.Errorf("player %d is on %s, want %s", p, w, cell)
	}
}
