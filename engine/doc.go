// Package engine is the host of a game: it holds the secret maze and
// everything that changes in play, applies each player's turn by the rules
// in force (package rules), and decides who hears what. It is pure: no I/O,
// no clock, and randomness only from the seed kept in the state, so a game
// replays identically from its turns.
package engine
