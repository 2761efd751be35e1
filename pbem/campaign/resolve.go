package campaign

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"labyrinth/engine"
	"labyrinth/engine/narrate"
	"labyrinth/pbem/store"
)

// restore rebuilds the game as it stood after round n.
func (r *Referee) restore(tx *store.Tx, c *store.Campaign, n int) (Game, error) {
	st, err := tx.State(c.ID, n)
	if err != nil {
		return nil, fmt.Errorf("the state after round %d: %w", n, err)
	}
	return r.restoreState(c, st)
}

// restoreState rebuilds the game from a stored state of c, checking its
// hash.
func (r *Referee) restoreState(c *store.Campaign, st *store.State) (Game, error) {
	m, err := r.maze(c)
	if err != nil {
		return nil, err
	}
	g, err := r.opts.Engine.Restore(m, st.Blob)
	if err != nil {
		return nil, fmt.Errorf("restore the state after round %d: %w", st.Round, err)
	}
	if h := g.Hash(); h != st.Hash {
		return nil, fmt.Errorf("the state after round %d restores to hash %s, not the stored %s", st.Round, h, st.Hash)
	}
	return g, nil
}

// turns builds one turn per seat from a round's stored orders; a seat
// without orders skips (rule B8).
func turns(orders []*store.Order, seats int) ([]engine.Turn, error) {
	ts := make([]engine.Turn, seats)
	for i := range ts {
		ts[i] = engine.Turn{Player: engine.PlayerID(i), Actions: []engine.Action{{Kind: engine.ActSkip}}}
	}
	for _, o := range orders {
		if o.Seat < 0 || o.Seat >= seats || o.Missing {
			continue
		}
		var acts []engine.Action
		if err := json.Unmarshal(o.Actions, &acts); err != nil {
			return nil, fmt.Errorf("round %d, seat %d: stored orders: %w", o.Round, o.Seat, err)
		}
		ts[o.Seat].Actions = acts
	}
	return ts, nil
}

// resolve plays the current round and writes its result — the missing
// orders, the new state, the round's close, the next round, every report —
// in the caller's transaction: all of it commits, or none.
func (r *Referee) resolve(tx *store.Tx, c *store.Campaign, now time.Time) error {
	cfg, err := campaignConfig(c)
	if err != nil {
		return err
	}
	rs := &resolution{r: r, tx: tx, c: c, cfg: cfg, now: now, n: c.Round}
	for _, step := range []func() error{
		rs.load, rs.fillMissing, rs.play, rs.record, rs.advance,
		rs.playerReports, rs.hostReport, rs.tellAbsent,
	} {
		if err := step(); err != nil {
			return err
		}
	}
	c.Round = rs.n + 1
	if rs.over {
		c.Round = rs.n
		c.Status = store.StatusOver
	}
	return nil
}

// resolution is one round being resolved, step by step, in one
// transaction.
type resolution struct {
	r   *Referee
	tx  *store.Tx
	c   *store.Campaign
	cfg *Config
	now time.Time
	n   int // the round

	players []*store.Player
	orders  []*store.Order
	byseat  map[int]*store.Order // the orders players sent
	g       Game

	absentNow []*store.Player // marked absent this round
	satOut    map[int]bool    // silent players the rules play for (V8, D9, V21)
	placed    map[int]bool    // silent players the rules had to place (B6)

	outcome Outcome
	over    bool
	winners []engine.PlayerID
	next    time.Time // the next round's deadline
}

// load reads the open round, its players and orders, and the game as the
// round before left it.
func (rs *resolution) load() error {
	tx, c, n := rs.tx, rs.c, rs.n
	round, err := tx.Round(c.ID, n)
	if err != nil {
		return err
	}
	if !round.Open() {
		return fmt.Errorf("round %d is already resolved", n)
	}
	if rs.players, err = tx.Players(c.ID); err != nil {
		return err
	}
	if rs.orders, err = tx.Orders(c.ID, n); err != nil {
		return err
	}
	rs.byseat = map[int]*store.Order{}
	for _, o := range rs.orders {
		rs.byseat[o.Seat] = o
	}
	rs.g, err = rs.r.restore(tx, c, n-1)
	return err
}

// fillMissing stores a skip for every seat without orders and counts the
// rounds a player missed, marking them absent after cfg.AbsentAfter.
func (rs *resolution) fillMissing() error {
	tx, c, n := rs.tx, rs.c, rs.n
	rs.satOut = map[int]bool{}
	for _, p := range rs.players {
		if rs.byseat[p.Seat] != nil {
			continue
		}
		sitting := rs.g.Expect(engine.PlayerID(p.Seat)).SitsOut
		rs.satOut[p.Seat] = sitting
		skip, _ := json.Marshal([]engine.Action{{Kind: engine.ActSkip}})
		o := &store.Order{CampaignID: c.ID, Round: n, Seat: p.Seat, Actions: skip, Received: rs.now, Missing: true}
		if err := tx.PutOrder(o); err != nil {
			return err
		}
		rs.orders = append(rs.orders, o)
		if sitting && p.Status != store.PlayerRemoved {
			if err := tx.Log(c.ID, n, rs.now, logSatOut, fmt.Sprintf(satOutText, p.Seat+1)); err != nil {
				return err
			}
		}
		if p.Status == store.PlayerRemoved || sitting {
			continue // the rules play a sitting-out player's turn: not missed
		}
		p.Missed++
		if p.Missed >= rs.cfg.AbsentAfter && p.Status == store.PlayerActive {
			p.Status = store.PlayerAbsent
			rs.absentNow = append(rs.absentNow, p)
		}
		if err := tx.UpdatePlayer(p); err != nil {
			return err
		}
	}
	return nil
}

