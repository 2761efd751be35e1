package pbem

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"testing/synctest"
	"time"
)

// fakeClock is the Config.Now of the tests: time moves only when told.
type fakeClock struct {
	mu sync.Mutex
	t  time.Time
}

func newClock() *fakeClock { return &fakeClock{t: time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC)} }

func (c *fakeClock) Now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *fakeClock) Set(t time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if t.After(c.t) {
		c.t = t
	}
}

// fakeInbox keeps messages until acknowledged, like a mailbox.
type fakeInbox struct {
	mu       sync.Mutex
	msgs     []Message
	uid      uint32
	acked    []uint32
	ackErr   error
	fetchErr error
	fetches  int
	notify   chan struct{}
}

func newInbox(ids ...string) *fakeInbox {
	in := &fakeInbox{notify: make(chan struct{}, 1)}
	for _, id := range ids {
		in.Add(id)
	}
	return in
}

func (in *fakeInbox) Add(id string) {
	in.mu.Lock()
	in.uid++
	in.msgs = append(in.msgs, Message{UID: in.uid, MessageID: id, Raw: []byte("Message-ID: <" + id + ">\r\n\r\nгде я?\r\n")})
	in.mu.Unlock()
	select {
	case in.notify <- struct{}{}:
	default:
	}
}

func (in *fakeInbox) Fetch(ctx context.Context) ([]Message, error) {
	in.mu.Lock()
	defer in.mu.Unlock()
	in.fetches++
	if in.fetchErr != nil {
		return nil, in.fetchErr
	}
	return slices.Clone(in.msgs), nil
}

func (in *fakeInbox) Ack(ctx context.Context, uids ...uint32) error {
	in.mu.Lock()
	defer in.mu.Unlock()
	if in.ackErr != nil {
		return in.ackErr
	}
	in.acked = append(in.acked, uids...)
	in.msgs = slices.DeleteFunc(in.msgs, func(m Message) bool { return slices.Contains(uids, m.UID) })
	return nil
}

func (in *fakeInbox) Wait(ctx context.Context) error {
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-in.notify:
	case <-time.After(5 * time.Millisecond):
	}
	return nil
}

func (in *fakeInbox) Close() error { return nil }

func (in *fakeInbox) pending() int { in.mu.Lock(); defer in.mu.Unlock(); return len(in.msgs) }

// fakeOutbox is an in-memory outbound queue.
type fakeOutbox struct {
	mu    sync.Mutex
	items []*outItem
}

type outItem struct {
	m      Outgoing
	next   time.Time
	state  string // "queued", "sent", "failed"
	delays []time.Duration
	cause  error
}

func (o *fakeOutbox) Add(m Outgoing, now time.Time) {
	o.mu.Lock()
	defer o.mu.Unlock()
	m.ID = int64(len(o.items) + 1)
	o.items = append(o.items, &outItem{m: m, next: now, state: "queued"})
}

func (o *fakeOutbox) Due(ctx context.Context, now time.Time, limit int) ([]Outgoing, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	var due []Outgoing
	for _, it := range o.items {
		if it.state == "queued" && !it.next.After(now) && len(due) < limit {
			due = append(due, it.m)
		}
	}
	return due, nil
}

func (o *fakeOutbox) item(id int64) *outItem { return o.items[id-1] }

func (o *fakeOutbox) Sent(ctx context.Context, id int64, at time.Time) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	it := o.item(id)
	if it.state == "sent" {
		return fmt.Errorf("outbox %d sent twice", id)
	}
	it.state = "sent"
	return nil
}

func (o *fakeOutbox) Retry(ctx context.Context, id int64, cause error, next time.Time) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	it := o.item(id)
	it.delays = append(it.delays, next.Sub(it.next))
	it.m.Attempts++
	it.next = next
	it.cause = cause
	return nil
}

func (o *fakeOutbox) Defer(ctx context.Context, id int64, cause error) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	it := o.item(id)
	it.cause = cause
	return nil
}

func (o *fakeOutbox) Failed(ctx context.Context, id int64, cause error) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	it := o.item(id)
	it.m.Attempts++
	it.state = "failed"
	it.cause = cause
	return nil
}

func (o *fakeOutbox) states() map[string]int {
	o.mu.Lock()
	defer o.mu.Unlock()
	s := map[string]int{}
	for _, it := range o.items {
		s[it.state]++
	}
	return s
}

// fakeSender plays a script of results per outbox ID; after the script
// it succeeds.
type fakeSender struct {
	mu     sync.Mutex
	script map[int64][]error
	always error
	calls  map[int64]int
}

