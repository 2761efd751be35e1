package campaign

import (
	"fmt"
)

// hostResolve: "resolve" resolves the current round now.
func hostResolve(h *hostRun) error {
	n := h.c.Round
	if err := h.r.resolve(h.tx, h.c, h.now); err != nil {
		return err
	}
	h.answer = fmt.Sprintf("Round %d resolved; the reports are on their way.", n)
	return nil
}
