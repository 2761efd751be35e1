package engine_test

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"labyrinth/engine"
	"labyrinth/engine/bot"
	"labyrinth/engine/narrate"
	"labyrinth/engine/order"
	"labyrinth/internal/golden"
)

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
			golden.CheckString(t, filepath.Join("testdata", "golden", string(fam)+".txt"), b.String())
		})
	}
}
