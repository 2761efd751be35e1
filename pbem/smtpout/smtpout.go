// Package smtpout is the referee's Sender over SMTP submission (RFC 6409,
// RFC 5321): it implements pbem.Sender with the go-smtp client, logs in with
// SASL PLAIN, and can sign every message with DKIM (RFC 6376).
//
// Replies are classified the way a mail queue needs them: a 4xx reply or a
// lost connection is a pbem.TemporaryError (retry later), a 5xx reply is a
// pbem.PermanentError (do not retry). Recipients are judged one by one: if
// any recipient gets a 4xx, the transaction is abandoned before DATA so
// that the retry cannot deliver twice to the others; if some get a 5xx, the
// message goes to the rest and Send returns a *pbem.DeliveryError naming
// both.
//
// One connection is kept open between messages, so a burst of reports
// costs one TLS handshake and one login; one idle for more than a second
// is checked with RSET before reuse.
package smtpout

import (
	"bytes"
	"context"
	"crypto"
	"crypto/ed25519"
	"crypto/rsa"
	"crypto/tls"
	"crypto/x509"
	"encoding/base64"
	"encoding/pem"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/emersion/go-msgauth/dkim"
	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"

	"labyrinth/pbem"
)

// Defaults for zero Options fields.
const (
	DefaultTimeout     = time.Minute
	DefaultIdleTimeout = 30 * time.Second
)

// DKIM says how to sign outgoing mail.
type DKIM struct {
	// Domain is the signing domain (d=), normally the domain of From.
	Domain string
	// Selector names the key in DNS (s=): the public key is published at
	// <Selector>._domainkey.<Domain>.
	Selector string
	// Key is the private key: *rsa.PrivateKey (2048 bits or more) or
	// ed25519.PrivateKey (RFC 8463).
	Key crypto.Signer
	// HeaderKeys lists the header fields to sign; nil signs the fields
	// RFC 6376 section 5.4.1 recommends that are present.
	HeaderKeys []string
}

// Options configure a Sender. A zero field means the default named beside
// it.
type Options struct {
	// Addr is host:port of the submission server (465 for TLSImplicit, 587
	// for TLSStartTLS).
	Addr string
	// TLS is how the connection is protected; TLSNone is accepted only for
	// loopback addresses (pbem.CheckTLS).
	TLS pbem.TLSMode
	// TLSConfig overrides the TLS configuration; ServerName defaults to the
	// host of Addr.
	TLSConfig *tls.Config
	// Username and Password log in with SASL PLAIN; an empty Username sends
	// without logging in.
	Username, Password string
	// OAuth2, when set, logs in with an OAuth 2.0 token (XOAUTH2 or
	// OAUTHBEARER) instead of Password.
	OAuth2 *pbem.OAuth2
	// HeloName is the name given in EHLO ("localhost" by default).
	HeloName string
	// DKIM, when set, signs every message.
	DKIM *DKIM
	// Timeout bounds one delivery: connecting, logging in and the whole
	// transaction (DefaultTimeout).
	Timeout time.Duration
	// IdleTimeout is how long an unused connection is kept for the next
	// message (DefaultIdleTimeout); after that it is closed.
	IdleTimeout time.Duration
	Logger      *slog.Logger
}

// Sender delivers messages over SMTP. It is safe for concurrent use:
// concurrent sends each use a connection of their own, and a finished
// send leaves its connection for the next one (at most maxIdle are kept).
type Sender struct {
	opts Options
	log  *slog.Logger

	mu    sync.Mutex
	idle  []*conn // kept connections, the most recently used last
	timer *time.Timer
}

// conn is one SMTP connection and when its last transaction ended.
type conn struct {
	c        *smtp.Client
	lastUsed time.Time
}

// maxIdle bounds the connections kept between sends.
const maxIdle = 4

var _ pbem.Sender = (*Sender)(nil)

