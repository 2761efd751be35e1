package daemon

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"labyrinth/pbem"
	"labyrinth/pbem/imapin"
	"labyrinth/pbem/mailhost"
	"labyrinth/pbem/smtpout"
	"labyrinth/pbem/spool"
	"labyrinth/pbem/store"
)

// Mail is the referee's mail: its inbox and its sender, and the embedded
// mail host when it serves them.
type Mail struct {
	Inbox  pbem.Inbox
	Sender pbem.Sender
	// Host is the embedded mail host, if it runs; Dir is where it keeps
	// the mail and the passwords, Accounts its accounts (by name) and
	// Referee the referee's address there.
	Host     *mailhost.Host
	Dir      string
	Accounts []mailhost.Account
	Referee  string

	closers []func() error
}

// Close closes the inbox, the sender and the mail host, in that order.
func (m *Mail) Close() error {
	var errs []error
	for _, c := range m.closers {
		errs = append(errs, c())
	}
	return errors.Join(errs...)
}

// ErrNotOnHost is StartHost's error when the campaigns' referee address
// is not on the embedded mail host's domain, so the host cannot carry
// their mail.
var ErrNotOnHost = errors.New("the campaigns' addresses are not on the embedded mail host")

// HostError is StartHost's error when the embedded mail host does not
// start: a listen address that is not loopback, or in use
// (syscall.EADDRINUSE), or a mail directory it cannot use.
type HostError struct{ Err error }

func (e *HostError) Error() string { return "start the embedded mail host: " + e.Err.Error() }
func (e *HostError) Unwrap() error { return e.Err }

// OpenMail opens the transport the configuration names: its spool, its
// IMAP and SMTP servers, or else the embedded mail host for the
// campaigns of stores.
func OpenMail(ctx context.Context, c *Config, stores []*store.Store, log *slog.Logger) (*Mail, error) {
	switch {
	case c.Spool != nil:
		in, err := spool.NewInbox(c.Spool.In, time.Duration(c.Poll))
		if err != nil {
			return nil, err
		}
		return &Mail{Inbox: in, Sender: &spool.Sender{Dir: c.Spool.Out}, closers: []func() error{in.Close}}, nil
	case c.IMAP != nil:
		return dialServers(c, log)
	}
	h := MailHostConfig{}
	if c.MailHost != nil {
		h = *c.MailHost
	}
	if h.Dir == "" {
		h.Dir = c.MailDir()
	}
	return StartHost(ctx, h, time.Duration(c.Poll), stores, log)
}

// password reads a server's password from the environment variable the
// configuration names.
func password(s *ServerConfig) (string, error) {
	if s.PasswordEnv == "" {
		return "", nil
	}
	p, ok := os.LookupEnv(s.PasswordEnv)
	if !ok {
		return "", fmt.Errorf("the environment variable %s (the password for %s) is not set", s.PasswordEnv, s.Addr)
	}
	return p, nil
}

// imapOptions are the inbox's options for the daemon. A failing inbox is
// paced by the daemon (pbem.Config.InboxBackoff), for every kind of
// inbox; imapin's own reconnection backoff would stack a second schedule
// on the same failure (the daemon waits, then imapin refuses to dial
// until its own wait is over, which the daemon counts as one more
// failure), so it is cut to nothing here and imapin dials whenever asked.
func imapOptions(o imapin.Options) imapin.Options {
	o.MinBackoff, o.MaxBackoff = time.Nanosecond, time.Nanosecond
	return o
}

func dialServers(c *Config, log *slog.Logger) (*Mail, error) {
	imapTLS, err := pbem.ParseTLSMode(c.IMAP.TLS)
	if err != nil {
		return nil, fmt.Errorf("imap: %w", err)
	}
	smtpTLS, err := pbem.ParseTLSMode(c.SMTP.TLS)
	if err != nil {
		return nil, fmt.Errorf("smtp: %w", err)
	}
	ipw, err := password(c.IMAP)
	if err != nil {
		return nil, err
	}
	spw, err := password(c.SMTP)
	if err != nil {
		return nil, err
	}
	sign, err := c.SMTPDKIM()
	if err != nil {
		return nil, fmt.Errorf("smtp: %w", err)
	}
	in, err := imapin.New(imapOptions(imapin.Options{Addr: c.IMAP.Addr, TLS: imapTLS, Username: c.IMAP.Username, Password: ipw,
		OAuth2:  c.IMAP.oauth2(),
		Mailbox: c.IMAP.Mailbox, ProcessedMailbox: c.IMAP.Processed, PollInterval: time.Duration(c.Poll), Logger: log}))
	if err != nil {
		return nil, fmt.Errorf("imap: %w", err)
	}
	out, err := smtpout.New(smtpout.Options{Addr: c.SMTP.Addr, TLS: smtpTLS, Username: c.SMTP.Username, Password: spw,
		OAuth2: c.SMTP.oauth2(), HeloName: c.SMTP.Helo, DKIM: sign, Logger: log})
	if err != nil {
		in.Close()
		return nil, fmt.Errorf("smtp: %w", err)
	}
	return &Mail{Inbox: in, Sender: out, closers: []func() error{in.Close, out.Close}}, nil
}

