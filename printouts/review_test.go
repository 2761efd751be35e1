package printouts

import (
	"labyrinth/engine/narrate"
	"strconv"
	"strings"
	"testing"

	"labyrinth/dsl"
	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
	"labyrinth/examples"
)

// texts returns every text a part draws, with its role.
func texts(d *Document, part Part) []Op {
	var out []Op
	for _, pg := range d.Pages {
		if pg.Part != part {
			continue
		}
		for _, op := range pg.Ops {
			if op.Kind == OpText {
				out = append(out, op)
			}
		}
	}
	return out
}

func hasText(ops []Op, role, s string) bool {
	for _, op := range ops {
		if (role == "" || op.Role == role) && op.Text == s {
			return true
		}
	}
	return false
}

// TestFloorNames: T1, T5 — a floor reads naturally whatever the maze calls
// it: a number is «Этаж 2», a conventional word is said in the kit's
// language, any other name is printed as it is.
func TestFloorNames(t *testing.T) {
	tests := []struct {
		name                string
		lang                Lang
		title, label, cellP string
	}{
		{"1", LangRU, "Этаж 1", "этаж 1", "1"},
		{"1", LangEN, "Floor 1", "floor 1", "1"},
		{"-1", LangRU, "Этаж -1", "этаж -1", "-1"},
		{"basement", LangRU, "Подвал", "подвал", "подвал"},
		{"basement", LangEN, "Basement", "basement", "basement"},
		{"Подвал", LangEN, "Basement", "basement", "basement"},
		{"чердак", LangRU, "Чердак", "чердак", "чердак"},
		{"attic", LangEN, "Attic", "attic", "attic"},
		{"пещеры", LangRU, "Пещеры", "пещеры", "пещеры"},
		{"caves", LangEN, "Caves", "caves", "caves"},
		{"", LangRU, "Этаж 2", "этаж 2", "2"},
	}
	for _, tt := range tests {
		t.Run(tt.name+"/"+string(tt.lang), func(t *testing.T) {
			m := sampleFloors()
			m.Floors[1].Name = tt.name
			r, err := resolve(m, Options{Lang: tt.lang})
			if err != nil {
				t.Fatal(err)
			}
			k := &kit{r: r, m: m}
			if got := k.floorTitle(1); got != tt.title {
				t.Errorf("title %q, want %q", got, tt.title)
			}
			if got := k.floorLabel(1); got != tt.label {
				t.Errorf("label %q, want %q", got, tt.label)
			}
			if got, want := k.cellName(maze.Coord{Floor: 1, Row: 2, Col: 1}), tt.cellP+":"+maze.ColumnName(1, k.alphabet())+"3"; got != want {
				t.Errorf("cell %q, want %q", got, want)
			}
		})
	}
}

// TestFloorTitlesDrawn: T1 — the host sheet of tver.maze heads its floors
// «Подвал», «Этаж 1», «Этаж 2» and never «Этаж basement»; the headers list
// the floors the same way.
func TestFloorTitlesDrawn(t *testing.T) {
	m := compileExample(t, "tver.maze")
	for _, tc := range []struct {
		lang   Lang
		titles []string
		sizes  string // the players' sheets
		host   string // the host sheet's header: each map shows its size
		bad    string
	}{
		{LangRU, []string{"Подвал", "Этаж 1", "Этаж 2"}, "Этажей: 3 (подвал — 6×6, этаж 1 — 8×8, этаж 2 — 6×6)", "правила: Тверской вариант (ТГТУ) · этажей: 3 ·", "Этаж basement"},
		{LangEN, []string{"Basement", "Floor 1", "Floor 2"}, "Floors: 3 (basement — 6×6, floor 1 — 8×8, floor 2 — 6×6)", "rules: The Tver variant (TGTU) · 3 floors ·", "Floor basement"},
	} {
		d, err := Layout(m, Options{Lang: tc.lang})
		if err != nil {
			t.Fatal(err)
		}
		host := texts(d, PartHost)
		for _, s := range tc.titles {
			if !hasText(host, "floor-title", s) {
				t.Errorf("%s: no floor title %q", tc.lang, s)
			}
		}
		for _, part := range []Part{PartHost, PartGrids} {
			want := tc.sizes
			if part == PartHost {
				want = tc.host
			}
			found := false
			for _, op := range texts(d, part) {
				found = found || strings.Contains(op.Text, want)
				if strings.Contains(op.Text, tc.bad) || strings.Contains(op.Text, "basement:") && tc.lang == LangRU {
					t.Errorf("%s %s: %q", tc.lang, part, op.Text)
				}
			}
			if !found {
				t.Errorf("%s %s: no %q", tc.lang, part, want)
			}
		}
	}
}

