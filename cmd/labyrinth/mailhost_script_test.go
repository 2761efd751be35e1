package main

import (
	"bytes"
	"context"
	"fmt"
	"net"
	"strings"
	"testing"
	"time"

	"github.com/emersion/go-imap/v2"
	"github.com/emersion/go-imap/v2/imapclient"
	"github.com/rogpeppe/go-internal/testscript"

	"labyrinth/pbem"
	"labyrinth/pbem/smtpout"
)

// TestMailhostScripts runs testdata/script/mailhost. Besides the usual
// commands the scripts have a mail client: waitport ADDR, sendmail and
// fetchmail (see mailClientCmds), and $IMAP and $SMTP name two free
// loopback ports.
func TestMailhostScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir:                 "testdata/script/mailhost",
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
	})
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
	// sendmail ADDR LOGIN PASSWORD FROM TO FILE: submit FILE over SMTP
	// with AUTH PLAIN.
	"sendmail": func(ts *testscript.TestScript, neg bool, args []string) {
		if len(args) != 6 {
			ts.Fatalf("usage: sendmail ADDR LOGIN PASSWORD FROM TO FILE")
		}
		raw := bytes.ReplaceAll([]byte(ts.ReadFile(args[5])), []byte("\n"), []byte("\r\n"))
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
	// fetchmail ADDR LOGIN PASSWORD: print every message in the INBOX,
	// headers and body, separated by a line "----".
	"fetchmail": func(ts *testscript.TestScript, neg bool, args []string) {
		if len(args) != 3 {
			ts.Fatalf("usage: fetchmail ADDR LOGIN PASSWORD")
		}
		c, err := imapclient.DialInsecure(args[0], nil)
		ts.Check(err)
		defer c.Close()
		err = c.Login(args[1], args[2]).Wait()
		if neg {
			if err == nil {
				ts.Fatalf("login succeeded")
			}
			fmt.Fprintf(ts.Stderr(), "%v\n", err)
			return
		}
		ts.Check(err)
		sel, err := c.Select("INBOX", nil).Wait()
		ts.Check(err)
		fmt.Fprintf(ts.Stdout(), "%d messages\n", sel.NumMessages)
		if sel.NumMessages == 0 {
			return
		}
		body := &imap.FetchItemBodySection{}
		msgs, err := c.Fetch(imap.SeqSet{imap.SeqRange{Start: 1, Stop: 0}}, &imap.FetchOptions{BodySection: []*imap.FetchItemBodySection{body}}).Collect()
		ts.Check(err)
		for _, m := range msgs {
			fmt.Fprintf(ts.Stdout(), "----\n%s\n", strings.ReplaceAll(string(m.FindBodySection(body)), "\r\n", "\n"))
		}
	},
}

