package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"labyrinth/dsl"
	"labyrinth/dsl/maze"
	"labyrinth/examples"
)

const nine = `title "Nine rooms"
// a comment the edits keep
map {
+---+---+---+
| X   P1  A |
+   +---+   +
|         B1|
+   +   +---+
|           |
+---+   +---+
}
`

func source(t *testing.T, v any, err error) string {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
	var r struct{ Source string }
	if err := json.Unmarshal([]byte(v.(string)), &r); err != nil {
		t.Fatal(err)
	}
	return r.Source
}

func compile(t *testing.T, src string) *maze.Maze {
	t.Helper()
	m, ds := dsl.Compile("t.maze", []byte(src))
	if m == nil || ds.HasErrors() {
		t.Fatalf("the edited maze does not compile: %v\n%s", ds, src)
	}
	return m
}

// TestEditWall: a click between two cells puts a wall there or takes it
// away, Shift-click cycles its kind, and the text stays in fmt's form with
// its comment.
func TestEditWall(t *testing.T) {
	for _, c := range []struct {
		name       string
		row, col   int
		dir, mode  string
		check      func(f *maze.Floor) maze.Wall
		want       maze.WallKind
		wantInText string
	}{
		{"add east of A1", 0, 0, "e", "toggle", func(f *maze.Floor) maze.Wall { return *f.VWall(0, 1) }, maze.WallPlain, "| X | P1  A |"},
		{"remove south of B1 (row 1)", 0, 1, "s", "toggle", func(f *maze.Floor) maze.Wall { return *f.HWall(1, 1) }, maze.WallNone, "+   +   +   +"},
		{"cycle plain to unblastable", 0, 1, "s", "cycle", func(f *maze.Floor) maze.Wall { return *f.HWall(1, 1) }, maze.WallUnblastable, "+   +===+   +"},
		{"cycle open to plain", 2, 0, "e", "cycle", func(f *maze.Floor) maze.Wall { return *f.VWall(2, 1) }, maze.WallPlain, "|   |       |"},
		{"outer wall taken away is an exit", 2, 2, "e", "toggle", func(f *maze.Floor) maze.Wall { return *f.VWall(2, 3) }, maze.WallNone, "|            "},
	} {
		t.Run(c.name, func(t *testing.T) {
			v, err := editWall(nine, 0, c.row, c.col, c.dir, c.mode)
			out := source(t, v, err)
			m := compile(t, out)
			if got := c.check(&m.Floors[0]); got.Kind != c.want {
				t.Errorf("wall kind %v, want %v\n%s", got.Kind, c.want, out)
			}
			if !strings.Contains(out, c.wantInText) || !strings.Contains(out, "// a comment the edits keep") {
				t.Errorf("the text lacks %q or the comment:\n%s", c.wantInText, out)
			}
			if f, _ := dsl.FormatSource("t.maze", []byte(out)); string(f) != out {
				t.Errorf("the edit is not in fmt's form:\n%s", out)
			}
		})
	}
}

// TestEditCell: a click on a cell writes the chosen sign, numbered ones
// taking the next free number; a second click empties it.
func TestEditCell(t *testing.T) {
	v, err := editCell(nine, 0, 2, 0, "P")
	out := source(t, v, err)
	// P2 has no exit yet, so the text is read, not the model.
	if g := strings.Split(out, "\n")[8]; g != "| P2        |" {
		t.Errorf("the cell holds %q, want P2 (pit 1 is taken)\n%s", g, out)
	}
	v, err = editCell(out, 0, 2, 1, "B")
	out2 := source(t, v, err)
	m := compile(t, out2)
	if g := m.GlyphAt(maze.Coord{Row: 2, Col: 1}); g != "B2" {
		t.Errorf("the exit is %q, want B2, the pit without one\n%s", g, out2)
	}
	v, err = editCell(nine, 0, 0, 0, "X")
	out3 := source(t, v, err)
	if m := compile(t, out3); m.GlyphAt(maze.Coord{}) != "" {
		t.Errorf("clicking X on X did not empty the cell:\n%s", out3)
	}
	if _, err := editCell("map {\n+--\n", 0, 0, 0, "X"); err == nil {
		t.Error("a map that does not compile was edited")
	}
}

// TestResize: rows and columns added and removed on the drawing.
func TestResize(t *testing.T) {
	for _, c := range []struct {
		op         string
		rows, cols int
	}{{"addRow", 4, 3}, {"removeRow", 2, 3}, {"addCol", 3, 4}, {"removeCol", 3, 2}} {
		t.Run(c.op, func(t *testing.T) {
			v, err := resize(nine, 0, c.op)
			out := source(t, v, err)
			m, ds := dsl.Compile("t.maze", []byte(out))
			if m == nil || len(m.Floors) == 0 {
				t.Fatalf("no maze: %v\n%s", ds, out)
			}
			if f := m.Floors[0]; f.Rows != c.rows || f.Cols != c.cols {
				t.Errorf("%d×%d, want %d×%d\n%s", f.Rows, f.Cols, c.rows, c.cols, out)
			}
			for _, d := range ds {
				if d.Code == "E0401" || d.Code == "E0402" {
					t.Errorf("the map is broken: %v\n%s", d, out)
				}
			}
			if !strings.Contains(out, "// a comment the edits keep") {
				t.Errorf("the comment is lost:\n%s", out)
			}
		})
	}
}

