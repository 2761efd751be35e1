package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"labyrinth/pbem"
)

// MaxAttempts is how many delivery attempts a message gets before the
// outbox gives up on it and marks it failed: the daemon's own cap
// (pbem.DefaultMaxAttempts), so the two agree.
const MaxAttempts = pbem.DefaultMaxAttempts

// MailStatus is where an outgoing message stands.
type MailStatus string

const (
	MailQueued MailStatus = "queued" // waiting for its next attempt
	MailSent   MailStatus = "sent"
	MailFailed MailStatus = "failed" // permanently refused, or too many attempts
)

// Mail is one outgoing message in the outbox.
type Mail struct {
	ID         int64
	CampaignID int64
	// MessageID is the message's own Message-ID, unique: queueing the same
	// message twice is a no-op, and a retried delivery carries the same
	// ID so receivers can drop a duplicate.
	MessageID string
	From      string
	To        []string
	Raw       []byte
	// Kind is what the message is: "invitation", "confirmation",
	// "report", "host-report", "reminder", "reveal", "reply", or
	// "rejection" (an answer to mail that did not authenticate).
	Kind        string
	Round       int
	Seat        int // -1: not for a seat (the host)
	Created     time.Time
	Status      MailStatus
	Attempts    int
	NextAttempt time.Time
	LastError   string
	SentAt      time.Time
}

// Enqueue adds m to the outbox, due at once (at m.Created). It returns
// false if a message with the same Message-ID is already queued.
func (t *Tx) Enqueue(m *Mail) (bool, error) {
	to, err := json.Marshal(m.To)
	if err != nil {
		return false, err
	}
	var cid any
	if m.CampaignID != 0 {
		cid = m.CampaignID
	}
	res, err := t.exec(`INSERT INTO outbox (campaign_id, message_id, from_addr, to_addrs, raw, kind, round, seat,
		created, status, next_attempt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'queued', ?)
		ON CONFLICT (message_id) DO NOTHING`,
		cid, m.MessageID, m.From, string(to), nonNil(m.Raw), m.Kind, m.Round, m.Seat, ms2(m.Created), ms2(m.Created))
	if err != nil {
		return false, fmt.Errorf("queue %s: %w", m.Kind, err)
	}
	n, err := res.RowsAffected()
	if err != nil || n == 0 {
		return false, err
	}
	m.ID, err = res.LastInsertId()
	m.Status = MailQueued
	return true, err
}

const mailCols = `id, COALESCE(campaign_id, 0), message_id, from_addr, to_addrs, raw, kind, round, seat, created,
	status, attempts, next_attempt, last_error, sent_at`

func scanMail(row interface{ Scan(...any) error }) (*Mail, error) {
	var m Mail
	var to string
	var created, next, sent int64
	if err := row.Scan(&m.ID, &m.CampaignID, &m.MessageID, &m.From, &to, &m.Raw, &m.Kind, &m.Round, &m.Seat,
		&created, &m.Status, &m.Attempts, &next, &m.LastError, &sent); err != nil {
		return nil, err
	}
	if err := json.Unmarshal([]byte(to), &m.To); err != nil {
		return nil, fmt.Errorf("outbox %d: recipients: %w", m.ID, err)
	}
	m.Created, m.NextAttempt, m.SentAt = fromMS(created), fromMS(next), fromMS(sent)
	return &m, nil
}

