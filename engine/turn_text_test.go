package engine

import (
	"testing"

	"labyrinth/dsl/maze"
)

func TestDescribe(t *testing.T) {
	for _, tc := range []struct {
		turn   Turn
		ru, en string
	}{
		{Turn{Actions: []Action{mv(W, N)}}, "иду налево, если стена — наверх", "move west, else north"},
		{Turn{Actions: []Action{act(ActShoot, maze.None), {Kind: ActTakeTreasure}, mv(S)}}, "стреляю; беру клад; иду вниз", "shoot; take the treasure; move south"},
		{Turn{Actions: []Action{act(ActBlow, E), mv(E)}}, "взрываю направо; иду направо", "blow east; move east"},
		{Turn{Actions: []Action{{Kind: ActChooseStart, Cell: maze.Coord{Row: 6, Col: 2}}}}, "начинаю с в7", "start at C7"},
		{Turn{Actions: []Action{{Kind: ActWalk, Path: []maze.Dir{N, N, E}}}}, "иду: наверх наверх направо", "walk: north north east"},
	} {
		_ = tc.turn.Brief("ru")
		if got := tc.turn.Describe("ru"); got != tc.ru {
			t.Errorf("ru: %q, want %q", got, tc.ru)
		}
		if got := tc.turn.Describe("en"); got != tc.en {
			t.Errorf("en: %q, want %q", got, tc.en)
		}
	}
}

func TestBrief(t *testing.T) {
	if got := (Turn{Actions: []Action{mv(N, W, S)}}).Brief("ru"); got != "иду наверх/налево/вниз" {
		t.Errorf("brief %q", got)
	}
}
