package campaign_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"fmt"
	"strings"
	"testing"
	"time"

	"labyrinth/pbem"
	"labyrinth/pbem/campaign"
	"labyrinth/pbem/store"
)

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

// A registered player's mail with a mistyped tag or none at all is not
// lost: a player of one running campaign has it routed there; a player of
// several has it routed to the campaign whose code it carries, or is
// told the tags; a stranger is never answered.
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
	only(t, f.newMail(), "confirmation>bob@example.org")
	if o := outcome(id); !strings.Contains(o, "accepted") || !strings.Contains(o, "routed by the sender") {
		t.Errorf("the code of one of the sender's campaigns: outcome %q", o)
	}
	id = f.send("bob@example.org", "[lab:autum] orders", "code: AAAA-BBBB-CCCC\nwest")
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
// tells "no code" from "a code that is not yours", and never echoes the
// code it found: the From may be forged, and the answer goes to the
// address on the roster, which may be another's code's owner.
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
	if !strings.Contains(ms[0].body, "Код в письме не твой") || strings.Contains(ms[0].body, code) || strings.Contains(ms[0].body, "AAAA-BBBB-CCCC") {
		t.Errorf("a wrong code:\n%s", ms[0].body)
	}
	f.send("anya@example.org", "[lab:autumn]", "направо")
	ms = f.newMail()
	only(t, ms, "rejection>anya@example.org")
	if !strings.Contains(ms[0].body, "не найден секретный код") {
		t.Errorf("no code:\n%s", ms[0].body)
	}
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
	if !strings.Contains(ms[0].body, "could not be read") || !strings.Contains(ms[0].body, "too many parts (more than 100)") {
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
