package order

import (
	"reflect"
	"testing"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
	"labyrinth/engine"
)

const (
	N = maze.North
	E = maze.East
	S = maze.South
	W = maze.West
	U = maze.Up
	D = maze.Down
)

func mv(d maze.Dir, fallbacks ...maze.Dir) engine.Action {
	return engine.Action{Kind: engine.ActMove, Dir: d, Fallbacks: fallbacks}
}

func act(k engine.ActionKind, d maze.Dir) engine.Action { return engine.Action{Kind: k, Dir: d} }

func walk(path ...maze.Dir) engine.Action { return engine.Action{Kind: engine.ActWalk, Path: path} }

func start(row, col int) engine.Action {
	return engine.Action{Kind: engine.ActChooseStart, Cell: maze.Coord{Row: row, Col: col}}
}

func preset(f rules.Family) *rules.Options {
	r := rules.MustPreset(f)
	return &r
}

func acts(a ...engine.Action) []engine.Action { return a }

type orderCase struct {
	name string
	text string
	opts Options
	want []engine.Action
}

func runCases(t *testing.T, cases []orderCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := Parse(c.text, c.opts)
			if err != nil {
				t.Fatalf("Parse(%q): %v", c.text, err)
			}
			if !equalActions(got, c.want) {
				t.Fatalf("Parse(%q)\n got %v\nwant %v", c.text, got, c.want)
			}
			// Format → Parse gives the same actions, in both languages.
			for _, l := range []Lang{Russian, English} {
				text := c.opts.Format(got, l)
				again, err := Parse(text, c.opts)
				if err != nil {
					t.Fatalf("Parse(Format(%q, %s) = %q): %v", c.text, l, text, err)
				}
				if !equalActions(again, got) {
					t.Fatalf("round trip in %s: %q → %v, want %v", l, text, again, got)
				}
			}
		})
	}
}

// equalActions compares actions treating nil and empty slices alike.
func equalActions(a, b []engine.Action) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		x, y := a[i], b[i]
		if x.Kind != y.Kind || x.Dir != y.Dir || x.Cell != y.Cell ||
			!reflect.DeepEqual(nz(x.Fallbacks), nz(y.Fallbacks)) || !reflect.DeepEqual(nz(x.Path), nz(y.Path)) {
			return false
		}
	}
	return true
}

func nz(d []maze.Dir) []maze.Dir {
	if d == nil {
		return []maze.Dir{}
	}
	return d
}

func TestMoves(t *testing.T) {
	base := Options{Rules: preset(rules.FamilyBase)}
	runCases(t, []orderCase{
		{"B8 move with the verb", "иду налево", base, acts(mv(W))},
		{"B8 bare direction", "налево", base, acts(mv(W))},
		{"B8 every Russian direction", "Вверх", base, acts(mv(N))},
		{"B8 вниз", "вниз", base, acts(mv(S))},
		{"B8 вправо", "иди вправо", base, acts(mv(E))},
		{"B8 ё and case", "ИДУ ВПЕРЁД", base, acts(mv(N))},
		{"B8 compass words", "иду на север", base, acts(mv(N))},
		{"B8 к западу", "иду к западу", base, acts(mv(W))},
		{"B8 English go west", "go west", base, acts(mv(W))},
		{"B8 English letter", "W", base, acts(mv(W))},
		{"B8 English move", "I will move up", base, acts(mv(N))},
		{"B8 arrows", "→", base, acts(mv(E))},
		{"B8 quotes and exclamation", "«Иду наверх!»", base, acts(mv(N))},
		{"B8 Latin look-alike letters in a Russian word", "нaлeво", base, acts(mv(W))},
		{"B8 list number and greeting", "Привет!\n1. иду направо\nСпасибо", base, acts(mv(E))},
		{"B8 keyboard in the Latin layout", "ble yfktdj", base, acts(mv(W))},
		{"B8 comment line", "# мой ход\nиду вниз", base, acts(mv(S))},
		{"B8 skip", "пропускаю ход", base, acts(act(engine.ActSkip, maze.None))},
		{"B8 skip English", "skip a turn", base, acts(act(engine.ActSkip, maze.None))},
		{"B8 skip a move", "skip a move", base, acts(act(engine.ActSkip, maze.None))},
		{"B8 пас", "пас", base, acts(act(engine.ActSkip, maze.None))},
		{"V17 leaving is a move", "выхожу направо", base, acts(mv(E))},
	})
}

