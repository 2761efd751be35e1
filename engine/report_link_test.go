package engine_test

import (
	"labyrinth/engine"
	"labyrinth/engine/narrate"
)

func init() {
	engine.ReportForTest = func(events []engine.Event, p engine.PlayerID, lang engine.Lang) string {
		return narrate.Report(events, narrate.Reader{Seat: p, Lang: lang})
	}
	engine.HostMapForTest = func(g *engine.Game) string { return narrate.HostMap(g, engine.LangEnglish) }
	engine.RevealForTest = func(g *engine.Game) string { return narrate.Reveal(g, engine.LangEnglish) }
}
