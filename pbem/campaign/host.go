package campaign

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"labyrinth/engine/narrate"
	"labyrinth/pbem/store"
)

// hostHelp lists the host's mail commands.
const hostHelp = `Host commands: mail the referee from your address, with the subject tag,
your host code on the first line ("code: …") and one command below it:

  status                        where the game stands
  pause | resume                stop and restart the clock; orders still count, the paused time is given back
  deadline 2026-12-01 18:00     set the current round's deadline, UTC (or: deadline +12h)
  resolve                       resolve the current round now
  resend SEAT [ROUND]           send a player's report again (default: the last round)
  resend-failed                 queue all mail that failed (invitations too) again, after fixing the cause
  remove SEAT                   the player leaves: their turns are skipped
  replace SEAT NAME EMAIL [LANG]  a new player takes the seat, with a new code
  end                           end the game now and send everyone the reveal
`

// hostCommand runs one host command and answers the host.
func (r *Referee) hostCommand(tx *store.Tx, c *store.Campaign, in *Incoming, text string, now time.Time) (string, error) {
	outcome, answer, err := r.runHostCommand(tx, c, in, text, now)
	if err != nil {
		return "", err
	}
	cfg, err := campaignConfig(c)
	if err != nil {
		return "", err
	}
	return outcome, r.queue(tx, c, letter{kind: "reply", to: c.HostEmail, seat: -1, round: c.Round, key: "reply/" + in.MessageID,
		subject: tr(cfg.HostLang, narrate.KeyMailSubjReply, "tag", subjectTag(c.Tag)), body: answer, inReplyTo: in.MessageID, auto: "auto-replied"}, now)
}

// HostCommand runs a host command on the campaign called name, as if the
// host had mailed it, and returns the answer instead of mailing it: the
// same commands from the host's own machine ("labyrinth campaign host").
// It reports false when the command was refused.
func (r *Referee) HostCommand(ctx context.Context, name, command string, now time.Time) (answer string, ok bool, err error) {
	now = now.UTC()
	err = r.opts.Store.Update(ctx, func(tx *store.Tx) error {
		c, err := tx.Campaign(name)
		if err != nil {
			return fmt.Errorf("campaign %q: %w", name, err)
		}
		id := fmt.Sprintf("cli/%d", now.UnixNano())
		var outcome string
		outcome, answer, err = r.runHostCommand(tx, c, &Incoming{MessageID: id}, command, now)
		ok = !strings.HasPrefix(outcome, "host rejected")
		return err
	})
	return answer, ok, err
}

