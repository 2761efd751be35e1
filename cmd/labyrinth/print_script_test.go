package main

import (
	"bytes"
	"context"
	"encoding/base64"
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
	"labyrinth/pbem"
	"labyrinth/pbem/campaign"
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
		t.Fatalf("the tiny maze does not compile: %v", diags)
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
	m, _, err := loadCampaign(e, db, "autumn", nil, &opts)
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

// playedCampaign creates a campaign on the school example with the rules
// engine and plays rounds by mail: each round's orders by seat ("" for a
// silent player), resolved at its deadline. The last round may be left
// open (open true).
func playedCampaign(t *testing.T, path string, rounds [][]string, open bool) {
	t.Helper()
	ctx := context.Background()
	st, err := store.Open(ctx, path, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	ref, err := campaign.New(campaign.Options{Store: st, Engine: campaign.RulesEngine{}, Orders: campaign.RulesOrders{}, Compile: campaign.CompileMaze})
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := campaign.ParseConfig("winter.json", []byte(`{"name": "winter", "tag": "winter", "referee": "referee@example.org",
		"host": "host@example.org", "maze": "base.maze", "round": "24h",
		"players": [{"name": "Аня", "email": "anya@example.org", "lang": "ru"}, {"name": "Bob", "email": "bob@example.org", "lang": "en"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	src, err := examples.Read("base.maze")
	if err != nil {
		t.Fatal(err)
	}
	t0 := time.Date(2026, 1, 5, 12, 0, 0, 0, time.UTC)
	c, err := ref.Create(ctx, cfg, "base.maze", src, t0)
	if err != nil {
		t.Fatal(err)
	}
	emails := []string{"anya@example.org", "bob@example.org"}
	clock, n := t0, 0
	round := func() int {
		var cur int
		st.View(ctx, func(tx *store.Tx) error {
			cc, err := tx.Campaign("winter")
			if err == nil {
				cur = cc.Round
			}
			return err
		})
		return cur
	}
	for r, orders := range rounds {
		if round() != r+1 {
			t.Fatalf("round %d is not open", r+1)
		}
		for seat, text := range orders {
			if text == "" {
				continue
			}
			n++
			clock = clock.Add(time.Minute)
			id := fmt.Sprintf("m%d@example.org", n)
			raw := fmt.Sprintf("From: %s\r\nTo: referee@example.org\r\nSubject: [lab:winter]\r\nMessage-ID: <%s>\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\ncode: %s\r\n%s\r\n",
				emails[seat], id, c.Codes[seat], strings.ReplaceAll(text, "\n", "\r\n"))
			if err := ref.HandleMail(ctx, pbem.Message{MessageID: id, Raw: []byte(raw)}, clock); err != nil {
				t.Fatal(err)
			}
		}
		if r == len(rounds)-1 && open {
			break
		}
		// All orders in resolve the round soon; missing ones at the deadline.
		for round() == r+1 {
			clock = clock.Add(time.Hour)
			if err := ref.Tick(ctx, clock); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestPrintCampaignAnswers: the host's turn log of a game by mail in
// progress has each round's orders, what each player was told, in the
// kit's language, and where he stood after; the open round has its orders
// alone.
func TestPrintCampaignAnswers(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "winter.db")
	playedCampaign(t, db, [][]string{
		{"начинаю с а1", "start at D4"},
		{"иду вниз", "go left"}, // not right: E4 is a mine, and a round never waits for who sits out
		{"иду направо", ""},
		{"", "go down"},
	}, true)
	for _, lang := range []printouts.Lang{printouts.LangRU, printouts.LangEN} {
		opts := printouts.Options{Lang: lang}
		var stderr bytes.Buffer
		e := &env{ctx: context.Background(), stdout: &bytes.Buffer{}, stderr: &stderr}
		m, _, err := loadCampaign(e, db, "winter", nil, &opts)
		if err != nil {
			t.Fatalf("%v\n%s", err, stderr.String())
		}
		if stderr.Len() > 0 {
			t.Errorf("%s: stderr %s", lang, stderr.String())
		}
		got := map[[2]int]printouts.LogEntry{}
		for _, le := range opts.Log {
			got[[2]int{le.Round, le.Player}] = le
		}
		if len(opts.Log) != 7 {
			t.Errorf("%s: %d log entries, want 3 rounds of 2 and Bob's open order: %+v", lang, len(opts.Log), opts.Log)
		}
		for r := 1; r <= 3; r++ {
			for p := 0; p < 2; p++ {
				le := got[[2]int{r, p}]
				if le.Answer == "" || !le.Placed {
					t.Errorf("%s round %d player %d: answer %q, placed %v", lang, r, p, le.Answer, le.Placed)
				}
			}
		}
		if le := got[[2]int{1, 0}]; le.Order != "начинаю с а1" || le.At != (maze.Coord{}) {
			t.Errorf("%s: Аня's first round %+v", lang, le)
		}
		if le := got[[2]int{3, 0}]; le.Order != "иду направо" {
			t.Errorf("%s: Аня's third order %q", lang, le.Order)
		}
		if le := got[[2]int{3, 1}]; le.Order != "—" {
			t.Errorf("%s: Bob's missing order %q", lang, le.Order)
		}
		if le := got[[2]int{4, 1}]; le.Order != "go down" || le.Answer != "" {
			t.Errorf("%s: the open round %+v", lang, le)
		}
		// The answers are in the kit's language.
		ans := got[[2]int{1, 1}].Answer
		if cyr := strings.ContainsAny(ans, "аеиоуя"); cyr != (lang == printouts.LangRU) {
			t.Errorf("%s: Bob's first answer %q", lang, ans)
		}
		d, err := printouts.Layout(m, opts)
		if err != nil {
			t.Fatal(err)
		}
		if err := d.CheckBounds(); err != nil {
			t.Error(err)
		}
		var drawn []string
		for _, pg := range d.Pages {
			for _, op := range pg.Ops {
				if op.Role == "log-entry" {
					drawn = append(drawn, op.Text)
				}
			}
		}
		all := strings.Join(drawn, " ")
		first := strings.Fields(got[[2]int{2, 0}].Answer)[0]
		if !strings.Contains(all, first) || !strings.Contains(all, "иду вниз") {
			t.Errorf("%s: the log does not show round 2 of Аня (%q): %q", lang, got[[2]int{2, 0}].Answer, all)
		}
		if dump := os.Getenv("LABYRINTH_PRINT_DUMP"); dump != "" {
			var buf bytes.Buffer
			if err := printouts.Kit(&buf, m, opts); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dump, "campaign-"+string(lang)+".pdf"), buf.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestPrintDuelCampaign: D1 — a duel by mail is printed on the board the
// referee plays, both players' mazes, each headed by who explores it, and
// its log has the answers.
func TestPrintDuelCampaign(t *testing.T) {
	ctx := context.Background()
	db := filepath.Join(t.TempDir(), "duel.db")
	st, err := store.Open(ctx, db, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	ref, err := campaign.New(campaign.Options{Store: st, Engine: campaign.RulesEngine{}, Orders: campaign.RulesOrders{}, Compile: campaign.CompileMaze})
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := campaign.ParseConfig("d.json", []byte(`{"name": "duel", "duel": true, "referee": "referee@example.org",
		"host": "host@example.org", "round": "1h", "players": [
		{"name": "Аня", "email": "anya@example.org", "lang": "ru"},
		{"name": "Bob", "email": "bob@example.org", "lang": "en"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	t0 := time.Date(2026, 1, 5, 12, 0, 0, 0, time.UTC)
	c, err := ref.Create(ctx, cfg, "", nil, t0)
	if err != nil {
		t.Fatal(err)
	}
	src, err := examples.Read("duel.maze")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	mail := func(from, code, body, file string) {
		n++
		id := fmt.Sprintf("m%d@example.org", n)
		raw := fmt.Sprintf("From: %s\r\nTo: referee@example.org\r\nSubject: [lab:duel]\r\nMessage-ID: <%s>\r\nMIME-Version: 1.0\r\n", from, id)
		if file == "" {
			raw += fmt.Sprintf("Content-Type: text/plain; charset=utf-8\r\n\r\ncode: %s\r\n%s\r\n", code, body)
		} else {
			raw += "Content-Type: multipart/mixed; boundary=b\r\n\r\n--b\r\nContent-Type: text/plain; charset=utf-8\r\n\r\ncode: " + code +
				"\r\n--b\r\nContent-Type: application/octet-stream\r\nContent-Disposition: attachment; filename=\"" + file +
				"\"\r\nContent-Transfer-Encoding: base64\r\n\r\n" + base64.StdEncoding.EncodeToString(src) + "\r\n--b--\r\n"
		}
		if err := ref.HandleMail(ctx, pbem.Message{MessageID: id, Raw: []byte(raw)}, t0.Add(time.Duration(n)*time.Minute)); err != nil {
			t.Fatal(err)
		}
	}
	mail("bob@example.org", c.Codes[1], "", "for-anya.maze")
	mail("anya@example.org", c.Codes[0], "", "for-bob.maze")
	mail("anya@example.org", c.Codes[0], "начинаю с д5", "")
	mail("bob@example.org", c.Codes[1], "start at E5", "")
	st.Close()

	opts := printouts.Options{}
	var stderr bytes.Buffer
	e := &env{ctx: ctx, stdout: &bytes.Buffer{}, stderr: &stderr}
	m, _, err := loadCampaign(e, db, "duel", nil, &opts)
	if err != nil {
		t.Fatalf("%v\n%s", err, stderr.String())
	}
	if len(m.Floors) != 2 {
		t.Fatalf("%d floors, want the board of two mazes", len(m.Floors))
	}
	d, err := printouts.Layout(m, opts)
	if err != nil {
		t.Fatal(err)
	}
	if err := d.CheckBounds(); err != nil {
		t.Error(err)
	}
	var titles, answers []string
	for _, pg := range d.Pages {
		for _, op := range pg.Ops {
			switch op.Role {
			case "floor-title":
				titles = append(titles, op.Text)
			case "log-entry":
				answers = append(answers, op.Text)
			}
		}
	}
	if strings.Join(titles, "|") != "Лабиринт, где ходит Аня|Лабиринт, где ходит Bob" {
		t.Errorf("floor titles %q", titles)
	}
	if got := strings.Join(answers, " "); !strings.Contains(got, "начинаю с д5") || !strings.Contains(got, "Начальная") {
		t.Errorf("the log: %q", got)
	}
	if dump := os.Getenv("LABYRINTH_PRINT_DUMP"); dump != "" {
		var buf bytes.Buffer
		if err := printouts.Kit(&buf, m, opts); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dump, "duel-campaign.pdf"), buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
