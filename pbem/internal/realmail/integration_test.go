package realmail_test

import (
	"bytes"
	"context"
	"crypto"
	"crypto/ed25519"
	"crypto/rand"
	"crypto/rsa"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"os"
	"strings"
	"testing"
	"time"

	"labyrinth/pbem"
	"labyrinth/pbem/imapin"
	"labyrinth/pbem/internal/realmail"
	"labyrinth/pbem/smtpout"
)

var (
	referee = realmail.User{Name: "referee", Password: "referee-secret"}
	ann     = realmail.User{Name: "ann", Password: "ann-secret"}
	bob     = realmail.User{Name: "bob", Password: "bob-secret"}
	busy    = realmail.User{Name: "busy", Password: "busy-secret"}
	carol   = realmail.User{Name: "carol", Password: "carol-secret"}
)

func servers(t testing.TB) *realmail.Servers {
	return realmail.Start(t, realmail.Options{Users: []realmail.User{referee, ann, bob, busy, carol}, TempFail: []string{busy.Address()}})
}

func sender(t testing.TB, s *realmail.Servers, u realmail.User, mod func(*smtpout.Options)) *smtpout.Sender {
	t.Helper()
	o := smtpout.Options{Addr: s.Postfix.SMTPAddr, TLS: pbem.TLSNone, Username: u.Name, Password: u.Password, HeloName: "client.labyrinth.test", Timeout: 10 * time.Second}
	if mod != nil {
		mod(&o)
	}
	snd, err := smtpout.New(o)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { snd.Close() })
	return snd
}

func inbox(t testing.TB, s *realmail.Servers, u realmail.User, mod func(*imapin.Options)) *imapin.Inbox {
	t.Helper()
	o := imapin.Options{Addr: s.Dovecot.IMAPAddr, TLS: pbem.TLSNone, Username: u.Name, Password: u.Password,
		PollInterval: time.Hour, MinBackoff: 50 * time.Millisecond, MaxBackoff: 200 * time.Millisecond}
	if os.Getenv("REALMAIL_DEBUG") != "" {
		o.Logger = slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelDebug}))
	}
	if mod != nil {
		mod(&o)
	}
	in, err := imapin.New(o)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { in.Close() })
	return in
}

func orders(from, id, body string) []byte {
	return []byte("From: " + from + "\r\nTo: " + referee.Address() + "\r\nSubject: [lab] orders\r\nMessage-ID: <" + id + ">\r\nDate: Mon, 23 Nov 2026 10:00:00 +0000\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n" + body + "\r\n")
}

// waitFor fetches until n messages are there.
// until waits up to 20 s for cond, polling; what says what it waits for.
func until(t testing.TB, s *realmail.Servers, what string, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(20 * time.Second); !cond(); time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting until %s\n%s", what, s.Logs())
		}
	}
}

func waitFor(t testing.TB, s *realmail.Servers, in *imapin.Inbox, n int) []pbem.Message {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	var msgs []pbem.Message
	for ctx.Err() == nil {
		var err error
		msgs, err = in.Fetch(ctx)
		if err == nil && len(msgs) >= n {
			return msgs
		}
		if err != nil && !pbem.IsTemporary(err) {
			t.Fatalf("fetch: %v\n%s", err, s.Logs())
		}
		wctx, wcancel := context.WithTimeout(ctx, time.Second)
		in.Wait(wctx)
		wcancel()
	}
	t.Fatalf("%d of %d messages arrived\n%s", len(msgs), n, s.Logs())
	return nil
}

