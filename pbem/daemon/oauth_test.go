package daemon

import (
	"context"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/emersion/go-imap/v2/imapclient"

	"labyrinth/pbem"
	"labyrinth/pbem/mailhost"
	"labyrinth/pbem/store"
)

// Where password login is gone, the referee logs in to IMAP and SMTP
// with an OAuth 2.0 token from the command the host configures, over
// XOAUTH2 or OAUTHBEARER, against servers (go-imap's imapserver and
// go-smtp's server, in the embedded host) that refuse passwords.
func TestOAuth2Login(t *testing.T) {
	var mu sync.Mutex
	var tokens []string
	seen := func() []string { mu.Lock(); defer mu.Unlock(); return slices.Clone(tokens) }
	h := testHost(t, mailhost.Options{OAuth2: func(user, token string) bool {
		mu.Lock()
		defer mu.Unlock()
		tokens = append(tokens, user+" "+token)
		return user == "referee" && token == "tok-123"
	}})
	// The server demands it: a password does not log in.
	c, err := imapclient.DialInsecure(h.IMAPAddr(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Login("referee", "referee").Wait(); err == nil {
		t.Fatal("the server let a password in")
	}
	c.Close()

	for _, mech := range []string{"xoauth2", "oauthbearer"} {
		t.Run(mech, func(t *testing.T) {
			dir := t.TempDir()
			newCampaign(t, filepath.Join(dir, "c.db"), "mill", mailhost.DefaultDomain).Close()
			mu.Lock()
			tokens = nil
			mu.Unlock()
			oauth := fmt.Sprintf(`"oauth2": {"mechanism": %q, "token_command": "printf 'tok-123\\nrefresh-later\\n'"}`, mech)
			cfg, err := writeConfig(t, dir, fmt.Sprintf(`{"db": "c.db",
				"imap": {"addr": %q, "tls": "none", "username": "referee", %s},
				"smtp": {"addr": %q, "tls": "none", "username": "referee", %s}}`, h.IMAPAddr(), oauth, h.SMTPAddr(), oauth))
			if err != nil {
				t.Fatal(err)
			}
			r, err := Open(context.Background(), cfg, options())
			if err != nil {
				t.Fatal(err)
			}
			defer r.Close()
			for _, c := range r.Check(context.Background()) {
				if !c.OK {
					t.Errorf("check %s: %v (%s)", c.What, c.Err, c.Hint)
				}
			}
			if err := r.Connect(context.Background()); err != nil {
				t.Fatal(err)
			}
			n, err := pbem.RunOnce(context.Background(), r.Config())
			if err != nil || n.Delivered != 2 {
				t.Fatalf("one pass over OAuth2: %+v, %v", n, err)
			}
			if got := seen(); len(got) == 0 || got[0] != "referee tok-123" {
				t.Errorf("the servers saw %q", got)
			}
		})
	}

	// A token the server refuses, and a command that fails: each with
	// its hint.
	dir := t.TempDir()
	st := newCampaign(t, filepath.Join(dir, "c.db"), "mill", mailhost.DefaultDomain)
	for _, tc := range []struct{ name, command, hint string }{
		{"refused token", "echo expired", "refused the token"},
		{"failing command", "echo 'invalid_grant: token revoked' >&2; exit 1", "run the token command yourself"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			oauth := fmt.Sprintf(`"oauth2": {"token_command": %q}`, tc.command)
			cfg, err := writeConfig(t, dir, fmt.Sprintf(`{"db": "c.db",
				"imap": {"addr": %q, "tls": "none", "username": "referee", %s},
				"smtp": {"addr": %q, "tls": "none", "username": "referee", %s}}`, h.IMAPAddr(), oauth, h.SMTPAddr(), oauth))
			if err != nil {
				t.Fatal(err)
			}
			checks := CheckConfig(context.Background(), cfg, []*store.Store{st})
			if len(checks) != 2 {
				t.Fatalf("checks %+v", checks)
			}
			for _, c := range checks {
				if c.OK || !strings.Contains(c.Hint, tc.hint) {
					t.Errorf("%s: ok %v, %v; hint %q, want one with %q", c.What, c.OK, c.Err, c.Hint, tc.hint)
				}
			}
		})
	}
}
