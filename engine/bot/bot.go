// Package bot holds simple deterministic players for the engine: a random
// one that makes legal-looking orders, and an explorer that draws its own
// sketch of the maze from what the host tells it (rule B22) and goes for the
// treasure and the exit. They see only what their player hears
// (engine.Heard) and their own view (engine.ViewOf), never the host's map.
// labyrinth sim plays them against each other (Sim) and labyrinth play
// seats them beside people at one keyboard (HotSeat); the engine's tests play
// whole games with them.
package bot

import (
	"fmt"
	"sort"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
	"labyrinth/engine"
)

// Bot plays one seat.
type Bot interface {
	// Turn returns the orders for the player's turn.
	Turn(v engine.View) engine.Turn
	// Hear gives the bot what its player heard (already filtered).
	Hear(events []engine.Event)
	// Refused tells the bot its last turn was refused.
	Refused(r *engine.Refusal)
}

// Kinds lists the bot kinds New accepts.
func Kinds() []string { return []string{"explorer", "random"} }

// New returns a bot of the given kind for seat p; seed makes it
// deterministic.
func New(kind string, p engine.PlayerID, seed int64) (Bot, error) {
	r := newRNG(seed*1000003 + int64(p))
	switch kind {
	case "random":
		return &Random{id: p, rng: r}, nil
	case "explorer", "":
		return newExplorer(p, r), nil
	}
	kinds := Kinds()
	sort.Strings(kinds)
	return nil, fmt.Errorf("no bot %q (bots: %v)", kind, kinds)
}

type rng struct{ s uint64 }

func newRNG(seed int64) *rng { return &rng{s: uint64(seed)} }

func (r *rng) intn(n int) int {
	if n <= 1 {
		return 0
	}
	r.s += 0x9e3779b97f4a7c15
	z := r.s
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	z ^= z >> 31
	return int(z % uint64(n))
}

func (r *rng) dirs() []maze.Dir {
	ds := []maze.Dir{maze.North, maze.East, maze.South, maze.West}
	for i := 3; i > 0; i-- {
		j := r.intn(i + 1)
		ds[i], ds[j] = ds[j], ds[i]
	}
	return ds
}

// startCell picks a random cell of the announced size (B6, D3).
func startCell(v engine.View, r *rng) maze.Coord {
	if len(v.Starts) > 0 {
		return v.Starts[r.intn(len(v.Starts))] // S1: one of the entrances
	}
	return maze.Coord{Row: r.intn(max(v.Rows, 1)), Col: r.intn(max(v.Cols, 1))}
}

// walkPath is a Stalker's random walk of the dice's steps (S3).
func walkPath(v engine.View, r *rng, first maze.Dir) engine.Turn {
	var path []maze.Dir
	d := first
	for i := 0; i < v.Dice; i++ {
		if i > 0 && r.intn(4) == 0 {
			d = r.dirs()[0]
		}
		path = append(path, d)
	}
	acts := []engine.Action{}
	if v.Nuts > 0 && r.intn(3) == 0 {
		acts = append(acts, engine.Action{Kind: engine.ActThrowNut, Dir: first})
	}
	acts = append(acts, engine.Action{Kind: engine.ActWalk, Path: path})
	return engine.Turn{Player: v.Player, Actions: acts}
}

// Random moves at random, takes what it finds, and now and then shoots or
// blows a wall.
type Random struct {
	id        engine.PlayerID
	rng       *rng
	treasure  bool
	refusals  int
	lastStart maze.Coord
}

// Turn implements Bot.
func (b *Random) Turn(v engine.View) engine.Turn {
	t := engine.Turn{Player: b.id}
	if v.ChooseStart {
		b.lastStart = startCell(v, b.rng)
		t.Actions = []engine.Action{{Kind: engine.ActChooseStart, Cell: b.lastStart}}
		return t
	}
	ds := b.rng.dirs()
	if v.Rules != nil && v.Rules.MaxBumps == 1 {
		ds = ds[:2] // fallbacks would never be tried; keep one spare direction for blasts
	}
	if v.Shape == "dice" {
		if b.refusals > 0 {
			b.refusals = 0
			return engine.Turn{Player: b.id, Actions: []engine.Action{{Kind: engine.ActSkip}}}
		}
		return walkPath(v, b.rng, ds[0])
	}
	if b.refusals > 0 {
		b.refusals = 0
		return engine.Turn{Player: b.id, Actions: []engine.Action{{Kind: engine.ActSkip}}}
	}
	if v.Arsenal {
		t.Actions = append(t.Actions, engine.Action{Kind: engine.ActTakeArsenal})
	}
	if b.treasure && !v.Carry && !v.Wounded && !v.Ghost {
		t.Actions = append(t.Actions, engine.Action{Kind: engine.ActTakeTreasure})
	}
	switch x := b.rng.intn(20); {
	case x == 0 && v.Kit.Bullets > 0 && !v.Wounded && !v.Ghost:
		shot := engine.Action{Kind: engine.ActShoot, Dir: ds[0]}
		if v.Rules != nil && v.Rules.Shot == rules.ShotCell {
			shot.Dir = maze.None // V21: «стреляю» hits the own cell, no direction
		}
		t.Actions = append(t.Actions, shot)
		if v.Shape == "compound" {
			t.Actions = append(t.Actions, engine.Action{Kind: engine.ActMove, Dir: ds[1], Fallbacks: ds[2:]})
		}
	case x == 1 && v.Kit.Grenades > 0 && !v.Wounded && !v.Ghost:
		t.Actions = append(t.Actions, engine.Action{Kind: engine.ActBlow, Dir: ds[0]})
		if v.Shape == "compound" {
			t.Actions = append(t.Actions, engine.Action{Kind: engine.ActMove, Dir: ds[0], Fallbacks: ds[1:]})
		}
	default:
		fb := ds[1:]
		if v.Rules != nil && v.Rules.MaxBumps == 1 {
			fb = nil
		}
		t.Actions = append(t.Actions, engine.Action{Kind: engine.ActMove, Dir: ds[0], Fallbacks: fb})
	}
	b.treasure = false
	return t
}

// Hear implements Bot: it only listens for «Клад!».
func (b *Random) Hear(events []engine.Event) {
	for _, e := range events {
		if e.Kind() == engine.EvTreasureHere {
			b.treasure = true
		}
	}
}

// Refused implements Bot: the next turn is a skip.
func (b *Random) Refused(r *engine.Refusal) { b.refusals++ }