func compileExample(t *testing.T, name string) *maze.Maze {
	t.Helper()
	src, err := examples.Read(name)
	if err != nil {
		t.Fatal(err)
	}
	return compile(t, name, src)
}

func compile(t *testing.T, name string, src []byte) *maze.Maze {
	t.Helper()
	m, diags := dsl.Compile(name, src)
	if m == nil || diags.HasErrors() {
		t.Fatalf("%s does not compile: %v", name, diags)
	}
	return m
}

// zooMaze is a school maze (C13, C15) with every creature of the default
// legend: a pirate on a track, «Гиви», a cow, the minotaur, a mirror and a
// bear in its den.
const zooMaze = `title "Зверинец"

rules school {
    kit.grenades = 2
    kit.bullets = 3
    minotaur = yes
}

map {
+---+---+---+---+---+---+---+---+---+---+
| # | # | # | # | # | E | # | # | # | # |
+---+---+---+---+---+   +---+---+---+---+
| # | H1        | O   p             | # |
+---+---+---+   +---+   +---+---+   +---+
| # | g     |       |     A |       | # |
+---+   +   +---+   +---+---+   +---+---+
| # |   | %     | c         | H1    | # |
+---+   +---+   +---+---+   +---+   +---+
| # |       |   | # |     m |       | # |
+---+   +   +---+---+   +---+   +   +---+
| # | O |           | H1        |mr | # |
+---+   +---+   +---+---+---+---+   +---+
| # |   | # |   |       |     %     | # |
+---+   +---+   +   +   +   +---+---+---+
| # |       | H1    |   | b     | X | # |
+---+---+   +---+---+   +---+   +   +---+
| # |             & |             H1| # |
+---+---+---+---+---+---+---+---+---+---+
| # | # | # | # | # | # | # | # | # | # |
+---+---+---+---+---+---+---+---+---+---+
}

links {
    pirate: track F2 -> G2 -> H2 -> I2 -> H2 -> G2
}
`

// TestCreatures: C13, C15, M9 — the host sheet draws every creature of the
// default legend on its cell (in the middle of a plain cell, in the corner
// beside another glyph), explains each in the legend, names the pirate's
// track as the pirate's, and lists them in the table by their plain names.
func TestCreatures(t *testing.T) {
	m := compile(t, "zoo.maze", []byte(zooMaze))
	if len(m.Creatures) != 6 {
		t.Fatalf("%d creatures, want 6", len(m.Creatures))
	}
	for _, lang := range []Lang{LangRU, LangEN} {
		t.Run(string(lang), func(t *testing.T) {
			d, err := Layout(m, Options{Lang: lang, Parts: []Part{PartHost}})
			if err != nil {
				t.Fatal(err)
			}
			if err := d.CheckBounds(); err != nil {
				t.Error(err)
			}
			if err := textOverlaps(d); err != nil {
				t.Error(err)
			}
			r, _ := resolve(m, Options{Lang: lang})
			k := &kit{r: r, m: m}
			var pg *Page
			for _, p := range d.Pages {
				if len(p.Maps) > 0 {
					pg = p
				}
			}
			w := pg.Maps[0]
			host := texts(d, PartHost)
			for _, cr := range m.Creatures {
				glyph := k.creatureGlyph(cr.Kind)
				box := w.CellBox(cr.At.Row, cr.At.Col)
				found := false
				for _, op := range pg.Ops {
					if op.Kind == OpText && op.Text == glyph && box.Contains(op.Bounds(), 0.3) {
						found = true
						// Alone on a plain cell, the creature is as big as
						// any glyph; the bear shares its den's cell.
						plain := m.Floors[0].Cell(cr.At.Row, cr.At.Col).Kind == maze.CellEmpty
						if plain && (op.Role != "creature" || op.Bounds().W < 0.45*w.Cell) {
							t.Errorf("%s on a plain cell drawn as %s, %.1f mm wide", cr.Kind, op.Role, op.Bounds().W)
						}
					}
				}
				if !found {
					t.Errorf("%s: no %q on %s", cr.Kind, glyph, k.cellName(cr.At))
				}
				if !hasText(host, "legend", k.w("creature."+cr.Kind.String())) {
					t.Errorf("the legend does not explain the %s", cr.Kind)
				}
				if !hasText(host, "table", k.creatureNoun(cr.Kind)) {
					t.Errorf("the table does not list the %s by its name %q", cr.Kind, k.creatureNoun(cr.Kind))
				}
			}
			if !hasText(host, "legend", k.t(narrate.KeyKitLegendTrackPirate)) {
				t.Error("the pirate's track is not explained")
			}
			if hasText(host, "legend", k.t(narrate.KeyKitLegendTrack)) {
				t.Error("the legend explains a bear's track the maze does not have")
			}
			for _, op := range host {
				if strings.Contains(op.Text, "(C15) 1") || lang == LangEN && strings.Contains(op.Text, "Гиви") {
					t.Errorf("%q", op.Text)
				}
			}
		})
	}
}

