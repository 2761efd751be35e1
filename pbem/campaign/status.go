package campaign

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"labyrinth/engine"
	"labyrinth/engine/narrate"
	"labyrinth/pbem/store"
)

// Summary is where a campaign stands: what "labyrinth campaign status"
// prints and the host's "status" command answers.
type Summary struct {
	Campaign *store.Campaign
	Players  []*store.Player
	Rounds   []*RoundSummary
	// Outbox counts outgoing mail by status.
	Outbox map[store.MailStatus]int
	// Failed lists the mail that could not be delivered.
	Failed []*store.Mail
	// Retrying lists the mail still queued after failed attempts.
	Retrying []*store.Mail
}

// RoundSummary is one round in a Summary.
type RoundSummary struct {
	Round *store.Round
	// Sent says, by seat, whether orders came ("yes"), were missing at the
	// resolution ("missing"), were not needed because the rules played the
	// seat's turn ("sat-out": a mine, a trap, a killed player's turns) or
	// are still awaited ("—").
	Sent []string
}

// Status returns the summary of the campaign called name.
func Status(ctx context.Context, s *store.Store, name string) (*Summary, error) {
	return status(ctx, s, name, 0)
}

// status reads the summary of the campaign called name, with the last
// recent rounds (every round for 0).
func status(ctx context.Context, s *store.Store, name string, recent int) (*Summary, error) {
	var out *Summary
	err := s.View(ctx, func(tx *store.Tx) error {
		c, err := tx.Campaign(name)
		if err != nil {
			return fmt.Errorf("campaign %q: %w", name, err)
		}
		out, err = summarize(tx, c.ID, recent)
		return err
	})
	return out, err
}

// summarize reads a campaign's summary; recent > 0 keeps only the last
// rounds.
func summarize(tx *store.Tx, cid int64, recent int) (*Summary, error) {
	c, err := tx.CampaignByID(cid)
	if err != nil {
		return nil, err
	}
	s := &Summary{Campaign: c, Outbox: map[store.MailStatus]int{}}
	if s.Players, err = tx.Players(cid); err != nil {
		return nil, err
	}
	rounds, err := tx.Rounds(cid)
	if err != nil {
		return nil, err
	}
	if recent > 0 && len(rounds) > recent {
		rounds = rounds[len(rounds)-recent:]
	}
	for _, r := range rounds {
		orders, err := tx.Orders(cid, r.Number)
		if err != nil {
			return nil, err
		}
		satOut, err := satOutSeats(tx, cid, r.Number)
		if err != nil {
			return nil, err
		}
		rs := &RoundSummary{Round: r, Sent: make([]string, len(s.Players))}
		for i := range rs.Sent {
			rs.Sent[i] = "—"
		}
		for _, o := range orders {
			if o.Seat < len(rs.Sent) {
				rs.Sent[o.Seat] = "yes"
				switch {
				case o.Missing && satOut[o.Seat]:
					rs.Sent[o.Seat] = "sat-out"
				case o.Missing:
					rs.Sent[o.Seat] = "missing"
				}
			}
		}
		s.Rounds = append(s.Rounds, rs)
	}
	var troubled []*store.Mail
	s.Outbox, troubled, err = tx.OutboxCounts(cid)
	if err != nil {
		return nil, err
	}
	for _, m := range troubled {
		if m.Status == store.MailFailed {
			s.Failed = append(s.Failed, m)
		} else {
			s.Retrying = append(s.Retrying, m)
		}
	}
	return s, nil
}

// String renders the summary as aligned tables, in English: what the
// command line prints.
func (s *Summary) String() string { return s.Say("en") }

