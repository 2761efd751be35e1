package engine_test

// Scenarios: one small game per rule, written so that a host who does not
// read Go can check it against the source texts. Each file in
// testdata/scenarios is a txtar archive named by the rule it shows
// (B8-blast-is-whole-turn.txtar) and holds:
//
//   - the comment (before the first file): the rule, the source text's Russian
//     sentence quoted, and what the scenario shows;
//   - "maze": the maze in the maze language (grammar.md), with its rules
//     block: the preset and every option the scenario needs;
//   - "maze2", optional: a second one-floor maze for a duel on two mazes
//     (D1, S11, as `labyrinth play --versus`): the first player explores
//     "maze", the second "maze2", each a world of its own;
//   - "game": one line per seat, «player NAME LANG [GENDER]» (LANG ru or
//     en, GENDER m or f), and optionally «seed N» (the host's dice);
//   - "play": the orders turn by turn, each «NAME: order text» as the
//     player would write it, and below each order, indented, what every
//     player hears after that turn («NAME hears: …») and the host's log
//     («host: …»). Indented lines before the first order are the opening;
//     «die: N» under a Stalker's order is the d6 thrown for that walk.
//     Lines starting with # are comments and are kept.
//
// The test replays the orders through the order reader and the engine and
// compares the indented lines with what the game says now. go test -update
// rewrites them (orders and comments stay as written); review the diff.

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/txtar"

	"labyrinth/dsl"
	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
	"labyrinth/engine"
	"labyrinth/engine/narrate"
	"labyrinth/engine/order"
	"labyrinth/internal/golden"
)

const scenarioDir = "testdata/scenarios"

