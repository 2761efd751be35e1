package realmail

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"net/mail"
	"sort"
	"sync"
	"time"

	"github.com/emersion/go-message/textproto"

	"labyrinth/pbem"
)

// MemOutbox is a pbem.Outbox in memory, for tests and benchmarks of the
// transport (pbem/store is the durable one).
type MemOutbox struct {
	mu        sync.Mutex
	items     []*memItem
	sent      chan int64
	failed    map[int64]error
	postponed int // Retry and Defer calls: deliveries that failed and wait
}

type memItem struct {
	m     pbem.Outgoing
	next  time.Time
	state string
}

// NewMemOutbox returns an empty outbox; Sent yields the ID of each
// message as it is recorded sent.
func NewMemOutbox() *MemOutbox {
	return &MemOutbox{sent: make(chan int64, 1<<16), failed: map[int64]error{}}
}

// Add queues m, due at once, and returns its ID.
func (o *MemOutbox) Add(m pbem.Outgoing) int64 {
	o.mu.Lock()
	defer o.mu.Unlock()
	m.ID = int64(len(o.items) + 1)
	o.items = append(o.items, &memItem{m: m, state: "queued"})
	return m.ID
}

// SentIDs yields the IDs of delivered messages.
func (o *MemOutbox) SentIDs() <-chan int64 { return o.sent }

// Len returns how many messages were ever queued.
func (o *MemOutbox) Len() int { o.mu.Lock(); defer o.mu.Unlock(); return len(o.items) }

// Due implements pbem.Outbox.
func (o *MemOutbox) Due(_ context.Context, now time.Time, limit int) ([]pbem.Outgoing, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	var due []pbem.Outgoing
	for _, it := range o.items {
		if it.state == "queued" && !it.next.After(now) && len(due) < limit {
			due = append(due, it.m)
		}
	}
	return due, nil
}

// Sent implements pbem.Outbox.
func (o *MemOutbox) Sent(_ context.Context, id int64, _ time.Time) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	it := o.items[id-1]
	if it.state == "sent" {
		return fmt.Errorf("outbox %d recorded sent twice", id)
	}
	it.state = "sent"
	o.sent <- id
	return nil
}

// Retry implements pbem.Outbox.
func (o *MemOutbox) Retry(_ context.Context, id int64, _ error, next time.Time) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	it := o.items[id-1]
	it.m.Attempts++
	it.next = next
	o.postponed++
	return nil
}

// Defer implements pbem.Deferrer: the sender failed, the message keeps
// its attempts.
func (o *MemOutbox) Defer(_ context.Context, id int64, _ error) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.postponed++
	return nil
}

// Postponed returns how many deliveries failed and wait for another try
// (Retry and Defer calls).
func (o *MemOutbox) Postponed() int { o.mu.Lock(); defer o.mu.Unlock(); return o.postponed }

// Failed implements pbem.Outbox.
func (o *MemOutbox) Failed(_ context.Context, id int64, cause error) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.items[id-1].state = "failed"
	o.failed[id] = cause
	return nil
}

// Echo is the simplest pbem.Handler: it answers every new message to its
// From address, once per Message-ID, through Outbox.
type Echo struct {
	From   string
	Outbox *MemOutbox

	mu   sync.Mutex
	seen map[string]bool
}

// Handled returns the Message-IDs answered, sorted.
func (e *Echo) Handled() []string {
	e.mu.Lock()
	defer e.mu.Unlock()
	var ids []string
	for id := range e.seen {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}

// HandleMail implements pbem.Handler.
func (e *Echo) HandleMail(_ context.Context, m pbem.Message, now time.Time) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.seen == nil {
		e.seen = map[string]bool{}
	}
	if e.seen[m.MessageID] {
		return nil
	}
	hdr, err := textproto.ReadHeader(bufio.NewReader(bytes.NewReader(m.Raw)))
	if err != nil {
		return nil // unreadable: nothing to answer
	}
	from, err := mail.ParseAddress(hdr.Get("From"))
	if err != nil {
		e.seen[m.MessageID] = true
		return nil
	}
	e.seen[m.MessageID] = true
	raw := fmt.Sprintf("From: %s\r\nTo: %s\r\nSubject: Re: %s\r\nMessage-ID: <re-%s>\r\nIn-Reply-To: <%s>\r\nDate: %s\r\nAuto-Submitted: auto-replied\r\n\r\nReceived your orders.\r\n",
		e.From, from.Address, hdr.Get("Subject"), m.MessageID, m.MessageID, now.Format(time.RFC1123Z))
	e.Outbox.Add(pbem.Outgoing{From: e.From, To: []string{from.Address}, Raw: []byte(raw)})
	return nil
}

// Tick implements pbem.Handler.
func (e *Echo) Tick(context.Context, time.Time) error { return nil }