// New checks the options and returns a Sender. It does not connect.
func New(opts Options) (*Sender, error) {
	if opts.Addr == "" {
		return nil, errors.New("smtpout: no server address")
	}
	if _, _, err := net.SplitHostPort(opts.Addr); err != nil {
		return nil, fmt.Errorf("smtpout: server address %q: %w", opts.Addr, err)
	}
	if err := pbem.CheckTLS(opts.TLS, opts.Addr); err != nil {
		return nil, fmt.Errorf("smtpout: %w", err)
	}
	if opts.HeloName == "" {
		opts.HeloName = "localhost"
	}
	if opts.Timeout <= 0 {
		opts.Timeout = DefaultTimeout
	}
	if opts.IdleTimeout <= 0 {
		opts.IdleTimeout = DefaultIdleTimeout
	}
	if d := opts.DKIM; d != nil {
		if d.Domain == "" || d.Selector == "" || d.Key == nil {
			return nil, errors.New("smtpout: DKIM needs a domain, a selector and a key")
		}
	}
	log := opts.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &Sender{opts: opts, log: log.With("smtp", opts.Addr)}, nil
}

// Send delivers m to every address in m.To with m.From as the envelope
// sender. See the package comment for how failures are reported.
func (s *Sender) Send(ctx context.Context, m pbem.Outgoing) error {
	if len(m.To) == 0 {
		return &pbem.PermanentError{Err: errors.New("smtpout: message has no recipients")}
	}
	raw := m.Raw
	if s.opts.DKIM != nil {
		signed, err := Sign(raw, s.opts.DKIM)
		if err != nil {
			return &pbem.PermanentError{Err: fmt.Errorf("smtpout: dkim: %w", err)}
		}
		raw = signed
	}
	ctx, cancel := context.WithTimeout(ctx, s.opts.Timeout)
	defer cancel()
	k, err := s.send(ctx, s.take(), m, raw)
	var stale *staleError
	if errors.As(err, &stale) {
		// The kept connection died while idle (the server restarted or
		// timed it out) before anything of this message was accepted:
		// try once more on a new one.
		s.log.Debug("kept connection was dead; reconnecting", "err", stale.err)
		k, err = s.send(ctx, nil, m, raw)
		if errors.As(err, &stale) {
			err = stale.err
		}
	}
	s.put(k)
	if err != nil {
		s.log.Warn("send failed", "id", m.ID, "to", m.To, "err", err, "temporary", pbem.IsTemporary(err))
	} else {
		s.log.Debug("sent", "id", m.ID, "to", m.To, "size", len(raw))
	}
	return err
}

// staleError is a kept connection failing at MAIL FROM, before the server
// accepted anything of the message, so sending again cannot duplicate.
type staleError struct{ err error }

func (e *staleError) Error() string { return e.err.Error() }

// send runs one transaction on k (nil: a new connection) and returns the
// connection to keep for the next one, nil if it was closed.
func (s *Sender) send(ctx context.Context, k *conn, m pbem.Outgoing, raw []byte) (kept *conn, err error) {
	k, reused, err := s.ready(ctx, k)
	if err != nil {
		return nil, err
	}
	c := k.c
	// Bound the transaction by ctx: closing the client unblocks it.
	stop := context.AfterFunc(ctx, func() { c.Close() })
	defer stop()
	kept = k
	fail := func(err error) error {
		if ctx.Err() != nil {
			err = fmt.Errorf("%w (%v)", ctx.Err(), err)
		}
		c.Close()
		kept = nil
		return classify(err)
	}
	abandon := func(err error) error {
		// Reset the transaction after a refusal, keeping the connection
		// if the server still answers.
		if rerr := c.Reset(); rerr != nil {
			fail(rerr)
			return err
		}
		k.lastUsed = time.Now()
		return err
	}
	err = s.transaction(c, m, raw, k, fail, abandon)
	var stale *staleError
	if errors.As(err, &stale) && (!reused || ctx.Err() != nil) {
		err = stale.err
	}
	return kept, err
}

