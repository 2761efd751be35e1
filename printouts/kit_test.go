package printouts

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
	"labyrinth/internal/golden"
)

type sample struct {
	name string
	m    func() *maze.Maze
}

var samples = []sample{
	{"base", sampleBase},
	{"duel", sampleDuel},
	{"floors", sampleFloors},
	{"large", func() *maze.Maze { return sampleLarge(60, 45) }},
	{"stalker", sampleStalker},
}

// TestDeterministic: the same maze and options give the same bytes, so
// kits can be compared and kept as golden files.
func TestDeterministic(t *testing.T) {
	for _, s := range samples {
		for _, lang := range []Lang{LangRU, LangEN} {
			t.Run(s.name+"/"+string(lang), func(t *testing.T) {
				var a, b bytes.Buffer
				if err := Kit(&a, s.m(), Options{Lang: lang}); err != nil {
					t.Fatal(err)
				}
				if err := Kit(&b, s.m(), Options{Lang: lang}); err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(a.Bytes(), b.Bytes()) {
					t.Fatalf("two kits of the same maze differ (%d and %d bytes)", a.Len(), b.Len())
				}
				if !bytes.HasPrefix(a.Bytes(), []byte("%PDF-")) {
					t.Fatalf("output is not a PDF: %q", a.Bytes()[:min(20, a.Len())])
				}
			})
		}
	}
}

// TestBounds: nothing is drawn outside the printable area, on any paper.
func TestBounds(t *testing.T) {
	for _, s := range samples {
		for _, paper := range Papers() {
			for _, lang := range []Lang{LangRU, LangEN} {
				t.Run(fmt.Sprintf("%s/%s/%s", s.name, paper, lang), func(t *testing.T) {
					d, err := Layout(s.m(), Options{Paper: paper, Lang: lang, Players: 6})
					if err != nil {
						t.Fatal(err)
					}
					if err := d.CheckBounds(); err != nil {
						t.Fatal(err)
					}
				})
			}
		}
	}
}

// TestGlyphs: every character printed exists in its font (no empty boxes
// for Cyrillic or arrows) and no word is missing from the dictionary.
func TestGlyphs(t *testing.T) {
	for _, s := range samples {
		for _, lang := range []Lang{LangRU, LangEN} {
			d, err := Layout(s.m(), Options{Lang: lang})
			if err != nil {
				t.Fatal(err)
			}
			for _, pg := range d.Pages {
				for _, op := range pg.Ops {
					if op.Kind != OpText {
						continue
					}
					if strings.Contains(op.Text, "{") || strings.Contains(op.Text, "[kit.") {
						t.Errorf("%s/%s %s: missing word %q", s.name, lang, pg.Label, op.Text)
					}
					for _, r := range op.Text {
						if r != ' ' && !hasGlyph(op.Font, r) {
							t.Errorf("%s/%s %s: font %d has no glyph for %q in %q", s.name, lang, pg.Label, op.Font, r, op.Text)
						}
					}
				}
			}
		}
	}
}

// TestTextOverlap: on no page of any part do two texts overlap (glyphs,
// corner marks, coordinates, legends, tables, headers).
func TestTextOverlap(t *testing.T) {
	for _, s := range samples {
		for _, lang := range []Lang{LangRU, LangEN} {
			d, err := Layout(s.m(), Options{Lang: lang, Players: 5})
			if err != nil {
				t.Fatal(err)
			}
			if err := textOverlaps(d); err != nil {
				t.Errorf("%s/%s: %v", s.name, lang, err)
			}
		}
	}
}

func textOverlaps(d *Document) error {
	for _, pg := range d.Pages {
		var texts []Op
		for _, op := range pg.Ops {
			if op.Kind == OpText {
				texts = append(texts, op)
			}
		}
		for i := range texts {
			for j := i + 1; j < len(texts); j++ {
				if texts[i].Bounds().Intersects(texts[j].Bounds(), 0.3) {
					return fmt.Errorf("%s: %s %q and %s %q overlap", pg.Label, texts[i].Role, texts[i].Text, texts[j].Role, texts[j].Text)
				}
			}
		}
	}
	return nil
}

