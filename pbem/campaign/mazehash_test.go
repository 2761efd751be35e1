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
		"base.maze":    "782cb97e16b3e39ce10be3ca0cbd6f9304cc9f7289394620fe068401e9d30593",
		"duel.maze":    "f7fab9bc8709054e5131903a532351b1263c387688b083b5ad398c21b1037828",
		"miet.maze":    "40c958a629d57708fefbabf188006fc5fb0824f9aaa24549159e875c57ab14ea",
		"school.maze":  "38218718dd3dca356b112c7aaac571ff5cea7497d5c4cd5f44d39bef8119931d",
		"stalker.maze": "eba8134216c5a49587451cf0876378120941aed2fd04037b5d379e4dc7871cae",
		"tver.maze":    "80b6452f972a498a6a353bae52f7479cb01c99eb05510a9372787bca0df6d98d",
		"vmk1983.maze": "9ad742aa72a171fc1407c7cf98203df96ff8fcbab817ae3a8eb6eccb3672e166",
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
