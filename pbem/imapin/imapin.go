// Package imapin is the referee's inbox over IMAP (RFC 9051, RFC 3501): it
// implements pbem.Inbox with the go-imap v2 client.
//
// Mail is read from one mailbox (INBOX by default). Nothing is ever
// deleted: a handled message is acknowledged by moving it to a processed
// mailbox (RFC 6851 MOVE), or, where the server cannot move, by setting a
// keyword on it. Fetch returns every message not yet acknowledged, so a
// crash between Fetch and Ack only makes the referee read a message again,
// and the referee drops such repeats by Message-ID.
//
// UIDs are only meaningful together with the mailbox's UIDVALIDITY (RFC
// 9051 section 2.3.1.1). Every Message carries both; when the server
// changes UIDVALIDITY (a mailbox recreated, a restored backup) between
// Fetch and Ack, Ack refuses the stale UIDs with ErrUIDValidity instead of
// moving the wrong messages, and the next Fetch returns them again under
// their new UIDs.
//
// Wait uses IDLE (RFC 2177) where the server offers it and polls at
// Options.PollInterval otherwise. Right after a Fetch that found mail, or
// after Expect (the referee has just sent letters people may answer at
// once), when more is likely, it asks with NOOP every Options.BusyPoll
// instead, for Options.BusyWindow: servers announce new mail in IDLE late
// (Dovecot waits half a second after a delivery before it says so).
//
// A broken connection is reopened on the next call, after an exponential
// backoff while the server stays away.
package imapin

import (
	"context"
	"crypto/sha256"
	"crypto/tls"
	"crypto/x509"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math/rand/v2"
	"net"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/emersion/go-imap/v2"
	"github.com/emersion/go-imap/v2/imapclient"
	"github.com/emersion/go-sasl"

	"labyrinth/pbem"
)

// AckMode says how a handled message is marked.
type AckMode int

const (
	// AckAuto moves messages to ProcessedMailbox when the server supports
	// MOVE or UIDPLUS (so COPY and a UID EXPUNGE of exactly those messages
	// is safe), and falls back to AckFlag otherwise.
	AckAuto AckMode = iota
	// AckMove always moves to ProcessedMailbox.
	AckMove
	// AckFlag sets ProcessedFlag (and \Seen) and leaves the message where
	// it is; Fetch skips flagged messages.
	AckFlag
)

// Defaults for zero Options fields.
const (
	DefaultMailbox          = "INBOX"
	DefaultProcessedMailbox = "Processed"
	DefaultProcessedFlag    = imap.Flag("$LabyrinthProcessed")
	DefaultPollInterval     = time.Minute
	DefaultIdleRefresh      = 20 * time.Minute
	DefaultBusyPoll         = 50 * time.Millisecond
	DefaultBusyWindow       = 5 * time.Second
	DefaultMaxSize          = 10 << 20
	DefaultBatch            = 200
	DefaultMaxBatchBytes    = 64 << 20
	DefaultDialTimeout      = 30 * time.Second
	DefaultMinBackoff       = time.Second
	DefaultMaxBackoff       = 5 * time.Minute
)

