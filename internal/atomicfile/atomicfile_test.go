package atomicfile

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

func TestWriteReplacesWholeWithMode0644(t *testing.T) {
	dir := t.TempDir()
	dest := filepath.Join(dir, "kit.pdf")
	if err := os.WriteFile(dest, []byte("old and longer"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := Write(dest, []byte("new")); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(dest)
	if err != nil || string(got) != "new" {
		t.Fatalf("read %q, %v; want \"new\"", got, err)
	}
	if st, _ := os.Stat(dest); st.Mode().Perm() != 0o644 {
		t.Errorf("mode %v, want 0644", st.Mode().Perm())
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("%d files in the directory, want 1: the temporary file stayed", len(entries))
	}
}

func TestWriteFailureLeavesNothing(t *testing.T) {
	dir := t.TempDir()
	// A directory in the way: the rename fails, and the temporary file goes.
	dest := filepath.Join(dir, "taken")
	if err := os.MkdirAll(filepath.Join(dest, "inside"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := Write(dest, []byte("x")); err == nil {
		t.Fatal("wrote over a directory that is not empty")
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("%d entries in the directory, want 1: the temporary file stayed", len(entries))
	}
}

func TestAbandonRemovesPendingAndRefusesLaterWrites(t *testing.T) {
	dir := t.TempDir()
	dest := filepath.Join(dir, "kit.pdf")
	if err := os.WriteFile(dest, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	// A write under way: its temporary file is registered as Write does.
	tmp, err := os.CreateTemp(dir, ".kit.pdf.*")
	if err != nil {
		t.Fatal(err)
	}
	tmp.Close()
	pending.Lock()
	pending.names[tmp.Name()] = true
	pending.Unlock()
	t.Cleanup(func() {
		pending.Lock()
		pending.abandoned = false
		pending.Unlock()
	})

	Abandon()
	if _, err := os.Stat(tmp.Name()); !os.IsNotExist(err) {
		t.Errorf("the temporary file of a write under way stayed: %v", err)
	}
	if err := Write(dest, []byte("new")); !errors.Is(err, ErrAbandoned) {
		t.Errorf("a write after Abandon returned %v, want ErrAbandoned", err)
	}
	if got, _ := os.ReadFile(dest); string(got) != "old" {
		t.Errorf("the file in place became %q, want it untouched", got)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("%d files in the directory, want 1", len(entries))
	}
}
