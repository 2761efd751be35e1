package check

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"labyrinth/dsl/diag"
	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
)

// good3 is a clean 3×3 base maze with its exit in the top wall at B1.
const good3 = `
+-+ +-+
|. . X|
+ +-+ +
|. . .|
+-+ +-+
|. . .|
+-+-+-+`

func bear(t *testing.T, m *maze.Maze, track ...string) {
	cs := cells(t, m, track...)
	m.Creatures = append(m.Creatures, maze.Creature{Kind: maze.CreatureBear, Name: "1", At: cs[0], Den: cs[0], Track: cs})
}

func TestCreatures(t *testing.T) {
	runRuleCases(t, []ruleCase{
		{name: "M9 bear track through a wall", code: "M9-bear-track",
			good:   with(rules.FamilyBase, good3, func(t *testing.T, m *maze.Maze) { bear(t, m, "A2", "B2", "C2", "B2") }),
			bad:    with(rules.FamilyBase, good3, func(t *testing.T, m *maze.Maze) { bear(t, m, "A2", "B2", "B1", "B2") }),
			wantAt: "B2", wantSide: maze.North, wantPath: "A2 B2 B1 B2"},
		{name: "M9 bear track that jumps", code: "M9-bear-track",
			good:   with(rules.FamilyBase, good3, func(t *testing.T, m *maze.Maze) { bear(t, m, "A2", "B2") }),
			bad:    with(rules.FamilyBase, good3, func(t *testing.T, m *maze.Maze) { bear(t, m, "A2", "C2") }),
			wantAt: "A2"},
		{name: "C13 minotaur drawn under minotaur = no", code: "C13-minotaur-off",
			good: with(rules.FamilySchool, good3, func(t *testing.T, m *maze.Maze) {
				m.Creatures = append(m.Creatures, maze.Creature{Kind: maze.CreatureMinotaur, Name: "1", At: cells(t, m, "C3")[0]})
			}),
			bad: with(rules.FamilyBase, good3, func(t *testing.T, m *maze.Maze) {
				m.Creatures = append(m.Creatures, maze.Creature{Kind: maze.CreatureMinotaur, Name: "1", At: cells(t, m, "C3")[0]})
			}), wantAt: "C3", wantSev: diag.Warning},
		{name: "C15 pirate track that does not start at the pirate", code: "M9-bear-track",
			good: with(rules.FamilyBase, good3, func(t *testing.T, m *maze.Maze) {
				cs := cells(t, m, "A2", "B2")
				m.Creatures = append(m.Creatures, maze.Creature{Kind: maze.CreaturePirate, Name: "1", At: cs[0], Track: cs})
			}),
			bad: with(rules.FamilyBase, good3, func(t *testing.T, m *maze.Maze) {
				cs := cells(t, m, "A2", "B2")
				m.Creatures = append(m.Creatures, maze.Creature{Kind: maze.CreaturePirate, Name: "1", At: cells(t, m, "C3")[0], Track: cs})
			}), wantAt: "A2"},
		{name: "M9 bear in a monolith", code: "B3-object-cell",
			good: with(rules.FamilyBase, good3, func(t *testing.T, m *maze.Maze) { bear(t, m, "A2") }),
			bad: with(rules.FamilyBase, strings.Replace(good3, "|. . .|\n+-+ +-+", "|# . .|\n+-+ +-+", 1), func(t *testing.T, m *maze.Maze) {
				m.Floors[0].Cell(1, 0).Kind = maze.CellMonolith
				bear(t, m, "A2")
			}), wantAt: "A2"},
	})
}

// ruleCase is one design rule with a maze that breaks it and one that keeps
// it. want* are checked on the first finding with the code; empty means
// not checked, "-" means must be empty.
type ruleCase struct {
	name       string
	code       string
	bad, good  func(t *testing.T) *maze.Maze
	wantAt     string
	wantSide   maze.Dir
	wantRegion string // cell names joined by spaces
	wantPath   string
	wantSev    diag.Severity
	// wantIn is a part of the summary; notCodes are codes the breaking
	// maze must not also get (one fault, one finding).
	wantIn   string
	notCodes []string
}

func plain(family rules.Family, drawings ...string) func(t *testing.T) *maze.Maze {
	return func(t *testing.T) *maze.Maze { return build(t, family, drawings...) }
}

func with(family rules.Family, drawing string, edit func(t *testing.T, m *maze.Maze)) func(t *testing.T) *maze.Maze {
	return func(t *testing.T) *maze.Maze {
		m := build(t, family, drawing)
		edit(t, m)
		return m
	}
}

func names(m *maze.Maze, cs []maze.Coord) string {
	if len(cs) == 0 {
		return "-"
	}
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = m.NameIn(c, maze.Latin)
	}
	return strings.Join(out, " ")
}

func codes(fs []Finding) string {
	var out []string
	for _, f := range fs {
		out = append(out, f.Code+": "+f.Summary)
	}
	return strings.Join(out, "\n")
}

