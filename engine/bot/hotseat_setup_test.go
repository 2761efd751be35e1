package bot_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"labyrinth/engine"
	"labyrinth/engine/bot"
)

// TestHotSeatPlayers: the people as written, the seats' names for the
// rest of them, then the bots; a duel is for two.
func TestHotSeatPlayers(t *testing.T) {
	ps, err := bot.HotSeatPlayers([]string{"Анна:f", "Bob:en"}, 3, 4, false, engine.Lang("ru"))
	if err != nil || len(ps) != 4 {
		t.Fatalf("%+v %v", ps, err)
	}
	if ps[0].Name != "Анна" || ps[0].Gender != engine.GenderFeminine || ps[1].Lang != "en" || ps[2].Name == "" || ps[3].Name == ps[2].Name {
		t.Errorf("seats %+v", ps)
	}
	if !strings.Contains(ps[3].Name, "бот") {
		t.Errorf("the bot's name %q", ps[3].Name)
	}
	var se *bot.SeatError
	if _, err := bot.HotSeatPlayers(nil, 1, 3, true, "ru"); !errors.As(err, &se) || !se.Usage() {
		t.Errorf("a duel for three: %v", err)
	}
	if _, err := bot.HotSeatPlayers([]string{"Анна:x:y:z"}, 1, 1, false, "ru"); !errors.As(err, &se) || se.Hint() == "" || !strings.HasPrefix(err.Error(), `--player "Анна:x:y:z"`) {
		t.Errorf("a bad entry: %v", err)
	}
}

// TestOpenLog: a log not there is created and replays nothing; one there
// replays its turns and gets the new ones after them.
func TestOpenLog(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.log")
	var h bot.HotSeat
	f, err := h.OpenLog(path)
	if err != nil || len(h.Replay) != 0 || h.ReplayName != path || h.Log == nil {
		t.Fatalf("new: %v %+v", err, h)
	}
	if _, err := h.Log.Write([]byte("turn 1\n")); err != nil {
		t.Fatal(err)
	}
	f.Close()
	var h2 bot.HotSeat
	f, err = h2.OpenLog(path)
	if err != nil || string(h2.Replay) != "turn 1\n" {
		t.Fatalf("again: %v %q", err, h2.Replay)
	}
	h2.Log.Write([]byte("turn 2\n"))
	f.Close()
	if b, _ := os.ReadFile(path); string(b) != "turn 1\nturn 2\n" {
		t.Errorf("log %q", b)
	}
	if _, err := h.OpenLog(t.TempDir()); err == nil {
		t.Error("a directory as the log")
	}
}
