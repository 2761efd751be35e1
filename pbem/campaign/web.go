package campaign

import (
	"bytes"
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/emersion/go-message/mail"

	"labyrinth/engine"
	"labyrinth/engine/narrate"
	"labyrinth/pbem/store"
)

// What the referee's web pages (package pbem/web) read and do. The pages
// hold no rules of their own: a player's orders from the page take the
// very path of a mail (the same reader, the same confirmation, mailed as
// well), a host's form runs the host's mail command (HostCommand), and a
// round shown again is replayed from the stored orders, never stored a
// second time.

// SentLetter is one letter the referee wrote, as it is kept and a page
// shows it.
type SentLetter struct {
	ID      int64
	Kind    LetterKind // invitation, confirmation, report, …
	Round   int
	Subject string
	Body    string
	Created time.Time
	Status  store.MailStatus
}

// letterOf decodes a stored letter; a letter whose text was dropped after
// delivery (it carried a secret code) has Body "".
func letterOf(m *store.Mail) SentLetter {
	l := SentLetter{ID: m.ID, Kind: LetterKind(m.Kind), Round: m.Round, Created: m.Created, Status: m.Status}
	if len(m.Raw) == 0 {
		return l
	}
	r, err := mail.CreateReader(bytes.NewReader(m.Raw))
	if err != nil {
		l.Body = string(m.Raw)
		return l
	}
	l.Subject, _ = r.Header.Subject()
	if p, err := r.NextPart(); err == nil {
		text, _ := io.ReadAll(io.LimitReader(p.Body, MaxKeptRaw))
		l.Body = strings.TrimRight(strings.ReplaceAll(string(text), "\r\n", "\n"), "\n")
	}
	return l
}

// PlayerPage is what one player's page shows: their own letters, in the
// order they were written, and their orders for the open round — nothing
// their own mail would not show.
type PlayerPage struct {
	Campaign *store.Campaign
	Player   *store.Player
	Lang     string
	Gender   engine.Gender
	// Round is the open round (nil before a duel's mazes are in, and
	// when the game is over).
	Round *store.Round
	// Orders are the player's orders for the open round, if any came.
	Orders *store.Order
	// SitsOut is how many rounds from the open one the rules play for
	// the player (0: orders are awaited).
	SitsOut int
	Letters []SentLetter
}

// Seat returns a campaign and the player in a seat (from 0), for a page
// to check the player's link against.
func (r *Referee) Seat(ctx context.Context, name string, seat int) (*store.Campaign, *store.Player, error) {
	var c *store.Campaign
	var p *store.Player
	err := r.opts.Store.View(ctx, func(tx *store.Tx) error {
		var err error
		c, _, p, err = seatIn(tx, name, seat)
		return err
	})
	return c, p, err
}

// seatIn reads campaign name, its roster and its player in seat (from 0)
// in tx; store.ErrNotFound for a seat the roster lacks.
func seatIn(tx *store.Tx, name string, seat int) (*store.Campaign, []*store.Player, *store.Player, error) {
	c, err := tx.Campaign(name)
	if err != nil {
		return nil, nil, nil, err
	}
	players, err := tx.Players(c.ID)
	if err != nil {
		return nil, nil, nil, err
	}
	if seat < 0 || seat >= len(players) {
		return nil, nil, nil, store.ErrNotFound
	}
	return c, players, players[seat], nil
}

