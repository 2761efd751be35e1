package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"text/tabwriter"

	"labyrinth/examples"
	"labyrinth/pbem"
	"labyrinth/pbem/campaign"
	"labyrinth/pbem/daemon"
)

// localFlags are the referee's flags for the embedded default
// (pbem/daemon, demo.go).
type localFlags struct {
	dir, imap, smtp *string
}

// defineLocalFlags adds the embedded default's flags to the referee's.
func defineLocalFlags(fs *flag.FlagSet) localFlags {
	return localFlags{
		dir:  fs.String("dir", daemon.DefaultDataDir, "without --config: the data directory (database and mail), created if absent"),
		imap: fs.String("imap", daemon.DefaultIMAPAddr, "without --config: the embedded IMAP server's address (loopback; port 0 picks a free one)"),
		smtp: fs.String("smtp", daemon.DefaultSMTPAddr, "without --config: the embedded SMTP server's address (loopback; port 0 picks a free one)"),
	}
}

// runRefereeDefault is "labyrinth referee" without --config.
func runRefereeDefault(e *env, lf localFlags, once, verbose bool, dbPath, again string) error {
	if dbPath != "" {
		return hintError{err: errUsage{msg: "--db needs --config"},
			hint: "without --config the referee keeps its database in --dir (default " + daemon.DefaultDataDir + ")"}
	}
	dir := *lf.dir
	ctx, stop := signal.NotifyContext(e.ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	e = &env{ctx: ctx, stdin: e.stdin, stdout: e.stdout, stderr: e.stderr}
	log := refereeLog(e, verbose, once)
	opts, err := refereeOptions(log)
	if err != nil {
		return err
	}
	ref, err := daemon.OpenDefault(e.ctx, dir, *lf.imap, *lf.smtp, opts)
	if err != nil {
		return defaultHostError(err, filepath.Join(dir, campaign.DBName))
	}
	defer ref.Close()
	printDefault(e, ref.Mail, dir, ref.Codes, ref.Created, once, ref.Rounds)
	if once {
		return runOnce(e, ref.Config())
	}
	log.Info("referee running", "dir", dir)
	err = pbem.Run(e.ctx, ref.Config())
	if e.ctx.Err() != nil {
		fmt.Fprintf(e.stdout, "referee stopped; %s goes on where it stopped\n", again)
		return nil
	}
	return err
}

// defaultHostError explains why the embedded default's mail host did not
// start, in terms of its flags.
func defaultHostError(err error, db string) error {
	var he *daemon.HostError
	switch {
	case errors.Is(err, daemon.ErrNotOnHost):
		return hintError{err: fmt.Errorf("the campaigns in %s are not on the embedded mail host", db),
			hint: "run them with --config naming their mail servers, or choose another --dir"}
	case errors.Is(err, syscall.EADDRINUSE):
		return hintError{err: err, hint: "another program (another referee?) uses that port: stop it, or pick other ports with --imap and --smtp (port 0 picks a free one)"}
	case errors.As(err, &he):
		return hintError{err: err, hint: "give --imap and --smtp addresses on 127.0.0.1, e.g. --imap 127.0.0.1:1143"}
	}
	return err
}

// printDefault tells the user how to play: where the mail host listens,
// every account with its password and code, and an order sent with curl.
func printDefault(e *env, m *daemon.Mail, dir string, codes *daemon.DemoCodes, created, once bool, rounds string) {
	w, h, accounts, referee := e.stdout, m.Host, m.Accounts, m.Referee
	if created {
		fmt.Fprintf(w, "new demo campaign %q on the default maze (%s), kept in %s\n\n", daemon.DemoCampaign, examples.Default, dir)
	} else {
		fmt.Fprintf(w, "the campaigns kept in %s go on: %s\n\n", dir, rounds)
	}
	fmt.Fprintf(w, "mail host for %s, on this machine only (mail kept in %s):\n\n", h.Domain(), m.Dir)
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
	tag := "[lab:" + daemon.DemoCampaign + "]"
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
				addr, referee, tag, code, daemon.DemoStart)
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
