package daemon

import (
	"context"
	"labyrinth/pbem/campaign"
	"os"
	"os/exec"
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
		"An order for round 1 with curl",
		"начинаю с ",
		"decode_qp",
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

// TestBannerAfterARestart: after a restart the banner offers an order
// for the round open now, one the referee takes, not the first round's
// start; and its line for reading mail decodes the letter.
func TestBannerAfterARestart(t *testing.T) {
	dir := t.TempDir()
	ctx := context.Background()
	d, err := OpenDefault(ctx, dir, "127.0.0.1:0", "127.0.0.1:0", "", options())
	if err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if res, err := d.Campaigns[0].HostCommand(ctx, DemoCampaign, "resolve", at); err != nil || !res.Done {
			t.Fatalf("resolve: %+v, %v", res, err)
		}
	}
	d.Close()
	d, err = OpenDefault(ctx, dir, "127.0.0.1:0", "127.0.0.1:0", "", options())
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	var b strings.Builder
	d.WriteBanner(&b, dir, true)
	out := b.String()
	_, rest, ok := strings.Cut(out, "An order for round 3 with curl, as ")
	name, _, _ := strings.Cut(rest, ":")
	if d.Round != 3 || !ok || strings.Contains(out, "начинаю") {
		t.Fatalf("round %d; the banner:\n%s", d.Round, out)
	}
	seat, addr := -1, d.Mail.Host.Address(name)
	for i, p := range DemoPlayers {
		if strings.EqualFold(p.Email, addr) {
			seat = i
		}
	}
	order := d.Examples[addr]
	if !strings.Contains(out, "\\r\\n"+order+"\\r\\n") {
		t.Errorf("the banner does not offer %q:\n%s", order, out)
	}
	ans, err := d.Campaigns[0].SubmitOrders(ctx, DemoCampaign, seat, d.Codes.Players[addr], order, at)
	if err != nil || ans.Outcome.Kind != campaign.OrdersAccepted {
		t.Errorf("the offered order %q: %+v, %v", order, ans, err)
	}
	perl, err := exec.LookPath("perl")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("perl is needed to check the banner's decoding line")
		}
		t.Skip("no perl: the decoding line is not tried")
	}
	i := strings.Index(out, "| perl ")
	if i < 0 {
		t.Fatalf("no decoding line:\n%s", out)
	}
	line := out[i+2 : i+strings.Index(out[i:], "\n")]
	cmd := exec.Command("sh", "-c", line)
	cmd.Stdin = strings.NewReader("=D0=A5=D0=BE=D0=B4 3: =D0=BF=D1=80=D0=B8=D0=BA=D0=B0=D0=B7=D1=8B =\r\n=D0=BF=D1=80=D0=B8=D0=BD=D1=8F=D1=82=D1=8B\r\n")
	got, err := cmd.Output()
	if err != nil || string(got) != "Ход 3: приказы приняты\n" {
		t.Errorf("%s (%s): %q, %v", line, perl, got, err)
	}
}
