package campaign_test

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"labyrinth/pbem"
	"labyrinth/pbem/campaign"
	"labyrinth/pbem/store"
)

// TestOrdersInTheSubject: a tagged mail whose body holds the code and no
// orders is read for orders in its subject, and the confirmation says
// so; a subject that holds none ("Re: … Round 1: report") is answered
// as a mail without orders, in words, never «[noorders]».
func TestOrdersInTheSubject(t *testing.T) {
	f := newFixture(t, testConfig)
	f.newMail()
	f.send("bob@example.org", "[lab:autumn] east", "code: "+f.code(1))
	ms := f.newMail()
	only(t, ms, "confirmation>bob@example.org")
	if !strings.Contains(ms[0].body, "read from its subject") || !strings.Contains(ms[0].body, "east") {
		t.Errorf("the confirmation:\n%s", ms[0].body)
	}
	f.send("anya@example.org", "Re: [autumn] налево", "код: "+f.code(0)+"\n")
	ms = f.newMail()
	only(t, ms, "confirmation>anya@example.org")
	if !strings.Contains(ms[0].body, "прочитаны из темы письма") {
		t.Errorf("the confirmation:\n%s", ms[0].body)
	}
	for _, subject := range []string{"Re: [lab:autumn] Round 1: report", "[lab:autumn]"} {
		f.send("vera@example.org", subject, "код: "+f.code(2))
		ms = f.newMail()
		only(t, ms, "error>vera@example.org")
		if !strings.Contains(ms[0].body, "В письме нет приказов") || strings.Contains(ms[0].body, "[") {
			t.Errorf("%q: the answer:\n%s", subject, ms[0].body)
		}
	}
}

// TestRefusedResendStillStands: orders that cannot be taken, sent after
// orders that were, are answered with the error and the news that the
// orders accepted before still stand; a first mail's error says nothing
// of the kind.
func TestRefusedResendStillStands(t *testing.T) {
	f := newFixture(t, testConfig)
	f.newMail()
	f.send("bob@example.org", "[lab:autumn]", "code: "+f.code(1)+"\nfly")
	ms := f.newMail()
	only(t, ms, "error>bob@example.org")
	if strings.Contains(ms[0].body, "still stand") {
		t.Errorf("a first error says earlier orders stand:\n%s", ms[0].body)
	}
	f.send("bob@example.org", "[lab:autumn]", "code: "+f.code(1)+"\neast")
	only(t, f.newMail(), "confirmation>bob@example.org")
	for _, body := range []string{"fly", ""} {
		f.send("bob@example.org", "[lab:autumn]", "code: "+f.code(1)+"\n"+body)
		ms = f.newMail()
		only(t, ms, "error>bob@example.org")
		if !strings.Contains(ms[0].body, "The orders for round 1 you sent before still stand.") {
			t.Errorf("%q: the refusal:\n%s", body, ms[0].body)
		}
	}
	f.send("anya@example.org", "[lab:autumn]", "код: "+f.code(0)+"\nнаправо")
	f.send("anya@example.org", "[lab:autumn]", "код: "+f.code(0)+"\nлетим")
	ms = f.newMail()
	if len(ms) != 2 || !strings.Contains(ms[1].body, "Приказы на ход 1, принятые от тебя раньше, остаются в силе.") {
		t.Errorf("the Russian refusal: %+v", ms)
	}
}

