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

// TestPick: the campaign "DIR [NAME] ..." names, and what a command line
// that names none, or a wrong one, is told.
func TestPick(t *testing.T) {
	ctx := context.Background()
	dir := filepath.Join(t.TempDir(), "club")
	if _, err := campaign.Open(ctx, dir); !errors.As(err, new(*campaign.PlaceError)) ||
		!strings.Contains(err.(interface{ Hint() string }).Hint(), "labyrinth campaign new "+dir) {
		t.Fatalf("Open of a missing directory: %v", err)
	}
	opts := campaign.Options{Engine: campaigntest.Engine{}, Orders: campaigntest.Orders{}, Compile: campaigntest.Compile}
	create := func(name string) error {
		cfg, err := campaign.ParseConfig("c.json", []byte(`{"name": "`+name+`", "referee": "r@example.org", "host": "h@example.org", "maze": "m.maze",
			"players": [{"name": "a", "email": "a@example.org"}]}`))
		if err != nil {
			t.Fatal(err)
		}
		_, err = campaign.NewIn(ctx, campaign.Settings{Dir: dir}, cfg, campaign.MazeFile{Name: "m.maze", Source: []byte("base\n")}, opts, t0)
		return err
	}
	if err := create("autumn"); err != nil {
		t.Fatal(err)
	}
	st, err := campaign.Open(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	isRound := func(s string) bool { return s == "3" }
	// One campaign: NAME may be left out.
	if name, rest, err := campaign.Pick(ctx, st, "club", []string{"3"}, "x DIR NAME", isRound); err != nil || name != "autumn" || len(rest) != 1 {
		t.Errorf("the only campaign: %q %q %v", name, rest, err)
	}
	err = create("autumn")
	var ee *campaign.ExistsError
	if !errors.As(err, &ee) || err.Error() != dir+` already holds a campaign called "autumn"` || !strings.Contains(ee.Hint(), "another --name") {
		t.Errorf("the name again: %v", err)
	}
	if err := create("winter"); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args          []string
		want, hint    string
		unnamed, pick bool
	}{
		{[]string{"winter", "3"}, "winter", "", false, true},
		{[]string{"3"}, "club holds 2 campaigns: name one", "campaigns: autumn, winter; e.g. x club autumn", true, false},
		{nil, "club holds 2 campaigns: name one", "campaigns: autumn, winter", true, false},
		{[]string{"wintr", "3"}, `no campaign "wintr" in club`, `did you mean "winter"?`, false, false},
		{[]string{"spring"}, `no campaign "spring" in club`, "campaigns: autumn, winter", false, false},
	} {
		name, _, err := campaign.Pick(ctx, st, "club", tc.args, "x DIR NAME", isRound)
		var pe *campaign.PickError
		switch {
		case tc.pick && (err != nil || name != tc.want):
			t.Errorf("Pick(%q) = %q, %v; want %q", tc.args, name, err, tc.want)
		case !tc.pick && (!errors.As(err, &pe) || pe.Error() != tc.want || !strings.HasPrefix(pe.Hint(), tc.hint) || pe.Usage() != tc.unnamed):
			t.Errorf("Pick(%q): %v; want %q, a hint beginning %q, unnamed %v", tc.args, err, tc.want, tc.hint, tc.unnamed)
		}
	}
	if _, err := campaign.PickOnly(ctx, st, "club", []string{"winter", "more"}, "x DIR NAME"); err == nil || err.Error() != `no campaign "more" in club` {
		t.Errorf("PickOnly with more after NAME: %v", err)
	}
}
