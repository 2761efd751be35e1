package campaign

import (
	"regexp"
	"strings"
	"time"

	"labyrinth/pbem/mailtext"
)

// Incoming is a received mail as the campaign reads it.
type Incoming struct {
	From      string // the address, lowercase
	Subject   string
	MessageID string
	// InReplyTo and References thread a reply to a report we sent.
	InReplyTo  []string
	References []string
	// Code is the secret code found on its own line of the body
	// ("code: …", «код: …»), "" if none.
	Code string
	// Text is what the player wrote now, as plain text: quoted replies,
	// signatures and the code line removed.
	Text string
	// Tags are campaign tags found outside the subject, such as a
	// plus-address ("referee+autumn@…").
	Tags []string
	// Attachments are the files attached; the only one ever read is a
	// duel player's .maze (rule D1).
	Attachments []Attachment
	// Date is the Date header, zero when missing or unreadable.
	Date time.Time
	// Automatic says why the mail was sent by a program (an auto-reply,
	// a bounce, list mail: mailtext.AutomaticReason), "" when a person
	// wrote it. Such mail is recorded and never answered.
	Automatic string

	// answers, when not nil, collects the letters that answer the mail
	// (SubmitOrders shows them).
	answers *[]letter
}

// Attachment is one attached file.
type Attachment struct {
	Name string
	Data []byte
}

// MailParser reads a raw message: ReadMail (package mailtext) by default.
type MailParser func(raw []byte) (*Incoming, error)

var (
	labTag   = regexp.MustCompile(`(?i)\[\s*lab\s*:\s*([\p{L}\p{N}_-]{1,40})\s*\]`)
	plainTag = regexp.MustCompile(`\[([\p{L}\p{N}_-]{1,40})\]`)
)

// subjectTag is what the referee's subjects carry: "[lab:tag]".
func subjectTag(tag string) string { return "[lab:" + strings.ToLower(tag) + "]" }

// subjectTags returns the campaign tags of a subject: "[lab:tag]" first,
// then plain "[tag]" as people type it.
func subjectTags(subject string) []string {
	var out []string
	for _, re := range []*regexp.Regexp{labTag, plainTag} {
		for _, m := range re.FindAllStringSubmatch(subject, -1) {
			out = append(out, strings.ToLower(m[1]))
		}
	}
	return out
}

// ReadMail is the MailParser of real play: package mailtext reads the
// mail (any charset, HTML-only mail, quoted replies and signatures
// removed, size limits), finds the code line and the campaign tags.
func ReadMail(raw []byte) (*Incoming, error) {
	m, err := mailtext.Parse(raw)
	if err != nil {
		return nil, err
	}
	in := incoming(m)
	in.Code, _ = mailtext.Code(m.Body)
	in.Text = mailtext.BlankCode(m.Body) // keep line numbers for order errors
	for _, a := range m.Attachments {
		in.Attachments = append(in.Attachments, Attachment{Name: a.Filename, Data: a.Data})
	}
	return in, nil
}

// headerOnly reads what it can of a mail the parser refused (too large,
// too many parts, nested too deeply): the sender, subject, date and
// threading headers, whether a program sent it, and the code at the
// start of its first text (mailtext.ProbeCode), which tells the
// player's own mail from a forged one.
func headerOnly(raw []byte) *Incoming {
	m, err := mailtext.ParseHeader(raw)
	if err != nil {
		return &Incoming{}
	}
	in := incoming(m)
	in.Code, _ = mailtext.ProbeCode(raw)
	return in
}

// incoming is what the header of m tells the referee.
func incoming(m *mailtext.Mail) *Incoming {
	in := &Incoming{
		From:       m.From.Addr,
		Subject:    m.Subject,
		MessageID:  m.MessageID,
		InReplyTo:  m.InReplyTo,
		References: m.References,
		Date:       m.Date,
		Automatic:  mailtext.AutomaticReason(m),
	}
	if tag, ok := mailtext.CampaignTag(m.Subject); ok {
		in.Tags = append(in.Tags, tag)
	}
	for _, a := range append(append([]mailtext.Address{}, m.To...), m.Cc...) {
		if tag, ok := mailtext.AddressTag(a.Addr); ok {
			in.Tags = append(in.Tags, tag)
		}
	}
	return in
}