// StartHost runs the embedded mail host in h.Dir (h.IMAP and h.SMTP
// default to DefaultIMAPAddr and DefaultSMTPAddr) with an account for the
// referee, the host and every player of the campaigns in stores whose
// address is on its domain, with passwords kept in mailhost.AccountsFile,
// and connects the referee to it. It fails with ErrNotOnHost when the
// referee's address is elsewhere, and with a *HostError when the host
// does not start.
func StartHost(ctx context.Context, h MailHostConfig, poll time.Duration, stores []*store.Store, log *slog.Logger) (*Mail, error) {
	if h.IMAP == "" {
		h.IMAP = DefaultIMAPAddr
	}
	if h.SMTP == "" {
		h.SMTP = DefaultSMTPAddr
	}
	if err := os.MkdirAll(h.Dir, 0o700); err != nil {
		return nil, err
	}
	names, referee, err := hostAccounts(ctx, stores)
	if err != nil {
		return nil, err
	}
	refLocal, refDomain, _ := strings.Cut(referee, "@")
	if refDomain != mailhost.DefaultDomain {
		return nil, ErrNotOnHost
	}
	path := filepath.Join(h.Dir, mailhost.AccountsFile)
	// The accounts kept from before stay: a player who left the campaign
	// (replaced, removed) can still read the mail they had.
	if kept, err := mailhost.ReadAccounts(path); err == nil {
		for _, a := range kept {
			if !slices.Contains(names, a.Name) {
				names = append(names, a.Name)
			}
		}
		slices.Sort(names)
	}
	accounts, err := mailhost.KeepPasswords(path, names)
	if err != nil {
		return nil, err
	}
	host, err := mailhost.Start(ctx, mailhost.Options{IMAPAddr: h.IMAP, SMTPAddr: h.SMTP, Accounts: accounts, Dir: h.Dir, Logger: log,
		Lookup: lookupAccount(ctx, path, stores)})
	if err != nil {
		return nil, &HostError{Err: err}
	}
	var pw string
	for _, a := range accounts {
		if a.Name == refLocal {
			pw = a.Password
		}
	}
	in, err := imapin.New(imapOptions(imapin.Options{Addr: host.IMAPAddr(), TLS: pbem.TLSNone, Username: refLocal, Password: pw,
		PollInterval: poll, Logger: log}))
	if err != nil {
		host.Close()
		return nil, err
	}
	out, err := smtpout.New(smtpout.Options{Addr: host.SMTPAddr(), TLS: pbem.TLSNone, Username: refLocal, Password: pw, Logger: log})
	if err != nil {
		in.Close()
		host.Close()
		return nil, err
	}
	return &Mail{Inbox: in, Sender: out, Host: host, Dir: h.Dir, Accounts: accounts, Referee: referee,
		closers: []func() error{in.Close, out.Close, host.Close}}, nil
}

// lookupAccount is the embedded host's Options.Lookup: a name that is an
// address of a campaign in stores — a player a host command has just
// added — gets an account at once, its password kept in the accounts
// file at path with the others.
func lookupAccount(ctx context.Context, path string, stores []*store.Store) func(string) (mailhost.Account, bool, error) {
	var mu sync.Mutex
	return func(name string) (mailhost.Account, bool, error) {
		found := false
		for _, st := range stores {
			err := st.View(ctx, func(tx *store.Tx) error {
				var err error
				found, err = tx.AddressKnown(name, mailhost.DefaultDomain)
				return err
			})
			if err != nil {
				return mailhost.Account{}, false, err
			}
			if found {
				break
			}
		}
		if !found {
			return mailhost.Account{}, false, nil
		}
		mu.Lock()
		defer mu.Unlock()
		accs, err := mailhost.KeepPasswords(path, []string{name})
		if err != nil {
			return mailhost.Account{}, false, err
		}
		return accs[0], true, nil
	}
}

// hostAccounts returns the local part of every address of the campaigns
// in stores on the embedded host's domain, sorted, and the first
// campaign's referee address.
func hostAccounts(ctx context.Context, stores []*store.Store) (names []string, referee string, err error) {
	seen := map[string]bool{}
	for _, st := range stores {
		err := st.View(ctx, func(tx *store.Tx) error {
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
						seen[local] = true
					}
				}
				if referee == "" {
					referee = strings.ToLower(cp.Referee)
				}
			}
			return nil
		})
		if err != nil {
			return nil, "", err
		}
	}
	for n := range seen {
		names = append(names, n)
	}
	slices.Sort(names)
	return names, referee, nil
}
