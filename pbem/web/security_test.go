package web_test

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"labyrinth/pbem/store"
	"labyrinth/pbem/web"
)

// loginForm says a page is the host's login form and nothing else.
func loginForm(t *testing.T, what string, code int, body string) {
	t.Helper()
	if code != http.StatusUnauthorized || !strings.Contains(body, `action="/login"`) {
		t.Errorf("%s: %d, want the login form (401):\n%s", what, code, body)
	}
	for _, leak := range []string{"anya@example.org", "Аня", "/p/mill/", "hostmap"} {
		if strings.Contains(body, leak) {
			t.Errorf("%s: the login form shows %q", what, leak)
		}
	}
}

// TestHostPagesNeedLogin: without a session every host page, the root
// included, and every host form answer with the login form.
func TestHostPagesNeedLogin(t *testing.T) {
	f := newFixture(t, trio, nil, "mill")
	c := f.client()
	for _, path := range []string{"/", "/c/mill", "/c/mill?round=0", "/c/mill/map?round=0", "/events", "/events?c=mill", "/nothing/here", "/c/nothing"} {
		code, body := c.get(path)
		loginForm(t, "GET "+path, code, body)
	}
	for _, path := range []string{"/c/mill/command", "/c/mill/link", "/logout"} {
		resp, body := c.post(path, url.Values{"cmd": {"pause"}, "seat": {"1"}})
		loginForm(t, "POST "+path, resp.StatusCode, body)
	}
	// A wrong secret opens nothing; a host code opens its campaign.
	if resp := c.login("WRONG-CODE-0000"); resp.StatusCode != http.StatusUnauthorized {
		t.Errorf("a wrong host code: %d", resp.StatusCode)
	}
	if resp := c.login(f.codes["mill"].HostCode); resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("the host code: %d", resp.StatusCode)
	}
	if code, body := c.get("/c/mill"); code != http.StatusOK || !strings.Contains(body, "anya@example.org") {
		t.Errorf("the campaign's page after the login: %d\n%s", code, body)
	}
}

// TestHostCodeOpensItsCampaignAlone: a campaign's host code opens that
// campaign, not another's; the password opens both.
func TestHostCodeOpensItsCampaignAlone(t *testing.T) {
	f := newFixture(t, trio, func(o *web.Options) { o.Password = "correct horse battery staple" }, "mill", "pond")
	c := f.client()
	c.login(f.codes["mill"].HostCode)
	if code, _ := c.get("/c/mill"); code != http.StatusOK {
		t.Errorf("mill with mill's code: %d", code)
	}
	if code, _ := c.get("/c/pond"); code != http.StatusNotFound {
		t.Errorf("pond with mill's code: %d, want 404", code)
	}
	if _, body := c.get("/"); strings.Contains(body, "/c/pond") {
		t.Errorf("the dashboard with mill's code lists pond:\n%s", body)
	}
	p := f.client()
	p.login("correct horse battery staple")
	for _, n := range []string{"mill", "pond"} {
		if code, _ := p.get("/c/" + n); code != http.StatusOK {
			t.Errorf("%s with the password: %d", n, code)
		}
	}
}

// TestPlayerLinkOpensOnlyItsSeat: a player's link opens that seat's page
// alone: not another seat's, not another campaign's, not a host page.
func TestPlayerLinkOpensOnlyItsSeat(t *testing.T) {
	f := newFixture(t, trio, nil, "mill", "pond")
	c := f.client()
	anya := f.link("mill", 0)
	code, body := c.get(anya)
	if code != http.StatusOK || !strings.Contains(body, "Аня") {
		t.Fatalf("Аня's own link: %d\n%s", code, body)
	}
	tok := anya[strings.LastIndexByte(anya, '/')+1:]
	for _, path := range []string{
		"/p/mill/2/" + tok, // Bob's seat with Аня's token
		"/p/mill/3/" + tok,
		"/p/pond/1/" + tok, // the same seat of another campaign
		"/p/mill/0/" + tok,
		"/p/mill/1/" + tok + "x",
		"/p/mill/1/" + strings.ToUpper(tok),
	} {
		if code, body := c.get(path); code != http.StatusNotFound || strings.Contains(body, "Bob") || strings.Contains(body, "Вера") {
			t.Errorf("%s: %d, want the refusal\n%s", path, code, body)
		}
	}
	// The link is no key to the host's pages: they still want a login.
	for _, path := range []string{"/", "/c/mill"} {
		code, body := c.get(path)
		loginForm(t, "GET "+path+" after a player's page", code, body)
	}
	// And a player's page sets no cookie.
	resp, err := c.c.Get(f.srv.URL + anya)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if len(resp.Cookies()) != 0 {
		t.Errorf("a player's page sets cookies: %v", resp.Cookies())
	}
}

