package campaign

import "strings"

// OutcomeKind is what the referee made of a received mail.
type OutcomeKind uint8

// The kinds of outcome. MailIgnored mail is recorded and not answered;
// every other kind is answered (unless the answers to mail without the
// right code are capped: MaxRejections), and says so in its notes.
const (
	// MailIgnored: recorded, never answered (a stranger, a program, mail
	// that fails the sender policy).
	MailIgnored OutcomeKind = iota + 1
	// MailRejected: nothing was done; the sender is told why.
	MailRejected
	// MailUnreadable: the reader refused the mail (too large, too deeply
	// nested, too many parts, malformed).
	MailUnreadable
	// OrdersAccepted: a player's orders for the open round are stored.
	OrdersAccepted
	// MazeAccepted: a duel player's maze is stored (rule D1).
	MazeAccepted
	// HostDone: a host command was done.
	HostDone
	// HostRefused: a host command was refused; the host is told why.
	HostRefused
)

var outcomePrefix = map[OutcomeKind]string{
	MailIgnored: "ignored: ", MailRejected: "rejected: ", MailUnreadable: "unreadable: ",
	OrdersAccepted: "orders accepted", MazeAccepted: "duel maze accepted",
	HostDone: "host: ", HostRefused: "host rejected: ",
}

// MailOutcome is what became of a received mail, as the store records it
// and the log says it.
type MailOutcome struct {
	Kind OutcomeKind
	// Detail says what the kind does not: why it was rejected, the host
	// command's line.
	Detail string
	// Notes are what else is worth knowing: the sender check's result,
	// that no answer was sent, that the mail was routed by its sender.
	Notes []string
}

func outcome(k OutcomeKind, detail string) MailOutcome { return MailOutcome{Kind: k, Detail: detail} }

func ignored(why string) MailOutcome  { return outcome(MailIgnored, why) }
func rejected(why string) MailOutcome { return outcome(MailRejected, why) }

// with returns o with a note added (once).
func (o MailOutcome) with(note string) MailOutcome {
	if note == "" {
		return o
	}
	for _, n := range o.Notes {
		if n == note {
			return o
		}
	}
	o.Notes = append(append([]string(nil), o.Notes...), note)
	return o
}

// String is the outcome as the store keeps it: "rejected: wrong code
// (sender: dkim=pass)".
func (o MailOutcome) String() string {
	var b strings.Builder
	b.WriteString(outcomePrefix[o.Kind])
	if o.Kind == MazeAccepted && o.Detail != "" {
		b.WriteString("; ")
	}
	b.WriteString(o.Detail)
	for _, n := range o.Notes {
		b.WriteString(" (" + n + ")")
	}
	return b.String()
}

// LetterKind is the kind of a letter the referee writes, as the outbox
// keeps it (store.Mail.Kind).
type LetterKind string

// The letters the referee writes.
const (
	LetterInvitation   LetterKind = "invitation"   // a player's or the host's first letter
	LetterConfirmation LetterKind = "confirmation" // orders (or a duel maze) accepted
	LetterError        LetterKind = "error"        // orders that cannot be taken, and why
	LetterRejection    LetterKind = "rejection"    // mail without the right code, unreadable or untagged mail
	LetterReply        LetterKind = "reply"        // any other answer: to the host, to a player who cannot play now
	LetterReminder     LetterKind = "reminder"     // the deadline is near and no orders came
	LetterReport       LetterKind = "report"       // a player's report of a round
	LetterHostReport   LetterKind = "host-report"  // the host's report of a round
	LetterReveal       LetterKind = "reveal"       // the maze shown at the end of the game
)
