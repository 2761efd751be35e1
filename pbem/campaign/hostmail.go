package campaign

import (
	"labyrinth/engine/narrate"
	"labyrinth/pbem/store"
	"time"
)

// answerHost runs the host's command when the host code matches, and
// rejects the mail otherwise.
func (r *Referee) answerHost(tx *store.Tx, c *store.Campaign, in *Incoming, now time.Time) (MailOutcome, error) {
	cfg, err := campaignConfig(c)
	if err != nil {
		return MailOutcome{}, err
	}
	code := in.Code
	if c.HostCode.Match(code) {
		res, err := r.runHostCommand(tx, c, in, in.Text, now)
		if err != nil {
			return MailOutcome{}, err
		}
		return res.outcome(), r.queue(tx, c, letter{kind: LetterReply, to: c.HostEmail, seat: -1, round: c.Round, key: "reply/" + in.MessageID,
			subject: tr(cfg.HostLang, narrate.KeyMailSubjReply, "tag", subjectTag(c.Tag)), body: res.Answer, inReplyTo: in.MessageID, auto: "auto-replied"}, now)
	}
	out := rejected("host mail without the host code")
	if code != "" {
		out = rejected("host mail with a wrong host code")
	}
	if capped, err := r.capRejections(tx, c, -1, now); err != nil || capped != "" {
		return out.with(capped), err
	}
	err = r.queue(tx, c, letter{kind: LetterRejection, to: c.HostEmail, seat: -1, round: c.Round, key: "reply/" + in.MessageID,
		subject: tr(cfg.HostLang, narrate.KeyMailSubjRejected, "tag", subjectTag(c.Tag)), body: codeProblem(cfg.HostLang, code),
		inReplyTo: in.MessageID, auto: "auto-replied"}, now)
	return out, err
}
