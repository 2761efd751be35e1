package campaign_test

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/emersion/go-message/mail"

	"labyrinth/pbem"
	"labyrinth/pbem/campaign"
	"labyrinth/pbem/campaign/campaigntest"
	"labyrinth/pbem/store"
)

var t0 = time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)

const testConfig = `{
	"name": "autumn",
	"tag": "autumn",
	"referee": "referee@example.org",
	"host": "Host <host@example.org>",
	"host_lang": "en",
	"maze": "castle.maze",
	"round": "1h",
	"reminder": "10m",
	"absent_after": 2,
	"players": [
		{"name": "Аня", "email": "anya@example.org", "lang": "ru"},
		{"name": "Bob", "email": "Bob@Example.org", "lang": "en"},
		{"name": "Вера", "email": "vera@example.org"}
	]
}`

type fixture struct {
	t     *testing.T
	st    *store.Store
	ref   *campaign.Referee
	c     *campaign.Created
	seen  int // outbox rows already looked at
	msgID int
}

func newFixture(t *testing.T, cfgText string) *fixture {
	t.Helper()
	st, err := store.Open(context.Background(), filepath.Join(t.TempDir(), "c.db"), store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	ref, err := campaign.New(campaign.Options{Store: st, Engine: campaigntest.Engine{}, Orders: campaigntest.Orders{}, Compile: campaigntest.Compile})
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := campaign.ParseConfig("autumn.json", []byte(cfgText))
	if err != nil {
		t.Fatal(err)
	}
	c, err := ref.Create(context.Background(), cfg, "castle.maze", []byte("base\n"), t0)
	if err != nil {
		t.Fatal(err)
	}
	return &fixture{t: t, st: st, ref: ref, c: c}
}

// sent is one decoded outgoing message.
type sent struct {
	to, subject, body, kind string
	header                  mail.Header
	round                   int
}

// newMail returns the outbox rows queued since the last call.
func (f *fixture) newMail() []sent {
	f.t.Helper()
	var out []sent
	f.st.View(context.Background(), func(tx *store.Tx) error {
		ms, err := tx.Outbox(0)
		if err != nil {
			f.t.Fatal(err)
		}
		for _, m := range ms[f.seen:] {
			r, err := mail.CreateReader(bytes.NewReader(m.Raw))
			if err != nil {
				f.t.Fatalf("outbox %d: %v", m.ID, err)
			}
			subj, err := r.Header.Subject()
			if err != nil {
				f.t.Fatal(err)
			}
			p, err := r.NextPart()
			if err != nil {
				f.t.Fatal(err)
			}
			b, _ := io.ReadAll(p.Body)
			out = append(out, sent{to: m.To[0], subject: subj, body: string(b), kind: m.Kind, header: r.Header, round: m.Round})
		}
		f.seen = len(ms)
		return nil
	})
	return out
}

func (f *fixture) send(from, subject, body string, extra ...string) string {
	f.t.Helper()
	f.msgID++
	id := fmt.Sprintf("m%d@player.example", f.msgID)
	f.deliver(id, from, subject, body, extra...)
	return id
}

func (f *fixture) deliver(id, from, subject, body string, extra ...string) {
	f.t.Helper()
	var b strings.Builder
	fmt.Fprintf(&b, "From: %s\r\nTo: referee@example.org\r\nSubject: %s\r\nMessage-ID: <%s>\r\n", from, mimeWord(subject), id)
	for _, h := range extra {
		b.WriteString(h + "\r\n")
	}
	b.WriteString("MIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n")
	b.WriteString(strings.ReplaceAll(body, "\n", "\r\n"))
	if err := f.ref.HandleMail(context.Background(), pbem.Message{MessageID: id, Raw: []byte(b.String())}, t0.Add(time.Minute*time.Duration(f.msgID))); err != nil {
		f.t.Fatalf("HandleMail: %v", err)
	}
}

func mimeWord(s string) string {
	var h mail.Header
	h.SetSubject(s)
	return h.Get("Subject")
}

func (f *fixture) code(seat int) string { return f.c.Codes[seat] }

func (f *fixture) tick(at time.Time) {
	f.t.Helper()
	if err := f.ref.Tick(context.Background(), at); err != nil {
		f.t.Fatalf("Tick: %v", err)
	}
}

func only(t *testing.T, ms []sent, want ...string) {
	t.Helper()
	var got []string
	for _, m := range ms {
		got = append(got, m.kind+">"+m.to)
	}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Fatalf("mail sent:\n  %s\nwant:\n  %s", strings.Join(got, "\n  "), strings.Join(want, "\n  "))
	}
}

var secretRE = regexp.MustCompile(`SECRET-(\d+)-(\d+)`)

// assertNoLeak checks rule B1 for the reports: a player's mail carries
// only that player's own secrets.
func assertNoLeak(t *testing.T, ms []sent, seatOf map[string]int) {
	t.Helper()
	for _, m := range ms {
		seat, isPlayer := seatOf[m.to]
		if !isPlayer {
			continue
		}
		for _, s := range secretRE.FindAllStringSubmatch(m.body, -1) {
			if s[1] != fmt.Sprint(seat) {
				t.Errorf("B1: the %s to seat %d leaks %s:\n%s", m.kind, seat, s[0], m.body)
			}
		}
	}
}

var seats = map[string]int{"anya@example.org": 0, "bob@example.org": 1, "vera@example.org": 2}
