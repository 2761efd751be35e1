package order

import (
	"strings"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
	"labyrinth/engine"
	"labyrinth/engine/narrate"
)

// Help lists the orders the rules allow, one example each, in lang: what a
// player at the table or by mail may write. floors says the maze has
// floors (M14, T1, V25). Every example parses under the same rules; each
// is written by Format, the one writer of orders.
func Help(o *rules.Options, floors bool, lang Lang) []string {
	f := Options{Rules: o, Floors: floors}
	var ls []string
	add := func(acts ...engine.Action) {
		if o.TurnShape == rules.TurnCompound && !endsTurn(acts[len(acts)-1].Kind) {
			acts = append(acts, engine.Action{Kind: engine.ActMove, Dir: maze.North})
		}
		parts := make([]string, len(acts))
		for i, a := range acts {
			parts[i] = f.format(a, lang, true)
		}
		ls = append(ls, strings.Join(parts, ", "))
	}
	act := func(k engine.ActionKind, d maze.Dir) engine.Action { return engine.Action{Kind: k, Dir: d} }
	if o.Family == rules.FamilyStalker {
		add(engine.Action{Kind: engine.ActWalk, Path: []maze.Dir{maze.North, maze.North, maze.East}})
		if o.Nuts > 0 {
			add(act(engine.ActThrowNut, maze.North))
		}
		if o.Galosh {
			add(act(engine.ActTakeGalosh, maze.None))
		}
		add(act(engine.ActSkip, maze.None))
		return ls
	}
	add(act(engine.ActMove, maze.West))
	if o.MaxBumps != 1 {
		add(engine.Action{Kind: engine.ActMove, Dir: maze.West, Fallbacks: []maze.Dir{maze.North}})
	}
	if floors {
		ls = append(ls, say(lang, narrate.KeyOrderClimbDescend))
	}
	if o.HasGrenades() {
		add(act(engine.ActBlow, maze.West))
	}
	if o.HasBullets() {
		if o.Shot == rules.ShotCell {
			add(act(engine.ActShoot, maze.None))
		} else {
			add(act(engine.ActShoot, maze.South))
		}
	}
	if o.Dagger {
		add(act(engine.ActStab, maze.None))
	}
	if o.Kick {
		add(act(engine.ActKick, maze.None))
	}
	if o.Bricks {
		add(act(engine.ActBrick, maze.West))
	}
	if o.Cement {
		add(act(engine.ActBuild, maze.West))
	}
	if o.Boomerang > 0 {
		add(act(engine.ActBoomerang, maze.East))
	}
	if o.Loot {
		add(act(engine.ActLoot, maze.None))
	}
	if o.PlayerMines {
		add(act(engine.ActLeaveMine, maze.None))
	}
	if o.JumpSit > 0 {
		add(act(engine.ActSit, maze.None))
		add(act(engine.ActJump, maze.West))
	}
	add(act(engine.ActTakeTreasure, maze.None))
	if o.DropTreasure {
		add(act(engine.ActDropTreasure, maze.None))
	}
	if o.ArsenalTake {
		add(act(engine.ActTakeArsenal, maze.None))
		add(act(engine.ActLeaveArsenal, maze.None))
	}
	add(act(engine.ActSkip, maze.None))
	return ls
}

// endsTurn reports whether an action ends a turn: a move, a sit, a jump or
// a skip (V24); under compound turns the others are shown with a move
// after them.
func endsTurn(k engine.ActionKind) bool {
	switch k {
	case engine.ActMove, engine.ActSit, engine.ActJump, engine.ActSkip, engine.ActWalk:
		return true
	}
	return false
}
