package campaign_test

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-message/mail"

	"labyrinth/pbem"
	"labyrinth/pbem/campaign"
	"labyrinth/pbem/imapin"
	"labyrinth/pbem/mailhost"
	"labyrinth/pbem/smtpout"
	"labyrinth/pbem/store"
)

// clock is the referee's clock in the end-to-end test, moved by hand.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time  { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) set(t time.Time) { c.mu.Lock(); c.t = t; c.mu.Unlock() }

// mailbox is one person's mail client on the embedded host.
type mailbox struct {
	t    *testing.T
	addr string
	in   *imapin.Inbox
	out  *smtpout.Sender
	n    int
}

func (m *mailbox) send(subject, body string) {
	m.t.Helper()
	m.n++
	var h mail.Header
	h.SetAddressList("From", []*mail.Address{{Address: m.addr}})
	h.SetAddressList("To", []*mail.Address{{Address: "referee@" + mailhost.DefaultDomain}})
	h.SetSubject(subject)
	h.SetMessageID(fmt.Sprintf("%d.%s", m.n, m.addr))
	h.SetContentType("text/plain", map[string]string{"charset": "utf-8"})
	var b bytes.Buffer
	w, err := mail.CreateSingleInlineWriter(&b, h)
	if err != nil {
		m.t.Fatal(err)
	}
	io.WriteString(w, strings.ReplaceAll(body, "\n", "\r\n"))
	w.Close()
	err = m.out.Send(context.Background(), pbem.Outgoing{From: m.addr, To: []string{"referee@" + mailhost.DefaultDomain}, Raw: b.Bytes()})
	if err != nil {
		m.t.Fatalf("%s sends: %v", m.addr, err)
	}
}

// wait returns the next mails, waiting until want have come.
func (m *mailbox) wait(want int) []sent {
	m.t.Helper()
	var out []sent
	deadline := time.Now().Add(15 * time.Second)
	for len(out) < want {
		if time.Now().After(deadline) {
			m.t.Fatalf("%s: %d of %d mails came: %v", m.addr, len(out), want, out)
		}
		msgs, err := m.in.Fetch(context.Background())
		if err != nil {
			m.t.Fatal(err)
		}
		var uids []uint32
		for _, msg := range msgs {
			r, err := mail.CreateReader(bytes.NewReader(msg.Raw))
			if err != nil {
				m.t.Fatal(err)
			}
			subj, _ := r.Header.Subject()
			p, err := r.NextPart()
			if err != nil {
				m.t.Fatal(err)
			}
			body, _ := io.ReadAll(p.Body)
			out = append(out, sent{to: m.addr, subject: subj, body: string(body), header: r.Header})
			uids = append(uids, msg.UID)
		}
		if len(uids) > 0 {
			if err := m.in.Ack(context.Background(), uids...); err != nil {
				m.t.Fatal(err)
			}
		}
		if len(out) < want {
			time.Sleep(20 * time.Millisecond)
		}
	}
	return out
}

var cellRE = regexp.MustCompile(`@[A-Z]\d|\+---\+`)

