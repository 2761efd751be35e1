package narrate

import (
	"strconv"
	"strings"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
	"labyrinth/engine"
)

// Report is what reader r hears of the events, in the host's words of the
// seeds, in r's language, agreeing with r's gender and with the gender of
// whoever else a sentence is about. It never names a cell: positions are
// what the players must find out themselves.
func Report(events []engine.Event, r Reader) string {
	var parts []string
	for i := range events {
		e := &events[i]
		if !e.To.Hears(r.Seat) {
			continue
		}
		if s := Event(e, r); s != "" {
			parts = append(parts, s)
		}
	}
	return strings.Join(parts, " ")
}

// ReportOrNothing is Report, or «Ничего нового.» when there is nothing to
// tell: what a letter says after a quiet round.
func ReportOrNothing(events []engine.Event, r Reader) string {
	if s := strings.TrimSpace(Report(events, r)); s != "" {
		return s
	}
	return Text(KeyNothingNew, r.Lang, r.Gender)
}

// Reason is a refusal or a creature's or Stalker's news, said to a player
// of gender g.
func Reason(reason engine.Reason, l Lang, g Gender) string {
	k, ok := reasonKeys[reason]
	if !ok {
		return ""
	}
	return Text(k, l, g)
}

// Refusal is a refused order as its player reads it.
func Refusal(rf *engine.Refusal, r Reader) string { return Reason(rf.Reason, r.Lang, r.Gender) }

var reasonKeys = map[engine.Reason]Key{
	engine.ReasonGameOver: KeyReasonGameOver, engine.ReasonNotYourTurn: KeyReasonNotYourTurn,
	engine.ReasonEmptyTurn: KeyReasonEmptyTurn, engine.ReasonTooMany: KeyReasonTooMany,
	engine.ReasonMoveNotLast: KeyReasonMoveNotLast, engine.ReasonNoGrenades: KeyReasonNoGrenades,
	engine.ReasonNoBullets: KeyReasonNoBullets, engine.ReasonNoBricks: KeyReasonNoBricks,
	engine.ReasonNoCement: KeyReasonNoCement, engine.ReasonNoMines: KeyReasonNoMines,
	engine.ReasonNoBoomerang: KeyReasonNoBoomerang, engine.ReasonWounded: KeyReasonWounded,
	engine.ReasonWoundedTreasure: KeyReasonWoundedTreasure, engine.ReasonGhost: KeyReasonGhost,
	engine.ReasonNotAllowed: KeyReasonNotAllowed, engine.ReasonNotPlaced: KeyReasonNotPlaced,
	engine.ReasonPlaced: KeyReasonPlaced, engine.ReasonBadStart: KeyReasonBadStart,
	engine.ReasonNotCarrying: KeyReasonNotCarrying, engine.ReasonNoDrop: KeyReasonNoDrop,
	engine.ReasonNotSatEnough: KeyReasonNotSatEnough, engine.ReasonNoArsenal: KeyReasonNoArsenal,
	engine.ReasonBadDir: KeyReasonBadDir, engine.ReasonNoStairs: KeyReasonNoStairs,
	engine.ReasonAlreadyWall: KeyReasonAlreadyWall, engine.ReasonNothingToLoot: KeyReasonNothingToLoot,
	engine.ReasonNoNuts: KeyReasonNoNuts, engine.ReasonTooFar: KeyReasonTooFar,
	engine.ReasonDead: KeyReasonDead, engine.ReasonNoWeapon: KeyReasonNoWeapon,
	engine.ReasonNoTreasure: KeyReasonNoTreasure, engine.ReasonNotEntrance: KeyReasonNotEntrance,
	engine.ReasonEntranceTaken: KeyReasonEntranceTaken,

	engine.ReasonBearMet: KeyReasonBearMet, engine.ReasonBearEats: KeyReasonBearEats,
	engine.ReasonBearHit: KeyReasonBearHit, engine.ReasonBearKilled: KeyReasonBearKilled,
	engine.ReasonMinotaurSaw: KeyReasonMinotaurSaw, engine.ReasonMinotaurTrail: KeyReasonMinotaurTrail,
	engine.ReasonMinotaurEats: KeyReasonMinotaurEats, engine.ReasonRespawn: KeyReasonRespawn,
	engine.ReasonWeb: KeyReasonWeb, engine.ReasonJelly: KeyReasonJelly,
	engine.ReasonPenalty: KeyReasonPenalty, engine.ReasonOutPenalties: KeyReasonOutPenalties,
	engine.ReasonNutTrap: KeyReasonNutTrap, engine.ReasonBall: KeyReasonBall,
	engine.ReasonGalosh: KeyReasonGalosh, engine.ReasonGaloshSaved: KeyReasonGaloshSaved,
	engine.ReasonLooted: KeyReasonLooted, engine.ReasonRubberRoom: KeyReasonRubberRoom,
	engine.ReasonKnife: KeyReasonKnife, engine.ReasonGhostWalks: KeyReasonGhostWalks,
	engine.ReasonMinedTreasure: KeyReasonMinedTreasure, engine.ReasonNoStopInRiver: KeyReasonNoStopInRiver,
	engine.ReasonNutNothing: KeyReasonNutNothing, engine.ReasonPirate: KeyReasonPirate,
	engine.ReasonGivi: KeyReasonGivi, engine.ReasonCow: KeyReasonCow,
	engine.ReasonMirror: KeyReasonMirror, engine.ReasonCache: KeyReasonCache,
	engine.ReasonGaloshOffer: KeyReasonGaloshOffer, engine.ReasonNoGalosh: KeyReasonNoGalosh,
}

