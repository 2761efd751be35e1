package pbem

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"time"
)

// Backoff is an exponential retry schedule: the n-th retry waits
// Initial·Factorⁿ⁻¹, never more than Max, shortened by up to Jitter (a
// fraction) at random so that retries spread out.
type Backoff struct {
	Initial time.Duration // DefaultBackoff.Initial if zero
	Max     time.Duration // DefaultBackoff.Max if zero
	Factor  float64       // DefaultBackoff.Factor if zero
	// Jitter is the fraction of each delay that may be cut at random; zero
	// means none, which keeps schedules exact for tests.
	Jitter float64
}

// DefaultBackoff is the delivery retry schedule: 1, 2, 4 … minutes, at
// most two hours between attempts. With DefaultMaxAttempts the referee
// keeps trying for about a day, like a mail server's queue.
var DefaultBackoff = Backoff{Initial: time.Minute, Max: 2 * time.Hour, Factor: 2}

// Delay returns the wait before retry number attempt (1 for the first
// retry).
func (b Backoff) Delay(attempt int) time.Duration {
	if b.Initial <= 0 {
		b.Initial = DefaultBackoff.Initial
	}
	if b.Max <= 0 {
		b.Max = DefaultBackoff.Max
	}
	if b.Factor < 1 {
		b.Factor = DefaultBackoff.Factor
	}
	d := float64(b.Initial)
	for i := 1; i < attempt && d < float64(b.Max); i++ {
		d *= b.Factor
	}
	d = min(d, float64(b.Max))
	if b.Jitter > 0 {
		d -= d * min(b.Jitter, 1) * rand.Float64()
	}
	return time.Duration(d)
}

// Retry is the outbox's retry policy, the same for the daemon and for a
// single "--once" pass: after a failure on attempt number attempt (from
// 1), a temporary error is tried again at now plus b's delay, until
// maxAttempts attempts have failed; a permanent error is never retried.
// The cause to record is err, or for the last attempt err with the count.
func Retry(b Backoff, maxAttempts, attempt int, err error, now time.Time) (next time.Time, retry bool, cause error) {
	if maxAttempts <= 0 {
		maxAttempts = DefaultMaxAttempts
	}
	if !IsTemporary(err) {
		return time.Time{}, false, err
	}
	if attempt >= maxAttempts {
		return time.Time{}, false, fmt.Errorf("gave up after %d attempts: %w", attempt, err)
	}
	return now.Add(b.Delay(attempt)), true, err
}

// DefaultSenderBackoff is Config.SenderBackoff's default: 2 s doubling
// to 10 min. A server that is down for a moment — Postfix answers SMTP
// AUTH with 454 for the seconds Dovecot takes to restart — costs the
// players seconds, not the minutes of the delivery schedule; one that
// stays down is asked ever more rarely.
var DefaultSenderBackoff = Backoff{Initial: 2 * time.Second, Max: 10 * time.Minute, Factor: 2, Jitter: 0.2}

// Defaults for zero Config fields.
const (
	DefaultTickInterval   = time.Minute
	DefaultOutboxInterval = 10 * time.Second
	DefaultOutboxBatch    = 50
	DefaultMaxAttempts    = 20
	DefaultDrainTimeout   = 30 * time.Second
	// DefaultMaxMailFailures is how often one message may fail in a row
	// before the referee stops offering it to the handler (until restart).
	DefaultMaxMailFailures = 5
)

// Config ties the referee's parts together for Run. Inbox, Sender, Outbox
// and Handler are required; a zero value in any other field means the
// default named beside it.
type Config struct {
	Inbox   Inbox
	Sender  Sender
	Outbox  Outbox
	Handler Handler
	// Logger receives structured logs; nil discards them.
	Logger *slog.Logger
	// Now is the clock (time.Now); tests pass a fake one. Timers still run
	// on real time.
	Now func() time.Time
	// TickInterval is how often Handler.Tick runs (DefaultTickInterval).
	TickInterval time.Duration
	// OutboxInterval is how often the outbox is checked for due mail when
	// nothing announced new mail (DefaultOutboxInterval). Every handled
	// message and every tick also wake the outbox at once.
	OutboxInterval time.Duration
	// OutboxBatch is how many due messages are taken at a time
	// (DefaultOutboxBatch).
	OutboxBatch int
	// MaxAttempts caps deliveries of one message; after that many
	// temporary failures it is marked Failed (DefaultMaxAttempts).
	MaxAttempts int
	// Backoff schedules delivery retries (DefaultBackoff).
	Backoff Backoff
	// InboxBackoff paces the inbox after a failed fetch, handle or ack
	// (1 s doubling to 5 min by default).
	InboxBackoff Backoff
	// SenderBackoff paces the outbox while the sender fails as a whole:
	// it cannot connect or log in (a SenderError). The default,
	// DefaultSenderBackoff, tries again within seconds and backs off
	// only as the failure repeats.
	SenderBackoff Backoff
	// MaxMailFailures is how many times in a row one message may fail in
	// the handler before it is set aside until restart
	// (DefaultMaxMailFailures). It stays in the mailbox.
	MaxMailFailures int
	// DrainTimeout bounds shutdown: after ctx ends, the message being
	// handled is finished and acknowledged and due mail is sent, for at
	// most this long (DefaultDrainTimeout).
	DrainTimeout time.Duration
}

