// Package pbem is the play-by-email referee: it reads players' orders from
// a mailbox, hands them to the campaign that the mail belongs to, and
// delivers the private reports the campaign writes back.
//
// Mail lives behind two small interfaces, Inbox and Sender, with the
// go-imap and go-smtp adapters in pbem/imapin and pbem/smtpout; the durable
// state (campaigns, orders, games, the outbound queue) lives in pbem/store;
// the game logic of a campaign lives in pbem/campaign. The daemon that ties
// them together is "labyrinth referee".
package pbem

import (
	"context"
	"errors"
	"fmt"
	"net"
	"strings"
	"time"
)

// Message is one received mail, as the inbox hands it over.
type Message struct {
	// UID identifies the message in its mailbox for Ack.
	UID uint32
	// MessageID is the Message-ID header without angle brackets, used to
	// process every message exactly once.
	MessageID string
	// Raw is the whole message as received (RFC 5322).
	Raw      []byte
	Received time.Time
	// UIDValidity is the mailbox's UIDVALIDITY when UID was read (RFC 9051
	// section 2.3.1.1): a UID means something only together with it.
	UIDValidity uint32
	// Size is the message's size on the server; it is larger than
	// len(Raw) when the inbox truncated an oversized message.
	Size int64
	// Truncated says Raw holds only the first part of an oversized
	// message (see imapin.Options.MaxSize).
	Truncated bool
}

// Inbox yields received mail. A message stays in the inbox until it is
// acknowledged, so a crash between Fetch and Ack only causes a re-read,
// which MessageID makes harmless.
type Inbox interface {
	// Fetch returns the messages not yet acknowledged, oldest first.
	Fetch(ctx context.Context) ([]Message, error)
	// Ack marks messages as processed (moved or flagged, never deleted
	// before the state that records them is committed).
	Ack(ctx context.Context, uids ...uint32) error
	// Wait blocks until new mail may have arrived (IMAP IDLE where the
	// server has it, else a poll interval) or ctx ends.
	Wait(ctx context.Context) error
	Close() error
}

// Outgoing is one mail to deliver.
type Outgoing struct {
	ID   int64 // the outbox row
	From string
	To   []string
	Raw  []byte // the whole message, headers included
	// Attempts counts the failed deliveries so far, as the outbox recorded
	// them with Retry; the referee gives up after Config.MaxAttempts.
	Attempts int
}

// Sender delivers mail. Run calls Send from up to OutboxLanes goroutines
// at once (never twice at once for one message), so it must be safe for
// concurrent use; smtpout gives each concurrent send a connection of its
// own.
type Sender interface {
	Send(ctx context.Context, m Outgoing) error
}

// Outbox is the durable outbound queue: reports are written to it in the
// same transaction as the round that produced them, and a worker delivers
// them with retries.
type Outbox interface {
	// Due returns up to limit messages whose next attempt is due at now.
	Due(ctx context.Context, now time.Time, limit int) ([]Outgoing, error)
	// Sent records a delivery.
	Sent(ctx context.Context, id int64, at time.Time) error
	// Retry records a temporary failure and schedules the next attempt.
	Retry(ctx context.Context, id int64, cause error, next time.Time) error
	// Failed records a permanent failure (or too many attempts); the
	// message is kept for the host to see.
	Failed(ctx context.Context, id int64, cause error) error
}

// TemporaryError marks a failure that a retry may cure (a 4xx SMTP reply,
// a dropped connection).
type TemporaryError struct{ Err error }

func (e *TemporaryError) Error() string { return e.Err.Error() }
func (e *TemporaryError) Unwrap() error { return e.Err }

// IsTemporary reports whether a retry may cure err.
func IsTemporary(err error) bool {
	var t *TemporaryError
	return errors.As(err, &t)
}

