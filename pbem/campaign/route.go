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

// Routing: which campaign a received mail belongs to. There is one rule,
// route, and every path that places a mail follows it (orders, host
// commands, unreadable mail, Owns):
//
//  1. a campaign tag of this store: "[lab:tag]" or "[tag]" in the
//     subject, or a plus-address ("referee+tag@…");
//  2. else a reply to one of the store's letters (In-Reply-To,
//     References);
//  3. else — the one fallback — the sender: a player or host of exactly
//     one running campaign is routed there (and the outcome says so), a
//     sender in several to the one whose code the mail carries; a sender
//     in several whose mail proves none of them is asked to add one of
//     their tags; a stranger is never answered (the From may be forged,
//     and an answer would be backscatter).

// destination is where route places a mail.
type destination struct {
	c *store.Campaign // nil: no campaign
	// bySender: placed by the sender's address alone (rule 3).
	bySender bool
	// choices are the campaigns of a sender in several, when the mail
	// names none of them.
	choices []*store.Campaign
}

// route places a mail by the rule above.
func route(tx *store.Tx, in *Incoming) (destination, error) {
	for _, tag := range append(subjectTags(in.Subject), in.Tags...) {
		c, err := tx.CampaignByTag(tag)
		if err == nil {
			return destination{c: c}, nil
		}
		if !errors.Is(err, store.ErrNotFound) {
			return destination{}, err
		}
	}
	for _, ref := range append(slices.Clone(in.InReplyTo), in.References...) {
		cid, err := tx.CampaignOfMail(ref)
		if err == nil {
			c, err := tx.CampaignByID(cid)
			return destination{c: c}, err
		}
		if !errors.Is(err, store.ErrNotFound) {
			return destination{}, err
		}
	}
	if in.From == "" {
		return destination{}, nil
	}
	cs, err := tx.CampaignsOf(in.From)
	switch {
	case err != nil || len(cs) == 0:
		return destination{}, err
	case len(cs) == 1:
		return destination{c: cs[0], bySender: true}, nil
	}
	// A sender in several campaigns: the one whose code the mail proves.
	var proven []*store.Campaign
	for _, c := range cs {
		seat, _, ok, err := sender(tx, c, in.From)
		if err != nil {
			return destination{}, err
		}
		if ok {
			if yes, err := proves(tx, c, seat, in.Code); err != nil {
				return destination{}, err
			} else if yes {
				proven = append(proven, c)
			}
		}
	}
	if len(proven) == 1 {
		return destination{c: proven[0], bySender: true}, nil
	}
	return destination{choices: cs}, nil
}

// Owns reports whether a mail belongs to one of the campaigns of this
// referee's store, by the routing rule (route), for a referee that
// serves several campaign databases: a sender in several campaigns of
// the store is answered by this one.
func (r *Referee) Owns(ctx context.Context, raw []byte) (bool, error) {
	in, _ := r.opts.ParseMail(raw)
	if in == nil {
		in = headerOnly(raw)
	}
	var ok bool
	err := r.opts.Store.View(ctx, func(tx *store.Tx) error {
		d, err := route(tx, in)
		ok = d.c != nil || len(d.choices) > 0
		return err
	})
	return ok, err
}

// sender is who the From of a mail is in campaign c: the seat of a
// player (-1: the host) and the language to answer in; ok is false for a
// stranger.
func sender(tx *store.Tx, c *store.Campaign, from string) (seat int, lang string, ok bool, err error) {
	seat, lang = -1, "ru"
	if strings.EqualFold(c.HostEmail, from) {
		cfg, err := campaignConfig(c)
		if err != nil {
			return 0, "", false, err
		}
		lang, ok = cfg.HostLang, true
	}
	players, err := tx.Players(c.ID)
	if err != nil {
		return 0, "", false, err
	}
	for _, p := range players {
		if strings.EqualFold(p.Email, from) {
			seat, lang, ok = p.Seat, p.Lang, true
		}
	}
	return seat, lang, ok, nil
}

