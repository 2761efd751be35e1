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
	return strings.Join(ReportLines([][]engine.Event{events}, r)[0], " ")
}

// ReportLines says several batches of events to reader r, one list of
// sentences per batch (a turn each, what a person at the keyboard hears
// between two of his own turns). The turns the reader skipped or sat out
// are told once, in the past tense, where the first of them is: «Ты
// пропустила ходы 3–5: капкан.», not a sentence a turn.
func ReportLines(batches [][]engine.Event, r Reader) [][]string {
	out := make([][]string, len(batches))
	var run *sitRun
	told := map[engine.SkipCause]int{} // the batch where the reader last heard each cause
	flush := func() {
		if run != nil {
			out[run.batch][run.idx] = run.say(r)
			run = nil
		}
	}
	for bi, evs := range batches {
		for i := range evs {
			e := &evs[i]
			if !e.To.Hears(r.Seat) {
				continue
			}
			if s, ok := sitOutOf(e, r.Seat); ok {
				if run != nil && run.extends(s) {
					run.add(s)
					continue
				}
				flush()
				out[bi] = append(out[bi], "")
				s.batch, s.idx = bi, len(out[bi])-1
				// The trap just told («Капкан! Пропускаешь 3 хода.») is not
				// named again as the cause.
				s.causeTold = told[s.cause] == bi+1
				run = &s
				continue
			}
			if c := causeOf(e, r.Seat); c != engine.SkipUnknown {
				told[c] = bi + 1
			}
			if s := Event(e, r); s != "" {
				out[bi] = append(out[bi], s)
			}
		}
	}
	flush()
	return out
}

// sitRun is a run of turns a player skipped (V8, D9, M19…) or sat out of
// play (V21, T8), in consecutive rounds.
type sitRun struct {
	out         bool // out of play, not skipping
	cause       engine.SkipCause
	first, last int  // the rounds, 0 when not known
	n, left     int  // how many turns; how many are still to come
	batch, idx  int  // where its sentence goes
	causeTold   bool // the cause was told just before, in the same turn
}

// causeOf is the cause of skipped turns that event e tells seat, if any.
func causeOf(e *engine.Event, seat engine.PlayerID) engine.SkipCause {
	switch x := e.Payload.(type) {
	case engine.Trap:
		return causeIf(e.Player == seat, engine.SkipTrap)
	case engine.Mine:
		return causeIf(e.Player == seat, engine.SkipMine)
	case engine.Swamp:
		return causeIf(e.Player == seat, engine.SkipSwamp)
	case engine.BrokeLegs:
		return causeIf(e.Player == seat, engine.SkipBrokeLegs)
	case engine.Kicked:
		return causeIf(e.Target == seat, engine.SkipKicked)
	case engine.Stalker:
		if x.Reason == engine.ReasonWeb {
			return causeIf(e.Player == seat, engine.SkipWeb)
		}
		if x.Reason == engine.ReasonJelly {
			return causeIf(e.Player == seat, engine.SkipJelly)
		}
	}
	return engine.SkipUnknown
}

func causeIf(ok bool, c engine.SkipCause) engine.SkipCause {
	if ok {
		return c
	}
	return engine.SkipUnknown
}

func sitOutOf(e *engine.Event, seat engine.PlayerID) (sitRun, bool) {
	if e.Player != seat {
		return sitRun{}, false
	}
	switch x := e.Payload.(type) {
	case engine.Skip:
		return sitRun{cause: x.Cause, first: e.Round, last: e.Round, n: 1, left: x.Left}, true
	case engine.OutTurn:
		return sitRun{out: true, first: e.Round, last: e.Round, n: 1, left: x.Left}, true
	}
	return sitRun{}, false
}

func (s *sitRun) extends(t sitRun) bool {
	return s.out == t.out && s.cause == t.cause && (s.last == 0) == (t.first == 0) && (t.first == 0 || t.first == s.last+1)
}

func (s *sitRun) add(t sitRun) { s.last, s.n, s.left = t.last, s.n+1, t.left }

var skipCauseKeys = map[engine.SkipCause]Key{
	engine.SkipTrap: KeyCauseTrap, engine.SkipMine: KeyCauseMine, engine.SkipSwamp: KeyCauseSwamp,
	engine.SkipKicked: KeyCauseKicked, engine.SkipBrokeLegs: KeyCauseBrokeLegs,
	engine.SkipWeb: KeyCauseWeb, engine.SkipJelly: KeyCauseJelly,
}

