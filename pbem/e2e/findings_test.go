package e2e_test

import (
	"context"
	"path/filepath"
	"regexp"
	"testing"

	"labyrinth/examples"
	"labyrinth/pbem/campaign"
	"labyrinth/pbem/store"
)

// goSyntax matches Go value syntax that must never reach a player: a
// struct printed with %+v ({Grenades:3 …}) or a fmt error (%!d(…)).
var goSyntax = regexp.MustCompile(`\{[A-Z][A-Za-z]*:[^ }]*[ }]|%!`)

// TestInvitationRuleCardIsProse checks the rule card that every
// invitation carries: a player reads it, in Russian or English, so it
// must say what the kit is in words, not as a Go struct.
func TestInvitationRuleCardIsProse(t *testing.T) {
	ctx := context.Background()
	st, err := store.Open(ctx, filepath.Join(t.TempDir(), "c.db"), store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	deps := games["rules"]
	ref, err := campaign.New(campaign.Options{Store: st, Engine: deps.engine, Orders: deps.orders, Compile: deps.compile})
	if err != nil {
		t.Fatal(err)
	}
	src, err := examples.Read("base.maze")
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := campaign.ParseConfig("c.json", []byte(`{"name": "card", "maze": "base.maze", "referee": "referee@example.org", "host": "host@example.org",
		"players": [{"name": "Аня", "email": "anya@example.org", "lang": "ru"}, {"name": "Bob", "email": "bob@example.org", "lang": "en"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	c, err := ref.Create(ctx, cfg, "base.maze", src, t0)
	if err != nil {
		t.Fatal(err)
	}
	var mails []*store.Mail
	if err := st.View(ctx, func(tx *store.Tx) error {
		mails, err = tx.Outbox(c.Campaign.ID)
		return err
	}); err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, m := range mails {
		if m.Kind != "invitation" || m.Seat < 0 {
			continue
		}
		n++
		l := parseLetter(t, m.Raw)
		if bad := goSyntax.FindString(l.Body); bad != "" {
			t.Errorf("the invitation to %v shows Go syntax %q to the player:\n%s", m.To, bad, l.Body)
		}
	}
	if n != 2 {
		t.Errorf("%d invitations to players, want 2", n)
	}
}
