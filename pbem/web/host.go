package web

import (
	"context"
	"crypto/subtle"
	"encoding/json"
	"errors"
	"fmt"
	"html/template"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"labyrinth/engine/narrate"
	"labyrinth/pbem/campaign"
	"labyrinth/pbem/store"
)

// hostHandler is a host page's handler: it runs with the host's session.
type hostHandler func(w http.ResponseWriter, r *http.Request, ss *session)

// host guards a host page: without a live session every host page, the
// root included, answers with the login form (401), which comes back to
// the page asked for.
func (s *Server) host(h hostHandler) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		ss := s.sessionOf(r)
		if ss == nil {
			next := "/"
			if r.Method == http.MethodGet {
				next = r.URL.RequestURI()
			}
			s.loginForm(w, r, http.StatusUnauthorized, next, narrate.Key{})
			return
		}
		h(w, r, ss)
	}
}

// loginData is the login page's.
type loginData struct {
	Next, Error string
}

func (s *Server) loginForm(w http.ResponseWriter, r *http.Request, code int, next string, problem narrate.Key) {
	p := &page{Lang: langOf(r), CSRF: s.formToken("login")}
	p.Title = p.Say(narrate.KeyWebLoginTitle)
	d := &loginData{Next: localPath(next)}
	if problem != (narrate.Key{}) {
		d.Error = p.Say(problem)
	}
	p.Data = d
	s.render(w, code, "login", p)
}

// localPath keeps a page to come back to on this site: a path, never an
// address elsewhere ("//evil.example", "https://…").
func localPath(next string) string {
	if !strings.HasPrefix(next, "/") || strings.HasPrefix(next, "//") || strings.HasPrefix(next, "/\\") {
		return "/"
	}
	return next
}

func (s *Server) loginPage(w http.ResponseWriter, r *http.Request) {
	if s.sessionOf(r) != nil {
		http.Redirect(w, r, "/", http.StatusSeeOther)
		return
	}
	s.loginForm(w, r, http.StatusOK, r.URL.Query().Get("next"), narrate.Key{})
}

// login checks a host code or the password: the password opens every
// campaign, a host code the campaigns it is the code of.
func (s *Server) login(w http.ResponseWriter, r *http.Request) {
	addr := s.clientAddr(r)
	next := r.PostFormValue("next")
	if s.limits.limited(addr) {
		s.loginForm(w, r, http.StatusTooManyRequests, next, narrate.KeyWebTooMany)
		return
	}
	if !s.checkForm(r, "login") {
		s.loginForm(w, r, http.StatusForbidden, next, narrate.KeyWebBadForm)
		return
	}
	secret := strings.TrimSpace(r.PostFormValue("secret"))
	var ss *session
	if pw := s.opts.Password; pw != "" && subtle.ConstantTimeCompare([]byte(secret), []byte(pw)) == 1 {
		ss = s.sessions.start(true, nil, "")
	} else if secret != "" && len(secret) < 100 {
		names, lang := s.hostCodeOf(r.Context(), secret)
		if len(names) > 0 {
			ss = s.sessions.start(false, names, lang)
		}
	}
	if ss == nil {
		s.limits.fail(addr)
		s.log.Warn("web: a failed host login", "addr", addr)
		s.loginForm(w, r, http.StatusUnauthorized, next, narrate.KeyWebLoginWrong)
		return
	}
	s.setSessionCookie(w, r, ss)
	http.Redirect(w, r, localPath(next), http.StatusSeeOther)
}

// hostCodeOf names the campaigns whose host code is code, and the host's
// language of the first.
func (s *Server) hostCodeOf(ctx context.Context, code string) ([]string, string) {
	var names []string
	lang := ""
	for _, site := range s.opts.Sites {
		site.Store.View(ctx, func(tx *store.Tx) error {
			cs, err := tx.Campaigns()
			for _, c := range cs {
				if c.HostCode.Match(code) {
					names = append(names, c.Name)
					if lang == "" {
						lang = hostLang(c)
					}
				}
			}
			return err
		})
	}
	return names, lang
}

