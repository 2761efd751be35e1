package daemon

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"labyrinth/examples"
	"labyrinth/pbem"
	"labyrinth/pbem/campaign"
	"labyrinth/pbem/mailhost"
	"labyrinth/pbem/store"
)

var at = time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)

func options() Options {
	return Options{Engine: campaign.RulesEngine{}, Orders: campaign.RulesOrders{}, Compile: campaign.CompileMaze,
		Now: func() time.Time { return at }}
}

func openStore(t *testing.T, path string) *store.Store {
	t.Helper()
	st, err := store.Open(context.Background(), path, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}

// The embedded default: the demo campaign is made once, its codes kept
// beside it, and the mail host serves an account for every address of it
// with passwords kept for the next start; one pass delivers the
// invitations through the host.
func TestOpenDefault(t *testing.T) {
	dir := t.TempDir()
	ctx := context.Background()
	d, err := OpenDefault(ctx, dir, "127.0.0.1:0", "127.0.0.1:0", "", options())
	if err != nil {
		t.Fatal(err)
	}
	if !d.Created || d.Codes == nil || d.Codes.Tag != DemoCampaign || len(d.Codes.Players) != len(DemoPlayers) || d.Codes.Host == "" {
		t.Fatalf("created %v, codes %+v", d.Created, d.Codes)
	}
	if d.Rounds != `"demo" in round 1` {
		t.Errorf("rounds %q", d.Rounds)
	}
	var names []string
	for _, a := range d.Mail.Accounts {
		names = append(names, a.Name)
	}
	if want := []string{"anna", "boris", "host", "referee", "vera"}; !slices.Equal(names, want) {
		t.Errorf("accounts %v, want %v", names, want)
	}
	if d.Mail.Referee != "referee@"+mailhost.DefaultDomain || d.Mail.Dir != filepath.Join(dir, MailDirName) {
		t.Errorf("referee %s, mail in %s", d.Mail.Referee, d.Mail.Dir)
	}
	n, err := pbem.RunOnce(ctx, d.Config())
	if err != nil || n.Delivered != len(DemoPlayers)+1 {
		t.Errorf("one pass: %+v, %v; want an invitation for each player and the host", n, err)
	}
	accounts, codes := d.Mail.Accounts, d.Codes
	if err := d.Close(); err != nil {
		t.Fatal(err)
	}

	// The next start goes on: the same campaign, codes and passwords.
	d, err = OpenDefault(ctx, dir, "127.0.0.1:0", "127.0.0.1:0", "", options())
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	if d.Created || d.Codes.Host != codes.Host || !slices.Equal(d.Mail.Accounts, accounts) {
		t.Errorf("second start: created %v, host code %s (was %s), accounts %v (were %v)", d.Created, d.Codes.Host, codes.Host, d.Mail.Accounts, accounts)
	}
	if codes, err := ReadCodes(t.TempDir()); codes != nil || err != nil {
		t.Errorf("codes where there are none: %v, %v", codes, err)
	}
}

// newCampaign makes a campaign for addresses on domain in the database
// at path.
func newCampaign(t *testing.T, path, name, domain string) *store.Store {
	t.Helper()
	st := openStore(t, path)
	ref, err := campaign.New(campaign.Options{Store: st, Engine: campaign.RulesEngine{}, Orders: campaign.RulesOrders{}, Compile: campaign.CompileMaze})
	if err != nil {
		t.Fatal(err)
	}
	js, _ := json.Marshal(map[string]any{"name": name, "referee": "referee@" + domain, "host": "host@" + domain,
		"maze": examples.Default, "players": []map[string]string{{"name": "Аня", "email": "anya@" + domain}}})
	cfg, err := campaign.ParseConfig(name, js)
	if err != nil {
		t.Fatal(err)
	}
	src, _ := examples.Read(examples.Default)
	if _, err := ref.Create(context.Background(), cfg, examples.Default, src, at); err != nil {
		t.Fatal(err)
	}
	return st
}

// Campaigns whose referee is not on the embedded host cannot play through
// it: the error says so, typed.
func TestStartHostNotOnHost(t *testing.T) {
	dir := t.TempDir()
	st := newCampaign(t, filepath.Join(dir, "c.db"), "mill", "example.org")
	_, err := StartHost(context.Background(), MailHostConfig{Dir: filepath.Join(dir, "mail"), IMAP: "127.0.0.1:0", SMTP: "127.0.0.1:0"},
		time.Second, []*store.Store{st}, nil)
	if !errors.Is(err, ErrNotOnHost) {
		t.Errorf("StartHost: %v, want ErrNotOnHost", err)
	}
	_, err = StartHost(context.Background(), MailHostConfig{Dir: filepath.Join(dir, "mail"), IMAP: "192.0.2.1:0", SMTP: "127.0.0.1:0"},
		time.Second, []*store.Store{newCampaign(t, filepath.Join(dir, "d.db"), "d", mailhost.DefaultDomain)}, nil)
	var he *HostError
	if !errors.As(err, &he) {
		t.Errorf("StartHost on a remote address: %v, want a HostError", err)
	}
}

// Open opens the databases the configuration names, and Close closes
// them; a database that is not there is a *campaign.PlaceError.
func TestOpen(t *testing.T) {
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, "autumn"), 0o700); err != nil {
		t.Fatal(err)
	}
	newCampaign(t, filepath.Join(dir, "autumn", campaign.DBName), "autumn", "example.org")
	cfg := &Config{Campaigns: PathList{filepath.Join(dir, "autumn")}, DB: filepath.Join(dir, "autumn", campaign.DBName)}
	r, err := Open(context.Background(), cfg, options())
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Campaigns) != 1 {
		t.Errorf("%d referees for one database named twice", len(r.Campaigns))
	}
	if err := r.Close(); err != nil {
		t.Fatal(err)
	}
	if err := r.stores[0].View(context.Background(), func(*store.Tx) error { return nil }); err == nil {
		t.Error("the database is still open after Close")
	}
	var pe *campaign.PlaceError
	if _, err := Open(context.Background(), &Config{DB: filepath.Join(dir, "none.db")}, options()); !errors.As(err, &pe) {
		t.Errorf("Open of a missing database: %v, want a *campaign.PlaceError", err)
	}
}