func (s *fakeSender) Send(ctx context.Context, m Outgoing) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.calls == nil {
		s.calls = map[int64]int{}
	}
	s.calls[m.ID]++
	if s.always != nil {
		return s.always
	}
	if q := s.script[m.ID]; len(q) > 0 {
		s.script[m.ID] = q[1:]
		return q[0]
	}
	return nil
}

func (s *fakeSender) callsFor(id int64) int { s.mu.Lock(); defer s.mu.Unlock(); return s.calls[id] }

// fakeHandler records each Message-ID once and writes one report per
// message to the outbox, as a campaign does in one transaction.
type fakeHandler struct {
	mu      sync.Mutex
	out     *fakeOutbox
	seen    map[string]bool
	order   []string
	calls   int
	ticks   int
	fail    map[string]int // Message-ID → failures left
	always  map[string]bool
	block   chan struct{} // if set, HandleMail waits for it
	started chan struct{}
}

func newHandler(out *fakeOutbox) *fakeHandler {
	return &fakeHandler{out: out, seen: map[string]bool{}, fail: map[string]int{}, always: map[string]bool{}}
}

func (h *fakeHandler) HandleMail(ctx context.Context, m Message, now time.Time) error {
	if h.block != nil {
		if h.started != nil {
			close(h.started)
			h.started = nil
		}
		select {
		case <-h.block:
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	h.calls++
	if h.always[m.MessageID] {
		return errors.New("cannot parse this mail")
	}
	if h.fail[m.MessageID] > 0 {
		h.fail[m.MessageID]--
		return &TemporaryError{Err: errors.New("database is locked")}
	}
	if h.seen[m.MessageID] {
		return nil
	}
	h.seen[m.MessageID] = true
	h.order = append(h.order, m.MessageID)
	h.out.Add(Outgoing{From: "referee@x", To: []string{"player@x"}, Raw: []byte("re: " + m.MessageID)}, now)
	return nil
}

func (h *fakeHandler) Tick(ctx context.Context, now time.Time) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.ticks++
	return nil
}

func (h *fakeHandler) handled() []string {
	h.mu.Lock()
	defer h.mu.Unlock()
	return slices.Clone(h.order)
}

// start runs Run in the background and returns a stop function that
// cancels it and returns Run's error.
func start(t *testing.T, cfg Config) (stop func() error) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	if cfg.OutboxInterval == 0 {
		cfg.OutboxInterval = 2 * time.Millisecond
	}
	if cfg.InboxBackoff == (Backoff{}) {
		cfg.InboxBackoff = Backoff{Initial: time.Millisecond, Max: 5 * time.Millisecond, Factor: 2}
	}
	done := make(chan error, 1)
	go func() { done <- Run(ctx, cfg) }()
	var once sync.Once
	var err error
	stop = func() error {
		once.Do(func() {
			cancel()
			select {
			case err = <-done:
			case <-time.After(10 * time.Second):
				t.Fatal("Run did not return after cancel")
			}
		})
		return err
	}
	t.Cleanup(func() { stop() })
	return stop
}

// eventually polls cond for up to 5 s of real time.
func eventually(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(time.Millisecond) {
		if cond() {
			return
		}
	}
	t.Fatalf("timed out waiting until %s", what)
}

func TestRunHandlesAcksAndSends(t *testing.T) {
	in := newInbox("a@x", "b@x", "c@x")
	out := &fakeOutbox{}
	h := newHandler(out)
	send := &fakeSender{}
	stop := start(t, Config{Inbox: in, Sender: send, Outbox: out, Handler: h})
	eventually(t, "three reports are sent", func() bool { return out.states()["sent"] == 3 })
	in.Add("d@x")
	eventually(t, "the late mail is answered", func() bool { return out.states()["sent"] == 4 })
	if err := stop(); err != nil {
		t.Fatalf("Run: %v", err)
	}
	if got := strings.Join(h.handled(), " "); got != "a@x b@x c@x d@x" {
		t.Errorf("handled %q, want arrival order", got)
	}
	if in.pending() != 0 {
		t.Errorf("%d messages left unacknowledged", in.pending())
	}
	for id := int64(1); id <= 4; id++ {
		if n := send.callsFor(id); n != 1 {
			t.Errorf("outbox %d sent %d times", id, n)
		}
	}
}

// expectingInbox is an Inbox that is told when answers may come at once.
type expectingInbox struct {
	*fakeInbox
	mu      sync.Mutex
	expects int
	sentAt  int // letters sent when Expect was first called
	out     *fakeOutbox
}

func (in *expectingInbox) Expect() {
	sent := in.out.states()["sent"]
	in.mu.Lock()
	defer in.mu.Unlock()
	if in.expects == 0 {
		in.sentAt = sent
	}
	in.expects++
}

