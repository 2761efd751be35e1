package web_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	fp "path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/emersion/go-message/mail"

	"labyrinth/pbem"
	"labyrinth/pbem/campaign"
	"labyrinth/pbem/daemon"
	"labyrinth/pbem/smtpout"
)

// The pages as people use them: Debian's chromium, headless, driven by
// chromedp over the referee of "labyrinth referee" (the embedded mail host,
// the demo campaign of three players, the pages on 127.0.0.1). Screenshots
// of every page go to $WEB_SCREENSHOTS when it names a directory.

// chromium finds the browser; without it the test skips, but never under
// CI=true.
func chromium(t *testing.T) string {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv("CI") == "true" {
		t.Fatal("no chromium on PATH, and CI=true: install Debian's chromium (apt-get install chromium)")
	}
	t.Skip("no chromium on PATH: install Debian's chromium to run the browser test")
	return ""
}

// demo is the embedded default, running: its data directory, referee and
// mail.
type demo struct {
	t     *testing.T
	dir   string
	d     *daemon.Default
	pw    map[string]string
	codes *daemon.DemoCodes
}

func startDemo(t *testing.T) *demo {
	dir := t.TempDir()
	if err := os.MkdirAll(fp.Join(dir, "mail"), 0o700); err != nil {
		t.Fatal(err)
	}
	pw := map[string]string{"referee": "referee-pw", "host": "host-pw", "anna": "anna-pw", "boris": "boris-pw", "vera": "vera-pw"}
	b, _ := json.Marshal(pw)
	if err := os.WriteFile(fp.Join(dir, "mail", "accounts.json"), b, 0o600); err != nil {
		t.Fatal(err)
	}
	opts := daemon.Options{Engine: campaign.RulesEngine{}, Orders: campaign.RulesOrders{}, Compile: campaign.CompileMaze}
	ctx, cancel := context.WithCancel(context.Background())
	d, err := daemon.OpenDefault(ctx, dir, "127.0.0.1:0", "127.0.0.1:0", "127.0.0.1:0", opts)
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- d.Run(ctx) }()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil && ctx.Err() == nil {
			t.Errorf("referee: %v", err)
		}
		d.Close()
	})
	return &demo{t: t, dir: dir, d: d, pw: pw, codes: d.Codes}
}

// send mails the referee from account name.
func (m *demo) send(name, subject, body string) {
	m.t.Helper()
	addr := name + "@labyrinth.localhost"
	raw := fmt.Sprintf("From: %s\r\nTo: referee@labyrinth.localhost\r\nSubject: %s\r\nMessage-ID: <%d.%s@labyrinth.localhost>\r\n"+
		"Content-Type: text/plain; charset=utf-8\r\n\r\n%s\r\n", addr, subject, time.Now().UnixNano(), name, strings.ReplaceAll(body, "\n", "\r\n"))
	s, err := smtpout.New(smtpout.Options{Addr: m.d.Mail.Host.SMTPAddr(), TLS: pbem.TLSNone, Username: name, Password: m.pw[name], Timeout: 10 * time.Second})
	if err != nil {
		m.t.Fatal(err)
	}
	defer s.Close()
	if err := s.Send(context.Background(), pbem.Outgoing{From: addr, To: []string{"referee@labyrinth.localhost"}, Raw: []byte(raw)}); err != nil {
		m.t.Fatal(err)
	}
}

// letter is a mail in an account's mailbox, decoded.
type letter struct {
	subject, body string
	at            time.Time
}

// mailbox reads the account's mailbox (the mail host's Maildir), oldest
// first.
func (m *demo) mailbox(name string) []letter {
	m.t.Helper()
	var out []letter
	for _, sub := range []string{"new", "cur"} {
		files, _ := os.ReadDir(fp.Join(m.dir, "mail", "maildir", name, sub))
		for _, f := range files {
			raw, err := os.ReadFile(fp.Join(m.dir, "mail", "maildir", name, sub, f.Name()))
			if err != nil {
				continue
			}
			r, err := mail.CreateReader(bytes.NewReader(raw))
			if err != nil {
				continue
			}
			l := letter{}
			l.subject, _ = r.Header.Subject()
			l.at, _ = r.Header.Date()
			if p, err := r.NextPart(); err == nil {
				b, _ := io.ReadAll(p.Body)
				l.body = string(b)
			}
			out = append(out, l)
		}
	}
	slices.SortStableFunc(out, func(a, b letter) int { return a.at.Compare(b.at) })
	return out
}