func (c *Config) setDefaults() error {
	if c.Inbox == nil || c.Sender == nil || c.Outbox == nil || c.Handler == nil {
		return errors.New("pbem: Run needs an Inbox, a Sender, an Outbox and a Handler")
	}
	if c.Logger == nil {
		c.Logger = slog.New(slog.DiscardHandler)
	}
	if c.Now == nil {
		c.Now = time.Now
	}
	if c.TickInterval <= 0 {
		c.TickInterval = DefaultTickInterval
	}
	if c.OutboxInterval <= 0 {
		c.OutboxInterval = DefaultOutboxInterval
	}
	if c.OutboxBatch <= 0 {
		c.OutboxBatch = DefaultOutboxBatch
	}
	if c.MaxAttempts <= 0 {
		c.MaxAttempts = DefaultMaxAttempts
	}
	if c.InboxBackoff == (Backoff{}) {
		c.InboxBackoff = Backoff{Initial: time.Second, Max: 5 * time.Minute, Factor: 2, Jitter: 0.2}
	}
	if c.SenderBackoff == (Backoff{}) {
		c.SenderBackoff = DefaultSenderBackoff
	}
	if c.MaxMailFailures <= 0 {
		c.MaxMailFailures = DefaultMaxMailFailures
	}
	if c.DrainTimeout <= 0 {
		c.DrainTimeout = DefaultDrainTimeout
	}
	return nil
}

// ErrDrainTimeout is returned by Run when shutdown did not finish within
// Config.DrainTimeout. Nothing is lost: unacknowledged mail stays in the
// inbox and unsent mail in the outbox.
var ErrDrainTimeout = errors.New("pbem: shutdown did not finish within the drain timeout")

// Run is the referee daemon. It runs three loops until ctx ends:
//
//   - the inbox loop fetches mail, hands each message to Handler.HandleMail
//     in arrival order and acknowledges it only after the handler has
//     recorded it, then waits for more (IMAP IDLE or polling);
//   - the clock loop calls Handler.Tick every TickInterval, for deadlines
//     and reminders;
//   - the outbox loop delivers Outbox.Due mail through Sender,
//     OutboxLanes letters at once, records the successes of each such
//     step together (Sent, or SentAll) before the next, retries temporary failures with
//     exponential backoff up to MaxAttempts, and marks permanent failures
//     (and the attempts cap) Failed for the campaign to tell the host. A
//     SenderError (cannot connect, TLS, login) charges no message: all
//     stay queued, the outbox waits with backoff and logs what to check.
//     After each letter sent it tells an Inbox that is an Expecter that
//     answers may follow at once.
//
// Handler calls never overlap. When ctx ends, Run stops taking new mail,
// lets the message in hand finish and be acknowledged, makes one last
// delivery pass, and returns nil, or ErrDrainTimeout if that took longer
// than DrainTimeout.
//
// A permanent inbox error before the first successful fetch (a wrong
// password, a missing mailbox) ends Run with that error, so a
// misconfigured referee fails at once; later ones are logged and retried.
func Run(ctx context.Context, cfg Config) error {
	if err := cfg.setDefaults(); err != nil {
		return err
	}
	r := newReferee(cfg)

	// work outlives ctx by the drain timeout, so that the work in hand
	// finishes after a shutdown request.
	work, cancelWork := context.WithCancel(context.WithoutCancel(ctx))
	defer cancelWork()
	drained := make(chan struct{})
	var timedOut bool
	go func() {
		select {
		case <-ctx.Done():
		case <-drained:
			return
		}
		t := time.NewTimer(cfg.DrainTimeout)
		defer t.Stop()
		select {
		case <-t.C:
			r.mu.Lock()
			timedOut = true
			r.mu.Unlock()
			cancelWork()
		case <-drained:
		}
	}()

	r.log.Info("referee started", "tick", cfg.TickInterval, "max_attempts", cfg.MaxAttempts)
	var wg sync.WaitGroup
	inboxErr := make(chan error, 1)
	stopAll, cancelAll := context.WithCancel(ctx)
	defer cancelAll()
	wg.Add(3)
	go func() {
		defer wg.Done()
		if err := r.inboxLoop(stopAll, work); err != nil {
			inboxErr <- err
			cancelAll()
		}
	}()
	go func() { defer wg.Done(); r.clockLoop(stopAll, work) }()
	go func() { defer wg.Done(); r.outboxLoop(stopAll, work) }()
	wg.Wait()
	// Last delivery pass, after the handler is done: the mail handled
	// during the drain has its reports in the outbox now.
	r.deliverDue(work)
	close(drained)

	r.mu.Lock()
	defer r.mu.Unlock()
	select {
	case err := <-inboxErr:
		r.log.Error("referee stopped", "err", err)
		return err
	default:
	}
	if timedOut {
		r.log.Warn("referee stopped before the drain finished", "timeout", cfg.DrainTimeout)
		return ErrDrainTimeout
	}
	r.log.Info("referee stopped")
	return nil
}

