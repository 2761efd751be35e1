package mailhost_test

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"github.com/emersion/go-imap/v2"
	"github.com/emersion/go-imap/v2/imapclient"
	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"

	"labyrinth/pbem"
	"labyrinth/pbem/mailhost"
)

func start(t *testing.T) *mailhost.Host {
	t.Helper()
	h, err := mailhost.Start(context.Background(), mailhost.Options{Accounts: []mailhost.Account{{Name: "referee", Password: "r"}, {Name: "ann", Password: "a"}}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	return h
}

func messages(t *testing.T, h *mailhost.Host, user, pass string) [][]byte {
	t.Helper()
	c, err := imapclient.DialInsecure(h.IMAPAddr(), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if err := c.Login(user, pass).Wait(); err != nil {
		t.Fatal(err)
	}
	sel, err := c.Select("INBOX", nil).Wait()
	if err != nil {
		t.Fatal(err)
	}
	if sel.NumMessages == 0 {
		return nil
	}
	var all imap.SeqSet
	all.AddRange(1, sel.NumMessages)
	section := &imap.FetchItemBodySection{Peek: true}
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

func TestSMTPDelivery(t *testing.T) {
	h := start(t)
	c, err := smtp.Dial(h.SMTPAddr())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	body := "From: ann@labyrinth.localhost\r\nSubject: x\r\n\r\nналево\r\n"

	// Unauthenticated mail to a local user is accepted, like an MX, and
	// marked auth=none.
	if err := c.SendMail("ann@labyrinth.localhost", []string{"Referee+Game1@Labyrinth.Localhost"}, strings.NewReader(body)); err != nil {
		t.Fatalf("plus-address delivery: %v", err)
	}
	for _, tc := range []struct {
		name, rcpt, code string
	}{
		{"unknown-user", "nobody@labyrinth.localhost", "550"},
		{"relay", "someone@example.org", "550"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := c.SendMail("ann@labyrinth.localhost", []string{tc.rcpt}, strings.NewReader(body))
			if err == nil || !strings.Contains(err.Error(), tc.code) {
				t.Fatalf("got %v, want %s", err, tc.code)
			}
		})
	}
	if err := c.Auth(sasl.NewPlainClient("", "ann", "a")); err != nil {
		t.Fatal(err)
	}
	if err := c.SendMail("ann@labyrinth.localhost", []string{"referee@labyrinth.localhost"}, strings.NewReader(body)); err != nil {
		t.Fatal(err)
	}
	got := messages(t, h, "referee", "r")
	if len(got) != 2 {
		t.Fatalf("referee has %d messages, want 2", len(got))
	}
	if !bytes.Contains(got[0], []byte("Authentication-Results: labyrinth.localhost; auth=none")) {
		t.Errorf("first message lacks auth=none:\n%s", got[0])
	}
	if !bytes.Contains(got[1], []byte("auth=pass smtp.auth=ann@labyrinth.localhost")) || !bytes.Contains(got[1], []byte("налево")) {
		t.Errorf("second message:\n%s", got[1])
	}
	// The referee believes the host's header, and only the host's.
	policy := pbem.AuthPolicy{TrustedServIDs: []string{h.Domain()}, Require: pbem.RequireSMTPAuth}
	if v := policy.Evaluate(got[1]); !v.Pass {
		t.Errorf("authenticated mail failed the policy: %s", v.Reason)
	}
	if v := policy.Evaluate(got[0]); v.Pass {
		t.Error("unauthenticated mail passed the policy")
	}
}

func TestClientSettings(t *testing.T) {
	h := start(t)
	got := h.ClientSettings("ann")
	for _, want := range []string{"ann@labyrinth.localhost", h.IMAPAddr(), h.SMTPAddr(), "login:    ann"} {
		if !strings.Contains(got, want) {
			t.Errorf("settings lack %q:\n%s", want, got)
		}
	}
}

func TestSMTPAuthRefused(t *testing.T) {
	h := start(t)
	c, err := smtp.Dial(h.SMTPAddr())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if err := c.Auth(sasl.NewPlainClient("", "ann", "wrong")); err == nil {
		t.Fatal("wrong password accepted")
	}
	if err := c.Auth(sasl.NewPlainClient("referee", "ann", "a")); err == nil {
		t.Fatal("authorizing as another user accepted")
	}
}

func TestOptionsRefused(t *testing.T) {
	if _, err := mailhost.Start(context.Background(), mailhost.Options{IMAPAddr: "0.0.0.0:0"}); err == nil {
		t.Error("a non-loopback listener was accepted")
	}
	h := start(t)
	for _, name := range []string{"", "a@b", "a+b", "a b"} {
		if err := h.AddAccount(mailhost.Account{Name: name, Password: "x"}); err == nil {
			t.Errorf("account name %q accepted", name)
		}
	}
	if err := h.AddAccount(mailhost.Account{Name: "ann", Password: "other"}); err == nil {
		t.Error("re-adding ann with another password accepted")
	}
	if err := h.AddAccount(mailhost.Account{Name: "ann", Password: "a"}); err != nil {
		t.Errorf("re-adding ann unchanged: %v", err)
	}
}

// IDLE announces mail that arrived just before the client started idling
// (imapmemserver alone would wait for the next message).
func TestIdleSeesMailQueuedBeforeIdle(t *testing.T) {
	h := start(t)
	c, err := imapclient.DialInsecure(h.IMAPAddr(), &imapclient.Options{UnilateralDataHandler: &imapclient.UnilateralDataHandler{
		Mailbox: func(d *imapclient.UnilateralDataMailbox) {},
	}})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if err := c.Login("referee", "r").Wait(); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Select("INBOX", nil).Wait(); err != nil {
		t.Fatal(err)
	}
	if err := h.Deliver("referee@labyrinth.localhost", []byte("Subject: x\r\n\r\ny\r\n")); err != nil {
		t.Fatal(err)
	}
	idle, err := c.Idle()
	if err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(3 * time.Second)
	for time.Now().Before(deadline) && c.Mailbox().NumMessages == 0 {
		time.Sleep(10 * time.Millisecond)
	}
	idle.Close()
	idle.Wait()
	if n := c.Mailbox().NumMessages; n != 1 {
		t.Fatalf("IDLE announced %d messages, want 1", n)
	}
}
