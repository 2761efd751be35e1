// Package mailhost is a small mail host embedded in the referee for local
// play and tests: an IMAP server (go-imap's imapserver over imapmemserver)
// and an SMTP server (go-smtp) on 127.0.0.1 that delivers into the IMAP
// mailboxes of its users.
//
// Every user has the address user@Domain and any plus-address
// user+tag@Domain (the tag routes mail to a campaign). Mail for other
// domains is refused, so the host never relays. Submission with AUTH PLAIN
// is accepted without TLS because the host listens on loopback only.
//
// Every delivered message gets a Received header and an
// Authentication-Results header (RFC 8601) stamped with Options.AuthServID,
// saying whether the sender logged in and as whom, and whether the
// envelope sender is that user's own address. The referee trusts that
// header from this host (see pbem.AuthPolicy). A message without
// Message-ID or Date gets them, as a submission server adds them.
//
// With Options.Dir the mail is kept as Maildir and every change is on disk
// before it is acknowledged: SMTP answers 250, and IMAP OK, only after the
// file is written, fsynced and renamed into place and its directory
// fsynced (see maildir.go). UIDs and UIDVALIDITY survive restarts.
package mailhost

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/tls"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/emersion/go-imap/v2"
	"github.com/emersion/go-imap/v2/imapserver"
	"github.com/emersion/go-imap/v2/imapserver/imapmemserver"
	"github.com/emersion/go-msgauth/authres"
	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"

	"labyrinth/pbem"
)

// Account is one user of the host.
type Account struct {
	// Name is the local part of the user's address and the IMAP/SMTP login.
	Name     string
	Password string
}

// Defaults for zero Options fields.
const (
	DefaultDomain  = "labyrinth.localhost"
	DefaultMaxSize = 25 << 20
)

// Options configure a Host. A zero field means the default named beside it.
type Options struct {
	// IMAPAddr and SMTPAddr are the loopback addresses to listen on;
	// "127.0.0.1:0" (any free port) by default. Non-loopback addresses are
	// refused.
	IMAPAddr, SMTPAddr string
	// Domain is the mail domain of the users (DefaultDomain).
	Domain string
	// AuthServID names this host in Authentication-Results headers
	// (Domain by default).
	AuthServID string
	Accounts   []Account
	// Lookup, when set, is asked about a name the host has no account
	// for, when mail comes for it or it logs in: an account it returns is
	// added (AddAccount) and used at once. The referee's embedded host
	// answers with the account of a player a host command has just
	// added, so that their invitation is not refused.
	Lookup func(name string) (Account, bool, error)
	// OAuth2, when set, turns password login off: both servers offer
	// only XOAUTH2 and OAUTHBEARER, and a login is good when OAuth2 says
	// the token is good for the user — a stand-in for a provider such as
	// Outlook.com, to try a client's OAuth 2.0 login against.
	OAuth2 func(user, token string) bool
	// MaxSize is the largest message accepted over SMTP (DefaultMaxSize).
	MaxSize int64
	// TLSConfig, when set, makes both servers offer STARTTLS; with
	// ImplicitTLS they speak TLS from the first byte instead (IMAPS,
	// SMTPS).
	TLSConfig   *tls.Config
	ImplicitTLS bool
	// Caps overrides the IMAP capabilities, e.g. to test a client against a
	// server without IDLE or MOVE. Default: IMAP4rev1 and IMAP4rev2 (which
	// include IDLE, MOVE and UIDPLUS).
	Caps imap.CapSet
	// SMTPHook, when set, is consulted at AUTH (stage "auth", from the
	// login name), RCPT and DATA and may return an error to refuse, e.g.
	// a 454 or a 451 to test retries.
	SMTPHook func(stage, from, rcpt string) error
	// Dir, when set, keeps the mail across restarts as Maildir under
	// Dir/maildir (see maildir.go): every message, flag change and
	// expunge is on disk before it is acknowledged, and UIDs and
	// UIDVALIDITY stay the same across restarts. Without Dir the mail
	// lives in memory only.
	Dir    string
	Logger *slog.Logger
}

