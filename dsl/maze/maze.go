// Package maze is the whole program's model of a maze, not only the
// compiler's: the checked, immutable result of compiling a .maze file (see
// grammar.md) that every other part works on. The engine plays on it, the
// play-by-email referee stores and replays campaigns on it, the printouts
// draw it, and the command line shows it; none of them ever sees source
// text. It lives under dsl/ because the compiler is what makes it and the
// language is where its every part is defined (grammar.md); it imports
// nothing of the program but the rules, so living there costs its users no
// dependency on the parser. The alternatives were weighed and declined: a
// top-level model package is outside the product's fixed layout, and
// internal/ would hide the model from programs that embed the engine, which
// need it to build a game.
//
// A maze has one or more floors (rules T1, V25, M14). Each floor is a
// rectangle of cells; cells of kind CellVoid are not part of the maze, which
// gives floors of any shape (rule T5). Walls stand on the edges between cells
// and on the floor's perimeter; an open perimeter edge is an exit (rule B4).
// Everything a drawing cannot say (hole order, pit exits, rivers, stairs,
// tracks, starts) lives in the tables of Maze.
package maze

import "labyrinth/dsl/rules"

// Maze is a compiled maze. Treat it as read-only after compilation: the
// engine keeps every change of play in its own state.
type Maze struct {
	Title  string
	Author string
	Notes  string
	// Rules is the resolved rule set: the preset with the file's overrides.
	Rules rules.Options

	Floors []Floor

	HoleSets  []HoleSet
	Pits      []Pit
	Rivers    []River
	Stairs    []Stair
	Treasures []Treasure
	Starts    []Start
	Creatures []Creature
	// Regions are multi-cell areas: Stalker traps and terrain (S5, S6, S8).
	Regions []Region
}

// Floor is one level of the maze, drawn as one map.
type Floor struct {
	Name  string // as written in the source, e.g. "1", "basement"
	Rows  int
	Cols  int
	Cells []Cell // Rows*Cols, row-major; index with Floor.Index
	// HWalls holds the horizontal edges: (Rows+1)*Cols entries, edge (r, c)
	// is the top side of cell (r, c); edge (Rows, c) is the bottom perimeter.
	HWalls []Wall
	// VWalls holds the vertical edges: Rows*(Cols+1) entries, edge (r, c) is
	// the left side of cell (r, c); edge (r, Cols) is the right perimeter.
	VWalls []Wall
}

// Index returns the position of cell (row, col) in Cells.
func (f *Floor) Index(row, col int) int { return row*f.Cols + col }

// In reports whether (row, col) lies inside the floor's rectangle.
func (f *Floor) In(row, col int) bool { return row >= 0 && row < f.Rows && col >= 0 && col < f.Cols }

// Cell returns the cell at (row, col); the caller must check In first.
func (f *Floor) Cell(row, col int) *Cell { return &f.Cells[f.Index(row, col)] }

// HWall returns the horizontal edge above cell (row, col); row may equal Rows.
func (f *Floor) HWall(row, col int) *Wall { return &f.HWalls[row*f.Cols+col] }

// VWall returns the vertical edge left of cell (row, col); col may equal Cols.
func (f *Floor) VWall(row, col int) *Wall { return &f.VWalls[row*(f.Cols+1)+col] }

// Side returns the wall on side d (North, East, South or West) of cell
// (row, col).
func (f *Floor) Side(row, col int, d Dir) *Wall {
	switch d {
	case North:
		return f.HWall(row, col)
	case South:
		return f.HWall(row+1, col)
	case West:
		return f.VWall(row, col)
	case East:
		return f.VWall(row, col+1)
	}
	return nil
}

// NewFloor returns a floor of empty cells with no walls.
func NewFloor(name string, rows, cols int) Floor {
	return Floor{
		Name:   name,
		Rows:   rows,
		Cols:   cols,
		Cells:  make([]Cell, rows*cols),
		HWalls: make([]Wall, (rows+1)*cols),
		VWalls: make([]Wall, rows*(cols+1)),
	}
}

// CellKind is what a cell is. A cell has exactly one kind; treasures, starts
// and creatures are kept in Maze's tables because they move or are optional.
type CellKind uint8