// Say renders the summary as aligned tables in lang ("ru" or "en"): what
// the host's mail shows.
func (s *Summary) Say(lang string) string {
	l := engine.Lang(lang)
	say := func(k narrate.Key, vars ...any) string { return tr(lang, k, vars...) }
	// word says a status of the store in words, or as it is when the
	// catalogue has none.
	word := func(prefix, v string) string {
		if k, ok := narrate.Lookup("status." + prefix + "." + v); ok {
			return say(k)
		}
		return v
	}
	var b strings.Builder
	c := s.Campaign
	b.WriteString(say(narrate.KeyStatusCampaign, "name", c.Name, "tag", "[lab:"+c.Tag+"]", "status", word("campaign", string(c.Status)), "round", c.Round) + "\n")
	b.WriteString(say(narrate.KeyStatusPeople, "referee", c.Referee, "host", c.HostEmail, "maze", c.MazeName, "hash", short(c.MazeHash)) + "\n\n")
	w := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	fmt.Fprintln(w, say(narrate.KeyStatusPlayersHeader))
	for _, p := range s.Players {
		fmt.Fprintf(w, "%d\t%s\t%s\t%s\t%s\t%d\n", p.Seat+1, p.Name, p.Email, p.Lang, word("player", string(p.Status)), p.Missed)
	}
	w.Flush()
	b.WriteString("\n")
	w = tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	fmt.Fprint(w, say(narrate.KeyStatusRoundsHeader))
	for _, p := range s.Players {
		fmt.Fprintf(w, "\t%d", p.Seat+1)
	}
	fmt.Fprintln(w, "\t"+say(narrate.KeyStatusRoundsState))
	sent := map[string]string{"yes": say(narrate.KeyStatusOrdersYes), "missing": say(narrate.KeyStatusOrdersMissing),
		"sat-out": say(narrate.KeyStatusOrdersSatOut)}
	for _, r := range s.Rounds {
		res := say(narrate.KeyStatusRoundOpen)
		if !r.Round.Open() {
			res = r.Round.Resolved.Format(time.DateTime)
		}
		fmt.Fprintf(w, "%d\t%s\t%s", r.Round.Number, r.Round.Deadline.Format(time.DateTime), res)
		for _, x := range r.Sent {
			if y, ok := sent[x]; ok {
				x = y
			}
			fmt.Fprintf(w, "\t%s", x)
		}
		fmt.Fprintf(w, "\t%s\n", short(r.Round.StateHash))
	}
	w.Flush()
	b.WriteString("\n" + say(narrate.KeyStatusOutbox, "queued", s.Outbox[store.MailQueued], "sent", s.Outbox[store.MailSent], "failed", s.Outbox[store.MailFailed]) + "\n")
	to := func(m *store.Mail) string { return strings.Join(m.To, ", ") }
	for _, m := range s.Failed {
		b.WriteString("  " + narrate.Counted(narrate.KeyStatusMailFailed, l, engine.GenderMasculine, m.Attempts,
			"kind", m.Kind, "round", strconv.Itoa(m.Round), "to", to(m), "error", m.LastError) + "\n")
	}
	for _, m := range s.Retrying {
		if m.Attempts == 0 {
			b.WriteString("  " + say(narrate.KeyStatusMailWaiting, "kind", m.Kind, "round", m.Round, "to", to(m), "error", m.LastError) + "\n")
			continue
		}
		b.WriteString("  " + narrate.Counted(narrate.KeyStatusMailRetrying, l, engine.GenderMasculine, m.Attempts,
			"kind", m.Kind, "round", strconv.Itoa(m.Round), "to", to(m), "next", m.NextAttempt.UTC().Format(time.DateTime), "error", m.LastError) + "\n")
	}
	return b.String()
}

// ReplayResult is one round of an audit.
type ReplayResult struct {
	Round  int
	Stored string // the hash stored after the round
	Replay string // the hash the replay reached
}

// OK reports whether the replay matched.
func (r ReplayResult) OK() bool { return r.Stored == r.Replay }