// Host is a running mail host.
type Host struct {
	opts Options
	log  *slog.Logger

	mem      *imapmemserver.Server
	mu       sync.Mutex
	users    map[string]*imapmemserver.User
	accounts map[string]string    // name → password
	logins   *loginThrottle       // wrong passwords, by account
	disk     map[string]*diskUser // name → its Maildir, with Dir only

	imapLn, smtpLn net.Listener
	imapSrv        *imapserver.Server
	smtpSrv        *smtp.Server
	wg             sync.WaitGroup
	closeOnce      sync.Once
	closeErr       error
}

// Start listens on both ports and serves until ctx ends or Close is
// called.
func Start(ctx context.Context, opts Options) (*Host, error) {
	if err := opts.setDefaults(); err != nil {
		return nil, err
	}
	log := opts.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	h := &Host{
		opts:     opts,
		log:      log,
		mem:      imapmemserver.New(),
		users:    map[string]*imapmemserver.User{},
		accounts: map[string]string{},
		logins:   newLoginThrottle(),
		disk:     map[string]*diskUser{},
	}
	for _, a := range opts.Accounts {
		if err := h.AddAccount(a); err != nil {
			return nil, err
		}
	}
	if err := h.listen(ctx); err != nil {
		return nil, err
	}
	h.newServers()
	h.serve()
	context.AfterFunc(ctx, func() { h.Close() })
	log.Info("mail host started", "imap", h.IMAPAddr(), "smtp", h.SMTPAddr(), "domain", opts.Domain)
	return h, nil
}

// setDefaults fills in what opts leaves out and refuses an address off
// this machine; it makes the mail directory.
func (opts *Options) setDefaults() error {
	if opts.IMAPAddr == "" {
		opts.IMAPAddr = "127.0.0.1:0"
	}
	if opts.SMTPAddr == "" {
		opts.SMTPAddr = "127.0.0.1:0"
	}
	for _, a := range []string{opts.IMAPAddr, opts.SMTPAddr} {
		if !pbem.IsLoopback(a) {
			return fmt.Errorf("mailhost: %s is not a loopback address; the embedded mail host serves this machine only", a)
		}
	}
	if opts.Domain == "" {
		opts.Domain = DefaultDomain
	}
	opts.Domain = strings.ToLower(opts.Domain)
	if opts.AuthServID == "" {
		opts.AuthServID = opts.Domain
	}
	if opts.MaxSize <= 0 {
		opts.MaxSize = DefaultMaxSize
	}
	if opts.Caps == nil {
		opts.Caps = imap.CapSet{imap.CapIMAP4rev1: {}, imap.CapIMAP4rev2: {}}
	}
	if opts.Dir != "" {
		if err := os.MkdirAll(opts.Dir, 0o700); err != nil {
			return fmt.Errorf("mailhost: %w", err)
		}
	}
	return nil
}

// listen opens both ports, with TLS around them when it is implicit.
func (h *Host) listen(ctx context.Context) error {
	opts := h.opts
	listen := func(addr string) (net.Listener, error) {
		var lc net.ListenConfig
		ln, err := lc.Listen(ctx, "tcp", addr)
		if err != nil {
			return nil, err
		}
		if opts.TLSConfig != nil && opts.ImplicitTLS {
			ln = tls.NewListener(ln, opts.TLSConfig)
		}
		return ln, nil
	}
	var err error
	if h.imapLn, err = listen(opts.IMAPAddr); err != nil {
		return fmt.Errorf("mailhost: imap: %w", err)
	}
	if h.smtpLn, err = listen(opts.SMTPAddr); err != nil {
		h.imapLn.Close()
		return fmt.Errorf("mailhost: smtp: %w", err)
	}
	return nil
}