// newReferee returns the state of Run and RunOnce for a Config with its
// defaults set.
func newReferee(cfg Config) *referee {
	return &referee{cfg: cfg, log: cfg.Logger, kick: make(chan struct{}, 1), failures: map[string]int{}, attempts: map[int64]int{}}
}

type referee struct {
	cfg Config
	log *slog.Logger

	handlerMu sync.Mutex // Handler calls never overlap
	kick      chan struct{}

	mu       sync.Mutex
	failures map[string]int // MessageID → failures in a row
	attempts map[int64]int  // outbox ID → attempts seen by this process

	// senderFailures counts SenderErrors in a row; while now is before
	// senderWait the outbox is not tried at all.
	senderFailures int
	senderWait     time.Time
}

// wake tells the outbox loop there may be new mail to deliver.
func (r *referee) wake() {
	select {
	case r.kick <- struct{}{}:
	default:
	}
}

// inboxLoop fetches, handles and acknowledges until stop ends.
func (r *referee) inboxLoop(stop, work context.Context) error {
	failures := 0
	everFetched := false
	pause := func() {
		failures++
		d := r.cfg.InboxBackoff.Delay(failures)
		r.log.Debug("inbox backing off", "delay", d)
		sleep(stop, d)
	}
	for stop.Err() == nil {
		msgs, err := r.cfg.Inbox.Fetch(stop)
		if err != nil {
			if stop.Err() != nil {
				return nil
			}
			if !everFetched && !IsTemporary(err) {
				return fmt.Errorf("inbox: %w", err)
			}
			r.log.Error("fetch failed", "err", err, "temporary", IsTemporary(err))
			pause()
			continue
		}
		everFetched = true
		handled, ok := r.handleAll(stop, work, msgs)
		if len(handled) > 0 {
			r.wake()
			if err := r.cfg.Inbox.Ack(work, handled...); err != nil {
				// Not fatal: the messages come again with the next Fetch
				// and the handler knows them by Message-ID.
				r.log.Warn("ack failed; handled mail will be read again", "uids", handled, "err", err)
				ok = false
			}
		}
		if !ok {
			pause()
			continue
		}
		failures = 0
		if r.fresh(msgs) > 0 {
			continue // there may be more than one batch
		}
		if err := r.cfg.Inbox.Wait(stop); err != nil && stop.Err() == nil {
			r.log.Error("wait failed", "err", err)
			pause()
		}
	}
	return nil
}

// fresh counts the messages not set aside.
func (r *referee) fresh(msgs []Message) int {
	r.mu.Lock()
	defer r.mu.Unlock()
	n := 0
	for _, m := range msgs {
		if r.failures[m.MessageID] < r.cfg.MaxMailFailures {
			n++
		}
	}
	return n
}