// Replay re-plays every resolved round of a campaign from the start state
// and its stored orders and compares each resulting state hash with the
// stored one: the audit that the referee resolved the game by the rules.
func (r *Referee) Replay(ctx context.Context, name string) ([]ReplayResult, error) {
	var out []ReplayResult
	err := r.opts.Store.View(ctx, func(tx *store.Tx) error {
		c, err := tx.Campaign(name)
		if err != nil {
			return fmt.Errorf("campaign %q: %w", name, err)
		}
		g, err := r.restore(tx, c, 0)
		if err != nil {
			return err
		}
		rounds, err := tx.Rounds(c.ID)
		if err != nil {
			return err
		}
		players, err := tx.Players(c.ID)
		if err != nil {
			return err
		}
		for _, rd := range rounds {
			if rd.Open() {
				break
			}
			orders, err := tx.Orders(c.ID, rd.Number)
			if err != nil {
				return err
			}
			ts, err := turns(orders, len(players))
			if err != nil {
				return err
			}
			if _, err := g.Play(ts); err != nil {
				return fmt.Errorf("round %d: %w", rd.Number, err)
			}
			st, err := tx.State(c.ID, rd.Number)
			if err != nil {
				return err
			}
			out = append(out, ReplayResult{Round: rd.Number, Stored: st.Hash, Replay: g.Hash()})
		}
		return nil
	})
	return out, err
}

// RoundView is everything stored about one round, for "labyrinth campaign
// show-round".
type RoundView struct {
	Round  *store.Round
	Orders []*store.Order
	Events []*store.Event
	Mail   []*store.Mail
	// Received is the mail that came in while the round was open, with
	// what became of it.
	Received []*store.Received
}

// ShowRound returns one round of the campaign called name.
func ShowRound(ctx context.Context, s *store.Store, name string, n int) (*RoundView, error) {
	var v RoundView
	err := s.View(ctx, func(tx *store.Tx) error {
		c, err := tx.Campaign(name)
		if err != nil {
			return fmt.Errorf("campaign %q: %w", name, err)
		}
		if n <= 0 {
			n = c.Round
		}
		if v.Round, err = tx.Round(c.ID, n); err != nil {
			return fmt.Errorf("round %d: %w", n, err)
		}
		if v.Orders, err = tx.Orders(c.ID, n); err != nil {
			return err
		}
		if v.Events, err = tx.Events(c.ID, n); err != nil {
			return err
		}
		mails, err := tx.Outbox(c.ID)
		if err != nil {
			return err
		}
		for _, m := range mails {
			if m.Round == n {
				v.Mail = append(v.Mail, m)
			}
		}
		// The mail that resolved the round before came in at the very
		// moment this round opened: it is listed under that round only.
		var prevResolved time.Time
		if prev, err := tx.Round(c.ID, n-1); err == nil && !prev.Open() {
			prevResolved = prev.Resolved
		}
		got, err := tx.Messages(c.ID)
		for _, m := range got {
			if !prevResolved.IsZero() && !m.Received.After(prevResolved) {
				continue
			}
			if !m.Received.Before(v.Round.Opened) && (v.Round.Open() || !m.Received.After(v.Round.Resolved)) {
				m.Raw = nil
				v.Received = append(v.Received, m)
			}
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	return &v, nil
}

// The log's line for a seat whose turn the rules played: its orders were
// not needed, so the status does not count them missing.
const (
	logSatOut  = "sat-out"
	satOutText = "seat %d sits the round out by the rules"
)

// satOutSeats are the seats of round n whose turn the rules played, as
// the log records them.
func satOutSeats(tx *store.Tx, cid int64, n int) (map[int]bool, error) {
	evs, err := tx.Events(cid, n)
	if err != nil {
		return nil, err
	}
	out := map[int]bool{}
	for _, e := range evs {
		var seat int
		if e.Kind == logSatOut {
			if _, err := fmt.Sscanf(e.Text, satOutText, &seat); err == nil {
				out[seat-1] = true
			}
		}
	}
	return out, nil
}
