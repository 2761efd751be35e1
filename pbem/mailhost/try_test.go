package mailhost

import (
	"path/filepath"
	"slices"
	"testing"
)

// TestLoadAccounts: new default accounts each run without a directory;
// with one, made the first time and the same passwords after.
func TestLoadAccounts(t *testing.T) {
	accs, source, err := LoadAccounts("", "")
	if err != nil || len(accs) != len(DefaultAccounts) || source != "new passwords for this run" {
		t.Fatalf("no directory: %v %q %v", accs, source, err)
	}
	dir := filepath.Join(t.TempDir(), "mail")
	first, source, err := LoadAccounts("", dir)
	kept := filepath.Join(dir, AccountsFile)
	if err != nil || source != "new, saved in "+kept {
		t.Fatalf("a new directory: %q %v", source, err)
	}
	again, source, err := LoadAccounts("", dir)
	if err != nil || source != kept {
		t.Fatalf("the directory again: %q %v", source, err)
	}
	for _, a := range first {
		if !slices.Contains(again, a) {
			t.Errorf("the account %s changed: %v", a.Name, again)
		}
	}
	if _, source, err := LoadAccounts(kept, "elsewhere"); err != nil || source != kept {
		t.Errorf("an accounts file: %q %v", source, err)
	}
}
