package imapin_test

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"net"
	"strings"
	"testing"
	"time"

	"github.com/emersion/go-imap/v2"
	"github.com/emersion/go-imap/v2/imapclient"

	"labyrinth/pbem"
	"labyrinth/pbem/imapin"
	"labyrinth/pbem/mailhost"
)

func startHost(t *testing.T, opts mailhost.Options) *mailhost.Host {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	opts.Accounts = append(opts.Accounts, mailhost.Account{Name: "referee", Password: "secret"})
	h, err := mailhost.Start(ctx, opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cancel(); h.Close() })
	return h
}

func newInbox(t *testing.T, h *mailhost.Host, mod func(*imapin.Options)) *imapin.Inbox {
	t.Helper()
	opts := imapin.Options{Addr: h.IMAPAddr(), TLS: pbem.TLSNone, Username: "referee", Password: "secret",
		PollInterval: 50 * time.Millisecond, MinBackoff: 10 * time.Millisecond, MaxBackoff: 50 * time.Millisecond}
	if mod != nil {
		mod(&opts)
	}
	in, err := imapin.New(opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { in.Close() })
	return in
}

func mail(id, body string) []byte {
	hdr := "From: Ann <ann@example.org>\r\nTo: referee@labyrinth.localhost\r\nSubject: orders\r\n"
	if id != "" {
		hdr += "Message-ID: <" + id + ">\r\n"
	}
	return []byte(hdr + "\r\n" + body + "\r\n")
}

func deliver(t *testing.T, h *mailhost.Host, id, body string) {
	t.Helper()
	if err := h.Deliver("referee@"+h.Domain(), mail(id, body)); err != nil {
		t.Fatal(err)
	}
}

