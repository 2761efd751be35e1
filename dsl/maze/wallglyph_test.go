package maze

import "testing"

// TestWallGlyph pins the wall glyphs of grammar.md ("Maps"), the ВМиК
// sketch of source text 001 (V26) and the one-way arrows (M11).
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

// TestWallOfGlyph checks that every glyph WallGlyph writes reads back as
// its wall, and that glyphs of the other orientation do not.
func TestWallOfGlyph(t *testing.T) {
	for k := range WallKind(len(wallGlyphs)) {
		for _, vertical := range []bool{false, true} {
			passes := []Dir{North, South}
			if vertical {
				passes = []Dir{East, West}
			}
			for _, pass := range passes {
				w := Wall{Kind: k}
				if k == WallOneWay {
					w.Pass = pass
				}
				for _, style := range []WallStyle{WallStyleBox, WallStyleVMK} {
					for _, top := range []bool{false, true} {
						g := WallGlyph(w, vertical, style, top)
						got, ok := WallOfGlyph([]rune(g)[0], vertical)
						if !ok || got != w {
							t.Errorf("WallOfGlyph(%q, vertical %v) = %v, %v; want %v", g, vertical, got, ok, w)
						}
					}
				}
			}
		}
	}
	for _, tc := range []struct {
		r        rune
		vertical bool
	}{{'#', false}, {'|', false}, {'=', true}, {'-', true}, {'v', true}, {'>', false}, {'x', true}} {
		if w, ok := WallOfGlyph(tc.r, tc.vertical); ok {
			t.Errorf("WallOfGlyph(%q, vertical %v) = %v, want no wall glyph", tc.r, tc.vertical, w)
		}
	}
}
