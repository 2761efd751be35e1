package campaign

import (
	"strings"
	"testing"
	"time"

	"labyrinth/pbem/store"
)

// TestStatusSays: the status is said in the host's language, the store's
// statuses in words, and a count of attempts agrees with its number
// («после 1 попытки», «после 5 попыток»).
func TestStatusSays(t *testing.T) {
	at := time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)
	s := &Summary{
		Campaign: &store.Campaign{Name: "autumn", Tag: "autumn", Status: store.StatusPaused, Round: 2, Referee: "r@example.org", HostEmail: "h@example.org", MazeName: "castle.maze"},
		Players:  []*store.Player{{Seat: 0, Name: "Аня", Email: "a@example.org", Lang: "ru", Status: store.PlayerRemoved}},
		Rounds:   []*RoundSummary{{Round: &store.Round{Number: 1, Deadline: at, Resolved: at}, Sent: []string{"missing"}}},
		Outbox:   map[store.MailStatus]int{store.MailFailed: 2},
		Failed:   []*store.Mail{{Kind: "report", Round: 1, To: []string{"a@example.org"}, Attempts: 1, LastError: "550"}},
		Retrying: []*store.Mail{{Kind: "report", Round: 1, To: []string{"a@example.org"}, Attempts: 5, NextAttempt: at, LastError: "421"}},
	}
	for lang, want := range map[string][]string{
		"ru": {"кампания autumn [lab:autumn]: на паузе, ход 2", "место  имя", "вне игры", "  нет  ", "не доставлено 2",
			"после 1 попытки: 550", "не ушло после 5 попыток"},
		"en": {"campaign autumn [lab:autumn]: paused, round 2", "seat  name", "removed", "  missing  ", "2 failed",
			"after 1 attempt: 550", "failed after 5 attempts"},
	} {
		got := s.Say(lang)
		for _, w := range want {
			if !strings.Contains(got, w) {
				t.Errorf("%s: no %q in\n%s", lang, w, got)
			}
		}
	}
	if s.String() != s.Say("en") {
		t.Error("the command line's status is not the English one")
	}
}