// Handler is what the referee daemon feeds: every received message, and the
// passing of time for deadlines and reminders. pbem/campaign implements it;
// whatever it wants to send it writes to the Outbox in the same transaction
// as the state change that caused it.
type Handler interface {
	// HandleMail processes one message exactly once (by MessageID). An
	// error means the message was not recorded and must stay in the inbox.
	HandleMail(ctx context.Context, m Message, now time.Time) error
	// Tick resolves rounds whose deadline has passed and sends reminders.
	Tick(ctx context.Context, now time.Time) error
}

// BatchHandler is a Handler that can take a fetched batch of messages in
// one durable transaction (group commit): one disk flush for the batch
// instead of one a message. Either every message of the batch is
// recorded, or none is and the error says why; Run then hands the
// messages over one by one, so that a message that fails cannot hold up
// the others. Run acknowledges the batch to the inbox only after
// HandleBatch returned.
type BatchHandler interface {
	Handler
	HandleBatch(ctx context.Context, ms []Message, now time.Time) error
}

// TLSMode says how a mail client protects its connection to a server.
// The zero value is TLSImplicit: a client never talks in the clear unless
// told to.
type TLSMode int

const (
	// TLSImplicit opens TLS before the protocol starts (IMAPS on 993,
	// SMTP submission over TLS on 465, RFC 8314).
	TLSImplicit TLSMode = iota
	// TLSStartTLS connects in the clear and upgrades with STARTTLS before
	// any credential is sent; a server that does not offer STARTTLS is an
	// error, never a silent downgrade.
	TLSStartTLS
	// TLSNone speaks in the clear. It is accepted only for a loopback
	// address (the embedded mail host, a local Dovecot), so no password
	// ever crosses a network unprotected.
	TLSNone
)

// String returns the name used in configuration files: "tls", "starttls"
// or "none".
func (m TLSMode) String() string {
	switch m {
	case TLSImplicit:
		return "tls"
	case TLSStartTLS:
		return "starttls"
	case TLSNone:
		return "none"
	}
	return fmt.Sprintf("TLSMode(%d)", int(m))
}

// ParseTLSMode reads a TLS mode as written in a configuration file. The
// empty string means TLSImplicit.
func ParseTLSMode(s string) (TLSMode, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "", "tls", "implicit", "ssl":
		return TLSImplicit, nil
	case "starttls":
		return TLSStartTLS, nil
	case "none", "plain", "insecure":
		return TLSNone, nil
	}
	return 0, fmt.Errorf("unknown TLS mode %q (want tls, starttls or none)", s)
}

// CheckTLS refuses TLSNone for an address that is not loopback, so a
// configuration mistake cannot send a password in the clear.
func CheckTLS(mode TLSMode, addr string) error {
	if mode != TLSNone {
		return nil
	}
	if !IsLoopback(addr) {
		return fmt.Errorf("refusing a connection without TLS to %s: only loopback servers may be reached in the clear", addr)
	}
	return nil
}

// IsLoopback reports whether addr (host or host:port) names the local
// machine: localhost or a loopback IP literal. Names are not resolved, so
// DNS cannot turn a remote server into a "local" one.
func IsLoopback(addr string) bool {
	host := addr
	if h, _, err := net.SplitHostPort(addr); err == nil {
		host = h
	}
	host = strings.TrimSuffix(strings.ToLower(host), ".")
	if host == "localhost" || strings.HasSuffix(host, ".localhost") {
		return true
	}
	ip := net.ParseIP(strings.Trim(host, "[]"))
	return ip != nil && ip.IsLoopback()
}

// PermanentError marks a failure that repeating the same operation cannot
// cure (a 5xx SMTP reply, a refused login, a missing mailbox). Errors that
// are neither TemporaryError nor PermanentError are treated as permanent by
// IsTemporary; PermanentError exists so adapters can say so explicitly and
// keep the cause.
type PermanentError struct{ Err error }

func (e *PermanentError) Error() string { return e.Err.Error() }
func (e *PermanentError) Unwrap() error { return e.Err }

// SenderError marks a failure of the sender itself, not of the message: it
// cannot connect, the TLS handshake fails, or the server refuses its
// login. Every message would fail the same way, so the message is not
// charged an attempt and is never marked failed for it: it stays queued
// and the whole outbox waits (with backoff) until the sender works again,
// typically after the host fixes a password or an address. Err keeps the
// cause, itself temporary or permanent.
type SenderError struct{ Err error }

