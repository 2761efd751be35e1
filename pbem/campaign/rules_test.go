package campaign_test

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"labyrinth/pbem/campaign"
	"labyrinth/pbem/store"
)

// TestRulesCampaign plays the real engine and order language on the base
// 4×4 maze: start cells (B6), a move, a missing player placed by the
// referee, an order error with its line and hint, the host's map.
func TestRulesCampaign(t *testing.T) {
	f := rulesFixture(t, strings.Replace(testConfig, `"reminder": "10m",`, "", 1))
	inv := f.newMail()
	if len(inv) != 4 || !strings.Contains(inv[0].body, f.code(0)) {
		t.Fatalf("invitations: %v", inv)
	}

	t.Run("B6 the first orders name the start cell", func(t *testing.T) {
		f.send("anya@example.org", "[lab:autumn] ход 1", "код: "+f.code(0)+"\nиду налево")
		ms := f.newMail()
		only(t, ms, "error>anya@example.org")
		if !strings.Contains(ms[0].body, "строка 2") {
			t.Errorf("the error lacks its line:\n%s", ms[0].body)
		}
		f.send("anya@example.org", "[lab:autumn] ход 1", "код: "+f.code(0)+"\nначинаю с б3")
		ms = f.newMail()
		only(t, ms, "confirmation>anya@example.org")
		f.send("bob@example.org", "Re: [lab:autumn]", "code: "+f.code(1)+"\nstart at C3")
		only(t, f.newMail(), "confirmation>bob@example.org")
	})
	t.Run("the deadline places the missing player and resolves", func(t *testing.T) {
		f.tick(t0.Add(2 * time.Hour))
		ms := f.newMail()
		only(t, ms, "report>anya@example.org", "report>bob@example.org", "report>vera@example.org", "host-report>host@example.org")
		for _, m := range ms[:3] {
			if strings.TrimSpace(m.body) == "" || strings.Contains(m.body, "+---+") {
				t.Errorf("a player's report is empty or shows the map:\n%s", m.body)
			}
		}
		if !strings.Contains(ms[2].body, "начальную клетку выбрал судья") {
			t.Errorf("B6: Вера is not told the referee placed her:\n%s", ms[2].body)
		}
		if !strings.Contains(ms[3].body, "+---+") {
			t.Errorf("the host report lacks the map:\n%s", ms[3].body)
		}
	})
	t.Run("moves", func(t *testing.T) {
		f.send("anya@example.org", "[lab:autumn]", "код: "+f.code(0)+"\nиду вниз")
		f.send("bob@example.org", "[lab:autumn]", "code: "+f.code(1)+"\ngo east")
		f.send("vera@example.org", "[lab:autumn]", "код: "+f.code(2)+"\nпропускаю ход")
		ms := f.newMail()
		if len(ms) != 7 {
			t.Fatalf("%d mails, want 3 confirmations and 4 reports: %v", len(ms), ms)
		}
		for _, m := range ms {
			if m.kind == "report" && m.to == "vera@example.org" && !strings.Contains(m.body, "Ход 2.\r\n\r\nПропускаешь ход.\r\n") {
				t.Errorf("V12: Вера's chosen skip is not acknowledged in her report: %q", m.body)
			}
		}
		res, err := f.ref.Replay(context.Background(), "autumn")
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range res {
			if !r.OK() {
				t.Errorf("round %d does not replay", r.Round)
			}
		}
	})
}