// transaction sends m on c. A failure of MAIL FROM that is not a reply
// is a staleError, for send to judge.
func (s *Sender) transaction(c *smtp.Client, m pbem.Outgoing, raw []byte, k *conn, fail, abandon func(error) error) error {
	if err := c.Mail(m.From, &smtp.MailOptions{Size: int64(len(raw))}); err != nil {
		if !isReply(err) {
			return &staleError{fail(err)}
		}
		return abandon(classify(err))
	}
	var delivered []string
	var rejected []*pbem.RecipientError
	var temporary error
	for _, to := range m.To {
		err := c.Rcpt(to, nil)
		switch {
		case err == nil:
			delivered = append(delivered, to)
		case isReply(err):
			cerr := classify(err)
			if pbem.IsTemporary(cerr) && temporary == nil {
				temporary = &pbem.RecipientError{Recipient: to, Err: err}
			}
			rejected = append(rejected, &pbem.RecipientError{Recipient: to, Err: cerr})
		default:
			return fail(err)
		}
	}
	if temporary != nil {
		// Abandon the whole transaction: a retry sends to everyone, and
		// nobody has got it yet.
		return abandon(&pbem.TemporaryError{Err: temporary})
	}
	if len(delivered) == 0 {
		return abandon(&pbem.PermanentError{Err: &pbem.DeliveryError{Rejected: rejected}})
	}
	w, err := c.Data()
	if err != nil {
		if isReply(err) {
			return abandon(classify(err))
		}
		return fail(err)
	}
	if _, err := w.Write(raw); err != nil {
		return fail(err)
	}
	if err := w.Close(); err != nil {
		if isReply(err) {
			// The server answered the message itself; the connection is
			// still good.
			k.lastUsed = time.Now()
			return classify(err)
		}
		return fail(err)
	}
	k.lastUsed = time.Now()
	if len(rejected) > 0 {
		return &pbem.PermanentError{Err: &pbem.DeliveryError{Delivered: delivered, Rejected: rejected}}
	}
	return nil
}

// recentUse is how long after its last transaction a kept connection is
// used again without an RSET to check it: in a burst of letters the check
// would cost a round trip a letter, and a connection that died all the
// same fails at MAIL FROM, before anything is sent, which Send retries on
// a new one (staleError).
const recentUse = time.Second

// ready returns a connection to send on: k if it was used just now, or
// if it is fresh and answers RSET (reused is then true); else a new one.
func (s *Sender) ready(ctx context.Context, k *conn) (_ *conn, reused bool, err error) {
	if k != nil {
		idle := time.Since(k.lastUsed)
		if idle < recentUse || idle < s.opts.IdleTimeout && k.c.Reset() == nil {
			return k, true, nil
		}
		k.c.Close()
	}
	c, err := s.dial(ctx)
	if err != nil {
		// Cannot connect, TLS or login: the sender's failure, not the
		// message's; the outbox keeps the message queued.
		return nil, false, &pbem.SenderError{Err: classify(err)}
	}
	return &conn{c: c, lastUsed: time.Now()}, false, nil
}

// take returns the most recently used kept connection, or nil.
func (s *Sender) take() *conn {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := len(s.idle)
	if n == 0 {
		return nil
	}
	k := s.idle[n-1]
	s.idle = s.idle[:n-1]
	return k
}

// put keeps k for the next send and arms the idle timer.
func (s *Sender) put(k *conn) {
	if k == nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.idle) >= maxIdle {
		k.c.Close()
		return
	}
	s.idle = append(s.idle, k)
	// Close connections idle long enough, rather than leave them for the
	// server to time out.
	if s.timer == nil {
		s.timer = time.AfterFunc(s.opts.IdleTimeout, s.closeIdle)
	} else {
		s.timer.Reset(s.opts.IdleTimeout)
	}
}

