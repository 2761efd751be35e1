package check

import (
	"strings"
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
		{name: "V4 pit blocks the corridor behind it (no jumping)", code: "B17-unreachable",
			good: with(rules.FamilyVMK, pitRow, func(t *testing.T, m *maze.Maze) {
				pit(t, m, "B3", "A1")
				m.Pits[0].Multiplicity = 2
			}),
			bad: with(rules.FamilyVMK, pitRow, func(t *testing.T, m *maze.Maze) {
				pit(t, m, "B3", "A1")
				m.Rules.JumpSit = 0
			}),
			wantAt: "A3", wantRegion: "A3"},
		{name: "V5 wandering exit into a sealed cell (no jumping)", code: "D14-pit-trap",
			good: with(rules.FamilyVMK, good3, func(t *testing.T, m *maze.Maze) { pit(t, m, "A3", "A1", "C2") }),
			bad: with(rules.FamilyVMK, sub(sealedC3, "|"), func(t *testing.T, m *maze.Maze) {
				pit(t, m, "A3", "A1", "C3")
				m.Rules.JumpSit = 0
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
			bad: with(rules.FamilyMIET, riverRow, func(t *testing.T, m *maze.Maze) {
				m.Rules.SteepBanks = true
				river(t, m, "A2", "B2", "C2")
			}),
			wantAt: "A3", wantRegion: "A3 B3"},
		{name: "I6 a steep bank is no way into a cell beside the river", code: "B17-unreachable",
			good: with(rules.FamilyMIET, besideRiver, func(t *testing.T, m *maze.Maze) {
				m.Rules.SteepBanks = false
				river(t, m, "A1", "A2", "A3")
			}),
			bad: with(rules.FamilyMIET, besideRiver, func(t *testing.T, m *maze.Maze) {
				m.Rules.SteepBanks = true
				river(t, m, "A1", "A2", "A3")
			}),
			wantAt: "B2", wantRegion: "B2"},
		{name: "T5 a void cell is rock, no way in", code: "B17-unreachable",
			good: plain(rules.FamilyTver, `
+-+ +-+
|. . X|
+ +-+ +
|. . .|
+-+ +-+
|. . ~|
+-+-+-+`),
			bad: plain(rules.FamilyTver, `
+-+ +-+
|. . X|
+ +-+ +
|. . .|
+-+-+-+
|. . ~|
+-+-+-+`), wantAt: "A3", wantRegion: "A3 B3"},
		{name: "I7 a rubber room is passed the way one walks in", code: "B17-unreachable",
			good: with(rules.FamilyMIET, throughRoom, func(t *testing.T, m *maze.Maze) {
				m.Floors[0].Cell(1, 1).Dir = maze.West
			}),
			bad: with(rules.FamilyMIET, throughRoom, func(t *testing.T, m *maze.Maze) {
				m.Floors[0].Cell(1, 1).Dir = maze.West
				m.Rules.RubberFixedExit = true
			}), wantAt: "C2", wantRegion: "C2"},
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

// TestSealedRegionsCappedB17 walls in every cell of a 20×20 maze: the
// first regions are reported one by one, the rest in one summary.
func TestSealedRegionsCappedB17(t *testing.T) {
	m := maze.Generate(maze.GenOptions{Rows: 20, Cols: 20, Seed: 3})
	f := &m.Floors[0]
	for i := range f.HWalls {
		f.HWalls[i].Kind = maze.WallPlain
	}
	for i := range f.VWalls {
		f.VWalls[i].Kind = maze.WallPlain
	}
	f.HWall(0, 0).Kind = maze.WallNone
	m.Treasures = nil
	var n int
	var last Finding
	for _, fd := range Analyze(m) {
		if fd.Code == "B17-unreachable" {
			n++
			last = fd
		}
	}
	if n != maxRegions+1 {
		t.Fatalf("%d B17 findings, want %d", n, maxRegions+1)
	}
	// 400 cells: A1 is the main part, 50 reported, 349 summed up.
	if want := "and 349 more sealed regions (349 cells)"; len(last.Summary) < len(want) || last.Summary[:len(want)] != want {
		t.Errorf("summary %q, want it to start %q", last.Summary, want)
	}
}

// TestLongWitnessPathIsShortenedD14 traps a cell far from the exit of a
// long serpentine maze: the path keeps its last steps and says so.
func TestLongWitnessPathIsShortenedD14(t *testing.T) {
	const rows, cols = 12, 12
	f := maze.NewFloor("1", rows, cols)
	for i := range f.HWalls {
		f.HWalls[i].Kind = maze.WallPlain
	}
	for i := range f.VWalls {
		f.VWalls[i].Kind = maze.WallPlain
	}
	// A serpentine: each row open along, rows joined at alternate ends.
	for r := 0; r < rows; r++ {
		for c := 0; c+1 < cols; c++ {
			f.Side(r, c, maze.East).Kind = maze.WallNone
		}
		if r+1 < rows {
			end := cols - 1
			if r%2 == 1 {
				end = 0
			}
			f.Side(r, end, maze.South).Kind = maze.WallNone
		}
	}
	f.HWall(0, 0).Kind = maze.WallNone
	last := maze.Coord{Row: rows - 1, Col: cols - 1}
	if (rows-1)%2 == 1 {
		last.Col = 0
	}
	// The far end of the serpentine becomes a one-way trap.
	prev := last
	if last.Col == 0 {
		prev.Col = 1
		f.Side(last.Row, 0, maze.East).Kind, f.Side(last.Row, 0, maze.East).Pass = maze.WallOneWay, maze.West
	} else {
		prev.Col = cols - 2
		f.Side(last.Row, prev.Col, maze.East).Kind, f.Side(last.Row, prev.Col, maze.East).Pass = maze.WallOneWay, maze.East
	}
	for i := range f.Cells {
		f.Cells[i].Ref = -1
	}
	m := &maze.Maze{Rules: rules.MustPreset(rules.FamilyBase), Floors: []maze.Floor{f},
		Treasures: []maze.Treasure{{Kind: maze.TreasureTrue, At: maze.Coord{}}}}
	fs := Analyze(m)
	if len(fs) != 1 || fs[0].Code != "D14-trap" {
		t.Fatalf("want one D14-trap, got:\n%s", codes(fs))
	}
	p := fs[0].Path
	if len(p) != maxPath || p[len(p)-1] != last || p[len(p)-2] != prev {
		t.Errorf("path of %d cells ending %s, want %d ending %s %s", len(p), names(m, p[len(p)-2:]), maxPath, prev.Name(maze.Latin), last.Name(maze.Latin))
	}
	if !strings.Contains(fs[0].Detail, "the last 60 of 144 cells of the way in from A1") {
		t.Errorf("detail does not say the path is shortened: %q", fs[0].Detail)
	}
}

// besideRiver has a cell, B2, whose one open side faces A2: a river's
// middle cell once a river runs down column A.
const besideRiver = `
+-+ +-+
|. . X|
+ +-+ +
|. .|.|
+ +-+ +
|. . .|
+-+-+-+`

// throughRoom has a cell, C2, open only onto the rubber room B2, whose exit
// side the test sets to the west: one walks to C2 through the room from A2.
const throughRoom = `
+-+ +-+
|. . X|
+ +-+-+
|. [ .|
+ +-+-+
|. . .|
+-+-+-+`
