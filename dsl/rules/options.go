// Package rules holds the rule options of every family in RULES.md and the
// named presets (base, vmk1983, duel, school, tver, miet, stalker). The maze
// language sets them in a file's rules part (grammar.md, "Rules"); the engine
// reads them. Every option has a key, a documentation line and the rule IDs
// it implements, so that the language, the rule cards and the tests speak of
// the same thing.
//
// These are the whole program's rules, not only the compiler's: the engine
// decides every turn by them, the play-by-email referee sets its games up
// and welcomes players by them, the printouts print them on the rule card,
// and "labyrinth rules" explains them. They live under dsl/ because a maze
// file is where a game's rules are written down.
package rules

// Options is the complete rule set of one game. The zero value is not a
// useful game: start from a preset (Preset) and override.
type Options struct {
	// Family is the preset this rule set started from.
	Family Family `key:"preset" doc:"the rule family the file starts from" rule:"B1"`

	// Players and turns.
	MinPlayers int       `key:"players.min" doc:"fewest players" rule:"B1,D1"`
	MaxPlayers int       `key:"players.max" doc:"most players (0: any number)" rule:"B1,S1"`
	Start      StartRule `key:"start" doc:"who picks start cells: choose (the player names a cell; a stalker an entrance) or host (placed secretly)" rule:"B6,D3,V10,C5"`
	// TurnShape says what one turn may hold.
	TurnShape TurnShape `key:"turn" doc:"single: one action a turn; compound: several actions ending in a move; dice: d6 steps" rule:"B8,V24,C6,S3"`
	// MaxBumps is how many wall bumps one move order may make before the
	// turn is lost: 1 means a bump ends the turn (B9, D4), 0 means keep
	// asking until one passes (V11), 4 is the school's limit (C6).
	MaxBumps int `key:"move.bumps" doc:"wall bumps allowed in one move order before the turn is lost (0: until one passes)" rule:"B9,M8,V11,C6,D4"`

	// Kit: what a player starts with and may carry.
	Kit      Kit `key:"kit" doc:"starting kit" rule:"B11,B12,V19,C5,D2,I3"`
	KitLimit Kit `key:"limit" doc:"most a player may carry (0: the starting kit is the limit where an arsenal refills to full)" rule:"V7,I3,C9"`

	// Arsenals.
	ArsenalRefill   ArsenalRefill `key:"arsenal.refill" doc:"full: back to the starting kit; plus-one: one more of each; stock: the arsenal holds twice the kit for each player" rule:"B14,V7,V19,C9,I3"`
	ArsenalTake     bool          `key:"arsenal.take-removes" doc:"taking the arsenal removes it from the map («беру»/«оставляю»)" rule:"V7"`
	ArsenalAnnounce bool          `key:"arsenal.announce" doc:"arriving at an arsenal is announced to everyone («Арсенал!»)" rule:"V7"`

	// Walls and grenades.
	OuterBlastable   bool      `key:"blast.outer" doc:"grenades can blow the outer wall" rule:"B11,V20,D5"`
	BlastMode        BlastMode `key:"blast.mode" doc:"move: blow and walk through in the same turn; action: blowing is the whole turn; after-bump: only after a «wall» answer, then move on" rule:"B11,V20,D5,C6"`
	BlastKills       bool      `key:"blast.kills" doc:"a blast kills a player standing behind the blown wall" rule:"C7"`
	BlastHintsNoWall bool      `key:"blast.no-wall-spends" doc:"a grenade thrown where there is no wall is still spent" rule:"D5"`
	Bricks           bool      `key:"bricks" doc:"players may throw bricks to build walls" rule:"V23"`
	Cement           bool      `key:"cement" doc:"cement from an arsenal builds a wall («строю стену»)" rule:"M13,I3"`

	// What the host tells.
	TellOuterWall        bool `key:"tell.outer-wall" doc:"a bump into the outer wall is reported «стена лабиринта»" rule:"M2,D4"`
	TellBlownWall        bool `key:"tell.blown-wall" doc:"tell a player who passes a once-blown wall" rule:"M2"`
	TellWounds           bool `key:"tell.wounds" doc:"everyone hears who was wounded or killed" rule:"B16,V21,C7"`
	TellPitFall          bool `key:"tell.pit" doc:"everyone hears «Провалился!»" rule:"V4"`
	TellTreasureCarrying bool `key:"tell.treasure-when-carrying" doc:"announce a treasure to a player who already carries one" rule:"V15"`
	TellExitEmpty        bool `key:"tell.exit-empty" doc:"tell a player who steps out without a treasure" rule:"V17,C14"`
	TellFeatures         bool `key:"tell.features" doc:"the opening announcement names the maze's special features: rubber and one-way walls, several hole sets, several rivers" rule:"B23"`
	TellStartWalls       bool `key:"tell.start-walls" doc:"at the start the host tells the walls around each player's cell" rule:"B7"`
	TellPitNumber        bool `key:"tell.pit-number" doc:"a fall tells the pit's number and a pit exit is told with its number; else an exit sounds like an empty cell" rule:"D10,V4"`
	TellTake             bool `key:"tell.take" doc:"taking or swapping a treasure is told to the other players" rule:"D13"`

	// Shooting and wounds.
	Shot       ShotMode  `key:"shot" doc:"line: the bullet flies until a wall or a player; cell: hits everyone else on the shooter's cell" rule:"B12,V21,C7"`
	Wound      WoundMode `key:"wound" doc:"wounded: until a hospital; killed: out for wound.turns turns; morgue: restart in the morgue; ghost: until a hospital; respawn: back after wound.turns with a knife" rule:"B13,V21,C8,I2,T8"`
	WoundTurns int       `key:"wound.turns" doc:"turns a killed player is out" rule:"V21,T8"`
	Dagger     bool      `key:"dagger" doc:"players may stab whoever shares their cell" rule:"B21"`
	// DaggerStock counts daggers like grenades and bullets: found in
	// arsenals, one spent by each stab (the 004 variant, «запас патронов,
	// кинжалов, взрывчатки по единице каждого»).
	DaggerStock bool `key:"dagger.stock" doc:"daggers are counted: found in arsenals, one spent by each stab" rule:"B14,B21"`
	Kick        bool `key:"kick" doc:"players may kick («бью ногами»)" rule:"M20,I11"`
	Boomerang   int  `key:"boomerang.range" doc:"a boomerang's range in cells (0: no boomerangs)" rule:"M17,T6"`
	// BoomerangCarried: T6 «Появился новый вид оружия — бумеранг. На тот
	// случай, если у игрока кончились патроны и гранаты»: a weapon every
	// player has; M17 (004) keeps it in an arsenal.
	BoomerangCarried bool `key:"boomerang.carried" doc:"every player starts with a boomerang (else only an arsenal Ar hands them out)" rule:"T6,M17" json:",omitempty"`
	Loot             bool `key:"loot" doc:"take a killed player's bullets and grenades at the cost of a turn" rule:"T4"`

	// Cells.
	MineSkip        int  `key:"mine.skip" doc:"turns skipped after stepping on a mine" rule:"V8"`
	PlayerMines     bool `key:"mine.carry" doc:"players carry mines and leave them («оставляю мину»)" rule:"V9"`
	TrapSkip        int  `key:"trap.skip" doc:"turns skipped in a duel trap" rule:"D9"`
	RubberFixedExit bool `key:"rubber.fixed-exit" doc:"a rubber room is left only through the side its link names, whatever side one came in by" rule:"I7"`
	SwampSkip       int  `key:"swamp.skip" doc:"turns lost in a swamp" rule:"M19,I10"`
	PuddleLoss      bool `key:"puddle" doc:"a puddle takes half the ammunition, rounded up" rule:"C10"`
	JumpSit         int  `key:"jump.sit" doc:"turns to sit before jumping over a wall (0: no jumping)" rule:"V12"`
	PitSharedCount  bool `key:"pit.shared-count" doc:"a pit with multiplicity counts everyone's passes together, not each player's own" rule:"V6"`
	HoleWallAdvance bool `key:"hole.bump-advances" doc:"a bump or a skip in a hole moves the player to the next hole" rule:"B20"`
	RandomHospital  bool `key:"hospital.random" doc:"a wounded player is put in a random hospital" rule:"M16"`

	// Rivers.
	RiverDrift    int       `key:"river.drift" doc:"cells a river carries a player each turn (0: straight to the mouth)" rule:"B18,M6,I4"`
	RiverFlow     RiverFlow `key:"river.flow" doc:"any: rivers wind freely; south-east: rivers flow only south or east" rule:"M5"`
	RiverStraight bool      `key:"river.straight" doc:"rivers are straight lines" rule:"M5,M6"`
	RiverTouch    bool      `key:"river.touch" doc:"rivers may run side by side (a cell is one river's, so they never cross)" rule:"M5,I5"`
	SteepBanks    bool      `key:"river.steep-banks" doc:"every bank of every river is steep: one can step into a river but not out except at the mouth (single banks: steep C3 east in the links)" rule:"I6"`

	// Treasures and winning.
	Win          WinRule `key:"win" doc:"one: carry out the true treasure (or any one, with several true); all: carry out every true treasure" rule:"B15,M3,V16"`
	LastIsTrue   bool    `key:"treasure.last-is-true" doc:"the host «cheats»: the true treasure is the last one left" rule:"V3"`
	LeaveEmpty   bool    `key:"leave.without-treasure" doc:"players may step out of the maze without a treasure" rule:"B15,V17"`
	Reentry      Reentry `key:"reentry" doc:"same: come back in only through the exit you left by; any: through any exit" rule:"D15"`
	AutoTake     bool    `key:"treasure.auto-take" doc:"arriving on a treasure gives it to a player who carries none, without «беру клад»" rule:"C12"`
	DropTreasure bool    `key:"treasure.drop" doc:"a treasure may be dropped anywhere (else only swapped)" rule:"V14,D13"`

	// Duel (D).
	DuelExtras bool `key:"duel.items" doc:"crossbow and crutch change the number of actions per turn" rule:"D7,D8"`
	// DuelItemsCancel: D8 «посещение обеих этих клеток дает тот же
	// результат, что и непосещение ни одной из них».
	DuelItemsCancel bool `key:"duel.items-cancel" doc:"a player who visited both the crossbow and the crutch plays as one who visited neither: one action each (else they add up: two each)" rule:"D8" json:",omitempty"`

	// Creatures.
	Bear     BearMode `key:"bear" doc:"none, track: walks a fixed track; mimic: repeats the players' moves; killable: can be killed for good" rule:"M9,T9,I8"`
	Minotaur bool     `key:"minotaur" doc:"the minotaur wakes on seeing a player" rule:"C13"`

	// Stalker (S).
	Nuts         int  `key:"stalker.nuts" doc:"nuts each stalker carries" rule:"S4"`
	PenaltyLimit int  `key:"stalker.penalties" doc:"penalty points that put a stalker out" rule:"S6"`
	Galosh       bool `key:"stalker.galosh" doc:"the institute gives a galosh" rule:"S9"`
	TerrainSteps int  `key:"stalker.terrain" doc:"steps of the throw a swamp, a ford or a climb takes beyond the step itself (0: one)" rule:"S8"`
}

