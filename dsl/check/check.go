// Package check holds the design rules of the source texts, run on a compiled
// maze model: connectivity without grenades (B17, C4, D14), no pit traps
// (D14), a reachable true treasure (V2, V13), and the per-family rules (V2,
// D2, C2, C3, M5, I5, I6, I7, T2, S2, S7). It knows nothing of source text:
// findings name cells and walls, and the compiler (package dsl) turns them
// into diagnostics with source positions. Every code is documented in
// grammar.md, "Design-rule diagnostics".
package check

import (
	"cmp"
	"slices"

	"labyrinth/dsl/diag"
	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
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
	Summary  string // names cells in the source texts' coordinates
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

// Alphabet returns the column letters a maze's findings use: Cyrillic
// а..к for the families whose source texts letter columns that way (D1, V26),
// Latin A..J otherwise.
func Alphabet(m *maze.Maze) maze.Alphabet {
	switch m.Rules.Family {
	case rules.FamilyDuel, rules.FamilyVMK:
		return maze.Cyrillic
	}
	return maze.Latin
}

// analysis carries one run of Analyze.
type analysis struct {
	m        *maze.Maze
	alpha    maze.Alphabet
	findings []Finding
	dropped  int // findings past MaxFindings

	g        *graph
	comp     []int32           // strongly connected component of every node
	count    []int32           // landable cells of every component
	main     int32             // the main component: the most landable cells, reaching an exit
	rep      int32             // a node of the main component
	fwd      []bool            // reachable from the main component (nil when all is main)
	bwd      []bool            // reaches the main component (nil when all is main)
	toOut    []bool            // reaches the outside (nil when not needed)
	jfwd     []bool            // reachable from the main component with jumps (V12; nil without jumping or sealed regions)
	jbwd     []bool            // reaches the main component with jumps
	jumpLand []bool            // cells a player can stand on when jumping
	mainOut  bool              // the main component reaches an exit, or exits do not apply
	roots    []int32           // where witness paths start: starts, else entrances, else rep
	paths    map[int32][]int32 // BFS parents from the roots (key -1) or from rep
	depth    map[int32][]int32
	pathNote string // set by pathTo when it shortens a path

	// sealedTold: cells of regions reported B17-unreachable one by one;
	// a treasure among them is named there, not again as V13.
	sealedTold map[maze.Coord]bool
}

func (a *analysis) name(c maze.Coord) string { return a.m.NameIn(c, a.alpha) }

// MaxFindings is the most findings Analyze returns: past it a maze is
// mostly one fault repeated (a million sealed cells), and each finding
// carries regions and paths. The rest are counted in Dropped.
const MaxFindings = 10_000

func (a *analysis) add(f Finding) {
	if len(a.findings) >= MaxFindings {
		a.dropped++
		return
	}
	a.findings = append(a.findings, f)
}

// Analyze runs every design rule that the maze's rules call for and returns
// the findings in a stable order: by floor, row and column of their primary
// place, then by code.
func Analyze(m *maze.Maze) []Finding {
	if m == nil || len(m.Floors) == 0 {
		return nil
	}
	for i := range m.Floors {
		f := &m.Floors[i]
		if f.Rows <= 0 || f.Cols <= 0 || len(f.Cells) != f.Rows*f.Cols ||
			len(f.HWalls) != (f.Rows+1)*f.Cols || len(f.VWalls) != f.Rows*(f.Cols+1) {
			return nil // a malformed model: the compiler has reported why
		}
	}
	a := &analysis{m: m, alpha: Alphabet(m)}
	a.tables()
	a.connectivity()
	a.treasures()
	a.rivers()
	a.creatures()
	a.healing()
	switch m.Rules.Family {
	case rules.FamilyBase, rules.FamilyVMK, rules.FamilyMIET:
		a.square("B2-square")
	case rules.FamilyTver:
		a.square("T5-square")
	}
	switch m.Rules.Family {
	case rules.FamilyDuel:
		a.duel()
	case rules.FamilySchool:
		a.school()
	case rules.FamilyTver:
		a.tver()
	case rules.FamilyMIET:
		a.miet()
	case rules.FamilyStalker:
		a.stalker()
	}
	slices.SortStableFunc(a.findings, func(x, y Finding) int {
		p, q := x.At.Cell, y.At.Cell
		return cmp.Or(cmp.Compare(p.Floor, q.Floor), cmp.Compare(p.Row, q.Row),
			cmp.Compare(p.Col, q.Col), cmp.Compare(x.Code, y.Code))
	})
	return a.findings
}

// Codes lists every finding code Analyze can report, each documented in
// grammar.md, "Design-rule diagnostics".
var Codes = []string{
	"B17-unreachable", "D14-trap", "D14-pit-trap", "B17-no-return",
	"B4-no-exit", "B4-exit-unreachable",
	"V13-treasure-unreachable", "V13-treasure-no-exit", "V13-walled-treasure", "V12-jump-only",
	"V2-true-treasure", "M3-several-treasures", "B15-no-treasure", "B3-object-cell", "V4-pit-exit", "B5-single-hole",
	"B18-river-gap", "M5-river-flow", "M5-river-straight", "I5-river-cross", "M5-river-touch", "I7-rubber-room",
	"D1-size", "D2-count", "D2-one-object", "D2-exits",
	"C2-ring", "C2-exit", "C3-open-square",
	"T2-floor-contents", "B2-square", "T5-square", "I1-treasures", "M9-bear-track", "C13-minotaur-off", "C8-no-morgue",
	"S1-ball", "S2-institute", "S2-entrance-traps", "S7-traps-touch", "S7-trap-ball", "S7-no-passage",
}
