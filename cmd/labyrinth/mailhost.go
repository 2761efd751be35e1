package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"text/tabwriter"

	"labyrinth/pbem/mailhost"
)

func init() {
	register(&command{name: "mailhost", summary: "run a local mail server to try a campaign with any mail client", run: runMailhost})
}

// defaultMailAccounts are the accounts of "labyrinth mailhost" without
// --accounts: the referee, the host and two players, enough to try a
// campaign.
var defaultMailAccounts = []string{"referee", "host", "anya", "bob"}

func runMailhost(e *env, args []string) error {
	fs := newFlags(e, "mailhost", "[--accounts FILE] [--imap ADDR] [--smtp ADDR] [--dir DIR]")
	accountsPath := fs.String("accounts", "", `the accounts, one "name password" a line (default: `+strings.Join(defaultMailAccounts, ", ")+` with new passwords)`)
	imapAddr := fs.String("imap", "127.0.0.1:1143", "the IMAP address (loopback only; port 0 picks a free one)")
	smtpAddr := fs.String("smtp", "127.0.0.1:2525", "the SMTP submission address (loopback only; port 0 picks a free one)")
	dir := fs.String("dir", "", "keep the mail (and the default accounts) in this directory across restarts")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return errUsage{msg: fmt.Sprintf("unexpected argument %q", fs.Arg(0))}
	}
	accounts, source, err := mailAccounts(*accountsPath, *dir)
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(e.ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	h, err := mailhost.Start(ctx, mailhost.Options{IMAPAddr: *imapAddr, SMTPAddr: *smtpAddr, Accounts: accounts, Dir: *dir})
	if err != nil {
		hint := "give --imap and --smtp addresses on 127.0.0.1, e.g. --imap 127.0.0.1:1143"
		if errors.Is(err, syscall.EADDRINUSE) {
			hint = "another program uses that port: pick other ports with --imap and --smtp (port 0 picks a free one)"
		}
		return hintError{err: err, hint: hint}
	}
	printMailhost(e, h, accounts, source, *dir)
	<-ctx.Done()
	if err := h.Close(); err != nil {
		return fmt.Errorf("stopping the mail host: %w", err)
	}
	fmt.Fprintln(e.stdout, "mail host stopped")
	return nil
}

// printMailhost tells the user how to point mail clients at the host.
func printMailhost(e *env, h *mailhost.Host, accounts []mailhost.Account, source, dir string) {
	w := e.stdout
	fmt.Fprintf(w, "mail host for %s, on this machine only\n\n", h.Domain())
	fmt.Fprintf(w, "  incoming  IMAP  %s\n", h.IMAPAddr())
	fmt.Fprintf(w, "  outgoing  SMTP  %s\n", h.SMTPAddr())
	fmt.Fprintf(w, "  security  none (plain connection; normal password; the login is the name)\n\n")
	fmt.Fprintf(w, "accounts (%s):\n", source)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "  name\taddress\tpassword\n")
	for _, a := range accounts {
		fmt.Fprintf(tw, "  %s\t%s\t%s\n", a.Name, h.Address(a.Name), a.Password)
	}
	tw.Flush()
	fmt.Fprintln(w)
	if dir != "" {
		fmt.Fprintf(w, "mail is kept in %s across restarts\n", dir)
	} else {
		fmt.Fprintln(w, "mail lives in memory and is lost at exit (--dir DIR keeps it)")
	}
	fmt.Fprintln(w, "press Ctrl-C to stop")
}

// mailAccounts returns the accounts to serve and says where they came
// from: the --accounts file, the file kept in dir, or new default
// accounts (kept in dir when there is one).
func mailAccounts(path, dir string) ([]mailhost.Account, string, error) {
	if path != "" {
		accs, err := mailhost.ReadAccounts(path)
		return accs, path, err
	}
	if dir == "" {
		var accs []mailhost.Account
		for _, name := range defaultMailAccounts {
			accs = append(accs, mailhost.Account{Name: name, Password: mailhost.NewPassword()})
		}
		return accs, "new passwords for this run", nil
	}
	kept := filepath.Join(dir, mailhost.AccountsFile)
	accs, err := mailhost.ReadAccounts(kept)
	if err == nil {
		return accs, kept, nil
	}
	if !errors.Is(err, fs.ErrNotExist) {
		return nil, "", err
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, "", err
	}
	accs, err = mailhost.KeepPasswords(kept, defaultMailAccounts)
	return accs, "new, saved in " + kept, err
}
