package mailhost_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/base64"
	"fmt"
	"log/slog"
	"net/mail"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"syscall"
	"testing"

	"github.com/emersion/go-imap/v2"
	"github.com/emersion/go-imap/v2/imapclient"
	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"

	"labyrinth/pbem/mailhost"
)

func login(t *testing.T, h *mailhost.Host, user, pass string) *imapclient.Client {
	t.Helper()
	c, err := imapclient.DialInsecure(h.IMAPAddr(), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	if err := c.Login(user, pass).Wait(); err != nil {
		t.Fatal(err)
	}
	return c
}

// uidsAndFlags lists a mailbox as "uid:flags" words, in UID order.
func uidsAndFlags(t *testing.T, c *imapclient.Client, mailbox string) (uint32, string) {
	t.Helper()
	sel, err := c.Select(mailbox, &imap.SelectOptions{ReadOnly: true}).Wait()
	if err != nil {
		t.Fatal(err)
	}
	if sel.NumMessages == 0 {
		return sel.UIDValidity, ""
	}
	var all imap.SeqSet
	all.AddRange(1, sel.NumMessages)
	bufs, err := c.Fetch(all, &imap.FetchOptions{UID: true, Flags: true}).Collect()
	if err != nil {
		t.Fatal(err)
	}
	var words []string
	for _, b := range bufs {
		var fl []string
		for _, f := range b.Flags {
			fl = append(fl, string(f))
		}
		sort.Strings(fl) // the server lists them in any order
		words = append(words, fmt.Sprintf("%d:%s", b.UID, strings.Join(fl, ",")))
	}
	return sel.UIDValidity, strings.Join(words, " ")
}

// With a Dir, the mail survives a restart with its mailboxes, flags,
// UIDs and UIDVALIDITY (RFC 9051 section 2.3.1.1), and a UID expunged
// is never given again.
func TestKeepsMailAcrossRestart(t *testing.T) {
	dir := t.TempDir()
	accounts := []mailhost.Account{{Name: "referee", Password: "r"}}
	h, err := mailhost.Start(context.Background(), mailhost.Options{Dir: dir, Accounts: accounts})
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"a", "b", "c", "d"} {
		if err := h.Deliver("referee@labyrinth.localhost", []byte("Message-ID: <"+id+"@x>\r\nSubject: "+id+"\r\n\r\nbody "+id+"\r\n")); err != nil {
			t.Fatal(err)
		}
	}
	c := login(t, h, "referee", "r")
	if err := c.Create("Processed", nil).Wait(); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Select("INBOX", nil).Wait(); err != nil {
		t.Fatal(err)
	}
	var first, last imap.SeqSet
	first.AddNum(1)
	last.AddNum(3) // d, once a has moved
	if _, err := c.Move(first, "Processed").Wait(); err != nil {
		t.Fatal(err)
	}
	if err := c.Store(first, &imap.StoreFlags{Op: imap.StoreFlagsAdd, Flags: []imap.Flag{imap.FlagFlagged, "$Played"}, Silent: true}, nil).Close(); err != nil {
		t.Fatal(err)
	}
	if err := c.Store(last, &imap.StoreFlags{Op: imap.StoreFlagsAdd, Flags: []imap.Flag{imap.FlagDeleted}, Silent: true}, nil).Close(); err != nil {
		t.Fatal(err)
	}
	if err := c.Expunge().Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Select("Processed", nil).Wait(); err != nil {
		t.Fatal(err)
	}
	if err := c.Store(first, &imap.StoreFlags{Op: imap.StoreFlagsAdd, Flags: []imap.Flag{imap.FlagSeen}, Silent: true}, nil).Close(); err != nil {
		t.Fatal(err)
	}
	v1, inbox1 := uidsAndFlags(t, c, "INBOX")
	p1, processed1 := uidsAndFlags(t, c, "Processed")
	if inbox1 != `2:$played,\Flagged 3:` || processed1 != `1:\Seen` {
		t.Fatalf("before the restart: INBOX %q, Processed %q", inbox1, processed1)
	}
	c.Close()
	if err := h.Close(); err != nil {
		t.Fatal(err)
	}

	h2, err := mailhost.Start(context.Background(), mailhost.Options{Dir: dir, Accounts: accounts})
	if err != nil {
		t.Fatal(err)
	}
	defer h2.Close()
	c2 := login(t, h2, "referee", "r")
	v2, inbox2 := uidsAndFlags(t, c2, "INBOX")
	p2, processed2 := uidsAndFlags(t, c2, "Processed")
	if v1 != v2 || p1 != p2 {
		t.Errorf("UIDVALIDITY changed: INBOX %d → %d, Processed %d → %d", v1, v2, p1, p2)
	}
	if inbox2 != inbox1 || processed2 != processed1 {
		t.Errorf("after the restart: INBOX %q (was %q), Processed %q (was %q)", inbox2, inbox1, processed2, processed1)
	}
	// d had UID 4 and was expunged: the next message gets 5.
	if err := h2.Deliver("referee@labyrinth.localhost", []byte("Subject: e\r\n\r\ne\r\n")); err != nil {
		t.Fatal(err)
	}
	if _, inbox3 := uidsAndFlags(t, c2, "INBOX"); !strings.HasSuffix(inbox3, " 5:") {
		t.Errorf("a new message after the restart: %q, want UID 5 last", inbox3)
	}
	// A mailbox deleted and created again gets a new UIDVALIDITY.
	if err := c2.Delete("Processed").Wait(); err != nil {
		t.Fatal(err)
	}
	if err := c2.Create("Processed", nil).Wait(); err != nil {
		t.Fatal(err)
	}
	if p3, _ := uidsAndFlags(t, c2, "Processed"); p3 <= p2 {
		t.Errorf("Processed created again has UIDVALIDITY %d, was %d", p3, p2)
	}
}

