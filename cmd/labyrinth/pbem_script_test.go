package main

import (
	"encoding/base64"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/rogpeppe/go-internal/testscript"

	"labyrinth/pbem/campaign"
	"labyrinth/pbem/campaign/campaigntest"
)

func init() {
	// Scripts that set LABYRINTH_TEST_GAME=corridor play the small game of
	// campaigntest, whose outcome they can foresee; the others play the
	// real engine. All read the clock from LABYRINTH_TEST_NOW, so that
	// deadlines pass on cue.
	real := campaignDeps
	campaignDeps = func() (campaign.Engine, campaign.OrderParser, campaign.Compiler, error) {
		if os.Getenv("LABYRINTH_TEST_GAME") == "corridor" {
			return campaigntest.Engine{}, campaigntest.Orders{}, campaigntest.Compile, nil
		}
		return real()
	}
	now = func() time.Time {
		if v := os.Getenv("LABYRINTH_TEST_NOW"); v != "" {
			if t, err := time.Parse(time.RFC3339, v); err == nil {
				return t
			}
		}
		return time.Now()
	}
}

// TestPbemScripts runs testdata/script/pbem: the campaign and referee
// commands, with two extra script commands to play by mail through a spool
// directory:
//
//	invite-code OUTDIR EMAIL VAR   set VAR to the code in EMAIL's invitation
//	sendmail INDIR FROM SUBJECT BODY   drop a mail into the inbox spool ("\n" in BODY is a newline)
func TestPbemScripts(t *testing.T) {
	n := 0
	testscript.Run(t, testscript.Params{
		Dir:                 "testdata/script/pbem",
		RequireExplicitExec: true,
		Setup: func(env *testscript.Env) error {
			env.Setenv("NO_COLOR", "1")
			return nil
		},
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			"invite-code": func(ts *testscript.TestScript, neg bool, args []string) {
				if len(args) != 3 {
					ts.Fatalf("usage: invite-code OUTDIR EMAIL VAR")
				}
				files, _ := filepath.Glob(filepath.Join(ts.MkAbs(args[0]), "*-"+strings.ReplaceAll(args[1], "@", "_at_")+".eml"))
				code := regexp.MustCompile(`[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}`)
				for _, f := range files {
					b, err := os.ReadFile(f)
					ts.Check(err)
					if c := code.Find(b); c != nil {
						ts.Setenv(args[2], string(c))
						return
					}
				}
				ts.Fatalf("no invitation with a code for %s", args[1])
			},
			"sendmail": func(ts *testscript.TestScript, neg bool, args []string) {
				if len(args) != 4 {
					ts.Fatalf("usage: sendmail INDIR FROM SUBJECT BODY")
				}
				n++
				dir := ts.MkAbs(args[0])
				ts.Check(os.MkdirAll(dir, 0o700))
				var h strings.Builder
				fmt.Fprintf(&h, "From: %s\r\nTo: referee@example.org\r\nSubject: %s\r\nMessage-ID: <script%d@example.org>\r\n", args[1], mimeWord(args[2]), n)
				h.WriteString("MIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n")
				h.WriteString(strings.ReplaceAll(args[3], `\n`, "\r\n") + "\r\n")
				ts.Check(os.WriteFile(filepath.Join(dir, fmt.Sprintf("%04d.eml", n)), []byte(h.String()), 0o600))
			},
		},
	})
}

func mimeWord(s string) string {
	for _, r := range s {
		if r > 127 {
			return "=?utf-8?b?" + base64.StdEncoding.EncodeToString([]byte(s)) + "?="
		}
	}
	return s
}