// HasGrenades reports whether grenades exist in a game under these rules:
// in the starting kit, or to be found in arsenals (B14: under plus-one the
// players start with nothing and arsenals hand them out).
func (o *Options) HasGrenades() bool {
	return o.Kit.Grenades > 0 || o.KitLimit.Grenades > 0 || o.ArsenalRefill == RefillPlusOne
}

// HasBullets is HasGrenades for bullets.
func (o *Options) HasBullets() bool {
	return o.Kit.Bullets > 0 || o.KitLimit.Bullets > 0 || o.ArsenalRefill == RefillPlusOne
}

// HasDagger reports whether a player may ever stab (B21), or stab with the
// knife of a respawned player (T8).
func (o *Options) HasDagger() bool { return o.Dagger || o.Wound == WoundRespawn }

// Kit is a set of consumables.
type Kit struct {
	Grenades int `key:"grenades" doc:"grenades (взрывные заряды)" rule:"B11,V19"`
	Bullets  int `key:"bullets" doc:"bullets (патроны)" rule:"B12,V19"`
	Bricks   int `key:"bricks" doc:"bricks" rule:"V23"`
	Cement   int `key:"cement" doc:"bags of cement" rule:"I3,M13"`
	Mines    int `key:"mines" doc:"mines carried" rule:"V9"`
	Daggers  int `key:"daggers" doc:"daggers (кинжалы), counted only under dagger.stock" rule:"B21"`
}