// TestCardAnswers: every row of the rule card's orders and answers is
// said, for every preset and a maze that has everything (an empty row is a
// word missing from the tables).
func TestCardAnswers(t *testing.T) {
	zoo := compile(t, "zoo.maze", []byte(zooMaze))
	for _, fam := range rules.Families() {
		for _, lang := range []Lang{LangRU, LangEN} {
			m := sampleBase()
			m.Rules = rules.MustPreset(fam)
			m.Rules.Minotaur = true
			m.Rules.Kit.Bullets = max(m.Rules.Kit.Bullets, 1)
			m.Rules.Kit.Grenades = max(m.Rules.Kit.Grenades, 1)
			m.Creatures = zoo.Creatures
			for i, kind := range maze.CellKinds() {
				m.Floors[0].Cells[i%len(m.Floors[0].Cells)].Kind = kind
			}
			r, _ := resolve(m, Options{Lang: lang})
			k := &kit{r: r, m: m}
			rows := append(k.orderRows(), k.answerRows()...)
			for _, row := range rows {
				for _, cell := range row {
					if strings.TrimSpace(cell) == "" {
						t.Errorf("%s/%s: a row with an empty cell: %q", fam, lang, row)
					}
					if strings.ContainsAny(cell, "{}") || strings.Contains(cell, "[kit.") || strings.Contains(cell, "«»") {
						t.Errorf("%s/%s: a row with a word missing: %q", fam, lang, row)
					}
				}
			}
			if fam == rules.FamilySchool {
				all := ""
				for _, row := range rows {
					all += strings.Join(row, " ") + "\n"
				}
				for _, want := range [][2]string{{"Пират отнял", "pirate took"}, {"Гиви", "Givi"}, {"Видны глаза", "see eyes"}, {"корову", "cow"}, {"зеркала", "mirror"}, {"минотавр", "minotaur"}} {
					w := want[0]
					if lang == LangEN {
						w = want[1]
					}
					if !strings.Contains(all, w) {
						t.Errorf("%s/%s: the answers never say %q", fam, lang, w)
					}
				}
			}
		}
	}
}

