package campaign

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	netmail "net/mail"
	"slices"
	"strconv"
	"strings"
	"time"

	"labyrinth/engine"
	"labyrinth/engine/narrate"
	"labyrinth/pbem"
	"labyrinth/pbem/mailtext"
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
	_, err := r.read(tx, msg, now, nil)
	return err
}

// read records one message (once, by Message-ID) and does what it asks,
// in tx; what it made of it is the outcome, and the answers to the
// sender are added to answers when it is not nil.
func (r *Referee) read(tx *store.Tx, msg pbem.Message, now time.Time, answers *[]letter) (MailOutcome, error) {
	now = now.UTC()
	in, perr := r.opts.ParseMail(msg.Raw)
	if in == nil {
		in = headerOnly(msg.Raw)
	}
	in.answers = answers
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
		return MailOutcome{}, err
	}
	reused := ""
	if !fresh {
		// A copy of a mail already handled (a retry, a re-read) is
		// dropped and counted; a different mail under the same
		// Message-ID is handled under an ID of its own.
		was, err := tx.ContentOf(id)
		if err != nil {
			return MailOutcome{}, err
		}
		if was == "" || was == content {
			r.log.Info("mail dropped: a copy of one already handled", "message-id", id, "from", in.From)
			return ignored("a copy of a mail already handled"), tx.CountDuplicate(id)
		}
		id = id + "/" + content[:16]
		in.MessageID, rec.MessageID = id, id
		if fresh, err = tx.RecordMessage(rec); err != nil {
			return MailOutcome{}, err
		} else if !fresh {
			return ignored("a copy of a mail already handled"), tx.CountDuplicate(id)
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
		return MailOutcome{}, err
	}
	out = out.with(reused)
	r.log.Info("mail", "message-id", id, "from", in.From, "outcome", out.String())
	return out, tx.SetOutcome(id, cid, out.String())
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
// limits, nested too deeply, malformed) when it comes from a player or
// the host of the campaign it is routed to: they learn why nothing
// happened, in their language. Strangers and automatic mail get no
// answer. Answers are capped like every answer to mail without the
// right code (MaxRejections), unless the mail proves its sender's code:
// forged mail cannot silence a player.
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
	kind := LetterRejection
	if proven, err := proves(tx, c, seat, in.Code); err != nil {
		return MailOutcome{}, 0, err
	} else if proven {
		kind = LetterError // the sender's own: never capped, and not counted
	} else if capped, err := r.capRejections(tx, c, seat, now); err != nil || capped != "" {
		return out.with(capped), c.ID, err
	}
	err = r.queue(tx, c, letter{kind: kind, to: in.From, seat: seat, round: c.Round, key: "unreadable/" + in.MessageID,
		subject: tr(lang, narrate.KeyMailSubjRejected, "tag", subjectTag(c.Tag)), body: tr(lang, narrate.KeyMailUnreadable, "error", unreadableWhy(lang, perr)),
		inReplyTo: in.MessageID, refs: append(slices.Clone(in.References), in.MessageID), auto: "auto-replied"}, now)
	return out.with("answered"), c.ID, err
}

// proves reports whether code is the code of seat in c (-1: the host's).
func proves(tx *store.Tx, c *store.Campaign, seat int, code string) (bool, error) {
	if code == "" {
		return false, nil
	}
	if seat < 0 {
		return c.HostCode.Match(code), nil
	}
	players, err := tx.Players(c.ID)
	if err != nil {
		return false, err
	}
	for _, p := range players {
		if p.Seat == seat {
			return p.Code.Match(code), nil
		}
	}
	return false, nil
}

// unreadableWhy says in lang why the reader refused a mail: too large,
// too long a text, too many parts, nested too deeply, or malformed.
func unreadableWhy(lang string, err error) string {
	var le *mailtext.LimitError
	if !errors.As(err, &le) {
		return tr(lang, narrate.KeyMailUnreadableBroken)
	}
	switch le.What {
	case mailtext.LimitBytes:
		return tr(lang, narrate.KeyMailUnreadableSize, "size", sizeIn(lang, le.Size), "limit", sizeIn(lang, le.Max))
	case mailtext.LimitText:
		return tr(lang, narrate.KeyMailUnreadableText, "size", sizeIn(lang, le.Size), "limit", sizeIn(lang, le.Max))
	case mailtext.LimitParts:
		return tr(lang, narrate.KeyMailUnreadableParts, "limit", le.Max)
	}
	return tr(lang, narrate.KeyMailUnreadableNested, "limit", le.Max)
}

// sizeIn writes a size in bytes for people reading lang: "5.0 MiB",
// «5,0 МБ».
func sizeIn(lang string, n int) string {
	num := func(f float64) string {
		s := strconv.FormatFloat(f, 'f', 1, 64)
		if engine.Lang(lang).Norm() != engine.LangEnglish {
			s = strings.Replace(s, ".", ",", 1)
		}
		return s
	}
	switch {
	case n >= 1<<20:
		return tr(lang, narrate.KeyMailSizeMiB, "n", num(float64(n)/(1<<20)))
	case n >= 1<<10:
		return tr(lang, narrate.KeyMailSizeKiB, "n", num(float64(n)/(1<<10)))
	}
	return tr(lang, narrate.KeyMailSizeBytes, "n", n)
}
