package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"labyrinth/dsl"
	"labyrinth/dsl/maze"
	"labyrinth/engine"
	"labyrinth/examples"
	"labyrinth/pbem/store"
	"labyrinth/printouts"
)

func TestPrintScripts(t *testing.T) { runScripts(t, "print") }

// TestPrintExamples prints the kit of every embedded example, and of the
// default maze with no argument, as a host would.
func TestPrintExamples(t *testing.T) {
	dir := t.TempDir()
	names := append([]string{""}, examples.Names()...)
	for _, name := range names {
		t.Run("example="+name, func(t *testing.T) {
			out := filepath.Join(dir, strings.TrimSuffix(name, ".maze")+"kit.pdf")
			args := []string{"print", "-o", out}
			if name != "" {
				args = append(args, strings.TrimSuffix(name, ".maze"))
			}
			var stdout, stderr bytes.Buffer
			code := run(context.Background(), args, strings.NewReader(""), &stdout, &stderr)
			if strings.Contains(stderr.String(), "E0000") {
				t.Skip("the compiler is not built yet")
			}
			if code == exitFail && strings.Contains(stderr.String(), ": error[") {
				// print refuses a maze with errors; the examples' own tests
				// report them.
				t.Skipf("the example does not compile:\n%s", stderr.String())
			}
			if code != exitOK {
				t.Fatalf("exit %d\n%s", code, stderr.String())
			}
			if !strings.HasPrefix(stdout.String(), "wrote "+out) {
				t.Errorf("stdout %q", stdout.String())
			}
			pdf, err := os.ReadFile(out)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.HasPrefix(pdf, []byte("%PDF-")) {
				t.Errorf("%s is not a PDF", out)
			}
		})
	}
}

const tinyMaze = `title "tiny"

map {
+---+---+
| X     |
+       +
|       |
+---+   +
}
`

