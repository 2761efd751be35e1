package web

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"time"

	"labyrinth/pbem/store"
)

// Live pages: an open page listens for server-sent events and, told that
// what it shows has changed, fetches itself again and puts the new
// content in place (static/live.js). The server looks at each watched
// campaign once a Poll, whoever watches it, and tells the watchers when
// its version moved. A host's version is the round, the status, whose
// orders are in, the roster's states and the outbox's counts; a player's
// is only the round, the status and whether their own orders are in, so
// the timing of another player's mail is never told by a page.

// watch is what one event stream watches: a campaign of a site, for the
// host (seat -1) or one seat.
type watch struct {
	site int
	name string
	seat int
}

type live struct {
	s    *Server
	poll time.Duration
	kick chan struct{}

	mu      sync.Mutex
	subs    map[watch]map[chan struct{}]bool
	version map[watch]string
	closed  bool
}

func newLive(s *Server, poll time.Duration) *live {
	return &live{s: s, poll: poll, kick: make(chan struct{}, 1), subs: map[watch]map[chan struct{}]bool{}, version: map[watch]string{}}
}

// poke looks at once (a form just changed something).
func (l *live) poke() {
	select {
	case l.kick <- struct{}{}:
	default:
	}
}

// run looks for news until ctx is done.
func (l *live) run(ctx context.Context) {
	t := time.NewTicker(l.poll)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		case <-l.kick:
		}
		l.look(ctx)
	}
}

// look reads the version of everything watched and tells the watchers of
// what moved.
func (l *live) look(ctx context.Context) {
	l.mu.Lock()
	var ws []watch
	for w := range l.subs {
		ws = append(ws, w)
	}
	l.mu.Unlock()
	for _, w := range ws {
		v, err := l.s.versionOf(ctx, w)
		if err != nil {
			continue
		}
		l.mu.Lock()
		if old, seen := l.version[w]; seen && old != v {
			for ch := range l.subs[w] {
				select {
				case ch <- struct{}{}:
				default:
				}
			}
		}
		l.version[w] = v
		l.mu.Unlock()
	}
}

// subscribe adds a watcher; the returned function removes it.
func (l *live) subscribe(ctx context.Context, w watch) (chan struct{}, func()) {
	ch := make(chan struct{}, 1)
	l.mu.Lock()
	if l.subs[w] == nil {
		l.subs[w] = map[chan struct{}]bool{}
	}
	l.subs[w][ch] = true
	_, seen := l.version[w]
	l.mu.Unlock()
	if !seen {
		if v, err := l.s.versionOf(ctx, w); err == nil {
			l.mu.Lock()
			l.version[w] = v
			l.mu.Unlock()
		}
	}
	return ch, func() {
		l.mu.Lock()
		defer l.mu.Unlock()
		delete(l.subs[w], ch)
		if len(l.subs[w]) == 0 {
			delete(l.subs, w)
			delete(l.version, w)
		}
	}
}

func (l *live) close() {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.closed = true
}

// versionOf reads what a watched page's version is now.
func (s *Server) versionOf(ctx context.Context, w watch) (string, error) {
	var b strings.Builder
	err := s.opts.Sites[w.site].Store.View(ctx, func(tx *store.Tx) error {
		c, err := tx.Campaign(w.name)
		if err != nil {
			return err
		}
		fmt.Fprintf(&b, "%d/%s", c.Round, c.Status)
		seats, err := tx.OrderSeats(c.ID, c.Round)
		if err != nil {
			return err
		}
		if w.seat >= 0 {
			for _, s := range seats {
				if s == w.seat {
					b.WriteString("/in")
				}
			}
			return nil
		}
		fmt.Fprintf(&b, "/%v", seats)
		players, err := tx.Players(c.ID)
		if err != nil {
			return err
		}
		for _, p := range players {
			fmt.Fprintf(&b, "/%s:%s", p.Name, p.Status)
		}
		counts, troubled, err := tx.OutboxCounts(c.ID)
		if err != nil {
			return err
		}
		fmt.Fprintf(&b, "/%d:%d:%d:%d", counts[store.MailQueued], counts[store.MailSent], counts[store.MailFailed], len(troubled))
		return nil
	})
	return b.String(), err
}

// stream writes server-sent events for w until the client goes: a
// "change" event whenever w's version moves, and a comment every 25
// seconds so that proxies keep the connection.
func (s *Server) stream(w http.ResponseWriter, r *http.Request, ws []watch) {
	fl, ok := w.(http.Flusher)
	if !ok {
		http.Error(w, "streaming unsupported", http.StatusInternalServerError)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Accel-Buffering", "no") // nginx: pass events on at once
	w.WriteHeader(http.StatusOK)
	fmt.Fprint(w, "retry: 3000\n\n")
	fl.Flush()
	merged := make(chan struct{}, 1)
	for _, x := range ws {
		ch, cancel := s.live.subscribe(r.Context(), x)
		defer cancel()
		go func() {
			for {
				select {
				case <-r.Context().Done():
					return
				case <-ch:
					select {
					case merged <- struct{}{}:
					default:
					}
				}
			}
		}()
	}
	keep := time.NewTicker(25 * time.Second)
	defer keep.Stop()
	n := 0
	for {
		select {
		case <-r.Context().Done():
			return
		case <-keep.C:
			fmt.Fprint(w, ": keep\n\n")
		case <-merged:
			n++
			fmt.Fprintf(w, "event: change\ndata: %d\n\n", n)
		}
		fl.Flush()
	}
}

// hostEvents streams the news of one campaign (?c=NAME) or, without it,
// of every campaign the session may see.
func (s *Server) hostEvents(w http.ResponseWriter, r *http.Request, ss *session) {
	var ws []watch
	want := r.URL.Query().Get("c")
	for i := range s.opts.Sites {
		var names []string
		s.opts.Sites[i].Store.View(r.Context(), func(tx *store.Tx) error {
			cs, err := tx.Campaigns()
			for _, c := range cs {
				names = append(names, c.Name)
			}
			return err
		})
		for _, n := range names {
			if ss.may(n) && (want == "" || want == n) {
				ws = append(ws, watch{site: i, name: n, seat: -1})
			}
		}
	}
	if len(ws) == 0 {
		s.notFound(w, r, ss.lang)
		return
	}
	s.stream(w, r, ws)
}

// playerEvents streams the news of a player's own page.
func (s *Server) playerEvents(w http.ResponseWriter, r *http.Request, o *seatOpened) {
	for i := range s.opts.Sites {
		if &s.opts.Sites[i] == o.site {
			s.stream(w, r, []watch{{site: i, name: o.name, seat: o.p.Seat}})
			return
		}
	}
	s.notFound(w, r, "")
}
