package store

import (
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"
)

// Status is where a campaign stands.
type Status string

const (
	StatusOpen   Status = "open"   // rounds run
	StatusPaused Status = "paused" // the host paused it: no deadlines pass, orders still count
	StatusOver   Status = "over"   // the game has ended
)

// Campaign is one game played by mail.
type Campaign struct {
	ID   int64
	Name string
	// Tag is what a subject carries, in square brackets, to route a mail
	// to this campaign: "[tag]".
	Tag string
	// Referee is the address players write to and reports come from.
	Referee   string
	HostEmail string
	HostCode  Secret
	// MazeName is the maze file's name, MazeSource its text, MazeHash the
	// hash of the compiled maze (the audit ties every state to it).
	MazeName   string
	MazeSource []byte
	MazeHash   string
	// Config is the campaign file (rules overrides, deadlines, roster),
	// as the campaign package reads it.
	Config  []byte
	Status  Status
	Round   int // the round being played; 0 before the first opens
	Created time.Time
}

const campaignCols = `id, name, tag, referee, host_email, host_salt, host_hash, maze_name,
	maze_source, maze_hash, config, status, round, created`

func scanCampaign(row interface{ Scan(...any) error }) (*Campaign, error) {
	var c Campaign
	var created int64
	err := row.Scan(&c.ID, &c.Name, &c.Tag, &c.Referee, &c.HostEmail, &c.HostCode.Salt, &c.HostCode.Hash,
		&c.MazeName, &c.MazeSource, &c.MazeHash, &c.Config, &c.Status, &c.Round, &created)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, err
	}
	c.Created = fromMS(created)
	return &c, nil
}

// CreateCampaign inserts c and sets its ID.
func (t *Tx) CreateCampaign(c *Campaign) error {
	if c.Status == "" {
		c.Status = StatusOpen
	}
	res, err := t.exec(`INSERT INTO campaigns (name, tag, referee, host_email, host_salt, host_hash,
		maze_name, maze_source, maze_hash, config, status, round, created)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		c.Name, c.Tag, c.Referee, c.HostEmail, nonNil(c.HostCode.Salt), nonNil(c.HostCode.Hash),
		c.MazeName, nonNil(c.MazeSource), c.MazeHash, nonNil(c.Config), c.Status, c.Round, ms2(c.Created))
	if err != nil {
		return fmt.Errorf("create campaign %q: %w", c.Name, err)
	}
	c.ID, err = res.LastInsertId()
	return err
}

// Campaign returns the campaign called name.
func (t *Tx) Campaign(name string) (*Campaign, error) {
	return scanCampaign(t.queryRow(`SELECT `+campaignCols+` FROM campaigns WHERE name = ?`, name))
}

// CampaignByID returns the campaign with the given id.
func (t *Tx) CampaignByID(id int64) (*Campaign, error) {
	return scanCampaign(t.queryRow(`SELECT `+campaignCols+` FROM campaigns WHERE id = ?`, id))
}

// CampaignByTag returns the campaign whose subject tag is tag (case
// does not matter).
func (t *Tx) CampaignByTag(tag string) (*Campaign, error) {
	return scanCampaign(t.queryRow(`SELECT `+campaignCols+` FROM campaigns WHERE tag = ? COLLATE NOCASE`, tag))
}

// Campaigns lists every campaign by name.
func (t *Tx) Campaigns() ([]*Campaign, error) {
	rows, err := t.query(`SELECT ` + campaignCols + ` FROM campaigns ORDER BY name`)
	if err != nil {
		return nil, err
	}
	return scanCampaigns(rows)
}

// CampaignsOf lists the campaigns still running (not over) in which
// email is a player who has not been removed, or the host, by name.
func (t *Tx) CampaignsOf(email string) ([]*Campaign, error) {
	rows, err := t.query(`SELECT `+campaignCols+` FROM campaigns WHERE status != 'over' AND (host_email = ? COLLATE NOCASE
		OR id IN (SELECT campaign_id FROM players WHERE email = ? AND status != 'removed')) ORDER BY name`, email, email)
	if err != nil {
		return nil, err
	}
	return scanCampaigns(rows)
}

// SetCampaignStatus changes a campaign's status.
func (t *Tx) SetCampaignStatus(id int64, s Status) error {
	return t.mustChange(`UPDATE campaigns SET status = ? WHERE id = ?`, s, id)
}

// SetCampaignRound records the round being played.
func (t *Tx) SetCampaignRound(id int64, round int) error {
	return t.mustChange(`UPDATE campaigns SET round = ? WHERE id = ?`, round, id)
}

func (t *Tx) mustChange(query string, args ...any) error {
	res, err := t.exec(query, args...)
	if err != nil {
		return err
	}
	n, err := res.RowsAffected()
	if err != nil {
		return err
	}
	if n == 0 {
		return ErrNotFound
	}
	return nil
}

func nonNil(b []byte) []byte {
	if b == nil {
		return []byte{}
	}
	return b
}

// PlayerStatus says whether a seat plays.
type PlayerStatus string

const (
	PlayerActive  PlayerStatus = "active"  // plays
	PlayerAbsent  PlayerStatus = "absent"  // missed too many rounds; still plays if they write again
	PlayerRemoved PlayerStatus = "removed" // removed by the host: skips every turn
)

// Player is one seat of a campaign's roster.
type Player struct {
	CampaignID int64
	Seat       int // from 0, the engine's PlayerID
	Name       string
	Email      string
	Lang       string // "ru" or "en"
	Code       Secret
	Status     PlayerStatus
	Missed     int // rounds in a row without orders
	// Gender is "m" or "f" for a player the host put in the seat
	// (replace), "" while the campaign file's roster says it.
	Gender string
}

const playerCols = `campaign_id, seat, name, email, lang, code_salt, code_hash, status, missed, gender`

func scanPlayer(row interface{ Scan(...any) error }) (*Player, error) {
	var p Player
	err := row.Scan(&p.CampaignID, &p.Seat, &p.Name, &p.Email, &p.Lang, &p.Code.Salt, &p.Code.Hash, &p.Status, &p.Missed, &p.Gender)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	return &p, err
}

// AddPlayer inserts a seat.
func (t *Tx) AddPlayer(p *Player) error {
	if p.Status == "" {
		p.Status = PlayerActive
	}
	_, err := t.exec(`INSERT INTO players (`+playerCols+`) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		p.CampaignID, p.Seat, p.Name, p.Email, p.Lang, nonNil(p.Code.Salt), nonNil(p.Code.Hash), p.Status, p.Missed, p.Gender)
	if err != nil {
		return fmt.Errorf("add player %q: %w", p.Name, err)
	}
	return nil
}

