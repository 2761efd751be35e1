package campaign_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"labyrinth/internal/golden"
)

// TestLettersGolden renders every letter of a short campaign (invitations,
// a confirmation, an error, reports, the host's report) into
// testdata/letters.golden, with the random codes masked: what players and
// the host read, for review. Run with -update after a deliberate change.
func TestLettersGolden(t *testing.T) {
	// Аня and Вера are women on the roster: the letters agree with them.
	cfg := strings.Replace(testConfig, `"lang": "ru"}`, `"lang": "ru", "gender": "f"}`, 1)
	cfg = strings.Replace(cfg, `"vera@example.org"}`, `"vera@example.org", "gender": "f"}`, 1)
	f := newFixture(t, cfg)
	f.send("Аня <anya@example.org>", "[lab:autumn] ход", "код: "+f.code(0)+"\nнаправо")
	f.send("bob@example.org", "[autumn] orders", "code: "+f.code(1)+"\nfly")
	f.tick(t0.Add(61 * time.Minute))
	var b strings.Builder
	for _, m := range f.newMail() {
		fmt.Fprintf(&b, "=== %s to %s\n", m.kind, m.to)
		for _, k := range []string{"From", "To", "Subject", "Date", "Message-Id", "In-Reply-To", "References", "Auto-Submitted", "Content-Type"} {
			if v := m.header.Get(k); v != "" {
				if k == "Subject" {
					v = m.subject
				}
				fmt.Fprintf(&b, "%s: %s\n", k, v)
			}
		}
		fmt.Fprintf(&b, "\n%s\n", strings.ReplaceAll(m.body, "\r\n", "\n"))
	}
	got := b.String()
	for i := range 3 {
		got = strings.ReplaceAll(got, f.code(i), fmt.Sprintf("<CODE OF SEAT %d>", i+1))
	}
	got = strings.ReplaceAll(got, f.c.HostCode, "<HOST CODE>")
	golden.CheckString(t, "testdata/letters.golden", got)
}
