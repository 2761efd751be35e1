package gen

import (
	"strings"
	"testing"

	"labyrinth/dsl/rules"
)

// ReadSpec: the command's preset and seed unless the spec names its own;
// the duel's second maze is the same seed's partner (D1).
func TestReadSpec(t *testing.T) {
	for _, tc := range []struct {
		spec     string
		preset   rules.Family
		seed     int64
		second   bool
		want     rules.Family
		seedW    int64
		partnerW bool
	}{
		{"8x8", "vmk1983", 7, false, "vmk1983", 7, false},
		{"school,seed=3", "vmk1983", 7, false, "school", 3, false},
		{"duel,seed=3", "", 7, true, "duel", 3, true},
		{"duel", "", 8, true, "duel", 8, true},
		{"duel,seed=3,partner", "", 7, false, "duel", 3, true},
	} {
		s, err := ReadSpec(tc.spec, tc.preset, tc.seed, tc.second)
		if err != nil {
			t.Fatalf("%q: %v", tc.spec, err)
		}
		if s.Preset != tc.want || s.Seed != tc.seedW || s.Partner != tc.partnerW {
			t.Errorf("ReadSpec(%q, %q, %d, %v): preset %q seed %d partner %v, want %q %d %v", tc.spec, tc.preset, tc.seed, tc.second, s.Preset, s.Seed, s.Partner, tc.want, tc.seedW, tc.partnerW)
		}
	}
	if _, err := ReadSpec("size=banana", "", 1, false); err == nil {
		t.Error("no error for a bad spec")
	}
}

func TestSummary(t *testing.T) {
	r, err := Generate(opts(rules.FamilySchool, 5))
	if err != nil {
		t.Fatal(err)
	}
	s := r.Summary()
	if !strings.HasPrefix(s, `"`+r.Maze.Title+`", preset school, `) || !strings.Contains(s, ", seed 5: ") ||
		!strings.Contains(s, "the true treasure ") || !strings.HasSuffix(s, "; checked, no warnings") {
		t.Errorf("summary %q", s)
	}
	st, err := Generate(opts(rules.FamilyStalker, 1))
	if err != nil {
		t.Fatal(err)
	}
	if s := st.Summary(); !strings.Contains(s, "an open zone, the ball ") {
		t.Errorf("stalker summary %q", s)
	}
	if count(1, "step") != "1 step" || count(0, "loop") != "0 loops" {
		t.Error("count")
	}
}
