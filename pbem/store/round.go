package store

import (
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// Round is one round of a campaign: every player's orders, resolved
// together.
type Round struct {
	CampaignID int64
	Number     int // from 1
	Opened     time.Time
	Deadline   time.Time
	Reminded   bool      // the reminder before the deadline went out
	Resolved   time.Time // zero while the round is open
	StateHash  string    // the hash of the state after the round
}

// Open reports whether the round still takes orders.
func (r *Round) Open() bool { return r.Resolved.IsZero() }

const roundCols = `campaign_id, number, opened, deadline, reminded, resolved, state_hash`

func scanRound(row interface{ Scan(...any) error }) (*Round, error) {
	var r Round
	var opened, deadline, resolved int64
	err := row.Scan(&r.CampaignID, &r.Number, &opened, &deadline, &r.Reminded, &resolved, &r.StateHash)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, err
	}
	r.Opened, r.Deadline, r.Resolved = fromMS(opened), fromMS(deadline), fromMS(resolved)
	return &r, nil
}

// OpenRound inserts a new round.
func (t *Tx) OpenRound(r *Round) error {
	_, err := t.exec(`INSERT INTO rounds (`+roundCols+`) VALUES (?, ?, ?, ?, ?, ?, ?)`,
		r.CampaignID, r.Number, ms2(r.Opened), ms2(r.Deadline), r.Reminded, ms2(r.Resolved), r.StateHash)
	if err != nil {
		return fmt.Errorf("open round %d: %w", r.Number, err)
	}
	return nil
}

// Round returns one round.
func (t *Tx) Round(campaignID int64, number int) (*Round, error) {
	return scanRound(t.queryRow(`SELECT `+roundCols+` FROM rounds WHERE campaign_id = ? AND number = ?`, campaignID, number))
}

