package daemon

import (
	"context"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strings"

	"labyrinth/pbem"
	"labyrinth/pbem/web"
)

// WebConfig turns on the referee's web pages (package pbem/web;
// pbem/README.md, "Web pages"): off unless it has an address.
type WebConfig struct {
	// Addr is where the pages listen ("127.0.0.1:8088"); "" turns them
	// off. Keep it on 127.0.0.1 behind a reverse proxy with TLS.
	Addr string `json:"addr,omitempty"`
	// URL is the pages' public address, as players reach them
	// ("https://labyrinth.example.org"): the links in the letters start
	// with it. Default: http:// and the address listened on.
	URL string `json:"url,omitempty"`
	// PasswordEnv names the environment variable holding the host's
	// password, which opens every campaign; without it a campaign's
	// host code opens that campaign.
	PasswordEnv string `json:"password_env,omitempty"`
	// TrustProxy takes the client's address from X-Forwarded-For, as
	// the reverse proxy in front sets it, for the rate limits.
	TrustProxy bool `json:"trust_proxy,omitempty"`
}

// DefaultWebAddr is where the embedded default serves its pages.
const DefaultWebAddr = "127.0.0.1:8088"

// webListen listens for the pages, before the campaigns' referees are
// made, so that their letters carry links to the address really taken.
func (r *Referee) webListen(cfg *WebConfig) error {
	if cfg == nil || cfg.Addr == "" {
		return nil
	}
	ln, err := net.Listen("tcp", cfg.Addr)
	if err != nil {
		return &pbem.HintError{Err: fmt.Errorf("web pages: %w", err),
			Advice: "another program listens there: give --web another address (port 0 picks a free one)"}
	}
	r.webLn = ln
	r.webURL = strings.TrimSuffix(cfg.URL, "/")
	if r.webURL == "" {
		r.webURL = "http://" + ln.Addr().String()
	}
	return nil
}

// webLinks opens the player links of the campaign directory of db.
func (r *Referee) webLinks(db string) (*web.Links, error) {
	if r.webLn == nil {
		return nil, nil
	}
	return web.OpenLinks(filepath.Dir(db))
}

// webServer makes the pages' server once the referees are made.
func (r *Referee) webServer(cfg *WebConfig, links []*web.Links) error {
	if r.webLn == nil {
		return nil
	}
	opts := web.Options{URL: r.webURL, TrustProxy: cfg.TrustProxy, Logger: r.opts.Logger, Now: r.opts.Now}
	if cfg.PasswordEnv != "" {
		opts.Password = os.Getenv(cfg.PasswordEnv)
		if opts.Password == "" {
			return &pbem.HintError{Err: fmt.Errorf("web pages: the environment variable %s is empty", cfg.PasswordEnv),
				Advice: "set it to the host's password for the pages, or leave \"password_env\" out to log in with a host code"}
		}
	}
	for i, ref := range r.Campaigns {
		opts.Sites = append(opts.Sites, web.Site{Referee: ref, Store: r.stores[i], Links: links[i]})
	}
	s, err := web.New(opts)
	if err != nil {
		return err
	}
	r.Web = s
	return nil
}

// ServeWeb serves the web pages, if configured, until ctx is done.
func (r *Referee) ServeWeb(ctx context.Context) error {
	if r.Web == nil {
		return nil
	}
	return r.Web.Serve(ctx, r.webLn)
}

// Run runs the referee (pbem.Run) and, if configured, its web pages,
// until ctx is done.
func (r *Referee) Run(ctx context.Context) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	webErr := make(chan error, 1)
	go func() { webErr <- r.ServeWeb(ctx) }()
	err := pbem.Run(ctx, r.Config())
	cancel()
	if werr := <-webErr; err == nil && werr != nil && ctx.Err() == nil {
		err = werr
	}
	return err
}
