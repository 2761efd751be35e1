package web

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// The host's login: a session kept in memory (a restart logs everyone
// out), named by a random cookie, with the campaigns it may see.

// sessionCookie is the session cookie's name. The __Host- prefix, where
// the cookie is Secure, pins it to this host and path.
const sessionCookie = "labyrinth_session"

// session is one host's login.
type session struct {
	id      string
	expires time.Time
	// all: logged in with the password, every campaign; else the
	// campaigns whose host code was given, by name.
	all       bool
	campaigns map[string]bool
	lang      string
	// flash is the answer to the host's last command, by campaign, shown
	// once on the campaign's page (kept here, not in the address, so no
	// link can put words on a host's page).
	flash map[string]*flash
}

// may says whether the session may see the campaign called name.
func (ss *session) may(name string) bool { return ss.all || ss.campaigns[name] }

// sessions are the logins, by id.
type sessions struct {
	mu  sync.Mutex
	ttl time.Duration
	now func() time.Time
	m   map[string]*session
}

func newSessions(ttl time.Duration, now func() time.Time) *sessions {
	return &sessions{ttl: ttl, now: now, m: map[string]*session{}}
}

// start makes a session; the oldest are dropped past 10,000.
func (ss *sessions) start(all bool, campaigns []string, lang string) *session {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	now := ss.now()
	for id, x := range ss.m {
		if now.After(x.expires) {
			delete(ss.m, id)
		}
	}
	if len(ss.m) >= 10_000 {
		var oldest *session
		for _, x := range ss.m {
			if oldest == nil || x.expires.Before(oldest.expires) {
				oldest = x
			}
		}
		delete(ss.m, oldest.id)
	}
	s := &session{id: randomToken(), expires: now.Add(ss.ttl), all: all, campaigns: map[string]bool{}, lang: lang}
	for _, c := range campaigns {
		s.campaigns[c] = true
	}
	ss.m[s.id] = s
	return s
}

// get returns the live session called id.
func (ss *sessions) get(id string) *session {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	s := ss.m[id]
	if s == nil {
		return nil
	}
	if ss.now().After(s.expires) {
		delete(ss.m, id)
		return nil
	}
	return s
}

// end logs a session out.
func (ss *sessions) end(id string) {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	delete(ss.m, id)
}

// randomToken is 128 random bits, base64url.
func randomToken() string {
	b := make([]byte, 16)
	rand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}

// Cookies, as miniflux's internal/http/cookie writes them: HttpOnly,
// SameSite=Strict, Secure behind TLS, for the whole site.

func (s *Server) setSessionCookie(w http.ResponseWriter, r *http.Request, ss *session) {
	// MaxAge, not Expires: the browser's clock need not be the server's.
	http.SetCookie(w, &http.Cookie{Name: sessionCookie, Value: ss.id, Path: "/", MaxAge: int(s.opts.SessionTTL / time.Second),
		HttpOnly: true, SameSite: http.SameSiteStrictMode, Secure: s.secure(r)})
}

func (s *Server) expireSessionCookie(w http.ResponseWriter, r *http.Request) {
	http.SetCookie(w, &http.Cookie{Name: sessionCookie, Value: "", Path: "/", MaxAge: -1, Expires: time.Unix(1, 0),
		HttpOnly: true, SameSite: http.SameSiteStrictMode, Secure: s.secure(r)})
}

// sessionOf is the request's live session, or nil.
func (s *Server) sessionOf(r *http.Request) *session {
	c, err := r.Cookie(sessionCookie)
	if err != nil || c.Value == "" {
		return nil
	}
	return s.sessions.get(c.Value)
}

// Form tokens: every form carries a token bound to what it acts for —
// the session of a host's form, the link of a player's, the login form's
// "login" — signed with the server's key and valid for a day. A forged,
// foreign or stale token is refused (see also the cross-origin check in
// routes).

const formTTL = 24 * time.Hour

// formToken is the token for a form bound to bind.
func (s *Server) formToken(bind string) string {
	exp := strconv.FormatInt(s.now().Add(formTTL).Unix(), 36)
	return exp + "." + s.formMAC(bind, exp)
}

func (s *Server) formMAC(bind, exp string) string {
	m := hmac.New(sha256.New, s.key)
	m.Write([]byte("form\x00" + bind + "\x00" + exp))
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil)[:18])
}

// checkForm says whether the request's form token is one made for bind
// and not expired.
func (s *Server) checkForm(r *http.Request, bind string) bool {
	tok := r.PostFormValue("csrf")
	exp, mac, ok := strings.Cut(tok, ".")
	if !ok {
		return false
	}
	t, err := strconv.ParseInt(exp, 36, 64)
	if err != nil || s.now().Unix() > t {
		return false
	}
	return subtle.ConstantTimeCompare([]byte(mac), []byte(s.formMAC(bind, exp))) == 1
}

// limiter rate-limits failures per client address: failed logins and
// player links that open nothing. Ten may come at once, then one every
// six seconds.
type limiter struct {
	mu  sync.Mutex
	now func() time.Time
	m   map[string]*rate.Limiter
}

func newLimiter(now func() time.Time) *limiter {
	return &limiter{now: now, m: map[string]*rate.Limiter{}}
}

const (
	failBurst = 10
	failEvery = 6 * time.Second
)

// limited says whether addr has used up its failures.
func (l *limiter) limited(addr string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	lim := l.m[addr]
	return lim != nil && lim.TokensAt(l.now()) < 1
}

// fail counts a failure of addr.
func (l *limiter) fail(addr string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(l.m) > 100_000 {
		// Forget the addresses whose budget is whole again.
		for a, lim := range l.m {
			if lim.TokensAt(l.now()) >= failBurst {
				delete(l.m, a)
			}
		}
	}
	lim := l.m[addr]
	if lim == nil {
		lim = rate.NewLimiter(rate.Every(failEvery), failBurst)
		l.m[addr] = lim
	}
	lim.AllowN(l.now(), 1)
}

// setFlash keeps the answer to a command for the campaign's page.
func (ss *sessions) setFlash(s *session, campaign string, f *flash) {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	if s.flash == nil {
		s.flash = map[string]*flash{}
	}
	s.flash[campaign] = f
}

// takeFlash returns the answer kept for the campaign's page, once.
func (ss *sessions) takeFlash(s *session, campaign string) *flash {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	f := s.flash[campaign]
	delete(s.flash, campaign)
	return f
}
