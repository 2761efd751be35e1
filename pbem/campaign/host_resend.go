package campaign

import (
	"strconv"
	"strings"
	"time"

	"labyrinth/engine"
	"labyrinth/engine/narrate"
	"labyrinth/pbem/store"
)

// hostResend: "resend SEAT [ROUND]" sends a player's report again, by
// default the last round's.
func hostResend(h *hostRun) error {
	c := h.c
	p, ok := h.seat(1)
	if !ok {
		return nil
	}
	n := c.Round - 1
	if c.Status == store.StatusOver {
		n = c.Round
	}
	if len(h.f) > 2 {
		var err error
		if n, err = strconv.Atoi(h.f[2]); err != nil {
			h.refuse(narrate.KeyHostCmdBadRound, "text", h.f[2])
			return nil
		}
	}
	sent, err := h.r.resend(h.tx, c, p, n, h.in.MessageID, h.now)
	if err != nil {
		return err
	}
	if !sent {
		h.refuse(narrate.KeyHostCmdNoReport, "round", n, "seat", p.Seat+1, "failed", hostWord(h.lang, "resend-failed"), "replace", hostWord(h.lang, "replace"))
		return nil
	}
	h.say(narrate.KeyHostCmdResent, "round", n, "name", p.Name, "email", p.Email)
	return nil
}

// hostResendFailed: "resend-failed" queues all mail that failed again.
func hostResendFailed(h *hostRun) error {
	n, err := h.tx.Requeue(h.c.ID, h.now)
	if err != nil {
		return err
	}
	if n == 0 {
		h.refuse(narrate.KeyHostCmdNoFailedMail)
		return nil
	}
	h.answer = narrate.Counted(narrate.KeyHostCmdRequeued, engine.Lang(h.lang), engine.GenderMasculine, n)
	return nil
}

// resend queues a stored report again, under a new Message-ID.
func (r *Referee) resend(tx *store.Tx, c *store.Campaign, p *store.Player, round int, cause string, now time.Time) (bool, error) {
	mails, err := tx.Outbox(c.ID)
	if err != nil {
		return false, err
	}
	for _, m := range mails {
		if LetterKind(m.Kind) == LetterReport && m.Round == round && m.Seat == p.Seat {
			id := messageID(c.Referee, c.Name+"/resend/"+m.MessageID+"/"+cause)
			raw := replaceMessageID(m.Raw, m.MessageID, id)
			_, err := tx.Enqueue(&store.Mail{CampaignID: c.ID, MessageID: id, From: c.Referee, To: []string{p.Email},
				Raw: raw, Kind: "report", Round: round, Seat: p.Seat, Created: now})
			return true, err
		}
	}
	return false, nil
}

// replaceMessageID swaps the Message-ID header of a raw message.
func replaceMessageID(raw []byte, old, new string) []byte {
	return []byte(strings.Replace(string(raw), "<"+old+">", "<"+new+">", 1))
}
