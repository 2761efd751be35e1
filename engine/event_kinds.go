package engine

import "labyrinth/dsl/maze"

// Payload is what an event says happened: one struct type per event
// kind, read by its fields' names. A new kind is a new type here, its
// EventKind constant, and its row in kinds; narrate's catalogue says it.
type Payload interface {
	// Kind is the payload's event kind.
	Kind() EventKind
}

// kinds is the catalogue of event kinds: each one's name in the host's
// log and its payload's zero value, from which saved events are decoded.
var kinds = [evKindCount]struct {
	name string
	zero Payload
}{
	EvAnnounce:     {"announce", Announce{}},
	EvStartCell:    {"start-cell", StartCell{}},
	EvMoved:        {"moved", Moved{}},
	EvWall:         {"wall", Wall{}},
	EvCell:         {"cell", Cell{}},
	EvTreasureHere: {"treasure-here", TreasureHere{}},
	EvHole:         {"hole", Hole{}},
	EvFakeHole:     {"fake-hole", FakeHole{}},
	EvPit:          {"pit", Pit{}},
	EvDrift:        {"drift", Drift{}},
	EvMine:         {"mine", Mine{}},
	EvTrap:         {"trap", Trap{}},
	EvSwamp:        {"swamp", Swamp{}},
	EvPuddle:       {"puddle", Puddle{}},
	EvCrossbow:     {"crossbow", Crossbow{}},
	EvCrutch:       {"crutch", Crutch{}},
	EvLimpOther:    {"limp-other", LimpOther{}},
	EvHealed:       {"healed", Healed{}},
	EvArsenal:      {"arsenal", Arsenal{}},
	EvRefill:       {"refill", Refill{}},
	EvArsenalTaken: {"arsenal-taken", ArsenalTaken{}},
	EvArsenalLeft:  {"arsenal-left", ArsenalLeft{}},
	EvBlown:        {"blown", Blown{}},
	EvBlastNoWall:  {"blast-no-wall", BlastNoWall{}},
	EvBlastHeld:    {"blast-held", BlastHeld{}},
	EvBlownPassed:  {"blown-passed", BlownPassed{}},
	EvBrick:        {"brick", Brick{}},
	EvShot:         {"shot", Shot{}},
	EvMiss:         {"miss", Miss{}},
	EvHit:          {"hit", Hit{}},
	EvDropped:      {"dropped", Dropped{}},
	EvTook:         {"took", Took{}},
	EvDrop:         {"drop", Drop{}},
	EvSwap:         {"swap", Swap{}},
	EvNoTreasure:   {"no-treasure", NoTreasure{}},
	EvMineLaid:     {"mine-laid", MineLaid{}},
	EvSit:          {"sit", Sit{}},
	EvJump:         {"jump", Jump{}},
	EvKicked:       {"kicked", Kicked{}},
	EvBrokeLegs:    {"broke-legs", BrokeLegs{}},
	EvSkip:         {"skip", Skip{}},
	EvOutTurn:      {"out-turn", OutTurn{}},
	EvBack:         {"back", Back{}},
	EvLeft:         {"left", Left{}},
	EvCannotLeave:  {"cannot-leave", CannotLeave{}},
	EvLeftFalse:    {"left-false", LeftFalse{}},
	EvLeftMined:    {"left-mined", LeftMined{}},
	EvLeftTrue:     {"left-true", LeftTrue{}},
	EvGameOver:     {"game-over", GameOver{}},
	EvRefused:      {"refused", Refused{}},
	EvStairs:       {"stairs", Stairs{}},
	EvCreature:     {"creature", Creature{}},
	EvGhost:        {"ghost", Ghost{}},
	EvRubber:       {"rubber", Rubber{}},
	EvStalker:      {"stalker", Stalker{}},
	EvStartWalls:   {"start-walls", StartWalls{}},
	EvFeatures:     {"features", Features{}},
	EvRubberRoom:   {"rubber-room", RubberRoom{}},
	EvOneWayPassed: {"one-way-passed", OneWayPassed{}},
	EvBoomerang:    {"boomerang", Boomerang{}},
}

// RiverEnd tells which end of a river a cell is (M7).
type RiverEnd uint8

// The ends of a river.
const (
	RiverMiddle RiverEnd = iota // neither end
	RiverSource                 // «Исток»
	RiverMouth                  // «Устье»
)

// BoomerangOutcome is what happened to a boomerang (M17, T6).
type BoomerangOutcome uint8

// What happened to a boomerang.
const (
	BoomerangGot   BoomerangOutcome = iota // an arsenal gave you a boomerang
	BoomerangBack                          // it came back to your hand
	BoomerangBroke                         // it hit a wall and broke
)

