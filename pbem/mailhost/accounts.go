package mailhost

import (
	"bufio"
	"bytes"
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"regexp"
	"sort"
	"strings"

	"labyrinth/pbem"
)

// AccountsFile is the name of the accounts file kept in a mail host's
// directory: a JSON object of name → password, readable by its owner
// only. "labyrinth mailhost --dir" and the referee's embedded host keep
// the same file, so either can serve the other's directory.
const AccountsFile = "accounts.json"

// accountName is what an account name may be: a plain local part.
var accountName = regexp.MustCompile(`^[a-z0-9][a-z0-9._-]*$`)

// ReadAccounts reads an accounts file: one "name password" a line, blank
// lines and lines starting with # ignored; or a JSON object of name →
// password, as AccountsFile is kept. The name is the login and the local
// part of the address. Mistakes are *pbem.HintError, with the line.
func ReadAccounts(path string) ([]Account, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if t := bytes.TrimSpace(src); len(t) > 0 && t[0] == '{' {
		var pw map[string]string
		if err := json.Unmarshal(t, &pw); err != nil {
			return nil, &pbem.HintError{Err: fmt.Errorf("%s: %v", path, err), Advice: `a JSON accounts file is one object: {"anya": "PASSWORD", "bob": "PASSWORD"}`}
		}
		var lines []string
		for name, p := range pw {
			lines = append(lines, name+" "+p)
		}
		sort.Strings(lines)
		src = []byte(strings.Join(lines, "\n"))
	}
	var accs []Account
	seen := map[string]int{}
	sc := bufio.NewScanner(bytes.NewReader(src))
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		a, err := parseAccount(line, seen)
		if err != nil {
			err.Err = fmt.Errorf("%s:%d: %w", path, n, err.Err)
			return nil, err
		}
		seen[a.Name] = n
		accs = append(accs, a)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if len(accs) == 0 {
		return nil, &pbem.HintError{Err: fmt.Errorf("%s: no accounts", path), Advice: `write one account a line: "name password"`}
	}
	return accs, nil
}

// parseAccount reads one "name password" line; seen holds the lines of
// the names read so far.
func parseAccount(line string, seen map[string]int) (Account, *pbem.HintError) {
	fields := strings.Fields(line)
	bad := func(msg, hint string) (Account, *pbem.HintError) {
		return Account{}, &pbem.HintError{Err: errors.New(msg), Advice: hint}
	}
	if len(fields) != 2 {
		return bad(fmt.Sprintf("want a name and a password, found %d words", len(fields)),
			`write one account a line: "name password", e.g. "anya s3cret"`)
	}
	name := strings.ToLower(fields[0])
	if !accountName.MatchString(name) {
		hint := "a name is letters a–z, digits, '.', '_' and '-'"
		if strings.ContainsAny(name, "@+") {
			hint = "the name is the local part of the address only, without @ or + (anya, not anya@example.org)"
		}
		return bad(fmt.Sprintf("bad account name %q", fields[0]), hint)
	}
	if first, ok := seen[name]; ok {
		return bad(fmt.Sprintf("account %q again", name), fmt.Sprintf("it is already on line %d", first))
	}
	return Account{Name: name, Password: fields[1]}, nil
}

// KeepPasswords returns the accounts named, in the order given, with the passwords kept in the JSON accounts file at path; a name the
// file does not know gets a NewPassword, and the file is written again
// (readable by its owner only). The accounts the file knows besides are
// kept in it.
func KeepPasswords(path string, names []string) ([]Account, error) {
	pw := map[string]string{}
	b, err := os.ReadFile(path)
	switch {
	case err == nil:
		if err := json.Unmarshal(b, &pw); err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
	case !errors.Is(err, fs.ErrNotExist):
		return nil, err
	}
	changed := false
	accs := make([]Account, 0, len(names))
	for _, n := range names {
		if pw[n] == "" {
			pw[n] = NewPassword()
			changed = true
		}
		accs = append(accs, Account{Name: n, Password: pw[n]})
	}
	if changed {
		b, err := json.MarshalIndent(pw, "", "  ")
		if err != nil {
			return nil, err
		}
		if err := os.WriteFile(path, append(b, '\n'), 0o600); err != nil {
			return nil, err
		}
	}
	return accs, nil
}

// NewPassword returns a random password that is easy to type: ten
// letters and digits, without the ones that look alike (l, o, 0, 1).
func NewPassword() string {
	const alphabet = "abcdefghijkmnpqrstuvwxyz23456789" // 32: every byte maps evenly
	b := make([]byte, 10)
	rand.Read(b)
	for i := range b {
		b[i] = alphabet[int(b[i])%len(alphabet)]
	}
	return string(b)
}
