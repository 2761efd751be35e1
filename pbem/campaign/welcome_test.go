package campaign_test

import (
	"context"
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"labyrinth/dsl"
	"labyrinth/dsl/maze"
	"labyrinth/engine"
	"labyrinth/engine/narrate"
	"labyrinth/engine/order"
	"labyrinth/examples"
	"labyrinth/pbem/campaign"
	"labyrinth/pbem/store"
)

// welcomeConfig is a two-seat campaign, one Russian and one English
// player, for the invitations of every preset.
const welcomeConfig = `{
	"name": "welcome",
	"referee": "referee@example.org",
	"host": "host@example.org",
	"maze": "m.maze",
	"players": [
		{"name": "Аня", "email": "anya@example.org", "lang": "ru"},
		{"name": "Bob", "email": "bob@example.org", "lang": "en"}
	]
}`

// exampleRE finds the example order of an invitation: the line after the
// code line of the sample mail.
var exampleRE = regexp.MustCompile(`(?m)^  (?:код|code): \S+\n  (.+)$`)

// TestWelcomeLetters checks the invitation of every preset's example maze:
// its example order parses under the preset (order.Parse
// with what the engine expects of the seat's first turn, B6/D3 naming the
// start cell) and the engine plays it without refusing it; sent back as
// orders, the referee accepts it; the letter carries the rule card, cites
// only the family's own rules and shows no Go values.
func TestWelcomeLetters(t *testing.T) {
	for _, name := range examples.Names() {
		t.Run(name, func(t *testing.T) {
			src, err := examples.Read(name)
			if err != nil {
				t.Fatal(err)
			}
			st, err := store.Open(context.Background(), filepath.Join(t.TempDir(), "c.db"), store.Options{})
			if err != nil {
				t.Fatal(err)
			}
			defer st.Close()
			ref, err := campaign.New(campaign.Options{Store: st, Engine: campaign.RulesEngine{}, Orders: campaign.RulesOrders{}, Compile: campaign.CompileMaze})
			if err != nil {
				t.Fatal(err)
			}
			cfg, err := campaign.ParseConfig("c.json", []byte(welcomeConfig))
			if err != nil {
				t.Fatal(err)
			}
			c, err := ref.Create(context.Background(), cfg, name, src, t0)
			if err != nil {
				t.Fatal(err)
			}
			m, diags := dsl.Compile(name, src)
			if diags.HasErrors() {
				t.Fatal(diags)
			}
			var state []byte
			st.View(context.Background(), func(tx *store.Tx) error {
				s, err := tx.State(c.Campaign.ID, 0)
				if err == nil {
					state = s.Blob
				}
				return err
			})
			g, err := engine.RestoreState(m, state)
			if err != nil {
				t.Fatal(err)
			}
			f := &fixture{t: t, st: st, ref: ref, c: c}
			letters := f.newMail()
			family := string(m.Rules.Family)
			for seat, p := range cfg.Players {
				var body string
				for _, l := range letters {
					if l.kind == "invitation" && l.to == p.Email {
						body = strings.ReplaceAll(l.body, "\r\n", "\n")
					}
				}
				ex := exampleRE.FindStringSubmatch(body)
				if ex == nil {
					t.Fatalf("%s: no example order in the invitation:\n%s", p.Email, body)
				}
				example := ex[1]
				t.Run(fmt.Sprintf("%s %s %q", family, p.Lang, example), func(t *testing.T) {
					id := engine.PlayerID(seat)
					e := g.Expected(id)
					acts, err := order.Parse(example, order.Options{Maze: m, Actions: e.Actions, Start: e.ChooseStart,
						Steps: e.Dice, Lang: order.Lang(p.Lang)})
					if err != nil {
						t.Fatalf("order.Parse under %s: %v", family, err)
					}
					if e.ChooseStart && (len(acts) != 1 || acts[0].Kind != engine.ActChooseStart) {
						t.Errorf("the first turn must name the start cell (B6, D3); the example is %v", acts)
					}
					if e.ChooseStart {
						// The example must not tell anything of the secret
						// map: the floor's centre, whatever is there.
						fl := 0
						if h := g.Player(id).Home; h >= 0 {
							fl = h
						}
						want := maze.Coord{Floor: fl, Row: m.Floors[fl].Rows / 2, Col: m.Floors[fl].Cols / 2}
						if len(e.Starts) > 0 {
							want = e.Starts[0] // S1: the entrances are on the players' field
						}
						if acts[0].Cell != want {
							t.Errorf("the example names %v, want the floor's centre %v", acts[0].Cell, want)
						}
					}
					ev, err := g.Clone().PlayRound([]engine.Turn{{Player: id, Actions: acts}})
					if err != nil {
						t.Fatal(err)
					}
					for _, x := range ev {
						if x.Kind() == engine.EvRefused && x.Player == id {
							t.Errorf("the engine refuses the example: %v", x.Reason())
						}
					}
					code := c.Codes[seat]
					f.send(p.Email, "[lab:welcome] 1", "code: "+code+"\n"+example)
					ms := f.newMail()
					if len(ms) == 0 || ms[0].kind != "confirmation" || ms[0].to != p.Email {
						t.Errorf("sent back, the example is not confirmed: %+v", ms)
					}
				})
				if !strings.Contains(body, map[string]string{"ru": "Карточка правил:", "en": "Rule card:"}[p.Lang]) {
					t.Errorf("%s: no rule card:\n%s", p.Email, body)
				}
				if strings.ContainsAny(body, "{}") {
					t.Errorf("%s: the letter shows a Go value:\n%s", p.Email, body)
				}
				letters := map[string]string{"base": "BM", "vmk1983": "V", "duel": "D", "school": "C", "tver": "T", "miet": "I", "stalker": "S"}[family]
				for _, id := range regexp.MustCompile(`\b([A-Z])\d+\b`).FindAllStringSubmatch(body[strings.Index(body, ":\n  - "):], -1) {
					if !strings.Contains(letters, id[1]) {
						t.Errorf("%s: the %s card cites %s, a rule of another family", p.Email, family, id[0])
					}
				}
			}
		})
	}
}