// TestOldMailCannotPlayALaterRound: a mail dated more than StaleAfter
// before the round it would count for opened is an old mail sent again
// (a copy, a forward): it is refused with a clear answer and changes
// nothing; a mail a little older than the round (a slow queue, a clock
// off) still counts.
func TestOldMailCannotPlayALaterRound(t *testing.T) {
	f := newFixture(t, testConfig)
	f.newMail()
	old := t0.Add(-campaign.StaleAfter - time.Hour).Format(time.RFC1123Z)
	f.deliver("old@x", "bob@example.org", "[lab:autumn]", "code: "+f.code(1)+"\neast", "Date: "+old)
	ms := f.newMail()
	only(t, ms, "error>bob@example.org")
	if !strings.Contains(ms[0].body, "looks like an old mail sent again") || !strings.Contains(ms[0].body, "orders for round 1 are taken from 2026-11-23 12:00 UTC") {
		t.Errorf("the answer:\n%s", ms[0].body)
	}
	f.deliver("old-ru@x", "anya@example.org", "[lab:autumn]", "код: "+f.code(0)+"\nнаправо", "Date: "+old)
	if ms := f.newMail(); len(ms) != 1 || !strings.Contains(ms[0].body, "похоже, это старое письмо") {
		t.Errorf("the Russian answer: %+v", ms)
	}
	recent := t0.Add(-campaign.StaleAfter + time.Hour).Format(time.RFC1123Z)
	f.deliver("recent@x", "bob@example.org", "[lab:autumn]", "code: "+f.code(1)+"\neast", "Date: "+recent)
	only(t, f.newMail(), "confirmation>bob@example.org")
}

// TestHostDeadlineInThePast: a deadline already gone is refused with a
// hint (a later time, "+12h", or resolve to play the round now), in the
// host's language, and the deadline stays.
func TestHostDeadlineInThePast(t *testing.T) {
	f := newFixture(t, testConfig)
	ctx := context.Background()
	for _, cmd := range []string{"deadline 2020-01-01 10:00", "deadline 2026-11-23 12:00", "срок +0h"} {
		res, err := f.ref.HostCommand(ctx, "autumn", cmd, t0)
		if err != nil || res.Done || res.Command != "deadline" {
			t.Fatalf("%q: %+v, %v", cmd, res, err)
		}
		if first, _, _ := strings.Cut(res.Answer, "\n"); !strings.Contains(first, "has already passed (it is 2026-11-23 12:00 UTC)") ||
			!strings.Contains(first, "+12h") || !strings.Contains(first, `"resolve"`) {
			t.Errorf("%q: %s", cmd, first)
		}
	}
	if res, _ := f.ref.HostCommand(ctx, "autumn", "deadline +2h", t0); !res.Done {
		t.Errorf("a later deadline: %+v", res)
	}
	ru := newFixture(t, strings.Replace(testConfig, `"host_lang": "en"`, `"host_lang": "ru"`, 1))
	res, _ := ru.ref.HostCommand(ctx, "autumn", "срок 2020-01-01 10:00", t0)
	if res.Done || !strings.Contains(res.Answer, "уже прошёл") || !strings.Contains(res.Answer, "«срок +12h»") || !strings.Contains(res.Answer, "«разыграть»") {
		t.Errorf("in Russian: %+v", res)
	}
}

// TestUnreadableMailSaysWhy: the answer to a mail the reader refuses
// says why in the player's language, and calls parts nested too deeply
// nested, not too large.
func TestUnreadableMailSaysWhy(t *testing.T) {
	f := newFixture(t, testConfig)
	f.newMail()
	unreadable(t, f, "bob@example.org", "[lab:autumn]", "code: "+f.code(1)+"\n", 12)
	ms := f.newMail()
	if len(ms) != 1 || !strings.Contains(ms[0].body, "the parts of the mail are nested too deeply (deeper than 10)") || strings.Contains(ms[0].body, "large") {
		t.Errorf("nested, in English: %+v", ms)
	}
	unreadable(t, f, "anya@example.org", "[lab:autumn]", "код: "+f.code(0)+"\n", 12)
	ms = f.newMail()
	if len(ms) != 1 || !strings.Contains(ms[0].body, "части письма вложены друг в друга слишком глубоко (глубже 10)") {
		t.Errorf("nested, in Russian: %+v", ms)
	}
	huge := "From: anya@example.org\r\nTo: referee@example.org\r\nSubject: [autumn]\r\nMessage-ID: <huge@anya>\r\n\r\nкод: " + f.code(0) + "\r\n" + strings.Repeat("x", 5<<20)
	if err := f.ref.HandleMail(context.Background(), pbem.Message{MessageID: "huge@anya", Raw: []byte(huge)}, t0.Add(time.Minute)); err != nil {
		t.Fatal(err)
	}
	if ms := f.newMail(); len(ms) != 1 || !strings.Contains(ms[0].body, "письмо слишком большое (5,0 МБ, можно не больше 4,0 МБ)") {
		t.Errorf("too large, in Russian: %+v", ms)
	}
}

