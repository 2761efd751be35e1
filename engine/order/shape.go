package order

import (
	"strconv"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
	"labyrinth/engine"
	"labyrinth/engine/narrate"
)

// kindName names an action kind in messages.
func kindName(k engine.ActionKind, l Lang) string {
	if key, ok := actionKeys[k]; ok {
		return say(l, key)
	}
	return k.String()
}

var actionKeys = map[engine.ActionKind]narrate.Key{
	engine.ActSkip: narrate.KeyActionSkip, engine.ActMove: narrate.KeyActionMove,
	engine.ActBlow: narrate.KeyActionBlow, engine.ActShoot: narrate.KeyActionShoot,
	engine.ActBrick: narrate.KeyActionBrick, engine.ActBuild: narrate.KeyActionBuild,
	engine.ActTakeTreasure: narrate.KeyActionTakeTreasure, engine.ActDropTreasure: narrate.KeyActionDropTreasure,
	engine.ActLeaveMine: narrate.KeyActionLeaveMine, engine.ActSit: narrate.KeyActionSit,
	engine.ActJump: narrate.KeyActionJump, engine.ActKick: narrate.KeyActionKick,
	engine.ActStab: narrate.KeyActionStab, engine.ActTakeArsenal: narrate.KeyActionTakeArsenal,
	engine.ActLeaveArsenal: narrate.KeyActionLeaveArsenal, engine.ActChooseStart: narrate.KeyActionChooseStart,
	engine.ActBoomerang: narrate.KeyActionBoomerang, engine.ActLoot: narrate.KeyActionLoot,
	engine.ActThrowNut: narrate.KeyActionThrowNut, engine.ActWalk: narrate.KeyActionWalk,
	engine.ActTakeGalosh: narrate.KeyActionTakeGalosh,
}

// allowed reports whether the rules have an action kind, and the rule ID
// that brings it.
func allowed(k engine.ActionKind, r *rules.Options) (bool, string) {
	switch k {
	case engine.ActBrick:
		return r.Bricks, "V23"
	case engine.ActBuild:
		return r.Cement, "M13"
	case engine.ActLeaveMine:
		return r.PlayerMines, "V9"
	case engine.ActSit, engine.ActJump:
		return r.JumpSit > 0, "V12"
	case engine.ActKick:
		return r.Kick, "M20"
	case engine.ActStab:
		return r.HasDagger(), "B21"
	case engine.ActBoomerang:
		return r.Boomerang > 0, "M17"
	case engine.ActLoot:
		return r.Loot, "T4"
	case engine.ActTakeGalosh:
		return r.Galosh, "S9"
	case engine.ActThrowNut:
		return r.Nuts > 0, "S4"
	case engine.ActTakeArsenal, engine.ActLeaveArsenal:
		return r.ArsenalTake, "V7"
	case engine.ActDropTreasure:
		return r.DropTreasure, "D13"
	case engine.ActBlow:
		return r.HasGrenades(), "B11"
	case engine.ActShoot:
		return r.HasBullets(), "B12"
	case engine.ActChooseStart:
		return r.Start == rules.StartChoose, "B6"
	}
	return true, ""
}

// final reports whether an action ends a compound turn (V24).
func final(k engine.ActionKind) bool {
	return k == engine.ActMove || k == engine.ActSit || k == engine.ActJump || k == engine.ActSkip
}

// shape checks the items against the rules and the turn shape and returns
// the actions.
func (p *parser) shape() []engine.Action {
	r := p.opts.Rules
	l := p.lang
	items := p.items[:0:0]
	for _, it := range p.items {
		if p.check(it) {
			items = append(items, it)
		}
	}
	if r == nil {
		if hasMove(items) {
			items = p.mines(items)
		}
		return p.walks(items, false)
	}
	if p.opts.Start {
		var out []engine.Action
		named := false
		for _, it := range items {
			named = named || it.act.Kind == engine.ActChooseStart
		}
		for _, it := range items {
			if it.act.Kind != engine.ActChooseStart && named {
				p.errAt(it.at, say(l, narrate.KeyOrderErrNamingStartCellWhole), "",
					say(l, narrate.KeyOrderErrSendItWithYour), "B6")
				continue
			}
			if it.act.Kind != engine.ActChooseStart {
				p.errAt(it.at, say(l, narrate.KeyOrderErrFirstNameStartCell), "",
					say(l, narrate.KeyOrderErrStartAtB), "B6")
				continue
			}
			if len(out) > 0 {
				p.errAt(it.at, say(l, narrate.KeyOrderErrOneStartCell), "", "", "B6")
				continue
			}
			out = append(out, it.act)
		}
		return out
	}
	// Fallbacks: how many bumps a move may make (B9, V11, C6, D4).
	for i := range items {
		fb := items[i].act.Fallbacks
		if len(fb) == 0 {
			continue
		}
		switch {
		case r.MaxBumps == 1:
			p.errAt(items[i].fbAt[0], say(l, narrate.KeyOrderErrTheseRulesBumpInto), "",
				say(l, narrate.KeyOrderErrWriteOnlyFirstDirection), "B9")
			items[i].act.Fallbacks = nil
		case r.MaxBumps > 1 && len(fb) > r.MaxBumps-1:
			p.errAt(items[i].fbAt[r.MaxBumps-1], say(l, narrate.KeyOrderErrAtMostMaxbumpsTries, "maxbumps", strconv.Itoa(r.MaxBumps)), "", "", "C6")
			items[i].act.Fallbacks = fb[:r.MaxBumps-1]
		}
	}
	switch r.TurnShape {
	case rules.TurnDice:
		return p.dice(items)
	case rules.TurnCompound:
		return p.compound(items)
	}
	return p.single(items)
}

