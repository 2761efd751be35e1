package campaign

import (
	"labyrinth/pbem/store"
)

// hostStatus: "status", where the game stands.
func hostStatus(h *hostRun) error {
	h.answer = statusText(h.tx, h.c.ID, h.lang)
	return nil
}

// statusText is the host's view of where a campaign stands, with the
// last rounds.
func statusText(tx *store.Tx, cid int64, lang string) string {
	s, err := summarize(tx, cid, 5)
	if err != nil {
		return "status: " + err.Error()
	}
	return s.Say(lang)
}
