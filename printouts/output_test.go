package printouts

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCheckOutput: a kit goes over nothing but a kit printed before, or
// anything with force, and never over its own maze or a directory.
func TestCheckOutput(t *testing.T) {
	dir := t.TempDir()
	write := func(name, body string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	pdf, notes, mz := write("old.pdf", "%PDF-1.7 …"), write("notes.txt", "keep me"), write("castle.maze", "base\n")
	for _, tc := range []struct {
		name, dest, source string
		force              bool
		hint               string // "" when the kit may go there
	}{
		{"a new file", filepath.Join(dir, "new.pdf"), mz, false, ""},
		{"a kit printed before", pdf, mz, false, ""},
		{"not a PDF", notes, mz, false, "use -f"},
		{"not a PDF, forced", notes, mz, true, ""},
		{"a directory", dir, mz, true, "give a file name with -o"},
		{"its own maze", mz, mz, true, "name another output"},
	} {
		err := CheckOutput(tc.dest, tc.source, tc.force)
		var oe *OutputError
		switch {
		case tc.hint == "" && err != nil:
			t.Errorf("%s: %v", tc.name, err)
		case tc.hint != "" && (!errors.As(err, &oe) || !strings.HasPrefix(oe.Hint(), tc.hint)):
			t.Errorf("%s: %v, want an OutputError hinting %q", tc.name, err, tc.hint)
		}
	}
}

func TestGenerateMaze(t *testing.T) {
	m, err := GenerateMaze("6X8:42")
	if err != nil || m.Floors[0].Rows != 6 || m.Floors[0].Cols != 8 {
		t.Fatalf("6X8:42: %v", err)
	}
	for _, s := range []string{"1x1", "8", "300x2", "8x8:seed"} {
		if _, err := GenerateMaze(s); !errors.As(err, new(*SettingError)) {
			t.Errorf("%s: %v, want a SettingError", s, err)
		}
	}
}
