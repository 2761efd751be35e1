package order

import (
	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
	"labyrinth/engine"
	"labyrinth/engine/narrate"
)

// resolve turns one clause into items.
func (p *parser) resolve(c clause) {
	p.carryOver(&c)
	p.lastVerb, p.lastObj = c.verb, c.obj()

	if c.fallback && c.slash && (c.verb != vNone && c.verb != vMove || len(c.objs) > 0 || c.cell != nil) {
		// «стреляю вниз / стреляю»: a slash before another kind of order
		// only separates.
		c.fallback = false
	}
	if c.fallback {
		p.fallback(c)
		return
	}
	if c.cell != nil && c.verb != vStart && !(c.verb == vNone && len(c.objs) == 0 && len(c.steps) == 0) {
		p.errAt(*c.cell, say(p.lang, narrate.KeyOrderErrCellNamedOnlyChoose),
			"", say(p.lang, narrate.KeyOrderErrStartThereWriteStart, "word", c.cell.raw), "B6")
		return
	}
	if s, ok := simpleVerbs[c.verb]; ok {
		p.simple(c, s.kind, c.verbWord(), s.allowed...)
		return
	}
	if r := verbResolvers[c.verb]; r != nil {
		r(p, c)
	}
}

// carryOver gives a clause joined by «и» that has only directions the
// order of the clause before: «взрываю налево и направо».
func (p *parser) carryOver(c *clause) {
	if c.soft && c.verb == vNone && len(c.objs) == 0 && len(c.steps) > 0 && c.cell == nil &&
		p.lastVerb != vNone && p.lastVerb != vMove {
		c.verb, c.objOf = p.lastVerb, []object{p.lastObj}
		c.objs = []token{c.at}
		if p.lastObj == oNone {
			c.objOf, c.objs = nil, nil
		}
	}
}

// verbWord is the order word as written, in quotes, or "".
func (c clause) verbWord() string {
	if c.verbTok == nil {
		return ""
	}
	return "«" + c.verbTok.raw + "»"
}

// orderTok is the order word, or the first token of a clause that took
// its order from the one before («бросаю налево и направо»).
func (c clause) orderTok() token {
	if c.verbTok != nil {
		return *c.verbTok
	}
	return c.at
}

// firstWord is the order word, or else the clause's first word, in quotes.
func (c clause) firstWord() string {
	if w := c.verbWord(); w != "" {
		return w
	}
	return "«" + c.at.raw + "»"
}

// obj is the clause's first object, or oNone.
func (c clause) obj() object {
	if len(c.objOf) > 0 {
		return c.objOf[0]
	}
	return oNone
}

// simpleOrder is an order word that always means one action, takes no
// direction and allows only the listed objects.
type simpleOrder struct {
	kind    engine.ActionKind
	allowed []object
}

var simpleVerbs = map[verb]simpleOrder{
	vRefill: {engine.ActTakeArsenal, []object{oArsenal, oBullet, oGrenade}},
	vMine:   {engine.ActLeaveMine, []object{oMine}},
	vSit:    {engine.ActSit, nil},
	vKick:   {engine.ActKick, []object{oLegs, oHere}},
	vStab:   {engine.ActStab, []object{oDagger, oHere}},
	vSkip:   {engine.ActSkip, []object{oTurn}},
	vLoot:   {engine.ActLoot, []object{oBody, oBullet, oGrenade, oArsenal}},
}

// verbResolvers turn the clauses of the other order words into items.
var verbResolvers = map[verb]func(*parser, clause){
	vNone:    (*parser).resolveBare,
	vMove:    (*parser).resolveMove,
	vClimb:   (*parser).resolveClimb,
	vDescend: (*parser).resolveClimb,
	vBlow:    (*parser).resolveBlow,
	vShoot:   (*parser).resolveShoot,
	vThrow:   (*parser).resolveThrow,
	vTake:    (*parser).resolveTake,
	vLeave:   (*parser).resolveLeave,
	vDrop:    (*parser).resolveDrop,
	vPut:     (*parser).resolvePut,
	vBuild:   (*parser).resolveBuild,
	vJump:    (*parser).resolveJump,
	vHit:     (*parser).resolveHit,
	vStart:   (*parser).resolveStart,
}

// objectOther returns the first object of c other than the allowed ones,
// or -1.
func objectOther(c clause, allowed ...object) int {
	for i, o := range c.objOf {
		ok := false
		for _, a := range allowed {
			if o == a {
				ok = true
			}
		}
		if !ok {
			return i
		}
	}
	return -1
}

