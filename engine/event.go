package engine

import (
	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
)

// Audience is the set of players who hear an event, one bit per seat. The
// host hears everything; an event with an empty audience is the host's
// alone (rule B1: the host holds the secret map).
type Audience uint64

// Everyone is the audience of announcements to all players (V4, V7, B16).
const Everyone Audience = ^Audience(0)

// Only is the audience of one player.
func Only(p PlayerID) Audience { return Audience(1) << uint(p) }

// Hears reports whether player p is in the audience.
func (a Audience) Hears(p PlayerID) bool {
	return p >= 0 && p < MaxPlayers && a&(Audience(1)<<uint(p)) != 0
}

// EventKind is what happened.
type EventKind uint8

const (
	EvAnnounce     EventKind = iota // the host's opening announcement (B23): N = rows, M = cols
	EvStartCell                     // your start cell is … (B7); Cell
	EvMoved                         // the move passed (B10, V11 «иди»); a stalker's walk (S3) has no Dir, N = 1 if it left its cell
	EvWall                          // «стена» (B9, V11 «наверху стенка», D4 «стена лабиринта»); Dir, Outer, Monolith
	EvCell                          // the kind of the cell reached (B10, D6); Cell, N = pit number
	EvTreasureHere                  // «Клад!» (V14, D11)
	EvHole                          // «провалился в дырку» (B20)
	EvFakeHole                      // «дырка», no move (I9)
	EvPit                           // «Провалился!» (V4, D10)
	EvDrift                         // carried downstream (B18, I4); N cells
	EvMine                          // «Подорвался на мине» (V8); N turns
	EvTrap                          // duel trap (D9); N turns
	EvSwamp                         // swamp (M19, I10); N turns
	EvPuddle                        // puddle takes half the ammunition (C10)
	EvCrossbow                      // crossbow: you limp (D7)
	EvCrutch                        // crutch: +1 action (D8)
	EvLimpOther                     // the opponent limps: you have +1 action (D7)
	EvHealed                        // hospital heals (B13, I2)
	EvArsenal                       // «Арсенал!» (V7; to all when announced); Player found it
	EvRefill                        // kit refilled (B14, V7, C9)
	EvArsenalTaken                  // «беру»: the arsenal is removed (V7)
	EvArsenalLeft                   // «оставляю» (V7)
	EvBlown                         // the wall is blown (B11, V20, D5)
	EvBlastNoWall                   // there was no wall (D5)
	EvBlastHeld                     // the wall held (M1, D5 opt)
	EvBlownPassed                   // you passed a once-blown wall (M2)
	EvBrick                         // a wall built with a brick or cement (V23, M13)
	EvShot                          // a shot: Hit = someone was hit
	EvMiss                          // «промах» (V21)
	EvHit                           // Target was wounded or killed by Player (B16, V21, C7); Killed
	EvDropped                       // Target dropped the treasure (B13, B19)
	EvTook                          // you took the treasure («беру клад», V14)
	EvDrop                          // you dropped the treasure («бросаю клад», V14)
	EvSwap                          // you swapped treasures (D13)
	EvNoTreasure                    // there is no treasure here to take
	EvMineLaid                      // you left a mine (V9)
	EvSit                           // you sit (V12); N turns so far
	EvJump                          // you jumped over the wall (V12)
	EvKicked                        // Target was kicked and skips a turn (M20, I11)
	EvBrokeLegs                     // «сломал ноги» (M20, I11)
	EvSkip                          // you skip this turn; N turns still to skip
	EvOutTurn                       // you are out this turn (V21, T8); N turns left
	EvBack                          // you are back in play (V21, C8 morgue, T8)
	EvLeft                          // you stepped out of the maze (V17, D12)
	EvCannotLeave                   // exit, but no leaving without a treasure (B15)
	EvLeftFalse                     // «Иди. Ложный клад» (V16, M4, C12)
	EvLeftMined                     // the treasure was mined (I1)
	EvLeftTrue                      // «истинный клад» (V16, C12): Player won
	EvGameOver                      // the game is over; Player won (to all)
	EvRefused                       // an order the rules forbid (Reason)
	EvStairs                        // you went up or down the stairs (T1)
	EvCreature                      // a creature event (M9, C13); Creature, Reason
	EvGhost                         // you are a ghost until a hospital (I2)
	EvRubber                        // «прошёл» at a rubber wall (M10) or room (I7)
	EvStalker                       // a Stalker event (S3–S9); Reason
	EvStartWalls                    // the walls around the start cell (B7); N = walled sides, Info[0] = outer ones
	EvFeatures                      // the maze's special features (B23); Info as features() builds it
	EvRubberRoom                    // you were in a rubber room: rubber walls on three sides (M10)
	EvOneWayPassed                  // you passed a one-way wall (M11)
	EvBoomerang                     // the boomerang (M17, T6); N: BoomerangGot, BoomerangBack, BoomerangBroke
	evKindCount
)

