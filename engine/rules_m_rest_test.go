package engine

import (
	"strings"
	"testing"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
)

// Rules M9–M20 (source text 004).
func TestRulesMRest(t *testing.T) {
	corridor := []string{
		"+-+-+-+-+",
		"|. . . .|",
		"+-+-+-+-+",
	}
	t.Run("M9/the bear wounds on meeting; a wounded bear goes to its den", func(t *testing.T) {
		m := box(t, rules.FamilyBase, corridor...)
		m.Creatures = []maze.Creature{{Kind: maze.CreatureBear, At: maze.Coord{Col: 2}, Den: maze.Coord{Col: 3},
			Track: []maze.Coord{{Col: 2}, {Col: 1}}}}
		g := newGame(t, m, func(o *rules.Options) { o.Bear = rules.BearTrack }, "A1")
		r, _ := play(t, g, 0, Action{Kind: ActSkip}) // the bear walks its track to B1
		if r != "" {
			t.Errorf("the bear's walk is heard: %q", r)
		}
		if g.st.Creatures[0].At != (maze.Coord{Col: 1}) {
			t.Fatalf("bear at %v", g.st.Creatures[0].At)
		}
		r, _ = play(t, g, 0, mv(E))
		wantIn(t, r, "Медведь! Ты ранен.")
		if !g.st.Players[0].Wounded {
			t.Error("not wounded")
		}
		g = newGame(t, box(t, rules.FamilyBase, corridor...), nil, "A1")
		g.m.Creatures = []maze.Creature{{Kind: maze.CreatureBear, At: maze.Coord{Col: 1}, Den: maze.Coord{Col: 3}}}
		g.st.Creatures = []CreatureState{{Kind: maze.CreatureBear, At: maze.Coord{Col: 1}, Prey: -1}}
		r, _ = play(t, g, 0, act(ActShoot, E))
		wantIn(t, r, "Попал в медведя")
		if g.st.Creatures[0].At != (maze.Coord{Col: 3}) {
			t.Errorf("wounded bear at %v, want its den D1", g.st.Creatures[0].At)
		}
	})
	t.Run("M9/B16: everyone hears that the bear wounded a player", func(t *testing.T) {
		// «ведущий сообщает, если какой-нибудь игрок был ранен» (004)
		for _, tell := range []bool{true, false} {
			m := box(t, rules.FamilyBase, corridor...)
			m.Creatures = []maze.Creature{{Kind: maze.CreatureBear, At: maze.Coord{Col: 1}, Den: maze.Coord{Col: 3}}}
			g := newGame(t, m, func(o *rules.Options) { o.Bear, o.TellWounds = rules.BearTrack, tell }, "A1", "D1")
			r, ev := play(t, g, 0, mv(E))
			wantIn(t, r, "Медведь! Ты ранен.")
			other := Report(ev, 1, "ru")
			if tell {
				wantIn(t, other, "a ранен медведем.")
				wantIn(t, Report(ev, 1, "en"), "The bear wounded a.")
			} else {
				wantNot(t, other, "Медведь")
			}
		}
	})
	t.Run("M10/a rubber wall says «passed»; the truth comes on the next move elsewhere", func(t *testing.T) {
		m := box(t, rules.FamilyBase,
			"+-+-+",
			"|.}.|",
			"+ +-+",
			"|. .|",
			"+-+-+",
		)
		g := newGame(t, m, nil, "A1")
		r, _ := play(t, g, 0, mv(E))
		if r != "Прошёл." {
			t.Errorf("report %q", r)
		}
		wantAt(t, g, 0, "A1")
		r, _ = play(t, g, 0, mv(S))
		wantIn(t, r, "резиновая стена")
	})
	t.Run("M11/a one-way wall passes one way only", func(t *testing.T) {
		m := box(t, rules.FamilyBase, "+-+-+", "|. .|", "+-+-+")
		*m.Floors[0].VWall(0, 1) = maze.Wall{Kind: maze.WallOneWay, Pass: maze.East}
		g := newGame(t, m, nil, "A1")
		play(t, g, 0, mv(E))
		wantAt(t, g, 0, "B1")
		r, _ := play(t, g, 0, mv(W))
		wantIn(t, r, "Стена")
		wantAt(t, g, 0, "B1")
	})
	t.Run("M12/a pit and its exit are a special hole", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyBase, "+-+-+-+", "|. P E|", "+-+-+-+"), nil, "A1")
		r, _ := play(t, g, 0, mv(E))
		wantIn(t, r, "Провалился!")
		wantAt(t, g, 0, "C1")
	})
	t.Run("M13/cement from an arsenal builds a wall", func(t *testing.T) {
		m := box(t, rules.FamilyBase, corridor...)
		m.Floors[0].Cell(0, 1).Kind, m.Floors[0].Cell(0, 1).Arsenal = maze.CellArsenal, maze.ArsenalCement
		g := newGame(t, m, func(o *rules.Options) { o.Cement = true }, "A1")
		if _, err := g.Apply(Turn{Player: 0, Actions: []Action{act(ActBuild, E)}}); err == nil {
			t.Fatal("built without cement")
		}
		play(t, g, 0, mv(E))
		r, _ := play(t, g, 0, act(ActBuild, E))
		wantIn(t, r, "Стена поставлена")
		r, _ = play(t, g, 0, mv(E))
		wantIn(t, r, "Стена")
	})
	t.Run("M14/three dimensions: up and down", func(t *testing.T) {
		m := box(t, rules.FamilyBase, corridor...)
		twoFloors(m, 1, 1, maze.Coord{Col: 0}, maze.Coord{})
		g := newGame(t, m, nil, "A1")
		play(t, g, 0, mv(maze.Up))
		if g.st.Players[0].At.Floor != 1 {
			t.Fatal("not up")
		}
		r, _ := play(t, g, 0, mv(maze.Down))
		wantIn(t, r, "Спустился")
	})
	t.Run("M15/an arsenal of grenades only", func(t *testing.T) {
		m := box(t, rules.FamilyBase, corridor...)
		m.Floors[0].Cell(0, 1).Kind, m.Floors[0].Cell(0, 1).Arsenal = maze.CellArsenal, maze.ArsenalGrenades
		g := newGame(t, m, nil, "A1")
		g.st.Players[0].Kit = rules.Kit{}
		play(t, g, 0, mv(E))
		if k := g.st.Players[0].Kit; k.Grenades != 3 || k.Bullets != 0 {
			t.Errorf("kit %+v", k)
		}
	})
	t.Run("M16/the wounded are put in a random hospital", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyBase, "+-+-+-+-+", "|. . H H|", "+-+-+-+-+"), func(o *rules.Options) { o.RandomHospital = true }, "A1", "B1")
		_, ev := play(t, g, 0, act(ActShoot, E))
		if at := where(g, 1); at != "C1" && at != "D1" {
			t.Errorf("the wounded player is on %s, not in a hospital", at)
		}
		wantIn(t, Report(ev, 1, "ru"), "Госпиталь. Ты вылечен.")
	})
	t.Run("M17/a boomerang from an arsenal", func(t *testing.T) {
		m := box(t, rules.FamilyBase, corridor...)
		m.Floors[0].Cell(0, 1).Kind, m.Floors[0].Cell(0, 1).Arsenal = maze.CellArsenal, maze.ArsenalBoomerang
		g := newGame(t, m, func(o *rules.Options) { o.Boomerang = 2 }, "A1", "D1")
		play(t, g, 0, mv(E))
		if g.st.Players[0].Boomerang != 1 {
			t.Fatal("no boomerang from the arsenal")
		}
		// «Если бумеранг попадал в стену — он ломался и не возвращался к игроку»
		r, _ := play(t, g, 0, act(ActBoomerang, E))
		wantIn(t, r, "b ранен")
		wantIn(t, r, "Бумеранг вернулся.")
		if g.st.Players[0].Boomerang != 1 {
			t.Error("a boomerang that hit a player did not come back")
		}
		r, _ = play(t, g, 0, act(ActBoomerang, W))
		wantIn(t, r, "Бумеранг ударился о стену и сломался.")
		if g.st.Players[0].Boomerang != 0 {
			t.Error("a boomerang that hit a wall came back")
		}
	})
	t.Run("M17/an arsenal that gives only a boomerang says so, not «Запас пополнен»", func(t *testing.T) {
		m := box(t, rules.FamilyBase, corridor...)
		m.Floors[0].Cell(0, 1).Kind, m.Floors[0].Cell(0, 1).Arsenal = maze.CellArsenal, maze.ArsenalBoomerang
		g := newGame(t, m, func(o *rules.Options) { o.Boomerang = 2 }, "A1")
		r, _ := play(t, g, 0, mv(E))
		wantIn(t, r, "Взял бумеранг.")
		wantNot(t, r, "Запас пополнен")
		play(t, g, 0, mv(W))
		r, _ = play(t, g, 0, mv(E))
		wantNot(t, r, "бумеранг")
		wantNot(t, r, "Запас пополнен")
	})
	t.Run("M18/windows: a bullet passes, a player does not", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyBase, "+-+-+", "|.:.|", "+-+-+"), nil, "A1", "B1")
		r, _ := play(t, g, 0, mv(E))
		wantIn(t, r, "Стена")
		r, _ = play(t, g, 0, act(ActShoot, E))
		wantIn(t, r, "b ранен")
	})
	t.Run("M19/a swamp loses a turn", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyBase, "+-+-+", "|. s|", "+-+-+"), func(o *rules.Options) { o.SwampSkip = 1 }, "A1", "A1")
		r, _ := play(t, g, 0, mv(E))
		wantIn(t, r, "Болото")
		play(t, g, 1, Action{Kind: ActSkip})
		if g.ToMove() != 1 {
			t.Error("no turn lost")
		}
	})
	t.Run("M20/a kick", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyBase, corridor...), func(o *rules.Options) { o.Kick = true }, "A1", "A1")
		_, ev := play(t, g, 0, Action{Kind: ActKick})
		wantIn(t, Report(ev, 1, "en"), "You were kicked")
		g = newGame(t, box(t, rules.FamilyBase, corridor...), nil, "A1", "A1")
		if _, err := g.Apply(Turn{Player: 0, Actions: []Action{{Kind: ActKick}}}); err == nil {
			t.Error("a kick where the rules have none")
		}
	})
}