// campBefore are the terrains a walk short of steps camps before (S8).
var campBefore = map[maze.CellKind]Key{
	maze.CellSwamp: KeyCampBeforeSwamp, maze.CellFord: KeyCampBeforeFord, maze.CellClimb: KeyCampBeforeClimb,
}

var whereKeys = map[maze.Dir]Key{
	maze.North: KeyWhereNorth, maze.East: KeyWhereEast, maze.South: KeyWhereSouth,
	maze.West: KeyWhereWest, maze.Up: KeyWhereUp, maze.Down: KeyWhereDown,
}

var toKeys = map[maze.Dir]Key{
	maze.North: KeyToNorth, maze.East: KeyToEast, maze.South: KeyToSouth,
	maze.West: KeyToWest, maze.Up: KeyToUp, maze.Down: KeyToDown,
}

var cellKeys = map[maze.CellKind]Key{
	maze.CellHospital: KeyCellHospital, maze.CellArsenal: KeyCellArsenal,
	maze.CellMorgue: KeyCellMorgue, maze.CellStairs: KeyCellStairs, maze.CellDen: KeyCellDen,
	maze.CellCrossing: KeyCellCrossing, maze.CellEntrance: KeyCellEntrance,
	maze.CellInstitute: KeyCellInstitute, maze.CellSwamp: KeyCellSwamp,
	maze.CellRiver: KeyCellRiver, maze.CellHole: KeyCellHole, maze.CellFakeHole: KeyCellHole,
	maze.CellPitExit: KeyCellPitExit, maze.CellMine: KeyCellMine, maze.CellTrap: KeyCellTrap,
	maze.CellPit: KeyCellPit,
}

var regionKeys = map[maze.RegionKind]Key{
	maze.RegionWeb: KeyRegionWeb, maze.RegionJelly: KeyRegionJelly,
	maze.RegionCabbage: KeyRegionCabbage, maze.RegionBaldSpot: KeyRegionBaldSpot,
	maze.RegionMeatGrinder: KeyRegionMeatGrinder,
}

// CellWord names a cell kind as the host does (B7, B10), lowercase:
// «госпиталь», "a hospital"; under the MIET rules a hospital is
// «лечебница» (I2).
func CellWord(k maze.CellKind, fam rules.Family, l Lang) string {
	if k == maze.CellHospital && fam == rules.FamilyMIET {
		return Text(KeyCellHospitalMIET, l, 0)
	}
	if key, ok := cellKeys[k]; ok {
		return Text(key, l, 0)
	}
	return Text(KeyCellEmpty, l, 0)
}