// TestPageCounts: how many pages each part takes.
func TestPageCounts(t *testing.T) {
	tests := []struct {
		name  string
		m     *maze.Maze
		opts  Options
		part  Part
		pages int
	}{
		{"host 10×10 is one page", maze.Generate(maze.GenOptions{Rows: 10, Cols: 10, Seed: 1, FalseTreasures: 3, Pits: 3, Holes: 3, Arsenals: 2}), Options{}, PartHost, 1},
		{"host 10×10 with every table", sampleBase(), Options{}, PartHost, 2},
		{"T1 two small floors side by side", sampleFloors(), Options{}, PartHost, 1},
		{"B22 a grid per player", sampleBase(), Options{Players: 3}, PartGrids, 3},
		{"B22 a grid per player per floor", sampleFloors(), Options{Players: 2}, PartGrids, 4},
		{"B22 spare sheets for new sketches", sampleBase(), Options{Players: 2, Sheets: 3}, PartGrids, 6},
		{"D1 duel: two players", sampleDuel(), Options{}, PartGrids, 2},
		{"one round of log is one page", sampleBase(), Options{Rounds: 1}, PartLog, 1},
		{"S10 control sheet for two stalkers", sampleStalker(), Options{Players: 2}, PartLog, 1},
		{"no part not asked for", sampleBase(), Options{Parts: []Part{PartRules}}, PartHost, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, err := Layout(tt.m, tt.opts)
			if err != nil {
				t.Fatal(err)
			}
			if got := d.PartPages(tt.part); got != tt.pages {
				t.Errorf("%s: %d pages, want %d", tt.part, got, tt.pages)
			}
		})
	}
	t.Run("log grows with rounds", func(t *testing.T) {
		prev := 0
		for _, rounds := range []int{10, 40, 200, 1000} {
			d, err := Layout(sampleBase(), Options{Rounds: rounds, Parts: []Part{PartLog}})
			if err != nil {
				t.Fatal(err)
			}
			n := d.PartPages(PartLog)
			if n < prev {
				t.Errorf("%d rounds: %d pages, fewer than %d for fewer rounds", rounds, n, prev)
			}
			prev = n
		}
		if prev < 10 {
			t.Errorf("1000 rounds fit on %d pages: rows are too small to write in", prev)
		}
	})
}

// TestTiles: a floor too large for a page is tiled so that every cell is
// on some page, neighbouring tiles share one row or column, and no cell is
// smaller than the minimum.
func TestTiles(t *testing.T) {
	for _, size := range [][2]int{{60, 45}, {45, 60}, {100, 100}, {31, 200}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			m := sampleLarge(size[0], size[1])
			d, err := Layout(m, Options{Parts: []Part{PartHost}})
			if err != nil {
				t.Fatal(err)
			}
			if err := d.CheckBounds(); err != nil {
				t.Fatal(err)
			}
			covered := make([]int, size[0]*size[1])
			tiles := 0
			for _, pg := range d.Pages {
				for _, w := range pg.Maps {
					tiles++
					if w.Cell < minCell {
						t.Errorf("cells of %.1f mm are too small", w.Cell)
					}
					for r := w.R0; r < w.R0+w.Rows; r++ {
						for c := w.C0; c < w.C0+w.Cols; c++ {
							covered[r*size[1]+c]++
						}
					}
				}
			}
			if tiles < 2 {
				t.Fatalf("%d tiles for a %d×%d floor", tiles, size[0], size[1])
			}
			for i, n := range covered {
				if n == 0 {
					t.Fatalf("cell row %d col %d is on no page", i/size[1], i%size[1])
				}
			}
		})
	}
}

