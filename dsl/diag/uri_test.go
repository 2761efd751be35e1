package diag

import (
	"path/filepath"
	"strings"
	"testing"
)

func TestFileURI(t *testing.T) {
	if got := FileURI("<stdin>"); got != "untitled:stdin" {
		t.Errorf("stdin: %s", got)
	}
	got := FileURI("my maze.maze")
	abs, _ := filepath.Abs("my maze.maze")
	if !strings.HasPrefix(got, "file://") || !strings.HasSuffix(got, "/my%20maze.maze") || !strings.Contains(got, filepath.ToSlash(filepath.Dir(abs))) {
		t.Errorf("a file: %s", got)
	}
}