// Options configure an Inbox. A zero field means the default named beside
// it.
type Options struct {
	// Addr is host:port of the IMAP server (993 for TLSImplicit, 143 for
	// TLSStartTLS).
	Addr string
	// TLS is how the connection is protected; TLSNone is accepted only for
	// loopback addresses (pbem.CheckTLS).
	TLS pbem.TLSMode
	// TLSConfig overrides the TLS configuration (for a private CA in
	// tests). ServerName defaults to the host of Addr.
	TLSConfig *tls.Config
	Username  string
	Password  string
	// Mailbox is read for new mail (DefaultMailbox).
	Mailbox string
	// Ack chooses between moving and flagging handled mail (AckAuto).
	Ack AckMode
	// ProcessedMailbox receives handled mail (DefaultProcessedMailbox). It
	// is created if missing.
	ProcessedMailbox string
	// ProcessedFlag is the keyword set by AckFlag (DefaultProcessedFlag).
	ProcessedFlag imap.Flag
	// PollInterval is how long Wait sleeps on a server without IDLE
	// (DefaultPollInterval).
	PollInterval time.Duration
	// IdleRefresh bounds one Wait with IDLE, after which the caller looks
	// again anyway (DefaultIdleRefresh); it guards against a server that
	// silently dropped the IDLE.
	IdleRefresh time.Duration
	// BusyPoll and BusyWindow: for BusyWindow after a Fetch that returned
	// mail or a call of Expect, Wait asks the server with NOOP every
	// BusyPoll rather than waiting in IDLE or for PollInterval (DefaultBusyPoll,
	// DefaultBusyWindow; a negative BusyWindow turns this off). Players
	// answer in bursts, and an IDLE server may announce a delivery late:
	// Dovecot 2.3 holds every announcement back by 500 ms.
	BusyPoll, BusyWindow time.Duration
	// MaxSize is the most bytes of one message read (DefaultMaxSize); a
	// larger message is handed over truncated, with Message.Truncated set.
	MaxSize int64
	// Batch is the most messages one Fetch returns (DefaultBatch); the rest
	// come with the next Fetch.
	Batch int
	// MaxBatchBytes bounds the bytes one Fetch reads (DefaultMaxBatchBytes);
	// a single message up to MaxSize is always read.
	MaxBatchBytes int64
	// OAuth2, when set, logs in with an OAuth 2.0 token (XOAUTH2 or
	// OAUTHBEARER) instead of Password.
	OAuth2 *pbem.OAuth2
	// DialTimeout bounds connecting and logging in (DefaultDialTimeout).
	DialTimeout time.Duration
	// MinBackoff and MaxBackoff bound the wait between reconnection
	// attempts (DefaultMinBackoff, DefaultMaxBackoff).
	MinBackoff, MaxBackoff time.Duration
	// Logger receives connection events; nil discards them.
	Logger *slog.Logger
}

// ErrUIDValidity is returned by Ack when the mailbox's UIDVALIDITY changed
// since the messages were fetched. It is temporary: the next Fetch returns
// the same messages under their new UIDs.
var ErrUIDValidity = errors.New("imapin: mailbox UIDVALIDITY changed since fetch")

// Inbox is a pbem.Inbox over one IMAP mailbox. Its methods are safe for
// concurrent use but run one at a time.
type Inbox struct {
	opts Options
	log  *slog.Logger

	mu          sync.Mutex
	c           *imapclient.Client
	uidValidity uint32 // of the selected mailbox on the current connection
	// fetchValidity is uidValidity at the latest Fetch: the UIDs handed to
	// Ack are meaningful only while the two agree.
	fetchValidity uint32
	ackFlag       bool // chosen ack method on the current connection
	failures      int  // consecutive connection failures
	nextDial      time.Time
	closed        bool
	live          atomic.Pointer[imapclient.Client] // in.c, for Close to cut without the lock
	// busyUntil ends the busy window (Options.BusyWindow) that the
	// latest Fetch with mail or Expect opened, in Unix nanoseconds: Expect
	// sets it without the lock, which a Wait in IDLE holds.
	busyUntil atomic.Int64

	notify chan struct{} // new mail announced by the server
	expect chan struct{} // Expect was called: a Wait in IDLE turns to NOOPs
}

var _ pbem.Expecter = (*Inbox)(nil)

// Expect opens a busy window (Options.BusyWindow): the referee has sent
// letters that people may answer at once, so Wait asks with NOOP every
// BusyPoll rather than wait for the server's announcement, and a Wait
// already in IDLE returns so that the next one does. It does nothing
// when the busy window is turned off.
func (in *Inbox) Expect() {
	if in.opts.BusyWindow <= 0 {
		return
	}
	in.openBusyWindow()
	select {
	case in.expect <- struct{}{}:
	default:
	}
}

// openBusyWindow starts a busy window of Options.BusyWindow from now.
func (in *Inbox) openBusyWindow() {
	in.busyUntil.Store(time.Now().Add(in.opts.BusyWindow).UnixNano())
}

// busy reports whether a busy window is open.
func (in *Inbox) busy() bool { return time.Now().UnixNano() < in.busyUntil.Load() }

var _ pbem.Inbox = (*Inbox)(nil)