// TestFloorsDrawn: every floor is drawn whole (T1).
func TestFloorsDrawn(t *testing.T) {
	m := sampleFloors()
	d, err := Layout(m, Options{Parts: []Part{PartHost}})
	if err != nil {
		t.Fatal(err)
	}
	seen := map[int]bool{}
	for _, pg := range d.Pages {
		for _, w := range pg.Maps {
			f := m.Floors[w.Floor]
			if w.Rows == f.Rows && w.Cols == f.Cols {
				seen[w.Floor] = true
			}
		}
	}
	if len(seen) != len(m.Floors) {
		t.Errorf("%d of %d floors drawn whole", len(seen), len(m.Floors))
	}
}

// TestWallKinds: each wall kind is drawn with its own mark (B4, M1, M10,
// M11, T7) and the legend explains each one present.
func TestWallKinds(t *testing.T) {
	d, err := Layout(sampleBase(), Options{Parts: []Part{PartHost}, Lang: LangEN})
	if err != nil {
		t.Fatal(err)
	}
	roles := map[string]int{}
	var legend []string
	for _, pg := range d.Pages {
		for _, op := range pg.Ops {
			roles[op.Role]++
			if op.Kind == OpText && op.Role == "legend" {
				legend = append(legend, op.Text)
			}
		}
	}
	for _, role := range []string{"wall", "wall-unblastable", "wall-window", "wall-rubber", "wall-oneway", "wall-closed-exit", "exit", "river-flow", "river-mouth", "river-source", "start", "monolith"} {
		if roles[role] == 0 {
			t.Errorf("nothing drawn as %s", role)
		}
	}
	text := strings.Join(legend, "\n")
	for _, want := range []string{"unblastable", "window", "rubber", "one-way", "exit from the maze", "closed exit", "river", "pit", "hole", "start"} {
		if !strings.Contains(text, want) {
			t.Errorf("legend says nothing of %q", want)
		}
	}
}

// TestPlayerSheetsKeepSecrets: the players' symbols never say which
// treasure is true or where the starts are (C14).
func TestPlayerSheetsKeepSecrets(t *testing.T) {
	d, err := Layout(sampleBase(), Options{Parts: []Part{PartGrids}, Lang: LangEN})
	if err != nil {
		t.Fatal(err)
	}
	for _, pg := range d.Pages {
		for _, op := range pg.Ops {
			for _, secret := range []string{"true treasure", "false treasure", "start cell", "track"} {
				if op.Kind == OpText && strings.Contains(op.Text, secret) {
					t.Errorf("%s says %q", pg.Label, op.Text)
				}
			}
		}
	}
}

// TestRuleWords: every rule option of every preset is said in both
// languages, not left to its English doc line.
func TestRuleWords(t *testing.T) {
	for _, fam := range rules.Families() {
		for _, lang := range []Lang{LangRU, LangEN} {
			t.Run(string(fam)+"/"+string(lang), func(t *testing.T) {
				m := sampleBase()
				m.Rules = rules.MustPreset(fam)
				r, _ := resolve(m, Options{Lang: lang})
				k := &kit{r: r, m: m}
				for _, ki := range rules.Keys() {
					if ki.Key == "preset" || strings.HasPrefix(ki.Key, "players.") {
						continue // said by the card's title and the log, not as rules
					}
					v, _ := m.Rules.Get(ki.Key)
					s, ok := k.ruleSentence(ki, v)
					if ok && strings.HasPrefix(s, ki.Doc) {
						t.Errorf("%s=%s has no sentence of its own", ki.Key, v)
					}
				}
			})
		}
	}
}

func TestErrors(t *testing.T) {
	bad := sampleBase()
	bad.Floors[0].Cells = bad.Floors[0].Cells[:5]
	tests := []struct {
		name string
		m    *maze.Maze
		opts Options
		want string
	}{
		{"no maze", nil, Options{}, "no maze"},
		{"no floors", &maze.Maze{}, Options{}, "no floors"},
		{"malformed floor", bad, Options{}, "malformed"},
		{"paper", sampleBase(), Options{Paper: "a7"}, "paper"},
		{"lang", sampleBase(), Options{Lang: "de"}, "language"},
		{"players", sampleBase(), Options{Players: 99}, "players"},
		{"names", sampleBase(), Options{Players: 1, PlayerNames: []string{"a", "b"}}, "names"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := Kit(&bytes.Buffer{}, tt.m, tt.opts)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got %v, want an error about %q", err, tt.want)
			}
		})
	}
}