// TestRunExpectsAnswersAfterSending: once a letter is out, the referee
// tells an inbox that can look sooner (an Expecter) that answers may
// follow at once, so that a player who answers a report right away is
// not kept waiting for the server's late announcement; before anything
// is sent it does not.
func TestRunExpectsAnswersAfterSending(t *testing.T) {
	out := &fakeOutbox{}
	in := &expectingInbox{fakeInbox: newInbox(), out: out}
	send := &fakeSender{}
	start(t, Config{Inbox: in, Sender: send, Outbox: out, Handler: newHandler(out)})
	time.Sleep(50 * time.Millisecond)
	in.mu.Lock()
	idle := in.expects
	in.mu.Unlock()
	if idle != 0 {
		t.Errorf("Expect called %d times with nothing sent", idle)
	}
	in.Add("a@x")
	in.Add("b@x")
	eventually(t, "two letters are sent and answers expected", func() bool {
		in.mu.Lock()
		defer in.mu.Unlock()
		return out.states()["sent"] == 2 && in.expects == 2
	})
	in.mu.Lock()
	defer in.mu.Unlock()
	if in.sentAt > 1 {
		t.Errorf("Expect was first called with %d letters recorded as sent: want it right after the first", in.sentAt)
	}
}

// slowOutbox takes its time to record a letter as sent, as a database
// flushing to disk does.
type slowOutbox struct {
	*fakeOutbox
	delay time.Duration
	mu    sync.Mutex
	sent  map[int64]bool // recorded as sent
}

func (o *slowOutbox) Sent(ctx context.Context, id int64, at time.Time) error {
	time.Sleep(o.delay)
	o.mu.Lock()
	o.sent[id] = true
	o.mu.Unlock()
	return o.fakeOutbox.Sent(ctx, id, at)
}

// laneSender counts the letters the server has accepted that the outbox
// has not yet recorded: what a crash at that moment would send again.
type laneSender struct {
	out      *slowOutbox
	mu       sync.Mutex
	accepted []int64
	maxOpen  int
	order    map[string][]int64 // recipient → IDs in the order sent
}

func (s *laneSender) Send(ctx context.Context, m Outgoing) error {
	time.Sleep(time.Millisecond) // the SMTP transaction
	s.mu.Lock()
	defer s.mu.Unlock()
	s.accepted = append(s.accepted, m.ID)
	s.order[m.To[0]] = append(s.order[m.To[0]], m.ID)
	s.out.mu.Lock()
	open := 0
	for _, id := range s.accepted {
		if !s.out.sent[id] {
			open++
		}
	}
	s.out.mu.Unlock()
	s.maxOpen = max(s.maxOpen, open)
	return nil
}

// TestRunLanesBoundWhatACrashResends: the outbox sends OutboxLanes letters
// at once, but records each before its lane sends the next, so never
// more than OutboxLanes letters are accepted and unrecorded (the most a
// crash can send twice, as pbem/README.md promises); the letters to one
// address go out in order.
func TestRunLanesBoundWhatACrashResends(t *testing.T) {
	out := &slowOutbox{fakeOutbox: &fakeOutbox{}, delay: 5 * time.Millisecond, sent: map[int64]bool{}}
	const letters = 40
	for i := range letters {
		out.Add(Outgoing{From: "referee@x", To: []string{fmt.Sprintf("p%d@x", i%10)}, Raw: []byte("report")}, time.Now())
	}
	send := &laneSender{out: out, order: map[string][]int64{}}
	start(t, Config{Inbox: newInbox(), Sender: send, Outbox: out, Handler: newHandler(out.fakeOutbox)})
	eventually(t, "every letter is sent", func() bool { return out.states()["sent"] == letters })
	send.mu.Lock()
	defer send.mu.Unlock()
	if send.maxOpen > OutboxLanes {
		t.Errorf("%d letters accepted and not recorded at once; a crash would send them again; want at most %d", send.maxOpen, OutboxLanes)
	}
	if send.maxOpen < OutboxLanes {
		t.Errorf("at most %d letters in flight at once: the lanes do not send side by side", send.maxOpen)
	}
	for to, ids := range send.order {
		if !slices.IsSorted(ids) {
			t.Errorf("%s got %v, out of order", to, ids)
		}
	}
}