// TestBadLinksAnswerAlike: a forged link, the link of a replaced seat and
// a revoked link get the same answer, which does not say which it is.
func TestBadLinksAnswerAlike(t *testing.T) {
	f := newFixture(t, trio, nil, "mill")
	c := f.client()
	old := f.link("mill", 1)
	if _, err := f.ref.HostCommand(context.Background(), "mill", "replace 2 Boris boris@example.org en", t0); err != nil {
		t.Fatal(err)
	}
	if f.link("mill", 1) == old {
		t.Fatal("replacing the player kept the seat's link")
	}
	revoked := f.link("mill", 2)
	if err := f.links.Revoke("mill", 2); err != nil {
		t.Fatal(err)
	}
	if f.link("mill", 2) == revoked {
		t.Fatal("revoking kept the seat's link")
	}
	forged := "/p/mill/1/AAAAAAAAAAAAAAAAAAAAAAAA"
	var bodies []string
	for _, path := range []string{forged, old, revoked} {
		code, body := c.get(path)
		if code != http.StatusNotFound {
			t.Errorf("%s: %d, want 404", path, code)
		}
		bodies = append(bodies, body)
	}
	if bodies[0] != bodies[1] || bodies[1] != bodies[2] {
		t.Errorf("bad links are told apart:\n%s\n---\n%s\n---\n%s", bodies[0], bodies[1], bodies[2])
	}
	if code, _ := c.get(f.link("mill", 1)); code != http.StatusOK {
		t.Errorf("the newcomer's link: %d", code)
	}
	// The key is kept: links made again from the directory are the same.
	if again, err := web.OpenLinks(filepath(f)); err != nil {
		t.Fatal(err)
	} else {
		_, p, _ := f.ref.Seat(context.Background(), "mill", 2)
		if again.Path("mill", p) != f.link("mill", 2) {
			t.Error("the links file read again gives other links")
		}
	}
}

// TestRateLimits: after ten failed logins, or ten links that open
// nothing, an address is refused even the right secret for a while.
func TestRateLimits(t *testing.T) {
	f := newFixture(t, trio, func(o *web.Options) { o.Password = "pw" }, "mill")
	c := f.client()
	for i := range 10 {
		if resp := c.login("guess"); resp.StatusCode != http.StatusUnauthorized {
			t.Fatalf("guess %d: %d", i+1, resp.StatusCode)
		}
	}
	if resp := c.login("pw"); resp.StatusCode != http.StatusTooManyRequests {
		t.Errorf("the right password after ten guesses: %d, want 429", resp.StatusCode)
	}
	if code, _ := c.get(f.link("mill", 0)); code != http.StatusTooManyRequests {
		t.Errorf("a player's link from the same address: %d, want 429", code)
	}
	f.clk.add(time.Minute)
	if resp := c.login("pw"); resp.StatusCode != http.StatusSeeOther {
		t.Errorf("the password a minute later: %d", resp.StatusCode)
	}

	g := newFixture(t, trio, nil, "mill")
	d := g.client()
	for i := range 10 {
		if code, _ := d.get("/p/mill/1/guess" + string(rune('a'+i))); code != http.StatusNotFound {
			t.Fatalf("link guess %d: %d", i+1, code)
		}
	}
	if code, _ := d.get(g.link("mill", 0)); code != http.StatusTooManyRequests {
		t.Errorf("the right link after ten guesses: %d, want 429", code)
	}
}

