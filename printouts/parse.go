package printouts

import (
	"fmt"
	"strconv"
	"strings"

	"labyrinth/dsl/maze"
	"labyrinth/engine/narrate"
)

// ParsePaper reads a paper size as the command line writes it, in any
// case.
func ParsePaper(s string) (Paper, error) {
	p := Paper(strings.ToLower(s))
	for _, q := range Papers() {
		if p == q {
			return p, nil
		}
	}
	return "", fmt.Errorf("no paper size %q", s)
}

// PaperNames lists the names ParsePaper reads, in the order of Papers.
func PaperNames() []string {
	var out []string
	for _, p := range Papers() {
		out = append(out, string(p))
	}
	return out
}

// ParseLang reads a kit's language, ru or en, in any case.
func ParseLang(s string) (Lang, error) {
	switch l := Lang(strings.ToLower(s)); l {
	case LangRU, LangEN:
		return l, nil
	}
	return "", fmt.Errorf("no language %q", s)
}

// ParseMarkers reads players' positions written NAME=CELL,NAME=CELL; the
// cells are named as the maze names them («в3», "2:д5"). The error names
// the pair it could not read.
func ParseMarkers(m *maze.Maze, s string) ([]Marker, error) {
	var out []Marker
	for _, pair := range strings.Split(s, ",") {
		name, cell, ok := strings.Cut(pair, "=")
		name, cell = strings.TrimSpace(name), strings.TrimSpace(cell)
		if !ok || name == "" || cell == "" {
			return nil, &MarkerError{Pair: pair}
		}
		at, err := m.ParseCell(cell)
		if err != nil {
			return nil, &MarkerError{Pair: pair, Err: err}
		}
		out = append(out, Marker{Name: name, At: at})
	}
	return out, nil
}

// MarkerError is a NAME=CELL pair ParseMarkers could not read: not of that
// shape (Err is nil), or naming no cell of the maze.
type MarkerError struct {
	Pair string
	Err  error
}

func (e *MarkerError) Error() string {
	if e.Err == nil {
		return fmt.Sprintf("%q: want NAME=CELL", e.Pair)
	}
	return fmt.Sprintf("%s: %v", e.Pair, e.Err)
}

func (e *MarkerError) Unwrap() error { return e.Err }

// RoundLabel is what a kit printed from a game in progress prints where a
// date goes: the round, or that the game is over.
func RoundLabel(lang Lang, round int, over bool) string {
	k := &kit{r: &resolved{Options: Options{Lang: lang}}}
	if over {
		return k.t(narrate.KeyKitLogGameOver)
	}
	return k.t(narrate.KeyKitLogRound, "n", strconv.Itoa(round))
}

// Summary says how many pages the document has and how many each part
// takes: "5 pages: host 1, grids 2, rules 1, log 1".
func (d *Document) Summary() string {
	var parts []string
	for _, p := range AllParts() {
		if n := d.PartPages(p); n > 0 {
			parts = append(parts, fmt.Sprintf("%s %d", p, n))
		}
	}
	unit := "pages"
	if len(d.Pages) == 1 {
		unit = "page"
	}
	return fmt.Sprintf("%d %s: %s", len(d.Pages), unit, strings.Join(parts, ", "))
}