// say tells the run in the past tense, and the turns still to come.
func (s *sitRun) say(r Reader) string {
	cause := ""
	if k, ok := skipCauseKeys[s.cause]; ok && !s.causeTold {
		cause = ": " + Text(k, r.Lang, r.Gender)
	}
	one, many, count, more := KeyMissedRound, KeyMissedRounds, KeyMissedTurns, KeyMissedMore
	if s.out {
		one, many, count, more = KeyOutRound, KeyOutRounds, KeyOutTurns, KeyOutMore
	}
	var text string
	switch {
	case s.first == 0:
		text = Text(count, r.Lang, r.Gender, "turns", Count(r.Lang, NounTurn, s.n), "cause", cause)
	case s.last == s.first:
		text = Text(one, r.Lang, r.Gender, "rounds", strconv.Itoa(s.first), "cause", cause)
	default:
		text = Text(many, r.Lang, r.Gender, "rounds", strconv.Itoa(s.first)+"–"+strconv.Itoa(s.last), "cause", cause)
	}
	if s.left > 0 {
		text += " " + Text(more, r.Lang, r.Gender, "turns", Count(r.Lang, NounTurn, s.left))
	}
	return text
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
	h := hearer{e: e, r: r, l: r.Lang.Norm(), me: r.Gender, self: e.Player == r.Seat}
	if k, ok := plainEvents[e.Kind()]; ok {
		return h.say(k)
	}
	if k, ok := ownEvents[e.Kind()]; ok {
		return h.selfOrOther(k.self, k.other)
	}
	if f, ok := eventSayers[e.Kind()]; ok {
		return f(h)
	}
	return ""
}

// payload is the event's payload as its kind's type: the sayers are
// looked up by kind, so the assertion holds.
func payload[P engine.Payload](h hearer) P {
	p, _ := h.e.Payload.(P)
	return p
}

// hearer is one event and the reader hearing it.
type hearer struct {
	e    *engine.Event
	r    Reader
	l    Lang
	me   Gender // the reader's gender
	self bool   // the event is the reader's own
}

func (h hearer) say(k Key, vars ...string) string { return Text(k, h.l, h.me, vars...) }

// about is a sentence about another player.
func (h hearer) about(k Key, name string, g Gender) string { return Text(k, h.l, g, "name", name) }

// selfOrOther is sentence self to the player the event is about, other
// to the rest.
func (h hearer) selfOrOther(self, other Key) string {
	if h.self {
		return h.say(self)
	}
	return h.about(other, h.e.Name, h.e.Gender)
}

func (h hearer) turns(n int) string { return Count(h.l, NounTurn, n) }
func (h hearer) vmk() bool          { return h.e.Family == rules.FamilyVMK }
func (h hearer) school() bool       { return h.e.Family == rules.FamilySchool }
func (h hearer) reason() string     { return Reason(h.e.Reason(), h.l, h.me) }

// plainEvents always say the same sentence.
var plainEvents = map[engine.EventKind]Key{
	engine.EvRubberRoom: KeyRubberRoom, engine.EvOneWayPassed: KeyOneWayPassed,
	engine.EvTreasureHere: KeyTreasureHere, engine.EvHole: KeyHole, engine.EvFakeHole: KeyHole,
	engine.EvDrift: KeyDrift, engine.EvPuddle: KeyPuddle, engine.EvCrossbow: KeyCrossbow,
	engine.EvCrutch: KeyCrutch, engine.EvLimpOther: KeyLimpOther, engine.EvHealed: KeyHealed,
	engine.EvRefill: KeyRefill, engine.EvBlown: KeyBlown, engine.EvBlastNoWall: KeyBlastNoWall,
	engine.EvBlastHeld: KeyBlastHeld, engine.EvBlownPassed: KeyBlownPassed, engine.EvBrick: KeyBrick,
	engine.EvMiss: KeyMiss, engine.EvDropped: KeyDroppedSelf, engine.EvDrop: KeyDrop,
	engine.EvMineLaid: KeyMineLaid, engine.EvJump: KeyJump, engine.EvBrokeLegs: KeyBrokeLegs,
	engine.EvLeft: KeyLeft, engine.EvCannotLeave: KeyCannotLeave,
}

// ownEvents say one sentence to the player who acts and another, about
// them, to the rest.
var ownEvents = map[engine.EventKind]struct{ self, other Key }{
	engine.EvArsenalTaken: {KeyArsenalTaken, KeyArsenalTakenOther},
	engine.EvArsenalLeft:  {KeyArsenalLeft, KeyArsenalLeftOther},
	engine.EvTook:         {KeyTook, KeyTookOther},
	engine.EvSwap:         {KeySwap, KeySwapOther},
}

