package campaign

import (
	"strings"
	"testing"
)

// FuzzParseConfig: any campaign file is accepted or refused with an error,
// never a panic; an accepted one has every default filled in.
func FuzzParseConfig(f *testing.F) {
	f.Add([]byte(`{"name": "a", "referee": "r@x.org", "host": "h@x.org", "maze": "m", "players": [{"name":"a","email":"p@x.org"}]}`))
	f.Add([]byte(`{"name": "a", "round": "1d2h", "grace": 30}`))
	f.Fuzz(func(t *testing.T, src []byte) {
		c, err := ParseConfig("f.json", src)
		if err != nil {
			return
		}
		if c.Tag == "" || c.Round <= 0 || c.AbsentAfter <= 0 || len(c.Players) == 0 {
			t.Fatalf("accepted without defaults: %+v", c)
		}
		for _, p := range c.Players {
			if !knownLang(p.Lang) {
				t.Fatalf("accepted language %q", p.Lang)
			}
		}
	})
}

// FuzzParsePlayer: any roster entry of the command line is read or refused
// with an error, never a panic; one read has a name, a checked address and
// a known language or none.
func FuzzParsePlayer(f *testing.F) {
	f.Add("Анна <anna@example.org> ru")
	f.Add("Bob bob@example.org")
	f.Add("<>")
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParsePlayer(s)
		if err != nil {
			return
		}
		if strings.TrimSpace(p.Name) == "" || p.Email != strings.ToLower(p.Email) || !strings.Contains(p.Email, "@") {
			t.Fatalf("%q read as %+v", s, p)
		}
		if p.Lang != "" && !knownLang(p.Lang) {
			t.Fatalf("%q read with language %q", s, p.Lang)
		}
		if _, err := address("email", p.Email); err != nil {
			t.Fatalf("%q read with address %q: %v", s, p.Email, err)
		}
	})
}
