package campaign_test

import (
	"flag"
	"io"
	"slices"
	"testing"

	"labyrinth/pbem/campaign"
)

// TestSettingsFlags: the flags given set their fields, --from is
// --referee, and a flag not given leaves its field nil.
func TestSettingsFlags(t *testing.T) {
	fs := flag.NewFlagSet("campaign new", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var s campaign.Settings
	parsed := s.Flags(fs)
	err := fs.Parse([]string{"--from", "r@example.org", "--seed", "7", "--player", "a <a@example.org>", "--player", "b <b@example.org>",
		"--deadline", "48h", "--maze", "castle.maze", "--duel=false"})
	if err != nil {
		t.Fatal(err)
	}
	parsed()
	if s.Referee == nil || *s.Referee != "r@example.org" || s.Seed == nil || *s.Seed != 7 || s.Duel == nil || *s.Duel || s.Maze != "castle.maze" {
		t.Errorf("settings %+v", s)
	}
	if !slices.Equal(s.Players, []string{"a <a@example.org>", "b <b@example.org>"}) || !slices.Equal(s.Deadlines, []string{"48h"}) {
		t.Errorf("players %q, deadlines %q", s.Players, s.Deadlines)
	}
	if s.Name != nil || s.Host != nil || s.Round != nil || s.AbsentAfter != nil {
		t.Errorf("flags not given set fields: %+v", s)
	}
}
