package campaign

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"labyrinth/dsl/diag"
	"labyrinth/engine"
	"labyrinth/engine/narrate"
	"labyrinth/pbem/store"
)

// A host command is one line the host mails (or types: "labyrinth
// campaign host"). Each is an entry of hostCommands with a handler in a
// file of its own (host_pause.go, host_resend.go, …); the table also
// writes the help (hostHelp) and finds the command a typo meant. A
// command has an English name and a Russian one («статус», «пауза», …):
// either works, whatever the host's language, in any letter case (a mail
// program capitalises the first word). The answers and refusals are the
// catalogue's (engine/narrate, catalogue_hostcmd.go), in the host's
// language.

// hostCmd is one host command.
type hostCmd struct {
	name string // the English name; hostRussian has the Russian one
	// args and help are the command's line in hostHelp, after its name;
	// a command with no help shares the line of the one before it
	// ("pause | resume").
	args, help narrate.Key
	run        func(h *hostRun) error
	// afterEnd: the command runs when the game is over too; afterStart:
	// it needs a game, not a duel still waiting for its mazes (rule D1).
	afterEnd, afterStart bool
}

// hostCommands are the host's commands, in the order of the help.
var hostCommands = []hostCmd{
	{name: "status", help: narrate.KeyHostCmdHelpStatus, run: hostStatus, afterEnd: true},
	{name: "pause", help: narrate.KeyHostCmdHelpPause, run: hostPause},
	{name: "resume", run: hostResume},
	{name: "deadline", args: narrate.KeyHostCmdArgsDeadline, help: narrate.KeyHostCmdHelpDeadline, run: hostDeadline, afterStart: true},
	{name: "resolve", help: narrate.KeyHostCmdHelpResolve, run: hostResolve, afterStart: true},
	{name: "resend", args: narrate.KeyHostCmdArgsResend, help: narrate.KeyHostCmdHelpResend, run: hostResend, afterEnd: true, afterStart: true},
	{name: "resend-failed", help: narrate.KeyHostCmdHelpResendFailed, run: hostResendFailed, afterEnd: true},
	{name: "remove", args: narrate.KeyHostCmdArgsSeat, help: narrate.KeyHostCmdHelpRemove, run: hostRemove},
	{name: "replace", args: narrate.KeyHostCmdArgsReplace, help: narrate.KeyHostCmdHelpReplace, run: hostReplace},
	{name: "end", help: narrate.KeyHostCmdHelpEnd, run: hostEnd, afterStart: true},
}

// hostRussian are the host commands' Russian names, by their English
// ones: words the host types, as the English names are.
var hostRussian = map[string]string{
	"status":        "статус",
	"pause":         "пауза",
	"resume":        "продолжить",
	"deadline":      "срок",
	"resolve":       "разыграть",
	"resend":        "переслать",
	"resend-failed": "переслать-недоставленные",
	"remove":        "убрать",
	"replace":       "заменить",
	"end":           "закончить",
}

// word is the command's name in lang.
func (c *hostCmd) word(lang string) string { return hostWord(lang, c.name) }

// hostWord is the name in lang of the command called name in English.
func hostWord(lang, name string) string {
	if engine.Lang(lang).Norm() == engine.LangEnglish || hostRussian[name] == "" {
		return name
	}
	return hostRussian[name]
}

// hostHelp lists the host's mail commands in lang, by their names in
// lang, and then names them in the other language.
func hostHelp(lang string) string {
	type line struct{ usage, help string }
	var lines []line
	var other []string
	width := 0
	for i := range hostCommands {
		c := &hostCommands[i]
		if c.word(lang) == c.name {
			other = append(other, hostRussian[c.name])
		} else {
			other = append(other, c.name)
		}
		if c.help == (narrate.Key{}) && len(lines) > 0 {
			lines[len(lines)-1].usage += " | " + c.word(lang)
		} else {
			l := line{usage: c.word(lang), help: tr(lang, c.help, "word", c.word(lang))}
			if c.args != (narrate.Key{}) {
				l.usage += " " + tr(lang, c.args)
			}
			lines = append(lines, l)
		}
		width = max(width, utf8.RuneCountInString(lines[len(lines)-1].usage))
	}
	var b strings.Builder
	b.WriteString(tr(lang, narrate.KeyHostCmdHelp) + "\n\n")
	for _, l := range lines {
		fmt.Fprintf(&b, "  %-*s  %s\n", width, l.usage, l.help)
	}
	b.WriteString("\n" + tr(lang, narrate.KeyHostCmdHelpOtherNames, "names", strings.Join(other, ", ")) + "\n")
	return b.String()
}

// HostCommands names the host's commands in English, in the order of the
// help; IsHostCommand knows their Russian names too.
func HostCommands() []string {
	names := make([]string, len(hostCommands))
	for i, c := range hostCommands {
		names[i] = c.name
	}
	return names
}

// IsHostCommand says whether word names a host command, in English or in
// Russian, in any letter case.
func IsHostCommand(word string) bool { return lookupHostCommand([]string{word}) != nil }

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

