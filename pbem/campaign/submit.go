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
// any other, its code withheld. A wrong code is refused as in a mail
// (and counts toward MaxRejections).
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
