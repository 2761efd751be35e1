package campaign_test

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"labyrinth/engine"
	"labyrinth/pbem/campaign"
)

func TestParsePlayer(t *testing.T) {
	for _, tc := range []struct {
		in, want, err string
	}{
		{in: "Анна <anna@example.org> ru", want: "Анна anna@example.org ru"},
		{in: "  Bob   <Bob@Example.org>  ", want: "Bob bob@example.org "},
		{in: `"Anna Maria" <am@example.org> en`, want: "Anna Maria am@example.org en"},
		{in: "Вера Павловна vera@example.org EN", want: "Вера Павловна vera@example.org en"},
		{in: "Анна", err: "no email address"},
		{in: "Анна <anna@example.org", err: "no closing '>'"},
		{in: "<anna@example.org> ru", err: "no name before the address"},
		{in: "anna@example.org", err: "no name before the address"},
		{in: "Анна <anna@> ru", err: `"anna@" is not an email address`},
		{in: "Анна <anna@example.org> de", err: `language "de": use ru or en`},
		{in: "Анна <anna@example.org> ru please", err: `"ru please" after the address`},
		{in: "Анна <anna@example.org> ru f", want: "Анна anna@example.org ru f"},
		{in: "Анна <anna@example.org> ж ru", want: "Анна anna@example.org ru f"},
		{in: "Анна <anna@example.org> f", want: "Анна anna@example.org  f"},
		{in: "Bob <bob@example.org> en m", want: "Bob bob@example.org en m"},
		{in: "Анна <anna@example.org> ru x", err: `"ru x" after the address`},
	} {
		t.Run(tc.in, func(t *testing.T) {
			p, err := campaign.ParsePlayer(tc.in)
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("err %v, want %q", err, tc.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			got := p.Name + " " + p.Email + " " + p.Lang
			if p.Gender == engine.GenderFeminine || strings.Count(tc.want, " ") > strings.Count(got, " ") {
				got += " " + p.Gender.String()
			}
			if got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

// TestConfigFromFlags: a configuration decoded without checks takes
// fields from elsewhere (the command line) before Check fills in the
// defaults from them.
func TestConfigFromFlags(t *testing.T) {
	c, err := campaign.DecodeConfig("c.json", []byte(`{"name": "autumn", "referee": "r@example.org", "players": [{"name": "a", "email": "a@example.org"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	if c.Tag != "" || c.Round != 0 {
		t.Fatalf("DecodeConfig filled in defaults: %+v", c)
	}
	if err := c.Check(); err == nil || !strings.Contains(err.Error(), `"host" is missing`) {
		t.Fatalf("Check: %v", err)
	}
	c.Name, c.Tag, c.Host, c.Maze = "Зимняя игра", "", "h@example.org", "m.maze"
	if err := c.Check(); err == nil || !strings.Contains(err.Error(), `"tag" "зимняя игра"`) {
		t.Fatalf("a tag from a name it cannot be: %v", err)
	}
	c.Tag = "winter"
	if err := c.Check(); err != nil {
		t.Fatal(err)
	}
	if c.Round != campaign.Duration(24*time.Hour) || c.Players[0].Lang != "ru" || c.AbsentAfter != 3 || c.HostLang != "ru" {
		t.Errorf("defaults: %+v", c)
	}
}

func TestDurationText(t *testing.T) {
	for _, tc := range []struct {
		d    time.Duration
		want string
	}{{24 * time.Hour, "24h"}, {90 * time.Minute, "1h30m"}, {10 * time.Minute, "10m"}, {90 * time.Second, "1m30s"}, {0, "0s"}, {48*time.Hour + time.Second, "48h0m1s"}} {
		b, err := json.Marshal(campaign.Duration(tc.d))
		if err != nil || string(b) != `"`+tc.want+`"` {
			t.Errorf("%v: %s %v, want %q", tc.d, b, err, tc.want)
		}
		var back campaign.Duration
		if err := json.Unmarshal(b, &back); err != nil || time.Duration(back) != tc.d {
			t.Errorf("%s reads back as %v (%v)", b, time.Duration(back), err)
		}
	}
	if d, err := campaign.ParseDuration("1d12h"); err != nil || d != 36*time.Hour {
		t.Errorf("1d12h: %v %v", d, err)
	}
	if _, err := campaign.ParseDeadline("soon"); err == nil || !strings.Contains(err.Error(), "is not a time") {
		t.Errorf("ParseDeadline(soon): %v", err)
	}
	if d, err := campaign.ParseDeadline("2026-12-01 18:00"); err != nil || !d.Equal(time.Date(2026, 12, 1, 18, 0, 0, 0, time.UTC)) {
		t.Errorf("ParseDeadline: %v %v", d, err)
	}
}

// TestConfigGender: a seat's grammatical gender in the campaign file
// ("gender": "f") reaches the engine's setup, so that the host's Russian
// agrees with her; a gender the file cannot mean is an error.
func TestConfigGender(t *testing.T) {
	c, err := campaign.DecodeConfig("c.json", []byte(`{"players": [{"name": "Аня", "email": "a@example.org", "gender": "f"}, {"name": "Bob", "email": "b@example.org"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	if c.Players[0].Gender != engine.GenderFeminine || c.Players[1].Gender != engine.GenderMasculine {
		t.Errorf("genders %v, %v", c.Players[0].Gender, c.Players[1].Gender)
	}
	if _, err := campaign.DecodeConfig("c.json", []byte(`{"players": [{"name": "Аня", "email": "a@example.org", "gender": "x"}]}`)); err == nil {
		t.Error(`"gender": "x" accepted`)
	}
}