func runRuleCases(t *testing.T, cases []ruleCase) {
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			m := tc.bad(t)
			fs := Analyze(m)
			i := slices.IndexFunc(fs, func(f Finding) bool { return f.Code == tc.code })
			if i < 0 {
				t.Fatalf("breaking maze: no %s finding; got:\n%s", tc.code, codes(fs))
			}
			f := fs[i]
			if f.Summary == "" || f.Detail == "" {
				t.Errorf("%s: empty summary or detail: %+v", tc.code, f)
			}
			if tc.wantAt != "" && m.NameIn(f.At.Cell, maze.Latin) != tc.wantAt {
				t.Errorf("%s at %s, want %s", tc.code, m.NameIn(f.At.Cell, maze.Latin), tc.wantAt)
			}
			if tc.wantSide != maze.None && f.At.Side != tc.wantSide {
				t.Errorf("%s side %v, want %v", tc.code, f.At.Side, tc.wantSide)
			}
			if tc.wantRegion != "" && names(m, f.Region) != tc.wantRegion {
				t.Errorf("%s region %q, want %q", tc.code, names(m, f.Region), tc.wantRegion)
			}
			if tc.wantPath != "" && names(m, f.Path) != tc.wantPath {
				t.Errorf("%s path %q, want %q", tc.code, names(m, f.Path), tc.wantPath)
			}
			if tc.wantIn != "" && !strings.Contains(f.Summary, tc.wantIn) {
				t.Errorf("%s summary %q, want it to contain %q", tc.code, f.Summary, tc.wantIn)
			}
			for _, f := range fs {
				if slices.Contains(tc.notCodes, f.Code) {
					t.Errorf("breaking maze: %s told again as %s: %s", tc.code, f.Code, f.Summary)
				}
			}
			sev := tc.wantSev
			if sev == 0 {
				sev = diag.Error
			}
			if f.Severity != sev {
				t.Errorf("%s severity %v, want %v", tc.code, f.Severity, sev)
			}
			g := tc.good(t)
			for _, f := range Analyze(g) {
				if f.Code == tc.code {
					t.Errorf("keeping maze: unexpected %s: %s", f.Code, f.Summary)
				}
			}
		})
	}
}

func TestConnectivity(t *testing.T) {
	runRuleCases(t, []ruleCase{
		{name: "B17 walled-in cell", code: "B17-unreachable", good: plain(rules.FamilyBase, good3),
			bad: plain(rules.FamilyBase, `
+-+ +-+
|. . X|
+ +-+ +
|. . .|
+-+ +-+
|. .|.|
+-+-+-+`), wantAt: "C3", wantRegion: "C3", wantPath: "B1 C1 C2"},
		{name: "B17 region behind a one-way wall out", code: "B17-unreachable", good: plain(rules.FamilyBase, good3),
			bad: plain(rules.FamilyBase, `
+-+ +-+
|. . X|
+ +-+ +
|. . .|
+-+ +-+
|. .<.|
+-+-+-+`), wantAt: "C3", wantRegion: "C3", wantPath: "B1 C1 C2"},
		{name: "T1 floors joined by stairs", code: "B17-unreachable",
			good: func(t *testing.T) *maze.Maze {
				m := build(t, rules.FamilyTver, good3, "+-+-+\n|U .|\n+-+-+")
				m.Floors[0].Cell(2, 0).Kind = maze.CellStairs
				stairs(t, m, "1:A3", "2:A1")
				return m
			},
			bad: plain(rules.FamilyTver, good3, "+-+-+\n|. .|\n+-+-+"), wantAt: "2:A1", wantRegion: "2:A1 2:B1"},
		{name: "T1 B17 a sealed region over two floors is named on both", code: "B17-unreachable",
			good: plain(rules.FamilyBase, good3),
			bad: func(t *testing.T) *maze.Maze {
				m := build(t, rules.FamilyTver, `
+-+ +-+
|. . X|
+ + + +
|. . .|
+-+-+ +
|U .|.|
+-+-+-+`, "+-+-+\n|U .|\n+-+-+")
				m.Floors[0].Cell(2, 0).Kind = maze.CellStairs
				m.Floors[1].Cell(0, 0).Kind = maze.CellStairs
				stairs(t, m, "1:A3", "2:A1")
				return m
			}, wantRegion: "1:A3 1:B3 2:A1 2:B1", wantIn: "the region in 1:A3–B3 and 2:A1–B1 cannot be reached without grenades (4 cells)"},
		{name: "D14 one-way wall into a dead end", code: "D14-trap", good: plain(rules.FamilyBase, good3),
			bad: plain(rules.FamilyBase, `
+-+ +-+
|. . X|
+ +-+ +
|. . .|
+-+ +-+
|. .>.|
+-+-+-+`), wantAt: "C3", wantRegion: "C3", wantPath: "B1 C1 C2 B2 B3 C3"},
		{name: "D14 one-way wall into a two-cell dead end: cells … are a trap", code: "D14-trap", good: plain(rules.FamilyBase, good3),
			bad: plain(rules.FamilyBase, `
+-+ +-+
|. . X|
+ +-+ +
|. . .|
+ +-+-+
|.>. .|
+-+-+-+`), wantRegion: "B3 C3", wantIn: "cells B3, C3 are a trap:"},
		{name: "D14 pit into a sealed cell", code: "D14-pit-trap",
			good: with(rules.FamilyBase, `
+-+ +-+
|. . X|
+ +-+ +
|. . .|
+ + +-+
|P . B|
+-+-+-+`, func(t *testing.T, m *maze.Maze) { pit(t, m, "A3", "C3") }),
			bad: with(rules.FamilyBase, `
+-+ +-+
|. . X|
+ +-+ +
|. . .|
+ + +-+
|P .|B|
+-+-+-+`, func(t *testing.T, m *maze.Maze) { pit(t, m, "A3", "C3") }),
			wantAt: "C3", wantRegion: "C3", wantPath: "B1 A1 A2 A3 C3"},
		{name: "D14 hole into a sealed cell", code: "D14-pit-trap",
			good: with(rules.FamilyBase, good3, func(t *testing.T, m *maze.Maze) { holes(t, m, "A3", "C3") }),
			bad: with(rules.FamilyBase, `
+-+ +-+
|. . X|
+ +-+ +
|. . .|
+ +-+-+
|H .|H|
+-+-+-+`, func(t *testing.T, m *maze.Maze) {
				m.Rules.HoleWallAdvance = false
				holes(t, m, "A3", "C3")
			}),
			wantAt: "C3", wantRegion: "C3"},
		{name: "I4 river drifts into a pocket", code: "D14-trap",
			good: with(rules.FamilyMIET, `
+-+ +-+
|. . X|
+ +-+ +
|R R R|
+-+ +-+
|. . .|
+-+-+-+`, func(t *testing.T, m *maze.Maze) { river(t, m, "A2", "B2", "C2") }),
			bad: with(rules.FamilyMIET, `
+-+ +-+
|. . X|
+ +-+-+
|R R R|
+-+-+-+
|. . .|
+-+-+-+`, func(t *testing.T, m *maze.Maze) { river(t, m, "A2", "B2", "C2") }),
			wantAt: "B2"},
		{name: "B17 one-way region with its own exit", code: "B17-no-return", good: plain(rules.FamilyDuel, good3),
			bad: plain(rules.FamilyDuel, `
+-+ +-+
|. . X|
+ +-+ +
|. . .|
+-+ +-+
|. .>.|
+-+-+ +`), wantAt: "C3", wantRegion: "C3"},
		{name: "B4 no exit", code: "B4-no-exit", good: plain(rules.FamilyBase, good3),
			bad: plain(rules.FamilyBase, `
+-+-+-+
|. . X|
+ +-+ +
|. . .|
+-+ +-+
|. . .|
+-+-+-+`), wantAt: "A1"},
		{name: "B4 only exit sealed off", code: "B4-exit-unreachable", good: plain(rules.FamilyBase, good3),
			bad: plain(rules.FamilyBase, `
+-+-+-+
|. . X|
+ +-+ +
|. . .|
+-+ +-+
|. .|.|
+-+-+ +`), wantAt: "A1"},
		{name: "V13 walled-in treasure under jumping rules", code: "V13-walled-treasure", wantSev: diag.Note,
			good: plain(rules.FamilyVMK, good3),
			bad: plain(rules.FamilyVMK, `
+-+ +-+
|. . .|
+ +-+ +
|. . .|
+-+ +-+
|. .|X|
+-+-+-+`), wantAt: "C3", wantRegion: "C3"},
		{name: "V13 B17 treasure walled in without jumping: one error", code: "B17-unreachable",
			good: plain(rules.FamilyBase, good3),
			bad: plain(rules.FamilyBase, `
+-+ +-+
|. . .|
+ +-+ +
|. . .|
+-+ +-+
|. .|X|
+-+-+-+`), wantAt: "C3", wantIn: "cell C3 cannot be reached without grenades (1 cell, the true treasure at C3 among them)",
			notCodes: []string{"V13-treasure-unreachable"}},
		{name: "V13 treasure walled in past the regions told one by one", code: "V13-treasure-unreachable",
			good: plain(rules.FamilyBase, good3), bad: plain(rules.FamilyBase, manySealed(maxRegions+1)),
			wantAt: fmt.Sprintf("%s2", maze.ColumnName(maxRegions+1, maze.Latin))},
		{name: "V13 treasure that cannot be carried out", code: "V13-treasure-no-exit",
			good: plain(rules.FamilyBase, good3),
			bad: plain(rules.FamilyBase, `
+-+ +-+
|. . .|
+ +-+ +
|. . .|
+-+ +-+
|. .>X|
+-+-+-+`), wantAt: "C3", wantPath: "B1 C1 C2 B2 B3 C3"},
	})
}