// play plays the round's turns.
func (rs *resolution) play() error {
	g := rs.g
	callByRoster(g, rs.players)
	ts, err := turns(rs.orders, len(rs.players))
	if err != nil {
		return err
	}
	rs.placed = map[int]bool{}
	for _, p := range rs.players {
		if rs.byseat[p.Seat] == nil && g.Expect(engine.PlayerID(p.Seat)).Start {
			rs.placed[p.Seat] = true
		}
	}
	if rs.outcome, err = g.Play(ts); err != nil {
		return fmt.Errorf("round %d: %w", rs.n, err)
	}
	return nil
}

// record stores the new state and closes the round.
func (rs *resolution) record() error {
	tx, c, n := rs.tx, rs.c, rs.n
	blob, err := rs.g.MarshalState()
	if err != nil {
		return err
	}
	hash := rs.g.Hash()
	if err := tx.PutState(c.ID, store.State{Round: n, Blob: blob, Hash: hash}); err != nil {
		return err
	}
	if err := tx.ResolveRound(c.ID, n, rs.now, hash); err != nil {
		return fmt.Errorf("close round %d: %w", n, err)
	}
	missing := 0
	for _, o := range rs.orders {
		if o.Missing {
			missing++
		}
	}
	return tx.Log(c.ID, n, rs.now, "resolved", fmt.Sprintf("round %d resolved, %d of %d orders missing, state %s", n, missing, len(rs.players), short(hash)))
}

// advance ends the campaign when the game is over, or opens the next
// round.
func (rs *resolution) advance() error {
	tx, c, n := rs.tx, rs.c, rs.n
	rs.over, rs.winners = rs.g.Over()
	if rs.over {
		if err := tx.SetCampaignStatus(c.ID, store.StatusOver); err != nil {
			return err
		}
		return tx.Log(c.ID, n, rs.now, "over", fmt.Sprintf("game over, winners %v", rs.winners))
	}
	rs.next = rs.cfg.deadline(n+1, rs.now)
	if err := tx.OpenRound(&store.Round{CampaignID: c.ID, Number: n + 1, Opened: rs.now, Deadline: rs.next}); err != nil {
		return err
	}
	return tx.SetCampaignRound(c.ID, n+1)
}

// winnerNames lists the winners by their roster names.
func (rs *resolution) winnerNames() string {
	if len(rs.winners) == 0 {
		return ""
	}
	var ns []string
	for _, w := range rs.winners {
		if int(w) >= 0 && int(w) < len(rs.players) {
			ns = append(ns, rs.players[w].Name)
		}
	}
	return strings.Join(ns, ", ")
}

// ending is the last letter's end: who won, and the maze revealed. seat
// is the reader's, or -1 for the host.
func (rs *resolution) ending(lang string, seat int) string {
	s := tr(lang, narrate.KeyMailNowinner)
	if len(rs.winners) > 0 {
		s = tr(lang, narrate.KeyMailWon, "names", rs.winnerNames())
	}
	if len(rs.winners) > 1 {
		s = tr(lang, narrate.KeyMailWonMany, "names", rs.winnerNames())
	}
	if len(rs.winners) == 1 && int(rs.winners[0]) == seat {
		s = trg(lang, genderOf(rs.c, rs.players[seat]), narrate.KeyMailYouwon)
	}
	return "\n\n" + s + tr(lang, narrate.KeyMailReveal, "maze", rs.g.Reveal(lang))
}

// playerReports queues every player's report of the round.
func (rs *resolution) playerReports() error {
	for _, p := range rs.players {
		if p.Status == store.PlayerRemoved && !rs.over {
			continue
		}
		if err := rs.r.queue(rs.tx, rs.c, rs.playerReport(p), rs.now); err != nil {
			return err
		}
	}
	return nil
}

