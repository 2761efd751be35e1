package bot

import (
	"fmt"
	"io"
	"strconv"

	"labyrinth/engine/narrate"
)

// Progress is a progress line for Series of games games, in the
// simulation's language, rewritten on w (a terminal) every tenth of them
// and ended with the last.
func (s *Sim) Progress(w io.Writer, games int) func(played int) {
	return func(n int) {
		if n%max(1, games/10) == 0 || n == games {
			fmt.Fprint(w, "\r"+narrate.Text(narrate.KeySimManyPlayed, s.Lang, 0, "n", strconv.Itoa(n), "games", strconv.Itoa(games)))
		}
		if n == games {
			fmt.Fprintln(w)
		}
	}
}
