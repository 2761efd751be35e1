package engine

import (
	"slices"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
)

// validate checks a turn against the rules before anything happens.
func (g *Game) validate(t Turn) error {
	id := t.Player
	p := &g.st.Players[id]
	if len(t.Actions) == 0 {
		return refuse(id, ActSkip, ReasonEmptyTurn)
	}
	if !p.Placed {
		return g.validateStart(t)
	}
	c := turnCheck{
		g: g, o: g.o, id: id, p: p,
		compound: g.o.TurnShape == rules.TurnCompound,
		dice:     g.o.TurnShape == rules.TurnDice,
	}
	for _, a := range t.Actions {
		if err := c.action(a); err != nil {
			return err
		}
	}
	last := t.Actions[len(t.Actions)-1].Kind
	switch {
	case c.compound && c.terminals > 1:
		return refuse(id, last, ReasonTooMany)
	case !c.compound && c.counted > g.mainActions(id):
		return refuse(id, last, ReasonTooMany)
	}
	return c.supplies()
}

// validateStart checks the turn of a player not yet placed: the start
// cell alone (B6, D3), an entrance where the maze has them (S1).
func (g *Game) validateStart(t Turn) error {
	id := t.Player
	p := &g.st.Players[id]
	if len(t.Actions) != 1 || t.Actions[0].Kind != ActChooseStart {
		return refuse(id, t.Actions[0].Kind, ReasonNotPlaced)
	}
	c := t.Actions[0].Cell
	if p.Home >= 0 {
		c.Floor = p.Home
	}
	if !g.inside(c) || !g.kind(c).Passable() || g.kind(c) == maze.CellExit {
		return refuse(id, ActChooseStart, ReasonBadStart)
	}
	if all := g.entrances(); len(all) > 0 {
		// S1: «Каждый участник начинает игру от выбранного им входа».
		if !slices.Contains(all, c) {
			return refuse(id, ActChooseStart, ReasonNotEntrance)
		}
		if free := g.freeEntrances(id); len(free) > 0 && !slices.Contains(free, c) {
			return refuse(id, ActChooseStart, ReasonEntranceTaken)
		}
	}
	return nil
}

// turnCheck is a turn being validated: whose it is, and what its actions
// so far count and use up.
type turnCheck struct {
	g        *Game
	o        *rules.Options
	id       PlayerID
	p        *Player
	compound bool // a compound turn (V24)
	dice     bool // the Stalker's turn by the dice (S3)

	need                    rules.Kit // what the actions use up
	boomerangs, nuts, steps int
	counted, terminals      int // actions that count (B8), moves that end the turn (V24)
}

// action checks one action of the turn and counts it.
func (c *turnCheck) action(a Action) error {
	k := a.Kind
	if c.compound && c.terminals > 0 {
		return c.refuse(k, ReasonMoveNotLast)
	}
	check := actionChecks[k]
	if check == nil {
		return c.refuse(k, ReasonNotAllowed)
	}
	if err := check(c, a); err != nil {
		return err
	}
	if c.dice && k != ActWalk && k != ActThrowNut && k != ActSkip && k != ActTakeGalosh {
		return c.refuse(k, ReasonNotAllowed)
	}
	switch classOf(k) {
	case classTerminal:
		if c.dice && k == ActWalk {
			break // S3, S4: walks split by nut throws share the dice
		}
		c.terminals++
		c.counted++
	case classExtra:
		if !c.compound {
			c.counted++
		}
	}
	return nil
}

// supplies checks that the player has what the turn uses up.
func (c *turnCheck) supplies() error {
	kit := c.p.Kit
	switch {
	case c.need.Grenades > kit.Grenades:
		return c.refuse(ActBlow, ReasonNoGrenades)
	case c.need.Bullets > kit.Bullets:
		return c.refuse(ActShoot, ReasonNoBullets)
	case c.need.Bricks > kit.Bricks:
		return c.refuse(ActBrick, ReasonNoBricks)
	case c.need.Cement > kit.Cement:
		return c.refuse(ActBuild, ReasonNoCement)
	case c.need.Daggers > kit.Daggers:
		return c.refuse(ActStab, ReasonNoWeapon)
	case c.need.Mines > kit.Mines:
		return c.refuse(ActLeaveMine, ReasonNoMines)
	case c.boomerangs > c.p.Boomerang:
		return c.refuse(ActBoomerang, ReasonNoBoomerang)
	case c.nuts > c.p.Nuts:
		return c.refuse(ActThrowNut, ReasonNoNuts)
	}
	return nil
}

