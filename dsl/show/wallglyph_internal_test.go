package show

import (
	"testing"

	"labyrinth/dsl/maze"
)

// TestWallLegendGlyph pins the wall glyphs the legend of show explains
// (grammar.md, "Maps").
func TestWallLegendGlyph(t *testing.T) {
	for k, want := range map[maze.WallKind]string{
		maze.WallUnblastable: "=  #",
		maze.WallWindow:      ":  :",
		maze.WallRubber:      "*  *",
		maze.WallOneWay:      "v^<>",
		maze.WallClosedExit:  ".  .",
	} {
		if got := wallLegendGlyph(k); got != want {
			t.Errorf("wallLegendGlyph(%v) = %q, want %q", k, got, want)
		}
	}
}
