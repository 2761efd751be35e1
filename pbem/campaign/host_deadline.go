package campaign

import (
	"fmt"
	"strings"
	"time"
)

// hostDeadline: "deadline 2026-12-01 18:00" or "deadline +12h" sets the
// current round's deadline.
func hostDeadline(h *hostRun) error {
	f := h.f
	if len(f) < 2 {
		h.refuse("deadline needs a time (2026-12-01T18:00:00Z) or +DURATION")
		return nil
	}
	var t time.Time
	if strings.HasPrefix(f[1], "+") {
		d, err := parseDuration(f[1][1:])
		if err != nil {
			h.refuse("%v", err)
			return nil
		}
		t = h.now.Add(d)
	} else {
		var err error
		if t, err = parseTime(strings.Join(f[1:], " ")); err != nil {
			h.refuse("%q is not a time: write 2026-12-01 18:00 (UTC), 2026-12-01T18:00:00Z or +12h", strings.Join(f[1:], " "))
			return nil
		}
	}
	if err := h.tx.SetDeadline(h.c.ID, h.c.Round, t); err != nil {
		return err
	}
	h.answer = fmt.Sprintf("The deadline of round %d is now %s.", h.c.Round, formatTime(t, h.lang))
	return nil
}
