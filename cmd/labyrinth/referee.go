package main

import (
	"fmt"
	"log/slog"
	"path/filepath"
	"strings"

	"labyrinth/pbem"
	"labyrinth/pbem/daemon"
	"labyrinth/pbem/mailhost"
)

func init() {
	register(&command{name: "referee", summary: "referee the campaigns by mail: read orders, resolve rounds, send reports", run: runReferee})
}

func runReferee(e *env, args []string) error {
	fs := newFlags(e, "referee", "[--dir DIR] | --config FILE [--once | --check-config]")
	local := defineLocalFlags(fs)
	cfgPath := fs.String("config", "", "the referee's configuration file (JSON)")
	once := fs.Bool("once", false, "process the mail that is there, resolve what is due, deliver, and exit")
	dbPath := fs.String("db", "", "a campaign database, instead of the configuration's campaigns")
	verbose := fs.Bool("v", false, "log every mail handled")
	webAddr := fs.String("web", "", "serve the web pages on ADDR (\"off\" for none; default: the configuration's, without --config "+daemon.DefaultWebAddr+")")
	check := fs.Bool("check-config", false, "with --config: log in to the mail servers, say what works and what does not, and exit")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *check && *cfgPath == "" {
		return hintError{err: errUsage{msg: "--check-config needs --config"}, hint: "name the referee's configuration file: labyrinth referee --config referee.json --check-config"}
	}
	if *cfgPath == "" {
		return runRefereeDefault(e, local, *once, *verbose, *dbPath, *webAddr, resumeCommand(fs))
	}
	cfg, err := daemon.ReadConfig(*cfgPath)
	if err != nil {
		return err
	}
	if *dbPath != "" {
		cfg.DB, cfg.Campaigns = *dbPath, nil
	}
	cfg.Web = webFlag(cfg.Web, *webAddr, *once || *check)
	log := refereeLog(e, *verbose, *once)
	opts, err := refereeOptions(log)
	if err != nil {
		return err
	}
	ref, err := daemon.Open(e.ctx, cfg, opts)
	if err != nil {
		return err
	}
	defer ref.Close()
	if *check {
		return printChecks(e, ref.Check(e.ctx))
	}
	if err := ref.Connect(e.ctx); err != nil {
		return daemon.ConnectHint(err)
	}
	if h := ref.Mail.Host; h != nil {
		dir := ref.Mail.Dir
		fmt.Fprintf(e.stdout, "embedded mail host on %s (IMAP) and %s (SMTP); mail kept in %s\n", h.IMAPAddr(), h.SMTPAddr(), dir)
		fmt.Fprintf(e.stdout, "passwords of the accounts are in %s\n\n", filepath.Join(dir, mailhost.AccountsFile))
		for _, a := range ref.Mail.Accounts {
			fmt.Fprintln(e.stdout, h.ClientSettings(a.Name))
		}
	}
	if *once {
		return runOnce(e, ref.Config())
	}
	if ref.Web != nil {
		fmt.Fprintf(e.stdout, "web pages on %s\n", ref.Web.URL())
	}
	log.Info("referee running", "db", strings.Join(ref.Databases, ", "))
	// A refused login carries its hint (pbem.AuthError).
	return ref.Run(e.ctx)
}

// webFlag applies --web to the configuration's web pages: an address
// turns them on there, "off" turns them off, and --once never serves.
func webFlag(cfg *daemon.WebConfig, addr string, once bool) *daemon.WebConfig {
	switch {
	case once || addr == "off":
		return nil
	case addr == "":
		return cfg
	case cfg == nil:
		return &daemon.WebConfig{Addr: addr}
	}
	c := *cfg
	c.Addr = addr
	return &c
}

// refereeLog logs to stderr: every mail handled when the referee runs or
// with -v, else warnings alone.
func refereeLog(e *env, verbose, once bool) *slog.Logger {
	level := slog.LevelWarn
	if verbose || !once {
		level = slog.LevelInfo
	}
	return slog.New(slog.NewTextHandler(e.stderr, &slog.HandlerOptions{Level: level}))
}

// refereeOptions are the game the referee plays (campaignDeps), its log
// and its clock.
func refereeOptions(log *slog.Logger) (daemon.Options, error) {
	eng, orders, compile, err := campaignDeps()
	return daemon.Options{Engine: eng, Orders: orders, Compile: compile, Logger: log, Now: now}, err
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

// printChecks prints what --check-config found, a line a part and a hint
// under each failure; it fails when anything does.
func printChecks(e *env, checks []daemon.Check) error {
	failed := 0
	for _, c := range checks {
		if c.OK {
			fmt.Fprintf(e.stdout, "ok      %s: %s\n", c.What, c.Detail)
			continue
		}
		failed++
		fmt.Fprintf(e.stdout, "FAILED  %s: %v\n", c.What, c.Err)
		if c.Hint != "" {
			fmt.Fprintf(e.stdout, "        hint: %s\n", c.Hint)
		}
	}
	if failed > 0 {
		fmt.Fprintf(e.stderr, "labyrinth: error: %d of %d checks failed\n", failed, len(checks))
		return errSilent
	}
	return nil
}
