package bot

import (
	"errors"

	"labyrinth/engine"
	"labyrinth/engine/order"
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
		st, err := Move(g, bots[g.ToMove()])
		if err != nil {
			return err
		}
		for i, b := range bots {
			if h := engine.Heard(st.Events, engine.PlayerID(i)); len(h) > 0 {
				b.Hear(h)
			}
		}
		if watch != nil {
			watch(st)
		}
	}
	return nil
}

// Move plays the turn of the player to move with bot b: orders refused
// are told to the bot and asked again, and after three refusals the
// player skips the turn (unless they are still to choose their start).
// The bot hears nothing of the turn; the caller tells every player.
func Move(g *engine.Game, b Bot) (Step, error) {
	p := g.ToMove()
	st := Step{Round: g.Round()}
	for try := 0; ; try++ {
		v := g.ViewOf(p)
		st.Turn = b.Turn(v)
		if try >= 3 && !v.ChooseStart {
			st.Turn = engine.Turn{Player: p, Actions: []engine.Action{{Kind: engine.ActSkip}}}
		}
		if try >= 200 {
			return st, errors.New("bot: no acceptable turn")
		}
		// A bot's orders are read as a person's are (B8): what the order
		// reader refuses a person, it refuses a bot.
		lang := order.Lang(g.Player(p).Lang)
		acts, err := order.For(g.Maze(), v.Expect, lang).Check(st.Turn.Actions, lang)
		if err != nil {
			r := &engine.Refusal{Player: p, Action: firstKind(st.Turn), Reason: engine.ReasonNotAllowed}
			st.Refused = append(st.Refused, r)
			b.Refused(r)
			continue
		}
		st.Turn.Actions = acts
		ev, err := g.Apply(st.Turn)
		if err == nil {
			st.Events = ev
			return st, nil
		}
		var r *engine.Refusal
		if !errors.As(err, &r) {
			return st, err
		}
		st.Refused = append(st.Refused, r)
		b.Refused(r)
	}
}

// firstKind is the kind of a turn's first action, what a refusal names.
func firstKind(t engine.Turn) engine.ActionKind {
	if len(t.Actions) == 0 {
		return engine.ActSkip
	}
	return t.Actions[0].Kind
}
