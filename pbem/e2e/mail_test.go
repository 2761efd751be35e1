package e2e_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"fmt"
	"io"
	"mime"
	"mime/quotedprintable"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/emersion/go-imap/v2"
	"github.com/emersion/go-imap/v2/imapclient"
	_ "github.com/emersion/go-message/charset"
	"github.com/emersion/go-message/mail"
	"golang.org/x/text/encoding/charmap"

	"labyrinth/pbem"
	"labyrinth/pbem/smtpout"
	"labyrinth/pbem/store"
)

// account is a mailbox on the mail servers under test.
type account struct {
	Name, Password, Address string
}

// servers is what a scenario needs from a mail system: where to submit
// mail and where to read it.
type servers struct {
	IMAPAddr, SMTPAddr string
	// logs returns the servers' logs for a failure message.
	logs func() string
	// restart, when set, stops and starts the servers, mail kept; the
	// scenario calls it while the referee is down.
	restart func()
}

// letter is one received message as a player's mail client shows it.
type letter struct {
	MessageID string
	Subject   string
	From      string
	Auto      string // Auto-Submitted
	InReplyTo string
	Body      string
}

// mailbox reads an account's INBOX over IMAP, as a mail client does.
func mailbox(t testing.TB, s servers, a account) []letter {
	t.Helper()
	c, err := imapclient.DialInsecure(s.IMAPAddr, nil)
	if err != nil {
		t.Fatalf("imap %s: %v", s.IMAPAddr, err)
	}
	defer c.Close()
	if err := c.Login(a.Name, a.Password).Wait(); err != nil {
		t.Fatalf("imap login %s: %v", a.Name, err)
	}
	sel, err := c.Select("INBOX", &imap.SelectOptions{ReadOnly: true}).Wait()
	if err != nil {
		t.Fatalf("select INBOX of %s: %v", a.Name, err)
	}
	if sel.NumMessages == 0 {
		return nil
	}
	body := &imap.FetchItemBodySection{Peek: true}
	msgs, err := c.Fetch(imap.SeqSet{imap.SeqRange{Start: 1, Stop: 0}}, &imap.FetchOptions{UID: true, BodySection: []*imap.FetchItemBodySection{body}}).Collect()
	if err != nil {
		t.Fatalf("fetch INBOX of %s: %v", a.Name, err)
	}
	sort.Slice(msgs, func(i, j int) bool { return msgs[i].UID < msgs[j].UID })
	var out []letter
	for _, m := range msgs {
		out = append(out, parseLetter(t, m.FindBodySection(body)))
	}
	return out
}

func parseLetter(t testing.TB, raw []byte) letter {
	t.Helper()
	r, err := mail.CreateReader(bytes.NewReader(raw))
	if r == nil {
		t.Fatalf("unreadable mail: %v\n%s", err, raw)
	}
	defer r.Close()
	var l letter
	l.MessageID, _ = r.Header.MessageID()
	l.Subject, _ = r.Header.Subject()
	if from, err := r.Header.AddressList("From"); err == nil && len(from) > 0 {
		l.From = from[0].Address
	}
	l.Auto = r.Header.Get("Auto-Submitted")
	if ids, _ := r.Header.MsgIDList("In-Reply-To"); len(ids) > 0 {
		l.InReplyTo = ids[0]
	}
	for {
		p, err := r.NextPart()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("mail %s: %v", l.MessageID, err)
		}
		if _, ok := p.Header.(*mail.InlineHeader); ok {
			b, err := io.ReadAll(p.Body)
			if err != nil {
				t.Fatalf("mail %s: %v", l.MessageID, err)
			}
			l.Body += strings.ReplaceAll(string(b), "\r\n", "\n")
		}
	}
	return l
}