// runHostCommand runs one host command and returns the outcome to record
// and the answer for the host.
func (r *Referee) runHostCommand(tx *store.Tx, c *store.Campaign, in *Incoming, text string, now time.Time) (outcome, answer string, err error) {
	cfg, err := campaignConfig(c)
	if err != nil {
		return "", "", err
	}
	lang := cfg.HostLang
	var line string
	for _, l := range strings.Split(text, "\n") {
		if strings.TrimSpace(l) != "" {
			line = strings.TrimSpace(l)
			break
		}
	}
	f := strings.Fields(line)
	outcome = "host: " + line
	fail := func(format string, args ...any) {
		answer = "Not done: " + fmt.Sprintf(format, args...) + "\n\n" + hostHelp
		outcome = "host rejected: " + line
	}
	seat := func(i int) (*store.Player, bool) {
		if len(f) <= i {
			fail("%s needs a seat number", f[0])
			return nil, false
		}
		players, err := tx.Players(c.ID)
		if err != nil {
			fail("%v", err)
			return nil, false
		}
		n, err := strconv.Atoi(f[i])
		if err == nil && n >= 1 && n <= len(players) {
			return players[n-1], true
		}
		for _, p := range players {
			if strings.EqualFold(p.Name, f[i]) {
				return p, true
			}
		}
		fail("no seat %q (seats are 1 to %d)", f[i], len(players))
		return nil, false
	}
	open := c.Status != store.StatusOver
	switch {
	case len(f) == 0:
		fail("no command")
	case c.Round == 0 && (f[0] == "deadline" || f[0] == "resolve" || f[0] == "end" || f[0] == "resend"):
		fail("the duel has not begun: it waits for both players' mazes")
	case f[0] == "status":
		answer = statusText(tx, c.ID, lang)
	case f[0] == "pause" && open:
		if c.Status != store.StatusPaused {
			if err := tx.SetCampaignStatus(c.ID, store.StatusPaused); err != nil {
				return "", "", err
			}
			if err := tx.Log(c.ID, c.Round, now, "paused", "paused by the host"); err != nil {
				return "", "", err
			}
		}
		answer = "Paused. Deadlines do not pass until you send \"resume\"; then the round gets back the time it was paused."
	case f[0] == "resume" && open:
		wasPaused := c.Status == store.StatusPaused
		if err := tx.SetCampaignStatus(c.ID, store.StatusOpen); err != nil {
			return "", "", err
		}
		c.Status = store.StatusOpen
		round, err := tx.Round(c.ID, c.Round)
		if err != nil {
			return "", "", err
		}
		if wasPaused && c.Round > 0 {
			// The round gets back the time it spent paused.
			evs, err := tx.Events(c.ID, -1)
			if err != nil {
				return "", "", err
			}
			var pausedAt time.Time
			for _, ev := range evs {
				if ev.Kind == "paused" {
					pausedAt = ev.At
				}
			}
			if !pausedAt.IsZero() && round.Deadline.After(pausedAt) && now.After(pausedAt) {
				round.Deadline = round.Deadline.Add(now.Sub(pausedAt))
				if err := tx.SetDeadline(c.ID, c.Round, round.Deadline); err != nil {
					return "", "", err
				}
			}
		}
		answer = "Resumed. The deadline of round " + strconv.Itoa(c.Round) + " is " + formatTime(round.Deadline, lang) + "."
	case f[0] == "deadline" && open:
		if len(f) < 2 {
			fail("deadline needs a time (2026-12-01T18:00:00Z) or +DURATION")
			break
		}
		var t time.Time
		if strings.HasPrefix(f[1], "+") {
			d, err := parseDuration(f[1][1:])
			if err != nil {
				fail("%v", err)
				break
			}
			t = now.Add(d)
		} else if t, err = parseTime(strings.Join(f[1:], " ")); err != nil {
			fail("%q is not a time: write 2026-12-01 18:00 (UTC), 2026-12-01T18:00:00Z or +12h", strings.Join(f[1:], " "))
			break
		}
		if err := tx.SetDeadline(c.ID, c.Round, t); err != nil {
			return "", "", err
		}
		answer = fmt.Sprintf("The deadline of round %d is now %s.", c.Round, formatTime(t, lang))
	case f[0] == "resolve" && open:
		n := c.Round
		if err := r.resolve(tx, c, now); err != nil {
			return "", "", err
		}
		answer = fmt.Sprintf("Round %d resolved; the reports are on their way.", n)
	case f[0] == "resend":
		p, ok := seat(1)
		if !ok {
			break
		}
		n := c.Round - 1
		if c.Status == store.StatusOver {
			n = c.Round
		}
		if len(f) > 2 {
			if n, err = strconv.Atoi(f[2]); err != nil {
				fail("%q is not a round number", f[2])
				break
			}
		}
		sent, err := r.resend(tx, c, p, n, in.MessageID, now)
		if err != nil {
			return "", "", err
		}
		if !sent {
			fail("there is no report of round %d for seat %d (an invitation that failed goes again with \"resend-failed\"; a new code: \"replace\")", n, p.Seat+1)
			break
		}
		answer = fmt.Sprintf("The report of round %d goes again to %s <%s>.", n, p.Name, p.Email)
	case f[0] == "resend-failed":
		n, err := tx.Requeue(c.ID, now)
		if err != nil {
			return "", "", err
		}
		if n == 0 {
			fail("no failed mail to send again")
			break
		}
		answer = fmt.Sprintf("%d failed messages are queued again.", n)
	case f[0] == "remove" && open:
		p, ok := seat(1)
		if !ok {
			break
		}
		p.Status = store.PlayerRemoved
		if err := tx.UpdatePlayer(p); err != nil {
			return "", "", err
		}
		if err := tx.Log(c.ID, c.Round, now, "removed", fmt.Sprintf("seat %d (%s) removed by the host", p.Seat+1, p.Name)); err != nil {
			return "", "", err
		}
		answer = fmt.Sprintf("Seat %d (%s) is removed: their turns are skipped.", p.Seat+1, p.Name)
	case f[0] == "replace" && open:
		p, ok := seat(1)
		if !ok {
			break
		}
		if len(f) < 4 {
			fail("replace needs SEAT NAME EMAIL [LANG]")
			break
		}
		email, err := address("email", f[3])
		if err != nil {
			fail("%v", err)
			break
		}
		pl := "ru"
		if len(f) > 4 {
			pl = f[4]
		}
		if !knownLang(pl) {
			fail("language %q: use ru or en", pl)
			break
		}
		old := p.Name
		code := store.NewCode()
		p.Name, p.Email, p.Lang, p.Code, p.Status, p.Missed = f[2], email, pl, store.HashCode(code), store.PlayerActive, 0
		if err := tx.UpdatePlayer(p); err != nil {
			return "", "", err
		}
		round, err := tx.Round(c.ID, c.Round)
		if err != nil {
			return "", "", err
		}
		players, _ := tx.Players(c.ID)
		open := ""
		if g, err := r.startGame(tx, c); err == nil {
			open = opening(g, p.Seat, p.Lang)
		} else {
			r.log.Warn("a replacement's invitation goes without the opening announcement", "campaign", c.Name, "err", err)
		}
		m, _ := r.maze(c)
		if err := r.queue(tx, c, letter{kind: "invitation", to: p.Email, toName: p.Name, seat: p.Seat, round: c.Round,
			key:     fmt.Sprintf("invite/%d/%s/%s", p.Seat, p.Email, in.MessageID),
			subject: tr(p.Lang, narrate.KeyMailSubjInvite, "tag", subjectTag(c.Tag)),
			body:    invitation(c, p, len(players), code, r.exampleFor(tx, c, p.Seat, p.Lang), round.Deadline, open, m)}, now); err != nil {
			return "", "", err
		}
		if err := tx.Log(c.ID, c.Round, now, "replaced", fmt.Sprintf("seat %d: %s replaced by %s", p.Seat+1, old, p.Name)); err != nil {
			return "", "", err
		}
		answer = fmt.Sprintf("Seat %d: %s takes over from %s; the invitation with a new code is on its way.", p.Seat+1, p.Name, old)
	case f[0] == "end" && open:
		if err := r.end(tx, c, now); err != nil {
			return "", "", err
		}
		answer = "The game is ended; everyone gets the reveal."
	case !open:
		fail("the game is over")
	default:
		fail("unknown command %q%s", f[0], didYouMean(f[0]))
	}
	if err := tx.Log(c.ID, c.Round, now, "host", outcome); err != nil {
		return "", "", err
	}
	return outcome, answer, nil
}