// Mail submitted to Postfix reaches Dovecot; IDLE announces it; Ack moves
// it out of the inbox for good.
func TestSubmitFetchAckIdle(t *testing.T) {
	t.Parallel()
	s := servers(t)
	ctx := context.Background()
	in := inbox(t, s, referee, nil)
	if msgs, err := in.Fetch(ctx); err != nil || len(msgs) != 0 {
		t.Fatalf("fresh inbox: %v %d\n%s", err, len(msgs), s.Logs())
	}
	snd := sender(t, s, ann, nil)
	go func() {
		time.Sleep(200 * time.Millisecond)
		if err := snd.Send(ctx, pbem.Outgoing{From: ann.Address(), To: []string{referee.Name + "+game1@" + realmail.Domain}, Raw: orders(ann.Address(), "o1@lab", "налево")}); err != nil {
			t.Errorf("send: %v", err)
		}
	}()
	// PollInterval is an hour: only IDLE can end this Wait in time.
	wctx, cancel := context.WithTimeout(ctx, 15*time.Second)
	start := time.Now()
	err := in.Wait(wctx)
	cancel()
	if err != nil {
		t.Fatalf("Wait: %v (after %v)\n%s", err, time.Since(start), s.Logs())
	}
	msgs := waitFor(t, s, in, 1)
	m := msgs[0]
	if m.MessageID != "o1@lab" || !bytes.Contains(m.Raw, []byte("налево")) || m.UIDValidity == 0 {
		t.Fatalf("got %+v", m)
	}
	if !bytes.Contains(m.Raw, []byte("Delivered-To: referee")) && !bytes.Contains(m.Raw, []byte("Received:")) {
		t.Errorf("no trace headers from the servers:\n%s", m.Raw)
	}
	if err := in.Ack(ctx, m.UID); err != nil {
		t.Fatal(err)
	}
	in.Close()
	again := inbox(t, s, referee, nil)
	if msgs, err := again.Fetch(ctx); err != nil || len(msgs) != 0 {
		t.Fatalf("after ack: %v %d", err, len(msgs))
	}
	processed := inbox(t, s, referee, func(o *imapin.Options) { o.Mailbox = "Processed"; o.ProcessedMailbox = "Archive" })
	if msgs, err := processed.Fetch(ctx); err != nil || len(msgs) != 1 || msgs[0].MessageID != "o1@lab" {
		t.Fatalf("Processed holds %v (%v)", len(msgs), err)
	}
}

// A message signed by smtpout still verifies after Postfix and Dovecot
// have added their headers.
func TestDKIMEndToEnd(t *testing.T) {
	t.Parallel()
	s := servers(t)
	rsaKey, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	_, edKey, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	for i, key := range []crypto.Signer{rsaKey, edKey} {
		record, err := smtpout.DNSRecord(key)
		if err != nil {
			t.Fatal(err)
		}
		selector := fmt.Sprintf("k%d", i)
		snd := sender(t, s, referee, func(o *smtpout.Options) {
			o.DKIM = &smtpout.DKIM{Domain: realmail.Domain, Selector: selector, Key: key}
		})
		id := fmt.Sprintf("dkim%d@lab", i)
		raw := []byte("From: " + referee.Address() + "\r\nTo: " + bob.Address() + "\r\nSubject: =?UTF-8?B?0KXQvtC0IDE=?=\r\nMessage-ID: <" + id + ">\r\nDate: Mon, 23 Nov 2026 10:00:00 +0000\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\nВы пошли налево.  \r\nСтена.\r\n")
		if err := snd.Send(context.Background(), pbem.Outgoing{From: referee.Address(), To: []string{bob.Address()}, Raw: raw}); err != nil {
			t.Fatalf("send: %v\n%s", err, s.Logs())
		}
		in := inbox(t, s, bob, nil)
		var got pbem.Message
		for _, m := range waitFor(t, s, in, i+1) {
			if m.MessageID == id {
				got = m
			}
		}
		if got.Raw == nil {
			t.Fatalf("%s not delivered", id)
		}
		res, err := pbem.CheckDKIM(got.Raw, func(name string) ([]string, error) {
			if name == selector+"._domainkey."+realmail.Domain {
				return []string{record}, nil
			}
			return nil, &net.DNSError{Err: "no such host", Name: name, IsNotFound: true}
		})
		if err != nil {
			t.Fatal(err)
		}
		if len(res) != 1 || res[0].Status != pbem.DKIMPass || res[0].Domain != realmail.Domain {
			t.Fatalf("%T key: DKIM after delivery %+v\n%s", key, res, got.Raw)
		}
	}
}

