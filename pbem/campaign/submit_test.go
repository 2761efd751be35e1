package campaign_test

import (
	"context"
	"strings"
	"testing"

	"labyrinth/pbem/campaign"
)

// TestSubmitOrders: orders given on a web page are read, checked and
// confirmed as a mail's are — the same reader (a quoted reply dropped),
// the same confirmation, mailed too and returned — and a wrong code or
// bad orders are refused in the same words.
func TestSubmitOrders(t *testing.T) {
	f := newFixture(t, testConfig)
	f.newMail()
	ctx := context.Background()
	ans, err := f.ref.SubmitOrders(ctx, "autumn", 1, f.code(1), "east\n\nOn Mon, Nov 23, 2026 at 12:00 Referee <referee@example.org> wrote:\n> west\n", t0)
	if err != nil {
		t.Fatal(err)
	}
	if ans.Outcome.Kind != campaign.OrdersAccepted || len(ans.Letters) != 1 || ans.Letters[0].Kind != campaign.LetterConfirmation ||
		!strings.Contains(ans.Letters[0].Body, "east") || strings.Contains(ans.Letters[0].Body, "west") || ans.Letters[0].To != "bob@example.org" {
		t.Fatalf("accepted orders: %+v", ans)
	}
	ms := f.newMail()
	only(t, ms, "confirmation>bob@example.org")
	norm := func(s string) string { return strings.TrimSpace(strings.ReplaceAll(s, "\r\n", "\n")) }
	if norm(ms[0].body) != norm(ans.Letters[0].Body) {
		t.Errorf("the mailed confirmation differs:\n%s\n---\n%s", ms[0].body, ans.Letters[0].Body)
	}
	ans, err = f.ref.SubmitOrders(ctx, "autumn", 1, "AAAA-BBBB-CCCC", "east", t0)
	if err != nil || ans.Outcome.Kind != campaign.MailRejected || ans.Outcome.Detail != "wrong code" || len(ans.Letters) != 1 || ans.Letters[0].Kind != campaign.LetterRejection {
		t.Errorf("a wrong code: %+v, %v", ans, err)
	}
	ans, err = f.ref.SubmitOrders(ctx, "autumn", 0, f.code(0), "летим", t0)
	if err != nil || ans.Outcome.Kind != campaign.MailRejected || len(ans.Letters) != 1 || !strings.Contains(ans.Letters[0].Body, "непонятный приказ") ||
		!strings.Contains(ans.Letters[0].Body, "НЕ приняты") {
		t.Errorf("bad orders: %+v, %v", ans, err)
	}
	if _, err := f.ref.SubmitOrders(ctx, "autumn", 7, f.code(0), "east", t0); err == nil {
		t.Error("seat 8 of 3 was taken")
	}
}
