package check

import (
	"fmt"

	"labyrinth/dsl/diag"
	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
)

// creatures checks that creatures stand on cells of the maze and that a
// bear's fixed track is a walk it can make, round and round (M9).
func (a *analysis) creatures() {
	m := a.m
	for _, cr := range m.Creatures {
		if cr.Kind == maze.CreatureMinotaur && !m.Rules.Minotaur {
			a.add(Finding{Severity: diag.Warning, Code: "C13-minotaur-off", At: Place{Cell: cr.At},
				Summary: fmt.Sprintf("a minotaur is drawn at %s, but the rules leave it out (minotaur = no): it will sleep through the game", a.name(cr.At)),
				Detail:  "the minotaur wakes on seeing a player only under minotaur = yes (C13)",
				Hint:    "write minotaur = yes in the rules part, or take the minotaur out of the map"})
		}
		for _, c := range []maze.Coord{cr.At, cr.Den} {
			if cl := m.CellAt(c); cl == nil || !cl.Kind.Passable() {
				a.add(Finding{Severity: diag.Error, Code: "B3-object-cell", At: Place{Cell: c},
					Summary: fmt.Sprintf("the %s %s is placed at %s, a cell it cannot stand on", cr.Kind, cr.Name, a.name(c)),
					Detail:  "a creature walks the maze like a player (M9, C13)",
					Hint:    "put it on a passable cell"})
				break
			}
		}
		if len(cr.Track) < 2 {
			continue
		}
		if cr.Track[0] != cr.At {
			rule := map[bool]string{true: "M9", false: "C15"}[cr.Kind == maze.CreatureBear]
			a.add(Finding{Severity: diag.Error, Code: "M9-bear-track", At: Place{Cell: cr.Track[0]}, Path: cr.Track,
				Related: []Related{{Place: Place{Cell: cr.At}, Message: fmt.Sprintf("the %s stands here", cr.Kind)}},
				Summary: fmt.Sprintf("the %s %s's track starts at %s, not at %s where it stands", cr.Kind, cr.Name, a.name(cr.Track[0]), a.name(cr.At)),
				Detail:  fmt.Sprintf("a %s on a fixed track walks it from where it stands, a cell a round (%s)", cr.Kind, rule),
				Hint:    "begin the track with the creature's own cell"})
			continue
		}
		for i, p := range cr.Track {
			q := cr.Track[(i+1)%len(cr.Track)]
			if p == q {
				continue
			}
			d := dirOf(p, q)
			ok := d != maze.None && m.CellAt(p) != nil && m.CellAt(q) != nil && m.CellAt(q).Kind.Passable() && !m.WallAt(p, d).Blocks(d)
			if ok {
				continue
			}
			f := Finding{Severity: diag.Error, Code: "M9-bear-track", At: Place{Cell: p}, Path: cr.Track,
				Related: []Related{{Place: Place{Cell: q}, Message: "the next cell of the track"}},
				Summary: fmt.Sprintf("the %s %s's track cannot go from %s to %s", cr.Kind, cr.Name, a.name(p), a.name(q)),
				Detail:  fmt.Sprintf("a %s on a fixed track walks it step by step, from its last cell back to its first (%s)", cr.Kind, map[bool]string{true: "M9", false: "C15"}[cr.Kind == maze.CreatureBear]),
				Hint:    "list the track cell by cell through open walls, ending next to where it starts"}
			if d != maze.None {
				f.At.Side = d
				f.Summary += ": a wall stands between them"
			} else {
				f.Summary += ": they are not neighbours"
			}
			a.add(f)
			break
		}
	}
}

// healing checks that the morgue the wound rules send killed players to
// exists (C8). (A maze without a hospital is allowed: B13 heals there, but
// wounds are also a matter of the host's kit.)
func (a *analysis) healing() {
	m := a.m
	if m.Rules.Wound != rules.WoundMorgue || len(a.cellsOf(maze.CellMorgue)) > 0 {
		return
	}
	a.add(Finding{Severity: diag.Error, Code: "C8-no-morgue", At: Place{},
		Summary: "the maze has no morgue: killed players have nowhere to restart",
		Detail:  "wound = morgue: the killed restart in the morgue next turn (C8)",
		Hint:    "draw a morgue &, a place with three walls, or choose another wound rule"})
}
