package campaign

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"log/slog"
	"mime"
	netmail "net/mail"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
	"labyrinth/engine"
	"labyrinth/engine/narrate"
	"labyrinth/pbem"
	"labyrinth/pbem/mailtext"
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

// Created is what Create tells the host: the codes, shown once.
type Created struct {
	Campaign *store.Campaign
	HostCode string
	Codes    []string // by seat
}

// ExistsError is Create's refusal of a campaign whose name or tag another
// campaign of the store already has. Tag is empty when the name is taken.
// Where, set by NewIn, is the campaign directory or database file.
type ExistsError struct {
	Name  string // the new campaign's name, or the holder of the tag
	Tag   string
	Where string
}

func (e *ExistsError) Error() string {
	switch {
	case e.Where != "" && e.Tag == "":
		return fmt.Sprintf("%s already holds a campaign called %q", e.Where, e.Name)
	case e.Where != "":
		return fmt.Sprintf("%s already holds a campaign with the tag %s (%s)", e.Where, subjectTag(e.Tag), e.Name)
	case e.Tag == "":
		return fmt.Sprintf("a campaign called %q already exists", e.Name)
	}
	return fmt.Sprintf("another campaign (%s) already uses the tag %s", e.Name, subjectTag(e.Tag))
}

// Hint says how the new campaign can have a name or tag of its own.
func (e *ExistsError) Hint() string {
	switch {
	case e.Tag != "":
		return "give the new one another --tag: the tag tells the campaigns' mail apart"
	case e.Where == "":
		return ""
	}
	return fmt.Sprintf("give the new one another --name or another directory; \"labyrinth campaign status %s %s\" shows the one there", e.Where, e.Name)
}

// gameStart is a game ready to begin: what Create needs of a campaign
// that is not a duel waiting for its mazes.
type gameStart struct {
	m    *maze.Maze
	hash string
	g    Game
	blob []byte
}

// Create starts a campaign: it compiles the maze, starts the game, stores
// the roster with hashed codes and round 1, and queues the invitations
// (each player's code) and the host's letter, all in one transaction. A
// duel by mail (rule D1) is stored with its roster and invitations that
// ask for the mazes; startDuel begins it. A name or tag already taken is
// an *ExistsError.
func (r *Referee) Create(ctx context.Context, cfg *Config, mazeName string, mazeSrc []byte, now time.Time) (*Created, error) {
	now = now.UTC()
	for i, d := range cfg.Deadlines {
		if !d.After(now) {
			return nil, fmt.Errorf("deadline %d (%s) is not in the future (now: %s): give a later time, or a round length such as 48h",
				i+1, formatTime(d, "en"), formatTime(now, "en"))
		}
	}
	var start *gameStart
	if cfg.Duel {
		if _, ok := r.opts.Engine.(DuelEngine); !ok {
			return nil, errors.New("this engine cannot play a duel by mail")
		}
	} else {
		var err error
		if start, err = r.newGameStart(cfg, mazeName, mazeSrc); err != nil {
			return nil, err
		}
	}
	cfgJSON, err := json.Marshal(cfg)
	if err != nil {
		return nil, err
	}
	out := &Created{HostCode: store.NewCode()}
	c := &store.Campaign{Name: cfg.Name, Tag: cfg.Tag, Referee: cfg.Referee, HostEmail: cfg.Host,
		HostCode: store.HashCode(out.HostCode), Config: cfgJSON, Status: store.StatusOpen, Created: now}
	if start != nil {
		c.MazeName, c.MazeSource, c.MazeHash, c.Round = mazeName, mazeSrc, start.hash, 1
	}
	err = r.opts.Store.Update(ctx, func(tx *store.Tx) error { return r.create(tx, c, cfg, start, out, now) })
	if err != nil {
		return nil, err
	}
	out.Campaign = c
	if start != nil {
		r.mu.Lock()
		r.mazes[start.hash] = start.m
		r.mu.Unlock()
	}
	return out, nil
}

// newGameStart compiles the maze, checks the roster against its rules and
// starts the game.
func (r *Referee) newGameStart(cfg *Config, mazeName string, mazeSrc []byte) (*gameStart, error) {
	m, err := r.opts.Compile(mazeName, mazeSrc)
	if err != nil {
		return nil, fmt.Errorf("maze %s: %w", mazeName, err)
	}
	if min := m.Rules.MinPlayers; min > 0 && len(cfg.Players) < min {
		return nil, fmt.Errorf("the rules of %s need at least %d players; the roster has %d", mazeName, min, len(cfg.Players))
	}
	if max := m.Rules.MaxPlayers; max > 0 && len(cfg.Players) > max {
		return nil, fmt.Errorf("the rules of %s allow at most %d players; the roster has %d", mazeName, max, len(cfg.Players))
	}
	mh, err := MazeHash(m)
	if err != nil {
		return nil, err
	}
	seats := make([]Seat, len(cfg.Players))
	for i, p := range cfg.Players {
		seats[i] = Seat{Name: p.Name, Lang: p.Lang, Gender: p.Gender}
	}
	g, err := r.opts.Engine.NewGame(m, seats, seedOf(cfg))
	if err != nil {
		return nil, fmt.Errorf("start the game: %w", err)
	}
	blob, err := g.MarshalState()
	if err != nil {
		return nil, err
	}
	return &gameStart{m: m, hash: mh, g: g, blob: blob}, nil
}