// TestCrossSitePostRefused: a form posted from another site is refused,
// whatever token it carries; so is a form without its token, or with
// another session's.
func TestCrossSitePostRefused(t *testing.T) {
	f := newFixture(t, trio, nil, "mill")
	c := f.client()
	c.login(f.codes["mill"].HostCode)
	_, page := c.get("/c/mill")
	tok := csrf(t, page)
	pause := url.Values{"csrf": {tok}, "cmd": {"pause"}}
	for _, hdr := range [][]string{
		{"Origin", "https://evil.example", "Sec-Fetch-Site", "cross-site"},
		{"Origin", "https://evil.example", "Sec-Fetch-Site", ""},
		{"Origin", "null", "Sec-Fetch-Site", "cross-site"},
	} {
		resp, _ := c.post("/c/mill/command", pause, hdr...)
		if resp.StatusCode != http.StatusForbidden {
			t.Errorf("a cross-site post %v: %d, want 403", hdr, resp.StatusCode)
		}
	}
	if resp, _ := c.post("/c/mill/command", url.Values{"cmd": {"pause"}}); resp.StatusCode != http.StatusForbidden {
		t.Errorf("a post without its token: %d, want 403", resp.StatusCode)
	}
	other := f.client()
	other.login(f.codes["mill"].HostCode)
	_, otherPage := other.get("/c/mill")
	if resp, _ := c.post("/c/mill/command", url.Values{"csrf": {csrf(t, otherPage)}, "cmd": {"pause"}}); resp.StatusCode != http.StatusForbidden {
		t.Errorf("a post with another session's token: %d, want 403", resp.StatusCode)
	}
	// A player's form from another site is refused too.
	link := f.link("mill", 0)
	_, ppage := c.get(link)
	resp, _ := c.post(link, url.Values{"csrf": {csrf(t, ppage)}, "orders": {"начинаю с б2"}}, "Origin", "https://evil.example", "Sec-Fetch-Site", "cross-site")
	if resp.StatusCode != http.StatusForbidden {
		t.Errorf("a player's form posted cross-site: %d, want 403", resp.StatusCode)
	}
	if resp, _ := c.post(link, url.Values{"csrf": {tok}, "orders": {"начинаю с б2"}}); resp.StatusCode != http.StatusForbidden {
		t.Errorf("a player's form with the host's token: %d, want 403", resp.StatusCode)
	}
	var st store.Status
	f.st.View(context.Background(), func(tx *store.Tx) error {
		c, err := tx.Campaign("mill")
		st = c.Status
		return err
	})
	if st != store.StatusOpen {
		t.Errorf("after refused posts the campaign is %s", st)
	}
	if n := len(f.letters("mill", "anya@example.org")); n != 1 {
		t.Errorf("after refused posts Аня has %d letters, want her invitation alone", n)
	}
	// The same form from the site itself is taken.
	if resp, _ := c.post("/c/mill/command", pause); resp.StatusCode != http.StatusSeeOther {
		t.Errorf("the host's own form: %d", resp.StatusCode)
	}
}

