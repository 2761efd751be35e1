package gen

import (
	"fmt"
	"strings"

	"labyrinth/dsl/rules"
)

// ReadSpec reads the --gen spec of a command that has a preset and a
// seed of its own (sim, play, print, campaign new): they are the spec's
// unless it names its own. second asks for the second maze of a duel
// (D1), the seed's partner (Options.Partner).
func ReadSpec(spec string, preset rules.Family, seed int64, second bool) (Spec, error) {
	s := NewSpec()
	if preset != "" {
		s.Preset = preset
	}
	s.Seed = seed
	if err := s.Parse(spec); err != nil {
		return s, err
	}
	if second {
		s.Partner = true
	}
	return s, nil
}

// Summary sums a generated maze up in one line for its maker: its title,
// rules, size and seed, its layout, how deep its goal lies, and that it
// passed every check.
func (r *Result) Summary() string {
	var sizes []string
	for _, f := range r.Maze.Floors {
		sizes = append(sizes, fmt.Sprintf("%d×%d", f.Rows, f.Cols)) // rows × columns, as everywhere
	}
	goal := "true treasure"
	switch {
	case r.Maze.Rules.Family == rules.FamilyStalker:
		goal = "ball"
	case r.Options.LastIsTrue:
		goal = "farthest treasure" // none is true until the last is left (V3)
	}
	layout := count(r.Stats.DeadEnds, "dead end") + ", " + count(r.Stats.Loops, "loop")
	if r.Maze.Rules.Family == rules.FamilyStalker {
		layout = "an open zone" // no corridors to count (S1)
	}
	return fmt.Sprintf("%q, preset %s, %s, seed %d: %s, %s, the %s %s from the nearest way in; checked, no warnings",
		r.Maze.Title, r.Maze.Rules.Family, strings.Join(sizes, " + "), r.Options.Seed, count(r.Stats.Cells, "cell"),
		layout, goal, count(r.Stats.TreasureDepth, "step"))
}

// count says n things in English: "1 cell", "2 cells".
func count(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}