// handleAll hands msgs to the handler in order and returns the UIDs it
// recorded. It stops at the first failure, so that a player's later mail
// is never handled before an earlier one; ok is false then.
func (r *referee) handleAll(stop, work context.Context, msgs []Message) (handled []uint32, ok bool) {
	if uids, ok := r.handleBatch(stop, work, msgs); ok {
		return uids, true
	}
	for _, m := range msgs {
		if stop.Err() != nil {
			return handled, true
		}
		r.mu.Lock()
		n := r.failures[m.MessageID]
		r.mu.Unlock()
		if n >= r.cfg.MaxMailFailures {
			continue // set aside; already logged
		}
		log := r.log.With("uid", m.UID, "message_id", m.MessageID)
		r.handlerMu.Lock()
		err := r.cfg.Handler.HandleMail(work, m, r.cfg.Now())
		r.handlerMu.Unlock()
		if err != nil {
			r.mu.Lock()
			r.failures[m.MessageID]++
			n := r.failures[m.MessageID]
			r.mu.Unlock()
			if n >= r.cfg.MaxMailFailures {
				log.Error("mail keeps failing; setting it aside until restart (it stays in the mailbox)", "err", err, "failures", n)
				continue
			}
			log.Error("handling mail failed; it stays in the inbox", "err", err, "failures", n, "temporary", IsTemporary(err))
			return handled, false
		}
		r.mu.Lock()
		delete(r.failures, m.MessageID)
		r.mu.Unlock()
		log.Info("mail handled", "size", len(m.Raw))
		handled = append(handled, m.UID)
	}
	return handled, true
}

// handleBatch gives a BatchHandler every message not set aside in one
// transaction; ok is false when there is no batch to give (fewer than
// two messages, or not a BatchHandler) or the batch failed, and
// handleAll goes one by one.
func (r *referee) handleBatch(stop, work context.Context, msgs []Message) (handled []uint32, ok bool) {
	bh, isBatch := r.cfg.Handler.(BatchHandler)
	if !isBatch || stop.Err() != nil {
		return nil, false
	}
	var batch []Message
	r.mu.Lock()
	for _, m := range msgs {
		if r.failures[m.MessageID] < r.cfg.MaxMailFailures {
			batch = append(batch, m)
		}
	}
	r.mu.Unlock()
	if len(batch) < 2 {
		return nil, false
	}
	r.handlerMu.Lock()
	err := bh.HandleBatch(work, batch, r.cfg.Now())
	r.handlerMu.Unlock()
	if err != nil {
		r.log.Warn("handling the batch failed; handling its mail one by one", "mails", len(batch), "err", err)
		return nil, false
	}
	for _, m := range batch {
		r.log.Info("mail handled", "uid", m.UID, "message_id", m.MessageID, "size", len(m.Raw))
		handled = append(handled, m.UID)
	}
	return handled, true
}

// clockLoop runs Handler.Tick at once and then every TickInterval.
func (r *referee) clockLoop(stop, work context.Context) {
	t := time.NewTicker(r.cfg.TickInterval)
	defer t.Stop()
	for {
		r.handlerMu.Lock()
		err := r.cfg.Handler.Tick(work, r.cfg.Now())
		r.handlerMu.Unlock()
		if err != nil {
			r.log.Error("tick failed", "err", err)
		}
		r.wake()
		select {
		case <-stop.Done():
			return
		case <-t.C:
		}
	}
}

// outboxLoop delivers due mail until stop ends; Run drains it after.
func (r *referee) outboxLoop(stop, work context.Context) {
	t := time.NewTimer(0)
	defer t.Stop()
	for {
		select {
		case <-stop.Done():
			return
		case <-r.kick:
		case <-t.C:
		}
		r.deliverDue(work)
		t.Reset(r.nextOutboxPass())
	}
}

// nextOutboxPass is the wait before the outbox is looked at again:
// OutboxInterval, or less when a failing sender is to be tried again
// sooner (SenderBackoff).
func (r *referee) nextOutboxPass() time.Duration {
	r.mu.Lock()
	wait := r.senderWait
	r.mu.Unlock()
	d := r.cfg.OutboxInterval
	if until := wait.Sub(r.cfg.Now()); until > 0 && until < d {
		d = until
	}
	return d
}

// OutboxLanes is how many letters the outbox sends at once, each to
// another address and on a connection of its own (see Sender). The
// letters of one such step that the server accepted are recorded as sent
// together, in one durable write, before the next step, so a crash finds
// at most OutboxLanes letters accepted by the server but not recorded as
// sent: the letters that go out again after a restart. Letters to one
// address keep their order.
const OutboxLanes = 2

