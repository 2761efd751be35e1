package engine

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
)

// MaxPlayers is the most seats a game can hold: audiences are bit sets.
const MaxPlayers = 64

// Setup is what a game starts from besides the maze.
type Setup struct {
	Players []PlayerSetup
	// OwnFloors keeps player i on floor i for the whole game: the duel of
	// rule D1, where each explores the maze the other drew (see DuelMaze).
	// A start cell a player names is then read on their own floor.
	OwnFloors bool
	// Seed drives every random choice of the host (placing players, which
	// candidate treasure is true, dice). The same seed and the same turns
	// give the same game.
	Seed int64
}

// PlayerSetup names one seat.
type PlayerSetup struct {
	Name string
	Lang Lang // the language of the player's reports; "" is Russian
	// Gender is the player's grammatical gender: what the host tells them
	// and what others hear of them agrees with it («Анна провалилась!»).
	Gender Gender `json:",omitempty"`
}

// Game is one game in play: the compiled maze (read-only) and the State that
// changes. All methods are pure functions of the state; a Game is not safe
// for concurrent use, Clone it instead.
type Game struct {
	m  *maze.Maze
	o  *rules.Options
	st State
	// scratch buffers, never part of the state
	buf []Event
	tf  turnFlags
	// crossings guards chains of crossings (C15)
	crossings int
}

// State is everything that changes in play. It is what MarshalState saves
// and Hash digests; together with the maze it restores the game exactly.
type State struct {
	Seed   int64
	RNG    uint64 // the host's dice: a splitmix64 stream seeded from Seed
	Round  int    // from 1
	Turn   int    // seat index of the player to move
	Over   bool
	Winner []PlayerID

	Players   []Player
	Treasures []TreasureState
	Creatures []CreatureState `json:",omitempty"`

	// Walls overrides the maze's edges: blown, built or bricked walls.
	Walls map[int64]maze.Wall `json:",omitempty"`
	// Blown marks edges a grenade opened (M2 tells players who pass them).
	Blown map[int64]bool `json:",omitempty"`
	// Cells overrides the maze's cell kinds: taken arsenals, laid mines,
	// spent crossbows and crutches, fired meat grinders.
	Cells map[int64]maze.CellKind `json:",omitempty"`
	// Visits counts visits of cells with multiplicity (V6, V9).
	Visits map[int64]int `json:",omitempty"`
	// Passes counts each player's own passes over a pit with multiplicity
	// (V6), by cell and player (passKey).
	Passes map[int64]int `json:",omitempty"`
	// PitFalls counts falls per pit, to walk a wandering exit (V5).
	PitFalls []int `json:",omitempty"`
	// Opening holds the events of the start (B7, B23), kept so that a
	// restored game can still tell a player how it began.
	Opening []Event `json:",omitempty"`
	// Sheet is the Stalker referee's control sheet (S10): marks per cell.
	Sheet map[int64]Mark `json:",omitempty"`
	// Caches are goods left on a cell by a player the bear ate (I8).
	Caches []Cache `json:",omitempty"`
	// Stock is what each arsenal still keeps for each player (C9), by cell.
	Stock map[int64][]rules.Kit `json:",omitempty"`
}

