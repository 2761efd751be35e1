package daemon

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"labyrinth/examples"
)

// WriteBanner tells the user of the embedded default, kept in the data
// directory dir, how to play: where the mail host listens, every account
// with its password and code, and an order sent with curl; unless once,
// how to stop.
func (d *Default) WriteBanner(w io.Writer, dir string, once bool) {
	m, codes, rounds := d.Mail, d.Codes, d.Rounds
	h, accounts, referee := m.Host, m.Accounts, m.Referee
	if d.Created {
		fmt.Fprintf(w, "new demo campaign %q on the default maze (%s), kept in %s\n\n", DemoCampaign, examples.Default, dir)
	} else {
		fmt.Fprintf(w, "the campaigns kept in %s go on: %s\n\n", dir, rounds)
	}
	fmt.Fprintf(w, "mail host for %s, on this machine only (mail kept in %s):\n\n", h.Domain(), m.Dir)
	fmt.Fprintf(w, "  incoming  IMAP  %s\n", h.IMAPAddr())
	fmt.Fprintf(w, "  outgoing  SMTP  %s\n", h.SMTPAddr())
	fmt.Fprintf(w, "  security  none (plain connection; normal password; the login is the account's name)\n\n")
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "  account\taddress\tpassword\tsecret code\n")
	for _, a := range accounts {
		addr := h.Address(a.Name)
		code := ""
		switch {
		case addr == referee:
			code = "(the referee: orders go here)"
		case codes != nil && addr == "host@"+h.Domain():
			code = codes.Host + " (host)"
		case codes != nil:
			code = codes.Players[addr]
		}
		fmt.Fprintf(tw, "  %s\t%s\t%s\t%s\n", a.Name, addr, a.Password, code)
	}
	tw.Flush()
	fmt.Fprintln(w)
	tag := "[lab:" + DemoCampaign + "]"
	if codes != nil {
		tag = "[lab:" + codes.Tag + "]"
	}
	fmt.Fprintf(w, "Orders: mail %s with %s in the subject, the secret code on the first line\n", referee, tag)
	fmt.Fprintf(w, "and the orders below; each player's invitation in their INBOX explains the rest.\n")
	if codes != nil {
		for _, a := range accounts {
			addr := h.Address(a.Name)
			code, ok := codes.Players[addr]
			order := d.Examples[addr]
			if !ok || order == "" {
				continue
			}
			fmt.Fprintf(w, "\nAn order for round %d with curl, as %s:\n\n", d.Round, a.Name)
			fmt.Fprintf(w, "  printf 'From: %s\\r\\nTo: %s\\r\\nSubject: %s orders\\r\\nContent-Type: text/plain; charset=utf-8\\r\\n\\r\\ncode: %s\\r\\n%s\\r\\n' > orders.eml\n",
				addr, referee, tag, code, strings.ReplaceAll(order, "'", `'\''`))
			fmt.Fprintf(w, "  curl --url smtp://%s --user %s:%s --mail-from %s --mail-rcpt %s --upload-file orders.eml\n",
				h.SMTPAddr(), a.Name, a.Password, addr, referee)
			fmt.Fprintf(w, "\nThe letters in %s's INBOX, and the last of them (N: the last number the first command prints), decoded:\n\n", a.Name)
			fmt.Fprintf(w, "  curl --url 'imap://%s/INBOX' --user %s:%s -X 'UID SEARCH ALL'\n", h.IMAPAddr(), a.Name, a.Password)
			fmt.Fprintf(w, "  curl -s --url 'imap://%s/INBOX;UID=N;SECTION=TEXT' --user %s:%s | perl -MMIME::QuotedPrint -0777 -ne 'print decode_qp($_)'\n",
				h.IMAPAddr(), a.Name, a.Password)
			break
		}
	}
	if d.Web != nil {
		fmt.Fprintf(w, "\nWeb pages on %s, on this machine only. The host's link, good once for a day\n", d.Web.URL())
		fmt.Fprintf(w, "(after that, log in with the host code):\n\n  %s\n\n", d.Web.LoginLink())
		fmt.Fprintf(w, "and each player's report letters end with the link to their own page\n")
	}
	if !once {
		fmt.Fprintf(w, "\nPress Ctrl-C to stop; the same command goes on where it stopped.\n")
	}
	fmt.Fprintln(w)
}