// PlayerPage reads what the page of the player in seat shows.
func (r *Referee) PlayerPage(ctx context.Context, name string, seat int) (*PlayerPage, error) {
	pp := &PlayerPage{}
	err := r.opts.Store.View(ctx, func(tx *store.Tx) error {
		c, players, p, err := seatIn(tx, name, seat)
		if err != nil {
			return err
		}
		pp.Campaign, pp.Player, pp.Lang, pp.Gender = c, p, p.Lang, genderOf(c, p)
		mails, err := tx.Outbox(c.ID)
		if err != nil {
			return err
		}
		for _, m := range mails {
			// A seat's letters are those to its present holder: a
			// replaced player's letters are not the newcomer's.
			if m.Seat == seat && len(m.To) == 1 && strings.EqualFold(m.To[0], p.Email) {
				pp.Letters = append(pp.Letters, letterOf(m))
			}
		}
		if c.Round == 0 || c.Status == store.StatusOver {
			return nil
		}
		if pp.Round, err = tx.Round(c.ID, c.Round); err != nil {
			return err
		}
		orders, err := tx.Orders(c.ID, c.Round)
		if err != nil {
			return err
		}
		for _, o := range orders {
			if o.Seat == seat && !o.Missing {
				pp.Orders = o
			}
		}
		v, err := r.roundView(tx, c, players)
		if err != nil {
			return err
		}
		if _, sits, ok := v.seat(seat); ok {
			pp.SitsOut = sits
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return pp, nil
}

// WebOrders takes orders a player sent from their page as if they had
// mailed them, in one transaction: the orders are recorded as a received
// message, read by the same reader, confirmed (or refused) by the same
// letter, which is mailed too, and the round resolves when they were the
// last. The page has already checked the player's link, which stands for
// the secret code. It returns the answer letter and the message's outcome.
//
// It differs from SubmitOrders in what stands for the code: the link.
func (r *Referee) WebOrders(ctx context.Context, name string, seat int, text string, now time.Time) (*SentLetter, string, error) {
	now = now.UTC()
	var (
		outcome string
		answer  *SentLetter
	)
	err := r.opts.Store.Update(ctx, func(tx *store.Tx) error {
		c, players, p, err := seatIn(tx, name, seat)
		if err != nil {
			return err
		}
		// Two sends in the same nanosecond (or under a clock that
		// stands still) are two messages.
		nonce := make([]byte, 6)
		rand.Read(nonce)
		id := fmt.Sprintf("web/%s/%d/%d.%x", c.Name, seat, now.UnixNano(), nonce)
		var answers []letter
		in := &Incoming{MessageID: id, From: strings.ToLower(p.Email), Subject: subjectTag(c.Tag), Text: text, answers: &answers}
		rec := &store.Received{MessageID: id, CampaignID: c.ID, Received: now, From: in.From, Subject: in.Subject,
			Raw: []byte("(sent from the player's web page)\n\n" + text), Outcome: "received", ContentSHA256: id}
		if fresh, err := tx.RecordMessage(rec); err != nil {
			return err
		} else if !fresh {
			return fmt.Errorf("orders from the web page: message %s recorded twice", id)
		}
		m := &playerMail{r: r, tx: tx, c: c, in: in, now: now, p: p, players: players}
		out, err := m.answer()
		if err != nil {
			return err
		}
		outcome = out.with("from the web page").String()
		if err := tx.SetOutcome(id, c.ID, outcome); err != nil {
			return err
		}
		for _, l := range answers {
			answer = &SentLetter{Kind: l.kind, Round: l.round, Subject: l.subject, Body: strings.TrimRight(l.body, "\n"), Created: now,
				Status: store.MailQueued}
		}
		r.log.Info("mail", "message-id", id, "from", in.From, "outcome", outcome)
		return nil
	})
	return answer, outcome, err
}

// Replayed is a campaign replayed from its start up to a round: the
// engine's state after it, as the host sees it, each player's track, and
// the host's report of every round played.
type Replayed struct {
	// Round is the last round replayed (0: the start).
	Round int
	// Rounds is how many rounds the campaign has resolved.
	Rounds int
	Game   *engine.Game
	// Logs are what happened in rounds 1…Round as the host's letters tell
	// it (their map aside), in the language asked for.
	Logs []string
	// Players are the lines of the host's letters on each player: where
	// they stand after Round, what they carry.
	Players []string
}

// ErrNotRules is Replay's error for a game that is not the rules
// engine's: there is no map to show.
var ErrNotRules = errors.New("the campaign's game is not the rules engine's")

// ReplayTo replays the campaign name from its start state with its stored
// orders up to round upto (past the last resolved round: to the last),
// checking the state reached against the stored one's hash, and tells the host's
// reports in lang. The engine is deterministic, so nothing of it is stored
// again.
func (r *Referee) ReplayTo(ctx context.Context, name string, upto int, lang string) (*Replayed, error) {
	return r.replayTo(ctx, name, upto, lang, true)
}

// ReplayMap is ReplayTo without the rounds' logs: the state after round
// upto alone, for the replay's slider.
func (r *Referee) ReplayMap(ctx context.Context, name string, upto int, lang string) (*Replayed, error) {
	return r.replayTo(ctx, name, upto, lang, false)
}

func (r *Referee) replayTo(ctx context.Context, name string, upto int, lang string, logs bool) (*Replayed, error) {
	out := &Replayed{}
	err := r.opts.Store.View(ctx, func(tx *store.Tx) error {
		c, err := tx.Campaign(name)
		if err != nil {
			return err
		}
		if c.Round == 0 {
			return fmt.Errorf("campaign %q: %w", name, errNoMazeYet)
		}
		g, err := r.restore(tx, c, 0)
		if err != nil {
			return err
		}
		rg, ok := g.(*rulesGame)
		if !ok {
			return ErrNotRules
		}
		rounds, err := tx.Rounds(c.ID)
		if err != nil {
			return err
		}
		players, err := tx.Players(c.ID)
		if err != nil {
			return err
		}
		callByRoster(g, players)
		for _, rd := range rounds {
			if !rd.Open() {
				out.Rounds = rd.Number
			}
		}
		for _, rd := range rounds {
			if rd.Open() || rd.Number > upto {
				break
			}
			orders, err := tx.Orders(c.ID, rd.Number)
			if err != nil {
				return err
			}
			ts, err := turns(orders, len(players))
			if err != nil {
				return err
			}
			res, err := g.Play(ts)
			if err != nil {
				return fmt.Errorf("round %d: %w", rd.Number, err)
			}
			out.Round = rd.Number
			if !logs {
				continue
			}
			if hl, ok := res.(interface{ HostLog(lang string) string }); ok {
				out.Logs = append(out.Logs, hl.HostLog(lang))
			} else {
				out.Logs = append(out.Logs, res.HostReport(lang))
			}
		}
		// The engine is deterministic: the state reached is the stored
		// one, or the replay is not the game the players were told.
		if out.Round > 0 {
			st, err := tx.State(c.ID, out.Round)
			if err != nil {
				return err
			}
			if g.Hash() != st.Hash {
				return fmt.Errorf("round %d replays to state %s, not the stored %s", out.Round, short(g.Hash()), short(st.Hash))
			}
		}
		out.Game = rg.view()
		out.Players = narrate.HostPlayers(out.Game, engine.Lang(lang))
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// errNoMazeYet: a duel by mail has no board until both mazes are in (D1).
var errNoMazeYet = errors.New("no maze yet: a duel begins when both players have mailed theirs")

// webLink is the line a report letter ends with when the referee serves
// web pages: the player's personal link.
func (r *Referee) webLink(c *store.Campaign, p *store.Player) string {
	if r.opts.PlayerLink == nil {
		return ""
	}
	link := r.opts.PlayerLink(c, p)
	if link == "" {
		return ""
	}
	return "\n\n" + tr(p.Lang, narrate.KeyMailWebLink, "link", link)
}

// Sitting maps each seat the rules play for in the open round of the
// campaign name (a mine, a trap, a death: V8, D9, V21) to the rounds it
// sits out from the open one; the round does not wait for them.
func (r *Referee) Sitting(ctx context.Context, name string) (map[int]int, error) {
	out := map[int]int{}
	err := r.opts.Store.View(ctx, func(tx *store.Tx) error {
		c, err := tx.Campaign(name)
		if err != nil {
			return err
		}
		if c.Round == 0 || c.Status == store.StatusOver {
			return nil
		}
		players, err := tx.Players(c.ID)
		if err != nil {
			return err
		}
		v, err := r.roundView(tx, c, players)
		if err != nil {
			return err
		}
		for seat := range players {
			if _, n, ok := v.seat(seat); ok && n != 0 {
				out[seat] = n
			}
		}
		return nil
	})
	return out, err
}

// StatusNow is Status with the open round alone (or the last one): where
// a campaign stands now, read without every round's orders and log, for
// a page that shows it often.
func StatusNow(ctx context.Context, s *store.Store, name string) (*Summary, error) {
	return status(ctx, s, name, 1)
}
