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
}

// Sender delivers mail.
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
