package engine_test

import (
	"errors"
	"fmt"
	"regexp"
	"testing"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
	"labyrinth/engine"
	"labyrinth/engine/bot"
	"labyrinth/internal/testlong"
)

var families = []rules.Family{rules.FamilyBase, rules.FamilyVMK, rules.FamilyDuel, rules.FamilySchool, rules.FamilyTver, rules.FamilyMIET, rules.FamilyStalker}

func genMaze(fam rules.Family, seed int64, size int) *maze.Maze {
	return maze.Generate(maze.GenOptions{Rows: size, Cols: size, Seed: seed, Loops: 0.15, Family: fam,
		FalseTreasures: 2, Pits: 2, Holes: 3, Arsenals: 2})
}

func setup(fam rules.Family, n int, seed int64) engine.Setup {
	if fam == rules.FamilyDuel {
		n = 2
	}
	s := engine.Setup{Seed: seed}
	for i := 0; i < n; i++ {
		// Анна and Вера play in Russian and hear the feminine forms; Bob
		// and Dan play in English.
		lang, gender := engine.LangRussian, engine.GenderFeminine
		if i%2 == 1 {
			lang, gender = engine.LangEnglish, engine.GenderMasculine
		}
		s.Players = append(s.Players, engine.PlayerSetup{Name: []string{"Анна", "Bob", "Вера", "Dan"}[i%4], Lang: lang, Gender: gender})
	}
	return s
}

// coordRx matches a cell name such as B7, в7 or AA12.
var coordRx = regexp.MustCompile(`(^|[^\p{L}\d])\p{L}{1,2}\d{1,3}($|[^\p{L}\d])`)

// nutSquareRx is the square a nut names (S4): «в квадрате г5», "in square D5".
var nutSquareRx = regexp.MustCompile(`(в квадрате|in square) \S+?\.`)

// privateKinds are events only the player concerned (and a victim) may hear.
var privateKinds = map[engine.EventKind]bool{
	engine.EvStartCell: true, engine.EvMoved: true, engine.EvWall: true, engine.EvCell: true,
	engine.EvTreasureHere: true, engine.EvHole: true, engine.EvFakeHole: true, engine.EvDrift: true,
	engine.EvMine: true, engine.EvTrap: true, engine.EvSwamp: true, engine.EvTook: true,
	engine.EvDrop: true, engine.EvSwap: true, engine.EvLeftFalse: true, engine.EvCannotLeave: true,
	engine.EvSit: true, engine.EvJump: true, engine.EvBlown: true, engine.EvRefill: true,
	engine.EvHealed: true, engine.EvLeft: true, engine.EvSkip: true, engine.EvMiss: true,
}

