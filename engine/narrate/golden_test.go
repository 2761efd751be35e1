package narrate_test

import (
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"labyrinth/dsl"
	"labyrinth/dsl/maze"
	"labyrinth/engine"
	"labyrinth/engine/bot"
	"labyrinth/engine/narrate"
	"labyrinth/engine/order"
	"labyrinth/examples"
	"labyrinth/internal/golden"
)

// goldenSeats are the players of the golden games: a woman, a man, and a
// woman again, so that every sentence is heard in both genders, about
// oneself and about another.
var goldenSeats = map[engine.Lang][]engine.PlayerSetup{
	engine.LangRussian: {{Name: "Анна", Gender: engine.GenderFeminine}, {Name: "Борис"}, {Name: "Вера", Gender: engine.GenderFeminine}},
	engine.LangEnglish: {{Name: "Ann", Gender: engine.GenderFeminine}, {Name: "Bob"}, {Name: "Cora", Gender: engine.GenderFeminine}},
}

// TestGoldenReports plays every example game with bots (fixed seed) and
// compares what each player hears, turn by turn, and the host's map at the
// end with testdata/<example>.<lang>.txt, in Russian and in English: a
// change of any sentence shows up as a diff a native speaker can judge.
// go test -update rewrites the files.
func TestGoldenReports(t *testing.T) {
	names := examples.Names()
	if len(names) == 0 {
		t.Fatal("no example games")
	}
	for _, name := range names {
		src, err := examples.Read(name)
		if err != nil {
			t.Fatal(err)
		}
		m, diags := dsl.Compile(name, src)
		if diags.HasErrors() || m == nil {
			t.Fatalf("%s does not compile: %v", name, diags)
		}
		for _, lang := range engine.Langs {
			base := strings.TrimSuffix(name, ".maze")
			t.Run(base+"/"+string(lang), func(t *testing.T) {
				got := playGolden(t, m, name, lang)
				checkGolden(t, filepath.Join("testdata", base+"."+string(lang)+".txt"), got)
			})
		}
	}
}

func playGolden(t *testing.T, m *maze.Maze, name string, lang engine.Lang) string {
	t.Helper()
	n := 3
	if m.Rules.MaxPlayers > 0 {
		n = min(n, m.Rules.MaxPlayers)
	}
	n = max(n, m.Rules.MinPlayers)
	setup := engine.Setup{Seed: 1, OwnFloors: m.Rules.Family == "duel" && len(m.Floors) == 2 && n == 2}
	for i := 0; i < n; i++ {
		p := goldenSeats[lang][i%3]
		p.Lang = lang
		setup.Players = append(setup.Players, p)
	}
	g, err := engine.NewGame(m, setup)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "# %s, rules %s, seed 1, bots explorer\n", name, m.Rules.Family)
	for p := range setup.Players {
		fmt.Fprintf(&b, "# %d %s (%s)\n", p+1, setup.Players[p].Name, setup.Players[p].Gender)
	}
	hear := func(ev []engine.Event, indent string) {
		for q := 0; q < g.Players(); q++ {
			if r := narrate.Report(ev, narrate.ReaderOf(g, engine.PlayerID(q))); r != "" {
				fmt.Fprintf(&b, "%s%s: %s\n", indent, g.Player(engine.PlayerID(q)).Name, r)
			}
		}
	}
	hear(g.Opening(), "")
	var bots []bot.Bot
	for p := 0; p < n; p++ {
		bt, err := bot.New("explorer", engine.PlayerID(p), 1)
		if err != nil {
			t.Fatal(err)
		}
		bots = append(bots, bt)
	}
	opts := order.Options{Maze: m}
	err = bot.Play(g, bots, 60, func(st bot.Step) {
		p := st.Turn.Player
		r := narrate.ReaderOf(g, p)
		for _, rf := range st.Refused {
			fmt.Fprintf(&b, "r%d %s: — %s\n", st.Round, g.Player(p).Name, narrate.Refusal(rf, r))
		}
		fmt.Fprintf(&b, "r%d %s: %s\n", st.Round, g.Player(p).Name, opts.FormatLine(st.Turn.Actions, lang))
		hear(st.Events, "    ")
	})
	if err != nil {
		t.Fatal(err)
	}
	b.WriteString(narrate.Reveal(g, lang))
	return b.String()
}

// leftovers are what a sentence must never show: an unfilled placeholder
// or a key missing from the catalogue.
var leftovers = regexp.MustCompile(`\{[a-z]+\}|\[[a-z-]+(\.[a-z-]+)+\]`)

// checkGolden compares got with the golden file, or rewrites it with
// -update; a failure shows a diff.
func checkGolden(t *testing.T, path, got string) {
	t.Helper()
	if s := leftovers.FindString(got); s != "" {
		t.Errorf("%s: %q left in a sentence", path, s)
	}
	golden.CheckString(t, path, got)
}