// New checks the options and returns an Inbox. It does not connect: the
// first Fetch or Wait does.
func New(opts Options) (*Inbox, error) {
	if opts.Addr == "" {
		return nil, errors.New("imapin: no server address")
	}
	if _, _, err := net.SplitHostPort(opts.Addr); err != nil {
		return nil, fmt.Errorf("imapin: server address %q: %w", opts.Addr, err)
	}
	if err := pbem.CheckTLS(opts.TLS, opts.Addr); err != nil {
		return nil, fmt.Errorf("imapin: %w", err)
	}
	if opts.Username == "" {
		return nil, errors.New("imapin: no username")
	}
	if opts.Mailbox == "" {
		opts.Mailbox = DefaultMailbox
	}
	if opts.ProcessedMailbox == "" {
		opts.ProcessedMailbox = DefaultProcessedMailbox
	}
	if opts.ProcessedFlag == "" {
		opts.ProcessedFlag = DefaultProcessedFlag
	}
	if opts.ProcessedMailbox == opts.Mailbox && opts.Ack != AckFlag {
		return nil, fmt.Errorf("imapin: processed mailbox %q is the mailbox read for new mail", opts.Mailbox)
	}
	if opts.PollInterval <= 0 {
		opts.PollInterval = DefaultPollInterval
	}
	if opts.IdleRefresh <= 0 {
		opts.IdleRefresh = DefaultIdleRefresh
	}
	if opts.BusyPoll <= 0 {
		opts.BusyPoll = DefaultBusyPoll
	}
	if opts.BusyWindow == 0 {
		opts.BusyWindow = DefaultBusyWindow
	}
	if opts.MaxSize <= 0 {
		opts.MaxSize = DefaultMaxSize
	}
	if opts.Batch <= 0 {
		opts.Batch = DefaultBatch
	}
	if opts.MaxBatchBytes <= 0 {
		opts.MaxBatchBytes = DefaultMaxBatchBytes
	}
	if opts.DialTimeout <= 0 {
		opts.DialTimeout = DefaultDialTimeout
	}
	if opts.MinBackoff <= 0 {
		opts.MinBackoff = DefaultMinBackoff
	}
	if opts.MaxBackoff <= 0 {
		opts.MaxBackoff = DefaultMaxBackoff
	}
	if opts.MaxBackoff < opts.MinBackoff {
		opts.MaxBackoff = opts.MinBackoff
	}
	log := opts.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &Inbox{
		opts:   opts,
		log:    log.With("imap", opts.Addr, "mailbox", opts.Mailbox),
		notify: make(chan struct{}, 1),
		expect: make(chan struct{}, 1),
	}, nil
}

// Fetch returns up to Options.Batch messages not yet acknowledged, in UID
// order (the order the server received them).
func (in *Inbox) Fetch(ctx context.Context) ([]pbem.Message, error) {
	in.mu.Lock()
	defer in.mu.Unlock()
	c, err := in.connect(ctx)
	if err != nil {
		return nil, err
	}
	// What the server announced so far, this fetch will see: forget it,
	// so that Wait does not wake for mail already fetched.
	select {
	case <-in.notify:
	default:
	}
	stop := in.watch(ctx, c)
	in.fetchValidity = in.uidValidity
	msgs, err := in.fetch(c)
	stop()
	if err != nil {
		return nil, in.fail(ctx, "fetch", err)
	}
	if len(msgs) > 0 && in.opts.BusyWindow > 0 {
		in.openBusyWindow()
	}
	return msgs, nil
}