// hostWords are the host's commands, for «did you mean».
var hostWords = []string{"status", "pause", "resume", "deadline", "resolve", "resend", "resend-failed", "remove", "replace", "end"}

// didYouMean names the host command closest to a mistyped one: one or two
// letters off.
func didYouMean(w string) string {
	best, bestD := "", 3
	for _, c := range hostWords {
		if d := editDistance(strings.ToLower(w), c); d < bestD {
			best, bestD = c, d
		}
	}
	if best == "" {
		return ""
	}
	return fmt.Sprintf(" (did you mean %q?)", best)
}

func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur := make([]int, len(rb)+1)
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev = cur
	}
	return prev[len(rb)]
}

// parseTime reads a deadline as the host writes it, in UTC unless a zone
// is given; the form status prints ("2026-11-24 12:53:31", "… UTC") too.
func parseTime(s string) (time.Time, error) {
	s = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(s), "UTC"))
	for _, layout := range []string{time.RFC3339, "2006-01-02T15:04Z07:00", "2006-01-02T15:04:05", "2006-01-02T15:04", "2006-01-02 15:04:05", "2006-01-02 15:04"} {
		if t, err := time.Parse(layout, s); err == nil {
			return t.UTC(), nil
		}
	}
	return time.Time{}, fmt.Errorf("bad time %q", s)
}