func TestFallbacks(t *testing.T) {
	vmk := Options{Rules: preset(rules.FamilyVMK)}
	school := Options{Rules: preset(rules.FamilySchool)}
	runCases(t, []orderCase{
		{"V11 если стена", "налево, если стена — вверх", vmk, acts(mv(W, N))},
		{"V11 three fallbacks", "иду наверх, если стенка — налево, если стенка — направо, если стенка — вниз", vmk, acts(mv(N, W, E, S))},
		{"V11 иначе", "иду налево, иначе вверх", vmk, acts(mv(W, N))},
		{"V11 или", "налево или вверх", vmk, acts(mv(W, N))},
		{"V11 slash", "налево/вверх/направо", vmk, acts(mv(W, N, E))},
		{"V11 если стена то", "налево, если стена, то вверх", vmk, acts(mv(W, N))},
		{"V11 fallback on the next line", "иду налево\nесли стена —\nвверх", vmk, acts(mv(W, N))},
		{"V11 English if wall", "go left, if wall go up", vmk, acts(mv(W, N))},
		{"V11 English otherwise", "left, otherwise up", vmk, acts(mv(W, N))},
		{"V11 English if walled then", "go left if it is walled then right", vmk, acts(mv(W, E))},
		{"C6 up to four bumps", "Вправо, если стена — вниз, если стена — влево, если стена — вверх", school, acts(mv(E, S, W, N))},
	})
}

func TestWeapons(t *testing.T) {
	base := Options{Rules: preset(rules.FamilyBase)}
	vmk := Options{Rules: preset(rules.FamilyVMK)}
	duel := Options{Rules: preset(rules.FamilyDuel)}
	runCases(t, []orderCase{
		{"B11 взрываю стену", "взрываю стену вверх", base, acts(act(engine.ActBlow, N))},
		{"B11 взорвать стену справа", "взорвать стену справа", base, acts(act(engine.ActBlow, E))},
		{"B11 English blow up", "blow up the wall to the north", base, acts(act(engine.ActBlow, N))},
		{"B11 grenade", "бросаю гранату налево", base, acts(act(engine.ActBlow, W))},
		{"B11 bare grenade", "граната налево", base, acts(act(engine.ActBlow, W))},
		{"D5 grenade is the whole turn", "взрываю налево", duel, acts(act(engine.ActBlow, W))},
		{"B12 стреляю вниз", "стреляю вниз", base, acts(act(engine.ActShoot, S))},
		{"B12 English shoot", "shoot down", base, acts(act(engine.ActShoot, S))},
		{"B12 fire", "fire left", base, acts(act(engine.ActShoot, W))},
		{"V21 стреляю!", "Стреляю!, иду налево", vmk, acts(act(engine.ActShoot, maze.None), mv(W))},
		{"V21 стреляю здесь", "стреляю здесь, иду налево", vmk, acts(act(engine.ActShoot, maze.None), mv(W))},
		{"V20 blow after a bump then move", "Взрываю стенку налево. Иду налево", vmk, acts(act(engine.ActBlow, W), mv(W))},
		{"V20 several walls", "взрываю налево и направо, иду налево", vmk, acts(act(engine.ActBlow, W), act(engine.ActBlow, E), mv(W))},
		{"V23 brick", "кидаю кирпич налево, иду вверх", vmk, acts(act(engine.ActBrick, W), mv(N))},
		{"V23 бросаю кирпич", "бросаю кирпич налево\nиду вверх", vmk, acts(act(engine.ActBrick, W), mv(N))},
		{"V23 English brick", "throw a brick left, go up", vmk, acts(act(engine.ActBrick, W), mv(N))},
		{"B21 dagger", "бью кинжалом", base, acts(act(engine.ActStab, maze.None))},
		{"B21 English stab", "stab", base, acts(act(engine.ActStab, maze.None))},
	})
}

