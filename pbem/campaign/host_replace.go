package campaign

import (
	"fmt"

	"labyrinth/engine"
	"labyrinth/engine/narrate"
	"labyrinth/pbem/store"
)

// hostReplace: "replace SEAT NAME EMAIL [LANG] [f|m]": a new player takes
// the seat and gets an invitation with a new code; f makes the host's
// Russian agree with a woman («Ты приглашена», «Прошла»).
func hostReplace(h *hostRun) error {
	r, tx, c, f := h.r, h.tx, h.c, h.f
	p, ok := h.seat(1)
	if !ok {
		return nil
	}
	if len(f) < 4 {
		h.refuse(narrate.KeyHostCmdNeeds, "word", f[0], "args", tr(h.lang, narrate.KeyHostCmdArgsReplace))
		return nil
	}
	email, err := address("email", f[3])
	if err != nil {
		h.refuse(narrate.KeyHostCmdBadEmail, "text", f[3])
		return nil
	}
	pl, gender, bad := replaceWords(f[4:])
	if bad != "" {
		h.refuse(narrate.KeyHostCmdBadWord, "text", bad)
		return nil
	}
	old := p.Name
	code := store.NewCode()
	p.Name, p.Email, p.Lang, p.Code, p.Status, p.Missed = f[2], email, pl, store.HashCode(code), store.PlayerActive, 0
	p.Gender = gender.String() // kept with the seat: the invitation and every report after agree
	if err := tx.UpdatePlayer(p); err != nil {
		return err
	}
	round, err := tx.Round(c.ID, c.Round)
	if err != nil {
		return err
	}
	players, _ := tx.Players(c.ID)
	open := ""
	if g, err := r.startGame(tx, c); err == nil {
		open = opening(g, p.Seat, p.Lang)
	} else {
		r.log.Warn("a replacement's invitation goes without the opening announcement", "campaign", c.Name, "err", err)
	}
	m, _ := r.maze(c)
	if err := r.queue(tx, c, letter{kind: LetterInvitation, to: p.Email, toName: p.Name, seat: p.Seat, round: c.Round,
		key:     fmt.Sprintf("invite/%d/%s/%s", p.Seat, p.Email, h.in.MessageID),
		subject: tr(p.Lang, narrate.KeyMailSubjInvite, "tag", subjectTag(c.Tag)),
		body:    invitation(c, p, len(players), code, r.exampleFor(tx, c, p.Seat, p.Lang), round.Deadline, open, m)}, h.now); err != nil {
		return err
	}
	if err := tx.Log(c.ID, c.Round, h.now, "replaced", fmt.Sprintf("seat %d: %s replaced by %s", p.Seat+1, old, p.Name)); err != nil {
		return err
	}
	h.say(narrate.KeyHostCmdReplaced, "seat", p.Seat+1, "name", p.Name, "old", old)
	return nil
}

// replaceWords reads what may follow the address of "replace": a language
// (ru or en, default ru) and a gender (m, the default, or f; «ж», «м»),
// in either order; bad is the first word that is neither.
func replaceWords(words []string) (lang string, g engine.Gender, bad string) {
	lang, g = "ru", engine.GenderMasculine
	for _, w := range words {
		if knownLang(w) {
			lang = w
			continue
		}
		if x, err := engine.ParseGender(w); err == nil {
			g = x
			continue
		}
		return lang, g, w
	}
	return lang, g, ""
}
