package engine_test

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"labyrinth/engine"
	"labyrinth/engine/bot"
	"labyrinth/engine/narrate"
	"labyrinth/engine/order"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden")

// TestGoldenGames plays one short bot game per family and compares every
// player's reports and the host's log and map with testdata/golden: a
// change in what the host says shows up as a diff a reader can judge.
func TestGoldenGames(t *testing.T) {
	for _, fam := range families {
		t.Run(string(fam), func(t *testing.T) {
			m := genMaze(fam, 11, 5)
			s := setup(fam, 2, 11)
			g, err := engine.NewGame(m, s)
			if err != nil {
				t.Fatal(err)
			}
			var b strings.Builder
			fmt.Fprintf(&b, "# %s, generated 5x5, seed 11\n", fam)
			for p := range s.Players {
				fmt.Fprintf(&b, "%s hears: %s\n", s.Players[p].Name, narrate.Report(g.Opening(), narrate.ReaderOf(g, engine.PlayerID(p))))
			}
			var bots []bot.Bot
			for p := range s.Players {
				bt, _ := bot.New("random", engine.PlayerID(p), 11)
				bots = append(bots, bt)
			}
			err = bot.Play(g, bots, 12, func(st bot.Step) {
				p := st.Turn.Player
				lang := s.Players[p].Lang
				fmt.Fprintf(&b, "r%d %s: %s\n", st.Round, s.Players[p].Name, order.Options{Maze: m}.FormatLine(st.Turn.Actions, lang))
				for q := range s.Players {
					if r := narrate.Report(st.Events, narrate.ReaderOf(g, engine.PlayerID(q))); r != "" {
						fmt.Fprintf(&b, "    %s hears: %s\n", s.Players[q].Name, r)
					}
				}
				for _, line := range strings.Split(strings.TrimSpace(g.HostLog(st.Events)), "\n") {
					if line != "" {
						fmt.Fprintf(&b, "    host: %s\n", line)
					}
				}
			})
			if err != nil {
				t.Fatal(err)
			}
			b.WriteString(g.HostMap())
			path := filepath.Join("testdata", "golden", string(fam)+".txt")
			if *update {
				if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test -update to create it)", err)
			}
			if got := b.String(); got != string(want) {
				t.Errorf("the game differs from %s (go test -update rewrites it):\n%s", path, firstDiff(string(want), got))
			}
		})
	}
}

func firstDiff(want, got string) string {
	wl, gl := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < max(len(wl), len(gl)); i++ {
		var w, g string
		if i < len(wl) {
			w = wl[i]
		}
		if i < len(gl) {
			g = gl[i]
		}
		if w != g {
			return fmt.Sprintf("line %d:\nwant: %s\n got: %s", i+1, w, g)
		}
	}
	return ""
}