func TestVMKWalledTreasureIsNotUnreachableV13(t *testing.T) {
	m := build(t, rules.FamilyVMK, `
+-+ +-+
|. . .|
+ +-+ +
|. . .|
+-+ +-+
|. .|X|
+-+-+-+`)
	for _, f := range Analyze(m) {
		if f.Severity == diag.Error {
			t.Errorf("unexpected error %s: %s", f.Code, f.Summary)
		}
	}
}

func TestTables(t *testing.T) {
	runRuleCases(t, []ruleCase{
		{name: "B3 treasure on a monolith", code: "B3-object-cell", good: plain(rules.FamilyBase, good3),
			bad: with(rules.FamilyBase, `
+-+ +-+
|. . X|
+ +-+ +
|. . .|
+-+ +-+
|. . #|
+-+-+-+`, func(t *testing.T, m *maze.Maze) {
				m.Treasures = append(m.Treasures, maze.Treasure{Kind: maze.TreasureFalse, At: cell(t, m, "C3")})
			}), wantAt: "C3"},
		{name: "B3 treasure on a pit", code: "B3-object-cell",
			good: with(rules.FamilyBase, good3, func(t *testing.T, m *maze.Maze) { pit(t, m, "A3", "C3") }),
			bad: with(rules.FamilyBase, `
+-+ +-+
|. . .|
+ +-+ +
|. . .|
+-+ +-+
|X . B|
+-+-+-+`, func(t *testing.T, m *maze.Maze) {
				m.Floors[0].Cell(2, 0).Kind = maze.CellPit
				pit(t, m, "A3", "C3")
			}), wantAt: "A3"},
		{name: "V4 pit exit on a monolith", code: "V4-pit-exit",
			good: with(rules.FamilyVMK, good3, func(t *testing.T, m *maze.Maze) { pit(t, m, "A3", "C3") }),
			bad: with(rules.FamilyVMK, `
+-+ +-+
|. . X|
+ +-+ +
|. . .|
+-+ +-+
|P . #|
+-+-+-+`, func(t *testing.T, m *maze.Maze) { pit(t, m, "A3", "C3") }), wantAt: "C3"},
		{name: "B5 hole set of one", code: "B5-single-hole", wantSev: diag.Warning,
			good: with(rules.FamilyBase, good3, func(t *testing.T, m *maze.Maze) { holes(t, m, "A2", "C2") }),
			bad:  with(rules.FamilyBase, good3, func(t *testing.T, m *maze.Maze) { holes(t, m, "A2") }), wantAt: "A2"},
		{name: "V2 two true treasures", code: "V2-true-treasure", good: plain(rules.FamilyVMK, good3),
			bad: plain(rules.FamilyVMK, `
+-+ +-+
|X . X|
+ +-+ +
|. . .|
+-+ +-+
|. . .|
+-+-+-+`), wantAt: "C1", wantRegion: "A1 C1"},
		{name: "V2 no true treasure", code: "V2-true-treasure", good: plain(rules.FamilyDuel, good3),
			bad: plain(rules.FamilyDuel, strings.Replace(good3, "X", "O", 1)), wantAt: "A1"},
		// Source text 000: «На одной из клеток лабиринта помещается клад»; «В
		// лабиринт помещается несколько кладов» is a modification (M3).
		{name: "M3 two true treasures under the base rules", code: "M3-several-treasures", wantSev: diag.Warning,
			good: plain(rules.FamilyBase, good3),
			bad: plain(rules.FamilyBase, `
+-+ +-+
|X . X|
+ +-+ +
|. . .|
+-+ +-+
|. . .|
+-+-+-+`), wantAt: "C1", wantRegion: "A1 C1"},
		{name: "B15 no treasure at all", code: "B15-no-treasure", wantSev: diag.Warning, good: plain(rules.FamilyBase, good3),
			bad: plain(rules.FamilyBase, strings.Replace(good3, "X", ".", 1))},
	})
}

