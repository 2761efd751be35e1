package pbem

import (
	"bytes"
	"context"
	"errors"
	"testing"
	"time"
)

// tagHandler claims the mail whose text holds its tag.
type tagHandler struct {
	*fakeHandler
	tag     string
	tickErr error
}

func (h tagHandler) Owns(ctx context.Context, raw []byte) (bool, error) {
	return bytes.Contains(raw, []byte(h.tag)), nil
}

func (h tagHandler) Tick(ctx context.Context, now time.Time) error {
	h.fakeHandler.Tick(ctx, now)
	return h.tickErr
}

// A mail goes to the handler that claims it, a mail nobody claims to the
// first; every handler's clock runs even when one fails.
func TestHandlers(t *testing.T) {
	autumn := tagHandler{fakeHandler: newHandler(&fakeOutbox{}), tag: "autumn", tickErr: errors.New("autumn is locked")}
	winter := tagHandler{fakeHandler: newHandler(&fakeOutbox{}), tag: "winter"}
	hs := Handlers{autumn, winter}
	ctx := context.Background()
	for _, m := range []Message{
		{MessageID: "1", Raw: []byte("[lab:winter] orders")},
		{MessageID: "2", Raw: []byte("[lab:autumn] orders")},
		{MessageID: "3", Raw: []byte("no tag")},
	} {
		if err := hs.HandleMail(ctx, m, time.Time{}); err != nil {
			t.Fatal(err)
		}
	}
	if got := autumn.handled(); len(got) != 2 || got[0] != "2" || got[1] != "3" {
		t.Errorf("autumn handled %v, want 2 and the stray 3", got)
	}
	if got := winter.handled(); len(got) != 1 || got[0] != "1" {
		t.Errorf("winter handled %v, want 1", got)
	}
	if err := hs.Tick(ctx, time.Time{}); !errors.Is(err, autumn.tickErr) {
		t.Errorf("Tick: %v, want autumn's failure", err)
	}
	if winter.ticks != 1 {
		t.Error("winter's clock did not run after autumn's failed")
	}
}

// The joined outbox gives each message an ID that leads its outcome back
// to the outbox and the row it came from.
func TestOutboxes(t *testing.T) {
	a, b := &fakeOutbox{}, &fakeOutbox{}
	for _, ob := range []*fakeOutbox{a, b} {
		ob.Add(Outgoing{Raw: []byte("one")}, time.Time{})
		ob.Add(Outgoing{Raw: []byte("two")}, time.Time{})
	}
	o := Outboxes{a, b}
	ctx := context.Background()
	due, err := o.Due(ctx, time.Time{}, 3)
	if err != nil || len(due) != 3 {
		t.Fatalf("Due: %d messages, %v; want 3 (the limit)", len(due), err)
	}
	ids := map[int64]bool{}
	for _, m := range due {
		ids[m.ID] = true
	}
	if len(ids) != 3 {
		t.Fatalf("joined IDs are not distinct: %v", due)
	}
	cause := errors.New("421")
	if err := o.Sent(ctx, due[0].ID, time.Time{}); err != nil {
		t.Fatal(err)
	}
	if err := o.Retry(ctx, due[1].ID, cause, time.Unix(1, 0)); err != nil {
		t.Fatal(err)
	}
	if err := o.Failed(ctx, due[2].ID, cause); err != nil {
		t.Fatal(err)
	}
	if err := o.Defer(ctx, due[1].ID, cause); err != nil {
		t.Fatal(err)
	}
	// a's two rows and b's first, in that order.
	if a.item(1).state != "sent" || a.item(2).m.Attempts != 1 || b.item(1).state != "failed" || b.item(2).state != "queued" {
		t.Errorf("outcomes landed in the wrong rows: a %s/%d attempts, b %s/%s",
			a.item(1).state, a.item(2).m.Attempts, b.item(1).state, b.item(2).state)
	}
}

// TestOutboxesSentAll: joined IDs recorded together land in their own
// outboxes' rows, one write for each outbox that can (SentAller).
func TestOutboxesSentAll(t *testing.T) {
	a := &groupOutbox{fakeOutbox: &fakeOutbox{}}
	b := &fakeOutbox{}
	for range 2 {
		a.Add(Outgoing{Raw: []byte("a")}, time.Time{})
		b.Add(Outgoing{Raw: []byte("b")}, time.Time{})
	}
	o := Outboxes{a, b}
	ctx := context.Background()
	due, err := o.Due(ctx, time.Time{}, 10)
	if err != nil || len(due) != 4 {
		t.Fatalf("Due: %d messages, %v; want 4", len(due), err)
	}
	var ids []int64
	for _, m := range due {
		ids = append(ids, m.ID)
	}
	if err := o.SentAll(ctx, ids, time.Time{}); err != nil {
		t.Fatal(err)
	}
	if a.states()["sent"] != 2 || b.states()["sent"] != 2 {
		t.Errorf("sent: %v in a, %v in b; want both rows of each", a.states(), b.states())
	}
	if len(a.writes) != 1 || len(a.writes[0]) != 2 {
		t.Errorf("a's rows were written as %v, want one write of both", a.writes)
	}
}