// Postfix's answers are classified for the queue: 4xx temporary, 5xx
// permanent, a stopped server temporary.
func TestFailureClassification(t *testing.T) {
	t.Parallel()
	s := servers(t)
	ctx := context.Background()
	snd := sender(t, s, referee, nil)
	msg := func(to ...string) pbem.Outgoing {
		return pbem.Outgoing{From: referee.Address(), To: to, Raw: orders(referee.Address(), "c@lab", "x")}
	}
	for _, tc := range []struct {
		name      string
		m         pbem.Outgoing
		temporary bool
		code      string
	}{
		{"451-at-rcpt", msg(busy.Address()), true, "451"},
		{"550-unknown-user", msg("nobody@" + realmail.Domain), false, "550"},
		{"554-relay-denied", msg("someone@example.org"), false, "554"},
		{"451-one-of-two-sends-nothing", msg(ann.Address(), busy.Address()), true, "451"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := snd.Send(ctx, tc.m)
			if err == nil || pbem.IsTemporary(err) != tc.temporary || !strings.Contains(err.Error(), tc.code) {
				t.Fatalf("got %v, want temporary=%v with %s", err, tc.temporary, tc.code)
			}
		})
	}
	t.Run("partial-permanent", func(t *testing.T) {
		err := snd.Send(ctx, msg(bob.Address(), "nobody@"+realmail.Domain))
		var de *pbem.DeliveryError
		if !errors.As(err, &de) || pbem.IsTemporary(err) || len(de.Delivered) != 1 || de.Delivered[0] != bob.Address() {
			t.Fatalf("got %v, want a permanent DeliveryError delivered to bob", err)
		}
	})
	t.Run("bad-password", func(t *testing.T) {
		bad := sender(t, s, realmail.User{Name: "referee", Password: "wrong"}, nil)
		if err := bad.Send(ctx, msg(ann.Address())); err == nil || pbem.IsTemporary(err) {
			t.Fatalf("got %v, want permanent", err)
		}
	})
	t.Run("postfix-stopped", func(t *testing.T) {
		if err := s.Postfix.Stop(); err != nil {
			t.Fatal(err)
		}
		err := snd.Send(ctx, msg(ann.Address()))
		if !pbem.IsTemporary(err) {
			t.Fatalf("got %v, want temporary", err)
		}
		if err := s.Postfix.Start(); err != nil {
			t.Fatal(err)
		}
		if err := snd.Send(ctx, msg(ann.Address())); err != nil {
			t.Fatalf("after restart: %v\n%s", err, s.Logs())
		}
	})
}

// With Dovecot down, Postfix queues the mail and the inbox reports a
// temporary error; once Dovecot is back, both recover on their own.
func TestDovecotRestart(t *testing.T) {
	t.Parallel()
	s := servers(t)
	ctx := context.Background()
	in := inbox(t, s, referee, nil)
	snd := sender(t, s, ann, nil)
	if err := snd.Send(ctx, pbem.Outgoing{From: ann.Address(), To: []string{referee.Address()}, Raw: orders(ann.Address(), "before@lab", "1")}); err != nil {
		t.Fatal(err)
	}
	waitFor(t, s, in, 1)

	if err := s.Dovecot.Stop(); err != nil {
		t.Fatal(err)
	}
	if _, err := in.Fetch(ctx); !pbem.IsTemporary(err) {
		t.Fatalf("fetch with Dovecot down: %v, want temporary", err)
	}
	if err := snd.Send(ctx, pbem.Outgoing{From: ann.Address(), To: []string{referee.Address()}, Raw: orders(ann.Address(), "during@lab", "2")}); err != nil {
		t.Fatalf("Postfix should queue while Dovecot is down: %v", err)
	}
	if err := s.Dovecot.Start(); err != nil {
		t.Fatal(err)
	}
	s.Postfix.Flush()
	msgs := waitFor(t, s, in, 2)
	if msgs[1].MessageID != "during@lab" {
		t.Fatalf("got %v", msgs[1].MessageID)
	}
}