func TestTreasureAndArsenal(t *testing.T) {
	vmk := Options{Rules: preset(rules.FamilyVMK)}
	duel := Options{Rules: preset(rules.FamilyDuel)}
	runCases(t, []orderCase{
		{"V14 беру клад before the move", "беру клад, иду налево", vmk, acts(act(engine.ActTakeTreasure, maze.None), mv(W))},
		{"V14 бросаю клад", "бросаю клад. иду вверх", vmk, acts(act(engine.ActDropTreasure, maze.None), mv(N))},
		{"V14 English take treasure", "take the treasure, go left", vmk, acts(act(engine.ActTakeTreasure, maze.None), mv(W))},
		{"V14 pick up", "pick up the treasure and go left", vmk, acts(act(engine.ActTakeTreasure, maze.None), mv(W))},
		{"V22 shoot, take, move", "стреляю, беру клад, иду налево", vmk, acts(act(engine.ActShoot, maze.None), act(engine.ActTakeTreasure, maze.None), mv(W))},
		{"V7 беру", "беру, иду налево", vmk, acts(act(engine.ActTakeArsenal, maze.None), mv(W))},
		{"V7 оставляю", "оставляю\nиду направо", vmk, acts(act(engine.ActLeaveArsenal, maze.None), mv(E))},
		{"V7 пополняю боекомплект", "пополняю боекомплект, иду вниз", vmk, acts(act(engine.ActTakeArsenal, maze.None), mv(S))},
		{"D13 беру without an arsenal rule is the treasure", "беру", duel, acts(act(engine.ActTakeTreasure, maze.None))},
	})
}

func TestCompoundTurns(t *testing.T) {
	vmk := Options{Rules: preset(rules.FamilyVMK)}
	mines := *preset(rules.FamilyVMK)
	mines.PlayerMines = true
	withMines := Options{Rules: &mines}
	runCases(t, []orderCase{
		{"V24 several actions ending in a move", "стреляю; взрываю стену налево; бросаю кирпич вверх; иду налево",
			vmk, acts(act(engine.ActShoot, maze.None), act(engine.ActBlow, W), act(engine.ActBrick, N), mv(W))},
		{"V24 without commas", "взрываю налево иду налево", vmk, acts(act(engine.ActBlow, W), mv(W))},
		{"V24 then", "blow up the wall to the left then go left", vmk, acts(act(engine.ActBlow, W), mv(W))},
		{"V24 move with fallback ends the turn", "бросаю клад, иду налево, если стена — вверх", vmk,
			acts(act(engine.ActDropTreasure, maze.None), mv(W, N))},
		{"V9 иду туда-то, оставляю мину", "иду налево, оставляю мину", withMines, acts(act(engine.ActLeaveMine, maze.None), mv(W))},
		{"V9 ставлю мину first", "ставлю мину, иду налево", withMines, acts(act(engine.ActLeaveMine, maze.None), mv(W))},
		{"V9 English", "go left and lay a mine", withMines, acts(act(engine.ActLeaveMine, maze.None), mv(W))},
		{"V12 сижу", "сижу", vmk, acts(act(engine.ActSit, maze.None))},
		{"V12 сажусь", "сажусь", vmk, acts(act(engine.ActSit, maze.None))},
		{"V12 прыгаю", "прыгаю вверх", vmk, acts(act(engine.ActJump, N))},
		{"V12 прыгаю через стену", "прыгаю через стену налево", vmk, acts(act(engine.ActJump, W))},
		{"V12 English jump", "jump right", vmk, acts(act(engine.ActJump, E))},
		{"V12 shoot while sitting", "стреляю, сижу", vmk, acts(act(engine.ActShoot, maze.None), act(engine.ActSit, maze.None))},
	})
}

func TestDuelActions(t *testing.T) {
	crutch := Options{Rules: preset(rules.FamilyDuel), Actions: 2}
	three := Options{Rules: preset(rules.FamilyDuel), Actions: 3}
	runCases(t, []orderCase{
		{"D8 crutch gives two actions", "взрываю налево, иду налево", crutch, acts(act(engine.ActBlow, W), mv(W))},
		{"D7 D8 three actions", "иду налево, иду налево, иду вверх", three, acts(mv(W), mv(W), mv(N))},
	})
}

