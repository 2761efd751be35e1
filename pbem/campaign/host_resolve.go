package campaign

import "labyrinth/engine/narrate"

// hostResolve: "resolve" resolves the current round now.
func hostResolve(h *hostRun) error {
	n := h.c.Round
	if err := h.r.resolve(h.tx, h.c, h.now); err != nil {
		return err
	}
	h.say(narrate.KeyHostCmdResolved, "round", n)
	return nil
}
