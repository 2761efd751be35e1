package main

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
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
	check, require, err := authCheck(&refereeConfig{})
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
	if check, require, err := authCheck(&refereeConfig{Auth: "none"}); err != nil || check != nil || require {
		t.Errorf(`"auth": "none": check %v, require %v, %v`, check != nil, require, err)
	}
	if _, require, _ := authCheck(&refereeConfig{IMAP: &serverConfig{}, SMTP: &serverConfig{}}); require {
		t.Error("real servers without \"auth\" require a check the referee cannot know they provide")
	}
}

// "poll" and "tick" below a second, or negative, are refused with a hint.
func TestPollTickChecked(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct{ json, want string }{
		{`{"campaigns": "c", "poll": "10ms"}`, `"poll" 10ms is too short: at least 1s`},
		{`{"campaigns": "c", "tick": "-1m"}`, `"tick" is negative`},
		{`{"campaigns": "c", "poll": "2s", "tick": "5s"}`, ""},
	} {
		path := filepath.Join(dir, "referee.json")
		if err := os.WriteFile(path, []byte(tc.json), 0o600); err != nil {
			t.Fatal(err)
		}
		_, err := readRefereeConfig(path)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: %v", tc.json, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s: %v, want %q", tc.json, err, tc.want)
		case tc.want != "":
			var h hintError
			if !errors.As(err, &h) || h.hint == "" {
				t.Errorf("%s: no hint", tc.json)
			}
		}
	}
}
