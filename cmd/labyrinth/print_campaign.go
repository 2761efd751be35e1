package main

import (
	"cmp"
	"errors"
	"fmt"
	"strings"

	"labyrinth/dsl/maze"
	"labyrinth/pbem/campaign"
	"labyrinth/pbem/store"
	"labyrinth/printouts"
)

// loadCampaign reads a campaign's paper (campaign.Referee.Paper) into
// the kit's options: the players' names, where they stand after the last
// round, and every order so far with, when the campaign replays, what
// each player was told, in the kit's language. It returns the maze the
// campaign is played on, and the campaign's name. The campaign is the
// one called name in the database file db, or else the one in the
// campaign directory dir that args name (campaign.PickOnly). The database
// is only read.
func loadCampaign(e *env, db, name string, args []string, opts *printouts.Options) (*maze.Maze, string, error) {
	where := cmp.Or(db, name)
	open := campaign.Open
	if db != "" {
		open = campaign.OpenDB
	}
	st, err := open(e.ctx, where)
	if err != nil {
		return nil, "", err
	}
	defer st.Close()
	if db == "" {
		if name, err = campaign.PickOnly(e.ctx, st, where, args, "labyrinth print --campaign DIR NAME"); err != nil {
			return nil, "", err
		}
	}
	ref, err := newReferee(st)
	if err != nil {
		return nil, "", err
	}
	p, err := ref.Paper(e.ctx, name, string(opts.Lang))
	if errors.Is(err, store.ErrNotFound) {
		names, _ := campaign.Names(e.ctx, st)
		if len(names) == 0 {
			return nil, "", hintError{err: fmt.Errorf("no campaign %q in %s", name, where), hint: "the database holds no campaign"}
		}
		return nil, "", &campaign.PickError{Where: where, Name: name, Names: names}
	}
	if err != nil {
		return nil, "", err
	}
	if p.LogErr != nil {
		fmt.Fprintf(e.stderr, "labyrinth: warning: the turn log has the orders alone, not the answers: %v\n", p.LogErr)
	}
	if p.PositionsErr != nil {
		fmt.Fprintf(e.stderr, "labyrinth: warning: the campaign's state is not the rules engine's; players' positions are left off the map\n")
	}
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
	return p.Maze, name, nil
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