func has(c clause, o object) bool {
	for _, x := range c.objOf {
		if x == o {
			return true
		}
	}
	return false
}

// badObject reports the i-th object of c as not fitting its order word.
func (p *parser) badObject(c clause, i int) {
	t := c.objs[i]
	p.errAt(t, say(p.lang, narrate.KeyOrderErrWordDoesNotFit, "word", t.raw, "verbword", c.verbWord()), "", "", "")
}

// only reports the first object of c other than the allowed ones and
// says whether there was none.
func (p *parser) only(c clause, allowed ...object) bool {
	if i := objectOther(c, allowed...); i >= 0 {
		p.badObject(c, i)
		return false
	}
	return true
}

// noDirs reports a direction written after an order that takes none and
// says whether there was none.
func (p *parser) noDirs(c clause, what string) bool {
	if len(c.steps) > 0 {
		t := c.steps[0].tok
		p.errAt(t, say(p.lang, narrate.KeyOrderErrWhatTakesNoDirection, "what", what), "", "", "")
		return false
	}
	return true
}

// eachDir adds one action of kind per direction written: «взрываю
// налево и направо».
func (p *parser) eachDir(c clause, kind engine.ActionKind, what string) {
	if len(c.steps) == 0 {
		p.missingDir(c, what)
		return
	}
	for _, s := range c.steps {
		if s.count != 1 {
			p.errAt(s.tok, say(p.lang, narrate.KeyOrderErrCountOnlyForSteps), "", "", "S3")
			return
		}
	}
	for i, s := range c.steps {
		at := s.tok
		if i == 0 && c.verbTok != nil {
			at = *c.verbTok
		} else if i == 0 && len(c.objs) > 0 && c.objs[0].off < at.off {
			at = c.objs[0]
		}
		p.items = append(p.items, item{act: engine.Action{Kind: kind, Dir: p.dir(c, s)}, at: at, dirAt: s.tok})
	}
}

// simple adds an action without a direction.
func (p *parser) simple(c clause, kind engine.ActionKind, what string, allowed ...object) {
	if !p.only(c, allowed...) {
		return
	}
	if p.noDirs(c, what) {
		p.add(c.at, engine.Action{Kind: kind})
	}
}

// resolveBare reads a clause without an order word: a start cell, a move,
// or a thing thrown by naming it («граната налево»).
func (p *parser) resolveBare(c clause) {
	obj := c.obj()
	switch {
	case c.cell != nil:
		p.start(c)
	case len(c.objs) == 0 || obj == oTurn:
		if p.only(c, oTurn) {
			p.move(c)
		}
	case obj == oGrenade:
		p.eachDir(c, engine.ActBlow, c.firstWord())
	case obj == oBrick:
		p.eachDir(c, engine.ActBrick, c.firstWord())
	case obj == oBoomerang:
		p.eachDir(c, engine.ActBoomerang, c.firstWord())
	case obj == oNut:
		p.eachDir(c, engine.ActThrowNut, c.firstWord())
	case obj == oMine && len(c.steps) == 0:
		p.add(c.at, engine.Action{Kind: engine.ActLeaveMine})
	default:
		t := c.objs[0]
		p.errAt(t, say(p.lang, narrate.KeyOrderErrWhatDoWithWord, "word", t.raw),
			say(p.lang, narrate.KeyOrderErrOrderWordBeforeIt), "", "")
	}
}

func (p *parser) resolveMove(c clause) {
	if p.only(c, oTurn, oWall) {
		p.move(c)
	}
}

// resolveClimb reads «поднимаюсь», «спускаюсь» (M14): a move a floor up
// or down, or with directions a walk on floors.
func (p *parser) resolveClimb(c clause) {
	if len(c.steps) == 0 {
		d := maze.Up
		if c.verb == vDescend {
			d = maze.Down
		}
		p.items = append(p.items, item{act: engine.Action{Kind: engine.ActMove, Dir: d}, at: c.at, dirAt: c.at, path: []maze.Dir{d}})
		return
	}
	c.floor = true
	p.move(c)
}

func (p *parser) resolveBlow(c clause) {
	if p.only(c, oWall, oGrenade) {
		p.eachDir(c, engine.ActBlow, c.verbWord())
	}
}

