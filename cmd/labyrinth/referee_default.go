package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"os/signal"
	"path/filepath"
	"sort"
	"strings"
	"syscall"
	"text/tabwriter"
	"time"

	"labyrinth/examples"
	"labyrinth/pbem"
	"labyrinth/pbem/campaign"
	"labyrinth/pbem/imapin"
	"labyrinth/pbem/mailhost"
	"labyrinth/pbem/smtpout"
	"labyrinth/pbem/store"
)

// The embedded default: "labyrinth referee" with no
// configuration keeps everything in one data directory, makes a demo
// campaign on the embedded default maze the first time, runs the embedded
// mail host with an account per player and plays by mail until stopped.

// Names of the embedded default's files in its data directory.
const (
	defaultRefereeDir = "labyrinth-referee"
	defaultDBName     = campaignDBName
	defaultMailDir    = "mail"
	defaultCodesName  = "codes.json"
	demoCampaign      = "demo"
)

// demoPlayers are the seats of the demo campaign, each an account of the
// embedded mail host.
var demoPlayers = []campaign.PlayerConfig{
	{Name: "Анна", Email: "anna@" + mailhost.DefaultDomain, Lang: "ru"},
	{Name: "Boris", Email: "boris@" + mailhost.DefaultDomain, Lang: "en"},
	{Name: "Вера", Email: "vera@" + mailhost.DefaultDomain, Lang: "ru"},
}

// localFlags are the referee's flags for the embedded default.
type localFlags struct {
	dir, imap, smtp *string
}

// defineLocalFlags adds the embedded default's flags to the referee's.
func defineLocalFlags(fs *flag.FlagSet) localFlags {
	return localFlags{
		dir:  fs.String("dir", defaultRefereeDir, "without --config: the data directory (database and mail), created if absent"),
		imap: fs.String("imap", "127.0.0.1:1143", "without --config: the embedded IMAP server's address (loopback; port 0 picks a free one)"),
		smtp: fs.String("smtp", "127.0.0.1:2525", "without --config: the embedded SMTP server's address (loopback; port 0 picks a free one)"),
	}
}