// A crash between the handler's commit and the Ack (here: an Ack that
// never succeeds) re-reads the mail after restart, and the handler's
// Message-ID check keeps it from counting twice.
func TestRunCrashBetweenFetchAndAck(t *testing.T) {
	in := newInbox("a@x", "b@x")
	in.ackErr = &TemporaryError{Err: errors.New("connection reset")}
	out := &fakeOutbox{}
	h := newHandler(out)
	stop := start(t, Config{Inbox: in, Sender: &fakeSender{}, Outbox: out, Handler: h})
	eventually(t, "both mails are handled", func() bool { return len(h.handled()) == 2 })
	eventually(t, "the mail is read again", func() bool { h.mu.Lock(); defer h.mu.Unlock(); return h.calls >= 4 })
	stop()
	if in.pending() != 2 {
		t.Fatalf("%d messages in the inbox, want 2 still unacknowledged", in.pending())
	}

	in.mu.Lock()
	in.ackErr = nil
	in.mu.Unlock()
	stop = start(t, Config{Inbox: in, Sender: &fakeSender{}, Outbox: out, Handler: h})
	eventually(t, "the restarted referee acknowledges", func() bool { return in.pending() == 0 })
	stop()
	if got := h.handled(); len(got) != 2 {
		t.Errorf("handled %v, want each message once", got)
	}
	if n := len(out.items); n != 2 {
		t.Errorf("%d reports queued, want 2", n)
	}
	if s := out.states(); s["sent"] != 2 {
		t.Errorf("outbox states %v, want both sent once", s)
	}
}

func TestRunRetrySchedule(t *testing.T) {
	clock := newClock()
	in := newInbox("a@x")
	out := &fakeOutbox{}
	temp := &TemporaryError{Err: errors.New("451 4.3.0 try again later")}
	send := &fakeSender{script: map[int64][]error{1: {temp, temp, temp, temp}}}
	start(t, Config{Inbox: in, Sender: send, Outbox: out, Handler: newHandler(out), Now: clock.Now,
		Backoff: Backoff{Initial: time.Minute, Max: 5 * time.Minute, Factor: 2}, MaxAttempts: 10})
	// Each time the referee schedules a retry, move the clock to it.
	for i := 1; i <= 4; i++ {
		eventually(t, fmt.Sprintf("retry %d is scheduled", i), func() bool {
			out.mu.Lock()
			defer out.mu.Unlock()
			return len(out.items) == 1 && len(out.item(1).delays) == i
		})
		out.mu.Lock()
		next := out.item(1).next
		out.mu.Unlock()
		clock.Set(next)
	}
	eventually(t, "the report is sent", func() bool { return out.states()["sent"] == 1 })
	want := []time.Duration{time.Minute, 2 * time.Minute, 4 * time.Minute, 5 * time.Minute}
	if got := out.item(1).delays; !slices.Equal(got, want) {
		t.Errorf("retry delays %v, want %v", got, want)
	}
	if n := send.callsFor(1); n != 5 {
		t.Errorf("sent %d times, want 5 (4 failures and a success)", n)
	}
}

func TestRunGivesUp(t *testing.T) {
	clock := newClock()
	in := newInbox("a@x")
	out := &fakeOutbox{}
	send := &fakeSender{always: &TemporaryError{Err: errors.New("421 4.7.0 too busy")}}
	start(t, Config{Inbox: in, Sender: send, Outbox: out, Handler: newHandler(out), Now: clock.Now,
		Backoff: Backoff{Initial: time.Second, Max: time.Second, Factor: 2}, MaxAttempts: 3})
	for out.states()["failed"] == 0 {
		eventually(t, "a retry or a failure", func() bool {
			out.mu.Lock()
			defer out.mu.Unlock()
			return len(out.items) == 1 && (out.item(1).state == "failed" || out.item(1).next.After(clock.Now()))
		})
		out.mu.Lock()
		clock.Set(out.item(1).next)
		out.mu.Unlock()
	}
	it := out.item(1)
	if send.callsFor(1) != 3 || it.m.Attempts != 3 {
		t.Errorf("%d sends, %d attempts recorded; want 3", send.callsFor(1), it.m.Attempts)
	}
	if it.cause == nil || !strings.Contains(it.cause.Error(), "gave up after 3 attempts") || !strings.Contains(it.cause.Error(), "421") {
		t.Errorf("failure cause %v", it.cause)
	}
}

// The test runs in a synctest bubble: after the failure twice the first
// retry delay passes on the bubble's clock (thousands of outbox passes),
// and then, with every goroutine idle, the sender has still been called
// once.
func TestRunPermanentFailureIsNotRetried(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		in := newInbox("a@x")
		out := &fakeOutbox{}
		send := &fakeSender{always: &PermanentError{Err: errors.New("550 5.1.1 no such user")}}
		start(t, Config{Inbox: in, Sender: send, Outbox: out, Handler: newHandler(out)})
		eventually(t, "the report fails", func() bool { return out.states()["failed"] == 1 })
		time.Sleep(2 * DefaultBackoff.Initial)
		synctest.Wait()
		if n := send.callsFor(1); n != 1 {
			t.Errorf("sent %d times, want 1", n)
		}
		if c := out.item(1).cause; c == nil || !strings.Contains(c.Error(), "550") {
			t.Errorf("cause %v", c)
		}
	})
}

