// Package web serves the referee's pages: the host's dashboard of every
// campaign, a campaign's page with the host's map, a replay of any round,
// the log and the host's commands, and each player's own page with their
// letters and a form for their orders. Pages are rendered on the server
// with html/template; one small script, served as a file, only listens
// for the news that a round resolved (server-sent events) and redraws the
// page without a reload.
//
// The pages do nothing the mail does not: a host's form runs the host's
// mail command (campaign.Referee.HostCommand), a player's orders take the
// path of an order mail (campaign.Referee.WebOrders), and a round shown
// again is replayed from the stored orders (campaign.Referee.ReplayTo).
//
// Security, as pbem/README.md ("Web pages") tells the host: host pages
// need a login (a campaign's host code, or the configured password) and
// every one of them, the root included, answers the login form without
// it; the session cookie is HttpOnly, SameSite=Strict and Secure behind
// TLS, and expires; a player's link is an HMAC of the seat under a key
// kept in the campaign directory (Links), revocable and replaced with
// the seat; every form carries a token bound to its session or link and
// cross-site posts are refused; failed logins and link guesses are
// rate-limited per address; every page is sent with a Content-Security-
// Policy that allows no inline script, frame-ancestors 'none', nosniff
// and no-referrer; html/template escapes every name, order and letter.
package web

import (
	"context"
	"crypto/rand"
	"embed"
	"errors"
	"html/template"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"sync"
	"time"

	"labyrinth/engine/narrate"
	"labyrinth/pbem/campaign"
	"labyrinth/pbem/store"
)

//go:embed templates/*.html
var templateFS embed.FS

//go:embed static
var staticFS embed.FS

// Site is one campaign database the pages serve: its referee, its store
// and the player links of its campaign directory.
type Site struct {
	Referee *campaign.Referee
	Store   *store.Store
	Links   *Links
}

// Options configure a Server. Sites are required; a zero field otherwise
// means the documented default.
type Options struct {
	Sites []Site
	// Password, when set, logs the host in to every campaign; a
	// campaign's host code logs in to that campaign alone.
	Password string
	// URL is the pages' public address ("https://labyrinth.example.org"),
	// for the links in letters; default: the address the server listens
	// on. An https URL makes the session cookie Secure.
	URL string
	// TrustProxy takes the client's address from the last
	// X-Forwarded-For entry, as a reverse proxy on this machine sets it,
	// for the rate limits; without it every client behind the proxy
	// would share one address.
	TrustProxy bool
	// SessionTTL is how long a host's login lasts (default 12 hours).
	SessionTTL time.Duration
	// Poll is how often the server looks for news for the live pages
	// (default one second).
	Poll   time.Duration
	Logger *slog.Logger
	Now    func() time.Time
}

// Server serves the pages. It is an http.Handler.
type Server struct {
	opts     Options
	log      *slog.Logger
	now      func() time.Time
	key      []byte // signs form tokens; new each start
	pages    map[string]*template.Template
	sessions *sessions
	limits   *limiter
	live     *live
	mux      http.Handler

	mu      sync.Mutex
	once    map[string]time.Time          // one-time login tokens: see LoginLink
	replays map[string]*campaign.Replayed // see replayed
}

// New makes a Server.
func New(opts Options) (*Server, error) {
	if len(opts.Sites) == 0 {
		return nil, errors.New("web: Options need a site")
	}
	for _, s := range opts.Sites {
		if s.Referee == nil || s.Store == nil || s.Links == nil {
			return nil, errors.New("web: a site needs its Referee, Store and Links")
		}
	}
	if opts.SessionTTL <= 0 {
		opts.SessionTTL = 12 * time.Hour
	}
	if opts.Poll <= 0 {
		opts.Poll = time.Second
	}
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	s := &Server{opts: opts, log: opts.Logger, now: opts.Now, key: make([]byte, 32), once: map[string]time.Time{},
		replays: map[string]*campaign.Replayed{}}
	rand.Read(s.key)
	var err error
	if s.pages, err = parsePages(); err != nil {
		return nil, err
	}
	s.sessions = newSessions(opts.SessionTTL, s.now)
	s.limits = newLimiter(s.now)
	s.live = newLive(s, opts.Poll)
	s.mux = s.routes()
	return s, nil
}