// runRefereeDefault is "labyrinth referee" without --config.
func runRefereeDefault(e *env, lf localFlags, once, verbose bool, dbPath, again string) error {
	if dbPath != "" {
		return hintError{err: errUsage{msg: "--db needs --config"},
			hint: "without --config the referee keeps its database in --dir (default " + defaultRefereeDir + ")"}
	}
	dir := *lf.dir
	if err := os.MkdirAll(filepath.Join(dir, defaultMailDir), 0o700); err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(e.ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	e = &env{ctx: ctx, stdin: e.stdin, stdout: e.stdout, stderr: e.stderr}

	level := slog.LevelWarn
	if verbose || !once {
		level = slog.LevelInfo
	}
	log := slog.New(slog.NewTextHandler(e.stderr, &slog.HandlerOptions{Level: level}))
	cfg := &refereeConfig{DB: filepath.Join(dir, defaultDBName), Poll: campaign.Duration(5 * time.Second),
		Tick:     campaign.Duration(10 * time.Second),
		MailHost: &mailHostConfig{Dir: filepath.Join(dir, defaultMailDir), IMAP: *lf.imap, SMTP: *lf.smtp}}
	st, err := store.Open(e.ctx, cfg.DB, store.Options{})
	if err != nil {
		return err
	}
	defer st.Close()
	eng, orders, compile, err := campaignDeps()
	if err != nil {
		return err
	}
	// Only mail sent by someone logged in as the From address counts.
	check, require, err := authCheck(cfg)
	if err != nil {
		return err
	}
	ref, err := campaign.New(campaign.Options{Store: st, Engine: eng, Orders: orders, Compile: compile, Logger: log,
		CheckDKIM: check, RequireDKIM: require})
	if err != nil {
		return err
	}
	created, err := ensureDemo(e, ref, st, dir)
	if err != nil {
		return err
	}
	codes, err := readCodes(filepath.Join(dir, defaultCodesName))
	if err != nil {
		return err
	}
	in, out, h, accounts, referee, err := startDefaultHost(e, cfg, st, log)
	if err != nil {
		return err
	}
	defer h.Close()
	defer out.Close()
	defer in.Close()
	printDefault(e, h, dir, accounts, referee, codes, created, once, openRounds(e, st))
	pcfg := pbem.Config{Inbox: in, Sender: out, Outbox: st, Handler: ref, Logger: log, Now: now,
		TickInterval: time.Duration(cfg.Tick)}
	if once {
		return runOnce(e, pcfg)
	}
	log.Info("referee running", "dir", dir)
	err = pbem.Run(e.ctx, pcfg)
	if e.ctx.Err() != nil {
		fmt.Fprintf(e.stdout, "referee stopped; %s goes on where it stopped\n", again)
		return nil
	}
	return err
}

// demoCodes are the secret codes of the demo campaign, kept (readable by
// the owner only) in the data directory so that every start can print
// them: the database holds only their hashes.
type demoCodes struct {
	Campaign string            `json:"campaign"`
	Tag      string            `json:"tag"`
	Host     string            `json:"host"`
	Players  map[string]string `json:"players"` // address → code
}

// ensureDemo creates the demo campaign when the database holds none; it
// reports whether it did.
func ensureDemo(e *env, ref *campaign.Referee, st *store.Store, dir string) (bool, error) {
	var n int
	err := st.View(e.ctx, func(tx *store.Tx) error {
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
		"name": demoCampaign, "referee": "referee@" + mailhost.DefaultDomain, "host": "host@" + mailhost.DefaultDomain,
		"maze": examples.Default, "round": "24h", "players": demoPlayers,
	})
	if err != nil {
		return false, err
	}
	cfg, err := campaign.ParseConfig("demo campaign", js)
	if err != nil {
		return false, err
	}
	c, err := ref.Create(e.ctx, cfg, examples.Default, src, now())
	if err != nil {
		return false, fmt.Errorf("create the demo campaign: %w", err)
	}
	codes := demoCodes{Campaign: cfg.Name, Tag: cfg.Tag, Host: c.HostCode, Players: map[string]string{}}
	for i, p := range cfg.Players {
		codes.Players[p.Email] = c.Codes[i]
	}
	b, err := json.MarshalIndent(codes, "", "  ")
	if err != nil {
		return false, err
	}
	return true, os.WriteFile(filepath.Join(dir, defaultCodesName), append(b, '\n'), 0o600)
}

// readCodes reads the kept codes; a missing file is no error (a database
// made otherwise, or codes deleted).
func readCodes(path string) (*demoCodes, error) {
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var c demoCodes
	if err := json.Unmarshal(b, &c); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return &c, nil
}

// startDefaultHost starts the embedded mail host with an account for every
// address of the campaigns on its domain and connects the referee to it.
func startDefaultHost(e *env, c *refereeConfig, st *store.Store, log *slog.Logger) (*imapin.Inbox, *smtpout.Sender, *mailhost.Host, []mailhost.Account, string, error) {
	fail := func(err error) (*imapin.Inbox, *smtpout.Sender, *mailhost.Host, []mailhost.Account, string, error) {
		return nil, nil, nil, nil, "", err
	}
	var referee string
	names := map[string]bool{}
	err := st.View(e.ctx, func(tx *store.Tx) error { return mailHostAddresses(tx, names, &referee) })
	if err != nil {
		return fail(err)
	}
	refLocal, refDomain, _ := strings.Cut(referee, "@")
	if refDomain != mailhost.DefaultDomain {
		return fail(hintError{err: fmt.Errorf("the campaigns in %s are not on the embedded mail host", c.DB),
			hint: "run them with --config naming their mail servers, or choose another --dir"})
	}
	pw, err := accountPasswords(filepath.Join(c.MailHost.Dir, accountsFileName), names)
	if err != nil {
		return fail(err)
	}
	var accounts []mailhost.Account
	for n := range names {
		accounts = append(accounts, mailhost.Account{Name: n, Password: pw[n]})
	}
	sort.Slice(accounts, func(i, j int) bool { return accounts[i].Name < accounts[j].Name })
	h, err := mailhost.Start(e.ctx, mailhost.Options{IMAPAddr: c.MailHost.IMAP, SMTPAddr: c.MailHost.SMTP,
		Accounts: accounts, Dir: c.MailHost.Dir, Logger: log})
	if err != nil {
		hint := "give --imap and --smtp addresses on 127.0.0.1, e.g. --imap 127.0.0.1:1143"
		if errors.Is(err, syscall.EADDRINUSE) {
			hint = "another program (another referee?) uses that port: stop it, or pick other ports with --imap and --smtp (port 0 picks a free one)"
		}
		return fail(hintError{err: fmt.Errorf("start the embedded mail host: %w", err), hint: hint})
	}
	in, err := imapin.New(imapin.Options{Addr: h.IMAPAddr(), TLS: pbem.TLSNone, Username: refLocal, Password: pw[refLocal],
		PollInterval: time.Duration(c.Poll), Logger: log})
	if err != nil {
		h.Close()
		return fail(err)
	}
	out, err := smtpout.New(smtpout.Options{Addr: h.SMTPAddr(), TLS: pbem.TLSNone, Username: refLocal, Password: pw[refLocal], Logger: log})
	if err != nil {
		in.Close()
		h.Close()
		return fail(err)
	}
	return in, out, h, accounts, referee, nil
}

// printDefault tells the user how to play: where the mail host listens,
// every account with its password and code, and an order sent with curl.
func printDefault(e *env, h *mailhost.Host, dir string, accounts []mailhost.Account, referee string, codes *demoCodes, created, once bool, rounds string) {
	w := e.stdout
	if created {
		fmt.Fprintf(w, "new demo campaign %q on the default maze (%s), kept in %s\n\n", demoCampaign, examples.Default, dir)
	} else {
		fmt.Fprintf(w, "the campaigns kept in %s go on: %s\n\n", dir, rounds)
	}
	fmt.Fprintf(w, "mail host for %s, on this machine only (mail kept in %s):\n\n", h.Domain(), filepath.Join(dir, defaultMailDir))
	fmt.Fprintf(w, "  incoming  IMAP  %s\n", h.IMAPAddr())
	fmt.Fprintf(w, "  outgoing  SMTP  %s\n", h.SMTPAddr())
	fmt.Fprintf(w, "  security  none (plain connection; normal password; the login is the account's name)\n\n")
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "  account\taddress\tpassword\tsecret code\n")
	for _, a := range accounts {
		addr := h.Address(a.Name)
		code := ""
		switch {
		case addr == referee:
			code = "(the referee: orders go here)"
		case codes != nil && addr == "host@"+h.Domain():
			code = codes.Host + " (host)"
		case codes != nil:
			code = codes.Players[addr]
		}
		fmt.Fprintf(tw, "  %s\t%s\t%s\t%s\n", a.Name, addr, a.Password, code)
	}
	tw.Flush()
	fmt.Fprintln(w)
	tag := "[lab:" + demoCampaign + "]"
	if codes != nil {
		tag = "[lab:" + codes.Tag + "]"
	}
	fmt.Fprintf(w, "Orders: mail %s with %s in the subject, the secret code on the first line\n", referee, tag)
	fmt.Fprintf(w, "and the orders below; each player's invitation in their INBOX explains the rest.\n")
	if codes != nil {
		for _, a := range accounts {
			addr := h.Address(a.Name)
			code, ok := codes.Players[addr]
			if !ok {
				continue
			}
			fmt.Fprintf(w, "\nThe first turn's order with curl, as %s (it names the start cell, rule B6):\n\n", a.Name)
			fmt.Fprintf(w, "  printf 'From: %s\\r\\nTo: %s\\r\\nSubject: %s orders\\r\\n\\r\\ncode: %s\\r\\nstart at %s\\r\\n' > orders.eml\n",
				addr, referee, tag, code, demoStart)
			fmt.Fprintf(w, "  curl --url smtp://%s --user %s:%s --mail-from %s --mail-rcpt %s --upload-file orders.eml\n",
				h.SMTPAddr(), a.Name, a.Password, addr, referee)
			fmt.Fprintf(w, "  curl --url 'imap://%s/INBOX' --user %s:%s -X 'SEARCH ALL'\n", h.IMAPAddr(), a.Name, a.Password)
			fmt.Fprintf(w, "  curl --url 'imap://%s/INBOX;UID=2;SECTION=TEXT' --user %s:%s\n", h.IMAPAddr(), a.Name, a.Password)
			break
		}
	}
	if !once {
		fmt.Fprintf(w, "\nPress Ctrl-C to stop; the same command goes on where it stopped.\n")
	}
	fmt.Fprintln(w)
}