func TestScenarios(t *testing.T) {
	for _, file := range golden.Files(t, filepath.Join(scenarioDir, "*.txtar")) {
		name := strings.TrimSuffix(filepath.Base(file), ".txtar")
		t.Run(name, func(t *testing.T) {
			ar, err := txtar.ParseFile(file)
			if err != nil {
				t.Fatal(err)
			}
			sc, err := readScenario(ar)
			if err != nil {
				t.Fatalf("%s: %v", file, err)
			}
			if len(bytes.TrimSpace(ar.Comment)) == 0 {
				t.Errorf("%s: the comment must quote the source text's rule", file)
			}
			got, err := sc.run()
			if err != nil {
				t.Fatalf("%s: %v", file, err)
			}
			want := sc.play
			if golden.Update() {
				setSection(ar, "play", got)
				if err := os.WriteFile(file, txtar.Format(ar), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			if got != want {
				t.Errorf("%s: the game differs from the scenario (go test ./engine -run TestScenarios -update rewrites it):\n%s",
					file, golden.Diff("scenario", []byte(want), "game", []byte(got)))
			}
		})
	}
}

// scenario is one parsed scenario file.
type scenario struct {
	maze  []byte
	maze2 []byte // the second maze of a duel on two mazes, or nil
	seats []engine.PlayerSetup
	seed  int64
	play  string
}

func section(ar *txtar.Archive, name string) ([]byte, bool) {
	for _, f := range ar.Files {
		if f.Name == name {
			return f.Data, true
		}
	}
	return nil, false
}

func setSection(ar *txtar.Archive, name, data string) {
	for i := range ar.Files {
		if ar.Files[i].Name == name {
			ar.Files[i].Data = []byte(data)
			return
		}
	}
	ar.Files = append(ar.Files, txtar.File{Name: name, Data: []byte(data)})
}

func readScenario(ar *txtar.Archive) (*scenario, error) {
	sc := &scenario{seed: 1}
	var ok bool
	if sc.maze, ok = section(ar, "maze"); !ok {
		return nil, errors.New(`no "maze" section`)
	}
	sc.maze2, _ = section(ar, "maze2")
	game, ok := section(ar, "game")
	if !ok {
		return nil, errors.New(`no "game" section`)
	}
	for i, line := range strings.Split(string(game), "\n") {
		f := strings.Fields(line)
		if len(f) == 0 || strings.HasPrefix(f[0], "#") {
			continue
		}
		switch {
		case f[0] == "player" && (len(f) == 3 || len(f) == 4):
			if f[2] != "ru" && f[2] != "en" {
				return nil, fmt.Errorf("game:%d: language %q: want ru or en", i+1, f[2])
			}
			if len(f) == 4 && f[3] != "m" && f[3] != "f" {
				return nil, fmt.Errorf("game:%d: gender %q: want m or f", i+1, f[3])
			}
			seat := engine.PlayerSetup{Name: f[1], Lang: engine.Lang(f[2])}
			if len(f) == 4 {
				seat.Gender, _ = engine.ParseGender(f[3])
			}
			sc.seats = append(sc.seats, seat)
		case f[0] == "seed" && len(f) == 2:
			n, err := strconv.ParseInt(f[1], 10, 64)
			if err != nil {
				return nil, fmt.Errorf("game:%d: seed: %v", i+1, err)
			}
			sc.seed = n
		default:
			return nil, fmt.Errorf("game:%d: %q: want «player NAME LANG [m|f]» or «seed N»", i+1, line)
		}
	}
	if len(sc.seats) == 0 {
		return nil, errors.New("game: no players")
	}
	play, ok := section(ar, "play")
	if !ok {
		return nil, errors.New(`no "play" section`)
	}
	sc.play = string(play)
	return sc, nil
}

// run plays the scenario's orders and returns the play section as the
// game tells it now: orders and comments as written, the hearings fresh.
func (sc *scenario) run() (string, error) {
	compile := func(name string, src []byte) (*maze.Maze, error) {
		m, ds := dsl.Compile(name, src)
		if ds.HasErrors() {
			var b strings.Builder
			for _, d := range ds {
				fmt.Fprintf(&b, "\n  %s", d)
			}
			return nil, fmt.Errorf("the %s does not compile:%s", name, b.String())
		}
		return m, nil
	}
	m, err := compile("maze", sc.maze)
	if err != nil {
		return "", err
	}
	if sc.maze2 != nil {
		m2, err := compile("maze2", sc.maze2)
		if err != nil {
			return "", err
		}
		if m, err = engine.DuelMaze(m, m2); err != nil {
			return "", err
		}
	}
	g, err := engine.NewGame(m, engine.Setup{Players: sc.seats, Seed: sc.seed, OwnFloors: sc.maze2 != nil})
	if err != nil {
		return "", err
	}
	seat := map[string]engine.PlayerID{}
	for i, s := range sc.seats {
		seat[s.Name] = engine.PlayerID(i)
	}
	var b strings.Builder
	tell := func(ev []engine.Event) {
		for i, s := range sc.seats {
			if r := narrate.Report(ev, narrate.ReaderOf(g, engine.PlayerID(i))); r != "" {
				fmt.Fprintf(&b, "    %s hears: %s\n", s.Name, r)
			}
		}
		for _, line := range strings.Split(strings.TrimSpace(g.HostLog(ev)), "\n") {
			if line != "" {
				fmt.Fprintf(&b, "    host: %s\n", line)
			}
		}
	}
	tell(g.Opening())
	lines := strings.Split(strings.TrimRight(sc.play, "\n"), "\n")
	for i, line := range lines {
		n := i + 1
		switch {
		case strings.TrimSpace(line) == "" || strings.HasPrefix(line, " ") || strings.HasPrefix(line, "\t"):
			continue // a hearing: regenerated
		case strings.HasPrefix(line, "#"):
			b.WriteString(line + "\n")
			continue
		}
		who, text, ok := strings.Cut(line, ":")
		p, known := seat[strings.TrimSpace(who)]
		if !ok || !known {
			return "", fmt.Errorf("play:%d: %q: want «NAME: order» with NAME a player of the game section", n, line)
		}
		b.WriteString(line + "\n")
		if g.Over() {
			return "", fmt.Errorf("play:%d: the game is over", n)
		}
		if mv := g.ToMove(); mv != p {
			return "", fmt.Errorf("play:%d: %s gives an order, but it is %s's turn; the game so far:\n%s",
				n, who, sc.seats[mv].Name, b.String())
		}
		v := g.ViewOf(p)
		if v.Shape == rules.TurnDice && !v.ChooseStart {
			fmt.Fprintf(&b, "    die: %d\n", v.Dice) // what the Stalker referee tells before the walk (S3)
		}
		acts, err := order.Parse(strings.TrimSpace(text), order.Options{
			Rules: g.Options(), Actions: v.Actions, Start: v.ChooseStart,
			Steps: v.Dice, Maze: m, OwnMaze: v.OwnMaze, Lang: order.Lang(sc.seats[p].Lang),
		})
		if err != nil {
			fmt.Fprintf(&b, "    cannot read: %s\n", strings.ReplaceAll(err.Error(), "\n", " / "))
			continue
		}
		ev, err := g.Apply(engine.Turn{Player: p, Actions: acts})
		if err != nil {
			var r *engine.Refusal
			if !errors.As(err, &r) {
				return "", fmt.Errorf("play:%d: %v", n, err)
			}
			fmt.Fprintf(&b, "    refused: %s\n", narrate.Refusal(r, narrate.ReaderOf(g, p)))
			continue
		}
		tell(ev)
	}
	if g.Over() {
		b.WriteString("    the game is over\n")
	}
	return b.String(), nil
}