func (in *Inbox) fetch(c *imapclient.Client) ([]pbem.Message, error) {
	criteria := &imap.SearchCriteria{NotFlag: []imap.Flag{imap.FlagDeleted}}
	if in.ackFlag {
		criteria.NotFlag = append(criteria.NotFlag, in.opts.ProcessedFlag)
	}
	sd, err := c.UIDSearch(criteria, nil).Wait()
	if err != nil {
		return nil, err
	}
	uids := sd.AllUIDs()
	if len(uids) == 0 {
		return nil, nil
	}
	slices.Sort(uids)
	if len(uids) > in.opts.Batch {
		uids = uids[:in.opts.Batch]
	}
	if uids, err = in.bounded(c, uids); err != nil {
		return nil, err
	}
	section := &imap.FetchItemBodySection{Peek: true}
	section.Partial = &imap.SectionPartial{Offset: 0, Size: in.opts.MaxSize}
	fetchOpts := &imap.FetchOptions{
		UID:          true,
		Envelope:     true,
		InternalDate: true,
		RFC822Size:   true,
		BodySection:  []*imap.FetchItemBodySection{section},
	}
	bufs, err := c.Fetch(imap.UIDSetNum(uids...), fetchOpts).Collect()
	if err != nil {
		return nil, err
	}
	msgs := make([]pbem.Message, 0, len(bufs))
	for _, b := range bufs {
		raw := b.FindBodySection(section)
		if raw == nil {
			// Some servers answer a partial fetch of a whole message as
			// BODY[] without the origin; take whichever section came.
			for _, s := range b.BodySection {
				raw = s.Bytes
			}
		}
		m := pbem.Message{
			UID:         uint32(b.UID),
			Raw:         raw,
			Received:    b.InternalDate,
			UIDValidity: in.uidValidity,
			Size:        b.RFC822Size,
			Truncated:   b.RFC822Size > int64(len(raw)),
		}
		if b.Envelope != nil {
			m.MessageID = b.Envelope.MessageID
		}
		if m.MessageID == "" {
			m.MessageID = SyntheticMessageID(raw)
		}
		msgs = append(msgs, m)
	}
	slices.SortFunc(msgs, func(a, b pbem.Message) int { return int(int64(a.UID) - int64(b.UID)) })
	return msgs, nil
}

// bounded keeps the first uids whose sizes (each capped at MaxSize) add up
// to at most MaxBatchBytes, and always the first, so that a run of large
// messages is read a few at a time instead of all at once.
func (in *Inbox) bounded(c *imapclient.Client, uids []imap.UID) ([]imap.UID, error) {
	if len(uids) <= 1 || int64(len(uids))*in.opts.MaxSize <= in.opts.MaxBatchBytes {
		return uids, nil // within the bound however large they are
	}
	bufs, err := c.Fetch(imap.UIDSetNum(uids...), &imap.FetchOptions{UID: true, RFC822Size: true}).Collect()
	if err != nil {
		return nil, err
	}
	size := map[imap.UID]int64{}
	for _, b := range bufs {
		size[b.UID] = min(b.RFC822Size, in.opts.MaxSize)
	}
	var total int64
	for i, u := range uids {
		total += size[u]
		if i > 0 && total > in.opts.MaxBatchBytes {
			return uids[:i], nil
		}
	}
	return uids, nil
}

// SyntheticMessageID names a message that came without a Message-ID by a
// digest of its bytes, so that reading it again yields the same name and
// the referee still handles it once.
func SyntheticMessageID(raw []byte) string {
	sum := sha256.Sum256(raw)
	return "sha256-" + hex.EncodeToString(sum[:16]) + "@no-message-id.invalid"
}

// Ack marks messages as handled: it moves them to the processed mailbox
// or sets the processed keyword. The UIDs must come from the latest Fetch.
func (in *Inbox) Ack(ctx context.Context, uids ...uint32) error {
	if len(uids) == 0 {
		return nil
	}
	in.mu.Lock()
	defer in.mu.Unlock()
	c, err := in.connect(ctx)
	if err != nil {
		return err
	}
	if in.uidValidity != in.fetchValidity {
		return &pbem.TemporaryError{Err: ErrUIDValidity}
	}
	set := imap.UIDSet{}
	for _, u := range uids {
		set.AddNum(imap.UID(u))
	}
	stop := in.watch(ctx, c)
	defer stop()
	if in.ackFlag {
		err = c.Store(set, &imap.StoreFlags{
			Op:     imap.StoreFlagsAdd,
			Silent: true,
			Flags:  []imap.Flag{in.opts.ProcessedFlag, imap.FlagSeen},
		}, nil).Close()
	} else {
		_, err = c.Move(set, in.opts.ProcessedMailbox).Wait()
	}
	if err != nil {
		return in.fail(ctx, "ack", err)
	}
	in.log.Debug("acknowledged", "uids", uids)
	return nil
}

