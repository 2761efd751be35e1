package order

import (
	"errors"
	"strings"
	"testing"

	"labyrinth/dsl/rules"
)

func TestErrors(t *testing.T) {
	base := Options{Rules: preset(rules.FamilyBase)}
	vmk := Options{Rules: preset(rules.FamilyVMK)}
	duel := Options{Rules: preset(rules.FamilyDuel)}
	threeBumps := *preset(rules.FamilySchool)
	threeBumps.MaxBumps = 3
	three := Options{Rules: &threeBumps}
	st := Options{Rules: preset(rules.FamilyStalker), Steps: 4}
	cases := []struct {
		name      string
		text      string
		opts      Options
		line, col int
		msg, hint string // substrings of Msg and Hint
		rule      string
	}{
		{"B2 no relative directions", "иду прямо", base, 1, 5, "зависит от того, куда смотреть", "", "B2"},
		{"B8 misspelt direction", "иду налева", base, 1, 5, "непонятное слово «налева»", "«налево»", ""},
		{"B8 misspelt verb", "стриляю вниз", base, 1, 1, "непонятное слово", "«стреляю»", ""},
		{"B8 misspelt English", "go lefft", base, 1, 4, "unknown word \"lefft\"", "\"left\"", ""},
		{"B8 wrong keyboard layout, not a known word", "yfktdf", base, 1, 1, "unknown word", "\"налево\"", ""},
		{"B8 error on the second line", "Привет\nиду нолево", base, 2, 5, "непонятное слово «нолево»", "«налево»", ""},
		{"B8 missing direction", "иду", base, 1, 4, "куда? Не указано направление", "", ""},
		{"B8 missing direction English", "go", base, 1, 3, "which way? No direction given", "", ""},
		{"B8 one action a turn", "иду налево, стреляю вверх", base, 1, 13, "одно действие", "следующий ход", "B8"},
		{"B8 a move is one step", "иду налево 2", base, 1, 5, "один шаг", "", "B8"},
		{"B9 no fallbacks where a bump ends the turn", "иду налево, если стена — вверх", base, 1, 13, "запасных ходов нет", "", "B9"},
		{"B12 shooting needs a direction", "стреляю", base, 1, 1, "Не указано направление", "«стреляю налево»", "B12"},
		{"V21 shooting at the own cell has no direction", "стреляю налево, иду вверх", vmk, 1, 9, "направление не нужно", "«стреляю»", "V21"},
		{"V21 shooting oneself", "стреляю в себя", vmk, 1, 11, "в себя стрелять нельзя", "без направления", "V21"},
		{"B12 shooting oneself where a shot takes a direction", "стреляю в себя", base, 1, 11, "в себя стрелять нельзя", "стреляй в направлении, например «стреляю налево»", "B12"},
		{"B12 shooting oneself, English", "shoot myself", base, 1, 7, "you cannot shoot yourself", "shoot in a direction, e.g. \"shoot left\"", "B12"},
		{"V24 a turn ends with a move", "стреляю, беру клад", vmk, 1, 19, "заканчивается перемещением", "", "V24"},
		{"V24 nothing after the move", "иду налево, беру клад", vmk, 1, 13, "заканчивается перемещением", "до хода", "V24"},
		{"V24 one move", "иду налево, иду вверх", vmk, 1, 13, "одно", "если стена", "V24"},
		{"V9 mines not in the rules", "иду налево, оставляю мину", vmk, 1, 13, "нет: мины игроков", "", "V9"},
		{"V11 fallback without a move", "если стена — вверх", vmk, 1, 1, "нужен ход", "", "V11"},
		{"V11 fallback repeats", "налево, если стена — налево", vmk, 1, 22, "уже было", "", "V11"},
		{"V11 fallback not a move", "иду налево, если стена — стреляю вверх", vmk, 1, 26, "только ход", "", "V11"},
		{"C6 at most MaxBumps tries", "вверх/вниз/налево/направо", three, 1, 19, "не больше 3 попыток", "", "C6"},
		{"V23 no bricks in base", "бросаю кирпич налево", base, 1, 1, "нет: кирпичи", "", "V23"},
		{"B6 the start is the whole first turn", "начинаю с в5, иду налево", Options{Rules: preset(rules.FamilyBase), Start: true}, 1, 15, "весь первый ход", "следующими приказами", "B6"},
		{"V12 no jumping in base", "прыгаю вверх", base, 1, 1, "нет: прыжки", "", "V12"},
		{"V7 no arsenal taking in base", "беру арсенал", base, 1, 1, "нет: взять арсенал", "сам", "B14"},
		{"D13 no dropping in the duel", "бросаю клад", duel, 1, 1, "нет: бросить клад", "обменять", "D13"},
		{"D3 start only before the first turn", "начинаю с б4", duel, 1, 11, "до первого хода", "", "B6"},
		{"V10 the host places players", "начинаю с б4", Options{Rules: preset(rules.FamilyVMK), Start: true}, 1, 11, "расставляет ведущий", "", "V10"},
		{"B6 first name the start cell", "иду налево", Options{Rules: preset(rules.FamilyBase), Start: true}, 1, 1, "начальную клетку", "«начинаю с б4»", "B6"},
		{"B6 not a cell", "начинаю с й4", Options{Rules: preset(rules.FamilyBase), Start: true}, 1, 11, "не клетка", "", "B6"},
		{"B6 start needs a cell", "начинаю", Options{Rules: preset(rules.FamilyBase), Start: true}, 1, 8, "нет клетки", "", "B6"},
		{"M14 one floor", "go upstairs", base, 1, 4, "one floor", "", "M14"},
		{"M20 no kicking in base", "бью ногами", base, 1, 1, "нет: удар ногами", "", "M20"},
		{"S3 walk longer than the dice", "вверх 3, направо 2", st, 1, 10, "на кубике 4", "", "S3"},
		{"S3 count without direction", "иду 3", st, 1, 5, "после числа нужно направление", "", "S3"},
		{"S4 no nuts outside Stalker", "бросаю гайку вверх", base, 1, 1, "нет: гайки", "", "S4"},
		{"B8 what to do with the treasure", "клад", base, 1, 1, "что сделать с «клад»", "", ""},
		{"B8 throw what", "бросаю налево", vmk, 1, 7, "бросаю что?", "", ""},
		{"B8 sit takes no direction", "сижу налево", vmk, 1, 6, "без направления", "", ""},
		{"B8 cell in a move", "иду в б4", base, 1, 7, "только при выборе начала", "«начинаю с б4»", "B6"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Parse(c.text, c.opts)
			if err == nil {
				t.Fatalf("Parse(%q): no error", c.text)
			}
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("Parse(%q): %T is not an *order.Error", c.text, err)
			}
			if e.Line != c.line || e.Col != c.col {
				t.Errorf("position %d:%d, want %d:%d (%v)", e.Line, e.Col, c.line, c.col, err)
			}
			if !strings.Contains(e.Msg, c.msg) {
				t.Errorf("message %q, want it to contain %q", e.Msg, c.msg)
			}
			if !strings.Contains(e.Hint, c.hint) {
				t.Errorf("hint %q, want it to contain %q", e.Hint, c.hint)
			}
			if e.Rule != c.rule {
				t.Errorf("rule %q, want %q", e.Rule, c.rule)
			}
		})
	}
}

