package campaign_test

import (
	"context"
	"fmt"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"labyrinth/pbem"
	"labyrinth/pbem/campaign"
)

// lettersConfig has a player of each language and gender.
const lettersConfig = `{
	"name": "autumn", "tag": "autumn", "referee": "referee@example.org",
	"host": "Host <host@example.org>", "host_lang": "HOSTLANG", "maze": "castle.maze",
	"round": "1h", "reminder": "10m", "absent_after": 1,
	"players": [
		{"name": "Аня", "email": "anya@example.org", "lang": "ru", "gender": "f"},
		{"name": "Борис", "email": "boris@example.org", "lang": "ru", "gender": "m"},
		{"name": "Ann", "email": "ann@example.org", "lang": "en", "gender": "f"},
		{"name": "Bob", "email": "bob@example.org", "lang": "en", "gender": "m"}
	]
}`

var lettersPlayers = []string{"anya@example.org", "boris@example.org", "ann@example.org", "bob@example.org"}

// unresolved is what narration writes for a key it does not know
// ("[noorders]", "[mail.x]") and a placeholder left unfilled ("{round}").
var unresolved = regexp.MustCompile(`\[[a-z][a-z0-9._-]*\]|\{[a-z]+\}`)

// TestEveryLetterSpeaks plays a campaign through every kind of letter the
// referee writes — invitations, refusals (no code, a wrong one, unreadable
// mail, no orders, bad orders, a mail that names no campaign), confirmations,
// reminders, reports, the host's letters, the answers after the end and
// the reveal — to a player of each language and gender and to a host of
// each language, and fails on any sentence narration could not find
// («[noorders]») or any placeholder left unfilled.
func TestEveryLetterSpeaks(t *testing.T) {
	for _, hostLang := range []string{"ru", "en"} {
		t.Run("host "+hostLang, func(t *testing.T) {
			f := newFixture(t, strings.Replace(lettersConfig, "HOSTLANG", hostLang, 1))
			var all []sent
			keep := func() { all = append(all, f.newMail()...) }
			keep()
			ctx := context.Background()
			host := func(cmd string) {
				t.Helper()
				f.send("host@example.org", "[lab:autumn]", "code: "+f.c.HostCode+"\n"+cmd)
			}
			for seat, who := range lettersPlayers {
				code := "code: " + f.code(seat) + "\n"
				f.send(who, "[lab:autumn]", "east")                       // no code
				f.send(who, "[lab:autumn]", "code: AAAA-BBBB-CCCC\neast") // a wrong code
				f.send(who, "[lab:autumn]", code)                         // no orders
				f.send(who, "Re: [lab:autumn] Round 1: report", code)     // no orders, a subject that is none
				f.send(who, "[lab:autumn]", code+"fly away")              // bad orders
				f.send(who, "[lab:autumn] Ход 1", code+"fly away")        // bad orders, said of round 1
				unreadable(t, f, who, "[lab:autumn]", code, 12)           // nested too deeply
				unreadable(t, f, who, "[lab:autumn]", code, 0)            // too many parts
				f.deliver(fmt.Sprintf("stale%d@x", seat), who, "[lab:autumn]", code+"east", "Date: Mon, 02 Nov 2026 10:00:00 +0000")
			}
			host("status")
			f.send("host@example.org", "[lab:autumn]", "code: AAAA-BBBB-CCCC\nstatus")
			host("fly")
			host("deadline 2020-01-01 10:00")
			keep()
			f.tick(t0.Add(55 * time.Minute)) // reminders
			keep()
			host("pause")
			f.send(lettersPlayers[0], "[lab:autumn]", "code: "+f.code(0)+"\neast")
			host("resume")
			f.send(lettersPlayers[1], "[lab:autumn] east", "code: "+f.code(1))
			f.send(lettersPlayers[0], "[lab:autumn]", "code: "+f.code(0)+"\nfly") // a refused resend
			keep()
			f.tick(t0.Add(2 * time.Hour)) // round 1 resolved; two players absent
			keep()
			for seat, who := range lettersPlayers {
				f.send(who, "Re: [lab:autumn] Round 1", "code: "+f.code(seat)+"\nwest") // about round 1, counts for 2
			}
			keep()
			host("remove 4")
			f.send(lettersPlayers[3], "[lab:autumn]", "code: "+f.code(3)+"\nwest")
			for range campaign.MaxRejections + 1 {
				f.send(lettersPlayers[2], "[lab:autumn]", "west") // a flood: the host is told
			}
			keep()
			due, err := f.st.Due(ctx, t0.Add(3*time.Hour), 100)
			if err != nil || len(due) == 0 {
				t.Fatalf("due: %d, %v", len(due), err)
			}
			if err := f.st.Failed(ctx, due[0].ID, &pbem.PermanentError{Err: fmt.Errorf("SMTP error 550: no such user")}); err != nil {
				t.Fatal(err)
			}
			f.tick(t0.Add(3 * time.Hour)) // the host is told of the failure; round 2 resolved
			host("resend 1 1")
			host("end")
			keep()
			for seat, who := range lettersPlayers {
				f.send(who, "[lab:autumn]", "code: "+f.code(seat)+"\nwest") // the game is over
			}
			keep()
			// A sender in two campaigns whose mail names neither.
			cfg, err := campaign.ParseConfig("winter.json", []byte(strings.NewReplacer(`"autumn"`, `"winter"`, "HOSTLANG", hostLang).Replace(lettersConfig)))
			if err != nil {
				t.Fatal(err)
			}
			if _, err := f.ref.Create(ctx, cfg, "castle.maze", []byte("base\n"), t0.Add(3*time.Hour)); err != nil {
				t.Fatal(err)
			}
			keep()
			for _, who := range lettersPlayers {
				f.send(who, "orders", "west")
			}
			keep()

			kinds := map[string]map[string]bool{}
			for _, m := range all {
				if kinds[m.to] == nil {
					kinds[m.to] = map[string]bool{}
				}
				kinds[m.to][m.kind] = true
				for _, s := range []string{m.subject, m.body} {
					if bad := unresolved.FindAllString(strings.ReplaceAll(s, "[code withheld]", ""), -1); len(bad) > 0 {
						t.Errorf("the %s to %s says %v:\n%s\n\n%s", m.kind, m.to, bad, m.subject, m.body)
					}
				}
			}
			want := map[string][]string{"host@example.org": {"invitation", "rejection", "reply", "host-report", "reveal"}}
			for _, p := range lettersPlayers {
				want[p] = []string{"invitation", "rejection", "error", "confirmation", "reminder", "report", "reply"}
			}
			want[lettersPlayers[0]] = append(want[lettersPlayers[0]], "reveal")
			for to, ks := range want {
				for _, k := range ks {
					if !kinds[to][k] {
						var got []string
						for k := range kinds[to] {
							got = append(got, k)
						}
						sort.Strings(got)
						t.Errorf("no %s to %s (got %v)", k, to, got)
					}
				}
			}
		})
	}
}

