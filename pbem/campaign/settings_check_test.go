package campaign_test

import (
	"errors"
	"testing"

	"labyrinth/pbem/campaign"
)

// TestSettingsCheck: a field Config.Check refuses is told with the flag
// that sets it, and with the campaign file it came from unless a flag
// set it.
func TestSettingsCheck(t *testing.T) {
	host := "h@example.org"
	for _, tc := range []struct {
		name      string
		s         campaign.Settings
		msg, hint string
	}{
		{"flags alone", campaign.Settings{},
			`"referee" is missing: give an email address`, "set it with --referee ADDRESS"},
		{"from the file", campaign.Settings{ConfigFile: "c.json"},
			`c.json: "referee" is missing: give an email address`, "set it with --referee ADDRESS or in c.json"},
		{"set by a flag over the file", campaign.Settings{ConfigFile: "c.json", Referee: &host},
			`"referee" is missing: give an email address`, "set it with --referee ADDRESS"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.s.Check(&campaign.Config{Name: "a", Maze: "m.maze"})
			var ce *campaign.CheckError
			if !errors.As(err, &ce) || ce.Error() != tc.msg || ce.Hint() != tc.hint {
				t.Fatalf("got %v (hint %q), want %q (hint %q)", err, ce.Hint(), tc.msg, tc.hint)
			}
			if !errors.As(err, new(*campaign.FieldError)) {
				t.Error("the FieldError is not wrapped")
			}
		})
	}
}
