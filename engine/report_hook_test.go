package engine

// ReportForTest renders events for the rule tests of this package, which
// check what a player hears. The words are made by package narrate, which
// imports engine; report_link_test.go (package engine_test) sets it.
var ReportForTest func(events []Event, p PlayerID, lang Lang) string

// Report is what player p hears of the events, as narrate says it to a
// player of masculine gender (the seeds' form).
func Report(events []Event, p PlayerID, lang Lang) string {
	return ReportForTest(events, p, lang)
}
