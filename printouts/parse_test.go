package printouts

import (
	"errors"
	"testing"

	"labyrinth/dsl/maze"
)

func TestParsePaper(t *testing.T) {
	for _, s := range PaperNames() {
		if p, err := ParsePaper(s); err != nil || string(p) != s {
			t.Errorf("ParsePaper(%q) = %q, %v", s, p, err)
		}
	}
	if p, err := ParsePaper("A4"); err != nil || p != PaperA4 {
		t.Errorf("ParsePaper(A4) = %q, %v; want a4", p, err)
	}
	if _, err := ParsePaper("a6"); err == nil {
		t.Error("ParsePaper(a6) accepted a size the kit cannot lay out")
	}
}

func TestParseLang(t *testing.T) {
	for s, want := range map[string]Lang{"ru": LangRU, "EN": LangEN} {
		if l, err := ParseLang(s); err != nil || l != want {
			t.Errorf("ParseLang(%q) = %q, %v; want %q", s, l, err, want)
		}
	}
	if _, err := ParseLang("de"); err == nil {
		t.Error("ParseLang(de) accepted a language the kit does not speak")
	}
}

func TestParseMarkers(t *testing.T) {
	m := maze.Generate(maze.GenOptions{Rows: 5, Cols: 5, Seed: 1})
	ms, err := ParseMarkers(m, "Аня=a1, Боб = e5")
	if err != nil {
		t.Fatal(err)
	}
	want := []Marker{{Name: "Аня", At: maze.Coord{}}, {Name: "Боб", At: maze.Coord{Row: 4, Col: 4}}}
	if len(ms) != len(want) || ms[0] != want[0] || ms[1] != want[1] {
		t.Errorf("ParseMarkers = %+v, want %+v", ms, want)
	}
	for _, bad := range []string{"Аня", "=a1", "Аня=", "Аня=z99"} {
		_, err := ParseMarkers(m, bad)
		var me *MarkerError
		if !errors.As(err, &me) {
			t.Errorf("ParseMarkers(%q) = %v, want a *MarkerError", bad, err)
		}
	}
}

func TestRoundLabel(t *testing.T) {
	for _, tc := range []struct {
		lang  Lang
		round int
		over  bool
		want  string
	}{
		{LangRU, 3, false, "ход 3"},
		{LangEN, 3, false, "round 3"},
		{LangRU, 9, true, "игра окончена"},
		{LangEN, 9, true, "game over"},
	} {
		if got := RoundLabel(tc.lang, tc.round, tc.over); got != tc.want {
			t.Errorf("RoundLabel(%s, %d, %v) = %q, want %q", tc.lang, tc.round, tc.over, got, tc.want)
		}
	}
}

func TestDocumentSummary(t *testing.T) {
	d := &Document{Pages: []*Page{{Part: PartHost}, {Part: PartGrids}, {Part: PartGrids}, {Part: PartLog}}}
	if got, want := d.Summary(), "4 pages: host 1, grids 2, log 1"; got != want {
		t.Errorf("Summary = %q, want %q", got, want)
	}
	d = &Document{Pages: []*Page{{Part: PartRules}}}
	if got, want := d.Summary(), "1 page: rules 1"; got != want {
		t.Errorf("Summary = %q, want %q", got, want)
	}
}
