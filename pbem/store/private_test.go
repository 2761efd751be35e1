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

// A code-shaped text is withheld however it is typed; words, hashes and
// encoded text around it are not.
func TestWithholdCodes(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"code: 4CAY-6G42-6UDZ\r\n", "code: [code withheld]\r\n"},
		{"> Your code: 4cay-6g42-6udz.", "> Your code: [code withheld]."},
		{"4CAY 6G42 6UDZ", "[code withheld]"},
		{"4CAY6G426UDZ and QCPX-XABT-NUWP", "[code withheld] and [code withheld]"},
		{"698А-ZSGD-3293 (Cyrillic А)", "[code withheld] (Cyrillic А)"},
		{"that went back", "that went back"},
		{"sha 709e8695a62eb4ce380e4baba4ea0dffe29fded0", "sha 709e8695a62eb4ce380e4baba4ea0dffe29fded0"},
		{"ABCD-EFGH-JKMNP", "ABCD-EFGH-JKMNP"},
		{"short", "short"},
	} {
		if got := string(store.WithholdCodes([]byte(tc.in))); got != tc.want {
			t.Errorf("WithholdCodes(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	for range 200 {
		c := store.NewCode()
		if got := string(store.WithholdCodes([]byte("x " + c + " y"))); got != "x "+store.CodeWithheld+" y" {
			t.Fatalf("a fresh code %s is not withheld: %q", c, got)
		}
	}
}
