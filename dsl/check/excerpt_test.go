package check

import (
	"slices"
	"testing"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
)

func TestExcerptCoversRegionAndPathD14(t *testing.T) {
	m := build(t, rules.FamilyBase, `
+-+ +-+-+-+
|. . . . X|
+ +-+ + + +
|. . . . .|
+-+ +-+ + +
|. .>. . .|
+-+-+-+-+-+`)
	m.Floors[0].Side(2, 2, maze.North).Kind = maze.WallPlain
	m.Floors[0].Side(2, 2, maze.East).Kind = maze.WallPlain
	fs := slices.DeleteFunc(Analyze(m), func(f Finding) bool { return f.Code == "B2-square" }) // a 5×3 field
	if len(fs) != 1 || fs[0].Code != "D14-trap" {
		t.Fatalf("want one D14-trap, got:\n%s", codes(fs))
	}
	w := Excerpt(m, fs[0], 0)
	want := Window{MinRow: 0, MinCol: 1, MaxRow: 2, MaxCol: 2}
	if w != want {
		t.Errorf("Excerpt = %+v, want %+v (path %s)", w, want, names(m, fs[0].Path))
	}
	if w := Excerpt(m, fs[0], 5); w != (Window{MaxRow: 2, MaxCol: 4}) {
		t.Errorf("Excerpt with margin 5 = %+v, want the whole floor", w)
	}
}