func (s *Sender) dial(ctx context.Context) (*smtp.Client, error) {
	host, _, _ := net.SplitHostPort(s.opts.Addr)
	tlsConfig := s.opts.TLSConfig.Clone()
	if tlsConfig == nil {
		tlsConfig = &tls.Config{}
	}
	if tlsConfig.ServerName == "" {
		tlsConfig.ServerName = host
	}
	var d net.Dialer
	conn, err := d.DialContext(ctx, "tcp", s.opts.Addr)
	if err != nil {
		return nil, err
	}
	stop := context.AfterFunc(ctx, func() { conn.Close() })
	defer stop()
	var c *smtp.Client
	switch s.opts.TLS {
	case pbem.TLSImplicit:
		tc := tls.Client(conn, tlsConfig)
		if err := tc.HandshakeContext(ctx); err != nil {
			conn.Close()
			return nil, err
		}
		c = smtp.NewClient(tc)
	case pbem.TLSStartTLS:
		c, err = smtp.NewClientStartTLS(conn, tlsConfig)
		if err != nil {
			conn.Close()
			if strings.Contains(err.Error(), "support STARTTLS") {
				return nil, &pbem.PermanentError{Err: errors.New("server does not offer STARTTLS; refusing to continue in the clear")}
			}
			return nil, err
		}
	default:
		c = smtp.NewClient(conn)
	}
	// After STARTTLS the client must greet again; Hello does it with our
	// name (the first, pre-TLS EHLO said "localhost").
	if err := c.Hello(s.opts.HeloName); err != nil {
		c.Close()
		return nil, err
	}
	if s.opts.Username != "" {
		if ok, _ := c.Extension("AUTH"); !ok {
			c.Close()
			return nil, &pbem.PermanentError{Err: errors.New("server does not offer AUTH")}
		}
		// PLAIN (RFC 4616) where offered; LOGIN for the servers that only
		// know the older mechanism. Both send the password as is, which is
		// why TLS is required off loopback.
		mech := sasl.NewPlainClient("", s.opts.Username, s.opts.Password)
		if !c.SupportsAuth(sasl.Plain) && c.SupportsAuth(sasl.Login) {
			mech = sasl.NewLoginClient(s.opts.Username, s.opts.Password)
		}
		if o := s.opts.OAuth2; o != nil {
			if !c.SupportsAuth(o.Mech()) {
				c.Close()
				return nil, &pbem.PermanentError{Err: fmt.Errorf("server does not offer AUTH %s", o.Mech())}
			}
			port, _ := strconv.Atoi(portOf(s.opts.Addr))
			if mech, err = o.Client(ctx, s.opts.Username, host, port); err != nil {
				c.Close()
				return nil, err
			}
		}
		if err := c.Auth(mech); err != nil {
			c.Close()
			return nil, fmt.Errorf("login as %s: %w", s.opts.Username, err)
		}
	}
	return c, nil
}

func (s *Sender) closeIdle() {
	s.mu.Lock()
	defer s.mu.Unlock()
	kept := s.idle[:0]
	for _, k := range s.idle {
		if time.Since(k.lastUsed) >= s.opts.IdleTimeout {
			k.c.Quit()
			k.c.Close()
			continue
		}
		kept = append(kept, k)
	}
	s.idle = kept
	if len(kept) > 0 {
		s.timer.Reset(s.opts.IdleTimeout - time.Since(kept[0].lastUsed))
	}
}

// Close says QUIT and closes the kept connections. A send still running
// keeps its connection until it ends.
func (s *Sender) Close() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.timer != nil {
		s.timer.Stop()
	}
	var err error
	for _, k := range s.idle {
		if qerr := k.c.Quit(); qerr != nil && err == nil {
			err = qerr
		}
		k.c.Close()
	}
	s.idle = nil
	return err
}

func isReply(err error) bool {
	var se *smtp.SMTPError
	return errors.As(err, &se)
}

// classify maps an SMTP client error to pbem.TemporaryError or
// pbem.PermanentError: 4xx and network failures are temporary, 5xx and
// certificate failures permanent (RFC 5321 section 4.2.1).
func classify(err error) error {
	if err == nil {
		return nil
	}
	var te *pbem.TemporaryError
	var pe *pbem.PermanentError
	if errors.As(err, &te) || errors.As(err, &pe) {
		return err
	}
	var se *smtp.SMTPError
	if errors.As(err, &se) {
		if se.Code >= 400 && se.Code < 500 {
			return &pbem.TemporaryError{Err: err}
		}
		return &pbem.PermanentError{Err: err}
	}
	if errors.Is(err, context.Canceled) {
		return err
	}
	var certErr *tls.CertificateVerificationError
	var unknownAuth x509.UnknownAuthorityError
	var hostname x509.HostnameError
	if errors.As(err, &certErr) || errors.As(err, &unknownAuth) || errors.As(err, &hostname) {
		return &pbem.PermanentError{Err: err}
	}
	var rh tls.RecordHeaderError
	if errors.As(err, &rh) {
		return &pbem.PermanentError{Err: fmt.Errorf("%w (wrong TLS mode for this port?)", err)}
	}
	return &pbem.TemporaryError{Err: err}
}