// TestForgedMailCannotSpendAnswers: once forged mail (no code, a wrong
// one) has used a seat's answers for the round, the player's own mail
// that proves its code is still answered, even one the reader refuses (a
// 5 MB mail); a forged one like it is not.
func TestForgedMailCannotSpendAnswers(t *testing.T) {
	f := newFixture(t, testConfig)
	f.newMail()
	for range campaign.MaxRejections + 2 {
		f.send("vera@example.org", "[autumn]", "code: AAAA-BBBB-CCCC\nиду вверх")
	}
	f.newMail()
	big := func(id, code string) {
		raw := "From: vera@example.org\r\nTo: referee@example.org\r\nSubject: [autumn]\r\nMessage-ID: <" + id + ">\r\n\r\nкод: " + code + "\r\n" + strings.Repeat("x", 5<<20)
		if err := f.ref.HandleMail(context.Background(), pbem.Message{MessageID: id, Raw: []byte(raw)}, t0.Add(time.Minute)); err != nil {
			t.Fatal(err)
		}
	}
	big("forged-big@x", "AAAA-BBBB-CCCC")
	only(t, f.newMail())
	big("own-big@x", f.code(2))
	ms := f.newMail()
	only(t, ms, "error>vera@example.org")
	if !strings.Contains(ms[0].body, "слишком большое") {
		t.Errorf("the answer:\n%s", ms[0].body)
	}
	unreadable(t, f, "vera@example.org", "[autumn]", "код: "+f.code(2)+"\n", 0)
	only(t, f.newMail(), "error>vera@example.org")
}

// TestUnreadableMailKeepsNoCode: mail the referee could not read — too
// large, too deep, too many parts, automatic — is stored with its code
// withheld, like all other mail.
func TestUnreadableMailKeepsNoCode(t *testing.T) {
	f := newFixture(t, testConfig)
	f.newMail()
	code := f.code(1)
	unreadable(t, f, "bob@example.org", "[lab:autumn]", "code: "+code+"\n", 12)
	unreadable(t, f, "bob@example.org", "[lab:autumn]", "code: "+code+"\n", 0)
	huge := "From: bob@example.org\r\nTo: referee@example.org\r\nSubject: [autumn]\r\nMessage-ID: <huge@bob>\r\n\r\ncode: " + code + "\r\n" + strings.Repeat("x", 5<<20)
	if err := f.ref.HandleMail(context.Background(), pbem.Message{MessageID: "huge@bob", Raw: []byte(huge)}, t0.Add(time.Minute)); err != nil {
		t.Fatal(err)
	}
	f.deliver("auto@bob", "bob@example.org", "[lab:autumn]", "code: "+code+"\neast", "Auto-Submitted: auto-replied")
	f.st.View(context.Background(), func(tx *store.Tx) error {
		got, err := tx.Messages(f.c.Campaign.ID)
		if err != nil || len(got) != 4 {
			t.Fatalf("%d messages stored, %v; want 4", len(got), err)
		}
		for _, m := range got {
			if bytes.Contains(bytes.ToUpper(m.Raw), []byte(code)) || !bytes.Contains(m.Raw, []byte("[code withheld]")) {
				t.Errorf("%s (%s) keeps the code or no mark:\n%.600s", m.MessageID, m.Outcome, m.Raw)
			}
		}
		return nil
	})
}

// TestOrderAboveTheAttribution: one order directly above a reply's
// attribution, with no blank line between, is the mail's orders; the
// code on that line is found.
func TestOrderAboveTheAttribution(t *testing.T) {
	f := newFixture(t, testConfig)
	f.newMail()
	f.send("anya@example.org", "Re: [lab:autumn] Ход 1", "код: "+f.code(0)+"\nналево\n29.11.2026 04:00, Referee пишет:\n> Ход 1\n> направо\n")
	ms := f.newMail()
	only(t, ms, "confirmation>anya@example.org")
	f.send("bob@example.org", "Re: [lab:autumn] Round 1", "east\ncode: "+f.code(1)+"\nOn 29.11.2026 04:00, Referee wrote:\n> Round 1\n")
	only(t, f.newMail(), "confirmation>bob@example.org")
}

