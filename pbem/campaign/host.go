package campaign

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"labyrinth/dsl/diag"
	"labyrinth/engine/narrate"
	"labyrinth/pbem/store"
)

// A host command is one line the host mails (or types: "labyrinth
// campaign host"). Each is an entry of hostCommands with a handler in a
// file of its own (host_pause.go, host_resend.go, …); the table also
// writes the help (hostHelp) and finds the command a typo meant.

// hostCmd is one host command.
type hostCmd struct {
	name string
	// usage and help are the command's line in hostHelp; a command with
	// no usage shares the line of the one before it ("pause | resume").
	usage, help string
	run         func(h *hostRun) error
	// afterEnd: the command runs when the game is over too; afterStart:
	// it needs a game, not a duel still waiting for its mazes (rule D1).
	afterEnd, afterStart bool
}

// hostCommands are the host's commands, in the order of the help.
var hostCommands = []hostCmd{
	{name: "status", usage: "status", help: "where the game stands", run: hostStatus, afterEnd: true},
	{name: "pause", usage: "pause | resume", help: "stop and restart the clock; orders still count, the paused time is given back", run: hostPause},
	{name: "resume", run: hostResume},
	{name: "deadline", usage: "deadline 2026-12-01 18:00", help: "set the current round's deadline, UTC (or: deadline +12h)", run: hostDeadline, afterStart: true},
	{name: "resolve", usage: "resolve", help: "resolve the current round now", run: hostResolve, afterStart: true},
	{name: "resend", usage: "resend SEAT [ROUND]", help: "send a player's report again (default: the last round)", run: hostResend, afterEnd: true, afterStart: true},
	{name: "resend-failed", usage: "resend-failed", help: "queue all mail that failed (invitations too) again, after fixing the cause", run: hostResendFailed, afterEnd: true},
	{name: "remove", usage: "remove SEAT", help: "the player leaves: their turns are skipped", run: hostRemove},
	{name: "replace", usage: "replace SEAT NAME EMAIL [LANG]", help: "a new player takes the seat, with a new code", run: hostReplace},
	{name: "end", usage: "end", help: "end the game now and send everyone the reveal", run: hostEnd, afterStart: true},
}

// hostHelp lists the host's mail commands.
var hostHelp = func() string {
	var b strings.Builder
	b.WriteString(`Host commands: mail the referee from your address, with the subject tag,
your host code on the first line ("code: …") and one command below it:

`)
	for _, c := range hostCommands {
		if c.usage != "" {
			fmt.Fprintf(&b, "  %-28s  %s\n", c.usage, c.help)
		}
	}
	return b.String()
}()

// HostCommands names the host's commands, in the order of the help.
func HostCommands() []string {
	names := make([]string, len(hostCommands))
	for i, c := range hostCommands {
		names[i] = c.name
	}
	return names
}

// hostRun is a host command being run: the campaign, the command's words
// and what the host is told.
type hostRun struct {
	r    *Referee
	tx   *store.Tx
	c    *store.Campaign
	in   *Incoming
	now  time.Time
	lang string   // the host's language
	f    []string // the command line's words; f[0] is the command
	// answer is the host's answer when the command is done, refusal
	// why it was not done.
	answer, refusal string
}

// refuse says why the command is not done.
func (h *hostRun) refuse(format string, args ...any) { h.refusal = fmt.Sprintf(format, args...) }

// seat reads the seat the i-th word names, by number or by the player's
// name; when it names none the command is refused.
func (h *hostRun) seat(i int) (*store.Player, bool) {
	if len(h.f) <= i {
		h.refuse("%s needs a seat number", h.f[0])
		return nil, false
	}
	players, err := h.tx.Players(h.c.ID)
	if err != nil {
		h.refuse("%v", err)
		return nil, false
	}
	n, err := strconv.Atoi(h.f[i])
	if err == nil && n >= 1 && n <= len(players) {
		return players[n-1], true
	}
	for _, p := range players {
		if strings.EqualFold(p.Name, h.f[i]) {
			return p, true
		}
	}
	h.refuse("no seat %q (seats are 1 to %d)", h.f[i], len(players))
	return nil, false
}

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

// runHostCommand runs the command on the first line of text that has one
// and returns the outcome to record and the answer for the host.
func (r *Referee) runHostCommand(tx *store.Tx, c *store.Campaign, in *Incoming, text string, now time.Time) (outcome, answer string, err error) {
	cfg, err := campaignConfig(c)
	if err != nil {
		return "", "", err
	}
	var line string
	for _, l := range strings.Split(text, "\n") {
		if strings.TrimSpace(l) != "" {
			line = strings.TrimSpace(l)
			break
		}
	}
	h := &hostRun{r: r, tx: tx, c: c, in: in, now: now, lang: cfg.HostLang, f: strings.Fields(line)}
	cmd := lookupHostCommand(h.f)
	open := c.Status != store.StatusOver
	switch {
	case len(h.f) == 0:
		h.refuse("no command")
	case cmd != nil && cmd.afterStart && c.Round == 0:
		h.refuse("the duel has not begun: it waits for both players' mazes")
	case cmd != nil && (open || cmd.afterEnd):
		if err := cmd.run(h); err != nil {
			return "", "", err
		}
	case !open:
		h.refuse("the game is over")
	default:
		h.refuse("unknown command %q%s", h.f[0], didYouMean(h.f[0]))
	}
	outcome, answer = "host: "+line, h.answer
	if h.refusal != "" {
		outcome, answer = "host rejected: "+line, "Not done: "+h.refusal+"\n\n"+hostHelp
	}
	if err := tx.Log(c.ID, c.Round, now, "host", outcome); err != nil {
		return "", "", err
	}
	return outcome, answer, nil
}

// lookupHostCommand finds the command a line's words begin with.
func lookupHostCommand(f []string) *hostCmd {
	if len(f) == 0 {
		return nil
	}
	for i := range hostCommands {
		if hostCommands[i].name == f[0] {
			return &hostCommands[i]
		}
	}
	return nil
}

// didYouMean names the host command closest to a mistyped one: one or two
// edits off.
func didYouMean(w string) string {
	best, bestD := "", 3
	for _, c := range hostCommands {
		if d := diag.EditDistance(strings.ToLower(w), c.name); d < bestD {
			best, bestD = c.name, d
		}
	}
	if best == "" {
		return ""
	}
	return fmt.Sprintf(" (did you mean %q?)", best)
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