// askForTag answers a sender in several campaigns whose mail names none
// of them (a mistyped "[lab:mil]", or no tag at all) with a short note
// listing their campaigns' tags, at the registered address (the From
// matched it). Automatic mail is not answered.
func (r *Referee) askForTag(tx *store.Tx, in *Incoming, cs []*store.Campaign, now time.Time) (MailOutcome, int64, error) {
	c := cs[0]
	if in.Automatic != "" {
		return ignored("automatic mail without a campaign tag"), c.ID, nil
	}
	var tags []string
	for _, x := range cs {
		tags = append(tags, subjectTag(x.Tag))
	}
	seat, lang, _, err := sender(tx, c, in.From)
	if err != nil {
		return MailOutcome{}, 0, err
	}
	out := rejected("no campaign tag; the sender plays in " + strings.Join(tags, ", "))
	for _, x := range cs {
		if err := tx.Log(x.ID, x.Round, now, "untagged", fmt.Sprintf("mail from %s without a campaign tag (%q): the sender was asked to add one of %s",
			in.From, in.Subject, strings.Join(tags, ", "))); err != nil {
			return MailOutcome{}, 0, err
		}
	}
	if capped, err := r.capRejections(tx, c, seat, now); err != nil || capped != "" {
		return out.with(capped), c.ID, err
	}
	list := strings.Join(tags, "\n  ")
	body := tr("ru", narrate.KeyMailNotag, "tags", list) + "\n\n" + tr("en", narrate.KeyMailNotag, "tags", list)
	if lang == "en" {
		body = tr("en", narrate.KeyMailNotag, "tags", list) + "\n\n" + tr("ru", narrate.KeyMailNotag, "tags", list)
	}
	err = r.queue(tx, c, letter{kind: LetterRejection, to: in.From, seat: seat, round: c.Round, key: "notag/" + in.MessageID,
		subject: strings.TrimSpace(tr(lang, narrate.KeyMailSubjRejected, "tag", "")), body: body, inReplyTo: in.MessageID,
		refs: append(slices.Clone(in.References), in.MessageID), auto: "auto-replied"}, now)
	return out, c.ID, err
}

// handle places an incoming mail (route) and answers it, as the host's
// or a player's; the outcome says what became of it, for the log.
func (r *Referee) handle(tx *store.Tx, in *Incoming, raw []byte, now time.Time) (MailOutcome, int64, error) {
	d, err := route(tx, in)
	switch {
	case err != nil:
		return MailOutcome{}, 0, err
	case len(d.choices) > 0:
		return r.askForTag(tx, in, d.choices, now)
	case d.c == nil:
		return ignored("no campaign tag"), 0, nil
	}
	out, err := r.handleIn(tx, d.c, in, raw, now)
	if d.bySender {
		// Routed by the sender alone: the outcome says so, for the host.
		out = out.with("no campaign tag: routed by the sender's address")
	}
	return out, d.c.ID, err
}

// handleIn answers a mail placed in campaign c.
func (r *Referee) handleIn(tx *store.Tx, c *store.Campaign, in *Incoming, raw []byte, now time.Time) (MailOutcome, error) {
	if in.Automatic != "" {
		return ignored("automatic mail"), nil
	}
	dkim := ""
	if in.answers != nil {
		// Given on another front end (SubmitOrders), which answers for
		// who sent it: no mail server vouched for the sender.
		dkim = "submitted, not mailed"
	} else if r.opts.CheckDKIM != nil {
		res, ok := r.opts.CheckDKIM(raw)
		dkim = "sender: " + res
		if !ok && r.opts.RequireDKIM {
			return ignored("the sender policy failed").with(dkim), nil
		}
	}
	var out MailOutcome
	var err error
	if in.From == strings.ToLower(c.HostEmail) {
		out, err = r.answerHost(tx, c, in, now)
	} else {
		out, err = r.answerPlayer(tx, c, in, now)
	}
	// The evidence is recorded with whatever becomes of the mail.
	return out.with(dkim), err
}
