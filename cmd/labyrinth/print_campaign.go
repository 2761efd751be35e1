package main

import (
	"fmt"

	"labyrinth/dsl/maze"
	"labyrinth/pbem/campaign"
	"labyrinth/printouts"
)

// loadCampaign reads a campaign's paper (campaign.ReadPaper) into the
// kit's options: the players' names, where they stand after the last
// round, and every order so far with, when the campaign replays, what
// each player was told, in the kit's language. It returns the maze the
// campaign is played on, and the campaign's name.
func loadCampaign(e *env, db, name string, args []string, opts *printouts.Options) (*maze.Maze, string, error) {
	eng, orders, compile, err := campaignDeps()
	if err != nil {
		return nil, "", err
	}
	p, err := campaign.ReadPaper(e.ctx, campaign.Options{Engine: eng, Orders: orders, Compile: compile}, db, name, args,
		string(opts.Lang), "labyrinth print --campaign DIR NAME")
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
	return p.Maze, p.Name, nil
}
