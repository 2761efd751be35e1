package maze

import "testing"

// TestWallGlyph pins the wall glyphs of grammar.md ("Maps"), the ВМиК
// sketch of seed 001 (V26) and the one-way arrows (M11).
func TestWallGlyph(t *testing.T) {
	for _, tc := range []struct {
		w        Wall
		vertical bool
		style    WallStyle
		top      bool
		want     string
	}{
		{Wall{Kind: WallNone}, false, WallStyleBox, false, " "},
		{Wall{Kind: WallNone}, true, WallStyleVMK, false, " "},
		{Wall{Kind: WallPlain}, false, WallStyleBox, false, "-"},
		{Wall{Kind: WallPlain}, false, WallStyleBox, true, "-"},
		{Wall{Kind: WallPlain}, true, WallStyleBox, false, "|"},
		{Wall{Kind: WallPlain}, false, WallStyleVMK, false, "_"},
		{Wall{Kind: WallPlain}, false, WallStyleVMK, true, "~"},
		{Wall{Kind: WallPlain}, true, WallStyleVMK, false, "I"},
		{Wall{Kind: WallUnblastable}, false, WallStyleVMK, true, "="},
		{Wall{Kind: WallUnblastable}, true, WallStyleBox, false, "#"},
		{Wall{Kind: WallWindow}, false, WallStyleBox, false, ":"},
		{Wall{Kind: WallWindow}, true, WallStyleBox, false, ":"},
		{Wall{Kind: WallRubber}, false, WallStyleBox, false, "*"},
		{Wall{Kind: WallRubber}, true, WallStyleBox, false, "*"},
		{Wall{Kind: WallClosedExit}, false, WallStyleBox, false, "."},
		{Wall{Kind: WallClosedExit}, true, WallStyleBox, false, "."},
		{Wall{Kind: WallOneWay, Pass: South}, false, WallStyleBox, false, "v"},
		{Wall{Kind: WallOneWay, Pass: North}, false, WallStyleBox, false, "^"},
		{Wall{Kind: WallOneWay, Pass: East}, true, WallStyleBox, false, ">"},
		{Wall{Kind: WallOneWay, Pass: West}, true, WallStyleVMK, false, "<"},
	} {
		if got := WallGlyph(tc.w, tc.vertical, tc.style, tc.top); got != tc.want {
			t.Errorf("WallGlyph(%v pass %v, vertical %v, style %d, top %v) = %q, want %q",
				tc.w.Kind, tc.w.Pass, tc.vertical, tc.style, tc.top, got, tc.want)
		}
	}
}