// Announce is the host's opening announcement (B23): the size of the maze (of the one floor a duel's player explores, D1) and how many of each thing it holds.
type Announce struct {
	Rows, Cols int
	Floors     int
	Holes      int // the holes (B5)
	River      int // the river cells, 0 when the features tell each river's length
	Treasures  int
}

// StartCell tells a player the start cell (B7).
type StartCell struct {
	Cell        maze.CellKind // the kind told (a fake hole is told as a hole, I9)
	KindFollows bool          // the kind goes unnamed: what follows names it (the treasure, the cell's own word)
	PitExit     int           // the number of the pit whose exit it is (D10), or 0
}

// Moved is a move that passed (B10, V11 «иди»), or a stalker's walk (S3), which has no Dir.
type Moved struct {
	Dir    maze.Dir
	Cell   maze.CellKind // the kind of the cell reached: for the host's log (Heard clears it)
	Walked bool          // the stalker left his cell («Прошёл», not «Стоишь»)
}

// Wall is a bump into a wall: «стена» (B9, V11 «наверху стенка», D4 «стена лабиринта»).
type Wall struct {
	Dir      maze.Dir
	Outer    bool // a bump into the outer wall, when the rules tell it (D4)
	Monolith bool // a bump into a monolith (C2), told as a plain wall
	Magnet   bool // a bump into the magnet monolith (C15), told as a wall «up» whatever the direction
}

// Cell tells the kind of the cell reached (B10, D6).
type Cell struct {
	Cell    maze.CellKind
	PitExit int      // the number of the pit whose exit it is (D10), or 0
	River   RiverEnd // the river's source or mouth (M7)
}

// TreasureHere is «Клад!» (V14, D11).
type TreasureHere struct{}

// Hole is a fall into a hole: «провалился в дырку» (B20).
type Hole struct{}

// FakeHole is a fake hole (I9): no move, told as a hole (Heard).
type FakeHole struct{}

// Pit is a fall into a pit: «Провалился!» (V4, D10).
type Pit struct {
	Number int // the pit's number when the rules tell it (D10), or 0
}

// Drift is a river carrying the player downstream (B18, I4).
type Drift struct {
	Cells int // how far
}

// Mine is «Подорвался на мине» (V8).
type Mine struct {
	Turns int // the turns to skip
}

// Trap is the duel's trap (D9).
type Trap struct {
	Turns int // the turns to skip
}

// Swamp is a swamp (M19, I10).
type Swamp struct {
	Turns int // the turns to skip
}

// Puddle is a puddle taking half the ammunition (C10).
type Puddle struct{}

// Crossbow is the crossbow: you limp (D7).
type Crossbow struct{}

// Crutch is the crutch: one more action (D8).
type Crutch struct{}

// LimpOther tells that the opponent limps: you have one more action (D7).
type LimpOther struct{}

// Healed is a hospital healing (B13, I2).
type Healed struct{}

// Arsenal is «Арсенал!» (V7), told to all when the rules announce it.
type Arsenal struct{}

// Refill is a kit refilled (B14, V7, C9).
type Refill struct{}

// ArsenalTaken is «беру»: the arsenal is removed (V7).
type ArsenalTaken struct{}

// ArsenalLeft is «оставляю» (V7).
type ArsenalLeft struct{}

// Blown is a wall blown up (B11, V20, D5).
type Blown struct {
	Dir maze.Dir
}

// BlastNoWall is a blast where there was no wall (D5).
type BlastNoWall struct {
	Dir maze.Dir
}

// BlastHeld is a wall that held (M1, D5).
type BlastHeld struct {
	Dir maze.Dir
}

// BlownPassed is a pass through a once-blown wall (M2).
type BlownPassed struct{}

// Brick is a wall built with a brick or cement (V23, M13).
type Brick struct {
	Dir maze.Dir
}

// Shot is a shot, heard through its hit or miss.
type Shot struct {
	Dir     maze.Dir
	Victims int // how many it hit
}

// Miss is «промах» (V21).
type Miss struct{}

// Hit is Target wounded or killed by Player (B16, V21, C7).
type Hit struct {
	Killed bool // the hit put the target out, not merely wounded (V21, C7)
}

// Dropped is Target dropping the treasure (B13, B19).
type Dropped struct{}

// Took is «беру клад» (V14).
type Took struct{}

// Drop is «бросаю клад» (V14).
type Drop struct{}

// Swap is a swap of treasures (D13).
type Swap struct{}

// NoTreasure tells that there is no treasure here to take.
type NoTreasure struct{}

// MineLaid is a mine left (V9).
type MineLaid struct{}

// Sit is sitting out a turn (V12).
type Sit struct {
	Turns int // the turns sat so far
}