// playLogged plays a bot game and returns the turns applied.
func playLogged(t *testing.T, m *maze.Maze, s engine.Setup, kind string, check func(*engine.Game, bot.Step)) (*engine.Game, []engine.Turn) {
	t.Helper()
	g, err := engine.NewGame(m, s)
	if err != nil {
		t.Fatal(err)
	}
	var bots []bot.Bot
	for i := range s.Players {
		b, _ := bot.New(kind, engine.PlayerID(i), s.Seed)
		bots = append(bots, b)
	}
	var turns []engine.Turn
	err = bot.Play(g, bots, 300, func(st bot.Step) {
		turns = append(turns, st.Turn)
		if check != nil {
			check(g, st)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	return g, turns
}

// Property: random bot games never panic, never leak, keep kits in bounds
// and have at most one winner; replaying the turns gives the same hash; the
// state survives Marshal and Restore.
func TestPropertyBotGames(t *testing.T) {
	for _, fam := range families {
		for seed := int64(1); seed <= testlong.Pick(int64(1), 4); seed++ {
			for _, kind := range []string{"random", "explorer"} {
				name := fmt.Sprintf("%s/%s/seed%d", fam, kind, seed)
				t.Run(name, func(t *testing.T) {
					m := genMaze(fam, int64(seed), 6)
					s := setup(fam, 3, seed)
					var hashes []string
					g, turns := playLogged(t, m, s, kind, func(g *engine.Game, st bot.Step) {
						hashes = append(hashes, g.Hash())
						checkStep(t, g, st)
					})
					// Replay determinism.
					r, err := engine.NewGame(m, s)
					if err != nil {
						t.Fatal(err)
					}
					for i, turn := range turns {
						if _, err := r.Apply(turn); err != nil {
							t.Fatalf("replay turn %d: %v", i, err)
						}
						if h := r.Hash(); h != hashes[i] {
							t.Fatalf("replay diverges at turn %d", i)
						}
					}
					// Marshal and restore.
					data, err := g.MarshalState()
					if err != nil {
						t.Fatal(err)
					}
					back, err := engine.RestoreState(m, data)
					if err != nil {
						t.Fatal(err)
					}
					if back.Hash() != g.Hash() {
						t.Fatal("hash changed across Marshal and Restore")
					}
					c := g.Clone()
					if c.Hash() != g.Hash() {
						t.Fatal("clone differs")
					}
					if !g.Over() {
						v := g.ViewOf(g.ToMove())
						_ = v
					}
				})
			}
		}
	}
}

// Clone is independent: playing on the clone leaves the original alone.
func TestCloneIndependent(t *testing.T) {
	m := genMaze(rules.FamilyBase, 3, 5)
	g, err := engine.NewGame(m, setup(rules.FamilyBase, 2, 3))
	if err != nil {
		t.Fatal(err)
	}
	h := g.Hash()
	c := g.Clone()
	played := 0
	for i := 0; i < 20 && !c.Over(); i++ {
		b, err := bot.New("random", c.ToMove(), int64(i))
		if err != nil {
			t.Fatal(err)
		}
		var rf *engine.Refusal
		switch _, err := c.Apply(b.Turn(c.ViewOf(c.ToMove()))); {
		case err == nil:
			played++
		case !errors.As(err, &rf):
			t.Fatalf("turn %d: %v", i, err)
		}
	}
	if played == 0 || c.Hash() == h {
		t.Fatalf("the clone played %d turns and did not change: the test checks nothing", played)
	}
	if g.Hash() != h {
		t.Fatal("playing the clone changed the original")
	}
}

// The public accessors never panic on a seat that does not exist.
func TestAccessorsOutOfRange(t *testing.T) {
	g, err := engine.NewGame(genMaze(rules.FamilyBase, 3, 5), setup(rules.FamilyBase, 2, 3))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range []engine.PlayerID{-1, 2, 99} {
		_ = g.Expected(p)
		_ = g.ViewOf(p)
		_ = g.Player(p)
		if _, err := g.Apply(engine.Turn{Player: p, Actions: []engine.Action{{Kind: engine.ActSkip}}}); err == nil {
			t.Errorf("a turn of seat %d was accepted", p)
		}
		_ = engine.Report(nil, p, "ru")
	}
}

// RestoreState refuses bytes that are not a state of this maze.
func TestRestoreRejectsGarbage(t *testing.T) {
	m := genMaze(rules.FamilyBase, 3, 5)
	for _, data := range []string{"", "{", `{"Players":[]}`, `{"Players":[{"Carry":99}],"PitFalls":[0,0],"Treasures":[{},{},{}]}`} {
		if _, err := engine.RestoreState(m, []byte(data)); err == nil {
			t.Errorf("restored %q", data)
		}
	}
}

// FuzzApply feeds arbitrary turns to a game: it must refuse or apply, never
// panic, and keep its state restorable.
func FuzzApply(f *testing.F) {
	f.Add([]byte{1, 2, 3, 4, 5, 6, 7, 8}, uint8(0))
	f.Add([]byte{3, 0, 2, 1, 9, 9, 1, 1, 0, 0}, uint8(1))
	f.Add([]byte{15, 1, 1, 4, 4, 4, 4}, uint8(3))
	f.Fuzz(func(t *testing.T, data []byte, fam uint8) {
		fams := families
		family := fams[int(fam)%len(fams)]
		m := genMaze(family, 5, 4)
		g, err := engine.NewGame(m, setup(family, 2, 1))
		if err != nil {
			t.Skip()
		}
		for len(data) >= 2 && !g.Over() {
			n := int(data[0]%4) + 1
			data = data[1:]
			turn := engine.Turn{Player: g.ToMove()}
			for i := 0; i < n && len(data) >= 2; i++ {
				a := engine.Action{Kind: engine.ActionKind(data[0] % 21), Dir: maze.Dir(data[1] % 8)}
				a.Cell = maze.Coord{Row: int(data[1] % 6), Col: int(data[0] % 6)}
				if data[1]&0x80 != 0 {
					a.Fallbacks = []maze.Dir{maze.Dir(data[0] % 5)}
					a.Path = []maze.Dir{maze.Dir(data[1] % 5), maze.North}
				}
				turn.Actions = append(turn.Actions, a)
				data = data[2:]
			}
			_, err := g.Apply(turn)
			var r *engine.Refusal
			if err != nil && !errors.As(err, &r) {
				t.Fatalf("internal error: %v", err)
			}
		}
		b, err := g.MarshalState()
		if err != nil {
			t.Fatal(err)
		}
		back, err := engine.RestoreState(m, b)
		if err != nil || back.Hash() != g.Hash() {
			t.Fatalf("restore: %v", err)
		}
	})
}

// checkStep checks the invariants of one applied turn: private events stay
// private, no report names a cell, kits stay within bounds, at most one
// winner.
func checkStep(t *testing.T, g *engine.Game, st bot.Step) {
	t.Helper()
	for _, e := range st.Events {
		told := g.Options().TellTake && (e.Kind() == engine.EvTook || e.Kind() == engine.EvSwap) // D13
		if privateKinds[e.Kind()] && !told && e.To&^(engine.Only(e.Player)|engine.Only(e.Target)) != 0 {
			t.Fatalf("%s event to %b heard beyond its player %d", e.Kind(), e.To, e.Player)
		}
	}
	for p := 0; p < g.Players(); p++ {
		for _, lang := range engine.Langs {
			r := engine.Report(st.Events, engine.PlayerID(p), lang)
			if g.Options().Family == rules.FamilyStalker {
				// S4: a nut's find names its square, «в каком квадрате».
				r = nutSquareRx.ReplaceAllString(r, "")
			}
			if loc := coordRx.FindString(r); loc != "" {
				t.Fatalf("report %q names a cell %q", r, loc)
			}
		}
		k := g.Player(engine.PlayerID(p)).Kit
		if k.Grenades < 0 || k.Bullets < 0 || k.Bricks < 0 || k.Cement < 0 || k.Mines < 0 {
			t.Fatalf("negative kit %+v", k)
		}
		o := g.Options()
		if !o.Loot && o.ArsenalRefill != rules.RefillPlusOne &&
			(k.Grenades > max(o.Kit.Grenades, o.KitLimit.Grenades) || k.Bullets > max(o.Kit.Bullets, o.KitLimit.Bullets)) {
			t.Fatalf("kit %+v above the limit", k)
		}
	}
	if len(g.Winners()) > 1 {
		t.Fatalf("winners %v", g.Winners())
	}
}

// A game saved halfway and restored plays on to the same end.
func TestRestoreMidGame(t *testing.T) {
	for _, fam := range families {
		m := genMaze(fam, 7, 6)
		s := setup(fam, 3, 7)
		g, turns := playLogged(t, m, s, "random", nil)
		r, err := engine.NewGame(m, s)
		if err != nil {
			t.Fatal(err)
		}
		half := len(turns) / 2
		for _, turn := range turns[:half] {
			if _, err := r.Apply(turn); err != nil {
				t.Fatal(err)
			}
		}
		data, err := r.MarshalState()
		if err != nil {
			t.Fatal(err)
		}
		r2, err := engine.RestoreState(m, data)
		if err != nil {
			t.Fatal(err)
		}
		for i, turn := range turns[half:] {
			if _, err := r2.Apply(turn); err != nil {
				t.Fatalf("%s: turn %d after restore: %v", fam, half+i, err)
			}
		}
		if r2.Hash() != g.Hash() {
			t.Errorf("%s: the restored game ends elsewhere", fam)
		}
		if a, b := engine.Report(r2.Opening(), 0, "ru"), engine.Report(g.Opening(), 0, "ru"); a != b || a == "" {
			t.Errorf("%s: opening after restore %q, want %q", fam, a, b)
		}
	}
}

// FuzzRestoreState feeds arbitrary bytes to RestoreState: it must refuse
// them or give a game that plays on without panicking.
func FuzzRestoreState(f *testing.F) {
	m := genMaze(rules.FamilyBase, 5, 4)
	g, err := engine.NewGame(m, setup(rules.FamilyBase, 2, 1))
	if err != nil {
		f.Fatal(err)
	}
	good, _ := g.MarshalState()
	f.Add(good)
	f.Add([]byte(`{"Players":[{"Carry":-1,"Placed":true,"At":{"Floor":0,"Row":-5,"Col":99}}],"PitFalls":[0,0],"Treasures":[{},{},{}]}`))
	f.Add([]byte(`{}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := engine.RestoreState(m, data)
		if err != nil {
			return
		}
		_ = r.Hash()
		_ = r.HostMap()
		for i := 0; i < 4 && !r.Over(); i++ {
			p := r.ToMove()
			_, _ = r.Apply(engine.Turn{Player: p, Actions: []engine.Action{{Kind: engine.ActMove, Dir: maze.Dir(i%4 + 1)}}})
			_, _ = r.PlayRound([]engine.Turn{{Player: p, Actions: []engine.Action{{Kind: engine.ActShoot, Dir: maze.East}}}})
		}
	})
}
