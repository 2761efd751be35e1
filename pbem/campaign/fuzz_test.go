package campaign

import (
	"strings"
	"testing"
)

// FuzzParseMail: any bytes as a mail never panic, and the text never keeps
// a quoted line.
func FuzzParseMail(f *testing.F) {
	f.Add([]byte("From: a@example.org\r\nSubject: [x] orders\r\n\r\ncode: AAAA\r\nналево\r\n> quoted\r\n"))
	f.Add([]byte("From: a@example.org\r\nContent-Type: text/html; charset=koi8-r\r\nContent-Transfer-Encoding: base64\r\n\r\nPGI+aGk8L2I+\r\n"))
	f.Add([]byte("Content-Type: multipart/alternative; boundary=b\r\n\r\n--b\r\nContent-Type: text/plain\r\n\r\nx\r\n--b--\r\n"))
	f.Fuzz(func(t *testing.T, raw []byte) {
		in, err := ParseMail(raw)
		if err != nil {
			return
		}
		for _, line := range strings.Split(in.Text, "\n") {
			if strings.HasPrefix(strings.TrimSpace(line), ">") {
				t.Fatalf("quoted line kept: %q", line)
			}
		}
	})
}

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