// playerReport is player p's report of the round: why the rules played
// for them, what they heard, and what comes next.
func (rs *resolution) playerReport(p *store.Player) letter {
	c, n := rs.c, rs.n
	// note, below the round's heading, says why the rules played for them.
	note := ""
	o := rs.byseat[p.Seat]
	if o == nil {
		note = tr(p.Lang, narrate.KeyMailSkipped)
		if rs.satOut[p.Seat] {
			note = tr(p.Lang, narrate.KeyMailSatout)
		}
		if rs.placed[p.Seat] {
			note = tr(p.Lang, narrate.KeyMailPlaced)
		}
	}
	report := rs.outcome.Report(engine.PlayerID(p.Seat), p.Lang)
	if o != nil && choseSkip(o) { // V12: a skip chosen is acknowledged, as at the terminal
		own := tr(p.Lang, narrate.KeySkipOwn)
		if report == tr(p.Lang, narrate.KeyNothingNew) {
			report = own
		} else {
			report = own + " " + report
		}
	}
	body := tr(p.Lang, narrate.KeyMailReport, "round", n, "note", note, "report", report)
	subject := tr(p.Lang, narrate.KeyMailSubjReport, "tag", subjectTag(c.Tag), "round", n)
	if rs.over {
		body += rs.ending(p.Lang, p.Seat)
		subject = tr(p.Lang, narrate.KeyMailSubjOver, "tag", subjectTag(c.Tag))
	} else if k := sitsOut(rs.g, p.Seat); k > 0 {
		body += tr(p.Lang, narrate.KeyMailSitout, "turns", turnsLeft(p.Lang, k), "rounds", roundSpan(p.Lang, n+1, n+k), "next", n+k+1)
	} else {
		body += tr(p.Lang, narrate.KeyMailNext, "round", n+1, "deadline", formatTime(rs.next, p.Lang))
	}
	body += rs.r.webLink(c, p)
	l := letter{kind: LetterReport, to: p.Email, toName: p.Name, seat: p.Seat, round: n, key: fmt.Sprintf("report/%d/%d", n, p.Seat),
		subject: subject, body: body, auto: "auto-generated"}
	if o != nil && o.MessageID != "" {
		l.inReplyTo = o.MessageID
		l.refs = []string{o.MessageID}
	}
	return l
}

// choseSkip reports whether the player's own orders were to skip the turn
// («пропускаю ход»), not a skip the referee filled in.
func choseSkip(o *store.Order) bool {
	var acts []engine.Action
	if o.Missing || json.Unmarshal(o.Actions, &acts) != nil {
		return false
	}
	return len(acts) == 1 && acts[0].Kind == engine.ActSkip
}

// hostReport queues the host's report of the round.
func (rs *resolution) hostReport() error {
	tx, c, n, lang := rs.tx, rs.c, rs.n, rs.cfg.HostLang
	hostBody := tr(lang, narrate.KeyMailReport, "round", n, "note", "", "report", rs.outcome.HostReport(lang)) + "\n\n" + statusText(tx, c.ID, lang)
	hostSubject := tr(lang, narrate.KeyMailSubjHost, "tag", subjectTag(c.Tag), "round", n)
	if rs.over {
		hostBody += rs.ending(lang, -1)
		hostSubject = tr(lang, narrate.KeyMailSubjOver, "tag", subjectTag(c.Tag)) + fmt.Sprintf(" (%d)", n)
	}
	return rs.r.queue(tx, c, letter{kind: LetterHostReport, to: c.HostEmail, seat: -1, round: n, key: fmt.Sprintf("host-report/%d", n),
		subject: hostSubject, body: hostBody, auto: "auto-generated"}, rs.now)
}

// tellAbsent logs and tells the host of the players marked absent.
func (rs *resolution) tellAbsent() error {
	tx, c, n, lang := rs.tx, rs.c, rs.n, rs.cfg.HostLang
	for _, p := range rs.absentNow {
		if err := tx.Log(c.ID, n, rs.now, "absent", fmt.Sprintf("seat %d (%s) marked absent after %d missed rounds", p.Seat+1, p.Name, p.Missed)); err != nil {
			return err
		}
		if err := rs.r.queue(tx, c, letter{kind: LetterReply, to: c.HostEmail, seat: -1, round: n, key: fmt.Sprintf("absent/%d/%d", n, p.Seat),
			subject: tr(lang, narrate.KeyMailSubjAbsent, "tag", subjectTag(c.Tag)), body: trg(lang, genderOf(c, p), narrate.KeyMailAbsent, "name", p.Name, "seat", p.Seat+1, "turns", turnsLeft(lang, p.Missed))}, rs.now); err != nil {
			return err
		}
	}
	return nil
}

// callByRoster tells g the roster's names, so that a seat the host handed
// to a new player ("replace") is called by the newcomer's name in
// every report, host map and reveal from then on.
func callByRoster(g Game, players []*store.Player) {
	rn, ok := g.(Renamer)
	if !ok {
		return
	}
	seats := make([]RosterSeat, len(players))
	for _, p := range players {
		if p.Seat >= 0 && p.Seat < len(seats) {
			seats[p.Seat].Name = p.Name
			seats[p.Seat].Gender, seats[p.Seat].HasGender = rosterGender(p)
		}
	}
	rn.Rename(seats)
}

func short(h string) string { return h[:min(12, len(h))] }
