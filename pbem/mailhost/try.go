package mailhost

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"text/tabwriter"
)

// The mail host as "labyrinth mailhost" runs it on its own, to try a
// campaign with any mail client: its accounts and what it tells the user.

// DefaultAccounts are the accounts served when none are given: the
// referee, the host and two players, enough to try a campaign.
var DefaultAccounts = []string{"referee", "host", "anya", "bob"}

// LoadAccounts returns the accounts to serve and says where they came
// from: the accounts file path (ReadAccounts), else the AccountsFile kept
// in dir, else DefaultAccounts with new passwords, kept in dir (made if
// absent) when there is one.
func LoadAccounts(path, dir string) ([]Account, string, error) {
	if path != "" {
		accs, err := ReadAccounts(path)
		return accs, path, err
	}
	if dir == "" {
		var accs []Account
		for _, name := range DefaultAccounts {
			accs = append(accs, Account{Name: name, Password: NewPassword()})
		}
		return accs, "new passwords for this run", nil
	}
	kept := filepath.Join(dir, AccountsFile)
	accs, err := ReadAccounts(kept)
	if err == nil {
		return accs, kept, nil
	}
	if !errors.Is(err, fs.ErrNotExist) {
		return nil, "", err
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, "", err
	}
	accs, err = KeepPasswords(kept, DefaultAccounts)
	return accs, "new, saved in " + kept, err
}

// WriteInfo tells the user how to point mail clients at the host: its
// addresses, the accounts (from source, as LoadAccounts says) and where
// the mail is kept (dir, or memory).
func (h *Host) WriteInfo(w io.Writer, accounts []Account, source, dir string) {
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
