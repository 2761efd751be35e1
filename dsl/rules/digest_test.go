package rules

import (
	"strings"
	"testing"
)

// TestDigestNamesEveryRuleCited: every rule ID an option cites is in
// RULES.md, and the digest parses into its families in order.
func TestDigestNamesEveryRuleCited(t *testing.T) {
	rs := Rules()
	if len(rs) < 100 {
		t.Fatalf("only %d rules in the digest", len(rs))
	}
	for _, k := range Keys() {
		for _, id := range k.Rules {
			if _, ok := RuleByID(id); !ok {
				t.Errorf("option %s cites %s, which RULES.md does not have", k.Key, id)
			}
		}
	}
	r, ok := RuleByID("b17")
	if !ok || r.ID != "B17" || !strings.HasPrefix(r.Section, "B ") || r.Text == "" {
		t.Errorf("b17: %+v %v", r, ok)
	}
	if _, ok := RuleByID("Q1"); ok {
		t.Error("Q1 found")
	}
	seen := map[string]bool{}
	for _, r := range rs {
		if seen[r.ID] {
			t.Errorf("%s twice", r.ID)
		}
		seen[r.ID] = true
		if r.ID[0] != r.Section[0] {
			t.Errorf("%s under %q", r.ID, r.Section)
		}
	}
}

// TestPlayNamesRules: every entry of PLAY.md is a rule of RULES.md and
// reaches the rule's Play text whole.
func TestPlayNamesRules(t *testing.T) {
	if len(plays()) < 20 {
		t.Fatalf("only %d entries in PLAY.md", len(plays()))
	}
	for id, text := range plays() {
		r, ok := RuleByID(id)
		if !ok {
			t.Errorf("PLAY.md has %s, which RULES.md does not", id)
			continue
		}
		if r.Play != text || text == "" || strings.Contains(text, "  ") {
			t.Errorf("%s: play text %q", id, r.Play)
		}
	}
	if r, _ := RuleByID("V4"); !strings.Contains(r.Play, "never told") {
		t.Errorf("V4 play text: %q", r.Play)
	}
}
