package campaign

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"labyrinth/engine/narrate"
	"labyrinth/pbem/store"
)

// Owns reports whether a mail belongs to one of the campaigns of this
// referee's store (by the tag in its subject, or as a reply to one of its
// letters), for a referee that serves several campaign databases.
func (r *Referee) Owns(ctx context.Context, raw []byte) (bool, error) {
	in, _ := r.opts.ParseMail(raw)
	if in == nil {
		return false, nil
	}
	var ok bool
	err := r.opts.Store.View(ctx, func(tx *store.Tx) error {
		_, err := route(tx, in)
		if errors.Is(err, store.ErrNotFound) {
			cs, err := tx.CampaignsOf(in.From)
			ok = len(cs) > 0
			return err
		}
		ok = err == nil
		return err
	})
	return ok, err
}

// routeBySender places a mail that carries no known campaign tag and is
// no reply to our letters (a mistyped "[lab:mil]", or no tag at all) by
// its sender. A player or host of exactly one running campaign gets it
// routed there (c is that campaign). A sender in several gets a short
// note listing their campaigns' tags, at the registered address (the
// From matched it). A stranger is never answered: the From may be
// forged, and an answer would be backscatter.
func (r *Referee) routeBySender(tx *store.Tx, in *Incoming, now time.Time) (c *store.Campaign, outcome string, cid int64, err error) {
	cs, err := tx.CampaignsOf(in.From)
	if err != nil {
		return nil, "", 0, err
	}
	switch {
	case len(cs) == 0:
		return nil, "ignored: no campaign tag", 0, nil
	case len(cs) == 1:
		return cs[0], "", 0, nil
	}
	c = cs[0]
	if in.Automatic {
		return nil, "ignored: automatic mail without a campaign tag", c.ID, nil
	}
	var tags []string
	for _, x := range cs {
		tags = append(tags, subjectTag(x.Tag))
	}
	seat, lang := -1, "ru"
	if cfg, err := campaignConfig(c); err == nil && strings.EqualFold(c.HostEmail, in.From) {
		lang = cfg.HostLang
	}
	players, err := tx.Players(c.ID)
	if err != nil {
		return nil, "", 0, err
	}
	for _, p := range players {
		if strings.EqualFold(p.Email, in.From) {
			seat, lang = p.Seat, p.Lang
		}
	}
	outcome = "rejected: no campaign tag; the sender plays in " + strings.Join(tags, ", ")
	for _, x := range cs {
		if err := tx.Log(x.ID, x.Round, now, "untagged", fmt.Sprintf("mail from %s without a campaign tag (%q): the sender was asked to add one of %s",
			in.From, in.Subject, strings.Join(tags, ", "))); err != nil {
			return nil, "", 0, err
		}
	}
	if capped, err := r.capRejections(tx, c, seat, now); err != nil || capped != "" {
		return nil, outcome + capped, c.ID, err
	}
	list := strings.Join(tags, "\n  ")
	body := tr("ru", narrate.KeyMailNotag, "tags", list) + "\n\n" + tr("en", narrate.KeyMailNotag, "tags", list)
	if lang == "en" {
		body = tr("en", narrate.KeyMailNotag, "tags", list) + "\n\n" + tr("ru", narrate.KeyMailNotag, "tags", list)
	}
	err = r.queue(tx, c, letter{kind: "rejection", to: in.From, seat: seat, round: c.Round, key: "notag/" + in.MessageID,
		subject: strings.TrimSpace(tr(lang, narrate.KeyMailSubjRejected, "tag", "")), body: body, inReplyTo: in.MessageID,
		refs: append(slices.Clone(in.References), in.MessageID), auto: "auto-replied"}, now)
	return nil, outcome, c.ID, err
}

// route finds the campaign a mail belongs to: a [tag] in the subject, or
// a reply to one of our letters.
func route(tx *store.Tx, in *Incoming) (*store.Campaign, error) {
	for _, tag := range append(subjectTags(in.Subject), in.Tags...) {
		c, err := tx.CampaignByTag(tag)
		if err == nil {
			return c, nil
		}
		if !errors.Is(err, store.ErrNotFound) {
			return nil, err
		}
	}
	for _, ref := range append(slices.Clone(in.InReplyTo), in.References...) {
		cid, err := tx.CampaignOfMail(ref)
		if err == nil {
			return tx.CampaignByID(cid)
		}
		if !errors.Is(err, store.ErrNotFound) {
			return nil, err
		}
	}
	return nil, store.ErrNotFound
}

// handle finds the campaign of an incoming mail and answers it, as the
// host's or a player's; outcome says what became of the mail, for the log.
func (r *Referee) handle(tx *store.Tx, in *Incoming, raw []byte, now time.Time) (outcome string, cid int64, err error) {
	c, err := route(tx, in)
	if errors.Is(err, store.ErrNotFound) {
		c, outcome, cid, err = r.routeBySender(tx, in, now)
		if c == nil || err != nil {
			return outcome, cid, err
		}
		// Routed by the sender alone: the outcome says so, for the host.
		defer func() { outcome += " (no campaign tag: routed by the sender's address)" }()
	}
	if err != nil {
		return "", 0, err
	}
	if in.Automatic {
		return "ignored: automatic mail", c.ID, nil
	}
	dkim := ""
	if r.opts.CheckDKIM != nil {
		res, ok := r.opts.CheckDKIM(raw)
		dkim = " (sender: " + res + ")"
		if !ok && r.opts.RequireDKIM {
			return "ignored: the sender policy failed" + dkim, c.ID, nil
		}
		// Record the evidence with whatever becomes of the mail.
		defer func() {
			if !strings.HasSuffix(outcome, dkim) {
				outcome += dkim
			}
		}()
	}
	if in.From == strings.ToLower(c.HostEmail) {
		return r.answerHost(tx, c, in, dkim, now)
	}
	return r.answerPlayer(tx, c, in, dkim, now)
}
