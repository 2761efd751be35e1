package store_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"labyrinth/pbem/store"
)

// A new database is readable by its owner only: it holds the mazes, the
// codes' hashes and the players' mail.
func TestNewDatabaseIsPrivate(t *testing.T) {
	path := filepath.Join(t.TempDir(), "campaign.db")
	st, err := store.Open(context.Background(), path, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if err := st.Update(context.Background(), func(tx *store.Tx) error { return nil }); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{path, path + "-wal"} {
		fi, err := os.Stat(p)
		if err != nil {
			t.Fatal(err)
		}
		if perm := fi.Mode().Perm(); perm != 0o600 {
			t.Errorf("%s: mode %o, want 600", filepath.Base(p), perm)
		}
	}
}