// resolveShoot reads a shot (B12, V21): in directions, or with none at
// whoever shares the cell.
func (p *parser) resolveShoot(c clause) {
	if !p.only(c, oBullet, oHere, oSelf) {
		return
	}
	if has(c, oSelf) {
		t := c.objs[0]
		for i, o := range c.objOf {
			if o == oSelf {
				t = c.objs[i]
			}
		}
		// The hint is the shot these rules have: a bare «стреляю» at
		// whoever shares the cell (V21), else a shot in a direction (B12),
		// which a bare «стреляю» is not.
		if r := p.opts.Rules; r != nil && r.Shot != rules.ShotCell {
			p.errAt(t, say(p.lang, narrate.KeyOrderErrCannotShootOneself), "",
				say(p.lang, narrate.KeyOrderErrShootInADirection), "B12")
			return
		}
		p.errAt(t, say(p.lang, narrate.KeyOrderErrCannotShootOneself), "",
			say(p.lang, narrate.KeyOrderErrShootAloneHitsWhoever), "V21")
		return
	}
	if len(c.steps) == 0 {
		p.add(c.at, engine.Action{Kind: engine.ActShoot, Dir: maze.None})
		return
	}
	if has(c, oHere) {
		p.noDirs(c, c.verbWord())
		return
	}
	p.eachDir(c, engine.ActShoot, c.verbWord())
}

// thrownKinds are the actions of the things thrown in a direction.
var thrownKinds = map[object]engine.ActionKind{
	oGrenade: engine.ActBlow, oBrick: engine.ActBrick, oBoomerang: engine.ActBoomerang, oNut: engine.ActThrowNut,
}

// resolveThrow reads «бросаю»: a grenade, brick, boomerang or nut in a
// direction, or the treasure or a mine where one stands.
func (p *parser) resolveThrow(c clause) {
	obj, verbWord := c.obj(), c.verbWord()
	switch obj {
	case oTreasure:
		p.simple(c, engine.ActDropTreasure, verbWord, oTreasure)
		return
	case oMine:
		p.simple(c, engine.ActLeaveMine, verbWord, oMine)
		return
	case oNone:
		p.throwUnnamed(c)
		return
	}
	k, ok := thrownKinds[obj]
	if !ok {
		p.badObject(c, 0)
		return
	}
	if p.only(c, obj, oWall) {
		p.eachDir(c, k, verbWord)
	}
}

// throwUnnamed reads «бросаю налево»: what is thrown follows from the
// rules when only one thing can be.
func (p *parser) throwUnnamed(c clause) {
	var kinds []engine.ActionKind
	if r := p.opts.Rules; r != nil {
		if r.HasGrenades() {
			kinds = append(kinds, engine.ActBlow)
		}
		if r.Bricks {
			kinds = append(kinds, engine.ActBrick)
		}
		if r.Boomerang > 0 {
			kinds = append(kinds, engine.ActBoomerang)
		}
		if r.Nuts > 0 {
			kinds = append(kinds, engine.ActThrowNut)
		}
	}
	if len(kinds) == 1 {
		p.eachDir(c, kinds[0], c.verbWord())
		return
	}
	p.errAt(p.afterTok(c.orderTok()), say(p.lang, narrate.KeyOrderErrThrowWhat),
		say(p.lang, narrate.KeyOrderErrGrenadeBrickBoomerangOr), "", "")
}

// resolveTake reads «беру»: the treasure (V14), the galosh, the arsenal
// (V7) or a body's things (T4).
func (p *parser) resolveTake(c clause) {
	obj, verbWord := c.obj(), c.verbWord()
	switch {
	case has(c, oBody):
		p.simple(c, engine.ActLoot, verbWord, oBody, oBullet, oGrenade, oArsenal)
	case obj == oTreasure:
		p.simple(c, engine.ActTakeTreasure, verbWord, oTreasure)
	case obj == oGalosh:
		p.simple(c, engine.ActTakeGalosh, verbWord, oGalosh)
	case obj == oArsenal || obj == oBullet || obj == oGrenade:
		p.simple(c, engine.ActTakeArsenal, verbWord, oArsenal, oBullet, oGrenade)
	case obj == oNone:
		k := engine.ActTakeArsenal // «беру» at an arsenal (V7)
		if r := p.opts.Rules; r != nil && !r.ArsenalTake {
			k = engine.ActTakeTreasure
		}
		p.simple(c, k, verbWord)
	default:
		p.badObject(c, 0)
	}
}