// LoginLink is a link that logs the host in once, to every campaign,
// within a day: what the demo referee prints for its host to click.
func (s *Server) LoginLink() string {
	tok := randomToken()
	s.mu.Lock()
	s.once[tok] = s.now().Add(24 * time.Hour)
	s.mu.Unlock()
	return s.URL() + "/login/once/" + tok
}

func (s *Server) loginOnce(w http.ResponseWriter, r *http.Request) {
	addr := s.clientAddr(r)
	tok := r.PathValue("token")
	s.mu.Lock()
	exp, ok := s.once[tok]
	delete(s.once, tok)
	s.mu.Unlock()
	if s.limits.limited(addr) || !ok || s.now().After(exp) {
		if !s.limits.limited(addr) {
			s.limits.fail(addr)
		}
		s.loginForm(w, r, http.StatusUnauthorized, "/", narrate.KeyWebLoginWrong)
		return
	}
	ss := s.sessions.start(true, nil, "")
	s.setSessionCookie(w, r, ss)
	http.Redirect(w, r, "/", http.StatusSeeOther)
}

func (s *Server) logout(w http.ResponseWriter, r *http.Request, ss *session) {
	if !s.checkForm(r, ss.id) {
		s.problem(w, r, http.StatusForbidden, ss.lang, narrate.KeyWebBadForm)
		return
	}
	s.sessions.end(ss.id)
	s.expireSessionCookie(w, r)
	http.Redirect(w, r, "/login", http.StatusSeeOther)
}

// hostLang is a campaign's host language.
func hostLang(c *store.Campaign) string {
	var cfg campaign.Config
	if json.Unmarshal(c.Config, &cfg) != nil {
		return "ru"
	}
	return normLang(cfg.HostLang)
}

// found is a campaign the host may see, with its site.
type found struct {
	site *Site
	c    *store.Campaign
}

// campaign finds the campaign called name among the sites.
func (s *Server) campaign(ctx context.Context, name string) (*found, error) {
	for i := range s.opts.Sites {
		site := &s.opts.Sites[i]
		var c *store.Campaign
		err := site.Store.View(ctx, func(tx *store.Tx) error {
			var err error
			c, err = tx.Campaign(name)
			return err
		})
		if err == nil {
			return &found{site: site, c: c}, nil
		}
		if !errors.Is(err, store.ErrNotFound) {
			return nil, err
		}
	}
	return nil, store.ErrNotFound
}

// campaignRow is one campaign on the host's dashboard.
type campaignRow struct {
	Name, Tag, Status string
	Round             int
	Deadline          time.Time
	Players           int
	SentBy            []string // the names of those whose orders are in
	Sitting           []string // the names of those the rules play for
	Summary           *campaign.Summary
	sitting           map[int]int // by seat: the rounds the rules play for it
	// The outbox's letters queued, sent and failed.
	Queued, Sent, Failed int
}

// row reads a campaign's line of the dashboard and its summary.
func (s *Server) row(ctx context.Context, site *Site, name string) (*campaignRow, error) {
	sum, err := campaign.StatusNow(ctx, site.Store, name)
	if err != nil {
		return nil, err
	}
	c := sum.Campaign
	row := &campaignRow{Name: c.Name, Tag: c.Tag, Status: string(c.Status), Round: c.Round, Players: len(sum.Players), Summary: sum,
		Queued: sum.Outbox[store.MailQueued], Sent: sum.Outbox[store.MailSent], Failed: sum.Outbox[store.MailFailed]}
	if n := len(sum.Rounds); n > 0 {
		last := sum.Rounds[n-1]
		row.Deadline = last.Round.Deadline
		if last.Round.Open() {
			for seat, x := range last.Sent {
				if x == "yes" && seat < len(sum.Players) {
					row.SentBy = append(row.SentBy, sum.Players[seat].Name)
				}
			}
		}
	}
	sitting, err := site.Referee.Sitting(ctx, name)
	if err != nil {
		return nil, err
	}
	row.sitting = sitting
	for seat := range sum.Players {
		if sitting[seat] != 0 {
			row.Sitting = append(row.Sitting, sum.Players[seat].Name)
		}
	}
	return row, nil
}