// Wait blocks until the server announces new mail (IDLE), the poll
// interval passes (no IDLE), or ctx ends. While the server is unreachable
// it waits out the reconnection backoff instead and returns nil, so the
// caller's next Fetch tries again. It returns ctx.Err() when ctx ends.
func (in *Inbox) Wait(ctx context.Context) error {
	for {
		in.mu.Lock()
		if !in.busy() {
			break // the lock is held on into the wait below
		}
		select {
		case <-in.expect: // polling already
		default:
		}
		woke, err := in.noop(ctx)
		in.mu.Unlock()
		if woke || err != nil {
			return err
		}
		if err := sleep(ctx, in.opts.BusyPoll); err != nil {
			return err
		}
	}
	if in.closed {
		in.mu.Unlock()
		return errClosed
	}
	select {
	case <-in.notify:
		in.mu.Unlock()
		return nil
	default:
	}
	prev := in.c
	c, err := in.connect(ctx)
	if err != nil {
		delay := time.Until(in.nextDial)
		in.mu.Unlock()
		if !pbem.IsTemporary(err) {
			return err
		}
		return sleep(ctx, max(delay, in.opts.MinBackoff))
	}
	if c != prev {
		// A new session cannot tell what arrived while there was none:
		// mail delivered before it opened is never announced. Let the
		// caller look.
		in.mu.Unlock()
		return nil
	}
	if !c.Caps().Has(imap.CapIdle) && !c.Caps().Has(imap.CapIMAP4rev2) {
		in.mu.Unlock()
		return in.poll(ctx)
	}
	defer in.mu.Unlock()
	// NOOP first: it collects what the server has queued for us since the
	// last command, so mail that came in just now wakes us at once
	// instead of waiting for the next announcement.
	stop := in.watch(ctx, c)
	err = c.Noop().Wait()
	stop()
	if err != nil {
		return in.fail(ctx, "noop", err)
	}
	select {
	case <-in.notify:
		return nil
	case <-in.expect:
		return nil
	default:
	}
	idle, err := c.Idle()
	if err != nil {
		return in.fail(ctx, "idle", err)
	}
	timer := time.NewTimer(in.opts.IdleRefresh)
	defer timer.Stop()
	var waitErr error
	select {
	case <-in.notify:
	case <-in.expect:
	case <-timer.C:
	case <-ctx.Done():
		waitErr = ctx.Err()
	case <-c.Closed():
	}
	closeErr := idle.Close()
	if closeErr == nil {
		closeErr = idle.Wait()
	}
	if closeErr != nil {
		if err := in.fail(ctx, "idle", closeErr); waitErr == nil && !pbem.IsTemporary(err) {
			return err
		}
	}
	return waitErr
}

// noop asks the server for news once, in the busy window, and reports
// whether there is any. A connection that cannot be had ends the busy
// window, so that the normal wait deals with it. The caller holds in.mu.
func (in *Inbox) noop(ctx context.Context) (woke bool, err error) {
	if in.closed {
		return false, errClosed
	}
	select {
	case <-in.notify:
		return true, nil
	default:
	}
	c, err := in.connect(ctx)
	if err != nil {
		in.busyUntil.Store(0)
		return false, nil
	}
	stop := in.watch(ctx, c)
	err = c.Noop().Wait()
	stop()
	if err != nil {
		return false, in.fail(ctx, "noop", err)
	}
	select {
	case <-in.notify:
		return true, nil
	default:
		return false, nil
	}
}

// poll waits one poll interval on a server without IDLE; the caller's next
// Fetch then looks for new mail.
func (in *Inbox) poll(ctx context.Context) error {
	t := time.NewTimer(in.opts.PollInterval)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-in.notify:
		return nil
	case <-in.expect:
		return nil
	case <-t.C:
		return nil
	}
}

// Close logs out and closes the connection. Later calls fail. It may be
// called while another goroutine waits in Wait, which then returns.
func (in *Inbox) Close() error {
	if !in.mu.TryLock() {
		// Someone holds the connection (an IDLE, a slow fetch): cut it so
		// that they let go, then take our turn.
		if c := in.live.Load(); c != nil {
			c.Close()
		}
		in.mu.Lock()
	}
	defer in.mu.Unlock()
	in.closed = true
	if in.c == nil {
		return nil
	}
	c := in.c
	in.c = nil
	done := make(chan error, 1)
	go func() { done <- c.Logout().Wait() }()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
	}
	return c.Close()
}

var errClosed = errors.New("imapin: inbox closed")

