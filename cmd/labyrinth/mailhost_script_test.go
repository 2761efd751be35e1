package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net"
	"os"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/emersion/go-imap/v2"
	"github.com/emersion/go-imap/v2/imapclient"
	_ "github.com/emersion/go-message/charset"
	"github.com/emersion/go-message/mail"
	"github.com/rogpeppe/go-internal/testscript"

	"labyrinth/pbem"
	"labyrinth/pbem/smtpout"
)

// TestMailhostScripts runs testdata/script/mailhost. Besides the usual
// commands the scripts have a mail client (see mailClientCmds: waitport,
// sendmail, fetchmail, waitmail, mailcode, expand), and $IMAP and $SMTP
// name two free loopback ports.
func TestMailhostScripts(t *testing.T) {
	testscript.Run(t, mailScriptParams("testdata/script/mailhost"))
}

// mailScriptParams runs the scripts of dir with the mail client of
// mailClientCmds and two free loopback ports in $IMAP and $SMTP.
func mailScriptParams(dir string) testscript.Params {
	return testscript.Params{
		Dir:                 dir,
		RequireExplicitExec: true,
		Setup: func(env *testscript.Env) error {
			env.Setenv("NO_COLOR", "1")
			for _, name := range []string{"IMAP", "SMTP"} {
				ln, err := net.Listen("tcp", "127.0.0.1:0")
				if err != nil {
					return err
				}
				env.Setenv(name, ln.Addr().String())
				ln.Close()
			}
			return nil
		},
		Cmds: mailClientCmds,
	}
}

// mailClientCmds are what a player's mail client does, for scripts.
var mailClientCmds = map[string]func(ts *testscript.TestScript, neg bool, args []string){
	// waitport ADDR: wait up to 10 s until ADDR accepts connections.
	"waitport": func(ts *testscript.TestScript, neg bool, args []string) {
		if len(args) != 1 {
			ts.Fatalf("usage: waitport ADDR")
		}
		deadline := time.Now().Add(10 * time.Second)
		for {
			c, err := net.DialTimeout("tcp", args[0], time.Second)
			if err == nil {
				c.Close()
				if neg {
					ts.Fatalf("%s accepts connections", args[0])
				}
				return
			}
			if neg {
				return
			}
			if time.Now().After(deadline) {
				ts.Fatalf("%s never accepted a connection: %v", args[0], err)
			}
			time.Sleep(20 * time.Millisecond)
		}
	},
	// sendmail ADDR LOGIN PASSWORD FROM TO FILE: submit FILE ($VAR
	// expanded from the script's environment) over SMTP
	// with AUTH PLAIN.
	"sendmail": func(ts *testscript.TestScript, neg bool, args []string) {
		if len(args) != 6 {
			ts.Fatalf("usage: sendmail ADDR LOGIN PASSWORD FROM TO FILE")
		}
		raw := bytes.ReplaceAll([]byte(os.Expand(ts.ReadFile(args[5]), ts.Getenv)), []byte("\n"), []byte("\r\n"))
		s, err := smtpout.New(smtpout.Options{Addr: args[0], TLS: pbem.TLSNone, Username: args[1], Password: args[2], Timeout: 10 * time.Second})
		ts.Check(err)
		defer s.Close()
		err = s.Send(context.Background(), pbem.Outgoing{From: args[3], To: []string{args[4]}, Raw: raw})
		if neg {
			if err == nil {
				ts.Fatalf("sendmail succeeded")
			}
			fmt.Fprintf(ts.Stderr(), "%v\n", err)
			return
		}
		ts.Check(err)
	},
	// fetchmail ADDR LOGIN PASSWORD: print every message in the INBOX as a
	// mail client shows it: a line "----", the main header fields decoded,
	// a blank line and the text decoded from its charset and transfer
	// encoding.
	"fetchmail": func(ts *testscript.TestScript, neg bool, args []string) {
		if len(args) != 3 {
			ts.Fatalf("usage: fetchmail ADDR LOGIN PASSWORD")
		}
		msgs, err := inboxOf(args[0], args[1], args[2])
		if neg {
			if err == nil {
				ts.Fatalf("fetchmail succeeded")
			}
			fmt.Fprintf(ts.Stderr(), "%v\n", err)
			return
		}
		ts.Check(err)
		fmt.Fprintf(ts.Stdout(), "%d messages\n", len(msgs))
		for _, raw := range msgs {
			fmt.Fprintf(ts.Stdout(), "----\n%s\n", showMail(raw))
		}
	},
	// waitmail ADDR LOGIN PASSWORD N: wait up to 20 s until the INBOX
	// holds at least N messages.
	"waitmail": func(ts *testscript.TestScript, neg bool, args []string) {
		if len(args) != 4 || neg {
			ts.Fatalf("usage: waitmail ADDR LOGIN PASSWORD N")
		}
		want, err := strconv.Atoi(args[3])
		ts.Check(err)
		deadline := time.Now().Add(20 * time.Second)
		for {
			msgs, err := inboxOf(args[0], args[1], args[2])
			ts.Check(err)
			if len(msgs) >= want {
				return
			}
			if time.Now().After(deadline) {
				ts.Fatalf("%s has %d messages, not %d", args[1], len(msgs), want)
			}
			time.Sleep(50 * time.Millisecond)
		}
	},
	// mailcode ADDR LOGIN PASSWORD VAR: set VAR to the secret code in the
	// first message of the INBOX that carries one ("code: …" or «код: …»),
	// as a player reads it from the invitation.
	"mailcode": func(ts *testscript.TestScript, neg bool, args []string) {
		if len(args) != 4 || neg {
			ts.Fatalf("usage: mailcode ADDR LOGIN PASSWORD VAR")
		}
		msgs, err := inboxOf(args[0], args[1], args[2])
		ts.Check(err)
		re := regexp.MustCompile(`(?m)^\s*(?:code|код): (\S+)`)
		for _, raw := range msgs {
			if m := re.FindStringSubmatch(showMail(raw)); m != nil {
				ts.Setenv(args[3], m[1])
				return
			}
		}
		ts.Fatalf("no code in the INBOX of %s", args[1])
	},
	// expand FILE...: replace $VAR and ${VAR} in the files with the
	// script's environment, for configuration files that name ports.
	"expand": func(ts *testscript.TestScript, neg bool, args []string) {
		if neg {
			ts.Fatalf("unsupported: ! expand")
		}
		for _, f := range args {
			ts.Check(os.WriteFile(ts.MkAbs(f), []byte(os.Expand(ts.ReadFile(f), ts.Getenv)), 0o644))
		}
	},
}

