package dsl

import (
	"labyrinth/dsl/diag"
	"strings"
	"testing"

	"labyrinth/dsl/maze"
)

// TestCreatureGlyphsC15: the default legend draws every creature of C15 and
// M9/C13, the compiler places each on its cell, and the host drawing shows
// each back with the same glyph.
func TestCreatureGlyphsC15(t *testing.T) {
	src := []byte(`title "creatures"
rules base {}
map {
+---+---+---+---+---+---+---+
| X | p | g | c | mr| m | b |
+   +   +   +   +   +   +   +
|                           |
+---+---+---+   +---+---+---+
}
`)
	m, ds := Compile("creatures.maze", src)
	if ds.HasErrors() {
		t.Fatalf("compile: %v", ds)
	}
	want := map[string]maze.CreatureKind{
		"B1": maze.CreaturePirate, "C1": maze.CreatureGivi, "D1": maze.CreatureCow,
		"E1": maze.CreatureMirror, "F1": maze.CreatureMinotaur, "G1": maze.CreatureBear,
	}
	got := map[string]maze.CreatureKind{}
	for _, c := range m.Creatures {
		got[c.At.Name(maze.Latin)] = c.Kind
	}
	for cell, kind := range want {
		k, ok := got[cell]
		if !ok || k != kind {
			t.Errorf("%s: creature %v (present %v), want %v", cell, k, ok, kind)
			continue
		}
		var at maze.Coord
		for _, c := range m.Creatures {
			if c.At.Name(maze.Latin) == cell {
				at = c.At
			}
		}
		if g := m.GlyphAt(at); g != maze.CreatureGlyph(kind) || g == "?" {
			t.Errorf("%s: drawn as %q, want %q", cell, g, maze.CreatureGlyph(kind))
		}
	}
}

// TestPirateTrackC15: the links give a pirate its track as they give a
// bear one; a pirate has no den, and a track needs a pirate in the map.
func TestPirateTrackC15(t *testing.T) {
	const drawing = `map {
+---+---+---+
| X   p     |
+   +   +   +
|           |
+---+   +---+
}
`
	m, ds := Compile("pirate.maze", []byte("rules base {}\n"+drawing+"links {\n    pirate: track B1 -> B2 -> C2 -> C1 -> B1\n}\n"))
	if ds.HasErrors() {
		t.Fatalf("compile: %v", ds)
	}
	var track []string
	for _, c := range m.Creatures {
		if c.Kind == maze.CreaturePirate {
			for _, at := range c.Track {
				track = append(track, at.Name(maze.Latin))
			}
		}
	}
	if got := strings.Join(track, " "); got != "B1 B2 C2 C1 B1" {
		t.Errorf("pirate track %q", got)
	}
	for _, tc := range []struct{ name, links, want string }{
		{"den", "pirate: den B1 track B1 -> B2", "a pirate has no den"},
		{"jump", "pirate: track B1 -> C2", "pirate track jumps from B1 to C2"},
	} {
		_, ds := Compile("pirate.maze", []byte("rules base {}\n"+drawing+"links {\n    "+tc.links+"\n}\n"))
		if !anySummary(ds, tc.want) {
			t.Errorf("%s: got %v, want %q", tc.name, ds, tc.want)
		}
	}
	_, ds = Compile("nopirate.maze", []byte("rules base {}\n"+strings.Replace(drawing, " p ", "   ", 1)+"links {\n    pirate: track B1 -> B2\n}\n"))
	if !anySummary(ds, "no pirate in the map") {
		t.Errorf("no pirate: got %v", ds)
	}
}

// anySummary reports whether one of the diagnostics says want.
func anySummary(ds diag.Diagnostics, want string) bool {
	for _, d := range ds {
		if strings.Contains(d.Summary, want) {
			return true
		}
	}
	return false
}
