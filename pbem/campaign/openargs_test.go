package campaign_test

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"labyrinth/pbem/campaign"
	"labyrinth/pbem/campaign/campaigntest"
)

// makeClub creates the campaigns names in the campaign directory dir.
func makeClub(t *testing.T, dir string, opts campaign.Options, names ...string) {
	t.Helper()
	for _, name := range names {
		cfg, err := campaign.ParseConfig("c.json", []byte(`{"name": "`+name+`", "referee": "r@example.org", "host": "h@example.org", "maze": "m.maze",
			"players": [{"name": "a", "email": "a@example.org"}]}`))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := campaign.NewIn(context.Background(), campaign.Settings{Dir: dir}, cfg, campaign.MazeFile{Name: "m.maze", Source: []byte("base\n")}, opts, t0); err != nil {
			t.Fatal(err)
		}
	}
}

// TestOpenArgs: the directory is the first argument, unless --db names
// the database; neither is the command line's mistake.
func TestOpenArgs(t *testing.T) {
	ctx := context.Background()
	opts := campaign.Options{Engine: campaigntest.Engine{}, Orders: campaigntest.Orders{}, Compile: campaigntest.Compile}
	dir := filepath.Join(t.TempDir(), "club")
	makeClub(t, dir, opts, "autumn")

	st, where, rest, err := campaign.OpenArgs(ctx, "", []string{dir, "autumn", "3"}, "x DIR")
	if err != nil || where != dir || strings.Join(rest, " ") != "autumn 3" {
		t.Fatalf("a directory: %q %q %v", where, rest, err)
	}
	st.Close()
	db, err := campaign.Locate(dir)
	if err != nil {
		t.Fatal(err)
	}
	st, where, rest, err = campaign.OpenArgs(ctx, db, []string{"autumn"}, "x DIR")
	if err != nil || where != db || strings.Join(rest, " ") != "autumn" {
		t.Fatalf("--db: %q %q %v", where, rest, err)
	}
	st.Close()
	var se *campaign.SettingError
	if _, _, _, err := campaign.OpenArgs(ctx, "", nil, "x autumn"); !errors.As(err, &se) || err.Error() != "name the campaign directory" || se.Hint() != "e.g. x autumn" || !se.Usage() {
		t.Errorf("neither: %v", err)
	}
	if _, _, _, err := campaign.OpenArgs(ctx, "", []string{filepath.Join(dir, "none")}, "x DIR"); !errors.As(err, new(*campaign.PlaceError)) {
		t.Errorf("a missing directory: %v", err)
	}
}

// TestReadPaper: the paper of the campaign a directory and its NAME, or
// a database file and a name, pick; a name that names none says so.
func TestReadPaper(t *testing.T) {
	ctx := context.Background()
	opts := campaign.Options{Engine: campaigntest.Engine{}, Orders: campaigntest.Orders{}, Compile: campaigntest.Compile}
	dir := filepath.Join(t.TempDir(), "club")
	makeClub(t, dir, opts, "autumn", "winter")

	p, err := campaign.ReadPaper(ctx, opts, "", dir, []string{"winter"}, "en", "x DIR NAME")
	if err != nil || p.Name != "winter" || p.Maze == nil || len(p.Players) != 1 {
		t.Fatalf("by directory: %+v %v", p, err)
	}
	var pe *campaign.PickError
	if _, err := campaign.ReadPaper(ctx, opts, "", dir, nil, "en", "x DIR NAME"); !errors.As(err, &pe) || !pe.Usage() || !strings.Contains(pe.Hint(), "x "+dir+" autumn") {
		t.Errorf("none of two named: %v", err)
	}
	db, err := campaign.Locate(dir)
	if err != nil {
		t.Fatal(err)
	}
	if p, err := campaign.ReadPaper(ctx, opts, db, "autumn", nil, "ru", "x"); err != nil || p.Name != "autumn" {
		t.Errorf("by database: %v", err)
	}
	if _, err := campaign.ReadPaper(ctx, opts, db, "autum", nil, "ru", "x"); !errors.As(err, &pe) || pe.Usage() || !strings.Contains(pe.Hint(), `"autumn"`) {
		t.Errorf("a name mistyped: %v", err)
	}
}

// TestPickRoundAndHost: show-round's "[NAME] [ROUND]" and host's
// "[NAME] COMMAND...", with what a command line that gets them wrong is
// told.
func TestPickRoundAndHost(t *testing.T) {
	ctx := context.Background()
	opts := campaign.Options{Engine: campaigntest.Engine{}, Orders: campaigntest.Orders{}, Compile: campaigntest.Compile}
	dir := filepath.Join(t.TempDir(), "club")
	makeClub(t, dir, opts, "autumn", "winter")
	st, err := campaign.Open(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	for _, tc := range []struct {
		args  []string
		name  string
		round int
		err   string
		usage bool
	}{
		{[]string{"winter"}, "winter", 0, "", false},
		{[]string{"winter", "3"}, "winter", 3, "", false},
		{[]string{"winter", "wintr"}, "", 0, `no campaign "wintr" in club`, false},
		{[]string{"winter", "0"}, "", 0, `round "0": want a number from 1`, true},
		{[]string{"winter", "2", "x"}, "", 0, `show-round takes a campaign's name and a round; "x" is one too many`, true},
		{[]string{"3"}, "", 0, "club holds 2 campaigns: name one", true},
	} {
		name, n, err := campaign.PickRound(ctx, st, "club", tc.args, "x DIR NAME")
		var u interface{ Usage() bool }
		switch {
		case tc.err == "" && (err != nil || name != tc.name || n != tc.round):
			t.Errorf("PickRound(%q) = %q %d %v", tc.args, name, n, err)
		case tc.err != "" && (err == nil || err.Error() != tc.err || errors.As(err, &u) && u.Usage() != tc.usage):
			t.Errorf("PickRound(%q): %v, want %q", tc.args, err, tc.err)
		}
	}
	if name, words, err := campaign.PickHost(ctx, st, "club", []string{"autumn", "deadline", "+1d"}, "x DIR NAME status", "x club pause"); err != nil || name != "autumn" || strings.Join(words, " ") != "deadline +1d" {
		t.Errorf("a command: %q %q %v", name, words, err)
	}
	var se *campaign.SettingError
	if _, _, err := campaign.PickHost(ctx, st, "club", []string{"autumn"}, "x", "x club pause"); !errors.As(err, &se) || err.Error() != "host needs a command" || !strings.HasSuffix(se.Hint(), "; e.g. x club pause") {
		t.Errorf("no command: %v", err)
	}
	var pe *campaign.PickError
	if _, _, err := campaign.PickHost(ctx, st, "club", []string{"autumn", "wintr", "pause"}, "x", "x"); !errors.As(err, &pe) || pe.Name != "wintr" {
		t.Errorf("a name mistyped after NAME: %v", err)
	}
}
