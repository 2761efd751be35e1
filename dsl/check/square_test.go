package check

import (
	"testing"

	"labyrinth/dsl/diag"
	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
)

// wide2 is good3 cut to two rows: 3×2.
const wide2 = `
+-+ +-+
|. . X|
+ +-+ +
|. . .|
+-+-+-+`

// notched3 is good3 with its corner cell C3 cut out.
const notched3 = `
+-+ +-+
|. . X|
+ +-+ +
|. . .|
+-+ +-+
|. .|~ 
+-+-+  `

// B2: «Лабиринт строится на квадратном игровом поле» (000, 004); «Лабиринт -
// квадратный» (001). T5: the Tver floor «изменился от стандартного 10х10 до
// любых размеров … но всё же остался квадратным, зато добавился подвал,
// который мог быть произвольной формы» (000).
func TestSquareFieldB2T5(t *testing.T) {
	basement := func(t *testing.T, m *maze.Maze) { m.Floors[0].Name = "basement" }
	runRuleCases(t, []ruleCase{
		{name: "B2 base maze 3×2", code: "B2-square", wantSev: diag.Warning, good: plain(rules.FamilyBase, good3),
			bad: plain(rules.FamilyBase, wide2), wantAt: "A1"},
		{name: "B2 vmk1983 maze 3×2", code: "B2-square", wantSev: diag.Warning, good: plain(rules.FamilyVMK, good3),
			bad: plain(rules.FamilyVMK, wide2)},
		{name: "B2 a square with a cell cut out", code: "B2-square", wantSev: diag.Warning, good: plain(rules.FamilyBase, good3),
			bad: plain(rules.FamilyBase, notched3), wantAt: "C3", wantRegion: "C3"},
		{name: "T5 tver floor 3×2", code: "T5-square", wantSev: diag.Warning, good: plain(rules.FamilyTver, good3, good3),
			bad: plain(rules.FamilyTver, good3, wide2), wantAt: "2:A1"},
		{name: "T5 a basement of any shape", code: "T5-square", wantSev: diag.Warning,
			good: with(rules.FamilyTver, notched3, basement),
			bad:  plain(rules.FamilyTver, notched3)},
	})
	for _, fam := range []rules.Family{rules.FamilySchool, rules.FamilyStalker} {
		for _, f := range Analyze(build(t, fam, wide2)) {
			if f.Code == "B2-square" || f.Code == "T5-square" {
				t.Errorf("%s: %s: %s", fam, f.Code, f.Summary)
			}
		}
	}
}