// unreadable sends a mail the reader refuses: parts nested depth deep,
// or (depth 0) more parts than it reads; its text starts with text.
func unreadable(t *testing.T, f *fixture, from, subject, text string, depth int) string {
	t.Helper()
	body := "Content-Type: text/plain; charset=utf-8\r\n\r\n" + strings.ReplaceAll(text, "\n", "\r\n") + "east\r\n"
	if depth == 0 {
		var b strings.Builder
		b.WriteString("Content-Type: multipart/mixed; boundary=x\r\n\r\n--x\r\n" + body)
		for range 150 {
			b.WriteString("\r\n--x\r\nContent-Type: text/plain\r\n\r\nx")
		}
		b.WriteString("\r\n--x--\r\n")
		body = b.String()
	}
	for i := range depth {
		body = fmt.Sprintf("Content-Type: multipart/mixed; boundary=b%d\r\n\r\n--b%d\r\n%s\r\n--b%d--\r\n", i, i, body, i)
	}
	f.msgID++
	id := fmt.Sprintf("m%d@player.example", f.msgID)
	raw := "From: " + from + "\r\nTo: referee@example.org\r\nSubject: " + mimeWord(subject) + "\r\nMessage-ID: <" + id + ">\r\nMIME-Version: 1.0\r\n" + body
	if err := f.ref.HandleMail(context.Background(), pbem.Message{MessageID: id, Raw: []byte(raw)}, t0.Add(time.Minute*time.Duration(f.msgID))); err != nil {
		t.Fatalf("HandleMail: %v", err)
	}
	return id
}
