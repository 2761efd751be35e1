package campaign

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	netmail "net/mail"
	"slices"
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
	rec := &store.Received{MessageID: id, Received: now, From: in.From, Subject: in.Subject, Raw: redact(msg.Raw, in.Code),
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
		reused = "its Message-ID was already used by a different mail"
	}
	var out MailOutcome
	var cid int64
	if perr != nil {
		out, cid, err = r.unreadable(tx, in, perr, now)
	} else {
		out, cid, err = r.handle(tx, in, msg.Raw, now)
	}
	if err != nil {
		return err
	}
	out = out.with(reused)
	r.log.Info("mail", "message-id", id, "from", in.From, "outcome", out.String())
	return tx.SetOutcome(id, cid, out.String())
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

// unreadable answers a mail the parser refused (over the size or part
// limits, or malformed) when it comes from a player or the host of the
// campaign it is routed to: they learn why nothing happened. Strangers
// and automatic mail get no answer; answers are capped like every answer
// to mail without a code (MaxRejections).
func (r *Referee) unreadable(tx *store.Tx, in *Incoming, perr error, now time.Time) (MailOutcome, int64, error) {
	out := outcome(MailUnreadable, oneLine(perr.Error()))
	if in.From == "" || in.Automatic != "" {
		return out, 0, nil
	}
	d, err := route(tx, in)
	if err != nil || d.c == nil {
		return out, 0, err
	}
	c := d.c
	seat, lang, ok, err := sender(tx, c, in.From)
	if err != nil || !ok {
		return out, c.ID, err
	}
	if capped, err := r.capRejections(tx, c, seat, now); err != nil || capped != "" {
		return out.with(capped), c.ID, err
	}
	err = r.queue(tx, c, letter{kind: LetterRejection, to: in.From, seat: seat, round: c.Round, key: "unreadable/" + in.MessageID,
		subject: tr(lang, narrate.KeyMailSubjRejected, "tag", subjectTag(c.Tag)), body: tr(lang, narrate.KeyMailUnreadable, "error", oneLine(perr.Error())),
		inReplyTo: in.MessageID, refs: append(slices.Clone(in.References), in.MessageID), auto: "auto-replied"}, now)
	return out.with("answered"), c.ID, err
}
