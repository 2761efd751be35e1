package mailtext

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"labyrinth/internal/golden"
)

// dumpMail writes what Parse read, for golden files.
func dumpMail(m *Mail) string {
	var b strings.Builder
	fmt.Fprintf(&b, "From: %s\n", m.From)
	if len(m.ReplyTo) > 0 {
		fmt.Fprintf(&b, "Reply-To: %v\n", m.ReplyTo)
	}
	fmt.Fprintf(&b, "To: %v\n", m.To)
	fmt.Fprintf(&b, "Subject: %s\n", m.Subject)
	if tag, ok := CampaignTag(m.Subject); ok {
		fmt.Fprintf(&b, "Campaign: %s\n", tag)
	}
	for _, a := range m.To {
		if tag, ok := AddressTag(a.Addr); ok {
			fmt.Fprintf(&b, "Campaign (address): %s\n", tag)
		}
	}
	fmt.Fprintf(&b, "Message-ID: %s\n", m.MessageID)
	fmt.Fprintf(&b, "In-Reply-To: %v\n", m.InReplyTo)
	fmt.Fprintf(&b, "References: %v\n", m.References)
	fmt.Fprintf(&b, "Date: %s\n", m.Date.UTC().Format(time.RFC3339))
	fmt.Fprintf(&b, "Text: %s, %s\n", m.TextType, m.Charset)
	if r := AutomaticReason(m); r != "" {
		fmt.Fprintf(&b, "Automatic: %s\n", r)
	}
	if code, ok := Code(m.Body); ok {
		fmt.Fprintf(&b, "Code: %s\n", code)
	}
	for _, a := range m.Attachments {
		fmt.Fprintf(&b, "Attachment: %q %s %d bytes\n", a.Filename, a.ContentType, a.Size)
	}
	for _, n := range m.Notes {
		fmt.Fprintf(&b, "Note: %s\n", n)
	}
	fmt.Fprintf(&b, "--- orders (body without the code)\n%s\n", StripCode(m.Body))
	return b.String()
}

// TestGolden parses every testdata/*.eml and compares the result with the
// .golden file beside it.
func TestGolden(t *testing.T) {
	for _, file := range golden.Files(t, "testdata/*.eml") {
		t.Run(filepath.Base(file), func(t *testing.T) {
			raw, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			m, err := Parse(raw)
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			got := dumpMail(m)
			golden.CheckString(t, strings.TrimSuffix(file, ".eml")+".golden", got)
		})
	}
}

// TestOrdersSurvive checks the essential promise on every sample a person
// wrote: the player's own orders are in Body, the referee's quoted report
// is not.
func TestOrdersSurvive(t *testing.T) {
	cases := map[string]string{
		"gmail.eml":             "иду налево, если стена — вверх",
		"outlook.eml":           "бросаю кирпич налево\nиду вверх",
		"thunderbird.eml":       "blow up the wall to the left\ngo left, if there is a wall, go down",
		"mailru-koi8.eml":       "иду направо",
		"yandex-cp1251.eml":     "взрываю стену вниз\nиду вниз",
		"html-only.eml":         "сижу",
		"no-charset-cp1251.eml": "прыгаю налево",
	}
	for file, want := range cases {
		t.Run(file, func(t *testing.T) {
			raw, err := os.ReadFile(filepath.Join("testdata", file))
			if err != nil {
				t.Fatal(err)
			}
			m, err := Parse(raw)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(m.Body, want) {
				t.Errorf("body %q lacks %q", m.Body, want)
			}
			for _, leak := range []string{"Раунд 3", "Round 3", "Клад!", "wrote", "писал"} {
				if strings.Contains(m.Body, leak) {
					t.Errorf("body keeps quoted text %q:\n%s", leak, m.Body)
				}
			}
			if IsAutomatic(m) {
				t.Errorf("a person's mail taken as automatic: %s", AutomaticReason(m))
			}
		})
	}
}