// riverMaze is a 3×3 open maze with its exit at B1.
const riverMaze = `
+-+ +-+
|. . X|
+     +
|. . .|
+     +
|. . .|
+-+-+-+`

func withRivers(family rules.Family, edit func(o *rules.Options), paths ...[]string) func(t *testing.T) *maze.Maze {
	return func(t *testing.T) *maze.Maze {
		m := build(t, family, riverMaze)
		if edit != nil {
			edit(&m.Rules)
		}
		for _, p := range paths {
			river(t, m, p...)
			for _, c := range p {
				co := cell(t, m, c)
				m.Floors[0].Cell(co.Row, co.Col).Kind = maze.CellRiver
			}
		}
		return m
	}
}

func TestRivers(t *testing.T) {
	southEast := func(o *rules.Options) { o.RiverFlow = rules.FlowSouthEast }
	straight := func(o *rules.Options) { o.RiverStraight = true }
	apart := func(o *rules.Options) { o.RiverTouch = false }
	runRuleCases(t, []ruleCase{
		{name: "B18 river cells not neighbours", code: "B18-river-gap",
			good: withRivers(rules.FamilyBase, nil, []string{"A2", "B2", "C2"}),
			bad:  withRivers(rules.FamilyBase, nil, []string{"A2", "C2"}), wantAt: "A2"},
		{name: "M5 river flowing west", code: "M5-river-flow",
			good: withRivers(rules.FamilyBase, southEast, []string{"A2", "B2", "B3"}),
			bad:  withRivers(rules.FamilyBase, southEast, []string{"C2", "B2", "A2"}), wantAt: "C2", wantSide: maze.West},
		{name: "M5 bent river", code: "M5-river-straight",
			good: withRivers(rules.FamilyBase, straight, []string{"A2", "B2", "C2"}),
			bad:  withRivers(rules.FamilyBase, straight, []string{"A2", "B2", "B3"}), wantAt: "B2", wantSide: maze.South},
		{name: "I5 crossing rivers", code: "I5-river-cross",
			good: withRivers(rules.FamilyMIET, apart, []string{"A2", "A3"}, []string{"C2", "C3"}),
			bad:  withRivers(rules.FamilyMIET, apart, []string{"A2", "B2", "C2"}, []string{"B1", "B2", "B3"}), wantAt: "B2"},
		{name: "M5 touching rivers", code: "M5-river-touch",
			good: withRivers(rules.FamilyMIET, apart, []string{"A2", "A3"}, []string{"C2", "C3"}),
			bad:  withRivers(rules.FamilyMIET, apart, []string{"A2", "A3"}, []string{"B2", "B3"}), wantAt: "A2", wantSide: maze.East},
		{name: "I7 rubber room without exit side", code: "I7-rubber-room",
			good: with(rules.FamilyMIET, riverMaze, func(t *testing.T, m *maze.Maze) {
				c := m.Floors[0].Cell(2, 1)
				c.Kind, c.Dir = maze.CellRubberRoom, maze.North
			}),
			bad: with(rules.FamilyMIET, riverMaze, func(t *testing.T, m *maze.Maze) {
				m.Floors[0].Cell(2, 1).Kind = maze.CellRubberRoom
			}), wantAt: "B3"},
		{name: "I7 rubber room with an exit side up", code: "I7-rubber-room",
			good: with(rules.FamilyMIET, riverMaze, func(t *testing.T, m *maze.Maze) {
				c := m.Floors[0].Cell(2, 1)
				c.Kind, c.Dir = maze.CellRubberRoom, maze.West
			}),
			bad: with(rules.FamilyMIET, riverMaze, func(t *testing.T, m *maze.Maze) {
				c := m.Floors[0].Cell(2, 1)
				c.Kind, c.Dir = maze.CellRubberRoom, maze.Up
			}), wantAt: "B3"},
		{name: "I7 rubber room left only through its exit side", code: "D14-trap",
			good: with(rules.FamilyMIET, riverMaze, func(t *testing.T, m *maze.Maze) {
				c := m.Floors[0].Cell(1, 1)
				c.Kind, c.Dir = maze.CellRubberRoom, maze.East
			}),
			bad: with(rules.FamilyMIET, riverMaze, func(t *testing.T, m *maze.Maze) {
				c := m.Floors[0].Cell(2, 1)
				c.Kind, c.Dir = maze.CellRubberRoom, maze.South
			}), wantAt: "B3", wantRegion: "B3", wantPath: "B1 B2 B3"},
		{name: "I7 rubber room whose exit side is walled", code: "D14-trap",
			good: with(rules.FamilyMIET, riverMaze, func(t *testing.T, m *maze.Maze) {
				c := m.Floors[0].Cell(2, 1)
				c.Kind, c.Dir = maze.CellRubberRoom, maze.North
			}),
			bad: with(rules.FamilyMIET, riverMaze, func(t *testing.T, m *maze.Maze) {
				c := m.Floors[0].Cell(2, 1)
				c.Kind, c.Dir = maze.CellRubberRoom, maze.South
			}), wantAt: "B3", wantRegion: "B3"},
	})
}

