package daemon

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"net"
	"os"
	"strings"
	"syscall"

	"labyrinth/pbem"
	"labyrinth/pbem/imapin"
	"labyrinth/pbem/smtpout"
	"labyrinth/pbem/store"
)

// Check is what "labyrinth referee --check-config" found about one part
// of the configuration: what it is, whether it works, what was seen, and
// for a failure the error and what to do about it.
type Check struct {
	What   string
	OK     bool
	Detail string
	Err    error
	Hint   string
}

// CheckConfig tries the mail transport of the configuration without
// touching any mail: it logs in to the IMAP server and selects the
// mailbox, logs in to the SMTP server and quits without sending, or
// starts the embedded mail host and does the same through it, or looks
// at the spool's directories. For each failure it says what to check.
func CheckConfig(ctx context.Context, c *Config, stores []*store.Store) []Check {
	var out []Check
	if c.SMTP != nil && c.SMTP.DKIM != nil {
		if d, err := c.SMTPDKIM(); err == nil {
			rec, err := smtpout.DNSRecord(d.Key)
			if err == nil {
				out = append(out, Check{What: "dkim", OK: true,
					Detail: fmt.Sprintf("publish this TXT record at %s._domainkey.%s: %s", d.Selector, d.Domain, rec)})
			}
		}
	}
	m, err := OpenMail(ctx, c, stores, nil)
	if err != nil {
		return append(out, Check{What: transportName(c), Err: err, Hint: checkHint(c, "", err)})
	}
	defer m.Close()
	if c.Spool != nil {
		for _, d := range []string{c.Spool.In, c.Spool.Out} {
			ch := Check{What: "spool " + d, OK: true, Detail: "a directory the referee can use"}
			if fi, err := os.Stat(d); err != nil || !fi.IsDir() {
				ch = Check{What: "spool " + d, Err: fmt.Errorf("%s is not a directory", d), Hint: "make it: mkdir -p " + d}
			}
			out = append(out, ch)
		}
		return out
	}
	if m.Host != nil {
		out = append(out, Check{What: "embedded mail host", OK: true,
			Detail: fmt.Sprintf("IMAP on %s, SMTP on %s, %d accounts, mail kept in %s", m.Host.IMAPAddr(), m.Host.SMTPAddr(), len(m.Accounts), m.Dir)})
	}
	if in, ok := m.Inbox.(*imapin.Inbox); ok {
		detail, err := in.Check(ctx)
		out = append(out, Check{What: serverName("imap", c.IMAP, m), OK: err == nil, Detail: detail, Err: err, Hint: checkHint(c, "imap", err)})
	}
	if s, ok := m.Sender.(*smtpout.Sender); ok {
		detail, err := s.Check(ctx)
		out = append(out, Check{What: serverName("smtp", c.SMTP, m), OK: err == nil, Detail: detail, Err: err, Hint: checkHint(c, "smtp", err)})
	}
	return out
}

func transportName(c *Config) string {
	switch {
	case c.Spool != nil:
		return "spool"
	case c.IMAP != nil:
		return "mail servers"
	}
	return "embedded mail host"
}

func serverName(proto string, s *ServerConfig, m *Mail) string {
	if s == nil {
		addr := m.Host.IMAPAddr()
		if proto == "smtp" {
			addr = m.Host.SMTPAddr()
		}
		return proto + " " + addr + " (embedded)"
	}
	mode := s.TLS
	if mode == "" {
		mode = "tls"
	}
	return fmt.Sprintf("%s %s (%s)", proto, s.Addr, mode)
}

// checkHint says what to do about err, a failure to reach or use the
// server proto ("imap" or "smtp") of c; "" when there is nothing to add.
func checkHint(c *Config, proto string, err error) string {
	if err == nil {
		return ""
	}
	var s *ServerConfig
	ports := ""
	switch proto {
	case "imap":
		s, ports = c.IMAP, `IMAP is port 993 with "tls": "tls", or 143 with "tls": "starttls"`
	case "smtp":
		s, ports = c.SMTP, `SMTP submission is port 465 with "tls": "tls", or 587 with "tls": "starttls"`
	}
	msg := err.Error()
	var dnsErr *net.DNSError
	var netErr net.Error
	var rh tls.RecordHeaderError
	var certErr *tls.CertificateVerificationError
	var unknownAuth x509.UnknownAuthorityError
	var hostname x509.HostnameError
	var he *pbem.HintError
	switch {
	case errors.As(err, &he):
		return he.Advice
	case strings.Contains(msg, "environment variable"):
		return "export the variable in the shell (or the service's environment) that starts the referee"
	case errors.Is(err, syscall.ECONNREFUSED):
		return "nothing listens there: check the host and the port; " + ports
	case errors.As(err, &dnsErr):
		return "the server's name does not resolve: check its spelling (the provider's guide names it, e.g. imap.gmail.com)"
	case errors.As(err, &rh), strings.Contains(msg, "wrong TLS mode"), strings.Contains(msg, "does not look like a TLS handshake"):
		return `the server does not speak TLS from the first byte on this port: use "tls": "starttls" there, or the TLS port; ` + ports
	case strings.Contains(msg, "STARTTLS"):
		return `the server offers no STARTTLS on this port: use "tls": "tls" with the TLS port; ` + ports
	case errors.As(err, &certErr), errors.As(err, &unknownAuth), errors.As(err, &hostname):
		return "the server's certificate does not verify for this name: use the server name the provider gives, not an address or an alias"
	case strings.Contains(msg, "token command"):
		return "run the token command yourself, as the user and in the environment the referee runs in: it must print a current access token on its first line"
	case isAuthFailure(err) && s != nil && s.OAuth2 != nil:
		return "the server refused the token: it must be an access token for this user with the mail scopes (Gmail: https://mail.google.com/; Outlook.com: IMAP.AccessAsUser.All and SMTP.Send), not expired"
	case isAuthFailure(err):
		h := "the server refused the user name or the password: the user is often the full address; Gmail, Yandex, Mail.ru and Outlook.com take an app password, not the account's own (pbem/README.md, \"Mail providers\")"
		if s != nil && s.PasswordEnv != "" {
			h += "; the password is read from " + s.PasswordEnv
		}
		return h
	case strings.Contains(msg, "does not offer AUTH"), strings.Contains(msg, "LOGIN"):
		return `the server offers no login here: most servers offer it only over TLS ("tls": "starttls" or "tls")`
	case strings.Contains(msg, "mailbox"):
		return `create the mailbox in a mail client, or name an existing one in "mailbox" / "processed"`
	case errors.As(err, &netErr) && netErr.Timeout():
		return "no answer in time: a firewall, or a wrong host or port; " + ports
	case pbem.IsTemporary(err):
		return "the server cannot serve the login just now (a restart?): try again in a minute; the referee itself retries"
	}
	return ""
}

// isAuthFailure reports whether err is a server's refusal of the
// credentials.
func isAuthFailure(err error) bool {
	var ae *pbem.AuthError
	if errors.As(err, &ae) && !pbem.IsTemporary(err) {
		return true
	}
	msg := err.Error()
	return strings.Contains(msg, "535") || strings.Contains(msg, "AUTHENTICATIONFAILED") || strings.Contains(msg, "Authentication failed")
}

// Check is CheckConfig for the referee's configuration and databases.
func (r *Referee) Check(ctx context.Context) []Check { return CheckConfig(ctx, r.cfg, r.stores) }