func (c *turnCheck) refuse(k ActionKind, r Reason) error { return refuse(c.id, k, r) }

// refuseUnless refuses k for r unless ok.
func (c *turnCheck) refuseUnless(ok bool, k ActionKind, r Reason) error {
	if !ok {
		return c.refuse(k, r)
	}
	return nil
}

// weapon checks that the player can use a weapon: not a ghost, not
// wounded.
func (c *turnCheck) weapon(k ActionKind) error {
	if c.p.Ghost {
		return c.refuse(k, ReasonGhost)
	}
	if c.p.Wounded {
		return c.refuse(k, ReasonWounded)
	}
	return nil
}

// compass checks that every direction is one of the four of the plan.
func (c *turnCheck) compass(k ActionKind, ds ...maze.Dir) error {
	for _, d := range ds {
		if !isCompass(d) {
			return c.refuse(k, ReasonBadDir)
		}
	}
	return nil
}

// allowedThen runs check when the rules allow the action at all.
func (c *turnCheck) allowedThen(allowed bool, k ActionKind, check func() error) error {
	if !allowed {
		return c.refuse(k, ReasonNotAllowed)
	}
	return check()
}

// actionChecks check each kind of action against the rules and count
// what it uses up. A kind not in the table is not allowed.
var actionChecks = map[ActionKind]func(*turnCheck, Action) error{
	ActSkip:         func(*turnCheck, Action) error { return nil },
	ActMove:         (*turnCheck).move,
	ActWalk:         (*turnCheck).walk,
	ActBlow:         (*turnCheck).blow,
	ActShoot:        (*turnCheck).shoot,
	ActBrick:        (*turnCheck).brick,
	ActBuild:        (*turnCheck).build,
	ActLeaveMine:    (*turnCheck).leaveMine,
	ActTakeTreasure: (*turnCheck).takeTreasure,
	ActDropTreasure: (*turnCheck).dropTreasure,
	ActSit:          (*turnCheck).sit,
	ActJump:         (*turnCheck).jump,
	ActKick:         (*turnCheck).kick,
	ActStab:         (*turnCheck).stab,
	ActTakeArsenal:  (*turnCheck).arsenal,
	ActLeaveArsenal: (*turnCheck).arsenal,
	ActChooseStart:  (*turnCheck).chooseStart,
	ActBoomerang:    (*turnCheck).boomerang,
	ActLoot:         (*turnCheck).loot,
	ActThrowNut:     (*turnCheck).throwNut,
	ActTakeGalosh:   (*turnCheck).takeGalosh,
}

// move: a step on the plan with its fallbacks (V11), or up and down
// stairs (M14).
func (c *turnCheck) move(a Action) error {
	if a.Dir == maze.Up || a.Dir == maze.Down {
		if c.g.kind(c.p.At) != maze.CellStairs {
			return c.refuse(a.Kind, ReasonNoStairs)
		}
		return c.compass(a.Kind, a.Fallbacks...)
	}
	return c.compass(a.Kind, append([]maze.Dir{a.Dir}, a.Fallbacks...)...)
}

// walk: the Stalker's steps, as many as the dice say (S3).
func (c *turnCheck) walk(a Action) error {
	if !c.dice {
		return c.refuse(a.Kind, ReasonNotAllowed)
	}
	if c.steps += len(a.Path); c.steps > c.p.Dice {
		return c.refuse(a.Kind, ReasonTooFar)
	}
	return c.compass(a.Kind, a.Path...)
}

func (c *turnCheck) blow(a Action) error {
	c.need.Grenades++
	if err := c.weapon(a.Kind); err != nil {
		return err
	}
	return c.compass(a.Kind, a.Dir)
}