// resend queues a stored report again, under a new Message-ID.
func (r *Referee) resend(tx *store.Tx, c *store.Campaign, p *store.Player, round int, cause string, now time.Time) (bool, error) {
	mails, err := tx.Outbox(c.ID)
	if err != nil {
		return false, err
	}
	for _, m := range mails {
		if m.Kind == "report" && m.Round == round && m.Seat == p.Seat {
			id := messageID(c.Referee, c.Name+"/resend/"+m.MessageID+"/"+cause)
			raw := replaceMessageID(m.Raw, m.MessageID, id)
			_, err := tx.Enqueue(&store.Mail{CampaignID: c.ID, MessageID: id, From: c.Referee, To: []string{p.Email},
				Raw: raw, Kind: "report", Round: round, Seat: p.Seat, Created: now})
			return true, err
		}
	}
	return false, nil
}

// replaceMessageID swaps the Message-ID header of a raw message.
func replaceMessageID(raw []byte, old, new string) []byte {
	return []byte(strings.Replace(string(raw), "<"+old+">", "<"+new+">", 1))
}

// end stops the game at the host's word: everyone gets the reveal.
func (r *Referee) end(tx *store.Tx, c *store.Campaign, now time.Time) error {
	g, err := r.restore(tx, c, c.Round-1)
	if err != nil {
		return err
	}
	if err := tx.SetCampaignStatus(c.ID, store.StatusOver); err != nil {
		return err
	}
	if err := tx.Log(c.ID, c.Round, now, "over", "ended by the host"); err != nil {
		return err
	}
	cfg, err := campaignConfig(c)
	if err != nil {
		return err
	}
	players, err := tx.Players(c.ID)
	if err != nil {
		return err
	}
	callByRoster(g, players)
	for _, p := range players {
		if err := r.queue(tx, c, letter{kind: "reveal", to: p.Email, toName: p.Name, seat: p.Seat, round: c.Round, key: fmt.Sprintf("reveal/%d", p.Seat),
			subject: tr(p.Lang, narrate.KeyMailSubjOver, "tag", subjectTag(c.Tag)), body: tr(p.Lang, narrate.KeyMailNowinner) + tr(p.Lang, narrate.KeyMailReveal, "maze", g.Reveal(p.Lang)), auto: "auto-generated"}, now); err != nil {
			return err
		}
	}
	c.Status = store.StatusOver
	return r.queue(tx, c, letter{kind: "reveal", to: c.HostEmail, seat: -1, round: c.Round, key: "reveal/host",
		subject: tr(cfg.HostLang, narrate.KeyMailSubjOver, "tag", subjectTag(c.Tag)), body: tr(cfg.HostLang, narrate.KeyMailNowinner) + tr(cfg.HostLang, narrate.KeyMailReveal, "maze", g.Reveal(cfg.HostLang)), auto: "auto-generated"}, now)
}

// statusText is the host's view of where a campaign stands, with the
// last rounds.
func statusText(tx *store.Tx, cid int64, lang string) string {
	s, err := summarize(tx, cid, 5)
	if err != nil {
		return "status: " + err.Error()
	}
	return s.Say(lang)
}