// Player is one seat's state. Position and kit are secret from the others.
type Player struct {
	Name   string
	Lang   Lang
	Gender Gender `json:",omitempty"`
	At     maze.Coord
	// Placed is false until the player has a start cell (B6, D3).
	Placed bool
	Kit    rules.Kit
	// Carry is the index of the carried treasure in State.Treasures, or -1.
	Carry int
	// Wounded: until a hospital (B13). Ghost: killed, until a hospital (I2).
	Wounded bool `json:",omitempty"`
	Ghost   bool `json:",omitempty"`
	// Out counts turns a killed player is still out (V21, T8); Morgue marks
	// that the player restarts in a morgue when it ends (C8).
	Out    int  `json:",omitempty"`
	Morgue bool `json:",omitempty"`
	// Skip counts turns to skip (V8 mine, D9 trap, M19 swamp, M20 kick);
	// Trapped is the part of Skip owed to a duel trap (D9).
	Skip    int `json:",omitempty"`
	Trapped int `json:",omitempty"`
	// SkipCause is what made the player skip (a trap, a mine…), told
	// with the turns skipped.
	SkipCause SkipCause `json:",omitempty"`
	// Sit counts turns sat in a row towards a jump (V12).
	Sit int `json:",omitempty"`
	// Limp: visited a crossbow, the opponent has +1 action (D7); Crutch:
	// +1 action (D8).
	Limp   bool `json:",omitempty"`
	Crutch bool `json:",omitempty"`
	// Arsenal marks a pending «беру»/«оставляю» decision (V7).
	Arsenal bool `json:",omitempty"`
	// Left is set once the player has stepped out of the maze; LeftFrom and
	// LeftDir remember the exit for D15.
	Left     bool       `json:",omitempty"`
	LeftFrom maze.Coord `json:",omitempty"`
	LeftDir  maze.Dir   `json:",omitempty"`
	// Won: carried out what the win rule asks. CarriedOut counts true
	// treasures brought out (M3 with win all).
	Won        bool `json:",omitempty"`
	CarriedOut int  `json:",omitempty"`
	// Eliminated: out of the game for good (S6 penalties, I1…).
	Eliminated bool `json:",omitempty"`
	// Knife: a respawned player's knife (T8). Boomerangs carried (M17).
	Knife     bool `json:",omitempty"`
	Boomerang int  `json:",omitempty"`
	// Home is the player's own floor in a duel (D1), or -1.
	Home int `json:",omitempty"`
	// Stalker (S): penalty points, nuts left, galosh, last stop, the d6.
	Penalties int        `json:",omitempty"`
	Nuts      int        `json:",omitempty"`
	Galosh    bool       `json:",omitempty"`
	LastStop  maze.Coord `json:",omitempty"`
	Dice      int        `json:",omitempty"`
	// TurnBumps and TurnMask count the bumps of a turn left open after
	// «стенка» (V11, C6): the player asks again until a move passes.
	TurnBumps int   `json:",omitempty"`
	TurnMask  uint8 `json:",omitempty"`
	// Track is every cell the player reached (a hole or pit fallen
	// through included) and stood on at the end of a turn, for
	// the host's reveal at the end of the game (never shown to players).
	Track []maze.Coord `json:",omitempty"`
	// Rubber is the direction of a rubber wall bumped and not yet revealed
	// (M10); LastDir the last direction moved, which a mimic bear repeats (I8).
	Rubber  maze.Dir `json:",omitempty"`
	LastDir maze.Dir `json:",omitempty"`
	// RoomIn is the direction the player walked into the rubber room he
	// stands in, which is the one way out (I7).
	RoomIn maze.Dir `json:",omitempty"`
}

// Cache is a kit lying on a cell (I8).
type Cache struct {
	At  maze.Coord
	Kit rules.Kit
	// Boomerang: boomerangs left with the kit (M17; I2, I8).
	Boomerang int `json:",omitempty"`
}

// TreasureState is where a treasure is now.
type TreasureState struct {
	Kind    maze.TreasureKind
	At      maze.Coord
	Carrier PlayerID // NoPlayer when lying on a cell
	Gone    bool     // carried out, or vanished (V16)
}

// CreatureState is a creature in play (M9, T9, I8, C13).
type CreatureState struct {
	Kind    maze.CreatureKind
	At      maze.Coord
	Dead    bool         `json:",omitempty"`
	Step    int          `json:",omitempty"` // position on a track, or the next player to mimic
	Awake   bool         `json:",omitempty"` // the minotaur is hunting (C13)
	Trail   []maze.Coord `json:",omitempty"`
	Wounded int          `json:",omitempty"` // a wounded bear walks home (M9)
	Prey    int          `json:",omitempty"` // the player the minotaur hunts (C13)
}

