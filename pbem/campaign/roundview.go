package campaign

import (
	"crypto/sha256"
	"fmt"
	"sync"

	"labyrinth/engine"
	"labyrinth/pbem/store"
)

// roundView is what reading a player's orders needs from the state the
// open round began from: each seat's Expect and how many rounds it sits
// out. Restoring a game from its stored state (JSON, then the hash check)
// is most of the work of an order mail, and the state does not change
// until the round is resolved, so the view is computed once per state and
// kept in memory (see views). It holds plain values, never changed after
// newRoundView: any number of mails can read it, none can alter what the
// next one sees.
type roundView struct {
	expect  []Expect
	sitsOut []int
	sitting map[int]int // sittingOut of the roster; read only
}

// newRoundView reads the view of g for the seats of players.
func newRoundView(g Game, players []*store.Player) *roundView {
	seats := 0
	for _, p := range players {
		seats = max(seats, p.Seat+1)
	}
	v := &roundView{expect: make([]Expect, seats), sitsOut: make([]int, seats), sitting: sittingOut(g, players)}
	for i := range seats {
		v.expect[i] = g.Expect(engine.PlayerID(i))
		v.sitsOut[i] = sitsOut(g, i)
	}
	return v
}

// viewKey identifies a roundView by everything it was computed from: the
// campaign, the round of the state, the maze, the roster's size and the
// stored state itself (its SHA-256 and recorded hash). A view found under
// a key is therefore the view of the very bytes the database holds.
type viewKey struct {
	campaign int64
	round    int
	maze     string
	seats    int
	hash     string
	state    [sha256.Size]byte
}

// maxViews bounds the views kept: one per campaign is all that is read
// (its open round), so this is the number of campaigns kept warm. The
// clock reads every open campaign each tick, so it covers the campaigns a
// referee holds (10,000 idle ones in the benchmark); a view is a few
// hundred bytes.
const maxViews = 16384

// views is the referee's memory of round views. A view enters the shared
// map only when the transaction that read its state has committed; until
// then only that transaction sees it (a batch of mails in one
// transaction shares it), and a rollback drops it. So the memory never
// holds a state the database does not have, and a crash loses nothing but
// time.
type views struct {
	mu      sync.Mutex
	done    map[viewKey]*roundView
	byID    map[int64]viewKey // the key of each campaign's view in done
	pending map[*store.Tx]map[viewKey]*roundView
}

func newViews() *views {
	return &views{done: map[viewKey]*roundView{}, byID: map[int64]viewKey{}, pending: map[*store.Tx]map[viewKey]*roundView{}}
}

// get returns the view under k that tx may see, or nil. A nil *views
// keeps nothing: every mail restores the game.
func (vs *views) get(tx *store.Tx, k viewKey) *roundView {
	if vs == nil {
		return nil
	}
	vs.mu.Lock()
	defer vs.mu.Unlock()
	if v, ok := vs.done[k]; ok {
		return v
	}
	return vs.pending[tx][k]
}

// put keeps v under k for tx, and for everyone once tx commits.
func (vs *views) put(tx *store.Tx, k viewKey, v *roundView) {
	if vs == nil {
		return
	}
	vs.mu.Lock()
	defer vs.mu.Unlock()
	p, ok := vs.pending[tx]
	if !ok {
		p = map[viewKey]*roundView{}
		vs.pending[tx] = p
		tx.OnEnd(func(committed bool) { vs.end(tx, committed) })
	}
	p[k] = v
}

// end publishes tx's views if it committed, and forgets them either way.
func (vs *views) end(tx *store.Tx, committed bool) {
	vs.mu.Lock()
	defer vs.mu.Unlock()
	p := vs.pending[tx]
	delete(vs.pending, tx)
	if !committed {
		return
	}
	for k, v := range p {
		// A newer view of a campaign replaces its older ones: only the
		// open round is read.
		if old, ok := vs.byID[k.campaign]; ok {
			delete(vs.done, old)
		}
		for old := range vs.done {
			if len(vs.done) < maxViews {
				break
			}
			delete(vs.done, old)
			delete(vs.byID, old.campaign)
		}
		vs.done[k] = v
		vs.byID[k.campaign] = k
	}
}

// len is the number of shared views, for tests.
func (vs *views) len() int {
	vs.mu.Lock()
	defer vs.mu.Unlock()
	return len(vs.done)
}

// roundView returns the view of c's open round: what the state after
// round c.Round-1 expects of each seat of players.
func (r *Referee) roundView(tx *store.Tx, c *store.Campaign, players []*store.Player) (*roundView, error) {
	n := c.Round - 1
	st, err := tx.State(c.ID, n)
	if err != nil {
		return nil, fmt.Errorf("the state after round %d: %w", n, err)
	}
	k := viewKey{campaign: c.ID, round: n, maze: c.MazeHash, seats: len(players), hash: st.Hash, state: sha256.Sum256(st.Blob)}
	if v := r.views.get(tx, k); v != nil {
		return v, nil
	}
	g, err := r.restoreState(c, st)
	if err != nil {
		return nil, err
	}
	v := newRoundView(g, players)
	r.views.put(tx, k, v)
	return v, nil
}

// seat returns what the state expects of seat s and how many rounds it
// sits out; false if s is not a seat of the roster the view was made for.
func (v *roundView) seat(s int) (Expect, int, bool) {
	if s < 0 || s >= len(v.expect) {
		return Expect{}, 0, false
	}
	return v.expect[s], v.sitsOut[s], true
}

// grace is c's configured grace time (Config.Grace), which decides after
// every accepted order whether the round may be resolved at once. It is
// read from the stored configuration once and kept by the configuration's
// bytes, a value no caller can change.
func (r *Referee) grace(c *store.Campaign) (Duration, error) {
	r.mu.Lock()
	g, ok := r.graces[string(c.Config)]
	r.mu.Unlock()
	if ok {
		return g, nil
	}
	cfg, err := campaignConfig(c)
	if err != nil {
		return 0, err
	}
	r.mu.Lock()
	if len(r.graces) >= maxViews {
		clear(r.graces)
	}
	r.graces[string(c.Config)] = cfg.Grace
	r.mu.Unlock()
	return cfg.Grace, nil
}
