package web_test

import (
	"context"
	"fmt"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"labyrinth/engine"
	"labyrinth/engine/bot"
	"labyrinth/engine/order"
)

// TestPlayerPageShowsOnlyOwnMail is a property over bot games: after
// every round, a player's page shows their own letters, as stored, and
// their own orders, and apart from those only the page's own words: no
// cell, wall or item, no line of another player's letters or of the
// host's report that the player's own letters do not hold, no map. The
// engine tells a player nothing of the maze beyond their reports (its
// View of them holds no cell), so what their letters hold is all their
// page may.
func TestPlayerPageShowsOnlyOwnMail(t *testing.T) {
	seeds, rounds := []int64{1, 2, 3}, 10
	if testing.Short() {
		seeds, rounds = seeds[:1], 5
	}
	for _, seed := range seeds {
		t.Run(fmt.Sprint("seed=", seed), func(t *testing.T) { playerPageProperty(t, seed, rounds) })
	}
}

// cellName matches a cell's name as the letters and the orders write it
// (б2, B2, в10).
var cellName = regexp.MustCompile(`(?i)(^|[^\p{L}\d])[a-zа-яё]\d{1,2}($|[^\p{L}\d])`)

func playerPageProperty(t *testing.T, seed int64, rounds int) {
	f := newFixture(t, trio, nil, "mill")
	ctx := context.Background()
	bots := make([]bot.Bot, len(trio))
	for i := range bots {
		b, err := bot.New("random", engine.PlayerID(i), seed)
		if err != nil {
			t.Fatal(err)
		}
		bots[i] = b
	}
	c := f.client()
	for round := 1; round <= rounds; round++ {
		at, err := f.ref.ReplayTo(ctx, "mill", 1<<30, "ru")
		if err != nil {
			t.Fatal(err)
		}
		if at.Game.Over() {
			break
		}
		for seat, p := range trio {
			v := at.Game.ViewOf(engine.PlayerID(seat))
			if v.Skip > 0 || v.Out > 0 {
				continue
			}
			text := order.Format(bots[seat].Turn(v).Actions, engine.Lang(p.lang))
			link := f.link("mill", seat)
			_, page := c.get(link)
			c.post(link, url.Values{"csrf": {csrf(t, page)}, "orders": {text}})
		}
		if res, err := f.ref.HostCommand(ctx, "mill", "resolve", f.clk.now()); err != nil {
			t.Fatal(err)
		} else if !res.Done && !strings.Contains(res.Answer, "2") {
			t.Logf("resolve: %s", res.Answer)
		}
		after, err := f.ref.ReplayTo(ctx, "mill", 1<<30, "ru")
		if err != nil {
			t.Fatal(err)
		}
		for seat := range trio {
			checkPlayerPage(t, f, c, seat, after.Logs)
		}
	}
}

// checkPlayerPage checks one player's page against their own mail.
func checkPlayerPage(t *testing.T, f *fixture, c *client, seat int, hostLogs []string) {
	t.Helper()
	p := trio[seat]
	_, page := c.get(f.link("mill", seat))
	if strings.Contains(page, "<svg") || strings.Contains(page, "hostmap") {
		t.Fatalf("%s's page holds a map", p.name)
	}
	own := map[string]bool{}
	var ownText strings.Builder
	var letters []string
	for _, m := range f.letters("mill", p.email) {
		body := strings.TrimRight(strings.ReplaceAll(decoded(t, m.Raw), "\r\n", "\n"), "\n")
		letters = append(letters, body)
		ownText.WriteString(body + "\n")
		for _, l := range strings.Split(body, "\n") {
			own[strings.TrimSpace(l)] = true
		}
	}
	// The page's texts, by where they stand: letters and orders apart.
	var shown []string
	var words strings.Builder
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	var walk func(n *html.Node, inMail bool)
	walk = func(n *html.Node, inMail bool) {
		if n.Type == html.ElementNode {
			for _, a := range n.Attr {
				if a.Key == "class" && (strings.HasPrefix(a.Val, "letter") || a.Val == "orders" || strings.HasPrefix(a.Val, "answer")) && n.Data != "form" {
					inMail = true
				}
			}
			if n.Data == "pre" && inMail {
				shown = append(shown, strings.TrimRight(textOf(n), "\n"))
				return
			}
			if n.Data == "textarea" {
				ownText.WriteString(textOf(n) + "\n")
				return
			}
			if n.Data == "script" || n.Data == "style" {
				return
			}
		}
		if n.Type == html.TextNode && !inMail {
			words.WriteString(n.Data + "\n")
		}
		for ch := n.FirstChild; ch != nil; ch = ch.NextSibling {
			walk(ch, inMail)
		}
	}
	walk(doc, false)
	// Every text in a letter or orders box is the player's own: a letter
	// as stored, or the orders they sent (which their confirmation reads
	// back).
	orders := ownOrders(t, f, seat)
	for _, s := range shown {
		ok := orders[strings.TrimSpace(s)]
		for _, l := range letters {
			if l == s {
				ok = true
			}
		}
		if !ok {
			t.Errorf("%s's page shows text that is none of her letters or orders:\n%s", p.name, s)
		}
	}
	// Around them the page says no cell, and nothing of another's mail or
	// of the host's report that the player's letters do not hold.
	if m := cellName.FindString(words.String()); m != "" {
		t.Errorf("%s's page names a cell outside her letters: %q in\n%s", p.name, m, words.String())
	}
	all := page
	for other := range trio {
		if other == seat {
			continue
		}
		if strings.Contains(all, trio[other].email) {
			t.Errorf("%s's page shows %s's address", p.name, trio[other].name)
		}
		for _, m := range f.letters("mill", trio[other].email) {
			for _, l := range strings.Split(decoded(t, m.Raw), "\n") {
				l = strings.TrimSpace(l)
				if len([]rune(l)) >= 12 && !own[l] && strings.Contains(all, html.EscapeString(l)) {
					t.Errorf("%s's page shows a line of %s's mail: %q", p.name, trio[other].name, l)
				}
			}
		}
	}
	for _, log := range hostLogs {
		for _, l := range strings.Split(log, "\n") {
			l = strings.TrimSpace(l)
			if len([]rune(l)) >= 12 && !own[l] && strings.Contains(all, html.EscapeString(l)) {
				t.Errorf("%s's page shows a line of the host's report: %q", p.name, l)
			}
		}
	}
}

// ownOrders are the orders the seat's player sent, as the store keeps
// them.
func ownOrders(t *testing.T, f *fixture, seat int) map[string]bool {
	out := map[string]bool{}
	for _, m := range f.received("mill") {
		if m.From == trio[seat].email {
			_, text, _ := strings.Cut(string(m.Raw), "\n\n")
			out[strings.TrimSpace(text)] = true
		}
	}
	return out
}

// textOf is the text under n.
func textOf(n *html.Node) string {
	var b strings.Builder
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.TextNode {
			b.WriteString(n.Data)
		}
		for ch := n.FirstChild; ch != nil; ch = ch.NextSibling {
			walk(ch)
		}
	}
	walk(n)
	return b.String()
}
