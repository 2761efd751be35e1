package dsl

import (
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
