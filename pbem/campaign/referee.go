package campaign

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"time"

	"labyrinth/dsl/maze"
	"labyrinth/pbem"
	"labyrinth/pbem/store"
)

// Compiler compiles a maze source into a model fit for play; dsl.Compile
// behind an adapter (see CompileFunc).
type Compiler func(filename string, src []byte) (*maze.Maze, error)

// Options configure a Referee. Store, Engine, Orders and Compile are
// required; a zero field otherwise means the documented default.
type Options struct {
	Store   *store.Store
	Engine  Engine
	Orders  OrderParser
	Compile Compiler
	// ParseMail reads incoming mail (default ReadMail, package mailtext).
	ParseMail MailParser
	// CheckDKIM, when set, verifies a message's DKIM signatures; the
	// result is recorded with the message. With RequireDKIM a mail whose
	// signature is present but fails is refused.
	CheckDKIM   func(raw []byte) (result string, ok bool)
	RequireDKIM bool
	// PlayerLink, when set, is the address of a player's web page
	// (package pbem/web); every report letter ends with it. "" leaves it
	// out.
	PlayerLink func(c *store.Campaign, p *store.Player) string
	Logger     *slog.Logger
}

// MaxRejections is how many answers a seat's address gets in one round
// to mail that does not authenticate (no code or a wrong one, no campaign
// tag). Such mail beyond it is recorded and not answered, and the host is
// told once: neither an autoresponder that does not mark its mail
// automatic nor someone forging a player's address can make the referee
// write without end. Mail that authenticates (the right code) is never
// capped: whoever floods a seat cannot silence its player.
const MaxRejections = 5

// Referee runs every campaign in one store. It implements pbem.Handler.
type Referee struct {
	opts Options
	log  *slog.Logger

	mu     sync.Mutex
	mazes  map[string]*maze.Maze // by maze hash
	views  *views                // the open rounds' views: see roundView
	graces map[string]Duration   // by stored configuration: see grace
}

var _ pbem.Handler = (*Referee)(nil)

// New returns a Referee.
func New(opts Options) (*Referee, error) {
	if opts.Store == nil || opts.Engine == nil || opts.Orders == nil || opts.Compile == nil {
		return nil, errors.New("campaign: Options need Store, Engine, Orders and Compile")
	}
	if opts.ParseMail == nil {
		opts.ParseMail = ReadMail
	}
	log := opts.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &Referee{opts: opts, log: log, mazes: map[string]*maze.Maze{}, views: newViews(), graces: map[string]Duration{}}, nil
}

// MazeHash identifies a compiled maze: the SHA-256 of its model.
func MazeHash(m *maze.Maze) (string, error) {
	b, err := json.Marshal(m)
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:]), nil
}

// maze compiles a campaign's maze once per process and checks it is the
// maze the campaign started with.
func (r *Referee) maze(c *store.Campaign) (*maze.Maze, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if m, ok := r.mazes[c.MazeHash]; ok {
		return m, nil
	}
	var m *maze.Maze
	var err error
	if c.MazeName == duelMazeName {
		m, err = r.compileDuel(c.MazeSource)
	} else {
		m, err = r.opts.Compile(c.MazeName, c.MazeSource)
	}
	if err != nil {
		return nil, fmt.Errorf("campaign %s: maze %s: %w", c.Name, c.MazeName, err)
	}
	h, err := MazeHash(m)
	if err != nil {
		return nil, err
	}
	if h != c.MazeHash {
		// The stored source compiles to a different model: a newer
		// compiler reads it differently. The game goes on with the new
		// model (a running campaign must survive an upgrade); the state
		// hashes and "labyrinth campaign replay" show whether play changed.
		r.log.Warn("the maze compiles to a different model than when the campaign began",
			"campaign", c.Name, "maze", c.MazeName, "now", short(h), "then", short(c.MazeHash))
	}
	r.mazes[c.MazeHash] = m
	return m, nil
}

// formatTime writes a deadline for people.
func formatTime(t time.Time, lang string) string {
	return t.UTC().Format("2006-01-02 15:04 UTC")
}

// queue composes a letter and puts it in the outbox.
func (r *Referee) queue(tx *store.Tx, c *store.Campaign, l letter, now time.Time) error {
	_, err := r.enqueue(tx, c, l, now)
	return err
}

// enqueue is queue that reports whether the letter is new: a letter's
// Message-ID comes from its key, so a key queues once.
func (r *Referee) enqueue(tx *store.Tx, c *store.Campaign, l letter, now time.Time) (bool, error) {
	id := messageID(c.Referee, c.Name+"/"+l.key)
	raw, err := compose(c.Referee, "Labyrinth "+c.Tag, l, id, now)
	if err != nil {
		return false, fmt.Errorf("compose %s: %w", l.kind, err)
	}
	return tx.Enqueue(&store.Mail{CampaignID: c.ID, MessageID: id, From: c.Referee, To: []string{l.to},
		Raw: raw, Kind: string(l.kind), Round: l.round, Seat: l.seat, Created: now})
}

// config reads the campaign's stored configuration.
func campaignConfig(c *store.Campaign) (*Config, error) {
	var cfg Config
	if err := json.Unmarshal(c.Config, &cfg); err != nil {
		return nil, fmt.Errorf("campaign %s: stored configuration: %w", c.Name, err)
	}
	return &cfg, nil
}

func oneLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	return s
}