var eventNames = [...]string{
	"announce", "start-cell", "moved", "wall", "cell", "treasure-here", "hole",
	"fake-hole", "pit", "drift", "mine", "trap", "swamp", "puddle", "crossbow",
	"crutch", "limp-other", "healed", "arsenal", "refill", "arsenal-taken",
	"arsenal-left", "blown", "blast-no-wall", "blast-held", "blown-passed",
	"brick", "shot", "miss", "hit", "dropped", "took", "drop", "swap",
	"no-treasure", "mine-laid", "sit", "jump", "kicked", "broke-legs", "skip",
	"out-turn", "back", "left", "cannot-leave", "left-false", "left-mined",
	"left-true", "game-over", "refused", "stairs", "creature", "ghost",
	"rubber", "stalker", "start-walls", "features",
	"rubber-room", "one-way-passed", "boomerang",
}

// What happened to a boomerang: EvBoomerang's N (M17, T6).
const (
	BoomerangGot   = iota // an arsenal gave you a boomerang
	BoomerangBack         // it came back to your hand
	BoomerangBroke        // it hit a wall and broke
)

// String returns the event kind's name, as the host's log shows it.
func (k EventKind) String() string {
	if int(k) < len(eventNames) {
		return eventNames[k]
	}
	return "event?"
}

// Event is one thing that happened, with who hears it. Reports render
// events for one player (Report) or for the host (HostLog). At is the
// host's business only: no player's report ever shows it.
type Event struct {
	Kind   EventKind
	To     Audience
	Round  int
	Player PlayerID // whom it concerns, usually the actor
	Name   string   // Player's name
	Target PlayerID // the other player concerned (victim), or NoPlayer
	TName  string   // Target's name
	// Gender and TGender are Player's and Target's grammatical genders:
	// what others hear of them agrees with them («Анна провалилась!»).
	Gender  Gender `json:",omitempty"`
	TGender Gender `json:",omitempty"`
	Dir     maze.Dir
	Cell    maze.CellKind
	N       int
	// Outer marks a bump into the outer wall when the rules tell it (D4);
	// Monolith a bump into a monolith (C2).
	Outer    bool `json:",omitempty"`
	Monolith bool `json:",omitempty"`
	// Magnet marks a bump into the magnet monolith (C15), told as a wall
	// «up» whatever the direction.
	Magnet bool `json:",omitempty"`
	// Killed: the hit put the target out, not merely wounded (V21, C7).
	Killed bool `json:",omitempty"`
	// Family selects the host's voice (V11 «наверху стенка», «Иди.»).
	Family rules.Family
	// Reason is the refusal or the creature's or Stalker's news.
	Reason Reason
	// Info holds the opening announcement's numbers (B23): rows, cols,
	// floors, holes, river cells, treasures.
	Info []int `json:",omitempty"`
	// At is where it happened: for the host's log only.
	At maze.Coord
}

// Heard returns the events player p hears, with what the host keeps to
// himself cleared (where it happened, the kind of cell behind «прошёл», a
// fake hole told apart from a real one): what a bot or a mail client may be
// given.
func Heard(events []Event, p PlayerID) []Event {
	var out []Event
	for _, e := range events {
		if e.To.Hears(p) {
			e.At = maze.Coord{}
			if e.Kind == EvFakeHole {
				e.Kind = EvHole // I9: a fake hole sounds like a real one
			}
			if e.Kind == EvMoved {
				e.Cell = maze.CellEmpty // the host says only «прошёл»
			}
			if e.Magnet {
				e.Dir = maze.North // C15: toward the magnet is always «up»
			}
			out = append(out, e)
		}
	}
	return out
}
