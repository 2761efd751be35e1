package campaign_test

import (
	"context"
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"labyrinth/pbem/campaign"
	"labyrinth/pbem/campaign/campaigntest"
	"labyrinth/pbem/store"
)

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
	t.Run("round 3 resolves at the clock's next tick when all present players are in, and the game ends", func(t *testing.T) {
		f.send("anya@example.org", "[autumn]", "код: "+f.code(0)+"\nнаправо")
		only(t, f.newMail(), "confirmation>anya@example.org")
		f.send("bob@example.org", "[autumn]", "code: "+f.code(1)+"\nwest")
		only(t, f.newMail(), "confirmation>bob@example.org") // the absent Вера may still write
		f.tick(t0.Add(3*time.Hour + 10*time.Minute))
		ms := f.newMail()
		only(t, ms, "report>anya@example.org", "report>bob@example.org", "report>vera@example.org", "host-report>host@example.org")
		ms = append([]sent{{}}, ms...)
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
