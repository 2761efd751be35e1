package daemon

import (
	"context"
	"errors"
	"log/slog"
	"net"
	"time"

	"labyrinth/pbem"
	"labyrinth/pbem/campaign"
	"labyrinth/pbem/store"
	"labyrinth/pbem/web"
)

// Options are what the referee plays with. Engine, Orders and Compile are
// required (campaign.Options); a nil Logger discards, a nil Now is
// time.Now.
type Options struct {
	Engine  campaign.Engine
	Orders  campaign.OrderParser
	Compile campaign.Compiler
	Logger  *slog.Logger
	Now     func() time.Time
}

// Referee is the referee assembled from a configuration: a campaign
// referee for every database, and once Connect has run, its mail.
type Referee struct {
	// Campaigns are the referees of the databases, in their order.
	Campaigns []*campaign.Referee
	// Databases name the campaign databases, as Open found them.
	Databases []string
	// Mail is the transport, from Connect.
	Mail *Mail

	// Web serves the pages, when the configuration turns them on
	// (Config.Web); nil otherwise. ServeWeb or Run serves it.
	Web *web.Server

	cfg    *Config
	stores []*store.Store
	owned  []*store.Store // the stores Open opened, for Close
	opts   Options
	webLn  net.Listener
	webURL string
}

// Open opens the campaign databases the configuration names (Databases;
// a missing one is a *campaign.PlaceError) and makes their referee, as
// New does. Close closes the databases too.
func Open(ctx context.Context, cfg *Config, opts Options) (r *Referee, err error) {
	dbs, err := cfg.Databases()
	if err != nil {
		return nil, err
	}
	var stores []*store.Store
	defer func() {
		if err != nil {
			for _, st := range stores {
				st.Close()
			}
		}
	}()
	for _, db := range dbs {
		st, err := campaign.OpenDB(ctx, db)
		if err != nil {
			return nil, err
		}
		stores = append(stores, st)
	}
	if r, err = New(cfg, stores, dbs, opts); err != nil {
		return nil, err
	}
	r.owned, r.Databases = stores, dbs
	return r, nil
}

// New makes a campaign referee for every store, with the configuration's
// check of who sent a mail; dbs, if given, names the stores in the logs.
// The stores stay the caller's to close.
func New(cfg *Config, stores []*store.Store, dbs []string, opts Options) (*Referee, error) {
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	check, require, err := cfg.AuthCheck()
	if err != nil {
		return nil, err
	}
	r := &Referee{cfg: cfg, stores: stores, opts: opts}
	if err := r.webListen(cfg.Web); err != nil {
		return nil, err
	}
	var links []*web.Links
	for i, st := range stores {
		log := opts.Logger
		if dbs != nil {
			log = log.With("db", dbs[i])
		}
		co := campaign.Options{Store: st, Engine: opts.Engine, Orders: opts.Orders, Compile: opts.Compile,
			Logger: log, CheckDKIM: check, RequireDKIM: require}
		if r.webLn != nil {
			db := cfg.DB
			if dbs != nil {
				db = dbs[i]
			}
			l, err := r.webLinks(db)
			if err != nil {
				r.webLn.Close()
				return nil, err
			}
			links = append(links, l)
			co.PlayerLink = l.LinkFunc(r.webURL)
		}
		ref, err := campaign.New(co)
		if err != nil {
			if r.webLn != nil {
				r.webLn.Close()
			}
			return nil, err
		}
		r.Campaigns = append(r.Campaigns, ref)
	}
	if err := r.webServer(cfg.Web, links); err != nil {
		if r.webLn != nil {
			r.webLn.Close()
		}
		return nil, err
	}
	return r, nil
}

// Connect opens the configured mail transport (OpenMail) for the
// campaigns as they stand now: the embedded host makes accounts for the
// addresses they have.
func (r *Referee) Connect(ctx context.Context) error {
	m, err := OpenMail(ctx, r.cfg, r.stores, r.opts.Logger)
	if err != nil {
		return err
	}
	r.Mail = m
	return nil
}

// Config is the pbem.Config for Run or RunOnce: one database is served as
// it is (with its group commit); several as one (pbem.Handlers,
// pbem.Outboxes).
func (r *Referee) Config() pbem.Config {
	c := pbem.Config{Logger: r.opts.Logger, Now: r.opts.Now, TickInterval: time.Duration(r.cfg.Tick)}
	if r.Mail != nil {
		c.Inbox, c.Sender = r.Mail.Inbox, r.Mail.Sender
	}
	if len(r.Campaigns) == 1 {
		c.Handler, c.Outbox = r.Campaigns[0], r.stores[0]
		return c
	}
	var hs pbem.Handlers
	var obs pbem.Outboxes
	for i, ref := range r.Campaigns {
		hs, obs = append(hs, ref), append(obs, r.stores[i])
	}
	c.Handler, c.Outbox = hs, obs
	return c
}

// Close closes the mail transport, if Connect opened it, and the
// databases, if Open opened them.
func (r *Referee) Close() error {
	var errs []error
	if r.webLn != nil {
		r.webLn.Close()
	}
	if r.Mail != nil {
		errs = append(errs, r.Mail.Close())
	}
	for _, st := range r.owned {
		errs = append(errs, st.Close())
	}
	return errors.Join(errs...)
}
