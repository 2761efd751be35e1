package campaign_test

import (
	"bytes"
	"context"
	"encoding/base64"
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

func TestCampaignByMail(t *testing.T) {
	f := newFixture(t, testConfig)
	inv := f.newMail()
	only(t, inv, "invitation>anya@example.org", "invitation>bob@example.org", "invitation>vera@example.org", "invitation>host@example.org")
	assertNoLeak(t, inv, seats)
	if !strings.Contains(inv[1].body, campaigntest.Secret(1, 0)) {
		t.Error("B7: the invitation lacks the player's opening")
	}
	for i, m := range inv[:3] {
		if !strings.Contains(m.body, f.code(i)) {
			t.Errorf("invitation %d lacks its code", i)
		}
		for j := range 3 {
			if j != i && strings.Contains(m.body, f.code(j)) {
				t.Errorf("invitation %d carries the code of seat %d", i, j)
			}
		}
	}
	if !strings.Contains(inv[0].subject, "Приглашение") || !strings.Contains(inv[1].subject, "invitation") {
		t.Errorf("invitation subjects not in the players' languages: %q, %q", inv[0].subject, inv[1].subject)
	}
	if !strings.Contains(inv[3].body, f.c.HostCode) {
		t.Error("the host letter lacks the host code")
	}

	t.Run("orders in Russian are confirmed", func(t *testing.T) {
		id := f.send("Аня <anya@example.org>", "Re: [autumn] ход", "код: "+f.code(0)+"\nнаправо\n\n-- \nАня")
		ms := f.newMail()
		only(t, ms, "confirmation>anya@example.org")
		if !strings.Contains(ms[0].body, "move east") || !strings.Contains(ms[0].subject, "приняты") {
			t.Errorf("confirmation: %q\n%s", ms[0].subject, ms[0].body)
		}
		if irt, _ := ms[0].header.MsgIDList("In-Reply-To"); len(irt) != 1 || irt[0] != id {
			t.Errorf("In-Reply-To %v, want %s", irt, id)
		}
		if ms[0].header.Get("Auto-Submitted") != "auto-replied" {
			t.Error("a confirmation must say Auto-Submitted: auto-replied")
		}
	})
	t.Run("a wrong code changes nothing and is answered to the registered address", func(t *testing.T) {
		f.send("bob@example.org", "[autumn] orders", "code: AAAA-BBBB-CCCC\neast")
		ms := f.newMail()
		only(t, ms, "rejection>bob@example.org")
	})
	t.Run("an unknown sender gets no answer", func(t *testing.T) {
		f.send("mallory@evil.example", "[autumn] orders", "code: "+f.code(1)+"\neast")
		only(t, f.newMail())
	})
	t.Run("automatic mail is never answered", func(t *testing.T) {
		f.send("vera@example.org", "[autumn] Out of office", "code: "+f.code(2)+"\nнаправо", "Auto-Submitted: auto-replied")
		only(t, f.newMail())
	})
	t.Run("a bad order gets an error with its line", func(t *testing.T) {
		f.send("bob@example.org", "[autumn] orders", "code: "+f.code(1)+"\nfly north")
		ms := f.newMail()
		only(t, ms, "error>bob@example.org")
		if !strings.Contains(ms[0].body, "line 2") || !strings.Contains(ms[0].body, "hint") || !strings.Contains(ms[0].body, "NOT accepted") {
			t.Errorf("error reply:\n%s", ms[0].body)
		}
	})
	t.Run("a resent order replaces the earlier one", func(t *testing.T) {
		f.send("bob@example.org", "Re: [lab:Autumn] Round 1", "code: "+f.code(1)+"\neast")
		f.send("bob@example.org", "[autumn] orders", "> old quoted text\ncode: "+f.code(1)+"\nstay")
		only(t, f.newMail(), "confirmation>bob@example.org", "confirmation>bob@example.org")
	})
	t.Run("the same message twice is processed once", func(t *testing.T) {
		// m7 again: Bob's last mail above.
		f.deliver("m7@player.example", "bob@example.org", "[autumn] orders", "> old quoted text\ncode: "+f.code(1)+"\nstay")
		only(t, f.newMail())
	})
	t.Run("the reminder goes only to those without orders", func(t *testing.T) {
		f.tick(t0.Add(30 * time.Minute))
		only(t, f.newMail())
		f.tick(t0.Add(51 * time.Minute))
		only(t, f.newMail(), "reminder>vera@example.org")
		f.tick(t0.Add(52 * time.Minute))
		only(t, f.newMail())
	})
	t.Run("the deadline resolves the round with a missing player", func(t *testing.T) {
		f.tick(t0.Add(61 * time.Minute))
		ms := f.newMail()
		only(t, ms, "report>anya@example.org", "report>bob@example.org", "report>vera@example.org", "host-report>host@example.org")
		assertNoLeak(t, ms, seats)
		if !strings.Contains(ms[0].body, "клетке 1") || !strings.Contains(ms[1].body, "stood") || !strings.Contains(ms[2].body, "пропущен") {
			t.Errorf("reports:\n%s\n%s\n%s", ms[0].body, ms[1].body, ms[2].body)
		}
		for i := range 3 {
			if !strings.Contains(ms[3].body, campaigntest.Secret(i, 1)) {
				t.Errorf("the host report lacks seat %d", i)
			}
		}
		if irt, _ := ms[0].header.MsgIDList("In-Reply-To"); len(irt) != 1 || irt[0] != "m1@player.example" {
			t.Errorf("the report does not thread to the orders: %v", irt)
		}
		if !strings.Contains(ms[1].subject, "[lab:autumn] Round 1") {
			t.Errorf("subject %q", ms[1].subject)
		}
	})
	t.Run("a reply to a report routes without the tag", func(t *testing.T) {
		var reportID string
		f.st.View(context.Background(), func(tx *store.Tx) error {
			ob, _ := tx.Outbox(0)
			for _, m := range ob {
				if m.Kind == "report" && m.Seat == 0 {
					reportID = m.MessageID
				}
			}
			return nil
		})
		f.send("anya@example.org", "Re: отчёт", "код: "+f.code(0)+"\nнаправо\n\n> Ход 1.", "In-Reply-To: <"+reportID+">")
		only(t, f.newMail(), "confirmation>anya@example.org")
	})
	t.Run("after missed rounds a player is absent and the host is told", func(t *testing.T) {
		f.send("bob@example.org", "[autumn]", "code: "+f.code(1)+"\neast")
		f.newMail()
		f.tick(t0.Add(3 * time.Hour))
		ms := f.newMail()
		only(t, ms, "report>anya@example.org", "report>bob@example.org", "report>vera@example.org", "host-report>host@example.org", "reply>host@example.org")
		assertNoLeak(t, ms, seats)
		if !strings.Contains(ms[4].body, "Вера") || !strings.Contains(ms[4].body, "absent") {
			t.Errorf("host notice:\n%s", ms[4].body)
		}
	})
	t.Run("round 3 resolves when all present players are in, and the game ends", func(t *testing.T) {
		f.send("anya@example.org", "[autumn]", "код: "+f.code(0)+"\nнаправо")
		only(t, f.newMail(), "confirmation>anya@example.org")
		f.send("bob@example.org", "[autumn]", "code: "+f.code(1)+"\nwest")
		ms := f.newMail()
		only(t, ms, "confirmation>bob@example.org", "report>anya@example.org", "report>bob@example.org", "report>vera@example.org", "host-report>host@example.org")
		assertNoLeak(t, ms, seats)
		for _, m := range ms[1:] {
			if !strings.Contains(m.body, "corridor of 4 cells") {
				t.Errorf("the final %s to %s lacks the reveal", m.kind, m.to)
			}
		}
		if !strings.Contains(ms[1].body, "Игра окончена. Ты победил!") || !strings.Contains(ms[2].body, "Winner: Аня") {
			t.Errorf("winner not announced:\n%s\n%s", ms[1].body, ms[2].body)
		}
		f.send("bob@example.org", "[autumn]", "code: "+f.code(1)+"\neast")
		ms = f.newMail()
		only(t, ms, "reply>bob@example.org")
		if !strings.Contains(ms[0].body, "over") {
			t.Error(ms[0].body)
		}
	})
	t.Run("replay reaches every stored hash", func(t *testing.T) {
		res, err := f.ref.Replay(context.Background(), "autumn")
		if err != nil {
			t.Fatal(err)
		}
		if len(res) != 3 {
			t.Fatalf("%d rounds replayed, want 3", len(res))
		}
		for _, r := range res {
			if !r.OK() {
				t.Errorf("round %d: stored %s, replay %s", r.Round, r.Stored, r.Replay)
			}
		}
	})
	t.Run("status", func(t *testing.T) {
		s, err := campaign.Status(context.Background(), f.st, "autumn")
		if err != nil {
			t.Fatal(err)
		}
		txt := s.String()
		for _, want := range []string{"autumn [lab:autumn]: over", "absent", "missing"} {
			if !strings.Contains(txt, want) {
				t.Errorf("status lacks %q:\n%s", want, txt)
			}
		}
	})
}

func TestHostCommands(t *testing.T) {
	f := newFixture(t, testConfig)
	f.newMail()
	host := func(cmd string) sent {
		t.Helper()
		f.send("host@example.org", "[autumn] "+cmd, "code: "+f.c.HostCode+"\n"+cmd)
		ms := f.newMail()
		if len(ms) == 0 || ms[len(ms)-1].to != "host@example.org" {
			t.Fatalf("no answer to the host for %q: %v", cmd, ms)
		}
		return ms[len(ms)-1]
	}
	t.Run("without the host code nothing happens", func(t *testing.T) {
		f.send("host@example.org", "[autumn] end", "end")
		ms := f.newMail()
		only(t, ms, "rejection>host@example.org")
		s, _ := campaign.Status(context.Background(), f.st, "autumn")
		if s.Campaign.Status != store.StatusOpen {
			t.Error("a host command without the code worked")
		}
	})
	t.Run("status", func(t *testing.T) {
		if a := host("status"); !strings.Contains(a.body, "Bob") {
			t.Error(a.body)
		}
	})
	t.Run("pause stops the clock, resume gives the time back", func(t *testing.T) {
		host("pause") // at t0+3m, with 57 minutes left
		f.tick(t0.Add(2 * time.Hour))
		only(t, f.newMail())
		a := host("resume") // at t0+4m: the deadline moves by the minute paused
		if !strings.Contains(a.body, "2026-11-23 13:01") {
			t.Errorf("the deadline after resume:\n%s", a.body)
		}
		f.tick(t0.Add(60*time.Minute + 30*time.Second)) // past the old deadline: only reminders
		only(t, f.newMail(), "reminder>anya@example.org", "reminder>bob@example.org", "reminder>vera@example.org")
		f.tick(t0.Add(2 * time.Hour))
		only(t, f.newMail(), "report>anya@example.org", "report>bob@example.org", "report>vera@example.org", "host-report>host@example.org")
	})
	t.Run("deadline", func(t *testing.T) {
		a := host("deadline 2026-11-30T18:00:00Z")
		if !strings.Contains(a.body, "2026-11-30 18:00") {
			t.Error(a.body)
		}
		f.tick(t0.Add(24 * time.Hour))
		only(t, f.newMail())
		if a := host("deadline +1x"); !strings.Contains(a.body, "Not done") {
			t.Error(a.body)
		}
		// The form status prints is taken back as it is.
		if a := host("deadline 2026-12-01 09:30:00 UTC"); !strings.Contains(a.body, "2026-12-01 09:30") {
			t.Error(a.body)
		}
		if a := host("statuss"); !strings.Contains(a.body, `unknown command "statuss" (did you mean "status"?)`) {
			t.Error(a.body)
		}
	})
	t.Run("resend", func(t *testing.T) {
		f.send("host@example.org", "[autumn]", "code: "+f.c.HostCode+"\nresend 2 1")
		ms := f.newMail()
		only(t, ms, "report>bob@example.org", "reply>host@example.org")
		if !strings.Contains(ms[0].body, campaigntest.Secret(1, 1)) {
			t.Error("the resent report is not round 1's")
		}
	})
	t.Run("replace", func(t *testing.T) {
		f.send("host@example.org", "[autumn]", "code: "+f.c.HostCode+"\nreplace 3 Зоя zoya@example.org ru")
		ms := f.newMail()
		only(t, ms, "invitation>zoya@example.org", "reply>host@example.org")
		code := regexp.MustCompile(`[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}`).FindString(ms[0].body)
		f.send("vera@example.org", "[autumn]", "код: "+f.code(2)+"\nнаправо")
		only(t, f.newMail()) // Вера's address is no longer on the roster
		f.send("zoya@example.org", "[autumn]", "код: "+code+"\nнаправо")
		only(t, f.newMail(), "confirmation>zoya@example.org")
	})
	t.Run("resolve and remove", func(t *testing.T) {
		host("remove 1")
		a := host("resolve")
		if !strings.Contains(a.body, "Round 2 resolved") {
			t.Error(a.body)
		}
	})
	t.Run("end", func(t *testing.T) {
		f.send("host@example.org", "[autumn]", "code: "+f.c.HostCode+"\nend")
		ms := f.newMail()
		only(t, ms, "reveal>anya@example.org", "reveal>bob@example.org", "reveal>zoya@example.org", "reveal>host@example.org", "reply>host@example.org")
		if a := host("pause"); !strings.Contains(a.body, "over") {
			t.Error(a.body)
		}
	})
}

// TestMailLoop: a sender that answers every answer (an autoresponder
// that does not say so) gets at most MaxRejections answers a round, and
// the host hears of it once.
func TestMailLoop(t *testing.T) {
	f := newFixture(t, testConfig)
	f.newMail()
	for range campaign.MaxRejections + 10 {
		f.send("bob@example.org", "Re: [autumn] Mail not accepted", "I am away until Monday.")
	}
	ms := f.newMail()
	var want []string
	for range campaign.MaxRejections {
		want = append(want, "rejection>bob@example.org")
	}
	only(t, ms, append(want, "reply>host@example.org")...)
	if h := ms[len(ms)-1]; !strings.Contains(h.body, "Seat 2 (Bob, bob@example.org)") || !strings.Contains(h.subject, "player's name") {
		t.Errorf("the host's note:\n%s\n%s", h.subject, h.body)
	}
}

// TestForgedMailCannotLockOut: thirty mails with a player's forged From
// and no code or a wrong one do not keep the player's own coded orders
// out, nor their confirmation; the host is told once.
func TestForgedMailCannotLockOut(t *testing.T) {
	f := newFixture(t, testConfig)
	f.newMail()
	for i := range 30 {
		body := "иду вверх"
		if i%2 == 1 {
			body = "code: AAAA-BBBB-CCCC\nиду вверх"
		}
		f.send("vera@example.org", "[autumn]", body)
	}
	ms := f.newMail()
	if n := len(ms); n != campaign.MaxRejections+1 {
		t.Fatalf("%d answers to forged mail, want %d and one note to the host", n, campaign.MaxRejections+1)
	}
	for range 3 {
		f.send("vera@example.org", "[autumn]", "code: "+f.code(2)+"\nнаправо")
		only(t, f.newMail(), "confirmation>vera@example.org")
	}
	// A second flood in the same round tells the host nothing new.
	f.send("vera@example.org", "[autumn]", "no code")
	only(t, f.newMail())
}

// TestCodesRedacted: the secret code typed in a mail, right or wrong, is
// not kept in the stored copy of the mail, whether the body is plain or
// base64.
func TestCodesRedacted(t *testing.T) {
	f := newFixture(t, testConfig)
	f.send("anya@example.org", "[autumn]", "код: "+f.code(0)+"\nидти вверх")
	f.send("bob@example.org", "[autumn]", "code: "+strings.ToLower(f.code(0))+"\nwrong seat")
	body := base64.StdEncoding.EncodeToString([]byte("code: " + f.code(2) + "\r\nидти вверх\r\n"))
	id := "b64@player.example"
	raw := "From: vera@example.org\r\nTo: referee@example.org\r\nSubject: [autumn]\r\nMessage-ID: <" + id + ">\r\n" +
		"MIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n" + body + "\r\n"
	if err := f.ref.HandleMail(context.Background(), pbem.Message{MessageID: id, Raw: []byte(raw)}, t0.Add(time.Hour/2)); err != nil {
		t.Fatal(err)
	}
	f.st.View(context.Background(), func(tx *store.Tx) error {
		got, err := tx.Messages(f.c.Campaign.ID)
		if err != nil || len(got) != 3 {
			t.Fatalf("%d messages: %v", len(got), err)
		}
		for _, m := range got {
			for _, code := range f.c.Codes {
				if bytes.Contains(bytes.ToLower(m.Raw), bytes.ToLower([]byte(code))) {
					t.Errorf("%s: the code %s is kept:\n%s", m.MessageID, code, m.Raw)
				}
			}
			if !bytes.Contains(m.Raw, []byte("вверх")) && !bytes.Contains(m.Raw, []byte("wrong seat")) {
				t.Errorf("%s: the orders are gone:\n%s", m.MessageID, m.Raw)
			}
		}
		return nil
	})
}

// TestUndeliverable: a report the mail server refuses for good is told to
// the host, once.
func TestUndeliverable(t *testing.T) {
	f := newFixture(t, testConfig)
	f.newMail()
	due, err := f.st.Due(context.Background(), t0, 10)
	if err != nil || len(due) != 4 {
		t.Fatalf("due: %d, %v", len(due), err)
	}
	if err := f.st.Failed(context.Background(), due[1].ID, fmt.Errorf("550 5.1.1 no such user")); err != nil {
		t.Fatal(err)
	}
	f.tick(t0.Add(time.Minute))
	ms := f.newMail()
	only(t, ms, "reply>host@example.org")
	if !strings.Contains(ms[0].body, "bob@example.org") || !strings.Contains(ms[0].body, "550 5.1.1") {
		t.Errorf("the host's notice:\n%s", ms[0].body)
	}
	f.tick(t0.Add(2 * time.Minute))
	only(t, f.newMail())
}

// TestStatusShowsDeliveryTrouble: the status names mail being retried,
// with its attempts, and mail given up on.
func TestStatusShowsDeliveryTrouble(t *testing.T) {
	f := newFixture(t, testConfig)
	ctx := context.Background()
	due, err := f.st.Due(ctx, t0, 10)
	if err != nil || len(due) != 4 {
		t.Fatalf("due: %d, %v", len(due), err)
	}
	for _, m := range due {
		if m.To[0] != "bob@example.org" {
			if err := f.st.Sent(ctx, m.ID, t0); err != nil {
				t.Fatal(err)
			}
		}
	}
	bob := due[1]
	if err := f.st.Retry(ctx, bob.ID, fmt.Errorf("421 4.7.0 try later"), t0.Add(time.Minute)); err != nil {
		t.Fatal(err)
	}
	status := func() string {
		t.Helper()
		s, err := campaign.Status(ctx, f.st, "autumn")
		if err != nil {
			t.Fatal(err)
		}
		return s.String()
	}
	got := status()
	for _, want := range []string{"outbox: 1 queued, 3 sent, 0 failed",
		"retrying: invitation of round 0 to bob@example.org, failed after 1 attempt, next 2026-11-23 12:01:00: 421 4.7.0 try later"} {
		if !strings.Contains(got, want) {
			t.Errorf("status lacks %q:\n%s", want, got)
		}
	}
	if err := f.st.Failed(ctx, bob.ID, fmt.Errorf("550 5.1.1 no such user")); err != nil {
		t.Fatal(err)
	}
	got = status()
	for _, want := range []string{"outbox: 0 queued, 3 sent, 1 failed",
		"failed: invitation of round 0 to bob@example.org after 2 attempts: 550 5.1.1 no such user"} {
		if !strings.Contains(got, want) {
			t.Errorf("status lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "retrying") {
		t.Errorf("failed mail still shown as retrying:\n%s", got)
	}
}

func TestGrace(t *testing.T) {
	cfg := strings.Replace(testConfig, `"reminder": "10m",`, `"grace": "5m",`, 1)
	f := newFixture(t, cfg)
	f.newMail()
	for i, a := range []string{"anya@example.org", "bob@example.org", "vera@example.org"} {
		f.send(a, "[autumn]", "code: "+f.code(i)+"\neast")
	}
	only(t, f.newMail(), "confirmation>anya@example.org", "confirmation>bob@example.org", "confirmation>vera@example.org")
	f.tick(t0.Add(4 * time.Minute))
	only(t, f.newMail())
	f.tick(t0.Add(8 * time.Minute))
	if ms := f.newMail(); len(ms) != 4 {
		t.Fatalf("%d mails after the grace, want 4 reports", len(ms))
	}
}

func TestConfigErrors(t *testing.T) {
	for _, tc := range []struct{ name, src, want string }{
		{"syntax", `{"name": }`, "1:10"},
		{"no name", `{"referee": "r@x.org"}`, `"name" is missing`},
		{"bad tag", `{"name": "a b"}`, `"tag"`},
		{"unknown field", `{"name": "a", "bogus": 1}`, "bogus"},
		{"bad address", `{"name": "a", "referee": "nope", "host": "h@x.org"}`, "not an email address"},
		{"no players", `{"name": "a", "referee": "r@x.org", "host": "h@x.org", "maze": "m"}`, "players"},
		{"duplicate", `{"name": "a", "referee": "r@x.org", "host": "h@x.org", "maze": "m", "players": [{"name":"a","email":"p@x.org"},{"name":"b","email":"P@x.org"}]}`, "share the address"},
		{"lang", `{"name": "a", "referee": "r@x.org", "host": "h@x.org", "maze": "m", "players": [{"name":"a","email":"p@x.org","lang":"de"}]}`, `use "ru" or "en"`},
		{"duration", `{"name": "a", "round": "soon"}`, "bad duration"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := campaign.ParseConfig("c.json", []byte(tc.src))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("err %v, want %q", err, tc.want)
			}
		})
	}
}

// A referee with a wrong SMTP password: the invitations wait, and the
// host sees why in the status. Mail that did fail for good (from before,
// or refused by the server) goes again with "resend-failed", invitations
// included.
func TestFailedMailIsResent(t *testing.T) {
	f := newFixture(t, testConfig)
	f.newMail()
	ctx := context.Background()
	due, err := f.st.Due(ctx, t0, 100)
	if err != nil || len(due) != 4 {
		t.Fatalf("due: %v, %v; want 4 invitations", len(due), err)
	}
	login := &pbem.SenderError{Err: fmt.Errorf("login as referee: SMTP error 535: Authentication failed")}
	for _, m := range due {
		if err := f.st.Defer(ctx, m.ID, login); err != nil {
			t.Fatal(err)
		}
	}
	s, err := campaign.Status(ctx, f.st, "autumn")
	if err != nil {
		t.Fatal(err)
	}
	if txt := s.String(); !strings.Contains(txt, "4 queued, 0 sent, 0 failed") || !strings.Contains(txt, "waiting: invitation of round 0 to anya@example.org, not sent yet") ||
		!strings.Contains(txt, "535") {
		t.Errorf("status while the sender fails:\n%s", txt)
	}
	if again, _ := f.st.Due(ctx, t0, 100); len(again) != 4 {
		t.Errorf("%d messages due after the sender failed, want all 4 still due", len(again))
	}

	for _, m := range due[:3] {
		if err := f.st.Failed(ctx, m.ID, &pbem.PermanentError{Err: fmt.Errorf("SMTP error 550: no such user")}); err != nil {
			t.Fatal(err)
		}
	}
	res, err := f.ref.HostCommand(ctx, "autumn", "resend 1 0", t0)
	if err != nil || res.Done || !strings.Contains(res.Answer, "resend-failed") {
		t.Errorf("resend 1 0: done %v, err %v, answer:\n%s", res.Done, err, res.Answer)
	}
	res, err = f.ref.HostCommand(ctx, "autumn", "resend-failed", t0.Add(time.Minute))
	if err != nil || !res.Done || !strings.Contains(res.Answer, "Queued again: 3 failed messages.") {
		t.Fatalf("resend-failed: done %v, err %v, answer:\n%s", res.Done, err, res.Answer)
	}
	again, err := f.st.Due(ctx, t0.Add(time.Minute), 100)
	if err != nil || len(again) != 4 {
		t.Fatalf("due after resend-failed: %d, %v; want 4", len(again), err)
	}
	for _, m := range again {
		if m.Attempts != 0 || !strings.Contains(string(m.Raw), "Subject:") {
			t.Errorf("outbox %d: %d attempts, %d bytes", m.ID, m.Attempts, len(m.Raw))
		}
	}
	if res, _ := f.ref.HostCommand(ctx, "autumn", "resend-failed", t0.Add(time.Minute)); res.Done {
		t.Error("a second resend-failed with nothing failed was accepted")
	}
}

// A registered player's mail with a mistyped tag or none at all is not
// lost: a player of one running campaign has it routed there; a player of
// several is told the tags; a stranger is never answered.
func TestUntaggedMailFromAPlayer(t *testing.T) {
	f := newFixture(t, testConfig)
	f.newMail()
	outcome := func(id string) string {
		t.Helper()
		var out string
		f.st.View(context.Background(), func(tx *store.Tx) error {
			ms, err := tx.Messages(f.c.Campaign.ID)
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range ms {
				if m.MessageID == id {
					out = m.Outcome
				}
			}
			return nil
		})
		return out
	}
	for _, subject := range []string{"[lab:autum] orders", "orders", ""} {
		id := f.send("Bob@Example.org", subject, "code: "+f.code(1)+"\neast")
		only(t, f.newMail(), "confirmation>bob@example.org")
		if o := outcome(id); !strings.Contains(o, "accepted") || !strings.Contains(o, "routed by the sender") {
			t.Errorf("subject %q: outcome %q", subject, o)
		}
	}
	f.send("stranger@example.org", "orders", "code: "+f.code(1)+"\neast")
	only(t, f.newMail())

	cfg, err := campaign.ParseConfig("winter.json", []byte(strings.NewReplacer(`"autumn"`, `"winter"`).Replace(testConfig)))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.ref.Create(context.Background(), cfg, "castle.maze", []byte("base\n"), t0); err != nil {
		t.Fatal(err)
	}
	f.newMail()
	id := f.send("bob@example.org", "[lab:autum] orders", "code: "+f.code(1)+"\nwest")
	ms := f.newMail()
	only(t, ms, "rejection>bob@example.org")
	for _, want := range []string{"[lab:autumn]", "[lab:winter]", "метку", "tag"} {
		if !strings.Contains(ms[0].body, want) {
			t.Errorf("the note lacks %q:\n%s", want, ms[0].body)
		}
	}
	if o := outcome(id); !strings.Contains(o, "no campaign tag") {
		t.Errorf("outcome %q: the host cannot see the untagged mail", o)
	}
	f.send("stranger@example.org", "orders", "west")
	only(t, f.newMail())
}

// A code typed with the Russian layout (Cyrillic lookalikes), in lower
// case or in groups with spaces is the code; the answer to a refused one
// tells "no code" from "a code that is not yours".
func TestCodeAsTyped(t *testing.T) {
	f := newFixture(t, testConfig)
	f.newMail()
	cyr := strings.NewReplacer("A", "а", "B", "В", "C", "С", "E", "е", "H", "Н", "K", "к", "M", "М", "P", "р", "T", "Т", "X", "х", "Y", "у", "3", "З")
	code := f.code(0)
	for _, typed := range []string{cyr.Replace(code), strings.ReplaceAll(code, "-", " "), strings.ToLower(strings.ReplaceAll(code, "-", ""))} {
		f.send("anya@example.org", "[lab:autumn]", "код: "+typed+"\nнаправо")
		if ms := f.newMail(); len(ms) != 1 || ms[0].kind != "confirmation" {
			t.Errorf("code typed as %q: %v", typed, ms)
		}
	}
	f.send("anya@example.org", "[lab:autumn]", "код: AAAA-BBBB-CCCC\nнаправо")
	ms := f.newMail()
	only(t, ms, "rejection>anya@example.org")
	if !strings.Contains(ms[0].body, "«AAAA-BBBB-CCCC» в письме не твой") || strings.Contains(ms[0].body, code) {
		t.Errorf("a wrong code:\n%s", ms[0].body)
	}
	f.send("anya@example.org", "[lab:autumn]", "направо")
	ms = f.newMail()
	only(t, ms, "rejection>anya@example.org")
	if !strings.Contains(ms[0].body, "не найден секретный код") {
		t.Errorf("no code:\n%s", ms[0].body)
	}
}

// A fixed deadline that is not in the future is an error, not silently
// replaced by the round length.
func TestPastDeadlineIsRefused(t *testing.T) {
	st, err := store.Open(context.Background(), filepath.Join(t.TempDir(), "c.db"), store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	ref, err := campaign.New(campaign.Options{Store: st, Engine: campaigntest.Engine{}, Orders: campaigntest.Orders{}, Compile: campaigntest.Compile})
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := campaign.ParseConfig("autumn.json", []byte(strings.Replace(testConfig, `"round": "1h",`, `"round": "1h", "deadlines": ["2020-01-01T00:00:00Z"],`, 1)))
	if err != nil {
		t.Fatal(err)
	}
	_, err = ref.Create(context.Background(), cfg, "castle.maze", []byte("base\n"), t0)
	if err == nil || !strings.Contains(err.Error(), "deadline 1 (2020-01-01 00:00 UTC) is not in the future") {
		t.Fatalf("Create with a past deadline: %v", err)
	}
}

// TestNoWaitForWhoSitsOut: a player who must sit rounds out (mine V8,
// trap D9, swamp M19, kick M20, killed V21) is not waited for; the
// report says how many turns remain and that no mail is needed; orders
// sent anyway are answered; the missed rounds do not count as absence.
func TestNoWaitForWhoSitsOut(t *testing.T) {
	f := newFixture(t, testConfig)
	f.newMail()
	f.send("anya@example.org", "[autumn]", "код: "+f.code(0)+"\nкапкан")
	f.send("bob@example.org", "[autumn]", "code: "+f.code(1)+"\neast")
	f.send("vera@example.org", "[autumn]", "код: "+f.code(2)+"\nнаправо")
	ms := f.newMail()
	anya := report(t, ms, "anya@example.org", 1)
	if !strings.Contains(anya.body, "Ты пропускаешь 2 хода (ходы 2–3): писать судье не нужно. Следующие приказы — на ход 4.") {
		t.Errorf("Anya's report of round 1:\n%s", anya.body)
	}
	if strings.Contains(anya.body, "Следующий ход: 2") {
		t.Errorf("Anya's report asks for round 2:\n%s", anya.body)
	}

	// Round 2 resolves on Bob's and Vera's orders alone.
	f.send("bob@example.org", "[autumn]", "code: "+f.code(1)+"\neast")
	f.send("vera@example.org", "[autumn]", "код: "+f.code(2)+"\nнаправо")
	ms = f.newMail()
	anya = report(t, ms, "anya@example.org", 2)
	if !strings.Contains(anya.body, "Ты пропускаешь 1 ход (ход 3)") || strings.Contains(anya.body, "Твоих приказов не было") {
		t.Errorf("Anya's report of round 2:\n%s", anya.body)
	}

	// Orders sent anyway are answered: not kept, and when they count.
	f.send("anya@example.org", "[autumn]", "код: "+f.code(0)+"\nнаправо")
	ms = f.newMail()
	only(t, ms, "reply>anya@example.org")
	if !strings.Contains(ms[0].body, "В ходе 3 ты пропускаешь ход (пропустить нужно 1 ход, считая этот)") || !strings.Contains(ms[0].body, "на ход 4, после отчёта о ходе 3") {
		t.Errorf("answer to orders while sitting out:\n%s", ms[0].body)
	}

	// No reminder for who sits out.
	var deadline time.Time
	f.st.View(context.Background(), func(tx *store.Tx) error {
		r, err := tx.Round(f.c.Campaign.ID, 3)
		deadline = r.Deadline
		return err
	})
	f.tick(deadline.Add(-5 * time.Minute))
	only(t, f.newMail(), "reminder>bob@example.org", "reminder>vera@example.org")

	f.send("bob@example.org", "[autumn]", "code: "+f.code(1)+"\nwest")
	f.send("vera@example.org", "[autumn]", "код: "+f.code(2)+"\nналево")
	ms = f.newMail()
	anya = report(t, ms, "anya@example.org", 3)
	if !strings.Contains(anya.body, "Следующий ход: 4") {
		t.Errorf("Anya's report of round 3:\n%s", anya.body)
	}
	f.st.View(context.Background(), func(tx *store.Tx) error {
		ps, err := tx.Players(f.c.Campaign.ID)
		if err != nil || ps[0].Missed != 0 || ps[0].Status != store.PlayerActive {
			t.Errorf("Anya after sitting out: missed %d, status %v (%v)", ps[0].Missed, ps[0].Status, err)
		}
		return err
	})
}

func report(t *testing.T, ms []sent, to string, round int) sent {
	t.Helper()
	for _, m := range ms {
		if m.kind == "report" && m.to == to && m.round == round {
			return m
		}
	}
	only(t, ms, fmt.Sprintf("report>%s of round %d", to, round))
	return sent{}
}

// TestMailAsPeopleWriteIt: a bare code on the first line, as the
// invitation says («В первой строке — код»), and closings under the
// orders («Thanks, / Bob», «Спасибо! Аня», the player's name alone).
func TestMailAsPeopleWriteIt(t *testing.T) {
	f := newFixture(t, testConfig)
	f.newMail()
	for _, tc := range []struct{ name, from, body string }{
		{"bare code", "vera@example.org", f.code(2) + "\nнаправо"},
		{"thanks and a name", "bob@example.org", "code: " + f.code(1) + "\neast\n\nThanks,\nBob"},
		{"спасибо и имя", "anya@example.org", "код: " + f.code(0) + "\nнаправо\nСпасибо! Аня"},
		{"the roster name alone", "anya@example.org", strings.ToLower(f.code(0)) + "\nнаправо\n\nаня"},
		{"с уважением", "vera@example.org", f.code(2) + "\nналево\n\nС уважением,\nВера Павловна"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f.send(tc.from, "[autumn]", tc.body)
			ms := f.newMail()
			if len(ms) == 0 || ms[0].kind != "confirmation" {
				var got []string
				for _, m := range ms {
					got = append(got, m.kind+": "+m.body)
				}
				t.Fatalf("answers: %q", got)
			}
		})
	}
}

// TestMessageIDReuse: a copy of a mail (another Received header, as a
// retry after a lost acknowledgement brings) is dropped and counted; a
// different mail under the same Message-ID is handled, not dropped.
func TestMessageIDReuse(t *testing.T) {
	f := newFixture(t, testConfig)
	f.newMail()
	mailWith := func(trace, order string) []byte {
		return []byte(trace + "From: bob@example.org\r\nTo: referee@example.org\r\nSubject: [autumn]\r\nMessage-ID: <same@bob>\r\n\r\ncode: " + f.code(1) + "\r\n" + order + "\r\n")
	}
	handle := func(raw []byte) {
		t.Helper()
		if err := f.ref.HandleMail(context.Background(), pbem.Message{MessageID: "same@bob", Raw: raw}, t0.Add(time.Minute)); err != nil {
			t.Fatal(err)
		}
	}
	handle(mailWith("Received: from a by b; Mon, 23 Nov 2026 12:00:00 +0000\r\n", "east"))
	only(t, f.newMail(), "confirmation>bob@example.org")
	handle(mailWith("Received: from a by b; Mon, 23 Nov 2026 12:00:05 +0000\r\n", "east"))
	only(t, f.newMail())
	handle(mailWith("", "west"))
	ms := f.newMail()
	only(t, ms, "confirmation>bob@example.org")
	if !strings.Contains(ms[0].body, "move west") {
		t.Errorf("the second mail's confirmation:\n%s", ms[0].body)
	}
	f.st.View(context.Background(), func(tx *store.Tx) error {
		got, err := tx.Messages(f.c.Campaign.ID)
		if err != nil || len(got) != 2 {
			t.Fatalf("%d messages recorded (%v), want 2", len(got), err)
		}
		if got[0].Duplicates != 1 {
			t.Errorf("duplicates of the first: %d, want 1", got[0].Duplicates)
		}
		if !strings.Contains(got[1].Outcome, "Message-ID was already used by a different mail") {
			t.Errorf("the second mail's outcome: %q", got[1].Outcome)
		}
		return nil
	})
}

// TestUnreadableMailAnswered: a mail over the part limit from a player
// is answered (why nothing happened), from a stranger it is not; a huge
// mail's kept copy is bounded.
func TestUnreadableMailAnswered(t *testing.T) {
	f := newFixture(t, testConfig)
	f.newMail()
	var b strings.Builder
	b.WriteString("MIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary=x\r\n\r\n")
	for range 150 {
		b.WriteString("--x\r\nContent-Type: text/plain\r\n\r\nx\r\n")
	}
	b.WriteString("--x--\r\n")
	parts := b.String()
	for _, from := range []string{"bob@example.org", "mallory@evil.example"} {
		id := "parts-" + from
		raw := "From: " + from + "\r\nTo: referee@example.org\r\nSubject: [autumn] orders\r\nMessage-ID: <" + id + ">\r\n" + parts
		if err := f.ref.HandleMail(context.Background(), pbem.Message{MessageID: id, Raw: []byte(raw)}, t0.Add(time.Minute)); err != nil {
			t.Fatal(err)
		}
	}
	ms := f.newMail()
	only(t, ms, "rejection>bob@example.org")
	if !strings.Contains(ms[0].body, "could not be read") || !strings.Contains(ms[0].body, "MIME parts") {
		t.Errorf("the answer:\n%s", ms[0].body)
	}
	huge := "From: bob@example.org\r\nTo: referee@example.org\r\nSubject: [autumn]\r\nMessage-ID: <huge@bob>\r\n\r\n" + strings.Repeat("x", 5<<20)
	if err := f.ref.HandleMail(context.Background(), pbem.Message{MessageID: "huge@bob", Raw: []byte(huge)}, t0.Add(time.Minute)); err != nil {
		t.Fatal(err)
	}
	only(t, f.newMail(), "rejection>bob@example.org")
	f.st.View(context.Background(), func(tx *store.Tx) error {
		got, _ := tx.Messages(f.c.Campaign.ID)
		for _, m := range got {
			if len(m.Raw) > campaign.MaxKeptRaw+100 {
				t.Errorf("%s: %d bytes kept", m.MessageID, len(m.Raw))
			}
		}
		return nil
	})
}

// TestReferencesCapped: a reply to a long thread keeps the thread's root
// and the latest IDs, MaxReferences in all.
func TestReferencesCapped(t *testing.T) {
	f := newFixture(t, testConfig)
	f.newMail()
	var refs []string
	for i := range 200 {
		refs = append(refs, fmt.Sprintf("<r%d@x>", i))
	}
	id := f.send("bob@example.org", "[autumn]", "code: "+f.code(1)+"\neast", "References: "+strings.Join(refs, " "))
	ms := f.newMail()
	only(t, ms, "confirmation>bob@example.org")
	got, _ := ms[0].header.MsgIDList("References")
	if len(got) != campaign.MaxReferences || got[0] != "r0@x" || got[len(got)-1] != id || got[len(got)-2] != "r199@x" {
		t.Errorf("References: %v", got)
	}
}

// TestReplyToAnOlderRound: orders replying to a letter of a round already
// played count for the round open now, and the answer says so; a reply
// to the last report is the usual way and gets no such note.
func TestReplyToAnOlderRound(t *testing.T) {
	f := newFixture(t, testConfig)
	f.newMail()
	f.send("anya@example.org", "[autumn]", "код: "+f.code(0)+"\nнаправо")
	f.send("bob@example.org", "[autumn]", "code: "+f.code(1)+"\neast")
	f.send("vera@example.org", "[autumn]", "код: "+f.code(2)+"\nнаправо")
	var confirm1, report1 string
	for _, m := range f.newMail() {
		if m.to != "bob@example.org" {
			continue
		}
		id, _ := m.header.MessageID()
		switch m.kind {
		case "confirmation":
			confirm1 = id
		case "report":
			report1 = id
		}
	}
	for _, tc := range []struct {
		name, subject, inReplyTo string
		late                     bool
	}{
		{"a reply to the last report", "Re: [autumn] Round 1: report", report1, false},
		{"a reply to the confirmation of round 1", "Re: [autumn] Round 1: orders accepted", confirm1, true},
		{"a subject naming round 1", "[autumn] round 1", "", true},
		{"a subject naming round 2", "[autumn] Round 2", "", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var extra []string
			if tc.inReplyTo != "" {
				extra = append(extra, "In-Reply-To: <"+tc.inReplyTo+">")
			}
			f.send("bob@example.org", tc.subject, "code: "+f.code(1)+"\neast", extra...)
			ms := f.newMail()
			only(t, ms, "confirmation>bob@example.org")
			note := "about round 1, which has already been played. The orders count for round 2"
			if strings.Contains(ms[0].body, note) != tc.late {
				t.Errorf("late %v:\n%s", tc.late, ms[0].body)
			}
		})
	}
}