// refuse says why the command is not done: the catalogue's sentence k in
// the host's language.
func (h *hostRun) refuse(k narrate.Key, vars ...any) { h.refusal = tr(h.lang, k, vars...) }

// refuseErr says why the command is not done in err's own words.
func (h *hostRun) refuseErr(err error) { h.refusal = err.Error() }

// say answers the host with the catalogue's sentence k in the host's
// language.
func (h *hostRun) say(k narrate.Key, vars ...any) { h.answer = tr(h.lang, k, vars...) }

// seat reads the seat the i-th word names, by number or by the player's
// name; when it names none the command is refused.
func (h *hostRun) seat(i int) (*store.Player, bool) {
	if len(h.f) <= i {
		h.refuse(narrate.KeyHostCmdNeedsSeat, "word", h.f[0])
		return nil, false
	}
	players, err := h.tx.Players(h.c.ID)
	if err != nil {
		h.refuseErr(err)
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
	h.refuse(narrate.KeyHostCmdNoSeat, "seat", h.f[i], "seats", len(players))
	return nil, false
}

// HostResult is what a host command did.
type HostResult struct {
	// Command is the command's English name (HostCommands); "" when the
	// line named none.
	Command string
	// Line is the command line as it was run.
	Line string
	// Done is false when the command was refused: Answer says why, and
	// then lists the commands.
	Done bool
	// Answer is what the host is told, in the host's language.
	Answer string
}

// HostCommand runs a host command on the campaign called name, as if the
// host had mailed it ("status", "deadline 2026-12-01 18:00", «пауза»: a
// command's English or Russian name and its arguments), and returns its
// result instead of mailing it: the same commands from the host's own
// machine ("labyrinth campaign host") or a web page. The command is
// recorded in the campaign's log as a mailed one is.
func (r *Referee) HostCommand(ctx context.Context, name, command string, now time.Time) (HostResult, error) {
	now = now.UTC()
	var res HostResult
	err := r.opts.Store.Update(ctx, func(tx *store.Tx) error {
		c, err := tx.Campaign(name)
		if err != nil {
			return fmt.Errorf("campaign %q: %w", name, err)
		}
		id := fmt.Sprintf("cli/%d", now.UnixNano())
		res, err = r.runHostCommand(tx, c, &Incoming{MessageID: id}, command, now)
		return err
	})
	return res, err
}

// runHostCommand runs the command on the first line of text that has one
// and returns the outcome to record and the answer for the host.
func (r *Referee) runHostCommand(tx *store.Tx, c *store.Campaign, in *Incoming, text string, now time.Time) (HostResult, error) {
	cfg, err := campaignConfig(c)
	if err != nil {
		return HostResult{}, err
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
		h.refuse(narrate.KeyHostCmdNoCommand)
	case cmd != nil && cmd.afterStart && c.Round == 0:
		h.refuse(narrate.KeyHostCmdDuelWaiting)
	case cmd != nil && (open || cmd.afterEnd):
		if err := cmd.run(h); err != nil {
			return HostResult{}, err
		}
	case !open:
		h.refuse(narrate.KeyHostCmdGameOver)
	default:
		h.refuse(narrate.KeyHostCmdUnknown, "word", h.f[0])
		h.refusal += didYouMean(h.f[0], h.lang)
	}
	res := HostResult{Line: line, Done: h.refusal == "", Answer: h.answer}
	if cmd != nil {
		res.Command = cmd.name
	}
	if !res.Done {
		res.Answer = tr(h.lang, narrate.KeyHostCmdNotDone, "why", h.refusal) + "\n\n" + hostHelp(h.lang)
	}
	if err := tx.Log(c.ID, c.Round, now, "host", res.outcome().String()); err != nil {
		return HostResult{}, err
	}
	return res, nil
}

// outcome is the result as the mail's outcome.
func (res HostResult) outcome() MailOutcome {
	if res.Done {
		return outcome(HostDone, res.Line)
	}
	return outcome(HostRefused, res.Line)
}

// lookupHostCommand finds the command a line's words begin with, by its
// English or its Russian name, in any letter case.
func lookupHostCommand(f []string) *hostCmd {
	if len(f) == 0 {
		return nil
	}
	for i := range hostCommands {
		if c := &hostCommands[i]; strings.EqualFold(c.name, f[0]) || strings.EqualFold(hostRussian[c.name], f[0]) {
			return c
		}
	}
	return nil
}

// didYouMean names the host command closest to a mistyped one, one or two
// edits off, by whichever of its names is closer, in the host's language
// lang ("" when none is that close).
func didYouMean(w, lang string) string {
	best, bestD := "", 3
	for _, c := range hostCommands {
		for _, n := range []string{c.name, hostRussian[c.name]} {
			if d := diag.EditDistance(strings.ToLower(w), n); d < bestD {
				best, bestD = n, d
			}
		}
	}
	if best == "" {
		return ""
	}
	return tr(lang, narrate.KeyHostCmdDidYouMean, "word", best)
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
