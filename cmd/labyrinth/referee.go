package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"labyrinth/pbem"
	"labyrinth/pbem/campaign"
	"labyrinth/pbem/imapin"
	"labyrinth/pbem/mailhost"
	"labyrinth/pbem/smtpout"
	"labyrinth/pbem/spool"
	"labyrinth/pbem/store"
)

func init() {
	register(&command{name: "referee", summary: "referee the campaigns by mail: read orders, resolve rounds, send reports", run: runReferee})
}

// refereeConfig is the referee's configuration file (JSON). Secrets come
// from environment variables named in it, never from the file itself.
type refereeConfig struct {
	// Campaigns names the campaign directories to referee (made by
	// "labyrinth campaign new DIR"), relative to the file: one ("autumn")
	// or several (["autumn", "winter"]).
	Campaigns pathList `json:"campaigns,omitempty"`
	// DB is a campaign database file, relative to the file: the form of
	// older configurations, alone or besides Campaigns.
	DB string `json:"db,omitempty"`
	// Spool is a mail transport through two directories: every *.eml
	// file in In is a received message (moved to In/processed once
	// handled); every outgoing message is written to Out. For cron jobs
	// behind another mail system, and for tests.
	Spool *spoolConfig `json:"spool,omitempty"`
	// IMAP and SMTP name real mail servers.
	IMAP *serverConfig `json:"imap,omitempty"`
	SMTP *serverConfig `json:"smtp,omitempty"`
	// MailHost configures the embedded mail host, used when neither a
	// spool nor IMAP is configured.
	MailHost *mailHostConfig `json:"mailhost,omitempty"`
	// Auth is what the referee demands of a sender beyond the code and
	// the From address: "none" (default), "dkim", "dmarc" or "smtp-auth";
	// TrustedServIDs and TrustedHops say which Authentication-Results
	// fields to believe (pbem/README.md, "Who sent this mail").
	Auth           string   `json:"auth,omitempty"`
	TrustedServIDs []string `json:"trusted_servids,omitempty"`
	TrustedHops    int      `json:"trusted_hops,omitempty"`
	VerifyDKIM     bool     `json:"verify_dkim,omitempty"`
	// Poll is how often the inbox is read when the server cannot say
	// (default 30s); Tick how often deadlines are checked (default 1m).
	Poll campaign.Duration `json:"poll,omitempty"`
	Tick campaign.Duration `json:"tick,omitempty"`
}

// pathList is one path or a list of them.
type pathList []string

func (l *pathList) UnmarshalJSON(b []byte) error {
	var one string
	if err := json.Unmarshal(b, &one); err == nil {
		*l = pathList{one}
		return nil
	}
	var many []string
	if err := json.Unmarshal(b, &many); err != nil {
		return errors.New(`"campaigns" is a directory ("autumn") or a list of them (["autumn", "winter"])`)
	}
	*l = many
	return nil
}

// databases returns the campaign databases the configuration names, each
// once: every campaign directory's, then "db".
func (c *refereeConfig) databases() ([]string, error) {
	var out []string
	seen := map[string]bool{}
	add := func(p string) {
		key, err := filepath.Abs(p)
		if err != nil {
			key = p
		}
		if !seen[key] {
			seen[key] = true
			out = append(out, p)
		}
	}
	for _, d := range c.Campaigns {
		p, err := campaignDB(d)
		if err != nil {
			return nil, err
		}
		add(p)
	}
	if c.DB != "" {
		add(c.DB)
	}
	return out, nil
}

// mailDir is the embedded mail host's default directory: mail/ in the
// first campaign directory (as the embedded default keeps it), else the
// database's name with ".mail".
func (c *refereeConfig) mailDir() string {
	if len(c.Campaigns) > 0 {
		return filepath.Join(c.Campaigns[0], defaultMailDir)
	}
	return strings.TrimSuffix(c.DB, filepath.Ext(c.DB)) + ".mail"
}

type spoolConfig struct {
	In  string `json:"in"`
	Out string `json:"out"`
}

