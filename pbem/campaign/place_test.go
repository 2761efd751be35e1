package campaign_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"labyrinth/pbem/campaign"
	"labyrinth/pbem/campaign/campaigntest"
)

// TestNewIn: a campaign made in a directory of its own, which keeps the
// database and the campaign file; a creation that fails leaves nothing it
// made behind.
func TestNewIn(t *testing.T) {
	ctx := context.Background()
	root := t.TempDir()
	opts := campaign.Options{Engine: campaigntest.Engine{}, Orders: campaigntest.Orders{}, Compile: campaigntest.Compile}
	newCfg := func(name string) *campaign.Config {
		cfg, err := campaign.ParseConfig("c.json", []byte(`{"name": "`+name+`", "referee": "r@example.org", "host": "h@example.org", "maze": "m.maze",
			"players": [{"name": "a", "email": "a@example.org"}]}`))
		if err != nil {
			t.Fatal(err)
		}
		return cfg
	}
	dir := filepath.Join(root, "autumn")
	made, err := campaign.NewIn(ctx, campaign.Settings{Dir: dir}, newCfg("autumn"), campaign.MazeFile{Name: "m.maze", Source: []byte("base\n")}, opts, t0)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	made.WriteText(&b)
	for _, want := range []string{
		"campaign autumn [lab:autumn] created: 1 player, round 1 ends 2026-11-24 12:00 UTC\n",
		"kept in " + dir + ": campaign.db, autumn.json (the campaign file, for the record)\n",
		"2 letters are in the outbox: 1 invitation with its secret code and the host's letter; \"labyrinth referee\" delivers them\n",
		"host code (also mailed to h@example.org): " + made.HostCode + "\n",
	} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("no %q in:\n%s", want, b.String())
		}
	}
	if fi, err := os.Stat(dir); err != nil || fi.Mode().Perm() != 0o700 {
		t.Errorf("the directory: %v %v", fi.Mode(), err)
	}
	if _, err := os.Stat(filepath.Join(dir, "autumn.json")); err != nil {
		t.Error(err)
	}

	// A second campaign of the same name: refused, the directory and its
	// database stay as they were.
	_, err = campaign.NewIn(ctx, campaign.Settings{Dir: dir}, newCfg("autumn"), campaign.MazeFile{Name: "m.maze", Source: []byte("base\n")}, opts, t0)
	if ee := (*campaign.ExistsError)(nil); !errors.As(err, &ee) {
		t.Fatalf("the same name again: %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, campaign.DBName)); err != nil {
		t.Errorf("a refused campaign took the directory's database with it: %v", err)
	}
	// A directory made for a campaign that fails goes again; so does a
	// database file made for it.
	bad := campaign.MazeFile{Name: "bad.maze", Source: []byte("nosuchpreset\n")}
	if _, err := campaign.NewIn(ctx, campaign.Settings{Dir: filepath.Join(root, "winter")}, newCfg("winter"), bad, opts, t0); err == nil {
		t.Fatal("a maze that does not compile was taken")
	}
	if _, err := campaign.NewIn(ctx, campaign.Settings{DB: filepath.Join(root, "w.db")}, newCfg("winter"), bad, opts, t0); err == nil {
		t.Fatal("a maze that does not compile was taken")
	}
	if left, _ := filepath.Glob(filepath.Join(root, "w*")); len(left) > 0 {
		t.Errorf("left behind: %v", left)
	}
	// A campaign directory that is a file.
	file := filepath.Join(root, "afile")
	os.WriteFile(file, nil, 0o644)
	_, err = campaign.NewIn(ctx, campaign.Settings{Dir: file}, newCfg("x"), bad, opts, t0)
	if nd := (*campaign.NotDirError)(nil); !errors.As(err, &nd) || err.Error() != file+" is a file, not a campaign directory" {
		t.Errorf("a file for a directory: %v", err)
	}
}

// TestLocate: the campaigns at a path are a campaign directory's database
// or a database file; what is not there says so.
func TestLocate(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "autumn")
	os.Mkdir(dir, 0o700)
	db := filepath.Join(dir, campaign.DBName)
	for _, tc := range []struct {
		path, db, err string
	}{
		{dir, "", dir + " holds no campaign (no campaign.db in it)"},
		{filepath.Join(root, "nowhere"), "", "no campaign directory " + filepath.Join(root, "nowhere")},
	} {
		got, err := campaign.Locate(tc.path)
		var pe *campaign.PlaceError
		if got != tc.db || !errors.As(err, &pe) || err.Error() != tc.err {
			t.Errorf("Locate(%s) = %q, %v; want %q, %q", tc.path, got, err, tc.db, tc.err)
		}
	}
	if _, err := campaign.OpenDB(context.Background(), db); err == nil || err.Error() != "no campaign database "+db {
		t.Errorf("OpenDB of no database: %v", err)
	}
	if _, err := os.Stat(db); err == nil {
		t.Error("OpenDB made a database")
	}
	os.WriteFile(db, nil, 0o600)
	for _, p := range []string{dir, db} {
		if got, err := campaign.Locate(p); got != db || err != nil {
			t.Errorf("Locate(%s) = %q, %v; want %q", p, got, err, db)
		}
	}
}
