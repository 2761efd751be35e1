package web_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

// The numbers of pbem/README.md ("Web pages"): a campaign of 8 players
// and 200 rounds, its page rendered on the server (the target: 100 ms)
// and one step of the replay's slider (50 ms).

// benchCampaign plays a campaign of 8 players for 200 rounds, every
// player sending orders every round (from the page's path), once per
// The last orders of a round resolve it.
func benchCampaign(b *testing.B) *fixture {
	var benchF *fixture
	benchErr := ""
	func() {
		var ps []player
		for i := range 8 {
			ps = append(ps, player{fmt.Sprintf("p%d", i+1), fmt.Sprintf("p%d@example.org", i+1), []string{"ru", "en"}[i%2]})
		}
		f := newFixture(b, ps, nil, "bench")
		ctx := context.Background()
		moves := [][]string{{"иду вверх", "иду вниз", "иду направо", "иду налево", "стою"}, {"go up", "go down", "go right", "go left", "wait"}}
		starts := []string{"б2", "C3", "г4", "E5", "б6", "D2", "е3", "G4"}
		for round := 1; round <= 200; round++ {
			for seat := range ps {
				text := moves[seat%2][(seat+round)%5]
				if round == 1 {
					text = map[bool]string{true: "начинаю с ", false: "start at "}[seat%2 == 0] + starts[seat]
				}
				if _, _, err := f.ref.WebOrders(ctx, "bench", seat, text, f.clk.now()); err != nil {
					benchErr = err.Error()
					return
				}
			}
		}
		benchF = f
	}()
	if benchErr != "" {
		b.Fatal(benchErr)
	}
	return benchF
}

// hostGet renders a host page with a logged-in session, on the server
// alone (no network).
func hostGet(b *testing.B, f *fixture, cookie *http.Cookie, path string) string {
	req := httptest.NewRequest(http.MethodGet, path, nil)
	req.AddCookie(cookie)
	rec := httptest.NewRecorder()
	f.web.ServeHTTP(rec, req)
	if rec.Code != http.StatusOK {
		b.Fatalf("%s: %d", path, rec.Code)
	}
	return rec.Body.String()
}

// benchLogin logs in on the server alone: the test server of the first
// benchmark is gone by the second.
func benchLogin(b *testing.B, f *fixture) *http.Cookie {
	rec := httptest.NewRecorder()
	f.web.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/login", nil))
	form := url.Values{"csrf": {csrf(b, rec.Body.String())}, "secret": {f.codes["bench"].HostCode}, "next": {"/"}}
	req := httptest.NewRequest(http.MethodPost, "/login", strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	rec = httptest.NewRecorder()
	f.web.ServeHTTP(rec, req)
	for _, k := range rec.Result().Cookies() {
		if k.Name == "labyrinth_session" {
			return k
		}
	}
	b.Fatalf("no session: %d\n%s", rec.Code, rec.Body.String())
	return nil
}

// BenchmarkCampaignPages measures, on one campaign of 8 players after
// 200 rounds: "page", the host's page of the campaign (the roster, the
// map replayed from the start, the log of every round, the forms), and
// "replay-step", the map of one round as the replay's slider asks for it
// (the game replayed from the start to that round, and drawn).
func BenchmarkCampaignPages(b *testing.B) {
	f := benchCampaign(b)
	cookie := benchLogin(b, f)
	b.Run("page", func(b *testing.B) {
		page := hostGet(b, f, cookie, "/c/bench")
		if !strings.Contains(page, "после хода 200 из 200") {
			i := strings.Index(page, `class="caption"`)
			b.Fatalf("the page does not show round 200: %s", page[i:min(len(page), i+120)])
		}
		b.ReportAllocs()
		for b.Loop() {
			hostGet(b, f, cookie, "/c/bench")
		}
		b.ReportMetric(float64(len(page))/1024, "KiB/page")
	})
	b.Run("replay-step", func(b *testing.B) {
		b.ReportAllocs()
		n := 0
		for b.Loop() {
			n++
			hostGet(b, f, cookie, fmt.Sprintf("/c/bench/map?round=%d", 100+n%100))
		}
	})
}
