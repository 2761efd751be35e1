package smtpout_test

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"crypto/rsa"
	"crypto/tls"
	"crypto/x509"
	"encoding/pem"
	"errors"
	"fmt"
	"io"
	"net"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/emersion/go-imap/v2"
	"github.com/emersion/go-imap/v2/imapclient"
	"github.com/emersion/go-msgauth/dkim"
	"github.com/emersion/go-smtp"

	"labyrinth/pbem"
	"labyrinth/pbem/mailhost"
	"labyrinth/pbem/smtpout"
)

func startHost(t *testing.T, opts mailhost.Options) *mailhost.Host {
	t.Helper()
	opts.Accounts = append(opts.Accounts,
		mailhost.Account{Name: "referee", Password: "secret"},
		mailhost.Account{Name: "ann", Password: "ann"},
		mailhost.Account{Name: "bob", Password: "bob"})
	h, err := mailhost.Start(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	return h
}

func newSender(t *testing.T, h *mailhost.Host, mod func(*smtpout.Options)) *smtpout.Sender {
	t.Helper()
	opts := smtpout.Options{Addr: h.SMTPAddr(), TLS: pbem.TLSNone, Username: "referee", Password: "secret", Timeout: 5 * time.Second}
	if mod != nil {
		mod(&opts)
	}
	s, err := smtpout.New(opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func report(to, id string) []byte {
	return []byte("From: referee@labyrinth.localhost\r\nTo: " + to + "\r\nSubject: [lab] round 1\r\nMessage-ID: <" + id + ">\r\nDate: Mon, 23 Nov 2026 10:00:00 +0000\r\n\r\nYou went west.\r\n")
}

// inbox returns the raw messages in user's INBOX.
func inbox(t *testing.T, h *mailhost.Host, user string) [][]byte {
	t.Helper()
	c, err := imapclient.DialInsecure(h.IMAPAddr(), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if err := c.Login(user, user).Wait(); err != nil {
		t.Fatal(err)
	}
	sel, err := c.Select("INBOX", nil).Wait()
	if err != nil {
		t.Fatal(err)
	}
	if sel.NumMessages == 0 {
		return nil
	}
	section := &imap.FetchItemBodySection{Peek: true}
	var all imap.SeqSet
	all.AddRange(1, sel.NumMessages)
	bufs, err := c.Fetch(all, &imap.FetchOptions{BodySection: []*imap.FetchItemBodySection{section}}).Collect()
	if err != nil {
		t.Fatal(err)
	}
	var out [][]byte
	for _, b := range bufs {
		out = append(out, b.FindBodySection(section))
	}
	return out
}

func TestSendDelivers(t *testing.T) {
	h := startHost(t, mailhost.Options{})
	s := newSender(t, h, nil)
	ctx := context.Background()
	for i, to := range []string{"ann@labyrinth.localhost", "bob@labyrinth.localhost", "ann+game1@labyrinth.localhost"} {
		err := s.Send(ctx, pbem.Outgoing{ID: int64(i), From: "referee@labyrinth.localhost", To: []string{to}, Raw: report(to, "r"+string(rune('0'+i))+"@lab")})
		if err != nil {
			t.Fatalf("send to %s: %v", to, err)
		}
	}
	if got := len(inbox(t, h, "ann")); got != 2 {
		t.Errorf("ann has %d messages, want 2", got)
	}
	got := inbox(t, h, "bob")
	if len(got) != 1 || !bytes.Contains(got[0], []byte("You went west.")) {
		t.Fatalf("bob has %q", got)
	}
	if !bytes.Contains(got[0], []byte("auth=pass smtp.auth=referee@labyrinth.localhost")) {
		t.Errorf("delivered mail lacks the host's Authentication-Results:\n%s", got[0])
	}
}

func TestReplyClassification(t *testing.T) {
	var mode atomic.Value
	mode.Store("")
	h := startHost(t, mailhost.Options{SMTPHook: func(stage, from, rcpt string) error {
		switch m := mode.Load().(string); {
		case m == "451-rcpt" && stage == "rcpt" && strings.HasPrefix(rcpt, "bob"):
			return &smtp.SMTPError{Code: 451, EnhancedCode: smtp.EnhancedCode{4, 3, 0}, Message: "try later"}
		case m == "452-data" && stage == "data":
			return &smtp.SMTPError{Code: 452, EnhancedCode: smtp.EnhancedCode{4, 3, 1}, Message: "out of space"}
		case m == "554-data" && stage == "data":
			return &smtp.SMTPError{Code: 554, EnhancedCode: smtp.EnhancedCode{5, 6, 0}, Message: "content refused"}
		}
		return nil
	}})
	s := newSender(t, h, nil)
	ctx := context.Background()
	both := []string{"ann@labyrinth.localhost", "bob@labyrinth.localhost"}

	t.Run("5xx-unknown-user-permanent-partial", func(t *testing.T) {
		mode.Store("")
		err := s.Send(ctx, pbem.Outgoing{From: "referee@labyrinth.localhost", To: []string{"ann@labyrinth.localhost", "nobody@labyrinth.localhost"}, Raw: report("x", "p@lab")})
		var de *pbem.DeliveryError
		if err == nil || pbem.IsTemporary(err) || !errors.As(err, &de) {
			t.Fatalf("got %v, want a permanent DeliveryError", err)
		}
		if len(de.Delivered) != 1 || de.Delivered[0] != "ann@labyrinth.localhost" || len(de.Rejected) != 1 || de.Rejected[0].Recipient != "nobody@labyrinth.localhost" {
			t.Errorf("delivered %v rejected %v", de.Delivered, de.Rejected)
		}
	})
	t.Run("5xx-relay-permanent", func(t *testing.T) {
		err := s.Send(ctx, pbem.Outgoing{From: "referee@labyrinth.localhost", To: []string{"x@example.org"}, Raw: report("x", "q@lab")})
		if err == nil || pbem.IsTemporary(err) {
			t.Fatalf("got %v, want permanent", err)
		}
	})
	t.Run("4xx-rcpt-temporary-nothing-sent", func(t *testing.T) {
		mode.Store("451-rcpt")
		annBefore := len(inbox(t, h, "ann"))
		err := s.Send(ctx, pbem.Outgoing{From: "referee@labyrinth.localhost", To: both, Raw: report("x", "t@lab")})
		if !pbem.IsTemporary(err) {
			t.Fatalf("got %v, want temporary", err)
		}
		if n := len(inbox(t, h, "ann")); n != annBefore {
			t.Errorf("ann got the message although the transaction was abandoned (%d → %d)", annBefore, n)
		}
	})
	t.Run("4xx-data-temporary", func(t *testing.T) {
		mode.Store("452-data")
		if err := s.Send(ctx, pbem.Outgoing{From: "referee@labyrinth.localhost", To: both, Raw: report("x", "u@lab")}); !pbem.IsTemporary(err) {
			t.Fatalf("got %v, want temporary", err)
		}
	})
	t.Run("5xx-data-permanent", func(t *testing.T) {
		mode.Store("554-data")
		if err := s.Send(ctx, pbem.Outgoing{From: "referee@labyrinth.localhost", To: both, Raw: report("x", "v@lab")}); err == nil || pbem.IsTemporary(err) {
			t.Fatalf("got %v, want permanent", err)
		}
	})
	t.Run("connection-survives-refusals", func(t *testing.T) {
		mode.Store("")
		if err := s.Send(ctx, pbem.Outgoing{From: "referee@labyrinth.localhost", To: both, Raw: report("x", "w@lab")}); err != nil {
			t.Fatal(err)
		}
	})
	t.Run("bad-password-permanent", func(t *testing.T) {
		bad := newSender(t, h, func(o *smtpout.Options) { o.Password = "nope" })
		err := bad.Send(ctx, pbem.Outgoing{From: "referee@labyrinth.localhost", To: both, Raw: report("x", "y@lab")})
		if err == nil || pbem.IsTemporary(err) {
			t.Fatalf("got %v, want permanent", err)
		}
	})
	t.Run("no-server-temporary", func(t *testing.T) {
		ln, _ := net.Listen("tcp", "127.0.0.1:0")
		addr := ln.Addr().String()
		ln.Close()
		s, err := smtpout.New(smtpout.Options{Addr: addr, TLS: pbem.TLSNone})
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Send(ctx, pbem.Outgoing{From: "a@b", To: []string{"c@d"}, Raw: report("x", "z@lab")}); !pbem.IsTemporary(err) {
			t.Fatalf("got %v, want temporary", err)
		}
	})
	t.Run("plaintext-to-remote-refused", func(t *testing.T) {
		if _, err := smtpout.New(smtpout.Options{Addr: "smtp.example.org:587", TLS: pbem.TLSNone}); err == nil {
			t.Fatal("TLSNone to a remote server was accepted")
		}
	})
}

func TestReconnectAfterServerDrop(t *testing.T) {
	h := startHost(t, mailhost.Options{})
	addr := h.SMTPAddr()
	s := newSender(t, h, nil)
	ctx := context.Background()
	to := []string{"ann@labyrinth.localhost"}
	if err := s.Send(ctx, pbem.Outgoing{From: "referee@labyrinth.localhost", To: to, Raw: report("x", "1@lab")}); err != nil {
		t.Fatal(err)
	}
	h.Close()
	err := s.Send(ctx, pbem.Outgoing{From: "referee@labyrinth.localhost", To: to, Raw: report("x", "2@lab")})
	if !pbem.IsTemporary(err) {
		t.Fatalf("send with the server gone: %v, want temporary", err)
	}
	h2, err := mailhost.Start(ctx, mailhost.Options{SMTPAddr: addr, Accounts: []mailhost.Account{{Name: "referee", Password: "secret"}, {Name: "ann", Password: "ann"}}})
	if err != nil {
		t.Skipf("could not reuse the port: %v", err)
	}
	defer h2.Close()
	if err := s.Send(ctx, pbem.Outgoing{From: "referee@labyrinth.localhost", To: to, Raw: report("x", "3@lab")}); err != nil {
		t.Fatalf("send after the server came back: %v", err)
	}
	// A restart between two sends, with no failure in between: the kept
	// connection is dead, and the next send must notice and reconnect
	// rather than fail.
	h2.Close()
	h3, err := mailhost.Start(ctx, mailhost.Options{SMTPAddr: addr, Accounts: []mailhost.Account{{Name: "referee", Password: "secret"}, {Name: "ann", Password: "ann"}}})
	if err != nil {
		t.Skipf("could not reuse the port: %v", err)
	}
	defer h3.Close()
	if err := s.Send(ctx, pbem.Outgoing{From: "referee@labyrinth.localhost", To: to, Raw: report("x", "4@lab")}); err != nil {
		t.Fatalf("send over a connection that died while idle: %v", err)
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
			s := newSender(t, h, func(o *smtpout.Options) { o.TLS = tc.mode; o.TLSConfig = &tls.Config{RootCAs: roots} })
			m := pbem.Outgoing{From: "referee@labyrinth.localhost", To: []string{"ann@labyrinth.localhost"}, Raw: report("ann", "tls@lab")}
			if err := s.Send(context.Background(), m); err != nil {
				t.Fatal(err)
			}
			untrusting := newSender(t, h, func(o *smtpout.Options) { o.TLS = tc.mode })
			if err := untrusting.Send(context.Background(), m); err == nil || pbem.IsTemporary(err) {
				t.Fatalf("unverified certificate gave %v, want permanent", err)
			}
		})
	}
	t.Run("starttls-required", func(t *testing.T) {
		h := startHost(t, mailhost.Options{}) // offers no STARTTLS
		s := newSender(t, h, func(o *smtpout.Options) { o.TLS = pbem.TLSStartTLS })
		err := s.Send(context.Background(), pbem.Outgoing{From: "referee@labyrinth.localhost", To: []string{"ann@labyrinth.localhost"}, Raw: report("ann", "x@lab")})
		if err == nil || pbem.IsTemporary(err) {
			t.Fatalf("server without STARTTLS gave %v, want a permanent refusal", err)
		}
	})
}

func TestDKIMSignature(t *testing.T) {
	rsaKey, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	_, edKey, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name    string
		pemType string
		der     func() ([]byte, error)
	}{
		{"rsa-pkcs1", "RSA PRIVATE KEY", func() ([]byte, error) { return x509.MarshalPKCS1PrivateKey(rsaKey), nil }},
		{"ed25519-pkcs8", "PRIVATE KEY", func() ([]byte, error) { return x509.MarshalPKCS8PrivateKey(edKey) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			der, err := tc.der()
			if err != nil {
				t.Fatal(err)
			}
			key, err := smtpout.ParseDKIMKey(pem.EncodeToMemory(&pem.Block{Type: tc.pemType, Bytes: der}))
			if err != nil {
				t.Fatal(err)
			}
			record, err := smtpout.DNSRecord(key)
			if err != nil {
				t.Fatal(err)
			}
			h := startHost(t, mailhost.Options{})
			s := newSender(t, h, func(o *smtpout.Options) {
				o.DKIM = &smtpout.DKIM{Domain: "labyrinth.localhost", Selector: "game", Key: key}
			})
			if err := s.Send(context.Background(), pbem.Outgoing{From: "referee@labyrinth.localhost", To: []string{"bob@labyrinth.localhost"}, Raw: report("bob", "dkim@lab")}); err != nil {
				t.Fatal(err)
			}
			got := inbox(t, h, "bob")
			if len(got) != 1 {
				t.Fatalf("bob has %d messages", len(got))
			}
			lookups := 0
			verifs, err := dkim.VerifyWithOptions(bytes.NewReader(got[0]), &dkim.VerifyOptions{LookupTXT: func(domain string) ([]string, error) {
				lookups++
				if domain != "game._domainkey.labyrinth.localhost" {
					return nil, errors.New("no such record " + domain)
				}
				return []string{record}, nil
			}})
			if err != nil {
				t.Fatal(err)
			}
			if len(verifs) != 1 || verifs[0].Err != nil || verifs[0].Domain != "labyrinth.localhost" || lookups != 1 {
				t.Fatalf("verification after delivery: %+v (lookups %d)", verifs, lookups)
			}
		})
	}
}

// A refused login or a server that cannot be reached is the sender's
// failure, not the message's: the outbox must not charge or fail the
// message for it. A refused recipient is the message's.
func TestSenderErrors(t *testing.T) {
	h := startHost(t, mailhost.Options{})
	m := pbem.Outgoing{From: "referee@labyrinth.localhost", To: []string{"ann@labyrinth.localhost"}, Raw: report("ann", "se@lab")}
	wrong := newSender(t, h, func(o *smtpout.Options) { o.Password = "wrong" })
	err := wrong.Send(context.Background(), m)
	if !pbem.IsSenderError(err) || !strings.Contains(err.Error(), "535") {
		t.Errorf("wrong password: %v, want a SenderError with 535", err)
	}
	addr := h.SMTPAddr()
	h.Close()
	gone, err := smtpout.New(smtpout.Options{Addr: addr, TLS: pbem.TLSNone, Username: "referee", Password: "secret", Timeout: 2 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer gone.Close()
	if err := gone.Send(context.Background(), m); !pbem.IsSenderError(err) {
		t.Errorf("server gone: %v, want a SenderError", err)
	}
	h2 := startHost(t, mailhost.Options{})
	good := newSender(t, h2, nil)
	err = good.Send(context.Background(), pbem.Outgoing{From: "referee@labyrinth.localhost", To: []string{"nobody@labyrinth.localhost"}, Raw: report("x", "nb@lab")})
	if err == nil || pbem.IsSenderError(err) {
		t.Errorf("unknown recipient: %v, want an error of the message, not of the sender", err)
	}
}

// barrierBackend is an SMTP server whose DATA finishes only once two
// messages are in DATA at the same time.
type barrierBackend struct {
	arrived  chan struct{}
	release  chan struct{}
	sessions atomic.Int32
}

func (b *barrierBackend) NewSession(*smtp.Conn) (smtp.Session, error) {
	b.sessions.Add(1)
	return &barrierSession{b}, nil
}

type barrierSession struct{ b *barrierBackend }

func (s *barrierSession) Mail(string, *smtp.MailOptions) error { return nil }
func (s *barrierSession) Rcpt(string, *smtp.RcptOptions) error { return nil }
func (s *barrierSession) Reset()                               {}
func (s *barrierSession) Logout() error                        { return nil }
func (s *barrierSession) Data(r io.Reader) error {
	io.Copy(io.Discard, r)
	s.b.arrived <- struct{}{}
	select {
	case <-s.b.release:
		return nil
	case <-time.After(5 * time.Second):
		return &smtp.SMTPError{Code: 451, Message: "alone in DATA"}
	}
}

// TestConcurrentSendsUseConnectionsOfTheirOwn: two sends at once run side
// by side, each on a connection of its own, and both connections are
// kept for the next sends.
func TestConcurrentSendsUseConnectionsOfTheirOwn(t *testing.T) {
	be := &barrierBackend{arrived: make(chan struct{}, 2), release: make(chan struct{})}
	srv := smtp.NewServer(be)
	srv.Domain = "localhost"
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go srv.Serve(ln)
	defer srv.Close()
	go func() {
		for {
			<-be.arrived
			<-be.arrived
			be.release <- struct{}{}
			be.release <- struct{}{}
		}
	}()
	s, err := smtpout.New(smtpout.Options{Addr: ln.Addr().String(), TLS: pbem.TLSNone, Timeout: 10 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for round := range 2 {
		errs := make(chan error, 2)
		for i := range 2 {
			go func() {
				errs <- s.Send(context.Background(), pbem.Outgoing{ID: int64(i), From: "referee@x", To: []string{"ann@x"}, Raw: report("ann@x", fmt.Sprintf("%d-%d@lab", round, i))})
			}()
		}
		for range 2 {
			if err := <-errs; err != nil {
				t.Fatalf("round %d: %v", round, err)
			}
		}
	}
	if n := be.sessions.Load(); n != 2 {
		t.Errorf("%d connections for two rounds of two sends at once, want 2", n)
	}
}