// Family is a rule family and the name of its preset.
type Family string

const (
	FamilyBase    Family = "base"    // Terra incognita (B, M)
	FamilyVMK     Family = "vmk1983" // ВМиК МГУ 1983 (V)
	FamilyDuel    Family = "duel"    // «Лабиринт с предметами» (D)
	FamilySchool  Family = "school"  // classic school rules (C)
	FamilyTver    Family = "tver"    // TGTU (T)
	FamilyMIET    Family = "miet"    // MIET (I)
	FamilyStalker Family = "stalker" // «Сталкер» (S)
)

// StartRule says who picks start cells.
type StartRule string

const (
	StartChoose StartRule = "choose"
	StartHost   StartRule = "host"
)

// TurnShape says what one turn may hold.
type TurnShape string

const (
	TurnSingle   TurnShape = "single"
	TurnCompound TurnShape = "compound"
	TurnDice     TurnShape = "dice"
)

// ArsenalRefill says what an arsenal gives.
type ArsenalRefill string

const (
	RefillFull    ArsenalRefill = "full"
	RefillPlusOne ArsenalRefill = "plus-one"
	RefillStock   ArsenalRefill = "stock"
)

// BlastMode says how a grenade is used.
type BlastMode string

const (
	BlastMove      BlastMode = "move"
	BlastAction    BlastMode = "action"
	BlastAfterBump BlastMode = "after-bump"
)

