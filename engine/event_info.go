package engine

import "labyrinth/dsl/maze"

// Sides lists the four sides of a cell in the order the host names them:
// bit i of a StartWalls event's masks is side i (B7).
func Sides() [4]maze.Dir { return compass }