// The child of TestMailSurvivesSIGKILL: a host on the directory in
// LABYRINTH_MAILHOST_CHILD that prints its addresses and serves until
// it is killed.
func TestMain(m *testing.M) {
	if dir := os.Getenv("LABYRINTH_MAILHOST_CHILD"); dir != "" {
		h, err := mailhost.Start(context.Background(), mailhost.Options{Dir: dir, Accounts: []mailhost.Account{{Name: "referee", Password: "r"}, {Name: "ann", Password: "a"}}})
		if err != nil {
			fmt.Println("error", err)
			os.Exit(1)
		}
		fmt.Println(h.SMTPAddr(), h.IMAPAddr())
		select {}
	}
	os.Exit(m.Run())
}

func startChild(t *testing.T, dir string) (*exec.Cmd, string, string) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "LABYRINTH_MAILHOST_CHILD="+dir)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		t.Fatalf("child: %v", err)
	}
	var smtpAddr, imapAddr string
	if _, err := fmt.Sscan(line, &smtpAddr, &imapAddr); err != nil || smtpAddr == "error" {
		t.Fatalf("child said %q", line)
	}
	return cmd, smtpAddr, imapAddr
}

// A host killed (SIGKILL) right after answering 250 to a message, or OK
// to a STORE, still has the message and the flag when it starts again.
func TestMailSurvivesSIGKILL(t *testing.T) {
	dir := t.TempDir()
	for round := 1; round <= 3; round++ {
		cmd, smtpAddr, imapAddr := startChild(t, dir)
		c, err := smtp.Dial(smtpAddr)
		if err != nil {
			t.Fatal(err)
		}
		if err := c.Auth(sasl.NewPlainClient("", "ann", "a")); err != nil {
			t.Fatal(err)
		}
		body := fmt.Sprintf("From: ann@labyrinth.localhost\r\nMessage-ID: <%d@ann>\r\n\r\nналево %d\r\n", round, round)
		if err := c.SendMail("ann@labyrinth.localhost", []string{"referee+duel@labyrinth.localhost"}, strings.NewReader(body)); err != nil {
			t.Fatal(err)
		}
		// 250 received: kill at once, without QUIT.
		cmd.Process.Signal(syscall.SIGKILL)
		cmd.Wait()
		c.Close()

		// A second life marks the message seen over IMAP and is killed
		// right after the OK.
		cmd2, _, imapAddr2 := startChild(t, dir)
		_ = imapAddr
		ic, err := imapclient.DialInsecure(imapAddr2, nil)
		if err != nil {
			t.Fatal(err)
		}
		if err := ic.Login("referee", "r").Wait(); err != nil {
			t.Fatal(err)
		}
		sel, err := ic.Select("INBOX", nil).Wait()
		if err != nil {
			t.Fatal(err)
		}
		if sel.NumMessages != uint32(round) {
			t.Fatalf("round %d: %d messages after SIGKILL, want %d", round, sel.NumMessages, round)
		}
		var lastSet imap.SeqSet
		lastSet.AddNum(sel.NumMessages)
		bufs, err := ic.Fetch(lastSet, &imap.FetchOptions{UID: true, BodySection: []*imap.FetchItemBodySection{{Peek: true}}}).Collect()
		if err != nil || len(bufs) != 1 || !bytes.Contains(bufs[0].BodySection[0].Bytes, []byte(fmt.Sprintf("налево %d", round))) {
			t.Fatalf("round %d: last message %v %v", round, bufs, err)
		}
		if bufs[0].UID != imap.UID(round) {
			t.Errorf("round %d: the message has UID %d, want %d", round, bufs[0].UID, round)
		}
		if err := ic.Store(lastSet, &imap.StoreFlags{Op: imap.StoreFlagsAdd, Flags: []imap.Flag{imap.FlagSeen}, Silent: true}, nil).Close(); err != nil {
			t.Fatal(err)
		}
		cmd2.Process.Signal(syscall.SIGKILL)
		cmd2.Wait()
		ic.Close()
	}
	// Every message came back seen.
	h, err := mailhost.Start(context.Background(), mailhost.Options{Dir: dir, Accounts: []mailhost.Account{{Name: "referee", Password: "r"}}})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	if _, got := uidsAndFlags(t, login(t, h, "referee", "r"), "INBOX"); got != `1:\Seen 2:\Seen 3:\Seen` {
		t.Errorf("after three kills: %q", got)
	}
}

