package lsp

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"labyrinth/dsl"
	"labyrinth/dsl/maze"
	"labyrinth/internal/golden"
)

// TestHoverGolden writes what a hover says of every cell of every example
// that is not an empty cell, with where go to definition jumps from it, so
// that a reader sees the words of each family's mazes in one place.
func TestHoverGolden(t *testing.T) {
	names := golden.Files(t, "../../examples/*.maze")
	for _, name := range names {
		base := strings.TrimSuffix(filepath.Base(name), ".maze")
		t.Run(base, func(t *testing.T) {
			src, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			res := dsl.CompileResult(base+".maze", src)
			if res.Diagnostics.HasErrors() {
				t.Fatalf("%s does not compile: %v", name, res.Diagnostics)
			}
			m := res.Maze
			n := newNamer(m)
			var b strings.Builder
			for fi, f := range m.Floors {
				for r := 0; r < f.Rows; r++ {
					for c := 0; c < f.Cols; c++ {
						at := maze.Coord{Floor: fi, Row: r, Col: c}
						cell := m.CellAt(at)
						text := describeCell(m, at)
						if cell.Kind == maze.CellVoid || strings.HasPrefix(text, "**empty cell**") {
							continue
						}
						fmt.Fprintf(&b, "%s: %s\n", n.cell(at), strings.ReplaceAll(text, "\n\n", " | "))
						if ts := linkTargets(m, at); len(ts) > 0 {
							fmt.Fprintf(&b, "    go to: %s\n", n.cells(ts))
						}
					}
				}
			}
			golden.Check(t, filepath.Join("testdata", "hover", base+".txt"), []byte(b.String()))
		})
	}
}
