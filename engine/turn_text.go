package engine

import (
	"strings"

	"labyrinth/dsl/maze"
)

var dirGo = map[maze.Dir][2]string{
	maze.North: {"наверх", "north"}, maze.East: {"направо", "east"},
	maze.South: {"вниз", "south"}, maze.West: {"налево", "west"},
	maze.Up: {"по лестнице вверх", "up"}, maze.Down: {"по лестнице вниз", "down"},
	maze.None: {"", ""},
}

// Describe renders a turn in the words of the orders (V11, V24), in "ru" or
// "en", e.g. «стреляю, иду налево, если стена — наверх». It names a start
// cell only for ActChooseStart, which the player chose himself.
func (t Turn) Describe(lang Lang) string { return t.describe(lang, false) }

// Brief is Describe with the fallbacks of a move written short:
// «иду наверх/налево/вниз».
func (t Turn) Brief(lang Lang) string { return t.describe(lang, true) }

func (t Turn) describe(lang Lang, brief bool) string {
	en := lang == "en"
	w := func(ru, e string) string {
		if en {
			return e
		}
		return ru
	}
	d := func(x maze.Dir) string {
		if en {
			return dirGo[x][1]
		}
		return dirGo[x][0]
	}
	var parts []string
	for _, a := range t.Actions {
		var s string
		switch a.Kind {
		case ActSkip:
			s = w("пропускаю ход", "skip")
		case ActMove:
			s = w("иду ", "move ") + d(a.Dir)
			for _, f := range a.Fallbacks {
				if brief {
					s += "/" + d(f)
				} else {
					s += w(", если стена — ", ", else ") + d(f)
				}
			}
		case ActBlow:
			s = w("взрываю ", "blow ") + d(a.Dir)
		case ActShoot:
			if a.Dir == maze.None {
				s = w("стреляю", "shoot")
			} else {
				s = w("стреляю ", "shoot ") + d(a.Dir)
			}
		case ActBrick:
			s = w("бросаю кирпич ", "brick ") + d(a.Dir)
		case ActBuild:
			s = w("строю стену ", "build a wall ") + d(a.Dir)
		case ActTakeTreasure:
			s = w("беру клад", "take the treasure")
		case ActDropTreasure:
			s = w("бросаю клад", "drop the treasure")
		case ActLeaveMine:
			s = w("оставляю мину", "leave a mine")
		case ActSit:
			s = w("сижу", "sit")
		case ActJump:
			s = w("прыгаю ", "jump ") + d(a.Dir)
		case ActKick:
			s = w("бью ногами", "kick")
		case ActStab:
			s = w("бью кинжалом", "stab")
		case ActTakeArsenal:
			s = w("беру", "take the arsenal")
		case ActLeaveArsenal:
			s = w("оставляю", "leave the arsenal")
		case ActChooseStart:
			a2 := maze.Latin
			if !en {
				a2 = maze.Cyrillic
			}
			s = w("начинаю с ", "start at ") + a.Cell.Name(a2)
		case ActBoomerang:
			s = w("бросаю бумеранг ", "throw the boomerang ") + d(a.Dir)
		case ActLoot:
			s = w("обыскиваю тело", "loot")
		case ActThrowNut:
			s = w("бросаю гайку ", "throw a nut ") + d(a.Dir)
		case ActWalk:
			var steps []string
			for _, x := range a.Path {
				steps = append(steps, d(x))
			}
			s = w("иду: ", "walk: ") + strings.Join(steps, " ")
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, "; ")
}