// Outbox returns a campaign's outgoing mail, oldest first; campaignID 0
// means all of it.
func (t *Tx) Outbox(campaignID int64) ([]*Mail, error) {
	rows, err := t.query(`SELECT `+mailCols+` FROM outbox WHERE (? = 0 OR campaign_id = ?) ORDER BY id`, campaignID, campaignID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []*Mail
	for rows.Next() {
		m, err := scanMail(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, m)
	}
	return out, rows.Err()
}

// Queued counts the outgoing mail of every campaign still waiting to go
// out, and all of it.
func (t *Tx) Queued() (queued, all int, err error) {
	err = t.queryRow(`SELECT COUNT(*) FILTER (WHERE status = 'queued'), COUNT(*) FROM outbox`).Scan(&queued, &all)
	return queued, all, err
}

// OutboxMail returns one outgoing message.
func (t *Tx) OutboxMail(id int64) (*Mail, error) {
	rows, err := t.query(`SELECT `+mailCols+` FROM outbox WHERE id = ?`, id)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	if !rows.Next() {
		if err := rows.Err(); err != nil {
			return nil, err
		}
		return nil, ErrNotFound
	}
	return scanMail(rows)
}

// The Store is the referee's pbem.Outbox.
var _ pbem.Outbox = (*Store)(nil)
var _ pbem.SentAller = (*Store)(nil)

// Due implements pbem.Outbox: the queued messages whose next attempt is
// due, oldest first, each with the attempts it has had, so that a sender
// in a new process goes on with the same backoff.
func (s *Store) Due(ctx context.Context, now time.Time, limit int) ([]pbem.Outgoing, error) {
	if limit <= 0 {
		limit = 100
	}
	var out []pbem.Outgoing
	err := s.View(ctx, func(t *Tx) error {
		rows, err := t.query(`SELECT `+mailCols+` FROM outbox WHERE status = 'queued' AND next_attempt <= ?
			ORDER BY next_attempt, id LIMIT ?`, ms2(now), limit)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			m, err := scanMail(rows)
			if err != nil {
				return err
			}
			out = append(out, pbem.Outgoing{ID: m.ID, From: m.From, To: m.To, Raw: m.Raw, Attempts: m.Attempts})
		}
		return rows.Err()
	})
	return out, err
}

// Sent implements pbem.Outbox. An invitation carries a secret code in
// clear, so once it is delivered its text is dropped from the database
// (zeroed in the file: PRAGMA secure_delete) and from the write-ahead log
// (Scrub): only the hashes of codes stay at rest.
func (s *Store) Sent(ctx context.Context, id int64, at time.Time) error {
	return s.SentAll(ctx, []int64{id}, at)
}

// SentAll implements pbem.SentAller: Sent for every id, in one
// transaction.
func (s *Store) SentAll(ctx context.Context, ids []int64, at time.Time) error {
	secrets := false
	err := s.Update(ctx, func(t *Tx) error {
		for _, id := range ids {
			var kind string
			if err := t.queryRow(`SELECT kind FROM outbox WHERE id = ?`, id).Scan(&kind); err == nil && kind == "invitation" {
				secrets = true
			}
			if err := t.mustChange(`UPDATE outbox SET status = 'sent', sent_at = ?, attempts = attempts + 1, last_error = '',
			raw = CASE WHEN kind = 'invitation' THEN x'' ELSE raw END
			WHERE id = ?`, ms2(at), id); err != nil {
				return err
			}
		}
		return nil
	})
	if err == nil && secrets {
		s.Scrub(ctx)
	}
	return err
}

// Retry implements pbem.Outbox. After MaxAttempts attempts the message is
// marked failed instead, and the failure is logged for the host.
func (s *Store) Retry(ctx context.Context, id int64, cause error, next time.Time) error {
	return s.Update(ctx, func(t *Tx) error {
		m, err := t.OutboxMail(id)
		if err != nil {
			return err
		}
		if m.Status != MailQueued {
			return nil
		}
		if m.Attempts+1 >= MaxAttempts {
			return t.fail(m, fmt.Errorf("gave up after %d attempts: %w", m.Attempts+1, cause), next)
		}
		return t.mustChange(`UPDATE outbox SET attempts = attempts + 1, next_attempt = ?, last_error = ? WHERE id = ?`,
			ms2(next), errText(cause), id)
	})
}

// The Store records a sender's failure without charging the message.
var _ pbem.Deferrer = (*Store)(nil)

// Defer implements pbem.Deferrer: the message could not be tried because
// the sender failed (it cannot connect or log in). It stays queued and
// due, with its attempts unchanged; the cause is kept for the host's
// status.
func (s *Store) Defer(ctx context.Context, id int64, cause error) error {
	return s.Update(ctx, func(t *Tx) error {
		_, err := t.exec(`UPDATE outbox SET last_error = ? WHERE id = ? AND status = 'queued'`, errText(cause), id)
		return err
	})
}

// Requeue puts a campaign's failed mail back in the queue, due at now
// with its attempts reset: the host's "resend-failed" after fixing what
// made it fail. It returns how many messages were queued again.
func (t *Tx) Requeue(campaignID int64, now time.Time) (int, error) {
	res, err := t.exec(`UPDATE outbox SET status = 'queued', attempts = 0, next_attempt = ?, last_error = '', reported = 0
		WHERE campaign_id = ? AND status = 'failed'`, ms2(now), campaignID)
	if err != nil {
		return 0, err
	}
	n, err := res.RowsAffected()
	return int(n), err
}