// resolveLeave reads «оставляю»: the treasure, a mine (V9) or the arsenal
// (V7).
func (p *parser) resolveLeave(c clause) {
	verbWord := c.verbWord()
	switch c.obj() {
	case oTreasure:
		p.simple(c, engine.ActDropTreasure, verbWord, oTreasure)
	case oMine:
		p.simple(c, engine.ActLeaveMine, verbWord, oMine)
	case oArsenal:
		p.simple(c, engine.ActLeaveArsenal, verbWord, oArsenal)
	case oNone:
		if r := p.opts.Rules; r != nil && !r.ArsenalTake {
			p.errAt(c.at, say(p.lang, narrate.KeyOrderErrLeaveWhat), "",
				say(p.lang, narrate.KeyOrderErrLeaveTreasureOrLeave), "")
			return
		}
		p.simple(c, engine.ActLeaveArsenal, verbWord)
	default:
		p.badObject(c, 0)
	}
}

// resolveDrop reads «роняю»: the treasure (V14) or a mine.
func (p *parser) resolveDrop(c clause) {
	switch c.obj() {
	case oMine:
		p.simple(c, engine.ActLeaveMine, c.verbWord(), oMine)
	case oTreasure, oNone:
		p.simple(c, engine.ActDropTreasure, c.verbWord(), oTreasure)
	default:
		p.badObject(c, 0)
	}
}

// resolvePut reads «ставлю», «кладу»: a mine, the treasure, a wall or a
// brick.
func (p *parser) resolvePut(c clause) {
	switch c.obj() {
	case oMine:
		p.simple(c, engine.ActLeaveMine, c.verbWord(), oMine)
	case oTreasure:
		p.simple(c, engine.ActDropTreasure, c.verbWord(), oTreasure)
	case oWall, oCement:
		p.buildWall(c)
	case oBrick:
		p.layBrick(c)
	case oNone:
		p.errAt(c.at, say(p.lang, narrate.KeyOrderErrPutWhat), "",
			say(p.lang, narrate.KeyOrderErrLayMineOrPut), "")
	default:
		p.badObject(c, 0)
	}
}

// resolveBuild reads «строю» (M13): a wall, or a brick.
func (p *parser) resolveBuild(c clause) {
	if c.obj() == oBrick {
		p.layBrick(c)
		return
	}
	p.buildWall(c)
}

func (p *parser) buildWall(c clause) {
	if p.only(c, oWall, oCement) {
		p.eachDir(c, engine.ActBuild, c.verbWord())
	}
}

func (p *parser) layBrick(c clause) {
	if p.only(c, oBrick, oWall) {
		p.eachDir(c, engine.ActBrick, c.verbWord())
	}
}

// resolveJump reads «прыгаю» (V12): over one wall.
func (p *parser) resolveJump(c clause) {
	if !p.only(c, oWall) {
		return
	}
	if len(c.steps) > 1 {
		p.errAt(c.steps[1].tok, say(p.lang, narrate.KeyOrderErrJumpsOverWall), "", "", "V12")
		return
	}
	p.eachDir(c, engine.ActJump, c.verbWord())
}

// resolveHit reads «бью»: with the legs (M20) or a dagger (B21); without
// either, whichever the rules allow.
func (p *parser) resolveHit(c clause) {
	obj, verbWord := c.obj(), c.verbWord()
	switch {
	case has(c, oLegs):
		p.simple(c, engine.ActKick, verbWord, oLegs, oHere)
	case has(c, oDagger):
		p.simple(c, engine.ActStab, verbWord, oDagger, oHere)
	case obj == oNone || obj == oHere && len(c.objOf) == 1:
		r := p.opts.Rules
		switch {
		case r != nil && r.Kick && !r.HasDagger():
			p.simple(c, engine.ActKick, verbWord, oHere)
		case r != nil && !r.Kick && r.HasDagger():
			p.simple(c, engine.ActStab, verbWord, oHere)
		default:
			p.errAt(c.at, say(p.lang, narrate.KeyOrderErrHitWithWhat), "",
				say(p.lang, narrate.KeyOrderErrKickMOrStab), "")
		}
	default:
		p.badObject(c, 0)
	}
}

// resolveStart reads «начинаю с б4» (B6, D3).
func (p *parser) resolveStart(c clause) {
	if c.cell == nil {
		p.errAt(p.afterTok(c.orderTok()), say(p.lang, narrate.KeyOrderErrStartWhereCellMissing),
			say(p.lang, narrate.KeyOrderErrCellStartAtB), "", "B6")
		return
	}
	if p.only(c, oHere) && p.noDirs(c, c.verbWord()) {
		p.start(c)
	}
}
