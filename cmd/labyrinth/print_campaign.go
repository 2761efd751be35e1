package main

import (
	"cmp"
	"errors"
	"fmt"

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
	p.Kit(opts)
	return p.Maze, name, nil
}