// newServers makes the IMAP and SMTP servers over the host's mail.
func (h *Host) newServers() {
	opts, log := h.opts, h.log
	var starttls *tls.Config
	if !opts.ImplicitTLS {
		starttls = opts.TLSConfig
	}
	h.imapSrv = imapserver.New(&imapserver.Options{
		NewSession: func(*imapserver.Conn) (imapserver.Session, *imapserver.GreetingData, error) {
			sess := idleSession{SessionIMAP4rev2: h.mem.NewSession().(imapserver.SessionIMAP4rev2), h: h}
			if opts.Dir != "" {
				ds := &durableSession{idleSession: sess, h: h}
				ds.idleSession.authed = ds.bind
				return ds, nil, nil
			}
			return sess, nil, nil
		},
		Caps:         opts.Caps,
		TLSConfig:    starttls,
		InsecureAuth: true, // loopback only, checked by setDefaults
		Logger:       slogPrintf{log.With("server", "imap")},
	})
	h.smtpSrv = smtp.NewServer(smtp.BackendFunc(func(c *smtp.Conn) (smtp.Session, error) {
		return &session{h: h, remote: c.Conn().RemoteAddr().String(), helo: c.Hostname()}, nil
	}))
	h.smtpSrv.Domain = opts.Domain
	h.smtpSrv.MaxMessageBytes = opts.MaxSize
	h.smtpSrv.MaxRecipients = 100
	h.smtpSrv.AllowInsecureAuth = true // loopback only
	h.smtpSrv.TLSConfig = starttls
	h.smtpSrv.ReadTimeout = 5 * time.Minute
	h.smtpSrv.WriteTimeout = time.Minute
	h.smtpSrv.EnableSMTPUTF8 = true
	h.smtpSrv.ErrorLog = slogPrintln{log.With("server", "smtp")}
}

// serve runs both servers until Close.
func (h *Host) serve() {
	h.wg.Add(2)
	go func() {
		defer h.wg.Done()
		if err := h.imapSrv.Serve(h.imapLn); err != nil && !isClosed(err) {
			h.log.Error("imap server stopped", "err", err)
		}
	}()
	go func() {
		defer h.wg.Done()
		if err := h.smtpSrv.Serve(h.smtpLn); err != nil && !isClosed(err) {
			h.log.Error("smtp server stopped", "err", err)
		}
	}()
}

func isClosed(err error) bool {
	return errors.Is(err, net.ErrClosed) || errors.Is(err, smtp.ErrServerClosed) || strings.Contains(err.Error(), "server closed")
}

// IMAPAddr is the address the IMAP server listens on.
func (h *Host) IMAPAddr() string { return h.imapLn.Addr().String() }

// SMTPAddr is the address the SMTP server listens on.
func (h *Host) SMTPAddr() string { return h.smtpLn.Addr().String() }

// Domain is the mail domain of the host's users.
func (h *Host) Domain() string { return h.opts.Domain }

// Address returns the mail address of user name.
func (h *Host) Address(name string) string { return name + "@" + h.opts.Domain }