// C13: the minotaur; C15: the crossing.
func TestRulesCreaturesC(t *testing.T) {
	t.Run("C13/the minotaur wakes on seeing a player, follows the trail and eats", func(t *testing.T) {
		m := box(t, rules.FamilySchool,
			"+-+-+-+-+-+",
			"|N . . . .|",
			"+-+-+-+-+ +",
			"|. . . . .|",
			"+-+-+-+-+-+",
		)
		m.Rules.Minotaur = true
		g := newGame(t, m, nil, "D1", "A2")
		play(t, g, 0, mv(E))                          // a to E1
		_, ev := play(t, g, 1, Action{Kind: ActSkip}) // end of round 1: the minotaur sees a
		heard := Report(ev, 1, "ru")
		wantIn(t, heard, "Кого-то увидел минотавр")
		if !g.st.Creatures[0].Awake {
			t.Fatal("the minotaur sleeps")
		}
		for i := 0; i < 8 && !g.st.Players[0].Morgue && g.st.Players[0].At != g.st.Creatures[0].At; i++ {
			play(t, g, 0, Action{Kind: ActSkip})
		}
		if g.st.Creatures[0].At != g.st.Players[0].At && !g.st.Players[0].Morgue {
			t.Errorf("the minotaur at %v did not reach a at %v", g.st.Creatures[0].At, g.st.Players[0].At)
		}
	})
	t.Run("C13/under minotaur = no it sleeps and harms nobody", func(t *testing.T) {
		m := box(t, rules.FamilyBase,
			"+-+-+-+",
			"|N . .|",
			"+-+-+ +",
		)
		m.Rules.Minotaur = false
		g := newGame(t, m, nil, "C1")
		for i := 0; i < 3; i++ {
			_, ev := play(t, g, 0, mv(W))
			if r := Report(ev, 0, "ru"); strings.Contains(r, "инотавр") {
				t.Fatalf("turn %d: %q", i+1, r)
			}
		}
		if p := g.st.Players[0]; p.At != g.st.Creatures[0].At || p.Wounded || p.Morgue {
			t.Errorf("a at %v (wounded %v, morgue %v), the sleeping minotaur at %v", p.At, p.Wounded, p.Morgue, g.st.Creatures[0].At)
		}
	})
	t.Run("C13/seeing another victim, it turns to the new trail", func(t *testing.T) {
		m := box(t, rules.FamilySchool,
			"+-+-+-+-+-+",
			"|. . . . .|",
			"+-+ +-+-+-+",
			"|N . . . .|",
			"+-+-+-+-+-+",
		)
		g := newGame(t, m, nil, "E2", "E1")
		play(t, g, 1, Action{Kind: ActSkip}) // end of round 1: it sees a along row 2
		if g.st.Creatures[0].Prey != 0 {
			t.Fatalf("prey %d, want a", g.st.Creatures[0].Prey)
		}
		g.st.Players[1].At = maze.Coord{Col: 1} // b where it will look north from B2
		_, ev := play(t, g, 1, Action{Kind: ActSkip})
		if g.st.Creatures[0].Prey != 1 {
			t.Errorf("prey %d, want b", g.st.Creatures[0].Prey)
		}
		wantIn(t, Report(ev, 0, "ru"), "Кого-то увидел минотавр")
	})
	t.Run("C13/a hole stops the trail", func(t *testing.T) {
		m := box(t, rules.FamilySchool,
			"+-+-+-+-+",
			"|N . . o|",
			"+-+-+-+ +",
			"|. . . o|",
			"+-+-+-+-+",
		)
		m.Rules.Minotaur = true
		g := newGame(t, m, nil, "C1")
		play(t, g, 0, mv(E)) // seen at C1… then falls to D2
		for i := 0; i < 6; i++ {
			play(t, g, 0, Action{Kind: ActSkip})
		}
		if g.st.Creatures[0].Awake {
			t.Error("the minotaur still hunts after the trail jumped through a hole")
		}
	})
	t.Run("C15/Magnet: the direction towards it is called «up»", func(t *testing.T) {
		m := box(t, rules.FamilyVMK, "+-+-+-+", "|. . .|", "+-+-+-+")
		m.Floors[0].Cell(0, 2).Kind = maze.CellMagnet
		g := newGame(t, m, nil, "B1")
		r, _ := play(t, g, 0, mv(E, W))
		wantIn(t, r, "Наверху стенка. Иди налево.")
	})
	// «"Магнит" - монолит, рядом с которым направление на него всегда
	// "Вверх"» (003): where a family answers a bump with a bare «Стена»,
	// the magnet's wall still names «вверху», so a player can notice it.
	for _, tc := range []struct {
		fam    rules.Family
		ru, en string
	}{
		{rules.FamilyVMK, "Наверху стенка.", "A wall above."},
		{rules.FamilySchool, "Стена вверху.", "A wall above."},
		{rules.FamilyBase, "Стена вверху.", "A wall above."},
		{rules.FamilyTver, "Стена вверху.", "A wall above."},
		{rules.FamilyMIET, "Стена вверху.", "A wall above."},
		{rules.FamilyDuel, "Стена вверху.", "A wall above."},
	} {
		t.Run("C15/Magnet speaks «up» under "+string(tc.fam), func(t *testing.T) {
			m := box(t, tc.fam, "+-+-+-+", "|. . .|", "+-+-+-+")
			m.Floors[0].Cell(0, 2).Kind = maze.CellMagnet
			g := newGame(t, m, nil, "B1")
			r, ev := play(t, g, 0, mv(E))
			wantIn(t, r, tc.ru)
			wantIn(t, Report(ev, 0, "en"), tc.en)
			wantAt(t, g, 0, "B1")
			for _, e := range Heard(ev, 0) {
				if e.Kind() == EvWall && e.Dir() != N {
					t.Errorf("the player is given the magnet's wall %v, not «up»", e.Dir())
				}
			}
			if log := g.HostLog(ev); !strings.Contains(log, "east (the magnet") {
				t.Errorf("the host's log hides the real direction: %q", log)
			}
			m = box(t, tc.fam, "+-+-+-+", "|. . .|", "+-+-+-+")
			m.Floors[0].Cell(0, 2).Kind = maze.CellMonolith
			r, _ = play(t, newGame(t, m, nil, "B1"), 0, mv(E))
			wantNot(t, r, tc.ru) // a plain monolith is not a magnet
		})
	}
	t.Run("C15/Magnet speaks «up» to a stalker's walk", func(t *testing.T) {
		m := box(t, rules.FamilyStalker, "+-+-+-+", "|. . .|", "+-+-+-+")
		m.Floors[0].Cell(0, 2).Kind = maze.CellMagnet
		g := newGame(t, m, nil, "A1")
		g.st.Players[0].Dice = 2
		r, _ := play(t, g, 0, Action{Kind: ActWalk, Path: []maze.Dir{E, E}})
		wantIn(t, r, "Стена вверху.")
		wantAt(t, g, 0, "B1")
	})
	t.Run("C15/Pirate: takes the treasure and hides it", func(t *testing.T) {
		m := box(t, rules.FamilySchool, "+-+-+-+", "|X . .|", "+-+-+-+")
		m.Creatures = []maze.Creature{{Kind: maze.CreaturePirate, At: maze.Coord{Col: 1}}}
		g := newGame(t, m, nil, "A1")
		r, _ := play(t, g, 0, Action{Kind: ActTakeTreasure}, mv(E))
		wantIn(t, r, "Пират отнял у тебя клад")
		if g.st.Players[0].Carry >= 0 || g.st.Treasures[0].Carrier != NoPlayer {
			t.Error("still carrying")
		}
	})
	t.Run("C15/Givi: sends whom he sees out of the maze", func(t *testing.T) {
		m := box(t, rules.FamilyBase, "+-+-+-+", "|X . .|", "+-+-+ +")
		m.Creatures = []maze.Creature{{Kind: maze.CreatureGivi, At: maze.Coord{Col: 2}}}
		g := newGame(t, m, func(o *rules.Options) { o.LeaveEmpty = true }, "A1")
		r, _ := play(t, g, 0, Action{Kind: ActTakeTreasure}, Action{Kind: ActSkip})
		wantIn(t, r, "Гиви")
		if at := g.st.Players[0].At; at != (maze.Coord{Row: 1, Col: 2}) || g.st.Players[0].Carry >= 0 {
			t.Errorf("at %v carrying %d, want outside below C1 without the treasure", at, g.st.Players[0].Carry)
		}
	})
	t.Run("C15/Crossing: one passes straight through", func(t *testing.T) {
		m := box(t, rules.FamilySchool, "+-+-+-+", "|. . .|", "+-+-+-+")
		m.Floors[0].Cell(0, 1).Kind = maze.CellCrossing
		g := newGame(t, m, nil, "A1")
		play(t, g, 0, mv(E))
		wantAt(t, g, 0, "C1")
	})
}
