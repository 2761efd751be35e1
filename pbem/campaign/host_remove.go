package campaign

import (
	"fmt"

	"labyrinth/engine/narrate"
	"labyrinth/pbem/store"
)

// hostRemove: "remove SEAT": the player leaves and their turns are
// skipped.
func hostRemove(h *hostRun) error {
	p, ok := h.seat(1)
	if !ok {
		return nil
	}
	p.Status = store.PlayerRemoved
	if err := h.tx.UpdatePlayer(p); err != nil {
		return err
	}
	if err := h.tx.Log(h.c.ID, h.c.Round, h.now, "removed", fmt.Sprintf("seat %d (%s) removed by the host", p.Seat+1, p.Name)); err != nil {
		return err
	}
	h.answer = trg(h.lang, genderOf(h.c, p), narrate.KeyHostCmdRemoved, "seat", p.Seat+1, "name", p.Name)
	return nil
}