// The whole loop against real servers: players' mail in through Dovecot,
// pbem.Run, answers out through Postfix into the players' mailboxes.
func TestRunAgainstRealServers(t *testing.T) {
	t.Parallel()
	s := servers(t)
	out := realmail.NewMemOutbox()
	echo := &realmail.Echo{From: referee.Address(), Outbox: out}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		done <- pbem.Run(ctx, pbem.Config{
			Inbox:          inbox(t, s, referee, nil),
			Sender:         sender(t, s, referee, nil),
			Outbox:         out,
			Handler:        echo,
			OutboxInterval: 100 * time.Millisecond,
		})
	}()
	annOut := sender(t, s, ann, nil)
	bobOut := sender(t, s, bob, nil)
	const n = 5
	for i := range n {
		if err := annOut.Send(ctx, pbem.Outgoing{From: ann.Address(), To: []string{referee.Address()}, Raw: orders(ann.Address(), fmt.Sprintf("ann%d@lab", i), "налево")}); err != nil {
			t.Fatal(err)
		}
		if err := bobOut.Send(ctx, pbem.Outgoing{From: bob.Address(), To: []string{referee.Address()}, Raw: orders(bob.Address(), fmt.Sprintf("bob%d@lab", i), "go west")}); err != nil {
			t.Fatal(err)
		}
	}
	waitFor(t, s, inbox(t, s, ann, nil), n)
	waitFor(t, s, inbox(t, s, bob, nil), n)
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if got := len(echo.Handled()); got != 2*n {
		t.Errorf("handled %d, want %d", got, 2*n)
	}
	if left, err := inbox(t, s, referee, nil).Fetch(context.Background()); err != nil || len(left) != 0 {
		t.Errorf("referee inbox after the run: %d left (%v)", len(left), err)
	}
}

// The referee keeps going while Postfix and then Dovecot are stopped and
// started again under it: replies wait in the outbox and are retried,
// the inbox reconnects, and every order is answered exactly once.
func TestRunSurvivesServerRestarts(t *testing.T) {
	t.Parallel()
	s := servers(t)
	out := realmail.NewMemOutbox()
	echo := &realmail.Echo{From: referee.Address(), Outbox: out}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := make(chan error, 1)
	go func() {
		done <- pbem.Run(ctx, pbem.Config{
			Inbox:          inbox(t, s, referee, func(o *imapin.Options) { o.PollInterval = 200 * time.Millisecond }),
			Sender:         sender(t, s, referee, nil),
			Outbox:         out,
			Handler:        echo,
			OutboxInterval: 100 * time.Millisecond,
			Backoff:        pbem.Backoff{Initial: 200 * time.Millisecond, Max: 500 * time.Millisecond, Factor: 2},
			InboxBackoff:   pbem.Backoff{Initial: 50 * time.Millisecond, Max: 200 * time.Millisecond, Factor: 2},
			MaxAttempts:    1000,
		})
	}()
	annOut := sender(t, s, ann, nil)
	order := func(i int) []byte { return orders(ann.Address(), fmt.Sprintf("r%d@lab", i), "налево") }
	annIn := inbox(t, s, ann, nil)
	send := func(i int) {
		t.Helper()
		if err := annOut.Send(ctx, pbem.Outgoing{From: ann.Address(), To: []string{referee.Address()}, Raw: order(i)}); err != nil {
			t.Fatalf("order %d: %v\n%s", i, err, s.Logs())
		}
	}
	for i := range 3 {
		send(i)
	}
	waitFor(t, s, annIn, 3)

	// Postfix down: orders still reach Dovecot (straight over LMTP), the
	// replies cannot leave and wait for retries.
	if err := s.Postfix.Stop(); err != nil {
		t.Fatal(err)
	}
	for i := 3; i < 6; i++ {
		if err := s.Dovecot.Deliver(ann.Address(), referee.Address(), order(i)); err != nil {
			t.Fatal(err)
		}
	}
	deadline := time.Now().Add(10 * time.Second)
	for len(echo.Handled()) < 6 && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	if len(echo.Handled()) < 6 {
		t.Fatalf("orders not read while Postfix was down: %d", len(echo.Handled()))
	}
	until(t, s, "a reply fails to go out while Postfix is down", func() bool { return out.Postponed() > 0 })
	if err := s.Postfix.Start(); err != nil {
		t.Fatal(err)
	}
	waitFor(t, s, annIn, 6)

	// Dovecot down: orders arriving at the mail exchanger (which needs
	// no Dovecot for logins) queue in Postfix; the inbox fails and
	// reconnects once Dovecot is back.
	if err := s.Dovecot.Stop(); err != nil {
		t.Fatal(err)
	}
	mx, err := smtpout.New(smtpout.Options{Addr: s.Postfix.MXAddr, TLS: pbem.TLSNone, HeloName: "mx.example.org"})
	if err != nil {
		t.Fatal(err)
	}
	defer mx.Close()
	for i := 6; i < 9; i++ {
		if err := mx.Send(ctx, pbem.Outgoing{From: ann.Address(), To: []string{referee.Address()}, Raw: order(i)}); err != nil {
			t.Fatalf("order %d to the MX: %v\n%s", i, err, s.Logs())
		}
	}
	until(t, s, "Postfix holds the three orders while Dovecot is down", func() bool { return s.Postfix.Deferred() >= 3 })
	if err := s.Dovecot.Start(); err != nil {
		t.Fatal(err)
	}
	s.Postfix.Flush()
	replies := waitFor(t, s, annIn, 9)
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, r := range replies {
		i := bytes.Index(r.Raw, []byte("In-Reply-To: <"))
		if i < 0 {
			t.Fatalf("reply without In-Reply-To:\n%s", r.Raw)
		}
		id := string(r.Raw[i+14 : i+14+bytes.IndexByte(r.Raw[i+14:], '>')])
		if seen[id] {
			t.Errorf("%s answered twice", id)
		}
		seen[id] = true
	}
	if len(seen) != 9 || len(echo.Handled()) != 9 || out.Len() != 9 {
		t.Errorf("%d answered, %d handled, %d queued; want 9 each", len(seen), len(echo.Handled()), out.Len())
	}
}