func TestFetchAckAcrossReconnect(t *testing.T) {
	for _, tc := range []struct {
		name string
		caps imap.CapSet
		ack  imapin.AckMode
	}{
		{"move", nil, imapin.AckAuto},
		{"flag-forced", nil, imapin.AckFlag},
		// An IMAP4rev1 server without MOVE or UIDPLUS: AckAuto must fall
		// back to the keyword rather than EXPUNGE other clients' mail.
		{"flag-fallback", imap.CapSet{imap.CapIMAP4rev1: {}}, imapin.AckAuto},
		// UIDPLUS without MOVE: COPY, then UID EXPUNGE of exactly those.
		{"copy-uid-expunge", imap.CapSet{imap.CapIMAP4rev1: {}, imap.CapUIDPlus: {}}, imapin.AckAuto},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := context.Background()
			h := startHost(t, mailhost.Options{Caps: tc.caps})
			deliver(t, h, "a@x", "first")
			deliver(t, h, "b@x", "second")
			deliver(t, h, "", "no id")
			in := newInbox(t, h, func(o *imapin.Options) { o.Ack = tc.ack })

			msgs, err := in.Fetch(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if len(msgs) != 3 {
				t.Fatalf("fetched %d messages, want 3", len(msgs))
			}
			if msgs[0].MessageID != "a@x" || msgs[1].MessageID != "b@x" {
				t.Errorf("message IDs %q %q, want a@x b@x in arrival order", msgs[0].MessageID, msgs[1].MessageID)
			}
			if !strings.HasPrefix(msgs[2].MessageID, "sha256-") {
				t.Errorf("message without Message-ID got %q, want a synthetic ID", msgs[2].MessageID)
			}
			if !strings.Contains(string(msgs[0].Raw), "first") || msgs[0].UIDValidity == 0 || msgs[0].Received.IsZero() {
				t.Errorf("first message incomplete: %+v", msgs[0])
			}
			// Fetch again without Ack: the same messages, the same IDs
			// (a crash between Fetch and Ack only re-reads).
			again, err := in.Fetch(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if len(again) != 3 || again[2].MessageID != msgs[2].MessageID {
				t.Fatalf("refetch gave %d messages, synthetic ID %q vs %q", len(again), again[2].MessageID, msgs[2].MessageID)
			}
			if err := in.Ack(ctx, msgs[0].UID, msgs[2].UID); err != nil {
				t.Fatal(err)
			}
			in.Close()

			// A new inbox (a restarted referee) sees only the unacknowledged one.
			in2 := newInbox(t, h, func(o *imapin.Options) { o.Ack = tc.ack })
			rest, err := in2.Fetch(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if len(rest) != 1 || rest[0].MessageID != "b@x" {
				t.Fatalf("after ack got %v, want only b@x", ids(rest))
			}
		})
	}
}

func ids(ms []pbem.Message) []string {
	var s []string
	for _, m := range ms {
		s = append(s, m.MessageID)
	}
	return s
}

func TestMovedToProcessedMailbox(t *testing.T) {
	ctx := context.Background()
	h := startHost(t, mailhost.Options{})
	deliver(t, h, "a@x", "first")
	in := newInbox(t, h, nil)
	msgs, err := in.Fetch(ctx)
	if err != nil || len(msgs) != 1 {
		t.Fatalf("fetch: %v, %d messages", err, len(msgs))
	}
	if err := in.Ack(ctx, msgs[0].UID); err != nil {
		t.Fatal(err)
	}
	done := newInbox(t, h, func(o *imapin.Options) { o.Mailbox = "Processed"; o.ProcessedMailbox = "Done" })
	moved, err := done.Fetch(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(moved) != 1 || moved[0].MessageID != "a@x" {
		t.Fatalf("Processed holds %v, want a@x", ids(moved))
	}
}

func TestTruncatesOversizedMail(t *testing.T) {
	ctx := context.Background()
	h := startHost(t, mailhost.Options{})
	deliver(t, h, "big@x", strings.Repeat("налево\r\n", 2000))
	in := newInbox(t, h, func(o *imapin.Options) { o.MaxSize = 1000 })
	msgs, err := in.Fetch(ctx)
	if err != nil || len(msgs) != 1 {
		t.Fatalf("fetch: %v, %d", err, len(msgs))
	}
	m := msgs[0]
	if !m.Truncated || len(m.Raw) != 1000 || m.Size <= 1000 || m.MessageID != "big@x" {
		t.Errorf("got truncated=%v len=%d size=%d id=%q; want truncated 1000 of more", m.Truncated, len(m.Raw), m.Size, m.MessageID)
	}
}

func TestBatch(t *testing.T) {
	ctx := context.Background()
	h := startHost(t, mailhost.Options{})
	for i := range 5 {
		deliver(t, h, fmt.Sprintf("%d@x", i), "x")
	}
	in := newInbox(t, h, func(o *imapin.Options) { o.Batch = 2 })
	var all []string
	for range 3 {
		msgs, err := in.Fetch(ctx)
		if err != nil {
			t.Fatal(err)
		}
		var uids []uint32
		for _, m := range msgs {
			uids = append(uids, m.UID)
			all = append(all, m.MessageID)
		}
		if err := in.Ack(ctx, uids...); err != nil {
			t.Fatal(err)
		}
	}
	if got := strings.Join(all, " "); got != "0@x 1@x 2@x 3@x 4@x" {
		t.Errorf("batches yielded %q", got)
	}
}

func TestBatchBytes(t *testing.T) {
	ctx := context.Background()
	h := startHost(t, mailhost.Options{})
	for i := range 4 {
		deliver(t, h, fmt.Sprintf("%d@x", i), strings.Repeat("x", 3000))
	}
	in := newInbox(t, h, func(o *imapin.Options) { o.MaxBatchBytes = 7000 })
	var sizes []int
	for range 3 {
		msgs, err := in.Fetch(ctx)
		if err != nil {
			t.Fatal(err)
		}
		var uids []uint32
		for _, m := range msgs {
			uids = append(uids, m.UID)
		}
		sizes = append(sizes, len(msgs))
		if err := in.Ack(ctx, uids...); err != nil {
			t.Fatal(err)
		}
	}
	if fmt.Sprint(sizes) != "[2 2 0]" {
		t.Errorf("batches of %v messages, want [2 2 0] (two 3 kB mails fit in 7 kB)", sizes)
	}
}

// waitModes are the two ways Wait waits: a server with IDLE (the
// embedded host's own capabilities), and one without, polled.
var waitModes = []struct {
	name string
	caps imap.CapSet
}{
	{"idle", nil},
	{"poll", imap.CapSet{imap.CapIMAP4rev1: {}}},
}

func TestWaitIdleWakesOnDelivery(t *testing.T) {
	for _, tc := range waitModes {
		t.Run(tc.name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			h := startHost(t, mailhost.Options{Caps: tc.caps})
			in := newInbox(t, h, func(o *imapin.Options) {
				if tc.caps == nil {
					o.PollInterval = time.Hour // only IDLE can wake it
				}
			})
			if msgs, err := in.Fetch(ctx); err != nil || len(msgs) != 0 {
				t.Fatalf("empty fetch: %v %d", err, len(msgs))
			}
			go func() {
				time.Sleep(100 * time.Millisecond)
				deliver(t, h, "late@x", "hello")
			}()
			deadline := time.Now().Add(5 * time.Second)
			for time.Now().Before(deadline) {
				if err := in.Wait(ctx); err != nil {
					t.Fatal(err)
				}
				msgs, err := in.Fetch(ctx)
				if err != nil {
					t.Fatal(err)
				}
				if len(msgs) == 1 {
					return
				}
			}
			t.Fatal("Wait never let the new message through")
		})
	}
}

func TestWaitEndsWithContext(t *testing.T) {
	h := startHost(t, mailhost.Options{})
	in := newInbox(t, h, func(o *imapin.Options) { o.PollInterval = time.Hour })
	ctx, cancel := context.WithCancel(context.Background())
	if _, err := in.Fetch(ctx); err != nil {
		t.Fatal(err)
	}
	go func() { time.Sleep(50 * time.Millisecond); cancel() }()
	if err := in.Wait(ctx); !errors.Is(err, context.Canceled) {
		t.Fatalf("Wait returned %v, want context.Canceled", err)
	}
}

func TestErrorClassification(t *testing.T) {
	ctx := context.Background()
	h := startHost(t, mailhost.Options{})

	t.Run("bad-password-permanent", func(t *testing.T) {
		in := newInbox(t, h, func(o *imapin.Options) { o.Password = "wrong" })
		_, err := in.Fetch(ctx)
		if err == nil || pbem.IsTemporary(err) {
			t.Fatalf("got %v, want a permanent error", err)
		}
	})
	t.Run("no-server-temporary", func(t *testing.T) {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		addr := ln.Addr().String()
		ln.Close()
		in, err := imapin.New(imapin.Options{Addr: addr, TLS: pbem.TLSNone, Username: "u", MinBackoff: 10 * time.Millisecond, MaxBackoff: 20 * time.Millisecond})
		if err != nil {
			t.Fatal(err)
		}
		_, err = in.Fetch(ctx)
		if !pbem.IsTemporary(err) {
			t.Fatalf("got %v, want a temporary error", err)
		}
		// Wait sits out the backoff instead of failing.
		if err := in.Wait(ctx); err != nil {
			t.Fatalf("Wait while unreachable: %v", err)
		}
	})
	t.Run("plaintext-to-remote-refused", func(t *testing.T) {
		_, err := imapin.New(imapin.Options{Addr: "mail.example.org:143", TLS: pbem.TLSNone, Username: "u"})
		if err == nil {
			t.Fatal("TLSNone to a remote server was accepted")
		}
	})
	t.Run("missing-mailbox-permanent", func(t *testing.T) {
		in := newInbox(t, h, func(o *imapin.Options) { o.Mailbox = "Nowhere" })
		_, err := in.Fetch(ctx)
		if err == nil {
			t.Fatal("fetch from a missing mailbox succeeded")
		}
	})
}

// appendTo creates mailbox (after the mailboxes in before, which moves its
// UIDVALIDITY on) and appends raw to it with a plain client.
func appendTo(t *testing.T, addr string, before []string, mailbox string, raw []byte) {
	t.Helper()
	c, err := imapclient.DialInsecure(addr, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if err := c.Login("referee", "secret").Wait(); err != nil {
		t.Fatal(err)
	}
	for _, name := range append(before, mailbox) {
		c.Create(name, nil).Wait() // may exist already
	}
	cmd := c.Append(mailbox, int64(len(raw)), nil)
	cmd.Write(raw)
	cmd.Close()
	if _, err := cmd.Wait(); err != nil {
		t.Fatal(err)
	}
}

func TestReconnectAfterServerRestart(t *testing.T) {
	ctx := context.Background()
	h := startHost(t, mailhost.Options{})
	addr := h.IMAPAddr()
	appendTo(t, addr, nil, "Orders", mail("a@x", "one"))
	in := newInbox(t, h, func(o *imapin.Options) { o.Mailbox = "Orders" })
	msgs, err := in.Fetch(ctx)
	if err != nil || len(msgs) != 1 {
		t.Fatalf("fetch: %v %d", err, len(msgs))
	}
	h.Close()
	// A new host on the same port whose mailbox has another UIDVALIDITY,
	// as after restoring a backup.
	h2, err := mailhost.Start(ctx, mailhost.Options{IMAPAddr: addr, Accounts: []mailhost.Account{{Name: "referee", Password: "secret"}}})
	if err != nil {
		t.Skipf("could not reuse the port: %v", err)
	}
	defer h2.Close()
	appendTo(t, addr, []string{"Other", "Another"}, "Orders", mail("a@x", "one"))
	// Ack with the old UIDs must not touch the new mailbox's messages.
	var ackErr error
	for range 50 {
		ackErr = in.Ack(ctx, msgs[0].UID)
		if ackErr == nil || errors.Is(ackErr, imapin.ErrUIDValidity) {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	if !errors.Is(ackErr, imapin.ErrUIDValidity) || !pbem.IsTemporary(ackErr) {
		t.Fatalf("stale ack returned %v, want temporary ErrUIDValidity", ackErr)
	}
	// Repeating the stale Ack must fail the same way.
	if err := in.Ack(ctx, msgs[0].UID); !errors.Is(err, imapin.ErrUIDValidity) {
		t.Fatalf("second stale ack returned %v", err)
	}
	again, err := in.Fetch(ctx)
	if err != nil || len(again) != 1 || again[0].MessageID != "a@x" {
		t.Fatalf("refetch after UIDVALIDITY change: %v %v", err, ids(again))
	}
	if again[0].UIDValidity == msgs[0].UIDValidity {
		t.Fatalf("UIDVALIDITY stayed %d", again[0].UIDValidity)
	}
	if err := in.Ack(ctx, again[0].UID); err != nil {
		t.Fatal(err)
	}
	if rest, err := in.Fetch(ctx); err != nil || len(rest) != 0 {
		t.Fatalf("after ack: %v %v", err, ids(rest))
	}
}

func TestTLSModes(t *testing.T) {
	serverTLS, roots, err := mailhost.SelfSigned()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name     string
		implicit bool
		mode     pbem.TLSMode
	}{
		{"starttls", false, pbem.TLSStartTLS},
		{"implicit", true, pbem.TLSImplicit},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := startHost(t, mailhost.Options{TLSConfig: serverTLS, ImplicitTLS: tc.implicit})
			deliver(t, h, "a@x", "secure")
			in := newInbox(t, h, func(o *imapin.Options) {
				o.TLS = tc.mode
				o.TLSConfig = &tls.Config{RootCAs: roots}
			})
			msgs, err := in.Fetch(context.Background())
			if err != nil || len(msgs) != 1 {
				t.Fatalf("fetch over %s: %v", tc.name, err)
			}
			untrusting := newInbox(t, h, func(o *imapin.Options) { o.TLS = tc.mode })
			_, err = untrusting.Fetch(context.Background())
			if err == nil || pbem.IsTemporary(err) {
				t.Fatalf("unverified certificate gave %v, want a permanent error", err)
			}
		})
	}
}

// TestWaitAfterReconnectLooks: mail that arrived while the connection was
// down is never announced to the new session, so a Wait that had to
// reconnect returns at once and the next Fetch finds the mail.
func TestWaitAfterReconnectLooks(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	h := startHost(t, mailhost.Options{})
	addr := h.IMAPAddr()
	in := newInbox(t, h, func(o *imapin.Options) { o.PollInterval = time.Hour })
	if msgs, err := in.Fetch(ctx); err != nil || len(msgs) != 0 {
		t.Fatalf("empty fetch: %v %d", err, len(msgs))
	}
	h.Close()
	// The inbox finds the server gone and drops its connection.
	for {
		if _, err := in.Fetch(ctx); err != nil {
			break
		}
		if ctx.Err() != nil {
			t.Fatal("Fetch never noticed the server was gone")
		}
	}
	h2, err := mailhost.Start(ctx, mailhost.Options{IMAPAddr: addr, Accounts: []mailhost.Account{{Name: "referee", Password: "secret"}}})
	if err != nil {
		t.Skipf("could not reuse the port: %v", err)
	}
	defer h2.Close()
	deliver(t, h2, "while-away@x", "hello")
	for range 50 {
		// The first Wait may find the old connection dead: a temporary
		// error, as the referee's loop takes it.
		if err := in.Wait(ctx); err != nil && !pbem.IsTemporary(err) {
			t.Fatalf("Wait after the server came back: %v", err)
		}
		msgs, err := in.Fetch(ctx)
		if err == nil && len(msgs) == 1 {
			return
		}
		if ctx.Err() != nil {
			break
		}
	}
	t.Fatal("the mail delivered while the connection was down was never fetched")
}

// TestExpectEndsWait: Expect (the referee has just sent letters) ends a
// Wait that waits for the server's announcement, in IDLE or for a poll
// interval, so that the next Wait asks with NOOP instead (see
// TestExpectPollsDovecot).
func TestExpectEndsWait(t *testing.T) {
	for _, tc := range waitModes {
		t.Run(tc.name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			h := startHost(t, mailhost.Options{Caps: tc.caps})
			in := newInbox(t, h, func(o *imapin.Options) { o.PollInterval, o.IdleRefresh = time.Hour, time.Hour })
			if msgs, err := in.Fetch(ctx); err != nil || len(msgs) != 0 {
				t.Fatalf("empty fetch: %v %d", err, len(msgs))
			}
			go func() {
				time.Sleep(100 * time.Millisecond)
				in.Expect()
			}()
			if err := in.Wait(ctx); err != nil {
				t.Fatalf("Wait did not end on Expect: %v", err)
			}
		})
	}
}
