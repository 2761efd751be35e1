package store

import (
	"database/sql"
	"errors"
	"time"
)

// Received is one received message as recorded: raw, with what became of
// it.
type Received struct {
	MessageID  string
	CampaignID int64 // 0: it belonged to no campaign
	Received   time.Time
	From       string
	Subject    string
	Raw        []byte
	// Outcome says what was done: "orders", "rejected: …", "automatic", …
	Outcome string
	// ContentSHA256 identifies the mail's content apart from the trace
	// headers servers add, to tell a copy of a mail from a different mail
	// that reuses its Message-ID.
	ContentSHA256 string
	// Duplicates counts the copies of this mail received and dropped.
	Duplicates int
}

// RecordMessage records a received message. It returns false, and changes
// nothing, if a message with the same Message-ID was recorded before: the
// caller must then do nothing else with it, which makes processing
// exactly-once when the record and its effects share a transaction.
func (t *Tx) RecordMessage(m *Received) (bool, error) {
	var cid any
	if m.CampaignID != 0 {
		cid = m.CampaignID
	}
	res, err := t.exec(`INSERT INTO messages (message_id, campaign_id, received, from_addr, subject, raw, outcome, content_sha256)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (message_id) DO NOTHING`,
		m.MessageID, cid, ms2(m.Received), m.From, string(WithholdCodes([]byte(m.Subject))), nonNil(WithholdCodes(m.Raw)), m.Outcome, m.ContentSHA256)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// ContentOf returns the content hash recorded for a Message-ID ("" for a
// message recorded before hashes were kept).
func (t *Tx) ContentOf(messageID string) (string, error) {
	var h string
	err := t.queryRow(`SELECT content_sha256 FROM messages WHERE message_id = ?`, messageID).Scan(&h)
	if errors.Is(err, sql.ErrNoRows) {
		return "", ErrNotFound
	}
	return h, err
}

// CountDuplicate records that one more copy of a recorded message was
// received and dropped.
func (t *Tx) CountDuplicate(messageID string) error {
	return t.mustChange(`UPDATE messages SET duplicates = duplicates + 1 WHERE message_id = ?`, messageID)
}

// Processed reports whether a message with this Message-ID was recorded.
func (t *Tx) Processed(messageID string) (bool, error) {
	var one int
	err := t.queryRow(`SELECT 1 FROM messages WHERE message_id = ?`, messageID).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	return err == nil, err
}

// SetOutcome updates what became of a recorded message.
func (t *Tx) SetOutcome(messageID string, campaignID int64, outcome string) error {
	var cid any
	if campaignID != 0 {
		cid = campaignID
	}
	return t.mustChange(`UPDATE messages SET outcome = ?, campaign_id = COALESCE(?, campaign_id) WHERE message_id = ?`,
		outcome, cid, messageID)
}

// Messages returns the messages recorded for a campaign, oldest first.
func (t *Tx) Messages(campaignID int64) ([]*Received, error) {
	rows, err := t.query(`SELECT message_id, COALESCE(campaign_id, 0), received, from_addr, subject, raw, outcome,
		content_sha256, duplicates FROM messages WHERE campaign_id = ? ORDER BY received, rowid`, campaignID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []*Received
	for rows.Next() {
		var m Received
		var at int64
		if err := rows.Scan(&m.MessageID, &m.CampaignID, &at, &m.From, &m.Subject, &m.Raw, &m.Outcome, &m.ContentSHA256, &m.Duplicates); err != nil {
			return nil, err
		}
		m.Received = fromMS(at)
		out = append(out, &m)
	}
	return out, rows.Err()
}