// The clients' TLS modes against the real servers: implicit TLS and
// STARTTLS to Dovecot, STARTTLS to Postfix, and a certificate that does
// not verify refused for good.
func TestTLSAgainstRealServers(t *testing.T) {
	t.Parallel()
	s := servers(t)
	ctx := context.Background()
	tlsTo := func(roots *x509.CertPool) *tls.Config { return &tls.Config{RootCAs: roots} }
	snd := sender(t, s, ann, func(o *smtpout.Options) { o.TLS = pbem.TLSStartTLS; o.TLSConfig = tlsTo(s.Postfix.Roots) })
	if err := snd.Send(ctx, pbem.Outgoing{From: ann.Address(), To: []string{referee.Address()}, Raw: orders(ann.Address(), "tls@lab", "налево")}); err != nil {
		t.Fatalf("STARTTLS to Postfix: %v\n%s", err, s.Logs())
	}
	for _, tc := range []struct {
		name string
		addr string
		mode pbem.TLSMode
	}{
		{"imaps", s.Dovecot.IMAPSAddr, pbem.TLSImplicit},
		{"imap-starttls", s.Dovecot.IMAPAddr, pbem.TLSStartTLS},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := inbox(t, s, referee, func(o *imapin.Options) {
				o.Addr, o.TLS, o.TLSConfig = tc.addr, tc.mode, tlsTo(s.Dovecot.Roots)
			})
			if msgs := waitFor(t, s, in, 1); msgs[0].MessageID != "tls@lab" {
				t.Fatalf("got %s", msgs[0].MessageID)
			}
			untrusting := inbox(t, s, referee, func(o *imapin.Options) {
				o.Addr, o.TLS, o.TLSConfig = tc.addr, tc.mode, tlsTo(s.Postfix.Roots) // the wrong authority
			})
			if _, err := untrusting.Fetch(ctx); err == nil || pbem.IsTemporary(err) {
				t.Fatalf("unverifiable certificate: %v, want a permanent error", err)
			}
		})
	}
	untrusting := sender(t, s, ann, func(o *smtpout.Options) { o.TLS = pbem.TLSStartTLS; o.TLSConfig = tlsTo(s.Dovecot.Roots) })
	if err := untrusting.Send(ctx, pbem.Outgoing{From: ann.Address(), To: []string{referee.Address()}, Raw: orders(ann.Address(), "x@lab", "x")}); err == nil || pbem.IsTemporary(err) {
		t.Fatalf("unverifiable Postfix certificate: %v, want permanent", err)
	}
}