// create stores the campaign c and its roster and queues the invitations;
// a game that starts (start is not nil) gets its state and round 1.
func (r *Referee) create(tx *store.Tx, c *store.Campaign, cfg *Config, start *gameStart, out *Created, now time.Time) error {
	if err := nameFree(tx, cfg); err != nil {
		return err
	}
	if err := tx.CreateCampaign(c); err != nil {
		return err
	}
	deadline := cfg.deadline(1, now)
	for seat, pc := range cfg.Players {
		code := store.NewCode()
		out.Codes = append(out.Codes, code)
		p := &store.Player{CampaignID: c.ID, Seat: seat, Name: pc.Name, Email: pc.Email, Lang: pc.Lang, Code: store.HashCode(code)}
		if err := tx.AddPlayer(p); err != nil {
			return err
		}
		var body string
		if start == nil {
			body = tr(p.Lang, narrate.KeyMailDuelInvite, "name", p.Name, "campaign", c.Name, "opponent", cfg.Players[1-seat].Name, "referee", c.Referee, "tag", subjectTag(c.Tag), "code", code)
		} else {
			body = invitation(c, p, len(cfg.Players), code, exampleOrder(start.g, seat, p.Lang), deadline, opening(start.g, seat, p.Lang), start.m)
		}
		if err := r.queue(tx, c, letter{kind: "invitation", to: p.Email, toName: p.Name, seat: seat, key: fmt.Sprintf("invite/%d/%s", seat, p.Email),
			subject: tr(p.Lang, narrate.KeyMailSubjInvite, "tag", subjectTag(c.Tag)), body: body}, now); err != nil {
			return err
		}
	}
	hostBody := tr(cfg.HostLang, narrate.KeyHostCmdLetterDuel, "name", c.Name, "tag", subjectTag(c.Tag), "code", out.HostCode) + "\n\n" + hostHelp(cfg.HostLang)
	if start != nil {
		hostBody = hostLetter(c, cfg, out.HostCode, deadline)
	}
	if err := r.queue(tx, c, letter{kind: "invitation", to: c.HostEmail, seat: -1, key: "invite/host",
		subject: tr(cfg.HostLang, narrate.KeyMailSubjInvite, "tag", subjectTag(c.Tag)), body: hostBody}, now); err != nil {
		return err
	}
	if start == nil {
		return tx.Log(c.ID, 0, now, "created", fmt.Sprintf("duel %s created: waiting for the mazes", c.Name))
	}
	if err := tx.PutState(c.ID, store.State{Round: 0, Blob: start.blob, Hash: start.g.Hash()}); err != nil {
		return err
	}
	if err := tx.OpenRound(&store.Round{CampaignID: c.ID, Number: 1, Opened: now, Deadline: deadline}); err != nil {
		return err
	}
	return tx.Log(c.ID, 0, now, "created", fmt.Sprintf("campaign %s created with %d players on %s (%s)", c.Name, len(cfg.Players), c.MazeName, c.MazeHash[:12]))
}

// nameFree fails with an *ExistsError when the store holds a campaign of
// cfg's name or tag. Only a campaign not found is free: any other error
// of the store is returned as it is.
func nameFree(tx *store.Tx, cfg *Config) error {
	if _, err := tx.Campaign(cfg.Name); err == nil {
		return &ExistsError{Name: cfg.Name}
	} else if !errors.Is(err, store.ErrNotFound) {
		return err
	}
	if other, err := tx.CampaignByTag(cfg.Tag); err == nil {
		return &ExistsError{Name: other.Name, Tag: cfg.Tag}
	} else if !errors.Is(err, store.ErrNotFound) {
		return err
	}
	return nil
}

// invitation is a player's invitation, the same at the start and for a
// replacement: the greeting, the code, an example order and the deadline,
// then the host's opening announcement (B23, open), the rules and kit line
// and the rule card of m (nil: none).
func invitation(c *store.Campaign, p *store.Player, seats int, code, example string, deadline time.Time, open string, m *maze.Maze) string {
	g := genderOf(c, p)
	body := trg(p.Lang, g, narrate.KeyMailInvite, "invited", trg(p.Lang, g, narrate.KeyMailInvited), "name", p.Name, "campaign", c.Name, "host", c.HostEmail, "seat", p.Seat+1, "seats", seats, "code", code, "referee", c.Referee, "tag", subjectTag(c.Tag), "example", example, "deadline", formatTime(deadline, p.Lang)) + open
	if m != nil {
		body += ruleCard(m, p.Lang) + ruleCardText(m, p.Lang)
	}
	return body
}

// startGame rebuilds the game as it began, for what every player was told
// at the start (B23): a new game from the stored configuration and seed,
// checked against the stored state before round 1 and called by the
// roster's names now.
func (r *Referee) startGame(tx *store.Tx, c *store.Campaign) (Game, error) {
	cfg, err := campaignConfig(c)
	if err != nil {
		return nil, err
	}
	m, err := r.maze(c)
	if err != nil {
		return nil, err
	}
	st, err := tx.State(c.ID, 0)
	if err != nil {
		return nil, err
	}
	seats := make([]Seat, len(cfg.Players))
	for i, p := range cfg.Players {
		seats[i] = Seat{Name: p.Name, Lang: p.Lang, Gender: p.Gender}
	}
	g, err := r.opts.Engine.NewGame(m, seats, seedOf(cfg))
	if err != nil {
		return nil, err
	}
	if g.Hash() != st.Hash {
		return nil, fmt.Errorf("the game rebuilt from the configuration is not the one stored")
	}
	players, err := tx.Players(c.ID)
	if err != nil {
		return nil, err
	}
	callByRoster(g, players)
	return g, nil
}

func opening(g Game, seat int, lang string) string {
	s := strings.TrimSpace(g.Opening(engine.PlayerID(seat), lang))
	if s == "" {
		return ""
	}
	return "\n\n" + s
}

// seedOf is the game's seed: the configured one, or one derived from the
// campaign's name.
func seedOf(cfg *Config) int64 {
	if cfg.Seed != 0 {
		return cfg.Seed
	}
	f := fnv.New64a()
	f.Write([]byte(cfg.Name))
	return int64(f.Sum64() >> 1)
}

