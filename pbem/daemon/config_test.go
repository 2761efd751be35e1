package daemon

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"labyrinth/pbem"
	"labyrinth/pbem/campaign"
	"labyrinth/pbem/imapin"
)

// With the embedded mail host and no "auth" in the configuration, only
// mail from someone logged in as the From address counts; "auth": "none"
// turns the check off.
func TestEmbeddedHostRequiresSMTPAuth(t *testing.T) {
	const (
		loggedIn = "Authentication-Results: labyrinth.localhost; auth=pass smtp.auth=anna@labyrinth.localhost\r\nFrom: anna@labyrinth.localhost\r\nSubject: x\r\n\r\nx\r\n"
		forged   = "Authentication-Results: labyrinth.localhost; auth=none\r\nFrom: anna@labyrinth.localhost\r\nSubject: x\r\n\r\nx\r\n"
		asOther  = "Authentication-Results: labyrinth.localhost; auth=pass smtp.auth=boris@labyrinth.localhost\r\nFrom: anna@labyrinth.localhost\r\nSubject: x\r\n\r\nx\r\n"
	)
	check, require, err := (&Config{}).AuthCheck()
	if err != nil || check == nil || !require {
		t.Fatalf("embedded host: check %v, require %v, %v", check != nil, require, err)
	}
	for _, tc := range []struct {
		name, raw string
		pass      bool
	}{{"logged in", loggedIn, true}, {"not logged in", forged, false}, {"logged in as another", asOther, false}} {
		if _, ok := check([]byte(tc.raw)); ok != tc.pass {
			t.Errorf("%s: pass %v, want %v", tc.name, ok, tc.pass)
		}
	}
	if check, require, err := (&Config{Auth: "none"}).AuthCheck(); err != nil || check != nil || require {
		t.Errorf(`"auth": "none": check %v, require %v, %v`, check != nil, require, err)
	}
	if _, require, _ := (&Config{IMAP: &ServerConfig{}, SMTP: &ServerConfig{}}).AuthCheck(); require {
		t.Error("real servers without \"auth\" require a check the referee cannot know they provide")
	}
	if _, _, err := (&Config{Auth: "pgp"}).AuthCheck(); err == nil {
		t.Error(`"auth": "pgp" accepted`)
	}
}

// The configuration's mistakes are refused, each with advice where the
// host can act on it; paths are taken relative to the file.
func TestReadConfig(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		json, want string
		hint       bool
	}{
		{`{"campaigns": "c", "poll": "10ms"}`, `"poll" 10ms is too short: at least 1s`, true},
		{`{"campaigns": "c", "tick": "-1m"}`, `"tick" is negative`, true},
		{`{"campaigns": "c", "poll": "2s", "tick": "5s"}`, "", false},
		{`{"poll": "2s"}`, `no campaigns: "campaigns" is missing`, true},
		{`{"campaigns": "c", "imap": {"addr": "x:993"}}`, `"imap" is configured but "smtp" is not`, true},
		{`{"campaigns": "c", "spool": {"in": "in"}}`, `"spool" needs both "in" and "out"`, false},
		{`{"campaigns": "c", "colour": "red"}`, `unknown field "colour"`, true},
		{`{"campaigns": 7}`, `"campaigns" is a directory ("autumn") or a list of them`, true},
	} {
		path := filepath.Join(dir, "referee.json")
		if err := os.WriteFile(path, []byte(tc.json), 0o600); err != nil {
			t.Fatal(err)
		}
		_, err := ReadConfig(path)
		var h *pbem.HintError
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: %v", tc.json, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s: %v, want %q", tc.json, err, tc.want)
		case tc.want != "" && errors.As(err, &h) != tc.hint:
			t.Errorf("%s: hint %v, want one: %v", tc.json, h, tc.hint)
		}
	}

	path := filepath.Join(dir, "referee.json")
	winter := filepath.Join(t.TempDir(), "winter")
	for _, d := range []string{filepath.Join(dir, "autumn"), winter} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(d, campaign.DBName), nil, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	os.WriteFile(path, []byte(`{"campaigns": ["autumn", "`+filepath.ToSlash(winter)+`", "autumn"], "db": "old.db", "spool": {"in": "in", "out": "out"}}`), 0o600)
	c, err := ReadConfig(path)
	if err != nil {
		t.Fatal(err)
	}
	if time.Duration(c.Poll) != DefaultPoll || time.Duration(c.Tick) != DefaultTick {
		t.Errorf("poll %v, tick %v; want the defaults", c.Poll, c.Tick)
	}
	if c.Spool.In != filepath.Join(dir, "in") || c.DB != filepath.Join(dir, "old.db") {
		t.Errorf("spool %+v, db %s: not relative to the file", c.Spool, c.DB)
	}
	dbs, err := c.Databases()
	want := []string{filepath.Join(dir, "autumn", campaign.DBName), filepath.Join(winter, campaign.DBName), filepath.Join(dir, "old.db")}
	if err != nil || !slices.Equal(dbs, want) {
		t.Errorf("databases %v, %v; want each once: %v", dbs, err, want)
	}
	var pe *campaign.PlaceError
	if _, err := (&Config{Campaigns: PathList{filepath.Join(dir, "spring")}}).Databases(); !errors.As(err, &pe) || !pe.Dir {
		t.Errorf("a campaign directory that is not there: %v, want a *campaign.PlaceError", err)
	}
	if got := c.MailDir(); got != filepath.Join(dir, "autumn", MailDirName) {
		t.Errorf("mail directory %s, want mail/ in the first campaign's", got)
	}
	if got := (&Config{DB: "x/old.db"}).MailDir(); got != "x/old.mail" {
		t.Errorf("mail directory of a lone database: %s", got)
	}
}

// A failing IMAP inbox is paced by the daemon alone: imapin keeps no
// reconnection schedule of its own on top of pbem.Config.InboxBackoff.
func TestOneInboxBackoff(t *testing.T) {
	o := imapOptions(imapin.Options{Addr: "127.0.0.1:1143", PollInterval: time.Minute})
	if o.MinBackoff > time.Microsecond || o.MaxBackoff > time.Microsecond || o.PollInterval != time.Minute {
		t.Errorf("imapin's backoff %v..%v, poll %v: want no backoff of its own, the poll kept", o.MinBackoff, o.MaxBackoff, o.PollInterval)
	}
}