const (
	CellEmpty      CellKind = iota
	CellVoid                // not part of the maze: outside an irregular floor (T5)
	CellMonolith            // impassable cell (C2)
	CellExit                // the school's exit cell in the monolith ring (C2)
	CellHole                // a member of a hole set (B5); see HoleSet
	CellFakeHole            // told «hole», does not move the player (I9)
	CellPit                 // П: falls to its exit (V4, D10, M12); see Pit
	CellPitExit             // В: where a pit lands (V4)
	CellRiver               // part of a river (B18); see River
	CellArsenal             // arsenal of kind Cell.Arsenal (B14, V7, T3, M15)
	CellHospital            // heals the wounded (B13)
	CellMine                // skip turns (V8)
	CellSwamp               // lose a turn (M19, I10)
	CellPuddle              // lose half the ammunition (C10)
	CellMorgue              // where the killed restart (C8)
	CellStairs              // stairs to another floor (T1, V25); see Stair
	CellTrap                // duel trap (D9)
	CellCrossbow            // duel crossbow (D7)
	CellCrutch              // duel crutch (D8)
	CellRubberRoom          // rubber room (I7); Cell.Dir is its exit side
	CellDen                 // a bear's den (M9)
	CellCrossing            // two tunnels crossing on two levels (C15)
	CellMagnet              // magnet monolith (C15)
	CellBall                // Stalker's golden ball (S1)
	CellEntrance            // Stalker entrance (S2)
	CellInstitute           // Stalker's institute entrance (S2, S9)
	CellFord                // Stalker terrain (S8)
	CellClimb               // Stalker terrain (S8)
	CellWater               // Stalker river: no stopping in it (S8)
	cellKindCount
)

var cellKindNames = [...]string{
	"empty", "void", "monolith", "exit", "hole", "fake-hole", "pit", "pit-exit",
	"river", "arsenal", "hospital", "mine", "swamp", "puddle", "morgue",
	"stairs", "trap", "crossbow", "crutch", "rubber-room", "den", "crossing",
	"magnet", "ball", "entrance", "institute", "ford", "climb", "water",
}

func (k CellKind) String() string {
	if int(k) < len(cellKindNames) {
		return cellKindNames[k]
	}
	return "cell?"
}

// CellKinds lists every cell kind, for legends and tests.
func CellKinds() []CellKind {
	ks := make([]CellKind, cellKindCount)
	for i := range ks {
		ks[i] = CellKind(i)
	}
	return ks
}

// Passable reports whether a player may stand on a cell of this kind.
func (k CellKind) Passable() bool {
	return k != CellVoid && k != CellMonolith && k != CellMagnet
}

// Cell is one square of a floor.
type Cell struct {
	// The fields are ordered by size so that a Cell packs into 40 bytes
	// (a 1000×1000 floor holds a million of them); MarshalJSON writes them
	// in their historical order, which the model's hash depends on.

	// Glyph is the glyph the source used, kept so that printouts can show
	// the host's own notation.
	Glyph string
	// Ref is the index into the table that describes the cell further:
	// Maze.HoleSets for CellHole, Maze.Pits for CellPit and CellPitExit,
	// Maze.Rivers for CellRiver, Maze.Stairs for CellStairs. -1 otherwise.
	Ref int
	// Mines is the mine's multiplicity for CellMine (V9): it goes off on the
	// Mines-th visit. Zero or one means every visit.
	Mines int
	Kind  CellKind
	// Arsenal is the arsenal's kind, for CellArsenal.
	Arsenal ArsenalKind
	// Dir is the exit side of a rubber room, the flow of a river cell towards
	// the next one (None at the mouth), or the direction of stairs (Up/Down).
	Dir Dir
}

// ArsenalKind says what an arsenal restores (T3, M15).
type ArsenalKind uint8

const (
	ArsenalGeneral   ArsenalKind = iota // grenades and bullets (and bricks where the rules say)
	ArsenalBullets                      // bullets only
	ArsenalGrenades                     // grenades only
	ArsenalCement                       // also sells cement (M13, I3)
	ArsenalBoomerang                    // gives a boomerang (M17)
)

func (k ArsenalKind) String() string {
	return [...]string{"general", "bullets", "grenades", "cement", "boomerang"}[k]
}

// WallKind is what stands on an edge.
type WallKind uint8

const (
	WallNone        WallKind = iota // open; on the perimeter, an exit (B4)
	WallPlain                       // an ordinary wall; blastable if inner (B11)
	WallUnblastable                 // a charge is spent, the wall stays (M1)
	WallWindow                      // bullets and boomerangs pass, players do not (T7, M18)
	WallRubber                      // reported «passed», the player stays (M10)
	WallOneWay                      // passable only in direction Wall.Pass (M11)
	WallClosedExit                  // a perimeter wall a grenade opens into an exit
)

func (k WallKind) String() string {
	return [...]string{"none", "plain", "unblastable", "window", "rubber", "one-way", "closed-exit"}[k]
}

// Wall is one edge.
type Wall struct {
	Kind WallKind
	// Pass is the one direction a WallOneWay lets players through.
	Pass Dir
	// Hidden marks a one-way wall the host does not announce (M11 opt).
	Hidden bool
	// Steep marks a steep bank on an open edge beside a river cell: one
	// steps from the land into the river there, never out (I6).
	Steep bool
}