func TestStart(t *testing.T) {
	duel := Options{Rules: preset(rules.FamilyDuel), Start: true}
	base := Options{Rules: preset(rules.FamilyBase), Start: true}
	runCases(t, []orderCase{
		{"D3 начинаю с б4", "начинаю с б4", duel, acts(start(3, 1))},
		{"D3 Cyrillic к is the tenth column", "начинаю с к10", duel, acts(start(9, 9))},
		{"D3 bare cell", "в7", duel, acts(start(6, 2))},
		{"B6 English start at", "start at C7", base, acts(start(6, 2))},
		{"B6 Latin B is the second column", "start B4", base, acts(start(3, 1))},
		{"B6 старт", "Старт: д5", base, acts(start(4, 4))},
		{"B6 floor number", "начинаю с 2:б4", base, acts(engine.Action{Kind: engine.ActChooseStart, Cell: maze.Coord{Floor: 1, Row: 3, Col: 1}})},
	})
}

func TestOtherFamilies(t *testing.T) {
	tver := Options{Rules: preset(rules.FamilyTver)}
	miet := Options{Rules: preset(rules.FamilyMIET)}
	cement := *preset(rules.FamilyBase)
	cement.Cement = true
	build := Options{Rules: &cement}
	floors := Options{Rules: preset(rules.FamilyTver), Floors: true}
	runCases(t, []orderCase{
		{"M13 строю стену", "строю стену налево", build, acts(act(engine.ActBuild, W))},
		{"M13 ставлю стенку", "ставлю стенку справа", build, acts(act(engine.ActBuild, E))},
		{"M13 English build", "build a wall up", build, acts(act(engine.ActBuild, N))},
		{"I3 MIET cement", "строю стену вниз", miet, acts(act(engine.ActBuild, S))},
		{"M17 boomerang", "бросаю бумеранг направо", tver, acts(act(engine.ActBoomerang, E))},
		{"T6 bare boomerang", "бумеранг вниз", tver, acts(act(engine.ActBoomerang, S))},
		{"T4 loot", "обыскиваю тело", tver, acts(act(engine.ActLoot, maze.None))},
		{"T4 беру патроны с тела", "беру патроны с тела", tver, acts(act(engine.ActLoot, maze.None))},
		{"T8 knife", "режу ножом", tver, acts(act(engine.ActStab, maze.None))},
		{"M20 бью ногами", "бью ногами", miet, acts(act(engine.ActKick, maze.None))},
		{"I11 бью alone is a kick in MIET", "бью", miet, acts(act(engine.ActKick, maze.None))},
		{"M20 English kick", "kick", miet, acts(act(engine.ActKick, maze.None))},
		{"M14 up a floor", "иду вверх", floors, acts(mv(U))},
		{"M14 forward is north with floors", "иду вперёд", floors, acts(mv(N))},
		{"M14 поднимаюсь", "поднимаюсь", floors, acts(mv(U))},
		{"M14 спускаюсь", "спускаюсь по лестнице", floors, acts(mv(D))},
		{"M14 на этаж вниз", "иду на этаж вниз", floors, acts(mv(D))},
		{"M14 English upstairs", "go upstairs", floors, acts(mv(U))},
	})
}

func TestStalker(t *testing.T) {
	st := Options{Rules: preset(rules.FamilyStalker)}
	six := Options{Rules: preset(rules.FamilyStalker), Steps: 6}
	runCases(t, []orderCase{
		{"S3 one step", "иду вверх", st, acts(walk(N))},
		{"S3 counts after", "иду вверх 2, направо 3", st, acts(walk(N, N, E, E, E))},
		{"S3 counts before", "3 шага вверх, 2 клетки налево", st, acts(walk(N, N, N, W, W))},
		{"S3 numerals", "вверх два, направо", st, acts(walk(N, N, E))},
		{"S3 turn back within a turn", "вверх вверх вниз", st, acts(walk(N, N, S))},
		{"S3 dashes", "вверх-вверх-направо", st, acts(walk(N, N, E))},
		{"S3 English", "go up 3 then right 2", st, acts(walk(N, N, N, E, E))},
		{"S3 steps within the dice", "вверх 3, налево 3", six, acts(walk(N, N, N, W, W, W))},
		{"S4 nut before, during and after", "бросаю гайку вверх, иду вверх 2, бросаю гайку налево, иду налево, кидаю гайку вниз",
			st, acts(act(engine.ActThrowNut, N), walk(N, N), act(engine.ActThrowNut, W), walk(W), act(engine.ActThrowNut, S))},
		{"S4 bare nut", "гайка направо", st, acts(act(engine.ActThrowNut, E))},
		{"S4 throw alone is a nut", "бросаю вверх", st, acts(act(engine.ActThrowNut, N))},
		{"S4 English nut", "throw a nut left", st, acts(act(engine.ActThrowNut, W))},
		{"S3 skip", "пропускаю ход", st, acts(act(engine.ActSkip, maze.None))},
	})
}

