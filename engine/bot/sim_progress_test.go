package bot_test

import (
	"strings"
	"testing"

	"labyrinth/engine/bot"
)

// TestProgress: the line is rewritten every tenth of the games and ended
// with the last.
func TestProgress(t *testing.T) {
	var b strings.Builder
	p := (&bot.Sim{Lang: "en"}).Progress(&b, 20)
	for n := 1; n <= 20; n++ {
		p(n)
	}
	out := b.String()
	if strings.Count(out, "\r") != 10 || !strings.HasSuffix(out, "\n") || !strings.Contains(out, "20") {
		t.Errorf("progress %q", out)
	}
	b.Reset()
	p = (&bot.Sim{Lang: "en"}).Progress(&b, 3)
	p(1)
	if strings.Count(b.String(), "\r") != 1 || strings.HasSuffix(b.String(), "\n") {
		t.Errorf("one of three: %q", b.String())
	}
}