// ShotMode says where a bullet goes.
type ShotMode string

const (
	ShotLine ShotMode = "line"
	ShotCell ShotMode = "cell"
)

// WoundMode says what a hit does.
type WoundMode string

const (
	WoundWounded WoundMode = "wounded"
	WoundKilled  WoundMode = "killed"
	WoundMorgue  WoundMode = "morgue"
	WoundGhost   WoundMode = "ghost"
	WoundRespawn WoundMode = "respawn"
)

// RiverFlow restricts river directions.
type RiverFlow string

const (
	FlowAny       RiverFlow = "any"
	FlowSouthEast RiverFlow = "south-east"
)

// WinRule says what wins.
type WinRule string

const (
	WinOne WinRule = "one"
	WinAll WinRule = "all"
)

// Reentry says where a player who left may come back in.
type Reentry string

const (
	ReentrySame Reentry = "same"
	ReentryAny  Reentry = "any"
)

// BearMode says how a bear behaves.
type BearMode string

const (
	BearNone     BearMode = "none"
	BearTrack    BearMode = "track"
	BearMimic    BearMode = "mimic"
	BearKillable BearMode = "killable"
)

// enumValues lists the allowed values of every enum type, for validation
// and suggestions.
var enumValues = map[string][]string{
	"Family":        {string(FamilyBase), string(FamilyVMK), string(FamilyDuel), string(FamilySchool), string(FamilyTver), string(FamilyMIET), string(FamilyStalker)},
	"StartRule":     {string(StartChoose), string(StartHost)},
	"TurnShape":     {string(TurnSingle), string(TurnCompound), string(TurnDice)},
	"ArsenalRefill": {string(RefillFull), string(RefillPlusOne), string(RefillStock)},
	"BlastMode":     {string(BlastMove), string(BlastAction), string(BlastAfterBump)},
	"ShotMode":      {string(ShotLine), string(ShotCell)},
	"WoundMode":     {string(WoundWounded), string(WoundKilled), string(WoundMorgue), string(WoundGhost), string(WoundRespawn)},
	"RiverFlow":     {string(FlowAny), string(FlowSouthEast)},
	"WinRule":       {string(WinOne), string(WinAll)},
	"Reentry":       {string(ReentrySame), string(ReentryAny)},
	"BearMode":      {string(BearNone), string(BearTrack), string(BearMimic), string(BearKillable)},
}