// Jump is a jump over the wall (V12).
type Jump struct {
	Dir maze.Dir
}

// Kicked is Target kicked: he skips a turn (M20, I11).
type Kicked struct{}

// BrokeLegs is «сломал ноги» (M20, I11).
type BrokeLegs struct{}

// Skip is a turn skipped.
type Skip struct {
	Left  int       // the turns still to skip
	Cause SkipCause // what made the player skip, when known
}

// SkipCause is what makes a player skip turns.
type SkipCause uint8

// The causes of skipped turns.
const (
	SkipUnknown   SkipCause = iota // not known (saved events)
	SkipTrap                       // the duel's trap (D9)
	SkipMine                       // a mine (V8)
	SkipSwamp                      // a swamp (M19, I10)
	SkipKicked                     // kicked (M20, I11)
	SkipBrokeLegs                  // «сломал ноги» (M20, I11)
	SkipWeb                        // the Stalker's web (S5)
	SkipJelly                      // witch's jelly (S5)
)

// OutTurn is a turn out of play (V21, T8).
type OutTurn struct {
	Left int // the turns still out
}

// Back is a return to play (V21, C8 morgue, T8).
type Back struct {
	Cell   maze.CellKind // where: a morgue is told (C8)
	Reason Reason        // ReasonKnife when the knife brought him back
}

// Left is a step out of the maze (V17, D12).
type Left struct{}

// CannotLeave is an exit with no leaving without a treasure (B15).
type CannotLeave struct{}

// LeftFalse is «Иди. Ложный клад» (V16, M4, C12).
type LeftFalse struct {
	Out bool // the player is told first that he walked out of the maze (D12)
}

// LeftMined is a treasure carried out mined (I1).
type LeftMined struct {
	Out bool // as LeftFalse's
}

// LeftTrue is «истинный клад» (V16, C12): Player won.
type LeftTrue struct {
	Out bool // as LeftFalse's
}

// GameOver is the end of the game, told to all: Player won.
type GameOver struct{}

// Refused is an order the rules forbid.
type Refused struct {
	Reason Reason
	Cell   maze.CellKind // for ReasonTooFar, the terrain the walk camps before (S8)
}

// Stairs is a climb up or down the stairs (T1).
type Stairs struct {
	Dir maze.Dir
}

// Creature is a creature's news (M9, C13).
type Creature struct {
	Reason Reason
	Dir    maze.Dir // for ReasonEyes, where the eyes are (C15)
}

// Ghost is a player become a ghost until a hospital (I2).
type Ghost struct {
	Reason Reason
}

// Rubber is «прошёл» at a rubber wall (M10) or room (I7).
type Rubber struct {
	Reason Reason
}

// Stalker is the Stalker's news (S3–S9).
type Stalker struct {
	Reason    Reason
	Penalties int             // the penalty points, for ReasonPenalty and ReasonOutPenalties (S6, S9)
	Cells     int             // for ReasonNutTrap, how far the nut flew (S7)
	Region    maze.RegionKind // for ReasonNutTrap, the trap the nut found
	// Square is, for ReasonNutTrap, the square of the zone where the nut
	// found the trap: «судья обязан сообщить — какую именно, и в каком
	// квадрате» (S4). The stalker's own sheet is squared and named, so
	// this is his to hear. Located says it is known (saved events written
	// before it was told have only Cells).
	Square  maze.Coord
	Located bool
	Dir     maze.Dir // the way the nut was thrown
}

// StartWalls tells the walls around the start cell (B7). Bit i of each mask is side Sides()[i].
type StartWalls struct {
	Walls int // the walled sides
	Outer int // those of them that are the outer wall
}

// Features names the maze's special features (B23).
type Features struct {
	Rubber   int   // rubber walls (M10)
	Rooms    int   // rubber rooms (I7)
	OneWay   int   // one-way walls (M11)
	HoleSets int   // sets of holes, when more than one (B5)
	Rivers   []int // each river's length, when there is more than one (M7)
}

// RubberRoom tells that you were in a rubber room: rubber walls on three sides (M10).
type RubberRoom struct{}

// OneWayPassed is a pass through a one-way wall (M11).
type OneWayPassed struct {
	Dir maze.Dir
}

// Boomerang is the boomerang's news (M17, T6).
type Boomerang struct {
	Outcome BoomerangOutcome
}