// deliverDue sends every message due now, batch after batch. While the
// sender is failing (a SenderError) it waits out the sender's backoff.
func (r *referee) deliverDue(ctx context.Context) {
	r.mu.Lock()
	wait := r.senderWait
	r.mu.Unlock()
	if r.cfg.Now().Before(wait) {
		return
	}
	for ctx.Err() == nil {
		due, err := r.cfg.Outbox.Due(ctx, r.cfg.Now(), r.cfg.OutboxBatch)
		if err != nil {
			r.log.Error("reading the outbox failed", "err", err)
			return
		}
		if len(due) == 0 {
			return
		}
		progress, waiting, senderErr := r.deliverLanes(ctx, due)
		if senderErr != nil {
			r.senderFailed(ctx, waiting, senderErr)
			return
		}
		if !progress || len(due) < r.cfg.OutboxBatch {
			return
		}
	}
}

// deliverLanes sends due OutboxLanes letters at a time, each to another
// address and on a connection of its own (see Sender), the letters to
// one address in order. The letters of one such step that the server
// accepted are recorded as sent together, in one durable write, before
// the next step (sentGroup): so no more than OutboxLanes letters are
// ever accepted and unrecorded. It reports whether any outbox state
// changed; on a SenderError it stops after the step, and the error and
// the letters not tried are returned.
func (r *referee) deliverLanes(ctx context.Context, due []Outgoing) (progress bool, waiting []Outgoing, senderErr error) {
	queues := addressQueues(due)
	for len(queues) > 0 && ctx.Err() == nil {
		var step []Outgoing
		for i := 0; i < len(queues) && len(step) < OutboxLanes; i++ {
			step = append(step, queues[i][0])
			queues[i] = queues[i][1:]
		}
		queues = slices.DeleteFunc(queues, func(q []Outgoing) bool { return len(q) == 0 })
		g := r.newSentGroup(ctx, len(step))
		var mu sync.Mutex
		var wg sync.WaitGroup
		for _, m := range step {
			wg.Add(1)
			go func() {
				defer wg.Done()
				ok, err := r.deliver(ctx, m, g)
				mu.Lock()
				defer mu.Unlock()
				progress = progress || ok
				if err != nil {
					senderErr = cmp.Or(senderErr, err)
					waiting = append(waiting, m)
				}
			}()
		}
		wg.Wait()
		if senderErr != nil {
			for _, q := range queues {
				waiting = append(waiting, q...)
			}
			return progress, waiting, senderErr
		}
	}
	return progress, nil, nil
}

// addressQueues groups due by recipient (the first address, case folded;
// a letter without one is a queue of its own), the queues in the order
// of their first letters, each in due's order.
func addressQueues(due []Outgoing) [][]Outgoing {
	index := map[string]int{}
	var queues [][]Outgoing
	for _, m := range due {
		key := fmt.Sprintf("#%d", m.ID)
		if len(m.To) > 0 {
			key = strings.ToLower(m.To[0])
		}
		i, ok := index[key]
		if !ok {
			i = len(queues)
			index[key] = i
			queues = append(queues, nil)
		}
		queues[i] = append(queues[i], m)
	}
	return queues
}

// sentGroup records the letters of one step of deliverLanes as sent in
// one write, once every letter of the step has been tried: each letter
// the server accepted waits in sent for the write, and the last letter
// of the step to finish, accepted or not, makes it.
type sentGroup struct {
	r    *referee
	ctx  context.Context
	mu   sync.Mutex
	cond *sync.Cond
	left int // letters of the step still being tried
	ids  []int64
	at   time.Time
	done bool
	err  error
}

func (r *referee) newSentGroup(ctx context.Context, n int) *sentGroup {
	g := &sentGroup{r: r, ctx: ctx, left: n}
	g.cond = sync.NewCond(&g.mu)
	return g
}

// sent counts letter id as accepted by the server at at and returns once
// the step's letters are recorded, with the write's error.
func (g *sentGroup) sent(id int64, at time.Time) error {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.ids = append(g.ids, id)
	g.at = at
	g.finish()
	for !g.done {
		g.cond.Wait()
	}
	return g.err
}

// skip counts a letter of the step that was not accepted.
func (g *sentGroup) skip() {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.finish()
}

// finish counts one letter tried; after the last it writes the records.
// The caller holds g.mu.
func (g *sentGroup) finish() {
	g.left--
	if g.left > 0 {
		return
	}
	if len(g.ids) > 0 {
		ids, at := g.ids, g.at
		g.err = g.r.record(g.ctx, func() error { return sentAll(g.ctx, g.r.cfg.Outbox, ids, at) })
	}
	g.done = true
	g.cond.Broadcast()
}

