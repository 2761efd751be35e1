package pbem

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"slices"
	"sync"
	"time"
)

// Counts is what one RunOnce pass did.
type Counts struct {
	// Handled counts the messages handled and acknowledged.
	Handled int
	// Delivered counts the messages sent.
	Delivered int
	// Failed counts the messages given up on: a permanent failure, or the
	// last of Config.MaxAttempts temporary ones.
	Failed int
}

// RunOnce is one pass of the referee, for a cron job or "labyrinth referee
// --once": it fetches the mail that is there, hands it to the Handler and
// acknowledges what was recorded, runs Handler.Tick once (rounds whose
// deadline has passed are resolved), delivers the mail that is due, and
// returns. It takes the daemon's own paths, so that a pass behaves as Run
// does: the same order of handling and the same group commit, the same
// retry schedule (Config.Backoff from the attempts the Outbox recorded)
// and cap (Config.MaxAttempts). Only the Inbox, Sender, Outbox, Handler,
// Logger, Now, OutboxBatch, MaxAttempts and Backoff fields are used.
//
// A message the handler fails on stays in the inbox for the next pass,
// and so does every later one (a player's later mail is never handled
// before an earlier one); that is logged, not returned. A SenderError
// (cannot connect, TLS, login) leaves every due message queued without
// charging it an attempt and is returned, wrapped; so are a failed fetch,
// acknowledgement or tick, and the first failure to read or write the
// Outbox.
func RunOnce(ctx context.Context, cfg Config) (Counts, error) {
	if err := cfg.setDefaults(); err != nil {
		return Counts{}, err
	}
	tally := &tallyOutbox{Outbox: cfg.Outbox}
	sender := &onceSender{Sender: cfg.Sender}
	cfg.Outbox, cfg.Sender = tally, sender
	r := newReferee(cfg)

	msgs, err := cfg.Inbox.Fetch(ctx)
	if err != nil {
		return Counts{}, fmt.Errorf("read the inbox: %w", err)
	}
	handled, _ := r.handleAll(ctx, ctx, msgs)
	if len(handled) > 0 {
		if err := cfg.Inbox.Ack(ctx, handled...); err != nil {
			return Counts{Handled: len(handled)}, fmt.Errorf("acknowledge: %w", err)
		}
	}
	if err := cfg.Handler.Tick(ctx, cfg.Now()); err != nil {
		return Counts{Handled: len(handled)}, err
	}
	r.deliverDue(ctx)
	n := tally.counts()
	n.Handled = len(handled)
	if sender.err != nil {
		return n, fmt.Errorf("cannot send mail: %w", sender.err)
	}
	return n, tally.firstErr()
}

// onceSender keeps the first SenderError, which the daemon only logs and
// waits out but a single pass must report.
type onceSender struct {
	Sender
	err error
}

func (s *onceSender) Send(ctx context.Context, m Outgoing) error {
	err := s.Sender.Send(ctx, m)
	if s.err == nil && IsSenderError(err) {
		s.err = err
	}
	return err
}

// tallyOutbox counts the outcomes a pass records and keeps the failures
// to read or write the outbox that a retry of the write did not cure.
// Sent is called from the goroutine that writes a delivery's record while
// the next letter goes out, hence the lock.
type tallyOutbox struct {
	Outbox
	mu                sync.Mutex
	delivered, failed int
	errs              map[int64]error // outbox ID (dueErr for Due) → the last write's failure
}

// dueErr is the key of a failed Due in tallyOutbox.errs.
const dueErr = -1

// note records the outcome of a write for id, counting a success in count.
func (o *tallyOutbox) note(id int64, err error, count *int) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	switch {
	case err != nil && !errors.Is(err, context.Canceled):
		if o.errs == nil {
			o.errs = map[int64]error{}
		}
		o.errs[id] = err
	case err == nil:
		delete(o.errs, id)
		if count != nil {
			*count++
		}
	}
	return err
}

func (o *tallyOutbox) counts() Counts {
	o.mu.Lock()
	defer o.mu.Unlock()
	return Counts{Delivered: o.delivered, Failed: o.failed}
}

// firstErr returns the failure of the lowest outbox ID still failing.
func (o *tallyOutbox) firstErr() error {
	o.mu.Lock()
	defer o.mu.Unlock()
	ids := slices.Sorted(maps.Keys(o.errs))
	if len(ids) == 0 {
		return nil
	}
	return o.errs[ids[0]]
}

func (o *tallyOutbox) Due(ctx context.Context, now time.Time, limit int) ([]Outgoing, error) {
	due, err := o.Outbox.Due(ctx, now, limit)
	return due, o.note(dueErr, err, nil)
}

func (o *tallyOutbox) Sent(ctx context.Context, id int64, at time.Time) error {
	return o.note(id, o.Outbox.Sent(ctx, id, at), &o.delivered)
}

// SentAll records the deliveries in one write where the Outbox can.
func (o *tallyOutbox) SentAll(ctx context.Context, ids []int64, at time.Time) error {
	err := sentAll(ctx, o.Outbox, ids, at)
	for _, id := range ids {
		err = o.note(id, err, &o.delivered)
	}
	return err
}

func (o *tallyOutbox) Retry(ctx context.Context, id int64, cause error, next time.Time) error {
	return o.note(id, o.Outbox.Retry(ctx, id, cause, next), nil)
}

func (o *tallyOutbox) Failed(ctx context.Context, id int64, cause error) error {
	return o.note(id, o.Outbox.Failed(ctx, id, cause), &o.failed)
}

// Defer passes the wait on when the Outbox records it.
func (o *tallyOutbox) Defer(ctx context.Context, id int64, cause error) error {
	d, ok := o.Outbox.(Deferrer)
	if !ok {
		return nil
	}
	return o.note(id, d.Defer(ctx, id, cause), nil)
}
