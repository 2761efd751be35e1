package gen

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"labyrinth/dsl/rules"
)

// TestOutputs: one file or standard output; a duel's pair, under the
// duel's preset, beside each other; what is there is kept unless forced.
func TestOutputs(t *testing.T) {
	dir := t.TempDir()
	duel := filepath.Join(dir, "duel.maze")
	s := NewSpec()
	if d, err := s.Outputs("", false, false); err != nil || !slices.Equal(d, []string{""}) {
		t.Errorf("stdout: %q %v", d, err)
	}
	d, err := s.Outputs(duel, true, false)
	if err != nil || !slices.Equal(d, []string{duel, filepath.Join(dir, "duel-versus.maze")}) || s.Preset != rules.FamilyDuel {
		t.Errorf("a duel: %q %v, preset %q", d, err, s.Preset)
	}
	var oe *OutputError
	if _, err := s.Outputs("-", true, false); !errors.As(err, &oe) || !oe.Usage() || oe.Hint() == "" {
		t.Errorf("a duel to stdout: %v", err)
	}
	s.Preset = rules.FamilySchool
	if _, err := s.Outputs(duel, true, false); !errors.As(err, &oe) || !oe.Usage() {
		t.Errorf("a duel of school mazes: %v", err)
	}
	if err := os.WriteFile(duel, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	s = NewSpec()
	if _, err := s.Outputs(duel, true, false); !errors.As(err, &oe) || oe.Usage() || oe.Error() != duel+" exists; not overwriting it" {
		t.Errorf("a file there: %v", err)
	}
	if d, err := s.Outputs(duel, true, true); err != nil || len(d) != 2 {
		t.Errorf("forced: %q %v", d, err)
	}
}