// TestLogAnswers: the turn log of a game in progress fits each round's
// order, answer and cell in their columns: long words wrap, the row grows,
// and what would outgrow the row is cut with «…»; a player who has left
// the maze is «out».
func TestLogAnswers(t *testing.T) {
	long := strings.Repeat("Прошёл. Вижу глаза: справа. Подорвался на мине: пропускаешь 3 хода. ", 6)
	for _, players := range []int{2, 4, 12} {
		log := []LogEntry{
			{Round: 1, Player: 0, Order: "начинаю с а1", Answer: "Начальная клетка: пусто.", At: c(0, 0, 0), Placed: true},
			{Round: 2, Player: 0, Order: "иду вниз", Answer: long, At: c(0, 1, 0), Placed: true},
			{Round: 3, Player: players - 1, Order: "иду направо", Answer: "Иди. Ложный клад.", Left: true},
		}
		d, err := Layout(sampleBase(), Options{Parts: []Part{PartLog}, Players: players, Rounds: 5, Log: log})
		if err != nil {
			t.Fatal(err)
		}
		if err := d.CheckBounds(); err != nil {
			t.Errorf("%d players: %v", players, err)
		}
		var entries []Op
		for _, op := range texts(d, PartLog) {
			if op.Role == "log-entry" {
				entries = append(entries, op)
			}
		}
		all := ""
		for _, op := range entries {
			all += op.Text + "\n"
		}
		for _, want := range []string{"начинаю с а1", "а1", "а2", "вышел", "…", "Начальная"} {
			if !strings.Contains(all, want) {
				t.Errorf("%d players: the log lacks %q:\n%s", players, want, all)
			}
		}
		// Every entry stays in its column: order and answer 0.4 of the
		// player's width each, the cell 0.2.
		// Up to six players share a table.
		groups := (players + 5) / 6
		per := (players + groups - 1) / groups
		area := d.Pages[0].Printable()
		x0 := area.X + 0.2 + 9
		pw := (area.W - 0.4 - 9) / float64(per)
		if pw < 40 {
			t.Errorf("%d players: %.1f mm a player", players, pw)
		}
		for _, op := range entries {
			b := op.Bounds()
			p := int((b.X - x0) / pw)
			rel := (b.X - x0 - float64(p)*pw) / pw
			colEnd := 0.4
			switch {
			case rel >= 0.8:
				colEnd = 1
			case rel >= 0.4:
				colEnd = 0.8
			}
			if b.X+b.W > x0+(float64(p)+colEnd)*pw+0.05 {
				t.Errorf("%d players: %q runs over its column", players, op.Text)
			}
		}
		// The long answer's row grew, but no more than logMaxH.
		var ys []float64
		for _, op := range d.Pages[len(d.Pages)-groups].Ops {
			if op.Kind == OpText && op.Role == "log" && op.Align == AlignCenter && (op.Text == "2" || op.Text == "3") && op.Fill == midGrey {
				ys = append(ys, op.P[0].Y)
			}
		}
		if len(ys) != 2 || ys[1]-ys[0] <= logRowH+0.1 || ys[1]-ys[0] > logMaxH+0.1 {
			t.Errorf("%d players: rows 2 and 3 at %v: want row 2 taller than %v and at most %v", players, ys, logRowH, logMaxH)
		}
	}
}

// TestLogRowLines: every line between two rounds of the log is drawn after
// the shading of the rows beside it, so that none is hidden.
func TestLogRowLines(t *testing.T) {
	d, err := Layout(sampleBase(), Options{Parts: []Part{PartLog}, Rounds: 40})
	if err != nil {
		t.Fatal(err)
	}
	shaded := Color{246, 246, 246}
	for _, pg := range d.Pages {
		for i, op := range pg.Ops {
			if op.Kind != OpRect || !op.Filled || op.Fill != shaded {
				continue
			}
			top, bottom := op.Box.Y, op.Box.Y+op.Box.H
			var sawTop, sawBottom bool
			for _, l := range pg.Ops[i+1:] {
				if l.Kind == OpLine && l.P[0].Y == l.P[1].Y && l.P[1].X-l.P[0].X > op.Box.W*0.9 {
					sawTop = sawTop || abs(l.P[0].Y-top) < 1e-6
					sawBottom = sawBottom || abs(l.P[0].Y-bottom) < 1e-6
				}
			}
			if !sawTop || !sawBottom {
				t.Fatalf("%s: the shaded row at %.1f hides a line (top drawn after: %v, bottom: %v)", pg.Label, top, sawTop, sawBottom)
			}
		}
	}
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

// TestWallWords: B11, D5 — the legend says what a grenade does to a wall
// only in a game with grenades, and that it blows the outer wall too where
// the rules say so.
func TestWallWords(t *testing.T) {
	duel := sampleBase()
	duel.Rules = rules.MustPreset(rules.FamilyDuel)
	for _, tc := range []struct {
		name string
		m    *maze.Maze
		want string
	}{
		{"S1 stalkers have no grenades", sampleStalker(), "стена"},
		{"V20 the outer wall too", sampleBase(), "стена (гранатой взрывается)"},
		{"D5 outer walls too", duel, "стена (гранатой взрывается)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, err := Layout(tc.m, Options{Parts: []Part{PartHost}})
			if err != nil {
				t.Fatal(err)
			}
			walls := 0
			for _, op := range texts(d, PartHost) {
				if op.Role == "legend" && strings.HasPrefix(op.Text, "стена") && !strings.Contains(op.Text, "лабиринта") {
					walls++
					if op.Text != tc.want {
						t.Errorf("the wall is %q, want %q", op.Text, tc.want)
					}
				}
			}
			if walls != 1 {
				t.Errorf("%d plain wall entries", walls)
			}
		})
	}
}

