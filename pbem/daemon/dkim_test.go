package daemon

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"crypto/x509"
	"encoding/pem"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
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

// testHost starts a mail host with accounts for the referee, the host
// and the player of newCampaign on its domain, each with its name as its
// password.
func testHost(t *testing.T, opts mailhost.Options) *mailhost.Host {
	t.Helper()
	for _, n := range []string{"referee", "host", "anya"} {
		opts.Accounts = append(opts.Accounts, mailhost.Account{Name: n, Password: n})
	}
	h, err := mailhost.Start(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	return h
}

// mailbox returns the raw messages in user's INBOX on h.
func mailbox(t *testing.T, h *mailhost.Host, user string) [][]byte {
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
	if err != nil || sel.NumMessages == 0 {
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

// writeConfig writes a configuration file into dir and reads it back.
func writeConfig(t *testing.T, dir, js string) (*Config, error) {
	t.Helper()
	path := filepath.Join(dir, "referee.json")
	if err := os.WriteFile(path, []byte(js), 0o600); err != nil {
		t.Fatal(err)
	}
	return ReadConfig(path)
}

// DKIM is a real setting: a configured referee signs every letter, and
// the signature of a delivered letter verifies against the TXT record
// "labyrinth referee --check-config" prints.
func TestDKIMSigning(t *testing.T) {
	dir := t.TempDir()
	_, key, _ := ed25519.GenerateKey(rand.Reader)
	der, _ := x509.MarshalPKCS8PrivateKey(key)
	if err := os.WriteFile(filepath.Join(dir, "dkim.pem"), pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: der}), 0o600); err != nil {
		t.Fatal(err)
	}
	h := testHost(t, mailhost.Options{})
	newCampaign(t, filepath.Join(dir, "c.db"), "mill", mailhost.DefaultDomain).Close()
	t.Setenv("TEST_REFEREE_PASSWORD", "referee")
	cfg, err := writeConfig(t, dir, fmt.Sprintf(`{"db": "c.db",
		"imap": {"addr": %q, "tls": "none", "username": "referee", "password_env": "TEST_REFEREE_PASSWORD"},
		"smtp": {"addr": %q, "tls": "none", "username": "referee", "password_env": "TEST_REFEREE_PASSWORD",
			"dkim": {"domain": "labyrinth.localhost", "selector": "maze", "key_file": "dkim.pem"}}}`, h.IMAPAddr(), h.SMTPAddr()))
	if err != nil {
		t.Fatal(err)
	}
	r, err := Open(context.Background(), cfg, options())
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if err := r.Connect(context.Background()); err != nil {
		t.Fatal(err)
	}
	if n, err := pbem.RunOnce(context.Background(), r.Config()); err != nil || n.Delivered != 2 {
		t.Fatalf("one pass: %+v, %v", n, err)
	}
	record, err := smtpout.DNSRecord(key)
	if err != nil {
		t.Fatal(err)
	}
	got := mailbox(t, h, "anya")
	if len(got) != 1 {
		t.Fatalf("anya has %d letters", len(got))
	}
	verifs, err := dkim.VerifyWithOptions(bytes.NewReader(got[0]), &dkim.VerifyOptions{LookupTXT: func(domain string) ([]string, error) {
		if domain != "maze._domainkey.labyrinth.localhost" {
			return nil, errors.New("no record at " + domain)
		}
		return []string{record}, nil
	}})
	if err != nil {
		t.Fatal(err)
	}
	if len(verifs) != 1 || verifs[0].Err != nil || verifs[0].Domain != "labyrinth.localhost" {
		t.Fatalf("the invitation's signature: %+v\n%s", verifs, got[0])
	}
}

// A DKIM setting that cannot sign is refused when the configuration is
// read, with what to do.
func TestDKIMConfigRefused(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct{ name, dkim, want string }{
		{"missing selector", `{"domain": "example.org", "key_file": "k.pem"}`, `needs "domain", "selector" and "key_file"`},
		{"no key file", `{"domain": "example.org", "selector": "s", "key_file": "none.pem"}`, "none.pem"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := writeConfig(t, dir, `{"db": "c.db", "imap": {"addr": "127.0.0.1:1"}, "smtp": {"addr": "127.0.0.1:2", "dkim": `+tc.dkim+`}}`)
			var he *pbem.HintError
			if !errors.As(err, &he) || !strings.Contains(err.Error(), tc.want) || he.Advice == "" {
				t.Errorf("got %v, want a hint error with %q", err, tc.want)
			}
		})
	}
}

// After a mail server's restart its submission server answers SMTP AUTH
// with 454 for a few seconds (Postfix while Dovecot's auth comes back):
// the referee logs in again within seconds, not on the minutes of the
// delivery schedule.
func TestLoginRetriedInSecondsAfter454(t *testing.T) {
	var mu sync.Mutex
	refused := 0
	h := testHost(t, mailhost.Options{SMTPHook: func(stage, from, _ string) error {
		mu.Lock()
		defer mu.Unlock()
		if stage == "auth" && from == "referee" && refused < 2 {
			refused++
			return &smtp.SMTPError{Code: 454, EnhancedCode: smtp.EnhancedCode{4, 7, 0}, Message: "Temporary authentication failure"}
		}
		return nil
	}})
	dir := t.TempDir()
	newCampaign(t, filepath.Join(dir, "c.db"), "mill", mailhost.DefaultDomain).Close()
	t.Setenv("TEST_REFEREE_PASSWORD", "referee")
	cfg, err := writeConfig(t, dir, fmt.Sprintf(`{"db": "c.db", "poll": "1s",
		"imap": {"addr": %q, "tls": "none", "username": "referee", "password_env": "TEST_REFEREE_PASSWORD"},
		"smtp": {"addr": %q, "tls": "none", "username": "referee", "password_env": "TEST_REFEREE_PASSWORD"}}`, h.IMAPAddr(), h.SMTPAddr()))
	if err != nil {
		t.Fatal(err)
	}
	o := options()
	o.Now = time.Now // the sender's backoff runs on this clock
	r, err := Open(context.Background(), cfg, o)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if err := r.Connect(context.Background()); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	began := time.Now()
	go func() { done <- pbem.Run(ctx, r.Config()) }()
	for len(mailbox(t, h, "anya")) == 0 && time.Since(began) < 40*time.Second {
		time.Sleep(200 * time.Millisecond)
	}
	took := time.Since(began)
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	mu.Lock()
	defer mu.Unlock()
	if refused != 2 || len(mailbox(t, h, "anya")) == 0 {
		t.Fatalf("%d logins refused, anya has %d letters; want 2 and the invitation", refused, len(mailbox(t, h, "anya")))
	}
	if took > 20*time.Second {
		t.Errorf("the invitation arrived %v after the first refused login, want seconds", took)
	}
}