// TestHeaders: every answer carries the security headers.
func TestHeaders(t *testing.T) {
	f := newFixture(t, trio, nil, "mill")
	c := f.client()
	for _, path := range []string{"/", "/login", f.link("mill", 0), "/p/mill/1/forged", "/static/live.js", "/static/style.css"} {
		resp, err := c.c.Get(f.srv.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		h := resp.Header
		csp := h.Get("Content-Security-Policy")
		for _, want := range []string{"script-src 'self'", "frame-ancestors 'none'", "default-src 'none'"} {
			if !strings.Contains(csp, want) {
				t.Errorf("%s: CSP %q lacks %q", path, csp, want)
			}
		}
		if strings.Contains(csp, "unsafe-inline") || strings.Contains(csp, "unsafe-eval") {
			t.Errorf("%s: CSP allows inline script: %q", path, csp)
		}
		if h.Get("X-Content-Type-Options") != "nosniff" || h.Get("Referrer-Policy") != "no-referrer" {
			t.Errorf("%s: headers %v", path, h)
		}
	}
	// No page holds an inline script or style.
	c.login(f.codes["mill"].HostCode)
	for _, path := range []string{"/", "/c/mill", f.link("mill", 0), "/login"} {
		_, body := c.get(path)
		if strings.Contains(body, "<script>") || strings.Contains(body, " style=") || strings.Contains(body, "<style") || strings.Contains(body, "onclick") {
			t.Errorf("%s holds inline script or style", path)
		}
	}
}

// TestSessionCookie: HttpOnly, SameSite=Strict, Secure behind TLS; logout
// ends the session; sessions expire.
func TestSessionCookie(t *testing.T) {
	f := newFixture(t, trio, func(o *web.Options) { o.URL = "https://labyrinth.example.org"; o.SessionTTL = time.Hour }, "mill")
	c := f.client()
	resp := c.login(f.codes["mill"].HostCode)
	var sc *http.Cookie
	for _, k := range resp.Cookies() {
		if k.Name == "labyrinth_session" {
			sc = k
		}
	}
	if sc == nil || !sc.HttpOnly || sc.SameSite != http.SameSiteStrictMode || !sc.Secure || sc.Path != "/" {
		t.Fatalf("session cookie %+v", sc)
	}
	// The jar keeps a Secure cookie only for https; send it by hand.
	get := func(path string) int {
		req, _ := http.NewRequest(http.MethodGet, f.srv.URL+path, nil)
		req.AddCookie(&http.Cookie{Name: sc.Name, Value: sc.Value})
		r, err := c.c.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		r.Body.Close()
		return r.StatusCode
	}
	if code := get("/c/mill"); code != http.StatusOK {
		t.Fatalf("with the session: %d", code)
	}
	f.clk.add(59 * time.Minute)
	if code := get("/c/mill"); code != http.StatusOK {
		t.Fatalf("with the session 59 minutes on: %d", code)
	}
	f.clk.add(2 * time.Minute)
	if code := get("/c/mill"); code != http.StatusUnauthorized {
		t.Errorf("with the session past its hour: %d, want 401", code)
	}

	// Logout.
	g := newFixture(t, trio, nil, "mill")
	d := g.client()
	d.login(g.codes["mill"].HostCode)
	_, page := d.get("/c/mill")
	var sid string
	u, _ := neturl(g)
	for _, k := range d.c.Jar.Cookies(u) {
		sid = k.Value
	}
	if resp, _ := d.post("/logout", url.Values{"csrf": {csrf(t, page)}}); resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("logout: %d", resp.StatusCode)
	}
	code, _ := d.get("/c/mill")
	if code != http.StatusUnauthorized {
		t.Errorf("after logout: %d", code)
	}
	// The old cookie, kept by someone, opens nothing either.
	req, _ := http.NewRequest(http.MethodGet, g.srv.URL+"/c/mill", nil)
	req.AddCookie(&http.Cookie{Name: "labyrinth_session", Value: sid})
	r, err := d.c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	r.Body.Close()
	if r.StatusCode != http.StatusUnauthorized {
		t.Errorf("the logged-out session's cookie: %d", r.StatusCode)
	}
}

// TestLoginComesBackOnlyHere: the page a login returns to is on this
// site.
func TestLoginComesBackOnlyHere(t *testing.T) {
	f := newFixture(t, trio, nil, "mill")
	for _, next := range []string{"//evil.example/", "https://evil.example/", "/\\evil.example"} {
		c := f.client()
		_, body := c.get("/login")
		resp, _ := c.post("/login", url.Values{"csrf": {csrf(t, body)}, "secret": {f.codes["mill"].HostCode}, "next": {next}})
		if loc := resp.Header.Get("Location"); loc != "/" {
			t.Errorf("next %q: back to %q", next, loc)
		}
	}
}