type serverConfig struct {
	Addr        string `json:"addr"`
	TLS         string `json:"tls,omitempty"` // tls, starttls or none (loopback only)
	Username    string `json:"username,omitempty"`
	PasswordEnv string `json:"password_env,omitempty"` // the environment variable holding the password
	Mailbox     string `json:"mailbox,omitempty"`      // IMAP: where orders arrive
	Processed   string `json:"processed,omitempty"`    // IMAP: where handled mail goes
	Helo        string `json:"helo,omitempty"`         // SMTP: the EHLO name
}

type mailHostConfig struct {
	// Dir keeps the mail and the accounts' passwords across restarts
	// (default: mail/ in the first campaign directory, else the
	// database's name with ".mail").
	Dir  string `json:"dir,omitempty"`
	IMAP string `json:"imap,omitempty"` // listen address (default 127.0.0.1:1143)
	SMTP string `json:"smtp,omitempty"` // listen address (default 127.0.0.1:2525)
}

func readRefereeConfig(path string) (*refereeConfig, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	dec := json.NewDecoder(bytes.NewReader(src))
	dec.DisallowUnknownFields()
	var c refereeConfig
	if err := dec.Decode(&c); err != nil {
		return nil, hintError{err: campaign.JSONErrorIn(path, src, err), hint: "the referee's configuration is JSON; pbem/README.md, \"The referee's configuration\", lists its fields"}
	}
	dir := filepath.Dir(path)
	rel := func(p string) string {
		if p == "" || filepath.IsAbs(p) {
			return p
		}
		return filepath.Join(dir, p)
	}
	c.DB = rel(c.DB)
	for i := range c.Campaigns {
		c.Campaigns[i] = rel(c.Campaigns[i])
	}
	if c.Spool != nil {
		c.Spool.In, c.Spool.Out = rel(c.Spool.In), rel(c.Spool.Out)
		if c.Spool.In == "" || c.Spool.Out == "" {
			return nil, fmt.Errorf(`%s: "spool" needs both "in" and "out" directories`, path)
		}
	}
	if c.IMAP != nil && c.SMTP == nil {
		return nil, hintError{err: fmt.Errorf(`%s: "imap" is configured but "smtp" is not`, path),
			hint: "the referee reads orders over IMAP and sends reports over SMTP: name both servers"}
	}
	if c.MailHost != nil {
		c.MailHost.Dir = rel(c.MailHost.Dir)
	}
	if c.DB == "" && len(c.Campaigns) == 0 {
		return nil, hintError{err: fmt.Errorf(`%s: no campaigns: "campaigns" is missing`, path),
			hint: `name the campaign directory made by "labyrinth campaign new DIR": {"campaigns": "DIR"}, or several: {"campaigns": ["autumn", "winter"]}`}
	}
	for _, d := range []struct {
		name string
		v    campaign.Duration
		min  time.Duration
		eg   string
	}{{"poll", c.Poll, time.Second, "30s"}, {"tick", c.Tick, time.Second, "1m"}} {
		switch v := time.Duration(d.v); {
		case v < 0:
			return nil, hintError{err: fmt.Errorf(`%s: "%s" is negative (%s)`, path, d.name, v),
				hint: fmt.Sprintf(`give a duration such as "%s", or leave "%s" out for the default`, d.eg, d.name)}
		case v > 0 && v < d.min:
			return nil, hintError{err: fmt.Errorf(`%s: "%s" %s is too short: at least %s`, path, d.name, v, d.min),
				hint: fmt.Sprintf(`a shorter interval only loads the mail server and the database; "%s" is usual`, d.eg)}
		}
	}
	if c.Poll == 0 {
		c.Poll = campaign.Duration(30 * time.Second)
	}
	if c.Tick == 0 {
		c.Tick = campaign.Duration(time.Minute)
	}
	return &c, nil
}