// Any valid local part is an account whose mail lives in a directory of
// its own: not the host's accounts file, not a path with '/'.
func TestStorageNamesFromAnyAddress(t *testing.T) {
	dir := t.TempDir()
	accountsFile := filepath.Join(dir, "accounts.json")
	if err := os.WriteFile(accountsFile, []byte(`{"accounts": "p"}`+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	names := []string{"accounts", "a/b", "..", ".hidden", "maildir", "labyrinth-user.json", "A%2Fb"}
	var accounts []mailhost.Account
	for _, n := range names {
		accounts = append(accounts, mailhost.Account{Name: n, Password: "p"})
	}
	for life := 0; life < 2; life++ {
		h, err := mailhost.Start(context.Background(), mailhost.Options{Dir: dir, Accounts: accounts})
		if err != nil {
			t.Fatal(err)
		}
		for _, n := range names {
			if err := h.Deliver(strings.ToLower(n)+"@labyrinth.localhost", []byte("Subject: to "+n+"\r\n\r\nhi\r\n")); err != nil {
				t.Fatalf("delivery to %q: %v", n, err)
			}
		}
		for _, n := range names {
			got := messages(t, h, strings.ToLower(n), "p")
			if len(got) != life+1 || !bytes.Contains(got[life], []byte("Subject: to "+n)) {
				t.Errorf("life %d: %q has %d messages", life, n, len(got))
			}
		}
		h.Close()
	}
	if b, err := os.ReadFile(accountsFile); err != nil || string(b) != `{"accounts": "p"}`+"\n" {
		t.Errorf("the accounts file changed: %q %v", b, err)
	}
}

// A message the host cannot save is refused with a temporary error (the
// sender tries again) and logged; it is never acknowledged.
func TestFailedSaveIsRefused(t *testing.T) {
	dir := t.TempDir()
	var log bytes.Buffer
	h, err := mailhost.Start(context.Background(), mailhost.Options{Dir: dir, Accounts: []mailhost.Account{{Name: "referee", Password: "r"}},
		Logger: slog.New(slog.NewTextHandler(&log, nil))})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	// new/ replaced by a file: renaming into it fails, even for root.
	newDir := filepath.Join(dir, "maildir", "referee", "new")
	if err := os.Remove(newDir); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(newDir, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	c, err := smtp.Dial(h.SMTPAddr())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	err = c.SendMail("ann@example.org", []string{"referee@labyrinth.localhost"}, strings.NewReader("Subject: x\r\n\r\ny\r\n"))
	if err == nil || !strings.Contains(err.Error(), "451") {
		t.Fatalf("a message that could not be saved: %v, want 451", err)
	}
	if !strings.Contains(log.String(), "saving mail failed") {
		t.Errorf("nothing logged:\n%s", log.String())
	}
	if got := messages(t, h, "referee", "r"); len(got) != 0 {
		t.Errorf("the refused message is in the INBOX: %q", got)
	}
}

// Mail submitted without Message-ID or Date (curl, a script) gets them,
// as a submission server adds them; mail with them keeps its own.
func TestAddsMessageIDAndDate(t *testing.T) {
	h := start(t)
	c, err := smtp.Dial(h.SMTPAddr())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	for _, body := range []string{
		"From: ann@labyrinth.localhost\r\nSubject: bare\r\n\r\nналево\r\n",
		"Message-ID: <own@ann>\r\nDate: Mon, 23 Nov 2026 12:00:00 +0000\r\nFrom: ann@labyrinth.localhost\r\nSubject: full\r\n\r\nналево\r\n",
	} {
		if err := c.SendMail("ann@labyrinth.localhost", []string{"referee@labyrinth.localhost"}, strings.NewReader(body)); err != nil {
			t.Fatal(err)
		}
	}
	got := messages(t, h, "referee", "r")
	if len(got) != 2 {
		t.Fatalf("%d messages", len(got))
	}
	for i, raw := range got {
		m, err := mail.ReadMessage(bytes.NewReader(raw))
		if err != nil {
			t.Fatal(err)
		}
		if len(m.Header["Message-Id"]) != 1 || len(m.Header["Date"]) != 1 {
			t.Errorf("message %d: Message-ID %q, Date %q", i, m.Header["Message-Id"], m.Header["Date"])
		}
		if _, err := m.Header.Date(); err != nil {
			t.Errorf("message %d: %v", i, err)
		}
	}
	if !bytes.Contains(got[1], []byte("Message-ID: <own@ann>")) || !bytes.Contains(got[1], []byte("Date: Mon, 23 Nov 2026 12:00:00 +0000")) {
		t.Errorf("the client's own headers changed:\n%s", got[1])
	}
}

// Mail kept by an older host (one JSON file per account) moves into
// Maildir on the first start, flags and mailboxes with it.
func TestImportsLegacyJSON(t *testing.T) {
	dir := t.TempDir()
	legacy := `{"restarts": 2, "mailboxes": [
		{"name": "INBOX", "messages": [{"date": "2026-11-23T12:00:00Z", "flags": ["\\Seen"], "raw": "` + base64.StdEncoding.EncodeToString([]byte("Subject: old\r\n\r\nstill here\r\n")) + `"}]},
		{"name": "Processed", "messages": [{"date": "2026-11-23T12:00:00Z", "raw": "` + base64.StdEncoding.EncodeToString([]byte("Subject: done\r\n\r\nx\r\n")) + `"}]}]}`
	if err := os.WriteFile(filepath.Join(dir, "referee.json"), []byte(legacy), 0o600); err != nil {
		t.Fatal(err)
	}
	for life := range 2 {
		h, err := mailhost.Start(context.Background(), mailhost.Options{Dir: dir, Accounts: []mailhost.Account{{Name: "referee", Password: "r"}}})
		if err != nil {
			t.Fatal(err)
		}
		c := login(t, h, "referee", "r")
		if _, got := uidsAndFlags(t, c, "INBOX"); got != `1:\Seen` {
			t.Errorf("life %d: INBOX %q", life, got)
		}
		if _, got := uidsAndFlags(t, c, "Processed"); got != `1:` {
			t.Errorf("life %d: Processed %q", life, got)
		}
		c.Close()
		h.Close()
	}
	if _, err := os.Stat(filepath.Join(dir, "referee.json.imported")); err != nil {
		t.Errorf("the old file was not set aside: %v", err)
	}
}