// NewGame starts a game on a compiled maze with the rules in m.Rules.
func NewGame(m *maze.Maze, setup Setup) (*Game, error) {
	if m == nil || len(m.Floors) == 0 {
		return nil, errors.New("engine: the maze has no floors")
	}
	if err := checkMaze(m); err != nil {
		return nil, err
	}
	o := &m.Rules
	n := len(setup.Players)
	if n == 0 {
		return nil, errors.New("engine: a game needs at least one player")
	}
	if n > MaxPlayers {
		return nil, fmt.Errorf("engine: at most %d players", MaxPlayers)
	}
	if o.MinPlayers > 0 && n < o.MinPlayers {
		return nil, fmt.Errorf("engine: the %s rules need at least %d players, not %d", o.Family, o.MinPlayers, n)
	}
	if o.MaxPlayers > 0 && n > o.MaxPlayers {
		return nil, fmt.Errorf("engine: the %s rules allow at most %d players, not %d", o.Family, o.MaxPlayers, n)
	}
	g := &Game{m: m, o: o}
	st := &g.st
	st.Seed = setup.Seed
	st.RNG = uint64(setup.Seed)
	st.Round = 1
	st.PitFalls = make([]int, len(m.Pits))
	for _, t := range m.Treasures {
		st.Treasures = append(st.Treasures, TreasureState{Kind: t.Kind, At: t.At, Carrier: NoPlayer})
	}
	g.resolveCandidates()
	for _, c := range m.Creatures {
		st.Creatures = append(st.Creatures, CreatureState{Kind: c.Kind, At: c.At, Prey: -1})
	}
	for i, ps := range setup.Players {
		name := ps.Name
		if name == "" {
			name = fmt.Sprintf("P%d", i+1)
		}
		lang := ps.Lang.Norm()
		home := -1
		if setup.OwnFloors {
			if i >= len(m.Floors) {
				return nil, fmt.Errorf("engine: player %d has no floor of their own (the maze has %d)", i+1, len(m.Floors))
			}
			home = i
		}
		st.Players = append(st.Players, Player{
			Name: name, Lang: lang, Gender: ps.Gender, Kit: o.Kit, Carry: -1,
			Nuts: o.Nuts, Home: home, Boomerang: startBoomerang(o),
		})
	}
	if setup.OwnFloors {
		for i, pl := range st.Players {
			g.st.Opening = append(g.st.Opening, g.announceFloor(pl.Home, Only(PlayerID(i))))
			if e, ok := g.features(pl.Home, Only(PlayerID(i))); ok {
				g.st.Opening = append(g.st.Opening, e)
			}
		}
	} else {
		g.st.Opening = append(g.st.Opening, g.announce())
		if e, ok := g.features(-1, Everyone); ok {
			g.st.Opening = append(g.st.Opening, e)
		}
	}
	if o.Start == rules.StartHost {
		if err := g.placeAll(); err != nil {
			return nil, err
		}
	}
	g.settle()
	g.st.Opening = append(g.st.Opening, g.buf...)
	g.buf = nil
	return g, nil
}

