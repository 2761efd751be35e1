package campaign

import (
	"fmt"
	"time"

	"labyrinth/engine/narrate"
	"labyrinth/pbem/store"
)

// hostEnd: "end" ends the game now; everyone gets the reveal.
func hostEnd(h *hostRun) error {
	if err := h.r.end(h.tx, h.c, h.now); err != nil {
		return err
	}
	h.say(narrate.KeyHostCmdEnded)
	return nil
}

// end stops the game at the host's word: everyone gets the reveal.
func (r *Referee) end(tx *store.Tx, c *store.Campaign, now time.Time) error {
	g, err := r.restore(tx, c, c.Round-1)
	if err != nil {
		return err
	}
	if err := tx.SetCampaignStatus(c.ID, store.StatusOver); err != nil {
		return err
	}
	if err := tx.Log(c.ID, c.Round, now, "over", "ended by the host"); err != nil {
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
	callByRoster(g, players)
	for _, p := range players {
		if err := r.queue(tx, c, letter{kind: LetterReveal, to: p.Email, toName: p.Name, seat: p.Seat, round: c.Round, key: fmt.Sprintf("reveal/%d", p.Seat),
			subject: tr(p.Lang, narrate.KeyMailSubjOver, "tag", subjectTag(c.Tag)), body: tr(p.Lang, narrate.KeyMailNowinner) + tr(p.Lang, narrate.KeyMailReveal, "maze", g.Reveal(p.Lang)), auto: "auto-generated"}, now); err != nil {
			return err
		}
	}
	c.Status = store.StatusOver
	return r.queue(tx, c, letter{kind: LetterReveal, to: c.HostEmail, seat: -1, round: c.Round, key: "reveal/host",
		subject: tr(cfg.HostLang, narrate.KeyMailSubjOver, "tag", subjectTag(c.Tag)), body: tr(cfg.HostLang, narrate.KeyMailNowinner) + tr(cfg.HostLang, narrate.KeyMailReveal, "maze", g.Reveal(cfg.HostLang)), auto: "auto-generated"}, now)
}
