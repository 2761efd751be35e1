package check

import (
	"testing"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
)

// TestMoveGraph checks what the move graph lets a player do, rule by rule:
// each case is a maze whose verdict turns on one rule of movement.
func TestMoveGraph(t *testing.T) {
	const sealedC3 = `
+-+ +-+
|. . X|
+ +-+ +
|. . .|
+-+ +-+
|. .%s.|
+-+-+-+`
	sub := func(s, wall string) string {
		out := []byte(s)
		for i := range out {
			if out[i] == '%' && out[i+1] == 's' {
				return string(out[:i]) + wall + string(out[i+2:])
			}
		}
		return s
	}
	pitRow := `
+-+ +-+
|. . X|
+ +-+ +
|. . .|
+-+ +-+
|. P .|
+-+-+-+`
	riverRow := `
+-+ +-+
|. . X|
+ +-+ +
|R R R|
+-+ + +
|. .|.|
+-+-+-+`
	runRuleCases(t, []ruleCase{
		{name: "T7 window stops players", code: "B17-unreachable",
			good: plain(rules.FamilyTver, sub(sealedC3, " ")), bad: plain(rules.FamilyTver, sub(sealedC3, "w")), wantAt: "C3"},
		{name: "M10 rubber wall stops players", code: "B17-unreachable",
			good: plain(rules.FamilyBase, sub(sealedC3, " ")), bad: plain(rules.FamilyBase, sub(sealedC3, "r")), wantAt: "C3"},
		{name: "M1 unblastable wall stops players", code: "B17-unreachable",
			good: plain(rules.FamilyBase, sub(sealedC3, " ")), bad: plain(rules.FamilyBase, sub(sealedC3, "=")), wantAt: "C3"},
		{name: "M11 one-way wall passes its way only", code: "D14-trap",
			good: plain(rules.FamilyBase, sub(sealedC3, "<")), bad: plain(rules.FamilyBase, sub(sealedC3, ">")), wantAt: "C3"},
		{name: "V4 pit blocks the corridor behind it", code: "B17-unreachable",
			good: with(rules.FamilyVMK, pitRow, func(t *testing.T, m *maze.Maze) {
				pit(t, m, "B3", "A1")
				m.Pits[0].Multiplicity = 2
			}),
			bad:    with(rules.FamilyVMK, pitRow, func(t *testing.T, m *maze.Maze) { pit(t, m, "B3", "A1") }),
			wantAt: "A3", wantRegion: "A3"},
		{name: "V5 wandering exit into a sealed cell", code: "D14-pit-trap",
			good: with(rules.FamilyVMK, good3, func(t *testing.T, m *maze.Maze) { pit(t, m, "A3", "A1", "C2") }),
			bad: with(rules.FamilyVMK, sub(sealedC3, "|"), func(t *testing.T, m *maze.Maze) {
				pit(t, m, "A3", "A1", "C3")
			}), wantAt: "C3", wantPath: "B1 C1 C2 B2 B3 A3 C3"},
		{name: "B20 a skip in a hole moves on", code: "D14-pit-trap",
			good: with(rules.FamilyBase, `
+-+ +-+
|. . X|
+ + + +
|. . .|
+ + +-+
|. . .|
+-+-+-+`, func(t *testing.T, m *maze.Maze) { holes(t, m, "B3", "C3") }),
			bad: with(rules.FamilyBase, `
+-+ +-+
|. . X|
+ + + +
|. . .|
+ + +-+
|. . .|
+-+-+-+`, func(t *testing.T, m *maze.Maze) {
				m.Rules.HoleWallAdvance = false
				holes(t, m, "B3", "C3")
			}), wantAt: "C3", wantRegion: "C3"},
		{name: "I6 steep banks keep a player in the river", code: "B17-unreachable",
			good: with(rules.FamilyMIET, riverRow, func(t *testing.T, m *maze.Maze) {
				m.Rules.SteepBanks = false
				river(t, m, "A2", "B2", "C2")
			}),
			bad:    with(rules.FamilyMIET, riverRow, func(t *testing.T, m *maze.Maze) { river(t, m, "A2", "B2", "C2") }),
			wantAt: "A3", wantRegion: "A3 B3"},
		{name: "D15 re-entry through any exit joins the parts", code: "B17-unreachable",
			good: with(rules.FamilyDuel, sub(sealedC3, "|")+"\n", func(t *testing.T, m *maze.Maze) {
				m.Rules.Reentry = rules.ReentryAny
				m.Floors[0].HWall(3, 2).Kind = maze.WallNone
			}),
			bad: with(rules.FamilyDuel, sub(sealedC3, "|"), func(t *testing.T, m *maze.Maze) {
				m.Floors[0].HWall(3, 2).Kind = maze.WallNone
			}), wantAt: "C3"},
		{name: "C15 a crossing is passed straight through", code: "B17-unreachable",
			good: plain(rules.FamilySchool, sub(`
+-+ +-+
|. . X|
+-+ +-+
|. %s .|
+-+ +-+
|. . .|
+-+-+-+`, ".")),
			bad: plain(rules.FamilySchool, sub(`
+-+ +-+
|. . X|
+-+ +-+
|. %s .|
+-+ +-+
|. . .|
+-+-+-+`, "x")), wantAt: "A2", wantRegion: "A2 C2"},
	})
}