// checkMaze makes sure every table of the maze points at cells of its
// floors, so that play never leaves the board the engine knows.
func checkMaze(m *maze.Maze) error {
	on := func(c maze.Coord) bool {
		return c.Floor >= 0 && c.Floor < len(m.Floors) && m.Floors[c.Floor].In(c.Row, c.Col)
	}
	for i, f := range m.Floors {
		if f.Rows <= 0 || f.Cols <= 0 || len(f.Cells) != f.Rows*f.Cols ||
			len(f.HWalls) != (f.Rows+1)*f.Cols || len(f.VWalls) != f.Rows*(f.Cols+1) {
			return fmt.Errorf("engine: floor %d of the maze is malformed", i+1)
		}
		for _, c := range f.Cells {
			limit := map[maze.CellKind]int{maze.CellHole: len(m.HoleSets), maze.CellPit: len(m.Pits), maze.CellPitExit: len(m.Pits), maze.CellRiver: len(m.Rivers)}
			if n, ok := limit[c.Kind]; ok && c.Ref >= n {
				return fmt.Errorf("engine: a %s cell on floor %d points at a missing table entry", c.Kind, i+1)
			}
		}
	}
	var cs []maze.Coord
	for _, h := range m.HoleSets {
		cs = append(cs, h.Cells...)
	}
	for _, p := range m.Pits {
		cs = append(append(cs, p.At), p.Exits...)
	}
	for _, r := range m.Rivers {
		cs = append(cs, r.Cells...)
	}
	for _, s := range m.Stairs {
		cs = append(cs, s.A, s.B)
	}
	for _, t := range m.Treasures {
		cs = append(cs, t.At)
	}
	for _, s := range m.Starts {
		cs = append(cs, s.At)
	}
	for _, c := range m.Creatures {
		cs = append(append(cs, c.At), c.Track...)
	}
	for _, r := range m.Regions {
		cs = append(cs, r.Cells...)
	}
	for _, c := range cs {
		if !on(c) {
			return fmt.Errorf("engine: the maze names a cell off its floors (%d:%d,%d)", c.Floor+1, c.Row+1, c.Col+1)
		}
	}
	return nil
}

// resolveCandidates makes one candidate treasure true when the maze has
// candidates («K», V2) and no true treasure, unless the host «cheats» (V3)
// and decides on leaving.
func (g *Game) resolveCandidates() {
	if g.o.LastIsTrue {
		return
	}
	var cand []int
	for i, t := range g.st.Treasures {
		switch t.Kind {
		case maze.TreasureTrue:
			cand = nil
			for j := range g.st.Treasures {
				if g.st.Treasures[j].Kind == maze.TreasureCandidate {
					g.st.Treasures[j].Kind = maze.TreasureFalse
				}
			}
			return
		case maze.TreasureCandidate:
			cand = append(cand, i)
		}
	}
	if len(cand) == 0 {
		return
	}
	win := cand[g.rand(len(cand))]
	for _, i := range cand {
		if i == win {
			g.st.Treasures[i].Kind = maze.TreasureTrue
		} else {
			g.st.Treasures[i].Kind = maze.TreasureFalse
		}
	}
}

// placeAll puts every player on a start cell chosen by the host (B6 opt,
// V10, C5): the maze's start cells in a seeded order, else random quiet
// cells, each apart from the others where the maze allows.
func (g *Game) placeAll() error {
	st := &g.st
	var cells []maze.Coord
	if g.o.TurnShape == rules.TurnDice {
		// S2: stalkers start at the entrances, the institute among them.
		for _, k := range []maze.CellKind{maze.CellEntrance, maze.CellInstitute} {
			cells = append(cells, g.cellsOf(k)...)
		}
	}
	if len(cells) >= len(st.Players) {
		g.shuffle(cells)
	} else if cells = nil; len(g.m.Starts) >= len(st.Players) {
		for _, s := range g.m.Starts {
			cells = append(cells, s.At)
		}
		g.shuffle(cells)
	} else {
		quiet := g.quietCells()
		if len(quiet) == 0 {
			return errors.New("engine: the maze has no cell to start on")
		}
		g.shuffle(quiet)
		used := map[maze.Coord]bool{}
		for i := range st.Players {
			pick := quiet[0]
			for _, c := range quiet {
				if !used[c] && (st.Players[i].Home < 0 || c.Floor == st.Players[i].Home) {
					pick = c
					break
				}
			}
			used[pick] = true
			cells = append(cells, pick)
		}
	}
	if len(cells) > len(st.Players) || st.Players[0].Home >= 0 {
		// D1: each player on a start of their own floor.
		taken := make([]bool, len(cells))
		var mine []maze.Coord
		for i := range st.Players {
			pick := -1
			for j, c := range cells {
				if !taken[j] && (st.Players[i].Home < 0 || c.Floor == st.Players[i].Home) {
					pick = j
					break
				}
			}
			if pick < 0 {
				return fmt.Errorf("engine: no start cell for player %d", i+1)
			}
			taken[pick] = true
			mine = append(mine, cells[pick])
		}
		cells = mine
	}
	for i := range st.Players {
		p := &st.Players[i]
		p.At, p.Placed = cells[i], true
		p.LastStop = p.At
		p.Track = []maze.Coord{p.At}
		g.buf = g.buf[:0]
		g.arrive(PlayerID(i), maze.None, arriveAtStart)
		g.tellStartWalls(PlayerID(i))
		g.st.Opening = append(g.st.Opening, g.buf...)
	}
	g.buf = nil
	return nil
}