// eventSayers say the events whose sentence depends on more than the kind.
var eventSayers = map[engine.EventKind]func(hearer) string{
	engine.EvAnnounce: func(h hearer) string {
		return announce(payload[engine.Announce](h), h.l, h.e.Family == rules.FamilyStalker)
	},
	engine.EvFeatures:   func(h hearer) string { return features(payload[engine.Features](h), h.l) },
	engine.EvStartWalls: func(h hearer) string { return startWalls(payload[engine.StartWalls](h), h.l) },
	engine.EvMine:       func(h hearer) string { return h.held(KeyMine, payload[engine.Mine](h).Turns) },
	engine.EvTrap:       func(h hearer) string { return h.held(KeyTrap, payload[engine.Trap](h).Turns) },
	engine.EvSwamp:      func(h hearer) string { return h.held(KeySwamp, payload[engine.Swamp](h).Turns) },
	engine.EvSit:        func(h hearer) string { return h.held(KeySit, payload[engine.Sit](h).Turns) },
	engine.EvShot:       func(hearer) string { return "" }, // heard through its hit or miss
	engine.EvBoomerang:  sayBoomerang,
	engine.EvStartCell:  sayStartCell,
	engine.EvMoved:      sayMoved,
	engine.EvWall:       sayWall,
	engine.EvCell:       sayCell,
	engine.EvPit:        sayPit,
	engine.EvArsenal:    sayArsenal,
	engine.EvHit:        sayHit,
	engine.EvKicked:     sayKicked,
	engine.EvSkip:       func(h hearer) string { return h.sitOut(KeySkip, KeySkipRound, payload[engine.Skip](h).Left) },
	engine.EvOutTurn:    func(h hearer) string { return h.sitOut(KeyOutTurn, KeyOutTurnRound, payload[engine.OutTurn](h).Left) },
	engine.EvBack:       sayBack,
	engine.EvLeftFalse: func(h hearer) string {
		return h.walkedOut(payload[engine.LeftFalse](h).Out, h.byFamily(KeyLeftFalseSchool, KeyLeftFalseVMK, KeyLeftFalse))
	},
	engine.EvLeftMined: func(h hearer) string {
		return h.walkedOut(payload[engine.LeftMined](h).Out, Reason(engine.ReasonMinedTreasure, h.l, h.me))
	},
	engine.EvLeftTrue: func(h hearer) string {
		return h.walkedOut(payload[engine.LeftTrue](h).Out, h.byFamily(KeyLeftTrueSchool, KeyLeftTrueVMK, KeyLeftTrue))
	},
	engine.EvGameOver: sayGameOver,
	engine.EvRefused:  sayRefused,
	engine.EvStairs:   sayStairs,
	engine.EvCreature: sayCreature,
	engine.EvGhost:    sayCreature,
	engine.EvRubber:   sayCreature,
	engine.EvStalker:  sayStalker,
}

// sitOut says a turn sat out, naming its round when the event knows it:
// the engine plays a skipped turn as soon as the turn before it ends, so
// round 8's events may hold the skip of round 9 (the mail referee tells it
// in round 9's letter), and «Пропускаешь ход 9 (ещё 2 хода)» says which
// turn it is where a bare «Пропускаешь ход» would not.
func (h hearer) sitOut(bare, numbered Key, turns int) string {
	left := turnsLeft(turns, h.l)
	if h.e.Round > 0 {
		return h.say(numbered, "n", strconv.Itoa(h.e.Round), "left", left)
	}
	return h.say(bare, "left", left)
}

// held says for how many turns the event holds the player.
func (h hearer) held(k Key, turns int) string {
	if one, ok := oneTurnKeys[k]; ok && turns == 1 {
		k = one
	}
	return h.say(k, "turns", h.turns(turns))
}

// byFamily says the School's sentence, the VMK's, or the others'.
func (h hearer) byFamily(school, vmk, others Key) string {
	switch {
	case h.school():
		return h.say(school)
	case h.vmk():
		return h.say(vmk)
	}
	return h.say(others)
}

func sayBoomerang(h hearer) string {
	switch payload[engine.Boomerang](h).Outcome {
	case engine.BoomerangGot:
		return h.say(KeyBoomerangGot)
	case engine.BoomerangBack:
		return h.say(KeyBoomerangBack)
	}
	return h.say(KeyBoomerangBroke)
}

func sayStartCell(h hearer) string {
	e := payload[engine.StartCell](h)
	if e.KindFollows {
		return h.say(KeyStartHere)
	}
	if e.Cell == maze.CellPitExit && e.PitExit > 0 {
		return h.say(KeyStartPitExit, "n", strconv.Itoa(e.PitExit))
	}
	if e.Cell == maze.CellEmpty {
		return h.say(KeyStartEmpty)
	}
	return h.say(KeyStartCell, "cell", CellWord(e.Cell, h.e.Family, h.l))
}