// TestText compares the words of each part, as pdftotext reads them, with
// golden files: what a person reading the kit sees.
func TestText(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("pdftotext (poppler-utils) is needed in CI")
		}
		t.Skip("pdftotext not installed (apt-get install poppler-utils)")
	}
	cases := []struct {
		name string
		m    *maze.Maze
		opts Options
	}{
		{"base-host-ru", sampleBase(), Options{Parts: []Part{PartHost}}},
		{"base-host-en", sampleBase(), Options{Parts: []Part{PartHost}, Lang: LangEN}},
		{"base-rules-ru", sampleBase(), Options{Parts: []Part{PartRules}}},
		{"base-rules-en", sampleBase(), Options{Parts: []Part{PartRules}, Lang: LangEN}},
		{"duel-grids-ru", sampleDuel(), Options{Parts: []Part{PartGrids}, PlayerNames: []string{"Аня", "Борис Александрович Длиннофамильный-Предлинный"}, Date: "1 мая 1984"}},
		{"log-en", sampleBase(), Options{Parts: []Part{PartLog}, Lang: LangEN, Rounds: 3, Players: 2, PlayerNames: []string{"Ann", "Bob"}, Log: []LogEntry{{Round: 1, Player: 0, Order: "go up", Answer: "wall"}}}},
		{"stalker-log-ru", sampleStalker(), Options{Parts: []Part{PartLog}, Players: 2}},
	}
	dir := t.TempDir()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			pdf := filepath.Join(dir, tc.name+".pdf")
			var buf bytes.Buffer
			if err := Kit(&buf, tc.m, tc.opts); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(pdf, buf.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			out, err := exec.Command("pdftotext", "-raw", "-enc", "UTF-8", pdf, "-").Output()
			if err != nil {
				t.Fatalf("pdftotext: %v", err)
			}
			got := normalize(string(out))
			golden.CheckString(t, filepath.Join("testdata", tc.name+".txt"), got)
		})
	}
}

// normalize trims trailing spaces, which pdftotext versions pad differently.
func normalize(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " \f")
	}
	return strings.TrimRight(strings.Join(lines, "\n"), "\n") + "\n"
}

// TestGenerated: over mazes of many shapes and sizes, a kit never fails
// and never draws off the page.
func TestGenerated(t *testing.T) {
	for _, size := range [][2]int{{1, 1}, {1, 7}, {7, 1}, {2, 2}, {4, 4}, {5, 9}, {10, 10}, {13, 17}, {20, 20}, {26, 14}, {33, 33}, {40, 12}} {
		for _, fam := range []rules.Family{rules.FamilyBase, rules.FamilyDuel, rules.FamilyStalker} {
			m := maze.Generate(maze.GenOptions{Rows: size[0], Cols: size[1], Seed: int64(size[0]*100 + size[1]), Family: fam, FalseTreasures: 2, Pits: 2, Holes: 3, Arsenals: 1})
			for _, paper := range []Paper{PaperA4, PaperA5, PaperLetter} {
				d, err := Layout(m, Options{Paper: paper, Rounds: 5})
				if err != nil {
					t.Fatalf("%v %s %s: %v", size, fam, paper, err)
				}
				if err := d.CheckBounds(); err != nil {
					t.Fatalf("%v %s %s: %v", size, fam, paper, err)
				}
			}
		}
	}
}

