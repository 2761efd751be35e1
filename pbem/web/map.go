package web

import (
	"labyrinth/engine"
	"labyrinth/engine/narrate"
	"labyrinth/pbem/campaign"
)

// drawMap is the host's map of a replayed round: the whole state, the
// players by seat, their tracks, what was taken, blown and moved.
func drawMap(name string, at *campaign.Replayed, lang string) *mapData {
	md := &mapData{Campaign: name, Round: at.Round, Rounds: at.Rounds}
	md.Text = narrate.HostMap(at.Game, engine.Lang(lang))
	return md
}
