package campaign_test

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"labyrinth/pbem/campaign"
)

func ptr[T any](v T) *T { return &v }

const baseFile = `{"name": "autumn", "referee": "r@example.org", "host": "h@example.org", "maze": "m.maze",
	"round": "12h", "deadlines": ["2026-12-01T18:00:00Z"],
	"players": [{"name": "a", "email": "a@example.org"}, {"name": "b", "email": "b@example.org", "lang": "en"}]}`

// TestApply: the command line's settings go over the campaign file's
// fields, each read as the command line writes it.
func TestApply(t *testing.T) {
	now := time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		name string
		file string // "" for no campaign file
		s    campaign.Settings
		want func(c *campaign.Config) string // what is wrong, or ""
	}{
		{"the file alone", baseFile, campaign.Settings{}, func(c *campaign.Config) string {
			if c.Name != "autumn" || c.Round != campaign.Duration(12*time.Hour) || len(c.Deadlines) != 1 || len(c.Players) != 2 {
				return "changed"
			}
			return ""
		}},
		{"the name from the directory", "", campaign.Settings{Dir: "games/winter/"}, func(c *campaign.Config) string {
			return want(c.Name, "winter")
		}},
		{"the name from the database file", "", campaign.Settings{DB: "old.db"}, func(c *campaign.Config) string {
			return want(c.Name, "old")
		}},
		{"the file's name beats the directory's", baseFile, campaign.Settings{Dir: "winter"}, func(c *campaign.Config) string {
			return want(c.Name, "autumn")
		}},
		{"fields", baseFile, campaign.Settings{Name: ptr("Зима"), Tag: ptr("w"), Referee: ptr("x@example.org"), Host: ptr("y@example.org"),
			HostLang: ptr("ru"), Duel: ptr(false), Seed: ptr(int64(7)), AbsentAfter: ptr(2)}, func(c *campaign.Config) string {
			return want(strings.Join([]string{c.Name, c.Tag, c.Referee, c.Host, c.HostLang}, " "), "Зима w x@example.org y@example.org ru") +
				want(c.Seed, int64(7)) + want(c.AbsentAfter, 2)
		}},
		{"durations", baseFile, campaign.Settings{Round: ptr("2d"), Grace: ptr("10m"), Reminder: ptr("1h30m")}, func(c *campaign.Config) string {
			return want(c.Round.String()+" "+c.Grace.String()+" "+c.Reminder.String(), "48h 10m 1h30m")
		}},
		{"deadlines replace the file's; a length is the round's", baseFile, campaign.Settings{Deadlines: []string{"48h", "2026-11-24 18:00"}}, func(c *campaign.Config) string {
			return want(c.Round.String(), "48h") + want(len(c.Deadlines), 1) + want(c.Deadlines[0].Format(time.RFC3339), "2026-11-24T18:00:00Z")
		}},
		{"players replace the file's; lang fills in theirs", baseFile, campaign.Settings{Players: []string{"Анна <anna@example.org> f", "Bob <bob@example.org> ru"}, Lang: ptr("en")}, func(c *campaign.Config) string {
			return want(len(c.Players), 2) + want(c.Players[0].Lang+" "+c.Players[1].Lang, "en ru") + want(c.Players[0].Gender.String(), "f")
		}},
		{"a maze on the command line", baseFile, campaign.Settings{Maze: "other.maze"}, func(c *campaign.Config) string {
			return want(c.Maze, "other.maze")
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := &campaign.Config{}
			if tc.file != "" {
				var err error
				if c, err = campaign.DecodeConfig("c.json", []byte(tc.file)); err != nil {
					t.Fatal(err)
				}
			}
			if err := c.Apply(tc.s, now); err != nil {
				t.Fatal(err)
			}
			if bad := tc.want(c); bad != "" {
				t.Errorf("%s: %+v", bad, c)
			}
		})
	}
}

// want says how got differs from want, or nothing.
func want[T comparable](got, want T) string {
	if got != want {
		return fmt.Sprintf(" got %v, want %v;", got, want)
	}
	return ""
}

// TestApplyErrors: a setting written wrong is a *SettingError that names
// it, with the message and hint the command line prints.
func TestApplyErrors(t *testing.T) {
	now := time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		name    string
		s       campaign.Settings
		setting string
		msg     string
		hint    string
	}{
		{"absent-after", campaign.Settings{AbsentAfter: ptr(0)}, "absent-after", "--absent-after 0: give a number of rounds from 1", ""},
		{"a duration", campaign.Settings{Grace: ptr("soon")}, "grace", `--grace: bad duration "soon"`, "durations are written"},
		{"a deadline that is no time", campaign.Settings{Deadlines: []string{"soon"}}, "deadline", `--deadline "soon" is not a time`, "give the time for each round"},
		{"a deadline in the past", campaign.Settings{Deadlines: []string{"2020-01-01T00:00:00Z"}}, "deadline",
			"--deadline 2020-01-01T00:00:00Z is in the past (now: 2026-11-23 12:00 UTC)", "check the year"},
		{"two round lengths", campaign.Settings{Round: ptr("24h"), Deadlines: []string{"48h"}}, "deadline", "--deadline 48h and --round 24h give the rounds two times", ""},
		{"the same round length twice", campaign.Settings{Round: ptr("48h"), Deadlines: []string{"48h", "soon"}}, "deadline", `--deadline "soon"`, "a fixed deadline"},
		{"a player", campaign.Settings{Players: []string{"a <a@example.org>", "Анна"}}, "player", `--player "Анна" (seat 2): no email address`, `write --player "Анна <anna@example.org> ru f"`},
		{"lang", campaign.Settings{Lang: ptr("de")}, "lang", `--lang "de": use ru or en`, ""},
		{"gen and a maze", campaign.Settings{Gen: true, Maze: "m.maze"}, "gen", "--gen makes the maze", ""},
		{"gen and a duel", campaign.Settings{Gen: true, Duel: ptr(true)}, "gen", "--gen makes the maze", ""},
		{"a duel and a maze", campaign.Settings{Duel: ptr(true), Maze: "m.maze"}, "maze", "a duel by mail (rule D1) takes no --maze", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := (&campaign.Config{}).Apply(tc.s, now)
			var se *campaign.SettingError
			if !errors.As(err, &se) {
				t.Fatalf("err %v, want a SettingError", err)
			}
			if se.Setting != tc.setting || !strings.HasPrefix(se.Msg, tc.msg) || !strings.Contains(se.Advice, tc.hint) || (tc.hint == "") != (se.Advice == "") {
				t.Errorf("got %q %q %q, want %q %q %q", se.Setting, se.Msg, se.Advice, tc.setting, tc.msg, tc.hint)
			}
		})
	}
}

