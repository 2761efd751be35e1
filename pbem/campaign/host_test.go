package campaign_test

import (
	"context"
	"strings"
	"testing"

	"labyrinth/pbem/campaign"
)

// TestHostCommandTable: the table of host commands writes the help every
// refusal carries, and finds the command a typo meant.
func TestHostCommandTable(t *testing.T) {
	f := newFixture(t, testConfig)
	ctx := context.Background()
	names := campaign.HostCommands()
	if len(names) != 10 || names[0] != "status" || names[len(names)-1] != "end" {
		t.Fatalf("HostCommands() = %v", names)
	}
	for _, tc := range []struct{ typed, want string }{
		{"pasue", ` (did you mean "pause"?)`}, // two letters swapped are one edit
		{"Resolv", ` (did you mean "resolve"?)`},
		{"resend-faild", ` (did you mean "resend-failed"?)`},
		{"fly", ``},
		{"deadlines-please", ``},
	} {
		t.Run(tc.typed, func(t *testing.T) {
			answer, ok, err := f.ref.HostCommand(ctx, "autumn", tc.typed, t0)
			if err != nil || ok {
				t.Fatalf("%q: ok %v, err %v", tc.typed, ok, err)
			}
			first, help, _ := strings.Cut(answer, "\n\n")
			if want := `Not done: unknown command "` + tc.typed + `"` + tc.want; first != want {
				t.Errorf("got %q, want %q", first, want)
			}
			for _, n := range names {
				if n != "resume" && !strings.Contains(help, "\n  "+n+" ") {
					t.Errorf("the help does not list %q:\n%s", n, help)
				}
			}
			if !strings.Contains(help, "\n  pause | resume ") {
				t.Errorf("the help does not list pause | resume:\n%s", help)
			}
		})
	}
	// A command the game is past: the game is over, whatever the word.
	if _, ok, err := f.ref.HostCommand(ctx, "autumn", "end", t0); !ok || err != nil {
		t.Fatalf("end: %v %v", ok, err)
	}
	for _, cmd := range []string{"pause", "fly"} {
		answer, ok, _ := f.ref.HostCommand(ctx, "autumn", cmd, t0)
		if ok || !strings.HasPrefix(answer, "Not done: the game is over\n") {
			t.Errorf("%s after the end: %v %q", cmd, ok, answer)
		}
	}
	if answer, ok, _ := f.ref.HostCommand(ctx, "autumn", "status", t0); !ok || !strings.Contains(answer, "Bob") {
		t.Errorf("status after the end: %v %q", ok, answer)
	}
}