// duelMaze builds a duel maze with exactly D2's contents on an open 10×10
// field with one exit in the middle of each side.
func duelMaze(t *testing.T, edit func(m *maze.Maze)) *maze.Maze {
	var b strings.Builder
	for r := 0; r <= 10; r++ {
		top := "+-+-+-+-+ +-+-+-+-+-+"
		if r > 0 && r < 10 {
			top = "+                   +"
		}
		if r == 10 {
			top = "+-+-+-+-+-+ +-+-+-+-+"
		}
		b.WriteString(top + "\n")
		if r < 10 {
			row := []byte("|. . . . . . . . . .|")
			if r == 4 {
				row[0] = ' '
			}
			if r == 5 {
				row[20] = ' '
			}
			b.WriteString(string(row) + "\n")
		}
	}
	m := build(t, rules.FamilyDuel, b.String())
	f := &m.Floors[0]
	set := func(name string, k maze.CellKind) { c := cell(t, m, name); f.Cell(c.Row, c.Col).Kind = k }
	set("A1", maze.CellCrossbow)
	set("C1", maze.CellCrutch)
	set("E1", maze.CellTrap)
	for i, p := range [][2]string{{"A3", "A7"}, {"C3", "C7"}, {"E3", "E7"}, {"G3", "G7"}} {
		set(p[0], maze.CellPit)
		set(p[1], maze.CellPitExit)
		_ = i
		pit(t, m, p[0], p[1])
	}
	for _, c := range []string{"A9", "C9", "E9"} {
		m.Treasures = append(m.Treasures, maze.Treasure{Kind: maze.TreasureFalse, At: cell(t, m, c)})
	}
	m.Treasures = append(m.Treasures, maze.Treasure{Kind: maze.TreasureTrue, At: cell(t, m, "J10")})
	if edit != nil {
		edit(m)
	}
	return m
}

func TestDuelMazeIsCleanD2(t *testing.T) {
	if fs := Analyze(duelMaze(t, nil)); len(fs) > 0 {
		t.Errorf("want no findings, got:\n%s", codes(fs))
	}
}

func TestFamilies(t *testing.T) {
	duel := func(edit func(m *maze.Maze)) func(t *testing.T) *maze.Maze {
		return func(t *testing.T) *maze.Maze { return duelMaze(t, edit) }
	}
	runRuleCases(t, []ruleCase{
		{name: "D1 duel maze not 10×10", code: "D1-size", wantSev: diag.Warning, good: duel(nil),
			bad: plain(rules.FamilyDuel, good3)},
		{name: "D2 two crossbows", code: "D2-count", good: duel(nil),
			bad: duel(func(m *maze.Maze) { m.Floors[0].Cell(0, 8).Kind = maze.CellCrossbow }), wantAt: "A1", wantRegion: "A1 I1"},
		{name: "D2 three pits", code: "D2-count", good: duel(nil),
			bad: duel(func(m *maze.Maze) { m.Pits = m.Pits[:3] })},
		{name: "D2 two objects on a cell", code: "D2-one-object", good: duel(nil),
			bad: duel(func(m *maze.Maze) { m.Treasures[0].At = maze.Coord{Row: 0, Col: 0} }), wantAt: "A1"},
		{name: "D2 second exit in the north wall", code: "D2-exits", good: duel(nil),
			bad: duel(func(m *maze.Maze) { m.Floors[0].HWall(0, 1).Kind = maze.WallNone }), wantAt: "B1", wantSide: maze.North, wantRegion: "B1 E1"},
		{name: "D2 no exit in the south wall", code: "D2-exits", good: duel(nil),
			bad: duel(func(m *maze.Maze) { m.Floors[0].HWall(10, 5).Kind = maze.WallPlain }), wantAt: "A10", wantSide: maze.South},
	})
}

const schoolGood = `
+-+-+-+-+-+
|# # E # #|
+ + + + + +
|# . & . #|
+ + +-+ + +
|# .|X . #|
+ + + +-+ +
|# . . . #|
+ + + + + +
|# # # # #|
+-+-+-+-+-+`