// index is the host's dashboard: every campaign the session may see.
func (s *Server) index(w http.ResponseWriter, r *http.Request, ss *session) {
	var rows []*campaignRow
	lang := ss.lang
	for i := range s.opts.Sites {
		site := &s.opts.Sites[i]
		names, err := campaign.Names(r.Context(), site.Store)
		if err != nil {
			s.fail(w, r, err)
			return
		}
		for _, name := range names {
			if !ss.may(name) {
				continue
			}
			row, err := s.row(r.Context(), site, name)
			if err != nil {
				s.fail(w, r, err)
				return
			}
			if lang == "" {
				lang = hostLang(row.Summary.Campaign)
			}
			rows = append(rows, row)
		}
	}
	p := &page{Lang: normLang(lang), Host: true, CSRF: s.formToken(ss.id), Live: "/events", Data: rows}
	p.Title = p.Say(narrate.KeyWebCampaigns)
	s.render(w, http.StatusOK, "index", p)
}

// fail answers an error the host cannot mend from the page.
func (s *Server) fail(w http.ResponseWriter, r *http.Request, err error) {
	if errors.Is(err, context.Canceled) {
		return
	}
	s.log.Error("web: page", "path", r.URL.Path, "err", err)
	http.Error(w, "internal error", http.StatusInternalServerError)
}

// seatRow is one seat on a campaign's page.
type seatRow struct {
	Player *store.Player
	// ThisRound is "yes", "awaited", "sits-out" (or "" when no round is
	// open).
	ThisRound string
	Link      string
}

// campaignData is a campaign's page.
type campaignData struct {
	Row     *campaignRow
	Seats   []seatRow
	Map     *mapData
	Log     []logRound
	Flash   *flash
	Rounds  []int
	Waiting bool // a duel by mail that waits for its mazes
}

// logRound is one round of the log, as the host's report tells it.
type logRound struct {
	Round  int
	Report string
}

// flash is the answer to the host's last command.
type flash struct {
	OK   bool
	Text string
}

// campaignPage is a campaign's page: the roster and this round's orders,
// the host's map (of the round asked for: the replay), the log and the
// host's commands.
func (s *Server) campaignPage(w http.ResponseWriter, r *http.Request, ss *session) {
	d, p, ok := s.campaignData(w, r, ss)
	if !ok {
		return
	}
	s.render(w, http.StatusOK, "campaign", p)
	_ = d
}

// campaignData reads what a campaign's page shows.
func (s *Server) campaignData(w http.ResponseWriter, r *http.Request, ss *session) (*campaignData, *page, bool) {
	name := r.PathValue("name")
	f, err := s.campaign(r.Context(), name)
	if errors.Is(err, store.ErrNotFound) || (err == nil && !ss.may(name)) {
		s.notFound(w, r, ss.lang)
		return nil, nil, false
	}
	if err != nil {
		s.fail(w, r, err)
		return nil, nil, false
	}
	lang := hostLang(f.c)
	row, err := s.row(r.Context(), f.site, name)
	if err != nil {
		s.fail(w, r, err)
		return nil, nil, false
	}
	d := &campaignData{Row: row, Waiting: f.c.Round == 0}
	sitting := row.sitting
	var open *campaign.RoundSummary
	if n := len(row.Summary.Rounds); n > 0 && row.Summary.Rounds[n-1].Round.Open() && f.c.Status != store.StatusOver {
		open = row.Summary.Rounds[n-1]
	}
	for _, pl := range row.Summary.Players {
		sr := seatRow{Player: pl, Link: f.site.Links.Path(name, pl)}
		switch {
		case open == nil:
		case sitting[pl.Seat] != 0:
			sr.ThisRound = "sits-out"
		case pl.Seat < len(open.Sent) && open.Sent[pl.Seat] == "yes":
			sr.ThisRound = "yes"
		default:
			sr.ThisRound = "awaited"
		}
		d.Seats = append(d.Seats, sr)
	}
	if !d.Waiting {
		if d.Map, d.Log, err = s.replay(r.Context(), f, r.URL.Query().Get("round"), lang); err != nil {
			s.fail(w, r, err)
			return nil, nil, false
		}
	}
	d.Flash = s.sessions.takeFlash(ss, name)
	p := &page{Lang: lang, Host: true, CSRF: s.formToken(ss.id), Live: "/events?c=" + url.QueryEscape(name), Data: d}
	p.Title = name
	return d, p, true
}

