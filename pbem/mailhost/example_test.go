package mailhost_test

import (
	"context"
	"fmt"

	"labyrinth/pbem"
	"labyrinth/pbem/imapin"
	"labyrinth/pbem/mailhost"
	"labyrinth/pbem/smtpout"
)

// A player mails orders through the host's SMTP server; the referee's
// inbox reads them over IMAP and acknowledges them.
func Example() {
	ctx := context.Background()
	h, err := mailhost.Start(ctx, mailhost.Options{Accounts: []mailhost.Account{
		{Name: "referee", Password: "referee-secret"},
		{Name: "ann", Password: "ann-secret"},
	}})
	if err != nil {
		panic(err)
	}
	defer h.Close()

	ann, _ := smtpout.New(smtpout.Options{Addr: h.SMTPAddr(), TLS: pbem.TLSNone, Username: "ann", Password: "ann-secret"})
	defer ann.Close()
	raw := "From: ann@labyrinth.localhost\r\nTo: referee+duel@labyrinth.localhost\r\nSubject: orders\r\nMessage-ID: <o1@ann>\r\n\r\nналево\r\n"
	if err := ann.Send(ctx, pbem.Outgoing{From: h.Address("ann"), To: []string{"referee+duel@labyrinth.localhost"}, Raw: []byte(raw)}); err != nil {
		panic(err)
	}

	in, _ := imapin.New(imapin.Options{Addr: h.IMAPAddr(), TLS: pbem.TLSNone, Username: "referee", Password: "referee-secret"})
	defer in.Close()
	msgs, err := in.Fetch(ctx)
	if err != nil {
		panic(err)
	}
	for _, m := range msgs {
		fmt.Println(m.MessageID)
	}
	if err := in.Ack(ctx, msgs[0].UID); err != nil {
		panic(err)
	}
	// Output: o1@ann
}
