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
// The files follow the rules: move.go (B, M, V and D movement, holes, pits,
// rivers, leaving), combat.go (shots, blasts, wounds, arsenals, bricks),
// round.go (turn order, skipped turns, the end of a round), creatures.go
// (bears M9, T9, I8; the minotaur C13; rubber walls and rooms M10, I7),
// extras.go (boomerang M17, T6; looting T4), c15.go (the school's cow,
// mirror and eyes, C15), stalker.go (S), report.go (the opening
// announcement, B23), lang.go (the reader's language and gender). Tests
// are named by rule ID: go test -run 'Rules./V12'.
package engine
