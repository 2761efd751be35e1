package engine

import (
	"fmt"
	"strings"

	"labyrinth/dsl/maze"
)

// announce is the host's opening words (B23): the size, how many holes,
// how long the rivers are, how many treasures.
func (g *Game) announce() Event {
	return g.announceFloor(-1, Everyone)
}

// announceFloor is the announcement of one floor (floor < 0: the whole
// maze) to the given audience. In the duel on two mazes (D1, Setup.OwnFloors)
// each player hears of the one maze they explore, never of their own.
func (g *Game) announceFloor(floor int, to Audience) Event {
	on := func(c maze.Coord) bool { return floor < 0 || c.Floor == floor }
	f, floors := &g.m.Floors[0], len(g.m.Floors)
	if floor >= 0 {
		f, floors = &g.m.Floors[floor], 1
	}
	holes, river, treasures := 0, 0, 0
	for _, hs := range g.m.HoleSets {
		for _, c := range hs.Cells {
			if on(c) {
				holes++
			}
		}
	}
	rivers := 0
	for _, r := range g.m.Rivers {
		if len(r.Cells) > 0 && on(r.Cells[0]) {
			rivers++
		}
		for _, c := range r.Cells {
			if on(c) {
				river++
			}
		}
	}
	if rivers > 1 && g.o.TellFeatures {
		river = 0 // B23: the features tell each river's length
	}
	for _, t := range g.m.Treasures {
		if on(t.At) {
			treasures++
		}
	}
	return Event{To: to, Player: NoPlayer, Target: NoPlayer, Round: 1, Family: g.o.Family, Payload: Announce{Rows: f.Rows, Cols: f.Cols, Floors: floors, Holes: holes, River: river, Treasures: treasures}}
}

// HostLog renders events for the host, with every name and cell: one line
// per event with the event's and the reason's names, the way a log reads.
// What players hear is made by package narrate.
func (g *Game) HostLog(events []Event) string {
	var b strings.Builder
	for i := range events {
		e := &events[i]
		who := "—"
		if e.Player >= 0 {
			who = e.Name
		}
		fmt.Fprintf(&b, "r%d %s %s", e.Round, who, e.Kind())
		if e.Player >= 0 || e.Kind() == EvCreature {
			fmt.Fprintf(&b, " @%s", g.m.NameIn(e.At, maze.Latin))
		}
		if e.Target >= 0 {
			fmt.Fprintf(&b, " → %s", e.TName)
		}
		if d := e.Dir(); d != maze.None {
			fmt.Fprintf(&b, " %s", d)
		}
		switch p := e.Payload.(type) {
		case Wall:
			if p.Magnet {
				b.WriteString(" (the magnet: told up)")
			}
		case Boomerang:
			b.WriteString(map[BoomerangOutcome]string{BoomerangGot: " taken", BoomerangBack: " came back", BoomerangBroke: " broke"}[p.Outcome])
		}
		if r := e.Reason(); r != ReasonNone {
			fmt.Fprintf(&b, " (%s)", r)
		}
		b.WriteByte('\n')
	}
	return b.String()
}
