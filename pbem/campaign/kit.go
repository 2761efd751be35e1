package campaign

import (
	"strings"

	"labyrinth/printouts"
)

// Kit fills the paper kit's options with the campaign: the players'
// names, the turn log with every order so far (and, when the campaign
// replays, what each player was told), where the players stand after the
// last round, enough rows for the rounds to come, and the title and date
// when opts has none.
func (p *Paper) Kit(opts *printouts.Options) {
	opts.PlayerNames = append(opts.PlayerNames, p.Players...)
	if opts.Players == 0 {
		opts.Players = len(p.Players)
	}
	for _, rd := range p.Log {
		for _, s := range rd.Seats {
			opts.Log = append(opts.Log, printouts.LogEntry{Round: rd.Round, Player: s.Seat, Order: orderLine(s.Order, s.Missing),
				Answer: s.Report, At: s.At, Placed: s.Placed, Left: s.Left})
		}
	}
	for _, pos := range p.Positions {
		opts.Markers = append(opts.Markers, printouts.Marker{Name: pos.Name, At: pos.At})
	}
	if opts.Rounds == 0 && p.Round+10 > 40 {
		opts.Rounds = min(p.Round+10, 1000)
	}
	if opts.Title == "" {
		opts.Title = p.Maze.Title + " — " + p.Name
	}
	if opts.Date == "" {
		opts.Date = printouts.RoundLabel(opts.Lang, p.Round, p.Over)
	}
}

// orderLine writes a player's order lines on one line, as the log's narrow
// cell wants them; a missing order is a dash.
func orderLine(text string, missing bool) string {
	if missing {
		return "—"
	}
	var lines []string
	for _, l := range strings.Split(text, "\n") {
		if l = strings.Join(strings.Fields(l), " "); l != "" {
			lines = append(lines, l)
		}
	}
	return strings.Join(lines, "; ")
}
