package web_test

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"net/url"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/emersion/go-message/mail"

	"labyrinth/engine/narrate"
	"labyrinth/pbem/store"
)

// TestEscaping: a player named <script>alert(1)</script> and orders
// holding HTML appear as text on the host's pages and the player's own.
func TestEscaping(t *testing.T) {
	evil := "<script>alert(1)</script>"
	f := newFixture(t, []player{{evil, "eve@example.org", "en"}, {"Bob", "bob@example.org", "en"}}, nil, "mill")
	orders := `start at B2 <img src=x onerror=alert(2)> "quoted" & 'single'`
	c := f.client()
	link := f.link("mill", 0)
	_, page := c.get(link)
	resp, body := c.post(link, url.Values{"csrf": {csrf(t, page)}, "orders": {orders}})
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("orders from the page: %d", resp.StatusCode)
	}
	h := f.client()
	h.login(f.codes["mill"].HostCode)
	_, dash := h.get("/")
	_, camp := h.get("/c/mill")
	for what, b := range map[string]string{"the player's page": body, "the dashboard": dash, "the campaign's page": camp} {
		for _, bad := range []string{"<script>alert", "<img src=x", "<img"} {
			if i := strings.Index(b, bad); i >= 0 {
				t.Errorf("%s holds %q unescaped: …%s…", what, bad, b[max(0, i-200):min(len(b), i+100)])
			}
		}
	}
	for what, b := range map[string]string{"the player's page": body, "the campaign's page": camp} {
		if !strings.Contains(b, "&lt;script&gt;alert(1)&lt;/script&gt;") {
			t.Errorf("%s does not show the name as text", what)
		}
	}
	if !strings.Contains(body, "&lt;img src=x onerror=alert(2)&gt;") {
		t.Errorf("the player's page does not show the orders as text:\n%s", body)
	}
}

// TestWebOrdersAreMail: orders from the page take the path of a mail:
// recorded as received, confirmed by the same letter (mailed as well),
// refused with the same error, and the round resolves when they are the
// last; every report then ends with the player's link.
func TestWebOrdersAreMail(t *testing.T) {
	f := newFixture(t, trio, nil, "mill")
	c := f.client()
	send := func(seat int, text string) string {
		t.Helper()
		link := f.link("mill", seat)
		_, page := c.get(link)
		resp, body := c.post(link, url.Values{"csrf": {csrf(t, page)}, "orders": {text}})
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("seat %d: %d", seat+1, resp.StatusCode)
		}
		return body
	}
	body := send(1, "go west")
	if !strings.Contains(body, `class="answer error"`) || !strings.Contains(body, "line") {
		t.Errorf("a bad order from the page is not refused as a mail is:\n%s", body)
	}
	if !strings.Contains(body, "go west") {
		t.Error("refused orders are not kept in the form")
	}
	f.mail("mill", 0, "anya@example.org", "начинаю с б2")
	send(1, "start at C3")
	body = send(2, "начинаю с г4")
	if !strings.Contains(body, "Ход 2") && !strings.Contains(body, "ход 2") {
		t.Errorf("the round did not resolve after the last orders, from the page:\n%s", body)
	}
	bob := f.letters("mill", "bob@example.org")
	var kinds []string
	for _, m := range bob {
		kinds = append(kinds, m.Kind)
	}
	if strings.Join(kinds, " ") != "invitation error confirmation report" {
		t.Errorf("Bob's letters: %v", kinds)
	}
	report := decoded(t, bob[len(bob)-1].Raw)
	if !strings.Contains(report, f.srv.URL+f.link("mill", 1)) {
		t.Errorf("Bob's report does not end with his link:\n%s", report)
	}
	var outcomes []string
	f.st.View(context.Background(), func(tx *store.Tx) error {
		c, _ := tx.Campaign("mill")
		ms, err := tx.Messages(c.ID)
		for _, m := range ms {
			outcomes = append(outcomes, m.Outcome)
		}
		return err
	})
	web := 0
	for _, o := range outcomes {
		if strings.Contains(o, "from the web page") {
			web++
		}
	}
	if web != 3 {
		t.Errorf("received messages: %q, want three from the web page", outcomes)
	}
}

// decoded is the text of a stored letter.
func decoded(t *testing.T, raw []byte) string {
	t.Helper()
	r, err := mail.CreateReader(bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	p, err := r.NextPart()
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(p.Body)
	return string(b)
}

// TestHostForms: the forms run the host's mail commands and say their
// answer.
func TestHostForms(t *testing.T) {
	f := newFixture(t, trio, nil, "mill")
	c := f.client()
	c.login(f.codes["mill"].HostCode)
	run := func(form url.Values) string {
		t.Helper()
		_, page := c.get("/c/mill")
		form.Set("csrf", csrf(t, page))
		resp, _ := c.post("/c/mill/command", form)
		if resp.StatusCode != http.StatusSeeOther {
			t.Fatalf("%v: %d", form, resp.StatusCode)
		}
		_, after := c.get("/c/mill")
		return after
	}
	status := func() store.Status {
		var s store.Status
		f.st.View(context.Background(), func(tx *store.Tx) error {
			c, err := tx.Campaign("mill")
			s = c.Status
			return err
		})
		return s
	}
	if page := run(url.Values{"cmd": {"pause"}}); status() != store.StatusPaused || !strings.Contains(page, `class="flash ok"`) {
		t.Errorf("pause: %s", status())
	}
	if page := run(url.Values{"cmd": {"remove"}, "seat": {"9"}}); !strings.Contains(page, `class="flash refused"`) {
		t.Error("removing seat 9 of 3 is not refused")
	}
	run(url.Values{"cmd": {"resume"}})
	if status() != store.StatusOpen {
		t.Errorf("resume: %s", status())
	}
	page := run(url.Values{"cmd": {"deadline"}, "time": {"2026-12-01T18:00"}})
	if !strings.Contains(page, "2026-12-01 18:00") {
		t.Error("the deadline set is not on the page")
	}
	// A field cannot add a command: its words stay on one line.
	run(url.Values{"cmd": {"remove"}, "seat": {"2\nend"}})
	if status() == store.StatusOver {
		t.Error("a field's second line ran as a command")
	}
	if page := run(url.Values{"cmd": {"remove"}, "seat": {"2"}}); !strings.Contains(page, "вне игры") {
		t.Error("remove: seat 2 is not shown removed")
	}
}

// TestTemplateWords: every word a template names is in the catalogue.
func TestTemplateWords(t *testing.T) {
	files, err := os.ReadDir("templates")
	if err != nil {
		t.Fatal(err)
	}
	re := regexp.MustCompile(`\.T "([a-z.-]+)"|\$\.T "([a-z.-]+)"|cmd \$ "[a-z-]+" "([a-z.-]+)"`)
	n := 0
	for _, fi := range files {
		b, err := os.ReadFile("templates/" + fi.Name())
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range re.FindAllStringSubmatch(string(b), -1) {
			k := m[1] + m[2] + m[3]
			n++
			if !narrate.Known(k) {
				t.Errorf("%s: %q is not in the catalogue", fi.Name(), k)
			}
		}
	}
	if n < 50 {
		t.Errorf("only %d words found in the templates", n)
	}
}
