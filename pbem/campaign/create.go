package campaign

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"strings"
	"time"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
	"labyrinth/engine"
	"labyrinth/engine/narrate"
	"labyrinth/pbem/store"
)

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
		if err := r.queue(tx, c, letter{kind: LetterInvitation, to: p.Email, toName: p.Name, seat: seat, key: fmt.Sprintf("invite/%d/%s", seat, p.Email),
			subject: tr(p.Lang, narrate.KeyMailSubjInvite, "tag", subjectTag(c.Tag)), body: body}, now); err != nil {
			return err
		}
	}
	hostBody := tr(cfg.HostLang, narrate.KeyHostCmdLetterDuel, "name", c.Name, "tag", subjectTag(c.Tag), "code", out.HostCode) + "\n\n" + hostHelp(cfg.HostLang)
	if start != nil {
		hostBody = hostLetter(c, cfg, out.HostCode, deadline)
	}
	if err := r.queue(tx, c, letter{kind: LetterInvitation, to: c.HostEmail, seat: -1, key: "invite/host",
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

// familyName is a family of rules by its name in lang («ВМиК МГУ 1983»,
// "Terra incognita"), as the paper kit names it; its id when it has none.
func familyName(f rules.Family, lang string) string {
	if k, ok := narrate.Lookup("kit.family." + string(f)); ok {
		return narrate.Text(k, engine.Lang(lang), engine.GenderMasculine)
	}
	return string(f)
}
