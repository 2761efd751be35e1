package campaign

import (
	"strings"
	"time"

	"labyrinth/engine/narrate"
)

// hostDeadline: "deadline 2026-12-01 18:00" or "deadline +12h" sets the
// current round's deadline.
func hostDeadline(h *hostRun) error {
	f := h.f
	if len(f) < 2 {
		h.refuse(narrate.KeyHostCmdNeedsTime, "word", f[0])
		return nil
	}
	var t time.Time
	if strings.HasPrefix(f[1], "+") {
		d, err := parseDuration(f[1][1:])
		if err != nil {
			h.refuse(narrate.KeyHostCmdBadDuration, "text", f[1][1:])
			return nil
		}
		t = h.now.Add(d)
	} else {
		var err error
		if t, err = parseTime(strings.Join(f[1:], " ")); err != nil {
			h.refuse(narrate.KeyHostCmdBadTime, "text", strings.Join(f[1:], " "))
			return nil
		}
	}
	if !t.After(h.now) {
		h.refuse(narrate.KeyHostCmdPastTime, "deadline", formatTime(t, h.lang), "now", formatTime(h.now, h.lang),
			"word", f[0], "resolve", hostWord(h.lang, "resolve"))
		return nil
	}
	if err := h.tx.SetDeadline(h.c.ID, h.c.Round, t); err != nil {
		return err
	}
	h.say(narrate.KeyHostCmdDeadlineSet, "round", h.c.Round, "deadline", formatTime(t, h.lang))
	return nil
}