// transports builds the inbox and sender the configuration names: a
// spool, IMAP and SMTP servers, or the embedded mail host with an account
// for every address of the campaigns in st.
var transports = func(e *env, c *refereeConfig, st []*store.Store, log *slog.Logger) (pbem.Inbox, pbem.Sender, func(), error) {
	switch {
	case c.Spool != nil:
		in, err := spool.NewInbox(c.Spool.In, time.Duration(c.Poll))
		if err != nil {
			return nil, nil, nil, err
		}
		return in, &spool.Sender{Dir: c.Spool.Out}, func() {}, nil
	case c.IMAP != nil:
		return dialServers(c, log)
	default:
		return startMailHost(e, c, st, log)
	}
}

func password(s *serverConfig) (string, error) {
	if s.PasswordEnv == "" {
		return "", nil
	}
	p, ok := os.LookupEnv(s.PasswordEnv)
	if !ok {
		return "", fmt.Errorf("the environment variable %s (the password for %s) is not set", s.PasswordEnv, s.Addr)
	}
	return p, nil
}

func dialServers(c *refereeConfig, log *slog.Logger) (pbem.Inbox, pbem.Sender, func(), error) {
	imapTLS, err := pbem.ParseTLSMode(c.IMAP.TLS)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("imap: %w", err)
	}
	smtpTLS, err := pbem.ParseTLSMode(c.SMTP.TLS)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("smtp: %w", err)
	}
	ipw, err := password(c.IMAP)
	if err != nil {
		return nil, nil, nil, err
	}
	spw, err := password(c.SMTP)
	if err != nil {
		return nil, nil, nil, err
	}
	in, err := imapin.New(imapin.Options{Addr: c.IMAP.Addr, TLS: imapTLS, Username: c.IMAP.Username, Password: ipw,
		Mailbox: c.IMAP.Mailbox, ProcessedMailbox: c.IMAP.Processed, PollInterval: time.Duration(c.Poll), Logger: log})
	if err != nil {
		return nil, nil, nil, fmt.Errorf("imap: %w", err)
	}
	out, err := smtpout.New(smtpout.Options{Addr: c.SMTP.Addr, TLS: smtpTLS, Username: c.SMTP.Username, Password: spw,
		HeloName: c.SMTP.Helo, Logger: log})
	if err != nil {
		in.Close()
		return nil, nil, nil, fmt.Errorf("smtp: %w", err)
	}
	return in, out, func() { out.Close() }, nil
}

// startMailHost runs the embedded mail host: an account for the referee,
// the host and every player whose address is on its domain, with
// passwords kept in the mail directory.
func startMailHost(e *env, c *refereeConfig, stores []*store.Store, log *slog.Logger) (pbem.Inbox, pbem.Sender, func(), error) {
	mh := c.MailHost
	if mh == nil {
		mh = &mailHostConfig{}
	}
	if mh.Dir == "" {
		mh.Dir = c.mailDir()
	}
	if mh.IMAP == "" {
		mh.IMAP = "127.0.0.1:1143"
	}
	if mh.SMTP == "" {
		mh.SMTP = "127.0.0.1:2525"
	}
	if err := os.MkdirAll(mh.Dir, 0o700); err != nil {
		return nil, nil, nil, err
	}
	var referee string
	names := map[string]bool{}
	for _, st := range stores {
		if err := st.View(e.ctx, func(tx *store.Tx) error {
			return mailHostAddresses(tx, names, &referee)
		}); err != nil {
			return nil, nil, nil, err
		}
	}
	refLocal, refDomain, _ := strings.Cut(strings.ToLower(referee), "@")
	if refDomain != mailhost.DefaultDomain {
		return nil, nil, nil, hintError{err: errors.New("no mail server is configured and the campaigns' addresses are not on the embedded mail host"),
			hint: fmt.Sprintf(`give the referee, the host and the players addresses @%s to play through the embedded host, or name "imap" and "smtp" servers`, mailhost.DefaultDomain)}
	}
	pw, err := accountPasswords(filepath.Join(mh.Dir, "accounts.json"), names)
	if err != nil {
		return nil, nil, nil, err
	}
	var accounts []mailhost.Account
	for n := range names {
		accounts = append(accounts, mailhost.Account{Name: n, Password: pw[n]})
	}
	sort.Slice(accounts, func(i, j int) bool { return accounts[i].Name < accounts[j].Name })
	h, err := mailhost.Start(e.ctx, mailhost.Options{IMAPAddr: mh.IMAP, SMTPAddr: mh.SMTP, Accounts: accounts, Dir: mh.Dir, Logger: log})
	if err != nil {
		return nil, nil, nil, fmt.Errorf("start the embedded mail host: %w", err)
	}
	fmt.Fprintf(e.stdout, "embedded mail host on %s (IMAP) and %s (SMTP); mail kept in %s\n", h.IMAPAddr(), h.SMTPAddr(), mh.Dir)
	fmt.Fprintf(e.stdout, "passwords of the accounts are in %s\n\n", filepath.Join(mh.Dir, "accounts.json"))
	for _, a := range accounts {
		fmt.Fprintln(e.stdout, h.ClientSettings(a.Name))
	}
	in, err := imapin.New(imapin.Options{Addr: h.IMAPAddr(), TLS: pbem.TLSNone, Username: refLocal, Password: pw[refLocal],
		PollInterval: time.Duration(c.Poll), Logger: log})
	if err != nil {
		h.Close()
		return nil, nil, nil, err
	}
	out, err := smtpout.New(smtpout.Options{Addr: h.SMTPAddr(), TLS: pbem.TLSNone, Username: refLocal, Password: pw[refLocal], Logger: log})
	if err != nil {
		in.Close()
		h.Close()
		return nil, nil, nil, err
	}
	return in, out, func() { out.Close(); h.Close() }, nil
}

