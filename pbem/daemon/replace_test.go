package daemon

import (
	"context"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/emersion/go-imap/v2"
	"github.com/emersion/go-imap/v2/imapclient"
	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"

	"labyrinth/examples"
	"labyrinth/pbem"
	"labyrinth/pbem/campaign"
	"labyrinth/pbem/mailhost"
	"labyrinth/pbem/store"
)

// passwords reads the embedded host's accounts file.
func passwords(t *testing.T, dir string) map[string]string {
	t.Helper()
	accs, err := mailhost.ReadAccounts(filepath.Join(dir, mailhost.AccountsFile))
	if err != nil {
		t.Fatal(err)
	}
	pw := map[string]string{}
	for _, a := range accs {
		pw[a.Name] = a.Password
	}
	return pw
}

// letters counts the letters in name's INBOX on the host at addr.
func letters(t *testing.T, addr, name, password string) int {
	t.Helper()
	c, err := imapclient.DialInsecure(addr, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if err := c.Login(name, password).Wait(); err != nil {
		t.Fatalf("%s cannot log in: %v", name, err)
	}
	sel, err := c.Select("INBOX", &imap.SelectOptions{ReadOnly: true}).Wait()
	if err != nil {
		t.Fatal(err)
	}
	return int(sel.NumMessages)
}

// With the embedded mail host, a seat given to a newcomer at a new
// address ("replace") has its account at once: the invitation is
// delivered, not refused with 550 until the referee restarts. The player
// who left keeps their account, and their mail, across a restart.
func TestReplaceOnEmbeddedHost(t *testing.T) {
	dir := t.TempDir()
	ctx := context.Background()
	db := filepath.Join(dir, "c.db")
	st := openStore(t, db)
	ref, err := campaign.New(campaign.Options{Store: st, Engine: campaign.RulesEngine{}, Orders: campaign.RulesOrders{}, Compile: campaign.CompileMaze})
	if err != nil {
		t.Fatal(err)
	}
	d := mailhost.DefaultDomain
	js, _ := json.Marshal(map[string]any{"name": "mill", "referee": "referee@" + d, "host": "host@" + d, "maze": examples.Default,
		"players": []map[string]string{{"name": "Аня", "email": "anya@" + d}, {"name": "Боб", "email": "bob@" + d}}})
	cfg, err := campaign.ParseConfig("mill", js)
	if err != nil {
		t.Fatal(err)
	}
	src, _ := examples.Read(examples.Default)
	made, err := ref.Create(ctx, cfg, examples.Default, src, at)
	if err != nil {
		t.Fatal(err)
	}
	st.Close()
	mailDir := filepath.Join(dir, "mail")
	conf := &Config{DB: db, MailHost: &MailHostConfig{Dir: mailDir, IMAP: "127.0.0.1:0", SMTP: "127.0.0.1:0"}}
	start := func() *Referee {
		r, err := Open(ctx, conf, options())
		if err != nil {
			t.Fatal(err)
		}
		if err := r.Connect(ctx); err != nil {
			t.Fatal(err)
		}
		return r
	}
	r := start()
	if n, err := pbem.RunOnce(ctx, r.Config()); err != nil || n.Delivered != 3 {
		t.Fatalf("invitations: %+v, %v", n, err)
	}
	pw := passwords(t, mailDir)
	// The host, logged in, gives seat 1 to Гена.
	c, err := smtp.Dial(r.Mail.Host.SMTPAddr())
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Auth(sasl.NewPlainClient("", "host", pw["host"])); err != nil {
		t.Fatal(err)
	}
	body := "From: host@" + d + "\r\nTo: referee@" + d + "\r\nSubject: [mill]\r\nMessage-ID: <replace@" + d + ">\r\n\r\n" +
		"replace 1 Гена gena@" + d + "\r\nкод: " + made.HostCode + "\r\n"
	if err := c.SendMail("host@"+d, []string{"referee@" + d}, strings.NewReader(body)); err != nil {
		t.Fatal(err)
	}
	c.Quit()
	for range 2 {
		if _, err := pbem.RunOnce(ctx, r.Config()); err != nil {
			t.Fatal(err)
		}
	}
	pw = passwords(t, mailDir)
	if pw["gena"] == "" {
		t.Fatal("no account for the newcomer")
	}
	if n := letters(t, r.Mail.Host.IMAPAddr(), "gena", pw["gena"]); n != 1 {
		t.Errorf("the newcomer has %d letters, want the invitation", n)
	}
	r.Mail.Host.Close()
	var failed int
	r.stores[0].View(ctx, func(tx *store.Tx) error {
		ms, _ := tx.Outbox(made.Campaign.ID)
		for _, m := range ms {
			if m.Status == store.MailFailed {
				failed++
				t.Errorf("%s to %v failed: %s", m.Kind, m.To, m.LastError)
			}
		}
		return nil
	})
	r.Close()

	r = start()
	defer r.Close()
	if n := letters(t, r.Mail.Host.IMAPAddr(), "anya", pw["anya"]); n != 1 {
		t.Errorf("after a restart the player who left has %d letters, want her invitation", n)
	}
}