// quietCells lists empty cells without treasures: where the host may put a
// player.
func (g *Game) quietCells() []maze.Coord {
	taken := map[maze.Coord]bool{}
	for _, t := range g.st.Treasures {
		taken[t.At] = true
	}
	var out []maze.Coord
	for fi := range g.m.Floors {
		f := &g.m.Floors[fi]
		for r := 0; r < f.Rows; r++ {
			for c := 0; c < f.Cols; c++ {
				at := maze.Coord{Floor: fi, Row: r, Col: c}
				if f.Cell(r, c).Kind == maze.CellEmpty && !taken[at] {
					out = append(out, at)
				}
			}
		}
	}
	return out
}

// Maze returns the maze the game is played on.
func (g *Game) Maze() *maze.Maze { return g.m }

// Options returns the rules in force.
func (g *Game) Options() *rules.Options { return g.o }

// State returns a copy of the current state, for the host's tools.
func (g *Game) State() State { return g.Clone().st }

// Players returns the number of seats.
func (g *Game) Players() int { return len(g.st.Players) }

// Player returns a copy of seat p's state; it is secret from the others.
func (g *Game) Player(p PlayerID) Player {
	if p < 0 || int(p) >= len(g.st.Players) {
		return Player{Carry: -1, Home: -1}
	}
	return g.st.Players[p]
}

// Opening returns the events of the start of the game: the host's
// announcement (B23) and, with the host placing players, what each player
// is told about the start cell (B7).
func (g *Game) Opening() []Event { return append([]Event(nil), g.st.Opening...) }

// Clone returns an independent copy of the game.
func (g *Game) Clone() *Game {
	c := &Game{m: g.m, o: g.o, st: g.st}
	st := &c.st
	st.Winner = append([]PlayerID(nil), g.st.Winner...)
	st.Players = append([]Player(nil), g.st.Players...)
	for i := range st.Players {
		st.Players[i].Track = append([]maze.Coord(nil), st.Players[i].Track...)
	}
	st.Treasures = append([]TreasureState(nil), g.st.Treasures...)
	st.PitFalls = append([]int(nil), g.st.PitFalls...)
	st.Caches = append([]Cache(nil), g.st.Caches...)
	st.Opening = append([]Event(nil), g.st.Opening...)
	if g.st.Creatures != nil {
		st.Creatures = make([]CreatureState, len(g.st.Creatures))
		for i, cr := range g.st.Creatures {
			cr.Trail = append([]maze.Coord(nil), cr.Trail...)
			st.Creatures[i] = cr
		}
	}
	st.Walls = cloneMap(g.st.Walls)
	st.Blown = cloneMap(g.st.Blown)
	st.Cells = cloneMap(g.st.Cells)
	st.Visits = cloneMap(g.st.Visits)
	st.Passes = cloneMap(g.st.Passes)
	st.Sheet = cloneMap(g.st.Sheet)
	if g.st.Stock != nil {
		st.Stock = make(map[int64][]rules.Kit, len(g.st.Stock))
		for k, v := range g.st.Stock {
			st.Stock[k] = append([]rules.Kit(nil), v...)
		}
	}
	return c
}

