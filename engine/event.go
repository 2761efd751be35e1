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

// EventKind names what happened: one kind per payload type (see
// [Payload]). The numbers are part of saved games written before payloads
// were typed: a new kind goes at the end.
type EventKind uint8

// The event kinds, each with its payload type of the same name without
// «Ev» (EvMoved: [Moved]) and its rule IDs.
const (
	EvAnnounce     EventKind = iota // the host's opening announcement (B23)
	EvStartCell                     // your start cell is … (B7)
	EvMoved                         // the move passed (B10, V11 «иди»), or a stalker's walk (S3)
	EvWall                          // «стена» (B9, V11 «наверху стенка», D4 «стена лабиринта»)
	EvCell                          // the kind of the cell reached (B10, D6)
	EvTreasureHere                  // «Клад!» (V14, D11)
	EvHole                          // «провалился в дырку» (B20)
	EvFakeHole                      // «дырка», no move (I9)
	EvPit                           // «Провалился!» (V4, D10)
	EvDrift                         // carried downstream (B18, I4)
	EvMine                          // «Подорвался на мине» (V8)
	EvTrap                          // duel trap (D9)
	EvSwamp                         // swamp (M19, I10)
	EvPuddle                        // puddle takes half the ammunition (C10)
	EvCrossbow                      // crossbow: you limp (D7)
	EvCrutch                        // crutch: +1 action (D8)
	EvLimpOther                     // the opponent limps: you have +1 action (D7)
	EvHealed                        // hospital heals (B13, I2)
	EvArsenal                       // «Арсенал!» (V7; to all when announced)
	EvRefill                        // kit refilled (B14, V7, C9)
	EvArsenalTaken                  // «беру»: the arsenal is removed (V7)
	EvArsenalLeft                   // «оставляю» (V7)
	EvBlown                         // the wall is blown (B11, V20, D5)
	EvBlastNoWall                   // there was no wall (D5)
	EvBlastHeld                     // the wall held (M1, D5 opt)
	EvBlownPassed                   // you passed a once-blown wall (M2)
	EvBrick                         // a wall built with a brick or cement (V23, M13)
	EvShot                          // a shot
	EvMiss                          // «промах» (V21)
	EvHit                           // Target was wounded or killed by Player (B16, V21, C7)
	EvDropped                       // Target dropped the treasure (B13, B19)
	EvTook                          // you took the treasure («беру клад», V14)
	EvDrop                          // you dropped the treasure («бросаю клад», V14)
	EvSwap                          // you swapped treasures (D13)
	EvNoTreasure                    // there is no treasure here to take
	EvMineLaid                      // you left a mine (V9)
	EvSit                           // you sit (V12)
	EvJump                          // you jumped over the wall (V12)
	EvKicked                        // Target was kicked and skips a turn (M20, I11)
	EvBrokeLegs                     // «сломал ноги» (M20, I11)
	EvSkip                          // you skip this turn
	EvOutTurn                       // you are out this turn (V21, T8)
	EvBack                          // you are back in play (V21, C8 morgue, T8)
	EvLeft                          // you stepped out of the maze (V17, D12)
	EvCannotLeave                   // exit, but no leaving without a treasure (B15)
	EvLeftFalse                     // «Иди. Ложный клад» (V16, M4, C12)
	EvLeftMined                     // the treasure was mined (I1)
	EvLeftTrue                      // «истинный клад» (V16, C12): Player won
	EvGameOver                      // the game is over; Player won (to all)
	EvRefused                       // an order the rules forbid
	EvStairs                        // you went up or down the stairs (T1)
	EvCreature                      // a creature event (M9, C13)
	EvGhost                         // you are a ghost until a hospital (I2)
	EvRubber                        // «прошёл» at a rubber wall (M10) or room (I7)
	EvStalker                       // a Stalker event (S3–S9)
	EvStartWalls                    // the walls around the start cell (B7)
	EvFeatures                      // the maze's special features (B23)
	EvRubberRoom                    // you were in a rubber room: rubber walls on three sides (M10)
	EvOneWayPassed                  // you passed a one-way wall (M11)
	EvBoomerang                     // the boomerang (M17, T6)
	evKindCount
)

// String returns the event kind's name, as the host's log shows it.
func (k EventKind) String() string {
	if k < evKindCount {
		return kinds[k].name
	}
	return "event?"
}

// Event is one thing that happened, with who hears it: a header common to
// every event and a Payload that says what happened, one type per kind.
// Reports render events for one player (narrate.Report) or for the host
// (HostLog). At is the host's business only: no player's report ever
// shows it.
type Event struct {
	To     Audience
	Round  int
	Player PlayerID // whom it concerns, usually the actor
	Name   string   // Player's name
	Target PlayerID // the other player concerned (victim), or NoPlayer
	TName  string   // Target's name
	// Gender and TGender are Player's and Target's grammatical genders:
	// what others hear of them agrees with them («Анна провалилась!»).
	Gender  Gender
	TGender Gender
	// Family selects the host's voice (V11 «наверху стенка», «Иди.»).
	Family rules.Family
	// At is where it happened: for the host's log only.
	At maze.Coord
	// Payload is what happened: Moved, Wall, Hit… Its dynamic type is the
	// event's kind.
	Payload Payload
}

// Kind is the kind of the event's payload. An event without a payload is
// of no kind: its Kind's String is "event?".
func (e *Event) Kind() EventKind {
	if e.Payload == nil {
		return evKindCount
	}
	return e.Payload.Kind()
}

// Dir is the direction the event tells, or maze.None: the host's log
// shows it whatever the kind.
func (e *Event) Dir() maze.Dir {
	if d, ok := e.Payload.(interface{ dir() maze.Dir }); ok {
		return d.dir()
	}
	return maze.None
}

// Reason is the refusal or the news the event tells, or ReasonNone.
func (e *Event) Reason() Reason {
	if r, ok := e.Payload.(interface{ reason() Reason }); ok {
		return r.reason()
	}
	return ReasonNone
}

// Heard returns the events player p hears, with what the host keeps to
// himself cleared (where it happened, the kind of cell behind «прошёл», a
// fake hole told apart from a real one): what a bot or a mail client may be
// given.
func Heard(events []Event, p PlayerID) []Event {
	var out []Event
	for _, e := range events {
		if !e.To.Hears(p) {
			continue
		}
		e.At = maze.Coord{}
		switch x := e.Payload.(type) {
		case FakeHole:
			e.Payload = Hole{} // I9: a fake hole sounds like a real one
		case Moved:
			x.Cell = maze.CellEmpty // the host says only «прошёл»
			e.Payload = x
		case Wall:
			if x.Magnet {
				x.Dir = maze.North // C15: toward the magnet is always «up»
				e.Payload = x
			}
		}
		out = append(out, e)
	}
	return out
}