// A sender that cannot log in (a wrong password: 535) fails every message
// alike. That is the sender's failure: no message is charged an attempt or
// marked failed, the outbox backs off, and once the password is fixed
// everything queued goes out.
//
// It runs in a synctest bubble, so that each step of the fake clock is
// seen by several outbox passes before the next.
func TestRunSenderFailureKeepsMailQueued(t *testing.T) {
	synctest.Test(t, testRunSenderFailureKeepsMailQueued)
}

func testRunSenderFailureKeepsMailQueued(t *testing.T) {
	clock := newClock()
	in := newInbox("a@x", "b@x", "c@x")
	out := &fakeOutbox{}
	auth := &SenderError{Err: &PermanentError{Err: errors.New("login as referee: SMTP error 535: Authentication failed")}}
	send := &fakeSender{always: auth}
	stop := start(t, Config{Inbox: in, Sender: send, Outbox: out, Handler: newHandler(out), Now: clock.Now,
		Backoff: Backoff{Initial: time.Minute, Max: 5 * time.Minute, Factor: 2}, MaxAttempts: 2})
	eventually(t, "three reports are queued and tried", func() bool {
		out.mu.Lock()
		defer out.mu.Unlock()
		return len(out.items) == 3 && send.callsFor(1) > 0
	})
	// Many passes with the clock moving past every backoff: still nothing
	// may fail or use up attempts.
	for range 5 {
		clock.Set(clock.Now().Add(10 * time.Minute))
		time.Sleep(10 * time.Millisecond) // five outbox passes
		synctest.Wait()
	}
	stop()
	if s := out.states(); s["queued"] != 3 {
		t.Fatalf("outbox states %v, want all 3 still queued", s)
	}
	for id := int64(1); id <= 3; id++ {
		if it := out.item(id); it.m.Attempts != 0 || it.cause != nil && !strings.Contains(it.cause.Error(), "535") {
			t.Errorf("outbox %d: %d attempts, cause %v; want none charged", id, it.m.Attempts, it.cause)
		}
	}
	if n := send.callsFor(2) + send.callsFor(3); n != 0 {
		t.Errorf("messages after the first tried %d times, want 0: the sender is down", n)
	}

	send.mu.Lock()
	send.always = nil
	send.mu.Unlock()
	start(t, Config{Inbox: in, Sender: send, Outbox: out, Handler: newHandler(out), Now: clock.Now, MaxAttempts: 2})
	eventually(t, "all queued mail is sent once the sender works", func() bool { return out.states()["sent"] == 3 })
}

// A mail the handler cannot record stays in the inbox, and the mail after
// it waits: orders must be applied in the order they came.
func TestRunHandlerFailureKeepsOrder(t *testing.T) {
	in := newInbox("a@x", "b@x")
	out := &fakeOutbox{}
	h := newHandler(out)
	h.fail["a@x"] = 2
	start(t, Config{Inbox: in, Sender: &fakeSender{}, Outbox: out, Handler: h})
	eventually(t, "both are acknowledged", func() bool { return in.pending() == 0 })
	if got := strings.Join(h.handled(), " "); got != "a@x b@x" {
		t.Errorf("handled %q, want a@x before b@x", got)
	}
}

func TestRunSetsAsidePoisonMail(t *testing.T) {
	in := newInbox("bad@x", "good@x")
	out := &fakeOutbox{}
	h := newHandler(out)
	h.always["bad@x"] = true
	start(t, Config{Inbox: in, Sender: &fakeSender{}, Outbox: out, Handler: h, MaxMailFailures: 3})
	eventually(t, "the good mail gets through", func() bool { return slices.Contains(h.handled(), "good@x") })
	eventually(t, "the good mail is acknowledged", func() bool { return in.pending() == 1 })
	in.mu.Lock()
	left := in.msgs[0].MessageID
	in.mu.Unlock()
	if left != "bad@x" {
		t.Errorf("left in the inbox: %s, want bad@x", left)
	}
	h.mu.Lock()
	calls := h.calls
	h.mu.Unlock()
	if calls != 4 {
		t.Errorf("handler called %d times, want 3 failures and 1 success", calls)
	}
}