// connect returns the live client, dialing, logging in and selecting the
// mailbox if there is none. Connection failures are classified and start
// or extend the backoff.
func (in *Inbox) connect(ctx context.Context) (*imapclient.Client, error) {
	if in.closed {
		return nil, errClosed
	}
	if in.c != nil {
		select {
		case <-in.c.Closed():
			in.log.Info("connection lost")
			in.c = nil
		default:
			return in.c, nil
		}
	}
	if d := time.Until(in.nextDial); d > 0 {
		return nil, &pbem.TemporaryError{Err: fmt.Errorf("imapin: server unreachable, next attempt in %v", d.Round(time.Millisecond))}
	}
	c, err := in.dial(ctx)
	if err != nil {
		in.failures++
		in.nextDial = time.Now().Add(in.backoff())
		err = classify(err)
		in.log.Warn("connect failed", "err", err, "attempt", in.failures, "temporary", pbem.IsTemporary(err))
		return nil, err
	}
	in.failures = 0
	in.nextDial = time.Time{}
	in.c = c
	in.live.Store(c)
	return c, nil
}

func (in *Inbox) backoff() time.Duration {
	d := in.opts.MinBackoff
	for i := 1; i < in.failures && d < in.opts.MaxBackoff; i++ {
		d *= 2
	}
	d = min(d, in.opts.MaxBackoff)
	// Up to a quarter of jitter so that many referees restarted together
	// do not hammer the server in step.
	return d - time.Duration(rand.Int64N(int64(d)/4+1))
}

func (in *Inbox) dial(ctx context.Context) (*imapclient.Client, error) {
	ctx, cancel := context.WithTimeout(ctx, in.opts.DialTimeout)
	defer cancel()
	host, _, _ := net.SplitHostPort(in.opts.Addr)
	tlsConfig := in.opts.TLSConfig.Clone()
	if tlsConfig == nil {
		tlsConfig = &tls.Config{}
	}
	if tlsConfig.ServerName == "" {
		tlsConfig.ServerName = host
	}
	copts := &imapclient.Options{
		TLSConfig: tlsConfig,
		UnilateralDataHandler: &imapclient.UnilateralDataHandler{
			Mailbox: func(data *imapclient.UnilateralDataMailbox) {
				if data.NumMessages != nil {
					in.announce()
				}
			},
		},
	}
	var d net.Dialer
	conn, err := d.DialContext(ctx, "tcp", in.opts.Addr)
	if err != nil {
		return nil, err
	}
	// Bound the whole handshake by ctx: closing the connection unblocks
	// every read below.
	stop := context.AfterFunc(ctx, func() { conn.Close() })
	defer stop()
	var c *imapclient.Client
	switch in.opts.TLS {
	case pbem.TLSImplicit:
		tc := tls.Client(conn, tlsConfig)
		if err := tc.HandshakeContext(ctx); err != nil {
			conn.Close()
			return nil, err
		}
		c = imapclient.New(tc, copts)
	case pbem.TLSStartTLS:
		c, err = imapclient.NewStartTLS(conn, copts)
		if err != nil {
			conn.Close()
			return nil, err
		}
	default:
		c = imapclient.New(conn, copts)
	}
	if err := c.WaitGreeting(); err != nil {
		c.Close()
		return nil, ctxErr(ctx, err)
	}
	if err := in.login(ctx, c); err != nil {
		c.Close()
		return nil, &authError{Err: ctxErr(ctx, err)}
	}
	caps := c.Caps()
	if len(caps) == 0 || !caps.Has(imap.CapIMAP4rev1) && !caps.Has(imap.CapIMAP4rev2) {
		if caps, err = c.Capability().Wait(); err != nil {
			c.Close()
			return nil, ctxErr(ctx, err)
		}
	}
	switch in.opts.Ack {
	case AckFlag:
		in.ackFlag = true
	case AckMove:
		in.ackFlag = false
	default:
		in.ackFlag = !caps.Has(imap.CapMove) && !caps.Has(imap.CapIMAP4rev2) && !caps.Has(imap.CapUIDPlus)
		if in.ackFlag {
			in.log.Info("server can neither MOVE nor UID EXPUNGE; marking handled mail with a keyword", "flag", in.opts.ProcessedFlag)
		}
	}
	if !in.ackFlag {
		if err := ensureMailbox(c, in.opts.ProcessedMailbox); err != nil {
			c.Close()
			return nil, ctxErr(ctx, configError("processed mailbox "+in.opts.ProcessedMailbox, err))
		}
	}
	sel, err := c.Select(in.opts.Mailbox, nil).Wait()
	if err != nil {
		c.Close()
		return nil, ctxErr(ctx, configError("mailbox "+in.opts.Mailbox, err))
	}
	if in.uidValidity != 0 && sel.UIDValidity != in.uidValidity {
		in.log.Warn("mailbox UIDVALIDITY changed; unacknowledged mail will be read again", "old", in.uidValidity, "new", sel.UIDValidity)
	}
	in.uidValidity = sel.UIDValidity
	in.log.Info("connected", "uidvalidity", sel.UIDValidity, "messages", sel.NumMessages,
		"idle", caps.Has(imap.CapIdle) || caps.Has(imap.CapIMAP4rev2), "ack", map[bool]string{true: "flag", false: "move"}[in.ackFlag])
	return c, nil
}