// Rounds returns every round of a campaign in order.
func (t *Tx) Rounds(campaignID int64) ([]*Round, error) {
	rows, err := t.query(`SELECT `+roundCols+` FROM rounds WHERE campaign_id = ? ORDER BY number`, campaignID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []*Round
	for rows.Next() {
		r, err := scanRound(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// SetDeadline moves an open round's deadline (and re-arms its reminder).
func (t *Tx) SetDeadline(campaignID int64, number int, deadline time.Time) error {
	return t.mustChange(`UPDATE rounds SET deadline = ?, reminded = 0 WHERE campaign_id = ? AND number = ? AND resolved = 0`,
		ms2(deadline), campaignID, number)
}

// MarkReminded records that a round's reminders went out.
func (t *Tx) MarkReminded(campaignID int64, number int) error {
	return t.mustChange(`UPDATE rounds SET reminded = 1 WHERE campaign_id = ? AND number = ?`, campaignID, number)
}

// ResolveRound closes an open round with the hash of the state it led to.
// It fails with ErrNotFound if the round is already resolved, so a round
// can never be resolved twice.
func (t *Tx) ResolveRound(campaignID int64, number int, at time.Time, stateHash string) error {
	return t.mustChange(`UPDATE rounds SET resolved = ?, state_hash = ? WHERE campaign_id = ? AND number = ? AND resolved = 0`,
		ms2(at), stateHash, campaignID, number)
}

// Order is one player's orders for one round. There is one per player and
// round: a later mail replaces an earlier one.
type Order struct {
	CampaignID int64
	Round      int
	Seat       int
	Text       string // the order lines as the player wrote them
	Actions    []byte // the parsed turn, JSON
	MessageID  string // the mail that carried them; "" for a missing order
	Received   time.Time
	Missing    bool // no orders came: the rules' default was applied
}

const orderCols = `campaign_id, round, seat, text, actions, message_id, received, missing`

// PutOrder stores o, replacing any earlier order of the same player for the
// same round.
func (t *Tx) PutOrder(o *Order) error {
	_, err := t.exec(`INSERT INTO orders (`+orderCols+`) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (campaign_id, round, seat) DO UPDATE SET text = excluded.text, actions = excluded.actions,
		message_id = excluded.message_id, received = excluded.received, missing = excluded.missing`,
		o.CampaignID, o.Round, o.Seat, o.Text, nonNil(o.Actions), o.MessageID, ms2(o.Received), o.Missing)
	if err != nil {
		return fmt.Errorf("store order: %w", err)
	}
	return nil
}

// Orders returns a round's orders by seat.
func (t *Tx) Orders(campaignID int64, round int) ([]*Order, error) {
	rows, err := t.query(`SELECT `+orderCols+` FROM orders WHERE campaign_id = ? AND round = ? ORDER BY seat`, campaignID, round)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []*Order
	for rows.Next() {
		var o Order
		var received int64
		if err := rows.Scan(&o.CampaignID, &o.Round, &o.Seat, &o.Text, &o.Actions, &o.MessageID, &received, &o.Missing); err != nil {
			return nil, err
		}
		o.Received = fromMS(received)
		out = append(out, &o)
	}
	return out, rows.Err()
}

// OrderSeats returns the seats whose orders for a round came (not
// missing ones), in order: what a referee waiting for a round's orders
// asks after every mail, without reading the orders.
func (t *Tx) OrderSeats(campaignID int64, round int) ([]int, error) {
	rows, err := t.query(`SELECT seat FROM orders WHERE campaign_id = ? AND round = ? AND NOT missing ORDER BY seat`, campaignID, round)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []int
	for rows.Next() {
		var seat int
		if err := rows.Scan(&seat); err != nil {
			return nil, err
		}
		out = append(out, seat)
	}
	return out, rows.Err()
}

// State is the game state after a round (round 0: the start).
type State struct {
	Round int
	Blob  []byte
	Hash  string
}

// PutState stores the state after a round. A round's state is written once.
func (t *Tx) PutState(campaignID int64, s State) error {
	_, err := t.exec(`INSERT INTO states (campaign_id, round, state, hash) VALUES (?, ?, ?, ?)`,
		campaignID, s.Round, nonNil(s.Blob), s.Hash)
	if err != nil {
		return fmt.Errorf("store the state after round %d: %w", s.Round, err)
	}
	return nil
}

// State returns the state after a round.
func (t *Tx) State(campaignID int64, round int) (*State, error) {
	s := State{Round: round}
	err := t.queryRow(`SELECT state, hash FROM states WHERE campaign_id = ? AND round = ?`, campaignID, round).Scan(&s.Blob, &s.Hash)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	return &s, err
}

// LatestState returns the newest stored state.
func (t *Tx) LatestState(campaignID int64) (*State, error) {
	var s State
	err := t.queryRow(`SELECT round, state, hash FROM states WHERE campaign_id = ? ORDER BY round DESC LIMIT 1`, campaignID).
		Scan(&s.Round, &s.Blob, &s.Hash)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	return &s, err
}

// Event is one line of a campaign's log: what happened, for the host and
// the audit.
type Event struct {
	ID         int64
	CampaignID int64
	Round      int
	At         time.Time
	Kind       string
	Text       string
}

// Log appends an event.
func (t *Tx) Log(campaignID int64, round int, at time.Time, kind, text string) error {
	_, err := t.exec(`INSERT INTO events (campaign_id, round, at, kind, text) VALUES (?, ?, ?, ?, ?)`,
		campaignID, round, ms2(at), kind, text)
	return err
}

// Events returns a campaign's log, oldest first; round < 0 means every
// round.
func (t *Tx) Events(campaignID int64, round int) ([]*Event, error) {
	rows, err := t.query(`SELECT id, campaign_id, round, at, kind, text FROM events
		WHERE campaign_id = ? AND (? < 0 OR round = ?) ORDER BY id`, campaignID, round, round)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []*Event
	for rows.Next() {
		var e Event
		var at int64
		if err := rows.Scan(&e.ID, &e.CampaignID, &e.Round, &at, &e.Kind, &e.Text); err != nil {
			return nil, err
		}
		e.At = fromMS(at)
		out = append(out, &e)
	}
	return out, rows.Err()
}