func TestErrorListKeepsGoodOrders(t *testing.T) {
	opts := Options{Rules: preset(rules.FamilyBase)}
	got, err := Parse("стриляю\nбросаю клад\nиду нолево", opts)
	errs := Errors(err)
	if len(errs) != 2 {
		t.Fatalf("want 2 errors, got %v", err)
	}
	if errs[0].Line != 1 || errs[1].Line != 3 {
		t.Errorf("errors on lines %d and %d, want 1 and 3", errs[0].Line, errs[1].Line)
	}
	if len(got) != 1 || got[0].Kind.String() != "drop-treasure" {
		t.Errorf("good orders %v, want the dropped treasure", got)
	}
}

func TestErrorText(t *testing.T) {
	_, err := Parse("иду налева", Options{})
	want := "1:5: непонятное слово «налева»; ожидалось: направление: вверх, вниз, налево, направо; может быть, «налево»?"
	if err.Error() != want {
		t.Errorf("Error() = %q\nwant %q", err.Error(), want)
	}
	var e *Error
	errors.As(err, &e)
	if got, want := e.Snippet(), "иду налева\n    ^^^^^^"; got != want {
		t.Errorf("Snippet() = %q, want %q", got, want)
	}
	_, err = Parse("\tиду  налева", Options{})
	if e := Errors(err)[0]; e.Snippet() != "\tиду  налева\n\t     ^^^^^^" {
		t.Errorf("Snippet with a tab = %q", e.Snippet())
	}
	_, err = Parse("go lefft", Options{Lang: Russian})
	if !strings.Contains(err.Error(), "непонятное слово") {
		t.Errorf("Options.Lang ignored: %v", err)
	}
}

// TestJoinedClauseWithoutOrderWord: a clause joined by «и» takes the
// order word of the one before; when that order needs a word after the
// order word, the error points into the joined clause instead of failing.
func TestJoinedClauseWithoutOrderWord(t *testing.T) {
	vmk := Options{Rules: preset(rules.FamilyVMK)}
	for _, c := range []struct {
		text string
		col  int
		msg  string
	}{
		{"бросаю и шаг налево", 13, "бросаю что?"},
		{"начинаю и шаг налево", 14, "начинаю где?"},
	} {
		t.Run(c.text, func(t *testing.T) {
			_, err := Parse(c.text, vmk)
			errs := Errors(err)
			if len(errs) != 2 {
				t.Fatalf("Parse(%q): want 2 errors, got %v", c.text, err)
			}
			if e := errs[1]; e.Col != c.col || !strings.Contains(e.Msg, c.msg) {
				t.Errorf("Parse(%q): second error %d:%d %s, want col %d and %q", c.text, e.Line, e.Col, e.Msg, c.col, c.msg)
			}
		})
	}
}