func TestSchool(t *testing.T) {
	if fs := Analyze(build(t, rules.FamilySchool, schoolGood)); len(fs) > 0 {
		t.Errorf("C2 C3: the good school maze has findings:\n%s", codes(fs))
	}
	runRuleCases(t, []ruleCase{
		{name: "C2 ring broken", code: "C2-ring", good: plain(rules.FamilySchool, schoolGood),
			bad: plain(rules.FamilySchool, strings.Replace(schoolGood, "|# # # # #|", "|# # . # #|", 1)), wantAt: "C5", wantRegion: "C5"},
		{name: "C2 no exit cell", code: "C2-exit", good: plain(rules.FamilySchool, schoolGood),
			bad: plain(rules.FamilySchool, strings.Replace(schoolGood, "E", "#", 1))},
		{name: "C2 two exit cells", code: "C2-exit", good: plain(rules.FamilySchool, schoolGood),
			bad: plain(rules.FamilySchool, strings.Replace(schoolGood, "|# # # # #|", "|# # E # #|", 1)), wantAt: "C1", wantRegion: "C1 C5"},
		{name: "C8 no morgue", code: "C8-no-morgue", good: plain(rules.FamilySchool, schoolGood),
			bad: plain(rules.FamilySchool, strings.Replace(schoolGood, "&", ".", 1))},
		{name: "C3 open 2×2", code: "C3-open-square", good: plain(rules.FamilySchool, schoolGood),
			bad: plain(rules.FamilySchool, strings.Replace(schoolGood, "|# .|X . #|", "|# . X . #|", 1)), wantAt: "B3", wantRegion: "B3 C3 B4 C4"},
	})
}

const tverFloor = `
+-+ +-+
|. . X|
+ +-+ +
|A . U|
+-+ +-+
|. . .|
+-+-+-+`

func tver(edit func(t *testing.T, m *maze.Maze)) func(t *testing.T) *maze.Maze {
	return func(t *testing.T) *maze.Maze {
		m := build(t, rules.FamilyTver, tverFloor, strings.Replace(tverFloor, "+-+ +-+\n", "+-+-+-+\n", 1))
		stairs(t, m, "1:C2", "2:C2")
		if edit != nil {
			edit(t, m)
		}
		return m
	}
}

func TestTver(t *testing.T) {
	if fs := Analyze(tver(nil)(t)); len(fs) > 0 {
		t.Errorf("T1 T2: the good Tver maze has findings:\n%s", codes(fs))
	}
	runRuleCases(t, []ruleCase{
		{name: "T2 two arsenals on a floor", code: "T2-floor-contents", good: tver(nil),
			bad: tver(func(t *testing.T, m *maze.Maze) { m.Floors[1].Cell(2, 2).Kind = maze.CellArsenal }), wantAt: "2:A2", wantRegion: "2:A2 2:C3"},
		{name: "T2 floor without a treasure", code: "T2-floor-contents", good: tver(nil),
			bad: tver(func(t *testing.T, m *maze.Maze) { m.Treasures = m.Treasures[:1] }), wantAt: "2:A1"},
	})
}

func TestMIET(t *testing.T) {
	three := `
+-+ +-+
|X O Z|
+ +-+ +
|. . .|
+-+ +-+
|. . .|
+-+-+-+`
	runRuleCases(t, []ruleCase{
		{name: "I1 no mined treasure", code: "I1-treasures", wantSev: diag.Warning, good: plain(rules.FamilyMIET, three),
			bad: plain(rules.FamilyMIET, good3)},
	})
}

const zone = `
+-+-+-+-+-+-+-+
|e . . . . . e|
+             +
|. . . . . . .|
+             +
|. . . . . . .|
+             +
|. . . $ . . .|
+             +
|. . . . . . .|
+             +
|. . . . . . .|
+             +
|! . . . . . e|
+-+-+-+-+-+-+-+`

func stalker(traps ...maze.Region) func(t *testing.T) *maze.Maze {
	return func(t *testing.T) *maze.Maze {
		m := build(t, rules.FamilyStalker, zone)
		m.Regions = traps
		return m
	}
}

func trap(kind maze.RegionKind, name string, cs ...maze.Coord) maze.Region {
	return maze.Region{Kind: kind, Name: name, Cells: cs}
}

func at2(row, col int) maze.Coord { return maze.Coord{Row: row, Col: col} }