// UpdatePlayer rewrites a seat (a replacement takes over the seat: new
// name, address, language, gender and code).
func (t *Tx) UpdatePlayer(p *Player) error {
	return t.mustChange(`UPDATE players SET name = ?, email = ?, lang = ?, code_salt = ?, code_hash = ?,
		status = ?, missed = ?, gender = ? WHERE campaign_id = ? AND seat = ?`,
		p.Name, p.Email, p.Lang, nonNil(p.Code.Salt), nonNil(p.Code.Hash), p.Status, p.Missed, p.Gender, p.CampaignID, p.Seat)
}

// Players returns a campaign's roster by seat.
//
// A transaction reads a campaign's roster once: later calls in it get
// copies of what it read, until it writes to the players table itself
// (see Tx.exec). A transaction sees no other writer's changes, so the
// copies are what the query would return; a batch of order mails in one
// transaction reads the roster once instead of once a mail.
func (t *Tx) Players(campaignID int64) ([]*Player, error) {
	ps, ok := t.rosters[campaignID]
	if !ok {
		var err error
		if ps, err = t.readPlayers(campaignID); err != nil {
			return nil, err
		}
		if t.rosters == nil {
			t.rosters = map[int64][]Player{}
		}
		t.rosters[campaignID] = ps
	}
	out := make([]*Player, len(ps))
	for i := range ps {
		p := ps[i]
		out[i] = &p
	}
	return out, nil
}

func (t *Tx) readPlayers(campaignID int64) ([]Player, error) {
	rows, err := t.query(`SELECT `+playerCols+` FROM players WHERE campaign_id = ? ORDER BY seat`, campaignID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Player
	for rows.Next() {
		p, err := scanPlayer(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, *p)
	}
	return out, rows.Err()
}

// scanCampaigns reads every row of a campaigns query and closes it.
func scanCampaigns(rows *sql.Rows) ([]*Campaign, error) {
	defer rows.Close()
	var out []*Campaign
	for rows.Next() {
		c, err := scanCampaign(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// AddressKnown reports whether a campaign of the database has an address
// local@domain, or local+tag@domain, as its referee's, its host's or a
// player's (the letter case aside): the embedded mail host asks before
// it makes an account for an address it has not seen.
func (t *Tx) AddressKnown(local, domain string) (bool, error) {
	exact := local + "@" + domain
	tagged := strings.NewReplacer(`\`, `\\`, "%", `\%`, "_", `\_`).Replace(local) + "+%@" + strings.NewReplacer(`\`, `\\`, "%", `\%`, "_", `\_`).Replace(domain)
	var n int
	err := t.queryRow(`SELECT (SELECT COUNT(*) FROM players WHERE email = ? OR email LIKE ? ESCAPE '\')
		+ (SELECT COUNT(*) FROM campaigns WHERE lower(referee) = lower(?) OR lower(host_email) = lower(?)
			OR lower(referee) LIKE ? ESCAPE '\' OR lower(host_email) LIKE ? ESCAPE '\')`,
		exact, tagged, exact, exact, tagged, tagged).Scan(&n)
	return n > 0, err
}