func TestAutomatic(t *testing.T) {
	for _, file := range []string{"autoreply.eml", "bounce.eml"} {
		raw, _ := os.ReadFile(filepath.Join("testdata", file))
		m, err := Parse(raw)
		if err != nil {
			t.Fatal(err)
		}
		if !IsAutomatic(m) {
			t.Errorf("%s not recognised as automatic", file)
		}
	}
	headers := []string{
		"Precedence: bulk", "Precedence: list", "X-Loop: referee@lab.example", "List-Id: <players.lab.example>",
		"X-Autorespond: yes", "Auto-Submitted: auto-generated", "Return-Path: <>",
	}
	for _, h := range headers {
		m, err := Parse([]byte("From: a@b.example\r\n" + h + "\r\nSubject: hi\r\n\r\nиду налево\r\n"))
		if err != nil {
			t.Fatal(err)
		}
		if !IsAutomatic(m) {
			t.Errorf("%q not recognised as automatic", h)
		}
	}
	for _, subj := range []string{"Автоответ: Раунд 3", "Out of Office: Round 3", "Undeliverable: Round 3"} {
		m, _ := Parse([]byte("From: a@b.example\r\nSubject: " + subj + "\r\n\r\nx\r\n"))
		if !IsAutomatic(m) {
			t.Errorf("subject %q not recognised as automatic", subj)
		}
	}
	m, _ := Parse([]byte("From: a@b.example\r\nAuto-Submitted: no\r\nSubject: Re: Round 3\r\n\r\nx\r\n"))
	if IsAutomatic(m) {
		t.Errorf("Auto-Submitted: no taken as automatic")
	}
}

func TestCampaignTag(t *testing.T) {
	cases := []struct {
		subject, tag string
		ok           bool
	}{
		{"[lab:spring] Round 3", "spring", true},
		{"Re: Fwd: [lab:Spring-2026] Раунд 3", "spring-2026", true},
		{"RE: [ LAB : весна ] ход", "весна", true},
		{"[lab:] nothing", "", false},
		{"lab:spring without brackets", "", false},
		{"[lab:a b]", "", false},
	}
	for _, c := range cases {
		tag, ok := CampaignTag(c.subject)
		if tag != c.tag || ok != c.ok {
			t.Errorf("CampaignTag(%q) = %q, %v; want %q, %v", c.subject, tag, ok, c.tag, c.ok)
		}
	}
	if tag, ok := CampaignTag("Re: " + Tag("Duel7") + " x"); !ok || tag != "duel7" {
		t.Errorf("Tag does not round-trip: %q %v", tag, ok)
	}
	if tag, ok := AddressTag("referee+duel7@lab.example"); !ok || tag != "duel7" {
		t.Errorf("AddressTag = %q %v", tag, ok)
	}
	if _, ok := AddressTag("referee@lab.example"); ok {
		t.Errorf("AddressTag found a tag in a plain address")
	}
}