// Event is one event as reader r hears it, or "" when it says nothing
// aloud (a shot is heard through its hit or miss). Sentences about r agree
// with r.Gender; sentences about another player with the event's Gender or
// TGender.
func Event(e *engine.Event, r Reader) string {
	l, me := r.Lang.Norm(), r.Gender
	self := e.Player == r.Seat
	vmk := e.Family == rules.FamilyVMK
	school := e.Family == rules.FamilySchool
	say := func(k Key, vars ...string) string { return Text(k, l, me, vars...) }
	about := func(k Key, name string, g Gender) string { return Text(k, l, g, "name", name) }
	turns := func(n int) string { return Count(l, NounTurn, n) }
	switch e.Kind {
	case engine.EvAnnounce:
		return announce(e.Info, l)
	case engine.EvFeatures:
		return features(e.Info, l)
	case engine.EvStartWalls:
		return startWalls(e, l)
	case engine.EvRubberRoom:
		return say(KeyRubberRoom)
	case engine.EvOneWayPassed:
		return say(KeyOneWayPassed)
	case engine.EvBoomerang:
		switch e.N {
		case engine.BoomerangGot:
			return say(KeyBoomerangGot)
		case engine.BoomerangBack:
			return say(KeyBoomerangBack)
		}
		return say(KeyBoomerangBroke)
	case engine.EvStartCell:
		if e.N == 1 {
			return say(KeyStartHere)
		}
		if e.Cell == maze.CellPitExit && len(e.Info) > 0 {
			return say(KeyStartPitExit, "n", strconv.Itoa(e.Info[0]))
		}
		return say(KeyStartCell, "cell", CellWord(e.Cell, e.Family, l))
	case engine.EvMoved:
		if vmk {
			return say(KeyGo, "dir", Text(toKeys[e.Dir], l, me))
		}
		if e.Dir == maze.None && e.N == 0 {
			return say(KeyStay)
		}
		return say(KeyMoved)
	case engine.EvWall:
		// C6: a monolith answers «Стена» like any wall; «Монолит» would
		// tell the player where the ring is. Only the host's log knows.
		switch {
		case e.Outer:
			return say(KeyOuterWall)
		case e.Magnet && vmk:
			// C15: the magnet is «up» whatever the bump's direction.
			return upperFirst(say(KeyWallSide, "where", Text(KeyWhereNorth, l, me)))
		case e.Magnet:
			return say(KeyWallMagnet)
		case vmk && whereKeys[e.Dir] != "":
			return upperFirst(say(KeyWallSide, "where", Text(whereKeys[e.Dir], l, me)))
		}
		return say(KeyWall)
	case engine.EvCell:
		switch e.Cell {
		case maze.CellRiver:
			switch e.N {
			case 1:
				return say(KeyRiverSource)
			case 2:
				return say(KeyRiverMouth)
			}
		case maze.CellPitExit:
			if e.N > 0 {
				return say(KeyPitExitNumbered, "n", strconv.Itoa(e.N))
			}
		}
		return upperFirst(say(KeyCellSentence, "cell", CellWord(e.Cell, e.Family, l)))
	case engine.EvTreasureHere:
		return say(KeyTreasureHere)
	case engine.EvHole, engine.EvFakeHole:
		return say(KeyHole)
	case engine.EvPit:
		if self && e.N > 0 {
			return say(KeyPitNumbered, "n", strconv.Itoa(e.N))
		}
		if self {
			return say(KeyPitSelf)
		}
		return about(KeyPitOther, e.Name, e.Gender)
	case engine.EvDrift:
		return say(KeyDrift)
	case engine.EvMine:
		return say(KeyMine, "turns", turns(e.N))
	case engine.EvTrap:
		return say(KeyTrap, "turns", turns(e.N))
	case engine.EvSwamp:
		return say(KeySwamp, "turns", turns(e.N))
	case engine.EvPuddle:
		return say(KeyPuddle)
	case engine.EvCrossbow:
		return say(KeyCrossbow)
	case engine.EvCrutch:
		return say(KeyCrutch)
	case engine.EvLimpOther:
		return say(KeyLimpOther)
	case engine.EvHealed:
		return say(KeyHealed)
	case engine.EvArsenal:
		switch {
		case !self:
			return about(KeyArsenalOther, e.Name, e.Gender)
		case vmk:
			return say(KeyArsenalAsk)
		}
		return say(KeyArsenal)
	case engine.EvRefill:
		return say(KeyRefill)
	case engine.EvArsenalTaken:
		if self {
			return say(KeyArsenalTaken)
		}
		return about(KeyArsenalTakenOther, e.Name, e.Gender)
	case engine.EvArsenalLeft:
		if self {
			return say(KeyArsenalLeft)
		}
		return about(KeyArsenalLeftOther, e.Name, e.Gender)
	case engine.EvBlown:
		return say(KeyBlown)
	case engine.EvBlastNoWall:
		return say(KeyBlastNoWall)
	case engine.EvBlastHeld:
		return say(KeyBlastHeld)
	case engine.EvBlownPassed:
		return say(KeyBlownPassed)
	case engine.EvBrick:
		return say(KeyBrick)
	case engine.EvShot:
		return ""
	case engine.EvMiss:
		return say(KeyMiss)
	case engine.EvHit:
		switch {
		case e.Target == r.Seat && e.Killed:
			return say(KeyKilledSelf)
		case e.Target == r.Seat:
			return say(KeyWoundedSelf)
		case e.Killed:
			return about(KeyKilledOther, e.TName, e.TGender)
		}
		return about(KeyWoundedOther, e.TName, e.TGender)
	case engine.EvDropped:
		return say(KeyDroppedSelf)
	case engine.EvTook:
		if !self {
			return about(KeyTookOther, e.Name, e.Gender)
		}
		return say(KeyTook)
	case engine.EvDrop:
		return say(KeyDrop)
	case engine.EvSwap:
		if !self {
			return about(KeySwapOther, e.Name, e.Gender)
		}
		return say(KeySwap)
	case engine.EvMineLaid:
		return say(KeyMineLaid)
	case engine.EvSit:
		return say(KeySit, "turns", turns(e.N))
	case engine.EvJump:
		return say(KeyJump)
	case engine.EvKicked:
		if e.Target == r.Seat {
			return say(KeyKickedSelf)
		}
		return say(KeyKickHit)
	case engine.EvBrokeLegs:
		return say(KeyBrokeLegs)
	case engine.EvSkip:
		return say(KeySkip, "left", turnsLeft(e.N, l))
	case engine.EvOutTurn:
		return say(KeyOutTurn, "left", turnsLeft(e.N, l))
	case engine.EvBack:
		switch {
		case e.Reason == engine.ReasonKnife:
			return Reason(engine.ReasonKnife, l, me)
		case e.Cell == maze.CellMorgue:
			return say(KeyBackMorgue)
		}
		return say(KeyBack)
	case engine.EvLeft:
		return say(KeyLeft)
	case engine.EvCannotLeave:
		return say(KeyCannotLeave)
	case engine.EvLeftFalse:
		switch {
		case school:
			return say(KeyLeftFalseSchool)
		case vmk:
			return say(KeyLeftFalseVMK)
		}
		return say(KeyLeftFalse)
	case engine.EvLeftMined:
		return Reason(engine.ReasonMinedTreasure, l, me)
	case engine.EvLeftTrue:
		switch {
		case school:
			return say(KeyLeftTrueSchool)
		case vmk:
			return say(KeyLeftTrueVMK)
		}
		return say(KeyLeftTrue)
	case engine.EvGameOver:
		switch {
		case self && school:
			return "" // «Игра окончена. Ты победил.» was said on leaving
		case self:
			return say(KeyWonSelf)
		}
		return about(KeyWonOther, e.Name, e.Gender)
	case engine.EvRefused:
		if e.Reason == engine.ReasonTooFar {
			// S8: «стоянку приходится разбивать перед препятствием»; the
			// terrain is drawn on the players' own field.
			if k, ok := campBefore[e.Cell]; ok {
				return say(k)
			}
		}
		return Reason(e.Reason, l, me)
	case engine.EvStairs:
		if e.Dir == maze.Up {
			return say(KeyStairsUp)
		}
		return say(KeyStairsDown)
	case engine.EvCreature, engine.EvGhost, engine.EvRubber:
		if e.Reason == engine.ReasonBearMet && !self {
			return about(KeyBearWoundedOther, e.Name, e.Gender)
		}
		if e.Reason == engine.ReasonEyes {
			return say(KeyEyes, "where", Text(whereKeys[e.Dir], l, me))
		}
		return Reason(e.Reason, l, me)
	case engine.EvStalker:
		switch e.Reason {
		case engine.ReasonNutTrap:
			what := Text(regionKeys[maze.RegionKind(e.Cell)], l, me)
			return say(KeyNutTrap, "what", what, "cells", Count(l, NounCell, e.N))
		case engine.ReasonPenalty:
			return say(KeyPenaltyN, "n", strconv.Itoa(e.N))
		}
		return Reason(e.Reason, l, me)
	}
	return ""
}