// TestDrawing: the drawing of a maze with a problem marks the cells the
// diagnostic is about and says where each cell is in the text.
func TestDrawing(t *testing.T) {
	bad := strings.Replace(nine, "|         B1|", "|           |", 1) // E0501: pit P1 has no exit
	res := dsl.CompileResult(sourceName, []byte(bad))
	d := draw(res, "en")
	if d.SVG == "" || len(d.Maps) != 1 || !strings.HasPrefix(d.SVG, "<svg") {
		t.Fatalf("no drawing: %+v", d.Note)
	}
	if good := draw(dsl.CompileResult(sourceName, []byte(nine)), "en"); len(good.Pits) != 1 || good.Pits[0] != [2]cellRef{{0, 0, 1}, {0, 1, 2}} {
		t.Errorf("pits %v, want P1 → B1", good.Pits)
	}
	if len(d.CellPos) != 1 || len(d.CellPos[0]) != 2*9 || d.CellPos[0][0] != 4 || d.CellPos[0][1] != 2 {
		t.Errorf("cell positions %v: want A1's X at line 4, character 2", d.CellPos)
	}
	found := false
	for _, r := range d.Regions {
		found = found || r.Code == "E0501" && len(r.Cells) > 0 && r.Cells[0] == cellRef{0, 0, 1}
	}
	if !found {
		t.Errorf("no region for E0501 at P1 in %+v (diagnostics %v)", d.Regions, res.Diagnostics)
	}
}

// TestKitIsPrint: the kit the page makes is byte for byte what
// "labyrinth print" writes for the same maze and options.
func TestKitIsPrint(t *testing.T) {
	if testing.Short() {
		t.Skip("builds cmd/labyrinth")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "labyrinth")
	if out, err := exec.Command("go", "build", "-o", bin, "labyrinth/cmd/labyrinth").CombinedOutput(); err != nil {
		t.Fatalf("building labyrinth: %v\n%s", err, out)
	}
	src, _ := examples.Read("vmk1983.maze")
	file := filepath.Join(dir, "vmk.maze")
	os.WriteFile(file, src, 0o644)
	for _, c := range []struct {
		settings string
		flags    []string
	}{
		{`{}`, nil},
		{`{"Paper":"letter","Lang":"en","Players":3,"Names":"Ann, Bob,Cy","Parts":"host,log"}`, []string{"--paper", "letter", "--lang", "en", "--players", "3", "--names", "Ann, Bob,Cy", "--parts", "host,log"}},
	} {
		got, err := kit(string(src), c.settings)
		if err != nil {
			t.Fatal(err)
		}
		pdf := filepath.Join(dir, "kit.pdf")
		args := append([]string{"print", file, "-o", pdf}, c.flags...)
		if out, err := exec.Command(bin, args...).CombinedOutput(); err != nil {
			t.Fatalf("labyrinth %v: %v\n%s", args, err, out)
		}
		want, _ := os.ReadFile(pdf)
		if !bytes.Equal(got.([]byte), want) {
			t.Errorf("%s: the page's kit (%d bytes) differs from labyrinth print's (%d bytes)", c.settings, len(got.([]byte)), len(want))
		}
	}
}

// TestPlay: three turns at one screen, two people and a bot, as
// "labyrinth play" plays them.
func TestPlay(t *testing.T) {
	src, _ := examples.Read("base.maze")
	var out syncBuffer
	s, err := startPlay(string(src), `{"people":["Аня:f","Bob:en"],"bots":1,"lang":"ru"}`, &out)
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range []string{"начинаю с а1", "start at h1", "вниз", "вниз", "down", "конец"} {
		if err := s.send(line); err != nil {
			t.Fatal(err)
		}
	}
	<-s.done
	text := out.String()
	for _, want := range []string{"— ходит Аня, ход 1 —", "— Bob's turn, round 1 —", "— ходит Аня, ход 2 —", "— Bob's turn, round 2 —", "Игра не окончена."} {
		if !strings.Contains(text, want) {
			t.Errorf("the game did not say %q:\n%s", want, text)
		}
	}
	if d := s.hostMap("ru"); !strings.Contains(d.SVG, "<svg") {
		t.Error("no host map")
	}
}

// syncBuffer is a bytes.Buffer the game's goroutine writes while the test
// reads.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// TestPlayDuel: the duel on two mazes (D1): this maze and a generated one,
// or this one twice.
func TestPlayDuel(t *testing.T) {
	src, _ := examples.Read("duel.maze")
	for _, versus := range []string{"same", "gen"} {
		t.Run(versus, func(t *testing.T) {
			var out syncBuffer
			s, err := startPlay(string(src), `{"people":["Аня:f","Bob"],"lang":"ru","versus":"`+versus+`"}`, &out)
			if err != nil {
				t.Fatal(err)
			}
			if n := len(s.game.Maze().Floors); n != 2 {
				t.Errorf("the duel is played on %d mazes, want 2", n)
			}
			s.send("конец")
			<-s.done
			if !strings.Contains(out.String(), "ходит Аня, ход 1") {
				t.Errorf("the duel did not start:\n%s", out.String())
			}
		})
	}
}
