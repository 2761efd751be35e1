package bot_test

import (
	"testing"

	"labyrinth/dsl"
	"labyrinth/dsl/maze"
	"labyrinth/engine"
	"labyrinth/engine/bot"
	"labyrinth/engine/order"
)

// scripted plays the turns it is given, one per call.
type scripted struct {
	id      engine.PlayerID
	turns   [][]engine.Action
	refused []*engine.Refusal
}

func (s *scripted) Turn(engine.View) engine.Turn {
	t := engine.Turn{Player: s.id, Actions: s.turns[0]}
	if len(s.turns) > 1 {
		s.turns = s.turns[1:]
	}
	return t
}
func (s *scripted) Hear([]engine.Event)       {}
func (s *scripted) Refused(r *engine.Refusal) { s.refused = append(s.refused, r) }

const oneRuleMaze = `rules base {
}

map {
+---+---+---+
| A   X     |
+   +   +---+
|     O     |
+---+---+   +
}
`

// TestB8PeopleAndBotsOneRule: source text 000, «Во время хода игрок может
// сделать одно из следующих действий: передвинуть фишку … взорвать …
// выстрелить…» lists no taking of the treasure among the turn's actions,
// and 004's host answers «прошел нашел клад». A person's «беру клад, иду
// вниз» and a bot's take-and-move are one turn alike; a shot and a move
// are two actions for both, and a bot's turn is read by the order reader
// as a person's is, so the reader's refusal is the one it gets.
func TestB8PeopleAndBotsOneRule(t *testing.T) {
	m, ds := dsl.Compile("b8.maze", []byte(oneRuleMaze))
	if ds.HasErrors() {
		t.Fatal(ds)
	}
	start := []engine.Action{{Kind: engine.ActChooseStart, Cell: maze.Coord{Row: 0, Col: 1}}}
	takeMove := []engine.Action{{Kind: engine.ActTakeTreasure}, {Kind: engine.ActMove, Dir: maze.South}}
	shootMove := []engine.Action{{Kind: engine.ActShoot, Dir: maze.East}, {Kind: engine.ActMove, Dir: maze.East}}

	// The bot.
	g, err := engine.NewGame(m, engine.Setup{Players: make([]engine.PlayerSetup, 1), Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	b := &scripted{turns: [][]engine.Action{start, takeMove, shootMove}}
	for range 2 {
		if st, err := bot.Move(g, b); err != nil || len(st.Refused) > 0 {
			t.Fatalf("bot: %v, refused %v", err, st.Refused)
		}
	}
	if !g.ViewOf(0).Carry {
		t.Errorf("bot: took the treasure and moved, but carries none")
	}
	st, err := bot.Move(g, b)
	if err != nil {
		t.Fatal(err)
	}
	if len(st.Refused) == 0 || st.Refused[0].Reason != engine.ReasonNotAllowed {
		t.Errorf("bot: a shot and a move in one turn: want the order reader's refusal, got %v", st.Refused)
	}

	// The person, by the same words.
	g, _ = engine.NewGame(m, engine.Setup{Players: make([]engine.PlayerSetup, 1), Seed: 1})
	for _, line := range []string{"начинаю с б1", "беру клад, иду вниз"} {
		v := g.ViewOf(0)
		acts, err := order.Parse(line, order.For(m, v.Expect, order.Lang("ru")))
		if err != nil {
			t.Fatalf("person: %q: %v", line, err)
		}
		if _, err := g.Apply(engine.Turn{Player: 0, Actions: acts}); err != nil {
			t.Fatalf("person: %q refused: %v", line, err)
		}
	}
	if !g.ViewOf(0).Carry {
		t.Errorf("person: «беру клад, иду вниз» left her without the treasure")
	}
	if _, err := order.Parse("стреляю направо, иду направо", order.For(m, g.ViewOf(0).Expect, "ru")); err == nil {
		t.Errorf("person: a shot and a move in one turn read as one turn")
	}
}
