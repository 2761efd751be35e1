package mailhost

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"labyrinth/pbem"
)

func TestReadAccounts(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		name, src string
		want      []Account
		err, hint string
	}{
		{"lines", "# players\nanya s3cret\n\nBob pw2\n", []Account{{"anya", "s3cret"}, {"bob", "pw2"}}, "", ""},
		{"json", `{"bob": "pw2", "anya": "s3cret"}`, []Account{{"anya", "s3cret"}, {"bob", "pw2"}}, "", ""},
		{"three words", "anya s3cret\nbob pw 2\n", nil, "lines:2: want a name and a password, found 3 words", `"name password"`},
		{"an address", "anya@example.org pw\n", nil, `:1: bad account name "anya@example.org"`, "without @ or +"},
		{"twice", "anya pw\nANYA pw\n", nil, `:2: account "anya" again`, "already on line 1"},
		{"empty", "# nobody\n", nil, ": no accounts", `"name password"`},
		{"bad json", `{"anya": 1}`, nil, "cannot unmarshal", "one object"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(dir, "lines")
			if err := os.WriteFile(path, []byte(tc.src), 0o600); err != nil {
				t.Fatal(err)
			}
			got, err := ReadAccounts(path)
			if tc.err == "" {
				if err != nil || !slices.Equal(got, tc.want) {
					t.Errorf("got %v, %v; want %v", got, err, tc.want)
				}
				return
			}
			var h *pbem.HintError
			if err == nil || !strings.Contains(err.Error(), tc.err) || !errors.As(err, &h) || !strings.Contains(h.Hint(), tc.hint) {
				t.Errorf("error %v (hint %v), want %q with a hint about %q", err, h, tc.err, tc.hint)
			}
		})
	}
}

// A name the file knows keeps its password; a new one gets a password,
// written back for the next start, readable by the owner only.
func TestKeepPasswords(t *testing.T) {
	path := filepath.Join(t.TempDir(), AccountsFile)
	if err := os.WriteFile(path, []byte(`{"referee": "old", "other": "kept"}`), 0o600); err != nil {
		t.Fatal(err)
	}
	accs, err := KeepPasswords(path, []string{"referee", "anna"})
	if err != nil {
		t.Fatal(err)
	}
	if len(accs) != 2 || accs[0] != (Account{"referee", "old"}) || accs[1].Name != "anna" || len(accs[1].Password) != 10 {
		t.Fatalf("accounts %v: want referee with the old password, then anna with a new one", accs)
	}
	again, err := ReadAccounts(path)
	if err != nil {
		t.Fatal(err)
	}
	want := []Account{accs[1], {"other", "kept"}, {"referee", "old"}}
	if !slices.Equal(again, want) {
		t.Errorf("the file holds %v, want %v", again, want)
	}
	if fi, _ := os.Stat(path); fi.Mode().Perm() != 0o600 {
		t.Errorf("the file's mode is %v, want 0600", fi.Mode().Perm())
	}
	if _, err := KeepPasswords(filepath.Join(path, "below a file"), []string{"x"}); err == nil {
		t.Error("an unreadable accounts file is no error")
	}
}

func TestNewPassword(t *testing.T) {
	a, b := NewPassword(), NewPassword()
	if len(a) != 10 || a == b || strings.ContainsAny(a, "lo01") {
		t.Errorf("passwords %q and %q: want 10 distinct characters without l, o, 0, 1", a, b)
	}
}

// FuzzReadAccounts feeds the accounts file reader anything: it never
// panics, and what it accepts is a list of distinct plain names, each with
// a password.
func FuzzReadAccounts(f *testing.F) {
	for _, seed := range []string{
		"referee referee-pw\nanya anya-pw\n",
		"# comment\n\n  bob   pw  \n",
		`{"anya": "pw", "bob": "pw2"}`,
		"anya pw\nanya other\n",
		"anya@example.org pw\n",
		"{",
		"",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, src string) {
		path := filepath.Join(t.TempDir(), "accounts")
		if err := os.WriteFile(path, []byte(src), 0o600); err != nil {
			t.Fatal(err)
		}
		accs, err := ReadAccounts(path)
		if err != nil {
			if len(accs) != 0 {
				t.Errorf("an error and %d accounts", len(accs))
			}
			return
		}
		if len(accs) == 0 {
			t.Error("no error and no accounts")
		}
		seen := map[string]bool{}
		for _, a := range accs {
			if !accountName.MatchString(a.Name) || a.Password == "" || strings.ContainsAny(a.Password, " \t\r\n") {
				t.Errorf("accepted a bad account %q / %q", a.Name, a.Password)
			}
			if seen[a.Name] {
				t.Errorf("accepted %q twice", a.Name)
			}
			seen[a.Name] = true
		}
	})
}
