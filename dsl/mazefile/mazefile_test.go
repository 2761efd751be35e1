package mazefile

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"labyrinth/dsl"
)

func TestReadFileThenExample(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "castle.maze")
	if err := os.WriteFile(path, []byte("maze"), 0o644); err != nil {
		t.Fatal(err)
	}
	src, file, onDisk, err := Read(path)
	if err != nil || string(src) != "maze" || file != path || !onDisk {
		t.Errorf("Read(file) = %q, %q, %v, %v", src, file, onDisk, err)
	}
	src, file, onDisk, err = Read("vmk1983")
	if err != nil || len(src) == 0 || file != "vmk1983.maze" || onDisk {
		t.Errorf("Read(example) = %d bytes, %q, %v, %v", len(src), file, onDisk, err)
	}
}

func TestNotFoundHints(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "castle.maze"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ name, hint string }{
		{filepath.Join(dir, "castel.maze"), `did you mean "` + filepath.Join(dir, "castle.maze") + `"?`},
		{"vmk", `did you mean the example "vmk1983"?`},
		{"zzzzzzzz", "give a .maze file or one of the examples: base, "},
	} {
		_, _, _, err := Read(c.name)
		var nf *NotFoundError
		if !errors.As(err, &nf) {
			t.Fatalf("Read(%q): %v, want a NotFoundError", c.name, err)
		}
		if !strings.HasPrefix(nf.Hint(), c.hint) {
			t.Errorf("Read(%q): hint %q; want a hint beginning %q", c.name, nf.Hint(), c.hint)
		}
	}
}

func TestTooLarge(t *testing.T) {
	r := strings.NewReader(strings.Repeat("x", dsl.MaxSourceSize+1))
	var tl *TooLargeError
	if _, err := ReadAll(r, "standard input"); !errors.As(err, &tl) || tl.Name != "standard input" {
		t.Errorf("ReadAll past the limit: %v", err)
	}
}

// TestReadOrExample: a file, else an example under the name as given; a
// name that is neither is a NotFoundError, a file too large its error.
func TestReadOrExample(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "base")
	if err := os.WriteFile(path, []byte("maze"), 0o644); err != nil {
		t.Fatal(err)
	}
	if src, onDisk, err := ReadOrExample(path); err != nil || string(src) != "maze" || !onDisk {
		t.Errorf("a file: %q %v %v", src, onDisk, err)
	}
	if src, onDisk, err := ReadOrExample("base"); err != nil || !strings.Contains(string(src), "rules") || onDisk {
		t.Errorf("an example: %.20q %v %v", src, onDisk, err)
	}
	var nf *NotFoundError
	if _, _, err := ReadOrExample(filepath.Join(dir, "nothing.maze")); !errors.As(err, &nf) {
		t.Errorf("neither: %v", err)
	}
	big := filepath.Join(dir, "big.maze")
	if err := os.WriteFile(big, make([]byte, dsl.MaxSourceSize+1), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, _, err := ReadOrExample(big); !errors.As(err, new(*TooLargeError)) {
		t.Errorf("too large: %v", err)
	}
}
