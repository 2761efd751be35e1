package campaign

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/emersion/go-message/mail"

	"labyrinth/pbem"
	"labyrinth/pbem/store"
)

// Answer is what the referee made of a player's orders given by other
// means than mail (SubmitOrders): the outcome, as the store records it,
// and the letters that answer them, which are mailed too.
type Answer struct {
	Outcome MailOutcome
	Letters []Letter
}

// Letter is a letter the referee writes, as the player reads it.
type Letter struct {
	Kind    LetterKind
	To      string
	Subject string
	Body    string
}

// SubmitOrders takes the orders of the player in seat (0-based) of the
// campaign called name from a web page or any other front end, exactly
// as if the player had mailed them: the text is written into a mail from
// the player's address, with the campaign's tag and the code given, and
// read by the same reader (quotes and signatures dropped), checked by the
// same rules and confirmed or refused by the same letter, which is
// mailed to the player as well and returned. The mail is recorded like
// any other, its code withheld, and the outcome notes it was submitted;
// the sender checks of mail (CheckDKIM, RequireDKIM) do not apply, as
// the front end answers for who its user is. A wrong code is refused as
// in a mail (and counts toward MaxRejections).
func (r *Referee) SubmitOrders(ctx context.Context, name string, seat int, code, text string, now time.Time) (Answer, error) {
	now = now.UTC()
	var ans Answer
	err := r.opts.Store.Update(ctx, func(tx *store.Tx) error {
		c, err := tx.Campaign(name)
		if err != nil {
			return fmt.Errorf("campaign %q: %w", name, err)
		}
		players, err := tx.Players(c.ID)
		if err != nil {
			return err
		}
		var p *store.Player
		for _, pl := range players {
			if pl.Seat == seat {
				p = pl
			}
		}
		if p == nil {
			return fmt.Errorf("campaign %q has no seat %d", name, seat+1)
		}
		raw, id, err := submission(c, p, code, text, now)
		if err != nil {
			return err
		}
		var answers []letter
		if ans.Outcome, err = r.read(tx, pbem.Message{MessageID: id, Raw: raw}, now, &answers); err != nil {
			return err
		}
		for _, l := range answers {
			ans.Letters = append(ans.Letters, Letter{Kind: l.kind, To: l.to, Subject: l.subject, Body: l.body})
		}
		return nil
	})
	return ans, err
}

// submission writes orders given by other means as the mail a player
// would have sent: from the player's address, to the referee, with the
// campaign's tag, the code line and the text.
func submission(c *store.Campaign, p *store.Player, code, text string, now time.Time) ([]byte, string, error) {
	id := messageID(c.Referee, fmt.Sprintf("%s/submit/%d/%d", c.Name, p.Seat, now.UnixNano()))
	body := "code: " + strings.TrimSpace(code) + "\n" + strings.ReplaceAll(text, "\r\n", "\n")
	var h mail.Header
	h.SetDate(now)
	h.SetAddressList("From", []*mail.Address{{Name: p.Name, Address: p.Email}})
	h.SetAddressList("To", []*mail.Address{{Address: c.Referee}})
	h.SetSubject(subjectTag(c.Tag))
	h.SetMessageID(id)
	raw, err := writeText(h, body)
	return raw, id, err
}

// ExampleOrder is an order the player in seat (0-based) of the campaign
// called name could send now, for its open round, in the player's
// language: one the order language reads back and the rules take, as an
// invitation proposes (naming a start cell where the player must choose
// one, B6). It returns the open round too. There is no order to propose
// ("") to a player who sits out the round, nor in a duel still waiting
// for its mazes (round 0).
func (r *Referee) ExampleOrder(ctx context.Context, name string, seat int) (round int, order string, err error) {
	err = r.opts.Store.View(ctx, func(tx *store.Tx) error {
		c, err := tx.Campaign(name)
		if err != nil {
			return fmt.Errorf("campaign %q: %w", name, err)
		}
		if round = c.Round; round == 0 {
			return nil
		}
		players, err := tx.Players(c.ID)
		if err != nil {
			return err
		}
		for _, p := range players {
			if p.Seat != seat {
				continue
			}
			v, err := r.roundView(tx, c, players)
			if err != nil {
				return err
			}
			if _, sits, _ := v.seat(seat); sits != 0 {
				return nil // the rules play this round for the player
			}
			g, err := r.restore(tx, c, c.Round-1)
			if err != nil {
				return err
			}
			order = exampleOrder(g, seat, p.Lang)
			return nil
		}
		return fmt.Errorf("campaign %q has no seat %d", name, seat+1)
	})
	return round, order, err
}
