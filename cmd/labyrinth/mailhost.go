package main

import (
	"bufio"
	"bytes"
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/signal"
	"path/filepath"
	"sort"
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

// accountsFileName is the accounts file kept in --dir, so the passwords
// chosen on the first start stay the same on the next. It is the same
// file, in the same form (a JSON object of name → password), as the one
// "labyrinth referee" keeps for its embedded mail host, so either can
// serve the other's directory.
const accountsFileName = "accounts.json"

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
// accounts (written to dir when there is one).
func mailAccounts(path, dir string) ([]mailhost.Account, string, error) {
	if path != "" {
		accs, err := readMailAccounts(path)
		return accs, path, err
	}
	if dir != "" {
		kept := filepath.Join(dir, accountsFileName)
		accs, err := readMailAccounts(kept)
		if err == nil {
			return accs, kept, nil
		}
		if !errors.Is(err, fs.ErrNotExist) {
			return nil, "", err
		}
	}
	var accs []mailhost.Account
	for _, name := range defaultMailAccounts {
		accs = append(accs, mailhost.Account{Name: name, Password: newPassword()})
	}
	if dir == "" {
		return accs, "new passwords for this run", nil
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, "", err
	}
	pw := map[string]string{}
	for _, a := range accs {
		pw[a.Name] = a.Password
	}
	js, err := json.MarshalIndent(pw, "", "  ")
	if err != nil {
		return nil, "", err
	}
	kept := filepath.Join(dir, accountsFileName)
	if err := os.WriteFile(kept, append(js, '\n'), 0o600); err != nil {
		return nil, "", err
	}
	return accs, "new, saved in " + kept, nil
}

// readMailAccounts reads an accounts file: one "name password" a line,
// blank lines and lines starting with # ignored; or a JSON object of name
// → password, as "labyrinth referee" keeps for its embedded mail host. The
// name is the login and the local part of the address.
func readMailAccounts(path string) ([]mailhost.Account, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if t := bytes.TrimSpace(src); len(t) > 0 && t[0] == '{' {
		var pw map[string]string
		if err := json.Unmarshal(t, &pw); err != nil {
			return nil, hintError{err: fmt.Errorf("%s: %v", path, err), hint: `a JSON accounts file is one object: {"anya": "PASSWORD", "bob": "PASSWORD"}`}
		}
		var lines []string
		for name, p := range pw {
			lines = append(lines, name+" "+p)
		}
		sort.Strings(lines)
		src = []byte(strings.Join(lines, "\n"))
	}
	var accs []mailhost.Account
	seen := map[string]int{}
	sc := bufio.NewScanner(bytes.NewReader(src))
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Fields(line)
		bad := func(msg, hint string) error {
			return hintError{err: fmt.Errorf("%s:%d: %s", path, n, msg), hint: hint}
		}
		const form = `write one account a line: "name password", e.g. "anya s3cret"`
		if len(fields) != 2 {
			return nil, bad(fmt.Sprintf("want a name and a password, found %d words", len(fields)), form)
		}
		name := strings.ToLower(fields[0])
		if strings.ContainsAny(name, "@+\"\\") {
			return nil, bad(fmt.Sprintf("bad account name %q", fields[0]),
				"the name is the local part of the address only, without @ or + (anya, not anya@example.org)")
		}
		if first, ok := seen[name]; ok {
			return nil, bad(fmt.Sprintf("account %q again", name), fmt.Sprintf("it is already on line %d", first))
		}
		seen[name] = n
		accs = append(accs, mailhost.Account{Name: name, Password: fields[1]})
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if len(accs) == 0 {
		return nil, hintError{err: fmt.Errorf("%s: no accounts", path), hint: `write one account a line: "name password"`}
	}
	return accs, nil
}

// newPassword returns a random password that is easy to type.
func newPassword() string {
	const alphabet = "abcdefghijkmnpqrstuvwxyz23456789"
	b := make([]byte, 10)
	rand.Read(b)
	for i := range b {
		b[i] = alphabet[int(b[i])%len(alphabet)]
	}
	return string(b)
}