func TestRunFailsFastOnBadConfiguration(t *testing.T) {
	in := newInbox()
	in.fetchErr = &PermanentError{Err: errors.New("login: [AUTHENTICATIONFAILED] bad password")}
	out := &fakeOutbox{}
	err := Run(context.Background(), Config{Inbox: in, Sender: &fakeSender{}, Outbox: out, Handler: newHandler(out)})
	if err == nil || !strings.Contains(err.Error(), "AUTHENTICATIONFAILED") {
		t.Fatalf("Run returned %v, want the login error", err)
	}
	if err := Run(context.Background(), Config{Inbox: in}); err == nil {
		t.Fatal("Run without a handler, sender and outbox returned nil")
	}
}

func TestRunRetriesTemporaryInboxErrors(t *testing.T) {
	in := newInbox("a@x")
	in.fetchErr = &TemporaryError{Err: errors.New("connection refused")}
	out := &fakeOutbox{}
	h := newHandler(out)
	start(t, Config{Inbox: in, Sender: &fakeSender{}, Outbox: out, Handler: h})
	eventually(t, "several fetches", func() bool { in.mu.Lock(); defer in.mu.Unlock(); return in.fetches >= 3 })
	in.mu.Lock()
	in.fetchErr = nil
	in.mu.Unlock()
	eventually(t, "the mail is handled once the server is back", func() bool { return len(h.handled()) == 1 })
}

// On shutdown the mail in hand is finished and acknowledged, and its
// report is delivered. (Not in a synctest bubble: the clock loop waits on
// a mutex the blocked handler holds, and a goroutine waiting on a mutex
// keeps a bubble's clock from moving.)
func TestRunDrainsOnShutdown(t *testing.T) {
	in := newInbox("a@x")
	out := &fakeOutbox{}
	h := newHandler(out)
	h.block = make(chan struct{})
	h.started = make(chan struct{})
	started := h.started
	stop := start(t, Config{Inbox: in, Sender: &fakeSender{}, Outbox: out, Handler: h, OutboxInterval: time.Hour})
	<-started
	go func() { time.Sleep(20 * time.Millisecond); close(h.block) }()
	if err := stop(); err != nil {
		t.Fatalf("Run: %v", err)
	}
	if in.pending() != 0 {
		t.Error("the mail in hand was not acknowledged")
	}
	if s := out.states(); s["sent"] != 1 {
		t.Errorf("outbox %v, want its report sent during the drain", s)
	}
}

func TestRunDrainTimeout(t *testing.T) {
	in := newInbox("a@x")
	out := &fakeOutbox{}
	h := newHandler(out)
	h.block = make(chan struct{}) // never closed
	h.started = make(chan struct{})
	started := h.started
	stop := start(t, Config{Inbox: in, Sender: &fakeSender{}, Outbox: out, Handler: h, DrainTimeout: 30 * time.Millisecond})
	<-started
	if err := stop(); !errors.Is(err, ErrDrainTimeout) {
		t.Fatalf("Run returned %v, want ErrDrainTimeout", err)
	}
	if in.pending() != 1 {
		t.Error("an unfinished mail was acknowledged")
	}
}

func TestRunTicks(t *testing.T) {
	out := &fakeOutbox{}
	h := newHandler(out)
	start(t, Config{Inbox: newInbox(), Sender: &fakeSender{}, Outbox: out, Handler: h, TickInterval: 2 * time.Millisecond})
	eventually(t, "several ticks", func() bool { h.mu.Lock(); defer h.mu.Unlock(); return h.ticks >= 3 })
}

func TestBackoffDelay(t *testing.T) {
	b := Backoff{Initial: time.Second, Max: 10 * time.Second, Factor: 3}
	for _, tc := range []struct {
		attempt int
		want    time.Duration
	}{{1, time.Second}, {2, 3 * time.Second}, {3, 9 * time.Second}, {4, 10 * time.Second}, {50, 10 * time.Second}} {
		if got := b.Delay(tc.attempt); got != tc.want {
			t.Errorf("Delay(%d) = %v, want %v", tc.attempt, got, tc.want)
		}
	}
	if got := (Backoff{}).Delay(2); got != 2*time.Minute {
		t.Errorf("default Delay(2) = %v, want 2m", got)
	}
	j := Backoff{Initial: time.Second, Max: time.Second, Factor: 2, Jitter: 0.5}
	for range 100 {
		if d := j.Delay(1); d < 500*time.Millisecond || d > time.Second {
			t.Fatalf("jittered delay %v outside [0.5s, 1s]", d)
		}
	}
}