// ruleCard is the short summary of the rules in force, for invitations:
// the preset by name and id («Terra incognita (base)») and the starting
// kit («3 гранаты, 3 патрона»). What a turn
// holds is the rule card's first lines (ruleCardText), which follows.
func ruleCard(m *maze.Maze, lang string) string {
	l := engine.Lang(lang)
	k := m.Rules.Kit
	var kit []string
	for _, it := range []struct {
		n    int
		noun narrate.Noun
	}{{k.Grenades, narrate.NounGrenade}, {k.Bullets, narrate.NounBullet}, {k.Bricks, narrate.NounBrick},
		{k.Cement, narrate.NounCementBag}, {k.Mines, narrate.NounMine}} {
		if it.n > 0 {
			kit = append(kit, narrate.Count(l, it.noun, it.n))
		}
	}
	if len(kit) == 0 {
		kit = []string{narrate.Text(narrate.KeyCardNoKit, l, engine.GenderMasculine)}
	}
	family := familyName(m.Rules.Family, lang)
	return "\n\n" + narrate.Text(narrate.KeyCardSummary, l, engine.GenderMasculine, "family", family, "rules", string(m.Rules.Family), "kit", strings.Join(kit, ", "))
}

// hostLetter is the host's first letter, in the host's language: the
// campaign is open, the host code, the roster and the help.
func hostLetter(c *store.Campaign, cfg *Config, code string, deadline time.Time) string {
	l := cfg.HostLang
	var b strings.Builder
	b.WriteString(tr(l, narrate.KeyHostCmdLetterOpen, "name", c.Name, "tag", subjectTag(c.Tag), "deadline", formatTime(deadline, l), "code", code) + "\n\n")
	b.WriteString(tr(l, narrate.KeyHostCmdLetterPlayers) + "\n")
	for i, p := range cfg.Players {
		fmt.Fprintf(&b, "  %d. %s <%s> (%s)\n", i+1, p.Name, p.Email, p.Lang)
	}
	b.WriteString("\n" + hostHelp(l))
	return b.String()
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
		Raw: raw, Kind: l.kind, Round: l.round, Seat: l.seat, Created: now})
}

// config reads the campaign's stored configuration.
func campaignConfig(c *store.Campaign) (*Config, error) {
	var cfg Config
	if err := json.Unmarshal(c.Config, &cfg); err != nil {
		return nil, fmt.Errorf("campaign %s: stored configuration: %w", c.Name, err)
	}
	return &cfg, nil
}

// HandleMail implements pbem.Handler: it records the message once (by
// Message-ID) and does whatever it asks, in one transaction.
func (r *Referee) HandleMail(ctx context.Context, msg pbem.Message, now time.Time) error {
	return r.opts.Store.Update(ctx, func(tx *store.Tx) error { return r.handleMail(tx, msg, now) })
}

// HandleBatch implements pbem.BatchHandler: the messages in order, in
// one transaction, so the batch costs one disk flush (group commit).
func (r *Referee) HandleBatch(ctx context.Context, ms []pbem.Message, now time.Time) error {
	return r.opts.Store.Update(ctx, func(tx *store.Tx) error {
		for _, m := range ms {
			if err := r.handleMail(tx, m, now); err != nil {
				return fmt.Errorf("%s: %w", m.MessageID, err)
			}
		}
		return nil
	})
}

// handleMail records one message (once, by Message-ID) and does what it
// asks, in tx.
func (r *Referee) handleMail(tx *store.Tx, msg pbem.Message, now time.Time) error {
	now = now.UTC()
	in, perr := r.opts.ParseMail(msg.Raw)
	if in == nil {
		in = headerOnly(msg.Raw)
	}
	content := contentHash(msg.Raw)
	id := msg.MessageID
	if id == "" {
		id = in.MessageID
	}
	if id == "" {
		// No Message-ID: identify the mail by its content, so a re-read
		// or a copy resent after a lost acknowledgement is recognized.
		id = "sha256:" + content
	}
	in.MessageID = id
	rec := &store.Received{MessageID: id, Received: now, From: in.From, Subject: in.Subject, Raw: r.redact(msg.Raw, in),
		Outcome: "received", ContentSHA256: content}
	fresh, err := tx.RecordMessage(rec)
	if err != nil {
		return err
	}
	reused := ""
	if !fresh {
		// A copy of a mail already handled (a retry, a re-read) is
		// dropped and counted; a different mail under the same
		// Message-ID is handled under an ID of its own.
		was, err := tx.ContentOf(id)
		if err != nil {
			return err
		}
		if was == "" || was == content {
			r.log.Info("mail dropped: a copy of one already handled", "message-id", id, "from", in.From)
			return tx.CountDuplicate(id)
		}
		id = id + "/" + content[:16]
		in.MessageID, rec.MessageID = id, id
		if fresh, err = tx.RecordMessage(rec); err != nil {
			return err
		} else if !fresh {
			return tx.CountDuplicate(id)
		}
		reused = " (its Message-ID was already used by a different mail)"
	}
	if perr != nil {
		outcome, cid, err := r.unreadable(tx, in, perr, now)
		if err != nil {
			return err
		}
		return tx.SetOutcome(id, cid, outcome+reused)
	}
	outcome, cid, err := r.handle(tx, in, msg.Raw, now)
	if err != nil {
		return err
	}
	r.log.Info("mail", "message-id", id, "from", in.From, "outcome", outcome+reused)
	return tx.SetOutcome(id, cid, outcome+reused)
}