// Blocks reports whether the wall stops a player moving in direction d.
func (w Wall) Blocks(d Dir) bool {
	switch w.Kind {
	case WallNone:
		return false
	case WallOneWay:
		return d != w.Pass
	}
	return true
}

// HoleSet is an ordered cyclic set of holes (B5, I9): landing on Cells[i]
// moves the player to Cells[(i+1)%len].
type HoleSet struct {
	Name  string
	Cells []Coord
}

// Pit is a pit П with its exit В (V4, D10, M12).
type Pit struct {
	Name string // "1", "2", … as numbered in the map
	At   Coord
	// Exits holds the exit, or for a wandering pit (V5) the positions the
	// exit switches between, in order.
	Exits []Coord
	// Multiplicity: the player passes over it Multiplicity-1 times safely and
	// falls on the Multiplicity-th (V6). Zero or one means always.
	Multiplicity int
}

// River is a chain of cells from its source Cells[0] to its mouth
// Cells[len-1] (B18, M6, I4).
type River struct {
	Name  string
	Cells []Coord
}

// Stair links two cells on different floors (T1, V25).
type Stair struct {
	A, B Coord
}

// TreasureKind is what a treasure turns out to be on leaving (V16, I1).
type TreasureKind uint8

const (
	TreasureTrue      TreasureKind = iota
	TreasureFalse                  // vanishes on leaving (V16)
	TreasureMined                  // explodes on leaving (I1)
	TreasureCandidate              // one of these is true, the host decides in play (V3)
)

func (k TreasureKind) String() string {
	return [...]string{"true", "false", "mined", "candidate"}[k]
}

// Treasure is a treasure's starting place.
type Treasure struct {
	Kind TreasureKind
	At   Coord
}

// Start is a start cell a player may choose or be given (B6, D3).
type Start struct {
	Name string
	At   Coord
}

// CreatureKind names a creature that walks the maze.
type CreatureKind uint8

const (
	CreatureBear     CreatureKind = iota // M9, T9, I8
	CreatureMinotaur                     // C13
	CreaturePirate                       // C15: takes the treasure
	CreatureGivi                         // C15: «Гиви» sends whom he sees out of the maze
	CreatureCow                          // C15: a harmless target with visible eyes
	CreatureMirror                       // C15: a mirror: shows your own eyes, sends a shot back
)

func (k CreatureKind) String() string {
	return [...]string{"bear", "minotaur", "pirate", "givi", "cow", "mirror"}[k]
}

// Creature is a creature's start and, for a fixed-track bear (M9), its track.
type Creature struct {
	Kind  CreatureKind
	Name  string
	At    Coord
	Den   Coord   // where a wounded bear goes (M9); equals At if not given
	Track []Coord // fixed track, walked in a cycle; empty for other modes
}

// RegionKind is the kind of a multi-cell region (Stalker, S5–S6).
type RegionKind uint8

const (
	RegionWeb         RegionKind = iota // S5: skip next turn, not detected by nuts
	RegionJelly                         // S5: skip next turn and return
	RegionCabbage                       // S6: one cell, hits at distance 1
	RegionBaldSpot                      // S6: a rectangle; first cell on a nut's path detected
	RegionMeatGrinder                   // S6: one cell, fires once, not detected
)

func (k RegionKind) String() string {
	return [...]string{"web", "jelly", "cabbage", "bald-spot", "meat-grinder"}[k]
}

// Region is a set of cells with one meaning.
type Region struct {
	Kind  RegionKind
	Name  string
	Cells []Coord
}

// Floor returns the floor a coordinate is on.
func (m *Maze) Floor(c Coord) *Floor { return &m.Floors[c.Floor] }

// CellAt returns the cell at c, or nil when c is off its floor.
func (m *Maze) CellAt(c Coord) *Cell {
	if c.Floor < 0 || c.Floor >= len(m.Floors) {
		return nil
	}
	f := &m.Floors[c.Floor]
	if !f.In(c.Row, c.Col) {
		return nil
	}
	return f.Cell(c.Row, c.Col)
}

// Step returns the neighbour of c in direction d on the same floor and
// whether it is on the floor's rectangle. Up and Down are not steps; they go
// through Stairs.
func (m *Maze) Step(c Coord, d Dir) (Coord, bool) {
	n := c.Add(d)
	if d == Up || d == Down || d == None {
		return c, false
	}
	return n, m.Floors[c.Floor].In(n.Row, n.Col)
}

// WallAt returns the wall on side d of cell c (d one of North, East, South,
// West).
func (m *Maze) WallAt(c Coord, d Dir) Wall {
	return *m.Floors[c.Floor].Side(c.Row, c.Col, d)
}