// openRounds says where each campaign of st stands: «"demo" in round 3»,
// «"demo" is over».
func openRounds(e *env, st *store.Store) string {
	var out []string
	st.View(e.ctx, func(tx *store.Tx) error {
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
	return strings.Join(out, ", ")
}

// resumeCommand is the command line that starts the referee again as it
// was started: the flags actually given, and "go run ./cmd/labyrinth"
// when it runs under go run (whose binary is gone once it stops).
func resumeCommand(fs *flag.FlagSet) string {
	prog := "labyrinth"
	if exe := os.Args[0]; strings.Contains(exe, "go-build") {
		prog = "go run ./cmd/labyrinth"
	} else if filepath.Base(exe) != "labyrinth" && filepath.Base(exe) != "labyrinth.test" {
		prog = exe
	}
	args := []string{prog, "referee"}
	fs.Visit(func(f *flag.Flag) {
		if f.Name == "once" {
			return
		}
		if b, ok := f.Value.(interface{ IsBoolFlag() bool }); ok && b.IsBoolFlag() {
			args = append(args, "--"+f.Name)
			return
		}
		args = append(args, "--"+f.Name, shellQuote(f.Value.String()))
	})
	return strings.Join(args, " ")
}

// shellQuote quotes s for a POSIX shell when it needs it.
func shellQuote(s string) string {
	if s != "" && strings.Trim(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./:@+=,") == "" {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// demoStart is the start cell of the curl example: a plain corridor cell
// of the default maze (examples/base.maze).
const demoStart = "B2"
