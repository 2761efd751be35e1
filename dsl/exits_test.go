package dsl_test

import (
	"strings"
	"testing"

	"labyrinth/dsl"
	"labyrinth/examples"
)

// TestStalkerZoneNeedsNoGapS1: stalkers come in at the zone's entrance
// cells (S2: «Обозначаются местоположение «золотого шара» и входы в
// «зону»») and the game ends at the ball (S1: «Задача каждого участника —
// дойти до «золотого шара»»), so a zone closed all round is not "a maze
// with no exit"; a base maze closed all round is (B4).
func TestStalkerZoneNeedsNoGapS1(t *testing.T) {
	for _, tc := range []struct {
		name string
		want bool // E0411 expected
	}{{"stalker", false}, {"base", true}} {
		src, err := examples.Read(tc.name)
		if err != nil {
			t.Fatal(err)
		}
		closed := closeOuterWall(t, string(src))
		_, ds := dsl.Compile(tc.name+".maze", []byte(closed))
		got := false
		for _, d := range ds {
			got = got || d.Code == "E0411"
		}
		if got != tc.want {
			t.Errorf("%s closed all round: E0411 %v, want %v; diagnostics: %v", tc.name, got, tc.want, ds)
		}
	}
}

// closeOuterWall draws the map's top and bottom lines full and puts a
// wall at both ends of every cell line, closing every gap.
func closeOuterWall(t *testing.T, src string) string {
	lines := strings.Split(src, "\n")
	start, end := -1, -1
	for i, l := range lines {
		switch {
		case strings.HasPrefix(l, "map {"):
			start = i + 1
		case start >= 0 && end < 0 && l == "}":
			end = i
		}
	}
	if start < 0 || end < 0 {
		t.Fatal("no map block")
	}
	for i := start; i < end; i++ {
		l := []rune(lines[i])
		if len(l) == 0 {
			continue
		}
		if i == start || i == end-1 {
			for j := range l {
				if l[j] == ' ' {
					l[j] = '-'
				}
			}
		} else if l[0] != '+' {
			l[0], l[len(l)-1] = '|', '|'
		}
		lines[i] = string(l)
	}
	return strings.Join(lines, "\n")
}