// shoot: in a direction, or at the own cell where the rules shoot there
// (V21).
func (c *turnCheck) shoot(a Action) error {
	c.need.Bullets++
	if err := c.weapon(a.Kind); err != nil {
		return err
	}
	return c.refuseUnless(isCompass(a.Dir) || (a.Dir == maze.None && c.o.Shot == rules.ShotCell), a.Kind, ReasonBadDir)
}

func (c *turnCheck) brick(a Action) error {
	c.need.Bricks++
	return c.allowedThen(c.o.Bricks, a.Kind, func() error { return c.compass(a.Kind, a.Dir) })
}

func (c *turnCheck) build(a Action) error {
	c.need.Cement++
	return c.allowedThen(c.o.Cement, a.Kind, func() error {
		if c.p.Ghost {
			return c.refuse(a.Kind, ReasonGhost)
		}
		return c.compass(a.Kind, a.Dir)
	})
}

func (c *turnCheck) leaveMine(a Action) error {
	c.need.Mines++
	return c.refuseUnless(c.o.PlayerMines, a.Kind, ReasonNotAllowed)
}

func (c *turnCheck) takeTreasure(a Action) error {
	if c.p.Ghost {
		return c.refuse(a.Kind, ReasonGhost)
	}
	return c.refuseUnless(!c.p.Wounded, a.Kind, ReasonWoundedTreasure)
}

func (c *turnCheck) dropTreasure(a Action) error {
	return c.refuseUnless(c.o.DropTreasure, a.Kind, ReasonNoDrop)
}

func (c *turnCheck) sit(a Action) error {
	return c.refuseUnless(c.o.JumpSit > 0, a.Kind, ReasonNotAllowed)
}

// jump: over a wall after sitting long enough (V12).
func (c *turnCheck) jump(a Action) error {
	return c.allowedThen(c.o.JumpSit > 0, a.Kind, func() error {
		if c.p.Sit < c.o.JumpSit {
			return c.refuse(a.Kind, ReasonNotSatEnough)
		}
		return c.compass(a.Kind, a.Dir)
	})
}

func (c *turnCheck) kick(a Action) error {
	return c.refuseUnless(c.o.Kick, a.Kind, ReasonNotAllowed)
}

// stab: with the game's dagger (B21), or with a knife found in the maze,
// which a wounded player can still use.
func (c *turnCheck) stab(a Action) error {
	switch {
	case !c.o.Dagger && !c.p.Knife:
		return c.refuse(a.Kind, ReasonNoWeapon)
	case c.p.Knife && !c.o.Dagger:
		return c.refuseUnless(!c.p.Ghost, a.Kind, ReasonGhost)
	}
	if c.o.DaggerStock {
		c.need.Daggers++
	}
	return c.weapon(a.Kind)
}

// arsenal: taking from or leaving at an arsenal, standing on one (V7).
func (c *turnCheck) arsenal(a Action) error {
	return c.allowedThen(c.o.ArsenalTake, a.Kind, func() error {
		return c.refuseUnless(c.g.kind(c.p.At) == maze.CellArsenal, a.Kind, ReasonNoArsenal)
	})
}

func (c *turnCheck) chooseStart(a Action) error {
	return c.refuse(a.Kind, ReasonPlaced)
}

func (c *turnCheck) boomerang(a Action) error {
	c.boomerangs++
	return c.allowedThen(c.o.Boomerang > 0, a.Kind, func() error {
		if err := c.weapon(a.Kind); err != nil {
			return err
		}
		return c.compass(a.Kind, a.Dir)
	})
}

func (c *turnCheck) loot(a Action) error {
	return c.refuseUnless(c.o.Loot, a.Kind, ReasonNotAllowed)
}

func (c *turnCheck) throwNut(a Action) error {
	c.nuts++
	return c.allowedThen(c.dice, a.Kind, func() error { return c.compass(a.Kind, a.Dir) })
}

func (c *turnCheck) takeGalosh(a Action) error {
	return c.refuseUnless(c.o.Galosh, a.Kind, ReasonNotAllowed)
}