func sayMoved(h hearer) string {
	e := payload[engine.Moved](h)
	if h.vmk() {
		return h.say(KeyGo, "dir", Text(toKeys[e.Dir], h.l, h.me))
	}
	if e.Dir == maze.None && !e.Walked {
		return h.say(KeyStay)
	}
	return h.say(KeyMoved)
}

func sayWall(h hearer) string {
	e, vmk := payload[engine.Wall](h), h.vmk()
	// C6: a monolith answers «Стена» like any wall; «Монолит» would
	// tell the player where the ring is. Only the host's log knows.
	switch {
	case e.Outer:
		return h.say(KeyOuterWall)
	case e.Magnet && vmk:
		// C15: the magnet is «up» whatever the bump's direction.
		return upperFirst(h.say(KeyWallSide, "where", Text(KeyWhereNorth, h.l, h.me)))
	case e.Magnet:
		return h.say(KeyWallMagnet)
	case vmk && whereKeys[e.Dir] != Key{}:
		return upperFirst(h.say(KeyWallSide, "where", Text(whereKeys[e.Dir], h.l, h.me)))
	}
	return h.say(KeyWall)
}

func sayCell(h hearer) string {
	e := payload[engine.Cell](h)
	switch e.Cell {
	case maze.CellRiver:
		switch e.River {
		case engine.RiverSource:
			return h.say(KeyRiverSource)
		case engine.RiverMouth:
			return h.say(KeyRiverMouth)
		}
	case maze.CellPitExit:
		if e.PitExit > 0 {
			return h.say(KeyPitExitNumbered, "n", strconv.Itoa(e.PitExit))
		}
	}
	return upperFirst(h.say(KeyCellSentence, "cell", CellWord(e.Cell, h.e.Family, h.l)))
}

func sayPit(h hearer) string {
	if n := payload[engine.Pit](h).Number; h.self && n > 0 {
		return h.say(KeyPitNumbered, "n", strconv.Itoa(n))
	}
	return h.selfOrOther(KeyPitSelf, KeyPitOther)
}

func sayArsenal(h hearer) string {
	switch {
	case !h.self:
		return h.about(KeyArsenalOther, h.e.Name, h.e.Gender)
	case h.vmk():
		return h.say(KeyArsenalAsk)
	}
	return h.say(KeyArsenal)
}

func sayHit(h hearer) string {
	e := h.e
	switch {
	case e.Target == h.r.Seat && payload[engine.Hit](h).Killed:
		return h.say(KeyKilledSelf)
	case e.Target == h.r.Seat:
		return h.say(KeyWoundedSelf)
	case payload[engine.Hit](h).Killed:
		return h.about(KeyKilledOther, e.TName, e.TGender)
	}
	return h.about(KeyWoundedOther, e.TName, e.TGender)
}

func sayKicked(h hearer) string {
	if h.e.Target == h.r.Seat {
		return h.say(KeyKickedSelf)
	}
	return h.say(KeyKickHit)
}

func sayBack(h hearer) string {
	switch e := payload[engine.Back](h); {
	case e.Reason == engine.ReasonKnife:
		return Reason(engine.ReasonKnife, h.l, h.me)
	case e.Cell == maze.CellMorgue:
		return h.say(KeyBackMorgue)
	}
	return h.say(KeyBack)
}

func sayGameOver(h hearer) string {
	switch {
	case h.self && h.school():
		return "" // «Игра окончена. Ты победил.» was said on leaving
	case h.self:
		return h.say(KeyWonSelf)
	}
	return h.about(KeyWonOther, h.e.Name, h.e.Gender)
}

func sayRefused(h hearer) string {
	if e := payload[engine.Refused](h); e.Reason == engine.ReasonTooFar {
		// S8: «стоянку приходится разбивать перед препятствием»; the
		// terrain is drawn on the players' own field.
		if k, ok := campBefore[e.Cell]; ok {
			return h.say(k)
		}
	}
	return h.reason()
}

func sayStairs(h hearer) string {
	if payload[engine.Stairs](h).Dir == maze.Up {
		return h.say(KeyStairsUp)
	}
	return h.say(KeyStairsDown)
}

// sayCreature says a creature's, a ghost's or the rubber room's news.
func sayCreature(h hearer) string {
	e := h.e
	if e.Reason() == engine.ReasonBearMet && !h.self {
		return h.about(KeyBearWoundedOther, e.Name, e.Gender)
	}
	if e.Reason() == engine.ReasonEyes {
		return h.say(KeyEyes, "where", Text(whereKeys[e.Dir()], h.l, h.me))
	}
	return h.reason()
}

