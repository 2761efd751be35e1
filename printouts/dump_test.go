package printouts

import (
	"os"
	"path/filepath"
	"testing"

	"labyrinth/dsl"
	"labyrinth/dsl/maze"
	"labyrinth/examples"
)

// TestDump writes the sample kits to $PRINTOUTS_DUMP, for looking at them
// (pdftoppm -png). It does nothing unless the variable is set.
func TestDump(t *testing.T) {
	dir := os.Getenv("PRINTOUTS_DUMP")
	if dir == "" {
		t.Skip("set PRINTOUTS_DUMP=dir to write the sample kits")
	}
	samples := map[string]*maze.Maze{
		"base": sampleBase(), "duel": sampleDuel(), "floors": sampleFloors(),
		"large": sampleLarge(60, 45), "stalker": sampleStalker(),
	}
	for _, name := range examples.Names() {
		src, _ := examples.Read(name)
		if m, _ := dsl.Compile(name, src); m != nil {
			samples["example-"+name[:len(name)-len(".maze")]] = m
		}
	}
	for name, m := range samples {
		for _, lang := range []Lang{LangRU, LangEN} {
			f, err := os.Create(filepath.Join(dir, name+"-"+string(lang)+".pdf"))
			if err != nil {
				t.Fatal(err)
			}
			if err := Kit(f, m, Options{Lang: lang}); err != nil {
				t.Fatal(err)
			}
			f.Close()
		}
	}
}
