package engine

import "labyrinth/dsl/maze"

// The indexes of an EvFeatures event's Info (B23), for narration: counts
// of rubber walls, rubber rooms and one-way walls, the number of hole sets
// and of rivers when more than one, then each river's length.
const (
	FeatureRubber   = featRubber
	FeatureRoom     = featRoom
	FeatureOneWay   = featOneWay
	FeatureHoleSets = featHoleSets
	FeatureRivers   = featRivers
	FeatureLen      = featLen
)

// Sides lists the four sides of a cell in the order the host names them:
// bit i of an EvStartWalls event's N (and of its Info[0], the outer walls)
// is side i (B7).
func Sides() [4]maze.Dir { return compass }