func FuzzLayout(f *testing.F) {
	f.Add(uint8(10), uint8(10), uint64(1), uint8(0), uint8(0))
	f.Add(uint8(1), uint8(60), uint64(7), uint8(2), uint8(1))
	f.Fuzz(func(t *testing.T, rows, cols uint8, seed uint64, fam, paper uint8) {
		r, c := int(rows%80)+1, int(cols%80)+1
		fams := rules.Families()
		m := maze.Generate(maze.GenOptions{Rows: r, Cols: c, Seed: int64(seed), Loops: 0.1, Family: fams[int(fam)%len(fams)], FalseTreasures: 2, Pits: 3, Holes: 3, Arsenals: 2})
		d, err := Layout(m, Options{Paper: Papers()[int(paper)%len(Papers())], Rounds: 3})
		if err != nil {
			t.Fatal(err)
		}
		if err := d.CheckBounds(); err != nil {
			t.Fatal(err)
		}
	})
}

func BenchmarkKit(b *testing.B) {
	for _, s := range []struct {
		name string
		m    *maze.Maze
	}{{"10x10", sampleBase()}, {"60x45", sampleLarge(60, 45)}} {
		b.Run(s.name, func(b *testing.B) {
			var buf bytes.Buffer
			for b.Loop() {
				buf.Reset()
				if err := Kit(&buf, s.m, Options{}); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(buf.Len()), "bytes/kit")
		})
	}
}

// TestOddModels: a model with kinds and references out of range (a newer
// compiler, a hand-built maze) prints without a panic.
func TestOddModels(t *testing.T) {
	m := sampleBase()
	f := &m.Floors[0]
	f.Cells[0] = maze.Cell{Kind: maze.CellKind(200), Ref: 99}
	f.Cells[1] = maze.Cell{Kind: maze.CellHole, Ref: 42}
	f.Cells[2] = maze.Cell{Kind: maze.CellPit, Ref: -5}
	f.Cells[3] = maze.Cell{Kind: maze.CellStairs, Ref: 7}
	f.Cells[4] = maze.Cell{Kind: maze.CellArsenal, Arsenal: maze.ArsenalKind(77), Ref: -1}
	f.Cells[5] = maze.Cell{Kind: maze.CellRiver, Dir: maze.Dir(9), Ref: -1}
	f.HWalls[0] = maze.Wall{Kind: maze.WallKind(99)}
	*f.VWall(2, 2) = maze.Wall{Kind: maze.WallOneWay, Pass: maze.Up}
	m.Treasures = append(m.Treasures, maze.Treasure{Kind: maze.TreasureKind(9), At: c(0, 3, 3)})
	m.Creatures = append(m.Creatures, maze.Creature{Kind: maze.CreatureKind(9), At: c(5, 50, 50)})
	m.Regions = append(m.Regions, maze.Region{Kind: maze.RegionKind(9), Cells: []maze.Coord{c(0, 1, 1), c(3, -1, 400)}})
	m.Pits = append(m.Pits, maze.Pit{Name: "9", At: c(0, 99, 99)})
	m.Rivers = append(m.Rivers, maze.River{Name: "x", Cells: []maze.Coord{c(0, 0, 0), c(1, 0, 0), c(0, 9, 9)}})
	m.Stairs = append(m.Stairs, maze.Stair{A: c(0, 0, 0), B: c(0, 0, 0)})
	d, err := Layout(m, Options{Markers: []Marker{{Name: "", At: c(0, 0, 0)}, {Name: "far", At: c(4, 4, 4)}}})
	if err != nil {
		t.Fatal(err)
	}
	if err := d.CheckBounds(); err != nil {
		t.Fatal(err)
	}
	if err := Kit(&bytes.Buffer{}, m, Options{Lang: LangEN}); err != nil {
		t.Fatal(err)
	}
}

// TestPages: the page summary of a kit, and "?" for a maze that cannot
// be laid out.
func TestPages(t *testing.T) {
	if got := Pages(sampleBase(), Options{Players: 3}); got != "8 pages: host 2, grids 3, rules 1, log 2" {
		t.Errorf("Pages = %q", got)
	}
	if got := Pages(nil, Options{}); got != "?" {
		t.Errorf("no maze: %q", got)
	}
}