func TestRetryPolicy(t *testing.T) {
	now := time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC)
	temp := &TemporaryError{Err: errors.New("421 busy")}
	for _, tc := range []struct {
		name      string
		attempt   int
		err       error
		wantRetry bool
		wantNext  time.Duration
		wantCause string
	}{
		{"first temporary failure waits a minute", 1, temp, true, time.Minute, "421 busy"},
		{"the third waits four", 3, temp, true, 4 * time.Minute, "421 busy"},
		{"the last attempt gives up", 5, temp, false, 0, "gave up after 5 attempts: 421 busy"},
		{"a permanent failure is not retried", 1, errors.New("550 no such user"), false, 0, "550 no such user"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			next, retry, cause := Retry(Backoff{}, 5, tc.attempt, tc.err, now)
			if retry != tc.wantRetry || cause.Error() != tc.wantCause {
				t.Errorf("retry %v cause %q, want %v %q", retry, cause, tc.wantRetry, tc.wantCause)
			}
			if retry && next.Sub(now) != tc.wantNext {
				t.Errorf("next in %v, want %v", next.Sub(now), tc.wantNext)
			}
		})
	}
}

func TestTLSModeAndLoopback(t *testing.T) {
	for _, tc := range []struct {
		addr string
		ok   bool
	}{
		{"127.0.0.1:143", true}, {"[::1]:25", true}, {"localhost:993", true}, {"labyrinth.localhost:25", true},
		{"mail.example.org:143", false}, {"10.0.0.1:25", false}, {"127.0.0.1.example.org:25", false},
	} {
		if err := CheckTLS(TLSNone, tc.addr); (err == nil) != tc.ok {
			t.Errorf("CheckTLS(none, %s) = %v", tc.addr, err)
		}
		if err := CheckTLS(TLSStartTLS, tc.addr); err != nil {
			t.Errorf("CheckTLS(starttls, %s) = %v", tc.addr, err)
		}
	}
	for _, s := range []string{"tls", "starttls", "none"} {
		m, err := ParseTLSMode(s)
		if err != nil || m.String() != s {
			t.Errorf("ParseTLSMode(%q) = %v, %v", s, m, err)
		}
	}
	if _, err := ParseTLSMode("maybe"); err == nil {
		t.Error("ParseTLSMode accepted nonsense")
	}
}

// batchHandler is a fakeHandler that takes a batch in one transaction:
// all of it, or (if any message fails) none.
type batchHandler struct {
	*fakeHandler
	batches []int
	acked   func() []uint32
}

func (h *batchHandler) HandleBatch(ctx context.Context, ms []Message, now time.Time) error {
	h.mu.Lock()
	for _, m := range ms {
		if h.always[m.MessageID] || h.fail[m.MessageID] > 0 {
			h.mu.Unlock()
			return errors.New("one mail of the batch fails")
		}
	}
	h.batches = append(h.batches, len(ms))
	if got := h.acked(); len(got) != 0 {
		h.mu.Unlock()
		panic("acknowledged before the batch was committed")
	}
	h.mu.Unlock()
	for _, m := range ms {
		if err := h.fakeHandler.HandleMail(ctx, m, now); err != nil {
			return err
		}
	}
	return nil
}

// Group commit: a fetched batch goes to a BatchHandler in one call and
// is acknowledged after it; a batch that fails is handled one by one, so
// the failing mail cannot hold up the others.
func TestRunGroupCommit(t *testing.T) {
	for _, tc := range []struct {
		name    string
		poison  string
		batches []int
		handled string
	}{
		{"one transaction", "", []int{3}, "a@x b@x c@x"},
		{"a failing mail", "b@x", nil, "a@x c@x"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := newInbox("a@x", "b@x", "c@x")
			out := &fakeOutbox{}
			h := &batchHandler{fakeHandler: newHandler(out), acked: func() []uint32 {
				in.mu.Lock()
				defer in.mu.Unlock()
				return slices.Clone(in.acked)
			}}
			if tc.poison != "" {
				h.always[tc.poison] = true
			}
			stop := start(t, Config{Inbox: in, Sender: &fakeSender{}, Outbox: out, Handler: h, MaxMailFailures: 1})
			eventually(t, "the good mail is answered", func() bool { return out.states()["sent"] == len(strings.Fields(tc.handled)) })
			if err := stop(); err != nil {
				t.Fatal(err)
			}
			if got := strings.Join(h.handled(), " "); got != tc.handled {
				t.Errorf("handled %q, want %q", got, tc.handled)
			}
			h.mu.Lock()
			defer h.mu.Unlock()
			if !slices.Equal(h.batches, tc.batches) {
				t.Errorf("batches %v, want %v", h.batches, tc.batches)
			}
		})
	}
}

