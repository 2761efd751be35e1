package e2e_test

import (
	"context"
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"labyrinth/pbem"
	"labyrinth/pbem/campaign"
	"labyrinth/pbem/campaign/campaigntest"
	"labyrinth/pbem/mailhost"
	"labyrinth/pbem/store"
)

// gameDeps is what a campaign plays with, as "labyrinth referee" wires it.
type gameDeps struct {
	engine  campaign.Engine
	orders  campaign.OrderParser
	compile campaign.Compiler
}

// games are the game implementations a referee process may be asked to
// run, by name (refereeSpec.Game).
var games = map[string]gameDeps{
	// The corridor game of campaigntest: fully known, and every report
	// carries a per-player secret marker, so information hiding (rule B1)
	// can be proved letter by letter.
	"corridor": {campaigntest.Engine{}, campaigntest.Orders{}, campaigntest.Compile},
	// The real thing, as "labyrinth campaign" and "labyrinth referee" use
	// it: package engine, the order language, the maze compiler.
	"rules": {campaign.RulesEngine{}, campaign.RulesOrders{}, campaign.CompileMaze},
}

// t0 is the fake clock's start: the campaign is created then.
var t0 = time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC)

// cast is the people of a campaign: the referee's account, the host and
// three players.
type cast struct {
	referee, host, ann, bob, cid account
}

func newCast(address func(name string) string) cast {
	a := func(name string) account {
		return account{Name: name, Password: name + "-secret", Address: address(name)}
	}
	return cast{referee: a("referee"), host: a("host"), ann: a("ann"), bob: a("bob"), cid: a("cid")}
}

func (c cast) all() []account { return []account{c.referee, c.host, c.ann, c.bob, c.cid} }

// TestCampaignOverMailhost plays a whole campaign through the embedded
// mail host (pbem/mailhost), which keeps its mail in a directory and is
// restarted while the referee is down.
func TestCampaignOverMailhost(t *testing.T) {
	s, c := startMailhost(t)
	playCampaign(t, s, c)
}