func cloneMap[K comparable, V any](m map[K]V) map[K]V {
	if m == nil {
		return nil
	}
	c := make(map[K]V, len(m))
	for k, v := range m {
		c[k] = v
	}
	return c
}

// MarshalState encodes the state as JSON. Map keys are sorted, so equal
// states encode to equal bytes.
func (g *Game) MarshalState() ([]byte, error) {
	return json.Marshal(&g.st)
}

// RestoreState rebuilds a game on maze m from MarshalState's bytes.
func RestoreState(m *maze.Maze, data []byte) (*Game, error) {
	if m == nil || len(m.Floors) == 0 {
		return nil, errors.New("engine: the maze has no floors")
	}
	g := &Game{m: m, o: &m.Rules}
	if err := json.Unmarshal(data, &g.st); err != nil {
		return nil, fmt.Errorf("engine: bad saved state: %w", err)
	}
	if n := len(g.st.Players); n == 0 || n > MaxPlayers {
		return nil, fmt.Errorf("engine: bad saved state: %d players", n)
	}
	if g.st.Turn < 0 || g.st.Turn >= len(g.st.Players) {
		return nil, fmt.Errorf("engine: bad saved state: turn %d", g.st.Turn)
	}
	if len(g.st.PitFalls) != len(m.Pits) || len(g.st.Treasures) != len(m.Treasures) || len(g.st.Creatures) != len(m.Creatures) {
		return nil, errors.New("engine: saved state does not belong to this maze")
	}
	for _, p := range g.st.Players {
		if p.Carry < -1 || p.Carry >= len(g.st.Treasures) || (p.Placed && !g.onFloor(p.At)) {
			return nil, errors.New("engine: saved state does not belong to this maze")
		}
	}
	for _, t := range g.st.Treasures {
		if t.Kind > maze.TreasureCandidate {
			return nil, errors.New("engine: bad saved state: an unknown treasure kind")
		}
	}
	for _, n := range g.st.PitFalls {
		if n < 0 {
			return nil, errors.New("engine: bad saved state: a negative pit count")
		}
	}
	for _, s := range g.st.Stock {
		if len(s) != len(g.st.Players) {
			return nil, errors.New("engine: bad saved state: an arsenal stock for another number of players")
		}
	}
	for _, c := range g.st.Creatures {
		if c.Step < 0 {
			return nil, errors.New("engine: bad saved state: a creature off its track")
		}
	}
	return g, nil
}

// Hash digests the state: two games with the same hash are in the same
// state. Replaying the same turns from the same start gives the same hash.
//
// The players' tracks (history for the host's reveal, a function of the
// turns played) are left out of the digest so that it stays cheap.
func (g *Game) Hash() string {
	st := g.st
	st.Players = append([]Player(nil), g.st.Players...)
	for i := range st.Players {
		st.Players[i].Track = nil
	}
	b, err := json.Marshal(&st)
	if err != nil {
		return "error:" + err.Error()
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:16])
}

// rand returns a number in [0, n) from the state's splitmix64 stream.
func (g *Game) rand(n int) int {
	if n <= 1 {
		return 0
	}
	g.st.RNG += 0x9e3779b97f4a7c15
	z := g.st.RNG
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	z ^= z >> 31
	return int(z % uint64(n))
}

func (g *Game) shuffle(cs []maze.Coord) {
	for i := len(cs) - 1; i > 0; i-- {
		j := g.rand(i + 1)
		cs[i], cs[j] = cs[j], cs[i]
	}
}

// startBoomerang is the boomerangs a player starts with: one where every
// player carries one (T6, boomerang.carried), else none until an arsenal
// Ar hands one out (M17).
func startBoomerang(o *rules.Options) int {
	if o.BoomerangCarried && o.Boomerang > 0 {
		return 1
	}
	return 0
}
