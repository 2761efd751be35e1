package mailtext

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// attributions are the lines mail programs write above the quoted
// letter of a reply, in English and in Russian, as they write them.
var attributions = []struct{ client, lines string }{
	{"Gmail en", "On Sun, Nov 29, 2026 at 4:00 AM Referee <referee@example.org> wrote:"},
	{"Gmail en, wrapped", "On Sun, Nov 29, 2026 at 4:00 AM Referee <referee@example.org>\nwrote:"},
	{"Gmail en, wrapped at the address", "On Sun, Nov 29, 2026 at 4:00 AM Labyrinth autumn <\nreferee@example.org> wrote:"},
	{"Gmail ru", "вс, 29 нояб. 2026 г. в 04:00, Referee <referee@example.org>:"},
	{"Gmail ru, wrapped", "вс, 29 нояб. 2026 г. в 04:00, Labyrinth autumn <\nreferee@example.org>:"},
	{"Outlook en", "From: Referee <referee@example.org>\nSent: Sunday, November 29, 2026 4:00 AM\nTo: anya@example.org\nSubject: [lab:autumn] Round 3: report"},
	{"Outlook en, underscores", "________________________________\nFrom: Referee <referee@example.org>\nSent: Sunday, November 29, 2026 4:00 AM"},
	{"Outlook ru", "От: Referee <referee@example.org>\nОтправлено: 29 ноября 2026 г. 4:00\nКому: anya@example.org\nТема: [lab:autumn] Ход 3: отчёт"},
	{"Outlook, original message", "-----Original Message-----\nFrom: Referee <referee@example.org>"},
	{"Outlook ru, original message", "-----Исходное сообщение-----\nОт: Referee <referee@example.org>"},
	{"Apple Mail en", "On 29 Nov 2026, at 04:00, Referee <referee@example.org> wrote:"},
	{"Apple Mail ru", "29 нояб. 2026 г., в 04:00, Referee <referee@example.org> написал(а):"},
	{"Thunderbird en", "On 29.11.2026 04:00, Referee wrote:"},
	{"Thunderbird ru", "29.11.2026 04:00, Referee пишет:"},
	{"Yandex ru", "29.11.2026, 04:00, \"Referee\" <referee@example.org>:"},
	{"Yandex en", "29.11.2026, 04:00, \"Referee\" <referee@example.org>:"},
	{"Mail.ru ru", "Воскресенье, 29 ноября 2026, 4:00 +03:00 от Referee <referee@example.org>:"},
	{"Mail.ru en", "Sunday, 29 November 2026, 4:00 +03:00 from Referee <referee@example.org>:"},
	{"mutt", "* Referee <referee@example.org> [2026-11-29 04:00]:"},
}

// TestAttributionGoesOrdersStay: the orders and the code line written
// directly above a reply's attribution, with no blank line between, are
// kept; the attribution and the quote under it go, for every common
// mail program in both languages.
func TestAttributionGoesOrdersStay(t *testing.T) {
	quote := "\n> Ход 3: отчёт\n> Round 3: report\n"
	for _, a := range attributions {
		for _, tc := range []struct{ name, body, want string }{
			{"one order", "иду налево\n" + a.lines + quote, "иду налево"},
			{"two orders", "иду налево\nстреляю вверх\n" + a.lines + quote, "иду налево\nстреляю вверх"},
			{"after a blank line", "иду налево\n\n" + a.lines + quote, "иду налево"},
			{"the code above", "иду налево\nкод: 698A-ZSGD-3293\n" + a.lines + quote, "иду налево\nкод: 698A-ZSGD-3293"},
			{"the attribution alone at the end", "go left\n" + a.lines, "go left"},
		} {
			t.Run(a.client+"/"+tc.name, func(t *testing.T) {
				got, _ := Strip(tc.body)
				if got != tc.want {
					t.Errorf("Strip:\n%s\n---- got:\n%s\n---- want:\n%s", tc.body, got, tc.want)
				}
			})
		}
	}
}

// TestNotAnAttribution: lines of orders that end in a colon or mention
// writing are orders, not attributions.
func TestNotAnAttribution(t *testing.T) {
	for _, body := range []string{
		"иду налево\nстреляю вверх",
		"On the left: a wall\nиду вверх",
		"note to self:\nиду вверх",
	} {
		if got, _ := Strip(body); got != body {
			t.Errorf("Strip(%q) = %q", body, got)
		}
	}
	if strings.Contains(attributions[0].lines, "\n") {
		t.Fatal("the first attribution is one line")
	}
}

// TestUTF7: a body in UTF-7 (RFC 2152), as some old mail programs send
// it, is decoded: the code and the orders are read.
func TestUTF7(t *testing.T) {
	raw := "From: a@b.example\r\nSubject: [lab:autumn]\r\nContent-Type: text/plain; charset=utf-7\r\n\r\n" +
		"+BDoEPgQ0: 698A-ZSGD-3293\r\n+BDgENARD +BD0EMAQ7BDUEMgQ+, +BDUEQQQ7BDg +BEEEQgQ1BD0EMA +-1 +BDIEMgQ1BEAERQ\r\n"
	m, err := Parse([]byte(raw))
	if err != nil {
		t.Fatal(err)
	}
	if code, _ := Code(m.Body); code != "698A-ZSGD-3293" {
		t.Errorf("code %q in %q", code, m.Body)
	}
	if got := StripCode(m.Body); got != "иду налево, если стена +1 вверх" {
		t.Errorf("orders %q", got)
	}
	for in, want := range map[string]string{"Hi Mom -+Jjo--!": "Hi Mom -☺-!", "A+ImIDkQ.": "A≢Α.", "1 +- 1": "1 + 1", "+ZeVnLIqe-": "日本語"} {
		if got, err := decodeUTF7(in); got != want || err != nil {
			t.Errorf("decodeUTF7(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
}

// FuzzUTF7: any text decodes without a panic to valid UTF-8, and text
// without a '+' is itself.
func FuzzUTF7(f *testing.F) {
	f.Add("Hi Mom -+Jjo--!")
	f.Add("+BDoEPgQ0: 698A")
	f.Add("+ZeVnLIqe")
	f.Fuzz(func(t *testing.T, s string) {
		got, _ := decodeUTF7(s)
		if !strings.Contains(s, "+") && got != s {
			t.Fatalf("%q decoded to %q", s, got)
		}
		if utf8.ValidString(s) && !utf8.ValidString(got) {
			t.Fatalf("%q decoded to invalid UTF-8 %q", s, got)
		}
	})
}