// TestReplaceNamesTheNewcomer: after the host hands a seat to a new
// player, the host's report, its map and the reveal name the newcomer, not
// the player who left; the audit still replays.
func TestReplaceNamesTheNewcomer(t *testing.T) {
	ctx := context.Background()
	f := rulesFixture(t, testConfig)
	c := f.c
	var bob string
	for _, m := range f.newMail() {
		if m.to == "bob@example.org" {
			bob = m.body
		}
	}
	f.send("host@example.org", "[lab:autumn]", "code: "+c.HostCode+"\nreplace 2 Carl carl@example.org en")
	ms := f.newMail()
	only(t, ms, "invitation>carl@example.org", "reply>host@example.org")
	// B23: the newcomer is told what everyone was told at the start, and
	// gets the rules and kit line and the rule card, as in the invitation
	// of the seat's first player.
	const intro = "the last mail counts."
	tail := func(s string) string { _, after, _ := strings.Cut(s, intro); return after }
	if got, want := tail(ms[0].body), tail(bob); want == "" || !strings.Contains(want, "Rules:") || got != want {
		t.Errorf("the replacement's invitation ends\n%s\nwant, as the first invitation,\n%s", got, want)
	}
	code := regexp.MustCompile(`[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}`).FindString(ms[0].body)
	f.send("anya@example.org", "[lab:autumn]", "код: "+f.code(0)+"\nначинаю с б3")
	f.send("carl@example.org", "[lab:autumn]", "code: "+code+"\nstart at C3")
	// The last orders resolve the round.
	f.send("vera@example.org", "[lab:autumn]", "код: "+f.code(2)+"\nначинаю с а1")
	var host string
	for _, m := range f.newMail() {
		if m.kind == "host-report" {
			host = m.body
		}
	}
	if !strings.Contains(host, "2 Carl") || !regexp.MustCompile(`(?m)^1\. Carl \(C3\) hears: `).MatchString(host) {
		t.Errorf("the host's report does not name Carl on the map and in the log:\n%s", host)
	}
	if strings.Contains(host, "Bob") {
		t.Errorf("the host's report still names Bob:\n%s", host)
	}

	f.send("host@example.org", "[lab:autumn]", "code: "+c.HostCode+"\nend")
	var reveals int
	for _, m := range f.newMail() {
		if m.kind != "reveal" {
			continue
		}
		reveals++
		if !strings.Contains(m.body, "2 Carl: ") || strings.Contains(m.body, "Bob") {
			t.Errorf("the reveal to %s does not name Carl's track:\n%s", m.to, m.body)
		}
	}
	if reveals != 4 {
		t.Errorf("%d reveals, want 4", reveals)
	}
	res, err := f.ref.Replay(ctx, "autumn")
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range res {
		if !r.OK() {
			t.Errorf("round %d does not replay after the replacement", r.Round)
		}
	}
}

// rulesFixture is a campaign of the real engine and order language on
// testdata/small.maze, made from the campaign file config.
func rulesFixture(t *testing.T, config string) *fixture {
	t.Helper()
	return rulesFixtureOn(t, config, "testdata/small.maze")
}