// waitMail polls a's INBOX until ok holds for its letters and returns
// them.
func waitMail(t testing.TB, s servers, a account, what string, ok func([]letter) bool) []letter {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		ls := mailbox(t, s, a)
		if ok(ls) {
			return ls
		}
		if time.Now().After(deadline) {
			var b strings.Builder
			for _, l := range ls {
				fmt.Fprintf(&b, "  %s  %q\n", l.MessageID, l.Subject)
			}
			logs := ""
			if s.logs != nil {
				logs = s.logs()
			}
			t.Fatalf("%s never got %s; the INBOX holds:\n%s%s", a.Name, what, b.String(), logs)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// count returns the letters whose subject contains sub.
func count(ls []letter, sub string) []letter {
	var out []letter
	for _, l := range ls {
		if strings.Contains(l.Subject, sub) {
			out = append(out, l)
		}
	}
	return out
}

// atLeast is a waitMail condition: n letters with sub in the subject.
func atLeast(sub string, n int) func([]letter) bool {
	return func(ls []letter) bool { return len(count(ls, sub)) >= n }
}

// client submits mail over SMTP with the account's login, as a mail
// client does.
func client(t testing.TB, s servers, a account) *smtpout.Sender {
	t.Helper()
	snd, err := smtpout.New(smtpout.Options{Addr: s.SMTPAddr, TLS: pbem.TLSNone, Username: a.Name, Password: a.Password,
		HeloName: "client.localhost", Timeout: 10 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { snd.Close() })
	return snd
}

// send submits raw from a to rcpt.
func send(t testing.TB, s servers, a account, rcpt string, raw []byte) {
	t.Helper()
	if err := client(t, s, a).Send(context.Background(), pbem.Outgoing{From: a.Address, To: []string{rcpt}, Raw: raw}); err != nil {
		t.Fatalf("%s sends: %v", a.Name, err)
	}
}

// plainMail writes a UTF-8 text mail as a simple client does.
func plainMail(from, to, subject, id, inReplyTo, body string) []byte {
	var b strings.Builder
	fmt.Fprintf(&b, "From: %s\r\nTo: %s\r\nSubject: %s\r\nMessage-ID: <%s>\r\nDate: %s\r\n", from, to, mimeWord(subject), id, time.Now().Format(time.RFC1123Z))
	if inReplyTo != "" {
		fmt.Fprintf(&b, "In-Reply-To: <%s>\r\nReferences: <%s>\r\n", inReplyTo, inReplyTo)
	}
	b.WriteString("MIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n")
	b.WriteString(strings.ReplaceAll(body, "\n", "\r\n"))
	return []byte(b.String())
}

// encodedMail writes a text mail in another charset and transfer
// encoding, as older clients do: KOI8-R or windows-1251, base64 or
// quoted-printable.
func encodedMail(t testing.TB, from, to, subject, id, charset, cte, body string) []byte {
	t.Helper()
	enc := map[string]*charmap.Charmap{"koi8-r": charmap.KOI8R, "windows-1251": charmap.Windows1251}[charset]
	if enc == nil {
		t.Fatalf("no charset %s", charset)
	}
	b8, err := enc.NewEncoder().String(strings.ReplaceAll(body, "\n", "\r\n"))
	if err != nil {
		t.Fatal(err)
	}
	var text string
	switch cte {
	case "base64":
		text = base64.StdEncoding.EncodeToString([]byte(b8))
	case "quoted-printable":
		var buf bytes.Buffer
		w := quotedprintable.NewWriter(&buf)
		w.Write([]byte(b8))
		w.Close()
		text = buf.String()
	default:
		t.Fatalf("no transfer encoding %s", cte)
	}
	return fmt.Appendf(nil, "From: %s\r\nTo: %s\r\nSubject: %s\r\nMessage-ID: <%s>\r\nDate: %s\r\nMIME-Version: 1.0\r\n"+
		"Content-Type: text/plain; charset=%s\r\nContent-Transfer-Encoding: %s\r\n\r\n%s\r\n",
		from, to, mime.BEncoding.Encode(charset, mustEncode(t, enc, subject)), id, time.Now().Format(time.RFC1123Z), charset, cte, text)
}

func mustEncode(t testing.TB, enc *charmap.Charmap, s string) string {
	t.Helper()
	b, err := enc.NewEncoder().String(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// htmlMail writes an HTML-only mail, as some webmail clients send.
func htmlMail(from, to, subject, id string, lines ...string) []byte {
	var b strings.Builder
	fmt.Fprintf(&b, "From: %s\r\nTo: %s\r\nSubject: %s\r\nMessage-ID: <%s>\r\nDate: %s\r\nMIME-Version: 1.0\r\n", from, to, mimeWord(subject), id, time.Now().Format(time.RFC1123Z))
	b.WriteString("Content-Type: text/html; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n<html><body>")
	for _, l := range lines {
		fmt.Fprintf(&b, "<div>%s</div>", l)
	}
	b.WriteString("</body></html>\r\n")
	return []byte(b.String())
}

func mimeWord(s string) string {
	for _, r := range s {
		if r > 127 {
			return mime.QEncoding.Encode("utf-8", s)
		}
	}
	return s
}

// waitOutboxDelivered waits until every letter the referee's outbox in db marks
// sent is in its recipients' mailboxes: the point after which nothing the
// referee did is still on its way. Call it with the referee stopped, so
// that the outbox no longer changes.
func waitOutboxDelivered(t testing.TB, s servers, db string, accounts []account) {
	t.Helper()
	ctx := context.Background()
	st, err := store.Open(ctx, db, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]map[string]bool{} // address → Message-IDs sent to it
	err = st.View(ctx, func(tx *store.Tx) error {
		mails, err := tx.Outbox(0)
		for _, m := range mails {
			if m.Status != store.MailSent {
				continue
			}
			for _, to := range m.To {
				to = strings.ToLower(to)
				if want[to] == nil {
					want[to] = map[string]bool{}
				}
				want[to][strings.Trim(m.MessageID, "<>")] = true
			}
		}
		return err
	})
	st.Close()
	if err != nil {
		t.Fatal(err)
	}
	waited := 0
	for _, a := range accounts {
		ids := want[strings.ToLower(a.Address)]
		waited += len(ids)
		waitMail(t, s, a, fmt.Sprintf("the %d letters the outbox sent", len(ids)), func(ls []letter) bool {
			have := map[string]bool{}
			for _, l := range ls {
				have[strings.Trim(l.MessageID, "<>")] = true
			}
			for id := range ids {
				if !have[id] {
					return false
				}
			}
			return true
		})
	}
	if waited == 0 {
		t.Fatalf("the outbox in %s sent the cast nothing (letters went to %d other addresses): nothing to wait for", db, len(want))
	}
}