// TestAbsentPlayerComesBack: an absent player is not waited for, but a
// round ready only for that reason is played by the clock's next tick,
// not at the last present player's mail, so the absent player's orders
// that come a moment later count; the mail makes them present again at
// once (even with orders that cannot be taken), and the round then waits
// for them as for anyone.
func TestAbsentPlayerComesBack(t *testing.T) {
	f := newFixture(t, strings.Replace(testConfig, `"absent_after": 2`, `"absent_after": 1`, 1))
	f.newMail()
	f.send("anya@example.org", "[autumn]", "код: "+f.code(0)+"\nнаправо")
	f.send("bob@example.org", "[autumn]", "code: "+f.code(1)+"\neast")
	f.newMail()
	f.tick(t0.Add(time.Hour)) // round 1 at its deadline: Вера missed it, and is absent
	ms := f.newMail()
	if len(ms) != 5 || !strings.Contains(ms[4].body, "absent") {
		t.Fatalf("round 1: %+v", ms)
	}
	// Round 2: the present players are in; Вера's mail comes a moment later.
	f.send("anya@example.org", "[autumn]", "код: "+f.code(0)+"\nналево")
	f.send("bob@example.org", "[autumn]", "code: "+f.code(1)+"\nwest")
	only(t, f.newMail(), "confirmation>anya@example.org", "confirmation>bob@example.org")
	f.send("vera@example.org", "[autumn]", "код: "+f.code(2)+"\nнаправо")
	ms = f.newMail()
	only(t, ms, "confirmation>vera@example.org", "report>anya@example.org", "report>bob@example.org", "report>vera@example.org", "host-report>host@example.org")
	if strings.Contains(ms[3].body, "приказов не было") || !strings.Contains(ms[3].body, "Ход 2") {
		t.Errorf("Вера's report of round 2:\n%s", ms[3].body)
	}
	// Round 3: Вера is present, so the round waits for her, even after a
	// mail of hers it could not take.
	f.send("vera@example.org", "[autumn]", "код: "+f.code(2)+"\nлетим")
	f.send("anya@example.org", "[autumn]", "код: "+f.code(0)+"\nналево")
	f.send("bob@example.org", "[autumn]", "code: "+f.code(1)+"\nwest")
	only(t, f.newMail(), "error>vera@example.org", "confirmation>anya@example.org", "confirmation>bob@example.org")
	f.tick(t0.Add(time.Duration(f.msgID+5) * time.Minute)) // before the deadline
	only(t, f.newMail())
	f.send("vera@example.org", "[autumn]", "код: "+f.code(2)+"\nналево")
	if ms := f.newMail(); len(ms) != 5 {
		t.Errorf("round 3 with every orders in: %d letters", len(ms))
	}
}

// TestAbsentPlayerNotWaitedFor: a round where only an absent player has
// no orders is played at the clock's next tick, without waiting for the
// deadline.
func TestAbsentPlayerNotWaitedFor(t *testing.T) {
	f := newFixture(t, strings.Replace(testConfig, `"absent_after": 2`, `"absent_after": 1`, 1))
	f.newMail()
	f.send("anya@example.org", "[autumn]", "код: "+f.code(0)+"\nнаправо")
	f.send("bob@example.org", "[autumn]", "code: "+f.code(1)+"\neast")
	f.tick(t0.Add(time.Hour))
	f.newMail()
	f.send("anya@example.org", "[autumn]", "код: "+f.code(0)+"\nналево")
	f.send("bob@example.org", "[autumn]", "code: "+f.code(1)+"\nwest")
	only(t, f.newMail(), "confirmation>anya@example.org", "confirmation>bob@example.org")
	f.tick(t0.Add(time.Hour + 5*time.Minute)) // long before round 2's deadline
	ms := f.newMail()
	only(t, ms, "report>anya@example.org", "report>bob@example.org", "report>vera@example.org", "host-report>host@example.org")
	if !strings.Contains(ms[2].body, "приказов не было") {
		t.Errorf("the absent Вера's report:\n%s", ms[2].body)
	}
}