func TestCode(t *testing.T) {
	cases := []struct {
		body, code, rest string
		ok               bool
	}{
		{"code: K7Q2\nиду налево", "K7Q2", "иду налево", true},
		{"иду налево\nКОД: abc-123", "abc-123", "иду налево", true},
		{"Код AB12CD, иду налево", "AB12CD", "иду налево", true},
		{"code=ZZZZ\n", "ZZZZ", "", true},
		{"пароль — qwerty1\nсижу", "qwerty1", "сижу", true},
		{"иду налево", "", "иду налево", false},
		{"code: ab", "", "code: ab", false},
		{"код: 698A ZSGD 3293\nиду направо", "698A ZSGD 3293", "иду направо", true},
		{"код: 698А-ZSGD-3293\nиду направо", "698А-ZSGD-3293", "иду направо", true},
		{"код: ABCD идти влево", "ABCD", "идти влево", true},
		// A bare code alone on the first line, as the invitation asks.
		{"698A-ZSGD-3293\nиду направо", "698A-ZSGD-3293", "иду направо", true},
		{"\n  698a zsgd 3293.\nиду направо", "698a zsgd 3293", "иду направо", true},
		{"698AZSGD3293\nиду направо", "698AZSGD3293", "иду направо", true},
		{"иду направо\n698A-ZSGD-3293", "", "иду направо\n698A-ZSGD-3293", false},
		{"взрываюстену\nвверх", "", "взрываюстену\nвверх", false},
		{"ждём вниз пока\nвверх", "", "ждём вниз пока\nвверх", false},
		{"ABCD-EFGH-IJKL\nвверх", "ABCD-EFGH-IJKL", "вверх", true},
	}
	for _, c := range cases {
		code, ok := Code(c.body)
		if code != c.code || ok != c.ok {
			t.Errorf("Code(%q) = %q, %v; want %q, %v", c.body, code, ok, c.code, c.ok)
		}
		if rest := StripCode(c.body); rest != c.rest {
			t.Errorf("StripCode(%q) = %q, want %q", c.body, rest, c.rest)
		}
	}
}

func TestStrip(t *testing.T) {
	cases := []struct{ name, in, want string }{
		{"top-posted", "иду налево\n\nOn Mon, Referee <r@x.example> wrote:\n> Раунд 3\n", "иду налево"},
		{"bottom-posted", "Вася писал(а):\n> Раунд 3\n> Иди.\n\nиду налево\n", "иду налево"},
		{"interleaved", "> Раунд 3\nиду налево\n> Иди.\nсижу\n", "иду налево\nсижу"},
		{"signature", "сижу\n-- \nВася\n+7 900 000 00 00\n", "сижу"},
		{"mobile signature", "сижу\n\nSent from my iPhone\n", "сижу"},
		{"original message", "сижу\n-----Original Message-----\nFrom: r@x\nиду налево\n", "сижу"},
		{"forwarded", "сижу\n---------- Forwarded message ---------\nFrom: r@x\n", "сижу"},
		{"outlook header without a rule", "сижу\nFrom: Referee <r@x.example>\nSent: Monday\nSubject: x\n\nиду\n", "сижу"},
		{"a colon line that is not a header", "иду налево:\nвверх\n", "иду налево:\nвверх"},
		{"dashes that are not a signature", "сижу\n--\n" + strings.Repeat("иду налево\n", 12), "сижу\n--\n" + strings.TrimSuffix(strings.Repeat("иду налево\n", 12), "\n")},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, _ := Strip(c.in)
			if got != c.want {
				t.Errorf("Strip(%q) = %q, want %q", c.in, got, c.want)
			}
		})
	}
}

// Closings after the orders are not orders.
func TestDropClosing(t *testing.T) {
	cases := []struct{ name, in, want string }{
		{"thanks and a name", "go up\ngo left\n\nThanks,\nBoris\n", "go up\ngo left"},
		{"спасибо с именем", "иду вверх\nСпасибо! Аня", "иду вверх"},
		{"с уважением", "иду вверх\n\nС уважением,\nИван Петров", "иду вверх"},
		{"с уважением в строку", "иду вверх\nС уважением, Иван", "иду вверх"},
		{"cheers", "stay\ncheers", "stay"},
		{"the sender's name alone", "иду вверх\nБорис", "иду вверх"},
		{"the sender's full name alone", "иду вверх\nБорис Иванов.", "иду вверх"},
		{"another word alone stays", "иду вверх\nстою", "иду вверх\nстою"},
		{"a closing above orders stays", "спасибо\nиду вверх\nиду вниз\nиду влево\nстою", "спасибо\nиду вверх\nиду вниз\nиду влево\nстою"},
		{"an order after thanks stays", "иду вверх\nспасибо\nвзрываю стену вверх 2", "иду вверх\nспасибо\nвзрываю стену вверх 2"},
		{"a name alone is the whole mail", "Борис", "Борис"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := DropClosing(c.in, "Борис Иванов"); got != c.want {
				t.Errorf("DropClosing(%q) = %q, want %q", c.in, got, c.want)
			}
		})
	}
}

