package campaign

import (
	"testing"

	"labyrinth/dsl"
	"labyrinth/examples"
)

// TestMazeHashStable pins the hash of every example maze's model. A stored
// campaign finds its maze by this hash, so a change of the model's JSON (a
// field renamed, reordered or added in maze.Maze) would orphan every
// campaign in play; this test fails first. Update the table only together
// with a migration of stored campaigns.
func TestMazeHashStable(t *testing.T) {
	want := map[string]string{
		"base.maze":    "87bf1ecfa39c9b17447f62529887051fd3fffab671ab6baea8ad9fd20637409c",
		"duel.maze":    "e5380dec59c2a0d72460411cde360c7d14a750182bdc539e5b27eb2170cf542d",
		"miet.maze":    "b36d8e0773d174bc09555494249ed98e9843125fe587b9183464c692adc1fec4",
		"school.maze":  "b960da3045a7a683ccf6ad3f6e6d15e7b539256e440dcd919f851d4ae6d5a442",
		"stalker.maze": "429bb1e77629561e0606a06cee45a072bd3ea0be252ed8107fe8d9f900924e3b",
		"tver.maze":    "6f016a26bca88dbbf281ca659d71f7ded1c24307eec4a1726d891e225453788d",
		"vmk1983.maze": "8d8d775a84c7d25a58443515d0d57d983300ef40785a43a8769bd22970123d3c",
	}
	for _, name := range examples.Names() {
		src, err := examples.Read(name)
		if err != nil {
			t.Fatal(err)
		}
		m, diags := dsl.Compile(name, src)
		if diags.HasErrors() {
			t.Fatalf("%s: %v", name, diags)
		}
		got, err := MazeHash(m)
		if err != nil {
			t.Fatal(err)
		}
		if w, ok := want[name]; !ok {
			t.Errorf("%s: no pinned hash (got %s)", name, got)
		} else if got != w {
			t.Errorf("%s: maze hash %s, want %s: the model's JSON changed", name, got, w)
		}
	}
}
