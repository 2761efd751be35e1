package e2e_test

import (
	"os"
	"testing"

	"labyrinth/pbem/internal/realmail"
)

// TestCampaignOverRealMail plays the same campaigns through real Postfix
// (submission, delivering over LMTP) and Dovecot (IMAP): the corridor
// game, with both servers restarted while the referee is down in the
// middle of round 2, and "The old mill" with the real engine. The
// campaigns differ in name and tag, so they share the mailboxes the way
// one referee serves many campaigns. It
// skips when the servers are not installed, except under CI=true, where
// it must run (realmail.Require).
func TestCampaignOverRealMail(t *testing.T) {
	if testing.Short() && os.Getenv("CI") != "true" {
		t.Skip("real mail servers take seconds to start; skipped with -short (but never under CI=true)")
	}
	c := newCast(func(name string) string { return realmail.User{Name: name}.Address() })
	var users []realmail.User
	for _, a := range c.all() {
		users = append(users, realmail.User{Name: a.Name, Password: a.Password})
	}
	s := realmail.Start(t, realmail.Options{Users: users})
	t.Run("corridor", func(t *testing.T) { playCampaign(t, realServers(t, s), c) })
	t.Run("mill", func(t *testing.T) { playRulesCampaign(t, realServers(t, s), c) })
}

// realServers describes s for a scenario; restart stops and starts both
// servers, mail kept.
func realServers(t *testing.T, s *realmail.Servers) servers {
	return servers{
		IMAPAddr: s.Dovecot.IMAPAddr,
		SMTPAddr: s.Postfix.SMTPAddr,
		logs:     s.Logs,
		restart: func() {
			t.Helper()
			for _, step := range []struct {
				what string
				do   func() error
			}{
				{"stop postfix", s.Postfix.Stop}, {"stop dovecot", s.Dovecot.Stop},
				{"start dovecot", s.Dovecot.Start}, {"start postfix", s.Postfix.Start},
			} {
				if err := step.do(); err != nil {
					t.Fatalf("%s: %v\n%s", step.what, err, s.Logs())
				}
			}
		},
	}
}
