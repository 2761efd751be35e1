package narrate

import (
	"testing"

	"labyrinth/dsl/rules"
	"labyrinth/engine"
)

func TestBoardName(t *testing.T) {
	school := MazeName{Family: rules.FamilySchool, Rows: 6, Cols: 8, Seed: 1}
	for _, tc := range []struct {
		l     Lang
		mazes []MazeName
		want  string
	}{
		{engine.LangRussian, []MazeName{school}, "случайный лабиринт (школьные правила, 6×8, начальное число 1)"},
		{engine.LangEnglish, []MazeName{school}, "random maze (school rules, 6×8, seed 1)"},
		{engine.LangRussian, []MazeName{{File: "base.maze"}}, "base.maze"},
		{engine.LangRussian, []MazeName{{File: "a.maze"}, {Family: rules.FamilyDuel, Rows: 10, Cols: 10, Seed: 3}}, "a.maze — случайный лабиринт (дуэль, 10×10, начальное число 3)"},
		{engine.LangEnglish, []MazeName{{File: "a.maze"}, {File: "b.maze"}}, "a.maze versus b.maze"},
	} {
		if got := BoardName(tc.l, tc.mazes...); got != tc.want {
			t.Errorf("BoardName(%s, %v) = %q, want %q", tc.l, tc.mazes, got, tc.want)
		}
	}
}

// TestBoardFamilies: every rule family has its words, so that no
// generated maze is named by its preset's identifier.
func TestBoardFamilies(t *testing.T) {
	for _, f := range rules.Families() {
		if _, ok := catalogue[Key{"board.family." + string(f)}]; !ok {
			t.Errorf("no words for the rules %q (catalogue_board.go)", f)
		}
	}
}
