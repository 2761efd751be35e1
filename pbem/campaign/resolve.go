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
	m, err := r.maze(c)
	if err != nil {
		return nil, err
	}
	g, err := r.opts.Engine.Restore(m, st.Blob)
	if err != nil {
		return nil, fmt.Errorf("restore the state after round %d: %w", n, err)
	}
	if h := g.Hash(); h != st.Hash {
		return nil, fmt.Errorf("the state after round %d restores to hash %s, not the stored %s", n, h, st.Hash)
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
	n := c.Round
	round, err := tx.Round(c.ID, n)
	if err != nil {
		return err
	}
	if !round.Open() {
		return fmt.Errorf("round %d is already resolved", n)
	}
	players, err := tx.Players(c.ID)
	if err != nil {
		return err
	}
	orders, err := tx.Orders(c.ID, n)
	if err != nil {
		return err
	}
	byseat := map[int]*store.Order{}
	for _, o := range orders {
		byseat[o.Seat] = o
	}
	g, err := r.restore(tx, c, n-1)
	if err != nil {
		return err
	}
	var absentNow []*store.Player
	satOut := map[int]bool{} // silent players the rules play for (V8, D9, V21)
	for _, p := range players {
		if byseat[p.Seat] != nil {
			continue
		}
		sitting := g.Expect(engine.PlayerID(p.Seat)).SitsOut
		satOut[p.Seat] = sitting
		skip, _ := json.Marshal([]engine.Action{{Kind: engine.ActSkip}})
		o := &store.Order{CampaignID: c.ID, Round: n, Seat: p.Seat, Actions: skip, Received: now, Missing: true}
		if err := tx.PutOrder(o); err != nil {
			return err
		}
		orders = append(orders, o)
		if p.Status == store.PlayerRemoved || sitting {
			continue // the rules play a sitting-out player's turn: not missed
		}
		p.Missed++
		if p.Missed >= cfg.AbsentAfter && p.Status == store.PlayerActive {
			p.Status = store.PlayerAbsent
			absentNow = append(absentNow, p)
		}
		if err := tx.UpdatePlayer(p); err != nil {
			return err
		}
	}
	callByRoster(g, players)
	ts, err := turns(orders, len(players))
	if err != nil {
		return err
	}
	placed := map[int]bool{} // silent players the rules had to place (B6)
	for _, p := range players {
		if byseat[p.Seat] == nil && g.Expect(engine.PlayerID(p.Seat)).Start {
			placed[p.Seat] = true
		}
	}
	outcome, err := g.Play(ts)
	if err != nil {
		return fmt.Errorf("round %d: %w", n, err)
	}
	blob, err := g.MarshalState()
	if err != nil {
		return err
	}
	hash := g.Hash()
	if err := tx.PutState(c.ID, store.State{Round: n, Blob: blob, Hash: hash}); err != nil {
		return err
	}
	if err := tx.ResolveRound(c.ID, n, now, hash); err != nil {
		return fmt.Errorf("close round %d: %w", n, err)
	}
	missing := 0
	for _, o := range orders {
		if o.Missing {
			missing++
		}
	}
	if err := tx.Log(c.ID, n, now, "resolved", fmt.Sprintf("round %d resolved, %d of %d orders missing, state %s", n, missing, len(players), short(hash))); err != nil {
		return err
	}
	over, winners := g.Over()
	var next time.Time
	if over {
		if err := tx.SetCampaignStatus(c.ID, store.StatusOver); err != nil {
			return err
		}
		if err := tx.Log(c.ID, n, now, "over", fmt.Sprintf("game over, winners %v", winners)); err != nil {
			return err
		}
	} else {
		next = cfg.deadline(n+1, now)
		if err := tx.OpenRound(&store.Round{CampaignID: c.ID, Number: n + 1, Opened: now, Deadline: next}); err != nil {
			return err
		}
		if err := tx.SetCampaignRound(c.ID, n+1); err != nil {
			return err
		}
	}
	names := func(lang string) string {
		if len(winners) == 0 {
			return ""
		}
		var ns []string
		for _, w := range winners {
			if int(w) >= 0 && int(w) < len(players) {
				ns = append(ns, players[w].Name)
			}
		}
		return strings.Join(ns, ", ")
	}
	ending := func(lang string, seat int) string {
		s := tr(lang, narrate.KeyMailNowinner)
		if len(winners) > 0 {
			s = tr(lang, narrate.KeyMailWon, "names", names(lang))
		}
		if len(winners) > 1 {
			s = tr(lang, narrate.KeyMailWonMany, "names", names(lang))
		}
		if len(winners) == 1 && int(winners[0]) == seat {
			s = trg(lang, genderOf(c, seat), narrate.KeyMailYouwon)
		}
		return "\n\n" + s + tr(lang, narrate.KeyMailReveal, "maze", g.Reveal(lang))
	}
	for _, p := range players {
		if p.Status == store.PlayerRemoved && !over {
			continue
		}
		body := ""
		o := byseat[p.Seat]
		if o == nil {
			body = tr(p.Lang, narrate.KeyMailSkipped)
			if satOut[p.Seat] {
				body = tr(p.Lang, narrate.KeyMailSatout)
			}
			if placed[p.Seat] {
				body = tr(p.Lang, narrate.KeyMailPlaced)
			}
		}
		body += tr(p.Lang, narrate.KeyMailReport, "round", n, "report", outcome.Report(engine.PlayerID(p.Seat), p.Lang))
		subject := tr(p.Lang, narrate.KeyMailSubjReport, "tag", subjectTag(c.Tag), "round", n)
		if over {
			body += ending(p.Lang, p.Seat)
			subject = tr(p.Lang, narrate.KeyMailSubjOver, "tag", subjectTag(c.Tag))
		} else if k := sitsOut(g, p.Seat); k > 0 {
			body += tr(p.Lang, narrate.KeyMailSitout, "turns", turnsLeft(p.Lang, k), "rounds", roundSpan(p.Lang, n+1, n+k), "next", n+k+1)
		} else {
			body += tr(p.Lang, narrate.KeyMailNext, "round", n+1, "deadline", formatTime(next, p.Lang))
		}
		l := letter{kind: "report", to: p.Email, toName: p.Name, seat: p.Seat, round: n, key: fmt.Sprintf("report/%d/%d", n, p.Seat),
			subject: subject, body: body, auto: "auto-generated"}
		if o != nil && o.MessageID != "" {
			l.inReplyTo = o.MessageID
			l.refs = []string{o.MessageID}
		}
		if err := r.queue(tx, c, l, now); err != nil {
			return err
		}
	}
	hostBody := tr(cfg.HostLang, narrate.KeyMailReport, "round", n, "report", outcome.HostReport(cfg.HostLang)) + "\n\n" + statusText(tx, c.ID, cfg.HostLang)
	hostSubject := tr(cfg.HostLang, narrate.KeyMailSubjHost, "tag", subjectTag(c.Tag), "round", n)
	if over {
		hostBody += ending(cfg.HostLang, -1)
		hostSubject = tr(cfg.HostLang, narrate.KeyMailSubjOver, "tag", subjectTag(c.Tag)) + fmt.Sprintf(" (%d)", n)
	}
	if err := r.queue(tx, c, letter{kind: "host-report", to: c.HostEmail, seat: -1, round: n, key: fmt.Sprintf("host-report/%d", n),
		subject: hostSubject, body: hostBody, auto: "auto-generated"}, now); err != nil {
		return err
	}
	for _, p := range absentNow {
		if err := tx.Log(c.ID, n, now, "absent", fmt.Sprintf("seat %d (%s) marked absent after %d missed rounds", p.Seat+1, p.Name, p.Missed)); err != nil {
			return err
		}
		if err := r.queue(tx, c, letter{kind: "reply", to: c.HostEmail, seat: -1, round: n, key: fmt.Sprintf("absent/%d/%d", n, p.Seat),
			subject: tr(cfg.HostLang, narrate.KeyMailSubjAbsent, "tag", subjectTag(c.Tag)), body: trg(cfg.HostLang, genderOf(c, p.Seat), narrate.KeyMailAbsent, "name", p.Name, "seat", p.Seat+1, "turns", turnsLeft(cfg.HostLang, p.Missed))}, now); err != nil {
			return err
		}
	}
	c.Round = n + 1
	if over {
		c.Round = n
		c.Status = store.StatusOver
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
	names := make([]string, len(players))
	for _, p := range players {
		if p.Seat >= 0 && p.Seat < len(names) {
			names[p.Seat] = p.Name
		}
	}
	rn.Rename(names)
}

func short(h string) string { return h[:min(12, len(h))] }
