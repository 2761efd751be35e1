package campaign

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"mime"
	netmail "net/mail"
	"slices"
	"strings"
	"time"

	"labyrinth/engine/narrate"
	"labyrinth/pbem"
	"labyrinth/pbem/store"
)

// HandleMail implements pbem.Handler: it records the message once (by
// Message-ID) and does whatever it asks, in one transaction.
func (r *Referee) HandleMail(ctx context.Context, msg pbem.Message, now time.Time) error {
	return r.opts.Store.Update(ctx, func(tx *store.Tx) error { return r.handleMail(tx, msg, now) })
}

// HandleBatch implements pbem.BatchHandler: the messages in order, in
// one transaction, so the batch costs one disk flush (group commit).
func (r *Referee) HandleBatch(ctx context.Context, ms []pbem.Message, now time.Time) error {
	return r.opts.Store.Update(ctx, func(tx *store.Tx) error {
		for _, m := range ms {
			if err := r.handleMail(tx, m, now); err != nil {
				return fmt.Errorf("%s: %w", m.MessageID, err)
			}
		}
		return nil
	})
}

// handleMail records one message (once, by Message-ID) and does what it
// asks, in tx.
func (r *Referee) handleMail(tx *store.Tx, msg pbem.Message, now time.Time) error {
	now = now.UTC()
	in, perr := r.opts.ParseMail(msg.Raw)
	if in == nil {
		in = headerOnly(msg.Raw)
	}
	content := contentHash(msg.Raw)
	id := msg.MessageID
	if id == "" {
		id = in.MessageID
	}
	if id == "" {
		// No Message-ID: identify the mail by its content, so a re-read
		// or a copy resent after a lost acknowledgement is recognized.
		id = "sha256:" + content
	}
	in.MessageID = id
	rec := &store.Received{MessageID: id, Received: now, From: in.From, Subject: in.Subject, Raw: r.redact(msg.Raw, in),
		Outcome: "received", ContentSHA256: content}
	fresh, err := tx.RecordMessage(rec)
	if err != nil {
		return err
	}
	reused := ""
	if !fresh {
		// A copy of a mail already handled (a retry, a re-read) is
		// dropped and counted; a different mail under the same
		// Message-ID is handled under an ID of its own.
		was, err := tx.ContentOf(id)
		if err != nil {
			return err
		}
		if was == "" || was == content {
			r.log.Info("mail dropped: a copy of one already handled", "message-id", id, "from", in.From)
			return tx.CountDuplicate(id)
		}
		id = id + "/" + content[:16]
		in.MessageID, rec.MessageID = id, id
		if fresh, err = tx.RecordMessage(rec); err != nil {
			return err
		} else if !fresh {
			return tx.CountDuplicate(id)
		}
		reused = " (its Message-ID was already used by a different mail)"
	}
	if perr != nil {
		outcome, cid, err := r.unreadable(tx, in, perr, now)
		if err != nil {
			return err
		}
		return tx.SetOutcome(id, cid, outcome+reused)
	}
	outcome, cid, err := r.handle(tx, in, msg.Raw, now)
	if err != nil {
		return err
	}
	r.log.Info("mail", "message-id", id, "from", in.From, "outcome", outcome+reused)
	return tx.SetOutcome(id, cid, outcome+reused)
}

// contentHash identifies a mail by what its sender wrote — From, To,
// Subject, Date and the body — and not by the trace headers servers add
// (Received, Authentication-Results, Return-Path), which differ between
// copies of one mail.
func contentHash(raw []byte) string {
	h := sha256.New()
	if m, err := netmail.ReadMessage(bytes.NewReader(raw)); err == nil {
		for _, k := range []string{"From", "To", "Cc", "Subject", "Date", "Message-Id", "In-Reply-To"} {
			fmt.Fprintf(h, "%s: %s\n", k, m.Header.Get(k))
		}
		io.Copy(h, m.Body)
	} else {
		h.Write(raw)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// headerOnly reads what it can of a mail the parser refused (too large,
// too many parts): the sender, subject and threading headers.
func headerOnly(raw []byte) *Incoming {
	in := &Incoming{}
	m, err := netmail.ReadMessage(bytes.NewReader(raw))
	if err != nil {
		return in
	}
	if a, err := netmail.ParseAddress(m.Header.Get("From")); err == nil {
		in.From = strings.ToLower(a.Address)
	}
	dec := new(mime.WordDecoder)
	if s, err := dec.DecodeHeader(m.Header.Get("Subject")); err == nil {
		in.Subject = s
	}
	in.MessageID = strings.Trim(strings.TrimSpace(m.Header.Get("Message-Id")), "<>")
	in.InReplyTo = strings.Fields(strings.NewReplacer("<", " ", ">", " ").Replace(m.Header.Get("In-Reply-To")))
	in.References = strings.Fields(strings.NewReplacer("<", " ", ">", " ").Replace(m.Header.Get("References")))
	in.Automatic = isAutomatic(m.Header.Get, in.From)
	return in
}

// unreadable answers a mail the parser refused (over the size or part
// limits, or malformed) when it comes from a player or the host of the
// campaign it names: they learn why nothing happened. Strangers and
// automatic mail get no answer; answers are capped like every answer to
// mail without a code (MaxRejections).
func (r *Referee) unreadable(tx *store.Tx, in *Incoming, perr error, now time.Time) (string, int64, error) {
	outcome := "unreadable: " + oneLine(perr.Error())
	if in.From == "" || in.Automatic {
		return outcome, 0, nil
	}
	c, err := route(tx, in)
	if errors.Is(err, store.ErrNotFound) {
		cs, err := tx.CampaignsOf(in.From)
		if err != nil || len(cs) != 1 {
			return outcome, 0, err
		}
		c = cs[0]
	} else if err != nil {
		return "", 0, err
	}
	seat, lang, to := -1, "", ""
	if strings.EqualFold(c.HostEmail, in.From) {
		cfg, err := campaignConfig(c)
		if err != nil {
			return "", 0, err
		}
		lang, to = cfg.HostLang, c.HostEmail
	}
	players, err := tx.Players(c.ID)
	if err != nil {
		return "", 0, err
	}
	for _, p := range players {
		if strings.EqualFold(p.Email, in.From) {
			seat, lang, to = p.Seat, p.Lang, p.Email
		}
	}
	if to == "" {
		return outcome, c.ID, nil
	}
	if capped, err := r.capRejections(tx, c, seat, now); err != nil || capped != "" {
		return outcome + capped, c.ID, err
	}
	err = r.queue(tx, c, letter{kind: "rejection", to: to, seat: seat, round: c.Round, key: "unreadable/" + in.MessageID,
		subject: tr(lang, narrate.KeyMailSubjRejected, "tag", subjectTag(c.Tag)), body: tr(lang, narrate.KeyMailUnreadable, "error", oneLine(perr.Error())),
		inReplyTo: in.MessageID, refs: append(slices.Clone(in.References), in.MessageID), auto: "auto-replied"}, now)
	return outcome + " (answered)", c.ID, err
}
