package daemon

import (
	"context"
	"fmt"
	"net"
	"path/filepath"
	"strings"
	"testing"

	"labyrinth/pbem/mailhost"
	"labyrinth/pbem/store"
)

// checkOf returns the check whose What starts with prefix.
func checkOf(t *testing.T, checks []Check, prefix string) Check {
	t.Helper()
	for _, c := range checks {
		if strings.HasPrefix(c.What, prefix) {
			return c
		}
	}
	t.Fatalf("no check of %s in %+v", prefix, checks)
	return Check{}
}

// --check-config with the embedded mail host: it starts, and the referee
// logs in to both of its servers.
func TestCheckConfigEmbeddedHost(t *testing.T) {
	dir := t.TempDir()
	st := newCampaign(t, filepath.Join(dir, "c.db"), "mill", mailhost.DefaultDomain)
	cfg := &Config{DB: filepath.Join(dir, "c.db"), MailHost: &MailHostConfig{Dir: filepath.Join(dir, "mail"), IMAP: "127.0.0.1:0", SMTP: "127.0.0.1:0"}}
	checks := CheckConfig(context.Background(), cfg, []*store.Store{st})
	if len(checks) != 3 {
		t.Fatalf("%d checks, want the host, IMAP and SMTP: %+v", len(checks), checks)
	}
	for _, c := range checks {
		if !c.OK {
			t.Errorf("%s: %v (%s)", c.What, c.Err, c.Hint)
		}
	}
	if d := checkOf(t, checks, "imap").Detail; !strings.Contains(d, "logged in as referee") || !strings.Contains(d, "INBOX holds") {
		t.Errorf("imap: %s", d)
	}
}

// --check-config against servers: what works is said, and each way of
// getting it wrong (the password, the port, TLS) fails with its hint.
func TestCheckConfigServers(t *testing.T) {
	h := testHost(t, mailhost.Options{})
	dir := t.TempDir()
	st := newCampaign(t, filepath.Join(dir, "c.db"), "mill", "example.org")
	free, _ := net.Listen("tcp", "127.0.0.1:0")
	closed := free.Addr().String()
	free.Close()
	t.Setenv("TEST_RIGHT", "referee")
	t.Setenv("TEST_WRONG", "guess")
	for _, tc := range []struct {
		name                 string
		imap, smtp, tls, env string
		ok                   bool
		hint                 string
	}{
		{"right", h.IMAPAddr(), h.SMTPAddr(), "none", "TEST_RIGHT", true, ""},
		{"wrong password", h.IMAPAddr(), h.SMTPAddr(), "none", "TEST_WRONG", false, "app password"},
		{"password not set", h.IMAPAddr(), h.SMTPAddr(), "none", "TEST_UNSET", false, "export the variable"},
		{"wrong port", closed, closed, "none", "TEST_RIGHT", false, "nothing listens there"},
		{"TLS on a port without", h.IMAPAddr(), h.SMTPAddr(), "tls", "TEST_RIGHT", false, `"starttls"`},
		{"STARTTLS not offered", h.IMAPAddr(), h.SMTPAddr(), "starttls", "TEST_RIGHT", false, "no STARTTLS"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg, err := writeConfig(t, dir, fmt.Sprintf(`{"db": "c.db",
				"imap": {"addr": %q, "tls": %q, "username": "referee", "password_env": %q},
				"smtp": {"addr": %q, "tls": %q, "username": "referee", "password_env": %q}}`, tc.imap, tc.tls, tc.env, tc.smtp, tc.tls, tc.env))
			if err != nil {
				t.Fatal(err)
			}
			checks := CheckConfig(context.Background(), cfg, []*store.Store{st})
			if len(checks) == 0 {
				t.Fatal("no checks")
			}
			for _, c := range checks {
				if c.OK != tc.ok {
					t.Errorf("%s: ok %v, want %v (%v)", c.What, c.OK, tc.ok, c.Err)
				}
				if !tc.ok && !strings.Contains(c.Hint, tc.hint) {
					t.Errorf("%s: %v\nhint %q, want one with %q", c.What, c.Err, c.Hint, tc.hint)
				}
			}
		})
	}
}
