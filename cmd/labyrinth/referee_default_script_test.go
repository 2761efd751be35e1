package main

import (
	"net"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

// TestRefereeDefaultScripts runs testdata/script/referee_default: "labyrinth
// referee" with no configuration (issue 5, §8), played through its
// embedded mail host with the mail client of mailClientCmds. $IMAP and
// $SMTP name two free loopback ports.
func TestRefereeDefaultScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir:                 "testdata/script/referee_default",
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