// announce is the host's opening words (B23): the size, then how many
// floors, holes, river cells and treasures, each only when there are any.
func announce(in []int, l Lang) string {
	if len(in) < 6 {
		return ""
	}
	s := Text(KeyAnnounce, l, 0, "cols", strconv.Itoa(in[1]), "rows", strconv.Itoa(in[0]))
	var more []string
	for _, x := range []struct {
		k   Key
		n   int
		min int
	}{{KeyAnnounceFloors, in[2], 2}, {KeyAnnounceHoles, in[3], 1}, {KeyAnnounceRiver, in[4], 1}, {KeyAnnounceTreasures, in[5], 1}} {
		if x.n >= x.min {
			more = append(more, Text(x.k, l, 0, "n", strconv.Itoa(x.n)))
		}
	}
	if len(more) > 0 {
		s += ", " + strings.Join(more, ", ")
	}
	return s + "."
}

// turnsLeft ends a sit-out sentence with the turns still to sit out (V8,
// D9, V21, C8, M19, M20, T8): a player not asked for orders still hears,
// each turn, how long he waits.
func turnsLeft(n int, l Lang) string {
	if n <= 0 {
		return Text(KeyTurnsLast, l, 0)
	}
	return Text(KeyTurnsLeft, l, 0, "turns", Count(l, NounTurn, n))
}

