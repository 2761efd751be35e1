package campaign_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"labyrinth/dsl/gen"
	"labyrinth/pbem/campaign"
)

// TestTakeArgs: campaign new takes one directory, or none with --db.
func TestTakeArgs(t *testing.T) {
	for _, tc := range []struct {
		db   string
		args []string
		want string // the error's start, or the directory taken
	}{
		{"", []string{"autumn"}, "dir autumn"},
		{"a.db", nil, "dir "},
		{"", []string{"a", "b"}, "campaign new takes one directory, not 2 arguments"},
		{"a.db", []string{"a"}, "give the campaign directory or --db FILE, not both"},
		{"", nil, "campaign new needs the campaign directory"},
	} {
		s := campaign.Settings{DB: tc.db}
		err := s.TakeArgs(tc.args)
		got := "dir " + s.Dir
		var se *campaign.SettingError
		if err != nil {
			got = err.Error()
			if !errors.As(err, &se) || se.Setting != "dir" || !se.Usage() {
				t.Errorf("%q %q: %T, want a *SettingError", tc.db, tc.args, err)
			}
		}
		if !strings.HasPrefix(got, tc.want) {
			t.Errorf("%q %q: %q, want %q", tc.db, tc.args, got, tc.want)
		}
	}
}

// TestPrepare: the campaign file with the settings over it, checked, and
// its maze: a file to read, or a generated one named after its family and
// seed.
func TestPrepare(t *testing.T) {
	now := time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)
	dir := t.TempDir()
	cfgFile := filepath.Join(dir, "c.json")
	if err := os.WriteFile(cfgFile, []byte(baseFile), 0o644); err != nil {
		t.Fatal(err)
	}
	noGen := func(int64) (*gen.Result, error) { t.Fatal("generated"); return nil, nil }

	cfg, mz, err := campaign.Settings{ConfigFile: cfgFile, Maze: "x.maze"}.Prepare(now, noGen)
	if err != nil || cfg.Name != "autumn" || mz.Path != "x.maze" || mz.Source != nil {
		t.Fatalf("a maze file: %+v %+v %v", cfg, mz, err)
	}

	var seed int64
	cfg, mz, err = campaign.Settings{ConfigFile: cfgFile, Gen: true, Seed: ptr(int64(7))}.Prepare(now, func(s int64) (*gen.Result, error) {
		seed = s
		sp := gen.NewSpec()
		sp.Seed = s
		return gen.Generate(sp.Options)
	})
	if err != nil || seed != 7 {
		t.Fatalf("generated: seed %d, %v", seed, err)
	}
	if !strings.HasSuffix(mz.Name, "-7.maze") || cfg.Maze != mz.Name || mz.Path != mz.Name || len(mz.Source) == 0 || mz.Generated == "" {
		t.Errorf("generated: %+v, maze %q", mz, cfg.Maze)
	}

	genErr := errors.New("no maze")
	if _, _, err := (campaign.Settings{ConfigFile: cfgFile, Gen: true}).Prepare(now, func(int64) (*gen.Result, error) { return nil, genErr }); !errors.Is(err, genErr) {
		t.Errorf("the generator's error: %v", err)
	}
	var ce *campaign.CheckError
	if _, _, err := (campaign.Settings{Referee: ptr("nope")}).Prepare(now, noGen); !errors.As(err, &ce) {
		t.Errorf("a field Check refuses: %v", err)
	}
	var se *campaign.SettingError
	if _, _, err := (campaign.Settings{Grace: ptr("soon")}).Prepare(now, noGen); !errors.As(err, &se) {
		t.Errorf("a setting Apply refuses: %v", err)
	}
}

// TestMazeFileRead: a maze that compiles is read and named by its base
// name; one that does not returns its diagnostics and says no campaign
// was created.
func TestMazeFileRead(t *testing.T) {
	mz := campaign.MazeFile{Path: filepath.Join("testdata", "small.maze")}
	if ds, err := mz.Read(campaign.CompileMaze); err != nil || ds != nil || mz.Name != "small.maze" || !mz.OnDisk || len(mz.Source) == 0 {
		t.Fatalf("small.maze: %+v %v %v", mz, ds, err)
	}
	bad := filepath.Join(t.TempDir(), "bad.maze")
	if err := os.WriteFile(bad, []byte("floor 1 {\n  no such thing\n}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	mz = campaign.MazeFile{Path: bad}
	ds, err := mz.Read(campaign.CompileMaze)
	var h interface{ Hint() string }
	if err == nil || !ds.HasErrors() || !strings.Contains(err.Error(), "does not compile: no campaign created") ||
		!errors.As(err, &h) || !strings.Contains(h.Hint(), "labyrinth check "+bad) {
		t.Errorf("bad.maze: %v %v", ds, err)
	}
	mz = campaign.MazeFile{Path: filepath.Join(t.TempDir(), "missing.maze")}
	if ds, err := mz.Read(campaign.CompileMaze); err == nil || ds != nil {
		t.Errorf("a missing file: %v %v", ds, err)
	}
}
