package bot_test

import (
	"bytes"
	"errors"
	"io"
	"strconv"
	"strings"
	"testing"

	"labyrinth/dsl"
	"labyrinth/dsl/gen"
	"labyrinth/engine"
	"labyrinth/engine/bot"
	"labyrinth/engine/narrate"
	"labyrinth/examples"
)

// hotSeat is a game on the 4×4 maze of the play testscript, one person
// (Анна) and bots bots.
func hotSeat(t *testing.T, people []engine.PlayerSetup, bots int) *bot.HotSeat {
	t.Helper()
	s := gen.NewSpec()
	s.Seed = 1
	if err := s.Parse("4x4,seed=36"); err != nil {
		t.Fatal(err)
	}
	r, err := gen.Generate(s.Options)
	if err != nil {
		t.Fatal(err)
	}
	ps := append(people, narrate.Seats(len(people)+bots, engine.LangRussian)[len(people):]...)
	g, err := engine.NewGame(r.Maze, engine.Setup{Players: ps, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	return &bot.HotSeat{Game: g, Name: "4×4", People: len(people), Kind: "explorer", Seed: 1, Lang: engine.LangRussian}
}

var anna = engine.PlayerSetup{Name: "Анна", Gender: engine.GenderFeminine}

func run(t *testing.T, h *bot.HotSeat, input string) string {
	t.Helper()
	var out bytes.Buffer
	if err := h.Run(strings.NewReader(input), &out); err != nil {
		t.Fatal(err)
	}
	return out.String()
}

// A person's orders are answered in their gender; an unreadable one is
// explained; help lists the orders of the rules; quit ends with the
// host's map.
func TestHotSeat(t *testing.T) {
	out := run(t, hotSeat(t, []engine.PlayerSetup{anna}, 0), "начинаю с а1\nиду вниз\nпропускаю ход\nпрыг-скок\nстреляю в себя\nпомощь\nконец\n")
	for _, want := range []string{"Лабиринт: 4×4\n", "— ходит Анна, ход 1 —", "Назови начальную клетку", "> Прошла.",
		"> Пропускаешь ход.\n", "Не понял: непонятное слово «прыг»", "Так нельзя: в себя стрелять нельзя", "Приказы: иду налево", "Игра не окончена.\nКарта ведущего:\n", "\n1 Анна: "} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
}

// Bots play the seats after the people's, and their reports are never
// shown.
func TestHotSeatBots(t *testing.T) {
	out := run(t, hotSeat(t, []engine.PlayerSetup{anna}, 1), "начинаю с а1\nиду вниз\nиду вниз\nконец\n")
	if strings.Contains(out, "ходит Борис") || !strings.Contains(out, "\n2 Борис: ") {
		t.Errorf("want Борис played by a bot, unseen:\n%s", out)
	}
}

// Two people at one keyboard: the screen is cleared between them once
// the first has pressed Enter.
func TestHotSeatClear(t *testing.T) {
	h := hotSeat(t, []engine.PlayerSetup{anna, {Name: "Bob", Lang: engine.LangEnglish}}, 0)
	h.Clear = true
	out := run(t, h, "начинаю с а1\n\nstart at A1\nконец\n")
	if !strings.Contains(out, "Enter — передать ход дальше… \033[2J\033[H\n— Bob's turn, round 1 —") {
		t.Errorf("want the screen cleared for Bob, in English:\n%q", out)
	}
}

// The log replays: a second game from the log of the first starts where
// it ended and logs on.
func TestHotSeatReplay(t *testing.T) {
	var log bytes.Buffer
	h := hotSeat(t, []engine.PlayerSetup{anna}, 1)
	h.Log = &log
	run(t, h, "начинаю с а1\nиду вниз\nиду направо\nконец\n")
	turns := strings.Count(log.String(), "\n")
	if turns < 3 {
		t.Fatalf("%d turns logged:\n%s", turns, log.String())
	}
	h2 := hotSeat(t, []engine.PlayerSetup{anna}, 1)
	h2.Replay, h2.ReplayName = log.Bytes(), "game.log"
	out := run(t, h2, "конец\n")
	if want := "Журнал повторён до хода " + strconv.Itoa(h.Game.Round()) + "."; !strings.Contains(out, want) {
		t.Errorf("no %q in\n%s", want, out)
	}
	h3 := hotSeat(t, []engine.PlayerSetup{anna}, 1)
	h3.Replay, h3.ReplayName = []byte("{not a turn\n"), "bad.log"
	if err := h3.Run(strings.NewReader(""), &bytes.Buffer{}); err == nil || !strings.HasPrefix(err.Error(), "bad.log:1: not a turn") {
		t.Errorf("bad log: %v", err)
	}
}

// The frame around the reports speaks the people's language when they
// all read one: an English player alone gets an English frame (the
// host's Lang is Russian here). Errors name no position and no rule.
func TestHotSeatFrameLanguage(t *testing.T) {
	bob := engine.PlayerSetup{Name: "Bob", Lang: engine.LangEnglish}
	out := run(t, hotSeat(t, []engine.PlayerSetup{bob}, 0), "start at A1\nshoot myself\njump-jump\nquit\n")
	for _, want := range []string{"Maze: 4×4\n", "— Bob's turn, round 1 —", "The game is not over.\nThe host's map:\n", "Legend: "} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
	for _, bad := range []string{"Лабиринт", "Карта ведущего", "1:1:", "["} {
		if strings.Contains(out, bad) {
			t.Errorf("%q in\n%s", bad, out)
		}
	}
}

// Lines that are not orders (too long, a NUL byte, not UTF-8) are
// answered with why, and the game goes on; the end of the input is said,
// never silent, whatever came before it.
func TestHotSeatLinesNotRead(t *testing.T) {
	long := strings.Repeat("иду вниз, ", bot.MaxOrderLine/10)
	in := "начинаю с а1\n" + long + "\nиду\x00 вниз\nиду \xff\xfe вниз\nиду вниз" // the last line has no line end
	out := run(t, hotSeat(t, []engine.PlayerSetup{anna}, 0), in)
	for _, want := range []string{
		"Строка длиннее 64 КиБ не прочитана",
		"В строке нулевой байт (NUL)",
		"Строка не в кодировке UTF-8",
		"> Прошла.", // the last line, read though it has no line end
		"Ввод кончился: игра остановлена.\n",
		"Игра не окончена.",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%.3000s", want, out)
		}
	}
	if n := strings.Count(out, "Прошла."); n != 1 {
		t.Errorf("%d moves made, want 1 (the last line's):\n%.3000s", n, out)
	}
}

// failingLog is a turn log on a full disk.
type failingLog struct{}

func (failingLog) Write([]byte) (int, error) { return 0, errors.New("no space left on device") }

// A turn the log cannot keep stops the game with the error: with
// --replay, every turn played is in the log.
func TestHotSeatLogFailureStops(t *testing.T) {
	h := hotSeat(t, []engine.PlayerSetup{anna}, 0)
	h.Log, h.ReplayName = failingLog{}, "turns.log"
	err := h.Run(strings.NewReader("начинаю с а1\nиду вниз\n"), io.Discard)
	if err == nil || !strings.Contains(err.Error(), "turns.log: no space left on device") {
		t.Errorf("Run: %v, want the log's error", err)
	}
}

// At a table of two languages each player is asked to pass the keyboard
// in their own, and the end (the result and the host's map) is shown in
// both, each map in its own letters.
func TestHotSeatMixedTable(t *testing.T) {
	john := engine.PlayerSetup{Name: "John", Lang: engine.LangEnglish}
	h := hotSeat(t, []engine.PlayerSetup{john, anna}, 0)
	h.Clear = true
	out := run(t, h, "start at A1\n\nначинаю с а2\n\nquit\n")
	for _, want := range []string{
		"Enter — pass the keyboard on… \033[2J\033[H\n— ходит Анна",
		"Enter — передать ход дальше… \033[2J\033[H\n— John's turn",
		"Maze: 4×4\n", "Лабиринт: 4×4\n",
		"The game is not over.\nThe host's map:\n    A   B",
		"Игра не окончена.\nКарта ведущего:\n    а   б",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
}

// hotSeatOn is a game of one person (Анна) on the maze src.
func hotSeatOn(t *testing.T, src string, people ...engine.PlayerSetup) *bot.HotSeat {
	t.Helper()
	m, ds := dsl.Compile("t.maze", []byte(src))
	if ds.HasErrors() {
		t.Fatal(ds)
	}
	g, err := engine.NewGame(m, engine.Setup{Players: people, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	return &bot.HotSeat{Game: g, Name: "t", People: len(people), Kind: "explorer", Seed: 1, Lang: engine.LangRussian}
}

// The example start cell is a cell of this maze: «б2» on a 2×2, "A2" on
// a maze one column wide (B6).
func TestHotSeatStartExample(t *testing.T) {
	two := "rules base {\n}\n\nmap {\n+---+---+\n| X     |\n+   +   +\n|       |\n+---+   +\n}\n"
	out := run(t, hotSeatOn(t, two, anna), "конец\n")
	if !strings.Contains(out, "например «начинаю с б2»") {
		t.Errorf("want the example б2 on a 2×2 maze:\n%s", out)
	}
	one := "rules base {\n}\n\nmap {\n+---+\n| X |\n+   +\n|   |\n+   +\n}\n"
	out = run(t, hotSeatOn(t, one, engine.PlayerSetup{Name: "Bob", Lang: engine.LangEnglish}), "quit\n")
	if !strings.Contains(out, `e.g. "start at A2"`) {
		t.Errorf("want the example A2 on a maze one column wide:\n%s", out)
	}
}

// The kit line shows the MIET bag of cement (I3) with the grenades and
// bullets.
func TestHotSeatKitCement(t *testing.T) {
	src, err := examples.Read("miet")
	if err != nil {
		t.Fatal(err)
	}
	out := run(t, hotSeatOn(t, string(src), anna), "конец\n")
	if !strings.Contains(out, "3 гранаты, 5 патронов, 1 мешок цемента\n") {
		t.Errorf("want the bag of cement in the kit line:\n%s", out)
	}
}

// The turns a person skipped are told once, in the past tense, when her
// turn comes again (D9: «Попуск трех ходов»): «Ты пропустила ходы 3–5:
// капкан.», not a present-tense line a turn.
func TestHotSeatSkippedTurnsOnce(t *testing.T) {
	src := `rules duel {
}

map {
+---+---+---+   +
| P1| P2| P3| P4|
+   +   +   +   +
  B1  B2  B3  B4|
+   +   +   +   +
| C | Y | T | X  
+   +   +   +   +
| O   O   O     |
+---+---+   +---+
}
`
	h := hotSeatOn(t, src, anna, engine.PlayerSetup{Name: "Bob", Lang: engine.LangEnglish})
	out := run(t, h, "начинаю с в4\nstart at d4\nиду наверх\nmove west\nmove east\nmove west\nmove east\nконец\n")
	if n := strings.Count(out, "Ты пропустила ходы 3–5: капкан.\n"); n != 1 {
		t.Errorf("want «Ты пропустила ходы 3–5: капкан.» once, got %d times:\n%s", n, out)
	}
	if strings.Contains(out, "Пропускаешь ход 3") {
		t.Errorf("a skipped turn told in the present:\n%s", out)
	}
}