// routes are the pages, each behind the headers every answer carries.
func (s *Server) routes() http.Handler {
	mux := http.NewServeMux()
	static, _ := fs.Sub(staticFS, "static")
	mux.Handle("GET /static/", http.StripPrefix("/static/", cacheStatic(http.FileServerFS(static))))
	mux.Handle("GET /fonts/{file}", fonts())
	mux.HandleFunc("GET /login", s.loginPage)
	mux.HandleFunc("POST /login", s.login)
	mux.HandleFunc("GET /login/once/{token}", s.loginOnce)
	mux.HandleFunc("POST /logout", s.host(s.logout))
	mux.HandleFunc("GET /{$}", s.host(s.index))
	mux.HandleFunc("GET /c/{name}", s.host(s.campaignPage))
	mux.HandleFunc("GET /c/{name}/map", s.host(s.mapFragment))
	mux.HandleFunc("POST /c/{name}/command", s.host(s.command))
	mux.HandleFunc("POST /c/{name}/link", s.host(s.newLink))
	mux.HandleFunc("GET /events", s.host(s.hostEvents))
	mux.HandleFunc("GET /p/{name}/{seat}/{token}", s.player(s.playerPage))
	mux.HandleFunc("POST /p/{name}/{seat}/{token}", s.player(s.playerOrders))
	mux.HandleFunc("GET /p/{name}/{seat}/{token}/events", s.player(s.playerEvents))
	// Anything else is a host page that is not there: without a login
	// it is the login form, as every host page is.
	mux.HandleFunc("/", s.host(func(w http.ResponseWriter, r *http.Request, _ *session) { s.notFound(w, r, "") }))
	cop := http.NewCrossOriginProtection()
	cop.SetDenyHandler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.problem(w, r, http.StatusForbidden, langOf(r), narrate.KeyWebBadForm)
	}))
	return secureHeaders(cop.Handler(mux))
}

// ServeHTTP implements http.Handler.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) { s.mux.ServeHTTP(w, r) }

// Serve serves the pages on ln until ctx is done, then shuts down,
// waiting a few seconds for pages being written.
func (s *Server) Serve(ctx context.Context, ln net.Listener) error {
	hs := &http.Server{Handler: s, ReadHeaderTimeout: 10 * time.Second, ReadTimeout: time.Minute, IdleTimeout: 2 * time.Minute,
		ErrorLog: slog.NewLogLogger(s.log.Handler(), slog.LevelWarn), MaxHeaderBytes: 64 << 10,
		// The event streams end with ctx: they are never idle, so
		// Shutdown alone would wait for them.
		BaseContext: func(net.Listener) context.Context { return ctx }}
	go s.live.run(ctx)
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	sctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	s.live.close()
	err := hs.Shutdown(sctx)
	if errors.Is(err, context.DeadlineExceeded) {
		err = hs.Close()
	}
	return err
}

// URL is the pages' public address, without a final slash.
func (s *Server) URL() string { return strings.TrimSuffix(s.opts.URL, "/") }

// secure says whether cookies must be Secure: the public address is
// https, or the request itself came over TLS.
func (s *Server) secure(r *http.Request) bool {
	return r.TLS != nil || strings.HasPrefix(s.opts.URL, "https://")
}

// secureHeaders sets the headers every answer carries: a Content-
// Security-Policy that allows scripts, styles and images from the site
// alone (no inline script, no inline style) and no framing, no MIME
// sniffing, no Referer (a player's link never leaves in one).
func secureHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "+
			"font-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'")
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Cross-Origin-Opener-Policy", "same-origin")
		next.ServeHTTP(w, r)
	})
}

// cacheStatic lets browsers keep the script and the style for an hour.
func cacheStatic(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "public, max-age=3600")
		next.ServeHTTP(w, r)
	})
}

// clientAddr is the address a request comes from, for the rate limits.
func (s *Server) clientAddr(r *http.Request) string {
	if s.opts.TrustProxy {
		if xff := r.Header.Values("X-Forwarded-For"); len(xff) > 0 {
			last := xff[len(xff)-1]
			if i := strings.LastIndexByte(last, ','); i >= 0 {
				last = last[i+1:]
			}
			if a := strings.TrimSpace(last); a != "" {
				return a
			}
		}
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}
