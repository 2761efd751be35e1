package campaign

import (
	"encoding/json"
	"errors"
	"fmt"
	"path"
	"strings"
	"time"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
	"labyrinth/engine/narrate"
	"labyrinth/pbem/store"
)

// duelMazeName marks a campaign whose maze is the duel board joined from
// the players' two mazes; its MazeSource is a duelSource.
const duelMazeName = "duel by mail"

// duelSource is the stored source of a duel board: both players' files.
type duelSource struct {
	// ForA is the maze seat 1 explores (drawn by seat 2), ForB the other.
	ForA, ForB duelFile
}

type duelFile struct {
	Name   string
	Source string
}

// maxMazeFile bounds a maze attachment.
const maxMazeFile = 256 << 10

// compileDuel compiles both files and joins them.
func (r *Referee) compileDuel(src []byte) (*maze.Maze, error) {
	de, ok := r.opts.Engine.(DuelEngine)
	if !ok {
		return nil, errors.New("this engine cannot play a duel by mail")
	}
	var ds duelSource
	if err := json.Unmarshal(src, &ds); err != nil {
		return nil, fmt.Errorf("the stored duel mazes: %w", err)
	}
	a, err := r.opts.Compile(ds.ForA.Name, []byte(ds.ForA.Source))
	if err != nil {
		return nil, err
	}
	b, err := r.opts.Compile(ds.ForB.Name, []byte(ds.ForB.Source))
	if err != nil {
		return nil, err
	}
	return de.DuelMaze(a, b)
}

// checkDuelMaze says what keeps a compiled maze from being a duel maze.
func checkDuelMaze(m *maze.Maze, lang string) string {
	if m.Rules.Family != rules.FamilyDuel {
		return tr(lang, narrate.KeyMailDuelNotDuel, "family", familyName(m.Rules.Family, lang))
	}
	if len(m.Floors) != 1 {
		return tr(lang, narrate.KeyMailDuelOneFloor)
	}
	return ""
}

// duelMaze handles a duel player's mail before the game starts: it reads
// the .maze attachment, compiles it, answers with the diagnostics or the
// acceptance, and starts the game when both mazes are in.
func (r *Referee) duelMaze(tx *store.Tx, c *store.Campaign, p *store.Player, in *Incoming, now time.Time,
	reply func(kind LetterKind, subject, body string) error) (MailOutcome, error) {
	var file *Attachment
	for i := range in.Attachments {
		a := &in.Attachments[i]
		if strings.EqualFold(path.Ext(a.Name), ".maze") {
			file = a
			break
		}
	}
	subj := tr(p.Lang, narrate.KeyMailSubjDuelMaze, "tag", subjectTag(c.Tag))
	if file == nil {
		return rejected("no .maze attachment"), reply(LetterError, subj, tr(p.Lang, narrate.KeyMailDuelNoMaze))
	}
	if len(file.Data) > maxMazeFile {
		return rejected("maze too large"), reply(LetterError, subj, tr(p.Lang, narrate.KeyMailDuelTooLarge))
	}
	name := path.Base(strings.ReplaceAll(file.Name, "\\", "/"))
	m, err := r.opts.Compile(name, file.Data)
	if err == nil {
		if why := checkDuelMaze(m, p.Lang); why != "" {
			err = errors.New(why)
		}
	}
	if err != nil {
		return rejected("maze " + oneLine(err.Error())), reply(LetterError, subj, tr(p.Lang, narrate.KeyMailDuelRejected, "error", err.Error()))
	}
	if err := tx.PutDuelMaze(&store.DuelMaze{CampaignID: c.ID, Seat: p.Seat, Name: name, Source: file.Data, MessageID: in.MessageID, Received: now}); err != nil {
		return MailOutcome{}, err
	}
	if err := tx.Log(c.ID, 0, now, "duel-maze", fmt.Sprintf("seat %d (%s): maze %s accepted", p.Seat+1, p.Name, name)); err != nil {
		return MailOutcome{}, err
	}
	mazes, err := tx.DuelMazes(c.ID)
	if err != nil {
		return MailOutcome{}, err
	}
	if len(mazes) < 2 {
		return outcome(MazeAccepted, ""), reply(LetterConfirmation, subj, tr(p.Lang, narrate.KeyMailDuelAccepted))
	}
	if err := reply(LetterConfirmation, subj, tr(p.Lang, narrate.KeyMailDuelBothIn)); err != nil {
		return MailOutcome{}, err
	}
	return outcome(MazeAccepted, "the duel begins"), r.startDuel(tx, c, mazes, now)
}

