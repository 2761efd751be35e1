package order_test

import (
	"fmt"
	"testing"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
	"labyrinth/engine"
	"labyrinth/engine/order"
)

// TestFormatLine: a turn as the engine's log and the referee's
// confirmations write it, in the words order.Parse reads back (V11, V24).
func TestFormatLine(t *testing.T) {
	mv := func(d maze.Dir, fb ...maze.Dir) engine.Action {
		return engine.Action{Kind: engine.ActMove, Dir: d, Fallbacks: fb}
	}
	stalker, err := rules.Preset(rules.FamilyStalker)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name   string
		acts   []engine.Action
		ru, en string
		opts   order.Options
	}{
		{"V11/fallback", []engine.Action{mv(maze.West, maze.North)}, "иду налево, если стена — вверх", "go left, if wall up", order.Options{}},
		{"V24/compound", []engine.Action{{Kind: engine.ActShoot}, {Kind: engine.ActTakeTreasure}, mv(maze.South)}, "стреляю; беру клад; иду вниз", "shoot; take the treasure; go down", order.Options{}},
		{"B11/blow", []engine.Action{{Kind: engine.ActBlow, Dir: maze.East}, mv(maze.East)}, "взрываю стену направо; иду направо", "blow up the wall right; go right", order.Options{}},
		{"V23/brick", []engine.Action{{Kind: engine.ActBrick, Dir: maze.North}}, "бросаю кирпич вверх", "throw a brick up", order.Options{}},
		{"V7/arsenal", []engine.Action{{Kind: engine.ActTakeArsenal}}, "беру арсенал", "take the arsenal", order.Options{}},
		{"B6/start", []engine.Action{{Kind: engine.ActChooseStart, Cell: maze.Coord{Row: 6, Col: 2}}}, "начинаю с в7", "start at C7", order.Options{Start: true}},
		{"S3/walk", []engine.Action{{Kind: engine.ActWalk, Path: []maze.Dir{maze.North, maze.North, maze.East}}}, "иду вверх 2 направо", "go up 2 right", order.Options{Rules: &stalker, Steps: 3}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for l, want := range map[order.Lang]string{order.Russian: tc.ru, order.English: tc.en} {
				got := order.Options{}.FormatLine(tc.acts, l)
				if got != want {
					t.Errorf("%s: %q, want %q", l, got, want)
				}
				opts := tc.opts
				opts.Lang = l
				back, err := order.Parse(got, opts)
				if err != nil {
					t.Errorf("%s: %q does not parse back: %v", l, got, err)
				} else if fmt.Sprint(back) != fmt.Sprint(tc.acts) {
					t.Errorf("%s: %q parses back to %v, want %v", l, got, back, tc.acts)
				}
			}
		})
	}
}
