package campaign

import (
	"fmt"
	"time"

	"labyrinth/engine/narrate"
	"labyrinth/pbem/store"
)

// codeProblem explains a refused code: none found, or one that is not the
// sender's. It never quotes the code it found: the From may be forged,
// and the answer goes to the address on the roster.
func codeProblem(lang, code string) string {
	if code == "" {
		return tr(lang, narrate.KeyMailNocode)
	}
	return tr(lang, narrate.KeyMailWrongcode)
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
	note := fmt.Sprintf("not answered: %d answers to mail without the right code this round already", n)
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
	fresh, err := r.enqueue(tx, c, letter{kind: LetterReply, to: c.HostEmail, seat: -1, round: c.Round, key: fmt.Sprintf("flood/%d/%d", c.Round, seat),
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
