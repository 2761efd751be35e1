package pbem

import (
	"context"
	"errors"
	"time"
)

// A Claimer is a Handler that can tell whether a message is its own:
// pbem/campaign's Referee claims the mail that carries the subject tag of
// one of its campaigns.
type Claimer interface {
	Handler
	Owns(ctx context.Context, raw []byte) (bool, error)
}

// Handlers serve several campaign databases as one Handler, for one
// referee address shared by the campaigns of several directories: a
// message goes to the first handler that claims it, or to the first
// handler when none does (which records it as nobody's and answers so),
// and every handler's clock runs.
type Handlers []Claimer

// HandleMail hands m to the handler that owns it.
func (hs Handlers) HandleMail(ctx context.Context, m Message, now time.Time) error {
	for _, h := range hs {
		ok, err := h.Owns(ctx, m.Raw)
		if err != nil {
			return err
		}
		if ok {
			return h.HandleMail(ctx, m, now)
		}
	}
	return hs[0].HandleMail(ctx, m, now)
}

// Tick runs every handler's clock, even after one of them failed.
func (hs Handlers) Tick(ctx context.Context, now time.Time) error {
	var errs []error
	for _, h := range hs {
		errs = append(errs, h.Tick(ctx, now))
	}
	return errors.Join(errs...)
}

// Outboxes join the outboxes of several campaign databases into one
// Outbox (and Deferrer). An Outgoing's ID carries the outbox it is in: the
// outbox's own ID times the number of outboxes, plus the outbox's index.
// Due takes from each outbox in turn, so a limit may leave the later ones
// for the next call.
type Outboxes []Outbox

// Due returns the due mail of every outbox, at most limit in all.
func (o Outboxes) Due(ctx context.Context, now time.Time, limit int) ([]Outgoing, error) {
	var all []Outgoing
	for i, ob := range o {
		due, err := ob.Due(ctx, now, limit)
		if err != nil {
			return nil, err
		}
		for _, m := range due {
			m.ID = m.ID*int64(len(o)) + int64(i)
			all = append(all, m)
		}
	}
	if limit > 0 && len(all) > limit {
		all = all[:limit]
	}
	return all, nil
}

// split returns the outbox a joined ID is in and the ID there.
func (o Outboxes) split(id int64) (Outbox, int64) {
	i, row := o.where(id)
	return o[i], row
}

// where returns the index of the outbox a joined ID is in and the ID there.
func (o Outboxes) where(id int64) (int, int64) {
	n := int64(len(o))
	return int(id % n), id / n
}

// Sent records a delivery in the message's outbox.
func (o Outboxes) Sent(ctx context.Context, id int64, at time.Time) error {
	ob, row := o.split(id)
	return ob.Sent(ctx, row, at)
}

// SentAll records deliveries in their messages' outboxes, in one write
// for each outbox that can (SentAller).
func (o Outboxes) SentAll(ctx context.Context, ids []int64, at time.Time) error {
	rows := make([][]int64, len(o))
	for _, id := range ids {
		i, row := o.where(id)
		rows[i] = append(rows[i], row)
	}
	for i, r := range rows {
		if len(r) == 0 {
			continue
		}
		if err := sentAll(ctx, o[i], r, at); err != nil {
			return err
		}
	}
	return nil
}

// Retry records a temporary failure in the message's outbox.
func (o Outboxes) Retry(ctx context.Context, id int64, cause error, next time.Time) error {
	ob, row := o.split(id)
	return ob.Retry(ctx, row, cause, next)
}

// Failed records a permanent failure in the message's outbox.
func (o Outboxes) Failed(ctx context.Context, id int64, cause error) error {
	ob, row := o.split(id)
	return ob.Failed(ctx, row, cause)
}

// Defer records the sender's failure in the message's outbox, when that
// outbox is a Deferrer.
func (o Outboxes) Defer(ctx context.Context, id int64, cause error) error {
	ob, row := o.split(id)
	if d, ok := ob.(Deferrer); ok {
		return d.Defer(ctx, row, cause)
	}
	return nil
}
