package daemon

import (
	"context"
	"strings"
	"testing"
)

// TestWriteBanner: the banner names every account with its password and
// code, and the first player's order sent with curl.
func TestWriteBanner(t *testing.T) {
	dir := t.TempDir()
	d, err := OpenDefault(context.Background(), dir, "127.0.0.1:0", "127.0.0.1:0", "", options())
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	var b strings.Builder
	d.WriteBanner(&b, dir, true)
	out := b.String()
	for _, want := range []string{
		"new demo campaign \"demo\" on the default maze (base.maze), kept in " + dir,
		"  incoming  IMAP  " + d.Mail.Host.IMAPAddr(),
		d.Codes.Host + " (host)",
		"(the referee: orders go here)",
		"start at " + DemoStart,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in:\n%s", want, out)
		}
	}
	for _, a := range d.Mail.Accounts {
		if !strings.Contains(out, a.Password) {
			t.Errorf("no password of %s", a.Name)
		}
	}
	if strings.Contains(out, "Ctrl-C") {
		t.Error("a single pass is told how to stop")
	}
}