func TestHTMLToText(t *testing.T) {
	in := `<html><head><title>t</title></head><body><div>иду&nbsp;налево</div><div>если стена &mdash; <b>вверх</b></div><p>a<br>b</p><blockquote>old</blockquote><!-- c --></body></html>`
	want := "иду налево\nесли стена — вверх\na\nb"
	if got := HTMLToText(in); got != want {
		t.Errorf("HTMLToText = %q, want %q", got, want)
	}
}

func TestLimits(t *testing.T) {
	big := bytes.Repeat([]byte("x"), 100)
	_, err := ParseWithLimits(append([]byte("From: a@b\r\n\r\n"), big...), Limits{MaxBytes: 50})
	if !errors.Is(err, ErrTooLarge) || !strings.Contains(err.Error(), "limit is 50 bytes") {
		t.Errorf("over MaxBytes: %v", err)
	}
	_, err = ParseWithLimits(append([]byte("From: a@b\r\n\r\n"), big...), Limits{MaxTextBytes: 10})
	if !errors.Is(err, ErrTooLarge) {
		t.Errorf("over MaxTextBytes: %v", err)
	}
	var b strings.Builder
	b.WriteString("From: a@b\r\nContent-Type: multipart/mixed; boundary=B\r\n\r\n")
	for range 20 {
		b.WriteString("--B\r\nContent-Type: text/plain\r\n\r\nx\r\n")
	}
	b.WriteString("--B--\r\n")
	if _, err := ParseWithLimits([]byte(b.String()), Limits{MaxParts: 5}); !errors.Is(err, ErrTooLarge) {
		t.Errorf("over MaxParts: %v", err)
	}
	nested := "Content-Type: text/plain\r\n\r\nx\r\n"
	for i := range 12 {
		nested = fmt.Sprintf("Content-Type: multipart/mixed; boundary=b%d\r\n\r\n--b%d\r\n%s\r\n--b%d--\r\n", i, i, nested, i)
	}
	_, err = Parse([]byte("From: a@b\r\n" + nested))
	var le *LimitError
	if !errors.Is(err, ErrTooDeep) || errors.Is(err, ErrTooLarge) || !errors.As(err, &le) || le.What != LimitDepth || !strings.Contains(err.Error(), "nested") {
		t.Errorf("nested 12 deep: %v", err)
	}
	if _, err := Parse([]byte("no header at all")); err == nil {
		// go-message reads a header-less text as a header; make sure it is
		// at least not a panic and gives no From.
	}
}

// FuzzParse checks that no raw mail makes Parse panic, and that what it
// returns is valid UTF-8 without quoted lines.
func FuzzParse(f *testing.F) {
	for _, file := range golden.Files(f, "testdata/*.eml") {
		raw, err := os.ReadFile(file)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(raw)
	}
	f.Add([]byte("From: a@b\r\nContent-Type: multipart/mixed; boundary=x\r\n\r\n--x\r\n\r\n--x--"))
	f.Fuzz(func(t *testing.T, raw []byte) {
		m, err := Parse(raw)
		if err != nil {
			return
		}
		// Whatever the bytes and charsets, the text a player's orders are
		// read from is valid UTF-8.
		for name, v := range map[string]string{"subject": m.Subject, "text": m.Text, "body": m.Body} {
			if !utf8.ValidString(v) {
				t.Fatalf("%s is not valid UTF-8: %q", name, v)
			}
		}
		for _, l := range strings.Split(m.Body, "\n") {
			if isQuoted(l) {
				t.Fatalf("quoted line left in body: %q", l)
			}
		}
		_ = IsAutomatic(m)
		_, _ = CampaignTag(m.Subject)
		_ = StripCode(m.Body)
	})
}