// sentAll records ids as sent at at: in one write if the outbox can
// (SentAller), else one by one.
func sentAll(ctx context.Context, o Outbox, ids []int64, at time.Time) error {
	if a, ok := o.(SentAller); ok {
		return a.SentAll(ctx, ids, at)
	}
	for _, id := range ids {
		if err := o.Sent(ctx, id, at); err != nil {
			return err
		}
	}
	return nil
}

// senderFailed handles a SenderError: the messages keep their attempts
// and stay queued, the outbox waits with backoff, and the host is told
// in the log what to check.
func (r *referee) senderFailed(ctx context.Context, waiting []Outgoing, err error) {
	now := r.cfg.Now()
	r.mu.Lock()
	r.senderFailures++
	n := r.senderFailures
	r.senderWait = now.Add(r.cfg.SenderBackoff.Delay(n))
	next := r.senderWait
	r.mu.Unlock()
	r.log.Error("cannot send mail: the sender fails, not the messages", "err", err, "waiting", len(waiting),
		"failures", n, "next", next, "hint", SenderHint)
	d, ok := r.cfg.Outbox.(Deferrer)
	if !ok {
		return
	}
	for _, m := range waiting {
		if err := d.Defer(ctx, m.ID, err); err != nil {
			r.log.Warn("recording the wait failed", "outbox_id", m.ID, "err", err)
			return
		}
	}
}

// deliver sends one message and records the outcome, a success with the
// other letters of its step (g). It reports whether
// the outbox state changed (so the next Due will not return it again
// right away). A SenderError is returned as is, with nothing recorded:
// the message has not been tried.
func (r *referee) deliver(ctx context.Context, m Outgoing, g *sentGroup) (bool, error) {
	log := r.log.With("outbox_id", m.ID, "to", m.To)
	r.mu.Lock()
	attempts := max(m.Attempts, r.attempts[m.ID])
	r.mu.Unlock()

	err := r.cfg.Sender.Send(ctx, m)
	now := r.cfg.Now()
	if err != nil {
		g.skip()
	}
	if err != nil && ctx.Err() == nil && IsSenderError(err) {
		return false, err
	}
	r.mu.Lock()
	r.senderFailures = 0
	r.mu.Unlock()
	var rec error
	switch {
	case err == nil:
		if e, ok := r.cfg.Inbox.(Expecter); ok {
			e.Expect()
		}
		// Recorded with the step's other letters, before the next step
		// (OutboxLanes).
		rec = g.sent(m.ID, now)
		if rec == nil {
			log.Info("mail sent", "attempt", attempts+1)
		}
		r.forget(m.ID)
	case ctx.Err() != nil:
		// Shutting down mid-send: the message stays due and is sent on the
		// next start (the stable Message-ID lets receivers drop a repeat).
		log.Warn("send interrupted by shutdown", "err", err)
		return false, nil
	default:
		next, retry, cause := Retry(r.cfg.Backoff, r.cfg.MaxAttempts, attempts+1, err, now)
		if retry {
			rec = r.record(ctx, func() error { return r.cfg.Outbox.Retry(ctx, m.ID, err, next) })
			if rec == nil {
				log.Warn("send failed; will retry", "err", err, "attempt", attempts+1, "next", next)
			}
			r.mu.Lock()
			r.attempts[m.ID] = attempts + 1
			r.mu.Unlock()
			break
		}
		rec = r.record(ctx, func() error { return r.cfg.Outbox.Failed(ctx, m.ID, cause) })
		if rec == nil {
			log.Error("send failed for good", "err", cause, "attempt", attempts+1)
		}
		r.forget(m.ID)
	}
	if rec != nil {
		log.Error("recording the delivery outcome failed", "err", rec, "send_err", err)
		return false, nil
	}
	return true, nil
}

// record retries a bookkeeping write a few times: after a successful
// send, losing the record would mean sending the message again.
func (r *referee) record(ctx context.Context, f func() error) error {
	var err error
	for i := range 3 {
		if err = f(); err == nil || ctx.Err() != nil {
			return err
		}
		sleep(ctx, time.Duration(i+1)*100*time.Millisecond)
	}
	return err
}

func (r *referee) forget(id int64) {
	r.mu.Lock()
	delete(r.attempts, id)
	r.mu.Unlock()
}

func sleep(ctx context.Context, d time.Duration) {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
	case <-t.C:
	}
}