// startMailhost starts the embedded mail host with an account for
// everyone in the cast, keeping its mail in a directory; the restart hook
// closes it and starts it again on the same ports and directory.
func startMailhost(t *testing.T) (servers, cast) {
	t.Helper()
	c := newCast(func(name string) string { return name + "@" + mailhost.DefaultDomain })
	opts := mailhost.Options{Dir: t.TempDir()}
	for _, a := range c.all() {
		opts.Accounts = append(opts.Accounts, mailhost.Account{Name: a.Name, Password: a.Password})
	}
	h, err := mailhost.Start(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	opts.IMAPAddr, opts.SMTPAddr = h.IMAPAddr(), h.SMTPAddr()
	return servers{IMAPAddr: h.IMAPAddr(), SMTPAddr: h.SMTPAddr(), restart: func() {
		t.Helper()
		if err := h.Close(); err != nil {
			t.Fatalf("close the mail host: %v", err)
		}
		if h, err = mailhost.Start(context.Background(), opts); err != nil {
			t.Fatalf("restart the mail host: %v", err)
		}
	}}, c
}

// playCampaign is the whole scenario: a host creates a campaign for three
// players; the referee runs as its own process over IMAP and SMTP; the
// players read their invitations, mail orders in Russian and English (one
// bad order answered with its line and a hint, one resend that wins, one
// reply on top of a report, KOI8-R, windows-1251 and HTML-only mail, a
// forged mail that changes nothing), one player misses a round and the deadline
// resolves it; the referee is killed with SIGKILL in the middle of a round
// and restarted on the same database (with the mail servers restarted
// meanwhile where s.restart says how), and killed again the moment the
// last orders of the game are submitted; the game is played to its end
// and the reveal. Then every mailbox is checked: one report per round per
// player, no letter twice, no letter with what only another player may
// know, the host with the whole view.
func playCampaign(t *testing.T, s servers, c cast) {
	ctx := context.Background()
	dir := t.TempDir()
	db := filepath.Join(dir, "campaign.db")
	clockFile := filepath.Join(dir, "clock")
	setClock(t, clockFile, t0)
	deps := games["corridor"]

	// The host creates the campaign, as "labyrinth campaign new" does.
	cfg, err := campaign.ParseConfig("e2e.json", fmt.Appendf(nil, `{
		"name": "e2e", "referee": %q, "host": %q, "host_lang": "en",
		"maze": "corridor.maze", "round": "1h", "reminder": "30m",
		"players": [
			{"name": "Аня", "email": %q, "lang": "ru"},
			{"name": "Bob", "email": %q, "lang": "en"},
			{"name": "Сид", "email": %q, "lang": "ru"}
		]}`, c.referee.Address, c.host.Address, c.ann.Address, c.bob.Address, c.cid.Address))
	if err != nil {
		t.Fatal(err)
	}
	st, err := store.Open(ctx, db, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	ref, err := campaign.New(campaign.Options{Store: st, Engine: deps.engine, Orders: deps.orders, Compile: deps.compile})
	if err != nil {
		t.Fatal(err)
	}
	created, err := ref.Create(ctx, cfg, "corridor.maze", []byte("base\n"), t0)
	if err != nil {
		t.Fatal(err)
	}
	if err := st.Close(); err != nil {
		t.Fatal(err)
	}

	spec := refereeSpec{DB: db, IMAPAddr: s.IMAPAddr, SMTPAddr: s.SMTPAddr, User: c.referee.Name, Password: c.referee.Password,
		ClockFile: clockFile, Game: "corridor"}
	proc := startReferee(t, spec, 1)

	// Every player reads the invitation and finds their code in it.
	players := []account{c.ann, c.bob, c.cid}
	codes := map[string]string{}
	for i, p := range players {
		ls := waitMail(t, s, p, "the invitation", atLeast("[lab:e2e]", 1))
		inv := ls[0]
		if !strings.Contains(inv.Body, created.Codes[i]) {
			t.Fatalf("%s's invitation does not carry their code:\n%s", p.Name, inv.Body)
		}
		codes[p.Name] = created.Codes[i]
	}
	waitMail(t, s, c.host, "the host's letter", atLeast("[lab:e2e]", 1))
	orders := func(p account, lang, id, inReplyTo, body string) {
		t.Helper()
		code := "код: " + codes[p.Name]
		subject := "[lab:e2e] приказы"
		if lang == "en" {
			code, subject = "code: "+codes[p.Name], "[lab:e2e] orders"
		}
		if inReplyTo != "" {
			subject = "Re: " + subject
		}
		send(t, s, p, c.referee.Address, plainMail(p.Address, c.referee.Address, subject, id+"@client.localhost", inReplyTo, code+"\n"+body+"\n"))
	}
	const (
		confirmRU = "приказы приняты"
		confirmEN = "orders accepted"
	)

	// Round 1. Аня sends, then changes her mind before the deadline: the
	// later mail must win (she goes east, not west).
	orders(c.ann, "ru", "ann-1a", "", "налево")
	waitMail(t, s, c.ann, "the first confirmation", atLeast(confirmRU, 1))
	orders(c.ann, "ru", "ann-1b", "", "иду направо")
	waitMail(t, s, c.ann, "the second confirmation", atLeast(confirmRU, 2))
	// Bob mistypes: the answer names the line and gives a hint, and the
	// round goes on waiting.
	orders(c.bob, "en", "bob-1a", "", "fly north")
	ls := waitMail(t, s, c.bob, "the error reply", atLeast("error in your orders", 1))
	errMail := count(ls, "error in your orders")[0]
	if !strings.Contains(errMail.Body, "line 2") || !strings.Contains(errMail.Body, "hint") || !strings.Contains(errMail.Body, "fly north") {
		t.Errorf("the error reply lacks the line, the bad order or the hint:\n%s", errMail.Body)
	}
	if errMail.InReplyTo != "bob-1a@client.localhost" {
		t.Errorf("the error reply answers %q, want bob-1a@client.localhost", errMail.InReplyTo)
	}
	orders(c.bob, "en", "bob-1b", "", "east")
	waitMail(t, s, c.bob, "the confirmation", atLeast(confirmEN, 1))
	// Сид's client still writes KOI8-R, in base64.
	send(t, s, c.cid, c.referee.Address, encodedMail(t, c.cid.Address, c.referee.Address, "[lab:e2e] приказы", "cid-1@client.localhost",
		"koi8-r", "base64", "код: "+codes["cid"]+"\nстою\n"))
	// Everyone is in and there is no grace: the round resolves at once.
	annMail := waitMail(t, s, c.ann, "the round 1 report", atLeast("Ход 1: отчёт", 1))
	waitMail(t, s, c.bob, "the round 1 report", atLeast("Round 1: report", 1))
	waitMail(t, s, c.cid, "the round 1 report", atLeast("Ход 1: отчёт", 1))
	waitMail(t, s, c.host, "the round 1 host report", atLeast("Round 1: host report", 1))

	// Round 2. Bob, logged in as himself, forges a mail from Аня without
	// her code: it changes nothing, and the answer goes to Аня, never to
	// the forger.
	send(t, s, c.bob, c.referee.Address, plainMail(c.ann.Address, c.referee.Address, "[lab:e2e] приказы", "forged-2@client.localhost", "",
		"код: AAAA-BBBB-CCCC\nналево\n"))
	waitMail(t, s, c.ann, "the answer to the forged mail", atLeast("Письмо не принято", 1))
	// Аня answers her report with orders on top of the quote.
	report1 := count(annMail, "Ход 1: отчёт")[0]
	orders(c.ann, "ru", "ann-2", report1.MessageID, "направо\n\n-- \nАня\n\n> "+strings.ReplaceAll(strings.TrimSpace(report1.Body), "\n", "\n> "))
	orders(c.bob, "en", "bob-2", "", "west")
	waitMail(t, s, c.ann, "the round 2 confirmation", atLeast(confirmRU, 3))
	waitMail(t, s, c.bob, "the round 2 confirmation", atLeast(confirmEN, 2))

	// The referee crashes in the middle of round 2 and is started again
	// on the same database.
	proc.kill()
	if s.restart != nil {
		s.restart()
	}
	proc = startReferee(t, spec, 2)

	// Half an hour before the deadline only Сид, who has not written, is
	// reminded; at the deadline the round resolves without him (rule B8).
	setClock(t, clockFile, t0.Add(40*time.Minute))
	waitMail(t, s, c.cid, "the reminder", atLeast("ждём твои приказы", 1))
	setClock(t, clockFile, t0.Add(3*time.Hour))
	waitMail(t, s, c.ann, "the round 2 report", atLeast("Ход 2: отчёт", 1))
	waitMail(t, s, c.bob, "the round 2 report", atLeast("Round 2: report", 1))
	waitMail(t, s, c.cid, "the round 2 report", atLeast("Ход 2: отчёт", 1))
	waitMail(t, s, c.host, "the round 2 host report", atLeast("Round 2: host report", 1))

	// Round 3: Аня reaches the end of the corridor and wins.
	// Аня's client writes windows-1251, quoted-printable; Bob's webmail
	// sends HTML only.
	send(t, s, c.ann, c.referee.Address, encodedMail(t, c.ann.Address, c.referee.Address, "[lab:e2e] ход 3", "ann-3@client.localhost",
		"windows-1251", "quoted-printable", "код: "+codes["ann"]+"\nнаправо\n"))
	send(t, s, c.bob, c.referee.Address, htmlMail(c.bob.Address, c.referee.Address, "[lab:e2e] round 3", "bob-3@client.localhost",
		"code: "+codes["bob"], "<b>e</b>"))
	waitMail(t, s, c.ann, "the round 3 confirmation", atLeast(confirmRU, 4))
	waitMail(t, s, c.bob, "the round 3 confirmation", atLeast(confirmEN, 3))
	// Сид's orders complete the round, and the referee is killed again
	// the moment they are submitted: while it fetches, handles, resolves
	// or delivers. Started again, it must finish the round once.
	orders(c.cid, "ru", "cid-3", "", "направо")
	proc.kill()
	proc = startReferee(t, spec, 3)
	for _, p := range []account{c.ann, c.cid} {
		waitMail(t, s, p, "the end of the game", atLeast("Игра окончена", 1))
	}
	for _, p := range []account{c.bob, c.host} {
		waitMail(t, s, p, "the end of the game", atLeast("Game over", 1))
	}
	// Stop the referee as a host would, with SIGTERM, and wait until
	// every letter its outbox sent has arrived: a second letter, had it
	// sent one, is then in the mailboxes read below.
	proc.stop(t)
	waitOutboxDelivered(t, s, db, c.all())

	box := map[string][]letter{}
	for _, a := range c.all() {
		box[a.Name] = count(mailbox(t, s, a), "[lab:e2e]")
	}
	checkMailboxes(t, c, box)

	// The database agrees: the game is over, and a replay of the stored
	// orders reaches every stored state.
	st, err = store.Open(ctx, db, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	sum, err := campaign.Status(ctx, st, "e2e")
	if err != nil {
		t.Fatal(err)
	}
	if sum.Campaign.Status != store.StatusOver {
		t.Errorf("campaign status %v, want over", sum.Campaign.Status)
	}
	if n := sum.Outbox[store.MailQueued] + sum.Outbox[store.MailFailed]; n != 0 {
		t.Errorf("%d letters still queued or failed after the end", n)
	}
	ref, err = campaign.New(campaign.Options{Store: st, Engine: deps.engine, Orders: deps.orders, Compile: deps.compile})
	if err != nil {
		t.Fatal(err)
	}
	res, err := ref.Replay(ctx, "e2e")
	if err != nil {
		t.Fatal(err)
	}
	if len(res) != 3 {
		t.Errorf("replay covers %d rounds, want 3", len(res))
	}
	for _, r := range res {
		if !r.OK() {
			t.Errorf("round %d: replay reached %s, stored %s", r.Round, r.Replay, r.Stored)
		}
	}
}

// checkMailboxes proves what every mailbox must and must not hold after
// the scenario of playCampaign.
func checkMailboxes(t *testing.T, c cast, box map[string][]letter) {
	t.Helper()
	// Nothing is delivered twice, across the crashes too; with one
	// exception that no mail system can avoid: the referee killed between a
	// server accepting a letter and the outbox recording it sends that
	// letter again after the restart, the same letter with the same
	// Message-ID, so the player's client shows it once: at most
	// pbem.OutboxLanes letters a crash, as pbem/README.md promises. The
	// scenario kills the referee twice: right after the round 2
	// confirmations arrive (their records may still be on the way) and as
	// round 3 resolves. Any other repeat is an error; the counts below are
	// of distinct letters.
	inFlight := func(l letter) bool {
		for _, s := range []string{"Игра окончена", "Game over", "Ход 3: приказы приняты", "Ход 2: приказы приняты", "Round 2: orders accepted"} {
			if strings.Contains(l.Subject, s) {
				return true
			}
		}
		return false
	}
	repeats := 0
	defer func() {
		if repeats > 2*pbem.OutboxLanes {
			t.Errorf("%d letters sent again after the two crashes, want at most %d", repeats, 2*pbem.OutboxLanes)
		}
	}()
	for name, ls := range box {
		seen := map[string]letter{}
		var distinct []letter
		for _, l := range ls {
			first, ok := seen[l.MessageID]
			if !ok {
				seen[l.MessageID] = l
				distinct = append(distinct, l)
				continue
			}
			if !inFlight(l) || first.Subject != l.Subject || first.Body != l.Body {
				t.Errorf("%s got %s (%q) twice", name, l.MessageID, l.Subject)
				continue
			}
			repeats++
			t.Logf("%s got %s (%q) again after the crash, the same letter", name, l.MessageID, l.Subject)
		}
		box[name] = distinct
	}
	type want struct {
		subject string
		n       int
	}
	exactly := map[string][]want{
		"ann":  {{"Ход 1: отчёт", 1}, {"Ход 2: отчёт", 1}, {"Игра окончена", 1}, {"приказы приняты", 4}, {"ошибка", 0}, {"ждём", 0}, {"Письмо не принято", 1}},
		"bob":  {{"Round 1: report", 1}, {"Round 2: report", 1}, {"Game over", 1}, {"orders accepted", 3}, {"error in your orders", 1}, {"waiting", 0}, {"not accepted", 0}},
		"cid":  {{"Ход 1: отчёт", 1}, {"Ход 2: отчёт", 1}, {"Игра окончена", 1}, {"приказы приняты", 2}, {"ждём твои приказы", 1}},
		"host": {{"Round 1: host report", 1}, {"Round 2: host report", 1}, {"Game over", 1}},
		// The referee's own mailbox keeps nothing unhandled in its INBOX.
		"referee": {{"[lab:e2e]", 0}},
	}
	for name, ws := range exactly {
		for _, w := range ws {
			if got := len(count(box[name], w.subject)); got != w.n {
				t.Errorf("%s: %d letters with %q in the subject, want %d", name, got, w.subject, w.n)
			}
		}
	}
	// What happened: the resend won (Аня went east in round 1), the
	// reply on top of a report was read, the crash lost no order, the
	// missing player skipped, and the game ended with the reveal.
	body := func(name, subject string) string {
		ls := count(box[name], subject)
		if len(ls) == 0 {
			return ""
		}
		return ls[0].Body
	}
	facts := []struct{ who, subject, text string }{
		{"ann", "Ход 1: отчёт", "Твой ход: east; ты на клетке 1"},
		{"ann", "Ход 2: отчёт", "Твой ход: east; ты на клетке 2"},
		{"ann", "Игра окончена", "ты на клетке 3"},
		{"bob", "Round 1: report", "Your move: east; you are on cell 1"},
		{"bob", "Round 2: report", "Your move: west; you are on cell 0"},
		{"cid", "Ход 2: отчёт", "Твоих приказов не было"},
		{"cid", "Ход 2: отчёт", "ты на клетке 0"},
		{"cid", "Игра окончена", "ты на клетке 1"},
	}
	for _, f := range facts {
		if !strings.Contains(body(f.who, f.subject), f.text) {
			t.Errorf("%s's %q letter does not say %q:\n%s", f.who, f.subject, f.text, body(f.who, f.subject))
		}
	}
	// Reports are threaded under the orders that counted: the resend,
	// not the first mail.
	threads := []struct{ who, subject, inReplyTo string }{
		{"ann", "Ход 1: отчёт", "ann-1b@client.localhost"},
		{"ann", "Ход 2: отчёт", "ann-2@client.localhost"},
		{"bob", "Round 1: report", "bob-1b@client.localhost"},
		{"cid", "Ход 2: отчёт", ""},
	}
	for _, th := range threads {
		if ls := count(box[th.who], th.subject); len(ls) > 0 && ls[0].InReplyTo != th.inReplyTo {
			t.Errorf("%s's %q answers %q, want %q", th.who, th.subject, ls[0].InReplyTo, th.inReplyTo)
		}
	}
	for _, who := range []string{"ann", "bob", "cid"} {
		over := "Игра окончена"
		if who == "bob" {
			over = "Game over"
		}
		winner := "Аня" // the winner herself is told «Ты победил!»: ann has no gender on the roster
		if who == "ann" {
			winner = "Ты победил!"
		}
		if b := body(who, over); !strings.Contains(b, "corridor of 4 cells; positions [3 1 1]") || !strings.Contains(b, winner) {
			t.Errorf("%s's last letter lacks the winner or the reveal:\n%s", who, b)
		}
	}
	// Rule B1: a player's mail never carries what only another player
	// may know; their own reports carry their own.
	seats := map[string]int{"ann": 0, "bob": 1, "cid": 2}
	secret := regexp.MustCompile(`SECRET-(\d+)-(\d+)`)
	for who, seat := range seats {
		own := map[string]bool{}
		for _, l := range box[who] {
			for _, m := range secret.FindAllStringSubmatch(l.Body, -1) {
				if m[1] != fmt.Sprint(seat) {
					t.Errorf("rule B1: %s's letter %q carries %s, another player's secret", who, l.Subject, m[0])
				}
				own[m[0]] = true
			}
		}
		for n := range 4 {
			if s := campaigntest.Secret(seat, n); !own[s] {
				t.Errorf("%s never got their own %s: the hiding check would prove nothing", who, s)
			}
		}
	}
	// The host sees everything: every player's secret of every round.
	var hostText strings.Builder
	for _, l := range box["host"] {
		hostText.WriteString(l.Body)
	}
	for seat := range 3 {
		for n := 1; n <= 3; n++ {
			if s := campaigntest.Secret(seat, n); !strings.Contains(hostText.String(), s) {
				t.Errorf("the host's reports lack %s", s)
			}
		}
	}
	if t.Failed() {
		for _, a := range c.all() {
			var b strings.Builder
			for _, l := range box[a.Name] {
				fmt.Fprintf(&b, "--- %s %q\n%s\n", l.MessageID, l.Subject, l.Body)
			}
			t.Logf("mailbox of %s:\n%s", a.Name, b.String())
		}
	}
}