// mailHostAddresses adds to names the local part of every address of the
// campaigns in tx on the embedded host's domain, and sets referee to the
// first campaign's referee address if it is still empty.
func mailHostAddresses(tx *store.Tx, names map[string]bool, referee *string) error {
	cs, err := tx.Campaigns()
	if err != nil {
		return err
	}
	for _, cp := range cs {
		addrs := []string{cp.Referee, cp.HostEmail}
		ps, err := tx.Players(cp.ID)
		if err != nil {
			return err
		}
		for _, p := range ps {
			addrs = append(addrs, p.Email)
		}
		for _, a := range addrs {
			local, domain, _ := strings.Cut(strings.ToLower(a), "@")
			local, _, _ = strings.Cut(local, "+")
			if domain == mailhost.DefaultDomain {
				names[local] = true
			}
		}
		if *referee == "" {
			*referee = strings.ToLower(cp.Referee)
		}
	}
	return nil
}

// accountPasswords reads the embedded host's passwords, making new ones
// for new accounts; the file is readable by its owner only.
func accountPasswords(path string, names map[string]bool) (map[string]string, error) {
	pw := map[string]string{}
	if b, err := os.ReadFile(path); err == nil {
		if err := json.Unmarshal(b, &pw); err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
	} else if !os.IsNotExist(err) {
		return nil, err
	}
	changed := false
	for n := range names {
		if pw[n] == "" {
			pw[n] = strings.ToLower(store.NewCode())
			changed = true
		}
	}
	if changed {
		b, _ := json.MarshalIndent(pw, "", "  ")
		if err := os.WriteFile(path, b, 0o600); err != nil {
			return nil, err
		}
	}
	return pw, nil
}