// waitMail waits until the account holds at least n letters.
func (m *demo) waitMail(name string, n int) []letter {
	m.t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		box := m.mailbox(name)
		if len(box) >= n {
			return box
		}
		if time.Now().After(deadline) {
			m.t.Fatalf("%s has %d letters, waited for %d", name, len(box), n)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// order mails a player's orders with their code.
func (m *demo) order(name, text string) {
	m.send(name, "[lab:demo] orders", "code: "+m.codes.Players[name+"@labyrinth.localhost"]+"\n"+text)
}

// TestBrowser: the host logs in, watches the round resolve live, replays
// round 1, pauses and resumes, replaces a player; a player opens the link
// from a report letter, sends orders through the form and finds the
// confirmation in their mailbox.
func TestBrowser(t *testing.T) {
	exe := chromium(t)
	if testing.Short() && os.Getenv("CI") != "true" {
		t.Skip("-short: the browser test runs without it (and always under CI=true)")
	}
	m := startDemo(t)
	shots := os.Getenv("WEB_SCREENSHOTS")
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(exe), chromedp.WindowSize(1280, 1000), chromedp.NoSandbox)...)
	defer cancelAlloc()
	host, cancelHost := chromedp.NewContext(alloc)
	defer cancelHost()
	if err := chromedp.Do(host); err != nil {
		t.Fatalf("start chromium: %v", err)
	}
	step := func(ctx context.Context, what string, steps ...chromedp.Action[chromedp.Void]) {
		t.Helper()
		c, cancel := context.WithTimeout(ctx, 30*time.Second)
		defer cancel()
		if err := chromedp.Do(c, steps...); err != nil {
			t.Fatalf("%s: %v", what, err)
		}
	}
	text := func(ctx context.Context, sel string) string {
		t.Helper()
		c, cancel := context.WithTimeout(ctx, 30*time.Second)
		defer cancel()
		s, err := chromedp.Run(c, chromedp.Text(chromedp.CSS(sel)))
		if err != nil {
			t.Fatalf("text of %s: %v", sel, err)
		}
		return s
	}
	eval := func(ctx context.Context, js string) bool {
		t.Helper()
		v, err := chromedp.Run(ctx, chromedp.Evaluate[bool](js))
		if err != nil {
			t.Fatalf("%s: %v", js, err)
		}
		return v
	}
	waitFor := func(ctx context.Context, what, js string) {
		t.Helper()
		deadline := time.Now().Add(40 * time.Second)
		for {
			// Between two pages there is no document to ask: try again.
			ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`(function(){ try { return !!(`+js+`) } catch (e) { return false } })()`))
			if err == nil && ok {
				break
			}
			if time.Now().After(deadline) {
				body, _ := chromedp.Run(ctx, chromedp.Text(chromedp.CSS("main")))
				t.Fatalf("waited for %s (%s); the page reads:\n%s", what, js, body)
			}
			time.Sleep(100 * time.Millisecond)
		}
	}
	shot := func(ctx context.Context, name string) {
		t.Helper()
		if shots == "" {
			return
		}
		c, cancel := context.WithTimeout(ctx, 30*time.Second)
		defer cancel()
		b, err := chromedp.Run(c, chromedp.FullScreenshot(90))
		if err != nil {
			t.Fatalf("screenshot %s: %v", name, err)
		}
		if err := os.WriteFile(fp.Join(shots, name+".jpg"), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}

	// The root without a login is the login form; the host's link logs in.
	base := m.d.Web.URL()
	step(host, "the login form", chromedp.Navigate(base+"/"), chromedp.WaitVisible(chromedp.CSS(`form.login`)))
	shot(host, "01-login")
	step(host, "the host's link", chromedp.Navigate(m.d.Web.LoginLink()), chromedp.WaitVisible(chromedp.CSS(`table.campaigns`)))
	shot(host, "02-dashboard")
	step(host, "the campaign's page", chromedp.Click(chromedp.CSS(`table.campaigns a[href="/c/demo"]`)), chromedp.WaitVisible(chromedp.CSS(`#players`)))
	if s := text(host, "p.state"); !strings.Contains(s, "ход 1") {
		t.Fatalf("the campaign's state: %q", s)
	}

	// Round 1, watched live: the page is never reloaded (a mark set on the
	// window survives), yet shows round 2 once the third order is in.
	eval(host, `window.labyrinthMark = true`)
	m.order("anna", "начинаю с б2")
	m.order("boris", "start at C3")
	waitFor(host, "two orders shown live", `document.querySelectorAll("td.this-yes").length == 2`)
	shot(host, "03-campaign-two-orders")
	m.order("vera", "начинаю с г4")
	waitFor(host, "round 2 shown live", `document.querySelector("p.state").textContent.includes("ход 2")`)
	if !eval(host, `window.labyrinthMark === true`) {
		t.Error("the page was reloaded to show the round")
	}
	shot(host, "04-campaign-round2")

	// Round 2 by mail, then the replay of round 1 with the slider.
	m.waitMail("anna", 3)
	m.order("anna", "иду вниз")
	m.order("boris", "go up")
	m.order("vera", "иду налево")
	waitFor(host, "round 3 shown live", `document.querySelector("p.state").textContent.includes("ход 3")`)
	step(host, "replay round 1", chromedp.SetValue(chromedp.CSS(`#replay-round`), "1"),
		chromedp.Evaluate[chromedp.Void](`document.getElementById("replay-round").dispatchEvent(new Event("input"))`))
	waitFor(host, "the map of round 1", `document.querySelector("#map .caption").textContent.includes("после хода 1 из 2")`)
	if !eval(host, `!!document.querySelector("#map svg") && location.search.includes("round=1")`) {
		t.Error("the replayed map is not drawn, or the address does not keep the round")
	}
	shot(host, "05-replay-round1")

	// Pause and resume, by the forms. A form is filled and sent by one
	// script, so that a live redraw cannot come between.
	submit := func(ctx context.Context, cmd string, fields map[string]string) {
		t.Helper()
		js, _ := json.Marshal(fields)
		eval(ctx, fmt.Sprintf(`(function(){
			var f = document.querySelector('form.cmd input[name="cmd"][value="%s"]').form, v = %s;
			for (var k in v) { var el = f.elements[k]; if (el.type === "checkbox") { el.checked = true } else { el.value = v[k] } }
			f.querySelector("button").click(); return true })()`, cmd, js))
	}
	submit(host, "pause", nil)
	waitFor(host, "the campaign paused", `document.querySelector("p.state").textContent.includes("на паузе") && !!document.querySelector(".flash.ok")`)
	shot(host, "06-paused")
	submit(host, "resume", nil)
	waitFor(host, "the campaign resumed", `document.querySelector("p.state").textContent.startsWith("идёт")`)

	// Replace Вера: the newcomer gets a new code and a new link.
	oldLink, err := chromedp.Run(host, chromedp.Evaluate[string](`document.querySelectorAll("#players tbody tr")[2].querySelector("a").getAttribute("href")`))
	if err != nil {
		t.Fatal(err)
	}
	submit(host, "replace", map[string]string{"seat": "3", "name": "Вероника", "email": "vera@labyrinth.localhost", "gender": "f"})
	waitFor(host, "the answer to replace", `!!document.querySelector(".flash") && document.querySelector(".flash").textContent.includes("Вероника")`)
	shot(host, "07-replaced")
	if s := text(host, "#players tbody tr:nth-child(3) td.name"); s != "Вероника" {
		t.Errorf("seat 3 after replace: %q", s)
	}
	newLink, _ := chromedp.Run(host, chromedp.Evaluate[string](`document.querySelectorAll("#players tbody tr")[2].querySelector("a").getAttribute("href")`))
	if newLink == oldLink {
		t.Error("the replaced seat kept its link")
	}

	// A player: Anna opens the link of her latest report, in a browser of
	// her own, and sends orders by the form.
	box := m.waitMail("anna", 5)
	var link string
	for _, l := range box {
		if u := regexp.MustCompile(`http://127\.0\.0\.1:\d+/p/demo/1/[A-Za-z0-9_-]+`).FindString(l.body); u != "" {
			link = u
		}
	}
	if link == "" {
		t.Fatalf("no link in Anna's reports:\n%v", box)
	}
	// A browser of her own: nothing of the host's session.
	alloc2, cancelAlloc2 := chromedp.NewExecAllocator(context.Background(), append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(exe), chromedp.WindowSize(1000, 900), chromedp.NoSandbox)...)
	defer cancelAlloc2()
	anna, cancelAnna := chromedp.NewContext(alloc2)
	defer cancelAnna()
	if err := chromedp.Do(anna); err != nil {
		t.Fatalf("start Anna's chromium: %v", err)
	}
	step(anna, "Anna's page", chromedp.Navigate(link), chromedp.WaitVisible(chromedp.CSS(`form.orders`)))
	shot(anna, "08-player")
	if eval(anna, `document.body.innerHTML.includes("Boris") || document.body.innerHTML.includes("boris@") || !!document.querySelector("svg")`) {
		t.Error("Anna's page shows another player or a map")
	}
	before := len(m.mailbox("anna"))
	step(anna, "Anna's orders", chromedp.SetValue(chromedp.CSS(`#orders-text`), "иду направо"),
		chromedp.Click(chromedp.CSS(`form.orders button`)), chromedp.WaitVisible(chromedp.CSS(`section.answer`)))
	shot(anna, "09-player-sent")
	if s := text(anna, "section.answer"); !strings.Contains(s, "приняты") {
		t.Errorf("the answer on Anna's page: %q", s)
	}
	after := m.waitMail("anna", before+1)
	if last := after[len(after)-1]; !strings.Contains(last.subject, "приняты") || !strings.Contains(last.body, "Иду направо") {
		t.Errorf("the confirmation in Anna's mailbox: %s\n%s", last.subject, last.body)
	}
	// The host sees her orders in, live.
	waitFor(host, "Anna's web orders on the host's page", `document.querySelector("#players tbody tr td.this-yes") !== null`)
	shot(host, "10-host-after-web-orders")
}
