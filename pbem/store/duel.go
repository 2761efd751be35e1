package store

import (
	"fmt"
	"time"
)

// DuelMaze is the maze a duel player drew for the opponent (rule D1).
type DuelMaze struct {
	CampaignID int64
	Seat       int // the player who drew it
	Name       string
	Source     []byte
	MessageID  string
	Received   time.Time
}

// PutDuelMaze stores a player's accepted maze, replacing an earlier one.
func (t *Tx) PutDuelMaze(d *DuelMaze) error {
	_, err := t.exec(`INSERT INTO duel_mazes (campaign_id, seat, name, source, message_id, received) VALUES (?, ?, ?, ?, ?, ?)
		ON CONFLICT (campaign_id, seat) DO UPDATE SET name = excluded.name, source = excluded.source,
		message_id = excluded.message_id, received = excluded.received`,
		d.CampaignID, d.Seat, d.Name, nonNil(d.Source), d.MessageID, ms2(d.Received))
	if err != nil {
		return fmt.Errorf("store the duel maze of seat %d: %w", d.Seat, err)
	}
	return nil
}

// DuelMazes returns the accepted duel mazes of a campaign by seat.
func (t *Tx) DuelMazes(campaignID int64) ([]*DuelMaze, error) {
	rows, err := t.query(`SELECT campaign_id, seat, name, source, message_id, received FROM duel_mazes
		WHERE campaign_id = ? ORDER BY seat`, campaignID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []*DuelMaze
	for rows.Next() {
		var d DuelMaze
		var at int64
		if err := rows.Scan(&d.CampaignID, &d.Seat, &d.Name, &d.Source, &d.MessageID, &at); err != nil {
			return nil, err
		}
		d.Received = fromMS(at)
		out = append(out, &d)
	}
	return out, rows.Err()
}

// SetCampaignMaze records the maze a campaign plays on, once a duel's
// two mazes are in.
func (t *Tx) SetCampaignMaze(id int64, name string, source []byte, hash string) error {
	return t.mustChange(`UPDATE campaigns SET maze_name = ?, maze_source = ?, maze_hash = ? WHERE id = ?`, name, nonNil(source), hash, id)
}
