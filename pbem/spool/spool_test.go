package spool

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"labyrinth/pbem"
)

func write(t *testing.T, dir, name, body string) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o600); err != nil {
		t.Fatal(err)
	}
}

func names(t *testing.T, dir string) []string {
	t.Helper()
	es, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range es {
		if !e.IsDir() {
			out = append(out, e.Name())
		}
	}
	return out
}

// Messages come in the order of their file names, only *.eml files, and
// an acknowledged one moves to processed/ and is not fetched again.
func TestInboxFetchAck(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "in")
	in, err := NewInbox(dir, time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	write(t, dir, "2.eml", "second")
	write(t, dir, "1.eml", "first")
	write(t, dir, "notes.txt", "not mail")
	ctx := context.Background()
	msgs, err := in.Fetch(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var bodies []string
	for _, m := range msgs {
		bodies = append(bodies, string(m.Raw))
		if m.Received.IsZero() || m.Size != int64(len(m.Raw)) {
			t.Errorf("%q: received %v, size %d", m.Raw, m.Received, m.Size)
		}
	}
	if !slices.Equal(bodies, []string{"first", "second"}) {
		t.Fatalf("fetched %q, want first, second", bodies)
	}
	if err := in.Ack(ctx, msgs[0].UID); err != nil {
		t.Fatal(err)
	}
	if got := names(t, filepath.Join(dir, ProcessedDir)); !slices.Equal(got, []string{"1.eml"}) {
		t.Errorf("processed: %v, want 1.eml", got)
	}
	again, err := in.Fetch(ctx)
	if err != nil || len(again) != 1 || string(again[0].Raw) != "second" {
		t.Fatalf("fetched again %v, %v; want the second alone", again, err)
	}
	if again[0].UID == msgs[1].UID {
		t.Error("a new Fetch reused a UID")
	}
	// A UID acknowledged already, or never given, is skipped.
	if err := in.Ack(ctx, msgs[0].UID, 99); err != nil {
		t.Errorf("Ack of known-gone UIDs: %v", err)
	}
}

func TestInboxWait(t *testing.T) {
	in, err := NewInbox(t.TempDir(), time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	if err := in.Wait(context.Background()); err != nil {
		t.Errorf("Wait: %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	slow, _ := NewInbox(t.TempDir(), time.Hour)
	if err := slow.Wait(ctx); !errors.Is(err, context.Canceled) {
		t.Errorf("Wait after the end of ctx: %v", err)
	}
}

// A message is written whole under a name of its outbox row and its
// recipients; sending it again overwrites it.
func TestSender(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "out")
	s := &Sender{Dir: dir}
	m := pbem.Outgoing{ID: 7, From: "referee@example.org", To: []string{"anya@example.org", "bob@example.org"}, Raw: []byte("report")}
	for range 2 {
		if err := s.Send(context.Background(), m); err != nil {
			t.Fatal(err)
		}
	}
	const want = "000007-anya_at_example.org,bob_at_example.org.eml"
	if got := names(t, dir); !slices.Equal(got, []string{want}) {
		t.Fatalf("files %v, want %s alone", got, want)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, want)); string(b) != "report" {
		t.Errorf("file holds %q", b)
	}
}

// A directory that cannot be made fails the sender, not the message: the
// mail stays queued, uncharged.
func TestSenderCannotWrite(t *testing.T) {
	file := filepath.Join(t.TempDir(), "file")
	write(t, filepath.Dir(file), "file", "")
	err := (&Sender{Dir: filepath.Join(file, "out")}).Send(context.Background(), pbem.Outgoing{ID: 1, Raw: []byte("x")})
	if !pbem.IsSenderError(err) {
		t.Errorf("Send under a file: %v, want a SenderError", err)
	}
}

// replyHandler answers every mail with one message to its sender.
type replyHandler struct {
	out *queue
}

func (h replyHandler) HandleMail(ctx context.Context, m pbem.Message, now time.Time) error {
	h.out.msgs = append(h.out.msgs, pbem.Outgoing{ID: int64(len(h.out.msgs) + 1), To: []string{"anya@example.org"}, Raw: append([]byte("re: "), m.Raw...)})
	return nil
}
func (replyHandler) Tick(context.Context, time.Time) error { return nil }

// queue is an outbox that forgets what was sent.
type queue struct{ msgs []pbem.Outgoing }

func (q *queue) Due(context.Context, time.Time, int) ([]pbem.Outgoing, error) {
	return slices.Clone(q.msgs), nil
}
func (q *queue) Sent(_ context.Context, id int64, _ time.Time) error {
	q.msgs = slices.DeleteFunc(q.msgs, func(m pbem.Outgoing) bool { return m.ID == id })
	return nil
}
func (q *queue) Retry(context.Context, int64, error, time.Time) error { return nil }
func (q *queue) Failed(context.Context, int64, error) error           { return nil }

// The referee's pass over a spool: mail in, answers out.
func TestSpoolRunOnce(t *testing.T) {
	root := t.TempDir()
	in, err := NewInbox(filepath.Join(root, "in"), time.Second)
	if err != nil {
		t.Fatal(err)
	}
	write(t, filepath.Join(root, "in"), "a.eml", "orders")
	q := &queue{}
	n, err := pbem.RunOnce(context.Background(), pbem.Config{Inbox: in, Sender: &Sender{Dir: filepath.Join(root, "out")},
		Outbox: q, Handler: replyHandler{q}})
	if err != nil || n != (pbem.Counts{Handled: 1, Delivered: 1}) {
		t.Fatalf("RunOnce: %+v, %v", n, err)
	}
	if got := names(t, filepath.Join(root, "out")); !slices.Equal(got, []string{"000001-anya_at_example.org.eml"}) {
		t.Errorf("sent %v", got)
	}
	if got := names(t, filepath.Join(root, "in")); len(got) != 0 {
		t.Errorf("left in the inbox: %v", got)
	}
}
