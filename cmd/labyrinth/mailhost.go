package main

import (
	"fmt"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"labyrinth/pbem/mailhost"
)

func init() {
	register(&command{name: "mailhost", summary: "run a local mail server to try a campaign with any mail client", run: runMailhost})
}

func runMailhost(e *env, args []string) error {
	fs := newFlags(e, "mailhost", "[--accounts FILE] [--imap ADDR] [--smtp ADDR] [--dir DIR]")
	accountsPath := fs.String("accounts", "", `the accounts, one "name password" a line (default: `+strings.Join(mailhost.DefaultAccounts, ", ")+` with new passwords)`)
	imapAddr := fs.String("imap", "127.0.0.1:1143", "the IMAP address (loopback only; port 0 picks a free one)")
	smtpAddr := fs.String("smtp", "127.0.0.1:2525", "the SMTP submission address (loopback only; port 0 picks a free one)")
	dir := fs.String("dir", "", "keep the mail (and the default accounts) in this directory across restarts")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return errUsage{msg: fmt.Sprintf("unexpected argument %q", fs.Arg(0))}
	}
	accounts, source, err := mailhost.LoadAccounts(*accountsPath, *dir)
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(e.ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	h, err := mailhost.Start(ctx, mailhost.Options{IMAPAddr: *imapAddr, SMTPAddr: *smtpAddr, Accounts: accounts, Dir: *dir})
	if err != nil {
		return mailhost.StartHint(err)
	}
	h.WriteInfo(e.stdout, accounts, source, *dir)
	<-ctx.Done()
	if err := h.Close(); err != nil {
		return fmt.Errorf("stopping the mail host: %w", err)
	}
	fmt.Fprintln(e.stdout, "mail host stopped")
	return nil
}
