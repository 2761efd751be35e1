package web_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	fp "path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"labyrinth/examples"
	"labyrinth/pbem"
	"labyrinth/pbem/campaign"
	"labyrinth/pbem/store"
	"labyrinth/pbem/web"
)

var t0 = time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)

// clock is a settable clock for the server and the referee.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) add(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

// fixture is a campaign database served by the pages: its referee, the
// codes the campaign was made with, and a test server.
type fixture struct {
	t     testing.TB
	st    *store.Store
	ref   *campaign.Referee
	links *web.Links
	web   *web.Server
	srv   *httptest.Server
	clk   *clock
	codes map[string]*campaign.Created // by campaign
	mails int
	dir   string
}

// player is a roster entry of a fixture's campaign.
type player struct{ name, email, lang string }

var trio = []player{{"Аня", "anya@example.org", "ru"}, {"Bob", "bob@example.org", "en"}, {"Вера", "vera@example.org", "ru"}}

// newFixture serves one database with the campaigns called names, each on
// the default maze with the roster players. opts adjusts the server's
// options.
func newFixture(t testing.TB, players []player, opts func(*web.Options), names ...string) *fixture {
	dir := t.TempDir()
	ctx := context.Background()
	st, err := store.Open(ctx, fp.Join(dir, campaign.DBName), store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	links, err := web.OpenLinks(dir)
	if err != nil {
		t.Fatal(err)
	}
	f := &fixture{t: t, dir: dir, st: st, links: links, clk: &clock{t: t0}, codes: map[string]*campaign.Created{}}
	var base string
	ref, err := campaign.New(campaign.Options{Store: st, Engine: campaign.RulesEngine{}, Orders: campaign.RulesOrders{}, Compile: campaign.CompileMaze,
		PlayerLink: func(c *store.Campaign, p *store.Player) string { return links.LinkFunc(base)(c, p) }})
	if err != nil {
		t.Fatal(err)
	}
	f.ref = ref
	src, err := examples.Read(examples.Default)
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range names {
		var ps []map[string]string
		for _, p := range players {
			ps = append(ps, map[string]string{"name": p.name, "email": p.email, "lang": p.lang})
		}
		js, _ := json.Marshal(map[string]any{"name": name, "referee": "referee@example.org", "host": "host@example.org",
			"maze": "base.maze", "round": "24h", "players": ps})
		cfg, err := campaign.ParseConfig(name+".json", js)
		if err != nil {
			t.Fatal(err)
		}
		if f.codes[name], err = ref.Create(ctx, cfg, "base.maze", src, t0); err != nil {
			t.Fatal(err)
		}
	}
	o := web.Options{Sites: []web.Site{{Referee: ref, Store: st, Links: links}}, Now: f.clk.now, Poll: 20 * time.Millisecond,
		Logger: slog.New(slog.NewTextHandler(t.Output(), &slog.HandlerOptions{Level: slog.LevelError}))}
	if opts != nil {
		opts(&o)
	}
	if f.web, err = web.New(o); err != nil {
		t.Fatal(err)
	}
	f.srv = httptest.NewServer(f.web)
	base = f.srv.URL
	t.Cleanup(f.srv.Close)
	return f
}

// client is a browser: it keeps cookies and sends the headers a browser
// sends with a form of the same site.
type client struct {
	f *fixture
	c *http.Client
}

func (f *fixture) client() *client {
	jar, _ := cookiejar.New(nil)
	return &client{f: f, c: &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}}
}

// get fetches path and returns the status and the body.
func (c *client) get(path string) (int, string) {
	c.f.t.Helper()
	resp, err := c.c.Get(c.f.srv.URL + path)
	if err != nil {
		c.f.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

// post posts a form as the site's own page does (Origin and
// Sec-Fetch-Site of the same origin) and returns the response, its body
// read.
func (c *client) post(path string, form url.Values, hdr ...string) (*http.Response, string) {
	c.f.t.Helper()
	req, _ := http.NewRequest(http.MethodPost, c.f.srv.URL+path, strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Origin", c.f.srv.URL)
	req.Header.Set("Sec-Fetch-Site", "same-origin")
	for i := 0; i+1 < len(hdr); i += 2 {
		if hdr[i+1] == "" {
			req.Header.Del(hdr[i])
		} else {
			req.Header.Set(hdr[i], hdr[i+1])
		}
	}
	resp, err := c.c.Do(req)
	if err != nil {
		c.f.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp, string(b)
}

var csrfRE = regexp.MustCompile(`name="csrf" value="([^"]+)"`)

// csrf is the first form token on a page.
func csrf(t testing.TB, body string) string {
	t.Helper()
	m := csrfRE.FindStringSubmatch(body)
	if m == nil {
		t.Fatalf("no form token on the page:\n%s", body)
	}
	return m[1]
}

// login logs the client in with secret (a host code or the password).
func (c *client) login(secret string) *http.Response {
	c.f.t.Helper()
	_, body := c.get("/login")
	resp, _ := c.post("/login", url.Values{"csrf": {csrf(c.f.t, body)}, "secret": {secret}, "next": {"/"}})
	return resp
}

// link is the path of the page of seat (from 0) of campaign name.
func (f *fixture) link(name string, seat int) string {
	f.t.Helper()
	_, p, err := f.ref.Seat(context.Background(), name, seat)
	if err != nil {
		f.t.Fatal(err)
	}
	return f.links.Path(name, p)
}

// mail hands the referee an order mail from seat of campaign name.
func (f *fixture) mail(name string, seat int, email, text string) {
	f.t.Helper()
	f.mails++
	raw := fmt.Sprintf("From: %s\r\nTo: referee@example.org\r\nSubject: [lab:%s] orders\r\nMessage-ID: <m%d@example.org>\r\n"+
		"Content-Type: text/plain; charset=utf-8\r\n\r\ncode: %s\r\n%s\r\n", email, name, f.mails, f.codes[name].Codes[seat], text)
	if err := f.ref.HandleMail(context.Background(), pbem.Message{Raw: []byte(raw)}, f.clk.now()); err != nil {
		f.t.Fatal(err)
	}
}

// letters are the outbox's letters to address in campaign name, decoded.
func (f *fixture) letters(name, address string) []*store.Mail {
	f.t.Helper()
	var out []*store.Mail
	err := f.st.View(context.Background(), func(tx *store.Tx) error {
		c, err := tx.Campaign(name)
		if err != nil {
			return err
		}
		ms, err := tx.Outbox(c.ID)
		for _, m := range ms {
			if len(m.To) == 1 && m.To[0] == address {
				out = append(out, m)
			}
		}
		return err
	})
	if err != nil {
		f.t.Fatal(err)
	}
	return out
}

// filepath is the fixture's campaign directory.
func filepath(f *fixture) string { return f.dir }

func neturl(f *fixture) (*url.URL, error) { return url.Parse(f.srv.URL) }

// received are the messages recorded for campaign name.
func (f *fixture) received(name string) []*store.Received {
	f.t.Helper()
	var out []*store.Received
	err := f.st.View(context.Background(), func(tx *store.Tx) error {
		c, err := tx.Campaign(name)
		if err != nil {
			return err
		}
		out, err = tx.Messages(c.ID)
		return err
	})
	if err != nil {
		f.t.Fatal(err)
	}
	return out
}
