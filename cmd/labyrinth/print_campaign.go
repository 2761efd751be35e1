package main

import (
	"fmt"
	"strings"

	"labyrinth/dsl/maze"
	"labyrinth/pbem/campaign"
	"labyrinth/pbem/store"
	"labyrinth/printouts"
)

// campaignLog fills the turn log of a campaign's kit: every round's orders
// and, for the rounds already played, what each player was told and where
// he stood after, in the kit's language. The answers come from replaying
// the campaign; when it does not replay (another engine, a damaged
// database) the log keeps the orders alone and says why on stderr.
func campaignLog(e *env, st *store.Store, name string, orders []*store.Order, lang printouts.Lang) []printouts.LogEntry {
	var log []printouts.LogEntry
	ref, err := newReferee(st)
	if err == nil {
		var h []campaign.RoundHistory
		if h, err = ref.History(e.ctx, name, string(lang)); err == nil {
			for _, rd := range h {
				for _, s := range rd.Seats {
					log = append(log, printouts.LogEntry{Round: rd.Round, Player: s.Seat, Order: orderLine(s.Order, s.Missing),
						Answer: s.Report, At: s.At, Placed: s.Placed, Left: s.Left})
				}
			}
			return log
		}
	}
	fmt.Fprintf(e.stderr, "labyrinth: warning: the turn log has the orders alone, not the answers: %v\n", err)
	for _, o := range orders {
		log = append(log, printouts.LogEntry{Round: o.Round, Player: o.Seat, Order: orderLine(o.Text, o.Missing)})
	}
	return log
}

// campaignMaze returns the maze a campaign is played on, as its referee
// plays it: for a duel by mail the board of both players' mazes (D1).
func campaignMaze(e *env, st *store.Store, name string) (*maze.Maze, error) {
	ref, err := newReferee(st)
	if err != nil {
		return nil, err
	}
	return ref.Maze(e.ctx, name)
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