// login authenticates with the OAuth 2.0 mechanism when one is
// configured; else with AUTHENTICATE PLAIN (RFC 4616) where the server
// offers it, as RFC 9051 prefers, and with LOGIN otherwise.
func (in *Inbox) login(ctx context.Context, c *imapclient.Client) error {
	caps := c.Caps()
	if o := in.opts.OAuth2; o != nil {
		if !caps.Has(imap.AuthCap(o.Mech())) {
			return &pbem.PermanentError{Err: fmt.Errorf("server does not offer AUTHENTICATE %s", o.Mech())}
		}
		host, port, _ := net.SplitHostPort(in.opts.Addr)
		n, _ := strconv.Atoi(port)
		cl, err := o.Client(ctx, in.opts.Username, host, n)
		if err != nil {
			return err
		}
		return c.Authenticate(cl)
	}
	if caps.Has(imap.AuthCap(sasl.Plain)) {
		return c.Authenticate(sasl.NewPlainClient("", in.opts.Username, in.opts.Password))
	}
	if caps.Has(imap.CapLoginDisabled) {
		return &pbem.PermanentError{Err: errors.New("server refuses LOGIN here and offers no AUTHENTICATE PLAIN (does it want TLS?)")}
	}
	return c.Login(in.opts.Username, in.opts.Password).Wait()
}

// ensureMailbox creates name unless it exists.
func ensureMailbox(c *imapclient.Client, name string) error {
	list, err := c.List("", name, nil).Collect()
	if err != nil {
		return err
	}
	for _, l := range list {
		if l.Mailbox == name {
			return nil
		}
	}
	err = c.Create(name, nil).Wait()
	var ie *imap.Error
	if errors.As(err, &ie) && ie.Code == imap.ResponseCodeAlreadyExists {
		return nil
	}
	return err
}

func (in *Inbox) announce() {
	select {
	case in.notify <- struct{}{}:
	default:
	}
}

// watch closes the connection if ctx ends while a command runs, which
// unblocks the command; the caller then sees a temporary error.
func (in *Inbox) watch(ctx context.Context, c *imapclient.Client) (stop func()) {
	s := context.AfterFunc(ctx, func() { c.Close() })
	return func() { s() }
}

// fail drops the connection after a failed command when the failure may
// have left it unusable, and classifies the error.
func (in *Inbox) fail(ctx context.Context, op string, err error) error {
	if ctx.Err() != nil {
		err = ctx.Err()
	}
	cerr := classify(err)
	var ie *imap.Error
	if !errors.As(err, &ie) || ie.Type == imap.StatusResponseTypeBye {
		if in.c != nil {
			in.c.Close()
			in.c = nil
		}
	}
	if ctx.Err() != nil {
		// Stopping, not failing: nothing for the host to look at.
		in.log.Debug(op+" cut short", "err", err)
	} else {
		in.log.Warn(op+" failed", "err", err, "temporary", pbem.IsTemporary(cerr))
	}
	return fmt.Errorf("imapin: %s: %w", op, cerr)
}

// configError marks a plain NO to SELECT or CREATE of a configured
// mailbox as permanent: servers do not all send [NONEXISTENT] or [NOPERM],
// and retrying a mailbox that is not there does not make it appear. A
// NO that names a passing condition ([UNAVAILABLE], [INUSE] …) stays
// temporary.
func configError(what string, err error) error {
	var ie *imap.Error
	if !errors.As(err, &ie) || ie.Type != imap.StatusResponseTypeNo {
		return err
	}
	switch ie.Code {
	case imap.ResponseCodeUnavailable, imap.ResponseCodeInUse, imap.ResponseCodeLimit, imap.ResponseCodeServerBug:
		return err
	}
	return &pbem.PermanentError{Err: fmt.Errorf("%s: %w", what, err)}
}

