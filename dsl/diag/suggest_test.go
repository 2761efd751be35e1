package diag

import "testing"

func TestEditDistance(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want int
	}{
		{"", "", 0},
		{"", "abc", 3},
		{"abc", "", 3},
		{"print", "print", 0},
		{"print", "pirnt", 1}, // a swap of two adjacent letters is one edit
		{"print", "prin", 1},
		{"print", "sprint", 1},
		{"print", "prxnt", 1},
		{"kitten", "sitting", 3},
		{"ca", "abc", 3}, // optimal string alignment: no edit of a swapped pair
		{"налево", "налева", 1},
		{"вверх", "ввреx", 2}, // runes, not bytes
	} {
		if got := EditDistance(tc.a, tc.b); got != tc.want {
			t.Errorf("EditDistance(%q, %q) = %d, want %d", tc.a, tc.b, got, tc.want)
		}
		if got := EditDistance(tc.b, tc.a); got != tc.want {
			t.Errorf("EditDistance(%q, %q) = %d, want %d (not symmetric)", tc.b, tc.a, got, tc.want)
		}
	}
}

func TestClosest(t *testing.T) {
	commands := []string{"check", "fmt", "print", "play", "show", "rules"}
	for _, tc := range []struct{ in, want string }{
		{"pirnt", "print"},
		{"chekc", "check"},
		{"rule", "rules"},
		{"shwo", "show"},
		{"zzzzzzzz", ""},
		{"", ""},
	} {
		if got := Closest(tc.in, commands); got != tc.want {
			t.Errorf("Closest(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func FuzzEditDistance(f *testing.F) {
	f.Add("print", "pirnt")
	f.Add("налево", "направо")
	f.Fuzz(func(t *testing.T, a, b string) {
		if len(a) > 64 || len(b) > 64 {
			return
		}
		d := EditDistance(a, b)
		la, lb := len([]rune(a)), len([]rune(b))
		if d < abs(la-lb) || d > max(la, lb) {
			t.Fatalf("EditDistance(%q, %q) = %d, outside [%d, %d]", a, b, d, abs(la-lb), max(la, lb))
		}
		if (d == 0) != (string([]rune(a)) == string([]rune(b))) {
			t.Fatalf("EditDistance(%q, %q) = %d", a, b, d)
		}
		if d2 := EditDistance(b, a); d2 != d {
			t.Fatalf("EditDistance not symmetric on %q, %q: %d and %d", a, b, d, d2)
		}
	})
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// TestSuggestOtherLayout: a glyph typed with the Russian layout on («Ф»
// on the key of A) gets the Latin glyph on that key, and back; a Cyrillic
// lookalike («В» for B) is still read as the lookalike.
func TestSuggestOtherLayout(t *testing.T) {
	glyphs := []string{"A", "B", "X", "K", "P", "Ar", "Д"}
	for _, tc := range []struct{ in, want string }{
		{"Ф", "A"},
		{"Фк", "Ar"},
		{"В", "B"},
		{"L", "Д"},
		{"Щ", ""},
	} {
		if got := Suggest(tc.in, glyphs); got != tc.want {
			t.Errorf("Suggest(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