// TestControlSheetOnePage: S10 — the referee's control sheet is one sheet
// for up to four stalkers, with the whole zone on it, on every paper.
func TestControlSheetOnePage(t *testing.T) {
	for _, m := range []*maze.Maze{sampleStalker(), compileExample(t, "stalker.maze")} {
		for _, paper := range []Paper{PaperA4, PaperLetter, PaperA5} {
			for _, players := range []int{1, 4} {
				d, err := Layout(m, Options{Parts: []Part{PartLog}, Players: players, Paper: paper})
				if err != nil {
					t.Fatal(err)
				}
				if err := d.CheckBounds(); err != nil {
					t.Error(err)
				}
				if n := d.PartPages(PartLog); n != 1 && paper != PaperA5 {
					t.Errorf("%s %s, %d stalkers: %d pages", m.Title, paper, players, n)
				}
				w := d.Pages[0].Maps[0]
				if w.Rows != m.Floors[0].Rows || w.Cols != m.Floors[0].Cols {
					t.Errorf("%s %s, %d stalkers: the zone is cut to %d×%d", m.Title, paper, players, w.Cols, w.Rows)
				}
				if w.Cell < minCell-1e-9 {
					t.Errorf("%s %s: %.1f mm cells", m.Title, paper, w.Cell)
				}
			}
		}
	}
}

// TestLogFillsItsPages: a log of the default length goes on to the end of
// its last page instead of leaving a page nearly blank; a number of rounds
// asked for is kept.
func TestLogFillsItsPages(t *testing.T) {
	for _, paper := range []Paper{PaperA4, PaperLetter} {
		for _, players := range []int{2, 4, 8} {
			d, err := Layout(sampleBase(), Options{Parts: []Part{PartLog}, Paper: paper, Players: players})
			if err != nil {
				t.Fatal(err)
			}
			rounds := 0
			last := d.Pages[len(d.Pages)-1]
			lowest := 0.0
			for _, pg := range d.Pages {
				for _, op := range pg.Ops {
					if op.Kind == OpText && op.Role == "log" && op.Fill == midGrey {
						if n, err := strconv.Atoi(op.Text); err == nil {
							rounds = max(rounds, n)
							if pg == last {
								lowest = max(lowest, op.P[0].Y)
							}
						}
					}
				}
			}
			area := last.Printable()
			if rounds < 40 {
				t.Errorf("%s, %d players: %d rounds, want at least 40", paper, players, rounds)
			}
			// With more than six players the groups after the first
			// start their own pages and end where they end.
			if players <= logGroup && lowest < area.Y+area.H-footerH-2*logRowH {
				t.Errorf("%s, %d players: the last page ends at %.0f mm of %.0f", paper, players, lowest, area.Y+area.H)
			}
		}
	}
	d, err := Layout(sampleBase(), Options{Parts: []Part{PartLog}, Rounds: 41})
	if err != nil {
		t.Fatal(err)
	}
	if ops := texts(d, PartLog); !hasText(ops, "log", "41") || hasText(ops, "log", "42") {
		t.Error("41 rounds asked for, not 41 printed")
	}
}

// TestLegendsComplete: V26 — every glyph a map draws is shown in a legend
// of the same kit (numbers aside: «Д2» is explained by «Д1», the duel's
// pit exits II–IV by I).
func TestLegendsComplete(t *testing.T) {
	shape := func(s string) string {
		if strings.Trim(s, "IVX") == "" {
			return "I"
		}
		return strings.Map(func(r rune) rune {
			if r >= '0' && r <= '9' {
				return -1
			}
			return r
		}, s)
	}
	mazes := map[string]*maze.Maze{"zoo": compile(t, "zoo.maze", []byte(zooMaze))}
	for _, s := range samples {
		mazes[s.name] = s.m()
	}
	for _, name := range examples.Names() {
		mazes[name] = compileExample(t, name)
	}
	for name, m := range mazes {
		for _, lang := range []Lang{LangRU, LangEN} {
			d, err := Layout(m, Options{Lang: lang, Parts: []Part{PartHost, PartLog}})
			if err != nil {
				t.Fatal(err)
			}
			legend := map[string]bool{}
			for _, pg := range d.Pages {
				for _, op := range pg.Ops {
					if op.Kind == OpText && op.Role == "legend" {
						legend[shape(op.Text)] = true
					}
				}
			}
			missing := map[string]bool{}
			for _, pg := range d.Pages {
				for _, op := range pg.Ops {
					switch op.Role {
					case "glyph", "glyph-small", "creature", "river-name":
					default:
						continue
					}
					if g := shape(op.Text); op.Kind == OpText && g != "" && !strings.HasPrefix(g, "×") && !legend[g] {
						missing[op.Text] = true
					}
				}
			}
			if len(missing) > 0 {
				t.Errorf("%s/%s: drawn but not in the legend: %v", name, lang, missing)
			}
		}
	}
}

