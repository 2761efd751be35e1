package check

import (
	"strconv"
	"strings"
	"testing"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
)

// build turns box drawings, one per floor, into a maze under a family's
// preset. A drawing alternates edge lines and cell lines:
//
//	+-+-+
//	|. X|
//	+ +-+
//
// In an edge line the character above cell c (at 2c+1) is its north wall;
// in a cell line the character at 2c is the west wall of cell c and 2c+1
// the cell. Walls: '-' or '|' plain, ' ' open, '=' unblastable, 'w' window,
// 'r' rubber, 'x' closed exit, '^' 'v' '<' '>' one-way in that direction.
// Cells: '.' empty, '#' monolith, '~' void, 'E' exit cell, 'X' true
// treasure, 'O' false, 'K' either, 'Z' mined, 'P' pit, 'B' pit exit, 'H'
// hole, 'h' fake hole, 'R' river, 'A' arsenal, 'M' mine, 'T' trap, 'C'
// crossbow, 'Y' crutch, 'U' stairs, '$' ball, 'e' entrance, '!' institute,
// 'S' start, '[' rubber room (exit side set by the test), 'x' crossing,
// '&' morgue, '+' hospital.
// Tables (pits, holes, rivers, stairs) are added with the helpers below.
func build(t testing.TB, family rules.Family, drawings ...string) *maze.Maze {
	t.Helper()
	m := &maze.Maze{Title: "test", Rules: rules.MustPreset(family)}
	for fi, d := range drawings {
		lines := strings.Split(strings.Trim(d, "\n"), "\n")
		if len(lines)%2 != 1 {
			t.Fatalf("floor %d: a drawing has an odd number of lines", fi)
		}
		rows := len(lines) / 2
		cols := (len(lines[0]) - 1) / 2
		f := maze.NewFloor(string(rune('1'+fi)), rows, cols)
		at := func(line string, i int) byte {
			if i < len(line) {
				return line[i]
			}
			return ' '
		}
		for r := 0; r <= rows; r++ {
			for c := 0; c < cols; c++ {
				*f.HWall(r, c) = wall(t, at(lines[2*r], 2*c+1))
			}
		}
		for r := 0; r < rows; r++ {
			line := lines[2*r+1]
			for c := 0; c <= cols; c++ {
				*f.VWall(r, c) = wall(t, at(line, 2*c))
			}
			for c := 0; c < cols; c++ {
				g := at(line, 2*c+1)
				cell := f.Cell(r, c)
				cell.Ref = -1
				cell.Glyph = string(g)
				co := maze.Coord{Floor: fi, Row: r, Col: c}
				switch g {
				case '.', ' ':
				case '#':
					cell.Kind = maze.CellMonolith
				case '~':
					cell.Kind = maze.CellVoid
				case 'E':
					cell.Kind = maze.CellExit
				case 'X', 'O', 'K', 'Z':
					kind := map[byte]maze.TreasureKind{'X': maze.TreasureTrue, 'O': maze.TreasureFalse, 'K': maze.TreasureCandidate, 'Z': maze.TreasureMined}[g]
					m.Treasures = append(m.Treasures, maze.Treasure{Kind: kind, At: co})
				case 'S':
					m.Starts = append(m.Starts, maze.Start{Name: "1", At: co})
				default:
					k, ok := map[byte]maze.CellKind{'P': maze.CellPit, 'B': maze.CellPitExit, 'H': maze.CellHole,
						'h': maze.CellFakeHole, 'R': maze.CellRiver, 'A': maze.CellArsenal, 'M': maze.CellMine,
						'T': maze.CellTrap, 'C': maze.CellCrossbow, 'Y': maze.CellCrutch, 'U': maze.CellStairs,
						'$': maze.CellBall, 'e': maze.CellEntrance, '!': maze.CellInstitute, '[': maze.CellRubberRoom,
						'x': maze.CellCrossing, '&': maze.CellMorgue, '+': maze.CellHospital}[g]
					if !ok {
						t.Fatalf("floor %d: unknown cell glyph %q at row %d col %d", fi, g, r, c)
					}
					cell.Kind = k
				}
			}
		}
		m.Floors = append(m.Floors, f)
	}
	return m
}

func wall(t testing.TB, b byte) maze.Wall {
	switch b {
	case ' ':
		return maze.Wall{}
	case '-', '|', '+':
		return maze.Wall{Kind: maze.WallPlain}
	case '=':
		return maze.Wall{Kind: maze.WallUnblastable}
	case 'w':
		return maze.Wall{Kind: maze.WallWindow}
	case 'r':
		return maze.Wall{Kind: maze.WallRubber}
	case 'x':
		return maze.Wall{Kind: maze.WallClosedExit}
	case '^':
		return maze.Wall{Kind: maze.WallOneWay, Pass: maze.North}
	case 'v':
		return maze.Wall{Kind: maze.WallOneWay, Pass: maze.South}
	case '<':
		return maze.Wall{Kind: maze.WallOneWay, Pass: maze.West}
	case '>':
		return maze.Wall{Kind: maze.WallOneWay, Pass: maze.East}
	}
	t.Fatalf("unknown wall glyph %q", b)
	return maze.Wall{}
}

// cell parses a cell name in Latin letters, "B3" or "2:B3".
func cell(t testing.TB, m *maze.Maze, name string) maze.Coord {
	t.Helper()
	c, err := m.ParseCell(name)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func cells(t testing.TB, m *maze.Maze, names ...string) []maze.Coord {
	out := make([]maze.Coord, len(names))
	for i, n := range names {
		out[i] = cell(t, m, n)
	}
	return out
}

// pit adds a pit at the first cell falling to the others (V4, V5).
func pit(t testing.TB, m *maze.Maze, at string, exits ...string) {
	p := maze.Pit{Name: strconv.Itoa(len(m.Pits) + 1), At: cell(t, m, at), Exits: cells(t, m, exits...)}
	refer(m, len(m.Pits), maze.CellPit, []maze.Coord{p.At})
	refer(m, len(m.Pits), maze.CellPitExit, p.Exits)
	m.Pits = append(m.Pits, p)
}

// refer points the cells at entry ref of their table, as the compiler
// does (maze.Cell.Ref), and makes those drawn empty cells of kind k.
func refer(m *maze.Maze, ref int, k maze.CellKind, cs []maze.Coord) {
	for _, c := range cs {
		if cl := m.CellAt(c); cl != nil {
			cl.Ref = ref
			if cl.Kind == maze.CellEmpty {
				cl.Kind = k
			}
		}
	}
}

// holes adds a hole set in the given order (B5).
func holes(t testing.TB, m *maze.Maze, at ...string) {
	refer(m, len(m.HoleSets), maze.CellHole, cells(t, m, at...))
	m.HoleSets = append(m.HoleSets, maze.HoleSet{Name: strconv.Itoa(len(m.HoleSets) + 1), Cells: cells(t, m, at...)})
}

// river adds a river from source to mouth (B18).
func river(t testing.TB, m *maze.Maze, at ...string) {
	refer(m, len(m.Rivers), maze.CellRiver, cells(t, m, at...))
	m.Rivers = append(m.Rivers, maze.River{Name: strconv.Itoa(len(m.Rivers) + 1), Cells: cells(t, m, at...)})
}

func stairs(t testing.TB, m *maze.Maze, a, b string) {
	m.Stairs = append(m.Stairs, maze.Stair{A: cell(t, m, a), B: cell(t, m, b)})
}
