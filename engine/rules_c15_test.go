package engine

import (
	"strings"
	"testing"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
)

// corridor4 is a closed 1×4 corridor A1–D1 under the school rules.
func corridor4(t *testing.T, kind maze.CreatureKind, at string) *maze.Maze {
	t.Helper()
	m := box(t, rules.FamilySchool,
		"+-+-+-+-+",
		"|. . . .|",
		"+-+-+-+-+",
	)
	c, err := m.ParseCell(at)
	if err != nil {
		t.Fatal(err)
	}
	m.Creatures = append(m.Creatures, maze.Creature{Kind: kind, Name: kind.String(), At: c, Den: c})
	return m
}

func TestRulesC15Eyes(t *testing.T) {
	t.Run("C15/cow: a shot at the cow is spent harmlessly", func(t *testing.T) {
		g := newGame(t, corridor4(t, maze.CreatureCow, "C1"), nil, "A1", "D1")
		bullets := g.st.Players[0].Kit.Bullets
		r, ev := play(t, g, 0, act(ActShoot, E))
		wantIn(t, r, "корову")
		if hasKind(ev, EvHit) || g.st.Players[1].Wounded || g.st.Players[1].Out > 0 {
			t.Errorf("the cow let the bullet through to D1: %q", r)
		}
		if g.st.Players[0].Kit.Bullets != bullets-1 {
			t.Errorf("bullets %d, want %d", g.st.Players[0].Kit.Bullets, bullets-1)
		}
		if g.st.Creatures[0].Dead {
			t.Error("the cow died")
		}
	})
	t.Run("C15/cow: meeting the cow harms nobody", func(t *testing.T) {
		g := newGame(t, corridor4(t, maze.CreatureCow, "B1"), nil, "A1")
		play(t, g, 0, mv(E))
		p := g.st.Players[0]
		if p.At != (maze.Coord{Col: 1}) || p.Wounded || p.Out > 0 || p.Ghost {
			t.Errorf("after meeting the cow: %+v", p)
		}
	})
	t.Run("C15/cow: its eyes are seen down the corridor", func(t *testing.T) {
		g := newGame(t, corridor4(t, maze.CreatureCow, "D1"), nil, "A1")
		r, _ := play(t, g, 0, act(ActSkip, maze.None))
		wantIn(t, r, "Видны глаза: справа")
		if strings.Contains(r, "слева") {
			t.Errorf("eyes seen behind a wall: %q", r)
		}
	})
	t.Run("C15/mirror: a shot at the mirror comes back and hits the shooter", func(t *testing.T) {
		g := newGame(t, corridor4(t, maze.CreatureMirror, "D1"), nil, "A1")
		r, ev := play(t, g, 0, act(ActShoot, E))
		wantIn(t, r, "зеркала")
		self := false
		for _, e := range ev {
			if e.Kind() == EvHit && e.Player == 0 && e.Target == 0 {
				self = true
			}
		}
		if !self {
			t.Errorf("the shooter was not hit by his own bullet: %q", r)
		}
	})
	t.Run("C15/mirror: the bullet coming back hits the first player on its way", func(t *testing.T) {
		g := newGame(t, corridor4(t, maze.CreatureMirror, "D1"), nil, "A1", "B1")
		// b in B1 shoots east at the mirror in D1: on its way back the
		// bullet meets b before it could reach a in A1.
		play(t, g, 0, act(ActSkip, maze.None))
		_, ev := play(t, g, 1, act(ActShoot, E))
		for _, e := range ev {
			if e.Kind() == EvHit && e.Target == 0 {
				t.Error("the bullet flew through its shooter to A1")
			}
		}
		self := false
		for _, e := range ev {
			self = self || e.Kind() == EvHit && e.Target == 1
		}
		if !self {
			t.Error("the shooter in B1 was not hit by the bullet from the mirror")
		}
	})
	t.Run("C15/mirror: a player sees his own eyes in it", func(t *testing.T) {
		g := newGame(t, corridor4(t, maze.CreatureMirror, "A1"), nil, "D1")
		r, _ := play(t, g, 0, act(ActSkip, maze.None))
		wantIn(t, r, "Видны глаза: слева")
	})
	t.Run("C15/eyes are not seen in a maze without a cow or a mirror", func(t *testing.T) {
		m := box(t, rules.FamilySchool, "+-+-+-+-+", "|. . . .|", "+-+-+-+-+")
		g := newGame(t, m, nil, "A1", "D1")
		r, _ := play(t, g, 0, act(ActSkip, maze.None))
		if strings.Contains(r, "глаза") {
			t.Errorf("eyes without the C15 extension: %q", r)
		}
	})
}
