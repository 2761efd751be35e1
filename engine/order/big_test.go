package order

import (
	"strings"
	"testing"
	"time"

	"labyrinth/dsl/rules"
)

// TestLargeInputs makes sure no input shape is slow: every one of these
// 16 KiB texts is read in well under a second even on a busy machine (a
// quadratic case would take minutes).
func TestLargeInputs(t *testing.T) {
	for _, unit := range []string{"иду ", "налево ", "налево/", "и ", "если ", "zzzz ", "3 ", ", ", "б4 ", "стреляю налево и ", "\n", "вверх 1 "} {
		text := strings.Repeat(unit, (16<<10)/len(unit))
		for _, o := range []Options{{}, {Rules: preset(rules.FamilyVMK)}, {Rules: preset(rules.FamilyStalker)}} {
			start := time.Now()
			Parse(text, o)
			if d := time.Since(start); d > 2*time.Second {
				t.Errorf("%q×%d took %v", unit, len(text)/len(unit), d)
			}
		}
	}
}