func TestNoRules(t *testing.T) {
	var any Options
	runCases(t, []orderCase{
		{"B8 anything goes without rules", "стреляю налево, иду вниз, сижу, прыгаю вверх", any,
			acts(act(engine.ActShoot, W), mv(S), act(engine.ActSit, maze.None), act(engine.ActJump, N))},
		{"S3 a walk of several steps", "иду вверх 2", any, acts(walk(N, N))},
		{"B6 start without rules", "начинаю с а1", any, acts(start(0, 0))},
		{"V7 беру is the arsenal", "беру", any, acts(act(engine.ActTakeArsenal, maze.None))},
	})
}

func TestEmpty(t *testing.T) {
	for _, text := range []string{"", "   \n\n", "Привет!", "# только комментарий", "спасибо."} {
		got, err := Parse(text, Options{Rules: preset(rules.FamilyBase)})
		if err != nil || len(got) != 0 {
			t.Errorf("Parse(%q) = %v, %v; want no actions and no error", text, got, err)
		}
	}
}

func TestTargets(t *testing.T) {
	vmk := Options{Rules: preset(rules.FamilyVMK)}
	miet := Options{Rules: preset(rules.FamilyMIET)}
	base := Options{Rules: preset(rules.FamilyBase)}
	runCases(t, []orderCase{
		{"V21 стреляю в противника", "стреляю в противника, иду налево", vmk, acts(act(engine.ActShoot, maze.None), mv(W))},
		{"V21 English shoot him", "shoot him, go left", vmk, acts(act(engine.ActShoot, maze.None), mv(W))},
		{"M20 бью ногами соседа", "бью ногами соседа", miet, acts(act(engine.ActKick, maze.None))},
		{"I11 бью его", "бью противника", miet, acts(act(engine.ActKick, maze.None))},
		{"B21 колю врага", "колю врага кинжалом", base, acts(act(engine.ActStab, maze.None))},
	})
}

func TestCodeLineIsSkipped(t *testing.T) {
	base := Options{Rules: preset(rules.FamilyBase)}
	runCases(t, []orderCase{
		{"B8 code line before the order", "код: K7Q2-ZX\nиду налево", base, acts(mv(W))},
		{"B8 code and order on one line", "Code = abc_123, go left", base, acts(mv(W))},
	})
}

func TestSlash(t *testing.T) {
	var any Options
	runCases(t, []orderCase{
		{"V11 slash between moves is a fallback", "налево / вверх", any, acts(mv(W, N))},
		{"B8 slash before another order separates", "стреляю вниз / бью ногами", any, acts(act(engine.ActShoot, S), act(engine.ActKick, maze.None))},
	})
}

func TestTransliteration(t *testing.T) {
	vmk := Options{Rules: preset(rules.FamilyVMK)}
	runCases(t, []orderCase{
		{"V11 idu nalevo", "idu nalevo, esli stena - vverkh", vmk, acts(mv(W, N))},
		{"V21 strelyayu", "strelyayu, beru klad, idu napravo", vmk, acts(act(engine.ActShoot, maze.None), act(engine.ActTakeTreasure, maze.None), mv(E))},
		{"V12 sizhu", "sizhu", vmk, acts(act(engine.ActSit, maze.None))},
		{"V20 vzryvayu", "vzryvayu stenu vniz, idu vniz", vmk, acts(act(engine.ActBlow, S), mv(S))},
	})
}
