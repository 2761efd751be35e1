package bot

import (
	"errors"

	"labyrinth/engine"
)

// Step is one applied turn, for whoever watches a game.
type Step struct {
	// Round is the round the turn was played in.
	Round  int
	Turn   engine.Turn
	Events []engine.Event
	// Refused holds the refusals the bot got before this turn was accepted.
	Refused []*engine.Refusal
}

// Play runs the game with one bot per seat until it is over or maxRounds
// have passed (0: no limit but a safety cap). watch, if not nil, sees every
// accepted turn. A bot whose orders are refused is told so and asked again;
// after three refusals its player skips the turn.
func Play(g *engine.Game, bots []Bot, maxRounds int, watch func(Step)) error {
	if len(bots) != g.Players() {
		return errors.New("bot: one bot per player is needed")
	}
	for i, b := range bots {
		b.Hear(engine.Heard(g.Opening(), engine.PlayerID(i)))
	}
	if maxRounds <= 0 {
		maxRounds = 100000
	}
	for !g.Over() && g.Round() <= maxRounds {
		p := g.ToMove()
		round := g.Round()
		var refused []*engine.Refusal
		var ev []engine.Event
		var turn engine.Turn
		for try := 0; ; try++ {
			v := g.ViewOf(p)
			turn = bots[p].Turn(v)
			if try >= 3 && !v.ChooseStart {
				turn = engine.Turn{Player: p, Actions: []engine.Action{{Kind: engine.ActSkip}}}
			}
			if try >= 200 {
				return errors.New("bot: no acceptable turn")
			}
			var err error
			ev, err = g.Apply(turn)
			if err == nil {
				break
			}
			var r *engine.Refusal
			if !errors.As(err, &r) {
				return err
			}
			refused = append(refused, r)
			bots[p].Refused(r)
		}
		for i, b := range bots {
			if h := engine.Heard(ev, engine.PlayerID(i)); len(h) > 0 {
				b.Hear(h)
			}
		}
		if watch != nil {
			watch(Step{Round: round, Turn: turn, Events: ev, Refused: refused})
		}
	}
	return nil
}
