package maze

import (
	"fmt"
	"strconv"
	"strings"
)

// Summary sums the maze up in one line: its title, floors and their
// sizes (rows × columns), and its preset: `"The old mill", 1 floor 8×8,
// preset base`.
func (m *Maze) Summary() string {
	sizes := make([]string, len(m.Floors))
	for i, f := range m.Floors {
		sizes[i] = fmt.Sprintf("%d×%d", f.Rows, f.Cols)
	}
	title := ""
	if m.Title != "" {
		title = fmt.Sprintf("%q, ", m.Title)
	}
	floors := "1 floor"
	if len(m.Floors) != 1 {
		floors = fmt.Sprintf("%d floors", len(m.Floors))
	}
	return fmt.Sprintf("%s%s %s, preset %s", title, floors, strings.Join(sizes, " + "), m.Rules.Family)
}

// FloorNumber finds a floor by its name, or by its place counting from 1
// from the lowest: its 1-based number; "" and "0" are 0, every floor. A
// name wins over a place ("1" is tver's second floor, named 1).
func (m *Maze) FloorNumber(arg string) (int, bool) {
	if arg == "" {
		return 0, true
	}
	for i, f := range m.Floors {
		if f.Name == arg {
			return i + 1, true
		}
	}
	if n, err := strconv.Atoi(arg); err == nil && n >= 0 && n <= len(m.Floors) {
		return n, true
	}
	return 0, false
}

// FloorNames lists the floors' names, the lowest first.
func (m *Maze) FloorNames() []string {
	names := make([]string, len(m.Floors))
	for i, f := range m.Floors {
		names[i] = f.Name
	}
	return names
}
