package campaign

import (
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"labyrinth/engine"
	"labyrinth/engine/narrate"
	"labyrinth/pbem/mailtext"
	"labyrinth/pbem/store"
)

// answerPlayer answers a mail from a player on the roster: orders, or why
// they cannot be taken. Mail from anyone else is ignored.
func (r *Referee) answerPlayer(tx *store.Tx, c *store.Campaign, in *Incoming, now time.Time) (MailOutcome, error) {
	players, err := tx.Players(c.ID)
	if err != nil {
		return MailOutcome{}, err
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
		return ignored("sender not in the roster"), nil
	}
	m := &playerMail{r: r, tx: tx, c: c, in: in, now: now, p: p, players: players}
	code := in.Code
	if !p.Code.Match(code) {
		// The answer goes to the registered address, which may not be the
		// sender if the From was forged: the player learns of it.
		out := rejected("no code")
		if code != "" {
			out = rejected("wrong code")
		}
		if capped, err := r.capRejections(tx, c, p.Seat, now); err != nil || capped != "" {
			return out.with(capped), err
		}
		return out, m.reply(LetterRejection, tr(p.Lang, narrate.KeyMailSubjRejected, "tag", subjectTag(c.Tag)), codeProblem(p.Lang, code))
	}
	return m.answer()
}

