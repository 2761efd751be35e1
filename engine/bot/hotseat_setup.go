package bot

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"

	"labyrinth/engine"
	"labyrinth/engine/narrate"
)

// SeatError is a seat the command line wrote wrong: a --player entry,
// or a duel for more or fewer than two.
type SeatError struct {
	Msg, Advice string
}

func (e *SeatError) Error() string { return e.Msg }

// Hint says how to write it.
func (e *SeatError) Hint() string { return e.Advice }

// Usage says the error is the command line's mistake: always.
func (e *SeatError) Usage() bool { return true }

// HotSeatPlayers are the n seats of a game at one keyboard in language
// l: first the people, each as an entry of people says
// (engine.ParsePlayer) or else with a seat's name (narrate.Seats), then
// the bots, named as bots. A duel on two mazes (own) is for two.
func HotSeatPlayers(people []string, nPeople, n int, own bool, l engine.Lang) ([]engine.PlayerSetup, error) {
	if own && n != 2 {
		return nil, &SeatError{Msg: "a duel with --versus is for two: --players and --bots must add up to 2"}
	}
	ps := narrate.Seats(n, l)
	for i, spec := range people {
		p, err := engine.ParsePlayer(spec, l)
		if err != nil {
			return nil, &SeatError{Msg: fmt.Sprintf("--player %q: %v", spec, err),
				Advice: "write --player Анна:f, --player Bob:en or --player Вера:f:ru: the name, then f for a woman, ru or en"}
		}
		ps[i] = p
	}
	for i := nPeople; i < n; i++ {
		ps[i].Name = narrate.Text(narrate.KeyPlayBot, l, ps[i].Gender, "name", ps[i].Name)
	}
	return ps, nil
}

// OpenLog makes the file at path the game's turn log: the turns it holds
// are replayed first (Replay), then every new turn is appended to it
// (Log). A file not there is created. The caller closes it.
func (h *HotSeat) OpenLog(path string) (io.Closer, error) {
	data, err := os.ReadFile(path)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}
	f, err := os.OpenFile(path, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		return nil, err
	}
	h.Replay, h.ReplayName, h.Log = data, path, f
	return f, nil
}
