package dsl

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"labyrinth/dsl/check"
	"labyrinth/dsl/diag"
	"labyrinth/dsl/maze"
	"labyrinth/examples"
)

// TestFindingToDiagnostic feeds the compiler a design-rule finding (a
// sealed region with a path leading in, as B17 reports it) and checks that
// the diagnostic points at the cell's slot in the drawing, labels the
// related wall, keeps the hint and redraws the region with the path.
func TestFindingToDiagnostic(t *testing.T) {
	src, err := examples.Read("base")
	if err != nil {
		t.Fatal(err)
	}
	c := func(name string) maze.Coord {
		col, row, err := maze.ParseCellName(name)
		if err != nil {
			t.Fatal(err)
		}
		return maze.Coord{Row: row, Col: col}
	}
	defer func(f func(*maze.Maze) []check.Finding) { analyzeMaze = f }(analyzeMaze)
	analyzeMaze = func(*maze.Maze) []check.Finding {
		return []check.Finding{{
			Severity: diag.Error,
			Code:     "C9999",
			Summary:  "B17: region B6, C6 cannot be left without grenades",
			At:       check.Place{Cell: c("B6")},
			Related:  []check.Related{{Place: check.Place{Cell: c("C6"), Side: maze.South}, Message: "this wall closes it"}},
			Region:   []maze.Coord{c("B6"), c("C6")},
			Path:     []maze.Coord{c("A5"), c("A6")},
			Hint:     "open a wall of the region",
		}}
	}
	res := CompileResult("base.maze", src)
	if len(res.Diagnostics) != 1 {
		t.Fatalf("got %d diagnostics, want 1: %v", len(res.Diagnostics), res.Diagnostics)
	}
	d := res.Diagnostics[0]
	want, _ := res.CellRange(c("B6"))
	if d.Range != want {
		t.Errorf("range %+v, want the slot of B6 %+v", d.Range, want)
	}
	if got := string(src[d.Range.Start.Offset:d.Range.End.Offset]); got != "H1" {
		t.Errorf("range covers %q, want the glyph H1 drawn at B6", got)
	}
	wall, _ := res.WallRange(c("C6"), maze.South)
	if len(d.Related) != 1 || d.Related[0].Range != wall {
		t.Errorf("related %+v, want the wall under C6 %+v", d.Related, wall)
	}
	if d.Hint != "open a wall of the region" || !strings.Contains(d.Detail, "  +") {
		t.Errorf("hint %q, detail %q", d.Hint, d.Detail)
	}
	var b bytes.Buffer
	_ = res.Diagnostics.WriteText(&b, diag.TextOptions{Source: func(string) []byte { return src }})
	path := "testdata/finding.diag.txt"
	if os.Getenv("UPDATE_GOLDEN") != "" {
		_ = os.WriteFile(path, b.Bytes(), 0o644)
	}
	golden, err := os.ReadFile(path)
	if err != nil || !bytes.Equal(golden, b.Bytes()) {
		t.Errorf("text differs from %s (UPDATE_GOLDEN=1 go test to accept):\n%s", path, b.String())
	}
}