// AddAccount adds a user with an empty INBOX. Adding an existing name
// with the same password changes nothing; with another password it is an
// error, since the mail already there belongs to the first.
func (h *Host) AddAccount(a Account) error {
	name := strings.ToLower(a.Name)
	if name == "" || strings.ContainsAny(name, "@+ \t\r\n\"\\") {
		return fmt.Errorf("mailhost: bad account name %q (want a plain local part without @ or +)", a.Name)
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if pw, ok := h.accounts[name]; ok {
		if pw != a.Password {
			return fmt.Errorf("mailhost: account %q exists with another password", name)
		}
		return nil
	}
	u := imapmemserver.NewUser(name, a.Password)
	if h.opts.Dir != "" {
		d, err := openDiskUser(filepath.Join(h.opts.Dir, maildirDirName), name, u)
		if err != nil {
			return fmt.Errorf("mailhost: the mail of %s: %w", name, err)
		}
		if err := h.importLegacy(name, d); err != nil {
			return fmt.Errorf("mailhost: the mail of %s: %w", name, err)
		}
		h.disk[name] = d
	} else if err := u.Create("INBOX", nil); err != nil {
		return err
	}
	h.accounts[name] = a.Password
	h.users[name] = u
	h.mem.AddUser(u)
	return nil
}

// Deliver puts raw into the INBOX of the user that rcpt addresses, as the
// SMTP server does after accepting a message.
func (h *Host) Deliver(rcpt string, raw []byte) error {
	name, err := h.recipient(rcpt)
	if err != nil {
		return err
	}
	return h.deliver(name, raw, time.Now())
}

// deliver appends raw to the INBOX of user name; with a Dir it returns
// only once the message is on disk.
func (h *Host) deliver(name string, raw []byte, now time.Time) error {
	h.mu.Lock()
	u, d := h.users[name], h.disk[name]
	h.mu.Unlock()
	if d == nil {
		_, err := u.Append("INBOX", literal{bytes.NewReader(raw), int64(len(raw))}, &imap.AppendOptions{Time: now})
		return err
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	_, err := d.appendMessage("INBOX", raw, &imap.AppendOptions{Time: now})
	if err != nil {
		h.log.Error("saving mail failed", "to", name, "err", err)
	}
	return err
}

// recipient finds the user an address belongs to: user@Domain or
// user+tag@Domain, case-insensitively.
func (h *Host) recipient(addr string) (string, error) {
	local, domain, ok := strings.Cut(strings.ToLower(strings.Trim(addr, "<> ")), "@")
	if !ok || domain != h.opts.Domain {
		return "", &smtp.SMTPError{Code: 550, EnhancedCode: smtp.EnhancedCode{5, 7, 1}, Message: "relaying denied: this host serves " + h.opts.Domain + " only"}
	}
	local, _, _ = strings.Cut(local, "+")
	known, err := h.known(local)
	if err != nil {
		return "", &smtp.SMTPError{Code: 451, EnhancedCode: smtp.EnhancedCode{4, 3, 0}, Message: "cannot look up " + local + " now; try again"}
	}
	if !known {
		return "", &smtp.SMTPError{Code: 550, EnhancedCode: smtp.EnhancedCode{5, 1, 1}, Message: "no such user " + local}
	}
	return local, nil
}

// known reports whether name has an account, after asking Options.Lookup
// about a name the host does not know yet (and adding the account it
// returns).
func (h *Host) known(name string) (bool, error) {
	h.mu.Lock()
	u := h.users[name]
	h.mu.Unlock()
	if u != nil {
		return true, nil
	}
	if h.opts.Lookup == nil || !accountName.MatchString(name) {
		return false, nil
	}
	a, ok, err := h.opts.Lookup(name)
	if err != nil || !ok {
		if err != nil {
			h.log.Error("looking up an account failed", "name", name, "err", err)
		}
		return false, err
	}
	if err := h.AddAccount(a); err != nil {
		return false, err
	}
	h.log.Info("account added", "name", a.Name)
	return true, nil
}

// Close stops both servers and waits for them. Later calls do nothing.
func (h *Host) Close() error {
	h.closeOnce.Do(func() { h.closeErr = h.close() })
	return h.closeErr
}

func (h *Host) close() error {
	err2 := h.smtpSrv.Close()
	err1 := h.imapSrv.Close()
	// A server closed before its Serve began would still start serving
	// the listener; closing the listeners ends Serve either way.
	h.imapLn.Close()
	h.smtpLn.Close()
	h.wg.Wait()
	if err1 != nil && !isClosed(err1) {
		return err1
	}
	if err2 != nil && !isClosed(err2) {
		return err2
	}
	return nil
}

type literal struct {
	*bytes.Reader
	n int64
}

func (l literal) Size() int64 { return l.n }

// session is one SMTP transaction stream.
type session struct {
	h      *Host
	remote string
	helo   string
	user   string // logged-in user, "" if none
	from   string
	rcpts  []string // user names
	to     []string
}

var _ smtp.AuthSession = (*session)(nil)

func (s *session) AuthMechanisms() []string { return s.h.mechanisms() }

func (s *session) Auth(mech string) (sasl.Server, error) {
	check := func(name string, ok func() bool) error {
		if hook := s.h.opts.SMTPHook; hook != nil {
			if err := hook("auth", name, ""); err != nil {
				return err
			}
		}
		return s.h.logins.login(name, func() error {
			s.h.known(name)
			if !ok() {
				return smtp.ErrAuthFailed
			}
			s.user = name
			return nil
		})
	}
	srv := s.h.saslServer(mech, check)
	if srv == nil {
		return nil, smtp.ErrAuthUnknownMechanism
	}
	return srv, nil
}

func (s *session) Mail(from string, _ *smtp.MailOptions) error {
	s.from = from
	return nil
}

func (s *session) Rcpt(to string, _ *smtp.RcptOptions) error {
	if hook := s.h.opts.SMTPHook; hook != nil {
		if err := hook("rcpt", s.from, to); err != nil {
			return err
		}
	}
	u, err := s.h.recipient(to)
	if err != nil {
		return err
	}
	s.rcpts = append(s.rcpts, u)
	s.to = append(s.to, to)
	return nil
}

func (s *session) Data(r io.Reader) error {
	body, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	if hook := s.h.opts.SMTPHook; hook != nil {
		if err := hook("data", s.from, strings.Join(s.to, ",")); err != nil {
			return err
		}
	}
	now := time.Now()
	body = s.h.completeHeader(body, now)
	var hdr bytes.Buffer
	fmt.Fprintf(&hdr, "Return-Path: <%s>\r\n", s.from)
	fmt.Fprintf(&hdr, "Authentication-Results: %s\r\n", s.authResult())
	fmt.Fprintf(&hdr, "Received: from %s (%s)\r\n\tby %s (labyrinth mailhost) with ESMTP;\r\n\t%s\r\n",
		sanitize(s.helo), s.remote, s.h.opts.Domain, now.Format(time.RFC1123Z))
	raw := append(hdr.Bytes(), body...)
	// 250 only once every copy is on disk (with a Dir): a host killed
	// after answering has the mail.
	for i, name := range s.rcpts {
		if err := s.h.deliver(name, raw, now); err != nil {
			return &smtp.SMTPError{Code: 451, EnhancedCode: smtp.EnhancedCode{4, 3, 0}, Message: "delivery to " + s.to[i] + " failed: " + err.Error()}
		}
	}
	s.h.log.Debug("delivered", "from", s.from, "to", s.to, "size", len(raw), "auth", s.user)
	return nil
}

// completeHeader adds the Message-ID and Date a client left out, as a
// submission server does (RFC 6409 section 8.3), so that replies thread
// and every mail can be told apart.
func (h *Host) completeHeader(msg []byte, now time.Time) []byte {
	end := bytes.Index(msg, []byte("\r\n\r\n"))
	if end < 0 {
		end = bytes.Index(msg, []byte("\n\n"))
	}
	if end < 0 {
		end = len(msg)
	}
	has := func(name string) bool {
		head := bytes.ToLower(msg[:end])
		return bytes.HasPrefix(head, []byte(name+":")) || bytes.Contains(head, []byte("\n"+name+":"))
	}
	var add bytes.Buffer
	if !has("message-id") {
		b := make([]byte, 12)
		rand.Read(b)
		fmt.Fprintf(&add, "Message-ID: <%s.%x@%s>\r\n", now.UTC().Format("20060102150405"), b, h.opts.Domain)
	}
	if !has("date") {
		fmt.Fprintf(&add, "Date: %s\r\n", now.Format(time.RFC1123Z))
	}
	if add.Len() == 0 {
		return msg
	}
	return append(add.Bytes(), msg...)
}

// authResult is the RFC 8601 header value for the current transaction:
// the "auth" method (RFC 8601 section 2.7.4) with the login, or none.
// Whether the login matches the From address is for the reader to judge
// (pbem.AuthPolicy does).
func (s *session) authResult() string {
	r := &authres.AuthResult{Value: authres.ResultNone}
	if s.user != "" {
		r = &authres.AuthResult{Value: authres.ResultPass, Auth: s.user + "@" + s.h.opts.Domain}
	}
	return authres.Format(s.h.opts.AuthServID, []authres.Result{r})
}

func sanitize(s string) string {
	return strings.Map(func(r rune) rune {
		if r < ' ' || r == '(' || r == ')' || r == 0x7f {
			return '_'
		}
		return r
	}, s)
}

func (s *session) Reset() {
	s.from = ""
	s.rcpts = nil
	s.to = nil
}

func (s *session) Logout() error { return nil }

// slogPrintf and slogPrintln carry the servers' own error logs to the
// host's log: a warning, unless it only says that a client went away (a
// connection closed or reset, as every client that stops does).
type slogPrintf struct{ l *slog.Logger }

func (p slogPrintf) Printf(format string, v ...any) { serverLog(p.l, fmt.Sprintf(format, v...)) }

type slogPrintln struct{ l *slog.Logger }

func (p slogPrintln) Printf(format string, v ...any) { serverLog(p.l, fmt.Sprintf(format, v...)) }
func (p slogPrintln) Println(v ...any)               { serverLog(p.l, strings.TrimSpace(fmt.Sprintln(v...))) }

func serverLog(l *slog.Logger, msg string) {
	for _, gone := range []string{"use of closed network connection", "connection reset by peer", "broken pipe", ": EOF"} {
		if strings.Contains(msg, gone) || strings.HasSuffix(msg, "EOF") {
			l.Debug(msg)
			return
		}
	}
	l.Warn(msg)
}

// idleSession fixes a lost wakeup in imapmemserver's IDLE: a message that
// arrives between the client's last command and its IDLE is queued but
// not announced until the next one arrives. It reports what is queued
// when IDLE starts and looks again every second while idling.
type idleSession struct {
	imapserver.SessionIMAP4rev2
	h *Host
	// authed, when set, is told who logged in through AUTHENTICATE
	// (durableSession binds its Maildir).
	authed func(name string)
}

// Login checks the password after the account's penalty for wrong ones
// (loginThrottle); with Options.OAuth2 password login is off.
func (s idleSession) Login(username, password string) error {
	if s.h.opts.OAuth2 != nil {
		return &imap.Error{Type: imap.StatusResponseTypeNo, Code: imap.ResponseCodeAuthenticationFailed,
			Text: "password login is off: use AUTHENTICATE XOAUTH2 or OAUTHBEARER"}
	}
	return s.h.logins.login(username, func() error {
		s.h.known(strings.ToLower(username))
		return s.SessionIMAP4rev2.Login(username, password)
	})
}

func (s idleSession) AuthenticateMechanisms() []string { return s.h.mechanisms() }

// Authenticate logs in with the host's mechanisms: PLAIN, or with
// Options.OAuth2 XOAUTH2 and OAUTHBEARER.
func (s idleSession) Authenticate(mech string) (sasl.Server, error) {
	check := func(name string, ok func() bool) error {
		return s.h.logins.login(name, func() error {
			s.h.known(name)
			s.h.mu.Lock()
			pw := s.h.accounts[name]
			s.h.mu.Unlock()
			if !ok() {
				return &imap.Error{Type: imap.StatusResponseTypeNo, Code: imap.ResponseCodeAuthenticationFailed, Text: "authentication failed"}
			}
			if err := s.SessionIMAP4rev2.Login(name, pw); err != nil {
				return err
			}
			if s.authed != nil {
				s.authed(name)
			}
			return nil
		})
	}
	srv := s.h.saslServer(mech, check)
	if srv == nil {
		return nil, &imap.Error{Type: imap.StatusResponseTypeNo, Text: "SASL mechanism not supported"}
	}
	return srv, nil
}

func (s idleSession) Idle(w *imapserver.UpdateWriter, stop <-chan struct{}) error {
	for {
		if err := s.Poll(w, true); err != nil {
			return err
		}
		inner := make(chan struct{})
		done := make(chan error, 1)
		go func() { done <- s.SessionIMAP4rev2.Idle(w, inner) }()
		t := time.NewTimer(time.Second)
		select {
		case <-stop:
			t.Stop()
			close(inner)
			return <-done
		case err := <-done:
			t.Stop()
			if err != nil {
				return err
			}
			// The inner IDLE ends at once without a selected mailbox;
			// wait for the client instead of spinning.
			<-stop
			return nil
		case <-t.C:
			close(inner)
			if err := <-done; err != nil {
				return err
			}
		}
	}
}

// ClientSettings tells a player how to point a mail client at the host
// for account name: the addresses, the login and the security setting.
func (h *Host) ClientSettings(name string) string {
	security := "none (plain connection; the host listens on this machine only)"
	if h.opts.TLSConfig != nil {
		security = "STARTTLS"
		if h.opts.ImplicitTLS {
			security = "SSL/TLS"
		}
	}
	return fmt.Sprintf(`address:  %s
incoming: IMAP  %s
outgoing: SMTP  %s
login:    %s (normal password)
security: %s
`, h.Address(name), h.IMAPAddr(), h.SMTPAddr(), name, security)
}