// newTestCampaign stores a campaign on the tiny maze with two players, one
// round of orders (one missing) and a state that places the players.
func newTestCampaign(t *testing.T, path string) {
	t.Helper()
	ctx := context.Background()
	m, diags := dsl.Compile("tiny.maze", []byte(tinyMaze))
	if diags.HasErrors() {
		t.Skipf("the tiny maze does not compile here: %v", diags)
	}
	g, err := engine.NewGame(m, engine.Setup{Players: []engine.PlayerSetup{{Name: "Аня", Lang: "ru"}, {Name: "Bob", Lang: "en"}}, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	st := g.State()
	st.Players[0].At, st.Players[0].Placed = maze.Coord{Row: 1, Col: 0}, true
	st.Players[1].At, st.Players[1].Placed = maze.Coord{Row: 0, Col: 1}, true
	blob, err := json.Marshal(&st)
	if err != nil {
		t.Fatal(err)
	}
	s, err := store.Open(ctx, path, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	err = s.Update(ctx, func(tx *store.Tx) error {
		c := &store.Campaign{Name: "autumn", Tag: "autumn", Referee: "referee@example.org", HostEmail: "host@example.org",
			MazeName: "tiny.maze", MazeSource: []byte(tinyMaze), Round: 1, Created: time.Unix(0, 0)}
		if err := tx.CreateCampaign(c); err != nil {
			return err
		}
		for seat, name := range []string{"Аня", "Bob"} {
			if err := tx.AddPlayer(&store.Player{CampaignID: c.ID, Seat: seat, Name: name, Email: fmt.Sprintf("p%d@example.org", seat), Lang: "ru"}); err != nil {
				return err
			}
		}
		if err := tx.OpenRound(&store.Round{CampaignID: c.ID, Number: 1, Opened: time.Unix(0, 0)}); err != nil {
			return err
		}
		if err := tx.PutOrder(&store.Order{CampaignID: c.ID, Round: 1, Seat: 0, Text: "направо\nберу клад", Received: time.Unix(0, 0)}); err != nil {
			return err
		}
		if err := tx.PutOrder(&store.Order{CampaignID: c.ID, Round: 1, Seat: 1, Missing: true, Received: time.Unix(0, 0)}); err != nil {
			return err
		}
		return tx.PutState(c.ID, store.State{Round: 1, Blob: blob, Hash: g.Hash()})
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestPrintCampaign prints a game by mail in progress: the players where
// they stand on the host sheet and their orders in the turn log.
func TestPrintCampaign(t *testing.T) {
	dir := t.TempDir()
	campDir := filepath.Join(dir, "autumn")
	if err := os.Mkdir(campDir, 0o755); err != nil {
		t.Fatal(err)
	}
	db := filepath.Join(campDir, "campaign.db")
	newTestCampaign(t, db)

	var opts printouts.Options
	e := &env{ctx: context.Background(), stdout: &bytes.Buffer{}, stderr: &bytes.Buffer{}}
	m, err := loadCampaign(e, db, "autumn", &opts)
	if err != nil {
		t.Fatalf("%v\n%s", err, e.stderr)
	}
	if m.Title != "tiny" {
		t.Errorf("maze %q", m.Title)
	}
	if got := strings.Join(opts.PlayerNames, ","); got != "Аня,Bob" {
		t.Errorf("players %q", got)
	}
	wantMarks := []printouts.Marker{{Name: "Аня", At: maze.Coord{Row: 1, Col: 0}}, {Name: "Bob", At: maze.Coord{Row: 0, Col: 1}}}
	if fmt.Sprint(opts.Markers) != fmt.Sprint(wantMarks) {
		t.Errorf("markers %v, want %v", opts.Markers, wantMarks)
	}
	wantLog := []printouts.LogEntry{{Round: 1, Player: 0, Order: "направо; беру клад"}, {Round: 1, Player: 1, Order: "—"}}
	if fmt.Sprint(opts.Log) != fmt.Sprint(wantLog) {
		t.Errorf("log %v, want %v", opts.Log, wantLog)
	}

	// The campaign directory, with or without NAME, and the database file.
	for i, args := range [][]string{{"--campaign", campDir}, {"--campaign", campDir, "autumn"}, {"--campaign", "autumn", "--db", db}} {
		out := filepath.Join(dir, fmt.Sprintf("kit%d.pdf", i))
		var stdout, stderr bytes.Buffer
		if code := run(context.Background(), append([]string{"print", "-o", out}, args...), strings.NewReader(""), &stdout, &stderr); code != exitOK {
			t.Fatalf("%v: exit %d: %s", args, code, stderr.String())
		}
		if !strings.HasPrefix(stdout.String(), "wrote "+out) {
			t.Errorf("%v: stdout %q", args, stdout.String())
		}
	}

	// Mistakes: no such directory, a directory without a campaign, no
	// such database, no such campaign, a maze besides --db.
	empty := filepath.Join(dir, "empty")
	if err := os.Mkdir(empty, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"print", "--campaign", filepath.Join(dir, "none")}, "no campaign directory"},
		{[]string{"print", "--campaign", empty}, "holds no campaign (no campaign.db in it)"},
		{[]string{"print", "--campaign", "autumn", "--db", filepath.Join(dir, "none.db")}, "no campaign database"},
		{[]string{"print", "--campaign", "autum", "--db", db}, `did you mean "autumn"`},
		{[]string{"print", "--campaign", campDir, "autum"}, `did you mean "autumn"`},
		{[]string{"print", "--campaign", "autumn", "--db", db, "base"}, "give either a maze, --generate or --campaign"},
	} {
		var stderr bytes.Buffer
		if code := run(context.Background(), tc.args, strings.NewReader(""), &bytes.Buffer{}, &stderr); code == exitOK || !strings.Contains(stderr.String(), tc.want) {
			t.Errorf("%v: exit %d, stderr %q, want %q", tc.args, code, stderr.String(), tc.want)
		}
	}
}
