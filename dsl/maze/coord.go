package maze

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
)

// Coord is a cell position: zero-based floor, row (from the top) and column
// (from the left).
type Coord struct {
	Floor, Row, Col int
}

// Add returns the neighbour in direction d (no bounds check; Up and Down
// change the floor index).
func (c Coord) Add(d Dir) Coord {
	switch d {
	case North:
		c.Row--
	case South:
		c.Row++
	case West:
		c.Col--
	case East:
		c.Col++
	case Up:
		c.Floor++
	case Down:
		c.Floor--
	}
	return c
}

// Dir is a direction of movement, shooting or blasting.
type Dir uint8

const (
	None Dir = iota
	North
	East
	South
	West
	Up   // to the floor above (M14)
	Down // to the floor below (M14)
)

// Compass lists the four directions of a flat move, in the order a host asks
// them (up, right, down, left).
var Compass = [4]Dir{North, East, South, West}

func (d Dir) String() string {
	return [...]string{"none", "north", "east", "south", "west", "up", "down"}[d]
}

// Opposite returns the reverse direction.
func (d Dir) Opposite() Dir {
	return [...]Dir{None, South, West, North, East, Down, Up}[d]
}

// Alphabet selects how columns are lettered in names of cells.
type Alphabet uint8

const (
	// Latin letters columns A, B, …, Z, AA, AB, ….
	Latin Alphabet = iota
	// Cyrillic letters columns а..к as in source text 002 (а б в г д е ж з и к),
	// then л…я without ё й ъ ы ь, then doubled.
	Cyrillic
)

var cyrillicLetters = []rune("абвгдежзиклмнопрстуфхцчшщэюя")

// ColumnName returns the letter name of a zero-based column.
func ColumnName(col int, a Alphabet) string {
	letters := []rune("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
	if a == Cyrillic {
		letters = cyrillicLetters
	}
	n := len(letters)
	var out []rune
	col++
	for col > 0 {
		col--
		out = append([]rune{letters[col%n]}, out...)
		col /= n
	}
	return string(out)
}

// Name returns the source texts' name of a cell on a single-floor maze: column
// letter and one-based row, e.g. "в7" or "C7".
func (c Coord) Name(a Alphabet) string {
	return ColumnName(c.Col, a) + strconv.Itoa(c.Row+1)
}

// NameIn returns the cell's name with its floor when the maze has more than
// one floor, e.g. "basement:C7".
func (m *Maze) NameIn(c Coord, a Alphabet) string {
	if len(m.Floors) <= 1 || c.Floor < 0 || c.Floor >= len(m.Floors) {
		return c.Name(a)
	}
	return m.Floors[c.Floor].Name + ":" + c.Name(a)
}

// ParseCell parses a cell name such as "C7", "в7" or "2:C7" (floor by name
// or by 1-based number). Latin and Cyrillic letters are both accepted.
func (m *Maze) ParseCell(s string) (Coord, error) {
	var c Coord
	s = strings.TrimSpace(s)
	if i := strings.LastIndexByte(s, ':'); i >= 0 {
		fl, rest := s[:i], s[i+1:]
		found := false
		for k := range m.Floors {
			if strings.EqualFold(m.Floors[k].Name, fl) {
				c.Floor, found = k, true
				break
			}
		}
		if !found {
			n, err := strconv.Atoi(fl)
			if err != nil || n < 1 || n > len(m.Floors) {
				return c, fmt.Errorf("no floor %q", fl)
			}
			c.Floor = n - 1
		}
		s = rest
	}
	col, row, err := ParseCellName(s)
	if err != nil {
		return c, err
	}
	c.Row, c.Col = row, col
	if len(m.Floors) > 0 && !m.Floors[c.Floor].In(row, col) {
		return c, fmt.Errorf("cell %s is outside floor %s (%d rows × %d columns)", s, m.Floors[c.Floor].Name, m.Floors[c.Floor].Rows, m.Floors[c.Floor].Cols)
	}
	return c, nil
}

// ParseCellName parses a floorless cell name ("C7", "в7", "aa12") into a
// zero-based column and row. It does not check bounds.
func ParseCellName(s string) (col, row int, err error) {
	rs := []rune(strings.TrimSpace(s))
	i := 0
	for i < len(rs) && unicode.IsLetter(rs[i]) {
		i++
	}
	if i == 0 || i == len(rs) {
		return 0, 0, fmt.Errorf("%q is not a cell name (column letters then row number, e.g. C7 or в7)", s)
	}
	letters, digits := rs[:i], string(rs[i:])
	n, err := strconv.Atoi(digits)
	if err != nil || n < 1 {
		return 0, 0, fmt.Errorf("%q is not a cell name: row %q must be a number from 1", s, digits)
	}
	col = 0
	for _, r := range letters {
		v := letterValue(r)
		if v < 0 {
			return 0, 0, fmt.Errorf("%q is not a cell name: %q is not a column letter", s, string(r))
		}
		col = col*letterBase(r) + v + 1
	}
	return col - 1, n - 1, nil
}

func letterBase(r rune) int {
	if r < 128 {
		return 26
	}
	return len(cyrillicLetters)
}

func letterValue(r rune) int {
	r = unicode.ToLower(r)
	if r >= 'a' && r <= 'z' {
		return int(r - 'a')
	}
	if r == 'й' { // a common slip for и in 10-column mazes
		return -1
	}
	for i, l := range cyrillicLetters {
		if l == r {
			return i
		}
	}
	return -1
}