// check refuses an action the rules do not have.
func (p *parser) check(it item) bool {
	r, l, a := p.opts.Rules, p.lang, it.act
	if r == nil {
		return true
	}
	if ok, rule := allowed(a.Kind, r); !ok {
		msg := say(l, narrate.KeyOrderErrTheseRulesHaveNo, "action", kindName(a.Kind, l))
		hint := ""
		switch a.Kind {
		case engine.ActChooseStart:
			msg = say(l, narrate.KeyOrderErrHostPlacesPlayers)
			rule = "V10"
		case engine.ActTakeArsenal, engine.ActLeaveArsenal:
			hint = say(l, narrate.KeyOrderErrArsenalRefillsYourKit)
			rule = "B14"
		case engine.ActDropTreasure:
			hint = say(l, narrate.KeyOrderErrTreasureCanOnlyBe)
		}
		p.errAt(it.at, msg, "", hint, rule)
		return false
	}
	if a.Kind == engine.ActChooseStart && !p.opts.Start {
		p.errAt(it.at, say(l, narrate.KeyOrderErrStartCellNamedBefore), "", "", "B6")
		return false
	}
	dirs := append([]maze.Dir{a.Dir}, a.Fallbacks...)
	dirs = append(dirs, it.path...)
	if !p.opts.Floors {
		for _, d := range dirs {
			if d == maze.Up || d == maze.Down {
				p.errAt(it.dirPos(), say(l, narrate.KeyOrderErrThisMazeHasFloor), p.dirExpected(), "", "M14")
				return false
			}
		}
	}
	if a.Kind == engine.ActShoot {
		switch {
		case r.Shot == rules.ShotCell && a.Dir != maze.None:
			p.errAt(it.dirPos(), say(l, narrate.KeyOrderErrShotHitsWhoeverShares), "",
				say(l, narrate.KeyOrderErrWriteShoot), "V21")
			return false
		case r.Shot == rules.ShotLine && a.Dir == maze.None:
			p.errAt(it.at, say(l, narrate.KeyOrderErrShootWhereDirectionMissing),
				p.dirExpected(), say(l, narrate.KeyOrderErrShootLeft), "B12")
			return false
		}
	}
	return true
}

// walks turns moves into actions: one step is a move; several, a walk
// (S3). With dice every move is a walk and walks in a row join.
func (p *parser) walks(items []item, dice bool) []engine.Action {
	var out []engine.Action
	for _, it := range items {
		a := it.act
		if a.Kind == engine.ActMove && (dice || len(it.path) > 1) {
			if n := len(out); dice && n > 0 && out[n-1].Kind == engine.ActWalk {
				out[n-1].Path = append(out[n-1].Path, it.path...)
				continue
			}
			a = engine.Action{Kind: engine.ActWalk, Path: append([]maze.Dir(nil), it.path...)}
		}
		out = append(out, a)
	}
	return out
}

// oneStep refuses walks where a move is one step.
func (p *parser) oneStep(items []item) []item {
	out := items[:0:0]
	for _, it := range items {
		if it.act.Kind == engine.ActMove && len(it.path) > 1 {
			p.errAt(it.dirPos(), say(p.lang, narrate.KeyOrderErrOneStep), "",
				say(p.lang, narrate.KeyOrderErrForSeveralStepsSend), "B8")
			continue
		}
		out = append(out, it)
	}
	return out
}