// TestWelcomeDuelByMail checks the letter that starts a duel by mail (D1,
// D3): it carries the rule card and an order for the first turn that names
// the start cell, and the referee accepts that order sent back.
func TestWelcomeDuelByMail(t *testing.T) {
	st, err := store.Open(context.Background(), filepath.Join(t.TempDir(), "d.db"), store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	ref, err := campaign.New(campaign.Options{Store: st, Engine: campaign.RulesEngine{}, Orders: campaign.RulesOrders{}, Compile: campaign.CompileMaze})
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := campaign.ParseConfig("d.json", []byte(`{"name": "duel", "duel": true, "referee": "referee@example.org",
		"host": "host@example.org", "players": [
		{"name": "Аня", "email": "anya@example.org", "lang": "ru"},
		{"name": "Bob", "email": "bob@example.org", "lang": "en"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	c, err := ref.Create(context.Background(), cfg, "", nil, t0)
	if err != nil {
		t.Fatal(err)
	}
	f := &fixture{t: t, st: st, ref: ref, c: c}
	f.newMail()
	duel, err := examples.Read("duel.maze")
	if err != nil {
		t.Fatal(err)
	}
	f.sendMaze("bob@example.org", f.code(1), "for-anya.maze", duel)
	f.sendMaze("anya@example.org", f.code(0), "for-bob.maze", duel)
	start := map[string]string{}
	for _, m := range f.newMail() {
		if m.kind == "report" {
			start[m.to] = strings.ReplaceAll(m.body, "\r\n", "\n")
		}
	}
	re := regexp.MustCompile(`(?:` + regexp.QuoteMeta(narrate.Text(narrate.KeyCardExample, engine.LangRussian, 0)) + `|` +
		regexp.QuoteMeta(narrate.Text(narrate.KeyCardExample, engine.LangEnglish, 0)) + `)\n\n  (.+)`)
	for seat, p := range cfg.Players {
		body := start[p.Email]
		ex := re.FindStringSubmatch(body)
		if ex == nil {
			t.Fatalf("D3: no example order in the letter that starts the duel:\n%s", body)
		}
		if !strings.Contains(body, map[string]string{"ru": "Карточка правил:", "en": "Rule card:"}[p.Lang]) {
			t.Errorf("no rule card:\n%s", body)
		}
		if !regexp.MustCompile(`^(начинаю с|start at) `).MatchString(ex[1]) {
			t.Errorf("D3: the first turn names the start cell; the example is %q", ex[1])
		}
		f.send(p.Email, "[lab:duel] 1", "code: "+f.code(seat)+"\n"+ex[1])
		if ms := f.newMail(); len(ms) == 0 || ms[0].kind != "confirmation" || ms[0].to != p.Email {
			t.Errorf("D3: the example %q sent back is not confirmed: %+v", ex[1], ms)
		}
	}
}