// answer answers a player's mail whose code matched (or, from the web
// page, whose link did): their orders, or why they cannot be taken.
func (m *playerMail) answer() (MailOutcome, error) {
	c, p := m.c, m.p
	if c.Status == store.StatusOver {
		return rejected("game over"), m.reply(LetterReply, m.subjectReply(), tr(p.Lang, narrate.KeyMailOver))
	}
	if p.Status == store.PlayerRemoved {
		return rejected("player removed"), m.reply(LetterReply, m.subjectReply(), tr(p.Lang, narrate.KeyMailRemoved))
	}
	if c.Round == 0 {
		return m.r.duelMaze(m.tx, c, p, m.in, m.now, m.reply)
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
func (m *playerMail) reply(kind LetterKind, subject, body string) error {
	p, in := m.p, m.in
	l := letter{kind: kind, to: p.Email, toName: p.Name, seat: p.Seat, round: m.c.Round, key: "reply/" + in.MessageID,
		subject: subject, body: body, inReplyTo: in.MessageID, refs: append(slices.Clone(in.References), in.MessageID), auto: "auto-replied"}
	if in.answers != nil {
		*in.answers = append(*in.answers, l)
	}
	return m.r.queue(m.tx, m.c, l, m.now)
}

func (m *playerMail) subjectReply() string {
	return tr(m.p.Lang, narrate.KeyMailSubjReply, "tag", subjectTag(m.c.Tag))
}

// errorReply answers orders that cannot be taken, with the round's
// deadline; when orders of the player's for the round were accepted
// before, it says that they still stand.
func (m *playerMail) errorReply(round *store.Round, before, why string) error {
	p, c := m.p, m.c
	body := before + tr(p.Lang, narrate.KeyMailError, "round", c.Round, "error", why, "deadline", formatTime(round.Deadline, p.Lang))
	orders, err := m.tx.Orders(c.ID, c.Round)
	if err != nil {
		return err
	}
	for _, o := range orders {
		if o.Seat == p.Seat && !o.Missing {
			body += tr(p.Lang, narrate.KeyMailStillStand, "round", c.Round)
			break
		}
	}
	return m.reply(LetterError, tr(p.Lang, narrate.KeyMailSubjError, "tag", subjectTag(c.Tag), "round", c.Round), body)
}

// StaleAfter is how much older than the round it would count for a
// player's mail may be: a mail whose Date is earlier than the round's
// opening by more is an old mail sent again (a copy, a forward), and
// is refused. The window allows for clocks that are off and for mail
// that waited in a queue.
const StaleAfter = 12 * time.Hour

// stale reports whether a mail dated date is too old for round.
func stale(date time.Time, round *store.Round) bool {
	return !date.IsZero() && date.Before(round.Opened.Add(-StaleAfter))
}

// subjectOrders is the subject of a tagged mail as orders: the tag and
// the reply prefixes removed; "" when the subject carries no tag.
func subjectOrders(subject string) string {
	if len(subjectTags(subject)) == 0 {
		return ""
	}
	s := labTag.ReplaceAllString(subject, " ")
	s = plainTag.ReplaceAllString(s, " ")
	return mailtext.CleanSubject(s)
}

// orders reads the orders of the mail for the open round.
func (m *playerMail) orders() (MailOutcome, error) {
	tx, c, p := m.tx, m.c, m.p
	round, err := tx.Round(c.ID, c.Round)
	if err != nil {
		return MailOutcome{}, err
	}
	v, err := m.r.roundView(tx, c, m.players)
	if err != nil {
		return MailOutcome{}, err
	}
	expect, sits, ok := v.seat(p.Seat)
	if !ok {
		return MailOutcome{}, fmt.Errorf("campaign %s: seat %d is not on the roster", c.Name, p.Seat+1)
	}
	if n := sits; n > 0 {
		// The round does not wait for this player (see allIn): say so,
		// and when orders count again.
		return rejected(fmt.Sprintf("the player sits out round %d", c.Round)), m.reply(LetterReply, m.subjectReply(),
			tr(p.Lang, narrate.KeyMailSitting, "round", c.Round, "turns", turnsLeft(p.Lang, n), "next", c.Round+n, "last", c.Round+n-1))
	}
	if stale(m.in.Date, round) {
		return rejected(fmt.Sprintf("dated %s, before round %d opened", formatTime(m.in.Date, "en"), c.Round)), m.errorReply(round, "",
			tr(p.Lang, narrate.KeyMailStale, "date", formatTime(m.in.Date, p.Lang), "round", c.Round, "opened", formatTime(round.Opened, p.Lang)))
	}
	if err := m.present(); err != nil {
		return MailOutcome{}, err
	}
	// A closing with the player's name under the orders is no order.
	text := mailtext.DropClosing(m.in.Text, p.Name)
	fromSubject := false
	if strings.TrimSpace(text) == "" {
		// Orders in the subject of a tagged mail whose body has none
		// are read from there; anything else is no orders.
		if text = subjectOrders(m.in.Subject); text == "" {
			return rejected("no orders"), m.errorReply(round, "", tr(p.Lang, narrate.KeyMailNoorders))
		}
		fromSubject = true
	}
	mz, err := m.r.maze(c)
	if err != nil {
		return MailOutcome{}, err
	}
	// A reply to a letter of a round already played: the orders count
	// for the round open now, and the answer says so.
	late := ""
	if n, err := answeredRound(tx, m.in); err != nil {
		return MailOutcome{}, err
	} else if n > 0 && n < c.Round {
		late = tr(p.Lang, narrate.KeyMailOldround, "old", n, "round", c.Round) + "\n\n"
	}
	actions, perr := m.r.opts.Orders.Parse(text, p.Lang, OrderContext{Maze: mz, Expect: expect})
	switch {
	case perr != nil && fromSubject:
		// A subject that is not orders ("Re: Round 3: report") is a
		// mail without orders, not a mistake in them.
		return rejected("no orders"), m.errorReply(round, late, tr(p.Lang, narrate.KeyMailNoorders))
	case perr != nil:
		return rejected(oneLine(perr.Error())), m.errorReply(round, late, perr.Error())
	case fromSubject:
		late += tr(p.Lang, narrate.KeyMailFromSubject)
	}
	if err := m.accept(v, round, text, late, actions); err != nil {
		return MailOutcome{}, err
	}
	return outcome(OrdersAccepted, ""), nil
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
	if err := m.reply(LetterConfirmation, tr(p.Lang, narrate.KeyMailSubjConfirm, "tag", subjectTag(c.Tag), "round", c.Round), body); err != nil {
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
	if waiting, err := absentWithout(tx, c, m.players, v.sitting); err != nil || waiting {
		// Ready only because an absent player is not waited for: the
		// clock plays the round at its next tick, so that the absent
		// player's orders that come meanwhile (in the same batch of mail,
		// a second later) still count.
		return err
	}
	return m.r.resolve(tx, c, m.now)
}

// present makes an absent player present again: their mail proved their
// code, so the round waits for their orders as for anyone's.
func (m *playerMail) present() error {
	p := m.p
	if p.Status != store.PlayerAbsent {
		return nil
	}
	p.Missed, p.Status = 0, store.PlayerActive
	if err := m.tx.UpdatePlayer(p); err != nil {
		return err
	}
	return m.tx.Log(m.c.ID, m.c.Round, m.now, "present", fmt.Sprintf("seat %d (%s) wrote again: present, and waited for", p.Seat+1, p.Name))
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
		switch LetterKind(kind) {
		case LetterInvitation:
			return 1, nil
		case LetterReport:
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