func (Announce) Kind() EventKind     { return EvAnnounce }
func (StartCell) Kind() EventKind    { return EvStartCell }
func (Moved) Kind() EventKind        { return EvMoved }
func (Wall) Kind() EventKind         { return EvWall }
func (Cell) Kind() EventKind         { return EvCell }
func (TreasureHere) Kind() EventKind { return EvTreasureHere }
func (Hole) Kind() EventKind         { return EvHole }
func (FakeHole) Kind() EventKind     { return EvFakeHole }
func (Pit) Kind() EventKind          { return EvPit }
func (Drift) Kind() EventKind        { return EvDrift }
func (Mine) Kind() EventKind         { return EvMine }
func (Trap) Kind() EventKind         { return EvTrap }
func (Swamp) Kind() EventKind        { return EvSwamp }
func (Puddle) Kind() EventKind       { return EvPuddle }
func (Crossbow) Kind() EventKind     { return EvCrossbow }
func (Crutch) Kind() EventKind       { return EvCrutch }
func (LimpOther) Kind() EventKind    { return EvLimpOther }
func (Healed) Kind() EventKind       { return EvHealed }
func (Arsenal) Kind() EventKind      { return EvArsenal }
func (Refill) Kind() EventKind       { return EvRefill }
func (ArsenalTaken) Kind() EventKind { return EvArsenalTaken }
func (ArsenalLeft) Kind() EventKind  { return EvArsenalLeft }
func (Blown) Kind() EventKind        { return EvBlown }
func (BlastNoWall) Kind() EventKind  { return EvBlastNoWall }
func (BlastHeld) Kind() EventKind    { return EvBlastHeld }
func (BlownPassed) Kind() EventKind  { return EvBlownPassed }
func (Brick) Kind() EventKind        { return EvBrick }
func (Shot) Kind() EventKind         { return EvShot }
func (Miss) Kind() EventKind         { return EvMiss }
func (Hit) Kind() EventKind          { return EvHit }
func (Dropped) Kind() EventKind      { return EvDropped }
func (Took) Kind() EventKind         { return EvTook }
func (Drop) Kind() EventKind         { return EvDrop }
func (Swap) Kind() EventKind         { return EvSwap }
func (NoTreasure) Kind() EventKind   { return EvNoTreasure }
func (MineLaid) Kind() EventKind     { return EvMineLaid }
func (Sit) Kind() EventKind          { return EvSit }
func (Jump) Kind() EventKind         { return EvJump }
func (Kicked) Kind() EventKind       { return EvKicked }
func (BrokeLegs) Kind() EventKind    { return EvBrokeLegs }
func (Skip) Kind() EventKind         { return EvSkip }
func (OutTurn) Kind() EventKind      { return EvOutTurn }
func (Back) Kind() EventKind         { return EvBack }
func (Left) Kind() EventKind         { return EvLeft }
func (CannotLeave) Kind() EventKind  { return EvCannotLeave }
func (LeftFalse) Kind() EventKind    { return EvLeftFalse }
func (LeftMined) Kind() EventKind    { return EvLeftMined }
func (LeftTrue) Kind() EventKind     { return EvLeftTrue }
func (GameOver) Kind() EventKind     { return EvGameOver }
func (Refused) Kind() EventKind      { return EvRefused }
func (Stairs) Kind() EventKind       { return EvStairs }
func (Creature) Kind() EventKind     { return EvCreature }
func (Ghost) Kind() EventKind        { return EvGhost }
func (Rubber) Kind() EventKind       { return EvRubber }
func (Stalker) Kind() EventKind      { return EvStalker }
func (StartWalls) Kind() EventKind   { return EvStartWalls }
func (Features) Kind() EventKind     { return EvFeatures }
func (RubberRoom) Kind() EventKind   { return EvRubberRoom }
func (OneWayPassed) Kind() EventKind { return EvOneWayPassed }
func (Boomerang) Kind() EventKind    { return EvBoomerang }

func (p Moved) dir() maze.Dir        { return p.Dir }
func (p Wall) dir() maze.Dir         { return p.Dir }
func (p Blown) dir() maze.Dir        { return p.Dir }
func (p BlastNoWall) dir() maze.Dir  { return p.Dir }
func (p BlastHeld) dir() maze.Dir    { return p.Dir }
func (p Brick) dir() maze.Dir        { return p.Dir }
func (p Shot) dir() maze.Dir         { return p.Dir }
func (p Jump) dir() maze.Dir         { return p.Dir }
func (p Stairs) dir() maze.Dir       { return p.Dir }
func (p Creature) dir() maze.Dir     { return p.Dir }
func (p Stalker) dir() maze.Dir      { return p.Dir }
func (p OneWayPassed) dir() maze.Dir { return p.Dir }

func (p Back) reason() Reason     { return p.Reason }
func (p Refused) reason() Reason  { return p.Reason }
func (p Creature) reason() Reason { return p.Reason }
func (p Ghost) reason() Reason    { return p.Reason }
func (p Rubber) reason() Reason   { return p.Reason }
func (p Stalker) reason() Reason  { return p.Reason }