func sayStalker(h hearer) string {
	e := payload[engine.Stalker](h)
	switch e.Reason {
	case engine.ReasonNutTrap:
		what := Text(regionKeys[e.Region], h.l, h.me)
		if e.Located {
			return h.say(KeyNutTrapSquare, "what", what, "cell", e.Square.Name(Alphabet(h.l)))
		}
		return h.say(KeyNutTrap, "what", what, "cells", Count(h.l, NounCell, e.Cells))
	case engine.ReasonPenalty:
		return h.say(KeyPenaltyN, "n", strconv.Itoa(e.Penalties))
	case engine.ReasonOutPenalties:
		switch e.Penalties {
		case 0: // S9: a galosh wearer is out at the first other trap
			return h.say(KeyGaloshOut)
		case 3: // S6
			return h.reason()
		}
		return h.say(KeyPenaltyOutN, "n", strconv.Itoa(e.Penalties))
	}
	return h.reason()
}

// announce is the host's opening words (B23): the size, then how many
// floors, holes, river cells and treasures, each only when there are any:
// «Лабиринт 8×8: 3 дырки, река длиной в 6 клеток и 4 клада.»
func announce(a engine.Announce, l Lang, zone bool) string {
	k := KeyAnnounce
	if zone {
		k = KeyAnnounceZone // S1: «игровое поле („зона“)»
	}
	s := Text(k, l, 0, "cols", strconv.Itoa(a.Cols), "rows", strconv.Itoa(a.Rows))
	var more []string
	for _, x := range []struct {
		k    Key
		noun Noun
		n    int
		min  int
	}{{KeyAnnounceFloors, NounFloor, a.Floors, 2}, {KeyAnnounceHoles, NounHole, a.Holes, 1}, {KeyAnnounceRiver, NounLength, a.River, 1}, {KeyAnnounceTreasures, NounTreasure, a.Treasures, 1}} {
		if x.n >= x.min {
			more = append(more, Text(x.k, l, 0, "n", Count(l, x.noun, x.n)))
		}
	}
	if len(more) == 0 {
		return s + "."
	}
	return Text(KeyAnnounceWith, l, 0, "size", s, "list", andList(more, l))
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

// only is the side whose bit is the one set in mask.
func only(mask int) maze.Dir {
	for i, d := range engine.Sides() {
		if mask&(1<<i) != 0 {
			return d
		}
	}
	return maze.None
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
func features(f engine.Features, l Lang) string {
	var fs []string
	for _, x := range []struct {
		n int
		k Key
	}{{f.Rubber, KeyFeatureRubber}, {f.Rooms, KeyFeatureRoom}, {f.OneWay, KeyFeatureOneWay}} {
		if x.n > 0 {
			fs = append(fs, Text(x.k, l, 0))
		}
	}
	if f.HoleSets > 0 {
		fs = append(fs, Text(KeyFeatureHoleSets, l, 0, "n", strconv.Itoa(f.HoleSets)))
	}
	if n := len(f.Rivers); n > 0 {
		var ls []string
		for _, x := range f.Rivers {
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
func startWalls(e engine.StartWalls, l Lang) string {
	var sides []string
	for i, d := range engine.Sides() {
		if e.Walls&(1<<i) == 0 {
			continue
		}
		side := Text(whereKeys[d], l, 0)
		if e.Outer&(1<<i) != 0 {
			side = Text(KeyStartWallOuter, l, 0, "side", side)
		}
		sides = append(sides, side)
	}
	switch len(sides) {
	case 0:
		return Text(KeyStartNoWalls, l, 0)
	case 1:
		if e.Outer&e.Walls != 0 {
			// The one wall is the outer one: «Слева стена лабиринта.»
			return upperFirst(Text(KeyStartWallOuterOnly, l, 0, "side", Text(whereKeys[only(e.Walls)], l, 0)))
		}
		return upperFirst(Text(KeyStartWall, l, 0, "sides", sides[0]))
	}
	return Text(KeyStartWalls, l, 0, "sides", andList(sides, l))
}

// walkedOut puts «Ты вышел из лабиринта.» before what a treasure carried
// out turned out to be, when the player is told he walked out (D12);
// ВМиК's «Иди.» already says it (V16).
func (h hearer) walkedOut(out bool, treasure string) string {
	if !out || h.vmk() || h.school() {
		return treasure
	}
	return h.say(KeyLeft) + " " + treasure
}