// startDuel joins the two mazes (each player explores the other's),
// starts the game and opens round 1.
func (r *Referee) startDuel(tx *store.Tx, c *store.Campaign, mazes []*store.DuelMaze, now time.Time) error {
	src, err := json.Marshal(duelSource{
		ForA: duelFile{Name: mazes[1].Name, Source: string(mazes[1].Source)},
		ForB: duelFile{Name: mazes[0].Name, Source: string(mazes[0].Source)},
	})
	if err != nil {
		return err
	}
	m, err := r.compileDuel(src)
	if err != nil {
		return err
	}
	mh, err := MazeHash(m)
	if err != nil {
		return err
	}
	cfg, err := campaignConfig(c)
	if err != nil {
		return err
	}
	players, err := tx.Players(c.ID)
	if err != nil {
		return err
	}
	seats := make([]Seat, len(players))
	for i, p := range players {
		seats[i] = Seat{Name: p.Name, Lang: p.Lang}
		if i < len(cfg.Players) {
			seats[i].Gender = cfg.Players[i].Gender
		}
	}
	g, err := r.opts.Engine.NewGame(m, seats, seedOf(cfg))
	if err != nil {
		return fmt.Errorf("start the duel: %w", err)
	}
	blob, err := g.MarshalState()
	if err != nil {
		return err
	}
	if err := tx.SetCampaignMaze(c.ID, duelMazeName, src, mh); err != nil {
		return err
	}
	c.MazeName, c.MazeSource, c.MazeHash = duelMazeName, src, mh
	if err := tx.PutState(c.ID, store.State{Round: 0, Blob: blob, Hash: g.Hash()}); err != nil {
		return err
	}
	deadline := cfg.deadline(1, now)
	if err := tx.OpenRound(&store.Round{CampaignID: c.ID, Number: 1, Opened: now, Deadline: deadline}); err != nil {
		return err
	}
	if err := tx.SetCampaignRound(c.ID, 1); err != nil {
		return err
	}
	c.Round = 1
	for _, p := range players {
		body := tr(p.Lang, narrate.KeyMailDuelBegins, "deadline", formatTime(deadline, p.Lang)) + opening(g, p.Seat, p.Lang) + ruleCard(m, p.Lang) + exampleSection(g, p.Seat, p.Lang) + ruleCardText(m, p.Lang)
		if err := r.queue(tx, c, letter{kind: LetterReport, to: p.Email, toName: p.Name, seat: p.Seat, key: fmt.Sprintf("duel-start/%d", p.Seat),
			subject: tr(p.Lang, narrate.KeyMailSubjDuelBegins, "tag", subjectTag(c.Tag)), body: body, auto: "auto-generated"}, now); err != nil {
			return err
		}
	}
	if err := r.queue(tx, c, letter{kind: LetterHostReport, to: c.HostEmail, seat: -1, key: "duel-start/host",
		subject: subjectTag(c.Tag) + " The duel begins", body: "Both mazes are in; round 1 ends " + formatTime(deadline, "en") + ".\n\n" + hostMap(g)}, now); err != nil {
		return err
	}
	return tx.Log(c.ID, 0, now, "duel-start", fmt.Sprintf("the duel starts on %s / %s (%s)", mazes[0].Name, mazes[1].Name, short(mh)))
}

// hostMap is the host's view of a game that has not played a round.
func hostMap(g Game) string {
	return g.Reveal("en")
}