// authCheck turns the configured sender policy into the campaign's check.
// With the embedded mail host and no "auth" given, the referee requires
// what the host can vouch for: that the sender logged in as the From
// address (smtp-auth, as the host stamps it in Authentication-Results).
func authCheck(c *refereeConfig) (func(raw []byte) (string, bool), bool, error) {
	p := pbem.AuthPolicy{TrustedServIDs: c.TrustedServIDs, TrustedHops: c.TrustedHops, VerifyDKIM: c.VerifyDKIM}
	auth := c.Auth
	if auth == "" && c.Spool == nil && c.IMAP == nil {
		auth = "smtp-auth"
		p.TrustedServIDs = append(p.TrustedServIDs, mailhost.DefaultDomain)
	}
	switch auth {
	case "", "none":
		p.Require = pbem.RequireNothing
	case "dkim":
		p.Require = pbem.RequireDKIM
	case "dmarc":
		p.Require = pbem.RequireDMARC
	case "smtp-auth":
		p.Require = pbem.RequireSMTPAuth
	default:
		return nil, false, fmt.Errorf(`"auth" %q: use none, dkim, dmarc or smtp-auth`, c.Auth)
	}
	if p.Require == pbem.RequireNothing && !p.VerifyDKIM && len(p.TrustedServIDs) == 0 {
		return nil, false, nil
	}
	return func(raw []byte) (string, bool) {
		v := p.Evaluate(raw)
		s := fmt.Sprintf("dkim-aligned=%v dmarc=%v", v.DKIMAligned, v.DMARCPass)
		if v.SMTPAuth != "" {
			s += " auth=" + v.SMTPAuth
		}
		if !v.Pass {
			s += ": " + v.Reason
		}
		return s, v.Pass
	}, p.Require != pbem.RequireNothing, nil
}

func runReferee(e *env, args []string) error {
	fs := newFlags(e, "referee", "[--dir DIR] | --config FILE [--once]")
	local := defineLocalFlags(fs)
	cfgPath := fs.String("config", "", "the referee's configuration file (JSON)")
	once := fs.Bool("once", false, "process the mail that is there, resolve what is due, deliver, and exit")
	dbPath := fs.String("db", "", "a campaign database, instead of the configuration's campaigns")
	verbose := fs.Bool("v", false, "log every mail handled")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *cfgPath == "" {
		return runRefereeDefault(e, local, *once, *verbose, *dbPath, resumeCommand(fs))
	}
	cfg, err := readRefereeConfig(*cfgPath)
	if err != nil {
		return err
	}
	if *dbPath != "" {
		cfg.DB, cfg.Campaigns = *dbPath, nil
	}
	level := slog.LevelWarn
	if *verbose || !*once {
		level = slog.LevelInfo
	}
	log := slog.New(slog.NewTextHandler(e.stderr, &slog.HandlerOptions{Level: level}))
	dbs, err := cfg.databases()
	if err != nil {
		return err
	}
	eng, orders, compile, err := campaignDeps()
	if err != nil {
		return err
	}
	check, require, err := authCheck(cfg)
	if err != nil {
		return err
	}
	var (
		stores   []*store.Store
		refs     pbem.Handlers
		outboxes pbem.Outboxes
	)
	defer func() {
		for _, st := range stores {
			st.Close()
		}
	}()
	for _, db := range dbs {
		st, err := openStore(e, db)
		if err != nil {
			return err
		}
		stores = append(stores, st)
		ref, err := campaign.New(campaign.Options{Store: st, Engine: eng, Orders: orders, Compile: compile, Logger: log.With("db", db),
			CheckDKIM: check, RequireDKIM: require})
		if err != nil {
			return err
		}
		refs, outboxes = append(refs, ref), append(outboxes, st)
	}
	// One database is served as it is, with its group commit.
	var (
		handler pbem.Handler = refs
		outbox  pbem.Outbox  = outboxes
	)
	if len(refs) == 1 {
		handler, outbox = refs[0], stores[0]
	}
	in, out, closeOut, err := transports(e, cfg, stores, log)
	if err != nil {
		return err
	}
	defer closeOut()
	defer in.Close()
	pcfg := pbem.Config{Inbox: in, Sender: out, Outbox: outbox, Handler: handler, Logger: log, Now: now,
		TickInterval: time.Duration(cfg.Tick)}
	if *once {
		return runOnce(e, pcfg)
	}
	log.Info("referee running", "db", strings.Join(dbs, ", "))
	// A refused login carries its hint (pbem.AuthError).
	return pbem.Run(e.ctx, pcfg)
}

// runOnce is --once: one pass of the referee, and what it did.
func runOnce(e *env, cfg pbem.Config) error {
	n, err := pbem.RunOnce(e.ctx, cfg)
	if err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "%d mails handled, %d delivered, %d failed\n", n.Handled, n.Delivered, n.Failed)
	return nil
}