// mines moves «оставляю мину» before the move it goes with: the mine stays
// on the cell being left (V9).
func (p *parser) mines(items []item) []item {
	move := -1
	for i, it := range items {
		if it.act.Kind == engine.ActMove {
			move = i
			break
		}
	}
	var mines, rest []item
	for _, it := range items {
		if it.act.Kind == engine.ActLeaveMine {
			mines = append(mines, it)
		} else {
			rest = append(rest, it)
		}
	}
	if len(mines) == 0 {
		return items
	}
	if move < 0 {
		p.errAt(mines[0].at, say(p.lang, narrate.KeyOrderErrMineLeftOnCell), "",
			say(p.lang, narrate.KeyOrderErrGoLeftLeaveMine), "V9")
		return rest
	}
	if len(mines) > 1 {
		p.errAt(mines[1].at, say(p.lang, narrate.KeyOrderErrOneMine), "", "", "V9")
		mines = mines[:1]
	}
	out := make([]item, 0, len(items))
	for _, it := range rest {
		if it.act.Kind == engine.ActMove && len(mines) > 0 {
			out = append(out, mines...)
			mines = nil
		}
		out = append(out, it)
	}
	return out
}

// single is one action a turn (B8, C6), or Options.Actions in the duel
// (D7, D8).
func (p *parser) single(items []item) []engine.Action {
	items = p.mines(p.oneStep(items))
	limit := max(p.opts.Actions, 1)
	n := 0
	var out []engine.Action
	for _, it := range items {
		if engine.Counted(it.act.Kind) {
			n++
		}
		if n > limit {
			msg := say(p.lang, narrate.KeyOrderErrOneAction)
			rule := "B8"
			if limit > 1 {
				msg = say(p.lang, narrate.KeyOrderErrNActionsThisTurn, "n", strconv.Itoa(limit))
				rule = "D8"
			}
			p.errAt(it.at, msg, "", say(p.lang, narrate.KeyOrderErrSendRestNextTurn), rule)
			break
		}
		out = append(out, it.act)
	}
	return out
}

// compound is several actions ending in a move, a sit or a jump (V24).
func (p *parser) compound(items []item) []engine.Action {
	items = p.mines(p.oneStep(items))
	var out []engine.Action
	ended := -1
	for i, it := range items {
		k := it.act.Kind
		if ended >= 0 {
			if k == engine.ActLeaveMine {
				out = append(out, it.act)
				continue
			}
			msg := say(p.lang, narrate.KeyOrderErrMoveEndsTurn)
			hint := say(p.lang, narrate.KeyOrderErrPutThisBeforeMove)
			if final(k) {
				msg = say(p.lang, narrate.KeyOrderErrOneMove)
				hint = say(p.lang, narrate.KeyOrderErrForAnotherDirectionWrite)
			}
			p.errAt(it.at, msg, "", hint, "V24")
			return out
		}
		if k == engine.ActSkip && len(items) > 1 {
			p.errAt(it.at, say(p.lang, narrate.KeyOrderErrSkippingWholeTurn), "", "", "V24")
			return nil
		}
		if final(k) {
			ended = i
		}
		out = append(out, it.act)
	}
	if ended < 0 && len(out) > 0 {
		p.errAt(p.endTok(), say(p.lang, narrate.KeyOrderErrTurnEndsWithMove),
			say(p.lang, narrate.KeyOrderErrMoveGoLeft),
			say(p.lang, narrate.KeyOrderErrOrSitWaitFor), "V24")
	}
	return out
}

// dice is the Stalker's turn: a walk of up to the d6 steps, nuts before,
// during and after it (S3, S4).
func (p *parser) dice(items []item) []engine.Action {
	for _, it := range items {
		if it.act.Kind == engine.ActSkip && len(items) > 1 {
			p.errAt(it.at, say(p.lang, narrate.KeyOrderErrSkippingWholeTurn), "", "", "S3")
			return nil
		}
	}
	out := p.walks(items, true)
	if p.opts.Steps > 0 {
		n := 0
		for _, a := range out {
			n += len(a.Path)
		}
		if n > p.opts.Steps {
			var at token
			for _, it := range items {
				if it.act.Kind == engine.ActMove {
					at = it.at
				}
			}
			p.errAt(at, say(p.lang, narrate.KeyOrderErrDiceGaveStepsSteps, "steps", strconv.Itoa(p.opts.Steps), "n", strconv.Itoa(n)), "", "", "S3")
		}
	}
	return out
}

func hasMove(items []item) bool {
	for _, it := range items {
		if it.act.Kind == engine.ActMove {
			return true
		}
	}
	return false
}

// dirPos is where the item's direction is written, or where it starts.
func (it item) dirPos() token {
	if it.dirAt.line > 0 {
		return it.dirAt
	}
	return it.at
}