// contentHash identifies a mail by what its sender wrote — From, To,
// Subject, Date and the body — and not by the trace headers servers add
// (Received, Authentication-Results, Return-Path), which differ between
// copies of one mail.
func contentHash(raw []byte) string {
	h := sha256.New()
	if m, err := netmail.ReadMessage(bytes.NewReader(raw)); err == nil {
		for _, k := range []string{"From", "To", "Cc", "Subject", "Date", "Message-Id", "In-Reply-To"} {
			fmt.Fprintf(h, "%s: %s\n", k, m.Header.Get(k))
		}
		io.Copy(h, m.Body)
	} else {
		h.Write(raw)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// headerOnly reads what it can of a mail the parser refused (too large,
// too many parts): the sender, subject and threading headers.
func headerOnly(raw []byte) *Incoming {
	in := &Incoming{}
	m, err := netmail.ReadMessage(bytes.NewReader(raw))
	if err != nil {
		return in
	}
	if a, err := netmail.ParseAddress(m.Header.Get("From")); err == nil {
		in.From = strings.ToLower(a.Address)
	}
	dec := new(mime.WordDecoder)
	if s, err := dec.DecodeHeader(m.Header.Get("Subject")); err == nil {
		in.Subject = s
	}
	in.MessageID = strings.Trim(strings.TrimSpace(m.Header.Get("Message-Id")), "<>")
	in.InReplyTo = strings.Fields(strings.NewReplacer("<", " ", ">", " ").Replace(m.Header.Get("In-Reply-To")))
	in.References = strings.Fields(strings.NewReplacer("<", " ", ">", " ").Replace(m.Header.Get("References")))
	in.Automatic = isAutomatic(m.Header.Get, in.From)
	return in
}

// unreadable answers a mail the parser refused (over the size or part
// limits, or malformed) when it comes from a player or the host of the
// campaign it names: they learn why nothing happened. Strangers and
// automatic mail get no answer; answers are capped like every answer to
// mail without a code (MaxRejections).
func (r *Referee) unreadable(tx *store.Tx, in *Incoming, perr error, now time.Time) (string, int64, error) {
	outcome := "unreadable: " + oneLine(perr.Error())
	if in.From == "" || in.Automatic {
		return outcome, 0, nil
	}
	c, err := route(tx, in)
	if errors.Is(err, store.ErrNotFound) {
		cs, err := tx.CampaignsOf(in.From)
		if err != nil || len(cs) != 1 {
			return outcome, 0, err
		}
		c = cs[0]
	} else if err != nil {
		return "", 0, err
	}
	seat, lang, to := -1, "", ""
	if strings.EqualFold(c.HostEmail, in.From) {
		cfg, err := campaignConfig(c)
		if err != nil {
			return "", 0, err
		}
		lang, to = cfg.HostLang, c.HostEmail
	}
	players, err := tx.Players(c.ID)
	if err != nil {
		return "", 0, err
	}
	for _, p := range players {
		if strings.EqualFold(p.Email, in.From) {
			seat, lang, to = p.Seat, p.Lang, p.Email
		}
	}
	if to == "" {
		return outcome, c.ID, nil
	}
	if capped, err := r.capRejections(tx, c, seat, now); err != nil || capped != "" {
		return outcome + capped, c.ID, err
	}
	err = r.queue(tx, c, letter{kind: "rejection", to: to, seat: seat, round: c.Round, key: "unreadable/" + in.MessageID,
		subject: tr(lang, narrate.KeyMailSubjRejected, "tag", subjectTag(c.Tag)), body: tr(lang, narrate.KeyMailUnreadable, "error", oneLine(perr.Error())),
		inReplyTo: in.MessageID, refs: append(slices.Clone(in.References), in.MessageID), auto: "auto-replied"}, now)
	return outcome + " (answered)", c.ID, err
}

// MaxKeptRaw bounds the copy of a received mail kept in the database.
const MaxKeptRaw = 256 << 10

// redact returns raw as it may be kept: with the secret code it carries
// (right or wrong: a wrong one may be a typo of the right one) replaced
// by a mark. When the code is not in raw as typed (a base64 or
// quoted-printable body), the body is replaced by the text read from it,
// code line removed.
func (r *Referee) redact(raw []byte, in *Incoming) []byte {
	if len(raw) > MaxKeptRaw {
		// Only the start of a huge mail is kept: enough to see what it was.
		raw = append(slices.Clone(raw[:MaxKeptRaw]), fmt.Sprintf("\r\n[%d more bytes not kept]\r\n", len(raw)-MaxKeptRaw)...)
	}
	if in.Code == "" {
		return raw
	}
	const mark = "[code withheld]"
	out := replaceFold(raw, in.Code, mark)
	if again, err := r.opts.ParseMail(out); err != nil || again == nil || again.Code == "" || again.Code == mark {
		return out
	}
	head := raw
	if i := bytes.Index(raw, []byte("\r\n\r\n")); i >= 0 {
		head = raw[:i+2]
	} else if i := bytes.Index(raw, []byte("\n\n")); i >= 0 {
		head = raw[:i+1]
	}
	var b bytes.Buffer
	skip := false
	for _, line := range strings.SplitAfter(string(head), "\n") {
		lower := strings.ToLower(line)
		if line != "" && (line[0] == ' ' || line[0] == '\t') {
			if !skip {
				b.WriteString(line)
			}
			continue
		}
		// The body below is plain text now.
		skip = strings.HasPrefix(lower, "content-transfer-encoding:") || strings.HasPrefix(lower, "content-type:")
		if !skip {
			b.WriteString(line)
		}
	}
	b.WriteString("Content-Type: text/plain; charset=utf-8\r\nX-Labyrinth-Redacted: the body carried a secret code; kept as the text read from it\r\n\r\n")
	b.WriteString(strings.ReplaceAll(in.Text, "\n", "\r\n"))
	return b.Bytes()
}

// replaceFold replaces every occurrence of old in s, ignoring ASCII case.
func replaceFold(s []byte, old, repl string) []byte {
	if old == "" {
		return s
	}
	lower, lold := bytes.ToLower(s), bytes.ToLower([]byte(old))
	if len(lower) != len(s) {
		return bytes.ReplaceAll(s, []byte(old), []byte(repl))
	}
	var out []byte
	for {
		i := bytes.Index(lower, lold)
		if i < 0 {
			return append(out, s...)
		}
		out = append(append(out, s[:i]...), repl...)
		s, lower = s[i+len(lold):], lower[i+len(lold):]
	}
}

// Owns reports whether a mail belongs to one of the campaigns of this
// referee's store (by the tag in its subject, or as a reply to one of its
// letters), for a referee that serves several campaign databases.
func (r *Referee) Owns(ctx context.Context, raw []byte) (bool, error) {
	in, _ := r.opts.ParseMail(raw)
	if in == nil {
		return false, nil
	}
	var ok bool
	err := r.opts.Store.View(ctx, func(tx *store.Tx) error {
		_, err := route(tx, in)
		if errors.Is(err, store.ErrNotFound) {
			cs, err := tx.CampaignsOf(in.From)
			ok = len(cs) > 0
			return err
		}
		ok = err == nil
		return err
	})
	return ok, err
}

// routeBySender places a mail that carries no known campaign tag and is
// no reply to our letters (a mistyped "[lab:mil]", or no tag at all) by
// its sender. A player or host of exactly one running campaign gets it
// routed there (c is that campaign). A sender in several gets a short
// note listing their campaigns' tags, at the registered address (the
// From matched it). A stranger is never answered: the From may be
// forged, and an answer would be backscatter.
func (r *Referee) routeBySender(tx *store.Tx, in *Incoming, now time.Time) (c *store.Campaign, outcome string, cid int64, err error) {
	cs, err := tx.CampaignsOf(in.From)
	if err != nil {
		return nil, "", 0, err
	}
	switch {
	case len(cs) == 0:
		return nil, "ignored: no campaign tag", 0, nil
	case len(cs) == 1:
		return cs[0], "", 0, nil
	}
	c = cs[0]
	if in.Automatic {
		return nil, "ignored: automatic mail without a campaign tag", c.ID, nil
	}
	var tags []string
	for _, x := range cs {
		tags = append(tags, subjectTag(x.Tag))
	}
	seat, lang := -1, "ru"
	if cfg, err := campaignConfig(c); err == nil && strings.EqualFold(c.HostEmail, in.From) {
		lang = cfg.HostLang
	}
	players, err := tx.Players(c.ID)
	if err != nil {
		return nil, "", 0, err
	}
	for _, p := range players {
		if strings.EqualFold(p.Email, in.From) {
			seat, lang = p.Seat, p.Lang
		}
	}
	outcome = "rejected: no campaign tag; the sender plays in " + strings.Join(tags, ", ")
	for _, x := range cs {
		if err := tx.Log(x.ID, x.Round, now, "untagged", fmt.Sprintf("mail from %s without a campaign tag (%q): the sender was asked to add one of %s",
			in.From, in.Subject, strings.Join(tags, ", "))); err != nil {
			return nil, "", 0, err
		}
	}
	if capped, err := r.capRejections(tx, c, seat, now); err != nil || capped != "" {
		return nil, outcome + capped, c.ID, err
	}
	list := strings.Join(tags, "\n  ")
	body := tr("ru", narrate.KeyMailNotag, "tags", list) + "\n\n" + tr("en", narrate.KeyMailNotag, "tags", list)
	if lang == "en" {
		body = tr("en", narrate.KeyMailNotag, "tags", list) + "\n\n" + tr("ru", narrate.KeyMailNotag, "tags", list)
	}
	err = r.queue(tx, c, letter{kind: "rejection", to: in.From, seat: seat, round: c.Round, key: "notag/" + in.MessageID,
		subject: strings.TrimSpace(tr(lang, narrate.KeyMailSubjRejected, "tag", "")), body: body, inReplyTo: in.MessageID,
		refs: append(slices.Clone(in.References), in.MessageID), auto: "auto-replied"}, now)
	return nil, outcome, c.ID, err
}

// codeProblem explains a refused code: none found, or one that is not the
// sender's. It quotes what was typed and says nothing of the right code.
func codeProblem(lang, code string) string {
	if code == "" {
		return tr(lang, narrate.KeyMailNocode)
	}
	const max = 40
	if r := []rune(code); len(r) > max {
		code = string(r[:max]) + "…"
	}
	return tr(lang, narrate.KeyMailWrongcode, "code", code)
}

// route finds the campaign a mail belongs to: a [tag] in the subject, or
// a reply to one of our letters.
func route(tx *store.Tx, in *Incoming) (*store.Campaign, error) {
	for _, tag := range append(subjectTags(in.Subject), in.Tags...) {
		c, err := tx.CampaignByTag(tag)
		if err == nil {
			return c, nil
		}
		if !errors.Is(err, store.ErrNotFound) {
			return nil, err
		}
	}
	for _, ref := range append(slices.Clone(in.InReplyTo), in.References...) {
		cid, err := tx.CampaignOfMail(ref)
		if err == nil {
			return tx.CampaignByID(cid)
		}
		if !errors.Is(err, store.ErrNotFound) {
			return nil, err
		}
	}
	return nil, store.ErrNotFound
}

// handle finds the campaign of an incoming mail and answers it, as the
// host's or a player's; outcome says what became of the mail, for the log.
func (r *Referee) handle(tx *store.Tx, in *Incoming, raw []byte, now time.Time) (outcome string, cid int64, err error) {
	c, err := route(tx, in)
	if errors.Is(err, store.ErrNotFound) {
		c, outcome, cid, err = r.routeBySender(tx, in, now)
		if c == nil || err != nil {
			return outcome, cid, err
		}
		// Routed by the sender alone: the outcome says so, for the host.
		defer func() { outcome += " (no campaign tag: routed by the sender's address)" }()
	}
	if err != nil {
		return "", 0, err
	}
	if in.Automatic {
		return "ignored: automatic mail", c.ID, nil
	}
	dkim := ""
	if r.opts.CheckDKIM != nil {
		res, ok := r.opts.CheckDKIM(raw)
		dkim = " (sender: " + res + ")"
		if !ok && r.opts.RequireDKIM {
			return "ignored: the sender policy failed" + dkim, c.ID, nil
		}
		// Record the evidence with whatever becomes of the mail.
		defer func() {
			if !strings.HasSuffix(outcome, dkim) {
				outcome += dkim
			}
		}()
	}
	if in.From == strings.ToLower(c.HostEmail) {
		return r.answerHost(tx, c, in, dkim, now)
	}
	return r.answerPlayer(tx, c, in, dkim, now)
}

// answerHost runs the host's commands when the host code matches, and
// rejects the mail otherwise. dkim is the sender check's note for the
// outcome.
func (r *Referee) answerHost(tx *store.Tx, c *store.Campaign, in *Incoming, dkim string, now time.Time) (string, int64, error) {
	code := in.Code
	if c.HostCode.Match(code) {
		out, err := r.hostCommand(tx, c, in, in.Text, now)
		return out + dkim, c.ID, err
	}
	outcome := "rejected: host mail without the host code" + dkim
	if code != "" {
		outcome = "rejected: host mail with a wrong host code" + dkim
	}
	cfg, err := campaignConfig(c)
	if err != nil {
		return "", 0, err
	}
	if capped, err := r.capRejections(tx, c, -1, now); err != nil || capped != "" {
		return outcome + capped, c.ID, err
	}
	err = r.queue(tx, c, letter{kind: "rejection", to: c.HostEmail, seat: -1, round: c.Round, key: "reply/" + in.MessageID,
		subject: tr(cfg.HostLang, narrate.KeyMailSubjRejected, "tag", subjectTag(c.Tag)), body: codeProblem(cfg.HostLang, code),
		inReplyTo: in.MessageID, auto: "auto-replied"}, now)
	return outcome, c.ID, err
}

// answerPlayer answers a mail from a player on the roster: orders, or why
// they cannot be taken. Mail from anyone else is ignored.
func (r *Referee) answerPlayer(tx *store.Tx, c *store.Campaign, in *Incoming, dkim string, now time.Time) (string, int64, error) {
	players, err := tx.Players(c.ID)
	if err != nil {
		return "", 0, err
	}
	var p *store.Player
	for _, pl := range players {
		if strings.EqualFold(pl.Email, in.From) {
			p = pl
		}
	}
	if p == nil {
		// Never answer an unknown sender: the From may be forged, and an
		// answer would be backscatter.
		return "ignored: sender not in the roster" + dkim, c.ID, nil
	}
	m := &playerMail{r: r, tx: tx, c: c, in: in, now: now, p: p, players: players}
	code := in.Code
	if !p.Code.Match(code) {
		// The answer goes to the registered address, which may not be the
		// sender if the From was forged: the player learns of it.
		outcome := "rejected: no code"
		if code != "" {
			outcome = "rejected: wrong code"
		}
		if capped, err := r.capRejections(tx, c, p.Seat, now); err != nil || capped != "" {
			return outcome + dkim + capped, c.ID, err
		}
		return outcome + dkim, c.ID, m.reply("rejection", tr(p.Lang, narrate.KeyMailSubjRejected, "tag", subjectTag(c.Tag)), codeProblem(p.Lang, code))
	}
	return m.answer()
}

// answer answers a player's mail whose code matched (or, from the web
// page, whose link did): their orders, or why they cannot be taken.
func (m *playerMail) answer() (string, int64, error) {
	c, p := m.c, m.p
	if c.Status == store.StatusOver {
		return "rejected: game over", c.ID, m.reply("reply", m.subjectReply(), tr(p.Lang, narrate.KeyMailOver))
	}
	if p.Status == store.PlayerRemoved {
		return "rejected: player removed", c.ID, m.reply("reply", m.subjectReply(), tr(p.Lang, narrate.KeyMailRemoved))
	}
	if c.Round == 0 {
		out, err := m.r.duelMaze(m.tx, c, p, m.in, m.now, m.reply)
		return out, c.ID, err
	}
	return m.orders()
}

// playerMail is a player's mail being answered.
type playerMail struct {
	r       *Referee
	tx      *store.Tx
	c       *store.Campaign
	in      *Incoming
	now     time.Time
	p       *store.Player // the sender
	players []*store.Player
}

// reply queues an answer to the player's mail.
func (m *playerMail) reply(kind, subject, body string) error {
	p, in := m.p, m.in
	return m.r.queue(m.tx, m.c, letter{kind: kind, to: p.Email, toName: p.Name, seat: p.Seat, round: m.c.Round, key: "reply/" + in.MessageID,
		subject: subject, body: body, inReplyTo: in.MessageID, refs: append(slices.Clone(in.References), in.MessageID), auto: "auto-replied"}, m.now)
}

func (m *playerMail) subjectReply() string {
	return tr(m.p.Lang, narrate.KeyMailSubjReply, "tag", subjectTag(m.c.Tag))
}

// errorReply answers orders that cannot be taken, with the round's
// deadline.
func (m *playerMail) errorReply(round *store.Round, before, why string) error {
	p, c := m.p, m.c
	return m.reply("error", tr(p.Lang, narrate.KeyMailSubjError, "tag", subjectTag(c.Tag), "round", c.Round),
		before+tr(p.Lang, narrate.KeyMailError, "round", c.Round, "error", why, "deadline", formatTime(round.Deadline, p.Lang)))
}

// orders reads the orders of the mail for the open round.
func (m *playerMail) orders() (string, int64, error) {
	tx, c, p := m.tx, m.c, m.p
	round, err := tx.Round(c.ID, c.Round)
	if err != nil {
		return "", 0, err
	}
	v, err := m.r.roundView(tx, c, m.players)
	if err != nil {
		return "", 0, err
	}
	expect, sits, ok := v.seat(p.Seat)
	if !ok {
		return "", 0, fmt.Errorf("campaign %s: seat %d is not on the roster", c.Name, p.Seat+1)
	}
	// A closing with the player's name under the orders is no order.
	text := mailtext.DropClosing(m.in.Text, p.Name)
	if n := sits; n > 0 {
		// The round does not wait for this player (see allIn): say so,
		// and when orders count again.
		return fmt.Sprintf("rejected: the player sits out round %d", c.Round), c.ID, m.reply("reply", m.subjectReply(),
			tr(p.Lang, narrate.KeyMailSitting, "round", c.Round, "turns", turnsLeft(p.Lang, n), "next", c.Round+n, "last", c.Round+n-1))
	}
	if strings.TrimSpace(text) == "" {
		return "rejected: no orders", c.ID, m.errorReply(round, "", tr(p.Lang, "noorders"))
	}
	mz, err := m.r.maze(c)
	if err != nil {
		return "", 0, err
	}
	// A reply to a letter of a round already played: the orders count
	// for the round open now, and the answer says so.
	late := ""
	if n, err := answeredRound(tx, m.in); err != nil {
		return "", 0, err
	} else if n > 0 && n < c.Round {
		late = tr(p.Lang, narrate.KeyMailOldround, "old", n, "round", c.Round) + "\n\n"
	}
	actions, perr := m.r.opts.Orders.Parse(text, p.Lang, OrderContext{Maze: mz, Expect: expect})
	if perr != nil {
		return "rejected: " + oneLine(perr.Error()), c.ID, m.errorReply(round, late, perr.Error())
	}
	if err := m.accept(v, round, text, late, actions); err != nil {
		return "", 0, err
	}
	return "orders accepted", c.ID, nil
}

// accept stores the orders, confirms them to the player, and resolves
// the round when every order is in and the rules give no grace time.
func (m *playerMail) accept(v *roundView, round *store.Round, text, late string, actions []engine.Action) error {
	tx, c, p := m.tx, m.c, m.p
	ajson, err := json.Marshal(actions)
	if err != nil {
		return err
	}
	if err := tx.PutOrder(&store.Order{CampaignID: c.ID, Round: c.Round, Seat: p.Seat, Text: text, Actions: ajson,
		MessageID: m.in.MessageID, Received: m.now}); err != nil {
		return err
	}
	if p.Missed != 0 || p.Status == store.PlayerAbsent {
		p.Missed, p.Status = 0, store.PlayerActive
		if err := tx.UpdatePlayer(p); err != nil {
			return err
		}
	}
	body := late + tr(p.Lang, narrate.KeyMailConfirm, "round", c.Round, "orders", m.r.opts.Orders.Explain(actions, p.Lang), "deadline", formatTime(round.Deadline, p.Lang))
	if c.Status == store.StatusPaused {
		body += "\n\n" + tr(p.Lang, narrate.KeyMailPaused)
	}
	if err := m.reply("confirmation", tr(p.Lang, narrate.KeyMailSubjConfirm, "tag", subjectTag(c.Tag), "round", c.Round), body); err != nil {
		return err
	}
	if err := tx.Log(c.ID, c.Round, m.now, "orders", fmt.Sprintf("seat %d (%s): orders accepted", p.Seat+1, p.Name)); err != nil {
		return err
	}
	grace, err := m.r.grace(c)
	if err != nil {
		return err
	}
	if c.Status != store.StatusOpen || grace != 0 {
		return nil
	}
	ready, err := allIn(tx, c, m.players, v.sitting)
	if err != nil || !ready {
		return err
	}
	return m.r.resolve(tx, c, m.now)
}

// roundRx finds a round named in a subject: our own subjects say
// «Ход 3: …» or "Round 3: …", and people write the same.
var roundRx = regexp.MustCompile(`(?i)(?:ход|round)\s*№?\s*(\d+)`)

// answeredRound is the round a mail's orders were written for, as far as
// it says: the round of the letter it replies to (a report of round n
// asks for orders for n+1), else a round its subject names; 0 if none.
func answeredRound(tx *store.Tx, in *Incoming) (int, error) {
	for _, ref := range in.InReplyTo {
		kind, n, err := tx.MailKindRound(ref)
		if errors.Is(err, store.ErrNotFound) {
			continue
		} else if err != nil {
			return 0, err
		}
		switch kind {
		case "invitation":
			return 1, nil
		case "report":
			return n + 1, nil
		}
		if n > 0 {
			return n, nil
		}
	}
	if m := roundRx.FindStringSubmatch(in.Subject); m != nil {
		n, _ := strconv.Atoi(m[1])
		low := strings.ToLower(in.Subject)
		if strings.Contains(low, "report") || strings.Contains(low, "отчёт") || strings.Contains(low, "отчет") {
			n++ // «Ход 3: отчёт» asks for round 4
		}
		return n, nil
	}
	return 0, nil
}

// capRejections says whether an answer to unauthenticated mail for seat
// (-1: the host) must be left out this round, MaxRejections being
// reached: then it returns the note for the outcome, and tells the host,
// once a round and seat, that someone floods the seat.
func (r *Referee) capRejections(tx *store.Tx, c *store.Campaign, seat int, now time.Time) (string, error) {
	n, err := tx.Rejections(c.ID, c.Round, seat)
	if err != nil || n < MaxRejections {
		return "", err
	}
	note := fmt.Sprintf(" (not answered: %d answers to mail without the right code this round already)", n)
	if seat < 0 {
		return note, nil // the host was the one answered
	}
	cfg, err := campaignConfig(c)
	if err != nil {
		return "", err
	}
	players, err := tx.Players(c.ID)
	if err != nil {
		return "", err
	}
	var p *store.Player
	for _, pl := range players {
		if pl.Seat == seat {
			p = pl
		}
	}
	if p == nil {
		return note, nil
	}
	fresh, err := r.enqueue(tx, c, letter{kind: "reply", to: c.HostEmail, seat: -1, round: c.Round, key: fmt.Sprintf("flood/%d/%d", c.Round, seat),
		subject: tr(cfg.HostLang, narrate.KeyMailSubjFlood, "tag", subjectTag(c.Tag)),
		body:    tr(cfg.HostLang, narrate.KeyMailFlood, "seat", seat+1, "name", p.Name, "email", p.Email, "round", c.Round, "count", n)}, now)
	if err != nil {
		return "", err
	}
	if fresh {
		if err := tx.Log(c.ID, c.Round, now, "flood", fmt.Sprintf("seat %d (%s): %d mails without the right code this round; no more are answered, the host was told",
			seat+1, p.Name, n)); err != nil {
			return "", err
		}
		r.log.Warn("a seat is flooded with mail without its code", "campaign", c.Name, "seat", seat+1, "round", c.Round)
	}
	return note, nil
}

func oneLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	return s
}

// sittingOut maps each seat whose turn the rules play in the round after
// g's state (Expect.SitsOut) to the rounds it sits out from then on, as
// far as g tells (see SitOuter; -1: unknown, or it plays no more).
func sittingOut(g Game, players []*store.Player) map[int]int {
	out := map[int]int{}
	for _, p := range players {
		if !g.Expect(engine.PlayerID(p.Seat)).SitsOut {
			continue
		}
		n := sitsOut(g, p.Seat)
		if n <= 0 {
			n = -1
		}
		out[p.Seat] = n
	}
	return out
}

// sittingNow is sittingOut for c's open round, from its round view: the
// state the round began from never changes, and the clock asks every
// tick.
func (r *Referee) sittingNow(tx *store.Tx, c *store.Campaign, players []*store.Player) (map[int]int, error) {
	v, err := r.roundView(tx, c, players)
	if err != nil {
		return nil, err
	}
	return v.sitting, nil
}

// allIn reports whether every active player who can act this round has
// orders in: absent and removed players are not waited for, nor anyone
// who sits out the round (sitting, from sittingOut). A round where
// nobody can act is ready at once.
func allIn(tx *store.Tx, c *store.Campaign, players []*store.Player, sitting map[int]int) (bool, error) {
	seats, err := tx.OrderSeats(c.ID, c.Round)
	if err != nil {
		return false, err
	}
	have := map[int]bool{}
	for _, seat := range seats {
		have[seat] = true
	}
	waiting, nSitting := 0, 0
	for _, p := range players {
		if p.Status != store.PlayerActive {
			continue
		}
		if sitting[p.Seat] != 0 {
			nSitting++
			continue
		}
		waiting++
		if !have[p.Seat] {
			return false, nil
		}
	}
	return waiting > 0 || nSitting > 0, nil
}

// lastOrder is when the latest order of the current round arrived.
func lastOrder(tx *store.Tx, c *store.Campaign) (time.Time, error) {
	orders, err := tx.Orders(c.ID, c.Round)
	if err != nil {
		return time.Time{}, err
	}
	var t time.Time
	for _, o := range orders {
		if o.Received.After(t) {
			t = o.Received
		}
	}
	return t, nil
}

// Tick implements pbem.Handler: each open campaign whose round is due
// (deadline passed, or every order in and the grace over) is resolved;
// reminders go to players without orders; failed deliveries are told to
// the host. Each campaign is its own transaction.
func (r *Referee) Tick(ctx context.Context, now time.Time) error {
	now = now.UTC()
	var ids []int64
	err := r.opts.Store.View(ctx, func(tx *store.Tx) error {
		cs, err := tx.Campaigns()
		for _, c := range cs {
			if c.Status != store.StatusOver {
				ids = append(ids, c.ID)
			}
		}
		return err
	})
	if err != nil {
		return err
	}
	var errs []error
	for _, id := range ids {
		err := r.opts.Store.Update(ctx, func(tx *store.Tx) error {
			c, err := tx.CampaignByID(id)
			if err != nil {
				return err
			}
			return r.tick(tx, c, now)
		})
		if err != nil {
			errs = append(errs, fmt.Errorf("campaign %d: %w", id, err))
		}
	}
	return errors.Join(errs...)
}

func (r *Referee) tick(tx *store.Tx, c *store.Campaign, now time.Time) error {
	cfg, err := campaignConfig(c)
	if err != nil {
		return err
	}
	failed, err := tx.FailedUnreported(c.ID)
	if err != nil {
		return err
	}
	for _, f := range failed {
		if f.To[0] == c.HostEmail {
			continue // the host cannot be told by mail that mail to the host fails
		}
		if err := r.queue(tx, c, letter{kind: "reply", to: c.HostEmail, seat: -1, key: fmt.Sprintf("delivery/%d", f.ID),
			subject: tr(cfg.HostLang, narrate.KeyMailSubjDelivery, "tag", subjectTag(c.Tag)), body: tr(cfg.HostLang, narrate.KeyMailDelivery, "letter", f.Kind, "to", f.To, "error", f.LastError)}, now); err != nil {
			return err
		}
	}
	if c.Status != store.StatusOpen || c.Round == 0 {
		return nil // paused, or a duel waiting for its mazes
	}
	round, err := tx.Round(c.ID, c.Round)
	if err != nil {
		return err
	}
	players, err := tx.Players(c.ID)
	if err != nil {
		return err
	}
	sitting, err := r.sittingNow(tx, c, players)
	if err != nil {
		return err
	}
	due := !now.Before(round.Deadline)
	if !due {
		ready, err := allIn(tx, c, players, sitting)
		if err != nil {
			return err
		}
		if ready {
			last, err := lastOrder(tx, c)
			if err != nil {
				return err
			}
			due = !now.Before(last.Add(time.Duration(cfg.Grace)))
		}
	}
	if due {
		return r.resolve(tx, c, now)
	}
	if cfg.Reminder > 0 && !round.Reminded && !now.Before(round.Deadline.Add(-time.Duration(cfg.Reminder))) {
		orders, err := tx.Orders(c.ID, c.Round)
		if err != nil {
			return err
		}
		have := map[int]bool{}
		for _, o := range orders {
			have[o.Seat] = !o.Missing
		}
		for _, p := range players {
			if p.Status == store.PlayerRemoved || have[p.Seat] || sitting[p.Seat] != 0 {
				continue // nothing to remind of: orders in, or none needed
			}
			if err := r.queue(tx, c, letter{kind: "reminder", to: p.Email, toName: p.Name, seat: p.Seat, round: c.Round,
				key:     fmt.Sprintf("remind/%d/%d/%d", c.Round, p.Seat, round.Deadline.Unix()),
				subject: tr(p.Lang, narrate.KeyMailSubjReminder, "tag", subjectTag(c.Tag), "round", c.Round),
				body:    tr(p.Lang, narrate.KeyMailReminder, "round", c.Round, "deadline", formatTime(round.Deadline, p.Lang)), auto: "auto-generated"}, now); err != nil {
				return err
			}
		}
		return tx.MarkReminded(c.ID, c.Round)
	}
	return nil
}

// familyName is a family of rules by its name in lang («ВМиК МГУ 1983»,
// "Terra incognita"), as the paper kit names it; its id when it has none.
func familyName(f rules.Family, lang string) string {
	if k := narrate.Key("kit.family." + string(f)); narrate.Known(k) {
		return narrate.Text(k, engine.Lang(lang), engine.GenderMasculine)
	}
	return string(f)
}