// groupOutbox records every SentAll write.
type groupOutbox struct {
	*fakeOutbox
	mu     sync.Mutex
	writes [][]int64
}

func (o *groupOutbox) SentAll(ctx context.Context, ids []int64, at time.Time) error {
	o.mu.Lock()
	o.writes = append(o.writes, slices.Clone(ids))
	o.mu.Unlock()
	for _, id := range ids {
		if err := o.fakeOutbox.Sent(ctx, id, at); err != nil {
			return err
		}
	}
	return nil
}

// TestRunRecordsEachStepInOneWrite: the letters sent side by side are
// recorded as sent together, in one write of at most OutboxLanes letters
// (SentAller), so that the outbox makes half the durable writes it would
// one by one; a letter of the step that fails does not keep the others
// from being recorded, and is retried on its own.
func TestRunRecordsEachStepInOneWrite(t *testing.T) {
	out := &groupOutbox{fakeOutbox: &fakeOutbox{}}
	clock := newClock()
	const letters = 20
	for i := range letters {
		out.Add(Outgoing{From: "referee@x", To: []string{fmt.Sprintf("p%d@x", i)}, Raw: []byte("report")}, clock.Now())
	}
	// Letter 5 is refused once for a while (4xx), then goes.
	send := &fakeSender{script: map[int64][]error{5: {&TemporaryError{Err: errors.New("451 try later")}}}}
	start(t, Config{Inbox: newInbox(), Sender: send, Outbox: out, Handler: newHandler(out.fakeOutbox), Now: clock.Now,
		Backoff: Backoff{Initial: time.Millisecond, Max: time.Millisecond}})
	eventually(t, "every letter is sent", func() bool {
		clock.Set(clock.Now().Add(time.Second))
		return out.states()["sent"] == letters
	})
	out.mu.Lock()
	defer out.mu.Unlock()
	recorded := 0
	for _, w := range out.writes {
		if len(w) > OutboxLanes {
			t.Errorf("one write records %v, more than the %d letters sent side by side", w, OutboxLanes)
		}
		recorded += len(w)
	}
	if recorded != letters {
		t.Errorf("%d letters recorded in %v, want %d", recorded, out.writes, letters)
	}
	if max := letters/OutboxLanes + 2; len(out.writes) > max {
		t.Errorf("%d writes for %d letters (%v), want at most %d: the steps are not recorded together", len(out.writes), letters, out.writes, max)
	}
	if n := send.callsFor(5); n != 2 {
		t.Errorf("the refused letter was tried %d times, want 2", n)
	}
}

// A sender that fails at login for a moment (Postfix answers SMTP AUTH
// with 454 while Dovecot restarts) is tried again within seconds, not on
// the delivery schedule of minutes; the wait grows only as the failure
// repeats (DefaultSenderBackoff).
func TestRunSenderBriefOutageRetriedInSeconds(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		in := newInbox("a@x")
		out := &fakeOutbox{}
		busy := &SenderError{Err: &TemporaryError{Err: errors.New("login as referee: SMTP error 454: 4.7.0 Temporary authentication failure")}}
		send := &fakeSender{script: map[int64][]error{1: {busy, busy, busy}}}
		began := time.Now()
		stop := start(t, Config{Inbox: in, Sender: send, Outbox: out, Handler: newHandler(out), OutboxInterval: DefaultOutboxInterval})
		for out.states()["sent"] != 1 && time.Since(began) < time.Hour {
			time.Sleep(100 * time.Millisecond)
		}
		took := time.Since(began)
		stop()
		if send.callsFor(1) != 4 || out.states()["sent"] != 1 {
			t.Fatalf("%d tries, outbox %v: want three refused logins and a delivery", send.callsFor(1), out.states())
		}
		// 2 s, 4 s and 8 s at most, less their jitter.
		if took > 15*time.Second {
			t.Errorf("delivered %v after three refused logins, want within 15 s", took)
		}
		if it := out.item(1); it.m.Attempts != 0 {
			t.Errorf("the letter was charged %d attempts for the sender's failure", it.m.Attempts)
		}
	})
}

// The sender's backoff: seconds at first, growing as the failure
// repeats, capped.
func TestDefaultSenderBackoff(t *testing.T) {
	b := DefaultSenderBackoff
	b.Jitter = 0
	for _, tc := range []struct {
		n    int
		want time.Duration
	}{{1, 2 * time.Second}, {2, 4 * time.Second}, {3, 8 * time.Second}, {6, 64 * time.Second}, {20, 10 * time.Minute}} {
		if got := b.Delay(tc.n); got != tc.want {
			t.Errorf("failure %d: wait %v, want %v", tc.n, got, tc.want)
		}
	}
}
