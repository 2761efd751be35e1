package web

import (
	"errors"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"labyrinth/engine/narrate"
	"labyrinth/pbem/campaign"
	"labyrinth/pbem/store"
)

// A player's page opens by their personal link alone: /p/CAMPAIGN/SEAT/
// TOKEN (Links). A link that does not open a page — forged, of a seat
// since replaced, or revoked — gets one answer, whichever it is, and
// counts against its address's failures.

// playerHandler is a player page's handler: it runs with the seat the
// link opened.
type playerHandler func(w http.ResponseWriter, r *http.Request, pl *seatOpened)

// seatOpened is the seat a player's link opened.
type seatOpened struct {
	site  *Site
	name  string
	token string
	c     *store.Campaign
	p     *store.Player
}

// self is the page's own address.
func (o *seatOpened) self() string {
	return "/p/" + url.PathEscape(o.name) + "/" + strconv.Itoa(o.p.Seat+1) + "/" + o.token
}

// player guards a player's page: the link must be the seat's live link.
func (s *Server) player(h playerHandler) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		addr := s.clientAddr(r)
		if s.limits.limited(addr) {
			s.problem(w, r, http.StatusTooManyRequests, langOf(r), narrate.KeyWebTooMany)
			return
		}
		o := s.openSeat(r)
		if o == nil {
			s.limits.fail(addr)
			s.log.Warn("web: a player link that opens nothing", "addr", addr)
			s.problem(w, r, http.StatusNotFound, langOf(r), narrate.KeyWebBadLink)
			return
		}
		h(w, r, o)
	}
}

// openSeat checks the request's link; nil when it opens nothing.
func (s *Server) openSeat(r *http.Request) *seatOpened {
	name, token := r.PathValue("name"), r.PathValue("token")
	seat, err := strconv.Atoi(r.PathValue("seat"))
	if err != nil || seat < 1 || len(token) > 64 {
		return nil
	}
	for i := range s.opts.Sites {
		site := &s.opts.Sites[i]
		c, p, err := site.Referee.Seat(r.Context(), name, seat-1)
		if err != nil {
			continue
		}
		if site.Links.Check(name, p, token) {
			return &seatOpened{site: site, name: name, token: token, c: c, p: p}
		}
	}
	return nil
}

// playerData is a player's page.
type playerData struct {
	*campaign.PlayerPage
	Self   string
	Answer *campaign.SentLetter
	Text   string // the orders just sent, kept in the form when refused
}

func (s *Server) playerPage(w http.ResponseWriter, r *http.Request, o *seatOpened) {
	s.renderPlayer(w, r, o, nil, "")
}

// renderPlayer writes the player's page, with the answer to the orders
// just sent, if any.
func (s *Server) renderPlayer(w http.ResponseWriter, r *http.Request, o *seatOpened, answer *campaign.SentLetter, text string) {
	pp, err := o.site.Referee.PlayerPage(r.Context(), o.name, o.p.Seat)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	p := &page{Lang: normLang(pp.Lang), Gender: pp.Gender, CSRF: s.formToken("seat\x00" + o.self()), Live: o.self() + "/events",
		Data: &playerData{PlayerPage: pp, Self: o.self(), Answer: answer, Text: text}}
	p.Title = p.Say(narrate.KeyWebPlayerTitle, "name", pp.Player.Name, "tag", "[lab:"+pp.Campaign.Tag+"]")
	s.render(w, http.StatusOK, "player", p)
}

// maxOrders bounds the orders a form may carry, as a mail's text is.
const maxOrders = 64 << 10

// playerOrders takes the orders from the page's form by the path of an
// order mail, and shows the referee's answer (also mailed).
func (s *Server) playerOrders(w http.ResponseWriter, r *http.Request, o *seatOpened) {
	r.Body = http.MaxBytesReader(w, r.Body, maxOrders+4096)
	if !s.checkForm(r, "seat\x00"+o.self()) {
		s.problem(w, r, http.StatusForbidden, normLang(o.p.Lang), narrate.KeyWebBadForm)
		return
	}
	text := strings.ReplaceAll(r.PostFormValue("orders"), "\r\n", "\n")
	answer, _, err := o.site.Referee.WebOrders(r.Context(), o.name, o.p.Seat, text, s.now())
	if errors.Is(err, store.ErrNotFound) {
		s.problem(w, r, http.StatusNotFound, normLang(o.p.Lang), narrate.KeyWebBadLink)
		return
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.live.poke()
	if answer != nil && answer.Kind == campaign.LetterConfirmation {
		text = "" // taken: the page shows them as the orders in
	}
	s.renderPlayer(w, r, o, answer, text)
}
