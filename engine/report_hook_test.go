package engine

// ReportForTest renders events for the rule tests of this package, which
// check what a player hears. The words are made by package narrate, which
// imports engine; report_link_test.go (package engine_test) sets it.
var ReportForTest func(events []Event, p PlayerID, lang Lang) string

// Report is what player p hears of the events, as narrate says it to a
// player of masculine gender (the source texts' form).
func Report(events []Event, p PlayerID, lang Lang) string {
	return ReportForTest(events, p, lang)
}

// HostMapForTest and RevealForTest are narrate.HostMap and narrate.Reveal
// in English, set by report_link_test.go.
var HostMapForTest, RevealForTest func(g *Game) string

// HostMap is the host's map of the game, for the tests.
func (g *Game) HostMap() string { return HostMapForTest(g) }

// Reveal is the end-of-game picture, for the tests.
func (g *Game) Reveal() string { return RevealForTest(g) }