func TestStalker(t *testing.T) {
	if fs := Analyze(stalker(trap(maze.RegionWeb, "1", at2(1, 3)))(t)); len(fs) > 0 {
		t.Errorf("S1 S2 S7: the good zone has findings:\n%s", codes(fs))
	}
	wall := func(t *testing.T) *maze.Maze {
		m := build(t, rules.FamilyStalker, zone)
		m.Regions = []maze.Region{trap(maze.RegionJelly, "1", at2(2, 2), at2(2, 3), at2(2, 4), at2(3, 2), at2(4, 2), at2(4, 3), at2(4, 4), at2(3, 4))}
		return m
	}
	runRuleCases(t, []ruleCase{
		{name: "S1 no ball", code: "S1-ball", good: stalker(),
			bad: func(t *testing.T) *maze.Maze {
				return build(t, rules.FamilyStalker, strings.Replace(zone, "$", ".", 1))
			}},
		{name: "S2 no institute", code: "S2-institute", good: stalker(),
			bad: func(t *testing.T) *maze.Maze {
				return build(t, rules.FamilyStalker, strings.Replace(zone, "!", "e", 1))
			}},
		{name: "S2 trap next to an entrance", code: "S2-entrance-traps", good: stalker(trap(maze.RegionWeb, "1", at2(0, 2))),
			bad: stalker(trap(maze.RegionWeb, "1", at2(1, 1))), wantAt: "A1", wantRegion: "B2"},
		{name: "S2 cabbage field over an entrance", code: "S2-entrance-traps", good: stalker(trap(maze.RegionCabbage, "1", at2(0, 3))),
			bad: stalker(trap(maze.RegionCabbage, "1", at2(2, 2))), wantAt: "A1", wantRegion: "C3"},
		{name: "S7 traps touching diagonally", code: "S7-traps-touch", good: stalker(trap(maze.RegionWeb, "1", at2(1, 3)), trap(maze.RegionWeb, "2", at2(1, 5))),
			bad: stalker(trap(maze.RegionWeb, "1", at2(1, 3)), trap(maze.RegionWeb, "2", at2(2, 4))), wantAt: "D2", wantSev: diag.Warning},
		{name: "S7 traps touching along a side", code: "S7-traps-touch", good: stalker(trap(maze.RegionWeb, "1", at2(1, 3)), trap(maze.RegionWeb, "2", at2(1, 5))),
			bad: stalker(trap(maze.RegionWeb, "1", at2(1, 3)), trap(maze.RegionJelly, "2", at2(1, 4), at2(1, 5))), wantAt: "D2", wantRegion: "D2 E2 F2"},
		{name: "S7 cabbage field may touch a neighbour", code: "S7-traps-touch", good: stalker(trap(maze.RegionCabbage, "1", at2(1, 3)), trap(maze.RegionWeb, "2", at2(1, 5))),
			bad: stalker(trap(maze.RegionCabbage, "1", at2(1, 3)), trap(maze.RegionWeb, "2", at2(1, 4))), wantAt: "D2"},
		{name: "S7 cabbage field at the ball's corner", code: "S7-trap-ball", wantSev: diag.Warning, good: stalker(trap(maze.RegionCabbage, "1", at2(0, 3))),
			bad: stalker(trap(maze.RegionCabbage, "1", at2(5, 5))), wantAt: "F6"},
		{name: "S7 cabbage field beside the ball", code: "S7-trap-ball", good: stalker(trap(maze.RegionCabbage, "1", at2(0, 3))),
			bad: stalker(trap(maze.RegionCabbage, "1", at2(5, 4))), wantAt: "E6"},
		{name: "S7 trap touching the ball", code: "S7-trap-ball", good: stalker(trap(maze.RegionWeb, "1", at2(5, 3))),
			bad: stalker(trap(maze.RegionWeb, "1", at2(4, 3))), wantAt: "D5"},
		{name: "S7 ball ringed by traps", code: "S7-no-passage", good: stalker(), bad: wall, wantAt: "A1"},
	})
}

func ExampleAnalyze() {
	m := maze.Generate(maze.GenOptions{Rows: 4, Cols: 4, Seed: 1})
	// Wall in the top-left cell.
	f := &m.Floors[0]
	f.Side(0, 0, maze.East).Kind = maze.WallPlain
	f.Side(0, 0, maze.South).Kind = maze.WallPlain
	f.Side(0, 0, maze.North).Kind = maze.WallPlain
	for _, fd := range Analyze(m) {
		fmt.Println(fd.Severity, fd.Code, fd.Summary)
	}
	// Output:
	// error B17-unreachable cell A1 cannot be reached without grenades (1 cell)
}

// TestSummariesUseSourceTextCoordinates checks cell names in summaries: а..к in
// the duel and ВМиК families (D1, V26), floors on multi-floor mazes (T1).
func TestSummariesUseSourceTextCoordinates(t *testing.T) {
	walled := `
+-+ +-+
|. . .|
+ +-+ +
|. . .|
+-+ +-+
|. .|X|
+-+-+-+`
	for _, tc := range []struct {
		name string
		m    *maze.Maze
		want string
	}{
		{"B2 Latin columns elsewhere", build(t, rules.FamilyBase, walled), "C3"},
		{"D1 Cyrillic columns", build(t, rules.FamilyDuel, walled), "в3"},
		{"T1 floor names", build(t, rules.FamilyTver, good3, walled), "2:C3"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fs := Analyze(tc.m)
			i := slices.IndexFunc(fs, func(f Finding) bool { return f.Code == "B17-unreachable" })
			if i < 0 || !strings.Contains(fs[i].Summary, tc.want) {
				t.Errorf("want a B17 summary naming %s, got:\n%s", tc.want, codes(fs))
			}
		})
	}
}

// TestLastIsTrueV3 checks that under V3 every treasure must be reachable.
func TestLastIsTrueV3(t *testing.T) {
	m := build(t, rules.FamilyBase, `
+-+ +-+
|X . .|
+ +-+ +
|. . .|
+-+ +-+
|. .>O|
+-+-+-+`)
	has := func() bool {
		return slices.ContainsFunc(Analyze(m), func(f Finding) bool { return f.Code == "V13-treasure-no-exit" })
	}
	if has() {
		t.Fatal("a false treasure need not be carried out")
	}
	m.Rules.LastIsTrue = true
	if !has() {
		t.Error("V3: the treasure at C3 may end up the true one and cannot be carried out")
	}
}

// TestStalkerTrapIsNotNoReturnD14 checks that a one-way pocket in a zone,
// which has no exits, is a trap and not a region left through the wall.
func TestStalkerTrapIsNotNoReturnD14(t *testing.T) {
	m := build(t, rules.FamilyStalker, zone)
	f := &m.Floors[0]
	for _, d := range maze.Compass {
		f.Side(6, 3, d).Kind = maze.WallPlain
	}
	*f.Side(6, 3, maze.North) = maze.Wall{Kind: maze.WallOneWay, Pass: maze.South}
	fs := Analyze(m)
	if len(fs) != 1 || fs[0].Code != "D14-trap" || fs[0].Severity != diag.Warning {
		t.Errorf("want one D14-trap warning, got:\n%s", codes(fs))
	}
}

