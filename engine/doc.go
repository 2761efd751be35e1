// Package engine is the host of a game: it holds the secret maze and
// everything that changes in play, applies each player's turn by the rules
// in force (package rules), and decides who hears what. It is pure: no I/O,
// no clock, and randomness only from the seed kept in the state, so a game
// replays identically from its turns.
//
// A game starts with NewGame on a compiled maze; the rules are the maze's
// (maze.Maze.Rules). Apply plays the turn of the player ToMove returns and
// gives back the events; an order the rules forbid comes back as a
// *Refusal and changes nothing. Expected says what a turn may hold (one
// action, B8; a compound turn ending in a move, V24; the duel's extra
// actions, D7 and D8; a Stalker's dice, S3). Every Event carries its
// audience and the grammatical gender of the players it is about; the
// engine says nothing in words: package engine/narrate renders what one
// player hears (narrate.Report), in Russian or English, and the host's map
// and log. Heard filters events for a client; HostDrawing draws the whole
// state for the host.
// Clone, MarshalState, RestoreState and Hash make games saveable and
// comparable.
//
// # Events
//
// An Event is a header that every event has (its audience, round, the
// players it is about with their names and genders, the rules' family,
// where it happened) and a Payload that says what happened: one struct
// type per kind, as go/ast has one node type per construct. A move that
// passed is Moved{Dir: maze.North}, a bump Wall{Dir: maze.East, Outer:
// true}; readers switch on the payload's type, or look the kind up in a
// table by Event.Kind, and read the fields by name. Event.Dir and
// Event.Reason read the direction and the reason of the kinds that have
// one, for the host's log.
//
// To add an event kind: declare its constant at the end of the EventKind
// list (event.go; saved games hold the names, the numbers only in games
// saved before payloads were typed), its payload type with its Kind
// method and its row in kinds (event_kinds.go), and add a dir or reason
// method if it has a Dir or a Reason field. Then say it: one entry in
// package narrate's tables (plainEvents for a fixed sentence,
// eventSayers otherwise) and its sentences in the catalogue;
// TestEveryEventSays renders it in every voice, language and gender. Saved
// games store events as JSON with the kind by name and the payload's
// fields (event_json.go), so a new kind needs nothing there.
//
// The files follow the rules: move.go (B, M, V and D movement, holes, pits,
// rivers, leaving), combat.go (shots, blasts, wounds, arsenals, bricks),
// round.go (turn order, skipped turns, the end of a round), creatures.go
// (bears M9, T9, I8; the minotaur C13; rubber walls and rooms M10, I7),
// extras.go (boomerang M17, T6; looting T4), c15.go (the school's cow,
// mirror and eyes, C15), stalker.go (S), report.go (the opening
// announcement, B23), lang.go (the reader's language and gender). Tests
// are named by rule ID: go test -run 'Rules./V12'.
package engine
