package campaign

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"labyrinth/engine"
	"labyrinth/engine/narrate"
	"labyrinth/pbem/store"
)

// sittingOut maps each seat whose turn the rules play in the round after
// g's state (Expect.SitsOut) to the rounds it sits out from then on, as
// far as g tells (see SitOuter; -1: unknown, or it plays no more).
func sittingOut(g Game, players []*store.Player) map[int]int {
	out := map[int]int{}
	for _, p := range players {
		if !g.Expect(engine.PlayerID(p.Seat)).SitsOut {
			continue
		}
		n := sitsOut(g, p.Seat)
		if n <= 0 {
			n = -1
		}
		out[p.Seat] = n
	}
	return out
}

// sittingNow is sittingOut for c's open round, from its round view: the
// state the round began from never changes, and the clock asks every
// tick.
func (r *Referee) sittingNow(tx *store.Tx, c *store.Campaign, players []*store.Player) (map[int]int, error) {
	v, err := r.roundView(tx, c, players)
	if err != nil {
		return nil, err
	}
	return v.sitting, nil
}

// allIn reports whether every active player who can act this round has
// orders in: absent and removed players are not waited for, nor anyone
// who sits out the round (sitting, from sittingOut). A round where
// nobody can act is ready at once.
func allIn(tx *store.Tx, c *store.Campaign, players []*store.Player, sitting map[int]int) (bool, error) {
	seats, err := tx.OrderSeats(c.ID, c.Round)
	if err != nil {
		return false, err
	}
	have := map[int]bool{}
	for _, seat := range seats {
		have[seat] = true
	}
	waiting, nSitting := 0, 0
	for _, p := range players {
		if p.Status != store.PlayerActive {
			continue
		}
		if sitting[p.Seat] != 0 {
			nSitting++
			continue
		}
		waiting++
		if !have[p.Seat] {
			return false, nil
		}
	}
	return waiting > 0 || nSitting > 0, nil
}

// absentWithout reports whether an absent player who can act this round
// has no orders in.
func absentWithout(tx *store.Tx, c *store.Campaign, players []*store.Player, sitting map[int]int) (bool, error) {
	seats, err := tx.OrderSeats(c.ID, c.Round)
	if err != nil {
		return false, err
	}
	for _, p := range players {
		if p.Status == store.PlayerAbsent && sitting[p.Seat] == 0 && !slices.Contains(seats, p.Seat) {
			return true, nil
		}
	}
	return false, nil
}

// lastOrder is when the latest order of the current round arrived.
func lastOrder(tx *store.Tx, c *store.Campaign) (time.Time, error) {
	orders, err := tx.Orders(c.ID, c.Round)
	if err != nil {
		return time.Time{}, err
	}
	var t time.Time
	for _, o := range orders {
		if o.Received.After(t) {
			t = o.Received
		}
	}
	return t, nil
}