// TestCoordsOnAllEdges: V26, D1 — every map window is lettered above and
// below and numbered left and right, outside the grid and beside its own
// column or row.
func TestCoordsOnAllEdges(t *testing.T) {
	mazes := []*maze.Maze{sampleBase(), sampleFloors(), sampleStalker(), sampleLarge(60, 45), compileExample(t, "tver.maze")}
	for _, m := range mazes {
		for _, lang := range []Lang{LangRU, LangEN} {
			d, err := Layout(m, Options{Lang: lang, Parts: []Part{PartHost, PartLog}})
			if err != nil {
				t.Fatal(err)
			}
			r, _ := resolve(m, Options{Lang: lang})
			k := &kit{r: r, m: m}
			for _, pg := range d.Pages {
				for _, w := range pg.Maps {
					grid := Rect{w.X, w.Y, float64(w.Cols) * w.Cell, float64(w.Rows) * w.Cell}
					// sides[name] counts the edges the label is on: 1 above,
					// 2 below, 4 left, 8 right.
					find := func(name string, along float64, vertical bool) int {
						sides := 0
						for _, op := range pg.Ops {
							if op.Role != "coord" || op.Text != name {
								continue
							}
							b := op.Bounds()
							cx, cy := b.X+b.W/2, b.Y+b.H/2
							switch {
							case !vertical && abs(cx-along) < w.Cell/2 && b.Y+b.H <= grid.Y:
								sides |= 1
							case !vertical && abs(cx-along) < w.Cell/2 && b.Y >= grid.Y+grid.H:
								sides |= 2
							case vertical && abs(cy-along) < w.Cell/2 && b.X+b.W <= grid.X:
								sides |= 4
							case vertical && abs(cy-along) < w.Cell/2 && b.X >= grid.X+grid.W:
								sides |= 8
							}
						}
						return sides
					}
					for col := w.C0; col < w.C0+w.Cols; col++ {
						name := maze.ColumnName(col, k.alphabet())
						if got := find(name, w.CellBox(0+w.R0, col).X+w.Cell/2, false); got != 3 {
							t.Errorf("%s/%s %s: column %s lettered on edges %b, want above and below", m.Title, lang, pg.Label, name, got)
						}
					}
					for row := w.R0; row < w.R0+w.Rows; row++ {
						name := strconv.Itoa(row + 1)
						if got := find(name, w.CellBox(row, w.C0).Y+w.Cell/2, true); got != 12 {
							t.Errorf("%s/%s %s: row %s numbered on edges %b, want left and right", m.Title, lang, pg.Label, name, got)
						}
					}
				}
			}
		}
	}
}

// TestGridHint: B22 — a player's sheet says to start a new sketch after a
// hole or a hospital only where something can move him unawares.
func TestGridHint(t *testing.T) {
	for _, tc := range []struct {
		name string
		m    *maze.Maze
		want bool
	}{
		{"B5 holes", sampleBase(), true},
		{"S1 a zone without holes", sampleStalker(), false},
	} {
		d, err := Layout(tc.m, Options{Parts: []Part{PartGrids}, Players: 1})
		if err != nil {
			t.Fatal(err)
		}
		said := false
		for _, op := range texts(d, PartGrids) {
			said = said || op.Role == "hint" && strings.Contains(op.Text, "(B22)")
		}
		if said != tc.want {
			t.Errorf("%s: the hint speaks of a new sheet: %v, want %v", tc.name, said, tc.want)
		}
	}
}
