package show_test

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"labyrinth/dsl"
	"labyrinth/dsl/maze"
	"labyrinth/dsl/show"
	"labyrinth/examples"
	"labyrinth/internal/golden"
)

// keys says every word as its key and vars, so that the golden files show
// where each word goes without choosing a language (package narrate has
// its own golden files of the words).
var keys = show.Options{
	Say: func(w show.Word, vars ...string) string {
		if len(vars) == 0 {
			return "<" + string(w) + ">"
		}
		return "<" + string(w) + " " + strings.Join(vars, " ") + ">"
	},
	GlyphDoc: func(_ *maze.Maze, d maze.GlyphDef) string { return d.Doc },
}

func compile(t *testing.T, name string) *maze.Maze {
	t.Helper()
	src, err := examples.Read(name)
	if err != nil {
		t.Fatal(err)
	}
	m, ds := dsl.Compile(name, src)
	if ds.HasErrors() {
		t.Fatalf("%s: %v", name, ds)
	}
	return m
}

// TestWrite compares the drawing of every example, in Latin and in
// Cyrillic letters and with the file's own glyphs, with
// testdata/<example>.<variant>.txt; go test -update rewrites them.
func TestWrite(t *testing.T) {
	variants := []struct {
		name string
		set  func(*show.Options)
	}{
		{"latin", func(*show.Options) {}},
		{"cyrillic", func(o *show.Options) { o.Alphabet = maze.Cyrillic }},
		{"host", func(o *show.Options) { o.HostGlyphs = true }},
	}
	n := 0
	for _, name := range examples.Names() {
		m := compile(t, name)
		for _, v := range variants {
			t.Run(name+"/"+v.name, func(t *testing.T) {
				o := keys
				v.set(&o)
				var b bytes.Buffer
				if err := show.Write(&b, m, o); err != nil {
					t.Fatal(err)
				}
				golden.Check(t, filepath.Join("testdata", strings.TrimSuffix(name, ".maze")+"."+v.name+".txt"), b.Bytes())
			})
			n++
		}
	}
	if n == 0 {
		t.Fatal("no examples")
	}
}

// TestWriteFloor draws only the floor asked for: tver's second floor
// without its first, and the legend of what that floor shows.
func TestWriteFloor(t *testing.T) {
	m := compile(t, "tver")
	if len(m.Floors) < 2 {
		t.Fatal("tver has one floor")
	}
	o := keys
	o.Floor = 2
	var b bytes.Buffer
	if err := show.Write(&b, m, o); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	if strings.Count(out, "<show.floor ") != 1 || !strings.Contains(out, "<show.floor name "+m.Floors[1].Name+" ") {
		t.Errorf("want only floor %q drawn:\n%s", m.Floors[1].Name, out)
	}
}

// TestWriteCyrillic draws the canonical glyphs in the Cyrillic letters
// the language reads as the same glyphs, as the Russian kit prints them.
func TestWriteCyrillic(t *testing.T) {
	m := compile(t, "base")
	o := keys
	o.Alphabet = maze.Cyrillic
	var b bytes.Buffer
	if err := show.Write(&b, m, o); err != nil {
		t.Fatal(err)
	}
	drawing, _, _ := strings.Cut(b.String(), "<show.legend>")
	if strings.ContainsAny(drawing, "PBHX") || !strings.ContainsAny(drawing, "ПВДХ") {
		t.Errorf("want the map in Cyrillic glyphs:\n%s", drawing)
	}
}

func TestWriteNeedsWords(t *testing.T) {
	if err := show.Write(&bytes.Buffer{}, compile(t, "base"), show.Options{}); err == nil {
		t.Error("no error without words")
	}
}