// mapData is the host's map of one round.
type mapData struct {
	Campaign string
	Round    int // the round shown (0: the start)
	Rounds   int // the rounds resolved
	Text     string
	SVG      template.HTML
	Players  []string // the host's lines on each player after the round
	Problem  string
}

// replay replays the campaign to the round asked ("" or past the last:
// the last) and tells every round's host report.
func (s *Server) replay(ctx context.Context, f *found, round, lang string) (*mapData, []logRound, error) {
	all, err := s.replayed(ctx, f, lang)
	if errors.Is(err, campaign.ErrNotRules) {
		return &mapData{Campaign: f.c.Name, Problem: err.Error()}, nil, nil
	}
	if err != nil {
		return nil, nil, err
	}
	var log []logRound
	for i, rep := range all.Logs {
		log = append(log, logRound{Round: i + 1, Report: rep})
	}
	slices.Reverse(log)
	n, err := strconv.Atoi(round)
	if err != nil || n > all.Rounds || n < 0 {
		n = all.Rounds
	}
	at := all
	if n != all.Rounds {
		if at, err = f.site.Referee.ReplayMap(ctx, f.c.Name, n, lang); err != nil {
			return nil, nil, err
		}
	}
	return drawMap(f.c.Name, at, lang), log, nil
}

// mapFragment is the host's map of one round alone, for the replay's
// slider to put in place without a reload.
func (s *Server) mapFragment(w http.ResponseWriter, r *http.Request, ss *session) {
	name := r.PathValue("name")
	f, err := s.campaign(r.Context(), name)
	if errors.Is(err, store.ErrNotFound) || (err == nil && !ss.may(name)) || (err == nil && f.c.Round == 0) {
		s.notFound(w, r, ss.lang)
		return
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	lang := hostLang(f.c)
	n, err := strconv.Atoi(r.URL.Query().Get("round"))
	if err != nil || n < 0 {
		n = 1 << 30
	}
	at, err := f.site.Referee.ReplayMap(r.Context(), name, n, lang)
	if err != nil && !errors.Is(err, campaign.ErrNotRules) {
		s.fail(w, r, err)
		return
	}
	md := &mapData{Campaign: name}
	if err != nil {
		md.Problem = err.Error()
	} else {
		md = drawMap(name, at, lang)
	}
	s.renderFragment(w, "campaign", "map", &page{Lang: lang, Host: true, Data: md})
}

// hostCommands are the commands the page's forms run, by the form's
// name, with the fields that follow the command's word, in order.
var hostCommands = map[string][]string{
	"pause":         nil,
	"resume":        nil,
	"deadline":      {"time"},
	"resolve":       nil,
	"replace":       {"seat", "name", "email", "lang", "gender"},
	"remove":        {"seat"},
	"resend":        {"seat", "round"},
	"resend-failed": nil,
	"end":           nil,
}

// hostForm checks a host's form post for campaign name: its CSRF token,
// and that the session may act on the campaign. It answers the request
// itself and returns false when the post goes no further.
func (s *Server) hostForm(w http.ResponseWriter, r *http.Request, ss *session, name string) (*found, bool) {
	if !s.checkForm(r, ss.id) {
		s.problem(w, r, http.StatusForbidden, ss.lang, narrate.KeyWebBadForm)
		return nil, false
	}
	f, err := s.campaign(r.Context(), name)
	if errors.Is(err, store.ErrNotFound) || (err == nil && !ss.may(name)) {
		s.notFound(w, r, ss.lang)
		return nil, false
	}
	if err != nil {
		s.fail(w, r, err)
		return nil, false
	}
	return f, true
}

// command runs one of the host's mail commands from its form, by the
// very code that runs it from the host's mail, and shows its answer.
func (s *Server) command(w http.ResponseWriter, r *http.Request, ss *session) {
	name := r.PathValue("name")
	f, ok := s.hostForm(w, r, ss, name)
	if !ok {
		return
	}
	cmd := r.PostFormValue("cmd")
	fields, known := hostCommands[cmd]
	if !known {
		s.notFound(w, r, hostLang(f.c))
		return
	}
	words := []string{cmd}
	for _, fl := range fields {
		// One line of words: a field cannot add a line or a command.
		if v := strings.Join(strings.Fields(r.PostFormValue(fl)), " "); v != "" {
			words = append(words, v)
		}
	}
	res, err := f.site.Referee.HostCommand(r.Context(), name, strings.Join(words, " "), s.now())
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.live.poke()
	s.sessions.setFlash(ss, name, &flash{OK: res.Done, Text: res.Answer})
	http.Redirect(w, r, "/c/"+url.PathEscape(name), http.StatusSeeOther)
}

// newLink revokes a seat's link: the old one opens nothing, the next
// report carries the new one.
func (s *Server) newLink(w http.ResponseWriter, r *http.Request, ss *session) {
	name := r.PathValue("name")
	f, ok := s.hostForm(w, r, ss, name)
	if !ok {
		return
	}
	seat, err := strconv.Atoi(r.PostFormValue("seat"))
	_, pl, perr := f.site.Referee.Seat(r.Context(), name, seat-1)
	if err != nil || perr != nil {
		s.notFound(w, r, hostLang(f.c))
		return
	}
	if err := f.site.Links.Revoke(name, pl.Seat); err != nil {
		s.fail(w, r, err)
		return
	}
	p := &page{Lang: hostLang(f.c)}
	s.sessions.setFlash(ss, name, &flash{OK: true, Text: p.Say(narrate.KeyWebNewLink, "seat", seat, "link", s.URL()+f.site.Links.Path(name, pl))})
	http.Redirect(w, r, "/c/"+url.PathEscape(name), http.StatusSeeOther)
}

// replayed is the campaign replayed to its last round, kept in memory
// while the campaign stays as it was: resolved rounds never change, so
// the replay is made again only when a round resolves, the roster's
// names change (the log calls seats by them) or the game ends. Nothing
// of it is stored.
func (s *Server) replayed(ctx context.Context, f *found, lang string) (*campaign.Replayed, error) {
	key, err := replayKey(ctx, f, lang)
	if err != nil {
		return nil, err
	}
	s.mu.Lock()
	at, ok := s.replays[key]
	s.mu.Unlock()
	if ok {
		return at, nil
	}
	at, err = f.site.Referee.ReplayTo(ctx, f.c.Name, 1<<30, lang)
	if err != nil {
		return nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.replays) >= 64 {
		clear(s.replays)
	}
	s.replays[key] = at
	return at, nil
}

// replayKey names what a replay to the last round depends on.
func replayKey(ctx context.Context, f *found, lang string) (string, error) {
	var b strings.Builder
	err := f.site.Store.View(ctx, func(tx *store.Tx) error {
		c, err := tx.CampaignByID(f.c.ID)
		if err != nil {
			return err
		}
		fmt.Fprintf(&b, "%p\x00%s\x00%d\x00%s\x00%s", f.site, c.Name, c.Round, c.Status, lang)
		players, err := tx.Players(c.ID)
		for _, p := range players {
			fmt.Fprintf(&b, "\x00%s/%s", p.Name, p.Gender)
		}
		return err
	})
	return b.String(), err
}
