package order

import (
	"fmt"
	"strings"

	"labyrinth/dsl/maze"
	"labyrinth/engine"
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

// dirText is the canonical word of a direction.
func (o Options) dirText(d maze.Dir, l Lang) string {
	if o.Floors {
		switch d {
		case maze.North:
			return tr(l, "forward", "вперёд")
		case maze.South:
			return tr(l, "back", "назад")
		case maze.Up:
			return tr(l, "up", "вверх")
		case maze.Down:
			return tr(l, "down", "вниз")
		}
	}
	switch d {
	case maze.North:
		return tr(l, "up", "вверх")
	case maze.South:
		return tr(l, "down", "вниз")
	case maze.West:
		return tr(l, "left", "налево")
	case maze.East:
		return tr(l, "right", "направо")
	case maze.Up:
		return tr(l, "upstairs", "на этаж вверх")
	case maze.Down:
		return tr(l, "downstairs", "на этаж вниз")
	}
	return "?"
}

func (o Options) formatOne(a engine.Action, l Lang) string {
	d := o.dirText(a.Dir, l)
	switch a.Kind {
	case engine.ActSkip:
		return tr(l, "skip", "пропускаю ход")
	case engine.ActMove:
		s := tr(l, "go ", "иду ") + d
		for _, f := range a.Fallbacks {
			s += tr(l, ", if wall ", ", если стена — ") + o.dirText(f, l)
		}
		return s
	case engine.ActBlow:
		return tr(l, "blow up the wall ", "взрываю стену ") + d
	case engine.ActShoot:
		if a.Dir == maze.None {
			return tr(l, "shoot", "стреляю")
		}
		return tr(l, "shoot ", "стреляю ") + d
	case engine.ActBrick:
		return tr(l, "throw a brick ", "бросаю кирпич ") + d
	case engine.ActBuild:
		return tr(l, "build a wall ", "строю стену ") + d
	case engine.ActTakeTreasure:
		return tr(l, "take the treasure", "беру клад")
	case engine.ActDropTreasure:
		return tr(l, "drop the treasure", "бросаю клад")
	case engine.ActLeaveMine:
		return tr(l, "leave a mine", "оставляю мину")
	case engine.ActSit:
		return tr(l, "sit", "сижу")
	case engine.ActJump:
		return tr(l, "jump ", "прыгаю ") + d
	case engine.ActKick:
		return tr(l, "kick", "бью ногами")
	case engine.ActStab:
		return tr(l, "stab", "бью кинжалом")
	case engine.ActTakeArsenal:
		return tr(l, "take the arsenal", "беру арсенал")
	case engine.ActLeaveArsenal:
		return tr(l, "leave the arsenal", "оставляю арсенал")
	case engine.ActChooseStart:
		return tr(l, "start at ", "начинаю с ") + cellText(a.Cell, l)
	case engine.ActBoomerang:
		return tr(l, "throw the boomerang ", "бросаю бумеранг ") + d
	case engine.ActLoot:
		return tr(l, "loot the body", "обыскиваю тело")
	case engine.ActThrowNut:
		return tr(l, "throw a nut ", "бросаю гайку ") + d
	case engine.ActTakeGalosh:
		return tr(l, "take the galosh", "беру галошу")
	case engine.ActWalk:
		return tr(l, "go ", "иду ") + o.pathText(a.Path, l)
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

// cellText names a cell: Cyrillic columns in Russian (а..к, seed 002),
// Latin in English; a floor other than the first as a number prefix.
func cellText(c maze.Coord, l Lang) string {
	alpha := maze.Latin
	if l == Russian {
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
		return tr(l, "No orders: the turn is skipped.", "Приказов нет: ход пропускается.")
	}
	var b strings.Builder
	for i, a := range actions {
		fmt.Fprintf(&b, "%d. %s\n", i+1, o.explainOne(a, l))
	}
	return strings.TrimRight(b.String(), "\n")
}

func (o Options) explainOne(a engine.Action, l Lang) string {
	d := o.dirText(a.Dir, l)
	switch a.Kind {
	case engine.ActSkip:
		return tr(l, "Skip the turn.", "Пропускаю ход.")
	case engine.ActMove:
		s := tr(l, "Go "+d, "Иду "+d)
		for i, f := range a.Fallbacks {
			if i == 0 {
				s += tr(l, "; if there is a wall, go "+o.dirText(f, l), "; если там стена — "+o.dirText(f, l))
			} else {
				s += tr(l, "; if there is a wall too, go "+o.dirText(f, l), "; если и там стена — "+o.dirText(f, l))
			}
		}
		return s + "."
	case engine.ActBlow:
		return tr(l, "Blow up the wall "+d+" (a grenade).", "Взрываю стену "+d+" (граната).")
	case engine.ActShoot:
		if a.Dir == maze.None {
			return tr(l, "Shoot at whoever shares my cell (a bullet).", "Стреляю в тех, кто в моей клетке (патрон).")
		}
		return tr(l, "Shoot "+d+" (a bullet).", "Стреляю "+d+" (патрон).")
	case engine.ActBrick:
		return tr(l, "Throw a brick "+d+": a new wall on that side.", "Бросаю кирпич "+d+": с той стороны встанет стена.")
	case engine.ActBuild:
		return tr(l, "Build a wall "+d+" with cement.", "Строю стену "+d+" из цемента.")
	case engine.ActTakeTreasure:
		return tr(l, "Take the treasure here.", "Беру клад в этой клетке.")
	case engine.ActDropTreasure:
		return tr(l, "Drop the treasure here.", "Бросаю клад в этой клетке.")
	case engine.ActLeaveMine:
		return tr(l, "Leave a mine on the cell I leave.", "Оставляю мину в клетке, которую покидаю.")
	case engine.ActSit:
		return tr(l, "Sit, towards a jump.", "Сижу (к прыжку).")
	case engine.ActJump:
		return tr(l, "Jump "+d+" over the wall.", "Прыгаю "+d+" через стену.")
	case engine.ActKick:
		return tr(l, "Kick whoever shares my cell.", "Бью ногами того, кто в моей клетке.")
	case engine.ActStab:
		return tr(l, "Stab whoever shares my cell.", "Бью кинжалом того, кто в моей клетке.")
	case engine.ActTakeArsenal:
		return tr(l, "Take the arsenal: refill my kit.", "Беру арсенал: пополняю боекомплект.")
	case engine.ActLeaveArsenal:
		return tr(l, "Leave the arsenal where it is.", "Оставляю арсенал на месте.")
	case engine.ActChooseStart:
		ru, en := cellText(a.Cell, Russian), cellText(a.Cell, English)
		return tr(l, "Start at "+en+" (in Russian letters "+ru+").", "Начинаю с клетки "+ru+" (латиницей "+en+").")
	case engine.ActBoomerang:
		return tr(l, "Throw the boomerang "+d+".", "Бросаю бумеранг "+d+".")
	case engine.ActLoot:
		return tr(l, "Loot the body on my cell.", "Обыскиваю убитого в моей клетке.")
	case engine.ActThrowNut:
		return tr(l, "Throw a nut "+d+".", "Бросаю гайку "+d+".")
	case engine.ActTakeGalosh:
		return tr(l, "Take the galosh the institute offers.", "Беру галошу, которую даёт институт.")
	case engine.ActWalk:
		ws := make([]string, len(a.Path))
		for i, s := range a.Path {
			ws[i] = o.dirText(s, l)
		}
		return tr(l, fmt.Sprintf("Walk %d steps: %s.", len(a.Path), strings.Join(ws, ", ")),
			fmt.Sprintf("Иду, шагов: %d: %s.", len(a.Path), strings.Join(ws, ", ")))
	}
	return "?"
}
