package campaign

import "testing"

// TestOrderLine: a player's order lines go on one line of the log.
func TestOrderLine(t *testing.T) {
	for _, tc := range []struct {
		text    string
		missing bool
		want    string
	}{
		{"иду вниз", false, "иду вниз"},
		{"\nиду направо\n  беру клад\n", false, "иду направо; беру клад"},
		{"go  up", false, "go up"},
		{"", true, "—"},
	} {
		if got := orderLine(tc.text, tc.missing); got != tc.want {
			t.Errorf("orderLine(%q, %v) = %q, want %q", tc.text, tc.missing, got, tc.want)
		}
	}
}