// andList joins words as a sentence lists them: «а, б и в».
func andList(ws []string, l Lang) string {
	if len(ws) < 2 {
		return strings.Join(ws, "")
	}
	return Text(KeyListAnd, l, 0, "list", strings.Join(ws[:len(ws)-1], ", "), "last", ws[len(ws)-1])
}

// features is the part of the opening that names the maze's special
// features (B23): rubber walls and rooms, one-way walls, several hole
// sets, several rivers and each one's length.
func features(in []int, l Lang) string {
	if len(in) < engine.FeatureLen {
		return ""
	}
	var fs []string
	for _, f := range []struct {
		i int
		k Key
	}{{engine.FeatureRubber, KeyFeatureRubber}, {engine.FeatureRoom, KeyFeatureRoom}, {engine.FeatureOneWay, KeyFeatureOneWay}} {
		if in[f.i] > 0 {
			fs = append(fs, Text(f.k, l, 0))
		}
	}
	if n := in[engine.FeatureHoleSets]; n > 0 {
		fs = append(fs, Text(KeyFeatureHoleSets, l, 0, "n", strconv.Itoa(n)))
	}
	if n := in[engine.FeatureRivers]; n > 0 && len(in) >= engine.FeatureLen+n {
		var ls []string
		for _, x := range in[engine.FeatureLen : engine.FeatureLen+n] {
			ls = append(ls, strconv.Itoa(x))
		}
		fs = append(fs, Text(KeyFeatureRivers, l, 0, "n", strconv.Itoa(n), "lengths", andList(ls, l)))
	}
	if len(fs) == 0 {
		return ""
	}
	return Text(KeyFeatures, l, 0, "list", strings.Join(fs, "; "))
}

// startWalls tells the walls around the start cell (B7), the outer ones
// marked: «Стены: наверху (стена лабиринта) и слева.»
func startWalls(e *engine.Event, l Lang) string {
	var sides []string
	for i, d := range engine.Sides() {
		if e.N&(1<<i) == 0 {
			continue
		}
		side := Text(whereKeys[d], l, 0)
		if len(e.Info) > 0 && e.Info[0]&(1<<i) != 0 {
			side = Text(KeyStartWallOuter, l, 0, "side", side)
		}
		sides = append(sides, side)
	}
	switch len(sides) {
	case 0:
		return Text(KeyStartNoWalls, l, 0)
	case 1:
		return Text(KeyStartWall, l, 0, "sides", sides[0])
	}
	return Text(KeyStartWalls, l, 0, "sides", andList(sides, l))
}