// TestJumping covers the jump edges of the move graph (V12, V13): regions
// joined to the rest only by a jump over a wall are notes under the ВМиК
// rules, warnings elsewhere, and errors when no jump reaches them.
func TestJumping(t *testing.T) {
	const twoSealed = `
+-+ +-+
|. . .|
+ +-+ +
|. . .|
+-+ +-+
|.|. .|
+-+-+-+`
	const monolithRing = `
+-+ +-+-+
|. . . .|
+ + + + +
|. # # .|
+ + + + +
|. #|.|.|
+-+-+-+-+`
	jumpBase := func(drawing string) func(t *testing.T) *maze.Maze {
		return with(rules.FamilyBase, drawing, func(t *testing.T, m *maze.Maze) { m.Rules.JumpSit = 5 })
	}
	runRuleCases(t, []ruleCase{
		{name: "V12 region reached only by jumping is a note under vmk1983", code: "V12-jump-only", wantSev: diag.Note,
			good: plain(rules.FamilyVMK, good3), bad: plain(rules.FamilyVMK, twoSealed),
			wantAt: "A3", wantRegion: "A3"},
		{name: "V12 region reached only by jumping is a warning in other families", code: "V12-jump-only", wantSev: diag.Warning,
			good: jumpBase(good3), bad: jumpBase(twoSealed), wantAt: "A3", wantRegion: "A3"},
		{name: "V12 without jumping the region is unreachable", code: "B17-unreachable",
			good: plain(rules.FamilyBase, good3), bad: plain(rules.FamilyBase, twoSealed), wantAt: "A3"},
		{name: "V12 no jump into a cell ringed by monoliths", code: "B17-unreachable",
			good: plain(rules.FamilyVMK, good3), bad: plain(rules.FamilyVMK, strings.Replace(monolithRing, "|.|.|", "|.|#|", 1)),
			wantAt: "C3"},
		{name: "V13 walled-in treasure beside monoliths cannot be jumped to", code: "B17-unreachable",
			good: plain(rules.FamilyVMK, good3), bad: plain(rules.FamilyVMK, strings.Replace(monolithRing, "|.|.|", "|X|#|", 1)),
			wantAt: "C3", wantIn: "the true treasure at в3 among them", notCodes: []string{"V13-treasure-unreachable"}},
	})
}

// TestJumpEdges checks the edges themselves (V12): a jump crosses one
// inner wall into a cell a player can stand on, never the outer wall.
func TestJumpEdges(t *testing.T) {
	m := build(t, rules.FamilyVMK, `
+-+-+
|.|.|
+-+ +
|. .|
+-+-+`)
	has := func(g *graph, from, to string) bool {
		cs := cells(t, m, from, to)
		return slices.Contains(g.edges(g.node(cs[0])), g.node(cs[1]))
	}
	walk, jump := buildGraph(m), buildGraphJumps(m, true)
	for _, tc := range []struct {
		name       string
		from, to   string
		walk, jump bool
	}{
		{"V12 over the wall A1|B1", "A1", "B1", false, true},
		{"V12 over the wall A1/A2", "A1", "A2", false, true},
		{"V12 open side B1/B2 walks", "B1", "B2", true, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := has(walk, tc.from, tc.to); got != tc.walk {
				t.Errorf("walking %s→%s = %v, want %v", tc.from, tc.to, got, tc.walk)
			}
			if got := has(jump, tc.from, tc.to); got != tc.jump {
				t.Errorf("jumping %s→%s = %v, want %v", tc.from, tc.to, got, tc.jump)
			}
		})
	}
	t.Run("V12 no jump over the outer wall", func(t *testing.T) {
		a1 := cells(t, m, "A1")[0]
		if slices.Contains(jump.edges(jump.node(a1)), jump.out) {
			t.Errorf("A1 jumps out of the maze: %v", jump.edges(jump.node(a1)))
		}
	})
}

// manySealed draws an open top row over n walled-in cells and a last one
// holding the true treasure: more sealed regions than are told one by one.
func manySealed(n int) string {
	var b strings.Builder
	top := "+ " + strings.Repeat("+-", n) + "+\n"
	b.WriteString(top)
	b.WriteString("|" + strings.Repeat(". ", n) + ".|\n")
	b.WriteString("+" + strings.Repeat("-+", n+1) + "\n")
	b.WriteString("|" + strings.Repeat(".|", n) + "X|\n")
	b.WriteString("+" + strings.Repeat("-+", n+1))
	return "\n" + b.String()
}

// TestSealedByNamesWhatSealsB17: the label on the side where a sealed
// region's witness path stops names what stops the step, never "a none
// wall" where no wall stands.
func TestSealedByNamesWhatSealsB17(t *testing.T) {
	m := build(t, rules.FamilyMIET, good3)
	rr := m.CellAt(cell(t, m, "B2"))
	rr.Kind, rr.Dir = maze.CellRubberRoom, maze.West
	river(t, m, "A3", "B3")
	a := &analysis{m: m, alpha: maze.Latin}
	a.g = buildGraph(m)
	for _, tc := range []struct {
		at   string
		d    maze.Dir
		want string
	}{
		{"B2", maze.East, "no wall here, but the rubber room is left only through its exit side (I7)"},
		{"B3", maze.North, "no wall here, but the river carries a player on before he can step across"},
		{"A1", maze.South, "no wall here, but no move by the rules leads across"},
		{"B1", maze.South, "a plain wall seals it off here"},
	} {
		if got := a.sealedBy(cell(t, m, tc.at), tc.d); got != tc.want {
			t.Errorf("%s %v: %q, want %q", tc.at, tc.d, got, tc.want)
		}
	}
	for v := range a.g.cells {
		for _, d := range maze.Compass {
			if got := a.sealedBy(a.g.coord(v), d); strings.Contains(got, "none") {
				t.Errorf("%s %v: %q", m.NameIn(a.g.coord(v), maze.Latin), d, got)
			}
		}
	}
}