// rulesFixtureOn is rulesFixture on another maze file.
func rulesFixtureOn(t *testing.T, config, mazeFile string) *fixture {
	t.Helper()
	st, err := store.Open(context.Background(), filepath.Join(t.TempDir(), "c.db"), store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	ref, err := campaign.New(campaign.Options{Store: st, Engine: campaign.RulesEngine{}, Orders: campaign.RulesOrders{}, Compile: campaign.CompileMaze})
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile(mazeFile)
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := campaign.ParseConfig("c.json", []byte(config))
	if err != nil {
		t.Fatal(err)
	}
	c, err := ref.Create(context.Background(), cfg, "small.maze", src, t0)
	if err != nil {
		t.Fatal(err)
	}
	return &fixture{t: t, st: st, ref: ref, c: c}
}

// TestRulesCampaignGender: a woman on the roster ("gender": "f") is told
// «Прошла» by mail, and the others hear of her in the feminine.
func TestRulesCampaignGender(t *testing.T) {
	cfg := strings.Replace(testConfig, `{"name": "Аня", "email": "anya@example.org", "lang": "ru"}`,
		`{"name": "Аня", "email": "anya@example.org", "lang": "ru", "gender": "f"}`, 1)
	if cfg == testConfig {
		t.Fatal("the test roster has changed: Аня's entry is not found")
	}
	f := rulesFixture(t, strings.Replace(cfg, `"reminder": "10m",`, "", 1))
	for _, m := range f.newMail() {
		invited := strings.Contains(m.body, "Ты приглашена в игру")
		if m.kind == "invitation" && strings.Contains(m.to, "anya") != invited {
			t.Errorf("the invitation to %s does not agree with the roster's gender:\n%s", m.to, m.body)
		}
	}
	f.send("anya@example.org", "[lab:autumn]", "код: "+f.code(0)+"\nначинаю с б3")
	f.send("bob@example.org", "[lab:autumn]", "code: "+f.code(1)+"\nstart at C3")
	f.send("vera@example.org", "[lab:autumn]", "код: "+f.code(2)+"\nначинаю с а1")
	f.newMail()
	f.send("anya@example.org", "[lab:autumn]", "код: "+f.code(0)+"\nиду направо")
	f.send("bob@example.org", "[lab:autumn]", "code: "+f.code(1)+"\nskip")
	f.send("vera@example.org", "[lab:autumn]", "код: "+f.code(2)+"\nпропускаю ход")
	for _, m := range f.newMail() {
		if m.kind == "report" && strings.Contains(m.to, "anya") {
			if !strings.Contains(m.body, "Прошла.") || strings.Contains(m.body, "Прошёл") {
				t.Errorf("Аня's report does not agree with her:\n%s", m.body)
			}
			return
		}
	}
	t.Error("no report to Аня")
}

// TestSitOutNotAwaited: a player the rules play for this round (a swamp,
// M19; the same for a mine V8, a trap D9, a death V21) is not waited for:
// the round resolves when the others have sent orders, and his silence is
// not a missed round.
func TestSitOutNotAwaited(t *testing.T) {
	f := rulesFixtureOn(t, strings.Replace(testConfig, `"reminder": "10m",`, "", 1), "testdata/swamp.maze")
	f.newMail()
	f.send("anya@example.org", "[lab:autumn]", "код: "+f.code(0)+"\nначинаю с а1")
	f.send("bob@example.org", "[lab:autumn]", "code: "+f.code(1)+"\nstart at C3")
	f.send("vera@example.org", "[lab:autumn]", "код: "+f.code(2)+"\nначинаю с г4")
	f.newMail()
	f.send("anya@example.org", "[lab:autumn]", "код: "+f.code(0)+"\nиду направо")
	f.send("bob@example.org", "[lab:autumn]", "code: "+f.code(1)+"\nskip")
	f.send("vera@example.org", "[lab:autumn]", "код: "+f.code(2)+"\nстою")
	ms := f.newMail()
	if !strings.Contains(ms[len(ms)-4].body, "Болото") {
		t.Fatalf("Аня did not reach the swamp:\n%s", ms[len(ms)-4].body)
	}
	// Round 3: Аня sits out; the round resolves on the others' orders.
	f.send("bob@example.org", "[lab:autumn]", "code: "+f.code(1)+"\nskip")
	f.send("vera@example.org", "[lab:autumn]", "код: "+f.code(2)+"\nстою")
	ms = f.newMail()
	only(t, ms, "confirmation>bob@example.org", "confirmation>vera@example.org",
		"report>anya@example.org", "report>bob@example.org", "report>vera@example.org", "host-report>host@example.org")
	if !strings.Contains(ms[2].body, "пропускаешь по правилам") {
		t.Errorf("Аня is not told she sits out:\n%s", ms[2].body)
	}
	f.st.View(context.Background(), func(tx *store.Tx) error {
		ps, err := tx.Players(f.c.Campaign.ID)
		if err != nil {
			t.Fatal(err)
		}
		if ps[0].Missed != 0 {
			t.Errorf("Аня's sat-out round counts as missed: %d", ps[0].Missed)
		}
		return nil
	})
	// The status does not call her round "missing" either.
	sum, err := campaign.Status(context.Background(), f.st, "autumn")
	if err != nil {
		t.Fatal(err)
	}
	if got := sum.Rounds[2].Sent[0]; got != "sat-out" {
		t.Errorf("the status says Аня's round 3 is %q, want sat-out", got)
	}
	if s := sum.Say("ru"); !strings.Contains(s, "пропуск по правилам") {
		t.Errorf("the host's status does not say Аня sat out by the rules:\n%s", s)
	}
}

// TestReplaceWithGender: "replace SEAT NAME EMAIL LANG f" makes the
// newcomer a woman for the host's Russian: the invitation says
// «приглашена» and the reports after it agree («Прошла»), while the
// audit still replays.
func TestReplaceWithGender(t *testing.T) {
	f := rulesFixture(t, testConfig)
	c := f.c
	f.newMail()
	f.send("host@example.org", "[lab:autumn]", "code: "+c.HostCode+"\nзаменить 2 Зоя zoya@example.org f ru")
	ms := f.newMail()
	only(t, ms, "invitation>zoya@example.org", "reply>host@example.org")
	if !strings.Contains(ms[0].body, "Ты приглашена") {
		t.Errorf("the replacement's invitation is not to a woman:\n%s", ms[0].body)
	}
	code := regexp.MustCompile(`[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}`).FindString(ms[0].body)
	f.send("anya@example.org", "[lab:autumn]", "код: "+f.code(0)+"\nначинаю с б3")
	f.send("zoya@example.org", "[lab:autumn]", "код: "+code+"\nначинаю с в3")
	f.send("vera@example.org", "[lab:autumn]", "код: "+f.code(2)+"\nначинаю с а1")
	f.newMail()
	f.send("zoya@example.org", "[lab:autumn]", "код: "+code+"\nиду вверх")
	f.send("anya@example.org", "[lab:autumn]", "код: "+f.code(0)+"\nпропускаю ход")
	f.send("vera@example.org", "[lab:autumn]", "код: "+f.code(2)+"\nпропускаю ход")
	var report string
	for _, m := range f.newMail() {
		if m.to == "zoya@example.org" && m.kind == "report" {
			report = m.body
		}
	}
	if !strings.Contains(report, "Прошла.") {
		t.Errorf("Зоя's report of round 2 does not agree with her:\n%s", report)
	}
	res, err := f.ref.Replay(context.Background(), "autumn")
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range res {
		if !r.OK() {
			t.Errorf("round %d does not replay after the replacement", r.Round)
		}
	}
}
