package campaign

import (
	"time"

	"labyrinth/engine/narrate"
	"labyrinth/pbem/store"
)

// hostPause: "pause" stops the clock; deadlines do not pass.
func hostPause(h *hostRun) error {
	c, tx := h.c, h.tx
	if c.Status != store.StatusPaused {
		if err := tx.SetCampaignStatus(c.ID, store.StatusPaused); err != nil {
			return err
		}
		if err := tx.Log(c.ID, c.Round, h.now, "paused", "paused by the host"); err != nil {
			return err
		}
	}
	h.say(narrate.KeyHostCmdPaused, "resume", hostWord(h.lang, "resume"))
	return nil
}

// hostResume: "resume" starts the clock again, and the round gets back
// the time it spent paused.
func hostResume(h *hostRun) error {
	c, tx, now := h.c, h.tx, h.now
	wasPaused := c.Status == store.StatusPaused
	if err := tx.SetCampaignStatus(c.ID, store.StatusOpen); err != nil {
		return err
	}
	c.Status = store.StatusOpen
	round, err := tx.Round(c.ID, c.Round)
	if err != nil {
		return err
	}
	if wasPaused && c.Round > 0 {
		evs, err := tx.Events(c.ID, -1)
		if err != nil {
			return err
		}
		var pausedAt time.Time
		for _, ev := range evs {
			if ev.Kind == "paused" {
				pausedAt = ev.At
			}
		}
		if !pausedAt.IsZero() && round.Deadline.After(pausedAt) && now.After(pausedAt) {
			round.Deadline = round.Deadline.Add(now.Sub(pausedAt))
			if err := tx.SetDeadline(c.ID, c.Round, round.Deadline); err != nil {
				return err
			}
		}
	}
	h.say(narrate.KeyHostCmdResumed, "round", c.Round, "deadline", formatTime(round.Deadline, h.lang))
	return nil
}