func BenchmarkParse(b *testing.B) {
	raw, err := os.ReadFile("testdata/gmail.eml")
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(raw)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse(raw); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "mails/s")
}

// TestLargeInputs makes sure no input shape is slow: a limit-sized mail
// of signature markers, quotes or tags parses at once (run with -v and
// look at the time: a quadratic case would take minutes).
func TestLargeInputs(t *testing.T) {
	for _, line := range []string{"--", "> q", "<", "<div>", "a: <x@y>:", "-----Original Message-----x", "________________"} {
		body := strings.Repeat(line+"\n", (250<<10)/(len(line)+1))
		raw := []byte("From: a@b.example\r\nContent-Type: text/html\r\n\r\n" + body)
		if _, err := Parse(raw); err != nil {
			t.Fatalf("%q: %v", line, err)
		}
		if _, notes := Strip(body); notes == nil && line == "> q" {
			t.Errorf("no note for quotes")
		}
	}
}

func TestFlowed(t *testing.T) {
	raw := "From: a@b.example\r\nContent-Type: text/plain; charset=utf-8; format=flowed\r\n\r\n" +
		"иду налево, если стена — \r\nвверх\r\n\r\n> Раунд 3. Иди. \r\n> Клад!\r\n-- \r\nВася\r\n"
	m, err := Parse([]byte(raw))
	if err != nil {
		t.Fatal(err)
	}
	if m.Body != "иду налево, если стена — вверх" {
		t.Errorf("body %q", m.Body)
	}
	if got := unflow("a \nb\n>> c \n>> d\n> e", false); got != "a b\n>> c d\n> e" {
		t.Errorf("unflow = %q", got)
	}
	if got := unflow("сло \nво", true); got != "слово" {
		t.Errorf("unflow DelSp = %q", got)
	}
}

