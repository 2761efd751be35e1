package daemon

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/emersion/go-message/mail"

	"labyrinth/examples"
	"labyrinth/pbem"
	"labyrinth/pbem/campaign"
	"labyrinth/pbem/store"
)

// codeRe finds a secret code in a letter (store.NewCode's form).
var codeRe = regexp.MustCompile(`\b[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}\b`)

// spoolCampaign is a campaign of three players on example.org in
// dir/c.db, refereed through a spool in dir/in and dir/out.
type spoolCampaign struct {
	t       *testing.T
	dir, db string
	st      *store.Store
	ref     *Referee
	made    *campaign.Created
	n       int
	seen    map[string]bool // spool files already read
}

func newSpoolCampaign(t *testing.T) *spoolCampaign {
	t.Helper()
	dir := t.TempDir()
	s := &spoolCampaign{t: t, dir: dir, db: filepath.Join(dir, "c.db"), seen: map[string]bool{}}
	st, err := store.Open(context.Background(), s.db, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	s.st = st
	ref, err := campaign.New(campaign.Options{Store: st, Engine: campaign.RulesEngine{}, Orders: campaign.RulesOrders{}, Compile: campaign.CompileMaze})
	if err != nil {
		t.Fatal(err)
	}
	js, _ := json.Marshal(map[string]any{"name": "autumn", "referee": "referee@example.org", "host": "host@example.org",
		"maze": examples.Default, "players": []map[string]string{
			{"name": "Аня", "email": "anya@example.org"}, {"name": "Боб", "email": "bob@example.org"}, {"name": "Вера", "email": "vera@example.org"}}})
	cfg, err := campaign.ParseConfig("autumn", js)
	if err != nil {
		t.Fatal(err)
	}
	src, _ := examples.Read(examples.Default)
	if s.made, err = ref.Create(context.Background(), cfg, examples.Default, src, at); err != nil {
		t.Fatal(err)
	}
	dcfg := &Config{Spool: &SpoolConfig{In: filepath.Join(dir, "in"), Out: filepath.Join(dir, "out")}}
	if s.ref, err = New(dcfg, []*store.Store{st}, nil, options()); err != nil {
		t.Fatal(err)
	}
	if err := s.ref.Connect(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.ref.Close(); st.Close() })
	return s
}

// pass runs the referee once over the spool.
func (s *spoolCampaign) pass() {
	s.t.Helper()
	if _, err := pbem.RunOnce(context.Background(), s.ref.Config()); err != nil {
		s.t.Fatal(err)
	}
}

// send puts a mail from from into the spool.
func (s *spoolCampaign) send(from, body string) {
	s.t.Helper()
	s.n++
	raw := fmt.Sprintf("From: %s\r\nTo: referee@example.org\r\nSubject: Re: [autumn]\r\nMessage-ID: <s%d@example.org>\r\n"+
		"MIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n%s\r\n", from, s.n, strings.ReplaceAll(body, "\n", "\r\n"))
	if err := os.MkdirAll(filepath.Join(s.dir, "in"), 0o700); err != nil {
		s.t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(s.dir, "in", fmt.Sprintf("%03d.eml", s.n)), []byte(raw), 0o600); err != nil {
		s.t.Fatal(err)
	}
}

// letters returns the text of the letters to to sent since the last
// call, decoded.
func (s *spoolCampaign) letters(to string) []string {
	s.t.Helper()
	names, _ := filepath.Glob(filepath.Join(s.dir, "out", "*"))
	var out []string
	for _, n := range names {
		if s.seen[n] {
			continue
		}
		raw, err := os.ReadFile(n)
		if err != nil {
			s.t.Fatal(err)
		}
		r, err := mail.CreateReader(bytes.NewReader(raw))
		if err != nil {
			s.t.Fatal(err)
		}
		if rcpt, _ := r.Header.AddressList("To"); len(rcpt) == 0 || rcpt[0].Address != to {
			continue
		}
		s.seen[n] = true
		var text strings.Builder
		for {
			p, err := r.NextPart()
			if err != nil {
				break
			}
			if _, ok := p.Header.(*mail.InlineHeader); ok {
				b, _ := io.ReadAll(p.Body)
				text.Write(b)
			}
		}
		out = append(out, text.String())
	}
	return out
}

// quote is body quoted as a mail client quotes a reply.
func quote(body string) string {
	return "> " + strings.ReplaceAll(strings.TrimSpace(body), "\n", "\n> ")
}

// codeForms are the ways a code may sit in the bytes of a file: as
// written, without dashes, and in lower case.
func codeForms(code string) [][]byte {
	bare := strings.ReplaceAll(code, "-", "")
	return [][]byte{[]byte(code), []byte(bare), []byte(strings.ToLower(code)), []byte(strings.ToLower(bare))}
}

// leaks names the codes found in the bytes of the database's files.
func leaks(t *testing.T, db string, codes []string) []string {
	t.Helper()
	var found []string
	for _, f := range []string{db, db + "-wal", db + "-journal"} {
		b, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		for _, c := range codes {
			for _, form := range codeForms(c) {
				if bytes.Contains(b, form) {
					found = append(found, fmt.Sprintf("%s in %s", form, filepath.Base(f)))
				}
			}
		}
	}
	return found
}

// The campaign database keeps no secret code in clear, not even in its
// free pages or its write-ahead log ("strings campaign.db"): after the
// invitations go out, players answer quoting them, the host resends a
// report and gives a seat to a newcomer, who answers with the new code.
func TestNoCodeLeftOnDisk(t *testing.T) {
	s := newSpoolCampaign(t)
	s.pass()
	codes := append([]string{s.made.HostCode}, s.made.Codes...)
	inv := s.letters("anya@example.org")
	if len(inv) != 1 || !strings.Contains(inv[0], s.made.Codes[0]) {
		t.Fatalf("anya's invitation: %q", inv)
	}
	s.send("anya@example.org", "код: "+s.made.Codes[0]+"\nидти вверх\n\n"+quote(inv[0]))
	s.send("bob@example.org", s.made.Codes[1]+"\nстоять\n")
	s.send("host@example.org", "resend 2\n"+s.made.HostCode)
	s.send("host@example.org", "replace 3 Гена gena@example.org\nкод: "+s.made.HostCode)
	s.pass()
	s.pass()
	inv = s.letters("gena@example.org")
	if len(inv) != 1 {
		t.Fatalf("%d invitations to the newcomer", len(inv))
	}
	gena := codeRe.FindString(inv[0])
	if gena == "" {
		t.Fatalf("no code in the newcomer's invitation:\n%s", inv[0])
	}
	codes = append(codes, gena)
	s.send("gena@example.org", "Код "+gena+"\nстоять\n\n"+quote(inv[0]))
	s.pass()

	if got := leaks(t, s.db, codes); len(got) > 0 {
		t.Errorf("while the referee runs, codes in clear: %v", got)
	}
	s.ref.Close()
	s.st.Close()
	if got := leaks(t, s.db, codes); len(got) > 0 {
		t.Errorf("after the referee stops, codes in clear: %v", got)
	}
	// The scan can fail: the database does hold the hashes' neighbours,
	// the mail, in clear.
	b, _ := os.ReadFile(s.db)
	if !bytes.Contains(b, []byte("gena@example.org")) {
		t.Error("the database does not hold the newcomer's address: is this the campaign's database?")
	}
}