// TestEndToEnd plays a campaign by mail through the embedded mail host
// with the real engine: invitations, orders in Russian and English, an
// order error, a resent order, a forged mail, the deadline with a missing
// player, private reports, the host's end and the reveal.
func TestEndToEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end test")
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	dir := t.TempDir()
	names := []string{"referee", "host", "anya", "bob", "vera"}
	var accounts []mailhost.Account
	for _, n := range names {
		accounts = append(accounts, mailhost.Account{Name: n, Password: "pw-" + n})
	}
	h, err := mailhost.Start(ctx, mailhost.Options{Accounts: accounts})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	boxes := map[string]*mailbox{}
	for _, n := range names {
		in, err := imapin.New(imapin.Options{Addr: h.IMAPAddr(), TLS: pbem.TLSNone, Username: n, Password: "pw-" + n, PollInterval: 50 * time.Millisecond})
		if err != nil {
			t.Fatal(err)
		}
		defer in.Close()
		out, err := smtpout.New(smtpout.Options{Addr: h.SMTPAddr(), TLS: pbem.TLSNone, Username: n, Password: "pw-" + n})
		if err != nil {
			t.Fatal(err)
		}
		defer out.Close()
		boxes[n] = &mailbox{t: t, addr: h.Address(n), in: in, out: out}
	}

	st, err := store.Open(ctx, filepath.Join(dir, "c.db"), store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	ref, err := campaign.New(campaign.Options{Store: st, Engine: campaign.RulesEngine{}, Orders: campaign.RulesOrders{}, Compile: campaign.CompileMaze})
	if err != nil {
		t.Fatal(err)
	}
	d := mailhost.DefaultDomain
	cfg, err := campaign.ParseConfig("e2e.json", []byte(fmt.Sprintf(`{"name": "e2e", "referee": "referee@%[1]s", "host": "host@%[1]s", "host_lang": "en",
		"maze": "small.maze", "round": "1h", "players": [
		{"name": "Аня", "email": "anya@%[1]s", "lang": "ru"},
		{"name": "Bob", "email": "bob@%[1]s", "lang": "en"},
		{"name": "Вера", "email": "vera@%[1]s", "lang": "ru"}]}`, d)))
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile("testdata/small.maze")
	if err != nil {
		t.Fatal(err)
	}
	clk := &clock{t: t0}
	if _, err := ref.Create(ctx, cfg, "small.maze", src, clk.now()); err != nil {
		t.Fatal(err)
	}
	refIn, refOut := boxes["referee"].in, boxes["referee"].out
	done := make(chan error, 1)
	go func() {
		done <- pbem.Run(ctx, pbem.Config{Inbox: refIn, Sender: refOut, Outbox: st, Handler: ref, Now: clk.now,
			TickInterval: 50 * time.Millisecond, OutboxInterval: 50 * time.Millisecond})
	}()

	codeRE := regexp.MustCompile(`[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}`)
	code := map[string]string{}
	for _, n := range []string{"anya", "bob", "vera", "host"} {
		inv := boxes[n].wait(1)
		code[n] = codeRE.FindString(inv[0].body)
		if code[n] == "" {
			t.Fatalf("no code in %s's invitation:\n%s", n, inv[0].body)
		}
	}
	anya, bob, host := boxes["anya"], boxes["bob"], boxes["host"]

	anya.send("[lab:e2e] ход 1", "код: "+code["anya"]+"\nначинаю с б3")
	if m := anya.wait(1)[0]; !strings.Contains(m.subject, "приняты") {
		t.Errorf("Аня: %s\n%s", m.subject, m.body)
	}
	bob.send("[lab:e2e] round 1", "code: "+code["bob"]+"\ngo west")
	if m := bob.wait(1)[0]; !strings.Contains(m.subject, "error") || !strings.Contains(m.body, "line 2") {
		t.Errorf("Bob's bad order: %s\n%s", m.subject, m.body)
	}
	bob.send("Re: [lab:e2e] Round 1: error in your orders", "code: "+code["bob"]+"\nstart at C3\n\n> go west")
	if m := bob.wait(1)[0]; !strings.Contains(m.subject, "accepted") {
		t.Errorf("Bob's resent order: %s\n%s", m.subject, m.body)
	}
	// A mail from Аня's address with Bob's code changes nothing; the
	// answer goes to Аня.
	anya.send("[lab:e2e]", "код: "+code["bob"]+"\nначинаю с а1")
	if m := anya.wait(1)[0]; !strings.Contains(m.subject, "не принято") {
		t.Errorf("forged mail: %s\n%s", m.subject, m.body)
	}

	clk.set(t0.Add(61 * time.Minute)) // the deadline passes; Вера sent nothing
	reports := map[string]sent{}
	for _, n := range []string{"anya", "bob", "vera", "host"} {
		reports[n] = boxes[n].wait(1)[0]
	}
	for _, n := range []string{"anya", "bob", "vera"} {
		r := reports[n]
		if !strings.Contains(r.subject, "1") || cellRE.MatchString(r.body) {
			t.Errorf("B1: %s's report names a cell or shows the map:\n%s", n, r.body)
		}
		for _, other := range []string{"Аня", "Bob", "Вера"} {
			if strings.Contains(r.body, other) {
				t.Errorf("B1: %s's report names %s:\n%s", n, other, r.body)
			}
		}
	}
	if !strings.Contains(reports["vera"].body, "Твоих приказов не было") {
		t.Errorf("Вера is not told her orders were missing:\n%s", reports["vera"].body)
	}
	if !strings.Contains(reports["host"].body, "+---+") || !strings.Contains(reports["host"].body, "Вера") {
		t.Errorf("the host report lacks the map or a player:\n%s", reports["host"].body)
	}

	host.send("[lab:e2e] end", "code: "+code["host"]+"\nend")
	for _, n := range []string{"anya", "bob", "vera"} {
		m := boxes[n].wait(1)[0]
		if !strings.Contains(m.body, "+---+") {
			t.Errorf("%s's reveal lacks the map:\n%s", n, m.body)
		}
	}
	hm := host.wait(2)
	if !strings.Contains(hm[0].body+hm[1].body, "ended") {
		t.Errorf("the host's answer: %v", hm)
	}
	cancel()
	if err := <-done; err != nil {
		t.Errorf("Run: %v", err)
	}
	s, err := campaign.Status(context.Background(), st, "e2e")
	if err != nil {
		t.Fatal(err)
	}
	if s.Campaign.Status != store.StatusOver || s.Outbox[store.MailQueued] != 0 || s.Outbox[store.MailFailed] != 0 {
		t.Errorf("at the end:\n%s", s)
	}
}