// TestCheckFields: Check's errors are *FieldError naming the field as the
// campaign file does, so that a command line can say which of its flags
// sets it.
func TestCheckFields(t *testing.T) {
	for _, tc := range []struct {
		file, field, key string
	}{
		{`{}`, "name", "name"},
		{`{"name": "x", "tag": "a b"}`, "tag", "tag"},
		{`{"name": "x"}`, "referee", "referee"},
		{`{"name": "x", "referee": "r@example.org", "host": "nope"}`, "host", "host"},
		{`{"name": "x", "referee": "r@example.org", "host": "h@example.org", "host_lang": "de"}`, "host_lang", "host_lang"},
		{`{"name": "x", "referee": "r@example.org", "host": "h@example.org"}`, "maze", "maze"},
		{`{"name": "x", "referee": "r@example.org", "host": "h@example.org", "duel": true}`, "players", "players"},
		{`{"name": "x", "referee": "r@example.org", "host": "h@example.org", "maze": "m", "round": "10s"}`, "round", "round"},
		{`{"name": "x", "referee": "r@example.org", "host": "h@example.org", "maze": "m", "reminder": -60}`, "reminder", "reminder"},
		{`{"name": "x", "referee": "r@example.org", "host": "h@example.org", "maze": "m"}`, "players", "players"},
		{`{"name": "x", "referee": "r@example.org", "host": "h@example.org", "maze": "m", "players": [{"email": "a@example.org"}]}`, "players[0].name", "players"},
		{`{"name": "x", "referee": "r@example.org", "host": "h@example.org", "maze": "m", "players": [{"name": "a", "email": "a@example.org"}, {"name": "b", "email": "A@example.org"}]}`, "players[1].email", "players"},
		{`{"name": "x", "referee": "r@example.org", "host": "h@example.org", "maze": "m", "players": [{"name": "a", "email": "a@example.org", "lang": "de"}]}`, "players[0].lang", "players"},
	} {
		c, err := campaign.DecodeConfig("c.json", []byte(tc.file))
		if err != nil {
			t.Fatal(err)
		}
		err = c.Check()
		var fe *campaign.FieldError
		if !errors.As(err, &fe) || fe.Field != tc.field || fe.Key() != tc.key {
			t.Errorf("%s: %v (%+v), want field %s", tc.file, err, fe, tc.field)
		}
	}
	// ParseConfig names the file and keeps the field.
	_, err := campaign.ParseConfig("c.json", []byte(`{"name": "x"}`))
	var fe *campaign.FieldError
	if !errors.As(err, &fe) || fe.Field != "referee" || !strings.HasPrefix(err.Error(), `c.json: "referee" is missing`) {
		t.Errorf("ParseConfig: %v", err)
	}
}

// TestMazeFile: the campaign file's maze is found beside the campaign
// file; a name with no such file there is an example's.
func TestMazeFile(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "m.maze"), []byte("base\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	cfgFile := filepath.Join(dir, "c.json")
	for _, tc := range []struct {
		maze string
		s    campaign.Settings
		duel bool
		want string
	}{
		{"m.maze", campaign.Settings{ConfigFile: cfgFile}, false, filepath.Join(dir, "m.maze")},
		{"base", campaign.Settings{ConfigFile: cfgFile}, false, "base"},
		{"sub/x.maze", campaign.Settings{ConfigFile: cfgFile}, false, filepath.Join(dir, "sub/x.maze")},
		{"other.maze", campaign.Settings{ConfigFile: cfgFile, Maze: "other.maze"}, false, "other.maze"},
		{"m.maze", campaign.Settings{ConfigFile: cfgFile, Gen: true}, false, ""},
		{"", campaign.Settings{ConfigFile: cfgFile}, true, ""},
	} {
		c := &campaign.Config{Maze: tc.maze, Duel: tc.duel}
		if got := c.MazeFile(tc.s); got != tc.want {
			t.Errorf("%q %+v: %q, want %q", tc.maze, tc.s, got, tc.want)
		}
	}
}

// TestReadConfigFile: no campaign file is an empty configuration; a file
// that is not there is an error that says so.
func TestReadConfigFile(t *testing.T) {
	if c, err := campaign.ReadConfigFile(""); err != nil || c.Name != "" || c.Players != nil {
		t.Errorf("no file: %+v %v", c, err)
	}
	if _, err := campaign.ReadConfigFile(filepath.Join(t.TempDir(), "missing.json")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a missing file: %v", err)
	}
	p := filepath.Join(t.TempDir(), "c.json")
	os.WriteFile(p, []byte(`{"name": "x"}`), 0o644)
	if c, err := campaign.ReadConfigFile(p); err != nil || c.Name != "x" || c.Tag != "" {
		t.Errorf("a file: %+v %v", c, err)
	}
}