// Failed implements pbem.Outbox.
func (s *Store) Failed(ctx context.Context, id int64, cause error) error {
	return s.Update(ctx, func(t *Tx) error {
		m, err := t.OutboxMail(id)
		if err != nil {
			return err
		}
		return t.fail(m, cause, time.Now())
	})
}

func (t *Tx) fail(m *Mail, cause error, at time.Time) error {
	if err := t.mustChange(`UPDATE outbox SET status = 'failed', attempts = attempts + 1, last_error = ? WHERE id = ?`,
		errText(cause), m.ID); err != nil {
		return err
	}
	if m.CampaignID == 0 {
		return nil
	}
	return t.Log(m.CampaignID, m.Round, at, "delivery-failed",
		fmt.Sprintf("%s to %v (%s): %s", m.Kind, m.To, m.MessageID, errText(cause)))
}

// FailedUnreported returns the outbox messages that failed and were not
// yet reported to the host, marking them reported: the campaign tells the
// host once about each.
func (t *Tx) FailedUnreported(campaignID int64) ([]*Mail, error) {
	rows, err := t.query(`SELECT `+mailCols+` FROM outbox WHERE campaign_id = ? AND status = 'failed'
		AND reported = 0 ORDER BY id`, campaignID)
	if err != nil {
		return nil, err
	}
	var out []*Mail
	for rows.Next() {
		m, err := scanMail(rows)
		if err != nil {
			rows.Close()
			return nil, err
		}
		out = append(out, m)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	for _, m := range out {
		if _, err := t.exec(`UPDATE outbox SET reported = 1 WHERE id = ?`, m.ID); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// CampaignOfMail returns the campaign of the outgoing message with the
// given Message-ID: a player's reply to a report threads back to its
// campaign even without the subject tag.
func (t *Tx) CampaignOfMail(messageID string) (int64, error) {
	var id int64
	err := t.queryRow(`SELECT COALESCE(campaign_id, 0) FROM outbox WHERE message_id = ?`, messageID).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) || (err == nil && id == 0) {
		return 0, ErrNotFound
	}
	return id, err
}

// MailKindRound returns the kind and round of a mail this store sent.
func (t *Tx) MailKindRound(messageID string) (kind string, round int, err error) {
	err = t.queryRow(`SELECT kind, round FROM outbox WHERE message_id = ?`, messageID).Scan(&kind, &round)
	if errors.Is(err, sql.ErrNoRows) {
		return "", 0, ErrNotFound
	}
	return kind, round, err
}

// OutboxCounts counts a campaign's outgoing mail by status, and returns
// the troubled messages: those that failed and those still queued after a
// failed attempt.
func (t *Tx) OutboxCounts(campaignID int64) (map[MailStatus]int, []*Mail, error) {
	counts := map[MailStatus]int{}
	rows, err := t.query(`SELECT status, COUNT(*) FROM outbox WHERE campaign_id = ? GROUP BY status`, campaignID)
	if err != nil {
		return nil, nil, err
	}
	for rows.Next() {
		var s MailStatus
		var n int
		if err := rows.Scan(&s, &n); err != nil {
			rows.Close()
			return nil, nil, err
		}
		counts[s] = n
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, nil, err
	}
	rows, err = t.query(`SELECT `+mailCols+` FROM outbox WHERE campaign_id = ?
		AND (status = 'failed' OR (status = 'queued' AND (attempts > 0 OR last_error != ''))) ORDER BY id`, campaignID)
	if err != nil {
		return nil, nil, err
	}
	defer rows.Close()
	var failed []*Mail
	for rows.Next() {
		m, err := scanMail(rows)
		if err != nil {
			return nil, nil, err
		}
		failed = append(failed, m)
	}
	return counts, failed, rows.Err()
}

// Rejections counts the answers to unauthenticated mail (kind
// "rejection": no code, a wrong code, no campaign tag) queued for a seat
// (-1: the host) in a round: the campaign caps them, so that neither a
// misbehaving autoresponder nor someone forging a player's address can
// make it write without end.
func (t *Tx) Rejections(campaignID int64, round, seat int) (int, error) {
	var n int
	err := t.queryRow(`SELECT COUNT(*) FROM outbox WHERE campaign_id = ? AND round = ? AND seat = ?
		AND kind = 'rejection'`, campaignID, round, seat).Scan(&n)
	return n, err
}
