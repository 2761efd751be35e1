package order

import (
	"strings"

	"labyrinth/dsl/rules"
)

// helpLine is one order of the help, in both languages.
type helpLine struct{ ru, en string }

// ends reports whether an example ends a turn: a move, a sit, a jump or a
// skip (V24); under compound turns the others are shown with a move after.
func (l helpLine) ends() bool {
	for _, w := range []string{"иду", "поднимаюсь", "сижу", "прыгаю", "пропускаю"} {
		if strings.HasPrefix(l.ru, w) {
			return true
		}
	}
	return false
}

// Help lists the orders the rules allow, one example each, in lang: what a
// player at the table or by mail may write. floors says the maze has
// floors (M14, T1, V25). Every example parses under the same rules.
func Help(o *rules.Options, floors bool, lang Lang) []string {
	var ls []helpLine
	add := func(ru, en string) { ls = append(ls, helpLine{ru, en}) }
	if o.Family == rules.FamilyStalker {
		add("иду вверх 2 направо", "go up 2 right")
		if o.Nuts > 0 {
			add("бросаю гайку вверх", "throw a nut up")
		}
		if o.Galosh {
			add("беру галошу", "take the galosh")
		}
		add("пропускаю ход", "skip")
		return pickHelp(ls, lang)
	}
	add("иду налево", "go left")
	if o.MaxBumps != 1 {
		add("иду налево, если стена — вверх", "go left, if wall up")
	}
	if floors {
		add("поднимаюсь / спускаюсь", "climb / descend")
	}
	if o.HasGrenades() {
		add("взрываю стену налево", "blow up the wall left")
	}
	if o.HasBullets() {
		if o.Shot == rules.ShotCell {
			add("стреляю", "shoot")
		} else {
			add("стреляю вниз", "shoot down")
		}
	}
	if o.Dagger {
		add("бью кинжалом", "stab")
	}
	if o.Kick {
		add("бью ногами", "kick")
	}
	if o.Bricks {
		add("бросаю кирпич налево", "throw a brick left")
	}
	if o.Cement {
		add("строю стену налево", "build a wall left")
	}
	if o.Boomerang > 0 {
		add("бросаю бумеранг направо", "throw the boomerang right")
	}
	if o.Loot {
		add("обыскиваю тело", "loot the body")
	}
	if o.PlayerMines {
		add("оставляю мину", "leave a mine")
	}
	if o.JumpSit > 0 {
		add("сижу", "sit")
		add("прыгаю налево", "jump left")
	}
	add("беру клад", "take the treasure")
	if o.DropTreasure {
		add("бросаю клад", "drop the treasure")
	}
	if o.ArsenalTake {
		add("беру арсенал", "take the arsenal")
		add("оставляю арсенал", "leave the arsenal")
	}
	add("пропускаю ход", "skip")
	if o.TurnShape == rules.TurnCompound {
		for i, l := range ls {
			if !l.ends() {
				ls[i] = helpLine{l.ru + ", иду вверх", l.en + ", go up"}
			}
		}
	}
	return pickHelp(ls, lang)
}

func pickHelp(ls []helpLine, lang Lang) []string {
	out := make([]string, len(ls))
	for i, l := range ls {
		out[i] = l.ru
		if strings.HasPrefix(string(lang), "en") {
			out[i] = l.en
		}
	}
	return out
}
