package campaign

import (
	"labyrinth/pbem/mailtext"
)

// ReadMail is the MailParser of real play: package mailtext reads the
// mail (any charset, HTML-only mail, quoted replies and signatures
// removed, size limits), finds the code line and the campaign tags.
func ReadMail(raw []byte) (*Incoming, error) {
	m, err := mailtext.Parse(raw)
	if err != nil {
		return nil, err
	}
	in := &Incoming{
		From:       m.From.Addr,
		Subject:    m.Subject,
		MessageID:  m.MessageID,
		InReplyTo:  m.InReplyTo,
		References: m.References,
		Automatic:  mailtext.IsAutomatic(m),
	}
	in.Code, _ = mailtext.Code(m.Body)
	in.Text = mailtext.BlankCode(m.Body) // keep line numbers for order errors
	if tag, ok := mailtext.CampaignTag(m.Subject); ok {
		in.Tags = append(in.Tags, tag)
	}
	for _, a := range append(append([]mailtext.Address{}, m.To...), m.Cc...) {
		if tag, ok := mailtext.AddressTag(a.Addr); ok {
			in.Tags = append(in.Tags, tag)
		}
	}
	for _, a := range m.Attachments {
		in.Attachments = append(in.Attachments, Attachment{Name: a.Filename, Data: a.Data})
	}
	return in, nil
}