// authError is the login's failure, typed for the referee's hint.
type authError = pbem.AuthError

// classify wraps err as pbem.TemporaryError when waiting may cure it: a
// network failure, a server going away (BYE), a server-side response code
// meaning "busy". A refused login, a TLS certificate that does not verify,
// a missing mailbox and the end of ctx are permanent.
func classify(err error) error {
	if err == nil || pbem.IsTemporary(err) {
		return err
	}
	var pe *pbem.PermanentError
	if errors.As(err, &pe) {
		return err
	}
	if errors.Is(err, context.Canceled) {
		return err
	}
	var ie *imap.Error
	if errors.As(err, &ie) {
		var ae *authError
		switch {
		case ie.Type == imap.StatusResponseTypeBye:
			return &pbem.TemporaryError{Err: err}
		case ie.Code == imap.ResponseCodeUnavailable, ie.Code == imap.ResponseCodeInUse,
			ie.Code == imap.ResponseCodeLimit, ie.Code == imap.ResponseCodeServerBug,
			ie.Code == imap.ResponseCodeOverQuota:
			return &pbem.TemporaryError{Err: err}
		case errors.As(err, &ae), ie.Code == imap.ResponseCodeAuthenticationFailed,
			ie.Code == imap.ResponseCodeAuthorizationFailed, ie.Code == imap.ResponseCodeNonExistent,
			ie.Code == imap.ResponseCodePrivacyRequired, ie.Code == imap.ResponseCodeNoPerm:
			return &pbem.PermanentError{Err: err}
		}
		// An unexplained NO: treat as a passing trouble rather than stop
		// the referee for good.
		return &pbem.TemporaryError{Err: err}
	}
	var certErr *tls.CertificateVerificationError
	var unknownAuth x509.UnknownAuthorityError
	var hostname x509.HostnameError
	if errors.As(err, &certErr) || errors.As(err, &unknownAuth) || errors.As(err, &hostname) {
		return &pbem.PermanentError{Err: err}
	}
	var hostErr tls.RecordHeaderError
	if errors.As(err, &hostErr) {
		// Speaking TLS to a plaintext port or the reverse: configuration.
		return &pbem.PermanentError{Err: fmt.Errorf("%w (wrong TLS mode for this port?)", err)}
	}
	var ae *authError
	if errors.As(err, &ae) && !isNetErr(err) {
		return &pbem.PermanentError{Err: err}
	}
	// Network errors, EOF, protocol hiccups.
	return &pbem.TemporaryError{Err: err}
}

func isNetErr(err error) bool {
	var ne net.Error
	return errors.As(err, &ne) || errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, net.ErrClosed)
}

func ctxErr(ctx context.Context, err error) error {
	if ctx.Err() != nil {
		return fmt.Errorf("%w (%v)", ctx.Err(), err)
	}
	return err
}

func sleep(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

// Check connects and logs in as the referee would, selects the mailbox
// and makes sure of the processed mailbox, then logs out; it says what it
// found ("labyrinth referee --check-config"). Its errors are Fetch's.
func (in *Inbox) Check(ctx context.Context) (string, error) {
	c, err := in.dial(ctx)
	if err != nil {
		return "", classify(err)
	}
	defer c.Close()
	n := uint32(0)
	if m := c.Mailbox(); m != nil {
		n = m.NumMessages
	}
	caps := c.Caps()
	idle := "no IDLE: it is polled"
	if caps.Has(imap.CapIdle) || caps.Has(imap.CapIMAP4rev2) {
		idle = "IDLE: new mail is seen at once"
	}
	ack := "handled mail moves to " + in.opts.ProcessedMailbox
	if in.ackFlag {
		ack = "handled mail is flagged " + string(in.opts.ProcessedFlag)
	}
	c.Logout().Wait()
	return fmt.Sprintf("logged in as %s; %s holds %d messages; %s; %s", in.opts.Username, in.opts.Mailbox, n, idle, ack), nil
}
