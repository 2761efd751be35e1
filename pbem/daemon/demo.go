package daemon

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"labyrinth/engine"
	"labyrinth/examples"
	"labyrinth/pbem/campaign"
	"labyrinth/pbem/mailhost"
	"labyrinth/pbem/store"
)

// The embedded default, "labyrinth referee" with no configuration, keeps
// everything in one data directory: a campaign database (as a campaign
// directory does), the embedded mail host's directory, and the demo
// campaign's secret codes. The first time it makes the demo campaign on
// the embedded default maze.
const (
	// DefaultDataDir is the data directory unless one is given.
	DefaultDataDir = "labyrinth-referee"
	// CodesFile keeps the demo campaign's codes in the data directory.
	CodesFile = "codes.json"
	// DemoCampaign is the demo campaign's name and subject tag.
	DemoCampaign = "demo"
)

// DemoPlayers are the seats of the demo campaign, each an account of the
// embedded mail host.
var DemoPlayers = []campaign.PlayerConfig{
	{Name: "Анна", Email: "anna@" + mailhost.DefaultDomain, Lang: "ru", Gender: engine.GenderFeminine},
	{Name: "Boris", Email: "boris@" + mailhost.DefaultDomain, Lang: "en"},
	{Name: "Вера", Email: "vera@" + mailhost.DefaultDomain, Lang: "ru", Gender: engine.GenderFeminine},
}

// DefaultConfig is the configuration of the embedded default in the data
// directory dir, its mail host listening on imap and smtp and its web
// pages on web ("" for none): quicker polling and ticks than a server's,
// for a game on one machine.
func DefaultConfig(dir, imap, smtp, web string) *Config {
	c := &Config{DB: filepath.Join(dir, campaign.DBName), Poll: campaign.Duration(5 * time.Second),
		Tick:     campaign.Duration(10 * time.Second),
		MailHost: &MailHostConfig{Dir: filepath.Join(dir, MailDirName), IMAP: imap, SMTP: smtp}}
	if web != "" {
		c.Web = &WebConfig{Addr: web}
	}
	return c
}

// DemoCodes are the secret codes of the demo campaign, kept (readable by
// the owner only) in the data directory so that every start can show
// them: the database holds only their hashes.
type DemoCodes struct {
	Campaign string            `json:"campaign"`
	Tag      string            `json:"tag"`
	Host     string            `json:"host"`
	Players  map[string]string `json:"players"` // address → code
}

// EnsureDemo creates the demo campaign with ref when st holds no campaign
// and keeps its codes in dir; it reports whether it did.
func EnsureDemo(ctx context.Context, ref *campaign.Referee, st *store.Store, dir string, now time.Time) (bool, error) {
	var n int
	err := st.View(ctx, func(tx *store.Tx) error {
		cs, err := tx.Campaigns()
		n = len(cs)
		return err
	})
	if err != nil || n > 0 {
		return false, err
	}
	src, err := examples.Read(examples.Default)
	if err != nil {
		return false, err
	}
	js, err := json.Marshal(map[string]any{
		"name": DemoCampaign, "referee": "referee@" + mailhost.DefaultDomain, "host": "host@" + mailhost.DefaultDomain,
		"maze": examples.Default, "round": "24h", "players": DemoPlayers,
	})
	if err != nil {
		return false, err
	}
	cfg, err := campaign.ParseConfig("demo campaign", js)
	if err != nil {
		return false, err
	}
	c, err := ref.Create(ctx, cfg, examples.Default, src, now)
	if err != nil {
		return false, fmt.Errorf("create the demo campaign: %w", err)
	}
	codes := DemoCodes{Campaign: cfg.Name, Tag: cfg.Tag, Host: c.HostCode, Players: map[string]string{}}
	for i, p := range cfg.Players {
		codes.Players[p.Email] = c.Codes[i]
	}
	b, err := json.MarshalIndent(codes, "", "  ")
	if err != nil {
		return false, err
	}
	return true, os.WriteFile(filepath.Join(dir, CodesFile), append(b, '\n'), 0o600)
}

// ReadCodes reads the codes kept in the data directory dir; a missing file
// is no error (a database made otherwise, or codes deleted) and gives nil.
func ReadCodes(dir string) (*DemoCodes, error) {
	path := filepath.Join(dir, CodesFile)
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var c DemoCodes
	if err := json.Unmarshal(b, &c); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return &c, nil
}

// Rounds says where each campaign of st stands: «"demo" in round 3»,
// «"demo" is over».
func Rounds(ctx context.Context, st *store.Store) (string, error) {
	var out []string
	err := st.View(ctx, func(tx *store.Tx) error {
		cs, err := tx.Campaigns()
		for _, c := range cs {
			switch {
			case c.Status == store.StatusOver:
				out = append(out, fmt.Sprintf("%q is over", c.Name))
			case c.Round == 0:
				out = append(out, fmt.Sprintf("%q waits for its mazes", c.Name))
			default:
				out = append(out, fmt.Sprintf("%q in round %d", c.Name, c.Round))
			}
		}
		return err
	})
	return strings.Join(out, ", "), err
}

// Default is the embedded default, opened: the referee of the data
// directory's database, connected to its mail host. Close closes both.
type Default struct {
	*Referee
	// Created says the demo campaign was made by this start; Codes are
	// its codes as kept (nil when there are none); Rounds says where the
	// campaigns stand (Rounds).
	Created bool
	Codes   *DemoCodes
	Rounds  string
	// Round is the demo campaign's open round, and Examples an order
	// each of its players could send for it, by address (see
	// campaign.Referee.ExampleOrder): what the banner offers.
	Round    int
	Examples map[string]string
}

// examples finds an order for the demo's open round for each of its
// players; a campaign that cannot tell one (a game over) offers none.
func (d *Default) examples(ctx context.Context) {
	d.Examples = map[string]string{}
	for seat, p := range DemoPlayers {
		round, order, err := d.Campaigns[0].ExampleOrder(ctx, DemoCampaign, seat)
		if err != nil || order == "" {
			continue
		}
		d.Round, d.Examples[strings.ToLower(p.Email)] = round, order
	}
}

// OpenDefault opens the embedded default in the data directory dir
// (created if absent), its mail host listening on imap and smtp and its
// web pages on web ("" for none): the
// database, the demo campaign when it holds none, and the mail host
// with an account for every address of the campaigns. Only mail sent by
// someone logged in as the From address counts (the configuration names
// no servers, hence "auth": "smtp-auth"). The errors of StartHost come
// as they are.
func OpenDefault(ctx context.Context, dir, imap, smtp, web string, opts Options) (d *Default, err error) {
	cfg := DefaultConfig(dir, imap, smtp, web)
	if err := os.MkdirAll(cfg.MailHost.Dir, 0o700); err != nil {
		return nil, err
	}
	st, err := store.Open(ctx, cfg.DB, store.Options{})
	if err != nil {
		return nil, err
	}
	ref, err := New(cfg, []*store.Store{st}, nil, opts)
	if err != nil {
		st.Close()
		return nil, err
	}
	ref.owned = ref.stores
	d = &Default{Referee: ref}
	defer func() {
		if err != nil {
			d.Close()
		}
	}()
	if d.Created, err = EnsureDemo(ctx, d.Campaigns[0], st, dir, d.opts.Now()); err != nil {
		return nil, err
	}
	if d.Codes, err = ReadCodes(dir); err != nil {
		return nil, err
	}
	if d.Rounds, err = Rounds(ctx, st); err != nil {
		return nil, err
	}
	d.examples(ctx)
	if err = d.Connect(ctx); err != nil {
		return nil, err
	}
	return d, nil
}