// One database is served as it is, with its group commit; several are
// joined, and a pass over a spool serves both.
func TestConfigJoinsDatabases(t *testing.T) {
	dir := t.TempDir()
	a := newCampaign(t, filepath.Join(dir, "a.db"), "autumn", "example.org")
	b := newCampaign(t, filepath.Join(dir, "b.db"), "winter", "example.org")
	cfg := &Config{Spool: &SpoolConfig{In: filepath.Join(dir, "in"), Out: filepath.Join(dir, "out")}, Tick: campaign.Duration(time.Minute)}

	one, err := New(cfg, []*store.Store{a}, []string{"a.db"}, options())
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := one.Config().Handler.(pbem.BatchHandler); !ok {
		t.Error("one database is not served with its group commit")
	}
	two, err := New(cfg, []*store.Store{a, b}, []string{"a.db", "b.db"}, options())
	if err != nil {
		t.Fatal(err)
	}
	if err := two.Connect(context.Background()); err != nil {
		t.Fatal(err)
	}
	defer two.Close()
	c := two.Config()
	if _, ok := c.Handler.(pbem.Handlers); !ok {
		t.Errorf("two databases served by %T, want pbem.Handlers", c.Handler)
	}
	if c.TickInterval != time.Minute || c.Now().IsZero() {
		t.Errorf("tick %v, clock %v", c.TickInterval, c.Now())
	}
	n, err := pbem.RunOnce(context.Background(), c)
	if err != nil || n.Delivered != 4 {
		t.Errorf("one pass: %+v, %v; want both campaigns' invitations (2 each)", n, err)
	}
}
