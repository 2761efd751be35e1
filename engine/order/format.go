package order

import (
	"fmt"
	"strings"

	"labyrinth/dsl/maze"
	"labyrinth/engine"
	"labyrinth/engine/narrate"
)

// Format writes actions as canonical order text of a flat maze, one line
// per action (grammar.md, "Orders"). Parse reads it back to the same
// actions.
func Format(actions []engine.Action, lang Lang) string {
	return Options{}.Format(actions, lang)
}

// Format writes actions in the words these options read: on a maze with
// floors, north and south are «вперёд»/«назад» and «вверх»/«вниз» change
// floors.
func (o Options) Format(actions []engine.Action, lang Lang) string {
	o = o.resolved()
	lines := make([]string, 0, len(actions))
	for _, a := range actions {
		lines = append(lines, o.formatOne(a, lang))
	}
	return strings.Join(lines, "\n")
}

// FormatLine is Format on one line, the actions separated by «; »: a
// turn as a log shows it («стреляю; беру клад; иду вниз»).
func (o Options) FormatLine(actions []engine.Action, lang Lang) string {
	return strings.ReplaceAll(o.Format(actions, lang), "\n", "; ")
}

// say is the catalogue's text in the order's language; orders have no
// grammatical gender.
func say(l Lang, k narrate.Key, vars ...string) string {
	return narrate.Text(k, l.Norm(), engine.GenderMasculine, vars...)
}

// dirText is the canonical word of a direction.
func (o Options) dirText(d maze.Dir, l Lang) string {
	if o.Floors {
		switch d {
		case maze.North:
			return say(l, narrate.KeyOrderDirForward)
		case maze.South:
			return say(l, narrate.KeyOrderDirBack)
		case maze.Up:
			return say(l, narrate.KeyOrderDirFloorUp)
		case maze.Down:
			return say(l, narrate.KeyOrderDirFloorDown)
		}
	}
	switch d {
	case maze.North:
		return say(l, narrate.KeyOrderDirUp)
	case maze.South:
		return say(l, narrate.KeyOrderDirDown)
	case maze.West:
		return say(l, narrate.KeyOrderDirLeft)
	case maze.East:
		return say(l, narrate.KeyOrderDirRight)
	case maze.Up:
		return say(l, narrate.KeyOrderDirUpstairs)
	case maze.Down:
		return say(l, narrate.KeyOrderDirDownstairs)
	}
	return "?"
}

// orderKeys are the actions' words; those with a direction take {dir}.
var orderKeys = map[engine.ActionKind]narrate.Key{
	engine.ActSkip: narrate.KeyOrderSkip, engine.ActBlow: narrate.KeyOrderBlow,
	engine.ActBrick: narrate.KeyOrderBrick, engine.ActBuild: narrate.KeyOrderBuild,
	engine.ActTakeTreasure: narrate.KeyOrderTakeTreasure, engine.ActDropTreasure: narrate.KeyOrderDropTreasure,
	engine.ActLeaveMine: narrate.KeyOrderLeaveMine, engine.ActSit: narrate.KeyOrderSit,
	engine.ActJump: narrate.KeyOrderJump, engine.ActKick: narrate.KeyOrderKick,
	engine.ActStab: narrate.KeyOrderStab, engine.ActTakeArsenal: narrate.KeyOrderTakeArsenal,
	engine.ActLeaveArsenal: narrate.KeyOrderLeaveArsenal, engine.ActBoomerang: narrate.KeyOrderBoomerang,
	engine.ActLoot: narrate.KeyOrderLoot, engine.ActThrowNut: narrate.KeyOrderNut,
	engine.ActTakeGalosh: narrate.KeyOrderTakeGalosh,
}

// wallSides are the actions aimed at a wall beside the player: in English
// help and explanations their side reads "to the left" (the order itself
// may say "left").
var wallSides = map[engine.ActionKind]bool{engine.ActBlow: true, engine.ActBrick: true, engine.ActBuild: true}

// sideText is dirText, but "to the left"/"to the right" in English.
func (o Options) sideText(d maze.Dir, l Lang) string {
	if l.Norm() == English {
		switch d {
		case maze.West:
			return say(l, narrate.KeyOrderDirToLeft)
		case maze.East:
			return say(l, narrate.KeyOrderDirToRight)
		}
	}
	return o.dirText(d, l)
}

func (o Options) formatOne(a engine.Action, l Lang) string {
	return o.format(a, l, false)
}