func TestCleanSubject(t *testing.T) {
	cases := map[string]string{
		"Re: [lab:spring] Раунд 3":        "Раунд 3",
		"RE: Fwd: AW: [lab:x] иду налево": "иду налево",
		"Ответ: Re[2]: ход":               "ход",
		"Reply to all":                    "Reply to all",
	}
	for in, want := range cases {
		if got := CleanSubject(in); got != want {
			t.Errorf("CleanSubject(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestMazeAttachment(t *testing.T) {
	raw, err := os.ReadFile("testdata/attachments.eml")
	if err != nil {
		t.Fatal(err)
	}
	m, err := Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	a, ok := m.MazeAttachment()
	if !ok || a.Filename != "дуэль.maze" || !strings.HasPrefix(string(a.Data), "maze \"Дуэль\"") {
		t.Errorf("MazeAttachment = %+v, %v", a, ok)
	}
}

// TestCharsetGuess covers text whose bytes do not match the declared
// charset, or that declares none: Russian text is read as KOI8-R or
// windows-1251 by where its lower-case letters fall.
func TestCharsetGuess(t *testing.T) {
	koi8 := "\xc9\xc4\xd5 \xce\xc1\xcc\xc5\xd7\xcf"   // «иду налево» in KOI8-R
	cp1251 := "\xe8\xe4\xf3 \xed\xe0\xeb\xe5\xe2\xee" // «иду налево» in windows-1251
	cases := []struct{ name, ctype, body, charset string }{
		{"KOI8-R labelled UTF-8", "text/plain; charset=utf-8", koi8, "koi8-r (guessed)"},
		{"KOI8-R labelled us-ascii", "text/plain; charset=us-ascii", koi8, "koi8-r (guessed)"},
		{"windows-1251 with an unknown charset", "text/plain; charset=x-cyr", cp1251, "windows-1251 (guessed)"},
		{"windows-1251 without a charset", "text/plain", cp1251, "windows-1251 (guessed)"},
		{"KOI8-R declared", "text/plain; charset=KOI8-R", koi8, "koi8-r"},
		{"windows-1251 declared as cp1251", "text/plain; charset=cp1251", cp1251, "cp1251"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			raw := "From: a@b.example\r\nContent-Type: " + c.ctype + "\r\nContent-Transfer-Encoding: 8bit\r\n\r\n" + c.body + "\r\n"
			m, err := Parse([]byte(raw))
			if err != nil {
				t.Fatal(err)
			}
			if m.Body != "иду налево" || m.Charset != c.charset {
				t.Errorf("body %q charset %q; want «иду налево» in %q", m.Body, m.Charset, c.charset)
			}
		})
	}
}

func TestHTMLQuotes(t *testing.T) {
	cases := []struct{ name, in, want string }{
		{"Gmail", `<div dir="ltr">сижу</div><br><div class="gmail_quote"><div class="gmail_attr">On Mon wrote:<br></div><blockquote class="gmail_quote">Раунд 3</blockquote></div>`, "сижу"},
		{"Outlook", `<div>иду налево</div><hr><div id="divRplyFwdMsg"><b>From:</b> Referee</div><div>Раунд 3</div>`, "иду налево"},
		{"Thunderbird", `<p>go left</p><div class="moz-cite-prefix">On 23.11.2026 Referee wrote:<br></div><blockquote type="cite">Round 3</blockquote>`, "go left"},
		{"Yahoo", `<div>skip</div><div class="yahoo_quoted"><div>Round 3</div></div>`, "skip"},
		{"nested divs in a quote", `<div>a</div><div class="gmail_quote"><div><div>x</div></div><div>y</div></div><div>b</div>`, "a\nb"},
		{"pre keeps lines", "<pre>иду\n  налево</pre>", "иду\nналево"},
		{"entities", "<p>&laquo;иду&raquo; &amp; &#1074;&#1074;&#1077;&#1088;&#1093;</p>", "«иду» & вверх"},
		{"unclosed tag", "<p>иду налево<b", "иду налево"},
		{"> in a quoted attribute", `<p>иду <a title="x>y" href="#">налево</a></p>`, "иду налево"},
		{"> in a single-quoted attribute of a quote", `<p>вверх</p><div class='gmail_quote' data-x='a>b'>Раунд 3</div>`, "вверх"},
		{"table", "<table><tr><td>иду</td><td>налево</td></tr><tr><th>если</th><th>стена</th></tr></table>", "иду налево\nесли стена"},
		{"br and p", "иду<br>налево<br/>вверх<p>вниз</p><p>сижу</p>", "иду\nналево\nвверх\nвниз\nсижу"},
		{"named and numeric entities", "<div>&lt;иду&gt;&nbsp;&quot;налево&quot; &#x432;&#x432;&#x435;&#x440;&#x445;</div>", "<иду> \"налево\" вверх"},
		{"blockquote dropped", "<p>иду налево</p><blockquote><p>Раунд 3</p><blockquote>Раунд 2</blockquote></blockquote><p>конец</p>", "иду налево\nконец"},
		{"script and style dropped", "<style>p > b { }</style><p>иду</p><script>if (a < b) { x = '</p>' }</script>", "иду"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := HTMLToText(c.in); got != c.want {
				t.Errorf("HTMLToText = %q, want %q", got, c.want)
			}
		})
	}
}

func TestBlankCodeKeepsLines(t *testing.T) {
	body := "код: XK4-PQ72\nидю налево\nиду вверх\n"
	got := BlankCode(body)
	if strings.Contains(got, "XK4-PQ72") {
		t.Fatalf("code left in %q", got)
	}
	lines := strings.Split(got, "\n")
	if len(lines) != 4 || lines[1] != "идю налево" {
		t.Fatalf("lines moved: %q", lines)
	}
}
