package engine

import "labyrinth/dsl/maze"

// PlayerID is a player's seat, from 0 in turn order.
type PlayerID int

// NoPlayer stands for "nobody" in events.
const NoPlayer PlayerID = -1

// Turn is one player's orders for one round: what the mail order parser
// (pbem) and the terminal (labyrinth play) produce and Apply consumes. Which
// actions a turn may hold depends on Options.TurnShape: one action (B8, C6),
// several ending in a move (V24), extra actions in the duel (D7, D8), or a
// d6 of steps (S3).
type Turn struct {
	Player  PlayerID
	Actions []Action
}

// ActionKind is what one action does.
type ActionKind uint8

const (
	ActSkip         ActionKind = iota // do nothing (B8)
	ActMove                           // move in Dir, trying Fallbacks after a wall (V11, C6)
	ActBlow                           // blow the wall in Dir (B11, V20, D5)
	ActShoot                          // shoot in Dir, or at the own cell with Dir None (B12, V21)
	ActBrick                          // throw a brick to build a wall in Dir (V23)
	ActBuild                          // build a wall in Dir with cement (M13, I3)
	ActTakeTreasure                   // «беру клад» (V14, D13)
	ActDropTreasure                   // «бросаю клад» (V14)
	ActLeaveMine                      // leave a mine on the cell being left (V9)
	ActSit                            // sit towards a jump (V12)
	ActJump                           // jump over the wall in Dir (V12)
	ActKick                           // kick whoever shares the cell (M20, I11)
	ActStab                           // dagger or knife on the own cell (B21, T8)
	ActTakeArsenal                    // «беру» at an arsenal (V7)
	ActLeaveArsenal                   // «оставляю» at an arsenal (V7)
	ActChooseStart                    // name the start cell (B6, D3)
	ActBoomerang                      // throw a boomerang in Dir (M17, T6)
	ActLoot                           // loot a body on the own cell (T4)
	ActThrowNut                       // Stalker: throw a nut in Dir (S4)
	ActWalk                           // Stalker: walk the Path of steps (S3)
	ActTakeGalosh                     // Stalker: «беру галошу» at the institute (S9)
)

var actionNames = [...]string{
	"skip", "move", "blow", "shoot", "brick", "build", "take-treasure",
	"drop-treasure", "leave-mine", "sit", "jump", "kick", "stab",
	"take-arsenal", "leave-arsenal", "choose-start", "boomerang", "loot",
	"throw-nut", "walk", "take-galosh",
}

// String returns the action kind's name, as logs and tests show it.
func (k ActionKind) String() string {
	if int(k) < len(actionNames) {
		return actionNames[k]
	}
	return "action?"
}

// Action is one thing a player does within a turn.
type Action struct {
	Kind ActionKind
	// Dir is the direction of a move, blast, shot, brick, wall, jump,
	// boomerang or nut. Up and Down move between floors (M14).
	Dir maze.Dir
	// Fallbacks are the directions to try, in order, when a move meets a
	// wall: «налево, если стена — вверх» (V11, C6).
	Fallbacks []maze.Dir
	// Cell is the start cell named by ActChooseStart.
	Cell maze.Coord
	// Path is a Stalker walk: one direction per step (S3).
	Path []maze.Dir
}
