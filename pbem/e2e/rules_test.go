package e2e_test

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"unicode"
	"unicode/utf8"

	"labyrinth/examples"
	"labyrinth/pbem/campaign"
	"labyrinth/pbem/store"
)

// TestRulesCampaignOverMailhost plays the example maze "The old mill"
// (examples/base.maze) with the real engine and order language through
// the embedded mail host; see playRulesCampaign.
func TestRulesCampaignOverMailhost(t *testing.T) {
	s, c := startMailhost(t)
	playRulesCampaign(t, s, c)
}

// playRulesCampaign plays "The old mill" with the real engine: start
// cells (rule B6) with an order error answered with its line, a move, a
// missing player at the deadline, a crash and restart of the referee, and
// the host ending the game by mail, which sends everyone the reveal.
func playRulesCampaign(t *testing.T, s servers, c cast) {
	ctx := context.Background()
	dir := t.TempDir()
	db := filepath.Join(dir, "mill.db")
	clockFile := filepath.Join(dir, "clock")
	setClock(t, clockFile, t0)
	deps := games["rules"]
	src, err := examples.Read("base.maze")
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := campaign.ParseConfig("mill.json", fmt.Appendf(nil, `{
		"name": "mill", "referee": %q, "host": %q, "host_lang": "en", "maze": "base.maze", "round": "1h",
		"players": [
			{"name": "Аня", "email": %q, "lang": "ru"},
			{"name": "Bob", "email": %q, "lang": "en"}
		]}`, c.referee.Address, c.host.Address, c.ann.Address, c.bob.Address))
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
	created, err := ref.Create(ctx, cfg, "base.maze", src, t0)
	if err != nil {
		t.Fatal(err)
	}
	st.Close()

	spec := refereeSpec{DB: db, IMAPAddr: s.IMAPAddr, SMTPAddr: s.SMTPAddr, User: c.referee.Name, Password: c.referee.Password,
		ClockFile: clockFile, Game: "rules"}
	proc := startReferee(t, spec, 1)
	for _, p := range []account{c.ann, c.bob, c.host} {
		waitMail(t, s, p, "the invitation", atLeast("[lab:mill] ", 1))
	}
	mailTo := func(p account, code, id, body string) {
		t.Helper()
		send(t, s, p, c.referee.Address, plainMail(p.Address, c.referee.Address, "[lab:mill] orders", id+"@client.localhost", "", code+"\n"+body+"\n"))
	}

	// Round 1: the first orders must name the start cell (rule B6); Аня
	// forgets and is told so with the line, then starts at D2. Bob starts
	// at G4.
	mailTo(c.ann, "код: "+created.Codes[0], "ann-1a", "иду налево")
	ls := waitMail(t, s, c.ann, "the error reply", atLeast("[lab:mill] Ход 1: ошибка в приказах", 1))
	if e := count(ls, "[lab:mill] Ход 1: ошибка в приказах")[0]; !strings.Contains(e.Body, "строка 2") {
		t.Errorf("B6: the error reply does not name the line:\n%s", e.Body)
	}
	mailTo(c.ann, "код: "+created.Codes[0], "ann-1b", "начинаю с г2")
	waitMail(t, s, c.ann, "the confirmation", atLeast("[lab:mill] Ход 1: приказы приняты", 1))
	mailTo(c.bob, "code: "+created.Codes[1], "bob-1", "start at G4")
	waitMail(t, s, c.ann, "the round 1 report", atLeast("[lab:mill] Ход 1: отчёт", 1))
	waitMail(t, s, c.bob, "the round 1 report", atLeast("[lab:mill] Round 1: report", 1))
	waitMail(t, s, c.host, "the round 1 host report", atLeast("[lab:mill] Round 1: host report", 1))

	// Round 2: Аня moves; the referee is killed and restarted; Bob never
	// writes and the deadline resolves the round without him.
	mailTo(c.ann, "код: "+created.Codes[0], "ann-2", "иду вниз")
	waitMail(t, s, c.ann, "the round 2 confirmation", atLeast("[lab:mill] Ход 2: приказы приняты", 1))
	proc.kill()
	proc = startReferee(t, spec, 2)
	setClock(t, clockFile, t0.Add(3*time.Hour))
	waitMail(t, s, c.ann, "the round 2 report", atLeast("[lab:mill] Ход 2: отчёт", 1))
	ls = waitMail(t, s, c.bob, "the round 2 report", atLeast("[lab:mill] Round 2: report", 1))
	if r := count(ls, "[lab:mill] Round 2: report")[0]; !strings.Contains(r.Body, "No orders came from you") {
		t.Errorf("B8: Bob's round 2 report does not say his turn was skipped:\n%s", r.Body)
	}
	waitMail(t, s, c.host, "the round 2 host report", atLeast("[lab:mill] Round 2: host report", 1))

	// The host ends the game by mail: everyone gets the reveal.
	send(t, s, c.host, c.referee.Address, plainMail(c.host.Address, c.referee.Address, "[lab:mill] end", "host-end@client.localhost", "",
		"code: "+created.HostCode+"\nend\n"))
	waitMail(t, s, c.ann, "the reveal", atLeast("[lab:mill] Игра окончена", 1))
	waitMail(t, s, c.bob, "the reveal", atLeast("[lab:mill] Game over", 1))
	waitMail(t, s, c.host, "the reveal", atLeast("[lab:mill] Game over", 1))
	proc.stop(t)
	waitOutboxDelivered(t, s, db, c.all())

	box := map[string][]letter{}
	for _, a := range c.all() {
		// Only this campaign's letters: on real servers the mailboxes
		// also hold the corridor campaign's.
		box[a.Name] = count(mailbox(t, s, a), "[lab:mill] ")
	}
	for name, ls := range box {
		seen := map[string]bool{}
		for _, l := range ls {
			if seen[l.MessageID] {
				t.Errorf("%s got %s (%q) twice", name, l.MessageID, l.Subject)
			}
			seen[l.MessageID] = true
		}
	}
	exactly := map[string][]struct {
		subject string
		n       int
	}{
		"ann":  {{"Ход 1: отчёт", 1}, {"Ход 2: отчёт", 1}, {"Игра окончена", 1}, {"приказы приняты", 2}, {"ошибка в приказах", 1}},
		"bob":  {{"Round 1: report", 1}, {"Round 2: report", 1}, {"Game over", 1}, {"orders accepted", 1}},
		"host": {{"Round 1: host report", 1}, {"Round 2: host report", 1}, {"Game over", 1}},
	}
	for name, ws := range exactly {
		for _, w := range ws {
			if got := len(count(box[name], w.subject)); got != w.n {
				t.Errorf("%s: %d letters with %q in the subject, want %d", name, got, w.subject, w.n)
			}
		}
	}
	// Rule B1: before the reveal a player's mail never shows the map, nor
	// the other player's start cell (in either alphabet); the host's
	// reports show the map and both players.
	// Аня starts at the source of the mill race and is carried by it: that
	// she felt, Bob must not read.
	hidden := map[string][]string{"ann": {"G4", "ж4"}, "bob": {"D2", "г2", "The current carries you", "The source of a river"}}
	if r := count(box["ann"], "Ход 1: отчёт"); len(r) == 0 || !strings.Contains(r[0].Body, "течением") {
		t.Errorf("Аня's round 1 report does not tell her the river carries her; the hiding check below would prove little")
	}
	for who, cells := range hidden {
		for _, l := range box[who] {
			if strings.Contains(l.Subject, "Игра окончена") || strings.Contains(l.Subject, "Game over") {
				if !strings.Contains(l.Body, "+---+") {
					t.Errorf("%s's reveal lacks the map:\n%s", who, l.Body)
				}
				continue
			}
			if strings.Contains(l.Body, "+---+") {
				t.Errorf("rule B1: %s's letter %q shows the map:\n%s", who, l.Subject, l.Body)
			}
			for _, cell := range cells {
				if mentions(l.Body, cell) {
					t.Errorf("rule B1: %s's letter %q names %s, what only the other player knows:\n%s", who, l.Subject, cell, l.Body)
				}
			}
		}
	}
	for _, l := range count(box["host"], "host report") {
		if !strings.Contains(l.Body, "+---+") || !strings.Contains(l.Body, "Аня") || !strings.Contains(l.Body, "Bob") {
			t.Errorf("the host's %q lacks the map or a player:\n%s", l.Subject, l.Body)
		}
	}
	// The database agrees: over, nothing left to send, and every stored
	// state replays from the stored orders.
	st, err = store.Open(ctx, db, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	sum, err := campaign.Status(ctx, st, "mill")
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
	res, err := ref.Replay(ctx, "mill")
	if err != nil {
		t.Fatal(err)
	}
	if len(res) != 2 {
		t.Errorf("replay covers %d rounds, want 2", len(res))
	}
	for _, r := range res {
		if !r.OK() {
			t.Errorf("round %d: replay reached %s, stored %s", r.Round, r.Replay, r.Stored)
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

// mentions reports whether s occurs in body as a word of its own: a cell
// name such as D2 inside a secret code (D2BC-P3JM) is not a mention.
func mentions(body, s string) bool {
	for i := 0; ; {
		j := strings.Index(body[i:], s)
		if j < 0 {
			return false
		}
		at := i + j
		before, _ := utf8.DecodeLastRuneInString(body[:at])
		after, _ := utf8.DecodeRuneInString(body[at+len(s):])
		word := func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '-' }
		if !word(before) && !word(after) {
			return true
		}
		i = at + len(s)
	}
}