// Tick implements pbem.Handler: each open campaign whose round is due
// (deadline passed, or every order in and the grace over) is resolved;
// reminders go to players without orders; failed deliveries are told to
// the host. Each campaign is its own transaction.
func (r *Referee) Tick(ctx context.Context, now time.Time) error {
	now = now.UTC()
	// One read transaction finds the campaigns with something to do; only
	// those get a write transaction, which decides again on what it reads.
	// An idle campaign so costs a few reads a tick, not a commit.
	var ids []int64
	err := r.opts.Store.View(ctx, func(tx *store.Tx) error {
		cs, err := tx.Campaigns()
		if err != nil {
			return err
		}
		for _, c := range cs {
			if c.Status == store.StatusOver {
				continue
			}
			p, err := r.plan(tx, c, now)
			if err != nil {
				return fmt.Errorf("campaign %d: %w", c.ID, err)
			}
			if !p.idle() {
				ids = append(ids, c.ID)
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	var errs []error
	for _, id := range ids {
		err := r.opts.Store.Update(ctx, func(tx *store.Tx) error {
			c, err := tx.CampaignByID(id)
			if err != nil {
				return err
			}
			return r.tick(tx, c, now)
		})
		if err != nil {
			errs = append(errs, fmt.Errorf("campaign %d: %w", id, err))
		}
	}
	return errors.Join(errs...)
}

// tickPlan is what a tick must do for one campaign.
type tickPlan struct {
	cfg     *Config
	failed  []*store.Mail // failed letters the host has not been told of
	open    bool          // open, with a round under way
	due     bool          // the round is to be resolved
	remind  bool          // laggards are to be reminded
	players []*store.Player
	sitting map[int]int
}

// idle reports whether the tick has nothing to do.
func (p tickPlan) idle() bool {
	return len(p.failed) == 0 && !p.due && !p.remind
}

// plan reads what a tick must do for a campaign, writing nothing.
func (r *Referee) plan(tx *store.Tx, c *store.Campaign, now time.Time) (tickPlan, error) {
	var p tickPlan
	cfg, err := campaignConfig(c)
	if err != nil {
		return p, err
	}
	p.cfg = cfg
	failed, err := tx.FailedUnreported(c.ID)
	if err != nil {
		return p, err
	}
	for _, f := range failed {
		if f.To[0] != c.HostEmail { // the host cannot be told by mail that mail to the host fails
			p.failed = append(p.failed, f)
		}
	}
	if c.Status != store.StatusOpen || c.Round == 0 {
		return p, nil // paused, or a duel waiting for its mazes
	}
	p.open = true
	round, err := tx.Round(c.ID, c.Round)
	if err != nil {
		return p, err
	}
	if p.players, err = tx.Players(c.ID); err != nil {
		return p, err
	}
	if p.sitting, err = r.sittingNow(tx, c, p.players); err != nil {
		return p, err
	}
	p.due = !now.Before(round.Deadline)
	if !p.due {
		ready, err := allIn(tx, c, p.players, p.sitting)
		if err != nil {
			return p, err
		}
		if ready {
			last, err := lastOrder(tx, c)
			if err != nil {
				return p, err
			}
			p.due = !now.Before(last.Add(time.Duration(cfg.Grace)))
		}
	}
	p.remind = !p.due && cfg.Reminder > 0 && !round.Reminded && !now.Before(round.Deadline.Add(-time.Duration(cfg.Reminder)))
	return p, nil
}

func (r *Referee) tick(tx *store.Tx, c *store.Campaign, now time.Time) error {
	p, err := r.plan(tx, c, now)
	if err != nil {
		return err
	}
	for _, f := range p.failed {
		if err := r.queue(tx, c, letter{kind: LetterReply, to: c.HostEmail, seat: -1, key: fmt.Sprintf("delivery/%d", f.ID),
			subject: tr(p.cfg.HostLang, narrate.KeyMailSubjDelivery, "tag", subjectTag(c.Tag)), body: tr(p.cfg.HostLang, narrate.KeyMailDelivery, "letter", f.Kind, "to", f.To, "error", f.LastError)}, now); err != nil {
			return err
		}
	}
	if p.due {
		return r.resolve(tx, c, now)
	}
	if !p.remind {
		return nil
	}
	round, err := tx.Round(c.ID, c.Round)
	if err != nil {
		return err
	}
	orders, err := tx.Orders(c.ID, c.Round)
	if err != nil {
		return err
	}
	have := map[int]bool{}
	for _, o := range orders {
		have[o.Seat] = !o.Missing
	}
	for _, pl := range p.players {
		if pl.Status == store.PlayerRemoved || have[pl.Seat] || p.sitting[pl.Seat] != 0 {
			continue // nothing to remind of: orders in, or none needed
		}
		if err := r.queue(tx, c, letter{kind: LetterReminder, to: pl.Email, toName: pl.Name, seat: pl.Seat, round: c.Round,
			key:     fmt.Sprintf("remind/%d/%d/%d", c.Round, pl.Seat, round.Deadline.Unix()),
			subject: tr(pl.Lang, narrate.KeyMailSubjReminder, "tag", subjectTag(c.Tag), "round", c.Round),
			body:    tr(pl.Lang, narrate.KeyMailReminder, "round", c.Round, "deadline", formatTime(round.Deadline, pl.Lang)), auto: "auto-generated"}, now); err != nil {
			return err
		}
	}
	return tx.MarkReminded(c.ID, c.Round)
}