// Sign returns raw with a DKIM-Signature header field prepended.
func Sign(raw []byte, d *DKIM) ([]byte, error) {
	var out bytes.Buffer
	err := dkim.Sign(&out, bytes.NewReader(raw), &dkim.SignOptions{
		Domain:                 d.Domain,
		Selector:               d.Selector,
		Signer:                 d.Key,
		HeaderKeys:             d.HeaderKeys,
		HeaderCanonicalization: dkim.CanonicalizationRelaxed,
		BodyCanonicalization:   dkim.CanonicalizationRelaxed,
	})
	if err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// LoadDKIMKey reads a PEM private key (PKCS#1 RSA, PKCS#8 RSA or Ed25519)
// from path.
func LoadDKIMKey(path string) (crypto.Signer, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return ParseDKIMKey(b)
}

// ParseDKIMKey parses a PEM private key (PKCS#1 RSA, PKCS#8 RSA or
// Ed25519).
func ParseDKIMKey(pemBytes []byte) (crypto.Signer, error) {
	block, _ := pem.Decode(pemBytes)
	if block == nil {
		return nil, errors.New("dkim key: no PEM block")
	}
	switch block.Type {
	case "RSA PRIVATE KEY":
		return x509.ParsePKCS1PrivateKey(block.Bytes)
	case "PRIVATE KEY":
		k, err := x509.ParsePKCS8PrivateKey(block.Bytes)
		if err != nil {
			return nil, fmt.Errorf("dkim key: %w", err)
		}
		switch k := k.(type) {
		case *rsa.PrivateKey:
			return k, nil
		case ed25519.PrivateKey:
			return k, nil
		}
		return nil, fmt.Errorf("dkim key: unsupported key type %T (want RSA or Ed25519)", k)
	}
	return nil, fmt.Errorf("dkim key: unsupported PEM block %q", block.Type)
}

// DNSRecord returns the TXT record to publish at
// <selector>._domainkey.<domain> for key's public half.
func DNSRecord(key crypto.Signer) (string, error) {
	switch pub := key.Public().(type) {
	case *rsa.PublicKey:
		der, err := x509.MarshalPKIXPublicKey(pub)
		if err != nil {
			return "", err
		}
		return "v=DKIM1; k=rsa; p=" + b64(der), nil
	case ed25519.PublicKey:
		return "v=DKIM1; k=ed25519; p=" + b64(pub), nil
	}
	return "", fmt.Errorf("dkim: unsupported key type %T", key.Public())
}

func b64(b []byte) string { return base64.StdEncoding.EncodeToString(b) }

// Check connects and logs in as Send would, then says QUIT without
// sending anything; it says what the server offers ("labyrinth referee
// --check-config"). Its errors are Send's for a login that fails.
func (s *Sender) Check(ctx context.Context) (string, error) {
	ctx, cancel := context.WithTimeout(ctx, s.opts.Timeout)
	defer cancel()
	c, err := s.dial(ctx)
	if err != nil {
		return "", &pbem.SenderError{Err: classify(err)}
	}
	defer c.Close()
	who := "sends without logging in"
	if s.opts.Username != "" {
		who = "logged in as " + s.opts.Username
	}
	size := ""
	if ok, v := c.Extension("SIZE"); ok && v != "" && v != "0" {
		size = "; letters up to " + v + " bytes"
	}
	sign := ""
	if s.opts.DKIM != nil {
		sign = "; letters signed for " + s.opts.DKIM.Domain
	}
	c.Quit()
	return who + size + sign, nil
}

func portOf(addr string) string {
	_, port, _ := net.SplitHostPort(addr)
	return port
}