// format writes one action; wordy writes a wall's side as help does,
// "blow up the wall to the left".
func (o Options) format(a engine.Action, l Lang, wordy bool) string {
	d := o.dirText(a.Dir, l)
	if wordy && wallSides[a.Kind] {
		d = o.sideText(a.Dir, l)
	}
	switch a.Kind {
	case engine.ActMove:
		s := say(l, narrate.KeyOrderGo, "dir", d)
		for _, f := range a.Fallbacks {
			s += say(l, narrate.KeyOrderFallback, "dir", o.dirText(f, l))
		}
		return s
	case engine.ActShoot:
		if a.Dir == maze.None {
			return say(l, narrate.KeyOrderShoot)
		}
		return say(l, narrate.KeyOrderShootDir, "dir", d)
	case engine.ActChooseStart:
		return say(l, narrate.KeyOrderStart, "cell", cellText(a.Cell, l))
	case engine.ActWalk:
		return say(l, narrate.KeyOrderWalk, "path", o.pathText(a.Path, l))
	}
	if k, ok := orderKeys[a.Kind]; ok {
		return say(l, k, "dir", d)
	}
	return "?"
}

// pathText writes a walk as runs: «вверх 2 направо».
func (o Options) pathText(path []maze.Dir, l Lang) string {
	var parts []string
	for i := 0; i < len(path); {
		j := i
		for j < len(path) && path[j] == path[i] {
			j++
		}
		s := o.dirText(path[i], l)
		if j-i > 1 || len(path) == 1 {
			s += fmt.Sprintf(" %d", j-i)
		}
		parts = append(parts, s)
		i = j
	}
	return strings.Join(parts, " ")
}

// cellText names a cell: Cyrillic columns in Russian (а..к, source text 002),
// Latin in English; a floor other than the first as a number prefix.
func cellText(c maze.Coord, l Lang) string {
	alpha := maze.Latin
	if l.Norm() == Russian {
		alpha = maze.Cyrillic
	}
	s := c.Name(alpha)
	if c.Floor != 0 {
		s = fmt.Sprintf("%d:%s", c.Floor+1, s)
	}
	return s
}

// Explain describes actions in full sentences, numbered, for the
// confirmation a player gets: what the referee understood.
func Explain(actions []engine.Action, lang Lang) string {
	return Options{}.Explain(actions, lang)
}

// Explain is Explain with these options' direction words.
func (o Options) Explain(actions []engine.Action, l Lang) string {
	o = o.resolved()
	if len(actions) == 0 {
		return say(l, narrate.KeyExplainNone)
	}
	var b strings.Builder
	for i, a := range actions {
		fmt.Fprintf(&b, "%d. %s\n", i+1, o.explainOne(a, l))
	}
	return strings.TrimRight(b.String(), "\n")
}

// explainKeys are the actions' sentences; those with a direction take
// {dir}.
var explainKeys = map[engine.ActionKind]narrate.Key{
	engine.ActSkip: narrate.KeyExplainSkip, engine.ActBlow: narrate.KeyExplainBlow,
	engine.ActBrick: narrate.KeyExplainBrick, engine.ActBuild: narrate.KeyExplainBuild,
	engine.ActTakeTreasure: narrate.KeyExplainTakeTreasure, engine.ActDropTreasure: narrate.KeyExplainDropTreasure,
	engine.ActLeaveMine: narrate.KeyExplainLeaveMine, engine.ActSit: narrate.KeyExplainSit,
	engine.ActJump: narrate.KeyExplainJump, engine.ActKick: narrate.KeyExplainKick,
	engine.ActStab: narrate.KeyExplainStab, engine.ActTakeArsenal: narrate.KeyExplainTakeArsenal,
	engine.ActLeaveArsenal: narrate.KeyExplainLeaveArsenal, engine.ActBoomerang: narrate.KeyExplainBoomerang,
	engine.ActLoot: narrate.KeyExplainLoot, engine.ActThrowNut: narrate.KeyExplainNut,
	engine.ActTakeGalosh: narrate.KeyExplainTakeGalosh,
}

func (o Options) explainOne(a engine.Action, l Lang) string {
	d := o.dirText(a.Dir, l)
	if wallSides[a.Kind] {
		d = o.sideText(a.Dir, l)
	}
	switch a.Kind {
	case engine.ActMove:
		s := say(l, narrate.KeyExplainGo, "dir", d)
		for i, f := range a.Fallbacks {
			k := narrate.KeyExplainFallbackToo
			if i == 0 {
				k = narrate.KeyExplainFallback
			}
			s += say(l, k, "dir", o.dirText(f, l))
		}
		return s + "."
	case engine.ActShoot:
		if a.Dir == maze.None {
			return say(l, narrate.KeyExplainShoot)
		}
		return say(l, narrate.KeyExplainShootDir, "dir", d)
	case engine.ActChooseStart:
		return say(l, narrate.KeyExplainStart, "ru", cellText(a.Cell, Russian), "en", cellText(a.Cell, English))
	case engine.ActWalk:
		ws := make([]string, len(a.Path))
		for i, s := range a.Path {
			ws[i] = o.dirText(s, l)
		}
		return say(l, narrate.KeyExplainWalk, "steps", narrate.Count(l, narrate.NounStep, len(a.Path)), "path", strings.Join(ws, ", "))
	}
	if k, ok := explainKeys[a.Kind]; ok {
		return say(l, k, "dir", d)
	}
	return "?"
}