func (e *SenderError) Error() string { return e.Err.Error() }
func (e *SenderError) Unwrap() error { return e.Err }

// Hint says what to check.
func (e *SenderError) Hint() string { return SenderHint }

// IsSenderError reports whether err is a failure of the sender (see
// SenderError) rather than of the message.
func IsSenderError(err error) bool {
	var s *SenderError
	return errors.As(err, &s)
}

// SenderHint is the advice logged with a SenderError.
const SenderHint = "the mail stays queued and goes out once the sender works: check the SMTP address, TLS mode, user and password (REFEREE_PASSWORD, the mail host's accounts.json)"

// Expecter is an optional Inbox method: Expect says that the referee has
// just sent letters people may answer at once (reports, invitations), so
// the inbox should look for new mail often for a while rather than wait
// for the server's next announcement, which may come late (Dovecot holds
// IDLE announcements back by half a second).
type Expecter interface {
	Expect()
}

// SentAller is an optional Outbox method: SentAll records several
// deliveries in one durable write. The referee records the letters it
// sent side by side (OutboxLanes) together, and falls back to Sent one by
// one for an Outbox without it.
type SentAller interface {
	SentAll(ctx context.Context, ids []int64, at time.Time) error
}

// Deferrer is an optional Outbox method: Defer records that a message
// could not be tried because the sender failed (a SenderError), without
// using up one of its attempts or delaying it: it stays due, so that it
// goes out as soon as the sender works (at once after a restart).
type Deferrer interface {
	Defer(ctx context.Context, id int64, cause error) error
}

// RecipientError is one recipient's refusal within a delivery.
type RecipientError struct {
	Recipient string
	Err       error
}

func (e *RecipientError) Error() string { return e.Recipient + ": " + e.Err.Error() }
func (e *RecipientError) Unwrap() error { return e.Err }

// DeliveryError reports a delivery that reached some recipients but was
// refused for others. The message was sent to Delivered and must not be
// sent again to them; Rejected says why each other recipient was refused.
// A Sender returns it only when the refusals are permanent: on a temporary
// refusal the whole transaction is abandoned and nothing is sent, so a
// retry cannot duplicate.
type DeliveryError struct {
	Delivered []string
	Rejected  []*RecipientError
}

func (e *DeliveryError) Error() string {
	var b strings.Builder
	if len(e.Delivered) > 0 {
		fmt.Fprintf(&b, "delivered to %s; ", strings.Join(e.Delivered, ", "))
	}
	b.WriteString("refused ")
	for i, r := range e.Rejected {
		if i > 0 {
			b.WriteString("; ")
		}
		b.WriteString(r.Error())
	}
	return b.String()
}

// Unwrap returns the per-recipient errors.
func (e *DeliveryError) Unwrap() []error {
	errs := make([]error, len(e.Rejected))
	for i, r := range e.Rejected {
		errs[i] = r
	}
	return errs
}

// AuthError marks a server's refusal of the referee's credentials: a
// wrong user name or password. The mail clients wrap the login's failure
// in it, so that whoever reports it can say what to check.
type AuthError struct{ Err error }

func (e *AuthError) Error() string { return "login: " + e.Err.Error() }
func (e *AuthError) Unwrap() error { return e.Err }

// Hint says what to check.
func (e *AuthError) Hint() string {
	return "check the user name and the password (REFEREE_PASSWORD, or the mail host's accounts.json); queued mail waits and is sent once the referee runs"
}

// HintError is an error with advice for the person who can act on it,
// the host running the referee: "labyrinth" prints the advice on a line of
// its own after the error. Any error with a Hint method is shown so.
type HintError struct {
	Err    error
	Advice string
}

func (e *HintError) Error() string { return e.Err.Error() }
func (e *HintError) Unwrap() error { return e.Err }

// Hint returns the advice.
func (e *HintError) Hint() string { return e.Advice }