// inboxOf returns every message in the INBOX of login, oldest first,
// without marking them seen.
func inboxOf(addr, login, password string) ([][]byte, error) {
	c, err := imapclient.DialInsecure(addr, nil)
	if err != nil {
		return nil, err
	}
	defer c.Close()
	if err := c.Login(login, password).Wait(); err != nil {
		return nil, err
	}
	sel, err := c.Select("INBOX", &imap.SelectOptions{ReadOnly: true}).Wait()
	if err != nil {
		return nil, err
	}
	if sel.NumMessages == 0 {
		return nil, nil
	}
	body := &imap.FetchItemBodySection{Peek: true}
	msgs, err := c.Fetch(imap.SeqSet{imap.SeqRange{Start: 1, Stop: 0}}, &imap.FetchOptions{UID: true, BodySection: []*imap.FetchItemBodySection{body}}).Collect()
	if err != nil {
		return nil, err
	}
	sort.Slice(msgs, func(i, j int) bool { return msgs[i].UID < msgs[j].UID })
	var out [][]byte
	for _, m := range msgs {
		out = append(out, m.FindBodySection(body))
	}
	return out, nil
}

// showMail renders a message as a mail client shows it.
func showMail(raw []byte) string {
	r, err := mail.CreateReader(bytes.NewReader(raw))
	if r == nil {
		return fmt.Sprintf("(unreadable: %v)\n%s", err, raw)
	}
	defer r.Close()
	var b strings.Builder
	for _, k := range []string{"From", "To", "Subject", "Message-Id", "In-Reply-To", "Authentication-Results"} {
		v, err := r.Header.Text(k)
		if err != nil {
			v = r.Header.Get(k)
		}
		if v != "" {
			fmt.Fprintf(&b, "%s: %s\n", k, v)
		}
	}
	b.WriteString("\n")
	for {
		p, err := r.NextPart()
		if err != nil {
			break
		}
		if _, ok := p.Header.(*mail.InlineHeader); ok {
			text, _ := io.ReadAll(p.Body)
			b.WriteString(strings.ReplaceAll(string(text), "\r\n", "\n"))
		}
	}
	return b.String()
}
