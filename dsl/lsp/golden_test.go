package lsp

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"labyrinth/dsl"
	"labyrinth/dsl/maze"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// golden compares got with the file at path, or rewrites it under -update.
func golden(t *testing.T, path string, got []byte) {
	t.Helper()
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the output (run go test -update to accept):\n--- got\n%s\n--- want\n%s", path, got, want)
	}
}

// TestHoverGolden writes what a hover says of every cell of every example
// that is not an empty cell, with where go to definition jumps from it, so
// that a reader sees the words of each family's mazes in one place.
func TestHoverGolden(t *testing.T) {
	names, err := filepath.Glob("../../examples/*.maze")
	if err != nil || len(names) == 0 {
		t.Fatalf("no examples: %v", err)
	}
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
			golden(t, filepath.Join("testdata", "hover", base+".txt"), []byte(b.String()))
		})
	}
}
